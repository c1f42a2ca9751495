"""Issue 45's eleventh bar, files a stranger hands over: the three fault classes it found, generated.

* **An output that is a file a folder input is read from.**  ``rankagg report d -o r.md`` with ``r.md`` a link to
  ``d/a.json`` replaced the result it was reading (u11h_report_output_symlink_into_folder): the output guard
  compared the output with the folder, not with the files read from it, and its "beside the files of the folder"
  rule skipped the file itself.  Every folder input (a folder of results, a Parquet run table), one or two files
  in it, each way of reaching one of them (a symlink to it, a path through a symlinked folder, a hard link), each
  output option: refused naming the file, which is left as it was.  A report written into the folder beside the
  results, or over a previous report, stays allowed (the folder is not read from ``.md`` files).
* **TOML nested past the recursion limit.**  ``tomllib`` recurses once per level of arrays and inline tables:
  100,000 ``[`` in a 200 KB experiment file gave a bare ``RecursionError`` (u11h_toml_nested_arrays).  Every
  form of nesting, past the limit by a little and by a lot: a ``ValueError`` naming the file.
* **A whole-file text that is not UTF-8.**  An experiment file saved as Latin-1 was refused with only Python's
  codec message, naming no file (u11h_toml_invalid_utf8).  Every kind of invalid UTF-8 (a Latin-1 byte, a
  stray continuation byte, a sequence cut at the end, an overlong form, an encoded surrogate) on any line: the
  file and the line, counted by hand.
"""

from __future__ import annotations

import os

import pytest

from rankagg.cli import main
from rankagg.experiments.experiment_file import load_experiment
from rankagg.io.guard import read_input_text

_TOML = 'name = "x"\ntitle = "t"\ndatasets = ["MQ2008-small"]\nselect_by = "NDCG@10"\n[[rows]]\nlabel = "b"\nmethod = "borda"\n'
_RESULT = '{"P@5": 0.2, "AP": 0.75}\n'


def _table_part(path, qids: list[str]) -> None:
    import pyarrow as pa
    import pyarrow.parquet as pq

    rows = {"q_id": [], "doc_id": [], "score": [], "run": []}
    for q in qids:
        for run, docs in (("t", "abc"), ("u", "bad")):
            for i, d in enumerate(docs):
                rows["q_id"].append(q), rows["doc_id"].append(d), rows["score"].append(3.0 - i), rows["run"].append(run)
    pq.write_table(pa.table(rows), path)


def _folder(tmp_path, kind: str, n: int):
    """A folder input of ``n`` files: results (report) or Parquet parts of a run table (fuse); its first file."""
    folder = tmp_path / "in"
    folder.mkdir()
    if kind == "results":
        for i in range(n):
            (folder / f"r{i}.json").write_text(_RESULT.replace("0.75", f"0.{75 - i}"))
        return folder, folder / "r0.json"
    for i in range(n):
        _table_part(folder / f"part-{i}.parquet", [str(i + 1)])
    return folder, folder / "part-0.parquet"


def _reach(tmp_path, how: str, member, name: str):
    """The output path ``name`` that reaches ``member``: a symlink to it, a path through a symlink to its folder,
    a hard link."""
    if how == "symlink":
        os.symlink(member, tmp_path / name)
        return str(tmp_path / name)
    if how == "linked_folder":
        os.symlink(member.parent, tmp_path / "via")
        return str(tmp_path / "via" / member.name)
    os.link(member, tmp_path / name)
    return str(tmp_path / name)


@pytest.mark.parametrize("how", ["symlink", "linked_folder", "hardlink"])
@pytest.mark.parametrize("n", [1, 2])
@pytest.mark.parametrize("kind,option", [("results", "-o"), ("table", "-o"), ("table", "--explain")])
def test_an_output_onto_a_file_a_folder_input_is_read_from_is_refused(tmp_path, capsys, kind, option, n, how):
    folder, member = _folder(tmp_path, kind, n)
    before = member.read_bytes()
    out = _reach(tmp_path, how, member, {"results": "out.md", "table": "out.run"}[kind] if option == "-o" else "e.jsonl")
    if kind == "results":
        argv = ["report", str(folder), "-o", out, "--no-figures"]
    elif option == "-o":
        argv = ["fuse", str(folder), "--method", "rrf", "--quiet", "-o", out]
    else:
        argv = ["fuse", str(folder), "--method", "rrf", "--quiet", "--explain", out, "-o", str(tmp_path / "o.run")]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert member.name in err and "Traceback" not in err, err
    assert member.read_bytes() == before
    assert not (tmp_path / "o.run").exists()


