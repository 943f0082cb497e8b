"""The stream's public JSON has one typed shape: docs/overlay.schema.json, and every response fits it."""

from __future__ import annotations

import json
import logging
from pathlib import Path

import jsonschema
import pytest

from its_desktop.overlay.public import PublicState, Scope
from its_desktop.overlay.public_models import PublicGame, schema_text
from its_desktop.persistence.events import Events
from its_desktop.persistence.games import Games

SCHEMA_FILE = Path(__file__).resolve().parents[2] / "docs" / "overlay.schema.json"


def test_the_schema_in_docs_is_the_models_schema():
    # Regenerate with: python -m its_desktop.overlay.public_models > docs/overlay.schema.json
    assert SCHEMA_FILE.read_text(encoding="utf-8") == schema_text()


@pytest.fixture
def state(filled):
    url, ids = filled
    games = Games.open(url)
    yield PublicState(games, Events(games.engine)), ids, games
    games.close()


def test_every_response_validates_against_the_schema(state):
    public, ids, games = state
    validator = jsonschema.Draft202012Validator(json.loads(SCHEMA_FILE.read_text(encoding="utf-8")))
    other = games.create_game("s16/frostbyte", 200, "Cy", "Di")  # a game with nothing entered yet
    games.update_game(other.id, end_reason="concession", turn_reached="A")
    responses = [public.full(), public.scoped(Scope()), public.scoped(Scope(game=ids["game"])),
                 public.scoped(Scope(game=other.id)), public.scoped(Scope(event=ids["event"])),
                 public.scoped(Scope(event=ids["event"], round=1)), public.scoped(Scope(table=ids["table"]))]
    tables = [t["table"] for t in public.event(ids["event"])["pairings"]["tables"]]
    responses += [public.scoped(Scope(table=t, event=ids["event"])) for t in tables]
    for response in responses:
        errors = sorted(validator.iter_errors(json.loads(json.dumps(response))), key=str)
        assert errors == [], errors[0].message if errors else ""
    games_shown = [r["game"] for r in responses if "game" in r]
    assert any(g["id"] is None and g["finished"] for g in games_shown)  # a paired table's result only
    assert any(g["id"] == ids["game"] and g["map"] is not None for g in games_shown)  # a tallied game


def test_the_per_round_points_come_from_the_domains_score(state):
    public, ids, _ = state
    game = public.game(ids["game"])
    assert game["op"]["A"] == {"1": 2, "2": 0, "3": 0, "end": 0, "total": 2}  # round 1: A dominated more
    assert game["op"]["B"]["total"] == 0 and game["provisional"]


def test_a_game_that_does_not_score_is_logged_not_silent(state, caplog):
    public, ids, games = state
    g = games.create_game("s16/supremacy", 300, "Cy", "Di")
    games.update_game(g.id, round_reached=1)
    games.set_entry(g.id, "A", "more-quadrants", 1, 9, "asked", who="desk")  # four quadrants exist
    with caplog.at_level(logging.WARNING, logger="its_desktop.overlay.public"):
        shown = public.game(g.id)
    assert shown["op"] is None and shown["provisional"]
    assert any(f"game {g.id}" in r.getMessage() and "does not score" in r.getMessage() for r in caplog.records)


def test_a_field_of_the_wrong_type_is_refused_before_it_is_served():
    from pydantic import ValidationError

    with pytest.raises(ValidationError):
        PublicGame.model_validate({"id": "seven"})
