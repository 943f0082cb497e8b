"""The event as others read it: the EVENT JSON, standings, the audit trail, CSV and OTM exports."""

from __future__ import annotations

from typing import Any

from sqlalchemy import func, select

from its_desktop.domain.i18n import speaking
from its_desktop.domain.tournament import Standings, compute_standings
from its_desktop.domain.tournament.otm import otm_sheet, results_csv, standings_csv

from ..models import EventChangeRow, EventGameRow
from .base import EventsBase
from .checks import _season
from .records import EventChangeRecord
from .rows import _event, _event_json, _planned


class Exports(EventsBase):
    # -- the event as the domain sees it ------------------------------------------------------------

    def to_event_json(self, event_id: int) -> dict[str, Any]:
        """The DESIGN's EVENT JSON (``its-desktop standings`` / ``pair`` read it): players by database id
        with name, club, dropped_after_round; every entered result and bye. Additive keys: the event's
        ``name``, ``extras``, ``rounds`` (scenario and points per round), players' ``pin``, ``faction`` and
        ``joined_round`` (late additions). Army lists are private and never included."""
        with self._read() as s:
            return _event_json(s, _event(s, event_id))


    def standings(self, event_id: int, *, through_round: int | None = None, final: bool | None = None
                  ) -> Standings:
        """Live standings (the domain's ``compute_standings``). ``final`` defaults to: every game of the last
        planned round has its result (then the bye rescale applies)."""
        with self._read() as s:
            ev = _event(s, event_id)
            event = self._domain_event(s, ev)
            se = _season(ev.season)
            if final is None:
                planned = _planned(ev, len(event.players))
                last = s.scalars(select(EventGameRow).where(EventGameRow.event_id == ev.id,
                                                         EventGameRow.round == planned)).all()
                final = bool(last) and all(g.bye or g.op_a is not None for g in last) and \
                    (through_round is None or through_round >= planned)
        return compute_standings(event, se, through_round=through_round, final=final)

    # -- audit -----------------------------------------------------------------------------------

    def history(self, event_id: int) -> list[EventChangeRecord]:
        """The audit trail of the event, oldest first."""
        with self._read() as s:
            _event(s, event_id)
            rows = s.scalars(select(EventChangeRow).where(EventChangeRow.event_id == event_id)
                             .order_by(EventChangeRow.id))
            return [EventChangeRecord(c.id, c.event_id, c.what, c.ref_id, c.field, c.old, c.new, c.who, c.at, c.why)
                    for c in rows]

    def last_change(self, event_id: int) -> int:
        """The id of the event's newest audit row (0: none): a station polls it to know when to reload."""
        with self._read() as s:
            return int(s.scalar(select(func.max(EventChangeRow.id)).where(EventChangeRow.event_id == event_id)) or 0)

    # -- exports -----------------------------------------------------------------------------------

    def export_standings_csv(self, event_id: int, *, delimiter: str = ",", lang: str | None = None) -> str:
        """The standings with every tie-breaker, PIN and faction (no army lists), in ``lang`` (default: the
        current language)."""
        st = self.standings(event_id)
        meta = {p.id: {"pin": p.pin, "faction": p.faction} for p in self.players(event_id)}
        return standings_csv(st, meta, delimiter, lang)

    def export_results_csv(self, event_id: int, *, delimiter: str = ",", lang: str | None = None) -> str:
        """Every table of every round with OP, VP and TP for both players (byes included), in ``lang``."""
        return results_csv(self._export_games(event_id), delimiter, lang)

    def export_otm(self, event_id: int, *, fmt: str = "text") -> str:
        """The results laid out as organizers type them into the Official Tournament Manager: per round,
        table by table, Player 1 PIN / name / OP / VP, Player 2 the same, the bye last; then the scenario,
        factions, sectorials, TP, forfeits, drops and late entries (``fmt``: text or csv). Always in English,
        whatever the language: it is typed into Corvus Belli's English tool (see ``otm_sheet``)."""
        ev = self.get_event(event_id)
        with speaking("en"):  # the scenario's English name too ("Supremacy"), as the OTM lists it
            rounds = [{"round": r.number, "scenario": r.scenario, "scenario_name": r.scenario_name,
                       "points": r.points} for r in self.rounds(event_id)]
        title = f"{ev.name} ({ev.season}) - results for the Official Tournament Manager"
        players = [{"name": p.name, "pin": p.pin, "faction": p.faction, "sectorial": p.sectorial,
                    "joined_round": p.joined_round, "dropped_after_round": p.dropped_after_round}
                   for p in self.players(event_id)]
        return otm_sheet(title, rounds, self._export_games(event_id), fmt=fmt, players=players)

    def _export_games(self, event_id: int) -> list[dict[str, Any]]:
        players = {p.id: p for p in self.players(event_id)}
        rounds = {r.number: r for r in self.rounds(event_id)}
        out = []
        for g in self.games(event_id):
            r = rounds.get(g.round)
            a, b = players[g.a], players.get(g.b) if g.b is not None else None
            out.append({"round": g.round, "scenario": r.scenario_name if r else None,
                        "points": r.points if r else None, "table": g.table, "label": g.label, "bye": g.bye,
                        "a": g.a_name, "pin_a": a.pin, "faction_a": a.faction, "op_a": g.op_a, "vp_a": g.vp_a,
                        "tp_a": g.tp_a, "b": g.b_name, "pin_b": b.pin if b else None,
                        "faction_b": b.faction if b else None, "op_b": g.op_b, "vp_b": g.vp_b, "tp_b": g.tp_b,
                        "end_reason": g.end_reason, "tally_game_id": g.tally_game_id,
                        "sectorial_a": a.sectorial, "sectorial_b": b.sectorial if b else None,
                        "forfeit_by": players[g.forfeit_by].name if g.forfeit_by in players else None})
        return out
