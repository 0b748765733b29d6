// The card state of the disputed situation: family, mode and deck as labels,
// each player's hand (AM) or kept specials (ED) from the deck's list, the
// pieces off the board, the effects on the table (each anchor set by a click
// on the board, typed, or a zone chosen by kind; the card engine's setup
// check judges it and its refusal shows at the anchor), the pending card and the
// open window (Advanced), the card just drawn, the top of the pile and the
// edition (ED). Each edit hands a new setup up; the shell checks it.
import type { Colour, DisputeCard, DisputeDeck, EffectRecord, PieceKind, Setup, SetupProblemView, Window } from "../../ipc";
import { useI18n, type MessageKey } from "../../i18n";
import { HandPicker } from "./HandPicker";
import { PIECES, textIn } from "./model";

const GLYPH: Record<Colour, Record<PieceKind, string>> = {
  white: { K: "♔", Q: "♕", R: "♖", B: "♗", N: "♘", P: "♙" },
  black: { K: "♚", Q: "♛", R: "♜", B: "♝", N: "♞", P: "♟" },
};

export function RulesLabel({ setup, deck }: { setup: Setup; deck: DisputeDeck | null }) {
  const { t, lang } = useI18n();
  const family = setup.rules.family === "magico" ? t("ui-dispute-family-magico") : t("ui-dispute-family-ed");
  const mode = setup.rules.family === "magico" ? (setup.rules.mode === "advanced" ? t("ui-dispute-mode-advanced") : t("ui-dispute-mode-classic")) : null;
  return (
    <p class="rules-label small" data-testid="rules-label">
      <strong>{family}</strong>{mode && <>, {mode}</>}
      {deck && <> · {textIn(lang, deck.name)} ({t("ui-dispute-deck-version", { version: deck.version })})</>}
    </p>
  );
}

function CardSelect({ cards, value, onChange, name }: { cards: DisputeCard[]; value: string | null | undefined; onChange: (code: string | null) => void; name: string }) {
  const { t, lang } = useI18n();
  return (
    <select name={name} value={value ?? ""} onChange={(e) => onChange((e.target as HTMLSelectElement).value || null)}>
      <option value="">{t("ui-dispute-empty")}</option>
      {cards.map((c) => <option value={c.code}>{c.code} {textIn(lang, c.name)}</option>)}
    </select>
  );
}

function Captured({ colour, list, onChange }: { colour: Colour; list: PieceKind[]; onChange: (l: PieceKind[]) => void }) {
  const { t } = useI18n();
  return (
    <div class="captured" data-testid={`captured-${colour}`}>
      <span class="small muted">{t(colour === "white" ? "ui-dispute-captured-white" : "ui-dispute-captured-black")}</span>
      <span class="pieces">
        {PIECES.filter((p) => p !== "K").map((p) => (
          <button type="button" class="piece" data-piece={p} onClick={() => onChange([...list, p])}>{GLYPH[colour][p]}</button>
        ))}
      </span>
      <span class="taken">
        {list.map((p, i) => <button type="button" class="piece taken" onClick={() => onChange(list.filter((_, j) => j !== i))}>{GLYPH[colour][p]}</button>)}
      </span>
    </div>
  );
}

/** How an effect is anchored (AM-D8): to a piece's square, a zone, or the player. */
export type AnchorKind = "square" | "file" | "rank" | "block" | "queen_side" | "king_side" | "player";
const ANCHOR_KINDS: { kind: AnchorKind; label: MessageKey }[] = [
  { kind: "square", label: "ui-dispute-anchor-square" },
  { kind: "file", label: "ui-dispute-anchor-file" },
  { kind: "rank", label: "ui-dispute-anchor-rank" },
  { kind: "block", label: "ui-dispute-anchor-block" },
  { kind: "queen_side", label: "ui-dispute-anchor-queen-side" },
  { kind: "king_side", label: "ui-dispute-anchor-king-side" },
  { kind: "player", label: "ui-dispute-anchor-player" },
];
const FIXED: AnchorKind[] = ["queen_side", "king_side", "player"];

