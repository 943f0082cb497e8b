"""Lengths and numbers as a reader reads them: the one formatter for every surface (window, PDFs, ``render``,
the command line, the stream, the phones).

**The units rule.** The user's chosen units win; without a choice, the pack's own units (inches for
S16/S10, cm for S13/S8). A game length converts by the packs' metric convention, 1 in = 2.5 cm (the
French S13 pack's "120 cm x 120 cm" table is the English packs' "48 in x 48 in", its 10 cm the English
4 inches), so a table unit reads as one inch or 2.5 cm whatever the pack: S16's 12 in deployment zone
is 30 cm, S13's 120 cm table 48 in. What is measured on paper (a tile's overlap, a calibration bar, a
token's diameter in mm) is physical and converts exactly (:func:`paper_length`).

The choice is the process's (the command line's ``--units``, the window's setting) unless a block asks
for another (:func:`measuring`, per thread and task, as :func:`its_desktop.domain.i18n.speaking` does for
the language). Numbers take the reader's decimal mark (``2,5`` in French and Spanish).
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

from .i18n import decimal, pgettext

UNITS = ("in", "cm")
CM_PER_IN = 2.5   # the packs' convention for game lengths (Corvus Belli's metric editions)
MM_PER = {"in": 25.4, "cm": 10.0, "mm": 1.0}  # physical: paper, tokens

_chosen: str | None = None
_block: ContextVar[str | None] = ContextVar("its_desktop_units", default=None)


def set_units(unit: str | None) -> None:
    """The process's chosen units (None: each pack's own)."""
    global _chosen
    if unit is not None and unit not in UNITS:
        raise ValueError(f"unknown units {unit!r}; known: {', '.join(UNITS)}")
    _chosen = unit


@contextmanager
def measuring(unit: str | None) -> Iterator[None]:
    """Within the block, lengths come out in ``unit`` (None: the process's choice, else each pack's own)."""
    token = _block.set(unit if unit in UNITS else None)
    try:
        yield
    finally:
        _block.reset(token)


def chosen_units() -> str | None:
    """What the reader chose ("in", "cm"), or None for the pack's own."""
    return _block.get() or _chosen


def shown_unit(pack_unit: str, unit: str | None = None) -> str:
    """The unit a length of a ``pack_unit`` pack is shown in: ``unit`` if given, else the reader's choice,
    else the pack's own."""
    return unit or chosen_units() or (pack_unit if pack_unit in UNITS else "in")


def per_table_unit(unit: str) -> float:
    """Shown units per table unit: a table unit is one (gaming) inch, 2.5 cm."""
    return CM_PER_IN if unit == "cm" else 1.0


def symbol(unit: str, lang: str | None = None) -> str:
    """A unit's symbol as the language prints it: ``in`` is ``po`` in French and ``pulg.`` in Spanish."""
    symbols = {"in": pgettext("unit", "in", lang), "cm": pgettext("unit", "cm", lang),
               "mm": pgettext("unit", "mm", lang)}
    return symbols.get(unit, unit)


def number(value: float, decimals: int = 2, lang: str | None = None) -> str:
    """At most ``decimals`` decimals, no trailing zeros, the reader's decimal mark: ``2.5``, ``2,5``, ``120``."""
    text = f"{value:.{decimals}f}"
    if "." in text:
        text = text.rstrip("0").rstrip(".")
    return "0" if text in ("-0", "", "-") else decimal(text, lang)


def value(table_units: float, pack_unit: str, unit: str | None = None, decimals: int = 2,
          lang: str | None = None) -> str:
    """A length's number alone (a ruler's mark, a coordinate), in the shown unit."""
    return number(table_units * per_table_unit(shown_unit(pack_unit, unit)), decimals, lang)


def length(table_units: float, pack_unit: str, unit: str | None = None, decimals: int = 2,
           lang: str | None = None) -> str:
    """A game length in table units as read: ``12 in``, ``30 cm``, ``12 po``, ``31,25 cm``."""
    shown = shown_unit(pack_unit, unit)
    return f"{number(table_units * per_table_unit(shown), decimals, lang)} {symbol(shown, lang)}"


def size(width: float, depth: float, pack_unit: str, unit: str | None = None, lang: str | None = None) -> str:
    """A table's size: ``48 × 48 in``, ``120 × 120 cm``."""
    shown = shown_unit(pack_unit, unit)
    f = per_table_unit(shown)
    return f"{number(width * f, 2, lang)} × {number(depth * f, 2, lang)} {symbol(shown, lang)}"


def paper_length(mm: float, unit: str, decimals: int = 2, lang: str | None = None) -> str:
    """A physical length (paper, overlap, a token) converted exactly: ``0.5 in``, ``1,27 cm``, ``40 mm``."""
    return f"{number(mm / MM_PER[unit], decimals, lang)} {symbol(unit, lang)}"


# A number as typed, either decimal mark, then perhaps a unit ("0.5", "1,27 cm", "12mm", "0,5 po").
_TYPED = re.compile(r"\s*([+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+))\s*(\S.*?)?\s*")


def read_paper_length(text: str, unit: str, lang: str | None = None) -> float:
    """A physical length as the user typed it, in mm, exactly (:func:`paper_length` read back). A bare number is
    in ``unit``, the shown unit (the units rule); a unit after it wins: ``in``, ``cm``, ``mm`` or the reader's
    symbol for one (``po``, ``pulg.``). ValueError when the text is no finite length."""
    match = _TYPED.fullmatch(text)
    if match is None:
        raise ValueError(text)
    amount = float(match.group(1).replace(",", "."))
    typed = (match.group(2) or "").lower().rstrip(".")
    if typed:
        known = {u: u for u in MM_PER} | {symbol(u, lang).lower().rstrip("."): u for u in MM_PER}
        if typed not in known:
            raise ValueError(text)
        unit = known[typed]
    if not math.isfinite(amount):  # 400 digits read as infinity
        raise ValueError(text)
    return amount * MM_PER[unit]


def scale(ratio: float, lang: str | None = None) -> str:
    """A drawing's scale: ``1:7``, ``1:6,8`` (one decimal at most; none when it is whole)."""
    return "1:" + number(ratio, 1, lang)


def coordinates(x: float, y: float, pack_unit: str, unit: str | None = None, lang: str | None = None) -> str:
    """A point's two numbers in the shown unit, the one way every surface writes a point: ``(12.5, 30)``. Where the
    comma is the decimal mark a comma between the numbers would be ambiguous ("(1,5, 23)"), so the catalog writes
    the pair as the language's typography does: French ``(1,5 ; 23)`` (a no-break space before the semicolon, as
    French mathematics writes a point, so the pair never breaks at the line's end), Spanish ``(1,5; 23)``."""
    return pgettext("a point's two coordinates", "({x}, {y})", lang).format(
        x=value(x, pack_unit, unit, lang=lang), y=value(y, pack_unit, unit, lang=lang))


def percent(share: float, lang: str | None = None) -> str:
    """``75%`` in English, ``75 %`` in French and Spanish (a space before the sign)."""
    from .i18n import language

    return f"{share:.0%}" if (lang or language()) in ("en", "pseudo") else f"{share * 100:.0f} %"
