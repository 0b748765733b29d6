#!/usr/bin/env bash
# Builds the manual as files: its pages (HTML, both languages) and its PDF
# in Spanish and English, into OUT (default target/package/manual), with
# the screenshots the end-to-end run took (e2e/screenshots/manual, or
# $ARBITRO_E2E_SHOTS/manual; scripts/app-e2e.sh takes them): a screenshot
# the manual shows that is missing stops it. The package installs OUT.
# Needs chromium (scripts/ensure-deps.sh package).
# Usage: scripts/manual.sh [--debug] [OUT]
set -euo pipefail
cd "$(dirname "$0")/.."
profile=release
cargo_flags=(--release)
if [[ ${1:-} == --debug ]]; then
  profile=debug
  cargo_flags=()
  shift
fi
out=$(realpath -m "${1:-target/package/manual}")
shots=$(realpath -m "${ARBITRO_E2E_SHOTS:-e2e/screenshots}/manual")
target_dir=${CARGO_TARGET_DIR:-target}

cargo build "${cargo_flags[@]}" --locked -p arbitro-cli >&2
rm -rf "$out"
"$target_dir/$profile/arbitro" --lang en manual --html "$out" --shots "$shots" --with-pdf
if [[ ! -d ui/node_modules ]] || [[ ui/package-lock.json -nt ui/node_modules/.package-lock.json ]]; then
  # `npm install`, not `npm ci` (see scripts/app-build.sh).
  (cd ui && npm install --no-audit --no-fund)
fi
(cd ui && node scripts/manual-pdf.mjs "$out")
