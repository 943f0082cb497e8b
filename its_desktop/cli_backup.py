"""``its-desktop backup [--db URL] [--event ID] -o FILE``: a consistent copy at any time, the window open or not.

SQLite: the whole database through the online backup API (the commits still in the ``-wal`` file
included, which a plain copy of the ``.sqlite3`` misses while the app runs). PostgreSQL: one event's
file (``--event``, default the newest), which ``Restore…`` brings back. Whole or absent, like every
backup (``persistence.backup``); a full disk or a lost server is the one "Not saved: …" line, exit 2.
"""

from __future__ import annotations

import argparse


def add_arguments(backup: argparse.ArgumentParser) -> None:
    """The options of ``backup`` (its name and help are in cli_parser's list of commands)."""
    from its_desktop.domain.i18n import _

    backup.add_argument("--event", type=int, metavar="ID",
                        help=_("PostgreSQL: which event's file (default: the newest event)"))
    backup.add_argument("-o", "--output", required=True, metavar="FILE", help=_("where the copy goes"))


def run(args: argparse.Namespace) -> int:
    from its_desktop.domain.files import NotRegularFile
    from its_desktop.domain.i18n import _
    from its_desktop.persistence.events import Events
    from its_desktop.persistence.games import FieldError

    with Events.open(args.db) as events:
        event_id = args.event
        if events.engine.dialect.name != "sqlite" and event_id is None:
            listed = events.list_events()
            if not listed:
                raise FieldError("--event", _("the database holds no event to back up"))
            event_id = max(e.id for e in listed)
        try:
            out = events.backup(event_id, args.output)
        except NotRegularFile as exc:
            raise FieldError("--output", str(exc)) from None
    print(_("Backup saved: {file}").format(file=out))
    return 0


__all__ = ["add_arguments", "run"]
