"""``its-desktop render``: the table view drawn headless to a PNG or SVG of exactly W×H pixels.

The same scene, labels and privacy rules as the window: the view chosen (referee, Player A or
Player B) sees what that seat sees in the window, turned to that seat.
"""

from __future__ import annotations

import os
from pathlib import Path

from its_desktop.domain.errors import InputError
from its_desktop.domain.i18n import _, pgettext

VIEWS = {"referee": "referee", "a": "A", "b": "B"}


class RenderInputError(InputError):
    """Bad input for ``its-desktop render``: one line naming the file or option."""

    def __init__(self, line: str) -> None:
        super().__init__("", line)


def _colon() -> str:
    """" : " in French, as every other error line puts it after the path or the option."""
    return pgettext("between a file, its field and the message", ": ")


def parse_size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise RenderInputError("--size" + _colon() + _("{size} is not WIDTHxHEIGHT in pixels (e.g. 1920x1080)").format(
            size=repr(text))) from None
    if not (16 <= w <= 16384 and 16 <= h <= 16384):
        raise RenderInputError("--size" + _colon() + _("{size} is outside 16..16384 pixels a side").format(size=f"{w}x{h}"))
    return w, h


def _document(target: str, points: int | None):
    from its_desktop.domain import itstable
    from its_desktop.domain.itstable import TableDocument
    from its_desktop.domain.mission import catalog

    path = Path(target)
    if target.endswith((".itstable", ".json")) or (path.exists() and "/" in target):
        try:
            doc = itstable.load(path)
        except InputError as exc:  # any malformed or unreadable file: the boundary's one line
            text = str(exc)
            raise RenderInputError(text if str(path) in text else f"{path}: {text}") from None
        return doc, catalog.mission(doc.mission, doc.points)
    if points is None:
        raise RenderInputError(f"{target}: " + _("--points is required with a mission id"))
    return TableDocument(target, points), catalog.mission(target, points)


def render(target: str, output: Path, points: int | None = None, view: str = "referee",
           size: str = "1920x1080", round_: int | None = None, scored: int | None = None) -> Path:
    """Draw the table and write ``output`` (.png or .svg); returns the path written."""
    if view not in VIEWS:
        raise RenderInputError("--view: " + _("{view} is not one of referee, a, b").format(view=repr(view)))
    suffix = output.suffix.lower()
    if suffix not in (".png", ".svg"):
        raise RenderInputError(f"{output}" + _colon() + _("the output must end in .png or .svg"))
    from its_desktop.domain.files import NotRegularFile, check_target

    try:
        check_target(output)  # before drawing: a FIFO or a device (or a link to one) is never written
    except NotRegularFile as exc:
        raise RenderInputError(str(exc)) from None
    w, h = parse_size(size)
    doc, mission = _document(target, points)
    if round_ is not None and not 1 <= round_ <= mission.season.rounds:
        raise RenderInputError("--round: " + _("{n} is not a round of this season (1..{rounds})").format(
            n=round_, rounds=mission.season.rounds))
    if scored is not None and not 0 <= scored <= mission.season.rounds:
        raise RenderInputError("--scored: " + _("{n} is not a number of rounds of this season (0..{rounds})").format(
            n=scored, rounds=mission.season.rounds))
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])  # noqa: F841 - Qt needs one for fonts and painting
    from its_desktop.domain import i18n as domain_i18n

    from . import i18n

    # The command line chose the language (--lang); the scene's and the key's words follow it.
    i18n.install(domain_i18n.language(), app)
    return draw(doc, mission, output, VIEWS[view], w, h, round_, scored)


def table_scene(doc, mission, viewer: str, round_: int | None = None, scored: int | None = None):
    """The table as ``render`` draws it: (its controller, whether its domination is provisional)."""
    from its_desktop.domain.provisional import domination_provisional

    from .table.controller import TableController

    ctl = TableController(doc, mission)
    if round_ is not None:
        ctl.set_round(round_, doc.turn)
    ctl.set_viewer(viewer)
    # A table file holds no tally: unless told otherwise, the round drawn is the one being played.
    provisional = domination_provisional(doc.round, doc.round - 1 if scored is None else scored)
    ctl.scene.set_provisional(provisional)
    return ctl, provisional


