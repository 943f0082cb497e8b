"""Bad input on the command line and in the exports is one line in the language of --lang: the option names,
file names and field paths as typed, the words around them French or Spanish (exit 2, no English left).
The overlay's page links and index page follow the language too."""

from __future__ import annotations

import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from its_desktop.domain import i18n


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "its_desktop", *args], capture_output=True, text=True, timeout=60)


# (arguments with {dir} for a folder, {lang: the line after "its-desktop: "}, English words of the message)
CASES = {
    "port": (["overlay", "--port", "70000"],
             {"fr": "--port : doit aller de 0 à 65535, reçu 70000",
              "es": "--port: debe ir de 0 a 65535, se recibió 70000"},
             ["must", "got"]),
    "directory": (["print", "map", "s16/frostbyte", "--points", "300", "--layout", "fit", "-o", "{dir}"],
                  {"fr": "{dir} : écriture impossible : c'est un dossier",
                   "es": "{dir}: no se puede escribir: es una carpeta"},
                  ["cannot", "write", "directory"]),
    "mission-for": (["print", "pack", "{dir}/event.json", "--round", "2", "--points", "300",
                     "--mission-for", "two=s16/frostbyte", "-o", "{dir}/pack.pdf"],
                    {"fr": "--mission-for : 'two=s16/frostbyte' : attendu RONDE=MISSION, p. ex. 2=s16/frostbyte",
                     "es": "--mission-for: 'two=s16/frostbyte': se esperaba RONDA=MISIÓN, p. ej. 2=s16/frostbyte"},
                    ["expected", "ROUND", "e.g."]),
    "season": (["missions", "list", "--season", "s99"],
               {"fr": "--season : saison inconnue 's99' ; connues : ",
                "es": "--season: temporada desconocida 's99'; conocidas: "},
               ["unknown", "known"]),
    "standings-season": (["standings", "--season", "s99", "{dir}/event.json"],
                         {"fr": "{dir}/event.json : --season : saison inconnue 's99' ; connues : ",
                          "es": "{dir}/event.json: --season: temporada desconocida 's99'; conocidas: "},
                         ["unknown", "known"]),
    "database": (["--db", "postgresql+psycopg://x:y@127.0.0.1:1/none", "event", "check", "1"],
                 {"fr": "base de données : impossible de se connecter à postgresql+psycopg://x:***@127.0.0.1:1/none : ",
                  "es": "base de datos: no se puede conectar a postgresql+psycopg://x:***@127.0.0.1:1/none: "},
                 ["database", "cannot", "connect"]),
    "margin": (["print", "map", "s16/frostbyte", "--points", "300", "--layout", "tiled", "--margin", "50",
                "-o", "{dir}/map.pdf"],
               {"fr": "--margin : 50 mm : donnez de 5 à 30 mm (les imprimantes laissent environ 5 mm blancs)",
                "es": "--margin: 50 mm: indica de 5 a 30 mm (las impresoras dejan unos 5 mm en blanco)"},
               ["give", "printers", "blank"]),
}


@pytest.mark.parametrize("lang", ["fr", "es"])
@pytest.mark.parametrize("case", sorted(CASES))
def test_bad_input_is_one_line_in_the_chosen_language(tmp_path: Path, case: str, lang: str) -> None:
    args, expected, english = CASES[case]
    (tmp_path / "event.json").write_text('{"season": "s16", "players": []}', encoding="utf-8")
    out = run("--lang", lang, *(a.format(dir=tmp_path) for a in args))
    assert out.returncode == 2, out.stderr
    assert out.stderr.count("\n") == 1 and out.stderr.endswith("\n"), out.stderr
    line = out.stderr.removeprefix("its-desktop: ").rstrip("\n")
    assert line.startswith(expected[lang].format(dir=tmp_path)), line
    words = set(re.findall(r"[A-Za-z.]+", line))
    assert not [w for w in english if w in words], line
    assert not list(tmp_path.glob("*.pdf"))  # nothing written


