"""What the stream's server answers itself (an unknown page, a missing argument, a refused method) in the page's
language, as its pages are: ``?lang=``, else the browser's ``Accept-Language``, else the server's. A Spanish OBS
on a French organizer's server read "cette page n'existe pas"."""

from __future__ import annotations

import json

import pytest

from .test_server import get


@pytest.mark.parametrize(("lang", "missing", "needs", "method"), [
    ("fr", "cette page n'existe pas", "map.svg demande ?table=N ou ?game=ID", "cette adresse n'accepte pas"),
    ("es", "esa página no existe", "map.svg necesita ?table=N o ?game=ID", "esta dirección no acepta"),
])
def test_the_overlays_own_answers_follow_the_page_language(overlay, lang, missing, needs, method):
    browser = {"Accept-Language": f"{lang}-{lang.upper()},{lang};q=0.9"}
    for path, headers in (("/nope", browser), (f"/nope?lang={lang}", {"Accept-Language": "en"}),
                          ("/assets/nope.css", browser)):
        status, _h, body = get(overlay, path, headers=headers)
        assert (status, body.decode("utf-8")) == (404, missing + "\n"), path
    status, _h, body = get(overlay, f"/map.svg?event=1&lang={lang}")
    assert status == 400 and body.decode("utf-8") == needs + "\n"
    status, headers, body = get(overlay, "/state.json", method="DELETE", headers=browser)
    assert status == 405 and headers["Allow"] == "GET, HEAD" and body.decode("utf-8").startswith(method)
    status, _h, body = get(overlay, "/nope")  # no language asked: the server's (English here)
    assert (status, body) == (404, b"no such page\n")


@pytest.mark.parametrize(("lang", "event", "table", "game", "state_word"), [
    ("fr", "aucun événement 99", "la table 9 n'est pas appariée dans la Ronde 1", "aucune partie 99", "Ronde"),
    ("es", "ningún evento 99", "la mesa 9 no está emparejada en la ronda 1", "ninguna partida 99", "ronda"),
])
def test_state_json_refusals_follow_the_readers_language(overlay, lang, event, table, game, state_word):
    """A tool or a person opening state.json (no ?lang=) reads its refusals as the pages read them; Spanish
    writes "ronda" in running text, as its stream pages do."""
    browser = {"Accept-Language": f"{lang}-{lang.upper()},{lang};q=0.9"}
    ev = overlay.ids["event"]
    for path, said in (("/state.json?event=99", event), (f"/state.json?event={ev}&table=9", table),
                       ("/state.json?game=99", game)):
        status, _h, body = get(overlay, path, headers=browser)
        assert (status, body.decode("utf-8")) == (404, said + "\n"), path
        status, _h, body = get(overlay, f"{path}&lang={lang}", headers={"Accept-Language": "en"})
        assert (status, body.decode("utf-8")) == (404, said + "\n"), "?lang= wins"
    status, _h, body = get(overlay, "/state.json?event=99")
    assert (status, body) == (404, b"no event 99\n"), "no language asked: the server's"


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "no round 9 in this event: the last one is round 1"),
    ("fr", "aucune Ronde 9 dans cet événement : la dernière est la Ronde 1"),
    ("es", "no hay ronda 9 en este evento: la última es la ronda 1"),
])
def test_a_round_the_event_cannot_have_is_said_not_shown_as_another(overlay, lang, said):
    """/standings?event=1&round=9 showed the standings after round 1 as if asked for them. A round the event
    does not have is refused (a page then says why and stops); the next round is a page set up ahead."""
    ev = overlay.ids["event"]
    for page in ("state.json", "events"):
        status, _h, body = get(overlay, f"/{page}?event={ev}&round=9&lang={lang}", method="HEAD" if page == "events"
                               else "GET")
        assert status == 404, page
        if page == "state.json":
            assert body.decode("utf-8") == said + "\n"
    status, _h, body = get(overlay, f"/state.json?event={ev}&round=2&lang={lang}")
    assert status == 200 and json.loads(body)["event"]["pairings"] == {"round": 2, "tables": [], "byes": []}, \
        "the next round: a page set up ahead"
    status, _h, body = get(overlay, f"/state.json?event={ev}&round=1&table=1&lang={lang}")
    assert status == 200
    from its_desktop.persistence.events import Events

    with Events.open(overlay.db_url) as events:  # the season's table decides: the stored field is empty
        planned, stored = events.rounds_planned(ev), events.get_event(ev).rounds_planned
    assert stored is None and planned >= 3
    status, _h, _b = get(overlay, f"/state.json?event={ev}&round={planned}&lang={lang}")
    assert status == 200, "the season's last round: a page set up ahead (it was refused)"
