"""The parsed DejaVu faces kept in the user's cache folder: read back only for the very same font file and
ReportLab, and then the same font as a fresh parse (pages are checked pixel by pixel elsewhere)."""

from __future__ import annotations

import shutil

from its_desktop.domain import package_data
from its_desktop.printing import fonts

FONT = package_data.folder("its_desktop.resources") / "fonts" / fonts.FILES[fonts.BOLD]


def _same(a, b) -> None:
    assert set(vars(a)) == set(vars(b)) and set(vars(a.face)) == set(vars(b.face))
    for k, v in vars(a).items():
        if k not in ("face", "state", "encoding"):
            assert vars(b)[k] == v, k
    for k, v in vars(a.face).items():
        if k != "_pdfScale":
            assert vars(b.face)[k] == v, k
    assert [a.face._pdfScale(x) for x in (0, 1, 517, 2048)] == [b.face._pdfScale(x) for x in (0, 1, 517, 2048)]
    assert a.stringWidth("Łukasz Żółć, 300 PO", 9) == b.stringWidth("Łukasz Żółć, 300 PO", 9)


def test_a_face_read_back_is_the_face_parsed(tmp_path, monkeypatch):
    parsed = fonts.font("T", FONT, tmp_path)
    assert (tmp_path / "T.pickle").is_file()

    def no_parse(*args, **kwargs):
        raise AssertionError("parsed again")

    monkeypatch.setattr(fonts.TTFont, "__init__", no_parse)
    read_back = fonts.font("T", FONT, tmp_path)
    monkeypatch.undo()
    _same(parsed, read_back)


def test_another_font_file_is_parsed_not_read_back(tmp_path):
    fonts.font("T", FONT, tmp_path)
    other = tmp_path / "other.ttf"
    shutil.copy(package_data.folder("its_desktop.resources") / "fonts" / fonts.FILES[fonts.REGULAR], other)
    got = fonts.font("T", other, tmp_path)
    assert got.face.name != fonts.font("T", FONT, None).face.name or got.face.charWidths != \
        fonts.font("T", FONT, None).face.charWidths
    _same(got, fonts.font("T", other, None))


def test_a_torn_cache_file_is_only_a_miss(tmp_path):
    (tmp_path / "T.pickle").write_bytes(b"torn")
    _same(fonts.font("T", FONT, None), fonts.font("T", FONT, tmp_path))
    _same(fonts.font("T", FONT, None), fonts.font("T", FONT, tmp_path))  # rewritten, then read back
