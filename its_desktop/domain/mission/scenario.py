"""The scenario file as the program reads it: layout (zones, markers, placements) and scoring, for every
game size. Runtime types (see ``common.py``); the file's own models, with their checks, are in
``fileformat/scenario.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal, TypeAlias

from .common import DiameterMM, ExprValue, Gender, Localized, Param, PerSize, Player, ShortName, Text, When
from .frozen import Frozen, field
from .objectives import Classified, Deck, Objective
from .season import ControlRule, InsideRule, Season

ZoneKind = Literal[
    "deployment", "exclusion", "dead", "quadrant", "sector", "room", "hazard", "area", "half",
    "landing", "placement",
]
MarkerKind = Literal[
    "antenna", "tech_coffin", "console", "objective", "supply_box", "beacon", "player_token",
    "data_pack", "turret", "gate", "civilian", "heating_unit", "server", "panoply", "drop_pod",
]
ID: TypeAlias = str  # ^[a-z0-9][a-z0-9-]*$ when read


class Rect(Frozen):
    type: Literal['rect']
    x0: ExprValue
    y0: ExprValue
    x1: ExprValue
    y1: ExprValue


class Circle(Frozen):
    type: Literal['circle']
    x: ExprValue
    y: ExprValue
    r: ExprValue


class Frame(Frozen):
    """A band of width ``inset`` along all four table edges (the table minus an inner rectangle)."""

    type: Literal['frame']
    inset: ExprValue


class Polygon(Frozen):
    type: Literal['polygon']
    points: list[tuple[ExprValue, ExprValue]]


class Around(Frozen):
    """Every point within ``by`` of the zones ``of`` (ids or groups, defined earlier in the file or
    the deployment zones), clipped to the table: "within 4 in of its Deployment Zone"."""

    type: Literal['around']
    of: list[str]
    by: ExprValue


ConditionState = Literal["active", "activated", "destroyed", "intact", "connected", "controlled"]


class Condition(Frozen):
    """Markers (ids or groups) each in a state (or in ``or_state``): an end effect is skipped
    ``unless`` it holds; a zone with ``ends_when`` is gone once it holds."""

    markers: list[str]
    state: ConditionState
    or_state: ConditionState | None = None


Shape: TypeAlias = Rect | Circle | Frame | Polygon | Around


class Zone(Frozen):
    """A zone; with ``per_round`` it is one zone per round in ``when.rounds`` (names see ``round``)."""

    id: ID
    kind: ZoneKind
    name: Localized
    short: ShortName | None = None
    owner: Player | None = None
    shape: Shape
    holes: list[Shape] = field(default_factory=list)
    when: When = field(default_factory=When)
    per_round: bool = False
    ends_when: Condition | None = None
    is_zo: bool = False
    inside_rule: InsideRule = 'more_than_half'
    group: str | None = None
    source: str
    inferred: Text | None = None
    inferred_at: dict[str, Text] = field(default_factory=dict)


class At(Frozen):
    """One position: coordinates, or the centre of a zone, or the position of another marker."""

    x: ExprValue | None = None
    y: ExprValue | None = None
    centre_of: str | None = None
    same_as: str | None = None
    label: Text | None = None
    short: ShortName | None = None
    owner: Player | None = None
    along: Literal['x', 'y'] | None = None
    inferred: Text | None = None
    inferred_at: dict[str, Text] = field(default_factory=dict)


class Footprint(Frozen):
    """A rectangular footprint (gates) in table units; round tokens use ``diameter_mm`` instead."""

    width: ExprValue
    depth: ExprValue
    along: Literal['x', 'y'] = 'x'


class OnDestroyed(Frozen):
    """What a Destroyed marker still holds, read from its scenario's own text.

    ``keeps``: the states that outlive the destruction ("A Designated Antenna which has been
    Destroyed still counts as Designated", S10 L1900); empty when destruction clears them ("A
    Heating Unit that is Destroyed is not considered to be Active", S16 L1761). ``other_reading``:
    where the text allows both, the reading not taken, shown with every result that counts such a
    marker (the S8 Nimbus antennas: "Haber Desconectado", L1635).
    """

    keeps: list[Literal['activated']] = field(default_factory=list)
    by_holder: bool = False
    source: str
    other_reading: Text | None = None


class Contested(Frozen):
    """What settles a marker held by both players (a console hacked by both).

    ``both``: it counts for both ("both players will account that Console", S10 L2858);
    ``roll_off``: at the end of the game a Face to Face roll among each side's surviving troopers
    ``among`` decides it; a side with none loses it, and when neither has any nobody scores it
    (S8 L1247-1251). The roll's winner is what the table decided: the record says it
    (``GameRecord.contested``).
    """

    rule: Literal['both', 'roll_off']
    among: Literal['specialists'] = 'specialists'
    source: str


class Marker(Frozen):
    id: ID
    kind: MarkerKind
    name: Localized
    gender: Gender
    token: str | None = None
    diameter_mm: DiameterMM | None = None
    footprint: Footprint | None = None
    at: list[At]
    owner: Player | None = None
    states: list[Literal['activated_by', 'hacked_by', 'connected', 'activated_once_per_player', 'alternating', 'destroyed', 'carried_by', 'removed', 'revealed', 'open', 'captured_by', 'acquired']] = field(default_factory=list)
    initial_state: dict[str, str | bool] = field(default_factory=dict)
    control: ControlRule | None = None
    profile: str | None = None
    movable: bool = False
    source: str
    inferred: Text | None = None
    inferred_at: dict[str, Text] = field(default_factory=dict)
    on_destroyed: OnDestroyed | None = None
    contested: Contested | None = None


class Constraint(Frozen):
    """Where a player-placed element may go."""

    type: Literal['outside_any_deployment', 'outside_enemy_deployment', 'outside_own_deployment', 'inside_zone', 'totally_inside_zone', 'own_half', 'no_overlap', 'no_contact', 'touching_zone_edge', 'anywhere']
    by: ExprValue | None = None
    zone: str | None = None
    with_: list[str] = field(default_factory=list, metadata={"alias": "with"})


class Reading(Frozen):
    """Another reading of an ambiguous placement rule, for the organizer to choose instead."""

    id: ID
    reading: str
    constraints: list[Constraint]


class PlacementMethods:
    __slots__ = ()
    if TYPE_CHECKING:  # the fields of the classes these methods serve
        id: str
        constraints: list[Constraint]
        alternatives: list[Reading]
        organizer_at: dict[str, str]

    def constraints_for(self, reading: str | None) -> list[Constraint]:
        if reading is None:
            return self.constraints
        for alt in self.alternatives:
            if alt.id == reading:
                return alt.constraints
        known = ", ".join(a.id for a in self.alternatives) or "none"
        raise ValueError(f"placement {self.id}: no reading {reading!r}; known: {known}")

    def organizer_note(self, points: int) -> str | None:
        return next((why for key, why in self.organizer_at.items() if str(points) in key.split("/")), None)


class Placement(Frozen, PlacementMethods):
    """Elements the players place themselves: HVTs, QAZ creatures and templates, beacons…"""

    id: ID
    what: Literal['hvt', 'qaz_creature', 'qaz_template', 'beacon', 'objective', 'hvt_group', 'civilian', 'template', 'turret']
    name: Localized
    per_player: int
    first: Literal['kept_deployment', 'initiative', 'simultaneous'] = 'kept_deployment'
    phase: Literal['before_deployment', 'deployment_start', 'deployment_end'] = 'before_deployment'
    token: str | None = None
    diameter: ExprValue | None = None
    profile: str | None = None
    constraints: list[Constraint] = field(default_factory=list)
    organizer_at: dict[str, str] = field(default_factory=dict)
    alternatives: list[Reading] = field(default_factory=list)
    source: str
    inferred: Text | None = None


class Ban(Frozen):
    """Where troopers may not deploy."""

    type: Literal['no_contact', 'not_inside', 'no_airborne_inside', 'no_superior_deployment_inside']
    with_: list[str] = field(default_factory=list, metadata={"alias": "with"})
    zone: str | None = None
    source: str


class Role(Frozen):
    """A role a player gives one of their troopers (Hazmat Ops, Key Ops, Designated Target…).

    ``per_player = "any"`` with ``qualifies`` is a role every trooper with one of those roles or
    tags holds (Panic Room's Essential Personnel), rather than one the player chooses.
    """

    id: ID
    name: Localized
    per_player: int | Literal['any'] = 1
    qualifies: list[str] = field(default_factory=list)
    chosen: Literal['army_list', 'deployment_end', 'game_start', 'secret'] = 'deployment_end'
    private: bool = False
    marked: bool = True
    excludes: list[str] = field(default_factory=list)
    requires: list[str] = field(default_factory=list)
    source: str


class Profile(Frozen):
    """A targetable object's profile: only the attributes the pack gives."""

    name: Localized
    attributes: dict[str, int | str]
    source: str


class EndEffect(Frozen):
    """Something the game does before it scores: the plague kills, Killer Cold…"""

    id: ID
    name: Localized
    kind: Literal['kill_inside', 'kill_outside', 'kill_all']
    zone: str | None = None
    when: When
    exempt_troop_types: list[str] = field(default_factory=list)
    exempt_roles: list[str] = field(default_factory=list)
    exempt_tags: list[str] = field(default_factory=list)
    exempt_contact_with: list[str] = field(default_factory=list)
    unless: Condition | None = None
    order: Literal['before_scoring', 'after_scoring'] = 'before_scoring'
    inside_rule: InsideRule | None = None
    union: str | None = None
    source: str
    inferred: Text | None = None


class Deployment(Frozen):
    """Deployment-zone depth: a season variant name ("standard") or values per game size.

    ``depth = "zones"``: the scenario draws its own deployment zones (two per side in Power Pack)
    as ``[[zones]]`` of kind ``deployment`` with an owner, instead of one full-width band per side.
    """

    depth: str | PerSize
    source: str
    corrections: list[Correction] = field(default_factory=list)


class Correction(Frozen):
    """A pack typo we correct: the literal text, our reading and why."""

    points: list[int]
    literal: str  # the pack's own text, quoted as printed
    reading: str  # ours, its lengths as numbers ("{12 in} x {32 in}"): read in the reader's units
    reason: Text


class HVT(Frozen):
    per_player: int
    secure_hvt: bool = False
    role: Literal['civilian', 'target'] = 'civilian'
    harm_loses_game: bool | None = None
    source: str


class Flags(Frozen):
    retreat: Literal['ends_game', 'no_quarter', 'not_stated']
    reinforcements: bool = False
    direct_action: bool = False
    tactical_support: int = 0
    joint_command: bool = False
    confused_deployment: bool = False
    evo_hacker_bonus: bool = False
    lieutenant_open: bool = False
    no_lieutenant: bool = False
    no_advanced_rules: bool = False
    source: str


class Scenario(Frozen):
    id: str
    season: str
    name: Localized
    section: Literal['its', 'direct_action', 'format', 'league'] = 'its'
    sizes: list[int] | None = None
    source_lines: str
    flags: Flags
    hvt: HVT
    classified: Classified
    params: dict[str, Param] = field(default_factory=dict)
    deployment: Deployment
    zones: list[Zone] = field(default_factory=list)
    markers: list[Marker] = field(default_factory=list)
    placements: list[Placement] = field(default_factory=list)
    deployment_bans: list[Ban] = field(default_factory=list)
    roles: list[Role] = field(default_factory=list)
    profiles: dict[str, Profile] = field(default_factory=dict)
    decks: list[Deck] = field(default_factory=list)
    end_effects: list[EndEffect] = field(default_factory=list)
    control: ControlRule | None = None
    scoring: list[Objective]
    notes: Localized
    ambiguities: list[Text] = field(default_factory=list)


def scenario_sizes(scenario: Scenario, season: Season) -> list[int]:
    """The game sizes a scenario is played at: its own list, else every size of its season."""
    return [p for p in season.points if scenario.sizes is None or p in scenario.sizes]
