"""Domination of zones and control of objectives for one table state, with the reasons.

An ``Evaluator`` is made once per mission and game size (it prepares every zone's edges); each
``evaluate`` call then costs well under a millisecond for a full table, so a view can call it on
every drag frame.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np
from shapely.ops import unary_union

from .i18n import _
from .geometry import HALF_TOLERANCE, PreparedZone, PreparedZones, decide
from .mission import ResolvedMarker, ResolvedMission, ResolvedZone
from .table import MarkerState, StateError, TableState, Trooper

# Two silhouettes closer than this (mm, edge to edge) are in contact: typed or dragged positions
# are rounded, and a model placed "in base contact" on a real table is never nearer than this.
CONTACT_TOLERANCE_MM = 0.5


def _pct(fraction: float) -> str:
    if abs(fraction - 0.5) <= HALF_TOLERANCE:
        return _("exactly half")
    pct = fraction * 100
    if 0 < pct < 1:
        return _("under 1 %")
    if 99 < pct < 100:
        return _("over 99 %")
    if abs(pct - 50) < 0.5 and fraction != 0.5:
        return f"{pct:.3f} %"
    return f"{pct:.0f} %"


def _why(why: str) -> str:
    """A reason for not counting, in the current language."""
    prefix = "in a Null state ("
    if why.startswith(prefix):
        return _("in a Null state ({state})").format(state=_(why[len(prefix):-1]))
    return _(why) if why else why


_NOT_INSIDE = {
    "more_than_half": "not more than half: not inside",
    "totally_inside": "not totally inside: not inside",
    "touching": "not touching: not inside",
}


@dataclass
class _Zone:
    zone: ResolvedZone
    prepared: PreparedZone


class Evaluator:
    def __init__(self, mission: ResolvedMission) -> None:
        self.mission = mission
        self.season = mission.season
        self.null_states = self.season.null_states()
        self.zones = [_Zone(z, PreparedZone(z.geometry)) for z in mission.zones]
        self.prepared = PreparedZones([z.geometry for z in mission.zones])
        self.markers = {m.id: m for m in mission.markers}
        self.contact_tolerance = CONTACT_TOLERANCE_MM / self.season.unit_mm
        self.specialist_tags = set(self.season.specialists) | {"specialist"}
        self.intelcom_zone_bonus = (
            self.season.domination.intelcom_support_and_control
            and mission.scenario.classified.intelcom == "support_and_control"
        )

    # -- troopers -----------------------------------------------------------------------------
    def is_null(self, t: Trooper) -> bool:
        return t.state in self.null_states

    def _counts_for_domination(self, t: Trooper) -> tuple[bool, str]:
        dom = self.season.domination
        if t.kind == "token":
            return False, "a token that does not represent a trooper"
        if t.kind not in dom.counted_kinds:
            return False, f"a {t.kind} does not count in this season"
        for tag in ("proxy", "peripheral", "ai_beacon"):
            if tag in t.tags and tag not in dom.counted_kinds:
                return False, f"{tag.replace('_', ' ')}s do not count in this season"
        if self.is_null(t):
            if "shasvastii" in t.tags and t.state in dom.shasvastii_states:
                return True, ""
            return False, f"in a Null state ({t.state})"
        return True, ""

    def _value(self, t: Trooper) -> tuple[float, str]:
        dom = self.season.domination
        value = t.points
        note = ""
        if "baggage" in t.tags and not self.is_null(t):
            if dom.baggage_bonus == "fixed":
                value += dom.baggage_bonus_value
                note = f" + {dom.baggage_bonus_value:g} Baggage"
            elif dom.baggage_bonus == "equipment_value" and t.baggage_value:
                value += t.baggage_value
                note = f" + {t.baggage_value:g} Baggage"
        return value, note

    def _radius(self, t: Trooper) -> float:
        return t.base_mm / self.season.unit_mm / 2

    # -- evaluation ---------------------------------------------------------------------------
    def evaluate(self, state: TableState) -> dict[str, Any]:
        troopers = state.troopers
        cx = np.array([t.x for t in troopers], dtype=float)
        cy = np.array([t.y for t in troopers], dtype=float)
        r = np.array([self._radius(t) for t in troopers], dtype=float)
        active = [k for k, z in enumerate(self.zones)
                  if self._exists(z.zone, state.round) and not self._ended(z.zone, state.markers)]
        if troopers:
            fraction, dist, centre_in = self.prepared.measure(cx, cy, r)
        else:
            fraction = dist = centre_in = np.zeros((0, len(self.zones)))
        people = [self._trooper_facts(t) for t in troopers]
        zones_out = [self._zone(self.zones[k].zone, k, troopers, people, r, fraction, dist, centre_in, state)
                     for k in active]
        overrides = {m.id: m for m in state.markers}
        by_id = {t.id: t for t in troopers}
        markers_out = [self._marker(m, overrides.get(m.id), troopers, cx, cy, r, by_id) for m in self.markers.values()]
        return {"mission": self.mission.scenario.id, "points": self.mission.points, "round": state.round,
                "zones": zones_out, "markers": markers_out}

    def inside_region(self, troopers, zones: list[ResolvedZone], rule: str) -> dict[str, str]:
        """Troopers inside the union of ``zones`` by ``rule`` (an end effect's own inside rule),
        with how much of the base is inside, in words."""
        if not troopers or not zones:
            return {}
        region = unary_union([z.geometry for z in zones])
        cx = np.array([t.x for t in troopers], dtype=float)
        cy = np.array([t.y for t in troopers], dtype=float)
        r = np.array([self._radius(t) for t in troopers], dtype=float)
        f = PreparedZone(region).measure(cx, cy, r)
        return {t.id: _pct(float(f.fraction[i])) for i, t in enumerate(troopers)
                if decide(rule, float(f.fraction[i]), float(f.boundary_distance[i]), bool(f.centre_inside[i]),
                          float(r[i]))}

    def _ended(self, zone: ResolvedZone, markers) -> bool:
        """A zone that ends on a condition (every listed marker in the state) is gone once it holds."""
        cond = zone.ends_when
        if cond is None:
            return False
        given = {m.id: m for m in markers}
        ids = [m.id for m in self.markers.values() if m.id in cond.markers or m.group in cond.markers]

        def holds(i: str) -> bool:
            m = given.get(i)
            return marker_in_state(m, cond.state) or (cond.or_state is not None and marker_in_state(m, cond.or_state))

        return bool(ids) and all(holds(i) for i in ids)

    @staticmethod
    def _exists(zone: ResolvedZone, round_: int | None) -> bool:
        """A zone that grows per round is one zone per round: only this round's one exists."""
        return round_ is None or zone.rounds is None or round_ in zone.rounds

    def _trooper_facts(self, t: Trooper) -> tuple[bool, str, float, str, str]:
        counted, why = self._counts_for_domination(t)
        value, note = self._value(t)
        return counted, why, value, note, _("{label} ({player}, {points} pts)").format(
            label=t.label, player=t.player, points=f"{t.points:g}")

    def _zone(self, zone: ResolvedZone, k: int, troopers, people, r, fraction, dist, centre_in,
              state: TableState) -> dict[str, Any]:
        inside: dict[str, list[str]] = {"A": [], "B": []}
        points = {"A": 0.0, "B": 0.0}
        explain: list[dict[str, Any]] = []
        rule = zone.inside_rule
        column = fraction[:, k]
        for i in np.nonzero((column > 0) | (dist[:, k] <= r))[0].tolist():
            t = troopers[i]
            f = float(column[i])
            is_in = decide(rule, f, float(dist[i, k]), bool(centre_in[i, k]), float(r[i]))
            if f <= 0 and not is_in:
                continue
            counted, why, value, note, head = people[i]
            entry: dict[str, Any] = {"trooper": t.id, "player": t.player, "fraction_inside": round(f, 12),
                                     "inside": is_in, "counted": False, "value": 0}
            if not is_in:
                entry["reason"] = _NOT_INSIDE[rule]
                said = _(entry["reason"])
            else:
                inside[t.player].append(t.id)
                if not zone.is_zo:
                    entry["reason"] = said = "inside"
                    said = _(said)
                elif counted:
                    points[t.player] += value
                    entry.update(counted=True, value=value, reason=f"inside, counts {value:g}{note}")
                    said = _("inside, counts {value}").format(value=f"{value:g}") + note.replace("Baggage", _("Baggage"))
                else:
                    entry["reason"] = f"inside, does not count: {why}"
                    said = _("inside, does not count: {why}").format(why=_why(why))
            entry["text"] = _("{head}: {pct} of the base inside — {reason}").format(head=head, pct=_pct(f), reason=said)
            explain.append(entry)
        dominated_by = None
        summary = ""
        if zone.is_zo:
            self._intelcom(zone, inside, points, explain, state, troopers)
            if points["A"] != points["B"]:
                dominated_by = "A" if points["A"] > points["B"] else "B"
            outcome = (_("dominated by {player}").format(player=dominated_by) if dominated_by
                       else _("a tie: nobody dominates") if points["A"] else _("nobody dominates"))
            summary = f"{zone.name}: A {points['A']:g}, B {points['B']:g} — {outcome}"
        return {"id": zone.id, "kind": zone.kind, "group": zone.group, "is_zo": zone.is_zo,
                "inside_rule": rule, "points": points, "inside": inside,
                "dominated_by": dominated_by, "summary": summary, "explain": explain}

    def _intelcom(self, zone: ResolvedZone, inside, points, explain, state: TableState, troopers) -> None:
        by_id = {t.id: t for t in troopers}
        for player, (zone_id, card) in state.intelcom.items():
            if not self.intelcom_zone_bonus or zone_id not in (zone.id, zone.group):
                continue
            present = any(not self.is_null(by_id[tid]) for tid in inside[player])
            text = _("INTELCOM Support and Control ({player})").format(player=player)
            if present:
                points[player] += card
                explain.append({"trooper": None, "player": player, "fraction_inside": None, "inside": True,
                                "counted": True, "value": card, "reason": "INTELCOM Support and Control",
                                "text": f"{text}: + {card:g}"})
            else:
                explain.append({"trooper": None, "player": player, "fraction_inside": None, "inside": False,
                                "counted": False, "value": 0,
                                "reason": "the card needs a non-Null trooper of its player inside",
                                "text": text + _(": no non-Null trooper inside — not added")})

    # -- objectives ---------------------------------------------------------------------------
    def _marker_distance(self, marker: ResolvedMarker, x: float, y: float, cx, cy, r) -> np.ndarray:
        """Edge-to-edge gap between each base and the marker's footprint (round token or rectangle)."""
        if marker.diameter_mm is not None:
            return np.hypot(cx - x, cy - y) - r - marker.diameter_mm / self.season.unit_mm / 2
        w, d = marker.footprint or (0.0, 0.0)
        gx = np.maximum(np.abs(cx - x) - w / 2, 0.0)
        gy = np.maximum(np.abs(cy - y) - d / 2, 0.0)
        return np.hypot(gx, gy) - r

    def _marker(self, marker: ResolvedMarker, override: MarkerState | None, troopers, cx, cy, r,
                by_id: dict[str, Trooper]) -> dict[str, Any]:
        rule = marker.control
        x, y = marker.x, marker.y
        if override is not None and override.x is not None:
            x, y = override.x, override.y  # type: ignore[assignment]
        if override is not None and override.carried_by in by_id:
            carrier = by_id[override.carried_by]  # a carried marker goes where its carrier goes
            x, y = carrier.x, carrier.y
        status = override.state if override else None
        contact: dict[str, list[str]] = {"A": [], "B": []}
        explain: list[str] = []
        if troopers:
            gap = self._marker_distance(marker, x, y, cx, cy, r)
            for i in np.nonzero(gap <= self.contact_tolerance)[0]:
                contact[troopers[i].player].append(troopers[i].id)
        controlled_by = None
        description = f"{rule.relation}, {rule.qualifier}"
        base = {"id": marker.id, "kind": marker.kind, "label": marker.label, "x": x, "y": y,
                "state": status or "present", "contact": contact, "rule": description,
                "activated_by": list(override.activated_by) if override else []}
        if status in ("removed", "destroyed"):
            explain.append(_("{label} is {status}: nobody controls it").format(label=marker.label, status=_(status)))
            return {**base, "controlled_by": None, "explain": explain}
        if rule.relation == "carried":
            carrier = by_id.get(override.carried_by) if override and override.carried_by else None
            if carrier is None:
                explain.append(_("{label} is not carried: nobody controls it").format(label=marker.label))
            elif carrier.kind != "model" or self.is_null(carrier):
                explain.append((_("carried by {label} ({player}), who is a marker: no control") if carrier.kind != "model"
                                else _("carried by {label} ({player}), who is in a Null state: no control"))
                               .format(label=carrier.label, player=carrier.player))
            else:
                gap = self._trooper_gap(carrier, troopers, cx, cy, r)
                enemies = [troopers[i] for i in np.nonzero(gap <= self.contact_tolerance)[0]
                           if troopers[i].player != carrier.player and troopers[i].kind == "model"
                           and not self.is_null(troopers[i])]
                if enemies and rule.blocked_by != "none":
                    names = ", ".join(e.label for e in enemies)
                    explain.append(_("carried by {label} ({player}), in contact with enemy {names}: no control")
                                   .format(label=carrier.label, player=carrier.player, names=names))
                else:
                    controlled_by = carrier.player
                    explain.append(_("carried by {label} ({player}), no enemy model in contact: controlled by {player}")
                                   .format(label=carrier.label, player=carrier.player))
            return {**base, "controlled_by": controlled_by, "explain": explain}
        if rule.relation == "inside":
            zone = next((z for z in self.zones if z.zone.id == rule.zone or z.zone.group == rule.zone), None)
            if zone is not None and zone.zone.owner and zone.prepared.measure(
                    np.array([x]), np.array([y]), np.array([marker.radius(self.season.unit_mm)])).fraction[0] >= 1:
                controlled_by = zone.zone.owner
                explain.append(_("{label} is totally inside {zone}: counts for {player}").format(
                    label=marker.label, zone=zone.zone.name, player=controlled_by))
            else:
                explain.append(_("{label} is not totally inside an owned zone").format(label=marker.label))
            return {**base, "controlled_by": controlled_by, "explain": explain}
        qualifying: dict[str, list[Trooper]] = {"A": [], "B": []}
        blocking: dict[str, list[Trooper]] = {"A": [], "B": []}
        for player in ("A", "B"):
            for tid in contact[player]:
                t = by_id[tid]
                if t.kind != "model":
                    explain.append(_("{label} ({player}) is a {kind}: markers neither control nor block").format(
                        label=t.label, player=player, kind=_(t.kind)))
                    continue
                if self.is_null(t):
                    explain.append(_("{label} ({player}) is in a Null state ({state}): does not count").format(
                        label=t.label, player=player, state=_(t.state)))
                    continue
                blocking[player].append(t)
                if rule.qualifier == "specialist" and not (t.tags & self.specialist_tags):
                    explain.append(_("{label} ({player}) is not a Specialist: cannot control, but blocks").format(
                        label=t.label, player=player))
                    continue
                qualifying[player].append(t)
        holders = [p for p in ("A", "B") if qualifying[p]]
        if len(holders) == 1:
            p = holders[0]
            enemy = "B" if p == "A" else "A"
            if blocking[enemy] and rule.blocked_by != "none":
                names = ", ".join(t.label for t in blocking[enemy])
                explain.append(_("{player} is in contact but so is enemy model {names}: nobody controls it").format(
                    player=p, names=names))
            else:
                controlled_by = p
                names = ", ".join(t.label for t in qualifying[p])
                explain.append(_("only {player} has a model in contact ({names}): controlled by {player}").format(
                    player=p, names=names))
        elif len(holders) == 2:
            explain.append(_("both players have models in contact: nobody controls it"))
        else:
            explain.append(_("no qualifying model in contact: nobody controls it"))
        return {**base, "controlled_by": controlled_by, "explain": explain}

    def _trooper_gap(self, t: Trooper, troopers, cx, cy, r) -> np.ndarray:
        return np.hypot(cx - t.x, cy - t.y) - r - self._radius(t)


def fraction_text(fraction: float) -> str:
    return _pct(fraction)


__all__ = ["CONTACT_TOLERANCE_MM", "Evaluator", "fraction_text"]


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
