// What every UI component test file shares: the built test bundle served on
// a local port and Debian's Chromium (playwright-core) launched headless.
import { createServer } from "node:http";
import { readFile } from "node:fs/promises";
import { extname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

export const here = fileURLToPath(new URL(".", import.meta.url));
const root = join(here, "..", "dist-test");
const types = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css", ".svg": "image/svg+xml" };

/** A fixture of `ui/tests/fixtures/`, parsed. */
export const fixture = async (name) => JSON.parse(await readFile(join(here, "fixtures", name), "utf8"));

/** The clause catalogue the shell embeds. */
export const catalogue = JSON.parse(await readFile(join(here, "..", "..", "src-tauri", "data", "catalogue.json"), "utf8"));

/** Serves the test bundle and launches Chromium: `{ server, browser, base }` (base: the harness page). */
export async function launch() {
  const server = createServer(async (req, res) => {
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
  const base = `http://127.0.0.1:${server.address().port}/tests/harness.html`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
      "--disable-sync", "--no-first-run", "--disable-quic"],
  });
  return { server, browser, base };
}
