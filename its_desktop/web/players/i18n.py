"""The players' pages in English, French or Spanish: the phone's language, or the one its reader picked.

The words are the gettext catalog's (``resources/locale``), looked up per request (``_(msg, lang)``), so
two phones in two languages are served at once. Templates call ``_("…")``; a test checks every such
call has its French and Spanish entry, as for the code.
"""

from __future__ import annotations

import re
from contextvars import ContextVar
from functools import lru_cache
from typing import Any

from jinja2 import Environment, PackageLoader, StrictUndefined, select_autoescape
from markupsafe import Markup
from starlette.requests import Request

from its_desktop.domain.i18n import PSEUDO, _, language
from its_desktop.domain.lengths import number

from ..languages import accepted_language

LANGS = ("en", "fr", "es")
NAMES = {"en": "English", "fr": "Français", "es": "Español"}


def language_of(request: Request) -> str:
    """``?lang=`` (the switch), else the remembered choice, else the browser's ``Accept-Language``. Under the
    hidden pseudo-locale (``--lang pseudo``, ITS_DESKTOP_LANG=pseudo) every phone gets it: a test's way to find
    a word of the pages that never went through the catalog."""
    if language() == PSEUDO:
        return PSEUDO
    asked = request.query_params.get("lang")
    if asked in LANGS:
        return asked
    kept = request.cookies.get("lang")
    if kept in LANGS:
        return kept
    return accepted_language(request.headers.get("accept-language", "")) or "en"


# French sets a space before ":", ";", "!" and "?" that never ends a line: on a 360-pixel phone an ordinary one
# let the colon wrap to the start of the next line ("Contrôler au moins une Console" / ": Round de Jeu 1 : 1").
# A no-break space (U+00A0: every phone font has it; the narrow U+202F is missing from some), for the words the
# catalog gives and for the lines the rules write ("accompli → 1 PO; Round de Jeu 2" gets its space too).
_FRENCH_SPACE = re.compile(r"(?<=[^\s\u00a0])[ \u00a0]?([:;!?])(?=\s|$)")
_rendering: ContextVar[str] = ContextVar("its_desktop_page_language", default="en")


def french_spacing(text: str) -> str:
    """``text`` with French's no-break space before ``: ; ! ?`` (a time "10:30" or a URL keeps its colon)."""
    return _FRENCH_SPACE.sub("\u00a0\\1", text)


def _finalize(value: Any) -> Any:
    """Every text a page shows, in French with French spacing; markup (a macro's attributes, a sentence with its
    emphasis) stays markup, or the substitution's plain string would be escaped again."""
    if isinstance(value, str) and _rendering.get() == "fr":
        return Markup(french_spacing(str(value))) if isinstance(value, Markup) else french_spacing(value)
    return value


@lru_cache(maxsize=1)
def environment() -> Environment:
    env = Environment(loader=PackageLoader("its_desktop.resources", "web"), autoescape=select_autoescape(default=True),
                      undefined=StrictUndefined, trim_blocks=True, lstrip_blocks=True, finalize=_finalize)
    env.globals["lang_names"] = NAMES
    return env


def render(template: str, lang: str, **context: Any) -> str:
    def tr(message: str, **fields: Any) -> str:
        text = _(message, lang)
        text = text.format(**fields) if fields else text
        return french_spacing(text) if lang == "fr" else text  # (a word kept in a {% set %} too)

    def num(value: float) -> str:  # a number with the phone's decimal mark ("150,5" in French), not the server's
        return number(value, lang=lang)

    token = _rendering.set(lang)
    try:
        return environment().get_template(template).render(_=tr, num=num, lang=lang, **context)
    finally:
        _rendering.reset(token)


def translate(key: str, lang: str) -> str:
    """The sentence of a refusal (``seat_taken``…), or ``key`` itself when it already is one (the store's)."""
    return messages(lang).get(key, key)


def messages(lang: str) -> dict[str, str]:
    return {
        "unknown_link": _("This link is not (or no longer) one of this event's pages. Scan the QR code on your "
                          "table or the pairings sheet again.", lang),
        "too_many": _("Too many requests from this phone or for this table: wait a few seconds and try again.", lang),
        "cross_origin": _("This form was not sent from this event's page: nothing was saved. Open the table's "
                          "page and send it from there.", lang),
        "bad_form": _("The form could not be read: nothing was saved. Reload the page and try again.", lang),
        "too_big": _("The form is too large: nothing was saved.", lang),
        "too_slow": _("The form took too long to arrive: nothing was saved. Try again.", lang),
        "seat_taken": _("This seat is already taken by another phone. The organizer has been told; ask them if "
                        "it is yours.", lang),
        "seat_code": _("This event needs the seat code printed on your own score sheet.", lang),
        "seat_code_wrong": _("The seat code you typed does not match this seat: nothing was taken. Check the code on "
                             "your own score sheet (six letters and digits) and the seat you chose, then try again.",
                             lang),
        "round_closed": _("This round is closed: only the organizer can change its results now.", lang),
        "no_seat": _("Claim your seat first: only the two players of this table can report its result.", lang),
        "replayed": _("This form was already sent: nothing was done twice.", lang),
        "changed_meanwhile": _("This table's result changed meanwhile (the other player or the organizer was first): "
                               "nothing was overwritten. Open the table's page again to see it as it stands.", lang),
        "no_scenario": _("The organizer has not set this round's scenario yet.", lang),
        "no_map": _("No map: the organizer has not set this round's scenario yet.", lang),
        "database_down": _("The event's database is not answering right now: nothing was saved. Wait a moment "
                           "and try again.", lang),
    }
