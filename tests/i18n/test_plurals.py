"""Counts read right in each language: "1 troupe" / "2 troupes" (French counts 0 as singular, Spanish
and English do not), in the interface (Qt's %n messages, their forms in the .po) and in the Qt-free layers (gettext ngettext)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from its_desktop.domain import i18n as domain_i18n
from its_desktop.domain.po import parse_po

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("lang, expected", [
    ("en", ["Move 0 troopers", "Move 1 trooper", "Move 2 troopers", "Delete 1 trooper", "Delete 5 troopers"]),
    ("fr", ["Déplacer 0 troupe", "Déplacer 1 troupe", "Déplacer 2 troupes", "Supprimer 1 troupe",
            "Supprimer 5 troupes"]),
    ("es", ["Mover 0 tropas", "Mover 1 tropa", "Mover 2 tropas", "Eliminar 1 tropa", "Eliminar 5 tropas"]),
])
def test_undo_texts_with_a_count_in_each_language(qapp, lang, expected):
    from its_desktop.ui import i18n
    from its_desktop.ui.table.commands import CommandTexts

    i18n.install(lang, qapp)
    try:
        words = CommandTexts()
        got = [words.moved(0), words.moved(1), words.moved(2), words.deleted(1), words.deleted(5)]
    finally:
        i18n.install("en", qapp)
    assert got == expected


def _counted(lang: str) -> dict[str, list[str]]:
    """The interface's counted messages of ``lang``.po: Qt's ``%n`` source is both msgid and msgid_plural (a
    gettext message whose English forms are the same, ", {n} printed", is not one of them)."""
    po = (ROOT / "resources" / "locale" / f"{lang}.po").read_text(encoding="utf-8")
    return {k.split("\x00")[0]: v.split("\x00") for k, v in parse_po(po).items()
            if "\x00" in k and k.split("\x00")[0] == k.split("\x00")[1] and "%n" in k}


def test_every_plural_message_has_its_forms_in_english_french_and_spanish():
    catalogs = {lang: _counted(lang) for lang in ("en", "fr", "es")}
    assert len(catalogs["fr"]) >= 6 and catalogs["en"].keys() == catalogs["fr"].keys() == catalogs["es"].keys()
    for lang, messages in catalogs.items():
        for key, forms in messages.items():
            assert len(forms) == 2 and all("%n" in f for f in forms), (lang, key, forms)
            assert forms[0] != forms[1], (lang, key)  # the singular differs from the plural
    # every count in the code has its forms (tests/i18n/test_ui_translations.py reads the code)
    from .qt_messages import qt_messages

    assert {m.source for m in qt_messages()[0] if m.plural} == catalogs["en"].keys()


@pytest.mark.parametrize("lang, one, two", [
    ("en", "1 tile of a 1 × 1 grid follows this page.", "2 tiles of a 2 × 1 grid follow this page."),
    ("fr", "1 tuile d'une grille de 1 × 1 suit cette page.", "2 tuiles d'une grille de 2 × 1 suivent cette page."),
    ("es", "1 hoja de una cuadrícula de 1 × 1 sigue a esta página.",
     "2 hojas de una cuadrícula de 2 × 1 siguen a esta página."),
])
def test_gettext_plural_forms(lang, one, two):
    single, plural = "{n} tile of a {cols} × {rows} grid follows this page.", \
        "{n} tiles of a {cols} × {rows} grid follow this page."
    got = [domain_i18n.ngettext(single, plural, n, lang).format(n=n, cols=n, rows=1) for n in (1, 2)]
    assert got == [one, two]
    # French counts 0 as one; English and Spanish as many
    zero = domain_i18n.ngettext(single, plural, 0, lang)
    assert (zero == domain_i18n.ngettext(single, plural, 1, lang)) is (lang == "fr")


@pytest.mark.parametrize("lang, one, many", [
    ("fr", "1 fichier, aucune erreur", "fichiers, aucune erreur"),
    ("es", "1 archivo, ningún error", "archivos, ningún error"),
])
def test_validate_counts_files_in_each_language(lang, one, many):
    from its_desktop.domain.mission import catalog

    root = catalog.maps_root()
    run = [sys.executable, "-m", "its_desktop", "--lang", lang, "missions", "validate"]
    single = subprocess.run(run + [str(root / "s16" / "frontline.toml")], capture_output=True, text=True, timeout=120)
    every = subprocess.run(run + [str(root / "s13")], capture_output=True, text=True, timeout=120)
    assert single.returncode == 0 and single.stdout.splitlines()[0] == one, single.stdout + single.stderr
    assert every.returncode == 0 and every.stdout.splitlines()[0].endswith(many), every.stdout
