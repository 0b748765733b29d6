// Event: the open event's call and state, editing the call where the rules
// still allow it (rounds, tie-breaks…; the family, deck and system are fixed
// once round 1 is paired), the players who must not meet, the event folder
// (open a file, or any file through the native dialog; import a whole
// tournament from a TRF after reviewing every adjustment) and a form to
// create a new event.
import { useCallback, useEffect, useRef, useState } from "preact/hooks";
import { AppError, commands, type CallForm, type EventView, type ForbiddenPairing, type GameFamily, type ImportReview, type Lang, type PairingSystem, type PlayerView } from "../ipc";
import { formatDate, useI18n } from "../i18n";
import { ErrorBox, Loaded, useCommand } from "../components/Async";
import { DateField } from "../components/DateField";
import { useEvent } from "../event-context";

/** Every family and system, checked against the shell's enums (a new one fails the type check). */
const FAMILIES = Object.keys({ fide: 1, chess960: 1, "magico-classic": 1, "magico-advanced": 1, ed: 1, bughouse: 1 } satisfies Record<GameFamily, 1>) as GameFamily[];
const SYSTEMS = Object.keys({ dutch: 1, "dutch-baku": 1, "round-robin": 1, "double-round-robin": 1 } satisfies Record<PairingSystem, 1>) as PairingSystem[];
const LANGS = Object.keys({ es: 1, en: 1 } satisfies Record<Lang, 1>) as Lang[];

/** A new event's call; its forms are printed in the UI's language unless changed. */
function emptyCall(language: Lang): CallForm {
  const today = new Date().toISOString().slice(0, 10);
  return {
    name: "", place: "", startDate: today, endDate: today, organiser: "", chiefArbiter: "", arbiters: [],
    language, family: "fide", deck: "", rulebookVersion: "", rulebookDate: "", system: "dutch", rounds: 7,
    timeControl: "10+5", toleranceMinutes: 15, tiebreaks: ["BH/C1", "BH", "SB"], communicationPolicy: "",
  };
}

export function EventScreen() {
  const { t } = useI18n();
  const { event } = useEvent();
  const [editing, setEditing] = useState(false);
  return (
    <section class="screen event" aria-labelledby="screen-title">
      <h1 id="screen-title">{t("ui-nav-event")}</h1>
      <div class="event-grid">
        <div>
          {event ? <EventCard event={event} onEdit={() => setEditing(true)} /> : <p class="notice">{t("ui-event-no-event-open")}</p>}
          {event && <Forbidden event={event} />}
          <Folder key={event?.file ?? ""} />
        </div>
        {event && editing ? <CallEditor key={event.file} event={event} onClose={() => setEditing(false)} /> : <CallEditor key="new" event={null} onClose={() => {}} />}
      </div>
    </section>
  );
}

function EventCard({ event, onEdit }: { event: EventView; onEdit: () => void }) {
  const { t, lang } = useI18n();
  const c = event.call;
  return (
    <div class="card" data-testid="event-card">
      <div class="card-head">
        <h2>{c.name}</h2>
        <button type="button" data-testid="edit-call" onClick={onEdit}>{t("ui-event-edit-call")}</button>
      </div>
      <dl class="facts">
        <dt>{t("ui-event-file")}</dt><dd class="mono">{event.file}</dd>
        <dt>{t("ui-event-place-dates")}</dt><dd>{c.place} · {formatDate(lang, c.startDate)} – {formatDate(lang, c.endDate)}</dd>
        <dt>{t("ui-event-chief-arbiter")}</dt><dd>{c.chiefArbiter}{c.arbiters.length > 0 && ` · ${c.arbiters.join(", ")}`}</dd>
        <dt>{t("ui-event-game-family")}</dt><dd data-testid="event-family">{t(`label-family-${c.family}`)}{c.deck && ` · ${c.deck}`}</dd>
        <dt>{t("ui-event-system")}</dt><dd data-testid="event-system">{t(`label-system-${c.system}`)} · {t("ui-event-n-rounds", { n: c.rounds })}</dd>
        <dt>{t("ui-clocks-time-control")}</dt><dd>{c.timeControl} · {t("ui-event-tolerance-n", { n: c.toleranceMinutes })}</dd>
        <dt>{t("ui-event-tie-breaks")}</dt><dd>{c.tiebreaks.join(", ") || "—"}</dd>
        <dt>{t("ui-event-language-forms")}</dt><dd>{t(`lang-${c.language}`)}</dd>
        <dt>{t("ui-event-state")}</dt>
        <dd data-testid="event-state">{t("ui-event-state-line", { players: event.players, paired: event.roundsPaired, published: event.roundsPublished })}</dd>
        <dt>{t("ui-event-register")}</dt><dd>{t("ui-event-register-entries", { n: event.registerEntries })}</dd>
      </dl>
    </div>
  );
}

