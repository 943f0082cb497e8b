"""``its-desktop event formats``: the packs' event formats and their rounds, as text and as JSON."""

import json
import subprocess
import sys


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "its_desktop", *args], capture_output=True, text=True, timeout=60)


def test_json_lists_the_s10_escalation_league_rounds():
    out = run("event", "formats", "--season", "s10", "--json")
    assert out.returncode == 0, out.stderr
    [season] = json.loads(out.stdout)["seasons"]
    assert season["season"] == "s10"
    league = next(f for f in season["formats"] if f["id"] == "escalation_league")
    assert (league["kind"], league["extra"], league["rounds"]) == ("league", "escalation_league", 6)
    assert [(r["rounds"], r["scenario"], r["points"]) for r in league["plan"]] == [
        ([1], "s10/league-round-1", [100]), ([2], "s10/league-round-2", [120]), ([3], "s10/league-round-3", [150]),
        ([4], "s10/league-round-4", [200]), ([5], "s10/league-round-5", [250]), ([6], "s10/league-round-6", [300])]


def test_text_in_spanish_for_s8():
    out = run("--lang", "es", "event", "formats", "--season", "s8")
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert lines[0] == "s8/tournament: Torneo ITS (torneo, rondas según el número de jugadores)"
    assert "  ronda 1: s8/league-round-1 (Primera Jornada) a 120 puntos" in lines
    assert "  rondas 6, 7, 8: un escenario ITS a elección del organizador a 200/300/400 puntos (deducido)" in lines
    assert "  repeticiones: nunca; escenario personalizado: no" in lines


def test_every_season_is_listed_and_a_bad_one_is_refused():
    out = run("event", "formats", "--json")
    assert [s["season"] for s in json.loads(out.stdout)["seasons"]] == ["s16", "s13", "s10", "s8"]
    bad = run("event", "formats", "--season", "s99")
    assert bad.returncode == 2 and bad.stderr.count("\n") == 1 and "--season" in bad.stderr


def test_a_table_pack_follows_the_league_round(tmp_path):
    event = {"season": "s10", "extras": ["escalation_league"],
             "players": [{"id": p, "name": p.upper()} for p in "abcd"], "games": []}
    path = tmp_path / "league.json"
    path.write_text(json.dumps(event), encoding="utf-8")
    bad = run("print", "pack", str(path), "--round", "1", "--mission", "s10/supremacy", "--points", "100",
              "-o", str(tmp_path / "bad.pdf"))
    assert bad.returncode == 2 and bad.stderr.count("\n") == 1
    assert "--mission: round 1 of the Escalation League plays its own mission, s10/league-round-1" in bad.stderr
    assert not (tmp_path / "bad.pdf").exists()
    good = run("print", "pack", str(path), "--round", "1", "--mission", "s10/league-round-1", "--points", "100",
               "--seed", "3", "-o", str(tmp_path / "round1.pdf"))
    assert good.returncode == 0, good.stderr
    assert "(s10/league-round-1) at 100 points" in good.stdout and (tmp_path / "round1.pdf").stat().st_size > 0
