"""When domination on the table is a result and when it is only "so far".

The packs score Zones of Operations at the end of the round ("At the end of each Game Round, but not
before…"), so what the table shows between two round ends is what the round would score if it ended
now. Every surface (the table, the referee panel, `render`, the stream) asks this one rule.
"""

from __future__ import annotations


def domination_provisional(table_round: int, rounds_scored: int, finished: bool = False) -> bool:
    """True while the table's round has not been scored yet (and the game goes on)."""
    return not finished and table_round > rounds_scored
