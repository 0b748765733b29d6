#!/usr/bin/env bash
# The Linux package as a user gets it, on this machine: installs the .deb
# with apt-get, checks what it put in place (the desktop entry with its
# file argument and both languages, the .arbitro file type, icons at every
# size, the manual's pages and PDFs, the licences), runs the installed
# `arbitro` (--version, demo, manual) and the installed app headless
# (--self-check: the system's language, English for any other; a .arbitro
# file opened through the desktop entry's command line), then removes the
# package and checks it is gone. Everything the runs write goes to a
# temporary home. Prints how long the steps took and the app's cold start.
# Needs root (or sudo) and Xvfb. Usage: scripts/package-test.sh [DEB]
set -euo pipefail
cd "$(dirname "$0")/.."
target_dir=${CARGO_TARGET_DIR:-$PWD/target}
deb=${1:-$(ls "$target_dir"/package/arbitro_*.deb 2>/dev/null | head -n 1)}
[[ -f $deb ]] || { echo "package-test: no .deb (build it with scripts/package.sh)" >&2; exit 2; }
deb=$(realpath "$deb")
sudo_cmd=()
[[ $(id -u) -eq 0 ]] || sudo_cmd=(sudo)
start=$(date +%s)
work=$(mktemp -d)
export HOME=$work/home XDG_CONFIG_HOME=$work/home/.config XDG_DATA_HOME=$work/home/.local/share XDG_CACHE_HOME=$work/home/.cache
mkdir -p "$HOME"
installed=0
cleanup() {
  if ((installed)); then
    "${sudo_cmd[@]}" env DEBIAN_FRONTEND=noninteractive apt-get remove --purge -y -qq arbitro >/dev/null || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT
fail() { echo "package-test: FAILED: $*" >&2; exit 1; }
ok() { echo "package-test: ok: $*"; }

echo "package-test: installing $deb ($(du -h "$deb" | cut -f1))"
t=$(date +%s%N)
"${sudo_cmd[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$deb" >/dev/null
installed=1
ok "installed in $(( ($(date +%s%N) - t) / 1000000 )) ms"

# What the package put in place.
[[ $(command -v arbitro) == /usr/bin/arbitro ]] || fail "arbitro is not on the PATH"
[[ $(command -v arbitro-app) == /usr/bin/arbitro-app ]] || fail "arbitro-app is not on the PATH"
entry=/usr/share/applications/arbitro.desktop
[[ -f $entry ]] || fail "no desktop entry at $entry"
grep -qx 'Exec=arbitro-app %f' "$entry" || fail "the desktop entry does not pass the file: $(grep Exec "$entry")"
grep -q '^MimeType=application/x-arbitro-event;' "$entry" || fail "the desktop entry has no MimeType for .arbitro"
grep -q '^GenericName\[es\]=' "$entry" && grep -q '^Comment\[es\]=' "$entry" || fail "the desktop entry has no Spanish name"
if command -v desktop-file-validate >/dev/null; then
  desktop-file-validate "$entry" || fail "desktop-file-validate"
fi
[[ -f /usr/share/mime/packages/arbitro.xml ]] || fail "no MIME type for .arbitro"
# shared-mime-info's trigger compiles it into the MIME database.
if [[ -x /usr/bin/update-mime-database ]]; then
  [[ -f /usr/share/mime/application/x-arbitro-event.xml ]] || fail "the MIME database does not know .arbitro"
fi
for size in 16 24 32 48 64 128 256 512; do
  [[ -f /usr/share/icons/hicolor/${size}x${size}/apps/arbitro-app.png ]] || fail "no ${size}px icon"
done
for lang in es en; do
  [[ -f /usr/lib/arbitro/manual/$lang/index.html ]] || fail "no $lang manual pages"
  [[ -s /usr/lib/arbitro/manual/arbitro-manual-$lang.pdf ]] || fail "no $lang manual PDF"
done
[[ -f /usr/share/doc/arbitro/copyright && -s /usr/share/doc/arbitro/THIRD-PARTY-LICENSES.txt ]] || fail "no licences"
ok "desktop entry, file type, icons, manual (pages and PDF, es and en), licences in place"

# The installed command.
version=$(arbitro --version)
[[ $version == "arbitro "* ]] || fail "arbitro --version printed: $version"
demo_event=$work/events/demo.arbitro
mkdir -p "$work/events"
arbitro --lang en demo --seed 1 --event "$demo_event" >"$work/demo.txt" || fail "arbitro demo"
grep -q "Standings" "$work/demo.txt" || fail "arbitro demo printed no standings"
[[ -f $demo_event ]] || fail "arbitro demo wrote no event"
[[ $(arbitro --lang en manual --list | wc -l) -ge 20 ]] || fail "arbitro manual --list"
env -u DISPLAY -u WAYLAND_DISPLAY arbitro --lang es manual pairings >"$work/manual.txt" 2>"$work/manual.err" || fail "arbitro manual"
grep -q "^# Emparejamientos" "$work/manual.txt" || fail "arbitro manual did not say the chapter"
grep -q "/usr/lib/arbitro/manual/es/pairings.html" "$work/manual.err" || fail "arbitro manual did not use the installed pages"
ok "$version; arbitro demo; arbitro manual (the installed pages)"

# The installed app, headless: its self-check in the system's language,
# and an event opened through the desktop entry's command line.
exec_line=$(sed -n 's/^Exec=//p' "$entry")
check() {
  local lang=$1 expect=$2
  shift 2
  local out
  out=$(LANG=$lang LC_ALL='' LC_MESSAGES='' timeout 120 xvfb-run -a -s "-screen 0 1366x768x24" "$@" 2>"$work/app.err") \
    || { cat "$work/app.err" >&2; fail "$* (LANG=$lang): $out"; }
  [[ $out == *"$expect"* ]] || fail "$* (LANG=$lang) said: $out"
  echo "  $out"
}
echo "package-test: the installed app (cold start: 'interactive after')"
check es_ES.UTF-8 "idioma es" arbitro-app --self-check
check C "language en" arbitro-app --self-check
check fr_FR.UTF-8 "language en" arbitro-app --self-check
# shellcheck disable=SC2086 # the desktop entry's words, as the desktop splits them
check es_ES.UTF-8 "«Open Ajedrez Mágico de demostración»" ${exec_line/\%f/$demo_event} --self-check
ok "the app starts in the system's language (English otherwise) and opens a .arbitro through its desktop entry"

"${sudo_cmd[@]}" env DEBIAN_FRONTEND=noninteractive apt-get remove --purge -y -qq arbitro >/dev/null
installed=0
[[ ! -e /usr/bin/arbitro && ! -e /usr/bin/arbitro-app && ! -e $entry && ! -e /usr/lib/arbitro ]] || fail "files left after removal"
ok "removed"
echo "package-test: all checks passed in $(( $(date +%s) - start )) s"
