"""``its-desktop terrain check TABLE.itstable [--json]``: the organizer guide's table checks, printed.

Kept apart from :mod:`its_desktop.cli` (which dispatches here): the report's layout and words only;
the checks are :mod:`its_desktop.domain.terrain.metrics`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import argparse
    from pathlib import Path

    from its_desktop.domain.itstable import TableDocument
    from its_desktop.domain.mission import ResolvedMission
    from its_desktop.domain.terrain.metrics import Finding


def _table(path: Path) -> tuple[ResolvedMission, TableDocument]:
    """The table file's mission and document; a bad file is one line naming it and the field (InputError)."""
    from its_desktop.domain import itstable
    from its_desktop.domain.errors import InputError

    try:
        raw = itstable.read_text(path)
        mission = itstable.mission_of(raw) if isinstance(raw, dict) else None
        doc = itstable.document(raw)
    except InputError as exc:
        raise exc.in_file(path) from None
    assert mission is not None
    return mission, doc


def terrain(args: argparse.Namespace) -> int:
    import json

    from its_desktop.domain.terrain.metrics import check, layout_of

    mission, doc = _table(args.table)
    findings = check(layout_of(mission, doc.scenery))
    if args.json:
        print(json.dumps({"mission": doc.mission, "points": doc.points, "pieces": len(doc.scenery),
                          "unit": mission.season.unit, "findings": [f.to_json() for f in findings]}, indent=2))
    else:
        # the scenario by its name in the reader's language, with the id the table file holds
        named = f"{mission.scenario.name.get()} ({doc.mission})"
        print(report(named, doc.points, len(doc.scenery), mission.season.unit, findings))
    return 0


def placement(args: argparse.Namespace) -> int:
    """``print placement TABLE.itstable``: the table's placement sheet (PrintError: one line, exit 2)."""
    from its_desktop.domain.errors import InputError
    from its_desktop.domain.i18n import _, ngettext
    from its_desktop.printing.placement import placement_sheet

    mission, doc = _table(args.table)
    if not doc.scenery:
        # the file's fault, not one field's: "x.itstable: la mesa no tiene escenografía…" (no "scenery:" key)
        raise InputError("(file)", _("the table has no scenery to place"), file=str(args.table))
    pages = placement_sheet(mission, doc.scenery, args.output, args.paper, args.unit, args.name or "").pages
    print(_("{file}: placement sheet of {pieces}, {pages}").format(
        file=args.output, pieces=ngettext("{n} piece", "{n} pieces", len(doc.scenery)).format(n=len(doc.scenery)),
        pages=ngettext("{n} page", "{n} pages", pages).format(n=pages)))
    return 0


def report(mission: str, points: int, pieces: int, unit: str, findings: list[Finding]) -> str:
    """The report: per height class, each metric with side A and side B next to each other; lengths in the
    chosen units (--units), else ``unit``, the pack's own."""
    from its_desktop.domain.i18n import _, ngettext

    from its_desktop.domain.lengths import coordinates
    from its_desktop.presentation.terrain import definitions, labels, limit_text, quadrants, value_text

    words = labels()
    lines = [ngettext("Table check: {mission} at {points} points, {pieces} piece of scenery",
                      "Table check: {mission} at {points} points, {pieces} pieces of scenery", pieces).format(
                 mission=mission, points=points, pieces=pieces),
             _("Every threshold is a first guess, to be tuned with organizers."), ""]
    # The label column is as wide as the longest label (French and Spanish run longer than 36 characters):
    # the value columns stay aligned under their headings.
    every = [words[m] for m in ("sniper", "exposure", "safe_pockets", "paratrooper", "objectives")]
    every += [f"{words['edge_lane']} ({words[f.detail.split()[0]]})" for f in findings if f.metric == "edge_lane"]
    every += [words[f.metric] + (f" {words[f.detail]}" if f.metric == "quadrant_large" else "")
              for f in findings if f.height_class is None]
    lw = max([36, *(len(x) for x in every)])
    header = f"{'':{lw + 2}} {_('Side A'):>22} {_('Side B'):>22}   {_('threshold')}"
    classes = list(dict.fromkeys(f.height_class for f in findings if f.height_class))
    for hc in classes:
        lines += [words.get(hc, hc), header]
        rows = [f for f in findings if f.height_class == hc]
        for metric in ("sniper", "exposure", "safe_pockets", "paratrooper", "objectives"):
            by_side = {f.side: f for f in rows if f.metric == metric}
            cells = [f"{value_text(by_side[s], unit)} {words[by_side[s].verdict]}" for s in ("A", "B")]
            point = by_side["A"].point if metric == "objectives" and by_side["A"].value else None
            lines.append(f"  {words[metric]:{lw}} {cells[0]:>22} {cells[1]:>22}   {limit_text(by_side['A'], words)}"
                         + (f"  {coordinates(point[0], point[1], unit)}" if point else ""))
        for f in rows:
            if f.metric == "edge_lane":
                edge = f.detail.split()[0]
                label = f"{words['edge_lane']} ({words[edge]})"
                lines.append(f"  {label:{lw}} {value_text(f, unit) + ' ' + words[f.verdict]:>22} {'':>22}   "
                             f"{limit_text(f, words)}")
        lines.append("")
    # What each check measures, in the reader's words (the window's tooltips): the source tree's docs/terrain.md,
    # which the line pointed at, is English and not installed with the app
    lines.append(_("Definitions:"))
    meant = definitions()
    for metric in ("sniper", "exposure", "safe_pockets", "paratrooper", "objectives", "edge_lane", "large"):
        label = " / ".join(words[k] for k in ("large", "mid", "small")) if metric == "large" else words[metric]
        lines.append(_("  {check}: {meaning}").format(check=label, meaning=meant[metric]))
    lines.append("")
    lines.append(_("Balance (S16 organizer guide: nine large, four to five mid-sized, many small pieces)"))
    for f in findings:
        if f.height_class is None:
            label = words[f.metric] + (f" {words[f.detail]}" if f.metric == "quadrant_large" else "")
            extra = f"  ({quadrants(f.detail, words)})" if f.metric != "quadrant_large" else ""
            lines.append(f"  {label:{lw}} {value_text(f, unit) + ' ' + words[f.verdict]:>22} {'':>22}   "
                         f"{limit_text(f, words)}{extra}")
    return "\n".join(lines)
