"""The tally's rules without Qt: the model the desktop's sheet and the players' phone pages both edit."""

import dataclasses

import pytest

from its_desktop.domain.mission import catalog
from its_desktop.domain.table import StateError
from its_desktop.domain.tally import changes
from its_desktop.domain.tally.model import TallyModel, deck_completed
from its_desktop.domain.tally.record import GAME, ClassifiedSlot, GameRecord, IntelcomCard
from its_desktop.domain.mission.frozen import replace

from .helpers import table, trooper

# Supremacy at 300: A dominates two quadrants, B one (A scores "more quadrants" in the round).
TWO_TO_ONE = [trooper("a1", "A", 6, 6, 30), trooper("a2", "A", 40, 6, 30), trooper("b1", "B", 6, 40, 20)]


def supremacy(troopers=(), **state):
    mission, st, evaluation = table("s16/supremacy", 300, list(troopers), **state)
    model = TallyModel(mission)
    seen: list = []
    model.subscribe(seen.append)
    return model, st, evaluation, seen


def test_the_sheet_has_one_cell_per_entered_measure_and_round_of_the_season():
    model, *_ = supremacy()
    assert model.rounds == 3 and model.round_keys == ("1", "2", "3")
    assert {k for (p, o, k) in model.cells if o == "more-quadrants"} == {"1", "2", "3"}
    assert not any(o == "same-quadrants" for (_, o, _) in model.cells)  # the twin is entered once
    assert ("A", "hacked-consoles", GAME) in model.cells
    kinds = {o.id: model.kind_of(o) for o in model.mission.scenario.scoring}
    assert kinds == {"more-quadrants": "entered", "same-quadrants": "same", "hacked-consoles": "entered"}


def test_the_round_count_comes_from_the_season():
    mission = catalog.mission("s16/supremacy", 300)
    longer = dataclasses.replace(mission, season=replace(mission.season, rounds=4))
    model = TallyModel(longer)
    assert model.round_keys == ("1", "2", "3", "4")
    assert ("B", "more-quadrants", "4") in model.cells
    assert not model.is_last_round(3) and model.is_last_round(4)


def test_an_edit_is_applied_and_told_to_every_listener():
    model, _, _, seen = supremacy()
    other: list = []
    stop = model.subscribe(other.append)
    change = changes.MeasureChanged("A", "hacked-consoles", GAME, 2)
    assert model.apply(change) == change
    assert model.record.values["A"]["hacked-consoles"][GAME] == 2
    assert model.source("A", "hacked-consoles", GAME) == "asked"
    assert seen == other == [change]
    stop()
    model.apply(changes.MeasureChanged("A", "hacked-consoles", GAME, None))
    assert "hacked-consoles" not in model.record.values["A"] or GAME not in model.record.values["A"]["hacked-consoles"]
    assert len(other) == 1 and len(seen) == 2


def test_the_end_of_a_round_takes_the_tables_values_and_scores():
    model, state, evaluation, seen = supremacy(TWO_TO_ONE)
    filled = model.end_round(1, evaluation, state)
    assert filled >= 2
    assert model.value("A", "more-quadrants", "1") == 2 and model.value("B", "more-quadrants", "1") == 1
    assert model.source("A", "more-quadrants", "1") == "table"
    assert model.record.rounds_completed == 1 and model.round_ended(1) and not model.round_ended(2)
    measures = [c for c in seen if isinstance(c, changes.MeasureChanged)]
    assert measures and all(c.key == "1" for c in measures)
    assert seen[-1] == changes.RoundsCompletedChanged(1)
    outcome = model.outcome()
    assert outcome.provisional and outcome.score.players["A"].line("more-quadrants").op == 2
    assert outcome.tournament_points is not None and outcome.tournament_points[0] > outcome.tournament_points[1]


def test_a_round_is_ended_once():
    model, state, evaluation, _ = supremacy(TWO_TO_ONE)
    model.end_round(1, evaluation, state)
    with pytest.raises(StateError, match="round 1 has already been ended"):
        model.end_round(1, evaluation, state)


def test_changing_a_table_value_is_an_override_and_setting_it_back_is_not():
    model, state, evaluation, seen = supremacy(TWO_TO_ONE)
    model.who = "ref@desk"
    model.override_why = "miscounted"
    model.end_round(1, evaluation, state)
    model.apply(changes.MeasureChanged("A", "more-quadrants", "1", 1))
    value, override = model.record.value("A", "more-quadrants", "1")
    assert value == 1 and (override.who, override.why) == ("ref@desk", "miscounted")
    assert model.record.values["A"]["more-quadrants"]["1"] == 2  # the table's value is kept beside it
    assert model.source("A", "more-quadrants", "1") == "override"
    assert model.outcome().score.players["A"].line("more-quadrants").op == 0  # 1 against 1: not more
    model.apply(changes.MeasureChanged("A", "more-quadrants", "1", 2))
    assert model.record.value("A", "more-quadrants", "1") == (2, None)
    assert model.source("A", "more-quadrants", "1") == "table"
    # A value nobody filled from the table is typed, never an override.
    model.apply(changes.MeasureChanged("A", "hacked-consoles", GAME, 1))
    assert model.record.value("A", "hacked-consoles", GAME) == (1, None)


