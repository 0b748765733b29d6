// The Arbiter panel's card-game part: open a game record from the event
// folder, step through its events on the board with each resolution trace,
// try a disputed card play at the selected point, record the ruling as a
// precedent.
import { useCallback, useEffect, useRef, useState } from "preact/hooks";
import { AppError, commands, type CardEventView, type CardGameView, type Localized, type PlayerColour, type TraceLine } from "../ipc";
import { useI18n } from "../i18n";
import { ErrorBox, Loaded, useCommand } from "../components/Async";
import { Board } from "../components/Board";
import { useEvent } from "../event-context";

/** A text in the UI's language. */
function useText() {
  const { lang } = useI18n();
  return (t: Localized) => (lang === "es" ? t.es || t.en : t.en || t.es);
}

export function TraceList({ trace }: { trace: TraceLine[] }) {
  const text = useText();
  return (
    <ol class="trace" data-testid="trace">
      {trace.map((step) => (
        <li data-layer={step.layer}><span class="badge">{step.clause}</span> <span class="muted small">{text(step.layerName)}</span> {text(step)}</li>
      ))}
    </ol>
  );
}

function Outcome({ ev, testid = "outcome" }: { ev: CardEventView; testid?: string }) {
  const text = useText();
  return (
    <div class={`outcome status-${ev.status}`} data-testid={testid} data-status={ev.status}>
      <p><strong>{text(ev.statusName)}</strong> {ev.error && <> · <span class="badge">{ev.error.clause}</span> <span data-code={ev.error.code}>{text(ev.error.reason)}</span>: {text(ev.error.detail)}</>}</p>
      <TraceList trace={ev.trace} />
    </div>
  );
}

export function CardGame() {
  const { t } = useI18n();
  const loadFolder = useCallback(() => commands.eventFolder(), []);
  const [folder, retry] = useCommand(loadFolder);
  const [game, setGame] = useState<CardGameView | null>(null);
  const [step, setStep] = useState(0);
  const [error, setError] = useState<AppError | null>(null);
  const open = (file: string) =>
    commands.openCardGame(file).then((g) => { setGame(g); setStep(g.events.length); setError(null); }, setError);

  return (
    <div class="card-game">
      <div class="field-row">
        <Loaded state={folder} retry={retry}>
          {(f) => (
            <div class="file-list inline" data-testid="game-files">
              {f.games.length === 0 && <span class="muted">{t("ui-cards-no-game-records-json-event")}</span>}
              {f.games.map((g) => <button type="button" data-game={g.name} onClick={() => open(g.name)}>{g.name}</button>)}
            </div>
          )}
        </Loaded>
      </div>
      {error && <ErrorBox error={error} />}
      {game && <GameView game={game} step={step} setStep={setStep} />}
    </div>
  );
}

function GameView({ game, step, setStep }: { game: CardGameView; step: number; setStep: (n: number) => void }) {
  const { t } = useI18n();
  const text = useText();
  const fen = step === 0 ? game.startFen : game.events[step - 1]?.fen ?? game.startFen;
  const current = step > 0 ? game.events[step - 1] : null;
  return (
    <div class="arbiter-grid">
      <div class="board-col">
        <Board fen={fen} label={fen} />
        <div class="field-row stepper">
          <button type="button" onClick={() => setStep(0)} disabled={step === 0} aria-label="⇤">|◀</button>
          <button type="button" onClick={() => setStep(Math.max(0, step - 1))} disabled={step === 0} aria-label={t("ui-cards-previous")}>◀</button>
          <span class="mono" data-testid="step">{step}/{game.events.length}</span>
          <button type="button" onClick={() => setStep(Math.min(game.events.length, step + 1))} disabled={step === game.events.length} aria-label={t("ui-cards-next")}>▶</button>
          <button type="button" onClick={() => setStep(game.events.length)} disabled={step === game.events.length} aria-label="⇥">▶|</button>
        </div>
      </div>
      <div class="side-col">
        <h2 class="mono small">{game.file}{game.title && ` — ${game.title}`}</h2>
        <ol class="events" data-testid="events">
          {game.events.map((ev, i) => (
            <li class={i + 1 === step ? "selected" : ""} data-index={i + 1} onClick={() => setStep(i + 1)}>
              <code>{ev.event}</code> <span class={`status status-${ev.status}`}>{text(ev.statusName)}</span>
            </li>
          ))}
        </ol>
        {current && <Outcome ev={current} />}
        <dl class="facts small">
          <dt>{t("ui-cards-white-s-hand")}</dt><dd class="mono">{game.end.whiteHand.join(" ") || "—"}</dd>
          <dt>{t("ui-cards-black-s-hand")}</dt><dd class="mono">{game.end.blackHand.join(" ") || "—"}</dd>
          <dt>{t("ui-cards-captured")}</dt><dd class="mono">{game.end.whiteCaptured.join("")} / {game.end.blackCaptured.join("")}</dd>
          <dt>{t("ui-cards-active-effects")}</dt><dd class="small">{game.end.effects.map(text).join("; ") || "—"}</dd>
          <dt>{t("ui-cards-status")}</dt><dd>{text(game.end.statusName)} {game.end.result}</dd>
        </dl>
        <TryPlay after={step} deck={game.deck} />
      </div>
    </div>
  );
}

