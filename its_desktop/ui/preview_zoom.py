"""Zoom for the print preview: buttons, keys (Ctrl +, Ctrl −, Ctrl 0 fits the page) and Ctrl + wheel.

Pages arrive rendered at the preview's resolution. Zooming in renders a short document again at the
zoomed resolution, so a map's small print stays sharp; a long one (36 tiles) is only scaled, as 36
pages at 4x would take 700 MB.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import QImage, QKeySequence, QPixmap, QShortcut, QWheelEvent
from PySide6.QtWidgets import QLabel, QPushButton, QScrollArea, QToolButton, QWidget

STEP = 1.25
LOWEST, HIGHEST = 0.25, 4.0
SHARP_PAGES = 4  # documents up to this many pages are rendered again when zoomed in


class PreviewZoom(QObject):
    """The preview's zoom factor (1 = as rendered) and its controls; ``changed`` asks for a redraw."""

    changed = Signal()

    def __init__(self, dialog: QWidget, scroll: QScrollArea, render: Callable[[int, float], QImage],
                 base_dpi: float) -> None:
        super().__init__(dialog)
        self.scroll, self.render, self.base_dpi = scroll, render, base_dpi
        self.factor = 1.0
        self._sharp: dict[tuple[int, float], QImage] = {}
        self.out_button = QToolButton()
        self.out_button.setText("−")
        self.out_button.setToolTip(self.tr("Zoom out (Ctrl+−, Ctrl+wheel)"))
        self.in_button = QToolButton()
        self.in_button.setText("+")
        self.in_button.setToolTip(self.tr("Zoom in (Ctrl++, Ctrl+wheel)"))
        self.fit_button = QPushButton(self.tr("Fit page"))
        self.fit_button.setToolTip(self.tr("The whole page in the preview (Ctrl+0)"))
        for b in (self.out_button, self.in_button):
            b.setMinimumWidth(b.fontMetrics().horizontalAdvance("+") + 20)
        self.label = QLabel()
        self.label.setMinimumWidth(self.label.fontMetrics().horizontalAdvance("400 %") + 6)
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.out_button.clicked.connect(lambda: self.zoom_by(1 / STEP))
        self.in_button.clicked.connect(lambda: self.zoom_by(STEP))
        self.fit_button.clicked.connect(self.fit)
        for keys, slot in ((QKeySequence.StandardKey.ZoomIn, lambda: self.zoom_by(STEP)),
                           (QKeySequence("Ctrl+="), lambda: self.zoom_by(STEP)),
                           (QKeySequence.StandardKey.ZoomOut, lambda: self.zoom_by(1 / STEP)),
                           (QKeySequence("Ctrl+0"), self.fit)):
            QShortcut(keys, dialog, slot)
        scroll.viewport().installEventFilter(self)
        self.page_size = QSize()  # the first page as rendered (what "fit" fits)
        self._show_factor()

    def widgets(self) -> list[QWidget]:
        return [self.out_button, self.label, self.in_button, self.fit_button]

    def set_factor(self, factor: float) -> None:
        factor = min(max(factor, LOWEST), HIGHEST)
        if abs(factor - self.factor) < 1e-6:
            return
        self.factor = factor
        self._show_factor()
        self.changed.emit()

    def zoom_by(self, step: float) -> None:
        self.set_factor(self.factor * step)

    def fit(self) -> None:
        if self.page_size.isEmpty():
            return
        room = self.scroll.viewport().size()
        self.set_factor(min((room.width() - 24) / self.page_size.width(),
                            (room.height() - 40) / self.page_size.height()))

    def new_document(self, page_size: QSize) -> None:
        """The pages were rendered again (new choices): forget the sharper copies."""
        self._sharp.clear()
        self.page_size = page_size

    def pixmap(self, index: int, image: QImage, pages: int) -> QPixmap:
        """Page ``index`` (0-based) of ``pages`` at the current zoom."""
        if abs(self.factor - 1) < 1e-6:
            return QPixmap.fromImage(image)
        dpr = image.devicePixelRatio()  # the screen's, as the pages were rendered: sizes below are in its pixels
        size = QSize(round(image.width() * self.factor), round(image.height() * self.factor))
        source = image
        if self.factor > 1 and pages <= SHARP_PAGES:
            key = (index, round(self.factor, 4))
            if key not in self._sharp:
                sharp = self.render(index, self.base_dpi * self.factor * dpr)
                sharp.setDevicePixelRatio(dpr)
                self._sharp[key] = sharp
            source = self._sharp[key]
        if source.size() == size:
            return QPixmap.fromImage(source)
        scaled = source.scaled(size, Qt.AspectRatioMode.IgnoreAspectRatio, Qt.TransformationMode.SmoothTransformation)
        scaled.setDevicePixelRatio(dpr)
        return QPixmap.fromImage(scaled)

    def _show_factor(self) -> None:
        self.label.setText(f"{round(self.factor * 100)} %")
        self.out_button.setEnabled(self.factor > LOWEST + 1e-6)
        self.in_button.setEnabled(self.factor < HIGHEST - 1e-6)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.Wheel and isinstance(event, QWheelEvent) \
                and event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            delta = event.angleDelta().y()
            if delta:
                self.zoom_by(STEP if delta > 0 else 1 / STEP)
            return True
        return super().eventFilter(obj, event)
