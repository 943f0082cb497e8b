"""Standings: Tournament Points from the season's rules, totals, tie-breakers and the final bye rescale.

Every number comes from the season file (``[tournament]``): the TP scheme (``win_tie_loss`` with the
offensive and defensive bonuses, or ``margin``), the bye's TP/OP/VP, the tie-breaker order and the number
of rounds by player count. Choices where the packs are silent:

- Opponents' OP is the sum of each *distinct* opponent's raw OP total (byes add nothing; a bye player's
  rescaled OP is not used there).
- The final bye rescale (``ceil(OP x rounds / rounds played)``) counts, for each player, the rounds they
  took part in (games + byes) over the games they played: the pack's formula for anyone who stayed to the
  end, and a fair one for a player who dropped after a bye.
- VP are rescaled the same way only for players tied with someone on everything ranked before VP
  ("in the event of a tie, repeat the process with VP"); otherwise the raw VP are shown.
- A full tie shares the rank (1, 2, 2, 4); tied players keep the event file's order in the list.
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from its_desktop.domain.i18n import _
from its_desktop.domain.names import isolate
from its_desktop.domain.mission.season import Bye, Season, TournamentPoints

from .event import Event, PlayerId

RESULTS = ("big_win", "win", "tie", "loss", "bye")
BREAKER_TEXT = {"tp": "TP", "op": "OP", "vp": "VP", "opp_op": "opponents' OP"}


def breaker_name(key: str) -> str:
    """A tie-breaker in the current language, as the standings' columns name it (PT, PO, PV)."""
    names = {"tp": _("TP"), "op": _("OP"), "vp": _("VP"), "opp_op": _("opponents' OP")}
    return names.get(key, key)


def game_points(points: TournamentPoints, op: int, op_against: int) -> tuple[int, str, tuple[str, ...]]:
    """(Tournament Points, result, bonuses) for one player's game under the season's scheme."""
    margin = op - op_against
    if points.scheme == "margin":
        if margin > 0:
            if points.big_win is not None and points.big_win_margin is not None and margin >= points.big_win_margin:
                return points.big_win, "big_win", ()
            return points.win, "win", ()
        if margin == 0:
            return points.tie, "tie", ()
        return points.loss, "loss", ()
    if margin > 0:
        tp, result = points.win, "win"
    elif margin == 0:
        tp, result = points.tie, "tie"
    else:
        tp, result = points.loss, "loss"
    bonuses: list[str] = []
    off = points.offensive_bonus
    if off is not None and off.min_op is not None and op >= off.min_op:
        tp += off.tp
        bonuses.append("offensive")
    dfn = points.defensive_bonus
    if dfn is not None and dfn.max_op_margin is not None and margin < 0 and -margin <= dfn.max_op_margin:
        tp += dfn.tp
        bonuses.append("defensive")
    return tp, result, tuple(bonuses)


def season_rounds(season: Season, players: int) -> int:
    """Rounds for ``players`` players from the season's table, never fewer than its minimum."""
    t = season.tournament
    rounds = t.min_rounds
    for row in t.rounds_by_players:
        if players >= row.min_players and (row.max_players is None or players <= row.max_players):
            rounds = row.rounds
    return max(rounds, t.min_rounds)


def minimums(event: Event, season: Season) -> tuple[int, int]:
    """(fewest players, fewest rounds) for this event: the season's, unless an Extra changes them
    (S8 Showdowns: one round, two players)."""
    t = season.tournament
    extras = [season.extras[e] for e in event.extras if e in season.extras]
    players = min([t.min_players] + [x.min_players for x in extras if x.min_players])
    fixed = [x.rounds for x in extras if x.rounds]
    return players, (min(fixed) if fixed else t.min_rounds)


def planned_rounds(event: Event, season: Season) -> int:
    """The event's ``rounds_planned``; else an Extra's fixed rounds; else the season's rounds table."""
    if event.rounds_planned is not None:
        return event.rounds_planned
    fixed = [n for n in (season.extras[e].rounds for e in event.extras if e in season.extras) if n]
    return min(fixed) if fixed else season_rounds(season, len(event.players))


