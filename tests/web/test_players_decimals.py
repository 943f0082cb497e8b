"""A phone reads numbers with its own page's decimal mark, never the app's: a French phone on an English server
sees "150,5", an English phone on a French one "150.5" (real Chromium, 360x740)."""

from __future__ import annotations

import pytest

from its_desktop.domain import i18n

from .browser import PHONE, browser  # noqa: F401 - the fixture
from .test_players_http import full_values

pytestmark = pytest.mark.browser


def enter(page, values: dict[str, str]) -> None:
    for name, value in values.items():
        page.locator(f'[name="{name}"]').fill(value)


@pytest.mark.parametrize("phone_lang, server_lang, said, other, words", [
    ("fr-FR", "en", "150,5", "150.5", ("150,5 PV", "Vérifier le score")),
    ("en-GB", "fr", "150.5", "150,5", ("150.5 VP", "Check the score")),
])
def test_a_phone_reads_its_own_decimal_mark(site, browser, phone_lang, server_lang, said, other,  # noqa: F811
                                            words, tmp_path):
    game = site.games[0]
    token = site.token(game)
    i18n.set_language(server_lang)  # the window beside the server speaks the other language
    ctx = browser.new_context(**PHONE, locale=phone_lang)
    try:
        page = ctx.new_page()
        page.goto(f"{site.base}/t/{token}")
        page.get_by_role("button", name=f"A · {game.a_name}").click()
        values = {k: v for k, v in full_values(vp=(said, "100")).items() if not k.startswith("cl.")}
        enter(page, values)
        page.locator('button[type="submit"].primary, button[type="submit"]').filter(
            has_text=words[1]).first.click()
        text = page.inner_text("body")
        page.screenshot(path=str(tmp_path / f"check-{phone_lang}.png"))
        assert words[0] in text, text[:1500]
        assert other not in text, text[:1500]  # not the server's mark, nor truncated to 150
        # Back to the form: the value comes back as the phone wrote it.
        # ("Enter them" when the check page asks for the values not entered: this phone's Classified here)
        page.get_by_role("button", name="Enter them" if phone_lang.startswith("en") else "Les saisir").click()
        assert page.locator('[name="vp.A"]').input_value() == said
    finally:
        ctx.close()
        i18n.set_language("en")
