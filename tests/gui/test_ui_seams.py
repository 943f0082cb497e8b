"""The seams of the interface: each part works through a narrow Protocol of public names that the
window holding it provides, and no part reaches into another class's private attributes."""

import re
from pathlib import Path

import pytest

from its_desktop.ui.table.actions import TableHost
from its_desktop.ui.tally.actions import TallyHost
from its_desktop.ui.tournament.host import TournamentHost
from its_desktop.ui.welcome import WelcomeHost

UI = Path(__file__).resolve().parents[2] / "its_desktop" / "ui"


def members(protocol: type) -> set[str]:
    names = set(getattr(protocol, "__annotations__", {}))
    names |= {n for n in vars(protocol) if not n.startswith("_")}
    return names - {"__annotations__"}


@pytest.mark.parametrize("protocol", [TableHost, TallyHost, WelcomeHost], ids=lambda p: p.__name__)
def test_the_main_window_provides_each_host_protocol(window, protocol):
    names = members(protocol)
    assert names and not any(n.startswith("_") for n in names), "a host's interface is public names only"
    assert [n for n in sorted(names) if not hasattr(window, n)] == []


def test_the_tournament_window_provides_its_tabs_host(window, tmp_path, monkeypatch):
    monkeypatch.setenv("ITS_DESKTOP_DB", f"sqlite:///{tmp_path / 'seams.sqlite3'}")
    tw = window.open_tournament()
    try:
        assert [n for n in sorted(members(TournamentHost)) if not hasattr(tw, n)] == []
    finally:
        tw.dispose()
        tw.close()


# A name of the host or of another object followed by a private attribute: w._x, window._x, actions_._x
PRIVATE_REACH = re.compile(r"\b(self\.w|window|self\.window_|w|actions_|tally_actions|controller|ctl|session)\._[a-z]\w*")


def test_no_part_reaches_into_another_class_private_attributes():
    offenders = [f"{p.relative_to(UI)}:{n}: {line.strip()}" for p in sorted(UI.rglob("*.py"))
                 for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
                 if PRIVATE_REACH.search(line)]
    assert offenders == []


def test_the_table_actions_live_with_the_table(window):
    """The table's actions are the table package's and follow the table shown: a new table rebinds them."""
    from its_desktop.domain.itstable import TableDocument
    from its_desktop.ui.table.actions import TableActions

    acts = window.actions_
    assert isinstance(acts, TableActions)
    assert acts.ctl is window.controller
    window.open_document(TableDocument("s16/frostbyte", 300), None)
    assert acts.ctl is window.controller and acts.ctl.doc.mission == "s16/frostbyte"
