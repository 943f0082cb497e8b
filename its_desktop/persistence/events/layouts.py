"""The event's named scenery layouts and which one stands on each table (``domain.terrain.layouts``).

The organizer keeps a library of layouts (from ``.itstable`` files or the layout editor) and assigns one to
each table number. The same rules as the rest of the store hold:

- every layout and every assignment carries a ``version``; a write passing ``expected_version=`` (the
  version the station showed; 0 for "this table showed no layout") is refused with
  :class:`EventConflictError` when another station wrote in between: nothing is overwritten;
- a table's layout is frozen once a round seating a game on that table has started (its clock runs or
  ran): the players have laid their armies around it. A layout on a frozen table cannot be changed either;
- a layout that stands on a table cannot be deleted (take it off the table first; the database's foreign
  key refuses it too);
- every change is in the audit trail (the layout's name and piece count, never a silent change).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from its_desktop.domain.errors import InputError
from its_desktop.domain.i18n import _, ngettext
from its_desktop.domain.terrain.layouts import NamedLayout, layout_from_json

from ..games import FieldError
from ..models import EventGameRow, EventLayoutRow, EventRoundRow, EventTableLayoutRow, EventTableRow, utcnow
from .base import EventsBase
from .checks import _custom, _name, _season
from .errors import EventConflictError, NotFound
from .rows import _audit, _check_version, _event

if TYPE_CHECKING:
    from its_desktop.domain.mission import ResolvedMission


@dataclass(frozen=True)
class LayoutRecord:
    id: int
    event_id: int
    name: str
    width: float
    depth: float
    pieces: int
    version: int
    tables: tuple[int, ...]  # the tables it stands on

    def __str__(self) -> str:
        return self.name


@dataclass(frozen=True)
class TableLayoutRecord:
    number: int
    layout_id: int | None
    layout: str | None  # its name
    version: int  # 0: the table has no layout (pass it back as expected_version)
    frozen: bool  # a started round seats a game here


def _layout(raw: Any) -> NamedLayout:
    if isinstance(raw, NamedLayout):
        raw = raw.to_json()  # checked again: a layout built in memory meets the file's bounds too
    try:
        return layout_from_json(raw, "layout")
    except InputError as exc:
        raise FieldError(exc.field.removeprefix("layout."), exc.message) from None


def _row(s: Session, layout_id: Any, lock: bool = False) -> EventLayoutRow:
    if isinstance(layout_id, bool) or not isinstance(layout_id, int):
        raise FieldError("layout_id", _("must be a whole number, got {got!r}").format(got=layout_id))
    stmt = select(EventLayoutRow).where(EventLayoutRow.id == layout_id)
    row = s.scalars(stmt.with_for_update() if lock else stmt).one_or_none()
    if row is None:
        raise NotFound("layout_id", layout_id, "layout")
    return row


def _frozen_tables(s: Session, event_id: int) -> set[int]:
    """Tables seating a game of a round that has started."""
    started = select(EventRoundRow.number).where(EventRoundRow.event_id == event_id,
                                                 EventRoundRow.started_at.is_not(None))
    return {n for n in s.scalars(select(EventGameRow.table_no).where(
        EventGameRow.event_id == event_id, EventGameRow.round.in_(started), EventGameRow.table_no.is_not(None)))
        if n is not None}


def _placed(s: Session, layout_id: int) -> list[int]:
    return sorted(s.scalars(select(EventTableLayoutRow.number).where(EventTableLayoutRow.layout_id == layout_id)))


def _record(s: Session, row: EventLayoutRow) -> LayoutRecord:
    return LayoutRecord(row.id, row.event_id, row.name, row.width, row.depth, len(row.scenery or []), row.version,
                        tuple(_placed(s, row.id)))


def _check_frozen(s: Session, event_id: int, tables: list[int]) -> None:
    frozen = sorted(set(tables) & _frozen_tables(s, event_id))
    if frozen:
        raise FieldError("layout", _("table {table} is in a round that has started: its layout is frozen").format(
            table=frozen[0]))


def _table_number(number: Any) -> None:
    if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= 1000:
        raise FieldError("number", _("must be a whole number from 1 to 1000, got {got!r}").format(got=number))


def _assign(s: Session, event_id: int, number: int, new: EventLayoutRow | None, expected_version: int | None,
            who: str) -> None:
    """Put ``new`` on table ``number`` in the session (the event row already locked): the version check, the
    frozen check, the audit."""
    t = s.scalars(select(EventTableLayoutRow).where(EventTableLayoutRow.event_id == event_id,
                                                    EventTableLayoutRow.number == number)
                  .with_for_update()).one_or_none()
    what = _("the layout of table {table}").format(table=number)
    current = 0 if t is None else t.version
    if expected_version is not None and expected_version != current:
        stored = _("no layout") if t is None else repr(_row(s, t.layout_id).name)
        raise EventConflictError(what, number, expected_version, current, stored)
    if (t.layout_id if t is not None else None) == (None if new is None else new.id):
        return
    _check_frozen(s, event_id, [number])
    old = None if t is None else _row(s, t.layout_id).name
    now = utcnow()
    if new is None:
        assert t is not None
        s.delete(t)
    elif t is None:
        s.add(EventTableLayoutRow(event_id=event_id, number=number, layout_id=new.id, updated_at=now))
    else:
        t.layout_id, t.updated_at = new.id, now
    if s.scalar(select(EventTableRow.id).where(EventTableRow.event_id == event_id,
                                               EventTableRow.number == number)) is None:
        s.add(EventTableRow(event_id=event_id, number=number, label=None))  # the table exists now
    s.flush()
    _audit(s, event_id, "table", number, f"table {number} layout", old, None if new is None else new.name, who, now)


class Layouts(EventsBase):
    def add_layout(self, event_id: int, layout: NamedLayout | dict[str, Any], *, who: str) -> LayoutRecord:
        """A new layout in the event's library (its name unused there)."""
        who, lay = _name(who, "who"), _layout(layout)
        with self._write() as s:
            _event(s, event_id)
            if s.scalar(select(EventLayoutRow.id).where(EventLayoutRow.event_id == event_id,
                                                         EventLayoutRow.name == lay.name)) is not None:
                raise FieldError("name", _("a layout named {name!r} is already in the event").format(name=lay.name))
            now = utcnow()
            data = lay.to_json()
            row = EventLayoutRow(event_id=event_id, name=lay.name, width=lay.width, depth=lay.depth,
                                 scenery=data["scenery"], created_at=now, updated_at=now)
            s.add(row)
            s.flush()
            _audit(s, event_id, "layout", row.id, "created", None,
                   {"name": lay.name, "pieces": len(lay.pieces)}, who, now)
            return _record(s, row)

    def replace_layout(self, layout_id: int, layout: NamedLayout | dict[str, Any], *, who: str,
                       expected_version: int | None = None) -> LayoutRecord:
        """Change a layout's name, table or pieces. Refused while it stands on a table whose round has started."""
        who, lay = _name(who, "who"), _layout(layout)
        with self._write() as s:
            row = _row(s, layout_id, lock=True)
            _check_version(row, expected_version, _("layout {name}").format(name=repr(row.name)))
            _check_frozen(s, row.event_id, _placed(s, row.id))
            if lay.name != row.name and s.scalar(select(EventLayoutRow.id).where(
                    EventLayoutRow.event_id == row.event_id, EventLayoutRow.name == lay.name)) is not None:
                raise FieldError("name", _("a layout named {name!r} is already in the event").format(name=lay.name))
            old = {"name": row.name, "pieces": len(row.scenery or [])}
            data = lay.to_json()
            if (row.name, row.width, row.depth, row.scenery) == (lay.name, lay.width, lay.depth, data["scenery"]):
                return _record(s, row)
            now = utcnow()
            row.name, row.width, row.depth, row.scenery, row.updated_at = (lay.name, lay.width, lay.depth,
                                                                             data["scenery"], now)
            s.flush()
            _audit(s, row.event_id, "layout", row.id, "changed", old, {"name": lay.name, "pieces": len(lay.pieces)},
                   who, now)
            return _record(s, row)

    def delete_layout(self, layout_id: int, *, who: str, expected_version: int | None = None) -> None:
        """Remove a layout from the library; refused while it stands on a table."""
        who = _name(who, "who")
        with self._write() as s:
            row = _row(s, layout_id, lock=True)
            _check_version(row, expected_version, _("layout {name}").format(name=repr(row.name)))
            on = _placed(s, row.id)
            if on:
                raise FieldError("layout", _("{name!r} stands on table {table}: take it off the table first").format(
                    name=row.name, table=on[0]))
            _audit(s, row.event_id, "layout", row.id, "deleted", {"name": row.name, "pieces": len(row.scenery or [])},
                   None, who, utcnow())
            s.delete(row)

    def layouts(self, event_id: int) -> list[LayoutRecord]:
        """The event's library, by name."""
        with self._read() as s:
            _event(s, event_id)
            rows = s.scalars(select(EventLayoutRow).where(EventLayoutRow.event_id == event_id)
                             .order_by(EventLayoutRow.name)).all()
            return [_record(s, r) for r in rows]

    def get_layout(self, layout_id: int) -> NamedLayout:
        """A stored layout, as the domain reads it (checked again: a hand-edited database is input too)."""
        with self._read() as s:
            row = _row(s, layout_id)
            return _layout({"name": row.name, "width": row.width, "depth": row.depth, "scenery": row.scenery})

    def assign_layout(self, event_id: int, number: int, layout_id: int | None, *, who: str,
                      expected_version: int | None = None) -> TableLayoutRecord:
        """Put layout ``layout_id`` on table ``number`` (None: take it off). ``expected_version``: the version
        the station showed for that table (0: it showed none). Refused once a round seating a game on the table
        has started."""
        who = _name(who, "who")
        _table_number(number)
        with self._write() as s:
            _event(s, event_id, lock=True)  # assignments of one event queue here (a new row has nothing to lock)
            new = None if layout_id is None else _row(s, layout_id)
            if new is not None and new.event_id != event_id:
                raise NotFound("layout_id", layout_id, "layout")
            _assign(s, event_id, number, new, expected_version, who)
            return self._table_record(s, event_id, number)

    def send_layout(self, event_id: int, layout: NamedLayout | dict[str, Any], numbers: list[int], *, who: str,
                    layout_version: int | None = None, table_versions: dict[int, int] | None = None
                    ) -> tuple[LayoutRecord, list[TableLayoutRecord]]:
        """Store ``layout`` in the event's library under its name (replacing the layout of that name, if any) and
        put it on tables ``numbers``, in one write: a refusal (a frozen table, a station's change since what this
        one showed) changes nothing. ``layout_version``: the version shown of the layout of that name (0: none
        was shown); ``table_versions``: per table, the version shown (0: no layout); None: not checked. What the
        main window's Scenery → Send the table to the event stores."""
        who, lay = _name(who, "who"), _layout(layout)
        if not numbers:
            raise FieldError("tables", _("give at least one table"))
        for n in numbers:
            _table_number(n)
        with self._write() as s:
            _event(s, event_id, lock=True)
            row = s.scalars(select(EventLayoutRow).where(EventLayoutRow.event_id == event_id,
                                                         EventLayoutRow.name == lay.name).with_for_update()
                            ).one_or_none()
            what = _("layout {name}").format(name=repr(lay.name))
            if layout_version is not None and layout_version != (0 if row is None else row.version):
                stored = _("no layout") if row is None else ngettext(
                    "{n} piece", "{n} pieces", len(row.scenery or [])).format(n=len(row.scenery or []))
                raise EventConflictError(what, 0 if row is None else row.id, layout_version,
                                         0 if row is None else row.version, stored)
            _check_frozen(s, event_id, sorted(set(numbers) | set(_placed(s, row.id) if row is not None else [])))
            now, data = utcnow(), lay.to_json()
            if row is None:
                row = EventLayoutRow(event_id=event_id, name=lay.name, width=lay.width, depth=lay.depth,
                                     scenery=data["scenery"], created_at=now, updated_at=now)
                s.add(row)
                s.flush()
                _audit(s, event_id, "layout", row.id, "created", None, {"name": lay.name, "pieces": len(lay.pieces)},
                       who, now)
            elif (row.width, row.depth, row.scenery) != (lay.width, lay.depth, data["scenery"]):
                old = {"name": row.name, "pieces": len(row.scenery or [])}
                row.width, row.depth, row.scenery, row.updated_at = lay.width, lay.depth, data["scenery"], now
                s.flush()
                _audit(s, event_id, "layout", row.id, "changed", old, {"name": lay.name, "pieces": len(lay.pieces)},
                       who, now)
            for n in sorted(set(numbers)):
                _assign(s, event_id, n, row, (table_versions or {}).get(n), who)
            return _record(s, row), [self._table_record(s, event_id, n) for n in sorted(set(numbers))]

    def _table_record(self, s: Session, event_id: int, number: int) -> TableLayoutRecord:
        rows = self._table_layouts(s, event_id)
        return next((r for r in rows if r.number == number), TableLayoutRecord(number, None, None, 0, False))

    def _table_layouts(self, s: Session, event_id: int) -> list[TableLayoutRecord]:
        frozen = _frozen_tables(s, event_id)
        numbers = set(s.scalars(select(EventTableRow.number).where(EventTableRow.event_id == event_id)))
        placed = {t.number: t for t in s.scalars(select(EventTableLayoutRow).where(
            EventTableLayoutRow.event_id == event_id))}
        names = dict(s.execute(select(EventLayoutRow.id, EventLayoutRow.name).where(
            EventLayoutRow.event_id == event_id)).all())
        out = []
        for n in sorted(numbers | set(placed)):
            t = placed.get(n)
            out.append(TableLayoutRecord(n, t.layout_id if t else None, names.get(t.layout_id) if t else None,
                                         t.version if t else 0, n in frozen))
        return out

    def table_layouts(self, event_id: int) -> list[TableLayoutRecord]:
        """Every numbered table of the event with its layout (or none), its version and whether it is frozen."""
        with self._read() as s:
            _event(s, event_id)
            return self._table_layouts(s, event_id)

    def round_mission(self, event_id: int, number: int | None = None) -> tuple[int, ResolvedMission]:
        """Round ``number``'s (None: the last round set up) number and mission: its scenario at its points,
        the event's custom scenario included (what the tables' layouts are checked against)."""
        from its_desktop.domain.mission import catalog
        from its_desktop.domain.mission.resolve import resolve

        with self._read() as s:
            ev = _event(s, event_id)
            stmt = select(EventRoundRow).where(EventRoundRow.event_id == event_id)
            rows = {r.number: r for r in s.scalars(stmt)}
            if not rows:
                raise FieldError("round", _("event {id} has no round set up yet: choose a round's scenario "
                                            "first").format(id=event_id))
            n = max(rows) if number is None else number
            if n not in rows:
                raise FieldError("round", _("event {id} has no round {n}").format(id=event_id, n=n))
            r = rows[n]
            if ev.custom_scenario_id and r.scenario == ev.custom_scenario_id and ev.custom_scenario:
                return n, resolve(_custom(ev.custom_scenario), _season(ev.season), r.points)
            return n, catalog.mission(r.scenario, r.points)

    def layouts_on_tables(self, event_id: int) -> dict[int, NamedLayout]:
        """Each table that has a layout, with the layout (what the table check of the whole event reads)."""
        with self._read() as s:
            _event(s, event_id)
            rows = s.execute(select(EventTableLayoutRow.number, EventLayoutRow).join(
                EventLayoutRow, EventLayoutRow.id == EventTableLayoutRow.layout_id).where(
                EventTableLayoutRow.event_id == event_id).order_by(EventTableLayoutRow.number)).all()
            cache: dict[int, NamedLayout] = {}
            out = {}
            for n, row in rows:
                if row.id not in cache:
                    cache[row.id] = _layout({"name": row.name, "width": row.width, "depth": row.depth,
                                             "scenery": row.scenery})
                out[n] = cache[row.id]
            return out


__all__ = ["LayoutRecord", "Layouts", "TableLayoutRecord"]
