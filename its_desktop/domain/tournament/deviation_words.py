"""A round's deviation lines (the automatic pairing's: a rematch avoided, a second bye; and the hand-made ones: a
swap, a table move, a bye given by hand, a no-show, a round kept as paired) as data, and their words in the
reader's language.

The store keeps a code and its values (``{"code": "swap", "params": {"x": "Ana", "y": "Ben"}}``), the warnings
the change raised as their kinds and values, and who made it and why; the tournament window and the printed
pack put them into words when they show them, so a French organizer and a Spanish referee read the same line
each in their own language. Lines stored before this (English text under ``"text"``) are shown as stored.
Player names are the names at the time of the change, as the line reported them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ..i18n import _, join_words

Params = Mapping[str, Any]


def vs(a: object, b: object, lang: str | None = None) -> str:
    """Two players facing each other: "Ana v Ben", "Ana contre Ben", "Ana contra Ben"."""
    return _("{a} v {b}", lang).format(a=a, b=b)


def _swap(p: Params, lang: str | None) -> str:
    return _("{players} swapped seats", lang).format(players=join_words([str(p["x"]), str(p["y"])], lang=lang))


def _move(p: Params, lang: str | None) -> str:
    pair = vs(p["a"], p["b"], lang)
    if p.get("other_a") is None:
        return _("{pair} moved from table {old} to table {table}", lang).format(pair=pair, old=p["old"],
                                                                               table=p["table"])
    return _("{pair} moved from table {old} to table {table} ({other} to table {old})", lang).format(
        pair=pair, old=p["old"], table=p["table"], other=vs(p["other_a"], p["other_b"], lang))


def _bye(p: Params, lang: str | None) -> str:
    return _("{player} given the bye; {old} plays table {table} instead", lang).format(
        player=p["player"], old=p["old"], table=p["table"])


def _bye_split(p: Params, lang: str | None) -> str:
    return _("{player} given a bye; table {table} split, so {other} has a bye too", lang).format(
        player=p["player"], table=p["table"], other=p["other"])


def _forfeit(p: Params, lang: str | None) -> str:
    return _("{absent} did not turn up at table {table}: {present} scores a bye; {absent} withdrawn from the event",
             lang).format(absent=p["absent"], present=p["present"], table=p["table"])


def _kept(p: Params, lang: str | None) -> str:
    return _("Round {round} kept as paired on the standings before the correction to round {corrected}",
             lang).format(round=p["round"], corrected=p["corrected"])


OVERRIDES: dict[str, Callable[[Params, str | None], str]] = {
    "swap": _swap, "move": _move, "bye": _bye, "bye_split": _bye_split, "forfeit": _forfeit, "kept": _kept}


def _rematch(p: Params, lang: str | None) -> str:
    return _("{a} and {b} already met (round {rounds})", lang).format(a=p["a"], b=p["b"], rounds=p["rounds"])


def _club(p: Params, lang: str | None) -> str:
    return _("{a} and {b} are both from {club}", lang).format(a=p["a"], b=p["b"], club=p["club"])


def _table(p: Params, lang: str | None) -> str:
    return _("table {n} again for {name} (played there in round {rounds})", lang).format(
        n=p["n"], name=p["name"], rounds=p["rounds"])


WARNINGS: dict[str, Callable[[Params, str | None], str]] = {"rematch": _rematch, "club": _club, "table": _table}


# The automatic pairing's own deviations (domain.tournament.pairing), stored the same way: a pair of players is
# their two names, a reason (``why``) a warning's kind and values.
def _why(p: Params, lang: str | None) -> str:
    why = p["why"]
    return warning_text(why["kind"], why.get("params") or {}, lang)


def _second_bye(p: Params, lang: str | None) -> str:
    return _("every player still in the event has had a bye; {name} (lowest ranked) takes another", lang).format(
        name=p["name"])


def _repaired(p: Params, lang: str | None) -> str:
    return _("no single swap avoided every rematch, so the round was re-paired in ranking order (each player against "
             "the highest-ranked allowed opponent)", lang)


def _fixed(p: Params, lang: str | None) -> str:
    old_1, old_2, new_1, new_2 = (vs(pair[0], pair[1], lang) for pair in (p["old_1"], p["old_2"], p["new_1"], p["new_2"]))
    return _("{why}: pack order {old_1}, {old_2} became {new_1}, {new_2}", lang).format(
        why=_why(p, lang), old_1=old_1, old_2=old_2, new_1=new_1, new_2=new_2)


def _unavoidable(p: Params, lang: str | None) -> str:
    return _("{why}, and no other pairing avoids it", lang).format(why=_why(p, lang))


PAIRING: dict[str, Callable[[Params, str | None], str]] = {
    "second_bye": _second_bye, "repaired": _repaired, "fixed": _fixed, "unavoidable": _unavoidable}


def pairing_text(code: str, params: Params, lang: str | None = None) -> str:
    return PAIRING[code](params, lang)


def override(code: str, **params: Any) -> dict[str, Any]:
    """What the store keeps of a hand change's line: its code and values (names, tables, rounds)."""
    if code not in OVERRIDES:
        raise KeyError(f"no words for deviation {code!r}")
    return {"code": code, "params": params}


def warning_text(kind: str, params: Params, lang: str | None = None) -> str:
    return WARNINGS[kind](params, lang)


def deviation_text(d: Mapping[str, Any], lang: str | None = None) -> str:
    """A stored deviation line in ``lang`` (default: the current language): a hand change's code and values in
    words, with the warnings it raised and who made it and why; a line stored as text, as stored."""
    code = d.get("code")
    if code in PAIRING and d.get("kind") != "override":
        return pairing_text(code, d.get("params") or {}, lang)
    if code not in OVERRIDES:
        return str(d.get("text") or "")
    text = OVERRIDES[code](d.get("params") or {}, lang)
    warnings = [warning_text(w["kind"], w.get("params") or {}, lang) for w in d.get("warnings") or []
                if isinstance(w, Mapping) and w.get("kind") in WARNINGS]
    if warnings:
        text = _("{change}; warning: {warnings}", lang).format(change=text, warnings="; ".join(warnings))
    if d.get("who"):
        text = _("{change} (by {who}: {why})", lang).format(change=text, who=d["who"], why=d.get("why") or "")
    return text


__all__ = ["OVERRIDES", "PAIRING", "WARNINGS", "deviation_text", "override", "pairing_text", "vs", "warning_text"]
