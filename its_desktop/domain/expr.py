"""Tiny arithmetic language for positions and sizes in mission files.

Mission data writes coordinates as the pack does ("8 in from the edge", "centre of the table"),
so a file says ``"W - d"`` or ``"D/2"`` instead of repeating a number per game size. Only
numbers, names, + - * /, parentheses and a few pure functions are allowed: a mission file
is data and must never run code.
"""

from __future__ import annotations

import ast
import math
from collections.abc import Mapping

Number = int | float
Expr = str | int | float

_FUNCTIONS = {"min": min, "max": max, "abs": abs}
_BINOPS = {
    ast.Add: lambda a, b: a + b,
    ast.Sub: lambda a, b: a - b,
    ast.Mult: lambda a, b: a * b,
    ast.Div: lambda a, b: a / b,
}


class ExprError(ValueError):
    """An expression that cannot be parsed or evaluated; the message is one line."""


def parse(text: Expr) -> ast.expr:
    if isinstance(text, bool):
        raise ExprError(f"expected a number or an expression, got {text!r}")
    if isinstance(text, (int, float)):
        return ast.Constant(value=text)
    try:
        tree = ast.parse(text.strip(), mode="eval")
    except SyntaxError:
        raise ExprError(f"cannot read expression {text!r}") from None
    _check(tree.body, text)
    return tree.body


def _check(node: ast.AST, text: str) -> None:
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)) and not isinstance(node.value, bool):
        return
    if isinstance(node, ast.Name):
        return
    if isinstance(node, ast.BinOp) and type(node.op) in _BINOPS:
        _check(node.left, text)
        _check(node.right, text)
        return
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
        _check(node.operand, text)
        return
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and (node.func.id in _FUNCTIONS or node.func.id in ("mm", "cm"))
        and not node.keywords
    ):
        for arg in node.args:
            _check(arg, text)
        return
    raise ExprError(f"{text!r} may use only numbers, names, + - * /, parentheses, min, max, abs, mm() and cm()")


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
    return float(_eval(parse(text), env, unit_mm, text))


def _eval(node: ast.expr, env: Mapping[str, Number], unit_mm: float, text: Expr) -> Number:
    if isinstance(node, ast.Constant):
        return node.value
    if isinstance(node, ast.Name):
        if node.id not in env:
            known = ", ".join(sorted(env))
            raise ExprError(f"unknown name {node.id!r} in {text!r} (known: {known})")
        return env[node.id]
    if isinstance(node, ast.BinOp):
        left = _eval(node.left, env, unit_mm, text)
        right = _eval(node.right, env, unit_mm, text)
        if isinstance(node.op, ast.Div) and right == 0:
            raise ExprError(f"division by zero in {text!r}")
        return _BINOPS[type(node.op)](left, right)
    if isinstance(node, ast.UnaryOp):
        value = _eval(node.operand, env, unit_mm, text)
        return -value if isinstance(node.op, ast.USub) else value
    if isinstance(node, ast.Call):
        args = [_eval(a, env, unit_mm, text) for a in node.args]
        if node.func.id in ("mm", "cm"):
            if len(args) != 1:
                raise ExprError(f"{node.func.id}() takes one value in {text!r}")
            return args[0] * (10 if node.func.id == "cm" else 1) / unit_mm
        result = _FUNCTIONS[node.func.id](*args)
        if not math.isfinite(result):
            raise ExprError(f"{text!r} is not a finite number")
        return result
    raise ExprError(f"cannot evaluate {text!r}")  # pragma: no cover - _check rejects the rest
