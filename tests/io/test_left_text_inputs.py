"""The text-format calls the fresh-seed fuzzing left open (results/fuzz_text.md, "End code on a seed the fixes were
not made against"; issue 45), each settled against the format's reference tool and generated over its variants.

1. A PrefLib line keyed ``ALTERNATIVE NAME`` that is not ``ALTERNATIVE NAME k: name`` (``5.:``, no colon, ``1E2``)
   is refused at its line.  preflibtools dispatches on that key (``line.startswith("# ALTERNATIVE NAME")``), fails
   its pattern ``# ALTERNATIVE NAME (\\d+): (.*)`` and drops the line: the alternative then has no name (rankagg
   would name it by its number), another item than the one written.
2. A key split by NEL, U+2028, U+001C or a tab (``ALTERNATIVE<NEL>NAME 1``) is no key: a metadata line, as
   preflibtools' file reader has it (its ``startswith`` needs the one space), so the line names nothing.
3. A weights file that weighs no run (``{}``, ``{ }`` over lines, only comments) is refused naming the file.
4. A table of gene lists whose quote is never closed (gzip with an empty second member, as found) is refused at the
   row where the quote opens: the non-strict CSV reader read the rest of the file as one header cell.

Each case is also judged by the fuzzer's oracle (tests/fuzz/text_fuzz_harness.judge against the reference).
"""

from __future__ import annotations

import gzip
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rankagg.io import formats as F
from rankagg.io._errors import InputFormatError
from rankagg.io.preflib import read_preflib
from tests.fuzz import text_fuzz_harness as H
from tests.io.test_preflib_rules import elections

SETTINGS = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
#: ``# ALTERNATIVE NAME k: name`` lines that are not of that form (``{k}``: the alternative's number)
MALFORMED_NAME_LINES = ("# ALTERNATIVE NAME {k}.: {name}", "# ALTERNATIVE NAME {k} {name}",
                        "# ALTERNATIVE NAME {k}x: {name}", "# ALTERNATIVE NAME {k}E0: {name}",
                        "# ALTERNATIVE NAME: {name}", "# ALTERNATIVE NAME \u0661: {name}",
                        "# ALTERNATIVE NAME {k}\u0085: {name}", "# ALTERNATIVE NAME")
#: characters that are no ASCII blank (or a tab, which preflibtools' key does not allow either) between the words
KEY_SPLITS = ("\u0085", "\u2028", "\x1c", "\t", "\u00a0")


def _oracle(tmp_path, fmt: str, name: str, data: bytes) -> None:
    """The fuzzer's verdict on every entry point of ``fmt``: no fault (the reference and rankagg agree)."""
    case = H.Case(fmt, name, data, "test_left")
    v = H.reference(case)
    d = tmp_path / f"oracle-{fmt}"
    d.mkdir(exist_ok=True)
    path = H.write_case(case, d)
    for entry, fn in H.entries(fmt).items():
        got = H.judge(case, path, v, entry, H.call(lambda: fn(path, case, v)))
        assert got is None, (entry, got, data)


def _name_line(header: list[str]) -> tuple[int, int, str]:
    """(index in the header, alternative number, name) of a drawn election's ``ALTERNATIVE NAME`` line."""
    i = next(j for j, h in enumerate(header) if h.startswith("# ALTERNATIVE NAME "))
    m = re.fullmatch(r"# ALTERNATIVE NAME (\d+): (.*)", header[i])
    assert m
    return i, int(m.group(1)), m.group(2)


@SETTINGS
@given(parts=elections(), form=st.sampled_from(MALFORMED_NAME_LINES))
def test_a_malformed_alternative_name_line_is_refused_at_its_line(tmp_path, parts, form):
    kind, header, orders = parts
    i, k, name = _name_line(header)
    header = header[:i] + [form.format(k=k, name=name)] + header[i + 1:]
    path = tmp_path / f"e.{kind}"
    data = ("\n".join(header + orders) + "\n").encode("utf-8")
    path.write_bytes(data)
    with pytest.raises(InputFormatError, match=rf"e\.{kind}:{i + 1}: .*ALTERNATIVE NAME.* is not '# ALTERNATIVE "
                                               r"NAME k: name'"):
        read_preflib(path)
    _oracle(tmp_path, "preflib", f"e.{kind}", data)


