"""The stream's public JSON as typed models: the one definition of its shape.

``public.py`` builds every response from these (a game, tallied or only paired, is one
:class:`PublicGame` either way), and every response passes :class:`PublicResponse` before it is
served, so a field of the wrong type is an error in the tests, not a broken page on stream. The JSON
Schema in ``docs/overlay.schema.json`` is generated from :class:`PublicResponse`
(``python -m its_desktop.web.public_models > docs/overlay.schema.json``); a test keeps the two
equal and validates responses against the file. Keys are additive: a page ignores keys it does not know.
"""

from __future__ import annotations

import json
from typing import Literal

from pydantic import BaseModel, ConfigDict

Number = int | float
Side = Literal["A", "B"]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid")  # a key added here is added on purpose, with its type


class PlayerInfo(_Model):
    name: str | None
    faction: str | None


class ZonePart(_Model):
    polygon: list[list[float]]
    holes: list[list[list[float]]]


class MapZone(_Model):
    id: str
    kind: str
    name: str | None
    short: str  # the zone's one short name ("Q1", "ZD A"), as the window, the PDFs and the command line show it
    owner: str | None
    is_zo: bool
    parts: list[ZonePart]
    dominated_by: str | None
    points: dict[str, Number | str | None] | None  # "?" where the total depends on hidden information


class MapMarker(_Model):
    id: str
    number: int
    kind: str
    label: str | None
    x: float
    y: float
    radius: float
    controlled_by: str | None
    state: str | None
    activated_by: list[str]


class MapTrooper(_Model):
    """A public trooper: position, base and state only (a marker says nothing more)."""

    player: Side
    x: float
    y: float
    base_mm: Number
    state: str
    marker: bool


class MapPiece(_Model):
    """A piece of scenery: its footprint on the table, height class and roof (what everyone sees)."""

    id: str
    height: Literal["blocks", "partial", "low"]
    roof: bool
    parts: list[ZonePart]


class PublicMap(_Model):
    mission: str
    width: Number
    depth: Number
    unit_mm: Number
    round: int
    # The domination shown is "so far": the tally has not scored this round yet (domain.provisional).
    provisional: bool
    zones: list[MapZone]
    markers: list[MapMarker]
    troopers: list[MapTrooper]
    scenery: list[MapPiece] = []


class PublicGame(_Model):
    """One game: a tallied one (``id``; per-round OP, the map) or a paired table's result only (``id`` null)."""

    id: int | None
    mission: str | None
    mission_name: str | None
    season: str
    points: int | None
    players: dict[Side, PlayerInfo]
    rounds: int | None
    rounds_completed: int | None
    round: int | None
    turn: str | None
    finished: bool
    end_reason: str | None
    # per player: "1".."n" (each game round), "end" (Classified, HVT, objectives scored once), "total"
    op: dict[Side, dict[str, int | None]] | None
    vp: dict[Side, Number | None] | None
    tp: dict[Side, int | None] | None  # null until the game is finished
    provisional: bool  # sealed entries are left out until the game ends: the score may still grow
    table: int | None
    event: int | None
    event_name: str | None = None  # the event's name and its current round, for a game at an event table
    event_round: int | None = None
    updated_at: str | None = None
    map: PublicMap | None


class Clock(_Model):
    state: str
    remaining_s: float
    deployment_remaining_s: float | None
    duration_s: Number
    ends_at: str | None


class RoundInfo(_Model):
    number: int
    scenario: str | None
    scenario_name: str | None
    points: int | None
    clock: Clock


class PairedTable(_Model):
    table: int | None
    label: str | None
    bye: bool
    a: str | None
    b: str | None
    faction_a: str | None
    faction_b: str | None
    op_a: Number | None
    op_b: Number | None
    vp_a: Number | None
    vp_b: Number | None
    tp_a: Number | None
    tp_b: Number | None
    game: int | None
    event: int


class Pairings(_Model):
    round: int | None
    tables: list[PairedTable]
    byes: list[str | None]


class StandingRow(_Model):
    rank: int
    shared_rank: bool
    name: str
    faction: str | None
    tp: Number
    op: Number
    vp: Number
    opp_op: Number


class Standings(_Model):
    through_round: int
    final: bool
    rows: list[StandingRow]


class PublicEvent(_Model):
    id: int
    name: str
    season: str
    points: int | None
    rounds_planned: int | None
    round: RoundInfo | None
    pairings: Pairings
    standings: Standings


class PublicResponse(_Model):
    """``/state.json``, each Server-Sent Event and the text files' source: the parts a scope asks for."""

    format: Literal["its-desktop-overlay"]
    version: int
    generated_at: str
    events: list[PublicEvent] | None = None  # the full state
    games: list[PublicGame] | None = None    # the full state: the recent tallied games
    event: PublicEvent | None = None
    table: PairedTable | None = None
    game: PublicGame | None = None


def schema() -> dict:
    """The JSON Schema of every response (``docs/overlay.schema.json``)."""
    out = PublicResponse.model_json_schema()
    out["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    out["$id"] = "https://its-desktop.invalid/schema/overlay.schema.json"
    return out


def schema_text() -> str:
    return json.dumps(schema(), indent=2, ensure_ascii=False, sort_keys=True) + "\n"


if __name__ == "__main__":  # pragma: no cover - regenerates the schema file
    print(schema_text(), end="")


__all__ = ["PairedTable", "PublicEvent", "PublicGame", "PublicMap", "PublicResponse", "schema", "schema_text"]
