"""The state of a table: troopers and objective markers where the players put them.

This is the `.itstable` content and the STATE of ``its-desktop evaluate``. Parsing checks every
field and names the bad one: a table state comes from files people edit by hand.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from . import bounds
from .errors import InputError
from .i18n import _

TROOP_TYPES = {"LI", "MI", "HI", "REM", "TAG", "VH", "SK", "WB"}
KINDS = {"model", "marker", "token"}  # token: on the table but not a trooper (holoecho fake, deployable)
TAGS = {
    "specialist", "baggage", "shasvastii", "number2", "nco", "chain_of_command", "hq", "character",
    "hacker", "doctor", "engineer", "forward_observer", "paramedic", "specialist_operative", "journalist",
    "proxy", "peripheral", "ai_beacon", "irregular", "impetuous", "veteran", "religious",
}
ROLES = {
    "lieutenant", "hazmat_ops", "key_ops", "data_tracker", "stealth_ops", "designated_target", "target_decoy",
    "essential_personnel", "hvt", "data_erasure", "uberhacker",
}
PLAYERS = ("A", "B")


def other(player: str) -> str:
    """The opponent of player A or B."""
    return "B" if player == "A" else "A"


class StateError(InputError):
    """A bad field in a table state: ``field: what is wrong`` (the reader of the file adds its name)."""


@dataclass(frozen=True)
class Trooper:
    id: str
    player: str
    x: float
    y: float
    base_mm: float
    points: float
    state: str = "normal"
    kind: str = "model"
    troop_type: str | None = None
    roles: frozenset[str] = frozenset()
    tags: frozenset[str] = frozenset()
    name: str | None = None
    baggage_value: float | None = None

    @property
    def label(self) -> str:
        return self.name or self.id


@dataclass(frozen=True)
class MarkerState:
    id: str
    x: float | None = None
    y: float | None = None
    state: str | None = None
    carried_by: str | None = None
    activated_by: tuple[str, ...] = ()


@dataclass(frozen=True)
class TableState:
    mission: str
    points: int
    troopers: tuple[Trooper, ...]
    markers: tuple[MarkerState, ...] = ()
    round: int | None = None
    intelcom: dict[str, tuple[str, float]] = field(default_factory=dict)


def _number(value: Any, where: str, *, minimum: float | None = None, positive: bool = False,
            bound: bounds.Bound | None = None) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise StateError(where, _("must be a number, got {value!r}").format(value=value))
    if not math.isfinite(value):
        raise StateError(where, _("must be a finite number, got {value!r}").format(value=value))
    if positive and value <= 0:
        raise StateError(where, _("must be more than 0, got {value!r}").format(value=value))
    if minimum is not None and value < minimum:
        raise StateError(where, _("must be at least {least}, got {value!r}").format(least=f"{minimum:g}", value=value))
    if bound is not None:
        bounds.check(value, bound, where, StateError)
    return float(value)


def _names(value: Any, where: str, allowed: set[str]) -> frozenset[str]:
    if value is None:
        return frozenset()
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise StateError(where, _("must be a list of names"))
    normal = {v.replace("-", "_") for v in value}
    unknown = sorted(normal - allowed)
    if unknown:
        raise StateError(where, _("unknown {name!r}; known: {known}").format(name=unknown[0], known=", ".join(sorted(allowed))))
    return frozenset(normal)


def _trooper(raw: Any, i: int, states: set[str], roles: set[str],
             at: tuple[bounds.Bound, bounds.Bound] = bounds.position(None, None)) -> Trooper:
    where = f"troopers[{i}]"
    if not isinstance(raw, dict):
        raise StateError(where, _("must be an object"))
    for key in ("id", "player", "x", "y", "base_mm", "points"):
        if key not in raw:
            raise StateError(f"{where}.{key}", _("missing"))
    tid = raw["id"]
    if not isinstance(tid, str) or not tid:
        raise StateError(f"{where}.id", _("must be a non-empty string"))
    where = f"troopers[{tid}]"
    if not isinstance(raw["player"], str) or raw["player"] not in PLAYERS:
        raise StateError(f"{where}.player", _("must be 'A' or 'B', got {got!r}").format(got=raw["player"]))
    state = raw.get("state", "normal")
    if not isinstance(state, str) or state not in states:
        raise StateError(f"{where}.state", _("unknown state {state!r}; known: {known}").format(
            state=state, known=", ".join(sorted(states))))
    kind = raw.get("kind", "model")
    if not isinstance(kind, str) or kind not in KINDS:
        raise StateError(f"{where}.kind", _("must be one of {known}, got {got!r}").format(
            known=", ".join(sorted(KINDS)), got=kind))
    troop_type = raw.get("troop_type")
    if troop_type is not None and (not isinstance(troop_type, str) or troop_type not in TROOP_TYPES):
        raise StateError(f"{where}.troop_type", _("must be one of {known}").format(known=", ".join(sorted(TROOP_TYPES))))
    name = raw.get("name")
    if name is not None and not isinstance(name, str):
        raise StateError(f"{where}.name", _("must be a string"))
    baggage = raw.get("baggage_value")
    return Trooper(
        id=tid, player=raw["player"],
        x=_number(raw["x"], f"{where}.x", bound=at[0]), y=_number(raw["y"], f"{where}.y", bound=at[1]),
        base_mm=_number(raw["base_mm"], f"{where}.base_mm", positive=True, bound=bounds.BASE_MM),
        points=_number(raw["points"], f"{where}.points", minimum=0, bound=bounds.TROOPER_POINTS),
        state=state, kind=kind, troop_type=troop_type,
        roles=_names(raw.get("roles"), f"{where}.roles", roles),
        tags=_names(raw.get("tags"), f"{where}.tags", TAGS),
        name=name,
        baggage_value=None if baggage is None else _number(baggage, f"{where}.baggage_value", minimum=0,
                                                           bound=bounds.TROOPER_POINTS),
    )


MARKER_STATES = {"present", "removed", "destroyed", "activated", "hacked", "connected", "open", "closed"}


def _marker(raw: Any, i: int, known: set[str] | dict[str, set[str]], trooper_ids: set[str],
            at: tuple[bounds.Bound, bounds.Bound] = bounds.position(None, None)) -> MarkerState:
    where = f"markers[{i}]"
    if not isinstance(raw, dict):
        raise StateError(where, _("must be an object"))
    mid = raw.get("id")
    if not isinstance(mid, str) or mid not in known:
        raise StateError(f"{where}.id", _("no marker {id!r} in this mission; known: {known}").format(
            id=mid, known=", ".join(sorted(known))))
    where = f"markers[{mid}]"
    x = None if raw.get("x") is None else _number(raw["x"], f"{where}.x", bound=at[0])
    y = None if raw.get("y") is None else _number(raw["y"], f"{where}.y", bound=at[1])
    if (x is None) != (y is None):
        raise StateError(where, _("give x and y together"))
    state = raw.get("state")
    if state is not None and (not isinstance(state, str) or state not in MARKER_STATES):
        raise StateError(f"{where}.state", _("unknown state {state!r}; known: {known}").format(
            state=state, known=", ".join(sorted(MARKER_STATES))))
    if state is not None and isinstance(known, dict) and state not in known[mid]:
        can = ", ".join(sorted(known[mid]))
        if state == "removed" and "destroyed" in known[mid]:
            said = _("{state!r} is not a state of this marker (a marker removed at STR 0 is destroyed); it can be "
                     "{known}").format(state=state, known=can)
        else:
            said = _("{state!r} is not a state of this marker; it can be {known}").format(state=state, known=can)
        raise StateError(f"{where}.state", said)
    carried = raw.get("carried_by")
    if carried is not None and (not isinstance(carried, str) or carried not in trooper_ids):
        raise StateError(f"{where}.carried_by", _("no trooper {id!r}").format(id=carried))
    activated = raw.get("activated_by") or []
    if isinstance(activated, str):
        activated = [activated]
    if not isinstance(activated, list) or any(not isinstance(p, str) or p not in PLAYERS for p in activated):
        raise StateError(f"{where}.activated_by", _("must be 'A', 'B' or a list of them"))
    return MarkerState(mid, x, y, state, carried, tuple(activated))


def parse_state(raw: Any, states: set[str], markers: set[str] | dict[str, set[str]], zones: set[str], rounds: int,
                roles: set[str] | None = None, table: tuple[float, float] | None = None) -> TableState:
    """Check and convert a decoded STATE object (mission and points are checked by the caller).

    ``table``: the mission's width and depth (table units), for the bounds of positions (``domain.bounds``;
    the largest table when not given).

    ``markers``: the mission's marker ids, or a dict of id → the states each may take
    (``ResolvedMarker.table_states``), which then refuses a state the marker does not declare."""
    if not isinstance(raw, dict):
        raise StateError("(top level)", _("must be an object"))
    for key in ("mission", "points", "troopers"):
        if key not in raw:
            raise StateError(key, _("missing"))
    rnd = raw.get("round")
    if rnd is not None and (isinstance(rnd, bool) or not isinstance(rnd, int) or not 1 <= rnd <= rounds):
        raise StateError("round", _("must be a whole number from 1 to {rounds}, got {got!r}").format(rounds=rounds, got=rnd))
    if not isinstance(raw["troopers"], list):
        raise StateError("troopers", _("must be a list"))
    bounds.count(raw["troopers"], bounds.TROOPERS, "troopers", StateError)
    at = bounds.position(*(table or (None, None)))
    all_roles = ROLES | (roles or set())
    troopers = tuple(_trooper(t, i, states, all_roles, at) for i, t in enumerate(raw["troopers"]))
    ids = [t.id for t in troopers]
    if len(set(ids)) != len(ids):
        dup = next(i for i in ids if ids.count(i) > 1)
        raise StateError(f"troopers[{dup}].id", _("used twice"))
    raw_markers = raw.get("markers") or []
    if not isinstance(raw_markers, list):
        raise StateError("markers", _("must be a list"))
    bounds.count(raw_markers, bounds.MARKERS, "markers", StateError)
    marker_states = tuple(_marker(m, i, markers, set(ids), at) for i, m in enumerate(raw_markers))
    intelcom: dict[str, tuple[str, float]] = {}
    raw_intelcom = raw.get("intelcom") or {}
    if not isinstance(raw_intelcom, dict):
        raise StateError("intelcom", _("must be an object keyed by player"))
    for player, card in raw_intelcom.items():
        if player not in PLAYERS:
            raise StateError(f"intelcom.{player}", _("must be 'A' or 'B'"))
        if not isinstance(card, dict) or not isinstance(card.get("zone"), str) or card["zone"] not in zones:
            raise StateError(f"intelcom.{player}.zone", _("no zone {id!r}").format(
                id=card.get("zone") if isinstance(card, dict) else card))
        intelcom[player] = (card["zone"], _number(card.get("value"), f"intelcom.{player}.value", minimum=0,
                                                  bound=bounds.TROOPER_POINTS))
    points = raw["points"]
    if isinstance(points, bool) or not isinstance(points, int):
        raise StateError("points", _("must be a whole number, got {value!r}").format(value=points))
    return TableState(str(raw["mission"]), points, troopers, marker_states, rnd, intelcom)
