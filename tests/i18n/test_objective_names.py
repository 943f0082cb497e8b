"""An objective is named for a player by its name only: ``evaluate`` and the window's referee panel head it with
the same words ("Console 1 : piratée par A"), never its data id ("console-1"); two objectives that share a name
(Mindwipe's Server A in each Deployment Zone) are told apart in words, by whose they are."""

from __future__ import annotations

import json
import re

import pytest

from its_desktop.cli import main
from its_desktop.domain import i18n
from its_desktop.domain.mission import catalog
from its_desktop.domain.referee_text import objective_names

MINDWIPE = {"format": "itstable", "version": 1, "mission": "s16/mindwipe", "points": 300, "round": 2,
            "troopers": [], "markers": [{"id": "server-4", "state": "destroyed"},
                                        {"id": "console-1", "activated_by": ["B"]}]}


def _evaluate(capsys, tmp_path, lang: str, state: dict) -> str:
    path = tmp_path / "state.itstable"
    path.write_text(json.dumps(state), encoding="utf-8")
    assert main(["--lang", lang, "evaluate", str(path)]) == 0
    return capsys.readouterr().out


@pytest.mark.parametrize(("lang", "headings"), [
    ("fr", ["Console 1 : activée par B", "Console 2 : pas activée", "Serveur A du Joueur A : contrôlé par personne",
            "Serveur A du Joueur B : détruit", "Serveur C du Joueur B : contrôlé par personne"]),
    ("es", ["Consola 1: activada por B", "Consola 2: no activada", "Servidor A del Jugador A: controlado por nadie",
            "Servidor A del Jugador B: destruido", "Servidor C del Jugador B: controlado por nadie"]),
])
def test_evaluate_names_each_objective_in_words(capsys, tmp_path, lang, headings):
    out = _evaluate(capsys, tmp_path, lang, MINDWIPE)
    lines = out.splitlines()
    for heading in headings:
        assert heading in lines, (heading, out)
    assert not re.search(r"\b(console|server)-\d", out), out  # no data id anywhere
    # The destroyed one's explanation names it the same way: a player knows which Server A went.
    assert any(line.startswith("  " + headings[3].split(" :")[0].split(":")[0]) for line in lines), out


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_every_scenarios_objectives_have_names_of_their_own(lang):
    """Across the library (each scenario at its first size), no two objectives read alike and none reads as an id."""
    with i18n.speaking(lang):
        for entry in catalog.entries():
            markers = catalog.mission(entry.id, catalog.sizes(entry.id)[0]).markers
            names = objective_names(markers)
            assert len(set(names.values())) == len(markers), (entry.id, names)
            assert not {m.id for m in markers} & set(names.values()), (entry.id, names)


def test_objectives_sharing_a_name_without_owners_are_told_apart_by_place():
    from types import SimpleNamespace as M

    markers = [M(id="b", label="Antenne", short="", owner=None, x=30.0, y=2.0),
               M(id="a", label="Antenne", short="", owner=None, x=10.0, y=5.0),
               M(id="c", label="Console", short="", owner="A", x=1.0, y=1.0)]
    with i18n.speaking("fr"):
        assert objective_names(markers) == {"a": "Antenne, 1 sur 2 depuis la gauche",
                                            "b": "Antenne, 2 sur 2 depuis la gauche", "c": "Console"}