_LETOR = ("0 qid:10 1:3 2:NULL #docid = A\n2 qid:10 1:1 2:5 #docid = B\n1 qid:11 1:2 2:1 #docid = A\n"
          "1 qid:11 1:1 2:2 #docid = C\n")


@pytest.mark.parametrize("how", ["direct", "symlink", "linked_folder", "hardlink"])
@pytest.mark.parametrize("n", [1, 2])
def test_aggregate_parquet_onto_a_part_of_its_dataset_is_refused(tmp_path, n, how):
    """The API face: ``aggregate_parquet`` wrote straight into ``out``, never through the output guard."""
    from rankagg.backends.streaming import aggregate_parquet
    from rankagg.io.parquet_writer import letor_to_parquet

    for i in range(n):
        (tmp_path / f"S{i}.txt").write_text(_LETOR.replace("qid:1", f"qid:{i + 2}"))
    letor_to_parquet([str(tmp_path / f"S{i}.txt") for i in range(n)], str(tmp_path / "ds"), queries_per_file=1)
    parts = sorted((tmp_path / "ds").glob("*.parquet"))
    member = parts[-1]
    before = member.read_bytes()
    out = str(member) if how == "direct" else _reach(tmp_path, how, member, "o.parquet")
    with pytest.raises(ValueError, match="refusing to overwrite input file") as info:
        aggregate_parquet("rrf", str(tmp_path / "ds"), out)
    assert member.name in str(info.value)
    assert member.read_bytes() == before


def test_aggregate_parquet_still_writes_its_table(tmp_path):
    """Through the guard and the atomic writer, the table is written as before, nothing beside it."""
    from rankagg.backends.streaming import aggregate_parquet
    from rankagg.io.parquet_writer import letor_to_parquet

    (tmp_path / "S1.txt").write_text(_LETOR)
    letor_to_parquet([str(tmp_path / "S1.txt")], str(tmp_path / "ds"))
    assert aggregate_parquet("rrf", str(tmp_path / "ds"), str(tmp_path / "o.parquet"))["n_items"] == 4
    assert sorted(p.name for p in tmp_path.iterdir()) == ["S1.txt", "ds", "o.parquet"]


@pytest.mark.parametrize("where", ["beside", "previous"])
def test_a_report_beside_the_results_it_reads_stays_allowed(tmp_path, capsys, where):
    """The folder of results is read from its ``*.json`` files only: a report written into it, new or over the
    previous report, is no input."""
    folder, member = _folder(tmp_path, "results", 2)
    out = folder / "report.md"
    if where == "previous":
        out.write_text("# an older report\n")
    assert main(["report", str(folder), "-o", str(out), "--no-figures"]) == 0, capsys.readouterr().err
    assert out.read_text().startswith("# rankagg report")


def _nested(form: str, depth: int) -> str:
    if form == "arrays":
        return "[" * depth + "]" * depth
    if form == "inline_tables":
        return "{a = " * depth + "1" + "}" * depth
    if form == "tables_in_arrays":
        return "[{a = " * depth + "1" + "}]" * depth
    return "[" * depth + "{b = 1}" + "]" * depth  # arrays around one inline table


@pytest.mark.parametrize("depth", [1_500, 100_000])
@pytest.mark.parametrize("form", ["arrays", "inline_tables", "tables_in_arrays", "arrays_around_table"])
@pytest.mark.parametrize("key", ["note", "title"])
def test_toml_nested_past_the_recursion_limit_is_an_error_naming_the_file(tmp_path, key, form, depth):
    path = tmp_path / "e.toml"
    text = _TOML.replace('title = "t"\n', f'title = "t"\n{key}2 = {_nested(form, depth)}\n')
    path.write_text(text)
    with pytest.raises(ValueError, match="nested too deeply") as info:
        load_experiment(path)
    assert str(path) in str(info.value)


