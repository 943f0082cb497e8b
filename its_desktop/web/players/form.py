"""The result form of a table's page, built from the scenario's scoring data, and what a posted form means.

The fields are the desktop tally's (``domain/tally/record.py``): one per entered measure and round key
(measures read from other fields — Classified count, decks, surviving VP — are not asked twice; two
objectives sharing a measure share one field), how the game ended (played to the end, Retreat!, time called,
concession) and how many rounds were completed, the shared decks, the Victory Points, who harmed an HVT where
that loses the game, and each seat's own private entries: its Classified Objectives (Secure HVT, the card given
up for INTELCOM, the card's symbol), its INTELCOM card, and who holds its hidden roles (Unmasking's Designated
Target). A posted form is applied change by change to a :class:`TallyModel` (the desktop tally's own model,
so the same rules), its record written as a game record in the export format (``its-desktop-game``) the
way the desktop stores entries, and that is checked and scored by ``its-desktop score``'s code
(``tally.settle``): the phone shows the OP line by line with the desktop's reasons and the store gets the record.

What is private: a seat's Classified cards not yet fulfilled, its INTELCOM card and its hidden roles are
*sealed* entries of that seat (a fulfilled Classified is revealed: the pack has it shown when scored). A
seat's phone shows and sends only its own; the other seat's are carried over on the server from the stored
report (:func:`carried`), never sent to this phone, and their lines on the check page are masked
(:func:`masked_lines`). The report store never hands another seat's sealed entries to that seat, and the
stream never sees reports at all.
"""

from __future__ import annotations

import math
import re
from collections.abc import Collection, Mapping
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from typing import Any

from its_desktop.domain.errors import InputError
from its_desktop.domain.i18n import _, decimal
from its_desktop.domain.lengths import number
from its_desktop.domain.mission import ResolvedMission
from its_desktop.domain.table import PLAYERS, StateError
from its_desktop.domain.tally import changes
from its_desktop.domain.tally.game_file import parse as parse_export
from its_desktop.domain.tally.game_file import record_of
from its_desktop.domain.tally.missing import Missing, missing_values
from its_desktop.domain.tally.model import TallyModel
from its_desktop.domain.tally.record import CARD_MODES, GAME, ClassifiedSlot, IntelcomCard, measure_bound, value_kind
from its_desktop.domain.tally.settle import settle

MAX_FIELDS = 200        # form fields a post may carry
MAX_VALUE = 64          # characters of one field's value
NAME_MAX = 60           # characters of a Classified Objective's name, or of who holds a hidden role
TICKED = ("", "on", "1", "true", "yes")
PRIVATE_KEYS = ("classified:", "intelcom", "role:")  # a seat's own entries (the export's keys)


class FormError(InputError):
    """A posted value that cannot be taken: ``field`` is the form field, ``message`` says why."""


@dataclass(frozen=True)
class Field:
    name: str          # the HTML name
    player: str
    kind: str          # flag | count | number
    label: str
    objective: str = ""
    key: str = GAME
    max: float | None = None


@dataclass
class Form:
    """The form of one scenario and game size, for both players (what each seat may fill)."""

    mission: ResolvedMission
    measures: list[Field]
    classified: int           # slots per player
    hvt: bool                 # "who harmed the enemy HVT" is asked
    rounds: int
    end_reasons: tuple[str, ...] = ("completed", "retreat", "time", "concession")
    slot_flags: tuple[str, ...] = ()          # secure_hvt, intelcom, symbol: what a Classified slot may say
    card_modes: tuple[str, ...] = ()          # the INTELCOM card's modes (support_and_control, interference)
    zos: tuple[tuple[str, str], ...] = ()     # (id, name) of the Zones of Operations a card may name
    decks: tuple[tuple[str, str], ...] = ()   # (id, name) of the shared decks
    roles: tuple[tuple[str, str], ...] = ()   # (id, name) of the hidden roles each player chooses in secret

    def for_player(self, player: str) -> list[Field]:
        return [f for f in self.measures if f.player == player]


