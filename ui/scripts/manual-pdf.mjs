// Prints the manual's PDF in each language from its one-page HTML
// (`arbitro manual --html DIR` writes DIR/LANG/print.html): A4, page
// numbers in the footer, the screenshots and links kept. Chromium (Debian's,
// as the UI tests use it) renders it exactly as the pages show.
// Usage: node scripts/manual-pdf.mjs DIR   → DIR/arbitro-manual-es.pdf, DIR/arbitro-manual-en.pdf
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { launch } from "../tests/serve.mjs";

const dir = resolve(process.argv[2] ?? "");
if (!process.argv[2] || !existsSync(resolve(dir, "es", "print.html"))) {
  console.error(`manual-pdf: ${dir}/es/print.html not found (write the pages first: arbitro manual --html DIR)`);
  process.exit(2);
}
const browser = await launch();
try {
  for (const lang of ["es", "en"]) {
    const page = await browser.newPage();
    await page.goto(pathToFileURL(resolve(dir, lang, "print.html")).href, { waitUntil: "load" });
    const out = resolve(dir, `arbitro-manual-${lang}.pdf`);
    await page.pdf({
      path: out,
      format: "A4",
      printBackground: true,
      margin: { top: "18mm", bottom: "18mm", left: "16mm", right: "16mm" },
      displayHeaderFooter: true,
      headerTemplate: "<span></span>",
      footerTemplate:
        '<div style="width:100%;font:8pt DejaVu Sans,sans-serif;color:#666;text-align:center">' +
        '<span class="pageNumber"></span> / <span class="totalPages"></span></div>',
    });
    await page.close();
    console.log(`manual-pdf: ${out}`);
  }
} finally {
  await browser.close();
}
