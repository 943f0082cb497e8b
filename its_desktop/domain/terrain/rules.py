"""Where scenery refuses a placement: the packs' sentences, by season.

HVTs and Civilians "cannot be placed on top of or inside of any Scenery Item or Building" (every
season says so); Season 10 forbids deploying by Airborne Deployment inside roofed scenery.
"""

from __future__ import annotations

from collections.abc import Sequence

from shapely.geometry import Point

from .pieces import Piece

# Season id -> (the placement kinds refused on or inside any piece, the source line)
NOT_ON_SCENERY = {
    "s16": {"hvt": "L690 'the players cannot place their HVT Models either on top of or inside of any Scenery "
                   "Item or Building'",
            "civilian": "L1475 'The Civilians cannot be placed on top of or inside of any Scenery Item or "
                        "Building'"},
    "s10": {"hvt": "L462 'the players cannot place their HVT models either on top of or inside of any Scenery "
                   "Item or Building'",
            "civilian": "L2427 'Players cannot place their Civilians either on top of or inside of any Scenery "
                        "Item or Building'"},
    "s13": {"hvt": "L657 'les joueurs ne peuvent pas placer la HVT sur ou dans, un élément de décor'",
            "civilian": "L2295 'Les joueurs ne peuvent pas placer leurs Civils sur ou à l'intérieur d'un élément "
                        "de décor ou d'un bâtiment'"},
    "s8": {"hvt": "L427 'no puede situarse ni en el interior ni sobre elemento de escenografía alguno'",
           "civilian": "L1986 'Los Civiles no pueden situarse ni en el interior ni sobre elemento de "
                       "escenografía alguno'"},
}
# The placement kinds an HVT rule covers: a group of HVTs is HVTs.
KIND_OF = {"hvt": "hvt", "hvt_group": "hvt", "civilian": "civilian"}

AIRBORNE_NOT_IN_ROOFED = {
    "s10": "L319 'It is not allowed to deploy inside scenery buildings or closed scenery elements with a "
           "full or partial roof, even if they have open doors or windows, such as a Objective Room.'",
}


def not_on_scenery(season: str, what: str) -> str | None:
    """The source of the season's ban on placing this kind of element on or in scenery, or None."""
    kind = KIND_OF.get(what)
    return NOT_ON_SCENERY.get(season, {}).get(kind) if kind else None


def airborne_banned_in_roofed(season: str) -> str | None:
    return AIRBORNE_NOT_IN_ROOFED.get(season)


def _covering(x: float, y: float, radius: float, pieces: Sequence[Piece], only_roofed: bool = False) -> Piece | None:
    """The first piece the base at (x, y) is on or inside (overlapping it; touching its side is not)."""
    base = Point(x, y).buffer(radius, quad_segs=16) if radius > 0 else Point(x, y)
    for p in pieces:
        if only_roofed and not p.roof:
            continue
        foot = p.footprint()
        if (foot.intersection(base).area > 1e-9) if radius > 0 else foot.contains(base):
            return p
    return None


def scenery_refusal(season: str, what: str, it: str, x: float, y: float, radius: float,
                    pieces: Sequence[Piece]) -> str | None:
    """Why an element of kind ``what`` (HVT, civilian…) may not go at (x, y), or None."""
    source = not_on_scenery(season, what)
    if source is None:
        return None
    piece = _covering(x, y, radius, pieces)
    if piece is None:
        return None
    return f"{it} may not be placed on top of or inside a piece of scenery ({piece.id}) ({source})"


def airborne_refusal(season: str, x: float, y: float, radius: float, pieces: Sequence[Piece]) -> str | None:
    """Why a trooper may not land at (x, y) by Airborne Deployment, or None (roofed pieces only)."""
    source = airborne_banned_in_roofed(season)
    if source is None:
        return None
    piece = _covering(x, y, radius, pieces, only_roofed=True)
    if piece is None:
        return None
    return f"Airborne Deployment may not land inside roofed scenery ({piece.id}) ({source})"