def rescale(value: float, rounds: int, played: int) -> float:
    """``value x rounds / played``, rounded up (exact for whole numbers)."""
    if played <= 0 or rounds == played:
        return value
    if isinstance(value, int):
        return -(-value * rounds // played)
    return math.ceil(round(value * rounds / played, 9))


@dataclass(frozen=True)
class RoundResult:
    round: int
    opponent: PlayerId | None  # None: a bye
    op: int
    op_against: int
    vp: float
    tp: int
    result: str
    bonuses: tuple[str, ...] = ()
    table: int | str | None = None

    def to_json(self) -> dict[str, Any]:
        return {"round": self.round, "opponent": self.opponent, "op": self.op, "op_against": self.op_against,
                "vp": self.vp, "tp": self.tp, "result": self.result, "bonuses": list(self.bonuses),
                "table": self.table}


@dataclass
class Standing:
    player: PlayerId
    name: str
    club: str | None
    tp: int = 0
    op_raw: int = 0
    vp_raw: float = 0
    opp_op: int = 0
    op: float = 0  # the value ranked on: rescaled for a bye in the final standings
    vp: float = 0  # likewise, only when VP had to break a tie
    op_rescaled: bool = False
    vp_rescaled: bool = False
    rank: int = 0
    shared_rank: bool = False
    decided_by: str | None = None  # the tie-breaker that put this player below the one above
    dropped_after_round: int | None = None
    history: list[RoundResult] = field(default_factory=list)

    @property
    def games(self) -> int:
        return sum(1 for r in self.history if r.opponent is not None)

    @property
    def byes(self) -> int:
        return sum(1 for r in self.history if r.opponent is None)

    def count(self, result: str) -> int:
        return sum(1 for r in self.history if r.result == result)

    @property
    def opponents(self) -> list[PlayerId]:
        return [r.opponent for r in self.history if r.opponent is not None]

    def value(self, key: str) -> float:
        """A tie-breaker's value: ``tp``, ``op``, ``vp`` or ``opp_op`` (the attributes of the same names)."""
        value: float = getattr(self, key)
        return value

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "player": self.player, "name": self.name, "rank": self.rank, "tp": self.tp, "op": self.op,
            "vp": self.vp, "opp_op": self.opp_op, "op_raw": self.op_raw, "vp_raw": self.vp_raw,
            "op_rescaled": self.op_rescaled, "vp_rescaled": self.vp_rescaled, "shared_rank": self.shared_rank,
            "decided_by": self.decided_by, "games": self.games, "byes": self.byes,
            "big_wins": self.count("big_win"), "wins": self.count("win") + self.count("big_win"),
            "ties": self.count("tie"), "losses": self.count("loss"),
            "club": self.club, "dropped_after_round": self.dropped_after_round,
            "rounds": [r.to_json() for r in self.history],
        }
        return out


@dataclass
class Standings:
    season: str
    through_round: int
    rounds_planned: int
    final: bool
    tie_breakers: list[str]
    rows: list[Standing]
    # The pack readings these standings rest on (a bye's TP where the pack contradicts itself), each
    # with the other reading and the pack line: shown wherever the standings are.
    readings: list[str] = field(default_factory=list)

    def by_player(self) -> dict[PlayerId, Standing]:
        return {r.player: r for r in self.rows}

    def to_json(self) -> dict[str, Any]:
        return {"season": self.season, "through_round": self.through_round, "rounds_planned": self.rounds_planned,
                "final": self.final, "tie_breakers": self.tie_breakers,
                "standings": [r.to_json() for r in self.rows], "readings": list(self.readings)}

    def lines(self) -> list[str]:
        """The standings as text for a terminal or a notice board (in the current language)."""
        state = (_("final") if self.final else
                 _("after round {n} of {total}").format(n=self.through_round, total=self.rounds_planned))
        breakers = _(", then ").join(breaker_name(k) for k in self.tie_breakers)
        from its_desktop.domain.mission.catalog import season_name  # the season as the window and the PDFs name it

        out = [_("{season} standings, {state} (ranked by {breakers})").format(season=season_name(self.season), state=state,
                                                                              breakers=breakers)]
        width = max([len(_label(r)) for r in self.rows] + [6])
        out.append(f"{_('Rank'):>4}  {_('Player'):<{width}}  {_('TP'):>3}  {_('OP'):>4}  {_('VP'):>6}  "
                   f"{_('Opp OP'):>6}  {_('W-T-L')}")
        for r in self.rows:
            rank = f"{r.rank}=" if r.shared_rank else str(r.rank)
            notes = []
            if r.op_rescaled:
                notes.append(_("OP rescaled for a bye from {n}").format(n=r.op_raw))
            if r.vp_rescaled:
                notes.append(_("VP rescaled for a bye from {n}").format(n=_num(r.vp_raw)))
            if r.decided_by and r.decided_by != "tp":
                notes.append(_("placed by {breaker}").format(breaker=breaker_name(r.decided_by)))
            if r.dropped_after_round is not None:
                notes.append(_("dropped after round {n}").format(n=r.dropped_after_round))
            wtl = f"{r.count('win') + r.count('big_win')}-{r.count('tie')}-{r.count('loss')}"
            if r.byes:
                wtl += " " + _("+{n} bye").format(n=r.byes)
            line = (f"{rank:>4}  {_label(r):<{width}}  {r.tp:>3}  {_num(r.op):>4}  {_num(r.vp):>6}  "
                    f"{r.opp_op:>6}  {wtl}")
            out.append(line + (f"   ({'; '.join(notes)})" if notes else ""))
        out += self.readings
        return out