def test_toml_nesting_through_the_command_is_a_clean_error(tmp_path, capsys):
    path = tmp_path / "e.toml"
    path.write_text(_TOML + f"note = {_nested('arrays', 100_000)}\n")
    assert main(["experiment", "status", str(path)]) == 2
    err = capsys.readouterr().err
    assert str(path) in err and "RecursionError" not in err, err


#: bytes that are not UTF-8 (RFC 3629), each with what it is
_NOT_UTF8 = {
    "latin1_e_acute": b"caf\xe9",
    "ff_byte": b"\xff",
    "stray_continuation": b"a\x80b",
    "overlong_slash": b"\xc0\xaf",
    "encoded_surrogate": b"\xed\xa0\x80",
    "four_byte_past_u10ffff": b"\xf4\x90\x80\x80",
}


@pytest.mark.parametrize("line", [1, 2, 7])
@pytest.mark.parametrize("name", sorted(_NOT_UTF8))
def test_whole_file_text_that_is_not_utf8_names_the_file_and_line(tmp_path, name, line):
    lines = _TOML.encode().splitlines(keepends=True)
    lines[line - 1] = lines[line - 1].rstrip(b"\n") + b" # " + _NOT_UTF8[name] + b"\n"
    path = tmp_path / "e.toml"
    path.write_bytes(b"".join(lines))
    with pytest.raises(ValueError, match="not valid UTF-8") as info:
        read_input_text(path)
    assert f"{path}:{line}:" in str(info.value)
    with pytest.raises(ValueError) as info:
        load_experiment(path)
    assert f"{path}:{line}:" in str(info.value)


def test_a_sequence_cut_at_the_end_names_the_last_line(tmp_path):
    path = tmp_path / "e.toml"
    path.write_bytes(_TOML.encode() + b"note = \"\xe2\x82")
    with pytest.raises(ValueError, match="not valid UTF-8") as info:
        read_input_text(path)
    assert f"{path}:{_TOML.count(chr(10)) + 1}:" in str(info.value)


def _unreachable(tmp_path, shape: str, name: str):
    """``name`` in ``tmp_path`` made unreachable: a loop of symlinks of 1, 2 or 3 links, a link to a missing file,
    or nothing at all; the reason a reader must give."""
    if shape.startswith("loop"):
        n = int(shape[-1])
        names = [name] + [f"l{i}" for i in range(1, n)]
        for a, b in zip(names, names[1:] + names[:1]):
            os.symlink(b, tmp_path / a)
        return "Too many levels of symbolic links"
    if shape == "dangling":
        os.symlink("gone", tmp_path / name)
        return "no such file (a symbolic link to gone"
    return "no such file"


@pytest.mark.parametrize("shape", ["loop1", "loop2", "loop3", "dangling", "missing"])
@pytest.mark.parametrize("reader", ["model", "qrels", "text", "json", "run"])
def test_an_input_that_cannot_be_reached_says_why(tmp_path, reader, shape):
    """A symlink loop was refused as "no such file" (the readers asked ``os.path.exists``, False for a loop,
    u11h_fuser_from_model_symlink_loop) or in Python's "[Errno 40] ...: 'f.txt'" form (the input guard's open,
    u11h_report_folder_symlink_loop): the file named first, with the system's reason."""
    from rankagg import Fuser
    from rankagg.io import read_qrels
    from rankagg.io import read_trec_run
    from rankagg.io.model_files import read_json_file
    from rankagg.io.text_input import read_text

    why = _unreachable(tmp_path, shape, "f.txt")
    call = {"model": Fuser.from_model, "qrels": read_qrels, "text": read_text, "json": read_json_file,
            "run": read_trec_run}[reader]
    with pytest.raises(OSError) as info:
        call(str(tmp_path / "f.txt"))
    assert str(info.value).startswith(f"{tmp_path / 'f.txt'}: {why}"), str(info.value)
