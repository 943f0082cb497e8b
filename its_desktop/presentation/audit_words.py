"""The audit trail's stored codes in the reader's language: what changed (``player``, ``round``), which
change (``registered``, ``round 2: swap``, ``claim:A``), and the automatic who/why the phones' reports
write (``table 3 seat A``, ``device: …``).

The store keeps its codes (they are the event file's and the backups' too); the Audit tab words them
when it shows them. A code this module does not know is shown as stored. The old and new values are
data (names, numbers, the stored JSON) and are shown as they are.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from its_desktop.domain.i18n import decimal, pgettext

_WHAT: dict[str, Callable[[], str]] = {
    "event": lambda: pgettext("audit", "event"),
    "player": lambda: pgettext("audit", "player"),
    "round": lambda: pgettext("audit", "round"),
    "game": lambda: pgettext("audit", "game"),
    "table": lambda: pgettext("audit", "table"),
    "layout": lambda: pgettext("audit", "layout"),
    "clock": lambda: pgettext("audit", "clock"),
    "seat": lambda: pgettext("audit", "seat"),
    "report": lambda: pgettext("audit", "report"),
}

# A change's own code: the field or the action (the same word for each kind of record).
_CHANGE: dict[str, Callable[[], str]] = {
    "created": lambda: pgettext("audit", "created"),
    "changed": lambda: pgettext("audit", "changed"),
    "deleted": lambda: pgettext("audit", "deleted"),
    "imported": lambda: pgettext("audit", "imported"),
    "registered": lambda: pgettext("audit", "registered"),
    "removed": lambda: pgettext("audit", "removed"),
    "name": lambda: pgettext("audit", "name"),
    "pin": lambda: pgettext("audit", "PIN"),
    "faction": lambda: pgettext("audit", "faction"),
    "sectorial": lambda: pgettext("audit", "sectorial"),
    "club": lambda: pgettext("audit", "club"),
    "lists": lambda: pgettext("audit", "army lists"),
    "pending": lambda: pgettext("audit", "pending"),
    "checked_in": lambda: pgettext("audit", "checked in"),
    "joined_round": lambda: pgettext("audit", "joined in round"),
    "dropped_after_round": lambda: pgettext("audit", "dropped after round"),
    "points": lambda: pgettext("audit", "army points"),
    "extras": lambda: pgettext("audit", "extras"),
    "rounds_planned": lambda: pgettext("audit", "rounds planned"),
    "round_minutes": lambda: pgettext("audit", "round length"),
    "duration_minutes": lambda: pgettext("audit", "round length"),
    "deployment_minutes": lambda: pgettext("audit", "deployment time"),
    "custom_scenario": lambda: pgettext("audit", "custom scenario"),
    "strict_seats": lambda: pgettext("audit", "strict seats"),
    "scenario": lambda: pgettext("audit", "scenario"),
    "result": lambda: pgettext("audit", "result"),
    "end_reason": lambda: pgettext("audit", "end of game"),
    "tally_game_id": lambda: pgettext("audit", "linked tally"),
    "table": lambda: pgettext("audit", "table"),
    "forfeit": lambda: pgettext("audit", "no-show"),
    "propose": lambda: pgettext("audit", "result proposed"),
    "confirm": lambda: pgettext("audit", "result confirmed"),
    "dispute": lambda: pgettext("audit", "result disputed"),
    "approve": lambda: pgettext("audit", "report approved"),
    "reject": lambda: pgettext("audit", "report rejected"),
    # a round's own changes ("round 2: swap")
    "swap": lambda: pgettext("audit", "players swapped"),
    "bye": lambda: pgettext("audit", "bye given"),
    "kept": lambda: pgettext("audit", "kept as paired"),
    "pairings": lambda: pgettext("audit", "pairings"),
    "paired again": lambda: pgettext("audit", "paired again"),
    "start": lambda: pgettext("audit", "clock started"),
    "pause": lambda: pgettext("audit", "clock paused"),
    "resume": lambda: pgettext("audit", "clock resumed"),
    "time_called": lambda: pgettext("audit", "time called"),
}

_SEAT: dict[str, Callable[[], str]] = {
    "claim": lambda: pgettext("audit", "seat {side} claimed"),
    "release": lambda: pgettext("audit", "seat {side} released"),
    "refused": lambda: pgettext("audit", "seat {side} refused"),
}

_ROUND = re.compile(r"round (\d+)(?:: (.+))?")
_TABLE = re.compile(r"table (\S+)( layout)?")
_SEAT_CODE = re.compile(r"(claim|release|refused):([AB])")
_REPORTER = re.compile(r"table (\S+) seat ([AB])")


def what_words(what: str) -> str:
    """The kind of record a change is to: "player", "joueur", "jugador"."""
    word = _WHAT.get(what)
    return word() if word else what


def change_words(code: str) -> str:
    """Which change, from its stored code: "round 2: swap" is "Ronde 2 : joueurs échangés"."""
    if code in _CHANGE:
        return _CHANGE[code]()
    if m := _ROUND.fullmatch(code):
        if m.group(2) is None:
            return pgettext("audit", "round {n}").format(n=m.group(1))
        return pgettext("audit", "round {n}: {change}").format(n=m.group(1), change=change_words(m.group(2)))
    if m := _TABLE.fullmatch(code):
        if m.group(2):
            return pgettext("audit", "table {n} layout").format(n=m.group(1))
        return pgettext("audit", "table {n}").format(n=m.group(1))
    if m := _SEAT_CODE.fullmatch(code):
        return _SEAT[m.group(1)]().format(side=m.group(2))
    return code


def who_words(who: str) -> str:
    """Who made it: a person's name as typed; a phone's report as "table 3, seat A" in the language."""
    if who == "command line":  # what `its-desktop event import` writes (cli_event.WHO)
        return pgettext("audit", "command line")
    if m := _REPORTER.fullmatch(who):
        return pgettext("audit", "table {n}, seat {side}").format(n=m.group(1), side=m.group(2))
    return who


def why_words(why: str | None) -> str:
    """The reason: the organizer's words as typed; the reasons the program writes, in the language."""
    if not why:
        return ""
    if why == "CSV import":
        return pgettext("audit", "CSV import")
    if why.startswith("device: "):
        return pgettext("audit", "device: {device}").format(device=why[len("device: "):])
    return why


