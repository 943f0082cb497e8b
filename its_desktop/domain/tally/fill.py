"""Measures the table knows, read from an evaluation of a table state; and what must be asked.

``from_table`` turns one ``Evaluator.evaluate`` result into measures for one player: zones
dominated (also the sector nearest, central or farthest from the player's deployment zone),
markers activated / hacked / controlled / captured / destroyed / intact / inside a zone, a role
present in a (dominated) zone, and the threat on an enemy role. The last two need the troopers
themselves, so they are filled only when the ``TableState`` is passed too. Anything it cannot
tell (a marker marked "activated" with no player named, no trooper holding the role) is left out
rather than guessed: the players are asked instead.

``end_of_game`` prepares the final table before it is evaluated: the scenario's end effects
(the plague, Killer Cold) kill who they kill, and every trooper left in a Null State is listed as
killed by the adversary. Which round key a measure goes under is the caller's: the round of the
evaluation for ``round_end`` objectives, ``"game"`` for the others (at the end of the last round
the same evaluation gives both).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import replace

import numpy as np
from shapely.geometry import Point

from its_desktop.domain.evaluator import Evaluator
from its_desktop.domain.evaluation import Evaluation, MarkerResult, ZoneResult
from its_desktop.domain.i18n import _, semicolon
from its_desktop.domain.geometry import PreparedZone, decide
from its_desktop.domain.mission import ResolvedMarker, ResolvedMission, ResolvedZone
from its_desktop.domain.mission.scenario import Condition, EndEffect
from its_desktop.domain.referee_text import objective_names
from its_desktop.domain.mission.objectives import (
    AskedMeasure, KillsMeasure, KnownWhenDestroyed, MarkersMeasure, PresenceMeasure, SurvivorsMeasure, ThreatenMeasure, ZonesMeasure,
)
from its_desktop.domain.table import TableState, Trooper, other

from .words import marker_state, percent, role_name, state_name, troop_type
from .record import TABLE_MEASURES, GameRecord, derived_from, twin_key

Measured = int | float | bool  # a count, a flag, or army points (kills and survivors)
GONE = ("removed", "destroyed")
# Bases this close (table units) beyond the Zone of Control still count as inside it: typed and
# dragged positions are rounded.
ZOC_TOLERANCE = 1e-9


def _norm(name: str) -> str:
    """Scenario files spell roles with hyphens, table states with underscores."""
    return name.replace("-", "_")


# -- what the players enter --------------------------------------------------------------------
def asked(mission: ResolvedMission) -> list[str]:
    """Objective ids whose measure the players enter in ``values``.

    Left out: measures the table fills (zones, markers, presence, threaten), those read from other
    record fields (classified, decks, surviving VP), and the second of a pair sharing one measure
    (more/same): its value is the first one's.
    """
    out, seen = [], set()
    for o in mission.scenario.scoring:
        if o.measure.type in TABLE_MEASURES or derived_from(o) is not None:
            continue
        key = twin_key(o)
        if key not in seen:
            seen.add(key)
            out.append(o.id)
    return out


# -- the table ---------------------------------------------------------------------------------
def from_table(mission: ResolvedMission, result: Evaluation, player: str, *,
               state: TableState | None = None, game_end: bool = False,
               record: GameRecord | None = None) -> dict[str, Measured]:
    """Measures for ``player`` from an evaluation ``result`` (and its ``state`` for troopers).

    With ``game_end`` (and the state) the losses too: kills and survivors, read from every
    trooper's points and state (see :mod:`.losses`).

    Every measure returned belongs in the record's ``values``: one read from another record field
    (surviving Victory Points go in ``vp``, see ``losses.surviving_vp``) is never returned, so a
    record filled from the table is always one ``check`` accepts.

    A marker both players hold where its scenario settles it by a roll-off (``contested``) counts
    for the side the table decides (see ``contest_winner``); ``record`` gives what the players
    decided (the roll's winner, an Interference card's target)."""
    from . import losses

    zones = {z.id: z for z in result.zones}
    markers = {m.id: m for m in result.markers}
    decided = contests(mission, markers, state, record)
    out: dict[str, Measured] = {}
    for o in mission.scenario.scoring:
        m = o.measure
        value: Measured | None = None
        if derived_from(o) is not None:
            continue  # its record field is not values: the caller fills it (vp, classified, decks)
        if isinstance(m, ZonesMeasure):
            value = _zones(mission, zones, m, player)
        elif isinstance(m, MarkersMeasure):
            value = _markers(mission, markers, m, player, decided)
        elif isinstance(m, PresenceMeasure) and state is not None:
            value = _presence(mission, zones, m, player, state)
        elif isinstance(m, ThreatenMeasure) and state is not None:
            value = _threaten(mission, m, player, state)
        elif isinstance(m, KillsMeasure) and state is not None and game_end:
            value = losses.kills(mission, state, m, player, game_end).value
        elif isinstance(m, SurvivorsMeasure) and state is not None and game_end:
            value = losses.survivors(mission, state, m, player).value
        elif isinstance(m, AskedMeasure) and m.destroyed is not None and game_end:
            value = _when_destroyed(mission, markers, m.destroyed, player)
        if value is not None:
            out[o.id] = value
    return out


def members(mission: ResolvedMission, refs: list[str] | str) -> list[ResolvedZone]:
    refs = [refs] if isinstance(refs, str) else refs
    return [z for z in mission.zones if z.id in refs or z.group in refs]


def relative_zone(mission: ResolvedMission, zones: list[ResolvedZone], player: str, which: str) -> ResolvedZone:
    """The zone nearest to / farthest from the player's deployment zone, or nearest the centre.

    Distance is edge to edge, then centre to centre to split zones that both touch it.
    """
    own = mission.deployment(player)
    if which == "central":
        centre = Point(mission.width / 2, mission.depth / 2)
        return min(zones, key=lambda z: z.geometry.centroid.distance(centre))
    ranked = sorted(zones, key=lambda z: (round(own.distance(z.geometry), 9),
                                          own.centroid.distance(z.geometry.centroid)))
    return ranked[0] if which == "nearest_own" else ranked[-1]


def _zones(mission: ResolvedMission, zones: dict[str, ZoneResult], m: ZonesMeasure, player: str) -> int | None:
    group = members(mission, m.of)
    if m.near:
        dz = mission.deployment(player if m.near == "own_deployment" else other(player))
        gaps = {z.id: round(dz.distance(z.geometry), 9) for z in group}
        group = [z for z in group if gaps[z.id] == min(gaps.values())]
    if m.relative:
        chosen = relative_zone(mission, group, player, m.relative)
        return None if chosen.id not in zones else int(zones[chosen.id].dominated_by == player)
    present = [zones[z.id] for z in group if z.id in zones]  # a round's zones exist in that round only
    if not present:
        return None
    return sum(1 for z in present if z.dominated_by == player)


def _when_destroyed(mission: ResolvedMission, markers: dict[str, MarkerResult], known: KnownWhenDestroyed,
                    player: str) -> int | None:
    """An asked measure's value when the table shows its marker destroyed ("STR lost" of a destroyed AC2: all
    of it); None otherwise: the table does not count damage short of that, the players say it."""
    owner = player if known.owner == "self" else other(player)
    for rm in mission.markers:
        if (rm.id in known.of or rm.group in known.of) and rm.owner == owner:
            entry = markers.get(rm.id)
            if entry is not None and entry.state == "destroyed":
                return known.value
    return None


def _markers(mission: ResolvedMission, markers: dict[str, MarkerResult], m: MarkersMeasure, player: str,
             decided: dict[str, str | None] | None = None) -> int | None:
    """How many markers of the measure count for ``player``; None: the table cannot tell (ask).
    ``decided``: the side each contested marker goes to (``contests``); None there: not known."""
    enemy = other(player)
    count = 0
    for rm in mission.markers:
        if rm.id not in m.of and rm.group not in m.of:
            continue
        entry = markers.get(rm.id)
        if entry is None:
            return None
        if m.owner == "self" and rm.owner != player or m.owner == "enemy" and rm.owner != enemy:
            continue
        holds = _marker_state(m, entry, player, rm.destroyed_keeps, rm.destroyed_by_holder)
        if holds and decided is not None and rm.id in decided and m.state in ("hacked", "activated"):
            winner = decided[rm.id]
            if winner is None:
                return None  # both hold it and only the roll-off can say: ask
            holds = m.by == "any" or winner == (player if m.by == "self" else other(player))
        if holds and m.zone is not None:
            holds = _marker_inside(mission, rm, entry, m, player)
        if holds is None:
            return None
        count += bool(holds)
    return count


def _marker_state(m: MarkersMeasure, entry: MarkerResult, player: str, keeps: tuple[str, ...] = (),
                  by_holder: bool = False) -> bool | None:
    """Whether one marker counts for the measure. ``keeps``: the states its scenario says a
    Destroyed marker still holds (``ResolvedMarker.destroyed_keeps``, from the pack line);
    ``by_holder``: only the player holding it could destroy it, so its holder did."""
    status = entry.state or "present"
    who = {"self": {player}, "enemy": {other(player)}, "any": {"A", "B"}}[m.by]
    if m.state in ("activated", "hacked", "connected", "acquired", "active"):
        if status == "removed" or status == "destroyed" and (m.state == "active" or "activated" not in keeps):
            return False  # a Destroyed Heating Unit is not Active (S16 L1761); a removed marker holds nothing
        by = set(entry.activated_by)
        if not by and status in ("activated", "hacked", "connected"):
            return True if m.by == "any" else None  # marked, but nobody named: ask
        return bool(by & who)
    if m.state in ("controlled", "captured"):
        return entry.controlled_by in who
    if m.state == "destroyed":
        if status != "destroyed":
            return False
        if by_holder and entry.activated_by:
            return bool(set(entry.activated_by) & who)
        # The table does not record who destroyed it; an enemy's marker is destroyed by the player.
        if m.by == "any" or (m.by == "self" and m.owner == "enemy") or (m.by == "enemy" and m.owner == "self"):
            return True
        return None
    if m.state in ("intact", "inside"):
        return status not in GONE
    return None  # extracted, active-by-rule…: the players say


def specialists_standing(mission: ResolvedMission, state: TableState, player: str,
                         record: GameRecord | None = None) -> list[Trooper]:
    """The player's troopers alive (not in a Null State) with a Specialist's skill, less the one
    an enemy Interference card cancelled (S8 L1273: it removes that status at the end of the game)."""
    tags = set(mission.season.specialists) | {"specialist"}
    card = record.intelcom.get(other(player)) if record is not None else None
    cancelled = card.target if card is not None and card.mode == "interference" else None
    null = mission.season.null_states()
    return [t for t in state.troopers if t.player == player and t.kind != "token" and t.state not in null
            and {_norm(x) for x in t.tags | t.roles} & tags and t.id != cancelled]


def contests(mission: ResolvedMission, markers: dict[str, MarkerResult], state: TableState | None,
             record: GameRecord | None) -> dict[str, str | None]:
    """Who each marker held by both players goes to, where its scenario settles it by a roll-off
    among surviving Specialists (S8 Supremacy L1247-1251): the only side with any, nobody when
    neither has one, else the roll's winner the record names (None: not recorded yet)."""
    out: dict[str, str | None] = {}
    for rm in mission.markers:
        entry = markers.get(rm.id)
        if rm.contested != "roll_off" or entry is None or set(entry.activated_by) != {"A", "B"}:
            continue
        said = record.contested.get(rm.id) if record is not None else None
        armies = {t.player for t in state.troopers if t.kind != "token"} if state is not None else set()
        if armies != {"A", "B"}:
            out[rm.id] = None if said is None else said  # the table does not hold both armies
            continue
        assert state is not None
        sides = [p for p in ("A", "B") if specialists_standing(mission, state, p, record)]
        out[rm.id] = sides[0] if len(sides) == 1 else "none" if not sides else said
    return out


