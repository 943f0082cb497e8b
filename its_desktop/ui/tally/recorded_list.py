"""Around the open game, from the Game menu: the recorded games' list (Game → Recorded games), a game's history,
and one game's export and import (JSON). Moved out of ``actions.py``, which drives the game itself; the words
stay in the ``TallyActions`` context of the catalog."""

from __future__ import annotations

import json
import logging
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

if TYPE_CHECKING:
    from its_desktop.persistence.games import Games

    from .panel import TallyPanel
    from .session import TallySession


class Window(Protocol):
    """What these need of the window (``actions.TallyHost`` is one)."""

    def window(self) -> QWidget: ...
    def last_dir(self) -> str: ...
    def viewer(self) -> str: ...
    @property
    def tally(self) -> TallyPanel: ...


class TallyActions(Protocol):
    """What these need of the tally's actions (``actions.TallyActions``), named without importing it."""

    @property
    def w(self) -> Window: ...
    @property
    def session(self) -> TallySession | None: ...
    @property
    def games(self) -> Games: ...
    def flush_notes(self) -> None: ...
    def load(self, game_id: int) -> None: ...

log = logging.getLogger(__name__)


def tr(text: str) -> str:
    return QCoreApplication.translate("TallyActions", text)


def mission_name(mission_id: str) -> str:
    """A recorded game's scenario as the user knows it ("Season 16: Supremacy"), its id if the library has
    no such scenario any more."""
    from its_desktop.domain.mission import catalog

    try:
        scenario = catalog.scenario(mission_id)
        # French sets a space before the colon ("ITS Saison 16 : Congeler"), as the welcome's list does
        return QCoreApplication.translate("TallyActions", "%1: %2").replace("%1", catalog.season(scenario.season)
                                                                             .name.get()).replace("%2", scenario.name.get())
    except LookupError:
        return mission_id


def choose_game(acts: TallyActions) -> None:
    from .games_dialogs import RecordedGamesDialog

    games = acts.games.list_games()
    scores = game_scores(acts)
    # The rounds the tally has scored ("1 of 3" while the header says "Round 2 of 3"): the column said
    # "Round" and read as the round in play.
    rows = [[g.updated_at.strftime("%Y-%m-%d %H:%M"), mission_name(g.mission), str(g.points), g.player_a, g.player_b,
             _rounds_played(g), scores.get(g.id, "")] for g in games]
    dialog = RecordedGamesDialog(acts.w.window(), rows, [g.id for g in games])
    if dialog.exec() and (row := dialog.chosen()) is not None:
        acts.load(games[row].id)

def _rounds_played(game) -> str:
    from its_desktop.domain.mission import UnknownMission, catalog

    try:
        rounds = catalog.season(game.season).rounds
    except UnknownMission:  # a season this version does not know: the count alone
        return str(game.round_reached or 0)
    return tr("%1 of %2").replace("%1", str(game.round_reached or 0)).replace("%2", str(rounds))

def history_rows(acts: TallyActions) -> list[list[str]]:
    """Who changed what and when; sealed (private) values only in the referee's view."""
    if acts.session is None:
        return []
    acts.flush_notes()  # the history is the stored record: the end notes being worded are stored first
    from . import history_words

    referee = acts.w.viewer() == "referee"
    return [history_words.row(c, acts.w.tally.mission, referee) for c in acts.games.history(acts.session.game_id)]

def show_history(acts: TallyActions) -> None:
    from .games_dialogs import HistoryDialog

    HistoryDialog(acts.w.window(), history_rows(acts)).exec()

def game_scores(acts: TallyActions) -> dict[int, str]:
    """OP of each recorded game, worked out again from its entries (the list's score column)."""
    from its_desktop.persistence.tally_entries import stored_score

    out = {}
    for g in acts.games.list_games():
        try:
            result = stored_score(acts.games, g.id)
            out[g.id] = f"{result.op('A')} – {result.op('B')}"
        except Exception:  # noqa: BLE001 - a list must show even a game that no longer scores
            log.warning("game %s (%s at %s) does not score any more", g.id, g.mission, g.points, exc_info=True)
            out[g.id] = "?"
    return out

def export_game(acts: TallyActions) -> None:
    if acts.session is None:
        return
    acts.flush_notes()
    name, _ = QFileDialog.getSaveFileName(acts.w.window(), tr("Export game"), acts.w.last_dir(), "JSON (*.json)")
    if name:
        from its_desktop.domain.files import write_text

        write_text(name, json.dumps(acts.games.export_game(acts.session.game_id), indent=2, ensure_ascii=False))

def import_game(acts: TallyActions) -> None:
    name, _ = QFileDialog.getOpenFileName(acts.w.window(), tr("Import game"), acts.w.last_dir(), "JSON (*.json)")
    if not name:
        return
    try:
        from its_desktop.domain.inputs import read_json

        game_id = acts.games.import_game(read_json(name))
    except (ValueError, OSError) as exc:
        from its_desktop.domain.errors import InputError

        text = str(exc.in_file(name)) if isinstance(exc, InputError) else f"{name}: {exc}"
        QMessageBox.warning(acts.w.window(), tr("Cannot import"), text)
        return
    acts.load(game_id)
