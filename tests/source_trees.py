"""The parsed sources that the static checks share (tests/package/test_layers.py, tests/io/test_one_door.py,
tests/methods/test_tags.py, tests/features/test_points.py, tests/package/test_formulas_once.py, and the constants
of tests/io/test_constants_as_ids.py, gathered at collection).

Each of those checks parsed and walked every module of ``rankagg/`` again: 13 passes a session at 1.9 CPU s to
parse the package and 0.5 s to walk it (November 2026).  The nodes are kept per text, not per path: the file is
read at every call (0.02 s for the package), and a text that changed -- an edit during the session, or a test's
monkeypatched ``Path.read_text`` feeding a checker a made-up source -- is parsed anew, so no check sees a stale
tree.  The nodes are shared between tests: read them, never edit them.
"""

from __future__ import annotations

import ast
import functools
from pathlib import Path

__all__ = ["source_nodes"]


@functools.cache
def _nodes(text: str, filename: str) -> tuple[ast.AST, ...]:
    return tuple(ast.walk(ast.parse(text, filename)))


def source_nodes(path: str | Path) -> tuple[ast.AST, ...]:
    """Every node of the module at ``path``, in ``ast.walk``'s order."""
    return _nodes(Path(path).read_text(encoding="utf-8"), str(path))