def _marker_inside(mission: ResolvedMission, rm: ResolvedMarker, entry: MarkerResult, m: MarkersMeasure,
                   player: str) -> bool | None:
    ref = m.zone or ""
    enemy = other(player)
    if ref in ("own_deployment", "enemy_deployment"):
        side = player if ref == "own_deployment" else enemy
        zones = [z for z in mission.zones if z.kind == "deployment" and z.owner == side]
    elif ref in ("own_half", "enemy_half"):
        side = player if ref == "own_half" else enemy
        zones = [z for z in mission.zones if z.kind == "half" and z.owner == side]
    elif ref.startswith(("own:", "enemy:")):  # the player's own (or the enemy's) zone of a group
        side = player if ref.startswith("own:") else enemy
        zones = [z for z in members(mission, ref.split(":", 1)[1]) if z.owner == side]
    else:
        zones = members(mission, ref)
    if not zones:
        return None
    x, y = float(entry.x), float(entry.y)
    r = rm.radius(mission.unit_mm)
    for z in zones:
        f = PreparedZone(z.geometry).measure(np.array([x]), np.array([y]), np.array([r]))
        if decide(m.inside_rule or z.inside_rule, float(f.fraction[0]), float(f.boundary_distance[0]),
                  bool(f.centre_inside[0]), r):
            return True
    return False


