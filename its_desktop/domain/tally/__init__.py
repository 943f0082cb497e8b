"""The tally: a game's record, the measures the table fills, Objective and Tournament Points.

Pure Python (no Qt, no database): the GUI, the CLI and the tournament screens all call this. The
score sheet's editing rules are ``TallyModel`` (``model.py``): every view of a game edits through it.

The record, the score and the points are plain Python and load with the package; ``fill`` (the measures
read from a table: Shapely and NumPy) and ``model`` (the sheet's editing rules, built on ``fill``) load the
first time one of their names is asked for, so a command or page that only reads or scores a record does not
load the geometry.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

# Imported here, not on demand: ``score`` is both a module and its function, and importing the module later
# (``model`` does) would set the package's ``score`` to the module.
from .points import tournament_points
from .record import ClassifiedSlot, GameRecord, IntelcomCard, Override, check
from .score import PIPELINE, Line, PlayerScore, Score, SlotLine, Step, score

if TYPE_CHECKING:
    from .fill import asked, end_of_game, from_table, table_intelcom
    from .model import Outcome, TallyModel

# name -> the module that holds it, imported the first time the name is asked for
_HOME = {"asked": "fill", "end_of_game": "fill", "from_table": "fill", "table_intelcom": "fill",
         "Outcome": "model", "TallyModel": "model"}

if not TYPE_CHECKING:  # for mypy the names are the imports above: a misspelt one stays an error

    def __getattr__(name: str) -> Any:
        home = _HOME.get(name)
        if home is None:
            raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(f"{__name__}.{home}"), name)
        globals()[name] = value
        return value


__all__ = [
    "PIPELINE", "ClassifiedSlot", "GameRecord", "IntelcomCard", "Line", "Outcome", "Override", "PlayerScore", "Score",
    "SlotLine", "Step", "TallyModel", "asked", "check", "end_of_game", "from_table", "score", "table_intelcom",
    "tournament_points",
]
