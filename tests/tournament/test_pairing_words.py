"""The automatic pairing's deviation lines (a rematch avoided, an unavoidable one, a re-paired round, a second
bye) are kept as a code and values beside the words, so the store can word them again in its reader's
language: the same events as test_pairing, read in French, Spanish and the pseudo-locale."""

from __future__ import annotations

import json
import re

import pytest

from its_desktop.domain import i18n
from its_desktop.domain.mission import catalog
from its_desktop.domain.tournament import pair_round
from its_desktop.domain.tournament.deviation_words import deviation_text
from tests.i18n.test_pseudo_locale import unwrapped

from .helpers import bye, event, game, players

S16 = catalog.season("s16")


def stored() -> list[dict]:
    """Every kind of the pairing's deviations, as the store keeps them (to_json through JSON)."""
    rematch = pair_round(event("s16", players("A", "B", "C", "D", "E", "F"),
                               [game(1, "A", "B", 6, 5, 100, 100), game(1, "C", "D", 0, 0, 90, 80),
                                game(1, "E", "F", 0, 0, 50, 40)]), S16, 2)
    schedule = [[(1, 2), (3, 4), (5, 6)], [(1, 4), (2, 6), (3, 5)], [(1, 5), (2, 4), (3, 6)],
                [(1, 6), (2, 3), (4, 5)]]
    games = [game(r + 1, a, b, 4, 0, 100 * (7 - a), 100 * (7 - b)) for r, rnd in enumerate(schedule) for a, b in rnd]
    repaired = pair_round(event("s16", [{"id": i, "name": f"P{i}"} for i in range(1, 7)], games, rounds_planned=5),
                          S16, 5)
    plist = players("A", "B", "C", "D", "E", dropped={"D": 1, "E": 1})
    rounds = [bye(1, "A"), game(1, "B", "C", 5, 0), game(1, "D", "E", 5, 0), bye(2, "C"), game(2, "A", "B", 5, 0),
              bye(3, "B"), game(3, "A", "C", 5, 0)]
    second = pair_round(event("s16", plist, rounds, rounds_planned=4), S16, 4)
    clubs = pair_round(event("s16", players(*[f"p{i}" for i in range(9)], clubs=["x", "x", "y", "y", "x", "y", "x",
                                                                                 "y", "z"]), []),
                       S16, 1, seed=7, avoid_clubs=True)
    out = [d.to_json() for p in (rematch, repaired, second, clubs) for d in p.deviations]
    return json.loads(json.dumps(out))


def test_every_kind_is_stored_with_its_code():
    kept = stored()
    assert {d["code"] for d in kept} == {"fixed", "repaired", "second_bye", "unavoidable"}
    assert {d["kind"] for d in kept} >= {"rematch", "repaired", "second_bye", "unavoidable_rematch"}
    for d in kept:  # the words the code gives are the words the pairing said
        assert deviation_text(d, "en") == d["text"]


ENGLISH = {"already", "met", "and", "pack", "order", "became", "every", "player", "still", "has", "had", "bye",
           "lowest", "ranked", "takes", "another", "no", "other", "pairing", "avoids", "single", "swap", "avoided",
           "rematch", "round", "was", "re", "paired", "ranking", "each", "against", "highest", "allowed", "opponent",
           "both", "from", "v"}
SAME = {"fr": {"pack"}, "es": {"bye", "no", "pack"}}  # "l'ordre du pack": the app's word for the mission pack


@pytest.mark.parametrize("lang, words", [("fr", ["se sont déjà affrontés", " contre "]),
                                         ("es", ["ya se enfrentaron", " contra "])])
def test_each_line_reads_in_the_readers_language(lang, words):
    said = [deviation_text(d, lang) for d in stored()]
    for text in said:
        assert sorted(set(re.findall(r"[^\W\d_]+", text)) & ENGLISH - SAME[lang]) == [], text
    flat = "\n".join(said)
    assert all(w in flat for w in words), flat


def test_under_the_pseudo_locale_each_line_is_wrapped():
    names = {"Player", "P1", "P2", "P3", "P4", "P5", "P6", *(f"p{i}" for i in range(9))}
    for d in stored():
        text = deviation_text(d, i18n.PSEUDO)
        assert unwrapped(text, names) == [], text
