"""The fonts every PDF uses: DejaVu Sans (shipped in ``its_desktop.resources/fonts``, Bitstream Vera
licence), embedded so that French, Spanish and names such as "Łukasz Żółć" print on any machine.

ReportLab's built-in Helvetica only knows WinAnsi; it would print "?" for "Ł" and "ż".
"""

from __future__ import annotations

from threading import Lock

from reportlab.lib.fonts import addMapping
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

from its_desktop.domain import package_data

REGULAR = "ITS-Sans"
BOLD = "ITS-Sans-Bold"
FILES = {REGULAR: "DejaVuSans.ttf", BOLD: "DejaVuSans-Bold.ttf"}

_lock = Lock()


def register() -> tuple[str, str]:
    """Register the regular and bold faces with ReportLab (once) and return their names."""
    with _lock:
        registered = set(pdfmetrics.getRegisteredFontNames())
        if not {REGULAR, BOLD} <= registered:
            folder = package_data.folder("its_desktop.resources") / "fonts"
            for name, filename in FILES.items():
                if name in registered:
                    continue
                pdfmetrics.registerFont(TTFont(name, str(folder / filename)))
            # <b> in Paragraph markup picks the bold face.
            addMapping(REGULAR, 0, 0, REGULAR)
            addMapping(REGULAR, 1, 0, BOLD)
            addMapping(REGULAR, 0, 1, REGULAR)
            addMapping(REGULAR, 1, 1, BOLD)
    return REGULAR, BOLD
