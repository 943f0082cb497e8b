"""The evaluation's explanations as data, and their words in the reader's language.

The evaluator says *why* as a ``Reason``: a message kind and its named parameters (a trooper, a
number, a season's state, another reason). ``render`` turns one into a sentence through the gettext
catalog, in the language asked for (the current one by default), when a view, the command line or a
page shows it; nothing reads a sentence back. The privacy filter changes parameters (a hidden
trooper becomes "Marker"), never words.

Parameters are shown as they are when they are data (a zone's name, a marker's label, a player's
letter); numbers are written as the language writes them (``2,5`` in French and Spanish); a ``Who``
is a trooper by its label, or "Marker" when hidden; a ``Term`` is a word of the season's data (a
trooper state) by its name in the language; tuples of troopers are listed, and their count picks
the plural.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import lru_cache
from typing import Any, NamedTuple

from .i18n import _, feminine, language, ngettext, npgettext, pgettext
from .mission.common import Localized

Params = Mapping[str, Any]


# Immutable records as named tuples: a full evaluation makes a few of them for each trooper near a zone
# when its explanation is read, and a tuple is made three times faster than a frozen dataclass.
class Reason(NamedTuple):
    """One explanation: ``kind`` names its message, ``params`` fill it."""

    kind: str
    params: Params = {}

    def but(self, **changes: Any) -> Reason:
        """The same reason with some parameters changed."""
        return Reason(self.kind, {**self.params, **changes})


def reason(kind: str, **params: Any) -> Reason:
    if kind not in _MESSAGES:
        raise KeyError(f"no message for reason {kind!r}")
    return Reason(kind, params)


class Who(NamedTuple):
    """A trooper named in a reason. ``hidden``: shown as a marker to this view (its label is not said)."""

    id: str | None
    label: str
    player: str
    hidden: bool = False


class Term(NamedTuple):
    """A word of the season's data: its id, and its name per language (None: the id is shown)."""

    id: str
    name: Localized | None = None


def render(r: Reason, lang: str | None = None) -> str:
    """``r`` in ``lang`` (default: the current language)."""
    lang = lang or language()
    return _MESSAGES[r.kind](r.params, lang)


def renamed(r: Reason, change: Callable[[Who], Who]) -> Reason:
    """``r`` with every trooper it names (nested reasons and lists included) passed through ``change``."""
    params: dict[str, Any] = {}
    for k, v in r.params.items():
        if isinstance(v, Who):  # before the tuples: a Who is one
            v = change(v)
        elif isinstance(v, Reason):
            v = renamed(v, change)
        elif isinstance(v, tuple) and v and isinstance(v[0], Who):
            v = tuple(change(w) for w in v)
        params[k] = v
    return Reason(r.kind, params)


# -- the pieces -------------------------------------------------------------------------------------
def number(value: float | int, lang: str) -> str:
    """``2.5`` as the language writes it (``2,5`` in French and Spanish); whole numbers stay bare."""
    if isinstance(value, int) or value.is_integer():
        return str(int(value))  # points and totals: whole, and three times faster than formatting a float
    text = f"{value:g}"
    return text.replace(".", ",") if lang in _DECIMAL_COMMA else text


_DECIMAL_COMMA = frozenset(("fr", "es"))


def total(value: float | str, lang: str) -> str:
    """A zone total, or "?" where the view may not know it."""
    return value if isinstance(value, str) else number(value, lang)


def share(fraction: float, lang: str) -> str:
    """How much of a base is inside, in words: exact half and the edges are said, not rounded."""
    if fraction >= 1:
        return "100 %"  # most lines: a base wholly inside
    # Here, not at the top: the geometry package is Shapely's, and an evaluation's words come after one.
    from .geometry import HALF_TOLERANCE

    if abs(fraction - 0.5) <= HALF_TOLERANCE:
        return _("exactly half", lang)
    pct = fraction * 100
    if 0 < pct < 1:
        return _("under 1 %", lang)
    if 99 < pct < 100:
        return _("over 99 %", lang)
    # Near half but not half: enough digits that 50 % never shows for a base that is not exactly half.
    text = f"{pct:.3f} %" if abs(pct - 50) < 0.5 and fraction != 0.5 else f"{pct:.0f} %"
    return text.replace(".", ",") if lang in ("fr", "es") else text


