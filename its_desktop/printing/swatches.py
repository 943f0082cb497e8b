"""The legend's samples (a zone kind, a marker, the central line, scenery) and the legend's entries."""

from __future__ import annotations

import math
from collections.abc import Iterable

from reportlab.lib.colors import Color
from reportlab.pdfgen.canvas import Canvas

from its_desktop.domain.i18n import _ as tr
from its_desktop.domain.i18n import pgettext, semicolon
from its_desktop.domain.mission import ResolvedMission
from its_desktop.domain.mission.resolved import ResolvedMarker, ResolvedZone
from its_desktop.domain.terrain.pieces import Piece

from .looks import (
    BLACK, INFERRED, INK, MARKER_DEFAULT, MARKER_FILL, ZoneLook, look_of, marker_size_text, round_step, zone_look,
)


def zone_swatch(c: Canvas, kind: str, owner: str | None, x: float, y: float, w: float, h: float,
                inferred: bool = False, look: ZoneLook | None = None) -> None:
    """A legend sample of a zone kind (``look``: a per-round zone's own)."""
    look = look or zone_look(kind, owner)
    c.saveState()
    p = c.beginPath()
    p.rect(x, y, w, h)
    if look.fill is not None:
        c.setFillColor(look.fill)
        c.rect(x, y, w, h, stroke=0, fill=1)
    if look.hatch is not None:
        c.clipPath(p, stroke=0, fill=0)
        c.setStrokeColor(look.hatch)
        c.setLineWidth(0.4)
        t = x - h
        while t <= x + w:
            if look.hatch_dir > 0 or look.cross:
                c.line(t, y, t + h, y + h)
            if look.hatch_dir < 0 or look.cross:
                c.line(t, y + h, t + h, y)
            t += 3 * look.hatch_scale * math.sqrt(2)
    if look.dots is not None:
        c.clipPath(p, stroke=0, fill=0)
        c.setFillColor(look.dots)
        for i in range(int(w // 3) + 1):
            for j in range(int(h // 3) + 1):
                c.circle(x + 1.5 + i * 3 + (1.5 if j % 2 else 0), y + 1.5 + j * 3, 0.45, stroke=0, fill=1)
    c.restoreState()
    c.saveState()
    if inferred:
        c.setStrokeColor(INFERRED)
        c.setLineWidth(1.2)
        c.setDash([3, 2])
    else:
        c.setStrokeColor(look.stroke)
        c.setLineWidth(min(look.width, 2.0))
        if look.dash:
            c.setDash(list(look.dash))
    c.rect(x, y, w, h, stroke=1, fill=0)
    c.restoreState()


def marker_swatch(c: Canvas, kind: str, x: float, y: float, h: float, inferred: bool = False) -> None:
    c.saveState()
    c.setFillColor(MARKER_FILL.get(kind, MARKER_DEFAULT))
    if inferred:
        c.setStrokeColor(INFERRED)
        c.setDash([2, 1.5])
        c.setLineWidth(1.1)
    else:
        c.setStrokeColor(INK)
        c.setLineWidth(0.6)
    if kind == "gate":
        c.rect(x, y + h * 0.3, h * 1.4, h * 0.4, stroke=1, fill=1)
    else:
        c.circle(x + h / 2, y + h / 2, h / 2, stroke=1, fill=1)
    c.restoreState()


def scenery_swatch(c: Canvas, height: str, roof: bool, x: float, y: float, w: float, h: float) -> None:
    """A legend sample of scenery as the map draws it (``draw.TableRenderer.pieces``): solid grey, hatched,
    dotted outline; a heavier outline for a roof."""
    c.saveState()
    c.setStrokeColor(Color(0.08, 0.08, 0.08))
    c.setLineWidth(1.6 if roof else 0.8)
    c.setDash([1, 2] if height == "low" else [])
    if height == "blocks":
        c.setFillColor(Color(0.35, 0.35, 0.35))
        c.rect(x, y, w, h, stroke=1, fill=1)
    else:
        c.setFillColor(Color(1, 1, 1))
        c.rect(x, y, w, h, stroke=1, fill=1)
        if height == "partial":
            p = c.beginPath()
            p.rect(x, y, w, h)
            c.clipPath(p, stroke=0, fill=0)
            c.setStrokeColor(Color(0.3, 0.3, 0.3))
            c.setLineWidth(0.5)
            t = x - h
            while t <= x + w:
                c.line(t, y, t + h, y + h)
                t += 3 * math.sqrt(2)
    c.restoreState()


def scenery_entries(scenery: Iterable[Piece]) -> list[tuple[str, tuple, str]]:
    """The legend's entries for the kinds of scenery on the map (only those present)."""
    pieces = list(scenery)
    texts = {"blocks": tr("Scenery: stops every line of fire"),
             "partial": tr("Scenery: stops lines of fire between shorter models"),
             "low": tr("Low scenery: cover only")}
    out = [("piece", (height, False), text) for height, text in texts.items() if any(p.height == height for p in pieces)]
    if any(p.roof for p in pieces):
        out.append(("piece", ("blocks", True), tr("Roofed scenery: heavy outline")))
    return out


def central_line_swatch(c: Canvas, x: float, y: float, w: float, h: float) -> None:
    c.saveState()
    c.setStrokeColor(BLACK)
    c.setLineWidth(0.8)
    c.setDash([5, 1.6, 0.8, 1.6])
    c.line(x, y + h / 2, x + w, y + h / 2)
    c.restoreState()


def legend_entries(mission: ResolvedMission, zones: Iterable[ResolvedZone],
                   key: bool = True) -> list[tuple[str, tuple, str]]:
    """(kind of swatch, its arguments, text) for each zone and marker kind on the map. With ``key`` each
    zone's short name is given its long name ("Q1: Quadrant A left"); without, the kinds only, as before
    short names (a page with no room for the key: the map's labels keep the short names)."""
    zones = list(zones)
    out: list[tuple[str, tuple, str]] = []
    seen: set[tuple[str, str | None, int | None]] = set()
    for z in zones:
        group = (z.kind, z.owner if z.kind == "deployment" else None, round_step(z))
        if group in seen:
            continue
        seen.add(group)
        look = look_of(z)
        # the key to the short names drawn on the map: "Q1: Quadrant A left; Q2: …"
        same = [o for o in zones if (o.kind, o.owner if o.kind == "deployment" else None, round_step(o)) == group
                and o.short]
        names = semicolon().join(pgettext("zone key", "{short}: {name}").format(short=o.short, name=o.name)
                                 for o in same) if key else ""
        out.append(("zone", (z.kind, group[1], False, look), f"{look.legend} — {names}" if names else look.legend))
    out.append(("line", (), tr("Central line")))
    kinds: dict[str, ResolvedMarker] = {}
    for m in mission.markers:
        kinds.setdefault(m.kind, m)
    for kind, m in kinds.items():
        name = m.name
        out.append(("marker", (kind, False), f"{name}, {marker_size_text(m, mission)}"))
    if any(z.inferred for z in zones) or any(m.inferred for m in mission.markers):
        out.append(("zone", ("inferred", None, True), tr("Inferred (the pack's map is lost): dashed orange, (?)")))
    return out
