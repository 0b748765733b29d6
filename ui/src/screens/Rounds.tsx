// Rounds: pair the next round with the event's system, see each round's
// boards with the checker's verdict, the engine's explanation (C.04.3),
// swap or edit boards with the verdict shown live, publish, print.
import { useCallback, useEffect, useState } from "preact/hooks";
import { AppError, commands, type CheckView, type EditedRound, type ExplanationView, type PlayerView, type RoundView, type Seat } from "../ipc";
import { useI18n, useTr } from "../i18n";
import { ErrorBox } from "../components/Async";
import { NeedsEvent } from "../components/NeedsEvent";
import { PrintButton } from "../components/Print";
import { useEvent } from "../event-context";
import { BoardsTable } from "./BoardsTable";

export function Rounds() {
  const { t } = useI18n();
  const { event } = useEvent();
  if (!event) return <NeedsEvent title={t("nav.rounds")} />;
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
  useEffect(() => { reload(); }, [reload]);
  const current = rounds.find((r) => r.number === selected) ?? rounds[rounds.length - 1] ?? null;
  return { rounds, current, setSelected, reload, error, setError, setRounds };
}

/** The round tabs shared by Rounds, Results, Deck control and Clocks. */
export function RoundTabs({ rounds, current, select }: { rounds: RoundView[]; current: RoundView | null; select: (n: number) => void }) {
  const tr = useTr();
  return (
    <div class="tabs" role="tablist">
      {rounds.map((r) => (
        <button type="button" role="tab" aria-selected={current?.number === r.number} class={current?.number === r.number ? "active" : ""} data-round={r.number} onClick={() => select(r.number)}>
          {tr("Ronda", "Round")} {r.number}
        </button>
      ))}
    </div>
  );
}

function RoundsView() {
  const { t } = useI18n();
  const tr = useTr();
  const { event, refresh } = useEvent();
  const { rounds, current, setSelected, reload, error, setError } = useRounds();
  const [detail, setDetail] = useState<EditedRound | null>(null);
  const [panel, setPanel] = useState<"none" | "explain" | "edit">("none");
  const next = (event?.roundsPaired ?? 0) + 1;
  const cards = event?.call.deck !== "";
  const loadDetail = (n: number) => commands.roundDetail(n).then(setDetail, setError);
  useEffect(() => { if (current) loadDetail(current.number); }, [current?.number, current?.status, rounds]);
  const pair = () =>
    commands.pairNextRound().then((r) => { setSelected(r.number); setPanel("none"); reload(); refresh(); }, setError);
  const publish = (n: number) => commands.publishRound(n).then(() => { reload(); refresh(); }, setError);
  const shown = detail && current && detail.round.number === current.number ? detail.round : current;
  return (
    <section class="screen rounds" aria-labelledby="screen-title">
      <div class="screen-head">
        <h1 id="screen-title">{t("nav.rounds")}</h1>
        <button type="button" class="primary" data-testid="pair-next" onClick={pair}>{tr(`Emparejar ronda ${next}`, `Pair round ${next}`)}</button>
        <RoundTabs rounds={rounds} current={current} select={(n) => { setSelected(n); setPanel("none"); }} />
      </div>
      {error && <ErrorBox error={error} />}
      {shown ? (
        <div data-testid="round-view">
          <p class="muted">
            {tr("Sistema", "System")}: <strong data-testid="round-system">{shown.system}</strong> · {tr("estado", "status")}: <strong data-testid="round-status">{shown.status === "published" ? tr("publicada", "published") : tr("emparejada", "paired")}</strong>
            {shown.chess960 && <> · Chess960 {shown.chess960}</>}
            {shown.backupFile && <> · {tr("copia", "backup")}: <span class="mono small">{shown.backupFile}</span></>}
          </p>
          <Verdict check={{ errors: [], warnings: shown.warnings }} title={tr("Verificador (C.04.1)", "Checker (C.04.1)")} okText={tr("Sin avisos del verificador.", "No checker warnings.")} />
          <div class="toolbar">
            <button type="button" aria-pressed={panel === "explain"} data-testid="explain" onClick={() => setPanel(panel === "explain" ? "none" : "explain")}>{tr("¿Por qué este emparejamiento?", "Why this pairing?")}</button>
            {shown.status !== "published" && (
              <button type="button" aria-pressed={panel === "edit"} data-testid="edit-pairings" onClick={() => setPanel(panel === "edit" ? "none" : "edit")}>{tr("Cambiar mesas", "Change boards")}</button>
            )}
            {shown.status !== "published" && (
              <button type="button" data-testid="publish" onClick={() => publish(shown.number)}>{tr("Publicar ronda", "Publish round")} {shown.number}</button>
            )}
          </div>
          {panel === "explain" && <Explanation round={shown.number} />}
          {panel === "edit" && <EditBoards round={shown} onDone={() => { reload(); loadDetail(shown.number); }} />}
          <BoardsTable round={shown} />
          <div class="toolbar print-row">
            <PrintButton form="pairings" round={shown.number} label={tr("Lista de emparejamientos", "Pairing list")} />
            <PrintButton form="result-slips" round={shown.number} label={tr("Papeletas de resultado", "Result slips")} />
            <PrintButton form="scoresheet" round={shown.number} label={tr("Planillas", "Scoresheets")} />
            {cards && <PrintButton form="deck-control" round={shown.number} label={tr("Control de mazos", "Deck control")} />}
          </div>
          {detail && detail.edits.length > 0 && (
            <div class="card small" data-testid="pairing-edits">
              <h2>{tr("Cambios registrados", "Recorded changes")}</h2>
              <ul>{detail.edits.map((e) => <li class="mono small">{e}</li>)}</ul>
            </div>
          )}
        </div>
      ) : (
        <p class="muted">{tr("Aún no hay rondas emparejadas.", "No rounds paired yet.")}</p>
      )}
    </section>
  );
}

