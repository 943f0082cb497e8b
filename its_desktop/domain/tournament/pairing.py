"""Pairings for one tournament round, the packs' way, with the deviations an organizer can defend.

The packs (S16, S13, S10, S8 alike): round 1 is random; later rounds rank the players (TP, OP, VP,
opponents' OP; raw totals, no bye rescale) and pair 1st v 2nd, 3rd v 4th…; with an odd number of players
the bye goes at random in round 1 (in an S10 league to the last player to arrive: the last registered),
then to the lowest-ranked player who has not had one. The packs say
nothing about rematches, clubs or tables; what this module adds, each listed so it can be explained:

- Rematch avoidance (on by default) and club avoidance (optional): a pair that breaks one is fixed by
  swapping with the nearest pair below it (then above it) that gives two clean pairs, so each fix changes
  exactly two pairings. Each fix is a deviation from pack order, with both the pack's pairs and the new
  ones. Only when a rematch survives the swaps is the round re-paired by a search in ranking order (top
  player with the highest-ranked allowed opponent, backtracking); what still cannot be avoided is listed.
- A player never gets a second bye while someone without one can take it.
- Dropped players are left out. Round 1 is drawn with a seed (reported, so the draw can be repeated).
- Tables: pair k (in ranking order) gets table k unless one of its players has already played there;
  a bipartite matching keeps everyone off tables they have used whenever that is possible at all.
- Players tied on every tie-breaker keep the event file's order.
"""

from __future__ import annotations

import random
from collections import Counter, defaultdict, deque
from dataclasses import dataclass, field
from collections.abc import Mapping
from typing import Any, Callable

from its_desktop.domain.i18n import _
from its_desktop.domain.names import isolate
from its_desktop.domain.mission.season import Season

from .deviation_words import pairing_text
from .event import Event, EventError, PlayerId
from .formats import event_format
from .standings import compute_standings, minimums, planned_rounds

Pair = tuple[PlayerId, PlayerId]
SEARCH_LIMIT = 200_000  # nodes for the fallback search; pairing 512 players needs far fewer


@dataclass(frozen=True)
class Table:
    table: int
    a: PlayerId
    b: PlayerId


@dataclass(frozen=True)
class Deviation:
    kind: str  # rematch | club | unavoidable_rematch | unavoidable_club | repaired | second_bye
    text: str  # in the current language; the store words it again from ``code`` and ``params`` for its reader
    players: tuple[PlayerId, ...] = ()
    pack: tuple[Pair, ...] = ()
    made: tuple[Pair, ...] = ()
    code: str | None = None  # deviation_words.PAIRING
    params: Mapping[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind, "text": self.text, "players": list(self.players),
               "pack": [list(p) for p in self.pack], "made": [list(p) for p in self.made]}
        if self.code is not None:
            out |= {"code": self.code, "params": dict(self.params)}
        return out


def _deviation(kind: str, code: str, players: tuple[PlayerId, ...] = (), pack: tuple[Pair, ...] = (),
               made: tuple[Pair, ...] = (), **params: Any) -> Deviation:
    return Deviation(kind, pairing_text(code, params), players, pack, made, code, params)


@dataclass
class RoundPairing:
    season: str
    round: int
    pairings: list[Table]
    bye: PlayerId | None
    deviations: list[Deviation] = field(default_factory=list)
    table_repeats: list[dict[str, Any]] = field(default_factory=list)
    seed: int | None = None
    order: list[PlayerId] = field(default_factory=list)
    names: dict[PlayerId, str] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        rows: list[dict[str, Any]] = [{"table": t.table, "a": t.a, "b": t.b} for t in self.pairings]
        if self.bye is not None:
            rows.append({"bye": self.bye})
        return {"season": self.season, "round": self.round, "seed": self.seed, "pairings": rows,
                "deviations": [d.to_json() for d in self.deviations], "table_repeats": self.table_repeats,
                "order": self.order}

    def lines(self) -> list[str]:
        how = _("random draw, seed {seed}").format(seed=self.seed) if self.seed is not None else _("by the standings")
        from its_desktop.domain.mission.catalog import season_name  # the season as the window and the PDFs name it

        out = [_("{season} round {n} pairings ({how})").format(season=season_name(self.season), n=self.round, how=how)]
        for t in self.pairings:
            out.append("  " + _("Table {n}: {a} v {b}").format(n=f"{t.table:>3}", a=self._name(t.a), b=self._name(t.b)))
        if self.bye is not None:
            out.append("  " + _("Bye:        {name}").format(name=self._name(self.bye)))
        if self.deviations:
            out.append(_("Deviations from pack order:"))
            out.extend(f"  - {d.text}" for d in self.deviations)
        for r in self.table_repeats:
            out.append("  " + _("Note: table {n} again for {names} (every other table was taken or already played)")
                       .format(n=r["table"], names=", ".join(self._name(p) for p in r["players"])))
        return out

    def _name(self, pid: PlayerId) -> str:
        return isolate(self.names.get(pid, str(pid)))  # a right-to-left name never reorders the line