# A stored value's keys ({"op_a": 7, "fulfilled": true}), worded; an unknown key is shown as stored.
_KEYS: dict[str, Callable[[], str]] = {
    "name": lambda: pgettext("audit value", "name"),
    "pieces": lambda: pgettext("audit value", "pieces"),
    "from": lambda: pgettext("audit value", "from"),
    "players": lambda: pgettext("audit value", "players"),
    "seed": lambda: pgettext("audit value", "seed"),
    "tables": lambda: pgettext("audit value", "tables"),
    "bye": lambda: pgettext("audit value", "bye"),
    "deviations": lambda: pgettext("audit value", "deviations"),
    "op_a": lambda: pgettext("audit value", "OP A"),
    "op_b": lambda: pgettext("audit value", "OP B"),
    "vp_a": lambda: pgettext("audit value", "VP A"),
    "vp_b": lambda: pgettext("audit value", "VP B"),
    "fulfilled": lambda: pgettext("audit value", "fulfilled"),
    "secure_hvt": lambda: pgettext("audit value", "Secure HVT"),
    "intelcom": lambda: pgettext("audit value", "INTELCOM"),
    "value": lambda: pgettext("audit value", "value"),
    "season": lambda: pgettext("audit value", "season"),
    "a": lambda: pgettext("audit value", "player A"),
    "b": lambda: pgettext("audit value", "player B"),
    "absent": lambda: pgettext("audit value", "absent"),
    "corrected": lambda: pgettext("audit value", "corrected round"),
    # a hand correction of the tally ({"value": 2, "who": "player", "why": …}) and a Classified card's symbol
    "who": lambda: pgettext("audit value", "by"),
    "why": lambda: pgettext("audit value", "reason"),
    "symbol": lambda: pgettext("audit value", "symbol"),
}

# Stored words inside a value: who corrected a cell when the station has no name (the tally's default).
_WORDS: dict[str, Callable[[], str]] = {
    "player": lambda: pgettext("audit value", "a player"),
}


