"""Pydantic's errors in the reader's words: one message per field, with the values and limits as parameters.

pydantic-core words its errors in English ("Input should be a valid integer", "Field required"); a French or
Spanish reader of a bad mission, season, event or game file got them inside a line otherwise theirs. Every
error type the file models can raise (their field types, constraints, unions and strictness) is worded here
from the error's ``type`` and ``ctx``, never from its English ``msg``; a type no model of ours produces
still gets a sentence in the reader's language, never pydantic's. Our own validators raise their message
already translated (``ValueError(_("…"))``): ``value_error`` passes it on.

A union (``str | float``, a table or a name) fails once per branch at the same place: :func:`messages`
gives one line for the field, naming what each branch takes (``must be a text or a number, got True``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from .i18n import _, join_words, ngettext


def shown(value: Any) -> str:
    """A refused value as the message quotes it (long ones cut)."""
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


# What a value of each kind is, for "must be X" (and "must be X or Y" for a union's branches).
_KINDS: dict[str, Callable[[], str]] = {
    "string_type": lambda: _("a text"),
    "string_sub_type": lambda: _("a text"),
    "string_unicode": lambda: _("a text"),
    "int_type": lambda: _("a whole number"),
    "int_parsing": lambda: _("a whole number"),
    "int_from_float": lambda: _("a whole number"),
    "float_type": lambda: _("a number"),
    "float_parsing": lambda: _("a number"),
    "bool_type": lambda: _("true or false"),
    "bool_parsing": lambda: _("true or false"),
    "list_type": lambda: _("a list"),
    "tuple_type": lambda: _("a list"),
    "set_type": lambda: _("a list"),
    "frozen_set_type": lambda: _("a list"),
    "iterable_type": lambda: _("a list"),
    "dict_type": lambda: _("an object"),
    "mapping_type": lambda: _("an object"),
    "model_type": lambda: _("an object"),
    "model_attributes_type": lambda: _("an object"),
    "dataclass_type": lambda: _("an object"),
    "none_required": lambda: _("empty (null)"),
}

_LITERAL_SPLIT = re.compile(r", | or ")


def _expected(ctx: Mapping[str, Any]) -> str:
    """pydantic's list of allowed values ("'a', 'b' or 'c'") joined with the reader's "or"."""
    return join_words(_LITERAL_SPLIT.split(str(ctx.get("expected", ""))), "or")


def _number(value: Any) -> str:
    return f"{value:g}" if isinstance(value, float) else str(value)


def _too_short(ctx: Mapping[str, Any], got: str) -> str:
    n = int(ctx.get("min_length", 1))
    return ngettext("must hold at least {n} entry, got {count}", "must hold at least {n} entries, got {count}",
                    n).format(n=n, count=ctx.get("actual_length", "?"))


def _too_long(ctx: Mapping[str, Any], got: str) -> str:
    n = int(ctx.get("max_length", 0))
    return ngettext("must hold at most {n} entry, got {count}", "must hold at most {n} entries, got {count}",
                    n).format(n=n, count=ctx.get("actual_length", "?"))


def _string_too_short(ctx: Mapping[str, Any], got: str) -> str:
    n = int(ctx.get("min_length", 1))
    if n == 1:
        return _("must be a non-empty text")
    return ngettext("must be a text of at least {n} character, got {got}",
                    "must be a text of at least {n} characters, got {got}", n).format(n=n, got=got)


def _string_too_long(ctx: Mapping[str, Any], got: str) -> str:
    n = int(ctx.get("max_length", 0))
    return ngettext("must be at most {n} character long, got {got}", "must be at most {n} characters long, got {got}",
                    n).format(n=n, got=got)


def _tag_invalid(ctx: Mapping[str, Any], got: str) -> str:
    tags = [t.strip() for t in str(ctx.get("expected_tags", "")).split(",") if t.strip()]
    return _("{field} must be {expected}, got {tag}").format(field=ctx.get("discriminator", "").strip("'"),
                                                             expected=join_words(tags, "or"), tag=repr(ctx.get("tag")))


# The patterns of our models' fields, said in words (a regular expression is no sentence for a reader).
_PATTERNS: dict[str, Callable[[], str]] = {
    r"^[a-z0-9][a-z0-9-]*$": lambda: _("lower-case letters, digits and hyphens"),
    r"^s\d+$": lambda: _("'s' and the season's number, such as 's16'"),
    r"^s\d+/[a-z0-9][a-z0-9-]*$": lambda: _("the season and the scenario's name, such as 's16/frostbyte'"),
}


def _pattern(ctx: Mapping[str, Any], got: str) -> str:
    words = _PATTERNS.get(str(ctx.get("pattern")))
    if words is not None:
        return _("must be written as {how}, got {got}").format(how=words(), got=got)
    return _("{got} is not written as this field must be ({pattern})").format(got=got, pattern=ctx.get("pattern"))


# type → message (ctx, the value shown): the error types of pydantic-core the file models can raise, and
# the near ones a future field might (a set, a mapping, a multiple).
_MESSAGES: dict[str, Callable[[Mapping[str, Any], str], str]] = {
    "missing": lambda ctx, got: _("missing"),
    "extra_forbidden": lambda ctx, got: _("unknown field"),
    "finite_number": lambda ctx, got: _("must be a finite number, got {got}").format(got=got),
    "string_too_short": _string_too_short,
    "string_too_long": _string_too_long,
    "string_pattern_mismatch": _pattern,
    "string_not_ascii": lambda ctx, got: _("must hold only ASCII characters, got {got}").format(got=got),
    "int_parsing_size": lambda ctx, got: _("must be a whole number of at most {n} digits, got {got}").format(
        n=4300, got=got),
    "greater_than": lambda ctx, got: _("must be more than {low}, got {got}").format(low=_number(ctx.get("gt")),
                                                                                    got=got),
    "greater_than_equal": lambda ctx, got: _("must be at least {low}, got {got}").format(
        low=_number(ctx.get("ge")), got=got),
    "less_than": lambda ctx, got: _("must be less than {high}, got {got}").format(high=_number(ctx.get("lt")),
                                                                                  got=got),
    "less_than_equal": lambda ctx, got: _("must be at most {high}, got {got}").format(high=_number(ctx.get("le")),
                                                                                      got=got),
    "multiple_of": lambda ctx, got: _("must be a multiple of {n}, got {got}").format(n=_number(ctx.get("multiple_of")),
                                                                                     got=got),
    "literal_error": lambda ctx, got: _("must be {expected}, got {got}").format(expected=_expected(ctx), got=got),
    "enum": lambda ctx, got: _("must be {expected}, got {got}").format(expected=_expected(ctx), got=got),
    "too_short": _too_short,
    "too_long": _too_long,
    "union_tag_invalid": _tag_invalid,
    "union_tag_not_found": lambda ctx, got: _("needs its {field} (which kind it is)").format(
        field=str(ctx.get("discriminator", "")).strip("'")),
    "set_item_not_hashable": lambda ctx, got: _("must hold only texts and numbers"),
    "recursion_loop": lambda ctx, got: _("is nested in itself"),
    "recursion_depth_exceeded": lambda ctx, got: _("is nested too deep"),
    "invalid_key": lambda ctx, got: _("its keys must be texts"),
}


def message_of(err: Mapping[str, Any]) -> str:
    """One pydantic error in the reader's words (``doit être au moins 1, reçu 0``)."""
    kind, ctx, got = err["type"], err.get("ctx") or {}, shown(err.get("input"))
    if kind in ("value_error", "assertion_error"):
        # our validators' own message, translated when raised (a ValueError of pydantic's making has none)
        error = ctx.get("error")
        return str(error) if error is not None and str(error) else _("is not valid, got {got}").format(got=got)
    if kind in _KINDS:
        return _("must be {kind}, got {got}").format(kind=_KINDS[kind](), got=got)
    known = _MESSAGES.get(kind)
    if known is not None:
        return known(ctx, got)
    return _("is not valid, got {got}").format(got=got)  # a type no model of ours raises today