def who(w: Who, lang: str) -> str:
    return _("Marker", lang) if w.hidden else w.label


def names(troopers: tuple[Who, ...], lang: str) -> str:
    return ", ".join(who(w, lang) for w in troopers)


def term(t: Term, lang: str) -> str:
    # English says a state as its id mid-sentence ("in a Null state (unconscious)"), as the
    # command's JSON always has; the other languages by the season's own name (Inconscient, Inconsciente).
    if t.name is None or lang == "en":
        return t.id.replace("_", " ")
    return t.name.get(lang)


def _head(p: Params, lang: str) -> Mapping[str, str]:
    """``label`` and ``player`` of the reason's trooper (``who``)."""
    w: Who = p["who"]
    return {"label": who(w, lang), "player": w.player}


# -- the messages -----------------------------------------------------------------------------------
# Each kind is one whole sentence per case (French and Spanish agree the words: a "destroyed"
# objective is "détruit", a plural list takes "figurines"), with its parameters rendered above.

def _zone_trooper(p: Params, lang: str) -> str:
    w: Who = p["who"]
    verdict: Reason = p["verdict"]
    return _("{label} ({player}, {points} pts): {pct} of the base inside — {reason}", lang).format(
        label=_("Marker", lang) if w.hidden else w.label, player=w.player, points=number(p["points"], lang),
        pct=share(p["fraction"], lang), reason=_MESSAGES[verdict.kind](verdict.params, lang))


def _zone_hidden(p: Params, lang: str) -> str:
    if p["inside"]:
        return _("Marker ({player}): inside", lang).format(player=p["player"])
    return _("Marker ({player}): not inside", lang).format(player=p["player"])


def _intelcom(p: Params, lang: str) -> str:
    if p["added"]:
        return _("INTELCOM Support and Control ({player}): + {card}", lang).format(
            player=p["player"], card=number(p["card"], lang))
    return _("INTELCOM Support and Control ({player}): no non-Null trooper inside — not added", lang).format(
        player=p["player"])


def _not_inside(p: Params, lang: str) -> str:
    rule = p.get("rule")
    if rule == "more_than_half":
        return _("not more than half: not inside", lang)
    if rule == "totally_inside":
        return _("not totally inside: not inside", lang)
    if rule == "touching":
        return _("not touching: not inside", lang)
    return _("not inside", lang)


def _counts(p: Params, lang: str) -> str:
    return _counts_text(p["value"], p.get("baggage") or 0, lang)


@lru_cache(maxsize=1024)
def _counts_text(value: float, baggage: float, lang: str) -> str:
    # Most lines of a zone end with this verdict, for a few dozen values: made once each.
    if baggage:
        return _("inside, counts {value} + {bonus} Baggage", lang).format(
            value=number(value, lang), bonus=number(baggage, lang))
    return _("inside, counts {value}", lang).format(value=number(value, lang))


def _not_counted_kind(p: Params, lang: str) -> str:
    kind = p["kind"]
    if kind == "marker":
        return _("a marker does not count in this season", lang)
    if kind == "token":
        return _("a token does not count in this season", lang)
    return _("a model does not count in this season", lang)


def _not_counted_tag(p: Params, lang: str) -> str:
    tag = p["tag"]
    if tag == "proxy":
        return _("Proxies do not count in this season", lang)
    if tag == "peripheral":
        return _("Peripherals do not count in this season", lang)
    return _("AI Beacons do not count in this season", lang)


