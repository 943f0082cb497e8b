"""Where scenery refuses a placement: the season file's ``scenery`` sentences, applied to the pieces.

HVTs and Civilians "cannot be placed on top of or inside of any Scenery Item or Building" (every
season says so); Season 10 forbids deploying by Airborne Deployment inside roofed scenery. The
sentences and their source lines live in ``maps/<season>/season.toml`` (``[scenery]``), so a season
added as data brings its own rules.
"""

from __future__ import annotations

from collections.abc import Sequence

from shapely.geometry import Point

from ..i18n import _
from ..readings import cited
from ..mission.season import Season
from .pieces import Piece

# The placement kinds a rule covers: a group of HVTs is HVTs.
KIND_OF = {"hvt": "hvt", "hvt_group": "hvt", "civilian": "civilian"}


def not_on_scenery(season: Season, what: str) -> str | None:
    """The source of the season's ban on placing this kind of element on or in scenery, or None."""
    kind = KIND_OF.get(what)
    rule = season.scenery.not_on_or_inside.get(kind) if kind else None  # type: ignore[call-overload]
    return rule.source if rule else None


def airborne_banned_in_roofed(season: Season) -> str | None:
    rule = season.scenery.airborne_not_in_roofed
    return rule.source if rule else None


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


def scenery_refusal(season: Season, what: str, it: str, x: float, y: float, radius: float,
                    pieces: Sequence[Piece]) -> str | None:
    """Why an element of kind ``what`` (HVT, civilian…) may not go at (x, y), or None, in the current language.
    ``it`` names the element as the language's sentence starts it ("An HVT"; the bare name in French, Spanish)."""
    source = not_on_scenery(season, what)
    if source is None:
        return None
    piece = _covering(x, y, radius, pieces)
    if piece is None:
        return None
    return _("{it} may not be placed on top of or inside a piece of scenery ({piece}) ({source})").format(
        it=it, piece=piece.id, source=cited(source, season.language))


def airborne_refusal(season: Season, x: float, y: float, radius: float, pieces: Sequence[Piece]) -> str | None:
    """Why a trooper may not land at (x, y) by Airborne Deployment, or None (roofed pieces only)."""
    source = airborne_banned_in_roofed(season)
    if source is None:
        return None
    piece = _covering(x, y, radius, pieces, only_roofed=True)
    if piece is None:
        return None
    return _("Airborne Deployment may not land inside roofed scenery ({piece}) ({source})").format(
        piece=piece.id, source=cited(source, season.language))
