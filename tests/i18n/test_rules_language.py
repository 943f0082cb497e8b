"""The rules layer speaks English, French and Spanish (gettext, no Qt)."""

from __future__ import annotations

import subprocess
import sys

import pytest

from its_desktop.domain import i18n
from its_desktop.domain.mission import UnknownMission, catalog
from its_desktop.domain.po import mo_bytes, parse_po


@pytest.fixture(autouse=True)
def _english_after():
    yield
    i18n.set_language("en")


def _half_in_explanation(lang: str) -> str:
    from its_desktop.domain.state_files import Evaluators

    i18n.set_language(lang)
    mission = catalog.mission("s16/frontline", 300)
    zone = next(z for z in mission.zones if z.id == "sector-central")
    y = zone.geometry.bounds[1]  # a base centred on the zone's edge: exactly half inside
    result = Evaluators().evaluate({"mission": "s16/frontline", "points": 300, "round": 3, "troopers": [
        {"id": "Fusilier", "player": "B", "x": 10, "y": y, "base_mm": 25, "points": 10,
         "state": "normal", "kind": "model"}]})
    from its_desktop.domain.reasons import render

    return render(next(z for z in result.zones if z.id == "sector-central").explain[0].line)


@pytest.mark.parametrize("lang, expected", [
    ("en", "Fusilier (B, 10 pts): exactly half of the base inside — not more than half: not inside"),
    ("fr", "Fusilier (B, 10 pts) : exactement la moitié du socle à l'intérieur — pas plus de la moitié : "
           "pas à l'intérieur"),
    ("es", "Fusilier (B, 10 pts): exactamente la mitad de la peana dentro — no más de la mitad: no está dentro"),
])
def test_explanation_in_each_language(lang, expected):
    assert _half_in_explanation(lang) == expected


@pytest.mark.parametrize("lang, words", [
    ("en", "is not a game size of"), ("fr", "n'est pas un format de partie de"), ("es", "no es un tamaño de partida de"),
])
def test_validation_error_in_each_language(lang, words):
    i18n.set_language(lang)
    with pytest.raises(UnknownMission) as exc:
        catalog.mission("s16/frontline", 3)
    assert words in str(exc.value)


def test_zone_names_follow_the_language():
    i18n.set_language("fr")
    fr = {z.id: z.name for z in catalog.mission("s13/frontline", 300).zones}
    i18n.set_language("en")
    en = {z.id: z.name for z in catalog.mission("s13/frontline", 300).zones}
    assert fr.keys() == en.keys() and all(fr.values())


def test_every_po_entry_is_translated_and_keeps_its_placeholders():
    import re
    from importlib import resources

    folder = resources.files("its_desktop.resources") / "locale"
    catalogs = {lang: parse_po((folder / f"{lang}.po").read_text(encoding="utf-8")) for lang in ("fr", "es")}
    assert catalogs["fr"].keys() == catalogs["es"].keys()
    for lang, messages in catalogs.items():
        for msgid, msgstr in messages.items():
            if msgid:
                assert msgstr, (lang, msgid)
                assert sorted(re.findall(r"\{[^}]*\}", msgid)) == sorted(re.findall(r"\{[^}]*\}", msgstr)), msgid


def test_mo_writer_round_trips_through_gettext():
    import gettext
    import io

    po = 'msgid ""\nmsgstr "Plural-Forms: nplurals=2; plural=(n > 1);\\n"\n\nmsgid "a \\"b\\""\nmsgstr "c"\n\n' \
         'msgctxt "k"\nmsgid "x"\nmsgstr "y"\n\nmsgid "one"\nmsgid_plural "many"\nmsgstr[0] "un"\nmsgstr[1] "des"\n'
    t = gettext.GNUTranslations(io.BytesIO(mo_bytes(parse_po(po))))
    assert (t.gettext('a "b"'), t.pgettext("k", "x"), t.ngettext("one", "many", 2), t.ngettext("one", "many", 1)) \
        == ("c", "y", "des", "un")


def _cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "its_desktop", *args], capture_output=True, text=True, timeout=120)


def test_cli_lang_and_units():
    fr = _cli("--lang", "fr", "mission", "s16/frontline", "--points", "300")
    # The pack's own units by default (S16: inches), with the French symbol (pouces)
    assert fr.returncode == 0 and "table 48 × 48 po" in fr.stdout and "[déduit]" in fr.stdout
    cm = _cli("--lang", "fr", "--units", "cm", "mission", "s16/frontline", "--points", "300")
    assert "table 120 × 120 cm (48 × 48 po)" in cm.stdout  # the packs' 2.5 cm inch, the pack's own beside it
    es = _cli("--lang", "es", "mission", "s16/frontline", "--points", "3")
    assert es.returncode == 2 and "no es un tamaño de partida" in es.stderr and "Traceback" not in es.stderr


