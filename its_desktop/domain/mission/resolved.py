"""A scenario at one game size: concrete geometry in table units, ready to draw and evaluate.

A zone keeps its area two ways: the Shapely geometry the rules evaluate, and the same polygons as plain
coordinates (``rings``), which is what a zone pickles as. A zone read back from the resolved-mission cache
(``resolved_cache.py``) builds its Shapely geometry on first use, so ``mission`` (its text, its JSON, the
zones' bounds) reads a cached table without importing Shapely or NumPy.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .common import Localized, with_lengths
from .dump import dump  # notes (``inferred``) are dumped as strings in the language asked
from .objectives import MarkersMeasure, Objective
from .scenario import Placement, Scenario
from .season import ControlRule, Season

if TYPE_CHECKING:
    from shapely.geometry.base import BaseGeometry

# One polygon as plain coordinates: its exterior ring and its holes, each closed (first point repeated) as
# Shapely gives them. A zone is one polygon or several (a MultiPolygon).
Ring = tuple[tuple[float, float], ...]
Rings = tuple[tuple[Ring, tuple[Ring, ...]], ...]


def rings_of(geometry: BaseGeometry) -> Rings | None:
    """A Polygon's or MultiPolygon's coordinates (None for any other geometry: it stays a Shapely one)."""
    kind = geometry.geom_type
    if kind not in ("Polygon", "MultiPolygon") or geometry.is_empty:
        return None
    parts = list(getattr(geometry, "geoms", [geometry]))
    return tuple((tuple(p.exterior.coords), tuple(tuple(r.coords) for r in p.interiors)) for p in parts)


def _geometry_of(rings: Rings, multi: bool) -> BaseGeometry:
    from shapely.geometry import MultiPolygon, Polygon

    polygons = [Polygon(shell, holes) for shell, holes in rings]
    return MultiPolygon(polygons) if multi else polygons[0]


def spots_of(geometry: BaseGeometry) -> tuple[tuple[float, float], ...]:
    """Where a label may go inside ``geometry``, best first: its centre, then a grid of inner points. The table
    places a zone's name at the first free one; kept with the zone (``ResolvedZone.spots``) so that a table read
    back from the cache lays its labels out without Shapely."""
    from shapely import contains_xy

    g = geometry
    c, cen = g.representative_point(), g.centroid
    spots = [(cen.x, cen.y), (c.x, c.y)]
    x0, y0, x1, y1 = g.bounds
    spots += [(x0 + (x1 - x0) * i / 8, y0 + (y1 - y0) * j / 8)
              for j in (4, 3, 5, 2, 6, 1, 7) for i in (4, 3, 5, 2, 6, 1, 7)]
    # One vectorised test for the 51 spots (a Point each was about 25 ms of opening a table).
    inside = contains_xy(g, [x for x, _ in spots], [y for _, y in spots])
    return tuple(s for s, ok in zip(spots, inside.tolist()) if ok) or ((c.x, c.y),)


class _Geometry:
    """The ``geometry`` field of a zone: stored as given, or (a zone unpickled from its rings) built from the
    rings the first time it is read. A data descriptor, so the frozen dataclass's ``__init__`` sets it too."""

    def __get__(self, zone: ResolvedZone | None, owner: type | None = None) -> Any:
        if zone is None:
            return self
        state = zone.__dict__
        if "_geometry" not in state:  # unpickled from its rings (a geometry given as None stays None)
            state["_geometry"] = _geometry_of(state["_rings"], state["_multi"])
        return state["_geometry"]

    def __set__(self, zone: ResolvedZone, geometry: BaseGeometry) -> None:
        zone.__dict__["_geometry"] = geometry
        zone.__dict__.pop("_rings", None)


class _Worded:
    """A name field that may hold lengths ("within {4 in} of"): kept as resolved, read in the reader's units
    (``with_lengths``), so a units choice made after the table was resolved (or cached) still shows. A data
    descriptor, so the frozen dataclass's ``__init__`` sets it too; it pickles as the text it was given."""

    def __set_name__(self, owner: type, name: str) -> None:
        self.key = "_" + name

    def __get__(self, obj: Any, owner: type | None = None) -> Any:
        if obj is None:
            return self
        text = obj.__dict__[self.key]
        return with_lengths(text) if text and "{" in text else text  # a reason may be None (not inferred)

    def __set__(self, obj: Any, text: str) -> None:
        obj.__dict__[self.key] = text