def build(mission: ResolvedMission, lang: str) -> Form:
    """The fields of the desktop tally's sheet (``TallyModel.cells``: entered cells only, twins once)."""
    sc = mission.scenario
    rounds = mission.season.rounds
    by_id = {o.id: o for o in sc.scoring}
    out: list[Field] = []
    cells = TallyModel(mission).cells
    for player in PLAYERS:
        for p, oid, key in cells:
            if p != player:
                continue
            o = by_id[oid]
            bound = measure_bound(mission, o)
            out.append(Field(f"m.{player}.{o.id}.{key}", player, value_kind(o), o.name.get(lang), o.id, key,
                             None if bound is None else float(bound)))
    hvt = bool(mission.season.killing.harming_enemy_hvt_loses_game and mission.hvt_harm_loses_game)
    spec = sc.classified
    flags: list[str] = []
    if spec.secure_hvt and sc.hvt.secure_hvt:
        flags.append("secure_hvt")
    modes = tuple(m for m in spec.intelcom_modes if m in CARD_MODES)
    if modes:
        flags.append("intelcom")
    if spec.intelcom in ("provisions", "counterespionage"):
        flags.append("symbol")
    reasons = tuple(r for r in ("completed", "retreat", "time", "concession")
                    if not (r == "retreat" and sc.flags.retreat == "no_quarter"))
    # "Q1 — Quadrant A left": the short name the table, the stream and the map on this page show, then its key
    zos = tuple((z.id, f"{z.short} — {z.name}" if z.short and z.short != z.name else z.name)
                for z in mission.zones if z.is_zo)
    return Form(mission, out, spec.count, hvt, rounds, reasons, tuple(flags), modes, zos,
                tuple((d.id, d.name.get(lang)) for d in sc.decks),
                tuple((r.id, r.name.get(lang)) for r in sc.roles if r.private))


@dataclass
class Parsed:
    """What a post said: the record (export format), each side's OP/VP and the lines with reasons."""

    record: dict[str, Any]
    op: dict[str, int]
    vp: dict[str, float]
    tp: dict[str, int]
    lines: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    missing: dict[str, list[str]] = field(default_factory=dict)
    unentered: list[Missing] = field(default_factory=list)  # asked before the game is sent as ended (:func:`ask`)

    def values(self) -> dict[str, Any]:
        return {"op_a": self.op["A"], "op_b": self.op["B"], "vp_a": self.vp["A"], "vp_b": self.vp["B"],
                "record": self.record}


def _text(form: Mapping[str, str], name: str) -> str:
    v = form.get(name, "")
    if not isinstance(v, str):
        raise FormError(name, _("must be text"))
    if len(v) > MAX_VALUE:
        raise FormError(name, _("at most {n} characters").format(n=MAX_VALUE))
    return v.strip()


def _ticked(form: Mapping[str, str], name: str) -> bool:
    raw = _text(form, name)
    if raw not in TICKED:
        raise FormError(name, _("must be ticked or not, got {got!r}").format(got=raw[:20]))
    return raw != ""


def _number(form: Mapping[str, str], f: Field) -> float | None:
    raw = _text(form, f.name)
    if raw == "":
        return None
    # The page names the field (:func:`label_of`); the message says only what is wrong with the value.
    try:
        v = float(raw.replace(",", "."))
    except ValueError:
        raise FormError(f.name, _("must be a number, got {value!r}").format(value=raw[:20])) from None
    if not math.isfinite(v):  # '1e400': not a number anyone counted, and not a negative one either
        raise FormError(f.name, _("must be a number, got {value!r}").format(value=raw[:20]))
    if v < 0:
        raise FormError(f.name, _("must be a number of at least 0, got {got!r}").format(got=raw[:20]))
    if f.kind == "count" and not v.is_integer():
        raise FormError(f.name, _("must be a whole number, got {value!r}").format(value=raw[:20]))
    if f.max is not None and v > f.max:
        raise FormError(f.name, _("at most {bound} here, got {value}").format(bound=number(f.max), value=number(v)))
    return int(v) if v.is_integer() else v


def _own_only(form: Mapping[str, str], side: str) -> None:
    """A seat's phone sends its own private fields only: the other seat's are never taken from a post."""
    other = "B" if side == "A" else "A"
    for name in form:
        if name.startswith((f"cl.{other}.", f"ic.{other}.", f"role.{other}.")):
            raise FormError(name, _("only seat {side} enters its own Classified Objectives, INTELCOM card and "
                                    "hidden roles").format(side=other))


