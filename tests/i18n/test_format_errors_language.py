"""Every error the file formats' pydantic models can raise, read in French and Spanish: one line naming the file and
the field, in the reader's words, with none of pydantic's English.

The bad documents are generated, not listed: for each format (season, scenario, event, game record, exported
game) a real document is walked along the model's JSON Schema, and for every field and every constraint the
schema states (its type, bounds, lengths, pattern, allowed values, required keys, unknown keys, a union's
kinds and tags) a copy is made with that one field wrong. Each copy goes through the format's own reader.
The oracle for "English" is pydantic-core's own list of its message templates (``list_all_errors``): no
fragment of them may appear. The error types met are counted, so a model that stops reaching one, or a new
one worded by pydantic, shows here.
"""

from __future__ import annotations

import copy
import json
import re
import tomllib
from collections.abc import Callable, Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pydantic_core
import pytest

from its_desktop.domain.errors import InputError
from its_desktop.domain.i18n import _, speaking

ROOT = Path(__file__).resolve().parents[2]
MAPS = ROOT / "maps"
BAD = "zz-wrong"  # a text no field takes: not a literal, a pattern, an id, a size key or an expression


# -- the oracle: pydantic's English --------------------------------------------------------------------------
@cache
def english_fragments() -> list[str]:
    """The literal parts of every pydantic-core message template of two words or more ("Input should be a
    valid", "Field required", "Extra inputs are not permitted", "after validation, not")."""
    out: set[str] = set()
    for err in pydantic_core._pydantic_core.list_all_errors():
        for part in re.split(r"\{[^}]*\}", err["message_template_python"]):
            part = part.strip(" ,.:'`-")
            if len(part.split()) >= 2:
                out.add(part)
    return sorted(out)


def english_in(text: str) -> list[str]:
    return [f for f in english_fragments() if f.lower() in text.lower()]


def test_the_oracle_knows_pydantic_english():
    fragments = english_fragments()
    assert len(fragments) > 80
    assert english_in("maps/x.toml: sizes[0].points: Input should be greater than 0")
    assert english_in("zones[a].id: Field required") and english_in("x: Extra inputs are not permitted")
    assert english_in("name: String should have at least 1 character")


# -- the documents and their readers -------------------------------------------------------------------------
def _toml(path: Path) -> dict[str, Any]:
    return tomllib.loads(path.read_text(encoding="utf-8"))


def _season(data: Any, file: str) -> None:
    from its_desktop.domain.mission.fileformat import season
    from its_desktop.domain.mission.load import validate

    validate(season.Season, data, file)


def _scenario(data: Any, file: str) -> None:
    from its_desktop.domain.mission.fileformat import scenario
    from its_desktop.domain.mission.load import validate

    validate(scenario.Scenario, data, file)


def _event(data: Any, file: str) -> None:
    from its_desktop.domain.tournament.event_file import parse_event_file

    parse_event_file(data)


def _record(data: Any, file: str) -> None:
    from its_desktop.domain.validation import validate
    from its_desktop.domain.table import StateError
    from its_desktop.domain.tally.record_shape import RecordShape

    validate(RecordShape, data, StateError)  # the pydantic half of GameRecord.from_json (a record as written skips it)


def _export(data: Any, file: str) -> None:
    from its_desktop.domain.validation import validate
    from its_desktop.domain.table import StateError
    from its_desktop.domain.tally.exported_game import GameExport

    validate(GameExport, data, StateError)  # the pydantic half of game_file.parse


def _scenario_files() -> list[Path]:
    """A few scenarios between them holding every kind of shape, measure, objective and placement the library
    uses (a field only a missing branch has would otherwise go unchecked)."""
    kinds: dict[Path, set[str]] = {}
    for path in sorted(MAPS.glob("s*/*.toml")):
        if path.name == "season.toml":
            continue
        text = path.read_text(encoding="utf-8")
        kinds[path] = set(re.findall(r'\btype\s*=\s*"([a-z_]+)"', text)) | {
            f"[{t}]" for t in re.findall(r"^\[\[?([a-z_.]+)\]?\]", text, re.M)}
    chosen: list[Path] = []
    wanted = set().union(*kinds.values())
    while wanted:
        best = max(kinds, key=lambda p: len(kinds[p] & wanted))
        chosen.append(best)
        wanted -= kinds[best]
    return chosen


