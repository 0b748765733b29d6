// Clocks (AM-R13): one board's clock in large digits on the store's clock
// log. The running side completes a move or commits a card (a card consumes
// the move's time and earns the increment like a move); pauses and
// resumptions name the arbiter; a time adjustment is a sanction of the
// offender (FIDE 12.9.2 / 12.9.3) recorded with its incident.
import { useCallback, useEffect, useState } from "preact/hooks";
import { AppError, commands, type AdjustHow, type ClockActionForm, type ClockActionKind, type ClockView, type DisciplineView } from "../ipc";
import { useI18n, type MessageKey } from "../i18n";
import { ErrorBox } from "../components/Async";
import { NeedsEvent } from "../components/NeedsEvent";
import { useEvent } from "../event-context";
import { useNav } from "../nav";
import { RoundTabs, useRounds } from "./Rounds";

export function Clocks() {
  const { t } = useI18n();
  const { event } = useEvent();
  if (!event) return <NeedsEvent title={t("ui-nav-clocks")} />;
  return <ClocksView />;
}

/** `m:ss` (or `h:mm:ss`), tenths under ten seconds. */
export function clockText(ms: number): string {
  const total = Math.max(0, ms);
  const s = Math.floor(total / 1000);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  if (total < 10_000) return `0:0${sec}.${Math.floor((total % 1000) / 100)}`;
  const mm = h > 0 ? String(m).padStart(2, "0") : String(m);
  return `${h > 0 ? `${h}:` : ""}${mm}:${String(sec).padStart(2, "0")}`;
}

function ClocksView() {
  const { t } = useI18n();
  const { rounds, current, setSelected } = useRounds();
  const [board, setBoard] = useState(1);
  const boards = current?.boards.filter((b) => b.black) ?? [];
  return (
    <section class="screen clocks" aria-labelledby="screen-title">
      <div class="screen-head">
        <h1 id="screen-title">{t("ui-nav-clocks")}</h1>
        <RoundTabs rounds={rounds} current={current} select={setSelected} />
        {boards.length > 0 && (
          <label class="inline">{t("ui-boards-board")}{" "}
            <select name="board" data-testid="clock-board" onChange={(e) => setBoard(Number((e.target as HTMLSelectElement).value))}>
              {boards.map((b) => <option value={b.board} selected={b.board === board}>{b.board}: {b.white.name} – {b.black?.name}</option>)}
            </select>
          </label>
        )}
      </div>
      {current && boards.some((b) => b.board === board) ? (
        <BoardClock key={`${current.number}-${board}`} round={current.number} board={board} />
      ) : (
        <p class="muted">{t("ui-clocks-choose-paired-round-board")}</p>
      )}
    </section>
  );
}

