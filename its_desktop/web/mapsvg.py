"""The live table as SVG, drawn from the public table view (``PublicState.table_view``) only.

One SVG unit is one table unit (inch); Side A's edge is at the bottom, as the window shows it from Player
A's seat. Strokes are in screen pixels (``vector-effect: non-scaling-stroke``) so the map reads the same in
a 420 px mini-map and a full-screen browser source. Hatches are SVG patterns in table units, so they
scale with the table, not with the screen.
"""

from __future__ import annotations

from functools import partial
from html import escape
from typing import Any

from its_desktop.domain.i18n import _
from its_desktop.presentation import palette
from its_desktop.presentation.colour import to_hex
from its_desktop.presentation.label_placement import Placer, Rect, Request
from its_desktop.presentation.labels import domination_badge, zone_code

HATCH_SPACING = 0.75  # table units between hatch lines

# -- the map's styles, from the one palette (presentation/palette.py) ----------------------------------
# Hue says which player, the pattern and border say what kind of area; hue is never the only cue, so the map
# reads in greyscale and for colour-blind viewers. The players' colours, the tie grey and the exclusion grey
# are the window's and the PDFs'; only the board and the ink are the stream's own: a slightly darker board
# and blacker ink read better over video.
PLAYER = {p: to_hex(palette.PLAYER[p]).upper() for p in ("A", "B")}  # strokes, bases, hatches
PLAYER_FILL = {p: to_hex(palette.PLAYER_LIGHT[p]).upper() for p in ("A", "B")}  # deployment tints
TIED = to_hex(palette.PLAYER_LIGHT[None]).upper()
BOARD = "#E9E7E0"
INK = "#111111"
GRID = "#00000022"
# Scenery as the window and the printed map draw it: solid dark grey where it stops every line of fire,
# hatched where only shorter models are stopped, a dotted outline for low cover, a heavier edge for a roof.
# Dark on the light board (about 9:1), and told apart by pattern and line, not by hue.
SCENERY = "#3A3A3A"

# role -> (fill, fill opacity, stroke, stroke width px, dash, label); the legend is made from this table.
ROLES = {
    "deployment-A": (PLAYER_FILL["A"], 0.35, PLAYER["A"], 2, None, "DZ A"),
    "deployment-B": (PLAYER_FILL["B"], 0.45, PLAYER["B"], 2, None, "DZ B"),
    "dominated-A": ("url(#hatch-A)", 1.0, PLAYER["A"], 3, "6 4", "A"),
    "dominated-B": ("url(#hatch-B)", 1.0, PLAYER["B"], 3, "6 4", "B"),
    "tied": (TIED, 0.55, "#777777", 2, "2 3", "="),
    "unknown": (TIED, 0.55, "#777777", 2, "2 3", "?"),
    "zone": ("none", 0.0, "#555555", 1.5, None, ""),
    "exclusion": ("url(#hatch-X)", 1.0, "#000000", 1, None, ""),
}


def render(view: dict[str, Any], *, width_px: int | None = None, theme: str = "light") -> str:
    w, d = float(view["width"]), float(view["depth"])
    provisional = bool(view.get("provisional"))  # the round is not scored yet: domination "so far"
    size = f' width="{int(width_px)}" height="{int(width_px * d / w)}"' if width_px else ""
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="-0.5 -0.5 {w + 1:g} {d + 1:g}"{size} '
           f'class="its-map theme-{escape(theme)}" role="img" aria-label="{escape(_title(view))}">',
           "<style>.s{vector-effect:non-scaling-stroke}.t{font-family:system-ui,sans-serif;font-weight:700;"
           "paint-order:stroke;stroke:#fff;stroke-width:0.12;stroke-linejoin:round}</style>",
           _defs(),
           f'<rect x="0" y="0" width="{w:g}" height="{d:g}" fill="{BOARD}" fill-opacity="0.92"/>',
           _grid(w, d)]
    for z in view["zones"]:
        out.append(_zone(z, d, provisional))
    out += [_piece(p, d) for p in view.get("scenery", [])]
    for z in view["zones"]:
        if z.get("is_zo"):
            out.append(_badge(z, _zone_label(z), d, w, provisional))
    for m in view["markers"]:
        out.append(_marker(m, d, w))
    # The other zones' names ("ZM A", "DZ B") where no objective is (an objective often sits at a zone's centre,
    # where a name would go), and drawn after the objectives: a name never hides under a marker.
    out += _zone_names(view, d, w)
    for t in view["troopers"]:
        out.append(_trooper(t, d, view))
    out.append(f'<rect class="s" x="0" y="0" width="{w:g}" height="{d:g}" fill="none" stroke="{INK}" '
               'stroke-width="2"/>')
    out.append("</svg>")
    return "".join(out)