function TryPlay({ after, deck }: { after: number; deck: string }) {
  const { t } = useI18n();
  const text = useText();
  const { event } = useEvent();
  const [card, setCard] = useState("");
  const [by, setBy] = useState<PlayerColour>("black");
  const [react, setReact] = useState(true);
  const [targets, setTargets] = useState("");
  const [to, setTo] = useState("");
  const [result, setResult] = useState<CardEventView | null>(null);
  // The ruling is read first: bring it into view when it arrives.
  const verdictRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => { verdictRef.current?.scrollIntoView?.({ block: "nearest" }); }, [result]);
  const [error, setError] = useState<AppError | null>(null);
  const [decision, setDecision] = useState("");
  const [recorded, setRecorded] = useState<number | null>(null);
  const situation = `${card} (${by}${react ? ", reaction" : ""}) ${targets ? `→ ${targets}` : ""} ${to ? `to ${to}` : ""} after event ${after}`.trim();
  const tryIt = (e: Event) => {
    e.preventDefault();
    setRecorded(null);
    commands.tryCardPlay(after, { card, by, react, targets: targets.trim() ? [targets] : [], to: to || null, choice: null }).then(
      (r) => { setResult(r); setError(null); setDecision(r.trace.map((s) => s.es || s.en).join(" ")); },
      setError,
    );
  };
  const record = (e: Event) => {
    e.preventDefault();
    if (!result) return;
    commands.recordPrecedent({
      cardCode: card,
      window: react ? "reaction" : "action",
      deck,
      situation: { es: situation, en: situation },
      decision: { es: decision || result.verdict?.es || "", en: result.verdict?.en ?? result.trace.map((s) => s.en).join(" ") },
      clauses: Array.from(new Set([...(result.error ? [result.error.clause] : []), ...result.trace.map((s) => s.clause)])),
      arbiter: event?.call.chiefArbiter ?? "",
      round: null,
      board: null,
    }).then((p) => { setRecorded(p.seq); setError(null); }, setError);
  };
  return (
    <div class="card try-play">
      <h3>{t("ui-cards-try-disputed-card-play")}</h3>
      {/* The ruling first, where it is seen without scrolling. */}
      {result?.verdict && <p class="verdict" data-testid="verdict" ref={verdictRef}><strong>{text(result.verdict)}</strong></p>}
      <form class="field-row" onSubmit={tryIt} data-testid="try-play">
        <label>{t("ui-cards-card")}<input name="card" class="mono" required value={card} placeholder="AM-28" onInput={(e) => setCard((e.target as HTMLInputElement).value)} /></label>
        <label>{t("ui-cards-by")}
          <select name="by" value={by} onChange={(e) => setBy((e.target as HTMLSelectElement).value as PlayerColour)}>
            <option value="white">{t("ui-cards-white")}</option><option value="black">{t("ui-cards-black")}</option>
          </select>
        </label>
        <label class="check"><input type="checkbox" name="react" checked={react} onChange={(e) => setReact((e.target as HTMLInputElement).checked)} /> {t("ui-cards-reaction")}</label>
        <label>{t("ui-cards-targets")}<input name="targets" class="mono" value={targets} placeholder="c6, file:d" onInput={(e) => setTargets((e.target as HTMLInputElement).value)} /></label>
        <label>{t("ui-cards-to")}<input name="to" class="mono" value={to} onInput={(e) => setTo((e.target as HTMLInputElement).value)} /></label>
        <button type="submit">{t("ui-cards-resolve")}</button>
      </form>
      {error && <ErrorBox error={error} />}
      {result && (
        <>
          <Outcome ev={result} testid="try-outcome" />
          {event ? (
            <form class="field-row" onSubmit={record} data-testid="record-precedent">
              <label>{t("ui-cards-decision-recorded-as-precedent")}<input name="decision" value={decision} onInput={(e) => setDecision((e.target as HTMLInputElement).value)} /></label>
              <button type="submit">{t("ui-cards-record-precedent")}</button>
            </form>
          ) : <p class="muted small">{t("ui-cards-open-event-record-precedent")}</p>}
          {recorded != null && <p class="ok" data-testid="recorded">{t("ui-cards-precedent-recorded", { entry: recorded })}</p>}
        </>
      )}
    </div>
  );
}
