"""The scenario's restrictions on a table, pure: what is refused, what is only a warning."""

from its_desktop.domain.evaluator import Evaluator
from its_desktop.domain.itstable import Placed
from its_desktop.domain.mission import catalog
from its_desktop.domain.table import MarkerState, TableState, Trooper
from its_desktop.domain.table_rules import REFUSE, WARN, check_table


def findings(troopers=(), markers=(), placed=(), deploying=True, mission="s16/frostbyte"):
    m = catalog.mission(mission, 300)
    state = TableState(mission, 300, tuple(troopers), tuple(markers), 1)
    return {f.key: f for f in check_table(m, state, list(placed), Evaluator(m).evaluate(state), deploying=deploying)}


def test_an_empty_frostbyte_table_breaks_nothing():
    assert findings() == {}


def test_refusals():
    hz = frozenset({"hazmat_ops"})
    out = findings(
        troopers=[Trooper("a1", "A", 5, 5, 25, 10, roles=hz), Trooper("a2", "A", 9, 5, 25, 10, roles=hz),
                  Trooper("b1", "B", 5, 40, 25, 10, roles=hz, tags=frozenset({"irregular"})),
                  Trooper("b2", "B", 9, 40, 25, 10, roles=hz, kind="marker")],
        markers=[MarkerState("console-1", activated_by=("A", "B"))]
        + [MarkerState(f"heating-unit-{i}", activated_by=("A",)) for i in (1, 2, 3, 4)],
        placed=[Placed("h1", "hvt", "B", 10, 20), Placed("h2", "hvt", "B", 30, 20)])
    assert {k for k, f in out.items() if f.level == REFUSE} == {
        "role-count:hazmat-ops:A", "role-count:hazmat-ops:B", "role-excluded:hazmat-ops:b1",
        "role-excluded:hazmat-ops:b2", "connect-once:console-1", "units-per-console", "placement:hvt:B"}
    assert "irregular" in out["role-excluded:hazmat-ops:b1"].text
    text = out["role-excluded:hazmat-ops:b2"].text
    assert "“" in text and "L1805" not in text   # every finding quotes the pack's sentence, not our line number


def test_warnings_only_while_deploying():
    troopers = [Trooper("a1", "A", 24, 4.9, 25, 10), Trooper("a2", "A", 10, 24, 25, 10)]
    out = findings(troopers)
    assert {k: f.level for k, f in out.items()} == {"ban-contact:heating-unit-2:a1": WARN,
                                                     "ban-zone:exclusion:a2": WARN}
    later = findings(troopers, deploying=False)
    assert set(later) == {"role-missing:hazmat-ops:A"}     # in play: contact is fine, the Hazmat Ops is due


def test_a_source_that_quotes_no_sentence_names_the_pack_not_a_bare_line_number():
    """S8 Seize the Antennas said "Hacker is in contact with Side A half (L1445)" (s40 trial of issue 27)."""
    from its_desktop.domain.mission import catalog
    from its_desktop.domain.table_rules import _src

    mission = catalog.mission("s8/seize-the-antennas", 200)
    assert _src(mission, "L1445") == "mission pack, L1445"
