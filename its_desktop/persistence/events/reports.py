"""Results the players report from their phones: tokens, seats, single-use forms, and the organizer's decision.

::

    token = events.table_token(game.id)                    # printed as a QR on table 3's tent card and sheets
    access = events.resolve_table_token(token)             # TableAccess(event_id, event_game_id, round, table, open)
    secret = events.claim_seat(token, "A", device="phone of Ana")          # first claim wins (SeatTaken after)
    form = events.issue_form_token(token, secret)
    events.propose_report(token, "A", secret, {"op_a": 6, "op_b": 3, "vp_a": 210, "vp_b": 140}, form, 0, "phone")
    events.confirm_report(token, "B", secret_b, form_b, 1, "phone of Ben")  # only the other seat
    events.approve_report(report.id, who="TO", expected_version=2)          # through record_result

The rules of the moves are in ``domain/tournament/reports.py``. What this part adds:

- **Tokens.** An event has one page token; each table of each round has its own (``secrets``, 128 bits),
  made once and kept (a reprint shows the same QR). A table token stands for *table N of round R*: it follows
  the table if the organizer swaps players, and a seat claimed for a player who is no longer at that table
  is void.
- **What closes a round:** pairing the next round (any game of a later round saved). From then on the
  table's page reads but takes no claim and no report (:class:`RoundClosed`). Until then a table takes
  reports whatever the clock says: results are often entered after time is called.
- **Seats.** The first phone to claim side A or B of a table gets a secret (kept as a cookie by the web
  pages; stored here only as its SHA-256). A second claim raises :class:`SeatTaken` and is kept for the
  organizer (the report's ``second-claim`` flag and :meth:`seat_alerts`). Strict mode (per event,
  :meth:`set_strict`) also needs the player's own seat code, printed on their score sheet only
  (:meth:`seat_code`: six letters and digits, made from a per-event key, different each round).
- **Forms.** Every write needs a form token issued to that seat (:meth:`issue_form_token`) and uses it up:
  a replayed post raises :class:`FormReplayed` (carrying the report as it stands) and changes nothing.
  A write that fails (bad values, a conflict) does not use its form up.
- **Versions.** Every write carries the report version it was based on (0 before the first report) and
  raises :class:`EventConflictError` if the report moved meanwhile. Approval also checks the table's own
  version as it was when the report was made, through ``record_result``: a result a station typed in
  between is never overwritten.
- **Audit and notifications.** Every write adds to the event's audit trail (what: ``report`` or ``seat``;
  who: ``table 3 seat A``; why: the device) — OP and VP only, never the record's private entries — and so
  notifies the other stations and the web pages (``persistence/notify.py``).
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any, Literal

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from its_desktop.domain.i18n import _
from its_desktop.domain.tournament import reports as rules
from its_desktop.domain.tournament.reports import (FormReplayed, Report, ReportError, ReportValues, RoundClosed,
                                                   SeatCodeError, SeatTaken, Side, UnknownToken, WrongSeat)

from ..games import FieldError
from ..models import (EventAccessRow, EventGameRow, EventReportRow, EventRoundRow, FormTokenRow, NAME_MAX,
                      RefusedClaimRow, ReportSeatRow, TableAccessRow, utcnow)
from .base import EventsBase
from .checks import _name, _season, _version_arg
from .errors import AlreadyApproved, EventConflictError, NotFound
from .records import EventGameRecord
from .rows import _audit, _egame, _event, _fmt

TOKEN_BYTES = 16  # 128 bits: not guessable, short enough for a small QR code
CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I/L: read off paper without doubt
CODE_LENGTH = 6
TOKEN_MAX = 64


@dataclass(frozen=True)
class TableAccess:
    """What a table token opens: ``open`` is false once the round is closed (the next round is paired)."""

    event_id: int
    event_game_id: int
    round: int
    table: int
    open: bool


@dataclass(frozen=True)
class SeatAlert:
    """A refused seat claim, for the organizer: ``reason`` is ``taken`` or ``code`` (strict mode)."""

    event_game_id: int | None
    round: int
    table: int
    side: Side
    reason: str
    device: str
    at: datetime


@dataclass(frozen=True)
class BulkApproval:
    approved: list[Report]
    skipped: list[tuple[Report, str]]  # (report, why it was left for the organizer)


def _digest(secret: str) -> str:
    return hashlib.sha256(secret.encode()).hexdigest()


def _device(device: Any) -> str:
    if not isinstance(device, str):
        raise FieldError("device", _("must be text, got {got}").format(got=type(device).__name__))
    return (" ".join(device.split()) or "unknown device")[:NAME_MAX]


def _token_arg(token: Any, field_: str = "token") -> str:
    if not isinstance(token, str) or not 0 < len(token) <= TOKEN_MAX:
        raise UnknownToken(field_, _("not a valid link (scan the QR code on your table again)"))
    return token


class Reports(EventsBase):
    if TYPE_CHECKING:  # Results' write of a table's result, inside this part's own transaction
        def _put_result(self, s: Session, g: EventGameRow, op_a: int, op_b: int, vp_a: float, vp_b: float,
                        who: str, expected_version: int | None, why: str | None) -> EventGameRecord: ...

    # -- tokens -----------------------------------------------------------------------------------------

    def event_token(self, event_id: int) -> str:
        """The event page's token (made on first use, then kept)."""
        with self._read() as s:
            row = s.get(EventAccessRow, event_id) if isinstance(event_id, int) else None
            if row is not None:
                return row.token
        with self._write() as s:
            return self._access(s, event_id).token

    def _access(self, s: Session, event_id: int) -> EventAccessRow:
        _event(s, event_id, lock=True)  # serialises the first use between stations
        row = s.get(EventAccessRow, event_id)
        if row is None:
            row = EventAccessRow(event_id=event_id, token=secrets.token_urlsafe(TOKEN_BYTES),
                                 code_key=secrets.token_hex(32), strict=False, created_at=utcnow())
            s.add(row)
            s.flush()
        return row

    def resolve_event_token(self, token: str) -> int:
        token = _token_arg(token)
        with self._read() as s:
            event_id = s.scalar(select(EventAccessRow.event_id).where(EventAccessRow.token == token))
        if event_id is None:
            raise UnknownToken("token", _("no event has this link (scan the QR code again)"))
        return int(event_id)

    def table_token(self, event_game_id: int) -> str:
        """The token of this game's table in its round (made once, then kept)."""
        g = self.get_game(event_game_id)
        if g.bye:
            raise FieldError("event_game_id", _("round {n}'s bye has no table").format(n=g.round))
        return self.table_tokens_of(g.event_id, g.round)[event_game_id]

    def table_tokens_of(self, event_id: int, number: int) -> dict[int, str]:
        """Every table token of a round (``{event_game_id: token}``, byes have none), made in one transaction:
        what printing a round's pack asks for."""
        with self._read() as s:
            games = self._round_games(s, event_id, number)
            have = dict(s.execute(select(TableAccessRow.table_no, TableAccessRow.token).where(
                TableAccessRow.event_id == event_id, TableAccessRow.round == number)).all())
        if all(g.table_no in have for g in games):
            return {g.id: have[g.table_no or 0] for g in games}
        with self._write() as s:
            _event(s, event_id, lock=True)
            games = self._round_games(s, event_id, number)
            have = dict(s.execute(select(TableAccessRow.table_no, TableAccessRow.token).where(
                TableAccessRow.event_id == event_id, TableAccessRow.round == number)).all())
            for g in games:
                assert g.table_no is not None
                if g.table_no not in have:
                    token = secrets.token_urlsafe(TOKEN_BYTES)
                    s.add(TableAccessRow(event_id=event_id, round=number, table_no=g.table_no, token=token,
                                         created_at=utcnow()))
                    have[g.table_no] = token
            return {g.id: have[g.table_no or 0] for g in games}

    @staticmethod
    def _round_games(s: Session, event_id: int, number: int) -> list[EventGameRow]:
        return list(s.scalars(select(EventGameRow).where(
            EventGameRow.event_id == event_id, EventGameRow.round == number, EventGameRow.bye.is_(False))
            .order_by(EventGameRow.table_no)).all())

    def resolve_table_token(self, token: str) -> TableAccess:
        token = _token_arg(token)
        with self._read() as s:
            acc = s.scalars(select(TableAccessRow).where(TableAccessRow.token == token)).one_or_none()
            if acc is None:
                raise UnknownToken("token", _("no table has this link (scan the QR code on your table again)"))
            g = self._table_game(s, acc)
            return TableAccess(acc.event_id, g.id, acc.round, acc.table_no, self._round_open(s, acc))

    @staticmethod
    def _table_game(s: Session, acc: TableAccessRow, lock: bool = False) -> EventGameRow:
        stmt = select(EventGameRow).where(EventGameRow.event_id == acc.event_id, EventGameRow.round == acc.round,
                                          EventGameRow.table_no == acc.table_no)
        if lock:
            stmt = stmt.with_for_update().execution_options(populate_existing=True)
        g = s.scalars(stmt).one_or_none()
        if g is None:
            raise UnknownToken("token", _("table {table} has no game in round {n} any more (ask the organizer)").format(
                table=acc.table_no, n=acc.round))
        return g

    @staticmethod
    def _round_open(s: Session, acc: TableAccessRow) -> bool:
        later = s.scalar(select(func.count()).select_from(EventGameRow).where(
            EventGameRow.event_id == acc.event_id, EventGameRow.round > acc.round))
        return not later

    def _locked_access(self, s: Session, token: Any) -> tuple[TableAccessRow, EventGameRow]:
        """The table's access row locked (one writer per table at a time), its game, and the round open."""
        token = _token_arg(token)
        acc = s.scalars(select(TableAccessRow).where(TableAccessRow.token == token).with_for_update()
                        ).one_or_none()
        if acc is None:
            raise UnknownToken("token", _("no table has this link (scan the QR code on your table again)"))
        if not self._round_open(s, acc):
            raise RoundClosed("token", _("round {n} is closed: table {table}'s result can only be changed by the "
                                         "organizer now").format(n=acc.round, table=acc.table_no))
        return acc, self._table_game(s, acc, lock=True)

    # -- strict mode and seat codes ---------------------------------------------------------------------------

    def set_strict(self, event_id: int, strict: bool, *, who: str) -> None:
        """Strict mode (prize events): claiming a seat needs the code printed on the player's own sheet."""
        who = _name(who, "who")
        if not isinstance(strict, bool):
            raise FieldError("strict", _("must be true or false, got {value!r}").format(value=strict))
        with self._write() as s:
            row = self._access(s, event_id)
            if row.strict != strict:
                _audit(s, event_id, "event", event_id, "strict_seats", row.strict, strict, who, utcnow())
                row.strict = strict

    def is_strict(self, event_id: int) -> bool:
        with self._read() as s:
            row = s.get(EventAccessRow, event_id) if isinstance(event_id, int) else None
            return bool(row is not None and row.strict)

    def seat_code(self, event_game_id: int, side: Side) -> str:
        """The code printed on the score sheet of the player at ``side`` of this table (strict mode)."""
        side = rules.check_side(side)
        g = self.get_game(event_game_id)
        player = g.a if side == "A" else g.b
        if player is None:
            raise FieldError("side", _("a bye has no seat"))
        with self._read() as s:
            row = s.get(EventAccessRow, g.event_id)
        key = row.code_key if row is not None else None
        if key is None:
            with self._write() as s:
                key = self._access(s, g.event_id).code_key
        return _code(key, g.round, player)

    # -- seats ----------------------------------------------------------------------------------------------

    def claim_seat(self, token: str, side: Side, device: str, code: str | None = None) -> str:
        """Side A or B of the table for this phone: the seat's secret (first claim wins)."""
        side, device = rules.check_side(side), _device(device)
        refused: tuple[str, ReportError] | None = None
        with self._write() as s:
            acc, g = self._locked_access(s, token)
            player = g.player_a_id if side == "A" else g.player_b_id
            assert player is not None
            access = self._access(s, acc.event_id)
            seat = s.scalars(select(ReportSeatRow).where(ReportSeatRow.access_id == acc.id,
                                                         ReportSeatRow.side == side)).one_or_none()
            now = utcnow()
            if access.strict and not _code_ok(code, _code(access.code_key, acc.round, player)):
                refused = ("code", SeatCodeError("code", _("this event needs the seat code printed on your own "
                                                           "score sheet (six letters and digits)")))
            elif seat is not None and seat.player_id == player:
                refused = ("taken", SeatTaken("side", _("seat {side} of table {table} is already taken by "
                                                        "another phone; the organizer has been told").format(
                    side=side, table=acc.table_no)))
            if refused is not None:
                s.add(RefusedClaimRow(access_id=acc.id, side=side, reason=refused[0], device=device, at=now))
                _audit(s, acc.event_id, "seat", g.id, f"refused:{side}", None, refused[0],
                       f"table {acc.table_no} seat {side}", now, f"device: {device}")
            else:
                if seat is not None:  # claimed for a player no longer at this table (a swap): void
                    s.delete(seat)
                    s.flush()
                secret = secrets.token_urlsafe(32)
                s.add(ReportSeatRow(access_id=acc.id, side=side, player_id=player, secret_hash=_digest(secret),
                                    device=device, claimed_at=now))
                _audit(s, acc.event_id, "seat", g.id, f"claim:{side}", None, player,
                       f"table {acc.table_no} seat {side}", now, f"device: {device}")
        if refused is not None:  # raised after the commit: the refusal is kept for the organizer
            raise refused[1]
        return secret

    def release_seat(self, event_game_id: int, side: Side, *, who: str) -> None:
        """The organizer frees a seat (a player's phone died, or the wrong phone took it)."""
        side, who = rules.check_side(side), _name(who, "who")
        with self._write() as s:
            g = _egame(s, event_game_id, lock=True)
            acc = s.scalars(select(TableAccessRow).where(
                TableAccessRow.event_id == g.event_id, TableAccessRow.round == g.round,
                TableAccessRow.table_no == g.table_no)).one_or_none()
            seat = None if acc is None else s.scalars(select(ReportSeatRow).where(
                ReportSeatRow.access_id == acc.id, ReportSeatRow.side == side)).one_or_none()
            if seat is not None:
                _audit(s, g.event_id, "seat", g.id, f"release:{side}", seat.device, None, who, utcnow())
                s.delete(seat)

    def _seat(self, s: Session, acc: TableAccessRow, g: EventGameRow, side: Side, secret: Any) -> ReportSeatRow:
        if not isinstance(secret, str) or not secret:
            raise WrongSeat("seat", _("claim your seat first (scan the QR code on your table)"))
        seat = s.scalars(select(ReportSeatRow).where(ReportSeatRow.access_id == acc.id,
                                                     ReportSeatRow.side == side)).one_or_none()
        if seat is None or not hmac.compare_digest(seat.secret_hash, _digest(secret)):
            raise WrongSeat("seat", _("this phone does not hold seat {side} of table {table}").format(
                side=side, table=acc.table_no))
        player = g.player_a_id if side == "A" else g.player_b_id
        if seat.player_id != player:
            raise WrongSeat("seat", _("table {table}'s pairing changed: claim your seat again").format(
                table=acc.table_no))
        return seat

    def seat_alerts(self, event_id: int, number: int) -> list[SeatAlert]:
        """Refused seat claims of a round, newest first (the organizer's Reports tab shows them)."""
        with self._read() as s:
            rows = s.execute(select(RefusedClaimRow, TableAccessRow).join(
                TableAccessRow, RefusedClaimRow.access_id == TableAccessRow.id).where(
                TableAccessRow.event_id == event_id, TableAccessRow.round == number)
                .order_by(RefusedClaimRow.at.desc(), RefusedClaimRow.id.desc())).all()
            games = {g.table_no: g.id for g in self._round_games(s, event_id, number)}
            return [SeatAlert(games.get(a.table_no), a.round, a.table_no, r.side, r.reason, r.device, r.at)  # type: ignore[arg-type]
                    for r, a in rows]

    # -- forms ----------------------------------------------------------------------------------------------

    def issue_form_token(self, token: str, seat_secret: str) -> str:
        """A single-use token for the next write of this seat (the page puts it in its form)."""
        with self._write() as s:
            acc, g = self._locked_access(s, token)
            side = self._side_of(s, acc, seat_secret)
            self._seat(s, acc, g, side, seat_secret)
            form = secrets.token_urlsafe(TOKEN_BYTES)
            s.add(FormTokenRow(token_hash=_digest(form), access_id=acc.id, side=side, issued_at=utcnow()))
            return form

    @staticmethod
    def _side_of(s: Session, acc: TableAccessRow, secret: Any) -> Side:
        if isinstance(secret, str) and secret:
            side = s.scalar(select(ReportSeatRow.side).where(ReportSeatRow.access_id == acc.id,
                                                             ReportSeatRow.secret_hash == _digest(secret)))
            if side is not None:
                return rules.check_side(side)
        raise WrongSeat("seat", _("this phone does not hold a seat of table {table}").format(table=acc.table_no))

    def _use_form(self, s: Session, acc: TableAccessRow, g: EventGameRow, side: Side, form: Any) -> None:
        if not isinstance(form, str) or not form or len(form) > TOKEN_MAX:
            raise WrongSeat("form_token", _("the form has expired: reload the page"))
        row = s.get(FormTokenRow, _digest(form), with_for_update=True)
        if row is None or row.access_id != acc.id or row.side != side:
            raise WrongSeat("form_token", _("the form does not belong to this seat: reload the page"))
        if row.used_at is not None:
            current = s.scalars(select(EventReportRow).where(EventReportRow.event_game_id == g.id)).one_or_none()
            raise FormReplayed("form_token", _("this form was already sent: nothing was done twice"),
                               _report(s, current) if current is not None else None)
        row.used_at = utcnow()

    # -- the seats' moves -----------------------------------------------------------------------------------

    def propose_report(self, token: str, side: Side, seat_secret: str, values: Any, form_token: str,
                       expected_version: int, device: str) -> Report:
        return self._move(token, side, seat_secret, form_token, expected_version, device, "propose", values)

    def confirm_report(self, token: str, side: Side, seat_secret: str, form_token: str, expected_version: int,
                       device: str) -> Report:
        return self._move(token, side, seat_secret, form_token, expected_version, device, "confirm", None)

    def dispute_report(self, token: str, side: Side, seat_secret: str, values: Any, form_token: str,
                       expected_version: int, device: str) -> Report:
        return self._move(token, side, seat_secret, form_token, expected_version, device, "dispute", values)

    def _move(self, token: str, side: Any, secret: str, form: str, expected: Any, device: Any,
              kind: Literal["propose", "confirm", "dispute"], raw: Any) -> Report:
        side, device = rules.check_side(side), _device(device)
        _version_arg(expected)
        with self._write() as s:
            acc, g = self._locked_access(s, token)
            self._seat(s, acc, g, side, secret)
            self._use_form(s, acc, g, side, form)
            row = s.scalars(select(EventReportRow).where(EventReportRow.event_game_id == g.id)
                            .with_for_update().execution_options(populate_existing=True)).one_or_none()
            current = _report(s, row) if row is not None else None
            have = row.version if row is not None else 0
            if have != expected:
                raise EventConflictError(_("table {n}'s report").format(
                    n=acc.table_no), row.id if row else -1, expected, have,
                                         _stored(current))
            if kind == "confirm":
                move = rules.confirm(current, side)
            elif kind == "propose":
                move = rules.propose(current, side, self._checked(s, g, raw))
            else:
                move = rules.dispute(current, side, self._checked(s, g, raw))
            now = utcnow()
            old = _audit_values(current)
            if row is None:
                row = EventReportRow(event_id=acc.event_id, event_game_id=g.id, round=acc.round,
                                     table_no=acc.table_no, flags=[], created_at=now)
                s.add(row)
            if kind == "propose":  # a fresh result: flags and the table version it was made against start over
                row.flags = [rules.FLAG_HAD_RESULT] if g.op_a is not None else []
                row.game_version = g.version
                row.decided_by = None
            row.state, row.proposed_by, row.disputed_by = move.state, move.proposed_by, move.disputed_by
            row.values = move.values.as_json()
            row.counter = move.counter.as_json() if move.counter is not None else None
            row.updated_at = now
            s.flush()
            _audit(s, acc.event_id, "report", row.id, kind, old, _audit_values(_report(s, row)),
                   f"table {acc.table_no} seat {side}", now, f"device: {device}")
            s.flush()
            return _report(s, row)

    def _checked(self, s: Session, g: EventGameRow, raw: Any) -> ReportValues:
        ev = _event(s, g.event_id)
        r = s.scalars(select(EventRoundRow).where(EventRoundRow.event_id == ev.id, EventRoundRow.number == g.round)
                      ).one_or_none()
        return rules.check_values(raw, op_ceiling=_season(ev.season).tournament.op_ceiling,
                                  points=r.points if r is not None else ev.points)

    # -- reading --------------------------------------------------------------------------------------------

    def report_for(self, event_game_id: int) -> Report | None:
        with self._read() as s:
            row = s.scalars(select(EventReportRow).where(EventReportRow.event_game_id == event_game_id)
                            ).one_or_none()
            return _report(s, row) if row is not None else None

    def reports(self, event_id: int, number: int) -> list[Report]:
        """A round's reports, disputes first (then proposed, confirmed, rejected, approved; by table)."""
        with self._read() as s:
            rows = s.scalars(select(EventReportRow).where(EventReportRow.event_id == event_id,
                                                          EventReportRow.round == number)).all()
            claims = _refused_tables(s, event_id, number)
            return rules.by_attention([_report(s, r, claims) for r in rows])

    # -- the organizer's decisions ------------------------------------------------------------------------

    def approve_report(self, report_id: int, who: str, expected_version: int,
                       use: Literal["proposed", "counter"] | None = None, reason: str | None = None) -> Report:
        """Take the report into the table's result through ``record_result`` (its version check included:
        a result a station entered since the report was made is never overwritten). A disputed report needs
        ``use``: the proposed values or the counter. Replacing a different result the table already had (a
        station typed it before the players reported) is a correction: it needs the organizer's ``reason``,
        kept in the audit trail."""
        who = _name(who, "who")
        _version_arg(expected_version)
        with self._write() as s:
            row = self._locked_report(s, report_id, expected_version, approving=True)
            values = rules.approve(_report(s, row), use)
            g = _egame(s, row.event_game_id, lock=True)
            # A version that moved is another station's write since the report: _put_result's conflict says so.
            replaces = g.version == row.game_version and g.op_a is not None and (g.op_a, g.op_b, g.vp_a, g.vp_b) != (
                values.op_a, values.op_b, values.vp_a, values.vp_b)
            if replaces and not (reason or "").strip():
                raise ReportError("reason", _("table {n} already has {op_a}-{op_b} OP, {vp_a}-{vp_b} VP: replacing "
                                              "it with the players' result is a correction and needs a reason").format(
                    n=g.table_no, op_a=g.op_a, op_b=g.op_b, vp_a=_fmt(g.vp_a), vp_b=_fmt(g.vp_b)))
            why = f"reported by seat {row.proposed_by}" + (f", {row.state}" if row.state != "proposed" else "")
            why += f" (report {row.id})" + (f": {reason.strip()}" if replaces and reason else "")
            self._put_result(s, g, values.op_a, values.op_b, values.vp_a, values.vp_b, who, row.game_version, why)
            old = _audit_values(_report(s, row))
            row.state, row.decided_by, row.updated_at = "approved", who, utcnow()
            if use == "counter":
                row.values = values.as_json()
            s.flush()
            _audit(s, row.event_id, "report", row.id, "approve", old, _audit_values(_report(s, row)), who,
                   row.updated_at)
            return _report(s, row)

    def approve_confirmed(self, event_id: int, number: int, who: str) -> BulkApproval:
        """Approve every confirmed report of the round that has no flag; each in its own transaction, so one
        another station changed meanwhile is skipped (with the reason) and the others still land."""
        who = _name(who, "who")
        approved: list[Report] = []
        skipped: list[tuple[Report, str]] = []
        for r in self.reports(event_id, number):
            if r.state != "confirmed":
                continue
            if r.flags:
                skipped.append((r, "flagged: " + ", ".join(r.flags)))
                continue
            try:
                approved.append(self.approve_report(r.id, who, r.version))
            except (EventConflictError, ReportError) as exc:
                skipped.append((r, str(exc)))
        return BulkApproval(approved, skipped)

    def reject_report(self, report_id: int, who: str, expected_version: int) -> Report:
        """Send the table back to its players: both report again (their seats stay theirs)."""
        who = _name(who, "who")
        _version_arg(expected_version)
        with self._write() as s:
            row = self._locked_report(s, report_id, expected_version)
            rules.reject(_report(s, row))
            old = _audit_values(_report(s, row))
            row.state, row.decided_by, row.updated_at = "rejected", who, utcnow()
            s.flush()
            _audit(s, row.event_id, "report", row.id, "reject", old, None, who, row.updated_at)
            return _report(s, row)

    @staticmethod
    def _locked_report(s: Session, report_id: Any, expected: int, approving: bool = False) -> EventReportRow:
        if isinstance(report_id, bool) or not isinstance(report_id, int):
            raise FieldError("report_id", _("must be an integer, got {got!r}").format(got=report_id))
        row = s.scalars(select(EventReportRow).where(EventReportRow.id == report_id).with_for_update()
                        .execution_options(populate_existing=True)).one_or_none()
        if row is None:
            raise NotFound("report_id", report_id, "report")
        if row.version != expected and approving and row.state == "approved":  # another station's approval won
            v = _report(s, row).values
            raise AlreadyApproved(row.table_no, row.id, expected, row.version, row.decided_by,
                                  _("{op_a}-{op_b} OP, {vp_a}-{vp_b} VP").format(op_a=v.op_a, op_b=v.op_b,
                                                                               vp_a=_fmt(v.vp_a), vp_b=_fmt(v.vp_b)))
        if row.version != expected:
            raise EventConflictError(_("table {n}'s report").format(n=row.table_no), row.id, expected, row.version,
                                     _stored(_report(s, row)))
        return row


