"""The table check's words: metric names, verdicts, edges and quadrants, values and thresholds, in the
current language (gettext). The command line's report and the window's check panel both use them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from its_desktop.domain.i18n import _
from its_desktop.domain.lengths import number, percent
from its_desktop.domain.terrain.pieces import Piece
from its_desktop.presentation.units import fmt_length

if TYPE_CHECKING:  # the metrics module is the table check's (Shapely, NumPy): the window loads it after usable
    from its_desktop.domain.terrain.metrics import Finding

def name_spot(piece: Piece, width: float, depth: float) -> tuple[float, float] | None:
    """Where a piece's name (or its number on the placement sheet) is written, in table units: a point inside
    the part of it on the table (a piece may overhang the edge), None when none of it is. The one rule of the
    window, the printed maps and the placement sheet: the zone and objective labels placed after a piece's name
    keep off it."""
    import shapely

    foot = piece.footprint().intersection(shapely.box(0, 0, width, depth))
    if foot.is_empty:
        return None
    spot = foot.representative_point()
    return float(spot.x), float(spot.y)


def nearest_edges(piece: Piece, width: float, depth: float) -> tuple[str, float, str, float]:
    """The placement sheet's rule: the nearer side edge ("left"/"right") and the nearer deployment edge ("A", the
    bottom, or "B") with the distances to the piece's nearest point (0 when it overhangs), in table units."""
    from its_desktop.domain.terrain.pieces import edge_distances

    left, right, bottom, top = edge_distances(piece, width, depth)
    return ("left" if left <= right else "right", max(min(left, right), 0.0),
            "A" if bottom <= top else "B", max(min(bottom, top), 0.0))


def edge_texts(piece: Piece, width: float, depth: float, unit_mm: float, unit: str) -> tuple[str, str]:
    """The two distances as the placement sheet prints them: '7.5 in left', '12 in from B's edge'."""
    side, from_side, end, from_end = nearest_edges(piece, width, depth)
    # ``unit`` is the one shown; a table unit is one inch or 2.5 cm whatever ``unit_mm`` (domain.lengths)
    a = (_("{length} left") if side == "left" else _("{length} right")).format(
        length=fmt_length(from_side, unit, unit))
    b = (_("{length} from A's edge") if end == "A" else _("{length} from B's edge")).format(
        length=fmt_length(from_end, unit, unit))
    return a, b


COUNTED = ("objectives", "large", "mid", "small", "quadrant_large")  # metrics whose value is a count


def labels() -> dict[str, str]:
    return {"sniper": _("Sniper: table seen"),
            "exposure": _("Enemy Deployment Zone seen"),
            "safe_pockets": _("Safe pockets in own zone"),
            "paratrooper": _("Paratrooper: enemy back edge seen"),
            "objectives": _("Objectives in LoF from one point"),
            "edge_lane": _("Open lane"),
            "large": _("Large pieces"), "mid": _("Mid-sized pieces"), "small": _("Small pieces"),
            "quadrant_large": _("Large pieces, quadrant"),
            "infantry": _("Infantry (Silhouette 2)"), "tag": _("TAG (Silhouette 7)"),
            "pass": _("pass"), "fail": _("FAIL"), "n/a": _("n/a"),
            "at_most": _("at most"), "at_least": _("at least"),
            "south": _("bottom edge"), "north": _("top edge"), "west": _("left edge"), "east": _("right edge"),
            # Quadrants as the table is drawn: south is the bottom edge (side A's, in most scenarios).
            "SW": _("bottom left"), "SE": _("bottom right"), "NW": _("top left"), "NE": _("top right")}