def parse(form_def: Form, form: Mapping[str, str], names: tuple[str, str], side: str,
          carried_entries: list[dict[str, Any]] | None = None, zeros: Collection[str] = ()) -> Parsed:
    """The posted ``form`` of seat ``side`` as a scored record; a FormError names the field.

    The form's values are applied to a :class:`TallyModel` as the desktop's tally applies a person's edits;
    the other seat's private entries come from ``carried_entries`` (the stored report's), never the post.
    ``zeros``: the values not entered that this phone's reader said are 0 (the form fields of each
    :class:`Missing`: :func:`zero_fields`), entered as typed 0s as the window's "They are 0" enters them."""
    if len(form) > MAX_FIELDS:
        raise FormError("form", _("at most {n} fields").format(n=MAX_FIELDS))
    _own_only(form, side)
    m = form_def.mission
    model = TallyModel(m, who=f"seat {side}")
    apply = model.apply
    reason = _text(form, "end") or "completed"
    if reason not in form_def.end_reasons:
        raise FormError("end", _("must be one of {reasons}, got {got!r}").format(
            reasons=", ".join(form_def.end_reasons), got=reason[:20]))
    rounds = form_def.rounds
    if reason != "completed":
        rounds_field = Field("rounds", side, "count", _("Rounds completed"), max=float(form_def.rounds))
        given = _number(form, rounds_field)
        if given is None:
            raise FormError("rounds", _("say how many rounds were played to their end"))
        rounds = int(given)
    apply(changes.RoundsCompletedChanged(rounds))
    apply(changes.EndReasonChanged(reason))
    for f in form_def.measures:
        value: Any = _ticked(form, f.name) if f.kind == "flag" else _number(form, f)
        if value is None:
            continue
        apply(changes.MeasureChanged(f.player, f.objective, f.key, value))
    roles: list[tuple[str, str, str]] = []  # (player, role id, who holds it)
    _own_private(form_def, form, side, model, roles)
    _carry(form_def, carried_entries or [], "B" if side == "A" else "A", model, roles)
    for p in PLAYERS:
        for deck_id, deck_name in form_def.decks:
            f = Field(f"deck.{p}.{deck_id}", p, "count", deck_name)
            count = _number(form, f)
            if count is not None:
                apply(changes.DeckChanged(p, deck_id, int(count)))
        vp_field = Field(f"vp.{p}", p, "number", _("Victory Points"), max=float(m.points))
        survivors = _number(form, vp_field)
        if survivors is None:
            raise FormError(f"vp.{p}", _("give the surviving army points of both sides"))
        apply(changes.VictoryPointsChanged(p, survivors))  # type: ignore[arg-type]
    if form_def.hvt:
        who = _text(form, "hvt")
        if who not in ("", "A", "B"):
            raise FormError("hvt", _("must be A, B or nobody, got {got!r}").format(got=who[:5]))
        apply(changes.HvtHarmedChanged(who or None))
    unentered = model.missing()
    said_zero = [m for m in unentered if _form_field(m.field) in zeros and enterable(m, side)]
    if said_zero:
        model.enter_zeros(said_zero)
        unentered = model.missing()
    record = export_of(model, names, roles)
    try:
        settled = settle(record)
    except StateError as exc:
        raise FormError(_form_field(exc.field), exc.message) from None
    data = settled.to_json()
    op = {p: int(data["players"][p]["op"]) for p in PLAYERS}
    vp = {p: float(data["players"][p]["vp"] or 0) for p in PLAYERS}
    return Parsed(record, op, vp, dict(settled.tp), {p: data["players"][p]["lines"] for p in PLAYERS},
                  {p: data["players"][p]["missing"] for p in PLAYERS}, unentered)


def enterable(missing: Missing, side: str) -> bool:
    """Whether seat ``side``'s phone may enter ``missing`` (as 0): everything but the other seat's Classified
    Objectives, which only that seat enters (:func:`_own_only`)."""
    return not (missing.field.startswith("classified.") and missing.player != side)


def zero_fields(missing: list[Missing]) -> str:
    """The form fields of ``missing`` (``deck.B.main-classified``, ``cl.A.0.name``): what "They are 0" sends."""
    return " ".join(_form_field(m.field) for m in missing)


def own_unentered(mission: ResolvedMission, record: dict[str, Any] | None, side: str) -> list[Missing]:
    """What seat ``side`` alone may enter and the stored result lacks (its own Classified Objectives, which the
    other seat's phone could not enter): said before this seat confirms the result."""
    if not record:
        return []
    try:
        game = record_of(parse_export(record))
    except (StateError, InputError, TypeError, ValueError):
        return []
    return [m for m in missing_values(mission, game) if m.player == side and m.field.startswith("classified.")]


