"""Season 16 data against an independent transcription: the structured notes in ../shared/reference.

The notes give, per scenario and per bracket, the zone rectangles and marker positions worked out
from the pack text by someone else. Every one of them must be a zone or a marker of our data.
"""

import os
import re
from pathlib import Path

import pytest

from its_desktop.domain.mission import catalog

NOTES = Path(__file__).resolve().parents[2] / "shared" / "reference" / "its-s16.md"


def sections():
    if not NOTES.exists():
        if os.environ.get("CI") == "true":
            pytest.fail(f"{NOTES} is missing: CI runs with shared/ beside the checkout")
        pytest.skip("the shared reference notes are not beside this checkout")
    names = {catalog.scenario(e.id).name.en.upper(): e.id for e in catalog.entries() if e.season == "s16"}
    for sec in re.split(r"\n### 2\.\d+ ", NOTES.read_text(encoding="utf-8"))[1:]:
        title = sec.split("\n", 1)[0].split(" (")[0].strip().upper()
        if title in names:
            yield names[title], sec


def test_every_reference_rectangle_is_one_of_our_zones():
    checked = 0
    for mid, sec in sections():
        for key, rects in re.findall(r'(P150|P200_P250|P300_P400|P200_P400):\s*(\[?"[^\n]*?\]"|\[\s*"[^\]]*\])', sec):
            for r in re.findall(r"\[([\d.]+),([\d.]+)\]x\[([\d.]+),([\d.]+)\]", rects):
                x0, x1, y0, y1 = map(float, r)
                m = catalog.mission(mid, int(key[1:4]))
                bounds = {tuple(round(v, 3) for v in z.geometry.bounds) for z in m.zones}
                assert (x0, y0, x1, y1) in bounds, f"{mid} at {key}: [{x0},{x1}]x[{y0},{y1}]"
                checked += 1
    assert checked > 150


def test_every_reference_position_is_one_of_our_markers():
    checked = 0
    for mid, sec in sections():
        for body in re.findall(r"positions(?:_INFERENCE)?:\s*\{(P150: .*?)\}\s*$", sec, re.M):
            for key, pts in re.findall(r"(P\d+(?:_P\d+)?):\s*(\[\[.*?\]\])", body):
                m = catalog.mission(mid, int(key[1:4]))
                ours = {(round(x.x, 3), round(x.y, 3)) for x in m.markers}
                for x, y in re.findall(r"\[([\d.]+),\s*([\d.]+)\]", pts):
                    assert (round(float(x), 3), round(float(y), 3)) in ours, f"{mid} at {key}: ({x}, {y})"
                    checked += 1
    assert checked > 90


S10_NOTES = NOTES.with_name("its-s10.md")


def s10_sections():
    if not S10_NOTES.exists():
        if os.environ.get("CI") == "true":
            pytest.fail(f"{S10_NOTES} is missing: CI runs with shared/ beside the checkout")
        pytest.skip("the shared reference notes are not beside this checkout")
    names = {catalog.scenario(e.id).name.en.upper(): e.id for e in catalog.entries() if e.season == "s10"}
    for sec in re.split(r"\n### 2\.\d+ ", S10_NOTES.read_text(encoding="utf-8"))[1:]:
        title = sec.split("\n", 1)[0].strip().upper()
        if title in names:
            yield names[title], sec


def test_season_10_positions_and_zones_match_the_reference_notes():
    """S10 tables are 48 x 48 at every size; the notes give positions and rectangles once.
    Derived helper areas the notes mark `kind: derived`, and table halves, are not required zones."""
    positions = rects = 0
    for mid, sec in s10_sections():
        m = catalog.mission(mid, 300)
        ours = {(round(x.x, 2), round(x.y, 2)) for x in m.markers}
        for body in re.findall(r"positions_xy_in:\s*(\{.*?\}|\[\[.*?\]\])", sec):
            for x, y in re.findall(r"\[([\d.]+),\s*([\d.]+)\]", body):
                assert (round(float(x), 2), round(float(y), 2)) in ours, f"{mid}: ({x}, {y})"
                positions += 1
        bounds = {tuple(round(v, 2) for v in z.geometry.bounds) for z in m.zones}
        for line in sec.splitlines():
            if "kind: derived" in line or "id: half_" in line:
                continue
            for r in re.findall(r"\brect:\s*\[([\d.]+),\s*([\d.]+),\s*([\d.]+),\s*([\d.]+)\]", line):
                assert tuple(float(v) for v in r) in bounds, f"{mid}: rect {r}"
                rects += 1
    assert positions > 70 and rects > 60
