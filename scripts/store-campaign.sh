#!/usr/bin/env bash
# The event file under abuse, at a scale CI does not run: `arbitro` killed
# (SIGKILL) at random moments while it writes, backs up, pairs and restores
# (default 400 kills), and `verify` run beside several writers. Prints the
# figures: kills / files broken / acknowledged writes lost, and checks /
# false alarms. Usage: scripts/store-campaign.sh [KILLS] [WRITERS] [WRITES]
set -euo pipefail
cd "$(dirname "$0")/.."
kills="${1:-400}"
writers="${2:-4}"
writes="${3:-60}"
echo "== $kills kills during writes, backups, pairings and restores"
ARBITRO_KILLS="$kills" nice -n 10 cargo test -q -p arbitro-cli --test store_kills -- --nocapture 2>&1 |
  grep -E "seeded|kills .* / files broken|test result|panicked|lost:" || true
echo "== verify beside $writers writers of $writes writes each; simultaneous incidents and pairings"
ARBITRO_RACE_WRITERS="$writers" ARBITRO_RACE_WRITES="$writes" nice -n 10 cargo test -q -p arbitro-cli --test store_races -- --nocapture 2>&1 |
  grep -E "verify beside|simultaneous|test result|panicked" | sed "s/^\.*//" || true
