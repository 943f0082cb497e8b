"""The event as a file and as a backup: export and import the whole event (``domain.tournament.event_file``),
a consistent copy of the database (SQLite's online backup) or of the event (PostgreSQL: the event file), and
a restore that brings a backup's event back as a new event (nothing stored is overwritten)."""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Mapping
from datetime import datetime
from pathlib import Path
from typing import Any

from sqlalchemy import select

from its_desktop.domain import inputs
from its_desktop.domain.errors import InputError
from its_desktop.domain.i18n import _
from its_desktop.domain.tournament.deviation_words import deviation_text
from its_desktop.domain.tournament.event import EventError, decode
from its_desktop.domain.tournament.event_file import FORMAT, FORMAT_VERSION, Seat, parse_event_file
from its_desktop.domain.tournament.organizer import check_result, check_round

from ..backup import backup_sqlite, backup_text
from ..games import FieldError
from ..models import (EventRow, EventChangeRow, EventGameRow, EventLayoutRow, EventPlayerRow, EventRoundRow, EventTableLayoutRow,
                      EventTableRow, utcnow)
from .base import EventsBase
from .checks import _extras, _minutes, _name, _player_fields, _points, _rounds_planned, _season
from .records import EventRecord, _event_record
from .rows import _audit, _event, _event_json
from .settings import _apply_custom

SQLITE_MAGIC = b"SQLite format 3\x00"
IMPORT_STEPS = 100  # the import's progress: decoded 10, checked 60, players stored up to 90, ready to commit 99


