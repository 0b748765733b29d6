#!/usr/bin/env bash
# Builds the desktop app (release, UI embedded) and starts it with the demo
# event (a round robin in ~/Documents/arbitro or ~/arbitro, recreated on each
# start). Needs a display; extra arguments go to the app (e.g. --event-dir DIR).
set -euo pipefail
cd "$(dirname "$0")/.."
app=$(scripts/app-build.sh --release | tail -n 1)
exec "$app" --demo "$@"
