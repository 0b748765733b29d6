// The card state of the disputed situation: family, mode and deck as labels,
// each player's hand (AM) or kept specials (ED) from the deck's list, the
// pieces off the board, the effects on the table, the pending card and the
// open window (Advanced), the card just drawn, the top of the pile and the
// edition (ED). Each edit hands a new setup up; the shell checks it.
import type { Colour, DisputeCard, DisputeDeck, EffectRecord, PieceKind, Setup, Window } from "../../ipc";
import { useI18n } from "../../i18n";
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

function Effects({ cards, effects, onChange }: { cards: DisputeCard[]; effects: EffectRecord[]; onChange: (e: EffectRecord[]) => void }) {
  const { t } = useI18n();
  const set = (i: number, patch: Partial<EffectRecord>) => onChange(effects.map((e, j) => (j === i ? { ...e, ...patch } : e)));
  return (
    <fieldset class="effects" data-testid="effects">
      <legend>{t("ui-dispute-effects")}</legend>
      {effects.map((e, i) => (
        <div class="field-row effect">
          <label>{t("ui-dispute-effect-card")}<CardSelect name="effect-card" cards={cards} value={e.card} onChange={(c) => set(i, { card: c ?? "" })} /></label>
          <label>{t("ui-dispute-effect-owner")}
            <select name="effect-owner" value={e.owner} onChange={(x) => set(i, { owner: (x.target as HTMLSelectElement).value as Colour })}>
              <option value="white">{t("ui-dispute-white")}</option><option value="black">{t("ui-dispute-black")}</option>
            </select>
          </label>
          <label>{t("ui-dispute-effect-anchor")}<input name="effect-anchor" class="mono" value={e.anchor} onInput={(x) => set(i, { anchor: (x.target as HTMLInputElement).value })} /></label>
          <label>{t("ui-dispute-effect-turns")}<input name="effect-turns" type="number" min={0} max={9} value={e.counter} onInput={(x) => set(i, { counter: Number((x.target as HTMLInputElement).value) })} /></label>
          <button type="button" class="link" aria-label={t("ui-dispute-remove-card", { card: e.card })} onClick={() => onChange(effects.filter((_, j) => j !== i))}>✕</button>
        </div>
      ))}
      <button type="button" class="small" onClick={() => onChange([...effects, { card: "", owner: "white", anchor: "", counter: 1 }])}>{t("ui-dispute-add-effect")}</button>
    </fieldset>
  );
}

export function CardState({ setup, deck, onChange }: { setup: Setup; deck: DisputeDeck; onChange: (s: Setup) => void }) {
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
      {magico && <Effects cards={cards} effects={setup.effects ?? []} onChange={(e) => onChange({ ...setup, effects: e })} />}
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
              <select name="window-player" value={setup.window?.player ?? "black"} disabled={!setup.window}
                onChange={(x) => setup.window && onChange({ ...setup, window: { ...setup.window, player: (x.target as HTMLSelectElement).value as Colour } })}>
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
