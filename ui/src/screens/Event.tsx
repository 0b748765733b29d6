// Event: the open event's call and state, the event folder (open a file, or
// any file through the native dialog) and a form to create a new event.
import { useCallback, useState } from "preact/hooks";
import { AppError, commands, type CallForm, type EventView } from "../ipc";
import { useI18n, useTr } from "../i18n";
import { ErrorBox, Loaded, useCommand } from "../components/Async";
import { useEvent } from "../event-context";

const FAMILIES = ["fide", "chess960", "magico-classic", "magico-advanced", "ed", "bughouse"];
const SYSTEMS = ["dutch", "dutch-baku", "round-robin", "double-round-robin"];

function emptyCall(): CallForm {
  const today = new Date().toISOString().slice(0, 10);
  return {
    name: "", place: "", startDate: today, endDate: today, organiser: "", chiefArbiter: "", arbiters: [],
    language: "es", family: "fide", deck: "", rulebookVersion: "", rulebookDate: "", system: "dutch", rounds: 7,
    timeControl: "10+5", toleranceMinutes: 15, tiebreaks: ["BH/C1", "BH", "SB"], communicationPolicy: "",
  };
}

export function EventScreen() {
  const { t } = useI18n();
  const tr = useTr();
  const { event } = useEvent();
  return (
    <section class="screen event" aria-labelledby="screen-title">
      <h1 id="screen-title">{t("nav.event")}</h1>
      <div class="event-grid">
        <div>
          {event ? <EventCard event={event} /> : <p class="notice">{tr("Ningún torneo abierto.", "No event open.")}</p>}
          <Folder key={event?.file ?? ""} />
        </div>
        <NewEvent />
      </div>
    </section>
  );
}

function EventCard({ event }: { event: EventView }) {
  const tr = useTr();
  const c = event.call;
  return (
    <div class="card" data-testid="event-card">
      <h2>{c.name}</h2>
      <dl class="facts">
        <dt>{tr("Archivo", "File")}</dt><dd class="mono">{event.file}</dd>
        <dt>{tr("Lugar y fechas", "Place and dates")}</dt><dd>{c.place} · {c.startDate} – {c.endDate}</dd>
        <dt>{tr("Árbitro principal", "Chief arbiter")}</dt><dd>{c.chiefArbiter}{c.arbiters.length > 0 && ` · ${c.arbiters.join(", ")}`}</dd>
        <dt>{tr("Modalidad", "Game family")}</dt><dd>{c.family}{c.deck && ` · ${c.deck}`}</dd>
        <dt>{tr("Sistema", "System")}</dt><dd>{c.system} · {c.rounds} {tr("rondas", "rounds")}</dd>
        <dt>{tr("Ritmo", "Time control")}</dt><dd>{c.timeControl} · {tr("tolerancia", "tolerance")} {c.toleranceMinutes} min</dd>
        <dt>{tr("Desempates", "Tie-breaks")}</dt><dd>{c.tiebreaks.join(", ") || "—"}</dd>
        <dt>{tr("Estado", "State")}</dt>
        <dd data-testid="event-state">
          {event.players} {tr("jugadores", "players")} · {event.roundsPaired} {tr("rondas emparejadas", "rounds paired")} · {event.roundsPublished} {tr("publicadas", "published")}
        </dd>
        <dt>{tr("Registro", "Register")}</dt><dd>{event.registerEntries} {tr("asientos", "entries")}</dd>
      </dl>
    </div>
  );
}

