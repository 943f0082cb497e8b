"""Domination of zones and control of objectives for one table state, with the reasons.

An ``Evaluator`` is made once per mission and game size (it prepares every zone's edges); each
``evaluate`` call then costs well under a millisecond for a full table, so a view can call it on
every drag frame.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
from shapely.ops import unary_union

from .evaluation import Evaluation, Explained, Lazy, MarkerResult, ZoneResult
from .geometry import PreparedZone, PreparedZones, decide
from .mission import ResolvedMarker, ResolvedMission, ResolvedZone
from .reasons import Reason, Term, Who
from .referee_text import objective_names
from .table import MarkerState, StateError, TableState, Trooper, other

# Two silhouettes closer than this (mm, edge to edge) are in contact: typed or dragged positions
# are rounded, and a model placed "in base contact" on a real table is never nearer than this.
CONTACT_TOLERANCE_MM = 0.5


class _Facts:
    """Whether and how much each trooper counts for domination, worked out when first asked and
    kept for the rest of one evaluation (most troopers stand in one or two zones)."""

    __slots__ = ("_ev", "_troopers", "_counted", "_valued")

    def __init__(self, ev: Evaluator, troopers: tuple[Trooper, ...]) -> None:
        self._ev = ev
        self._troopers = troopers
        self._counted: dict[int, Reason | None] = {}
        self._valued: dict[int, tuple[float, float]] = {}

    def _worth(self, i: int) -> tuple[float, float]:
        got = self._valued.get(i)
        if got is None:
            got = self._valued[i] = self._ev._value(self._troopers[i])
        return got

    def counts(self, i: int) -> bool:
        return self.why(i) is None

    def why(self, i: int) -> Reason | None:
        """Why the trooper does not count (None when it does)."""
        if i not in self._counted:
            self._counted[i] = self._ev._not_counted(self._troopers[i])
        return self._counted[i]

    def value(self, i: int) -> float:
        return self._worth(i)[0]

    def baggage(self, i: int) -> float:
        """What Baggage adds to the trooper's points (0: nothing)."""
        return self._worth(i)[1]


