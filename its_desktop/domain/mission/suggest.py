"""Short "unknown mission" errors with a "did you mean": a bare ``supremacy`` names ``s16/supremacy``."""

from __future__ import annotations

import difflib
from collections.abc import Sequence

from its_desktop.domain.i18n import _, join_words


def unknown_mission(mission_id: object, known: Sequence[str], limit: int = 40) -> str:
    """One short line: the id (cut to ``limit``), the closest ids of the library, where to see them all.

    A bare name suggests the newest season's scenario of that name; ``s8/annihilation`` suggests S8's own
    scenarios first.
    """
    known = sorted(known, key=lambda k: (-_season_number(k), k))
    text = repr(mission_id)
    shown = text if len(text) <= limit else text[:limit - 1] + "…"
    hint = _("'its-desktop missions' lists them all")
    if not isinstance(mission_id, str) or not mission_id.strip():
        return _("unknown mission {id}; {hint}").format(id=shown, hint=hint)
    wanted = mission_id.strip().lower().replace(" ", "-").replace("_", "-")
    season, _sep, name = wanted.rpartition("/")
    if season:
        own = {k.split("/", 1)[-1]: k for k in known if k.startswith(season + "/")}
        close = [own[n] for n in difflib.get_close_matches(name, list(own), n=3, cutoff=0.7)]
        close += [k for n, k in own.items() if name and n.startswith(name) and k not in close]
        if close:
            return _did_you_mean(shown, join_words(close[:3], "or"))
    same_name = [k for k in known if k.split("/", 1)[-1] == name]
    if same_name:
        first, others = same_name[0], [k.split("/", 1)[0] for k in same_name[1:]]
        also = _(" (also in {seasons})").format(seasons=", ".join(others)) if others else ""
        return _did_you_mean(shown, first + also)
    names = {k.split("/", 1)[-1]: k for k in reversed(known)}  # a name's newest season wins
    close = [names[n] for n in difflib.get_close_matches(name, list(names), n=3, cutoff=0.7)]
    if close:
        return _did_you_mean(shown, join_words(close[:3], "or"))
    return _("unknown mission {id}; {hint}").format(id=shown, hint=hint)


def _did_you_mean(shown: str, ids: str) -> str:
    return _("unknown mission {id}; did you mean {ids}?").format(id=shown, ids=ids)


def _season_number(mission_id: str) -> int:
    digits = mission_id.split("/", 1)[0].lstrip("s")
    return int(digits) if digits.isdigit() else 0