def test_preflibtools_drops_a_malformed_name_line_so_the_alternative_loses_its_name(tmp_path):
    """The evidence for 1: preflibtools reads ``# ALTERNATIVE NAME 2.: Bob`` as no name for alternative 2."""
    instances = pytest.importorskip("preflibtools.instances")
    path = tmp_path / "e.soc"
    path.write_text("# FILE NAME: e.soc\n# TITLE: t\n# DATA TYPE: soc\n# NUMBER ALTERNATIVES: 2\n# NUMBER VOTERS: 1\n"
                    "# NUMBER UNIQUE ORDERS: 1\n# ALTERNATIVE NAME 1: Ann\n# ALTERNATIVE NAME 2.: Bob\n1: 2,1\n")
    theirs = instances.OrdinalInstance(str(path))
    assert theirs.alternatives_name == {1: "Ann"}  # Bob is gone; the order still ranks alternative 2 first
    with pytest.raises(InputFormatError, match=r"e\.soc:8: '# ALTERNATIVE NAME 2\.: Bob' is not"):
        read_preflib(path)


@SETTINGS
@given(parts=elections(), split=st.sampled_from(KEY_SPLITS), named_again=st.booleans())
def test_a_key_split_by_another_character_is_a_metadata_line(tmp_path, parts, split, named_again):
    """``# ALTERNATIVE<NEL>NAME k: x`` names nothing, as preflibtools' file reader has it; with the alternative
    named again on a proper line (the fuzzer's file), that name is the one read, never "named twice"."""
    kind, header, orders = parts
    i, k, name = _name_line(header)
    odd = f"# ALTERNATIVE{split}NAME {k}: other"
    header = header[:i] + [odd] + (header[i:] if named_again else header[i + 1:])
    path = tmp_path / f"e.{kind}"
    data = ("\n".join(header + orders) + "\n").encode("utf-8")
    path.write_bytes(data)
    got = read_preflib(path).alternatives
    assert got[k] == (name if named_again else str(k))  # never 'other'
    assert odd in read_preflib(path).header  # kept as written, like any metadata line
    _oracle(tmp_path, "preflib", f"e.{kind}", data)


@pytest.mark.parametrize("split", KEY_SPLITS)
def test_preflibtools_file_reader_reads_a_split_key_as_no_name(tmp_path, split):
    instances = pytest.importorskip("preflibtools.instances")
    path = tmp_path / "e.soc"
    path.write_text(f"# DATA TYPE: soc\n# NUMBER ALTERNATIVES: 2\n# ALTERNATIVE{split}NAME 1: x\n"
                    "# ALTERNATIVE NAME 2: y\n1: 1,2\n", encoding="utf-8")
    assert instances.OrdinalInstance(str(path)).alternatives_name == {2: "y"}
    assert read_preflib(path).alternatives == {1: "1", 2: "y"}


EMPTY_WEIGHTS = (b"{}", b"{ }\n", b"{\n}\n", b"\n  {\n\n }  \n", b"\xef\xbb\xbf{}", b"# only a comment\n", b"",
                 b"\n\n", b"  # a\n# b\n")


@pytest.mark.parametrize("data", EMPTY_WEIGHTS + tuple(gzip.compress(d, mtime=0) for d in EMPTY_WEIGHTS[:3]))
def test_a_weights_file_that_weighs_no_run_is_refused_naming_the_file(tmp_path, data):
    path = tmp_path / "weights.txt"
    path.write_bytes(data)
    with pytest.raises(ValueError, match=r"weights\.txt: no weights given \(the file names no run\); leave out "
                                         r"--weights"):
        list(F.read(path, F.FORMATS["weights"]))
    _oracle(tmp_path, "weights", "weights.txt", data)


def test_the_command_line_refuses_an_empty_weights_file(tmp_path, capsys):
    from rankagg.cli import main

    run = tmp_path / "a.run"
    run.write_text("1 Q0 d1 1 2.0 a\n1 Q0 d2 2 1.0 a\n")
    w = tmp_path / "w.json"
    w.write_text("{\n}\n")
    assert main(["fuse", str(run), "--weights", str(w), "-o", str(tmp_path / "out.run"), "--quiet"]) == 2
    assert "w.json: no weights given" in capsys.readouterr().err
    assert not (tmp_path / "out.run").exists()


#: tables of gene lists whose quote is never closed: (text, the line where the quote opens)
UNCLOSED = (('"\tstudy2\nTP53\t\ng-7\t\nMYC\t\n', 1), ('a\tb\nx\t"y\nz\t\n', 2), ('a\tb\nx\ty\nz\t"w', 3),
            ('\n\na\tb\nx\t"y\n', 4), ('a,b\n"x,y\nz,w\n', 2), ('"a\n', 1))


