"""The tally: a game's record, the measures the table fills, Objective and Tournament Points.

Pure Python (no Qt, no database): the GUI, the CLI and the tournament screens all call this.
"""

from .fill import asked, end_of_game, from_table, table_intelcom
from .points import tournament_points
from .record import ClassifiedSlot, GameRecord, IntelcomCard, Override, check
from .score import PIPELINE, Line, PlayerScore, Score, SlotLine, Step, score

__all__ = [
    "PIPELINE", "ClassifiedSlot", "GameRecord", "IntelcomCard", "Line", "Override", "PlayerScore", "Score",
    "SlotLine", "Step", "asked", "check", "end_of_game", "from_table", "score", "table_intelcom",
    "tournament_points",
]
