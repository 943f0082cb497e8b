"""Suggested file names: the reader's words, safe on Windows, macOS and Linux."""

from __future__ import annotations

import unicodedata

import pytest

from its_desktop.presentation.file_names import MAX_BYTES, file_name


@pytest.mark.parametrize(("text", "expected"), [
    ("Supremacía 300 hojas", "Supremacía 300 hojas.pdf"),          # accents kept: the reader's word
    ("Suprématie 300 carte", "Suprématie 300 carte.pdf"),
    ('Open: "Winter" <2026>/A|B?*', "Open Winter 2026 A B.pdf"),   # Windows' reserved characters
    ("Tab\tand\nnew line", "Tab and new line.pdf"),                  # control characters
    ("  trailing dots... ", "trailing dots.pdf"),                    # Windows drops them silently
    ("CON", "CON (ITS).pdf"), ("nul.txt", "nul.txt (ITS).pdf"),      # device names on Windows
    ("///", "ITS.pdf"),
])
def test_a_file_name_every_system_accepts(text, expected):
    assert file_name(text, ".pdf") == expected


def test_decomposed_accents_are_composed_and_long_names_cut():
    assert file_name(unicodedata.normalize("NFD", "Armée Combinée")) == "Armée Combinée"
    long = file_name("é" * 300, ".pdf")
    assert len(long.encode("utf-8")) <= MAX_BYTES + 4 and long.endswith("é.pdf")


def test_a_long_event_name_is_cut_before_its_backups_moment_and_time():
    """Cut from the end, a 300-character event name lost the moment and the time stamp: every backup of that event
    got one name, and each replaced the last (the review of stop 41 found it)."""
    from its_desktop.presentation.file_names import MAX_BYTES, file_name

    first = file_name("Open " * 60, ".sqlite3", tail="après la ronde 1 20261129-034500")
    second = file_name("Open " * 60, ".sqlite3", tail="après la ronde 2 20261129-044500")
    assert first != second
    assert first.endswith(" après la ronde 1 20261129-034500.sqlite3")
    assert len(first.removesuffix(".sqlite3").encode("utf-8")) <= MAX_BYTES