def _has_role(mission: ResolvedMission, t: Trooper, role: str | None, tag: str | None) -> bool:
    if tag is not None and _norm(tag) not in t.tags:
        return False
    if role is None:
        return True
    if _norm(role) in t.roles:
        return True
    spec = next((r for r in mission.scenario.roles if r.id == role), None)
    # A role every trooper of some kinds holds (Essential Personnel: Lieutenants, NCOs, HQ…).
    qualifies = {_norm(q) for q in spec.qualifies} if spec is not None else set()
    return bool(qualifies & (t.roles | t.tags))


def _presence(mission: ResolvedMission, zones: dict[str, ZoneResult], m: PresenceMeasure, player: str,
              state: TableState) -> bool | None:
    present = [zones[z.id] for z in members(mission, m.zone) if z.id in zones]
    if not present:
        return None
    null = mission.season.null_states()
    by_id = {t.id: t for t in state.troopers}
    for z in present:
        if m.dominated and z.dominated_by != player:
            continue
        for tid in z.inside.get(player, ()):
            t = by_id.get(tid)
            if t is not None and t.kind != "token" and t.state not in null and _has_role(mission, t, m.role, m.tag):
                return True
    return False


def _threaten(mission: ResolvedMission, m: ThreatenMeasure, player: str, state: TableState) -> bool | None:
    """A non-Null model of the player with any part of its base within the enemy role's Zone of Control."""
    targets = [t for t in state.troopers if t.player == other(player) and _has_role(mission, t, m.role, None)]
    if not targets:
        return None  # the table does not say who holds the role: ask
    null = mission.season.null_states()
    reach = mission.season.zone_of_control.value
    unit = mission.season.unit_mm
    own = [t for t in state.troopers if t.player == player and t.kind == "model" and t.state not in null]
    for k in targets:
        for t in own:
            gap = math.hypot(t.x - k.x, t.y - k.y) - (t.base_mm + k.base_mm) / unit / 2
            if gap <= reach + ZOC_TOLERANCE:
                return True
    return False