def _models() -> dict[str, Any]:
    from its_desktop.domain.mission.fileformat import scenario, season
    from its_desktop.domain.tally.exported_game import GameExport
    from its_desktop.domain.tally.record_shape import RecordShape
    from its_desktop.domain.tournament.event_file import _File

    return {"season": season.Season, "scenario": scenario.Scenario, "event": _File, "record": RecordShape,
            "export": GameExport}


def _record_doc() -> dict[str, Any]:
    from its_desktop.domain.tally import game_file

    return game_file.record_of(game_file.parse(json.loads((ROOT / "docs/examples/game-frostbyte.json").read_text()))).to_json()


def documents() -> list[tuple[str, str, Callable[[Any, str], None], Callable[[], Any]]]:
    """(format, file name, reader, the valid document)."""
    out = [("season", f"maps/{s}/season.toml", _season, lambda s=s: _toml(MAPS / s / "season.toml"))
           for s in ("s16", "s13", "s10", "s8")]
    out += [("scenario", str(p.relative_to(ROOT)), _scenario, lambda p=p: _toml(p)) for p in _scenario_files()]
    out.append(("event", "docs/event-file.example.json", _event,
                lambda: json.loads((ROOT / "docs/event-file.example.json").read_text())))
    out.append(("record", "game.json", _record, _record_doc))
    out.append(("export", "docs/examples/game-frostbyte.json", _export,
                lambda: json.loads((ROOT / "docs/examples/game-frostbyte.json").read_text())))
    return out


# -- the bad documents, from the schema ----------------------------------------------------------------------
Path_ = tuple[Any, ...]


def _resolve(schema: dict[str, Any], defs: dict[str, Any]) -> dict[str, Any]:
    while "$ref" in schema:
        schema = {**defs[schema["$ref"].split("/")[-1]], **{k: v for k, v in schema.items() if k != "$ref"}}
    return schema


def _kind_of(value: Any) -> str:
    return {bool: "boolean", int: "integer", float: "number", str: "string", list: "array", dict: "object",
            type(None): "null"}[type(value)]


def _fits(schema: dict[str, Any], value: Any, defs: dict[str, Any]) -> bool:
    """Whether ``value`` is of the branch's JSON kind (which branch of a union to walk into)."""
    schema = _resolve(schema, defs)
    kind = _kind_of(value)
    declared = schema.get("type")
    if declared is None:
        return "const" in schema and schema["const"] == value or "enum" in schema and value in schema["enum"]
    return kind == declared or (declared == "number" and kind == "integer")


def _wrong_kinds(schema: dict[str, Any]) -> list[Any]:
    """A value of each JSON kind the field does not take."""
    declared = schema.get("type")
    samples = {"string": 12, "integer": BAD, "number": BAD, "boolean": BAD, "array": BAD, "object": 12}
    out = [samples[declared]] if declared in samples else []
    if declared == "integer":
        out += [1.5, True]
    if declared in ("number", "string", "array", "object"):
        out.append(True if declared != "number" else [1])
    return out


def cases(schema: dict[str, Any], value: Any, defs: dict[str, Any], at: Path_ = (),
          field: str = "") -> Iterator[tuple[Path_, Any, str, str]]:
    """``(where, bad value, what it breaks, which field of which model)`` for the field at ``at`` holding ``value``
    (None: not in the file) and for every field inside it; ``field`` names the model's field (``Zone.shape``)."""
    if "$ref" in schema:
        field = schema["$ref"].split("/")[-1]
    schema = _resolve(schema, defs)
    for where, bad, what in _fields(schema, value, defs, at, field):
        yield (where, bad, *what) if isinstance(what, tuple) else (where, bad, what, field)


