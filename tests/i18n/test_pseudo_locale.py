"""The pseudo-locale: every catalog word comes out wrapped and accented (``[Ŝçôŕé]``), so any word a
command prints unwrapped did not go through the catalog.

What is left after taking out every wrapped piece must be data: ids and paths (``s16/frostbyte``,
``vp.A``), numbers, the players' letters, and what the input file itself holds (names)."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from its_desktop.domain import i18n

from .test_score_language import _typed_by_players

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "docs" / "examples" / "game-frostbyte.json"


def unwrapped(text: str, data: set[str] = frozenset()) -> list[str]:
    """The ASCII words of ``text`` outside every ``[…]`` and outside the data: what escaped the catalog."""
    text = text.replace("its-desktop:", " ")
    before = None
    while before != text:  # innermost first: wrapped pieces hold wrapped pieces
        before, text = text, re.sub(r"\[[^\[\]]*\]", " ", text)
    for d in sorted(data, key=len, reverse=True):
        text = text.replace(d, " ")
    text = re.sub(r"\S*[/._\-]\S*", " ", text)  # ids, paths, field paths, options
    return sorted({w for w in re.findall(r"[A-Za-z]{2,}", text)})


def run(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "its_desktop", *args], capture_output=True, text=True,
                          timeout=120, check=False, env=env)


def _names_in(path: Path) -> set[str]:
    assert path == EXAMPLE  # the names the example's players typed, as the French/Spanish score test reads them
    return _typed_by_players()


def test_pseudo_wraps_accents_and_keeps_placeholders():
    assert i18n.pseudo("Score {n} of %(prog)s") == "[Šçöŕé {n} öƒ %(prog)s]"
    assert i18n.pseudo("") == ""
    i18n.set_language(i18n.PSEUDO)
    try:
        said = i18n._("no qualifying model in contact: nobody controls it")
        assert said.startswith("[") and "nobody" not in said
        from its_desktop.domain.mission import catalog
        # the packs' own words are wrapped too, so what is left unwrapped is ours
        assert catalog.mission("s16/frostbyte", 300).scenario.name.get() == "[Ƒŕöšţƀýţé]"
    finally:
        i18n.set_language("en")


def test_the_check_finds_english():
    # an English run is caught, so the tests below cannot pass by finding nothing
    out = run("score", str(EXAMPLE))
    assert {"against", "killed", "accomplished"} <= set(unwrapped(out.stdout, _names_in(EXAMPLE)))


@pytest.mark.parametrize("args", [
    ["score", str(EXAMPLE)],
    ["score", "--json", str(EXAMPLE)],
])
def test_the_scorer_prints_nothing_unwrapped(args):
    out = run("--lang", "pseudo", *args)
    assert out.returncode == 0, out.stderr
    text = out.stdout
    if "--json" in args:  # the keys are the format's; the values a person reads must be wrapped
        data = json.loads(text)
        text = "\n".join([*data["notes"], *(li["reason"] for p in data["players"].values() for li in p["lines"])])
    assert unwrapped(text, _names_in(EXAMPLE)) == [], text


@pytest.mark.parametrize("case", ["missing", "folder", "not json", "no file given", "bad size"])
def test_the_scorers_errors_print_nothing_unwrapped(case, tmp_path):
    game = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    path = tmp_path / "game.json"
    if case == "missing":
        args = ["score", str(tmp_path / "nowhere.json")]
    elif case == "folder":
        args = ["score", str(tmp_path)]
    elif case == "not json":
        path.write_text("{not json", encoding="utf-8")
        args = ["score", str(path)]
    elif case == "no file given":
        args = ["score"]
    else:
        game["game"]["points"] = 301  # not a game size
        path.write_text(json.dumps(game), encoding="utf-8")
        args = ["score", str(path)]
    out = run("--lang", "pseudo", *args)
    assert out.returncode == 2 and out.stdout == "", out.stdout
    assert out.stderr.startswith("its-desktop: ") and "Traceback" not in out.stderr
    assert unwrapped(out.stderr, {str(tmp_path)}) == [], out.stderr


def test_the_environment_selects_the_pseudo_locale():
    import os

    out = run("score", env={**os.environ, "ITS_DESKTOP_LANG": "pseudo"})
    assert out.returncode == 2 and unwrapped(out.stderr) == [] and "[" in out.stderr, out.stderr


def test_the_hidden_value_is_not_offered():
    out = run("--lang", "xx", "score")
    assert out.returncode == 2 and "pseudo" not in out.stderr


# -- its-desktop evaluate: every explanation (zones, objectives, headings, summaries) ----------------------
def _evaluate_in_process(path: Path, *args: str) -> str:
    """``its-desktop [args…] evaluate PATH`` in this process (18 cases: a subprocess each would be slow)."""
    from tests.data.make_evaluation_golden import run as run_evaluate

    try:
        return run_evaluate((list(args[:2]), list(args[2:])), path)
    finally:
        i18n.set_language("en")


def _typed(state: dict) -> set[str]:
    """What the state file itself holds that is shown as it is: the troopers' names and ids."""
    return {str(t[k]) for t in state["troopers"] for k in ("name", "id") if t.get(k)}


def _evaluation_cases():
    from tests.evaluation_cases import cases

    return cases()


def test_the_check_finds_english_in_the_evaluation(tmp_path):
    name, state = _evaluation_cases()[0]
    path = tmp_path / "state.json"
    path.write_text(json.dumps(state), encoding="utf-8")
    found = set(unwrapped(_evaluate_in_process(path, "--lang", "en"), _typed(state)))
    assert {"inside", "controlled", "base", "contact"} <= found, found


def test_the_evaluation_prints_nothing_unwrapped(tmp_path):
    """Every scenario case of the output check (Null states, markers, tokens, Baggage, carried objectives,
    INTELCOM cards, Specialists, blocking), as text and as JSON."""
    seen_kinds = set()
    for name, state in _evaluation_cases():
        path = tmp_path / f"{name}.json"
        path.write_text(json.dumps(state), encoding="utf-8")
        text = _evaluate_in_process(path, "--lang", "pseudo")
        assert unwrapped(text, _typed(state)) == [], (name, text)
        data = json.loads(_evaluate_in_process(path, "--lang", "pseudo", "--json"))
        # the values a person reads; "reason" is the format's stable English (docs/architecture.md)
        read = [z["summary"] for z in data["zones"]] + [e["text"] for z in data["zones"] for e in z["explain"]]
        read += [line for m in data["markers"] for line in m["explain"]]
        assert unwrapped("\n".join(read), _typed(state)) == [], name
        reasons = [e["reason"] for z in data["zones"] for e in z["explain"]]
        assert all(r and "[" not in r for r in reasons), name
        seen_kinds |= {r.split(",")[0].split(":")[0] for r in reasons}
    assert {"inside", "not more than half", "INTELCOM Support and Control"} <= seen_kinds, seen_kinds


@pytest.mark.parametrize("case", ["missing", "not json"])
def test_the_evaluations_file_errors_print_nothing_unwrapped(case, tmp_path):
    path = tmp_path / "state.json"
    if case == "not json":
        path.write_text("{not json", encoding="utf-8")
    out = run("--lang", "pseudo", "evaluate", str(path))
    assert out.returncode == 2 and out.stdout == "", out.stdout
    assert "Traceback" not in out.stderr and unwrapped(out.stderr, {str(tmp_path)}) == [], out.stderr
