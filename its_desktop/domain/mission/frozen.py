"""The base of the runtime mission types: frozen records with keyword fields, declared as dataclasses are.

Why not ``@dataclass``: it compiles ``__init__``, ``__eq__``, ``__repr__`` and more for every class it
decorates, about 1.5-2 ms of CPU each; the 60 mission types cost 80-130 ms on every start and command, as
much as the command's own work. A :class:`Frozen` subclass only records its fields (a few microseconds)
and shares one ``__init__``, ``__eq__``, ``__repr__`` and ``__hash__``. Type checkers see a frozen,
keyword-only dataclass (``dataclass_transform``); pickling is Python's own (the instance's ``__dict__``).
"""

from __future__ import annotations

from dataclasses import MISSING, Field, FrozenInstanceError
from dataclasses import field as field
from typing import Any, ClassVar, TypeVar, dataclass_transform

T = TypeVar("T", bound="Frozen")


class Spec:
    """One field of a record: its name, the key it is written under (``with_`` as ``with``), its annotation
    as written, and its default (a value, or a factory called for each new record)."""

    __slots__ = ("name", "alias", "annotation", "default", "factory")

    def __init__(self, name: str, annotation: str, default: Any) -> None:
        self.name, self.annotation, self.factory = name, annotation, None
        self.alias = name
        if isinstance(default, Field):
            self.alias = default.metadata.get("alias", name)
            self.factory = None if default.default_factory is MISSING else default.default_factory
            default = default.default
        self.default = default


@dataclass_transform(kw_only_default=True, frozen_default=True, field_specifiers=(field,))
class Frozen:
    __specs__: ClassVar[tuple[Spec, ...]] = ()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        own = cls.__dict__.get("__annotations__", {})
        specs = {s.name: s for s in cls.__specs__}  # inherited fields first, as dataclasses order them
        for name, annotation in own.items():
            if str(annotation).startswith("ClassVar"):
                continue
            default = cls.__dict__.get(name, MISSING)
            if name in cls.__dict__:
                delattr(cls, name)  # the value lives in each instance, as a dataclass's does
            specs[name] = Spec(name, str(annotation), default)
        cls.__specs__ = tuple(specs.values())

    def __init__(self, **values: Any) -> None:
        put = object.__setattr__
        for spec in self.__specs__:
            if spec.name in values:
                put(self, spec.name, values.pop(spec.name))
            elif spec.factory is not None:
                put(self, spec.name, spec.factory())
            elif spec.default is not MISSING:
                put(self, spec.name, spec.default)
            else:
                raise TypeError(f"{type(self).__name__}() missing keyword argument {spec.name!r}")
        if values:
            raise TypeError(f"{type(self).__name__}() got unexpected keyword argument {next(iter(values))!r}")

    def __setattr__(self, name: str, value: Any) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}")

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        return self.__dict__ == other.__dict__

    def __hash__(self) -> int:
        return hash((type(self), *(getattr(self, s.name) for s in self.__specs__)))

    def __repr__(self) -> str:
        inner = ", ".join(f"{s.name}={getattr(self, s.name)!r}" for s in self.__specs__)
        return f"{type(self).__name__}({inner})"


def replace(record: T, **changes: Any) -> T:
    """A copy of ``record`` with ``changes`` (as ``dataclasses.replace``)."""
    return type(record)(**{**{s.name: getattr(record, s.name) for s in record.__specs__}, **changes})


def specs(record: Frozen | type[Frozen]) -> tuple[Spec, ...]:
    return record.__specs__
