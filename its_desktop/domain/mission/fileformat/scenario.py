"""The scenario file as pydantic validates it: layout (zones, markers, placements) and scoring, for every game size."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, model_validator

from its_desktop.domain.i18n import _

from ..scenario import PlacementMethods
from .common import DiameterMM, ExprValue, Gender, Localized, Param, PerSize, Player, ShortName, Strict, Text, When
from .objectives import Classified, Deck, Objective
from .season import ControlRule, InsideRule

ZoneKind = Literal[
    "deployment", "exclusion", "dead", "quadrant", "sector", "room", "hazard", "area", "half",
    "landing", "placement",
]
MarkerKind = Literal[
    "antenna", "tech_coffin", "console", "objective", "supply_box", "beacon", "player_token",
    "data_pack", "turret", "gate", "civilian", "heating_unit", "server", "panoply", "drop_pod",
]
ID = Annotated[str, Field(pattern=r"^[a-z0-9][a-z0-9-]*$")]


class _Expr(Strict):
    """A model whose ExprValue fields are checked as expressions when read."""


class Rect(_Expr):
    type: Literal["rect"]
    x0: ExprValue
    y0: ExprValue
    x1: ExprValue
    y1: ExprValue


class Circle(_Expr):
    type: Literal["circle"]
    x: ExprValue
    y: ExprValue
    r: ExprValue


class Frame(_Expr):
    """A band of width ``inset`` along all four table edges (the table minus an inner rectangle)."""

    type: Literal["frame"]
    inset: ExprValue


class Polygon(Strict):
    type: Literal["polygon"]
    points: list[tuple[ExprValue, ExprValue]] = Field(min_length=3)


class Around(_Expr):
    """Every point within ``by`` of the zones ``of`` (ids or groups, defined earlier in the file or
    the deployment zones), clipped to the table: "within 4 in of its Deployment Zone"."""

    type: Literal["around"]
    of: list[str] = Field(min_length=1)
    by: ExprValue


Shape = Annotated[Rect | Circle | Frame | Polygon | Around, Field(discriminator="type")]


ConditionState = Literal["active", "activated", "destroyed", "intact", "connected", "controlled"]


class Condition(Strict):
    """Markers (ids or groups) each in a state (or in ``or_state``): an end effect is skipped
    ``unless`` it holds; a zone with ``ends_when`` is gone once it holds."""

    markers: list[str] = Field(min_length=1)
    state: ConditionState
    or_state: ConditionState | None = None


class Zone(Strict):
    """A zone; with ``per_round`` it is one zone per round in ``when.rounds`` (names see ``round``)."""

    id: ID
    kind: ZoneKind
    name: Localized
    # On the table, in panels, score lines, print and the stream; the name goes in tooltips and keys. Every
    # zone of the library has one (a test says so); a map pack without one shows the long name (a warning).
    short: ShortName | None = None
    owner: Player | None = None
    shape: Shape
    holes: list[Shape] = []
    when: When = When.model_construct()  # not When(): that would build the validators on import (season.py)
    per_round: bool = False
    # The zone is gone once this holds on the table (S8 Nimbus: every Nimbus Antenna Disconnected or
    # destroyed); until then it exists as ``when`` says.
    ends_when: Condition | None = None
    is_zo: bool = False
    inside_rule: InsideRule = "more_than_half"
    group: str | None = None
    source: str = Field(min_length=1)
    inferred: Text | None = None
    inferred_at: dict[str, Text] = {}

    @model_validator(mode="after")
    def _rounds(self) -> Zone:
        if self.per_round and not self.when.rounds:
            raise ValueError("when.rounds: " + _("a per-round zone must list its rounds"))
        return self


class At(_Expr):
    """One position: coordinates, or the centre of a zone, or the position of another marker."""

    x: ExprValue | None = None
    y: ExprValue | None = None
    centre_of: str | None = None
    same_as: str | None = None
    label: Text | None = None
    short: ShortName | None = None  # the label as the table shows it beside the number (else the label)
    owner: Player | None = None
    along: Literal["x", "y"] | None = None  # a rectangular footprint's long side here, if not the marker's
    inferred: Text | None = None  # this position only (the marker's own `inferred` covers all of them)
    inferred_at: dict[str, Text] = {}  # this position only, at some game sizes

    @model_validator(mode="after")
    def _one_way(self) -> At:
        ways = [self.x is not None or self.y is not None, self.centre_of is not None, self.same_as is not None]
        if sum(ways) != 1:
            raise ValueError(_("give x and y, or centre_of, or same_as"))
        if ways[0] and (self.x is None or self.y is None):
            raise ValueError(_("x and y go together"))
        return self


class Footprint(_Expr):
    """A rectangular footprint (gates) in table units; round tokens use ``diameter_mm`` instead."""

    width: ExprValue
    depth: ExprValue
    along: Literal["x", "y"] = "x"


class OnDestroyed(Strict):
    """What a Destroyed marker still holds, read from its scenario's own text.

    ``keeps``: the states that outlive the destruction ("A Designated Antenna which has been
    Destroyed still counts as Designated", S10 L1900); empty when destruction clears them ("A
    Heating Unit that is Destroyed is not considered to be Active", S16 L1761). ``other_reading``:
    where the text allows both, the reading not taken, shown with every result that counts such a
    marker (the S8 Nimbus antennas: "Haber Desconectado", L1635).
    """

    keeps: list[Literal["activated"]] = []  # activated, designated, connected, disconnected: one state
    # Only the player holding the marker may destroy it ("A player cannot Destroy an Antenna that
    # does not have his Marker on it", S10 L1898): the table then knows who destroyed it.
    by_holder: bool = False
    source: str = Field(min_length=1)
    other_reading: Text | None = None


class Contested(Strict):
    """What settles a marker held by both players (a console hacked by both).

    ``both``: it counts for both ("both players will account that Console", S10 L2858);
    ``roll_off``: at the end of the game a Face to Face roll among each side's surviving troopers
    ``among`` decides it; a side with none loses it, and when neither has any nobody scores it
    (S8 L1247-1251). The roll's winner is what the table decided: the record says it
    (``GameRecord.contested``).
    """

    rule: Literal["both", "roll_off"]
    among: Literal["specialists"] = "specialists"
    source: str = Field(min_length=1)


class Marker(Strict):
    id: ID
    kind: MarkerKind
    name: Localized
    gender: Gender
    token: str | None = None
    diameter_mm: DiameterMM | None = None
    footprint: Footprint | None = None
    at: list[At] = Field(min_length=1)
    owner: Player | None = None
    states: list[Literal[
        "activated_by", "hacked_by", "connected", "activated_once_per_player", "alternating",
        "destroyed", "carried_by", "removed", "revealed", "open", "captured_by", "acquired",
    ]] = []
    initial_state: dict[str, str | bool] = {}
    control: ControlRule | None = None
    profile: str | None = None
    movable: bool = False
    source: str = Field(min_length=1)
    inferred: Text | None = None
    inferred_at: dict[str, Text] = {}
    # Required where a marker can be both Destroyed and held (activated, designated, connected,
    # disconnected, captured): each scenario says what destruction does, never a default.
    on_destroyed: OnDestroyed | None = None
    contested: Contested | None = None  # a marker both players can hold at once (hacked_by)

    @model_validator(mode="after")
    def _size(self) -> Marker:
        given = [self.token is not None, self.diameter_mm is not None, self.footprint is not None]
        if sum(given) != 1:
            raise ValueError(_("give one of token, diameter_mm or footprint"))
        held = set(self.states) & {"activated_by", "hacked_by", "connected", "activated_once_per_player",
                                   "alternating", "captured_by"}
        if "destroyed" in self.states and held and self.on_destroyed is None:
            raise ValueError(_("a marker both destroyed and {states} must say what destruction does to it: "
                               "on_destroyed = {{ keeps = [...], source = \"Lnnn ...\" }}").format(
                                 states="/".join(sorted(held))))
        if ("hacked_by" in self.states) != (self.contested is not None):
            raise ValueError(_("a marker both players can hold (hacked_by) says what settles it, and only such a "
                               "marker: contested = { rule = \"both\" | \"roll_off\", source = \"Lnnn ...\" }"))
        if self.on_destroyed is not None and "destroyed" not in self.states:
            raise ValueError(_("on_destroyed is for a marker that can be destroyed (states has 'destroyed')"))
        return self


class Constraint(_Expr):
    """Where a player-placed element may go."""

    type: Literal[
        "outside_any_deployment", "outside_enemy_deployment", "outside_own_deployment",
        "inside_zone", "totally_inside_zone", "own_half", "no_overlap", "no_contact", "touching_zone_edge",
        "anywhere",
    ]
    by: ExprValue | None = None
    zone: str | None = None
    with_: list[str] = Field(default=[], alias="with")


class Reading(Strict):
    """Another reading of an ambiguous placement rule, for the organizer to choose instead."""

    id: ID
    reading: str = Field(min_length=1)
    constraints: list[Constraint]


class Placement(Strict, PlacementMethods):
    """Elements the players place themselves: HVTs, QAZ creatures and templates, beacons…"""

    id: ID
    what: Literal[
        "hvt", "qaz_creature", "qaz_template", "beacon", "objective", "hvt_group", "civilian",
        "template", "turret",
    ]
    name: Localized
    per_player: int = Field(ge=1)
    first: Literal["kept_deployment", "initiative", "simultaneous"] = "kept_deployment"
    phase: Literal["before_deployment", "deployment_start", "deployment_end"] = "before_deployment"
    token: str | None = None
    diameter: ExprValue | None = None
    profile: str | None = None
    constraints: list[Constraint] = []  # type: ignore[assignment]  # the methods shared with the runtime type are typed for it
    # Game sizes where the pack's constraints leave no spot on the table (keys as in per-size
    # values): the reason; the organizer chooses where the element goes, and no constraint is enforced.
    organizer_at: dict[str, str] = {}
    # Other readings of an ambiguous rule: ``constraints`` is the one we apply; the organizer may
    # choose one of these instead (``check_placement(..., reading=ID)``).
    alternatives: list[Reading] = []  # type: ignore[assignment]  # the methods shared with the runtime type are typed for it
    source: str = Field(min_length=1)
    inferred: Text | None = None


class Ban(Strict):
    """Where troopers may not deploy."""

    type: Literal["no_contact", "not_inside", "no_airborne_inside", "no_superior_deployment_inside"]
    with_: list[str] = Field(default=[], alias="with")
    zone: str | None = None
    source: str = Field(min_length=1)


class Role(Strict):
    """A role a player gives one of their troopers (Hazmat Ops, Key Ops, Designated Target…).

    ``per_player = "any"`` with ``qualifies`` is a role every trooper with one of those roles or
    tags holds (Panic Room's Essential Personnel), rather than one the player chooses.
    """

    id: ID
    name: Localized
    per_player: int | Literal["any"] = 1
    qualifies: list[str] = []
    chosen: Literal["army_list", "deployment_end", "game_start", "secret"] = "deployment_end"
    private: bool = False
    marked: bool = True
    excludes: list[str] = []
    requires: list[str] = []
    source: str = Field(min_length=1)


class Profile(Strict):
    """A targetable object's profile: only the attributes the pack gives."""

    name: Localized
    attributes: dict[str, int | str]
    source: str = Field(min_length=1)


class EndEffect(Strict):
    """Something the game does before it scores: the plague kills, Killer Cold…"""

    id: ID
    name: Localized
    kind: Literal["kill_inside", "kill_outside", "kill_all"]
    zone: str | None = None
    when: When
    exempt_troop_types: list[str] = []
    exempt_roles: list[str] = []
    exempt_tags: list[str] = []
    exempt_contact_with: list[str] = []
    unless: Condition | None = None
    order: Literal["before_scoring", "after_scoring"] = "before_scoring"
    # How a trooper is inside the effect's zone, when not by the zone's own rule: Killer Cold
    # kills "inside a Deployment Zone/Dead Zone", one sentence for zones whose own rules differ.
    inside_rule: InsideRule | None = None
    # Effects naming the same union are decided together on the union of the zones of those that
    # apply: a base across two cold zones is inside "a Deployment Zone/Dead Zone" even when it is
    # more than half inside neither.
    union: str | None = None
    source: str = Field(min_length=1)
    inferred: Text | None = None


class Deployment(Strict):
    """Deployment-zone depth: a season variant name ("standard") or values per game size.

    ``depth = "zones"``: the scenario draws its own deployment zones (two per side in Power Pack)
    as ``[[zones]]`` of kind ``deployment`` with an owner, instead of one full-width band per side.
    """

    depth: str | PerSize
    source: str = Field(min_length=1)
    corrections: list[Correction] = []


class Correction(Strict):
    """A pack typo we correct: the literal text, our reading and why."""

    points: list[int]
    literal: str  # the pack's own text, quoted as printed
    reading: str = Field(description="Our reading, its lengths as numbers: '{12 in} x {32 in}'")
    reason: Text  # shown to players (the zone is flagged inferred): in their language, as every reading

# No Deployment.model_rebuild() here: the models are built on first validation (defer_build), when Correction
# is defined; rebuilding at import would build them on every start and command.


class HVT(Strict):
    per_player: int = Field(ge=0)
    secure_hvt: bool = False
    role: Literal["civilian", "target"] = "civilian"
    # Where the season makes harming the enemy HVT lose the game: whether it does here. Unset, it
    # does for a Neutral Civilian HVT (role civilian) and not for a target the scenario lets players kill.
    harm_loses_game: bool | None = None
    source: str = Field(min_length=1)


class Flags(Strict):
    retreat: Literal["ends_game", "no_quarter", "not_stated"]
    reinforcements: bool = False
    direct_action: bool = False
    tactical_support: int = Field(default=0, ge=0)
    joint_command: bool = False
    confused_deployment: bool = False
    evo_hacker_bonus: bool = False
    lieutenant_open: bool = False  # the Lieutenant is Open Information (not private) in this scenario
    no_lieutenant: bool = False  # armies must not include a Lieutenant (league training missions)
    no_advanced_rules: bool = False  # the Advanced Rules may not be used (league training missions)
    source: str = Field(min_length=1)


class Scenario(Strict):
    id: str = Field(pattern=r"^s\d+/[a-z0-9][a-z0-9-]*$")
    season: str
    name: Localized
    # ``league``: a league round's own mission (an Escalation League round), played only in that round.
    section: Literal["its", "direct_action", "format", "league"] = "its"
    # The game sizes the scenario is played at, when not every size of its season (S8 writes some
    # scenarios once per tier: Annihilation (Low Tier) is a 200-point scenario).
    sizes: list[int] | None = None
    source_lines: str
    flags: Flags
    hvt: HVT
    classified: Classified
    params: dict[str, Param] = {}
    deployment: Deployment
    zones: list[Zone] = []
    markers: list[Marker] = []
    placements: list[Placement] = []
    deployment_bans: list[Ban] = []
    roles: list[Role] = []
    profiles: dict[str, Profile] = {}
    decks: list[Deck] = []
    end_effects: list[EndEffect] = []
    control: ControlRule | None = None
    scoring: list[Objective] = Field(min_length=1)
    notes: Localized
    # What the pack leaves open and how we read it, in each language (a plain string is English only).
    ambiguities: list[Text] = []

    @model_validator(mode="after")
    def _references(self) -> Scenario:
        own = self.deployment.depth == "zones"
        ids = [z.id for z in self.zones] + ([] if own else ["deployment-a", "deployment-b"])
        if own:
            for side in ("A", "B"):
                if not any(z.kind == "deployment" and z.owner == side for z in self.zones):
                    raise ValueError("zones: " + _("with deployment.depth = 'zones', side {side} needs a deployment zone").format(
                        side=side))
        if len(set(ids)) != len(ids):
            raise ValueError("zones: " + _("two zones share an id"))
        marker_ids = [m.id for m in self.markers]
        if len(set(marker_ids)) != len(marker_ids):
            raise ValueError("markers: " + _("two markers share an id"))
        objectives = {o.id for o in self.scoring}
        if len(objectives) != len(self.scoring):
            raise ValueError("scoring: " + _("two objectives share an id"))
        for o in self.scoring:
            if o.alternative_of and o.alternative_of not in objectives:
                raise ValueError(f"scoring[{o.id}].alternative_of: " + _("no objective {id!r}").format(id=o.alternative_of))
        return self
