"""The palette: colour and pattern for every kind of zone, player, marker state and token.

Hue says whose (Player A blue, Player B ochre: Paul Tol's medium-contrast pairs), pattern and line
style say what kind of area it is, so the meaning survives a greyscale printer and colour-blind
eyes (tests/test_palette.py simulates both). Domination is a hatch and a dashed border, never a
deployment zone's fill. Colours are 8-bit sRGB tuples; widths are screen pixels (or points on
paper); hatch spacing is in table units so a hatch looks the same at every zoom and at 1:1.
"""

from __future__ import annotations

from typing import NamedTuple

from .colour import RGB, hex_rgb

BLACK: RGB = (0, 0, 0)
WHITE: RGB = (255, 255, 255)
INK: RGB = (34, 34, 34)
DIM: RGB = (85, 85, 85)
TABLE: RGB = hex_rgb("#F4F1EA")
MARGIN: RGB = hex_rgb("#FFFFFF")

# Player colours: dark for lines, tokens and text, light for fills.
PLAYER: dict[str | None, RGB] = {"A": hex_rgb("#004488"), "B": hex_rgb("#997700"), None: DIM}
PLAYER_LIGHT: dict[str | None, RGB] = {"A": hex_rgb("#6699CC"), "B": hex_rgb("#EECC66"), None: hex_rgb("#DDDDDD")}
# A player's colour as text (names, labels): the same hues, dark enough for WCAG AA (4.5:1) on every
# background text sits on: panels, the window, the table, a label's halo over either deployment zone
# (tests/test_palette.py computes each). B's line ochre is 4.2:1 on white: too light for text.
PLAYER_TEXT: dict[str | None, RGB] = {"A": hex_rgb("#004488"), "B": hex_rgb("#7A5F00"), None: DIM}
WINDOW: RGB = hex_rgb("#EFEFEF")  # Qt's Fusion window grey, behind the toolbar and the panels' labels
LABEL_HALO: tuple[RGB, float] = (WHITE, 245 / 255)  # the halo behind the table's labels
INFERRED: RGB = hex_rgb("#BB5500")
HAZARD: RGB = hex_rgb("#994455")
HAZARD_LIGHT: RGB = hex_rgb("#EE99AA")
EXCLUSION_FILL: RGB = hex_rgb("#BBBBBB")
# The table check's overlay (Paul Tol's vibrant scheme); each also differs by line pattern, so it
# reads in greyscale: open lanes thick dash-dot, open lines of fire solid, blocked ones dashed with
# a cross, the seen area dotted.
CHECK_LANE: RGB = hex_rgb("#EE3377")
CHECK_OPEN: RGB = hex_rgb("#009988")
CHECK_BLOCKED: RGB = hex_rgb("#CC3311")
CHECK_SEEN: RGB = hex_rgb("#33BBEE")  # under the exclusion zone's cross-hatch (the stream's too)
# Live line of fire: what the selected trooper or viewpoint cannot see is shaded (dark, translucent:
# a shade reads in greyscale by itself), the edge of what it sees is a cased dashed line.
SIGHT_SHADE: RGB = hex_rgb("#1A1A2E")
SIGHT_EDGE: RGB = hex_rgb("#222222")
# The heat map: one hue (the ends of ColorBrewer's sequential "Blues") from near white (sees none of
# the target) to dark (sees all of it): lightness alone carries the value, so it reads in greyscale
# and for every kind of colour vision.
HEAT_LOW: RGB = hex_rgb("#F7FBFF")
HEAT_HIGH: RGB = hex_rgb("#08306B")

SOLID, DASH, DOT, DASH_DOT = "solid", "dash", "dot", "dashdot"


# Named tuples rather than frozen dataclasses: as immutable, and the window imports this module before
# its first paint, where dataclasses' import and generated methods cost ~4 ms.
class Hatch(NamedTuple):
    angle: float          # degrees from the table's x axis; two angles make a cross-hatch
    color: RGB
    spacing: float = 0.75  # table units
    width: float = 1.0
    cross: bool = False


class Style(NamedTuple):
    """How one kind of area is drawn, and its entry in the legend."""

    key: str
    legend: str                      # English; ui/ and export/ translate at the edge
    stroke: RGB = DIM
    width: float = 1.0
    dash: str = SOLID
    fill: RGB | None = None
    alpha: float = 0.0               # fill opacity
    hatch: Hatch | None = None
    code: str = ""                   # the short text drawn on the table ("DZ A", "EZ")


