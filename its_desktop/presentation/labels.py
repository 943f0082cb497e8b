"""Label text: objectives numbered with a key, short names a player would say, zone codes.

On the table an objective carries its number (always) and a short name when there is room; the key
beside the table gives each number its full label. Zones carry a code ("DZ A", "Q1", "EZ") and,
for Zones of Operations, their totals. The codes are in the current language ("ZD A" in French and
Spanish: the packs spell out Zone de Déploiement / Zona de Despliegue and abbreviate only ZO, so these
abbreviations are ours).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

from its_desktop.domain.i18n import pgettext

from .palette import zone_style


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


@dataclass(frozen=True)
class KeyEntry:
    number: int
    marker_id: str
    short: str     # on the table beside the number, room permitting
    full: str      # in the key
    inferred: bool


def zone_code(code: str) -> str:
    """A palette code ('DZ A', 'EZ', 'Q'…) in the current language; an unknown code stays as it is."""
    words = {"DZ A": pgettext("zone code", "DZ A"), "DZ B": pgettext("zone code", "DZ B"),
             "EZ": pgettext("zone code", "EZ"), "DEAD": pgettext("zone code", "DEAD"),
             "HAZARD": pgettext("zone code", "HAZARD"), "ROOM": pgettext("zone code", "ROOM"),
             "Q": pgettext("zone code", "Q"), "S": pgettext("zone code", "S")}
    return words.get(code, code)


def _dz(match: re.Match[str]) -> str:
    return zone_code(f"DZ {match.group(1).upper()}")


# Phrases of the packs' position labels and what a player at the table would say instead.
_QUALIFIERS: list[tuple[re.Pattern[str], str | Callable[[re.Match[str]], str]]] = [
    (re.compile(r"side ([AB])'s deployment zone", re.I), _dz),
    (re.compile(r"zone de déploiement du camp ([AB])", re.I), _dz),
    (re.compile(r"zona de despliegue del bando ([AB])", re.I), _dz),
    (re.compile(r"deployment zone ([AB])", re.I), _dz),
    (re.compile(r"zone de déploiement ([AB])", re.I), _dz),
    (re.compile(r"zona de despliegue ([AB])", re.I), _dz),
    (re.compile(r"dead zone ([AB])", re.I), r"dead \1"),
    # The French and Spanish labels in maps/ (shortened in their own words, never to English ones).
    (re.compile(r"zone morte ([AB])", re.I), r"ZM \1"),
    (re.compile(r"zona muerta ([AB])", re.I), r"ZM \1"),
    (re.compile(r"à (gauche|droite) du joueur ([AB])", re.I), r"\2 \1"),
    (re.compile(r"a la (izquierda|derecha) del jugador ([AB])", re.I), r"\2 \1"),
    (re.compile(r"moitié du camp ([AB])", re.I), r"\1"),
    (re.compile(r"mitad (?:de la mesa )?del bando ([AB])", re.I), r"\1"),
    (re.compile(r"mur du camp ([AB])", re.I), r"mur \1"),
    (re.compile(r"muro del bando ([AB])", re.I), r"muro \1"),
    (re.compile(r"mur (?:latéral|face à) x = 0", re.I), "mur gauche"),
    (re.compile(r"mur (?:latéral|face à) x = W", re.I), "mur droit"),
    (re.compile(r"muro (?:lateral|orientado a) x = 0", re.I), "muro izquierdo"),
    (re.compile(r"muro (?:lateral|orientado a) x = W", re.I), "muro derecho"),
    (re.compile(r"player ([AB])'s (left|right)", re.I), r"\1 \2"),
    (re.compile(r"side ([AB]) half", re.I), r"\1"),
    (re.compile(r"side ([AB]) wall", re.I), r"\1 wall"),
    (re.compile(r"side ([AB])", re.I), r"\1"),
    (re.compile(r"(?:côté|camp|lado|bando) ([AB])", re.I), r"\1"),
    (re.compile(r"(?:wall facing )?x = 0(?: side wall)?", re.I), "left wall"),
    (re.compile(r"(?:wall facing )?x = W(?: side wall)?", re.I), "right wall"),
    (re.compile(r"\bcentre\b|\bcenter\b", re.I), "centre"),
]


def short_name(label: str, limit: int = 22) -> str:
    """'Antenna, Deployment Zone B right' → 'Antenna DZ B right'; 'Gate, x = 0 side wall' → 'Gate left wall'."""
    label = label.replace("(?)", "").strip()
    parts = re.split(r"\s*[,(]\s*", label, maxsplit=1)
    head, rest = parts[0], (parts[1].rstrip(")").strip() if len(parts) > 1 else "")
    for pattern, repl in _QUALIFIERS:
        head, rest = pattern.sub(repl, head), pattern.sub(repl, rest)
    head = re.sub(r"\s+(?:of|de la|de|del)\s+(?=(?:DZ|ZD|dead)\b)", " ", head)
    rest = re.sub(r"\s+", " ", rest.replace(",", " ")).strip()
    words: list[str] = []
    for w in f"{head} {rest}".split():
        if not words or words[-1] != w:
            words.append(w)
    text = " ".join(words)
    if len(text) <= limit:
        return text
    cut = text[: limit - 1]
    return (cut[: cut.rfind(" ")] if " " in cut else cut).rstrip() + "…"  # whole words where possible


def objective_key(markers: Sequence[MarkerLike]) -> list[KeyEntry]:
    """Objectives numbered 1…n in the scenario's order (the printed map's numbering)."""
    return [KeyEntry(i, m.id, short_name(m.label), m.label + (" (?)" if m.inferred else ""), bool(m.inferred))
            for i, m in enumerate(markers, start=1)]


def zone_codes(zones: Sequence[ZoneLike]) -> dict[str, str]:
    """A short code per zone: 'DZ A', 'EZ', 'Q1'…'Q4', 'S1'…, 'ROOM'; '' for zones left unnamed."""
    out: dict[str, str] = {}
    counters: dict[str, int] = {}
    for z in zones:
        style = zone_style(z.kind, z.owner)
        code = zone_code(style.code)
        if z.kind in ("quadrant", "sector"):
            counters[z.kind] = counters.get(z.kind, 0) + 1
            code = f"{code}{counters[z.kind]}"
        elif z.is_zo and not code:
            code = _initials(z.name)
        out[z.id] = code
    return out


def _initials(name: str) -> str:
    words = [w for w in re.split(r"[\s\-()]+", name) if w and w[0].isalnum() and w.lower() not in ("the", "of", "zo")]
    if len(words) == 1:
        return words[0][:6].upper()
    return "".join(w[0] for w in words[:4]).upper()


def totals_text(points: Mapping[str, float | str], dominated_by: str | None) -> str:
    """'A 20 · B 13' (values as the viewer may see them: '?' for hidden)."""
    def value(v: float | str) -> str:
        return v if isinstance(v, str) else f"{v:g}"

    return f"A {value(points.get('A', 0))} · B {value(points.get('B', 0))}"


def trooper_label(name: str | None, tid: str, limit: int = 14) -> str:
    text = (name or tid).strip()
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"
