"""The app's lifecycle in its log: databases, games, rounds, events; never a password or a PIN."""

import logging

from its_desktop.persistence.events import Events
from its_desktop.persistence.games import Games


def test_games_events_and_databases_are_logged_without_secrets(tmp_path, caplog):
    url = f"sqlite:///{tmp_path / 'log.sqlite3'}"
    with caplog.at_level(logging.DEBUG, logger="its_desktop"):
        games = Games.open(url)
        try:
            game = games.create_game("s16/supremacy", 300, "Ann", "Bob")
            games.update_game(game.id, round_reached=1)
            games.save_snapshot(game.id, 1, {"mission": "s16/supremacy", "points": 300, "troopers": []})
            games.update_game(game.id, end_reason="time", turn_reached="A")
            events = Events(games.engine)
            ev = events.create_event("Spring Open", "s16", points=300, who="desk")
            events.add_player(ev.id, "Cy", pin="PIN-4411-SECRET", who="desk")
        finally:
            games.close()
    text = "\n".join(r.getMessage() for r in caplog.records)
    assert f"database: {url}" in text and "connection opened" in text
    assert f"game {game.id} started: s16/supremacy at 300 points" in text
    assert f"game {game.id}: round 1 stored" in text
    assert f"game {game.id}: turn_reached A, end_reason time" in text
    assert f"event {ev.id}: event {ev.id} created, by desk" in text and "registered, by desk" in text
    assert "PIN-4411-SECRET" not in text


def test_a_postgresql_password_never_reaches_the_log(caplog):
    from its_desktop.persistence.engine import make_engine

    with caplog.at_level(logging.INFO, logger="its_desktop"):
        engine = make_engine("postgresql+psycopg://ana:hunter2-secret@db.invalid:5432/its")
    engine.dispose()
    text = "\n".join(r.getMessage() for r in caplog.records)
    assert "ana:***@db.invalid" in text and "hunter2-secret" not in text
