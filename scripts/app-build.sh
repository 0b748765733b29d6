#!/usr/bin/env bash
# Builds the desktop app: the UI (ui/dist) and then the shell with the UI
# embedded (feature custom-protocol). Prints the binary's path on the last line.
# Usage: scripts/app-build.sh [--release]
set -euo pipefail
cd "$(dirname "$0")/.."
profile=debug
cargo_flags=()
if [[ ${1:-} == --release ]]; then
  profile=release
  cargo_flags+=(--release)
fi
target_dir=${CARGO_TARGET_DIR:-target}

if [[ ! -d ui/node_modules ]] || [[ ui/package-lock.json -nt ui/node_modules/.package-lock.json ]]; then
  # `npm install`, not `npm ci`: vite lists a Windows-only optional package
  # that the registry does not serve, which `npm ci` reports as a lock
  # mismatch; `npm install` follows the lock and skips it.
  (cd ui && npm install --no-audit --no-fund)
fi
(cd ui && npm run --silent build)
cargo build "${cargo_flags[@]}" --locked -p arbitro-app --features custom-protocol >&2
echo "$target_dir/$profile/arbitro-app"
