"""Pairings: a round paired by the packs' rules, stored, cleared, and the stored tables read back."""

from __future__ import annotations

from its_desktop.domain.i18n import _
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from its_desktop.domain.tournament import pair_round
from its_desktop.domain.tournament.event import EventError, PlayerId
from its_desktop.domain.tournament.pairing import RoundPairing, tables_in_ranking_order
from its_desktop.domain.tournament.standings import compute_standings

from ..games import FieldError
from ..models import EventRow, EventGameRow, EventPlayerRow, EventRoundRow, EventTableRow, utcnow
from .base import EventsBase
from .checks import _name, _season
from .errors import EventConflictError
from .records import EventGameRecord
from .rows import _active, _audit, _egame, _event, _last_paired, _pairable


class Pairings(EventsBase):
    # -- pairings -------------------------------------------------------------------------------

    def pair(self, event_id: int, number: int, *, seed: int | None = None, avoid_rematches: bool = True,
             avoid_clubs: bool = False, top_table_first: bool = False) -> RoundPairing:
        """Pair round ``number`` with the domain's ``pair_round`` on the stored event (nothing is saved:
        show it, then :meth:`save_pairings`). ``top_table_first``: tables in ranking order (the top pairing
        on table 1) instead of keeping players off tables they have played."""
        with self._read() as s:
            ev = _event(s, event_id)
            if s.scalar(select(func.count()).select_from(EventGameRow).where(EventGameRow.event_id == ev.id,
                                                                          EventGameRow.round == number)):
                raise FieldError("round", _("round {n} is already paired: clear its pairings to pair it again").format(
                    n=number))
            season = _season(ev.season)
            event = self._domain_event(s, ev)
        try:
            pairing = pair_round(event, season, number, seed=seed, avoid_rematches=avoid_rematches,
                                 avoid_clubs=avoid_clubs)
        except EventError as exc:
            raise FieldError(exc.field, exc.message) from None
        return tables_in_ranking_order(pairing) if top_table_first else pairing

    def save_pairings(self, event_id: int, pairing: RoundPairing, *, who: str) -> list[EventGameRecord]:
        """Store a round's pairings (tables and bye) from :meth:`pair` (or a pairing edited by hand), with the
        seed and the deviations. Refused if the round is already paired (another station got there first),
        has no scenario yet, or pairs someone who is not in the event for that round."""
        who = _name(who, "who")
        number = pairing.round
        with self._write() as s:
            ev = _event(s, event_id, lock=True)
            r = s.scalars(select(EventRoundRow).where(EventRoundRow.event_id == ev.id, EventRoundRow.number == number)
                          ).one_or_none()
            if r is None:
                raise FieldError("round", _("choose round {n}'s scenario and points before saving its pairings").format(
                    n=number))
            if s.scalar(select(func.count()).select_from(EventGameRow).where(EventGameRow.event_id == ev.id,
                                                                          EventGameRow.round == number)):
                raise EventConflictError(_("round {n}'s pairings").format(n=number), r.id, None, None,
                                         _("that the round is already paired"))
            _insert_pairing(s, ev, r, pairing, who)
            return self._game_records(s, ev, number)

    def repair_round(self, event_id: int, number: int, *, who: str, why: str, seed: int | None = None,
                     avoid_rematches: bool = True, avoid_clubs: bool = False,
                     top_table_first: bool = False) -> list[EventGameRecord]:
        """Pair round ``number`` again on the standings as they are now (after a correction to an earlier
        round), in one transaction: refused once a result is entered in it or a later round is paired."""
        who = _name(who, "who")
        if not isinstance(why, str) or not why.strip():
            raise FieldError("why", _("give the reason for pairing the round again"))
        with self._write() as s:
            ev = _event(s, event_id, lock=True)
            if _last_paired(s, ev.id) != number:
                raise FieldError("round", _("round {n} is not the last paired round: only that one can be paired "
                                            "again").format(n=number))
            games = s.scalars(select(EventGameRow)
                              .where(EventGameRow.event_id == ev.id, EventGameRow.round == number)).all()
            if any(g.op_a is not None or g.forfeit_by is not None for g in games):
                raise FieldError("round", _("round {n} already has results: it stays as paired").format(n=number))
            old = [[g.table_no, g.player_a_id, g.player_b_id] for g in games]
            for g in games:
                s.delete(g)
            s.flush()
            r = s.scalars(select(EventRoundRow).where(EventRoundRow.event_id == ev.id, EventRoundRow.number == number)
                          ).one()
            try:
                pairing = pair_round(self._domain_event(s, ev), _season(ev.season), number, seed=seed,
                                     avoid_rematches=avoid_rematches, avoid_clubs=avoid_clubs)
            except EventError as exc:
                raise FieldError(exc.field, exc.message) from None
            if top_table_first:
                pairing = tables_in_ranking_order(pairing)
            _insert_pairing(s, ev, r, pairing, who)
            _audit(s, ev.id, "round", r.id, f"round {number}: paired again", old,
                   [[t.table, t.a, t.b] for t in pairing.pairings], who, utcnow(), why.strip())
            return self._game_records(s, ev, number)

    def pairing_basis(self, event_id: int) -> dict[int, list[PlayerId]]:
        """For every paired round after the first, the ranking it is paired on now (player ids by the
        standings after the round before): compared before and after a correction, it says which rounds were
        paired on standings that changed."""
        with self._read() as s:
            ev = _event(s, event_id)
            rounds = sorted(set(s.scalars(select(EventGameRow.round).where(EventGameRow.event_id == ev.id))))
            event = self._domain_event(s, ev)
            se = _season(ev.season)
        out: dict[int, list[PlayerId]] = {}
        for n in rounds:
            if n > 1:
                st = compute_standings(event, se, through_round=n - 1, final=False)
                out[n] = [r.player for r in st.rows]
        return out

    def clear_pairings(self, event_id: int, number: int, *, who: str, why: str | None = None) -> None:
        """Undo the last paired round's pairings (refused once a result is entered in it). Players added late
        while it was paired may then be paired in it."""
        who = _name(who, "who")
        with self._write() as s:
            ev = _event(s, event_id, lock=True)
            last = _last_paired(s, ev.id)
            if number != last:
                raise FieldError("round", _("only the last paired round ({last}) can be cleared, not {n}").format(
                    last=last, n=number))
            games = s.scalars(select(EventGameRow)
                              .where(EventGameRow.event_id == ev.id, EventGameRow.round == number)).all()
            if any(g.op_a is not None for g in games):
                raise FieldError("round", _("round {n} already has results: clear them first").format(n=number))
            old = {"tables": [[g.table_no, g.player_a_id, g.player_b_id] for g in games if not g.bye],
                   "bye": next((g.player_a_id for g in games if g.bye), None)}
            for g in games:
                s.delete(g)
            r = s.scalars(select(EventRoundRow).where(EventRoundRow.event_id == ev.id, EventRoundRow.number == number)
                          ).one_or_none()
            if r is not None:
                r.pairing_seed, r.pairing_notes = None, None
            for p in s.scalars(select(EventPlayerRow).where(EventPlayerRow.event_id == ev.id,
                                                         EventPlayerRow.joined_round == number + 1)):
                p.joined_round = number
            s.flush()
            _audit(s, ev.id, "round", r.id if r else None, f"round {number}: pairings", old, None, who, utcnow(), why)

    def games(self, event_id: int, number: int | None = None) -> list[EventGameRecord]:
        """The tables (and byes) of one round or of every round, in round and table order."""
        with self._read() as s:
            ev = _event(s, event_id)
            return self._game_records(s, ev, number)

    def get_game(self, event_game_id: int) -> EventGameRecord:
        with self._read() as s:
            g = _egame(s, event_game_id)
            return self._game_records(s, _event(s, g.event_id), g.round, only=g.id)[0]


