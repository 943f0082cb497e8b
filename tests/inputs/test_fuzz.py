"""Fuzzing every reader of user files (hypothesis, fixed seed): whatever the input, the reader returns or raises
the app's own :class:`~its_desktop.domain.errors.InputError`; any other exception fails the test.

Inputs are valid files mutated where it hurts — a list where a name goes, ``1e400``, a 4,400-digit integer,
``NaN``, nesting thousands deep, lone surrogates, NULs, a band key ``2{0``, ``min()`` — plus raw text and bytes.
The whole module runs in well under a minute on a loaded 2-core machine (``derandomize``: the same cases on
every run, so a failure reproduces).

``ITS_FUZZ_COUNT=FILE`` counts escapes instead of failing (to compare two versions of the code).
"""

from __future__ import annotations

import copy
import json
import math
import os
import random
import re
import tomllib
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from its_desktop.domain import bounds, expr
from its_desktop.domain.errors import InputError
from its_desktop.domain.state_files import Evaluators, split_states
from its_desktop.domain.itstable import document
from its_desktop.domain.mission import catalog
from its_desktop.domain.mission.load import load_scenario_text
from its_desktop.domain.mission.resolve import resolve
from its_desktop.domain.roster import read_roster_csv, read_roster_json
from its_desktop.domain.tournament.event import decode, parse_event
from its_desktop.domain.tournament.otm import parse_players_csv
from its_desktop.domain.tournament.standings import compute_standings

ROOT = Path(__file__).resolve().parents[2]
COUNT = os.environ.get("ITS_FUZZ_COUNT")


def fuzz(examples: int):
    return settings(max_examples=examples, derandomize=True, database=None, deadline=None, print_blob=True,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                           HealthCheck.filter_too_much])


def only_own_errors(fn, *args: Any) -> None:
    try:
        fn(*args)
    except InputError:
        pass
    except Exception as exc:  # noqa: BLE001 - the point: nothing else may escape
        if not COUNT:
            raise
        with open(COUNT, "a", encoding="utf-8") as fh:
            fh.write(f"{fn.__name__}\t{type(exc).__name__}: {str(exc)[:80]!r}\n")


# -- values that hurt ----------------------------------------------------------------------------------------

RAW_LITERALS = ["1e400", "-1e400", "NaN", "Infinity", "-Infinity", "1" + "0" * 309, "9" * 4400, "-0", "1e-400",
                "123456789012345678901234567890", "[" * 3000 + "]" * 3000, "{" * 5 + "}" * 5, '"\\ud800"',
                '"a\\udfffb"', '"\\u0000"', "true", "null", "[]", "{}", '""', "0.1", "-5"]
NAMES = ["A", "B", "normal", "dead", "unconscious", "console-1", "console-2", "quadrant-a-left", "deployment",
         "s16/supremacy", "s16/panic-room", "s16", "s13", "../../../../elsewhere/x", "x" * 300, "hvt", "lieutenant",
         "model", "marker", "LI", "TAG", "specialist", "escalation", "activated", "destroyed", "itstable", "a1", "b1",
         "", " ", "\x00", "\ud800", "Jos\u00e9", "2{0", "min()"]


FLOATS = [math.nan, math.inf, -math.inf, 1e308, 1.79e308, -1e-308, 0.5, -0.0, 2.0 ** 53 + 1, 1e15]
# Just past each physical bound (domain.bounds) and just within: a base of 9.99 or 200.01 mm, 401 points, a
# trooper 73 in off a 48 in table, round 51, table 1001, 1001 OP or VP.
PAST_BOUNDS = [9.99, 10, 200, 200.01, 400, 401, 1000, 1001, -24.01, 72.01, -60.01, 180.01, 50, 51, 1e6]


def assert_in_bounds(doc: Any) -> None:
    """What a reader accepted is physically plausible: every number within ``domain.bounds``."""
    for t in getattr(doc, "troopers", []):
        assert bounds.BASE_MM.problem(t.base_mm) is None and bounds.TROOPER_POINTS.problem(t.points) is None
        x_bound, y_bound = bounds.position(None, None)
        assert x_bound.problem(t.x) is None and y_bound.problem(t.y) is None
        if t.baggage_value is not None:
            assert bounds.TROOPER_POINTS.problem(t.baggage_value) is None


