"""The phone's result form against the desktop tally's rules, without a server: a game ended early (Retreat!,
time called, concession), the Classified slots and INTELCOM card of the posting seat only, hidden roles, and
the other seat's private entries carried on the server and masked on the check page."""

from __future__ import annotations

import pytest

from its_desktop.domain.mission import catalog
from its_desktop.domain.tally import changes
from its_desktop.domain.tally.model import TallyModel
from its_desktop.domain.tally.record import ClassifiedSlot
from its_desktop.domain.tournament.reports import private_removed
from its_desktop.web.players import form as tally_form
from its_desktop.web.players.form import FormError

NAMES = ("Ana", "Ben")


def supremacy() -> tally_form.Form:
    return tally_form.build(catalog.mission("s16/supremacy", 300), "en")


def two_rounds(**extra: str) -> dict[str, str]:
    v = {"m.A.more-quadrants.1": "2", "m.B.more-quadrants.1": "1", "m.A.more-quadrants.2": "1",
         "m.B.more-quadrants.2": "1", "m.A.hacked-consoles.game": "2", "m.B.hacked-consoles.game": "0",
         "vp.A": "150", "vp.B": "100"}
    return {**v, **extra}


@pytest.mark.parametrize("reason", ["retreat", "time", "concession"])
def test_a_game_ended_early_scores_its_completed_rounds_as_the_desktop_model_does(reason):
    f = supremacy()
    parsed = tally_form.parse(f, two_rounds(end=reason, rounds="2"), NAMES, "A")
    assert parsed.record["game"]["end_reason"] == reason and parsed.record["game"]["round_reached"] == 2
    # The desktop's model, given the same edits, scores the same.
    model = TallyModel(f.mission)
    for change in (changes.RoundsCompletedChanged(2), changes.EndReasonChanged(reason),
                   changes.MeasureChanged("A", "more-quadrants", "1", 2), changes.MeasureChanged("B", "more-quadrants", "1", 1),
                   changes.MeasureChanged("A", "more-quadrants", "2", 1), changes.MeasureChanged("B", "more-quadrants", "2", 1),
                   changes.MeasureChanged("A", "hacked-consoles", "game", 2),
                   changes.MeasureChanged("B", "hacked-consoles", "game", 0),
                   changes.VictoryPointsChanged("A", 150), changes.VictoryPointsChanged("B", 100)):
        model.apply(change)
    outcome = model.outcome()
    assert outcome.score is not None
    assert parsed.op == {"A": outcome.score.op("A"), "B": outcome.score.op("B")}
    assert parsed.tp == {"A": outcome.tournament_points[0], "B": outcome.tournament_points[1]}


def test_a_round_not_completed_is_refused_naming_its_field():
    with pytest.raises(FormError) as err:
        tally_form.parse(supremacy(), two_rounds(**{"end": "time", "rounds": "2", "m.A.more-quadrants.3": "1"}),
                         NAMES, "A")
    assert err.value.field == "m.A.more-quadrants.3" and "round 3 was not completed" in err.value.message


def test_an_early_end_needs_the_rounds_and_played_to_the_end_needs_every_round():
    with pytest.raises(FormError) as err:
        tally_form.parse(supremacy(), two_rounds(end="time"), NAMES, "A")
    assert err.value.field == "rounds"
    with pytest.raises(FormError) as err:
        tally_form.parse(supremacy(), two_rounds(end="time", rounds="4"), NAMES, "A")
    assert err.value.field == "rounds"
    with pytest.raises(FormError) as err:
        tally_form.parse(supremacy(), two_rounds(end="checkmate", rounds="2"), NAMES, "A")
    assert err.value.field == "end"


def test_no_quarter_has_no_retreat_on_the_phone_either():
    f = tally_form.build(catalog.mission("s10/biotechvore", 300), "en")
    assert "retreat" not in f.end_reasons and "time" in f.end_reasons
    with pytest.raises(FormError) as err:
        tally_form.parse(f, {"end": "retreat", "rounds": "1", "vp.A": "10", "vp.B": "10"}, NAMES, "A")
    assert err.value.field == "end"


def test_a_phone_never_sends_the_other_seats_private_fields():
    for name in ("cl.B.0.name", "cl.B.0.done", "ic.B.value", "role.B.designated-target"):
        with pytest.raises(FormError) as err:
            tally_form.parse(supremacy(), {**two_rounds(end="time", rounds="2"), name: "x"}, NAMES, "A")
        assert err.value.field == name


def armory_a() -> dict[str, str]:
    return {"m.A.dominate-armory-round.1": "1", "m.B.dominate-armory-round.1": "0",
            "m.A.dominate-armory-round.2": "0", "m.B.dominate-armory-round.2": "1",
            "m.A.dominate-armory-round.3": "1", "m.B.dominate-armory-round.3": "0",
            "m.A.dominate-armory-end.game": "1", "m.B.dominate-armory-end.game": "0",
            "m.A.more-panoply-items.game": "2", "m.B.more-panoply-items.game": "1",
            "vp.A": "200", "vp.B": "120"}


