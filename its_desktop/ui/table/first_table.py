"""The first table at start-up, drawn from a small cache before the mission library loads.

Loading the library (pydantic, Shapely, NumPy) costs several times a bare window's start. The
table last opened is therefore kept as plain polygons, numbers and codes in a JSON file beside the
settings; at start-up the window draws it from there with the same backdrop code, and the live
scene replaces it once the library is loaded. The cache names a hash of the scenario and season
files: a changed library is never drawn from an old cache.

The very first start has no cache yet, so the default table (``DEFAULT``) ships as one per language,
made from the library (``python -m its_desktop.ui.table.first_table``; a test fails when one no
longer matches). A cache in another language than the window's is not drawn: zone codes are words.
"""

from __future__ import annotations

import json
import sys
import zlib
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QRectF, QStandardPaths
from PySide6.QtGui import QBrush, QPainter
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsRectItem, QGraphicsScene

from its_desktop.domain import files
from its_desktop.presentation import palette as P

from . import style
from .backdrop import ORDER, paint_backdrop, rings_path
from .label import Label

if TYPE_CHECKING:
    from its_desktop.domain.mission import ResolvedMission

FORMAT = 2
MARGIN = 3.0
DEFAULT = ("s16/supremacy", 300)  # the table a first start opens (MainWindow's default setting)


def cache_path() -> Path:
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppLocalDataLocation)
    return Path(base or ".") / "first-table.json"


def shipped_path(lang: str = "en") -> Path:
    return Path(str(resources.files("its_desktop.resources") / "first_table" / f"{lang}.json"))


def _language() -> str:
    from its_desktop.domain import i18n

    return i18n.language()


def _stamp(mission_id: str) -> str | None:
    """A checksum of the scenario and season files (the cache's validity: contents, not times, so the
    shipped default stays valid wherever the package is installed; CRC-32 and sizes, as hashlib's
    OpenSSL costs ~5 ms of start-up)."""
    root = Path(str(resources.files("its_desktop.maps")))
    season, _, name = mission_id.partition("/")
    parts = [f"v{FORMAT}"]
    try:
        for f in (root / season / f"{name}.toml", root / season / "season.toml"):
            raw = f.read_bytes()
            parts.append(f"{len(raw)}:{zlib.crc32(raw):08x}")
    except (OSError, ValueError):
        return None
    return "-".join(parts)


def write(mission: ResolvedMission, path: Path | None = None) -> None:
    """Remember ``mission`` as the next start's first table (best effort: a failure costs speed only)."""
    from its_desktop.presentation.labels import objective_key, zone_codes

    codes = zone_codes(mission.zones)
    zones = []
    for z in mission.zones:
        if z.kind == "half":
            continue
        polygons = [[list(map(list, p.exterior.coords)), *[list(map(list, r.coords)) for r in p.interiors]]
                    for p in getattr(z.geometry, "geoms", [z.geometry])]
        c = z.geometry.representative_point()
        zones.append({"kind": z.kind, "owner": z.owner, "polygons": polygons, "inferred": bool(z.inferred),
                      "round1": not z.per_round or 1 in (z.rounds or []), "code": codes.get(z.id, ""),
                      "at": [c.x, c.y]})
    key = objective_key(mission.markers)
    markers = []
    for m, entry in zip(mission.markers, key):
        r = m.radius(mission.unit_mm)
        w, d = (2 * r, 2 * r) if m.diameter_mm is not None else tuple(m.footprint or (1.0, 1.0))
        markers.append({"x": m.x, "y": m.y, "w": w, "d": d, "round": m.diameter_mm is not None,
                        "kind": m.kind, "number": entry.number})
    data = {"format": FORMAT, "lang": _language(), "mission": mission.scenario.id, "points": mission.points,
            "stamp": _stamp(mission.scenario.id), "width": mission.width, "depth": mission.depth,
            "zones": zones, "markers": markers}
    path = path or cache_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        files.write_text(path, json.dumps(data, separators=(",", ":")))  # atomic; a regular file only
    except OSError:
        pass


