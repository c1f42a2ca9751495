"""Issue 45's twelfth bar (a social-choice researcher's day): a PrefLib order given on two lines.

A file that declares ``NUMBER UNIQUE ORDERS`` says each order line is a distinct order.  preflibtools, the
format's reference, refuses a file that repeats one (``instances.sanity.orders``: "Some orders appear several
times"), and its reader keeps only the later line's count (unless told to ``autocorrect``, when it adds
them): the file reads as two different elections.  rankagg read it silently with the counts added
(``u12v_duplicate_order_lines``).  The class: every kind (soc, soi, toc, toi), either separator style, the
repeat next to the first or further down, written with other blanks; each must be refused at the repeat's
line, naming the first line, whenever preflibtools' sanity check names the repetition, and read (the counts
added) where the header claims nothing.  Orders compare as preflibtools compares them, so ``{2,3}`` and
``{3,2}`` are two orders to both.
"""

from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rankagg.io._errors import InputFormatError
from rankagg.io.preflib import read_preflib

SETTINGS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


@st.composite
def repeated(draw):
    """(kind, header lines, order lines, index of the repeat, index of the first): a PrefLib file whose order
    lines are distinct except one, which repeats an earlier one (blanks around its items drawn anew)."""
    kind = draw(st.sampled_from(["soc", "soi", "toc", "toi"]))
    n = draw(st.integers(2, 5))
    sep = draw(st.sampled_from([",", ", "]))
    texts: list[str] = []
    for _ in range(draw(st.integers(1, 4))):
        alts = list(draw(st.permutations(range(1, n + 1))))
        if kind.endswith("i"):
            alts = alts[: draw(st.integers(1, n))]
        parts, k = [], 0
        while k < len(alts):
            size = draw(st.integers(1, 3)) if kind.startswith("t") else 1
            cls = alts[k:k + size]
            parts.append("{" + ",".join(map(str, cls)) + "}" if len(cls) > 1 else str(cls[0]))
            k += size
        text = sep.join(parts)
        if text not in texts:
            texts.append(text)
    first = draw(st.integers(0, len(texts) - 1))
    # other blanks between the items (not inside braces, where preflibtools' pattern allows none)
    again = re.sub(r",(?![^{]*\})", draw(st.sampled_from([",", ", ", " ,", " , "])), texts[first])
    where = draw(st.integers(first + 1, len(texts)))
    texts.insert(where, again)
    counts = [draw(st.integers(1, 4)) for _ in texts]
    header = [f"# FILE NAME: e.{kind}", "# TITLE: repeated", f"# DATA TYPE: {kind}", f"# NUMBER ALTERNATIVES: {n}",
              f"# NUMBER VOTERS: {sum(counts)}", f"# NUMBER UNIQUE ORDERS: {len(texts)}"]
    header += [f"# ALTERNATIVE NAME {a}: c{a}" for a in range(1, n + 1)]
    return kind, header, [f"{c}: {t}" for c, t in zip(counts, texts)], where, first


def _preflibtools_names_the_repeat(path) -> bool:
    instances = pytest.importorskip("preflibtools.instances")
    from preflibtools.instances.sanity import orders

    inst = instances.OrdinalInstance()
    inst.parse_file(str(path))
    return any("appear several times" in e for e in orders(inst))


@SETTINGS
@given(parts=repeated())
def test_a_repeated_order_is_refused_at_its_line_as_preflibtools_sanity_check_refuses_it(tmp_path, parts):
    kind, header, lines, where, first = parts
    path = tmp_path / f"e.{kind}"
    path.write_text("\n".join(header + lines) + "\n")
    assert _preflibtools_names_the_repeat(path)
    with pytest.raises(InputFormatError, match=rf"given again \(first at line {len(header) + first + 1}\)") as err:
        read_preflib(path)
    assert err.value.line == len(header) + where + 1 and err.value.path == str(path)


@SETTINGS
@given(parts=repeated())
def test_without_a_unique_orders_line_the_counts_of_a_repeat_add_up(tmp_path, parts):
    """Nothing claims the orders distinct: read, with the counts added, as preflibtools' ``autocorrect`` reads
    it (a count is voters)."""
    kind, header, lines, _, _ = parts
    path = tmp_path / f"e.{kind}"
    path.write_text("\n".join([h for h in header if "UNIQUE" not in h] + lines) + "\n")
    election = read_preflib(path)
    instances = pytest.importorskip("preflibtools.instances")
    inst = instances.OrdinalInstance()
    inst.parse_file(str(path), autocorrect=True)
    got: dict = {}
    for count, classes in election.orders:
        got[classes] = got.get(classes, 0) + count
    assert got == dict(inst.multiplicity)
    assert election.n_voters == inst.num_voters


def test_one_class_written_in_another_order_is_another_order_for_preflibtools_too(tmp_path):
    path = tmp_path / "e.toc"
    path.write_text("# DATA TYPE: toc\n# NUMBER ALTERNATIVES: 3\n# NUMBER VOTERS: 3\n# NUMBER UNIQUE ORDERS: 2\n"
                    "# ALTERNATIVE NAME 1: a\n# ALTERNATIVE NAME 2: b\n# ALTERNATIVE NAME 3: c\n"
                    "2: 1,{2,3}\n1: 1,{3,2}\n")
    assert not _preflibtools_names_the_repeat(path)
    assert read_preflib(path).n_voters == 3


def test_the_command_line_names_the_file_and_the_line(tmp_path, capsys):
    from rankagg.cli import main

    path = tmp_path / "e.soc"
    path.write_text("# FILE NAME: e.soc\n# TITLE: t\n# DATA TYPE: soc\n# NUMBER ALTERNATIVES: 3\n# NUMBER VOTERS: 5\n"
                    "# NUMBER UNIQUE ORDERS: 3\n# ALTERNATIVE NAME 1: a\n# ALTERNATIVE NAME 2: b\n"
                    "# ALTERNATIVE NAME 3: c\n2: 1,2,3\n2: 3,2,1\n1: 1,2,3\n")
    out = tmp_path / "o.run"
    assert main(["fuse", str(path), "--method", "borda", "--quiet", "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert re.search(r"e\.soc:12: this order is given again \(first at line 10\)", err) and not out.exists()
