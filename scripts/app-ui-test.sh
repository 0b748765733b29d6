#!/usr/bin/env bash
# UI component tests: the real UI in Debian's Chromium (playwright-core) with
# the shell's IPC mocked per scenario. Needs the apt package chromium
# (scripts/ensure-deps.sh test). Prints node's test summary (# pass / # fail).
#
# The walk through every screen reads the shell's real answers on the demo
# event, in Spanish and in English: they are written first by the shell's
# mock-runtime test (src-tauri/tests/ipc.rs) into ui/tests/fixtures/gen/.
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-$PWD/target}
ARBITRO_UI_FIXTURES="$PWD/ui/tests/fixtures/gen" \
  cargo test --locked -q -p arbitro-app --test ipc every_screen_of_the_demo_in_both_languages >/dev/null
cd ui
if [[ ! -d node_modules ]] || [[ package-lock.json -nt node_modules/.package-lock.json ]]; then
  # `npm install`, not `npm ci` (see scripts/app-build.sh).
  npm install --no-audit --no-fund
fi
npm run --silent typecheck
npm test
