// Game records: each board's stored record (moves, card events, clock
// times). Attach a file of the event folder to a board (the shell replays it
// through the engines first and refuses it, storing nothing, if any event
// does not replay), step through the replay position by position on the
// board, and export the record back to the folder.
import { useCallback, useEffect, useState } from "preact/hooks";
import { AppError, commands, type AttachedView, type ExportTarget, type ExportedRecord, type RecordView, type ReplayView, type RoundView } from "../ipc";
import { useI18n } from "../i18n";
import { ErrorBox, Loaded, useCommand } from "../components/Async";
import { Board } from "../components/Board";
import { NeedsEvent } from "../components/NeedsEvent";
import { useEvent } from "../event-context";
import { RoundTabs, useRounds } from "./Rounds";
import { clockText } from "./Clocks";

export function Records() {
  const { t } = useI18n();
  const { event } = useEvent();
  if (!event) return <NeedsEvent title={t("ui-nav-records")} />;
  return <RecordsView />;
}

function RecordsView() {
  const { t } = useI18n();
  const { rounds, current, setSelected, reload: reloadRounds, error: roundsError } = useRounds();
  const [records, setRecords] = useState<RecordView[]>([]);
  const [board, setBoard] = useState<number | null>(null);
  const [replay, setReplay] = useState<ReplayView | null>(null);
  const [error, setError] = useState<AppError | null>(null);
  const round = current?.number ?? null;
  const loadRecords = useCallback(() => {
    if (round == null) return;
    commands.listRecords(round).then(setRecords, setError);
  }, [round]);
  useEffect(() => { loadRecords(); setReplay(null); setBoard(null); }, [loadRecords]);
  const open = (n: number) => {
    if (round == null) return;
    setBoard(n);
    setError(null);
    commands.replayRecord(round, n).then(setReplay, (e) => { setReplay(null); setError(e); });
  };

  return (
    <section class="screen records" aria-labelledby="screen-title">
      <div class="screen-head">
        <h1 id="screen-title">{t("ui-nav-records")}</h1>
        <RoundTabs rounds={rounds} current={current} select={setSelected} />
      </div>
      {roundsError && <ErrorBox error={roundsError} />}
      {!current ? (
        <p class="muted">{t("ui-common-no-rounds-paired-yet")}</p>
      ) : (
        <div class="records-grid">
          <div>
            <RecordBoards round={current} records={records} selected={board} open={open} />
            <Attach round={current} records={records} onAttached={(n) => { loadRecords(); reloadRounds(); open(n); }} />
          </div>
          <div>
            {error && <ErrorBox error={error} />}
            {replay ? <Replay replay={replay} /> : <p class="muted">{t("ui-records-choose-board-record-replay")}</p>}
          </div>
        </div>
      )}
    </section>
  );
}

