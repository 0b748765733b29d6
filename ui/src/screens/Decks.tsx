// Deck control (AM-AB, AM-AD): before each round, per board, the checker
// ticks the deck's cards by code (type a code and Enter, or click), marks
// missing, damaged or marked cards and replacements from the reserve; a
// board with an incomplete deck starts only with the arbiter's override and
// its reason. Prints the deck-control sheet.
import { useCallback, useEffect, useMemo, useRef, useState } from "preact/hooks";
import { AppError, commands, type DeckBoardView, type DeckRoundView } from "../ipc";
import { useI18n, useTr } from "../i18n";
import { ErrorBox } from "../components/Async";
import { NeedsEvent } from "../components/NeedsEvent";
import { PrintButton } from "../components/Print";
import { useEvent } from "../event-context";
import { RoundTabs, useRounds } from "./Rounds";

type Mark = "present" | "missing" | "damaged" | "marked";
const ORDER: Mark[] = ["present", "missing", "damaged", "marked"];

export function Decks() {
  const { t } = useI18n();
  const tr = useTr();
  const { event } = useEvent();
  if (!event) return <NeedsEvent title={t("nav.decks")} />;
  if (!event.call.deck) {
    return (
      <section class="screen" aria-labelledby="screen-title">
        <h1 id="screen-title">{t("nav.decks")}</h1>
        <div class="notice" data-testid="no-deck"><p>{tr("Este torneo no se juega con cartas: no hay mazos que controlar (AM-AB).", "This event is not played with cards: there are no decks to check (AM-AB).")}</p></div>
      </section>
    );
  }
  return <DecksView />;
}

function DecksView() {
  const { t } = useI18n();
  const tr = useTr();
  const { rounds, current, setSelected } = useRounds();
  const [view, setView] = useState<DeckRoundView | null>(null);
  const [board, setBoard] = useState<number | null>(null);
  const [error, setError] = useState<AppError | null>(null);
  const load = useCallback((round: number) => commands.deckRound(round).then((v) => { setView(v); setError(null); }, setError), []);
  useEffect(() => { if (current) load(current.number); }, [current?.number]);
  const selected = view?.boards.find((b) => b.board === board) ?? view?.boards.find((b) => !b.ready) ?? view?.boards[0] ?? null;
  const ready = view ? view.boards.filter((b) => b.ready).length : 0;
  return (
    <section class="screen decks" aria-labelledby="screen-title">
      <div class="screen-head">
        <h1 id="screen-title">{t("nav.decks")}</h1>
        <RoundTabs rounds={rounds} current={current} select={setSelected} />
        {view && <span class="muted">{tr("Mazo", "Deck")} <strong class="mono">{view.deck}</strong> · {view.codes.length} {tr("cartas", "cards")} · {ready}/{view.boards.length} {tr("mesas listas", "boards ready")}</span>}
        {current && <PrintButton form="deck-control" round={current.number} label={tr("Hoja de control de mazos", "Deck-control sheet")} />}
      </div>
      {error && <ErrorBox error={error} />}
      {!current && <p class="muted">{tr("Aún no hay rondas emparejadas.", "No rounds paired yet.")}</p>}
      {view && (
        <div class="decks-grid">
          <ul class="board-list" data-testid="deck-boards">
            {view.boards.map((b) => (
              <li class={selected?.board === b.board ? "selected" : ""} data-board={b.board} onClick={() => setBoard(b.board)}>
                <span class={`status-dot ${b.ready ? "ok" : "warn"}`} aria-hidden="true" />
                <strong>{tr("Mesa", "Board")} {b.board}</strong>
                <span class="small">{b.white} – {b.black}</span>
                <span class={`small ${b.ready ? "ok" : "status-failed"}`}>{b.ready ? (b.overrideSeq != null ? tr("anulación arbitral", "arbiter override") : tr("completo", "complete")) : b.check ? tr("incompleto", "incomplete") : tr("sin revisar", "not checked")}</span>
              </li>
            ))}
          </ul>
          {selected && current && <BoardCheck key={`${current.number}-${selected.board}`} round={current.number} codes={view.codes} board={selected} onSaved={(b) => setView({ ...view, boards: view.boards.map((x) => (x.board === b.board ? b : x)) })} />}
        </div>
      )}
    </section>
  );
}

