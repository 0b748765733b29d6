// The window: navigation, language and projector switches, keyboard
// shortcuts, and the current screen.
import { useEffect, useRef, useState } from "preact/hooks";
import { LangContext, initialLang, saveLang, translate, type Lang } from "./i18n";
import { SCREENS, type ScreenId } from "./screens/registry";
import { Screen } from "./screens";
import { ShortcutHelp } from "./components/ShortcutHelp";
import { commands, type EventView } from "./ipc";
import { EventContext } from "./event-context";
import { NavContext, type IncidentDraft } from "./nav";

export function App() {
  const [lang, setLang] = useState<Lang>(initialLang);
  const [screen, setScreen] = useState<ScreenId>("event");
  const [projector, setProjector] = useState(false);
  const [help, setHelp] = useState(false);
  const [event, setEvent] = useState<EventView | null>(null);
  const refresh = () => commands.currentEvent().then(setEvent, () => setEvent(null));
  const t = (key: Parameters<typeof translate>[1]) => translate(lang, key);
  const draft = useRef<IncidentDraft | null>(null);
  const nav = {
    go: setScreen,
    logIncident: (d: IncidentDraft) => { draft.current = d; setScreen("incidents"); },
    takeDraft: () => { const d = draft.current; draft.current = null; return d; },
  };

  // The first screen is drawn and the shell answers: interactive.
  useEffect(() => {
    refresh().then(() => commands.uiReady()).then(
      () => (document.documentElement.dataset.ready = "1"),
      () => (document.documentElement.dataset.ready = "error"),
    );
  }, []);

  useEffect(() => {
    document.documentElement.lang = lang;
    saveLang(lang);
  }, [lang]);

  useEffect(() => {
    document.documentElement.classList.toggle("projector", projector);
  }, [projector]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const typing = event.target instanceof HTMLElement && event.target.matches("input, textarea, select");
      if (event.altKey && !event.ctrlKey && !event.metaKey) {
        const target = SCREENS.find((s) => `Digit${s.key}` === event.code || `Key${s.key}` === event.code);
        if (target) {
          event.preventDefault();
          setScreen(target.id);
          return;
        }
        if (event.code === "KeyL") {
          event.preventDefault();
          setLang((l) => (l === "es" ? "en" : "es"));
          return;
        }
        if (event.code === "KeyP") {
          event.preventDefault();
          setProjector((p) => !p);
          return;
        }
      }
      if (event.key === "F1" || (event.key === "?" && !typing)) {
        event.preventDefault();
        setHelp((h) => !h);
        return;
      }
      if (event.key === "Escape" && help) {
        setHelp(false);
        return;
      }
      if (event.key === "/" && !typing) {
        const search = document.querySelector<HTMLInputElement>("main [data-search]");
        if (search) {
          event.preventDefault();
          search.focus();
          search.select();
        }
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [help]);

  return (
    <LangContext.Provider value={lang}>
      <EventContext.Provider value={{ event, refresh, set: setEvent }}>
      <NavContext.Provider value={nav}>
      <div class="shell">
        <header class="topbar">
          <div class="brand">
            <span class="logo" aria-hidden="true">♞</span>
            <span class="name">{t("app.title")}</span>
            <span class="subtitle">{t("app.subtitle")}</span>
            {event && <span class="event-name" data-testid="open-event">· {event.call.name}</span>}
          </div>
          <div class="topbar-actions">
            <div class="lang-switch" role="group" aria-label={t("lang.switch")}>
              {(["es", "en"] as const).map((l) => (
                <button
                  type="button"
                  class={l === lang ? "active" : ""}
                  aria-pressed={l === lang}
                  data-lang={l}
                  onClick={() => setLang(l)}
                >
                  {l.toUpperCase()}
                </button>
              ))}
            </div>
            <button type="button" aria-pressed={projector} onClick={() => setProjector((p) => !p)} title="Alt+P">
              {t("projector.toggle")}
            </button>
            <button type="button" onClick={() => setHelp(true)} title="F1" aria-label={t("shortcuts.title")}>
              ?
            </button>
          </div>
        </header>
        <nav class="sidebar" aria-label="arbitro">
          <ul>
            {SCREENS.map((s) => (
              <li>
                <button
                  type="button"
                  class={s.id === screen ? "active" : ""}
                  aria-current={s.id === screen ? "page" : undefined}
                  data-screen={s.id}
                  onClick={() => setScreen(s.id)}
                >
                  <span class="label">{t(s.label)}</span>
                  <kbd>Alt+{s.key}</kbd>
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" data-current={screen}>
          <Screen id={screen} />
        </main>
        {help && <ShortcutHelp onClose={() => setHelp(false)} />}
      </div>
      </NavContext.Provider>
      </EventContext.Provider>
    </LangContext.Provider>
  );
}
