"""The ``/`` page lists exactly the parameters the pages' script reads."""

from __future__ import annotations

import re
from pathlib import Path

from its_desktop.web.start_page import PARAMETERS, parameter_help

SCRIPT = Path(__file__).resolve().parents[2] / "resources" / "overlay" / "overlay.js"
SCOPE = {"game", "table", "event", "token"}  # each page's URL carries these already (the links on the page)


def test_the_index_lists_the_parameters_the_script_reads():
    js = SCRIPT.read_text(encoding="utf-8")
    read = set(re.findall(r'q\.get\("([a-z]+)"\)', js))
    scope_list = re.search(r'for \(const k of \[([^\]]*)\]\) if \(q\.get\(k\)\)', js)
    assert scope_list is not None
    read |= set(re.findall(r'"([a-z]+)"', scope_list.group(1)))  # the scope the page passes on to /events
    listed = {p.split("=", 1)[0] for p, _pages, _what in PARAMETERS}
    # ?lang= is read by the server (the page's words and <html lang>), which the script then follows
    assert (read - SCOPE) | {"lang"} == listed and "document.documentElement.lang" in js
    values = {p.split("=", 1)[0]: p.split("=", 1)[1] for p, _pages, _what in PARAMETERS}
    layouts = set(re.findall(r"layout-([a-z]+)", (SCRIPT.parent / "overlay.css").read_text(encoding="utf-8")))
    assert set(values["layout"].split("|")) <= layouts or {"compact", "rail"} <= layouts


def test_every_parameter_is_explained_in_each_language():
    from its_desktop.domain import i18n

    for lang in ("fr", "es"):
        i18n.set_language(lang)
        try:
            rows = parameter_help()
        finally:
            i18n.set_language("en")
        english = [what for _p, _pages, what in PARAMETERS]
        assert all(what != en for (_p, _pages, what), en in zip(rows, english)), lang
