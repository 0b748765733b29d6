// Rules: the clause catalogue (AM, ED, FI, ON, F9) and both decks, searchable
// in Spanish and English, accents optional.
import { useMemo, useState } from "preact/hooks";
import { commands, type CardEntry, type Catalogue, type Clause, type Text } from "../ipc";
import { fold, useI18n, type Lang } from "../i18n";
import { Loaded, useCommand } from "../components/Async";

const loadCatalogue = () => commands.rulesCatalogue();

function pick(text: Text, lang: Lang): { text: string; fallback: boolean } {
  if (lang === "es" && text.es) return { text: text.es, fallback: false };
  if (lang === "en" && text.en) return { text: text.en, fallback: false };
  return { text: text.en || text.es, fallback: lang === "es" };
}

type Tab = { kind: "clauses" } | { kind: "deck"; id: string };
type Item = { kind: "clause"; clause: Clause } | { kind: "card"; card: CardEntry };

function itemId(item: Item): string {
  return item.kind === "clause" ? item.clause.id : item.card.code;
}

export function Rules() {
  const [state, retry] = useCommand(loadCatalogue);
  return <Loaded state={state} retry={retry}>{(catalogue) => <RulesView catalogue={catalogue} />}</Loaded>;
}

function RulesView({ catalogue }: { catalogue: Catalogue }) {
  const { t, lang } = useI18n();
  const [tab, setTab] = useState<Tab>({ kind: "clauses" });
  const [family, setFamily] = useState<string | null>(null);
  const [query, setQuery] = useState("");
  const [selected, setSelected] = useState<string | null>(null);

  const items: Item[] = useMemo(() => {
    const q = fold(query.trim());
    const matches = (...texts: string[]) => q === "" || texts.some((s) => fold(s).includes(q));
    if (tab.kind === "clauses") {
      return catalogue.clauses
        .filter((c) => family === null || c.family === family)
        .filter((c) => matches(c.id, c.text.en, c.text.es, c.section.en, c.section.es))
        .map((clause) => ({ kind: "clause" as const, clause }));
    }
    const deck = catalogue.decks.find((d) => d.id === tab.id);
    return (deck?.cards ?? [])
      .filter((c) => matches(c.code, c.name.es, c.name.en, c.effect.en, c.effect.es, c.kind.en, c.kind.es))
      .map((card) => ({ kind: "card" as const, card }));
  }, [catalogue, tab, family, query]);

  const current = items.find((i) => itemId(i) === selected) ?? null;

  const onListKey = (event: KeyboardEvent) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    const index = items.findIndex((i) => itemId(i) === selected);
    const next = event.key === "ArrowDown" ? Math.min(items.length - 1, index + 1) : Math.max(0, index - 1);
    const item = items[next];
    if (item) {
      setSelected(itemId(item));
      document.getElementById(`rule-${itemId(item)}`)?.scrollIntoView({ block: "nearest" });
    }
  };

  const tabs: { tab: Tab; label: string }[] = [
    { tab: { kind: "clauses" }, label: t("ui-rules-tab-clauses") },
    ...catalogue.decks.map((d) => ({ tab: { kind: "deck" as const, id: d.id }, label: t("ui-rules-tab-deck", { id: d.id }) })),
  ];
  const sameTab = (a: Tab, b: Tab) => a.kind === b.kind && (a.kind === "clauses" || (b.kind === "deck" && a.id === b.id));

  return (
    <section class="screen rules" aria-labelledby="screen-title">
      <div class="screen-head">
        <h1 id="screen-title">{t("ui-nav-rules")}</h1>
        <div class="tabs" role="tablist">
          {tabs.map(({ tab: x, label }) => (
            <button
              type="button"
              role="tab"
              aria-selected={sameTab(x, tab)}
              class={sameTab(x, tab) ? "active" : ""}
              data-tab={x.kind === "clauses" ? "clauses" : x.id}
              onClick={() => {
                setTab(x);
                setSelected(null);
              }}
            >
              {label}
            </button>
          ))}
        </div>
      </div>
      <div class="toolbar">
        <input
          type="search"
          data-search
          aria-label={t("ui-common-search")}
          placeholder={t("ui-rules-search-placeholder")}
          value={query}
          onInput={(e) => setQuery((e.target as HTMLInputElement).value)}
          onKeyDown={(e) => {
            if (e.key === "ArrowDown" && items[0]) {
              e.preventDefault();
              setSelected(itemId(items[0]));
              (document.querySelector(".rule-list") as HTMLElement | null)?.focus();
            }
          }}
        />
        {tab.kind === "clauses" && (
          <div class="chips" role="group">
            <button type="button" class={family === null ? "active" : ""} onClick={() => setFamily(null)}>
              {t("ui-rules-all")}
            </button>
            {catalogue.families.map((f) => (
              <button
                type="button"
                class={family === f.id ? "active" : ""}
                data-family={f.id}
                title={pick(f.title, lang).text}
                onClick={() => setFamily(f.id)}
              >
                {f.id}
              </button>
            ))}
          </div>
        )}
        <span class="muted count">{t("ui-common-count", { n: items.length })}</span>
      </div>
      <div class="split">
        <ul class="rule-list" role="listbox" tabIndex={0} onKeyDown={onListKey} aria-label={t("ui-nav-rules")}>
          {items.length === 0 && <li class="muted">{t("ui-common-no-results")}</li>}
          {items.map((item) => {
            const id = itemId(item);
            const summary =
              item.kind === "clause" ? pick(item.clause.text, lang).text : pick(item.card.name, lang).text;
            return (
              <li
                id={`rule-${id}`}
                role="option"
                aria-selected={id === selected}
                class={id === selected ? "selected" : ""}
                onClick={() => setSelected(id)}
              >
                <span class="badge">{id}</span>
                <span class="summary" data-rule-text>{summary}</span>
              </li>
            );
          })}
        </ul>
        <article class="detail" aria-live="polite">
          {current ? <Detail item={current} catalogue={catalogue} /> : <p class="muted">{t("ui-rules-select")}</p>}
        </article>
      </div>
    </section>
  );
}