def nasty(rng: random.Random, depth: int = 0) -> Any:
    """A value a reader may meet: a name of the right vocabulary or not, a number at or past a limit, a raw
    literal spliced into the JSON text (``@@RAWn@@``), or a small list or object of such values."""
    kind = rng.randrange(10 if depth < 2 else 8)
    if kind < 3:
        return rng.choice(NAMES)
    if kind == 3:
        return rng.choice([None, True, False, 0, 1, -1, 2, 3, 150, 300, 10 ** 16, -(10 ** 20), 2 ** 53 + 1, *PAST_BOUNDS])
    if kind == 4:
        return rng.choice(FLOATS)
    if kind == 5:
        return f"@@RAW{rng.randrange(len(RAW_LITERALS))}@@"
    if kind == 6:
        return "".join(chr(rng.choice([rng.randrange(32, 127), rng.randrange(0x80, 0x3000), 0, 0xD800]))
                       for _ in range(rng.randint(0, 6)))
    if kind == 7:
        return rng.randint(-(10 ** 6), 10 ** 6) / rng.choice([1, 4, 7])
    if kind == 8:
        return [nasty(rng, depth + 1) for _ in range(rng.randint(0, 3))]
    return {rng.choice(NAMES[:12] + ["id", "x", "zone"]): nasty(rng, depth + 1) for _ in range(rng.randint(0, 3))}


EXTRA_KEYS = ["id", "zone", "state", "extras", "placed"]
ACTIONS = ["set", "set", "set", "delete", "add"]


def raw_dumps(data: Any) -> str:
    text = json.dumps(data, allow_nan=True)
    return re.sub(r'"@@RAW(\d+)@@"', lambda m: RAW_LITERALS[int(m.group(1))], text)


def mutate(data: Any, seed: int) -> Any:
    """``data`` with one to three values replaced, added or removed at paths a seeded ``random.Random`` picks.

    Hypothesis draws only the seed: a draw per step made generating a case cost more than running it."""
    rng = random.Random(seed)
    doc = copy.deepcopy(data)
    for _ in range(rng.randint(1, 3)):
        node = doc
        for _step in range(rng.randint(0, 4)):
            children = node.values() if isinstance(node, dict) else node if isinstance(node, list) else []
            children = [v for v in children if isinstance(v, (dict, list))]
            if not children:
                break
            node = rng.choice(children)
        action = rng.choice(ACTIONS)
        if isinstance(node, dict):
            key = rng.choice(sorted(node, key=str) + EXTRA_KEYS)
            if action == "delete":
                node.pop(key, None)
            else:
                node[key] = nasty(rng)
        elif isinstance(node, list):
            if node and action != "add":
                index = rng.randrange(len(node))
                if action == "delete":
                    del node[index]
                else:
                    node[index] = nasty(rng)
            else:
                node.append(nasty(rng))
    return doc


SEEDS = st.integers(0, 2 ** 32 - 1)


# -- table state and .itstable -----------------------------------------------------------------------------

STATE = {
    "format": "itstable", "version": 1, "mission": "s16/supremacy", "points": 300, "round": 2, "turn": "A",
    "troopers": [
        {"id": "a1", "player": "A", "x": 12, "y": 12, "base_mm": 25, "points": 20, "roles": ["lieutenant"],
         "tags": ["specialist"], "name": "Fusilier"},
        {"id": "b1", "player": "B", "x": 36, "y": 36, "base_mm": 40, "points": 35, "state": "normal", "kind": "model",
         "troop_type": "HI"},
    ],
    "markers": [{"id": "console-1", "activated_by": ["A"]}, {"id": "console-2", "carried_by": "a1"}],
    "placed": [],
    "intelcom": {},
}
EVALUATORS = Evaluators()


def evaluate_text(text: str) -> None:
    _batch, states = split_states(text)
    for _line, raw in states:
        if isinstance(raw, InputError):
            continue
        json.dumps(EVALUATORS.evaluate(raw).to_json(), ensure_ascii=False).encode("utf-8")


def open_table(text: str) -> None:
    from its_desktop.domain import inputs

    doc = document(inputs.load_json(text))
    assert_in_bounds(doc)
    x_bound, y_bound = bounds.position(48, 48)  # every mission of the fuzzed file is played on 48 x 48 in
    assert all(x_bound.problem(t.x) is None and y_bound.problem(t.y) is None for t in doc.troopers)
    doc.to_json()


@fuzz(2500)
@given(SEEDS)
def test_fuzz_state_loader(seed):
    text = raw_dumps(mutate(STATE, seed))
    only_own_errors(evaluate_text, text)
    only_own_errors(open_table, text)


