"""Small builders for hand-written events."""

from __future__ import annotations

from its_desktop.domain.mission import catalog
from its_desktop.domain.tournament import compute_standings, parse_event


def game(rnd, a, b, op_a, op_b, vp_a=0, vp_b=0, table=None):
    out = {"round": rnd, "a": a, "b": b, "op_a": op_a, "op_b": op_b, "vp_a": vp_a, "vp_b": vp_b}
    if table is not None:
        out["table"] = table
    return out


def bye(rnd, player):
    return {"round": rnd, "bye": player}


def players(*ids, clubs=None, dropped=None):
    clubs, dropped = clubs or {}, dropped or {}
    out = []
    for pid in ids:
        p = {"id": pid, "name": f"Player {pid}"}
        if pid in clubs:
            p["club"] = clubs[pid]
        if pid in dropped:
            p["dropped_after_round"] = dropped[pid]
        out.append(p)
    return out


def event(season, plist, games, **extra):
    return parse_event({"season": season, "players": plist, "games": games, **extra},
                       op_ceiling=catalog.season(season).tournament.op_ceiling)


def table(ev, **kwargs):
    """(player, rank, tp, op, vp, opp_op) per row, in standings order."""
    st = compute_standings(ev, catalog.season(ev.season), **kwargs)
    return [(r.player, r.rank, r.tp, r.op, r.vp, r.opp_op) for r in st.rows], st
