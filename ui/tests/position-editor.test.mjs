// Component tests of the position editor (src/components/PositionEditor.tsx)
// in Debian's Chromium, mounted alone by the harness (`#position-editor`).
// The mocked IPC answers `position_setup` by its arguments with the shell's
// real answers (written by src-tauri/tests/ipc.rs from
// fixtures/position-editor-requests.json, see scripts/app-ui-test.sh): a
// request the tests did not foresee is refused, so an editor sending the
// wrong edit fails here. Real mouse drags and clicks; screenshots at
// 1366×768 in both languages go to dist-test/shots/.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { mkdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { launch, serve } from "./serve.mjs";

const here = fileURLToPath(new URL(".", import.meta.url));
const root = join(here, "..", "dist-test");
const shots = join(root, "shots");
const answers = JSON.parse(await readFile(join(here, "fixtures", "gen", "position-editor.json"), "utf8"));

const START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
let server;
let browser;
let base;

before(async () => {
  ({ server, base } = await serve(root));
  browser = await launch();
  await mkdir(shots, { recursive: true });
});

after(async () => {
  await browser?.close();
  server?.close();
});

/** The editor alone, in `lang`, with `query` (`chess960`, `marks`, `fen`). */
async function open(lang, query = "") {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  await page.addInitScript((a) => { window.__ARBITRO_SCENARIO__ = { byArgs: { position_setup: a } }; }, answers);
  await page.goto(`${base}#position-editor?lang=${lang}${query ? `&${query}` : ""}`);
  await page.waitForSelector("html[data-ready='1']");
  await page.waitForSelector(".posed-status[data-valid='true']");
  return { page, context, errors };
}

/** The requests the editor sent to the shell. */
const requests = (page) => page.evaluate(() => window.__calls.filter((c) => c.cmd === "position_setup").map((c) => c.args.request));

/** Waits until the editor reports `fen` to its owner. */
async function reported(page, fen) {
  try {
    await page.waitForSelector(`#posed-out[data-fen="${fen}"]`, { state: "attached", timeout: 3000 });
  } catch {
    const out = await requests(page);
    assert.fail(`the editor never reported ${fen}; now ${await page.getAttribute("#posed-out", "data-fen")}; requests: ${JSON.stringify(out.at(-1))}`);
  }
}

/** The centre of `square` on the board (white at the bottom unless `flipped`). */
async function centre(page, square, flipped = false) {
  const box = await page.locator(".posed cg-board").boundingBox();
  let file = square.charCodeAt(0) - 97;
  let rank = Number(square[1]) - 1;
  if (flipped) [file, rank] = [7 - file, 7 - rank];
  return [box.x + ((file + 0.5) * box.width) / 8, box.y + ((7 - rank + 0.5) * box.height) / 8];
}

async function drag(page, from, to) {
  await page.mouse.move(from[0], from[1]);
  await page.mouse.down();
  await page.mouse.move((from[0] + to[0]) / 2, (from[1] + to[1]) / 2, { steps: 4 });
  await page.mouse.move(to[0], to[1], { steps: 4 });
  await page.mouse.up();
}

async function paletteCentre(page, piece) {
  const box = await page.locator(`.posed-palette [data-piece='${piece}']`).boundingBox();
  return [box.x + box.width / 2, box.y + box.height / 2];
}

/** The piece chessground draws on `square`, as `white king`, or null. */
const pieceOn = (page, square) =>
  page.evaluate(async (sq) => {
    // chessground draws on the next animation frame.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const board = document.querySelector(".posed cg-board");
    const b = board.getBoundingClientRect();
    for (const p of board.querySelectorAll("piece")) {
      if (p.classList.contains("ghost")) continue;
      const r = p.getBoundingClientRect();
      const file = Math.floor((r.x + r.width / 2 - b.x) / (b.width / 8));
      const rank = 7 - Math.floor((r.y + r.height / 2 - b.y) / (b.height / 8));
      if (String.fromCharCode(97 + file) + (rank + 1) === sq) return p.className.replace(/\s*dragging/, "");
    }
    return null;
  }, square);

/** Waits until the board draws `n` pieces. */
const pieces = (page, n) =>
  page.waitForFunction((k) => document.querySelectorAll(".posed cg-board piece:not(.ghost)").length === k, n, { timeout: 3000 });

const words = (list) => new RegExp(`(?<!\\p{L})(${list.flatMap((w) => [w, w[0].toUpperCase() + w.slice(1)]).join("|")})(?!\\p{L})`, "u");
const ENGLISH = words(["the", "and", "board", "white", "black", "king", "queen", "rook", "bishop", "knight", "pawn", "move", "moves", "clear",
  "start", "castling", "passant", "copy", "apply", "problems", "missing", "valid", "side", "drag", "none", "pieces", "piece", "square"]);
const SPANISH = words(["tablero", "blancas", "negras", "rey", "dama", "torre", "alfil", "caballo", "peón", "turno", "enroques", "vaciar",
  "copiar", "aplicar", "problemas", "falta", "ninguna", "piezas", "casilla"]);
