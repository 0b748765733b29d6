// Deck control (AM-AB, AM-AD): before each round, per board, the checker
// ticks the deck's cards by code (type a code and Enter, or click), marks
// missing, damaged or marked cards and replacements from the reserve; a
// board with an incomplete deck starts only with the arbiter's override and
// its reason. Prints the deck-control sheet.
import { useCallback, useEffect, useMemo, useRef, useState } from "preact/hooks";
import { AppError, commands, type DeckBoardView, type DeckRoundView, type DeckVersionsView, type ErratumView } from "../ipc";
import { useI18n, formatDate, type Translate } from "../i18n";
import { ErrorBox } from "../components/Async";
import { NeedsEvent } from "../components/NeedsEvent";
import { PrintButton } from "../components/Print";
import { useEvent } from "../event-context";
import { RoundTabs, useRounds } from "./Rounds";

type Mark = "present" | "missing" | "damaged" | "marked";
const ORDER: Mark[] = ["present", "missing", "damaged", "marked"];

export function Decks() {
  const { t } = useI18n();
  const { event } = useEvent();
  if (!event) return <NeedsEvent title={t("ui-nav-decks")} />;
  if (!event.call.deck) {
    return (
      <section class="screen" aria-labelledby="screen-title">
        <h1 id="screen-title">{t("ui-nav-decks")}</h1>
        <div class="notice" data-testid="no-deck"><p>{t("ui-decks-event-not-played-cards-there")}</p></div>
      </section>
    );
  }
  return <DecksView />;
}

function DecksView() {
  const { t } = useI18n();
  const { rounds, current, setSelected } = useRounds();
  const [view, setView] = useState<DeckRoundView | null>(null);
  const [board, setBoard] = useState<number | null>(null);
  const [error, setError] = useState<AppError | null>(null);
  const load = useCallback((round: number) => commands.deckRound(round).then((v) => { setView(v); setError(null); }, setError), []);
  useEffect(() => { if (current) load(current.number); }, [current?.number]);
  const selected = view?.boards.find((b) => b.board === board) ?? view?.boards.find((b) => !b.ready) ?? view?.boards[0] ?? null;
  const ready = view ? view.boards.filter((b) => b.ready).length : 0;
  return (
    <section class="screen decks" aria-labelledby="screen-title">
      <div class="screen-head">
        <h1 id="screen-title">{t("ui-nav-decks")}</h1>
        <RoundTabs rounds={rounds} current={current} select={setSelected} />
        {view && <span class="muted">{t("ui-decks-deck")} <strong class="mono">{view.deck}</strong> · {view.codes.length} {t("ui-decks-cards")} · {ready}/{view.boards.length} {t("ui-decks-boards-ready")}</span>}
        {current && <PrintButton form="deck-control" round={current.number} label={t("ui-decks-deck-control-sheet")} />}
      </div>
      {error && <ErrorBox error={error} />}
      {!current && <p class="muted">{t("ui-common-no-rounds-paired-yet")}</p>}
      {view && <Versions versions={view.versions} />}
      {view && (
        <div class="decks-grid">
          <ul class="board-list" data-testid="deck-boards">
            {view.boards.map((b) => (
              <li class={selected?.board === b.board ? "selected" : ""} data-board={b.board} onClick={() => setBoard(b.board)}>
                <span class={`status-dot ${b.ready ? "ok" : "warn"}`} aria-hidden="true" />
                <strong>{t("ui-boards-board")} {b.board}</strong>
                <span class="small">{b.white} – {b.black}</span>
                <span class={`small ${b.ready ? "ok" : "status-failed"}`}>{b.ready ? (b.overrideSeq != null ? t("ui-decks-arbiter-override") : t("ui-decks-complete")) : b.check ? t("ui-decks-incomplete") : t("ui-decks-not-checked")}</span>
              </li>
            ))}
          </ul>
          {selected && current && <BoardCheck key={`${current.number}-${selected.board}`} round={current.number} codes={view.codes} board={selected} onSaved={(b) => setView({ ...view, boards: view.boards.map((x) => (x.board === b.board ? b : x)) })} />}
        </div>
      )}
    </section>
  );
}

/**
 * The deck's versions (AM-R16, AM-AE): the current one and its date, whether
 * the event's version is it (or how many cards changed since), and, folded,
 * every version with its errata as a compact table in the screen's language.
 */
