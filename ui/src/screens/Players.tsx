// Players: the list with search, adding a player, and importing a CSV/TRF
// file of the event folder after a preview that lists rejected lines.
import { useCallback, useMemo, useState } from "preact/hooks";
import { AppError, commands, type ByeKind, type ImportPreview, type PlayerForm, type PlayerView } from "../ipc";
import { fold, useI18n } from "../i18n";
import { ErrorBox, Loaded, useCommand } from "../components/Async";
import { ConfirmDialog } from "../components/Dialog";
import { NeedsEvent } from "../components/NeedsEvent";
import { useEvent } from "../event-context";

export function Players() {
  const { t } = useI18n();
  const { event } = useEvent();
  if (!event) return <NeedsEvent title={t("ui-nav-players")} />;
  return <PlayersView />;
}

function PlayersView() {
  const { t } = useI18n();
  const { event, refresh } = useEvent();
  const load = useCallback(() => commands.listPlayers(), []);
  const [state, retry] = useCommand(load);
  const [query, setQuery] = useState("");
  const [editing, setEditing] = useState<number | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const reload = () => { retry(); refresh(); };
  const paired = event?.roundsPaired ?? 0;

  return (
    <section class="screen players" aria-labelledby="screen-title">
      <div class="screen-head">
        <h1 id="screen-title">{t("ui-nav-players")}</h1>
        <input type="search" data-search aria-label={t("ui-common-search")} placeholder={t("ui-players-search-player-club-federation")}
          value={query} onInput={(e) => setQuery((e.target as HTMLInputElement).value)} />
      </div>
      <div class="players-grid">
        <Loaded state={state} retry={retry}>
          {(players) => {
            const q = fold(query.trim());
            const shown = players.filter((p) => q === "" || fold([p.data.name, p.data.club ?? "", p.data.federation ?? "", p.data.title ?? "", String(p.data.fideId ?? "")].join(" ")).includes(q));
            const chosen = players.find((p) => p.id === selected) ?? null;
            return (
              <>
                <div class="table-wrap">
                  <table class="data players-table" data-testid="players-table">
                    <thead>
                      <tr><th>{t("ui-boards-no")}</th><th>{t("ui-results-name")}</th><th>Elo</th><th>Fed</th><th>Club</th><th>{t("ui-players-state")}</th><th>{t("ui-players-source")}</th><th class="actions"></th></tr>
                    </thead>
                    <tbody>
                      {shown.map((p) => editing === p.id ? (
                        <EditRow player={p} onDone={(saved) => { setEditing(null); if (saved) reload(); }} />
                      ) : (
                        <tr class={[p.withdrawnAfter != null ? "withdrawn" : "", p.id === selected ? "selected" : ""].join(" ")} data-player={p.id}>
                          <td class="num">{p.pairingNumber}</td>
                          <td title={p.data.fideId != null ? `FIDE ID ${p.data.fideId}` : undefined}>{p.data.title && <span class="title">{p.data.title} </span>}{p.data.name}</td>
                          <td class="num">{p.data.rating || ""}</td><td>{p.data.federation ?? ""}</td>
                          <td class="clip" title={p.data.club ?? ""}>{p.data.club ?? ""}</td>
                          <td class="small" data-testid={`player-state-${p.id}`}><PlayerState player={p} paired={paired} /></td>
                          <td class="muted small">{p.source.kind === "manual" ? t("label-source-manual") : t("label-source-file", { file: p.source.file, line: p.source.line })}</td>
                          <td class="actions">
                            <button type="button" class="link" data-edit={p.id} onClick={() => setEditing(p.id)}>{t("ui-players-edit")}</button>
                            <button type="button" class="link" data-manage={p.id} aria-pressed={p.id === selected} onClick={() => setSelected(p.id === selected ? null : p.id)}>{t("ui-players-manage")}</button>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                  <p class="muted small">{t("ui-players-shown", { shown: shown.length, total: players.length })}</p>
                </div>
                <div class="side-col">
                  {chosen && <PlayerActions key={chosen.id} player={chosen} onChanged={reload} onClose={() => setSelected(null)} />}
                  <AddPlayer onAdded={reload} />
                  <Import onImported={reload} />
                </div>
              </>
            );
          }}
        </Loaded>
      </div>
    </section>
  );
}

/** Where a player stands: late entry, withdrawn, requested byes. */
function PlayerState({ player, paired }: { player: PlayerView; paired: number }) {
  const { t } = useI18n();
  const parts: string[] = [];
  if (player.withdrawnAfter != null) parts.push(t("ui-players-withdrawn-after", { round: player.withdrawnAfter }));
  else if (player.firstRound > 1) parts.push(t("ui-players-from-round", { round: player.firstRound }));
  for (const b of player.byes.filter((b) => b.round > paired)) parts.push(t("ui-players-bye-in", { round: b.round, kind: t(`label-bye-${b.kind}`) }));
  return <>{parts.join(" · ")}</>;
}

/** The organiser's actions on one player: withdraw from a round on, byes
 * requested for rounds not yet paired (and cancelling them). */
function PlayerActions({ player, onChanged, onClose }: { player: PlayerView; onChanged: () => void; onClose: () => void }) {
  const { t } = useI18n();
  const { event } = useEvent();
  const paired = event?.roundsPaired ?? 0;
  const total = event?.call.rounds ?? 0;
  const future = Array.from({ length: Math.max(total - paired, 0) }, (_, i) => paired + 1 + i).filter((r) => r >= player.firstRound);
  const [after, setAfter] = useState(String(paired));
  const [byeRound, setByeRound] = useState(String(future[0] ?? ""));
  const [byeKind, setByeKind] = useState<ByeKind>("H");
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<AppError | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const ok = (message: string) => { setError(null); setDone(message); onChanged(); };
  const withdraw = () =>
    commands.withdrawPlayer(player.id, Number(after)).then(() => { setAsking(false); ok(t("ui-players-withdrawn-done", { name: player.data.name, round: Number(after) + 1 })); }, (e) => { setAsking(false); setError(e); });
  const bye = (e: Event) => {
    e.preventDefault();
    commands.requestBye(player.id, Number(byeRound), byeKind).then(() => ok(t("ui-players-bye-done", { name: player.data.name, round: Number(byeRound), kind: t(`label-bye-${byeKind}`) })), setError);
  };
  const cancel = (round: number) => commands.cancelBye(player.id, round).then(() => ok(t("ui-players-bye-cancelled", { round })), setError);
  const byes = player.byes.filter((b) => b.round > paired);
  return (
    <div class="card" data-testid="player-actions">
      <div class="card-head">
        <h2>{player.pairingNumber}. {player.data.name}</h2>
        <button type="button" class="link" onClick={onClose} aria-label={t("ui-shortcuts-close")}>✕</button>
      </div>
      {done && <p class="ok small" data-testid="player-action-done">{done}</p>}
      {error && <ErrorBox error={error} />}
      {player.withdrawnAfter == null ? (
        <div class="field-row" data-testid="withdraw">
          <label>{t("ui-players-withdraw-after")}
            <select name="after" value={after} onChange={(e) => setAfter((e.target as HTMLSelectElement).value)}>
              {Array.from({ length: Math.max(total - paired, 0) + 1 }, (_, i) => paired + i).filter((r) => r < total).map((r) => (
                <option value={String(r)}>{r === 0 ? t("ui-players-before-round-1") : t("ui-common-round-n", { round: r })}</option>
              ))}
            </select>
          </label>
          <button type="button" class="danger" data-testid="withdraw-button" onClick={() => setAsking(true)}>{t("ui-players-withdraw")}</button>
        </div>
      ) : (
        <p class="muted small">{t("ui-players-withdrawn-after", { round: player.withdrawnAfter })}</p>
      )}
      {player.withdrawnAfter == null && future.length > 0 && (
        <form class="field-row" data-testid="request-bye" onSubmit={bye}>
          <label>{t("ui-players-bye-round")}
            <select name="round" value={byeRound} onChange={(e) => setByeRound((e.target as HTMLSelectElement).value)}>
              {future.map((r) => <option value={String(r)}>{r}</option>)}
            </select>
          </label>
          <label>{t("ui-players-bye-kind")}
            <select name="kind" value={byeKind} onChange={(e) => setByeKind((e.target as HTMLSelectElement).value as ByeKind)}>
              {BYE_KINDS.map((k) => <option value={k}>{t(`label-bye-${k}`)}</option>)}
            </select>
          </label>
          <button type="submit">{t("ui-players-request-bye")}</button>
        </form>
      )}
      {byes.length > 0 && (
        <ul class="small" data-testid="player-byes">
          {byes.map((b) => (
            <li>{t("ui-players-bye-in", { round: b.round, kind: t(`label-bye-${b.kind}`) })} <button type="button" class="link" data-cancel-bye={b.round} onClick={() => cancel(b.round)}>{t("ui-players-cancel-bye")}</button></li>
          ))}
        </ul>
      )}
      {asking && (
        <ConfirmDialog testid="confirm-withdraw" danger title={t("ui-players-withdraw-title", { name: player.data.name })} confirm={t("ui-players-withdraw")} onConfirm={withdraw} onCancel={() => setAsking(false)}>
          <p>{t("ui-players-withdraw-body", { name: player.data.name, round: Number(after) + 1 })}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}

/** Requested byes offered: the half-point and zero-point byes first. */
const BYE_KINDS: ByeKind[] = ["H", "Z", "F"];

/** One player's row as inputs: Enter saves (the store checks the entry and
 * records the correction in the register), Escape cancels. */
function EditRow({ player, onDone }: { player: PlayerView; onDone: (saved: boolean) => void }) {
  const { t } = useI18n();
  const [form, setForm] = useState<PlayerForm>(player.data);
  const [error, setError] = useState<AppError | null>(null);
  const text = (key: "name" | "title" | "federation" | "club") => (e: Event) => {
    const v = (e.target as HTMLInputElement).value;
    setForm({ ...form, [key]: key === "name" ? v : v || null });
  };
  const save = () => commands.editPlayer(player.id, form).then(() => onDone(true), setError);
  const onKey = (e: KeyboardEvent) => {
    if (e.key === "Enter") { e.preventDefault(); save(); }
    if (e.key === "Escape") { e.preventDefault(); onDone(false); }
  };
  return (
    <tr class="editing" data-editing={player.id} onKeyDown={onKey}>
      <td class="num">{player.pairingNumber}</td>
      <td>
        <div class="edit-name">
          <input name="title" class="narrow" aria-label={t("ui-players-title-2")} placeholder={t("ui-players-title")} value={form.title ?? ""} onInput={text("title")} />
          <input name="name" aria-label={t("ui-results-name")} value={form.name} onInput={text("name")} autoFocus />
        </div>
        {error && <ErrorBox error={error} />}
      </td>
      <td><input name="rating" class="narrow" type="number" min={0} aria-label="Elo" value={form.rating || ""} onInput={(e) => setForm({ ...form, rating: Number((e.target as HTMLInputElement).value) || 0 })} /></td>
      <td><input name="federation" class="narrow" maxLength={3} aria-label="Fed" value={form.federation ?? ""} onInput={text("federation")} /></td>
      <td><input name="club" aria-label="Club" value={form.club ?? ""} onInput={text("club")} /></td>
      <td><input name="fideId" class="narrow" inputMode="numeric" aria-label="FIDE ID" placeholder="FIDE ID" value={form.fideId ?? ""} onInput={(e) => { const v = (e.target as HTMLInputElement).value.trim(); setForm({ ...form, fideId: v === "" ? null : Number(v) }); }} /></td>
      <td colSpan={2}>
        <button type="button" data-save onClick={save}>{t("ui-players-save")}</button>{" "}
        <button type="button" onClick={() => onDone(false)}>{t("ui-players-cancel")}</button>
      </td>
    </tr>
  );
}

function AddPlayer({ onAdded }: { onAdded: () => void }) {
  const { t } = useI18n();
  const { event } = useEvent();
  const next = (event?.roundsPaired ?? 0) + 1;
  const [from, setFrom] = useState(String(next));
  const blank: PlayerForm = { name: "", fideId: null, title: null, rating: 0, federation: null, birthDate: null, club: null, sex: null };
  const [form, setForm] = useState<PlayerForm>(blank);
  const [error, setError] = useState<AppError | null>(null);
  const text = (key: "title" | "federation" | "club") => (e: Event) => setForm({ ...form, [key]: (e.target as HTMLInputElement).value || null });
  return (
    <form class="card form-grid compact" data-testid="add-player" onSubmit={(e) => {
      e.preventDefault();
      commands.addPlayer(form, next > 1 ? Number(from) : null).then(() => { setForm(blank); setError(null); onAdded(); }, setError);
    }}>
      <h2>{t("ui-players-add-player")}</h2>
      <label class="wide">{t("ui-players-name-surname-given")}<input name="name" required value={form.name} onInput={(e) => setForm({ ...form, name: (e.target as HTMLInputElement).value })} /></label>
      <label>Elo<input name="rating" type="number" min={0} value={form.rating || ""} onInput={(e) => setForm({ ...form, rating: Number((e.target as HTMLInputElement).value) || 0 })} /></label>
      <label>Fed<input name="federation" maxLength={3} value={form.federation ?? ""} onInput={text("federation")} /></label>
      <label>{t("ui-players-title-2")}<input name="title" value={form.title ?? ""} onInput={text("title")} /></label>
      <label>Club<input name="club" value={form.club ?? ""} onInput={text("club")} /></label>
      {next > 1 && (
        <label>{t("ui-players-late-from")}
          <select name="firstRound" value={from} onChange={(e) => setFrom((e.target as HTMLSelectElement).value)}>
            {Array.from({ length: Math.max((event?.call.rounds ?? 0) - next + 1, 0) }, (_, i) => next + i).map((r) => <option value={String(r)}>{r}</option>)}
          </select>
        </label>
      )}
      {next > 1 && <p class="muted small wide">{t("ui-players-late-note", { round: next - 1 })}</p>}
      <div class="form-actions"><button type="submit">{next > 1 ? t("ui-players-add-late") : t("ui-players-add")}</button></div>
      {error && <ErrorBox error={error} />}
    </form>
  );
}

function Import({ onImported }: { onImported: () => void }) {
  const { t } = useI18n();
  const load = useCallback(() => commands.eventFolder(), []);
  const [folder, retryFolder] = useCommand(load);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [error, setError] = useState<AppError | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const canImport = useMemo(() => preview && preview.problems.length === 0, [preview]);
  const show = (file: string) => {
    setDone(null);
    commands.previewImport(file).then((p) => { setPreview(p); setError(null); }, setError);
  };
  return (
    <div class="card" data-testid="import">
      <h2>{t("ui-players-import-csv-trf-from-folder")}</h2>
      <Loaded state={folder} retry={retryFolder}>
        {(f) => (
          <ul class="file-list">
            {f.imports.length === 0 && <li class="muted">{t("ui-players-no-csv-or-trf-files")}</li>}
            {f.imports.map((file) => (
              <li><button type="button" data-preview={file.name} onClick={() => show(file.name)}>{t("ui-players-preview")}</button> <span class="mono">{file.name}</span></li>
            ))}
          </ul>
        )}
      </Loaded>
      {error && <ErrorBox error={error} />}
      {done && <p class="ok" data-testid="import-done">{done}</p>}
      {preview && (
        <div class="preview" data-testid="import-preview">
          <h3 class="mono">{preview.file}</h3>
          {preview.problems.length > 0 && (
            <div class="problems" role="alert">
              <p><strong>{t("ui-players-rejected-lines-nothing-will-be")}</strong></p>
              <ul>{preview.problems.map((p) => <li><span class="badge warn">{t("ui-players-line")} {p.line}</span> {p.field && <em>{p.field}: </em>}{p.message}</li>)}</ul>
            </div>
          )}
          {preview.format === "trf" && <p class="muted small">{t("ui-players-trf-files-are-checked-when")}</p>}
          {preview.rows.length > 0 && (
            <table class="data small">
              <tbody>{preview.rows.map((r) => <tr><td class="muted">{r.line}</td><td>{r.player.name}</td><td class="num">{r.player.rating || ""}</td><td>{r.player.federation ?? ""}</td></tr>)}</tbody>
            </table>
          )}
          <button type="button" class="primary" disabled={!canImport && preview.format === "csv"} onClick={() =>
            commands.importPlayers(preview.file).then((added) => {
              setDone(t("ui-players-imported", { n: added.length }));
              setPreview(null);
              onImported();
            }, setError)}>
            {t("ui-players-import")}
          </button>
        </div>
      )}
    </div>
  );
}