def _summary(p: Params, lang: str) -> str:
    a, b, zone, outcome = total(p["a"], lang), total(p["b"], lang), p["zone"], p["outcome"]
    if outcome == "hidden":
        return _("{zone}: A {a}, B {b} — not known: it includes hidden values", lang).format(zone=zone, a=a, b=b)
    if outcome == "tie":
        return _("{zone}: A {a}, B {b} — a tie: nobody dominates", lang).format(zone=zone, a=a, b=b)
    if outcome == "nobody":
        return _("{zone}: A {a}, B {b} — nobody dominates", lang).format(zone=zone, a=a, b=b)
    if p.get("provisional"):  # the round is not scored yet (domain.provisional): what it would score now
        return _("{zone}: A {a}, B {b} — dominated by {player} so far (provisional: scored at the end of the round)",
                 lang).format(zone=zone, a=a, b=b, player=outcome)
    return _("{zone}: A {a}, B {b} — dominated by {player}", lang).format(zone=zone, a=a, b=b, player=outcome)


# An objective's state words agree with its name ("Console piratée", "Consola hackeada"): a reason about a
# marker carries the marker's ``gender``, and a feminine one takes the catalog's "feminine" context. Each
# case is written out whole, so the catalog's checks see every message.
def _marker_gone(p: Params, lang: str) -> str:
    f = feminine(p.get("gender"), lang)
    if p["status"] == "destroyed":
        text = pgettext("feminine", "{label} is destroyed: nobody controls it", lang) if f else \
            _("{label} is destroyed: nobody controls it", lang)
    else:
        text = pgettext("feminine", "{label} is removed: nobody controls it", lang) if f else \
            _("{label} is removed: nobody controls it", lang)
    return text.format(label=p["marker"])


def _not_carried(p: Params, lang: str) -> str:
    if feminine(p.get("gender"), lang):
        return pgettext("feminine", "{label} is not carried: nobody controls it", lang).format(label=p["marker"])
    return _("{label} is not carried: nobody controls it", lang).format(label=p["marker"])


def _carrier_not_model(p: Params, lang: str) -> str:
    if feminine(p.get("gender"), lang):
        return pgettext("feminine", "carried by {label} ({player}), who is a marker: no control", lang).format(
            **_head(p, lang))
    return _("carried by {label} ({player}), who is a marker: no control", lang).format(**_head(p, lang))


def _carrier_null(p: Params, lang: str) -> str:
    if feminine(p.get("gender"), lang):
        return pgettext("feminine", "carried by {label} ({player}), who is in a Null state: no control",
                        lang).format(**_head(p, lang))
    return _("carried by {label} ({player}), who is in a Null state: no control", lang).format(**_head(p, lang))


def _carried(p: Params, lang: str) -> str:
    if feminine(p.get("gender"), lang):
        return pgettext("feminine", "carried by {label} ({player}), no enemy model in contact: controlled by {player}",
                        lang).format(**_head(p, lang))
    return _("carried by {label} ({player}), no enemy model in contact: controlled by {player}", lang).format(
        **_head(p, lang))


def _both(p: Params, lang: str) -> str:
    if feminine(p.get("gender"), lang):
        return pgettext("feminine", "both players have models in contact: nobody controls it", lang)
    return _("both players have models in contact: nobody controls it", lang)


def _nobody(p: Params, lang: str) -> str:
    if feminine(p.get("gender"), lang):
        return pgettext("feminine", "no qualifying model in contact: nobody controls it", lang)
    return _("no qualifying model in contact: nobody controls it", lang)


def _carrier_blocked(p: Params, lang: str) -> str:
    enemies: tuple[Who, ...] = p["enemies"]
    if feminine(p.get("gender"), lang):
        text = npgettext("feminine", "carried by {label} ({player}), in contact with enemy {names}: no control",
                         "carried by {label} ({player}), in contact with enemies {names}: no control",
                         len(enemies), lang)
    else:
        text = ngettext("carried by {label} ({player}), in contact with enemy {names}: no control",
                        "carried by {label} ({player}), in contact with enemies {names}: no control",
                        len(enemies), lang)
    return text.format(names=names(enemies, lang), **_head(p, lang))


