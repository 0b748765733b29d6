// The dispute at the board: the position on the left (the position editor,
// with the card's candidate targets and the ruling's changes marked), the
// card state, the play, the ruling and its record on the right (in the
// Situation tab, a click on the board can set an effect's anchor). The shell
// checks the situation, answers which targets a card may take now, and rules
// the play; this screen only holds the data and draws the answers.
import { useEffect, useRef, useState } from "preact/hooks";
import { AppError, commands, type Colour, type DisputeDeck, type DisputeStartView, type SetupCheck, type SlotView, type TargetsView } from "../ipc";
import { useI18n } from "../i18n";
import { ErrorBox } from "../components/Async";
import { PositionEditor, type PositionEditorProps } from "../components/PositionEditor";
import { useNav } from "../nav";
import { useEvent } from "../event-context";
import { NeedsEvent } from "../components/NeedsEvent";
import { anchorAt, anchorKind, anchorSquares, CardState, RulesLabel } from "./dispute/CardState";
import { PlayPanel } from "./dispute/PlayPanel";
import { RulingPanel } from "./dispute/RulingPanel";
import { RecordPanel } from "./dispute/RecordPanel";
import { DisputeList } from "./dispute/DisputeList";
import { RecordStep } from "./dispute/RecordStep";
import { draftOf, fresh, movePlay, NO_PICKS, otherEvent, otherPlays, reopened, textIn, type DisputeState } from "./dispute/model";

type Tab = "state" | "play" | "ruling" | "record" | "list";
const TABS: { id: Tab; label: "ui-dispute-tab-state" | "ui-dispute-tab-play" | "ui-dispute-tab-ruling" | "ui-dispute-tab-record" | "ui-dispute-tab-list" }[] = [
  { id: "state", label: "ui-dispute-tab-state" },
  { id: "play", label: "ui-dispute-tab-play" },
  { id: "ruling", label: "ui-dispute-tab-ruling" },
  { id: "record", label: "ui-dispute-tab-record" },
  { id: "list", label: "ui-dispute-tab-list" },
];
type Mark = NonNullable<PositionEditorProps["marks"]>[number];

/** The open dispute, kept while the app runs when the screen is left. */
let kept: DisputeState | null = null;

export function Dispute() {
  const { t } = useI18n();
  const { event } = useEvent();
  if (!event) return <NeedsEvent title={t("ui-dispute-title")} />;
  return <OpenDispute />;
}

