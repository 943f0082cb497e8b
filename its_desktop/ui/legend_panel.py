"""The legend and the objectives' key, built from what the scene draws.

Each entry's swatch is painted by the same code as the table (``style.paint_style`` and the
marker and trooper items), so the legend cannot drift from the map. Only what this table shows
is listed: its kinds of zone, the domination states, marker states and tokens, the troopers.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPainterPath, QTransform
from PySide6.QtWidgets import QTextBrowser

from its_desktop.presentation import palette as P
from its_desktop.presentation.labels import zone_code

from .table import style

SWATCH = (34, 18)


def _png(image: QImage) -> str:
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buf, "PNG")  # type: ignore[call-overload]  # PySide6's stub says bytes; the call takes a str
    return "data:image/png;base64," + data.toBase64().toStdString()


def _image(paint) -> str:
    w, h = SWATCH
    image = QImage(w * 2, h * 2, QImage.Format.Format_ARGB32)
    image.fill(style.TABLE)
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.scale(2, 2)
    paint(p, QRectF(1, 1, w - 2, h - 2))
    p.end()
    return _png(image)


def zone_swatch(s: P.Style, extra: P.Style | None = None) -> str:
    def paint(p: QPainter, r: QRectF) -> None:
        # A swatch is 1.6 table units wide, as the hatch spacing is in table units.
        k = r.width() / 1.6
        # y up, as on the table seen from Side A: a hatch leans the same way here and there.
        p.setTransform(QTransform(k, 0, 0, -k, r.left(), r.bottom()), True)
        path = QPainterPath()
        path.addRect(QRectF(0, 0, 1.6, r.height() / k))
        style.paint_style(p, path, s)
        if extra is not None:
            style.paint_style(p, path, extra, fill=False)
    return _image(paint)


def disc_swatch(fill: QColor, ring: QColor, width: float = 1.5, letter: str = "", dashed: bool = False,
                cross: bool = False, dot: bool = False) -> str:
    def paint(p: QPainter, r: QRectF) -> None:
        d = r.height() - 2
        c = QPointF(r.center())
        p.setBrush(QBrush(fill))
        p.setPen(style.pen(ring, width, Qt.PenStyle.DashLine if dashed else Qt.PenStyle.SolidLine))
        p.drawEllipse(c, d / 2, d / 2)
        if cross:
            p.drawLine(c + QPointF(-d / 3, -d / 3), c + QPointF(d / 3, d / 3))
            p.drawLine(c + QPointF(d / 3, -d / 3), c + QPointF(-d / 3, d / 3))
        if dot:
            p.setBrush(QBrush(QColor(255, 255, 255)))
            p.setPen(Qt.PenStyle.NoPen)
            p.drawEllipse(c, d * 0.15, d * 0.15)
        if letter:
            p.setPen(QColor(255, 255, 255) if fill.lightness() < 128 else QColor(20, 20, 20))
            f = p.font()
            f.setPixelSize(int(d * 0.7))
            f.setBold(True)
            p.setFont(f)
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, letter)
    return _image(paint)


def marker_swatch(look, number: int = 1, kind: str = "console") -> str:
    """An objective in a state, drawn by the table's own marker painter (a 1-unit round token) in the fill the
    table gives its ``kind`` (lime antennas, dark salmon Panoplias): the legend shows what the table draws."""
    from .table.items import paint_marker

    fill = style.qcolor(P.MARKER_FILL.get(kind, P.MARKER_DEFAULT))

    def paint(p: QPainter, r: QRectF) -> None:
        k = r.height() / 1.25  # room for the badge beside the token
        # y up, as on the table seen from Side A: the badge sits where it sits there.
        p.setTransform(QTransform(k, 0, 0, -k, r.center().x() + 0.1 * k, r.center().y() - 0.1 * k), True)
        paint_marker(p, QRectF(-0.5, -0.5, 1.0, 1.0), True, fill, look, number)
    return _image(paint)


def line_swatch(color: QColor, width: float, dash: Qt.PenStyle, cross: bool = False) -> str:
    """A cased line, as the table check draws it."""
    def paint(p: QPainter, r: QRectF) -> None:
        from .table.check_overlay import cased

        y = r.center().y()
        path = QPainterPath(QPointF(r.left() + 2, y))
        path.lineTo(r.right() - (8 if cross else 2), y)
        if cross:
            c = QPointF(r.right() - 6, y)
            path.moveTo(c + QPointF(-4, -4))
            path.lineTo(c + QPointF(4, 4))
            path.moveTo(c + QPointF(4, -4))
            path.lineTo(c + QPointF(-4, 4))
        cased(p, color, width, dash, path)
    return _image(paint)


def piece_swatch(height: str, roof: bool) -> str:
    """A piece of scenery, filled and outlined as on the table (1.6 table units wide, as the zones)."""
    def paint(p: QPainter, r: QRectF) -> None:
        from .table.scenery import look

        k = r.width() / 1.6
        p.setTransform(QTransform(k, 0, 0, -k, r.left(), r.bottom()), True)
        brush, pen = look(height, roof)
        p.setBrush(brush)
        p.setPen(pen)
        p.drawRect(QRectF(0.1, 0.1, 1.4, r.height() / k - 0.2))
    return _image(paint)


def openings_swatch() -> str:
    """A wall with a door and a window, drawn as on the table."""
    def paint(p: QPainter, r: QRectF) -> None:
        from its_desktop.domain.terrain.openings import Opening
        from its_desktop.domain.terrain.pieces import Piece

        from .table.scenery import look, paint_openings

        k = r.width() / 3.2
        p.setTransform(QTransform(k, 0, 0, -k, r.left(), r.bottom()), True)
        h = r.height() / k
        # The front wall across the middle of the swatch, the building above it.
        piece = Piece("legend", "building", "rect", 1.6, h * 0.75, 3.0, h / 2, openings=(
            Opening("door", 0, 0.3, 0.9), Opening("window", 0, 1.8, 0.9)))
        brush, _pen = look("blocks", False)
        p.fillRect(QRectF(0.1, h / 2, 3.0, h / 2), brush)
        paint_openings(p, piece, 0, 0)
    return _image(paint)


class LegendPanel(QTextBrowser):
    """What each colour, pattern and token on this table means, and the objectives' key."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.entries: list[str] = []   # the keys listed (tests compare them with what is drawn)
        self.setHtml(html.escape(self.tr("Open a table to see its legend.")))

    def names(self) -> dict[str, str]:
        """The legend's text per palette key, in the current language (``render`` uses them too)."""
        return {
            "deployment-A": self.tr("Deployment zone, Side A"), "deployment-B": self.tr("Deployment zone, Side B"),
            "exclusion": self.tr("Exclusion zone (cross-hatched)"), "dead": self.tr("Dead zone (dotted border, grey)"),
            "hazard": self.tr("Hazard area of this round (horizontal lines)"), "room": self.tr("Room (thick line: walls)"),
            # The first zone's code as the table writes it in this language (Q1 in English, C1 in Spanish).
            "quadrant": self.tr("Quadrant, a Zone of Operations (dashed; %1…)").replace("%1", zone_code("Q") + "1"),
            "sector": self.tr("Sector, a Zone of Operations (dashed; %1…)").replace("%1", zone_code("S") + "1"),
            "area": self.tr("Area (dashed outline)"),
            "placement": self.tr("Placement area (dashed outline)"), "landing": self.tr("Landing area (dashed outline)"),
            "zone": self.tr("Zone"),
            "dominated-A": self.tr("Dominated by A: hatch /, dashed border, badge [A] and the totals"),
            "dominated-B": self.tr("Dominated by B: hatch \\, dashed border, badge [B] and the totals"),
            "tied": self.tr("Tie, nobody dominates: dotted border, badge [=]"),
            "unknown": self.tr("Not known in this view (hidden markers): badge [?]"),
            "pending": self.tr("Still being worked out, just after the table opens: thin dotted border, "
                               "\"computing…\"; an objective's badge …"),
            "provisional": self.tr("So far, the round not scored yet: half the hatch, badge [A provisional]"),
            "neutral": self.tr("Objective nobody controls: its number is in the key below"),
            "activated-A": self.tr("Activated or hacked by A: dark blue inside, white number, hatch /"),
            "activated-B": self.tr("Activated or hacked by B: dark ochre inside, white number, hatch \\"),
            "controlled-A": self.tr("Objective controlled by A: thick blue ring, badge A"),
            "controlled-B": self.tr("Objective controlled by B: thick ochre ring, badge B"),
            "contested": self.tr("Contested, both in contact: ring dashed in both colours, badge ="),
            "destroyed": self.tr("Destroyed or removed: grey, crossed out"),
            "carried": self.tr("Carried: dashed ring, moves with its carrier"),
            "token-A": self.tr("Activation or hack token of A"), "token-B": self.tr("Activation or hack token of B"),
            "inferred": self.tr("Inferred position: the pack's map is lost (orange dash-dot, \"(?)\")"),
            "trooper-A": self.tr("Trooper of A (blue base)"), "trooper-B": self.tr("Trooper of B (ochre base, white dot)"),
            "trooper-marker": self.tr("Trooper marker: camouflage etc. (dashed base)"),
            "trooper-null": self.tr("Trooper in a Null state (pale base)"),
            "scenery-blocks": self.tr("Scenery that stops every line of fire (solid)"),
            "scenery-partial": self.tr("Scenery that stops lines of fire between models no taller than it (hatched)"),
            "scenery-low": self.tr("Low scenery: cover only, never stops a line of fire (dotted outline)"),
            "scenery-roof": self.tr("Roofed scenery (heavy outline)"),
            "scenery-openings": self.tr("Door (white gap between jambs) and window (a thin line along the gap): "
                                        "lines of fire pass through; a dark bar: closed"),
            "check-lane": self.tr("Table check: longest open lane along an edge (dash-dot; thick: fails)"),
            "check-open": self.tr("Table check: line of fire from the objectives point (solid)"),
            "check-blocked": self.tr("Table check: blocked line of fire (dashed, crossed)"),
            "check-seen": self.tr("Table check: what the best sniper point sees (dotted)"),
            "check-pin": self.tr("Table check: the best points for a sniper (S), a paratrooper (P) and for "
                                 "objectives (O), with the side; dark: fails"),
            "sight": self.tr("Live line of fire: shaded where the selected trooper (or the ringed cross) cannot "
                             "see; a dark line edges what it sees"),
        }

    def show_scene(self, scene, mission, troopers=(), scenery=(), checked: bool = False, sight: bool = False,
                   heat: str | None = None) -> None:
        """``heat``: what the heat map shown measures (its words), None when none is shown."""
        from .table.items import NULL_STATES

        names = self.names()
        rows: list[tuple[str, str]] = []
        seen: set[str] = set()

        def add(key: str, image: str) -> None:
            if key not in seen:
                seen.add(key)
                rows.append((key, image))

        for z in mission.zones:
            if z.kind == "half":
                continue
            s = P.zone_style(z.kind, z.owner)
            add(s.key, zone_swatch(s))
        if any(z.is_zo for z in mission.zones):
            for d in ("A", "B", "tie", "?"):
                st = P.DOMINATION[d]
                add(st.key, zone_swatch(P.Style("blank", ""), st))
            add("provisional", zone_swatch(P.Style("blank", ""), P.provisional(P.DOMINATION["A"])))
            add("pending", zone_swatch(P.Style("blank", ""), P.DOMINATION["…"]))  # not "?": nothing hidden, just not yet
        if mission.markers:
            from .table.items import MarkerLook

            # One line per kind of objective on this table, in its own fill and named in words (the words tell
            # two kinds apart in greyscale); the states that follow are drawn on the first kind's fill.
            kinds = {m.kind: m.name for m in mission.markers}
            for kind, kind_name in kinds.items():
                names[f"neutral-{kind}"] = self.tr("%1 nobody controls: its number is in the key below") \
                    .replace("%1", kind_name)
                add(f"neutral-{kind}", marker_swatch(MarkerLook(), kind=kind))
            first = next(iter(kinds))
            if any(m.states for m in mission.markers):
                for p in ("A", "B"):
                    add(f"activated-{p}", marker_swatch(MarkerLook(activated=(p,)), kind=first))
            for p in ("A", "B"):
                add(f"controlled-{p}", marker_swatch(MarkerLook(controlled_by=p), kind=first))
            add("contested", marker_swatch(MarkerLook(contested=True), kind=first))
            add("destroyed", marker_swatch(MarkerLook(gone=True), 0))
            if any(m.states for m in mission.markers):
                add("carried", marker_swatch(MarkerLook(carried=True), 0, kind=first))
                for p in ("A", "B"):
                    add(f"token-{p}", disc_swatch(style.PLAYER[p], QColor(255, 255, 255), 1.5, p))
        if any(z.inferred for z in mission.zones) or any(m.inferred for m in mission.markers):
            add("inferred", disc_swatch(QColor(255, 255, 255), style.INFERRED, 2, dashed=True))
        players = {t.player for t in troopers}
        for p in ("A", "B"):
            if p in players:
                add(f"trooper-{p}", disc_swatch(style.PLAYER[p], QColor(255, 255, 255), 1.5, dot=p == "B"))
        if any(t.kind == "marker" for t in troopers):
            add("trooper-marker", disc_swatch(style.PLAYER["A"], QColor(20, 20, 20), 1.5, dashed=True))
        if any(t.state in NULL_STATES for t in troopers):
            add("trooper-null", disc_swatch(style.alpha(style.PLAYER["A"], 90), QColor(255, 255, 255)))
        for height in ("blocks", "partial", "low"):
            if any(p.height == height for p in scenery):
                add(f"scenery-{height}", piece_swatch(height, False))
        if any(p.roof for p in scenery):
            add("scenery-roof", piece_swatch("blocks", True))
        if any(p.openings for p in scenery):
            add("scenery-openings", openings_swatch())
        if checked:
            from .table import check_overlay as C

            add("check-lane", line_swatch(C.LANE, 4.0, Qt.PenStyle.DashDotLine))
            add("check-open", line_swatch(C.OPEN, 2.0, Qt.PenStyle.SolidLine))
            add("check-blocked", line_swatch(C.BLOCKED, 2.0, Qt.PenStyle.DashLine, cross=True))
            add("check-seen", zone_swatch(P.Style("check-seen", "", P.CHECK_SEEN, 1.2, P.DOT, fill=P.CHECK_SEEN,
                                                  alpha=45 / 255)))
            add("check-pin", disc_swatch(style.INK, QColor(255, 255, 255), 2, "S"))
        if sight:
            from .table import sight as S

            add("sight", zone_swatch(P.Style("sight", "", P.SIGHT_EDGE, 2.0, P.SOLID, fill=P.SIGHT_SHADE,
                                             alpha=S.SHADE_ALPHA / 255)))
        if heat is not None:
            from .table.heat_overlay import scale_image

            names["heat"] = self.tr("Heat map: the share of %1 each grid square sees, from 0 % (light, left) to "
                                    "100 % (dark, right); ticks every 25 %").replace("%1", heat)
            rows.append(("heat", _png(scale_image())))
        self.entries = [k for k, _ in rows]
        # The heat map's scale is wider than a swatch: a block of its own under the table of swatches.
        scale = "".join(f"<p><img src='{img}' width='160' height='16'><br>{html.escape(names[k])}</p>"
                        for k, img in rows if k == "heat")
        cells = "".join(f"<tr><td><img src='{img}' width='{SWATCH[0]}' height='{SWATCH[1]}'></td>"
                        f"<td>{html.escape(names.get(k, k))}</td></tr>" for k, img in rows if k != "heat")
        key = "".join(f"<tr><td align='right'><b>{e.number}</b></td><td>{html.escape(e.full)}</td></tr>"
                      for e in scene.key)
        # Outside the f-strings, where extraction tools read them (inside one these headings once stayed English).
        objectives, legend = html.escape(self.tr("Objectives")), html.escape(self.tr("Legend"))
        parts = [f"<h4>{objectives}</h4><table cellspacing='2'>{key}</table>" if key else "",
                 f"<h4>{legend}</h4>{scale}<table cellspacing='3'>{cells}</table>"]
        self.setHtml("".join(parts))
