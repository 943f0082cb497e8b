"""The interface in English, French and Spanish at 1366 x 768: every word fits, switching is live.

Clipping is measured, not eyeballed: each visible label, button, check box, group box title, tab,
dock title and closed combo box is compared with the width its text needs in its own font. The
screenshots go to ``ITS_SCREENSHOT_DIR`` (default: the test's temporary folder) for a person to look at.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSettings, Qt
from PySide6.QtWidgets import (
    QAbstractButton, QComboBox, QDockWidget, QGroupBox, QLabel, QTabBar, QToolButton, QWidget,
)

from its_desktop.domain.itstable import TableDocument
from its_desktop.domain.table import Trooper

pytestmark = pytest.mark.gui

LANGS = ["en", "fr", "es"]
SIZE = (1366, 768)


def shots(tmp_path: Path) -> Path:
    out = Path(os.environ.get("ITS_SCREENSHOT_DIR", tmp_path))
    out.mkdir(parents=True, exist_ok=True)
    return out


@pytest.fixture
def language(request, settings):
    from its_desktop.ui import i18n

    i18n.install(request.param)
    yield request.param
    i18n.install("en")


def _rich(text: str) -> bool:
    from PySide6 import QtGui

    return QtGui.Qt.mightBeRichText(text)


def _plain(text: str) -> str:
    return re.sub(r"&(?!&)", "", text).replace("&&", "&")


def clipped(root: QWidget) -> list[str]:
    """What does not fit, as readable lines (empty when everything fits)."""
    out = []
    if root.isWindow() and (root.width() > SIZE[0] or root.height() > SIZE[1]):
        out.append(f"window {root.windowTitle()!r}: {root.width()} x {root.height()} px does not fit a 1366 x 768 screen")
    for w in [root, *root.findChildren(QWidget)]:
        if not w.isVisibleTo(root) or w.width() <= 1:
            continue
        fm = w.fontMetrics()
        if isinstance(w, QLabel) and w.text() and not w.wordWrap() and w.pixmap().isNull():
            if _rich(w.text()):
                continue  # rich text lays itself out; plain labels are what get cut
            need = max(fm.horizontalAdvance(line) for line in _plain(w.text()).split("\n"))
            have = w.contentsRect().width() - 2 * w.margin() - max(w.indent(), 0)
            if need > have + 1:
                out.append(f"label {w.text()!r}: needs {need}px, has {have}px")
        elif isinstance(w, QAbstractButton) and w.text() and not (isinstance(w, QToolButton) and w.icon().isNull() is False
                                                                   and w.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonIconOnly):
            if w.minimumSizeHint().width() > w.width() + 1 and w.sizeHint().width() > w.width() + 1:
                out.append(f"button {w.text()!r}: needs {w.sizeHint().width()}px, has {w.width()}px")
        elif isinstance(w, QGroupBox) and w.title():
            need = fm.horizontalAdvance(_plain(w.title())) + 16
            if need > w.width():
                out.append(f"group {w.title()!r}: needs {need}px, has {w.width()}px")
        elif isinstance(w, QComboBox) and w.currentText() and not w.isEditable():
            need = fm.horizontalAdvance(w.currentText()) + 24
            if need > w.width() + 1:
                out.append(f"combo {w.currentText()!r}: needs {need}px, has {w.width()}px")
        elif isinstance(w, QTabBar):
            for i in range(w.count()):
                if w.tabRect(i).width() + 1 < w.tabSizeHint(i).width() and w.tabRect(i).isValid():
                    out.append(f"tab {w.tabText(i)!r}: needs {w.tabSizeHint(i).width()}px, has {w.tabRect(i).width()}px")
        elif isinstance(w, QDockWidget) and w.windowTitle() and not w.isFloating() and w.titleBarWidget() is None:
            need = fm.horizontalAdvance(w.windowTitle()) + 40
            if need > w.width() and not any(t.isVisible() for t in root.findChildren(QTabBar)
                                            if w.windowTitle() in [t.tabText(i) for i in range(t.count())]):
                out.append(f"dock {w.windowTitle()!r}: needs {need}px, has {w.width()}px")
    return out


def _main_window(qtbot):
    from its_desktop.ui.main_window import MainWindow

    w = MainWindow()
    w._maybe_keep_changes = lambda: True
    qtbot.addWidget(w)
    w.showNormal()  # a test picks its size: not maximized as on a small screen (the offscreen one is 800x800)
    w.resize(*SIZE)
    w.show()
    qtbot.waitExposed(w)
    qtbot.waitUntil(lambda: w.ready, timeout=10000)
    troopers = [Trooper("a1", "A", 3, 3, 25, 20, name="Fusilier"), Trooper("b1", "B", 9, 20, 40, 30, name="Yan Huo")]
    w.open_document(TableDocument("s16/frontline", 300, troopers=troopers), None)
    return w


@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_main_window_and_tally_fit(qtbot, tmp_path, language):
    w = _main_window(qtbot)
    w.docks["tally"].raise_()
    qtbot.wait(50)
    assert w.grab().save(str(shots(tmp_path) / f"lang-{language}-main.png"))
    assert clipped(w) == []
    assert w.docks["tally"].widget().grab().save(str(shots(tmp_path) / f"lang-{language}-tally.png"))
    if language != "en":
        from its_desktop.domain.mission import catalog

        assert w.scenario_box.currentText() == catalog.scenario("s16/frontline").name.get(language)
        assert w.menuBar().actions()[0].text() != "&File"


@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_print_dialog_fits(qtbot, tmp_path, language):
    w = _main_window(qtbot)
    dlg = w.actions_.show_print_dialog()
    dlg.resize(min(dlg.width(), SIZE[0]), min(dlg.height(), SIZE[1]))
    qtbot.waitUntil(lambda: not dlg.stale, timeout=20000)
    assert dlg.grab().save(str(shots(tmp_path) / f"lang-{language}-print.png"))
    assert clipped(dlg) == []
    dlg.reject()


@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_tournament_window_fits(qtbot, tmp_path, language):
    from its_desktop.ui.tournament.window import TournamentWindow

    w = TournamentWindow(f"sqlite:///{tmp_path / 'event.sqlite3'}")
    qtbot.addWidget(w)
    w.resize(*SIZE)
    w.show()
    qtbot.waitExposed(w)
    try:
        w.create_event("Lisbon Open", "s13" if language == "fr" else "s8" if language == "es" else "s16", points=300)
        for name, pin in (("Ana Silva", "1001"), ("Ben Costa", "1002"), ("Carla Dias", "1003")):
            assert w.registration.add_player(name, pin, "Nomads", "Lisboa", ["list one"])
        from PySide6.QtWidgets import QTabWidget

        tabs = w.findChild(QTabWidget)
        qtbot.wait(50)  # the layouts settle after the registrations
        problems = clipped(w)
        assert w.grab().save(str(shots(tmp_path) / f"lang-{language}-tournament.png"))
        if tabs is not None:
            for i in range(tabs.count()):
                tabs.setCurrentIndex(i)
                qtbot.wait(20)
                problems += clipped(w)
                assert w.grab().save(str(shots(tmp_path) / f"lang-{language}-tournament-{i}.png"))
        assert sorted(set(problems)) == []
    finally:
        w.dispose()


def test_switching_language_live_retranslates_open_windows(qtbot, settings):
    from its_desktop.ui import i18n

    i18n.install("en")
    w = _main_window(qtbot)
    try:
        file_menu = w.menuBar().actions()[0]
        assert file_menu.text() == "&File"
        w.set_language("fr")
        fr_file = QCoreApplication.translate("MenuBuilder", "&File")
        assert fr_file != "&File" and file_menu.text() == fr_file
        assert w.scenario_box.currentText() == "Ligne de Front"
        # the units rule: until the user picks, the pack's own (S16 Frontline: inches), whatever the language
        assert not w.actions_.cm.isChecked()
        assert QSettings().value(i18n.SETTING) == "fr"
        w.set_language("es")
        assert file_menu.text() == QCoreApplication.translate("MenuBuilder", "&File") != fr_file
        assert w.scenario_box.currentText() == "Línea de Frente"
        w.set_language("en")
        assert file_menu.text() == "&File" and w.scenario_box.currentText() == "Frontline"
        assert not w.actions_.cm.isChecked()
    finally:
        i18n.install("en")


def test_language_choice_order(settings, monkeypatch):
    from PySide6.QtCore import QLocale

    from its_desktop.ui import i18n

    assert i18n.choose_language("es") == "es"
    QSettings().setValue(i18n.SETTING, "fr")
    assert i18n.choose_language(None) == "fr"
    QSettings().remove(i18n.SETTING)
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale("es_ES")))
    assert i18n.choose_language(None) == "es"


def test_qt_own_dialog_buttons_are_translated(qtbot, settings):
    from PySide6.QtWidgets import QDialogButtonBox

    from its_desktop.ui import i18n

    try:
        i18n.install("fr")
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        qtbot.addWidget(box)
        assert _plain(box.button(QDialogButtonBox.StandardButton.Cancel).text()) == "Annuler"
    finally:
        i18n.install("en")


@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_the_legend_names_the_zones_as_the_table_writes_them(qtbot, language):
    """The legend's example code is the table's own: a Spanish table writes C1 on its first quadrant."""
    from its_desktop.ui.legend_panel import LegendPanel

    legend = LegendPanel()
    qtbot.addWidget(legend)
    names = legend.names()
    assert {"en": "(dashed; Q1…)", "fr": "(tirets ; Q1…)", "es": "(discontinuo; C1…)"}[language] in names["quadrant"]
    assert {"en": "(dashed; S1…)", "fr": "(tirets ; S1…)", "es": "(discontinuo; S1…)"}[language] in names["sector"]
