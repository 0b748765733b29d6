// Component tests of the dispute screen in Chromium with the shell's IPC
// mocked by the shell's own answers on the demo (ui/tests/fixtures/gen,
// written by src-tauri/tests/ipc.rs): the hand picker (search, the deck's
// counts), target clicking driving the card engine's targets query and
// building the play, the verdict first and in the UI's language, the board
// marks, and the layout at 1366×768. Screenshots go to $DISPUTE_SHOTS.
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
const shots = process.env.DISPUTE_SHOTS;

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

const calls = (page, cmd) => page.evaluate((c) => window.__calls.filter((x) => x.cmd === c).map((x) => x.args), cmd);

/** The shell's answers on the demo in `lang`, with the dispute's own replies over them. */
async function scenario(lang, extra = {}) {
  const demo = await fixture(`gen/demo-${lang}.json`);
  return {
    ...demo,
    ui_ready: { ok: { msSinceStart: 1 } },
    rules_catalogue: { ok: catalogue },
    save_dispute_draft: { ok: 7 },
    ...extra,
  };
}

/** The Escudo situation of the demo answers: Black's window after White's Bombardeo (AM-07) on b7 and c6. */
async function shieldStart(lang) {
  const demo = await fixture(`gen/demo-${lang}.json`);
  const check = demo.dispute_check.ok;
  return {
    ...demo.dispute_new.ok,
    setup: { ...demo.dispute_new.ok.setup, start: { fen: "r3k3/1p6/2n5/8/8/8/8/4K3 w - - 0 1", chess960: false }, hands: { white: ["AM-07"], black: ["AM-28"] } },
    history: [{ card: "AM-07", by: "white", targets: ["b7", "c6"] }],
    round: 3,
    board: 2,
    white: "Núñez Peña, Álvaro",
    black: "Moreau, Julien",
    check,
  };
}

async function open(scen, lang) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await page.addInitScript((s) => { window.__ARBITRO_SCENARIO__ = s; }, scen);
  await page.goto(base);
  await page.waitForSelector("html[data-ready='1']");
  if (lang === "en") {
    await page.click("[data-lang='en']");
    await page.waitForFunction(() => document.querySelector("main h1")?.textContent === "Event");
  }
  await page.click("nav [data-screen='dispute']");
  await page.waitForSelector("[data-testid='rules-label']");
  return { page, context };
}

/** The Escudo play clicked and resolved from the dispute screen; returns the clicks it took. */
async function playShield(page) {
  let clicks = 0;
  await page.click("[data-tab='play']"); clicks++;
  await page.click("[data-by='black']"); clicks++;
  await page.click("[data-card='AM-28']"); clicks++;
  await page.waitForSelector("[data-testid='options'] [data-token='c6']");
  await clickSquare(page, "c6"); clicks++;
  await page.waitForSelector("[data-testid='complete']");
  await page.click("[data-testid='resolve']"); clicks++;
  await page.waitForSelector("[data-testid='verdict']");
  return clicks;
}

/** Targets replies for the Escudo: the options, then the declaration complete on c6. */
async function shieldTargets(lang) {
  const demo = await fixture(`gen/demo-${lang}.json`);
  const first = demo.dispute_targets.ok;
  const picked = structuredClone(first);
  picked.slots[1].picked = ["c6"];
  picked.slots[1].options = [];
  picked.next = null;
  picked.complete = true;
  picked.event = { react: "AM-28", by: "black", targets: ["c6"] };
  // Chosen by the picks asked about: the screen may ask again with the same picks.
  return [{ ok: first, when: { picks: { targets: [] } } }, { ok: picked, when: { picks: { targets: ["c6"] } } }];
}

/** Clicks a square of the board (White at the bottom). */
async function clickSquare(page, square) {
  const box = await page.locator("main .board-frame cg-board").boundingBox();
  const file = square.charCodeAt(0) - 97;
  const rank = Number(square[1]);
  await page.mouse.click(box.x + (file + 0.5) * (box.width / 8), box.y + (8 - rank + 0.5) * (box.height / 8));
}

const ENGLISH = /(?<!\p{L})(the|and|white|black|card|cards|move|target|targets|resolved|rejected|window|reaction|prevention|execution|declaration|verification|awaiting_reaction|after_card|shield)(?!\p{L})/iu;

test("hand picker: found by name or code in the UI's language, no more copies than the deck holds", async () => {
  const { page, context } = await open(await scenario("es"), "es");
  assert.match(await page.textContent("[data-testid='rules-label']"), /Ajedrez Mágico, modo avanzado/);
  const white = page.locator("[data-testid='hand-white']");
  await white.locator("input[type='search']").fill("escu");
  const option = white.locator("[data-testid='hand-white-options'] li[data-code='AM-28'] button");
  assert.match(await option.textContent(), /Escudo/, "found by its Spanish name, accents ignored");
  await option.click();
  // The hand is redrawn after the click: wait for it, then read it whole.
  await white.locator("[data-testid='hand-white-cards'] li[data-code='AM-28']").waitFor();
  assert.deepEqual(await white.locator("[data-testid='hand-white-cards'] li[data-code]").evaluateAll((l) => l.map((x) => x.dataset.code)), ["AM-28"]);
  await page.waitForFunction(() => window.__calls.some((c) => c.cmd === "dispute_check" && c.args.setup.hands?.white?.includes("AM-28")));
  const black = page.locator("[data-testid='hand-black']");
  await black.locator("input[type='search']").fill("am-28");
  const taken = black.locator("[data-testid='hand-black-options'] li[data-code='AM-28'] button");
  assert.equal(await taken.isDisabled(), true, "the deck's one Escudo is in White's hand");
  assert.match(await taken.textContent(), /Sin ejemplares libres/);
  await black.locator("input[type='search']").fill("AM28");
  assert.equal(await black.locator("[data-testid='hand-black-options'] li[data-code='AM-28']").count(), 1, "code without its dash");
  await black.locator("input[type='search']").fill("teleport");
  await black.locator("input[type='search']").press("Enter");
  assert.deepEqual(await black.locator("[data-testid='hand-black-cards'] li[data-code]").evaluateAll((l) => l.map((x) => x.dataset.code)), ["AM-01"], "found by its English name too; Enter takes the first free card");
  await context.close();
});

