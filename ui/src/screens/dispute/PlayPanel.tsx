// The disputed play: who plays, its kind (a card, a move, a draw claim and
// its kind, a flag fall, a resignation, an agreed draw, a pass of an open
// window, a card drawn in ED: only those the situation allows), the card
// from that player's hand (name and text) or a move, the card's slots in its order as the card engine answers
// them (dispute_targets), the options of the next slot marked on the board
// and clickable here, and "Resolve" (also before the declaration is
// complete: the engine rules an incomplete play).
import { useEffect } from "preact/hooks";
import type { ClaimKind, Colour, DisputeDeck, SlotView, TargetOptionView, TargetsView } from "../../ipc";
import { useI18n, type MessageKey } from "../../i18n";
import type { DisputeState, OtherPlay } from "./model";
import { CLAIMS, otherPlays, textIn } from "./model";

type Kind = "card" | "move" | OtherPlay;

const KIND_LABEL: Record<Kind, MessageKey> = {
  card: "ui-dispute-kind-card",
  move: "ui-dispute-kind-move",
  claim: "ui-dispute-kind-claim",
  flag: "ui-dispute-kind-flag",
  resign: "ui-dispute-kind-resign",
  agreed_draw: "ui-dispute-kind-agreed-draw",
  pass: "ui-dispute-kind-pass",
  draw: "ui-dispute-kind-draw",
};

const HINT: Record<OtherPlay, MessageKey> = {
  claim: "ui-dispute-hint-claim",
  flag: "ui-dispute-hint-flag",
  resign: "ui-dispute-hint-resign",
  agreed_draw: "ui-dispute-hint-agreed-draw",
  pass: "ui-dispute-hint-pass",
  draw: "ui-dispute-hint-draw",
};

/** The catalogue's selector value for a claim kind (label-claim). */
const claimLabel = (c: ClaimKind) => (c === "fifty_moves" ? "fifty-moves" : c);

const SLOT_LABEL: Record<Exclude<SlotView["tag"], "move">, MessageKey> = {
  target: "ui-dispute-slot-target",
  implicit: "ui-dispute-slot-implicit",
  destination: "ui-dispute-slot-destination",
  choice: "ui-dispute-slot-choice",
  stolen_card: "ui-dispute-slot-stolen-card",
};

const PLAY_LABEL: Record<TargetsView["play"], MessageKey> = {
  card: "ui-dispute-play-card",
  reaction: "ui-dispute-play-reaction",
  move: "ui-dispute-play-move",
};

/** An option's name on screen: its square(s), its piece letter, its move. */
function optionLabel(o: TargetOptionView): string {
  if (/^[a-h][1-8]$/.test(o.token)) return o.token;
  if (o.squares.length > 2) return `${o.squares[0]}–${o.squares[o.squares.length - 1]}`;
  if (o.squares.length === 2) return `${o.squares[0]}–${o.squares[1]}`;
  return o.token;
}

export function SlotLabel({ slot }: { slot: SlotView }) {
  const { t } = useI18n();
  return <>{slot.tag === "move" ? t("ui-dispute-slot-move", { n: slot.n ?? 1 }) : t(SLOT_LABEL[slot.tag])}</>;
}

