"""How long a recorded game has been played, kept at this station so the game clock counts play, not the time
the app was closed (a game left overnight read 12 h). Kept in the settings, not the database: the clock is this
station's (the header's), and a write to the game would be news to every other station following it."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings

from .. import settings as prefs

if TYPE_CHECKING:
    from its_desktop.persistence.games import StoredGame

KEPT = 50  # the games whose time played a station remembers (the newest)


def _times(settings: QSettings) -> dict[str, float]:
    try:
        times = json.loads(prefs.GAMES_PLAYED.get(settings) or "{}")
    except ValueError:
        return {}
    return {k: float(v) for k, v in times.items() if isinstance(v, int | float)} if isinstance(times, dict) else {}


def played(settings: QSettings, key: str, game: StoredGame) -> float:
    """The seconds a game has been played: as this station last stored it; a game it never stored (recorded
    elsewhere, or by an older version) from its start to its last stored change, never the time since."""
    stored = _times(settings).get(key)
    if stored is not None:
        return stored
    return max(0.0, (game.updated_at - game.created_at).total_seconds())


def remember(settings: QSettings, key: str, seconds: float) -> None:
    times = _times(settings)
    times.pop(key, None)  # the newest last: the oldest are dropped first
    times[key] = round(seconds, 1)
    prefs.GAMES_PLAYED.set(json.dumps(dict(list(times.items())[-KEPT:])), settings)