for (const lang of ["es", "en"]) {
  test(`target clicking drives the targets query, builds the play, and the verdict comes first (${lang})`, async () => {
    const start = await shieldStart(lang);
    const demo = await fixture(`gen/demo-${lang}.json`);
    const scen = await scenario(lang, { dispute_new: { ok: start }, dispute_check: { ok: start.check }, dispute_targets: await shieldTargets(lang) });
    const { page, context } = await open(scen, lang);
    assert.match(await page.textContent("[data-testid='dispute-board']"), lang === "es" ? /Ronda 3, mesa 2/ : /Round 3, board 2/);
    if (shots) await page.screenshot({ path: `${shots}/dispute-state-${lang}.png` });
    // Clicks counted from the screen: who plays, the card, its target, Resolve.
    let clicks = 0;
    await page.click("[data-tab='play']"); clicks++;
    await page.click("[data-by='black']"); clicks++;
    await page.click("[data-card='AM-28']"); clicks++;
    await page.waitForSelector("[data-testid='options'] [data-token='c6']");
    const query = (await calls(page, "dispute_targets")).at(-1);
    assert.deepEqual({ card: query.card, by: query.by, picks: query.picks }, { card: "AM-28", by: "black", picks: { targets: [], to: null, choice: null, moves: [] } });
    await page.waitForFunction(() => document.querySelector("cg-board square.mark-target") !== null);
    const marked = await page.evaluate(() => [...document.querySelectorAll("cg-board square.mark-target")].length);
    assert.ok(marked >= 4, `the engine's options are marked on the board (${marked})`);
    if (shots) { await page.waitForTimeout(200); await page.screenshot({ path: `${shots}/dispute-play-${lang}.png` }); }
    await clickSquare(page, "c6"); clicks++;
    await page.waitForSelector("[data-testid='complete']");
    const second = (await calls(page, "dispute_targets")).at(-1);
    assert.deepEqual(second.picks.targets, ["c6"], "the click picked the option on c6 and asked for the next slot");
    await page.click("[data-testid='resolve']"); clicks++;
    await page.waitForSelector("[data-testid='verdict']");
    const resolve = (await calls(page, "dispute_resolve")).at(-1);
    assert.deepEqual(resolve.play, { react: "AM-28", by: "black", targets: ["c6"] }, "the play is the event the picks made");
    assert.deepEqual(resolve.history, start.history);
    const verdict = await page.textContent("[data-testid='verdict']");
    assert.equal(verdict, demo.dispute_resolve.ok.sentence[lang]);
    const order = await page.evaluate(() => {
      const panel = document.querySelector("[data-testid='ruling']");
      return panel.firstElementChild?.getAttribute("data-testid");
    });
    assert.equal(order, "verdict", "the verdict sentence is the ruling's first line");
    const box = await page.locator("[data-testid='verdict']").boundingBox();
    assert.ok(box.y + box.height <= 768, "the verdict is seen without scrolling");
    const boardBox = await page.locator("main .board-frame").boundingBox();
    assert.ok(boardBox.y + boardBox.height <= 768, "the board fits the window");
    await page.waitForFunction(() => document.querySelector("cg-board square.mark-protected") !== null);
    assert.ok(await page.evaluate(() => document.querySelector("cg-board square.mark-removed") !== null), "the eliminated pawn is marked");
    if (lang === "es") {
      const text = await page.textContent("[data-testid='ruling']");
      const m = text.match(ENGLISH);
      assert.equal(m, null, `no English in the Spanish ruling: «${m?.[0]}» in «${text.slice(0, 300)}»`);
    }
    if (shots) await page.screenshot({ path: `${shots}/dispute-ruling-${lang}.png` });
    await page.click("[data-testid='trace'] [data-clause='AM-D6']");
    assert.match(await page.textContent("[data-testid='clause-text']"), lang === "es" ? /Escudo: la acción ocurre/ : /Shield: the action happens/);
    await page.click("[data-view='before']");
    await page.waitForFunction(() => document.querySelector("cg-board square.mark-removed") === null);
    assert.equal(await page.evaluate(() => document.querySelector("cg-board square.mark-removed")), null, "before the play: no result marks");
    if (shots) await page.screenshot({ path: `${shots}/dispute-before-${lang}.png` });
    console.log(`# clicks from the dispute screen to the ruling: ${clicks}`);
    await context.close();
  });
}

test("an effect's anchor is picked by a click on the board (not an edit of the position), typed, or a zone chosen by kind", async () => {
  const demo = await fixture("gen/demo-es.json");
  const { page, context } = await open(await scenario("es"), "es");
  const fen = demo.dispute_new.ok.setup.start.fen;
  const lastSetup = () => page.evaluate(() => window.__calls.filter((c) => c.cmd === "dispute_check").at(-1)?.args.setup);
  await page.click("[data-testid='effects'] button.small");
  // A new effect arms the board for its anchor.
  assert.equal(await page.getAttribute("[data-testid='anchor-pick-0']", "aria-pressed"), "true");
  await clickSquare(page, "e2");
  assert.equal(await page.inputValue("[name='effect-anchor']"), "e2", "the click set the anchor");
  assert.equal(await page.getAttribute("[data-testid='anchor-pick-0']", "aria-pressed"), "false", "one click, then the board edits again");
  await page.waitForFunction(() => window.__calls.filter((c) => c.cmd === "dispute_check").at(-1)?.args.setup.effects?.[0]?.anchor === "e2");
  assert.equal((await lastSetup()).start.fen, fen, "the click did not edit the position");
  // A zone by its kind: the file of the square clicked, then the rank.
  await page.selectOption("[name='effect-anchor-kind']", "file");
  assert.equal(await page.inputValue("[name='effect-anchor']"), "file:e", "the file of the anchored square");
  assert.equal(await page.getAttribute("[data-testid='anchor-pick-0']", "aria-pressed"), "true");
  // The whole file is marked.
  await page.waitForFunction(() => document.querySelectorAll("main .board-frame cg-board square.mark-chosen").length === 8);
  if (shots) await page.screenshot({ path: `${shots}/dispute-anchor-es.png` });
  await clickSquare(page, "c5");
  assert.equal(await page.inputValue("[name='effect-anchor']"), "file:c");
  await page.selectOption("[name='effect-anchor-kind']", "rank");
  await page.click("[data-testid='anchor-pick-0']");
  assert.equal(await page.getAttribute("[data-testid='anchor-pick-0']", "aria-pressed"), "false", "the button disarms");
  await page.click("[data-testid='anchor-pick-0']");
  await clickSquare(page, "h6");
  assert.equal(await page.inputValue("[name='effect-anchor']"), "rank:6");
  // The player and the sides need no square: no board button.
  await page.selectOption("[name='effect-anchor-kind']", "player");
  assert.equal(await page.inputValue("[name='effect-anchor']"), "player");
  assert.equal(await page.$("[data-testid='anchor-pick-0']"), null);
  // Typed, as before; the kind follows the text.
  await page.fill("[name='effect-anchor']", "block:d4");
  assert.equal(await page.inputValue("[name='effect-anchor-kind']"), "block");
  await page.waitForFunction(() => window.__calls.filter((c) => c.cmd === "dispute_check").at(-1)?.args.setup.effects?.[0]?.anchor === "block:d4");
  assert.equal((await lastSetup()).start.fen, fen);
  await context.close();
});

