// Component tests of the UI in Debian's Chromium (playwright-core) with the
// shell's IPC mocked per scenario (tests/harness.ts). They check what the
// real-WebView E2E test cannot cheaply cover: language switching and its
// memory, every screen in each language without the other language's words
// or internal identifiers, keyboard navigation, error display by code, the
// organiser's actions (confirmations, withdrawals, byes, late entries, late
// corrections, un-pairing, the call, forbidden pairings), printing, the
// public display, and that every screen fits a 1366×768 window.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { launch, serve } from "./serve.mjs";

const here = fileURLToPath(new URL(".", import.meta.url));
const root = join(here, "..", "dist-test");
const fixture = async (name) => JSON.parse(await readFile(join(here, "fixtures", name), "utf8"));
const catalogue = JSON.parse(await readFile(join(here, "..", "..", "src-tauri", "data", "catalogue.json"), "utf8"));

let server;
let browser;
let base;

before(async () => {
  ({ server, base } = await serve(root));
  browser = await launch();
});

after(async () => {
  await browser?.close();
  server?.close();
});

const baseScenario = () => ({
  system_language: { ok: "es" },
  app_info: { ok: { version: "0.1.0", eventDir: "/home/arbitro", demo: false } },
  ui_ready: { ok: { msSinceStart: 1 } },
  current_event: { ok: null },
  event_folder: { ok: { dir: "/home/arbitro", events: [], imports: [], games: [], records: [] } },
  rules_catalogue: { ok: catalogue },
});

/** A page of the app with this scenario, ready (html[data-ready]). */
async function open(scenario, { width = 1366, height = 768, hash = "" } = {}) {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  await page.addInitScript((s) => { window.__ARBITRO_SCENARIO__ = s; }, scenario);
  await page.goto(base + hash);
  await page.waitForSelector("html[data-ready='1']");
  return { page, context };
}

const calls = (page, cmd) => page.evaluate((c) => window.__calls.filter((x) => x.cmd === c).map((x) => x.args), cmd);

/** A scenario with one open event (the fixtures) and its first round. */
async function eventScenario(extra = {}) {
  return {
    ...baseScenario(),
    current_event: { ok: await fixture("event.json") },
    list_rounds: { ok: [await fixture("round1.json")] },
    standings: { ok: { rounds: 0, inPlay: 1, columns: ["SB"], rows: [], notes: [] } },
    crosstable: { ok: { rounds: 0, inPlay: 1, headings: ["Pos.", "Jugador", "1", "Ptos."], roundColumns: [false, false, true, false], rows: [], legend: "" } },
    round_detail: { ok: { round: await fixture("round1.json"), edits: [] } },
    ...extra,
  };
}

test("the system's language at first start (Spanish here); English on click and Alt+L; the shell is told, and the choice is remembered", async () => {
  const { page, context } = await open(baseScenario());
  assert.equal(await page.textContent("main h1"), "Torneo");
  assert.equal(await page.getAttribute("html", "lang"), "es");
  assert.deepEqual(await calls(page, "set_language"), [{ lang: "es" }], "the shell learns the language before the first screen");
  await page.click("[data-lang='en']");
  await page.waitForFunction(() => document.querySelector("main h1")?.textContent === "Event");
  assert.equal(await page.textContent("nav [data-screen='rules'] .label"), "Rules");
  assert.deepEqual((await calls(page, "set_language")).at(-1), { lang: "en" });
  await page.reload();
  await page.waitForSelector("html[data-ready='1']");
  assert.equal(await page.textContent("main h1"), "Event", "language survives a restart");
  assert.equal((await calls(page, "system_language")).length, 0, "a chosen language is not asked of the system again");
  await page.keyboard.press("Alt+KeyL");
  await page.waitForFunction(() => document.querySelector("main h1")?.textContent === "Torneo");
  await context.close();
});

test("a first start on a system in another language speaks English; a failed answer also falls back to English", async () => {
  for (const reply of [{ ok: "en" }, { err: { code: "internal", message: "no locale" } }]) {
    const { page, context } = await open({ ...baseScenario(), system_language: reply });
    assert.equal(await page.textContent("main h1"), "Event");
    assert.equal(await page.getAttribute("html", "lang"), "en");
    assert.deepEqual(await calls(page, "set_language"), [{ lang: "en" }]);
    await context.close();
  }
});

// Every screen of the demo, with the shell's real answers in each language
// (written by src-tauri/tests/ipc.rs, see scripts/app-ui-test.sh): no word
// of the other language, no internal identifier. Texts the card engine
// produces (the resolution traces, `data-engine-text`) and text given in the
// other language on purpose (a clause not yet translated, `lang="en"`) are
// left out; so are the names and free texts people typed.
/** A word in lower case or capitalised (an acronym such as AND, Andorra's code, is not a word). */
const words = (list) => new RegExp(`(?<!\\p{L})(${list.flatMap((w) => [w, w[0].toUpperCase() + w.slice(1)]).join("|")})(?!\\p{L})`, "u");
// The word lists are shared with the command line's walk of the demo
// (crates/arbitro-cli/tests/lang_cli.rs): tests/fixtures/lang/words.json.
const lists = JSON.parse(await readFile(join(here, "..", "..", "tests", "fixtures", "lang", "words.json"), "utf8"));
const ENGLISH = words(lists.english);
const SPANISH = words(lists.spanish);
const escape = (w) => w.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
const INTERNAL = new RegExp(`\\b(${lists.internal.map(escape).join("|")})\\b|${lists.internal_prefixes.map(escape).join("|")}`);

async function screenText(page, lang) {
  return page.evaluate((lang) => {
    const parts = [];
    const walk = (node) => {
      if (node.nodeType === Node.TEXT_NODE) { parts.push(node.textContent); return; }
      if (node.nodeType !== Node.ELEMENT_NODE) return;
      const el = node;
      if (el.matches("[data-engine-text], [data-user-text], script, style, option:not(:checked)")) return;
      if (el.hasAttribute("lang") && el.getAttribute("lang") !== lang) return;
      if (el.matches("input, textarea")) { parts.push(el.getAttribute("placeholder") ?? ""); return; }
      for (const child of el.childNodes) walk(child);
      for (const attr of ["title", "aria-label", "placeholder"]) if (el.getAttribute(attr)) parts.push(el.getAttribute(attr));
    };
    for (const el of document.querySelectorAll(".topbar, nav, main")) walk(el);
    return parts.join(" ").replace(/\s+/g, " ");
  }, lang);
}

