"""Row access inside one transaction: loading with a lock, version checks, the audit trail, queries the writes share."""

from __future__ import annotations

import logging
from its_desktop.domain.i18n import _
from datetime import datetime
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from its_desktop.domain.tournament import season_rounds
from its_desktop.domain.tournament.organizer import extras_rounds

from ..games import FieldError
from ..models import EventRow, EventChangeRow, EventGameRow, EventPlayerRow, EventRoundRow, EventTableRow
from ..repository import load_row
from .checks import _season, _version_arg
from .errors import EventConflictError, NotFound
from .records import _int_if_whole

log = logging.getLogger("its_desktop.persistence.events")


def _integrity(exc: IntegrityError) -> Exception:
    text = str(exc.orig)
    if "event_id_scenario" in text or "event_rounds.event_id, event_rounds.scenario" in text:
        return FieldError("scenario", _("another round already plays this scenario (saved by another station)"))
    if "uq_event_players_pin" in text or "event_players.event_id, event_players.pin" in text:
        return FieldError("pin", _("this PIN is already registered (by another station)"))
    if "event_games" in text:
        return EventConflictError(_("the round's pairings"), -1, None, None, _("that another station saved them first"))
    return FieldError("(database)", text.splitlines()[0] if text else _("constraint failed"))


def _event(s: Session, event_id: Any, lock: bool = False) -> EventRow:
    row = load_row(s, EventRow, event_id, "event_id", lock)
    if row is None:
        raise NotFound("event_id", event_id, "event")
    return row


def _player(s: Session, player_id: Any, lock: bool = False) -> EventPlayerRow:
    row = load_row(s, EventPlayerRow, player_id, "player_id", lock)
    if row is None:
        raise NotFound("player_id", player_id, "player")
    return row


def _egame(s: Session, game_id: Any, lock: bool = False) -> EventGameRow:
    row = load_row(s, EventGameRow, game_id, "event_game_id", lock)
    if row is None:
        raise NotFound("event_game_id", game_id, "table")
    return row


def _check_version(row: Any, expected: int | None, what: str) -> None:
    if expected is None:
        return
    _version_arg(expected)
    if row.version != expected:
        raise EventConflictError(what, row.id, expected, row.version)


def _audit(s: Session, event_id: int, what: str, ref_id: int | None, field_: str, old: Any, new: Any, who: str,
           at: datetime, why: str | None = None) -> None:
    s.add(EventChangeRow(event_id=event_id, what=what, ref_id=ref_id, field=field_[:64], old=old, new=new, who=who,
                      at=at, why=why))
    # The event's lifecycle in the log; never the values (a player's PIN is one).
    log.info("event %s: %s%s %s, by %s", event_id, what, "" if ref_id is None else f" {ref_id}", field_, who)


def _player_audit(p: EventPlayerRow) -> dict[str, Any]:
    out = {"name": p.name, "pin": p.pin, "faction": p.faction, "club": p.club, "lists": len(p.lists or []),
           "joined_round": p.joined_round}
    if p.sectorial:
        out["sectorial"] = p.sectorial
    if p.pending:
        out["pending"] = True
    return out


def _pin_free(s: Session, event_id: int, pin: str | None) -> None:
    if pin is None:
        return
    other = s.scalars(select(EventPlayerRow)
                      .where(EventPlayerRow.event_id == event_id, EventPlayerRow.pin == pin)).first()
    if other is not None:
        raise FieldError("pin", _("PIN {pin} is already registered to {player}").format(pin=pin, player=other.name))


def _last_paired(s: Session, event_id: int) -> int:
    return int(s.scalar(select(func.max(EventGameRow.round)).where(EventGameRow.event_id == event_id)) or 0)


def _max_vp(s: Session, event_id: int, number: int) -> float | None:
    in_round = (EventGameRow.event_id == event_id, EventGameRow.round == number)
    a = s.scalar(select(func.max(EventGameRow.vp_a)).where(*in_round))
    b = s.scalar(select(func.max(EventGameRow.vp_b)).where(*in_round))
    vals = [v for v in (a, b) if v is not None]
    return max(vals) if vals else None


def _active(p: EventPlayerRow, number: int) -> bool:
    return number >= p.joined_round and (p.dropped_after_round is None or number <= p.dropped_after_round)


