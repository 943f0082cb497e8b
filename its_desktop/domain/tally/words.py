"""The tally's recurring words in the current language: numbers, players, rounds, states, modes.

Every sentence of the scorer is one catalog message with named parameters; the pieces those
sentences are built from (a number, "round 2", a trooper's state, an INTELCOM mode, the way a
game ended) come from here, so the French and Spanish sentences get French and Spanish pieces in
the packs' terms. The season's own names (trooper states) come from the season's data.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from its_desktop.domain.i18n import _, decimal, feminine, ngettext, npgettext, pgettext
from its_desktop.domain import lengths
from its_desktop.domain.mission import ResolvedMission


def number(value: float | int, lang: str | None = None) -> str:
    """``2.5`` as the language writes it (``2,5`` in French and Spanish); whole numbers stay bare."""
    return decimal(f"{value:g}", lang)


def percent(share: float, lang: str | None = None) -> str:
    """``75%`` in English, ``75 %`` in French and Spanish (a space before the sign)."""
    return lengths.percent(share, lang)


def troop_type(code: str) -> str:
    """A Troop Type's abbreviation as the language's rules print it (French HI is ILO)."""
    names = {"LI": pgettext("troop type", "LI"), "MI": pgettext("troop type", "MI"),
             "HI": pgettext("troop type", "HI"), "REM": pgettext("troop type", "REM"),
             "TAG": pgettext("troop type", "TAG"), "SK": pgettext("troop type", "SK"),
             "WB": pgettext("troop type", "WB"), "VH": pgettext("troop type", "VH")}
    return names.get(code, code)


def role_name(mission: ResolvedMission, role: str) -> str:
    """A scenario role (``hazmat_ops``) by its name in the scenario's data, else the lieutenant."""
    for r in mission.scenario.roles:
        if r.id.replace("-", "_") == role.replace("-", "_"):
            return r.name.get()
    return _("Lieutenant") if role == "lieutenant" else role.replace("_", " ")


def yes_no(value: bool) -> str:
    return _("yes") if value else _("no")


def state_name(mission: ResolvedMission, state: str) -> str:
    """A trooper state in the season's own words (``Mort``, ``Muerto``); an unknown state as given."""
    spec = mission.season.trooper_states.get(state)
    return spec.name.get() if spec is not None else state


def end_reason(reason: str) -> str:
    names = {"completed": pgettext("end of game", "completed"), "retreat": pgettext("end of game", "Retreat!"),
             "time": pgettext("end of game", "time called"), "concession": pgettext("end of game", "concession")}
    return names.get(reason, reason)


def intelcom_mode(mode: str) -> str:
    names = {"support_and_control": pgettext("intelcom", "Support and Control"),
             "interference": pgettext("intelcom", "Interference"),
             "counterespionage": pgettext("intelcom", "Counterespionage"),
             "provisions": pgettext("intelcom", "Provisions")}
    return names.get(mode, mode)


