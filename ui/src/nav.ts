// Moving between screens from inside one: e.g. "log an incident" on a board
// of the Clocks or Deck control screen opens Incidents with that board filled in.
import { createContext } from "preact";
import { useContext } from "preact/hooks";
import type { ScreenId } from "./screens/registry";
import type { Event, Setup } from "./ipc";

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

/** A recorded case to replay (a precedent's dispute, AM-G16): its situation, the events before the play, the play. */
export interface DisputeCase {
  setup: Setup;
  history: Event[];
  play: Event;
}

/** What the dispute screen is asked to open: a new dispute (on a board, or standalone), or a case to replay. */
export interface DisputeAsked {
  board: DisputeBoard | null;
  case?: DisputeCase;
}

export interface Nav {
  go: (screen: ScreenId) => void;
  /** Opens Incidents with this board (and player, fault) filled in. */
  logIncident: (draft: IncidentDraft) => void;
  /** The draft handed over, if any (taken once by the Incidents screen). */
  takeDraft: () => IncidentDraft | null;
  /** Opens the dispute screen with a new dispute on this board (none: standalone). */
  openDispute: (board: DisputeBoard | null) => void;
  /** Opens the dispute screen on a recorded case, its play chosen, to rule it again. */
  openCase: (c: DisputeCase) => void;
  /** A dispute asked for, if any (taken once by the dispute screen). */
  takeDispute: () => DisputeAsked | null;
}

export const NavContext = createContext<Nav>({ go: () => {}, logIncident: () => {}, takeDraft: () => null, openDispute: () => {}, openCase: () => {}, takeDispute: () => null });

export function useNav(): Nav {
  return useContext(NavContext);
}
