// Moving between screens from inside one: e.g. "log an incident" on a board
// of the Clocks or Deck control screen opens Incidents with that board filled in.
import { createContext } from "preact";
import { useContext } from "preact/hooks";
import type { ScreenId } from "./screens/registry";

/** What a screen hands to the Incidents form. */
export interface IncidentDraft {
  round: number;
  board: number;
  player?: number;
  fault?: string;
  cardCode?: string;
}

export interface Nav {
  go: (screen: ScreenId) => void;
  /** Opens Incidents with this board (and player, fault) filled in. */
  logIncident: (draft: IncidentDraft) => void;
  /** The draft handed over, if any (taken once by the Incidents screen). */
  takeDraft: () => IncidentDraft | null;
}

export const NavContext = createContext<Nav>({ go: () => {}, logIncident: () => {}, takeDraft: () => null });

export function useNav(): Nav {
  return useContext(NavContext);
}
