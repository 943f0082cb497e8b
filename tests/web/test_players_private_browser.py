"""Private information on two phones in a real Chromium (360x740, mobile), on a scenario with Classified
Objectives, a Secure HVT slot and an INTELCOM Support and Control card (S16 The Armory): each phone shows and
edits only its own player's cards; the other phone's page, its check page, both /state.json and the stream
never hold them. And strict mode: the seat code typed on the page. Screenshots land in the test's folder (and
in ``ITS_WEB_SHOTS`` when set) to be looked at."""

from __future__ import annotations

import json

import pytest

from its_desktop.web.public import Scope

from .browser import PHONE, browser  # noqa: F401 - the fixture
from .conftest import start_site
from .test_players_browser import shot

pytestmark = pytest.mark.browser

A_CARD, A_ROLE_NOTE = "Alpha-Sekret-Sabotage", "Alpha-Sekret"
B_CARD = "Bravo-Sekret-Telemetry"
PUBLIC = {"m.A.dominate-armory-round.1": "1", "m.B.dominate-armory-round.1": "0",
          "m.A.dominate-armory-round.2": "0", "m.B.dominate-armory-round.2": "1",
          "m.A.dominate-armory-round.3": "1", "m.B.dominate-armory-round.3": "0",
          "m.A.dominate-armory-end.game": "1", "m.B.dominate-armory-end.game": "0",
          "m.A.more-panoply-items.game": "2", "m.B.more-panoply-items.game": "1", "vp.A": "200", "vp.B": "120"}


@pytest.fixture
def armory(any_url):
    s = start_site(any_url, players=4, scenario="s16/the-armory")
    yield s
    s.server.stop()


def fill_public(page) -> None:
    for name, value in PUBLIC.items():
        page.locator(f'[name="{name}"]').fill(value)


def page_json(page, url: str) -> str:
    page.goto(url)
    return page.locator("body").inner_text()


def test_each_phone_shows_and_sends_only_its_own_players_private_entries(armory, browser, tmp_path):  # noqa: F811
    site, game = armory, armory.games[0]
    token = site.token(game)
    a_ctx, b_ctx = browser.new_context(**PHONE), browser.new_context(**PHONE, locale="fr-FR")
    try:
        a, b = a_ctx.new_page(), b_ctx.new_page()
        a.goto(f"{site.base}/t/{token}")
        a.get_by_role("button", name=f"A · {game.a_name}").click()
        # A's phone: A's own cards only, nothing of B's.
        assert a.locator('[name="cl.A.0.name"]').count() == 1 and a.locator('[name^="cl.B."]').count() == 0
        assert a.locator('[name^="ic.B."]').count() == 0
        fill_public(a)
        a.locator('[name="cl.A.0.name"]').fill(A_CARD)
        a.locator('[name="cl.A.0.intelcom"]').check()   # the card given up for INTELCOM
        a.locator('[name="ic.A.value"]').fill("7")
        a.locator('[name="ic.A.zone"]').select_option("room")
        a.locator('[name="ic.A.value"]').scroll_into_view_if_needed()
        shot(a, tmp_path, "private-a-form")
        a.get_by_role("button", name="Check the score").click()
        assert A_CARD in a.content(), "the owner reads their own card's line"
        shot(a, tmp_path, "private-a-check")
        a.get_by_role("button", name="Send this result").click()
        assert "proposed, waiting for the other player" in a.content()

        # B's phone (French): no trace of A's card or INTELCOM card, in the page or its JSON.
        b.goto(f"{site.base}/t/{token}")
        b.get_by_role("button", name=f"B · {game.b_name}").click()
        html = b.content()
        assert A_CARD not in html and b.locator('[name^="cl.A."]').count() == 0 and b.locator('[name^="ic.A."]').count() == 0
        b_state = page_json(b, f"{site.base}/t/{token}/state.json")
        assert A_CARD not in b_state and '"intelcom"' not in b_state
        assert json.loads(b_state)["report"]["values"]["op_a"] >= 0
        # B adds its own card and sends its version: A's card still counts, on the server only.
        b.goto(f"{site.base}/t/{token}")
        fill_public(b)
        b.locator('[name="cl.B.0.name"]').fill(B_CARD)
        b.locator('[name="cl.B.0.name"]').scroll_into_view_if_needed()
        shot(b, tmp_path, "private-b-form-fr")
        b.get_by_role("button", name="Vérifier le score").click()
        check = b.content()
        assert A_CARD not in check and B_CARD in check and "privé au joueur A" in check
        shot(b, tmp_path, "private-b-check-fr")
        b.get_by_role("button", name="Envoyer ma version (contester)").click()
        assert A_CARD not in b.content()

        # A: B's counter, without B's card; A confirms it.
        a.goto(f"{site.base}/t/{token}")
        assert B_CARD not in a.content() and "Disputed by B" in a.content()
        assert B_CARD not in page_json(a, f"{site.base}/t/{token}/state.json")
        a.goto(f"{site.base}/t/{token}")
        shot(a, tmp_path, "private-a-counter")
        a.get_by_role("button", name="Confirm this result").click()
        assert "confirmed by both players" in a.content()
        # Nobody without a seat, and never the stream or the event page.
        spectator = browser.new_context(**PHONE).new_page()
        for body in (page_json(spectator, f"{site.base}/t/{token}"),
                     page_json(spectator, f"{site.base}/t/{token}/state.json"),
                     site.server.hub.fresh(Scope()), site.server.hub.json_for(Scope(event=site.event))):
            assert A_CARD not in body and B_CARD not in body
        spectator.context.close()
    finally:
        a_ctx.close()
        b_ctx.close()
    with site.events() as ev:
        r = ev.report_for(game.id)
    assert r.state == "confirmed" and r.proposed_by == "B"
    kept = {(e["player"], e["key"]) for e in r.values.record["entries"] if e["sealed"]}
    assert kept == {("A", "classified:0"), ("A", "intelcom"), ("B", "classified:0")}, "the organizer has both"
    assert site.server.players.errors == 0


def test_the_seat_code_typed_on_the_page(armory, browser, tmp_path):  # noqa: F811
    site, game = armory, armory.games[1]
    token = site.token(game)
    with site.events() as ev:
        ev.set_strict(site.event, True, who="TO")
        code_a = ev.seat_code(game.id, "A")
        code_b = ev.seat_code(game.id, "B")
    ctx = browser.new_context(**PHONE, locale="es-ES")
    try:
        page = ctx.new_page()
        page.goto(f"{site.base}/t/{token}")
        box = page.get_by_label("Código de puesto (si se pide)")
        box.fill(code_b)  # B's code, A's button: refused
        page.get_by_role("button", name=f"A · {game.a_name}").click()
        assert "código de puesto" in page.content() and "its_seat" not in str(ctx.cookies())
        page.goto(f"{site.base}/t/{token}")
        page.get_by_role("button", name=f"A · {game.a_name}").click()  # no code at all: refused
        assert not any(c["name"] == "its_seat" for c in ctx.cookies())
        page.goto(f"{site.base}/t/{token}")
        page.get_by_label("Código de puesto (si se pide)").fill(code_a.lower())
        shot(page, tmp_path, "seat-code-es")
        page.get_by_role("button", name=f"A · {game.a_name}").click()
        assert "Este teléfono ocupa el puesto A." in page.content()
        assert any(c["name"] == "its_seat" for c in ctx.cookies())
    finally:
        ctx.close()
    with site.events() as ev:
        alerts = ev.seat_alerts(site.event, 1)
    assert sum(1 for a in alerts if a.reason == "code" and a.table == game.table) == 2
