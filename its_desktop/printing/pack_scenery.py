"""A table pack's scenery: each table's layout drawn on its map and its table check listed on a page of its own.

The event file says which named layout stands on each table (``domain.terrain.layouts``); the pack draws that
layout's pieces on the table's map (with the placement list beside it, as the one-page map prints it) and
follows the map with the layout's check (``domain.terrain.metrics``: both sides, both height classes, the
balance). A failing row is marked three ways that survive a greyscale printer and colour-blind eyes: a cross
before its name, bold type and a grey band.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from . import platypus_import  # noqa: F401 - first: ReportLab's platypus without a pattern we never use
from reportlab.lib.colors import Color
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Flowable, Paragraph, Spacer, Table, TableStyle

from its_desktop.domain.errors import InputError
from its_desktop.domain.i18n import _ as tr
from its_desktop.domain.terrain.event_check import TableCheck
from its_desktop.domain.terrain.layouts import NamedLayout, tables_with_layouts
from its_desktop.presentation.terrain import table_rows

from . import fonts
from .output import PrintError
from .text import escape

FAIL_MARK = "✗"
BAND = Color(0.82, 0.82, 0.82)  # a failing row's band: visible in greyscale, the text on it stays AA
LINE = Color(0.25, 0.25, 0.25)
HEAD = Color(0.93, 0.93, 0.93)


def pack_layouts(raw: Any, where: str) -> dict[int, NamedLayout]:
    """Each table's layout as the event file stores it (none for a plain EVENT); a bad one names its field."""
    if not isinstance(raw, Mapping):
        return {}
    try:
        return tables_with_layouts(raw)
    except InputError as exc:
        raise PrintError(exc.field, exc.message, file=where) from None


def _kept(text: str) -> str:
    """A cell's text with "60 %" kept on one line (French and Spanish put a space before the sign: a narrow
    column broke it, leaving "%" alone on the next line)."""
    return escape(text).replace(" %", "\u00a0%")


def _styles() -> dict[str, ParagraphStyle]:
    regular, bold = fonts.register()
    base = ParagraphStyle("scenery-base", fontName=regular, fontSize=9, leading=11.5)
    return {"title": ParagraphStyle("scenery-title", parent=base, fontName=bold, fontSize=16, leading=20),
            "sub": ParagraphStyle("scenery-sub", parent=base, textColor=Color(0.25, 0.25, 0.25)),
            "cell": base, "cellb": ParagraphStyle("scenery-cellb", parent=base, fontName=bold),
            "note": ParagraphStyle("scenery-note", parent=base, fontSize=8, leading=10, textColor=Color(0.2, 0.2, 0.2))}


def keep_percent(text: str) -> str:
    """French and Spanish write "60 %": a no-break space keeps the sign on the number's line."""
    return text.replace(" %", "\u00a0%")


def check_story(title: str, subtitle: str, result: TableCheck, unit: str, width: float
                ) -> list[Flowable]:
    """The table check's page: the layout's verdict, then every check with side A, side B and the threshold."""
    st = _styles()
    story: list[Flowable] = [Paragraph(escape(title), st["title"]), Paragraph(escape(subtitle), st["sub"]),
                             Spacer(1, 6)]
    if result.problem is not None:
        story.append(Paragraph(escape(f"{FAIL_MARK} " + tr("Not checked: {why}").format(why=result.problem)),
                               st["cellb"]))
        return story
    verdict = (tr("{fails} of {all} checks fail").format(fails=result.failures, all=len(result.findings))
               if result.failures else tr("Every check passes"))
    story += [Paragraph(escape(verdict), st["cellb"]),
              # no source path on paper: a referee at the table has the page, not the program's docs folder
              Paragraph(escape(tr("{mark} and bold on a grey band: the check fails. Every threshold is a first guess, "
                                  "to be tuned with organizers.").format(
                  mark=FAIL_MARK)), st["note"]), Spacer(1, 6)]
    rows = table_rows(list(result.findings), unit)
    data: list[list[Any]] = [[Paragraph(escape(h), st["cellb"]) for h in
                              ("", tr("Check"), tr("Side A"), tr("Side B"), tr("Threshold"))]]
    cmds: list[Any] = [("VALIGN", (0, 0), (-1, -1), "MIDDLE"), ("BACKGROUND", (0, 0), (-1, 0), HEAD),
                       ("LINEBELOW", (0, 0), (-1, 0), 0.8, LINE), ("LINEBELOW", (0, -1), (-1, -1), 0.8, LINE),
                       ("TOPPADDING", (0, 0), (-1, -1), 2), ("BOTTOMPADDING", (0, 0), (-1, -1), 2)]
    for i, (label, a, b, limit, failing) in enumerate(rows, start=1):
        style = st["cellb"] if failing else st["cell"]
        data.append([Paragraph(FAIL_MARK if failing else "", style)] +
                    [Paragraph(escape(keep_percent(text)), style) for text in (label, a, b, limit)])
        if failing:
            cmds.append(("BACKGROUND", (0, i), (-1, i), BAND))
    mark = 14.0
    cols = [mark, (width - mark) * 0.46, (width - mark) * 0.17, (width - mark) * 0.17, (width - mark) * 0.20]
    table = Table(data, colWidths=cols, repeatRows=1)
    table.setStyle(TableStyle(cmds))
    story.append(table)
    return story


__all__ = ["FAIL_MARK", "check_story", "keep_percent", "pack_layouts"]