/** Players who must not meet (e.g. relatives or club mates in the first rounds). */
function Forbidden({ event }: { event: EventView }) {
  const { t } = useI18n();
  const { set } = useEvent();
  const [players, setPlayers] = useState<PlayerView[]>([]);
  const [a, setA] = useState("");
  const [b, setB] = useState("");
  const [until, setUntil] = useState("");
  const [error, setError] = useState<AppError | null>(null);
  useEffect(() => { commands.listPlayers().then(setPlayers, setError); }, [event.players]);
  const name = (id: bigint | number) => players.find((p) => p.id === Number(id))?.data.name ?? `#${id}`;
  const save = (list: ForbiddenPairing[]) => commands.setForbiddenPairings(list).then((e) => { set(e); setError(null); setA(""); setB(""); setUntil(""); }, setError);
  const add = (e: Event) => {
    e.preventDefault();
    save([...event.forbiddenPairings, { players: [Number(a), Number(b)], first_round: null, last_round: until ? Number(until) : null }]);
  };
  const rounds = Array.from({ length: event.call.rounds }, (_, i) => i + 1);
  return (
    <div class="card" data-testid="forbidden">
      <h2>{t("ui-event-forbidden")}</h2>
      {event.forbiddenPairings.length === 0 && <p class="muted small">{t("ui-event-forbidden-none")}</p>}
      <ul class="small">
        {event.forbiddenPairings.map((f, i) => (
          <li>
            {f.players.map(name).join(" · ")}
            {f.last_round != null ? ` — ${t("ui-event-forbidden-until", { round: f.last_round })}` : ` — ${t("ui-event-forbidden-always")}`}{" "}
            <button type="button" class="link" onClick={() => save(event.forbiddenPairings.filter((_, j) => j !== i))}>{t("ui-players-cancel-bye")}</button>
          </li>
        ))}
      </ul>
      {players.length >= 2 && (
        <form class="field-row" onSubmit={add}>
          <select name="a" aria-label={t("ui-event-forbidden-player")} value={a} onChange={(e) => setA((e.target as HTMLSelectElement).value)}>
            <option value="">–</option>
            {players.map((p) => <option value={String(p.id)}>{p.pairingNumber}. {p.data.name}</option>)}
          </select>
          <select name="b" aria-label={t("ui-event-forbidden-player")} value={b} onChange={(e) => setB((e.target as HTMLSelectElement).value)}>
            <option value="">–</option>
            {players.filter((p) => String(p.id) !== a).map((p) => <option value={String(p.id)}>{p.pairingNumber}. {p.data.name}</option>)}
          </select>
          <select name="until" aria-label={t("ui-event-forbidden-last-round")} value={until} onChange={(e) => setUntil((e.target as HTMLSelectElement).value)}>
            <option value="">{t("ui-event-forbidden-always")}</option>
            {rounds.map((r) => <option value={String(r)}>{t("ui-event-forbidden-until", { round: r })}</option>)}
          </select>
          <button type="submit" disabled={!a || !b}>{t("ui-players-add")}</button>
        </form>
      )}
      {error && <ErrorBox error={error} />}
    </div>
  );
}

