"""Restrictions the scenario data holds, checked on the whole table: refusals and warnings.

``check_table`` looks at a table (its troopers, marker states, placed elements and an evaluation of
it) and returns :class:`Finding` s:

- **refuse** (the rule is absolute, the edit that broke it is taken back): more placed elements
  than the scenario allows a player (one HVT each); more holders of a role than allowed (one Hazmat
  Ops); a trooper the role excludes (Hazmat Ops: not Irregular, REM, VH or a Marker); a console
  connected by both players (connected once, L1785 in Frostbyte); more heating units activated than
  there are consoles to connect (three in Frostbyte: each connection switches one unit on).
- **warn** (the referee may allow it, e.g. the Deployment Phase is over): during deployment, a
  trooper in contact with a marker the scenario bans contact with (Heating Units) or inside a zone
  it bans deploying into (the Exclusion Zone); after deployment, a player with no holder of a role
  chosen at the end of deployment.

Each finding has a stable ``key`` so a caller can tell which ones an edit introduced. Its text quotes the
pack's own sentence (:func:`pack_sentence`), never the line number of our copy of the pack ("L3484"), which
means nothing to a player.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from .evaluation import Evaluation
from .i18n import _, join_words, language
from .itstable import Placed
from .mission import ResolvedMission
from .readings import cited
from .referee_text import objective_names
from .table import PLAYERS, TableState, Trooper

REFUSE, WARN = "refuse", "warn"
_QUOTED = re.compile(r"(?<!\w)'(.+?)'(?!\w)")
_LINE = re.compile(r"\bL\d{2,4}(?:\s*[-–]\s*\d{2,4})?")  # "L3484", "L3420-3421": a line of our copy of the pack
ONCE_STATES = ("activated_once_per_player", "alternating")


@dataclass(frozen=True)
class Finding:
    level: str  # REFUSE or WARN
    key: str
    text: str


def pack_sentence(source: str) -> str:
    """What the pack says, as a reader can check it in the pack: the sentences a ``source`` quotes ("L3484 'It is
    not permitted…'" -> “It is not permitted…”), or its words without the line numbers where it quotes none."""
    # A quote opens after a space and closes before one: an apostrophe inside a word, "l'Antenne", stays.
    quoted = _QUOTED.findall(source)
    if quoted:
        return "; ".join(_("“{text}”").format(text=q.strip()) for q in quoted)
    return " ".join(_LINE.sub(" ", source).split()) or source


def _norm(name: str) -> str:
    return name.replace("-", "_")


def _src(mission: ResolvedMission, source: str) -> str:
    """The rule's source in a finding: what the pack says to a reader of the pack's language; to a reader of
    another, its line numbers (an English sentence inside a French one is a line the reader cannot read)."""
    text = pack_sentence(source) if language() == mission.season.language else cited(source, mission.season.language)
    if text and not re.sub(r"[\s,;]", "", _LINE.sub("", text)):
        # Line numbers alone ("(L1445)") told a newcomer nothing: say whose lines they are.
        return _("mission pack, {lines}").format(lines=text)
    return text


def check_table(mission: ResolvedMission, state: TableState, placed: Sequence[Placed], evaluation: Evaluation | None,
                *, deploying: bool) -> list[Finding]:
    """``evaluation`` may be None for a table without troopers: every deployment ban names troopers."""
    out: list[Finding] = []
    out += _placements(mission, placed)
    out += _roles(mission, state, deploying)
    out += _activations(mission, state)
    if deploying and state.troopers:
        assert evaluation is not None, "a table with troopers is checked with its evaluation"
        out += _bans(mission, state, evaluation)
    return out


def _placements(mission: ResolvedMission, placed: Sequence[Placed]) -> list[Finding]:
    out = []
    for spec in mission.placements:
        for p in PLAYERS:
            n = sum(1 for x in placed if x.placement == spec.id and x.player == p)
            if n > spec.per_player:
                out.append(Finding(REFUSE, f"placement:{spec.id}:{p}", _(
                    "{name}: player {p} may place {most}, not {n} ({source})").format(
                    name=spec.name.get(), p=p, most=spec.per_player, n=n, source=_src(mission, spec.source))))
    return out


def _roles(mission: ResolvedMission, state: TableState, deploying: bool) -> list[Finding]:
    out = []
    for role in mission.scenario.roles:
        if role.per_player == "any":
            continue
        rid = _norm(role.id)
        for p in PLAYERS:
            holders = [t for t in state.troopers if t.player == p and rid in t.roles]
            if len(holders) > role.per_player:
                out.append(Finding(REFUSE, f"role-count:{role.id}:{p}", _(
                    "{role}: player {p} may have {most}, not {n} ({names}) ({source})").format(
                    role=role.name.get(), p=p, most=role.per_player, n=len(holders),
                    names=join_words(t.label for t in holders), source=_src(mission, role.source))))
            for t in holders:
                why = _excluded(role.excludes, t)
                if why:
                    out.append(Finding(REFUSE, f"role-excluded:{role.id}:{t.id}", _(
                        "{trooper} cannot be {role}: {why} ({source})").format(
                        trooper=t.label, role=role.name.get(), why=why, source=_src(mission, role.source))))
            has_troopers = any(t.player == p and t.kind != "token" for t in state.troopers)
            if not holders and has_troopers and not deploying and role.chosen == "deployment_end" \
                    and not role.private:
                out.append(Finding(WARN, f"role-missing:{role.id}:{p}", _(
                    "{role}: player {p} has not named one (chosen at the end of deployment)").format(
                    role=role.name.get(), p=p)))
    return out


def _excluded(excludes: list[str], t: Trooper) -> str:
    for x in excludes:
        if t.troop_type is not None and x.upper() == t.troop_type:
            return _("troop type {type}").format(type=t.troop_type)
        if _norm(x) in t.tags:
            return x
        if x == "marker" and t.kind == "marker":
            return _("deployed as a Marker")
    return ""


def _activations(mission: ResolvedMission, state: TableState) -> list[Finding]:
    out = []
    by_id = {m.id: m for m in state.markers}
    consoles = [m for m in mission.markers if m.kind == "console" and "connected" in m.states
                and not set(ONCE_STATES) & set(m.states)]
    for m in consoles:
        st = by_id.get(m.id)
        if st is not None and len(set(st.activated_by)) > 1:
            out.append(Finding(REFUSE, f"connect-once:{m.id}", _(
                "{console}: a Console is connected once, by one player (now {players}) ({source})").format(
                console=objective_names(mission.markers)[m.id], players=join_words(sorted(set(st.activated_by))), source=_src(mission, m.source))))
    units = [m for m in mission.markers if m.kind == "heating_unit" and "activated_by" in m.states]
    if consoles and units:
        active = [m for m in units if by_id.get(m.id) is not None and by_id[m.id].activated_by]
        if len(active) > len(consoles):
            out.append(Finding(REFUSE, "units-per-console", _(
                "{n} Heating Units activated: each is switched on by connecting one of the {consoles} Consoles, "
                "which connect once ({source})").format(n=len(active), consoles=len(consoles),
                                                        source=_src(mission, consoles[0].source))))
    return out


def _bans(mission: ResolvedMission, state: TableState, evaluation: Evaluation) -> list[Finding]:
    out = []
    markers = {m.id: m for m in evaluation.markers}
    zones = {z.id: z for z in evaluation.zones}
    labels = {t.id: t.label for t in state.troopers}
    names = objective_names(mission.markers)  # as the table and the referee panel name them
    for ban in mission.scenario.deployment_bans:
        if ban.type == "no_contact":
            for m in mission.markers:
                if m.id not in ban.with_ and m.group not in ban.with_:
                    continue
                touched = markers.get(m.id)
                for tid in (touched.contact["A"] + touched.contact["B"]) if touched else ():
                    out.append(Finding(WARN, f"ban-contact:{m.id}:{tid}", _(
                        "Deployment: {trooper} is in contact with {marker} ({source})").format(
                        trooper=labels.get(tid, tid), marker=names[m.id], source=_src(mission, ban.source))))
        elif ban.zone is not None:
            for z in mission.zones:
                if ban.zone not in (z.id, z.group) or z.id not in zones:
                    continue
                inside = zones[z.id].inside
                for tid in inside["A"] + inside["B"]:
                    key = f"ban-zone:{z.id}:{tid}"
                    if any(f.key == key for f in out):
                        continue  # two bans on one zone (Airborne, Superior Deployment): one warning
                    out.append(Finding(WARN, key, _(
                        "Deployment: {trooper} is inside {zone}, where no trooper deploys ({source})").format(
                        trooper=labels.get(tid, tid), zone=z.short or z.name, source=_src(mission, ban.source))))
    return out
