"""The ``.itstable`` file: one table's state (mission, round, troopers, markers, placed elements).

The same JSON is what ``its-desktop evaluate`` reads and what the tally stores at the end of each
round, so a referee can reopen any table as it was.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from . import bounds, files, inputs
from .errors import InputError
from .i18n import _
from .terrain.layouts import NamedLayout, check_name
from .terrain.pieces import SIZE_LIMIT, Piece, scenery_from_json
from .table import PLAYERS, MarkerState, StateError, TableState, Trooper, _number, parse_state

if TYPE_CHECKING:
    from .mission import ResolvedMission

FORMAT = "itstable"
VERSION = 3  # 2: scenery; 3: doors and windows in the scenery. A file is written at the lowest version
# that holds what it has (none: 1, scenery: 2, an opening: 3), so a reader of an older version refuses
# it rather than dropping the pieces or their openings on its next save, and opens every file it could.


@dataclass(frozen=True)
class Placed:
    """An element a player placed (HVT, QAZ creature, QAZ template…), by its scenario placement id."""

    id: str
    placement: str
    player: str
    x: float
    y: float


@dataclass
class TableDocument:
    mission: str
    points: int
    round: int = 1
    turn: str = "A"
    troopers: list[Trooper] = field(default_factory=list)
    markers: dict[str, MarkerState] = field(default_factory=dict)
    placed: list[Placed] = field(default_factory=list)
    intelcom: dict[str, tuple[str, float]] = field(default_factory=dict)
    scenery: list[Piece] = field(default_factory=list)

    def state(self) -> TableState:
        return TableState(self.mission, self.points, tuple(self.troopers), tuple(self.markers.values()),
                          self.round, dict(self.intelcom))

    def trooper(self, tid: str) -> Trooper:
        for t in self.troopers:
            if t.id == tid:
                return t
        raise KeyError(tid)

    def replace_trooper(self, tid: str, **changes: Any) -> Trooper:
        for i, t in enumerate(self.troopers):
            if t.id == tid:
                self.troopers[i] = replace(t, **changes)
                return self.troopers[i]
        raise KeyError(tid)

    def version(self) -> int:
        """The lowest format version that holds this table (see ``VERSION``)."""
        if any(p.openings for p in self.scenery):
            return 3
        return 2 if self.scenery else 1

    def to_json(self) -> dict[str, Any]:
        def trooper(t: Trooper) -> dict[str, Any]:
            d = asdict(t)
            d["roles"] = sorted(t.roles)
            d["tags"] = sorted(t.tags)
            return {k: v for k, v in d.items() if v is not None and v != []}

        def marker(m: MarkerState) -> dict[str, Any]:
            d = {"id": m.id, "x": m.x, "y": m.y, "state": m.state, "carried_by": m.carried_by,
                 "activated_by": list(m.activated_by)}
            return {k: v for k, v in d.items() if v not in (None, [])}

        out = {
            "format": FORMAT, "version": self.version(), "mission": self.mission, "points": self.points,
            "round": self.round, "turn": self.turn,
            "troopers": [trooper(t) for t in self.troopers],
            "markers": [marker(m) for m in self.markers.values()],
            "placed": [asdict(p) for p in self.placed],
            "intelcom": {p: {"zone": z, "value": v} for p, (z, v) in self.intelcom.items()},
        }
        if self.scenery:
            out["scenery"] = [p.to_json() for p in self.scenery]
        return out


def check_format(raw: Any) -> None:
    """Refuse another program's JSON and a file from a newer version (a STATE without them is fine)."""
    if not isinstance(raw, dict):
        raise StateError("(top level)", _("must be an object"))
    if raw.get("format", FORMAT) != FORMAT:  # the whole file's fault: "x.json: not an ITS table file", no "format:"
        raise StateError("(file)", _("not an ITS table file ({got!r})").format(got=raw.get("format")))
    version = raw.get("version", VERSION)
    if isinstance(version, bool) or not isinstance(version, int) or not 1 <= version <= VERSION:
        raise StateError("version", _("made by a newer version ({got!r}); this one reads up to {version}").format(
            got=version, version=VERSION) if isinstance(version, int) and version > VERSION else
            _("must be a version number from 1 to {version}, got {got!r}").format(version=VERSION, got=version))