/** The checker's verdict: errors block, warnings are for the arbiter to accept. */
function Verdict({ check, title, okText }: { check: CheckView; title: string; okText: string }) {
  const tr = useTr();
  if (check.errors.length === 0 && check.warnings.length === 0) return <p class="ok small" data-testid="verdict-ok">✓ {okText}</p>;
  return (
    <div class={check.errors.length > 0 ? "problems" : "notice"} data-testid="verdict" role="status">
      <strong>{title}</strong>
      <ul>
        {check.errors.map((e) => <li><span class="badge warn">{tr("error", "error")}</span> {e}</li>)}
        {check.warnings.map((w) => <li><span class="badge">{tr("aviso", "warning")}</span> {w}</li>)}
      </ul>
    </div>
  );
}

function seatText(s: Seat) {
  return `${s.pairingNumber}. ${s.name}${s.rating ? ` (${s.rating})` : ""}`;
}

function Explanation({ round }: { round: number }) {
  const tr = useTr();
  const [view, setView] = useState<ExplanationView | null>(null);
  const [error, setError] = useState<AppError | null>(null);
  useEffect(() => { commands.pairingExplanation(round).then(setView, setError); }, [round]);
  if (error) return <ErrorBox error={error} />;
  if (!view) return <p class="muted">{tr("Cargando…", "Loading…")}</p>;
  return (
    <div class="card explanation" data-testid="explanation">
      <h2>{tr("Explicación del emparejamiento", "Pairing explanation")} · {view.system}{view.edition && ` · C.04.3 (${view.edition})`}</h2>
      {view.notes.map((n) => <p class={view.matchesStored ? "muted" : "problems"}>{n}</p>)}
      {view.brackets.map((b) => (
        <div class="bracket">
          <h3>{tr("Grupo de puntuación", "Score group")} {b.score} <span class="muted small">· {b.residents.length} {tr("residentes", "residents")}{b.movedDown.length > 0 && `, ${b.movedDown.length} ${tr("bajados", "moved down")}`}</span></h3>
          <ul class="pairs">
            {b.pairs.map(([a, c]) => <li>{seatText(a)} – {seatText(c)}</li>)}
            {b.floaters.map((f) => <li class="muted">↓ {seatText(f)} {tr("flota al grupo siguiente", "floats to the next group")}</li>)}
            {b.bye && <li class="muted">{tr("Exento", "Bye")}: {seatText(b.bye)}</li>}
          </ul>
          <ul class="small notes">{b.notes.map((n) => <li>{n}</li>)}</ul>
        </div>
      ))}
      {view.colours.length > 0 && (
        <>
          <h3>{tr("Colores", "Colours")}</h3>
          <ul class="small">{view.colours.map((c) => <li>{c.white.name} – {c.black.name}: <span class="muted">{c.rule}</span></li>)}</ul>
        </>
      )}
    </div>
  );
}

type Draft = { board: number; white: number; black: number | null }[];

function EditBoards({ round, onDone }: { round: RoundView; onDone: () => void }) {
  const tr = useTr();
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
      {allowBye && <option value="" selected={value === null}>{tr("— exento —", "— bye —")}</option>}
      {players.filter((p) => p.withdrawnAfter == null).map((p) => <option value={p.id} selected={p.id === value}>{p.pairingNumber}. {p.data.name}</option>)}
    </>
  );
  return (
    <div class="card edit-boards" data-testid="edit-boards">
      <h2>{tr("Cambiar mesas", "Change boards")}</h2>
      <p class="muted small">{tr("Cada cambio se comprueba al momento (C.04.1). Se aplica un tablero editado o un intercambio de mesas cada vez, con árbitro y motivo.", "Each change is checked as you make it (C.04.1). One edited board or one board swap is applied at a time, with the arbiter and the reason.")}</p>
      <table class="data small">
        <thead><tr><th>{tr("Mesa", "Board")}</th><th>{tr("Blancas", "White")}</th><th>{tr("Negras", "Black")}</th><th>{tr("Intercambiar con mesa", "Swap with board")}</th></tr></thead>
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
      {check && <Verdict check={check} title={tr("Veredicto del verificador", "Checker's verdict")} okText={tr("El borrador cumple C.04.1.", "The draft meets C.04.1.")} />}
      <div class="field-row">
        <label>{tr("Árbitro", "Arbiter")}<input name="arbiter" value={arbiter} onInput={(e) => setArbiter((e.target as HTMLInputElement).value)} /></label>
        <label>{tr("Motivo", "Reason")}<input name="reason" value={reason} onInput={(e) => setReason((e.target as HTMLInputElement).value)} /></label>
        <button type="button" class="primary" data-testid="apply-edit" disabled={changed.length !== 1 || (check?.errors.length ?? 1) > 0 || !reason.trim() || !arbiter.trim()} onClick={apply}>
          {tr("Aplicar cambio de mesa", "Apply board change")}
        </button>
        <button type="button" onClick={() => setDraft(original)}>{tr("Deshacer borrador", "Reset draft")}</button>
      </div>
      {changed.length > 1 && <p class="muted small">{tr("Hay varias mesas cambiadas: aplíquelas de una en una (cada paso debe cumplir el verificador).", "Several boards changed: apply them one at a time (each step must pass the checker).")}</p>}
      {error && <ErrorBox error={error} />}
    </div>
  );
}