/** The demo's players, events and typed texts: data, not the UI's words. */
function names(demo) {
  const out = new Set();
  for (const p of demo.list_players.ok) out.add(p.data.name).add(p.data.club ?? "");
  out.add(demo.current_event.ok.call.name).add(demo.current_event.ok.call.place).add(demo.current_event.ok.call.organiser);
  return [...out].filter(Boolean).sort((a, b) => b.length - a.length);
}

/** The demo as the shell answers it in both languages (src-tauri/tests/ipc.rs),
 * opened in `lang`. */
async function openDemo(lang) {
  const demo = { es: await fixture("gen/demo-es.json"), en: await fixture("gen/demo-en.json") };
  const scenario = { ...baseScenario(), byLang: demo };
  delete scenario.current_event;
  delete scenario.event_folder;
  delete scenario.rules_catalogue;
  const { page, context } = await open(scenario);
  if (lang === "en") {
    await page.click("[data-lang='en']");
    await page.waitForFunction(() => document.querySelector("main h1")?.textContent === "Event");
  }
  return { demo, page, context };
}

const SCREENS = ["event", "players", "rounds", "results", "decks", "clocks", "incidents", "precedents", "arbiter", "dispute", "rules", "records", "teams"];

for (const lang of ["es", "en"]) {
  test(`every screen of the demo in ${lang === "es" ? "Spanish" : "English"}: no ${lang === "es" ? "English" : "Spanish"} word, no internal identifier`, async () => {
    const { demo, page, context } = await openDemo(lang);
    const wrong = lang === "es" ? ENGLISH : SPANISH;
    const data = names(demo[lang]);
    const found = [];
    const look = async (where) => {
      let text = await screenText(page, lang);
      for (const n of data) text = text.split(n).join(" ");
      // File names are the user's (players.csv) or the store's (backups).
      text = text.replace(/\S+\.(csv|trf|txt|db|pdf|json|pgn|arbitro)\b/g, " ");
      for (const pattern of [wrong, INTERNAL]) {
        const m = text.match(pattern);
        if (m) {
          const i = text.indexOf(m[0]);
          found.push(`${where}: «${m[0]}» in «${text.slice(Math.max(0, i - 60), i + 60)}»`);
        }
      }
    };
    for (const id of SCREENS) {
      await page.click(`nav [data-screen='${id}']`);
      await page.waitForSelector(`main[data-current='${id}'] h1`);
      await page.waitForFunction(() => !document.querySelector("main")?.textContent?.match(/Cargando…|Loading…/));
      await look(id);
      if (id === "results") {
        await page.click("[data-view='crosstable']");
        await page.waitForSelector("[data-testid='crosstable']");
        await look("results/crosstable");
      }
      if (id === "players") {
        await page.click("[data-manage]");
        await page.waitForSelector("[data-testid='player-actions']");
        await look("players/actions");
      }
      if (id === "dispute") {
        await page.click("[data-tab='play']");
        await page.fill("[name='move']", "e1d2");
        await page.click("[data-testid='resolve']");
        await page.waitForSelector("[data-testid='verdict']");
        await look("dispute/ruling");
        await page.click("[data-tab='record']");
        await page.check("[name='with-precedent']");
        await look("dispute/record");
      }
      if (id === "rounds") {
        await page.click("[data-testid='explain']");
        await page.waitForSelector("[data-testid='explanation']");
        await look("rounds/explanation");
      }
    }
    assert.deepEqual(found, [], found.join("\n"));
    await context.close();
  });
}

// The manual (F1): on every screen, its chapter in the UI's language, as the
// shell's real index and chapters answer (src-tauri/tests/ipc.rs writes
// them); no word of the other language in it outside commands and file
// examples (code); its search; a link between chapters; the window never
// leaves the app.
for (const lang of ["es", "en"]) {
  test(`F1 on every screen opens its chapter of the manual, in ${lang === "es" ? "Spanish" : "English"}; search and links inside it`, async () => {
    const { demo, page, context } = await openDemo(lang);
    const index = demo[lang].manual_index.ok;
    const wrong = lang === "es" ? ENGLISH : SPANISH;
    const start = page.url();
    const found = [];
    for (const id of SCREENS) {
      await page.click(`nav [data-screen='${id}']`);
      await page.waitForSelector(`main[data-current='${id}'] h1`);
      await page.keyboard.press("F1");
      const entry = index.find((e) => e.screens.includes(id));
      assert.ok(entry, `the screen ${id} has a chapter in the manual's index`);
      await page.waitForSelector(`[data-testid='manual-chapter'][data-topic='${entry.topic}']`);
      assert.equal(await page.textContent("[data-testid='manual-chapter'] h1"), entry.title, id);
      assert.equal(await page.getAttribute(`[data-testid='manual-toc'] button[data-topic='${entry.topic}']`, "aria-current"), "page");
      const text = await page.evaluate(() => {
        const copy = document.querySelector("[data-testid='manual-chapter'] .manual-text").cloneNode(true);
        for (const c of copy.querySelectorAll("code, pre")) c.remove();
        return copy.textContent.replace(/\s+/g, " ");
      }).then((t) => (lang === "es" ? t.replace(/[Rr]ound robin/g, " ") : t)); // the Spanish catalogue's own name for the system (labels.ftl)
      const m = text.match(wrong);
      if (m) found.push(`${entry.topic}: «${m[0]}» in «${text.slice(Math.max(0, m.index - 60), m.index + 60)}»`);
      await page.keyboard.press("Escape");
      await page.waitForSelector("[data-testid='manual']", { state: "detached" });
      assert.equal(await page.getAttribute("main", "data-current"), id, "closing the manual goes back to the screen");
    }
    assert.deepEqual(found, [], found.join("\n"));

    // Search, by words typed without accents; a hit opens its chapter at its section.
    await page.click("[data-testid='open-manual']");
    await page.waitForSelector("[data-testid='manual-chapter']");
    await page.fill("[data-testid='manual-search']", lang === "es" ? "retirada ronda" : "withdrawn round");
    const hit = await page.waitForSelector("[data-testid='manual-hits'] button[data-topic]");
    const topic = await hit.getAttribute("data-topic");
    await hit.click();
    await page.waitForSelector(`[data-testid='manual-chapter'][data-topic='${topic}']`);
    await page.fill("[data-testid='manual-search']", "zzzz");
    await page.waitForSelector("[data-testid='manual-hits']");
    assert.equal(await page.$("[data-testid='manual-hits'] button[data-topic]"), null, "no hit for a word the manual lacks");
    await page.fill("[data-testid='manual-search']", "");

    // A link to another chapter is followed inside the manual.
    await page.click("[data-testid='manual-toc'] button[data-topic='pairings']");
    await page.waitForSelector("[data-testid='manual-chapter'][data-topic='pairings']");
    const link = await page.waitForSelector("[data-testid='manual-chapter'] a[data-topic='results']");
    await link.click();
    await page.waitForSelector("[data-testid='manual-chapter'][data-topic='results']");
    await page.click("[data-testid='manual-shortcuts']");
    await page.waitForSelector("[data-testid='manual'] [data-testid='shortcuts']");
    assert.equal(page.url(), start, "the manual never takes the window away");
    await context.close();
  });
}

