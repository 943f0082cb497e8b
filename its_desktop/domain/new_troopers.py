"""Where new troopers go on the table (Ctrl+1/Ctrl+2, an imported roster): in a row inside their player's
deployment zone, ready to drag, each beside the bases already there rather than on top of them, and clear of
the round's hazards (Panic Room's plague covers the zones' edges in round 1: a newcomer's trooper is not put
where the table kills it). A full row starts another, towards the table's centre."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from shapely import Point, unary_union

from .roster import RosterEntry, to_trooper

if TYPE_CHECKING:
    from shapely.geometry.base import BaseGeometry

    from .mission.resolved import ResolvedMission
    from .table import Trooper

GAP = 0.5  # between two bases of a row, in table units
ROW_STEP = 2.5  # from one row to the next


def hazard_in(mission: ResolvedMission, round_: int) -> BaseGeometry | None:
    """Where the scenario's hazards are in ``round_`` (None: nowhere)."""
    shapes = [z.geometry for z in mission.zones if z.kind == "hazard" and (not z.rounds or round_ in z.rounds)]
    return unary_union(shapes) if shapes else None


def in_a_row(mission: ResolvedMission, on_table: Iterable[Trooper], round_: int, player: str,
             entries: Iterable[RosterEntry]) -> list[Trooper]:
    """The troopers of ``entries`` for ``player``, each at its spot in the row (ids after those on the table)."""
    on_table = list(on_table)
    hazard = hazard_in(mission, round_)
    zone = mission.deployment(player)
    room = zone.difference(hazard) if hazard is not None else zone
    if room.is_empty:  # the hazard covers the whole zone (Panic Room at 150 points, round 2): no better spot
        room, hazard = zone, None
    x0, y0, _x1, y1 = room.bounds
    y = (y0 + y1) / 2
    start = x0 + 1.0
    out, x = [], start
    taken = {t.id for t in on_table}
    bases = [(t.x, t.y, t.base_mm / mission.unit_mm / 2) for t in on_table]
    n = 1
    for entry in entries:
        for _ in range(entry.count):
            while f"{player.lower()}{n}" in taken:
                n += 1
            tid = f"{player.lower()}{n}"
            taken.add(tid)
            r = entry.base_mm / mission.unit_mm / 2
            for _tries in range(10_000):  # a full table ends the search; the last spot is used
                if x + r > mission.width:
                    x, y = start, y + ROW_STEP * (1 if player == "A" else -1)
                clear = not any((x + r - bx) ** 2 + (y - by) ** 2 < (r + br + 0.25) ** 2 for bx, by, br in bases)
                # Clear of the hazard altogether (the table's rule counts more than half the base).
                if clear and (hazard is None or not hazard.intersects(Point(x + r, y).buffer(r))):
                    break
                x += 2 * r + GAP
            out.append(to_trooper(entry, tid, player, x + r, y))
            bases.append((x + r, y, r))
            x += 2 * r + GAP
    return out
