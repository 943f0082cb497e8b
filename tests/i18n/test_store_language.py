"""The tournament store refuses in the reader's language: a French or Spanish organizer (or phone) reads the
refusal in their own words, with the packs' terms (Ronde/Ronda, appariements/emparejamientos, joueur/jugador),
and only the field's name (a key the window and the API use) stays as it is."""

from __future__ import annotations

import pytest

from its_desktop.domain import i18n
from its_desktop.persistence.events import Events
from its_desktop.persistence.events.errors import NotFound
from its_desktop.persistence.games import FieldError

# Words of our English messages that must not reach a French or Spanish reader (the players' names,
# "Ana", "Bea"…, and the PIN are the organizer's own).
ENGLISH = ("tournaments", "need", "round", "already", "paired", "clock", "registered", "running", "player", "clear")


def _refusals(tmp_path, lang: str) -> list[str]:
    """Five refusals of the store and its pairing rules, in ``lang``: each the message without its field name."""
    out: list[str] = []
    with Events.open(f"sqlite:///{tmp_path / f'event-{lang}.db'}") as events, i18n.speaking(lang):
        ev = events.create_event("Open", "s16", who="TO")
        events.add_player(ev.id, "Ana", pin="111", who="TO")
        events.add_player(ev.id, "Bea", pin="222", who="TO")
        with pytest.raises(FieldError) as pin:
            events.add_player(ev.id, "Cid", pin="111", who="TO")
        out.append(pin.value.message)
        with pytest.raises(FieldError) as few:  # the pairing rules' refusal, through the store
            events.pair(ev.id, 1, seed=1)
        out.append(few.value.message)
        for name, pin_ in (("Dan", "333"), ("Eva", "444")):
            events.add_player(ev.id, name, pin=pin_, who="TO")
        events.set_round(ev.id, 1, "s16/supremacy", who="TO")
        with pytest.raises(FieldError) as clock:
            events.pause_clock(ev.id, 1, who="TO")
        out.append(clock.value.message)
        events.save_pairings(ev.id, events.pair(ev.id, 1, seed=1), who="TO")
        with pytest.raises(FieldError) as again:
            events.pair(ev.id, 1, seed=1)
        out.append(again.value.message)
        with pytest.raises(NotFound) as missing:
            events.get_player(9999)
        out.append(str(missing.value).split(": ", 1)[1])
    return out


@pytest.mark.parametrize("lang, expected", [
    ("en", ["PIN 111 is already registered to Ana", "ITS Season 16 tournaments need at least 4 players, the event has 2",
            "round 1's clock is not running",
            "round 1 is already paired: clear its pairings to pair it again", "no player 9999"]),
    ("fr", ["le PIN 111 est déjà enregistré au nom de Ana",
            "les tournois de ITS Saison 16 demandent au moins 4 joueurs, l'événement en a 2", "l'horloge de la Ronde 1 ne tourne pas",
            "la Ronde 1 est déjà appariée : effacez ses appariements pour l'apparier à nouveau",
            "aucun joueur 9999"]),
    ("es", ["el PIN 111 ya está registrado a nombre de Ana",
            "los torneos de ITS Temporada 16 necesitan al menos 4 jugadores, el evento tiene 2", "el reloj de la Ronda 1 no está en marcha",
            "la Ronda 1 ya está emparejada: borra sus emparejamientos para emparejarla de nuevo",
            "ningún jugador 9999"]),
])
def test_the_store_refuses_in_the_readers_language(tmp_path, lang, expected):
    said = _refusals(tmp_path, lang)
    assert said == expected
    if lang != "en":
        for line in said:
            assert not any(word in f" {line.lower()} " for word in ENGLISH), line
