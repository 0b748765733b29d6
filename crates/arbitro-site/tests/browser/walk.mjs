// The event's site walked as a player, in Debian's Chromium with the UI
// tests' set-up (ui/tests/serve.mjs), on a phone (390 px) and a laptop
// (1366 px), in Spanish and in English: the root page opens the browser's
// language, the header's search box finds a name typed without its
// letters (ø, accents), the card opens, the rounds are walked by their
// links, and the key columns of the standings, the pairings and the
// crosstable are measured where they must be. Run by
// scripts/site-browser-test.sh with SITE_URL (the site served by `arbitro
// serve`) and SITE_SHOTS (where the screenshots go).
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { launch } from "../../../../ui/tests/serve.mjs";

const site = process.env.SITE_URL;
const shots = process.env.SITE_SHOTS;
const ROUNDS = 11;

let browser;

before(async () => {
  assert.ok(site, "SITE_URL names the served site");
  browser = await launch();
  if (shots) await mkdir(shots, { recursive: true });
});

after(async () => {
  await browser?.close();
});

const sizes = [
  { name: "390", width: 390, height: 844 },
  { name: "1366", width: 1366, height: 768 },
];
const languages = [
  { code: "es", locale: "es-ES", performance: "Actuación", change: "Variación de elo", round: "Ronda" },
  { code: "en", locale: "en-GB", performance: "Performance", change: "Rating change", round: "Round" },
];

/** Every element's box for `selector` (only the first `limit`). */
async function boxes(page, selector, limit = 1000) {
  return page.$$eval(
    selector,
    (els, limit) =>
      els.slice(0, limit).map((e) => {
        const r = e.getBoundingClientRect();
        return { left: r.left, right: r.right, width: r.width, shown: r.width > 0 && getComputedStyle(e).display !== "none" };
      }),
    limit,
  );
}

/** The box of the first element for `selector`. */
async function box(page, selector) {
  const [b] = await boxes(page, selector, 1);
  assert.ok(b, `${selector} is on ${page.url()}`);
  return b;
}

/** Asserts `b` is shown whole inside the window's width. */
function inView(b, width, what) {
  assert.ok(b.shown, `${what} is shown`);
  assert.ok(b.left >= -0.5 && b.right <= width + 0.5, `${what} is in view: ${b.left}–${b.right} of ${width}`);
}

/** What the player sees of the page (the window, not the whole page). */
async function shot(page, name) {
  if (shots) await page.screenshot({ path: join(shots, `${name}.png`) });
}

/** Asserts that what is drawn at the middle of `selector` is that element
 * (or inside it): nothing sticky covers it. */
async function uncovered(page, selector, what) {
  const ok = await page.$eval(selector, (e) => {
    const r = e.getBoundingClientRect();
    const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return at !== null && (at === e || e.contains(at));
  });
  assert.ok(ok, `${what} is not covered by another column`);
}

/** The page does not scroll sideways. */
async function noSideScroll(page, width) {
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(wide <= width + 1, `${page.url()} is ${wide} px wide in a ${width} px window`);
}

