"""The armies a player may register with: each faction and its sectorial armies.

Not from the ITS packs (they only ask for "faction or sectorial army"): this is the organizer's pick
list, from Corvus Belli's army lists as published for Infinity N5 (inferred, not a pack fact). The
registration dialog offers it and still accepts any name typed, so an army missing here never blocks
an entry.

Shown in the reader's words where their pack gives one, else as the game's proper name (the catalog's "army"
context, :func:`army_name`). The packs give one: the French (S13) pack says "l'Armée Combinée" (its Frozen Roads
introduction, four times). Kept as proper names, because no pack gives another: every other faction and every
sectorial in French (the French pack has "PanOcéanienne" only as an adjective, "la joueuse PanOcéanienne", never
the faction's noun), and all of them in Spanish (the S8 pack names no army; "Listas de Ejército" is no name).
A known army is stored by its English name whatever the window's language (the dialog maps what is picked or
typed back to it), so a French station, a Spanish phone and the OTM export each read it in their own words; a name
the list does not know is stored and shown as typed.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from functools import lru_cache

from its_desktop.domain.i18n import LANGUAGES, pgettext

FACTIONS: dict[str, tuple[str, ...]] = {
    "PanOceania": ("Shock Army of Acontecimento", "Military Orders", "Neoterran Capitaline Army",
                   "Varuna Immediate Reaction Division", "Svalarheima's Winter Force", "Kestrel Colonial Force"),
    "Yu Jing": ("Imperial Service", "Invincible Army", "White Banner"),
    "Ariadna": ("Caledonian Highlander Army", "Merovingian Rapid Response Force", "USAriadna Ranger Force",
                "Tartary Army Corps", "Kosmoflot"),
    "Haqqislam": ("Hassassin Bahram", "Qapu Khalqi", "Ramah Taskforce"),
    "Nomads": ("Jurisdictional Command of Corregidor", "Jurisdictional Command of Bakunin",
               "Jurisdictional Command of Tunguska"),
    "Combined Army": ("Morat Aggression Force", "Shasvastii Expeditionary Force", "Onyx Contact Force",
                      "Exrah Commissariat"),
    "ALEPH": ("Steel Phalanx", "Operations Subsection of the S.S.S."),
    "Tohaa": (),
    "O-12": ("Starmada", "Torchlight Brigade"),
    "Japanese Secessionist Army": ("Shindenbutai",),
    "Non-Aligned Armies": ("Druze Bayram Security", "Ikari Company", "StarCo", "Dahshat Company", "White Company"),
}


def _key(name: str) -> str:
    return "".join(ch for ch in unicodedata.normalize("NFKD", name.casefold()) if ch.isalnum())


_OWNER = {_key(s): f for f, sectorials in FACTIONS.items() for s in sectorials}
_FACTION = {_key(f): f for f in FACTIONS}
ARMIES = tuple(n for f, sectorials in FACTIONS.items() for n in (f, *sectorials))


# The armies a pack names in its own words, each a literal catalog call (the others are proper names everywhere).
_PACK_WORDS: dict[str, Callable[[str | None], str]] = {
    "Combined Army": lambda lang: pgettext("army", "Combined Army", lang),  # S13 (French): "l'Armée Combinée"
}


def army_name(army: str | None, lang: str | None = None) -> str:
    """A known army in the reader's words ("Combined Army" → "Armée Combinée" in French; its proper name where no
    pack gives another), whatever language it was registered in; anything else as it was typed."""
    if not army:
        return ""
    known = canonical_army(army)
    if known is None:
        return army
    words = _PACK_WORDS.get(known)
    return words(lang) if words else known


@lru_cache(maxsize=None)
def _by_key() -> dict[str, str]:
    """Every army's English name by the key of its name in each language."""
    out = {_key(n): n for n in ARMIES}
    for lang in LANGUAGES:
        for n, words in _PACK_WORDS.items():
            out.setdefault(_key(words(lang)), n)
    return out


def canonical_army(army: str | None) -> str | None:
    """The English name of a known army from its name in any of our languages (case, accents and punctuation
    aside: "armee combinee" → "Combined Army"); None when the list does not know it."""
    if not army:
        return None
    return _by_key().get(_key(army))


def faction_of(army: str | None) -> str | None:
    """The faction an army belongs to (a faction is its own), matched in any of our languages without case,
    accents or punctuation; None when the list does not know it."""
    known = canonical_army(army)
    if known is None:
        return None
    k = _key(known)
    return _FACTION.get(k) or _OWNER.get(k)


def army_choices() -> list[str]:
    """Every faction followed by its sectorials, for a pick list."""
    out: list[str] = []
    for f, sectorials in FACTIONS.items():
        out.append(f)
        out.extend(sectorials)
    return out


__all__ = ["ARMIES", "FACTIONS", "army_choices", "army_name", "canonical_army", "faction_of"]
