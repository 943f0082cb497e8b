"""A real headless Chromium loads the OBS pages from the running server and takes screenshots.

The screenshots go to ``ITS_SCREENSHOT_DIR`` when it is set (docs/ holds one), else to the test's tmp dir.
"""

from __future__ import annotations

import os
import struct
import zlib
from pathlib import Path

import pytest

from .chromium import Browser, find
from .test_server import _change_in_another_process

pytestmark = pytest.mark.browser


@pytest.fixture
def browser():
    binary = find()
    if binary is None:
        pytest.skip("no chromium (scripts/test.sh installs Debian's chromium)")
    b = Browser(binary)
    yield b
    b.close()


def _out(tmp_path: Path) -> Path:
    out = Path(os.environ.get("ITS_SCREENSHOT_DIR") or tmp_path)
    out.mkdir(parents=True, exist_ok=True)
    return out


def _distinct_colours(png: Path) -> int:
    """How many different RGB colours a PNG has (RGBA 8-bit, as Chromium writes it): a blank page has one."""
    data = png.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    pos, idat, width = 8, b"", 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        chunk = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, _, depth, ctype = struct.unpack(">IIBB", chunk[:10])
            assert depth == 8 and ctype in (2, 6)
            bpp = 4 if ctype == 6 else 3
        elif kind == b"IDAT":
            idat += chunk
        pos += 12 + length
    raw = zlib.decompress(idat)
    stride = width * bpp + 1
    colours = set()
    for row in range(0, len(raw) // stride, 7):  # every 7th row; filter type 0/others make raw bytes vary too
        line = raw[row * stride + 1:(row + 1) * stride]
        colours.update(line[i:i + 3] for i in range(0, len(line), bpp * 5))
    return len(colours)


def test_the_scoreboard_map_and_standings_render_live_in_chromium(overlay, browser, tmp_path):
    out = _out(tmp_path)
    ids = overlay.ids
    table = f"event={ids['event']}&table={ids['table']}"

    browser.open(overlay.url(f"/scoreboard?{table}&backdrop=1"), "document.body.dataset.rendered")
    text = browser.evaluate("document.body.innerText")
    assert "Gus Larsen" in text or "Hana Sato" in text
    assert "150" in text and "Supremacy" in text and "Round 2/3" in text
    shot = browser.screenshot(out / "overlay-scoreboard.png")
    assert _distinct_colours(shot) > 20

    # The page follows a change committed by another process, with no reload.
    _change_in_another_process(overlay.db_url, ids["game"], 187)
    browser.open_wait("document.body.innerText.includes('187')", 5)

    browser.open(overlay.url(f"/map?{table}&backdrop=1"), "document.body.dataset.mapSeq")
    assert browser.evaluate("document.querySelectorAll('svg.its-map path.zone').length") >= 6
    assert browser.evaluate("document.querySelectorAll('svg.its-map .objective').length") == 4
    assert browser.evaluate("document.querySelectorAll('svg.its-map circle.trooper').length") >= 8
    assert browser.evaluate("document.querySelectorAll('svg.its-map .badge').length") >= 2
    shot = browser.screenshot(out / "overlay-map.png")
    assert _distinct_colours(shot) > 50

    browser.open(overlay.url(f"/standings?event={ids['event']}&backdrop=1"), "document.body.dataset.rendered")
    text = browser.evaluate("document.body.innerText")
    assert "Spring Open" in text and "Chloé Martin" in text and "Standings after round 1" in text
    rows = browser.evaluate("document.querySelectorAll('.board tbody tr').length")
    assert rows == 8
    shot = browser.screenshot(out / "overlay-standings.png")
    assert _distinct_colours(shot) > 20

    # A hall TV pages through long lists.
    browser.open(overlay.url(f"/standings?event={ids['event']}&rows=3&every=2"), "document.body.dataset.rendered")
    assert browser.evaluate("document.querySelectorAll('.board tbody tr').length") == 3
    assert "page 1 of 3" in browser.evaluate("document.body.innerText")
    browser.open_wait("document.body.innerText.includes('page 2 of 3')", 5)
