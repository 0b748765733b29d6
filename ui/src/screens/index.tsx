// Which component draws which screen. The Event screen, the first one shown,
// is in the main bundle; every other screen (and chessground with its piece
// images, used by the board screens) loads on first use, so the first paint
// parses only what it draws.
import type { ComponentType } from "preact";
import { useEffect, useState } from "preact/hooks";
import { ErrorBox } from "../components/Async";
import { useI18n } from "../i18n";
import { AppError } from "../ipc";
import { EventScreen } from "./Event";
import type { ScreenId } from "./registry";

type Lazy = () => Promise<ComponentType>;

const LOADERS: Record<Exclude<ScreenId, "event">, Lazy> = {
  players: () => import("./Players").then((m) => m.Players),
  rounds: () => import("./Rounds").then((m) => m.Rounds),
  results: () => import("./Results").then((m) => m.Results),
  decks: () => import("./Decks").then((m) => m.Decks),
  clocks: () => import("./Clocks").then((m) => m.Clocks),
  incidents: () => import("./Incidents").then((m) => m.Incidents),
  precedents: () => import("./Precedents").then((m) => m.Precedents),
  arbiter: () => import("./Arbiter").then((m) => m.Arbiter),
  dispute: () => import("./Dispute").then((m) => m.Dispute),
  rules: () => import("./Rules").then((m) => m.Rules),
  records: () => import("./Records").then((m) => m.Records),
  teams: () => import("./Teams").then((m) => m.Teams),
};

/** Screens already loaded, by id. */
const loaded = new Map<ScreenId, ComponentType>([["event", EventScreen]]);

export function Screen({ id }: { id: ScreenId }) {
  const { t } = useI18n();
  const [, setLoads] = useState(0);
  const [failed, setFailed] = useState<AppError | null>(null);
  useEffect(() => {
    if (loaded.has(id) || id === "event") return;
    let live = true;
    setFailed(null);
    LOADERS[id]().then(
      (component) => {
        loaded.set(id, component);
        if (live) setLoads((n) => n + 1);
      },
      (error) => live && setFailed(new AppError("internal", `screen ${id}: ${String(error)}`)),
    );
    return () => {
      live = false;
    };
  }, [id]);
  const Component = loaded.get(id);
  if (Component) return <Component />;
  if (failed) return <ErrorBox error={failed} />;
  return <p class="muted">{t("ui-common-loading")}</p>;
}
