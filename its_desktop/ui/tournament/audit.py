"""The Audit tab: every change to the event, newest first — who, when, what, from what to what, and why
(corrections and hand overrides carry the organizer's reason)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtWidgets import QAbstractItemView, QCheckBox, QHBoxLayout, QHeaderView, QLabel, QVBoxLayout

from its_desktop.presentation.audit_words import (EventNames, change_words, journal_words, what_words, who_words,
                                                  why_words)

from .common import Tab, item, table_widget

if TYPE_CHECKING:
    from .host import TournamentHost


def _short(v: Any, code: str, names: EventNames) -> str:
    if v is None:
        return ""
    text = journal_words(v, code, names)  # worded, never JSON or ids: "exemption Carla Dias", "Suprématie"
    return text if len(text) <= 120 else text[:117] + "…"


def _full(v: Any, code: str, names: EventNames) -> str | None:
    return journal_words(v, code, names) if v is not None else None


def _scenario_namer(rounds: dict[str, str]) -> Any:
    """A scenario's name in the window's language: the event's rounds' (a custom scenario's too), else the
    library's; an id neither knows is shown as stored."""
    from its_desktop.domain.mission import UnknownMission, catalog

    def name(sid: str) -> str:
        if sid in rounds:
            return rounds[sid]
        try:
            return catalog.scenario(sid).name.get()
        except UnknownMission:
            return sid
    return name


def _season_namer(sid: str) -> str:
    from its_desktop.domain.mission import UnknownMission, catalog

    try:
        return catalog.season(sid).name.get()
    except (UnknownMission, KeyError):
        return sid


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
        names = EventNames({p.id: p.name for p in self.repo.players(self.eid)},
                           _scenario_namer({r.scenario: r.scenario_name for r in self.repo.rounds(self.eid)}),
                           _season_namer)
        t = self.table
        t.setRowCount(len(rows))
        for i, c in enumerate(rows):
            # The store's codes in the window's language; the values are data, shown as stored.
            cells = [item(f"{c.at:%Y-%m-%d %H:%M:%S}"), item(who_words(c.who)), item(what_words(c.what)),
                     item(change_words(c.field)), item(_short(c.old, c.field, names), tip=_full(c.old, c.field, names)),
                     item(_short(c.new, c.field, names), tip=_full(c.new, c.field, names)), item(why_words(c.why))]
            for col, cell in enumerate(cells):
                t.setItem(i, col, cell)
        self.count.setText(self.tr("%n change(s)", "", len(rows)))