function OpenDispute() {
  const { t, lang } = useI18n();
  const nav = useNav();
  const [state, setStateRaw] = useState<DisputeState | null>(kept);
  const [deck, setDeck] = useState<DisputeDeck | null>(null);
  const [check, setCheck] = useState<SetupCheck | null>(null);
  const [targets, setTargets] = useState<TargetsView | null>(null);
  const [tab, setTab] = useState<Tab>(kept?.ruling ? "ruling" : "state");
  const [after, setAfter] = useState(true);
  const [anchoring, setAnchoring] = useState<number | null>(null);
  const [error, setError] = useState<AppError | null>(null);
  const from = useRef<string | null>(null);
  const saving = useRef<Promise<number | null> | null>(null);

  const setState = (f: (s: DisputeState) => DisputeState) =>
    setStateRaw((s) => { const n = s ? f(s) : s; kept = n; return n; });

  const begin = (s: DisputeState, at: Tab = "state") => { kept = s; setStateRaw(s); setTab(at); setError(null); };
  const startNew = (p: Promise<DisputeStartView>) => p.then((start) => begin(fresh(start)), setError);

  // A dispute asked for (from a board of Rounds, Results, Clocks, or the
  // Arbiter panel), else the one open, else the last draft (after a
  // restart), else a new one.
  useEffect(() => {
    const asked = nav.takeDispute();
    const replay = asked?.case;
    if (replay) {
      commands.disputeNew().then((start) => begin(reopened(start, replay.setup, replay.history, replay.play, null), "play"), setError);
      return;
    }
    if (asked?.board) { startNew(commands.disputeStart(asked.board.round, asked.board.board, null)); return; }
    if (asked) { startNew(commands.disputeNew()); return; }
    if (state) return;
    commands.disputeDrafts().then((drafts) => {
      const last = drafts.at(-1);
      if (!last) return startNew(commands.disputeNew());
      return commands.disputeNew().then((start) => {
        const d = last.draft;
        begin(reopened({ ...start, round: d.round, board: d.board }, d.setup, d.history, d.play, last.id), d.play ? "play" : "state");
      });
    }).catch(setError);
  }, []);

  // Nothing lost: the open dispute is saved as a draft shortly after each change (until it is recorded).
  useEffect(() => {
    if (!state || state.recorded) return;
    const timer = setTimeout(() => {
      const form = draftOf(state, state.card ? targets?.event ?? null : null);
      const previous = saving.current ?? Promise.resolve(state.draft);
      saving.current = previous.then((id) => commands.saveDisputeDraft(id ?? state.draft, form)).then((id) => {
        setStateRaw((s) => { const n = s && s.draft !== id && !s.recorded ? { ...s, draft: id } : s; kept = n; return n; });
        return id;
      }, (e: AppError) => { setError(e); return state.draft; });
    }, 600);
    return () => clearTimeout(timer);
  }, [state?.setup, state?.history, state?.card, state?.by, state?.picks, state?.move, state?.other, state?.claim, targets?.event]);

  const deckKey = state ? `${state.setup.deck.id}@${state.setup.deck.version}` : "";
  useEffect(() => {
    if (!state) return;
    commands.disputeDeck(state.setup.deck).then(setDeck, setError);
  }, [deckKey]);

  // The situation, checked by the shell as it is edited.
  useEffect(() => {
    if (!state) return;
    const timer = setTimeout(() => commands.disputeCheck(state.setup, state.history).then(setCheck, setError), 150);
    return () => clearTimeout(timer);
  }, [state?.setup, state?.history]);

  // The card's targets now, after the picks so far.
  useEffect(() => {
    if (!state?.card || !check || check.problems.length > 0) { setTargets(null); return; }
    commands.disputeTargets(state.setup, state.history, state.card, state.by, state.picks).then(setTargets, setError);
  }, [state?.card, state?.by, state?.picks, state?.setup, check]);

  // A pass chosen for a window that the situation no longer opens to that player is dropped (AM-R14).
  const passGone = state?.other === "pass" && check != null && check.windowPlayer !== state.by;
  useEffect(() => {
    if (passGone) setState((s) => ({ ...s, other: null, ruling: null }));
  }, [passGone]);

  if (!state) return <section class="screen dispute"><h1 id="screen-title">{t("ui-dispute-title")}</h1>{error && <ErrorBox error={error} />}</section>;

  const valid = check != null && check.problems.length === 0;
  const windowPlayer = valid ? check.windowPlayer : null;
  const pick = (slot: SlotView, token: string) => setState((s) => {
    const p = { ...s.picks };
    if (slot.tag === "destination") p.to = token;
    else if (slot.tag === "choice") p.choice = token;
    else if (slot.tag === "move") p.moves = [...p.moves, token];
    else p.targets = [...p.targets, token];
    return { ...s, picks: p, ruling: null };
  });
  const undo = () => setState((s) => {
    const p = { ...s.picks };
    if (p.moves.length) p.moves = p.moves.slice(0, -1);
    else if (p.choice) p.choice = null;
    else if (p.to) p.to = null;
    else p.targets = p.targets.slice(0, -1);
    return { ...s, picks: p };
  });
  const resolve = () => {
    // A typed move is read in the UI's language (Spanish letters in Spanish);
    // one that does not read goes to the engine as typed, for its ruling.
    // A claim, a flag, a resignation… is the engine's event as chosen.
    const move = state.card || state.other ? null : commands.disputeMove(state.setup, state.history, state.move).catch(() => state.move.trim());
    const ready = state.other ? Promise.resolve(otherEvent(state.other, state.by, state.claim))
      : move ? move.then((uci) => movePlay(state.by, uci)) : Promise.resolve(targets?.event ?? null);
    ready.then((play) => {
      if (!play) return;
      return commands.disputeResolve(state.setup, state.history, play).then((r) => {
        setState((s) => ({ ...s, ruling: r, played: play }));
        setAfter(true);
        setTab("ruling");
        setError(null);
      });
    }).catch(setError);
  };

  // A click on the board: the next slot's option on that square, or a move's origin and destination.
  const onSquare = (sq: string) => {
    if (tab === "ruling" || state.other) return;
    if (state.card) {
      const next = targets?.next != null ? targets.slots[targets.next] : null;
      if (!next) return;
      const options = next.options.filter((o) => o.squares.includes(sq));
      const option = options.find((o) => o.token === sq) ?? (next.tag === "move" ? options.find((o) => o.squares[1] === sq) : options[0]);
      if (option) { pick(next, option.token); setTab("play"); }
      return;
    }
    if (from.current && from.current !== sq) {
      const uci = from.current + sq;
      from.current = null;
      setState((s) => ({ ...s, move: uci }));
      setTab("play");
    } else from.current = sq;
  };

  const marks: Mark[] = [];
  if (tab === "ruling" && state.ruling) {
    if (after) {
      for (const c of state.ruling.changes) {
        // An effect that comes into play is marked where it is anchored (a frozen piece, a mined square).
        const kind = c.kind === "removed" ? "removed" : c.kind === "protected" ? "protected" : c.kind === "effect_added" ? "chosen" : c.kind === "card" || c.kind === "effect_ended" || c.kind === "ended" ? null : "moved";
        if (kind) for (const sq of c.squares) marks.push({ square: sq, kind });
      }
    }
  } else if (targets) {
    const next = targets.next != null ? targets.slots[targets.next] : null;
    for (const o of next?.options ?? []) for (const sq of o.squares) marks.push({ square: sq, kind: "target" });
    for (const s of targets.slots) for (const p of s.picked) if (/^[a-h][1-8]$/.test(p)) marks.push({ square: p, kind: "chosen" });
  }
  // An effect's anchor being set from the board (Situation tab): its squares marked, a click sets it.
  const effects = state.setup.effects ?? [];
  const anchorEffect = tab === "state" && anchoring != null ? effects[anchoring] : undefined;
  if (anchorEffect) for (const sq of anchorSquares(anchorEffect.anchor)) marks.push({ square: sq, kind: "chosen" });
  const setAnchor = (sq: string) => {
    if (anchoring == null || !anchorEffect) return;
    const anchor = anchorAt(anchorKind(anchorEffect.anchor), sq);
    setState((s) => ({ ...s, setup: { ...s.setup, effects: (s.setup.effects ?? []).map((e, j) => (j === anchoring ? { ...e, anchor } : e)) }, ruling: null }));
    setAnchoring(null);
  };
  const boardFen = tab === "ruling" && state.ruling ? (after ? state.ruling.fenAfter : state.ruling.fenBefore) : check?.fen ?? state.setup.start.fen;
  const editable = tab === "state" && state.history.length === 0;

  return (
    <section class="screen dispute" aria-labelledby="screen-title">
      <div class="screen-head">
        <h1 id="screen-title">{t("ui-dispute-title")}</h1>
        <span class="muted" data-testid="dispute-board">
          {state.start.round != null && state.start.board != null ? t("ui-dispute-board-of", { round: state.start.round, board: state.start.board }) : t("ui-dispute-no-board")}
          {state.start.white && <> · <span data-user-text>{state.start.white} – {state.start.black}</span></>}
        </span>
        <button type="button" class="small" data-testid="new-dispute" onClick={() => { saving.current = null; startNew(commands.disputeNew()); }}>{t("ui-dispute-new")}</button>
      </div>
      <div class="dispute-grid">
        <div class="board-col">
          {/* The editor edits the position in the Situation tab (before any event); elsewhere its squares are picked. */}
          <PositionEditor fen={boardFen} chess960={state.setup.start.chess960} marks={marks} onSquareClick={anchorEffect ? setAnchor : editable ? undefined : onSquare}
            onChange={(fen, ok) => { if (ok && editable) setState((s) => ({ ...s, setup: { ...s.setup, start: { ...s.setup.start, fen } }, ruling: null })); }} />
        </div>
        <div class="side-col">
          <RulesLabel setup={state.setup} deck={deck} />
          {state.start.record && state.start.round != null && state.start.board != null && (
            <RecordStep record={state.start.record} deck={deck}
              onStep={(step) => commands.disputeStart(state.start.round!, state.start.board!, step).then((start) => begin({ ...fresh(start), draft: state.draft }), setError)} />
          )}
          {check && check.problems.length > 0 && (
            <div class="problems" data-testid="problems">
              <strong>{t("ui-dispute-problems")}</strong>
              <ul>{check.problems.map((p) => <li data-path={p.path}>{textIn(lang, p.text)}</li>)}</ul>
            </div>
          )}
          {tab === "ruling" && state.ruling && (
            <p class="small status-line" data-testid="situation-after">{textIn(lang, state.ruling.statusName)}</p>
          )}
          {check && valid && tab !== "ruling" && (
            <p class="small status-line" data-testid="situation">
              {t("ui-dispute-side-to-move")}: <strong>{t(check.toMove === "black" ? "ui-dispute-black" : "ui-dispute-white")}</strong>
              {check.statusName && <> · {textIn(lang, check.statusName)}</>}
              {check.window && <> · {textIn(lang, check.window)}</>}
            </p>
          )}
          <div class="tabs" role="tablist">
            {TABS.map(({ id, label }) => (
              <button type="button" role="tab" data-tab={id} aria-selected={tab === id} class={tab === id ? "active" : ""} onClick={() => setTab(id)}
                disabled={(id === "ruling" || id === "record") && !state.ruling}>
                {t(label)}
              </button>
            ))}
          </div>
          {error && <ErrorBox error={error} />}
          <div class="tab-body">
            {tab === "state" && deck && <CardState setup={state.setup} deck={deck} onChange={(setup) => setState((s) => ({ ...s, setup, ruling: null }))}
              picking={{ at: anchoring, onAt: setAnchoring }} problems={check?.problems ?? []} />}
            {tab === "play" && deck && (
              <PlayPanel state={state} deck={deck} targets={targets} windowPlayer={windowPlayer}
                onBy={(by: Colour) => setState((s) => (s.by === by ? s : {
                  ...s, by, card: null, picks: NO_PICKS, ruling: null,
                  other: s.other && otherPlays(s.setup, windowPlayer, by).includes(s.other) ? s.other : null,
                }))}
                onCard={(card) => setState((s) => ({ ...s, card, other: null, picks: NO_PICKS, ruling: null }))}
                onOther={(other) => setState((s) => ({ ...s, other, card: null, picks: NO_PICKS, ruling: null }))}
                onClaim={(claim) => setState((s) => ({ ...s, claim, ruling: null }))}
                onPick={pick} onUndo={undo} onMove={(move) => setState((s) => ({ ...s, move }))} onResolve={resolve} />
            )}
            {tab === "ruling" && state.ruling && <RulingPanel ruling={state.ruling} after={after} onToggle={setAfter} recordedRound={state.recorded ? state.start.round : undefined} />}
            {tab === "ruling" && !state.ruling && <p class="muted">{t("ui-dispute-no-ruling")}</p>}
            {tab === "record" && state.ruling && (
              <RecordPanel state={state} onRecorded={(r) => { saving.current = null; setState((s) => ({ ...s, recorded: r, draft: null })); }} />
            )}
            {tab === "list" && (
              <DisputeList current={state.draft}
                onReopen={(d) => { saving.current = null; begin(reopened({ ...state.start, round: d.draft.round, board: d.draft.board }, d.draft.setup, d.draft.history, d.draft.play, d.id), d.draft.play ? "play" : "state"); }}
                onReplay={(d) => { saving.current = null; begin({ ...reopened({ ...state.start, round: d.round, board: d.board, arbiter: d.arbiter }, d.setup, d.history, d.play, null), recorded: d }, "play"); }} />
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
