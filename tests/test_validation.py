"""Broken mission files: each error names the file and the field, and every error is reported."""

import pytest

from its_desktop.domain.mission import catalog

GOOD = '''
id = "s16/test-mission"
season = "s16"
name = { en = "Test Mission" }
source_lines = "L1-2"
notes = { en = "A mission for tests." }

[flags]
retreat = "ends_game"
source = "test"

[hvt]
per_player = 1
source = "test"

[classified]
count = 2
source = "test"

[params.d]
values = { "150" = 4, "200/250" = 8, "300/350/400" = 12 }
source = "test"

[deployment]
depth = "standard"
source = "test"

[[zones]]
id = "exclusion"
kind = "exclusion"
name = { en = "Exclusion Zone" }
shape = { type = "rect", x0 = 0, y0 = "D/2 - 4", x1 = "W", y1 = "D/2 + 4" }
source = "test"

[[markers]]
id = "console"
kind = "console"
name = { en = "Console" }
gender = { fr = "f", es = "f" }
token = "console"
at = [{ x = "d", y = "D/2" }, { x = "W - d", y = "D/2" }]
source = "test"

[[scoring]]
id = "consoles"
kind = "per_item"
name = { en = "Consoles" }
measure = { type = "markers", of = ["console"], state = "controlled" }
when = "game_end"
op = 4
cap = 8
source = "test"
'''

BROKEN = [
    ("missing field", ('source_lines = "L1-2"\n', ""), "source_lines: missing"),
    ("unknown zone kind", ('kind = "exclusion"', 'kind = "swamp"'), "zones[exclusion].kind:"),
    ("negative size", ('token = "console"', "diameter_mm = -40"), "markers[console].diameter_mm:"),
    ("marker off the table", ('{ x = "W - d", y = "D/2" }', '{ x = "W + 5", y = "D/2" }'),
     "markers[console]: console-2 at"),
    ("malformed TOML", ('retreat = "ends_game"', 'retreat = "ends_game'), "malformed TOML"),
    ("unknown field", ('source_lines = "L1-2"', 'source_lines = "L1-2"\nsourse = "x"'), "sourse: unknown field"),
    ("bad expression", ('x1 = "W"', 'x1 = "W +* 2"'), "zones[exclusion].shape.x1:"),
    ("unknown name", ('y0 = "D/2 - 4"', 'y0 = "Q/2"'), "zones[exclusion].shape.y0: unknown name 'Q'"),
    ("size missing", ('"300/350/400" = 12', '"300/350" = 12'), "params.d.values: must give every game size"),
    ("unknown alternative", ("cap = 8", 'cap = 8\nalternative_of = "nothing"'), "scoring[consoles].alternative_of: no objective 'nothing'"),
    ("per item without cap", ("cap = 8\n", ""), "scoring[consoles].cap: a per-item objective needs its cap"),
    ("unknown token", ('token = "console"', 'token = "spaceship"'), "markers[console].token: unknown token"),
    ("unknown deployment variant", ('depth = "standard"', 'depth = "huge"'), "deployment.depth: unknown variant"),
    ("wrong season", ('season = "s16"', 'season = "s99"'), "season:"),
    ("unknown marker in scoring", ('of = ["console"]', 'of = ["antenna"]'), "scoring[consoles].measure.of: no marker"),
    ("gender missing", ('gender = { fr = "f", es = "f" }\n', ""), "markers[console].gender: missing"),
    ("gender unknown", ('gender = { fr = "f", es = "f" }', 'gender = { fr = "f", es = "x" }'), "markers[console].gender.es"),
    ("rectangle upside down", ('y1 = "D/2 + 4"', 'y1 = "D/2 - 8"'), "zones[exclusion].shape: empty rectangle"),
]


def _validate(tmp_path, text):
    path = tmp_path / "test-mission.toml"
    path.write_text(text, encoding="utf-8")
    return path, [str(e) for e in catalog.validate_paths([path])]


def test_the_good_file_is_valid(tmp_path):
    assert _validate(tmp_path, GOOD)[1] == []


@pytest.mark.parametrize(("case", "edit", "expected"), BROKEN, ids=[b[0] for b in BROKEN])
def test_broken_file_names_file_and_field(tmp_path, case, edit, expected):
    old, new = edit
    assert old in GOOD
    path, errors = _validate(tmp_path, GOOD.replace(old, new, 1))
    assert errors, case
    assert any(e.startswith(f"{path}: ") and expected in e for e in errors), errors
    assert all("\n" not in e for e in errors)


def test_every_error_in_every_file_is_reported(tmp_path):
    (tmp_path / "one.toml").write_text(GOOD.replace('kind = "exclusion"', 'kind = "swamp"')
                                       .replace('token = "console"', 'token = "spaceship"'))
    (tmp_path / "two.toml").write_text("this is = not toml =")
    errors = [str(e) for e in catalog.validate_paths([tmp_path])]
    assert any("one.toml: zones[exclusion].kind" in e for e in errors)
    assert any("two.toml: malformed TOML" in e for e in errors)
    assert len(errors) == 2  # the token error is found once the kind is valid: schema first, then data


def test_errors_at_several_sizes_are_reported_once(tmp_path):
    _, errors = _validate(tmp_path, GOOD.replace('y0 = "D/2 - 4"', 'y0 = "Q/2"'))
    assert len([e for e in errors if "unknown name 'Q'" in e]) == 1


def test_a_scenario_may_draw_its_own_deployment_zones(tmp_path):
    # Power Pack (S10): two 16 x 12 zones per side at the corners instead of one full-width band.
    own = GOOD.replace('depth = "standard"', 'depth = "zones"') + '''
[[zones]]
id = "deployment-a-left"
kind = "deployment"
owner = "A"
name = { en = "Deployment Zone A, left" }
shape = { type = "rect", x0 = 0, y0 = 0, x1 = 16, y1 = 12 }
source = "test"

[[zones]]
id = "deployment-b-left"
kind = "deployment"
owner = "B"
name = { en = "Deployment Zone B, left" }
shape = { type = "rect", x0 = "W - 16", y0 = "D - 12", x1 = "W", y1 = "D" }
source = "test"
'''
    assert _validate(tmp_path, own)[1] == []
    _, errors = _validate(tmp_path, own.replace('owner = "B"', 'owner = "A"'))
    assert any("side B needs a deployment zone" in e for e in errors)
    _, errors = _validate(tmp_path, own.replace('y0 = "D - 12"', 'y0 = 0').replace('y1 = "D" }', 'y1 = 12 }')
                          .replace('x0 = "W - 16"', 'x0 = 8').replace('x1 = "W", y1', 'x1 = 24, y1'))
    assert any("deployment zones overlap" in e for e in errors)


def test_a_scenario_played_at_some_sizes_only(tmp_path):
    # S8 writes some scenarios per tier: the file says its sizes and its per-size values cover those.
    one_tier = GOOD.replace('source_lines = "L1-2"', 'source_lines = "L1-2"\nsizes = [300]').replace(
        'values = { "150" = 4, "200/250" = 8, "300/350/400" = 12 }', 'values = { "300" = 12 }')
    assert _validate(tmp_path, one_tier)[1] == []
    _, errors = _validate(tmp_path, one_tier.replace("sizes = [300]", "sizes = [275]"))
    assert any("sizes: must be game sizes of ITS Season 16 (150, 200, 250, 300, 350 and 400), got 275" in e for e in errors), errors
