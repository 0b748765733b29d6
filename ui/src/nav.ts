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

/** The board a dispute is opened from. */
export interface DisputeBoard {
  round: number;
  board: number;
}

export interface Nav {
  go: (screen: ScreenId) => void;
  /** Opens Incidents with this board (and player, fault) filled in. */
  logIncident: (draft: IncidentDraft) => void;
  /** The draft handed over, if any (taken once by the Incidents screen). */
  takeDraft: () => IncidentDraft | null;
  /** Opens the dispute screen with a new dispute on this board (none: standalone). */
  openDispute: (board: DisputeBoard | null) => void;
  /** A new dispute asked for (on a board, or standalone), if any (taken once by the dispute screen). */
  takeDispute: () => { board: DisputeBoard | null } | null;
}

export const NavContext = createContext<Nav>({ go: () => {}, logIncident: () => {}, takeDraft: () => null, openDispute: () => {}, takeDispute: () => null });

export function useNav(): Nav {
  return useContext(NavContext);
}
