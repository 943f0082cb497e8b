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
from .format_errors import grouped, message_of, shown
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
            raise ValueError(message().replace("{got}", shown(value))) from None

    return WrapValidator(wrap)


NonEmpty = Annotated[str, Field(min_length=1), one_message(lambda: _("must be a non-empty text, got {got}"))]
Number = Annotated[int | float, Field(ge=0), one_message(lambda: _("must be a number of at least 0, got {got}"))]


def validate(model: type[M], data: Any, error: type[E], *, field: str = "") -> M:
    """``data`` checked as ``model``, or ``error(field path, message)`` for the first bad field (``field``: the
    path of ``data`` in its file, when it is part of one), in the reader's words (``format_errors``)."""
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        path, message = grouped(exc.errors(), data)[0]
        if field:
            path = field if path == "(top level)" else f"{field}{'' if path.startswith('[') else '.'}{path}"
        raise error(path, message) from None


__all__ = ["NonEmpty", "Number", "Open", "message_of", "one_message", "validate"]
