"""The runtime mission types as plain data, as the file models' ``model_dump`` gives them (``mission --json``).

A field annotated ``Text`` (a label or note) is written as the one string a reader sees, in ``lang`` (else
the current language); any other ``Localized`` as its languages. ``by_alias`` writes ``with_`` as ``with``;
``json`` writes tuples as lists. A test compares this with pydantic's dump of every file of the library.
"""

from __future__ import annotations

import re
from typing import Any

from .common import Localized
from .frozen import Frozen

_TEXT = re.compile(r"\bText\b")


_SHOWN: dict[type, tuple[tuple[str, str, bool], ...]] = {}


def _fields(cls: type[Frozen]) -> tuple[tuple[str, str, bool], ...]:
    """(attribute, key when by alias, whether it is shown text) of each field, in order."""
    if (known := _SHOWN.get(cls)) is None:
        known = _SHOWN[cls] = tuple((s.name, s.alias, bool(_TEXT.search(s.annotation))) for s in cls.__specs__)
    return known


def dump(value: Any, *, lang: str | None = None, exclude_none: bool = False, by_alias: bool = False,
         json: bool = False) -> Any:
    return _dump(value, False, lang, exclude_none, by_alias, json)


def _dump(value: Any, text: bool, lang: str | None, exclude_none: bool, by_alias: bool, json: bool) -> Any:
    if isinstance(value, Localized) and text:
        return value.get(lang)
    if isinstance(value, Frozen):
        out = {}
        for name, alias, shown in _fields(type(value)):
            item = getattr(value, name)
            if item is None and exclude_none:
                continue
            out[alias if by_alias else name] = _dump(item, shown, lang, exclude_none, by_alias, json)
        return out
    if isinstance(value, list):
        return [_dump(v, text, lang, exclude_none, by_alias, json) for v in value]
    if isinstance(value, tuple):
        items = [_dump(v, text, lang, exclude_none, by_alias, json) for v in value]
        return items if json else tuple(items)
    if isinstance(value, dict):
        return {k: _dump(v, text, lang, exclude_none, by_alias, json) for k, v in value.items()}
    return value