test("a bad anchor is the setup check's to report, and it shows at the anchor's field", async () => {
  const demo = await fixture("gen/demo-es.json");
  const start = { ...demo.dispute_new.ok, setup: { ...demo.dispute_new.ok.setup, effects: [{ card: "AM-28", owner: "white", anchor: "e5", counter: 1 }] } };
  const check = { ...demo.dispute_check.ok, problems: [{ path: "$.effects[0].anchor", text: { es: "No hay ninguna pieza en e5 a la que anclar el efecto.", en: "There is no piece on e5 to anchor the effect to." } }], fen: null };
  const { page, context } = await open(await scenario("es", { dispute_new: { ok: start }, dispute_check: { ok: check } }), "es");
  await page.waitForSelector("[data-testid='anchor-problem-0']");
  assert.match(await page.textContent("[data-testid='anchor-problem-0']"), /ninguna pieza en e5/);
  assert.equal(await page.getAttribute("[name='effect-anchor']", "aria-invalid"), "true");
  await context.close();
});

test("a setup refused by the rules shows every reason at its field", async () => {
  const problems = [
    { path: "$.start.fen", text: { es: "la posición no es legal: falta el rey blanco", en: "the position is not legal: no white king" } },
    { path: "$.hands.white[0]", text: { es: "AM-99 no es una carta del mazo AM-REF", en: "AM-99 is not a card of deck AM-REF" } },
  ];
  const { page, context } = await open(await scenario("es", { dispute_check: { ok: { problems, fen: null, toMove: null, status: null, statusName: null, window: null, opening: [] } } }), "es");
  await page.waitForSelector("[data-testid='problems']");
  assert.deepEqual(await page.locator("[data-testid='problems'] li").evaluateAll((l) => l.map((x) => x.dataset.path)), ["$.start.fen", "$.hands.white[0]"]);
  assert.match(await page.textContent("[data-testid='problems']"), /falta el rey blanco/);
  await context.close();
});

test("the open dispute is there again when the screen is left and entered again", async () => {
  const { page, context } = await open(await scenario("es"), "es");
  const white = page.locator("[data-testid='hand-white']");
  await white.locator("input[type='search']").fill("AM-05");
  await white.locator("input[type='search']").press("Enter");
  await page.click("nav [data-screen='rounds']");
  await page.waitForSelector("main[data-current='rounds'] h1");
  await page.click("nav [data-screen='dispute']");
  await page.waitForSelector("[data-testid='hand-white-cards'] li[data-code='AM-05']");
  assert.equal((await calls(page, "dispute_new")).length, 1, "no new dispute replaces the open one");
  await context.close();
});

test("opened from a board of Rondas: the dispute starts from that board (players, family, deck from the event)", async () => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await page.addInitScript((s) => { window.__ARBITRO_SCENARIO__ = s; }, await scenario("es"));
  await page.goto(base);
  await page.waitForSelector("html[data-ready='1']");
  await page.click("nav [data-screen='rounds']");
  await page.click("[data-testid='boards'] [data-dispute='1']");
  await page.waitForSelector("[data-testid='rules-label']");
  assert.deepEqual(await calls(page, "dispute_start"), [{ round: 3, board: 1, atStep: null }]);
  assert.match(await page.textContent("[data-testid='dispute-board']"), /Ronda 3, mesa 1 · Lindqvist, Erik/);
  assert.match(await page.textContent("[data-testid='rules-label']"), /Ajedrez Mágico, modo avanzado/);
  assert.doesNotMatch(await page.textContent("main"), /magico|AM-REF|advanced/, "labels, never internal ids");
  await context.close();
});

test("from a board's record: the step it stands at, and another step chosen asks the shell for that moment", async () => {
  const demo = await fixture("gen/demo-es.json");
  const start = demo.dispute_start.ok;
  const record = {
    id: 5, step: 2, limits: ["repetition_history"],
    events: [
      { event: { move: "e2e4" }, san: "e4", rejected: false },
      { event: { move: "e7e5" }, san: "e5", rejected: false },
      { event: { card: "AM-04", by: "white", moves: ["d2d4", "g1f3"] }, san: null, rejected: false },
    ],
  };
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await page.addInitScript((s) => { window.__ARBITRO_SCENARIO__ = s; }, await scenario("es", { dispute_start: { ok: { ...start, history: [], record } } }));
  await page.goto(base);
  await page.waitForSelector("html[data-ready='1']");
  await page.click("nav [data-screen='rounds']");
  await page.click("[data-testid='boards'] [data-dispute='1']");
  await page.waitForSelector("[data-testid='record-step']");
  assert.match(await page.textContent("[data-testid='record-from']"), /Del registro de la mesa, tras la jugada 2 de 3/);
  // The card's name comes with the deck (dispute_deck).
  await page.waitForFunction(() => document.querySelector("[data-testid='record-step-select']")?.textContent?.includes("Doble paso"));
  const options = await page.$$eval("[data-testid='record-step-select'] option", (os) => os.map((o) => o.textContent));
  assert.deepEqual(options, ["0. Inicio de la partida", "1. e4", "2. e5", "3. Doble paso (AM-04)"]);
  assert.equal(await page.inputValue("[data-testid='record-step-select']"), "2");
  assert.match(await page.textContent("[data-testid='record-limits']"), /las posiciones ya jugadas/);
  await page.selectOption("[data-testid='record-step-select']", "3");
  await page.waitForFunction(() => window.__calls.filter((x) => x.cmd === "dispute_start").length === 2);
  assert.deepEqual(await calls(page, "dispute_start"), [{ round: 3, board: 1, atStep: null }, { round: 3, board: 1, atStep: 3 }]);
  assert.doesNotMatch(await page.textContent("main"), /repetition_history|magico|AM-REF/, "labels, never internal ids");
  await context.close();
});

