"""The first run: a welcome screen to choose the language, the units, the table to start with, and to see
where games are stored. Shown once (``settings.WELCOME_DONE``); Help → Welcome shows it again."""

from __future__ import annotations

import logging
import re
from collections import Counter
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QSettings, Qt, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QComboBox, QDialog, QDialogButtonBox, QFormLayout, QHBoxLayout, QLabel, QPushButton, QStatusBar, QVBoxLayout,
    QWidget,
)
from . import access_keys, settings as prefs
from .screen_fit import room
from .i18n import current_language

if TYPE_CHECKING:
    from its_desktop.persistence.games import GameSummary
    from its_desktop.domain.mission.index import Library


class WelcomeHost(Protocol):
    """What the welcome screen needs from the window it opens over (the main window is one)."""

    settings: QSettings
    db_url: str | None
    path: Path | None  # the table file open, if any
    library: Library  # the library's names and sizes (from maps/index.json: nothing validated for them)

    def window(self) -> QWidget: ...
    def statusBar(self) -> QStatusBar: ...  # noqa: N802 - Qt's name
    def tr(self, text: str, /) -> str: ...
    def set_language(self, lang: str) -> None: ...
    def units_choice(self) -> str: ...
    def set_units(self, choice: str) -> None: ...
    def chosen_mission(self) -> tuple[str | None, int | None]: ...
    def select_mission(self, mission_id: str, points: int) -> None: ...
    def new_table(self) -> None: ...
    def recorded_games(self) -> list[GameSummary]: ...

log = logging.getLogger("its_desktop.welcome")

LANGUAGES = (("en", "English"), ("fr", "Français"), ("es", "Español"))
# The ITS standard: Supremacy is in every season's pack, 300 points is the usual tournament size.
USUAL = ("s16/supremacy", 300)
# The width beside the storage path in its row: the row's label, the Open folder button, margins (px).
FORM_BESIDE_PATH = 360


def most_played(window: WelcomeHost) -> tuple[str, int]:
    """The scenario and size played most in this database's recorded games; the ITS usual without games."""
    from its_desktop.persistence.location import default_url, sqlite_path

    if (path := sqlite_path(default_url(window.db_url))) is not None and not path.exists():
        return USUAL  # no games file yet (a first start): nothing to open, and SQLAlchemy stays unloaded
    from sqlalchemy.exc import SQLAlchemyError

    from its_desktop.persistence.storage import StorageFailure

    try:
        games = window.recorded_games()
    except (AttributeError, OSError, RuntimeError, SQLAlchemyError, StorageFailure) as exc:
        log.warning("no recorded games to choose the first table from: %s", exc)
        return USUAL
    counts = Counter((g.mission, g.points) for g in games)
    return counts.most_common(1)[0][0] if counts else USUAL


def storage_location(db_url: str | None) -> tuple[str, Path | None]:
    """What to show for "where games are stored" (no password) and the folder to open, if it is a file."""
    from its_desktop import diagnostics
    from its_desktop.persistence.location import default_url, sqlite_path

    url = default_url(db_url)
    if (path := sqlite_path(url)) is not None:
        return str(path), path.parent
    return diagnostics.scrub(url, diagnostics.url_secrets(db_url)), None