def ask(parsed: Parsed, side: str) -> list[Missing]:
    """The values this phone must settle before the result is sent as the game's end: entered, or said to be
    0. (The other seat's private values are listed, not asked: only that seat enters them.)"""
    return [m for m in parsed.unentered if enterable(m, side)]


def _own_private(form_def: Form, form: Mapping[str, str], side: str, model: TallyModel,
                 roles: list[tuple[str, str, str]]) -> None:
    """The posting seat's own Classified slots, INTELCOM card and hidden roles, as the tally's changes."""
    p = side
    for i in range(form_def.classified):
        at = f"cl.{p}.{i}"
        name = _text(form, f"{at}.name")[:NAME_MAX]
        flags = {"fulfilled": _ticked(form, f"{at}.done")}
        for flag in form_def.slot_flags:
            flags[flag] = _ticked(form, f"{at}.{flag}")
        if name or any(flags.values()):
            model.apply(changes.ClassifiedChanged(p, i, ClassifiedSlot(name, **flags)))
    if form_def.card_modes:
        mode = _text(form, f"ic.{p}.mode") or (form_def.card_modes[0] if len(form_def.card_modes) == 1 else "")
        zone = _text(form, f"ic.{p}.zone") or None
        target = _text(form, f"ic.{p}.target")[:NAME_MAX] or None
        value = _number(form, Field(f"ic.{p}.value", p, "number", _("INTELCOM card value"), max=99))
        if zone is not None or target is not None or value is not None:
            if mode not in form_def.card_modes:
                raise FormError(f"ic.{p}.mode", _("must be one of {modes}, got {got!r}").format(
                    modes=", ".join(form_def.card_modes), got=mode[:30]))
            model.apply(changes.IntelcomChanged(p, IntelcomCard(mode, value or 0, zone, target)))
    for role_id, _role_name in form_def.roles:
        holder = _text(form, f"role.{p}.{role_id}")[:NAME_MAX]
        if holder:
            roles.append((p, role_id, holder))


def carried(report: Any, side: str) -> list[dict[str, Any]]:
    """The other seat's private entries as the store holds them (its own post, or what was carried before):
    from the counter that seat sent, else from the reported values."""
    if report is None:
        return []
    other = "B" if side == "A" else "A"
    sources = []
    if report.counter is not None and report.disputed_by == other:
        sources.append(report.counter.record)
    sources.append(report.values.record)
    for record in sources:
        entries = [e for e in (record or {}).get("entries", [])
                   if isinstance(e, dict) and e.get("player") == other and str(e.get("key", "")).startswith(PRIVATE_KEYS)]
        if entries:
            return entries
    return []


def _carry(form_def: Form, entries: list[dict[str, Any]], player: str, model: TallyModel,
           roles: list[tuple[str, str, str]]) -> None:
    for e in entries:
        key, value = str(e.get("key", "")), e.get("value")
        try:
            if key.startswith("classified:") and isinstance(value, dict):
                index = int(key.split(":", 1)[1])
                if index < form_def.classified:
                    model.apply(changes.ClassifiedChanged(player, index, ClassifiedSlot(**value)))
            elif key == "intelcom" and isinstance(value, dict):
                model.apply(changes.IntelcomChanged(player, IntelcomCard(**value)))
            elif key.startswith("role:") and isinstance(value, str):
                roles.append((player, key.split(":", 1)[1], value))
        except (TypeError, ValueError):
            continue  # a stored entry of another shape: not carried (the organizer still has the report)


def export_of(model: TallyModel, names: tuple[str, str], roles: list[tuple[str, str, str]]) -> dict[str, Any]:
    """The model's record as the export's entries, sealed as the desktop stores them: a Classified slot until
    it is fulfilled, the INTELCOM card, and (the phone's own addition) who holds a hidden role."""
    rec, now = model.record, datetime.now(UTC).isoformat()
    entries: list[dict[str, Any]] = []

    def entry(player: str, key: str, value: Any, rnd: int | None = None, sealed: bool = False) -> None:
        entries.append({"player": player, "key": key, "round": rnd, "value": value, "source": "asked",
                        "sealed": sealed, "created_at": now, "updated_at": now})

    for p, objectives in rec.values.items():
        for oid, keys in objectives.items():
            for key, value in keys.items():
                entry(p, oid, value, None if key == GAME else int(key))
    for p, slots in rec.classified.items():
        for i, slot in enumerate(slots):
            entry(p, f"classified:{i}", asdict(slot), sealed=not slot.fulfilled)
    for p, card in rec.intelcom.items():
        if card is not None:
            entry(p, "intelcom", {k: v for k, v in asdict(card).items() if k != "target" or v is not None},
                  sealed=True)
    for p, decks in rec.decks.items():
        for deck_id, count in decks.items():
            entry(p, f"deck:{deck_id}", count)
    for p, vp in rec.vp.items():
        entry(p, "vp", vp)
    if rec.hvt_harmed_by:
        entry(rec.hvt_harmed_by, "hvt_harmed_by", rec.hvt_harmed_by)
    for p, role_id, holder in roles:
        entry(p, f"role:{role_id}", holder, sealed=True)
    m = model.mission
    return {"format": "its-desktop-game", "version": 1,
            "game": {"mission": m.scenario.id, "season": m.season.id, "points": m.points,
                     "player_a": names[0] or "A", "player_b": names[1] or "B", "created_at": now,
                     "updated_at": now, "round_reached": rec.rounds_completed or None, "turn_reached": None,
                     "end_reason": rec.end_reason},
            "entries": entries}