def test_a_filled_value_is_told_even_when_it_did_not_change():
    model, state, evaluation, seen = supremacy(TWO_TO_ONE)
    model.fill_from_table(evaluation, state, 1, game_end=False)
    first = len(seen)
    model.fill_from_table(evaluation, state, 1, game_end=False)
    assert len(seen) == 2 * first  # a station storing the table's values sees each again


def test_the_end_of_the_last_round_counts_victory_points_and_kills():
    troopers = [trooper("a1", "A", 6, 6, 30), trooper("b1", "B", 6, 40, 20, state="dead"),
                trooper("b2", "B", 40, 40, 25)]
    model, state, evaluation, seen = supremacy(troopers, round=3)
    model.apply(changes.RoundsCompletedChanged(2))
    model.end_round(3, evaluation, state)
    assert model.record.vp == {"A": 30, "B": 25}
    assert changes.VictoryPointsChanged("A", 30) in seen
    assert model.losses["A"].killed.value == 20 and model.losses["B"].killed.value == 0
    assert model.losses["A"].secure_hvt is None  # no Secure HVT slot held
    assert model.record.rounds_completed == 3


def test_classified_changes_are_copies_not_the_records_objects():
    model, _, _, seen = supremacy()
    slot = ClassifiedSlot(fulfilled=True)
    model.apply(changes.ClassifiedChanged("A", 0, slot))
    slot.fulfilled = False
    assert model.slot("A", 0).fulfilled is True
    model.apply(changes.ClassifiedChanged("A", 0, dataclasses.replace(model.slot("A", 0), fulfilled=False)))
    assert seen[0].slot.fulfilled is True and seen[1].slot.fulfilled is False
    assert model.slot("B", 0) == ClassifiedSlot()  # nothing said about it yet


def test_a_deck_log_gives_the_completed_count():
    mission = catalog.mission("s16/countermeasures", 300)
    model = TallyModel(mission)
    seen: list = []
    model.subscribe(seen.append)
    deck = mission.scenario.decks[0].id
    rows = [{"round": 1, "turn": "A", "card": "Telemetry", "completed": True},
            {"round": 1, "turn": "A", "card": "Sabotage", "completed": False, "discarded": True},
            {"round": 2, "turn": "A", "card": "Extreme Prejudice", "completed": True}]
    model.set_deck_log("A", deck, rows)
    assert deck_completed(rows) == 2 and model.record.decks["A"][deck] == 2
    assert [type(c) for c in seen] == [changes.DeckLogChanged, changes.DeckChanged]
    model.set_deck_log("A", deck, rows)  # the same count again: only the log is told
    assert [type(c) for c in seen[2:]] == [changes.DeckLogChanged]


def test_the_game_ends_and_reopens_in_progress():
    model, *_ = supremacy()
    model.apply(changes.RoundsCompletedChanged(1))
    model.apply(changes.EndReasonChanged("time"))
    assert not model.in_progress and model.record.end_reason == "time"
    assert not model.outcome().provisional
    model.apply(changes.EndReasonChanged(None))
    assert model.in_progress and model.record.end_reason == "time"  # kept for when it ends again


def test_an_empty_game_has_no_tournament_points_yet():
    model, *_ = supremacy()
    outcome = model.outcome()
    assert outcome.provisional and outcome.score is not None and outcome.tournament_points is None


def test_a_record_that_does_not_score_says_why():
    model, *_ = supremacy()
    model.apply(changes.IntelcomChanged("A", IntelcomCard("support_and_control", 5, "nowhere")))
    outcome = model.outcome()
    assert outcome.score is None and outcome.error