test("keyboard: Alt+digit opens screens, / focuses the search, arrows move the selection", async () => {
  const { page, context } = await open(baseScenario());
  await page.keyboard.press("Alt+Digit0");
  await page.waitForSelector("main[data-current='rules'] .rule-list li");
  await page.keyboard.press("/");
  assert.equal(await page.evaluate(() => document.activeElement?.hasAttribute("data-search")), true);
  await page.keyboard.type("anulacion");
  await page.keyboard.press("ArrowDown");
  const first = await page.getAttribute(".rule-list li[aria-selected='true']", "id");
  assert.equal(first, "rule-AM-D4", "accent-insensitive search finds AM-D4 (Counter, \"anulación\")");
  await page.keyboard.press("/");
  await page.keyboard.type("counter");
  await page.keyboard.press("ArrowDown");
  const top = await page.getAttribute(".rule-list li[aria-selected='true']", "id");
  await page.keyboard.press("ArrowDown");
  assert.notEqual(await page.getAttribute(".rule-list li[aria-selected='true']", "id"), top, "ArrowDown moves down the list");
  await page.keyboard.press("F1");
  await page.waitForSelector("[role='dialog']");
  await page.keyboard.press("Escape");
  assert.equal(await page.$("[role='dialog']"), null);
  await context.close();
});

test("Rules: decks searchable by Spanish name; untranslated text falls back to English, marked as such", async () => {
  const { page, context } = await open(baseScenario());
  await page.click("nav [data-screen='rules']");
  await page.click("[data-tab='AM-REF']");
  await page.fill("main [data-search]", "escudo");
  const codes = await page.$$eval(".rule-list li .badge", (els) => els.map((e) => e.textContent));
  assert.deepEqual(codes, ["AM-28", "AM-29"]);
  await page.click("#rule-AM-28");
  const detail = await page.textContent(".detail");
  assert.match(detail, /Escudo/);
  const translated = catalogue.decks[0].cards.find((c) => c.code === "AM-28").effect.es !== "";
  assert.equal(detail.includes("Sin traducción"), !translated);
  await context.close();
});

test("errors reach the screen by code, in the shell's words", async () => {
  const scenario = await eventScenario({
    set_result: { err: { code: "invalid_input", message: "«3-0» no es un resultado (1-0, 0-1, 1/2, +-, -+, --, *).", messageCode: "app-not-a-result" } },
  });
  const { page, context } = await open(scenario);
  await page.keyboard.press("Alt+Digit4");
  await page.fill("[data-testid='result-entry'] input[name='board']", "1");
  await page.fill("[data-testid='result-entry'] input[name='result']", "3-0");
  await page.keyboard.press("Enter");
  await page.waitForSelector(".error-box[data-code='invalid_input']");
  assert.match(await page.textContent(".error-box"), /Dato no válido.*«3-0» no es un resultado/);
  assert.deepEqual(await calls(page, "set_result"), [{ round: 1, board: 1, result: "3-0" }]);
  await context.close();

  const none = await open(baseScenario());
  await none.page.keyboard.press("Alt+Digit2");
  await none.page.waitForSelector("[data-testid='needs-event']");
  await none.context.close();
});

test("Results: a click on a board selects it; standings say which round they are after and the round in play", async () => {
  const scenario = await eventScenario({
    set_result: { ok: { board: 2, white: { id: 2, pairingNumber: 2, name: "Souza, Beatriz", rating: 2104 }, black: null, result: "1-0", kind: "played" } },
  });
  const { page, context } = await open(scenario);
  await page.keyboard.press("Alt+Digit4");
  await page.click("[data-testid='boards'] tr[data-board='2']");
  assert.equal(await page.inputValue("[data-testid='result-entry'] input[name='board']"), "2");
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("name")), "result", "the result field takes the focus");
  await page.keyboard.type("1-0");
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => window.__calls.some((c) => c.cmd === "set_result"));
  assert.deepEqual(await calls(page, "set_result"), [{ round: 1, board: 2, result: "1-0" }]);
  assert.match(await page.textContent("[data-testid='standings-when']"), /Clasificación inicial.*La ronda 1 se está jugando/);
  await context.close();
});

test("Results: a result of a round before the last paired one is a correction with a reason", async () => {
  const round1 = await fixture("round1.json");
  round1.status = "published";
  const round2 = { ...(await fixture("round1.json")), number: 2 };
  const scenario = await eventScenario({
    list_rounds: { ok: [round1, round2] },
    correct_result: [
      { ok: { board: { ...round1.boards[0], result: "0-1", kind: "played" }, entry: 7, changed: [{ round: 2, stored: [[round1.boards[0].white, round1.boards[1].white]], engine: [[round1.boards[0].white, round1.boards[1].black]] }] } },
    ],
  });
  const { page, context } = await open(scenario);
  await page.keyboard.press("Alt+Digit4");
  await page.click("[data-round='1']");
  await page.waitForSelector("[data-testid='late-notice']");
  await page.fill("[data-testid='result-entry'] input[name='board']", "1");
  await page.fill("[data-testid='result-entry'] input[name='result']", "0-1");
  await page.keyboard.press("Enter");
  await page.waitForSelector("[data-testid='late-correction']");
  assert.equal(await page.isDisabled("[data-testid='late-correction'] [data-confirm]"), true, "no reason, no correction");
  assert.deepEqual(await calls(page, "set_result"), [], "a late result never goes through set_result");
  await page.fill("[data-testid='late-correction'] input[name='reason']", "la planilla firmada dice 0-1");
  await page.click("[data-testid='late-correction'] [data-confirm]");
  await page.waitForSelector("[data-testid='correction']");
  assert.deepEqual(await calls(page, "correct_result"), [{ round: 1, board: 1, result: "0-1", reason: "la planilla firmada dice 0-1", arbiter: "Ana Beltrán" }]);
  const shown = await page.textContent("[data-testid='correction']");
  assert.match(shown, /asiento 7 del registro/);
  assert.match(shown, /la ronda 2 se habría emparejado de otra manera/);
  assert.match(shown, /Núñez Peña, Álvaro – Okafor, Chidi/);
  await context.close();
});

