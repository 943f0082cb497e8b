"""The tournament repository: events, players, rounds, tables, pairings and results, one transaction per write.

::

    events = Events.open()                                   # default_url(), migrated to head
    ev = events.create_event("Spring Open", "s16", points=300, who="TO")
    ana = events.add_player(ev.id, "Ana", pin="A1", faction="PanOceania", who="TO")
    events.import_players_csv(ev.id, open("otm.csv").read(), who="TO")
    events.set_round(ev.id, 1, "s16/supremacy", 300, who="TO")
    pairing = events.pair(ev.id, 1, seed=7)                  # the domain's pair_round on the stored event
    events.save_pairings(ev.id, pairing, who="TO")
    g = events.games(ev.id, 1)[0]
    events.record_result(g.id, 6, 3, 210, 140, who="station 2", expected_version=g.version)
    events.standings(ev.id)                                  # the domain's compute_standings
    events.to_event_json(ev.id)                              # the EVENT JSON of `its-desktop standings/pair`

Several stations on one database: every row a station edits from what it shows (the event, a player, a
round, a table's game) carries a ``version`` (SQLAlchemy ``version_id_col``). A write that passes
``expected_version=`` (the version the station showed) raises :class:`EventConflictError` (a
:class:`~.games.ConflictError`) if someone else wrote in between, saying what is stored now; nothing is
overwritten. Every write adds rows to the audit trail (:meth:`Events.history`). Results of different tables
never wait for each other (each locks only its own row); pairing, registration and drops queue on the event
row (``SELECT … FOR UPDATE`` on PostgreSQL, ``BEGIN IMMEDIATE`` on SQLite).

Bad values raise :class:`~.games.FieldError` naming the field (``op_b: must be a whole number from 0 to 10,
got 12``). Army lists are private (organizer only): they are never in the event JSON, the exports or the
audit trail (only their number is).
"""

from __future__ import annotations

from .errors import EventConflictError, NotFound
from .backup import EventFiles
from .layouts import LayoutRecord, Layouts, TableLayoutRecord
from .outputs import Exports
from .overrides import Overrides
from .pairings import Pairings
from .players import Registration
from .records import (EventChangeRecord, EventGameRecord, EventRecord, ImportReport, PlayerRecord, RoundRecord,
                      TableRecord)
from .reports import BulkApproval, Reports, SeatAlert, TableAccess
from .results import Results
from .rounds import Rounds
from .settings import EventSettings


class Events(EventSettings, Registration, Rounds, Pairings, Overrides, Results, Exports, EventFiles, Reports, Layouts):
    """The repository: one class composed of the event's parts (each a module of this package).
    Thread-safe: each call uses its own session and transaction."""


__all__ = ["BulkApproval", "EventChangeRecord", "EventConflictError", "EventGameRecord", "EventRecord", "Events", "ImportReport",
           "LayoutRecord", "NotFound", "PlayerRecord", "TableLayoutRecord", "RoundRecord", "SeatAlert", "TableAccess", "TableRecord"]
