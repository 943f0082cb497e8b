"""The heat map computed off the GUI thread, with progress and cancel (the shared ``ui/poll_runner.py``).
The worker sees the layout, the target and the height class, and hands back the map (plain Python and
NumPy). A new map cancels the one running (its thread stops at its next row and is not heard).
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from its_desktop.domain.terrain.heatmap import heat_map
from its_desktop.domain.terrain.metrics import Layout
from its_desktop.domain.terrain.silhouettes import HeightClass

from ..poll_runner import PollRunner

POLL_MS = 30


class HeatRunner(PollRunner):
    """``finished`` gives the HeatMap."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__("its-desktop heat map", parent, POLL_MS)

    def start(self, layout: Layout, target: str, hc: HeightClass) -> None:
        self.run(lambda tell: heat_map(layout, target, hc, progress=tell))
