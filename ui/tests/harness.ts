// Test entry: installs a mocked IPC (no shell) from the scenario the test put
// in `window.__ARBITRO_SCENARIO__`, records every call in `window.__calls`, then
// starts the real app. Mocked IPC exists only here, for component tests.
import { mockIPC } from "@tauri-apps/api/mocks";

type Reply = { ok: unknown } | { err: { code: string; message: string } };
type Scenario = Record<string, Reply | Reply[]>;

declare global {
  interface Window {
    __ARBITRO_SCENARIO__?: Scenario;
    __calls: { cmd: string; args: unknown }[];
  }
}

const scenario: Scenario = window.__ARBITRO_SCENARIO__ ?? {};
const served: Record<string, number> = {};
window.__calls = [];

mockIPC((cmd, args) => {
  window.__calls.push({ cmd, args });
  const entry = scenario[cmd];
  if (entry === undefined) throw { code: "internal", message: `no mock for ${cmd}` };
  // A list is served in order, its last reply repeating.
  const list = Array.isArray(entry) ? entry : [entry];
  const index = Math.min(served[cmd] ?? 0, list.length - 1);
  served[cmd] = (served[cmd] ?? 0) + 1;
  const reply = list[index];
  if ("err" in reply) throw reply.err;
  return reply.ok;
});

await import("../src/main");