def _pairable(players: dict[int, EventPlayerRow], pid: Any, number: int, where: str, seen: set[int]) -> None:
    p = players.get(pid) if isinstance(pid, int) and not isinstance(pid, bool) else None
    if p is None:
        raise FieldError(where, _("no player {id!r} in this event").format(id=pid))
    if not _active(p, number):
        why = (_("dropped after round {n}").format(n=p.dropped_after_round) if p.dropped_after_round is not None
               and number > p.dropped_after_round else _("joins in round {n}").format(n=p.joined_round))
        raise FieldError(where, _("{player} is not in round {n} ({why})").format(player=p.name, n=number, why=why))
    if pid in seen:
        raise FieldError(where, _("{player} is paired twice").format(player=p.name))
    seen.add(pid)


def _planned(ev: EventRow, players: int) -> int:
    se = _season(ev.season)
    return extras_rounds(se, list(ev.extras)) or ev.rounds_planned or season_rounds(se, players)


def _result(g: EventGameRow) -> dict[str, Any] | None:
    if g.op_a is None:
        return None
    return {"op_a": g.op_a, "op_b": g.op_b, "vp_a": g.vp_a, "vp_b": g.vp_b}


def _fmt(v: float | None) -> str:
    return "" if v is None else f"{v:g}"


def _event_json(s: Session, ev: EventRow) -> dict[str, Any]:
    players = s.scalars(select(EventPlayerRow).where(EventPlayerRow.event_id == ev.id)
                        .order_by(EventPlayerRow.id)).all()
    games = s.scalars(select(EventGameRow).where(EventGameRow.event_id == ev.id)
                      .order_by(EventGameRow.round, EventGameRow.bye, EventGameRow.table_no)).all()
    rounds = s.scalars(select(EventRoundRow).where(EventRoundRow.event_id == ev.id)
                       .order_by(EventRoundRow.number)).all()
    out: dict[str, Any] = {"season": ev.season}
    planned = extras_rounds(_season(ev.season), list(ev.extras)) or ev.rounds_planned
    if planned is not None:
        out["rounds_planned"] = planned
    plist = []
    for p in players:
        entry: dict[str, Any] = {"id": p.id, "name": p.name}
        if p.club:
            entry["club"] = p.club
        if p.dropped_after_round is not None:
            entry["dropped_after_round"] = p.dropped_after_round
        if p.pin:
            entry["pin"] = p.pin
        if p.faction:
            entry["faction"] = p.faction
        if p.joined_round > 1:
            entry["joined_round"] = p.joined_round
        plist.append(entry)
    out["players"] = plist
    glist: list[dict[str, Any]] = []
    for g in games:
        if g.bye:
            glist.append({"round": g.round, "bye": g.player_a_id})
        elif g.op_a is not None:
            glist.append({"round": g.round, "table": g.table_no, "a": g.player_a_id, "b": g.player_b_id,
                          "op_a": g.op_a, "op_b": g.op_b, "vp_a": _int_if_whole(g.vp_a),
                          "vp_b": _int_if_whole(g.vp_b)})
    out["games"] = glist
    out["name"] = ev.name
    out["extras"] = list(ev.extras or ())
    out["rounds"] = [{"round": r.number, "scenario": r.scenario, "points": r.points} for r in rounds]
    # Additive: every stored seat (games still without a result included) and the tables' terrain labels, so
    # a reader such as `print pack` shows the pairings as announced instead of pairing the round again.
    seats = []
    for g in games:
        if g.bye:
            seat: dict[str, Any] = {"round": g.round, "bye": g.player_a_id}
            if g.forfeit_by is not None:
                seat["forfeit_by"] = g.forfeit_by
        else:
            seat = {"round": g.round, "table": g.table_no, "a": g.player_a_id, "b": g.player_b_id}
        seats.append(seat)
    out["pairings"] = seats
    labels = s.execute(select(EventTableRow.number, EventTableRow.label).where(EventTableRow.event_id == ev.id)
                       .order_by(EventTableRow.number)).all()
    out["tables"] = [{"number": n, "label": label} if label else {"number": n} for n, label in labels]
    return out