for (const size of sizes) {
  for (const lang of languages) {
    test(`a player walks the site at ${size.width} px in ${lang.code}`, async () => {
      const context = await browser.newContext({
        viewport: { width: size.width, height: size.height },
        locale: lang.locale,
        deviceScaleFactor: 1,
      });
      const page = await context.newPage();
      const errors = [];
      page.on("pageerror", (e) => errors.push(String(e)));
      // Every file the site asks for exists (the browser's own favicon aside).
      page.on("response", (r) => r.status() >= 400 && !r.url().endsWith("/favicon.ico") && errors.push(`${r.status()} ${r.url()}`));
      page.on("console", (m) => m.type() === "error" && !m.text().startsWith("Failed to load resource") && errors.push(m.text()));
      const tag = `${lang.code}-${size.name}`;
      const phone = size.width < 640;

      // The root page opens the browser's language.
      await page.goto(site);
      await page.waitForURL(`**/${lang.code}/index.html`);
      await shot(page, `${tag}-home`);

      // The name typed as a phone keyboard types it: no ø, no accents.
      await page.fill("#q-top", "sorensen jens");
      await Promise.all([page.waitForURL(/search\.html\?q=/), page.press("#q-top", "Enter")]);
      await page.waitForFunction(() => document.querySelectorAll("#players-found li:not([hidden])").length === 1);
      const found = await page.textContent("#players-found li:not([hidden]) a");
      assert.match(found, /^Sørensen, Jens/);
      assert.notEqual(await page.textContent("#search-status"), "");
      await shot(page, `${tag}-search`);
      // By number too, as typed in the page's own box.
      const number = (await page.getAttribute("#players-found li:not([hidden])", "data-number")) ?? "";
      await page.fill("#q-page", number);
      await page.waitForFunction(() => document.querySelectorAll("#players-found li:not([hidden])").length === 1);
      assert.equal(await page.getAttribute("#players-found li:not([hidden])", "data-number"), number);
      // Apostrophes folded: "oneill" finds O'Neill.
      await page.fill("#q-page", "oneill");
      await page.waitForFunction(() => document.querySelectorAll("#players-found li:not([hidden])").length === 3);
      await page.fill("#q-page", number);
      await page.waitForFunction(() => document.querySelectorAll("#players-found li:not([hidden])").length === 1);

      // The card.
      await Promise.all([page.waitForURL(`**/player-${number}.html`), page.click("#players-found li:not([hidden]) a")]);
      assert.match(await page.textContent("h1"), /^Sørensen, Jens/);
      const card = await page.textContent("main");
      assert.ok(card.includes(lang.performance) && card.includes(lang.change), "performance and rating change");
      await noSideScroll(page, size.width);
      await shot(page, `${tag}-card`);

      // Round to round by the links, from the rounds page.
      await Promise.all([page.waitForURL("**/rounds.html"), page.click("nav a[href='rounds.html']")]);
      await Promise.all([page.waitForURL("**/round-1.html"), page.click("main a[href='round-1.html']")]);
      for (let r = 1; r <= ROUNDS; r++) {
        assert.ok((await page.textContent("h1")).includes(`${lang.round} ${r}`), `round ${r}`);
        if (r === 5) {
          await noSideScroll(page, size.width);
          // Board, White, result and Black stay on the row; the names have room.
          const width = size.width;
          inView(await box(page, "tbody tr:first-child th"), width, "the board");
          const names = await boxes(page, "tbody tr:first-child td.fill");
          assert.equal(names.length, 2);
          for (const n of names) {
            inView(n, width, "a player's name");
            assert.ok(n.width >= (phone ? 90 : 160), `a name has ${n.width} px`);
          }
          inView(await box(page, "tbody tr:first-child td.res"), width, "the result");
          const rating = await box(page, "tbody tr:first-child td.num");
          if (phone) assert.ok(rating.left >= 0, "the ratings go below the row");
          else inView(rating, width, "the rating");
          await shot(page, `${tag}-round-5`);
          // By name: the player finds the board.
          await Promise.all([page.waitForURL("**/round-5-names.html"), page.click("main a[href='round-5-names.html']")]);
          inView(await box(page, "tbody tr:first-child th.fill"), width, "the name");
          inView(await box(page, "tbody tr:first-child td.no:not(.opt)"), width, "the board");
          inView(await box(page, "tbody tr:first-child td.col"), width, "the colour");
          await noSideScroll(page, width);
          await shot(page, `${tag}-round-5-names`);
          await Promise.all([page.waitForURL("**/round-5.html"), page.click("main a[href='round-5.html']")]);
        }
        if (r < ROUNDS) {
          await Promise.all([page.waitForURL(`**/round-${r + 1}.html`), page.click("main a[rel='next']")]);
        } else {
          assert.equal(await page.$("main a[rel='next']"), null, "no round after the last");
        }
      }
      await Promise.all([page.waitForURL(`**/round-${ROUNDS - 1}.html`), page.click("main a[rel='prev']")]);

      // The standings: rank, name, points and the first tie-break on the row.
      await Promise.all([page.waitForURL("**/standings.html"), page.click("nav a[href='standings.html']")]);
      const width = size.width;
      inView(await box(page, "tbody tr:first-child th.rank"), width, "the rank");
      const name = await box(page, "tbody tr:first-child td.fill");
      inView(name, width, "the name");
      assert.ok(name.width >= (phone ? 120 : 200), `the name has ${name.width} px`);
      inView(await box(page, "tbody tr:first-child td.pts"), width, "the points");
      inView(await box(page, "tbody tr:first-child td.tb:not(.opt)"), width, "the first tie-break");
      if (!phone) {
        for (const b of await boxes(page, "tbody tr:first-child td.tb")) inView(b, width, "every tie-break");
      }
      await noSideScroll(page, width);
      await shot(page, `${tag}-standings`);

      // The crosstable: the whole window; name and points kept in view while rounds scroll.
      await Promise.all([page.waitForURL("**/crosstable.html"), page.click("nav a[href='crosstable.html']")]);
      const main = await box(page, "main");
      assert.ok(main.width >= width - 20, `the crosstable has ${main.width} of ${width} px`);
      await noSideScroll(page, width);
      if (phone) {
        const scrolls = await page.$eval(".cross", (e) => e.scrollWidth > e.clientWidth);
        assert.ok(scrolls, "the rounds scroll on a phone");
        await page.$eval(".cross", (e) => { e.scrollLeft = e.scrollWidth; });
        inView(await box(page, "tbody tr:first-child .nm"), width, "the name after scrolling");
        inView(await box(page, "tbody tr:first-child .rk"), width, "the rank after scrolling");
        inView(await box(page, "tbody tr:first-child .pt"), width, "the points after scrolling");
        await uncovered(page, "tbody tr:first-child .nm a", "the name after scrolling");
        await uncovered(page, "tbody tr:first-child .pt", "the points after scrolling");
        await shot(page, `${tag}-crosstable-scrolled`);
        await page.$eval(".cross", (e) => { e.scrollLeft = 0; });
        inView(await box(page, "tbody tr:first-child .pt"), width, "the points before scrolling");
        await uncovered(page, "tbody tr:first-child .nm a", "the name before scrolling");
      } else {
        const cells = await boxes(page, "tbody tr:first-child td");
        for (const c of cells) inView(c, width, "every column of the crosstable");
        const rounds = await boxes(page, "tbody tr:first-child td.rd");
        assert.equal(rounds.length, ROUNDS);
        for (const v of await boxes(page, "tbody tr:first-child .tbv")) inView(v, width, "every tie-break");
        assert.ok((await box(page, "tbody tr:first-child .nm")).width >= 150, "the name has room");
        for (const sel of [".nm a", ".pt", "td.rd:nth-last-child(2)", ".tbv:last-child"]) {
          await uncovered(page, `tbody tr:first-child ${sel}`, sel);
        }
      }
      await shot(page, `${tag}-crosstable`);
      assert.deepEqual(errors, [], "no script error");
      await context.close();
    });
  }
}