@pytest.mark.parametrize("gz", ["plain", "gzip", "gzip + empty member"])
@pytest.mark.parametrize("text,line", UNCLOSED)
def test_a_quote_never_closed_is_refused_at_its_row(tmp_path, text, line, gz):
    name = "lists.csv" if "," in text else "lists.tsv"
    data = text.encode("utf-8")
    if gz != "plain":
        data = gzip.compress(data, mtime=0) + (gzip.compress(b"", mtime=0) if gz.endswith("member") else b"")
    path = tmp_path / name
    path.write_bytes(data)
    with pytest.raises(InputFormatError, match=rf"{re.escape(name)}:{line}: a quote opened in this row is never "
                                               "closed"):
        list(F.read(path, F.FORMATS["gene-lists"]))
    _oracle(tmp_path, "gene-lists", name, data)


def test_quotes_that_close_still_read(tmp_path):
    """A quoted cell (R's write.csv quotes one holding the separator) is read as before, across lines too."""
    path = tmp_path / "lists.csv"
    path.write_text('"study, one",b\nTP53,"MYC"\nKRAS,\n')
    assert dict(next(F.read(path, F.FORMATS["gene-lists"]))) == {"study, one": ["TP53", "KRAS"], "b": ["MYC"]}
    path.write_text('"a\nb",c\nTP53,MYC\n')  # a header cell over two lines: one list name holding a line end
    assert dict(next(F.read(path, F.FORMATS["gene-lists"]))) == {"a\nb": ["TP53"], "c": ["MYC"]}


#: comparison tables whose header starts with an empty cell (R's write.csv: the row-name column), as the deep
#: comparisons fuzzer drew one on seed 20261130: (rows, refused at this line or None)
ROW_NAMED = ((["1\ta\tx1\tloss", "2\tx1\ta\twin"], None),  # every row holds its row name: read
             (["a\tx1\tloss", "x1\ta\twin"], 2),  # one field short: padded at its end by R and pandas, refused
             (["1\ta\tx1\tloss", "x1\ta\twin"], 3))


@pytest.mark.parametrize("sep", ["\t", ","])
@pytest.mark.parametrize("rows,refused", ROW_NAMED)
def test_a_row_named_table_with_a_row_one_field_short_is_refused_by_both_readers(tmp_path, rows, refused, sep):
    from rankagg.io.pairwise import read_comparisons
    from tests.fuzz.reference_table import read_comparison_bytes

    name = "t.tsv" if sep == "\t" else "t.csv"
    data = ("\n".join([sep.join(["", "a", "b", "outcome"])] + [r.replace("\t", sep) for r in rows]) + "\n").encode()
    (tmp_path / name).write_bytes(data)
    verdict = read_comparison_bytes(data, name)
    if refused is None:
        got = read_comparisons(tmp_path / name)
        assert verdict.content is not None and len(verdict.content) == 2 and len(got) == 2
        return
    assert verdict.content is None and verdict.line == refused
    with pytest.raises(InputFormatError, match=rf"{name}:{refused}: 3 fields, the header has 4"):
        read_comparisons(tmp_path / name)


@pytest.mark.parametrize("form", ["battles.csv", "comparisons.csv", "dataframe", "runs"])
@pytest.mark.parametrize("name", ["judge 1\x00", "\x00", "a\x00b"])
def test_a_name_holding_a_nul_is_refused_not_cut(tmp_path, form, name):
    """A judge or run name with a NUL (the deep comparisons fuzzer, seed 20261130): NumPy's text arrays dropped a
    trailing one ('judge 1\\x00' was read as 'judge 1', merged with that judge); refused as ids are."""
    import pandas as pd

    from rankagg.io.battles import read_battles
    from rankagg.io.pairwise import comparisons_from_frame, read_comparisons

    match = r"holds a NUL character"
    if form == "battles.csv":
        (tmp_path / "b.csv").write_text(f"model_a,model_b,winner,judge\nx,y,model_a,{name}\n")
        with pytest.raises(InputFormatError, match=rf"b\.csv:2: judge .* {match}"):
            read_battles(tmp_path / "b.csv")
    elif form == "comparisons.csv":
        (tmp_path / "c.csv").write_text(f"query,item_a,item_b,outcome,judge\n1,x,y,win,{name}\n")
        with pytest.raises(InputFormatError, match=rf"c\.csv:2: judge .* {match}"):
            read_comparisons(tmp_path / "c.csv")
    elif form == "dataframe":
        frame = pd.DataFrame([{"query": "1", "item_a": "x", "item_b": "y", "outcome": "win", "judge": name}])
        with pytest.raises(InputFormatError, match=match):
            comparisons_from_frame(frame)
    else:
        import rankagg

        with pytest.raises(ValueError, match=match):
            rankagg.fuse({name: {"1": {"d": 1.0}}, "b": {"1": {"d": 2.0}}}, "combsum")


