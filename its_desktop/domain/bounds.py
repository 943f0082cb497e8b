"""The physical bounds of every number a file can hold, declared once; every reader applies them.

A value past its bound is not a game anyone played: a base of 1.79e308 mm overflowed the scoring, a
trooper a kilometre off the table was evaluated without a word. Each reader checks with :func:`check`
and raises its own :class:`~.errors.InputError` subclass naming the field, so the bad value is one line
(``table.itstable: troopers[a1].base_mm: must be from 10 to 200 mm, got 1.79e+308``).

The bounds are generous on purpose: they refuse the impossible, never an unusual army.

- Bases: Infinity's bases run from 25 mm (infantry) to 70 mm and more (TAGs, large remotes); markers
  and tokens are 25-40 mm. 10-200 mm leaves room for any model a community prints.
- Positions: on the table (the season's sizes, at most 48 x 48 in) or beside it, within half the
  table's longer side from an edge (troopers waiting to deploy, a casualty set aside).
- Points: a trooper costs at most one army (the largest game is 400 points); a table holds at most a
  few hundred models and markers.
- Rounds and tables: a tournament has at most a few dozen rounds and a few hundred tables.
"""

from __future__ import annotations

from dataclasses import dataclass
from collections.abc import Callable
from typing import Any

from .errors import InputError


@dataclass(frozen=True)
class Bound:
    low: float
    high: float
    unit: str = ""  # shown after the numbers: " mm"

    def problem(self, value: float) -> str | None:
        """Why ``value`` is out of bounds (None when it is within)."""
        if self.low <= value <= self.high:
            return None
        from .i18n import _

        return _("must be from {low} to {high}{unit}, got {value}").format(low=f"{self.low:g}", high=f"{self.high:g}",
                                                                         unit=self.unit, value=f"{value:g}")


BASE_MM = Bound(10, 200, " mm")
TROOPER_POINTS = Bound(0, 400)       # Army Points of one trooper (and of a baggage or an INTELCOM value)
GAME_POINTS = Bound(1, 1000)         # a game size (the seasons' largest is 400; a custom event may go past)
MAX_TABLE_SIDE = 120.0               # table units: no season's table is larger (48 in); a file without one
TABLE_SIDE = Bound(12, MAX_TABLE_SIDE)  # a table's width or depth (a custom season's too): the seasons play 24-48
POSITION_MARGIN = 0.5                # beside the table: this share of its longer side from an edge
TROOPERS = Bound(0, 500)             # troopers (models, markers, tokens) on one table
MARKERS = Bound(0, 500)              # objective markers in one state
VICTORY_POINTS = Bound(0, 1000)      # a player's VP in one game: at most the largest game size
EVENT_ROUNDS = Bound(1, 50)          # round numbers of an event
TABLES = Bound(1, 1000)              # table numbers of an event
EVENT_PLAYERS = Bound(0, 5000)       # players of one event
GAME_ROUNDS = Bound(1, 10)           # game rounds (the seasons play 3; an extended format more)
MEASURE = Bound(0, 1000)             # a count or measure of one game's objective (markers, zones, cards)


def position(width: float | None, depth: float | None) -> tuple[Bound, Bound]:
    """The bounds of x and y on a table ``width`` x ``depth`` (table units); the largest table when unknown."""
    w = width if width and width > 0 else MAX_TABLE_SIDE
    d = depth if depth and depth > 0 else MAX_TABLE_SIDE
    margin = POSITION_MARGIN * max(w, d)
    from .i18n import _

    beside = _(" (on the table or beside it)")  # in the language of the moment: the bound is made per file read
    return Bound(-margin, w + margin, beside), Bound(-margin, d + margin, beside)


def within(bound: Bound) -> Callable[[float], float]:
    """A pydantic after-validator: the value, or ValueError saying why it is out of ``bound``."""

    def validate(value: float) -> float:
        why = bound.problem(value)
        if why is not None:
            raise ValueError(why)
        return value

    return validate


def check(value: float, bound: Bound, field: str, error: type[InputError] = InputError) -> float:
    """``value`` when within ``bound``; else ``error(field, why)``."""
    why = bound.problem(value)
    if why is not None:
        raise error(field, why)
    return value


def count(items: Any, bound: Bound, field: str, error: type[InputError] = InputError) -> None:
    """A list's length within ``bound`` (checked before its items are read)."""
    if isinstance(items, list) and len(items) > bound.high:
        from .i18n import _

        raise error(field, _("at most {high} entries, got {n}").format(high=f"{bound.high:g}", n=len(items)))


__all__ = ["BASE_MM", "Bound", "EVENT_PLAYERS", "EVENT_ROUNDS", "GAME_POINTS", "GAME_ROUNDS", "MARKERS", "MEASURE", "MAX_TABLE_SIDE",
           "POSITION_MARGIN", "TABLES", "TABLE_SIDE", "TROOPERS", "TROOPER_POINTS", "check", "count", "position", "within"]