def draw(doc, mission, output: Path, viewer: str, w: int, h: int, round_: int | None = None,
         scored: int | None = None) -> Path:
    from PySide6.QtCore import QRectF, QSize
    from PySide6.QtGui import QColor, QImage, QPainter

    ctl, provisional = table_scene(doc, mission, viewer, round_, scored)
    scene = ctl.scene
    scene.clearSelection()
    seat = "B" if viewer == "B" else "A"
    transform, visible = fit_transform(scene.sceneRect(), w, h, seat)
    scene.layout_labels(abs(transform.m11()), seat)
    output.parent.mkdir(parents=True, exist_ok=True)

    def paint(painter: QPainter) -> None:
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        painter.fillRect(QRectF(0, 0, w, h), QColor(255, 255, 255))
        painter.setTransform(transform)
        scene.render(painter, visible, visible)
        painter.resetTransform()
        # Beside the table and its rulers (the scene's margin), whichever side they fall on.
        paint_key(painter, scene, mission, doc, transform.mapRect(scene.sceneRect()), w, h, provisional)

    if output.suffix.lower() == ".png":
        image = QImage(w, h, QImage.Format.Format_ARGB32)
        painter = QPainter(image)
        paint(painter)
        painter.end()
        _write(output, lambda buf: image.save(buf, "PNG"))  # type: ignore[call-overload]  # PySide6's stub
    else:
        from PySide6.QtSvg import QSvgGenerator

        def svg(buf) -> bool:
            gen = QSvgGenerator()
            gen.setOutputDevice(buf)
            gen.setSize(QSize(w, h))
            gen.setViewBox(QRectF(0, 0, w, h))
            gen.setTitle(mission.scenario.name.get())
            painter = QPainter(gen)
            paint(painter)
            return painter.end()

        _write(output, svg)
    ctl.deleteLater()
    return output


def _write(output: Path, draw) -> None:
    """``draw(buffer)`` into memory, then the bytes to ``output`` atomically (``domain.files``: a regular
    file or nothing, never half an image)."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice

    from its_desktop.domain.files import write_bytes

    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    if draw(buf) is False:
        raise RenderInputError(f"{output}: " + _("cannot draw the image"))
    buf.close()
    try:
        write_bytes(output, bytes(data.data()))
    except OSError as exc:
        raise RenderInputError(f"{output}: " + _("cannot write the image: {reason}").format(
            reason=exc.strerror or exc)) from None


def fit_transform(rect, w: int, h: int, seat: str):
    """The table's scene rectangle fitted into w×h pixels, centred, as seen from ``seat``'s side;
    and the part of the scene the image shows."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QTransform

    s = min(w / rect.width(), h / rect.height())
    cx, cy = rect.center().x(), rect.center().y()
    if seat == "A":  # Side A's edge at the bottom
        t = QTransform(s, 0, 0, -s, w / 2 - s * cx, h / 2 + s * cy)
    else:
        t = QTransform(-s, 0, 0, s, w / 2 + s * cx, h / 2 - s * cy)
    visible = t.inverted()[0].mapRect(QRectF(0, 0, w, h))
    return t, visible


