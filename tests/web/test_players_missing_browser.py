"""A game ended from the phones asks, as the window does, for the values nobody entered: in a real Chromium
(two phones at 360x740, mobile, one in French and one in Spanish) on the real PostgreSQL, Season 16 Highly
Classified with B's Main Classified count left empty. "Enter them" goes back to the form with what was typed and
stores nothing; "They are 0" stores the count as a typed 0, so the pack's result (A 1 against B 0: A 4 OP, B 0;
S16 L1961, L1963) is what the organizer gets, as the window's "They are 0" would record it. The other seat's
Classified Objectives are only listed (never entered as 0, never named by card), and a send posted without the
question answered (a page from before) is asked again, with nothing stored."""

from __future__ import annotations

import pytest

from its_desktop.domain.mission import catalog
from its_desktop.domain.tally import changes
from its_desktop.domain.tally.model import TallyModel
from its_desktop.domain.tally.record import ClassifiedSlot

from .browser import PHONE, browser  # noqa: F401 - the fixture
from .conftest import start_site
from .test_players_browser import shot

pytestmark = [pytest.mark.browser, pytest.mark.server]

SCENARIO = "s16/highly-classified"
DECK = "main-classified"
A_CARD = "Carte-Alpha-Secrete"
B_CARD = "Tarjeta-Beta-Secreta"


@pytest.fixture
def highly_classified(pg_url):
    s = start_site(pg_url, players=4, scenario=SCENARIO)
    yield s
    s.server.stop()


def entries(record: dict) -> dict[tuple[str, str], object]:
    return {(e["player"], e["key"]): e["value"] for e in record["entries"]}


def window_zeros() -> dict[tuple[str, str], object]:
    """What the window records for the same sheet after "They are 0": the desktop tally's own model."""
    model = TallyModel(catalog.mission(SCENARIO, 300))
    model.apply(changes.RoundsCompletedChanged(3))
    model.apply(changes.EndReasonChanged("completed"))
    model.apply(changes.DeckChanged("A", DECK, 1))
    model.apply(changes.ClassifiedChanged("A", 0, ClassifiedSlot(A_CARD)))
    model.apply(changes.ClassifiedChanged("B", 0, ClassifiedSlot(B_CARD)))
    model.apply(changes.VictoryPointsChanged("A", 250))
    model.apply(changes.VictoryPointsChanged("B", 180))
    missing = model.missing()
    assert [m.field for m in missing] == [f"decks.B.{DECK}"]
    model.enter_zeros(missing)
    return {("B", f"deck:{DECK}"): model.record.decks["B"][DECK]}


