"""The pseudo-locale over the window's screens: every word of ours comes out wrapped and accented
(``[Ŝçôŕé]``), so a text a person reads that is left unwrapped never went through the catalog.

Each screen is walked for what it shows or says: window and dock titles, labels, buttons, group titles,
tool tips, status tips, placeholders, spin box suffixes, combo items, tabs, table and tree headers, menus
and their actions. What may stay as it is: data (the troopers' and players' names typed in, numbers, ids)
and Qt's own words (its widgets keep qtbase's catalog). The screenshots go to ``ITS_SCREENSHOT_DIR``."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton, QComboBox, QDialogButtonBox, QDoubleSpinBox, QGroupBox, QLabel, QLineEdit, QMenu, QSpinBox,
    QTableView, QTabWidget, QToolBox, QTreeView, QWidget,
)

from its_desktop.domain.itstable import TableDocument
from its_desktop.domain.table import Trooper

from its_desktop.domain.tournament.factions import FACTIONS
from its_desktop.ui.i18n import NATIVE_NAMES

from ..i18n.test_pseudo_locale import unwrapped

pytestmark = pytest.mark.gui

TYPED = {"Fusilier", "Yan Huo", "Lisbon Open", "Ana Silva", "Ben Costa", "Nomads", "Lisboa", "list one"}
# Not words of the interface's language: each language's own name (the language menu and picker), the
# product's name beside its version (About), and the armies' names a player registers with (stored as typed).
NAMES = {*NATIVE_NAMES.values(), "ITS Table Assistant", *FACTIONS, *(s for ss in FACTIONS.values() for s in ss)}


def shots(tmp_path: Path) -> Path:
    out = Path(os.environ.get("ITS_SCREENSHOT_DIR", tmp_path))
    out.mkdir(parents=True, exist_ok=True)
    return out


@pytest.fixture
def pseudo(settings):
    from its_desktop.ui import i18n

    i18n.install("pseudo")
    yield
    i18n.install("en")


def _plain(text: str) -> str:
    """What a person reads: no markup, no entities, no mnemonic ampersands."""
    text = re.sub(r"<[^>]*>", " ", text)
    text = re.sub(r"&(nbsp|amp|lt|gt|quot|#\d+);", " ", text)
    return text.replace("&&", "&").replace("&", "")


def _actions(owner, where: str, seen: set[int]) -> list[tuple[str, str]]:
    out = []
    for act in owner.actions():
        if id(act) in seen or act.isSeparator():
            continue
        seen.add(id(act))
        for kind, text in (("action", act.text()), ("action tip", act.toolTip()), ("status tip", act.statusTip())):
            out.append((f"{where} {kind}", text))
        if (menu := act.menu()) is not None:
            out.append((f"{where} menu", menu.title()))
            out += _actions(menu, f"{where} > {_plain(menu.title())}", seen)
    return out


def shown_texts(root: QWidget) -> list[tuple[str, str]]:
    """``(where, text)`` of every text the screen ``root`` shows or says."""
    out: list[tuple[str, str]] = []
    seen: set[int] = set()
    for w in [root, *root.findChildren(QWidget)]:
        name = type(w).__name__
        if w.isWindow() or w.inherits("QDockWidget"):
            out.append((f"{name} title", w.windowTitle()))
        out += [(f"{name} tool tip", w.toolTip()), (f"{name} status tip", w.statusTip())]
        out += _actions(w, name, seen)
        if isinstance(w, QMenu):
            out.append((f"{name} title", w.title()))
        if isinstance(w, QAbstractButton) and isinstance(box := w.parent(), QDialogButtonBox) and \
                box.standardButton(w) != QDialogButtonBox.StandardButton.NoButton:
            pass  # "Close", "OK": Qt's own words, from qtbase's catalog
        elif isinstance(w, (QAbstractButton, QLabel)):
            out.append((name, w.text()))
        if isinstance(w, QGroupBox):
            out.append((f"{name} title", w.title()))
        if isinstance(w, QLineEdit):
            out.append((f"{name} placeholder", w.placeholderText()))
        if isinstance(w, (QSpinBox, QDoubleSpinBox)):
            out += [(f"{name} suffix", w.suffix()), (f"{name} prefix", w.prefix()),
                    (f"{name} special", w.specialValueText())]
        if isinstance(w, QComboBox):
            out += [(f"{name} item", w.itemText(i)) for i in range(w.count())]
        if isinstance(w, QTabWidget):
            out += [(f"{name} tab", w.tabText(i)) for i in range(w.count())]
            out += [(f"{name} tab tip", w.tabToolTip(i)) for i in range(w.count())]
        if isinstance(w, QToolBox):
            out += [(f"{name} item", w.itemText(i)) for i in range(w.count())]
        header = w.horizontalHeader() if isinstance(w, QTableView) else w.header() if isinstance(w, QTreeView) else None
        if header is not None and (model := header.model()) is not None:
            for section in range(header.count()):
                for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                    value = model.headerData(section, Qt.Orientation.Horizontal, role)
                    if isinstance(value, str):
                        out.append((f"{name} header", value))
    return [(where, _plain(text)) for where, text in out if text and text.strip()]


def english(root: QWidget, data: set[str] = frozenset()) -> list[str]:
    """Every shown text with a word outside the pseudo-locale's brackets and outside the data."""
    return sorted({f"{where}: {text!r}" for where, text in shown_texts(root) if unwrapped(text, {*data, *NAMES})})


