"""The window's referee panel and ``evaluate`` head each objective with the same words (one function,
``referee_text.marker_heading``, and one name per objective): a referee reading the panel and a player reading
the command line read "Serveur A du Joueur B : détruit", never an id."""

from __future__ import annotations

import json

import pytest

from its_desktop.cli import main
from its_desktop.domain import i18n
from its_desktop.domain.state_files import Evaluators

pytestmark = pytest.mark.gui

STATE = {"format": "itstable", "version": 1, "mission": "s16/mindwipe", "points": 300, "round": 2, "troopers": [],
         "markers": [{"id": "server-4", "state": "destroyed"}, {"id": "console-2", "activated_by": ["A"]}]}


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_the_panel_and_evaluate_head_each_objective_alike(qtbot, capsys, tmp_path, lang):
    from its_desktop.ui.panels import RefereePanel

    path = tmp_path / "state.itstable"
    path.write_text(json.dumps(STATE), encoding="utf-8")
    assert main(["--lang", lang, "evaluate", str(path)]) == 0
    cli_lines = [line for line in capsys.readouterr().out.splitlines() if line and not line.startswith(" ")][1:]

    with i18n.speaking(lang):
        evaluators = Evaluators()
        result = evaluators.evaluate(STATE)
        panel = RefereePanel()
        qtbot.addWidget(panel)
        panel.marker_states = {m.id: list(m.states) for m in evaluators.for_state(STATE).mission.markers}
        panel.result = result
        panel._render()  # the panel follows results on a timer: read what it says now
        shown = panel.toPlainText().splitlines()
    headings = [line for line in shown if line in cli_lines]
    assert headings == cli_lines and len(cli_lines) == 8, (cli_lines, shown)
    assert not any("server-" in line or "console-" in line for line in shown)