def union_message(errors: Iterable[Mapping[str, Any]]) -> str:
    """The one message for the errors pydantic raised at one field: a union's branches each refusing the value's
    kind read "must be a text or a number"; otherwise the first error that is not about the kind (a value of the
    right kind out of bounds says what the bound is)."""
    errors = list(errors)
    kinds: list[str] = []
    for err in errors:
        if err["type"] in _KINDS:
            word = _KINDS[err["type"]]()
        elif err["type"] == "literal_error":
            word = _expected(err.get("ctx") or {})
        else:
            return message_of(err)
        if word not in kinds:
            kinds.append(word)
    if len(kinds) == 1:
        return message_of(errors[0])
    return _("must be {kind}, got {got}").format(kind=join_words(kinds, "or"), got=shown(errors[0].get("input")))


def field_path(data: object, loc: tuple[int | str, ...], *, by_id: bool = False) -> str:
    """pydantic's error location as the path the file's author writes: ``zones[exclusion].shape.y0``.

    The names pydantic adds for a union's branch (``str``, ``PerSize``, ``polygon``, ``function-after[…]``) or a
    dict's key check (``[key]``) are not in the file and are dropped: an item is a branch when the data at that
    point holds no such key. With ``by_id``, a list element with an ``id`` is named by it (map files)."""
    path = ""
    node: object = data
    last = len(loc) - 1
    for i, item in enumerate(loc):
        if isinstance(item, int):
            element = node[item] if isinstance(node, list) and 0 <= item < len(node) else None
            name = element.get("id") if by_id and isinstance(element, dict) else None
            path += f"[{name if isinstance(name, str) else item}]"
            node = element
        elif item == "[key]":
            continue
        elif isinstance(node, dict) and (item in node or i == last):
            path += f".{item}" if path else str(item)  # a key, or the missing field the error is about
            node = node.get(item)
        # else: a union branch's name (the data holds no such key), not part of the file's path
    return path or "(top level)"


def grouped(errors: Iterable[Mapping[str, Any]], data: object, *, by_id: bool = False) -> list[tuple[str, str]]:
    """``(field path, message)`` per field, in pydantic's order: a union's several errors at one field as one."""
    at: dict[str, list[Mapping[str, Any]]] = {}
    for err in errors:
        at.setdefault(field_path(data, tuple(err["loc"]), by_id=by_id), []).append(err)
    return [(path, union_message(errs)) for path, errs in at.items()]


__all__ = ["field_path", "grouped", "message_of", "shown", "union_message"]