def marker_state(state: str, genders: Sequence[Mapping[str, str]] | None = None) -> str:
    """What a marker measure counts (``activated``), as an adjective after the markers' names; with the
    named markers' ``genders`` ({"fr": "f"} each) it agrees with them ("Unité Thermique active")."""
    names = {"activated": pgettext("markers", "activated"), "active": pgettext("markers", "active"),
             "hacked": pgettext("markers", "hacked"), "connected": pgettext("markers", "connected"),
             "acquired": pgettext("markers", "acquired"), "controlled": pgettext("markers", "controlled"),
             "captured": pgettext("markers", "captured"), "destroyed": pgettext("markers", "destroyed"),
             "intact": pgettext("markers", "intact"), "inside": pgettext("markers", "inside")}
    if genders is None:  # the markers are not known: the catalog's "actif(s)" form
        return names.get(state, state)
    # Agreement: plural by count; feminine only when every marker's name is (French and Spanish grammar).
    plain = {
        "activated": lambda n: npgettext("markers agreeing", "activated", "activated", n),
        "active": lambda n: npgettext("markers agreeing", "active", "active", n),
        "hacked": lambda n: npgettext("markers agreeing", "hacked", "hacked", n),
        "connected": lambda n: npgettext("markers agreeing", "connected", "connected", n),
        "acquired": lambda n: npgettext("markers agreeing", "acquired", "acquired", n),
        "controlled": lambda n: npgettext("markers agreeing", "controlled", "controlled", n),
        "captured": lambda n: npgettext("markers agreeing", "captured", "captured", n),
        "destroyed": lambda n: npgettext("markers agreeing", "destroyed", "destroyed", n),
        "intact": lambda n: npgettext("markers agreeing", "intact", "intact", n),
        "inside": lambda n: npgettext("markers agreeing", "inside", "inside", n),
    }
    fem = {
        "activated": lambda n: npgettext("markers agreeing feminine", "activated", "activated", n),
        "active": lambda n: npgettext("markers agreeing feminine", "active", "active", n),
        "hacked": lambda n: npgettext("markers agreeing feminine", "hacked", "hacked", n),
        "connected": lambda n: npgettext("markers agreeing feminine", "connected", "connected", n),
        "acquired": lambda n: npgettext("markers agreeing feminine", "acquired", "acquired", n),
        "controlled": lambda n: npgettext("markers agreeing feminine", "controlled", "controlled", n),
        "captured": lambda n: npgettext("markers agreeing feminine", "captured", "captured", n),
        "destroyed": lambda n: npgettext("markers agreeing feminine", "destroyed", "destroyed", n),
        "intact": lambda n: npgettext("markers agreeing feminine", "intact", "intact", n),
        "inside": lambda n: npgettext("markers agreeing feminine", "inside", "inside", n),
    }
    fem_all = bool(genders) and all(feminine(g) for g in genders)
    word = (fem if fem_all else plain).get(state)
    return word(max(1, len(genders))) if word is not None else state


_FEMININE = {"activated": lambda: pgettext("markers, feminine", "activated"),
             "active": lambda: pgettext("markers, feminine", "active"),
             "hacked": lambda: pgettext("markers, feminine", "hacked"),
             "connected": lambda: pgettext("markers, feminine", "connected"),
             "acquired": lambda: pgettext("markers, feminine", "acquired"),
             "controlled": lambda: pgettext("markers, feminine", "controlled"),
             "captured": lambda: pgettext("markers, feminine", "captured"),
             "destroyed": lambda: pgettext("markers, feminine", "destroyed"),
             "intact": lambda: pgettext("markers, feminine", "intact"),
             "inside": lambda: pgettext("markers, feminine", "inside")}


def place(mission: ResolvedMission, ref: str) -> str:
    """Where a marker measure counts: a zone by its role (``own_deployment``) or by its id."""
    zone = next((z.short or z.name for z in mission.zones if z.id == ref), None)  # as the table names it
    if zone is not None:
        return _("in {zone}").format(zone=zone)
    names = {"own_deployment": _("in the own Deployment Zone"), "enemy_deployment": _("in the enemy Deployment Zone"),
             "own_half": _("in the own half of the table"), "enemy_half": _("in the enemy half of the table")}
    return names.get(ref, _("in {zone}").format(zone=ref.replace("_", " ")))


def round_label(key: str) -> str:
    """``round 2: `` before a step of a per-round objective (a Game Round, not a tournament round)."""
    return _("round {n}: ").format(n=key)


def rounds_not_completed(left: list[str], reason: str) -> str:
    return ngettext("round {rounds} not completed ({reason}): not scored",
                    "rounds {rounds} not completed ({reason}): not scored",
                    len(left)).format(rounds=", ".join(left), reason=end_reason(reason))


def rounds_played(n: int) -> str:
    return ngettext("{n} round", "{n} rounds", n).format(n=n)


__all__ = ["end_reason", "intelcom_mode", "marker_state", "number", "percent", "place", "role_name",
           "round_label", "rounds_not_completed", "rounds_played", "state_name", "troop_type", "yes_no"]
