"""The game record: JSON round trip, and impossible values refused with the field named."""

import dataclasses
import json

import pytest

from its_desktop.domain.mission import catalog
from its_desktop.domain.table import StateError
from its_desktop.domain.tally import GameRecord, score
from its_desktop.domain.mission.frozen import replace

from .helpers import game, play, record, rounds, slots

FULL = {
    "mission": "s16/frontline", "points": 300, "rounds_completed": 2, "end_reason": "retreat",
    "reached_round": 3, "reached_turn": 1,
    "values": {"A": {"central-sector": {"game": 1}}, "B": {"central-sector": {"game": 0}}},
    "overrides": {"B": {"nearest-sector": {"game": {"value": 1, "who": "referee", "why": "base re-measured"}}}},
    "classified": {"A": [{"name": "Telemetry", "fulfilled": True, "secure_hvt": False, "intelcom": False,
                          "symbol": False},
                         {"name": "", "fulfilled": False, "secure_hvt": False, "intelcom": True, "symbol": False}],
                   "B": [{"name": "Secure HVT", "fulfilled": True, "secure_hvt": True, "intelcom": False,
                          "symbol": False}]},
    "intelcom": {"A": {"mode": "support_and_control", "value": 6, "zone": "sector-b"}, "B": None},
    "decks": {},
    "vp": {"A": 210, "B": 95},
    "hvt_harmed_by": None,
}


def test_json_round_trip():
    rec = GameRecord.from_json(FULL)
    assert rec.to_json() == FULL
    assert GameRecord.from_json(json.dumps(FULL)) == rec
    assert GameRecord.from_json(rec.to_json()) == rec
    s = score(catalog.mission("s16/frontline", 300), rec)
    # A: central 2 + Telemetry 1 (the second card is the INTELCOM card) = 3.
    # B: nearest 1 by the referee's correction + Secure HVT 1 = 2.
    assert (s.op("A"), s.op("B")) == (3, 2)
    assert s.players["B"].line("nearest-sector").source == "override"
    assert "corrected by referee: base re-measured" in s.players["B"].line("nearest-sector").explanation
    out = s.to_json()
    assert out["players"]["A"]["op"] == 3 and out["pipeline"][0].startswith("end effects")


def test_missing_values_score_zero_and_are_listed():
    s, _ = play("s16/supremacy", 300, a={"more-quadrants": rounds(2, 2, 2)})
    assert not s.complete
    assert "values.B.more-quadrants.1" in s.players["A"].missing  # a comparison needs both sides
    assert "classified.A" in s.players["A"].missing


@pytest.mark.parametrize(("change", "field"), [
    ({"points": "300"}, "points"),
    ({"rounds_completed": 11}, "rounds_completed"),  # past any game (domain.bounds); check() holds the season's
    ({"end_reason": "rain"}, "end_reason"),
    ({"vp": {"A": -5}}, "vp.A"),
    ({"vp": {"C": 5}}, "vp.C"),
    ({"values": {"A": {"central-sector": {"11": 1}}}}, "values.A.central-sector.11"),
    ({"values": {"A": {"central-sector": {"game": "yes"}}}}, "values.A.central-sector.game"),
    ({"overrides": {"A": {"central-sector": {"game": {"value": 1, "who": "", "why": "x"}}}}},
     "overrides.A.central-sector.game.who"),
    ({"classified": {"A": [{"fulfilled": "yes"}]}}, "classified.A[0].fulfilled"),
    ({"classified": {"A": [{"symbol": "star"}]}}, "classified.A[0].symbol"),
    ({"intelcom": {"A": {"value": 3}}}, "intelcom.A.mode"),
    ({"decks": {"A": {"main": -1}}}, "decks.A.main"),
    ({"hvt_harmed_by": "C"}, "hvt_harmed_by"),
])
def test_bad_shapes_are_refused_on_reading(change, field):
    with pytest.raises(StateError) as err:
        GameRecord.from_json({**FULL, **change})
    assert err.value.field == field


def test_missing_required_field_and_bad_json():
    raw = dict(FULL)
    del raw["end_reason"]
    with pytest.raises(StateError) as err:
        GameRecord.from_json(raw)
    assert err.value.field == "end_reason"
    with pytest.raises(StateError) as err:
        GameRecord.from_json("{not json")
    assert err.value.field == "(top level)"


def refused(mission_id, points, **kw):
    with pytest.raises(StateError) as err:
        play(mission_id, points, **kw)
    return err.value.field, err.value.message


def test_vp_above_the_game_size():
    assert refused("s16/annihilation", 150, vp={"A": 151})[0] == "vp.A"
    s, _ = play("s16/annihilation", 150, vp={"A": 150, "B": 0})  # the whole army survived: fine
    assert s.players["A"].line("surviving-victory-points").op == 4


def test_unknown_objective_and_wrong_source():
    field, message = refused("s16/supremacy", 300, a={"more-quadrant": rounds(1)})
    assert field == "values.A.more-quadrant" and "no objective" in message
    # Surviving VP are read from vp, the Classified count from classified: not from values.
    assert refused("s16/biotechvore", 300, a={"surviving-vp": game(100)})[0] == "values.A.surviving-vp"
    assert refused("s16/biotechvore", 300, a={"more-classified": game(2)})[0] == "values.A.more-classified"