/** The kind an anchor label names (`file:d`, `block:c3`, `queen_side`, `e4`); the card engine says whether it is valid. */
export function anchorKind(anchor: string): AnchorKind {
  for (const k of ["file", "rank", "block"] as const) if (anchor.startsWith(`${k}:`)) return k;
  return FIXED.includes(anchor as AnchorKind) ? (anchor as AnchorKind) : "square";
}

/** Whether the board sets an anchor of this kind (a square, or the file, rank or block of the square clicked). */
export const onBoard = (kind: AnchorKind) => !FIXED.includes(kind);

/** The anchor of `kind` that a click on `square` names. */
export function anchorAt(kind: AnchorKind, square: string): string {
  switch (kind) {
    case "square": return square;
    case "file": return `file:${square[0]}`;
    case "rank": return `rank:${square[1]}`;
    case "block": return `block:${square}`;
    default: return kind;
  }
}

/** The squares to mark for an anchor: its square, or every square of its file or rank, or a block's centre. */
export function anchorSquares(anchor: string): string[] {
  const kind = anchorKind(anchor);
  const rest = anchor.slice(anchor.indexOf(":") + 1);
  if (kind === "file" && /^[a-h]$/.test(rest)) return [1, 2, 3, 4, 5, 6, 7, 8].map((r) => `${rest}${r}`);
  if (kind === "rank" && /^[1-8]$/.test(rest)) return [..."abcdefgh"].map((f) => `${f}${rest}`);
  if ((kind === "block" || kind === "square") && /^[a-h][1-8]$/.test(rest)) return [rest];
  return [];
}

/** The anchor of another kind, keeping the square it names when it names one. */
function rekind(anchor: string, kind: AnchorKind): string {
  if (!onBoard(kind)) return kind;
  const [sq] = anchorSquares(anchor);
  const square = sq && (anchorKind(anchor) === "square" || anchorKind(anchor) === "block") ? sq : null;
  return square ? anchorAt(kind, square) : kind === "square" ? "" : `${kind}:`;
}

/** Which effect's anchor the next click on the board sets. */
export interface AnchorPicking {
  /** The effect whose anchor the next click on the board sets. */
  at: number | null;
  /** Arms (or disarms, with null) the board for an effect. */
  onAt: (i: number | null) => void;
}