class WelcomeDialog(QDialog):
    def __init__(self, window: WelcomeHost, note: str | None = None) -> None:
        super().__init__(window.window())
        self.window_ = window
        self.setWindowTitle(self.tr("Welcome to ITS Table Assistant"))
        layout = QVBoxLayout(self)
        title = QLabel("<h3>" + self.tr("Welcome to ITS Table Assistant") + "</h3>")
        layout.addWidget(title)
        intro = QLabel(self.tr("Choose how the app speaks and measures, and the table to start with. "
                               "All of it can be changed later."))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        if note:
            warn = QLabel(note)
            warn.setWordWrap(True)
            layout.addWidget(warn)
        form = QFormLayout()
        layout.addLayout(form)

        self.language = QComboBox()
        for code, name in LANGUAGES:
            self.language.addItem(name, code)
        self.language.setCurrentIndex(max(0, self.language.findData(current_language())))
        form.addRow(self.tr("Language"), self.language)

        # The units rule: the user's choice wins, else each mission pack's own (inches for S16/S10, cm for S13/S8).
        self.units = QComboBox()
        self.units.addItem(self.tr("As each mission pack (S16, S10: inches; S13, S8: cm)"), "")
        self.units.addItem(self.tr("Inches"), "in")
        self.units.addItem(self.tr("Centimetres"), "cm")
        self.units.setCurrentIndex(max(0, self.units.findData(window.units_choice())))
        form.addRow(self.tr("Distances in"), self.units)

        mission_id, points = most_played(window)
        self.scenario = QComboBox()
        library = window.library  # the index's names: a first start does not validate every file for them
        # Newest season first and each season's scenarios in the library's order, as the toolbar's Season and
        # Scenario boxes list them (the ids sorted as text put Season 8 after 16); the names in the interface's
        # language, joined as the language writes it ("Saison 16 : Suprématie").
        for season in library.season_ids():
            for listed in library.scenario_ids(season):
                self.scenario.addItem(self.tr("%1: %2").replace("%1", library.season_name(season))
                                      .replace("%2", library.scenario_name(listed)), listed)
        self.scenario.setCurrentIndex(max(0, self.scenario.findData(mission_id)))
        self.points = QComboBox()
        self.scenario.currentIndexChanged.connect(lambda _i: self._fill_points(points))
        self._fill_points(points)
        row = QHBoxLayout()
        row.addWidget(self.scenario, 1)
        row.addWidget(self.points)
        form.addRow(self.tr("First table"), row)

        shown, self.folder = storage_location(window.db_url)
        where = QHBoxLayout()
        self.storage = QLabel(shown)
        self.storage.setWordWrap(True)
        self.storage.setToolTip(shown)
        # A path has no spaces to wrap at: the label is as wide as the path where the screen has the room,
        # and may break after a separator where it has not; either way the whole path shows.
        wide = self.storage.fontMetrics().horizontalAdvance(shown) + 4
        if wide <= room(window.window()).width() - FORM_BESIDE_PATH:
            self.storage.setMinimumWidth(wide)
        else:
            self.storage.setText(re.sub(r"([/\\._-])", "\\1\u200b", shown))
        self.storage.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        where.addWidget(self.storage, 1)
        if self.folder is not None:
            open_folder = QPushButton(self.tr("Open folder"))
            open_folder.clicked.connect(self.open_folder)
            where.addWidget(open_folder)
        form.addRow(self.tr("Games are stored in"), where)
        hint = QLabel(self.tr("Several stations share games and events through one PostgreSQL server: start "
                              "each with --db postgresql+psycopg://user@host/db (or set ITS_DESKTOP_DB)."))
        hint.setWordWrap(True)
        layout.addWidget(hint)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start"))
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
        access_keys.for_dialog(self)  # Alt+letter to each field and button, unique in every language

    def _fill_points(self, preferred: int) -> None:
        current = self.points.currentData() or preferred
        self.points.clear()
        for p in self.window_.library.sizes(self.scenario.currentData()):
            self.points.addItem(self.tr("%1 points").replace("%1", str(p)), p)
        i = self.points.findData(current)
        self.points.setCurrentIndex(i if i >= 0 else self.points.count() // 2)

    def open_folder(self) -> bool:
        if self.folder is None:  # a server database: no folder to open (the button is not shown)
            return False
        self.folder.mkdir(parents=True, exist_ok=True)
        return QDesktopServices.openUrl(QUrl.fromLocalFile(str(self.folder)))

    def accept(self) -> None:
        w = self.window_
        language = self.language.currentData()
        if language != current_language():
            w.set_language(language)  # the whole app switches now and remembers it
        w.set_units(str(self.units.currentData()))  # stores the units and redraws the rulers
        mission_id, points = self.scenario.currentData(), self.points.currentData()
        # A table file the app was started with (a double-click) stays open rather than being replaced.
        if (mission_id, points) != w.chosen_mission() and w.path is None:
            w.select_mission(mission_id, points)
            w.new_table()
        prefs.WELCOME_DONE.set(True, w.settings)
        super().accept()


def maybe_welcome(window: WelcomeHost, fatal_report: Path | None = None, force: bool = False) -> WelcomeDialog | None:
    """Show the welcome screen on the first run (or when ``force``); tell about a previous hard crash."""
    note = None
    if fatal_report is not None:
        note = window.tr("The last session stopped on a fatal error; a report was saved to %1.").replace(
            "%1", str(fatal_report))
    if not force and prefs.WELCOME_DONE.get(window.settings):
        if note:
            window.statusBar().showMessage(note, 15000)
        return None
    dialog = WelcomeDialog(window, note)
    dialog.open()
    return dialog


