"""The scenario sheet's body laid out once for a whole table pack and shown on every sheet as a PDF form.

Every sheet of a round's pack has the same scenario, so below the players' boxes all sheets are the same:
the notes, every objective with its boxes, the totals and the signatures; only the two column heads carry
the players' names. ReportLab laying that body out again for each of a 30-table round's 60 sheets was
three quarters of the pack's time. Here the body (with empty column heads) is laid out and drawn once into
a form; each sheet shows the form and writes its two names where the heads are.
"""

from __future__ import annotations

from . import platypus_import  # noqa: F401 - first: ReportLab's platypus without a pattern we never use
from reportlab.platypus import Flowable, Paragraph, Table

from .sheets import header_style
from .text import escape

FORM = "its-sheet-body"


class SheetBody(Flowable):
    """The shared body of one pack's sheets; ``names`` are this sheet's Player A and Player B column heads."""

    def __init__(self, shared: SharedBody, a_label: str, b_label: str) -> None:
        super().__init__()
        self.shared, self.a_label, self.b_label = shared, a_label, b_label

    def wrap(self, aw, ah):  # noqa: D102
        return self.shared.size(aw)

    def draw(self) -> None:  # noqa: D102
        c = self.canv
        self.shared.show(c)
        style = header_style()
        for label, (x, top, width) in ((self.a_label, self.shared.cell_a), (self.b_label, self.shared.cell_b)):
            p = Paragraph(label, style)
            _, h = p.wrap(width, 1000)
            p.drawOn(c, x, top - h)


class SharedBody:
    """The body's flowables, their layout (once) and the form they are drawn into (once per document)."""

    def __init__(self, body: list, cells: tuple[tuple[float, float], tuple[float, float]]) -> None:
        self.body, self.cells = body, cells
        self.width: float | None = None
        self.height = 0.0
        self.places: list[tuple[float, float]] = []
        self.cell_a = self.cell_b = (0.0, 0.0, 0.0)
        self.drawn = False

    def size(self, aw: float) -> tuple[float, float]:
        if self.width != aw:
            self.width = aw
            sizes = [f.wrap(aw, 10_000) for f in self.body]
            self.height = sum(h for _, h in sizes)
            y = self.height
            self.places = []
            for w, h in sizes:
                y -= h
                self.places.append((max(0.0, (aw - w) / 2) if w < aw else 0.0, y))  # a narrower table is centred
            at = next(i for i, f in enumerate(self.body) if isinstance(f, Table))  # the objectives table
            tx, ty = self.places[at]
            top = ty + sizes[at][1] - 1.5  # TOPPADDING 1.5, VALIGN TOP
            (ax, a_width), (bx, b_width) = self.cells
            self.cell_a, self.cell_b = (tx + ax, top, a_width), (tx + bx, top, b_width)
        return aw, self.height

    def show(self, c) -> None:
        if not self.drawn:
            pad = 6  # the grid's outer lines straddle the body's edges: the form's box must not cut them
            c.beginForm(FORM, -pad, -pad, (self.width or 0) + pad, self.height + pad)
            for f, (x, y) in zip(self.body, self.places):
                f.drawOn(c, x, y)
            c.endForm()
            self.drawn = True
        c.doForm(FORM)


def label(name: str, fallback: str) -> str:
    """A column head's markup: the player's name, or "Player A" / "Player B" when the name is empty."""
    return escape(name) if name else escape(fallback)
