"""One edit of a game's tally, as a value: what the sheet changed, for whoever records it.

The tally panel says what changed with one of these (never a string to parse); a recorded game
turns each into the entry it stores. Frozen: a change is a fact about one moment, and the
record's own objects (a Classified slot) are copied in rather than shared.
"""

from __future__ import annotations

from dataclasses import dataclass

from .record import ClassifiedSlot, IntelcomCard, Value


@dataclass(frozen=True)
class MeasureChanged:
    """A measure of a scoring objective in one round (``key`` "1" to the season's last round) or for the game (``GAME``)."""

    player: str
    objective: str
    key: str
    value: Value | None  # None: cleared


@dataclass(frozen=True)
class ClassifiedChanged:
    """One of a player's Classified Objective slots, as it now stands."""

    player: str
    index: int
    slot: ClassifiedSlot


@dataclass(frozen=True)
class DeckChanged:
    """How many cards of a shared deck (Scientific, Datatracker…) a player completed; None: not entered
    (cleared back to "–"), which is not the same as 0."""

    player: str
    deck: str
    completed: int | None


@dataclass(frozen=True)
class DeckLogChanged:
    """A player's turn-by-turn log of a shared deck."""

    player: str
    deck: str
    rows: tuple[dict[str, object], ...]


@dataclass(frozen=True)
class VictoryPointsChanged:
    player: str
    vp: int | None  # None: not counted yet


@dataclass(frozen=True)
class IntelcomChanged:
    """The INTELCOM Support and Control card a player kept (private until the game ends)."""

    player: str
    card: IntelcomCard | None


@dataclass(frozen=True)
class HvtHarmedChanged:
    """Who harmed the enemy HVT (that player loses the game), or nobody."""

    by: str | None


@dataclass(frozen=True)
class ContestedChanged:
    """Who a marker held by both players went to, where a roll-off settles it (S8 Supremacy's
    consoles): "A", "B", "none" (nobody scores it) or None (not decided yet)."""

    marker: str
    winner: str | None


@dataclass(frozen=True)
class RoundsCompletedChanged:
    rounds: int


@dataclass(frozen=True)
class EndReasonChanged:
    reason: str | None  # None: the game is in progress again


TallyChange = (MeasureChanged | ClassifiedChanged | DeckChanged | DeckLogChanged | VictoryPointsChanged
               | IntelcomChanged | HvtHarmedChanged | ContestedChanged | RoundsCompletedChanged | EndReasonChanged)

__all__ = [
    "ClassifiedChanged", "ContestedChanged", "DeckChanged", "DeckLogChanged", "EndReasonChanged", "HvtHarmedChanged",
    "IntelcomChanged", "MeasureChanged", "RoundsCompletedChanged", "TallyChange", "VictoryPointsChanged",
]
