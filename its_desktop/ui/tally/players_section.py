"""The tally's section under the grid, per player: the Classified objectives, the decks, the INTELCOM card, the
Victory Points, and the HVT choice. Built from the scenario's data (again after a language switch), laid out side
by side or one under the other for the room the dock gives, and shown as the record holds it. The panel
(``panel.TallyPanel``) owns the widgets and the edits; the words keep its catalog context."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import QCheckBox, QComboBox, QHBoxLayout, QLabel, QPushButton, QSpinBox, QVBoxLayout, QWidget

from its_desktop.domain.table import PLAYERS

from . import vp_marks
from .input_cell import keep_to_size, whole_numbers


def tr(text: str) -> str:
    return QCoreApplication.translate("TallyPanel", text)


def build(panel: Any) -> None:
    """The section made again for the game shown (``panel.mission``), in the current language."""
    while panel.extra_layout.count():
        item = panel.extra_layout.takeAt(0)
        w = item.widget() if item is not None else None
        if w is not None:
            w.hide()  # deleted when the event loop comes round: never drawn over the new ones
            w.deleteLater()
    assert panel.mission is not None and panel.record is not None
    sc = panel.mission.scenario
    panel.slot_boxes = {}
    panel.vp_boxes = {}
    panel.deck_boxes = {}
    panel.intelcom_boxes = {}
    panel.private_widgets = {"A": [], "B": []}
    panel._player_parts = []
    panel._hvt_parts = None
    sealed_decks: dict[str, list[QWidget]] = {}
    for col, p in enumerate(PLAYERS):
        player = tr("Player %1").replace("%1", p)  # outside the f-string, where extraction reads it
        header = QLabel(f"<b>{player}</b>")
        box = QWidget()
        lay = QVBoxLayout(box)
        lay.setContentsMargins(0, 0, 0, 0)
        for i in range(sc.classified.count):
            line = QHBoxLayout()
            line.addWidget(QLabel(tr("Classified %1").replace("%1", str(i + 1))))
            flags = [("fulfilled", tr("fulfilled"))]
            if sc.classified.secure_hvt:
                flags.append(("secure_hvt", tr("Secure HVT")))
            if sc.classified.intelcom in ("support_and_control", "interference"):
                flags.append(("intelcom", tr("INTELCOM card")))
            if sc.classified.intelcom in ("provisions", "counterespionage"):
                flags.append(("symbol", tr("symbol")))
            for key, text in flags:
                check = QCheckBox(text)
                check.setAccessibleName(tr("Classified %1 of player %2: %3").replace("%1", str(i + 1))
                                        .replace("%2", p).replace("%3", text))
                check.toggled.connect(lambda v, p=p, i=i, key=key: panel._slot(p, i, key, v))
                panel.slot_boxes[(p, i, key)] = check
                line.addWidget(check)
            line.addStretch(1)
            lay.addLayout(line)
        for deck in sc.decks:
            line = QHBoxLayout()
            line.addWidget(QLabel(tr("%1 completed").replace("%1", deck.name.get())))
            spin = QSpinBox()
            spin.setAccessibleName(tr("%1, player %2").replace(
                "%1", tr("%1 completed").replace("%1", deck.name.get())).replace("%2", p))
            spin.setRange(-1, 20)  # -1 shows "–": not entered, which the score does not read as 0
            spin.setSpecialValueText("–")
            spin.setValue(-1)
            spin.valueChanged.connect(lambda v, p=p, d=deck.id: panel._deck(p, d, v))
            panel.deck_boxes[(p, deck.id)] = spin
            line.addWidget(spin)
            log = QPushButton(tr("Turn by turn…"))
            log.clicked.connect(lambda _c=False, p=p, d=deck: panel.edit_deck_log(p, d))
            line.addWidget(log)
            lay.addLayout(line)
            if not deck.open:  # a deck the pack keeps private: its count and list only for its owner and the referee
                sealed_decks[p] = [*sealed_decks.get(p, []), spin, log]
        if sc.classified.intelcom == "support_and_control":
            line = QHBoxLayout()
            line.addWidget(QLabel(tr("INTELCOM Support and Control: value")))
            value = QSpinBox()
            value.setRange(0, 99)
            zone = QComboBox()
            zone.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            intelcom = tr("INTELCOM Support and Control: value")
            value.setAccessibleName(tr("%1, player %2").replace("%1", intelcom).replace("%2", p))
            zone.setAccessibleName(tr("%1, player %2").replace("%1", tr("INTELCOM zone")).replace("%2", p))
            zone.addItem(tr("no card"), None)
            for z in panel.mission.zones:
                if z.is_zo:
                    zone.addItem(f"{z.short} — {z.name}" if z.short and z.short != z.name else z.name, z.id)
            value.valueChanged.connect(lambda _v, p=p: panel._intelcom(p))
            zone.currentIndexChanged.connect(lambda _i, p=p: panel._intelcom(p))
            panel.intelcom_boxes[p] = (value, zone)
            line.addWidget(value)
            line.addWidget(QLabel(tr("in")))
            line.addWidget(zone)
            lay.addLayout(line)
        line = QHBoxLayout()
        vp_label = QLabel(tr("Victory Po&ints (surviving Army Points)"))  # Alt+I: A's box, again: B's
        line.addWidget(vp_label)
        vp = QSpinBox()
        vp_label.setBuddy(vp)
        vp.setAccessibleName(tr("%1, player %2").replace(
            "%1", tr("Victory Points (surviving Army Points)")).replace("%2", p))
        vp.setRange(-1, panel.mission.points)
        vp.setSpecialValueText("–")
        vp.setValue(-1)
        vp.valueChanged.connect(lambda v, p=p: panel._vp(p, v))
        panel.vp_boxes[p] = vp
        line.addWidget(vp)
        line.addStretch(1)
        lay.addLayout(line)
        panel._player_parts.append((header, box))
        panel.private_widgets[p] = [w for (q, _i, _k), w in panel.slot_boxes.items() if q == p] + sealed_decks.get(p, [])
        if p in panel.intelcom_boxes:
            panel.private_widgets[p] += list(panel.intelcom_boxes[p])
    if panel.mission.hvt_harm_loses_game:  # Neutral HVTs only, where the season says so
        panel.hvt_box = QComboBox()
        panel.hvt_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        choices: tuple[tuple[str, str | None], ...] = ((tr("nobody"), None), ("A", "A"), ("B", "B"))
        for text, harmed_by in choices:
            panel.hvt_box.addItem(text, harmed_by)
        panel.hvt_box.currentIndexChanged.connect(panel._hvt)
        from ..combo_guard import guard

        guard(panel.hvt_box)  # "harmed by A" loses A the game: an explicit choice
        panel._hvt_parts = (QLabel(tr("Enemy HVT harmed by (that player loses the game)")), panel.hvt_box)
    else:
        panel.hvt_box = None
    keep_to_size(panel.extra)  # the new boxes as wide as their values (a language switch makes them again)
    if panel.isVisible():  # measured now, not when the layout shows them later (a language switch measured none)
        for part in [w for pair in panel._player_parts for w in pair] + list(panel._hvt_parts or ()):
            part.show()
    panel._arrange(False, force=True)  # measured side by side first, then stacked if it needs to be
    panel._fit()
    QTimer.singleShot(0, panel, panel._fit)  # again once the new words' boxes (AdjustToContents) have their widths
    whole_numbers(panel)  # the grid's, the rounds' and this section's boxes: a typed number is one edit


def arrange(panel: Any, stacked: bool, force: bool = False) -> None:
    """The players side by side, or one under the other (``stacked``)."""
    if stacked == panel.stacked and not force:
        return
    panel.stacked = stacked
    lay = panel.extra_layout
    parts = [w for pair in panel._player_parts for w in pair] + list(panel._hvt_parts or ())
    for w in parts:
        lay.removeWidget(w)
    # Stacked, a player's name sits left of their boxes, not on a line of its own: two lines less, so a
    # finished game's sheet fits a 1280x720 laptop without a scroll bar (the name is narrower than the room).
    top = Qt.AlignmentFlag.AlignTop
    for col, (header, box) in enumerate(panel._player_parts):
        if stacked:
            lay.addWidget(header, col, 0, top)
            lay.addWidget(box, col, 1)
        else:
            lay.addWidget(header, 0, col)
            lay.addWidget(box, 1, col)
    if panel._hvt_parts is not None:
        label, combo = panel._hvt_parts
        if stacked:
            row = len(panel._player_parts)
            lay.addWidget(label, row, 0, 1, 2)
            lay.addWidget(combo, row + 1, 0, 1, 2, Qt.AlignmentFlag.AlignLeft)
        else:
            lay.addWidget(label, 2, 0)
            lay.addWidget(combo, 2, 1)
    lay.invalidate()  # laid out now: a measure taken before the next event must see this arrangement
    lay.activate()


def show(panel: Any) -> None:
    """Everything but the measures' grid, as the record holds it (signals held: showing is not editing)."""
    rec = panel.record
    assert rec is not None
    panel.rounds.blockSignals(True)
    panel.rounds.setValue(rec.rounds_completed)
    panel.rounds.blockSignals(False)
    panel.end_reason.blockSignals(True)
    panel.end_reason.setCurrentIndex(0 if panel.in_progress else max(0, panel.end_reason.findData(rec.end_reason)))
    panel.end_reason.blockSignals(False)
    for (p, i, key), check in panel.slot_boxes.items():
        slots = rec.classified.get(p, [])
        check.blockSignals(True)
        check.setChecked(bool(i < len(slots) and getattr(slots[i], key)))
        check.blockSignals(False)
    for (p, d), spin in panel.deck_boxes.items():
        spin.blockSignals(True)
        spin.setValue(rec.decks.get(p, {}).get(d, -1))
        spin.blockSignals(False)
    for p, spin in panel.vp_boxes.items():
        spin.blockSignals(True)
        spin.setValue(int(rec.vp[p]) if p in rec.vp else -1)
        spin.blockSignals(False)
    vp_marks.show(panel, panel.model, panel.vp_boxes)
    for p, (value_box, zone_box) in panel.intelcom_boxes.items():
        card = rec.intelcom.get(p)
        for w in (value_box, zone_box):
            w.blockSignals(True)
        value_box.setValue(int(card.value) if card else 0)
        zone_box.setCurrentIndex(max(0, zone_box.findData(card.zone)) if card else 0)
        for w in (value_box, zone_box):
            w.blockSignals(False)
    if panel.hvt_box is not None:
        panel.hvt_box.blockSignals(True)
        panel.hvt_box.setCurrentIndex(max(0, panel.hvt_box.findData(rec.hvt_harmed_by)))
        panel.hvt_box.blockSignals(False)
    panel.rolloff.show_record(rec)
    panel._show_vp_source()