def _not_a_model(p: Params, lang: str) -> str:
    if p["kind"] == "token":
        return _("{label} ({player}) is a token: markers neither control nor block", lang).format(**_head(p, lang))
    return _("{label} ({player}) is a marker: markers neither control nor block", lang).format(**_head(p, lang))


def _blocked(p: Params, lang: str) -> str:
    enemies: tuple[Who, ...] = p["enemies"]
    if feminine(p.get("gender"), lang):
        text = npgettext("feminine", "{player} is in contact but so is enemy model {names}: nobody controls it",
                         "{player} is in contact but so are enemy models {names}: nobody controls it",
                         len(enemies), lang)
    else:
        text = ngettext("{player} is in contact but so is enemy model {names}: nobody controls it",
                        "{player} is in contact but so are enemy models {names}: nobody controls it",
                        len(enemies), lang)
    return text.format(player=p["player"], names=names(enemies, lang))


def _controlled(p: Params, lang: str) -> str:
    holders: tuple[Who, ...] = p["holders"]
    if feminine(p.get("gender"), lang):
        text = npgettext("feminine", "only {player} has a model in contact ({names}): controlled by {player}",
                         "only {player} has models in contact ({names}): controlled by {player}",
                         len(holders), lang)
    else:
        text = ngettext("only {player} has a model in contact ({names}): controlled by {player}",
                        "only {player} has models in contact ({names}): controlled by {player}",
                        len(holders), lang)
    return text.format(player=p["player"], names=names(holders, lang))


_MESSAGES: dict[str, Callable[[Params, str], str]] = {
    # a zone's lines, and the verdict each line ends with (the command's JSON "reason", in English)
    "zone.trooper": _zone_trooper,
    "zone.hidden": _zone_hidden,
    "zone.intelcom": _intelcom,
    "zone.summary": _summary,
    "zone.empty": lambda p, lang: _("No trooper inside.", lang),
    "inside": lambda p, lang: _("inside", lang),
    "not_inside": _not_inside,
    "counts": _counts,
    "not_counted": lambda p, lang: _("inside, does not count: {why}", lang).format(why=render(p["why"], lang)),
    "intelcom.added": lambda p, lang: _("INTELCOM Support and Control", lang),
    "intelcom.not_added": lambda p, lang: _("the card needs a non-Null trooper of its player inside", lang),
    # why a trooper inside does not count
    "why.token": lambda p, lang: _("a token that does not represent a trooper", lang),
    "why.kind": _not_counted_kind,
    "why.tag": _not_counted_tag,
    "why.null": lambda p, lang: _("in a Null state ({state})", lang).format(state=term(p["state"], lang)),
    # an objective's control
    "marker.gone": _marker_gone,
    "marker.not_carried": _not_carried,
    "marker.carrier_not_model": _carrier_not_model,
    "marker.carrier_null": _carrier_null,
    "marker.carrier_blocked": _carrier_blocked,
    "marker.carried": _carried,
    "marker.inside_owned": lambda p, lang: _("{label} is totally inside {zone}: counts for {player}", lang).format(
        label=p["marker"], zone=p["zone"], player=p["player"]),
    "marker.not_inside_owned": lambda p, lang: _("{label} is not totally inside an owned zone", lang).format(
        label=p["marker"]),
    "marker.not_a_model": _not_a_model,
    "marker.null": lambda p, lang: _("{label} ({player}) is in a Null state ({state}): does not count", lang).format(
        state=term(p["state"], lang), **_head(p, lang)),
    "marker.not_specialist": lambda p, lang: _(
        "{label} ({player}) is not a Specialist: cannot control, but blocks", lang).format(**_head(p, lang)),
    "marker.both": _both,
    "marker.nobody": _nobody,
    "marker.blocked": _blocked,
    "marker.controlled": _controlled,
}

KINDS = frozenset(_MESSAGES)

__all__ = ["KINDS", "Reason", "Term", "Who", "number", "reason", "render", "renamed", "share"]
