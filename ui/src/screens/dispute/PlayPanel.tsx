// The disputed play: who plays, the card from that player's hand (name and
// text) or a move, the card's slots in its order as the card engine answers
// them (dispute_targets), the options of the next slot marked on the board
// and clickable here, and "Resolve" (also before the declaration is
// complete: the engine rules an incomplete play).
import { useEffect } from "preact/hooks";
import type { Colour, DisputeDeck, SlotView, TargetOptionView, TargetsView } from "../../ipc";
import { useI18n, type MessageKey } from "../../i18n";
import type { DisputeState } from "./model";
import { textIn } from "./model";

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

export function PlayPanel({ state, deck, targets, onBy, onCard, onPick, onUndo, onMove, onResolve }: {
  state: DisputeState; deck: DisputeDeck; targets: TargetsView | null;
  onBy: (c: Colour) => void; onCard: (code: string | null) => void; onPick: (slot: SlotView, token: string) => void;
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
  const canResolve = state.card ? Boolean(targets) : state.move.trim() !== "";
  // A player with one card in hand is disputing that card: it comes chosen
  // (the arbiter can still choose "no card" for a move).
  useEffect(() => {
    if (state.card === null && state.move.trim() === "" && hand.length === 1) onCard(hand[0]);
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
      <div class="play-cards" role="radiogroup" aria-label={t("ui-dispute-choose-card")} data-testid="play-cards">
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
      </div>
      {chosen && <p class="small card-text" data-testid="chosen-text">{textIn(lang, chosen.text)}</p>}
      {state.card && targets && (
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
      {!state.card && (
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
