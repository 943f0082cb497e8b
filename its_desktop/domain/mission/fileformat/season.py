"""The season file as pydantic validates it: game sizes, tables, tokens, and the rules every scenario of a season shares."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from its_desktop.domain.bounds import GAME_ROUNDS
from its_desktop.domain.i18n import _

from ..season import SeasonMethods
from .common import DiameterMM, Localized, PerSize, Player, ShortName, Strict, TableSide, Text

InsideRule = Literal["more_than_half", "totally_inside", "touching"]


class Table(Strict):
    width: TableSide
    depth: TableSide


class GameSize(Strict):
    points: int = Field(gt=0)
    swc: float = Field(ge=0)
    table: Table
    tier: str | None = None
    kind: Literal["tier", "league"] = "tier"
    source: str = Field(min_length=1)
    inferred: Text | None = None


class Token(Strict):
    diameter_mm: DiameterMM
    name: Localized
    source: str = Field(min_length=1)
    inferred: Text | None = None


class TrooperState(Strict):
    null: bool
    name: Localized


class Domination(Strict):
    """How a Zone of Operations is dominated in this season (scenarios may override parts)."""

    value: Literal["victory_points", "army_points"] = "victory_points"
    counted_kinds: list[Literal["model", "marker", "ai_beacon", "proxy", "peripheral"]]
    shasvastii_states: list[str] = []
    baggage_bonus: Literal["none", "fixed", "equipment_value"] = "none"
    baggage_bonus_value: float = 0
    intelcom_support_and_control: bool = False
    tie: Literal["nobody"] = "nobody"
    source: str = Field(min_length=1)


class ControlRule(Strict):
    """How a player controls an objective marker."""

    relation: Literal["contact", "carried", "inside"] = "contact"
    qualifier: Literal["model", "specialist"] = "model"
    blocked_by: Literal["enemy_model_contact", "enemy_model_contact_with_carrier", "none"] = "enemy_model_contact"
    zone: str | None = None
    source: str | None = None
    inferred: Text | None = None


class Distance(Strict):
    value: float = Field(gt=0)
    source: str = Field(min_length=1)
    inferred: Text | None = None


class Killing(Strict):
    not_deployed_is_killed: bool
    null_at_end_is_killed: bool
    harming_enemy_hvt_loses_game: bool = False
    # The extra Objective Points the other player receives when one harms the enemy HVT.
    hvt_harm_bonus_op: int = Field(default=0, ge=0)
    source: str = Field(min_length=1)

    @model_validator(mode="after")
    def _bonus_needs_the_rule(self) -> Killing:
        if self.hvt_harm_bonus_op and not self.harming_enemy_hvt_loses_game:
            raise ValueError("hvt_harm_bonus_op: " + _("needs harming_enemy_hvt_loses_game = true"))
        return self


class RoundsForPlayers(Strict):
    min_players: int = Field(ge=1)
    max_players: int | None = None
    rounds: int = Field(ge=1)


class Bonus(Strict):
    tp: int = Field(ge=0)
    min_op: int | None = None
    max_op_margin: int | None = None


class TournamentPoints(Strict):
    """``win_tie_loss``: fixed TP per result plus bonuses (S16, S13). ``margin``: win by margin (S10, S8)."""

    scheme: Literal["win_tie_loss", "margin"]
    win: int = Field(ge=0)
    tie: int = Field(ge=0)
    loss: int = Field(ge=0)
    big_win: int | None = None
    big_win_margin: int | None = None
    offensive_bonus: Bonus | None = None
    defensive_bonus: Bonus | None = None
    source: str = Field(min_length=1)


class ByeReading(Strict):
    """Another reading of the bye's Tournament Points, for the organizer to choose instead."""

    tp: int = Field(ge=0)
    # The reader's words (no line numbers: ``source`` keeps them for the data's readers).
    reading: Text
    source: str = Field(min_length=1)


