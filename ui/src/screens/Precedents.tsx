// Precedents (AM-G16, AM-AE): search the event's register in Spanish or
// English, accents optional, optionally by card code; open one; export the
// register to a JSON file of the event folder, import another event's or
// club's file (duplicates and conflicting versions are reported, not added).
import { useEffect, useState } from "preact/hooks";
import { AppError, commands, type PrecedentView } from "../ipc";
import { useI18n, formatDate } from "../i18n";
import { ErrorBox } from "../components/Async";
import { NeedsEvent } from "../components/NeedsEvent";
import { useEvent } from "../event-context";
import { useNav } from "../nav";

export function Precedents() {
  const { t } = useI18n();
  const { event } = useEvent();
  if (!event) return <NeedsEvent title={t("ui-nav-precedents")} />;
  return <PrecedentsView />;
}

function PrecedentsView() {
  const { t, lang } = useI18n();
  const nav = useNav();
  const [text, setText] = useState("");
  const [card, setCard] = useState("");
  const [hits, setHits] = useState<PrecedentView[]>([]);
  const [selected, setSelected] = useState<number | null>(null);
  const [error, setError] = useState<AppError | null>(null);
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    const timer = setTimeout(() => {
      commands.searchPrecedents(text, card).then((h) => { setHits(h); setError(null); }, (e: AppError) => {
        setHits([]);
        if (e.code !== "not_found") setError(e);
      });
    }, 150);
    return () => clearTimeout(timer);
  }, [text, card, reloads]);

  const pick = (t: { es: string; en: string }) => (lang === "es" ? t.es || t.en : t.en || t.es);
  // The deck version the ruling was made under (AM-R16), `ID@VERSION` in the register.
  const deckLabel = (ref: string) => { const [deck, version = ""] = ref.split("@"); return t("ui-precedents-deck-version", { deck, version }); };
  const current = hits.find((h) => h.seq === selected) ?? null;
  return (
    <section class="screen precedents" aria-labelledby="screen-title">
      <div class="screen-head"><h1 id="screen-title">{t("ui-nav-precedents")}</h1><Exchange onImported={() => setReloads((n) => n + 1)} /></div>
      <div class="toolbar">
        <input type="search" data-search aria-label={t("ui-common-search")} placeholder={t("ui-precedents-search-situations-decisions-es-en")}
          value={text} onInput={(e) => setText((e.target as HTMLInputElement).value)} />
        <input class="mono code-filter" aria-label={t("ui-cards-card")} placeholder="AM-28" value={card} onInput={(e) => setCard((e.target as HTMLInputElement).value)} />
        <span class="muted count">{t("ui-common-count", { n: hits.length })}</span>
      </div>
      {error && <ErrorBox error={error} />}
      <div class="split">
        <ul class="rule-list" role="listbox" data-testid="precedent-list">
          {hits.length === 0 && <li class="muted">{t("ui-common-no-results")}</li>}
          {hits.map((h) => (
            <li role="option" class={h.seq === selected ? "selected" : ""} aria-selected={h.seq === selected} data-seq={h.seq} onClick={() => setSelected(h.seq)}>
              <span class="badge">#{h.seq}</span>
              {h.cardCode && <span class="badge">{h.cardCode}</span>}
              <span class="summary">{pick(h.situation)}</span>
            </li>
          ))}
        </ul>
        <article class="detail" data-testid="precedent-detail">
          {current ? (
            <>
              <h2><span class="badge large">#{current.seq}</span> {current.cardCode ?? ""} {current.window && <span class="muted">· {current.window}</span>}</h2>
              <h3>{t("ui-precedents-situation")}</h3><p class="clause-text">{pick(current.situation)}</p>
              <h3>{t("ui-precedents-decision")}</h3><p class="clause-text">{pick(current.decision)}</p>
              <p>{current.clauses.map((c) => <span class="badge">{c}</span>)}</p>
              <p class="muted">{current.arbiter} · {current.event} · {formatDate(lang, current.date)}{current.round != null && ` · ${t("ui-precedents-round")} ${current.round}`}{current.board != null && ` · ${t("ui-records-board")} ${current.board}`}{current.deck && ` · ${deckLabel(current.deck)}`}</p>
              {current.case && (
                <section class="precedent-case" data-testid="precedent-case">
                  <h3>{t("ui-precedents-case")}</h3>
                  <p><span class="muted">{t("ui-precedents-case-position")}</span> <code class="mono" data-testid="precedent-case-fen">{current.case.fen}</code></p>
                  <p data-testid="precedent-case-play">{pick(current.case.playText)}</p>
                  <p class="clause-text">{pick(current.case.sentence)}</p>
                  <button type="button" class="primary" data-testid="precedent-replay"
                    onClick={() => { const c = current.case!; nav.openCase({ setup: c.setup, history: c.history, play: c.play }); }}>
                    {t("ui-precedents-replay")}
                  </button>
                </section>
              )}
              {current.superseded && <p class="tag warn">{t("ui-precedents-corrected-later-entry")}</p>}
            </>
          ) : <p class="muted">{t("ui-precedents-choose-precedent")}</p>}
        </article>
      </div>
    </section>
  );
}

/** Export to and import from JSON files of the event folder. */
function Exchange({ onImported }: { onImported: () => void }) {
  const { t } = useI18n();
  const { event } = useEvent();
  const [files, setFiles] = useState<string[]>([]);
  const [file, setFile] = useState("");
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<AppError | null>(null);
  const stem = (event?.file ?? "event").replace(/\.arbitro$/, "");
  const list = () => commands.eventFolder().then((f) => setFiles(f.games.map((g) => g.name)), setError);
  useEffect(() => { list(); }, []);
  return (
    <div class="toolbar exchange" data-testid="precedent-exchange">
      <button type="button" data-testid="export-precedents" onClick={() =>
        commands.exportPrecedents(`${stem}-precedentes`).then((x) => { setMessage(t("ui-precedents-exported", { n: x.count, file: x.file })); setError(null); list(); }, setError)}>
        {t("ui-precedents-export-json")}
      </button>
      <select name="import-file" onChange={(e) => setFile((e.target as HTMLSelectElement).value)}>
        <option value="">{t("ui-precedents-file-folder")}</option>
        {files.map((f) => <option value={f} selected={f === file}>{f}</option>)}
      </select>
      <button type="button" data-testid="import-precedents" disabled={!file} onClick={() =>
        commands.importPrecedents(file).then((r) => {
          setMessage(t("ui-precedents-imported", {
            imported: r.imported.length,
            duplicates: r.duplicates.length,
            duplicateList: r.duplicates.map((d) => `#${d.seq}`).join(", ") || "–",
            conflicts: r.conflicts.length,
            conflictList: r.conflicts.map((d) => `#${d.seq}`).join(", ") || "–",
          }));
          setError(null);
          onImported();
        }, setError)}>
        {t("ui-players-import")}
      </button>
      {message && <span class="ok small" data-testid="exchange-result">{message}</span>}
      {error && <ErrorBox error={error} />}
    </div>
  );
}