def test_round_keys_follow_the_timing():
    assert refused("s16/supremacy", 300, a={"more-quadrants": game(2)})[0] == "values.A.more-quadrants.game"
    assert refused("s16/supremacy", 300, a={"hacked-consoles": rounds(2)})[0] == "values.A.hacked-consoles.1"
    field, message = refused("s16/panic-room", 300, rounds=1, end="concession", a={"dominate-room": rounds(1, 1)})
    assert field == "values.A.dominate-room.2" and "round 2 was not completed" in message


def test_impossible_counts_and_types():
    # Four consoles on the Supremacy table; three sectors but one "farthest".
    assert refused("s16/supremacy", 300, a={"hacked-consoles": game(5)})[0] == "values.A.hacked-consoles.game"
    assert refused("s16/frontline", 300, a={"farthest-sector": game(2)})[0] == "values.A.farthest-sector.game"
    assert refused("s16/mindwipe", 300, a={"rogue-ai-destroyed": game(1)})[0] == "values.A.rogue-ai-destroyed.game"
    assert refused("s16/decapitation", 300, a={"designated-targets-killed": game(1.5)})[0] == \
        "values.A.designated-targets-killed.game"


def test_a_pair_sharing_one_measure_must_agree():
    field, _ = refused("s16/supremacy", 300, a={"more-quadrants": rounds(2), "same-quadrants": rounds(3)})
    assert field == "values.A.same-quadrants.1"


def test_game_end_consistency():
    assert refused("s16/supremacy", 300, rounds=2, end="completed")[0] == "end_reason"
    # B-Pong is No Quarter: Retreat! does not end it.
    assert refused("s16/b-pong", 300, rounds=1, end="retreat")[0] == "end_reason"
    assert refused("s16/supremacy", 300, rounds=1, end="time", reached_round=3)[0] == "reached_round"
    assert refused("s16/supremacy", 300, rounds=1, end="time", reached_round=1, reached_turn=3)[0] == "reached_turn"


def test_classified_and_intelcom_rules():
    assert refused("s16/supremacy", 300, classified={"A": slots(True, True)})[0] == "classified.A"
    two_hvt = [{"secure_hvt": True, "fulfilled": True}, {"secure_hvt": True}]
    assert refused("s16/b-pong", 300, classified={"A": two_hvt})[0] == "classified.A"
    # Supremacy's INTELCOM is Provisions: no card is renounced there.
    assert refused("s16/supremacy", 300, classified={"A": [{"intelcom": True}]})[0] == "classified.A[0].intelcom"
    card = {"mode": "support_and_control", "value": 5, "zone": "sector-central"}
    assert refused("s16/frontline", 300, intelcom={"A": {**card, "zone": "deployment-a"}},
                   classified={"A": [{"intelcom": True}]})[0] == "intelcom.A.zone"
    assert refused("s16/frontline", 300, intelcom={"A": card}, classified={"A": slots(True)})[0] == "intelcom.A"
    assert refused("s16/frontline", 300, classified={"A": [{"intelcom": True}]})[0] == "intelcom.A"
    assert refused("s16/the-armory", 300, intelcom={"A": {**card, "mode": "provisions"}},
                   classified={"A": [{"intelcom": True}]})[0] == "intelcom.A.mode"
    hvt_card = [{"secure_hvt": True, "intelcom": True}]
    assert refused("s16/frontline", 300, classified={"A": hvt_card},
                   intelcom={"A": card})[0] == "classified.A[0].secure_hvt"


def test_record_for_another_mission_or_size():
    rec = record("s16/supremacy", 300)
    with pytest.raises(StateError) as err:
        score(catalog.mission("s16/superiority", 300), rec)
    assert err.value.field == "mission"
    with pytest.raises(StateError) as err:
        score(catalog.mission("s16/supremacy", 400), rec)
    assert err.value.field == "points"


def test_hvt_rule_needs_a_season_that_has_it_and_then_caps_at_ten():
    assert refused("s16/acquisition", 300, hvt_harmed_by="A")[0] == "hvt_harmed_by"
    mission = catalog.mission("s16/acquisition", 300)
    killing = replace(mission.season.killing, harming_enemy_hvt_loses_game=True, hvt_harm_bonus_op=2)
    s10like = dataclasses.replace(mission, season=replace(mission.season, killing=killing))
    rec = record("s16/acquisition", 300,
                 a={"activated-antennas": game(2), "controlled-antennas": game(0), "controlled-tech-coffin": game(0)},
                 b={"activated-antennas": game(0), "controlled-antennas": game(2), "controlled-tech-coffin": game(1)},
                 classified={"A": slots(True), "B": slots(True)}, hvt_harmed_by="A")
    s = score(s10like, rec)
    # A harmed B's HVT: A's 4 + 1 = 5 are lost. B: 2 + 3 + 1 = 6, + 2 = 8.
    assert (s.op("A"), s.op("B")) == (0, 8)
    rec.values["B"]["activated-antennas"] = game(2)  # B: 4 + 2 + 3 + 1 = 10, + 2 = 12 → the ceiling, 10
    s = score(s10like, rec)
    assert s.op("B") == 10 and s.players["B"].before_ceiling == 12 and s.players["B"].ceiling_applied


def test_a_game_in_progress_is_scored_as_if_time_were_called():
    from its_desktop.domain.tally.record import GameRecord

    assert GameRecord("s16/supremacy", 300, rounds_completed=2).provisional(3).end_reason == "time"
    assert GameRecord("s16/supremacy", 300, rounds_completed=3).provisional(3).end_reason == "completed"
    # the count is the season's: in a five-round format, three rounds played is a game still going
    assert GameRecord("s16/supremacy", 300, rounds_completed=3).provisional(5).end_reason == "time"