def masked_lines(parsed: Parsed, side: str, lang: str | None = None) -> dict[str, list[dict[str, Any]]]:
    """The check page's lines as seat ``side`` may read them: the other seat's sealed Classified and INTELCOM
    lines say only that they are private (their points still count in the total)."""
    other = "B" if side == "A" else "A"
    sealed = {e["key"] for e in parsed.record["entries"] if e["player"] == other and e.get("sealed")}
    private = {f"classified:{int(k.split(':', 1)[1]) + 1}" for k in sealed if k.startswith("classified:")}
    if "intelcom" in sealed:
        private.add("intelcom")
    out = dict(parsed.lines)
    out[other] = [dict(li, reason=_("private to player {side}", lang).format(side=other)) if li["id"] in private else li
                  for li in parsed.lines[other]]
    return out


def _form_field(record_field: str) -> str:
    """The form field a record field came from (``values.A.hacked-consoles.2`` → ``m.A.hacked-consoles.2``)."""
    parts = record_field.split(".")
    if len(parts) == 4 and parts[0] == "values":
        return f"m.{parts[1]}.{parts[2]}.{parts[3]}"
    if len(parts) == 2 and parts[0] == "vp":
        return f"vp.{parts[1]}"
    if record_field in ("end_reason", "game.end_reason"):
        return "end"
    if record_field in ("rounds_completed", "game.round_reached"):
        return "rounds"
    if len(parts) >= 2 and parts[0] == "intelcom":
        return f"ic.{parts[1]}.{parts[2] if len(parts) > 2 else 'mode'}"
    if len(parts) == 3 and parts[0] == "decks":
        return f"deck.{parts[1]}.{parts[2]}"
    slot = re.fullmatch(r"classified\.([AB])(?:\[(\d+)\])?(?:\.(\w+))?", record_field)
    if slot:  # classified.A[0].secure_hvt → cl.A.0.secure_hvt (a whole player's slots: the first slot)
        flag = {"fulfilled": "done", None: "name"}.get(slot.group(3), slot.group(3))
        return f"cl.{slot.group(1)}.{slot.group(2) or 0}.{flag}"
    return record_field


def label_of(form_def: Form, name: str, names: tuple[str, str], lang: str | None = None) -> str:
    """The words a refusal names a form field with, in the phone's language: whose it is (seat and player) and
    what it asks (``B · Ben Okafor · Kill more Army Points``), so a wrong value is found on a long form."""
    parts = name.split(".")
    whose = ""
    if len(parts) >= 2 and parts[1] in PLAYERS:
        whose = f"{parts[1]} · {names[PLAYERS.index(parts[1])]} · "
    what: str | None = None
    if parts[0] == "m":
        f = next((f for f in form_def.measures if f.name == name), None)
        if f is not None:
            what = f.label if f.key == GAME else f"{f.label} · " + _("round {n}", lang).format(n=f.key)
        elif len(parts) >= 3:  # an objective read from another line (a twin, "objectives scored"): its name
            o = next((o for o in form_def.mission.scenario.scoring if o.id == parts[2]), None)
            what = o.name.get(lang or "en") if o is not None else None
    elif parts[0] == "vp":
        what = _("Victory Points (surviving army points)", lang)
    elif parts[0] == "deck" and len(parts) == 3:
        deck = dict(form_def.decks).get(parts[2], parts[2])
        what = _("{deck}: objectives completed", lang).format(deck=deck)
    elif parts[0] == "cl" and len(parts) >= 3 and parts[2].isdigit():
        what = _("Classified {n}", lang).format(n=int(parts[2]) + 1)
    elif parts[0] == "ic":
        what = _("INTELCOM card", lang)
    elif parts[0] == "role" and len(parts) == 3:
        what = dict(form_def.roles).get(parts[2])
    elif name == "end":
        what = _("How the game ended", lang)
    elif name == "rounds":
        what = _("Rounds completed", lang)
    elif name == "hvt":
        what = _("Who harmed the enemy HVT?", lang)
    return whose + (what or name)


