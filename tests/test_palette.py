"""The shared palette survives greyscale printing and colour-vision deficiencies."""

import itertools

import pytest

from its_desktop.presentation import palette as P
from its_desktop.presentation.colour import CVD, delta_e, grey, hex_rgb, lightness, over, simulate


def shown(colour, alpha):
    return over(colour, alpha, P.TABLE)


PAIRS = list(itertools.combinations(P.DISTINCT, 2))


@pytest.mark.parametrize(("a", "b"), PAIRS, ids=[f"{a[0]}|{b[0]}" for a, b in PAIRS])
def test_players_and_deployment_zones_differ_in_greyscale(a, b):
    ca, cb = shown(a[1], a[2]), shown(b[1], b[2])
    assert abs(lightness(ca) - lightness(cb)) >= 8
    assert abs(grey(ca) - grey(cb)) >= 40  # what issue 18 measures on a greyscale print


@pytest.mark.parametrize("kind", sorted(CVD))
@pytest.mark.parametrize(("a", "b"), PAIRS, ids=[f"{a[0]}|{b[0]}" for a, b in PAIRS])
def test_players_and_deployment_zones_differ_for_colour_blind_eyes(kind, a, b):
    ca, cb = shown(a[1], a[2]), shown(b[1], b[2])
    assert delta_e(simulate(ca, kind), simulate(cb, kind)) >= 20


def test_the_simulation_is_the_published_one():
    # Machado 2009 keeps greys grey and maps pure red to a dark olive for protanopes.
    assert simulate((128, 128, 128), "deutan") == pytest.approx((128, 128, 128), abs=1)
    r = simulate((255, 0, 0), "protan")
    assert r[0] < 120 and r[1] < 120 and r[2] < 20
    # The old blue and red were the same grey: the reason for this palette.
    assert abs(grey(hex_rgb("#286edc")) - grey(hex_rgb("#d7372d"))) < 20


def test_kinds_of_area_differ_by_pattern_not_only_hue():
    looks = {}
    for (kind, owner), s in P.ZONE_STYLES.items():
        if kind == "deployment":
            continue  # told apart by their players' luminance (above) and their "DZ A/B" codes
        look = (s.dash, s.width, s.hatch and (s.hatch.angle, s.hatch.cross), s.fill is not None)
        looks.setdefault(look, []).append(kind)
    shared = {k: v for k, v in looks.items() if len(v) > 1}
    # Area, placement and landing zones are all "a dashed outline" on purpose; nothing else shares.
    assert all(set(v) <= {"area", "placement", "landing", "half", "quadrant", "sector"} for v in shared.values())
    for owner in ("A", "B"):
        assert P.DOMINATION[owner].fill is None and P.DOMINATION[owner].hatch is not None


def text_backgrounds():
    """Every background a player's colour sits on as text: the panels (white), the window's grey, the table,
    and a table label's halo over the table and over each deployment zone's fill."""
    halo, alpha = P.LABEL_HALO
    zones = {f"DZ {p}": shown(P.PLAYER_LIGHT[p], P.ZONE_STYLES[("deployment", p)].alpha) for p in ("A", "B")}
    grounds = {"panel": P.WHITE, "window": P.WINDOW, "table": P.TABLE}
    grounds |= {f"halo over {name}": over(halo, alpha, c) for name, c in {"table": P.TABLE, **zones}.items()}
    return grounds


@pytest.mark.parametrize("player", ["A", "B"])
@pytest.mark.parametrize("ground", sorted(text_backgrounds()))
def test_players_text_colours_pass_wcag_aa_on_every_background(player, ground):
    from its_desktop.presentation.colour import contrast_ratio

    assert contrast_ratio(P.PLAYER_TEXT[player], text_backgrounds()[ground]) >= 4.5


def test_the_contrast_ratio_is_wcags():
    from its_desktop.presentation.colour import contrast_ratio

    assert contrast_ratio(P.BLACK, P.WHITE) == pytest.approx(21.0)
    assert contrast_ratio(hex_rgb("#767676"), P.WHITE) == pytest.approx(4.54, abs=0.01)  # the AA grey
    # B's ochre for lines is too light for text on white: the reason for PLAYER_TEXT.
    assert contrast_ratio(P.PLAYER["B"], P.WHITE) == pytest.approx(4.21, abs=0.01)


def test_objective_states_read_in_greyscale_and_for_colour_blind_eyes():
    """An activated or hacked objective's inside (the player's text colour) against a neutral token's pale
    fill and against the other player's: apart in greyscale and under every colour-vision deficiency;
    its white number passes WCAG AA on it."""
    from its_desktop.presentation.colour import contrast_ratio

    insides = {"neutral": P.MARKER_FILL["console"], "A": P.MARKER_INSIDE["A"], "B": P.MARKER_INSIDE["B"]}
    for (na, ca), (nb, cb) in itertools.combinations(insides.items(), 2):
        assert abs(lightness(ca) - lightness(cb)) >= 10, (na, nb)
        for kind in CVD:
            assert delta_e(simulate(ca, kind), simulate(cb, kind)) >= 20, (na, nb, kind)
    for player in ("A", "B"):
        assert contrast_ratio(P.WHITE, P.MARKER_INSIDE[player]) >= 4.5
    # Hacked by A and hacked by B far apart in grey (a ~20 px console at the laptop's fit zoom: the text
    # colours, 55 against 92 of 255, read as the same dark disc).
    assert grey(P.MARKER_INSIDE["B"]) - grey(P.MARKER_INSIDE["A"]) >= 60
    # Direction as well as hue: A leans / and B leans \, as their dominated zones do.
    assert P.MARKER_HATCH == {"A": P.DOMINATION["A"].hatch.angle, "B": P.DOMINATION["B"].hatch.angle}
    keys = [s.key for s in P.MARKER_STATES]
    assert {"neutral", "activated-A", "activated-B", "controlled-A", "controlled-B", "contested",
            "destroyed"} <= set(keys)


def test_provisional_domination_keeps_whose_but_draws_lighter():
    for owner in ("A", "B", "tie"):
        final, so_far = P.DOMINATION[owner], P.provisional(P.DOMINATION[owner])
        assert so_far.key == f"{final.key}-provisional" and so_far.stroke == final.stroke
        assert so_far.dash == final.dash and so_far.width <= final.width
        if final.hatch is not None:
            assert so_far.hatch.angle == final.hatch.angle and so_far.hatch.color == final.hatch.color
            assert so_far.hatch.spacing == 2 * final.hatch.spacing and so_far.hatch.width < final.hatch.width
