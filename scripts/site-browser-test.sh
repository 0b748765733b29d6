#!/usr/bin/env bash
# The event's site walked as a player in Debian's Chromium (playwright-core,
# the UI tests' set-up): the site of a 120-player, 11-round open is written
# (crates/arbitro-site/tests/walk.rs), served by `arbitro serve` on a free
# port, and walked at 390 and 1366 px in Spanish and English
# (crates/arbitro-site/tests/browser/walk.mjs). Screenshots go to
# target/site-shots/ (or $ARBITRO_SITE_SHOTS). Needs the apt package chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-$PWD/target}
shots=${ARBITRO_SITE_SHOTS:-$CARGO_TARGET_DIR/site-shots}
work=$(mktemp -d)
server=
cleanup() {
  if [[ -n "$server" ]]; then kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT

ARBITRO_SITE_WALK="$work/site" \
  cargo test --locked -q -p arbitro-site --test walk the_open_site_is_written >/dev/null
cargo build --locked -q -p arbitro-cli
if [[ ! -d ui/node_modules ]] || [[ ui/package-lock.json -nt ui/node_modules/.package-lock.json ]]; then
  (cd ui && npm install --no-audit --no-fund)
fi

"$CARGO_TARGET_DIR/debug/arbitro" serve "$work/site" --port 0 --no-qr --lang en >"$work/serve.log" 2>&1 &
server=$!
url=
for _ in $(seq 1 100); do
  url=$(grep -o 'http://127\.0\.0\.1:[0-9]*/' "$work/serve.log" | head -n 1 || true)
  [[ -n "$url" ]] && break
  sleep 0.1
done
if [[ -z "$url" ]]; then
  echo "arbitro serve did not start:" >&2
  cat "$work/serve.log" >&2
  exit 1
fi
rm -rf "$shots"
SITE_URL="$url" SITE_SHOTS="$shots" node --test --test-concurrency=1 crates/arbitro-site/tests/browser/walk.mjs
echo "screenshots: $shots"
