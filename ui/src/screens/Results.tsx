// Results: fast entry (board, result, Enter; or click a board), late
// corrections once the next round is paired (a reason, recorded in the
// register, with the pairings the checker says would have changed), the
// standings (after which round, and the round in play) and the crosstable —
// the printed one's columns and notation, from the same code.
import { useCallback, useRef, useState } from "preact/hooks";
import { AppError, commands, type CorrectionView, type RoundView } from "../ipc";
import { useI18n } from "../i18n";
import { ErrorBox, Loaded, useCommand } from "../components/Async";
import { ConfirmDialog } from "../components/Dialog";
import { PrintButton } from "../components/Print";
import { NeedsEvent } from "../components/NeedsEvent";
import { playedWithCards, useEvent } from "../event-context";
import { BoardsTable } from "./BoardsTable";
import { RoundTabs, useRounds } from "./Rounds";

export function Results() {
  const { t } = useI18n();
  const { event } = useEvent();
  if (!event) return <NeedsEvent title={t("ui-nav-results")} />;
  return <ResultsView />;
}

type Pending = { round: number; board: number; result: string };

function ResultsView() {
  const { t } = useI18n();
  const { event } = useEvent();
  const { rounds, current, setSelected, reload } = useRounds();
  const [board, setBoard] = useState("");
  const [result, setResult] = useState("");
  const [error, setError] = useState<AppError | null>(null);
  const [last, setLast] = useState<number | null>(null);
  const [late, setLate] = useState<Pending | null>(null);
  const [corrected, setCorrected] = useState<CorrectionView | null>(null);
  const boardInput = useRef<HTMLInputElement>(null);
  const resultInput = useRef<HTMLInputElement>(null);
  const loadStandings = useCallback(() => commands.standings(), []);
  const [standings, retryStandings] = useCommand(loadStandings);
  const loadCross = useCallback(() => commands.crosstable(), []);
  const [cross, retryCross] = useCommand(loadCross);
  const [view, setView] = useState<"standings" | "crosstable">("standings");
  const lastPaired = rounds.length ? rounds[rounds.length - 1].number : 0;
  const isLate = (r: RoundView | null) => r != null && r.number < lastPaired;

  const entered = (n: number) => {
    setLast(n);
    setBoard("");
    setResult("");
    setError(null);
    reload();
    retryStandings();
    retryCross();
    boardInput.current?.focus();
  };

  const enter = (e: Event) => {
    e.preventDefault();
    if (!current) return;
    const n = Number(board);
    setCorrected(null);
    if (isLate(current)) {
      setLate({ round: current.number, board: n, result });
      return;
    }
    commands.setResult(current.number, n, result).then(() => entered(n), (err: AppError) => {
      // Another window paired the next round meanwhile: it is a late correction.
      if (err.messageCode === "store-late-result-needs-reason") setLate({ round: current.number, board: n, result });
      else setError(err);
    });
  };

  const select = (n: number) => {
    setBoard(String(n));
    setLast(n);
    resultInput.current?.focus();
    resultInput.current?.select();
  };

  return (
    <section class="screen results" aria-labelledby="screen-title">
      <div class="screen-head">
        <h1 id="screen-title">{t("ui-nav-results")}</h1>
        <RoundTabs rounds={rounds} current={current} select={setSelected} />
        <div class="tabs" role="tablist">
          <button type="button" role="tab" data-view="standings" class={view === "standings" ? "active" : ""} aria-selected={view === "standings"} onClick={() => setView("standings")}>{t("ui-results-standings")}</button>
          <button type="button" role="tab" data-view="crosstable" class={view === "crosstable" ? "active" : ""} aria-selected={view === "crosstable"} onClick={() => setView("crosstable")}>{t("ui-results-crosstable")}</button>
        </div>
      </div>
      <div class={view === "crosstable" ? "results-grid wide" : "results-grid"}>
        <div>
          {current ? (
            <>
              <form class="field-row result-entry" onSubmit={enter} data-testid="result-entry">
                <label>{t("ui-boards-board")}<input ref={boardInput} name="board" data-search inputMode="numeric" value={board} onInput={(e) => setBoard((e.target as HTMLInputElement).value)} /></label>
                <label>{t("ui-boards-result")}<input ref={resultInput} name="result" class="mono" placeholder="1-0 · 0-1 · 1/2 · +- · -+ · --" value={result} onInput={(e) => setResult((e.target as HTMLInputElement).value)} /></label>
                <button type="submit">{isLate(current) ? t("ui-results-correct") : t("ui-results-enter")}</button>
              </form>
              {isLate(current) && <p class="notice small" data-testid="late-notice">{t("ui-results-late-notice", { round: current.number, next: current.number + 1 })}</p>}
              {error && <ErrorBox error={error} />}
              {corrected && <Correction view={corrected} />}
              {view === "standings" && <BoardsTable round={current} highlight={last} onSelect={select} disputes={playedWithCards(event)} />}
            </>
          ) : (
            <p class="muted">{t("ui-common-no-rounds-paired-yet")}</p>
          )}
        </div>
        <div>
          <div class="toolbar">
            <PrintButton form={view} label={t("ui-results-print")} />
          </div>
          {view === "standings" ? (
            <Loaded state={standings} retry={retryStandings}>
              {(s) => (
                <>
                  <p class="standings-when" data-testid="standings-when">
                    <strong>{s.rounds > 0 ? t("ui-standings-after", { round: s.rounds }) : t("ui-standings-start")}</strong>
                    {s.inPlay != null && <span class="tag warn"> {t("ui-standings-in-play", { round: s.inPlay })}</span>}
                  </p>
                  <table class="data" data-testid="standings">
                    <thead><tr><th>#</th><th>{t("ui-results-name")}</th><th>Elo</th><th>{t("ui-results-pts")}</th>{s.columns.map((c) => <th class="num">{c}</th>)}</tr></thead>
                    <tbody>
                      {s.rows.map((r) => (
                        <tr><td class="num">{r.shared ? `${r.rank}=` : r.rank}</td><td>{r.name}</td><td class="num">{r.rating || ""}</td><td class="num strong">{r.points}</td>{r.tiebreaks.map((v) => <td class="num">{v}</td>)}</tr>
                      ))}
                    </tbody>
                  </table>
                  {s.notes.map((n) => <p class="muted small">{n}</p>)}
                </>
              )}
            </Loaded>
          ) : (
            <Loaded state={cross} retry={retryCross}>
              {(c) => (
                <div>
                  <p class="standings-when">
                    <strong>{c.rounds > 0 ? t("ui-standings-after", { round: c.rounds }) : t("ui-standings-start")}</strong>
                    {c.inPlay != null && <span class="tag warn"> {t("ui-standings-in-play", { round: c.inPlay })}</span>}
                  </p>
                  <table class="data cross" data-testid="crosstable">
                    <thead><tr>{c.headings.map((h, i) => <th class={c.roundColumns[i] ? "center" : ""}>{h}</th>)}</tr></thead>
                    <tbody>
                      {c.rows.map((r) => (
                        <tr>{r.map((cell, i) => <td class={c.roundColumns[i] ? "center mono cell" : i === 2 ? "nowrap" : ""}>{cell}</td>)}</tr>
                      ))}
                    </tbody>
                  </table>
                  <p class="muted small">{c.legend}</p>
                </div>
              )}
            </Loaded>
          )}
        </div>
      </div>
      {late && (
        <LateCorrection pending={late} arbiter={event?.call.chiefArbiter ?? ""} onCancel={() => setLate(null)}
          onDone={(v) => { setLate(null); setCorrected(v); entered(v.board.board); setCorrected(v); }} />
      )}
    </section>
  );
}

