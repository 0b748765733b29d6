#!/usr/bin/env bash
# Installs what is missing, then runs every test of the project: formatting,
# lints, the whole workspace's tests (libraries, CLI, the app's shell on the
# mock runtime, acceptance tests), the UI component tests in Chromium, the
# event's site walked as a player in Chromium, the end-to-end test of the
# desktop app in its real WebView under Xvfb (which also takes the manual's
# screenshots), and the Linux package: built from that run (debug), installed
# with apt-get, run, removed.
# This is exactly what CI runs (.ci/run).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure-deps.sh test

step() { printf '\n== %s\n' "$*"; }

step "cargo fmt --check"
cargo fmt --all --check
step "cargo clippy (all targets, warnings are errors)"
cargo clippy --workspace --all-targets --locked -- -D warnings
step "cargo test (workspace)"
cargo test --workspace --locked
step "UI component tests (Chromium, mocked IPC)"
scripts/app-ui-test.sh
step "The event's site walked as a player (Chromium, 390 and 1366 px, ES and EN)"
scripts/site-browser-test.sh
step "App end-to-end test (tauri-driver + WebKitWebDriver under Xvfb)"
scripts/app-e2e.sh
step "Linux package (.deb of the debug build: built, installed with apt-get, run, removed)"
package_start=$(date +%s)
scripts/package.sh --debug --reuse-shots
scripts/package-test.sh
echo "package step: $(( $(date +%s) - package_start )) s"
step "all tests passed"
