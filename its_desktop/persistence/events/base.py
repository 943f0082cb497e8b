"""The part every piece of the tournament repository shares: the write transaction and row-to-record reading."""

from __future__ import annotations

from its_desktop.domain.i18n import _
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING

from sqlalchemy import select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session
from sqlalchemy.orm.exc import StaleDataError

from its_desktop.domain.tournament import game_points
from its_desktop.domain.tournament.event import Event
from its_desktop.domain.tournament.event import EventError
from its_desktop.domain.tournament.organizer import load_event

from ..games import FieldError
from ..models import EventRow, EventGameRow, EventPlayerRow, EventTableRow
from ..repository import Repository
from ..storage import storage_failures
from .checks import _season
from .errors import EventConflictError
from .records import EventGameRecord, EventRecord, PlayerRecord, RoundRecord
from .rows import _event_json, _fmt, _integrity


class EventsBase(Repository):
    """Each call uses its own session and transaction (thread-safe)."""

    if TYPE_CHECKING:  # reads one part of Events calls on another (settings, players, rounds, pairings)
        def get_event(self, event_id: int) -> EventRecord: ...
        def players(self, event_id: int) -> list[PlayerRecord]: ...
        def rounds(self, event_id: int) -> list[RoundRecord]: ...
        def games(self, event_id: int, number: int | None = None) -> list[EventGameRecord]: ...
        def get_game(self, event_game_id: int) -> EventGameRecord: ...


    def _game_records(self, s: Session, ev: EventRow, number: int | None, only: int | None = None
                      ) -> list[EventGameRecord]:
        rows: Sequence[EventGameRow]
        if only is not None:
            written = s.get(EventGameRow, only)  # already in the session after a write
            assert written is not None
            rows = [written]
        else:
            stmt = select(EventGameRow).where(EventGameRow.event_id == ev.id)
            if number is not None:
                stmt = stmt.where(EventGameRow.round == number)
            rows = s.scalars(stmt).all()
        ids = {x for g in rows for x in (g.player_a_id, g.player_b_id) if x is not None}
        names = ({p.id: p.name for p in s.scalars(select(EventPlayerRow).where(EventPlayerRow.id.in_(ids)))}
                 if ids else {})
        label_stmt = select(EventTableRow.number, EventTableRow.label).where(EventTableRow.event_id == ev.id)
        if only is not None:  # one table (after a write): read just its label
            label_stmt = label_stmt.where(EventTableRow.number.in_([g.table_no for g in rows if g.table_no]))
        labels = dict(s.execute(label_stmt).all())
        pts = _season(ev.season).tournament
        out = []
        for g in rows:
            tp_a = tp_b = None
            if g.bye:
                tp_a = pts.bye.tp
            elif g.op_a is not None and g.op_b is not None:  # a result is all four numbers or none
                tp_a = game_points(pts.points, g.op_a, g.op_b)[0]
                tp_b = game_points(pts.points, g.op_b, g.op_a)[0]
            out.append(EventGameRecord(
                g.id, g.event_id, g.round, g.table_no, labels.get(g.table_no) if g.table_no else None,
                g.player_a_id, g.player_b_id, names.get(g.player_a_id, "?"),
                names.get(g.player_b_id) if g.player_b_id is not None else None, bool(g.bye), g.op_a, g.op_b,
                g.vp_a, g.vp_b, tp_a, tp_b, g.tally_game_id, g.end_reason, g.updated_at, g.version,
                g.forfeit_by))
        out.sort(key=lambda r: (r.round, r.bye, r.table or 0))
        return out

    @contextmanager
    def _write(self) -> Iterator[Session]:
        try:
            with storage_failures(), Session(self._writer, expire_on_commit=False) as s, s.begin():
                yield s
        except StaleDataError as exc:
            raise EventConflictError(_("a row"), -1, None, None, str(exc)) from exc
        except IntegrityError as exc:
            raise _integrity(exc) from exc


    def _game_conflict(self, s: Session, g: EventGameRow, expected: int) -> EventConflictError:
        names: dict[int | None, str] = {p.id: p.name for p in s.scalars(select(EventPlayerRow).where(
            EventPlayerRow.id.in_([x for x in (g.player_a_id, g.player_b_id) if x is not None])))}
        what = _("table {table} of round {round} ({a} v {b})").format(
            table=g.table_no, round=g.round, a=names.get(g.player_a_id), b=names.get(g.player_b_id))
        stored = _("no result") if g.op_a is None else \
            _("{op_a}-{op_b} OP, {vp_a}-{vp_b} VP").format(op_a=g.op_a, op_b=g.op_b, vp_a=_fmt(g.vp_a), vp_b=_fmt(g.vp_b))
        return EventConflictError(what, g.id, expected, g.version, stored)


    def _domain_event(self, s: Session, ev: EventRow) -> Event:
        se = _season(ev.season)
        try:
            return load_event(_event_json(s, ev), op_ceiling=se.tournament.op_ceiling)
        except EventError as exc:
            raise FieldError(exc.field, exc.message) from None
