"""Where a player may put an element they place themselves (HVT, QAZ creature or template, beacon…).

Distances are measured from the element's edge: the distance from its centre to a zone minus its
radius. "At least 4 in outside any Deployment Zone" then means no point of the token or base comes
within 4 in of the zone, which is how every Infinity distance is measured on the table (from the
edge of the base). The whole element must lie on the table, and "own half" means the whole element
(it may touch the central line, as it may touch the edge of a zone it must be totally inside).

The element's radius is the ``radius`` argument, else its placement's season token, else its
``diameter`` expression, else 0: a point. HVTs are models on the player's own base and the packs
omit the QAZ Circular Template's size, so callers pass those radii. Elements of one placement share
their size, so others of the same placement (QAZ templates against each other) get ``radius`` too.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence

import numpy as np
from shapely import box
from shapely.geometry import Point, Polygon
from shapely.geometry.base import BaseGeometry
from shapely.ops import unary_union

from . import expr
from .evaluator import CONTACT_TOLERANCE_MM
from .i18n import _, decimal, join_words, language, pgettext
from .geometry import PreparedZone, decide
from .itstable import Placed
from .mission.resolved import ResolvedMission, ResolvedZone
from .mission.scenario import Constraint, Placement
from .table import PLAYERS, other
from .terrain.pieces import Piece
from .terrain.rules import scenery_refusal

# Table units. Typed and snapped positions are rounded: a millionth of an inch is no gap.
EPS = 1e-6
QUAD_SEGS = 16  # drawing only
_OTHERS = ("no_overlap", "no_contact")


def placement_spec(mission: ResolvedMission, placement_id: str) -> Placement:
    for p in mission.placements:
        if p.id == placement_id:
            return p
    known = ", ".join(p.id for p in mission.placements) or "none"
    raise ValueError(f"{mission.scenario.id}: no placement {placement_id!r}; known: {known}")


def element_radius(mission: ResolvedMission, spec: Placement, radius: float | None = None) -> float:
    """The radius in table units: the caller's, else the token's, else the diameter's, else 0."""
    if radius is not None:
        return float(radius)
    if spec.token is not None and spec.token in mission.season.tokens:
        return mission.season.tokens[spec.token].diameter_mm / mission.unit_mm / 2
    if spec.diameter is not None:
        return _eval(mission, spec.diameter) / 2
    return 0.0


def check_placement(mission: ResolvedMission, placement_id: str, player: str, x: float, y: float,
                    radius: float | None = None, others: Sequence[Placed] = (), *,
                    element_id: str | None = None, reading: str | None = None,
                    scenery: Sequence[Piece] = ()) -> list[str]:
    """Every rule the element at (x, y) breaks, one sentence each in the current language (the catalog's
    words, the zones by the short name the table shows); an empty list means it may go there.

    ``others`` are the elements already placed (both players'); the one whose id is ``element_id``
    (the element being moved) is skipped. ``scenery`` is the table's pieces: HVTs and Civilians may
    not go on or inside one (every season's pack says so).
    """
    _check_player(player)
    spec = placement_spec(mission, placement_id)
    r = element_radius(mission, spec, radius)
    it = _Element(spec.name.get())
    unit = _Units(mission)
    out = []
    W, D = mission.width, mission.depth
    over = max(r - x, x + r - W, r - y, y + r - D)
    if over > EPS:
        out.append(_("{it} must lie on the table: this one reaches {gap} past the table edge").format(
            **it.words, gap=unit.up(over)))
    on_scenery = scenery_refusal(mission.season, spec.what, it.it, x, y, r, scenery)
    if on_scenery is not None:
        out.append(on_scenery)
    if spec.organizer_note(mission.points) is not None:
        return out  # no spot meets the pack's rules at this size: the organizer's call, not ours
    for c in spec.constraints_for(reading):
        out.extend(_check(mission, spec, c, player, x, y, r, others, radius, element_id, it, unit))
    return out


