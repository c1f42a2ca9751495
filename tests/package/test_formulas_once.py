"""Each rank-points formula is written once in ``rankagg/`` (issue 33): the batch score, the linear parts, the run
entries, the compiled row sums, the per-query fuser and the other families call
:func:`rankagg.features.rank_points.rrf_points` / :func:`~rankagg.features.rank_points.isr_points`, so that a second copy
(and its own bugs and bits) cannot be added unnoticed.  The test reads the code (not the docstrings) of every
module: RRF's reciprocal rank ``1 / (c + r)`` is a division of 1 by a sum of two non-constant terms (``1 / (1 +
exp(-x))``, a sigmoid, has a constant term and is not counted).  (ISR's ``1 / r^2`` is called the same way, but
its shape, 1 over a square, is too common to police: a Mills ratio's expansion writes it too.)"""

from __future__ import annotations

import ast
from pathlib import Path

from tests.source_trees import source_nodes

PKG = Path(__file__).resolve().parents[2] / "rankagg"
#: the files allowed to write each formula
HOMES = {"reciprocal rank 1 / (c + r)": {"features/rank_points.py"}}


def _one(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant) and node.value in (1, 1.0) and not isinstance(node.value, bool)


def _formulas(tree: ast.AST | tuple[ast.AST, ...]) -> set[str]:
    """The formulas written in a tree, or in a module's nodes (:func:`tests.source_trees.source_nodes`)."""
    found = set()
    for node in tree if isinstance(tree, tuple) else ast.walk(tree):
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Div) and _one(node.left):
            d = node.right
            if isinstance(d, ast.BinOp) and isinstance(d.op, ast.Add) and not any(
                    isinstance(t, ast.Constant) for t in (d.left, d.right)):
                found.add("reciprocal rank 1 / (c + r)")
    return found


def _files_writing() -> dict[str, set[str]]:
    where: dict[str, set[str]] = {f: set() for f in HOMES}
    for path in sorted(PKG.rglob("*.py")):
        for f in _formulas(source_nodes(path)):
            where[f].add(path.relative_to(PKG).as_posix())
    return where


def test_each_rank_points_formula_is_written_in_one_file():
    where = _files_writing()
    for formula, files in where.items():
        assert files <= HOMES[formula], f"{formula} written again in {sorted(files - HOMES[formula])}: call " \
                                        "rankagg.features.rank_points instead"
        assert files, f"{formula}: its home {sorted(HOMES[formula])} no longer writes it (update HOMES)"


def test_the_reader_finds_a_second_copy():
    """The test above can fail: each way of writing the formulas is found, and a sigmoid is not."""
    for code in ("x = 1.0 / (float(k) + r)", "x = 1 / (r + c)", "x = np.divide(1.0, offset + x) + 1.0 / (k + r)"):
        assert "reciprocal rank 1 / (c + r)" in _formulas(ast.parse(code)), code
    assert not _formulas(ast.parse("p = 1.0 / (1.0 + np.exp(-x)); q = 1.0 / (2.0 * s)"))


def _name_comparisons(tree: ast.AST, names: set[str]) -> list[str]:
    """Comparisons (``==``, ``!=``, ``in``) with a registered method name: a dispatch on the name."""
    hits = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare):
            for t in [node.left, *node.comparators]:
                consts = t.elts if isinstance(t, (ast.Tuple, ast.List, ast.Set)) else [t]
                hits += [f"{node.lineno}: {c.value!r}" for c in consts
                         if isinstance(c, ast.Constant) and isinstance(c.value, str) and c.value in names]
    return hits


def test_the_engines_and_the_fuser_dispatch_on_no_method_name():
    """The engines' exports (rankagg/engines/) read what a method declares on one query
    (rankagg.methods.per_query), as the fuser does."""
    from rankagg.methods.registry import list_methods

    names = set(list_methods())
    engines = sorted(str(p.relative_to(PKG)) for p in (PKG / "engines").glob("*.py"))
    assert "engines/dialect.py" in engines
    for rel in (*engines, "fuser/__init__.py", "fuser/explain.py"):  # (fuser/lists.py names normalisations: "borda" is both)
        hits = _name_comparisons(ast.parse((PKG / rel).read_text(encoding="utf-8")), names)
        assert not hits, f"{rel} compares method names: {hits}"
    assert _name_comparisons(ast.parse('if name == "combsum" or m in ("rrf", "x"): pass'), names) == [
        "1: 'combsum'", "1: 'rrf'"]
