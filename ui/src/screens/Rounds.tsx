// Rounds: pair the next round with the event's system, see each round's
// boards with the checker's verdict, the engine's explanation (C.04.3),
// swap or edit boards with the verdict shown live, publish, print.
import { useCallback, useEffect, useState } from "preact/hooks";
import { AppError, commands, type CheckView, type EditedRound, type ExplanationView, type PlayerView, type RoundView, type Seat } from "../ipc";
import { useI18n, formatTime } from "../i18n";
import { ErrorBox } from "../components/Async";
import { ConfirmDialog } from "../components/Dialog";
import { NeedsEvent } from "../components/NeedsEvent";
import { PrintButton } from "../components/Print";
import { playedWithCards, useEvent } from "../event-context";
import { BoardsTable } from "./BoardsTable";

export function Rounds() {
  const { t } = useI18n();
  const { event } = useEvent();
  if (!event) return <NeedsEvent title={t("ui-nav-rounds")} />;
  return <RoundsView />;
}

/** Loads every round; `selected` follows the latest unless the user picks one. */
export function useRounds() {
  const [rounds, setRounds] = useState<RoundView[]>([]);
  const [selected, setSelected] = useState<number | null>(null);
  const [error, setError] = useState<AppError | null>(null);
  const reload = useCallback(
    () => commands.listRounds().then((r) => { setRounds(r); setError(null); }, setError),
    [],
  );
  // Again when the language changes: the shell's labels come in the new one.
  const { lang } = useI18n();
  useEffect(() => { reload(); }, [reload, lang]);
  const current = rounds.find((r) => r.number === selected) ?? rounds[rounds.length - 1] ?? null;
  return { rounds, current, setSelected, reload, error, setError, setRounds };
}

/** The round tabs shared by Rounds, Results, Deck control and Clocks. */
export function RoundTabs({ rounds, current, select }: { rounds: RoundView[]; current: RoundView | null; select: (n: number) => void }) {
  const { t } = useI18n();
  return (
    <div class="tabs" role="tablist">
      {rounds.map((r) => (
        <button type="button" role="tab" aria-selected={current?.number === r.number} class={current?.number === r.number ? "active" : ""} data-round={r.number} onClick={() => select(r.number)}>
          {t("ui-common-round-n", { round: r.number })}
        </button>
      ))}
    </div>
  );
}

type Asking = { kind: "pair" } | { kind: "publish"; round: number } | { kind: "unpair"; round: number };

