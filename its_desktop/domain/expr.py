"""Tiny arithmetic language for positions and sizes in mission files.

Mission data writes coordinates as the pack does ("8 in from the edge", "centre of the table"),
so a file says ``"W - d"`` or ``"D/2"`` instead of repeating a number per game size. Only
numbers, names, + - * /, parentheses and a few pure functions are allowed: a mission file
is data and must never run code.
"""

from __future__ import annotations

import ast
import math
from collections.abc import Callable, Mapping

from .errors import InputError
from .i18n import _, ngettext

Number = int | float
Expr = str | int | float

_FUNCTIONS: dict[str, Callable[..., Number]] = {"min": min, "max": max, "abs": abs}
_BINOPS: dict[type[ast.operator], Callable[[Number, Number], Number]] = {
    ast.Add: lambda a, b: a + b,
    ast.Sub: lambda a, b: a - b,
    ast.Mult: lambda a, b: a * b,
    ast.Div: lambda a, b: a / b,
}


MAX_LENGTH = 500      # the longest expression in the library is ~40 characters
MAX_DEPTH = 100       # nesting of operators and calls; Python's own parser recurses per level
MAX_CONSTANT = 1e9    # a table is at most 48 in; a game size at most 400 points
_ARITY = {"min": (2, None), "max": (2, None), "abs": (1, 1), "mm": (1, 1), "cm": (1, 1)}


class ExprError(InputError):
    """An expression that cannot be parsed or evaluated; the message is one line (the map reader adds the
    file and the field)."""

    def __init__(self, message: str) -> None:
        super().__init__("", message)


def _shown(text: Expr) -> str:
    shown = repr(text)
    return shown if len(shown) <= 60 else shown[:57] + ("…'" if shown[0] == "'" else "…")


def parse(text: Expr) -> ast.expr:
    """The checked syntax tree of ``text``: only the allowed names and operators, every call with the number of
    values its function takes, nesting and constants bounded — so evaluating it cannot fail but for a
    missing name, a division by zero or a result too large."""
    if isinstance(text, bool) or not isinstance(text, (str, int, float)):
        raise ExprError(_("expected a number or an expression, got {got}").format(got=_shown(text)))
    if isinstance(text, (int, float)):
        _constant(text, text)
        return ast.Constant(value=text)
    if len(text) > MAX_LENGTH:
        raise ExprError(_("expression longer than {n} characters: {got}").format(n=MAX_LENGTH, got=_shown(text)))
    try:
        tree = ast.parse(text.strip(), mode="eval")
    except (SyntaxError, ValueError):
        raise ExprError(_("cannot read expression {got}").format(got=_shown(text))) from None
    except (RecursionError, MemoryError):
        raise ExprError(_("expression nested too deep: {got}").format(got=_shown(text))) from None
    _check(tree.body, text, 0)
    return tree.body


def _constant(value: Number, text: Expr) -> None:
    if abs(value) > MAX_CONSTANT or not math.isfinite(value):  # the size first: math.isfinite(10**400) overflows
        raise ExprError(_("{got}: the number {number} is not a finite size (at most {most})").format(
            got=_shown(text), number=_shown(value), most=f"{MAX_CONSTANT:g}"))


def _check(node: ast.AST, text: str, depth: int) -> None:
    if depth > MAX_DEPTH:
        raise ExprError(_("expression nested more than {n} levels deep: {got}").format(n=MAX_DEPTH, got=_shown(text)))
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)) and not isinstance(node.value, bool):
        _constant(node.value, text)
        return
    if isinstance(node, ast.Name):
        return
    if isinstance(node, ast.BinOp) and type(node.op) in _BINOPS:
        _check(node.left, text, depth + 1)
        _check(node.right, text, depth + 1)
        return
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
        _check(node.operand, text, depth + 1)
        return
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id in _ARITY
        and not node.keywords
        and not any(isinstance(a, ast.Starred) for a in node.args)
    ):
        low, high = _ARITY[node.func.id]
        n = len(node.args)
        if n < low or (high is not None and n > high):
            if low == high:
                message = ngettext("{name}() takes {low} value, got {n}, in {got}",
                                   "{name}() takes {low} values, got {n}, in {got}", low)
            else:
                message = ngettext("{name}() takes at least {low} value, got {n}, in {got}",
                                   "{name}() takes at least {low} values, got {n}, in {got}", low)
            raise ExprError(message.format(name=node.func.id, low=low, n=n, got=_shown(text)))
        for arg in node.args:
            _check(arg, text, depth + 1)
        return
    raise ExprError(_("{got} may use only numbers, names, + - * /, parentheses, min, max, abs, mm() and cm()").format(
        got=_shown(text)))


def names(text: Expr) -> set[str]:
    """Variable names an expression reads (function names excluded)."""
    tree = parse(text)
    called = {n.func.id for n in ast.walk(tree) if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)}
    found = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)}
    return found - called


def evaluate(text: Expr, env: Mapping[str, Number], unit_mm: float = 25.4) -> float:
    """Evaluate ``text`` with the variables in ``env``; ``mm(x)`` and ``cm(x)`` convert to table units.

    The French and Spanish packs write distances in cm on tables whose unit is the 2.5 cm gaming
    inch: ``cm(30)`` is 12 table units there, so files can quote the pack's numbers as printed."""
    return _finite(_eval(parse(text), env, unit_mm, text), text)


def _finite(value: Number, text: Expr) -> float:
    """``value`` as a float, or ExprError when it is not a finite size (``1e308*10``, a name set to inf)."""
    try:
        result = float(value)
    except OverflowError:
        result = math.inf
    if not math.isfinite(result) or abs(result) > 1e15:
        raise ExprError(_("{got} is not a finite size").format(got=_shown(text)))
    return result


def _eval(node: ast.expr, env: Mapping[str, Number], unit_mm: float, text: Expr) -> Number:
    if isinstance(node, ast.Constant):
        assert isinstance(node.value, (int, float))  # _check admits number constants only
        return node.value
    if isinstance(node, ast.Name):
        if node.id not in env:
            known = ", ".join(sorted(env))
            raise ExprError(_("unknown name {name!r} in {got} (known: {known})").format(name=node.id, got=_shown(text),
                                                                                    known=known))
        return _finite(env[node.id], text)
    if isinstance(node, ast.BinOp):
        left = _eval(node.left, env, unit_mm, text)
        right = _eval(node.right, env, unit_mm, text)
        if isinstance(node.op, ast.Div) and right == 0:
            raise ExprError(_("division by zero in {got}").format(got=_shown(text)))
        return _finite(_BINOPS[type(node.op)](left, right), text)
    if isinstance(node, ast.UnaryOp):
        value = _eval(node.operand, env, unit_mm, text)
        return -value if isinstance(node.op, ast.USub) else value
    if isinstance(node, ast.Call):
        assert isinstance(node.func, ast.Name)  # _check admits calls of named functions only
        name = node.func.id
        args = [_eval(a, env, unit_mm, text) for a in node.args]
        if name in ("mm", "cm"):
            if len(args) != 1:
                raise ExprError(_("{name}() takes one value in {got}").format(name=name, got=_shown(text)))
            return args[0] * (10 if name == "cm" else 1) / unit_mm
        return _finite(_FUNCTIONS[name](*args), text)
    raise ExprError(_("cannot evaluate {got}").format(got=_shown(text)))  # pragma: no cover - _check rejects the rest
