#!/usr/bin/env bash
# Build the release files of this machine's system into release/ (Linux: .deb and .tar.gz; macOS: .dmg).
# Windows: .venv\Scripts\python packaging\release.py   (see packaging/release.py)
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/os-packages.sh
need_packages python3-venv "${QT_RUNTIME_PACKAGES[@]}"
make_venv "[bundle,postgres]"
exec .venv/bin/python packaging/release.py "$@"