class Bye(Strict):
    tp: int = Field(ge=0)
    alternatives: list[ByeReading] = []  # e.g. S13: 3 TP as printed, or a Victory's 4
    op: int = 0
    vp: int = 0
    rescale_op_in_final: bool = True
    rescale_vp_for_ties: bool = True
    source: str = Field(min_length=1)


class Tournament(Strict):
    op_ceiling: int = Field(gt=0)
    min_players: int = Field(ge=2)
    min_rounds: int = Field(ge=1)
    rounds_by_players: list[RoundsForPlayers]
    tie_breakers: list[Literal["tp", "op", "vp", "opp_op"]]
    points: TournamentPoints
    bye: Bye
    scenario_repeats: bool = False
    source: str = Field(min_length=1)


class Extra(Strict):
    """A tournament Extra; ``rounds`` fixes the number of rounds, ``min_players`` lowers the minimum."""

    name: Localized
    summary: Localized
    scenarios: list[str] | None = None
    rounds: int | None = None
    min_players: int | None = Field(default=None, ge=2)
    source: str = Field(min_length=1)


class FormatRound(Strict):
    """What some rounds of an event format are played with: the round's own mission or a pool the organizer
    picks from, and the forces (fixed points, one tier's sizes, or any tier / any size)."""

    rounds: list[int] | None = None  # None: every round no other entry of the plan names
    scenario: str | None = None  # the round's own mission (an Escalation League round)
    pool: Literal["its"] | None = None  # the organizer picks among the season's ITS scenarios
    counts_as: str | None = None  # for the no-repeat rule this mission is that scenario
    points: int | None = None
    tier: str | None = None
    sizes: Literal["tiers", "all"] = "tiers"  # without points or tier: any tier size, or any size at all
    source: str = Field(min_length=1)
    inferred: Text | None = None

    @model_validator(mode="after")
    def _one_choice(self) -> FormatRound:
        if (self.scenario is None) == (self.pool is None):
            raise ValueError(_("give either scenario (the round's own mission) or pool"))
        if self.points is not None and self.tier is not None:
            raise ValueError(_("give points or tier, not both"))
        return self


class Format(Strict):
    """An event format of the pack: its rounds (``plan``), Operation Type and repeat rules, and who takes the
    first bye. ``extra`` is the Extra that makes an event this format; the format without one is the
    season's plain event."""

    name: Localized
    summary: Localized
    kind: Literal["tournament", "league"]
    extra: str | None = None
    plan: list[FormatRound] = Field(min_length=1)
    operation_types: list[str] = []  # Extras that are Operation Types: every round's scenario shares one
    operation_type_source: str | None = None
    repeats: bool = False
    repeats_source: str = Field(min_length=1)
    custom: bool = False  # the organizer may add a scenario of their own
    custom_source: str | None = None
    first_bye: Literal["random", "last_registered"] = "random"
    first_bye_source: str | None = None
    source: str = Field(min_length=1)


class SceneryRule(Strict):
    """One sentence of the pack about scenery and placement, with its source line."""

    source: str = Field(min_length=1)
    inferred: Text | None = None


class ClassifiedCard(Strict):
    """One card of the season's Classified Deck as its pack lists it (S10: OBJECTIVES, L483-L749): the name a
    player picks in a deck's log, in each language as the packs name it (``ours`` where none does)."""

    id: str = Field(pattern=r"^[a-z0-9-]+$")
    name: Localized
    source: str = Field(min_length=1)


class SceneryRules(Strict):
    """Where the pack forbids putting things on or in scenery (the table check and placement read these).

    ``not_on_or_inside``: the placement kinds (``hvt``, ``civilian``) that may not go on top of or inside any
    piece. ``airborne_not_in_roofed``: Airborne Deployment may not land inside a roofed piece.
    """

    not_on_or_inside: dict[Literal["hvt", "civilian"], SceneryRule] = {}
    airborne_not_in_roofed: SceneryRule | None = None


