"""Building blocks shared by season and scenario files, as the program reads them.

These are the runtime types: plain frozen dataclasses, so the library read back from its cache (and every
command with it) needs no pydantic. A file coming in is validated by the models of ``fileformat/`` (same
names, same fields) and converted to these (``fileformat/convert.py``). The methods live in the ``…Methods``
mixins, which the file models share, so each is written once.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING, Literal, TypeAlias

from its_desktop.domain import i18n
from its_desktop.domain.i18n import _

from .frozen import Frozen, field

Player = Literal["A", "B"]
ExprValue: TypeAlias = str | float  # a number or an expression such as 'W - d' (checked when read)
DiameterMM: TypeAlias = float  # held to domain/bounds.py's BASE_MM when read
TableSide: TypeAlias = float  # held to domain/bounds.py's TABLE_SIDE when read


def size_key(key: str) -> list[int]:
    """The game sizes of a per-size key (``"200/250"``); ValueError for anything else (``"2{0"``, ``"²"``)."""
    parts = key.split("/")  # no spaces: lookups compare the parts as written ("300 " would never match)
    if not all(part.isascii() and part.isdigit() and len(part) <= 6 for part in parts):
        raise ValueError(_("size key {key!r} must be game sizes joined by '/', such as '200/250'").format(key=key[:40]))
    return [int(part) for part in parts]


def check_size_keys(keys: Iterable[str]) -> None:
    """Every key a size key, no size twice."""
    seen: set[int] = set()
    for key in keys:
        for size in size_key(key):
            if size in seen:
                raise ValueError(_("game size {size} is given twice").format(size=size))
            seen.add(size)


# A length inside a text, written as a number and the pack's unit in braces: "within {4 in} of its Deployment
# Zone". It is formatted when read, in the reader's units and language ("10 cm", "4 po", "4 pulg."): the
# units rule of domain/lengths.py (the user's choice wins; the unit written here, the pack's own, is the default).
LENGTH = re.compile(r"\{(\d+(?:\.\d+)?) (in|cm)\}")
# A length and the full stop after it: Spanish inches end in one already ("24 pulg."), a sentence gets one only.
_LENGTH_STOP = re.compile(LENGTH.pattern + r"(\.?)")


def lengths_in(text: str) -> list[str]:
    """The length placeholders of a text, in order ("{4 in}")."""
    return [m.group(0) for m in LENGTH.finditer(text)]


def with_lengths(text: str, lang: str | None = None) -> str:
    """``text`` with its lengths in the reader's units and ``lang``'s words (default: the current language)."""
    if "{" not in text:  # the common case: most texts hold no length
        return text
    from its_desktop.domain import lengths

    def shown(m: re.Match[str]) -> str:
        amount, unit, stop = float(m.group(1)), m.group(2), m.group(3)
        table_units = amount / lengths.per_table_unit(unit)  # a table unit is 1 in or 2.5 cm
        said = lengths.length(table_units, unit, lang=lang)
        return said if said.endswith(".") else said + stop

    return _LENGTH_STOP.sub(shown, text)


class LocalizedMethods:
    __slots__ = ()
    if TYPE_CHECKING:  # the fields of the classes these methods serve
        en: str

    def get(self, lang: str | None = None) -> str:
        """The text in ``lang`` (default: the current language), English when it has none; a length in it in
        the reader's units."""
        lang = lang or i18n.language()
        if lang == i18n.PSEUDO:  # the pack's words too, so the pseudo-locale shows what is not data
            return i18n.pseudo(with_lengths(self.en, "en"))
        return with_lengths(self.template(lang), lang)

    def template(self, lang: str | None = None) -> str:
        """The text in ``lang`` with its lengths still numbers ("{4 in}"): what a resolved table keeps, so a
        length follows the units the reader chooses after it was resolved (see :func:`with_lengths`)."""
        lang = lang or i18n.language()
        if lang == i18n.PSEUDO:
            return i18n.pseudo(self.en)
        return getattr(self, lang, None) or self.en

    def missing(self) -> list[str]:
        return [lang for lang in ("fr", "es") if not getattr(self, lang)]


