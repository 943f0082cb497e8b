"""A PDF's pages as images, for the print preview and for printing: PDFium from the pypdfium2 wheel,
so a fresh install or the bundle previews and prints without any system tool; and where a page goes
on the printer's paper (100 % when it fits, and always for a true-size tile)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage

from its_desktop.presentation.units import PT_PER_IN


class PdfPagesError(RuntimeError):
    """The PDF's pages could not be turned into images (no renderer, or the renderer failed)."""


@dataclass(frozen=True)
class PageImage:
    image: QImage
    size_pt: tuple[float, float]   # the PDF page's size in points (1/72 in)


def render_pdf(path: Path, dpi: float) -> list[PageImage]:
    """Every page of ``path`` as an image at ``dpi``."""
    return list(iter_pdf_pages(path, dpi))


def iter_pdf_pages(path: Path, dpi: float, pages: Iterable[int] | None = None) -> Iterator[PageImage]:
    """The pages of ``path`` (all, or the 1-based ``pages``) as images at ``dpi``, one at a time.

    Printing renders at up to 300 dpi: one page in memory at a time (an A4 page is 35 MB there).
    """
    import pypdfium2

    try:
        doc = pypdfium2.PdfDocument(str(path))
    except (pypdfium2.PdfiumError, OSError) as exc:
        raise PdfPagesError(f"{path.name}: cannot read it as a PDF ({exc})") from None
    try:
        if len(doc) < 1:
            raise PdfPagesError(f"{path.name}: no pages")
        for n in (pages if pages is not None else range(1, len(doc) + 1)):
            if not 1 <= n <= len(doc):
                raise PdfPagesError(f"{path.name}: no page {n}")
            page = doc[n - 1]
            try:
                width_pt, height_pt = page.get_size()
                bitmap = page.render(scale=dpi / PT_PER_IN, rev_byteorder=True, prefer_bgrx=True)
                pixels = bitmap.to_numpy()
                image = QImage(pixels.data, bitmap.width, bitmap.height, bitmap.stride,
                               QImage.Format.Format_RGBX8888).copy()  # copy: the bitmap's memory is freed next
                bitmap.close()
            except pypdfium2.PdfiumError as exc:
                raise PdfPagesError(f"{path.name}: page {n}: {exc}") from None
            finally:
                page.close()
            yield PageImage(image, (width_pt, height_pt))
    finally:
        doc.close()


def target_rect(page_pt: tuple[float, float], paper_px: tuple[float, float], dpi: tuple[float, float],
                actual_size: bool) -> QRectF:
    """Where a page goes on the paper, in device pixels: at 100 % (centred) when ``actual_size`` or when it
    fits, else shrunk to fit (never for a true-size tile: it stays 100 % and the paper crops the margins)."""
    w = page_pt[0] / PT_PER_IN * dpi[0]
    h = page_pt[1] / PT_PER_IN * dpi[1]
    pw, ph = paper_px
    k = 1.0
    if not actual_size and (w > pw + 0.5 or h > ph + 0.5):
        k = min(pw / w, ph / h)
    w, h = w * k, h * k
    return QRectF((pw - w) / 2, (ph - h) / 2, w, h)


__all__ = ["PageImage", "PdfPagesError", "iter_pdf_pages", "render_pdf", "target_rect"]
