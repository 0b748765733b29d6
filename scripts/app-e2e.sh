#!/usr/bin/env bash
# End-to-end test of the desktop app in its real WebView: builds the app with
# the UI embedded, then runs e2e/ (fantoccini) against tauri-driver and
# WebKitWebDriver under Xvfb. Screenshots land in e2e/screenshots/ (or
# $ARBITRO_E2E_SHOTS). Needs the apt packages of `scripts/ensure-deps.sh test`.
set -euo pipefail
cd "$(dirname "$0")/.."
target_dir=${CARGO_TARGET_DIR:-$PWD/target}
export CARGO_TARGET_DIR=$target_dir

app=$(scripts/app-build.sh | tail -n 1)
export ARBITRO_APP=$(realpath "$app")

if ! command -v tauri-driver >/dev/null 2>&1; then
  echo "app-e2e: installing tauri-driver"
  cargo install tauri-driver --locked --version '^2'
fi

cd e2e
# Built first, so that the time limit below is the run's alone.
cargo test --locked --test app --no-run
# The test stops tauri-driver with SIGTERM (which also stops WebKitWebDriver);
# the timeout is a last resort so a hung WebView cannot stall CI.
timeout --signal=TERM --kill-after=30 900 \
  xvfb-run -a -s "-screen 0 1366x768x24" cargo test --locked --test app -- --nocapture
