"""How many rounds a game has is its season's: the database keeps any round the domain allows
(``domain.bounds.GAME_ROUNDS``), and a database made when the checks said 1 to 3 migrates keeping every record."""

from __future__ import annotations

import dataclasses

import pytest
from pydantic import ValidationError
from sqlalchemy import text
from sqlalchemy.exc import IntegrityError

from its_desktop.domain.bounds import GAME_ROUNDS
from its_desktop.domain.errors import InputError
from its_desktop.domain.mission import catalog
from its_desktop.domain.mission.dump import dump
from its_desktop.domain.mission.fileformat.convert import runtime
from its_desktop.domain.mission.fileformat.season import Season  # the file's model: it checks
from its_desktop.domain.tally import TallyModel
from its_desktop.domain.tally.record import GAME, GameRecord, check
from its_desktop.persistence import engine as db
from its_desktop.persistence.games import Games
from its_desktop.persistence.tally_entries import entry_for_value, record_from_entries

from .test_games import ITSTABLE

BEFORE = "0005_reports"  # the last revision whose checks said 1 to 3
ROUND_TABLES = {"games": "id", "entries": "id", "snapshots": "id", "changes": "id", "game_tables": "game_id"}
NOW = "'2025-01-01 10:00:00'"
MOST = int(GAME_ROUNDS.high)


def rows(engine) -> dict[str, list[tuple]]:
    with engine.connect() as conn:
        return {t: [tuple(r) for r in conn.execute(text(f"SELECT * FROM {t} ORDER BY {key}"))]
                for t, key in ROUND_TABLES.items()}


def five_rounds(mission):
    """The mission in a season (or format) of five game rounds, as a season file would say it."""
    season = runtime(Season.model_validate({**dump(mission.season, by_alias=True), "rounds": 5}))
    return dataclasses.replace(mission, season=season)


def test_a_season_may_have_as_many_rounds_as_a_game_may():
    season = dump(catalog.season("s16"), by_alias=True)
    assert Season.model_validate({**season, "rounds": MOST}).rounds == MOST
    with pytest.raises(ValidationError, match="rounds"):
        Season.model_validate({**season, "rounds": MOST + 1})


def per_round(mission) -> str:
    return next(o.id for o in mission.scenario.scoring if o.when == "round_end")


def test_an_existing_database_migrates_keeping_its_records_then_saves_rounds_4_and_5(any_url):
    engine = db.make_engine(any_url)
    try:
        db.upgrade(engine, BEFORE)
        games = Games(engine)
        g = games.create_game("s16/supremacy", 300, "Ana", "Ben")
        h = games.create_game("s16/frostbyte", 300, "Cid", "Dee")
        for r in (1, 2, 3):
            games.set_entry(g.id, "A", "op", r, r, "table", "ref")
            games.save_snapshot(g.id, r, {**ITSTABLE, "round": r})
        games.set_entry(g.id, "B", "op", 2, 1, "override", "ref", "the table misread a marker")
        games.set_entry(h.id, "A", "vp", None, 150, "asked", "ref")
        games.save_table(g.id, {**ITSTABLE, "round": 3}, "ana@host")
        games.update_game(g.id, round_reached=3, turn_reached="B", end_reason="time")
        with pytest.raises(IntegrityError), engine.begin() as conn:  # what the old check refused
            conn.execute(text("INSERT INTO entries (game_id, player, key, round, value, source, sealed, created_at, "
                              f"updated_at) VALUES ({h.id}, 'A', 'op', 4, '1', 'table', false, {NOW}, {NOW})"))
        before = rows(engine)
        assert len(before["entries"]) == 5 and len(before["changes"]) == 5 and len(before["snapshots"]) == 3

        db.upgrade(engine, "0006_game_rounds")  # (later revisions add tables of their own)
        assert db.current_revision(engine) == "0006_game_rounds"
        assert rows(engine) == before  # every row as it was, ids and times included

        games = Games(engine)
        games.set_entry(h.id, "A", "op", 4, 2, "table", "ref")
        games.set_entry(h.id, "A", "op", 5, 3, "table", "ref")
        games.save_snapshot(h.id, 5, {**ITSTABLE, "mission": "s16/frostbyte", "round": 5})
        games.save_table(h.id, {**ITSTABLE, "mission": "s16/frostbyte", "round": 5}, "cid@host")
        games.update_game(h.id, round_reached=5)
        assert [e.round for e in games.entries(h.id) if e.key == "op"] == [4, 5]
        assert games.get_game(h.id).round_reached == 5 and games.table(h.id).round == 5
        assert [e.value for e in games.entries(g.id) if e.key == "op" and e.player == "A"] == [1, 2, 3]
        with pytest.raises(IntegrityError), engine.begin() as conn:  # past what any game may have
            conn.execute(text("INSERT INTO entries (game_id, player, key, round, value, source, sealed, created_at, "
                              f"updated_at) VALUES ({h.id}, 'B', 'op', {MOST + 1}, '1', 'table', false, {NOW}, {NOW})"))

        # Down again would have to drop rounds 4 and 5: refused, and nothing changes.
        after = rows(engine)
        with pytest.raises(RuntimeError, match="past 3"):
            db.downgrade(engine, BEFORE)
        assert db.current_revision(engine) == "0006_game_rounds" and rows(engine) == after
    finally:
        engine.dispose()


