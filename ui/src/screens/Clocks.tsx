// Clocks (AM-R13): one board's clock in large digits on the store's clock
// log. The running side completes a move or commits a card (a card consumes
// the move's time and earns the increment like a move); pauses and
// resumptions name the arbiter; a time adjustment is a sanction of the
// offender (FIDE 12.9.2 / 12.9.3) recorded with its incident.
import { useCallback, useEffect, useState } from "preact/hooks";
import { AppError, commands, type ClockActionForm, type ClockView, type DisciplineView } from "../ipc";
import { useI18n, useTr } from "../i18n";
import { ErrorBox } from "../components/Async";
import { NeedsEvent } from "../components/NeedsEvent";
import { useEvent } from "../event-context";
import { useNav } from "../nav";
import { RoundTabs, useRounds } from "./Rounds";

export function Clocks() {
  const { t } = useI18n();
  const { event } = useEvent();
  if (!event) return <NeedsEvent title={t("nav.clocks")} />;
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
  const tr = useTr();
  const { rounds, current, setSelected } = useRounds();
  const [board, setBoard] = useState(1);
  const boards = current?.boards.filter((b) => b.black) ?? [];
  return (
    <section class="screen clocks" aria-labelledby="screen-title">
      <div class="screen-head">
        <h1 id="screen-title">{t("nav.clocks")}</h1>
        <RoundTabs rounds={rounds} current={current} select={setSelected} />
        {boards.length > 0 && (
          <label class="inline">{tr("Mesa", "Board")}{" "}
            <select name="board" data-testid="clock-board" onChange={(e) => setBoard(Number((e.target as HTMLSelectElement).value))}>
              {boards.map((b) => <option value={b.board} selected={b.board === board}>{b.board}: {b.white.name} – {b.black?.name}</option>)}
            </select>
          </label>
        )}
      </div>
      {current && boards.some((b) => b.board === board) ? (
        <BoardClock key={`${current.number}-${board}`} round={current.number} board={board} />
      ) : (
        <p class="muted">{tr("Elija una ronda emparejada y una mesa.", "Choose a paired round and a board.")}</p>
      )}
    </section>
  );
}

