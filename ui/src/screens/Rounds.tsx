// Rounds: pair the next round with the event's system, see each round's
// boards and the checker's warnings, publish.
import { useCallback, useEffect, useState } from "preact/hooks";
import { AppError, commands, type RoundView } from "../ipc";
import { useI18n, useTr } from "../i18n";
import { ErrorBox } from "../components/Async";
import { NeedsEvent } from "../components/NeedsEvent";
import { useEvent } from "../event-context";
import { BoardsTable } from "./BoardsTable";

export function Rounds() {
  const { t } = useI18n();
  const { event } = useEvent();
  if (!event) return <NeedsEvent title={t("nav.rounds")} />;
  return <RoundsView />;
}

/** Loads every round; `selected` follows the latest unless the user picks one. */
export function useRounds() {
  const [rounds, setRounds] = useState<RoundView[]>([]);
  const [selected, setSelected] = useState<number | null>(null);
  const [error, setError] = useState<AppError | null>(null);
  const reload = useCallback(
    () => commands.listRounds().then((r) => { setRounds(r); setError(null); }, setError),
    [],
  );
  useEffect(() => { reload(); }, [reload]);
  const current = rounds.find((r) => r.number === selected) ?? rounds[rounds.length - 1] ?? null;
  return { rounds, current, setSelected, reload, error, setError, setRounds };
}

function RoundsView() {
  const { t } = useI18n();
  const tr = useTr();
  const { event, refresh } = useEvent();
  const { rounds, current, setSelected, reload, error, setError } = useRounds();
  const [warnings, setWarnings] = useState<string[]>([]);
  const next = (event?.roundsPaired ?? 0) + 1;
  const pair = () =>
    commands.pairNextRound().then((r) => { setWarnings(r.warnings); setSelected(r.number); reload(); refresh(); }, setError);
  const publish = (n: number) => commands.publishRound(n).then(() => { reload(); refresh(); }, setError);
  return (
    <section class="screen rounds" aria-labelledby="screen-title">
      <div class="screen-head">
        <h1 id="screen-title">{t("nav.rounds")}</h1>
        <button type="button" class="primary" data-testid="pair-next" onClick={pair}>{tr(`Emparejar ronda ${next}`, `Pair round ${next}`)}</button>
        <div class="tabs" role="tablist">
          {rounds.map((r) => (
            <button type="button" role="tab" aria-selected={current?.number === r.number} class={current?.number === r.number ? "active" : ""} data-round={r.number} onClick={() => setSelected(r.number)}>
              {tr("Ronda", "Round")} {r.number}
            </button>
          ))}
        </div>
      </div>
      {error && <ErrorBox error={error} />}
      {warnings.length > 0 && (
        <div class="notice" data-testid="pairing-warnings">
          <strong>{tr("Avisos del verificador (C.04.1)", "Checker warnings (C.04.1)")}</strong>
          <ul>{warnings.map((w) => <li>{w}</li>)}</ul>
        </div>
      )}
      {current ? (
        <div data-testid="round-view">
          <p class="muted">
            {tr("Sistema", "System")}: <strong>{current.system}</strong> · {tr("estado", "status")}: <strong data-testid="round-status">{current.status}</strong>
            {current.chess960 && <> · Chess960 {current.chess960}</>}
            {current.backupFile && <> · {tr("copia", "backup")}: <span class="mono small">{current.backupFile}</span></>}
          </p>
          <BoardsTable round={current} />
          <PrintButton round={current.number} />
          {current.status !== "published" && (
            <button type="button" data-testid="publish" onClick={() => publish(current.number)}>{tr("Publicar ronda", "Publish round")} {current.number}</button>
          )}
        </div>
      ) : (
        <p class="muted">{tr("Aún no hay rondas emparejadas.", "No rounds paired yet.")}</p>
      )}
    </section>
  );
}

function PrintButton({ round }: { round: number }) {
  const tr = useTr();
  const [printed, setPrinted] = useState<string | null>(null);
  const [error, setError] = useState<AppError | null>(null);
  return (
    <span class="print">
      <button type="button" data-testid="print-scoresheets" onClick={() =>
        commands.printScoresheets(round).then((p) => { setPrinted(`${p.file} (${p.pages} ${tr("págs.", "pages")})`); setError(null); }, setError)}>
        {tr("Imprimir planillas (PDF)", "Print scoresheets (PDF)")}
      </button>
      {printed && <span class="ok" data-testid="printed"> {printed}</span>}
      {error && <ErrorBox error={error} />}
    </span>
  );
}
