"""Regenerate reference_layouts.json and reference_names.json from the reference notes (run by hand when
they change).

The notes (its-s16.md, its-s10.md) are an independent transcription of the packs' zone rectangles and
marker positions; its-s13-fr.md and its-s8-es.md carry each scenario's name as the French and Spanish
packs print it. The tests read the extracts committed beside this script so they stand on the project's
own files; this script is how the extracts were made.

    python tests/data/make_reference_fixture.py NOTES_DIR   (the folder holding the notes named above)
"""

import json
import re
import sys
from pathlib import Path


def s16(text: str) -> dict:
    out: dict = {}
    for sec in re.split(r"\n### 2\.\d+ ", text)[1:]:
        title = sec.split("\n", 1)[0].split(" (")[0].strip()
        entry = {"rects": [], "positions": []}
        for key, rects in re.findall(r'(P150|P200_P250|P300_P400|P200_P400):\s*(\[?"[^\n]*?\]"|\[\s*"[^\]]*\])', sec):
            for r in re.findall(r"\[([\d.]+),([\d.]+)\]x\[([\d.]+),([\d.]+)\]", rects):
                x0, x1, y0, y1 = map(float, r)
                entry["rects"].append({"points": int(key[1:4]), "bounds": [x0, y0, x1, y1]})
        for body in re.findall(r"positions(?:_INFERENCE)?:\s*\{(P150: .*?)\}\s*$", sec, re.M):
            for key, pts in re.findall(r"(P\d+(?:_P\d+)?):\s*(\[\[.*?\]\])", body):
                for x, y in re.findall(r"\[([\d.]+),\s*([\d.]+)\]", pts):
                    entry["positions"].append({"points": int(key[1:4]), "xy": [float(x), float(y)]})
        if entry["rects"] or entry["positions"]:
            out[title.upper()] = entry
    return out


def s10(text: str) -> dict:
    out: dict = {}
    for sec in re.split(r"\n### 2\.\d+ ", text)[1:]:
        title = sec.split("\n", 1)[0].strip()
        entry = {"rects": [], "positions": []}
        for body in re.findall(r"positions_xy_in:\s*(\{.*?\}|\[\[.*?\]\])", sec):
            for x, y in re.findall(r"\[([\d.]+),\s*([\d.]+)\]", body):
                entry["positions"].append({"points": 300, "xy": [float(x), float(y)]})
        for line in sec.splitlines():
            # Derived helper areas and table halves are not zones the scenario draws.
            if "kind: derived" in line or "id: half_" in line:
                continue
            for r in re.findall(r"\brect:\s*\[([\d.]+),\s*([\d.]+),\s*([\d.]+),\s*([\d.]+)\]", line):
                entry["rects"].append({"points": 300, "bounds": [float(v) for v in r]})
        if entry["rects"] or entry["positions"]:
            out[title.upper()] = entry
    return out


def names(text: str, lang: str) -> dict[str, str]:
    """``{English name: the pack's name}`` from the notes' ``name: {en: "…", fr: "…"}`` lines."""
    found = dict(re.findall(r'^name: \{en: "([^"]+)", ' + lang + r': "([^"]+)"\}', text, re.M))
    if len(found) < 20:
        raise SystemExit(f"only {len(found)} scenario names found for {lang}: has the notes' format changed?")
    return found


def main(ref: Path) -> None:
    data = {
        "source": "its-s16.md and its-s10.md (independent transcription of the packs)",
        "s16": s16((ref / "its-s16.md").read_text(encoding="utf-8")),
        "s10": s10((ref / "its-s10.md").read_text(encoding="utf-8")),
    }
    dest = Path(__file__).with_name("reference_layouts.json")
    dest.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    pack_names = {
        "source": "its-s13-fr.md and its-s8-es.md (the scenario names as the French and Spanish packs print them)",
        "fr": names((ref / "its-s13-fr.md").read_text(encoding="utf-8"), "fr"),
        "es": names((ref / "its-s8-es.md").read_text(encoding="utf-8"), "es"),
    }
    dest = Path(__file__).with_name("reference_names.json")
    dest.write_text(json.dumps(pack_names, indent=1, sort_keys=True, ensure_ascii=False) + "\n", encoding="utf-8")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        raise SystemExit("usage: make_reference_fixture.py NOTES_DIR (the folder holding its-s16.md, its-s10.md, ...)")
    main(Path(sys.argv[1]))