function RoundsView() {
  const { t, lang } = useI18n();
  const { event, refresh } = useEvent();
  const { rounds, current, setSelected, reload, error, setError } = useRounds();
  const [detail, setDetail] = useState<EditedRound | null>(null);
  const [panel, setPanel] = useState<"none" | "explain" | "edit">("none");
  const [asking, setAsking] = useState<Asking | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const next = (event?.roundsPaired ?? 0) + 1;
  const last = rounds.length ? rounds[rounds.length - 1] : null;
  const cards = event?.call.deck !== "";
  const loadDetail = (n: number) => commands.roundDetail(n).then(setDetail, setError);
  useEffect(() => { if (current) loadDetail(current.number); }, [current?.number, current?.status, rounds]);
  const after = () => { setAsking(null); reload(); refresh(); };
  const pair = () =>
    commands.pairNextRound().then((r) => { setSelected(r.number); setPanel("none"); setDone(null); after(); }, (e) => { setAsking(null); setError(e); });
  const publish = (n: number) => commands.publishRound(n).then(() => { setDone(null); after(); }, (e) => { setAsking(null); setError(e); });
  const unpair = () =>
    commands.unpairLastRound().then((n) => { setSelected(null); setPanel("none"); setDone(t("ui-rounds-unpaired", { round: n })); after(); }, (e) => { setAsking(null); setError(e); });
  const shown = detail && current && detail.round.number === current.number ? detail.round : current;
  const unpairable = shown && last && shown.number === last.number && shown.status !== "published" && shown.finished === 0;
  return (
    <section class="screen rounds" aria-labelledby="screen-title">
      <div class="screen-head">
        <h1 id="screen-title">{t("ui-nav-rounds")}</h1>
        {next <= (event?.call.rounds ?? 0) && (
          <button type="button" class="primary" data-testid="pair-next" onClick={() => setAsking({ kind: "pair" })}>{t("ui-rounds-pair-round", { round: next })}</button>
        )}
        <RoundTabs rounds={rounds} current={current} select={(n) => { setSelected(n); setPanel("none"); }} />
      </div>
      {error && <ErrorBox error={error} />}
      {done && <p class="ok" data-testid="rounds-done">{done}</p>}
      {shown ? (
        <div data-testid="round-view">
          <p class="muted">
            {t("ui-event-system")}: <strong data-testid="round-system">{shown.systemLabel}</strong> · {t("ui-rounds-status")}: <strong data-testid="round-status">{t(`label-round-status-${shown.status}`)}</strong>
            {" · "}{t("ui-rounds-finished", { finished: shown.finished, boards: shown.boards.filter((b) => b.black).length })}
            {shown.chess960 && <> · Chess960 {shown.chess960}</>}
            {shown.backupFile && <> · {t("ui-rounds-backup")}: <span class="mono small" title={shown.backupFile}>{shown.backupFile.split(/[\\/]/).pop()}</span></>}
          </p>
          <Verdict check={{ errors: [], warnings: shown.warnings }} title={t("ui-rounds-checker-c-04-1")} okText={t("ui-rounds-no-checker-warnings")} />
          <div class="toolbar">
            <button type="button" aria-pressed={panel === "explain"} data-testid="explain" onClick={() => setPanel(panel === "explain" ? "none" : "explain")}>{t("ui-rounds-why-pairing")}</button>
            {shown.status !== "published" && (
              <button type="button" aria-pressed={panel === "edit"} data-testid="edit-pairings" onClick={() => setPanel(panel === "edit" ? "none" : "edit")}>{t("ui-rounds-change-boards")}</button>
            )}
            {shown.status !== "published" && (
              <button type="button" data-testid="publish" onClick={() => setAsking({ kind: "publish", round: shown.number })}>{t("ui-rounds-publish-round-n", { round: shown.number })}</button>
            )}
            {unpairable && (
              <button type="button" class="danger" data-testid="unpair" onClick={() => setAsking({ kind: "unpair", round: shown.number })}>{t("ui-rounds-unpair-round", { round: shown.number })}</button>
            )}
          </div>
          {panel === "explain" && <Explanation round={shown.number} />}
          {panel === "edit" && <EditBoards round={shown} onDone={() => { reload(); loadDetail(shown.number); }} />}
          <BoardsTable round={shown} disputes={playedWithCards(event)} />
          <div class="toolbar print-row">
            <PrintButton form="pairings" round={shown.number} label={t("ui-rounds-pairing-list")} />
            <PrintButton form="result-slips" round={shown.number} label={t("ui-rounds-result-slips")} />
            <PrintButton form="scoresheet" round={shown.number} label={t("ui-rounds-scoresheets")} />
            {cards && <PrintButton form="deck-control" round={shown.number} label={t("ui-rounds-deck-control")} />}
          </div>
          {detail && detail.edits.length > 0 && (
            <div class="card small" data-testid="pairing-edits">
              <h2>{t("ui-rounds-recorded-changes")}</h2>
              <ul>{detail.edits.map((e) => <li class="small">{formatTime(lang, e.at)} · {e.arbiter} · {e.what} · {e.boards.join("; ")} · <em>{e.reason}</em></li>)}</ul>
            </div>
          )}
        </div>
      ) : (
        <p class="muted">{t("ui-common-no-rounds-paired-yet")}</p>
      )}
      {asking?.kind === "pair" && (
        <ConfirmDialog testid="confirm-pair" title={t("ui-rounds-pair-round", { round: next })} confirm={t("ui-rounds-pair-confirm")} onConfirm={pair} onCancel={() => setAsking(null)}>
          <p>{t("ui-rounds-pair-body", { round: next })}</p>
        </ConfirmDialog>
      )}
      {asking?.kind === "publish" && (
        <ConfirmDialog testid="confirm-publish" title={t("ui-rounds-publish-round-n", { round: asking.round })} confirm={t("ui-rounds-publish-confirm")} onConfirm={() => publish(asking.round)} onCancel={() => setAsking(null)}>
          <p>{t("ui-rounds-publish-body", { round: asking.round })}</p>
        </ConfirmDialog>
      )}
      {asking?.kind === "unpair" && (
        <ConfirmDialog testid="confirm-unpair" danger title={t("ui-rounds-unpair-round", { round: asking.round })} confirm={t("ui-rounds-unpair-confirm")} onConfirm={unpair} onCancel={() => setAsking(null)}>
          <p>{t("ui-rounds-unpair-body", { round: asking.round })}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}

/** The checker's verdict: errors block, warnings are for the arbiter to accept. */
function Verdict({ check, title, okText }: { check: CheckView; title: string; okText: string }) {
  const { t } = useI18n();
  if (check.errors.length === 0 && check.warnings.length === 0) return <p class="ok small" data-testid="verdict-ok">✓ {okText}</p>;
  return (
    <div class={check.errors.length > 0 ? "problems" : "notice"} data-testid="verdict" role="status">
      <strong>{title}</strong>
      <ul>
        {check.errors.map((e) => <li><span class="badge warn">{t("ui-rounds-error")}</span> {e}</li>)}
        {check.warnings.map((w) => <li><span class="badge">{t("ui-rounds-warning")}</span> {w}</li>)}
      </ul>
    </div>
  );
}

function seatText(s: Seat) {
  return `${s.pairingNumber}. ${s.name}${s.rating ? ` (${s.rating})` : ""}`;
}

function Explanation({ round }: { round: number }) {
  const { t } = useI18n();
  const [view, setView] = useState<ExplanationView | null>(null);
  const [error, setError] = useState<AppError | null>(null);
  const { lang } = useI18n();
  useEffect(() => { commands.pairingExplanation(round).then(setView, setError); }, [round, lang]);
  if (error) return <ErrorBox error={error} />;
  if (!view) return <p class="muted">{t("ui-clocks-loading")}</p>;
  return (
    <div class="card explanation" data-testid="explanation">
      <h2>{t("ui-rounds-pairing-explanation")} · {view.systemLabel}{view.edition && ` · C.04.3 (${view.edition})`}</h2>
      {view.notes.map((n) => <p class={view.matchesStored ? "muted" : "problems"}>{n}</p>)}
      {view.brackets.map((b) => (
        <div class="bracket">
          <h3>{t("ui-rounds-score-group")} {b.score} <span class="muted small">· {b.residents.length} {t("ui-rounds-residents")}{b.movedDown.length > 0 && `, ${b.movedDown.length} ${t("ui-rounds-moved-down")}`}</span></h3>
          <ul class="pairs">
            {b.pairs.map(([a, c]) => <li>{seatText(a)} – {seatText(c)}</li>)}
            {b.floaters.map((f) => <li class="muted">↓ {seatText(f)} {t("ui-rounds-floats-next-group")}</li>)}
            {b.bye && <li class="muted">{t("ui-rounds-bye")}: {seatText(b.bye)}</li>}
          </ul>
          {/* The pairing engine's notes and colour rules (its typed explanations are its own work). */}
          <ul class="small notes" data-engine-text>{b.notes.map((n) => <li>{n}</li>)}</ul>
        </div>
      ))}
      {view.colours.length > 0 && (
        <>
          <h3>{t("ui-rounds-colours")}</h3>
          <ul class="small">{view.colours.map((c) => <li>{c.white.name} – {c.black.name}: <span class="muted" data-engine-text>{c.rule}</span></li>)}</ul>
        </>
      )}
    </div>
  );
}

type Draft = { board: number; white: number; black: number | null }[];

function EditBoards({ round, onDone }: { round: RoundView; onDone: () => void }) {
  const { t } = useI18n();
  const { event } = useEvent();
  const original: Draft = round.boards.map((b) => ({ board: b.board, white: b.white.id, black: b.black?.id ?? null }));
  const [draft, setDraft] = useState<Draft>(original);
  const [players, setPlayers] = useState<PlayerView[]>([]);
  const [check, setCheck] = useState<CheckView | null>(null);
  const [swapWith, setSwapWith] = useState<Record<number, string>>({});
  const [arbiter, setArbiter] = useState(event?.call.chiefArbiter ?? "");
  const [reason, setReason] = useState("");
  const [error, setError] = useState<AppError | null>(null);
  useEffect(() => { commands.listPlayers().then(setPlayers, setError); }, []);
  useEffect(() => {
    commands.checkDraft(round.number, draft.map((d) => ({ white: d.white, black: d.black }))).then(setCheck, setError);
  }, [draft]);
  const changed = draft.filter((d, i) => d.white !== original[i].white || d.black !== original[i].black);
  const set = (i: number, side: "white" | "black", value: string) =>
    setDraft(draft.map((d, j) => (j === i ? { ...d, [side]: value === "" ? null : Number(value) } : d)));
  const apply = () => {
    const d = changed[0];
    commands.editRound(round.number, { kind: "edit", board: d.board, other: null, white: d.white, black: d.black, arbiter, reason })
      .then(() => { setError(null); setReason(""); onDone(); }, setError);
  };
  const swap = (board: number) => {
    const other = Number(swapWith[board]);
    commands.editRound(round.number, { kind: "swap", board, other, white: null, black: null, arbiter, reason })
      .then(() => { setError(null); setReason(""); onDone(); }, setError);
  };
  const options = (value: number | null, allowBye: boolean) => (
    <>
      {allowBye && <option value="" selected={value === null}>{t("ui-rounds-bye-2")}</option>}
      {players.filter((p) => p.withdrawnAfter == null).map((p) => <option value={p.id} selected={p.id === value}>{p.pairingNumber}. {p.data.name}</option>)}
    </>
  );
  return (
    <div class="card edit-boards" data-testid="edit-boards">
      <h2>{t("ui-rounds-change-boards")}</h2>
      <p class="muted small">{t("ui-rounds-each-change-checked-as-you")}</p>
      <table class="data small">
        <thead><tr><th>{t("ui-boards-board")}</th><th>{t("ui-boards-white")}</th><th>{t("ui-boards-black")}</th><th>{t("ui-rounds-swap-board")}</th></tr></thead>
        <tbody>
          {draft.map((d, i) => (
            <tr class={changed.includes(d) ? "selected" : ""} data-draft={d.board}>
              <td class="num">{d.board}</td>
              <td><select name={`white-${d.board}`} onChange={(e) => set(i, "white", (e.target as HTMLSelectElement).value)}>{options(d.white, false)}</select></td>
              <td><select name={`black-${d.board}`} onChange={(e) => set(i, "black", (e.target as HTMLSelectElement).value)}>{options(d.black, true)}</select></td>
              <td>
                <select class="narrow" onChange={(e) => setSwapWith({ ...swapWith, [d.board]: (e.target as HTMLSelectElement).value })}>
                  <option value="">–</option>
                  {draft.filter((o) => o.board !== d.board).map((o) => <option value={o.board}>{o.board}</option>)}
                </select>
                <button type="button" disabled={!swapWith[d.board] || !reason.trim() || !arbiter.trim()} onClick={() => swap(d.board)}>⇅</button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {check && <Verdict check={check} title={t("ui-rounds-checker-s-verdict")} okText={t("ui-rounds-draft-meets-c-04-1")} />}
      <div class="field-row">
        <label>{t("ui-clocks-arbiter")}<input name="arbiter" value={arbiter} onInput={(e) => setArbiter((e.target as HTMLInputElement).value)} /></label>
        <label>{t("ui-incidents-reason")}<input name="reason" value={reason} onInput={(e) => setReason((e.target as HTMLInputElement).value)} /></label>
        <button type="button" class="primary" data-testid="apply-edit" disabled={changed.length !== 1 || (check?.errors.length ?? 1) > 0 || !reason.trim() || !arbiter.trim()} onClick={apply}>
          {t("ui-rounds-apply-board-change")}
        </button>
        <button type="button" onClick={() => setDraft(original)}>{t("ui-rounds-reset-draft")}</button>
      </div>
      {changed.length > 1 && <p class="muted small">{t("ui-rounds-several-boards-changed-apply-them")}</p>}
      {error && <ErrorBox error={error} />}
    </div>
  );
}
