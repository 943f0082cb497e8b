"""What the automatic pairing avoids, checked on seats made by hand: a swap or a move that seats two players
who already met, two players of one club (when the organizer avoids club meetings), or a player back on a
table they already played on. The same words as the pairing's own deviations, so the round's deviation
line reads the same whichever made it."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .deviation_words import warning_text
from .event import Event, PlayerId

Seat = tuple[int | str | None, PlayerId, PlayerId | None]  # (table, a, b); b None: the bye


@dataclass(frozen=True)
class SeatWarning:
    kind: str  # rematch | club | table
    text: str  # in the language current when it was made; the store keeps ``kind`` and ``params``
    players: tuple[PlayerId, ...]
    params: Mapping[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "params": dict(self.params)}


def _warning(kind: str, players: tuple[PlayerId, ...], **params: Any) -> SeatWarning:
    return SeatWarning(kind, warning_text(kind, params), players, params)


def seat_warnings(event: Event, rnd: int, seats: Iterable[Seat], *, avoid_rematches: bool = True,
                  avoid_clubs: bool = False) -> list[SeatWarning]:
    """The warnings the automatic pairing would give for ``seats`` in round ``rnd`` (earlier rounds' games as
    the history); rematches and tables always when ``avoid_rematches``, club meetings only when avoided."""
    names = {p.id: p.name for p in event.players}
    clubs = {p.id: p.club for p in event.players}
    met: dict[frozenset[PlayerId], list[int]] = {}
    tables: dict[PlayerId, dict[int | str, list[int]]] = {}
    for g in event.games:
        if g.round >= rnd:
            continue
        met.setdefault(frozenset((g.a, g.b)), []).append(g.round)
        if g.table is not None:
            for p in (g.a, g.b):
                tables.setdefault(p, {}).setdefault(g.table, []).append(g.round)
    out: list[SeatWarning] = []
    for table, a, b in seats:
        if b is not None:
            pair = frozenset((a, b))
            if avoid_rematches and pair in met:
                rounds = ", ".join(str(r) for r in sorted(met[pair]))
                out.append(_warning("rematch", (a, b), a=names.get(a, a), b=names.get(b, b), rounds=rounds))
            if avoid_clubs and clubs.get(a) and clubs.get(a) == clubs.get(b):
                out.append(_warning("club", (a, b), a=names.get(a, a), b=names.get(b, b), club=clubs[a]))
        if table is None:
            continue
        for p in [x for x in (a, b) if x is not None]:
            played = tables.get(p, {}).get(table)
            if played:
                rounds = ", ".join(str(r) for r in sorted(played))
                out.append(_warning("table", (p,), n=table, name=names.get(p, p), rounds=rounds))
    return out


__all__ = ["Seat", "SeatWarning", "seat_warnings"]