@dataclass(frozen=True)
class ResolvedZone:
    id: str
    kind: str
    name: str
    owner: str | None
    geometry: BaseGeometry  # read through _Geometry (set on the class below)
    phase: str
    rounds: list[int] | None
    is_zo: bool
    inside_rule: str
    group: str
    source: str
    inferred: str | None = None
    per_round: bool = False  # one of a zone's per-round copies (it exists in its one round only)
    ends_when: Any = None  # a scenario Condition: the zone is gone once it holds on the table
    short: str = ""  # the one name every surface shows ("Q1", "ZD A"); ``name`` goes in tooltips and keys

    @property
    def rings(self) -> Rings:
        """The zone's polygons as plain coordinates (exterior, holes), without Shapely when it was cached."""
        state = self.__dict__
        if (rings := state.get("_rings")) is None:
            rings = rings_of(self.geometry)
            if rings is None:
                raise ValueError(f"zone {self.id}: a {self.geometry.geom_type} is not polygons")
            state["_rings"] = rings
        return rings

    @property
    def spots(self) -> tuple[tuple[float, float], ...]:
        """Where the zone's label may go, best first (``spots_of``): worked out once, and pickled with the zone."""
        state = self.__dict__
        if (got := state.get("_spots")) is None:
            got = state["_spots"] = spots_of(self.geometry)
        return got

    @property
    def bounds(self) -> tuple[float, float, float, float]:
        """(min x, min y, max x, max y), as Shapely's ``bounds``: the exteriors hold every point."""
        xs = [x for shell, _ in self.rings for x, _ in shell]
        ys = [y for shell, _ in self.rings for _, y in shell]
        return min(xs), min(ys), max(xs), max(ys)

    def __getstate__(self) -> dict[str, Any]:
        # Plain coordinates instead of the Shapely object, when the zone is polygons (every library zone is).
        state = dict(self.__dict__)
        if rings_of(self.geometry) is not None:
            state["_rings"], state["_multi"] = self.rings, self.geometry.geom_type == "MultiPolygon"
            state.pop("_geometry", None)
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__dict__.update(state)

    def to_json(self) -> dict[str, Any]:
        (shell, holes), *others = self.rings
        return {
            "id": self.id,
            "kind": self.kind,
            "name": self.name,
            "short": self.short,
            "owner": self.owner,
            "group": self.group,
            "polygon": _ring(shell),
            "holes": [_ring(r) for r in holes],
            "parts": [{"polygon": _ring(p), "holes": [_ring(r) for r in h]} for p, h in others],
            "when": {"phase": self.phase, "rounds": self.rounds},
            "is_zo": self.is_zo,
            "inside_rule": self.inside_rule,
            "inferred": self.inferred is not None,
            "inferred_reason": self.inferred,
            "source": self.source,
        }


# After the dataclass is made, so the field stays required; the frozen __init__ sets it through __set__.
setattr(ResolvedZone, "geometry", _Geometry())  # noqa: B010 - a descriptor on the class, hidden from the dataclass


def _ring(coords: Any) -> list[list[float]]:
    points = [[round(x, 6), round(y, 6)] for x, y in coords]
    return points[:-1] if len(points) > 1 and points[0] == points[-1] else points


# Declared states that a table records as activated / hacked / connected.
ACTIVATION_STATES = {"activated_by", "hacked_by", "connected", "activated_once_per_player", "alternating", "acquired"}


