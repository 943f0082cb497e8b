"""The table check run off the GUI thread, with progress and cancel (the shared ``ui/poll_runner.py``).

A full check (both sides, two height classes) takes a second or two of CPU; on the GUI thread the window
would freeze for it. The worker sees only the layout (Qt-free) and hands back the findings and the overlays
by height class, also Qt-free. A new check cancels the one running (its thread stops at its next progress
step and is not heard).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject

from ..poll_runner import PollRunner, Progress

if TYPE_CHECKING:  # the check's modules load with the first check, not with the panel at start-up
    from its_desktop.domain.terrain.metrics import Layout

POLL_MS = 30  # the progress bar follows within two frames


def check_work(layout: Layout, tell: Progress) -> tuple[Any, Any]:
    """The findings (list[Finding]) and the overlays by height class of one layout."""
    from its_desktop.domain.terrain.metrics import check
    from its_desktop.domain.terrain.overlay import overlay_of
    from its_desktop.domain.terrain.silhouettes import HEIGHT_CLASSES

    findings = check(layout, progress=tell)
    return findings, {hc.id: overlay_of(layout, findings, hc) for hc in HEIGHT_CLASSES}


class CheckRunner(PollRunner):
    """``finished`` gives (findings, overlays by height class)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__("its-desktop table check", parent, POLL_MS)

    def start(self, layout: Layout) -> None:
        self.run(lambda tell: check_work(layout, tell))
