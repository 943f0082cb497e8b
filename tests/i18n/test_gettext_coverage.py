"""Every word the Qt-free layers hand to gettext has its French and Spanish entry in resources/locale.

The calls are found in the code itself (an AST walk of every module outside ui/), so a label added to a
PDF, the command line or the rules without its translation fails here instead of printing in English."""

from __future__ import annotations

import ast
from importlib import resources
from pathlib import Path

import pytest

from its_desktop.domain.po import parse_po

ROOT = Path(__file__).resolve().parents[2] / "its_desktop"
GETTEXT = {"_", "ngettext", "pgettext", "npgettext"}


def _aliases(tree: ast.Module) -> dict[str, str]:
    """Local name -> gettext function, for imports from its_desktop.domain.i18n (absolute or relative)."""
    out: dict[str, str] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and (node.module or "").endswith("i18n"):
            for a in node.names:
                if a.name in GETTEXT:
                    out[a.asname or a.name] = a.name
    return out


def _literal(node: ast.expr) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


def _module_dicts(tree: ast.Module) -> dict[str, list[str]]:
    """Module-level ``NAME = {key: "literal", …}``: the values a ``_(NAME[key])`` call can translate."""
    out: dict[str, list[str]] = {}
    for node in tree.body:
        target = node.targets[0] if isinstance(node, ast.Assign) and len(node.targets) == 1 else \
            node.target if isinstance(node, ast.AnnAssign) else None
        value = getattr(node, "value", None)
        if isinstance(target, ast.Name) and isinstance(value, ast.Dict):
            texts = [_literal(v) for v in value.values]
            if texts and None not in texts:
                out[target.id] = [t for t in texts if t is not None]
    return out


def _computed(arg: ast.expr, tree: ast.Module, parents: dict[ast.AST, ast.AST],
              dicts: dict[str, list[str]]) -> list[str] | None:
    """The literal messages a computed argument can only be: ``D[k]`` of a module-level dict of literals
    (here or imported), or the variable of a comprehension over a tuple of literals. None: unknown."""
    if isinstance(arg, ast.Subscript) and isinstance(arg.value, ast.Name) and arg.value.id in dicts:
        return dicts[arg.value.id]
    if isinstance(arg, ast.Name):
        node: ast.AST | None = arg
        while node is not None:
            if isinstance(node, (ast.GeneratorExp, ast.ListComp, ast.SetComp)):
                for gen in node.generators:
                    if isinstance(gen.target, ast.Name) and gen.target.id == arg.id and \
                            isinstance(gen.iter, (ast.Tuple, ast.List)):
                        texts = [_literal(e) for e in gen.iter.elts]
                        if None not in texts:
                            return [t for t in texts if t is not None]
            node = parents.get(node)
    return None


def _imported_dicts(tree: ast.Module, here: Path) -> dict[str, list[str]]:
    """Dicts of literals imported by name from another module of the package (absolute or relative)."""
    out: dict[str, list[str]] = {}
    for node in tree.body:
        if isinstance(node, ast.ImportFrom) and node.module and (node.level or node.module.startswith("its_desktop")):
            base = ROOT.parent if not node.level else here.parents[node.level - 1]
            path = base / Path(*node.module.split(".")).with_suffix(".py")
            if not path.is_file():
                continue
            there = _module_dicts(ast.parse(path.read_text(encoding="utf-8")))
            out.update({a.asname or a.name: there[a.name] for a in node.names if a.name in there})
    return out


# The one gettext call whose message is not a literal in the code: the players' pages hand their Jinja
# templates' literals to gettext through it (render's ``tr``); tests/web/test_players_language.py walks
# the templates and requires French and Spanish for each. Any other computed call fails here (give
# the literal, or a module-level dict of literals); an allowance whose call is gone fails too.
DATA_DRIVEN = {"its_desktop/web/players/i18n.py: _(message, lang)"}
COMPUTED: set[str] = set()  # filled by messages_in_code: every computed call it could not resolve