class Evaluator:
    def __init__(self, mission: ResolvedMission) -> None:
        self.mission = mission
        self.season = mission.season
        self.null_states = self.season.null_states()
        self.zones = list(mission.zones)
        self.prepared_zones = [PreparedZone(z.geometry) for z in mission.zones]
        # The zones measured together, per set of zones that exist at once (a per-round zone exists
        # in its round only): each set is joined once from the zones prepared above.
        self._measured: dict[tuple[int, ...], PreparedZones] = {}
        self.markers = {m.id: m for m in mission.markers}
        # Each objective's one name in every line that mentions it (two that share a label are told apart in words).
        self.names = objective_names(mission.markers)
        # The zone a marker controlled by being inside it must be in (the first of its id or group).
        self._marker_zone: dict[str, int | None] = {
            m.id: next((k for k, z in enumerate(self.zones) if m.control.zone in (z.id, z.group)), None)
            for m in mission.markers if m.control.relation == "inside"}
        self.contact_tolerance = CONTACT_TOLERANCE_MM / self.season.unit_mm
        self.specialist_tags = set(self.season.specialists) | {"specialist"}
        self.intelcom_zone_bonus = (
            self.season.domination.intelcom_support_and_control
            and mission.scenario.classified.intelcom == "support_and_control"
        )

    # -- troopers -----------------------------------------------------------------------------
    def is_null(self, t: Trooper) -> bool:
        return t.state in self.null_states

    def _not_counted(self, t: Trooper) -> Reason | None:
        """Why ``t`` does not count for domination; None: it counts."""
        dom = self.season.domination
        if t.kind == "token":
            return Reason("why.token")
        if t.kind not in dom.counted_kinds:
            return Reason("why.kind", {"kind": t.kind})
        for tag in ("proxy", "peripheral", "ai_beacon"):
            if tag in t.tags and tag not in dom.counted_kinds:
                return Reason("why.tag", {"tag": tag})
        if self.is_null(t):
            if "shasvastii" in t.tags and t.state in dom.shasvastii_states:
                return None
            return Reason("why.null", {"state": self._state(t.state)})
        return None

    def _state(self, state: str) -> Term:
        spec = self.season.trooper_states.get(state)
        return Term(state, spec.name if spec is not None else None)

    def _value(self, t: Trooper) -> tuple[float, float]:
        """The trooper's worth for domination, and what Baggage adds to its points."""
        dom = self.season.domination
        bonus = 0.0
        if "baggage" in t.tags and not self.is_null(t):
            if dom.baggage_bonus == "fixed":
                bonus = dom.baggage_bonus_value
            elif dom.baggage_bonus == "equipment_value" and t.baggage_value:
                bonus = t.baggage_value
        return t.points + bonus, bonus

    def _radius(self, t: Trooper) -> float:
        return t.base_mm / self.season.unit_mm / 2

    # -- evaluation ---------------------------------------------------------------------------
    def evaluate(self, state: TableState) -> Evaluation:
        troopers = state.troopers
        cx = np.array([t.x for t in troopers], dtype=float)
        cy = np.array([t.y for t in troopers], dtype=float)
        r = np.array([self._radius(t) for t in troopers], dtype=float)
        given = {m.id: m for m in state.markers}
        by_id = {t.id: t for t in troopers}
        active = tuple(k for k, z in enumerate(self.zones) if self._exists(z, state.round) and not self._ended(z, given))
        if troopers and active:
            fraction, dist, centre_in = self._measurer(active).measure(cx, cy, r)
        else:
            fraction = dist = centre_in = np.zeros((len(troopers), len(active)))
        facts = _Facts(self, troopers)
        zones_out = tuple(self._zone(self.zones[k], col, troopers, facts, r, fraction, dist, centre_in, state, by_id)
                          for col, k in enumerate(active))
        markers_out = tuple(self._marker(m, given.get(m.id), troopers, cx, cy, r, by_id)
                            for m in self.markers.values())
        return Evaluation(self.mission.scenario.id, self.mission.points, state.round, zones_out, markers_out)

    def _measurer(self, active: tuple[int, ...]) -> PreparedZones:
        measurer = self._measured.get(active)
        if measurer is None:
            measurer = self._measured[active] = PreparedZones([self.prepared_zones[k] for k in active])
        return measurer

    def inside_region(self, troopers: Sequence[Trooper], zones: list[ResolvedZone], rule: str) -> dict[str, float]:
        """Troopers inside the union of ``zones`` by ``rule`` (an end effect's own inside rule),
        with the fraction of the base inside."""
        if not troopers or not zones:
            return {}
        region = unary_union([z.geometry for z in zones])
        cx = np.array([t.x for t in troopers], dtype=float)
        cy = np.array([t.y for t in troopers], dtype=float)
        r = np.array([self._radius(t) for t in troopers], dtype=float)
        f = PreparedZone(region).measure(cx, cy, r)
        return {t.id: float(f.fraction[i]) for i, t in enumerate(troopers)
                if decide(rule, float(f.fraction[i]), float(f.boundary_distance[i]), bool(f.centre_inside[i]),
                          float(r[i]))}

    def _ended(self, zone: ResolvedZone, given: dict[str, MarkerState]) -> bool:
        """A zone that ends on a condition (every listed marker in the state) is gone once it holds."""
        cond = zone.ends_when
        if cond is None:
            return False
        ids = [m.id for m in self.markers.values() if m.id in cond.markers or m.group in cond.markers]

        def holds(i: str) -> bool:
            m = given.get(i)
            return marker_in_state(m, cond.state) or (cond.or_state is not None and marker_in_state(m, cond.or_state))

        return bool(ids) and all(holds(i) for i in ids)

    @staticmethod
    def _exists(zone: ResolvedZone, round_: int | None) -> bool:
        """A zone that grows per round is one zone per round: only this round's one exists."""
        return round_ is None or zone.rounds is None or round_ in zone.rounds

    def _zone(self, zone: ResolvedZone, col: int, troopers: tuple[Trooper, ...], facts: _Facts, r: np.ndarray,
              fraction: np.ndarray, dist: np.ndarray, centre_in: np.ndarray, state: TableState,
              by_id: dict[str, Trooper]) -> ZoneResult:
        inside: dict[str, list[str]] = {"A": [], "B": []}
        points = {"A": 0.0, "B": 0.0}
        rule = zone.inside_rule
        column = fraction[:, col]
        near: list[tuple[int, float, bool]] = []  # (trooper, fraction inside, inside): the explanation's lines
        for i in np.nonzero((column > 0) | (dist[:, col] <= r))[0].tolist():
            f = float(column[i])
            is_in = decide(rule, f, float(dist[i, col]), bool(centre_in[i, col]), float(r[i]))
            if f <= 0 and not is_in:
                continue
            near.append((i, f, is_in))
            if is_in:
                t = troopers[i]
                inside[t.player].append(t.id)
                if zone.is_zo and facts.counts(i):
                    points[t.player] += facts.value(i)
        dominated_by = None
        summary = None
        cards: list[tuple[str, float, bool]] = []
        if zone.is_zo:
            cards = self._intelcom(zone, inside, points, state, by_id)
            if points["A"] != points["B"]:
                dominated_by = "A" if points["A"] > points["B"] else "B"
            # The zone's one short name ("Q1"), as on the table; its long name is the view's tooltip or key.
            summary = Reason("zone.summary", {"zone": zone.short or zone.name, "a": points["A"], "b": points["B"],
                                              "outcome": dominated_by or ("tie" if points["A"] else "nobody")})
        return ZoneResult(zone.id, zone.kind, zone.group, zone.is_zo, rule, points,
                          {p: tuple(ids) for p, ids in inside.items()}, dominated_by, summary,
                          frozenset(p for p, _card, _present in cards),
                          Lazy(lambda: self._explain(zone, near, troopers, facts, cards)))

    def _explain(self, zone: ResolvedZone, near: list[tuple[int, float, bool]], troopers: tuple[Trooper, ...],
                 facts: _Facts, cards: list[tuple[str, float, bool]]) -> tuple[Explained, ...]:
        """The zone's explanation, one reason a line: made only when a view or the command line reads it."""
        lines: list[Explained] = []
        for i, f, is_in in near:
            t = troopers[i]
            counted, value = False, 0.0
            if not is_in:
                verdict = Reason("not_inside", {"rule": zone.inside_rule})
            elif not zone.is_zo:
                verdict = Reason("inside")
            elif (why := facts.why(i)) is None:
                counted, value = True, facts.value(i)
                verdict = Reason("counts", {"value": value, "baggage": facts.baggage(i)})
            else:
                verdict = Reason("not_counted", {"why": why})
            line = Reason("zone.trooper", {"who": Who(t.id, t.label, t.player), "points": t.points, "fraction": f,
                                           "verdict": verdict})
            lines.append(Explained(t.id, t.player, round(f, 12), is_in, counted, value if counted else 0, verdict,
                                   line))
        for player, card, present in cards:
            line = Reason("zone.intelcom", {"player": player, "card": card, "added": present})
            if present:
                lines.append(Explained(None, player, None, True, True, card, Reason("intelcom.added"), line))
            else:
                lines.append(Explained(None, player, None, False, False, 0, Reason("intelcom.not_added"), line))
        return tuple(lines)

    def _intelcom(self, zone: ResolvedZone, inside: dict[str, list[str]], points: dict[str, float],
                  state: TableState, by_id: dict[str, Trooper]) -> list[tuple[str, float, bool]]:
        """(player, card value, added) for each INTELCOM card played on this zone; added cards are in ``points``."""
        cards: list[tuple[str, float, bool]] = []
        for player, (zone_id, card) in state.intelcom.items():
            if not self.intelcom_zone_bonus or zone_id not in (zone.id, zone.group):
                continue
            present = any(not self.is_null(by_id[tid]) for tid in inside[player])
            if present:
                points[player] += card
            cards.append((player, card, present))
        return cards

    # -- objectives ---------------------------------------------------------------------------
    def _marker_distance(self, marker: ResolvedMarker, x: float, y: float, cx: np.ndarray, cy: np.ndarray,
                         r: np.ndarray) -> np.ndarray:
        """Edge-to-edge gap between each base and the marker's footprint (round token or rectangle)."""
        if marker.diameter_mm is not None:
            gap: np.ndarray = np.hypot(cx - x, cy - y) - r - marker.diameter_mm / self.season.unit_mm / 2
            return gap
        w, d = marker.footprint or (0.0, 0.0)
        gx = np.maximum(np.abs(cx - x) - w / 2, 0.0)
        gy = np.maximum(np.abs(cy - y) - d / 2, 0.0)
        gap = np.hypot(gx, gy) - r
        return gap

    def _marker(self, marker: ResolvedMarker, override: MarkerState | None, troopers: tuple[Trooper, ...],
                cx: np.ndarray, cy: np.ndarray, r: np.ndarray, by_id: dict[str, Trooper]) -> MarkerResult:
        rule = marker.control
        x, y = marker.x, marker.y
        if override is not None and override.x is not None and override.y is not None:
            x, y = override.x, override.y
        carried_by = None
        if override is not None and override.carried_by is not None and override.carried_by in by_id:
            carried_by = override.carried_by
            carrier = by_id[carried_by]  # a carried marker goes where its carrier goes
            x, y = carrier.x, carrier.y
        status = override.state if override else None
        contact: dict[str, list[str]] = {"A": [], "B": []}
        # The explanation's reasons: data now, words only when shown (see reasons.py).
        notes: list[Reason] = []
        if troopers:
            gap = self._marker_distance(marker, x, y, cx, cy, r)
            for i in np.nonzero(gap <= self.contact_tolerance)[0].tolist():
                contact[troopers[i].player].append(troopers[i].id)
        controlled_by = self._control(marker, status, override, contact, troopers, cx, cy, r, by_id, x, y, notes)
        return MarkerResult(marker.id, marker.kind, self.names[marker.id], x, y, status or "present",
                            {p: tuple(ids) for p, ids in contact.items()}, f"{rule.relation}, {rule.qualifier}",
                            tuple(override.activated_by) if override else (), controlled_by, carried_by,
                            Lazy.ready(tuple(notes)), marker.gender)

    def _control(self, marker: ResolvedMarker, status: str | None, override: MarkerState | None,
                 contact: dict[str, list[str]], troopers: tuple[Trooper, ...], cx: np.ndarray, cy: np.ndarray,
                 r: np.ndarray, by_id: dict[str, Trooper], x: float, y: float,
                 notes: list[Reason]) -> str | None:
        """Who controls the marker (None: nobody), with the reasons appended to ``notes``."""
        rule = marker.control
        label = self.names[marker.id]
        g = marker.gender  # the state words agree with the marker's name (reasons.py)
        if status in ("removed", "destroyed"):
            notes.append(Reason("marker.gone", {"marker": label, "status": status, "gender": g}))
            return None
        if rule.relation == "carried":
            carrier = by_id.get(override.carried_by) if override and override.carried_by else None
            if carrier is None:
                notes.append(Reason("marker.not_carried", {"marker": label, "gender": g}))
                return None
            who = Who(carrier.id, carrier.label, carrier.player)
            if carrier.kind != "model":
                notes.append(Reason("marker.carrier_not_model", {"who": who, "gender": g}))
                return None
            if self.is_null(carrier):
                notes.append(Reason("marker.carrier_null", {"who": who, "gender": g}))
                return None
            gap = self._trooper_gap(carrier, troopers, cx, cy, r)
            enemies = [troopers[i] for i in np.nonzero(gap <= self.contact_tolerance)[0]
                       if troopers[i].player != carrier.player and troopers[i].kind == "model"
                       and not self.is_null(troopers[i])]
            if enemies and rule.blocked_by != "none":
                notes.append(Reason("marker.carrier_blocked", {"who": who, "enemies": _who(enemies), "gender": g}))
                return None
            notes.append(Reason("marker.carried", {"who": who, "gender": g}))
            return carrier.player
        if rule.relation == "inside":
            k = self._marker_zone.get(marker.id)
            zone = self.zones[k] if k is not None else None
            if zone is not None and k is not None and zone.owner and self.prepared_zones[k].measure(
                    np.array([x]), np.array([y]), np.array([marker.radius(self.season.unit_mm)])).fraction[0] >= 1:
                notes.append(Reason("marker.inside_owned", {"marker": label, "zone": zone.short or zone.name,
                                                                 "player": zone.owner}))
                return zone.owner
            notes.append(Reason("marker.not_inside_owned", {"marker": label}))
            return None
        qualifying: dict[str, list[Trooper]] = {"A": [], "B": []}
        blocking: dict[str, list[Trooper]] = {"A": [], "B": []}
        for player in ("A", "B"):
            for tid in contact[player]:
                t = by_id[tid]
                if t.kind != "model":
                    notes.append(Reason("marker.not_a_model", {"who": Who(t.id, t.label, player), "kind": t.kind}))
                    continue
                if self.is_null(t):
                    notes.append(Reason("marker.null", {"who": Who(t.id, t.label, player),
                                                        "state": self._state(t.state)}))
                    continue
                blocking[player].append(t)
                if rule.qualifier == "specialist" and not (t.tags & self.specialist_tags):
                    notes.append(Reason("marker.not_specialist", {"who": Who(t.id, t.label, player)}))
                    continue
                qualifying[player].append(t)
        holders = [p for p in ("A", "B") if qualifying[p]]
        if len(holders) == 2:
            notes.append(Reason("marker.both", {"gender": g}))
            return None
        if not holders:
            notes.append(Reason("marker.nobody", {"gender": g}))
            return None
        p = holders[0]
        enemy = other(p)
        if blocking[enemy] and rule.blocked_by != "none":
            notes.append(Reason("marker.blocked", {"player": p, "enemies": _who(blocking[enemy]), "gender": g}))
            return None
        notes.append(Reason("marker.controlled", {"player": p, "holders": _who(qualifying[p]), "gender": g}))
        return p

    def _trooper_gap(self, t: Trooper, troopers: tuple[Trooper, ...], cx: np.ndarray, cy: np.ndarray,
                     r: np.ndarray) -> np.ndarray:
        gap: np.ndarray = np.hypot(cx - t.x, cy - t.y) - r - self._radius(t)
        return gap


