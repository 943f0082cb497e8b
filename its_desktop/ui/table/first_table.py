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

from dataclasses import replace

import json
import sys
import zlib
from pathlib import Path
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QRectF, QStandardPaths
from PySide6.QtGui import QColor, QPainter, QPainterPath
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from its_desktop.presentation import labels as L
from its_desktop.domain import files
from its_desktop.domain.package_data import folder as package_folder  # not importlib.resources: ~5 ms of the paint
from its_desktop.presentation import palette as P
from its_desktop.presentation.units import ruler_marks, shown_unit

from . import style
from .backdrop import ORDER, paint_backdrop, rings_path
from .items import MarkerLook, paint_marker
from .label import Label

if TYPE_CHECKING:
    from its_desktop.domain.mission import ResolvedMission

FORMAT = 3  # 3: the live table's label texts, spots and short names, the rulers' unit
MARGIN = 3.0
DEFAULT = ("s16/supremacy", 300)  # the table a first start opens (MainWindow's default setting)


# What the user's cache file is known to hold (its path, the table, language and stamp): read or written by
# this process. Opening the table the cache already holds (every later start) rewrites nothing.
_held: tuple[Path, str, int, str, str | None] | None = None


def cache_path() -> Path:
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppLocalDataLocation)
    return Path(base or ".") / "first-table.json"


def shipped_path(lang: str = "en") -> Path:
    return package_folder("its_desktop.resources") / "first_table" / f"{lang}.json"


def _language() -> str:
    from its_desktop.domain import i18n

    return i18n.language()


def _stamp(mission_id: str) -> str | None:
    """A checksum of the scenario and season files (the cache's validity: contents, not times, so the
    shipped default stays valid wherever the package is installed; CRC-32 and sizes, as hashlib's
    OpenSSL costs ~5 ms of start-up)."""
    root = package_folder("its_desktop.maps")
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
    global _held
    path = path or cache_path()
    held = (path, mission.scenario.id, mission.points, _language(), _stamp(mission.scenario.id))
    if held == _held and path.is_file():
        return  # the file holds this table already (read at start-up, or written by this window)
    if path == cache_path() and _read(shipped_path(held[3]), *held[1:4]) is not None:
        # The shipped default is this very table: the next start reads it from there. Writing it would draw its
        # zones with Shapely, which a first start ever otherwise loads only after usable (with the evaluator).
        return
    from its_desktop.presentation.labels import objective_key, totals_text, zone_codes

    from .scene import label_spots

    codes = zone_codes(mission.zones)
    zones = []
    for z in mission.zones:
        if z.kind == "half":
            continue
        polygons = [[list(map(list, p.exterior.coords)), *[list(map(list, r.coords)) for r in p.interiors]]
                    for p in getattr(z.geometry, "geoms", [z.geometry])]
        code = codes.get(z.id, "")
        # What the live table writes there on an empty table: a Zone of Operations' code and totals.
        text = f"{code} {totals_text({'A': 0, 'B': 0}, None)}".strip() if z.is_zo else code
        zones.append({"kind": z.kind, "owner": z.owner, "polygons": polygons, "inferred": bool(z.inferred),
                      "round1": not z.per_round or 1 in (z.rounds or []), "code": code, "text": text,
                      "zo": z.is_zo, "spots": [list(p) for p in label_spots(z.geometry)]})
    key = objective_key(mission.markers)
    markers = []
    for m, entry in zip(mission.markers, key):
        r = m.radius(mission.unit_mm)
        w, d = (2 * r, 2 * r) if m.diameter_mm is not None else tuple(m.footprint or (1.0, 1.0))
        markers.append({"x": m.x, "y": m.y, "w": w, "d": d, "round": m.diameter_mm is not None,
                        "kind": m.kind, "number": entry.number, "short": entry.short,
                        "inferred": bool(m.inferred)})
    sides = {side: _side_word().replace("%1", side) for side in ("A", "B")}
    data = {"format": FORMAT, "lang": _language(), "mission": mission.scenario.id, "points": mission.points,
            "stamp": _stamp(mission.scenario.id), "width": mission.width, "depth": mission.depth,
            "unit": mission.season.unit, "unit_mm": mission.unit_mm, "sides": sides,
            "zones": zones, "markers": markers}
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        files.write_text(path, json.dumps(data, separators=(",", ":")))  # atomic; a regular file only
    except OSError:
        return
    _held = held


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
    global _held
    _held = (path, mission_id, points, lang, data["stamp"])
    return data


