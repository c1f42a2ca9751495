"""Issue 45's ninth bar, refusals that point to the right place: an experiment file's refused key is said with
its line.

``tomllib`` gives the line of a syntax error only; every other refusal of an experiment file named the file and
the key (``exp.toml: unknown keys ['selct_by']``) and no line, so a user searched (u9l_experiment_unknown_key_line4).
The root: :class:`rankagg.experiments.toml_lines.KeyLines` finds each key's line in the text, and
``load_experiment`` says it at the end of the message (``(line 4)``) for every refusal about a key.

Generated: each kind of refusal x files that move the key's line (comments and blank lines, a multi-line string
whose lines look like keys and table headers, a multi-line array in a sub-table, CRLF line ends).  The reference
is the file's own bytes: the line the test wrote the bad key on, and that line of the text (``sed -n Np``) holds
the key.
"""

from __future__ import annotations

import re
from typing import Callable

import pytest

from rankagg.experiments.experiment_file import load_experiment

BAD = "\0bad:"  # marks the line the refusal must name


def _rows(label_c: str = 'label = "c"', method_c: str = 'method = "borda"', extra_c: tuple[str, ...] = (),
          pad: str = "plain") -> list[str]:
    grid = ["[rows.grid]", "k = [", "  5,", "  60,", "]"] if pad == "array" else []
    return ["[[rows]]", 'label = "b"', 'method = "rrf"', *grid, "", "[[rows]]", label_c, method_c, *extra_c]


def _head(pad: str, *more: str, select_by: str = 'select_by = "MeanNDCG"') -> list[str]:
    before = {"comments": ["# an experiment", "", "   # indented", ""],
              "multiline": ['note = """', 'label = "x"', "[[rows]]", "selct_by = 1", 'seed = "no"', '"""']}.get(pad, [])
    return [*before, 'name = "e9"', 'title = "t"', 'datasets = ["junk"]', select_by, *more]


#: kind -> (the file's lines for a padding, with the bad line marked; the key the message is about)
KINDS: dict[str, tuple[Callable[[str], list[str]], str]] = {
    "unknown top key": (lambda p: _head(p, BAD + 'selct_by = "MeanNDCG"') + _rows(pad=p), "selct_by"),
    "unknown row key": (lambda p: _head(p) + _rows(extra_c=(BAD + 'lable = "x"',), pad=p), "lable"),
    "unknown method": (lambda p: _head(p) + _rows(method_c=BAD + 'method = "rrff"', pad=p), "rrff"),
    "label twice": (lambda p: _head(p) + _rows(label_c=BAD + 'label = "b"', pad=p), "used twice"),
    "seed of another type": (lambda p: _head(p, BAD + 'seed = "x"') + _rows(pad=p), "seed"),
    "row group of another type": (lambda p: _head(p) + _rows(extra_c=(BAD + "group = 3",), pad=p), "group"),
    "unknown measure": (lambda p: _head(p, BAD + 'measures = ["NDCG@1", "Nope@3"]') + _rows(pad=p), "Nope@3"),
    "baseline not a row": (lambda p: _head(p, BAD + 'baselines = ["zz"]') + _rows(pad=p), "zz"),
    "stored measures lose select_by": (lambda p: _head(p, BAD + 'stored_measures = ["MAP"]') + _rows(pad=p),
                                       "stored_measures"),
    "empty grid": (lambda p: _head(p) + _rows(extra_c=(BAD + "grid = { k = [] }",), pad=p), "grid"),
    "grid value refused": (lambda p: _head(p) + _rows(method_c='method = "rrf"', extra_c=('fixed = { }',
                                                      BAD + 'grid = { k = [5, -1] }'), pad=p), "grid.k"),
    "fixed value refused": (lambda p: _head(p) + _rows(method_c='method = "rrf"', extra_c=(BAD + 'fixed = { k = -1 }',
                                                       'grid = { }'), pad=p), "fixed"),
    "spec value refused": (lambda p: _head(p) + _rows(method_c=BAD + 'method = "rrf(k=-1)"', extra_c=(
                           'fixed = { }',), pad=p), "fixed"),
    "row without a method": (lambda p: _head(p) + _rows(method_c='group = "g"', pad=p)[:-4]
                             + [BAD + "[[rows]]", 'label = "c"', 'group = "g"'], "needs"),
}
PADS = ("plain", "comments", "multiline", "array", "crlf")


def _text(kind: str, pad: str) -> tuple[str, int]:
    lines = KINDS[kind][0]("plain" if pad == "crlf" else pad)
    n = next(i for i, line in enumerate(lines, start=1) if line.startswith(BAD))
    text = ("\r\n" if pad == "crlf" else "\n").join(line.removeprefix(BAD) for line in lines) + "\n"
    return text, n


@pytest.mark.parametrize("pad", PADS)
@pytest.mark.parametrize("kind", list(KINDS))
def test_a_refused_key_is_said_at_its_line(kind, pad, tmp_path):
    text, n = _text(kind, pad)
    path = tmp_path / "exp.toml"
    path.write_bytes(text.encode())
    with pytest.raises(ValueError) as err:
        load_experiment(path)
    message = str(err.value)
    assert KINDS[kind][1] in message, message
    assert re.findall(r"\(line (\d+)\)", message) == [str(n)], message
    # the reference: line n of the bytes, as sed -n Np prints it, is the line the test wrote the bad key on
    assert text.replace("\r\n", "\n").split("\n")[n - 1] == KINDS[kind][0]("plain" if pad == "crlf" else pad)[n - 1] \
        .removeprefix(BAD)


def test_a_key_the_file_does_not_write_has_no_line(tmp_path):
    """``name`` missing: no line holds it, and none is said (not the line of another key)."""
    path = tmp_path / "exp.toml"
    path.write_text('title = "t"\ndatasets = ["junk"]\n[[rows]]\nlabel = "b"\nmethod = "rrf"\n')
    with pytest.raises(ValueError, match=r"missing key 'name'$"):
        load_experiment(path)