def _label(r: Standing) -> str:
    # Isolated: a right-to-left name (or one carrying a direction override) never reorders the line.
    return isolate(r.name) if str(r.player) == r.name else f"{isolate(r.name)} [{r.player}]"


def _num(v: float) -> str:
    return f"{v:g}" if isinstance(v, float) else str(v)


def compute_standings(event: Event, season: Season, *, through_round: int | None = None,
                      final: bool | None = None) -> Standings:
    """Standings after ``through_round`` (default: the last round with a result).

    ``final`` (default: the planned number of rounds is reached) applies the bye rescale.
    """
    t = season.tournament
    limit = event.last_round if through_round is None else through_round
    planned = planned_rounds(event, season)
    is_final = limit >= planned if final is None else final
    rows: dict[PlayerId, Standing] = {
        p.id: Standing(p.id, p.name, p.club, dropped_after_round=p.dropped_after_round) for p in event.players
    }
    for g in event.games:
        if g.round > limit:
            continue
        for pid in (g.a, g.b):
            op, against, vp, opp = g.side(pid)
            tp, result, bonuses = game_points(t.points, op, against)
            row = rows[pid]
            row.tp += tp
            row.op_raw += op
            row.vp_raw += vp
            row.history.append(RoundResult(g.round, opp, op, against, vp, tp, result, bonuses, g.table))
    for b in event.byes:
        if b.round > limit:
            continue
        row = rows[b.player]
        row.tp += t.bye.tp
        row.op_raw += t.bye.op
        row.vp_raw += t.bye.vp
        row.history.append(RoundResult(b.round, None, t.bye.op, 0, t.bye.vp, t.bye.tp, "bye"))
    for row in rows.values():
        row.history.sort(key=lambda r: r.round)
        row.opp_op = sum(rows[o].op_raw for o in set(row.opponents))
        row.op, row.vp = row.op_raw, row.vp_raw
        if is_final and t.bye.rescale_op_in_final and row.byes and row.games:
            row.op = rescale(row.op_raw, row.games + row.byes, row.games)
            row.op_rescaled = row.op != row.op_raw
    keys: list[str] = list(t.tie_breakers)
    if is_final and t.bye.rescale_vp_for_ties and "vp" in keys:
        before = keys[:keys.index("vp")]
        groups: dict[tuple[float, ...], list[Standing]] = defaultdict(list)
        for row in rows.values():
            groups[tuple(row.value(k) for k in before)].append(row)
        for group in groups.values():
            if len(group) < 2:
                continue
            for row in group:
                if row.byes and row.games:
                    row.vp = rescale(row.vp_raw, row.games + row.byes, row.games)
                    row.vp_rescaled = row.vp != row.vp_raw
    ordered = sorted(rows.values(), key=lambda r: tuple(-r.value(k) for k in keys))  # stable: file order
    for i, row in enumerate(ordered):
        if i == 0:
            row.rank = 1
            continue
        above = ordered[i - 1]
        differs = next((k for k in keys if row.value(k) != above.value(k)), None)
        if differs is None:
            row.rank = above.rank
            row.shared_rank = above.shared_rank = True
        else:
            row.rank = i + 1
            row.decided_by = differs
    return Standings(event.season, limit, planned, is_final, keys, ordered, bye_readings(t.bye, rows.values()))


def bye_readings(bye: Bye, rows: Iterable[Standing]) -> list[str]:
    """A line per other reading of the bye's Tournament Points, when somebody had a bye (S13: 3 TP as
    printed, while the Victory it awards is worth 4), in the reader's words: the pack lines stay in the
    data (``source``), they mean nothing to a player reading standings."""
    if not bye.alternatives or not any(r.byes for r in rows):
        return []
    return [_("Reading: a bye gives {tp} TP as the pack prints it — other reading: {tp_other} TP, "
              "{other}").format(tp=bye.tp, tp_other=alt.tp, other=alt.reading.get())
            for alt in bye.alternatives]


__all__ = ["RESULTS", "RoundResult", "Standing", "Standings", "compute_standings", "game_points", "planned_rounds",
           "rescale", "season_rounds"]
