"""The tally: a score sheet made from the scenario's scoring data, filled from the table where the
table knows the answer, asked where it does not, and scored live by the domain's tally engine."""

from __future__ import annotations

import html

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QGridLayout, QGroupBox, QHBoxLayout, QLabel, QPlainTextEdit, QPushButton, QScrollArea,
    QSpinBox, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget,
)

from its_desktop.domain.tally import changes, fill, points as tp
from its_desktop.domain.tally.record import (
    GAME, ClassifiedSlot, GameRecord, Override, derived_from, measure_bound, twin_key, value_kind,
)
from its_desktop.domain.tally.score import score
from its_desktop.domain.table import StateError

from .inputs import MeasureInput, keep_to_size

if TYPE_CHECKING:
    from its_desktop.domain.evaluation import Evaluation
    from its_desktop.domain.mission import ResolvedMission

PLAYERS = ("A", "B")
ROUND_KEYS = ("1", "2", "3")
# Columns: objective, A r1 r2 r3 game, B r1 r2 r3 game, OP A, OP B
COL_A, COL_B, COL_OP = 1, 5, 9


class TallyPanel(QWidget):
    changed = Signal(object)  # a TallyChange (its_desktop.domain.tally.changes): what the sheet changed
    scored = Signal(object)             # the Score

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.mission: ResolvedMission | None = None
        self.record: GameRecord | None = None
        self.who = "player"
        self.inputs: dict[tuple[str, str, str], MeasureInput] = {}   # (player, objective, key)
        self.deck_logs: dict[tuple[str, str], list[dict]] = {}
        self.table_values: dict[tuple[str, str, str], Any] = {}
        self._build()

    # -- layout -------------------------------------------------------------------------------
    def _build(self) -> None:
        top = QHBoxLayout()
        self.end_reason = QComboBox()
        for text, key in ((self.tr("In progress"), None), (self.tr("Played to the end"), "completed"),
                          (self.tr("Retreat!"), "retreat"),
                          (self.tr("Time called"), "time"), (self.tr("Concession"), "concession")):
            self.end_reason.addItem(text, key)
        self.rounds = QSpinBox()
        self.rounds.setRange(0, 3)
        self.fill_button = QPushButton(self.tr("Fill from the table"))
        self.fill_button.setToolTip(self.tr("Take every value the table knows for the current round"))
        top.addWidget(QLabel(self.tr("Rounds completed")))
        top.addWidget(self.rounds)
        top.addWidget(QLabel(self.tr("Game")))
        top.addWidget(self.end_reason)
        top.addStretch(1)
        top.addWidget(self.fill_button)
        self.top_row = top
        self.grid = QTableWidget(0, 11)
        self.grid.setHorizontalHeaderLabels([
            self.tr("Objective"), "A 1", "A 2", "A 3", self.tr("A game"), "B 1", "B 2", "B 3", self.tr("B game"),
            self.tr("OP A"), self.tr("OP B")])
        self.grid.verticalHeader().setVisible(False)
        self.grid.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.extra = QGroupBox(self.tr("Classified objectives, decks and Victory Points"))
        self.extra_layout = QGridLayout(self.extra)
        self.result = QLabel()
        self.result.setTextFormat(Qt.TextFormat.RichText)
        self.result.setWordWrap(True)
        # What the table did at the end (Killer Cold, plague) and how kills and VP were counted:
        # stays until the next game, unlike a status-bar line.
        self.notes = QPlainTextEdit()
        self.notes.setObjectName("end-notes")
        self.notes.setReadOnly(True)
        self.notes.setMaximumHeight(110)  # a dozen lines scroll rather than squeeze the sheet
        self.notes.hide()
        # A narrow dock (French and Spanish labels at 1366 px) gets the fill button on a line of its own
        # and the two players' columns one under the other, instead of a sideways scroll bar.
        self.fill_row = QHBoxLayout()
        self.fill_row.addStretch(1)
        self._watched: QWidget | None = None
        self.stacked = False
        self._wide_need = 0
        self._player_parts: list[tuple[QWidget, QWidget]] = []
        self._hvt_parts: tuple[QWidget, QWidget] | None = None
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(self.fill_row)
        layout.addWidget(self.grid, 1)
        layout.addWidget(self.extra)
        layout.addWidget(self.result)
        layout.addWidget(self.notes)
        self.rounds.valueChanged.connect(self._rounds_changed)
        self.end_reason.currentIndexChanged.connect(self._end_changed)

    # -- a game -------------------------------------------------------------------------------
    def set_game(self, mission: ResolvedMission, record: GameRecord | None = None, in_progress: bool = True) -> None:
        """Show a game: a new one, or a stored record (``in_progress`` while no end was recorded)."""
        self.mission = mission
        self.record = record or GameRecord(mission.scenario.id, mission.points, rounds_completed=0)
        self.in_progress = record is None or in_progress
        self.inputs.clear()
        self.table_values.clear()
        self.set_notes([])
        self.deck_logs = {}  # a reopened game's logs are set by whoever loaded it
        objectives = mission.scenario.scoring
        self.grid.clearContents()  # the previous scenario's input cells must not survive in reused rows
        self.grid.setRowCount(0)
        self.grid.setRowCount(len(objectives))
        leaders: dict[str, str] = {}
        for row, o in enumerate(objectives):
            item = QTableWidgetItem(o.name.get())
            item.setToolTip(o.source)
            self.grid.setItem(row, 0, item)
            derived = derived_from(o)
            leader = leaders.setdefault(twin_key(o), o.id)
            for p, base in (("A", COL_A), ("B", COL_B)):
                keys = ROUND_KEYS if o.when == "round_end" else (GAME,)
                for k in keys:
                    col = base + (int(k) - 1 if k != GAME else 3)
                    if derived:
                        self.grid.setItem(row, col, QTableWidgetItem(self.tr("below")))
                    elif leader != o.id:
                        # An arrow, not words: repeated in eight columns, "as above" made the sheet wider than the dock.
                        same = QTableWidgetItem("↑")
                        same.setToolTip(self.tr("as above"))
                        same.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                        self.grid.setItem(row, col, same)
                    else:
                        cell = MeasureInput(value_kind(o), measure_bound(mission, o))
                        cell.edited.connect(lambda v, p=p, oid=o.id, k=k: self._edited(p, oid, k, v))
                        self.grid.setCellWidget(row, col, cell)
                        self.inputs[(p, o.id, k)] = cell
        self.grid.resizeColumnsToContents()
        self._build_extra()
        keep_to_size(self)
        self._load_record()
        self.rescore()
        self.set_viewer(getattr(self, "viewer", "referee"))

    def retranslate(self) -> None:
        """Objective names and totals in the current language (after a language switch)."""
        mission: ResolvedMission | None = getattr(self, "mission", None)  # None until a game is shown
        if mission is None:
            return
        for row, o in enumerate(mission.scenario.scoring):
            if (item := self.grid.item(row, 0)) is not None:
                item.setText(o.name.get())
        self.grid.resizeColumnsToContents()
        self.rescore()

    def show_stored(self, record: GameRecord, in_progress: bool, deck_logs: dict | None = None) -> None:
        """The same game again as the database holds it (another station's change, a refused
        write): values that came from the table keep their colour and their override status."""
        assert self.mission is not None
        table_values = dict(self.table_values)
        self.set_game(self.mission, record, in_progress)
        self.deck_logs = deck_logs or {}
        for (p, o, k), v in table_values.items():
            cell = self.inputs.get((p, o, k))
            if cell is None:
                continue
            value, override = record.value(p, o, k)
            if override is not None or value == v:
                self.table_values[(p, o, k)] = v
            if override is None and value == v:
                cell.set_value(v, "table")

    def _build_extra(self) -> None:
        while self.extra_layout.count():
            item = self.extra_layout.takeAt(0)
            w = item.widget() if item is not None else None
            if w is not None:
                w.hide()  # deleted when the event loop comes round: never drawn over the new ones
                w.deleteLater()
        assert self.mission is not None and self.record is not None
        sc = self.mission.scenario
        self.slot_boxes: dict[tuple[str, int, str], QCheckBox] = {}
        self.vp_boxes: dict[str, QSpinBox] = {}
        self.deck_boxes: dict[tuple[str, str], QSpinBox] = {}
        self.intelcom_boxes: dict[str, tuple[QSpinBox, QComboBox]] = {}
        self.private_widgets: dict[str, list[QWidget]] = {"A": [], "B": []}
        self._player_parts = []
        self._hvt_parts = None
        for col, p in enumerate(PLAYERS):
            header = QLabel(f"<b>{self.tr('Player %1').replace('%1', p)}</b>")
            box = QWidget()
            lay = QVBoxLayout(box)
            lay.setContentsMargins(0, 0, 0, 0)
            for i in range(sc.classified.count):
                line = QHBoxLayout()
                line.addWidget(QLabel(self.tr("Classified %1").replace("%1", str(i + 1))))
                flags = [("fulfilled", self.tr("fulfilled"))]
                if sc.classified.secure_hvt:
                    flags.append(("secure_hvt", self.tr("Secure HVT")))
                if sc.classified.intelcom in ("support_and_control", "interference"):
                    flags.append(("intelcom", self.tr("INTELCOM card")))
                if sc.classified.intelcom in ("provisions", "counterespionage"):
                    flags.append(("symbol", self.tr("symbol")))
                for key, text in flags:
                    check = QCheckBox(text)
                    check.toggled.connect(lambda v, p=p, i=i, key=key: self._slot(p, i, key, v))
                    self.slot_boxes[(p, i, key)] = check
                    line.addWidget(check)
                line.addStretch(1)
                lay.addLayout(line)
            for deck in sc.decks:
                line = QHBoxLayout()
                line.addWidget(QLabel(self.tr("%1 completed").replace("%1", deck.name.get())))
                spin = QSpinBox()
                spin.setRange(0, 20)
                spin.valueChanged.connect(lambda v, p=p, d=deck.id: self._deck(p, d, v))
                self.deck_boxes[(p, deck.id)] = spin
                line.addWidget(spin)
                log = QPushButton(self.tr("Turn by turn…"))
                log.clicked.connect(lambda _c=False, p=p, d=deck: self.edit_deck_log(p, d))
                line.addWidget(log)
                lay.addLayout(line)
            if sc.classified.intelcom == "support_and_control":
                line = QHBoxLayout()
                line.addWidget(QLabel(self.tr("INTELCOM Support and Control: value")))
                value = QSpinBox()
                value.setRange(0, 99)
                zone = QComboBox()
                zone.addItem(self.tr("no card"), None)
                for z in self.mission.zones:
                    if z.is_zo:
                        zone.addItem(z.name, z.id)
                value.valueChanged.connect(lambda _v, p=p: self._intelcom(p))
                zone.currentIndexChanged.connect(lambda _i, p=p: self._intelcom(p))
                self.intelcom_boxes[p] = (value, zone)
                line.addWidget(value)
                line.addWidget(QLabel(self.tr("in")))
                line.addWidget(zone)
                lay.addLayout(line)
            line = QHBoxLayout()
            line.addWidget(QLabel(self.tr("Victory Points (surviving Army Points)")))
            vp = QSpinBox()
            vp.setRange(-1, self.mission.points)
            vp.setSpecialValueText("–")
            vp.setValue(-1)
            vp.valueChanged.connect(lambda v, p=p: self._vp(p, v))
            self.vp_boxes[p] = vp
            line.addWidget(vp)
            line.addStretch(1)
            lay.addLayout(line)
            self._player_parts.append((header, box))
            self.private_widgets[p] = [w for (q, _i, _k), w in self.slot_boxes.items() if q == p]
            if p in self.intelcom_boxes:
                self.private_widgets[p] += list(self.intelcom_boxes[p])
        if self.mission.hvt_harm_loses_game:  # Neutral HVTs only, where the season says so
            self.hvt_box: QComboBox | None = QComboBox()
            choices: tuple[tuple[str, str | None], ...] = ((self.tr("nobody"), None), ("A", "A"), ("B", "B"))
            for text, harmed_by in choices:
                self.hvt_box.addItem(text, harmed_by)
            self.hvt_box.currentIndexChanged.connect(self._hvt)
            self._hvt_parts = (QLabel(self.tr("Enemy HVT harmed by (that player loses the game)")), self.hvt_box)
        else:
            self.hvt_box = None
        self._arrange(False, force=True)  # measured side by side first, then stacked if it needs to be
        self._arrange(self._want_stacked())

    # -- side by side, or one under the other ---------------------------------------------------------
    def _room(self) -> int:
        """The width the panel is shown in: the dock's scroll area's, not the panel's own (which grows
        to its minimum and would never ask for the narrow arrangement)."""
        return self._watched.width() if self._watched is not None else self.width()

    def _want_stacked(self) -> bool:
        """Stack when the side-by-side sheet needs more than the room (its minimum width, measured
        while side by side and remembered, so the choice does not flap)."""
        if len(self._player_parts) < 2:
            return False
        if not self.stacked:
            self._wide_need = self.minimumSizeHint().width()
        return self._wide_need > self._room()

    def _arrange(self, stacked: bool, force: bool = False) -> None:
        if stacked == self.stacked and not force:
            return
        self.stacked = stacked
        lay = self.extra_layout
        parts = [w for pair in self._player_parts for w in pair] + list(self._hvt_parts or ())
        for w in parts:
            lay.removeWidget(w)
        for col, (header, box) in enumerate(self._player_parts):
            row = 2 * col if stacked else 0
            lay.addWidget(header, row, 0 if stacked else col)
            lay.addWidget(box, row + 1, 0 if stacked else col)
        if self._hvt_parts is not None:
            label, combo = self._hvt_parts
            row = 2 * len(self._player_parts) if stacked else 2
            lay.addWidget(label, row, 0)
            lay.addWidget(combo, row + 1 if stacked else row, 0 if stacked else 1)
        # The fill button moves to its own line, left of nothing, when the top line would not fit.
        self.top_row.removeWidget(self.fill_button)
        self.fill_row.removeWidget(self.fill_button)
        if stacked:
            self.fill_row.insertWidget(0, self.fill_button)
        else:
            self.top_row.addWidget(self.fill_button)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt's name)
        super().showEvent(event)
        # The panel keeps its minimum width when the dock narrows below it: watch the scroll area's
        # viewport, whose width is the room the panel really has.
        parent = self.parentWidget()
        while parent is not None and not isinstance(parent, QScrollArea):
            parent = parent.parentWidget()
        viewport = parent.viewport() if parent is not None else None
        if viewport is not self._watched:
            if self._watched is not None:
                self._watched.removeEventFilter(self)
            if viewport is not None:
                viewport.installEventFilter(self)
            self._watched = viewport
        self._arrange(self._want_stacked())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if watched is self._watched and event.type() == QEvent.Type.Resize:
            self._arrange(self._want_stacked())
        return False

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self._arrange(self._want_stacked())

    def _load_record(self) -> None:
        """Show what the record holds (a reopened game)."""
        rec = self.record
        assert rec is not None
        self.rounds.blockSignals(True)
        self.rounds.setValue(rec.rounds_completed)
        self.rounds.blockSignals(False)
        self.end_reason.blockSignals(True)
        self.end_reason.setCurrentIndex(0 if self.in_progress else max(0, self.end_reason.findData(rec.end_reason)))
        self.end_reason.blockSignals(False)
        for (p, oid, k), cell in self.inputs.items():
            value, override = rec.value(p, oid, k)
            cell.set_value(value, "override" if override else "asked")
        for (p, i, key), check in self.slot_boxes.items():
            slots = rec.classified.get(p, [])
            check.blockSignals(True)
            check.setChecked(bool(i < len(slots) and getattr(slots[i], key)))
            check.blockSignals(False)
        for (p, d), spin in self.deck_boxes.items():
            spin.blockSignals(True)
            spin.setValue(rec.decks.get(p, {}).get(d, 0))
            spin.blockSignals(False)
        for p, spin in self.vp_boxes.items():
            spin.blockSignals(True)
            spin.setValue(int(rec.vp[p]) if p in rec.vp else -1)
            spin.blockSignals(False)
        for p, (value_box, zone_box) in self.intelcom_boxes.items():
            card = rec.intelcom.get(p)
            for w in (value_box, zone_box):
                w.blockSignals(True)
            value_box.setValue(int(card.value) if card else 0)
            zone_box.setCurrentIndex(max(0, zone_box.findData(card.zone)) if card else 0)
            for w in (value_box, zone_box):
                w.blockSignals(False)
        if self.hvt_box is not None:
            self.hvt_box.blockSignals(True)
            self.hvt_box.setCurrentIndex(max(0, self.hvt_box.findData(rec.hvt_harmed_by)))
            self.hvt_box.blockSignals(False)

    # -- edits --------------------------------------------------------------------------------
    def _edited(self, player: str, objective: str, key: str, value) -> None:
        rec = self.record
        assert rec is not None
        came_from_table = (player, objective, key) in self.table_values
        if came_from_table and value != self.table_values[(player, objective, key)]:
            # Changing what the table said is an override, kept with who made it.
            rec.overrides.setdefault(player, {}).setdefault(objective, {})[key] = Override(
                value, self.who, self.tr("corrected by hand"))
            self.inputs[(player, objective, key)].set_value(value, "override")
        else:
            if value is None:
                rec.values.get(player, {}).get(objective, {}).pop(key, None)
            else:
                rec.values.setdefault(player, {}).setdefault(objective, {})[key] = value
            rec.overrides.get(player, {}).get(objective, {}).pop(key, None)
        self.changed.emit(changes.MeasureChanged(player, objective, key, value))
        self.rescore()

    def _slot(self, player: str, index: int, key: str, value: bool) -> None:
        rec = self.record
        assert rec is not None and self.mission is not None
        slots = rec.classified.setdefault(player, [])
        while len(slots) <= index:
            slots.append(ClassifiedSlot())
        setattr(slots[index], key, value)
        self.changed.emit(changes.ClassifiedChanged(player, index, replace(slots[index])))
        self.rescore()

    def edit_deck_log(self, player: str, deck) -> None:
        from .deck_log import DeckLogDialog

        title = self.tr("%1 — player %2").replace("%1", deck.name.get()).replace("%2", player)
        dialog = DeckLogDialog(self, title, self.deck_logs.get((player, deck.id), []),
                               self.mission.season.rounds if self.mission else 3)
        if dialog.exec():
            self.set_deck_log(player, deck.id, dialog.rows())

    def set_deck_log(self, player: str, deck: str, rows: list[dict]) -> None:
        """Keep the log and take the completed count from it (what the scoring reads)."""
        from .deck_log import completed

        self.deck_logs[(player, deck)] = rows
        self.changed.emit(changes.DeckLogChanged(player, deck, tuple(rows)))
        self.deck_boxes[(player, deck)].setValue(completed(rows))

    def _intelcom(self, player: str) -> None:
        from its_desktop.domain.tally.record import IntelcomCard

        assert self.record is not None
        value, zone = self.intelcom_boxes[player]
        card = IntelcomCard("support_and_control", value.value(), zone.currentData()) \
            if zone.currentData() else None
        self.record.intelcom[player] = card
        self.changed.emit(changes.IntelcomChanged(player, replace(card) if card else None))
        self.rescore()

    def _hvt(self) -> None:
        assert self.record is not None and self.hvt_box is not None
        self.record.hvt_harmed_by = self.hvt_box.currentData()
        self.changed.emit(changes.HvtHarmedChanged(self.record.hvt_harmed_by))
        self.rescore()

    def set_viewer(self, viewer: str) -> None:
        """A player's view hides the opponent's sealed entries (Classified not yet fulfilled, INTELCOM)."""
        for p, widgets in self.private_widgets.items():
            hidden = viewer not in ("referee", p)
            for w in widgets:
                fulfilled = self._fulfilled_slot(w)
                w.setVisible(not hidden or fulfilled)
        self.viewer = viewer

    def _fulfilled_slot(self, widget) -> bool:
        for (p, i, key), w in self.slot_boxes.items():
            if w is widget:
                return bool(self.slot_boxes.get((p, i, "fulfilled")) and self.slot_boxes[(p, i, "fulfilled")].isChecked())
        return False

    def _deck(self, player: str, deck: str, value: int) -> None:
        assert self.record is not None
        self.record.decks.setdefault(player, {})[deck] = value
        self.changed.emit(changes.DeckChanged(player, deck, value))
        self.rescore()

    def _vp(self, player: str, value: int) -> None:
        assert self.record is not None
        if value < 0:
            self.record.vp.pop(player, None)
        else:
            self.record.vp[player] = value
        self.changed.emit(changes.VictoryPointsChanged(player, None if value < 0 else value))
        self.rescore()

    def _rounds_changed(self, value: int) -> None:
        if self.record is not None:
            self.record.rounds_completed = value
            self.changed.emit(changes.RoundsCompletedChanged(value))
            self.rescore()

    def _end_changed(self) -> None:
        if self.record is not None:
            reason = self.end_reason.currentData()
            self.in_progress = reason is None
            if reason is not None:
                self.record.end_reason = reason
            self.changed.emit(changes.EndReasonChanged(reason))
            self.rescore()

    def set_notes(self, lines: list[str]) -> None:
        self.notes.setPlainText("\n".join(lines))
        self.notes.setVisible(bool(lines))

    # -- the table ----------------------------------------------------------------------------
    def fill_from_table(self, evaluation: Evaluation, state, round_: int, game_end: bool, hvts=()) -> int:
        """Take what the table knows: this round's per-round measures, and at the end the game ones
        (kills, surviving Victory Points, Secure HVT where both HVTs are on the table)."""
        assert self.mission is not None and self.record is not None
        filled = 0
        if game_end:
            filled += self._fill_losses(state, hvts)
        for p in PLAYERS:
            known = fill.from_table(self.mission, evaluation, p, state=state, game_end=game_end, record=self.record)
            for o in self.mission.scenario.scoring:
                if o.id not in known:
                    continue
                key = str(round_) if o.when == "round_end" else GAME
                if key == GAME and not game_end:
                    continue
                cell = self.inputs.get((p, o.id, key))
                if cell is None:
                    continue
                value = known[o.id]
                self.table_values[(p, o.id, key)] = value
                self.record.values.setdefault(p, {}).setdefault(o.id, {})[key] = value
                self.record.overrides.get(p, {}).get(o.id, {}).pop(key, None)
                cell.set_value(value, "table")
                self.changed.emit(changes.MeasureChanged(p, o.id, key, value))
                filled += 1
        self.rescore()
        return filled

    def _fill_losses(self, state, hvts) -> int:
        """Surviving VP and Secure HVT from the table; kills' reasons as tooltips."""
        from its_desktop.domain.tally import losses

        assert self.mission is not None and self.record is not None
        filled = 0
        lines = []
        for p in PLAYERS:
            vp = losses.surviving_vp(self.mission, state, p)
            assert vp.value is not None  # the points of the troopers alive: always known
            box = self.vp_boxes[p]
            box.setValue(int(round(vp.value)))  # stored like a typed value: the referee may still change it
            box.setToolTip(self.tr("From the table: %1").replace("%1", "; ".join(vp.lines) or "–"))
            filled += 1
            killed = losses.army_points_killed(self.mission, state, p, True)
            lines.append(self.tr("Player %1 killed %2 Army Points: %3").replace("%1", p)
                         .replace("%2", f"{killed.value:g}").replace("%3", "; ".join(killed.lines) or "–"))
            lines.append(self.tr("Player %1 keeps %2 Victory Points").replace("%1", p)
                         .replace("%2", f"{vp.value:g}"))
            secure = losses.secure_hvt(self.mission, state, hvts, p)
            for (q, i, key), check in self.slot_boxes.items():
                if q == p and key == "secure_hvt" and check.isChecked() and secure.value is not None:
                    self.slot_boxes[(p, i, "fulfilled")].setChecked(bool(secure.value))
                    lines.append(self.tr("Player %1, Secure HVT: %2 (%3)").replace("%1", p)
                                 .replace("%2", self.tr("accomplished") if secure.value else self.tr("not accomplished"))
                                 .replace("%3", "; ".join(secure.lines)))
                    filled += 1
        self.loss_lines = lines
        return filled

    # -- score --------------------------------------------------------------------------------
    def rescore(self) -> None:
        if self.mission is None or self.record is None:
            return
        record = self.record
        if self.in_progress:
            record = record.provisional(self.mission.season.rounds)
        try:
            result = score(self.mission, record)
        except StateError as exc:
            self.result.setText(f"<span style='color:#b00'>{exc}</span>")
            return
        for row, o in enumerate(self.mission.scenario.scoring):
            for p, col in (("A", COL_OP), ("B", COL_OP + 1)):
                line = result.players[p].line(o.id)
                item = QTableWidgetItem(str(line.op))
                item.setToolTip(line.explanation)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.grid.setItem(row, col, item)
        ops = {p: result.op(p) for p in PLAYERS}
        tps = tp.tournament_points(self.mission.season, ops["A"], ops["B"], hvt_harmed_by=self.record.hvt_harmed_by)
        # No Tournament Points before there is a result to give them: a game just begun would show a draw.
        empty = self.in_progress and self.record.rounds_completed == 0 and not any(ops.values())
        parts = []
        for p, t in zip(PLAYERS, tps):
            ps = result.players[p]
            vp = "–" if ps.vp is None else f"{ps.vp:g}"
            parts.append(self.tr("<b>%1</b>: %2 OP (objectives %3, classified %4), %5 VP, %6 TP")
                         .replace("%1", self.tr("Player %1").replace("%1", p)).replace("%2", str(ps.op))
                         .replace("%3", str(ps.objectives_op)).replace("%4", str(ps.classified_op))
                         .replace("%5", vp).replace("%6", "–" if empty else str(t)))
        if self.in_progress:
            parts.insert(0, self.tr("<i>Provisional: the game is still in progress.</i>"))
        # The pack readings this result rests on (an inferred band, a destroyed marker's two readings),
        # each with the other reading and its line: the words are the domain's (gettext), escaped here.
        parts += [f"<small>{html.escape(r.line())}</small>" for r in result.readings]
        self.result.setText("<br>".join(parts))
        self.last_score = result
        self.last_tp = None if empty else tps
        self.scored.emit(result)


__all__ = ["TallyPanel"]
