// The open event, shared by every screen: null until one is created or opened.
import { createContext } from "preact";
import { useContext } from "preact/hooks";
import type { EventView } from "./ipc";

export interface OpenEvent {
  event: EventView | null;
  /** Re-reads the open event from the shell (after any change). */
  refresh: () => Promise<void>;
  /** Sets the open event (after create/open). */
  set: (event: EventView) => void;
}

export const EventContext = createContext<OpenEvent>({
  event: null,
  refresh: async () => {},
  set: () => {},
});

/** The event is played with cards (a dispute can be opened on its boards). */
export function playedWithCards(event: EventView | null): boolean {
  const family = event?.call.family;
  return family === "magico-classic" || family === "magico-advanced" || family === "ed";
}

export function useEvent(): OpenEvent {
  return useContext(EventContext);
}
