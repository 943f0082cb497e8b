"""The first window and every dialog inside the screen's available area, on real screen sizes: a 1280x720
and a 1366x768 laptop, 1280x800, 1920x1080, 4K, and a 2560x1600 panel at 2x (1280x800 logical); a window
saved on a bigger screen comes back inside a smaller one.

The offscreen platform takes its screens from a JSON file given when Qt starts, so each screen runs the
app in a process of its own (screen_probe.py). The six screens' processes start together, as many at a
time as there are cores, so the module costs about a third of running them one after another."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

import pytest

PROBE = Path(__file__).with_name("screen_probe.py")
FRAME = (16, 40)  # a window manager's title bar and borders, as the app allows for them (screen_fit.FRAME)


def run_probe(tmp_path: Path, width: int, height: int, dpr: float = 1.0, mode: str = "open",
              size: str | None = None) -> dict:
    config = tmp_path / f"screen-{width}x{height}@{dpr}.json"
    config.write_text(json.dumps({"screens": [{"name": "probe", "x": 0, "y": 0, "width": width, "height": height,
                                               "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": dpr}]}))
    env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={config}", "XDG_CONFIG_HOME": str(tmp_path)}
    if size:
        env["PROBE_SIZE"] = size
    done = subprocess.run([sys.executable, str(PROBE), str(tmp_path / "settings"),
                           f"sqlite:///{tmp_path / 'games.sqlite3'}", mode],
                          capture_output=True, text=True, env=env, timeout=240)
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def inside(frame: list[int], area: list[int]) -> bool:
    x, y, w, h = frame
    ax, ay, aw, ah = area
    return x >= ax and y >= ay and x + w <= ax + aw and y + h <= ay + ah


SCREENS = [(1280, 720, 1.0), (1366, 768, 1.0), (1280, 800, 1.0), (1920, 1080, 1.0), (1280, 800, 2.0),
           (3840, 2160, 1.0)]


@pytest.fixture(scope="module")
def probes(tmp_path_factory):
    """Every screen's probe, started at once: the tests below each wait for their own."""
    with ThreadPoolExecutor(max_workers=max(2, os.cpu_count() or 2)) as pool:
        yield {(w, h, d): pool.submit(run_probe, tmp_path_factory.mktemp(f"screen-{w}x{h}"), w, h, d)
               for w, h, d in SCREENS}


@pytest.mark.parametrize(("width", "height", "dpr"), SCREENS, ids=[f"{w}x{h}@{d:g}x" for w, h, d in SCREENS])
def test_every_window_and_dialog_fits_the_screen(probes: dict[tuple[int, int, float], Future], width, height, dpr):
    seen = probes[(width, height, dpr)].result()
    area = seen["available"]
    assert area[2:] == [width, height] and seen["dpr"] == dpr
    main = seen["main"]
    assert inside(main["frame"], area), main
    if width < 1600 or height < 1000:
        assert main["maximized"]  # a laptop's screen is the table's
    else:  # a roomy screen: most of it, not a 1280x820 island in the middle of a 4K screen
        assert not main["maximized"] and main["size"][0] >= 0.75 * width and main["size"][1] >= 0.75 * height
    for name in ("welcome", "about", "trooper", "print", "start game", "deck log", "tournament", "event", "player"):
        dialog = seen[name]
        assert inside(dialog["frame"], area), (name, dialog, area)
        # the client area leaves room for a real window manager's title bar and borders
        assert dialog["size"][0] <= width - FRAME[0] and dialog["size"][1] <= height - FRAME[1], (name, dialog)
    assert seen["welcome_path_whole"]
    # The print preview at the screen's own pixel density: 56 dpi on the page, times the screen's ratio.
    preview = seen["print_preview"]
    assert preview["dpr"] == dpr
    assert abs(preview["pixels"][0] - preview["page_pt"][0] / 72 * 56 * dpr) <= 2, preview
    assert abs(preview["width"] - preview["page_pt"][0] / 72 * 56) <= 2, preview  # shown at the page's size


def test_a_window_saved_on_a_big_screen_comes_back_inside_a_laptops(tmp_path):
    saved = run_probe(tmp_path, 2560, 1440, mode="save", size="2400x1300")["saved"]
    assert saved["size"] == [2400, 1300]
    seen = run_probe(tmp_path, 1366, 768)
    # Qt refuses a geometry that does not fit the screen: the window opens as a first one would there.
    assert inside(seen["main"]["frame"], seen["available"]) and seen["main"]["maximized"], seen["main"]


def test_a_restored_geometry_hanging_off_the_screen_is_brought_inside(qtbot):
    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QMainWindow

    from its_desktop.ui import screen_fit

    w = QMainWindow()
    qtbot.addWidget(w)
    area = screen_fit.available(w)
    w.setGeometry(area.right() - 300, area.bottom() - 200, area.width() + 500, area.height() // 2)
    assert screen_fit.bring_inside(w)
    space = screen_fit.room(w)
    assert w.geometry() == QRect(area.left(), area.bottom() + 1 - FRAME[1] - area.height() // 2,
                                 space.width(), area.height() // 2)
    assert not screen_fit.bring_inside(w)  # inside now: left alone
