"""The stream names each zone by its one short name (the long one as the SVG's title) and marks mid-round
domination provisional until the tally has scored the round, as the window does: the public JSON, the
map's SVG, and the map page in a real Chromium (Playwright driving Debian's chromium)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from its_desktop.domain import i18n
from its_desktop.domain.mission import catalog
from its_desktop.persistence.games import Games
from its_desktop.web import mapsvg
from its_desktop.web.public import PublicState

from ..web.browser import ARGS, chromium_path

SAMPLE = [("s16/supremacy", 300, "en"), ("s13/quadrant-control", 300, "fr"), ("s10/transmission-matrix", 300, "es"),
          ("s8/frontline", 300, "en")]


@pytest.fixture(autouse=True)
def _english_after():
    yield
    i18n.set_language("en")


@pytest.mark.parametrize(("scenario", "points", "lang"), SAMPLE)
def test_the_public_map_names_each_zone_by_its_short_name(scenario, points, lang):
    i18n.set_language(lang)
    mission = catalog.mission(scenario, points)
    view = PublicState(None, None).table_view(mission, None)  # type: ignore[arg-type]
    shorts = {z["id"]: z["short"] for z in view["zones"]}
    assert shorts == {z.id: z.short for z in mission.zones if z.rounds is None or 1 in z.rounds}
    svg = mapsvg.render(view)
    for z in mission.zones:
        if z.kind != "half" and (z.rounds is None or 1 in z.rounds):
            assert f">{z.short}</text>" in svg, (z.id, z.short)
            assert f"<title>{z.name}</title>" in svg.replace("&#x27;", "'"), z.id


def test_provisional_is_drawn_only_while_the_round_is_not_scored():
    mission = catalog.mission("s16/supremacy", 300)
    view = PublicState(None, None).table_view(mission, None)  # type: ignore[arg-type]
    zone = next(z for z in view["zones"] if z["id"] == "quadrant-a-left")
    zone["dominated_by"], zone["points"] = "A", {"A": 40, "B": 0}
    view["provisional"] = True
    now = mapsvg.render(view)
    assert 'class="badge provisional"' in now and "Q1 · A provisional" in now and "url(#hatch-A-p)" in now
    view["provisional"] = False
    scored = mapsvg.render(view)
    assert "provisional" not in scored and "url(#hatch-A)" in scored


@pytest.fixture
def chromium():
    path = chromium_path()
    if path is None:
        pytest.skip("no chromium (scripts/os-packages.sh installs Debian's)")
    from playwright.sync_api import sync_playwright

    os.environ.setdefault("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1")
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=path, args=ARGS, headless=True)
        try:
            yield b
        finally:
            b.close()


def test_the_stream_map_says_provisional_until_the_tally_scores_the_round(overlay, chromium, tmp_path):
    ids = overlay.ids  # the tallied game: round 1 scored, its table saved in round 2 (A dominates a quadrant)
    page = chromium.new_page(viewport={"width": 1280, "height": 720})
    url = overlay.url(f"/map?event={ids['event']}&table={ids['table']}&backdrop=1")
    page.goto(url)
    page.wait_for_function("document.body.dataset.mapSeq")
    badges = page.locator("svg.its-map g.badge.provisional")
    assert badges.count() >= 1
    assert "A provisional" in page.locator("svg.its-map").text_content() or \
        "B provisional" in page.locator("svg.its-map").text_content()
    labels = page.eval_on_selector_all("svg.its-map .zone-label", "els => els.map(e => e.textContent)")
    assert any(t.startswith("Q1") for t in labels) and "DZ A" in " ".join(labels)
    out = Path(os.environ.get("ITS_SCREENSHOT_DIR") or tmp_path)
    page.screenshot(path=str(out / "overlay-map-provisional-1280x720.png"))

    games = Games.open(overlay.db_url)
    try:
        games.update_game(ids["game"], round_reached=2)  # the tally scores round 2: a result now
    finally:
        games.close()
    page.goto(url)
    page.wait_for_function("document.body.dataset.mapSeq")
    assert page.locator("svg.its-map g.badge.provisional").count() == 0
    assert "provisional" not in page.locator("svg.its-map").text_content()
    page.close()
