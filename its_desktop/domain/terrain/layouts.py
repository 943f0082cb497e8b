"""Named layouts: an organizer's library of table layouts and which one stands on each table of the event.

A layout is a name, the table it was laid on (width and depth in the season's units) and its pieces, the
``.itstable``'s ``scenery`` list. The event file carries the library as ``layouts`` and each table's choice
as ``tables[i].layout`` (a layout's name); ``itstable.named_layout`` takes one from a table file; the tournament store keeps the same. Every read is bounded (the
input boundary for files, counts and sizes here) and an error names the field, and the file when there is
one: ``tables.itstable: scenery[2].width: must be from 0.001 to 1000, got -1``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .. import bounds
from ..errors import InputError
from ..i18n import _
from ..table import StateError
from .pieces import Piece, scenery_from_json

NAME_MAX = 200  # characters of a layout's name (the store's name columns hold as many)
MAX_LAYOUTS = 500  # layouts in one event's library: more than any event has tables


@dataclass(frozen=True)
class NamedLayout:
    name: str
    width: float  # the table it was laid on, in the season's units
    depth: float
    pieces: tuple[Piece, ...]

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "width": self.width, "depth": self.depth,
                "scenery": [p.to_json() for p in self.pieces]}

    def fits(self, width: float, depth: float) -> bool:
        """Whether it was laid on a table of this size (a layout for 48 x 48 in is no layout for 24 x 32)."""
        return abs(self.width - width) < 1e-6 and abs(self.depth - depth) < 1e-6


def check_name(raw: Any, where: str) -> str:
    if not isinstance(raw, str) or not raw.strip() or len(raw) > NAME_MAX:
        raise StateError(where, _("must be a name of 1 to {most} characters, got {got!r}").format(most=NAME_MAX, got=raw))
    return raw.strip()


def _side(raw: Mapping[str, Any], key: str, where: str) -> float:
    value = raw.get(key)
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise StateError(f"{where}.{key}", _("missing") if value is None else _("must be a number, got {got!r}").format(
            got=value))
    return bounds.check(float(value), bounds.TABLE_SIDE, f"{where}.{key}", StateError)


def layout_from_json(raw: Any, where: str = "layout") -> NamedLayout:
    """One checked layout: ``{"name", "width", "depth", "scenery": [...]}``; errors name ``where``'s fields."""
    if not isinstance(raw, Mapping):
        raise StateError(where, _("must be an object"))
    name = check_name(raw.get("name"), f"{where}.name")
    width, depth = _side(raw, "width", where), _side(raw, "depth", where)
    try:
        pieces = scenery_from_json(raw.get("scenery", []), width, depth)
    except InputError as exc:  # scenery[3].width → layouts[0].scenery[3].width
        raise StateError(f"{where}.{exc.field}", exc.message) from None
    return NamedLayout(name, width, depth, tuple(pieces))


def event_layouts(raw: Any) -> tuple[dict[str, NamedLayout], dict[int, str]]:
    """An event file's library (``layouts``) and each table's layout name (``tables[i].layout``), checked:
    a name used twice, or a table naming a layout the library lacks, is refused with its field."""
    if not isinstance(raw, Mapping):
        return {}, {}
    items = raw.get("layouts") or []
    if not isinstance(items, list) or len(items) > MAX_LAYOUTS:
        raise StateError("layouts", _("must be a list of at most {most} layouts").format(most=MAX_LAYOUTS))
    library: dict[str, NamedLayout] = {}
    for i, item in enumerate(items):
        lay = layout_from_json(item, f"layouts[{i}]")
        if lay.name in library:
            raise StateError(f"layouts[{i}].name", _("{name!r} is used twice").format(name=lay.name))
        library[lay.name] = lay
    on: dict[int, str] = {}
    tables = raw.get("tables") or []
    for i, t in enumerate(tables if isinstance(tables, list) else []):
        if not isinstance(t, Mapping) or t.get("layout") is None:
            continue
        name = check_name(t["layout"], f"tables[{i}].layout")
        if name not in library:
            raise StateError(f"tables[{i}].layout", _("no layout named {name!r} in layouts").format(name=name))
        number = t.get("number")
        if isinstance(number, int) and not isinstance(number, bool):
            on[number] = name
    return library, on


def table_numbers(text: str) -> list[int]:
    """``1-10, 12`` → [1, …, 10, 12] (the command line's ``--tables`` and the window's table field); a bad part
    is refused with an InputError naming it."""
    from ..i18n import _

    out: set[int] = set()
    for part in filter(None, (p.strip() for p in str(text).split(","))):
        lo, _sep, hi = part.partition("-")
        try:
            a, b = int(lo), int(hi or lo)
        except ValueError:
            raise InputError("tables", _("{part!r} is not a table number or a range such as 1-10").format(
                part=part)) from None
        if not 1 <= a <= b <= 1000:
            raise InputError("tables", _("{part!r}: tables are numbered 1 to 1000").format(part=part))
        out.update(range(a, b + 1))
    return sorted(out)


def tables_with_layouts(raw: Any) -> dict[int, NamedLayout]:
    """Each table number with the layout standing on it (the event file's data)."""
    library, on = event_layouts(raw)
    return {n: library[name] for n, name in sorted(on.items())}


__all__ = ["MAX_LAYOUTS", "NAME_MAX", "NamedLayout", "check_name", "event_layouts", "layout_from_json",
           "table_numbers", "tables_with_layouts"]
