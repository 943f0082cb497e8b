"""Print preview: PDF pages to images with PDFium (pypdfium2, what the dialog uses) against poppler's
pdftoppm writing PPM files read back with QImage (what it used before), interleaved in one process.

    python benchmarks/bench_preview.py [--runs 5]

Needs pdftoppm (poppler-utils) for the baseline only.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtGui import QImage  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402


def pdftoppm_pages(pdf: Path, dpi: float) -> list[QImage]:
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(["pdftoppm", "-r", f"{dpi:g}", str(pdf), str(Path(tmp) / "page")], check=True)
        return [QImage(str(f)) for f in sorted(Path(tmp).glob("page-*.ppm"))]


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    if shutil.which("pdftoppm") is None:
        print("pdftoppm (poppler-utils) is needed for the baseline", file=sys.stderr)
        return 1
    QApplication.instance() or QApplication(sys.argv[:1])
    from its_desktop.domain.mission import catalog
    from its_desktop.printing.map_pdf import map_fit
    from its_desktop.printing.tiles import map_tiled
    from its_desktop.ui.pdf_pages import render_pdf

    mission = catalog.mission("s16/frostbyte", 300)
    with tempfile.TemporaryDirectory() as tmp:
        fit, tiled = Path(tmp) / "fit.pdf", Path(tmp) / "tiled.pdf"
        map_fit(mission, fit, "a4")
        map_tiled(mission, tiled, "a4", 0.5)
        for label, pdf, dpi in (("one-page map, preview 56 dpi", fit, 56), ("tiled map, preview 56 dpi", tiled, 56),
                                ("one-page map, print 300 dpi", fit, 300)):
            base, ours = [], []
            for _ in range(args.runs):
                t = time.perf_counter()
                n_base = len(pdftoppm_pages(pdf, dpi))
                base.append(time.perf_counter() - t)
                t = time.perf_counter()
                n_ours = len(render_pdf(pdf, dpi))
                ours.append(time.perf_counter() - t)
            assert n_base == n_ours
            b, o = statistics.median(base), statistics.median(ours)
            print(f"{label}: {n_ours} pages; pdfium {o * 1000:.0f} ms, pdftoppm {b * 1000:.0f} ms; ratio {o / b:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