def test_the_intelcom_card_goes_through_the_models_rules():
    f = tally_form.build(catalog.mission("s16/the-armory", 300), "en")
    assert f.card_modes == ("support_and_control",) and "intelcom" in f.slot_flags and f.zos
    card = {"cl.A.0.name": "Alpha-Card", "ic.A.value": "7", "ic.A.zone": f.zos[0][0]}
    with pytest.raises(FormError) as err:  # the card given up must be marked on a Classified slot (record.check)
        tally_form.parse(f, {**armory_a(), **card}, NAMES, "A")
    assert err.value.field.startswith("ic.A")
    parsed = tally_form.parse(f, {**armory_a(), **card, "cl.A.0.intelcom": "on"}, NAMES, "A")
    sealed = {(e["player"], e["key"]) for e in parsed.record["entries"] if e["sealed"]}
    assert sealed == {("A", "classified:0"), ("A", "intelcom")}
    with pytest.raises(FormError) as err:
        tally_form.parse(f, {**armory_a(), **card, "cl.A.0.intelcom": "on", "ic.A.zone": "nowhere"}, NAMES, "A")
    assert err.value.field == "ic.A.zone"


def test_the_other_seats_private_entries_are_carried_and_masked_never_taken_from_the_post():
    f = tally_form.build(catalog.mission("s16/the-armory", 300), "en")
    zone = f.zos[0][0]
    a = tally_form.parse(f, {**armory_a(), "cl.A.0.name": "Alpha-Card", "cl.A.0.intelcom": "on", "ic.A.value": "7",
                             "ic.A.zone": zone}, NAMES, "A")

    class Stored:  # the store's report, as far as carrying reads it
        counter = None
        disputed_by = None

        class values:  # noqa: N801 - an attribute of the report
            record = a.record

    carried = tally_form.carried(Stored, "B")
    assert {e["key"] for e in carried} == {"classified:0", "intelcom"} and all(e["player"] == "A" for e in carried)
    b = tally_form.parse(f, {**armory_a(), "cl.B.0.name": "Bravo-Card"}, NAMES, "B", carried)
    assert b.op["A"] == a.op["A"], "A's card still counts in B's version"
    keys = {(e["player"], e["key"]) for e in b.record["entries"]}
    assert {("A", "classified:0"), ("A", "intelcom"), ("B", "classified:0")} <= keys
    shown = repr(tally_form.masked_lines(b, "B"))
    assert "Alpha-Card" not in shown and "private to player A" in shown
    assert "Alpha-Card" not in repr(private_removed(b.record, "B"))
    assert "Bravo-Card" not in repr(private_removed(b.record, "A"))
    assert "Alpha-Card" in repr(tally_form.masked_lines(a, "A")), "the owner reads their own lines"


def test_hidden_roles_are_the_owners_sealed_notes_and_score_nothing():
    f = tally_form.build(catalog.mission("s16/unmasking", 300), "en")
    assert [r for r, _n in f.roles] == ["designated-target", "target-decoy"] and f.classified == 0
    values = {"m.A.designated-target-killed.game": "1", "m.B.designated-target-killed.game": "0",
              "vp.A": "200", "vp.B": "120"}
    plain = tally_form.parse(f, values, NAMES, "B")
    noted = tally_form.parse(f, {**values, "role.B.designated-target": "Zulu-Hacker (left HVT)"}, NAMES, "B")
    assert noted.op == plain.op
    entry = next(e for e in noted.record["entries"] if e["key"] == "role:designated-target")
    assert entry == {**entry, "player": "B", "sealed": True, "value": "Zulu-Hacker (left HVT)"}
    assert "Zulu-Hacker" not in repr(private_removed(noted.record, "A"))
    assert tally_form.values_of(noted.record)["role.B.designated-target"] == "Zulu-Hacker (left HVT)"


def test_a_stored_record_comes_back_as_the_same_form():
    f = tally_form.build(catalog.mission("s16/the-armory", 300), "en")
    posted = {**armory_a(), "cl.A.0.name": "Alpha-Card", "cl.A.0.intelcom": "on", "ic.A.value": "7",
              "ic.A.zone": f.zos[0][0], "end": "concession", "rounds": "3"}
    parsed = tally_form.parse(f, posted, NAMES, "A")
    back = tally_form.values_of(parsed.record)
    again = tally_form.parse(f, back, NAMES, "A")
    assert again.op == parsed.op and again.vp == parsed.vp
    assert back["end"] == "concession" and back["cl.A.0.intelcom"] == "on" and back["ic.A.value"] == "7"


def test_the_classified_slot_model_matches_the_desktops_slot():
    # The flags the phone offers are exactly the slot's fields the desktop's sheet edits.
    f = supremacy()
    parsed = tally_form.parse(f, {**two_rounds(end="time", rounds="2"), "cl.A.0.name": "Card",
                                  "cl.A.0.secure_hvt": "", "cl.A.0.symbol": "on"}, NAMES, "A")
    slot = next(e for e in parsed.record["entries"] if e["key"] == "classified:0")["value"]
    assert ClassifiedSlot(**slot) == ClassifiedSlot("Card", symbol=True)