function Effects({ cards, effects, onChange, picking, problems }: {
  cards: DisputeCard[]; effects: EffectRecord[]; onChange: (e: EffectRecord[]) => void; picking?: AnchorPicking; problems: SetupProblemView[];
}) {
  const { t, lang } = useI18n();
  const set = (i: number, patch: Partial<EffectRecord>) => onChange(effects.map((e, j) => (j === i ? { ...e, ...patch } : e)));
  return (
    <fieldset class="effects" data-testid="effects">
      <legend>{t("ui-dispute-effects")}</legend>
      {effects.map((e, i) => {
        const kind = anchorKind(e.anchor);
        const armed = picking?.at === i;
        const problem = problems.find((p) => p.path === `$.effects[${i}].anchor`);
        return (
          <div class="effect" data-effect={i}>
            <div class="field-row">
              <label>{t("ui-dispute-effect-card")}<CardSelect name="effect-card" cards={cards} value={e.card} onChange={(c) => set(i, { card: c ?? "" })} /></label>
              <label>{t("ui-dispute-effect-owner")}
                <select name="effect-owner" value={e.owner} onChange={(x) => set(i, { owner: (x.target as HTMLSelectElement).value as Colour })}>
                  <option value="white">{t("ui-dispute-white")}</option><option value="black">{t("ui-dispute-black")}</option>
                </select>
              </label>
              <label>{t("ui-dispute-effect-turns")}<input name="effect-turns" type="number" min={0} max={9} value={e.counter} onInput={(x) => set(i, { counter: Number((x.target as HTMLInputElement).value) })} /></label>
              <button type="button" class="link" aria-label={t("ui-dispute-remove-card", { card: e.card })} onClick={() => { picking?.onAt(null); onChange(effects.filter((_, j) => j !== i)); }}>✕</button>
            </div>
            <div class="field-row anchor-row">
              <label>{t("ui-dispute-anchor-kind")}
                <select name="effect-anchor-kind" value={kind} onChange={(x) => {
                  const k = (x.target as HTMLSelectElement).value as AnchorKind;
                  set(i, { anchor: rekind(e.anchor, k) });
                  picking?.onAt(onBoard(k) ? i : null);
                }}>
                  {ANCHOR_KINDS.map((a) => <option value={a.kind}>{t(a.label)}</option>)}
                </select>
              </label>
              <label>{t("ui-dispute-effect-anchor")}<input name="effect-anchor" class="mono" value={e.anchor} aria-invalid={!!problem} onInput={(x) => set(i, { anchor: (x.target as HTMLInputElement).value })} /></label>
              {picking && onBoard(kind) && (
                <button type="button" class={armed ? "small active" : "small"} data-testid={`anchor-pick-${i}`} aria-pressed={armed} onClick={() => picking.onAt(armed ? null : i)}>
                  {armed ? t("ui-dispute-anchor-click-board") : t("ui-dispute-anchor-pick")}
                </button>
              )}
            </div>
            {problem && <p class="error small field-problem" data-testid={`anchor-problem-${i}`}>{textIn(lang, problem.text)}</p>}
          </div>
        );
      })}
      <button type="button" class="small" onClick={() => { onChange([...effects, { card: "", owner: "white", anchor: "", counter: 1 }]); picking?.onAt(effects.length); }}>{t("ui-dispute-add-effect")}</button>
    </fieldset>
  );
}