def messages_in_code() -> dict[str, set[str]]:
    """``{msgid as the .mo stores it: {where}}`` for every gettext call with literal arguments, and the
    literals a computed argument can only be (``COMPUTED`` collects the calls it cannot resolve)."""
    found: dict[str, set[str]] = {}
    for path in sorted(ROOT.rglob("*.py")):
        if "ui" in path.relative_to(ROOT).parts[:1]:
            continue  # the interface uses Qt's catalogs (tests/i18n/test_ui_translations.py)
        tree = ast.parse(path.read_text(encoding="utf-8"))
        names = _aliases(tree)
        dicts = {**_imported_dicts(tree, path), **_module_dicts(tree)} if names else {}
        parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)} if names else {}
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in names):
                continue
            kind, args = names[node.func.id], [_literal(a) for a in node.args]
            where = f"{path.relative_to(ROOT.parent)}:{node.lineno}"
            if kind == "_" and args and args[0] is not None:
                key = args[0]
            elif kind == "ngettext" and len(args) >= 2 and None not in args[:2]:
                key = f"{args[0]}\x00{args[1]}"
            elif kind == "pgettext" and len(args) >= 2 and None not in args[:2]:
                key = f"{args[0]}\x04{args[1]}"
            elif kind == "npgettext" and len(args) >= 3 and None not in args[:3]:
                key = f"{args[0]}\x04{args[1]}\x00{args[2]}"
            elif kind == "_" and node.args and (values := _computed(node.args[0], tree, parents, dicts)) is not None:
                for value in values:
                    found.setdefault(value, set()).add(where)
                continue
            else:
                COMPUTED.add(f"{path.relative_to(ROOT.parent)}: {ast.unparse(node)}")
                continue
            found.setdefault(key, set()).add(where)
    return found


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_every_gettext_call_has_its_translation(lang):
    folder = resources.files("its_desktop.resources") / "locale"
    catalog = parse_po((folder / f"{lang}.po").read_text(encoding="utf-8"))
    missing = {msgid: sorted(where)[0] for msgid, where in messages_in_code().items() if msgid not in catalog}
    assert not missing, "\n".join(f"{where}: {msgid!r}" for msgid, where in sorted(missing.items()))


def test_no_new_gettext_call_with_a_computed_message():
    """A message computed at run time is never extracted: it must be a literal, or a module-level dict
    or tuple of literals the walk above checks."""
    COMPUTED.clear()
    messages_in_code()
    assert sorted(COMPUTED - DATA_DRIVEN) == []
    assert sorted(DATA_DRIVEN - COMPUTED) == [], "resolved or gone: take it off DATA_DRIVEN"


def test_computed_messages_from_literals_are_checked():
    found = messages_in_code()
    # the standings' tie-breakers (a dict imported by the print pack) and the pack's column heads
    assert "Faction / Sectorial" in found and any("pack.py" in w for w in found["Faction / Sectorial"])
    from its_desktop.domain.tournament.standings import BREAKER_TEXT

    assert all(text in found for text in BREAKER_TEXT.values())


# Calls allowed a non-literal message, one by one (file: call), each with its reason: the same one as
# above. The evaluator's reasons are message kinds rendered by literal calls (domain/reasons.py).
NON_LITERAL_ALLOWED = {"its_desktop/web/players/i18n.py: _(message, lang)"}


def _non_literal_in(tree: ast.Module, rel: str) -> list[tuple[str, str]]:
    """(where, call) for every gettext call of one module whose message (and plural) is not a literal."""
    names = _aliases(tree)
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in names:
            n = {"_": 1, "npgettext": 3}.get(names[node.func.id], 2)
            if len(node.args) < n or any(_literal(a) is None for a in node.args[:n]):
                out.append((f"{rel}:{node.lineno}", f"{rel}: {ast.unparse(node)}"))
    return out