def read(mission_id: str, points: int, path: Path | None = None) -> dict[str, Any] | None:
    """The cached table ``mission_id`` at ``points`` in the current language (zone codes are words: "DZ A",
    "ZD A"): from ``path``, else the user's cache, else the shipped default; None when none holds that
    table as the library has it now."""
    lang = _language()
    if path is not None:
        return _read(path, mission_id, points, lang)
    return _read(cache_path(), mission_id, points, lang) or _read(shipped_path(lang), mission_id, points, lang)


def _read(path: Path, mission_id: str, points: int, lang: str) -> dict[str, Any] | None:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("lang") != lang \
            or data.get("mission") != mission_id \
            or data.get("points") != points or data.get("stamp") != _stamp(mission_id):
        return None
    return data


class PreviewScene(QGraphicsScene):
    """The cached table: zones, numbered objectives and zone codes, nothing interactive."""

    laid_out = False  # the view has laid the labels out for its scale

    def __init__(self, data: dict[str, Any], parent=None) -> None:
        super().__init__(parent)
        self.table_width, self.depth = float(data["width"]), float(data["depth"])
        self.px_per_unit, self.seat = 13.0, "A"
        self.setSceneRect(QRectF(-MARGIN, -MARGIN, self.table_width + 2 * MARGIN, self.depth + 2 * MARGIN))
        zones = sorted((z for z in data["zones"] if z["round1"]), key=lambda z: ORDER.get(z["kind"], len(ORDER)))
        self._zones = [(P.zone_style(z["kind"], z["owner"]), rings_path(z["polygons"]), z["inferred"]) for z in zones]
        self.labels: list[Label] = []
        for z in zones:
            if z["code"]:
                color = style.PLAYER.get(z["owner"]) if z["kind"] == "deployment" else None
                self._label(z["code"], z["at"], 13, color)
        for m in data["markers"]:
            rect = QRectF(m["x"] - m["w"] / 2, m["y"] - m["d"] / 2, m["w"], m["d"])
            item = QGraphicsEllipseItem(rect) if m["round"] else QGraphicsRectItem(rect)
            item.setBrush(QBrush(style.MARKER_FILL.get(m["kind"], style.MARKER_DEFAULT)))
            item.setPen(style.pen(style.INK, 1.5))
            self.addItem(item)
            self._label(str(m["number"]), [m["x"], m["y"]], 11, None, halo=False)

    def _label(self, text: str, at, px: float, color, halo: bool = True) -> None:
        lab = Label(text, px=px, bold=True, color=color)
        if not halo:
            lab.halo = lab.plate = style.qcolor(P.WHITE, 0.0)
        lab.setPos(QPointF(at[0], at[1]))
        self.addItem(lab)
        self.labels.append(lab)

    def layout_labels(self, px_per_unit: float | None = None, seat: str | None = None) -> None:
        self.px_per_unit = px_per_unit or self.px_per_unit
        self.seat = seat or self.seat
        for lab in self.labels:
            lab.set_scale(1 / self.px_per_unit, self.seat)

    # Qt passes a QRectF; PySide6's stub also admits QRect (its implicit conversion) in the base class.
    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:  # type: ignore[override]  # noqa: N802
        paint_backdrop(painter, rect, self.table_width, self.depth, self._zones)


def write_default(folder: Path | None = None) -> list[Path]:
    """Make the shipped caches of the default table, one per language, from the library (run when the
    library or the zone codes change)."""
    from its_desktop.domain import i18n
    from its_desktop.domain.mission import catalog

    was, paths = i18n.language(), []
    try:
        for lang in i18n.LANGUAGES:
            i18n.set_language(lang)
            path = (folder / f"{lang}.json") if folder is not None else shipped_path(lang)
            write(catalog.mission(*DEFAULT), path)
            paths.append(path)
    finally:
        i18n.set_language(was)
    return paths


if __name__ == "__main__":
    print(*write_default(Path(sys.argv[1]) if len(sys.argv) > 1 else None), sep="\n")
