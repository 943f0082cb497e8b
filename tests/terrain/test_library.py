"""The library of common pieces: sizes by class, laid in the season's units with fresh ids; snapping."""

from dataclasses import replace

import pytest

from its_desktop.domain import itstable
from its_desktop.domain.itstable import TableDocument
from its_desktop.domain.terrain.library import LIBRARY, new_id, snap, template, twin_id
from its_desktop.domain.terrain.pieces import KINDS, piece_from_json


def test_the_library_has_pieces_of_every_size_class_and_each_is_a_valid_piece():
    assert {t.size_class() for t in LIBRARY} == {"large", "mid", "small"}
    assert {t.piece.height for t in LIBRARY} == {"blocks", "partial", "low"}
    for t in LIBRARY:
        assert t.piece.kind in KINDS
        laid = t.laid(10, 10, 25.4, [])
        assert piece_from_json(laid.to_json(), "p", 48, 48) == laid  # what a save writes reads back the same
    assert template("building_6x4").size_class() == "large" and template("container_6x2").size_class() == "mid"
    with pytest.raises(KeyError, match="known: building_8x6"):
        template("castle")


def test_a_piece_laid_on_a_cm_table_keeps_its_real_size_and_takes_a_free_id():
    inches = template("building_6x4").laid(24, 24, 25.4, [])
    cm = template("building_6x4").laid(60, 60, 25.0, ["building-1"])  # the French and Spanish packs' 2.5 cm
    assert cm.id == "building-2" and inches.id == "building-1"
    assert cm.area() * 25.0 ** 2 == pytest.approx(inches.area() * 25.4 ** 2)
    crates = template("crates_2").laid(5, 5, 25.0, [])
    assert crates.partial_height == pytest.approx(25.4 / 25.0)


def test_ids_snap_and_twins():
    assert new_id("wall", ["wall-1", "wall-3"]) == "wall-2"
    assert snap(3.26, 0.5) == 3.5 and snap(3.24, 0.5) == 3.0 and snap(3.24, 0) == 3.24 and snap(0.1 * 3, 0.1) == 0.3
    assert twin_id("a", ["a'"]) == "a''"


def test_a_laid_out_table_saves_and_reads_back(tmp_path):
    pieces = [t.laid(4 + 4 * i, 24, 25.4, []) for i, t in enumerate(LIBRARY)]
    pieces = [replace(p, id=f"{p.id}-{i}") for i, p in enumerate(pieces)]
    path = tmp_path / "t.itstable"
    itstable.save(TableDocument("s16/supremacy", 300, scenery=pieces), path)
    back = itstable.load(path)
    assert back.scenery == pieces
