"""The fixed words of a game record and of an exported game: round keys, end reasons, card symbols, the
export's format and version. Plain constants, shared by the record, its two readers (``plain_read``, and
pydantic's ``record_shape`` and ``exported_game``) and the checks against a scenario."""

from __future__ import annotations

from typing import Literal, get_args

from its_desktop.domain import bounds

GAME = "game"  # the key of every objective that is not scored per round
EndReason = Literal["completed", "retreat", "time", "concession"]
END_REASONS: tuple[str, ...] = get_args(EndReason)
# A record's round numbers within what any game may have (``domain.bounds``); how many this game has is its
# season's (``Season.rounds``), which check() holds it to.
MOST_ROUNDS = int(bounds.GAME_ROUNDS.high)
# Card symbols. The English packs lost the glyphs; the French S16 text shows two different ones
# for Counterespionage (a card with the first cancels an opposing card with the second), so a slot
# may name which one it bears. ``true`` means "the symbol this scenario's INTELCOM rule names"
# (for Counterespionage: both at once, the reading where the two glyphs are one symbol).
Symbol = Literal["provisions", "counter", "target"]
SYMBOLS: tuple[str, ...] = get_args(Symbol)
Player = Literal["A", "B"]
CONTESTED_WINNERS = ("A", "B", "none")

# The exported game (``exported_game``: the format's definition)
FORMAT = "its-desktop-game"
VERSION = 1
MAX_SLOTS = 16  # no scenario deals more than a handful of Classified Objectives
SOURCES = ("table", "asked", "override")

# Entries kept with a game that are not measures, which no reader of a record scores: the end-of-game notes
# (kept in every language, for the referee), a shared deck's turn-by-turn log (the count is its ``deck:``
# entry) and who holds a hidden role (a phone's sealed note for the referee). The export's reader and the
# database's reader both ask :func:`scored`: each used to keep its own list, and the export's lacked the notes,
# so ``score`` refused every game the window had exported after its end.
NOTES = "end_notes"
NOT_SCORED_PREFIXES = ("decklog:", "role:")


def scored(key: str) -> bool:
    """Whether an entry with this key is part of the record that is scored."""
    return key != NOTES and not key.startswith(NOT_SCORED_PREFIXES)


__all__ = ["CONTESTED_WINNERS", "END_REASONS", "FORMAT", "GAME", "MAX_SLOTS", "MOST_ROUNDS", "NOTES",
           "NOT_SCORED_PREFIXES", "Player", "SOURCES", "SYMBOLS", "VERSION", "EndReason", "Symbol", "scored"]
