// The manual (F1 or the "?" button): the chapter of the screen in use, the
// list of chapters, search over every chapter, and the keyboard shortcuts;
// in the UI's language, from the shell (arbitro-manual), offline. Links
// between chapters are followed here; no link ever takes the window away.
import "./Manual.css";
import { useEffect, useRef, useState } from "preact/hooks";
import { AppError, commands, type Hit, type ManualEntry, type ManualPage, type Screen, type Topic } from "../ipc";
import { useI18n } from "../i18n";
import { ErrorBox } from "./Async";
import { ShortcutTable } from "./ShortcutHelp";

/** What the reading pane shows: a chapter (at a section), or the shortcuts. */
type Showing = { kind: "chapter"; topic: Topic; anchor: string | null } | { kind: "shortcuts" };

export function Manual({ screen, onClose }: { screen: Screen; onClose: () => void }) {
  const { t, lang } = useI18n();
  const [index, setIndex] = useState<ManualEntry[] | null>(null);
  const [showing, setShowing] = useState<Showing | null>(null);
  const [page, setPage] = useState<ManualPage | null>(null);
  const [query, setQuery] = useState("");
  const [hits, setHits] = useState<Hit[] | null>(null);
  const [error, setError] = useState<AppError | null>(null);
  const reader = useRef<HTMLDivElement>(null);
  const search = useRef<HTMLInputElement>(null);

  // The chapters (again when the language changes); first shown: the screen's own.
  useEffect(() => {
    commands.manualIndex().then((list) => {
      setIndex(list);
      setShowing((s) => s ?? { kind: "chapter", topic: list.find((e) => e.screens.includes(screen))?.topic ?? list[0].topic, anchor: null });
    }, setError);
  }, [lang]);

  const topic = showing?.kind === "chapter" ? showing.topic : null;
  useEffect(() => {
    if (!topic) return;
    let live = true;
    commands.manualChapter(topic).then((p) => { if (live) { setPage(p); setError(null); } }, setError);
    return () => { live = false; };
  }, [topic, lang]);

  // At the section asked for, else at the top, once the chapter is drawn.
  useEffect(() => {
    const pane = reader.current;
    if (!pane || !page || showing?.kind !== "chapter" || page.topic !== showing.topic) return;
    const target = showing.anchor ? pane.querySelector(`[id="${CSS.escape(showing.anchor)}"]`) : null;
    if (target) target.scrollIntoView({ block: "start" });
    else pane.scrollTop = 0;
  }, [page, showing]);

  useEffect(() => {
    const q = query.trim();
    if (!q) { setHits(null); return; }
    let live = true;
    const timer = setTimeout(() => commands.manualSearch(q).then((h) => live && setHits(h), setError), 120);
    return () => { live = false; clearTimeout(timer); };
  }, [query, lang]);

  useEffect(() => search.current?.focus(), []);

  const open = (next: Topic, anchor: string | null = null) => {
    setShowing({ kind: "chapter", topic: next, anchor });
    setQuery("");
    setHits(null);
  };

  // Links inside a chapter: to a chapter or a section, never out of the app.
  const follow = (e: MouseEvent) => {
    const link = (e.target as HTMLElement).closest("a");
    if (!link) return;
    e.preventDefault();
    const next = link.dataset.topic as Topic | undefined;
    if (next) open(next, link.dataset.anchor ?? null);
  };

  const title = (id: Topic | null | undefined) => index?.find((e) => e.topic === id)?.title ?? "";

  return (
    <div class="overlay" role="dialog" aria-modal="true" aria-labelledby="manual-title" data-testid="manual">
      <div class="dialog manual">
        <header class="manual-head">
          <h2 id="manual-title">{t("ui-manual-title")}</h2>
          <input
            ref={search}
            type="search"
            data-testid="manual-search"
            placeholder={t("ui-manual-search")}
            aria-label={t("ui-manual-search")}
            value={query}
            onInput={(e) => setQuery((e.target as HTMLInputElement).value)}
          />
          <button type="button" onClick={onClose}>{t("ui-shortcuts-close")}</button>
        </header>
        <div class="manual-body">
          <nav class="manual-toc" aria-label={t("ui-manual-chapters")} data-testid="manual-toc">
            <ol>
              {(index ?? []).map((e) => (
                <li>
                  <button
                    type="button"
                    class="link"
                    data-topic={e.topic}
                    aria-current={topic === e.topic && !hits ? "page" : undefined}
                    onClick={() => open(e.topic)}
                  >
                    {e.title}
                  </button>
                </li>
              ))}
            </ol>
            <button
              type="button"
              class="link shortcuts-link"
              data-testid="manual-shortcuts"
              aria-current={showing?.kind === "shortcuts" ? "page" : undefined}
              onClick={() => { setShowing({ kind: "shortcuts" }); setQuery(""); setHits(null); }}
            >
              {t("ui-shortcuts-title")}
            </button>
          </nav>
          <div class="manual-reader" ref={reader}>
            {error && <ErrorBox error={error} />}
            {hits ? (
              <section data-testid="manual-hits">
                <p class="muted">{hits.length === 0 ? t("ui-manual-no-hits") : t("ui-common-count", { n: hits.length })}</p>
                <ul class="manual-hits">
                  {hits.map((h) => (
                    <li>
                      <button type="button" class="link" data-topic={h.topic} data-anchor={h.anchor} onClick={() => open(h.topic, h.anchor)}>
                        {h.chapter}{h.section !== h.chapter && ` › ${h.section}`}
                      </button>
                      <p class="small">{h.snippet}</p>
                    </li>
                  ))}
                </ul>
              </section>
            ) : showing?.kind === "shortcuts" ? (
              <section>
                <h1>{t("ui-shortcuts-title")}</h1>
                <ShortcutTable />
              </section>
            ) : page && page.topic === topic ? (
              <article data-testid="manual-chapter" data-topic={page.topic}>
                <div class="manual-text" onClick={follow} dangerouslySetInnerHTML={{ __html: page.html }} />
                <footer class="manual-turn">
                  {page.previous ? <button type="button" class="link" onClick={() => open(page.previous!)}>← {title(page.previous)}</button> : <span />}
                  {page.next && <button type="button" class="link" data-testid="manual-next" onClick={() => open(page.next!)}>{title(page.next)} →</button>}
                </footer>
              </article>
            ) : (
              !error && <p class="muted">{t("ui-common-loading")}</p>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
