"""The tournament window's dialogs: an event's settings, a player's registration."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFileDialog, QFormLayout, QGroupBox,
                               QLabel, QLineEdit, QMessageBox, QPlainTextEdit, QPushButton, QSpinBox, QTabWidget,
                               QVBoxLayout, QWidget)

from its_desktop.domain.mission import catalog
from its_desktop.domain.tournament.factions import FACTIONS, army_name, canonical_army, faction_of
from its_desktop.domain.tournament.formats import event_format, format_extras, formats

from .. import access_keys
from .common import ERROR_STYLE

if TYPE_CHECKING:
    from its_desktop.persistence.events import EventRecord, PlayerRecord



class EventDialog(QDialog):
    """A new event, or the settings of an existing one (its season is fixed once created). With ``submit`` the
    dialog saves through it and stays open on an error (what was typed is kept; the line shown beside the field
    it names, a bad map file beside the custom scenario), closing only once the save succeeded."""

    def __init__(self, parent: QWidget, event: EventRecord | None = None, strict: bool = False,
                 submit: Callable[[dict[str, Any]], tuple[str, str] | None] | None = None) -> None:
        super().__init__(parent)
        self.submit = submit
        self.error = QLabel()  # a refusal naming no field of the form: above it
        self.custom_error = QLabel()  # a bad map file: beside the custom scenario's row
        for label in (self.error, self.custom_error):
            label.setWordWrap(True)
            label.setStyleSheet(ERROR_STYLE)
            label.hide()
        self.catalog = catalog
        self.setWindowTitle(self.tr("Event settings") if event else self.tr("New event"))
        form = self.form = QFormLayout(self)
        form.addRow(self.error)
        self.name = QLineEdit(event.name if event else "")
        self.season = QComboBox()
        for sid in catalog.season_ids():
            self.season.addItem(catalog.season(sid).name.get(), sid)
        if event:
            self.season.setCurrentIndex(self.season.findData(event.season))
            self.season.setEnabled(False)
        self.format = QComboBox()  # the pack's event format; its Extra is set from this choice, not a box
        self.extras_box = QGroupBox(self.tr("Extras"))
        self.extras_layout = QVBoxLayout(self.extras_box)
        self.extra_checks: dict[str, QCheckBox] = {}
        self.points = QComboBox()
        self.rounds = QSpinBox()
        self.rounds.setRange(0, 12)
        self.rounds.setSpecialValueText(self.tr("by player count"))
        self.minutes = QSpinBox()
        self.minutes.setRange(1, 1440)
        self.minutes.setValue(event.round_minutes if event else 120)
        self.minutes.setSuffix(self.tr(" min"))
        self.deploy = QSpinBox()
        self.deploy.setRange(0, 240)
        self.deploy.setSpecialValueText(self.tr("none"))
        self.deploy.setSuffix(self.tr(" min"))
        self.deploy.setValue((event.deployment_minutes or 0) if event else 0)
        self.custom_text: str | None = None
        self.custom_label = QLabel(event.custom_scenario_id if event and event.custom_scenario_id else self.tr("none"))
        custom_button = QPushButton(self.tr("Load a map file…"))
        custom_button.clicked.connect(self._load_custom)
        form.addRow(self.tr("Name"), self.name)
        form.addRow(self.tr("Season"), self.season)
        form.addRow(self.tr("Format"), self.format)
        form.addRow(self.extras_box)
        form.addRow(self.tr("Army points"), self.points)
        form.addRow(self.tr("Rounds"), self.rounds)
        form.addRow(self.tr("Round duration"), self.minutes)
        form.addRow(self.tr("Deployment timer"), self.deploy)
        form.addRow(self.tr("Custom scenario"), self.custom_label)
        form.addRow("", custom_button)
        form.addRow("", self.custom_error)
        self.strict = QCheckBox(self.tr("Seat codes (strict mode, for prize events)"))
        self.strict.setChecked(strict)
        self.strict.setToolTip(self.tr("A phone takes a player's seat only with the code printed on that player's "
                                       "own score sheet"))
        strict_note = QLabel(self.tr("A phone takes a seat only with the code printed on that player's own score "
                                     "sheet: nobody else can report for them."))
        strict_note.setWordWrap(True)
        form.addRow(self.tr("Players' phones"), self.strict)
        form.addRow("", strict_note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.season.currentIndexChanged.connect(lambda _i: self._fill(None))
        self._fill(event)

    def _fill(self, event: EventRecord | None) -> None:
        se = self.catalog.season(self.season.currentData())
        for cb in self.extra_checks.values():
            cb.setParent(None)
        self.extra_checks.clear()
        self.format.clear()
        for key, f in formats(se).items():
            self.format.addItem(f.name.get(), key)
            self.format.setItemData(self.format.count() - 1, f.summary.get(), Qt.ItemDataRole.ToolTipRole)
        self.format.setCurrentIndex(max(0, self.format.findData(event_format(se, event.extras if event else [])[0])))
        marking = {f.extra for f in formats(se).values() if f.extra}
        for key, extra in se.extras.items():
            if key in marking:
                continue
            cb = QCheckBox(extra.name.get())
            cb.setToolTip(extra.summary.get())
            cb.setChecked(bool(event and key in event.extras))
            self.extras_layout.addWidget(cb)
            self.extra_checks[key] = cb
        self.points.clear()
        for p in se.points:
            self.points.addItem(str(p), p)
        want = event.points if event else (300 if 300 in se.points else se.points[-1])
        self.points.setCurrentIndex(max(0, self.points.findData(want)))
        self.rounds.setValue(event.rounds_planned or 0 if event else 0)
        # Alt+letter to each field and button, unique in every language; the season's extras (new boxes at
        # each season) take letters the rest leaves free.
        access_keys.for_dialog(self)

    def _load_custom(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Custom scenario"), "", self.tr("Map file (*.toml)"))
        if path:
            from its_desktop.domain.errors import InputError
            from its_desktop.domain.inputs import read_text
            from its_desktop.domain.mission.load import MAX_MAP_BYTES

            try:  # a FIFO, a device, a huge or non-text file: one line, never a hang or a traceback
                self.custom_text = read_text(path, MAX_MAP_BYTES)
            except InputError as exc:
                QMessageBox.warning(self, self.tr("Cannot read"), str(exc))
                return
            self.custom_label.setText(Path(path).name)
            self.custom_error.hide()  # a new file: the last one's error is not this one's

    def accept(self) -> None:  # noqa: D102 - save first, close only when it worked
        if self.submit is not None:
            problem = self.submit(self.values())
            if problem:
                field, text = problem
                beside = self.custom_error if field == "custom_scenario" else self.error
                for label in (self.error, self.custom_error):
                    label.setVisible(label is beside)
                beside.setText(text)
                # The line takes room: the dialog grows to show it whole rather than squeeze it to a sliver
                self.form.activate()
                self.resize(self.width(), max(self.height(), self.sizeHint().height()))
                return
        super().accept()

    def values(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "name": self.name.text().strip(), "season": self.season.currentData(),
            "extras": format_extras(self.catalog.season(self.season.currentData()), self.format.currentData())
            + [k for k, cb in self.extra_checks.items() if cb.isChecked()],
            "points": self.points.currentData(), "rounds_planned": self.rounds.value() or None,
            "round_minutes": self.minutes.value(), "deployment_minutes": self.deploy.value() or None,
            "strict": self.strict.isChecked(),
        }
        if self.custom_text:
            out["custom_scenario"] = self.custom_text
        return out


class PlayerDialog(QDialog):
    """Register or edit a player: name, ITS PIN, faction and sectorial (from the list, or typed), club and up to
    three army lists. With ``submit`` the dialog saves through it and stays open on an error (what was typed
    is kept, the error shown), closing only once the save succeeded."""

    def __init__(self, parent: QWidget, player: PlayerRecord | None = None, factions: list[str] | None = None,
                 submit: Callable[[dict[str, Any]], str | None] | None = None) -> None:
        super().__init__(parent)
        self.submit = submit
        self.setWindowTitle(self.tr("Edit player") if player else self.tr("Add player"))
        form = QFormLayout(self)
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet(ERROR_STYLE)
        self.error.hide()
        self.name = QLineEdit(player.name if player else "")
        self.pin = QLineEdit(player.pin or "" if player else "")
        self.faction = QComboBox()
        self.faction.setEditable(True)
        # shown in the reader's words ("Armée Combinée"), stored by their English names (values())
        others = {army_name(f) for f in factions or []} - {army_name(f) for f in FACTIONS}
        self.faction.addItems([""] + [army_name(f) for f in FACTIONS] + sorted(others))
        self.faction.setCurrentText(army_name(player.faction) if player else "")
        self.sectorial = QComboBox()
        self.sectorial.setEditable(True)
        self._fill_sectorials()
        self.sectorial.setCurrentText(army_name(player.sectorial) if player else "")
        self.faction.currentTextChanged.connect(lambda _t: self._fill_sectorials())
        self.club = QLineEdit(player.club or "" if player else "")
        form.addRow(self.error)
        form.addRow(self.tr("Name"), self.name)
        form.addRow(self.tr("ITS PIN"), self.pin)
        form.addRow(self.tr("Faction"), self.faction)
        form.addRow(self.tr("Sectorial army"), self.sectorial)
        form.addRow(self.tr("Club"), self.club)
        lists = QTabWidget()
        self.lists: list[QPlainTextEdit] = []
        for i in range(3):
            edit = QPlainTextEdit(player.lists[i] if player and i < len(player.lists) else "")
            edit.setPlaceholderText(self.tr("Army code or the list as submitted (private: organizer only)"))
            self.lists.append(edit)
            lists.addTab(edit, self.tr("List %1").replace("%1", str(i + 1)))
        form.addRow(self.tr("Army lists"), lists)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def _fill_sectorials(self) -> None:
        typed = self.sectorial.currentText()
        names = [army_name(s) for s in FACTIONS.get(canonical_army(self.faction.currentText()) or "", ())]
        self.sectorial.blockSignals(True)
        self.sectorial.clear()
        self.sectorial.addItems([""] + names)
        self.sectorial.setCurrentText(typed if typed in names else "")
        self.sectorial.blockSignals(False)

    def accept(self) -> None:  # noqa: D102 - save first, close only when it worked
        if self.submit is not None:
            problem = self.submit(self.values())
            if problem:
                self.error.setText(problem)
                self.error.show()
                return
        super().accept()

    def values(self) -> dict[str, Any]:
        # a known army by its English name, whatever language it was picked or typed in; another as typed
        faction = self.faction.currentText().strip() or None
        sectorial = self.sectorial.currentText().strip() or None
        faction = canonical_army(faction) or faction
        sectorial = canonical_army(sectorial) or sectorial
        if faction is None and sectorial is not None:
            faction = faction_of(sectorial)
        return {"name": self.name.text(), "pin": self.pin.text().strip() or None, "faction": faction,
                "sectorial": sectorial, "club": self.club.text() or None,
                "lists": [e.toPlainText() for e in self.lists]}
