// Language selection (ES default, remembered) and the `t` lookup.
import { createContext } from "preact";
import { useContext } from "preact/hooks";
import { en } from "./en";
import { es } from "./es";

export type Lang = "es" | "en";
export type MessageKey = keyof typeof es;

const dictionaries: Record<Lang, Record<MessageKey, string>> = { es, en };

/** Looks up a message and fills `{name}` placeholders. */
export function translate(lang: Lang, key: MessageKey, vars?: Record<string, string | number>): string {
  let text = dictionaries[lang][key];
  if (vars) for (const [name, value] of Object.entries(vars)) text = text.split(`{${name}}`).join(String(value));
  return text;
}

const STORAGE_KEY = "arbitro.lang";

/** The language to start with: the remembered one, else Spanish. */
export function initialLang(): Lang {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (saved === "es" || saved === "en") return saved;
  } catch {
    // Storage may be unavailable; Spanish is the default.
  }
  return "es";
}

/** Remembers the chosen language. */
export function saveLang(lang: Lang): void {
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    // Not fatal: the choice lasts for this session.
  }
}

export const LangContext = createContext<Lang>("es");

/** The current language and a bound `t`. */
export function useI18n() {
  const lang = useContext(LangContext);
  return { lang, t: (key: MessageKey, vars?: Record<string, string | number>) => translate(lang, key, vars) };
}

/** Lower-cases and strips accents, for accent-insensitive search. */
export function fold(text: string): string {
  return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
}

/** For screen-specific wording kept next to its use: `tr("Jugadores", "Players")`. */
export function useTr() {
  const lang = useContext(LangContext);
  return (es: string, en: string) => (lang === "es" ? es : en);
}
