"""One short name per zone, as data in maps/ beside its long name, in English, French and Spanish.

The table, the referee panel, the command line, the PDFs and the stream all show this name (their own
tests check each surface); here: the library has one for every zone of every scenario at every size,
in each language, one zone per name, flagged as our choice, and the validator says what is wrong.
"""

from __future__ import annotations

import json
from pathlib import Path
from types import SimpleNamespace

import pytest

from its_desktop.cli import main
from its_desktop.domain import i18n
from its_desktop.domain.mission import catalog
from its_desktop.presentation import labels

LANGS = ("en", "fr", "es")


@pytest.fixture(autouse=True)
def _english_after():
    yield
    i18n.set_language("en")


def test_every_zone_of_every_scenario_has_one_short_name_in_each_language():
    """From the data, for every scenario: a zone's name does not depend on the game size (the sizes change
    geometry only; the next test resolves a scenario of each season at every size)."""
    for entry in catalog.entries():
        scenario = catalog.scenario(entry.id)
        season = catalog.season(scenario.season)
        for lang in LANGS:
            shorts = [z.short.get(lang) for z in scenario.zones if z.short is not None]
            if scenario.deployment.depth != "zones":
                shorts += [season.deployment_short[p].get(lang) for p in "AB"]
            assert len(shorts) == len(scenario.zones) + (2 if scenario.deployment.depth != "zones" else 0)
            assert all(0 < len(s) <= 24 and s.strip() == s for s in shorts), (entry.id, lang, shorts)
            assert len(set(shorts)) == len(shorts), (entry.id, lang, shorts)  # one zone per name


@pytest.mark.parametrize("scenario", ["s16/panic-room", "s13/quadrant-control", "s10/transmission-matrix",
                                      "s8/supremacy"])
def test_every_zone_at_every_size_shows_its_short_name_in_each_language(scenario):
    for lang in LANGS:
        i18n.set_language(lang)
        for points in catalog.sizes(scenario):
            mission = catalog.mission(scenario, points)
            shorts = [z.short for z in mission.zones]
            assert all(shorts) and len(set(shorts)) == len(shorts), (scenario, points, lang, shorts)
            assert labels.zone_codes(mission.zones) == {z.id: z.short for z in mission.zones}


def test_the_short_names_are_data_flagged_as_ours():
    """Every zone written in maps/ carries its short name; the packs print none, so all are our choice."""
    for entry in catalog.entries():
        scenario = catalog.scenario(entry.id)
        for zone in scenario.zones:
            assert zone.short is not None, (entry.id, zone.id)
            assert set(zone.short.ours) == set(LANGS), (entry.id, zone.id)
    for season_id in catalog.season_ids():
        season = catalog.season(season_id)
        assert set(season.deployment_short) == {"A", "B"}, season_id
        assert [season.deployment_short[p].get(lang) for p in "AB" for lang in LANGS] == \
            ["DZ A", "ZD A", "ZD A", "DZ B", "ZD B", "ZD B"]


@pytest.mark.parametrize(("lang", "quadrants", "deployment"), [
    ("en", ["Q1", "Q2", "Q3", "Q4"], ["DZ A", "DZ B"]),
    ("fr", ["Q1", "Q2", "Q3", "Q4"], ["ZD A", "ZD B"]),
    ("es", ["C1", "C2", "C3", "C4"], ["ZD A", "ZD B"]),
])
def test_quadrants_and_deployment_zones_in_each_language(lang, quadrants, deployment):
    i18n.set_language(lang)
    for scenario in ("s16/supremacy", "s13/quadrant-control", "s10/supremacy", "s8/quadrant-control"):
        mission = catalog.mission(scenario, catalog.sizes(scenario)[-1])
        assert [z.short for z in mission.zones if z.kind == "quadrant"] == quadrants, scenario
        assert [z.short for z in mission.zones if z.kind == "deployment"] == deployment, scenario


def test_names_the_regular_expressions_used_to_merge_are_distinct_now():
    """The codes made from initials gave all four French transmission zones 'ZDTC', and Power Pack's two
    deployment zones per side one 'DZ A'."""
    i18n.set_language("fr")
    matrix = catalog.mission("s10/transmission-matrix", 300)
    assert [z.short for z in matrix.zones if z.id.startswith("transmission")] == \
        ["ZT centre", "ZT A gauche", "ZT A droite", "ZT B gauche", "ZT B droite"]
    i18n.set_language("en")
    pack = catalog.mission("s10/power-pack", 300)
    assert [z.short for z in pack.zones if z.kind == "deployment"] == \
        ["DZ A left", "DZ A right", "DZ B left", "DZ B right"]


