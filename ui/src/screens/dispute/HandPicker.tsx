// A player's hand (or kept specials) picked from the deck's card list:
// searchable by name or code, each card with its name, code and text in the
// UI's language, and no more copies than the deck holds.
import { useEffect, useRef, useState } from "preact/hooks";
import type { DisputeCard, Setup } from "../../ipc";
import { useI18n, type MessageKey } from "../../i18n";
import { copiesLeft, searchCards, textIn } from "./model";

export function HandPicker({ label, cards, setup, hand, onChange, testid, autoFocus = false }: {
  label: MessageKey; cards: DisputeCard[]; setup: Setup; hand: string[]; onChange: (hand: string[]) => void; testid: string;
  /** The first picker of the situation takes the keyboard when it appears: the arbiter types a code at once. */
  autoFocus?: boolean;
}) {
  const { t, lang } = useI18n();
  const [query, setQuery] = useState("");
  const search = useRef<HTMLInputElement>(null);
  useEffect(() => { if (autoFocus) search.current?.focus(); }, []);
  const byCode = new Map(cards.map((c) => [c.code.toUpperCase(), c]));
  const found = query.trim() ? searchCards(cards, query).slice(0, 6) : [];
  return (
    <div class="hand-picker" data-testid={testid}>
      <div class="hand-head">
        <strong>{t(label)}</strong>
        <ul class="hand" data-testid={`${testid}-cards`}>
          {hand.length === 0 && <li class="muted">{t("ui-dispute-empty")}</li>}
          {hand.map((code, i) => {
            const card = byCode.get(code.toUpperCase());
            return (
              <li data-code={code} title={card ? textIn(lang, card.text) : undefined}>
                <span class="badge">{code}</span>{card ? textIn(lang, card.name) : ""}
                <button type="button" class="link small" aria-label={t("ui-dispute-remove-card", { card: code })}
                  onClick={() => onChange(hand.filter((_, j) => j !== i))}>✕</button>
              </li>
            );
          })}
        </ul>
      </div>
      <input type="search" name="card-search" ref={search} value={query} placeholder={t("ui-dispute-search-card")}
        onInput={(e) => setQuery((e.target as HTMLInputElement).value)}
        onKeyDown={(e) => {
          if (e.key !== "Enter") return;
          e.preventDefault();
          const first = found.find((c) => copiesLeft(c, setup) > 0);
          if (first) { onChange([...hand, first.code]); setQuery(""); }
        }} />
      {found.length > 0 && (
        <ul class="card-options" data-testid={`${testid}-options`}>
          {found.map((c) => {
            const left = copiesLeft(c, setup);
            return (
              <li data-code={c.code}>
                <button type="button" disabled={left <= 0} aria-label={t("ui-dispute-add-card", { card: c.code })}
                  onClick={() => { onChange([...hand, c.code]); setQuery(""); }}>
                  <span class="badge">{c.code}</span> <strong>{textIn(lang, c.name)}</strong>
                  <span class="small muted card-text"> {left > 0 ? textIn(lang, c.text) : t("ui-dispute-no-copy-left")}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