def paint_key(painter, scene, mission, doc, table, w: int, h: int, provisional: bool = False) -> None:
    """The title and the objectives' key in the room beside the table, when there is room."""
    from PySide6.QtCore import QCoreApplication, QRectF, Qt
    from PySide6.QtGui import QColor, QFontMetricsF

    from its_desktop.domain import lengths

    from .table.label import font

    left, right = table.left(), w - table.right()
    if max(left, right) < 170:
        return
    px = max(12.0, min(h / 50, 20.0))
    big = font(px * 1.5, True)
    body = font(px)
    pad = px
    painter.setPen(QColor(30, 30, 30))
    x, width = pad, left - 2 * pad
    if width > 120:
        painter.setFont(big)
        title = QRectF(x, pad, width, h / 3)
        painter.drawText(title, Qt.TextFlag.TextWordWrap, mission.scenario.name.get())
        used = painter.boundingRect(title, Qt.TextFlag.TextWordWrap, mission.scenario.name.get()).height()
        painter.setFont(body)
        painter.drawText(QRectF(x, pad + used + px / 2, width, h), Qt.TextFlag.TextWordWrap,
                         QCoreApplication.translate("Render", "%1 pts · %2").replace("%1", str(doc.points))
                         .replace("%2", mission.season.name.get())
                         # the table's size names the unit the rulers are numbered in (the units rule)
                         + "\n" + lengths.size(mission.width, mission.depth, mission.season.unit) + "\n"
                         + QCoreApplication.translate("TableCommands", "Round %1, turn %2").replace("%1", str(doc.round))
                         .replace("%2", str(doc.turn)))
    x, width = table.right() + pad, right - 2 * pad
    if width < 150:
        return
    y = pad
    if not scene.key:  # no objective markers (Battleground): the legend alone
        paint_legend(painter, mission, x, y, width, h - pad, px, provisional)
        return
    painter.setFont(font(px * 1.1, True))
    painter.drawText(QRectF(x, y, width, px * 2), QCoreApplication.translate("Render", "Objectives"))
    y += px * 2
    fm = QFontMetricsF(body)
    num_w = fm.horizontalAdvance("00") + px / 2
    for entry in scene.key:
        text = entry.full
        painter.setFont(font(px, True))
        painter.drawText(QRectF(x, y, num_w, px * 1.5), Qt.AlignmentFlag.AlignRight, str(entry.number))
        painter.setFont(body)
        rect = QRectF(x + num_w + px / 2, y, width - num_w - px / 2, h - y)
        bound = painter.boundingRect(rect, Qt.TextFlag.TextWordWrap, text)
        if y + bound.height() > h - pad:
            painter.drawText(QRectF(x, y, width, px * 1.5), "…")
            return
        painter.drawText(rect, Qt.TextFlag.TextWordWrap, text)
        y += bound.height() + px * 0.35
    paint_legend(painter, mission, x, y + px, width, h - pad, px, provisional)


def paint_legend(painter, mission, x: float, y: float, width: float, bottom: float, px: float,
                 provisional: bool = False) -> None:
    """Swatches painted by the table's own code, for the kinds of zone this table has."""
    from PySide6.QtCore import QCoreApplication, QRectF, Qt
    from PySide6.QtGui import QPainterPath, QTransform

    from its_desktop.presentation import palette as P

    from .legend_panel import LegendPanel
    from .table import style
    from .table.label import font

    styles: list[tuple[P.Style, P.Style | None]] = []
    for z in mission.zones:
        s = P.zone_style(z.kind, z.owner)
        if z.kind != "half" and all(s.key != t.key for t, _ in styles):
            styles.append((s, None))
    if any(z.is_zo for z in mission.zones):
        styles += [(P.Style("blank", d.legend), d) for d in (P.DOMINATION["A"], P.DOMINATION["B"], P.DOMINATION["tie"])]
        if provisional:  # the round drawn is not scored: the half hatch and "[A provisional]" say "so far"
            styles.append((P.Style("blank", ""), P.provisional(P.DOMINATION["A"])))
    if y + px * 2 > bottom or not styles:
        return
    painter.setFont(font(px * 1.1, True))
    painter.drawText(QRectF(x, y, width, px * 2), QCoreApplication.translate("Render", "Legend"))
    y += px * 2
    names = LegendPanel().names()  # the window's legend texts, translated once for both
    sw, sh = px * 2.4, px * 1.3
    for s, extra in styles:
        shown = extra or s
        text = names.get(shown.key) or (names["provisional"] if shown.key.endswith("-provisional") else shown.legend)
        painter.setFont(font(px * 0.9))
        rect = QRectF(x + sw + px / 2, y, width - sw - px / 2, bottom - y)
        bound = painter.boundingRect(rect, Qt.TextFlag.TextWordWrap, text)
        if y + max(bound.height(), sh) > bottom:
            return
        painter.save()
        k = sw / 1.6  # the swatch is 1.6 table units wide: hatches at their table spacing
        # y up, as on the table seen from Side A: a hatch leans the same way here and there.
        painter.setTransform(QTransform(k, 0, 0, -k, x, y + sh))
        path = QPainterPath()
        path.addRect(QRectF(0, 0, 1.6, sh / k))
        painter.fillPath(path, style.TABLE)
        style.paint_style(painter, path, s)
        if extra is not None:
            style.paint_style(painter, path, extra, fill=False)
        painter.restore()
        painter.drawText(rect, Qt.TextFlag.TextWordWrap, text)
        y += max(bound.height(), sh) + px * 0.4