def _history(event: Event, before: int
             ) -> tuple[dict[frozenset[PlayerId], list[int]], Counter[PlayerId], dict[PlayerId, set[int | str]]]:
    met: dict[frozenset[PlayerId], list[int]] = defaultdict(list)
    tables: dict[PlayerId, set[int | str]] = defaultdict(set)
    for g in event.games:
        if g.round < before:
            met[frozenset((g.a, g.b))].append(g.round)
            if g.table is not None:
                tables[g.a].add(g.table)
                tables[g.b].add(g.table)
    byes = Counter(b.player for b in event.byes if b.round < before)
    return met, byes, tables


def _check(event: Event, season: Season, rnd: int) -> None:
    if isinstance(rnd, bool) or not isinstance(rnd, int) or rnd < 1:
        raise EventError("round", _("must be a whole number of at least 1, got {got!r}").format(got=rnd))
    min_players, min_rounds = minimums(event, season)
    if len(event.players) < min_players:
        # The season by its name, as the pickers say it ("ITS Temporada 8", not "s8").
        raise EventError("players", _("{season} tournaments need at least {min} players, the event has {count}").format(
            season=season.name.get(), min=min_players, count=len(event.players)))
    if event.rounds_planned is not None and event.rounds_planned < min_rounds:
        raise EventError("rounds_planned", _("{season} tournaments have at least {min} rounds, got {got}").format(
            season=season.name.get(), min=min_rounds, got=event.rounds_planned))
    planned = planned_rounds(event, season)
    if rnd > planned:
        why = "rounds_planned" if event.rounds_planned is not None else \
            _("the {season} rounds table for {count} players").format(season=season.name.get(), count=len(event.players))
        raise EventError("round", _("the event has {planned} rounds ({why}); round {n} is past the end").format(
            planned=planned, why=why, n=rnd))
    if event.results_in(rnd):
        raise EventError("round", _("round {n} already has results in the event").format(n=rnd))
    for r in range(1, rnd):
        done = event.results_in(r)
        for p in event.players:
            if p.active_in(r) and p.id not in done:
                # by the name the organizer knows, then the file's id to find the line ("le joueur 1" said nothing)
                raise EventError("games", _("round {r} has no result for {name} (player {player!r} in the file); enter "
                                            "it before pairing round {n}").format(r=r, name=p.name, player=p.id, n=rnd))
    if sum(1 for p in event.players if p.active_in(rnd)) < 2:
        raise EventError("players", _("fewer than 2 players are still in the event for round {n}").format(n=rnd))


def _first_bye(season: Season, event: Event) -> str:
    """Who takes a round-1 bye under the event's format: ``random`` or ``last_registered``."""
    if not season.formats:
        return "random"
    return event_format(season, event.extras)[1].first_bye


