#!/usr/bin/env bash
# Installs what is missing, then runs every test of the project: formatting,
# lints, the whole workspace's tests. This is what CI runs (.ci/run).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure-deps.sh test

echo "== cargo fmt --check"
cargo fmt --all --check
echo "== cargo clippy"
cargo clippy --workspace --all-targets --locked -- -D warnings
echo "== cargo test"
cargo test --workspace --locked
