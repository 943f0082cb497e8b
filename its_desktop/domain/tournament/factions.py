"""The armies a player may register with: each faction and its sectorial armies.

Not from the ITS packs (they only ask for "faction or sectorial army"): this is the organizer's pick
list, from Corvus Belli's army lists as published for Infinity N5 (inferred, not a pack fact). The
registration dialog offers it and still accepts any name typed, so an army missing here never blocks
an entry.

The names stay as these proper names in every language: the French (S13) and Spanish (S8) packs print
no list of armies (the French one names "l'Armée Combinée" and "PanOcéanien" only in its prose), and
what a player registered is stored as typed and shown as stored (pack, standings, stream). A localized
pick list would have to come from Corvus Belli's French and Spanish army lists, which we do not have.
"""

from __future__ import annotations

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
    return "".join(ch for ch in name.casefold() if ch.isalnum())


_OWNER = {_key(s): f for f, sectorials in FACTIONS.items() for s in sectorials}
_FACTION = {_key(f): f for f in FACTIONS}


def faction_of(army: str | None) -> str | None:
    """The faction an army belongs to (a faction is its own), matched without case or punctuation; None
    when the list does not know it."""
    if not army:
        return None
    k = _key(army)
    return _FACTION.get(k) or _OWNER.get(k)


def army_choices() -> list[str]:
    """Every faction followed by its sectorials, for a pick list."""
    out: list[str] = []
    for f, sectorials in FACTIONS.items():
        out.append(f)
        out.extend(sectorials)
    return out


__all__ = ["FACTIONS", "army_choices", "faction_of"]
