// The admin window: navigation, the language switch, the public display
// (the venue's screen, a second window), keyboard shortcuts, the manual
// (F1), and the current screen.
import type { ComponentType } from "preact";
import { useEffect, useRef, useState } from "preact/hooks";
import { LangContext, savedLang, saveLang, translate, type Lang } from "./i18n";
import { SCREENS, type ScreenId } from "./screens/registry";
import { Screen } from "./screens";
import { ErrorBox } from "./components/Async";
import { AppError, commands, type EventView } from "./ipc";
import { EventContext } from "./event-context";
import { NavContext, type DisputeAsked, type DisputeBoard, type DisputeCase, type IncidentDraft } from "./nav";

type ManualView = ComponentType<{ screen: ScreenId; onClose: () => void }>;

export function App() {
  // The language chosen last, else the system's (the shell says which:
  // Spanish on a Spanish system, English on any other). Nothing is drawn
  // before it is known.
  const [lang, setLang] = useState<Lang | null>(savedLang);
  // The shell renders its messages in the UI's language: no screen is drawn
  // before it knows it, and a switch waits for it (src-tauri/src/lang.rs).
  const [shellReady, setShellReady] = useState(false);
  const [screen, setScreen] = useState<ScreenId>("event");
  const [help, setHelp] = useState(false);
  const [ManualWindow, setManualWindow] = useState<ManualView | null>(null);
  const [displayError, setDisplayError] = useState<AppError | null>(null);
  const [openError, setOpenError] = useState<AppError | null>(null);
  const [event, setEvent] = useState<EventView | null>(null);
  // An event that could not be opened (a file given at start that is
  // damaged, or from a newer arbitro) is said, not taken for "no event".
  const refresh = () =>
    commands.currentEvent().then(
      (e) => { setEvent(e); setOpenError(null); },
      (e: AppError) => { setEvent(null); setOpenError(e); },
    );
  const draft = useRef<IncidentDraft | null>(null);
  const disputeAsked = useRef<DisputeAsked | null>(null);
  const nav = {
    go: setScreen,
    logIncident: (d: IncidentDraft) => { draft.current = d; setScreen("incidents"); },
    takeDraft: () => { const d = draft.current; draft.current = null; return d; },
    openDispute: (board: DisputeBoard | null) => { disputeAsked.current = { board }; setScreen("dispute"); },
    openCase: (c: DisputeCase) => { disputeAsked.current = { board: null, case: c }; setScreen("dispute"); },
    takeDispute: () => { const asked = disputeAsked.current; disputeAsked.current = null; return asked; },
  };
  const switchLang = (next: Lang) => {
    saveLang(next);
    return commands.setLanguage(next).then(() => setLang(next), () => setLang(next));
  };

  // The first screen is drawn and the shell answers: interactive.
  useEffect(() => {
    const start = lang ? Promise.resolve(lang) : commands.systemLanguage().catch((): Lang => "en");
    start
      .then((l) => { setLang(l); return commands.setLanguage(l); })
      .then(() => { setShellReady(true); return refresh(); })
      .then(() => commands.uiReady())
      .then(
        () => (document.documentElement.dataset.ready = "1"),
        () => (document.documentElement.dataset.ready = "error"),
      );
  }, []);

  useEffect(() => {
    if (lang) document.documentElement.lang = lang;
  }, [lang]);

  // The manual loads on its first opening (it is not in the main bundle).
  useEffect(() => {
    if (help && !ManualWindow) import("./components/Manual").then((m) => setManualWindow(() => m.Manual));
  }, [help]);

  const openDisplay = () => commands.openPublicDisplay(true).then(() => setDisplayError(null), setDisplayError);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const typing = e.target instanceof HTMLElement && e.target.matches("input, textarea, select");
      if (e.altKey && !e.ctrlKey && !e.metaKey) {
        const target = SCREENS.find((s) => `Digit${s.key}` === e.code || `Key${s.key}` === e.code);
        if (target) {
          e.preventDefault();
          setScreen(target.id);
          return;
        }
        if (e.code === "KeyL") {
          e.preventDefault();
          switchLang(document.documentElement.lang === "es" ? "en" : "es");
          return;
        }
        if (e.code === "KeyP") {
          e.preventDefault();
          openDisplay();
          return;
        }
      }
      if (e.key === "F1" || (e.key === "?" && !typing)) {
        e.preventDefault();
        setHelp((h) => !h);
        return;
      }
      if (e.key === "Escape") {
        // Closes the help if it is open (a handler registered before it opened sees it too).
        setHelp(false);
      }
      if (e.key === "/" && !typing) {
        const search = document.querySelector<HTMLInputElement>("main [data-search]");
        if (search) {
          e.preventDefault();
          search.focus();
          search.select();
        }
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  if (!lang) return null;
  return (
    <LangContext.Provider value={lang}>
      <EventContext.Provider value={{ event, refresh, set: setEvent }}>
      <NavContext.Provider value={nav}>
      <div class="shell">
        <header class="topbar">
          <div class="brand">
            <span class="logo" aria-hidden="true">♞</span>
            <span class="name">{translate(lang, "ui-app-title")}</span>
            <span class="subtitle">{translate(lang, "ui-app-subtitle")}</span>
            {event && <span class="event-name" data-testid="open-event">· {event.call.name}</span>}
          </div>
          <div class="topbar-actions">
            <div class="lang-switch" role="group" aria-label={translate(lang, "ui-lang-switch")}>
              {(["es", "en"] as const).map((l) => (
                <button
                  type="button"
                  class={l === lang ? "active" : ""}
                  aria-pressed={l === lang}
                  data-lang={l}
                  onClick={() => switchLang(l)}
                >
                  {l.toUpperCase()}
                </button>
              ))}
            </div>
            <button type="button" data-testid="open-display" onClick={openDisplay} title="Alt+P">
              {translate(lang, "ui-display-open")}
            </button>
            <button type="button" data-testid="open-manual" onClick={() => setHelp(true)} title="F1" aria-label={translate(lang, "ui-manual-open")}>
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
                  <span class="label">{translate(lang, s.label)}</span>
                  <kbd>Alt+{s.key}</kbd>
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" data-current={screen}>
          {displayError && <ErrorBox error={displayError} />}
          {openError && <ErrorBox error={openError} />}
          {/* Screens ask the shell again when the language changes (useCommand, useRounds…):
              its texts come in the new language, and what the user was doing stays. */}
          {shellReady && <Screen id={screen} />}
        </main>
        {help && ManualWindow && <ManualWindow screen={screen} onClose={() => setHelp(false)} />}
      </div>
      </NavContext.Provider>
      </EventContext.Provider>
    </LangContext.Provider>
  );
}