function Folder() {
  const { t } = useI18n();
  const { set } = useEvent();
  const load = useCallback(() => commands.eventFolder(), []);
  const [state, retry] = useCommand(load);
  const [error, setError] = useState<AppError | null>(null);
  const open = (p: Promise<EventView>) =>
    p.then((e) => { set(e); setError(null); retry(); }, (e: AppError) => e.code !== "cancelled" && setError(e));
  return (
    <div class="card">
      <h2>{t("ui-event-folder")}</h2>
      <Loaded state={state} retry={retry}>
        {(folder) => (
          <>
            <p class="mono small" data-testid="event-dir">{folder.dir}</p>
            {folder.events.length === 0 && <p class="muted">{t("ui-event-no-event-files")}</p>}
            <ul class="file-list">
              {folder.events.map((f) => (
                <li>
                  <button type="button" data-open={f.name} onClick={() => open(commands.openEvent(f.name))}>
                    {t("ui-event-open")}
                  </button>
                  <span class="mono">{f.name}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </Loaded>
      <button type="button" onClick={() => open(commands.openEventDialog())}>{t("ui-event-open-another-file")}</button>
      {error && <ErrorBox error={error} />}
      <Loaded state={state} retry={retry}>
        {(folder) => <TournamentImport files={folder.imports.map((f) => f.name).filter((n) => /\.(trf|txt)$/i.test(n))} onImported={retry} />}
      </Loaded>
    </div>
  );
}

/** "Importar torneo": a TRF of the folder reviewed line by line, then imported into a new event file and opened. */
function TournamentImport({ files, onImported }: { files: string[]; onImported: () => void }) {
  const { t } = useI18n();
  const { set } = useEvent();
  const [review, setReview] = useState<ImportReview | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState<AppError | null>(null);
  const shown = useRef<HTMLDivElement>(null);
  // The review opens below the folder's list: bring it into view.
  useEffect(() => { if (review) shown.current?.scrollIntoView({ block: "start" }); }, [review]);
  if (files.length === 0) return null;
  const show = (file: string) => commands.tournamentImportReview(file).then((r) => { setReview(r); setConfirmed(false); setError(null); }, setError);
  const run = () => review && commands.importTournament(review.file, confirmed).then((e) => { set(e); setReview(null); setError(null); onImported(); }, setError);
  return (
    <div class="tournament-import" data-testid="tournament-import">
      <h3>{t("ui-event-import-tournament")}</h3>
      <ul class="file-list">
        {files.map((f) => (
          <li>
            <button type="button" data-import={f} onClick={() => show(f)}>{t("ui-event-import-review")}</button>
            <span class="mono">{f}</span>
          </li>
        ))}
      </ul>
      {review && (
        <div class="import-review" data-testid="import-review" ref={shown}>
          <p><strong>{review.head}</strong></p>
          {review.notice && <p class="notice small">{review.notice}</p>}
          {review.lines.length === 0
            ? <p class="muted small">{t("ui-event-import-nothing")}</p>
            : <ol class="review-lines small">{review.lines.map((l) => <li class={l.departure ? "departure" : ""} data-code={l.code}>{l.text}</li>)}</ol>}
          <p class="small">{t("ui-event-import-target", { file: review.target })}</p>
          {review.targetExists && <p class="error small">{t("ui-event-import-target-exists", { file: review.target })}</p>}
          {review.departures > 0 && (
            <label class="warning small">
              <input type="checkbox" name="confirm-departure" checked={confirmed} onChange={(e) => setConfirmed((e.target as HTMLInputElement).checked)} />
              {t("ui-event-import-confirm-departure", { n: review.departures })}
            </label>
          )}
          <div class="form-actions">
            <button type="button" class="primary" data-testid="import-run" disabled={review.targetExists || (review.departures > 0 && !confirmed)} onClick={run}>{t("ui-event-import-run")}</button>
            <button type="button" onClick={() => setReview(null)}>{t("ui-shortcuts-close")}</button>
          </div>
        </div>
      )}
      {error && <ErrorBox error={error} />}
    </div>
  );
}

/** The call: a new event's, or the open event's where it may still change. */
function CallEditor({ event, onClose }: { event: EventView | null; onClose: () => void }) {
  const { t, lang } = useI18n();
  const { set } = useEvent();
  const [file, setFile] = useState("");
  const [call, setCall] = useState<CallForm>(() => event?.call ?? emptyCall(lang));
  const [error, setError] = useState<AppError | null>(null);
  const [saved, setSaved] = useState(false);
  const started = (event?.roundsPaired ?? 0) > 0;
  const field = <K extends keyof CallForm>(key: K) => (e: Event) => {
    const raw = (e.target as HTMLInputElement).value;
    const value = (typeof call[key] === "number" ? Number(raw) || 0 : raw) as CallForm[K];
    setCall({ ...call, [key]: value });
    setSaved(false);
  };
  const cards = call.family.startsWith("magico") || call.family === "ed";
  const submit = (e: Event) => {
    e.preventDefault();
    const done = (v: EventView) => { set(v); setError(null); setSaved(true); };
    if (event) commands.updateCall(call).then(done, setError);
    else commands.createEvent(file || call.name, call).then(done, setError);
  };
  return (
    <form class="card form-grid" onSubmit={submit} data-testid={event ? "edit-call-form" : "new-event"}>
      <h2>{event ? t("ui-event-edit-call-title") : t("ui-event-new-event")}</h2>
      {started && <p class="muted small wide">{t("ui-event-call-fixed", { round: event?.roundsPaired ?? 0 })}</p>}
      <label>{t("ui-results-name")}<input name="name" required value={call.name} onInput={field("name")} /></label>
      {!event && <label>{t("ui-event-file-folder")}<input name="file" value={file} placeholder={call.name} onInput={(e) => setFile((e.target as HTMLInputElement).value)} /></label>}
      <label>{t("ui-event-place")}<input name="place" value={call.place} onInput={field("place")} /></label>
      <label>{t("ui-event-organiser")}<input name="organiser" value={call.organiser} onInput={field("organiser")} /></label>
      <label>{t("ui-records-start")}<DateField name="startDate" value={call.startDate} onChange={(iso) => { setCall({ ...call, startDate: iso, endDate: call.endDate < iso ? iso : call.endDate }); setSaved(false); }} /></label>
      <label>{t("ui-event-end")}<DateField name="endDate" value={call.endDate} onChange={(iso) => { setCall({ ...call, endDate: iso }); setSaved(false); }} /></label>
      <label>{t("ui-event-chief-arbiter")}<input name="chiefArbiter" required value={call.chiefArbiter} onInput={field("chiefArbiter")} /></label>
      <label>{t("ui-event-language-forms")}
        <select name="language" value={call.language} onChange={field("language")}>
          {LANGS.map((l) => <option value={l}>{t(`lang-${l}`)}</option>)}
        </select>
      </label>
      <label>{t("ui-event-game-family")}
        <select name="family" value={call.family} disabled={started} onChange={(e) => {
          // Card families play a versioned deck and rulebook (AM-R16): offer the built-in ones.
          const family = (e.target as HTMLSelectElement).value as GameFamily;
          const deck = family.startsWith("magico") ? "AM-REF@1" : family === "ed" ? "ED@1" : "";
          const cardsNow = deck !== "";
          setCall({
            ...call, family,
            deck: cardsNow ? call.deck || deck : "",
            rulebookVersion: cardsNow ? call.rulebookVersion || (family === "ed" ? "2" : "2.0") : "",
            rulebookDate: cardsNow ? call.rulebookDate || call.startDate : "",
          });
        }}>
          {FAMILIES.map((f) => <option value={f}>{t(`label-family-${f}`)}</option>)}
        </select>
      </label>
      <label>{t("ui-event-pairing-system")}
        <select name="system" value={call.system} disabled={started} onChange={field("system")}>
          {SYSTEMS.map((s) => <option value={s}>{t(`label-system-${s}`)}</option>)}
        </select>
      </label>
      <label>{t("ui-event-rounds-2")}<input name="rounds" type="number" min={Math.max(1, event?.roundsPaired ?? 1)} value={call.rounds} onInput={field("rounds")} /></label>
      <label>{t("ui-clocks-time-control")}<input name="timeControl" value={call.timeControl} onInput={field("timeControl")} /></label>
      <label>{t("ui-event-tolerance-min")}<input name="toleranceMinutes" type="number" min={0} value={call.toleranceMinutes} onInput={field("toleranceMinutes")} /></label>
      <label>{t("ui-event-tie-breaks-order")}
        <input name="tiebreaks" value={call.tiebreaks.join(", ")} onInput={(e) => setCall({ ...call, tiebreaks: (e.target as HTMLInputElement).value.split(",").map((s) => s.trim()) })} />
      </label>
      {cards && (
        <>
          <label>{t("ui-event-deck-id-version")}<input name="deck" value={call.deck} disabled={started} placeholder="AM-REF@1" onInput={field("deck")} /></label>
          <label>{t("ui-event-rulebook-version")}<input name="rulebookVersion" value={call.rulebookVersion} onInput={field("rulebookVersion")} /></label>
          <label>{t("ui-event-rulebook-date")}<DateField name="rulebookDate" value={call.rulebookDate} onChange={(iso) => setCall({ ...call, rulebookDate: iso })} /></label>
        </>
      )}
      <div class="form-actions">
        <button type="submit" class="primary">{event ? t("ui-event-save-call") : t("ui-event-create-event")}</button>
        {event && <button type="button" onClick={onClose}>{t("ui-shortcuts-close")}</button>}
        {saved && event && <span class="ok small" data-testid="call-saved">{t("ui-event-call-saved")}</span>}
      </div>
      {error && <ErrorBox error={error} />}
    </form>
  );
}