def value_words(value: Any) -> str:
    """A stored value as a reader reads it, never as JSON: "PO A 7 · PV A 210" for {"op_a": 7, "vp_a": 210.0},
    "oui"/"sí" for true, "2,5" with the reader's decimal mark, "–" for none; names and numbers as stored."""
    if value is None:
        return "–"
    if isinstance(value, bool):
        return pgettext("audit value", "yes") if value else pgettext("audit value", "no")
    if isinstance(value, float):
        return decimal(f"{value:g}")
    if isinstance(value, (int, str)):
        return str(value)
    if isinstance(value, dict):
        return " · ".join(f"{_KEYS[k]() if k in _KEYS else k} {_dict_value(k, v)}" for k, v in value.items())
    if isinstance(value, (list, tuple)):
        inner = [value_words(v) for v in value]
        return "[" + ", ".join(inner) + "]" if any(isinstance(v, (list, tuple)) for v in value) else ", ".join(inner)
    return str(value)


def _dict_value(key: str, v: Any) -> str:
    if key == "who" and isinstance(v, str) and v in _WORDS:
        return _WORDS[v]()
    if v == "":
        return "–"  # "name –", not "name" and nothing (a card not named yet)
    return value_words(v)


@dataclass(frozen=True)
class EventNames:
    """The event's names for the ids its stored values hold: players by id, and a scenario's name in the reader's
    language by its id (an id it does not know is shown as stored)."""

    players: Mapping[int, str] = field(default_factory=dict)
    scenario: Callable[[str], str] = field(default=lambda sid: sid)
    season: Callable[[str], str] = field(default=lambda sid: sid)

    def player(self, v: Any) -> str:
        return self.players.get(v, str(v)) if isinstance(v, int) and not isinstance(v, bool) else value_words(v)


# Keys whose values are a player's id ("bye 3" is Carla Dias), and field codes whose whole value is one or more.
_PLAYER_KEYS = frozenset({"bye", "a", "b", "absent"})
_ROUND_CHANGE = re.compile(r"round \d+: (bye|swap|scenario)")


def _key_words(key: str) -> str:
    word = _KEYS.get(key) or _CHANGE.get(key)
    return word() if word else key


def _pairings_words(tables: list[Any], names: EventNames) -> str:
    """``[[1, 2, 5], [2, 4, 1]]`` (table, player A, player B) as "table 1 : Ben contre Eva ; table 2 : …"."""
    return pgettext("audit value", "; ").join(
        pgettext("audit value", "table {n}: {a} against {b}").format(n=t[0], a=names.player(t[1]), b=names.player(t[2]))
        if isinstance(t, (list, tuple)) and len(t) == 3 else value_words(t) for t in tables)


def _entry_words(key: str, v: Any, names: EventNames) -> str:
    if key in _PLAYER_KEYS:
        return names.player(v) if v is not None else "–"
    if key == "scenario" and isinstance(v, str):
        return names.scenario(v)
    if key == "season" and isinstance(v, str):
        return names.season(v)
    if isinstance(v, list) and not v:
        return "–"  # "Extras –", not "Extras" and nothing
    if key == "tables" and isinstance(v, list):
        return _pairings_words(v, names)
    return value_words(v)


def journal_words(value: Any, code: str, names: EventNames) -> str:
    """A value of the event's audit trail as its reader reads it: every key worded ("durée de la ronde 120",
    never "duration_minutes 120"), players by name ("exemption Carla Dias", not the id 3), a scenario by its name
    in the reader's language ("Suprématie", not "s16/supremacy"), a round's pairings as words, not a list."""
    if value is None:
        return "–"
    if isinstance(value, dict):
        # a round's pairings say "table 1 : …" themselves: no key before them
        return " · ".join(_entry_words(k, v, names) if k == "tables" and v else
                          f"{_key_words(k)} {_entry_words(k, v, names)}" for k, v in value.items())
    if m := _ROUND_CHANGE.fullmatch(code):
        kind = m.group(1)
        if kind == "scenario" and isinstance(value, str):
            return names.scenario(value)
        if kind == "bye":
            return names.player(value)
        if kind == "swap" and isinstance(value, list):
            return pgettext("audit value", "{a} and {b}").format(a=names.player(value[0]), b=names.player(value[1])) \
                if len(value) == 2 else ", ".join(names.player(v) for v in value)
    if code == "scenario" and isinstance(value, str):
        return names.scenario(value)
    return value_words(value)


__all__ = ["EventNames", "change_words", "journal_words", "value_words", "what_words", "who_words", "why_words"]