ZONE_STYLES: dict[tuple[str, str | None], Style] = {
    ("deployment", "A"): Style("deployment-A", "Deployment zone, Side A", PLAYER["A"], 2.0, SOLID,
                               PLAYER_LIGHT["A"], 0.6, code="DZ A"),
    ("deployment", "B"): Style("deployment-B", "Deployment zone, Side B", PLAYER["B"], 2.0, SOLID,
                               PLAYER_LIGHT["B"], 0.4, code="DZ B"),
    ("exclusion", None): Style("exclusion", "Exclusion zone (cross-hatched)", INK, 1.2, SOLID,
                               EXCLUSION_FILL, 0.5, Hatch(45, INK, 0.75, 0.8, cross=True), "EZ"),
    ("dead", None): Style("dead", "Dead zone (dotted border, grey)", INK, 1.5, DOT, hex_rgb("#777777"), 0.35,
                          code="DEAD"),
    ("hazard", None): Style("hazard", "Hazard area of this round (horizontal lines)", HAZARD, 1.5, DASH_DOT,
                            HAZARD_LIGHT, 0.3, Hatch(0, HAZARD, 0.6, 1.0), "HAZARD"),
    ("room", None): Style("room", "Room (thick line: walls)", INK, 3.0, SOLID, hex_rgb("#CCCCCC"), 0.4, code="ROOM"),
    ("quadrant", None): Style("quadrant", "Quadrant (Zone of Operations)", hex_rgb("#333333"), 1.5, DASH, code="Q"),
    ("sector", None): Style("sector", "Sector (Zone of Operations)", hex_rgb("#333333"), 1.5, DASH, code="S"),
    ("area", None): Style("area", "Area (dashed outline)", DIM, 1.2, DASH, code=""),
    ("placement", None): Style("placement", "Placement area (dashed outline)", DIM, 1.0, DASH),
    ("landing", None): Style("landing", "Landing area (dashed outline)", DIM, 1.0, DASH),
    ("half", None): Style("half", "Table half", DIM, 1.0, DASH),
}
OTHER_ZONE = Style("zone", "Zone", DIM, 1.0, SOLID)

# What a Zone of Operations' state adds on top of its own style: never a fill.
DOMINATION: dict[str, Style] = {
    "A": Style("dominated-A", "Dominated by A (hatch /, dashed border, badge A)", PLAYER["A"], 3.0, DASH,
               hatch=Hatch(45, PLAYER["A"], 0.75, 1.4), code="A"),
    "B": Style("dominated-B", "Dominated by B (hatch \\, dashed border, badge B)", PLAYER["B"], 3.0, DASH,
               hatch=Hatch(-45, PLAYER["B"], 0.75, 1.4), code="B"),
    "tie": Style("tied", "Tie: nobody dominates (dotted border, badge =)", DIM, 2.0, DOT, code="="),
    "?": Style("unknown", "Not known in this view (badge ?)", DIM, 2.0, DOT,
               hatch=Hatch(0, DIM, 0.75, 0.8, cross=True), code="?"),
    # Just after a table opens, before its evaluation arrives: neither a result nor hidden information, so
    # neither "?"'s cross-hatch nor a player's look: a thin dotted grey border, no hatch, the word "computing…".
    "…": Style("pending", "Still being worked out (computing…)", DIM, 1.0, DOT, code="…"),
}


def provisional(state: Style) -> Style:
    """A domination seen mid-round: the pack scores Zones of Operation at the end of the round, so until
    the tally has scored it the table says "so far": half the hatch lines, thinner, a thinner border (and
    the label's badge reads "provisional"). Same hue, same direction: whose it would be still reads."""
    hatch = state.hatch._replace(spacing=state.hatch.spacing * 2, width=0.9) if state.hatch else None
    return state._replace(key=f"{state.key}-provisional", width=min(state.width, 2.0), hatch=hatch)


def zone_style(kind: str, owner: str | None = None) -> Style:
    return ZONE_STYLES.get((kind, owner)) or ZONE_STYLES.get((kind, None)) or OTHER_ZONE


def domination_style(dominated_by: str | None, tie: bool = False) -> Style | None:
    if dominated_by in DOMINATION:
        return DOMINATION[dominated_by]
    return DOMINATION["tie"] if tie else None


