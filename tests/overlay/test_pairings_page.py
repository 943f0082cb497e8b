"""The stream's pairings page for a paired round that has not started, with a bye: the documented event file
(round 2 paired, its clock not started, Carla Dias on a bye). The page drew nothing before: the byes' list of
[separator, name] pairs was two levels deep and the script's element builder flattened one, so the page's
script stopped on appendChild. Read in Chromium in French and Spanish: the bye line in the catalog's sentence
("Exemption : Carla Dias"), the word between the players whole."""

from __future__ import annotations

from pathlib import Path

import pytest

from its_desktop.persistence.events import Events
from its_desktop.web.server import OverlayServer

from ..web.browser import ARGS, chromium_path

EXAMPLE = Path(__file__).resolve().parents[2] / "docs" / "event-file.example.json"
WORDS = {"fr": ["Ronde 2", "B-Pong", "Table", "Joueur A", "contre", "Exemption : Carla Dias"],
         "es": ["Ronda 2", "B-Pong", "Mesa", "Jugador A", "contra", "Bye: Carla Dias"]}


@pytest.fixture
def example_overlay(any_url):
    with Events.open(any_url) as events:
        event_id = events.import_event_file(EXAMPLE.read_bytes(), who="TO").id
    server = OverlayServer(any_url, "127.0.0.1", 0).start()
    assert server.ready(10)
    yield server, event_id
    server.stop()


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_the_pairings_of_an_unstarted_round_with_a_bye_are_shown(example_overlay, tmp_path, lang):
    from playwright.sync_api import sync_playwright

    server, event_id = example_overlay
    path = chromium_path()
    assert path is not None, "no chromium (scripts/os-packages.sh installs Debian's)"
    errors: list[str] = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=path, args=ARGS, headless=True)
        try:
            page = browser.new_page(viewport={"width": 1280, "height": 720})
            page.on("pageerror", lambda e: errors.append(str(e)))
            page.goto(server.url(f"/pairings?event={event_id}&lang={lang}&backdrop=1"))
            page.wait_for_function("document.body.dataset.rendered !== undefined", timeout=10000)
            text = " ".join(page.inner_text("body").split())
            # "contre" / "contra" whole between the names, not cut to "c…" by a column made for a "v"
            clipped = page.evaluate("[...document.querySelectorAll('td.vs')].filter("
                                    "e => e.scrollWidth > e.clientWidth).length")
            page.screenshot(path=str(tmp_path / f"pairings-{lang}.png"))
        finally:
            browser.close()
    assert not errors, errors
    assert clipped == 0
    assert all(w in text for w in WORDS[lang]), (lang, text)
    for name in ("Duarte Reis", "Ana Silva", "Ben Costa", "Eva Lopes"):
        assert name in text, (name, text)
