"""The stream speaks the page's language everywhere, the scenario's name included: the scoreboard, the lower
third, the map's title, the pairings and the clock named Supremacy in the server's language whatever the
page's ``?lang=`` (the map's zone names already followed it). Read in Chromium at 1280x720 from a server
speaking English (and one speaking French), pages in French and Spanish. The index page in the app's Spanish
register ("tú"), as every other Spanish line."""

from __future__ import annotations

import pytest

from its_desktop.domain import i18n
from its_desktop.web.server import OverlayServer

from ..web.browser import ARGS, chromium_path
from .helpers import fill
from .test_server import get

NAME = {"en": "Supremacy", "fr": "Suprématie", "es": "Supremacía"}
# Each page and what it shows the scenario's name in (its ids filled in below).
PAGES = ["/scoreboard?table={table}", "/lowerthird?table={table}", "/map?table={table}",
         "/pairings?event={event}", "/clock?event={event}"]


@pytest.fixture
def english_server(sqlite_url, tmp_path):
    ids = fill(sqlite_url)
    server = OverlayServer(sqlite_url, "127.0.0.1", 0).start()
    assert server.ready(10)
    server.ids = ids
    yield server
    server.stop()


def _read(server, pages: list[tuple[str, str]], shots) -> dict[str, str]:
    """Each page's text once its script has drawn the state (and, on the map page, the map's title)."""
    from playwright.sync_api import sync_playwright

    path = chromium_path()
    assert path is not None, "no chromium (scripts/os-packages.sh installs Debian's)"
    errors: list[str] = []
    out = {}
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=path, args=ARGS, headless=True)
        try:
            page = browser.new_page(viewport={"width": 1280, "height": 720})
            page.on("pageerror", lambda e: errors.append(str(e)))
            for key, url in pages:
                page.goto(server.url(url + "&backdrop=1"))
                page.wait_for_function("document.body.dataset.rendered !== undefined", timeout=15000)
                out[key] = " ".join(page.inner_text("body").split())
                page.screenshot(path=str(shots / f"{key.replace('/', '_').replace('?', '_')}.png"))
        finally:
            browser.close()
    assert not errors, errors
    return out


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_every_stream_page_names_the_scenario_in_the_pages_language(english_server, tmp_path, lang):
    ids = english_server.ids
    pages = [(f"{lang}{p.split('?')[0]}", p.format(**ids) + f"&lang={lang}") for p in PAGES]
    texts = _read(english_server, pages, tmp_path)
    for key, text in texts.items():
        assert NAME[lang] in text, (key, text[:400])
        assert NAME["en"] not in text, (key, text[:400])  # the server's English name nowhere


def test_a_french_server_streams_a_spanish_page_in_spanish(sqlite_url, tmp_path):
    ids = fill(sqlite_url)
    i18n.set_language("fr")
    server = OverlayServer(sqlite_url, "127.0.0.1", 0).start()
    try:
        assert server.ready(10)
        texts = _read(server, [("es-scoreboard", f"/scoreboard?table={ids['table']}&lang=es")], tmp_path)
        # no ?lang= and no Accept-Language (a script, not a browser): the server's language
        _s, _h, lower = get(server, f"/lowerthird?table={ids['table']}")
        # the state, as a page or a script reads it, in the language asked (the server's without one)
        _s, _h, es = get(server, f"/state.json?table={ids['table']}&lang=es")
        _s, _h, own = get(server, f"/state.json?table={ids['table']}")
    finally:
        server.stop()
        i18n.set_language("en")
    assert NAME["es"] in texts["es-scoreboard"] and NAME["fr"] not in texts["es-scoreboard"]
    assert '<html lang="fr">' in lower.decode()
    assert f'"mission_name":"{NAME["es"]}"' in es.decode() and f'"scenario_name":"{NAME["es"]}"' in es.decode()
    assert f'"mission_name":"{NAME["fr"]}"' in own.decode()


def test_the_spanish_index_says_tu_as_the_app_does(english_server):
    _s, _h, body = get(english_server, "/?lang=es")
    text = body.decode("utf-8")
    assert "Añade una página como fuente de navegador de OBS del tamaño de tu lienzo" in text
    # the usted forms the index had ("Añada", "su lienzo"), and others of the kind
    assert not [w for w in ("Añada", "su lienzo", "Haga clic", "Pulse", "Elija", "Indique", "usted") if w in text]


@pytest.mark.parametrize(("locale", "lang"), [("fr-FR", "fr"), ("es-ES", "es")])
def test_a_french_or_spanish_browser_without_lang_gets_its_language(english_server, tmp_path, locale, lang):
    """OBS's browser sends the system's Accept-Language: a French streamer pasting the bare URL that `serve`
    prints got English pages from a server started without --lang. ?lang= still wins; without either, the
    server's language."""
    from playwright.sync_api import sync_playwright

    ids = english_server.ids
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium_path(), args=ARGS, headless=True)
        try:
            page = browser.new_context(locale=locale, viewport={"width": 1280, "height": 720}).new_page()
            page.goto(english_server.url(f"/scoreboard?table={ids['table']}&backdrop=1"))
            page.wait_for_function("document.body.dataset.rendered !== undefined", timeout=15000)
            shown = " ".join(page.inner_text("body").split())
            html_lang = page.evaluate("document.documentElement.lang")
            page.screenshot(path=str(tmp_path / f"scoreboard-{locale}.png"))
        finally:
            browser.close()
    assert html_lang == lang and NAME[lang] in shown and NAME["en"] not in shown, shown[:300]
    _s, _h, index = get(english_server, "/", headers={"Accept-Language": f"{locale},{lang};q=0.9"})
    assert f'<html lang="{lang}">' in index.decode()
    _s, _h, asked = get(english_server, "/clock?event=1&lang=en", headers={"Accept-Language": locale})
    assert '<html lang="en">' in asked.decode()  # the URL's own ?lang= wins
    _s, _h, bare = get(english_server, "/clock?event=1", headers={"Accept-Language": "de-DE,de;q=0.9"})
    assert '<html lang="en">' in bare.decode()  # a language we lack: the server's
