#!/usr/bin/env bash
# Installs what is missing on a fresh Debian machine of the project's kind, and
# nothing else: safe to run again. Usage: scripts/ensure-deps.sh run|test|package
set -euo pipefail
purpose=${1:-test}

# Debian packages each purpose needs (see ../shared/notes/TOOLCHAIN.md).
packages=(pkg-config)
# The desktop app (src-tauri, a workspace member, so `cargo test` builds it too).
app_build=(libwebkit2gtk-4.1-dev libxdo-dev libayatana-appindicator3-dev librsvg2-dev)
# Its UI tests (Chromium) and end-to-end test (WebKitWebDriver under Xvfb).
app_test=(xvfb xauth webkit2gtk-driver chromium fonts-dejavu-core)
case "$purpose" in
  run) packages+=("${app_build[@]}") ;;
  test) packages+=(poppler-utils "${app_build[@]}" "${app_test[@]}") ;;
  # The .deb (scripts/package.sh): the app, its end-to-end run (the manual's
  # screenshots) and Chromium (the manual's PDF).
  package) packages+=(poppler-utils "${app_build[@]}" "${app_test[@]}") ;;
  *) echo "ensure-deps: unknown purpose '$purpose' (run|test|package)" >&2; exit 2 ;;
esac

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "ensure-deps: installing ${missing[*]}"
  sudo_cmd=()
  [[ $(id -u) -eq 0 ]] || sudo_cmd=(sudo)
  "${sudo_cmd[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  "${sudo_cmd[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

# Rust components used by the test command.
if [[ $purpose == test ]]; then
  cargo fmt --version >/dev/null 2>&1 || rustup component add rustfmt
  cargo clippy --version >/dev/null 2>&1 || rustup component add clippy
fi
