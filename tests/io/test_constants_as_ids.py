"""No word a recogniser looks for makes a table of lists another tool's file when it is only an item in it.

Hypothesis draws ids from the string constants of the code under test; one such draw, the gene id ``BlastOutput`` in
a table of lists, named the table BLAST+'s XML report (tests/io/test_registry_door.py).  The class: a recogniser that
looks for its format's word in a file's first lines (``<tmx``, ``tool``, ``CONTINGENCY``, ``CPUTIME=``,
``Payload-Oxum:``, ``**kern``, ``J-Link>``) took a table whose first item was that word for the format.  Here every
string constant of rankagg's sources that could be an id (no blank, no separator, 40 characters at most) is the first
item of a table of lists, tab- and comma-separated, and the recogniser the tables' door asks
(:func:`rankagg.io.gene_list_kind.not_gene_table` asks :func:`rankagg.io.foreign_shapes.run_shape`) must name no
format.  Before the fix, 15 did (7 words, in both separators, and ``---`` in a CSV, now an empty cell's mark).
A scan of every word of every constant (34,935, some five minutes, too slow for the suite) found 25 more words taken
so, from prose ('tool', 'contingency'): they are cases here too.  The runs' door, whose first lines parse as TREC
lines, asks only the look-alike declarations, and took no word of the scan for another tool's file."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from rankagg.io.foreign_shapes import run_shape
from rankagg.io.gene_lists import EMPTY_MARKS
from tests.source_trees import source_nodes

ROOT = Path(__file__).resolve().parents[2]
SHARDS = 4


def _constants() -> list[str]:
    """The string constants that could be an id, in a fixed order; the marks of an empty cell aside (the reader
    refuses those by its rule, whatever the recognisers say).  The trees are the static checks' (tests/source_trees.py):
    the package is parsed once in a process, not again here at collection."""
    found: set[str] = set()
    for path in sorted((ROOT / "rankagg").rglob("*.py")):
        for node in source_nodes(path):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                found.add(node.value)
    return sorted(c for c in found if 0 < len(c) <= 40 and c.isprintable() and not re.search(r"[\s,;\"]", c)
                  and c.casefold() not in EMPTY_MARKS)


CONSTANTS = _constants()
#: the scan's words that no constant is by itself
SCANNED = ["tool", "contingency", "CONTINGENCY", "$ORIGIN", "(assert", "(set-logic", "(declare-fun", "(check-sat))",
           "**kern", "J-Link>", "J-Link>halt", "Payload-Oxum:", "Bagging-Date:", "Source-Organization:",
           "Bag-Software-Agent:", "CPUTIME=", "WCTIME=", "MEMOUT=)", "\\relative", "<tmx>", "<xliff>", "<martif",
           "<tbx>", "<videoAdhocSearchResults>", "<xmcda:XMCDA>"]


@pytest.mark.parametrize("shard", range(SHARDS))
def test_no_constant_as_a_table_s_first_item_names_the_table_another_tool_s_file(shard):
    taken = []
    for word in (CONSTANTS + SCANNED)[shard::SHARDS]:
        for name, sep in (("lists.tsv", "\t"), ("lists.csv", ",")):
            head = f"listA{sep}listB\n{word}{sep}ENSG00000141510\nTP53{sep}BRCA1\n".encode()
            shape = run_shape(name, head)
            if shape is not None:
                taken.append(f"{word!r} in {name}: line {shape.line}: {shape.reason[:120]}")
    assert len(CONSTANTS) > 5_000
    assert not taken, f"{len(taken)} items taken for another tool's file:\n" + "\n".join(taken)