def test_validate_warns_about_missing_translations_without_failing(tmp_path):
    src = catalog.maps_root() / "s16" / "frontline.toml"
    (tmp_path / "s16").mkdir()
    text = src.read_text(encoding="utf-8")
    (tmp_path / "s16" / "season.toml").write_text((catalog.maps_root() / "s16" / "season.toml").read_text("utf-8"))
    (tmp_path / "s16" / "frontline.toml").write_text(text)
    out = _cli("--lang", "fr", "missions", "validate", str(tmp_path / "s16" / "frontline.toml"))
    assert out.returncode == 0, out.stderr
    assert "aucune erreur" in out.stdout
    missing = catalog.missing_translations([tmp_path / "s16" / "frontline.toml"])
    assert all(lang in ("fr", "es") for _f, _field, lang in missing)


@pytest.mark.parametrize("lang, expected", [
    ("en", "only A has a model in contact (Hacker): controlled by A"),
    ("fr", "seul A a une figurine en contact (Hacker) : contrôlée par A"),  # a console: feminine
    ("es", "solo A tiene una figura en contacto (Hacker): controlada por A"),
])
def test_objective_control_explained_in_each_language(lang, expected):
    from its_desktop.domain.state_files import Evaluators

    i18n.set_language(lang)
    mission = catalog.mission("s16/supremacy", 300)
    console = next(m for m in mission.markers if m.kind == "console")
    result = Evaluators().evaluate({"mission": "s16/supremacy", "points": 300, "round": 1, "troopers": [
        {"id": "Hacker", "player": "A", "x": console.x + 0.95, "y": console.y, "base_mm": 25, "points": 20,
         "state": "normal", "kind": "model", "tags": ["specialist"]}]})
    from its_desktop.domain.reasons import render

    explain = next(m for m in result.markers if m.id == console.id).explain
    assert expected in [render(r) for r in explain]


@pytest.mark.parametrize("lang, words", [
    ("fr", ["Classement ITS Saison 13, après la Ronde 1 sur", "Rang", "V-E-D"]),
    ("es", ["Clasificación ITS Temporada 13, tras la ronda 1 de", "Puesto", "Jugador"]),
])
def test_standings_and_pairings_printed_in_each_language(tmp_path, lang, words):
    import json

    event = tmp_path / "event.json"
    event.write_text(json.dumps({"season": "s13", "players": [{"id": 1, "name": "Ana"}, {"id": 2, "name": "Ben"},
                                                              {"id": 3, "name": "Carla"}, {"id": 4, "name": "Duarte"}],
                                 "games": [{"round": 1, "table": 1, "a": 1, "b": 2, "op_a": 7, "op_b": 3, "vp_a": 250,
                                            "vp_b": 120},
                                           {"round": 1, "table": 2, "a": 3, "b": 4, "op_a": 5, "op_b": 5, "vp_a": 200,
                                            "vp_b": 200}]}), encoding="utf-8")
    out = _cli("--lang", lang, "standings", str(event))
    assert out.returncode == 0, out.stderr
    for w in words:
        assert w in out.stdout, (w, out.stdout)
    pair = _cli("--lang", lang, "pair", str(event), "--round", "2")
    assert pair.returncode == 0, pair.stderr
    assert {"fr": "Appariements ITS Saison 13 de la Ronde 2", "es": "Emparejamientos ITS Temporada 13 de la ronda 2"}[lang] in pair.stdout


@pytest.mark.parametrize("lang, expected", [
    ("en", "Heating Unit: active, activated by A in round 1 and B"),
    ("fr", "Heating Unit : active, activée par A au Round 1 et B"),  # Unité Thermique, Unidad Térmica: feminine
    ("es", "Heating Unit: activa, activada por A en la ronda 1 y B"),
])
def test_referee_heading_in_each_language(lang, expected):
    from its_desktop.domain.evaluation import MarkerResult
    from its_desktop.domain.referee_text import marker_heading

    i18n.set_language(lang)
    m = MarkerResult("heating-unit", "heating_unit", "Heating Unit", 1.0, 1.0, "present", {"A": (), "B": ()},
                     "contact, any", ("A", "B"), None, gender={"fr": "f", "es": "f"})
    assert marker_heading(m, ["activated_by"], {"A": 1}) == expected


def test_obs_text_files_in_each_language():
    from its_desktop.web.textfiles import values

    game = {"players": {"A": {"name": "Ana"}, "B": {"name": "Ben"}}, "op": {}, "round": 2, "rounds": 3,
            "mission_name": "Ligne de Front", "points": 300, "table": 4}
    seen = {}
    for lang in ("en", "fr", "es"):
        i18n.set_language(lang)
        v = values(game)
        seen[lang] = (v["round"], v["table"])
    assert seen == {"en": ("Round 2 of 3", "Table 4"), "fr": ("Round 2 sur 3", "Table 4"),
                    "es": ("Ronda 2 de 3", "Mesa 4")}  # a game round stays "Round" in the French pack
