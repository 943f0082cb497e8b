"""One table state evaluated, typed: what ``Evaluator.evaluate`` returns and what
``privacy.filter_evaluation`` hands each view.

What a referee reads aloud (``explain``, ``summary``) is data: ``reasons.Reason``, a message kind
and its parameters, put into words by ``reasons.render`` in the reader's language when shown. A
zone's lines are built on first use, not with the numbers: the window evaluates on every drag frame
but shows the words at most every 80 ms, and the scene, the tally and the overlay never read them.
``to_json`` is the command line's promised JSON (``its-desktop evaluate``; docs/architecture.md,
Formats), key for key and in the same order: "reason" in English whatever the language (a stable
value for scripts), "text", "summary" and the objectives' lines in the language asked for.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Generic, NamedTuple, TypeVar

from .reasons import Reason, render

T = TypeVar("T")

HIDDEN = "?"
Total = float | str  # a zone's total for a player; HIDDEN in a view that may not know it
Json = dict[str, object]


class Lazy(Generic[T]):
    """A value made on first ``get`` and kept."""

    __slots__ = ("_make", "_value", "_made")

    def __init__(self, make: Callable[[], T]) -> None:
        self._make: Callable[[], T] | None = make
        self._made = False

    @classmethod
    def ready(cls, value: T) -> Lazy[T]:
        lazy: Lazy[T] = cls(lambda: value)
        lazy.get()
        return lazy

    def get(self) -> T:
        if not self._made:
            assert self._make is not None
            self._value = self._make()
            self._made = True
            self._make = None  # let go of what it was made from (arrays of a past frame)
        return self._value

    def then(self, change: Callable[[T], T]) -> Lazy[T]:
        """A lazy value made from this one by ``change``, when it is first needed."""
        return Lazy(lambda: change(self.get()))


class Explained(NamedTuple):  # a tuple: made for every line of every zone read, three times faster than a dataclass
    """One line of a zone's explanation: a trooper inside or touching it, or an INTELCOM card
    (``trooper`` None). ``counted`` and ``value`` are None where the view hides them. ``verdict``
    is why it counts or not; ``line`` the whole line as read (the trooper, how much of its base is
    inside, the verdict)."""

    trooper: str | None
    player: str
    fraction_inside: float | None
    inside: bool
    counted: bool | None
    value: float | None
    verdict: Reason
    line: Reason
    hidden: bool = False

    def to_json(self, lang: str | None = None) -> Json:
        out: Json = {"trooper": self.trooper, "player": self.player, "fraction_inside": self.fraction_inside,
                     "inside": self.inside, "counted": self.counted, "value": self.value,
                     "reason": render(self.verdict, "en"), "text": render(self.line, lang)}
        if self.hidden:
            out["hidden"] = True
        return out


def _no_lines() -> Lazy[tuple[Explained, ...]]:
    return Lazy.ready(())


def _no_reasons() -> Lazy[tuple[Reason, ...]]:
    return Lazy.ready(())


@dataclass(frozen=True, slots=True)
class ZoneResult:
    """Who is inside one zone that exists this round, and for a ZO the totals and who dominates."""

    id: str
    kind: str
    group: str
    is_zo: bool
    inside_rule: str
    points: Mapping[str, Total]
    inside: Mapping[str, tuple[str, ...]]
    dominated_by: str | None  # "A", "B", None, or HIDDEN
    summary: Reason | None  # a Zone of Operations' totals and who dominates it; None for other zones
    # Players whose INTELCOM card is in this zone's explanation (added or not): private to them.
    intelcom: frozenset[str] = frozenset()
    explanation: Lazy[tuple[Explained, ...]] = field(default_factory=_no_lines, compare=False, repr=False)

    @property
    def explain(self) -> tuple[Explained, ...]:
        return self.explanation.get()

    def to_json(self, lang: str | None = None) -> Json:
        return {"id": self.id, "kind": self.kind, "group": self.group, "is_zo": self.is_zo,
                "inside_rule": self.inside_rule, "points": dict(self.points),
                "inside": {p: list(ids) for p, ids in self.inside.items()}, "dominated_by": self.dominated_by,
                "summary": render(self.summary, lang) if self.summary is not None else "",
                "explain": [e.to_json(lang) for e in self.explain]}


@dataclass(frozen=True, slots=True)
class MarkerResult:
    """Who touches one objective marker and who controls it."""

    id: str
    kind: str
    label: str
    x: float
    y: float
    state: str
    contact: Mapping[str, tuple[str, ...]]
    rule: str
    activated_by: tuple[str, ...]
    controlled_by: str | None
    carried_by: str | None = None  # the trooper carrying it (not in the JSON, which predates it)
    explanation: Lazy[tuple[Reason, ...]] = field(default_factory=_no_reasons, compare=False, repr=False)
    # The name's gender per language ({"fr": "f"}): the state words agree with it (not in the JSON).
    gender: Mapping[str, str] = field(default_factory=dict, compare=False, repr=False)

    @property
    def explain(self) -> tuple[Reason, ...]:
        return self.explanation.get()

    def to_json(self, lang: str | None = None) -> Json:
        return {"id": self.id, "kind": self.kind, "label": self.label, "x": self.x, "y": self.y,
                "state": self.state, "contact": {p: list(ids) for p, ids in self.contact.items()},
                "rule": self.rule, "activated_by": list(self.activated_by), "controlled_by": self.controlled_by,
                "explain": [render(r, lang) for r in self.explain]}


@dataclass(frozen=True, slots=True)
class Evaluation:
    """Domination of every zone and control of every marker for one table state."""

    mission: str
    points: int
    round: int | None
    zones: tuple[ZoneResult, ...]
    markers: tuple[MarkerResult, ...]

    def zone(self, zone_id: str) -> ZoneResult | None:
        return next((z for z in self.zones if z.id == zone_id), None)

    def marker(self, marker_id: str) -> MarkerResult | None:
        return next((m for m in self.markers if m.id == marker_id), None)

    def to_json(self, lang: str | None = None) -> Json:
        """The command's JSON; the words in ``lang`` (default: the current language)."""
        return {"mission": self.mission, "points": self.points, "round": self.round,
                "zones": [z.to_json(lang) for z in self.zones], "markers": [m.to_json(lang) for m in self.markers]}


__all__ = ["HIDDEN", "Evaluation", "Explained", "Lazy", "MarkerResult", "Total", "ZoneResult"]
