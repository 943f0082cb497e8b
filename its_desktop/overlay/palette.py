"""The overlay's SVG styles, made from the one palette (``its_desktop/presentation/palette.py``).

Hue says which player, the pattern and border say what kind of area; hue is never the only cue, so the
map reads in greyscale and for colour-blind viewers. The players' colours, the tie grey and the
exclusion grey are the window's and the PDFs' (Paul Tol's medium-contrast pairs); only the board and
the ink are the stream's own: a slightly darker board and blacker ink read better over video.
"""

from __future__ import annotations

from its_desktop.presentation import palette
from its_desktop.presentation.colour import to_hex

PLAYER = {p: to_hex(palette.PLAYER[p]).upper() for p in ("A", "B")}  # strokes, bases, hatches
PLAYER_FILL = {p: to_hex(palette.PLAYER_LIGHT[p]).upper() for p in ("A", "B")}  # deployment tints
TIED = to_hex(palette.PLAYER_LIGHT[None]).upper()
EXCLUSION = to_hex(palette.EXCLUSION_FILL).upper()
BOARD = "#E9E7E0"
INK = "#111111"
GRID = "#00000022"

# role -> (fill, fill opacity, stroke, stroke width px, dash, label); the legend is made from this table.
ROLES = {
    "deployment-A": (PLAYER_FILL["A"], 0.35, PLAYER["A"], 2, None, "DZ A"),
    "deployment-B": (PLAYER_FILL["B"], 0.45, PLAYER["B"], 2, None, "DZ B"),
    "dominated-A": ("url(#hatch-A)", 1.0, PLAYER["A"], 3, "6 4", "A"),
    "dominated-B": ("url(#hatch-B)", 1.0, PLAYER["B"], 3, "6 4", "B"),
    "tied": (TIED, 0.55, "#777777", 2, "2 3", "="),
    "unknown": (TIED, 0.55, "#777777", 2, "2 3", "?"),
    "zone": ("none", 0.0, "#555555", 1.5, None, ""),
    "exclusion": ("url(#hatch-X)", 1.0, "#000000", 1, None, "EZ"),
}