@fuzz(500)
@given(st.one_of(st.text(max_size=200), st.binary(max_size=200).map(lambda b: b.decode("latin-1"))))
def test_fuzz_state_loader_raw_text(text):
    only_own_errors(evaluate_text, text)
    only_own_errors(open_table, text)


# -- EVENT -----------------------------------------------------------------------------------------------------

EVENT = {
    "season": "s16", "rounds_planned": 3, "extras": ["escalation"],
    "players": [{"id": "a", "name": "Ana", "club": "Lisboa"}, {"id": "b", "name": "Bo"}, {"id": 3, "name": "Cy"},
                {"id": "d", "name": "Di", "dropped_after_round": 1}],
    "games": [{"round": 1, "table": 1, "a": "a", "b": "b", "op_a": 6, "op_b": 2, "vp_a": 250, "vp_b": 100},
              {"round": 1, "table": 2, "a": 3, "b": "d", "op_a": 3, "op_b": 3, "vp_a": 120.5, "vp_b": 90},
              {"round": 2, "bye": "a"}],
}
SEASON = catalog.season("s16")


def load_event(text: str) -> None:
    raw = decode(text)
    event = parse_event(raw, op_ceiling=SEASON.tournament.op_ceiling, known_extras=set(SEASON.extras))
    season = catalog.season(event.season) if event.season in catalog.season_ids() else SEASON
    standings = compute_standings(event, season)
    "\n".join(standings.lines()).encode("utf-8")
    json.dumps(standings.to_json(), ensure_ascii=False).encode("utf-8")


@fuzz(2500)
@given(SEEDS)
def test_fuzz_event_loader(seed):
    only_own_errors(load_event, raw_dumps(mutate(EVENT, seed)))


# -- map files (TOML) --------------------------------------------------------------------------------------

SUPREMACY = (ROOT / "maps" / "s16" / "supremacy.toml").read_text(encoding="utf-8")
BIOTECHVORE = (ROOT / "maps" / "s16" / "biotechvore.toml").read_text(encoding="utf-8")
TOML_VALUE = re.compile(r'(?<== )(-?\d+(?:\.\d+)?|"[^"\n]*"|true|false)')
TOML_KEY = re.compile(r'^"[^"\n]+"(?= = )', re.MULTILINE)
TOML_LITERALS = ["inf", "-inf", "nan", "+nan", "9" * 5000, "1e400", '"min()"', '"abs(1, 2)"', '"1e308*10"',
                 '"' + "+".join(["1"] * 5000) + '"', '"' + "-".join(["W"] * 120) + '"', '"max(1)"', '"mm()"',
                 '"W/0"', '"(' * 1 + "(" * 250 + "1" + ")" * 250 + '"', "[" * 5000 + "]" * 5000, '"\\u0000"',
                 "{a = {b = {c = 1}}}", "[]", '""', "0", "-1", "1e9", '"x"', '"W - d"', '"__import__(\'os\')"',
                 '"cm(30)"', '"points * points * points * points"', '"2{0"', "1979-05-27", '"\\ud800"']
TOML_KEYS = ['"2{0"', '"1\u00b250"', '"300/300"', '"' + "9" * 5000 + '"', '"0"', '"150/200/250/300/350/400"',
             '"-1"', '"300 "', '""']


def resolve_map(text: str) -> None:
    scenario = load_scenario_text(text, "fuzz.toml")
    season = catalog.season("s16")
    for points in (150, 300, 400):
        resolve(scenario, season, points, "fuzz.toml").to_json("en")


@fuzz(1000)
@given(st.data())
def test_fuzz_map_loader(data):
    text = data.draw(st.sampled_from([SUPREMACY, BIOTECHVORE]))
    for _ in range(data.draw(st.integers(1, 3))):
        kind = data.draw(st.sampled_from(["value", "value", "value", "key", "cut"]))
        if kind == "value":
            spots = list(TOML_VALUE.finditer(text))
            spot = data.draw(st.sampled_from(spots))
            new = data.draw(st.one_of(st.sampled_from(TOML_LITERALS), st.integers(-10 ** 6, 10 ** 6).map(str),
                                      st.floats(allow_nan=False, allow_infinity=False).map(repr)))
            text = text[:spot.start()] + new + text[spot.end():]
        elif kind == "key":
            spots = list(TOML_KEY.finditer(text))
            if spots:
                spot = data.draw(st.sampled_from(spots))
                text = text[:spot.start()] + data.draw(st.sampled_from(TOML_KEYS)) + text[spot.end():]
        else:
            at = data.draw(st.integers(0, len(text)))
            text = text[:at] + data.draw(st.text(max_size=8)) + text[at + data.draw(st.integers(0, 20)):]
    only_own_errors(resolve_map, text)