def test_english_stays_the_default(tmp_path: Path) -> None:
    out = run("print", "map", "s16/frostbyte", "--points", "300", "--layout", "fit", "-o", str(tmp_path))
    assert out.returncode == 2
    assert out.stderr == f"its-desktop: {tmp_path}: cannot write: it is a directory\n"


@pytest.fixture
def french() -> Iterator[None]:
    was = i18n.language()
    i18n.set_language("fr")
    try:
        yield
    finally:
        i18n.set_language(was)


def test_overlay_page_labels_follow_the_language(french: None) -> None:
    from its_desktop.web.server import PageLink

    assert PageLink("table-map", "/map?event=1&table=3", event="Open de Lyon", table=3).label == \
        "Open de Lyon : table 3, carte"
    assert PageLink("game-scoreboard", "/scoreboard?game=7", game=7, players="Ana v Ben").label == \
        "partie 7 (Ana v Ben) : tableau des scores"
    assert PageLink("state", "/state.json").label == "tout l'état public (JSON)"


def test_overlay_index_page_follows_the_language(french: None) -> None:
    from its_desktop.web.server import PageLink, _index

    class Server:  # the two methods the index page asks of the HTTP server
        def page_links(self) -> list[tuple[str, str, str]]:
            return [(link.kind, link.label, link.path)
                    for link in [PageLink("standings", "/standings?event=1", event="Lyon")]]

        def url(self, path: str) -> str:
            return f"http://127.0.0.1:8765{path}"

    page = _index(Server())  # type: ignore[arg-type]
    assert '<html lang="fr">' in page
    assert "<title>Incrustation ITS</title>" in page
    assert '<a href="http://127.0.0.1:8765/standings?event=1">Lyon : classement</a>' in page
    # the parameters the pages really read, each said in French, and a preview of the page
    assert "<code>layout=rail</code></td><td>map</td><td>la mini-carte dans la colonne de droite</td>" in page
    assert "<code>rows=N</code></td><td>standings, pairings</td><td>lignes par page (12 par défaut)</td>" in page
    assert "bar|full" not in page and "page=N" not in page
    assert '<iframe src="http://127.0.0.1:8765/standings?event=1&amp;backdrop=1&amp;preview=1"' in page
    assert "Add a page" not in page and "rows per page" not in page


@pytest.mark.parametrize("lang, said", [("fr", "its-desktop: pas d'affichage : lancez sous xvfb-run"),
                                        ("es", "its-desktop: no hay pantalla: ejecuta con xvfb-run")])
def test_no_display_is_said_in_the_windows_language(lang: str, said: str) -> None:
    import os

    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    out = subprocess.run([sys.executable, "-m", "its_desktop", "--lang", lang], capture_output=True, text=True,
                         timeout=60, env=env)
    assert out.returncode == 1 and out.stderr.startswith(said) and out.stderr.count("\n") == 1, out.stderr


@pytest.mark.parametrize("lang, said", [
    ("fr", "scenery[0].width : doit aller de 0,001 à 1000, reçu -3"),
    ("es", "scenery[0].width: debe ir de 0,001 a 1000, se recibió -3")])
def test_a_bad_scenery_piece_is_refused_in_the_language(tmp_path: Path, lang: str, said: str) -> None:
    """The scenery validator answered in English ("must be from 0.001 to 1000, got -3", s38 trial C1/W10)."""
    import json

    table = json.loads((Path(__file__).resolve().parents[2] / "docs" / "example.itstable").read_text("utf-8"))
    table["version"] = 2
    table["scenery"] = [{"id": "w1", "kind": "wall", "shape": "rect", "x": 10, "y": 10, "width": -3, "depth": 1}]
    path = tmp_path / "bad.itstable"
    path.write_text(json.dumps(table), encoding="utf-8")
    out = run("--lang", lang, "terrain", "check", str(path))
    assert out.returncode == 2 and out.stderr.rstrip("\n").endswith(said), out.stderr