test("record sends the typed input: the play, the arbiter, the incident with the ladder's choice and the edited precedent", async () => {
  const start = await shieldStart("es");
  const demo = await fixture("gen/demo-es.json");
  const recorded = { seq: 41, round: 3, board: 2, arbiter: start.arbiter, at: "2026-12-05T10:00:00+01:00", sentence: demo.dispute_resolve.ok.sentence,
    setup: start.setup, history: start.history, play: { react: "AM-28", by: "black", targets: ["c6"] }, incident: 42, precedent: 43 };
  const scen = await scenario("es", { dispute_new: { ok: start }, dispute_check: { ok: start.check }, dispute_targets: await shieldTargets("es"), record_dispute: { ok: recorded } });
  const { page, context } = await open(scen, "es");
  let clicks = 0;
  clicks += await playShield(page);
  // The autosave has made the draft by the time the arbiter records.
  await page.waitForFunction(() => window.__calls.some((c) => c.cmd === "save_dispute_draft" && c.args.draft.play?.react === "AM-28"));
  await page.waitForTimeout(100);
  await page.click("[data-tab='record']"); clicks++;
  assert.equal(await page.inputValue("[name='arbiter']"), start.arbiter, "prefilled with the chief arbiter");
  await page.check("[name='with-incident']"); clicks++;
  await page.check("[name='incident-player'][value='6']"); clicks++;
  await page.selectOption("[name='incident-fault']", "illegal-move"); clicks++;
  await page.waitForSelector("[data-testid='suggestion']");
  await page.check("[name='with-precedent']"); clicks++;
  assert.equal(await page.inputValue("[name='decision-es']"), demo.dispute_resolve.ok.sentence.es, "the decision is prefilled from the verdict");
  await page.fill("[name='decision-es']", "Escudo protege el caballo de c6; el peón de b7 es eliminado.");
  if (shots) await page.screenshot({ path: `${shots}/dispute-record-es.png` });
  await page.click("[data-testid='record-decision']"); clicks++;
  await page.waitForSelector("[data-testid='recorded']");
  const [sent] = await calls(page, "record_dispute");
  assert.deepEqual(sent.record.play, { react: "AM-28", by: "black", targets: ["c6"] });
  assert.equal(sent.record.draft, 7, "the draft it was worked on in");
  assert.deepEqual([sent.record.round, sent.record.board, sent.record.arbiter], [3, 2, start.arbiter]);
  assert.deepEqual(sent.record.history, start.history);
  assert.deepEqual(sent.record.incident, { player: 6, fault: "illegal-move", description: demo.dispute_resolve.ok.sentence.es, sanction: { mode: "suggested", penalties: [], reason: "" } });
  assert.deepEqual(sent.record.precedent, { es: "Escudo protege el caballo de c6; el peón de b7 es eliminado.", en: demo.dispute_resolve.ok.sentence.en });
  assert.match(await page.textContent("[data-testid='recorded']"), /asiento #41.*incidencia #42.*precedente #43/);
  if (shots) await page.screenshot({ path: `${shots}/dispute-recorded-es.png` });
  console.log(`# clicks from the dispute screen to the recorded decision with incident and precedent: ${clicks}`);
  await context.close();
});

/** Opens "another sanction" in the record form of the Escudo dispute, with the incident's player and fault chosen. */
async function otherSanction(page) {
  await playShield(page);
  await page.click("[data-tab='record']");
  await page.check("[name='with-incident']");
  await page.check("[name='incident-player'][value='6']");
  await page.selectOption("[name='incident-fault']", "illegal-move");
  await page.waitForSelector("[data-testid='suggestion']");
  await page.check("[data-testid='incident'] input[name='mode'][value='deviate']");
  await page.waitForSelector("[data-testid='incident'] [data-testid='penalty-picker']");
}

for (const lang of ["es", "en"]) {
  test(`record form (${lang}): the shared sanction choice offers another sanction, each penalty on one line, in the UI's language`, async () => {
    const start = await shieldStart(lang);
    const scen = await scenario(lang, { dispute_new: { ok: start }, dispute_check: { ok: start.check }, dispute_targets: await shieldTargets(lang) });
    const { page, context } = await open(scen, lang);
    await otherSanction(page);
    const modes = await page.$$eval("[data-testid='incident'] [data-testid='sanction-choice'] input[name='mode']", (rs) => rs.map((r) => r.value));
    assert.deepEqual(modes, ["suggested", "deviate", "none"], "the three choices of the Incidents screen");
    const rows = await page.$$eval("[data-testid='incident'] [data-testid='penalty-picker'] label.check", (ls) => ls.map((l) => l.getBoundingClientRect().height));
    const line = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
    assert.ok(rows.length >= 10 && rows.every((h) => h < line * 2.6), `each penalty on one line, not one word per line: ${rows.join(", ")}`);
    await page.check("[data-testid='penalty-picker'] [data-penalty='fine']");
    assert.ok(await page.isVisible("[name='fine-amount']"), "the fine asks for its amount");
    const text = await page.textContent("[data-testid='incident']");
    if (lang === "es") assert.match(text, /Otra sanción \(motivo\).*Motivo \(obligatorio, AM-AC\)/s);
    else assert.match(text, /Another sanction \(reason\).*Reason \(required, AM-AC\)/s);
    assert.doesNotMatch(text, /excluded-from-rounds|increase-opponent|ui-incidents/, "labels, never internal ids");
    if (shots) {
      await page.locator("[data-testid='incident'] [data-testid='sanction-choice']").evaluate((e) => e.scrollIntoView({ block: "start" }));
      await page.waitForTimeout(100);
      await page.screenshot({ path: `${shots}/dispute-record-other-${lang}.png` });
    }
    await context.close();
  });
}

test("record sends another sanction as the typed choice; a fine without its amount is refused at the fine's field", async () => {
  const start = await shieldStart("es");
  const demo = await fixture("gen/demo-es.json");
  const recorded = { seq: 41, round: 3, board: 2, arbiter: start.arbiter, at: "2026-12-05T10:00:00+01:00", sentence: demo.dispute_resolve.ok.sentence,
    setup: start.setup, history: start.history, play: { react: "AM-28", by: "black", targets: ["c6"] }, incident: 42, precedent: null };
  const refusal = { code: "invalid_input", message: "Multa: indique la cantidad anunciada en la convocatoria (FIDE 12.9.7).", messageCode: "app-fine-needs-amount" };
  const scen = await scenario("es", { dispute_new: { ok: start }, dispute_check: { ok: start.check }, dispute_targets: await shieldTargets("es"),
    record_dispute: [{ err: refusal }, { ok: recorded }] });
  const { page, context } = await open(scen, "es");
  await otherSanction(page);
  await page.check("[data-testid='penalty-picker'] [data-penalty='warning']");
  await page.check("[data-testid='penalty-picker'] [data-penalty='fine']");
  await page.fill("[data-testid='incident'] input[name='reason']", "reincidente en la misma ronda");
  await page.click("[data-testid='record-decision']");
  await page.waitForSelector("[name='fine-amount'][aria-invalid='true']");
  const row = await page.textContent("[data-testid='penalty-picker'] [data-row='fine']");
  assert.match(row, /Multa: indique la cantidad/, "the refusal stands at the fine's row");
  assert.equal(await page.$$eval("[data-testid='record'] .error-box", (b) => b.length), 1, "shown once, at its field");
  await page.fill("[name='fine-amount']", "50 €");
  await page.click("[data-testid='record-decision']");
  await page.waitForSelector("[data-testid='recorded']");
  const sent = await calls(page, "record_dispute");
  assert.equal(sent.length, 2);
  const fine = demo.discipline.ok.penalties.find((p) => p.spec.penalty === "fine").spec;
  const warning = demo.discipline.ok.penalties.find((p) => p.spec.penalty === "warning").spec;
  assert.deepEqual(sent[1].record.incident.sanction, { mode: "deviate", penalties: [warning, { ...fine, amount: "50 €" }], reason: "reincidente en la misma ronda" });
  assert.deepEqual(sent[0].record.incident.sanction.penalties[1], fine, "the first try sent the fine as the list gives it, without an amount");
  await context.close();
});

test("record: no sanction sends its reason; the store's refusal of a missing reason shows at the reason", async () => {
  const start = await shieldStart("es");
  const refusal = { code: "refused", message: "No imponer ninguna sanción necesita un motivo por escrito.", messageCode: "store-discipline-no-sanction-unexplained" };
  const scen = await scenario("es", { dispute_new: { ok: start }, dispute_check: { ok: start.check }, dispute_targets: await shieldTargets("es"), record_dispute: { err: refusal } });
  const { page, context } = await open(scen, "es");
  await otherSanction(page);
  await page.check("[data-testid='incident'] input[name='mode'][value='none']");
  assert.equal(await page.$("[data-testid='incident'] [data-testid='penalty-picker']"), null, "no penalties to choose for no sanction");
  await page.click("[data-testid='record-decision']");
  await page.waitForSelector("[data-testid='incident'] input[name='reason'][aria-invalid='true']");
  const next = await page.evaluate(() => document.querySelector("[data-testid='incident'] input[name='reason']").closest("label").nextElementSibling?.textContent ?? "");
  assert.match(next, /necesita un motivo/, "the message stands under the reason");
  const [sent] = await calls(page, "record_dispute");
  assert.deepEqual(sent.record.incident.sanction, { mode: "none", penalties: [], reason: "" });
  await context.close();
});

test("a refusal of the record shows at its field", async () => {
  const start = await shieldStart("es");
  const scen = await scenario("es", { dispute_new: { ok: start }, dispute_check: { ok: start.check }, dispute_targets: await shieldTargets("es"),
    record_dispute: { err: { code: "invalid_input", message: "Falta el árbitro que decide la disputa.", messageCode: "store-dispute-arbiter-unnamed" } } });
  const { page, context } = await open(scen, "es");
  await playShield(page);
  await page.click("[data-tab='record']");
  await page.fill("[name='arbiter']", "");
  await page.click("[data-testid='record-decision']");
  await page.waitForSelector("[name='arbiter'][aria-invalid='true']");
  const next = await page.evaluate(() => document.querySelector("[name='arbiter']").closest("label").nextElementSibling?.textContent ?? "");
  assert.match(next, /Falta el árbitro/, "the message stands under the arbiter's field");
  await context.close();
});

test("nothing lost: the open dispute is saved as a draft and reopened after a restart", async () => {
  const start = await shieldStart("es");
  const draft = { id: 9, updatedAt: "2026-12-05 10:00", draft: { round: 3, board: 2, setup: start.setup, history: start.history, play: { react: "AM-28", by: "black", targets: ["c6"] } } };
  const targets = await shieldTargets("es");
  const scen = await scenario("es", { dispute_new: { ok: start }, dispute_check: { ok: start.check }, dispute_drafts: { ok: [draft] }, dispute_targets: targets[1], save_dispute_draft: { ok: 9 } });
  const { page, context } = await open(scen, "es");
  await page.waitForSelector("[data-testid='complete']");
  assert.match(await page.textContent("[data-testid='dispute-board']"), /Ronda 3, mesa 2/);
  const [query] = await calls(page, "dispute_targets");
  assert.deepEqual({ card: query.card, by: query.by, targets: query.picks.targets }, { card: "AM-28", by: "black", targets: ["c6"] }, "the draft's play is back, its picks asked again");
  await page.click("[data-tab='state']");
  const white = page.locator("[data-testid='hand-white']");
  await white.locator("input[type='search']").fill("AM-05");
  await white.locator("input[type='search']").press("Enter");
  await page.waitForFunction(() => window.__calls.some((c) => c.cmd === "save_dispute_draft" && c.args.draft.setup.hands.white.includes("AM-05")));
  const saved = (await calls(page, "save_dispute_draft")).at(-1);
  assert.equal(saved.id, 9, "the same draft is updated, not a new one");
  assert.deepEqual(saved.draft.play, { react: "AM-28", by: "black", targets: ["c6"] });
  await context.close();
});

test("the whole flow from a board, counted: open, two hands, a card with one target, resolve, record with a precedent", async () => {
  const start = await shieldStart("es");
  const empty = { ...start, setup: { ...start.setup, hands: { white: [], black: [] } } };
  const demo = await fixture("gen/demo-es.json");
  const recorded = { seq: 41, round: 3, board: 2, arbiter: start.arbiter, at: "2026-12-05T10:00:00+01:00", sentence: demo.dispute_resolve.ok.sentence,
    setup: start.setup, history: start.history, play: { react: "AM-28", by: "black", targets: ["c6"] }, incident: null, precedent: 43 };
  const scen = await scenario("es", { dispute_start: { ok: empty }, dispute_check: { ok: start.check }, dispute_targets: await shieldTargets("es"), record_dispute: { ok: recorded } });
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await page.addInitScript((s) => { window.__ARBITRO_SCENARIO__ = s; }, scen);
  await page.goto(base);
  await page.waitForSelector("html[data-ready='1']");
  await page.click("nav [data-screen='rounds']");
  let clicks = 0;
  let keys = 0;
  await page.click("[data-testid='boards'] [data-dispute='2']"); clicks++;
  await page.waitForSelector("[data-testid='hand-white']");
  for (const [who, text] of [["white", "bomb"], ["black", "escudo"]]) {
    await page.click(`[data-testid='hand-${who}'] input[type='search']`); clicks++;
    await page.keyboard.type(text); keys += text.length;
    await page.keyboard.press("Enter"); keys++;
  }
  assert.deepEqual(await page.locator("[data-testid='hand-white-cards'] li[data-code]").evaluateAll((l) => l.map((x) => x.dataset.code)), ["AM-07"]);
  assert.deepEqual(await page.locator("[data-testid='hand-black-cards'] li[data-code]").evaluateAll((l) => l.map((x) => x.dataset.code)), ["AM-28"]);
  clicks += await playShield(page);
  await page.waitForFunction(() => window.__calls.some((c) => c.cmd === "save_dispute_draft" && c.args.draft.play?.react === "AM-28"));
  await page.click("[data-tab='record']"); clicks++;
  await page.check("[name='with-precedent']"); clicks++;
  await page.click("[data-testid='record-decision']"); clicks++;
  await page.waitForSelector("[data-testid='recorded']");
  const [sent] = await calls(page, "record_dispute");
  assert.deepEqual(sent.record.setup.hands, { white: ["AM-07"], black: ["AM-28"] }, "the hands picked are recorded");
  assert.deepEqual(sent.record.precedent, demo.dispute_resolve.ok.sentence);
  console.log(`# whole flow from a board: ${clicks} clicks and ${keys} keys`);
  assert.ok(clicks + keys <= 25, `at most 25 actions (${clicks} clicks, ${keys} keys)`);
  await context.close();
});

test("a move typed with Spanish letters is read by the shell and resolved as UCI", async () => {
  const start = await shieldStart("es");
  const demo = await fixture("gen/demo-es.json");
  const scen = await scenario("es", { dispute_new: { ok: start }, dispute_check: { ok: start.check }, dispute_move: { ok: "e1d2" } });
  const { page, context } = await open(scen, "es");
  await page.click("[data-tab='play']");
  // A player with one card comes with it chosen: "no card" for a move.
  await page.click("[data-testid='play-cards'] [data-card='']");
  await page.fill("[name='move']", "Rd2");
  await page.click("[data-testid='resolve']");
  await page.waitForSelector("[data-testid='verdict']");
  assert.deepEqual((await calls(page, "dispute_move")).map((c) => c.text), ["Rd2"]);
  assert.deepEqual((await calls(page, "dispute_resolve")).at(-1).play, { move: "e1d2", by: "white" });
  assert.equal(await page.textContent("[data-testid='verdict']"), demo.dispute_resolve.ok.sentence.es);
  await context.close();
});

test("the event's disputes and drafts by round and board: a recorded one replayed, a draft discarded", async () => {
  const start = await shieldStart("es");
  const demo = await fixture("gen/demo-es.json");
  const play = { react: "AM-28", by: "black", targets: ["c6"] };
  const recorded = { seq: 41, round: 3, board: 2, arbiter: start.arbiter, at: "2026-12-05T10:00:00+01:00", sentence: demo.dispute_resolve.ok.sentence,
    setup: start.setup, history: start.history, play, incident: null, precedent: null };
  const draft = { id: 9, updatedAt: "2026-12-05 10:00", draft: { round: 3, board: 4, setup: start.setup, history: [], play: null } };
  const scen = await scenario("es", { dispute_new: { ok: start }, dispute_check: { ok: start.check }, dispute_targets: await shieldTargets("es"),
    list_disputes: { ok: [recorded] }, dispute_drafts: [{ ok: [] }, { ok: [draft] }, { ok: [] }], discard_dispute_draft: { ok: null } });
  const { page, context } = await open(scen, "es");
  await page.click("[data-tab='list']");
  await page.waitForSelector("[data-testid='dispute-list'] [data-seq='41']");
  assert.match(await page.textContent("[data-testid='dispute-list'] [data-seq='41']"), /Ronda 3, mesa 2 · Se resuelve/);
  assert.match(await page.textContent("[data-testid='dispute-list'] [data-draft='9']"), /Borrador.*Ronda 3, mesa 4/);
  if (shots) await page.screenshot({ path: `${shots}/dispute-list-es.png` });
  await page.click("[data-draft='9'] button:nth-of-type(2)");
  await page.waitForFunction(() => window.__calls.some((c) => c.cmd === "discard_dispute_draft"));
  assert.deepEqual((await calls(page, "discard_dispute_draft")).at(-1), { id: 9 });
  await page.waitForSelector("[data-testid='dispute-list'] [data-draft='9']", { state: "detached" });
  await page.click("[data-seq='41'] button");
  await page.waitForSelector("[data-testid='play-cards'] [data-card='AM-28'][aria-checked='true']");
  await page.waitForFunction(() => window.__calls.some((c) => c.cmd === "dispute_targets"));
  assert.deepEqual((await calls(page, "dispute_targets")).at(-1).picks.targets, ["c6"], "the recorded play is back, to replay");
  await context.close();
});

/** The situation before Bombardeo: White to move, no window open (the claim and flag rulings of the demo answers). */
async function quietStart(lang) {
  const start = await shieldStart(lang);
  const demo = await fixture(`gen/demo-${lang}.json`);
  return { ...start, history: [], check: demo["dispute_check:start"].ok };
}

const kindsOffered = (page) => page.locator("[data-testid='play-kinds'] [data-kind]").evaluateAll((l) => l.map((x) => x.dataset.kind));

for (const lang of ["es", "en"]) {
  test(`a draw claim with its kind goes to the engine as {claim, by}, its ruling is the engine's (${lang})`, async () => {
    const start = await quietStart(lang);
    const demo = await fixture(`gen/demo-${lang}.json`);
    const ruling = demo["dispute_resolve:claim"].ok;
    const scen = await scenario(lang, { dispute_new: { ok: start }, dispute_check: { ok: start.check }, dispute_resolve: { ok: ruling } });
    const { page, context } = await open(scen, lang);
    await page.click("[data-tab='play']");
    await page.waitForSelector("[data-testid='play-cards'] [data-card='AM-07'][aria-checked='true']");
    assert.deepEqual(await kindsOffered(page), ["card", "move", "claim", "flag", "resign", "agreed_draw"], "no window open: no pass; AM: no draw");
    assert.equal(await page.getAttribute("[data-kind='card']", "aria-checked"), "true", "the player's single card comes chosen");
    await page.click("[data-kind='claim']");
    await page.waitForSelector("[data-testid='other-play'][data-kind='claim']");
    assert.equal(await page.locator("[data-testid='play-cards']").count(), 0, "only the chosen kind's inputs");
    const labels = await page.locator("select[name='claim'] option").evaluateAll((l) => l.map((o) => o.textContent));
    assert.deepEqual(labels, lang === "es" ? ["triple repetición", "regla de los 50 movimientos"] : ["threefold repetition", "50-move rule"]);
    await page.selectOption("select[name='claim']", "fifty_moves");
    assert.equal(start.check.windowPlayer, null, "the shell's check: no window open before Bombardeo");
    const box = await page.locator("[data-testid='play-panel']").boundingBox();
    assert.ok(box.x + box.width <= 1366 && box.y + box.height <= 768, "the play panel fits the window");
    if (lang === "es") {
      const text = await page.textContent("[data-testid='play-panel']");
      const m = text.match(ENGLISH);
      assert.equal(m, null, `no English in the Spanish play panel: «${m?.[0]}» in «${text}»`);
    }
    if (shots) await page.screenshot({ path: `${shots}/dispute-claim-${lang}.png` });
    // The draft saved carries the claim (the record path takes the same play).
    await page.waitForFunction(() => window.__calls.some((c) => c.cmd === "save_dispute_draft" && c.args.draft.play?.claim === "fifty_moves"));
    await page.click("[data-testid='resolve']");
    await page.waitForSelector("[data-testid='verdict']");
    assert.deepEqual((await calls(page, "dispute_resolve")).at(-1).play, { claim: "fifty_moves", by: "white" });
    assert.equal(await page.textContent("[data-testid='verdict']"), ruling.sentence[lang]);
    assert.match(ruling.sentence[lang], /FI-9\.3/);
    if (lang === "es") {
      const text = await page.textContent("[data-testid='ruling']");
      const m = text.match(ENGLISH);
      assert.equal(m, null, `no English in the Spanish ruling: «${m?.[0]}» in «${text.slice(0, 300)}»`);
    }
    if (shots) await page.screenshot({ path: `${shots}/dispute-claim-ruling-${lang}.png` });
    await context.close();
  });

  test(`a flag fall goes to the engine as {flag: player} and its ruling ends the game (${lang})`, async () => {
    const start = await quietStart(lang);
    const demo = await fixture(`gen/demo-${lang}.json`);
    const ruling = demo["dispute_resolve:flag"].ok;
    const scen = await scenario(lang, { dispute_new: { ok: start }, dispute_check: { ok: start.check }, dispute_resolve: { ok: ruling } });
    const { page, context } = await open(scen, lang);
    await page.click("[data-tab='play']");
    await page.click("[data-kind='flag']");
    assert.match(await page.textContent("[data-testid='other-hint']"), /FI-6\.9/);
    await page.click("[data-testid='resolve']");
    await page.waitForSelector("[data-testid='verdict']");
    assert.deepEqual((await calls(page, "dispute_resolve")).at(-1).play, { flag: "white" });
    assert.equal(await page.textContent("[data-testid='verdict']"), ruling.sentence[lang]);
    assert.match(await page.textContent("[data-testid='situation-after']"), lang === "es" ? /terminada/ : /ended/);
    await context.close();
  });
}

test("a pass is offered only to the player of the open window; resignation and agreed draw build their events", async () => {
  const start = await shieldStart("es");
  const scen = await scenario("es", { dispute_new: { ok: start }, dispute_check: { ok: { ...start.check, windowPlayer: "black" } } });
  const { page, context } = await open(scen, "es");
  await page.click("[data-tab='play']");
  assert.equal((await kindsOffered(page)).includes("pass"), false, "White has no window open");
  await page.click("[data-by='black']");
  await page.waitForSelector("[data-kind='pass']");
  assert.match(await page.textContent("[data-kind='pass']"), /Pasar/);
  await page.click("[data-kind='pass']");
  await page.click("[data-testid='resolve']");
  await page.waitForSelector("[data-testid='verdict']");
  assert.deepEqual((await calls(page, "dispute_resolve")).at(-1).play, { pass: "black" });
  await page.click("[data-tab='play']");
  await page.click("[data-by='white']");
  await page.waitForSelector("[data-kind='pass']", { state: "detached" });
  assert.equal(await page.locator("[data-testid='other-play']").count(), 0, "the pass is dropped with the player who could pass");
  await page.click("[data-kind='resign']");
  await page.click("[data-testid='resolve']");
  await page.waitForFunction(() => window.__calls.filter((c) => c.cmd === "dispute_resolve").length === 2);
  assert.deepEqual((await calls(page, "dispute_resolve")).at(-1).play, { resign: "white" });
  await page.click("[data-tab='play']");
  await page.click("[data-kind='agreed_draw']");
  await page.click("[data-testid='resolve']");
  await page.waitForFunction(() => window.__calls.filter((c) => c.cmd === "dispute_resolve").length === 3);
  assert.deepEqual((await calls(page, "dispute_resolve")).at(-1).play, { agreed_draw: true });
  // Back to a card: the player's card chosen again, with its targets.
  await page.click("[data-tab='play']");
  await page.click("[data-kind='card']");
  await page.waitForSelector("[data-testid='play-cards'] [data-card='AM-07'][aria-checked='true']");
  await context.close();
});

test("ED: a card drawn from the shared pile is offered and sent as {draw: player}", async () => {
  const start = await quietStart("es");
  const setup = { ...start.setup, rules: { ...start.setup.rules, family: "ed" }, hands: null, kept: { white: [], black: [] }, drawn: null };
  const ed = { ...start, setup };
  const scen = await scenario("es", { dispute_new: { ok: ed }, dispute_check: { ok: start.check } });
  const { page, context } = await open(scen, "es");
  await page.click("[data-tab='play']");
  assert.deepEqual(await kindsOffered(page), ["card", "move", "claim", "flag", "resign", "agreed_draw", "draw"]);
  assert.equal(await page.isDisabled("[data-kind='card']"), true, "no card in hand: no card to choose");
  assert.match(await page.textContent("[data-kind='draw']"), /Robar/);
  await page.click("[data-kind='draw']");
  assert.match(await page.textContent("[data-testid='other-hint']"), /ED-R2/);
  await page.click("[data-testid='resolve']");
  await page.waitForSelector("[data-testid='verdict']");
  assert.deepEqual((await calls(page, "dispute_resolve")).at(-1).play, { draw: "white" });
  await context.close();
});

test("a draft whose play is a claim, a flag or an agreed draw is reopened with that play chosen", async () => {
  const start = await quietStart("es");
  const cases = [
    { play: { claim: "threefold", by: "black" }, kind: "claim", by: "black", claim: "threefold" },
    { play: { flag: "black" }, kind: "flag", by: "black" },
    { play: { agreed_draw: true }, kind: "agreed_draw", by: "white" },
  ];
  for (const c of cases) {
    const draft = { id: 9, updatedAt: "2026-12-05 10:00", draft: { round: 3, board: 2, setup: start.setup, history: [], play: c.play } };
    const scen = await scenario("es", { dispute_new: { ok: start }, dispute_check: { ok: start.check }, dispute_drafts: { ok: [draft] }, save_dispute_draft: { ok: 9 } });
    const { page, context } = await open(scen, "es");
    await page.waitForSelector(`[data-testid='other-play'][data-kind='${c.kind}']`);
    assert.equal(await page.getAttribute(`[data-kind='${c.kind}'][role='radio']`, "aria-checked"), "true", c.kind);
    assert.equal(await page.getAttribute(`[data-by='${c.by}']`, "aria-checked"), "true", `${c.kind}: who plays`);
    if (c.claim) assert.equal(await page.inputValue("select[name='claim']"), c.claim);
    await page.click("[data-testid='resolve']");
    await page.waitForSelector("[data-testid='verdict']");
    assert.deepEqual((await calls(page, "dispute_resolve")).at(-1).play, c.play, `${c.kind}: the same play ruled again`);
    await context.close();
  }
});

test("a precedent's case (AM-G16): its position and play shown, Reproducir opens the dispute screen on that situation with that play", async () => {
  for (const lang of ["es", "en"]) {
    const start = await shieldStart(lang);
    const play = { react: "AM-28", by: "black", targets: ["c6"] };
    const playText = { es: "Negras responden con Escudo (AM-28) sobre c6", en: "Black answers with Shield (AM-28) on c6" };
    const sentence = { es: "Resuelta: el escudo protege c6", en: "Resolved: the shield protects c6" };
    const hit = { seq: 43, cardCode: "AM-28", deck: "AM-REF@1", window: "after_card", situation: { es: "Disputa", en: "Dispute" },
      decision: { es: "Una sola pieza", en: "One piece only" }, clauses: ["AM-28"], arbiter: "Luis Auxiliar", event: "Open", date: "2026-12-05",
      round: 3, board: 2, superseded: false,
      case: { setup: start.setup, history: start.history, play, fen: "r3k3/1p6/2n5/8/8/8/8/4K3 w - - 0 1", playText, sentence } };
    const targets = await shieldTargets(lang);
    const scen = await scenario(lang, {
      search_precedents: { ok: [hit] },
      event_folder: { ok: { dir: "/home/arbitro", events: [], imports: [], games: [], records: [] } },
      dispute_new: { ok: start }, dispute_check: { ok: start.check }, dispute_drafts: { ok: [] }, dispute_targets: targets[1],
    });
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    await page.addInitScript((s) => { window.__ARBITRO_SCENARIO__ = s; }, scen);
    await page.goto(base);
    await page.waitForSelector("html[data-ready='1']");
    if (lang === "en") await page.click("[data-lang='en']");
    await page.click("nav [data-screen='precedents']");
    await page.click("[data-testid='precedent-list'] [data-seq='43']");
    await page.waitForSelector("[data-testid='precedent-case']");
    assert.equal(await page.textContent("[data-testid='precedent-case-fen']"), hit.case.fen);
    assert.equal(await page.textContent("[data-testid='precedent-case-play']"), playText[lang]);
    assert.equal(await page.textContent("[data-testid='precedent-replay']"), lang === "es" ? "Reproducir" : "Replay");
    await page.click("[data-testid='precedent-replay']");
    await page.waitForSelector("[data-testid='rules-label']");
    const [query] = await calls(page, "dispute_targets").then((q) => q.length ? q : page.waitForFunction(() => window.__calls.some((c) => c.cmd === "dispute_targets")).then(() => calls(page, "dispute_targets")));
    assert.deepEqual(query.setup, start.setup, `${lang}: the case's situation`);
    assert.deepEqual(query.history, start.history, `${lang}: the case's events before the play`);
    assert.deepEqual({ card: query.card, by: query.by, targets: query.picks.targets }, { card: "AM-28", by: "black", targets: ["c6"] }, `${lang}: the case's play`);
    assert.equal((await calls(page, "dispute_drafts")).length, 0, "the case is opened, not the last draft");
    await context.close();
  }
});
