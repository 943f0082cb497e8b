"""Paper sizes and the margins every printed page keeps."""

from __future__ import annotations

from reportlab.lib.pagesizes import A4, LETTER

from .output import ExportError

PAPERS: dict[str, tuple[float, float]] = {"a4": A4, "letter": LETTER}  # portrait, points

MM = 72 / 25.4
MARGIN = 10 * MM  # 10 mm: inside what office printers can reach on every side


def paper_size(paper: str, landscape: bool = False) -> tuple[float, float]:
    try:
        w, h = PAPERS[str(paper).lower()]
    except KeyError:
        raise ExportError(f"--paper: unknown paper {paper!r}; known: {', '.join(PAPERS)}") from None
    return (h, w) if landscape else (w, h)
