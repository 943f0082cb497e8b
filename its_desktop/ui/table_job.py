"""A panel part that works something out about the table off the GUI thread and lays it over the table: its
start and Cancel buttons, progress bar, status line and "show on the table" box, and the one scene item it owns.

The Table check and its heat map are two of them (``check_panel.py``, ``heat_section.py``); each says what it
measures, its words (``self.tr`` stays in each, so the catalog's context is the panel's own class) and how its
item is drawn. The item comes off the table when the part is cleared (the table changed, another opened).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLabel, QProgressBar, QPushButton, QWidget

if TYPE_CHECKING:
    from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

    from .poll_runner import PollRunner


class TableJob(QWidget):
    overlay_changed = Signal()  # the item went onto the table or off it (the legend follows)

    def __init__(self, runner: Callable[[QObject], PollRunner], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.runner = runner(self)
        self.item: QGraphicsItem | None = None
        self._scene: QGraphicsScene | None = None
        self.start_button = QPushButton()
        self.cancel_button = QPushButton()
        self.cancel_button.clicked.connect(lambda: self.runner.cancel())
        self.progress = QProgressBar()
        self.progress.setTextVisible(True)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.show_box = QCheckBox()
        self.show_box.setChecked(True)
        self.show_box.toggled.connect(lambda _on: self._draw())
        self.runner.progressed.connect(self._progressed)

    def buttons(self) -> QHBoxLayout:
        """The start button, wide, and Cancel beside it."""
        row = QHBoxLayout()
        row.addWidget(self.start_button, 1)
        row.addWidget(self.cancel_button)
        return row

    def new_item(self) -> QGraphicsItem | None:
        """The item that shows the result now (None: nothing to show)."""
        raise NotImplementedError

    # -- the run's course -------------------------------------------------------------------------
    def _started(self, scene: QGraphicsScene, text: str) -> None:
        """The run began: its result goes into ``scene``; ``text`` says what is measured."""
        self._scene = scene
        self.start_button.setEnabled(False)
        self.cancel_button.setEnabled(True)
        self.progress.show()
        self.progress.setValue(0)
        self.status.setText(text)

    def _progressed(self, done: int, total: int) -> None:
        self.progress.setMaximum(max(total, 1))
        self.progress.setValue(done)

    def _idle(self, text: str) -> None:
        self.start_button.setEnabled(True)
        self.cancel_button.setEnabled(False)
        self.progress.hide()
        if text:
            self.status.setText(text)

    # -- the item on the table ----------------------------------------------------------------------
    def _draw(self) -> None:
        self._remove_item()
        if self._scene is None or not self.show_box.isChecked():
            return
        item = self.new_item()
        if item is None:
            return
        self.item = item
        self._scene.addItem(item)
        self.overlay_changed.emit()

    def _remove_item(self) -> None:
        if self.item is not None:
            scene = self.item.scene()
            if scene is not None:
                scene.removeItem(self.item)
            self.item = None
            self.overlay_changed.emit()


__all__ = ["TableJob"]
