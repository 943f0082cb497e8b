"""The fonts every PDF uses: DejaVu Sans (shipped in ``its_desktop.resources/fonts``, Bitstream Vera
licence), embedded so that French, Spanish and names such as "Łukasz Żółć" print on any machine.

ReportLab's built-in Helvetica only knows WinAnsi; it would print "?" for "Ł" and "ż".

ReportLab parses a TrueType file in Python when the font is made (tables, every glyph's width): 20-25 ms
of CPU a face, in every print command. What it parses to is kept in the user's cache folder beside the
mission library, keyed by the font file's contents and ReportLab's version, and read back in a third of
that; a missing, torn or foreign cache file is only a miss (the font is parsed and the file rewritten).
"""

from __future__ import annotations

from pathlib import Path
from threading import Lock
from typing import Any

from reportlab.lib.fonts import addMapping
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont, TTFontFace

from its_desktop.domain import package_data

REGULAR = "ITS-Sans"
BOLD = "ITS-Sans-Bold"
FILES = {REGULAR: "DejaVuSans.ttf", BOLD: "DejaVuSans-Bold.ttf"}
FORMAT = 1  # of the cached faces
# Made again when a font is read back: the per-document state (weak references) and the face's scale (a
# closure over unitsPerEm: ReportLab's own expression, below).
_REMADE = ("state",)
_REMADE_FACE = ("_pdfScale",)

_lock = Lock()


def register() -> tuple[str, str]:
    """Register the regular and bold faces with ReportLab (once) and return their names."""
    with _lock:
        registered = set(pdfmetrics.getRegisteredFontNames())
        if not {REGULAR, BOLD} <= registered:
            folder = package_data.folder("its_desktop.resources") / "fonts"
            cache = _cache_folder()
            for name, filename in FILES.items():
                if name in registered:
                    continue
                pdfmetrics.registerFont(font(name, folder / filename, cache))
            # <b> in Paragraph markup picks the bold face.
            addMapping(REGULAR, 0, 0, REGULAR)
            addMapping(REGULAR, 1, 0, BOLD)
            addMapping(REGULAR, 0, 1, REGULAR)
            addMapping(REGULAR, 1, 1, BOLD)
    return REGULAR, BOLD


def _cache_folder() -> Path | None:
    from its_desktop.domain.mission import library_cache

    cache_file = library_cache.default_file()
    return cache_file.parent / "fonts" if cache_file is not None else None


def font(name: str, path: Path, cache: Path | None) -> TTFont:
    """ReportLab's font ``name`` of the TrueType file ``path``: read back from ``cache`` when it was parsed from
    these very bytes by this ReportLab, else parsed (and kept there for the next print)."""
    import zlib

    import reportlab

    from its_desktop.domain.mission.library_cache import read_keyed, write_keyed

    data = path.read_bytes()
    key = (FORMAT, reportlab.Version, name, len(data), zlib.crc32(data))
    cache_file = cache / f"{name}.pickle" if cache is not None else None
    state = read_keyed(cache_file, key) if cache_file is not None else None
    if state is not None:
        try:
            own, face_state = state
            return _font_of(own, face_state, path)
        except Exception:  # noqa: BLE001 - a cache file of another shape is only a miss
            pass
    made = TTFont(name, str(path))
    if cache_file is not None:
        try:
            write_keyed(cache_file, key, _state_of(made))
        except Exception:  # noqa: BLE001 - a face that does not pickle (another ReportLab) is only not kept
            pass
    return made


def _state_of(made: TTFont) -> tuple[dict[str, Any], dict[str, Any]]:
    own = {k: v for k, v in vars(made).items() if k not in _REMADE and k != "face"}
    face = {k: v for k, v in vars(made.face).items() if k not in _REMADE_FACE}
    return own, face


def _font_of(own: dict[str, Any], face_state: dict[str, Any], path: Path) -> TTFont:
    from weakref import WeakKeyDictionary

    face = TTFontFace.__new__(TTFontFace)
    face.__dict__.update(face_state)
    face.filename = str(path)  # the embedded subset's name in the PDF, as parsing it here would set it
    units = face.unitsPerEm
    if units == 1000:  # as TTFontFile.extractInfo sets it
        face.__dict__["_pdfScale"] = lambda x: x
    else:
        mult = 1000 / units
        face.__dict__["_pdfScale"] = lambda x: x * mult
    made = TTFont.__new__(TTFont)
    made.__dict__.update(own)
    made.face = face
    made.state = WeakKeyDictionary()
    return made
