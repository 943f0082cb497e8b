"""The end-of-game notes kept with a recorded game: what the end effects did to the table (Killer Cold's
victims, who was spared and why) and what the table counted (kills, Victory Points kept, Secure HVT).

They are worded when the game ends, from the table as it stood then, in every language the program speaks,
and stored together: whoever reopens the game reads them in their own language, whatever the language of the
station that ended it. Only the program's words change; the names the players gave their troopers stay as
typed. Notes stored as one list before this (one language) are shown as they were written.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from its_desktop.domain import i18n
from its_desktop.domain.i18n import _, semicolon
from its_desktop.domain.mission import ResolvedMission
from its_desktop.domain.table import PLAYERS, TableState

from . import losses
from .words import number

Notes = dict[str, list[str]]


def loss_lines(mission: ResolvedMission, state: TableState, hvts: Sequence[tuple[str, float, float, float]],
               secure_players: set[str]) -> list[str]:
    """What the table counted at the end of the game, in the current language: each player's kills (with
    the troopers), the Victory Points kept and, for a player holding a Secure HVT slot, whether it is met."""
    lines = []
    for p in PLAYERS:
        killed = losses.army_points_killed(mission, state, p, True)
        vp = losses.surviving_vp(mission, state, p)
        assert killed.value is not None and vp.value is not None  # counted on the table: always known
        lines.append(_("Player {player} killed {points} Army Points: {who}").format(  # the scorer's words
            player=p, points=number(killed.value), who=semicolon().join(killed.lines) or "–"))
        # said as a count: a VP typed over it afterwards is the sheet's own (the tally marks it)
        lines.append(_("Player {player}: the table counts {points} surviving Victory Points").format(
            player=p, points=number(vp.value)))
        if p in secure_players:
            secure = losses.secure_hvt(mission, state, hvts, p)
            if secure.value is not None:
                lines.append(_("Player {player}, Secure HVT: {result} ({why})").format(
                    player=p, result=_("accomplished") if secure.value else _("not accomplished"),
                    why=semicolon().join(secure.lines)))
    return lines


def in_language(mission: ResolvedMission) -> ResolvedMission:
    """``mission`` resolved in the current language: its markers' labels and zones' short names are words
    ("Unité Thermique, Zone Morte A", "ZE"), fixed when it was resolved. A scenario the library does not hold
    (an event's own) stays as it is."""
    from its_desktop.domain.mission import UnknownMission, catalog

    try:
        if catalog.scenario(mission.scenario.id) != mission.scenario:
            return mission
        return catalog.mission(mission.scenario.id, mission.points)
    except (UnknownMission, KeyError, ValueError):
        return mission


def in_every_language(make: Callable[[], list[str]]) -> Notes:
    """``make``'s lines once per language (it words them in the current one), and in the current language
    when it is none of them (the pseudo-locale, whose run must find every word wrapped)."""
    out: Notes = {}
    for lang in dict.fromkeys((*i18n.LANGUAGES, i18n.language())):
        with i18n.speaking(lang):
            out[lang] = make()
    return out


def shown(stored: object, lang: str | None = None) -> list[str]:
    """The stored notes in ``lang`` (default: the current language; English if that one is missing); a list
    stored before the notes were kept per language, as written."""
    if isinstance(stored, Mapping):
        lang = lang or i18n.language()
        return list(stored.get(lang) or stored.get("en") or [])
    if isinstance(stored, list | tuple):
        return [str(line) for line in stored]
    return []


__all__ = ["Notes", "in_every_language", "in_language", "loss_lines", "shown"]
