"""The table's scenery on the stream's map, in Debian's chromium through Playwright at 1280x720: each piece
drawn where it stands, big enough to read, told apart by pattern (solid, hatched, dotted) and not by hue, the
legend naming the kinds on the table; the map's JSON carries only the public shape of each piece."""

from __future__ import annotations

import json
import urllib.request

import pytest
from PIL import Image

from ..web.browser import browser  # noqa: F401 (the fixture)
from .helpers import SCENERY

pytestmark = pytest.mark.browser

PIECES = """() => [...document.querySelectorAll('#svg path.piece')].map((p) => {
  const r = p.getBoundingClientRect(), s = getComputedStyle(p);
  return {id: p.dataset.piece, cls: p.getAttribute('class'), w: r.width, h: r.height, x: r.left + r.width / 2,
          y: r.top + r.height / 2, fill: p.getAttribute('fill'), dash: p.getAttribute('stroke-dasharray'),
          stroke: parseFloat(s.strokeWidth)};
})"""


def test_the_stream_map_draws_the_scenery_readably_at_720p(overlay, browser, tmp_path):  # noqa: F811
    ids = overlay.ids
    with urllib.request.urlopen(overlay.url(f"/state.json?game={ids['game']}"), timeout=10) as r:
        scenery = json.loads(r.read())["game"]["map"]["scenery"]
    assert [(p["id"], p["height"], p["roof"]) for p in scenery] == [("house", "blocks", True),
                                                                    ("crates", "partial", False),
                                                                    ("rubble", "low", False)]
    ctx = browser.new_context(viewport={"width": 1280, "height": 720})
    page = ctx.new_page()
    try:
        page.goto(overlay.url(f"/map?game={ids['game']}"))
        page.wait_for_function("document.body.dataset.mapSeq", timeout=15000)
        page.wait_for_timeout(150)
        pieces = {p["id"]: p for p in page.evaluate(PIECES)}
        assert set(pieces) == {p["id"] for p in SCENERY}
        # At 720p a 3 in piece is still some 20 px across: readable at a glance on stream.
        assert all(min(p["w"], p["h"]) >= 18 for p in pieces.values()), pieces
        # The house (6 x 4 in) is wider than deep on screen too, and right of the crates, below them (y up).
        house, crates, rubble = pieces["house"], pieces["crates"], pieces["rubble"]
        assert house["w"] > house["h"] and house["x"] > crates["x"] and house["y"] > crates["y"]
        assert crates["fill"] == "url(#hatch-P)" and rubble["dash"] and house["stroke"] > crates["stroke"]
        legend = page.evaluate("[...document.querySelectorAll('.legend .scenery-key')].map((e) => "
                               "[e.textContent, parseFloat(getComputedStyle(e).fontSize)])")
        assert [t for t, _ in legend] == ["scenery", "partial cover", "low cover"]
        assert all(size >= 13 for _, size in legend)
        shot = tmp_path / "map-scenery-720.png"
        page.screenshot(path=str(shot))
    finally:
        ctx.close()
    img = Image.open(shot).convert("L")
    # Inside the house (solid, dark) and beside it on the board: far apart in grey, as on a greyscale screen.
    inside = img.getpixel((round(house["x"] - house["w"] * 0.3), round(house["y"])))
    board = img.getpixel((round(house["x"]), round(house["y"] - house["h"] * 0.5 - 12)))
    assert inside < 90 and board - inside > 100, (inside, board)