function RecordBoards({ round, records, selected, open }: { round: RoundView; records: RecordView[]; selected: number | null; open: (board: number) => void }) {
  const { t } = useI18n();
  const byBoard = new Map(records.map((r) => [r.board, r]));
  return (
    <table class="data" data-testid="record-boards">
      <thead><tr><th>{t("ui-boards-board")}</th><th>{t("ui-boards-white")}</th><th>{t("ui-boards-black")}</th><th>{t("ui-records-res")}</th><th>{t("ui-records-record")}</th></tr></thead>
      <tbody>
        {round.boards.map((b) => {
          const rec = byBoard.get(b.board);
          return (
            <tr class={selected === b.board ? "selected" : ""} data-board={b.board}>
              <td class="num">{b.board}</td><td>{b.white.name}</td><td>{b.black?.name ?? t("ui-records-bye")}</td>
              <td class="mono">{b.result}</td>
              <td>
                {rec ? (
                  <button type="button" data-replay={b.board} onClick={() => open(b.board)}>
                    {rec.summary ? `${rec.summary.result} · ${rec.summary.events} ${t("ui-records-events")}` : rec.format} ▸
                  </button>
                ) : <span class="muted small">—</span>}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function Attach({ round, records, onAttached }: { round: RoundView; records: RecordView[]; onAttached: (board: number) => void }) {
  const { t } = useI18n();
  const { event } = useEvent();
  const load = useCallback(() => commands.eventFolder(), []);
  const [folder, retryFolder] = useCommand(load);
  const [board, setBoard] = useState("");
  const [file, setFile] = useState("");
  const [arbiter, setArbiter] = useState(event?.call.chiefArbiter ?? "");
  const [reason, setReason] = useState("");
  const [enter, setEnter] = useState(true);
  const [error, setError] = useState<AppError | null>(null);
  const [done, setDone] = useState<AttachedView | null>(null);
  const replacing = records.some((r) => r.board === Number(board));
  const submit = (e: Event) => {
    e.preventDefault();
    const n = Number(board);
    commands.attachRecord({ round: round.number, board: n, file, arbiter, replaceReason: replacing ? reason : null, enterResult: enter }).then(
      (attached) => { setDone(attached); setError(null); setReason(""); onAttached(n); },
      (err) => { setDone(null); setError(err); },
    );
  };
  return (
    <form class="card form-grid compact" data-testid="attach-record" onSubmit={submit}>
      <h2>{t("ui-records-attach-record-from-folder")}</h2>
      <label>{t("ui-boards-board")}<input name="board" inputMode="numeric" required value={board} onInput={(e) => setBoard((e.target as HTMLInputElement).value)} /></label>
      <label>{t("ui-records-file-pgn-json")}
        <Loaded state={folder} retry={retryFolder}>
          {(f) => (
            <select name="file" required value={file} onChange={(e) => setFile((e.target as HTMLSelectElement).value)}>
              <option value="">—</option>
              {(f.records ?? []).map((r) => <option value={r.name}>{r.name}</option>)}
            </select>
          )}
        </Loaded>
      </label>
      <label>{t("ui-clocks-arbiter")}<input name="arbiter" required value={arbiter} onInput={(e) => setArbiter((e.target as HTMLInputElement).value)} /></label>
      {replacing && <label class="wide">{t("ui-records-reason-replace-stored-record")}<input name="reason" required value={reason} onInput={(e) => setReason((e.target as HTMLInputElement).value)} /></label>}
      <label class="inline wide"><input type="checkbox" checked={enter} onChange={(e) => setEnter((e.target as HTMLInputElement).checked)} /> {t("ui-records-enter-record-s-result-if")}</label>
      <div class="form-actions"><button type="submit" class="primary">{t("ui-records-check-attach")}</button> <button type="button" onClick={retryFolder}>{t("ui-records-re-read-folder")}</button></div>
      {error && <ErrorBox error={error} />}
      {done && (
        <div class="ok" data-testid="attached">
          <p>{done.resultEntered ? t("ui-records-attached-with-result", { board: done.record.board }) : t("ui-records-attached", { board: done.record.board })}</p>
          {done.notes.map((n) => <p class="muted small">{n}</p>)}
        </div>
      )}
    </form>
  );
}

function Replay({ replay }: { replay: ReplayView }) {
  const { t, lang } = useI18n();
  // Positions after each event, 1…last (the record's first position depends
  // on the variant, e.g. Chess960, so the replay starts after the first event).
  const last = replay.steps.length;
  const first = Math.min(1, last);
  const [ply, setPly] = useState(last);
  const [exported, setExported] = useState<ExportedRecord | null>(null);
  const [error, setError] = useState<AppError | null>(null);
  useEffect(() => { setPly(replay.steps.length); setExported(null); }, [replay]);
  const step = ply > 0 ? replay.steps[ply - 1] : null;
  const fen = step?.fen ?? replay.summary.finalFen;
  const onKey = (e: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowLeft: ply - 1, ArrowRight: ply + 1, Home: first, End: last };
    if (e.key in moves) {
      e.preventDefault();
      setPly(Math.max(first, Math.min(last, moves[e.key])));
    }
  };
  const exportAs = (to: ExportTarget) =>
    commands.exportRecord(replay.record.round, replay.record.board, to).then((x) => { setExported(x); setError(null); }, setError);
  const s = replay.summary;
  return (
    <div class="replay" data-testid="replay" tabIndex={0} onKeyDown={onKey}>
      <h2>{t("ui-records-round")} {replay.record.round} · {t("ui-records-board")} {replay.record.board} <span class="muted small mono">{replay.record.source}</span></h2>
      <p class="small">
        <strong data-testid="replay-result">{s.result}</strong> {s.reason && <span>· {s.reason}</span>} · {s.moves} {t("ui-clocks-moves")}{s.cardEvents > 0 && ` · ${s.cardEvents} ${t("ui-records-card-events")}`}
        {s.deck && <span data-testid="replay-deck"> · {t("ui-precedents-deck-version", { deck: s.deck.id, version: s.deck.version })}</span>}
        {replay.clockSource && <span class="muted"> · {t("ui-records-clock")}: {replay.clockSource}</span>}
      </p>
      <div class="replay-body">
        <Board fen={fen} label={step ? `${step.index + 1}. ${step.event}` : s.finalFen} />
        <div>
          <div class="toolbar">
            <button type="button" onClick={() => setPly(first)} aria-label={t("ui-records-start")}>⏮</button>
            <button type="button" data-step="back" onClick={() => setPly(Math.max(first, ply - 1))} aria-label={t("ui-records-back")}>◀</button>
            <span class="mono" data-testid="replay-ply">{ply}/{last}</span>
            <button type="button" data-step="forward" onClick={() => setPly(Math.min(last, ply + 1))} aria-label={t("ui-records-forward")}>▶</button>
            <button type="button" onClick={() => setPly(last)} aria-label={t("ui-records-end")}>⏭</button>
          </div>
          {step && (
            <p data-testid="replay-step">
              <span class="mono">{step.index + 1}. {step.side ?? ""} {step.event}</span>{" "}
              {step.status !== "ok" && <span class="badge warn">{step.status}</span>}
              {step.error && <span class="small"> {lang === "es" ? step.error.es : step.error.en}</span>}
              {(step.whiteMs != null || step.blackMs != null) && (
                <span class="muted small mono"> ⏱ {step.whiteMs != null ? clockText(step.whiteMs) : "–"} / {step.blackMs != null ? clockText(step.blackMs) : "–"}</span>
              )}
            </p>
          )}
          <ol class="events replay-list">
            {replay.steps.map((st, i) => (
              <li class={i + 1 === ply ? "selected" : ""}><button type="button" class="link" onClick={() => setPly(i + 1)}>{st.event}</button>{st.status !== "ok" && <span class="badge warn">{st.status}</span>}</li>
            ))}
          </ol>
          {replay.notes.map((n) => <p class="muted small">{n}</p>)}
          <div class="toolbar">
            <span>{t("ui-records-export-folder")}</span>
            <button type="button" data-export="stored" onClick={() => exportAs("stored")}>{t("ui-records-as-stored")}</button>
            <button type="button" data-export="pgn" onClick={() => exportAs("pgn")}>PGN</button>
            {s.engine === "cards" && <button type="button" data-export="json" onClick={() => exportAs("json")}>JSON</button>}
          </div>
          {exported && <p class="ok" data-testid="record-exported"><span class="mono">{exported.file}</span> ({exported.bytes} B)</p>}
          {error && <ErrorBox error={error} />}
        </div>
      </div>
    </div>
  );
}
