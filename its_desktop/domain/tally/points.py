"""Tournament Points for one game, from the two Objective Point totals and the season's table.

Two schemes exist (``TournamentPoints.scheme``):

- ``win_tie_loss`` (S16, S13): victory / tie / defeat points, plus an offensive bonus for scoring
  at least ``min_op`` whatever the result, and a defensive bonus for losing by ``max_op_margin``
  or less (a tie is not a loss, so it gets no defensive bonus).
- ``margin`` (S10, S8): a win by ``big_win_margin`` OP or more is a big win, a smaller win a
  win, equal OP a tie.

Where the season says harming the enemy HVT loses the game (S10, S8), ``hvt_harmed_by`` names
the player who did it: they take the defeat whatever the totals say, and their opponent at least
a victory (``score`` already moved the OP: 0 for the harmer, +2 for the other).
"""

from __future__ import annotations

from its_desktop.domain.mission import Season
from its_desktop.domain.table import PLAYERS, StateError, other


def _check_op(value: object, where: str, ceiling: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise StateError(where, f"Objective Points are a whole number, got {value!r}")
    if not 0 <= value <= ceiling:
        raise StateError(where, f"must be from 0 to {ceiling} (the season's ceiling), got {value}")
    return value


def _result(season: Season, mine: int, theirs: int) -> int:
    """Tournament Points for the result alone, from one player's side."""
    table = season.tournament.points
    if mine < theirs:
        return table.loss
    if mine == theirs:
        return table.tie
    if table.scheme == "margin" and table.big_win is not None and table.big_win_margin is not None \
            and mine - theirs >= table.big_win_margin:
        return table.big_win
    return table.win


def _bonuses(season: Season, mine: int, theirs: int) -> int:
    table = season.tournament.points
    extra = 0
    if table.offensive_bonus is not None and table.offensive_bonus.min_op is not None \
            and mine >= table.offensive_bonus.min_op:
        extra += table.offensive_bonus.tp
    if table.defensive_bonus is not None and table.defensive_bonus.max_op_margin is not None \
            and mine < theirs and theirs - mine <= table.defensive_bonus.max_op_margin:
        extra += table.defensive_bonus.tp
    return extra


def tournament_points(season: Season, op_a: int, op_b: int, *, hvt_harmed_by: str | None = None) -> tuple[int, int]:
    """(TP of A, TP of B) for a game that ended ``op_a`` to ``op_b``."""
    ceiling = season.tournament.op_ceiling
    ops = {"A": _check_op(op_a, "op_a", ceiling), "B": _check_op(op_b, "op_b", ceiling)}
    if hvt_harmed_by is not None:
        if hvt_harmed_by not in PLAYERS:
            raise StateError("hvt_harmed_by", f"must be 'A', 'B' or None, got {hvt_harmed_by!r}")
        if not season.killing.harming_enemy_hvt_loses_game:
            raise StateError("hvt_harmed_by", f"harming the enemy HVT does not lose the game in {season.id}")
    tp = {}
    for p in PLAYERS:
        q = other(p)
        mine, theirs = ops[p], ops[q]
        if hvt_harmed_by == p:
            tp[p] = season.tournament.points.loss  # "automatically lose the scenario"
        elif hvt_harmed_by == q:
            tp[p] = max(_result(season, mine, theirs), season.tournament.points.win) + _bonuses(season, mine, theirs)
        else:
            tp[p] = _result(season, mine, theirs) + _bonuses(season, mine, theirs)
    return tp["A"], tp["B"]