# Objective markers: pale fills (the black number stays readable), told apart by number and key.
MARKER_FILL: dict[str, RGB] = {
    "console": hex_rgb("#FFCC99"), "antenna": hex_rgb("#BBCC33"), "tech_coffin": hex_rgb("#CCBBDD"),
    "objective": hex_rgb("#EE8866"), "panoply": hex_rgb("#EE8866"), "heating_unit": hex_rgb("#FFAABB"),
    "server": hex_rgb("#CCBBDD"), "beacon": hex_rgb("#44BB99"), "supply_box": hex_rgb("#DDCC99"),
    "civilian": hex_rgb("#FFFFFF"), "gate": hex_rgb("#888888"), "data_pack": hex_rgb("#44BB99"),
}
MARKER_DEFAULT: RGB = hex_rgb("#DDDDDD")
DESTROYED_FILL: RGB = hex_rgb("#999999")


class MarkerState(NamedTuple):
    key: str
    legend: str


# An objective's state read at arm's length and in greyscale: two channels that never share a cue.
# Who activated or hacked it is its inside: the player's dark (text) colour with a white number and a
# white hatch leaning as a dominated zone's does (A /, B \; both: half and half, cross-hatched). Neutral
# tokens are pale (L* ~85), A's inside ~29, B's ~42: three greys apart. Who controls it
# is its ring: thick, solid, the player's dark colour, with a lettered badge; contested (both
# sides in contact, nobody controls) is a thick ring dashed in both colours with the badge "=".
# An objective activated or hacked by a player: its inside in that player's dark, far apart in greyscale
# (A near-black, B mid grey: 35 against 106 of 255, where the text colours gave 55 against 92 and a
# console hacked by A looked like one hacked by B at the laptop's fit zoom), each under a white number at
# 4.5:1 or more (tests/test_palette.py).
MARKER_INSIDE: dict[str, RGB] = {"A": hex_rgb("#002B55"), "B": hex_rgb("#8C6D00")}
MARKER_HATCH: dict[str, float] = {"A": 45.0, "B": -45.0}  # degrees, as DOMINATION's hatches
MARKER_HATCH_LINES = 4      # hatch lines across a marker (at least MARKER_HATCH_MIN_PX apart on screen)
MARKER_HATCH_MIN_PX = 5.0
MARKER_RING_PX = {"neutral": 1.5, "held": 4.0}
MARKER_BADGE_MIN_PX = 8.0   # a badge's radius never under this many pixels: its letter stays readable
CONTESTED_BADGE = "="

# Every state a marker can show, in the legend's order (the drawings live in ui/ and export/).
MARKER_STATES = [
    MarkerState("neutral", "Objective, nobody controls it (number: see the key)"),
    MarkerState("activated-A", "Activated or hacked by A (dark blue inside, white number, hatch /)"),
    MarkerState("activated-B", "Activated or hacked by B (dark ochre inside, white number, hatch \\)"),
    MarkerState("controlled-A", "Controlled by A (thick blue ring, corner badge A)"),
    MarkerState("controlled-B", "Controlled by B (thick ochre ring, corner badge B)"),
    MarkerState("contested", "Contested: both sides in contact, nobody controls it (ring dashed in both colours, "
                             "badge =)"),
    MarkerState("destroyed", "Destroyed or removed (grey, crossed out)"),
    MarkerState("carried", "Carried by a trooper (small, dashed ring on the trooper)"),
    MarkerState("token-A", "Activation / hack token of A (lettered disc)"),
    MarkerState("token-B", "Activation / hack token of B (lettered disc)"),
    MarkerState("inferred", "Inferred position: the pack's map is lost (orange dash-dot)"),
]

# The colours the palette tests compare: each must stay apart from the others in greyscale and
# under colour-vision deficiencies. (name, colour, opacity over the table)
DISTINCT = [
    ("player A", PLAYER["A"], 1.0),
    ("player B", PLAYER["B"], 1.0),
    ("deployment A", PLAYER_LIGHT["A"], 0.6),
    ("deployment B", PLAYER_LIGHT["B"], 0.4),
]


def heat_rgb(value: float) -> RGB:
    """The heat map's colour for a share of 0-1: straight between HEAT_LOW and HEAT_HIGH (in sRGB, so
    lightness falls steadily: equal steps of value read as equal steps of grey)."""
    v = min(max(value, 0.0), 1.0)
    r, g, b = (round(lo + (hi - lo) * v) for lo, hi in zip(HEAT_LOW, HEAT_HIGH))
    return (r, g, b)
