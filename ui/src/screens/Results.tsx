// Results: fast entry (board, result, Enter), and the standings with the
// event's tie-break columns (C.07).
import { useCallback, useRef, useState } from "preact/hooks";
import { AppError, commands } from "../ipc";
import { useI18n, useTr } from "../i18n";
import { ErrorBox, Loaded, useCommand } from "../components/Async";
import { PrintButton } from "../components/Print";
import { NeedsEvent } from "../components/NeedsEvent";
import { useEvent } from "../event-context";
import { BoardsTable } from "./BoardsTable";
import { RoundTabs, useRounds } from "./Rounds";

export function Results() {
  const { t } = useI18n();
  const { event } = useEvent();
  if (!event) return <NeedsEvent title={t("nav.results")} />;
  return <ResultsView />;
}

function ResultsView() {
  const { t } = useI18n();
  const tr = useTr();
  const { rounds, current, setSelected, reload } = useRounds();
  const [board, setBoard] = useState("");
  const [result, setResult] = useState("");
  const [error, setError] = useState<AppError | null>(null);
  const [last, setLast] = useState<number | null>(null);
  const boardInput = useRef<HTMLInputElement>(null);
  const loadStandings = useCallback(() => commands.standings(), []);
  const [standings, retryStandings] = useCommand(loadStandings);
  const loadCross = useCallback(() => commands.crosstable(), []);
  const [cross, retryCross] = useCommand(loadCross);
  const [view, setView] = useState<"standings" | "crosstable">("standings");

  const enter = (e: Event) => {
    e.preventDefault();
    if (!current) return;
    const n = Number(board);
    commands.setResult(current.number, n, result).then(() => {
      setLast(n);
      setBoard("");
      setResult("");
      setError(null);
      reload();
      retryStandings();
      retryCross();
      boardInput.current?.focus();
    }, setError);
  };

  return (
    <section class="screen results" aria-labelledby="screen-title">
      <div class="screen-head">
        <h1 id="screen-title">{t("nav.results")}</h1>
        <RoundTabs rounds={rounds} current={current} select={setSelected} />
      </div>
      <div class="results-grid">
        <div>
          {current ? (
            <>
              <form class="field-row result-entry" onSubmit={enter} data-testid="result-entry">
                <label>{tr("Mesa", "Board")}<input ref={boardInput} name="board" data-search inputMode="numeric" value={board} onInput={(e) => setBoard((e.target as HTMLInputElement).value)} /></label>
                <label>{tr("Resultado", "Result")}<input name="result" class="mono" placeholder="1-0 · 0-1 · 1/2 · +- · -+ · --" value={result} onInput={(e) => setResult((e.target as HTMLInputElement).value)} /></label>
                <button type="submit">{tr("Anotar ↵", "Enter ↵")}</button>
              </form>
              {error && <ErrorBox error={error} />}
              <BoardsTable round={current} highlight={last} />
            </>
          ) : (
            <p class="muted">{tr("Aún no hay rondas emparejadas.", "No rounds paired yet.")}</p>
          )}
        </div>
        <div>
          <div class="toolbar">
            <div class="tabs" role="tablist">
              <button type="button" role="tab" data-view="standings" class={view === "standings" ? "active" : ""} aria-selected={view === "standings"} onClick={() => setView("standings")}>{tr("Clasificación", "Standings")}</button>
              <button type="button" role="tab" data-view="crosstable" class={view === "crosstable" ? "active" : ""} aria-selected={view === "crosstable"} onClick={() => setView("crosstable")}>{tr("Cuadro cruzado", "Crosstable")}</button>
            </div>
            <PrintButton form={view} label={tr("Imprimir", "Print")} />
          </div>
          {view === "standings" ? (
            <Loaded state={standings} retry={retryStandings}>
              {(s) => (
                <>
                  <table class="data" data-testid="standings">
                    <thead><tr><th>#</th><th>{tr("Nombre", "Name")}</th><th>Elo</th><th>{tr("Ptos", "Pts")}</th>{s.columns.map((c) => <th class="num">{c}</th>)}</tr></thead>
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
                <div class="table-wrap">
                  <table class="data cross" data-testid="crosstable">
                    <thead><tr><th>#</th><th>{tr("Nombre", "Name")}</th>{Array.from({ length: c.rounds }, (_, i) => <th class="center">{i + 1}</th>)}<th>{tr("Ptos", "Pts")}</th>{c.columns.map((col) => <th class="num">{col}</th>)}</tr></thead>
                    <tbody>
                      {c.rows.map((r) => (
                        <tr>
                          <td class="num">{r.shared ? `${r.rank}=` : r.rank}</td><td class="nowrap">{r.name}</td>
                          {r.cells.map((cell) => <td class="center mono cell">{cell.opponent ?? ""}<span class="muted">{cell.colour}</span>{cell.result}</td>)}
                          <td class="num strong">{r.points}</td>{r.tiebreaks.map((v) => <td class="num">{v}</td>)}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                  <p class="muted small">{tr("Cada casilla: línea del rival en el cuadro, color (w/b) y resultado.", "Each cell: the opponent's line in the table, colour (w/b) and result.")}</p>
                </div>
              )}
            </Loaded>
          )}
        </div>
      </div>
    </section>
  );
}
