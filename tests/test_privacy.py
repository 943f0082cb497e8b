"""What players, the referee and the stream may see: markers, private roles, zone totals."""

import json

import pytest

from its_desktop.domain.evaluator import Evaluator
from its_desktop.domain.mission import catalog
from its_desktop.domain.privacy import filter_evaluation, visible_troopers
from its_desktop.domain.reasons import render
from its_desktop.domain.table import TableState, Trooper


def t(tid, player, x, y, points, **extra):
    return Trooper(tid, player, x, y, 25, points, **extra)


# Supremacy at 300: quadrant A-left is x 0..24, y 0..24; quadrant B-left x 24..48, y 24..48.
TROOPERS = (
    t("a1", "A", 4, 4, 10, name="Fusilier"),
    t("a2", "A", 6, 6, 30, kind="marker", name="Sniper", troop_type="MI", tags=frozenset({"specialist"})),
    t("b1", "B", 8, 8, 25, name="Hacker", roles=frozenset({"lieutenant"})),
    t("b2", "B", 30, 30, 40, kind="marker", name="Infiltrator"),
)


@pytest.fixture(scope="module")
def supremacy():
    return catalog.mission("s16/supremacy", 300)


@pytest.fixture(scope="module")
def result(supremacy):
    return Evaluator(supremacy).evaluate(TableState("s16/supremacy", 300, TROOPERS))


def zone(result, zid):
    return next(z for z in result.zones if z.id == zid)


def by_id(view, tid):
    return next(v for v in view if v["id"] == tid)


def test_the_opponent_sees_a_camouflaged_marker_but_not_who_it_is(supremacy, result):
    view = visible_troopers(TROOPERS, "B", supremacy.scenario)
    marker = by_id(view, "a2")
    assert marker["hidden"] and marker["label"] == "Marker" and marker["points"] is None
    assert marker["name"] is None and marker["troop_type"] is None and marker["roles"] == marker["tags"] == []
    assert (marker["x"], marker["y"], marker["base_mm"]) == (6, 6, 25)
    assert by_id(view, "b2")["name"] == "Infiltrator" and not by_id(view, "b2")["hidden"]  # B's own
    json.dumps(view)

    seen = filter_evaluation(result, TROOPERS, "B", supremacy.scenario)
    q = zone(seen, "quadrant-a-left")
    assert q.points == {"A": "?", "B": 25} and q.dominated_by == "?"
    entry = next(e for e in q.explain if e.trooper == "a2")
    assert render(entry.line) == "Marker (A): inside" and entry.value is None and entry.counted is None
    text = json.dumps(zone(seen, "quadrant-a-left").to_json())
    assert "Sniper" not in text and "30" not in text
    assert zone(seen, "quadrant-b-left").points == {"A": 0, "B": 40}  # B's own marker: B sees the total
    assert result == Evaluator(supremacy).evaluate(TableState("s16/supremacy", 300, TROOPERS))  # not changed


def test_the_referee_sees_everything(supremacy, result):
    assert filter_evaluation(result, TROOPERS, "referee", supremacy.scenario) == result
    view = visible_troopers(TROOPERS, "referee", supremacy.scenario)
    assert by_id(view, "a2")["name"] == "Sniper" and by_id(view, "b1")["roles"] == ["lieutenant"]
    assert zone(result, "quadrant-a-left").points == {"A": 40, "B": 25}


def test_the_stream_hides_both_players_markers(supremacy, result):
    seen = filter_evaluation(result, TROOPERS, "stream", supremacy.scenario)
    assert zone(seen, "quadrant-a-left").points["A"] == "?"
    assert zone(seen, "quadrant-b-left").points == {"A": 0, "B": "?"}
    assert zone(seen, "quadrant-b-left").dominated_by == "?"
    text = json.dumps(seen.to_json())
    assert "Sniper" not in text and "Infiltrator" not in text
    view = visible_troopers(TROOPERS, "stream", supremacy.scenario)
    assert by_id(view, "a2")["hidden"] and by_id(view, "b2")["hidden"] and by_id(view, "b1")["roles"] == []


def test_a_zone_without_hidden_troopers_keeps_its_totals(supremacy):
    troopers = (t("a1", "A", 4, 4, 10), t("b1", "B", 8, 8, 25), t("b2", "B", 30, 30, 40, kind="marker"))
    result = Evaluator(supremacy).evaluate(TableState("s16/supremacy", 300, troopers))
    seen = filter_evaluation(result, troopers, "A", supremacy.scenario)
    assert zone(seen, "quadrant-a-left") == zone(result, "quadrant-a-left")


