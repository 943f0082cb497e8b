"""S8 Escalation League jornadas 1-5 (pack L2530-2738, Spanish), numbers written from the pack text, and one
worked game per jornada scored by the tally engine. The pack is in cm; one table unit is 2.5 cm."""

import pytest

from its_desktop.domain.mission import catalog
from tests.tally.helpers import game, play, slots

from .helpers import at, bounds, positions

ROUNDS = {1: 120, 2: 150, 3: 200, 4: 250, 5: 300}  # FUERZAS 'BANDO A: 120 puntos.' … 'BANDO A: 300 puntos'


def rid(n):
    return f"s8/league-round-{n}"


def bands(n, oid):
    objective = next(o for o in at(rid(n), ROUNDS[n]).scenario.scoring if o.id == oid)
    return [(b.min, b.max, b.op) for b in objective.bands_at(ROUNDS[n])]


@pytest.mark.parametrize(("n", "points"), ROUNDS.items())
def test_each_jornada_at_its_own_forces(n, points):
    assert catalog.sizes(rid(n)) == [points]
    assert catalog.scenario(rid(n)).section == "league"
    # 'una Zona de Despliegue estándar de 30 cm de profundidad' = 12 units on 120 x 120 cm.
    assert bounds(rid(n), points, "deployment-a") == (0, 0, 48, 12)
    assert bounds(rid(n), points, "deployment-b") == (0, 36, 48, 48)
    assert catalog.mission(rid(n), points).max_op() == 10


@pytest.mark.parametrize(("n", "expected"), [
    (1, [(30, 60, 1), (61, 90, 3), (91, None, 5)]),     # L2536-2541 entre 30 y 60 / 61 y 90 / más de 90
    (2, [(35, 75, 1), (76, 110, 3), (111, None, 5)]),   # L2575-2580 entre 35 y 75 / 76 y 110 / más de 110
    (3, [(50, 100, 1), (101, 150, 2), (151, None, 3)]),  # L2614-2619 → 1 / 2 / 3
    (4, [(60, 125, 1), (126, 185, 2), (186, None, 3)]),  # L2649-2654 → 1 / 2 / 3
])
def test_bands_kill_and_survive_alike(n, expected):
    assert bands(n, "killed-army-points") == expected
    assert bands(n, "surviving-army-points") == expected


@pytest.mark.parametrize(("n", "no_lt", "no_adv", "classified", "retreat"), [
    (1, True, True, (0, 1), "no_quarter"),    # L2559 sin Teniente, L2561 sin Reglas Avanzadas, L2567
    (2, False, True, (0, 1), "no_quarter"),   # L2598 only the Advanced Rules; L2604
    (3, False, False, (2, 2), "no_quarter"),  # L2625 '2 Objetivos Clasificados (2 Puntos de Objetivo cada uno)'
    (4, False, False, (2, 2), "no_quarter"),  # L2660
    (5, False, False, (1, 1), "ends_game"),   # L2694 '1 Objetivo Clasificado (1 Punto de Objetivo)'; L2738
])
def test_special_conditions(n, no_lt, no_adv, classified, retreat):
    sc = catalog.scenario(rid(n))
    assert (sc.flags.no_lieutenant, sc.flags.no_advanced_rules) == (no_lt, no_adv)
    assert (sc.classified.count, sc.classified.op_each) == classified
    assert sc.flags.retreat == retreat


def test_jornada_five_antennas():
    # L2712 one at the centre (60, 60) cm, two 30 cm from it and 60 cm from the edge: (60, 30), (60, 90) cm.
    assert positions(rid(5), 300, "antenna") == [(24, 12), (24, 24), (24, 36)]
    (captured,) = at(rid(5), 300).scenario.scoring
    assert (captured.kind, captured.op, captured.cap) == ("per_item", 3, 9)  # L2690


def ops(score):
    return score.op("A"), score.op("B")


def test_jornada_one_game():
    # A mata 91 (más de 90 → 5), le sobreviven 62 (61-90 → 3); B mata 58 (30-60 → 1), le sobreviven 29 (→ 0).
    s, _ = play(rid(1), 120, a={"killed-army-points": game(91)}, b={"killed-army-points": game(58)},
                vp={"A": 62, "B": 29})
    assert ops(s) == (8, 1)


def test_jornada_two_game():
    # A 110 killed (76-110 → 3) + 75 kept (35-75 → 1) = 4; B 75 killed (→ 1) + 40 kept (→ 1) = 2.
    s, _ = play(rid(2), 150, a={"killed-army-points": game(110)}, b={"killed-army-points": game(75)},
                vp={"A": 75, "B": 40})
    assert ops(s) == (4, 2)


def test_jornada_three_game():
    # A 151 killed (más de 150 → 3) + 150 kept (101-150 → 2) + 2 Clasificados (4) = 9;
    # B 50 killed (→ 1) + 49 kept (→ 0) + 0 = 1.
    s, _ = play(rid(3), 200, a={"killed-army-points": game(151)}, b={"killed-army-points": game(50)},
                vp={"A": 150, "B": 49}, classified={"A": slots(True, True), "B": slots(False, False)})
    assert ops(s) == (9, 1)


def test_jornada_four_game():
    # A 185 killed (126-185 → 2) + 125 kept (60-125 → 1) + 1 Clasificado (2) = 5;
    # B 125 killed (→ 1) + 65 kept (→ 1) + 2 Clasificados (4) = 6.
    s, _ = play(rid(4), 250, a={"killed-army-points": game(185)}, b={"killed-army-points": game(125)},
                vp={"A": 125, "B": 65}, classified={"A": slots(True, False), "B": slots(True, True)})
    assert ops(s) == (5, 6)


def test_jornada_five_game():
    # A holds all 3 antennas (9) + 1 Clasificado (1) = 10; B holds none, no Clasificado: 0.
    s, _ = play(rid(5), 300, a={"captured-antennas": game(3)}, b={"captured-antennas": game(0)},
                classified={"A": slots(True), "B": slots(False)})
    assert ops(s) == (10, 0)