def pair_round(event: Event, season: Season, rnd: int, *, seed: int | None = None, avoid_rematches: bool = True,
               avoid_clubs: bool = False) -> RoundPairing:
    """Pair round ``rnd`` of ``event``. ``seed`` makes the round-1 draw reproducible (one is chosen and
    reported when not given)."""
    _check(event, season, rnd)
    met, byes_had, tables_used = _history(event, rnd)
    active = [p.id for p in event.players if p.active_in(rnd)]
    names = {p.id: p.name for p in event.players}
    clubs = {p.id: p.club for p in event.players}
    deviations: list[Deviation] = []
    bye: PlayerId | None = None
    used_seed: int | None = None
    if rnd == 1:
        used_seed = seed if seed is not None else random.SystemRandom().randrange(2**31)
        rng = random.Random(used_seed)
        order = list(active)
        rng.shuffle(order)
        if len(order) % 2:
            if _first_bye(season, event) == "last_registered":
                bye = active[-1]  # S10 leagues: "the last player to arrive" (players are kept in arrival order)
                order.remove(bye)
            else:
                bye = order.pop(rng.randrange(len(order)))
    else:
        standings = compute_standings(event, season, through_round=rnd - 1, final=False)
        still_in = set(active)
        order = [r.player for r in standings.rows if r.player in still_in]
        if len(order) % 2:
            fewest = min(byes_had[p] for p in order)
            bye = next(p for p in reversed(order) if byes_had[p] == fewest)
            if fewest:
                deviations.append(_deviation("second_bye", "second_bye", (bye,), name=names[bye]))
            order.remove(bye)

    def conflict(p: PlayerId, q: PlayerId) -> int:
        if avoid_rematches and frozenset((p, q)) in met:
            return 2
        if avoid_clubs and clubs[p] and clubs[p] == clubs[q]:
            return 1
        return 0

    def why(p: PlayerId, q: PlayerId) -> dict[str, Any]:
        """What breaks the pair, as a seat warning's kind and values (deviation_words words it)."""
        if conflict(p, q) == 2:
            rounds = ", ".join(str(r) for r in met[frozenset((p, q))])
            return {"kind": "rematch", "params": {"a": names[p], "b": names[q], "rounds": rounds}}
        return {"kind": "club", "params": {"a": names[p], "b": names[q], "club": clubs[p]}}

    pairs: list[Pair] = [(order[i], order[i + 1]) for i in range(0, len(order), 2)]
    pack = list(pairs)
    pairs, fixes, leftovers = _fix(pairs, conflict)
    if any(conflict(*p) == 2 for p in pairs):
        searched = _search(order, lambda p, q: conflict(p, q) == 0) or _search(order, lambda p, q: conflict(p, q) < 2)
        if searched is not None:
            changed_pack = tuple(p for p in pack if p not in searched)
            made = tuple(p for p in searched if p not in pack)
            deviations.append(_deviation(
                "repaired", "repaired", tuple(sorted({x for p in changed_pack for x in p}, key=order.index)),
                changed_pack, made))
            pairs, fixes = searched, []
            leftovers = [p for p in pairs if conflict(*p)]
    for (old_i, old_j, new_i, new_j) in fixes:
        bad = old_i if conflict(*old_i) else old_j
        kind = "rematch" if conflict(*bad) == 2 else "club"
        deviations.append(_deviation(
            kind, "fixed", (*old_i, *old_j), (old_i, old_j), (new_i, new_j), why=why(*bad),
            old_1=_names_of(names, old_i), old_2=_names_of(names, old_j), new_1=_names_of(names, new_i),
            new_2=_names_of(names, new_j)))
    for p in leftovers:
        kind = "unavoidable_rematch" if conflict(*p) == 2 else "unavoidable_club"
        deviations.append(_deviation(kind, "unavoidable", p, (p,), (p,), why=why(*p)))
    numbers, repeats = assign_tables(pairs, tables_used)
    tables = [Table(n, a, b) for n, (a, b) in sorted(zip(numbers, pairs), key=lambda x: x[0])]
    repeated = [{"table": n, "players": list(p)} for n, p in repeats]
    ranking = order + ([bye] if bye is not None else [])
    return RoundPairing(season.id, rnd, tables, bye, deviations, repeated, used_seed, ranking, names)


def _names_of(names: dict[PlayerId, str], p: Pair) -> list[str]:
    return [names[p[0]], names[p[1]]]


def _fix(pairs: list[Pair], conflict: Callable[[PlayerId, PlayerId], int]
         ) -> tuple[list[Pair], list[tuple[Pair, Pair, Pair, Pair]], list[Pair]]:
    """Mend each bad pair by one swap with the nearest pair (below first, then above) that leaves both clean.

    When no swap makes both clean, a rematch may still be traded for a club meeting. Returns the pairs,
    the swaps made (old upper pair, old lower pair, new upper pair, new lower pair) and the bad pairs left.
    """
    pairs = list(pairs)
    fixes: list[tuple[Pair, Pair, Pair, Pair]] = []
    n = len(pairs)
    for i in range(n):
        level = conflict(*pairs[i])
        for tolerance in range(level):  # 0: both new pairs clean; 1: no rematch, a club meeting allowed
            swap = _nearest_swap(pairs, i, tolerance, conflict)
            if swap is not None:
                first, second, cand = swap
                fixes.append((pairs[first], pairs[second], cand[0], cand[1]))
                pairs[first], pairs[second] = cand
                break
    return pairs, fixes, [p for p in pairs if conflict(*p)]


