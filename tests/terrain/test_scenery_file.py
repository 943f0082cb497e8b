"""Scenery in the .itstable document (format version 2), its bounds and transforms; HVTs refused on scenery."""

import json
import re

import pytest
from pydantic import ValidationError
from shapely.geometry import Point

from its_desktop.domain import itstable
from its_desktop.domain.itstable import TableDocument
from its_desktop.domain.mission import catalog
from its_desktop.domain.mission.fileformat.season import SceneryRules as SceneryFile
from its_desktop.domain.mission.frozen import replace
from its_desktop.domain.mission.season import SceneryRules
from its_desktop.domain.placement import check_placement
from its_desktop.domain.table import StateError
from its_desktop.domain.terrain.pieces import Piece, mirror_through_centre
from its_desktop.domain.terrain.rules import airborne_refusal, scenery_refusal

R25 = 25 / 25.4 / 2
WALL = Piece("wall-1", "wall", "l_shape", 10, 20, 6, 4, 1, angle=90, roof=True, standable=True)
CRATES = Piece("crates", "crates", "circle", 30, 30, 3, height="partial", partial_height=1.5)
ROCK = Piece("rock", "rubble", "polygon", 5, 5, points=((0, 0), (2, 0), (1, 1.5)), height="low", mirrored=True)


def doc(scenery=()):
    return TableDocument("s16/supremacy", 300, scenery=list(scenery))


def test_a_table_with_scenery_is_saved_as_version_2_and_reads_back_the_same(tmp_path):
    path = tmp_path / "t.itstable"
    itstable.save(doc([WALL, CRATES, ROCK]), path)
    raw = json.loads(path.read_text())
    assert raw["version"] == 2 and len(raw["scenery"]) == 3
    again = itstable.load(path)
    assert again.scenery == [WALL, CRATES, ROCK]
    assert again.scenery[0].footprint().equals(WALL.footprint())


def test_a_table_without_scenery_stays_version_1_so_older_readers_still_open_it(tmp_path):
    path = tmp_path / "t.itstable"
    itstable.save(doc(), path)
    raw = json.loads(path.read_text())
    assert raw["version"] == 1 and "scenery" not in raw
    assert itstable.load(path).scenery == []


def test_a_version_1_reader_refuses_a_file_with_scenery():
    # What the previous release's check_format does with a version-2 file: refuse it, not drop the pieces.
    raw = doc([WALL]).to_json()
    with pytest.raises(StateError, match="newer version"):
        itstable.check_format({**raw, "version": itstable.VERSION + 1})
    assert raw["version"] == 2 > 1


def test_scenery_in_a_version_1_file_is_an_error_not_silently_kept():
    raw = {**doc([WALL]).to_json(), "version": 1}
    with pytest.raises(StateError, match=r"^scenery: needs format version 2"):
        itstable.document(raw)


@pytest.mark.parametrize(("change", "message"), [
    ({"width": -1}, r"scenery\[0\]\.width: must be from 0.001 to 1000, got -1"),
    ({"width": 1e9}, r"scenery\[0\]\.width: must be from"),
    ({"x": 60}, r"scenery\[0\]\.x: must be from 0 to 48, got 60"),
    ({"y": float("nan")}, r"scenery\[0\]\.y: must be from"),
    ({"shape": "hexagon"}, r"scenery\[0\]\.shape: must be one of"),
    ({"height": "tall"}, r"scenery\[0\]\.height: must be one of"),
    ({"arm": 9}, r"scenery\[0\]\.arm: must be from"),
    ({"roof": "yes"}, r"scenery\[0\]\.roof: must be true or false"),
    ({"partial_height": 2}, r"scenery\[0\]\.partial_height: only a 'partial' piece"),
])
def test_bad_scenery_names_the_field(change, message):
    raw = doc([WALL]).to_json()
    raw["scenery"][0].update(change)
    with pytest.raises(StateError, match=message):
        itstable.document(raw)


def test_a_polygon_that_crosses_itself_and_a_repeated_id_are_refused():
    raw = doc([ROCK, CRATES]).to_json()
    raw["scenery"][0]["points"] = [[0, 0], [2, 2], [2, 0], [0, 2]]
    with pytest.raises(StateError, match=r"scenery\[0\]\.points: must outline a simple polygon"):
        itstable.document(raw)
    raw = doc([CRATES, CRATES]).to_json()
    with pytest.raises(StateError, match=r"scenery\[1\]\.id: 'crates' is used twice"):
        itstable.document(raw)