def test_a_marker_explanation_does_not_name_the_marker(supremacy):
    console = next(m for m in supremacy.markers if m.id == "console-1")
    troopers = (t("a2", "A", console.x + 40 / 25.4 / 2 + 25 / 25.4 / 2, console.y, 30, kind="marker",
                  name="Sniper"),)
    result = Evaluator(supremacy).evaluate(TableState("s16/supremacy", 300, troopers))
    seen = filter_evaluation(result, troopers, "B", supremacy.scenario)
    marker = next(m for m in seen.markers if m.id == "console-1")
    assert any("Sniper" in render(r) for r in next(m for m in result.markers if m.id == "console-1").explain)
    assert not any("Sniper" in render(r) for r in marker.explain)
    assert any(render(r).startswith("Marker (A)") for r in marker.explain)


def test_unmaskings_designated_target_stays_with_its_owner():
    scenario = catalog.scenario("s16/unmasking")
    hvts = [t("b-hvt1", "B", 20, 20, 0, roles=frozenset({"designated_target"})),
            t("b-hvt2", "B", 30, 20, 0, roles=frozenset({"target_decoy"}))]
    assert by_id(visible_troopers(hvts, "B", scenario), "b-hvt1")["roles"] == ["designated_target"]
    for viewer in ("A", "stream"):
        view = visible_troopers(hvts, viewer, scenario)
        assert all(v["roles"] == [] and not v["hidden"] for v in view)
        assert "designated" not in json.dumps(view) and "decoy" not in json.dumps(view)


def test_the_lieutenant_is_private_unless_the_scenario_opens_it():
    lt = [t("a1", "A", 4, 4, 30, roles=frozenset({"lieutenant"}))]
    hidden = visible_troopers(lt, "B", catalog.scenario("s16/supremacy"))[0]
    assert hidden["roles"] == [] and hidden["hidden"] is False  # no flag that would point at it
    assert visible_troopers(lt, "A", catalog.scenario("s16/supremacy"))[0]["roles"] == ["lieutenant"]
    assert visible_troopers(lt, "B", catalog.scenario("s16/decapitation"))[0]["roles"] == ["lieutenant"]
    assert visible_troopers(lt, "stream", catalog.mission("s16/decapitation", 300))[0]["roles"] == ["lieutenant"]


def test_an_intelcom_card_is_private():
    mission = catalog.mission("s16/frontline", 300)
    troopers = (t("a1", "A", 10, 24, 10), t("b1", "B", 12, 24, 25))
    state = TableState("s16/frontline", 300, troopers, intelcom={"A": ("sector-central", 20)})
    result = Evaluator(mission).evaluate(state)
    assert any(e.trooper is None for z in result.zones for e in z.explain)  # Support and Control
    seen = filter_evaluation(result, troopers, "B", mission.scenario)
    assert all(z.points["A"] == "?" for z in seen.zones if z.is_zo)
    assert not any(e.trooper is None for z in seen.zones for e in z.explain)
    assert filter_evaluation(result, troopers, "A", mission.scenario) == result


def test_an_unknown_view_is_an_error(supremacy, result):
    with pytest.raises(ValueError, match="view"):
        filter_evaluation(result, TROOPERS, "spectator", supremacy.scenario)


def test_the_lieutenant_is_not_named_to_the_opponent():
    from its_desktop.domain.evaluator import Evaluator
    from its_desktop.domain.mission import catalog
    from its_desktop.domain.privacy import filter_evaluation, visible_troopers
    from its_desktop.domain.table import TableState, Trooper

    m = catalog.mission("s16/supremacy", 300)
    troopers = (Trooper("b1", "B", 6, 40, 25, 20, name="Fusilier Lieutenant", roles=frozenset({"lieutenant"})),
                Trooper("b2", "B", 9, 40, 25, 10, name="Fusilier"),
                Trooper("a1", "A", 6, 6, 25, 10, name="Lt. Kowalski"))
    seen = {v["id"]: v for v in visible_troopers(troopers, "A", m)}
    assert seen["b1"]["label"] == seen["b1"]["name"] == "Fusilier" and seen["b1"]["roles"] == []
    assert seen["a1"]["label"] == "Lt. Kowalski"      # one's own names stay
    assert {v["id"]: v for v in visible_troopers(troopers, "referee", m)}["b1"]["label"] == "Fusilier Lieutenant"
    raw = Evaluator(m).evaluate(TableState("s16/supremacy", 300, troopers))
    assert "Fusilier Lieutenant" in " ".join(render(e.line) for z in raw.zones for e in z.explain)
    result = filter_evaluation(raw, troopers, "A", m)
    texts = " ".join(render(e.line) for z in result.zones for e in z.explain)
    assert "Lieutenant" not in texts and "Fusilier (B, 20 pts)" in texts
    assert "Fusilier Lieutenant" in " ".join(render(e.line) for z in raw.zones for e in z.explain)  # not altered