test("Rounds: pairing, publishing and un-pairing ask first; Cancel does nothing", async () => {
  const round1 = await fixture("round1.json");
  const scenario = await eventScenario({
    pair_next_round: { ok: { ...round1, number: 2 } },
    publish_round: { ok: { ...round1, status: "published" } },
    unpair_last_round: { ok: 1 },
  });
  const { page, context } = await open(scenario);
  await page.keyboard.press("Alt+Digit3");
  await page.click("[data-testid='pair-next']");
  await page.waitForSelector("[data-testid='confirm-pair']");
  assert.match(await page.textContent("[data-testid='confirm-pair']"), /copia de seguridad.*ronda 2/);
  await page.keyboard.press("Escape");
  assert.equal(await page.$("[data-testid='confirm-pair']"), null);
  assert.deepEqual(await calls(page, "pair_next_round"), [], "cancelled: nothing paired");
  await page.click("[data-testid='pair-next']");
  await page.click("[data-testid='confirm-pair'] [data-confirm]");
  await page.waitForFunction(() => window.__calls.some((c) => c.cmd === "pair_next_round"));

  await page.click("[data-round='1']");
  await page.click("[data-testid='publish']");
  await page.waitForSelector("[data-testid='confirm-publish']");
  await page.click("[data-testid='confirm-publish'] [data-cancel]");
  assert.deepEqual(await calls(page, "publish_round"), []);
  await page.click("[data-testid='publish']");
  await page.click("[data-testid='confirm-publish'] [data-confirm]");
  await page.waitForFunction(() => window.__calls.some((c) => c.cmd === "publish_round"));
  assert.deepEqual(await calls(page, "publish_round"), [{ round: 1 }]);

  await page.click("[data-testid='unpair']");
  await page.waitForSelector("[data-testid='confirm-unpair']");
  await page.click("[data-testid='confirm-unpair'] [data-confirm]");
  await page.waitForSelector("[data-testid='rounds-done']");
  assert.match(await page.textContent("[data-testid='rounds-done']"), /Emparejamiento de la ronda 1 deshecho/);
  await context.close();
});

const player = (id, name, rating, extra = {}) => ({
  id, pairingNumber: id, data: { name, fideId: null, title: null, rating, federation: "ESP", birthDate: null, club: "Club Ajedrez Alcalá", sex: null },
  firstRound: 1, withdrawnAfter: null, source: { kind: "file", file: "players.csv", line: id + 1 }, byes: [], ...extra,
});

test("Players: withdraw from a round (asked first), a requested bye and its cancelling, a late entry from a round", async () => {
  const event = await fixture("event.json");
  event.call.rounds = 5;
  const ana = player(1, "Pérez, Ana", 2100);
  const scenario = {
    ...baseScenario(),
    current_event: { ok: event },
    list_players: { ok: [ana, player(2, "López, Luis", 2000)] },
    withdraw_player: { ok: { ...ana, withdrawnAfter: 2 } },
    request_bye: { ok: { ...ana, byes: [{ round: 3, kind: "H" }] } },
    cancel_bye: { ok: ana },
    add_player: { ok: player(3, "Tardío, Bruno", 2200, { firstRound: 3, source: { kind: "manual" } }) },
  };
  const { page, context } = await open(scenario);
  await page.keyboard.press("Alt+Digit2");
  assert.match(await page.textContent("[data-player='1']"), /players\.csv, línea 2/, "the source is a label, not csv:players.csv:2");
  await page.click("[data-manage='1']");
  await page.waitForSelector("[data-testid='player-actions']");

  await page.selectOption("[data-testid='withdraw'] select[name='after']", "2");
  await page.click("[data-testid='withdraw-button']");
  await page.waitForSelector("[data-testid='confirm-withdraw']");
  assert.match(await page.textContent("[data-testid='confirm-withdraw']"), /no se emparejará a partir de la ronda 3/);
  await page.click("[data-testid='confirm-withdraw'] [data-confirm]");
  await page.waitForFunction(() => window.__calls.some((c) => c.cmd === "withdraw_player"));
  assert.deepEqual(await calls(page, "withdraw_player"), [{ id: 1, afterRound: 2 }]);

  await page.selectOption("[data-testid='request-bye'] select[name='round']", "3");
  await page.selectOption("[data-testid='request-bye'] select[name='kind']", "H");
  await page.click("[data-testid='request-bye'] button[type='submit']");
  await page.waitForFunction(() => window.__calls.some((c) => c.cmd === "request_bye"));
  assert.deepEqual(await calls(page, "request_bye"), [{ id: 1, round: 3, kind: "H" }]);
  const kinds = await page.$$eval("[data-testid='request-bye'] select[name='kind'] option", (els) => els.map((e) => e.textContent));
  assert.deepEqual(kinds, ["descanso de medio punto", "descanso sin puntos", "descanso de un punto"]);

  await page.fill("[data-testid='add-player'] input[name='name']", "Tardío, Bruno");
  await page.fill("[data-testid='add-player'] input[name='rating']", "2200");
  await page.selectOption("[data-testid='add-player'] select[name='firstRound']", "3");
  await page.click("[data-testid='add-player'] button[type='submit']");
  await page.waitForFunction(() => window.__calls.some((c) => c.cmd === "add_player"));
  const added = await calls(page, "add_player");
  assert.equal(added[0].firstRound, 3);
  assert.equal(added[0].player.name, "Tardío, Bruno");
  await context.close();
});

test("Players: an import preview lists every rejected line and blocks the import", async () => {
  const scenario = {
    ...baseScenario(),
    current_event: { ok: await fixture("event.json") },
    list_players: { ok: [] },
    event_folder: { ok: { dir: "/home/arbitro", events: [], imports: [{ name: "bad.csv", size: 80 }], games: [], records: [] } },
    preview_import: { ok: { file: "bad.csv", format: "csv", rows: [], problems: [
      { line: 3, field: "elo", message: "«abc» no es un Elo (un número entero)" },
      { line: 4, field: null, message: "4 campos, pero la cabecera tiene 3 columnas" }] } },
  };
  const { page, context } = await open(scenario);
  await page.keyboard.press("Alt+Digit2");
  await page.click("[data-preview='bad.csv']");
  const problems = await page.$$eval(".problems li", (els) => els.map((e) => e.textContent));
  assert.equal(problems.length, 2);
  assert.match(problems[0], /línea 3.*elo.*abc/);
  assert.equal(await page.isDisabled("[data-testid='import-preview'] button.primary"), true);
  await context.close();
});

