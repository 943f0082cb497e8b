"""Altamente Clasificado / Highly Classified (S8 L2016-2071), numbers written from the pack text."""

import pytest

from .helpers import at, bounds

ID = "s8/highly-classified"
SIZES = (150, 200, 300)


@pytest.mark.parametrize("points", SIZES)
def test_deployment_zones(points):
    # L2036 'Zona de Despliegue estándar de 30 cm de profundidad' = 12 units on the 48 x 48 table.
    assert bounds(ID, points, "deployment-a") == (0, 0, 48, 12)
    assert bounds(ID, points, "deployment-b") == (0, 36, 48, 48)
    assert not list(at(ID, points).markers)


def test_main_deck():
    sc = at(ID, 300).scenario
    deck = next(d for d in sc.decks if d.id == "main-classified")
    # L2042 four shared Main objectives, Public Information.
    assert (deck.open, deck.slots, deck.op_each) == (True, 4, 1)


def test_scoring_lines_and_flags():
    sc = at(ID, 200).scenario
    by_id = {o.id: o for o in sc.scoring}
    more, same, main = by_id["more-classified"], by_id["same-classified"], by_id["main-accomplished"]
    # L2026 4 OP more; L2027 2 OP same (at least 1); L2028 1 OP per Main objective.
    assert (more.kind, more.op, more.when) == ("compare_more", 4, "game_end")
    assert (same.kind, same.op, same.min_self, same.alternative_of) == ("compare_same", 2, 1, "more-classified")
    assert (main.kind, main.op, main.cap, main.measure.deck) == ("per_item", 1, 4, "main-classified")
    # L2032 1 Secondary Classified (2 OP); L2058 Secure HVT replaces it.
    assert (sc.classified.count, sc.classified.op_each, sc.classified.secure_hvt) == (1, 2, True)
    assert sc.flags.retreat == "ends_game"  # L2070


@pytest.mark.parametrize("points", SIZES)
def test_max_op(points):
    # max(4, 2) + 4 + 2 secondary = 10
    assert at(ID, points).max_op() == 10
