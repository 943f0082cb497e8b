"""Hand overrides of a saved round: swap two players, move a table, give a bye, record a no-show, keep a
round paired on standings a correction changed. Each is refused once a game it touches has a result,
needs a reason, and is listed with it among the round's deviations (and in the audit trail).

A deviation line is stored as a code and its values, never as words: the window and the printed pack word
it in their reader's language (``domain.tournament.deviation_words``)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from its_desktop.domain.i18n import _
from its_desktop.domain.tournament.deviation_words import override, vs
from its_desktop.domain.tournament.seat_checks import SeatWarning, seat_warnings

from ..games import FieldError
from ..models import EventGameRow, EventPlayerRow, EventRoundRow, EventRow, EventTableRow, utcnow
from .base import EventsBase
from .checks import _name
from .records import EventGameRecord
from .rows import _audit, _egame, _event, _player

TEMP_TABLE_OFFSET = 100_000  # a table number no event uses, to swap two numbers under a unique constraint


def _reason(why: Any) -> str:
    if not isinstance(why, str) or not why.strip():
        raise FieldError("why", _("give the reason for the change (it is listed with the round's deviations)"))
    return why.strip()


def _round_row(s: Session, event_id: int, number: int) -> EventRoundRow:
    r = s.scalars(select(EventRoundRow).where(EventRoundRow.event_id == event_id, EventRoundRow.number == number)
                  .with_for_update()).one_or_none()
    if r is None:
        raise FieldError("round", _("round {n} has no scenario and no pairings").format(n=number))
    return r


def _games(s: Session, event_id: int, number: int) -> list[EventGameRow]:
    rows = s.scalars(select(EventGameRow).where(EventGameRow.event_id == event_id, EventGameRow.round == number)
                     .with_for_update()).all()
    if not rows:
        raise FieldError("round", _("round {n} is not paired yet").format(n=number))
    return list(rows)


def _seat(games: list[EventGameRow], pid: int, names: dict[int | None, str], number: int) -> EventGameRow:
    for g in games:
        if pid in (g.player_a_id, g.player_b_id):
            return g
    raise FieldError("player_id", _("{player} is not paired in round {n}").format(player=names.get(pid, pid), n=number))


def _open(g: EventGameRow, names: dict[int | None, str]) -> None:
    if g.op_a is not None:
        who = vs(names.get(g.player_a_id), names.get(g.player_b_id))
        raise FieldError("round", _("table {table} ({who}) already has a result: clear it first").format(
            table=g.table_no, who=who))
    if g.forfeit_by is not None:
        raise FieldError("round", _("{player}'s bye comes from a no-show: it cannot be moved").format(
            player=names.get(g.player_a_id)))


def note_deviation(s: Session, r: EventRoundRow, line: dict[str, Any], why: str, who: str, at: datetime,
                   players: list[int] | None = None, warnings: Sequence[SeatWarning] = ()) -> None:
    """Add a hand-made deviation to the round's pairing notes (shown with the pairing's own deviations): ``line``
    is ``deviation_words.override(code, **values)``, the warnings what the change breaks."""
    notes = dict(r.pairing_notes or {})
    devs = list(notes.get("deviations", []))
    devs.append({"kind": "override", **line, "warnings": [w.to_json() for w in warnings], "players": players or [],
                 "pack": [], "made": [], "why": why, "who": who, "at": at.isoformat()})
    notes["deviations"] = devs
    notes.setdefault("table_repeats", [])
    r.pairing_notes = notes  # a new object: the JSON column sees the change


class Overrides(EventsBase):
    def check_swap(self, event_id: int, number: int, player_x: int, player_y: int, *,
                   avoid_clubs: bool = False) -> list[SeatWarning]:
        """What swapping the two players would break that the automatic pairing avoids (a rematch, a club
        meeting when clubs are avoided, a table a player already played on); nothing is written."""
        with self._read() as s:
            ev = _event(s, event_id)
            games = list(s.scalars(select(EventGameRow).where(EventGameRow.event_id == ev.id,
                                                              EventGameRow.round == number)).all())
            if not games:
                raise FieldError("round", _("round {n} has no saved pairings to change").format(n=number))
            seats = _swapped(games, player_x, player_y, _names(s, ev.id), number)
            return self._seat_warnings(s, ev, number, seats.values(), avoid_clubs)

    def _seat_warnings(self, s: Session, ev: EventRow, number: int, seats, avoid_clubs: bool) -> list[SeatWarning]:
        return seat_warnings(self._domain_event(s, ev), number, [(t, a, b) for t, a, b in seats],
                             avoid_clubs=avoid_clubs)

    def swap_players(self, event_id: int, number: int, player_x: int, player_y: int, *, who: str,
                     why: str, avoid_clubs: bool = False) -> list[EventGameRecord]:
        """Exchange two players' seats in round ``number`` (their tables, or a table and the bye). What the swap
        breaks that the automatic pairing avoids (:meth:`check_swap`) is written into the deviation line."""
        who, why = _name(who, "who"), _reason(why)
        with self._write() as s:
            ev = _event(s, event_id, lock=True)
            r = _round_row(s, ev.id, number)
            games = _games(s, ev.id, number)
            names = _names(s, ev.id)
            seats = _swapped(games, player_x, player_y, names, number)
            for g in games:
                if g.id in seats:
                    _open(g, names)
            warnings = self._seat_warnings(s, ev, number, seats.values(), avoid_clubs)
            now = utcnow()
            _reseat(s, ev.id, number, [g for g in games if g.id in seats], seats, now)
            line = override("swap", x=names[player_x], y=names[player_y])
            note_deviation(s, r, line, why, who, now, [player_x, player_y], warnings)
            s.flush()
            _audit(s, ev.id, "round", r.id, f"round {number}: swap", None, [player_x, player_y], who, now, why)
            return self._game_records(s, ev, number)

    def move_table(self, event_game_id: int, table: int, *, who: str, why: str) -> list[EventGameRecord]:
        """Put a game on another table number; a game already on that table takes this one's number."""
        who, why = _name(who, "who"), _reason(why)
        if isinstance(table, bool) or not isinstance(table, int) or table < 1:
            raise FieldError("table", _("must be a whole number of at least 1, got {got!r}").format(got=table))
        with self._write() as s:
            g = _egame(s, event_game_id)
            ev = _event(s, g.event_id, lock=True)
            r = _round_row(s, ev.id, g.round)
            games = _games(s, ev.id, g.round)
            g = next(x for x in games if x.id == event_game_id)
            names = _names(s, ev.id)
            if g.bye:
                raise FieldError("event_game_id", _("a bye has no table"))
            assert g.player_b_id is not None  # the bye_shape constraint: a table seats two players
            if g.table_no == table:
                return self._game_records(s, ev, g.round)
            _open(g, names)
            other = next((x for x in games if x.table_no == table), None)
            old = g.table_no
            if other is not None:
                _open(other, names)
                other.table_no = table + TEMP_TABLE_OFFSET
                s.flush()
            g.table_no = table
            s.flush()
            if other is not None:
                other.table_no = old
            if s.scalar(select(func.count()).select_from(EventTableRow).where(EventTableRow.event_id == ev.id,
                                                                           EventTableRow.number == table)) == 0:
                s.add(EventTableRow(event_id=ev.id, number=table, label=None))
            now = utcnow()
            line = override("move", a=names[g.player_a_id], b=names[g.player_b_id], old=old, table=table,
                            other_a=names[other.player_a_id] if other is not None else None,
                            other_b=names[other.player_b_id] if other is not None else None)
            moved: list[tuple[int | None, int, int | None]] = [(table, g.player_a_id, None),
                                                                (table, g.player_b_id, None)]
            if other is not None and other.player_b_id is not None:
                moved += [(old, other.player_a_id, None), (old, other.player_b_id, None)]
            note_deviation(s, r, line, why, who, now, [g.player_a_id, g.player_b_id],
                           self._seat_warnings(s, ev, g.round, moved, False))
            _touch([g] + ([other] if other is not None else []), now)
            s.flush()
            _audit(s, ev.id, "game", g.id, "table", old, table, who, now, why)
            return self._game_records(s, ev, g.round)

    def give_bye(self, event_id: int, number: int, player_id: int, *, who: str, why: str) -> list[EventGameRecord]:
        """Give round ``number``'s bye to a player by hand: the player who had it takes their seat. In a round
        without a bye the player's table splits: both players get a bye."""
        who, why = _name(who, "who"), _reason(why)
        with self._write() as s:
            ev = _event(s, event_id, lock=True)
            r = _round_row(s, ev.id, number)
            games = _games(s, ev.id, number)
            names = _names(s, ev.id)
            seat = _seat(games, player_id, names, number)
            if seat.bye:
                raise FieldError("player_id", _("{player} already has the bye in round {n}").format(
                    player=names[player_id], n=number))
            _open(seat, names)
            holder = next((g for g in games if g.bye and g.forfeit_by is None), None)
            now = utcnow()
            if holder is not None:
                old = holder.player_a_id
                a, b = (old, seat.player_b_id) if seat.player_a_id == player_id else (seat.player_a_id, old)
                _reseat(s, ev.id, number, [seat, holder], {seat.id: (seat.table_no, a, b),
                                                           holder.id: (None, player_id, None)}, now)
                line = override("bye", player=names[player_id], old=names[old], table=seat.table_no)
            else:
                other = seat.player_b_id if seat.player_a_id == player_id else seat.player_a_id
                assert other is not None  # not a bye (checked above): a table seats two players
                line = override("bye_split", player=names[player_id], table=seat.table_no, other=names[other])
                _reseat(s, ev.id, number, [seat], {seat.id: (None, player_id, None), -1: (None, other, None)}, now)
            note_deviation(s, r, line, why, who, now, [player_id])
            s.flush()
            _audit(s, ev.id, "round", r.id, f"round {number}: bye", None, player_id, who, now, why)
            return self._game_records(s, ev, number)

    def forfeit(self, event_game_id: int, absent: int, *, who: str, why: str) -> list[EventGameRecord]:
        """A player did not turn up after the round was paired: the table becomes a bye for their opponent
        (scored as the season's bye) and the absent player is withdrawn after the previous round (the packs'
        standings have no "absent for one round": every active player needs a result). The rest of the round
        stays as paired."""
        who, why = _name(who, "who"), _reason(why)
        with self._write() as s:
            g = _egame(s, event_game_id)
            ev = _event(s, g.event_id, lock=True)
            r = _round_row(s, ev.id, g.round)
            g = _egame(s, event_game_id, lock=True)
            names = _names(s, ev.id)
            if g.bye:
                raise FieldError("event_game_id", _("a bye has no opponent to forfeit against"))
            if absent not in (g.player_a_id, g.player_b_id):
                raise FieldError("absent", _("{player} does not play table {table}").format(
                    player=names.get(absent, absent), table=g.table_no))
            _open(g, names)
            present = g.player_b_id if absent == g.player_a_id else g.player_a_id
            assert present is not None  # not a bye (checked above): a table seats two players
            table, number = g.table_no, g.round
            now = utcnow()
            s.delete(g)
            s.flush()
            bye = EventGameRow(event_id=ev.id, round=number, table_no=None, player_a_id=present, player_b_id=None,
                            bye=True, forfeit_by=absent, end_reason="completed", created_at=now, updated_at=now)
            s.add(bye)
            later = s.scalar(select(func.min(EventGameRow.round)).where(
                EventGameRow.event_id == ev.id, EventGameRow.round > number,
                (EventGameRow.player_a_id == absent) | (EventGameRow.player_b_id == absent)))
            if later is not None:
                raise FieldError("absent", _("{player} is already paired in round {n}: clear that round's pairings "
                                             "first").format(
                    player=names[absent], n=later))
            p = _player(s, absent, lock=True)
            _audit(s, ev.id, "player", p.id, "dropped_after_round", p.dropped_after_round, number - 1, who, now, why)
            p.dropped_after_round, p.updated_at = number - 1, now
            line = override("forfeit", absent=names[absent], present=names[present], table=table)
            note_deviation(s, r, line, why, who, now, [absent, present])
            s.flush()
            _audit(s, ev.id, "game", bye.id, "forfeit", {"table": table, "a": present, "b": absent},
                   {"bye": present, "absent": absent}, who, now, why)
            return self._game_records(s, ev, number)

    def keep_pairings(self, event_id: int, number: int, corrected: int, *, who: str, why: str) -> None:
        """Keep round ``number`` as paired although the standings it was paired on changed (a correction to
        round ``corrected``): recorded as a deviation with the reason."""
        who, why = _name(who, "who"), _reason(why)
        with self._write() as s:
            ev = _event(s, event_id, lock=True)
            r = _round_row(s, ev.id, number)
            now = utcnow()
            note_deviation(s, r, override("kept", round=number, corrected=corrected), why, who, now)
            s.flush()
            _audit(s, ev.id, "round", r.id, f"round {number}: kept", None, {"corrected": corrected}, who, now, why)