def legal_area(mission: ResolvedMission, placement_id: str, player: str, *, radius: float | None = None,
               others: Sequence[Placed] | None = None, element_id: str | None = None,
               reading: str | None = None) -> BaseGeometry | None:
    """Where the element's centre may go, for drawing; None when it depends on ``others`` not given.

    Exact for every constraint but ``inside_zone`` with a more-than-half zone, drawn as the zone
    itself (exact along straight edges, a hair off at corners).
    """
    _check_player(player)
    spec = placement_spec(mission, placement_id)
    r = element_radius(mission, spec, radius)
    W, D = mission.width, mission.depth
    if 2 * r > min(W, D):
        return Polygon()
    area: BaseGeometry = box(r, r, W - r, D - r)
    contact = _contact(mission)
    if spec.organizer_note(mission.points) is not None:
        return area
    for c in spec.constraints_for(reading):
        if c.type.startswith("outside_"):
            by = _by(mission, c)
            for z in _deployments(mission, c.type, player):
                area = area.difference(z.geometry.buffer(by + r, quad_segs=QUAD_SEGS))
        elif c.type in ("inside_zone", "totally_inside_zone", "touching_zone_edge"):
            area = area.intersection(unary_union([_zone_region(c.type, z, r, contact)
                                                  for z in _zones(mission, c.zone or "", player)]))
        elif c.type == "own_half":
            lo, hi = (0.0, D / 2 - r) if player == "A" else (D / 2 + r, D)
            area = area.intersection(box(0, lo, W, hi)) if hi > lo else Polygon()
        elif c.type in _OTHERS:
            if others is None:
                return None
            gap = contact if c.type == "no_contact" else 0.0
            for o in _relevant(others, c, element_id):
                reach = r + _other_radius(mission, spec, o, radius) + gap
                if reach > 0:
                    area = area.difference(Point(o.x, o.y).buffer(reach, quad_segs=QUAD_SEGS))
    return area


# -- one constraint ---------------------------------------------------------------------------------

def _check(mission: ResolvedMission, spec: Placement, c: Constraint, player: str, x: float, y: float, r: float,
           others: Sequence[Placed], radius: float | None, element_id: str | None, it: _Element,
           unit: _Units) -> list[str]:
    if c.type.startswith("outside_"):
        by = _by(mission, c)
        where = _OUTSIDE_WHERE[c.type](None)
        out = []
        for z in _deployments(mission, c.type, player):
            _share, edge, centre_in = _measure(z, x, y, r)
            gap = (-edge if centre_in else edge) - r  # from the element's edge; negative: it reaches in
            if gap < by - EPS:
                words = {**it.words, "where": where, "zone": _zone_name(z), "distance": unit.num(by)}
                if gap >= 0:  # only with a distance to keep: "completely outside" fails by reaching in
                    out.append(_("{it} must be at least {distance} outside {where}: this one is {gap} from {zone}")
                               .format(**words, gap=unit.down(gap)))
                elif by > 0:
                    out.append(_("{it} must be at least {distance} outside {where}: this one reaches {gap} into "
                                 "{zone}").format(**words, gap=unit.up(-gap)))
                else:
                    out.append(_("{it} must be completely outside {where}: this one reaches {gap} into {zone}")
                               .format(**words, gap=unit.up(-gap)))
        return out
    if c.type in ("inside_zone", "totally_inside_zone", "touching_zone_edge"):
        zones = _zones(mission, c.zone or "", player)
        if not zones:
            return [_("{it} must be placed in a {zone} zone of Player {player}, and this mission has none").format(
                **it.words, zone=c.zone, player=player)]
        if any(_zone_ok(c.type, z, x, y, r, _contact(mission)) for z in zones):
            return []
        rule, miss, value = _zone_miss(c.type, zones, x, y, r, unit)
        return [_ZONE_MESSAGES[rule, miss](None).format(**it.words, zones=join_words((_zone_name(z) for z in zones),
                                                                                  "or"), gap=value)]
    if c.type == "own_half":
        half = mission.depth / 2
        over = y + r - half if player == "A" else half - (y - r)
        if over > EPS:
            return [_("{it} must be wholly in Player {player}'s half of the table: this one reaches {gap} past "
                      "the central line").format(**it.words, player=player, gap=unit.up(over))]
        return []
    if c.type in _OTHERS:
        out = []
        for o in _relevant(others, c, element_id):
            other = placement_spec(mission, o.placement) if _has(mission, o.placement) else None
            them = _Element(other.name.get() if other else o.placement)
            same = o.placement == spec.id
            gap = math.hypot(o.x - x, o.y - y) - r - _other_radius(mission, spec, o, radius)
            words = {**it.words, "other": them.name, "other_a": them.a, "player": o.player}
            if c.type == "no_overlap" and gap < -EPS:
                message = _("{it} may not overlap another {other}: this one overlaps Player {player}'s by {gap}") \
                    if same else _("{it} may not overlap {other_a}: this one overlaps Player {player}'s by {gap}")
                out.append(message.format(**words, gap=unit.up(-gap)))
            elif c.type == "no_contact" and gap <= _contact(mission):
                message = _("{it} may not touch another {other}: this one is in contact with Player {player}'s") \
                    if same else _("{it} may not touch {other_a}: this one is in contact with Player {player}'s")
                out.append(message.format(**words))
        return out
    return []  # anywhere


