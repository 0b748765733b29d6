#!/usr/bin/env bash
# Installs what is missing, builds arbitro and runs it: the desktop app with a
# demo event in its SQLite store when a display is available, the headless
# demo otherwise (and says so).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure-deps.sh run

if [[ -n ${DISPLAY:-} || -n ${WAYLAND_DISPLAY:-} ]]; then
  echo "Display found: building and starting the desktop app with the demo event."
  exec scripts/app-run.sh "$@"
fi

cargo build --release --locked -p arbitro-cli
echo "No display found (DISPLAY and WAYLAND_DISPLAY are unset): running the headless demo instead of the desktop app."
exec "${CARGO_TARGET_DIR:-target}/release/arbitro" demo "$@"