def _main_window(qtbot):
    from its_desktop.ui.main_window import MainWindow

    w = MainWindow()
    w._maybe_keep_changes = lambda: True
    qtbot.addWidget(w)
    w.showNormal()
    w.resize(1366, 768)
    w.show()
    qtbot.waitExposed(w)
    qtbot.waitUntil(lambda: w.ready, timeout=10000)
    troopers = [Trooper("a1", "A", 3, 3, 25, 20, name="Fusilier"), Trooper("b1", "B", 9, 20, 40, 30, name="Yan Huo")]
    w.open_document(TableDocument("s16/frontline", 300, troopers=troopers), None)
    return w


def test_the_walk_finds_english(qtbot, settings):
    """In English every text is unwrapped: the walk reaches menus, docks, tabs and headers, so the tests
    below cannot pass by finding nothing."""
    from its_desktop.ui import i18n

    i18n.install("en")
    w = _main_window(qtbot)
    found = english(w, TYPED)
    kinds = {line.split(":")[0].split(" ", 1)[-1] for line in found}
    assert {"menu", "action", "title", "tab", "header", "item"} <= {k.split()[-1] for k in kinds}, kinds
    assert len(found) > 100


def test_the_main_window_and_its_dialogs_speak_only_through_the_catalog(qtbot, tmp_path, pseudo):
    w = _main_window(qtbot)
    w.docks["tally"].raise_()
    qtbot.wait(50)
    assert w.grab().save(str(shots(tmp_path) / "pseudo-main.png"))
    problems = english(w, TYPED)
    menus = w.actions_ if hasattr(w, "actions_") else w
    for open_dialog in (w.show_about, w.show_shortcuts, w.show_welcome, menus.show_print_dialog):
        dialog = open_dialog()
        assert dialog is not None
        if hasattr(dialog, "stale"):
            qtbot.waitUntil(lambda d=dialog: not d.stale, timeout=20000)
        assert dialog.grab().save(str(shots(tmp_path) / f"pseudo-{type(dialog).__name__}.png"))
        problems += english(dialog, TYPED)
        dialog.reject()
    assert sorted(set(problems)) == [], "\n".join(sorted(set(problems)))


def test_the_tournament_window_speaks_only_through_the_catalog(qtbot, tmp_path, pseudo):
    from PySide6.QtWidgets import QTabWidget

    from its_desktop.ui.tournament.dialogs import EventDialog, PlayerDialog
    from its_desktop.ui.tournament.window import TournamentWindow

    w = TournamentWindow(f"sqlite:///{tmp_path / 'event.sqlite3'}")
    qtbot.addWidget(w)
    w.resize(1366, 768)
    w.show()
    qtbot.waitExposed(w)
    try:
        w.create_event("Lisbon Open", "s16", points=300)
        for name, pin in (("Ana Silva", "1001"), ("Ben Costa", "1002")):
            assert w.registration.add_player(name, pin, "Nomads", "Lisboa", ["list one"])
        problems = []
        tabs = w.findChild(QTabWidget)
        for i in range(tabs.count()):
            tabs.setCurrentIndex(i)
            qtbot.wait(20)
            problems += english(w, TYPED)
        assert w.grab().save(str(shots(tmp_path) / "pseudo-tournament.png"))
        for dialog in (EventDialog(w), PlayerDialog(w)):
            problems += english(dialog, TYPED)
            dialog.deleteLater()
        assert sorted(set(problems)) == [], "\n".join(sorted(set(problems)))
    finally:
        w.dispose()


def test_the_tournament_windows_stored_lines_and_audit_codes_are_worded_in_its_language(qtbot, tmp_path, pseudo):
    """What the store keeps as codes (a hand swap's deviation line, the audit trail's kinds and changes) comes
    out through the catalog in the Pairings box and the Audit tab; the organizer's reason stays as typed."""
    from its_desktop.ui.tournament.window import TournamentWindow

    w = TournamentWindow(f"sqlite:///{tmp_path / 'event.sqlite3'}")
    qtbot.addWidget(w)
    w.resize(1366, 768)
    w.show()
    qtbot.waitExposed(w)
    try:
        w.create_event("Lisbon Open", "s16", points=300)
        names = ["Ana Silva", "Ben Costa", "Caio Lima", "Dora Reis"]
        for i, name in enumerate(names):
            assert w.registration.add_player(name, str(1001 + i), "Nomads", "Lisboa", ["list one"])
        assert w.rounds.set_round(1, "s16/supremacy")
        assert w.pairings.generate(1, seed=3) is not None and w.pairings.save()
        t1, t2 = [g for g in w.events.games(w.event_id, 1) if not g.bye]
        assert w.pairings.swap(t1.a, t2.b, "club mates")
        typed = {*TYPED, *names, "club mates", "TO", w.who}
        line = w.pairings.deviations.toPlainText()
        assert "club mates" in line and unwrapped(line, typed) == [], line
        w.tabs.setCurrentWidget(w.audit)
        w.audit.refresh()
        t = w.audit.table
        assert t.rowCount() > 6
        for r in range(t.rowCount()):
            for col in (1, 2, 3, 6):  # who, what, change, why: the values (4, 5) are data
                text = t.item(r, col).text()
                assert unwrapped(text, typed) == [], (r, col, text)
    finally:
        w.dispose()
