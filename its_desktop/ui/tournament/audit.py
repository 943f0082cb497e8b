"""The Audit tab: every change to the event, newest first — who, when, what, from what to what, and why
(corrections and hand overrides carry the organizer's reason)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QAbstractItemView, QCheckBox, QHBoxLayout, QHeaderView, QLabel, QVBoxLayout

from its_desktop.presentation.audit_words import change_words, value_words, what_words, who_words, why_words

from .common import Tab, item, table_widget

if TYPE_CHECKING:
    from .host import TournamentHost


def _short(v: Any) -> str:
    if v is None:
        return ""
    text = value_words(v)  # worded, never JSON: "PO A 7 · PV A 210", "oui"
    return text if len(text) <= 120 else text[:117] + "…"


class AuditTab(Tab):
    def __init__(self, window: TournamentHost) -> None:
        super().__init__(window)
        self.only_reasons = QCheckBox(self.tr("Only changes with a reason (corrections, overrides)"))
        self.count = QLabel()
        top = QHBoxLayout()
        top.addWidget(self.only_reasons)
        top.addStretch(1)
        top.addWidget(self.count)
        self.table = table_widget([self.tr("When (UTC)"), self.tr("Who"), self.tr("What"), self.tr("Change"),
                                   self.tr("Before"), self.tr("After"), self.tr("Why")])
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        header = self.table.horizontalHeader()
        for col in (4, 5):  # old and new values can be long: a fixed width, the full text in the tooltip
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.Interactive)
            header.resizeSection(col, 240)
        lay = QVBoxLayout(self)
        lay.addLayout(top)
        lay.addWidget(self.table, 1)
        self.only_reasons.toggled.connect(lambda _on: self.refresh())
        self.rows: list = []

    def refresh(self) -> None:
        if not self.eid:
            return
        rows = list(reversed(self.repo.history(self.eid)))
        if self.only_reasons.isChecked():
            rows = [c for c in rows if c.why]
        self.rows = rows
        t = self.table
        t.setRowCount(len(rows))
        for i, c in enumerate(rows):
            # The store's codes in the window's language; the values are data, shown as stored.
            cells = [item(f"{c.at:%Y-%m-%d %H:%M:%S}"), item(who_words(c.who)), item(what_words(c.what)),
                     item(change_words(c.field)), item(_short(c.old), tip=_short(c.old) or None),
                     item(_short(c.new), tip=_short(c.new) or None), item(why_words(c.why))]
            for col, cell in enumerate(cells):
                t.setItem(i, col, cell)
        self.count.setText(self.tr("%n change(s)", "", len(rows)))
