"""Add or edit one trooper of a roster: name, cost, base, kind, state, troop type, roles and tags; on the
table, its position typed in the unit the table shows (the keyboard's way to put a trooper somewhere)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QLocale, QRegularExpression, QSize, Qt
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (
    QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGridLayout, QHBoxLayout, QLabel, QLineEdit,
    QListWidget, QListWidgetItem, QSpinBox, QVBoxLayout, QWidget,
)

from its_desktop.domain.roster import RosterEntry
from its_desktop.domain.table import ROLES, TAGS
from its_desktop.domain.tally.words import troop_type

from .screen_fit import fit_size

BASE_SIZES = (25, 40, 55, 70)
TROOP_TYPE_ORDER = ("LI", "MI", "HI", "REM", "TAG", "VH", "SK", "WB")
KIND_ORDER = ("model", "marker", "token")
ID_ROLE = Qt.ItemDataRole.UserRole
SHOWN_STEP = 0.01  # positions are shown and typed to two decimals


@dataclass(frozen=True)
class TableFrame:
    """The table a position is typed for: its size in table units and the unit the rulers show.

    ``factor`` is shown units per table unit (1 for inches, 2.5 for cm: domain.lengths); ``unit`` its symbol; x is
    measured from the left edge and y from Side A's edge, as the table's rulers number them.
    """

    width: float
    depth: float
    unit_mm: float
    factor: float
    unit: str


def _humane(word: str) -> str:
    """A label for an id we have no translation for: ``key-ops`` → ``Key ops``."""
    text = word.replace("_", " ").replace("-", " ").strip()
    return text[:1].upper() + text[1:]


def _role_id(word: str) -> str:
    return word.strip().replace("-", "_")


def _number(text: str) -> float | None:
    try:
        return float(text.strip().replace(",", "."))
    except ValueError:
        return None


def _shown(value: float) -> str:
    """A length with at most two decimals, in the language's decimal mark (12.5 / 12,5)."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return text.replace(".", QLocale().decimalPoint())