def non_literal_calls() -> list[str]:
    """Every gettext call outside ui/ whose message is not a literal (and not allowed above, call by call):
    the catalog cannot know its words."""
    out = []
    for path in sorted(ROOT.rglob("*.py")):
        if "ui" in path.relative_to(ROOT).parts[:1]:
            continue
        rel = path.relative_to(ROOT.parent).as_posix()
        out += [f"{where}: {call[:120]}" for where, call in _non_literal_in(ast.parse(path.read_text(encoding="utf-8")),
                                                                          rel) if call not in NON_LITERAL_ALLOWED]
    return out


def test_every_gettext_call_is_a_literal():
    assert not non_literal_calls(), "\n".join(non_literal_calls())


def test_each_allowance_is_still_needed():
    tree = ast.parse((ROOT / "web" / "players" / "i18n.py").read_text(encoding="utf-8"))
    calls = {call for _where, call in _non_literal_in(tree, "its_desktop/web/players/i18n.py")}
    assert NON_LITERAL_ALLOWED <= calls, "gone: take it off NON_LITERAL_ALLOWED"


@pytest.mark.parametrize("source", [
    "from .i18n import _\ndef f(why):\n    return _(why)",  # the evaluator's old data-driven reasons
    "from .i18n import _\ndef f(kind):\n    return _(f'a {kind} does not count')",
    "from its_desktop.domain.i18n import ngettext as n\ndef f(s, k):\n    return n(s, 'many', k)",
    "from .i18n import _\ndef f(message, lang):\n    return _(message, lang)",  # allowed in one file only
])
def test_a_computed_message_is_caught(source):
    found = _non_literal_in(ast.parse(source), "its_desktop/domain/evaluator.py")
    assert found and not {call for _w, call in found} & NON_LITERAL_ALLOWED


def test_the_walk_finds_the_calls_it_checks():
    found = messages_in_code()
    # one of each form, so the test above cannot pass by finding nothing
    assert "{zone}: A {a}, B {b} — nobody dominates" in found
    assert any(w.startswith("its_desktop/domain/reasons.py") for w in found["in a Null state ({state})"])
    assert any("\x00" in k for k in found) and any("\x04" in k for k in found)
    assert "Legend" in found and any(w.startswith("its_desktop/printing/map_pdf.py") for w in found["Legend"])


# The modules whose messages reach a file's reader through pydantic (a validator's ValueError is the message) or
# as the format's own check: each raised message goes through gettext where it is raised.
FORMAT_MODULES = ["domain/mission/fileformat/common.py", "domain/mission/fileformat/season.py",
                  "domain/mission/fileformat/scenario.py", "domain/mission/fileformat/objectives.py",
                  "domain/mission/common.py", "domain/expr.py", "domain/bounds.py", "domain/validation.py",
                  "domain/format_errors.py", "domain/tally/record_shape.py", "domain/tally/exported_game.py",
                  "domain/tally/game_file.py", "domain/tournament/event_file.py"]


def untranslated_raises(source: str) -> list[str]:
    """``raise SomeError(...)`` whose message (its last argument) is a literal or an f-string no gettext call made:
    it reaches the reader in English. A name or an attribute passes another message on (``exc.message``)."""
    tree = ast.parse(source)
    out = []
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call) and node.exc.args):
            continue
        message = node.exc.args[-1]
        worded = any(isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id in GETTEXT
                     for n in ast.walk(message))
        if isinstance(message, (ast.Constant, ast.JoinedStr, ast.BinOp)) and not worded:
            out.append(f"{node.lineno}: {ast.unparse(node.exc)[:100]}")
    return out


@pytest.mark.parametrize("module", FORMAT_MODULES)
def test_the_formats_checks_raise_translated_messages(module):
    assert untranslated_raises((ROOT / module).read_text(encoding="utf-8")) == []


def test_an_english_raise_is_caught():
    assert untranslated_raises('def f(x):\n    raise ValueError(f"bands.{x}: the bands must follow")\n')
    assert untranslated_raises('def f():\n    raise ValueError("op: required")\n')
    assert not untranslated_raises('def f(x):\n    raise ValueError("op: " + _("missing"))\n')
    assert not untranslated_raises('def f(exc):\n    raise ValueError(exc.message)\n')