def definitions() -> dict[str, str]:
    """What each check measures, in the reader's words: the app's own explanation (a row's tooltip), since an
    installed app's user has no docs folder to look in."""
    large = _("pieces by footprint: large at least 24 sq in, mid-sized at least 8 sq in, else small")
    return {"sniper": _("The best point of the side's half: the share of the open table (not under a blocking "
                        "piece) it sees."),
            "exposure": _("The best point of the side's Deployment Zone: the share of the enemy Deployment Zone "
                          "it sees."),
            "safe_pockets": _("The share of the side's own Deployment Zone that no point of the enemy zone sees."),
            "paratrooper": _("The best landing point (outside both Deployment Zones, every zone the scenario bans "
                             "Airborne Deployment from and every blocking piece): the share of the enemy zone's "
                             "back-edge strip, 2 in deep, it sees; n/a when nowhere allows a landing."),
            "objectives": _("The most of the scenario's objectives seen from one point of the side's half."),
            "edge_lane": _("The longest open line parallel to an edge, within 3 in of it, ending 0.5 in from each "
                           "corner."),
            "large": large, "mid": large, "small": large, "quadrant_large": large}


def quadrants(detail: str, words: dict[str, str]) -> str:
    """The balance row's per-quadrant counts ("SW:2 SE:1 ...", as in the JSON) in words."""
    return ", ".join(f"{words[q]} {n}" for q, n in (part.split(":") for part in detail.split()))


def value_text(f: Finding, unit: str) -> str:
    """The finding's value as read: a share, a count, or a lane's length: in the reader's chosen units, else
    ``unit`` (the pack's own, or what the caller shows)."""
    if f.value is None:
        return "-"
    if f.metric in COUNTED:
        return number(f.value)
    if f.metric == "edge_lane":
        length = fmt_length(float(f.detail.split()[1]), unit)
        return f"{length} ({percent(f.value)})"
    return percent(f.value)


def limit_text(f: Finding, words: dict[str, str]) -> str:
    shown = number(f.limit) if f.metric in COUNTED else percent(f.limit)
    return f"{words[f.passes_when]} {shown}"


SIDED = ("sniper", "exposure", "safe_pockets", "paratrooper", "objectives")  # shown with side A and side B


def table_rows(findings: list[Finding], unit: str) -> list[tuple[str, str, str, str, bool]]:
    """The check as rows of (check, side A, side B, threshold, failing): per height class each sided
    metric then the edge lanes (the flank's value under side A), then the balance. What the printed table
    pack lists; a row fails when either side fails."""
    words = labels()
    out: list[tuple[str, str, str, str, bool]] = []
    classes = list(dict.fromkeys(f.height_class for f in findings if f.height_class))
    for hc in classes:
        rows = [f for f in findings if f.height_class == hc]
        for metric in SIDED:
            by_side = {f.side: f for f in rows if f.metric == metric}
            if "A" not in by_side or "B" not in by_side:
                continue
            cells = [f"{value_text(by_side[s], unit)} {words[by_side[s].verdict]}" for s in ("A", "B")]
            out.append((f"{words[metric]} · {words.get(hc, hc)}", cells[0], cells[1],
                        limit_text(by_side["A"], words), any(f.verdict == "fail" for f in by_side.values())))
        for f in rows:
            if f.metric == "edge_lane":
                edge = f.detail.split()[0]
                out.append((f"{words['edge_lane']} ({words[edge]}) · {words.get(hc, hc)}",
                            f"{value_text(f, unit)} {words[f.verdict]}", "", limit_text(f, words),
                            f.verdict == "fail"))
    for f in findings:
        if f.height_class is None:
            label = words[f.metric] + (f" {words[f.detail]}" if f.metric == "quadrant_large" else "")
            out.append((label, f"{value_text(f, unit)} {words[f.verdict]}", "", limit_text(f, words),
                        f.verdict == "fail"))
    return out


def failing_rows(findings: list[Finding], unit: str) -> list[str]:
    """Each failing row of :func:`table_rows` as one line of text."""
    # French puts a space before the colon ("Grands éléments : 1 ÉCHEC"): the catalog's "{name}: {reason}".
    return [_("{name}: {reason}").format(name=label, reason=a + (f", {b}" if b else "") + f" ({limit})")
            for label, a, b, limit, failing in table_rows(findings, unit) if failing]
