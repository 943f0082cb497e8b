"""Paper sizes and the margins every printed page keeps."""

from __future__ import annotations

from reportlab.lib.pagesizes import A3, A4, LEGAL, LETTER, TABLOID

from its_desktop.domain.i18n import _

from .output import PrintError

PAPERS: dict[str, tuple[float, float]] = {"a4": A4, "letter": LETTER, "a3": A3, "tabloid": TABLOID,
                                          "legal": LEGAL}  # portrait, points

MM = 72 / 25.4
MARGIN = 10 * MM  # 10 mm: inside what office printers can reach on every side
# Nothing is printed nearer the paper's edge than this: many printers cannot reach the last 4-5 mm.
SAFE_EDGE = 5 * MM


def paper_size(paper: str, landscape: bool = False) -> tuple[float, float]:
    try:
        w, h = PAPERS[str(paper).lower()]
    except KeyError:
        raise PrintError("paper", _("unknown paper {paper}; known: {known}").format(paper=repr(paper),
                                                                                  known=", ".join(PAPERS))) from None
    return (h, w) if landscape else (w, h)

# The name every printed document carries as its author and creator, and in its footers.
CREATOR = "ITS Table Assistant"


def tile_name(col: int, row: int) -> str:
    """A tile's name as printed on it and on the overview: column letters (A … Z, AA …), row number."""
    letters = ""
    col += 1
    while col:
        col, rem = divmod(col - 1, 26)
        letters = chr(65 + rem) + letters
    return f"{letters}{row + 1}"
