// Event: the event folder and, when the store lands, creating and opening
// event files and editing the call (convocatoria, AM-R15).
import { commands } from "../ipc";
import { useI18n } from "../i18n";
import { Loaded, useCommand } from "../components/Async";

const loadInfo = () => commands.appInfo();

export function EventScreen() {
  const { t, lang } = useI18n();
  const [state, retry] = useCommand(loadInfo);
  const es = lang === "es";
  return (
    <section class="screen event" aria-labelledby="screen-title">
      <h1 id="screen-title">{t("nav.event")}</h1>
      <Loaded state={state} retry={retry}>
        {(info) => (
          <dl class="facts">
            <dt>{t("event.folder")}</dt>
            <dd class="mono" data-testid="event-dir">{info.eventDir}</dd>
            <dt>arbitro</dt>
            <dd>{info.version}</dd>
          </dl>
        )}
      </Loaded>
      <div class="notice">
        <h2>{t("pending.title")}</h2>
        <p>{t("pending.body", { engine: es ? "el almacén del torneo (arbitro-store)" : "the event store (arbitro-store)" })}</p>
        <ul>
          <li>{es ? "Crear o abrir un archivo de torneo (diálogo o carpeta de torneos)." : "Create or open an event file (dialog or event folder)."}</li>
          <li>{es
            ? "La convocatoria: familia de juego, modo, versión del mazo, sistema de emparejamiento, ritmo, desempates, idioma."
            : "The call: game family, mode, deck version, pairing system, time control, tie-breaks, language."}</li>
        </ul>
      </div>
    </section>
  );
}
