"""Building blocks shared by season and scenario files: the pydantic models a file is validated by."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import (AfterValidator, BaseModel, BeforeValidator, ConfigDict, Field, PlainSerializer,
                      SerializationInfo, field_validator, model_validator)

from its_desktop.domain import expr
from its_desktop.domain.bounds import BASE_MM, TABLE_SIDE, Bound, within
from its_desktop.domain.i18n import _

from ..common import (GenderMethods, LocalizedMethods, ParamMethods, PerSizeMethods, ShortNameMethods, check_size_keys,
                      lengths_in)

Player = Literal["A", "B"]


def check_expr(value: str | float) -> str | float:
    try:
        expr.parse(value)
    except expr.ExprError as exc:
        raise ValueError(exc.message) from None
    return value


ExprValue = Annotated[
    str | float,
    AfterValidator(check_expr),
    Field(description="A number or an expression such as 'W - d' or 'D/2' (names: W, D, dz, points, params)"),
]


def _bounded(bound: Bound) -> dict[str, float]:
    return {"minimum": bound.low, "maximum": bound.high}  # the published schema shows the bound too


# Numbers held to the physical bounds of ``domain/bounds.py`` (out of range: "must be from 10 to 200 mm, got …").
DiameterMM = Annotated[float, AfterValidator(within(BASE_MM)), Field(json_schema_extra=_bounded(BASE_MM))]
TableSide = Annotated[float, AfterValidator(within(TABLE_SIDE)), Field(json_schema_extra=_bounded(TABLE_SIDE))]


class Strict(BaseModel):
    """Every data model refuses fields it does not know: a typo in a map file is an error."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)


class Localized(Strict, LocalizedMethods):
    """Text per language; English is required, French and Spanish follow."""

    en: str = Field(min_length=1)
    fr: str | None = None
    es: str | None = None
    # The languages whose text is our own translation: the pack of that language has no such name.
    ours: list[Literal["fr", "es"]] = Field(default_factory=list)

    @model_validator(mode="after")
    def _same_lengths(self) -> Localized:
        """A length is a number ("{4 in}", shown in the reader's units): every language holds the English ones."""
        want = sorted(lengths_in(self.en))
        for lang in ("fr", "es"):
            text = getattr(self, lang)
            if text is not None and sorted(lengths_in(text)) != want:
                none = _("none")
                raise ValueError(_("{lang}: the lengths {found} differ from the English {want}").format(
                    lang=lang, found=", ".join(lengths_in(text)) or none, want=", ".join(want) or none))
        return self



class Gender(Strict, GenderMethods):
    """A name's grammatical gender in French and Spanish ("m"/"f"): what the state words agree with.

    The packs agree them ("Console Piratée", "Consola Hackeada", "Tech-Coffin activado"); one kind of
    marker can hold nouns of both genders (a console kind named "Vérificateur d'Identité"), so the gender
    is given with the name, not guessed from the kind.
    """

    fr: Literal["m", "f"]
    es: Literal["m", "f"]


class ShortName(Strict, ShortNameMethods):
    """A name short enough for the table, a legend, a score line or a column: "Q1", "ZD A", "C3".

    Every language is given (the table has room for no fallback to another language's letters).
    ``ours`` lists the languages whose short name is our choice: the packs print none of them today,
    so the library's short names all say ``ours = ["en", "fr", "es"]``; a short name a pack prints
    would leave its language out and give the line in ``source``.
    """

    en: str = Field(min_length=1, max_length=24)
    fr: str = Field(min_length=1, max_length=24)
    es: str = Field(min_length=1, max_length=24)
    ours: list[Literal["en", "fr", "es"]] = Field(default_factory=list)
    source: str | None = None

    @model_validator(mode="after")
    def _sourced(self) -> ShortName:
        if set(self.ours) != {"en", "fr", "es"} and not self.source:
            raise ValueError(_("a short name the packs print needs its source line (else ours = [\"en\", \"fr\", \"es\"])"))
        return self


def _plain_is_english(value: object) -> object:
    # Map packs written before notes and labels had languages, and texts nobody has translated yet.
    return {"en": value} if isinstance(value, str) else value


def _as_shown(value: Localized, info: SerializationInfo) -> str:
    # Dumped (``mission --json``, ``event formats --json``) as the one string a reader sees, in the
    # language the caller passes as context (``{"lang": "fr"}``), else the current one: the JSON keeps
    # its promised shape, a string, and English output is what it was before notes had languages.
    context = info.context if isinstance(info.context, dict) else {}
    return value.get(context.get("lang"))


# A label or note: { en = "…", fr = "…", es = "…", ours = ["fr", "es"] } as names are, or a plain
# (English-only) string; either way a Localized, so it is shown through ``get`` and counted as missing.
# The published schema says both forms are accepted (a map pack may still write plain English).
Text = Annotated[Localized, BeforeValidator(_plain_is_english, json_schema_input_type=str | Localized),
                 PlainSerializer(_as_shown, return_type=str)]


class PerSize(Strict, PerSizeMethods):
    """A value that changes with the game size.

    ``values`` maps sizes to numbers; a key may group sizes the pack groups, "200/250".
    Every game size of the season must be covered exactly once (checked against the season).
    """

    values: dict[str, float]
    source: str | None = None
    inferred: Text | None = None

    @field_validator("values")
    @classmethod
    def _keys_are_sizes(cls, values: dict[str, float]) -> dict[str, float]:
        check_size_keys(values)
        return values



class Param(Strict, ParamMethods):
    """A named number of a scenario, constant or per game size, with where it comes from."""

    value: ExprValue | None = None
    # A number or an expression per game size: { "150" = "cm(20)", "200/250/300" = "cm(30)" }.
    values: dict[str, ExprValue] | None = None
    source: str = Field(min_length=1)
    inferred: Text | None = None

    @field_validator("values")
    @classmethod
    def _check_values(cls, values: dict[str, float | str] | None) -> dict[str, float | str] | None:
        if values is not None:
            PerSize(values={key: 0.0 for key in values})  # the keys: sizes, each once
        return values



class When(Strict):
    """When a zone exists or applies: a phase, and for per-round zones the rounds."""

    phase: Literal["deployment", "game", "turn_end", "round_end", "game_end"] = "game"
    rounds: list[int] | None = None
