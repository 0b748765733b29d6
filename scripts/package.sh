#!/usr/bin/env bash
# Builds the Linux package of arbitro, offline: target/package/arbitro_VERSION_ARCH.deb
# with the desktop app (arbitro-app), the `arbitro` command on the PATH, the
# desktop entry (Spanish and English), icons at every size, the .arbitro
# file type (a double-clicked event opens in the app), the manual as pages
# and PDF in both languages, and the licences. Safe to run again.
#
# The manual's screenshots come from the end-to-end run of this same
# source: without --reuse-shots it runs scripts/app-e2e.sh first (under
# Xvfb, a few minutes); with --reuse-shots it takes the last run's
# (e2e/screenshots/manual) and stops if one is missing.
#
# --debug packages the debug build (what CI installs and runs: it reuses
# the build the tests made); the default is the release build. AppImage,
# Windows and macOS packages need downloads: they are built by the release
# workflow (.github/workflows/release.yml, docs/release.md).
#
# Usage: scripts/package.sh [--debug] [--reuse-shots]
set -euo pipefail
cd "$(dirname "$0")/.."
profile=release
build_flags=(--release)
bundle_flags=()
reuse_shots=0
for arg in "$@"; do
  case "$arg" in
    --debug) profile=debug; build_flags=(); bundle_flags=(--debug) ;;
    --reuse-shots) reuse_shots=1 ;;
    *) echo "package: unknown option '$arg' (usage: scripts/package.sh [--debug] [--reuse-shots])" >&2; exit 2 ;;
  esac
done
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-$PWD/target}
out=$CARGO_TARGET_DIR/package
scripts/ensure-deps.sh package

step() { printf '\n== package: %s\n' "$*"; }

if ((reuse_shots == 0)); then
  step "the manual's screenshots (end-to-end run)"
  scripts/app-e2e.sh
fi

step "the arbitro command ($profile)"
cargo build "${build_flags[@]}" --locked -p arbitro-cli
triple=$(rustc -vV | sed -n 's/^host: //p')
# The bundler takes the command as an external binary named for the target.
mkdir -p src-tauri/binaries
cp "$CARGO_TARGET_DIR/$profile/arbitro" "src-tauri/binaries/arbitro-$triple"

step "the manual (pages and PDF, Spanish and English)"
if [[ $profile == debug ]]; then
  scripts/manual.sh --debug "$out/manual"
else
  scripts/manual.sh "$out/manual"
fi

step "the licences"
python3 scripts/licences.py "$out/THIRD-PARTY-LICENSES.txt" "$triple"

step "the app ($profile, interface embedded)"
app_flags=()
[[ $profile == release ]] && app_flags=(--release)
scripts/app-build.sh "${app_flags[@]}" >/dev/null

step "the .deb"
rm -rf "$CARGO_TARGET_DIR/$profile/bundle/deb"
ui/node_modules/.bin/tauri bundle "${bundle_flags[@]}" --bundles deb --config src-tauri/tauri.package.json
deb=$(ls "$CARGO_TARGET_DIR/$profile/bundle/deb/"*.deb)
cp "$deb" "$out/"
deb=$out/$(basename "$deb")
echo
echo "package: $deb ($(du -h "$deb" | cut -f1); installed $(dpkg-deb -f "$deb" Installed-Size) KiB)"
echo "package: install with: sudo apt-get install $deb"