def _swapped(games: list[EventGameRow], player_x: int, player_y: int, names: dict[int | None, str], number: int
             ) -> dict[int, tuple[int | None, int, int | None]]:
    """The new (table, a, b) of the one or two games a swap of the two players changes, by game id."""
    if player_x == player_y:
        raise FieldError("player_y", _("choose two different players"))
    gx, gy = _seat(games, player_x, names, number), _seat(games, player_y, names, number)
    if gx is gy:
        assert gx.player_b_id is not None  # both players at one table: not a bye
        return {gx.id: (gx.table_no, gx.player_b_id, gx.player_a_id)}  # sides swap: A becomes B
    swap = {player_x: player_y, player_y: player_x}

    def moved(g: EventGameRow) -> tuple[int | None, int, int | None]:
        return g.table_no, swap.get(g.player_a_id, g.player_a_id), \
            swap.get(g.player_b_id, g.player_b_id) if g.player_b_id is not None else None
    return {gx.id: moved(gx), gy.id: moved(gy)}


def _names(s: Session, event_id: int) -> dict[int | None, str]:
    """Player names by id (looked up with a game's optional second player too)."""
    rows = select(EventPlayerRow.id, EventPlayerRow.name).where(EventPlayerRow.event_id == event_id)
    return dict(s.execute(rows).all())


def _reseat(s: Session, event_id: int, number: int, old: list[EventGameRow],
            seats: dict[int, tuple[int | None, int, int | None]], now: datetime) -> list[EventGameRow]:
    """Replace games without results by new rows (table, a, b; b None: a bye): deleting first keeps the
    one-seat-per-player constraint true at every step, on every database."""
    ended = {g.id: g.end_reason for g in old}
    for g in old:
        s.delete(g)
    s.flush()
    rows = [EventGameRow(event_id=event_id, round=number, table_no=table, player_a_id=a, player_b_id=b, bye=b is None,
                      end_reason=ended.get(key) if b is not None else None, created_at=now, updated_at=now)
            for key, (table, a, b) in seats.items()]
    s.add_all(rows)
    s.flush()
    return rows


def _touch(games: list[EventGameRow], now: datetime) -> None:
    for g in games:
        g.updated_at = now


__all__ = ["Overrides", "note_deviation"]
