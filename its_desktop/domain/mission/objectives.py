"""The scoring model as the program reads it: every objective of a scenario as data the tally evaluates.

An objective pairs a *measure* (what is counted, for the scoring player) with a *kind* (how the
count turns into Objective Points). Measures the table knows (zones, markers) are filled in from
the table; the others are asked of the players. Runtime types (see ``common.py``); the file's own
models, with their checks, are in ``fileformat/objectives.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal, TypeAlias

from .common import Localized, Text
from .frozen import Frozen, field

Who = Literal["self", "enemy", "any"]
Timing = Literal["event", "turn_end", "round_end", "game_end"]


class MarkersMeasure(Frozen):
    """Count markers (ids or groups in ``of``) in a state for the scoring player.

    ``zone``: a zone id or group, ``own_deployment`` / ``enemy_deployment`` / ``own_half`` /
    ``enemy_half``, or ``own:GROUP`` / ``enemy:GROUP`` — the zone of that group the scoring player
    (or the enemy) owns ("your own Dead Zone").
    """

    type: Literal['markers']
    of: list[str]
    state: Literal['activated', 'hacked', 'controlled', 'connected', 'destroyed', 'intact', 'captured', 'inside', 'acquired', 'extracted', 'active']
    by: Who = 'self'
    owner: Who = 'any'
    zone: str | None = None
    inside_rule: Literal['more_than_half', 'totally_inside', 'touching'] | None = None


class ZonesMeasure(Frozen):
    """Count the zones in ``of`` (ids or groups) the scoring player dominates."""

    type: Literal['zones_dominated']
    of: list[str]
    relative: Literal['nearest_own', 'central', 'farthest_own'] | None = None
    near: Literal['own_deployment', 'enemy_deployment'] | None = None


class PresenceMeasure(Frozen):
    """Whether the scoring player has a non-Null trooper matching a filter inside a zone.

    With ``dominated`` the zone (or one zone of the group) must also be dominated by that player.
    """

    type: Literal['presence']
    zone: str
    role: str | None = None
    tag: str | None = None
    dominated: bool = False


class ThreatenMeasure(Frozen):
    """A non-Null model of the scoring player inside the Zone of Control of an enemy trooper with ``role``."""

    type: Literal['threaten']
    role: str


class KillsMeasure(Frozen):
    """Enemy losses caused by the scoring player."""

    type: Literal['kills']
    what: Literal['army_points', 'troopers', 'lieutenants', 'specialists', 'role']
    role: str | None = None
    revealed_as: str | None = None
    by_role: str | None = None


class SurvivorsMeasure(Frozen):
    """What the scoring player keeps: surviving Victory Points, an active Lieutenant, a role alive."""

    type: Literal['survivors']
    what: Literal['victory_points', 'lieutenant_active', 'role']
    role: str | None = None
    revealed_as: str | None = None


class ExtractedMeasure(Frozen):
    type: Literal['extracted']
    what: Literal['civilians', 'enemy_hvt', 'army_points', 'specialists']


class ScoredMeasure(Frozen):
    """How many of the objectives ``of`` gave the scoring player at least ``at_least`` OP ("an
    Objective is accomplished when the player has got at least 1 Objective Point from it"):
    derived from the other lines, never asked."""

    type: Literal['scored']
    of: list[str]
    at_least: int = 1


class ObjectivesMeasure(Frozen):
    """Objectives accomplished from a deck: the Classified Deck or a scenario's shared deck."""

    type: Literal['objectives']
    deck: str
    plus: list[str] = field(default_factory=list)


class KnownWhenDestroyed(Frozen):
    """The one case the table knows an asked measure: a marker it is about was destroyed (the value then)."""

    of: list[str]
    owner: Literal['self', 'enemy']
    value: int


class AskedMeasure(Frozen):
    """Something only the players know (items taken from a panoply, kills by the Key Ops…); ``destroyed``:
    the value the table gives when the marker it is about was destroyed (otherwise still asked)."""

    type: Literal['asked']
    question: Localized
    value: Literal['count', 'flag', 'points'] = 'count'
    destroyed: KnownWhenDestroyed | None = None


class Band(Frozen):
    """Inclusive bounds; ``max`` absent means no upper bound."""

    min: float
    max: float | None = None
    op: int
    inferred: Text | None = None


class ObjectiveMethods:
    __slots__ = ()
    if TYPE_CHECKING:  # the fields of the classes these methods serve
        kind: str
        op: int | None
        cap: int | None
        when: Timing
        bands: dict[str, list[Band]] | None

    def max_op(self, rounds: int, points: int | None = None) -> int:
        """The most this objective can give in one game."""
        if self.kind == "banded":
            assert self.bands is not None
            tables = [self.bands_at(points)] if points is not None else list(self.bands.values())
            best = max(b.op for bands in tables for b in bands)
        elif self.kind == "per_item":
            assert self.cap is not None
            best = self.cap
        else:
            assert self.op is not None
            best = max(self.op, 0)
        return best * rounds if self.when == "round_end" else best

    def bands_at(self, points: int) -> list[Band]:
        assert self.bands is not None
        for key, bands in self.bands.items():
            if str(points) in key.split("/"):
                return bands
        raise KeyError(points)


class Objective(Frozen, ObjectiveMethods):
    """One scoring line of a scenario.

    kinds: ``flag`` (at_least ≤ measure, and ≤ at_most when given → op; ``at_least = 0, at_most = 0``
    reads "none"), ``per_item`` (op for each, up to cap),
    ``compare_more`` (more than the opponent), ``compare_same`` (as many, and at least
    ``min_self`` when the pack says "only if at least one"), ``banded`` (op by bands keyed by
    exact game size). ``alternative_of`` names an objective this one cannot score with.
    """

    id: str
    kind: Literal['flag', 'per_item', 'compare_more', 'compare_same', 'banded']
    name: Localized
    measure: Measure
    when: Timing
    op: int | None = None
    floor: int | None = None
    cap: int | None = None
    at_least: float = 1.0
    at_most: float | None = None
    min_self: float | None = None
    alternative_of: str | None = None
    bands: dict[str, list[Band]] | None = None
    source: str
    inferred: Text | None = None


class ClassifiedMethods:
    __slots__ = ()
    if TYPE_CHECKING:  # the fields of the classes these methods serve
        count: int
        op_each: int
        intelcom: str | None
        intelcom_also: list[Literal["support_and_control", "interference"]]

    @property
    def intelcom_modes(self) -> list[str]:
        modes: list[str] = [self.intelcom] if self.intelcom else []
        return modes + [m for m in self.intelcom_also if m != self.intelcom]

    @property
    def max_op(self) -> int:
        return self.count * self.op_each


class Classified(Frozen, ClassifiedMethods):
    count: int
    op_each: int = 1
    secure_hvt: bool = False
    intelcom: Literal['support_and_control', 'provisions', 'counterespionage', 'interference'] | None = None
    intelcom_also: list[Literal['support_and_control', 'interference']] = field(default_factory=list)
    intelcom_source: str | None = None
    only_below: int | None = None
    source: str


class Deck(Frozen):
    """A shared objective deck (Countermeasures' Current Mission Objectives, Highly Classified's Main)."""

    id: str
    name: Localized
    open: bool
    slots: int
    refresh: Literal['player_turn', 'game_round', 'never'] = 'never'
    op_each: int = 1
    cards: Literal['classified'] | None = None  # drawn from the players' Classified Decks
    source: str


Measure: TypeAlias = (MarkersMeasure | ZonesMeasure | PresenceMeasure | ThreatenMeasure | KillsMeasure | SurvivorsMeasure
                      | ExtractedMeasure | ObjectivesMeasure | ScoredMeasure | AskedMeasure)
