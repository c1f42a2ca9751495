"""The package layers: every import in ``rankagg/`` points down (or within its layer).

Layers, bottom to top (issue 15; ``docs``: the package tree shows the architecture):

0. ``rankagg.data`` -- Rankings, the tie rule, validation (and private ``rankagg._*`` helpers); ``rankagg.defaults``;
   ``rankagg.exceptions`` (every exception and warning class, imports nothing);
1. ``rankagg.io``, ``rankagg.evaluation``, ``rankagg.features``;
2. the methods core: ``rankagg.methods`` (package), ``.base``, ``.tags``, ``.fitted_state``, ``.ranker_order``,
   ``.overflow`` (the method contract and its concerns), ``.registry``, ``.names``, ``.state``, ``.limits``,
   ``.canonical_order``, ``.pairwise_kernels``, ``.pairwise_compact``, ``.solver_kernels`` (numba kernels: they import
   no estimator), ``.pairwise_base``,
   ``.per_query`` (the formula on one query a method declares for the per-query fuser), ``.point_fusion``, ``.score_fusion``
   (the point- and score-based fusions' declarations, and every face derived from them), ``.fitted``,
   ``.ranker_sums``, ``.norms``, ``.engine_norms`` (rank matrices, weighted sums, the score normalisations and
   combinations: formulas, no estimator);
3. the method families ``rankagg.methods.<family>``: a family imports the core and itself only;
   ``supervised`` may also import other families (it stacks them);
4. ``rankagg.models`` (save/load), ``rankagg.experiments``, ``rankagg.backends``, ``rankagg.checks`` (the common check suite),
   ``rankagg.fuser`` (the per-query engine, a folder: the ``Fuser``, its lists and explanations) / ``rankagg.engines`` (engine presets);
5. ``rankagg.cli``, ``rankagg.api`` and the package ``rankagg`` itself.

Function-level imports are read too, so a lazy import cannot hide an upward one.  Above the methods (layers 4
and 5) a module imports the methods core only, never a family's module: the few things of a family it uses are
named in ``rankagg.methods.FAMILY_EXPORTS`` and reached through the package ``rankagg.methods`` (issue 33).
The second test runs ``python -X importtime -c "import rankagg.methods.positional"``
and checks that it loads no other family and nothing above the core.
"""

from __future__ import annotations

import ast
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.source_trees import source_nodes

ROOT = Path(__file__).resolve().parents[2]
PKG = ROOT / "rankagg"
CORE = {
    "rankagg.methods",
    "rankagg.methods.base",
    "rankagg.methods.tags",
    "rankagg.methods.fitted_state",
    "rankagg.methods.ranker_order",
    "rankagg.methods.overflow",
    "rankagg.methods.registry",
    "rankagg.methods.names",
    "rankagg.methods.state",
    "rankagg.methods.model_probe",
    "rankagg.methods.limits",
    "rankagg.methods.canonical_order",
    "rankagg.methods.pairwise_kernels",
    "rankagg.methods.pairwise_compact",
    "rankagg.methods.solver_kernels",
    "rankagg.methods.pairwise_base",
    "rankagg.methods.per_query",
    "rankagg.methods.point_fusion",
    "rankagg.methods.score_fusion",
    "rankagg.methods.fitted",
    "rankagg.methods.ranker_sums",
    "rankagg.methods.norms",
    "rankagg.methods.engine_norms",
}
#: core modules that hold kernels or limits, not estimators: they may not import the method contract
CORE_BELOW_ESTIMATORS = {"rankagg.methods.names", "rankagg.methods.limits", "rankagg.methods.canonical_order",
                         "rankagg.methods.pairwise_kernels", "rankagg.methods.pairwise_compact",
                         "rankagg.methods.solver_kernels", "rankagg.methods.ranker_sums", "rankagg.methods.norms",
                         "rankagg.methods.engine_norms", "rankagg.methods.ranker_order", "rankagg.methods.overflow"}
ESTIMATOR_MODULES = {"rankagg.methods.base", "rankagg.methods.fitted_state", "rankagg.methods.registry", "rankagg.methods.state",
                     "rankagg.methods.pairwise_base"}
LAYER1 = ("rankagg.io", "rankagg.evaluation", "rankagg.features")
LAYER4 = ("rankagg.models", "rankagg.experiments", "rankagg.backends", "rankagg.stream", "rankagg.checks", "rankagg.fuser",
          "rankagg.engines")
#: the command line: its entry point, its argument parser, its commands and its progress display
CLI_MODULES = ("rankagg.cli", "rankagg.cli_parser", "rankagg.cli_commands", "rankagg.cli_progress")
TOP = (*CLI_MODULES, "rankagg.api", "rankagg.__main__")
FAMILIES_MAY_IMPORT_OTHER_FAMILIES = {"supervised"}


