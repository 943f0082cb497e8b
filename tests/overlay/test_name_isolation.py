"""Names on the stream overlay sit in ``<bdi dir="auto">``: a right-to-left name, or one carrying a direction
override, keeps to itself instead of reordering the line (scoreboard, map title, standings, pairings)."""

from __future__ import annotations

import pytest

from .test_browser import browser  # noqa: F401 - the fixture

pytestmark = pytest.mark.browser


def test_every_name_is_isolated(overlay, browser):  # noqa: F811 - the fixture
    ids = overlay.ids
    table = f"event={ids['event']}&table={ids['table']}"
    browser.open(overlay.url(f"/scoreboard?{table}"), "document.body.dataset.rendered")
    assert browser.evaluate("document.querySelectorAll('.name > bdi[dir=auto]').length") == 2
    browser.open(overlay.url(f"/map?{table}"), "document.body.dataset.mapSeq")
    assert browser.evaluate("document.querySelectorAll('.title > bdi[dir=auto]').length") == 2
    browser.open(overlay.url(f"/standings?event={ids['event']}"), "document.body.dataset.rendered")
    rows = browser.evaluate("document.querySelectorAll('.board tbody tr').length")
    assert rows == 8 and browser.evaluate("document.querySelectorAll('.board tbody bdi[dir=auto]').length") == rows
    assert browser.evaluate("document.querySelector('h1').dir") == "auto"
