"""What the stream's server answers itself (an unknown page, a missing argument, a refused method) in the page's
language, as its pages are: ``?lang=``, else the browser's ``Accept-Language``, else the server's. A Spanish OBS
on a French organizer's server read "cette page n'existe pas"."""

from __future__ import annotations

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
