#!/usr/bin/env bash
# Install and start ITS Table Assistant on a fresh Debian-like machine.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/os-packages.sh
need_packages python3-venv "${QT_RUNTIME_PACKAGES[@]}"
make_venv ""
exec .venv/bin/its-desktop "$@"
