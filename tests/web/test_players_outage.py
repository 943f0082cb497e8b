"""The event's PostgreSQL server stops while players use their phones: every page answers 503 in the phone's
language (never a bare "Internal Server Error"), nothing is saved, and a form that was being sent comes back
in a "Try again" form holding what this phone typed, which sends it once the server is back."""

from __future__ import annotations

import html
import re

import pytest

from tests.pg_outage import start, stop

from .conftest import start_site
from .test_players_http import full_values

pytestmark = pytest.mark.server


def _kept_fields(page: str) -> list[tuple[str, str]]:
    return [(html.unescape(k), html.unescape(v))
            for k, v in re.findall(r'<input type="hidden" name="([^"]*)" value="([^"]*)">', page)]


def test_a_phone_during_an_outage_is_told_in_its_language_and_keeps_what_it_typed(own_cluster, outage_url):
    site = start_site(outage_url)
    try:
        game = site.games[0]
        token = site.token(game)
        phone = site.phone("fr")
        assert phone.claim(token, "A") == 200
        typed = {**full_values(), "vp.A": "175"}
        stop(own_cluster)
        try:
            status, page = phone.get(f"/t/{token}")
            assert status == 503 and "Internal Server Error" not in page
            assert "ne répond pas" in page and "Réessayer" in page, page[-800:]
            status, page = phone.post(f"/t/{token}/check", {**typed, "action": "propose"})
            assert status == 503 and "rien n'a été enregistré" in html.unescape(page)
            kept = dict(_kept_fields(page))
            assert kept["vp.A"] == "175" and kept["cl.A.0.name"] == typed["cl.A.0.name"]
            assert f'action="/t/{token}/check"' in page
        finally:
            start(own_cluster)
        # Back: "Try again" sends the kept fields to the same address, and the check page answers.
        status, page = phone.post(f"/t/{token}/check", _kept_fields(phone.html))
        assert status == 200, page[-800:]
        assert "175" in page
    finally:
        site.server.stop()
