#!/usr/bin/env bash
# UI component tests: the real UI in Debian's Chromium (playwright-core) with
# the shell's IPC mocked per scenario. Needs the apt package chromium
# (scripts/ensure-deps.sh test). Prints node's test summary (# pass / # fail).
set -euo pipefail
cd "$(dirname "$0")/../ui"
if [[ ! -d node_modules ]] || [[ package-lock.json -nt node_modules/.package-lock.json ]]; then
  # `npm install`, not `npm ci` (see scripts/app-build.sh).
  npm install --no-audit --no-fund
fi
npm run --silent typecheck
npm test