/** The dialog of a late correction: the reason and the arbiter are required. */
function LateCorrection({ pending, arbiter: chief, onCancel, onDone }: { pending: Pending; arbiter: string; onCancel: () => void; onDone: (v: CorrectionView) => void }) {
  const { t } = useI18n();
  const [reason, setReason] = useState("");
  const [arbiter, setArbiter] = useState(chief);
  const [error, setError] = useState<AppError | null>(null);
  const confirm = () =>
    commands.correctResult(pending.round, pending.board, pending.result, reason, arbiter).then(onDone, setError);
  return (
    <ConfirmDialog testid="late-correction" title={t("ui-results-late-title", { round: pending.round, board: pending.board })}
      confirm={t("ui-results-late-confirm")} canConfirm={reason.trim() !== "" && arbiter.trim() !== ""} onConfirm={confirm} onCancel={onCancel}>
      <p>{t("ui-results-late-body", { next: pending.round + 1, result: pending.result })}</p>
      <label>{t("ui-common-reason")}<input name="reason" value={reason} onInput={(e) => setReason((e.target as HTMLInputElement).value)} /></label>
      <label>{t("ui-common-arbiter")}<input name="arbiter" value={arbiter} onInput={(e) => setArbiter((e.target as HTMLInputElement).value)} /></label>
      {error && <ErrorBox error={error} />}
    </ConfirmDialog>
  );
}

/** What a late correction did: its register entry and the pairings it would have changed. */
function Correction({ view }: { view: CorrectionView }) {
  const { t } = useI18n();
  const pair = (p: [{ name: string }, { name: string } | null]) => `${p[0].name} – ${p[1] ? p[1].name : t("label-result-kind-bye")}`;
  return (
    <div class="notice" data-testid="correction" role="status">
      <p><strong>{t("ui-results-corrected", { board: view.board.board, result: view.board.result, entry: view.entry ?? 0 })}</strong></p>
      {view.changed.length === 0 ? (
        <p class="small">{t("ui-results-no-pairing-changed")}</p>
      ) : (
        view.changed.map((c) => (
          <div class="small" data-testid={`changed-${c.round}`}>
            <p>{t("ui-results-pairing-changed", { round: c.round })}</p>
            <ul>
              {c.stored.map((p) => <li>{t("ui-results-stored-pair", { pair: pair(p) })}</li>)}
              {c.engine.map((p) => <li>{t("ui-results-engine-pair", { pair: pair(p) })}</li>)}
            </ul>
          </div>
        ))
      )}
    </div>
  );
}
