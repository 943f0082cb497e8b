"""The phone's form checked by the desktop tally's rules, in a real Chromium (360x740, mobile) on the real
PostgreSQL: an impossible result (both players dominating the one Exclusion Zone, more of an army killed than
its owner lost, more than the game's size) is refused in the phone's language naming the player and the field,
with the field marked and what was typed kept; the check page's "not entered" list is words, the opponent's
Classified Objectives only "private"; a wrong seat code is told it does not match; the result line uses the
packs' terms (PO/PV); and the stream's /map draws a phone-reported table's scenario."""

from __future__ import annotations

import re

import pytest

from .browser import PHONE, browser  # noqa: F401 - the fixture
from .conftest import start_site
from .test_players_browser import shot

pytestmark = [pytest.mark.browser, pytest.mark.server]

PUBLIC = {"m.A.more-killed.game": "100", "m.B.more-killed.game": "50",
          "m.A.dominate-exclusion.game": "1", "m.B.dominate-exclusion.game": "0",
          "m.A.more-heating-units.game": "2", "m.B.more-heating-units.game": "1", "vp.A": "200", "vp.B": "150"}
A_CARD = "Alpha-Sekret-Telemetry"


@pytest.fixture
def frostbyte(pg_url):
    s = start_site(pg_url, players=4, scenario="s16/frostbyte")
    yield s
    s.server.stop()


def fill(page, values: dict[str, str]) -> None:
    for name, value in values.items():
        page.locator(f'[name="{name}"]').fill(value)


def refused(page) -> str:
    return page.locator("#error").inner_text()


def test_an_impossible_result_is_refused_naming_the_field_and_keeping_what_was_typed(frostbyte, browser, tmp_path):  # noqa: F811
    site, game = frostbyte, frostbyte.games[0]
    token = site.token(game)
    ctx = browser.new_context(**PHONE, locale="fr-FR")
    try:
        page = ctx.new_page()
        page.goto(f"{site.base}/t/{token}")
        page.get_by_role("button", name=f"A · {game.a_name}").click()
        assert page.locator('[name="m.A.more-killed.game"]').get_attribute("inputmode") == "decimal"
        assert "au plus 300" in page.locator('label:has([name="m.A.more-killed.game"])').inner_text()

        # Both players dominating the one Exclusion Zone.
        fill(page, {**PUBLIC, "m.B.dominate-exclusion.game": "1"})
        page.locator('[name="cl.A.0.name"]').fill(A_CARD)
        page.get_by_role("button", name="Vérifier le score").click()
        said = refused(page)
        assert f"B · {game.b_name} · Dominer la Zone d'Exclusion" in said
        assert "une zone est dominée par un seul joueur au plus\u00a0: A indique 1 et B 1" in said
        bad = page.locator('[name="m.B.dominate-exclusion.game"]')
        assert bad.get_attribute("aria-invalid") == "true" and bad.input_value() == "1"
        assert page.locator('[name="m.A.more-killed.game"]').input_value() == "100"
        assert page.locator('[name="cl.A.0.name"]').input_value() == A_CARD, "the private entry is kept too"
        page.locator("#error").scroll_into_view_if_needed()
        shot(page, tmp_path, "refused-zone-fr-top")
        page.locator("#error a").click()  # the refusal leads to its field
        shot(page, tmp_path, "refused-zone-fr")

        # 900 Army Points killed in a 300-point game.
        fill(page, {"m.B.dominate-exclusion.game": "0", "m.A.more-killed.game": "900"})
        page.get_by_role("button", name="Vérifier le score").click()
        said = refused(page)
        assert f"A · {game.a_name} · Tuer plus de Points d'Armée" in said and "au plus 300 ici, reçu 900" in said
        assert page.locator('[name="m.A.more-killed.game"]').get_attribute("aria-invalid") == "true"

        # 200 killed while B kept 150 of its 300 points.
        fill(page, {"m.A.more-killed.game": "200"})
        page.get_by_role("button", name="Vérifier le score").click()
        said = refused(page)
        assert f"A · {game.a_name} · Tuer plus de Points d'Armée" in said
        assert "au plus 150 ici\u00a0: B a gardé 150" in said
        assert page.locator('[name="m.A.more-killed.game"]').input_value() == "200"

        # '1e400' is not a number anyone counted: not told "at least 0".
        fill(page, {"m.A.more-killed.game": "1e400"})
        page.get_by_role("button", name="Vérifier le score").click()
        assert "doit être un nombre, reçu '1e400'" in refused(page)

        # A possible result: the check page's list of what is not entered is words, never a record key, and the
        # opponent's Classified Objectives are named as private to that player.
        fill(page, {"m.A.more-killed.game": "140", "m.B.more-heating-units.game": ""})
        page.get_by_role("button", name="Vérifier le score").click()
        check = page.locator("main").inner_text()
        assert "classified." not in check and "values." not in check
        # French spacing: a no-break space before ":" and ";", so at 360 px no line starts with one of them
        assert "\u00a0:" in check and not re.search(r"[ \n][:;]", check), check
        missing = page.locator("ul.missing").all_inner_texts()
        assert any(f"B · {game.b_name} · Plus d'Unités Thermiques Actives" in m for m in missing)
        assert any(f"B · {game.b_name} · Objectifs Classifiés — privé au joueur B" in m for m in missing)
        assert A_CARD in page.content()
        shot(page, tmp_path, "check-fr")
        page.get_by_role("button", name="Envoyer ce résultat").click()
        score = page.locator("p.score").inner_text()
        assert "PO" in score and "PV" in score and " OP" not in score and " VP" not in score
        shot(page, tmp_path, "proposed-fr")
    finally:
        ctx.close()
    with site.events() as ev:
        r = ev.report_for(game.id)
    assert r.state == "proposed" and r.values.op_a is not None
    assert site.server.players.errors == 0


