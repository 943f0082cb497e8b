"""What each view may see of a table (docs/architecture.md, "Private information").

Views: "A" and "B" (a player's: their own troopers in full, the opponent's private fields hidden),
"referee" (everything) and "stream" (public only: both players' private fields hidden).

- A trooper shown as a marker (camouflage…) keeps its position, state and base size, which the
  opponent sees on the table, but not who it is: label "Marker", no points, type, roles or tags.
- Private roles (the scenario's ``private`` roles, and the Lieutenant unless the scenario opens it)
  are dropped silently for every trooper. ``hidden`` flags only markers: a flag on a model whose
  role was dropped would point at the Lieutenant.
- A zone total that includes a hidden marker is "?", and so is its domination: the marker's value,
  or whether it counts at all, would otherwise follow from the total.
- An INTELCOM card is private: the opponent does not learn its value nor its zone, so every ZO
  total of the card's player is "?" while the card is in the evaluation.

Trooper ids stay: views refer to troopers by them. The app makes them opaque ("a1", "b2").
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import replace
from typing import Any

from .evaluation import HIDDEN, Evaluation, Explained, Lazy, ZoneResult
from .mission.resolved import ResolvedMission
from .reasons import Reason, Who, renamed as renamed_in
from .mission.scenario import Scenario
from .table import Trooper

VIEWS = ("A", "B", "referee", "stream")
MARKER_LABEL = "Marker"


def sees_private(viewer: str, player: str) -> bool:
    """Whether ``viewer`` may see ``player``'s private information."""
    _check_view(viewer)
    return viewer in ("referee", player)


def identity_hidden(trooper: Trooper, viewer: str) -> bool:
    # A token (a fake holoecho, a decoy) looks like a marker to the opponent: hiding only real
    # markers would tell the opponent which ones are fakes.
    return trooper.kind in ("marker", "token") and not sees_private(viewer, trooper.player)


def private_roles(scenario: Scenario | ResolvedMission) -> set[str]:
    """Role names (as troopers carry them, snake_case) that only their owner and the referee see."""
    sc = _scenario(scenario)
    roles = {r.id.replace("-", "_") for r in sc.roles if r.private}
    if not sc.flags.lieutenant_open:
        roles.add("lieutenant")
    return roles


def private_role_words(scenario: Scenario | ResolvedMission) -> list[str]:
    """Words that name a private role in a trooper's name ("Fusilier Lieutenant")."""
    sc = _scenario(scenario)
    words = [r.name.get() for r in sc.roles if r.private]
    if not sc.flags.lieutenant_open:
        words += ["Lieutenant", "Lt"]
    return words


def redact_name(name: str, words: Sequence[str]) -> str:
    """The name without the words of private roles: for every trooper of the player, holder or
    not, so the opponent cannot tell the holder by what is missing."""
    for w in words:
        name = re.sub(rf"\s*(?<![\w-]){re.escape(w)}\b\.?", "", name, flags=re.IGNORECASE)
    name = re.sub(r"\(\s*\)", "", name)
    return name.strip(" -–,") or "Trooper"


def visible_troopers(troopers: Iterable[Trooper], viewer: str, scenario: Scenario | ResolvedMission
                     ) -> list[dict[str, Any]]:
    """The troopers as ``viewer`` may see them, as JSON-able dicts with ``hidden``."""
    secret = private_roles(scenario)
    words = private_role_words(scenario)
    return [_visible(t, viewer, secret, words) for t in troopers]


def _visible(t: Trooper, viewer: str, secret: set[str], words: Sequence[str] = ()) -> dict[str, Any]:
    public = {"id": t.id, "player": t.player, "x": t.x, "y": t.y, "base_mm": t.base_mm, "state": t.state,
              "kind": t.kind}
    if identity_hidden(t, viewer):
        return {**public, "label": MARKER_LABEL, "name": None, "points": None, "troop_type": None,
                "roles": [], "tags": [], "baggage_value": None, "hidden": True}
    own = sees_private(viewer, t.player)
    roles = t.roles if own else t.roles - secret
    name = t.name if own or t.name is None else redact_name(t.name, list(words))
    label = t.label if own or t.name is None else name
    return {**public, "label": label, "name": name, "points": t.points, "troop_type": t.troop_type,
            "roles": sorted(roles), "tags": sorted(t.tags), "baggage_value": t.baggage_value, "hidden": False}


