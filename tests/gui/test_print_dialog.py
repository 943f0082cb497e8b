"""File → Print or export PDF…: choose, preview (the PDF's own pages as images), save, print at 100 %."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from pypdf import PdfReader

pytestmark = pytest.mark.gui

A4 = (595.2756, 841.8898)
LETTER = (612.0, 792.0)



def same_size(size, expected, tol=0.5) -> bool:
    w, h = size
    return (abs(w - expected[0]) < tol and abs(h - expected[1]) < tol) or \
        (abs(w - expected[1]) < tol and abs(h - expected[0]) < tol)


def shots(tmp_path) -> Path:
    out = Path(os.environ.get("ITS_SCREENSHOT_DIR", tmp_path))
    out.mkdir(parents=True, exist_ok=True)
    return out


@pytest.fixture
def dialog(window, qtbot):
    dlg = window.actions_.show_print_dialog()
    assert dlg is not None and dlg.isVisible()
    qtbot.waitUntil(lambda: not dlg.stale, timeout=20000)  # the first preview follows the opening
    yield dlg
    if dlg.isVisible():
        dlg.reject()


def test_file_menu_offers_print_with_ctrl_p(window):
    file_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&File")
    action = next(a for a in file_menu.actions() if a.text() == "&Print or export PDF…")
    assert action.shortcut().toString() == "Ctrl+P"
    assert action is window.actions_.print_pdf


def test_fit_map_preview_and_save(dialog, qtbot, tmp_path):
    dialog.set_kind("fit")
    dialog.set_paper("a4")
    assert dialog.refresh(), dialog.error
    qtbot.wait(50)
    assert len(dialog.pages) == 1
    page = dialog.pages[0]
    assert not page.image.isNull() and page.image.width() > 100
    assert same_size(page.size_pt, A4, tol=2)
    assert "One page" in dialog.info.text()
    assert dialog.save_button.isEnabled() and dialog.print_button.isEnabled()
    out = tmp_path / "map.pdf"
    dialog.save_to(out)
    reader = PdfReader(str(out))
    assert len(reader.pages) == 1
    box = reader.pages[0].mediabox
    assert same_size((float(box.width), float(box.height)), A4, tol=0.01)
    assert "Supremacy" in reader.pages[0].extract_text()
    assert dialog.grab().save(str(shots(tmp_path) / "print-dialog-fit.png"))


def test_every_kind_previews_on_letter_too(dialog, tmp_path):
    dialog.set_paper("letter")
    counts = {}
    for kind in ("fit", "tiled", "scenario", "control"):
        dialog.set_kind(kind)
        assert dialog.refresh(), dialog.error
        counts[kind] = len(dialog.pages)
        assert all(same_size(p.size_pt, LETTER, tol=2) for p in dialog.pages)
        out = tmp_path / f"{kind}.pdf"
        dialog.save_to(out)
        assert len(PdfReader(str(out)).pages) == counts[kind]
    assert counts["fit"] == counts["scenario"] == counts["control"] == 1
    assert counts["tiled"] > 4  # overview + tiles of a 48 x 48 table
    dialog.set_kind("tiled")
    dialog.refresh()
    assert dialog.grab().save(str(shots(tmp_path) / "print-dialog-tiled.png"))


def test_a3_tiles_with_a_wider_margin(dialog, tmp_path):
    dialog.set_kind("tiled")
    dialog.set_paper("a3")
    dialog.overlap_box.setValue(0.5)
    assert dialog.margin_box.isEnabled()
    assert dialog.refresh(), dialog.error
    assert len(dialog.pages) == 21  # 48 x 48 on A3: 20 tiles and the overview
    assert all(same_size(p.size_pt, (841.8898, 1190.5512), tol=2) for p in dialog.pages)
    dialog.margin_box.setValue(30)
    assert dialog.refresh(), dialog.error
    assert len(dialog.pages) > 21  # smaller windows, more tiles
    assert dialog.make_printer().pageLayout().pageSize().id().name == "A3"
    dialog.set_kind("fit")
    assert not dialog.margin_box.isEnabled()


def test_scenario_sheet_carries_the_names_typed_in(dialog, tmp_path):
    dialog.set_kind("scenario")
    dialog.player_a.setText("Łukasz Żółć")
    dialog.player_b.setText("Renée Peña")
    assert dialog.stale  # a change waits for the next preview; saving catches up first
    out = tmp_path / "sheet.pdf"
    dialog.save_to(out)
    text = PdfReader(str(out)).pages[0].extract_text()
    assert "Łukasz Żółć" in text and "Renée Peña" in text


def test_choices_are_remembered(window, qtbot):
    dlg = window.actions_.show_print_dialog()
    dlg.set_kind("tiled")
    dlg.set_paper("letter")
    dlg.overlap_box.setValue(0.75)
    dlg.reject()
    again = window.actions_.show_print_dialog()
    try:
        assert again.kind == "tiled" and again.paper == "letter"
        assert again.overlap_box.value() == pytest.approx(0.75)
        assert again.overlap_box.isEnabled() and not again.rounds_box.isEnabled()
    finally:
        again.reject()


def test_tiles_print_at_100_percent(dialog, tmp_path):
    from PySide6.QtPrintSupport import QPrinter

    from its_desktop.ui.pdf_pages import render_pdf

    dialog.set_kind("tiled")
    dialog.set_paper("a4")
    assert dialog.refresh(), dialog.error
    source = tmp_path / "tiles.pdf"
    dialog.save_to(source)
    printer = dialog.make_printer()
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printed = tmp_path / "printed.pdf"
    printer.setOutputFileName(str(printed))
    printer.setFromTo(2, 3)  # two tiles
    assert dialog.print_to(printer, dpi=72) == 2
    pages = PdfReader(str(printed)).pages
    assert len(pages) == 2 and all(same_size((float(p.mediabox.width), float(p.mediabox.height)), A4, 1) for p in pages)
    # the printed tile lies exactly over the original: same crop marks and frame, same place, same size
    original, copy = render_pdf(source, 36)[1].image, render_pdf(printed, 36)[0].image
    assert (original.width(), original.height()) == (copy.width(), copy.height())

    def ink_box(img):
        xs, ys = [], []
        for y in range(0, img.height()):
            for x in range(0, img.width()):
                c = img.pixelColor(x, y)
                if c.red() + c.green() + c.blue() < 3 * 160:
                    xs.append(x)
                    ys.append(y)
        return min(xs), min(ys), max(xs), max(ys)

    for a, b in zip(ink_box(original), ink_box(copy)):
        assert abs(a - b) <= 1


def test_target_rect_keeps_true_size_or_shrinks_to_fit():
    from its_desktop.ui.pdf_pages import target_rect

    a4_on_letter = target_rect(A4, (612 / 72 * 600, 792 / 72 * 600), (600, 600), actual_size=True)
    assert a4_on_letter.width() == pytest.approx(A4[0] / 72 * 600)
    assert a4_on_letter.height() == pytest.approx(A4[1] / 72 * 600)
    assert a4_on_letter.center().x() == pytest.approx(612 / 72 * 300)
    shrunk = target_rect(A4, (612 / 72 * 600, 792 / 72 * 600), (600, 600), actual_size=False)
    assert shrunk.height() == pytest.approx(792 / 72 * 600)
    same = target_rect(A4, (A4[0] / 72 * 300, A4[1] / 72 * 300), (300, 300), actual_size=False)
    assert (same.x(), same.y()) == (pytest.approx(0), pytest.approx(0))


def test_pages_render_without_any_system_tool(tmp_path, monkeypatch):
    """PDFium from the pypdfium2 wheel: no pdftoppm (poppler) on PATH is needed for the preview."""
    from its_desktop.domain.mission import catalog
    from its_desktop.printing.map_pdf import map_fit
    from its_desktop.ui.pdf_pages import render_pdf

    monkeypatch.setenv("PATH", str(tmp_path))  # nothing to run
    pdf = tmp_path / "map.pdf"
    map_fit(catalog.mission("s16/frostbyte", 300), pdf, "a4")
    [page] = render_pdf(pdf, 72)
    assert same_size(page.size_pt, A4)
    assert same_size((page.image.width(), page.image.height()), A4, tol=1.01)
    # Not a blank page: the map's ink is there.
    colours = {page.image.pixel(x, y) for x in range(0, page.image.width(), 7) for y in range(0, page.image.height(), 7)}
    assert len(colours) > 10


def test_an_unreadable_pdf_is_one_error(tmp_path):
    from its_desktop.ui.pdf_pages import PdfPagesError, render_pdf

    bad = tmp_path / "bad.pdf"
    bad.write_bytes(b"not a pdf")
    with pytest.raises(PdfPagesError, match="bad.pdf"):
        render_pdf(bad, 72)


def test_the_preview_zooms_with_buttons_keys_and_ctrl_wheel(dialog, qtbot, tmp_path):
    from PySide6.QtCore import QPoint, QPointF, Qt
    from PySide6.QtGui import QWheelEvent
    from PySide6.QtWidgets import QApplication, QLabel

    def page_width() -> int:
        labels = [lab for lab in dialog.preview.findChildren(QLabel) if not lab.isHidden() and not lab.pixmap().isNull()]
        return labels[0].pixmap().width()

    dialog.set_kind("fit")
    assert dialog.refresh(), dialog.error
    base = page_width()
    dialog.zoom.in_button.click()
    assert page_width() == round(base * 1.25) and dialog.zoom.label.text() == "125 %"
    # Zoomed in, a one-page map is rendered again at the higher resolution, not blown up.
    sharp = dialog.zoom._sharp
    assert sharp and next(iter(sharp.values())).width() == pytest.approx(base * 1.25, abs=2)
    qtbot.keyClick(dialog, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    assert page_width() == base
    for _ in range(2):
        pos = QPointF(50, 50)
        wheel = QWheelEvent(pos, dialog.preview_scroll.viewport().mapToGlobal(pos), QPoint(), QPoint(0, -120),
                            Qt.MouseButton.NoButton, Qt.KeyboardModifier.ControlModifier,
                            Qt.ScrollPhase.NoScrollPhase, False)
        QApplication.sendEvent(dialog.preview_scroll.viewport(), wheel)
    assert page_width() == round(base / 1.25 / 1.25)
    qtbot.keyClick(dialog, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)  # fit: the whole page shows
    room = dialog.preview_scroll.viewport().size()
    labels = [lab for lab in dialog.preview.findChildren(QLabel) if not lab.isHidden() and not lab.pixmap().isNull()]
    assert labels[0].pixmap().height() <= room.height() and labels[0].pixmap().width() <= room.width()
    assert max(labels[0].pixmap().height() / room.height(), labels[0].pixmap().width() / room.width()) > 0.85
    assert dialog.grab().save(str(shots(tmp_path) / "print-dialog-zoom-fit.png"))
    dialog.set_kind("tiled")  # a long document is scaled, never rendered again page by page
    assert dialog.refresh(), dialog.error
    dialog.zoom.in_button.click()
    assert len(dialog.pages) > 4 and not dialog.zoom._sharp


def test_an_impossible_choice_names_the_field_as_the_dialog_labels_it(dialog, qtbot, tmp_path):
    """The error under the options names the field by its label beside the box, never a command-line flag."""
    from PySide6.QtWidgets import QLabel

    dialog.kind_buttons["tiled"].click()
    dialog.paper_box.setCurrentIndex(dialog.paper_box.findData("a4"))
    dialog.margin_box.setValue(30)
    dialog.overlap_box.setValue(2.0)  # more than a third of the 150 mm left across A4
    qtbot.waitUntil(lambda: not dialog.stale, timeout=20000)  # the preview follows the choices
    text = dialog.info.text()
    label = next(w for w in dialog.findChildren(QLabel) if w.buddy() is dialog.overlap_box)
    shown = label.text().replace("&&", "\0").replace("&", "").replace("\0", "&")  # the label as read (its access key's & unseen)
    assert dialog.error == text and text.startswith(shown + ": "), text
    assert "--" not in text
    assert "at most 1.96 in" in text
    assert not dialog.pages and not dialog.save_button.isEnabled()
    assert dialog.grab().save(str(shots(tmp_path) / "print-dialog-error.png"))
    dialog.overlap_box.setValue(0.5)  # a possible choice again: the preview is back
    qtbot.waitUntil(lambda: not dialog.stale, timeout=20000)
    assert dialog.error is None and dialog.pages and "--" not in dialog.info.text()


def test_the_overlap_follows_the_users_units_and_language(window, qtbot, tmp_path):
    """The units rule of the window and the PDFs: with nothing chosen, the pack's own (S16: inches, "po" in
    French); cm chosen, French reads cm with a decimal comma and the PDFs' symbol; the overlap is kept in
    inches, so English reads the same overlap back in the chosen cm."""
    from its_desktop.ui import i18n

    i18n.install("fr")
    dlg = window.actions_.show_print_dialog()
    try:
        assert window.controller.mission.season.unit == "in"
        assert dlg.overlap_unit == "in" and dlg.overlap_box.suffix() == " po"
        assert dlg.overlap_box.text() == "0,50 po"
    finally:
        dlg.reject()
    window.set_cm(True)  # the user's choice wins
    dlg = window.actions_.show_print_dialog()
    try:
        assert dlg.overlap_unit == "cm" and dlg.overlap_box.suffix() == " cm"
        dlg.overlap_box.setValue(1.27)
        assert dlg.overlap_box.text() == "1,27 cm" and dlg.overlap_in == pytest.approx(0.5)
        dlg.set_kind("tiled")
        qtbot.waitUntil(lambda: not dlg.stale, timeout=20000)
        dlg.save_to(tmp_path / "tiles.pdf")
        text = PdfReader(str(tmp_path / "tiles.pdf")).pages[0].extract_text()
        assert "1,27 cm" in text and "120 × 120 cm" in text, text[:600]
    finally:
        dlg.reject()
        i18n.install("en")
    again = window.actions_.show_print_dialog()
    try:
        assert again.overlap_unit == "cm" and again.overlap_box.suffix() == " cm"
        assert again.overlap_box.value() == pytest.approx(1.27)
    finally:
        again.reject()


def test_the_placement_sheet_of_the_tables_scenery_in_the_users_units(window, qtbot, tmp_path):
    """Offered only when the table has scenery; the distances in the unit the user chose (cm here), every
    piece listed; the page at its physical size on Letter."""
    from its_desktop.domain.itstable import TableDocument
    from its_desktop.domain.terrain.pieces import Piece, edge_distances
    from its_desktop.presentation.units import fmt_length
    from its_desktop.ui import settings as prefs

    plain = window.actions_.show_print_dialog()
    assert not plain.kind_buttons["placement"].isEnabled()
    plain.reject()
    prefs.UNITS.set("cm", window.settings)
    pieces = [Piece("house", "building", "rect", 12, 30, 6, 4, angle=30, roof=True),
              Piece("silo", "tower", "circle", 40, 9, 4)]
    window.open_document(TableDocument("s16/supremacy", 300, scenery=pieces), None)
    dlg = window.actions_.show_print_dialog()
    try:
        assert dlg.kind_buttons["placement"].isEnabled()
        dlg.set_kind("placement")
        dlg.set_paper("letter")
        assert dlg.refresh(), dlg.error
        assert len(dlg.pages) == 1 and same_size(dlg.pages[0].size_pt, LETTER, tol=2)
        assert "distances in cm" in dlg.info.text()
        out = tmp_path / "placement.pdf"
        dlg.save_to(out)
        text = " ".join(PdfReader(str(out)).pages[0].extract_text().split())
        for p in pieces:
            left, right, bottom, top = edge_distances(p, 48, 48)
            assert f"{fmt_length(min(left, right), 25.4, 'cm')} " + ("left" if left <= right else "right") in text
            assert f"{fmt_length(min(bottom, top), 25.4, 'cm')} from " + ("A's" if bottom <= top else "B's") in text
        assert dlg.grab().save(str(shots(tmp_path) / "print-dialog-placement.png"))
    finally:
        dlg.reject()


@pytest.mark.parametrize(("lang", "words"), [("fr", {"fit": "carte", "tiled": "tuiles"}),
                                             ("es", {"fit": "mapa", "tiled": "hojas"})])
def test_the_suggested_pdf_name_is_in_the_readers_language(window, qtbot, lang, words):
    """The name was built from the data id ("s16-supremacy-300-hojas.pdf") and Qt's print dialog offered the
    layout's token ("Supremacía — fit.pdf"): now the scenario as the reader's pack names it, the size and the kind."""
    from its_desktop.ui import i18n as ui_i18n

    ui_i18n.install(lang)  # the suite puts English back after the test
    dlg = window.actions_.show_print_dialog()
    try:
        scenario = dlg.mission.scenario
        for kind, word in words.items():
            dlg.kind_buttons[kind].setChecked(True)
            expected = f"{scenario.name.get(lang)} {dlg.mission.points} {word}"
            assert dlg.suggested_file() == f"{expected}.pdf"
            assert scenario.id.split("/")[1] not in dlg.suggested_file() or scenario.name.get(lang).lower() == \
                scenario.id.split("/")[1]
            assert dlg.make_printer().docName() == expected  # what Qt's own print dialog offers as the file
    finally:
        dlg.reject()
