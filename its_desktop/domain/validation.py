"""Pydantic models for the files people write by hand, with the project's one-line errors.

A reader declares its file's shape as models built on :class:`Open` (unknown keys ignored: the formats
are additive; strict types: ``true`` is not a number, ``"3"`` is not a whole number) and calls
:func:`validate`, which raises the reader's :class:`~.errors.InputError` subclass for the first bad field,
with the field path a user would write (``classified.A[0].fulfilled``) and a message in the project's
words (``must be true or false, got 'yes'``). Checks that need more than one field (a player seated
twice, a round without its scenario) stay in the reader, after the model.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated, Any, TypeVar

from pydantic import BaseModel, ConfigDict, Field, ValidationError, WrapValidator

from .errors import InputError
from .i18n import _

M = TypeVar("M", bound=BaseModel)
E = TypeVar("E", bound=InputError)


class Open(BaseModel):
    """A file's object: keys this version does not know are ignored; values keep their JSON types."""

    # defer_build: validators are built on the first file read, not by importing the models (every start
    # and command imports them; few read a file of each kind).
    model_config = ConfigDict(extra="ignore", strict=True, allow_inf_nan=False, frozen=True, defer_build=True)


def one_message(message: Callable[[], str]) -> WrapValidator:
    """Replace whatever pydantic says about a value (a union's several attempts) by one message; ``{got}`` is
    the value's repr. ``message`` gives the words in the current language when the value is refused (a
    ``lambda: _("…")``: worded at import time they would stay in the language of the moment)."""

    def wrap(value: Any, handler: Callable[[Any], Any]) -> Any:
        try:
            return handler(value)
        except ValidationError:
            raise ValueError(message().replace("{got}", _shown(value))) from None

    return WrapValidator(wrap)


NonEmpty = Annotated[str, Field(min_length=1), one_message(lambda: _("must be a non-empty text, got {got}"))]
Number = Annotated[int | float, Field(ge=0), one_message(lambda: _("must be a number of at least 0, got {got}"))]


def _shown(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def path_of(loc: tuple[int | str, ...]) -> str:
    """``("classified", "A", 0, "fulfilled")`` → ``classified.A[0].fulfilled`` (a dict key's own check, which
    pydantic marks ``[key]``, names the key)."""
    out = ""
    for item in loc:
        if item == "[key]":
            continue
        out += f"[{item}]" if isinstance(item, int) else (f".{item}" if out else str(item))
    return out or "(top level)"


_MESSAGES: dict[str, Callable[[dict[str, Any], str], str]] = {
    "missing": lambda ctx, got: _("missing"),
    "int_type": lambda ctx, got: _("must be a whole number, got {got}").format(got=got),
    "int_from_float": lambda ctx, got: _("must be a whole number, got {got}").format(got=got),
    "int_parsing": lambda ctx, got: _("must be a whole number, got {got}").format(got=got),
    "float_parsing": lambda ctx, got: _("must be a number, got {got}").format(got=got),
    "bool_parsing": lambda ctx, got: _("must be true or false, got {got}").format(got=got),
    "float_type": lambda ctx, got: _("must be a number, got {got}").format(got=got),
    "finite_number": lambda ctx, got: _("must be a finite number"),
    "bool_type": lambda ctx, got: _("must be true or false, got {got}").format(got=got),
    "string_type": lambda ctx, got: _("must be a text, got {got}").format(got=got),
    "string_too_short": lambda ctx, got: _("must be a non-empty text"),
    "string_too_long": lambda ctx, got: _("must be at most {max_length} characters").format(
        max_length=ctx.get("max_length")),
    "greater_than_equal": lambda ctx, got: _("must be at least {ge}, got {got}").format(ge=ctx.get('ge'), got=got),
    "greater_than": lambda ctx, got: _("must be more than {gt}, got {got}").format(gt=ctx.get('gt'), got=got),
    "less_than_equal": lambda ctx, got: _("must be at most {le}, got {got}").format(le=ctx.get('le'), got=got),
    # pydantic lists the allowed values joined by an English " or "
    "literal_error": lambda ctx, got: _("must be {expected}, got {got}").format(
        expected=str(ctx.get("expected")).replace(" or ", " " + _("or") + " "), got=got),
    "dict_type": lambda ctx, got: _("must be an object"),
    "model_type": lambda ctx, got: _("must be an object"),
    "model_attributes_type": lambda ctx, got: _("must be an object"),
    "list_type": lambda ctx, got: _("must be a list"),
}


def message_of(err: Any) -> str:
    """One pydantic error in the project's words (``must be at least 1, got 0``)."""
    ctx = err.get("ctx") or {}
    known = _MESSAGES.get(err["type"])
    if known is not None:
        return known(ctx, _shown(err.get("input")))
    return str(err["msg"]).removeprefix("Value error, ")


def validate(model: type[M], data: Any, error: type[E], *, field: str = "") -> M:
    """``data`` checked as ``model``, or ``error(field path, message)`` for the first bad field (``field``: the
    path of ``data`` in its file, when it is part of one)."""
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        path = path_of(err["loc"])
        if field:
            path = field if path == "(top level)" else f"{field}{'' if path.startswith('[') else '.'}{path}"
        raise error(path, message_of(err)) from None


__all__ = ["NonEmpty", "Number", "Open", "message_of", "one_message", "path_of", "validate"]
