"""The players' pages under the pseudo-locale: every word a phone shows (the pages, the form's refusals, the
store's, a dead link's page) comes out wrapped; only the event's own data (names, factions, the event's
name) and the language switch's own names stay as they are. In French and Spanish the standings' column
heads are the packs' PT/PO/PV."""

from __future__ import annotations

import html
import re

import pytest

from its_desktop.domain import i18n
from tests.i18n.test_pseudo_locale import unwrapped

from .conftest import start_site
from .helpers import NAMES
from .test_players_http import full_values

# The event's data, and the switch's languages named in their own words (English, Français, Español).
DATA = {w for n in NAMES for part in n for w in part.split()} | {"Spring", "Open", "English", "Français",
                                                                 "Español", "EN", "FR", "ES"}


def visible(page: str) -> str:
    """What a phone shows of a page: its text and the words in title, placeholder, aria-label and alt."""
    page = re.sub(r"(?s)<(script|style)[^>]*>.*?</\1>", " ", page)
    attrs = re.findall(r'(?:title|placeholder|aria-label|alt|value)="([^"]*)"', page)
    attrs = [a for a in attrs if not re.fullmatch(r"[\w\-.:/=]*", a)]  # hidden tokens and values are not words
    return html.unescape(re.sub(r"<[^>]+>", " ", page) + "\n" + "\n".join(attrs))


@pytest.fixture
def pseudo_site(any_url):
    i18n.set_language(i18n.PSEUDO)  # as --lang pseudo / ITS_DESKTOP_LANG=pseudo set it for the process
    site = start_site(any_url)
    try:
        yield site
    finally:
        site.server.stop()
        i18n.set_language("en")


def _pages(site) -> dict[str, tuple[int, str]]:
    token = site.token(site.games[0])
    with site.events() as ev:
        event = ev.event_token(site.event)
    a, b = site.phone(), site.phone()
    out = {"event": a.get(f"/e/{event}"), "table": a.get(f"/t/{token}")}
    a.claim(token, "A")
    out["claimed"] = (a.status, a.html)
    a.check(token, {**full_values(), "end": "time"})  # an early end without its rounds: the rules refuse
    out["rules' refusal"] = (a.status, a.html)
    a.check(token, {**full_values(), "m.A.more-quadrants.1": "many"})  # not a number
    out["bad number"] = (a.status, a.html)
    b.claim(token, "A")  # the seat is taken: the store refuses
    out["seat taken"] = (b.status, b.html)
    out["dead link"] = a.get("/t/nope")
    return out


def test_the_check_finds_english(site):
    found = set().union(*(unwrapped(visible(page), DATA) for _status, page in _pages(site).values()))
    assert {"Standings", "Player", "seat", "Find"} <= found, sorted(found)


def test_every_word_a_phone_shows_is_wrapped(pseudo_site):
    pages = _pages(pseudo_site)
    assert pages["rules' refusal"][0] == 400 and pages["bad number"][0] == 400
    assert pages["seat taken"][0] == 409 and pages["dead link"][0] == 404
    for what, (_status, page) in pages.items():
        assert '<html lang="pseudo">' in page, what
        assert unwrapped(visible(page), DATA) == [], (what, visible(page)[:3000])


@pytest.mark.parametrize("lang, heads", [("fr", "<th>PT</th><th>PO</th><th>PV</th>"),
                                         ("es", "<th>PT</th><th>PO</th><th>PV</th>")])
def test_the_standings_heads_are_the_packs(site, lang, heads):
    with site.events() as ev:
        event = ev.event_token(site.event)
    page = site.phone(lang=lang).get(f"/e/{event}")[1]
    assert heads in page and "<th>OP</th>" not in page