@dataclass(frozen=True)
class ResolvedMarker:
    id: str
    group: str
    kind: str
    name: str
    label: str
    owner: str | None
    x: float
    y: float
    diameter_mm: float | None
    footprint: tuple[float, float] | None  # extent along x, extent along y (table units)
    control: ControlRule
    states: list[str]
    initial_state: dict[str, Any]
    movable: bool
    profile: str | None
    source: str
    inferred: str | None = None
    # What a Destroyed marker still holds ("activated", "controlled"), the pack line, and the
    # reading not taken where the text allows two (shown with the results that count the marker).
    destroyed_keeps: tuple[str, ...] = ()
    destroyed_source: str | None = None
    destroyed_by_holder: bool = False
    contested: str | None = None  # "both" or "roll_off" (among surviving Specialists)
    destroyed_other_reading: Localized | None = None  # shown in the reader's language
    short: str = ""  # the label as the table shows it beside the number; ``label`` in the key
    # The name's gender per language ({"fr": "f", "es": "f"}): the state words agree with it.
    gender: Mapping[str, str] = field(default_factory=dict, compare=False)

    @property
    def exclusive(self) -> bool:
        """Held by one player at most: activating it again takes it from the other player (or the
        other player cannot touch it). Only a Hacked console is "accounted by both players"."""
        return bool(set(self.states) & {"activated_by", "connected", "alternating"}) and "hacked_by" not in self.states

    def table_states(self) -> set[str]:
        """The ``state`` values a table may give this marker: only what its scenario declares.

        A marker that can only be Destroyed is never "removed" (removed at STR 0 it is destroyed);
        activated / hacked / connected are one state under three names.
        """
        out = {"present"}
        if "removed" in self.states:
            out.add("removed")
        if "destroyed" in self.states:
            out.add("destroyed")
        if "open" in self.states:
            out |= {"open", "closed"}
        if set(self.states) & ACTIVATION_STATES:
            out |= {"activated", "hacked", "connected"}
        return out

    def radius(self, unit_mm: float) -> float:
        """Half the footprint in table units (round tokens; half the width of a rectangular one)."""
        if self.diameter_mm is not None:
            return self.diameter_mm / unit_mm / 2
        assert self.footprint is not None
        return max(self.footprint) / 2

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "group": self.group,
            "kind": self.kind,
            "name": self.name,
            "label": self.label,
            "short": self.short,
            "owner": self.owner,
            "x": round(self.x, 6),
            "y": round(self.y, 6),
            "diameter_mm": self.diameter_mm,
            "footprint": list(self.footprint) if self.footprint else None,
            "placement": "fixed",
            "initial_state": self.initial_state,
            "states": self.states,
            "control": dump(self.control, exclude_none=True),
            "inferred": self.inferred is not None,
            "inferred_reason": self.inferred,
            "source": self.source,
        }


# Texts that may hold lengths ("{24 in} from the edges"): a zone's names, and the reason a zone or a marker is
# inferred, read in the units chosen when they are read (see _Worded).
for _cls, _field in ((ResolvedZone, "name"), (ResolvedZone, "short"), (ResolvedZone, "inferred"),
                     (ResolvedMarker, "inferred")):
    _worded = _Worded()
    _worded.__set_name__(_cls, _field)
    setattr(_cls, _field, _worded)


