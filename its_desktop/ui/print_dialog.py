"""File → Print or export PDF…: choose what to print for the current table, preview it, save or print it.

The PDF is made by ``its_desktop.printing`` (the same code as ``its-desktop print``) into a temporary
folder; the preview shows that file's pages, "Save PDF…" writes exactly those bytes (atomically), and
"Print…" sends the same pages to a printer as images (``pdf_pages.py``: PDFium from the pypdfium2
wheel, so a fresh install or the bundle previews and prints without any system tool).

Printing keeps the PDF's own scale: a page goes onto the paper at 100 % when it fits, and a true-size
tile is always printed at 100 % (centred, never shrunk), whatever the printer driver's paper.
The last choices are remembered (``settings.PRINT_*``).
"""

from __future__ import annotations

import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QSettings, QSize, Qt, QTimer
from PySide6.QtGui import QGuiApplication, QImage, QPainter, QTransform
from PySide6.QtWidgets import (
    QButtonGroup, QComboBox, QDialog, QDoubleSpinBox, QFileDialog, QFormLayout, QFrame, QGroupBox, QHBoxLayout,
    QLabel, QLineEdit, QMessageBox, QPushButton, QRadioButton, QScrollArea, QSpinBox, QVBoxLayout, QWidget,
)

from its_desktop.presentation.file_names import file_name
from its_desktop.presentation.units import MM_PER, unit_symbol

from .screen_fit import fit_size
from . import settings as prefs
from .pdf_pages import PageImage, PdfPagesError, iter_pdf_pages, render_pdf, target_rect

if TYPE_CHECKING:
    from PySide6.QtPrintSupport import QPrinter

    from its_desktop.domain.mission import ResolvedMission
    from its_desktop.domain.terrain.pieces import Piece

KINDS = ("fit", "tiled", "placement", "scenario", "control")
PAPERS = ("a4", "letter", "a3", "tabloid", "legal")
PREVIEW_DPI = 56
PRINT_DPI = 300      # pages are rendered for the printer at this resolution at most


# -- the dialog ---------------------------------------------------------------------------------------