/** The card state's editors; `picking` lets the board set an effect's anchor, `problems` are the setup check's. */
export function CardState({ setup, deck, onChange, picking, problems = [] }: {
  setup: Setup; deck: DisputeDeck; onChange: (s: Setup) => void; picking?: AnchorPicking; problems?: SetupProblemView[];
}) {
  const { t, lang } = useI18n();
  const magico = setup.rules.family === "magico";
  const advanced = magico && setup.rules.mode === "advanced";
  const cards = deck.cards;
  const hands = setup.hands ?? { white: [], black: [] };
  const kept = setup.kept ?? { white: [], black: [] };
  const windowKinds = setup.window?.kinds ?? [];
  const toggleWindow = (kind: Window) => {
    const kinds = windowKinds.includes(kind) ? windowKinds.filter((k) => k !== kind) : [...windowKinds, kind];
    onChange({ ...setup, window: kinds.length ? { player: setup.window?.player ?? "black", kinds, trigger: setup.window?.trigger ?? null } : null });
  };
  return (
    <div class="card-state" data-testid="card-state">
      {magico ? (
        <div class="hands">
          <HandPicker testid="hand-white" autoFocus label="ui-dispute-hand-white" cards={cards} setup={setup} hand={hands.white} onChange={(h) => onChange({ ...setup, hands: { ...hands, white: h } })} />
          <HandPicker testid="hand-black" label="ui-dispute-hand-black" cards={cards} setup={setup} hand={hands.black} onChange={(h) => onChange({ ...setup, hands: { ...hands, black: h } })} />
        </div>
      ) : (
        <div class="hands">
          <HandPicker testid="kept-white" label="ui-dispute-kept-white" cards={cards} setup={setup} hand={kept.white} onChange={(h) => onChange({ ...setup, kept: { ...kept, white: h } })} />
          <HandPicker testid="kept-black" label="ui-dispute-kept-black" cards={cards} setup={setup} hand={kept.black} onChange={(h) => onChange({ ...setup, kept: { ...kept, black: h } })} />
        </div>
      )}
      <div class="captured-row">
        <Captured colour="white" list={setup.captured.white} onChange={(l) => onChange({ ...setup, captured: { ...setup.captured, white: l } })} />
        <Captured colour="black" list={setup.captured.black} onChange={(l) => onChange({ ...setup, captured: { ...setup.captured, black: l } })} />
      </div>
      {magico && <Effects cards={cards} effects={setup.effects ?? []} onChange={(e) => onChange({ ...setup, effects: e })} picking={picking} problems={problems} />}
      {advanced && (
        <fieldset class="pending" data-testid="pending">
          <legend>{t("ui-dispute-pending")}</legend>
          <div class="field-row">
            <label>{t("ui-dispute-effect-card")}<CardSelect name="pending-card" cards={cards} value={setup.pending?.card}
              onChange={(c) => onChange({ ...setup, pending: c ? { card: c, by: setup.pending?.by ?? "white", targets: setup.pending?.targets ?? [] } : null })} /></label>
            {setup.pending && (
              <>
                <label>{t("ui-dispute-effect-owner")}
                  <select name="pending-by" value={setup.pending.by} onChange={(x) => onChange({ ...setup, pending: { ...setup.pending!, by: (x.target as HTMLSelectElement).value as Colour } })}>
                    <option value="white">{t("ui-dispute-white")}</option><option value="black">{t("ui-dispute-black")}</option>
                  </select>
                </label>
                <label>{t("ui-dispute-pending-targets")}<input name="pending-targets" class="mono" value={(setup.pending.targets ?? []).join(" ")}
                  onInput={(x) => onChange({ ...setup, pending: { ...setup.pending!, targets: (x.target as HTMLInputElement).value.split(/[\s,;]+/).filter(Boolean) } })} /></label>
              </>
            )}
          </div>
        </fieldset>
      )}
      {magico && (
        <fieldset class="window" data-testid="window">
          <legend>{t("ui-dispute-window")}</legend>
          <div class="field-row">
            <label>{t("ui-dispute-window-player")}
              <select name="window-player" value={setup.window?.player ?? ""} disabled={!setup.window}
                onChange={(x) => setup.window && onChange({ ...setup, window: { ...setup.window, player: (x.target as HTMLSelectElement).value as Colour } })}>
                {/* No window open: no player shown as if it had one. */}
                {!setup.window && <option value="">—</option>}
                <option value="white">{t("ui-dispute-white")}</option><option value="black">{t("ui-dispute-black")}</option>
              </select>
            </label>
          </div>
          <div class="window-kinds">
            {deck.windows.filter((w) => advanced || w.kind === "checkmate_save").map((w) => (
              <label class="check small"><input type="checkbox" data-window={w.kind} checked={windowKinds.includes(w.kind)} onChange={() => toggleWindow(w.kind)} /> {textIn(lang, w.name)}</label>
            ))}
          </div>
        </fieldset>
      )}
      {!magico && (
        <fieldset class="ed" data-testid="ed-state">
          <div class="field-row">
            <label>{t("ui-dispute-drawn")}<CardSelect name="drawn" cards={cards} value={setup.drawn} onChange={(c) => onChange({ ...setup, drawn: c })} /></label>
            <label>{t("ui-dispute-pile-top")}<CardSelect name="pile-top" cards={cards} value={setup.pile_top?.[0]} onChange={(c) => onChange({ ...setup, pile_top: c ? [c] : [] })} /></label>
            <label>{t("ui-dispute-edition")}
              <select name="edition" value={String(setup.rules.options.edition ?? 1)}
                onChange={(x) => onChange({ ...setup, rules: { ...setup.rules, options: { ...setup.rules.options, edition: Number((x.target as HTMLSelectElement).value) } } })}>
                <option value="1">1</option><option value="2">2</option>
              </select>
            </label>
            <label class="check"><input type="checkbox" name="mandatory-draw" checked={Boolean(setup.rules.options.mandatory_draw)}
              onChange={(x) => onChange({ ...setup, rules: { ...setup.rules, options: { ...setup.rules.options, mandatory_draw: (x.target as HTMLInputElement).checked } } })} /> <span data-rule-text>{t("ui-dispute-mandatory-draw")}</span></label>
          </div>
        </fieldset>
      )}
    </div>
  );
}
