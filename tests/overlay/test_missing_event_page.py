"""A stream page for an event or game that does not exist says so, in the page's language, instead of
"reconnecting…" forever: the server refuses the page's event stream (404), a browser does not retry that, and
the page asks the server why. Read in Chromium; the server speaks English, the pages French and Spanish."""

from __future__ import annotations

import pytest

from its_desktop.web.server import OverlayServer

from ..web.browser import ARGS, chromium_path
from .helpers import fill

MISSING = {"en": ("no event 99", "no game 99", "reconnecting…"),
           "fr": ("aucun événement 99", "aucune partie 99", "reconnexion…"),
           "es": ("ningún evento 99", "ninguna partida 99", "reconectando…")}


@pytest.fixture
def server(sqlite_url):
    fill(sqlite_url)
    srv = OverlayServer(sqlite_url, "127.0.0.1", 0).start()
    assert srv.ready(10)
    yield srv
    srv.stop()


def test_a_page_for_a_missing_event_or_game_says_there_is_none(server, tmp_path):
    from playwright.sync_api import sync_playwright

    path = chromium_path()
    assert path is not None, "no chromium (scripts/os-packages.sh installs Debian's)"
    errors: list[str] = []
    seen = {}
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=path, args=ARGS, headless=True)
        try:
            page = browser.new_page(viewport={"width": 1280, "height": 720})
            page.on("pageerror", lambda e: errors.append(str(e)))
            for lang in MISSING:
                for key, url in (("event", f"/scoreboard?event=99&table=1&lang={lang}"),
                                 ("game", f"/map?game=99&lang={lang}")):
                    page.goto(server.url(url + "&backdrop=1"))
                    page.wait_for_function("document.getElementById('status').dataset.kind === 'gone'",
                                           timeout=15000)
                    if lang == "en" and key == "event":
                        page.wait_for_timeout(1500)  # and it stays said: no "reconnecting…" coming back
                    status = page.locator("#status")
                    seen[lang, key] = (status.is_visible(), status.get_attribute("data-kind"), status.inner_text())
                    page.screenshot(path=str(tmp_path / f"{lang}-{key}.png"))
        finally:
            browser.close()
    assert not errors, errors
    for lang, (event, game, reconnecting) in MISSING.items():
        assert seen[lang, "event"] == (True, "gone", event), seen[lang, "event"]
        assert seen[lang, "game"] == (True, "gone", game), seen[lang, "game"]
        assert reconnecting not in (seen[lang, "event"][2], seen[lang, "game"][2])