def _inside(path: QPainterPath) -> Callable[[tuple[float, float, float, float]], bool]:
    """A label's rectangle lies within the zone (the live table asks Shapely; the picture, Qt)."""
    return lambda r: path.contains(QRectF(r[0], r[1], r[2] - r[0], r[3] - r[1]))


class _Marker(QGraphicsItem):
    """An objective as the live table draws it before anyone touches it (its painter, its number)."""

    def __init__(self, rect: QRectF, m: dict[str, Any]) -> None:
        super().__init__()
        self._rect, self._round, self._number = rect, bool(m["round"]), int(m["number"])
        self._fill = style.MARKER_FILL.get(m["kind"], style.MARKER_DEFAULT)
        self._look = MarkerLook(inferred=bool(m["inferred"]))

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return self._rect.adjusted(-0.6, -0.6, 0.6, 0.6)

    def paint(self, painter, option, widget=None) -> None:
        paint_marker(painter, self._rect, self._round, self._fill, self._look, self._number)


class PreviewScene(QGraphicsScene):
    """The cached table: zones, numbered objectives, and the live table's labels placed by its own rules
    (zone texts inside their zones and off the objectives, objectives' names beside them, side names and
    rulers), so nothing moves or changes words when the live scene replaces it. Nothing interactive."""

    laid_out = False  # the view has laid the labels out for its scale

    def __init__(self, data: dict[str, Any], parent=None) -> None:
        super().__init__(parent)
        self.table_width, self.depth = float(data["width"]), float(data["depth"])
        self.px_per_unit, self.seat = 13.0, "A"
        self.setSceneRect(QRectF(-MARGIN, -MARGIN, self.table_width + 2 * MARGIN, self.depth + 2 * MARGIN))
        zones = sorted((z for z in data["zones"] if z["round1"]), key=lambda z: ORDER.get(z["kind"], len(ORDER)))
        self._zones = [(P.zone_style(z["kind"], z["owner"]), rings_path(z["polygons"]), z["inferred"]) for z in zones]
        self.labels: list[Label] = []
        # (label, px at the default zoom, how it is placed): "fixed" at its spot, a zone's spots, an objective
        self._placing: list[tuple[Label, float, Any]] = []
        for side, text in data["sides"].items():
            lab = self._label(text, [0.0, 0.0], 13, style.PLAYER[side])
            self._placing.append((lab, 13, ("side", side)))
        unit = shown_unit(data["unit"])  # the user's chosen units, else the pack's own, as the table will draw
        for pos, text in ruler_marks(self.table_width, unit):
            self._placing.append((self._ruler(text, pos, -1.2), 10, ("fixed",)))
        for pos, text in ruler_marks(self.depth, unit):
            self._placing.append((self._ruler(text, -1.4, pos), 10, ("fixed",)))
        self._obstacles = []
        self._markers: list[_Marker] = []
        for m in data["markers"]:
            rect = QRectF(m["x"] - m["w"] / 2, m["y"] - m["d"] / 2, m["w"], m["d"])
            self._obstacles.append((rect.left(), rect.top(), rect.right(), rect.bottom()))
            marker = _Marker(rect, m)
            self._markers.append(marker)  # held here too: the scene's ownership alone let PySide6 free it
            self.addItem(marker)
            if m["short"]:
                lab = self._label(m["short"], [m["x"], m["y"]], 11, None, bold=False)
                self._placing.append((lab, 11, ("marker", rect.center().x(), rect.center().y(),
                                                max(rect.width(), rect.height()) / 2)))
        for z in zones:
            if z["text"]:
                color = style.PLAYER.get(z["owner"]) if z["kind"] == "deployment" else None
                lab = self._label(z["text"], z["spots"][0], 13, color)
                # Everything the layout reads, read here: a damaged cache fails while the window can still
                # do without the picture, not while painting.
                spots = [(float(x), float(y)) for x, y in z["spots"]]
                self._placing.append((lab, 13, ("zone", str(z["text"]), str(z["code"]), bool(z["zo"]),
                                                rings_path(z["polygons"]), spots)))

    def _ruler(self, text: str, x: float, y: float) -> Label:
        lab = Label(text, px=10, color=QColor(80, 80, 80))
        lab.setPos(QPointF(x, y))
        self.addItem(lab)
        self.labels.append(lab)
        return lab

    def _label(self, text: str, at, px: float, color, halo: bool = True, bold: bool = True) -> Label:
        lab = Label(text, px=px, bold=bold, color=color)
        if not halo:
            lab.halo = lab.plate = style.qcolor(P.WHITE, 0.0)
        lab.setPos(QPointF(at[0], at[1]))
        self.addItem(lab)
        self.labels.append(lab)
        return lab

    def layout_labels(self, px_per_unit: float | None = None, seat: str | None = None) -> None:
        """As ``TableScene.layout_labels``: sides and rulers fixed, then zone texts (Zones of Operations
        first; shortened to the code where the text finds no room), then objectives' names."""
        from its_desktop.presentation.label_placement import Placer, Request

        self.px_per_unit = px_per_unit or self.px_per_unit
        self.seat = seat or self.seat
        upp = 1 / self.px_per_unit
        grow = min(max(self.px_per_unit / 13.0, 1.0), 1.6) ** 0.5
        table = (0.0, 0.0, self.table_width, self.depth)
        margin_box = (-MARGIN, -MARGIN, self.table_width + MARGIN, self.depth + MARGIN)
        placer = Placer(obstacles=list(self._obstacles))
        for lab in self.labels:
            lab.set_scale(upp, self.seat)

        def size(lab: Label, text: str | None = None) -> tuple[float, float]:
            w, h = lab.pixel_size(text)
            return w * upp, h * upp

        requests = []
        for lab, px, how in self._placing:
            if how[0] in ("side", "fixed"):
                if how[0] == "side":
                    half = min(size(lab)[1] / 2 + 0.02, MARGIN / 2)
                    lab.setPos(self.table_width / 2, -MARGIN + half if how[1] == "A" else self.depth + MARGIN - half)
                p = lab.pos()
                req = Request(f"fixed-{id(lab)}", 0, [size(lab)], (p.x(), p.y()), spots=[(p.x(), p.y())],
                              around=False, bounds=margin_box)
                lab.setVisible(placer.place(req) is not None)
                continue
            lab.set_px(px * grow)
            if how[0] == "zone":
                _, text, code, zo, path, spots = how
                totals = text[len(code) + 1:] if code and text.startswith(code + " ") else ""
                variants = L.zone_variants(text, code, "", totals)  # as the live table's (scene.layout_labels)
                requests.append((Request(f"zone-{id(lab)}", 1 if zo else 2, [size(lab, v) for v in variants],
                                         spots[0], spots=spots, around=False, bounds=table,
                                         fits=_inside(path)),
                                 lab, variants))
            else:
                _, x, y, radius = how
                requests.append((Request(f"marker-{id(lab)}", 3, [size(lab)], (x, y), radius=radius, bounds=table),
                                 lab, [lab.text()]))
        for req, lab, variants in sorted(requests, key=lambda t: t[0].priority):
            lab.set_scale(upp, self.seat)
            placed = placer.place(req)
            if placed is None and req.fits is not None and req.priority == 1 and req.key.startswith("zone-"):
                # A Zone of Operations with no room inside is named beside it, as the live table does.
                short = variants[-2:] if len(variants) > 1 else variants
                box = next(h[4] for lb, _px, h in self._placing if lb is lab).boundingRect()
                placed = placer.place(replace(req, variants=[size(lab, v) for v in short], around=True, fits=None,
                                              radius=max(box.width(), box.height()) / 2))
                if placed is not None:
                    variants = short
            if placed is None:
                lab.setVisible(False)
                continue
            if len(variants) > 1:
                lab.setText(variants[placed.variant])
            lab.setPos(QPointF((placed.rect[0] + placed.rect[2]) / 2, (placed.rect[1] + placed.rect[3]) / 2))
            lab.setVisible(True)

    # Qt passes a QRectF; PySide6's stub also admits QRect (its implicit conversion) in the base class.
    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:  # type: ignore[override]  # noqa: N802
        paint_backdrop(painter, rect, self.table_width, self.depth, self._zones)


def _side_word() -> str:
    """The table's "Side %1" in the cache's language (the rules layer's, as the zone codes): Qt's translator is
    not installed when the shipped caches are made, and the French and Spanish first paint said "Side A"."""
    from its_desktop.ui import qt_catalog

    found = qt_catalog.CatalogTranslator(_language()).translate("TableScene", "Side %1")
    return found or "Side %1"


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
