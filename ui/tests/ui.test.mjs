// Component tests of the UI in Debian's Chromium (playwright-core) with the
// shell's IPC mocked per scenario (tests/harness.ts). They check what the
// real-WebView E2E test cannot cheaply cover: language switching and its
// memory, keyboard navigation, error display by code, rules search, the
// import preview, and that every screen fits a 1366×768 window.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { createServer } from "node:http";
import { readFile } from "node:fs/promises";
import { extname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const here = fileURLToPath(new URL(".", import.meta.url));
const root = join(here, "..", "dist-test");
const fixture = async (name) => JSON.parse(await readFile(join(here, "fixtures", name), "utf8"));
const catalogue = JSON.parse(await readFile(join(here, "..", "..", "src-tauri", "data", "catalogue.json"), "utf8"));

const types = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css", ".svg": "image/svg+xml" };
let server;
let browser;
let base;

before(async () => {
  server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, "http://x").pathname));
    try {
      const body = await readFile(join(root, path));
      res.writeHead(200, { "content-type": types[extname(path)] ?? "application/octet-stream" });
      res.end(body);
    } catch {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${server.address().port}/tests/harness.html`;
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
      "--disable-sync", "--no-first-run", "--disable-quic"],
  });
});

after(async () => {
  await browser?.close();
  server?.close();
});

const baseScenario = () => ({
  app_info: { ok: { version: "0.1.0", eventDir: "/home/arbitro", demo: false } },
  ui_ready: { ok: { msSinceStart: 1 } },
  current_event: { ok: null },
  event_folder: { ok: { dir: "/home/arbitro", events: [], imports: [] } },
  rules_catalogue: { ok: catalogue },
});

/** A page of the app with this scenario, ready (html[data-ready]). */
async function open(scenario, { width = 1366, height = 768 } = {}) {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  await page.addInitScript((s) => { window.__ARBITRO_SCENARIO__ = s; }, scenario);
  await page.goto(base);
  await page.waitForSelector("html[data-ready='1']");
  return { page, context };
}

test("Spanish by default; English on click and Alt+L; the choice is remembered", async () => {
  const { page, context } = await open(baseScenario());
  assert.equal(await page.textContent("main h1"), "Torneo");
  assert.equal(await page.getAttribute("html", "lang"), "es");
  await page.click("[data-lang='en']");
  assert.equal(await page.textContent("main h1"), "Event");
  assert.equal(await page.textContent("nav [data-screen='rules'] .label"), "Rules");
  await page.reload();
  await page.waitForSelector("html[data-ready='1']");
  assert.equal(await page.textContent("main h1"), "Event", "language survives a restart");
  await page.keyboard.press("Alt+KeyL");
  assert.equal(await page.textContent("main h1"), "Torneo");
  await context.close();
});

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

test("Rules: decks searchable by Spanish name; untranslated text falls back to English with a note", async () => {
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

test("errors reach the screen by code: no event, invalid result", async () => {
  const scenario = {
    ...baseScenario(),
    current_event: { ok: await fixture("event.json") },
    list_rounds: { ok: [await fixture("round1.json")] },
    standings: { ok: { rounds: 1, columns: ["SB"], rows: [], notes: [] } },
    set_result: { err: { code: "invalid_input", message: "'3-0' is not a result (1-0, 0-1, 1/2, +-, -+, --, *)" } },
  };
  const { page, context } = await open(scenario);
  await page.keyboard.press("Alt+Digit4");
  await page.fill("[data-testid='result-entry'] input[name='board']", "1");
  await page.fill("[data-testid='result-entry'] input[name='result']", "3-0");
  await page.keyboard.press("Enter");
  await page.waitForSelector(".error-box[data-code='invalid_input']");
  assert.match(await page.textContent(".error-box"), /Dato no válido.*'3-0' is not a result/);
  const sent = await page.evaluate(() => window.__calls.filter((c) => c.cmd === "set_result").map((c) => c.args));
  assert.deepEqual(sent, [{ round: 1, board: 1, result: "3-0" }]);
  await context.close();

  const none = await open(baseScenario());
  await none.page.keyboard.press("Alt+Digit2");
  await none.page.waitForSelector("[data-testid='needs-event']");
  await none.context.close();
});

test("Players: the import preview lists every rejected line and blocks the import", async () => {
  const scenario = {
    ...baseScenario(),
    current_event: { ok: await fixture("event.json") },
    list_players: { ok: [] },
    event_folder: { ok: { dir: "/home/arbitro", events: [], imports: [{ name: "bad.csv", size: 80 }] } },
    preview_import: { ok: { file: "bad.csv", format: "csv", rows: [], problems: [
      { line: 3, field: "elo", message: "'abc' is not a rating (a whole number)" },
      { line: 4, field: null, message: "4 fields, but the header has 3 columns" }] } },
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

test("Players: inline edit sends the whole entry on Enter; a refusal stays in the row", async () => {
  const player = { id: 4, pairingNumber: 4, data: { name: "Ibáñez, Núria", fideId: null, title: null, rating: 1876, federation: "AND", birthDate: null, club: null, sex: null }, firstRound: 1, withdrawnAfter: null, source: "csv:players.csv:5" };
  const scenario = {
    ...baseScenario(),
    current_event: { ok: await fixture("event.json") },
    list_players: { ok: [player] },
    edit_player: [
      { err: { code: "invalid_input", message: "federation: 'ANDO' is not three letters" } },
      { ok: { ...player, data: { ...player.data, title: "WFM", federation: "ESP" } } },
    ],
  };
  const { page, context } = await open(scenario);
  await page.keyboard.press("Alt+Digit2");
  await page.click("[data-edit='4']");
  await page.fill("[data-editing='4'] input[name='title']", "WFM");
  await page.fill("[data-editing='4'] input[name='federation']", "AND");
  await page.keyboard.press("Enter");
  await page.waitForSelector("[data-editing='4'] .error-box[data-code='invalid_input']");
  await page.fill("[data-editing='4'] input[name='federation']", "ESP");
  await page.keyboard.press("Enter");
  await page.waitForSelector("[data-player='4']");
  const sent = await page.evaluate(() => window.__calls.filter((c) => c.cmd === "edit_player").map((c) => c.args));
  assert.equal(sent.length, 2);
  assert.deepEqual(sent[1], { id: 4, player: { ...player.data, title: "WFM", federation: "ESP" } });
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
    attach_record: { err: { code: "invalid_input", message: "game record: move 2 (Ke3) is illegal (FI-3)" } },
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
  const player = (id, name, rating) => ({ id, pairingNumber: id, data: { name, fideId: null, title: null, rating, federation: null, birthDate: null, club: null, sex: null }, firstRound: 1, withdrawnAfter: null, source: "t.csv" });
  const scenario = {
    ...baseScenario(),
    current_event: { ok: event },
    list_rounds: { ok: [round] },
    list_players: { ok: [player(1, "Arias, Bruno", 2210), player(2, "Costa, Dalia", 2150), player(3, "Egea, Fermín", 2080), player(4, "Gil, Helena", 1990), player(5, "Ibarra, Jon", 1920), player(6, "Luna, Marta", 1850)] },
    list_teams: { ok: [
      { id: 1, number: 1, name: "Las Torres", board1: 2, board2: 3, rating: 2115, firstRound: 1, withdrawnAfter: null },
      { id: 2, number: 2, name: "Los Alfiles", board1: 1, board2: 4, rating: 2100, firstRound: 1, withdrawnAfter: null }] },
    add_team: { ok: { id: 3, number: 3, name: "Los Peones", board1: 5, board2: 6, rating: 1885, firstRound: 1, withdrawnAfter: null } },
    team_matches: { ok: [{ number: 1, teamOne: 1, teamTwo: 2, boardA: 1, boardB: 2, result: "1-0", decidedOn: "A", problem: null }] },
    team_standings: { ok: { rounds: 1, columns: ["SB"], rows: [{ rank: 1, shared: false, number: 1, team: 1, name: "Las Torres", rating: 2115, points: "1", tiebreaks: ["0"] }], notes: [] } },
    pair_team_round: { err: { code: "refused", message: "round 1 has open team matches" } },
  };
  const { page, context } = await open(scenario);
  await page.keyboard.press("Alt+KeyT");
  await page.waitForSelector("main[data-current='teams'] [data-testid='teams-table']");
  assert.match(await page.textContent("[data-testid='teams-table'] tbody tr"), /Las Torres.*Costa, Dalia.*Egea, Fermín/);
  assert.match(await page.textContent("[data-testid='team-matches'] tbody"), /Las Torres.*Los Alfiles.*1 · 2.*1-0/);
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

test("every screen fits 1366×768 without horizontal scrolling; projector mode enlarges text", async () => {
  const scenario = {
    ...baseScenario(),
    current_event: { ok: await fixture("event.json") },
    list_players: { ok: [] },
    list_rounds: { ok: [await fixture("round1.json")] },
    list_records: { ok: [] },
    standings: { ok: { rounds: 1, columns: ["SB", "DE"], rows: [], notes: [] } },
    position_view: { ok: { fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", turn: "white", check: false, dests: {}, moves: [], claimable: [], ending: null } },
  };
  const { page, context } = await open(scenario);
  for (const id of ["event", "players", "rounds", "results", "decks", "clocks", "incidents", "precedents", "arbiter", "rules", "records", "teams"]) {
    await page.click(`nav [data-screen='${id}']`);
    await page.waitForSelector(`main[data-current='${id}'] h1`);
    const overflow = await page.evaluate(() => {
      const main = document.querySelector("main");
      return { doc: document.documentElement.scrollWidth, win: window.innerWidth, main: main.scrollWidth - main.clientWidth };
    });
    assert.ok(overflow.doc <= overflow.win, `${id}: page wider than the window (${overflow.doc}px)`);
    assert.ok(overflow.main <= 1, `${id}: main area scrolls sideways by ${overflow.main}px`);
  }
  const normal = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
  await page.keyboard.press("Alt+KeyP");
  await page.waitForSelector("html.projector", { timeout: 5000 });
  const projector = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
  assert.ok(projector >= normal * 1.3, `projector font ${projector}px vs ${normal}px`);
  await context.close();
});
