"""QR codes on the printed pages (``segno`` makes the symbol; it is drawn here as vector squares, sharp at
any printer resolution): a flowable for the lists' title rows, and a drawing function for the tent card and
the score sheets' corner. The quiet zone (four modules of white) is kept: phones need it to find the code."""

from __future__ import annotations

import segno
from . import platypus_import  # noqa: F401 - first: ReportLab's platypus without a pattern we never use
from reportlab.lib.colors import Color, black, white
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Flowable

from . import fonts
from .paper import MM

QUIET = 4  # modules of white around the symbol (ISO/IEC 18004)
MIN_SIZE = 22 * MM  # below this a phone at arm's length struggles with a 33-module symbol


def matrix(text: str) -> tuple[tuple[int, ...], ...]:
    """The symbol's modules (1 dark), error correction M: a crease or a coffee ring still reads."""
    return tuple(tuple(row) for row in segno.make(text, error="m", micro=False, boost_error=False).matrix)


def draw_qr(c: Canvas, text: str, x: float, y: float, size: float) -> None:
    """The QR code of ``text`` with its quiet zone in the square (x, y)–(x + size, y + size)."""
    m = matrix(text)
    n = len(m) + 2 * QUIET
    cell = size / n
    c.saveState()
    c.setFillColor(white)
    c.rect(x, y, size, size, stroke=0, fill=1)
    c.setFillColor(black)
    path = c.beginPath()
    for r, row in enumerate(m):
        top = y + size - (r + QUIET) * cell
        col = 0
        while col < len(row):  # one rectangle per run of dark modules: a small, fast PDF
            if row[col]:
                start = col
                while col < len(row) and row[col]:
                    col += 1
                path.rect(x + (start + QUIET) * cell, top - cell, (col - start) * cell, cell)
            else:
                col += 1
    c.drawPath(path, stroke=0, fill=1)
    c.restoreState()


CAPTION_PT, URL_PT = 8.0, 6.0


def caption_sizes(text: str, size: float, caption: str) -> tuple[float, float, float]:
    """(caption font size, address font size, the widest line's width) for a code of ``size``."""
    regular, bold = fonts.register()
    fs = CAPTION_PT
    while fs > 6 and stringWidth(caption, bold, fs) > size * 1.6:
        fs -= 0.5
    us = URL_PT
    while us > 4 and stringWidth(text, regular, us) > size * 1.9:
        us -= 0.5
    return fs, us, max(size, stringWidth(caption, bold, fs), stringWidth(text, regular, us))


def draw_captioned(c: Canvas, text: str, x: float, y: float, size: float, caption: str,
                   align: str = "centre") -> None:
    """The QR code at (x, y) with a caption above it and its address in words below (small, grey): centred on
    the code, or (``align="right"``) ending at its right edge, for a code in a corner."""
    regular, bold = fonts.register()
    fs, us, _ = caption_sizes(text, size, caption)
    draw_qr(c, text, x, y, size)
    c.saveState()
    c.setFillColor(black)
    c.setFont(bold, fs)
    if align == "right":
        c.drawRightString(x + size, y + size + 2, caption)
    else:
        c.drawCentredString(x + size / 2, y + size + 2, caption)
    c.setFont(regular, us)
    c.setFillColor(Color(0.3, 0.3, 0.3))
    if align == "right":
        c.drawRightString(x + size, y - us - 1, text)
    else:
        c.drawCentredString(x + size / 2, y - us - 1, text)
    c.restoreState()


class QRFlowable(Flowable):
    """A QR code in a story (the pairings and "find your table" title rows, a score sheet's foot), caption
    above and address below, all inside its own width."""

    def __init__(self, text: str, size: float, caption: str) -> None:
        super().__init__()
        self.text, self.size, self.caption = text, size, caption
        self.width = caption_sizes(text, size, caption)[2]

    def wrap(self, aw, ah):  # noqa: D102
        return self.width, self.size + 22

    def draw(self) -> None:  # noqa: D102
        draw_captioned(self.canv, self.text, (self.width - self.size) / 2, 10, self.size, self.caption)


__all__ = ["MIN_SIZE", "QRFlowable", "draw_captioned", "draw_qr", "matrix"]
