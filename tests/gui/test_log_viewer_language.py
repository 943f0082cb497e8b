"""Help → Show the log in French and Spanish: the window, its buttons and each line's level in the reader's words
(the trial found the whole dialog's content English: "INFO", "WARNING" and a Qt "Close")."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialogButtonBox, QLabel, QPushButton

LOG = ("2026-11-29 00:19:01,120 INFO its_desktop.app: ITS Table Assistant 0.1.0 starting\n"
       "2026-11-29 00:19:02,200 WARNING its_desktop.ui: database not reachable: x\n"
       "2026-11-29 00:19:03,300 ERROR its_desktop.ui: cannot save the crash report: y\n"
       "Traceback (most recent call last):\n"
       "2026-11-29 00:19:04,400 CRITICAL its_desktop.ui: unhandled exception\n")

WORDS = {"fr": ("Journal", "Actualiser", "Ouvrir le dossier", "Fermer", "restent en anglais",
                ["Information", "Avertissement", "Erreur", "Erreur critique"]),
         "es": ("Registro", "Actualizar", "Abrir la carpeta", "Cerrar", "inglés",
                ["Información", "Aviso", "Error", "Error crítico"])}


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_log_viewer_in_the_readers_words(qtbot, settings, tmp_path, lang):
    from its_desktop.diagnostics import LOG_FILE
    from its_desktop.ui import i18n
    from its_desktop.ui.log_viewer import LogDialog

    (tmp_path / LOG_FILE).write_text(LOG, encoding="utf-8")
    i18n.install(lang)
    dialog = LogDialog(None, tmp_path)
    qtbot.addWidget(dialog)
    title, refresh, folder, close, why, levels = WORDS[lang]
    assert dialog.windowTitle() == title
    buttons = {b.text().replace("&", "") for b in dialog.findChildren(QPushButton)}
    assert {refresh, folder, close} <= buttons, buttons
    assert dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close).text() == close
    assert any(why in label.text() for label in dialog.findChildren(QLabel))
    lines = dialog.text.toPlainText().splitlines()
    assert [line.split(" ")[2] for line in lines if line.startswith("2026")] == [w.split(" ")[0] for w in levels]
    assert lines[-1].startswith(f"2026-11-29 00:19:04,400 {levels[3]} its_desktop.ui:")
    for english in ("INFO", "WARNING", "ERROR", "CRITICAL"):
        assert f" {english} " not in dialog.text.toPlainText()
    assert "Traceback (most recent call last):" in lines  # the message itself is kept as written