def _title(view: dict[str, Any]) -> str:
    return _("Table of {scenario}, round {n}").format(scenario=view.get("mission_name") or view["mission"],
                                                     n=view["round"])


def _defs() -> str:
    s = HATCH_SPACING
    parts = ["<defs>"]
    for pid, colour, angle in (("hatch-A", PLAYER["A"], 45), ("hatch-B", PLAYER["B"], -45)):
        parts.append(f'<pattern id="{pid}" patternUnits="userSpaceOnUse" width="{s}" height="{s}" '
                     f'patternTransform="rotate({angle})"><rect width="{s}" height="{s}" fill="{colour}" '
                     f'fill-opacity="0.12"/><line x1="0" y1="0" x2="0" y2="{s}" stroke="{colour}" '
                     f'stroke-width="{s / 4:.3f}" stroke-opacity="0.75"/></pattern>')
        # provisional (the round not scored yet): half the lines, thinner, as the window's palette.provisional
        parts.append(f'<pattern id="{pid}-p" patternUnits="userSpaceOnUse" width="{2 * s}" height="{2 * s}" '
                     f'patternTransform="rotate({angle})"><rect width="{2 * s}" height="{2 * s}" fill="{colour}" '
                     f'fill-opacity="0.06"/><line x1="0" y1="0" x2="0" y2="{2 * s}" stroke="{colour}" '
                     f'stroke-width="{s / 6:.3f}" stroke-opacity="0.75"/></pattern>')
    parts.append(f'<pattern id="hatch-X" patternUnits="userSpaceOnUse" width="{s}" height="{s}">'
                 f'<rect width="{s}" height="{s}" fill="#BBBBBB" fill-opacity="0.5"/>'
                 f'<path d="M0 0L{s} {s}M{s} 0L0 {s}" stroke="#000" stroke-width="0.05"/></pattern>')
    parts.append(f'<pattern id="hatch-P" patternUnits="userSpaceOnUse" width="{s / 2}" height="{s / 2}" '
                 f'patternTransform="rotate(45)"><rect width="{s / 2}" height="{s / 2}" fill="#FFFFFF" '
                 f'fill-opacity="0.85"/><line x1="0" y1="0" x2="0" y2="{s / 2}" stroke="{SCENERY}" '
                 f'stroke-width="{s / 6:.3f}"/></pattern>')
    parts.append("</defs>")
    return "".join(parts)


def _grid(w: float, d: float) -> str:
    lines = [f"M{x} 0V{d:g}" for x in range(4, int(w), 4)] + [f"M0 {y}H{w:g}" for y in range(4, int(d), 4)]
    return f'<path class="s" d="{"".join(lines)}" stroke="{GRID}" stroke-width="1" fill="none"/>'


def _role(z: dict[str, Any]) -> str:
    if z["kind"] == "deployment" and z.get("owner") in PLAYER:
        return f"deployment-{z['owner']}"
    if z["kind"] in ("exclusion", "dead"):
        return "exclusion"
    if z.get("is_zo"):
        dom = z.get("dominated_by")
        if dom in PLAYER:
            return f"dominated-{dom}"
        if dom == "?":
            return "unknown"
        if dom is not None:
            return "tied"
    return "zone"


def _zone(z: dict[str, Any], d: float, provisional: bool = False) -> str:
    role = _role(z)
    fill, opacity, stroke, width, dash, _ = ROLES[role]
    if provisional and role.startswith("dominated-"):  # "so far": half the hatch lines, a longer dash
        fill, width, dash = f"url(#hatch-{role[-1]}-p)", 2, "10 6"
    path = "".join(_ring(p["polygon"], d) + "".join(_ring(h, d) for h in p["holes"]) for p in z["parts"])
    dash_attr = f' stroke-dasharray="{dash}"' if dash else ""
    return (f'<path class="s zone kind-{escape(z["kind"])}" data-zone="{escape(z["id"])}" d="{path}" '
            f'fill="{fill}" fill-opacity="{opacity}" fill-rule="evenodd" stroke="{stroke}" '
            f'stroke-width="{width}"{dash_attr}/>')


def _ring(points: list[list[float]], d: float) -> str:
    if not points:
        return ""
    head, *rest = points
    return f"M{head[0]:g} {d - head[1]:g}" + "".join(f"L{x:g} {d - y:g}" for x, y in rest) + "Z"


def _zone_label(z: dict[str, Any]) -> str:
    """The zone's one short name, from the mission data ("DZ A", "Q1"; "ZD A", "C1" in Spanish); none for a
    half of the table, which is not drawn."""
    if z["kind"] == "half":
        return ""
    return str(z.get("short") or z.get("name") or "")


