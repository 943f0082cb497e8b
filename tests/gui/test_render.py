"""``its-desktop render``: every scenario of the library drawn at 1366x768 and 1920x1080 (the
images go to a temporary folder, or ITS_SCREENSHOT_DIR to look at them), and the command's
privacy and bad-input rules."""

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from its_desktop.domain.itstable import TableDocument
from its_desktop.domain.mission import catalog
from its_desktop.domain.table import Trooper

pytestmark = pytest.mark.gui

SCENARIOS = [(e.id, sorted(catalog.sizes(e.id))[len(catalog.sizes(e.id)) // 2]) for e in catalog.entries()]


def test_every_scenario_renders_at_both_sizes(qapp, tmp_path):
    from its_desktop.ui.render import draw

    out = Path(os.environ.get("ITS_SCREENSHOT_DIR", tmp_path))
    for mission_id, points in SCENARIOS:
        mission = catalog.mission(mission_id, points)
        for w, h in ((1366, 768), (1920, 1080)):
            path = out / f"{mission_id.replace('/', '-')}-{points}-{w}x{h}.png"
            draw(TableDocument(mission_id, points), mission, path, "referee", w, h)
            image = QImage(str(path))
            assert (image.width(), image.height()) == (w, h), mission_id
            colours = {image.pixel(x, y) for x in range(0, w, 7) for y in range(0, h, 7)}
            assert len(colours) > 8, mission_id  # a table with zones and labels, not a blank page


def run(*args):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run([sys.executable, "-m", "its_desktop", "render", *args], capture_output=True, text=True,
                          timeout=120, env=env)


def test_the_command_writes_exactly_the_size_asked(tmp_path):
    out = tmp_path / "t.png"
    done = run("s16/frostbyte", "--points", "300", "--size", "640x360", "--view", "b", "--round", "2", "-o", str(out))
    assert done.returncode == 0, done.stderr
    image = QImage(str(out))
    assert (image.width(), image.height()) == (640, 360)
    svg = tmp_path / "t.svg"
    done = run("s16/frostbyte", "--points", "300", "--size", "640x360", "-o", str(svg))
    assert done.returncode == 0 and 'viewBox="0 0 640 360"' in svg.read_text()


@pytest.mark.parametrize(("args", "says"), [
    (["s16/nope", "--points", "300"], "unknown mission"),
    (["s16/frostbyte"], "--points"),
    (["s16/frostbyte", "--points", "300", "--size", "big"], "--size"),
    (["s16/frostbyte", "--points", "300", "--round", "9"], "--round"),
    (["missing.itstable"], "missing.itstable"),
])
def test_bad_input_is_one_line_and_exit_2(tmp_path, args, says):
    done = run(*args, "-o", str(tmp_path / "x.png"))
    assert done.returncode == 2
    assert says in done.stderr and "Traceback" not in done.stderr and len(done.stderr.strip().splitlines()) == 1
    done = run("s16/frostbyte", "--points", "300", "-o", str(tmp_path / "x.gif"))
    assert done.returncode == 2 and "x.gif" in done.stderr


def test_a_players_view_hides_the_opponents_camouflaged_trooper(qapp, tmp_path):
    from its_desktop.domain import itstable
    from its_desktop.ui.render import draw

    doc = TableDocument("s16/supremacy", 300, troopers=[
        Trooper("b1", "B", 20, 40, 25, 10, name="Secret Sniper", kind="marker")])
    path = tmp_path / "t.itstable"
    itstable.save(doc, path)
    svg_a, svg_ref = tmp_path / "a.svg", tmp_path / "ref.svg"
    mission = catalog.mission("s16/supremacy", 300)
    draw(itstable.load(path), mission, svg_a, "A", 800, 600)
    draw(itstable.load(path), mission, svg_ref, "referee", 800, 600)
    # Text is drawn as paths: compare what the two views wrote instead of searching for the name.
    assert svg_a.read_text() != svg_ref.read_text()
    from its_desktop.ui.table.controller import TableController

    ctl = TableController(itstable.load(path), mission)
    ctl.set_viewer("A")
    assert ctl.scene.trooper_items["b1"].label.text() != "Secret Sniper"


def test_the_drawn_deployment_zones_differ_in_greyscale_and_for_colour_blind_eyes(qapp, tmp_path):
    """Measured on the drawn image, not on the palette table: what a printer or a viewer gets."""
    from PySide6.QtCore import QPointF

    from its_desktop.presentation.colour import delta_e, grey, simulate
    from its_desktop.ui.render import draw, fit_transform
    from its_desktop.ui.table.scene import TableScene

    mission = catalog.mission("s16/supremacy", 300)
    path = tmp_path / "t.png"
    draw(TableDocument("s16/supremacy", 300), mission, path, "referee", 800, 600)
    image = QImage(str(path))
    transform, _ = fit_transform(TableScene(mission).sceneRect(), 800, 600, "A")

    def colour(x, y):
        p = transform.map(QPointF(x, y))
        c = image.pixelColor(round(p.x()), round(p.y()))
        return c.red(), c.green(), c.blue()

    a, b = colour(3, 3), colour(3, mission.depth - 3)
    assert abs(grey(a) - grey(b)) >= 40
    for kind in ("protan", "deutan", "tritan"):
        assert delta_e(simulate(a, kind), simulate(b, kind)) >= 20, kind


def test_a_table_without_objective_markers_still_has_its_legend(qapp, tmp_path):
    """Battleground and Cutthroat have no objective markers: the legend is drawn all the same."""
    from its_desktop.ui.render import draw

    for mission_id in ("s16/battleground", "s16/cutthroat"):
        mission = catalog.mission(mission_id, 300)
        assert not mission.markers
        path = draw(TableDocument(mission_id, 300), mission, tmp_path / "t.png", "referee", 1366, 768)
        image = QImage(str(path))
        inked = sum(1 for x in range(1366 - 280, 1366, 2) for y in range(0, 300, 2) if image.pixel(x, y) != 0xFFFFFFFF)
        assert inked > 200, (mission_id, inked)
