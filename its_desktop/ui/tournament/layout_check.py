"""The organizer's "check all tables" run off the GUI thread, with progress and cancel (the shared
``ui/poll_runner.py``): the worker runs :func:`domain.terrain.event_check.check_tables` on plain data. Cancel
stops the run at its next progress report (checks not started are dropped), and nothing is heard.
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QObject

from its_desktop.domain.mission import ResolvedMission
from its_desktop.domain.terrain.event_check import check_tables
from its_desktop.domain.terrain.layouts import NamedLayout

from ..poll_runner import PollRunner

POLL_MS = 50


class EventCheckRunner(PollRunner):
    """``finished`` gives list[TableCheck]."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__("its-desktop event table check", parent, POLL_MS)

    def start(self, mission: ResolvedMission, on_tables: Mapping[int, NamedLayout], workers: int | None = None) -> None:
        tables = dict(on_tables)
        self.run(lambda tell: check_tables(mission, tables, progress=tell, workers=workers))
