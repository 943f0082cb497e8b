"""How a printed map looks: its colours, each zone kind's line and pattern, the sizes of each layout,
and the per-marker measures (extent, size text, distances) both the drawing and the tables use.

Colours come from the shared palette (``its_desktop.presentation.palette``): the same meaning as on
screen. Legend texts are English msgids translated through the gettext catalog at the edge.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from reportlab.lib.colors import Color

from its_desktop.domain import lengths
from its_desktop.domain.i18n import _ as tr
from its_desktop.presentation.units import unit_symbol
from its_desktop.domain.mission import ResolvedMission
from its_desktop.domain.mission.resolved import ResolvedMarker, ResolvedZone
from its_desktop.presentation import palette
from its_desktop.presentation.colour import over

from .text import number

PT_PER_MM = 72 / 25.4


def rgb(r: int, g: int, b: int) -> Color:
    return Color(r / 255, g / 255, b / 255)


BLACK = Color(0, 0, 0)
WHITE = Color(1, 1, 1)
INK = Color(0.15, 0.15, 0.15)
DIM = Color(0.3, 0.3, 0.3)
# Colours from the shared palette (its_desktop.presentation.palette): the same meaning as on screen.
PLAYER = {"A": rgb(*palette.PLAYER["A"]), "B": rgb(*palette.PLAYER["B"])}


def _deployment_tint(side: str) -> Color:
    style = palette.zone_style("deployment", side)
    assert style.fill is not None  # the palette tints both deployment zones
    return rgb(*over(style.fill, style.alpha, palette.WHITE))


TINT: dict[str | None, Color] = {"A": _deployment_tint("A"), "B": _deployment_tint("B"), None: rgb(225, 225, 225)}
INFERRED = rgb(*palette.INFERRED)
GREEN = rgb(*palette.HAZARD)  # hazard areas (the name kept for the printing code that uses it)
SLATE = rgb(*palette.zone_style("quadrant").stroke)
MARKER_FILL = {kind: rgb(*c) for kind, c in palette.MARKER_FILL.items()}
MARKER_DEFAULT = rgb(*palette.MARKER_DEFAULT)
SUPERSCRIPT = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")

# Zones drawn in this order (fills first, then hatching, then outlines), and how each kind looks.
FILL_ORDER = ["landing", "placement", "area", "deployment", "dead", "room", "quadrant", "sector", "hazard", "exclusion"]
SKIPPED_KINDS = {"half"}  # a table half is the central line, drawn on its own


@dataclass(frozen=True)
class ZoneLook:
    stroke: Color
    width: float = 1.0
    fill: Color | None = None
    hatch: Color | None = None
    hatch_dir: int = 1
    dash: tuple[float, ...] = ()
    legend: str = ""
    hatch_scale: float = 1.0
    dots: Color | None = None    # a dot screen: a texture that stays when colour and grey levels do not
    cross: bool = False          # hatch both ways


def _fill(style: palette.Style) -> Color | None:
    """A palette fill at its opacity, as it lands on white paper (printers have no alpha to spare)."""
    return None if style.fill is None else rgb(*over(style.fill, style.alpha, palette.WHITE))


def zone_look(kind: str, owner: str | None) -> ZoneLook:
    """How a zone kind prints: the shared palette's colours, with a pattern wherever grey alone would blur
    two kinds together (cross-hatched exclusion, dotted dead zones, hatched hazards; A and B apart by
    luminance and by their names)."""
    st = palette.zone_style(kind, owner)
    if kind == "deployment":
        return ZoneLook(PLAYER.get(owner or "", DIM), 1.2, fill=_fill(st) or TINT[None],
                        legend=tr("Deployment Zone {owner}").format(owner=owner) if owner else tr("Deployment Zone"))
    if kind == "exclusion":
        return ZoneLook(rgb(*st.stroke), 1.0, fill=_fill(st), hatch=rgb(*st.hatch.color) if st.hatch else DIM,
                        cross=True, hatch_scale=0.7, legend=tr("Exclusion Zone (cross-hatched)"))
    if kind == "dead":
        # Paler than on screen: the dots carry the darkness, and the mean grey lands between A's and B's
        # tints and well above the exclusion zone's, so no two of the four print alike.
        pale = rgb(*over(st.fill, st.alpha * 0.6, palette.WHITE)) if st.fill else None
        return ZoneLook(rgb(*st.stroke), 0.9, fill=pale, dash=(1, 1.5), legend=tr("Dead Zone (grey, dotted)"),
                        dots=Color(0.2, 0.2, 0.2))
    if kind == "hazard":
        return ZoneLook(GREEN, 1.0, fill=_fill(st), hatch=GREEN, hatch_dir=-1, legend=tr("Hazard area (hatched)"))
    if kind == "room":
        return ZoneLook(BLACK, 2.5, fill=_fill(st), legend=tr("Room (thick line: walls)"))
    if kind in ("quadrant", "sector"):
        return ZoneLook(SLATE, 1.1, dash=(5, 2), legend=tr("Quadrant (dashed outline)") if kind == "quadrant"
                        else tr("Sector (dashed outline)"))
    if kind in ("area", "placement", "landing"):
        legend = {"area": tr("Area (dashed)"), "placement": tr("Placement area (dashed)"),
                  "landing": tr("Landing area (dashed)")}[kind]
        return ZoneLook(Color(0.4, 0.4, 0.4), 0.8, dash=(4, 2), legend=legend)
    return ZoneLook(DIM, 1.0, legend=kind.capitalize())


@dataclass(frozen=True)
class Look:
    """Sizes for one layout, in points."""

    label: float = 6.5        # zone names
    callout: float = 6.0      # dimension values
    number: float = 7.0       # marker numbers
    line: float = 0.8         # base line width (scaled by each zone's width)
    hatch: float = 4.0        # hatch spacing
    tick: float = 2.5         # dimension tick length
    pad: float = 2.0
    grid: bool = False
    marker_labels: bool = False
    inside_annotations: bool = False  # side names and deployment depths inside the table (tiles)


FIT_LOOK = Look()
TILE_LOOK = Look(label=10, callout=9, number=12, line=1.2, hatch=16.0, tick=6, pad=5, grid=True,
                 marker_labels=True, inside_annotations=True)


def visible_zones(mission: ResolvedMission, round_: int | None = None) -> list[ResolvedZone]:
    """The zones a printed map shows, no halves. ``round_``: that round's per-round zones only; ``None``:
    every round's, a zone that grows round by round drawn as the steps it grows by ("… from round 2")."""
    out = [z for z in mission.zones
           if z.kind not in SKIPPED_KINDS and (round_ is None or not z.per_round or round_ in (z.rounds or []))]
    if round_ is None:
        out = _round_steps(out)
    order = {k: i for i, k in enumerate(FILL_ORDER)}
    return sorted(out, key=lambda z: (order.get(z.kind, len(order)), z.rounds or []))


