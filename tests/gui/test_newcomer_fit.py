"""What a newcomer still saw cut or moving on a laptop screen (s38 trial of issue 27), through the real window: the
panels' tab titles whole before a game, every tally label whole in French and Spanish, a tally that neither
scrolls nor jumps when the game ends, and the objectives' labels whole on every Season 16 table at 1280x720."""

from __future__ import annotations

import os

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import (QAbstractButton, QComboBox, QLabel, QScrollArea, QStyle, QStyleOptionComboBox,
                               QTabBar)

from its_desktop.domain.itstable import TableDocument
from its_desktop.domain.table import Trooper

pytestmark = pytest.mark.gui
SHOTS = os.environ.get("ITS_TEST_SHOTS")  # a folder to save screenshots in, to look at them (unset: none)
# The window's frame on a laptop: the screen less a panel and the window manager's title bar (screen_fit.FRAME).
LAPTOPS = {"1366x768": (1366 - 16, 768 - 40 - 28), "1280x720": (1280 - 16, 720 - 40 - 28)}


def shot(widget, name):
    if SHOTS:
        widget.grab().save(f"{SHOTS}/{name}.png")


def laptop(qtbot, size):
    """The main window at a laptop's size from its start (the panels take their widths when it is ready)."""
    from its_desktop.ui import i18n
    from its_desktop.ui.main_window import MainWindow

    i18n.install("en")
    w = MainWindow()
    qtbot.addWidget(w)
    w.showNormal()
    w.resize(*LAPTOPS[size])
    w.show()
    qtbot.waitExposed(w)
    qtbot.waitUntil(lambda: w.ready, timeout=10000)
    w.laptop = size
    return w


@pytest.fixture(params=list(LAPTOPS))
def laptop_window(request, qtbot, settings):
    return laptop(qtbot, request.param)


def dock_tab_bars(window):
    return [b for b in window.findChildren(QTabBar) if b.parent() is window and b.isVisible() and b.count() > 1]


def test_the_panels_tab_titles_are_whole_before_a_game(laptop_window, qtbot):
    w = laptop_window
    for lang in ("en", "fr", "es"):
        if lang != "en":
            w.set_language(lang)
        qtbot.wait(10)
        bars = dock_tab_bars(w)
        assert bars
        for bar in bars:
            titles = [bar.tabText(i) for i in range(bar.count())]
            assert bar.count() == 4, titles  # before a game: legend, referee, roster, notes
            for i in range(bar.count()):
                tab = bar.tabRect(i)
                assert tab.left() >= 0 and tab.right() < bar.width(), (lang, w.laptop, titles[i], tab, bar.width())
                assert tab.width() >= bar.tabSizeHint(i).width(), (lang, titles[i])
        shot(w, f"1_tabs_{lang}_{w.laptop}")
    view = w.view  # the table keeps its whole height (the column took only the width it leaves free)
    assert view.viewport().width() >= view.viewport().height()


def cut_texts(panel):
    """The panel's visible labels, buttons and combo boxes narrower than their text."""
    cut = []
    for label in panel.findChildren(QLabel):
        if label.isVisible() and label.text() and not label.wordWrap() \
                and label.width() < label.minimumSizeHint().width():
            cut.append(label.text())
    for button in panel.findChildren(QAbstractButton):
        if button.isVisible() and button.text() and button.width() < button.sizeHint().width():
            cut.append(button.text())
    for box in panel.findChildren(QComboBox):
        if box.isVisible():
            opt = QStyleOptionComboBox()
            box.initStyleOption(opt)
            field = box.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, opt,
                                               QStyle.SubControl.SC_ComboBoxEditField, box)
            if field.width() < box.fontMetrics().horizontalAdvance(box.currentText()):
                cut.append(box.currentText())
    return cut


