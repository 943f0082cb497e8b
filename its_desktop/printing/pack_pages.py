"""The event morning's extra pages of a table pack: the A–Z "find your table" list, a tent card per
table, and the bookmarks that let an organizer jump to a table's pages.

Only public fields reach these pages: a player's name and army, the table, its terrain label.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence

from . import platypus_import  # noqa: F401 - first: ReportLab's platypus without a pattern we never use
from reportlab.lib.colors import Color
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import Flowable, Paragraph, Spacer, Table

from its_desktop.domain.i18n import _ as tr
from its_desktop.domain.names import plain

from . import fonts
from .qr import QRFlowable, draw_captioned
from .text import escape


class Bookmark(Flowable):
    """Zero-size: an outline entry for the page it lands on (``level`` 0 for a table, 1 for its pages)."""

    _count = 0

    def __init__(self, title: str, level: int = 0) -> None:
        super().__init__()
        self.title, self.level = title, level
        Bookmark._count += 1
        self.key = f"pack-{Bookmark._count}"

    def wrap(self, aw, ah):  # noqa: D102
        return 0, 0

    def draw(self) -> None:  # noqa: D102
        self.canv.bookmarkPage(self.key)
        self.canv.addOutlineEntry(self.title, self.key, self.level)


def sort_key(name: str) -> tuple[str, str]:
    """A–Z as a volunteer reads a list: accents and case ignored ('Łukasz' among the L's, 'émile' among the E's)."""
    base = unicodedata.normalize("NFKD", name).translate({ord("Ł"): "L", ord("ł"): "l", ord("Ø"): "O", ord("ø"): "o"})
    plain = "".join(ch for ch in base if not unicodedata.combining(ch))
    return plain.casefold().strip(), name


def find_rows(tables: Sequence, byes: Sequence) -> list[tuple[str, str, str, str]]:
    """(player, table, side, opponent) for every player of the round, A–Z by name."""
    rows = []
    for t in tables:
        # Each name in a cell of its own (isolated by the layout), without direction controls: a PDF's text
        # has no bidirectional algorithm, and an override would print as a missing glyph.
        rows.append((plain(t.a.name), t.title, "A", plain(t.b.name)))
        rows.append((plain(t.b.name), t.title, "B", plain(t.a.name)))
    rows += [(plain(p.name), tr("Bye"), "", tr("no game this round")) for p in byes]
    return sorted(rows, key=lambda r: sort_key(r[0]))


def find_story(tables: Sequence, byes: Sequence, title: str, subtitle: str, width: float, room: float,
               styles, list_style, fit_size) -> list:
    rows = find_rows(tables, byes)
    fs, pad = fit_size(len(rows), room - 60)
    st = styles(fs)
    head = [Paragraph(h, st["cellb"]) for h in (tr("Player"), tr("Table"), tr("Side"), tr("Opponent"))]
    body = []
    letter = ""
    for name, table, side, opponent in rows:
        first = sort_key(name)[0][:1].upper()
        # the initial letter once per group: eyes find their letter before their name
        mark = f"<b>{escape(first)}</b>" if first != letter else ""
        letter = first
        body.append([Paragraph(mark, st["cellb"]), Paragraph(f"<b>{escape(name)}</b>", st["cell"]),
                     Paragraph(f"<b>{escape(table)}</b>", st["cell"]), Paragraph(escape(side), st["cell"]),
                     Paragraph(escape(opponent), st["cell"])])
    grid = Table([[Paragraph("", st["cell"]), *head], *body],
                 colWidths=[width * f for f in (0.05, 0.34, 0.25, 0.08, 0.28)], repeatRows=1)
    grid.setStyle(list_style(len(body) + 1, pad))
    return [Paragraph(escape(title), styles()["title"]), Paragraph(escape(subtitle), styles()["sub"]), Spacer(1, 8),
            grid]


TENT_QR = 30 * 72 / 25.4  # 30 mm: read from a chair's distance across the table


class TentCard(Flowable):
    """A whole page folded along its middle into a tent: the same card on both faces, one upside down."""

    def __init__(self, table: str, label: str, scenario: str, round_line: str, players: Sequence[str],
                 qr: str | None = None, qr_caption: str = "") -> None:
        super().__init__()
        self.table, self.label, self.scenario, self.round_line, self.players = (table, label, scenario, round_line,
                                                                                 list(players))
        self.qr, self.qr_caption = qr, qr_caption  # the table's page, in each face's lower right corner

    def wrap(self, aw, ah):  # noqa: D102
        self.w, self.h = aw, ah - 1
        return self.w, self.h

    def draw(self) -> None:  # noqa: D102
        c = self.canv
        w, h = self.w, self.h
        regular, _ = fonts.register()
        c.saveState()
        c.setStrokeColor(Color(0.5, 0.5, 0.5))
        c.setLineWidth(0.5)
        c.setDash([2, 3])
        c.line(0, h / 2, w, h / 2)
        c.restoreState()
        c.setFont(regular, 7)
        c.setFillColor(Color(0.45, 0.45, 0.45))
        c.drawRightString(w, h / 2 + 3, tr("fold here"))
        self._face(0, 0, w, h / 2)
        c.saveState()
        c.translate(w, h)
        c.rotate(180)
        self._face(0, 0, w, h / 2)
        c.restoreState()

    def _face(self, x: float, y: float, w: float, h: float) -> None:
        c = self.canv
        regular, bold = fonts.register()
        if self.qr:
            size = min(TENT_QR, h * 0.36)
            draw_captioned(c, self.qr, x + w - size, y + 12, size, self.qr_caption, align="right")
            # the text stays centred and clear of the code on both sides
            x, w = x + size + 6, w - 2 * (size + 6)
        c.setFillColor(Color(0, 0, 0))
        size = min(110.0, h * 0.42)
        while size > 30 and stringWidth(self.table, bold, size) > w * 0.95:
            size -= 4
        cy = y + h * 0.5
        c.setFont(bold, size)
        c.drawCentredString(x + w / 2, cy, self.table)
        lines = [(self.label, bold, 20), (f"{self.scenario} · {self.round_line}", regular, 14)]
        top = cy + size * 0.85
        for text, font, fs in lines:
            if not text:
                continue
            while fs > 8 and stringWidth(text, font, fs) > w * 0.95:
                fs -= 1
            c.setFont(font, fs)
            c.drawCentredString(x + w / 2, top, text)
            top += fs * 1.3
        below = cy - 30
        for text in self.players:
            fs = 18
            while fs > 8 and stringWidth(text, regular, fs) > w * 0.95:
                fs -= 1
            c.setFont(regular, fs)
            c.drawCentredString(x + w / 2, below, text)
            below -= fs * 1.35


def report_block(url: str, caption: str, lines: Sequence[str], width: float, styles) -> Table:
    """The foot of a player's score sheet: their table's page as a QR code and what to do with it (in strict
    mode the player's own seat code, only ever on that player's copy)."""
    st = styles()
    text = [Paragraph(line, st["cell"]) for line in lines]
    code = QRFlowable(url, 26 * 72 / 25.4, caption)
    t = Table([[code, text]], colWidths=[code.width + 12, width - code.width - 12])
    t.setStyle([("VALIGN", (0, 0), (-1, -1), "MIDDLE"), ("LEFTPADDING", (0, 0), (-1, -1), 0)])
    return t


def title_with_qr(title: Flowable, subtitle: Flowable, url: str, caption: str, width: float) -> Table:
    """A list's title and subtitle with the event page's QR code to their right."""
    code = QRFlowable(url, 24 * 72 / 25.4, caption)
    t = Table([[[title, subtitle], code]], colWidths=[width - code.width, code.width])
    t.setStyle([("VALIGN", (0, 0), (-1, -1), "TOP"), ("LEFTPADDING", (0, 0), (-1, -1), 0),
                ("RIGHTPADDING", (0, 0), (-1, -1), 0), ("ALIGN", (1, 0), (1, 0), "RIGHT")])
    return t


__all__ = ["Bookmark", "TentCard", "find_rows", "find_story", "report_block", "sort_key", "title_with_qr"]
