"""The phones' event page during a live round: the clock reports ``playing`` (organizer.py), and the page
must say how much time is left, not that time is up, in a real Chromium phone (360x740, mobile)."""

from __future__ import annotations

import pytest

from .browser import PHONE, browser  # noqa: F401 - the fixture

pytestmark = pytest.mark.browser


WORDS = [("en", "Time left", "Time is up"), ("fr", "Temps restant", "Temps écoulé"),
         ("es", "Tiempo restante", "Se acabó el tiempo")]


def test_a_live_round_shows_the_time_left(site, browser):  # noqa: F811
    with site.events() as ev:
        ev.start_clock(site.event, 1, who="TO")
        token = ev.event_token(site.event)
    for lang, left, up in WORDS:
        ctx = browser.new_context(**PHONE, locale=lang, extra_http_headers={"Accept-Language": lang})
        try:
            page = ctx.new_page()
            page.goto(f"{site.base}/e/{token}")
            clock = page.locator("p.clock")
            assert clock.get_attribute("data-state") == "playing"
            text = clock.inner_text()
            assert left in text and up not in text, (lang, text)
            # The round lasts longer than an hour: the minutes left are shown (players.js counts them down).
            assert int(page.locator("#clock").inner_text().rstrip("′")) > 60
        finally:
            ctx.close()
