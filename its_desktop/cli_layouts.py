"""``its-desktop event layout|layouts|check``: an event's named scenery layouts from the command line.

The store's rules hold as in the window (``persistence/events/layouts.py``): a table in a started round
keeps its layout; a bad table file is one line naming the file and the field (exit 2).
"""

from __future__ import annotations

import json
import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import argparse

    from its_desktop.domain.terrain.event_check import TableCheck
    from its_desktop.persistence.events import Events

WHO = "command line"


def said(sentence: str, made: int) -> None:
    """What a command made, in words on stderr (the reader's), and its number alone on stdout: a script captures
    ``id=$(its-desktop event import x.json)`` as before, a person reads the sentence instead of a bare "1"."""
    print(sentence, file=sys.stderr)
    print(made)


def _refused(text: str) -> Exception:
    """One line for the user, exit 2 (the command line prints an InputError so)."""
    from its_desktop.domain.errors import InputError

    return InputError("", text)


def _tables(text: str) -> list[int]:
    """``1-10,12`` → [1, …, 10, 12]; a bad part is refused naming the option."""
    from its_desktop.domain.errors import InputError
    from its_desktop.domain.terrain.layouts import table_numbers

    try:
        return table_numbers(text)
    except InputError as exc:
        raise _refused(f"--tables: {exc.message}") from None


def add(events: Events, args: argparse.Namespace) -> int:
    from its_desktop.domain.itstable import named_layout
    from its_desktop.persistence.games import ConflictError

    tables = _tables(args.tables)
    layout = named_layout(args.file, args.name)  # one line naming the file and the field (exit 2)
    try:
        rec = events.add_layout(args.id, layout, who=WHO)
        for n in tables:
            events.assign_layout(args.id, n, rec.id, who=WHO)
    except ConflictError as exc:
        raise _refused(str(exc)) from None
    from its_desktop.domain.i18n import _, join_words, ngettext

    if tables:
        where = ngettext("on table {tables}", "on tables {tables}", len(tables)).format(
            tables=join_words(str(n) for n in tables))
    else:
        where = _("on no table yet")
    said(_("Layout {id} added to event {event}: {name}, {where}").format(id=rec.id, event=args.id, name=rec.name,
                                                                          where=where), rec.id)
    return 0


def show(events: Events, args: argparse.Namespace) -> int:
    from its_desktop.domain.i18n import _, ngettext

    library = events.layouts(args.id)
    tables = events.table_layouts(args.id)
    if args.json:
        print(json.dumps({"layouts": [{"id": r.id, "name": r.name, "width": r.width, "depth": r.depth,
                                       "pieces": r.pieces, "tables": list(r.tables)} for r in library],
                          "tables": [{"number": t.number, "layout": t.layout, "frozen": t.frozen} for t in tables]},
                         indent=1, ensure_ascii=False))
        return 0
    from its_desktop.domain import lengths
    from its_desktop.domain.mission import catalog

    unit = catalog.season(events.get_event(args.id).season).unit if library else "in"
    for r in library:
        on = ", ".join(str(n) for n in r.tables) or _("no table")
        # the table's size as every other line gives it: "48 × 48 po" (the chosen units, else the pack's)
        print(ngettext("{name}: {pieces} piece on a {size} table; tables {tables}",
                       "{name}: {pieces} pieces on a {size} table; tables {tables}", r.pieces).format(
            name=r.name, pieces=r.pieces, size=lengths.size(r.width, r.depth, unit), tables=on))
    for t in tables:
        frozen = " (" + _("frozen: its round has started") + ")" if t.frozen else ""
        print(_("Table {n}: {layout}").format(n=t.number, layout=t.layout or _("no layout")) + frozen)
    return 0


def check(events: Events, args: argparse.Namespace) -> int:
    from its_desktop.domain.i18n import _
    from its_desktop.domain.terrain.event_check import check_tables

    if args.workers is not None and not 1 <= args.workers <= 64:
        raise _refused(_("--workers: must be from 1 to 64, got {n}").format(n=args.workers))
    from its_desktop.persistence.repository import FieldError

    try:
        number, mission = events.round_mission(args.id, args.round_)
    except FieldError as exc:  # the store names its field; the command line names the option
        raise _refused(("--round: " if exc.field == "round" else f"{exc.field}: ") + exc.problem) from None
    on = events.layouts_on_tables(args.id)
    if not on:
        raise _refused(_("event {id}: no table has a layout (its-desktop event layout)").format(id=args.id))
    tty = sys.stderr.isatty()

    def tell(done: int, total: int) -> None:
        if tty:
            print(f"\r{done * 100 // max(total, 1):3d}%", end="", file=sys.stderr, flush=True)

    try:
        results = check_tables(mission, on, progress=tell, workers=args.workers)
    except KeyboardInterrupt:
        print("\n" + _("cancelled: nothing was checked to the end"), file=sys.stderr)
        return 130
    if tty:
        print("\r", end="", file=sys.stderr)
    if args.json:
        print(json.dumps({"round": number, "mission": mission.scenario.id, "points": mission.points,
                          "unit": mission.season.unit,
                          "tables": [{"table": r.table, "layout": r.layout, "problem": r.problem,
                                      "failures": r.failures, "findings": [f.to_json() for f in r.findings]}
                                     for r in results]}, indent=1, ensure_ascii=False))
    else:
        print(report(number, mission.scenario.name.get(), mission.points, results, mission.season.unit))
    return 0


def report(number: int, scenario: str, points: int, results: list[TableCheck], unit: str) -> str:
    """One block per table: its layout, how many checks fail, then each failing check with both sides."""
    from its_desktop.domain.i18n import _
    from its_desktop.presentation.terrain import failing_rows

    lines = [_("Round {n}: {scenario} at {points} points; {count} tables with a layout").format(
        n=number, scenario=scenario, points=points, count=len(results)),
        _("Every threshold is a first guess, to be tuned with organizers."), ""]
    for r in results:
        head = _("Table {n} · {layout}").format(n=r.table, layout=r.layout)
        if r.problem is not None:
            lines.append(_("{name}: {reason}").format(name=head, reason=_("{name}: {reason}").format(
                name=_("not checked"), reason=r.problem)))
            continue
        lines.append(_("{name}: {reason}").format(name=head, reason=_("{fails} of {all} checks fail").format(
            fails=r.failures, all=len(r.findings))))  # "{name} : …" in French
        lines += [f"  {row}" for row in failing_rows(list(r.findings), unit)]
    return "\n".join(lines)