def _under(module: str, prefixes: tuple[str, ...]) -> bool:
    return any(module == p or module.startswith(p + ".") for p in prefixes)


def layer(module: str) -> int:
    """The layer of a ``rankagg`` module (``ValueError`` for one the map does not place)."""
    if module == "rankagg" or _under(module, TOP):
        return 5
    if _under(module, ("rankagg.data", "rankagg.defaults", "rankagg.exceptions")) or module.split(".")[1].startswith("_"):
        return 0
    if _under(module, LAYER1):
        return 1
    if module in CORE:
        return 2
    if module.startswith("rankagg.methods."):
        return 3
    if _under(module, LAYER4):
        return 4
    raise ValueError(f"{module} is in no layer: place it in tests/package/test_layers.py (and in the package docs)")


def family(module: str) -> str | None:
    parts = module.split(".")
    return parts[2] if len(parts) > 2 and parts[1] == "methods" and module not in CORE else None


def module_name(path: Path) -> str:
    rel = path.relative_to(ROOT).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imports_of(path: Path) -> list[tuple[int, str]]:
    """``(line, imported rankagg module)`` for every import statement, at any depth."""
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    out = []
    for node in source_nodes(path):
        if isinstance(node, ast.Import):
            out += [(node.lineno, a.name) for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:  # relative: resolve against the package
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            # "from rankagg.methods import base" imports the submodule rankagg.methods.base
            for a in node.names:
                sub = f"{target}.{a.name}"
                if (PKG.parent / sub.replace(".", "/")).with_suffix(".py").is_file() or (PKG.parent / sub.replace(".", "/")).is_dir():
                    out.append((node.lineno, sub))
                else:
                    out.append((node.lineno, target))
    return sorted((line, m) for line, m in out if m == "rankagg" or m.startswith("rankagg."))


def violations(path: Path) -> list[str]:
    src = module_name(path)
    src_layer, src_family = layer(src), family(src)
    bad = []
    for line, target in imports_of(path):
        tgt_layer, tgt_family = layer(target), family(target)
        where = f"{path.relative_to(ROOT)}:{line}: {src} (layer {src_layer}) imports {target} (layer {tgt_layer})"
        if tgt_layer > src_layer:
            bad.append(where + ": points up a layer")
        elif src == "rankagg.exceptions":
            bad.append(where + ": rankagg.exceptions imports nothing of the package")
        elif src in CORE_BELOW_ESTIMATORS and target in ESTIMATOR_MODULES:
            bad.append(where + ": a kernel or limits module imports the estimators")
        elif (
            src_layer == tgt_layer == 3
            and src_family != tgt_family
            and src_family not in FAMILIES_MAY_IMPORT_OTHER_FAMILIES
        ):
            bad.append(where + ": a method family imports another family")
        elif src_layer > 3 and tgt_layer == 3:
            bad.append(where + ": a module above the methods imports a family's module, not the methods core "
                               "(name it in rankagg.methods.FAMILY_EXPORTS)")
    return bad


def test_every_import_points_down_a_layer():
    files = sorted(PKG.rglob("*.py"))
    assert len(files) > 40
    bad = [v for f in files for v in violations(f)]
    assert not bad, "imports that point up a layer:\n" + "\n".join(bad)


def test_the_layer_check_catches_upward_and_cross_family_imports(tmp_path, monkeypatch):
    """The checker itself: an upward import, a lazy one and a cross-family one are all found."""
    fake = ROOT / "rankagg" / "features" / "_layer_probe.py"
    assert layer("rankagg.features._layer_probe") == 1
    monkeypatch.setattr(Path, "read_text", lambda self, encoding=None: (
        "from rankagg.data.rankings import Rankings\n"
        "def f():\n    from rankagg.methods.registry import make_method\n"
        "from rankagg.models import save_model\n"
    ))
    found = violations(fake)
    assert len(found) == 2 and "registry" in found[0] and "models" in found[1]
    rags = ROOT / "rankagg" / "methods" / "positional" / "borda.py"
    monkeypatch.setattr(Path, "read_text", lambda self, encoding=None: "from rankagg.methods.rags.model import h\n")
    assert "another family" in violations(rags)[0]
    sup = ROOT / "rankagg" / "methods" / "supervised" / "lr_agg.py"
    assert violations(sup) == []  # supervised may stack other families
    kernels = ROOT / "rankagg" / "methods" / "pairwise_kernels.py"
    monkeypatch.setattr(Path, "read_text", lambda self, encoding=None: "from rankagg.methods.base import Aggregator\n")
    assert "imports the estimators" in violations(kernels)[0]
    for above in ("engines/dialect.py", "stream/run.py", "api/commands.py"):  # issue 33: the methods core only
        monkeypatch.setattr(Path, "read_text", lambda self, encoding=None: (
            "def f():\n    from rankagg.methods.positional.rrf import RRF\n"
            "from rankagg.methods import base, aggregate_comparisons\nfrom rankagg.methods.norms import SCORE_NORMS\n"))
        found = violations(ROOT / "rankagg" / above)
        assert len(found) == 1 and "rankagg.methods.positional.rrf" in found[0] and "methods core" in found[0], found
    exc = ROOT / "rankagg" / "exceptions.py"
    monkeypatch.setattr(Path, "read_text", lambda self, encoding=None: "from rankagg.data.rankings import Rankings\n")
    assert "imports nothing" in violations(exc)[0]


MAX_MODULE_LINES = 400  # issue 26; 400 since issue 46 (each module one concern)
#: what the line cap counts: the Python modules, and the compiled kernels' C sources and headers (issue 46)
COUNTED_SOURCES = ("*.py", "*.c", "*.h")


def long_sources(root: Path) -> dict[str, int]:
    """The files under ``root`` (Python, C and C headers) longer than :data:`MAX_MODULE_LINES` lines."""
    return {str(f.relative_to(root)): n for pattern in COUNTED_SOURCES for f in sorted(root.rglob(pattern))
            if (n := len(f.read_text(encoding="utf-8").splitlines())) > MAX_MODULE_LINES}


def test_no_module_is_over_400_lines():
    """Issues 15 and 46: a module that outgrows this is split by concern within its folder; the compiled kernels
    are counted too (each a folder of ``rankagg/_native/``, a file per concern, compiled into one extension)."""
    long = long_sources(PKG)
    assert not long, f"modules over {MAX_MODULE_LINES} lines: {long}"
    assert any(PKG.rglob("*.c")) and any(PKG.rglob("*.h")), "the C kernels are no longer under rankagg/: fix the count"


def test_the_line_cap_counts_c_sources(tmp_path):
    """The checker itself: a C source or header past the cap is found, one at the cap is not."""
    (tmp_path / "k").mkdir()
    (tmp_path / "k" / "long.c").write_text("int x;\n" * (MAX_MODULE_LINES + 1))
    (tmp_path / "k" / "long.h").write_text("/* */\n" * (MAX_MODULE_LINES + 1))
    (tmp_path / "k" / "ok.c").write_text("int y;\n" * MAX_MODULE_LINES)
    assert long_sources(tmp_path) == {"k/long.c": MAX_MODULE_LINES + 1, "k/long.h": MAX_MODULE_LINES + 1}


def test_layer_map_places_every_module():
    for f in PKG.rglob("*.py"):
        layer(module_name(f))  # raises for a module in no layer


def test_importing_one_family_imports_no_other():
    """``python -X importtime -c "import rankagg.methods.positional"``: the core, the layers below, positional."""
    env = {**os.environ, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    proc = subprocess.run(
        [sys.executable, "-X", "importtime", "-c", "import sys, rankagg.methods.positional; print(sorted(sys.modules))"],
        capture_output=True, text=True, env=env, cwd=ROOT, timeout=120,
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    timed = [line.rsplit("|", 1)[-1].strip() for line in proc.stderr.splitlines() if line.startswith("import time:")]
    loaded = set(ast.literal_eval(proc.stdout.strip().splitlines()[-1]))
    ours = {m for m in timed if m.startswith("rankagg")}
    assert ours == {m for m in loaded if m.startswith("rankagg")}
    assert "rankagg.methods.positional" in ours and "rankagg.methods.registry" in ours
    other = sorted(m for m in ours if family(m) not in (None, "positional"))
    assert not other, f"importing the positional family imported other families: {other}"
    above = sorted(m for m in ours if m != "rankagg" and layer(m) > 3)
    assert not above, f"importing a family imported layers above the methods: {above}"


if __name__ == "__main__":  # pragma: no cover
    sys.exit(pytest.main([__file__, "-q"]))


#: what the command line may import: the API, the experiment commands, and dependency-free leaves (the shared
#: defaults, the JSON encoder, the process guards, the address-space limit) that ``--help`` reads without NumPy
CLI_MAY_IMPORT = ("rankagg.api", "rankagg.experiments.commands", "rankagg.experiments.tune_cli", "rankagg.experiments.train_runs",
                  "rankagg.experiments.report", "rankagg.experiments.demo", "rankagg.defaults", "rankagg._json",
                  "rankagg._process", "rankagg._address_space")


def test_the_command_line_goes_through_the_api():
    """Issue 26: the command line (``rankagg/cli.py`` and its modules ``cli_parser.py``, ``cli_commands.py``,
    ``cli_progress.py``) parses, calls the API (or an experiment command) and prints; besides one another, its
    modules import only what :data:`CLI_MAY_IMPORT` names."""
    bad = [(f"{name}.py", line, m) for name in CLI_MODULES
           for line, m in imports_of(PKG / f"{name.rpartition('.')[2]}.py")
           if m != "rankagg" and not _under(m, CLI_MAY_IMPORT) and m not in CLI_MODULES]
    assert not bad, f"the command line imports past the API: {bad}"


#: the modules that parse the command line: the CLI, and the parser class of its process guards
COMMAND_LINE_PARSERS = (*CLI_MODULES, "rankagg._process")


def argparse_objects_below_the_cli(path: Path) -> list[str]:
    """Where ``path`` (a module below the command line) meets an ``argparse`` namespace: a ``Namespace`` named
    (an annotation, a constructor, an import) or arguments parsed (``parse_args``, ``parse_known_args``).  The
    jobs below the CLI take plain values (issue 46); adding a subcommand's options to a parser is allowed."""
    found = []
    for node in source_nodes(path):
        if isinstance(node, ast.Attribute) and node.attr in ("Namespace", "parse_args", "parse_known_args"):
            found.append(f"{path.relative_to(ROOT)}:{node.lineno}: {node.attr}")
        elif isinstance(node, ast.Name) and node.id == "Namespace":
            found.append(f"{path.relative_to(ROOT)}:{node.lineno}: Namespace")
        elif isinstance(node, ast.ImportFrom) and node.module == "argparse" and any(a.name == "Namespace" for a in node.names):
            found.append(f"{path.relative_to(ROOT)}:{node.lineno}: from argparse import Namespace")
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value.strip().endswith("Namespace"):
            found.append(f"{path.relative_to(ROOT)}:{node.lineno}: a string annotation naming Namespace")
    return found


def test_no_argparse_namespace_below_the_command_line():
    """Issue 46: the command line parses its arguments and unpacks them; every job below it (``rankagg.api``,
    the experiment commands, ...) takes keyword values, never the ``argparse`` namespace."""
    below = [f for f in sorted(PKG.rglob("*.py")) if module_name(f) not in COMMAND_LINE_PARSERS]
    assert len(below) > 40
    bad = [hit for f in below for hit in argparse_objects_below_the_cli(f)]
    assert not bad, "argparse namespaces below the command line:\n" + "\n".join(bad)


def test_the_namespace_check_catches_a_namespace(tmp_path, monkeypatch):
    """The checker itself: a namespace parameter (annotated, or as a string), its import and a parse are found."""
    probe = PKG / "experiments" / "_namespace_probe.py"
    monkeypatch.setattr(Path, "read_text", lambda self, encoding=None: (
        "import argparse\nfrom argparse import Namespace\n"
        "def job(args: argparse.Namespace) -> int:\n    return args.x\n"
        "def other(args: 'Namespace') -> None: ...\n"
        "def main(argv):\n    return job(argparse.ArgumentParser().parse_args(argv))\n"
        "def add(p: argparse.ArgumentParser) -> None:\n    p.add_argument('--x')\n"))
    found = argparse_objects_below_the_cli(probe)
    assert [h.split(": ", 1)[1] for h in found] == ["from argparse import Namespace", "Namespace",
                                                    "a string annotation naming Namespace", "parse_args"], found


def test_no_file_edits_the_import_path():
    """Scripts and benchmarks import the installed package (benchmarks run as ``python -m benchmarks.X``):
    no ``sys.path.insert`` / ``sys.path.append`` anywhere (issue 26)."""
    root = Path(__file__).resolve().parents[2]
    pattern = re.compile(r"sys\.path\.(insert|append)\(")
    found = [str(p.relative_to(root)) for folder in ("rankagg", "scripts", "benchmarks", "tests")
             for p in sorted((root / folder).rglob("*.py")) if pattern.search(p.read_text(encoding="utf-8"))]
    assert found == [], f"sys.path edited in {found}"


#: import circles still open, and why (a test of the list: a new circle fails, an entry may go once fixed)
KNOWN_CIRCLES: dict[frozenset[str], str] = {}


def import_circles(graph: dict[str, set[str]]) -> list[frozenset[str]]:
    """The strongly connected components of more than one module (Tarjan): each an import circle."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[frozenset[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in graph.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = set()
            while True:
                w = stack.pop()
                on.discard(w)
                comp.add(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(frozenset(comp))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def test_no_import_circle():
    """No module imports, at any depth (lazy imports and ``TYPE_CHECKING`` ones included), a module that imports
    it back: a circle is a layer that is not one (fuser <-> its explanations, data.rankings <-> tie_rule, and
    evaluation's catalogue -> measures -> registry -> catalogue were)."""
    graph = {module_name(f): {m for _, m in imports_of(f) if m != module_name(f)} for f in sorted(PKG.rglob("*.py"))}
    # a package's own __init__ is not a circle with the modules it gathers (``rankagg`` imports the api)
    for src, targets in graph.items():
        graph[src] = {t for t in targets if not src.startswith(t + ".")}
    circles = import_circles(graph)
    new = [sorted(c) for c in circles if c not in KNOWN_CIRCLES]
    assert not new, f"import circles: {new}"
    assert import_circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [frozenset("abc")]


def test_family_exports_name_family_modules_that_define_them():
    """``rankagg.methods.FAMILY_EXPORTS``: each name comes from a family's module (not the core: the core is
    imported directly) that defines it, and the package gives that very object; another name is an error."""
    import importlib

    import rankagg.methods as methods

    assert methods.FAMILY_EXPORTS
    for name, module in methods.FAMILY_EXPORTS.items():
        assert layer(module) == 3 and family(module) is not None, module
        assert getattr(methods, name) is getattr(importlib.import_module(module), name)
    with pytest.raises(AttributeError, match="no attribute 'nothing'"):
        methods.nothing  # noqa: B018


def room(module: str) -> str:
    """The folder (or loose module) of the package a module lives in: ``rankagg.io.trec`` -> ``io``, a method
    family its own room (``methods.kemeny``), the methods core ``methods``."""
    parts = module.split(".")
    if len(parts) == 1:
        return "rankagg"
    if parts[1] == "methods" and family(module) is not None:
        return f"methods.{parts[2]}"
    return parts[1]


def test_no_folder_level_circle():
    """Issue 46: no two rooms of the package import each other, at any depth and through any module (backends
    imported the five-fold protocol from experiments, which runs on the backends).  The package's own
    ``__init__`` gathers the rest and is no room."""
    graph: dict[str, set[str]] = {}
    for f in sorted(PKG.rglob("*.py")):
        src = room(module_name(f))
        if src == "rankagg":
            continue
        graph.setdefault(src, set()).update(room(m) for _, m in imports_of(f) if room(m) not in (src, "rankagg"))
    circles = import_circles(graph)
    assert not circles, f"rooms that import each other: {[sorted(c) for c in circles]}"
    assert room("rankagg.methods.kemeny.exact") == "methods.kemeny" and room("rankagg.methods.base") == "methods"


def _loads_by_path(path: Path, shared: bool = True) -> list[str]:
    """The calls in a file that load Python code by its path (``spec_from_file_location``, ``runpy.run_path``,
    ``SourceFileLoader``), with their line.  ``shared=False`` for a file no other check reads (the tests'
    own): its tree is not kept for the session."""
    found = []
    for node in source_nodes(path) if shared else ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Call):
            name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
            if name in ("spec_from_file_location", "run_path", "SourceFileLoader"):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}: {name}")
    return found


def test_tests_load_no_script_and_the_package_loads_no_research_code():
    """Issue 46: tests import the package and run ``scripts/*.py`` as a user does (a subprocess), never load a
    script by its path; the package never loads code by path (the studies run as ``python -m studies`` in a
    process of their own).  ``scripts/fuzz.py`` loads the fuzz properties of ``tests/`` (a script may)."""
    loaded = [hit for f in sorted((ROOT / "tests").rglob("*.py")) for hit in _loads_by_path(f, shared=False)]
    # test_fuzz.py loads tests/test_models.py (a test module, not a script) for scripts/fuzz.py's targets
    assert [hit.rsplit(":", 2)[0] for hit in loaded] == ["tests/package/test_fuzz.py"], loaded
    assert not [hit for f in sorted(PKG.rglob("*.py")) for hit in _loads_by_path(f)]
    studies = [f"{f.relative_to(ROOT)}:{node.lineno}" for f in sorted(PKG.rglob("*.py"))
               for node in source_nodes(f)
               if (isinstance(node, ast.Import) and any(a.name.split(".")[0] == "studies" for a in node.names))
               or (isinstance(node, ast.ImportFrom) and not node.level and (node.module or "").split(".")[0] == "studies")]
    assert not studies, studies