def test_down_and_up_again_without_long_games(any_url):
    engine = db.make_engine(any_url)
    try:
        db.upgrade(engine)
        g = Games(engine).create_game("s16/supremacy", 300, "Ana", "Ben")
        Games(engine).set_entry(g.id, "A", "op", 3, 2, "table", "ref")
        db.downgrade(engine, BEFORE)
        with pytest.raises(IntegrityError), engine.begin() as conn:  # the old check is back
            conn.execute(text("INSERT INTO entries (game_id, player, key, round, value, source, sealed, created_at, "
                              f"updated_at) VALUES ({g.id}, 'A', 'op', 4, '1', 'table', false, {NOW}, {NOW})"))
        db.upgrade(engine)
        assert [e.round for e in Games(engine).entries(g.id)] == [3]
    finally:
        engine.dispose()


def test_the_round_count_is_the_seasons_and_a_five_round_record_saves(any_url):
    three = catalog.mission("s16/supremacy", 300)
    five = five_rounds(three)
    model = TallyModel(five)
    assert model.rounds == 5 and model.round_keys == ("1", "2", "3", "4", "5")
    assert TallyModel(three).rounds == three.season.rounds == 3
    oid = per_round(five)
    record = GameRecord(five.scenario.id, five.points, rounds_completed=5,
                        values={"A": {oid: {str(r): 1 for r in range(1, 6)}}})
    check(five, record)  # five rounds completed is a whole game in this season
    with pytest.raises(InputError, match="rounds_completed"):
        check(three, record)  # and more than this one has
    fourth = GameRecord(three.scenario.id, three.points, rounds_completed=3,
                        values={"A": {oid: {str(r): 1 for r in range(1, 5)}}})
    with pytest.raises(InputError, match="round 4 was not completed"):
        check(three, fourth)  # a fourth round's measure in a three-round season
    assert GameRecord.from_json(record.to_json()).values == record.values

    games = Games.open(any_url)
    try:
        g = games.create_game(five.scenario.id, five.points, "Ana", "Ben")
        for key, value in record.values["A"][oid].items():
            objective, round_, stored, source = entry_for_value(oid, key, value, "table")
            games.set_entry(g.id, "A", objective, round_, stored, source, "ref")
        games.update_game(g.id, round_reached=5, end_reason="completed")
        back = record_from_entries(games.get_game(g.id), games.entries(g.id), 5)
        assert back.values == record.values and GAME not in back.values["A"][oid]
        check(five, back)
    finally:
        games.close()
