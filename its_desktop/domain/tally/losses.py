"""What the table knows about losses: kills, surviving Victory Points, Secure HVT.

Every trooper on the table carries its Army Points and its state, so the arithmetic the players
used to do by hand is done here:

- **killed**: a trooper in the Dead state (a Null State the season names as death), and at the end
  of the game every trooper in any Null State when the season says so ("considered Killed by the
  adversary when they ... are in a Null State at the end of the game"). Tokens are not troopers.
- **kills** of a player: the enemy troopers killed (Army Points, number, Lieutenants, specialists,
  a role). What the table cannot tell (kills *made by* a role, a role revealed later) is left out
  (None) for the players to say.
- **surviving Victory Points**: the Army Points of the player's troopers not killed, never more
  than the game's points.
- **Secure HVT** (season rule): at the end of the game a non-Null trooper of the player inside the
  Zone of Control of the enemy HVT, and no non-Null enemy trooper inside the Zone of Control of
  the player's own HVT. Unknown (None) when an HVT is not on the table.

Each function also gives the reason in words, one line per trooper, for the referee.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from its_desktop.domain.i18n import _
from its_desktop.domain.mission import ResolvedMission
from its_desktop.domain.mission.objectives import KillsMeasure, SurvivorsMeasure
from its_desktop.domain.table import TableState, Trooper, other

from .words import number, state_name

SPECIALIST_TAGS = frozenset({"specialist", "hacker", "doctor", "engineer", "forward_observer", "paramedic",
                             "specialist_operative"})
# Bases this close (table units) beyond the Zone of Control still count as inside it (rounding).
ZOC_TOLERANCE = 1e-9


def _norm(name: str) -> str:
    return name.replace("-", "_")


def troopers_of(state: TableState, player: str) -> list[Trooper]:
    return [t for t in state.troopers if t.player == player and t.kind != "token"]


def is_killed(mission: ResolvedMission, t: Trooper, game_end: bool) -> bool:
    null = mission.season.null_states()
    if t.state == "dead":
        return True
    return game_end and mission.season.killing.null_at_end_is_killed and t.state in null


def labels(troopers: Sequence[Trooper]) -> dict[str, str]:
    """A name per trooper that tells apart two with the same name and points (``Fusilier (a3)``)."""
    count: dict[tuple[str, float], int] = {}
    for t in troopers:
        count[(t.label, t.points)] = count.get((t.label, t.points), 0) + 1
    return {t.id: t.label if count[(t.label, t.points)] == 1 or t.label == t.id else f"{t.label} ({t.id})"
            for t in troopers}


@dataclass(frozen=True)
class Count:
    value: float | int | bool | None  # None: the table does not know, ask the players
    lines: tuple[str, ...]            # the reason, one line per trooper that counts


def _fmt(points: float) -> str:
    return number(points)


def army_points_killed(mission: ResolvedMission, state: TableState, player: str, game_end: bool) -> Count:
    """The Army Points of ``player``'s enemies killed (what "kill more Army Points" compares)."""
    names = labels(state.troopers)
    victims = [t for t in troopers_of(state, other(player)) if is_killed(mission, t, game_end)]
    lines = tuple(_("{trooper} ({player}, {points} pts): {state}").format(
        trooper=names[t.id], player=t.player, points=_fmt(t.points), state=state_name(mission, t.state))
        for t in victims)
    return Count(sum(t.points for t in victims), lines)


def kills(mission: ResolvedMission, state: TableState, m: KillsMeasure, player: str, game_end: bool) -> Count:
    enemy = troopers_of(state, other(player))
    if m.what == "army_points":
        return army_points_killed(mission, state, player, game_end)
    if m.by_role is not None or m.revealed_as is not None:
        return Count(None, ())  # who made the kill, or what a role turned out to be: the players say
    if m.what == "troopers":
        pool = enemy
    elif m.what == "lieutenants":
        pool = [t for t in enemy if "lieutenant" in t.roles]
    elif m.what == "specialists":
        pool = [t for t in enemy if t.tags & SPECIALIST_TAGS]
    else:  # role
        pool = [t for t in enemy if m.role and _norm(m.role) in t.roles]
    if not pool and m.what != "troopers":
        return Count(None, ())  # nobody on the table marked with it: the table does not know
    names = labels(state.troopers)
    victims = [t for t in pool if is_killed(mission, t, game_end)]
    return Count(len(victims), tuple(_("{trooper} ({player}): {state}").format(
        trooper=names[t.id], player=t.player, state=state_name(mission, t.state)) for t in victims))


def surviving_vp(mission: ResolvedMission, state: TableState, player: str, game_end: bool = True) -> Count:
    """Victory Points: the Army Points of the player's troopers still alive (at most the game's points)."""
    names = labels(state.troopers)
    alive = [t for t in troopers_of(state, player) if not is_killed(mission, t, game_end)]
    total = min(sum(t.points for t in alive), mission.points)
    return Count(total, tuple(_("{trooper} ({points} pts)").format(trooper=names[t.id], points=_fmt(t.points))
                              for t in alive))


def survivors(mission: ResolvedMission, state: TableState, m: SurvivorsMeasure, player: str) -> Count:
    if m.what == "victory_points":
        return surviving_vp(mission, state, player)
    if m.revealed_as is not None:
        return Count(None, ())
    role = "lieutenant" if m.what == "lieutenant_active" else _norm(m.role or "")
    holders = [t for t in troopers_of(state, player) if role in t.roles]
    if not holders:
        return Count(None, ())
    null = mission.season.null_states()
    alive = [t for t in holders if t.state not in null]
    return Count(bool(alive), tuple(_("{trooper}: {state}").format(trooper=t.label, state=state_name(mission, t.state))
                                    for t in holders))


def _gap(mission: ResolvedMission, t: Trooper, x: float, y: float, radius: float) -> float:
    return math.hypot(t.x - x, t.y - y) - t.base_mm / mission.unit_mm / 2 - radius


def secure_hvt(mission: ResolvedMission, state: TableState, hvts: Iterable[tuple[str, float, float, float]],
               player: str) -> Count:
    """``hvts``: (owner, x, y, radius) of each HVT on the table. None when one is missing."""
    by_owner = {owner: (x, y, r) for owner, x, y, r in hvts}
    enemy = other(player)
    if player not in by_owner or enemy not in by_owner:
        return Count(None, (_("an HVT is not on the table"),))
    reach = mission.season.zone_of_control.value + ZOC_TOLERANCE
    null = mission.season.null_states()
    names = labels(state.troopers)

    def inside(owner: str, hvt_owner: str) -> list[Trooper]:
        x, y, r = by_owner[hvt_owner]
        return [t for t in troopers_of(state, owner) if t.state not in null
                and _gap(mission, t, x, y, r) <= reach]

    near_enemy = inside(player, enemy)
    intruders = inside(enemy, player)
    lines = [_("near the enemy HVT: {troopers}").format(troopers=", ".join(names[t.id] for t in near_enemy)
                                                        or _("nobody")),
             _("enemies near the own HVT: {troopers}").format(troopers=", ".join(names[t.id] for t in intruders)
                                                             or _("none"))]
    return Count(bool(near_enemy) and not intruders, tuple(lines))
