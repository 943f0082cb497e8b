"""Every save the windows offer refuses a target that is not a regular file (a link to /dev/zero, a FIFO) with one
line in the window, as the command line does, and never reaches the crash dialog (pytest-qt fails a test on any
exception a slot lets out). /dev/zero stays a device; nothing is written."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from tests.gui.test_bad_input_dialogs import open_doc, warnings  # noqa: F401 - the fixture
from tests.gui.test_tournament_window import url  # noqa: F401 - the fixture

pytestmark = pytest.mark.gui


def targets(tmp_path: Path) -> list[tuple[Path, str]]:
    link = tmp_path / "out-zero.json"
    link.symlink_to("/dev/zero")
    fifo = tmp_path / "out-fifo.json"
    os.mkfifo(fifo)
    return [(link, "it is a link to /dev/zero"), (fifo, "it is a pipe (FIFO)")]


def test_save_the_event_as_a_file_to_a_device_or_a_fifo_is_one_line(tournament, url, tmp_path, monkeypatch):  # noqa: F811
    w = tournament(url)
    assert w.create_event("Lisbon Open", "s16", points=300) is not None
    for path, words in targets(tmp_path):
        monkeypatch.setattr("its_desktop.ui.tournament.event_actions.QFileDialog.getSaveFileName",
                            lambda *_a, p=path, **_k: (str(p), ""))
        w.prompts.asked.clear()
        w.event_actions.export_clicked()  # the menu item's slot, as a click runs it
        warned = [text for kind, _title, text in w.prompts.asked if kind == "warn"]
        assert len(warned) == 1 and words in warned[0] and "not saved" in warned[0], warned
        assert warned[0].count("not saved") == 1 and "\n" not in warned[0]
        assert warned[0] in w.statusBar().currentMessage()
    assert stat.S_ISCHR(os.stat("/dev/zero").st_mode)
    assert stat.S_ISFIFO(os.lstat(tmp_path / "out-fifo.json").st_mode)


@pytest.mark.parametrize("kind", ["svg", "png"])
def test_export_view_to_a_link_to_dev_zero_is_refused_in_one_line(window, warnings, tmp_path, monkeypatch, kind):  # noqa: F811
    open_doc(window)
    link = tmp_path / f"view.{kind}"
    link.symlink_to("/dev/zero")
    monkeypatch.setattr("its_desktop.ui.table.actions.QInputDialog.getInt", lambda *_a, **_k: (10, True))
    monkeypatch.setattr("its_desktop.ui.table.actions.QFileDialog.getSaveFileName", lambda *_a, **_k: (str(link), ""))
    window.actions_.export(kind)
    assert len(warnings) == 1 and "not saved: it is a link to /dev/zero" in warnings[0][1], warnings
    assert link.is_symlink() and stat.S_ISCHR(os.stat("/dev/zero").st_mode)


def test_an_svg_export_asks_no_resolution_and_a_png_names_the_tables_unit(window, tmp_path, monkeypatch):
    """A tester's Export view as SVG asked "Pixels per table unit" like PNG: a vector file has no resolution, and
    nothing said what a table unit was."""
    open_doc(window)
    asked: list[str] = []
    monkeypatch.setattr("its_desktop.ui.table.actions.QInputDialog.getInt",
                        lambda _parent, _title, label, *_a, **_k: (asked.append(label), (12, True))[1])
    for kind in ("svg", "png"):
        monkeypatch.setattr("its_desktop.ui.table.actions.QFileDialog.getSaveFileName",
                            lambda *_a, kind=kind, **_k: (str(tmp_path / f"view.{kind}"), ""))
        window.actions_.export(kind)
    assert (tmp_path / "view.svg").stat().st_size > 0 and (tmp_path / "view.png").stat().st_size > 0
    m = window.controller.mission
    assert asked == [f"Pixels per in of the table ({m.width:g} × {m.depth:g} in)"]
