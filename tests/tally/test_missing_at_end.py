"""A finished game never scores a value nobody entered as a silent 0: every value the score reads and
nobody entered is listed (one line each), and entered as 0 only when a person confirms it.

Pack oracles: Season 16 Highly Classified (L1961-1963) and Season 13 Loot and Sabotage (L1645-1647)."""

import pytest

from its_desktop.domain.i18n import speaking
from its_desktop.domain.mission import catalog
from its_desktop.domain.tally import changes, points
from its_desktop.domain.tally.missing import missing_values
from its_desktop.domain.tally.model import TallyModel
from its_desktop.domain.tally.record import GAME, ClassifiedSlot, GameRecord, check
from its_desktop.domain.tally.score import score


def finished(mission_id, points_=300):
    mission = catalog.mission(mission_id, points_)
    rounds = mission.season.rounds
    record = GameRecord(mission_id, points_, rounds_completed=rounds, end_reason="completed")
    return TallyModel(mission, record, in_progress=False)


def tps(model):
    out = model.outcome()
    assert out.score is not None, out.error
    return out.score.op("A"), out.score.op("B"), out.tournament_points


def test_highly_classified_a_list_with_no_card_accomplished_is_a_count_of_0_and_a_wins_more_main():
    model = finished("s16/highly-classified")
    for p in ("A", "B"):
        model.apply(changes.ClassifiedChanged(p, 0, ClassifiedSlot()))  # the Secondary: not accomplished
    model.set_deck_log("A", "main-classified", [{"round": 1, "turn": "A", "card": "Telemetry", "completed": True}])
    model.set_deck_log("B", "main-classified", [{"round": 2, "turn": "B", "card": "Sabotage", "completed": False}])
    assert model.record.decks["B"]["main-classified"] == 0  # entered, as the box shows it
    # L1961 more Main (3 OP) + L1963 one accomplished (1 OP): 4 to 0
    op_a, op_b, tp = tps(model)
    assert (op_a, op_b) == (4, 0)
    assert tp == points.tournament_points(model.mission.season, 4, 0)
    assert tp[1] == 0  # no defensive bonus at 4 OP apart (with B "not entered" the app gave 1 TP)
    assert model.missing() == []


def test_highly_classified_b_count_not_entered_is_listed_and_confirmed_as_0():
    model = finished("s16/highly-classified")
    for p in ("A", "B"):
        model.apply(changes.ClassifiedChanged(p, 0, ClassifiedSlot()))
    model.apply(changes.DeckChanged("A", "main-classified", 1))
    assert tps(model)[:2] == (1, 0)  # what a game accepted now would score
    missing = model.missing()
    assert [m.field for m in missing] == ["decks.B.main-classified"]
    with speaking("en"):
        assert missing_values(model.mission, model.record)[0].text == \
            "Player B: Main Classified Objectives completed not entered"
    model.enter_zeros(missing)
    assert tps(model)[:2] == (4, 0) and model.missing() == []
    model.apply(changes.DeckChanged("B", "main-classified", None))  # cleared back to "–"
    assert "main-classified" not in model.record.decks["B"] and len(model.missing()) == 1


def test_loot_and_sabotage_lists_the_four_str_values_and_the_panoply_counts():
    model = finished("s13/looting-and-sabotaging")
    model.apply(changes.MeasureChanged("A", "destroy-enemy-ac2", GAME, 1))
    model.apply(changes.MeasureChanged("B", "destroy-enemy-ac2", GAME, 0))
    fields = {m.field for m in model.missing()}
    for p in "AB":
        assert {f"values.{p}.protect-own-ac2.game", f"values.{p}.damage-enemy-ac2.game",
                f"values.{p}.more-panoply-items.game", f"classified.{p}"} <= fields
    with speaking("fr"):
        texts = [m.text for m in missing_values(model.mission, model.record)]
    assert all(t.startswith("Joueur ") for t in texts), texts


def _every_scenario():
    for entry in catalog.entries():
        sizes = catalog.sizes(entry.id)
        if sizes:
            yield pytest.param(entry.id, sizes[0], id=entry.id)


@pytest.mark.parametrize(("mission_id", "size"), list(_every_scenario()))
def test_every_value_a_finished_game_reads_is_listed_until_entered(mission_id, size):
    model = finished(mission_id, size)
    everything = model.missing()
    # Nothing entered: the scorer sees missing values, and the list is not empty for a scenario that scores.
    assert bool(everything) == (not score(model.mission, model.record).complete)
    full = TallyModel(model.mission, GameRecord.from_json(model.record.to_json()), in_progress=False)
    full.enter_zeros(everything)
    check(full.mission, full.record)
    assert full.missing() == []
    assert score(full.mission, full.record).complete, "a value the score reads is not in the list"
    # Each one left out alone: listed (and only it), and the scorer counts it as missing too.
    for m in everything:
        one = TallyModel(model.mission, GameRecord.from_json(model.record.to_json()), in_progress=False)
        one.enter_zeros([x for x in everything if x is not m])
        assert [x.field for x in one.missing()] == [m.field]
        assert not score(one.mission, one.record).complete, m.field


@pytest.mark.parametrize("mission_id", ["s13/looting-and-sabotaging", "s10/looting-and-sabotaging"])
def test_a_destroyed_ac2_gives_its_str_lines_and_an_intact_one_is_still_asked(mission_id):
    """S13 L1645-1647 (S10 L2121-2123): A destroyed B's AC2 (STR 3), A's untouched. The table knows B's AC2
    lost 3 STR and kept 0; how much A's lost it cannot tell: still asked, then 3 left. Pack: A 3 + 3 + 2 = 8."""
    from .helpers import table

    mission, state, evaluation = table(mission_id, 300, [], markers=[{"id": "ac2-2", "state": "destroyed"}])
    ids = {m.id: m for m in mission.markers}
    assert ids["ac2-2"].owner == "B"
    model = TallyModel(mission)
    for r in (1, 2, 3):
        model.end_round(r, evaluation, state)
    assert model.value("A", "damage-enemy-ac2", GAME) == 3 and model.source("A", "damage-enemy-ac2", GAME) == "table"
    assert model.value("B", "protect-own-ac2", GAME) == 0
    assert model.value("A", "protect-own-ac2", GAME) is None  # not destroyed: the table does not count damage
    assert "values.A.protect-own-ac2.game" in {m.field for m in model.missing()}
    model.apply(changes.MeasureChanged("A", "protect-own-ac2", GAME, 3))
    for p in "AB":
        model.apply(changes.ClassifiedChanged(p, 0, ClassifiedSlot()))
        model.apply(changes.MeasureChanged(p, "more-panoply-items", GAME, 0))
    model.apply(changes.MeasureChanged("B", "damage-enemy-ac2", GAME, 0))
    model.apply(changes.EndReasonChanged("completed"))
    assert model.missing() == []
    assert (model.outcome().score.op("A"), model.outcome().score.op("B")) == (8, 0)
