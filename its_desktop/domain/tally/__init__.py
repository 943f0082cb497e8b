"""The tally: a game's record, the measures the table fills, Objective and Tournament Points.

Pure Python (no Qt, no database): the GUI, the CLI and the tournament screens all call this. The
score sheet's editing rules are ``TallyModel`` (``model.py``): every view of a game edits through it.
"""

from .fill import asked, end_of_game, from_table, table_intelcom
from .model import Outcome, TallyModel
from .points import tournament_points
from .record import ClassifiedSlot, GameRecord, IntelcomCard, Override, check
from .score import PIPELINE, Line, PlayerScore, Score, SlotLine, Step, score

__all__ = [
    "PIPELINE", "ClassifiedSlot", "GameRecord", "IntelcomCard", "Line", "Outcome", "Override", "PlayerScore", "Score",
    "SlotLine", "Step", "TallyModel", "asked", "check", "end_of_game", "from_table", "score", "table_intelcom",
    "tournament_points",
]