def _fields(schema: dict[str, Any], value: Any, defs: dict[str, Any], at: Path_, field: str) -> Iterator[Any]:
    """The bad values of this field itself (``(where, bad, what)``); the fields inside it through ``cases``."""

    def inner(sub: dict[str, Any], sub_value: Any, sub_at: Path_, name: str) -> Iterator[Any]:
        for where, bad, what, owner in cases(sub, sub_value, defs, sub_at, name):
            yield where, bad, (what, owner)

    schema = _resolve(schema, defs)
    branches = schema.get("anyOf") or schema.get("oneOf")
    if branches:
        branches = [_resolve(b, defs) for b in branches if b.get("type") != "null"]
        if "discriminator" in schema and isinstance(value, dict):
            tag = schema["discriminator"]["propertyName"]
            yield at, {**value, tag: BAD}, "union tag"
            yield at, {k: v for k, v in value.items() if k != tag}, "union without tag"
        yield at, [[1]] if not any(b.get("type") == "array" for b in branches) else 12, "no branch's kind"
        if value is not None:
            for b in branches:
                if _fits(b, value, defs) and not (isinstance(value, dict) and "discriminator" in schema
                                                  and value.get(schema["discriminator"]["propertyName"])
                                                  != b.get("properties", {}).get(
                            schema["discriminator"]["propertyName"], {}).get("const")):
                    yield from inner(b, value, at, field)
                    break
        return
    if "enum" in schema or "const" in schema:
        yield at, BAD, "allowed values"
        return
    for bad in _wrong_kinds(schema):
        yield at, bad, "kind"
    declared = schema.get("type")
    if declared in ("integer", "number"):
        step = 1 if declared == "integer" else 0.5
        if "minimum" in schema:
            yield at, schema["minimum"] - step, "minimum"
        if "exclusiveMinimum" in schema:
            yield at, schema["exclusiveMinimum"], "exclusive minimum"
        if "maximum" in schema:
            yield at, schema["maximum"] + step, "maximum"
        if "exclusiveMaximum" in schema:
            yield at, schema["exclusiveMaximum"], "exclusive maximum"
        return
    if declared == "string":
        if "minLength" in schema:
            yield at, "", "minimum length"
        if "maxLength" in schema:
            yield at, "x" * (schema["maxLength"] + 1), "maximum length"
        if "pattern" in schema:
            yield at, "Not Valid!", "pattern"
        if "expression" in schema.get("description", ""):
            yield at, "W +* 2", "expression"
        return
    if declared == "array":
        items = schema.get("prefixItems")
        if "minItems" in schema and schema["minItems"] > 0:
            yield at, [], "minimum items"
        if "maxItems" in schema:
            sample = value[0] if isinstance(value, list) and value else 1
            yield at, [sample] * (schema["maxItems"] + 1), "maximum items"
        if items:
            yield at, [0] * (len(items) + 1), "tuple length"
            for i, item in enumerate(items):
                yield from inner(item, value[i] if isinstance(value, list) and len(value) > i else None, (*at, i), f"{field}[]")
        elif "items" in schema and isinstance(value, list) and value:
            for i, item in enumerate(value[:12]):  # the elements hold different optional fields (each met once)
                yield from inner(schema["items"], item, (*at, i), f"{field}[]")
        elif "items" in schema:  # not in the file: a list of one bad item, for each way the item is bad
            for where, bad, what in inner(schema["items"], None, (*at, 0), f"{field}[]"):
                if where == (*at, 0):
                    yield at, [bad], what
        return
    if declared == "object" and "properties" in schema:
        if not isinstance(value, dict):
            return
        for key in schema.get("required", []):
            if key in value:
                yield at, {k: v for k, v in value.items() if k != key}, f"required {key}"
        if schema.get("additionalProperties") is False:
            yield at, {**value, "zz_unknown": 1}, "unknown key"
        for key, sub in schema["properties"].items():
            yield from inner(sub, value.get(key), (*at, key), f"{field}.{key}")
        return
    if declared == "object":
        names = schema.get("propertyNames")
        if names and ("enum" in names or "pattern" in names or "const" in names):
            yield at, {**(value if isinstance(value, dict) else {}), BAD: (next(iter(value.values()))
                                                                          if isinstance(value, dict) and value else 1)}, "key"
        elif isinstance(value, dict) and value and all(re.fullmatch(r"[0-9/]+", k) for k in value):
            yield at, {**value, BAD: next(iter(value.values()))}, "size key"
        extra = schema.get("additionalProperties")
        if isinstance(extra, dict) and isinstance(value, dict) and value:
            key = next(iter(value))
            yield from inner(extra, value[key], (*at, key), f"{field}{{}}")


