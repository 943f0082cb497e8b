"""The report's moves (pure): which are legal from which state, what each makes of the report, the value checks
(the desktop's own), and what of a game record the other seat may see."""

from __future__ import annotations

import pytest

from its_desktop.domain.errors import InputError
from its_desktop.domain.tournament import reports as rules
from its_desktop.domain.tournament.reports import Report, ReportError, ReportStateError, ReportValues

V = ReportValues(6, 3, 210.0, 140.0)
W = ReportValues(4, 5, 150.0, 200.0)


def report(state, by="A", counter=None, disputed_by=None):
    return Report(1, 10, 1, 3, state, by, V, counter, 1, disputed_by=disputed_by)


def test_every_move_from_every_state():
    legal = {
        ("propose", None, "A"), ("propose", None, "B"), ("propose", "proposed", "A"), ("propose", "rejected", "A"), ("propose", "rejected", "B"),
        ("confirm", "proposed", "B"), ("dispute", "proposed", "B"), ("confirm", "disputed", "A"),
    }
    for state in (None, *rules.STATES):
        current = None if state is None else report(state, "A", W if state == "disputed" else None,
                                                     "B" if state == "disputed" else None)
        for side in ("A", "B"):
            for move in ("propose", "confirm", "dispute"):
                def act():
                    if move == "confirm":
                        return rules.confirm(current, side)
                    return getattr(rules, move)(current, side, W)
                if (move, state, side) in legal:
                    act()
                else:
                    with pytest.raises(ReportStateError):
                        act()


def test_what_each_move_makes():
    assert rules.propose(None, "B", V) == rules.Move("proposed", "B", V, None)
    assert rules.confirm(report("proposed"), "B") == rules.Move("confirmed", "A", V, None)
    assert rules.dispute(report("proposed"), "B", W) == rules.Move("disputed", "A", V, W, disputed_by="B")
    assert rules.confirm(report("disputed", counter=W, disputed_by="B"), "A") == rules.Move("confirmed", "B", W, None)


def test_the_organizer_approves_open_reports_and_chooses_on_a_dispute():
    assert rules.approve(report("confirmed")) == V and rules.approve(report("proposed")) == V
    disputed = report("disputed", counter=W, disputed_by="B")
    with pytest.raises(ReportStateError):
        rules.approve(disputed)
    assert rules.approve(disputed, "counter") == W and rules.approve(disputed, "proposed") == V
    for state in ("approved", "rejected"):
        with pytest.raises(ReportStateError):
            rules.approve(report(state))
        with pytest.raises(ReportStateError):
            rules.reject(report(state))
    assert issubclass(ReportStateError, InputError)


def test_values_are_checked_like_the_desktop_result():
    ok = rules.check_values({"op_a": 6.0, "op_b": 3, "vp_a": 210, "vp_b": 140.5}, op_ceiling=10, points=300)
    assert ok == ReportValues(6, 3, 210.0, 140.5)
    for raw, field in (({"op_a": 11, "op_b": 3, "vp_a": 1, "vp_b": 1}, "values.op_a"),
                       ({"op_a": 1, "op_b": 3, "vp_a": float("nan"), "vp_b": 1}, "values.vp_a"),
                       ({"op_a": 1, "op_b": 3, "vp_a": 1}, "values.vp_b"),
                       ({"op_a": 1, "op_b": 3, "vp_a": 1, "vp_b": 1, "tp": 4}, "values.tp"),
                       ({"op_a": 1, "op_b": 3, "vp_a": 1, "vp_b": 1, "record": {"entries": [{"player": "C"}]}},
                        "values.record.entries[0].player"),
                       ("6-3", "values")):
        with pytest.raises(ReportError) as err:
            rules.check_values(raw, op_ceiling=10, points=300)
        assert err.value.field == field


def test_the_other_seats_sealed_entries_are_removed():
    record = {"entries": [{"player": "A", "key": "classified:1", "sealed": True, "value": {"name": "Secret A"}},
                          {"player": "B", "key": "classified:1", "sealed": True, "value": {"name": "Secret B"}},
                          {"player": "B", "key": "vp", "sealed": False, "value": 140}],
              "history": [{"player": "B", "key": "classified:1", "new": {"name": "Secret B"}},
                          {"player": "B", "key": "vp", "new": 140}]}
    seen = rules.private_removed(record, "A")
    assert [e["value"] for e in seen["entries"]] == [{"name": "Secret A"}, 140]
    assert seen["history"] == [{"player": "B", "key": "vp", "new": 140}]
    assert "Secret A" not in repr(rules.private_removed(record, "B"))
    r = Report(1, 10, 1, 3, "disputed", "A", ReportValues(1, 1, 1, 1, record), ReportValues(1, 1, 1, 1, record), 1)
    assert "Secret B" not in repr(r.seen_by("A")) and "Secret A" not in repr(r.seen_by("B"))


def test_disputes_come_first():
    rs = [Report(i, i, 1, t, s, "A", V, None, 1) for i, (t, s) in enumerate(
        [(1, "approved"), (2, "confirmed"), (3, "disputed"), (4, "proposed"), (5, "disputed")])]
    assert [(r.table, r.state) for r in rules.by_attention(rs)] == \
        [(3, "disputed"), (5, "disputed"), (4, "proposed"), (2, "confirmed"), (1, "approved")]
