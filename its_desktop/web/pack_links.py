"""A stored round's players' pages for its printed pack: the tables' and the event's addresses (for the QR codes)
and, in strict mode, each player's seat code. The tokens live in the database only (an event file holds none),
so whoever prints from the database — the tournament window, ``its-desktop --db URL print pack --event-id ID``
— asks here; the table tokens of the round are made on first use and then kept, so a reprint leads to the
same pages."""

from __future__ import annotations

from its_desktop.persistence.events import Events
from its_desktop.printing.links import PackLinks, event_url, table_url


def pack_links(events: Events, event_id: int, number: int, base: str) -> PackLinks:
    """Round ``number``'s links at ``base`` (``http://192.168.1.20:8080``, checked by ``table_url``)."""
    tokens = events.table_tokens_of(event_id, number)
    games = [g for g in events.games(event_id, number) if not g.bye and g.table is not None]
    codes: dict[tuple[int | str, str], str] = {}
    if events.is_strict(event_id):
        codes = {(g.table, side): events.seat_code(g.id, side) for g in games if g.table is not None
                 for side in ("A", "B")}
    return PackLinks(event_url(base, events.event_token(event_id)),
                     {g.table: table_url(base, tokens[g.id]) for g in games if g.table is not None}, codes)


__all__ = ["pack_links"]
