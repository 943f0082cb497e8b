"""The exported game record (Game → Export, ``Games.export_game``) read without a database.

The model below is the format's definition: ``docs/game-record.schema.json`` is generated from it
(``its-desktop score --schema``), and a test checks it against what the repository writes and reads.
``record_of`` turns its entries into the tally's ``GameRecord``: one entry per measure, keyed
``<objective id>`` (with its round, or none for the whole game), ``vp``, ``classified:N``,
``deck:ID``, ``decklog:ID`` (the deck's log, not a count), ``role:ID`` (who holds a hidden role, written
down as the pack asks; not scored), ``intelcom``, ``hvt_harmed_by`` and
``contested:MARKER`` (who won the roll-off for a marker both players hold: "A", "B" or "none");
a referee's correction is an entry with source ``override`` whose value holds ``value``, ``who``
and ``why``.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from its_desktop.domain.bounds import GAME_ROUNDS
from its_desktop.domain.table import StateError
from its_desktop.domain.validation import validate

from .record import GAME, GameRecord

FORMAT = "its-desktop-game"
MAX_SLOTS = 16  # no scenario deals more than a handful of Classified Objectives
VERSION = 1
# Any round a game may have; how many this game has is its season's (``Season.rounds``), which scoring holds it to.
MOST_ROUNDS = int(GAME_ROUNDS.high)
Player = Literal["A", "B"]


class _Open(BaseModel):
    """Later versions may add keys: they are kept out of the way, never refused."""

    model_config = ConfigDict(extra="ignore", defer_build=True)  # built on first read (domain/validation.py)


class GameInfo(_Open):
    mission: str = Field(min_length=1, description="scenario id, e.g. 's16/frostbyte'")
    season: str = Field(min_length=1)
    points: int = Field(gt=0, description="game size")
    player_a: str = Field(min_length=1)
    player_b: str = Field(min_length=1)
    created_at: str
    updated_at: str
    round_reached: int | None = Field(default=None, ge=1, le=MOST_ROUNDS,
                                      description="rounds completed when the game was last saved")
    turn_reached: Player | None = None
    end_reason: Literal["completed", "retreat", "time", "concession"] | None = None


class Entry(_Open):
    player: Player
    key: str = Field(min_length=1, max_length=64,
                     description="an objective id, 'vp', 'classified:N', 'deck:ID', 'decklog:ID', 'role:ID', "
                                 "'intelcom', 'hvt_harmed_by' or 'contested:MARKER' (a roll-off's winner)")
    round: int | None = Field(default=None, ge=1, le=MOST_ROUNDS, description="the round of a per-round measure; "
                                                                     "null for the whole game")
    value: Any = Field(description="a number, true/false, or an object (classified slots, INTELCOM card, "
                                   "override {value, who, why}); never null")
    source: Literal["table", "asked", "override"]
    sealed: bool = Field(default=False, description="private until revealed (Classified, INTELCOM)")
    created_at: str
    updated_at: str


class Snapshot(_Open):
    round: int = Field(ge=1, le=MOST_ROUNDS)
    itstable: dict[str, Any] = Field(description="the .itstable table state at the end of that round")
    created_at: str


class Change(_Open):
    player: Player
    key: str
    round: int | None = None
    old: Any = None
    new: Any = None
    source: Literal["table", "asked", "override"] | None = None
    sealed: bool = False
    who: str
    at: str
    why: str | None = None


class GameExport(_Open):
    """One recorded game, as Game → Export writes it."""

    format: Literal["its-desktop-game"]
    version: int = Field(ge=1, le=VERSION)
    game: GameInfo
    entries: list[Entry] = []
    snapshots: list[Snapshot] = []
    history: list[Change] = []


def json_schema() -> dict[str, Any]:
    schema = GameExport.model_json_schema()
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["title"] = "ITS Table Assistant game record (its-desktop-game)"
    return schema


def parse(raw: Any) -> GameExport:
    """Check an export's shape; a StateError names the first wrong field (``entries[3].round``)."""
    if not isinstance(raw, dict):
        raise StateError("(top level)", "must be an object (an its-desktop-game export)")
    if raw.get("format") != FORMAT:
        raise StateError("format", f"not an ITS game export ({raw.get('format')!r}; expected {FORMAT!r})")
    version = raw.get("version")
    if isinstance(version, int) and not isinstance(version, bool) and version > VERSION:
        raise StateError("version", f"made by a newer version ({version}); this one reads up to {VERSION}")
    export = validate(GameExport, raw, StateError)
    seen = set()
    for i, e in enumerate(export.entries):
        if e.value is None:
            raise StateError(f"entries[{i}].value", "must not be null")
        ident = (e.player, e.key, e.round)
        if ident in seen:
            raise StateError(f"entries[{i}]", f"a second entry for player {e.player}, key {e.key!r}, round {e.round}")
        seen.add(ident)
    return export


def record_of(export: GameExport) -> GameRecord:
    """The tally's record of an export: the entries as measures, checked as a record (field named)."""
    g = export.game
    raw: dict[str, Any] = {"mission": g.mission, "points": g.points, "rounds_completed": g.round_reached or 0,
                           "end_reason": g.end_reason or "completed", "values": {}, "overrides": {},
                           "classified": {}, "intelcom": {}, "decks": {}, "vp": {}, "hvt_harmed_by": None}
    slots: dict[str, dict[int, Any]] = {}
    for i, e in enumerate(export.entries):
        p, key = e.player, e.key
        if key == "vp":
            raw["vp"][p] = e.value
        elif key.startswith("classified:"):
            index = key.split(":", 1)[1]
            if not index.isdigit() or int(index) >= MAX_SLOTS:
                raise StateError(f"entries[{i}].key", f"a Classified slot is 'classified:N' with N below "
                                                      f"{MAX_SLOTS}, got {key!r}")
            slots.setdefault(p, {})[int(index)] = e.value
        elif key.startswith("decklog:"):
            continue  # the turn-by-turn log; the count is the deck: entry
        elif key.startswith("role:"):
            continue  # who holds a hidden role (a phone's sealed note for the referee): nothing is scored from it
        elif key.startswith("deck:"):
            raw["decks"].setdefault(p, {})[key.split(":", 1)[1]] = e.value
        elif key == "hvt_harmed_by":
            raw["hvt_harmed_by"] = e.value or None
        elif key == "intelcom":
            raw["intelcom"][p] = None if e.value is False else e.value
        elif key.startswith("contested:"):
            if e.value is not False:  # False: not decided yet
                raw.setdefault("contested", {})[key.split(":", 1)[1]] = e.value  # the roll-off's winner
        else:
            rk = GAME if e.round is None else str(e.round)
            table = "overrides" if e.source == "override" else "values"
            raw[table].setdefault(p, {}).setdefault(key, {})[rk] = e.value
    for player, by_index in slots.items():
        # Slots are positional: a gap (slot 2 saved, slot 1 not yet) is an empty, unfulfilled card.
        raw["classified"][player] = [by_index.get(i, {}) for i in range(max(by_index) + 1)]
    return GameRecord.from_json(raw)


__all__ = ["FORMAT", "VERSION", "GameExport", "json_schema", "parse", "record_of"]
