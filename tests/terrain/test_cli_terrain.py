"""``its-desktop terrain check``: the report in three languages, JSON, and one-line errors (exit 2)."""

import json
import subprocess
import sys

TABLE = {"format": "itstable", "version": 2, "mission": "s16/supremacy", "points": 300, "troopers": [],
         "scenery": [{"id": "wall", "kind": "wall", "shape": "rect", "x": 24, "y": 24, "width": 32, "depth": 1}]}


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "its_desktop", *args], capture_output=True, text=True, timeout=300)


def test_the_json_report_has_every_metric_for_both_sides_and_both_height_classes(tmp_path):
    path = tmp_path / "t.itstable"
    path.write_text(json.dumps(TABLE))
    out = run("terrain", "check", str(path), "--json")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert data["pieces"] == 1 and data["unit"] == "in"
    keys = {(f["metric"], f["side"], f["height_class"]) for f in data["findings"]}
    for hc in ("infantry", "tag"):
        for metric in ("sniper", "exposure", "safe_pockets", "paratrooper", "objectives"):
            assert {(metric, "A", hc), (metric, "B", hc)} <= keys
    objectives = [f for f in data["findings"] if f["metric"] == "objectives"]
    assert all(f["value"] == 4 and f["verdict"] == "fail" and f["point"] for f in objectives)


def test_the_text_report_in_english_french_and_spanish(tmp_path):
    path = tmp_path / "t.itstable"
    path.write_text(json.dumps(TABLE))
    # The wall's centre is the table's: the top-right quadrant (north-east, as the JSON has it).
    for lang, words in (("en", ["Sniper: table seen", "Side A", "at most 60%", "Open lane (bottom edge)",
                                "Large pieces, quadrant top right", "(bottom left 0, bottom right 0, top left 0, "
                                "top right 1)"]),
                        ("fr", ["Tireur d'élite : table vue", "Camp A", "au plus 60 %",
                                "Grands éléments, quadrant en haut à droite", "en bas à gauche 0"]),
                        ("es", ["Francotirador: mesa vista", "Bando A", "como máximo 60 %",
                                "Elementos grandes, cuadrante superior derecho", "inferior izquierdo 0"])):
        out = run("--lang", lang, "terrain", "check", str(path))
        assert out.returncode == 0, out.stderr
        for w in words:
            assert w in out.stdout, (lang, w)
        assert not any(code in out.stdout for code in ("SW", "SE:", "NW", "NE")), lang


def test_a_bad_piece_is_one_line_naming_the_file_and_field(tmp_path):
    path = tmp_path / "bad.itstable"
    bad = json.loads(json.dumps(TABLE))
    bad["scenery"][0]["width"] = -3
    path.write_text(json.dumps(bad))
    out = run("terrain", "check", str(path))
    assert out.returncode == 2
    assert out.stderr.strip().count("\n") == 0
    assert "bad.itstable" in out.stderr and "scenery[0].width: must be from" in out.stderr