test("Players: inline edit sends the whole entry on Enter; a refusal stays in the row; the actions stay inside the table", async () => {
  const p = player(4, "Ibáñez, Núria", 1876, { data: { name: "Ibáñez, Núria", fideId: null, title: null, rating: 1876, federation: "AND", birthDate: null, club: null, sex: null } });
  const scenario = {
    ...baseScenario(),
    current_event: { ok: await fixture("event.json") },
    list_players: { ok: [p] },
    edit_player: [
      { err: { code: "invalid_input", message: "La modificación del jugador 4 (Ibáñez, Núria) no es válida: la federación «ANDO» no es un código de tres letras.", messageCode: "store-player-edit-invalid" } },
      { ok: { ...p, data: { ...p.data, title: "WFM", federation: "ESP" } } },
    ],
  };
  const { page, context } = await open(scenario);
  await page.keyboard.press("Alt+Digit2");
  await page.waitForSelector("[data-testid='players-table']");
  const table = await page.$eval("[data-testid='players-table']", (t) => t.getBoundingClientRect().right);
  const edit = await page.$eval("[data-edit='4']", (b) => b.getBoundingClientRect().right);
  assert.ok(edit <= table + 1, `the edit link ends inside the table (${edit} > ${table})`);
  await page.click("[data-edit='4']");
  await page.fill("[data-editing='4'] input[name='title']", "WFM");
  await page.fill("[data-editing='4'] input[name='federation']", "AND");
  await page.keyboard.press("Enter");
  await page.waitForSelector("[data-editing='4'] .error-box[data-code='invalid_input']");
  await page.fill("[data-editing='4'] input[name='federation']", "ESP");
  await page.keyboard.press("Enter");
  await page.waitForSelector("[data-player='4']");
  const sent = await calls(page, "edit_player");
  assert.equal(sent.length, 2);
  assert.deepEqual(sent[1], { id: 4, player: { ...p.data, title: "WFM", federation: "ESP" } });
  await context.close();
});

test("Event: the call with labels and dates in the UI's language; edit it; forbidden pairings", async () => {
  const event = await fixture("event.json");
  event.call.family = "magico-advanced";
  event.call.system = "dutch-baku";
  event.call.deck = "AM-REF@1";
  const scenario = {
    ...baseScenario(),
    current_event: { ok: event },
    list_players: { ok: [player(1, "Pérez, Ana", 2100), player(2, "López, Luis", 2000)] },
    update_call: { ok: { ...event, call: { ...event.call, rounds: 7, tiebreaks: ["BH", "SB"] } } },
    set_forbidden_pairings: { ok: { ...event, forbiddenPairings: [{ players: [1, 2], first_round: null, last_round: 3 }] } },
  };
  const { page, context } = await open(scenario);
  await page.waitForSelector("[data-testid='event-card']");
  assert.equal(await page.textContent("[data-testid='event-family']"), "Ajedrez Mágico · modo avanzado · AM-REF@1");
  assert.match(await page.textContent("[data-testid='event-system']"), /Suizo holandés FIDE con aceleración Bakú · 3 rondas/);
  assert.match(await page.textContent("[data-testid='event-card']"), /05\/12\/2026 – 06\/12\/2026/);
  await page.click("[data-testid='edit-call']");
  await page.waitForSelector("[data-testid='edit-call-form']");
  assert.equal(await page.isDisabled("[data-testid='edit-call-form'] select[name='system']"), true, "the system is fixed once round 1 is paired");
  await page.fill("[data-testid='edit-call-form'] input[name='rounds']", "7");
  await page.fill("[data-testid='edit-call-form'] input[name='tiebreaks']", "BH, SB");
  await page.click("[data-testid='edit-call-form'] button[type='submit']");
  await page.waitForSelector("[data-testid='call-saved']");
  const sent = await calls(page, "update_call");
  assert.equal(sent[0].call.rounds, 7);
  assert.deepEqual(sent[0].call.tiebreaks, ["BH", "SB"]);

  await page.selectOption("[data-testid='forbidden'] select[name='a']", "1");
  await page.selectOption("[data-testid='forbidden'] select[name='b']", "2");
  await page.selectOption("[data-testid='forbidden'] select[name='until']", "3");
  await page.click("[data-testid='forbidden'] button[type='submit']");
  await page.waitForFunction(() => window.__calls.some((c) => c.cmd === "set_forbidden_pairings"));
  assert.deepEqual(await calls(page, "set_forbidden_pairings"), [{ pairings: [{ players: [1, 2], first_round: null, last_round: 3 }] }]);
  await page.waitForFunction(() => document.querySelector("[data-testid='forbidden']")?.textContent?.includes("hasta la ronda 3"));
  await context.close();
});

test("Printing: the PDF is opened in the viewer; the folder is offered; pages in the singular", async () => {
  const scenario = await eventScenario({
    print_form: { ok: { file: "ronda-1-emparejamientos.pdf", path: "/home/arbitro/club-open-pdf/ronda-1-emparejamientos.pdf", folder: "/home/arbitro/club-open-pdf", pages: 1, round: 1, lang: "es", opened: true, openProblem: null } },
    open_print_folder: { ok: "/home/arbitro/club-open-pdf" },
  });
  const { page, context } = await open(scenario);
  await page.keyboard.press("Alt+Digit3");
  await page.click("[data-print='pairings']");
  await page.waitForSelector("[data-testid='printed-pairings']");
  assert.match(await page.textContent("[data-testid='printed-pairings']"), /ronda-1-emparejamientos\.pdf \(1 página\), abierto en el visor/);
  assert.deepEqual(await calls(page, "print_form"), [{ form: "pairings", round: 1 }]);
  await page.click("[data-testid='printed-pairings'] [data-open-folder]");
  await page.waitForFunction(() => window.__calls.some((c) => c.cmd === "open_print_folder"));
  await context.close();
});

/** The Incidents screen on the demo's answers, with `extra` replies over them. */
function incidentsScenario(demo, extra = {}) {
  return {
    ...baseScenario(),
    current_event: demo.current_event,
    list_rounds: demo.list_rounds,
    list_players: demo.list_players,
    discipline: demo.discipline,
    suggest_sanction: demo.suggest_sanction,
    record_incident: { ok: { seq: 9, effects: [], discipline: { ...demo.discipline.ok } } },
    ...extra,
  };
}