function BoardClock({ round, board }: { round: number; board: number }) {
  const { t } = useI18n();
  const { event } = useEvent();
  const nav = useNav();
  const [clock, setClock] = useState<ClockView | null>(null);
  const [fetched, setFetched] = useState(Date.now());
  const [now, setNow] = useState(Date.now());
  const [error, setError] = useState<AppError | null>(null);
  const [arbiter, setArbiter] = useState(event?.call.chiefArbiter ?? "");
  const show = (c: ClockView) => { setClock(c); setFetched(Date.now()); setError(null); };
  const { lang } = useI18n();
  useEffect(() => { commands.boardClock(round, board).then(show, setError); }, [round, board, lang]);
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 100);
    return () => window.clearInterval(id);
  }, []);
  const act = useCallback((a: Partial<ClockActionForm> & { kind: ClockActionKind }) =>
    commands.clockAction(round, board, { side: null, reason: null, arbiter: null, note: null, ...a }).then(show, setError), [round, board]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!clock?.running || (e.target instanceof HTMLElement && e.target.matches("input, textarea, select"))) return;
      if (e.code === "Space") { e.preventDefault(); act({ kind: "move", side: clock.running }); }
      if (e.key === "c" || e.key === "C") { e.preventDefault(); act({ kind: "card", side: clock.running }); }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [clock, act]);
  if (!clock) return error ? <ErrorBox error={error} /> : <p class="muted">{t("ui-clocks-loading")}</p>;
  const elapsed = clock.running && !clock.paused && !clock.stopped && !clock.finished ? now - fetched : 0;
  const left = (side: "white" | "black") => (side === "white" ? clock.whiteMs : clock.blackMs) - (clock.running === side ? elapsed : 0);
  const face = (side: "white" | "black") => {
    const name = side === "white" ? clock.white : clock.black;
    const id = side === "white" ? clock.whiteId : clock.blackId;
    const running = clock.running === side && !clock.paused;
    const ms = left(side);
    return (
      <div class={`clock-face ${side} ${running ? "running" : ""} ${ms <= 0 ? "flag" : ""}`} data-side={side}>
        <div class="clock-name">{side === "white" ? "♔" : "♚"} {name}</div>
        <div class="clock-digits mono" data-testid={`clock-${side}`}>{clockText(ms)}</div>
        <div class="clock-moves small">{t("ui-clocks-moves")}: {side === "white" ? clock.whiteMoves : clock.blackMoves}</div>
        {running && !clock.stopped && !clock.finished && (
          <div class="clock-actions">
            <button type="button" class="primary" data-testid={`move-${side}`} onClick={() => act({ kind: "move", side })} title={t("ui-clocks-space")}>{t("ui-clocks-move")}</button>
            <button type="button" data-testid={`card-${side}`} onClick={() => act({ kind: "card", side })} title="C">{t("ui-clocks-card-committed")}</button>
            <button type="button" onClick={() => act({ kind: "reaction", side })}>{t("ui-clocks-reaction")}</button>
          </div>
        )}
        <button type="button" class="link small" onClick={() => nav.logIncident({ round, board, player: id })}>{t("ui-clocks-log-incident")}</button>
      </div>
    );
  };
  return (
    <div class="clock-board" data-testid="board-clock">
      <button type="button" class="link small" data-dispute={board} onClick={() => nav.openDispute({ round, board })}>{t("ui-dispute-new")}</button>
      <p class="muted">
        {t("ui-clocks-time-control")} <strong class="mono">{clock.timeControl}</strong>
        {clock.paused && <> · <strong class="status-failed" data-testid="clock-paused">{t("ui-clocks-paused")}</strong></>}
        {clock.stopped && <> · <strong>{t("ui-clocks-stopped")}</strong></>}
        {clock.finished && <> · <strong data-testid="clock-finished">{t("ui-clocks-game-over", { result: clock.result })}</strong></>}
        {clock.flag && !clock.finished && <> · <strong class="status-rejected" data-testid="clock-flag">{t("ui-clocks-flag-fell")}: {clock.flag === "white" ? clock.white : clock.black}</strong></>}
      </p>
      <div class="clock-faces">{face("white")}{face("black")}</div>
      <div class="toolbar clock-controls">
        {!clock.started && !clock.finished && <button type="button" class="primary" data-testid="clock-start" onClick={() => act({ kind: "start", side: "white" })}>{t("ui-clocks-start-white")}</button>}
        {clock.started && !clock.stopped && !clock.paused && !clock.finished && (
          <>
            <button type="button" data-testid="clock-pause" onClick={() => act({ kind: "pause", reason: "arbiter", arbiter })}>{t("ui-clocks-arbiter-pause")}</button>
            <button type="button" onClick={() => act({ kind: "pause", reason: "agreement", arbiter })}>{t("ui-clocks-pause-agreement")}</button>
          </>
        )}
        {clock.paused && !clock.finished && <button type="button" class="primary" data-testid="clock-resume" onClick={() => act({ kind: "resume", arbiter })}>{t("ui-clocks-resume")}</button>}
        {clock.started && !clock.stopped && !clock.finished && <button type="button" onClick={() => act({ kind: "stop" })}>{t("ui-clocks-end-game")}</button>}
        <label class="inline">{t("ui-clocks-arbiter")} <input name="arbiter" value={arbiter} onInput={(e) => setArbiter((e.target as HTMLInputElement).value)} /></label>
      </div>
      {error && <ErrorBox error={error} />}
      <div class="clock-lower">
        <Adjust clock={clock} arbiter={arbiter} onDone={show} />
        <div class="card">
          <h2>{t("ui-clocks-clock-log")}</h2>
          <table class="data small" data-testid="clock-log">
            <tbody>
              {clock.log.slice(-12).reverse().map((l) => (
                <tr>
                  <td class="num">{l.seq}</td>
                  <td class="mono">{l.recordedAt.slice(11, 19)}</td>
                  <td>{t(KIND_LABELS[l.kind])}{l.side && ` · ${l.side === "white" ? t("ui-clocks-white") : t("ui-clocks-black")}`}{l.reason && ` · ${t(l.reason === "agreement" ? "label-pause-agreement" : "label-pause-arbiter")}`}{l.deltaMs != null && ` ${l.deltaMs > 0 ? "+" : ""}${l.deltaMs / 1000} s`}</td>
                  <td class="muted">{[l.arbiter, l.note].filter(Boolean).join(" · ")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </div>
  );
}

/** The label of each clock event (every kind the shell has). */
const KIND_LABELS: Record<ClockActionKind, MessageKey> = {
  start: "label-clock-start", move: "label-clock-move", card: "label-clock-card", reaction: "label-clock-reaction",
  hand_back: "label-clock-hand-back", pause: "label-clock-pause", resume: "label-clock-resume", adjust: "label-clock-adjust", stop: "label-clock-stop",
};

function Adjust({ clock, arbiter, onDone }: { clock: ClockView; arbiter: string; onDone: (c: ClockView) => void }) {
  const { t } = useI18n();
  const { lang } = useI18n();
  const [offender, setOffender] = useState(clock.blackId);
  const [how, setHow] = useState<AdjustHow>("add-to-opponent");
  const [seconds, setSeconds] = useState(120);
  const [fault, setFault] = useState("illegal-move");
  const [description, setDescription] = useState("");
  const [reason, setReason] = useState("");
  const [faults, setFaults] = useState<DisciplineView["faults"]>([]);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<AppError | null>(null);
  useEffect(() => { commands.discipline().then((d) => setFaults(d.faults), setError); }, []);
  const submit = (e: Event) => {
    e.preventDefault();
    commands.adjustClock(clock.round, clock.board, { offender, how, seconds, fault, description, arbiter, reason }).then((o) => {
      setDone(t("ui-clocks-adjust-recorded", { incident: o.incidentSeq, sanction: o.sanctionSeq ?? "–" }) + (o.effects.length ? ` ${o.effects.join("; ")}` : ""));
      setError(null);
      onDone(o.clock);
    }, setError);
  };
  return (
    <form class="card form-grid compact" data-testid="clock-adjust" onSubmit={submit}>
      <h2>{t("ui-clocks-time-adjustment-sanction-fide-12")}</h2>
      <label>{t("ui-clocks-offender")}
        <select name="offender" onChange={(e) => setOffender(Number((e.target as HTMLSelectElement).value))}>
          <option value={clock.whiteId} selected={offender === clock.whiteId}>{clock.white}</option>
          <option value={clock.blackId} selected={offender === clock.blackId}>{clock.black}</option>
        </select>
      </label>
      <label>{t("ui-clocks-adjustment")}
        <select name="how" onChange={(e) => setHow((e.target as HTMLSelectElement).value as AdjustHow)}>
          <option value="add-to-opponent" selected={how === "add-to-opponent"}>{t("ui-clocks-time-opponent-12-9-2")}</option>
          <option value="remove-from-offender" selected={how === "remove-from-offender"}>{t("ui-clocks-time-from-offender-12-9")}</option>
        </select>
      </label>
      <label>{t("ui-clocks-seconds")}<input name="seconds" type="number" min={1} value={seconds} onInput={(e) => setSeconds(Number((e.target as HTMLInputElement).value) || 0)} /></label>
      <label>{t("ui-clocks-fault")}
        <select name="fault" onChange={(e) => setFault((e.target as HTMLSelectElement).value)}>
          {faults.map((f) => <option value={f.code} selected={f.code === fault}>{lang === "es" ? f.label.es : f.label.en}</option>)}
        </select>
      </label>
      <label class="wide">{t("ui-clocks-what-happened")}<input name="description" value={description} onInput={(e) => setDescription((e.target as HTMLInputElement).value)} /></label>
      <label class="wide">{t("ui-clocks-reason-if-differs-from-ladder")}<input name="reason" value={reason} onInput={(e) => setReason((e.target as HTMLInputElement).value)} /></label>
      <div class="form-actions"><button type="submit" class="primary">{t("ui-clocks-record-adjustment")}</button></div>
      {done && <p class="ok small wide" data-testid="adjust-done">{done}</p>}
      {error && <ErrorBox error={error} />}
    </form>
  );
}
