#!/usr/bin/env bash
# Regenerates ui/src/ipc/bindings.ts from the shell's IPC types.
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-target}
ARBITRO_UPDATE_BINDINGS=1 cargo test -p arbitro-app --test ipc bindings_are_current