test("Incidents: the sanction choices and penalties are visible and on one line; the window is a choice; the suggestion follows the ladder", async () => {
  const demo = await fixture("gen/demo-es.json");
  const suggestion = demo.suggest_sanction.ok;
  const after = { ...suggestion, previous: 1, step: "time-adjustment" };
  const scenario = incidentsScenario(demo, { suggest_sanction: [{ ok: suggestion }, { ok: after }] });
  const { page, context } = await open(scenario);
  await page.keyboard.press("Alt+Digit7");
  await page.selectOption("[data-testid='new-incident'] select[name='player']", "1");
  await page.waitForFunction(() => document.querySelector("[data-testid='suggestion-previous']")?.textContent?.includes("Ninguna sanción anterior"));
  // Why the ladder suggests it, in Spanish (the store's typed reason).
  const why = await page.textContent("[data-testid='suggestion-why']");
  assert.ok(why.includes("escala AM-AC") && !/ladder|earlier/.test(why), why);
  for (const mode of ["suggested", "deviate", "none"]) {
    const box = await page.$eval(`input[name='mode'][value='${mode}']`, (r) => { const b = r.getBoundingClientRect(); return { w: b.width, h: b.height, v: getComputedStyle(r).visibility }; });
    assert.ok(box.w >= 12 && box.h >= 12 && box.v === "visible", `radio ${mode} is visible: ${JSON.stringify(box)}`);
  }
  await page.check("input[name='mode'][value='deviate']");
  const rows = await page.$$eval("[data-testid='penalty-picker'] label.check", (ls) => ls.map((l) => l.getBoundingClientRect().height));
  const line = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
  assert.ok(rows.length > 5 && rows.every((h) => h < line * 2.6), `each penalty on one line: ${rows.join(", ")}`);
  await page.check("input[name='mode'][value='suggested']");
  const windows = await page.$$eval("[data-testid='new-incident'] select[name='window'] option", (els) => els.map((e) => e.textContent));
  assert.ok(windows.includes("tras una carta del rival"), windows.join(" | "));
  await page.selectOption("[data-testid='new-incident'] select[name='window']", "after_card");
  await page.screenshot({ path: join(here, "..", "dist-test", "incidents-window-es.png") });
  await page.click("[data-testid='record-incident']");
  await page.waitForFunction(() => window.__calls.some((c) => c.cmd === "record_incident"));
  assert.equal((await calls(page, "record_incident"))[0].incident.window, "after_card");
  await page.waitForFunction(() => document.querySelector("[data-testid='suggestion-previous']")?.textContent?.includes("1 sanción anterior"));
  // The windows are the card engine's, labelled in the screen's language.
  await page.click("[data-lang='en']");
  await page.waitForFunction(() => [...document.querySelectorAll("[data-testid='new-incident'] select[name='window'] option")].some((o) => o.textContent === "after an opponent's card"));
  await page.selectOption("[data-testid='new-incident'] select[name='window']", "after_card");
  await page.screenshot({ path: join(here, "..", "dist-test", "incidents-window-en.png") });
  await context.close();
});

test("Incidents: the shared sanction choice sends another sanction as the typed choice; a fine without its amount is refused at its field", async () => {
  const demo = await fixture("gen/demo-es.json");
  const refusal = { code: "invalid_input", message: "Multa: indique la cantidad anunciada en la convocatoria (FIDE 12.9.7).", messageCode: "app-fine-needs-amount" };
  const scenario = incidentsScenario(demo, { record_incident: [{ err: refusal }, { ok: { seq: 9, effects: [], discipline: { ...demo.discipline.ok } } }] });
  const { page, context } = await open(scenario);
  await page.keyboard.press("Alt+Digit7");
  const form = "[data-testid='new-incident']";
  await page.selectOption(`${form} select[name='player']`, "1");
  await page.waitForSelector(`${form} [data-testid='sanction-choice']`);
  await page.check(`${form} input[name='mode'][value='deviate']`);
  await page.check(`${form} [data-penalty='reduce-offender-time']`);
  await page.fill(`${form} input[name='reduce-offender-time-seconds']`, "300");
  await page.check(`${form} [data-penalty='fine']`);
  await page.fill(`${form} input[name='reason']`, "segunda vez en la ronda");
  await page.click("[data-testid='record-incident']");
  await page.waitForSelector(`${form} [name='fine-amount'][aria-invalid='true']`);
  assert.match(await page.textContent(`${form} [data-row='fine']`), /Multa: indique la cantidad/, "the refusal stands at the fine's row");
  assert.equal(await page.$$eval(`${form} .error-box`, (b) => b.length), 1, "shown once");
  await page.fill(`${form} [name='fine-amount']`, "50 €");
  await page.click("[data-testid='record-incident']");
  await page.waitForFunction(() => window.__calls.filter((c) => c.cmd === "record_incident").length === 2);
  const sent = await calls(page, "record_incident");
  const spec = (tag) => demo.discipline.ok.penalties.find((p) => p.spec.penalty === tag).spec;
  assert.deepEqual(sent[1].sanction, {
    mode: "deviate", reason: "segunda vez en la ronda",
    penalties: [{ ...spec("reduce-offender-time"), ms: 300000 }, { ...spec("fine"), amount: "50 €" }],
  });
  // Recorded: the choice starts again from the ladder's suggestion.
  await page.waitForFunction(() => document.querySelector("[data-testid='new-incident'] input[name='mode'][value='suggested']")?.checked);
  assert.equal(await page.$(`${form} [data-testid='penalty-picker']`), null);
  await context.close();
});