def from_json(raw: Any, states: set[str], markers: set[str] | dict[str, set[str]], zones: set[str], rounds: int,
              placements: set[str], roles: set[str] | None = None, table: tuple[float, float] | None = None
              ) -> TableDocument:
    """Check a decoded ``.itstable`` (fields named in errors) and build the document; ``table`` (width,
    depth) bounds the positions (``domain.bounds``)."""
    check_format(raw)
    state = parse_state(raw, states, markers, zones, rounds, roles, table)
    at = bounds.position(*(table or (None, None)))
    turn = raw.get("turn", "A")
    if turn not in PLAYERS:
        raise StateError("turn", _("must be 'A' or 'B', got {got!r}").format(got=turn))
    placed = []
    raw_placed = raw.get("placed") or []
    if not isinstance(raw_placed, list):
        raise StateError("placed", _("must be a list"))
    bounds.count(raw_placed, bounds.TROOPERS, "placed", StateError)
    for i, p in enumerate(raw_placed):
        where = f"placed[{i}]"
        if not isinstance(p, dict):
            raise StateError(where, _("must be an object"))
        if not isinstance(p.get("placement"), str) or p["placement"] not in placements:
            raise StateError(f"{where}.placement", _("no placement {id!r} in this mission").format(id=p.get("placement")))
        if not isinstance(p.get("player"), str) or p["player"] not in PLAYERS:
            raise StateError(f"{where}.player", _("must be 'A' or 'B'"))
        if not isinstance(p.get("id"), str) or not p["id"]:
            raise StateError(f"{where}.id", _("must be a non-empty string"))
        placed.append(Placed(p["id"], p["placement"], p["player"], _number(p.get("x"), f"{where}.x", bound=at[0]),
                             _number(p.get("y"), f"{where}.y", bound=at[1])))
    if raw.get("version", VERSION) < 2 and "scenery" in raw:
        raise StateError("scenery", _("needs format version 2 (this file says version 1)"))
    if raw.get("version", VERSION) < 3 and isinstance(raw.get("scenery"), list):
        for i, p in enumerate(raw["scenery"]):
            if isinstance(p, dict) and "openings" in p:
                raise StateError(f"scenery[{i}].openings", _("needs format version 3 (this file says version "
                                                             "{version})").format(version=raw.get("version")))
    return TableDocument(state.mission, state.points, state.round or 1, turn, list(state.troopers),
                         {m.id: m for m in state.markers}, placed, dict(state.intelcom),
                         scenery_from_json(raw.get("scenery"), *(table or (SIZE_LIMIT, SIZE_LIMIT))))


def read_text(path: Path) -> Any:
    """The decoded JSON of a table file, through the input boundary (size, encoding, depth, values)."""
    return inputs.read_json(path)


def save(doc: TableDocument, path: Path) -> None:
    """Write atomically: a crash mid-save leaves the previous file whole (mode and symlinks: see ``files``)."""
    files.write_text(path, json.dumps(doc.to_json(), indent=2, ensure_ascii=False))


def load(path: Path) -> TableDocument:
    """Read and check an ``.itstable`` file against its mission; errors name the file and the field."""
    try:
        return document(read_text(path))
    except InputError as exc:
        raise exc.in_file(path) from None


def document(raw: Any) -> TableDocument:
    """A decoded ``.itstable`` checked against the library mission it names."""
    check_format(raw)
    return for_mission(mission_of(raw), raw)


def for_mission(mission: ResolvedMission, raw: Any) -> TableDocument:
    """A decoded ``.itstable`` checked against a resolved mission: every name, state and activation."""
    from .evaluator import check_activation, check_roles

    doc = from_json(raw, set(mission.season.trooper_states), {m.id: m.table_states() for m in mission.markers},
                    {z.id for z in mission.zones} | {z.group for z in mission.zones}, mission.season.rounds,
                    {p.id for p in mission.placements}, {r.id.replace("-", "_") for r in mission.scenario.roles},
                    (mission.width, mission.depth))
    check_activation(mission, list(doc.markers.values()))
    check_roles(mission, doc.troopers)
    return doc


def mission_of(raw: dict[str, Any]) -> ResolvedMission:
    """The library mission a state names, its ``mission`` and ``points`` checked as fields."""
    from .mission import UnknownMission, catalog

    check_format(raw)  # another kind of file (an event file, a game record) is said so, not "mission: missing"
    mission_id, points = raw.get("mission"), raw.get("points")
    if not isinstance(mission_id, str):
        raise StateError("mission", _("missing") if mission_id is None else _("must be a mission id, got {got!r}").format(
            got=mission_id))
    if isinstance(points, bool) or not isinstance(points, int):
        raise StateError("points", _("missing") if points is None else _("must be a whole number, got {value!r}").format(
            value=points))
    try:
        scenario = catalog.scenario(mission_id)
    except UnknownMission:
        raise StateError("mission", _("unknown mission {id} (see 'its-desktop missions list')").format(
            id=catalog.shown(mission_id))) from None
    sizes = catalog.sizes(scenario.id)
    if points not in sizes:
        raise StateError("points", _("{points} is not a game size of {mission} ({sizes})").format(
            points=points, mission=mission_id, sizes=", ".join(str(p) for p in sizes)))
    return catalog.mission(mission_id, points)


def named_layout(path: Path, name: str | None = None) -> NamedLayout:
    """The scenery layout on a table file (its pieces, its mission's table size) for an event's library;
    ``name``: the file's name without ``.itstable`` unless given. Read and checked as :func:`load` does; an
    error is one line naming the file and the field."""
    try:
        raw = read_text(path)
        check_format(raw)
        mission = mission_of(raw)
        doc = for_mission(mission, raw)
        if not doc.scenery:
            raise StateError("scenery", _("this table has no scenery to keep as a layout"))
        return NamedLayout(check_name(name if name is not None else Path(path).stem, "name"), mission.width,
                           mission.depth, tuple(doc.scenery))
    except InputError as exc:
        raise exc.in_file(path) from None
