"""A zone named in a sentence by its short name ("Q1", "ZD A"), and its long name beside it.

Sentences name a zone as the table does (its one short name, ``labels.zone_short``); where they are shown,
the long name goes beside them: a key line under an explanation, or in brackets after the first mention in
a line read at once (the status bar). The short names come from the mission data; this only finds them in a
sentence already written.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from its_desktop.domain.i18n import pgettext, semicolon

from .labels import ZoneLike, zone_short


def zones_named_in(text: str, zones: Sequence[ZoneLike]) -> list[tuple[str, str]]:
    """(short, long) of each zone a sentence names by its short name ("Q1", "ZD A"): sentences name a zone
    as the table does, and the long name is given beside them (a key line, a tooltip). A zone whose short
    name is its long name needs no key."""
    out = []
    for z in zones:
        short = zone_short(z)
        if short != z.name and re.search(rf"(?<![\w.]){re.escape(short)}(?![\w])", text):
            out.append((short, z.name))
    return out


def zone_key(text: str, zones: Sequence[ZoneLike]) -> str:
    """``Q1: Quadrant A left; Q3: Quadrant B left`` for the zones ``text`` names by their short name; '' for none."""
    return semicolon().join(pgettext("zone key", "{short}: {name}").format(short=short, name=name)
                     for short, name in zones_named_in(text, zones))


def with_zone_key(text: str, zones: Sequence[ZoneLike]) -> str:
    """A sentence with the long name in brackets after the first mention of each zone it names by its short
    name: "Fusilier is inside EZ (Exclusion Zone (ZO)), where…". Where the sentence is read in one line (the
    status bar), the key beside the name stays in view however long the rest is."""
    for short, name in zones_named_in(text, zones):
        text = re.sub(rf"(?<![\w.]){re.escape(short)}(?![\w])", lambda m: f"{m.group(0)} ({name})", text, count=1)
    return text