test("Game records: replay steps through the positions, attach sends the form, a refusal shows its code, export writes PGN", async () => {
  const replay = await fixture("replay-r1b1.json");
  const scenario = {
    ...baseScenario(),
    current_event: { ok: await fixture("event.json") },
    list_rounds: { ok: [await fixture("round1.json")] },
    list_records: { ok: [replay.record] },
    replay_record: { ok: replay },
    event_folder: { ok: { dir: "/home/arbitro", events: [], imports: [], games: [], records: [{ name: "r1b2.pgn", size: 90 }] } },
    attach_record: { err: { code: "invalid_input", message: "registro de partida: la jugada 2 (Ke3) es ilegal (FI-3)", messageCode: "cards-invalid-record" } },
    export_record: { ok: { file: "record-r1-b1.pgn", path: "/home/arbitro/record-r1-b1.pgn", bytes: 321 } },
  };
  const { page, context } = await open(scenario);
  await page.keyboard.press("Alt+KeyG");
  await page.waitForSelector("main[data-current='records'] [data-testid='record-boards']");
  await page.click("[data-replay='1']");
  await page.waitForSelector("[data-testid='replay']");
  assert.equal(await page.textContent("[data-testid='replay-ply']"), "3/3");
  assert.match(await page.textContent("[data-testid='replay-step']"), /3\. white Qf3/);
  await page.click("[data-step='back']");
  assert.equal(await page.textContent("[data-testid='replay-ply']"), "2/3");
  assert.match(await page.textContent("[data-testid='replay-step']"), /2\. black e5.*10:00 \/ 9:58/);
  await page.focus("[data-testid='replay']");
  await page.keyboard.press("Home");
  assert.equal(await page.textContent("[data-testid='replay-ply']"), "1/3");
  await page.click("[data-export='pgn']");
  await page.waitForSelector("[data-testid='record-exported']");
  const exported = await page.evaluate(() => window.__calls.filter((c) => c.cmd === "export_record").map((c) => c.args));
  assert.deepEqual(exported, [{ round: 1, board: 1, to: "pgn" }]);

  await page.fill("[data-testid='attach-record'] input[name='board']", "2");
  await page.selectOption("[data-testid='attach-record'] select[name='file']", "r1b2.pgn");
  await page.click("[data-testid='attach-record'] button[type='submit']");
  await page.waitForSelector("[data-testid='attach-record'] .error-box[data-code='invalid_input']");
  const attached = await page.evaluate(() => window.__calls.filter((c) => c.cmd === "attach_record").map((c) => c.args));
  assert.deepEqual(attached, [{ attach: { round: 1, board: 2, file: "r1b2.pgn", arbiter: "Ana Beltrán", replaceReason: null, enterResult: true } }]);
  await context.close();
});

test("Teams: partners by name, add team sends both boards, team matches and standings, pair the next team round", async () => {
  const event = await fixture("event.json");
  event.call.family = "bughouse";
  const round = await fixture("round1.json");
  const teamPlayer = (id, name, rating) => player(id, name, rating);
  const scenario = {
    ...baseScenario(),
    current_event: { ok: event },
    list_rounds: { ok: [round] },
    list_players: { ok: [teamPlayer(1, "Arias, Bruno", 2210), teamPlayer(2, "Costa, Dalia", 2150), teamPlayer(3, "Egea, Fermín", 2080), teamPlayer(4, "Gil, Helena", 1990), teamPlayer(5, "Ibarra, Jon", 1920), teamPlayer(6, "Luna, Marta", 1850)] },
    list_teams: { ok: [
      { id: 1, number: 1, name: "Las Torres", board1: 2, board2: 3, rating: 2115, firstRound: 1, withdrawnAfter: null },
      { id: 2, number: 2, name: "Los Alfiles", board1: 1, board2: 4, rating: 2100, firstRound: 1, withdrawnAfter: null }] },
    add_team: { ok: { id: 3, number: 3, name: "Los Peones", board1: 5, board2: 6, rating: 1885, firstRound: 1, withdrawnAfter: null } },
    team_matches: { ok: [{ number: 1, teamOne: 1, teamTwo: 2, boardA: 1, boardB: 2, result: "1-0", decidedOn: "A", problem: null }] },
    team_standings: { ok: { rounds: 1, columns: ["SB"], rows: [{ rank: 1, shared: false, number: 1, team: 1, name: "Las Torres", rating: 2115, points: "1", tiebreaks: ["0"] }], notes: [] } },
    pair_team_round: { err: { code: "refused", message: "La ronda 1 todavía tiene una partida sin resultado final (tablero 2).", messageCode: "store-round-unfinished" } },
  };
  const { page, context } = await open(scenario);
  await page.keyboard.press("Alt+KeyT");
  await page.waitForSelector("main[data-current='teams'] [data-testid='teams-table']");
  assert.match(await page.textContent("[data-testid='teams-table'] tbody tr"), /Las Torres.*Costa, Dalia.*Egea, Fermín/);
  await page.waitForFunction(() => /Las Torres.*Los Alfiles.*1 · 2.*1-0/.test(document.querySelector("[data-testid='team-matches'] tbody")?.textContent ?? ""));
  assert.match(await page.textContent("[data-testid='team-standings'] tbody"), /Las Torres/);
  const options = await page.$$eval("[data-testid='add-team'] select[name='board1'] option", (els) => els.map((e) => e.textContent));
  assert.equal(options.length, 3, "only the two players without a team (and the blank)");
  await page.fill("[data-testid='add-team'] input[name='name']", "Los Peones");
  await page.selectOption("[data-testid='add-team'] select[name='board1']", "5");
  await page.selectOption("[data-testid='add-team'] select[name='board2']", "6");
  await page.click("[data-testid='add-team'] button[type='submit']");
  await page.waitForFunction(() => window.__calls.some((c) => c.cmd === "add_team"));
  const added = await page.evaluate(() => window.__calls.filter((c) => c.cmd === "add_team").map((c) => c.args));
  assert.deepEqual(added, [{ name: "Los Peones", board1: 5, board2: 6 }]);
  await page.click("[data-testid='pair-team-round']");
  await page.waitForSelector(".error-box[data-code='refused']");
  await context.close();
});

