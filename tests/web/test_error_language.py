"""The players' server answers a path it does not know, or a method a page does not take, in the phone's language
(its ``Accept-Language``), not Starlette's bare "Not Found" / "Method Not Allowed": a phone that opens a cut or
stale link reads why in its words."""

from __future__ import annotations

import urllib.request


def test_unknown_paths_and_methods_answer_in_the_phones_language(site):
    for lang, missing, method in (("fr", "cette page n'existe pas", "cette adresse n'accepte pas"),
                                  ("es", "esa página no existe", "esta dirección no acepta")):
        phone = site.phone(lang)
        for path in ("/nope", "/e/WRONG/x", "/t/WRONG/result/more"):
            status, text = phone.get(path)
            assert (status, text) == (404, missing + "\n"), (lang, path, text)
        req = urllib.request.Request(site.base + "/t/WRONG/state.json", data=b"x", method="PUT",
                                     headers={"Accept-Language": lang})
        status, text = phone._open(req)
        assert status == 405 and text.startswith(method), (lang, text)
        assert "Not Found" not in text and "Method Not Allowed" not in text
    assert site.server.players.errors == 0
