"""Every stream page at the size of the Browser Source it is put in (Playwright driving Debian's chromium).

At 1280x720, 1920x1080, 2560x1440 and a vertical 1080x1920: no element's box outside the viewport, the
text inside the graphics-safe area, no text under 13 px at 720p, a transparent background. The
screenshots go to ``ITS_SCREENSHOT_DIR`` when it is set (docs/ holds a few), else to the test's tmp dir.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from its_desktop.web.server import OverlayServer

from ..web.browser import browser  # noqa: F401 (the fixture)
from .helpers import fill, recorded_game

EXAMPLE = Path(__file__).resolve().parents[2] / "docs" / "event-file.example.json"

pytestmark = pytest.mark.browser

SIZES = [(1280, 720), (1920, 1080), (2560, 1440), (1080, 1920)]
MIN_TEXT_720 = 13.0  # px: the smallest text at 720p (20 design pixels)

# Each element's box, and for those with text of their own, the text's font size and whether it is inside
# the graphics-safe area (5 % per side).
MEASURE = """() => {
  const W = innerWidth, H = innerHeight, out = [];
  for (const el of document.body.querySelectorAll('*')) {
    if (el.closest('[hidden]') || ['SCRIPT', 'STYLE'].includes(el.tagName)) continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) continue;
    const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
    // An SVG text's font size is in table units: on screen it is that times the map's scale.
    const scale = el instanceof SVGGraphicsElement && el.getScreenCTM() ? el.getScreenCTM().a : 1;
    out.push({tag: el.tagName + '.' + (el.getAttribute('class') || ''), text: own ? el.textContent.trim().slice(0, 30) : '',
              l: r.left, t: r.top, r: r.right, b: r.bottom, font: parseFloat(getComputedStyle(el).fontSize) * scale,
              crawl: !!el.closest('.crawl'), dot: el.matches('circle.trooper')});
  }
  return {W, H, out, bg: [getComputedStyle(document.documentElement).backgroundColor,
                          getComputedStyle(document.body).backgroundColor]};
}"""


@pytest.fixture(scope="module")
def served(tmp_path_factory):
    url = f"sqlite:///{tmp_path_factory.mktemp('sizes') / 'games.sqlite3'}"
    ids = fill(url)
    ids["casual"] = recorded_game(url)
    # An event set up as a streamer scripts it: its-desktop event import (prints the id).
    import contextlib
    import io

    from its_desktop.cli import main

    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["--db", url, "event", "import", str(EXAMPLE)]) == 0
    ids["imported"] = int(out.getvalue().strip())
    server = OverlayServer(url, "127.0.0.1", 0).start()
    assert server.ready(10)
    yield server, ids
    server.stop()


def pages(ids: dict) -> list[tuple[str, str, str]]:
    """(name, path, what to wait for) of every stream page."""
    e, t, g = ids["event"], ids["table"], ids["game"]
    rendered, mapped = "document.body.dataset.rendered", "document.body.dataset.mapSeq"
    return [("scoreboard", f"/scoreboard?event={e}&table={t}", rendered),
            ("scoreboard-compact", f"/scoreboard?game={g}&layout=compact", rendered),
            ("scoreboard-casual", f"/scoreboard?game={ids['casual']}", rendered),
            ("map", f"/map?event={e}&table={t}", mapped),
            ("map-rail", f"/map?game={g}&layout=rail", mapped),
            ("standings", f"/standings?event={e}", rendered),
            ("pairings", f"/pairings?event={e}", rendered),
            ("clock", f"/clock?event={e}", rendered),
            ("ticker", f"/ticker?event={e}", "document.querySelector('.crawl.run')"),
            ("lowerthird", f"/lowerthird?event={e}&table={t}", rendered),
            ("lowerthird-casual", f"/lowerthird?game={ids['casual']}", rendered),
            ("imported-standings", f"/standings?event={ids['imported']}", rendered),
            ("imported-ticker", f"/ticker?event={ids['imported']}", "document.querySelector('.crawl.run')"),
            ("imported-lowerthird", f"/lowerthird?event={ids['imported']}&table=2", rendered)]


def _out(tmp_path: Path) -> Path:
    out = Path(os.environ.get("ITS_SCREENSHOT_DIR") or tmp_path)
    out.mkdir(parents=True, exist_ok=True)
    return out


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_every_page_fits_the_source_it_is_put_in(served, browser, size, tmp_path):  # noqa: F811
    server, ids = served
    w, h = size
    ctx = browser.new_context(viewport={"width": w, "height": h})
    page = ctx.new_page()
    problems: list[str] = []
    try:
        for name, path, ready in pages(ids):
            page.goto(server.url(path))
            page.wait_for_function(ready, timeout=15000)
            page.wait_for_timeout(150)  # the fonts fitted after the render
            m = page.evaluate(MEASURE)
            assert m["W"] == w and m["H"] == h
            assert m["bg"] == ["rgba(0, 0, 0, 0)", "rgba(0, 0, 0, 0)"], (name, m["bg"])
            safe = (w * 0.05 - 1, h * 0.05 - 1, w * 0.95 + 1, h * 0.95 + 1)
            for el in m["out"]:
                if el["dot"] and el["r"] - el["l"] < 16 * w / 1920 * min(1.0, (h / 1080) / (w / 1920)) - 0.5:
                    problems.append(f"{name} {w}x{h}: a trooper's dot {el['r'] - el['l']:.1f} px wide")
                if el["crawl"]:  # the ticker's crawl moves through a window that clips it: checked below
                    if el["text"] and el["font"] < MIN_TEXT_720 - 0.01:
                        problems.append(f"{name} {w}x{h}: crawl text {el['text']!r} at {el['font']:.1f} px")
                    continue
                if el["l"] < -0.5 or el["t"] < -0.5 or el["r"] > w + 0.5 or el["b"] > h + 0.5:
                    problems.append(f"{name} {w}x{h}: {el['tag']} {el['text']!r} outside the frame {el}")
                if el["text"] and not (el["l"] >= safe[0] and el["t"] >= safe[1] and el["r"] <= safe[2]
                                       and el["b"] <= safe[3]):
                    problems.append(f"{name} {w}x{h}: text {el['text']!r} outside the safe area {el}")
                if el["text"] and el["font"] < MIN_TEXT_720 * min(w / 1280, h / 720, 1.0) - 0.01 and h >= 720:
                    problems.append(f"{name} {w}x{h}: text {el['text']!r} at {el['font']:.1f} px")
            if name == "ticker":  # the results in as they come (7-3 and 4-4), then the standings
                crawl = page.evaluate("document.querySelector('.crawl').textContent")
                assert "7–3" in crawl and "4–4" in crawl and "Standings after round 1" in crawl, crawl
            if name.endswith("lowerthird"):  # full names, never cut
                assert page.evaluate("[...document.querySelectorAll('.lower .full')].every((el) =>"
                                     " el.scrollWidth <= el.clientWidth && el.textContent.length > 0)")
            if name.endswith("ticker"):  # the crawl's window lies inside the safe area; the crawl runs inside it
                win = page.evaluate("(() => { const r = document.querySelector('.ticker .window').getBoundingClientRect();"
                                    " return [r.left, r.top, r.right, r.bottom]; })()")
                assert win[0] >= safe[0] and win[1] >= safe[1] and win[2] <= safe[2] and win[3] <= safe[3], win
                assert page.evaluate("getComputedStyle(document.querySelector('.ticker .window')).overflow") == "hidden"
            shot = _out(tmp_path) / f"overlay-{name}-{w}x{h}.png"
            page.screenshot(path=str(shot), omit_background=True)
    finally:
        ctx.close()
    assert not problems, "\n".join(problems[:20])


def test_text_stays_legible_at_720p_and_scale_makes_it_smaller(served, browser):  # noqa: F811
    server, ids = served
    ctx = browser.new_context(viewport={"width": 1280, "height": 720})
    page = ctx.new_page()
    try:
        sizes = {}
        for scale in ("1", "0.6"):
            page.goto(server.url(f"/scoreboard?game={ids['game']}&scale={scale}"))
            page.wait_for_function("document.body.dataset.rendered")
            sizes[scale] = page.evaluate("parseFloat(getComputedStyle(document.querySelector('.bug .op')).fontSize)")
        assert sizes["1"] == pytest.approx(56 * 1280 / 1920, abs=0.1)
        assert sizes["0.6"] == pytest.approx(sizes["1"] * 0.6, abs=0.1)
    finally:
        ctx.close()


def test_a_long_name_shrinks_before_it_is_cut(served, browser):  # noqa: F811
    server, ids = served
    ctx = browser.new_context(viewport={"width": 1280, "height": 720})
    page = ctx.new_page()
    try:
        page.goto(server.url(f"/scoreboard?game={ids['casual']}"))
        page.wait_for_function("document.body.dataset.rendered")
        page.wait_for_timeout(100)
        names = page.evaluate("""[...document.querySelectorAll('.bug .name')].map((el) =>
            ({text: el.textContent, cut: (() => { const r = document.createRange(); r.selectNodeContents(el);
               return r.getBoundingClientRect().width > el.getBoundingClientRect().width + 0.01; })()}))""")
        assert [n["text"] for n in names] == ["Chloé Martin", "Femi Adeyemi"]
        assert not any(n["cut"] for n in names), names
    finally:
        ctx.close()
