"""The public state: the one place that decides what the stream may show.

Every page, the SVG map, ``/state.json``, the Server-Sent Events and the text files are made from what
this module returns, and nothing else reads the database. What is kept out, and how:

- sealed tally entries (Classified Objectives not yet fulfilled, INTELCOM cards) are dropped before the
  score is worked out, so the OP shown counts revealed objectives only (``provisional`` says so);
- the table goes through the domain's stream view (``domain.privacy``): troopers shown as markers keep
  only their position and base, private roles and every name, cost and profile are left out, and a zone
  total that depends on hidden information is "?";
- INTELCOM card values and zones, marker identities, army lists, PINs, the audit trail's who/why and
  override notes never leave this module.

The shape of the JSON is typed in ``public_models.py`` (every response is checked against it before it
is served), documented in ``docs/overlay.md``, and given as a JSON Schema in ``docs/overlay.schema.json``.
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

import shapely

from its_desktop.domain import privacy
from its_desktop.domain.i18n import _
from its_desktop.domain.evaluator import Evaluator
from its_desktop.domain.itstable import for_mission
from its_desktop.domain.mission import UnknownMission, catalog
from its_desktop.domain.mission.resolved import ResolvedMission
from its_desktop.domain.provisional import domination_provisional
from its_desktop.domain.table import StateError
from its_desktop.domain.tally import points as tally_points
from its_desktop.domain.tally.score import score
from its_desktop.persistence.events import Events, EventGameRecord, NotFound
from its_desktop.persistence.games import GameNotFound, Games
from its_desktop.persistence.repository import FieldError
from its_desktop.persistence.tally_entries import record_from_entries
from its_desktop.persistence.storage import StorageFailure
from its_desktop.domain.tournament.factions import army_name

from .public_models import PlayerInfo, PublicGame, PublicMap, PublicResponse, Side

log = logging.getLogger(__name__)

FORMAT = "its-desktop-overlay"
VERSION = 1
RECENT_GAMES = 12  # tally games listed in the full state (newest first)
STREAM = "stream"


class NotPublished(LookupError):
    """The game, table or event asked for does not exist (a 404 for the server)."""


@dataclass
class Scope:
    """What a page asks for: a tally game, a table of an event's round, or an event."""

    game: int | None = None
    table: int | None = None
    event: int | None = None
    round: int | None = None


