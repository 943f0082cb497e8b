"""The exported game record (Game → Export, ``Games.export_game``) read without a database.

The model below is the format's definition: ``docs/game-record.schema.json`` is generated from it
(``its-desktop score --schema``), and a test checks it against what the repository writes and reads.
``game_file`` reads a file of this format (``parse``: in plain Python where the file is as this program
writes it, else through this model) and turns its entries into the tally's ``GameRecord`` (``record_of``):
one entry per measure, keyed
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

from .record_terms import FORMAT, VERSION
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


__all__ = ["FORMAT", "VERSION", "GameExport", "json_schema"]