def _put(doc: Any, at: Path_, bad: Any) -> Any:
    """A copy of ``doc`` with ``bad`` at ``at`` (the containers along the way copied, the rest shared)."""
    if not at:
        return bad
    doc = copy.copy(doc)
    node = doc
    for key in at[:-1]:
        node[key] = copy.copy(node[key])
        node = node[key]
    if isinstance(node, list) and at[-1] >= len(node):
        node.append(bad)
    else:
        node[at[-1]] = bad
    return doc


def _named(doc: Any, at: Path_) -> list[str]:
    """How the error line may name the field at ``at``: its last key, or the element's index or id."""
    for i in range(len(at) - 1, -1, -1):
        key = at[i]
        if isinstance(key, str):
            return [key]
        node = doc
        try:
            for k in at[:i + 1]:
                node = node[k]
        except (KeyError, IndexError, TypeError):
            node = None
        return [f"[{key}]"] + ([f"[{node['id']}]"] if isinstance(node, dict) and isinstance(node.get("id"), str) else [])
    return ["(top level)", "(niveau supérieur)", "(nivel superior)"]


@cache
def all_cases() -> list[tuple[str, str, Callable[[Any, str], None], Any, Path_, Any, str]]:
    out = []
    seen: set[tuple[str, str, str, str]] = set()
    schemas: dict[str, dict[str, Any]] = {}
    models = _models()
    for fmt, file, reader, load in documents():
        if fmt not in schemas:
            schemas[fmt] = models[fmt].model_json_schema()
        schema = schemas[fmt]
        doc = load()
        for at, bad, what, owner in cases(schema, doc, schema.get("$defs", {}), field=fmt):
            # a model season and scenario files share (a name, a control rule) is read once for both
            key = ("map" if fmt in ("season", "scenario") else fmt, owner, what, type(bad).__name__)
            if key not in seen:  # each field of each model once, whichever document holds it first
                seen.add(key)
                out.append((fmt, file, reader, doc, at, bad, what))
    return out


def _error(reader: Callable[[Any, str], None], data: Any, file: str) -> str | None:
    try:
        reader(data, file)
    except InputError as exc:
        return str(exc.in_file(file))
    return None


