"""Without --lang the command line speaks the system's language, as the window does: a French or Spanish player's
terminal meets no English (issue 29); C and POSIX are English, and --lang wins."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

GAME = Path(__file__).resolve().parents[2] / "docs" / "examples" / "game-frostbyte.json"


def score(lang_env: str, *extra: str) -> str:
    env = {k: v for k, v in os.environ.items() if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES")}
    env["LANG"] = lang_env
    out = subprocess.run([sys.executable, "-m", "its_desktop", *extra, "score", str(GAME)], capture_output=True,
                         text=True, env=env, timeout=120, check=False)
    assert out.returncode == 0, out.stderr
    return out.stdout


@pytest.mark.parametrize(("locale", "word", "english"), [("fr_FR.UTF-8", "Zhanshi (B) est Tué", "is killed"),
                                                          ("es_ES.UTF-8", "Zhanshi (B) queda Eliminado", "is killed"),
                                                          ("C.UTF-8", "Zhanshi (B) is killed", "est Tué")])
def test_the_system_language_is_the_default(locale, word, english):
    out = score(locale)
    assert word in out and english not in out, out


def test_lang_wins_over_the_system():
    out = score("fr_FR.UTF-8", "--lang", "en")
    assert "Zhanshi (B) is killed" in out and "est Tué" not in out, out
