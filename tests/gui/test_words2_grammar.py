"""French and Spanish agreement in the tournament window, read from the real widgets: each report count
agrees with its own number ("1 proposée", never "1 proposées"), and Spanish "Desviaciones" (feminine) reads
"Ninguna." when a round has none."""

from __future__ import annotations

import pytest

from .test_tournament_reports import Phones

pytestmark = pytest.mark.gui


def _event(tournament, url, lang):
    from its_desktop.ui import i18n as ui_i18n

    ui_i18n.install(lang)  # as the app starts in French or Spanish (the suite puts English back)
    w = tournament(url, (1280, 720))
    assert w.create_event("Open", "s16", points=300)
    for i in range(4):
        assert w.registration.add_player(f"Joueur {i}", f"{900 + i}", "Nomads", f"Club {i}", [])
    assert w.rounds.set_round(1, "s16/supremacy", 300)
    return w


@pytest.mark.parametrize(("lang", "counts"), [
    ("fr", "2 tables : 0 contestée, 1 proposée, 0 confirmée, 0 validée"),
    ("es", "2 mesas: 0 impugnadas, 1 propuesta, 0 confirmadas, 0 aprobadas")])
def test_each_report_count_agrees_with_its_number(tournament, sqlite_url, lang, counts):
    w = _event(tournament, sqlite_url, lang)
    assert w.pairings.generate(1, seed=5) is not None and w.pairings.save()
    phones = Phones(w.events, w.event_id)
    phones.sit(1)
    phones.propose(1, "B", 2, 8, 100, 280)
    w.tabs.setCurrentWidget(w.reports)
    w.reports.refresh()
    assert w.reports.progress.text() == counts


@pytest.mark.parametrize(("lang", "none"), [("fr", "Aucun."), ("es", "Ninguna."), ("en", "None.")])
def test_no_deviations_agrees_with_the_boxs_noun(tournament, sqlite_url, lang, none):
    w = _event(tournament, sqlite_url, lang)
    assert w.pairings.generate(1, seed=5) is not None
    assert w.pairings.deviations.toPlainText() == none