# -- the end of the game ----------------------------------------------------------------------
def _condition_holds(cond: Condition, markers: dict[str, MarkerResult]) -> bool:
    def one(entry: MarkerResult, state: str) -> bool:
        status = entry.state or "present"
        activated = bool(entry.activated_by) or status in ("activated", "hacked", "connected")
        return {
            "active": activated and status not in GONE,
            "activated": activated,
            "destroyed": status == "destroyed",
            "intact": status not in GONE,
            "connected": status == "connected" or bool(entry.activated_by),
            "controlled": entry.controlled_by is not None,
        }[state]

    def holds(entry: MarkerResult) -> bool:
        return one(entry, cond.state) or (cond.or_state is not None and one(entry, cond.or_state))

    return all(mid in markers and holds(markers[mid]) for mid in cond.markers)


def end_of_game(mission: ResolvedMission, state: TableState) -> tuple[TableState, list[str]]:
    """The table as it is scored: end effects applied (victims Dead), with what happened in words.

    Step 1 and 2 of the scoring pipeline: the effects the scenario applies before scoring at the
    end of the last round, then every trooper in a Null State is named as killed by the adversary
    (when the season says so), which the players count into their kill totals.
    """
    from .losses import labels

    season = mission.season
    final = replace(state, round=season.rounds)
    notes: list[str] = []
    names = labels(final.troopers)  # two Fusiliers of 10 points are told apart by their ids
    effects = [e for e in mission.scenario.end_effects
               if e.order == "before_scoring" and (e.when.rounds is None or season.rounds in e.when.rounds)]
    null = season.null_states()
    dead = "dead" if "dead" in null else sorted(null)[0]
    if effects:
        evaluator = Evaluator(mission)
        result = evaluator.evaluate(final)
        zones = {z.id: z for z in result.zones}
        markers = {m.id: m for m in result.markers}
        killed: set[str] = set()
        applying = []
        for e in effects:
            if e.unless is not None and _condition_holds(e.unless, markers):
                by_id = {m.id: m for m in mission.markers}
                one_name = objective_names(mission.markers)  # as the table and the referee panel name them
                held = semicolon().join(one_name.get(mid, mid) for mid in e.unless.markers)
                genders = [by_id[mid].gender for mid in e.unless.markers if mid in by_id]
                notes.append(_("{effect}: does not apply ({markers} {state})").format(
                    effect=e.name.get(), markers=held, state=marker_state(e.unless.state, genders)))
            else:
                applying.append(e)
        done: set[str] = set()
        for e in applying:
            if e.union is not None and e.union in done:
                continue
            group = [f for f in applying if f.union == e.union] if e.union is not None else [e]
            done.add(e.union or "")
            name = " / ".join(f.name.get() for f in group)
            everyone = {t.id for t in final.troopers if t.kind != "token"}
            named: dict[str, str] = {}  # the effect a victim is named under: its zone holds most of the base
            if e.inside_rule is not None or len(group) > 1:
                parts = [(f, z) for f in group for z in members(mission, f.zone or "")]
                region = [z for _, z in parts]
                rule = e.inside_rule or (region[0].inside_rule if region else "more_than_half")
                inside = set(evaluator.inside_region([t for t in final.troopers if t.kind != "token"], region, rule))
                best: dict[str, float] = {}
                for f, z in parts:
                    notes += _straddling(mission, z, final.troopers, inside, names, f.name.get())
                    for t in final.troopers:
                        share = _fraction(mission, z, t)
                        if share > best.get(t.id, 0.0):
                            best[t.id], named[t.id] = share, f.name.get()
            else:
                inside = set()
                for z in members(mission, e.zone or ""):
                    if z.id in zones:
                        inside.update(zones[z.id].inside["A"] + zones[z.id].inside["B"])
                        notes += _straddling(mission, z, final.troopers, set(zones[z.id].inside["A"])
                                             | set(zones[z.id].inside["B"]), names, name)
            victims = {"kill_all": everyone, "kill_inside": everyone & inside,
                       "kill_outside": everyone - inside}[e.kind]
            touching = {tid for mid in e.exempt_contact_with if mid in markers
                        for tid in markers[mid].contact["A"] + markers[mid].contact["B"]}
            for t in final.troopers:
                if t.id not in victims or t.id in killed:
                    continue
                reason = _exempt(mission, e, t, touching)
                said = named.get(t.id, name)  # a base across zones is explained by the straddling notes
                if reason:
                    notes.append(_("{effect}: {trooper} ({player}) is spared — {reason}").format(
                        effect=said, trooper=names[t.id], player=t.player, reason=reason))
                else:
                    killed.add(t.id)
                    notes.append(_("{effect}: {trooper} ({player}) is killed").format(
                        effect=said, trooper=names[t.id], player=t.player))
        final = replace(final, troopers=tuple(replace(t, state=dead) if t.id in killed else t
                                              for t in final.troopers))
    if season.killing.null_at_end_is_killed:
        for t in final.troopers:
            if t.kind != "token" and t.state in null:
                notes.append(_("{trooper} ({player}) is {state} at the end: counts as killed by the adversary").format(
                    trooper=names[t.id], player=t.player, state=state_name(mission, t.state)))
    return final, notes


