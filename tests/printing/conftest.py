"""Helpers for the printing tests: read PDFs back and render them to PNG with pdftoppm."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

A4 = (595.2756, 841.8898)
LETTER = (612.0, 792.0)
PAPER = {"a4": A4, "letter": LETTER}


def same_size(size, expected, tol=0.01) -> bool:
    w, h = size
    return (abs(w - expected[0]) < tol and abs(h - expected[1]) < tol) or \
        (abs(w - expected[1]) < tol and abs(h - expected[0]) < tol)


@pytest.fixture
def render(tmp_path):
    """render(pdf, page, dpi) -> PNG path (pdftoppm from poppler-utils; scripts/test.sh installs it)."""
    exe = shutil.which("pdftoppm")
    if exe is None:
        if os.environ.get("CI") == "true":
            pytest.fail("pdftoppm (poppler-utils) is missing on CI")
        pytest.skip("pdftoppm (poppler-utils) is not installed")

    def run(pdf: Path, page: int = 1, dpi: int = 72) -> Path:
        stem = tmp_path / f"{pdf.stem}-p{page}-{dpi}"
        subprocess.run([exe, "-r", str(dpi), "-f", str(page), "-l", str(page), "-png", "-singlefile",
                        str(pdf), str(stem)], check=True, capture_output=True, timeout=60)
        return stem.with_suffix(".png")

    return run
