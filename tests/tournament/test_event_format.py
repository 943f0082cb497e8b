"""docs/event-format.md's schema and worked example agree with the parser the commands use."""

import copy
import json
import subprocess
import sys
from pathlib import Path

import jsonschema
import pytest

from its_desktop.domain.tournament.event import EventError, parse_event

DOCS = Path(__file__).resolve().parents[2] / "docs"
SCHEMA = json.loads((DOCS / "schema" / "event.schema.json").read_text())
EXAMPLE = json.loads((DOCS / "examples" / "event.json").read_text())


def schema_accepts(data) -> bool:
    return not list(jsonschema.Draft202012Validator(SCHEMA).iter_errors(data))


def parser_accepts(data) -> bool:
    try:
        parse_event(data)
    except EventError:
        return False
    return True


def test_the_schema_is_valid_and_the_example_follows_it():
    jsonschema.Draft202012Validator.check_schema(SCHEMA)
    assert schema_accepts(EXAMPLE) and parser_accepts(EXAMPLE)


def edit(path, value):
    def apply(data):
        *head, last = path
        target = data
        for key in head:
            target = target[key]
        if value is KeyError:
            del target[last]
        else:
            target[last] = value
        return data
    return apply


@pytest.mark.parametrize(("change", "ok"), [
    (edit(("players",), KeyError), False),
    (edit(("players",), []), False),
    (edit(("players", 0, "name"), KeyError), False),
    (edit(("players", 0, "name"), "   "), False),
    (edit(("players", 0, "id"), ""), False),
    (edit(("players", 0, "id"), True), False),
    (edit(("players", 1, "club"), 7), False),
    (edit(("players", 4, "dropped_after_round"), -1), False),
    (edit(("games", 0, "op_b"), 12), False),
    (edit(("games", 0, "op_b"), 2.5), False),
    (edit(("games", 0, "vp_a"), -1), False),
    (edit(("games", 0, "round"), 0), False),
    (edit(("games", 0, "vp_b"), KeyError), False),
    (edit(("games", 0, "table"), 0), False),
    (edit(("games", 2, "op_a"), 3), False),           # a bye with a result
    (edit(("games",), {}), False),
    (edit(("rounds_planned",), 0), False),
    (edit(("extras",), "spec_ops"), False),
    (edit(("games", 0, "table"), "Table Alpha"), True),
    (edit(("games", 0, "vp_a"), 212.5), True),
    (edit(("games",), None), True),
    (edit(("organizer",), {"name": "Dice Hall"}), True),  # unknown keys are ignored: the format is additive
    (edit(("players", 2, "club"), None), True),
])
def test_the_schema_and_the_parser_agree(change, ok):
    data = change(copy.deepcopy(EXAMPLE))
    assert parser_accepts(data) is ok
    assert schema_accepts(data) is ok


def test_the_whole_event_file_is_an_event_too():
    """The tournament window's event file extends EVENT additively: the base schema and parser accept it."""
    whole = json.loads((DOCS / "event-file.example.json").read_text())
    assert schema_accepts(whole) and parser_accepts(whole)


def test_the_commands_read_the_worked_example():
    path = DOCS / "examples" / "event.json"
    out = subprocess.run([sys.executable, "-m", "its_desktop", "standings", str(path), "--json"],
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    ranks = [(r["player"], r["tp"]) for r in json.loads(out.stdout)["standings"]]
    assert ranks == [("ben", 9), ("ana", 7), ("chloe", 7), ("dmitri", 4), (5, 2)]
    out = subprocess.run([sys.executable, "-m", "its_desktop", "pair", str(path), "--round", "3", "--json"],
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert [{p["a"], p["b"]} for p in json.loads(out.stdout)["pairings"]] == [{"ben", "ana"}, {"chloe", "dmitri"}]
