"""What each view may see of a table (DESIGN.md, "Private information").

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
from collections.abc import Iterable
from typing import Any

from .mission.resolved import ResolvedMission
from .mission.scenario import Scenario
from .table import Trooper

VIEWS = ("A", "B", "referee", "stream")
HIDDEN = "?"
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


def redact_name(name: str, words: list[str]) -> str:
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


def _visible(t: Trooper, viewer: str, secret: set[str], words: list[str] = ()) -> dict[str, Any]:
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


def filter_evaluation(result: dict[str, Any], troopers: Iterable[Trooper], viewer: str,
                      scenario: Scenario | ResolvedMission) -> dict[str, Any]:
    """A copy of an ``Evaluator.evaluate`` result with what ``viewer`` may not see hidden."""
    _check_view(viewer)
    if viewer == "referee":
        return result  # nothing to hide; not copied, since the view re-evaluates on every drag frame
    # Copy only what the filter rewrites (zones' points and explanations, markers' explanations):
    # a deep copy of the whole result would cost more than the evaluation on every drag frame.
    out = dict(result)
    out["zones"] = zones = [dict(z, points=dict(z.get("points", {}))) for z in result.get("zones", [])]
    out["markers"] = [dict(m) for m in result.get("markers", [])]
    hidden = {t.id: t for t in troopers if identity_hidden(t, viewer)}
    # Players whose INTELCOM card is in the result and private to this viewer.
    cards = {e.get("player") for z in zones for e in z.get("explain", [])
             if e.get("trooper") is None and not sees_private(viewer, e.get("player", ""))}
    for zone in zones:
        _filter_zone(zone, hidden, cards)
    if hidden:
        for marker in out["markers"]:
            marker["explain"] = [_scrub(text, hidden) for text in marker.get("explain", [])]
    # The opponent's names lose the words of private roles ("Fusilier Lieutenant" → "Fusilier").
    words = private_role_words(scenario)
    renamed = {t.label: redact_name(t.name, words) for t in troopers
               if t.name and t.id not in hidden and not sees_private(viewer, t.player)
               and redact_name(t.name, words) != t.name}
    if renamed:
        for zone in zones:
            zone["explain"] = [dict(e, text=_rename(e["text"], renamed)) if "text" in e else e
                               for e in zone["explain"]]
        for marker in out["markers"]:
            marker["explain"] = [_rename(text, renamed) for text in marker.get("explain", [])]
    return out


def _rename(text: str, renamed: dict[str, str]) -> str:
    for old in sorted(renamed, key=len, reverse=True):
        text = re.sub(rf"(?<![\w-]){re.escape(old)}(?![\w-])", renamed[old], text)
    return text


def _filter_zone(zone: dict[str, Any], hidden: dict[str, Trooper], cards: set[str]) -> None:
    unknown = set(cards) if zone.get("is_zo") else set()
    explain = []
    for e in zone.get("explain", []):
        tid = e.get("trooper")
        if tid is None and e.get("player") in cards:
            continue  # the card's value and zone are private
        if tid in hidden:
            t = hidden[tid]
            inside = bool(e.get("inside"))
            if inside:
                unknown.add(t.player)
            status = "inside" if inside else "not inside"
            e = {"trooper": tid, "player": t.player, "fraction_inside": e.get("fraction_inside"),
                 "inside": inside, "counted": None, "value": None, "reason": status,
                 "text": f"{MARKER_LABEL} ({t.player}): {status}", "hidden": True}
        explain.append(e)
    zone["explain"] = explain
    if not zone.get("is_zo") or not unknown:
        return
    points = zone.get("points", {})
    for player in unknown:
        points[player] = HIDDEN
    zone["dominated_by"] = HIDDEN
    summary = zone.get("summary") or ""
    name = summary.split(": A ", 1)[0] if ": A " in summary else zone.get("id", "")
    a, b = (_total(points.get(p, 0)) for p in ("A", "B"))
    zone["summary"] = f"{name}: A {a}, B {b} — not known: it includes hidden values"


def _total(value: Any) -> str:
    return value if value == HIDDEN else f"{value:g}"


def _scrub(text: str, hidden: dict[str, Trooper]) -> str:
    """Marker explanations name troopers as 'label (player)': show a hidden one as 'Marker (player)'."""
    for t in hidden.values():
        text = text.replace(f"{t.label} ({t.player})", f"{MARKER_LABEL} ({t.player})")
    for t in hidden.values():
        if re.search(rf"(?<![\w-]){re.escape(t.label)}(?![\w-])", text):
            return f"{MARKER_LABEL} ({t.player}): details hidden"  # named some other way: say nothing
    return text


def _scenario(scenario: Scenario | ResolvedMission) -> Scenario:
    return scenario.scenario if isinstance(scenario, ResolvedMission) else scenario


def _check_view(viewer: str) -> None:
    if viewer not in VIEWS:
        raise ValueError(f"view must be one of {', '.join(VIEWS)}, got {viewer!r}")


__all__ = ["HIDDEN", "VIEWS", "filter_evaluation", "identity_hidden", "private_roles", "sees_private",
           "visible_troopers"]
