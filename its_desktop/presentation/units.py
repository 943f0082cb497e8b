"""Lengths as a player reads them: rulers at whole numbers in the unit shown, tape distances."""

from __future__ import annotations

import math

from its_desktop.domain.i18n import decimal, pgettext

MM_PER = {"in": 25.4, "cm": 10.0}
PT_PER_IN = 72.0  # PDF points (and ReportLab's) per inch


def ruler_marks(length: float, unit_mm: float, unit: str, step: float | None = None) -> list[tuple[float, str]]:
    """Marks along an edge ``length`` table units long, at whole ``unit`` values.

    Returns (position in table units, text). The step is a round number of the unit shown (6 in;
    10 or 20 cm) so a cm ruler reads 0, 10, 20 … rather than 15.2, 30.5.
    """
    per_unit = unit_mm / MM_PER[unit]          # shown units per table unit
    total = length * per_unit
    if step is None:
        step = 6.0 if unit == "in" else (10.0 if total <= 130 else 20.0)
    marks = []
    for i in range(int(math.floor(total / step + 1e-9)) + 1):
        value = i * step
        marks.append((value / per_unit, f"{value:g}"))
    return marks


def unit_symbol(unit: str, lang: str | None = None) -> str:
    """A length unit's symbol as the language prints it (inches are ``po`` in French, ``pulg.`` in Spanish):
    the one spelling of the units for the PDFs, the command line and the window."""
    symbols = {"in": pgettext("unit", "in", lang), "cm": pgettext("unit", "cm", lang),
               "mm": pgettext("unit", "mm", lang)}
    return symbols.get(unit, unit)


def fmt_length(units: float, unit_mm: float, unit: str, decimals: int = 1) -> str:
    """A distance in table units written in ``unit``: '12.5 in', '31.8 cm' ('31,8 cm' in French)."""
    value = units * unit_mm / MM_PER[unit]
    text = f"{value:.{decimals}f}".rstrip("0").rstrip(".") if decimals else f"{value:.0f}"
    return f"{decimal(text or '0')} {unit_symbol(unit)}"