def filter_evaluation(result: Evaluation, troopers: Iterable[Trooper], viewer: str,
                      scenario: Scenario | ResolvedMission) -> Evaluation:
    """``result`` with what ``viewer`` may not see hidden. The numbers are filtered now; the
    explanations, like the evaluation's own, when first read."""
    _check_view(viewer)
    if viewer == "referee":
        return result  # nothing to hide
    troopers = tuple(troopers)
    hidden = {t.id: t for t in troopers if identity_hidden(t, viewer)}
    # Players whose INTELCOM card is in the result and private to this viewer.
    cards = {p for z in result.zones for p in z.intelcom if not sees_private(viewer, p)}
    # The opponent's names lose the words of private roles ("Fusilier Lieutenant" → "Fusilier").
    renamed = Lazy(lambda: _renamed(troopers, hidden, viewer, scenario))
    zones = tuple(_filter_zone(z, hidden, cards, renamed) for z in result.zones)
    markers = tuple(replace(m, explanation=m.explanation.then(
        lambda reasons: tuple(_as_seen(r, hidden, renamed.get()) for r in reasons)))
        for m in result.markers)
    return replace(result, zones=zones, markers=markers)


def _renamed(troopers: tuple[Trooper, ...], hidden: dict[str, Trooper], viewer: str,
             scenario: Scenario | ResolvedMission) -> dict[str, str]:
    """Label → name without private role words, for the troopers of the opponent whose name has them."""
    words = private_role_words(scenario)
    return {t.label: redact_name(t.name, words) for t in troopers
            if t.name and t.id not in hidden and not sees_private(viewer, t.player)
            and redact_name(t.name, words) != t.name}


def _as_seen(r: Reason, hidden: dict[str, Trooper], renamed: dict[str, str]) -> Reason:
    """``r`` naming each trooper as the view may see it: a hidden one as a marker, the opponent's
    without the words of private roles. The reason's parameters change, never its words."""
    if not hidden and not renamed:
        return r

    def seen(w: Who) -> Who:
        if w.id in hidden:
            return Who(None, MARKER_LABEL, w.player, hidden=True)
        return w._replace(label=renamed[w.label]) if w.label in renamed else w

    return renamed_in(r, seen)


def _filter_zone(zone: ZoneResult, hidden: dict[str, Trooper], cards: set[str],
                 renamed: Lazy[dict[str, str]]) -> ZoneResult:
    lines = zone.explanation.then(lambda explain: _filter_lines(explain, hidden, cards, renamed.get()))
    unknown = set(cards) if zone.is_zo else set()
    # A hidden marker inside: the total would tell its value, or whether it counts at all.
    unknown |= {hidden[tid].player for ids in zone.inside.values() for tid in ids if tid in hidden}
    if not zone.is_zo or not unknown:
        return replace(zone, explanation=lines)
    points = dict(zone.points)
    for player in unknown:
        points[player] = HIDDEN
    summary = zone.summary.but(a=points.get("A", 0), b=points.get("B", 0), outcome="hidden") if zone.summary \
        else None
    return replace(zone, points=points, dominated_by=HIDDEN, explanation=lines, summary=summary)


def _filter_lines(explain: tuple[Explained, ...], hidden: dict[str, Trooper], cards: set[str],
                  renamed: dict[str, str]) -> tuple[Explained, ...]:
    out = []
    for e in explain:
        if e.trooper is None and e.player in cards:
            continue  # the card's value and zone are private
        if e.trooper in hidden:
            t = hidden[e.trooper]
            verdict = Reason("inside") if e.inside else Reason("not_inside")
            e = Explained(e.trooper, t.player, e.fraction_inside, e.inside, None, None, verdict,
                          Reason("zone.hidden", {"player": t.player, "inside": e.inside}), hidden=True)
        out.append(e._replace(line=_as_seen(e.line, {}, renamed)) if renamed else e)
    return tuple(out)


def _scenario(scenario: Scenario | ResolvedMission) -> Scenario:
    return scenario.scenario if isinstance(scenario, ResolvedMission) else scenario


def _check_view(viewer: str) -> None:
    if viewer not in VIEWS:
        raise ValueError(f"view must be one of {', '.join(VIEWS)}, got {viewer!r}")


__all__ = ["HIDDEN", "VIEWS", "filter_evaluation", "identity_hidden", "private_roles", "sees_private",
           "visible_troopers"]