@pytest.mark.parametrize("fmt,name,text,line", [
    ("gene-lists", "lists.tsv", "stud\x001\tstudy2\nTP53\tMYC\n", 1),
    ("gene-lists", "lists.tsv", "study1\tstud\x00\nTP53\t\n", 1),  # the list with a NUL is empty: checked too
    ("gene-list", "list.grp", "#my\x00list\nTP53\n", 1),
    ("gene-list", "list.grp", "#my\x00list\n", 1),
    ("weights", "weights.txt", "# weights\nr\x00\t1\n", 2)])
def test_a_list_or_run_name_holding_a_nul_is_refused_at_its_line(tmp_path, fmt, name, text, line):
    (tmp_path / name).write_text(text)
    with pytest.raises(InputFormatError, match=rf"{re.escape(name)}:{line}: (list|run) .* holds a NUL character"):
        list(F.read(tmp_path / name, F.FORMATS[fmt]))
    _oracle(tmp_path, fmt, name, text.encode())


# ------------------------------------------------------------ found on an unseen seed (20261201), after the fixes
LETOR_LINE = "{label} qid:{qid} 1:7 2:2 3:NULL #docid = {doc} inc = 1 prob = 0.5\n"


@pytest.mark.parametrize("bom", ["", "\ufeff"])
@pytest.mark.parametrize("at", [0, 1, 2])
def test_a_letor_qid_holding_a_hash_starts_the_comment_there(tmp_path, at, bom):
    """'qid:11#93': the comment starts at the first '#' (SVMlight's rule, the reader's slow path and write_letor's,
    which refuses such a qid); the fast pattern read the qid '11#93'.  The line then has no ranker field."""
    from rankagg.io.letor import read_letor

    qids = ["10", "10", "11"]
    qids[at] = qids[at] + "#93"
    text = bom + "".join(LETOR_LINE.format(label=k % 3, qid=q, doc=f"GX{k}") for k, q in enumerate(qids))
    path = tmp_path / "S1.txt"
    path.write_text(text)
    line = 2 if at == 0 else at + 1  # the first line sets the count of ranker fields (0 when it is the cut one)
    with pytest.raises(InputFormatError, match=rf"S1\.txt:{line}: expected [03] ranker fields"):
        read_letor(path)
    _oracle(tmp_path, "letor", "S1.txt", text.encode())


@pytest.mark.parametrize("bom", ["", "\ufeff"])
def test_an_indented_comment_in_qrels_is_refused_as_trec_eval_refuses_it(tmp_path, bom):
    """trec_eval 10.0 (get_qrels.c) skips a '#' in column 0 only: '  # x' is a malformed line.  rankagg refuses it
    at its line; the reference's 'either' missed it after a byte-order mark."""
    text = bom + "  # indented comment\n10 Q0 a 1\n10 0 Z 2\n"
    path = tmp_path / "qrels.txt"
    path.write_text(text)
    with pytest.raises(InputFormatError, match=r"qrels\.txt:1: expected 4 fields"):
        list(F.read(path, F.FORMATS["qrels"]))
    _oracle(tmp_path, "qrels", "qrels.txt", text.encode())


@pytest.mark.parametrize("blank", ["\t", " ", "\t \f"])
def test_a_battle_id_is_stripped_as_every_text_value(tmp_path, blank):
    """'\\t1' and '1' are one battle (the reader strips the blanks at a value's ends, items and judges too): refused
    as a battle given twice, not read as two."""
    from rankagg.io.battles import read_battles
    from tests.fuzz.reference_table import read_comparison_bytes

    data = f'model_a,model_b,winner,id\nx,y,model_a,"{blank}1"\nx,z,model_b,1\n'.encode()
    (tmp_path / "b.csv").write_bytes(data)
    with pytest.raises(InputFormatError, match=r"b\.csv:3: battle 1 appears twice \(first at line 2\)"):
        read_battles(tmp_path / "b.csv")
    assert read_comparison_bytes(data, "b.csv", battles=True).content is None