def _badge(z: dict[str, Any], short: str, d: float, w: float, provisional: bool = False) -> str:
    """A Zone of Operations' short name near its corner (objectives sit at centres), after a lettered disc
    saying who dominates it; while the round is not scored the disc is an outline and the name says
    "A provisional", as the window's badge does."""
    ring = max((p["polygon"] for p in z["parts"]), key=len)
    xs, ys = [p[0] for p in ring], [p[1] for p in ring]
    r = max(0.9, w / 48 * 1.1)
    x, y = min(xs) + r * 1.6, d - (max(ys) - r * 1.6)
    letter = zone_code(ROLES[_role(z)][5])  # "EZ" in the reader's words ("ZE"); "A", "B", "=", "?" stay
    dominated = z.get("dominated_by") if z.get("dominated_by") in PLAYER else None
    so_far = provisional and dominated is not None
    parts = [f'<g class="badge{" provisional" if so_far else ""}" data-zone="{escape(z["id"])}">'
             f'<title>{escape(z.get("name") or short)}</title>']
    text_x = x - r
    if letter:
        colour = _label_colour(z) if letter in PLAYER else "#777777"
        fill, ink, dash = ("#fff", colour, ' stroke-dasharray="4 3"') if so_far else (colour, "#fff", "")
        stroke = colour if so_far else "#fff"
        parts.append(f'<circle class="s" cx="{x:.3f}" cy="{y:.3f}" r="{r:.2f}" fill="{fill}" stroke="{stroke}" '
                     f'stroke-width="{3 if so_far else 2}"{dash}/><text x="{x:.3f}" y="{y:.3f}" '
                     f'font-size="{r * 1.3:.2f}" text-anchor="middle" dominant-baseline="central" fill="{ink}" '
                     f'font-family="system-ui,sans-serif" font-weight="700">{escape(letter)}</text>')
        text_x = x + r * 1.3
    name = short + (f" · {domination_badge(dominated, True)}" if so_far else "")
    if name:
        anchor = "start"
        # A name that would run off the table's right edge ("Q2 · A provisional" on the right-hand quadrants)
        # is written leftwards from the disc instead (an average glyph is about 0.55 em wide).
        if text_x + len(name) * r * 1.1 * 0.55 > w - r * 0.5:
            anchor, text_x = "end", (x - r * 1.3 if letter else x + r)
        parts.append(f'<text class="t zone-label" x="{text_x:.3f}" y="{y:.3f}" font-size="{r * 1.1:.2f}" '
                     f'text-anchor="{anchor}" dominant-baseline="central" fill="{INK}">{escape(name)}</text>')
    parts.append("</g>")
    return "".join(parts)


def _label_colour(z: dict[str, Any]) -> str:
    role = _role(z)
    for p in PLAYER:
        if role.endswith(f"-{p}"):
            return PLAYER[p]
    return INK


GLYPH_EM = 0.62  # an average bold glyph's width in ems (system-ui): a label's box is estimated from its length


def _zone_names(view: dict[str, Any], d: float, w: float) -> list[str]:
    """Each zone's name that is not a Zone of Operations' badge, in SVG units (y down), placed by the window's
    greedy placer: the zone's centre if no objective covers it, else the free spot nearest the centre inside the
    zone; with none free, the centre (drawn above the objectives all the same)."""
    font = float(_font(w, 1.6))
    placer = Placer(obstacles=[_marker_box(m, d) for m in view["markers"]])
    out = []
    for z in view["zones"]:
        label = _zone_label(z)
        if z.get("is_zo") or not label:
            continue
        ring = [(x, d - y) for x, y in max((p["polygon"] for p in z["parts"]), key=len)]
        size = (len(label) * font * GLYPH_EM + font * 0.3, font * 1.15)
        centre = ((min(x for x, _ in ring) + max(x for x, _ in ring)) / 2,
                  (min(y for _, y in ring) + max(y for _, y in ring)) / 2)
        placed = placer.place(Request(z["id"], 0, [size], centre, spots=_spots(ring, centre), around=False,
                                      bounds=(0.0, 0.0, w, d), fits=partial(_inside, ring=ring)))
        x, y = ((placed.rect[0] + placed.rect[2]) / 2, (placed.rect[1] + placed.rect[3]) / 2) if placed else centre
        # the long name as the label's title: a browser shows it on hover (the window's tooltip)
        out.append(f'<text class="t zone-label" data-zone="{escape(z["id"])}" x="{x:.3f}" y="{y:.3f}" '
                   f'font-size="{font:.2f}" text-anchor="middle" dominant-baseline="central" '
                   f'fill="{_label_colour(z)}"><title>{escape(z.get("name") or label)}</title>'
                   f"{escape(label)}</text>")
    return out


def _marker_box(m: dict[str, Any], d: float) -> Rect:
    """An objective's disc and its activation squares, in SVG units (y down), as ``_marker`` draws them."""
    r = max(float(m["radius"]), 0.7)
    x, y = float(m["x"]), d - float(m["y"])
    squares = len([p for p in m.get("activated_by") or [] if p in PLAYER])
    return x - r, y - r, x + r + (0.35 + squares * 0.9 if squares else 0.0), y + r


