"""What the referee says about an objective, in the scenario's own terms.

A marker the scenario activates (Heating Units, antennas, consoles) is explained by its activation,
not by who is in contact with it: ``Heating Unit, Dead Zone A: active, activated by A in round 2``.
Markers scored by control keep ``controlled by``. The round of an activation is the caller's
knowledge (the game's end-of-round snapshots), given per marker and player.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any, Protocol

from .evaluation import MarkerResult

from .i18n import _, feminine, join_words, pgettext

ACTIVATION_STATES = ("activated_by", "hacked_by", "connected", "activated_once_per_player", "alternating")


def _verb(states: list[str]) -> str:
    if "hacked_by" in states and "activated_by" not in states:
        return "hacked"
    if "connected" in states and "activated_by" not in states:
        return "connected"
    return "activated"


# The words of each verb, whole, so a translation can agree them; a feminine name takes the "feminine"
# context ("Console 1 : pas piratée", "Consola 1: hackeada por A"), as the packs agree them.
def _not(verb: str, f: bool) -> str:
    if f:
        return {"hacked": pgettext("feminine", "not hacked"), "connected": pgettext("feminine", "not connected"),
                "activated": pgettext("feminine", "not activated")}[verb]
    return {"hacked": _("not hacked"), "connected": _("not connected"), "activated": _("not activated")}[verb]


def _marked(verb: str, f: bool) -> str:
    if f:
        return {"hacked": pgettext("feminine", "marked hacked, by nobody named"),
                "connected": pgettext("feminine", "marked connected, by nobody named"),
                "activated": pgettext("feminine", "marked activated, by nobody named")}[verb]
    return {"hacked": _("marked hacked, by nobody named"), "connected": _("marked connected, by nobody named"),
            "activated": _("marked activated, by nobody named")}[verb]


def _by(verb: str, f: bool) -> str:
    if f:
        return {"hacked": pgettext("feminine", "hacked by {who}"), "connected": pgettext("feminine", "connected by {who}"),
                "activated": pgettext("feminine", "activated by {who}")}[verb]
    return {"hacked": _("hacked by {who}"), "connected": _("connected by {who}"),
            "activated": _("activated by {who}")}[verb]


def _status(status: str, f: bool) -> str:
    if f:
        return {"destroyed": pgettext("feminine", "destroyed"), "removed": pgettext("feminine", "removed")}.get(
            status, status)
    return {"destroyed": _("destroyed"), "removed": _("removed")}.get(status, status)


def _controlled(player: str, f: bool) -> str:
    if f:
        return pgettext("feminine", "controlled by {player}").format(player=player)
    return _("controlled by {player}").format(player=player)


def held_by(states: list[str], gender: object, player: str) -> str:
    """What marking an objective held by ``player`` says, as its scenario holds it and agreed with its name:
    "Hacked by A" for a console, "Activated by A" for an antenna ("Piratée par A", "Activada por A")."""
    text = _by(_verb(states), feminine(gender)).format(who=player)
    return text[:1].upper() + text[1:]


def status_word(status: str, gender: object) -> str:
    """"Destroyed" / "Removed" for an objective's menu, agreed with its name ("Détruite", "Retirada")."""
    text = _status(status, feminine(gender))
    return text[:1].upper() + text[1:]


class _Named(Protocol):
    @property
    def id(self) -> str: ...
    @property
    def label(self) -> str: ...
    @property
    def short(self) -> str: ...
    @property
    def owner(self) -> str | None: ...
    @property
    def x(self) -> float: ...
    @property
    def y(self) -> float: ...


def objective_names(markers: Sequence[_Named]) -> dict[str, str]:
    """Each objective's name as a player reads it, by id, in the current language: its label, alone where no other
    objective shares it. Two that share one are told apart in words, never by the data id: by whose they are
    (Mindwipe's "Server A of Player B", one in each Deployment Zone), else by their order from the left. The
    command line, the referee panel and every explanation line name an objective with this one name: the name the
    table writes beside it (its short name where the map gives one, "Half A"), so the panel never calls the
    table's "Half A" "Side A half"; the long label stays in the table's tooltip and key."""
    shown = {m.id: m.short or m.label for m in markers}
    count = Counter(shown.values())
    names: dict[str, str] = {}
    for m in markers:
        label = shown[m.id]
        if count[label] < 2:
            names[m.id] = label
            continue
        same = [o for o in markers if shown[o.id] == label]
        if m.owner and [o.owner for o in same].count(m.owner) == 1:
            names[m.id] = _("{label} of Player {player}").format(label=label, player=m.owner)
        else:
            order = sorted(same, key=lambda o: (o.x, o.y, o.id))
            names[m.id] = _("{label}, {n} of {count} from the left").format(
                label=label, n=order.index(m) + 1, count=len(same))
    return names


def back_word(allowed: set[str] | frozenset[str], gender: object) -> str:
    """The menu's way back to the table, agreed with the objective's name like :func:`status_word` beside it
    ("No destruida", never "Destruida" next to "No destruido")."""
    f = feminine(gender)
    if allowed == {"destroyed"}:
        return pgettext("feminine", "Not destroyed (back on the table)") if f else \
            _("Not destroyed (back on the table)")
    if allowed == {"removed"}:
        return pgettext("feminine", "Not removed (back on the table)") if f else _("Not removed (back on the table)")
    return pgettext("feminine", "On the table (neither destroyed nor removed)") if f else \
        _("On the table (neither destroyed nor removed)")


def marker_heading(m: MarkerResult, states: list[str], rounds: dict[str, int] | None = None) -> str:
    """``m``: one marker of an evaluation; ``states``: the marker's states in the scenario data;
    ``rounds``: the round each player activated it, when known. In the current language."""
    label = m.label or m.id
    return _("{label}: {state}").format(label=label, state=_state(m, states, rounds or {}))


def _state(m: MarkerResult, states: list[str], rounds: dict[str, int]) -> str:
    status = m.state or "present"
    f = feminine(m.gender)
    if status in ("destroyed", "removed"):
        return _status(status, f)
    if not any(s in states for s in ACTIVATION_STATES):
        return _controlled(m.controlled_by or _("nobody"), f)
    verb = _verb(states)
    by = list(m.activated_by)
    if not by:
        return _marked(verb, f) if status != "present" else _not(verb, f)
    who = join_words(_("{player} in round {n}").format(player=p, n=rounds[p]) if p in rounds else p for p in by)
    active = _("active, ") if m.kind == "heating_unit" else ""  # Heating Units only: "active" agrees already
    return f"{active}{_by(verb, f).format(who=who)}"


def activation_rounds(tables: list[tuple[int, list[dict[str, Any]]]]) -> dict[str, dict[str, int]]:
    """The round each player first activated each marker, from ``(round, markers)`` pairs in
    order (the end-of-round snapshots, then the table now): the first one that shows it."""
    out: dict[str, dict[str, int]] = {}
    for round_, markers in tables:
        for m in markers:
            for p in m.get("activated_by") or []:
                out.setdefault(m["id"], {}).setdefault(p, round_)
    return out
