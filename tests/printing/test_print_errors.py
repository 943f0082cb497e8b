"""A printing error names the option, not a command-line flag: the windows show the field in the user's
words ("Tile margin: …"), the command line the flag ("--margin: …"), from the same error."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest

from its_desktop.domain import i18n
from its_desktop.domain.errors import InputError
from its_desktop.domain.mission import catalog
from its_desktop.printing.links import check_base
from its_desktop.printing.output import FLAGS, PrintError, option_words
from its_desktop.printing.paper import paper_size
from its_desktop.printing.sheets import control_sheet, sheet_players
from its_desktop.printing.tiles import select_tiles, tile_grid


@pytest.fixture(scope="module")
def mission():
    return catalog.mission("s16/frostbyte", 300)


def bad_inputs(mission, tmp) -> dict[str, Callable[[], object]]:
    """One bad value for each option a printing function checks, by the option it must name."""
    grid = tile_grid(mission)
    return {
        "margin": lambda: tile_grid(mission, "a4", 0.5, margin_mm=50),
        "overlap": lambda: tile_grid(mission, "a4", 2.0, margin_mm=30),
        "paper": lambda: paper_size("a2"),
        "tiles": lambda: select_tiles(mission, grid, "Z9"),
        "rounds": lambda: control_sheet(tmp / "c.pdf", "s16", 13),
        "player": lambda: sheet_players(["Ana", "Bea", "Cid"]),
        "players_url": lambda: check_base("ftp://x"),
    }


@pytest.fixture
def language() -> Iterator[Callable[[str], None]]:
    was = i18n.language()
    yield i18n.set_language
    i18n.set_language(was)


def test_every_option_error_names_its_field_in_words_and_its_flag_on_the_command_line(mission, tmp_path):
    for field, call in bad_inputs(mission, tmp_path).items():
        with pytest.raises(PrintError) as err:
            call()
        exc = err.value
        assert isinstance(exc, InputError) and exc.field == field and exc.option
        assert "--" not in str(exc) and "--" not in exc.message, str(exc)
        assert str(exc).startswith(option_words(field) + ": ")
        assert exc.command_line() == f"{FLAGS[field]}: {exc.message}"
    assert list(tmp_path.iterdir()) == []


def test_the_margin_error_in_the_dialogs_words(mission):
    with pytest.raises(PrintError) as err:
        tile_grid(mission, "a4", 0.5, margin_mm=50)
    assert str(err.value) == "Tile margin: 50 mm: give 5 to 30 mm (printers leave about 5 mm blank)"
    assert err.value.command_line() == "--margin: 50 mm: give 5 to 30 mm (printers leave about 5 mm blank)"


def test_an_overlap_too_large_says_a_bound_that_holds(mission):
    # 30 mm margins leave 150 mm of A4 width: a third is 1.968 in; "at most 2.0 in" would refuse 2 in by its own words
    with pytest.raises(PrintError) as err:
        tile_grid(mission, "a4", 2.0, margin_mm=30)
    assert str(err.value) == "Tile overlap: 2 in is too large for a4 paper (at most 1.96 in)"
    tile_grid(mission, "a4", 1.96, margin_mm=30)


@pytest.mark.parametrize(("lang", "expected"), [
    ("fr", "Marge des tuiles : 50 mm : donnez de 5 à 30 mm (les imprimantes laissent environ 5 mm blancs)"),
    ("es", "Margen de las hojas: 50 mm: indica de 5 a 30 mm (las impresoras dejan unos 5 mm en blanco)"),
])
def test_the_field_is_named_in_the_users_language(mission, language, lang, expected):
    language(lang)
    with pytest.raises(PrintError) as err:
        tile_grid(mission, "a4", 0.5, margin_mm=50)
    assert str(err.value) == expected
    assert err.value.command_line().startswith("--margin" + (" : " if lang == "fr" else ": "))


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_every_option_has_its_words_in_each_language(language, lang):
    english = {field: option_words(field) for field in FLAGS}
    language(lang)
    for field in FLAGS:
        words = option_words(field)
        assert words and not words.startswith("-") and words != field
        if field not in ("mission", "points"):  # the same word in French
            assert words != english[field], field


def test_an_error_in_a_file_keeps_the_files_field():
    exc = PrintError("games[0].op_b", "must be a whole number", file="event.json")
    assert not exc.option
    assert str(exc) == exc.command_line() == "event.json: games[0].op_b: must be a whole number"
    target = PrintError("", "out.pdf: cannot write: it is a directory")
    assert str(target) == target.command_line() == "out.pdf: cannot write: it is a directory"
