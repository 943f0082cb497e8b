"""Two phones in a real Chromium (360x740, mobile): player A enters a result without JavaScript, player B
confirms it, the organizer approves, and the standings on a third phone's event page follow within a
second. Screenshots of the pages in English and French land in the test's folder (and in
``ITS_WEB_SHOTS`` when set) to be looked at."""

from __future__ import annotations

import os
import shutil
import time
from pathlib import Path

import pytest

from .browser import PHONE, browser  # noqa: F401 - the fixture
from .test_players_http import SECRET_CARD, full_values

pytestmark = pytest.mark.browser


def shot(page, tmp_path: Path, name: str) -> None:
    path = tmp_path / f"{name}.png"
    page.screenshot(path=str(path), full_page=False)
    keep = os.environ.get("ITS_WEB_SHOTS")
    if keep:
        Path(keep).mkdir(parents=True, exist_ok=True)
        shutil.copy(path, Path(keep) / path.name)


def fill(page, values: dict[str, str]) -> None:
    for name, value in values.items():
        box = page.locator(f'[name="{name}"]')
        if name.endswith(".done"):
            box.check()
        else:
            box.fill(value)


def test_two_phones_enter_and_confirm_and_the_standings_follow(site, browser, tmp_path):  # noqa: F811
    game = site.games[0]
    token = site.token(game)
    with site.events() as ev:
        event_token = ev.event_token(site.event)
    a_ctx = browser.new_context(**PHONE, locale="en-GB", java_script_enabled=False)  # no JavaScript at all
    b_ctx = browser.new_context(**PHONE, locale="fr-FR")
    c_ctx = browser.new_context(**PHONE, locale="en-US")
    try:
        a, b, watcher = a_ctx.new_page(), b_ctx.new_page(), c_ctx.new_page()
        # A: the table page, the seat, the form, the check page, send.
        a.goto(f"{site.base}/t/{token}")
        shot(a, tmp_path, "table-en")
        a.get_by_role("button", name=f"A · {game.a_name}").click()
        assert "This phone holds seat A." in a.content()
        fill(a, full_values())
        assert a.locator('[name="vp.A"]').get_attribute("inputmode") == "numeric"
        a.get_by_role("button", name="Check the score").click()
        assert "6 OP" in a.content() and "Hacked consoles: 2 × 1 OP = 2 → 2 OP" in a.content()
        shot(a, tmp_path, "check-en")
        a.get_by_role("button", name="Send this result").click()
        assert "proposed, waiting for the other player" in a.content()
        # B (French): the seat, the proposal, confirm.
        b.goto(f"{site.base}/t/{token}")
        b.get_by_role("button", name=f"B · {game.b_name}").click()
        assert "Ce téléphone tient la place B." in b.content()
        assert SECRET_CARD not in b.content()
        shot(b, tmp_path, "table-fr-proposed")
        b.get_by_role("button", name="Confirmer ce résultat").click()
        assert "confirmé par les deux joueurs" in b.content()
        # The event page, live.
        watcher.goto(f"{site.base}/e/{event_token}")
        shot(watcher, tmp_path, "event-en")
        first_row = watcher.locator(".standings tbody tr").first
        assert first_row.locator("td").nth(2).inner_text() == "0"
        time.sleep(0.5)  # the page's stream is open
        with site.events() as ev:
            r = ev.report_for(game.id)
            ev.approve_report(r.id, "TO", r.version)
        approved = time.monotonic()
        watcher.wait_for_function(
            "() => document.querySelector('.standings tbody tr td:nth-child(3)').textContent === '5'", timeout=1000)
        assert time.monotonic() - approved < 1.0
        assert game.a_name in first_row.inner_text()
        b.goto(f"{site.base}/t/{token}")
        assert "validé par l'organisateur" in b.content()
        fr = b_ctx.new_page()
        fr.goto(f"{site.base}/e/{event_token}")
        shot(fr, tmp_path, "event-fr")
        assert "Trouver ma table" in fr.content()
    finally:
        for ctx in (a_ctx, b_ctx, c_ctx):
            ctx.close()
    assert site.server.players.errors == 0


def test_a_disputed_result_in_the_browser(site, browser, tmp_path):  # noqa: F811
    game = site.games[1]
    token = site.token(game)
    a_ctx, b_ctx = browser.new_context(**PHONE), browser.new_context(**PHONE, locale="fr-FR")
    try:
        a, b = a_ctx.new_page(), b_ctx.new_page()
        a.goto(f"{site.base}/t/{token}")
        a.get_by_role("button", name=f"A · {game.a_name}").click()
        fill(a, full_values())
        a.get_by_role("button", name="Check the score").click()
        a.get_by_role("button", name="Send this result").click()
        b.goto(f"{site.base}/t/{token}")
        b.get_by_role("button", name=f"B · {game.b_name}").click()
        b.locator('[name="m.A.more-quadrants.1"]').fill("1")
        b.locator('[name="m.B.more-quadrants.1"]').fill("2")
        assert b.locator('[name="cl.A.0.name"]').count() == 0, "the other seat's card is not on this phone"
        b.get_by_role("button", name="Vérifier le score").click()
        b.get_by_role("button", name="Envoyer ma version (contester)").click()
        assert "contesté&nbsp;: l'organisateur tranche" in b.content()  # (a no-break space, serialized)
        shot(b, tmp_path, "table-fr-disputed")
        with site.events() as ev:
            assert ev.report_for(game.id).state == "disputed"
    finally:
        a_ctx.close()
        b_ctx.close()
