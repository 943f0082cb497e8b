"""The scenario's restrictions watched on every table edit: an edit that breaks an absolute rule is
taken back with the reason; one the referee may allow is let through with a warning."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from its_desktop.domain.table_rules import REFUSE, Finding, check_table
from its_desktop.presentation.zone_key import with_zone_key

if TYPE_CHECKING:
    from its_desktop.ui.table.controller import TableController


class RulesWatch(QObject):
    refused = Signal(str)  # the edit was taken back: why
    warned = Signal(str)   # the edit stays: what the referee should look at

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.known: set[str] = set()
        self.findings: list[Finding] = []
        self._busy = False
        self.deploying = lambda: True

    def findings_for(self, ctl: TableController) -> list[Finding]:
        raw = ctl.last_raw
        if raw is None and ctl.doc.troopers:
            raw = ctl.evaluator.evaluate(ctl.doc.state())  # (made now if it has not arrived: never unchecked)
        # An empty table needs no evaluation (every ban names troopers): the window's first table is checked
        # before its evaluator arrives (ui/table/controller.py).
        return check_table(ctl.mission, ctl.doc.state(), list(ctl.doc.placed), raw, deploying=self.deploying())

    def baseline(self, ctl: TableController) -> None:
        """What a table already breaks when it is opened is not the next edit's fault."""
        self.findings = self.findings_for(ctl)
        self.known = {f.key for f in self.findings}

    def after_edit(self, ctl: TableController) -> bool:
        """Check the table after an edit; True when the edit was refused (and taken back)."""
        if self._busy:
            return False
        findings = self.findings_for(ctl)
        new = [f for f in findings if f.key not in self.known]
        refusals = [f for f in new if f.level == REFUSE]
        if refusals and ctl.undo.index() > 0:
            self._busy = True
            try:
                cmd = ctl.undo.command(ctl.undo.index() - 1)
                cmd.undo()
                # An obsolete command is dropped by the stack's undo without being undone again:
                # no redo brings the refused edit back.
                cmd.setObsolete(True)
                ctl.undo.undo()
            finally:
                self._busy = False
            self.findings = self.findings_for(ctl)
            self.known = {f.key for f in self.findings}
            # A finding names a zone as the table does ("inside EZ"); its long name follows in brackets.
            self.refused.emit("\n".join(with_zone_key(f.text, ctl.mission.zones) for f in refusals))
            return True
        self.findings = findings
        self.known = {f.key for f in findings}
        warnings = [with_zone_key(f.text, ctl.mission.zones) for f in new if f.level != REFUSE]
        if warnings:
            self.warned.emit("\n".join(warnings))
        return False
