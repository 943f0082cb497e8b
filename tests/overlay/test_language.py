"""The stream pages speak the chosen language: <html lang> from --lang (or the GUI), ?lang= per source."""

from __future__ import annotations

import urllib.request

import pytest

from its_desktop.domain import i18n

from .test_browser import browser  # noqa: F401 - the fixture


def _get(url: str) -> str:
    with urllib.request.urlopen(url, timeout=10) as r:
        return r.read().decode("utf-8")


def test_pages_carry_the_current_language(overlay):
    try:
        i18n.set_language("fr")
        assert '<html lang="fr">' in _get(overlay.url("/scoreboard"))
        i18n.set_language("es")
        assert '<html lang="es">' in _get(overlay.url("/standings"))
    finally:
        i18n.set_language("en")
    assert '<html lang="en">' in _get(overlay.url("/clock"))


@pytest.mark.browser
def test_scoreboard_and_standings_in_french_and_spanish(overlay, browser):  # noqa: F811
    ids = overlay.ids
    table = f"event={ids['event']}&table={ids['table']}"
    browser.open(overlay.url(f"/scoreboard?{table}&lang=fr"), "document.body.dataset.rendered")
    text = browser.evaluate("document.body.innerText")
    assert "Round 2/3" in text and "PO" in text and "PV" in text and "Fin" in text
    browser.open(overlay.url(f"/standings?event={ids['event']}&lang=es"), "document.body.dataset.rendered")
    text = browser.evaluate("document.body.innerText")
    assert "Clasificación tras la ronda 1" in text and "Jugador" in text and "Facción" in text
    browser.open(overlay.url(f"/standings?event={ids['event']}&lang=fr"), "document.body.dataset.rendered")
    assert "Classement après la Ronde 1" in browser.evaluate("document.body.innerText")