export function PlayPanel({ state, deck, targets, windowPlayer, onBy, onCard, onOther, onClaim, onPick, onUndo, onMove, onResolve }: {
  state: DisputeState; deck: DisputeDeck; targets: TargetsView | null;
  /** Who may react in the window open after the events (the shell's check), if any. */
  windowPlayer: Colour | null;
  onBy: (c: Colour) => void; onCard: (code: string | null) => void; onOther: (kind: OtherPlay) => void; onClaim: (kind: ClaimKind) => void;
  onPick: (slot: SlotView, token: string) => void;
  onUndo: () => void; onMove: (m: string) => void; onResolve: () => void;
}) {
  const { t, lang } = useI18n();
  const hand = state.setup.rules.family === "magico"
    ? (state.setup.hands?.[state.by] ?? [])
    : [...(state.setup.drawn ? [state.setup.drawn] : []), ...(state.setup.kept?.[state.by] ?? [])];
  const byCode = new Map(deck.cards.map((c) => [c.code.toUpperCase(), c]));
  const chosen = state.card ? byCode.get(state.card.toUpperCase()) : undefined;
  const next = targets?.next != null ? targets.slots[targets.next] : null;
  const picked = state.picks.targets.length + state.picks.moves.length + (state.picks.to ? 1 : 0) + (state.picks.choice ? 1 : 0);
  const canResolve = state.other ? true : state.card ? Boolean(targets) : state.move.trim() !== "";
  const kinds: Kind[] = ["card", "move", ...otherPlays(state.setup, windowPlayer, state.by)];
  const kind: Kind = state.other ?? (state.card ? "card" : "move");
  const choose = (k: Kind) => {
    if (k === "card") onCard(state.card ?? hand[0] ?? null);
    else if (k === "move") onCard(null);
    else onOther(k);
  };
  // A player with one card in hand is disputing that card: it comes chosen
  // (the arbiter can still choose "no card" for a move, or another play).
  useEffect(() => {
    if (state.card === null && state.other === null && state.move.trim() === "" && hand.length === 1) onCard(hand[0]);
  }, [state.by]);
  return (
    <div class="play-panel" data-testid="play-panel">
      <div class="field-row">
        <div class="tabs" role="radiogroup" aria-label={t("ui-dispute-who-plays")}>
          <span class="small muted">{t("ui-dispute-who-plays")}</span>
          {(["white", "black"] as const).map((c) => (
            <button type="button" role="radio" data-by={c} aria-checked={state.by === c} class={state.by === c ? "active" : ""} onClick={() => onBy(c)}>
              {t(c === "white" ? "ui-dispute-white" : "ui-dispute-black")}
            </button>
          ))}
        </div>
      </div>
      <div class="tabs play-kinds" role="radiogroup" aria-label={t("ui-dispute-play-kind")} data-testid="play-kinds">
        {kinds.map((k) => (
          <button type="button" role="radio" data-kind={k} aria-checked={kind === k} class={kind === k ? "active" : ""}
            disabled={k === "card" && hand.length === 0} onClick={() => choose(k)}>
            {t(KIND_LABEL[k])}
          </button>
        ))}
      </div>
      {state.other && (
        <div class="other-play" data-testid="other-play" data-kind={state.other}>
          {state.other === "claim" && (
            <label class="field-row small">{t("ui-dispute-claim-kind")}{" "}
              <select name="claim" value={state.claim} onChange={(e) => onClaim((e.target as HTMLSelectElement).value as ClaimKind)}>
                {CLAIMS.map((c) => <option value={c}>{t("label-claim", { claim: claimLabel(c) })}</option>)}
              </select>
            </label>
          )}
          <p class="small muted" data-testid="other-hint">{t(HINT[state.other])}</p>
        </div>
      )}
      {!state.other && <div class="play-cards" role="radiogroup" aria-label={t("ui-dispute-choose-card")} data-testid="play-cards">
        {hand.length === 0 && <span class="muted small">{t("ui-dispute-empty")}</span>}
        {hand.map((code) => {
          const c = byCode.get(code.toUpperCase());
          return (
            <button type="button" role="radio" data-card={code} aria-checked={state.card === code} class={state.card === code ? "active" : ""} onClick={() => onCard(code)} title={c ? textIn(lang, c.text) : undefined}>
              <span class="badge">{code}</span>{c ? textIn(lang, c.name) : ""}
            </button>
          );
        })}
        <button type="button" role="radio" data-card="" aria-checked={state.card === null} class={state.card === null ? "active" : ""} onClick={() => onCard(null)}>{t("ui-dispute-no-card")}</button>
      </div>}
      {!state.other && chosen && <p class="small card-text" data-testid="chosen-text">{textIn(lang, chosen.text)}</p>}
      {!state.other && state.card && targets && (
        <div class="slots" data-testid="slots" data-play={targets.play}>
          <p class="small"><strong>{t(PLAY_LABEL[targets.play])}</strong></p>
          <ol>
            {targets.slots.map((s, i) => (
              <li class={targets.next === i ? "next" : ""} data-slot={s.tag}>
                <span class="muted small"><SlotLabel slot={s} /></span>{" "}
                {s.tag === "implicit" ? s.options.map((o) => (/^[a-h][1-8]$/.test(o.token) ? o.token : `${o.token} (${o.squares.join(", ")})`)).join("; ") : s.picked.map((p) => <span class="badge">{p}</span>)}
              </li>
            ))}
          </ol>
          {next && (
            <div class="options" data-testid="options">
              <span class="small">{t("ui-dispute-pick-hint")}</span>
              {next.options.map((o) => (
                <button type="button" class="option small" data-token={o.token} onClick={() => onPick(next, o.token)}>{optionLabel(o)}</button>
              ))}
            </div>
          )}
          {targets.complete && <p class="ok small" data-testid="complete">{t("ui-dispute-complete")}</p>}
          {targets.refusal && (
            <p class="refusal small" data-testid="refusal"><span class="badge">{targets.refusal.clause}</span>{textIn(lang, targets.refusal.detail)}</p>
          )}
          {picked > 0 && <button type="button" class="link small" onClick={onUndo}>{t("ui-dispute-undo-pick")}</button>}
        </div>
      )}
      {!state.other && !state.card && (
        <label class="move-field">{t("ui-dispute-move")}
          <input name="move" class="mono" value={state.move} onInput={(e) => onMove((e.target as HTMLInputElement).value)}
            onKeyDown={(e) => { if (e.key === "Enter" && state.move.trim()) { e.preventDefault(); onResolve(); } }} />
        </label>
      )}
      <div class="form-actions">
        <button type="button" class="primary" data-testid="resolve" disabled={!canResolve} onClick={onResolve}>{t("ui-dispute-resolve")}</button>
      </div>
    </div>
  );
}