def test_rotate_mirror_and_mirror_through_the_centre():
    rect = Piece("r", "building", "rect", 10, 12, 6, 2)
    assert rect.rotated(90).footprint().bounds == pytest.approx((9, 9, 11, 15))
    twin = rect.through_centre(48, 48)
    assert twin.footprint().bounds == pytest.approx((35, 35, 41, 37))
    ell = Piece("l", "wall", "l_shape", 4, 4, 6, 4, 1)
    assert ell.mirrored_x(48).footprint().bounds == pytest.approx((38, 4, 44, 8))
    assert ell.mirrored_y(48).footprint().bounds == pytest.approx((4, 40, 10, 44))
    both = mirror_through_centre([ell], 48, 48)
    assert [p.id for p in both] == ["l", "l'"]
    assert both[1].footprint().area == pytest.approx(ell.footprint().area)
    assert both[1].footprint().contains(Point(48 - 4.5, 48 - 6))


def test_an_hvt_inside_a_piece_is_refused_with_the_packs_reason():
    supremacy = catalog.mission("s16/supremacy", 300)
    assert check_placement(supremacy, "hvt", "A", 20, 16 + R25, radius=R25) == []
    shed = Piece("shed", "building", "rect", 20, 18, 4, 4)
    [why] = check_placement(supremacy, "hvt", "A", 20, 16 + R25, radius=R25, scenery=[shed])
    assert "on top of or inside a piece of scenery (shed)" in why and "L690" in why
    # Touching the piece's side is base contact, not "on or inside".
    assert check_placement(supremacy, "hvt", "A", 20 - 2 - R25, 18, radius=R25, scenery=[shed]) == []


def test_each_season_refuses_hvts_and_civilians_on_scenery_and_s10_bans_airborne_landing_under_a_roof():
    shed = [Piece("shed", "building", "rect", 20, 20, 4, 4, roof=True)]
    for sid, hvt_line in (("s16", "L690"), ("s10", "L462"), ("s13", "L657"), ("s8", "L427")):
        season = catalog.season(sid)
        assert hvt_line in (scenery_refusal(season, "hvt", "The HVT", 20, 20, 0.5, shed) or "")
        assert scenery_refusal(season, "civilian", "The Civilian", 20, 20, 0.5, shed) is not None
        assert scenery_refusal(season, "qaz_template", "The template", 20, 20, 0.5, shed) is None
    s10, s16 = catalog.season("s10"), catalog.season("s16")
    assert "L319" in (airborne_refusal(s10, 20, 20, 0.5, shed) or "")
    assert airborne_refusal(s16, 20, 20, 0.5, shed) is None
    assert airborne_refusal(s10, 20, 20, 0.5, [Piece("open", "other", "rect", 20, 20, 4, 4)]) is None


def test_the_scenery_rules_come_from_the_season_file_with_a_source_line_each():
    """A season's [scenery] sentences are data: each rule quotes a pack line, and a season without
    the section (a map pack of one's own) refuses nothing on scenery."""
    for sid in catalog.season_ids():
        rules = catalog.season(sid).scenery
        assert set(rules.not_on_or_inside) == {"hvt", "civilian"}, sid
        for rule in [*rules.not_on_or_inside.values(), *filter(None, [rules.airborne_not_in_roofed])]:
            assert re.match(r"L\d+ '", rule.source), (sid, rule.source)
    bare = replace(catalog.season("s16"), scenery=SceneryRules())
    shed = [Piece("shed", "building", "rect", 20, 20, 4, 4, roof=True)]
    assert scenery_refusal(bare, "hvt", "The HVT", 20, 20, 0.5, shed) is None
    with pytest.raises(ValidationError, match="not_on_or_inside.hvt.source"):
        SceneryFile.model_validate({"not_on_or_inside": {"hvt": {"source": ""}}})
    with pytest.raises(ValidationError, match="not_on_or_inside.trooper"):
        SceneryFile.model_validate({"not_on_or_inside": {"trooper": {"source": "L1 'x'"}}})
