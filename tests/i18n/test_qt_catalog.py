"""Qt asks our gettext catalog (``ui/qt_catalog.py``): a word per window where the packs need it, one sense
per disambiguation, the language's plural rule, and Qt's own words left to Qt's own catalog."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, Qt

from its_desktop.ui import i18n


@pytest.fixture
def speak(qapp):
    def install(lang: str) -> None:
        i18n.install(lang, qapp)

    yield install
    i18n.install("en", qapp)


def tr(context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate(context, source, disambiguation, n)


def test_a_word_takes_its_windows_own_translation_where_the_pack_needs_one(speak):
    speak("fr")
    # The game's round is a "Round" in the French packs, the tournament's a "Ronde".
    assert tr("DeckLogDialog", "Round") == "Round"
    assert tr("RoundsTab", "Round") == tr("PairingsTab", "Round") == "Ronde"
    assert tr("MenuBuilder", "&File") == "&Fichier"  # the plain entry answers any window


def test_a_disambiguation_picks_the_sense(speak):
    speak("fr")
    assert tr("CheckOverlay", "S", "pin: the sniper's best point") == "T"  # Tireur d'élite


@pytest.mark.parametrize("lang, forms", [
    ("en", ["Move 0 troopers", "Move 1 trooper", "Move 2 troopers"]),
    ("fr", ["Déplacer 0 troupe", "Déplacer 1 troupe", "Déplacer 2 troupes"]),  # French counts 0 as one
    ("es", ["Mover 0 tropas", "Mover 1 tropa", "Mover 2 tropas"]),
])
def test_counts_follow_the_languages_plural_rule(speak, lang, forms):
    speak(lang)
    assert [tr("CommandTexts", "Move %n trooper(s)", "", n) for n in (0, 1, 2)] == forms


def test_qts_own_widgets_keep_qts_catalog(speak):
    """Ours answers nothing for Qt's own messages, so qtbase's catalog still translates them."""
    speak("fr")
    assert tr("QPlatformTheme", "Cancel") == "Annuler"
    speak("pseudo")
    assert tr("QPlatformTheme", "Cancel") == "Cancel"


def test_the_pseudo_locale_wraps_our_words_and_counts_in_english_forms(speak):
    speak("pseudo")
    assert tr("MenuBuilder", "&File") == "[&Ƒîĺé]"
    assert tr("CommandTexts", "Move %n trooper(s)", "", 3) == "[Ṁöṽé 3 ţŕööþéŕš]"
    assert tr("AnyWindow", "a word no catalog has") == "[å ŵöŕđ ñö çåţåĺöĝ ĥåš]"


def test_a_word_missing_from_the_catalog_stays_english(speak):
    speak("es")
    assert tr("MenuBuilder", "a word no catalog has") == "a word no catalog has"


@pytest.mark.parametrize("lang, look_in, kind_header", [("fr", "&Voir dans\u00a0:", "Type"), ("es", "&Ver en:", "Tipo")])
def test_qts_own_file_dialog_speaks_qts_words_not_ours(qapp, speak, lang, look_in, kind_header):
    """Saving a PDF opens Qt's own file dialog: its labels in the language (qtbase lacks two; we supply them for
    that class only) and its "Type" column Qt's word, not the roster's ("Troupe"/"Tropa")."""
    from PySide6.QtWidgets import QFileDialog, QLabel, QTreeView

    speak(lang)
    dialog = QFileDialog(None, "x")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    try:
        labels = [label.text() for label in dialog.findChildren(QLabel) if label.text()]
        assert look_in in labels
        assert not [text for text in labels if "Look in" in text or "Files of" in text]
        view = dialog.findChild(QTreeView)
        model = view.model()
        headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
        assert kind_header in headers
        assert not {"Troupe", "Tropa"} & set(headers)
    finally:
        dialog.deleteLater()
