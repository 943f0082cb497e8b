"""The overlay's colours and patterns: Paul Tol's medium-contrast pairs (see the design brief, section 2).

Hue says which player, the pattern and border say what kind of area; hue is never the only cue, so the
map reads in greyscale and for colour-blind viewers. A shared ``its_desktop/presentation/palette.py`` is
planned for the window, the PDFs and the overlay; until it lands this module holds the same values, and
moving to it is a change of import.
"""

from __future__ import annotations

PLAYER = {"A": "#004488", "B": "#997700"}  # strokes, bases, hatches
PLAYER_FILL = {"A": "#6699CC", "B": "#EECC66"}  # deployment tints
TIED = "#DDDDDD"
EXCLUSION = "#BBBBBB"
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
