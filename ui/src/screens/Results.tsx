// Results: fast entry (board, result, Enter), and the standings with the
// event's tie-break columns (C.07).
import { useCallback, useRef, useState } from "preact/hooks";
import { AppError, commands } from "../ipc";
import { useI18n, useTr } from "../i18n";
import { ErrorBox, Loaded, useCommand } from "../components/Async";
import { NeedsEvent } from "../components/NeedsEvent";
import { useEvent } from "../event-context";
import { BoardsTable } from "./BoardsTable";
import { useRounds } from "./Rounds";

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
      boardInput.current?.focus();
    }, setError);
  };

  return (
    <section class="screen results" aria-labelledby="screen-title">
      <div class="screen-head">
        <h1 id="screen-title">{t("nav.results")}</h1>
        <div class="tabs" role="tablist">
          {rounds.map((r) => (
            <button type="button" role="tab" class={current?.number === r.number ? "active" : ""} aria-selected={current?.number === r.number} onClick={() => setSelected(r.number)}>
              {tr("Ronda", "Round")} {r.number}
            </button>
          ))}
        </div>
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
          <h2>{tr("Clasificación", "Standings")}</h2>
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
        </div>
      </div>
    </section>
  );
}
