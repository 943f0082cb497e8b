"""Malformed inputs for every command that reads a file: the failures issues 10 (items 2, 3, 6, 7, 8) and 14
(item 12) list, and their neighbours. Each must end in one line ``its-desktop: FILE: FIELD: message`` (or, for
``missions validate``, ``FILE: FIELD: message`` lines) and exit status 2 — never a traceback, never exit 0.

Also runnable on its own against any checkout, to count the inputs that escape as exceptions, hang or are
accepted: ``python tests/inputs/cases.py`` (each case in a subprocess with a timeout).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
SUPREMACY = (ROOT / "maps" / "s16" / "supremacy.toml").read_text(encoding="utf-8")
BIOTECHVORE = (ROOT / "maps" / "s16" / "biotechvore.toml").read_text(encoding="utf-8")


def trooper(**changes: Any) -> dict[str, Any]:
    return {"id": "a1", "player": "A", "x": 10, "y": 10, "base_mm": 25, "points": 20, **changes}


def state(troopers: list | None = None, **changes: Any) -> dict[str, Any]:
    return {"mission": "s16/supremacy", "points": 300, "troopers": [trooper()] if troopers is None else troopers,
            **changes}


def event(**changes: Any) -> dict[str, Any]:
    return {"season": "s16", "players": [{"id": "a", "name": "Ana"}, {"id": "b", "name": "Bo"}],
            "games": [{"round": 1, "a": "a", "b": "b", "op_a": 6, "op_b": 3, "vp_a": 200, "vp_b": 100}], **changes}


def dumps(value: Any) -> bytes:
    return json.dumps(value, ensure_ascii=True).encode()


def raw_json(text: str) -> bytes:
    return text.encode("utf-8", "surrogatepass")


def deep(n: int) -> str:
    return "[" * n + "]" * n


def map_edit(source: str, old: str, new: str) -> bytes:
    assert old in source, old
    return source.replace(old, new, 1).encode()


RECT = 'x0 = 0, y0 = 0, x1 = "W/2", y1 = "D/2"'
BIG = "1" + "0" * 309
HUGE = "9" * 4400


@dataclass(frozen=True)
class Case:
    id: str
    command: tuple[str, ...]      # "{f}" is the file the case writes
    content: bytes | None = None  # None: the command names a special file itself
    name: str = "input.json"
    special: str | None = None    # "fifo": the file is a named pipe
    issue: str = ""
    extra: dict[str, bytes] = field(default_factory=dict)


def _cases() -> list[Case]:
    ev = ("evaluate", "{f}")
    st = ("standings", "{f}")
    pair = ("pair", "{f}", "--round", "2")
    val = ("missions", "validate", "{f}")
    out: list[Case] = []

    def add(id_: str, command: tuple[str, ...], content: bytes | None, issue: str = "", **kw: Any) -> None:
        out.append(Case(id_, command, content, issue=issue, **kw))

    # -- issue 10 item 2: a list or object where a name is expected
    add("state-list-as-trooper-state", ev, dumps(state([trooper(state=[])])), "10.2")
    add("state-list-as-marker-id", ev, dumps(state(markers=[{"id": ["console-1"]}])), "10.2")
    add("state-object-as-carried-by", ev, dumps(state(markers=[{"id": "console-1", "carried_by": {"a": 1}}])), "10.2")
    add("state-list-as-intelcom-zone", ev, dumps(state(intelcom={"A": {"zone": ["room"], "value": 1}})), "10.2")
    add("state-list-as-kind", ev, dumps(state([trooper(kind=["model"])])), "10.2")
    add("state-object-as-troop-type", ev, dumps(state([trooper(troop_type={"LI": 1})])), "10.2")
    add("state-list-as-marker-state", ev, dumps(state(markers=[{"id": "console-1", "state": ["x"]}])), "10.2")
    add("state-list-in-activated-by", ev, dumps(state(markers=[{"id": "console-1", "activated_by": [["A"]]}])), "10.2")
    add("state-list-as-mission", ev, dumps(state(mission=["s16/supremacy"])), "10.2")
    add("state-object-as-player", ev, dumps(state([trooper(player={"A": 1})])), "10.2")
    # integers over ~1e308 and of 4,300 digits; NaN and infinities
    add("state-integer-over-1e308", ev, raw_json(json.dumps(state()).replace('"x": 10', f'"x": {BIG}')), "10.2")
    add("state-integer-4400-digits", ev, raw_json(json.dumps(state()).replace('"x": 10', f'"x": {HUGE}')), "10.2")
    add("state-points-over-1e308", ev, raw_json(json.dumps(state()).replace('"points": 300', f'"points": {BIG}')),
        "10.2")
    add("state-float-1e400", ev, raw_json(json.dumps(state()).replace('"x": 10', '"x": 1e400')), "10.2")
    add("state-nan", ev, raw_json(json.dumps(state()).replace('"x": 10', '"x": NaN')), "10.2")
    add("state-minus-infinity", ev, raw_json(json.dumps(state()).replace('"y": 10', '"y": -Infinity')), "10.2")
    add("state-round-huge", ev, raw_json(json.dumps(state(round=1)).replace('"round": 1', f'"round": {HUGE}')),
        "10.2")
    # nesting deeper than ~1,000
    add("state-nested-5000", ev, raw_json(json.dumps(state()).replace('"x": 10', f'"x": {deep(5000)}')), "10.2")
    add("state-nested-100000", ev, deep(100000).encode(), "10.2")
    add("event-nested-5000", st, raw_json(json.dumps(event()).replace('"Ana"', deep(5000))), "10.2")
    add("pair-nested-5000", pair, raw_json(json.dumps(event()).replace('"Bo"', deep(5000))), "10.2")
    # a lone surrogate in a name
    add("event-lone-surrogate-name", st, raw_json(json.dumps(event()).replace("Ana", "An\\ud800a")), "10.2")
    add("pair-lone-surrogate-name", pair, raw_json(json.dumps(event()).replace("Bo", "B\\udfffo")), "10.2")
    add("state-lone-surrogate-name", ev, raw_json(json.dumps(state([trooper(name="x")])).replace('"x"}', '"\\ud83d"}')),
        "10.2")
    add("event-integer-over-1e308", st, raw_json(json.dumps(event()).replace('"op_a": 6', f'"op_a": {BIG}')), "10.2")
    add("event-integer-4400-digits", st, raw_json(json.dumps(event()).replace('"vp_a": 200', f'"vp_a": {HUGE}')),
        "10.2")
    add("event-vp-nan", st, raw_json(json.dumps(event()).replace('"vp_b": 100', '"vp_b": NaN')), "10.2")
    add("event-round-1e400", st, raw_json(json.dumps(event()).replace('"round": 1', '"round": 1e400')), "10.2")
    add("event-list-as-player-id", st, dumps(event(players=[{"id": ["a"], "name": "Ana"}])), "10.2")
    add("event-list-as-game-player", st, dumps(event(games=[{"round": 1, "a": ["a"], "b": "b", "op_a": 1, "op_b": 1,
                                                              "vp_a": 1, "vp_b": 1}])), "10.2")
    add("event-object-as-table", st, dumps(event(games=[{"round": 1, "a": "a", "b": "b", "op_a": 1, "op_b": 1,
                                                         "vp_a": 1, "vp_b": 1, "table": {"n": 1}}])), "10.2")
    # map files: inf or nan coordinates, a band key "2{0", TOML nested 5,000 deep
    add("map-inf-coordinate", val, map_edit(SUPREMACY, RECT, RECT.replace("x0 = 0", "x0 = inf")), "10.2",
        name="supremacy.toml")
    add("map-nan-coordinate", val, map_edit(SUPREMACY, RECT, RECT.replace("x0 = 0", "x0 = nan")), "10.2",
        name="supremacy.toml")
    add("map-minus-inf-coordinate", val, map_edit(SUPREMACY, RECT, RECT.replace("y0 = 0", "y0 = -inf")), "10.2",
        name="supremacy.toml")
    add("map-band-key", val, map_edit(BIOTECHVORE, '"150" = [{ min = 40', '"2{0" = [{ min = 40'), "10.2",
        name="biotechvore.toml")
    add("map-band-key-superscript", val, map_edit(BIOTECHVORE, '"150" = [{ min = 40', '"1\u00b250" = [{ min = 40'),
        "10.2", name="biotechvore.toml")
    add("map-toml-nested-5000", val, ("a = " + deep(5000) + "\n").encode(), "10.2", name="deep.toml")
    add("map-toml-inline-tables-3000", val, ("a = " + "{b = " * 3000 + "1" + "}" * 3000 + "\n").encode(), "10.2",
        name="deep.toml")
    add("map-toml-dotted-5000", val, (".".join(["a"] * 5000) + " = 1\n").encode(), "10.2", name="deep.toml")
    add("map-toml-integer-5000-digits", val, map_edit(SUPREMACY, RECT, RECT.replace("x0 = 0", "x0 = " + "9" * 5000)),
        "10.2", name="supremacy.toml")
    add("map-nul", val, map_edit(SUPREMACY, RECT, RECT.replace("x0 = 0", 'x0 = "\x00"')), "10.2", name="supremacy.toml")
    # -- issue 14 item 12: map expressions
    for i, text in enumerate(["min()", "abs(1, 2)", "+".join(["1"] * 5000), "1e308*10", "max(1)", "mm()",
                              "-".join(["W"] * 300), "(" * 250 + "1" + ")" * 250, "1e999", "9" * 400 + "*W"]):
        add(f"map-expression-{i}", val, map_edit(SUPREMACY, RECT, RECT.replace('x1 = "W/2"', f'x1 = "{text}"')),
            "14.12", name="supremacy.toml")
    # -- issue 10 item 3: a season id used as a path
    add("event-season-path", st, dumps(event(season="../../../../elsewhere/x")), "10.3")
    add("event-season-300-chars", st, dumps(event(season="s" * 300)), "10.3")
    add("pair-season-path", pair, dumps(event(season="../s16")), "10.3")
    add("event-season-option-path", (*st, "--season", "../../../../elsewhere/x"), dumps(event()), "10.3")
    add("event-season-option-300-chars", (*st, "--season", "x" * 300), dumps(event()), "10.3")
    add("event-season-list", st, dumps(event(season=["s16"])), "10.3")
    add("state-mission-300-chars", ev, dumps(state(mission="s16/" + "x" * 300)), "10.3")
    add("state-mission-path", ev, dumps(state(mission="../maps/s16/supremacy")), "10.3")
    # -- issue 10 item 8: foreign or newer files, unknown Extras, devices, FIFOs
    add("itstable-version-99", ev, dumps({"format": "itstable", "version": 99, **state()}), "10.8")
    add("itstable-foreign-format", ev, dumps({"format": "geojson", **state()}), "10.8")
    add("itstable-version-string", ev, dumps({"format": "itstable", "version": "1", **state()}), "10.8")
    add("event-unknown-extra", st, dumps(event(extras=["escalation", "no-such-extra"])), "10.8")
    add("event-unknown-extra-pair", pair, dumps(event(extras=["turbo"])), "10.8")
    add("state-dev-zero", ("evaluate", "/dev/zero"), None, "10.8")
    add("event-dev-zero", ("standings", "/dev/zero"), None, "10.8")
    add("map-dev-zero", ("missions", "validate", "/dev/zero"), None, "10.8")
    add("state-fifo", ev, None, "10.8", special="fifo")
    add("event-fifo", st, None, "10.8", special="fifo")
    add("state-folder", ("evaluate", "/"), None, "10.8")
    # -- neighbours: wrong encodings and plain garbage
    add("state-nul-in-name", ev, json.dumps(state([trooper(name="A\x00B")])).encode(), "10.2")
    add("state-binary", ev, bytes(range(256)) * 4, "10.2")
    add("state-latin1", ev, json.dumps(state([trooper(name="Jos\u00e9")]), ensure_ascii=False).encode("latin-1"),
        "10.2")
    add("state-empty", ev, b"", "10.2")
    add("state-top-level-list", ev, b"[1, 2]", "10.2")
    add("state-troopers-object", ev, dumps(state(troopers={"a": 1})), "10.2")
    add("state-jsonl-bad-line", ev, dumps(state()) + b"\n" + deep(5000).encode() + b"\n" + dumps(state()), "10.2")
    add("state-jsonl-version-99", ev, dumps(state()) + b"\n" + dumps({"version": 99, **state()}), "10.8")
    add("event-empty", st, b"", "10.2")
    add("event-utf16-garbage", st, "\x00\x01\x02".encode("utf-16-le"), "10.2")
    add("event-extras-object", st, dumps(event(extras={"a": 1})), "10.8")
    add("pack-lone-surrogate", ("print", "pack", "{f}", "--round", "2", "--mission", "s16/supremacy", "--points", "300",
                                "-o", "{d}/pack.pdf"),
        raw_json(json.dumps(event()).replace("Ana", "\\udc80")), "10.2")
    add("pack-season-path", ("print", "pack", "{f}", "--round", "2", "--mission", "s16/supremacy", "--points", "300",
                             "-o", "{d}/pack.pdf"), dumps(event(season="../../x")), "10.3")
    add("pack-unknown-extra", ("print", "pack", "{f}", "--round", "2", "--mission", "s16/supremacy", "--points", "300",
                               "-o", "{d}/pack.pdf"), dumps(event(extras=["nope"])), "10.8")
    return out


CASES = _cases()


def prepare(case: Case, folder: Path) -> list[str]:
    """Write the case's file in ``folder`` and return the command line."""
    import os

    target = folder / case.name
    if case.special == "fifo":
        os.mkfifo(target)
    elif case.content is not None:
        target.write_bytes(case.content)
    return [part.replace("{f}", str(target)).replace("{d}", str(folder)) for part in case.command]


def _count() -> None:  # pragma: no cover - a tool for reports, not a test
    import subprocess
    import sys
    import tempfile

    escaped = []
    for case in CASES:
        with tempfile.TemporaryDirectory() as tmp:
            argv = prepare(case, Path(tmp))
            try:
                out = subprocess.run([sys.executable, "-m", "its_desktop", *argv], capture_output=True, timeout=20)
            except subprocess.TimeoutExpired:
                escaped.append((case.id, "hangs"))
                continue
        err = out.stderr.decode("utf-8", "replace")
        if "Traceback" in err:
            escaped.append((case.id, "traceback: " + err.strip().splitlines()[-1][:100]))
        elif out.returncode != 2:
            escaped.append((case.id, f"exit {out.returncode}"))
    for case_id, why in escaped:
        print(f"{case_id:<36} {why}")
    print(f"{len(escaped)} of {len(CASES)} malformed inputs escaped")


if __name__ == "__main__":  # pragma: no cover
    _count()