RECORD_FIELD = re.compile(r"(?:values|classified|decks|vp|intelcom)\.[AB](?:[.\[][\w\-.\[\]]*[\w\]])?")


def missing_words(form_def: Form, missing: list[str], side: str, names: tuple[str, str],
                  lang: str | None = None) -> list[str]:
    """The check page's "Not entered" list in words (the score lists record fields: ``values.A.more-killed.game``,
    ``classified.B``, ``decks.A.x and classified.A``), each the form field's label. The other seat's Classified
    Objectives and INTELCOM card are named only as private to that player: this phone never enters them."""
    other = "B" if side == "A" else "A"
    out: list[str] = []
    for said in missing:
        for record_field in RECORD_FIELD.findall(said) or [said]:
            parts = record_field.split(".")
            if parts[0] in ("classified", "intelcom") and parts[1][:1] == other:
                what = _("Classified Objectives", lang) if parts[0] == "classified" else _("INTELCOM card", lang)
                words = f"{other} · {names[PLAYERS.index(other)]} · {what} — " + \
                    _("private to player {side}", lang).format(side=other)
            elif parts[0] == "classified":
                words = f"{parts[1][:1]} · {names[PLAYERS.index(parts[1][:1])]} · " + _("Classified Objectives", lang)
            elif parts[0] == "values" and len(parts) == 3:  # a line counted from others: the objective itself
                words = label_of(form_def, f"m.{parts[1]}.{parts[2]}", names, lang)
            else:
                words = label_of(form_def, _form_field(record_field), names, lang)
            if words not in out:
                out.append(words)
    return out


def values_of(record: dict[str, Any] | None, lang: str | None = None) -> dict[str, str]:
    """A stored record back as form values (a seat's form starts from what was reported), numbers with the
    phone's decimal mark (``lang``; the form reads either mark back)."""
    out: dict[str, str] = {}

    def shown(v: float) -> str:
        return decimal(f"{v:g}", lang)

    game = (record or {}).get("game", {})
    if isinstance(game, dict) and game.get("end_reason") not in (None, "completed"):
        out["end"] = str(game["end_reason"])
        out["rounds"] = str(game.get("round_reached") or 0)
    for e in (record or {}).get("entries", []):
        p, key, rnd, v = e.get("player"), e.get("key", ""), e.get("round"), e.get("value")
        if key == "vp":
            out[f"vp.{p}"] = shown(v) if isinstance(v, (int, float)) else ""
        elif key.startswith("classified:") and isinstance(v, dict):
            i = key.split(":", 1)[1]
            out[f"cl.{p}.{i}.name"] = str(v.get("name", ""))
            for flag, name in (("fulfilled", "done"), ("secure_hvt", "secure_hvt"), ("intelcom", "intelcom"),
                               ("symbol", "symbol")):
                if v.get(flag):
                    out[f"cl.{p}.{i}.{name}"] = "on"
        elif key == "intelcom" and isinstance(v, dict):
            out[f"ic.{p}.mode"] = str(v.get("mode") or "")
            out[f"ic.{p}.value"] = shown(v['value']) if isinstance(v.get("value"), (int, float)) else ""
            out[f"ic.{p}.zone"] = str(v.get("zone") or "")
            out[f"ic.{p}.target"] = str(v.get("target") or "")
        elif key.startswith("role:"):
            out[f"role.{p}.{key.split(':', 1)[1]}"] = str(v)
        elif key.startswith("deck:"):
            out[f"deck.{p}.{key.split(':', 1)[1]}"] = shown(v) if isinstance(v, (int, float)) else ""
        elif key == "hvt_harmed_by":
            out["hvt"] = str(v)
        else:
            name = f"m.{p}.{key}.{GAME if rnd is None else rnd}"
            out[name] = ("on" if v else "") if isinstance(v, bool) else (shown(v) if isinstance(v, (int, float)) else "")
    return out