@dataclass(frozen=True)
class ResolvedMission:
    scenario: Scenario
    season: Season
    points: int
    width: float
    depth: float
    zones: list[ResolvedZone]
    markers: list[ResolvedMarker]
    params: dict[str, float] = field(default_factory=dict)

    @property
    def unit_mm(self) -> float:
        return self.season.unit_mm

    @property
    def hvt_harm_loses_game(self) -> bool:
        """Whether harming the enemy HVT loses this game: the season's rule (S10 L471, S8 L433),
        for a Neutral Civilian HVT only, unless the scenario says otherwise (``hvt.harm_loses_game``)."""
        hvt = self.scenario.hvt
        if not self.season.killing.harming_enemy_hvt_loses_game or hvt.per_player == 0:
            return False
        return hvt.harm_loses_game if hvt.harm_loses_game is not None else hvt.role == "civilian"

    @property
    def placements(self) -> list[Placement]:
        return self.scenario.placements

    def deployment(self, side: str) -> BaseGeometry:
        """Where ``side`` deploys: its deployment zone, or the union of them (Power Pack has two)."""
        from shapely import unary_union

        return unary_union([z.geometry for z in self.zones if z.kind == "deployment" and z.owner == side])

    def zone(self, zone_id: str) -> ResolvedZone:
        for z in self.zones:
            if z.id == zone_id:
                return z
        raise KeyError(zone_id)

    def marker(self, marker_id: str) -> ResolvedMarker:
        for m in self.markers:
            if m.id == marker_id:
                return m
        raise KeyError(marker_id)

    def max_op(self) -> int:
        return max_op(self.scenario, self.season, self.points)

    def counted_gender(self, objective: Objective) -> dict[str, str]:
        """The gender, per language, of what a scoring line counts when it counts markers ("1 PO chacune"
        for Consoles): the markers' own ``gender``, as their state words use it. A group of mixed genders
        agrees in the masculine, as French and Spanish do; a line that counts no markers gives ``{}``."""
        m = objective.measure
        if not isinstance(m, MarkersMeasure):
            return {}
        counted = [mk.gender for mk in self.markers if mk.id in m.of or mk.group in m.of]
        return {lang: "f" if counted and all(g.get(lang) == "f" for g in counted) else "m" for lang in ("fr", "es")}

    def _placement_json(self, p: Placement, lang: str = "en") -> dict[str, Any]:
        """A placement with its expressions evaluated at this size (``by``, ``diameter``), in table units."""
        out: dict[str, Any] = dump(p, json=True, by_alias=True, exclude_none=True, lang=lang)
        out.pop("organizer_at", None)
        note = p.organizer_note(self.points)
        if note is not None:
            out["organizer_choice"] = note
        if p.diameter is not None:
            out["diameter"] = _evaluated(self, p.diameter)
        for c, raw in zip(p.constraints, out.get("constraints", [])):
            if c.by is not None:
                raw["by"] = _evaluated(self, c.by)
        return out

    def to_json(self, lang: str = "en") -> dict[str, Any]:
        sc = self.scenario
        return {
            "id": sc.id,
            "name": sc.name.get(lang),
            "season": sc.season,
            "points": self.points,
            "unit": self.season.unit,
            "unit_mm": self.season.unit_mm,
            "table": {"width": self.width, "depth": self.depth},
            "zones": [z.to_json() for z in self.zones],
            "markers": [m.to_json() for m in self.markers],
            "placements": [self._placement_json(p, lang) for p in sc.placements],
            "deployment_bans": [dump(b, json=True, by_alias=True, exclude_none=True, lang=lang)
                                for b in sc.deployment_bans],
            "roles": [dump(r, json=True, exclude_none=True, lang=lang) for r in sc.roles],
            "flags": dump(sc.flags, json=True),
            "hvt": dump(sc.hvt, json=True, lang=lang),
            "classified": dump(sc.classified, json=True, exclude_none=True, lang=lang),
            "scoring": [dump(o, json=True, exclude_none=True, lang=lang) for o in sc.scoring],
            "max_op": self.max_op(),
            "notes": sc.notes.get(lang),
            "readings": [a.get(lang) for a in sc.ambiguities],  # what the pack leaves open and how we read it
        }


def _evaluated(mission: ResolvedMission, value: Any) -> Any:
    """An expression of the file (``"cm(10)"``) as the number it is at this size, in table units."""
    from its_desktop.domain import expr

    if value is None or isinstance(value, (int, float)):
        return value
    env = {"W": mission.width, "D": mission.depth, "points": float(mission.points), **mission.params}
    return round(expr.evaluate(value, env, mission.unit_mm), 6)


def max_op(scenario: Scenario, season: Season, points: int | None = None) -> int:
    """The most Objective Points the scenario's data can give: alternatives count once, at their best."""
    by_id = {o.id: o for o in scenario.scoring}

    def root(oid: str) -> str:
        seen = set()
        while (parent := by_id[oid].alternative_of) and oid not in seen:
            seen.add(oid)
            oid = parent
        return oid

    groups: dict[str, int] = {}
    for o in scenario.scoring:
        key = root(o.id)
        groups[key] = max(groups.get(key, 0), o.max_op(season.rounds, points))
    total = sum(groups.values())
    cls = scenario.classified
    if cls.only_below is None:
        return total + cls.max_op
    for _ in range(cls.count):  # each card counts only while the total is below the mark
        if total < cls.only_below:
            total += cls.op_each
    return total
