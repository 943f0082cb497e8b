"""A small library of common scenery pieces, named by footprint and height, for laying out a table.

Sizes are in inches (what terrain makers sell by) and converted to the season's units when a piece is
laid: a 6 x 4 in building is 15.24 x 10.16 cm on a French or Spanish table. The size classes are the
table check's (``metrics.size_class``): the guide's "nine large, four to five mid-sized and many small"
pieces are counted with the same rule the library is grouped by. The pieces are our own choice of
typical sizes, not the packs'.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

from .pieces import Piece

# An inch in mm (metrics.MM_PER_IN): the table check's module, with its geometry, loads when a size is asked
# for, not with the editor's library (the window builds the editor before it is usable).
MM_PER_IN = 25.4


@dataclass(frozen=True)
class Template:
    key: str  # stable id (names are translated at the edge)
    name: str  # English; the UI and the CLI translate it
    piece: Piece  # in inches, at the origin

    def size_class(self) -> str:
        from .metrics import size_class

        return size_class(self.piece, MM_PER_IN)

    def laid(self, x: float, y: float, unit_mm: float, taken: Iterable[str]) -> Piece:
        """This template as a piece of a table in ``unit_mm`` units at (x, y), with an id not in ``taken``."""
        k = MM_PER_IN / unit_mm
        p = self.piece
        return replace(p, id=new_id(p.kind, taken), x=x, y=y, width=p.width * k, depth=p.depth * k, arm=p.arm * k,
                       points=tuple((a * k, b * k) for a, b in p.points),
                       partial_height=None if p.partial_height is None else p.partial_height * k)


def _t(key: str, name: str, kind: str, shape: str, width: float, depth: float = 0.0, *, arm: float = 0.0,
       height: str = "blocks", partial_height: float | None = None, roof: bool = False,
       standable: bool = False) -> Template:
    return Template(key, name, Piece(key, kind, shape, 0.0, 0.0, width, depth, arm, height=height,
                                     partial_height=partial_height, roof=roof, standable=standable))


# Large (>= 24 sq in), mid-sized (>= 8 sq in), small: the table check's classes.
LIBRARY: tuple[Template, ...] = (
    _t("building_8x6", "Large building 8 x 6 in (roofed)", "building", "rect", 8, 6, roof=True, standable=True),
    _t("building_6x4", "Building 6 x 4 in (roofed)", "building", "rect", 6, 4, roof=True, standable=True),
    _t("ruin_l_6", "Ruined corner, L 6 x 6 in", "building", "l_shape", 6, 6, arm=1.5),
    _t("tower_4", "Tower 4 x 4 in", "tower", "rect", 4, 4, roof=True, standable=True),
    _t("container_6x2", "Container 6 x 2.5 in", "container", "rect", 6, 2.5, standable=True),
    _t("silo_4", "Silo, round 4 in", "tower", "circle", 4),
    _t("wall_6", "Wall 6 x 0.5 in", "wall", "rect", 6, 0.5),
    _t("crates_2", "Crates 2 x 2 in (1 in tall)", "crates", "rect", 2, 2, height="partial", partial_height=1.0),
    _t("barricade_4", "Barricade 4 x 0.5 in (low)", "barricade", "rect", 4, 0.5, height="low"),
    _t("rubble_5x4", "Rubble 5 x 4 in (low)", "rubble", "rect", 5, 4, height="low"),
)


def label(key: str, pack_unit: str = "in") -> str:
    """A template's name in the current language, its size in the reader's units ("Grand bâtiment 8 × 6 po
    (avec toit)", "20,3 × 15,2 cm" with cm chosen or on a cm pack's table): a piece is a real object, so its
    size converts exactly (the units rule: the user's choice, else the pack's own)."""
    from ..i18n import _
    from ..lengths import MM_PER, number, shown_unit, symbol

    unit = shown_unit(pack_unit)
    piece = template(key).piece

    def n(inches: float) -> str:
        return number(inches * MM_PER["in"] / MM_PER[unit], 1)

    size = f"{n(piece.width)} × {n(piece.depth)} {symbol(unit)}"
    names = {"building_8x6": lambda: _("Large building {size} (roofed)"),
             "building_6x4": lambda: _("Building {size} (roofed)"),
             "ruin_l_6": lambda: _("Ruined corner, L {size}"), "tower_4": lambda: _("Tower {size}"),
             "container_6x2": lambda: _("Container {size}"), "silo_4": lambda: _("Silo, round {size}"),
             "wall_6": lambda: _("Wall {size}"), "crates_2": lambda: _("Crates {size} ({height} tall)"),
             "barricade_4": lambda: _("Barricade {size} (low)"), "rubble_5x4": lambda: _("Rubble {size} (low)")}
    if piece.shape == "circle":  # a round piece: its diameter
        size = f"{n(piece.width)} {symbol(unit)}"
    height = f"{n(piece.partial_height or 0)} {symbol(unit)}"
    return names[key]().format(size=size, height=height)


def template(key: str) -> Template:
    for t in LIBRARY:
        if t.key == key:
            return t
    raise KeyError(f"no scenery template {key!r}; known: {', '.join(t.key for t in LIBRARY)}")


def new_id(kind: str, taken: Iterable[str]) -> str:
    """``kind-N`` with the smallest N not taken (ids are what the check and the placement name)."""
    used = set(taken)
    n = 1
    while f"{kind}-{n}" in used:
        n += 1
    return f"{kind}-{n}"


def snap(value: float, step: float) -> float:
    """``value`` to the nearest multiple of ``step`` (0: as it is), without float dust."""
    if step <= 0:
        return value
    return round(round(value / step) * step, 6)


def twin_id(piece_id: str, taken: Iterable[str]) -> str:
    """The id of a piece's twin through the centre: ``id'``, or ``id''``… if that is taken."""
    used = set(taken)
    out = piece_id + "'"
    while out in used:
        out += "'"
    return out


