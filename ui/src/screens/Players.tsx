// Players: the list with search, adding a player, and importing a CSV/TRF
// file of the event folder after a preview that lists rejected lines.
import { useCallback, useMemo, useState } from "preact/hooks";
import { AppError, commands, type ImportPreview, type PlayerForm, type PlayerView } from "../ipc";
import { fold, useI18n, useTr } from "../i18n";
import { ErrorBox, Loaded, useCommand } from "../components/Async";
import { NeedsEvent } from "../components/NeedsEvent";
import { useEvent } from "../event-context";

export function Players() {
  const { t } = useI18n();
  const { event } = useEvent();
  if (!event) return <NeedsEvent title={t("nav.players")} />;
  return <PlayersView />;
}

function PlayersView() {
  const { t } = useI18n();
  const tr = useTr();
  const { refresh } = useEvent();
  const load = useCallback(() => commands.listPlayers(), []);
  const [state, retry] = useCommand(load);
  const [query, setQuery] = useState("");
  const [editing, setEditing] = useState<number | null>(null);
  const reload = () => { retry(); refresh(); };

  return (
    <section class="screen players" aria-labelledby="screen-title">
      <div class="screen-head">
        <h1 id="screen-title">{t("nav.players")}</h1>
        <input type="search" data-search aria-label={t("common.search")} placeholder={tr("Buscar jugador, club, federación…", "Search player, club, federation…")}
          value={query} onInput={(e) => setQuery((e.target as HTMLInputElement).value)} />
      </div>
      <div class="players-grid">
        <Loaded state={state} retry={retry}>
          {(players) => {
            const q = fold(query.trim());
            const shown = players.filter((p) => q === "" || fold([p.data.name, p.data.club ?? "", p.data.federation ?? "", p.data.title ?? "", String(p.data.fideId ?? "")].join(" ")).includes(q));
            return (
              <div class="table-wrap">
                <table class="data" data-testid="players-table">
                  <thead>
                    <tr><th>{tr("N.º", "No.")}</th><th>{tr("Nombre", "Name")}</th><th>{tr("Tít.", "Title")}</th><th>Elo</th><th>Fed</th><th>FIDE ID</th><th>Club</th><th>{tr("Origen", "Source")}</th><th></th></tr>
                  </thead>
                  <tbody>
                    {shown.map((p) => editing === p.id ? (
                      <EditRow player={p} onDone={(saved) => { setEditing(null); if (saved) reload(); }} />
                    ) : (
                      <tr class={p.withdrawnAfter != null ? "withdrawn" : ""} data-player={p.id}>
                        <td class="num">{p.pairingNumber}</td><td>{p.data.name}</td><td>{p.data.title ?? ""}</td>
                        <td class="num">{p.data.rating || ""}</td><td>{p.data.federation ?? ""}</td><td class="num">{p.data.fideId ?? ""}</td>
                        <td>{p.data.club ?? ""}</td><td class="muted small">{p.source}</td>
                        <td><button type="button" class="link" data-edit={p.id} onClick={() => setEditing(p.id)}>{tr("editar", "edit")}</button></td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                <p class="muted small">{tr(`${shown.length} de ${players.length} jugadores`, `${shown.length} of ${players.length} players`)}</p>
              </div>
            );
          }}
        </Loaded>
        <div class="side-col">
          <AddPlayer onAdded={reload} />
          <Import onImported={reload} />
        </div>
      </div>
    </section>
  );
}

/** One player's row as inputs: Enter saves (the store checks the entry and
 * records the correction in the register), Escape cancels. */
function EditRow({ player, onDone }: { player: PlayerView; onDone: (saved: boolean) => void }) {
  const tr = useTr();
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
      <td><input name="name" aria-label={tr("Nombre", "Name")} value={form.name} onInput={text("name")} autoFocus />{error && <ErrorBox error={error} />}</td>
      <td><input name="title" class="narrow" aria-label={tr("Título", "Title")} value={form.title ?? ""} onInput={text("title")} /></td>
      <td><input name="rating" class="narrow" type="number" min={0} aria-label="Elo" value={form.rating || ""} onInput={(e) => setForm({ ...form, rating: Number((e.target as HTMLInputElement).value) || 0 })} /></td>
      <td><input name="federation" class="narrow" maxLength={3} aria-label="Fed" value={form.federation ?? ""} onInput={text("federation")} /></td>
      <td><input name="fideId" class="narrow" inputMode="numeric" aria-label="FIDE ID" value={form.fideId ?? ""} onInput={(e) => { const v = (e.target as HTMLInputElement).value.trim(); setForm({ ...form, fideId: v === "" ? null : Number(v) }); }} /></td>
      <td><input name="club" aria-label="Club" value={form.club ?? ""} onInput={text("club")} /></td>
      <td colSpan={2}>
        <button type="button" data-save onClick={save}>{tr("Guardar ↵", "Save ↵")}</button>{" "}
        <button type="button" onClick={() => onDone(false)}>{tr("Cancelar", "Cancel")}</button>
      </td>
    </tr>
  );
}

function AddPlayer({ onAdded }: { onAdded: () => void }) {
  const tr = useTr();
  const blank: PlayerForm = { name: "", fideId: null, title: null, rating: 0, federation: null, birthDate: null, club: null, sex: null };
  const [form, setForm] = useState<PlayerForm>(blank);
  const [error, setError] = useState<AppError | null>(null);
  const text = (key: "title" | "federation" | "club") => (e: Event) => setForm({ ...form, [key]: (e.target as HTMLInputElement).value || null });
  return (
    <form class="card form-grid compact" data-testid="add-player" onSubmit={(e) => {
      e.preventDefault();
      commands.addPlayer(form).then(() => { setForm(blank); setError(null); onAdded(); }, setError);
    }}>
      <h2>{tr("Añadir jugador", "Add player")}</h2>
      <label class="wide">{tr("Nombre (Apellidos, Nombre)", "Name (Surname, Given)")}<input name="name" required value={form.name} onInput={(e) => setForm({ ...form, name: (e.target as HTMLInputElement).value })} /></label>
      <label>Elo<input name="rating" type="number" min={0} value={form.rating || ""} onInput={(e) => setForm({ ...form, rating: Number((e.target as HTMLInputElement).value) || 0 })} /></label>
      <label>Fed<input name="federation" maxLength={3} value={form.federation ?? ""} onInput={text("federation")} /></label>
      <label>{tr("Título", "Title")}<input name="title" value={form.title ?? ""} onInput={text("title")} /></label>
      <label>Club<input name="club" value={form.club ?? ""} onInput={text("club")} /></label>
      <div class="form-actions"><button type="submit">{tr("Añadir", "Add")}</button></div>
      {error && <ErrorBox error={error} />}
    </form>
  );
}

function Import({ onImported }: { onImported: () => void }) {
  const tr = useTr();
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
      <h2>{tr("Importar CSV/TRF de la carpeta", "Import CSV/TRF from the folder")}</h2>
      <Loaded state={folder} retry={retryFolder}>
        {(f) => (
          <ul class="file-list">
            {f.imports.length === 0 && <li class="muted">{tr("No hay archivos .csv ni .trf en la carpeta.", "No .csv or .trf files in the folder.")}</li>}
            {f.imports.map((file) => (
              <li><button type="button" data-preview={file.name} onClick={() => show(file.name)}>{tr("Vista previa", "Preview")}</button> <span class="mono">{file.name}</span></li>
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
              <p><strong>{tr("Líneas rechazadas: no se importará nada hasta corregirlas.", "Rejected lines: nothing will be imported until they are fixed.")}</strong></p>
              <ul>{preview.problems.map((p) => <li><span class="badge warn">{tr("línea", "line")} {p.line}</span> {p.field && <em>{p.field}: </em>}{p.message}</li>)}</ul>
            </div>
          )}
          {preview.format === "trf" && <p class="muted small">{tr("Los TRF se comprueban al importar.", "TRF files are checked when imported.")}</p>}
          {preview.rows.length > 0 && (
            <table class="data small">
              <tbody>{preview.rows.map((r) => <tr><td class="muted">{r.line}</td><td>{r.player.name}</td><td class="num">{r.player.rating || ""}</td><td>{r.player.federation ?? ""}</td></tr>)}</tbody>
            </table>
          )}
          <button type="button" class="primary" disabled={!canImport && preview.format === "csv"} onClick={() =>
            commands.importPlayers(preview.file).then((added) => {
              setDone(tr(`${added.length} jugadores importados.`, `${added.length} players imported.`));
              setPreview(null);
              onImported();
            }, setError)}>
            {tr("Importar", "Import")}
          </button>
        </div>
      )}
    </div>
  );
}