def test_the_map_fuzzer_starts_from_files_that_load():
    resolve_map(SUPREMACY)
    resolve_map(BIOTECHVORE)
    assert tomllib.loads(SUPREMACY) and len(TOML_VALUE.findall(SUPREMACY)) > 50 and TOML_KEY.findall(BIOTECHVORE)


# -- expressions --------------------------------------------------------------------------------------------

ENV = {"W": 48.0, "D": 48.0, "dz": 12.0, "points": 300.0, "d": 4.0}


def expression() -> st.SearchStrategy[str]:
    atom = st.one_of(st.sampled_from(["W", "D", "dz", "d", "points", "x", "0", "1e308", "1e400", "9" * 400, "2.5",
                                      "-0", "nan", "inf"]),
                     st.integers(-1000, 1000).map(str), st.floats(allow_nan=False).map(repr))
    return st.recursive(atom, lambda inner: st.one_of(
        st.tuples(inner, st.sampled_from(["+", "-", "*", "/", "**", "%", "//", ","]), inner).map(" ".join),
        inner.map(lambda e: f"({e})"), inner.map(lambda e: f"-{e}"),
        st.tuples(st.sampled_from(["min", "max", "abs", "mm", "cm", "pow", "__import__"]),
                  st.lists(inner, max_size=3)).map(lambda t: f"{t[0]}({', '.join(t[1])})"),
    ), max_leaves=20)


def evaluate_expression(text: str) -> None:
    expr.names(text)
    expr.evaluate(text, ENV, 25.0)


@fuzz(3000)
@given(st.one_of(expression(), st.text(alphabet="0123456789.eE+-*/(), WDdzminaxbsc_\x00", max_size=60),
                 st.integers(1, 6000).map(lambda n: "+".join(["1"] * n)),
                 st.integers(1, 2000).map(lambda n: "(" * n + "1" + ")" * n),
                 st.one_of(st.integers(), st.floats(), st.booleans(), st.none(), st.lists(st.integers()))))
def test_fuzz_expression_parser(text):
    only_own_errors(evaluate_expression, text)


# -- CSV importers ------------------------------------------------------------------------------------------

CELLS = ["Fusilier", "10", "25", "40", "1", "3", "200", "201", "9.99", "401", "1.79e308", "1e12", "1e400", "nan", "inf", "-1", "0", "2,5", "",
         " ", "model", "marker", "token", "normal", "dead", "LI", "hi", "lieutenant;key-ops", "specialist|hacker",
         '"quoted, cell"', '"unclosed', '""', "\x00", "\ud800", "Jos\u00e9", "x" * 200, "9" * 400]
HEADERS = ["name", "points", "base_mm", "kind", "state", "troop_type", "roles", "tags", "count", "tag", "notes",
           "Name", "pts", "ITS PIN", "Army", "Club", "Player", "Nombre", "Ejército"]


def csv_text(seed: int) -> str:
    """A CSV-like text from a seed: a header of known, misspelt and foreign columns, rows of nasty cells."""
    rng = random.Random(seed)
    delimiter, newline = rng.choice([",", ";", "\t", "|"]), rng.choice(["\n", "\r\n", "\r"])
    rows = [[rng.choice(HEADERS) for _ in range(rng.randint(1, 10))]]
    rows += [[rng.choice(CELLS) for _ in range(rng.randint(0, 10))] for _ in range(rng.randint(0, 6))]
    return newline.join(delimiter.join(row) for row in rows) + newline


def roster_in_bounds(entries: Any) -> None:
    for e in entries:
        assert bounds.BASE_MM.problem(e.base_mm) is None and bounds.TROOPER_POINTS.problem(e.points) is None


def as_bytes(text: str, codec: str) -> bytes:
    return text.encode(codec, "surrogatepass") if codec.startswith("utf-8") else text.encode(codec, "replace")


@fuzz(2500)
@given(SEEDS, st.sampled_from(["utf-8", "utf-8-sig", "utf-16", "utf-16-le", "cp1252"]))
def test_fuzz_roster_csv_importer(seed, codec):
    from its_desktop.domain import inputs

    text = csv_text(seed)
    only_own_errors(lambda: roster_in_bounds(read_roster_csv(text, "army.csv", {"normal", "dead"})))
    only_own_errors(lambda: read_roster_csv(inputs.decode(as_bytes(text, codec), "army.csv", legacy="cp1252"),
                                            "army.csv", {"normal", "dead"}))


