"""``its-desktop [--db URL] event import EVENT.json`` and ``event export ID -o EVENT.json``: an event set up
and read without the window (streamers and organizers script their previews and tests with them); ``event
export ID --kind standings|results|otm -o FILE`` writes the window's CSV exports (in ``--lang``'s language)
and the OTM sheet (English, for Corvus Belli's English tool). ``event
layout ID TABLE.itstable --tables 1-10`` adds a table file's scenery to the event's layouts and puts it on
those tables; ``event layouts ID`` lists them; ``event check ID [--round N]`` checks every table's layout
against the round's scenario (Ctrl+C cancels).

The import is the window's (``Events.import_event_file``, the same checks, one transaction: a bad file
stores nothing); bad input is one line naming the file and the field, exit 2.
"""

from __future__ import annotations

import json
import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import argparse

WHO = "command line"  # the audit trail's "who" of an import made here


class EventCommandError(Exception):
    """One line for the user (the file or event, the field, what is wrong)."""


def imported(rec, players: int) -> str:
    """"Event 1 stored: Lisbon Winter Open, ITS Season 16, 8 players" in the reader's words."""
    from its_desktop.domain.i18n import ngettext
    from its_desktop.domain.mission import catalog

    return ngettext("Event {id} stored: {name}, {season}, {n} player", "Event {id} stored: {name}, {season}, {n} players",
                    players).format(id=rec.id, name=rec.name, season=catalog.season(rec.season).name.get(), n=players)


def run(args: argparse.Namespace) -> int:
    from its_desktop.domain.errors import InputError
    from its_desktop.domain.i18n import _
    from its_desktop.domain.inputs import read_bytes
    from its_desktop.persistence.events import Events, NotFound
    from its_desktop.persistence.games import Games

    games = Games.open(args.db)
    try:
        events = Events(games.engine)
        if args.action in ("layout", "layouts", "check"):
            from its_desktop import cli_layouts

            try:
                events.get_event(args.id)
            except NotFound:
                raise EventCommandError(_("event {id}: no such event in this database").format(id=args.id)) from None
            return {"layout": cli_layouts.add, "layouts": cli_layouts.show, "check": cli_layouts.check}[args.action](
                events, args)
        if args.action == "import":
            try:
                rec = events.import_event_file(read_bytes(args.file), who=WHO)
            except InputError as exc:
                raise exc.in_file(args.file) from None
            from its_desktop.cli_layouts import said

            said(imported(rec, len(events.players(rec.id))), rec.id)
            return 0
        from its_desktop.domain.files import NotRegularFile, write_text

        kind = getattr(args, "kind", "event")
        try:
            if kind == "event":  # army lists stay out: they are private
                text = json.dumps(events.export_event_file(args.id), indent=1, ensure_ascii=False) + "\n"
            elif kind == "otm":  # English whatever --lang: it is typed into Corvus Belli's English tool
                text = events.export_otm(args.id, fmt="csv" if str(args.output).lower().endswith(".csv") else "text")
            else:  # the window's export buttons: the same functions, in the current (--lang) language
                text = {"standings": events.export_standings_csv, "results": events.export_results_csv}[kind](args.id)
        except NotFound:
            raise EventCommandError(_("event {id}: no such event in this database").format(id=args.id)) from None
        try:
            write_text(args.output, text)  # atomic
        except NotRegularFile as exc:
            raise EventCommandError(str(exc)) from None  # already the whole line, file named
        except OSError as exc:
            raise EventCommandError(_("{file}: not saved: {reason}").format(
                file=args.output, reason=exc.strerror or exc)) from None
        print(args.output, file=sys.stderr)
        return 0
    finally:
        games.close()
