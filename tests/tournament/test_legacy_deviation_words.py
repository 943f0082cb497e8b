"""Deviation lines stored before they carried a code (an English ``text`` beside the kind, the player ids, the
pack's pairs and the pairs made: the documented event file still holds two) are worded again in the reader's
language from those fields, the event's names and its earlier rounds, never parsed back from the English."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from its_desktop.domain import i18n
from its_desktop.domain.tournament.deviation_words import deviation_text
from its_desktop.domain.tournament.round_tables import history_before, read_event, stored_notes

from .test_pairing_words import ENGLISH, SAME, paired, stored

EXAMPLE = Path(__file__).resolve().parents[2] / "docs" / "event-file.example.json"


def _legacy(d: dict) -> dict:
    return {k: v for k, v in d.items() if k not in ("code", "params")}


def test_a_codeless_line_reads_as_its_coded_twin_in_every_language():
    for ev, n, pairing in paired():
        history = history_before(ev, n)
        for d in json.loads(json.dumps([x.to_json() for x in pairing.deviations])):
            for lang in ("en", "fr", "es", i18n.PSEUDO):
                assert deviation_text(_legacy(d), lang, history) == deviation_text(d, lang), (d["kind"], lang)


def test_without_the_event_a_codeless_line_is_shown_as_stored():
    d = _legacy(stored()[0])
    assert deviation_text(d, "fr") == d["text"]


@pytest.mark.parametrize("lang, words", [("fr", ["se sont déjà affrontés (Ronde 1)", "Duarte Reis contre Ana Silva",
                                                 "appariement changé à la main pour Ben Costa et Eva Lopes (par TO"]),
                                         ("es", ["ya se enfrentaron", "Duarte Reis contra Ana Silva",
                                                 "emparejamiento cambiado a mano para Ben Costa y Eva Lopes (por TO"])])
def test_the_documented_event_files_old_lines_print_in_the_packs_language(lang, words):
    raw = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    old = [d for r in raw["rounds"] for d in r.get("deviations") or []]
    assert old and all("code" not in d and d.get("text") for d in old)  # the file still holds lines of before
    read = read_event(raw, None, None)
    with i18n.speaking(lang):
        notes = stored_notes(raw, 2, {p.id: p.name for p in read.event.players}, read.event)
    said = "\n".join(notes)
    for w in words:
        assert w in said, said
    for text in notes:
        found = {w for w in ENGLISH - SAME[lang] if f" {w} " in f" {text.lower()} "}
        assert not found - {"v"} and " v " not in text, text
    assert "already met" not in said and "moved from" not in said
