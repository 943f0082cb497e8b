"""The window's side of bad input: File → Open and roster import show the one-line error in a dialog and keep the
table; a big roster is one undo step and one evaluation (it was quadratic: 500 troopers froze the window 14 s)."""

from __future__ import annotations

import json
import os

import pytest

from PySide6.QtWidgets import QWidget

from its_desktop.domain.itstable import TableDocument
from its_desktop.domain.table import Trooper


def open_doc(window, troopers=()):
    window.open_document(TableDocument("s16/supremacy", 300, troopers=list(troopers)), None)
    return window.controller


@pytest.fixture
def warnings(monkeypatch):
    shown: list[tuple[str, str]] = []
    # On the class itself: the window imports its dialog classes where they are used (after the first paint).
    monkeypatch.setattr("PySide6.QtWidgets.QMessageBox.warning", lambda _parent, title, text: shown.append((title, text)))
    return shown


STATE = {"mission": "s16/supremacy", "points": 300,
         "troopers": [{"id": "a1", "player": "A", "x": 1, "y": 1, "base_mm": 25, "points": 10}]}


@pytest.mark.parametrize("content, field", [
    (json.dumps({**STATE, "troopers": [{**STATE["troopers"][0], "state": []}]}), "troopers[a1].state"),
    (json.dumps({**STATE, "placed": 5}), "placed"),
    (json.dumps({**STATE, "version": 99}), "version"),
    (json.dumps(STATE).replace('"x": 1', '"x": ' + "9" * 5000), "troopers[a1].x"),
    ("[" * 5000 + "]" * 5000, "(json)"),
    (json.dumps({**STATE, "season": "x", "mission": "../../x"}), "mission"),
], ids=["list-as-state", "placed-number", "version-99", "4300-digits", "nested-5000", "mission-path"])
def test_file_open_shows_one_line_and_keeps_the_table(window, warnings, tmp_path, content, field):
    before = open_doc(window, [Trooper("a1", "A", 5, 5, 25, 10)])
    path = tmp_path / "bad.itstable"
    path.write_text(content)
    assert not window.open_path(path)
    assert window.controller is before
    (title, text), = warnings
    # a file that is no JSON at all names no field: "bad.itstable: malformed JSON…"
    assert text.startswith(f"{path}: {field}: " if field != "(json)" else f"{path}: ") and "\n" not in text
    assert "(json)" not in text


def test_file_open_refuses_a_fifo_at_once(window, warnings, tmp_path):
    open_doc(window)
    fifo = tmp_path / "pipe.itstable"
    os.mkfifo(fifo)
    assert not window.open_path(fifo)
    assert "not a regular file" in warnings[0][1]


def test_a_bad_roster_is_a_dialog_and_changes_nothing(window, warnings, tmp_path):
    ctl = open_doc(window)
    path = tmp_path / "army.csv"
    path.write_text("name,points,base_mm,count\nFusilier,10,25,1e12\n")
    assert not window.actions_.import_roster_file("A", path)
    assert warnings[0][1].startswith(f"{path}: row 2.count: must be a whole number")
    assert ctl.doc.troopers == [] and ctl.undo.count() == 0


def test_importing_500_troopers_is_one_step_and_one_evaluation(window, warnings, tmp_path, monkeypatch):
    ctl = open_doc(window)
    path = tmp_path / "army.csv"
    path.write_text("name,points,base_mm,count\n" + "".join(f"T{i},10,25,50\n" for i in range(10)))
    evaluations = []
    real = ctl.evaluator.evaluate
    monkeypatch.setattr(ctl.evaluator, "evaluate", lambda state: evaluations.append(1) or real(state))
    shown = []
    real_show = window.roster.show_troopers
    monkeypatch.setattr(window.roster, "show_troopers", lambda *a: shown.append(1) or real_show(*a))
    assert window.actions_.import_roster_file("A", path)
    assert len(ctl.doc.troopers) == 500 and ctl.undo.count() == 1
    assert len(evaluations) == 1 and len(shown) == 1
    assert window.roster.tables["A"].rowCount() == 500
    ctl.undo.undo()
    assert ctl.doc.troopers == [] and len(evaluations) == 2 and window.roster.tables["A"].rowCount() == 0
    ctl.undo.redo()
    assert len(ctl.doc.troopers) == 500 and len(ctl.scene.trooper_items) == 500 and len(evaluations) == 3


def test_a_custom_scenario_that_is_a_fifo_is_one_line_not_a_hang(qtbot, tmp_path, monkeypatch):
    from its_desktop.ui.tournament import dialogs as tournament_window

    fifo = tmp_path / "custom.toml"
    os.mkfifo(fifo)
    shown = []
    monkeypatch.setattr(tournament_window.QFileDialog, "getOpenFileName", lambda *a, **k: (str(fifo), ""))
    monkeypatch.setattr(tournament_window.QMessageBox, "warning", lambda _p, _t, text: shown.append(text))
    parent = QWidget()
    qtbot.addWidget(parent)
    dialog = tournament_window.EventDialog(parent)
    dialog._load_custom()
    assert shown == [f"{fifo}: not a regular file (a device, pipe or socket): give a file"]
    assert not getattr(dialog, "custom_text", None)