function BoardClock({ round, board }: { round: number; board: number }) {
  const tr = useTr();
  const { event } = useEvent();
  const nav = useNav();
  const [clock, setClock] = useState<ClockView | null>(null);
  const [fetched, setFetched] = useState(Date.now());
  const [now, setNow] = useState(Date.now());
  const [error, setError] = useState<AppError | null>(null);
  const [arbiter, setArbiter] = useState(event?.call.chiefArbiter ?? "");
  const show = (c: ClockView) => { setClock(c); setFetched(Date.now()); setError(null); };
  useEffect(() => { commands.boardClock(round, board).then(show, setError); }, [round, board]);
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 100);
    return () => window.clearInterval(id);
  }, []);
  const act = useCallback((a: Partial<ClockActionForm> & { kind: string }) =>
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
  if (!clock) return error ? <ErrorBox error={error} /> : <p class="muted">{tr("Cargando…", "Loading…")}</p>;
  const elapsed = clock.running && !clock.paused && !clock.stopped ? now - fetched : 0;
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
        <div class="clock-moves small">{tr("jugadas", "moves")}: {side === "white" ? clock.whiteMoves : clock.blackMoves}</div>
        {running && !clock.stopped && (
          <div class="clock-actions">
            <button type="button" class="primary" data-testid={`move-${side}`} onClick={() => act({ kind: "move", side })} title={tr("Espacio", "Space")}>{tr("Jugada ⏎", "Move ⏎")}</button>
            <button type="button" data-testid={`card-${side}`} onClick={() => act({ kind: "card", side })} title="C">{tr("Carta bajada", "Card committed")}</button>
            <button type="button" onClick={() => act({ kind: "reaction", side })}>{tr("Reacción", "Reaction")}</button>
          </div>
        )}
        <button type="button" class="link small" onClick={() => nav.logIncident({ round, board, player: id })}>{tr("Registrar incidencia", "Log incident")}</button>
      </div>
    );
  };
  return (
    <div class="clock-board" data-testid="board-clock">
      <p class="muted">
        {tr("Ritmo", "Time control")} <strong class="mono">{clock.timeControl}</strong>
        {clock.paused && <> · <strong class="status-failed" data-testid="clock-paused">{tr("PAUSADO", "PAUSED")}</strong></>}
        {clock.stopped && <> · <strong>{tr("detenido", "stopped")}</strong></>}
        {clock.flag && <> · <strong class="status-rejected" data-testid="clock-flag">{tr("bandera caída", "flag fell")}: {clock.flag.split(" ")[0] === "white" ? clock.white : clock.black}</strong></>}
      </p>
      <div class="clock-faces">{face("white")}{face("black")}</div>
      <div class="toolbar clock-controls">
        {!clock.started && <button type="button" class="primary" data-testid="clock-start" onClick={() => act({ kind: "start", side: "white" })}>{tr("Poner en marcha (blancas)", "Start (White)")}</button>}
        {clock.started && !clock.stopped && !clock.paused && (
          <>
            <button type="button" data-testid="clock-pause" onClick={() => act({ kind: "pause", reason: "arbiter", arbiter })}>{tr("Pausa arbitral", "Arbiter pause")}</button>
            <button type="button" onClick={() => act({ kind: "pause", reason: "agreement", arbiter })}>{tr("Pausa por acuerdo", "Pause by agreement")}</button>
          </>
        )}
        {clock.paused && <button type="button" class="primary" data-testid="clock-resume" onClick={() => act({ kind: "resume", arbiter })}>{tr("Reanudar", "Resume")}</button>}
        {clock.started && !clock.stopped && <button type="button" onClick={() => act({ kind: "stop" })}>{tr("Fin de partida", "End of game")}</button>}
        <label class="inline">{tr("Árbitro", "Arbiter")} <input name="arbiter" value={arbiter} onInput={(e) => setArbiter((e.target as HTMLInputElement).value)} /></label>
      </div>
      {error && <ErrorBox error={error} />}
      <div class="clock-lower">
        <Adjust clock={clock} arbiter={arbiter} onDone={show} />
        <div class="card">
          <h2>{tr("Registro del reloj", "Clock log")}</h2>
          <table class="data small" data-testid="clock-log">
            <tbody>
              {clock.log.slice(-12).reverse().map((l) => (
                <tr>
                  <td class="num">{l.seq}</td>
                  <td class="mono">{l.recordedAt.slice(11, 19)}</td>
                  <td>{kindText(l.kind, tr)}{l.side && ` · ${l.side === "white" ? tr("blancas", "White") : tr("negras", "Black")}`}{l.deltaMs != null && ` ${l.deltaMs > 0 ? "+" : ""}${l.deltaMs / 1000} s`}</td>
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

function kindText(kind: string, tr: (es: string, en: string) => string): string {
  const names: Record<string, [string, string]> = {
    start: ["inicio", "start"], move: ["jugada", "move"], card: ["carta bajada", "card committed"], reaction: ["reacción", "reaction"],
    hand_back: ["devuelve el turno", "hand back"], pause: ["pausa", "pause"], resume: ["reanudación", "resume"], adjust: ["ajuste", "adjustment"], stop: ["fin", "stop"],
  };
  const n = names[kind];
  return n ? tr(n[0], n[1]) : kind;
}

function Adjust({ clock, arbiter, onDone }: { clock: ClockView; arbiter: string; onDone: (c: ClockView) => void }) {
  const tr = useTr();
  const { lang } = useI18n();
  const [offender, setOffender] = useState(clock.blackId);
  const [how, setHow] = useState("add-to-opponent");
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
      setDone(tr(`Incidencia ${o.incidentSeq} y sanción ${o.sanctionSeq ?? "–"} registradas.`, `Incident ${o.incidentSeq} and sanction ${o.sanctionSeq ?? "–"} recorded.`) + (o.effects.length ? ` ${o.effects.join("; ")}` : ""));
      setError(null);
      onDone(o.clock);
    }, setError);
  };
  return (
    <form class="card form-grid compact" data-testid="clock-adjust" onSubmit={submit}>
      <h2>{tr("Ajuste de tiempo (sanción, FIDE 12.9.2/12.9.3)", "Time adjustment (sanction, FIDE 12.9.2/12.9.3)")}</h2>
      <label>{tr("Infractor", "Offender")}
        <select name="offender" onChange={(e) => setOffender(Number((e.target as HTMLSelectElement).value))}>
          <option value={clock.whiteId} selected={offender === clock.whiteId}>{clock.white}</option>
          <option value={clock.blackId} selected={offender === clock.blackId}>{clock.black}</option>
        </select>
      </label>
      <label>{tr("Ajuste", "Adjustment")}
        <select name="how" onChange={(e) => setHow((e.target as HTMLSelectElement).value)}>
          <option value="add-to-opponent" selected={how === "add-to-opponent"}>{tr("+ tiempo al rival (12.9.2)", "+ time to the opponent (12.9.2)")}</option>
          <option value="remove-from-offender" selected={how === "remove-from-offender"}>{tr("− tiempo al infractor (12.9.3)", "− time from the offender (12.9.3)")}</option>
        </select>
      </label>
      <label>{tr("Segundos", "Seconds")}<input name="seconds" type="number" min={1} value={seconds} onInput={(e) => setSeconds(Number((e.target as HTMLInputElement).value) || 0)} /></label>
      <label>{tr("Falta", "Fault")}
        <select name="fault" onChange={(e) => setFault((e.target as HTMLSelectElement).value)}>
          {faults.map((f) => <option value={f.code} selected={f.code === fault}>{lang === "es" ? f.label.es : f.label.en}</option>)}
        </select>
      </label>
      <label class="wide">{tr("Qué ocurrió", "What happened")}<input name="description" value={description} onInput={(e) => setDescription((e.target as HTMLInputElement).value)} /></label>
      <label class="wide">{tr("Motivo si difiere de la escala (AM-AC)", "Reason if it differs from the ladder (AM-AC)")}<input name="reason" value={reason} onInput={(e) => setReason((e.target as HTMLInputElement).value)} /></label>
      <div class="form-actions"><button type="submit" class="primary">{tr("Registrar ajuste", "Record adjustment")}</button></div>
      {done && <p class="ok small wide" data-testid="adjust-done">{done}</p>}
      {error && <ErrorBox error={error} />}
    </form>
  );
}
