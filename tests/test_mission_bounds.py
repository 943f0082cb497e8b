"""A custom scenario (and the season file beside it) is held to the physical bounds of
``domain/bounds.py``: a table size, zone coordinate, marker position or token diameter past a bound is
one line naming the file and field; a value at the bound is accepted."""

import shutil
from pathlib import Path

import pytest

from its_desktop.domain import bounds
from its_desktop.domain.mission import catalog

from .test_validation import GOOD

SEASON = Path(catalog.maps_root()) / "s16" / "season.toml"
BOUND = "must be from"


def _errors(folder: Path, scenario: str, season: str | None = None) -> tuple[Path, list[str]]:
    path = folder / "custom.toml"
    path.write_text(scenario, encoding="utf-8")
    if season is not None:
        (folder / "season.toml").write_text(season, encoding="utf-8")
    return path, [str(e) for e in catalog.validate_paths([folder])]


def _bound_errors(errors: list[str], file: Path, field: str) -> list[str]:
    return [e for e in errors if e.startswith(f"{file}: {field}: {BOUND}")]


@pytest.mark.parametrize(("value", "refused"), [(bounds.BASE_MM.high, False), (bounds.BASE_MM.high + 0.01, True),
                                                (bounds.BASE_MM.low, False), (bounds.BASE_MM.low - 0.01, True),
                                                (1.79e308, True)])
def test_marker_diameter(tmp_path, value, refused):
    path, errors = _errors(tmp_path, GOOD.replace('token = "console"', f"diameter_mm = {value!r}"))
    assert bool(_bound_errors(errors, path, "markers[console].diameter_mm")) is refused, errors
    assert refused or errors == []
    assert all("\n" not in e for e in errors)


def _season_with(old: str, new: str) -> str:
    text = SEASON.read_text(encoding="utf-8")
    assert old in text
    return text.replace(old, new)


@pytest.mark.parametrize(("value", "refused"), [(bounds.BASE_MM.high, False), (bounds.BASE_MM.high + 0.01, True),
                                                (bounds.BASE_MM.low, False), (bounds.BASE_MM.low - 0.01, True)])
def test_token_diameter_of_a_custom_season(tmp_path, value, refused):
    season = _season_with("diameter_mm = 40", f"diameter_mm = {value!r}")
    _, errors = _errors(tmp_path, GOOD, season)
    season_file = tmp_path / "season.toml"
    hits = [e for e in errors if e.startswith(f"{season_file}: tokens.antenna.diameter_mm: " + BOUND)]
    assert bool(hits) is refused, errors
    assert refused or errors == []


@pytest.mark.parametrize(("value", "refused"), [(bounds.TABLE_SIDE.high, False), (bounds.TABLE_SIDE.high + 0.01, True),
                                                (bounds.TABLE_SIDE.low - 0.01, True)])
def test_table_size_of_a_custom_season(tmp_path, value, refused):
    season = _season_with("width = 48, depth = 48", f"width = {value!r}, depth = 48")
    _, errors = _errors(tmp_path, GOOD, season)
    season_file = tmp_path / "season.toml"
    hits = [e for e in errors if e.startswith(f"{season_file}: ") and ".table.width: " + BOUND in e]
    assert bool(hits) is refused, errors
    assert refused or not any(e.startswith(f"{season_file}: ") for e in errors)


def test_table_side_at_its_low_bound(tmp_path):
    season = _season_with("width = 48, depth = 48", f"width = {bounds.TABLE_SIDE.low!r}, depth = 48")
    _, errors = _errors(tmp_path, GOOD, season)
    assert not any(BOUND in e for e in errors), errors  # the scenario may not fit a small table; the size is allowed


WIDTH = 48.0  # the s16 table at 300 points, the one size these cases play
MARGIN = bounds.POSITION_MARGIN * WIDTH
AT_300 = GOOD.replace('source_lines = "L1-2"', 'source_lines = "L1-2"\nsizes = [300]')


@pytest.mark.parametrize(("value", "refused"), [(WIDTH + MARGIN, False), (WIDTH + MARGIN + 0.01, True),
                                                (-MARGIN, False), (-MARGIN - 0.01, True), (1000.0, True)])
def test_marker_position(tmp_path, value, refused):
    path, errors = _errors(tmp_path, AT_300.replace('{ x = "W - d", y = "D/2" }', f'{{ x = {value!r}, y = "D/2" }}'))
    hits = _bound_errors(errors, path, "markers[console].at[1].x")
    assert bool(hits) is refused, errors
    # one line for one fault: a position past its bound is not reported again as off the table
    assert len([e for e in errors if "markers[console]" in e]) == 1


@pytest.mark.parametrize(("value", "refused"), [(WIDTH + MARGIN, False), (WIDTH + MARGIN + 0.01, True),
                                                (-1000.0, True)])
def test_zone_coordinate(tmp_path, value, refused):
    path, errors = _errors(tmp_path, AT_300.replace('y1 = "D/2 + 4"', f"y1 = {value!r}"))
    assert bool(_bound_errors(errors, path, "zones[exclusion].shape.y1")) is refused, errors
    assert all("\n" not in e for e in errors)


def test_the_library_is_within_the_bounds(tmp_path):
    shutil.copy(SEASON, tmp_path / "season.toml")
    assert _errors(tmp_path, GOOD)[1] == []
    assert catalog.validate_paths([catalog.maps_root()]) == []