class PublicState:
    """Reads the database through the repositories and returns JSON-able public data only."""

    def __init__(self, games: Games, events: Events):
        self.games, self.events = games, events
        self._evaluators: dict[tuple[str, int], Evaluator] = {}
        # game id -> the .itstable document of the table as it is now, pushed by the window serving the
        # overlay in-process (between end-of-round snapshots); it goes through the same stream view.
        self.live: dict[int, dict[str, Any]] = {}

    # -- entry points ------------------------------------------------------------------------------

    def full(self) -> dict[str, Any]:
        """Everything: every event (round, clock, pairings, standings) and the recent tally games."""
        listed = self.events.list_events()
        events = [self.event(e.id) for e in listed]
        # Which event table each tallied game is played at, read once (newest event first); an event at
        # the game's round is worked out once too, and reused when it is the round already listed.
        built = {(ev["id"], ev["pairings"]["round"]): ev for ev in events}
        links: dict[int, tuple[int, int, int]] = {}
        for e in sorted(listed, key=lambda e: e.updated_at, reverse=True):
            for eg in self.events.games(e.id):
                if eg.tally_game_id is not None and eg.table is not None and eg.tally_game_id not in links:
                    links[eg.tally_game_id] = (e.id, eg.round, eg.table)
        games = []
        for g in self.games.list_games()[:RECENT_GAMES]:
            ev = table = None
            if g.id in links:  # a game played at an event table: its table, factions and event
                eid, rnd, number = links[g.id]
                if (eid, rnd) not in built:
                    built[(eid, rnd)] = self.event(eid, rnd)
                ev = built[(eid, rnd)]
                table = next((t for t in ev["pairings"]["tables"] if t["table"] == number), None)
            games.append(self.game(g.id, table=table, event=ev if table is not None else None))
        return self._wrap({"events": events, "games": games})

    def scoped(self, scope: Scope) -> dict[str, Any]:
        """The part a page shows: ``game`` (one scoreboard and map), ``table`` (that table's game in the
        event's current or given round), ``event`` (pairings, standings, clock)."""
        out: dict[str, Any] = {}
        if scope.table is not None:
            ev_id = scope.event if scope.event is not None else self._latest_event()
            ev = self.event(ev_id, scope.round)
            out["event"] = ev
            table = next((t for t in ev["pairings"]["tables"] if t["table"] == scope.table), None)
            if table is None:
                raise NotPublished(_("table {table} is not paired in round {n}").format(
                    table=scope.table, n=ev["pairings"]["round"]))
            out["table"] = table
            out["game"] = self.game(table["game"], table=table, event=ev) if table["game"] is not None else \
                self._untallied(ev, table)
        elif scope.game is not None:
            linked = self._table_of(scope.game)
            if linked is not None:  # a tallied game played at an event table: its factions, table and clock
                out["event"], out["table"] = linked
            out["game"] = self.game(scope.game, table=out.get("table"), event=out.get("event"))
        elif scope.event is not None:
            out["event"] = self.event(scope.event, scope.round)
        else:
            return self.full()
        return self._wrap(out)

    # -- games --------------------------------------------------------------------------------------

    def game(self, game_id: int, *, table: dict[str, Any] | None = None,
             event: dict[str, Any] | None = None) -> dict[str, Any]:
        """One game; ``table`` and ``event`` are the event table it is played at, if any."""
        try:
            g = self.games.get_game(game_id)
            setup = self.games.setup(game_id)  # the factions recorded with the game (a casual game too)
        except (GameNotFound, FieldError):
            raise NotPublished(_("no game {id!r}").format(id=game_id)) from None
        table = table or {}
        entries = [e for e in self.games.entries(game_id) if not e.sealed]  # the privacy line for the score
        mission = _mission(g.mission, g.points)
        rounds = mission.season.rounds if mission else None
        finished = g.end_reason is not None
        completed = g.round_reached or 0
        round_ = completed if finished or (rounds is not None and completed >= rounds) else completed + 1
        points: dict[str, Any] = {"op": None, "vp": None, "tp": None, "provisional": True}
        if mission is not None:
            points.update(self._score(g, entries, mission, finished))
        view = self._map(game_id, mission)
        if view is not None:
            # The table's round is "so far" until the tally has scored it: the one rule the window uses.
            view["provisional"] = domination_provisional(view["round"], completed, finished)
        if view is not None and not finished:
            round_ = max(round_, view["round"])
            if rounds is not None:
                round_ = min(rounds, round_)
        return PublicGame(
            id=g.id, mission=g.mission, mission_name=_mission_name(mission, g.mission), season=g.season,
            points=g.points,
            players=_players(g.player_a, g.player_b, setup.faction_a or table.get("faction_a"),
                             setup.faction_b or table.get("faction_b")),
            rounds=rounds, rounds_completed=completed, round=round_, turn=g.turn_reached, finished=finished,
            end_reason=g.end_reason, **points, table=table.get("table"), event=table.get("event"),
            event_name=(event or {}).get("name"), event_round=(event or {}).get("pairings", {}).get("round"),
            updated_at=g.updated_at.isoformat(), map=PublicMap.model_validate(view) if view is not None else None,
        ).model_dump(mode="json")

    def _score(self, g, entries, mission: ResolvedMission, finished: bool) -> dict[str, Any]:
        record = record_from_entries(g, entries, g.round_reached or 0)
        if not finished:
            record = record.provisional(mission.season.rounds)
        try:
            sc = score(mission, record)
        except (StateError, ValueError, KeyError):
            log.warning("game %s (%s at %s) does not score: its points are not shown", g.id, g.mission, g.points,
                        exc_info=True)
            return {}
        op = {p: ps.op_by_round(mission.season.rounds) for p, ps in sc.players.items()}
        vp = {p: sc.vp(p) for p in ("A", "B")}
        tp = None
        if finished:
            try:
                tp = dict(zip(("A", "B"), tally_points.tournament_points(
                    mission.season, sc.op("A"), sc.op("B"), hvt_harmed_by=record.hvt_harmed_by)))
            except (ValueError, StateError):
                log.warning("game %s: no Tournament Points for %s to %s", g.id, sc.op("A"), sc.op("B"), exc_info=True)
                tp = None
        # Sealed entries were left out, so until the game is over the score may grow when they are revealed.
        return {"op": op, "vp": vp, "tp": tp, "provisional": not finished}

    def _untallied(self, ev: dict[str, Any], table: dict[str, Any]) -> dict[str, Any]:
        """A paired table whose game is not tallied in the app: names, mission and the result once entered."""
        r = ev["round"] or {}
        finished = table["op_a"] is not None
        # The round's scenario drawn as an empty table (what the players' phones show for it): a result reported
        # by phones or typed at a station has no table in the app, but the streamer still has the scenario's map.
        mission = _mission(r["scenario"], int(r.get("points") or ev["points"])) if r.get("scenario") else None
        view = self.table_view(mission, None) if mission is not None else None
        return PublicGame(
            id=None, mission=r.get("scenario"), mission_name=r.get("scenario_name"), season=ev["season"],
            points=r.get("points"),
            players=_players(table["a"], table["b"], table["faction_a"], table["faction_b"]),
            rounds=None, rounds_completed=None, round=None, turn=None, finished=finished, end_reason=None,
            op={"A": {"total": table["op_a"]}, "B": {"total": table["op_b"]}} if finished else None,
            vp={"A": table["vp_a"], "B": table["vp_b"]} if finished else None,
            tp={"A": table["tp_a"], "B": table["tp_b"]} if finished else None,
            provisional=not finished, table=table["table"], event=ev["id"], event_name=ev["name"],
            event_round=ev["pairings"]["round"], map=PublicMap.model_validate(view) if view is not None else None,
        ).model_dump(mode="json")

    # -- the table ----------------------------------------------------------------------------------

    def _map(self, game_id: int, mission: ResolvedMission | None) -> dict[str, Any] | None:
        """The live table if a window pushed one, else the table saved last (the game's current table, or
        an end-of-round snapshot written after it), as the stream view sees it."""
        if mission is None:
            return None
        live = self.live.get(game_id)
        if live is not None and live.get("mission") == mission.scenario.id and live.get("points") == mission.points:
            try:
                return self.table_view(mission, live)
            except (StateError, ValueError):
                log.warning("game %s: the live table does not read; the last snapshot is shown", game_id,
                            exc_info=True)
        snaps = self.games.snapshots(game_id)
        current = self.games.table(game_id)
        saved: list[tuple[datetime, dict[str, Any]]] = []
        if current is not None:  # first: on a tie the current table wins
            saved.append((current.updated_at, current.document()))
        saved += [(s.created_at, s.document()) for s in snaps[-1:]]
        if not saved:
            return self.table_view(mission, None)
        try:
            return self.table_view(mission, max(saved, key=lambda x: x[0])[1])
        except (StateError, ValueError):
            log.warning("game %s: its last snapshot does not read; an empty table is shown", game_id, exc_info=True)
            return self.table_view(mission, None)

    def table_view(self, mission: ResolvedMission, document: dict[str, Any] | None) -> dict[str, Any]:
        """Zones with who dominates, objectives with who controls and public troopers, from an ``.itstable``
        document (None: the empty table)."""
        m = mission
        doc = None
        if document is not None:
            doc = for_mission(m, document)  # the one decoder: names, states, activations and roles checked
        rnd = doc.round if doc else 1
        zones: dict[str, dict[str, Any]] = {}
        markers: dict[str, dict[str, Any]] = {}
        troopers: list[dict[str, Any]] = []
        if doc is not None:
            ev = self._evaluator(m)
            result = privacy.filter_evaluation(ev.evaluate(doc.state()), doc.troopers, STREAM, m)
            zones = {z.id: {"dominated_by": z.dominated_by, "points": dict(z.points)}
                     for z in result.zones if z.is_zo}
            markers = {x.id: {"controlled_by": x.controlled_by, "state": x.state,
                              "activated_by": list(x.activated_by), "x": x.x, "y": x.y}
                       for x in result.markers}
            for t in privacy.visible_troopers(doc.troopers, STREAM, m):
                # Position, base and state are what both players see on the table; nothing else is shown.
                troopers.append({"player": t["player"], "x": round(t["x"], 3), "y": round(t["y"], 3),
                                 "base_mm": t["base_mm"], "state": t["state"],
                                 "marker": bool(t["hidden"]) or t["kind"] != "model"})
        out_zones = []
        for z in m.zones:
            if z.rounds is not None and rnd not in z.rounds:
                continue
            polys = list(getattr(z.geometry, "geoms", [z.geometry]))
            out_zones.append({
                "id": z.id, "kind": z.kind, "name": z.name, "short": z.short or z.name, "owner": z.owner,
                "is_zo": z.is_zo,
                "parts": [{"polygon": [[round(x, 4), round(y, 4)] for x, y in p.exterior.coords],
                           "holes": [[[round(x, 4), round(y, 4)] for x, y in r.coords] for r in p.interiors]}
                          for p in polys if hasattr(p, "exterior")],
                **zones.get(z.id, {"dominated_by": None, "points": None}),
            })
        out_markers = []
        for i, mk in enumerate(m.markers, start=1):
            live = markers.get(mk.id, {})
            out_markers.append({
                "id": mk.id, "number": i, "kind": mk.kind, "label": mk.label,
                "x": live.get("x", mk.x) if live.get("x") is not None else mk.x,
                "y": live.get("y", mk.y) if live.get("y") is not None else mk.y,
                "radius": round(mk.radius(m.unit_mm), 4), "controlled_by": live.get("controlled_by"),
                "state": live.get("state"), "activated_by": live.get("activated_by", []),
            })
        return {"mission": m.scenario.id, "width": m.width, "depth": m.depth, "unit_mm": m.unit_mm, "round": rnd,
                "provisional": False, "zones": out_zones, "markers": out_markers, "troopers": troopers,
                "scenery": _scenery(doc.scenery if doc else (), m.width, m.depth)}

    @staticmethod
    def view_in_language(view: dict[str, Any], points: int | None) -> dict[str, Any]:
        """``view`` with its names in the current language: the zones' long and short names, the objectives'
        labels and the scenario's name. The published state is worded once, in the server's language; a page
        asks for its own (``?lang=``). A scenario the library does not hold (an event's own) stays as it is."""
        try:
            m = catalog.mission(view["mission"], int(points or 0))
        except (UnknownMission, KeyError, ValueError, TypeError):
            return view
        zones = {z.id: z for z in m.zones}
        marks = {mk.id: mk for mk in m.markers}
        return {**view, "mission_name": m.scenario.name.get(),
                "zones": [{**z, "name": zones[z["id"]].name, "short": zones[z["id"]].short or zones[z["id"]].name}
                          if z.get("id") in zones else z for z in view.get("zones", [])],
                "markers": [{**x, "label": marks[x["id"]].label} if x.get("id") in marks else x
                            for x in view.get("markers", [])]}

    def _evaluator(self, m: ResolvedMission) -> Evaluator:
        key = (m.scenario.id, m.points)
        if key not in self._evaluators:
            self._evaluators[key] = Evaluator(m)
        return self._evaluators[key]

    # -- events -------------------------------------------------------------------------------------

    def event(self, event_id: int, round_: int | None = None) -> dict[str, Any]:
        try:
            ev = self.events.get_event(event_id)
        except (NotFound, FieldError, LookupError):
            raise NotPublished(_("no event {id!r}").format(id=event_id)) from None
        now = datetime.now(UTC)
        rounds = self.events.rounds(event_id)
        games = self.events.games(event_id)
        players = {p.id: p for p in self.events.players(event_id)}
        paired = sorted({g.round for g in games})
        # The planned rounds as the event counts them (the Extras', the organizer's or the season's table): the
        # stored field alone is None for the season's table, and a page set up ahead for round 3 was refused.
        if round_ is not None and round_ not in _known_rounds(self.events.rounds_planned(event_id),
                                                              [x.number for x in rounds], paired):
            # A round the event cannot have (a typo in an OBS source's URL): said, not shown as another round's
            # standings. The next round, or any planned one, is a page set up ahead: "not paired yet".
            last = max([x.number for x in rounds] + paired + [0])
            raise NotPublished(_("no round {n} in this event: the last one is round {last}").format(n=round_, last=last)
                               if last else _("no round {n} in this event: it has no round yet").format(n=round_))
        current = round_ if round_ is not None else (paired[-1] if paired else (rounds[-1].number if rounds else None))
        r = next((x for x in rounds if x.number == current), None)
        round_info = None
        if r is not None:
            clock = r.clock
            ends = clock.ends_at(now)
            round_info = {"number": r.number, "scenario": r.scenario, "scenario_name": r.scenario_name,
                          "points": r.points,
                          "clock": {"state": clock.state(now), "remaining_s": round(clock.remaining(now), 1),
                                    "deployment_remaining_s": clock.deployment_remaining(now),
                                    "duration_s": clock.duration_s, "ends_at": ends.isoformat() if ends else None}}
        tables = [_table(g, players, ev.id) for g in games if g.round == current]
        try:
            st = self.events.standings(event_id)
            standings = [{"rank": row.rank, "shared_rank": row.shared_rank, "name": row.name,
                          "faction": _army(players[row.player].faction) if row.player in players else None,
                          "tp": row.tp, "op": row.op_raw, "vp": row.vp_raw, "opp_op": row.opp_op}
                         for row in st.rows]
            through, final = st.through_round, st.final
        except StorageFailure:
            raise  # the database is away (a StorageFailure is a ValueError): "reconnecting", not "no standings"
        except (FieldError, ValueError):
            log.warning("event %s: no standings", event_id, exc_info=True)
            standings, through, final = [], 0, False
        return {"id": ev.id, "name": ev.name, "season": ev.season, "points": ev.points,
                "rounds_planned": ev.rounds_planned, "round": round_info,
                "pairings": {"round": current, "tables": [t for t in tables if not t["bye"]],
                             "byes": [t["a"] for t in tables if t["bye"]]},
                "standings": {"through_round": through, "final": final, "rows": standings}}

    def _table_of(self, game_id: int) -> tuple[dict[str, Any], dict[str, Any]] | None:
        """The event (at the game's round) and table a tallied game is linked to, newest event first."""
        for e in sorted(self.events.list_events(), key=lambda e: e.updated_at, reverse=True):
            for g in self.events.games(e.id):
                if g.tally_game_id == game_id:
                    ev = self.event(e.id, g.round)
                    return ev, next(t for t in ev["pairings"]["tables"] if t["table"] == g.table)
        return None

    def _latest_event(self) -> int:
        events = self.events.list_events()
        if not events:
            raise NotPublished(_("no event in this database: give ?game=ID"))
        return max(events, key=lambda e: e.updated_at).id

    # -- helpers ------------------------------------------------------------------------------------

    def _wrap(self, body: dict[str, Any]) -> dict[str, Any]:
        """The response, checked against its typed shape (a wrong field fails here, not on stream)."""
        out = {"format": FORMAT, "version": VERSION, "generated_at": datetime.now(UTC).isoformat(), **body}
        PublicResponse.model_validate(out)
        return out