class Season(Strict, SeasonMethods):
    id: str = Field(pattern=r"^s\d+$")
    name: Localized
    language: Literal["en", "fr", "es"]
    unit: Literal["in", "cm"]
    unit_mm: float = Field(gt=0)
    unit_source: str = Field(min_length=1)
    # game rounds; the records and the database take any round up to domain.bounds.GAME_ROUNDS
    rounds: int = Field(default=3, ge=1, le=int(GAME_ROUNDS.high))
    # The short names of the two deployment zones a scenario's [deployment] makes ("DZ A", "ZD A").
    deployment_short: dict[Player, ShortName] = {}
    sizes: list[GameSize] = Field(min_length=1)  # type: ignore[assignment]  # the methods shared with the runtime type are typed for it
    deployment_depths: dict[str, PerSize]
    tokens: dict[str, Token]
    trooper_states: dict[str, TrooperState]  # type: ignore[assignment]  # the methods shared with the runtime type are typed for it
    domination: Domination
    default_control: ControlRule
    zone_of_control: Distance
    killing: Killing
    specialists: list[str]
    tournament: Tournament
    extras: dict[str, Extra] = {}
    mission_ids: dict[str, str] = {}
    formats: dict[str, Format] = {}
    # The Classified Deck's cards where the season's pack lists them (S10); empty: a card is named in free text.
    classified_cards: list[ClassifiedCard] = []
    # model_construct: an instance made at class definition would build the models' validators on import
    # (a third of importing the library: every start and command pays it); the default is valid as it is.
    scenery: SceneryRules = SceneryRules.model_construct()

    @model_validator(mode="after")
    def _consistent(self) -> Season:
        points = [s.points for s in self.sizes]
        if len(set(points)) != len(points):
            raise ValueError("sizes: " + _("a game size is listed twice"))
        self._check_formats(set(points))
        for name, depths in self.deployment_depths.items():
            if depths.sizes() != set(points):
                raise ValueError(f"deployment_depths.{name}: " + _("must give every game size {sizes} once").format(
                    sizes=sorted(points)))
        for state in self.domination.shasvastii_states:
            if state not in self.trooper_states:
                raise ValueError("domination.shasvastii_states: " + _("unknown state {state!r}").format(state=state))
        return self

    def _check_formats(self, points: set[int]) -> None:
        tiers = {s.tier for s in self.sizes if s.tier}
        if sum(1 for f in self.formats.values() if f.extra is None) > 1:
            raise ValueError("formats: " + _("only one format may go without an Extra (the season's plain event)"))
        for key, f in self.formats.items():
            where = f"formats.{key}"
            for name in ([f.extra] if f.extra else []) + f.operation_types:
                if name not in self.extras:
                    raise ValueError(f"{where}: " + _("unknown Extra {name!r}").format(name=name))
            fixed = self.extras[f.extra].rounds if f.extra else None
            named: list[int] = []
            for i, r in enumerate(f.plan):
                if r.points is not None and r.points not in points:
                    raise ValueError(f"{where}.plan[{i}].points: " + _("{points} is not a game size of {season}").format(
                        points=r.points, season=self.id))
                if r.tier is not None and r.tier not in tiers:
                    raise ValueError(f"{where}.plan[{i}].tier: " + _("unknown tier {tier!r}").format(tier=r.tier))
                for n in r.rounds or []:
                    if n < 1 or (fixed is not None and n > fixed):
                        raise ValueError(f"{where}.plan[{i}].rounds: " + _("round {n} is outside the format's rounds").format(n=n))
                    if n in named:
                        raise ValueError(f"{where}.plan[{i}].rounds: " + _("round {n} is planned twice").format(n=n))
                    named.append(n)
            if sum(1 for r in f.plan if r.rounds is None) > 1:
                raise ValueError(f"{where}.plan: " + _("only one entry may cover the remaining rounds"))
