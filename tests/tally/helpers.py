"""Shared set-up for the tally tests: records written as the JSON a station would save."""

from its_desktop.domain.evaluator import check_activation, check_roles
from its_desktop.domain.state_files import Evaluators
from its_desktop.domain.mission import catalog
from its_desktop.domain.table import parse_state
from its_desktop.domain.tally import GameRecord, score

R25 = 25 / 25.4 / 2  # radius of a 25 mm base, inches
R40 = 40 / 25.4 / 2  # radius of a 40 mm token, inches
TOUCH = R25 + R40  # centre distance of a 25 mm base in contact with a 40 mm token


def record(mission_id, points, a=None, b=None, *, rounds=3, end="completed", **fields):
    raw = {"mission": mission_id, "points": points, "rounds_completed": rounds, "end_reason": end,
           "values": {"A": a or {}, "B": b or {}}, **fields}
    return GameRecord.from_json(raw)


def play(mission_id, points, a=None, b=None, **kw):
    """Score a game; returns (score, mission)."""
    mission = catalog.mission(mission_id, points)
    return score(mission, record(mission_id, points, a, b, **kw)), mission


def game(v):
    return {"game": v}


def rounds(*vs):
    return {str(i + 1): v for i, v in enumerate(vs)}


def slots(*fulfilled, **extra):
    """Classified slots: True/False for each card; extra keys apply to every slot."""
    return [{"name": f"card {i + 1}", "fulfilled": f, **extra} for i, f in enumerate(fulfilled)]


def trooper(tid, player, x, y, points=10, base=25, **extra):
    return {"id": tid, "player": player, "x": x, "y": y, "base_mm": base, "points": points, **extra}


def table(mission_id, points, troopers, **extra):
    """(mission, TableState, evaluation) for a table state written as its JSON."""
    raw = {"mission": mission_id, "points": points, "troopers": troopers, **extra}
    evaluators = Evaluators()
    ev = evaluators.for_state(raw)
    m = ev.mission
    roles = {r.id.replace("-", "_") for r in m.scenario.roles}
    zones = {z.id for z in m.zones} | {z.group for z in m.zones}
    markers = {mk.id: mk.table_states() for mk in m.markers}
    state = parse_state(raw, set(m.season.trooper_states), markers, zones, m.season.rounds, roles)
    check_activation(m, state.markers)
    check_roles(m, state.troopers)
    return m, state, ev.evaluate(state)