function Versions({ versions }: { versions: DeckVersionsView }) {
  const { t, lang } = useI18n();
  const pick = (x: { es: string; en: string }) => (lang === "es" ? x.es || x.en : x.en || x.es);
  const since = versions.eventVersion === versions.version && versions.changedSince === 0
    ? t("ui-decks-version-current")
    : t("ui-decks-version-changed", { version: versions.eventVersion, count: versions.changedSince });
  const cell = (e: ErratumView, which: "before" | "after") => {
    const text = pick(e[which]);
    if (text) return <span lang={lang}>{text}</span>;
    return <em>{which === "before" ? t("ui-decks-new-card") : t("ui-decks-withdrawn")}</em>;
  };
  return (
    <details class="deck-versions" data-testid="deck-versions">
      <summary>
        <strong>{t("ui-decks-versions")}</strong>{" · "}
        <span data-testid="deck-version">{t("ui-decks-version-line", { version: versions.version, date: formatDate(lang, versions.date) })}</span>{" · "}
        <span class="muted" data-testid="deck-since">{since}</span>
      </summary>
      <table class="data small" data-testid="deck-releases">
        <thead><tr><th scope="col">{t("ui-decks-col-version")}</th><th scope="col">{t("ui-decks-col-date")}</th><th scope="col">{t("ui-decks-col-replaces")}</th><th scope="col">{t("ui-decks-col-card")}</th><th scope="col">{t("ui-decks-col-text")}</th><th scope="col">{t("ui-decks-col-before")}</th><th scope="col">{t("ui-decks-col-after")}</th><th scope="col">{t("ui-decks-col-note")}</th></tr></thead>
        <tbody>
          {versions.releases.map((r) => {
            const head = [<th scope="row" class="mono">{r.version}</th>, <td>{formatDate(lang, r.date)}</td>, <td class="mono">{r.replaces ?? ""}</td>];
            if (r.errata.length === 0) {
              return <tr data-release={r.version}>{head}<td colSpan={5} class="muted">{r.replaces == null ? t("ui-decks-first-release") : t("ui-decks-no-errata")}</td></tr>;
            }
            return r.errata.map((e, i) => (
              <tr data-release={r.version} data-card={e.card}>
                {i === 0 ? head : [<td />, <td />, <td />]}
                <td class="mono">{e.card}</td>
                <td>{e.field === "name" ? t("ui-decks-field-name") : t("ui-decks-field-text")}</td>
                <td>{cell(e, "before")}</td>
                <td>{cell(e, "after")}</td>
                <td><span lang={lang}>{pick(e.note)}</span></td>
              </tr>
            ));
          })}
        </tbody>
      </table>
    </details>
  );
}

/** Why a board may (not) start, in the screen's language (the store's sentence as a tooltip). */
function statusText(b: DeckBoardView, t: Translate): string {
  if (b.ready && b.overrideSeq != null) return t("ui-decks-start-allowed", { entry: b.overrideSeq });
  if (b.ready) return t("ui-decks-checked-complete", { checker: b.check?.input.checker ?? "" });
  if (b.check) return t("ui-decks-incomplete-cards", { cards: b.check.outstanding.join(", ") });
  return t("ui-decks-deck-was-not-checked");
}