def test_the_phones_ask_for_the_values_not_entered_before_the_game_is_sent(highly_classified, browser, tmp_path):  # noqa: F811
    site, game = highly_classified, highly_classified.games[0]
    token = site.token(game)
    a_ctx = browser.new_context(**PHONE, locale="fr-FR")
    b_ctx = browser.new_context(**PHONE, locale="es-ES")
    try:
        a, b = a_ctx.new_page(), b_ctx.new_page()
        a.goto(f"{site.base}/t/{token}")
        a.get_by_role("button", name=f"A · {game.a_name}").click()
        for name, value in {"vp.A": "250", "vp.B": "180", f"deck.A.{DECK}": "1", "cl.A.0.name": A_CARD}.items():
            a.locator(f'[name="{name}"]').fill(value)
        a.get_by_role("button", name="Vérifier le score").click()

        ask = a.locator("#ask")
        said = ask.inner_text()
        assert "Valeurs non saisies" in said
        assert f"B · {game.b_name} · Objectifs Classifiés Principaux\u00a0: objectifs accomplis" in said
        # B's own Classified Objectives: listed as B's to enter, never entered as 0 from A's phone
        assert f"B · {game.b_name} · Objectifs Classifiés — privé au joueur B" in said
        assert a.get_by_role("button", name="Envoyer ce résultat", exact=True).count() == 0, "no send past the question"
        enter = a.get_by_role("button", name="Les saisir")
        zero = a.get_by_role("button", name="Elles valent 0\u00a0: envoyer ce résultat")
        assert enter.is_visible() and zero.is_visible()
        ask.scroll_into_view_if_needed()
        shot(a, tmp_path, "missing-ask-fr")

        enter.click()  # back to the form: what was typed is kept, nothing is stored
        assert a.locator(f'[name="deck.A.{DECK}"]').input_value() == "1"
        b_count = a.locator(f'[name="deck.B.{DECK}"]')
        assert b_count.input_value() == "" and b_count.get_attribute("class") == "unentered"
        assert a.evaluate("document.activeElement.name") == f"deck.B.{DECK}", "the first value asked is focused"
        shot(a, tmp_path, "missing-enter-fr")
        with site.events() as ev:
            assert ev.report_for(game.id) is None

        a.get_by_role("button", name="Vérifier le score").click()
        a.get_by_role("button", name="Elles valent 0\u00a0: envoyer ce résultat").click()
        assert "PO" in a.locator("p.score").inner_text()
        with site.events() as ev:
            r = ev.report_for(game.id)
        assert r.state == "proposed" and (r.values.op_a, r.values.op_b) == (4, 0), "the pack's 4–0"
        stored = entries(r.values.record)
        assert {k: stored.get(k) for k in window_zeros()} == window_zeros(), "recorded as the window would"
        assert ("B", "classified:0") not in stored, "A's phone enters nothing of B's Classified Objectives"

        # B's phone, in Spanish: its own version leaves A's count and its own Classified Objectives empty.
        b.goto(f"{site.base}/t/{token}")
        b.get_by_role("button", name=f"B · {game.b_name}").click()
        assert A_CARD not in b.content()
        # Before B confirms: B's own Classified Objectives, which A's phone could not enter, are said.
        said = b.locator("#ask").inner_text()
        assert "Valores sin anotar" in said and f"B · {game.b_name} · Objetivos Clasificados" in said
        assert b.get_by_role("button", name="Ninguno cumplido: confirmar este resultado").is_visible()
        assert b.get_by_role("button", name="Confirmar este resultado", exact=True).count() == 0
        b.locator("#ask").scroll_into_view_if_needed()
        shot(b, tmp_path, "missing-confirm-es")
        b.locator(f'[name="deck.A.{DECK}"]').fill("")
        b.get_by_role("button", name="Comprobar la puntuación").click()
        said = b.locator("#ask").inner_text()
        assert "Valores sin anotar" in said
        assert f"A · {game.a_name} · Objetivos Clasificados Principales: objetivos cumplidos" in said
        assert f"B · {game.b_name} · Objetivos Clasificados" in said
        assert A_CARD not in b.content() and "classified." not in b.content()
        b.locator("#ask").scroll_into_view_if_needed()
        shot(b, tmp_path, "missing-ask-es")
        b.get_by_role("button", name="Valen 0: enviar mi versión (impugnar)").click()
        assert A_CARD not in b.content()
        with site.events() as ev:
            r = ev.report_for(game.id)
        assert r.state == "disputed" and r.disputed_by == "B"
        counter = entries(r.counter.record)
        assert counter[("A", f"deck:{DECK}")] == 0
        assert counter[("B", "classified:0")] == {"name": "", "fulfilled": False, "secure_hvt": False,
                                                  "intelcom": False, "symbol": False}
        assert (r.counter.op_a, r.counter.op_b) == (0, 0)
    finally:
        a_ctx.close()
        b_ctx.close()
    assert site.server.players.errors == 0


def test_a_send_without_the_question_answered_is_asked_again_and_stores_nothing(highly_classified):
    site, game = highly_classified, highly_classified.games[1]
    token = site.token(game)
    phone = site.phone(lang="es")
    assert phone.claim(token, "A") == 200
    assert phone.check(token, {"vp.A": "250", "vp.B": "180", f"deck.A.{DECK}": "1"}) == 200
    # A's own Classified Objectives (this phone's) and B's count are asked; B's Classified are B's to enter
    assert set(phone.hidden("zeros").split()) == {"cl.A.0.name", f"deck.B.{DECK}"}
    form_token, version = phone.hidden("form"), phone.hidden("version")
    # A page from before the question (or a hand-made post): the result with B's count empty, no "zeros".
    status, html = phone.post(f"/t/{token}/send", {"vp.A": "250", "vp.B": "180", f"deck.A.{DECK}": "1",
                                                   "form": form_token, "version": version, "action": "propose"})
    assert status == 409 and "Valores sin anotar" in html and "Valen 0: enviar este resultado" in html
    with site.events() as ev:
        assert ev.report_for(game.id) is None
    assert phone.send_checked(token) == 200  # the question's own "They are 0"
    with site.events() as ev:
        r = ev.report_for(game.id)
    assert (r.values.op_a, r.values.op_b) == (4, 0)
    stored = entries(r.values.record)
    assert stored[("B", f"deck:{DECK}")] == 0 and stored[("A", "classified:0")]["fulfilled"] is False
    assert ("B", "classified:0") not in stored