/** Why a board may (not) start, in the screen's language (the store's sentence as a tooltip). */
function statusText(b: DeckBoardView, tr: (es: string, en: string) => string): string {
  if (b.ready && b.overrideSeq != null) return tr(`inicio autorizado por el árbitro (entrada ${b.overrideSeq} del registro)`, `start allowed by the arbiter (register entry ${b.overrideSeq})`);
  if (b.ready) return tr(`mazo completo, revisado por ${b.check?.input.checker ?? ""}`, `deck checked complete by ${b.check?.input.checker ?? ""}`);
  if (b.check) return tr(`mazo incompleto: ${b.check.outstanding.join(", ")}`, `the deck is incomplete: ${b.check.outstanding.join(", ")}`);
  return tr("mazo sin revisar", "the deck was not checked");
}

function BoardCheck({ round, codes, board, onSaved }: { round: number; codes: string[]; board: DeckBoardView; onSaved: (b: DeckBoardView) => void }) {
  const tr = useTr();
  const { event } = useEvent();
  const initial = useMemo(() => {
    const marks: Record<string, Mark> = {};
    const checked: Record<string, boolean> = {};
    const c = board.check?.input;
    for (const code of codes) {
      marks[code] = c?.marked.includes(code) ? "marked" : c?.damaged.includes(code) ? "damaged" : c?.missing.includes(code) ? "missing" : "present";
      checked[code] = c != null;
    }
    return { marks, checked, replaced: new Set(c?.replaced ?? []) };
  }, [board, codes]);
  const [marks, setMarks] = useState(initial.marks);
  const [checked, setChecked] = useState(initial.checked);
  const [replaced, setReplaced] = useState<Set<string>>(initial.replaced);
  const [code, setCode] = useState("");
  const [checker, setChecker] = useState(board.check?.input.checker ?? event?.call.arbiters[0] ?? event?.call.chiefArbiter ?? "");
  const [notes, setNotes] = useState(board.check?.input.notes ?? "");
  const [arbiter, setArbiter] = useState(event?.call.chiefArbiter ?? "");
  const [reason, setReason] = useState("");
  const [error, setError] = useState<AppError | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const list = (m: Mark) => codes.filter((c) => marks[c] === m);
  const missing = list("missing");
  const counted = codes.length - missing.length;
  const ticked = codes.filter((c) => checked[c]).length;
  const cycle = (c: string) => {
    if (!checked[c]) {
      setChecked({ ...checked, [c]: true });
      return;
    }
    const next = ORDER[(ORDER.indexOf(marks[c]) + 1) % ORDER.length];
    setMarks({ ...marks, [c]: next });
  };
  const tick = (e: Event) => {
    e.preventDefault();
    const raw = code.trim().toUpperCase();
    const prefix = codes[0]?.split("-")[0] ?? "";
    const full = /^\d+$/.test(raw) ? `${prefix}-${raw.padStart(2, "0")}` : raw;
    if (!codes.includes(full)) {
      setError(new AppError("invalid_input", tr(`${full}: no es una carta de este mazo`, `${full}: not a card of this deck`)));
      return;
    }
    setError(null);
    setChecked({ ...checked, [full]: true });
    setCode("");
  };
  const allPresent = () => {
    const c: Record<string, boolean> = {};
    for (const k of codes) c[k] = true;
    setChecked(c);
  };
  const save = () => {
    const unticked = codes.filter((c) => !checked[c]);
    const missingAll = [...new Set([...missing, ...unticked])];
    commands.recordDeckCheck(round, board.board, {
      counted: codes.length - missingAll.length,
      missing: missingAll,
      damaged: list("damaged"),
      marked: list("marked"),
      replaced: [...replaced].filter((r) => missingAll.includes(r) || marks[r] !== "present"),
      checker,
      notes,
    }).then((b) => { setError(null); setSaved(b.reason); onSaved(b); }, setError);
  };
  const override = () =>
    commands.overrideDeck(round, board.board, arbiter, reason).then((b) => { setError(null); setSaved(b.reason); onSaved(b); }, setError);
  const problems = codes.filter((c) => checked[c] && marks[c] !== "present");

  return (
    <div class="card deck-check" data-testid="deck-check">
      <h2>{tr("Mesa", "Board")} {board.board}: {board.white} – {board.black}</h2>
      <p class={board.ready ? "ok" : "status-failed"} data-testid="deck-status" title={board.reason}>{board.ready ? "✓ " : "✗ "}{statusText(board, tr)}</p>
      <form class="field-row" onSubmit={tick}>
        <label>{tr("Código (Intro marca la carta como revisada)", "Code (Enter ticks the card)")}<input ref={input} name="code" class="mono" data-search placeholder={`${codes[0] ?? ""} · 7`} value={code} onInput={(e) => setCode((e.target as HTMLInputElement).value)} /></label>
        <button type="submit">{tr("Marcar ↵", "Tick ↵")}</button>
        <button type="button" onClick={allPresent}>{tr("Todas presentes", "All present")}</button>
      </form>
      <p class="muted small">{tr("Clic en una carta: revisada → falta → dañada → marcada → presente.", "Click a card: ticked → missing → damaged → marked → present.")} {ticked}/{codes.length} {tr("revisadas", "ticked")}.</p>
      <div class="card-grid" data-testid="card-grid">
        {codes.map((c) => (
          <button type="button" class={`card-code ${checked[c] ? marks[c] : "unchecked"}`} data-code={c} title={c} onClick={() => cycle(c)}>
            {c.split("-")[1]}
            {replaced.has(c) && <span class="repl" aria-label={tr("repuesta", "replaced")}>↺</span>}
          </button>
        ))}
      </div>
      <div class="legend small">
        <span class="card-code present">✓</span> {tr("presente", "present")}
        <span class="card-code missing">·</span> {tr("falta", "missing")}
        <span class="card-code damaged">·</span> {tr("dañada", "damaged")}
        <span class="card-code marked">·</span> {tr("marcada", "marked")}
        <span class="card-code unchecked">·</span> {tr("sin revisar", "not ticked")}
      </div>
      {problems.length > 0 && (
        <div class="replacements">
          <strong>{tr("Reposición desde la reserva", "Replacement from the reserve")}</strong>
          {problems.map((c) => (
            <label class="check">
              <input type="checkbox" data-replace={c} checked={replaced.has(c)} onChange={() => { const r = new Set(replaced); r.has(c) ? r.delete(c) : r.add(c); setReplaced(r); }} />
              <span class="mono">{c}</span> <span class="muted small">({marks[c] === "missing" ? tr("falta", "missing") : marks[c] === "damaged" ? tr("dañada", "damaged") : tr("marcada", "marked")})</span>
            </label>
          ))}
        </div>
      )}
      <div class="field-row">
        <label>{tr("Revisado por", "Checked by")}<input name="checker" value={checker} onInput={(e) => setChecker((e.target as HTMLInputElement).value)} /></label>
        <label>{tr("Notas", "Notes")}<input name="notes" value={notes} onInput={(e) => setNotes((e.target as HTMLInputElement).value)} /></label>
        <button type="button" class="primary" data-testid="save-check" onClick={save}>{tr(`Registrar control (${counted} cartas)`, `Record check (${counted} cards)`)}</button>
      </div>
      {!board.ready && (
        <div class="field-row override" data-testid="override">
          <label>{tr("Árbitro", "Arbiter")}<input name="arbiter" value={arbiter} onInput={(e) => setArbiter((e.target as HTMLInputElement).value)} /></label>
          <label>{tr("Motivo de la anulación", "Reason for the override")}<input name="reason" value={reason} onInput={(e) => setReason((e.target as HTMLInputElement).value)} /></label>
          <button type="button" onClick={override}>{tr("Autorizar inicio", "Allow the start")}</button>
        </div>
      )}
      {saved && <p class="ok small" data-testid="deck-saved">{tr("Registrado.", "Recorded.")}</p>}
      {error && <ErrorBox error={error} />}
    </div>
  );
}
