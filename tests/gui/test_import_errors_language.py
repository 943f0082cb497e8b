"""Importing a broken game record in the window speaks the reader's language (s41 trial, item 18: "game.points: must
be a positive whole number, got 'abc'" and "(top level).game: missing" in the French and Spanish windows, while the
command line said the same in their language). The file's kind is checked first, as the command line does."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

pytestmark = pytest.mark.gui

EXAMPLE = {"format": "its-desktop-game", "version": 1,
           "game": {"mission": "s16/frostbyte", "season": "s16", "points": "abc", "player_a": "Ann", "player_b": "Bob",
                    "created_at": "2026-11-29T03:00:00+00:00", "updated_at": "2026-11-29T03:00:00+00:00"}}


@pytest.mark.parametrize(("lang", "data", "expected"), [
    ("es", EXAMPLE, "game.points: debe ser un número entero positivo, se recibió 'abc'"),
    ("fr", EXAMPLE, "game.points : doit être un nombre entier positif, reçu 'abc'"),
    ("es", {"format": "its-desktop-game", "version": 1}, "game: falta"),
    ("fr", {"format": "its-game"}, "format : pas un export de partie ITS"),
])
def test_a_broken_game_record_is_refused_in_the_readers_language(window, db, qtbot, tmp_path, monkeypatch, lang,
                                                                  data, expected):
    from its_desktop.ui import i18n

    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    seen: dict = {}

    def read() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, read)
            return
        seen["text"] = box.text()
        box.grab().save(str(tmp_path / f"import-{lang}.png"))
        box.accept()

    i18n.install(lang)
    try:
        QTimer.singleShot(0, read)
        window.tally_actions.import_.trigger()
    finally:
        i18n.install("en")
    assert expected in seen["text"], seen["text"]
    for english in ("must be", "missing", "got ", "(top level)", "not an ITS"):
        assert english not in seen["text"], seen["text"]
