"""The table's zones, objectives, scenery and labels are kept as pixmaps of their screen pixels (so the live
line of fire can repaint most of the table each frame). The picture must be the one the vectors paint, in
colour and in greyscale, and it must follow every change: domination, the provisional look, the zone
picked, the round's zones, the zoom, the player's seat and another scenario."""

import numpy as np
import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QGraphicsItem

from its_desktop.domain.itstable import TableDocument
from its_desktop.domain.table import Trooper
from its_desktop.domain.terrain.pieces import Piece
from its_desktop.ui.table import vision

pytestmark = pytest.mark.gui

CACHED, VECTORS = QGraphicsItem.CacheMode.DeviceCoordinateCache, QGraphicsItem.CacheMode.NoCache
# Qt clips a hatch line where a repaint or a pixmap ends, and its rasteriser then starts the line's pixels at
# another sub-pixel: a thin line's antialiased pixels may be a pixel aside or a little lighter (a partial
# repaint of the uncached table does the same), and a pixmap rounds each channel once more. So the same
# picture means: every pixel of one has its like (each channel within LEVELS) within a pixel of it in the
# other. A hatch, ring, badge or outline left stale, missing or at another zoom differs far more than that,
# over hundreds of pixels (each change below checks that it does).
LEVELS = 40


WALL = Piece("wall", "wall", "rect", 24, 30, 12, 1)
CRATES = Piece("crates", "crates", "rect", 12, 30, 4, 4, height="partial", partial_height=2.0)


def pixels(image: QImage) -> np.ndarray:
    image = image.convertToFormat(QImage.Format.Format_RGB32)
    raw = np.frombuffer(image.constBits(), dtype=np.uint8, count=image.sizeInBytes())
    return raw.reshape(image.height(), image.bytesPerLine() // 4, 4)[:, :image.width(), :3].astype(np.int16)


def cached_items(scene) -> list[QGraphicsItem]:
    """The zones and objectives: kept as pixmaps since the live line of fire (the scenery and the labels were
    before it; a piece's hatch pattern is laid from its pixmap's corner there, from the window's otherwise)."""
    out = [*scene.zone_items.values(), *scene.marker_items.values()]
    assert all(i.cacheMode() == CACHED for i in out)
    return out


def grab(window) -> np.ndarray:
    return pixels(window.view.viewport().grab().toImage())  # a paint of its own, through the same caches


def as_painted(window, items) -> np.ndarray:
    """The same table painted from the vectors (no pixmaps), then the pixmaps back on."""
    for item in items:
        item.setCacheMode(VECTORS)
    try:
        return grab(window)
    finally:
        for item in items:
            item.setCacheMode(CACHED)
        grab(window)  # the pixmaps made again now, at this state: the next change must replace them


def unlike(a: np.ndarray, b: np.ndarray) -> int:
    """The pixels of ``a`` with no like (each channel within LEVELS) within one pixel of them in ``b``."""
    h, w, _ = a.shape
    ys, xs = np.nonzero(np.abs(a - b).max(axis=2) > LEVELS)  # most pixels are their own like: only the rest
    left = np.ones(len(ys), dtype=bool)
    for dy in (-1, 0, 1):
        for dx in (-1, 0, 1):
            near = b[np.clip(ys + dy, 0, h - 1), np.clip(xs + dx, 0, w - 1)]
            left &= np.abs(a[ys, xs] - near).max(axis=1) > LEVELS
    return int(left.sum())


def assert_same_picture(window) -> np.ndarray:
    items = cached_items(window.controller.scene)
    shown = grab(window)  # from the pixmaps as they stand after the change
    painted = as_painted(window, items)
    assert shown.shape == painted.shape
    assert (unlike(shown, painted), unlike(painted, shown)) == (0, 0)
    return shown


def smaller(window, qtbot) -> None:
    """A smaller window: each picture below is painted and compared a few times."""
    window.resize(960, 640)
    qtbot.waitUntil(lambda: window.view.viewport().width() < 700, timeout=5000)


def changed(before: np.ndarray, after: np.ndarray) -> int:
    """How many pixels a change really moved (so the check above would see a pixmap it left stale)."""
    return unlike(after, before)


def test_the_cached_table_is_the_painted_one_and_follows_every_change(window, qtbot):
    smaller(window, qtbot)
    a, b = Trooper("a1", "A", 20, 6, 25, 30), Trooper("b1", "B", 8, 8, 25, 25)
    window.open_document(TableDocument("s16/supremacy", 300, troopers=[a, b], scenery=[WALL, CRATES]), None)
    ctl, scene = window.controller, window.controller.scene
    first = assert_same_picture(window)
    # Domination moves: a trooper walks into the other quadrant (the hatch and border change sides).
    ctl.move_trooper("a1", 30, 6)
    assert ctl.last is not None and next(z for z in ctl.last.zones if z.id == "quadrant-a-right").dominated_by == "A"
    moved = assert_same_picture(window)
    assert changed(first, moved) > 200
    # The provisional look (thinner hatch, "provisional" badge) and back.
    scene.set_provisional(not scene.provisional)
    provisional = assert_same_picture(window)
    assert changed(moved, provisional) > 200
    scene.set_provisional(not scene.provisional)
    # A zone picked for its explanation is outlined.
    scene.select_zone(scene.zone_items["quadrant-b-left"])
    picked = assert_same_picture(window)
    assert changed(moved, picked) > 100
    scene.select_zone(None)
    # An objective controlled: its ring and badge.
    marker = next(iter(scene.marker_items.values()))
    ctl.move_trooper("b1", marker.x(), marker.y())
    held = assert_same_picture(window)
    assert changed(moved, held) > 20
    # Zoomed out and in (the table still whole on screen: a hatch line the window's edge cuts starts its
    # pixels elsewhere, cached or not), and the other player's seat: the pixmaps are remade.
    for factor in (0.8, 1.1):
        window.view.zoom_by(factor)
        zoomed = assert_same_picture(window)
        assert changed(held, zoomed) > 1000
        window.view.fit()
    window.view.set_seat("B")
    turned = assert_same_picture(window)
    assert changed(held, turned) > 1000
    window.view.set_seat("A")
    # Greyscale preview: the same grey picture either way.
    vision.set_mode(window.view, "grey")
    try:
        grey = assert_same_picture(window)
        assert np.abs(grey[..., 0] - grey[..., 1]).max() <= 1  # it is grey
    finally:
        vision.set_mode(window.view, "normal")


def test_the_cached_table_follows_the_round_and_another_scenario(window, qtbot):
    smaller(window, qtbot)
    window.open_document(TableDocument("s16/panic-room", 300), None)
    one = assert_same_picture(window)
    window.round_box.setValue(2)  # the round's own hazard zones
    assert window.controller.scene.zone_items["plague-r2"].isVisible()
    two = assert_same_picture(window)
    assert changed(one, two) > 100
    window.open_document(TableDocument("s16/frostbyte", 200), None)
    other = assert_same_picture(window)
    assert changed(two, other) > 1000


def test_a_marker_keeps_its_click_area_while_its_box_holds_the_badge(window):
    window.open_document(TableDocument("s16/supremacy", 300), None)
    scene = window.controller.scene
    for item in scene.marker_items.values():
        hit = item.shape().boundingRect()
        box = item.boundingRect()
        assert box.contains(hit) and box != hit  # room for the corner badge, in pixels
        assert hit == item._rect.adjusted(-0.6, -0.6, 0.6 + 4 * item._token, 0.6)
        away = item.mapToScene(QPointF(hit.left() - 0.05, hit.center().y()))
        assert item not in scene.items(away)  # a click just beside it does not pick it