class PrintDialog(QDialog):
    """Print or export PDF for the current table: map (fit or tiled), the scenery's placement sheet, scenario sheet
    or control sheet."""

    def __init__(self, parent: QWidget | None, mission: ResolvedMission, settings: QSettings | None = None,
                 last_dir: str = "", scenery: Sequence[Piece] = ()) -> None:
        super().__init__(parent)
        self.mission = mission
        self.scenery = tuple(scenery)  # the table's pieces: on the maps (fit and true-size tiles)
        self.settings = settings if settings is not None else QSettings()
        self.last_dir = last_dir
        self.setWindowTitle(self.tr("Print or export PDF"))
        self._tmp = tempfile.TemporaryDirectory(prefix="its-print-")
        self.pdf_path: Path | None = None     # the previewed PDF (current when not stale)
        self.pages: list[PageImage] = []
        self.error: str | None = None
        self._serial = 0
        self._made = -1                         # the choices' serial the shown preview was made from
        self._restoring = False
        self._timer = QTimer(self)  # a preview follows the choices, once they settle
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.refresh)
        self._build()
        self._restore()
        self._update_enabled()
        self._timer.start(0)  # the first preview as soon as the dialog is up

    # -- layout -------------------------------------------------------------------------------
    def _build(self) -> None:
        m = self.mission
        options = QVBoxLayout()
        head = QLabel(self.tr("%1 · %2 points").replace("%1", m.scenario.name.get()).replace("%2", str(m.points)))
        head.setStyleSheet("font-weight: bold;")
        options.addWidget(head)
        what = QGroupBox(self.tr("What to print"))
        wl = QVBoxLayout(what)
        self.kind_group = QButtonGroup(self)
        self.kind_buttons: dict[str, QRadioButton] = {}
        for key, text in (("fit", self.tr("Map on one page (fit)")),
                          ("tiled", self.tr("Map at true size, tiled with overlap")),
                          ("placement", self.tr("Placement sheet of the scenery")),
                          ("scenario", self.tr("Scenario score sheet")),
                          ("control", self.tr("Tournament Control Sheet"))):
            button = QRadioButton(text)
            self.kind_buttons[key] = button
            self.kind_group.addButton(button)
            wl.addWidget(button)
            button.toggled.connect(self._kind_toggled)
        # Each piece numbered, its distances from the nearest edges in the user's unit: only with scenery.
        self.kind_buttons["placement"].setEnabled(bool(self.scenery))
        self.kind_buttons["placement"].setToolTip(
            self.tr("Each piece numbered on the map, with its distances from the two nearest table edges")
            if self.scenery else self.tr("The table has no scenery (Scenery → Edit the layout)"))
        options.addWidget(what)
        form = QFormLayout()
        self.paper_box = QComboBox()
        for text, key in ((self.tr("A4"), "a4"), (self.tr("Letter"), "letter"), (self.tr("A3"), "a3"),
                          (self.tr("Tabloid (11 × 17 in)"), "tabloid"), (self.tr("Legal"), "legal")):
            self.paper_box.addItem(text, key)
        self.paper_box.currentIndexChanged.connect(self._changed)
        form.addRow(self.tr("Paper"), self.paper_box)
        self.overlap_box = QDoubleSpinBox()
        # The overlap in the units the user chose (else the pack's own: cm for S13/S8), with the symbol and
        # decimal mark the PDFs use; remembered and passed on in inches. The paper's cm are real ones.
        from . import i18n

        self.overlap_unit = i18n.units(self.settings, m.season.unit)
        per_in = MM_PER["in"] / MM_PER[self.overlap_unit]
        self.overlap_box.setRange(0.0, 2.0 * per_in)
        self.overlap_box.setSingleStep(0.25 if self.overlap_unit == "in" else 0.5)
        self.overlap_box.setDecimals(2)
        self.overlap_box.setLocale(QLocale(i18n.current_language()))
        self.overlap_box.setSuffix(" " + unit_symbol(self.overlap_unit))
        self.overlap_box.setToolTip(self.tr("How much neighbouring tiles share, to trim and glue them"))
        self.overlap_box.valueChanged.connect(self._changed)
        form.addRow(self.tr("Tile overlap"), self.overlap_box)
        self.margin_box = QDoubleSpinBox()
        self.margin_box.setRange(5.0, 30.0)
        self.margin_box.setValue(10.0)
        self.margin_box.setDecimals(0)
        self.margin_box.setSuffix(self.tr(" mm"))
        self.margin_box.setToolTip(self.tr("Blank paper around each tile: at least what your printer cannot reach"))
        self.margin_box.valueChanged.connect(self._changed)
        form.addRow(self.tr("Tile margin"), self.margin_box)
        self.player_a = QLineEdit()
        self.player_b = QLineEdit()
        for box, text in ((self.player_a, self.tr("Player A (optional)")),
                          (self.player_b, self.tr("Player B (optional)"))):
            box.setPlaceholderText(text)
            box.textChanged.connect(self._changed)
        form.addRow(self.tr("Player A"), self.player_a)
        form.addRow(self.tr("Player B"), self.player_b)
        self.rounds_box = QSpinBox()
        self.rounds_box.setRange(1, 12)
        self.rounds_box.valueChanged.connect(self._changed)
        form.addRow(self.tr("Tournament rounds"), self.rounds_box)
        options.addLayout(form)
        self.info = QLabel()
        self.info.setWordWrap(True)
        self.info.setMinimumWidth(260)
        options.addWidget(self.info)
        options.addStretch(1)

        self.preview = QWidget()
        self.preview_layout = QVBoxLayout(self.preview)
        self.preview_layout.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self.preview_layout.setSpacing(10)
        self.preview_scroll = QScrollArea()
        self.preview_scroll.setWidget(self.preview)
        self.preview_scroll.setWidgetResizable(True)
        self.preview_scroll.setMinimumWidth(PREVIEW_DPI * 12 + 40)
        self.preview_scroll.setStyleSheet("QScrollArea { background: #8a8f96; } QScrollArea > QWidget > QWidget "
                                          "{ background: #8a8f96; }")
        from .preview_zoom import PreviewZoom

        self.zoom = PreviewZoom(self, self.preview_scroll, self._render_page, PREVIEW_DPI)
        self.zoom.changed.connect(self._show_pages)

        body = QHBoxLayout()
        left = QWidget()
        left.setLayout(options)
        left.setMaximumWidth(340)
        body.addWidget(left)
        body.addWidget(self.preview_scroll, 1)
        buttons = QHBoxLayout()
        self.save_button = QPushButton(self.tr("Save PDF…"))
        self.print_button = QPushButton(self.tr("Print…"))
        close = QPushButton(self.tr("Close"))
        self.save_button.clicked.connect(self.save_pdf)
        self.print_button.clicked.connect(self.print_pages)
        close.clicked.connect(self.reject)
        for w in self.zoom.widgets():
            buttons.addWidget(w)
        buttons.addStretch(1)
        for b in (self.save_button, self.print_button, close):
            buttons.addWidget(b)
        outer = QVBoxLayout(self)
        outer.addLayout(body, 1)
        outer.addLayout(buttons)
        fit_size(self, QSize(980, 720))
        from . import access_keys

        access_keys.for_dialog(self)  # Alt+letter to each field and button, unique in every language

    # -- choices ------------------------------------------------------------------------------
    @property
    def kind(self) -> str:
        return next((k for k, b in self.kind_buttons.items() if b.isChecked()), "fit")

    def set_kind(self, kind: str) -> None:
        self.kind_buttons[kind].setChecked(True)

    @property
    def paper(self) -> str:
        return self.paper_box.currentData() or "a4"

    def set_paper(self, paper: str) -> None:
        self.paper_box.setCurrentIndex(max(0, self.paper_box.findData(paper)))

    def _restore(self) -> None:
        self._restoring = True  # setting the widgets must not write half-restored choices back
        try:
            self._restore_choices()
        finally:
            self._restoring = False

    def _restore_choices(self) -> None:
        s = self.settings
        kind = prefs.PRINT_WHAT.get(s)
        usable = kind in KINDS and (kind != "placement" or bool(self.scenery))
        self.set_kind(kind if usable else prefs.PRINT_WHAT.fallback())
        paper = prefs.PRINT_PAPER.get(s)
        self.set_paper(paper if paper in PAPERS else prefs.PRINT_PAPER.fallback())
        self.overlap_box.setValue(prefs.PRINT_OVERLAP.get(s) * MM_PER["in"] / MM_PER[self.overlap_unit])
        self.rounds_box.setValue(prefs.PRINT_ROUNDS.get(s) or self.mission.season.tournament.min_rounds)
        if not (geometry := prefs.PRINT_GEOMETRY.get(s)).isEmpty():
            self.restoreGeometry(geometry)

    def _remember(self) -> None:
        s = self.settings
        prefs.PRINT_WHAT.set(self.kind, s)
        prefs.PRINT_PAPER.set(self.paper, s)
        prefs.PRINT_OVERLAP.set(self.overlap_in, s)
        prefs.PRINT_ROUNDS.set(self.rounds_box.value(), s)

    def _kind_toggled(self, on: bool) -> None:
        if on:  # the button turned off fires too: one change per choice
            self._changed()

    def _changed(self, *_args: object) -> None:
        if self._restoring:
            return
        self._update_enabled()
        self._remember()
        self._serial += 1
        self._timer.start(150)

    def _update_enabled(self) -> None:
        kind = self.kind
        self.overlap_box.setEnabled(kind == "tiled")
        self.margin_box.setEnabled(kind == "tiled")
        for box in (self.player_a, self.player_b):
            box.setEnabled(kind == "scenario")
        self.rounds_box.setEnabled(kind == "control")

    @property
    def overlap_in(self) -> float:
        """The tile overlap in inches, whatever unit the box shows."""
        return self.overlap_box.value() * MM_PER[self.overlap_unit] / MM_PER["in"]

    @property
    def stale(self) -> bool:
        """True while the choices changed since the shown preview was made."""
        return self._timer.isActive() or self._made != self._serial

    # -- making the PDF and the preview -------------------------------------------------------
    def _write(self, path: Path) -> str:
        """Write the chosen PDF to ``path``; returns a one-line description. Raises PrintError."""
        from its_desktop.printing import map_pdf, sheets, tiles

        from . import i18n

        lang = i18n.current_language()  # the PDF speaks the interface's language
        m, paper = self.mission, self.paper
        kind = self.kind
        if kind == "fit":
            fit = map_pdf.map_fit(m, path, paper, lang=lang, scenery=self.scenery)
            return self.tr("One page, %1.").replace("%1", self._orientation(fit.orientation))
        if kind == "tiled":
            grid = tiles.map_tiled(m, path, paper, self.overlap_in, lang=lang,
                                   margin_mm=self.margin_box.value(), scenery=self.scenery)
            return (self.tr("%1 pages: the assembly overview, then %2 × %3 tiles (%4). Print at 100 % "
                            "(actual size) and check the calibration square.")
                    .replace("%1", str(grid.pages)).replace("%2", str(grid.cols)).replace("%3", str(grid.rows))
                    .replace("%4", self._orientation(grid.orientation)))
        if kind == "placement":
            from its_desktop.printing.placement import placement_sheet

            sheet = placement_sheet(m, self.scenery, path, paper, self.overlap_unit)
            return (self.tr("%1 page(s), portrait; distances in %2.").replace("%1", str(sheet.pages))
                    .replace("%2", unit_symbol(sheet.unit)))
        if kind == "scenario":
            pages = sheets.scenario_sheet(m, path, [self.player_a.text().strip(), self.player_b.text().strip()],
                                          paper=paper, lang=lang)
        else:
            pages = sheets.control_sheet(path, m.season, self.rounds_box.value(), paper=paper)
        return self.tr("%1 page(s), portrait.").replace("%1", str(pages))

    def _orientation(self, value: str) -> str:
        return self.tr("landscape") if value == "landscape" else self.tr("portrait")

    def refresh(self) -> bool:
        """Make the PDF for the current choices and show its pages; False (with ``error`` set) on failure."""
        from its_desktop.printing.output import PrintError

        self._timer.stop()
        serial = self._serial
        path = Path(self._tmp.name) / f"preview-{serial}.pdf"
        QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            summary = self._write(path)
            # At the screen's own pixel density: on a 2x laptop a page at 1x is blurred small print.
            dpr = self.screen().devicePixelRatio()  # the screen's (Qt's offscreen windows always say 1)
            self.pages = render_pdf(path, PREVIEW_DPI * dpr)
            for page in self.pages:
                page.image.setDevicePixelRatio(dpr)
            self.zoom.new_document(self.pages[0].image.deviceIndependentSize().toSize())
        except (PrintError, PdfPagesError) as exc:
            self.error = str(exc)
            self.pages = []
            self.pdf_path = path if path.exists() and not isinstance(exc, PrintError) else None
            self._made = serial
            self._show_pages()
            self.info.setText(self.error)
            self.info.setStyleSheet("color: #b00020;")
            self._update_buttons()
            return False
        finally:
            QGuiApplication.restoreOverrideCursor()
        if self.pdf_path is not None and self.pdf_path != path:
            self.pdf_path.unlink(missing_ok=True)
        self.pdf_path = path
        self.error = None
        self._made = serial
        self.info.setStyleSheet("")
        self.info.setText(summary)
        self._show_pages()
        self._update_buttons()
        return True

    def _update_buttons(self) -> None:
        self.save_button.setEnabled(self.pdf_path is not None)
        self.print_button.setEnabled(bool(self.pages))

    def _show_pages(self) -> None:
        while self.preview_layout.count():
            item = self.preview_layout.takeAt(0)
            shown = item.widget() if item is not None else None
            if shown is not None:
                shown.hide()
                shown.deleteLater()
        for i, page in enumerate(self.pages, start=1):
            label = QLabel()
            label.setPixmap(self.zoom.pixmap(i - 1, page.image, len(self.pages)))
            label.setFrameShape(QFrame.Shape.Box)
            label.setStyleSheet("background: white; border: 1px solid #444;")
            label.setToolTip(self.tr("Page %1 of %2").replace("%1", str(i)).replace("%2", str(len(self.pages))))
            self.preview_layout.addWidget(label, 0, Qt.AlignmentFlag.AlignHCenter)
            caption = QLabel(self.tr("Page %1 of %2").replace("%1", str(i)).replace("%2", str(len(self.pages))))
            caption.setStyleSheet("color: white;")
            self.preview_layout.addWidget(caption, 0, Qt.AlignmentFlag.AlignHCenter)
            label.show()  # now, not at the next event loop turn: the preview is complete when refresh returns
            caption.show()
        self.preview_layout.activate()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)  # the scroll area and labels

    def _render_page(self, index: int, dpi: float) -> QImage:
        """Page ``index`` (0-based) of the previewed PDF at ``dpi`` (the zoom's sharper copy)."""
        assert self.pdf_path is not None
        return next(iter_pdf_pages(self.pdf_path, dpi, [index + 1])).image

    def _current_pdf(self) -> Path | None:
        if self.stale:
            self.refresh()
        return self.pdf_path

    # -- saving -------------------------------------------------------------------------------
    def save_to(self, path: Path) -> None:
        """Write the previewed PDF to ``path`` atomically (PrintError for a folder that cannot be written)."""
        from its_desktop.printing.output import PrintError, atomic_output

        source = self._current_pdf()
        if source is None:
            raise PrintError("", self.error or self.tr("nothing to save"))
        data = source.read_bytes()
        with atomic_output(path) as fh:
            fh.write(data)

    def document_name(self) -> str:
        """The document's name in the reader's words: the scenario as their pack names it, the army size and the
        kind ("Supremacía 300 hojas"; the data id "s16-supremacy" and the layout's token "fit" were English)."""
        words = {"fit": self.tr("map", "file name"), "tiled": self.tr("tiles", "file name"),
                 "placement": self.tr("placement", "file name"), "scenario": self.tr("sheet", "file name"),
                 "control": self.tr("control", "file name")}
        return f"{self.mission.scenario.name.get()} {self.mission.points} {words.get(self.kind, self.kind)}"

    def suggested_file(self) -> str:
        """The PDF's suggested name ("Suprématie 300 carte.pdf"): a file name is text the user keeps."""
        return file_name(self.document_name(), ".pdf")

    def save_pdf(self) -> None:
        from its_desktop.printing.output import PrintError

        suggested = self.suggested_file()
        folder = prefs.PRINT_DIR.get(self.settings) or self.last_dir or str(Path.home())
        name, _ = QFileDialog.getSaveFileName(self, self.tr("Save PDF"), str(Path(folder) / suggested),
                                              self.tr("PDF (*.pdf)"))
        if not name:
            return
        path = Path(name)
        if path.suffix.lower() != ".pdf":
            path = path.with_suffix(".pdf")
        try:
            self.save_to(path)
        except PrintError as exc:
            QMessageBox.warning(self, self.tr("Cannot save"), str(exc))
            return
        prefs.PRINT_DIR.set(str(path.parent), self.settings)
        self.info.setText(self.tr("Saved %1").replace("%1", str(path)))

    # -- printing -----------------------------------------------------------------------------
    def make_printer(self) -> QPrinter:
        from PySide6.QtGui import QPageLayout, QPageSize
        from PySide6.QtPrintSupport import QPrinter

        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        ids = QPageSize.PageSizeId
        size = {"a4": ids.A4, "letter": ids.Letter, "a3": ids.A3, "tabloid": ids.Tabloid,
                "legal": ids.Legal}.get(self.paper, ids.A4)
        printer.setPageSize(QPageSize(size))
        first = self.pages[0].size_pt if self.pages else (1, 2)
        printer.setPageOrientation(QPageLayout.Orientation.Landscape if first[0] > first[1]
                                   else QPageLayout.Orientation.Portrait)
        printer.setFullPage(True)  # coordinates from the paper's corner: 100 % means 100 %
        printer.setDocName(file_name(self.document_name()))  # Qt's print dialog offers it as the output file's name
        return printer

    def print_pages(self) -> None:
        from PySide6.QtPrintSupport import QPrintDialog

        if self._current_pdf() is None or not self.pages:
            return
        printer = self.make_printer()
        dialog = QPrintDialog(printer, self)
        dialog.setWindowTitle(self.tr("Print"))
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        try:
            count = self.print_to(printer)
        except PdfPagesError as exc:
            QMessageBox.warning(self, self.tr("Cannot print"), str(exc))
            return
        self.info.setText(self.tr("Sent %1 page(s) to the printer.").replace("%1", str(count)))

    def print_to(self, printer: QPrinter, dpi: float | None = None) -> int:
        """Paint the PDF's pages onto ``printer`` as images; returns the number of pages printed.

        Every page keeps its size (a true-size tile always prints at 100 %); a page turned relative to the
        paper is rotated onto it.
        """
        from PySide6.QtPrintSupport import QPrinter

        source = self._current_pdf()
        if source is None:
            raise PdfPagesError(self.error or "nothing to print")
        resolution = printer.resolution()
        dpi = min(float(dpi or PRINT_DPI), float(resolution))
        numbers = range(1, len(self.pages) + 1)
        if printer.fromPage() > 0:
            numbers = range(max(1, printer.fromPage()), min(len(self.pages), printer.toPage() or len(self.pages)) + 1)
        actual = self.kind == "tiled"
        painter = QPainter()
        if not painter.begin(printer):
            raise PdfPagesError(self.tr("the printer could not be started"))
        try:
            count = 0
            for page in iter_pdf_pages(source, dpi, numbers):
                if count:
                    printer.newPage()
                count += 1
                paper = printer.paperRect(QPrinter.Unit.DevicePixel)
                image, size_pt = page.image, page.size_pt
                if (size_pt[0] > size_pt[1]) != (paper.width() > paper.height()):
                    image = image.transformed(QTransform().rotate(90))
                    size_pt = (size_pt[1], size_pt[0])
                rect = target_rect(size_pt, (paper.width(), paper.height()),
                                   (printer.logicalDpiX(), printer.logicalDpiY()), actual)
                painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
                painter.drawImage(rect, image)
        finally:
            painter.end()
        return count

    # -- closing ------------------------------------------------------------------------------
    def done(self, result: int) -> None:  # noqa: D102 - QDialog override
        self._timer.stop()
        prefs.PRINT_GEOMETRY.set(self.saveGeometry(), self.settings)
        self._remember()
        super().done(result)
        self._tmp.cleanup()
