"""Words of the rules layer in English, French or Spanish: a gettext catalog, Qt-free.

The catalogs are ``resources/locale/<lang>.po`` (kept in the repository, in the packs' own terms);
the build compiles them to ``.mo`` next to them. A source checkout without the ``.mo`` (or with
an older one) compiles the ``.po`` in memory, so tests and ``python -m its_desktop`` never show
stale words. One language is current for the process: the CLI sets it from ``--lang``, the GUI
from its settings.
"""

from __future__ import annotations

import gettext
import io
import os
import re
from collections.abc import Iterable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from functools import lru_cache
from pathlib import Path

from .po import mo_bytes, parse_po

LANGUAGES = ("en", "fr", "es")
# A hidden language for testing: every catalog word comes out wrapped and accented (``[Ŝçôŕé]``), so a
# word that reaches the user unwrapped never went through the catalog. ``--lang pseudo``, or the
# environment's ITS_DESKTOP_LANG=pseudo; lengths as in English.
PSEUDO = "pseudo"

_current = "en"
# A reader's own language for the work done on their behalf (a phone's request on the event's web server,
# served beside a window in another language): per thread and task, never the process's.
_reader: ContextVar[str | None] = ContextVar("its_desktop_reader_language", default=None)


@contextmanager
def speaking(lang: str | None) -> Iterator[None]:
    """Within the block, words of the rules layer come out in ``lang`` (None: the process's language)."""
    token = _reader.set(lang if lang in LANGUAGES or lang == PSEUDO else None)
    try:
        yield
    finally:
        _reader.reset(token)


def set_language(lang: str) -> None:
    global _current
    if lang not in LANGUAGES and lang != PSEUDO:
        raise ValueError(f"unknown language {lang!r}; known: {', '.join(LANGUAGES)}")
    _current = lang


def language() -> str:
    return _reader.get() or _current


def system_language(environ: dict[str, str] | None = None) -> str:
    """The first of LANGUAGE, LC_ALL, LC_MESSAGES, LANG that names one of ours, else English."""
    env = os.environ if environ is None else environ
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        for part in (env.get(var) or "").split(":"):
            code = part.split("_")[0].split(".")[0].lower()
            if code in LANGUAGES:
                return code
    return "en"


_ACCENTED = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "åƀçđéƒĝĥîĵķĺɱñöþǫŕšţûṽŵẋýžÅßÇĐÉƑĜĤÎĴĶĹṀÑÖÞǪŔŠŢÛṼŴẊÝŽ")
# What the program fills in stays as it is: {name} (str.format), %(name)s and %s (argparse, Qt).
_KEEP = re.compile(r"(\{[^{}]*\}|%\([^)]*\)[a-z]|%[a-z%]|%\d)")


def pseudo(text: str) -> str:
    """``[Ŝçôŕé …]``: the text accented (placeholders kept) and wrapped; empty stays empty."""
    if not text:
        return text
    parts = _KEEP.split(text)
    return "[" + "".join(p if i % 2 else p.translate(_ACCENTED) for i, p in enumerate(parts)) + "]"


class PseudoTranslations(gettext.NullTranslations):
    def gettext(self, message: str) -> str:
        return pseudo(message)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return pseudo(msgid1 if n == 1 else msgid2)

    def pgettext(self, context: str, message: str) -> str:
        return pseudo(message)

    def npgettext(self, context: str, msgid1: str, msgid2: str, n: int) -> str:
        return pseudo(msgid1 if n == 1 else msgid2)


@lru_cache(maxsize=None)
def translations(lang: str) -> gettext.NullTranslations:
    if lang == PSEUDO:
        return PseudoTranslations()
    if lang == "en":  # the message ids are the English words (the interface's plural forms aside: catalog)
        return gettext.NullTranslations()
    return catalog(lang)


