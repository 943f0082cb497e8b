"""Settle an exported game: re-read every round's table, apply the end effects, score, explain.

What a referee runs on a disputed sheet (``its-desktop score GAME.json``). The export's entries
are the record; each round's snapshot is evaluated again, so what the table shows (zones
dominated, markers activated, troopers in a zone) replaces what was saved from it, and the last
round's table has the scenario's end effects applied first (Killer Cold, the plague). Referee
overrides still win. Every line says why, naming the markers and zones it counted:
``Heating units: 2 — heating-unit-2, heating-unit-3 activated by A``.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from its_desktop.domain.i18n import _, semicolon
from its_desktop.domain.mission import ResolvedMission, UnknownMission, catalog, frozen
from its_desktop.domain.mission.objectives import KillsMeasure, MarkersMeasure, Objective, ZonesMeasure
from its_desktop.domain.referee_text import objective_names
from its_desktop.domain.table import PLAYERS, StateError, TableState, other

from . import losses
from .game_file import parse, record_of
from .points import tournament_points
from .record import GAME, TABLE_MEASURES, GameRecord
from .score import Score, score
from .words import marker_state, number, place, round_label, yes_no

if TYPE_CHECKING:
    from its_desktop.domain.evaluation import Evaluation

    from .exported_game import GameExport  # the fields; a file as written is read without the model


@dataclass
class Settled:
    export: GameExport
    mission: ResolvedMission
    record: GameRecord
    score: Score
    tp: dict[str, int]
    notes: list[str] = field(default_factory=list)  # what the tables did (end effects, corrections)
    details: dict[str, dict[str, list[str]]] = field(default_factory=dict)  # player → objective → what counted

    def lines(self, player: str) -> list[dict[str, Any]]:
        """Every line of a player's score with its reason; their OP add up to the player's total."""
        p = self.score.players[player]
        out = []
        for li in p.lines:
            detail = semicolon().join(self.details.get(player, {}).get(li.objective, []))
            out.append({"id": li.objective, "op": li.op,
                        "reason": _("{reason} — {detail}").format(reason=li.explanation, detail=detail)
                        if detail else li.explanation})
        for slot in p.classified:
            out.append({"id": f"classified:{slot.index + 1}", "op": slot.op, "reason": slot.explanation})
        if p.intelcom_op:
            out.append({"id": "intelcom", "op": p.intelcom_op,
                        "reason": semicolon().join(n for n in p.notes if getattr(n, "kind", "") == "intelcom")})
        floor = p.before_ceiling - p.hvt_op - (p.objectives_op + p.classified_op + p.intelcom_op)
        if floor:
            out.append({"id": "floor", "op": floor,
                        "reason": next((n for n in p.notes if getattr(n, "kind", "") == "floor"),
                                       _("points taken away stop at the floor"))})
        if p.hvt_op:
            out.append({"id": "hvt-rule", "op": p.hvt_op,
                        "reason": next(n for n in p.notes if getattr(n, "kind", "") == "hvt")})
        if p.ceiling_applied:
            out.append({"id": "ceiling", "op": p.op - p.before_ceiling,
                        "reason": _("{before} OP above the season's ceiling: counts {op}").format(
                            before=p.before_ceiling, op=p.op)})
        return out

    def to_json(self) -> dict[str, Any]:
        players = {}
        for p in PLAYERS:
            ps = self.score.players[p]
            players[p] = {"name": self.export.game.player_a if p == "A" else self.export.game.player_b,
                          "op": ps.op, "vp": ps.vp, "tp": self.tp[p], "lines": self.lines(p),
                          "missing": list(ps.missing)}
        return {"mission": self.mission.scenario.id, "points": self.mission.points,
                "rounds_completed": self.record.rounds_completed, "end_reason": self.record.end_reason,
                "hvt_harmed_by": self.record.hvt_harmed_by, "players": players,
                "notes": self.notes + list(self.score.notes), "pipeline": list(self.score.pipeline),
                "readings": [r.to_json() for r in self.score.readings]}


def _within_the_seasons_rounds(export: GameExport, rounds: int, season: str) -> None:
    """The file's shape takes any round a game may have; this game has its season's."""
    numbered = [("game.round_reached", export.game.round_reached)]
    numbered += [(f"entries[{i}].round", e.round) for i, e in enumerate(export.entries)]
    numbered += [(f"snapshots[{i}].round", s.round) for i, s in enumerate(export.snapshots)]
    for where, n in numbered:
        if n is not None and n > rounds:
            raise StateError(where, _("{season} games have {rounds} rounds, got {n}").format(season=season,
                                                                                       rounds=rounds, n=n))


def settle(raw: Any) -> Settled:
    """Score a decoded export; StateError names the field of anything wrong."""
    export = parse(raw)
    record = record_of(export)
    g = export.game
    try:
        mission = catalog.mission(g.mission, g.points)
    except UnknownMission as exc:
        raise StateError(f"game.{exc.field}", exc.reason) from None
    if mission.season.id != g.season:
        raise StateError("game.season", f"{g.mission} is a {mission.season.id} scenario, not {g.season}")
    _within_the_seasons_rounds(export, mission.season.rounds, mission.season.id)
    notes: list[str] = []
    details: dict[str, dict[str, list[str]]] = {p: {} for p in PLAYERS}
    # (player, key) of whole-game entries the game itself took from the table
    table_keys = {(e.player, e.key) for e in export.entries if e.source == "table" and e.round is None}
    last = {s.round: s for s in export.snapshots}  # the last snapshot saved for each round
    rounds = mission.season.rounds
    tables = [rnd for rnd in sorted(last) if rnd <= record.rounds_completed]  # a round not completed is not scored
    if tables:
        # The tables' geometry (Shapely, NumPy) is loaded for a record that holds tables to read again; one
        # entered by hand from a paper sheet is scored without it.
        from its_desktop.domain.evaluator import Evaluator
        from its_desktop.domain.itstable import for_mission

        from . import fill

        evaluator = Evaluator(mission)
    for rnd in tables:
        at = f"snapshots[{export.snapshots.index(last[rnd])}].itstable"
        raw_table = last[rnd].itstable
        if raw_table.get("mission") != g.mission or raw_table.get("points") != g.points:
            raise StateError(f"{at}.mission", f"the table is {raw_table.get('mission')!r} at "
                                              f"{raw_table.get('points')!r} points, the game {g.mission} at {g.points}")
        try:
            state = for_mission(mission, last[rnd].itstable).state()
        except StateError as exc:
            raise StateError(f"{at}.{exc.field}", exc.message) from None
        state = replace(state, round=rnd, intelcom={**state.intelcom, **fill.table_intelcom(record)})
        final_round = rnd == record.rounds_completed
        if final_round and rnd == rounds:
            state, effect_notes = fill.end_of_game(mission, state)
            notes += effect_notes
        result = evaluator.evaluate(state)
        game_end = final_round and rnd == rounds
        decided = fill.contests(mission, {m.id: m for m in result.markers}, state, record)
        if final_round:
            notes += _contest_notes(mission, state, record, decided)
        # Kills and surviving VP come from the final table only where the game took them from it (or
        # left them empty) and the table holds both armies: a table without troopers knows no losses.
        armies = {t.player for t in state.troopers if t.kind != "token"} == set(PLAYERS)
        losses_from_table = game_end and armies
        if losses_from_table:
            notes += _losses(mission, state, record, table_keys)
        for p in PLAYERS:
            measures = fill.from_table(mission, result, p, state=state, game_end=losses_from_table, record=record)
            for o in mission.scenario.scoring:
                if o.id not in measures:
                    continue
                if o.measure.type not in TABLE_MEASURES and (p, o.id) not in table_keys \
                        and record.values.get(p, {}).get(o.id, {}).get(GAME) is not None:
                    continue  # entered by hand: the players' count stands
                key = str(rnd) if o.when == "round_end" else (GAME if final_round else None)
                if key is None:
                    continue
                _put(record, p, o, key, measures[o.id], notes)
                if isinstance(o.measure, KillsMeasure):
                    said = losses.kills(mission, state, o.measure, p, True).lines
                    details[p].setdefault(o.id, []).append(", ".join(said) if said else _("nobody killed"))
                    continue
                details[p].setdefault(o.id, []).extend(
                    (round_label(key) if key != GAME else "") + d for d in _detail(mission, result, o, p, decided))
    s = score(mission, record)
    a, b = tournament_points(mission.season, max(s.op("A"), 0), max(s.op("B"), 0),
                             hvt_harmed_by=record.hvt_harmed_by)
    return Settled(export, mission, record, s, {"A": a, "B": b}, notes, details)


def _losses(mission: ResolvedMission, state: TableState, record: GameRecord,
            table_keys: Collection[tuple[str, str]]) -> list[str]:
    """Surviving Victory Points from the final table (where the record did not type them), in words."""
    out = []
    for p in PLAYERS:
        killed = losses.army_points_killed(mission, state, p, True)
        out.append(_("Player {player} killed {points} Army Points: {who}").format(
            player=p, points=number(killed.value or 0), who=semicolon().join(killed.lines) or "–"))
        vp = losses.surviving_vp(mission, state, p)
        assert vp.value is not None  # the points of the troopers alive: always known
        if record.vp.get(p) is None or (p, "vp") in table_keys:
            if record.vp.get(p) is not None and record.vp[p] != vp.value:
                out.append(_("Victory Points ({player}): the record said {said}, the table gives {table}").format(
                    player=p, said=number(record.vp[p]), table=number(vp.value)))
            record.vp[p] = vp.value
        out.append(_("Player {player} keeps {points} Victory Points").format(player=p, points=number(vp.value)))
    return out


def _put(record: GameRecord, player: str, o: Objective, key: str, value: Any, notes: list[str]) -> None:
    saved = record.values.setdefault(player, {}).setdefault(o.id, {})
    before = saved.get(key)
    if before is not None and before != value:
        when = _("the game") if key == GAME else _("round {n}").format(n=key)
        notes.append(_("{objective} ({player}, {when}): the record said {said}, the table gives {table}").format(
            objective=o.name.get(), player=player, when=when, said=_value(before), table=_value(value)))
    saved[key] = value


def _value(value: Any) -> str:
    if isinstance(value, bool):
        return yes_no(value)
    return number(value) if isinstance(value, (int, float)) else str(value)


def _contest_notes(mission: ResolvedMission, state: TableState, record: GameRecord,
                   decided: dict[str, str | None]) -> list[str]:
    """How each marker held by both players was settled (S8 Supremacy's roll-off), in words."""
    from . import fill

    out = []
    labels = objective_names(mission.markers)  # as the table and the referee panel name them
    for mid, winner in decided.items():
        alive = {p: [t.label for t in fill.specialists_standing(mission, state, p, record)] for p in PLAYERS}
        args = {"marker": labels.get(mid, mid), "a": ", ".join(alive["A"]) or "–", "b": ", ".join(alive["B"]) or "–"}
        if winner is None:
            out.append(_("{marker}: hacked by both, surviving Specialists A: {a}; B: {b}. Record the Face to Face "
                         "roll's winner (contested.{id}); until then the hacked consoles are the players' count").format(id=mid, **args))
        elif winner == "none":
            out.append(_("{marker}: hacked by both and neither side has a surviving Specialist: the point is "
                         "lost").format(**args))
        elif record.contested.get(mid) == winner and alive["A"] and alive["B"]:
            out.append(_("{marker}: hacked by both; player {winner} won the Face to Face roll (A: {a}; B: {b})")
                       .format(winner=winner, **args))
        else:
            out.append(_("{marker}: hacked by both; only player {winner} has surviving Specialists ({names}): "
                         "the point is theirs").format(winner=winner, names=args["a" if winner == "A" else "b"],
                                                       marker=args["marker"]))
    return out


def _detail(mission: ResolvedMission, result: Evaluation, o: Objective, player: str,
            decided: dict[str, str | None] | None = None) -> list[str]:
    """What the table counted for a line, by name."""
    from . import fill

    m = o.measure
    markers = {x.id: x for x in result.markers}
    if isinstance(m, MarkersMeasure):
        hit = []
        for rm in mission.markers:
            if rm.id not in m.of and rm.group not in m.of:
                continue
            one = frozen.replace(m, of=[rm.id])
            if fill._markers(mission, markers, one, player, decided):
                hit.append(rm)
        by = {"self": player, "enemy": other(player), "any": ""}[m.by]
        if hit:
            state = marker_state(m.state, [rm.gender for rm in hit])  # agrees: "Unité Thermique active"
            text = (_("{markers} {state} by {player}") if by else _("{markers} {state}")).format(
                markers=semicolon().join(objective_names(mission.markers)[rm.id] for rm in hit), state=state,
                player=by)
        else:
            state = marker_state(m.state)
            text = (_("none {state} by {player}") if by else _("none {state}")).format(state=state, player=by)
        return [f"{text} {place(mission, m.zone)}" if m.zone else text]
    if isinstance(m, ZonesMeasure):
        zones = {z.id: z for z in result.zones}
        group = fill.members(mission, m.of)
        if m.near:
            dz = mission.deployment(player if m.near == "own_deployment" else other(player))
            gaps = {z.id: round(dz.distance(z.geometry), 9) for z in group}
            group = [z for z in group if gaps[z.id] == min(gaps.values())]
        if m.relative:
            group = [fill.relative_zone(mission, group, player, m.relative)]
        held = [z.short or z.name for z in group if z.id in zones and zones[z.id].dominated_by == player]
        return [_("{zones} dominated by {player}").format(zones=", ".join(held), player=player) if held
                else _("none dominated by {player}").format(player=player)]
    return []


__all__ = ["Settled", "settle"]