def test_a_per_round_zone_keeps_its_short_name_with_the_round():
    i18n.set_language("es")
    mission = catalog.mission("s16/panic-room", 300)
    assert [z.short for z in mission.zones if z.per_round] == ["PELIGRO R1", "PELIGRO R2", "PELIGRO R3"]


def test_the_regular_expressions_are_gone():
    source = Path(labels.__file__).read_text(encoding="utf-8")
    assert "import re" not in source and "re.compile" not in source and "re.sub" not in source


def _cli(capsys, *argv: str) -> SimpleNamespace:
    """The command run in this process (a new interpreter per case costs seconds under load)."""
    try:
        code = main(list(argv))
    except SystemExit as exc:
        code = exc.code
    out = capsys.readouterr()
    return SimpleNamespace(returncode=code, stdout=out.out, stderr=out.err)


def _copy(tmp_path: Path, scenario: str, edit) -> Path:
    folder = tmp_path / scenario.split("/")[0]
    folder.mkdir()
    root = catalog.maps_root()
    (folder / "season.toml").write_text((root / folder.name / "season.toml").read_text(encoding="utf-8"),
                                        encoding="utf-8")
    path = folder / (scenario.split("/")[1] + ".toml")
    path.write_text(edit((root / f"{scenario}.toml").read_text(encoding="utf-8")), encoding="utf-8")
    return path


def test_validate_names_a_short_name_that_two_zones_share(tmp_path, capsys):
    path = _copy(tmp_path, "s16/supremacy", lambda t: t.replace('short = { en = "Q2", fr = "Q2", es = "C2"',
                                                                  'short = { en = "Q1", fr = "Q2", es = "C2"'))
    run = _cli(capsys, "missions", "validate", str(path))
    assert run.returncode == 2, run.stdout + run.stderr
    assert f"{path}: zones[quadrant-a-right].short.en: 'Q1' already names zone 'quadrant-a-left'" in run.stderr
    assert "Traceback" not in run.stderr


def test_validate_refuses_a_short_name_given_as_the_packs_without_its_source(tmp_path, capsys):
    path = _copy(tmp_path, "s16/supremacy", lambda t: t.replace(
        'short = { en = "Q2", fr = "Q2", es = "C2", ours = ["en", "fr", "es"] }',
        'short = { en = "Q2", fr = "Q2", es = "C2" }'))
    run = _cli(capsys, "missions", "validate", str(path))
    assert run.returncode == 2 and f"{path}: zones[quadrant-a-right].short" in run.stderr and "source" in run.stderr, run.stderr


def test_a_map_pack_without_short_names_still_loads_with_a_warning(tmp_path, capsys):
    path = _copy(tmp_path, "s16/supremacy",
                 lambda t: "\n".join(x for x in t.split("\n") if not x.startswith("short = ")))
    run = _cli(capsys, "missions", "validate", str(path))
    assert run.returncode == 0, run.stderr
    assert f"{path}: zones[quadrant-a-left].short: no short name (the long name is shown)" in run.stderr


def test_mission_json_and_text_show_the_short_name(capsys):
    run = _cli(capsys, "--lang", "es", "mission", "s13/quadrant-control", "--points", "300", "--json")
    zones = {z["id"]: z for z in json.loads(run.stdout)["zones"]}
    assert zones["quadrant-a-left"]["short"] == "C1" and zones["quadrant-a-left"]["name"] == "Cuadrante A izquierdo"
    run = _cli(capsys, "--lang", "es", "mission", "s13/quadrant-control", "--points", "300")
    line = next(x for x in run.stdout.splitlines() if "quadrant-a-left" in x)
    assert line.split()[1] == "C1" and "Cuadrante A izquierdo" in line


def test_a_sentence_gets_the_long_name_beside_the_first_mention_of_each_short_one():
    from its_desktop.domain.mission import catalog as lib
    from its_desktop.presentation import zone_key as labels_key

    i18n.set_language("en")
    zones = lib.mission("s16/supremacy", 300).zones
    text = "Q1, Q3 dominated by A; Q1 again"
    assert labels_key.with_zone_key(text, zones) == \
        "Q1 (Quadrant A left), Q3 (Quadrant B left) dominated by A; Q1 again"
    assert labels_key.zone_key(text, zones) == "Q1: Quadrant A left; Q3: Quadrant B left"
    assert labels_key.with_zone_key("Q12 is no zone", zones) == "Q12 is no zone"