class EventFiles(EventsBase):
    def export_event_file(self, event_id: int, *, include_lists: bool = False) -> dict[str, Any]:
        """The whole event as event-file data: EVENT plus settings, rounds, tables, every pairing, the audit
        trail. Army lists only with ``include_lists`` (they are private: organizer only)."""
        with self._read() as s:
            ev = _event(s, event_id)
            out = _event_json(s, ev)
            rows = {p.id: p for p in s.scalars(select(EventPlayerRow).where(EventPlayerRow.event_id == ev.id))}
            for entry in out["players"]:
                p = rows[entry["id"]]
                if p.sectorial:
                    entry["sectorial"] = p.sectorial
                if p.checked_in:
                    entry["checked_in"] = True
                if p.pending:
                    entry["pending"] = True
                if include_lists and p.lists:
                    entry["lists"] = list(p.lists)
            rounds = {r.number: r for r in s.scalars(select(EventRoundRow).where(EventRoundRow.event_id == ev.id))}
            for entry in out["rounds"]:
                r = rounds[entry["round"]]
                entry["duration_minutes"] = r.duration_minutes
                if r.deployment_minutes:
                    entry["deployment_minutes"] = r.deployment_minutes
                if r.pairing_seed is not None:
                    entry["pairing_seed"] = r.pairing_seed
                notes = r.pairing_notes or {}
                if notes.get("deviations"):
                    # A line kept as a code and values also carries its English words: the file's readers before
                    # codes (and any other tool) read "text"; ours read the code and word it in the reader's language.
                    entry["deviations"] = [d if not isinstance(d, dict) or "text" in d
                                           else {**d, "text": deviation_text(d, "en")} for d in notes["deviations"]]
                if notes.get("table_repeats"):
                    entry["table_repeats"] = notes["table_repeats"]
            changes = s.scalars(select(EventChangeRow).where(EventChangeRow.event_id == ev.id)
                                .order_by(EventChangeRow.id))
            layouts = s.scalars(select(EventLayoutRow).where(EventLayoutRow.event_id == ev.id)
                                .order_by(EventLayoutRow.name)).all()
            if layouts:  # version 2 only when there are layouts: an older release still reads the rest
                names = {r.id: r.name for r in layouts}
                on = dict(s.execute(select(EventTableLayoutRow.number, EventTableLayoutRow.layout_id).where(
                    EventTableLayoutRow.event_id == ev.id)).all())
                for entry in out["tables"]:
                    if entry["number"] in on:
                        entry["layout"] = names[on[entry["number"]]]
                out["layouts"] = [{"name": r.name, "width": r.width, "depth": r.depth, "scenery": r.scenery}
                                  for r in layouts]
            head = {"format": FORMAT, "format_version": FORMAT_VERSION if layouts else 1,
                    "exported_at": utcnow().isoformat()}
            out = {**head, **out, "points": ev.points, "round_minutes": ev.round_minutes}
            if ev.deployment_minutes:
                out["deployment_minutes"] = ev.deployment_minutes
            if ev.custom_scenario:
                out["custom_scenario"] = ev.custom_scenario
            out["audit"] = [{"what": c.what, "ref_id": c.ref_id, "field": c.field, "old": c.old, "new": c.new,
                             "who": c.who, "at": c.at.isoformat(), **({"why": c.why} if c.why else {})}
                            for c in changes]
            return out

    def import_event_file(self, data: Mapping[str, Any] | str | bytes, *, who: str,
                          name: str | None = None, progress: Callable[[int, int], None] | None = None) -> EventRecord:
        """A new event from event-file data (or its JSON text), in one transaction: players, rounds, tables,
        pairings, results and the file's audit trail (its ids are the file's). Bad data raises FieldError
        naming the field; nothing is stored then.

        ``progress(done, total)`` (out of :data:`IMPORT_STEPS`) is told as the file is decoded, checked and
        stored; an exception it raises (the window's Cancel) stops the import and rolls the transaction back."""
        tell = progress or (lambda done, total: None)
        who = _name(who, "who")
        try:
            if isinstance(data, bytes):  # the file as read: UTF-8 or UTF-16, no NUL (the input boundary)
                data = inputs.decode(data)
            raw = decode(data) if isinstance(data, str) else dict(data)
            tell(10, IMPORT_STEPS)
            se = _season(raw.get("season")) if isinstance(raw, dict) else None
            parsed = parse_event_file(raw, op_ceiling=se.tournament.op_ceiling if se else 10)
            tell(60, IMPORT_STEPS)
        except InputError as exc:
            raise FieldError(exc.field, exc.message) from None
        assert se is not None  # parse_event_file refused anything but an object
        extras = _extras(se, raw.get("extras") or [])
        planned = raw.get("rounds_planned")
        ev = EventRow(name=_name(name if name is not None else raw["name"], "name"), season=se.id, extras=extras,
                   points=_points(se, extras, raw.get("points", 300)),
                   rounds_planned=_rounds_planned(se, extras, planned),
                   round_minutes=_minutes(raw.get("round_minutes", 120), "round_minutes"),
                   deployment_minutes=_minutes(raw.get("deployment_minutes"), "deployment_minutes", nullable=True))
        with self._write() as s:
            now = utcnow()
            ev.created_at = ev.updated_at = now
            s.add(ev)
            s.flush()
            if raw.get("custom_scenario"):
                _apply_custom(s, ev, raw["custom_scenario"], who, now)
            ids: dict[Any, int] = {}
            players = raw.get("players") or []
            for i, p in enumerate(players):
                if i % 100 == 0:
                    tell(60 + 30 * i // max(len(players), 1), IMPORT_STEPS)
                try:
                    fields = _player_fields(name=p["name"], pin=p.get("pin"), faction=p.get("faction"),
                                            sectorial=p.get("sectorial"), club=p.get("club"),
                                            lists=p.get("lists", []), checked_in=bool(p.get("checked_in")),
                                            pending=bool(p.get("pending")))
                except FieldError as exc:
                    raise FieldError(f"players[{i}].{exc.field}", exc.problem) from None
                row = EventPlayerRow(event_id=ev.id, joined_round=p.get("joined_round", 1),
                                  dropped_after_round=p.get("dropped_after_round"), created_at=now, updated_at=now,
                                  **fields)
                s.add(row)
                s.flush()
                ids[p["id"]] = row.id
            used: dict[int, str] = {}
            points_of: dict[int, int] = {}
            for i, r in enumerate(raw.get("rounds") or []):
                try:
                    check_round(se, extras, r["round"], r["scenario"], r["points"], used, ev.custom_scenario_id)
                except EventError as exc:
                    raise FieldError(f"rounds[{i}].{exc.field}", exc.message) from None
                used[r["round"]] = r["scenario"]
                points_of[r["round"]] = r["points"]
                notes = {"deviations": [_remap_deviation(d, ids) for d in r.get("deviations", [])],
                         "table_repeats": [{**x, "players": [ids.get(p, p) for p in x.get("players", [])]}
                                           for x in r.get("table_repeats", []) if isinstance(x, dict)]}
                s.add(EventRoundRow(event_id=ev.id, number=r["round"], scenario=r["scenario"], points=r["points"],
                                 duration_minutes=_minutes(r.get("duration_minutes", ev.round_minutes),
                                                           f"rounds[{i}].duration_minutes"),
                                 deployment_minutes=_minutes(r.get("deployment_minutes"),
                                                             f"rounds[{i}].deployment_minutes", nullable=True),
                                 paused_seconds=0.0, pairing_seed=r.get("pairing_seed"),
                                 pairing_notes=notes if notes["deviations"] or notes["table_repeats"] or
                                 r.get("pairing_seed") is not None else None))
            results = {}
            for i, g in enumerate(raw.get("games") or []):
                if "bye" in g:
                    continue
                try:
                    check_result(g["op_a"], g["op_b"], g["vp_a"], g["vp_b"], op_ceiling=se.tournament.op_ceiling,
                                 points=points_of.get(g["round"]))
                except EventError as exc:
                    raise FieldError(f"games[{i}].{exc.field}", exc.message) from None
                results[(g["round"], g["a"], g["b"])] = g
            seats = parsed.seats or _seats_of(raw.get("games") or [])
            tables = set(parsed.labels)
            for seat in seats:
                result = results.get((seat.round, seat.a, seat.b)) if seat.b is not None else None
                flipped = results.get((seat.round, seat.b, seat.a)) if seat.b is not None else None
                if flipped is not None and result is None:  # the result names the players the other way round
                    result = {"op_a": flipped["op_b"], "op_b": flipped["op_a"], "vp_a": flipped["vp_b"],
                              "vp_b": flipped["vp_a"]}
                if seat.b is not None and seat.round not in points_of:
                    raise FieldError("rounds", _("round {n} is paired but has no entry in rounds").format(n=seat.round))
                game = EventGameRow(event_id=ev.id, round=seat.round, table_no=seat.table, player_a_id=ids[seat.a],
                                    player_b_id=ids[seat.b] if seat.b is not None else None, bye=seat.b is None,
                                    forfeit_by=ids[seat.forfeit_by] if seat.forfeit_by is not None else None,
                                    created_at=now, updated_at=now)
                if result is not None:
                    game.op_a, game.op_b = int(result["op_a"]), int(result["op_b"])
                    game.vp_a, game.vp_b = float(result["vp_a"]), float(result["vp_b"])
                    game.end_reason = "completed"
                elif seat.forfeit_by is not None:
                    game.end_reason = "completed"
                s.add(game)
                if seat.table is not None:
                    tables.add(seat.table)
            tables |= set(parsed.table_layouts)
            for n in sorted(tables):
                s.add(EventTableRow(event_id=ev.id, number=n, label=parsed.labels.get(n)))
            layout_ids = {}
            for lay in parsed.layouts.values():
                data = lay.to_json()
                layout = EventLayoutRow(event_id=ev.id, name=lay.name, width=lay.width, depth=lay.depth,
                                        scenery=data["scenery"], created_at=now, updated_at=now)
                s.add(layout)
                s.flush()
                layout_ids[lay.name] = layout.id
            for n, name in sorted(parsed.table_layouts.items()):
                s.add(EventTableLayoutRow(event_id=ev.id, number=n, layout_id=layout_ids[name], updated_at=now))
            for c in raw.get("audit") or []:
                s.add(EventChangeRow(event_id=ev.id, what=str(c["what"])[:16], ref_id=c.get("ref_id")
                                  if isinstance(c.get("ref_id"), int) else None, field=str(c["field"])[:64],
                                  old=c.get("old"), new=c.get("new"), who=c["who"], at=_when(c["at"], now),
                                  why=c.get("why")))
            s.flush()
            _audit(s, ev.id, "event", ev.id, "imported", None, {"from": raw.get("name"), "players": len(ids)},
                   who, now)
            tell(IMPORT_STEPS - 1, IMPORT_STEPS)  # the last chance to cancel: the commit follows
            return _event_record(ev)

    # -- backups -----------------------------------------------------------------------------------

    def backup(self, event_id: int | None, path: str | os.PathLike[str]) -> Path:
        """A consistent copy, safe while other stations write: on SQLite the whole database through the online
        backup API (the entries still in the write-ahead log included), on PostgreSQL the event file (of
        ``event_id``). Whole or absent: see ``persistence.backup`` (a full disk raises ``StorageFailure``)."""
        if self.engine.dialect.name == "sqlite":
            return backup_sqlite(self.engine, path)
        if event_id is None:
            raise FieldError("event_id", _("a PostgreSQL backup is one event's file: name the event"))
        data = self.export_event_file(event_id, include_lists=True)
        return backup_text(path, json.dumps(data, indent=1, ensure_ascii=False))

    def restore(self, path: str | os.PathLike[str], event_id: int | None = None, *, who: str,
                progress: Callable[[int, int], None] | None = None) -> EventRecord:
        """Bring an event back from a backup (a SQLite copy: its event ``event_id``, or its newest; or an event
        file) as a new event named "… (restored)": what is stored now is never overwritten."""
        src = Path(path)
        try:
            head = src.open("rb").read(16)
        except OSError as exc:
            raise FieldError("path", _("{file}: cannot read: {error}").format(file=src, error=exc)) from None
        if head == SQLITE_MAGIC:
            other = type(self).open(f"sqlite:///{src.resolve()}", migrate=False)
            try:
                events = other.list_events()
                if not events:
                    raise FieldError("path", _("{file}: the backup holds no event").format(file=src))
                chosen = next((e for e in events if e.id == event_id), None) if event_id is not None else events[0]
                if chosen is None:
                    raise FieldError("event_id", _("{file}: no event {id} in the backup").format(file=src, id=event_id))
                data = other.export_event_file(chosen.id, include_lists=True)
            finally:
                other.close()
        else:
            data = decode_file(src)
        return self.import_event_file(data, who=who, name=f"{data.get('name', 'Event')} (restored)", progress=progress)


def decode_file(path: Path) -> dict[str, Any]:
    try:  # a regular file of sane size, UTF-8 or UTF-16, JSON within the boundary's limits
        raw = decode(inputs.read_text(path))
    except InputError as exc:
        # The file named once, as the command line names it ("x.json: malformed JSON…"), never "path: x.json: …".
        raise FieldError(exc.field, exc.message, file=exc.file or str(path)) from None
    if not isinstance(raw, dict):
        raise FieldError("path", _("{file}: not an event file (a JSON object)").format(file=path))
    return raw


def _seats_of(games: list[Mapping[str, Any]]) -> list[Seat]:
    """Seats from an EVENT file without ``pairings`` (results and byes only); a game without a table number
    gets the round's next free one."""
    taken = {(g["round"], g.get("table")) for g in games if "bye" not in g}
    out = []
    for g in games:
        if "bye" in g:
            out.append(Seat(g["round"], g["bye"]))
            continue
        table = g.get("table")
        if not isinstance(table, int) or isinstance(table, bool):
            table = 1
            while (g["round"], table) in taken:
                table += 1
            taken.add((g["round"], table))
        out.append(Seat(g["round"], g["a"], g["b"], table))
    return out


def _remap_deviation(d: Any, ids: Mapping[Any, int]) -> Any:
    """A deviation's player ids are the file's: give them the new event's."""
    if not isinstance(d, dict):
        return d
    out = dict(d)
    if isinstance(d.get("players"), list):
        out["players"] = [ids.get(p, p) for p in d["players"]]
    for key in ("pack", "made"):
        if isinstance(d.get(key), list):
            out[key] = [[ids.get(p, p) for p in pair] if isinstance(pair, list) else pair for pair in d[key]]
    return out


def _when(text: Any, default: datetime) -> datetime:
    try:
        at = datetime.fromisoformat(str(text))
    except ValueError:
        return default
    return at if at.tzinfo else at.replace(tzinfo=default.tzinfo)


__all__ = ["EventFiles", "decode_file"]
