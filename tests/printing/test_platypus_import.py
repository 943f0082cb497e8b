"""ReportLab's platypus is imported without compiling its URL pattern (``printing/platypus_import.py``): the
pattern is compiled on first use and matches as ReportLab's own; nothing else changes."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

PRINTING = Path(__file__).resolve().parents[2] / "its_desktop" / "printing"

PROBE = r"""
import json, re, sys
real = re.compile
import its_desktop.printing.sheets
paragraph = sys.modules["reportlab.platypus.paragraph"]
deferred = type(paragraph.uri_pat).__name__
samples = ["https://example.org/a?b=1", "HTTP://EXAMPLE.ORG", "ftp://user:pw@10.0.0.1:21/x", "http://bücher.de/ü",
           "mailto:someone", "not a url", "http://localhost:8080/", "https://xn--bcher-kva.de", "http://a-.org"]
own = re.compile(paragraph.uri_pat.pattern, paragraph.uri_pat.flags)
print(json.dumps({"deferred": deferred, "restored": re.compile is real,
                  "same": [bool(paragraph.uri_pat.match(s)) == bool(own.match(s)) for s in samples],
                  "some_match": sum(bool(own.match(s)) for s in samples)}))
"""


def test_the_url_pattern_is_compiled_on_first_use_and_matches_as_reportlabs():
    run = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    got = json.loads(run.stdout)
    assert got["deferred"] == "CompiledOnFirstUse" and got["restored"]
    assert all(got["same"]) and got["some_match"] >= 4


def test_every_module_importing_platypus_imports_it_through_the_quick_path_first():
    """The first printing module to load platypus decides: each one that imports it names platypus_import first."""
    for path in sorted(PRINTING.glob("*.py")):
        order = []
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.ImportFrom):
                order.append("quick" if node.level == 1 and any(a.name == "platypus_import" for a in node.names)
                             else (node.module or ""))
            elif isinstance(node, ast.Import):
                order += [a.name for a in node.names]
        platypus = [i for i, name in enumerate(order) if name.startswith("reportlab.platypus")]
        if platypus:
            assert "quick" in order and order.index("quick") < platypus[0], path.name
