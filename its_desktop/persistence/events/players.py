"""Registration: players, late additions, drops and the CSV import."""

from __future__ import annotations

from its_desktop.domain.errors import InputError
from its_desktop.domain.i18n import _
from sqlalchemy import func, select

from its_desktop.domain.tournament.otm import parse_players_csv

from ..games import FieldError
from ..models import EventGameRow, EventPlayerRow, utcnow
from .base import EventsBase
from .checks import _UNSET, _name, _player_fields
from .records import ImportReport, PlayerRecord, _player_record
from .rows import _audit, _check_version, _event, _last_paired, _pin_free, _player, _player_audit


class Registration(EventsBase):
    # -- players --------------------------------------------------------------------------------

    def add_player(self, event_id: int, name: str, *, pin: str | None = None, faction: str | None = None,
                   club: str | None = None, lists: list[str] | tuple[str, ...] = (), sectorial: str | None = None,
                   pending: bool = False, who: str) -> PlayerRecord:
        """Register a player (``pending``: not confirmed yet, as the OTM marks them). After a round is paired
        this is a late addition: the player joins from the next round (``joined_round``)."""
        fields = _player_fields(name=name, pin=pin, faction=faction, club=club, lists=lists, sectorial=sectorial,
                                pending=pending)
        who = _name(who, "who")
        with self._write() as s:
            ev = _event(s, event_id, lock=True)
            _pin_free(s, ev.id, fields["pin"])
            joined = _last_paired(s, ev.id) + 1
            now = utcnow()
            p = EventPlayerRow(event_id=ev.id, joined_round=joined, created_at=now, updated_at=now, **fields)
            s.add(p)
            s.flush()
            _audit(s, ev.id, "player", p.id, "registered", None, _player_audit(p), who, now)
            return _player_record(p)

    def update_player(self, player_id: int, *, who: str, expected_version: int | None = None,
                      why: str | None = None, name: str = _UNSET, pin: str | None = _UNSET,
                      faction: str | None = _UNSET, club: str | None = _UNSET,
                      lists: list[str] = _UNSET, sectorial: str | None = _UNSET, pending: bool = _UNSET,
                      checked_in: bool = _UNSET) -> PlayerRecord:
        given = {k: v for k, v in (("name", name), ("pin", pin), ("faction", faction), ("club", club),
                                   ("lists", lists), ("sectorial", sectorial), ("pending", pending),
                                   ("checked_in", checked_in)) if v is not _UNSET}
        fields = _player_fields(**given)
        who = _name(who, "who")
        with self._write() as s:
            p = _player(s, player_id, lock=True)
            _check_version(p, expected_version, _("player {name}").format(name=repr(p.name)))
            if "pin" in fields and fields["pin"] != p.pin:
                _pin_free(s, p.event_id, fields["pin"])
            now = utcnow()
            changed = False
            for key, value in fields.items():
                old = getattr(p, key)
                if old != value:
                    setattr(p, key, value)
                    if key == "lists":  # private: the audit trail keeps only how many
                        old, value = len(old or []), len(value)
                    _audit(s, p.event_id, "player", p.id, key, old, value, who, now, why)
                    changed = True
            if changed:
                p.updated_at = now
                s.flush()
            return _player_record(p)

    def check_in(self, player_id: int, present: bool = True, *, who: str) -> PlayerRecord:
        """Mark that the player turned up (``present`` False undoes it); checking in confirms a pending
        registration."""
        fields = {"checked_in": present} if not present else {"checked_in": True, "pending": False}
        return self.update_player(player_id, who=who, **fields)

    def drop_player(self, player_id: int, after_round: int | None, *, who: str, expected_version: int | None = None,
                    why: str | None = None) -> PlayerRecord:
        """The player withdraws after ``after_round`` (0: before round 1); None reinstates them. Refused while
        they are paired in a later round (clear that round's pairings first)."""
        who = _name(who, "who")
        if after_round is not None and (isinstance(after_round, bool) or not isinstance(after_round, int)
                                        or after_round < 0):
            raise FieldError("after_round", _("must be a whole number of at least 0 or None, got {got!r}").format(
                got=after_round))
        with self._write() as s:
            p = _player(s, player_id)
            _event(s, p.event_id, lock=True)  # queue with pairing
            p = _player(s, player_id, lock=True)
            _check_version(p, expected_version, _("player {name}").format(name=repr(p.name)))
            if after_round is not None:
                later = s.scalar(select(func.min(EventGameRow.round)).where(
                    EventGameRow.event_id == p.event_id, EventGameRow.round > after_round,
                    (EventGameRow.player_a_id == p.id) | (EventGameRow.player_b_id == p.id)))
                if later is not None:
                    raise FieldError("after_round", _("{player} is already paired in round {n}: clear that round's "
                                                      "pairings first").format(
                        player=p.name, n=later))
            if p.dropped_after_round != after_round:
                now = utcnow()
                _audit(s, p.event_id, "player", p.id, "dropped_after_round", p.dropped_after_round, after_round,
                       who, now, why)
                p.dropped_after_round, p.updated_at = after_round, now
                s.flush()
            return _player_record(p)

    def remove_player(self, player_id: int, *, who: str) -> None:
        """Undo a registration made by mistake: refused once the player has been paired (drop them instead)."""
        who = _name(who, "who")
        with self._write() as s:
            p = _player(s, player_id)
            _event(s, p.event_id, lock=True)
            played = s.scalar(select(func.count()).select_from(EventGameRow).where(
                (EventGameRow.player_a_id == p.id) | (EventGameRow.player_b_id == p.id)))
            if played:
                raise FieldError("player_id", _("{player} has been paired: drop them instead of removing them").format(
                    player=p.name))
            _audit(s, p.event_id, "player", p.id, "removed", _player_audit(p), None, who, utcnow())
            s.delete(p)

    def players(self, event_id: int) -> list[PlayerRecord]:
        """The players in registration order (lists included: organizer only)."""
        with self._read() as s:
            _event(s, event_id)
            rows = s.scalars(select(EventPlayerRow).where(EventPlayerRow.event_id == event_id)
                             .order_by(EventPlayerRow.id))
            return [_player_record(p) for p in rows]

    def get_player(self, player_id: int) -> PlayerRecord:
        with self._read() as s:
            return _player_record(_player(s, player_id))

    def import_players_csv(self, event_id: int, text: str | bytes, *, who: str,
                           source: str | None = None) -> ImportReport:
        """Register the players of an OTM (or any) CSV: name, PIN, faction, club (see ``domain.tournament.otm``
        for its rules). A PIN already registered, or a name already registered without a PIN, is skipped and
        reported; everything else is added in one transaction. All or nothing: a file without a header, or
        with a bad row, raises :class:`InputError` naming ``source`` (the file), the line and the field, and
        registers nobody."""
        if not isinstance(text, (str, bytes, bytearray)):  # bytes: the file as read, its encoding detected
            raise FieldError("text", _("must be the CSV text"))
        parsed = parse_players_csv(text, source)
        report = ImportReport(skipped=list(parsed.problems))
        who = _name(who, "who")
        with self._write() as s:
            ev = _event(s, event_id, lock=True)
            existing = s.scalars(select(EventPlayerRow).where(EventPlayerRow.event_id == ev.id)).all()
            pins = {p.pin: p.name for p in existing if p.pin}
            names = {p.name.casefold() for p in existing if not p.pin}
            joined = _last_paired(s, ev.id) + 1
            now = utcnow()
            for row in parsed.players:
                try:
                    fields = _player_fields(name=row.name, pin=row.pin, faction=row.faction, club=row.club, lists=(),
                                            sectorial=row.sectorial, pending=row.pending)
                except FieldError as exc:  # raised inside the transaction: nothing of the file is kept
                    raise InputError(_("line {number}").format(number=row.line), str(exc), file=source) from None
                if fields["pin"] and fields["pin"] in pins:
                    report.skipped.append(f"line {row.line}: PIN {fields['pin']} is already registered "
                                          f"({pins[fields['pin']]})")
                    continue
                if not fields["pin"] and fields["name"].casefold() in names:
                    report.skipped.append(f"line {row.line}: {fields['name']} is already registered")
                    continue
                p = EventPlayerRow(event_id=ev.id, joined_round=joined, created_at=now, updated_at=now, **fields)
                s.add(p)
                s.flush()
                _audit(s, ev.id, "player", p.id, "registered", None, _player_audit(p), who, now, "CSV import")
                if p.pin:
                    pins[p.pin] = p.name
                else:
                    names.add(p.name.casefold())
                report.added.append(_player_record(p))
        return report