function Detail({ item, catalogue }: { item: Item; catalogue: Catalogue }) {
  const { t, lang } = useI18n();
  if (item.kind === "clause") {
    const { clause } = item;
    const text = pick(clause.text, lang);
    const citedBy = catalogue.decks.flatMap((d) => d.cards.filter((c) => c.clauses.includes(clause.id)));
    const family = catalogue.families.find((f) => f.id === clause.family);
    return (
      <>
        <h2>
          <span class="badge large">{clause.id}</span> {family ? pick(family.title, lang).text : clause.family}
        </h2>
        {clause.section.en && <p class="muted">{pick(clause.section, lang).text}</p>}
        <p class="clause-text" data-rule-text lang={text.fallback ? "en" : undefined}>{text.text}</p>
        {text.fallback && <p class="muted small">{t("ui-common-untranslated")}</p>}
        {citedBy.length > 0 && (
          <>
            <h3>{t("ui-rules-cited-by")}</h3>
            <p>{citedBy.map((c) => <span class="badge">{c.code}</span>)}</p>
          </>
        )}
      </>
    );
  }
  const { card } = item;
  const effect = pick(card.effect, lang);
  const kind = pick(card.kind, lang);
  return (
    <>
      <h2>
        <span class="badge large">{card.code}</span> {pick(card.name, lang).text}
      </h2>
      <dl>
        <dt>{t("ui-rules-card-kind")}</dt>
        <dd lang={kind.fallback ? "en" : undefined}>{kind.text}</dd>
        <dt>{t("ui-rules-card-effect")}</dt>
        <dd class="clause-text" data-rule-text lang={effect.fallback ? "en" : undefined}>{effect.text || "—"}</dd>
      </dl>
      {(effect.fallback || kind.fallback) && <p class="muted small">{t("ui-common-untranslated")}</p>}
      {card.clauses.length > 0 && (
        <>
          <h3>{t("ui-rules-cites")}</h3>
          <p>
            {card.clauses.map((id) => (
              <span class="badge" title={catalogue.clauses.find((c) => c.id === id)?.text.en}>
                {id}
              </span>
            ))}
          </p>
        </>
      )}
    </>
  );
}