def test_a_value_typed_for_the_round_being_played_waits_for_its_end_and_is_kept():
    model, st, evaluation, _seen = supremacy()
    model.apply(changes.MeasureChanged("A", "more-quadrants", "1", 2))
    model.apply(changes.MeasureChanged("B", "more-quadrants", "1", 0))
    outcome = model.outcome()  # scored as if time were called now: round 1 not completed, no error
    assert outcome.score is not None and outcome.error is None
    assert outcome.pending == (("A", "more-quadrants", "1"), ("B", "more-quadrants", "1"))
    assert outcome.score.players["A"].line("more-quadrants").op == 0
    assert model.record.values["A"]["more-quadrants"]["1"] == 2  # set aside for the score, not lost
    model.apply(changes.RoundsCompletedChanged(1))
    outcome = model.outcome()
    assert outcome.pending == () and outcome.score is not None
    assert outcome.score.players["A"].line("more-quadrants").op > 0
    model.apply(changes.EndReasonChanged("time"))  # a finished game: a later round's value is not scored either
    model.apply(changes.MeasureChanged("B", "more-quadrants", "3", 1))
    outcome = model.outcome()
    assert outcome.score is not None and outcome.pending == (("B", "more-quadrants", "3"),)
    assert model.record.completed_part().values["B"]["more-quadrants"] == {"1": 0}
    assert model.record.values["B"]["more-quadrants"]["3"] == 1


def test_the_hvt_rule_and_other_fields():
    mission = catalog.mission("s10/frostbyte", 300)
    model = TallyModel(mission)
    model.apply(changes.VictoryPointsChanged("A", 120))
    model.apply(changes.VictoryPointsChanged("A", None))
    model.apply(changes.HvtHarmedChanged("B"))
    assert "A" not in model.record.vp and model.record.hvt_harmed_by == "B"
    model.apply(changes.RoundsCompletedChanged(3))
    model.apply(changes.EndReasonChanged("completed"))
    assert model.outcome().tournament_points[1] == 0  # the player who harmed the HVT loses


def test_reloading_keeps_what_the_table_said_where_the_store_still_agrees():
    model, state, evaluation, _ = supremacy(TWO_TO_ONE)
    model.end_round(1, evaluation, state)
    stored = GameRecord.from_json(model.record.to_json())
    stored.values["B"]["more-quadrants"]["1"] = 0  # another station typed over B's value
    model.reload(stored, in_progress=True)
    assert model.source("A", "more-quadrants", "1") == "table"
    assert model.source("B", "more-quadrants", "1") == "asked"
    assert ("B", "more-quadrants", "1") not in model.table_values


def test_the_referee_names_a_roll_offs_winner_and_the_consoles_are_counted_again():
    # S8 Supremacy at 300 (L1191 "1 Punto de Objetivo por cada Consola Hackeada"; L1247-1251): console-1
    # hacked by A only, console-4 by B only, console-2 by both; each side has a surviving Specialist, so
    # a Face to Face WIL roll decides console-2 and the table alone cannot count it.
    troopers = [trooper("a1", "A", 6, 4, 20, tags=["hacker"]), trooper("b1", "B", 6, 44, 20, tags=["engineer"])]
    markers = [{"id": "console-1", "activated_by": ["A"]}, {"id": "console-2", "activated_by": ["A", "B"]},
               {"id": "console-4", "activated_by": ["B"]}]
    mission, state, evaluation = table("s8/supremacy", 300, troopers, markers=markers)
    model = TallyModel(mission)
    assert model.contested_markers() == ("console-1", "console-2", "console-3", "console-4")
    assert TallyModel(catalog.mission("s16/supremacy", 300)).contested_markers() == ()  # counts for both there
    seen: list = []
    model.subscribe(seen.append)
    model.end_round(1, evaluation, state)
    model.end_round(2, evaluation, state)
    model.end_round(3, evaluation, state)
    assert model.value("A", "hacked-consoles", GAME) is None  # asked: the roll is not recorded yet
    # L1249 'Aquel que gane la Tirada Enfrentada podrá contabilizar el Punto de Objetivo': A won it.
    model.apply(changes.ContestedChanged("console-2", "A"))
    assert model.record.contested == {"console-2": "A"}
    assert (model.value("A", "hacked-consoles", GAME), model.value("B", "hacked-consoles", GAME)) == (2, 1)
    assert model.source("A", "hacked-consoles", GAME) == "table"
    assert changes.MeasureChanged("A", "hacked-consoles", GAME, 2) in seen
    # Nobody won it (both failed, say): each keeps only their own console. Undecided again: nothing recorded.
    model.apply(changes.ContestedChanged("console-2", "none"))
    assert (model.value("A", "hacked-consoles", GAME), model.value("B", "hacked-consoles", GAME)) == (1, 1)
    model.apply(changes.ContestedChanged("console-2", None))
    assert model.record.contested == {}
    # A winner stored with the record reaches the record's JSON (what score and the database read).
    model.apply(changes.ContestedChanged("console-2", "B"))
    assert GameRecord.from_json(model.record.to_json()).contested == {"console-2": "B"}
    assert model.outcome().score.players["B"].line("hacked-consoles").op == 2
