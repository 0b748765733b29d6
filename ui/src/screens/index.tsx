// Which component draws which screen.
import { useI18n } from "../i18n";
import { Arbiter } from "./Arbiter";
import { EventScreen } from "./Event";
import { Pending } from "./Pending";
import type { ScreenId } from "./registry";
import { Rules } from "./Rules";

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
      return (
        <Pending
          title={t("nav.players")}
          engine={es ? "el almacén del torneo (arbitro-store)" : "the event store (arbitro-store)"}
          items={es
            ? ["Tabla con búsqueda y edición en línea.", "Importar CSV/TRF con vista previa de líneas rechazadas y motivo."]
            : ["Table with search and inline edit.", "Import CSV/TRF with a preview of rejected lines and why."]}
        />
      );
    case "rounds":
      return (
        <Pending
          title={t("nav.rounds")}
          engine={es ? "el emparejador (arbitro-pairing) y el almacén" : "the pairing engine (arbitro-pairing) and the store"}
          items={es
            ? ["Emparejar (suizo holandés C.04.3 o Berger) y ver la explicación.", "Cambiar mesas con el veredicto del verificador en vivo; publicar.", "Imprimir emparejamientos, planillas y hojas de control de mazo."]
            : ["Pair (Dutch C.04.3 or Berger) and see the explanation.", "Swap boards with the checker's live verdict; publish.", "Print pairing lists, scoresheets and deck-control sheets."]}
        />
      );
    case "results":
      return (
        <Pending
          title={t("nav.results")}
          engine={es ? "el almacén y los desempates (arbitro-tiebreaks)" : "the store and tie-breaks (arbitro-tiebreaks)"}
          items={es
            ? ["Entrada rápida: mesa, resultado, Intro; incomparecencias y byes.", "Clasificación con columnas de desempate; tabla cruzada."]
            : ["Fast entry: board, result, Enter; forfeits and byes.", "Standings with tie-break columns; crosstable."]}
        />
      );
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
      return (
        <Pending
          title={t("nav.precedents")}
          engine={es ? "el registro de precedentes (arbitro-store)" : "the precedent register (arbitro-store)"}
          items={es
            ? ["Buscar (ES/EN, sin acentos), abrir, enlazar a la posición.", "Exportar e importar entre clubes."]
            : ["Search (ES/EN, accent-insensitive), open, link to the position.", "Export and import between clubs."]}
        />
      );
  }
}
