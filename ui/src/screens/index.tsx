// Which component draws which screen.
import { Arbiter } from "./Arbiter";
import { EventScreen } from "./Event";
import { Decks } from "./Decks";
import { Clocks } from "./Clocks";
import { Incidents } from "./Incidents";
import type { ScreenId } from "./registry";
import { Rules } from "./Rules";
import { Players } from "./Players";
import { Rounds } from "./Rounds";
import { Results } from "./Results";
import { Precedents } from "./Precedents";

export function Screen({ id }: { id: ScreenId }) {
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
      return <Decks />;
    case "clocks":
      return <Clocks />;
    case "incidents":
      return <Incidents />;
    case "precedents":
      return <Precedents />;
  }
}