function BoardCheck({ round, codes, board, onSaved }: { round: number; codes: string[]; board: DeckBoardView; onSaved: (b: DeckBoardView) => void }) {
  const { t } = useI18n();
  const { event } = useEvent();
  const initial = useMemo(() => {
    const marks: Record<string, Mark> = {};
    const checked: Record<string, boolean> = {};
    const c = board.check?.input;
    for (const code of codes) {
      marks[code] = c?.marked.includes(code) ? "marked" : c?.damaged.includes(code) ? "damaged" : c?.missing.includes(code) ? "missing" : "present";
      checked[code] = c != null;
    }
    return { marks, checked, replaced: new Set(c?.replaced ?? []) };
  }, [board, codes]);
  const [marks, setMarks] = useState(initial.marks);
  const [checked, setChecked] = useState(initial.checked);
  const [replaced, setReplaced] = useState<Set<string>>(initial.replaced);
  const [code, setCode] = useState("");
  const [checker, setChecker] = useState(board.check?.input.checker ?? event?.call.arbiters[0] ?? event?.call.chiefArbiter ?? "");
  const [notes, setNotes] = useState(board.check?.input.notes ?? "");
  const [arbiter, setArbiter] = useState(event?.call.chiefArbiter ?? "");
  const [reason, setReason] = useState("");
  const [error, setError] = useState<AppError | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const list = (m: Mark) => codes.filter((c) => marks[c] === m);
  const missing = list("missing");
  const counted = codes.length - missing.length;
  const ticked = codes.filter((c) => checked[c]).length;
  const cycle = (c: string) => {
    if (!checked[c]) {
      setChecked({ ...checked, [c]: true });
      return;
    }
    const next = ORDER[(ORDER.indexOf(marks[c]) + 1) % ORDER.length];
    setMarks({ ...marks, [c]: next });
  };
  const tick = (e: Event) => {
    e.preventDefault();
    const raw = code.trim().toUpperCase();
    const prefix = codes[0]?.split("-")[0] ?? "";
    const full = /^\d+$/.test(raw) ? `${prefix}-${raw.padStart(2, "0")}` : raw;
    if (!codes.includes(full)) {
      setError(new AppError("invalid_input", t("ui-decks-not-a-card", { code: full })));
      return;
    }
    setError(null);
    setChecked({ ...checked, [full]: true });
    setCode("");
  };
  const allPresent = () => {
    const c: Record<string, boolean> = {};
    for (const k of codes) c[k] = true;
    setChecked(c);
  };
  const save = () => {
    const unticked = codes.filter((c) => !checked[c]);
    const missingAll = [...new Set([...missing, ...unticked])];
    commands.recordDeckCheck(round, board.board, {
      counted: codes.length - missingAll.length,
      missing: missingAll,
      damaged: list("damaged"),
      marked: list("marked"),
      replaced: [...replaced].filter((r) => missingAll.includes(r) || marks[r] !== "present"),
      checker,
      notes,
    }).then((b) => { setError(null); setSaved(b.reason); onSaved(b); }, setError);
  };
  const override = () =>
    commands.overrideDeck(round, board.board, arbiter, reason).then((b) => { setError(null); setSaved(b.reason); onSaved(b); }, setError);
  const problems = codes.filter((c) => checked[c] && marks[c] !== "present");

  return (
    <div class="card deck-check" data-testid="deck-check">
      <h2>{t("ui-boards-board")} {board.board}: {board.white} – {board.black}</h2>
      <p class={board.ready ? "ok" : "status-failed"} data-testid="deck-status">{board.ready ? "✓ " : "✗ "}{statusText(board, t)}</p>
      <form class="field-row" onSubmit={tick}>
        <label>{t("ui-decks-code-enter-ticks-card")}<input ref={input} name="code" class="mono" data-search placeholder={`${codes[0] ?? ""} · 7`} value={code} onInput={(e) => setCode((e.target as HTMLInputElement).value)} /></label>
        <button type="submit">{t("ui-decks-tick")}</button>
        <button type="button" onClick={allPresent}>{t("ui-decks-all-present")}</button>
      </form>
      <p class="muted small">{t("ui-decks-click-card-ticked-missing-damaged")} {ticked}/{codes.length} {t("ui-decks-ticked")}.</p>
      <div class="card-grid" data-testid="card-grid">
        {codes.map((c) => (
          <button type="button" class={`card-code ${checked[c] ? marks[c] : "unchecked"}`} data-code={c} title={c} onClick={() => cycle(c)}>
            {c.split("-")[1]}
            {replaced.has(c) && <span class="repl" aria-label={t("ui-decks-replaced")}>↺</span>}
          </button>
        ))}
      </div>
      <div class="legend small">
        <span class="card-code present">✓</span> {t("ui-decks-present")}
        <span class="card-code missing">·</span> {t("ui-decks-missing")}
        <span class="card-code damaged">·</span> {t("ui-decks-damaged")}
        <span class="card-code marked">·</span> {t("ui-decks-marked")}
        <span class="card-code unchecked">·</span> {t("ui-decks-not-ticked")}
      </div>
      {problems.length > 0 && (
        <div class="replacements">
          <strong>{t("ui-decks-replacement-from-reserve")}</strong>
          {problems.map((c) => (
            <label class="check">
              <input type="checkbox" data-replace={c} checked={replaced.has(c)} onChange={() => { const r = new Set(replaced); r.has(c) ? r.delete(c) : r.add(c); setReplaced(r); }} />
              <span class="mono">{c}</span> <span class="muted small">({marks[c] === "missing" ? t("ui-decks-missing") : marks[c] === "damaged" ? t("ui-decks-damaged") : t("ui-decks-marked")})</span>
            </label>
          ))}
        </div>
      )}
      <div class="field-row">
        <label>{t("ui-decks-checked")}<input name="checker" value={checker} onInput={(e) => setChecker((e.target as HTMLInputElement).value)} /></label>
        <label>{t("ui-decks-notes")}<input name="notes" value={notes} onInput={(e) => setNotes((e.target as HTMLInputElement).value)} /></label>
        <button type="button" class="primary" data-testid="save-check" onClick={save}>{t("ui-decks-record-check", { n: counted })}</button>
      </div>
      {!board.ready && (
        <div class="field-row override" data-testid="override">
          <label>{t("ui-clocks-arbiter")}<input name="arbiter" value={arbiter} onInput={(e) => setArbiter((e.target as HTMLInputElement).value)} /></label>
          <label>{t("ui-decks-reason-override")}<input name="reason" value={reason} onInput={(e) => setReason((e.target as HTMLInputElement).value)} /></label>
          <button type="button" onClick={override}>{t("ui-decks-allow-start")}</button>
        </div>
      )}
      {saved && <p class="ok small" data-testid="deck-saved">{t("ui-decks-recorded")}</p>}
      {error && <ErrorBox error={error} />}
    </div>
  );
}
