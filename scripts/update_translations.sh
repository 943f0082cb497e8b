#!/usr/bin/env bash
# Re-scan the interface for strings (after any UI change or rebase): updates the .ts sources.
# Then translate the new entries (Qt Linguist, or by hand) and run tests/i18n.
set -euo pipefail
cd "$(dirname "$0")/.."
LUPDATE="${LUPDATE:-.venv/bin/pyside6-lupdate}"
mapfile -t files < <(find its_desktop/ui -name '*.py' | sort)
"$LUPDATE" -no-obsolete -locations none "${files[@]}" \
  -ts resources/translations/its_desktop_fr.ts resources/translations/its_desktop_es.ts
