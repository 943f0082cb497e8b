"""The scoring model as a file gives it (pydantic, checked when read): every objective of a scenario as data the tally evaluates.

An objective pairs a *measure* (what is counted, for the scoring player) with a *kind* (how the
count turns into Objective Points). Measures the table knows (zones, markers) are filled in from
the table; the others are asked of the players.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, field_validator, model_validator

from its_desktop.domain.i18n import _

from ..objectives import ClassifiedMethods, ObjectiveMethods
from ..common import check_size_keys
from .common import Localized, Strict, Text

Who = Literal["self", "enemy", "any"]
Timing = Literal["event", "turn_end", "round_end", "game_end"]


class MarkersMeasure(Strict):
    """Count markers (ids or groups in ``of``) in a state for the scoring player.

    ``zone``: a zone id or group, ``own_deployment`` / ``enemy_deployment`` / ``own_half`` /
    ``enemy_half``, or ``own:GROUP`` / ``enemy:GROUP`` — the zone of that group the scoring player
    (or the enemy) owns ("your own Dead Zone").
    """

    type: Literal["markers"]
    of: list[str] = Field(min_length=1)
    state: Literal[
        "activated", "hacked", "controlled", "connected", "destroyed", "intact", "captured",
        "inside", "acquired", "extracted", "active",
    ]
    by: Who = "self"
    owner: Who = "any"
    zone: str | None = None
    inside_rule: Literal["more_than_half", "totally_inside", "touching"] | None = None


class ZonesMeasure(Strict):
    """Count the zones in ``of`` (ids or groups) the scoring player dominates."""

    type: Literal["zones_dominated"]
    of: list[str] = Field(min_length=1)
    relative: Literal["nearest_own", "central", "farthest_own"] | None = None
    # Only the zones of ``of`` nearest that deployment zone (edge to edge, ties all kept): "one of
    # the Quadrants near the enemy Deployment Zone".
    near: Literal["own_deployment", "enemy_deployment"] | None = None


class PresenceMeasure(Strict):
    """Whether the scoring player has a non-Null trooper matching a filter inside a zone.

    With ``dominated`` the zone (or one zone of the group) must also be dominated by that player.
    """

    type: Literal["presence"]
    zone: str
    role: str | None = None
    tag: str | None = None
    dominated: bool = False


class ThreatenMeasure(Strict):
    """A non-Null model of the scoring player inside the Zone of Control of an enemy trooper with ``role``."""

    type: Literal["threaten"]
    role: str


class KillsMeasure(Strict):
    """Enemy losses caused by the scoring player."""

    type: Literal["kills"]
    what: Literal["army_points", "troopers", "lieutenants", "specialists", "role"]
    role: str | None = None
    revealed_as: str | None = None
    by_role: str | None = None


class SurvivorsMeasure(Strict):
    """What the scoring player keeps: surviving Victory Points, an active Lieutenant, a role alive."""

    type: Literal["survivors"]
    what: Literal["victory_points", "lieutenant_active", "role"]
    role: str | None = None
    revealed_as: str | None = None


class ExtractedMeasure(Strict):
    type: Literal["extracted"]
    what: Literal["civilians", "enemy_hvt", "army_points", "specialists"]


class ScoredMeasure(Strict):
    """How many of the objectives ``of`` gave the scoring player at least ``at_least`` OP ("an
    Objective is accomplished when the player has got at least 1 Objective Point from it"):
    derived from the other lines, never asked."""

    type: Literal["scored"]
    of: list[str] = Field(min_length=1)
    at_least: int = Field(default=1, ge=1)


class ObjectivesMeasure(Strict):
    """Objectives accomplished from a deck: the Classified Deck or a scenario's shared deck."""

    type: Literal["objectives"]
    deck: str
    # Further decks counted together with ``deck`` ("Main and Secondary" Classified Objectives):
    # the total is derived from the record, never asked again.
    plus: list[str] = []


class KnownWhenDestroyed(Strict):
    """The one case the table knows an asked measure: a marker it is about was destroyed ("STR lost" of an
    AC2 removed at STR 0 is its whole STR). ``owner``: whose marker, seen from the scoring player."""

    of: list[str] = Field(min_length=1)
    owner: Literal["self", "enemy"]
    value: int = Field(ge=0)


class AskedMeasure(Strict):
    """Something only the players know (items taken from a panoply, kills by the Key Ops…)."""

    type: Literal["asked"]
    question: Localized
    value: Literal["count", "flag", "points"] = "count"
    destroyed: KnownWhenDestroyed | None = None


Measure = Annotated[
    MarkersMeasure | ZonesMeasure | PresenceMeasure | ThreatenMeasure | KillsMeasure | SurvivorsMeasure
    | ExtractedMeasure | ObjectivesMeasure | ScoredMeasure | AskedMeasure,
    Field(discriminator="type"),
]


class Band(Strict):
    """Inclusive bounds; ``max`` absent means no upper bound."""

    min: float
    max: float | None = None
    op: int = Field(ge=0)
    inferred: Text | None = None


class Objective(Strict, ObjectiveMethods):
    """One scoring line of a scenario.

    kinds: ``flag`` (at_least ≤ measure, and ≤ at_most when given → op; ``at_least = 0, at_most = 0``
    reads "none"), ``per_item`` (op for each, up to cap),
    ``compare_more`` (more than the opponent), ``compare_same`` (as many, and at least
    ``min_self`` when the pack says "only if at least one"), ``banded`` (op by bands keyed by
    exact game size). ``alternative_of`` names an objective this one cannot score with.
    """

    id: str = Field(pattern=r"^[a-z0-9][a-z0-9-]*$")
    kind: Literal["flag", "per_item", "compare_more", "compare_same", "banded"]
    name: Localized
    measure: Measure
    when: Timing
    # Negative on a flag: points taken away ("1 Objective Point will be subtracted"), never below
    # ``floor`` ("to a minimum of 0"); the floor holds for the player's total, after every gain.
    op: int | None = Field(default=None, ge=-10)
    floor: int | None = Field(default=None, ge=0)
    cap: int | None = Field(default=None, ge=0)
    at_least: float = 1
    at_most: float | None = None
    min_self: float | None = None
    alternative_of: str | None = None
    bands: dict[str, list[Band]] | None = None  # type: ignore[assignment]  # the methods shared with the runtime type are typed for it
    source: str = Field(min_length=1)
    inferred: Text | None = None

    @field_validator("bands")
    @classmethod
    def _band_keys(cls, bands: dict[str, list[Band]] | None) -> dict[str, list[Band]] | None:
        if bands is not None:
            check_size_keys(bands)
        return bands

    @model_validator(mode="after")
    def _shape(self) -> Objective:
        if self.kind == "banded":
            if not self.bands:
                raise ValueError("bands: " + _("a banded objective needs bands per game size"))
            if self.op is not None:
                raise ValueError("op: " + _("a banded objective takes its points from its bands"))
            for key, bands in self.bands.items():
                ordered = sorted(bands, key=lambda b: b.min)
                for a, b in zip(ordered, ordered[1:]):
                    # Counts and army points are whole numbers: each must fall in exactly one band.
                    if a.max is None or not a.max < b.min <= a.max + 1:
                        raise ValueError(f"bands.{key}: " + _("{low}-{high} then {next}: the bands must follow each other with "
                                                                 "no whole number between or in both").format(
                            low=f"{a.min:g}", high=a.max if a.max is None else f"{a.max:g}", next=f"{b.min:g}"))
        else:
            if self.op is None:
                raise ValueError("op: " + _("missing"))
            if self.bands:
                raise ValueError("bands: " + _("only banded objectives have bands"))
        if self.op is not None and self.op < 0:
            if self.kind != "flag":
                raise ValueError("op: " + _("only a flag objective takes points away"))
            if self.floor is None:
                raise ValueError("floor: " + _("points taken away need the total they stop at (the pack's 'minimum')"))
        elif self.floor is not None:
            raise ValueError("floor: " + _("only an objective that takes points away (negative op) has a floor"))
        if self.kind == "per_item" and self.cap is None:
            raise ValueError("cap: " + _("a per-item objective needs its cap (the most it can give)"))
        if self.at_most is not None and self.kind != "flag":
            raise ValueError("at_most: " + _("only flag objectives have an upper bound"))
        if self.min_self is not None and self.kind != "compare_same":
            raise ValueError("min_self: " + _("only 'compare_same' objectives have an 'at least' clause"))
        return self



class Classified(Strict, ClassifiedMethods):
    count: int = Field(ge=0)
    op_each: int = Field(default=1, ge=0)
    secure_hvt: bool = False
    intelcom: Literal["support_and_control", "provisions", "counterespionage", "interference"] | None = None
    # Other modes the player may use the card in instead, at their choice (Safe Area: Interference).
    intelcom_also: list[Literal["support_and_control", "interference"]] = []
    intelcom_source: str | None = None
    # Each card counts only while the player's total is below this ("sólo si el jugador dispone de
    # un total de Puntos de Objetivo inferior a 10"): counted after the objectives.
    only_below: int | None = Field(default=None, ge=1)
    source: str = Field(min_length=1)


class Deck(Strict):
    """A shared objective deck (Countermeasures' Current Mission Objectives, Highly Classified's Main)."""

    id: str
    name: Localized
    open: bool
    slots: int = Field(ge=1)
    refresh: Literal["player_turn", "game_round", "never"] = "never"
    op_each: int = Field(default=1, ge=0)
    # "classified": its cards are drawn from the players' Classified Decks (Highly Classified's Main), so a log
    # offers the season's list of them where its pack gives one (``Season.classified_cards``).
    cards: Literal["classified"] | None = None
    source: str = Field(min_length=1)
