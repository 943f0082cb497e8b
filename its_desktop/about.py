"""What the About box says: the version and the licence of every bundled library and font (Qt-free)."""

from __future__ import annotations

import importlib.metadata
import re
from importlib.metadata import PackageMetadata
from dataclasses import dataclass

from its_desktop import __version__
from its_desktop.domain.i18n import _


# The libraries the app and its bundle ship, with what each is for (in the catalog: the About box speaks
# the interface's language); the licence is read from the installed package's metadata (``FALLBACK`` when a
# package states it only in prose or in classifiers).
def purposes() -> dict[str, str]:
    """Each library by name: what it is for, in the current language."""
    return {
        "PySide6-Essentials": _("Qt for Python: the window"),
        "shiboken6": _("Qt for Python's runtime"),
        "shapely": _("geometry (with GEOS, LGPL-2.1)"),
        "numpy": _("geometry arrays"),
        "SQLAlchemy": _("the database"),
        "alembic": _("database schema upgrades"),
        "Mako": _("Alembic's templates"),
        "psycopg": _("PostgreSQL (optional)"),
        "reportlab": _("PDF printing"),
        "pillow": _("images in PDFs (ReportLab)"),
        "pypdfium2": _("the print preview (with PDFium, BSD-3-Clause/Apache-2.0)"),
        "pydantic": _("mission data validation"),
        "platformdirs": _("user folders"),
    }


FALLBACK = {"reportlab": "BSD-3-Clause", "PySide6-Essentials": "LGPL-3.0-only", "shiboken6": "LGPL-3.0-only",
            "pypdfium2": "BSD-3-Clause OR Apache-2.0"}
QT_LICENCE = "LGPL-3.0-only"


def fonts() -> list[tuple[str, str, str]]:
    """(font, its licence in the current language, where the licence text is)."""
    return [("DejaVu Sans 2.37", _("Bitstream Vera Fonts licence (DejaVu changes public domain)"),
             "its_desktop.resources/fonts/LICENSE")]


@dataclass(frozen=True)
class Component:
    name: str
    version: str
    licence: str
    purpose: str


def _header(meta: PackageMetadata, name: str) -> str | None:
    values = meta.get_all(name)
    return str(values[0]) if values else None


_SPDX = re.compile(r"AND|OR|WITH|(?=[\w.+-]*[A-Z0-9])[\w.+-]+")  # an identifier has a capital or a digit


def licence_of(dist: str) -> str:
    meta = importlib.metadata.metadata(dist)
    expression = _header(meta, "License-Expression")
    if expression:
        return expression
    if dist in FALLBACK:
        return FALLBACK[dist]
    # prose ("BSD-3-Clause, Apache-2.0, dependency licenses") would show English in every language: only
    # licence identifiers pass
    text = (_header(meta, "License") or "").strip()
    if text and len(text) <= 60 and all(_SPDX.fullmatch(w) for w in re.split(r"[\s,()]+", text) if w):
        return text
    return _("see the package")


def components() -> list[Component]:
    """Every bundled library that is installed here, in ``purposes()`` order."""
    out = []
    purpose = purposes()
    for dist in purpose:
        try:
            version = importlib.metadata.version(dist)
        except importlib.metadata.PackageNotFoundError:
            continue  # an optional one (psycopg) not installed: not shipped either
        out.append(Component(dist, version, licence_of(dist), purpose[dist]))
    return out


def text() -> str:
    """The About text as plain lines (the dialog shows it; ``its-desktop --version`` could too)."""
    lines = [f"ITS Table Assistant {__version__} " + _("(MIT licence)"), "", _("Libraries:")]
    lines += [f"  {c.name} {c.version}: {c.licence} ({c.purpose})" for c in components()]
    lines += [f"  Qt: {QT_LICENCE}", "", _("Fonts:")]
    lines += [f"  {name}: {licence} ({where})" for name, licence, where in fonts()]
    return "\n".join(lines)
