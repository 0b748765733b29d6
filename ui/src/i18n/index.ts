// The UI's words come from the one message catalogue (messages/es/*.ftl,
// messages/en/*.ftl, Project Fluent), the same files the shell, the arbitro
// command and the printed forms use. `t(key, params)` renders a message in
// the current language; keys and parameters are typed from the catalogue
// (catalogue.gen.ts, built by ui/scripts/catalogue.mjs), so a key without a
// text in either language fails the type check.
import { createContext } from "preact";
import { useContext } from "preact/hooks";
import { FluentBundle, FluentResource } from "@fluent/bundle";
import { SOURCES, type MessageKey, type Params, type Value } from "./catalogue.gen";
import type { Lang } from "../ipc/bindings";

export type { Lang, MessageKey, Params };

function bundle(lang: Lang): FluentBundle {
  // No Unicode isolation marks around parameters, as in the shell's renderer.
  const b = new FluentBundle(lang, { useIsolating: false });
  for (const source of SOURCES[lang]) b.addResource(new FluentResource(source));
  return b;
}

const bundles: Record<Lang, FluentBundle> = { es: bundle("es"), en: bundle("en") };

/** The parameters a message needs: none, or its named values. */
export type ArgsOf<K extends MessageKey> = keyof Params[K] extends never ? [] : [Params[K]];

/** Renders a catalogue message in `lang`. */
export function translate<K extends MessageKey>(lang: Lang, key: K, ...args: ArgsOf<K>): string {
  const b = bundles[lang];
  const message = b.getMessage(key);
  if (!message?.value) return key;
  return b.formatPattern(message.value, (args[0] ?? undefined) as Record<string, Value> | undefined);
}

const STORAGE_KEY = "arbitro.lang";

/** The language the user chose last, if they ever chose one (else the app
 * starts in the system's). */
export function savedLang(): Lang | null {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (saved === "es" || saved === "en") return saved;
  } catch {
    // Storage may be unavailable: the system's language is used.
  }
  return null;
}

/** Remembers the language the user chose. */
export function saveLang(lang: Lang): void {
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    // Not fatal: the choice lasts for this session.
  }
}

export const LangContext = createContext<Lang>("es");

export type Translate = <K extends MessageKey>(key: K, ...args: ArgsOf<K>) => string;

/** The current language and a bound `t`. */
export function useI18n(): { lang: Lang; t: Translate } {
  const lang = useContext(LangContext);
  return { lang, t: (key, ...args) => translate(lang, key, ...args) };
}

/** A calendar date (`YYYY-MM-DD`) as `lang` writes it, with the
 * catalogue's pattern (`format-date`): 05/12/2026 in Spanish. */
export function formatDate(lang: Lang, iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return m ? translate(lang, "format-date", { y: m[1], m: m[2], d: m[3] }) : iso;
}

/** A timestamp (`YYYY-MM-DDTHH:MM…`) as `lang` writes it: date and time. */
export function formatTime(lang: Lang, iso: string): string {
  const m = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})/.exec(iso);
  return m ? `${formatDate(lang, m[1])} ${m[2]}` : formatDate(lang, iso);
}

/** Lower-cases and strips accents, for accent-insensitive search. */
export function fold(text: string): string {
  return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
}
