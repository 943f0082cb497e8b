"""Label text: objectives numbered with a key, short names a player would say, zone codes.

On the table an objective carries its number (always) and a short name when there is room; the key
beside the table gives each number its full label. Zones carry their short name ("DZ A", "Q1", "EZ")
and, for Zones of Operations, their totals. Both short names are data in maps/ beside the long ones,
in every language ("ZD A", "C1" in Spanish): the packs spell out Zone de Déploiement / Zona de
Despliegue and abbreviate only ZO, so the library flags these abbreviations as ours.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

from its_desktop.domain.i18n import pgettext



# Read-only members (properties) so that frozen dataclasses such as ResolvedZone match.
class MarkerLike(Protocol):
    @property
    def id(self) -> str: ...
    @property
    def kind(self) -> str: ...
    @property
    def name(self) -> str: ...
    @property
    def label(self) -> str: ...
    @property
    def inferred(self) -> str | None: ...
    @property
    def short(self) -> str: ...


class ZoneLike(Protocol):
    @property
    def id(self) -> str: ...
    @property
    def kind(self) -> str: ...
    @property
    def name(self) -> str: ...
    @property
    def owner(self) -> str | None: ...
    @property
    def is_zo(self) -> bool: ...
    @property
    def short(self) -> str: ...


@dataclass(frozen=True)
class KeyEntry:
    number: int
    marker_id: str
    short: str     # on the table beside the number, room permitting (on one line or two, never cut)
    full: str      # in the key
    inferred: bool


def zone_code(code: str) -> str:
    """A palette code ('DZ A', 'EZ', 'Q'…) in the current language; an unknown code stays as it is."""
    words = {"DZ A": pgettext("zone code", "DZ A"), "DZ B": pgettext("zone code", "DZ B"),
             "EZ": pgettext("zone code", "EZ"), "DEAD": pgettext("zone code", "DEAD"),
             "HAZARD": pgettext("zone code", "HAZARD"), "ROOM": pgettext("zone code", "ROOM"),
             "Q": pgettext("zone code", "Q"), "S": pgettext("zone code", "S")}
    return words.get(code, code)


def whole(text: str) -> str:
    """An objective's name as the table writes it: whole, on one line ("(?)" goes: the key flags inferred ones)."""
    return " ".join(text.replace("(?)", "").split())


def two_lines(text: str) -> str | None:
    """``text`` broken at the space nearest its middle, for a table with no room for it on one line (a name cut
    to "Communication…" left two antennas unnamed); None for a single word."""
    spaces = [i for i, c in enumerate(text) if c == " "]
    if not spaces:
        return None
    at = min(spaces, key=lambda i: abs(len(text) - 2 * i))
    return text[:at] + "\n" + text[at + 1:]


def zone_variants(full: str, code: str, badge: str = "", totals: str = "") -> list[str]:
    """A Zone of Operations' label, longest first, for the placer to take the first that has room: the whole line;
    the same on two lines (code and badge, then the totals); the code with its badge; the code alone. The badge
    ("[A provisional]") goes only with the last: what the legend promises stays on the table while it can."""
    out = [full]
    if totals and code:
        out.append(f"{badge} {code}".strip() + "\n" + totals)
    if badge and code:
        out.append(f"{badge} {code}")
    if code:
        out.append(code)
    return list(dict.fromkeys(v for v in out if v))


def short_and_long(short: str, long: str) -> str:
    """A name as a list or a tooltip gives it: the short one the table writes first, the long one beside it
    ("Q1 — Quadrant A left", "Half A — Side A half"); the long one alone where the table writes that."""
    short = whole(short)
    return f"{short} — {long}" if short and short != whole(long) else long


def objective_key(markers: Sequence[MarkerLike]) -> list[KeyEntry]:
    """Objectives numbered 1…n in the scenario's order (the printed map's numbering). The key names each as the
    table does first, so a player meets one name per objective ("2. Half A — Side A half")."""
    return [KeyEntry(i, m.id, whole(m.short or m.label),
                     short_and_long(m.short, m.label) + (" (?)" if m.inferred else ""), bool(m.inferred))
            for i, m in enumerate(markers, start=1)]


def zone_codes(zones: Sequence[ZoneLike]) -> dict[str, str]:
    """Each zone's short name, from the mission data ('DZ A', 'EZ', 'Q1'…; 'ZD A', 'C1'… in Spanish)."""
    return {z.id: z.short for z in zones}


def zone_short(zone: ZoneLike) -> str:
    """The one name a zone has on every surface; its long name goes in the tooltip, legend or key."""
    return zone.short or zone.name


def domination_badge(dominated_by: str | None, provisional: bool) -> str:
    """'A', or 'A provisional' while the round is not scored (domain.provisional); '' when nobody."""
    if dominated_by is None:
        return ""
    if provisional and dominated_by in ("A", "B"):
        return pgettext("domination badge", "{player} provisional").format(player=dominated_by)
    return dominated_by


def totals_text(points: Mapping[str, float | str], dominated_by: str | None) -> str:
    """'A 20 · B 13' (values as the viewer may see them: '?' for hidden)."""
    def value(v: float | str) -> str:
        return v if isinstance(v, str) else f"{v:g}"

    return f"A {value(points.get('A', 0))} · B {value(points.get('B', 0))}"


def trooper_label(name: str | None, tid: str, limit: int = 14) -> str:
    text = (name or tid).strip()
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"