test("public display: pairings by board, by name alphabetically, standings; paging by itself; nothing of the admin UI", async () => {
  const boards = Array.from({ length: 20 }, (_, i) => ({
    board: i + 1, white: { id: 2 * i + 1, pairingNumber: 2 * i + 1, name: `Blanco ${String(i).padStart(2, "0")}`, rating: 2000 },
    black: { id: 2 * i + 2, pairingNumber: 2 * i + 2, name: `Negro ${String(i).padStart(2, "0")}`, rating: 1900 }, result: "", kind: null,
  }));
  const byName = boards.flatMap((b) => [
    { name: b.white.name, board: b.board, colour: "white", opponent: b.black.name },
    { name: b.black.name, board: b.board, colour: "black", opponent: b.white.name },
  ]).sort((a, b) => a.name.localeCompare(b.name));
  const view = { lang: "es", event: "Open de Alcalá", round: { number: 4, boards, byName },
    standings: { rounds: 3, inPlay: 4, columns: ["BH/C1", "SB"], notes: [], rows: [{ rank: 1, shared: false, pairingNumber: 1, name: "Blanco 00", rating: 2000, federation: "ESP", points: "3", tiebreaks: ["4½", "6,25"] }] } };
  const { page, context } = await open({ public_display: { ok: view } }, { width: 1920, height: 1080, hash: "#display" });
  await page.waitForSelector("[data-testid='display-boards']");
  assert.equal(await page.$("nav, .topbar, main"), null, "no admin UI");
  assert.match(await page.textContent(".display-head h1"), /Ronda 4 · emparejamientos por mesa \(1\/2\)/);
  const size = await page.$eval("[data-testid='display-boards'] td", (td) => parseFloat(getComputedStyle(td).fontSize));
  assert.ok(size >= 36, `readable from a distance at 1920×1080: ${size}px`);
  const fits = await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight + 1);
  assert.ok(fits, "a page fits the screen");
  // Pages turn by themselves (every 10 s); the arrow keys turn them too.
  await page.waitForFunction(() => document.querySelector("[data-testid='public-display']")?.dataset.index === "1", null, { timeout: 13000 });
  await page.keyboard.press("ArrowRight");
  await page.waitForSelector("[data-testid='display-names']");
  const names = await page.$$eval("[data-testid='display-names'] tr td:first-child", (els) => els.map((e) => e.textContent));
  assert.deepEqual(names.slice(0, 3), ["Blanco 00", "Blanco 01", "Blanco 02"]);
  assert.match(await page.textContent("[data-testid='display-names']"), /mesa 1.*blancas/);
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await page.waitForSelector("[data-testid='display-standings']");
  assert.match(await page.textContent(".display-head"), /Clasificación tras la ronda 3.*La ronda 4 se está jugando/);
  assert.match(await page.textContent("[data-testid='display-standings']"), /4½.*6,25/);
  await context.close();
});

test("the admin window opens the public display; every screen fits 1366×768 without horizontal scrolling", async () => {
  const demo = await fixture("gen/demo-es.json");
  const scenario = { ...baseScenario(), ...demo, open_public_display: { ok: null } };
  const { page, context } = await open(scenario);
  await page.click("[data-testid='open-display']");
  await page.waitForFunction(() => window.__calls.some((c) => c.cmd === "open_public_display"));
  assert.deepEqual(await calls(page, "open_public_display"), [{ fullscreen: true }]);
  for (const id of SCREENS) {
    await page.click(`nav [data-screen='${id}']`);
    await page.waitForSelector(`main[data-current='${id}'] h1`);
    const views = id === "results" ? ["standings", "crosstable"] : [null];
    for (const view of views) {
      if (view) await page.click(`[data-view='${view}']`);
      const overflow = await page.evaluate(() => {
        const main = document.querySelector("main");
        return { doc: document.documentElement.scrollWidth, win: window.innerWidth, main: main.scrollWidth - main.clientWidth };
      });
      assert.ok(overflow.doc <= overflow.win, `${id}: page wider than the window (${overflow.doc}px)`);
      assert.ok(overflow.main <= 1, `${id}${view ? `/${view}` : ""}: main area scrolls sideways by ${overflow.main}px`);
    }
  }
  await context.close();
});

test("Decks: the deck's version and date, what changed since the event's version, every version's errata in the screen's language", async () => {
  const event = await fixture("event.json");
  event.call.family = "magico-advanced";
  event.call.deck = "AM-TEST@2";
  const scenario = await eventScenario({ current_event: { ok: event }, deck_round: { ok: await fixture("deck-versions.json") } });
  const { page, context } = await open(scenario);
  await page.click("nav [data-screen='decks']");
  await page.waitForSelector("[data-testid='deck-versions']");
  assert.equal(await page.textContent("[data-testid='deck-version']"), "Versión 3 de 01/06/2026");
  assert.equal(await page.textContent("[data-testid='deck-since']"), "el torneo usa la versión 2: desde entonces cambiaron 2 cartas");
  await page.click("[data-testid='deck-versions'] summary");
  const rows = await page.$$eval("[data-testid='deck-releases'] tbody tr", (trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent.trim())));
  assert.deepEqual(rows, [
    ["3", "01/06/2026", "2", "TX-01", "Nombre", "Esquiva", "Evasión", "El nombre español se alinea con el inglés."],
    ["", "", "", "TX-06", "Texto de reglas", "Juega dos jugadas seguidas.", "retirada", "Retirada: rompía el ritmo de la partida."],
    ["2", "01/03/2026", "1", "TX-05", "Nombre", "carta nueva", "Congelar", "Carta nueva."],
    ["1", "10/01/2026", "", "primera edición, sin erratas"],
  ]);
  await page.screenshot({ path: join(here, "..", "dist-test", "decks-versions-es.png") });
  await page.click("[data-lang='en']");
  await page.waitForFunction(() => document.querySelector("[data-testid='deck-version']")?.textContent === "Version 3 of 2026-06-01");
  assert.equal(await page.textContent("[data-testid='deck-since']"), "the event's version is 2: 2 cards changed since");
  const en = await page.$$eval("[data-testid='deck-releases'] tbody tr", (trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent.trim())));
  assert.deepEqual(en[1], ["", "", "", "TX-06", "Rules text", "Play two moves in a row.", "withdrawn", "Withdrawn: it broke the rhythm of the game."]);
  assert.deepEqual(en[3], ["1", "2026-01-10", "", "first release, no errata"]);
  await page.screenshot({ path: join(here, "..", "dist-test", "decks-versions-en.png") });
  await context.close();
});

test("Precedents: each ruling names the deck version it was ruled under, in the screen's language (AM-R16)", async () => {
  const hit = { seq: 48, cardCode: "AM-28", deck: "AM-REF@1", window: null, situation: { es: "Enseña la mano", en: "Shows the hand" },
    decision: { es: "Advertencia", en: "Warning" }, clauses: ["AM-AC"], arbiter: "Ana Beltrán", event: "Open del club", date: "2026-12-06",
    round: 3, board: 2, superseded: false };
  const scenario = await eventScenario({ search_precedents: { ok: [hit] }, event_folder: { ok: { dir: "/home/arbitro", events: [], imports: [], games: [], records: [] } } });
  const { page, context } = await open(scenario);
  await page.click("nav [data-screen='precedents']");
  await page.click("[data-testid='precedent-list'] [data-seq='48']");
  await page.waitForFunction(() => document.querySelector("[data-testid='precedent-detail']")?.textContent?.includes("mazo AM-REF versión 1"));
  await page.click("[data-lang='en']");
  await page.waitForFunction(() => document.querySelector("[data-testid='precedent-detail']")?.textContent?.includes("deck AM-REF version 1"));
  assert.ok(!(await page.textContent("[data-testid='precedent-detail']")).includes("AM-REF@1"));
  await context.close();
});