def _spots(ring: list[tuple[float, float]], centre: tuple[float, float]) -> list[tuple[float, float]]:
    """Points across the zone's bounding box, nearest the centre first (the centre itself first)."""
    xs, ys = [x for x, _ in ring], [y for _, y in ring]
    x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)
    grid = [(x0 + (x1 - x0) * i / 16, y0 + (y1 - y0) * j / 8) for i in range(1, 16) for j in range(1, 8)]
    return [centre] + sorted(grid, key=lambda p: (p[0] - centre[0]) ** 2 + (p[1] - centre[1]) ** 2)


def _inside(rect: Rect, ring: list[tuple[float, float]]) -> bool:
    """All four corners of ``rect`` inside the polygon ``ring`` (even-odd rule)."""
    return all(_contains(ring, x, y) for x in (rect[0], rect[2]) for y in (rect[1], rect[3]))


def _contains(ring: list[tuple[float, float]], x: float, y: float) -> bool:
    inside = False
    for (xa, ya), (xb, yb) in zip(ring, ring[1:] + ring[:1]):
        if (ya > y) != (yb > y) and x < xa + (y - ya) * (xb - xa) / (yb - ya):
            inside = not inside
    return inside


def _font(w: float, share: float) -> str:
    return f"{max(1.2, w / 48 * share):.2f}"


def _piece(p: dict[str, Any], d: float) -> str:
    path = "".join(_ring(part["polygon"], d) + "".join(_ring(h, d) for h in part["holes"]) for part in p["parts"])
    width = 4 if p.get("roof") else 2
    if p["height"] == "blocks":
        look = f'fill="{SCENERY}" fill-opacity="0.92" stroke="{INK}" stroke-width="{width}"'
    elif p["height"] == "partial":
        look = f'fill="url(#hatch-P)" stroke="{SCENERY}" stroke-width="{width}"'
    else:
        look = f'fill="#FFFFFF" fill-opacity="0.35" stroke="{SCENERY}" stroke-width="{width}" stroke-dasharray="2 3"'
    return (f'<path class="s piece {escape(p["height"])}" data-piece="{escape(p["id"])}" d="{path}" '
            f'fill-rule="evenodd" {look}/>')


def _marker(m: dict[str, Any], d: float, w: float) -> str:
    r = max(float(m["radius"]), 0.7)
    x, y = float(m["x"]), d - float(m["y"])
    ctl = m.get("controlled_by") or ""
    ring = PLAYER.get(ctl, INK)
    ring_w = 4 if ctl in PLAYER else 1.5
    parts = [f'<g class="objective" data-objective="{escape(m["id"])}">',
             f'<circle class="s" cx="{x:g}" cy="{y:g}" r="{r:g}" fill="#fff" stroke="{ring}" stroke-width="{ring_w}"/>',
             f'<text class="t" x="{x:g}" y="{y:g}" font-size="{r * 1.3:.2f}" text-anchor="middle" '
             f'dominant-baseline="central" fill="{INK}">{int(m["number"])}</text>']
    for i, p in enumerate(m.get("activated_by") or []):
        if p not in PLAYER:
            continue
        tx = x + r + 0.35 + i * 0.9
        parts.append(f'<rect class="s" x="{tx:.3f}" y="{y - r:.3f}" width="0.8" height="0.8" fill="{PLAYER[p]}" '
                     'stroke="#fff" stroke-width="1"/>'
                     f'<text x="{tx + 0.4:.3f}" y="{y - r + 0.42:.3f}" font-size="0.6" text-anchor="middle" '
                     f'dominant-baseline="central" fill="#fff" font-family="system-ui,sans-serif" '
                     f'font-weight="700">{p}</text>')
    parts.append("</g>")
    return "".join(parts)


def _trooper(t: dict[str, Any], d: float, view: dict[str, Any]) -> str:
    r = float(t["base_mm"]) / float(view.get("unit_mm") or 25.4) / 2
    x, y = float(t["x"]), d - float(t["y"])
    colour = PLAYER.get(t["player"], INK)
    faded = ' fill-opacity="0.45"' if t.get("state") not in (None, "normal") else ""
    dash = ' stroke-dasharray="3 2"' if t.get("marker") else ""
    body = (f'<circle class="s trooper player-{t["player"]}" cx="{x:g}" cy="{y:g}" r="{r:.3f}" fill="{colour}"'
            f'{faded} stroke="#fff" stroke-width="1"{dash}/>')
    if t["player"] == "B":  # a second cue besides hue: B's bases carry a white centre dot
        body += f'<circle cx="{x:g}" cy="{y:g}" r="{r * 0.28:.3f}" fill="#fff"/>'
    return body


__all__ = ["render"]