# Where an element must stay out of, as the sentence names it (the packs' Zone de Déploiement, Zona de Despliegue).
# Callables, so each message is a literal the catalog's coverage test reads.
_OUTSIDE_WHERE: dict[str, Callable[[str | None], str]] = {
    "outside_any_deployment": lambda lang: _("any deployment zone", lang),
    "outside_own_deployment": lambda lang: _("its own deployment zone", lang),
    "outside_enemy_deployment": lambda lang: _("the enemy deployment zone", lang)}

# (the rule the zone sets, what is wrong): one whole sentence each, so each language words it its own way.
_ZONE_MESSAGES: dict[tuple[str, str], Callable[[str | None], str]] = {
    ("edge", "away"): lambda lang: _("{it} must touch the edge of {zones}: this one is {gap} from it", lang),
    ("totally", "away"): lambda lang: _("{it} must be totally inside {zones}: this one is {gap} away from it", lang),
    ("totally", "out"): lambda lang: _("{it} must be totally inside {zones}: this one reaches {gap} outside it", lang),
    ("touching", "away"): lambda lang: _("{it} must touch or be inside {zones}: this one is {gap} away from it", lang),
    ("touching", "out"): lambda lang: _("{it} must touch or be inside {zones}: this one reaches {gap} outside it",
                                        lang),
    ("half", "share"): lambda lang: _("{it} must be more than half inside {zones}: this one has {gap} of its area "
                                      "inside", lang),
}


def _zone_name(z: ResolvedZone) -> str:
    """The name the table writes on the zone ("DZ A", "ZD A", "Q1"), so the player finds it there."""
    return z.short or z.name


def _zone_region(kind: str, z: ResolvedZone, r: float, contact: float) -> BaseGeometry:
    g = z.geometry
    if kind == "touching_zone_edge":
        return g.boundary.buffer(r + contact, quad_segs=QUAD_SEGS)
    rule = "totally_inside" if kind == "totally_inside_zone" else z.inside_rule
    if rule == "totally_inside":
        return g.buffer(-r, quad_segs=QUAD_SEGS) if r > 0 else g
    if rule == "touching":
        return g.buffer(r, quad_segs=QUAD_SEGS) if r > 0 else g
    return g


def _measure(z: ResolvedZone, x: float, y: float, r: float) -> tuple[float, float, bool]:
    """Exact fraction inside, distance from the centre to the edge, centre inside (as the evaluator)."""
    m = PreparedZone(z.geometry).measure(np.array([x]), np.array([y]), np.array([r]))
    return float(m.fraction[0]), float(m.boundary_distance[0]), bool(m.centre_inside[0])


def _zone_ok(kind: str, z: ResolvedZone, x: float, y: float, r: float, contact: float) -> bool:
    fraction, edge, centre_in = _measure(z, x, y, r)
    if kind == "touching_zone_edge":
        return edge - r <= contact
    rule = "totally_inside" if kind == "totally_inside_zone" else z.inside_rule
    if rule == "totally_inside":
        return centre_in and edge >= r - EPS
    return decide(rule, fraction, edge, centre_in, r)


def _zone_miss(kind: str, zones: list[ResolvedZone], x: float, y: float, r: float, unit: _Units
               ) -> tuple[str, str, str]:
    """The rule broken, what is wrong and by how much, measured against the nearest of the candidate zones."""
    facts = [_measure(z, x, y, r) for z in zones]
    if kind == "touching_zone_edge":
        gap = min(edge for _, edge, _ in facts) - r
        return "edge", "away", unit.down(gap)
    rule = "totally_inside" if kind == "totally_inside_zone" else zones[0].inside_rule
    if rule == "more_than_half":
        best = max(f for f, _, _ in facts)
        return "half", "share", f"{best * 100:.0f} %"
    said = "totally" if rule == "totally_inside" else "touching"
    # Depth of the centre inside (negative outside): the element sticks out by r minus that.
    depth = max(edge if inside else -edge for _, edge, inside in facts)
    if depth + r <= 0:
        return said, "away", unit.down(-(depth + r))
    return said, "out", unit.up(r - depth)