@lru_cache(maxsize=None)
def catalog(lang: str) -> gettext.NullTranslations:
    """``resources/locale/<lang>.po`` as gettext reads it: the compiled ``.mo`` when current, else the
    ``.po`` compiled in memory; an empty catalog when there is neither. One catalog per language holds
    the rules layer's words and the interface's (``its_desktop.ui.qt_catalog`` serves Qt from it)."""
    from .package_data import folder as package_folder

    folder = package_folder("its_desktop.resources") / "locale"
    po, mo = folder / f"{lang}.po", folder / f"{lang}.mo"
    if mo.is_file() and not _newer(po, mo):
        return gettext.GNUTranslations(io.BytesIO(mo.read_bytes()))
    if po.is_file():
        return gettext.GNUTranslations(io.BytesIO(mo_bytes(parse_po(po.read_text(encoding="utf-8"), str(po)))))
    return gettext.NullTranslations()  # pragma: no cover - a broken install


def _newer(a: Path, b: Path) -> bool:
    try:
        return os.stat(str(a)).st_mtime > os.stat(str(b)).st_mtime
    except OSError:
        return False


def _(message: str, lang: str | None = None) -> str:
    return translations(lang or language()).gettext(message)


def ngettext(singular: str, plural: str, n: int, lang: str | None = None) -> str:
    return translations(lang or language()).ngettext(singular, plural, n)


def pgettext(context: str, message: str, lang: str | None = None) -> str:
    return translations(lang or language()).pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, n: int, lang: str | None = None) -> str:
    return translations(lang or language()).npgettext(context, singular, plural, n)


def feminine(gender: object, lang: str | None = None) -> bool:
    """Whether a noun of ``gender`` (``{"fr": "f", "es": "m"}``, as a marker carries it) is feminine in
    ``lang``: its state words then come from the catalog's "feminine" context ("Console piratée")."""
    return isinstance(gender, Mapping) and gender.get(lang or language()) == "f"


def chosen_language(lang: str | None, environ: dict[str, str] | None = None) -> str | None:
    """``--lang`` if given, else the hidden pseudo-locale when ITS_DESKTOP_LANG asks for it."""
    env = os.environ if environ is None else environ
    return lang or (PSEUDO if env.get("ITS_DESKTOP_LANG") == PSEUDO else None)


# French and Spanish write 2,5 and 1:8,1: every number a person reads goes through ``decimal``.
DECIMAL_MARK = {"fr": ",", "es": ","}


def decimal(text: str, lang: str | None = None) -> str:
    """A number already written with a decimal point (``"2.5"``), with the reader's decimal mark (a phone's own
    page language inside :func:`speaking`, not the window's)."""
    return text.replace(".", DECIMAL_MARK.get(lang or language(), "."))


# Spanish writes "e" for "y" before a word that starts with an i-sound ("Ana e Inés", "e hijos"; not before
# hia-/hie-/hio-/hiu-, where the i is a consonant: "agua y hielo"), and "u" for "o" before an o-sound (o-, ho-).
_ES_I_SOUND = re.compile(r"^(?:[ií]|h[ií](?![aeouáéóú]))", re.IGNORECASE)
_ES_O_SOUND = re.compile(r"^h?[oó]", re.IGNORECASE)


def semicolon(lang: str | None = None) -> str:
    """What separates the items of a list that hold commas themselves: "; ", in French " ; " (a space before, as
    before every colon and semicolon there)."""
    return pgettext("between the items of a list", "; ", lang)


def join_words(items: Iterable[str], how: str = "and", lang: str | None = None) -> str:
    """``a, b and c`` (``how="or"``: ``a, b or c``) in the reader's language: ``et``/``ou`` in French, ``y``/``o``
    in Spanish (``e``/``u`` before an i-/o-sound). Two items: ``a and b``; one: itself."""
    words = list(items)
    if len(words) < 2:
        return "".join(words)
    lang = lang or language()
    last = words[-1].lstrip()
    if how == "or":
        word = _(" or ", lang)
        if lang == "es" and word == " o " and _ES_O_SOUND.match(last):
            word = " u "
    else:
        word = _(" and ", lang)
        if lang == "es" and word == " y " and _ES_I_SOUND.match(last):
            word = " e "
    return ", ".join(words[:-1]) + word + words[-1]
