#!/usr/bin/env bash
# Installs what is missing, builds arbitro and runs it: the desktop app with a
# demo event when a display is available, the headless demo otherwise.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure-deps.sh run

cargo build --release --locked -p arbitro-cli
echo "No display found (DISPLAY/WAYLAND_DISPLAY unset): running the headless demo instead of the desktop app."
exec target/release/arbitro demo
