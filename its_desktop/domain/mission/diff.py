"""Compare two missions: what a player would notice between them at one game size, in their words.

``missions diff`` prints it: the scenarios by name, then what only one has and what changed, grouped as a
player reads a mission (table, zones, objectives on the table, scoring, rules); ids never stand in for names.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import TypeVar

from .. import lengths
from ..i18n import _, feminine, pgettext
from . import catalog
from .objectives import Objective
from .resolved import ResolvedMarker, ResolvedMission, ResolvedZone
from .scenario import Scenario


def diff(first: str, second: str, points: int | None = None) -> Iterator[str]:
    a_sc, b_sc = catalog.scenario(first), catalog.scenario(second)
    if points is None:
        common = [p for p in catalog.sizes(first) if p in catalog.sizes(second)]
        points = common[len(common) // 2] if common else catalog.sizes(first)[0]
    a, b = catalog.mission(first, points), catalog.mission(second, points)
    name_a, name_b = _named(a), _named(b)
    if name_a == name_b:  # the same scenario name in two seasons: say which is which by id too
        name_a, name_b = f"{name_a} [{first}]", f"{name_b} [{second}]"
    yield _("{first} compared with {second}, at {points} points").format(first=name_a, second=name_b, points=points)
    # One unit for both sides (the reader's choice, else the first pack's own): a table unit is one inch or
    # 2.5 cm in every pack, so S16's 48 and S13's 48 are the same table, not "48 in → 120 cm".
    unit = lengths.shown_unit(a.season.unit)
    size_a, size_b = lengths.size(a.width, a.depth, unit), lengths.size(b.width, b.depth, unit)
    sections = [
        (_("Table"), [_("{a} → {b}").format(a=size_a, b=size_b)] if size_a != size_b else []),
        (_("Zones"), list(_side_by_side({z.id: z for z in a.zones if z.kind != "half"},
                                        {z.id: z for z in b.zones if z.kind != "half"},
                                        lambda z: z.name, lambda z: _zone_text(z, unit), name_a, name_b))),
        (_("Objectives on the table"), list(_side_by_side({m.id: m for m in a.markers}, {m.id: m for m in b.markers},
                                                          lambda m: m.label, lambda m: _marker_text(m, unit),
                                                          name_a, name_b))),
        (_("Scoring"), list(_side_by_side({o.id: o for o in a_sc.scoring}, {o.id: o for o in b_sc.scoring},
                                          lambda o: o.name.get(),
                                          lambda o: _objective_text(o, a if o in a_sc.scoring else b),
                                          name_a, name_b))),
        (_("Rules"), list(_rules(a_sc, b_sc))),
    ]
    shown = [(title, lines) for title, lines in sections if lines]
    if not shown:
        yield _("No difference a player would notice.")
    for title, lines in shown:
        yield title
        for line in lines:
            yield f"  {line}"


def _named(mission: ResolvedMission) -> str:
    season = mission.season.name.get() if hasattr(mission.season.name, "get") else str(mission.season.name)
    return f"{mission.scenario.name.get()} ({season})"


def _table_size(m: ResolvedMission) -> str:
    """``24 × 32 in`` / ``120 × 120 cm``: by the units rule (--units, else the pack's own), with the language's
    symbol (po, pulg.) and decimal mark (domain.lengths)."""
    return lengths.size(m.width, m.depth, m.season.unit)


def _zone_text(z: ResolvedZone, unit: str) -> str:
    x0, y0, x1, y1 = z.geometry.bounds
    return _("x {x0}–{x1}, y {y0}–{y1} {unit}").format(
        x0=lengths.value(x0, unit), x1=lengths.value(x1, unit), y0=lengths.value(y0, unit),
        y1=lengths.value(y1, unit), unit=lengths.symbol(unit))


def _marker_text(m: ResolvedMarker, unit: str) -> str:
    return lengths.coordinates(m.x, m.y, unit)


def _objective_text(o: Objective, mission: ResolvedMission) -> str:
    when = {"round_end": _("at the end of each round"), "game_end": _("at the end of the game"),
            "turn_end": _("at the end of each player turn"), "event": _("when it happens")}.get(o.when, o.when)
    if o.kind == "banded" or o.op is None:
        worth = _("OP by bands")
    elif o.kind == "per_item":
        worth = (pgettext("feminine", "{op} OP each") if feminine(mission.counted_gender(o))
                 else _("{op} OP each")).format(op=o.op)
        if o.cap is not None:
            worth += ", " + _("at most {cap}").format(cap=o.cap)
    elif o.kind == "compare_more":
        worth = _("{op} OP for more than the opponent").format(op=o.op)
    elif o.kind == "compare_same":
        worth = _("{op} OP for as many as the opponent").format(op=o.op)
    else:
        worth = _("{op} OP").format(op=o.op)
    return f"{worth} ({when})"


T = TypeVar("T")


def _side_by_side(a: Mapping[str, T], b: Mapping[str, T], name: Callable[[T], str], text: Callable[[T], str],
                  name_a: str, name_b: str) -> Iterator[str]:
    """What only the first has, what only the second has, then what both have but differs: named, with what
    differs (an item both have under two names shows both)."""
    for key in sorted(a.keys() - b.keys()):
        yield _("only in {mission}: {item}, {what}").format(mission=name_a, item=name(a[key]), what=text(a[key]))
    for key in sorted(b.keys() - a.keys()):
        yield _("only in {mission}: {item}, {what}").format(mission=name_b, item=name(b[key]), what=text(b[key]))
    for key in sorted(a.keys() & b.keys()):
        if text(a[key]) != text(b[key]):
            item = name(a[key]) if name(a[key]) == name(b[key]) else f"{name(a[key])} / {name(b[key])}"
            yield _("{item}: {a} → {b}").format(item=item, a=text(a[key]), b=text(b[key]))


def _rules(a_sc: Scenario, b_sc: Scenario) -> Iterator[str]:
    retreat = {"ends_game": _("Retreat! ends the game"), "no_quarter": _("No Quarter (Retreat! does not end it)"),
               "not_stated": _("not stated")}
    rows = [
        (_("Retreat!"), retreat.get(a_sc.flags.retreat, a_sc.flags.retreat),
         retreat.get(b_sc.flags.retreat, b_sc.flags.retreat)),
        (_("Tactical Support Options"), str(a_sc.flags.tactical_support), str(b_sc.flags.tactical_support)),
        (_("Reinforcements"), _yes(a_sc.flags.reinforcements), _yes(b_sc.flags.reinforcements)),
        (_("Direct Action"), _yes(a_sc.flags.direct_action), _yes(b_sc.flags.direct_action)),
    ]
    if a_sc.classified.max_op != b_sc.classified.max_op:
        rows.append((_("Classified Objectives"),
                     _("{n} × {op} OP").format(n=a_sc.classified.count, op=a_sc.classified.op_each),
                     _("{n} × {op} OP").format(n=b_sc.classified.count, op=b_sc.classified.op_each)))
    for what, va, vb in rows:
        if va != vb:
            yield _("{item}: {a} → {b}").format(item=what, a=va, b=vb)


def _yes(flag: bool) -> str:
    return _("yes") if flag else _("no")