def _scenery(pieces, width: float, depth: float) -> list[dict[str, Any]]:
    """The table's scenery as everyone at the table sees it: each piece's footprint on the table, its height
    class and roof. Nothing else of a piece is sent (its id is the name the organizer gave it, as printed)."""
    table = shapely.box(0, 0, width, depth)
    out = []
    for p in pieces:
        foot = p.footprint().intersection(table)
        polys = [g for g in getattr(foot, "geoms", [foot]) if g.geom_type == "Polygon" and not g.is_empty]
        if not polys:
            continue
        out.append({"id": p.id, "height": p.height, "roof": p.roof,
                    "parts": [{"polygon": [[round(x, 4), round(y, 4)] for x, y in g.exterior.coords],
                               "holes": [[[round(x, 4), round(y, 4)] for x, y in r.coords] for r in g.interiors]}
                              for g in polys]})
    return out


def _known_rounds(planned: int | None, set_rounds: list[int], paired: list[int]) -> set[int]:
    """The rounds a page may ask for: those set or paired, the next one, and every planned one."""
    known = set(set_rounds) | set(paired)
    known.add(max(known | {0}) + 1)
    known.update(range(1, (planned or 0) + 1))
    return known


def _table(g: EventGameRecord, players: dict, event_id: int) -> dict[str, Any]:
    a, b = players.get(g.a), players.get(g.b) if g.b is not None else None
    return {"table": g.table, "label": g.label, "bye": g.bye, "a": g.a_name, "b": g.b_name,
            "faction_a": _army(a.faction) if a else None, "faction_b": _army(b.faction) if b else None,
            "op_a": g.op_a, "op_b": g.op_b, "vp_a": g.vp_a, "vp_b": g.vp_b, "tp_a": g.tp_a, "tp_b": g.tp_b,
            "game": g.tally_game_id, "event": event_id}


def _players(a: str | None, b: str | None, faction_a: str | None, faction_b: str | None) -> dict[Side, PlayerInfo]:
    return {"A": PlayerInfo(name=a, faction=_army(faction_a)), "B": PlayerInfo(name=b, faction=_army(faction_b))}


def _army(army: str | None) -> str | None:
    """An army in the page's words ("Armée Combinée"; the state is made inside the page's language), else as typed."""
    return army_name(army) or None


def _mission(mission_id: str, points: int) -> ResolvedMission | None:
    try:
        return catalog.mission(mission_id, points)
    except (UnknownMission, ValueError, KeyError):
        log.warning("mission %s at %s points is not in this version's library", mission_id, points)
        return None


def _mission_name(m: ResolvedMission | None, fallback: str) -> str:
    if m is None:
        return fallback
    return m.scenario.name.get() or fallback  # the current language (--lang, or the GUI's)


def dumps(state: dict[str, Any]) -> str:
    return json.dumps(state, ensure_ascii=False, separators=(",", ":"), default=str)


__all__ = ["FORMAT", "NotPublished", "PublicState", "Scope", "VERSION", "dumps"]
