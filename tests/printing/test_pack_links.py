"""The players' pages on paper: each table's QR code on its tent card and both score sheets, the event page's on
the pairings and "find your table" lists, read back with a real QR reader (``zbarimg``, Debian's zbar-tools)
from greyscale renders; in strict mode each player's seat code on their own sheet only; the pages keep their
paper size; a bad address is one clear line."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pdfplumber
import pytest

from its_desktop.printing.links import PackLinks, check_base, default_base, event_url, table_url
from its_desktop.printing.output import PrintError
from its_desktop.printing.pack import table_pack
from its_desktop.persistence.events import Events

from .conftest import PAPER, same_size

BASE = "http://192.168.1.20:8765"


def decode(png: Path) -> list[str]:
    exe = shutil.which("zbarimg")
    if exe is None:
        if os.environ.get("CI") == "true":
            pytest.fail("zbarimg (zbar-tools) is missing on CI")
        pytest.skip("zbarimg (Debian's zbar-tools; scripts/test.sh installs it) is not installed")
    out = subprocess.run([exe, "-q", "--raw", "-Sdisable", "-Sqrcode.enable", str(png)], capture_output=True,
                         text=True, timeout=60)
    return sorted(line for line in out.stdout.splitlines() if line.strip())


def grey(pdf: Path, page: int, dpi: int = 110) -> Path:
    exe = shutil.which("pdftoppm")
    if exe is None:
        pytest.fail("pdftoppm (poppler-utils) is needed to render the PDFs")
    stem = pdf.with_name(f"{pdf.stem}-g{page}")
    subprocess.run([exe, "-gray", "-r", str(dpi), "-f", str(page), "-l", str(page), "-png", "-singlefile", str(pdf),
                    str(stem)], check=True, capture_output=True, timeout=60)
    return stem.with_suffix(".png")


def stored_round(tmp_path, strict: bool):
    events = Events.open(f"sqlite:///{tmp_path / 'e.sqlite3'}")
    ev = events.create_event("QR Open", "s16", who="TO")
    for i in range(5):
        events.add_player(ev.id, f"Player {i}", faction="Ariadna", who="TO")
    events.set_round(ev.id, 1, "s16/supremacy", who="TO")
    events.save_pairings(ev.id, events.pair(ev.id, 1, seed=5), who="TO")
    events.set_strict(ev.id, strict, who="TO")
    games = [g for g in events.games(ev.id, 1) if not g.bye]
    tokens = events.table_tokens_of(ev.id, 1)
    links = PackLinks(event_url(BASE, events.event_token(ev.id)), {g.table: table_url(BASE, tokens[g.id]) for g in games},
                      {(g.table, s): events.seat_code(g.id, s) for g in games for s in "AB"} if strict else {})
    return events, ev, games, links


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_every_table_page_and_list_carries_the_right_code(tmp_path, paper):
    events, ev, games, links = stored_round(tmp_path, strict=True)
    try:
        pdf = tmp_path / f"pack-{paper}.pdf"
        result = table_pack(events.export_event_file(ev.id), None, 1, pdf, "s16/supremacy", 300, paper,
                            links=links)
    finally:
        events.close()
    kinds = result.page_kinds
    with pdfplumber.open(pdf) as doc:
        assert all(same_size((p.width, p.height), PAPER[paper]) for p in doc.pages)
        texts = [p.extract_text() or "" for p in doc.pages]
    for g in games:
        url = links.table_urls[g.table]
        assert url.startswith(f"{BASE}/t/")
        for kind in (f"sheet {g.table} A", f"sheet {g.table} B", f"tent {g.table}"):
            page = kinds.index(kind) + 1
            found = decode(grey(pdf, page))
            assert found == [url] * (2 if kind.startswith("tent") else 1), kind  # both faces of the tent card
        assert decode(grey(pdf, kinds.index(f"map {g.table}") + 1)) == []
        own_a, own_b = links.seat_codes[(g.table, "A")], links.seat_codes[(g.table, "B")]
        sheet_a, sheet_b = texts[kinds.index(f"sheet {g.table} A")], texts[kinds.index(f"sheet {g.table} B")]
        assert own_a in sheet_a and own_b not in sheet_a  # a player's code only on their own copy
        assert own_b in sheet_b and own_a not in sheet_b
    for kind in ("pairings", "find"):
        assert decode(grey(pdf, kinds.index(kind) + 1)) == [links.event_url]
    codes = set(links.seat_codes.values())
    for i, kind in enumerate(kinds):
        if not kind.startswith("sheet"):
            assert not any(c in texts[i] for c in codes), kind  # no seat code on a shared page


def test_without_strict_mode_no_seat_code_is_printed_and_without_links_no_code_at_all(tmp_path):
    events, ev, games, links = stored_round(tmp_path, strict=False)
    try:
        data = events.export_event_file(ev.id)
        codes = {events.seat_code(g.id, s) for g in games for s in "AB"}
    finally:
        events.close()
    pdf = tmp_path / "pack.pdf"
    result = table_pack(data, None, 1, pdf, "s16/supremacy", 300, links=links)
    with pdfplumber.open(pdf) as doc:
        text = "\n".join(p.extract_text() or "" for p in doc.pages)
    assert "Report your result on your phone" in text and "seat code" not in text
    assert not any(c in text for c in codes)
    plain = tmp_path / "plain.pdf"
    table_pack(data, None, 1, plain, "s16/supremacy", 300)
    assert decode(grey(plain, result.page_kinds.index("sheet 1 A") + 1)) == []


def test_the_address_is_checked_and_defaults_to_this_computer():
    assert check_base("http://10.0.0.5:8765/") == "http://10.0.0.5:8765"
    assert table_url("https://venue.example", "a/b") == "https://venue.example/t/a%2Fb"
    for bad in ("10.0.0.5:8765", "ftp://x", "http://", "http://x/?a=1"):
        with pytest.raises(PrintError) as err:
            check_base(bad)
        assert err.value.field == "players_url"
    assert check_base(default_base()).endswith(":8080")  # where the players' pages listen by default