SEEN: dict[str, set[str]] = {}


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_every_generated_error_is_one_line_in_the_readers_words(lang, monkeypatch):
    import pydantic

    from its_desktop.domain import format_errors

    kinds: set[str] = set()
    met: list[str] = []  # the error types of the case being read
    real = format_errors.message_of

    def counting(err: Any) -> str:
        met.append(err["type"])
        return real(err)

    monkeypatch.setattr(format_errors, "message_of", counting)
    failures, refused, english = [], 0, None
    with speaking(lang):
        top = _("(top level)")
    for fmt, file, reader, doc, at, bad, what in all_cases():
        data = _put(doc, at, bad)
        met.clear()
        with speaking(lang):
            text = _error(reader, data, file)
        if text is None:
            continue  # a lax format takes "3" for 3: nothing to say
        refused += 1
        kinds.update(met)
        own_check = set(met) <= {"value_error"}  # a model's own check across fields names the field it is about
        if lang == "fr":  # the wording differs from the English (one language is enough to show it)
            with speaking("en"):
                english = _error(reader, data, file)
        where = f"{fmt} {'.'.join(map(str, at))} ({what}, {bad!r:.30})"
        lines = text.splitlines()
        names = [what.split()[-1]] if "required" in what else ["zz_unknown"] if "unknown key" in what else \
            _named(doc, at) if at else [top]
        if english_in(text):
            failures.append(f"{where}: pydantic's English: {text}")
        elif not all(line.startswith(file) for line in lines):
            failures.append(f"{where}: the file is not named: {text}")
        elif not own_check and not any(name in line for line in lines for name in names):
            failures.append(f"{where}: the field {names} is not named: {text}")
        elif text == english:
            failures.append(f"{where}: the same as in English: {text}")
    assert not failures, f"{len(failures)} of {refused}:\n" + "\n".join(failures[:40])
    assert refused > 300
    SEEN[lang] = kinds
    # the error types the models reach from these documents (a union's kinds are worded together, below)
    assert {"missing", "extra_forbidden", "string_type", "int_type", "float_type", "bool_type", "literal_error",
            "model_type", "list_type", "dict_type", "greater_than", "greater_than_equal", "less_than_equal",
            "too_short", "too_long", "string_too_short", "string_too_long", "string_pattern_mismatch",
            "union_tag_invalid", "union_tag_not_found", "value_error", "int_from_float", "int_parsing",
            "float_parsing"} <= kinds, sorted(kinds)
    assert pydantic.VERSION  # the list above is pydantic 2's


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_every_pydantic_error_type_has_the_readers_words(lang):
    """All of pydantic-core's error types, not only those our models reach today: the ones we do not expect get a
    sentence of ours, never pydantic's English."""
    from its_desktop.domain.format_errors import message_of

    for err in pydantic_core._pydantic_core.list_all_errors():
        ctx = err["example_context"] or {}
        if err["type"] in ("value_error", "assertion_error"):
            ctx = {"error": ValueError("")}
        with speaking(lang):
            text = message_of({"type": err["type"], "ctx": ctx, "input": 3, "loc": ("x",), "msg": "m"})
        with speaking("en"):
            english = message_of({"type": err["type"], "ctx": ctx, "input": 3, "loc": ("x",), "msg": "m"})
        assert text and not english_in(text) and text != english, (err["type"], text)


@pytest.mark.parametrize(("lang", "count", "expected"), [
    ("fr", 1, "au moins 1 élément"), ("fr", 3, "au moins 3 éléments"),
    ("es", 1, "al menos 1 elemento,"), ("es", 3, "al menos 3 elementos"),
])
def test_limits_are_parameters_with_plurals(lang, count, expected):
    from its_desktop.domain.format_errors import message_of

    with speaking(lang):
        text = message_of({"type": "too_short", "ctx": {"min_length": count, "actual_length": 0}, "input": []})
    assert expected in text and "0" in text


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_a_union_is_one_line_naming_each_kind(lang):
    """``deployment.depth`` takes a variant's name or a table per game size: a number is refused once, in words."""
    from its_desktop.domain.mission.errors import MissionErrors

    path = MAPS / "s16" / "supremacy.toml"
    doc = _toml(path)
    doc["deployment"]["depth"] = 5
    with speaking(lang), pytest.raises(MissionErrors) as caught:
        _scenario(doc, str(path))
    text = str(caught.value)
    assert len(text.splitlines()) == 1 and "deployment.depth" in text and "PerSize" not in text
    assert ("un texte ou un objet" if lang == "fr" else "un texto o un objeto") in text, text


def test_the_generated_cases_reach_every_format_and_many_fields():
    by_format: dict[str, set[Path_]] = {}
    for fmt, _file, _reader, _doc, at, _bad, _what in all_cases():
        by_format.setdefault(fmt, set()).add((at, _what, repr(_bad)))
    assert set(by_format) == {"season", "scenario", "event", "record", "export"}
    assert all(len(fields) > 10 for fields in by_format.values()), {k: len(v) for k, v in by_format.items()}
