// The public display: the venue's screen (a projector or a second monitor),
// opened as its own full-screen window by the admin window. It shows the last
// published round — pairings by board, then every player by name in
// alphabetical order so each finds their board — and the standings, paging
// by itself, large enough to read from across the hall at 1920×1080. It
// polls the shell and follows the published round and the admin window's
// language; nothing of the admin UI is here.
import { useEffect, useMemo, useState } from "preact/hooks";
import { LangContext, translate, type Lang, type Translate } from "../i18n";
import { commands, type BoardRow, type DisplayView, type NameLine, type StandingLine } from "../ipc";

/** Seconds each page stays up, and how often the shell is asked again. */
const PAGE_SECONDS = 10;
const POLL_SECONDS = 5;
/** Rows of a page: readable from the back of a hall at 1080 lines. */
const ROWS = 14;

type Page =
  | { kind: "boards"; rows: BoardRow[]; part: number; parts: number }
  | { kind: "names"; rows: NameLine[]; part: number; parts: number }
  | { kind: "standings"; rows: StandingLine[]; part: number; parts: number };

function chunks<T>(rows: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out.length ? out : [[]];
}

/** Every page of the current view, in showing order. */
export function pages(view: DisplayView | null): Page[] {
  if (!view) return [];
  const out: Page[] = [];
  if (view.round) {
    const boards = chunks(view.round.boards, ROWS);
    boards.forEach((rows, i) => out.push({ kind: "boards", rows, part: i + 1, parts: boards.length }));
    const names = chunks(view.round.byName, ROWS * 2);
    names.forEach((rows, i) => out.push({ kind: "names", rows, part: i + 1, parts: names.length }));
  }
  if (view.standings && view.standings.rows.length > 0) {
    const standings = chunks(view.standings.rows, ROWS);
    standings.forEach((rows, i) => out.push({ kind: "standings", rows, part: i + 1, parts: standings.length }));
  }
  return out;
}

export function PublicDisplay() {
  const [view, setView] = useState<DisplayView | null>(null);
  const [failed, setFailed] = useState(false);
  const [index, setIndex] = useState(0);
  const lang: Lang = view?.lang ?? "es";
  const t: Translate = (key, ...args) => translate(lang, key, ...args);
  const list = useMemo(() => pages(view), [view]);

  useEffect(() => {
    document.documentElement.classList.add("public-display");
    let live = true;
    const poll = () =>
      commands.publicDisplay().then(
        (v) => { if (live) { setView(v); setFailed(false); } },
        () => live && setFailed(true),
      );
    poll().then(() => (document.documentElement.dataset.ready = "1"));
    const timer = setInterval(poll, POLL_SECONDS * 1000);
    return () => { live = false; clearInterval(timer); };
  }, []);

  useEffect(() => { document.documentElement.lang = lang; }, [lang]);

  // A new published round starts again from its first page.
  useEffect(() => setIndex(0), [view?.round?.number]);

  useEffect(() => {
    const timer = setInterval(() => setIndex((i) => i + 1), PAGE_SECONDS * 1000);
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "ArrowRight" || e.key === " ") setIndex((i) => i + 1);
      if (e.key === "ArrowLeft") setIndex((i) => i - 1 + Math.max(list.length, 1));
    };
    window.addEventListener("keydown", onKey);
    return () => { clearInterval(timer); window.removeEventListener("keydown", onKey); };
  }, [list.length]);

  const page = list.length ? list[index % list.length] : null;
  const round = view?.round?.number;
  const title = (p: Page) => {
    const part = p.parts > 1 ? ` (${p.part}/${p.parts})` : "";
    switch (p.kind) {
      case "boards": return t("ui-display-by-board", { round: round ?? 0 }) + part;
      case "names": return t("ui-display-by-name", { round: round ?? 0 }) + part;
      case "standings": {
        const s = view?.standings;
        const after = s && s.rounds > 0 ? t("ui-standings-after", { round: s.rounds }) : t("ui-standings-start");
        return after + part;
      }
    }
  };

  return (
    <LangContext.Provider value={lang}>
      <div class="display" data-testid="public-display" data-page={page?.kind ?? "none"} data-index={list.length ? index % list.length : 0}>
        <header class="display-head">
          <span class="display-event">{view?.event ?? "arbitro"}</span>
          {page && <h1>{title(page)}</h1>}
          {view?.standings?.inPlay != null && page?.kind === "standings" && (
            <span class="display-note">{t("ui-standings-in-play", { round: view.standings.inPlay })}</span>
          )}
        </header>
        <div class="display-body">
          {failed && <p class="display-empty">{t("ui-display-no-connection")}</p>}
          {!failed && view && !view.event && <p class="display-empty">{t("ui-display-no-event")}</p>}
          {!failed && view?.event && !page && <p class="display-empty">{t("ui-display-nothing-published")}</p>}
          {page?.kind === "boards" && (
            <table class="display-table boards" data-testid="display-boards">
              <thead><tr><th class="num">{t("ui-boards-board")}</th><th>{t("ui-boards-white")}</th><th class="center">{t("ui-boards-result")}</th><th>{t("ui-boards-black")}</th></tr></thead>
              <tbody>
                {page.rows.map((b) => (
                  <tr>
                    <td class="num strong">{b.board}</td>
                    <td>{b.white.name}</td>
                    <td class="center mono">{b.result || (b.black ? "–" : "")}</td>
                    <td>{b.black ? b.black.name : <span class="muted">{t("label-result-kind-bye")}</span>}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {page?.kind === "names" && (
            <div class="display-names" data-testid="display-names">
              {chunks(page.rows, ROWS).map((column) => (
                <table class="display-table">
                  <tbody>
                    {column.map((n) => (
                      <tr>
                        <td>{n.name}</td>
                        <td class="num strong">{n.board != null ? t("ui-display-board", { board: n.board }) : t("label-result-kind-bye")}</td>
                        <td class="muted">{n.colour ? t(n.colour === "white" ? "label-side-white" : "label-side-black") : ""}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ))}
            </div>
          )}
          {page?.kind === "standings" && view?.standings && (
            <table class="display-table standings" data-testid="display-standings">
              <thead><tr><th class="num">#</th><th>{t("ui-common-name")}</th><th class="num">{t("ui-common-points")}</th>{view.standings.columns.slice(0, 3).map((c) => <th class="num">{c}</th>)}</tr></thead>
              <tbody>
                {page.rows.map((r) => (
                  <tr>
                    <td class="num">{r.shared ? `${r.rank}=` : r.rank}</td>
                    <td>{r.name}</td>
                    <td class="num strong">{r.points}</td>
                    {r.tiebreaks.slice(0, 3).map((v) => <td class="num">{v}</td>)}
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
        <footer class="display-foot">
          {list.length > 1 && <span>{t("ui-display-page", { page: (index % list.length) + 1, pages: list.length })}</span>}
          <div class="display-progress" key={index}><span /></div>
        </footer>
      </div>
    </LangContext.Provider>
  );
}
