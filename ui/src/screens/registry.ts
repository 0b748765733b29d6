// The screens, in navigation order, with their keyboard shortcut (Alt+key:
// a digit, or a letter matched by its key code whatever the layout).
import type { MessageKey } from "../i18n";
import type { Screen } from "../ipc";

/** A screen's id: the shell's `Screen` (arbitro-manual), so that every
 * screen has the chapter F1 opens on it. */
export type ScreenId = Screen;

export interface ScreenEntry {
  id: ScreenId;
  label: MessageKey;
  key: string;
}

export const SCREENS: ScreenEntry[] = [
  { id: "event", label: "ui-nav-event", key: "1" },
  { id: "players", label: "ui-nav-players", key: "2" },
  { id: "rounds", label: "ui-nav-rounds", key: "3" },
  { id: "results", label: "ui-nav-results", key: "4" },
  { id: "decks", label: "ui-nav-decks", key: "5" },
  { id: "clocks", label: "ui-nav-clocks", key: "6" },
  { id: "incidents", label: "ui-nav-incidents", key: "7" },
  { id: "precedents", label: "ui-nav-precedents", key: "8" },
  { id: "arbiter", label: "ui-nav-arbiter", key: "9" },
  { id: "dispute", label: "ui-nav-dispute", key: "D" },
  { id: "rules", label: "ui-nav-rules", key: "0" },
  { id: "records", label: "ui-nav-records", key: "G" },
  { id: "teams", label: "ui-nav-teams", key: "T" },
];
