#!/usr/bin/env bash
# Measures the desktop app: cold start to the first interactive screen (the
# shell prints "interactive after N ms" when the UI's first screen has answered)
# and memory with the demo event open: RSS and PSS of the app process plus
# every process it started (WebKitWebProcess, WebKitNetworkProcess), from
# /proc/PID/smaps_rollup. Runs under Xvfb when there is no display.
# Usage: scripts/app-measure.sh [APP_BINARY [RUNS]]   (default: build the debug app; 3 runs)
set -euo pipefail
cd "$(dirname "$0")/.."
app=${1:-}
runs=${2:-3}
if [[ -z $app ]]; then
  app=$(scripts/app-build.sh | tail -n 1)
fi
app=$(realpath "$app")

if [[ -z ${DISPLAY:-} && -z ${WAYLAND_DISPLAY:-} && -z ${APP_MEASURE_INNER:-} ]]; then
  exec env APP_MEASURE_INNER=1 xvfb-run -a -s "-screen 0 1366x768x24" "$0" "$app" "$runs"
fi

descendants() {
  local pid=$1
  echo "$pid"
  for child in $(ps -o pid= --ppid "$pid" 2>/dev/null); do
    descendants "$child"
  done
}

kib() { awk -v key="$1" '$1 == key":" { print $2 }' "/proc/$2/smaps_rollup" 2>/dev/null || echo 0; }

for run in $(seq 1 "$runs"); do
  dir=$(mktemp -d)
  log="$dir/stderr"
  start=$(date +%s%N)
  "$app" --demo --event-dir "$dir/events" 2>"$log" &
  pid=$!
  for _ in $(seq 1 600); do
    grep -q "interactive after" "$log" && break
    sleep 0.01
  done
  ready=$(date +%s%N)
  if ! grep -q "interactive after" "$log"; then
    echo "app-measure: the app did not become interactive in 6 s" >&2
    cat "$log" >&2
    kill -TERM "$pid" 2>/dev/null || true
    exit 1
  fi
  sleep 3
  rss=0 pss=0 names=()
  for p in $(descendants "$pid"); do
    r=$(kib Rss "$p"); s=$(kib Pss "$p")
    rss=$((rss + ${r:-0})); pss=$((pss + ${s:-0}))
    names+=("$(ps -o comm= -p "$p" 2>/dev/null || true)")
  done
  shell_ms=$(sed -n 's/.*interactive after \([0-9]*\) ms.*/\1/p' "$log" | head -n 1)
  printf 'run %d: interactive %d ms from launch (shell reports %s ms); RSS %d MiB, PSS %d MiB in %d processes (%s)\n' \
    "$run" $(((ready - start) / 1000000)) "$shell_ms" $((rss / 1024)) $((pss / 1024)) "${#names[@]}" "${names[*]}"
  kill -TERM "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  rm -rf "$dir"
done
