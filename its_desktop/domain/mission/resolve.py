"""Turn a scenario's parametric data into concrete geometry at one game size, and check it."""

from __future__ import annotations

from collections.abc import Iterable

from shapely import box, unary_union
from shapely.geometry import Point, Polygon as ShapelyPolygon
from shapely.geometry.base import BaseGeometry

from its_desktop.domain import bounds, expr
from its_desktop.domain.i18n import _, join_words, pgettext

from .common import Param, ShortName, size_key
from .errors import MissionError, MissionErrors
from .resolved import ResolvedMarker, ResolvedMission, ResolvedZone
from .scenario import Around, At, Circle, Frame, Marker, Polygon, Rect, Scenario, Shape, Zone, scenario_sizes
from .season import Season

CIRCLE_SEGMENTS = 64  # drawing only; the geometry engine treats circles analytically
EDGE_TOLERANCE = 1e-9


def _listed(names: Iterable[str]) -> str:
    """Names a file may use, quoted as the file writes them: 'small', 'large'."""
    return ", ".join(repr(n) for n in sorted(names))


def _sizes(points: Iterable[int]) -> str:
    """Game sizes as a reader lists them: 200, 300 and 400 (in their language)."""
    return join_words(str(p) for p in points)


class _Context:
    def __init__(self, scenario: Scenario, season: Season, points: int, file: str) -> None:
        self.scenario = scenario
        self.season = season
        self.points = points
        self.file = file
        self.errors: list[MissionError] = []
        self.sizes = scenario_sizes(scenario, season)
        size = season.size(points)
        self.width = size.table.width
        self.depth = size.table.depth
        self.env: dict[str, float] = {"W": self.width, "D": self.depth, "points": float(points)}
        self.env["dz"] = self._deployment_depth()
        self.resolved: list[ResolvedZone] = []  # zones so far, for shapes drawn around them
        for name, param in scenario.params.items():
            self.env[name] = self._param(name, param)

    def error(self, field: str, message: str) -> None:
        self.errors.append(MissionError(self.file, field, _("{message} (at {points} points)").format(message=message,
                                                                                               points=self.points),
                                        message))

    def _deployment_depth(self) -> float:
        depth = self.scenario.deployment.depth
        if depth == "zones":
            return 0.0  # the scenario's own deployment zones; `dz` means nothing here
        if isinstance(depth, str):
            variants = self.season.deployment_depths
            if depth not in variants:
                self.error("deployment.depth", _("unknown variant {name}; the season has {known}").format(
                    name=repr(depth), known=_listed(variants)))
                return 0.0
            return variants[depth].at(self.points)
        try:
            return depth.at(self.points)
        except KeyError:
            self.error("deployment.depth", _("no value for this game size"))
            return 0.0

    def _param(self, name: str, param: Param) -> float:
        field = f"params.{name}"
        per_size = param.per_size()
        if per_size is not None and param.value is not None:
            self.error(field, _("give value or values, not both"))
            return 0.0
        if per_size is not None:
            if not set(self.sizes) <= per_size.sizes():
                self.error(field + ".values", _("must give every game size ({sizes}) once").format(sizes=_sizes(self.sizes)))
            try:
                return self.eval(param.at_size(self.points), field + ".values")
            except KeyError:
                return 0.0
        if param.value is None:
            self.error(field, _("give value or values"))
            return 0.0
        return self.eval(param.value, field)

    def eval(self, value: expr.Expr, field: str, extra: dict[str, float] | None = None) -> float:
        env = {**self.env, **(extra or {})}
        try:
            return expr.evaluate(value, env, self.season.unit_mm)
        except expr.ExprError as exc:
            self.error(field, str(exc))
            return 0.0

    def coordinate(self, value: expr.Expr, field: str, axis: str, extra: dict[str, float] | None = None) -> float:
        """A position's x or y within the physical bounds (on the table or beside it); a value past them is
        reported with its field and drawn at the nearest edge, so the geometry never sees 1e308 and the
        same fault is not reported again as "off the table"."""
        number = self.eval(value, field, extra)
        bound = bounds.position(self.width, self.depth)[axis == "y"]
        why = bound.problem(number)
        if why is None:
            return number
        self.error(field, why)
        return min(max(number, 0.0), self.width if axis == "x" else self.depth)

    def shape(self, shape: Shape, field: str, extra: dict[str, float] | None = None) -> BaseGeometry:
        def e(value: expr.Expr, name: str) -> float:
            axis = name.rpartition(".")[2].rstrip("01")  # x0, y1, x, points[2].y; r, inset, by are no position
            if axis in ("x", "y"):
                return self.coordinate(value, f"{field}.{name}", axis, extra)
            return self.eval(value, f"{field}.{name}", extra)

        if isinstance(shape, Rect):
            x0, y0, x1, y1 = e(shape.x0, "x0"), e(shape.y0, "y0"), e(shape.x1, "x1"), e(shape.y1, "y1")
            if x1 <= x0 or y1 <= y0:
                self.error(field, _("empty rectangle: x from {x0} to {x1}, y from {y0} to {y1}").format(
                    x0=f"{x0:g}", x1=f"{x1:g}", y0=f"{y0:g}", y1=f"{y1:g}"))
            return box(min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1))
        if isinstance(shape, Circle):
            r = e(shape.r, "r")
            if r <= 0:
                self.error(field + ".r", _("radius must be positive, got {r}").format(r=f"{r:g}"))
                r = EDGE_TOLERANCE
            return Point(e(shape.x, "x"), e(shape.y, "y")).buffer(r, quad_segs=CIRCLE_SEGMENTS // 4)
        if isinstance(shape, Frame):
            inset = e(shape.inset, "inset")
            if not 0 < inset < min(self.width, self.depth) / 2:
                self.error(field + ".inset", _("must be between 0 and half the table, got {inset}").format(inset=f"{inset:g}"))
                return box(0, 0, self.width, self.depth)
            return box(0, 0, self.width, self.depth).difference(
                box(inset, inset, self.width - inset, self.depth - inset))
        if isinstance(shape, Around):
            by = e(shape.by, "by")
            near = [z.geometry for z in self.resolved if z.id in shape.of or z.group in shape.of]
            if not near:
                self.error(field + ".of", _("no zone {name} before this one").format(name=", ".join(shape.of)))
                return box(0, 0, self.width, self.depth)
            if by < 0:
                self.error(field + ".by", _("must not be negative, got {by}").format(by=f"{by:g}"))
            return unary_union(near).buffer(max(by, 0), quad_segs=CIRCLE_SEGMENTS // 4).intersection(
                box(0, 0, self.width, self.depth))
        assert isinstance(shape, Polygon)
        points = [(e(x, f"points[{i}].x"), e(y, f"points[{i}].y")) for i, (x, y) in enumerate(shape.points)]
        poly = ShapelyPolygon(points)
        if not poly.is_valid:
            self.error(field, _("the polygon crosses itself"))
        return poly


def resolve(scenario: Scenario, season: Season, points: int, file: str = "") -> ResolvedMission:
    """The scenario at ``points``; raises MissionErrors listing every problem found."""
    mission, errors = _resolve(scenario, season, points, file or scenario.id)
    if errors:
        raise MissionErrors(errors)
    return mission


def _resolve(scenario: Scenario, season: Season, points: int, file: str) -> tuple[ResolvedMission, list[MissionError]]:
    ctx = _Context(scenario, season, points, file)
    ctx.resolved = _deployment_zones(ctx)
    for spec in scenario.zones:
        ctx.resolved += _zones(ctx, spec)
    zones = ctx.resolved
    markers = _markers(ctx, zones)
    params = {k: v for k, v in ctx.env.items() if k not in ("W", "D", "points")}
    mission = ResolvedMission(scenario, season, points, ctx.width, ctx.depth, zones, markers, params)
    _check(ctx, mission)
    return mission, ctx.errors


def _deployment_zones(ctx: _Context) -> list[ResolvedZone]:
    dep = ctx.scenario.deployment
    if dep.depth == "zones":
        return []
    dz = ctx.env["dz"]
    if not 0 < dz < ctx.depth / 2:
        ctx.error("deployment.depth", _("depth {dz} must be positive and less than half the table depth").format(dz=f"{dz:g}"))
    inferred = None
    for c in dep.corrections:
        if ctx.points in c.points:
            # The reading's lengths stay "{12 in}" here, read in the units chosen when shown (ResolvedZone).
            inferred = _("The pack reads '{literal}'; we read {reading}: {reason}").format(
                literal=c.literal, reading=c.reading, reason=c.reason.template())
    names = {"A": _("Deployment Zone A"), "B": _("Deployment Zone B")}
    shapes = {"A": box(0, 0, ctx.width, dz), "B": box(0, ctx.depth - dz, ctx.width, ctx.depth)}
    return [
        ResolvedZone(f"deployment-{side.lower()}", "deployment", names[side], side, shapes[side], "deployment",
                     None, False, "totally_inside", "deployment", dep.source, inferred,
                     short=_deployment_short(ctx.season, side))
        for side in ("A", "B")
    ]


def _deployment_short(season: Season, side: str) -> str:
    given: ShortName | None = season.deployment_short.get(side)  # type: ignore[call-overload]  # "A" or "B"
    if given is not None:
        return given.get()
    return pgettext("zone code", "DZ A") if side == "A" else pgettext("zone code", "DZ B")


def _inferred(spec: Zone | Marker | At, points: int) -> str | None:
    """Why the position is inferred, at this game size, in the current language; its lengths still "{4 in}",
    read in the units chosen when it is shown (the resolved table is cached, a units choice may come later)."""
    reasons = [spec.inferred.template()] if spec.inferred else []
    for key, reason in spec.inferred_at.items():
        if str(points) in key.split("/"):
            reasons.append(reason.template())
    return " ".join(reasons) or None


def _zones(ctx: _Context, spec: Zone) -> list[ResolvedZone]:
    # per_round zones name their rounds (the Zone model checks it)
    rounds: list[int] | list[None] = (spec.when.rounds or []) if spec.per_round else [None]
    out = []
    for rnd in rounds:
        extra = {"round": float(rnd)} if rnd is not None else None
        field = f"zones[{spec.id}]"
        geom = ctx.shape(spec.shape, f"{field}.shape", extra)
        for i, hole in enumerate(spec.holes):
            geom = geom.difference(ctx.shape(hole, f"{field}.holes[{i}]", extra))
        zid = f"{spec.id}-r{rnd}" if rnd is not None else spec.id
        # the lengths in a name stay numbers: shown in the reader's units when read (resolved.py's _Worded)
        name = spec.name.template() + (_(" (round {n})").format(n=rnd) if rnd is not None else "")
        # a per-round copy keeps its short name with the round's number: one short name per zone
        base = spec.short.get() if spec.short else spec.name.template()
        short = base if rnd is None else pgettext("short zone name", "{short} R{n}").format(short=base, n=rnd)
        out.append(ResolvedZone(
            zid, spec.kind, name, spec.owner, geom, spec.when.phase,
            [rnd] if rnd is not None else spec.when.rounds, spec.is_zo, spec.inside_rule,
            spec.group or spec.id, spec.source, _inferred(spec, ctx.points), rnd is not None, spec.ends_when,
            short=short,
        ))
    return out


def _markers(ctx: _Context, zones: list[ResolvedZone]) -> list[ResolvedMarker]:
    by_zone = {z.id: z for z in zones}
    placed: dict[str, tuple[float, float]] = {}
    out: list[ResolvedMarker] = []
    control = ctx.scenario.control or ctx.season.default_control
    for spec in ctx.scenario.markers:
        field = f"markers[{spec.id}]"
        diameter = spec.diameter_mm
        if spec.token is not None:
            token = ctx.season.tokens.get(spec.token)
            if token is None:
                ctx.error(f"{field}.token", _("unknown token {name}; the season has {known}").format(
                    name=repr(spec.token), known=_listed(ctx.season.tokens)))
            else:
                diameter = token.diameter_mm
        size = None
        if spec.footprint is not None:
            size = (ctx.eval(spec.footprint.width, f"{field}.footprint.width"),
                    ctx.eval(spec.footprint.depth, f"{field}.footprint.depth"), spec.footprint.along)
        for i, at in enumerate(spec.at):
            footprint = None
            if size is not None:
                along = at.along or size[2]
                footprint = (size[0], size[1]) if along == "x" else (size[1], size[0])
            mid = spec.id if len(spec.at) == 1 else f"{spec.id}-{i + 1}"
            x, y = _position(ctx, at, f"{field}.at[{i}]", by_zone, placed)
            placed[mid] = (x, y)
            label = at.label.get() if at.label else (spec.name.get() if len(spec.at) == 1 else f"{spec.name.get()} {i + 1}")
            short = at.short.get() if at.short else label
            out.append(ResolvedMarker(
                mid, spec.id, spec.kind, spec.name.get(), label, at.owner or spec.owner, x, y, diameter, footprint,
                spec.control or control, list(spec.states), dict(spec.initial_state), spec.movable, spec.profile,
                spec.source, " ".join(filter(None, [_inferred(spec, ctx.points), _inferred(at, ctx.points)])) or None,
                destroyed_keeps=tuple(spec.on_destroyed.keeps) if spec.on_destroyed else (),
                destroyed_source=spec.on_destroyed.source if spec.on_destroyed else None,
                destroyed_by_holder=bool(spec.on_destroyed and spec.on_destroyed.by_holder),
                destroyed_other_reading=spec.on_destroyed.other_reading if spec.on_destroyed else None,
                contested=spec.contested.rule if spec.contested else None, short=short,
                gender={"fr": spec.gender.fr, "es": spec.gender.es},
            ))
    return out


def _position(ctx: _Context, at: At, field: str, zones: dict[str, ResolvedZone],
              placed: dict[str, tuple[float, float]]) -> tuple[float, float]:
    if at.centre_of is not None:
        zone = zones.get(at.centre_of)
        if zone is None:
            ctx.error(field + ".centre_of", _("no zone {name}").format(name=repr(at.centre_of)))
            return 0.0, 0.0
        c = zone.geometry.centroid
        return c.x, c.y
    if at.same_as is not None:
        if at.same_as not in placed:
            ctx.error(field + ".same_as", _("no marker {name} placed before this one").format(name=repr(at.same_as)))
            return 0.0, 0.0
        return placed[at.same_as]
    assert at.x is not None and at.y is not None  # At's validator: coordinates when no other way is given
    return ctx.coordinate(at.x, field + ".x", "x"), ctx.coordinate(at.y, field + ".y", "y")


def _check_short_names(ctx: _Context) -> None:
    """One short name names one zone, in every language (a score line "Q2" must not mean two zones)."""
    shorts = [(z.id, z.short) for z in ctx.scenario.zones if z.short is not None]
    if ctx.scenario.deployment.depth != "zones":
        shorts += [(f"deployment-{p.lower()}", s) for p, s in ctx.season.deployment_short.items()]
    for lang in ("en", "fr", "es"):
        seen: dict[str, str] = {}
        for zid, short in shorts:
            text = short.get(lang)
            if text in seen:
                ctx.error(f"zones[{zid}].short.{lang}", _("{text} already names zone {zone}").format(text=repr(text),
                                                                                           zone=repr(seen[text])))
            seen.setdefault(text, zid)


def _check(ctx: _Context, mission: ResolvedMission) -> None:
    table = box(0, 0, mission.width, mission.depth).buffer(EDGE_TOLERANCE)
    zone_ids = {z.id for z in mission.zones}
    groups = {z.group for z in mission.zones}
    for z in mission.zones:
        if z.geometry.is_empty or z.geometry.area <= 0:
            ctx.error(f"zones[{z.id}]", _("the zone is empty"))
        elif not table.contains(z.geometry):
            ctx.error(f"zones[{z.id}]", _("the zone reaches off the table"))
    _check_short_names(ctx)
    a = unary_union([z.geometry for z in mission.zones if z.kind == "deployment" and z.owner == "A"])
    b = unary_union([z.geometry for z in mission.zones if z.kind == "deployment" and z.owner == "B"])
    if a.intersection(b).area > EDGE_TOLERANCE:
        ctx.error("deployment", _("the two sides' deployment zones overlap"))
    marker_ids = {m.id for m in mission.markers} | {m.group for m in mission.markers}
    for m in mission.markers:
        if not (-EDGE_TOLERANCE <= m.x <= mission.width + EDGE_TOLERANCE
                and -EDGE_TOLERANCE <= m.y <= mission.depth + EDGE_TOLERANCE):
            ctx.error(f"markers[{m.group}]", _("{marker} at x {x}, y {y} is off the {width} × {depth} table").format(
                marker=m.id, x=f"{m.x:g}", y=f"{m.y:g}", width=f"{mission.width:g}", depth=f"{mission.depth:g}"))
    sc = ctx.scenario
    kinds = {m.kind for m in mission.markers}
    for o in sc.scoring:
        field = f"scoring[{o.id}].measure"
        measure = o.measure
        for ref in getattr(measure, "of", []) if measure.type == "markers" else []:
            if ref not in marker_ids:
                ctx.error(f"{field}.of", _("no marker {name}").format(name=repr(ref)))
        if measure.type == "zones_dominated":
            for ref in measure.of:
                if ref not in zone_ids | groups:
                    ctx.error(f"{field}.of", _("no zone {name}").format(name=repr(ref)))
        zone = getattr(measure, "zone", None)
        side, _colon, owned = (zone or "").partition(":")
        if side in ("own", "enemy") and owned:
            if {z.owner for z in mission.zones if z.id == owned or z.group == owned} < {"A", "B"}:
                ctx.error(f"{field}.zone", _("{zone}: no zone {name} owned by each side").format(zone=repr(zone), name=repr(owned)))
        elif zone is not None and zone not in zone_ids | groups | {"own_deployment", "enemy_deployment",
                                                                   "enemy_half", "own_half"}:
            ctx.error(f"{field}.zone", _("no zone {name}").format(name=repr(zone)))
        if measure.type == "scored":
            for ref in measure.of:
                target = next((x for x in sc.scoring if x.id == ref and x.id != o.id), None)
                if target is None or target.measure.type == "scored":
                    ctx.error(f"{field}.of", _("no other objective {name} (scored from the table or the players)").format(
                        name=repr(ref)))
        if measure.type == "objectives":
            for name, deck in [("deck", measure.deck)] + [(f"plus[{i}]", d) for i, d in enumerate(measure.plus)]:
                if deck != "classified" and deck not in {d.id for d in sc.decks}:
                    ctx.error(f"{field}.{name}", _("no deck {name}").format(name=repr(deck)))
        if o.bands is not None:
            covered = {size for key in o.bands for size in size_key(key)}
            if not set(ctx.sizes) <= covered:
                ctx.error(f"scoring[{o.id}].bands", _("must give every game size ({sizes}) once").format(sizes=_sizes(ctx.sizes)))
    for i, p in enumerate(sc.placements):
        for j, c in enumerate(p.constraints):
            if c.zone is not None and c.zone not in zone_ids | groups:
                ctx.error(f"placements[{p.id}].constraints[{j}].zone", _("no zone {name}").format(name=repr(c.zone)))
            if c.by is not None:
                ctx.eval(c.by, f"placements[{p.id}].constraints[{j}].by")
        if p.token is not None and p.token not in ctx.season.tokens:
            ctx.error(f"placements[{p.id}].token", _("unknown token {name}; the season has {known}").format(
                name=repr(p.token), known=_listed(ctx.season.tokens)))
    marker_groups = {m.group for m in mission.markers}
    for zone_spec in sc.zones:
        for ref in zone_spec.ends_when.markers if zone_spec.ends_when else []:
            if ref not in marker_ids | marker_groups:
                ctx.error(f"zones[{zone_spec.id}].ends_when.markers", _("no marker {name}").format(name=repr(ref)))
    for i, ban in enumerate(sc.deployment_bans):
        for ref in ban.with_:
            if ref not in marker_ids | kinds | {p.id for p in sc.placements}:
                ctx.error(f"deployment_bans[{i}].with", _("no marker {name}").format(name=repr(ref)))
        if ban.zone is not None and ban.zone not in zone_ids | groups:
            ctx.error(f"deployment_bans[{i}].zone", _("no zone {name}").format(name=repr(ban.zone)))
    for e in sc.end_effects:
        if e.zone is not None and e.zone not in zone_ids | groups:
            ctx.error(f"end_effects[{e.id}].zone", _("no zone {name}").format(name=repr(e.zone)))
        for ref in e.exempt_contact_with + (e.unless.markers if e.unless else []):
            if ref not in marker_ids:
                ctx.error(f"end_effects[{e.id}]", _("no marker {name}").format(name=repr(ref)))
    for p in sc.placements:
        if p.profile is not None and p.profile not in sc.profiles:
            ctx.error(f"placements[{p.id}].profile", _("no profile {name}").format(name=repr(p.profile)))
    role_ids = {r.id for r in sc.roles}
    for o in sc.scoring:
        role = getattr(o.measure, "role", None)
        if role is not None and o.measure.type in ("presence", "threaten") and role not in role_ids | {"lieutenant"}:
            ctx.error(f"scoring[{o.id}].measure.role", _("no role {name}").format(name=repr(role)))
    for spec in sc.markers:
        if spec.profile is not None and spec.profile not in sc.profiles:
            ctx.error(f"markers[{spec.id}].profile", _("no profile {name}").format(name=repr(spec.profile)))


def check(scenario: Scenario, season: Season, file: str) -> list[MissionError]:
    """Every problem of a scenario at every game size of its season (each reported once)."""
    if scenario.season != season.id:
        return [MissionError(file, "season", _("{season} does not match the season file's {file_season}").format(
            season=repr(scenario.season), file_season=repr(season.id)))]
    if not scenario.id.startswith(season.id + "/"):
        return [MissionError(file, "id", _("must start with {prefix}").format(prefix=repr(season.id + "/")))]
    if scenario.sizes is not None:
        unknown = [p for p in scenario.sizes if p not in season.points]
        if unknown or not scenario.sizes:
            return [MissionError(file, "sizes", _("must be game sizes of {season} ({sizes}), got {got}").format(
                season=season.name.get(), sizes=_sizes(season.points), got=_sizes(scenario.sizes)))]
    seen: dict[str, MissionError] = {}
    for points in scenario_sizes(scenario, season):
        _mission, errors = _resolve(scenario, season, points, file)
        for err in errors:
            key = f"{err.field}: {err.reason}"
            seen.setdefault(key, err)
    return list(seen.values())
