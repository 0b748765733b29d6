// The screens, in navigation order, with their keyboard shortcut (Alt+key:
// a digit, or a letter matched by its key code whatever the layout).
import type { MessageKey } from "../i18n";

export type ScreenId =
  | "event"
  | "players"
  | "rounds"
  | "results"
  | "decks"
  | "clocks"
  | "incidents"
  | "precedents"
  | "arbiter"
  | "rules"
  | "records"
  | "teams";

export interface ScreenEntry {
  id: ScreenId;
  label: MessageKey;
  key: string;
}

export const SCREENS: ScreenEntry[] = [
  { id: "event", label: "nav.event", key: "1" },
  { id: "players", label: "nav.players", key: "2" },
  { id: "rounds", label: "nav.rounds", key: "3" },
  { id: "results", label: "nav.results", key: "4" },
  { id: "decks", label: "nav.decks", key: "5" },
  { id: "clocks", label: "nav.clocks", key: "6" },
  { id: "incidents", label: "nav.incidents", key: "7" },
  { id: "precedents", label: "nav.precedents", key: "8" },
  { id: "arbiter", label: "nav.arbiter", key: "9" },
  { id: "rules", label: "nav.rules", key: "0" },
  { id: "records", label: "nav.records", key: "G" },
  { id: "teams", label: "nav.teams", key: "T" },
];
