#!/usr/bin/env bash
# Measures the desktop app against a hello-world Tauri window on this machine.
#
# Both are built in release (the app with its UI embedded: scripts/app-build.sh
# --release; the reference from src-tauri/measure/hello with the workspace's
# Cargo.lock, so both use the same tauri and WebKitGTK). For each run:
# - cold start to interactive: wall time from launch until the program prints
#   "interactive after N ms" on stderr (the app: its first screen is drawn and
#   the shell has answered the UI; the hello-world: its page has loaded);
# - memory 3 s later, the app with the demo event open: RSS and PSS of the
#   process plus every process it started (WebKitWebProcess,
#   WebKitNetworkProcess), summed from /proc/PID/smaps_rollup.
# The app paints in software (no GPU compositing, see src-tauri/src/lib.rs);
# the hello-world runs twice per round: with WebKit's defaults (GPU
# compositing) and, like for like, with WEBKIT_DISABLE_COMPOSITING_MODE=1.
# Prints each run, then the median and range of each figure and the app's
# memory as a multiple of the hello-world's. Runs under Xvfb when there is no
# display. The page cache is not dropped between runs ("cold" means a new
# process, not an empty disk cache).
#
# Usage: scripts/app-measure.sh [RUNS] [APP_BINARY [HELLO_BINARY]]
#   RUNS defaults to 7; binaries given on the command line are not rebuilt.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-7}
app=${2:-}
hello=${3:-}
target_dir=${CARGO_TARGET_DIR:-$PWD/target}
export CARGO_TARGET_DIR=$target_dir

if [[ -z ${APP_MEASURE_INNER:-} ]]; then
  if [[ -z $app ]]; then
    app=$(scripts/app-build.sh --release | tail -n 1)
  fi
  if [[ -z $hello ]]; then
    # A fixed folder, so a second measurement does not rebuild it.
    src=$target_dir/hello-tauri-src
    mkdir -p "$src"
    cp -r src-tauri/measure/hello/. "$src/"
    cp -r src-tauri/icons "$src/"
    cp Cargo.lock "$src/Cargo.lock"
    (cd "$src" && cargo build --release --quiet >&2)
    hello=$target_dir/release/hello-tauri
  fi
  app=$(realpath "$app")
  hello=$(realpath "$hello")
  if [[ -z ${DISPLAY:-} && -z ${WAYLAND_DISPLAY:-} ]]; then
    exec env APP_MEASURE_INNER=1 xvfb-run -a -s "-screen 0 1366x768x24" "$0" "$runs" "$app" "$hello"
  fi
fi

descendants() {
  local pid=$1
  echo "$pid"
  for child in $(ps -o pid= --ppid "$pid" 2>/dev/null); do
    descendants "$child"
  done
}

kib() { awk -v key="$1" '$1 == key":" { print $2 }' "/proc/$2/smaps_rollup" 2>/dev/null || echo 0; }

# measure NAME BINARY ARGS…: one run; appends "ms rss_kib pss_kib" to $results/NAME.
measure() {
  local name=$1
  shift
  local dir log start ready pid rss=0 pss=0 names=() r s
  dir=$(mktemp -d)
  log="$dir/stderr"
  : >"$log"
  start=$(date +%s%N)
  "$@" 2>"$log" &
  pid=$!
  for _ in $(seq 1 1000); do
    grep -q "interactive after" "$log" && break
    sleep 0.005
  done
  ready=$(date +%s%N)
  if ! grep -q "interactive after" "$log"; then
    echo "app-measure: $name did not become interactive in 5 s" >&2
    cat "$log" >&2
    kill -TERM "$pid" 2>/dev/null || true
    exit 1
  fi
  sleep 3
  for p in $(descendants "$pid"); do
    r=$(kib Rss "$p")
    s=$(kib Pss "$p")
    rss=$((rss + ${r:-0}))
    pss=$((pss + ${s:-0}))
    names+=("$(ps -o comm= -p "$p" 2>/dev/null || true)=$((${s:-0} / 1024))")
  done
  local ms=$(((ready - start) / 1000000))
  printf '%-8s run: interactive %5d ms; RSS %4d MiB, PSS %4d MiB (PSS by process, MiB: %s)\n' \
    "$name" "$ms" $((rss / 1024)) $((pss / 1024)) "${names[*]}"
  echo "$ms $rss $pss" >>"$results/$name"
  kill -TERM "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  rm -rf "$dir"
}

# stats FILE COLUMN DIVISOR: "median (min–max)" of a column.
stats() {
  awk -v c="$2" '{ print int($c / '"$3"') }' "$1" | sort -n | awk '
    { v[NR] = $1 }
    END { m = (NR % 2) ? v[(NR + 1) / 2] : int((v[NR / 2] + v[NR / 2 + 1]) / 2); printf "%d (%d-%d)", m, v[1], v[NR] }'
}

median() {
  awk -v c="$2" '{ print $c }' "$1" | sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

results=$(mktemp -d)
echo "app-measure: $runs runs each, alternating; app $app, hello-world $hello"
for _ in $(seq 1 "$runs"); do
  measure hello "$hello"
  measure hello-sw env WEBKIT_DISABLE_COMPOSITING_MODE=1 "$hello"
  measure app "$app" --demo --event-dir "$results/events"
  rm -rf "$results/events"
done

echo
echo "release, $runs runs, median (min-max):"
printf '  app:         interactive %s ms; RSS %s MiB; PSS %s MiB\n' \
  "$(stats "$results/app" 1 1)" "$(stats "$results/app" 2 1024)" "$(stats "$results/app" 3 1024)"
printf '  hello-world: interactive %s ms; RSS %s MiB; PSS %s MiB\n' \
  "$(stats "$results/hello" 1 1)" "$(stats "$results/hello" 2 1024)" "$(stats "$results/hello" 3 1024)"
printf '  hello-world, software painting: interactive %s ms; RSS %s MiB; PSS %s MiB\n' \
  "$(stats "$results/hello-sw" 1 1)" "$(stats "$results/hello-sw" 2 1024)" "$(stats "$results/hello-sw" 3 1024)"
for ref in hello hello-sw; do
  awk -v ref="$ref" -v ar="$(median "$results/app" 2)" -v hr="$(median "$results/$ref" 2)" \
    -v ap="$(median "$results/app" 3)" -v hp="$(median "$results/$ref" 3)" \
    'BEGIN { printf "  app / %s (medians): RSS %.2fx, PSS %.2fx\n", ref, ar / hr, ap / hp }'
done
rm -rf "$results"