def _fraction(mission: ResolvedMission, zone: ResolvedZone, t: Trooper) -> float:
    r = t.base_mm / mission.unit_mm / 2
    return float(PreparedZone(zone.geometry).measure(np.array([t.x]), np.array([t.y]), np.array([r])).fraction[0])


def _straddling(mission: ResolvedMission, zone: ResolvedZone, troopers: Sequence[Trooper], inside: set[str], names: dict[str, str],
                effect: str) -> list[str]:
    """A base across the zone's edge: say which way the zone's rule decided it (referees check these)."""
    out = []
    pz = PreparedZone(zone.geometry)
    for t in troopers:
        if t.kind == "token":
            continue
        r = t.base_mm / mission.unit_mm / 2
        f = pz.measure(np.array([t.x]), np.array([t.y]), np.array([r]))
        fraction = float(f.fraction[0])
        if 0.0 < fraction < 1.0:
            said = _("{effect}: {trooper} ({player}) straddles {zone} ({share} of the base in it): counted inside") \
                if t.id in inside else \
                _("{effect}: {trooper} ({player}) straddles {zone} ({share} of the base in it): counted outside")
            out.append(said.format(effect=effect, trooper=names[t.id], player=t.player, zone=zone.short or zone.name,
                                   share=percent(fraction)))
    return out


def _exempt(mission: ResolvedMission, e: EndEffect, t: Trooper, touching: set[str]) -> str:
    if t.troop_type and t.troop_type in e.exempt_troop_types:
        return _("troop type {type}").format(type=troop_type(t.troop_type))
    roles = {_norm(r) for r in e.exempt_roles} & t.roles
    if roles:
        return _("role {role}").format(role=role_name(mission, sorted(roles)[0]))
    tags = {_norm(g) for g in e.exempt_tags} & t.tags
    if tags:
        return f"{sorted(tags)[0]}"
    if t.id in touching:
        labels_ = objective_names(mission.markers)  # as the table and the referee panel name them
        return _("in contact with {markers}").format(markers=", ".join(labels_.get(m, m) for m in e.exempt_contact_with))
    return ""


def table_intelcom(record: GameRecord) -> dict[str, tuple[str, float]]:
    """The Support and Control cards of a record, as ``TableState.intelcom`` wants them.

    Pass them into the final round's table state: the card adds its value to the player's VP in
    the chosen ZO, so it decides domination before the objectives are counted.
    """
    return {p: (c.zone, c.value) for p, c in record.intelcom.items()
            if c is not None and c.mode == "support_and_control" and c.zone is not None}