def _insert_pairing(s: Session, ev: EventRow, r: EventRoundRow, pairing: RoundPairing, who: str) -> None:
    """Check and store a round's tables and bye (the round has none yet), with the seed and deviations."""
    number = pairing.round
    players = {p.id: p for p in s.scalars(select(EventPlayerRow).where(EventPlayerRow.event_id == ev.id))}
    seen: set[int] = set()
    tables: set[int] = set()
    for i, t in enumerate(pairing.pairings):
        for key, pid in (("a", t.a), ("b", t.b)):
            _pairable(players, pid, number, f"pairings[{i}].{key}", seen)
        if isinstance(t.table, bool) or not isinstance(t.table, int) or t.table < 1 or t.table in tables:
            raise FieldError(f"pairings[{i}].table", _("must be a new table number, got {got!r}").format(got=t.table))
        tables.add(t.table)
    if pairing.bye is not None:
        _pairable(players, pairing.bye, number, "bye", seen)
    missing = [p.name for p in players.values() if _active(p, number) and p.id not in seen]
    if missing:
        raise FieldError("pairings", _("not paired for round {n}: {players}").format(
            n=number, players=", ".join(sorted(missing))))
    now = utcnow()
    rows = []
    for t in pairing.pairings:
        rows.append(EventGameRow(event_id=ev.id, round=number, table_no=t.table, player_a_id=t.a,
                              player_b_id=t.b, bye=False, created_at=now, updated_at=now))
    if pairing.bye is not None:
        rows.append(EventGameRow(event_id=ev.id, round=number, table_no=None, player_a_id=pairing.bye,
                              player_b_id=None, bye=True, created_at=now, updated_at=now))
    s.add_all(rows)
    known = set(s.scalars(select(EventTableRow.number).where(EventTableRow.event_id == ev.id)))
    s.add_all(EventTableRow(event_id=ev.id, number=n, label=None) for n in sorted(tables - known))
    notes = {"deviations": [d.to_json() for d in pairing.deviations], "table_repeats": pairing.table_repeats}
    r.pairing_seed, r.pairing_notes = pairing.seed, notes
    s.flush()
    _audit(s, ev.id, "round", r.id, f"round {number}: pairings", None,
           {"seed": pairing.seed, "tables": [[t.table, t.a, t.b] for t in pairing.pairings],
            "bye": pairing.bye, "deviations": len(pairing.deviations)}, who, now)
