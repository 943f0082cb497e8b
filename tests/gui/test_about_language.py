"""Help → About in French and Spanish: the headings, the libraries' purposes and the fonts' licence in the
interface's language (the purposes were computed Qt translations that lupdate could not see)."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.gui


@pytest.mark.parametrize("lang, words, english", [
    ("fr", ["Bibliothèques", "Polices", "la base de données", "impression PDF", "licence Bitstream Vera Fonts"],
     ["Libraries", "the database", "PDF printing", "public domain"]),
    ("es", ["Bibliotecas", "Fuentes", "la base de datos", "impresión en PDF", "licencia Bitstream Vera Fonts"],
     ["Libraries", "the database", "PDF printing", "public domain"]),
])
def test_the_about_box_speaks_the_language(qtbot, settings, lang, words, english, tmp_path):
    from its_desktop.ui import i18n
    from its_desktop.ui.about_dialog import AboutDialog

    i18n.install(lang)
    try:
        dialog = AboutDialog()
        qtbot.addWidget(dialog)
        text = dialog.licences.toPlainText()
    finally:
        i18n.install("en")
    assert [w for w in words if w not in text] == [], text
    assert [w for w in english if w in text] == [], text