class Localized(Frozen, LocalizedMethods):
    """Text per language; English is required, French and Spanish follow."""

    en: str
    fr: str | None = None
    es: str | None = None
    # The languages whose text is our own translation: the pack of that language has no such name.
    ours: list[Literal["fr", "es"]] = field(default_factory=list)


# A label or note: a Localized that ``mission --json`` dumps as the one string a reader sees (fileformat's Text).
Text: TypeAlias = Localized


class GenderMethods:
    __slots__ = ()
    if TYPE_CHECKING:  # the fields of the classes these methods serve
        fr: str
        es: str

    def get(self, lang: str | None = None) -> str:
        """``"f"`` or ``"m"`` in ``lang`` (default: the current language); ``"m"`` for English and any other."""
        return str(getattr(self, lang or i18n.language(), None) or "m")


class Gender(Frozen, GenderMethods):
    """A name's grammatical gender in French and Spanish ("m"/"f"): what the state words agree with.

    The packs agree them ("Console Piratée", "Consola Hackeada", "Tech-Coffin activado"); one kind of
    marker can hold nouns of both genders (a console kind named "Vérificateur d'Identité"), so the gender
    is given with the name, not guessed from the kind.
    """

    fr: Literal["m", "f"]
    es: Literal["m", "f"]


class ShortNameMethods:
    __slots__ = ()
    if TYPE_CHECKING:  # the fields of the classes these methods serve
        en: str

    def get(self, lang: str | None = None) -> str:
        """The short name in ``lang`` (default: the current language); English for any other."""
        lang = lang or i18n.language()
        if lang == i18n.PSEUDO:
            return i18n.pseudo(self.en)
        return str(getattr(self, lang, None) or self.en)


class ShortName(Frozen, ShortNameMethods):
    """A name short enough for the table, a legend, a score line or a column: "Q1", "ZD A", "C3"."""

    en: str
    fr: str
    es: str
    ours: list[Literal["en", "fr", "es"]] = field(default_factory=list)
    source: str | None = None


class PerSizeMethods:
    __slots__ = ()
    if TYPE_CHECKING:  # the fields of the classes these methods serve
        values: dict[str, float]

    def sizes(self) -> set[int]:
        return {size for key in self.values for size in size_key(key)}

    def at(self, points: int) -> float:
        for key, value in self.values.items():
            if str(points) in key.split("/"):
                return value
        raise KeyError(points)


class PerSize(Frozen, PerSizeMethods):
    """A value that changes with the game size; a key may group sizes the pack groups, "200/250"."""

    values: dict[str, float]
    source: str | None = None
    inferred: Text | None = None


class ParamMethods:
    __slots__ = ()
    if TYPE_CHECKING:  # the fields of the classes these methods serve
        values: dict[str, ExprValue] | None

    def per_size(self) -> PerSize | None:
        """The sizes, with a placeholder for each value (``at_size`` gives the value itself)."""
        return PerSize(values={key: 0.0 for key in self.values}) if self.values is not None else None

    def at_size(self, points: int) -> float | str:
        assert self.values is not None
        for key, value in self.values.items():
            if str(points) in key.split("/"):
                return value
        raise KeyError(points)


class Param(Frozen, ParamMethods):
    """A named number of a scenario, constant or per game size, with where it comes from."""

    value: ExprValue | None = None
    # A number or an expression per game size: { "150" = "cm(20)", "200/250/300" = "cm(30)" }.
    values: dict[str, ExprValue] | None = None
    source: str
    inferred: Text | None = None


class When(Frozen):
    """When a zone exists or applies: a phase, and for per-round zones the rounds."""

    phase: Literal["deployment", "game", "turn_end", "round_end", "game_end"] = "game"
    rounds: list[int] | None = None
