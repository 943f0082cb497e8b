"""The season file as the program reads it: game sizes, tables, tokens, and the rules every scenario of a
season shares. Runtime types (see ``common.py``); the file's own models, with their checks, are in
``fileformat/season.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from .common import DiameterMM, Localized, PerSize, Player, ShortName, TableSide, Text
from .frozen import Frozen, field

InsideRule = Literal["more_than_half", "totally_inside", "touching"]


class Table(Frozen):
    width: TableSide
    depth: TableSide


class GameSize(Frozen):
    points: int
    swc: float
    table: Table
    tier: str | None = None
    kind: Literal['tier', 'league'] = 'tier'
    source: str
    inferred: Text | None = None


class ClassifiedCard(Frozen):
    """One card of the season's Classified Deck as its pack lists it (``fileformat.season.ClassifiedCard``)."""

    id: str
    name: Localized
    source: str


class Token(Frozen):
    diameter_mm: DiameterMM
    name: Localized
    source: str
    inferred: Text | None = None


class TrooperState(Frozen):
    null: bool
    name: Localized


class Domination(Frozen):
    """How a Zone of Operations is dominated in this season (scenarios may override parts)."""

    value: Literal['victory_points', 'army_points'] = 'victory_points'
    counted_kinds: list[Literal['model', 'marker', 'ai_beacon', 'proxy', 'peripheral']]
    shasvastii_states: list[str] = field(default_factory=list)
    baggage_bonus: Literal['none', 'fixed', 'equipment_value'] = 'none'
    baggage_bonus_value: float = 0.0
    intelcom_support_and_control: bool = False
    tie: Literal['nobody'] = 'nobody'
    source: str


class ControlRule(Frozen):
    """How a player controls an objective marker."""

    relation: Literal['contact', 'carried', 'inside'] = 'contact'
    qualifier: Literal['model', 'specialist'] = 'model'
    blocked_by: Literal['enemy_model_contact', 'enemy_model_contact_with_carrier', 'none'] = 'enemy_model_contact'
    zone: str | None = None
    source: str | None = None
    inferred: Text | None = None


class Distance(Frozen):
    value: float
    source: str
    inferred: Text | None = None


class Killing(Frozen):
    not_deployed_is_killed: bool
    null_at_end_is_killed: bool
    harming_enemy_hvt_loses_game: bool = False
    hvt_harm_bonus_op: int = 0
    source: str


class RoundsForPlayers(Frozen):
    min_players: int
    max_players: int | None = None
    rounds: int


class Bonus(Frozen):
    tp: int
    min_op: int | None = None
    max_op_margin: int | None = None


class TournamentPoints(Frozen):
    """``win_tie_loss``: fixed TP per result plus bonuses (S16, S13). ``margin``: win by margin (S10, S8)."""

    scheme: Literal['win_tie_loss', 'margin']
    win: int
    tie: int
    loss: int
    big_win: int | None = None
    big_win_margin: int | None = None
    offensive_bonus: Bonus | None = None
    defensive_bonus: Bonus | None = None
    source: str


class ByeReading(Frozen):
    """Another reading of the bye's Tournament Points, for the organizer to choose instead."""

    tp: int
    reading: Text
    source: str


class Bye(Frozen):
    tp: int
    alternatives: list[ByeReading] = field(default_factory=list)
    op: int = 0
    vp: int = 0
    rescale_op_in_final: bool = True
    rescale_vp_for_ties: bool = True
    source: str


class Tournament(Frozen):
    op_ceiling: int
    min_players: int
    min_rounds: int
    rounds_by_players: list[RoundsForPlayers]
    tie_breakers: list[Literal['tp', 'op', 'vp', 'opp_op']]
    points: TournamentPoints
    bye: Bye
    scenario_repeats: bool = False
    source: str


class Extra(Frozen):
    """A tournament Extra; ``rounds`` fixes the number of rounds, ``min_players`` lowers the minimum."""

    name: Localized
    summary: Localized
    scenarios: list[str] | None = None
    rounds: int | None = None
    min_players: int | None = None
    source: str


class FormatRound(Frozen):
    """What some rounds of an event format are played with: the round's own mission or a pool the organizer
    picks from, and the forces (fixed points, one tier's sizes, or any tier / any size)."""

    rounds: list[int] | None = None
    scenario: str | None = None
    pool: Literal['its'] | None = None
    counts_as: str | None = None
    points: int | None = None
    tier: str | None = None
    sizes: Literal['tiers', 'all'] = 'tiers'
    source: str
    inferred: Text | None = None


class Format(Frozen):
    """An event format of the pack: its rounds (``plan``), Operation Type and repeat rules, and who takes the
    first bye. ``extra`` is the Extra that makes an event this format; the format without one is the
    season's plain event."""

    name: Localized
    summary: Localized
    kind: Literal['tournament', 'league']
    extra: str | None = None
    plan: list[FormatRound]
    operation_types: list[str] = field(default_factory=list)
    operation_type_source: str | None = None
    repeats: bool = False
    repeats_source: str
    custom: bool = False
    custom_source: str | None = None
    first_bye: Literal['random', 'last_registered'] = 'random'
    first_bye_source: str | None = None
    source: str


class SceneryRule(Frozen):
    """One sentence of the pack about scenery and placement, with its source line."""

    source: str
    inferred: Text | None = None


class SceneryRules(Frozen):
    """Where the pack forbids putting things on or in scenery (the table check and placement read these).

    ``not_on_or_inside``: the placement kinds (``hvt``, ``civilian``) that may not go on top of or inside any
    piece. ``airborne_not_in_roofed``: Airborne Deployment may not land inside a roofed piece.
    """

    not_on_or_inside: dict[Literal['hvt', 'civilian'], SceneryRule] = field(default_factory=dict)
    airborne_not_in_roofed: SceneryRule | None = None


class SeasonMethods:
    __slots__ = ()
    if TYPE_CHECKING:  # the fields of the classes these methods serve
        id: str
        sizes: list[GameSize]
        trooper_states: dict[str, TrooperState]

    def size(self, points: int) -> GameSize:
        for s in self.sizes:
            if s.points == points:
                return s
        sizes = ", ".join(str(s.points) for s in self.sizes)
        raise KeyError(f"{points} points is not a game size of {self.id} ({sizes})")

    @property
    def points(self) -> list[int]:
        return [s.points for s in self.sizes]

    def null_states(self) -> set[str]:
        return {k for k, v in self.trooper_states.items() if v.null}


class Season(Frozen, SeasonMethods):
    id: str
    name: Localized
    language: Literal['en', 'fr', 'es']
    unit: Literal['in', 'cm']
    unit_mm: float
    unit_source: str
    rounds: int = 3
    deployment_short: dict[Player, ShortName] = field(default_factory=dict)
    sizes: list[GameSize]
    deployment_depths: dict[str, PerSize]
    tokens: dict[str, Token]
    trooper_states: dict[str, TrooperState]
    domination: Domination
    default_control: ControlRule
    zone_of_control: Distance
    killing: Killing
    specialists: list[str]
    tournament: Tournament
    extras: dict[str, Extra] = field(default_factory=dict)
    mission_ids: dict[str, str] = field(default_factory=dict)
    formats: dict[str, Format] = field(default_factory=dict)
    classified_cards: list[ClassifiedCard] = field(default_factory=list)  # where the pack lists the deck (S10)
    scenery: SceneryRules = field(default_factory=SceneryRules)