def _who(troopers: Sequence[Trooper]) -> tuple[Who, ...]:
    return tuple(Who(t.id, t.label, t.player) for t in troopers)


__all__ = ["CONTACT_TOLERANCE_MM", "Evaluator"]


def check_activation(mission: ResolvedMission, markers: tuple[MarkerState, ...] | list[MarkerState]) -> None:
    """Refuse marker states the scenario's activation rules forbid (StateError naming the field):
    two players on a marker one player holds at a time, or a player on two markers of a group
    where each player may activate only one (``activated_once_per_player``)."""
    specs = {m.id: m for m in mission.markers}
    held: dict[tuple[str, str], str] = {}
    for ms in markers:
        spec = specs.get(ms.id)
        if spec is None:
            continue
        if spec.exclusive and len(set(ms.activated_by)) > 1:
            raise StateError(f"markers[{ms.id}].activated_by",
                             "one player at a time: activated again by the other player, it is no longer "
                             "the first player's")
        if "activated_once_per_player" in spec.states:
            for p in set(ms.activated_by):
                first = held.setdefault((spec.group, p), ms.id)
                if first != ms.id:
                    raise StateError(f"markers[{ms.id}].activated_by",
                                     f"player {p} already activated {first}: each player activates one only")


def check_roles(mission: ResolvedMission, troopers: tuple[Trooper, ...] | list[Trooper]) -> None:
    """Refuse a scenario role on a trooper who may not hold it (StateError naming the field): its
    ``excludes`` (troop types, tags, ``marker`` for a trooper shown as a marker, or a trooper state
    such as ``hidden_deployment``) and its ``requires`` (tags it needs, e.g. ``hacker``)."""
    specs = {r.id.replace("-", "_"): r for r in mission.scenario.roles}
    for t in troopers:
        for role in sorted(t.roles):
            spec = specs.get(role)
            if spec is None:
                continue
            facts = {t.kind, t.state, *(t.tags)} | ({t.troop_type} if t.troop_type else set())
            barred = sorted({e.replace("-", "_") for e in spec.excludes} & {f.replace("-", "_") for f in facts})
            if barred:
                raise StateError(f"troopers[{t.id}].roles", f"{spec.name.get()} cannot be a trooper that is "
                                                            f"{', '.join(barred)}")
            missing = [r for r in spec.requires if r.replace("-", "_") not in t.tags]
            if spec.requires and len(missing) == len(spec.requires):
                raise StateError(f"troopers[{t.id}].roles",
                                 f"{spec.name.get()} must be a trooper with {' or '.join(spec.requires)}")


def marker_in_state(m: MarkerState | None, state: str) -> bool:
    """A table marker in a condition's state (``controlled`` needs an evaluation: never here)."""
    status = (m.state if m is not None else None) or "present"
    by = bool(m.activated_by) if m is not None else False
    activated = by or status in ("activated", "hacked", "connected")
    return {"active": activated and status not in ("removed", "destroyed"), "activated": activated,
            "connected": activated, "destroyed": status == "destroyed",
            "intact": status not in ("removed", "destroyed"), "controlled": False}[state]
