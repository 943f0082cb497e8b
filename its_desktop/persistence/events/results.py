"""Results: entered, corrected, cleared, or taken from a game tallied in the app."""

from __future__ import annotations

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from its_desktop.domain.i18n import _
from its_desktop.domain.mission import catalog
from its_desktop.domain.mission.errors import UnknownMission
from its_desktop.domain.tournament.event import EventError
from its_desktop.domain.tournament.organizer import check_result

from ..games import FieldError
from ..models import EventGameRow, EventRoundRow, utcnow
from ..repository import why_field as _why
from .base import EventsBase
from .checks import _UNSET, _name, _season, _version_arg
from .records import EventGameRecord
from .rows import _audit, _egame, _event, _result


class Results(EventsBase):
    # -- results --------------------------------------------------------------------------------

    def record_result(self, event_game_id: int, op_a: int, op_b: int, vp_a: float, vp_b: float, who: str,
                      expected_version: int | None = None, why: str | None = None, *,
                      tally_game_id: int | None = _UNSET) -> EventGameRecord:
        """Enter or correct one table's result. OP whole numbers from 0 to the season's ceiling, VP from 0 to
        the round's army points; a bye has none. With ``expected_version`` (the version the station showed)
        a result someone else changed meanwhile raises :class:`EventConflictError` and nothing is written.
        TP are computed, never entered."""
        who, why = _name(who, "who"), _why(why)
        with self._write() as s:
            return self._put_result(s, _egame(s, event_game_id, lock=True), op_a, op_b, vp_a, vp_b, who,
                                    expected_version, why, tally_game_id)

    def _put_result(self, s: Session, g: EventGameRow, op_a: int, op_b: int, vp_a: float, vp_b: float, who: str,
                    expected_version: int | None, why: str | None, tally_game_id: int | None = _UNSET
                    ) -> EventGameRecord:
        """record_result inside a write transaction that holds ``g`` locked (an approved report uses it too)."""
        if g.bye:
            raise FieldError("event_game_id", _("round {n}'s bye has no result (a bye scores the season's bye points "
                                                "by itself)").format(n=g.round))
        if expected_version is not None:
            _version_arg(expected_version)
            if g.version != expected_version:
                raise self._game_conflict(s, g, expected_version)
        ev = _event(s, g.event_id)
        se = _season(ev.season)
        r = s.scalars(select(EventRoundRow).where(EventRoundRow.event_id == ev.id, EventRoundRow.number == g.round)
                      ).one_or_none()
        points = r.points if r is not None else ev.points
        try:
            check_result(op_a, op_b, vp_a, vp_b, op_ceiling=se.tournament.op_ceiling, points=points)
        except EventError as exc:
            raise FieldError(exc.field, exc.message) from None
        new = {"op_a": int(op_a), "op_b": int(op_b), "vp_a": float(vp_a), "vp_b": float(vp_b)}
        old = _result(g)
        link = g.tally_game_id if tally_game_id is _UNSET else tally_game_id
        if old == new and link == g.tally_game_id:
            return self._game_records(s, ev, g.round, only=g.id)[0]
        now = utcnow()
        g.op_a, g.op_b, g.vp_a, g.vp_b = int(op_a), int(op_b), float(vp_a), float(vp_b)
        if link != g.tally_game_id:
            _audit(s, ev.id, "game", g.id, "tally_game_id", g.tally_game_id, link, who, now, why)
            g.tally_game_id = link
        if g.end_reason is None:
            g.end_reason = "completed"
        g.updated_at = now
        if old != new:
            _audit(s, ev.id, "game", g.id, "result", old, new, who, now, why)
        s.flush()
        return self._game_records(s, ev, g.round, only=g.id)[0]

    def clear_result(self, event_game_id: int, who: str, expected_version: int | None = None,
                     why: str | None = None) -> EventGameRecord:
        who, why = _name(who, "who"), _why(why)
        with self._write() as s:
            g = _egame(s, event_game_id, lock=True)
            if expected_version is not None:
                _version_arg(expected_version)
                if g.version != expected_version:
                    raise self._game_conflict(s, g, expected_version)
            ev = _event(s, g.event_id)
            if g.op_a is not None:
                later = s.scalar(select(func.count()).select_from(EventGameRow).where(
                    EventGameRow.event_id == ev.id, EventGameRow.round > g.round))
                if later:
                    raise FieldError("event_game_id", _("round {n} is already paired on this result: correct the "
                                                        "result instead of clearing it").format(
                        n=g.round + 1))
                now = utcnow()
                _audit(s, ev.id, "game", g.id, "result", _result(g), None, who, now, why)
                g.op_a = g.op_b = g.vp_a = g.vp_b = None
                g.end_reason = "time" if g.end_reason == "time" else None
                g.updated_at = now
                s.flush()
            return self._game_records(s, ev, g.round, only=g.id)[0]

    def result_from_tally(self, event_game_id: int, game_id: int, who: str, expected_version: int | None = None
                          ) -> EventGameRecord:
        """Take a table's OP and VP from a game tallied in the app (``games`` table), and link it. The tallied
        game's Player A is the table's player A unless its names say the opposite."""
        from its_desktop.domain.table import StateError
        from its_desktop.domain.tally.score import score

        from ..games import GameNotFound, Games
        from ..tally_entries import record_from_entries

        games = Games(self.engine)
        try:
            tg = games.get_game(game_id)
        except GameNotFound:
            raise FieldError("game_id", _("no tallied game {game!r}").format(game=game_id)) from None
        eg = self.get_game(event_game_id)
        try:
            record = record_from_entries(tg, games.entries(game_id), tg.round_reached or 0)
            sc = score(catalog.mission(tg.mission, tg.points), record)
        except (StateError, UnknownMission) as exc:
            raise FieldError("game_id", _("tallied game {game} cannot be scored yet: {error}").format(
                game=game_id, error=exc)) from None
        vp: dict[str, float] = {}
        for p in ("A", "B"):
            points = sc.vp(p)
            if points is None:
                raise FieldError("game_id", _("tallied game {game} has no Victory Points for player {side} yet").format(
                    game=game_id, side=p))
            vp[p] = points
        swap = (tg.player_a.casefold() == (eg.b_name or "").casefold()
                and tg.player_b.casefold() == eg.a_name.casefold())
        a, b = ("B", "A") if swap else ("A", "B")
        return self.record_result(event_game_id, sc.op(a), sc.op(b), vp[a], vp[b], who, expected_version,
                                  f"from tallied game {game_id}", tally_game_id=game_id)
