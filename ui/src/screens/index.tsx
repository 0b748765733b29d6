// Which component draws which screen.
import { useI18n } from "../i18n";
import { Arbiter } from "./Arbiter";
import { EventScreen } from "./Event";
import { Pending } from "./Pending";
import type { ScreenId } from "./registry";
import { Rules } from "./Rules";
import { Players } from "./Players";
import { Rounds } from "./Rounds";
import { Results } from "./Results";
import { Precedents } from "./Precedents";

export function Screen({ id }: { id: ScreenId }) {
  const { t, lang } = useI18n();
  const es = lang === "es";
  switch (id) {
    case "event":
      return <EventScreen />;
    case "arbiter":
      return <Arbiter />;
    case "rules":
      return <Rules />;
    case "players":
      return <Players />;
    case "rounds":
      return <Rounds />;
    case "results":
      return <Results />;
    case "decks":
      return (
        <Pending
          title={t("nav.decks")}
          engine={es ? "el almacén (control de mazos, AM-AB)" : "the store (deck control, AM-AB)"}
          items={es
            ? ["Por mesa: marcar cartas por código; faltantes, dañadas o marcadas.", "Reposiciones y anulación con motivo registrado."]
            : ["Per board: tick cards by code; missing, damaged or marked.", "Replacements, and override with a recorded reason."]}
        />
      );
    case "clocks":
      return (
        <Pending
          title={t("nav.clocks")}
          engine={es ? "el reloj (arbitro-clock) guardado en el almacén" : "the clock (arbitro-clock) kept in the store"}
          items={es
            ? ["Reloj por mesa con dígitos grandes e incremento.", "«Carta bajada» consume el tiempo de la jugada (AM-R13); pausa; ajuste arbitral registrado como sanción."]
            : ["A board clock with large digits and increment.", "\"Card committed\" consumes the move's time (AM-R13); pause; arbiter adjustment recorded as a sanction."]}
        />
      );
    case "incidents":
      return (
        <Pending
          title={t("nav.incidents")}
          engine={es ? "el almacén (incidencias y sanciones, AM-AC)" : "the store (incidents and sanctions, AM-AC)"}
          items={es
            ? ["Registrar una incidencia desde cualquier mesa; sanción sugerida por la escala.", "Motivo de desviación, apelaciones; imprimir la hoja."]
            : ["Log an incident from any board; the ladder's suggested sanction.", "Deviation reason, appeals; print the sheet."]}
        />
      );
    case "precedents":
      return <Precedents />;
  }
}