function Folder() {
  const { t } = useI18n();
  const tr = useTr();
  const { set } = useEvent();
  const load = useCallback(() => commands.eventFolder(), []);
  const [state, retry] = useCommand(load);
  const [error, setError] = useState<AppError | null>(null);
  const open = (p: Promise<EventView>) =>
    p.then((e) => { set(e); setError(null); retry(); }, (e: AppError) => e.code !== "cancelled" && setError(e));
  return (
    <div class="card">
      <h2>{t("event.folder")}</h2>
      <Loaded state={state} retry={retry}>
        {(folder) => (
          <>
            <p class="mono small" data-testid="event-dir">{folder.dir}</p>
            {folder.events.length === 0 && <p class="muted">{tr("No hay archivos de torneo.", "No event files.")}</p>}
            <ul class="file-list">
              {folder.events.map((f) => (
                <li>
                  <button type="button" data-open={f.name} onClick={() => open(commands.openEvent(f.name))}>
                    {tr("Abrir", "Open")}
                  </button>
                  <span class="mono">{f.name}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </Loaded>
      <button type="button" onClick={() => open(commands.openEventDialog())}>{tr("Abrir otro archivo…", "Open another file…")}</button>
      {error && <ErrorBox error={error} />}
    </div>
  );
}

function NewEvent() {
  const tr = useTr();
  const { set } = useEvent();
  const [file, setFile] = useState("");
  const [call, setCall] = useState<CallForm>(emptyCall);
  const [error, setError] = useState<AppError | null>(null);
  const field = <K extends keyof CallForm>(key: K) => (e: Event) => {
    const raw = (e.target as HTMLInputElement).value;
    const value = (typeof call[key] === "number" ? Number(raw) || 0 : raw) as CallForm[K];
    setCall({ ...call, [key]: value });
  };
  const cards = call.family.startsWith("magico") || call.family === "ed";
  const submit = (e: Event) => {
    e.preventDefault();
    commands.createEvent(file || call.name, call).then((created) => { set(created); setError(null); }, setError);
  };
  return (
    <form class="card form-grid" onSubmit={submit} data-testid="new-event">
      <h2>{tr("Nuevo torneo", "New event")}</h2>
      <label>{tr("Nombre", "Name")}<input name="name" required value={call.name} onInput={field("name")} /></label>
      <label>{tr("Archivo (en la carpeta)", "File (in the folder)")}<input name="file" value={file} placeholder={call.name} onInput={(e) => setFile((e.target as HTMLInputElement).value)} /></label>
      <label>{tr("Lugar", "Place")}<input name="place" value={call.place} onInput={field("place")} /></label>
      <label>{tr("Organizador", "Organiser")}<input name="organiser" value={call.organiser} onInput={field("organiser")} /></label>
      <label>{tr("Inicio", "Start")}<input name="startDate" type="date" value={call.startDate} onInput={field("startDate")} /></label>
      <label>{tr("Fin", "End")}<input name="endDate" type="date" value={call.endDate} onInput={field("endDate")} /></label>
      <label>{tr("Árbitro principal", "Chief arbiter")}<input name="chiefArbiter" required value={call.chiefArbiter} onInput={field("chiefArbiter")} /></label>
      <label>{tr("Idioma de los formularios", "Language of the forms")}
        <select name="language" value={call.language} onChange={field("language")}>
          <option value="es">Español</option><option value="en">English</option>
        </select>
      </label>
      <label>{tr("Modalidad", "Game family")}
        <select name="family" value={call.family} onChange={(e) => {
          // Card families play a versioned deck and rulebook (AM-R16): offer the built-in ones.
          const family = (e.target as HTMLSelectElement).value;
          const deck = family.startsWith("magico") ? "AM-REF@1" : family === "ed" ? "ED@1" : "";
          const cardsNow = deck !== "";
          setCall({
            ...call, family,
            deck: cardsNow ? call.deck || deck : "",
            rulebookVersion: cardsNow ? call.rulebookVersion || (family === "ed" ? "2" : "2.0") : "",
            rulebookDate: cardsNow ? call.rulebookDate || call.startDate : "",
          });
        }}>
          {FAMILIES.map((f) => <option value={f}>{f}</option>)}
        </select>
      </label>
      <label>{tr("Sistema de emparejamiento", "Pairing system")}
        <select name="system" value={call.system} onChange={field("system")}>
          {SYSTEMS.map((s) => <option value={s}>{s}</option>)}
        </select>
      </label>
      <label>{tr("Rondas", "Rounds")}<input name="rounds" type="number" min={1} value={call.rounds} onInput={field("rounds")} /></label>
      <label>{tr("Ritmo", "Time control")}<input name="timeControl" value={call.timeControl} onInput={field("timeControl")} /></label>
      <label>{tr("Tolerancia (min)", "Tolerance (min)")}<input name="toleranceMinutes" type="number" min={0} value={call.toleranceMinutes} onInput={field("toleranceMinutes")} /></label>
      <label>{tr("Desempates (orden)", "Tie-breaks (order)")}
        <input name="tiebreaks" value={call.tiebreaks.join(", ")} onInput={(e) => setCall({ ...call, tiebreaks: (e.target as HTMLInputElement).value.split(",").map((s) => s.trim()) })} />
      </label>
      {cards && (
        <>
          <label>{tr("Mazo (ID@versión)", "Deck (ID@version)")}<input name="deck" value={call.deck} placeholder="AM-REF@1" onInput={field("deck")} /></label>
          <label>{tr("Reglamento: versión", "Rulebook version")}<input name="rulebookVersion" value={call.rulebookVersion} onInput={field("rulebookVersion")} /></label>
          <label>{tr("Reglamento: fecha", "Rulebook date")}<input name="rulebookDate" type="date" value={call.rulebookDate} onInput={field("rulebookDate")} /></label>
        </>
      )}
      <div class="form-actions">
        <button type="submit" class="primary">{tr("Crear torneo", "Create event")}</button>
      </div>
      {error && <ErrorBox error={error} />}
    </form>
  );
}