def test_the_opponents_phone_reads_no_private_card_in_the_not_entered_list(frostbyte, browser):  # noqa: F811
    site, game = frostbyte, frostbyte.games[1]
    token = site.token(game)
    a_ctx, b_ctx = browser.new_context(**PHONE), browser.new_context(**PHONE, locale="es-ES")
    try:
        a, b = a_ctx.new_page(), b_ctx.new_page()
        a.goto(f"{site.base}/t/{token}")
        a.get_by_role("button", name=f"A · {game.a_name}").click()
        fill(a, PUBLIC)
        a.locator('[name="cl.A.0.name"]').fill(A_CARD)
        a.get_by_role("button", name="Check the score").click()
        a.get_by_role("button", name="Send this result").click()
        b.goto(f"{site.base}/t/{token}")
        b.get_by_role("button", name=f"B · {game.b_name}").click()
        assert A_CARD not in b.content()
        b.locator('[name="m.B.more-killed.game"]').fill("60")
        b.get_by_role("button", name="Comprobar la puntuación").click()
        check = b.content()
        assert A_CARD not in check and "classified." not in check
        assert "privado del jugador A" in check
    finally:
        a_ctx.close()
        b_ctx.close()


def test_a_wrong_seat_code_is_told_it_does_not_match(frostbyte, browser):  # noqa: F811
    site, game = frostbyte, frostbyte.games[0]
    token = site.token(game)
    with site.events() as ev:
        ev.set_strict(site.event, True, who="TO")
        code_b = ev.seat_code(game.id, "B")
    ctx = browser.new_context(**PHONE, locale="fr-FR")
    try:
        page = ctx.new_page()
        page.goto(f"{site.base}/t/{token}")
        page.get_by_label("Code de place (si demandé)").fill(code_b)  # B's code on A's button
        page.get_by_role("button", name=f"A · {game.a_name}").click()
        said = page.locator("[role=alert]").inner_text()
        assert "Le code de place saisi ne correspond pas à cette place" in said
        assert code_b not in page.content() and "B" not in said.split(":")[0], "whose code it is stays unsaid"
        page.goto(f"{site.base}/t/{token}")
        page.get_by_role("button", name=f"A · {game.a_name}").click()  # no code at all: asked for it
        assert "demande le code de place" in page.locator("[role=alert]").inner_text()
    finally:
        ctx.close()


def test_the_streams_map_draws_a_phone_reported_tables_scenario(frostbyte, browser, tmp_path):  # noqa: F811
    site, game = frostbyte, frostbyte.games[0]
    token = site.token(game)
    a, b = site.phone(), site.phone()
    assert a.claim(token, "A") == 200 and b.claim(token, "B") == 200
    assert a.check(token, PUBLIC) == 200, a.html[:400]
    assert a.send_checked(token) == 200
    b.get(f"/t/{token}")
    assert b.post(f"/t/{token}/send", {"action": "confirm", "form": b.hidden("form"),
                                       "version": b.hidden("version")})[0] == 200
    with site.events() as ev:
        r = ev.report_for(game.id)
        ev.approve_report(r.id, "TO", r.version)
    host, port = site.server.address
    stream = f"http://{host}:{port}"
    ctx = browser.new_context(viewport={"width": 1280, "height": 720})
    try:
        page = ctx.new_page()
        for layout in ("", "&layout=rail"):
            page.goto(f"{stream}/map?event={site.event}&table={game.table}{layout}")
            page.wait_for_selector("#svg svg", timeout=5000)
            assert "No map for this table yet" not in page.locator("body").inner_text()
            assert page.locator("#svg svg path, #svg svg polygon").count() > 0, "the scenario's zones are drawn"
            shot(page, tmp_path, f"stream-map{layout.replace('&layout=', '-')}")
        svg = page.request.get(f"{stream}/map.svg?event={site.event}&table={game.table}")
        assert svg.status == 200 and svg.text().lstrip().startswith("<svg")
    finally:
        ctx.close()