@fuzz(1500)
@given(SEEDS)
def test_fuzz_roster_json_importer(seed):
    base = {"troopers": [{"name": "Fusilier", "points": 10, "base_mm": 25, "count": 2, "roles": ["lieutenant"]}]}
    only_own_errors(lambda: roster_in_bounds(read_roster_json(raw_dumps(mutate(base, seed)), "army.json", {"normal"})))


@fuzz(2500)
@given(st.one_of(SEEDS.map(csv_text), SEEDS.map(csv_text), st.text(max_size=100)),
       st.sampled_from(["str", "utf-8", "utf-8-sig", "utf-16", "utf-16-le", "utf-16-be", "cp1252"]))
def test_fuzz_otm_csv_importer(text, codec):
    data: str | bytes = text if codec == "str" else as_bytes(text, codec)
    only_own_errors(parse_players_csv, data)


@pytest.mark.parametrize("data", [b"\x00" * 10, b"\xff\xfe" + "\ud800".encode("utf-16-le", "surrogatepass"),
                                  b"\xff\xfe\x00", bytes(range(256)), "a,b\n\"" + "x" * 200_000 + "\"\n"])
def test_otm_importer_edges(data):
    only_own_errors(parse_players_csv, data)


# -- the game record (score's input) and the event file (import) ------------------------------------------

RECORD = {
    "mission": "s16/supremacy", "points": 300, "rounds_completed": 2, "end_reason": "time", "reached_round": 3,
    "reached_turn": 1,
    "values": {"A": {"more-quadrants": {"1": 3, "2": 2}, "hacked-consoles": {"game": 2}},
               "B": {"more-quadrants": {"1": 1, "2": 2}}},
    "overrides": {"B": {"hacked-consoles": {"game": {"value": 1, "who": "referee", "why": "re-measured"}}}},
    "classified": {"A": [{"name": "Telemetry", "fulfilled": True, "symbol": "provisions"}], "B": [{}]},
    "intelcom": {"A": {"mode": "support_and_control", "value": 5, "zone": "q1"}, "B": None},
    "decks": {"A": {"main": 1}}, "vp": {"A": 210, "B": 95.5}, "hvt_harmed_by": None,
}


def score_record(text: str) -> None:
    from its_desktop.domain import inputs
    from its_desktop.domain.tally import GameRecord, score

    record = GameRecord.from_json(inputs.load_json(text))
    assert record.points <= bounds.GAME_POINTS.high
    assert all(bounds.GAME_POINTS.problem(v) is None for v in record.vp.values() if v is not None)
    json.dumps(record.to_json(), ensure_ascii=False).encode("utf-8")
    if record.mission == "s16/supremacy" and record.points == 300:
        score(catalog.mission(record.mission, record.points), record)


@fuzz(1500)
@given(SEEDS)
def test_fuzz_game_record_reader(seed):
    only_own_errors(score_record, raw_dumps(mutate(RECORD, seed)))


EVENT_FILE = json.loads((ROOT / "docs" / "event-file.example.json").read_text(encoding="utf-8"))
# A round with its pairing's deviations and table repeats, as the app writes them: the fuzzer mutates them too.
EVENT_FILE["rounds"][0]["deviations"] = [{"kind": "club", "text": "a club pairing", "players": [1, 2],
                                          "pack": [[1, 2]], "made": [[1, 3]]}]
EVENT_FILE["rounds"][0]["table_repeats"] = [{"table": 1, "players": [1]}]


def read_event_file(text: str) -> None:
    from its_desktop.domain import inputs
    from its_desktop.domain.tournament.event_file import parse_event_file

    parse_event_file(inputs.load_json(text), op_ceiling=SEASON.tournament.op_ceiling)


@fuzz(1500)
@given(SEEDS)
def test_fuzz_event_file_reader(seed):
    only_own_errors(read_event_file, raw_dumps(mutate(EVENT_FILE, seed)))


@pytest.fixture(scope="module")
def events_db(tmp_path_factory):
    from its_desktop.persistence.events import Events

    events = Events.open(f"sqlite:///{tmp_path_factory.mktemp('fuzz') / 'events.sqlite3'}")
    yield events
    events.close()


@fuzz(300)
@given(SEEDS)
def test_fuzz_event_file_import(events_db, seed):
    """The whole import (the season's rules, the database's constraints): a one-line error or an event."""
    only_own_errors(lambda text: events_db.import_event_file(text, who="fuzz"), raw_dumps(mutate(EVENT_FILE, seed)))
