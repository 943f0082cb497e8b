"""``its-desktop terrain check TABLE.itstable [--json]``: the organizer guide's table checks, printed.

Kept apart from :mod:`its_desktop.cli` (which dispatches here): the report's layout and words only;
the checks are :mod:`its_desktop.domain.terrain.metrics`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import argparse

    from its_desktop.domain.terrain.metrics import Finding


def terrain(args: argparse.Namespace) -> int:
    import json

    from its_desktop.domain import itstable
    from its_desktop.domain.errors import InputError
    from its_desktop.domain.terrain.metrics import check, layout_of

    try:
        raw = itstable.read_text(args.table)
        mission = itstable.mission_of(raw) if isinstance(raw, dict) else None
        doc = itstable.document(raw)
    except InputError as exc:
        raise exc.in_file(args.table) from None
    assert mission is not None
    findings = check(layout_of(mission, doc.scenery))
    if args.json:
        print(json.dumps({"mission": doc.mission, "points": doc.points, "pieces": len(doc.scenery),
                          "unit": mission.season.unit, "findings": [f.to_json() for f in findings]}, indent=2))
    else:
        print(report(doc.mission, doc.points, len(doc.scenery), mission.season.unit, findings))
    return 0


def _labels() -> dict[str, str]:
    from its_desktop.domain.i18n import _

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


def _quadrants(detail: str, words: dict[str, str]) -> str:
    """The balance row's per-quadrant counts ("SW:2 SE:1 ...", as in the JSON) in words."""
    return ", ".join(f"{words[q]} {n}" for q, n in (part.split(":") for part in detail.split()))


def _value(f: Finding, unit: str) -> str:
    if f.value is None:
        return "-"
    if f.metric in ("objectives", "large", "mid", "small", "quadrant_large"):
        return f"{f.value:g}"
    if f.metric == "edge_lane":
        length = f.detail.split()[1]
        return f"{length} {unit} ({f.value:.0%})"
    return f"{f.value:.0%}"


def _limit(f: Finding, words: dict[str, str]) -> str:
    shown = f"{f.limit:g}" if f.metric in ("objectives", "large", "mid", "small", "quadrant_large") else f"{f.limit:.0%}"
    return f"{words[f.passes_when]} {shown}"


def report(mission: str, points: int, pieces: int, unit: str, findings: list[Finding]) -> str:
    """The report: per height class, each metric with side A and side B next to each other."""
    from its_desktop.domain.i18n import _

    words = _labels()
    lines = [_("Table check: {mission} at {points} points, {pieces} pieces of scenery").format(
                 mission=mission, points=points, pieces=pieces),
             _("Every threshold is a first guess, to be tuned with organizers."), ""]
    header = f"{'':38} {_('Side A'):>20} {_('Side B'):>20}   {_('threshold')}"
    classes = list(dict.fromkeys(f.height_class for f in findings if f.height_class))
    for hc in classes:
        lines += [words.get(hc, hc), header]
        rows = [f for f in findings if f.height_class == hc]
        for metric in ("sniper", "exposure", "safe_pockets", "paratrooper", "objectives"):
            by_side = {f.side: f for f in rows if f.metric == metric}
            cells = [f"{_value(by_side[s], unit)} {words[by_side[s].verdict]}" for s in ("A", "B")]
            point = by_side["A"].point if metric == "objectives" and by_side["A"].value else None
            lines.append(f"  {words[metric]:36} {cells[0]:>20} {cells[1]:>20}   {_limit(by_side['A'], words)}"
                         + (f"  ({point[0]:g}, {point[1]:g})" if point else ""))
        for f in rows:
            if f.metric == "edge_lane":
                edge = f.detail.split()[0]
                label = f"{words['edge_lane']} ({words[edge]})"
                lines.append(f"  {label:36} {_value(f, unit) + ' ' + words[f.verdict]:>20} {'':>20}   "
                             f"{_limit(f, words)}")
        lines.append("")
    lines.append(_("Definitions: docs/terrain.md."))
    lines.append("")
    lines.append(_("Balance (S16 organizer guide: nine large, four to five mid-sized, many small pieces)"))
    for f in findings:
        if f.height_class is None:
            label = words[f.metric] + (f" {words[f.detail]}" if f.metric == "quadrant_large" else "")
            extra = f"  ({_quadrants(f.detail, words)})" if f.metric != "quadrant_large" else ""
            lines.append(f"  {label:36} {_value(f, unit) + ' ' + words[f.verdict]:>20} {'':>20}   "
                         f"{_limit(f, words)}{extra}")
    return "\n".join(lines)