def _nearest_swap(pairs: list[Pair], i: int, tolerance: int, conflict: Callable[[PlayerId, PlayerId], int]
                  ) -> tuple[int, int, tuple[Pair, Pair]] | None:
    n = len(pairs)
    for j in [*range(i + 1, n), *range(i - 1, -1, -1)]:
        first, second = min(i, j), max(i, j)
        top, low = pairs[first], pairs[second]
        # the higher-ranked player of the upper pair meets the higher-ranked one of the lower pair first
        for cand in (((top[0], low[0]), (top[1], low[1])), ((top[0], low[1]), (top[1], low[0]))):
            if conflict(*cand[0]) <= tolerance and conflict(*cand[1]) <= tolerance:
                return first, second, cand
    return None


def _search(order: list[PlayerId], ok: Callable[[PlayerId, PlayerId], bool]) -> list[Pair] | None:
    """Pair ``order`` top-down, each player with the highest-ranked allowed opponent, backtracking."""
    n = len(order)
    used = [False] * n
    out: list[Pair] = []
    nodes = 0

    def rec(start: int) -> bool:
        nonlocal nodes
        i = start
        while i < n and used[i]:
            i += 1
        if i >= n:
            return True
        used[i] = True
        for j in range(i + 1, n):
            if used[j] or not ok(order[i], order[j]):
                continue
            nodes += 1
            if nodes > SEARCH_LIMIT:
                raise _Exhausted
            used[j] = True
            out.append((order[i], order[j]))
            if rec(i + 1):
                return True
            out.pop()
            used[j] = False
        used[i] = False
        return False

    try:
        return out if rec(0) else None
    except _Exhausted:
        return None


class _Exhausted(Exception):
    pass


def assign_tables(pairs: list[Pair], used: dict[PlayerId, set[int | str]]
                  ) -> tuple[list[int], list[tuple[int, tuple[PlayerId, ...]]]]:
    """Table numbers 1..len(pairs) for the pairs in ranking order, keeping players off tables they have used.

    Greedy (each pair the lowest free table new to both players), then augmenting paths for the pairs left
    over (a maximum bipartite matching), then the remaining tables for whoever is still without one.
    Returns the number per pair and the (table, players back on it) repeats that could not be avoided.
    """
    n = len(pairs)
    forbidden = [used.get(a, set()) | used.get(b, set()) for a, b in pairs]
    holder: dict[int, int] = {}
    table_of: list[int | None] = [None] * n
    free = list(range(1, n + 1))
    for i in range(n):
        for k, t in enumerate(free):
            if t not in forbidden[i]:
                del free[k]
                holder[t], table_of[i] = i, t
                break

    def augment(root: int) -> bool:
        """Breadth-first search for a chain of moves that frees an allowed table for ``root``."""
        wants: dict[int, int] = {}  # table -> the pair that reached it
        queue = deque([root])
        while queue:
            u = queue.popleft()
            for t in range(1, n + 1):
                if t in wants or t in forbidden[u]:
                    continue
                wants[t] = u
                if t in holder:
                    queue.append(holder[t])
                    continue
                while True:  # t is free: shift every pair on the chain one table along
                    u = wants[t]
                    old = table_of[u]
                    holder[t], table_of[u] = u, t
                    if old is None:
                        return True
                    t = old
        return False

    for i in range(n):
        if table_of[i] is None:
            augment(i)
    spare = iter(t for t in range(1, n + 1) if t not in holder)
    repeats: list[tuple[int, tuple[PlayerId, ...]]] = []
    for i in range(n):
        if table_of[i] is None:
            t = next(spare)
            holder[t], table_of[i] = i, t
            repeats.append((t, tuple(p for p in pairs[i] if t in used.get(p, ()))))
    return [t for t in table_of if t is not None], repeats


def tables_in_ranking_order(pairing: RoundPairing) -> RoundPairing:
    """The organizer's "top table first": the same pairs on tables 1, 2, … in ranking order (the pair with
    the best-ranked player on table 1), giving up keeping players off tables they have played."""
    rank = {pid: i for i, pid in enumerate(pairing.order)}
    pairs = sorted(pairing.pairings, key=lambda t: min(rank.get(t.a, len(rank)), rank.get(t.b, len(rank))))
    tables = [Table(i + 1, t.a, t.b) for i, t in enumerate(pairs)]
    return RoundPairing(pairing.season, pairing.round, tables, pairing.bye, list(pairing.deviations), [],
                        pairing.seed, list(pairing.order), dict(pairing.names))


__all__ = ["Deviation", "RoundPairing", "Table", "assign_tables", "pair_round", "tables_in_ranking_order"]
