// Vite builds the UI into ui/dist, which the app embeds (tauri.conf.json
// frontendDist). No remote URLs, no inline scripts: the CSP forbids both.
import { defineConfig } from "vite";

export default defineConfig({
  clearScreen: false,
  base: "./",
  oxc: { jsx: { runtime: "automatic", importSource: "preact" } },
  // The catalogue's .ftl files live at the repository's root (messages/).
  server: { port: 5173, strictPort: true, host: "127.0.0.1", fs: { allow: [".."] } },
  build: {
    target: "es2022",
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: false,
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
  },
});
