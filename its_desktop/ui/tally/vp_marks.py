"""The Victory Points boxes under the override rule the measures' cells follow: the VP the table counted at the
end of the game shows in the table's colour; a VP typed over that count is an override (orange), says what the
table counted, and the summary says so too, so the sheet never shows 37 beside a line that reads 27."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QSpinBox, QWidget

from .input_cell import SOURCE_COLOURS

if TYPE_CHECKING:
    from its_desktop.domain.tally.model import TallyModel


def tr(text: str) -> str:
    return QCoreApplication.translate("TallyPanel", text)


def counted_vp(model: TallyModel | None, player: str) -> int | None:
    """The surviving VP the table counted at the end of the game (None: not counted in this session)."""
    counted = model.losses.get(player) if model is not None else None
    return int(round(counted.vp.value)) if counted is not None and counted.vp.value is not None else None


def vp_source(model: TallyModel | None, player: str) -> str:
    """``table`` (as counted), ``override`` (typed over the count) or ``asked`` (typed, nothing counted)."""
    counted = counted_vp(model, player)
    if model is None or counted is None:
        return "asked"
    return "table" if model.record.vp.get(player) == counted else "override"


def show(panel: QWidget, model: TallyModel | None, boxes: dict[str, QSpinBox]) -> None:
    """Colour each VP box by its source and say, on it, what the table counted and why it differs."""
    if model is None:
        return
    for p, box in boxes.items():
        source = vp_source(model, p)
        counted = model.losses.get(p)
        lines = "; ".join(counted.vp.lines) if counted is not None else ""
        if source == "override":
            box.setToolTip(tr("%1: the table counted %2 (%3)").replace("%1", model.override_why)
                           .replace("%2", str(counted_vp(model, p))).replace("%3", lines or "–"))
        elif source == "table":
            box.setToolTip(tr("From the table: %1").replace("%1", lines or "–"))
        colour = SOURCE_COLOURS.get(source)
        palette = box.palette()
        palette.setColor(QPalette.ColorRole.Base, colour or panel.palette().color(QPalette.ColorRole.Base))
        box.setPalette(palette)
        box.setProperty("source", source)
