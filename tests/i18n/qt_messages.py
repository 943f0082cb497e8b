"""The interface's messages, read from the code as Qt's lupdate did: every ``tr("…")`` and
``QCoreApplication.translate("Context", "…")`` of ``its_desktop/ui`` (an AST walk, so a ``tr`` inside an
f-string's braces is found too). A call whose text is not a literal is reported: nothing could check that
its words are in the catalog."""

from __future__ import annotations

import ast
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

UI = Path(__file__).resolve().parents[2] / "its_desktop" / "ui"


@dataclass(frozen=True)
class QtMessage:
    context: str  # the class (what tr() passes), or translate()'s first argument
    source: str
    disambiguation: str | None
    plural: bool
    where: str


def _text(node: ast.expr | None) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def _wrapper_context(tree: ast.Module) -> str | None:
    """A module-level ``def tr(text): return QCoreApplication.translate("Ctx", text)``: its context."""
    for node in tree.body:
        if isinstance(node, ast.FunctionDef) and node.name == "tr":
            for call in ast.walk(node):
                if isinstance(call, ast.Call) and _name(call.func) == "translate" and call.args:
                    return _text(call.args[0])
    return None


def _name(func: ast.expr) -> str | None:
    return func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else None


def _calls(path: Path) -> tuple[list[QtMessage], list[str]]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    wrapper = _wrapper_context(tree)
    found: list[QtMessage] = []
    unreadable: list[str] = []

    def visit(node: ast.AST, cls: str | None, func: str | None) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.ClassDef):
                visit(child, child.name, func)
                continue
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
                visit(child, cls, child.name)
                continue
            if isinstance(child, ast.Call) and child.args and not (func == "tr" and cls is None):
                where = f"{path.relative_to(UI.parent.parent)}:{child.lineno}"
                name = _name(child.func)
                args = child.args
                if name == "tr" and (isinstance(child.func, ast.Attribute) or wrapper):
                    # ``window.tr`` outside a class: the window's class, unknown here (the plain entry answers)
                    context = (cls or "") if isinstance(child.func, ast.Attribute) else wrapper
                    if _text(args[0]) is None or context is None:
                        unreadable.append(where)
                    else:
                        found.append(QtMessage(context, _text(args[0]) or "", _text(args[1]) if len(args) > 1 else None,
                                               len(args) > 2, where))
                elif name == "translate" and isinstance(child.func, ast.Attribute) and \
                        _name(child.func.value) == "QCoreApplication":
                    if len(args) < 2 or _text(args[0]) is None or _text(args[1]) is None:
                        unreadable.append(where)
                    else:
                        found.append(QtMessage(_text(args[0]) or "", _text(args[1]) or "",
                                               _text(args[2]) if len(args) > 2 else None, len(args) > 3, where))
            visit(child, cls, func)

    visit(tree, None, None)
    return found, unreadable


@lru_cache(maxsize=1)
def qt_messages() -> tuple[tuple[QtMessage, ...], tuple[str, ...]]:
    """Every message of the interface, and where a call's text cannot be read."""
    messages: list[QtMessage] = []
    unreadable: list[str] = []
    for path in sorted(UI.rglob("*.py")):
        found, bad = _calls(path)
        messages += found
        unreadable += bad
    return tuple(messages), tuple(unreadable)
