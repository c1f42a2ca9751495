"""The helpers of the tests that give a field's own files at the runs and the qrels doors (the bars' ``*_files``
tests): each file saved as its tool saves it, gzipped when its name says so, and told at both doors."""

from __future__ import annotations

import gzip
import re

import pytest

import rankagg
from rankagg.cli import main
from rankagg.io.foreign_shapes import qrels_shape, run_shape

#: how the file is saved: its text to bytes (plain, with a byte-order mark, with CRLF ends)
SAVED = [lambda t: t.encode(), lambda t: ("\ufeff" + t).encode(), lambda t: t.replace("\n", "\r\n").encode()]


def root_line(text: str) -> int:
    """The line a door names a file at: an XML document's root element's line when a prolog (a declaration, a
    comment, a DOCTYPE, blank lines before them) opens it, else its first line (counted here from the text, line by
    line); a root on the prolog's own line ('<!-- ... --><html>') is on that line."""
    lines = text.lstrip("\ufeff").splitlines()
    first = next((line for line in lines if line.strip()), "")
    if not first.lstrip().startswith(("<?", "<!")):
        return 1
    return next((i for i, line in enumerate(lines, 1)
                 if re.match(r"\s*(?:<\?[^>]*\?>\s*|<!--.*?-->\s*)?<[A-Za-z_]", line)), 1)


def write_file(path, data: bytes) -> str:
    """``data`` written at ``path``, gzip-compressed when its name ends in .gz; the path as text."""
    path.write_bytes(gzip.compress(data, mtime=0) if path.name.endswith(".gz") else data)
    return str(path)


def named_at_both_doors(path: str, *words: str, line: int = 1) -> None:
    """The file at ``path`` is told at the runs and the qrels doors, at ``line``, the note holding ``words``."""
    for shape in (run_shape(path), qrels_shape(path)):
        assert shape is not None and shape.line == line, shape
        assert all(w in shape.reason for w in words), shape.reason


def refusal_through_the_api(tmp_path, name: str, data: bytes, run_text: str, door: str) -> str:
    """The message with which ``rankagg.fuse`` (``door`` 'run': the file beside a run of ``run_text``) or
    ``rankagg.evaluate`` ('qrels': the file as that run's judgements) refuses the file ``name`` holding ``data``
    (gzip-compressed when ``name`` ends in .gz)."""
    path = write_file(tmp_path / name, data)
    run = tmp_path / "given.run"
    run.write_text(run_text)
    with pytest.raises(Exception) as err:
        if door == "run":
            rankagg.fuse([path, str(run)], method="rrf")
        else:
            rankagg.evaluate(str(run), path)
    return str(err.value)


def named_through_the_api(tmp_path, files: dict, name: str, door: str, gz: bool, run_text: str, *words: str) -> str:
    """The refusal of the file ``name`` of ``files`` ({name: (content, what it is, its line)}) through the API at
    ``door`` ('run' or 'qrels'), gzipped when ``gz``, checked to name the file at its line, what it is, and every one
    of ``words`` (the advice the field's recogniser gives); the message."""
    content, what, line = files[name]
    name = name + (".gz" if gz else "")
    message = refusal_through_the_api(tmp_path, name, content.encode(), run_text, door)
    assert f"{name}:{line}:" in message and what in message and all(w in message for w in words), message
    return message


def refused_output(tmp_path, capsys, run_text: str, output: str) -> str:
    """The message with which ``rankagg fuse RUN --method rrf -o OUTPUT`` refuses ``output`` (the run holding
    ``run_text``), after checking the exit status 2 and that nothing was written."""
    run = tmp_path / "given.run"
    run.write_text(run_text)
    try:
        code = main(["fuse", str(run), "--method", "rrf", "-o", str(tmp_path / output)])
    except SystemExit as exc:
        code = exc.code
    err = capsys.readouterr().err
    assert code == 2 and output in err and not (tmp_path / output).exists(), err
    return err
