// Test entry: installs a mocked IPC (no shell) from the scenario the test put
// in `window.__ARBITRO_SCENARIO__`, records every call in `window.__calls`, then
// starts the real app (or the public display, for `#display`). Mocked IPC
// exists only here, for component tests.
//
// A scenario maps a command to its reply (or a list served in order, the last
// repeating), or, under `byArgs`, to replies chosen by the call's arguments
// (compared as JSON with sorted keys; arguments not listed are refused). A scenario with `byLang: { es, en }` answers from the map of the
// language the UI last set with `set_language`, as the shell renders its
// texts in the UI's language.
import { mockIPC } from "@tauri-apps/api/mocks";

type Reply = ({ ok: unknown } | { err: { code: string; message: string; messageCode?: string } }) & {
  /** In a list: this reply answers the calls whose arguments include these (a partial match), however often they come. */
  when?: unknown;
};
type Replies = Record<string, Reply | Reply[]>;
type Scenario = Replies & {
  byLang?: { es: Replies; en: Replies };
  byArgs?: Record<string, { args: unknown; reply: Reply }[]>;
};

/** Whether `value` has every field of `part` (objects compared field by field, the rest exactly). */
const includes = (value: unknown, part: unknown): boolean =>
  part && typeof part === "object" && !Array.isArray(part)
    ? Boolean(value) && typeof value === "object" && Object.entries(part).every(([k, v]) => includes((value as Record<string, unknown>)[k], v))
    : canonical(value) === canonical(part);

/** JSON with object keys sorted, to compare arguments. */
const canonical = (v: unknown): string =>
  JSON.stringify(v, (_k, x) =>
    x && typeof x === "object" && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => a.localeCompare(b))) : x,
  );

declare global {
  interface Window {
    __ARBITRO_SCENARIO__?: Scenario;
    __calls: { cmd: string; args: unknown }[];
  }
}

const scenario: Scenario = window.__ARBITRO_SCENARIO__ ?? {};
const served: Record<string, number> = {};
let lang: "es" | "en" = "es";
window.__calls = [];

mockIPC((cmd, args) => {
  window.__calls.push({ cmd, args });
  // The system's language, unless the scenario says otherwise: Spanish, as
  // the component tests expect of a first start.
  if (cmd === "system_language" && !("system_language" in scenario)) return "es";
  if (cmd === "set_language") {
    lang = (args as { lang: "es" | "en" }).lang;
    return lang;
  }
  const byArgs = scenario.byArgs?.[cmd];
  if (byArgs) {
    const found = byArgs.find((a) => canonical(a.args) === canonical(args));
    if (!found) throw { code: "internal", message: `no mock for ${cmd} ${canonical(args)}`, messageCode: "" };
    if ("err" in found.reply) throw found.reply.err;
    return found.reply.ok;
  }
  const replies: Replies = scenario.byLang ? { ...scenario.byLang[lang], ...scenario } : scenario;
  const entry = replies[cmd];
  if (entry === undefined || cmd === "byLang" || cmd === "byArgs") throw { code: "internal", message: `no mock for ${cmd}`, messageCode: "" };
  // A list is served in order, its last reply repeating; replies with
  // `when` are chosen by the call's arguments instead.
  const list = Array.isArray(entry) ? entry : [entry];
  const chosen = list.find((r) => r.when !== undefined && includes(args, r.when));
  if (chosen) {
    if ("err" in chosen) throw chosen.err;
    return chosen.ok;
  }
  const index = Math.min(served[cmd] ?? 0, list.length - 1);
  served[cmd] = (served[cmd] ?? 0) + 1;
  const reply = list[index];
  if ("err" in reply) throw reply.err;
  return reply.ok;
});

// main.tsx starts the admin app, or the public display for `#display`;
// `#position-editor` mounts the position editor alone (its component tests).
if (location.hash.startsWith("#position-editor")) await import("./position-editor-demo");
else await import("../src/main");