class TrooperDialog(QDialog):
    """``TrooperDialog(parent, states, scenario_roles, entry=None)``; read the result with :meth:`entry`.

    ``states`` are the season's trooper state ids (``normal`` first is best); ``scenario_roles``
    the scenario's role ids (``key-ops`` or ``key_ops``), offered after the common roles.
    """

    def __init__(self, parent: QWidget | None, states: list[str], scenario_roles: list[str],
                 entry: RosterEntry | None = None, table: TableFrame | None = None,
                 position: tuple[float, float] | None = None) -> None:
        """``table``: offer X/Y (``position`` in table units; None when adding: the row in the deployment
        zone, unless the user types one)."""
        super().__init__(parent)
        self._count = entry.count if entry else 1
        self._table = table
        self._adding = entry is None  # adding: no position typed means in a row in the deployment zone
        self.setWindowTitle(self.tr("Edit trooper") if entry else self.tr("Add trooper"))

        self.name_edit = QLineEdit()
        self.name_edit.setPlaceholderText(self.tr("e.g. Fusilier (Hacker)"))
        self.points_spin = QSpinBox()
        self.points_spin.setRange(0, 400)
        self.points_spin.setSuffix(self.tr(" pts"))
        self.points_spin.setAccelerated(True)

        self.base_combo = QComboBox()
        self.base_combo.setEditable(True)
        self.base_combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        for size in BASE_SIZES:
            self.base_combo.addItem(str(size))
        self.base_combo.setValidator(QRegularExpressionValidator(QRegularExpression(r"\d{0,3}([.,]\d{0,2})?"), self))
        self.base_combo.setToolTip(self.tr("Base diameter in millimetres: pick one or type any size"))
        base_row = QHBoxLayout()
        base_row.addWidget(self.base_combo, 1)
        base_row.addWidget(QLabel(self.tr("mm")))

        self.kind_combo = QComboBox()
        kind_labels = {"model": self.tr("Model"), "marker": self.tr("Marker"), "token": self.tr("Token")}
        for kind in KIND_ORDER:
            self.kind_combo.addItem(kind_labels[kind], kind)
        self.kind_combo.setItemData(1, self.tr("A trooper shown as a marker (Camouflage, Shasvastii-Embryo…)"),
                                    Qt.ItemDataRole.ToolTipRole)
        self.kind_combo.setItemData(2, self.tr("On the table but not a trooper (holoecho, deployable…)"),
                                    Qt.ItemDataRole.ToolTipRole)

        self.state_combo = QComboBox()
        state_labels = self._state_labels()
        for state in states:
            self.state_combo.addItem(state_labels.get(state, _humane(state)), state)

        self.type_combo = QComboBox()
        self.type_combo.addItem("", None)
        type_names = self._troop_type_names()
        for code in TROOP_TYPE_ORDER:
            # the pack's abbreviation in the window's language (French HI is ILO, Spanish IP)
            self.type_combo.addItem(self.tr("{code} — {name}").format(code=troop_type(code), name=type_names[code]),
                                    code)
        self.type_combo.setItemData(0, self.tr("Not set"), Qt.ItemDataRole.ToolTipRole)

        role_labels = self._role_labels()
        roles = sorted(ROLES, key=lambda r: role_labels[r].casefold())
        roles += [r for r in dict.fromkeys(_role_id(s) for s in scenario_roles) if r not in ROLES]
        self.roles_list = self._checklist(roles, role_labels)
        tag_labels = self._tag_labels()
        self.tags_list = self._checklist(sorted(TAGS, key=lambda t: tag_labels[t].casefold()), tag_labels)

        form = QFormLayout()
        form.addRow(self.tr("&Name:"), self.name_edit)
        # 0 is kept as the default (a token or marker costs nothing), but said: at 0 a trooper dominates nothing.
        self.points_note = QLabel(self.tr("At 0 pts it counts nothing towards dominating a zone"))
        self.points_note.setWordWrap(True)
        points_row = QHBoxLayout()
        points_row.addWidget(self.points_spin)
        points_row.addWidget(self.points_note, 1)
        self.points_spin.valueChanged.connect(lambda v: self.points_note.setVisible(v == 0))
        form.addRow(self.tr("Army &Points:"), points_row)
        self._buddy(form, self.points_spin)
        form.addRow(self.tr("&Base size:"), base_row)
        form.addRow(self.tr("&Kind:"), self.kind_combo)
        form.addRow(self.tr("&State:"), self.state_combo)
        form.addRow(self.tr("&Troop type:"), self.type_combo)
        self._buddy(form, self.base_combo)
        self.x_edit: QLineEdit | None = None
        self.y_edit: QLineEdit | None = None
        self.position_note = QLabel()
        if table is not None:
            self._position_rows(form, table, position)

        lists = QGridLayout()
        roles_label = QLabel(self.tr("&Roles:"))
        roles_label.setBuddy(self.roles_list)
        tags_label = QLabel(self.tr("T&ags:"))
        tags_label.setBuddy(self.tags_list)
        lists.addWidget(roles_label, 0, 0)
        lists.addWidget(tags_label, 0, 1)
        lists.addWidget(self.roles_list, 1, 0)
        lists.addWidget(self.tags_list, 1, 1)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setDefault(True)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addLayout(lists, 1)
        layout.addWidget(self.buttons)

        if entry is not None:
            self._fill(entry)
        else:
            self.base_combo.setCurrentText("25")
            self._select(self.state_combo, "normal")
        self.name_edit.textChanged.connect(self._update_ok)
        self.base_combo.editTextChanged.connect(self._update_ok)
        for edit in (self.x_edit, self.y_edit):
            if edit is not None:
                edit.textChanged.connect(self._update_ok)
        self._update_ok()
        self.name_edit.setFocus()
        fit_size(self, QSize(520, 560))

    # ------------------------------------------------------------------ result

    def entry(self) -> RosterEntry:
        """What the dialog holds now, as a roster entry (``count`` is kept from the entry edited)."""
        return RosterEntry(
            name=self.name_edit.text().strip(),
            points=self.points_spin.value(),
            base_mm=self._base_mm() or 0.0,
            kind=self.kind_combo.currentData(),
            state=self.state_combo.currentData() or "normal",
            troop_type=self.type_combo.currentData(),
            roles=self._checked(self.roles_list),
            tags=self._checked(self.tags_list),
            count=self._count,
        )

    def position(self) -> tuple[float, float] | None:
        """The typed position in table units; None where none is typed (or the dialog has no table)."""
        if self._table is None or self.x_edit is None or self.y_edit is None:
            return None
        x, y = _number(self.x_edit.text()), _number(self.y_edit.text())
        if x is None or y is None:
            return None
        limits = self._limits()
        if limits is not None:  # a value within the last shown decimal of an edge is that edge
            x, y = min(max(x, limits[0]), limits[1]), min(max(y, limits[2]), limits[3])
        return x / self._table.factor, y / self._table.factor

    def shown(self, units: float) -> str:
        """A position in table units as this dialog writes it."""
        return _shown(units * self._table.factor) if self._table is not None else ""

    def is_valid(self) -> bool:
        return bool(self.name_edit.text().strip()) and self._base_mm() is not None and not self._position_problem()

    def accept(self) -> None:  # Enter with OK disabled must not slip through
        if self.is_valid():
            super().accept()

    # ------------------------------------------------------------------ helpers

    def _update_ok(self) -> None:
        self.ok_button.setEnabled(self.is_valid())
        if not self.name_edit.text().strip():
            self.ok_button.setToolTip(self.tr("Give the trooper a name"))
        elif self._base_mm() is None:
            self.ok_button.setToolTip(self.tr("The base size must be more than 0 mm"))
        else:
            self.ok_button.setToolTip(self._position_problem())
        # Said in the dialog too: a keyboard user never sees the OK button's tooltip.
        self.position_note.setText(self._position_problem() or self._position_hint())

    def _position_rows(self, form: QFormLayout, table: TableFrame, position: tuple[float, float] | None) -> None:
        x_edit, y_edit = QLineEdit(), QLineEdit()
        self.x_edit, self.y_edit = x_edit, y_edit
        row = QHBoxLayout()
        for axis, edit, value in (("X", x_edit, position[0] if position else None),
                                  ("Y", y_edit, position[1] if position else None)):
            edit.setValidator(QRegularExpressionValidator(QRegularExpression(r"\d{0,4}([.,]\d{0,2})?"), self))
            if value is not None:
                edit.setText(_shown(value * table.factor))
            else:
                edit.setPlaceholderText(self.tr("in a row"))
            label = QLabel(self.tr("&X:") if axis == "X" else self.tr("&Y:"))
            label.setBuddy(edit)
            row.addWidget(label)
            row.addWidget(edit, 1)
            row.addWidget(QLabel(table.unit))
        x_edit.setAccessibleName(self.tr("X, from the left edge, in %1").replace("%1", table.unit))
        y_edit.setAccessibleName(self.tr("Y, from Side A's edge, in %1").replace("%1", table.unit))
        x_edit.setToolTip(self.tr("From the left edge of the table, as its ruler reads"))
        y_edit.setToolTip(self.tr("From Side A's edge of the table, as its ruler reads"))
        form.addRow(self.tr("Position:"), row)
        self.position_note.setWordWrap(True)
        form.addRow("", self.position_note)

    def _limits(self) -> tuple[float, float, float, float] | None:
        """Where the centre may go in shown units (the whole base on the table), or None without a base."""
        table, base = self._table, self._base_mm()
        if table is None or base is None:
            return None
        r = base / table.unit_mm / 2
        return r * table.factor, (table.width - r) * table.factor, r * table.factor, (table.depth - r) * table.factor

    def _position_hint(self) -> str:
        limits = self._limits()
        if limits is None or self._table is None:
            return ""
        text = self.tr("The base stays on the table with X from %1 to %2 and Y from %3 to %4 %5.")
        unit = self._table.unit
        if unit.endswith("."):  # an abbreviation's dot ends the sentence too ("pulg.", not "pulg..")
            text = text.replace("%5.", "%5")
        return text.replace("%1", _shown(limits[0])).replace("%2", _shown(limits[1])).replace(
            "%3", _shown(limits[2])).replace("%4", _shown(limits[3])).replace("%5", unit)

    def _position_problem(self) -> str:
        """One line saying what is wrong with the typed position; empty when it is fine (or not typed)."""
        if self._table is None or self.x_edit is None or self.y_edit is None:
            return ""
        texts = (self.x_edit.text().strip(), self.y_edit.text().strip())
        if not any(texts):
            return "" if self._adding else self.tr("Type the position: X and Y")
        if not all(texts):
            return self.tr("Type both X and Y, or neither")
        limits = self._limits()
        x, y = _number(texts[0]), _number(texts[1])
        if limits is None or x is None or y is None:
            return self.tr("X and Y must be numbers")
        unit = self._table.unit
        for axis, value, low, high in (("X", x, limits[0], limits[1]), ("Y", y, limits[2], limits[3])):
            if not low - SHOWN_STEP / 2 <= value <= high + SHOWN_STEP / 2:  # typed as shown, two decimals
                return self.tr("%1 must be from %2 to %3 %4: the base must stay on the table").replace(
                    "%1", axis).replace("%2", _shown(low)).replace("%3", _shown(high)).replace("%4", unit)
        return ""

    def _base_mm(self) -> float | None:
        try:
            value = float(self.base_combo.currentText().strip().replace(",", "."))
        except ValueError:
            return None
        return value if value > 0 else None

    def _fill(self, entry: RosterEntry) -> None:
        self.name_edit.setText(entry.name)
        self.points_spin.setValue(int(entry.points))
        self.base_combo.setCurrentText(f"{entry.base_mm:g}")
        self._select(self.kind_combo, entry.kind)
        if not self._select(self.state_combo, entry.state):
            # A state from another season: keep it rather than change the trooper silently.
            self.state_combo.addItem(self.tr("{state} (not in this season)").format(state=_humane(entry.state)),
                                     entry.state)
            self._select(self.state_combo, entry.state)
        self._select(self.type_combo, entry.troop_type)
        for widget, wanted in ((self.roles_list, entry.roles), (self.tags_list, entry.tags)):
            known = {widget.item(i).data(ID_ROLE) for i in range(widget.count())}
            for missing in sorted(set(wanted) - known):
                self._add_check(widget, missing, _humane(missing))
            for i in range(widget.count()):
                item = widget.item(i)
                item.setCheckState(Qt.CheckState.Checked if item.data(ID_ROLE) in wanted else Qt.CheckState.Unchecked)

    @staticmethod
    def _select(combo: QComboBox, value: object) -> bool:
        index = combo.findData(value)
        if index >= 0:
            combo.setCurrentIndex(index)
        return index >= 0

    def _checklist(self, ids: list[str], labels: dict[str, str]) -> QListWidget:
        widget = QListWidget()
        widget.setUniformItemSizes(True)
        for ident in ids:
            self._add_check(widget, ident, labels.get(ident, _humane(ident)))
        return widget

    @staticmethod
    def _add_check(widget: QListWidget, ident: str, label: str) -> None:
        item = QListWidgetItem(label)
        item.setData(ID_ROLE, ident)
        item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
        item.setCheckState(Qt.CheckState.Unchecked)
        widget.addItem(item)

    @staticmethod
    def _checked(widget: QListWidget) -> frozenset[str]:
        return frozenset(
            widget.item(i).data(ID_ROLE) for i in range(widget.count())
            if widget.item(i).checkState() == Qt.CheckState.Checked
        )

    @staticmethod
    def _buddy(form: QFormLayout, widget: QWidget) -> None:
        """A label whose field is a layout has no buddy by default: point it at the widget."""
        for row in range(form.rowCount()):
            label = form.itemAt(row, QFormLayout.ItemRole.LabelRole)
            field = form.itemAt(row, QFormLayout.ItemRole.FieldRole)
            inner = field.layout() if field else None
            buddy = label.widget() if label else None
            if isinstance(buddy, QLabel) and inner is not None and inner.indexOf(widget) >= 0:
                buddy.setBuddy(widget)

    # ------------------------------------------------------------------ translatable labels

    def _state_labels(self) -> dict[str, str]:
        return {
            "normal": self.tr("Normal"), "embryo": self.tr("Shasvastii-Embryo"), "isolated": self.tr("Isolated"),
            "immobilized": self.tr("Immobilized"), "possessed": self.tr("Possessed"),
            "unconscious": self.tr("Unconscious"), "dead": self.tr("Dead"), "sepsitorized": self.tr("Sepsitorized"),
        }

    def _troop_type_names(self) -> dict[str, str]:
        return {
            "LI": self.tr("Light Infantry"), "MI": self.tr("Medium Infantry"), "HI": self.tr("Heavy Infantry"),
            "REM": self.tr("Remote"), "TAG": self.tr("Tactical Armored Gear"), "VH": self.tr("Vehicle"),
            "SK": self.tr("Skirmisher"), "WB": self.tr("Warband"),
        }

    def _role_labels(self) -> dict[str, str]:
        return role_labels()

    def _tag_labels(self) -> dict[str, str]:
        return {
            "specialist": self.tr("Specialist"), "baggage": self.tr("Baggage"), "shasvastii": self.tr("Shasvastii"),
            "number2": self.tr("Number 2"), "nco": self.tr("NCO"), "chain_of_command": self.tr("Chain of Command"),
            "hq": self.tr("Headquarters"), "character": self.tr("Character"), "hacker": self.tr("Hacker"),
            "doctor": self.tr("Doctor"), "engineer": self.tr("Engineer"),
            "forward_observer": self.tr("Forward Observer"), "paramedic": self.tr("Paramedic"),
            "specialist_operative": self.tr("Specialist Operative"), "journalist": self.tr("Journalist"),
            "proxy": self.tr("Proxy"), "peripheral": self.tr("Peripheral"), "ai_beacon": self.tr("AI Beacon"),
            "irregular": self.tr("Irregular"), "impetuous": self.tr("Impetuous"), "veteran": self.tr("Veteran"),
            "religious": self.tr("Religious"),
        }


def role_labels() -> dict[str, str]:
    """The troopers' roles by their names in the window's language (the dialog and the roster table)."""
    return {
        "lieutenant": QCoreApplication.translate("TrooperDialog", "Lieutenant"),
        "hazmat_ops": QCoreApplication.translate("TrooperDialog", "Hazmat Ops"),
        "key_ops": QCoreApplication.translate("TrooperDialog", "Key Ops"),
        "data_tracker": QCoreApplication.translate("TrooperDialog", "Data Tracker"),
        "stealth_ops": QCoreApplication.translate("TrooperDialog", "Stealth Ops"),
        "designated_target": QCoreApplication.translate("TrooperDialog", "Designated Target"),
        "target_decoy": QCoreApplication.translate("TrooperDialog", "Target Decoy"),
        "essential_personnel": QCoreApplication.translate("TrooperDialog", "Essential Personnel"),
        "hvt": QCoreApplication.translate("TrooperDialog", "HVT"),
        "data_erasure": QCoreApplication.translate("TrooperDialog", "Data Erasure"),
        "uberhacker": QCoreApplication.translate("TrooperDialog", "Überhacker"),
    }
