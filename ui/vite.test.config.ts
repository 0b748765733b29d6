// Builds the UI with the mocked-IPC test harness (tests/harness.html) into
// dist-test/, for the component tests in tests/*.test.mjs.
import { defineConfig } from "vite";

export default defineConfig({
  base: "./",
  logLevel: "warn",
  oxc: { jsx: { runtime: "automatic", importSource: "preact" } },
  build: {
    target: "es2022",
    outDir: "dist-test",
    emptyOutDir: true,
    rollupOptions: { input: new URL("tests/harness.html", import.meta.url).pathname },
  },
});