const INTERNAL = /cards-setup|ui-posed|\bkingside\b|\bqueenside\b|\bplacement\b|en_passant|\bundefined\b|\bnull\b/;

/** Every word the editor shows or reads out (texts, labels, titles, options). */
const shown = (page) =>
  page.evaluate(() => {
    const root = document.querySelector(".posed");
    const parts = [root.innerText];
    for (const el of root.querySelectorAll("[aria-label],[title]")) parts.push(el.getAttribute("aria-label") ?? "", el.getAttribute("title") ?? "");
    return parts.join("\n");
  });

test("drag from the palette, between squares and off the board; the sticky piece and the delete tool; problems in Spanish", async () => {
  const { page, context, errors } = await open("es");
  assert.equal(await page.getAttribute(".posed-palette [data-piece='white-queen']", "aria-label"), "Dama blanca");
  assert.equal(await page.getAttribute(".posed-palette [data-piece='black-knight']", "aria-label"), "Caballo negro");
  assert.equal(await page.locator(".posed-palette [data-piece]").count(), 12, "both colours × every role");

  // A white queen dragged from the palette onto d4.
  await drag(page, await paletteCentre(page, "white-queen"), await centre(page, "d4"));
  await reported(page, "rnbqkbnr/pppppppp/8/8/3Q4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  assert.equal(await pieceOn(page, "d4"), "white queen");
  // Nine queens' worth of material: the core says so, in Spanish.
  assert.equal(await page.getAttribute(".posed-status", "data-valid"), "false");
  assert.match(await page.textContent(".posed-problems"), /hay más piezas de las que una partida puede tener/);

  // Off the board: removed.
  await drag(page, await centre(page, "d4"), [20, 700]);
  await reported(page, START);
  assert.equal(await pieceOn(page, "d4"), null);
  assert.equal(await page.getAttribute(".posed-status", "data-valid"), "true");

  // Between squares: e2 to e4.
  await drag(page, await centre(page, "e2"), await centre(page, "e4"));
  await reported(page, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1");
  assert.equal(await pieceOn(page, "e2"), null);
  assert.equal(await pieceOn(page, "e4"), "white pawn");

  // The sticky tool: one click on the palette, then one click per square.
  await page.click(".posed-palette [data-piece='black-knight']");
  assert.equal(await page.getAttribute(".posed-palette [data-piece='black-knight']", "aria-pressed"), "true");
  assert.match(await page.textContent(".posed-hint"), /Caballo negro/);
  const [ax, ay] = await centre(page, "a3");
  const [hx, hy] = await centre(page, "h3");
  // Two clicks in a row: the second edit is asked on the answer to the first.
  await page.mouse.click(ax, ay);
  await page.mouse.click(hx, hy);
  await reported(page, "rnbqkbnr/pppppppp/8/8/4P3/n6n/PPPP1PPP/RNBQKBNR w KQkq - 0 1");
  assert.equal(await pieceOn(page, "h3"), "black knight");

  // The delete tool, by keyboard: the white king goes, and with it White's castling.
  await page.focus(".posed-palette [data-tool='delete']");
  await page.keyboard.press("Enter");
  assert.equal(await page.getAttribute(".posed-palette [data-tool='delete']", "aria-pressed"), "true");
  const [ex, ey] = await centre(page, "e1");
  await page.mouse.click(ex, ey);
  await reported(page, "rnbqkbnr/pppppppp/8/8/4P3/n6n/PPPP1PPP/RNBQ1BNR w kq - 0 1");
  assert.equal(await pieceOn(page, "e1"), null);
  assert.deepEqual(
    await page.$$eval("[data-group='castling'] input", (els) => els.map((e) => e.dataset.castle)),
    ["black-king", "black-queen"],
    "only the castling rights the placement allows are offered",
  );
  assert.equal(await page.getAttribute("#posed-out", "data-valid"), "false");
  const problems = await page.$$eval(".posed-problems li", (els) => els.map((e) => e.textContent));
  assert.deepEqual(problems, ["falta un rey", "hay más piezas de las que una partida puede tener"]);

  const text = await shown(page);
  assert.doesNotMatch(text, ENGLISH, "no English on the Spanish screen");
  assert.doesNotMatch(text, INTERNAL, "no internal identifier");
  await page.screenshot({ path: join(shots, "position-editor-es.png") });
  assert.deepEqual(errors, []);
  await context.close();
});

test("clear, start position, Chess960 number, castling rights from the core, side to move, FEN apply and copy (English)", async () => {
  const { page, context, errors } = await open("en", "chess960=1");
  assert.equal(await page.getAttribute(".posed-palette [data-piece='black-bishop']", "aria-label"), "Black bishop");

  await page.click("[data-action='clear']");
  await reported(page, "8/8/8/8/8/8/8/8 w - - 0 1");
  await pieces(page, 0);
  assert.deepEqual(await page.$$eval(".posed-problems li", (els) => els.map((e) => e.textContent)), ["the board is empty", "a king is missing"]);
  assert.match(await page.textContent("[data-group='castling']"), /The placement allows no castling\./);
  await page.screenshot({ path: join(shots, "position-editor-en.png") });

  await page.click("[data-action='standard']");
  await reported(page, START);
  await pieces(page, 32);

  // Out of range: the core says why, and the position stays.
  await page.fill("[data-field='chess960']", "960");
  await page.click("[data-action='chess960']");
  await page.waitForSelector("[data-refusal] [data-code='cards-setup-chess960-number']");
  assert.match(await page.textContent("[data-refusal]"), /960 is not a Chess960 start position: the numbers go from 0 to 959/);
  assert.equal(await page.getAttribute("#posed-out", "data-fen"), START);
  await page.fill("[data-field='chess960']", "x");
  assert.equal(await page.isDisabled("[data-action='chess960']"), true, "not a number: nothing to ask");

  await page.fill("[data-field='chess960']", "0");
  await page.click("[data-action='chess960']");
  await reported(page, "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1");
  assert.equal(await pieceOn(page, "a1"), "white bishop");
  assert.equal(await pieceOn(page, "g8"), "black king");
  assert.equal(await page.locator("[data-group='castling'] input:checked").count(), 4);

  await page.uncheck("[data-castle='white-king']");
  await reported(page, "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w Qkq - 0 1");
  assert.equal(await page.isChecked("[data-castle='white-king']"), false, "still offered, now off");
  assert.equal(await page.textContent("label:has([data-castle='white-queen'])"), "White O-O-O");

  await page.click("[data-turn='black']");
  await reported(page, "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR b Qkq - 0 1");
  assert.equal(await page.getAttribute("[data-turn='black']", "aria-pressed"), "true");
  assert.equal(await page.getAttribute("[data-turn='white']", "aria-pressed"), "false");

  // Flip: Black at the bottom.
  await page.click("[data-action='flip']");
  await page.waitForSelector(".posed .cg-wrap.orientation-black");
  assert.equal(await pieceOn(page, "a1"), "black rook", "Black at the bottom: the bottom-left square is h8's, a black rook in position 0");

  // A FEN that does not read is refused with its reason; the position stays.
  await page.fill("[data-field='fen']", "4k3/8/8/8/8/8/8/4K3 x - - 0 1");
  await page.click("[data-action='apply']");
  await page.waitForSelector("[data-refusal]");
  assert.match(await page.textContent("[data-refusal]"), /The FEN was not applied.*not a FEN: the side to move is not w or b/s);
  assert.equal(await page.getAttribute("#posed-out", "data-fen"), "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR b Qkq - 0 1");

  // After 1.e4 the core offers e3, and only e3.
  await page.fill("[data-field='fen']", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
  await page.keyboard.press("Enter");
  await reported(page, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
  assert.equal(await page.locator("[data-refusal]").count(), 0);
  assert.deepEqual(await page.$$eval("[data-field='en-passant'] option", (els) => els.map((e) => e.textContent)), ["None", "e3"]);
  await page.selectOption("[data-field='en-passant']", "e3");
  await reported(page, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");

  await page.click("[data-action='copy']");
  await page.waitForFunction(() => document.querySelector("[data-action='copy']").textContent === "Copied");
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");

  const text = await shown(page);
  assert.doesNotMatch(text, SPANISH, "no Spanish on the English screen");
  assert.doesNotMatch(text, INTERNAL, "no internal identifier");
  assert.deepEqual(errors, []);
  await context.close();
});

test("with marks, a click on a square calls the owner and edits nothing", async () => {
  const { page, context } = await open("es", "marks=1");
  assert.equal(await page.locator(".posed-palette").count(), 0, "no palette while squares are being picked");
  assert.equal(await page.locator(".posed cg-board square.mark-target").count(), 1);
  assert.equal(await page.locator(".posed cg-board square.mark-chosen").count(), 1);
  const [x, y] = await centre(page, "c6");
  await page.mouse.click(x, y);
  const [bx, by] = await centre(page, "b7");
  await drag(page, [bx, by], await centre(page, "b5"));
  await page.waitForSelector("#posed-out[data-clicked='c6,b7']", { state: "attached" });
  assert.equal(await pieceOn(page, "b7"), "black pawn", "a drag moves nothing");
  await page.press("[data-field='fen']", "Enter");
  assert.equal((await requests(page)).length, 1, "only the first look at the position");
  await page.screenshot({ path: join(shots, "position-editor-marks-es.png") });
  await context.close();
});

test("the editor fits the left column of a 1366×768 window beside a side panel, in both languages", async () => {
  for (const lang of ["es", "en"]) {
    const { page, context } = await open(lang);
    const editor = await page.locator(".posed").boundingBox();
    const board = await page.locator(".posed cg-board").boundingBox();
    const panel = await page.locator("[data-side-panel]").boundingBox();
    assert.ok(editor.y + editor.height <= 768, `${lang}: the editor ends at ${editor.y + editor.height}px`);
    assert.ok(editor.x + editor.width <= panel.x, `${lang}: the editor overlaps the side panel`);
    assert.ok(board.width >= 360 && board.width <= 420, `${lang}: board ${board.width}px wide`);
    await page.screenshot({ path: join(shots, `position-editor-start-${lang}.png`) });
    await context.close();
  }
});
