#!/usr/bin/env bash
# Re-scan the interface for strings (after any UI change or rebase): updates the .ts sources.
# Then translate the new entries (Qt Linguist, or by hand) and run tests/i18n.
# Plurals: write self.tr("%n trooper(s)", "", n) (a QObject's tr; lupdate gives QCoreApplication.translate
# with a count no plural forms). English needs its own catalog for them alone ("1 trooper", "2 troopers"):
# its_desktop_en.ts holds only the plural messages (-pluralonly).
set -euo pipefail
cd "$(dirname "$0")/.."
LUPDATE="${LUPDATE:-.venv/bin/pyside6-lupdate}"
mapfile -t files < <(find its_desktop/ui -name '*.py' | sort)
"$LUPDATE" -no-obsolete -locations none "${files[@]}" \
  -ts resources/translations/its_desktop_fr.ts resources/translations/its_desktop_es.ts
"$LUPDATE" -no-obsolete -locations none -pluralonly "${files[@]}" -ts resources/translations/its_desktop_en.ts