def _round_steps(zones: list[ResolvedZone]) -> list[ResolvedZone]:
    groups: dict[str, list[ResolvedZone]] = {}
    for z in zones:
        if z.per_round:
            groups.setdefault(z.group, []).append(z)
    replaced: dict[str, ResolvedZone] = {}
    for members in groups.values():
        members.sort(key=lambda z: (z.rounds or [0])[0])
        nested = all(a.geometry.difference(b.geometry).area < 1e-6 for a, b in zip(members, members[1:]))
        for i, z in enumerate(members):
            n = (z.rounds or [0])[0]
            # the resolved name carries " (round n)" in the current language, as resolve.py wrote it
            base = z.name.replace(tr(" (round {n})").format(n=n), "")
            if nested:
                geom = z.geometry if i == 0 else z.geometry.difference(members[i - 1].geometry)
                name = tr("{zone}, from round {n}").format(zone=base, n=n)
                replaced[z.id] = dataclasses.replace(z, geometry=geom, name=name)
            else:
                replaced[z.id] = dataclasses.replace(z, name=base + tr(", round {n}").format(n=n))
    return [replaced.get(z.id, z) for z in zones]


def round_step(z: ResolvedZone) -> int | None:
    """The round a per-round zone belongs to (None for a zone of every round)."""
    return z.rounds[0] if z.per_round and z.rounds else None


def look_of(z: ResolvedZone) -> ZoneLook:
    """A zone's look; the rounds of a per-round zone differ in hatch spacing and direction, not only colour."""
    look = zone_look(z.kind, z.owner)
    n = round_step(z)
    if n is None:
        return look
    scale = (0.5, 1.0, 1.8, 2.6)[min(n - 1, 3)]
    hatching = (tr("dense hatching"), tr("medium hatching"), tr("sparse hatching"),
                tr("very sparse hatching"))[min(n - 1, 3)]
    legend = tr("{zone}, from round {n} ({hatching})").format(zone=look.legend.split(",")[0].split(" (")[0], n=n,
                                                               hatching=hatching)
    return dataclasses.replace(look, hatch_dir=1 if n % 2 == 0 else -1, hatch_scale=scale, legend=legend,
                               dash=((4, 1.5), (), (1.5, 1.5), (6, 2))[min(n - 1, 3)])


def superscript(n: int | None) -> str:
    return "" if n is None else str(n).translate(SUPERSCRIPT)


def marker_extent(m: ResolvedMarker, unit_mm: float) -> tuple[float, float]:
    """Half extents (table units) along x and y."""
    if m.diameter_mm is not None:
        r = m.diameter_mm / unit_mm / 2
        return r, r
    assert m.footprint is not None
    return m.footprint[0] / 2, m.footprint[1] / 2


def marker_size_text(m: ResolvedMarker, mission: ResolvedMission) -> str:
    if m.diameter_mm is not None:
        return f"{number(m.diameter_mm)} {unit_symbol('mm')}"
    assert m.footprint is not None
    return lengths.size(m.footprint[0], m.footprint[1], mission.season.unit)


@dataclass(frozen=True)
class MarkerDistances:
    edge: float          # to the nearest side edge (x = 0 or x = W), table units, to the centre
    edge_side: str       # "left" / "right" as Side A sees the table
    centre: float        # to the central line y = D/2
    half: str | None     # "A" / "B" half, None on the line


def distances(m: ResolvedMarker, mission: ResolvedMission) -> MarkerDistances:
    left, right = m.x, mission.width - m.x
    dy = m.y - mission.depth / 2
    half = None if abs(dy) < 1e-9 else ("A" if dy < 0 else "B")
    if left <= right + 1e-9:
        return MarkerDistances(left, "left", abs(dy), half)
    return MarkerDistances(right, "right", abs(dy), half)



def ruler_step(mission: ResolvedMission) -> int:
    """Table units between numbered ruler marks: 6 in; 4 units (10 cm) when lengths are shown in cm."""
    return 6 if lengths.shown_unit(mission.season.unit) == "in" else 4