# -- helpers ------------------------------------------------------------------------------------------------


def _code(key: str, number: int, player_id: int) -> str:
    mac = hmac.new(bytes.fromhex(key), f"{number}:{player_id}".encode(), hashlib.sha256).digest()
    return "".join(CODE_ALPHABET[b % len(CODE_ALPHABET)] for b in mac[:CODE_LENGTH])


def _code_ok(given: Any, want: str) -> bool:
    if not isinstance(given, str):
        return False
    cleaned = "".join(given.split()).upper().replace("-", "")
    return hmac.compare_digest(cleaned.encode(), want.encode())


def _values(raw: Any) -> ReportValues:
    return ReportValues(int(raw["op_a"]), int(raw["op_b"]), float(raw["vp_a"]), float(raw["vp_b"]),
                        raw.get("record"))


def _refused_tables(s: Session, event_id: int, number: int) -> set[int]:
    return set(s.scalars(select(TableAccessRow.table_no).join(
        RefusedClaimRow, RefusedClaimRow.access_id == TableAccessRow.id).where(
        TableAccessRow.event_id == event_id, TableAccessRow.round == number, RefusedClaimRow.reason == "taken")))


def _report(s: Session, row: EventReportRow, claims: set[int] | None = None) -> Report:
    if claims is None:
        claims = _refused_tables(s, row.event_id, row.round)
    flags = tuple(row.flags or ()) + ((rules.FLAG_SECOND_CLAIM,) if row.table_no in claims else ())
    return Report(row.id, row.event_game_id, row.round, row.table_no, row.state,  # type: ignore[arg-type]
                  row.proposed_by, _values(row.values),  # type: ignore[arg-type]
                  _values(row.counter) if row.counter is not None else None, row.version, flags,
                  event_id=row.event_id, disputed_by=row.disputed_by,  # type: ignore[arg-type]
                  decided_by=row.decided_by, game_version=row.game_version)


def _audit_values(r: Report | None) -> dict[str, Any] | None:
    """What the audit trail keeps of a report: its state and results (never the record's entries)."""
    if r is None:
        return None
    out: dict[str, Any] = {"state": r.state, "by": r.proposed_by, **_plain(r.values)}
    if r.counter is not None:
        out["counter"] = _plain(r.counter)
    return out


def _plain(v: ReportValues) -> dict[str, Any]:
    return {"op_a": v.op_a, "op_b": v.op_b, "vp_a": v.vp_a, "vp_b": v.vp_b}


def _stored(r: Report | None) -> str:
    if r is None:
        return "no report"
    v = r.values
    return f"{r.state} by seat {r.proposed_by}: {v.op_a}-{v.op_b} OP, {v.vp_a:g}-{v.vp_b:g} VP"


__all__ = ["BulkApproval", "FormReplayed", "Reports", "RoundClosed", "SeatAlert", "SeatCodeError", "SeatTaken",
           "TableAccess", "UnknownToken", "WrongSeat"]
