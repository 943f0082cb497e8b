"""Colours and pens of the table drawing. Pens are cosmetic: the scene is in table units."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QPen

PLAYER = {"A": QColor(40, 110, 220), "B": QColor(215, 55, 45), None: QColor(120, 120, 120)}
TABLE = QColor(236, 230, 214)
INFERRED = QColor(235, 140, 0)
MARKER_FILL = {
    "console": QColor(250, 210, 60), "antenna": QColor(120, 200, 120), "tech_coffin": QColor(150, 110, 200),
    "objective": QColor(250, 160, 60), "panoply": QColor(250, 160, 60), "heating_unit": QColor(250, 120, 80),
    "server": QColor(150, 110, 200), "beacon": QColor(70, 200, 220), "supply_box": QColor(200, 170, 110),
    "civilian": QColor(230, 230, 230), "gate": QColor(90, 90, 90), "data_pack": QColor(70, 200, 220),
}


def pen(color: QColor, width: float = 1.0, style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
    p = QPen(color, width, style)
    p.setCosmetic(True)
    return p


def alpha(color: QColor, a: int) -> QColor:
    c = QColor(color)
    c.setAlpha(a)
    return c


def zone_brush(kind: str, owner: str | None) -> QBrush:
    if kind == "deployment":
        return QBrush(alpha(PLAYER[owner], 55))
    if kind == "exclusion":
        return QBrush(alpha(QColor(60, 60, 60), 110), Qt.BrushStyle.BDiagPattern)
    if kind == "dead":
        return QBrush(alpha(QColor(60, 60, 60), 90), Qt.BrushStyle.Dense6Pattern)
    if kind == "hazard":
        return QBrush(alpha(QColor(40, 150, 40), 120), Qt.BrushStyle.FDiagPattern)
    if kind == "room":
        return QBrush(alpha(QColor(90, 90, 90), 40))
    return QBrush(Qt.BrushStyle.NoBrush)


def zone_pen(kind: str, owner: str | None) -> QPen:
    if kind == "deployment":
        return pen(PLAYER[owner], 1.5)
    if kind in ("half", "area", "placement", "landing"):
        return pen(QColor(90, 90, 90), 1.0, Qt.PenStyle.DashLine)
    if kind == "room":
        return pen(QColor(40, 40, 40), 3.0)
    return pen(QColor(70, 70, 70), 1.2)


def domination_brush(dominated_by: str | None, tie: bool) -> QBrush:
    if dominated_by in ("A", "B"):
        return QBrush(alpha(PLAYER[dominated_by], 60))
    if dominated_by == "?":
        return QBrush(alpha(QColor(120, 120, 120), 60), Qt.BrushStyle.CrossPattern)
    if tie:
        return QBrush(alpha(QColor(150, 80, 180), 60), Qt.BrushStyle.Dense5Pattern)
    return QBrush(Qt.BrushStyle.NoBrush)
