"""The JSON shape of a game record (``GameRecord.from_json``) as pydantic models: what decides, in the project's
one-line errors, on any record the plain reading (``plain_read``) does not accept as it is."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import AfterValidator, Field

from its_desktop.domain import bounds
from its_desktop.domain.i18n import _
from its_desktop.domain.validation import NonEmpty, Open, one_message

from .record_terms import GAME, MOST_ROUNDS, SYMBOLS, EndReason, Player, Symbol
from .words import number

# -- the JSON's shape (validation.Open: unknown keys ignored, strict types) -------------------------
RoundKey = Annotated[str, one_message(lambda: _("a key is a round number '1'..'{max}' or 'game', got {got}").format(
    max=MOST_ROUNDS, got="{got}")),
                     AfterValidator(lambda k: _round_key(k))]
Measure = Annotated[bool | int | float, one_message(lambda: _("must be true, false or a number of at least 0, got {got}")),
                    AfterValidator(lambda v: v if isinstance(v, bool) or 0 <= v <= bounds.MEASURE.high else
                                   _out_of_bounds(v))]
# Points of one game (VP, an INTELCOM card's value): within the largest game (``domain.bounds``).
GamePoints = Annotated[int | float, Field(ge=0, le=bounds.GAME_POINTS.high),
                       one_message(lambda: _("must be a number from 0 to {high}, got {got}").format(
                           high=f"{bounds.GAME_POINTS.high:g}", got="{got}"))]


def _round_key(key: str) -> str:
    if key != GAME and not (key.isdigit() and 1 <= int(key) <= MOST_ROUNDS):
        raise ValueError(_("a key is a round number '1'..'{max}' or 'game', got {got}").format(max=MOST_ROUNDS,
                                                                                              got=repr(key)))
    return key


def _out_of_bounds(value: float) -> Any:
    if value < 0:
        raise ValueError(_("cannot be negative, got {value}").format(value=number(value)))
    raise ValueError(bounds.MEASURE.problem(value))


class _Override(Open):
    value: Measure
    who: NonEmpty
    why: NonEmpty


class _Slot(Open):
    name: str = ""
    fulfilled: bool = False
    secure_hvt: bool = False
    intelcom: bool = False
    symbol: Annotated[bool | Symbol | None,
                      one_message(lambda: _("must be true, false or one of {symbols}, got {got}").format(
                          symbols=", ".join(SYMBOLS), got="{got}"))] = False


class _Card(Open):
    mode: str
    value: GamePoints = 0
    zone: str | None = None
    target: Annotated[str, Field(min_length=1)] | None = None


class RecordShape(Open):
    mission: Annotated[str, Field(min_length=1), one_message(lambda: _("must be a mission id such as 's16/supremacy'"))]
    points: int = Field(ge=1, le=bounds.GAME_POINTS.high)
    rounds_completed: int = Field(ge=0, le=MOST_ROUNDS)
    end_reason: EndReason
    reached_round: int | None = Field(default=None, ge=1, le=MOST_ROUNDS)
    reached_turn: int | None = Field(default=None, ge=1, le=2)
    values: dict[Player, dict[str, dict[RoundKey, Measure]]] | None = None
    overrides: dict[Player, dict[str, dict[RoundKey, _Override]]] | None = None
    classified: dict[Player, list[_Slot]] | None = None
    intelcom: dict[Player, _Card | None] | None = None
    decks: dict[Player, dict[str, Annotated[int, Field(ge=0, le=bounds.MEASURE.high)]]] | None = None
    vp: dict[Player, GamePoints] | None = None
    hvt_harmed_by: Player | None = None
    contested: dict[str, Annotated[Literal["A", "B", "none"],
                                   one_message(lambda: _("must be 'A', 'B' or 'none' (nobody scores it), got {got}"))]] | None = None


__all__ = ["RecordShape"]
