"""The printed map's legend names the scenery drawn on it, and a piece's printed name never sits under a zone's
name (the zone labels are placed after the pieces and keep off their names)."""

from __future__ import annotations

import pdfplumber

from its_desktop.domain.mission import catalog
from its_desktop.domain.terrain.pieces import Piece
from its_desktop.printing.map_pdf import map_fit

MISSION = catalog.mission("s16/supremacy", 300)


def words(pdf) -> list[dict]:
    with pdfplumber.open(pdf) as doc:
        return doc.pages[0].extract_words()


def text(pdf) -> str:
    return " ".join(w["text"] for w in words(pdf))


def test_the_legend_shows_each_kind_of_scenery_on_the_map(tmp_path):
    pdf = tmp_path / "legend.pdf"
    map_fit(MISSION, pdf, scenery=[Piece("house", "building", "rect", 30, 24, 6, 4, roof=True),
                                   Piece("rubble", "rubble", "rect", 10, 30, 3, 3, height="low")])
    got = text(pdf)
    for entry in ("Scenery: stops every line of fire", "Low scenery: cover only", "Roofed scenery: heavy outline"):
        assert entry in got, entry
    assert "between shorter models" not in got  # no partial piece on this table
    bare = tmp_path / "bare.pdf"
    map_fit(MISSION, bare)
    assert "Scenery:" not in text(bare)


def test_a_pieces_name_never_sits_under_a_zone_name(tmp_path):
    # Each piece's name falls where a quadrant's name goes first (the quadrant's corner at the centre line).
    pieces = [Piece("house", "building", "rect", 27, 23, 6, 2, height="low"),
              Piece("ruin", "rubble", "rect", 3, 23, 5, 2, height="low"),
              Piece("tower", "tower", "rect", 27, 25, 6, 2, height="low")]
    pdf = tmp_path / "names.pdf"
    map_fit(MISSION, pdf, scenery=pieces)
    ws = words(pdf)
    table_right = max(w["x1"] for w in ws if w["text"] == "48")  # the ruler's last number: the map's edge
    names = [w for w in ws if w["text"] in ("house", "ruin", "tower") and w["x1"] <= table_right + 1]
    assert sorted(w["text"] for w in names) == ["house", "ruin", "tower"]  # a covered name reads as another word

    def hit(a, b):
        return a["x0"] < b["x1"] and b["x0"] < a["x1"] and a["top"] < b["bottom"] and b["top"] < a["bottom"]

    for n in names:
        assert not [w["text"] for w in ws if w is not n and hit(n, w)], n["text"]
    assert "Quadrant A right" in " ".join(w["text"] for w in ws)  # still named, elsewhere in the zone