# -- helpers ----------------------------------------------------------------------------------------

def _check_player(player: str) -> None:
    if player not in PLAYERS:
        raise ValueError(f"player must be 'A' or 'B', got {player!r}")


def _eval(mission: ResolvedMission, value: expr.Expr) -> float:
    env = {"W": mission.width, "D": mission.depth, "points": float(mission.points), **mission.params}
    return expr.evaluate(value, env, mission.unit_mm)


def _by(mission: ResolvedMission, c: Constraint) -> float:
    return 0.0 if c.by is None else _eval(mission, c.by)


def _contact(mission: ResolvedMission) -> float:
    """Silhouette contact tolerance in table units (the evaluator's)."""
    return CONTACT_TOLERANCE_MM / mission.unit_mm


def _deployments(mission: ResolvedMission, kind: str, player: str) -> list[ResolvedZone]:
    enemy = other(player)
    owners = {"outside_any_deployment": PLAYERS, "outside_own_deployment": (player,),
              "outside_enemy_deployment": (enemy,)}[kind]
    return [z for z in mission.zones if z.kind == "deployment" and z.owner in owners]


def _zones(mission: ResolvedMission, ref: str, player: str) -> list[ResolvedZone]:
    """A zone by id, else a group: the player's own zones of it when its zones have owners."""
    exact = [z for z in mission.zones if z.id == ref]
    if exact:
        return exact
    group = [z for z in mission.zones if z.group == ref]
    if any(z.owner for z in group):
        return [z for z in group if z.owner == player]
    return group


def _relevant(others: Iterable[Placed], c: Constraint, element_id: str | None) -> list[Placed]:
    return [o for o in others if o.placement in c.with_ and (element_id is None or o.id != element_id)]


def _has(mission: ResolvedMission, placement_id: str) -> bool:
    return any(p.id == placement_id for p in mission.placements)


def _other_radius(mission: ResolvedMission, spec: Placement, o: Placed, radius: float | None) -> float:
    if o.placement == spec.id:
        return element_radius(mission, spec, radius)
    if not _has(mission, o.placement):
        return 0.0
    return element_radius(mission, placement_spec(mission, o.placement))


class _Element:
    """An element as a sentence names it: ``it`` starts a sentence, ``a`` follows a verb. English puts an article
    before the name ("An HVT", "a Beacon"); the article comes from the catalog, where French and Spanish give the
    bare name, as their articles would follow the noun's gender (and the pseudo-locale sees it wrapped)."""

    def __init__(self, name: str) -> None:
        self.name = name
        word = name.split()[0] if name.split() else name
        # Initialisms go by how their first letter sounds: "An HVT", "A QAZ Creature", "An Objective".
        vowel = word[:1] in "AEFHILMNORSX" if word.isupper() and len(word) > 1 else word[:1].lower() in "aeiou"
        self.it = (_("An {name}") if vowel else _("A {name}")).format(name=name)
        self.a = (_("an {name}") if vowel else _("a {name}")).format(name=name)

    @property
    def words(self) -> dict[str, str]:
        return {"it": self.it, "name": self.name}


class _Units:
    """Lengths in the words of the season's pack: table units are 2.5 cm gaming inches in the cm
    seasons, so a 4-unit gap reads "10 cm" there and "4 in" in the inch seasons (``po``/``pulg.`` in
    French and Spanish, with their decimal comma)."""

    def __init__(self, mission: ResolvedMission) -> None:
        self.unit = mission.season.unit
        self.name = {"in": pgettext("unit", "in"), "cm": pgettext("unit", "cm")}.get(self.unit, self.unit)
        self.scale = mission.unit_mm / (10.0 if self.unit == "cm" else 25.4)

    def up(self, v: float) -> str:
        return f"{decimal(_up(v * self.scale), language())} {self.name}"

    def down(self, v: float) -> str:
        return f"{decimal(_down(v * self.scale), language())} {self.name}"

    def num(self, v: float) -> str:
        return f"{decimal(f'{round(v * self.scale, 6):g}', language())} {self.name}"


def _down(v: float) -> str:
    """A distance that falls short, rounded down so '3.999' never reads as the 4 it misses."""
    return f"{math.floor(v * 100 + 1e-9) / 100:g}"


def _up(v: float) -> str:
    """An excess, rounded up so a tiny one never reads as 0."""
    return f"{max(math.ceil(v * 100 - 1e-9), 1) / 100:g}"


__all__ = ["check_placement", "element_radius", "legal_area", "placement_spec"]