def test_the_tally_keeps_still_at_the_games_end_and_every_label_whole_in_french_and_spanish(qtbot, settings,
                                                                                              tmp_path):
    w = laptop(qtbot, "1366x768")
    w._maybe_keep_changes = lambda: True
    w.tally_actions.db_url = f"sqlite:///{tmp_path / 'games.sqlite3'}"
    # The trial's game: Panic Room, begun in English, its three rounds ended.
    w.open_document(TableDocument("s16/panic-room", 300, troopers=[
        Trooper("a1", "A", 6, 6, 25, 30, name="Hac Tao"), Trooper("b1", "B", 20, 40, 25, 27)]), None)
    w.tally_actions.begin("Ana", "Ben")
    for _ in range(3):
        w.tally_actions.score_round()
    tally = w.tally
    scroll = tally.parentWidget().parentWidget()
    assert isinstance(scroll, QScrollArea)
    qtbot.wait(50)

    def places():
        return [x.mapTo(tally, QPoint(0, 0)).y() for x in (tally.grid, tally.extra, tally.vp_box("B"), tally.result)]
    before = places()
    assert "Provisional" in tally.result.text()
    shot(w, "3_before_end")
    box = tally.end_reason
    box.setCurrentIndex(box.findData("completed"))   # Game: Played to the end
    qtbot.wait(50)
    assert "Provisional" not in tally.result.text()
    assert places() == before                        # nothing moved as the line went
    assert scroll.verticalScrollBar().maximum() == 0  # and the sheet fits its panel: no scroll
    shot(w, "3_after_end")
    for lang in ("fr", "es"):                        # switched live, as the trial did
        w.set_language(lang)
        qtbot.wait(50)
        assert box.currentData() == "completed"
        assert cut_texts(tally) == [], lang
        assert scroll.verticalScrollBar().maximum() == 0, lang
        shot(w, f"2_tally_{lang}")


def test_objective_names_are_whole_on_every_season_16_table_at_1280x720(qtbot, settings):
    """Every Season 16 table drawn at the first paint's size of a 1280x720 laptop: each objective's name shows
    whole (on one line or two), inside the view; none is cut to "Communication…" (about 0.5 s a table)."""
    from its_desktop.domain.mission import catalog

    w = laptop(qtbot, "1280x720")
    w._maybe_keep_changes = lambda: True
    tables = [e.id for e in catalog.entries() if e.id.startswith("s16/")]
    assert len(tables) >= 20 and "s16/uplink-center" in tables
    hidden = []
    for mission_id in tables:
        sizes = catalog.sizes(mission_id)
        w.open_document(TableDocument(mission_id, 300 if 300 in sizes else sizes[-1]), None)
        qtbot.wait(5)  # the layout settled (the panels' column takes its width after the first table)
        view = w.view
        seen = view.mapToScene(view.viewport().rect()).boundingRect()
        for item in w.controller.scene.marker_items.values():
            label = item.label
            assert "…" not in label.text(), (mission_id, label.text())
            if not label.isVisible():
                hidden.append((mission_id, item.short))
                continue
            assert label.text().replace("\n", " ") == item.short, mission_id  # whole, on one line or two
            assert seen.contains(label.sceneBoundingRect()), (mission_id, item.short)
        if mission_id == "s16/uplink-center":
            shot(w, "7_uplink_center_1280x720")
    assert hidden == []  # and every one shows


@pytest.mark.parametrize("size", list(LAPTOPS))
def test_a_finished_game_shows_whole_without_a_scroll_bar_on_a_laptop(qtbot, settings, tmp_path, size):
    """The s39 trial's end of game at 1280x720 scrolled 21 px (Panic Room) and 99 px (S13 Quadrant Control), and
    Highly Classified's too (s40): the sheet asks no more height than the Tally's room, nor more width, in en, fr
    and es (switched live: on Highly Classified the switch from fr to es once crashed the app)."""
    w = laptop(qtbot, size)
    w._maybe_keep_changes = lambda: True
    w.tally_actions.db_url = f"sqlite:///{tmp_path / 'games.sqlite3'}"
    tally = w.tally
    scroll = tally.parentWidget().parentWidget()
    assert isinstance(scroll, QScrollArea)
    for mission in ("s16/panic-room", "s13/quadrant-control", "s16/highly-classified"):
        w.set_language("en")
        w.open_document(TableDocument(mission, 300, troopers=[
            Trooper("a1", "A", 6, 6, 25, 30, name="Hac Tao"), Trooper("b1", "B", 20, 40, 25, 27)]), None)
        w.tally_actions.begin("Ana", "Ben")
        for _ in range(tally.model.rounds):
            w.tally_actions.score_round()
        box = tally.end_reason
        box.setCurrentIndex(box.findData("completed"))  # Game: Played to the end
        assert tally.notes.isVisible()  # the end-of-game notes are part of what must fit
        for lang in ("en", "fr", "es"):
            w.set_language(lang)
            qtbot.wait(50)
            room = scroll.viewport()
            need = tally.heightForWidth(room.width()) if tally.hasHeightForWidth() else tally.sizeHint().height()
            where = (mission, lang, size)
            assert need <= room.height(), where             # the panel's size hint fits the room
            assert tally.minimumSizeHint().width() <= room.width(), where
            assert scroll.verticalScrollBar().maximum() == 0, where
            assert scroll.horizontalScrollBar().maximum() == 0, where
            assert cut_texts(tally) == [], where
            shot(w, f"9_end_{mission.replace('/', '_')}_{lang}_{size}")
