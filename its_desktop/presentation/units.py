"""Lengths as a player reads them: rulers at whole numbers in the unit shown, tape distances.

The numbers and units themselves come from :mod:`its_desktop.domain.lengths`, the one formatter (the
units rule: the user's choice, else the pack's own; a table unit is one inch or 2.5 cm).
"""

from __future__ import annotations

import math

from its_desktop.domain.lengths import MM_PER, length, number, per_table_unit, shown_unit, symbol

PT_PER_IN = 72.0  # PDF points (and ReportLab's) per inch

__all__ = ["MM_PER", "PT_PER_IN", "fmt_length", "ruler_marks", "shown_unit", "unit_symbol"]


def ruler_marks(length_units: float, unit: str, step: float | None = None) -> list[tuple[float, str]]:
    """Marks along an edge ``length_units`` table units long, at whole ``unit`` values.

    Returns (position in table units, text). The step is a round number of the unit shown (6 in;
    10 or 20 cm) so a cm ruler reads 0, 10, 20 … rather than 15, 30.
    """
    per_unit = per_table_unit(unit)            # shown units per table unit
    total = length_units * per_unit
    if step is None:
        step = 6.0 if unit == "in" else (10.0 if total <= 130 else 20.0)
    marks = []
    for i in range(int(math.floor(total / step + 1e-9)) + 1):
        value = i * step
        marks.append((value / per_unit, number(value)))
    return marks


def unit_symbol(unit: str, lang: str | None = None) -> str:
    """A length unit's symbol as the language prints it (inches are ``po`` in French, ``pulg.`` in Spanish)."""
    return symbol(unit, lang)


def fmt_length(units: float, pack_unit: str, unit: str | None = None, decimals: int = 1) -> str:
    """A distance in table units written in the shown unit: '12.5 in', '31.3 cm' ('31,3 cm' in French)."""
    return length(units, pack_unit, unit, decimals)
