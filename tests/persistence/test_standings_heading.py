"""The standings name the last round with a result: a round only paired (its bye entered with the pairings, no
game played yet) is not "after round 2". On SQLite and on a real PostgreSQL server (``any_url``), in French and
Spanish as the command line, the window's heading and the stream read it."""

from __future__ import annotations

import pytest

from its_desktop.domain import i18n
from its_desktop.domain.mission import catalog
from its_desktop.domain.tournament import compute_standings, parse_event
from its_desktop.persistence.events import Events


@pytest.fixture
def events(any_url):
    with Events.open(any_url) as repo:
        yield repo


def _round_1_played_round_2_paired(events) -> int:
    ev = events.create_event("Impair", "s16", rounds_planned=3, who="TO")
    for i in range(5):  # odd: each round has a bye, entered with its pairings
        events.add_player(ev.id, f"Joueur {i}", pin=f"PIN{i}", who="TO")
    events.set_round(ev.id, 1, "s16/supremacy", who="TO")
    for g in events.save_pairings(ev.id, events.pair(ev.id, 1, seed=1), who="TO"):
        if not g.bye:
            events.record_result(g.id, 6, 2, 150, 90, "TO", g.version)
    events.set_round(ev.id, 2, "s16/b-pong", who="TO")
    games = events.save_pairings(ev.id, events.pair(ev.id, 2, seed=1), who="TO")
    assert any(g.bye for g in games)  # round 2 holds a bye and no result
    return ev.id


@pytest.mark.parametrize(("lang", "heading", "wrong"), [
    ("fr", "après la Ronde 1 sur 3", "Ronde 2"), ("es", "tras la ronda 1 de 3", "ronda 2")])
def test_the_heading_names_the_last_round_with_a_result(events, lang, heading, wrong):
    event_id = _round_1_played_round_2_paired(events)
    st = events.standings(event_id)
    assert st.through_round == 1 and not st.final
    with i18n.speaking(lang):
        title = st.lines()[0]
    assert heading in title and wrong not in title, title
    # round 1 only: four games and a bye; round 2's bye is not counted before round 2 has a result
    assert [len(r.history) for r in st.rows] == [1] * 5
    # the same event as its file reads (the command line's `standings`)
    event = parse_event(events.to_event_json(event_id))
    assert event.last_round == 1
    assert compute_standings(event, catalog.season("s16")).through_round == 1
