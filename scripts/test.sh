#!/usr/bin/env bash
# Set up everything the tests need on a fresh Debian-like machine, then run them.
# Extra arguments go to pytest (e.g. scripts/test.sh -k supremacy).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/os-packages.sh
need_packages python3-venv poppler-utils "${QT_RUNTIME_PACKAGES[@]}" "${SERVER_TEST_PACKAGES[@]}" \
  "${BROWSER_TEST_PACKAGES[@]}" \
  "${DESKTOP_CHECK_PACKAGES[@]}" "${QR_TEST_PACKAGES[@]}"
make_venv "[test,postgres]"
export QT_QPA_PLATFORM=offscreen
echo "== import contracts and lint"
.venv/bin/lint-imports
.venv/bin/ruff check --no-cache its_desktop tests benchmarks
echo "== type check (mypy: strict on the domain; any error fails the run)"
.venv/bin/mypy
echo "== mission library"
.venv/bin/its-desktop missions validate
echo "== tests"
# pytest's exit code 5 is "no test selected" (a -k that picks only one phase's tests): not a failure here.
phase() { set +e; "$@"; local rc=$?; set -e; [ "$rc" -eq 0 ] || [ "$rc" -eq 5 ] || exit "$rc"; }
# One worker per core (ITS_TEST_WORKERS to change it); the bundle's tests share one build (xdist_group).
phase .venv/bin/python -m pytest -q -n "${ITS_TEST_WORKERS:-auto}" --dist loadgroup -m "not serial" "$@"
echo "== tests that time the GUI thread, with no other test beside them"
phase .venv/bin/python -m pytest -q -m serial "$@"
