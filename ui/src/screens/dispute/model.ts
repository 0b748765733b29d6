// The open dispute as the screen holds it: the situation (a typed card-engine
// setup and the events since), who plays, the card and its picks, or a move,
// and the ruling once resolved. Every eligibility question goes to the shell
// (dispute_targets); this module only counts and edits data.
import type { ClaimKind, Colour, DisputeCard, DisputeDraftForm, DisputeStartView, DisputeView, Event, Localized, Picks, RulingView, Setup } from "../../ipc";
import type { Lang } from "../../i18n";

export interface DisputeState {
  start: DisputeStartView;
  setup: Setup;
  history: Event[];
  by: Colour;
  card: string | null;
  picks: Picks;
  move: string;
  /** A play that is neither a card nor a move (a claim, a flag…), when chosen. */
  other: OtherPlay | null;
  /** The draw claim's kind, when the play is a claim. */
  claim: ClaimKind;
  ruling: RulingView | null;
  /** The play the ruling is on. */
  played: Event | null;
  draft: number | null;
  /** The dispute as recorded, once it is. */
  recorded: DisputeView | null;
}

export const NO_PICKS: Picks = { targets: [], to: null, choice: null, moves: [] };

export function fresh(start: DisputeStartView): DisputeState {
  return { start, setup: start.setup, history: start.history, by: whoPlays(start.setup), card: null, picks: NO_PICKS, move: "", other: null, claim: "threefold", ruling: null, played: null, draft: null, recorded: null };
}

/** Who plays next in a situation: the player of the open window, else the side to move. */
export function whoPlays(setup: Setup): Colour {
  if (setup.window) return setup.window.player;
  return setup.start.fen.split(" ")[1] === "b" ? "black" : "white";
}

/** A text in the UI's language (the other one if missing). */
export function textIn(lang: Lang, t: Localized): string {
  return lang === "es" ? t.es || t.en : t.en || t.es;
}

/** Every card code the situation already uses (hands, kept, table, pile…), with repeats. */
export function codesInUse(s: Setup): string[] {
  const out: string[] = [];
  out.push(...(s.hands?.white ?? []), ...(s.hands?.black ?? []));
  out.push(...(s.kept?.white ?? []), ...(s.kept?.black ?? []));
  out.push(...(s.discard ?? []), ...(s.pile_top ?? []), ...(s.pile ?? []));
  if (s.drawn) out.push(s.drawn);
  if (s.pending) out.push(s.pending.card);
  for (const e of s.effects ?? []) out.push(e.card);
  return out.map((c) => c.toUpperCase());
}

/** Copies of `card` still free: the deck's count less those in use. */
export function copiesLeft(card: DisputeCard, s: Setup): number {
  return card.count - codesInUse(s).filter((c) => c === card.code.toUpperCase()).length;
}

/** Cards whose name (either language, accents ignored) or code contains the search. */
export function searchCards(cards: DisputeCard[], query: string): DisputeCard[] {
  const fold = (x: string) => x.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  const q = fold(query.trim());
  if (!q) return cards;
  return cards.filter((c) => fold(c.code).includes(q) || fold(c.code).replace("-", "").includes(q) || fold(c.name.es).includes(q) || fold(c.name.en).includes(q));
}

/** The play the screen resolves: the card's event from the targets query, or the move typed or clicked. */
export function movePlay(by: Colour, move: string): Event {
  return { move: move.trim(), by };
}

export const PIECES = ["K", "Q", "R", "B", "N", "P"] as const;

/** The plays besides a card and a move, as the card engine's events name them. */
export type OtherPlay = "claim" | "flag" | "resign" | "agreed_draw" | "pass" | "draw";

/** Every draw claim the engine rules (FI-9.2, FI-9.3). */
export const CLAIMS: ClaimKind[] = ["threefold", "fifty_moves"];

/**
 * The other plays that make sense for the family and the situation: a pass
 * only for the player of the window open after the events (`windowPlayer`,
 * as the shell's check answers; AM-R14), a card drawn from the shared pile
 * only in ED (ED-R2); claims, flag, resignation and agreed draw always
 * (FI-9.2, FI-9.3, FI-6.9, FI-5.1.2, FI-5.2.3).
 */
export function otherPlays(setup: Setup, windowPlayer: Colour | null, by: Colour): OtherPlay[] {
  const out: OtherPlay[] = ["claim", "flag", "resign", "agreed_draw"];
  if (windowPlayer === by) out.push("pass");
  if (setup.rules.family === "ed") out.push("draw");
  return out;
}

/** The engine's event for another play by `by`. */
export function otherEvent(kind: OtherPlay, by: Colour, claim: ClaimKind): Event {
  switch (kind) {
    case "claim": return { claim, by };
    case "agreed_draw": return { agreed_draw: true };
    case "flag": return { flag: by };
    case "resign": return { resign: by };
    case "pass": return { pass: by };
    case "draw": return { draw: by };
  }
}

/** The play the open dispute names now: the card's event (from the targets query when known), the move, or none. */
export function playOf(s: DisputeState, queried: Event | null): Event | null {
  if (s.other) return otherEvent(s.other, s.by, s.claim);
  if (s.card) {
    if (queried) return queried;
    const p = s.picks;
    return { card: s.card, by: s.by, targets: p.targets, to: p.to ?? undefined, choice: p.choice ?? undefined, moves: p.moves };
  }
  return s.move.trim() ? movePlay(s.by, s.move) : null;
}

/** The open dispute as a draft to save. */
export function draftOf(s: DisputeState, queried: Event | null): DisputeDraftForm {
  return { round: s.start.round, board: s.start.board, setup: s.setup, history: s.history, play: playOf(s, queried) };
}

/** A dispute reopened from its situation and play (a draft, or a recorded dispute to replay). */
export function reopened(start: DisputeStartView, setup: Setup, history: Event[], play: Event | null, draft: number | null): DisputeState {
  const s: DisputeState = { ...fresh({ ...start, setup, history }), draft };
  if (!play) return s;
  const code = play.card ?? play.react;
  if (code) {
    return { ...s, card: code, by: play.by ?? "white", picks: { targets: play.targets ?? [], to: play.to ?? null, choice: play.choice ?? null, moves: play.moves ?? [] } };
  }
  if (play.move) return { ...s, move: play.move, by: play.by ?? "white" };
  if (play.claim) return { ...s, other: "claim", claim: play.claim, by: play.by ?? s.by };
  if (play.flag) return { ...s, other: "flag", by: play.flag };
  if (play.resign) return { ...s, other: "resign", by: play.resign };
  if (play.pass) return { ...s, other: "pass", by: play.pass };
  if (play.draw) return { ...s, other: "draw", by: play.draw };
  if (play.agreed_draw) return { ...s, other: "agreed_draw" };
  return s;
}
