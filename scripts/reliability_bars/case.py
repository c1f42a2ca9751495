"""A case of scripts/reliability_matrix.py (issue 45): what is run, and what its answer must be."""

from __future__ import annotations

import io
import re
import sys
import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

__all__ = ["Case", "stdout_has", "table_items", "snippet_cases", "command_cases", "command_cases_files_optional",
           "FUSION_REFS", "fusion_checks",
           "prints_same", "named_at"]


@dataclass
class Case:
    id: str
    group: str
    what: str
    argv: list[str] | None = None  # CLI arguments after 'rankagg'
    code: str | None = None  # or an API snippet
    files: dict[str, str | bytes] = field(default_factory=dict)
    expect: str = "error"  # "error" or "ok" (a documented rule)
    mention: tuple[str, ...] = ()  # the message must contain these (file:line, parameter)
    check: Callable[[str, Path], bool] | None = None  # for expect="ok": is the result right?
    outputs: tuple[str, ...] = ()  # files an error must not leave behind
    signal: tuple[str, float] | None = None  # ("SIGINT", seconds after start)
    setup: Callable[[Path], None] | None = None
    umask: int | None = None
    fast: bool = False  # part of the test suite's subset
    needs_data: bool = False
    timeout: float = 300.0
    warns: str = ""  # for expect="ok": stderr must hold this warning
    why: str = ""  # TREC runs and qrels: why refused (trec_eval fails too, or the result would be wrong) or accepted
    env: dict[str, str] = field(default_factory=dict)  # extra environment ("{folder}" is the case's folder)
    memory_gb: float | None = None  # run under this address-space limit (RLIMIT_AS)
    file_limit: int | None = None  # RLIMIT_FSIZE in bytes (ulimit -f)
    close_fds: tuple[int, ...] = ()  # standard streams closed before the command starts
    empty: tuple[str, ...] = ()  # folders that must be empty afterwards (temporary space)


def named_at(name: str, text: str | bytes) -> str:
    """``name:LINE``, the place a door names a field's text file at: an XML document opened by a prolog (a
    declaration, a comment, a DOCTYPE) at its root element's line, which says what the file is; else line 1.  A root
    on the prolog's own line (CompetitionSuite's '<!-- 3/14/2026 10:52:17 PM --><html><head>') is on line 1, after
    any number of its items (GPO's USLM bills: the declaration, a stylesheet instruction, then <bill>); blank lines
    before the prolog belong to it (the KBDB's result page opens with one, then its DOCTYPE)."""
    text = text.decode("utf-8", "replace") if isinstance(text, bytes) else text
    lines = text.lstrip("\ufeff").splitlines()
    first = next((line for line in lines if line.strip()), "")
    opened = first.lstrip().startswith(("<?", "<!"))
    root = next((i for i, line in enumerate(lines, 1)
                 if re.match(r"\s*(?:<\?[^>]*\?>\s*|<!--.*?-->\s*)*<[A-Za-z_]", line)), 1)
    return f"{name}:{root if opened else 1}"


def stdout_has(text: str) -> Callable[[str, Path], bool]:
    return lambda out, folder: text in out


def table_items(name: str, want: list[str]) -> Callable[[str, Path], bool]:
    """A check that the table written to ``name`` (a header, then ``query, rank, item, score`` rows, tab-separated)
    lists the items ``want`` in this order."""
    def check(out: str, folder: Path) -> bool:
        rows = (folder / name).read_text(encoding="utf-8").splitlines()[1:]
        return [r.split("\t")[2] for r in rows] == want
    return check


def snippet_cases(group: str, prelude: str, ok_timeout: float = 120, bad_timeout: float = 60
                  ) -> tuple[Callable[..., Case], Callable[..., Case]]:
    """The two kinds of API case a bar writes, each running ``prelude`` (its references) before the case's code:
    ``ok`` prints 'same' when the result agrees with the references; ``bad`` must be refused naming ``mention``."""

    def ok(id: str, what: str, code: str, why: str, files: dict | None = None, timeout: float = ok_timeout,
           fast: bool = False, setup: Callable[[Path], None] | None = None, env: dict | None = None) -> Case:
        return Case(id, group, what, code=prelude + code, expect="ok", check=stdout_has("same"), memory_gb=4.0,
                    timeout=timeout, why=why, files=files or {}, fast=fast, setup=setup, env=env or {})

    def bad(id: str, what: str, code: str, *mention: str, why: str = "", files: dict | None = None,
            outputs: tuple[str, ...] = ()) -> Case:
        return Case(id, group, what, code=prelude + code, mention=mention, memory_gb=4.0, timeout=bad_timeout, why=why,
                    files=files or {}, outputs=outputs)

    return ok, bad


def command_cases(group: str, *, outputs: tuple[str, ...] = ("fused.run",), ok_timeout: float = 120,
                  bad_timeout: float = 60) -> tuple[Callable[..., Case], Callable[..., Case]]:
    """The two kinds of command case a bar writes, each given its files: ``cli_ok(id, what, argv, files, check,
    why)`` must exit 0 with ``check`` true; ``cli_bad(id, what, argv, files, *mention, why)`` must be refused
    naming ``mention`` and leave none of ``outputs`` behind (a bar's usual output file by default)."""
    default_outputs = outputs

    def cli_ok(id: str, what: str, argv: list[str], files: dict | None, check: Callable[[str, Path], bool],
               why: str = "", timeout: float = ok_timeout, warns: str = "", fast: bool = False,
               setup: Callable[[Path], None] | None = None, env: dict | None = None, needs_data: bool = False) -> Case:
        return Case(id, group, what, argv=argv, files=files or {}, expect="ok", check=check, memory_gb=4.0,
                    timeout=timeout, why=why, warns=warns, fast=fast, setup=setup, env=env or {},
                    needs_data=needs_data)

    def cli_bad(id: str, what: str, argv: list[str], files: dict | None, *mention: str, why: str = "",
                outputs: tuple[str, ...] = default_outputs, fast: bool = False,
                setup: Callable[[Path], None] | None = None, env: dict | None = None,
                timeout: float = bad_timeout) -> Case:
        return Case(id, group, what, argv=argv, files=files or {}, mention=mention, outputs=tuple(outputs),
                    memory_gb=4.0, timeout=timeout, why=why, fast=fast, setup=setup, env=env or {})

    return cli_ok, cli_bad


def command_cases_files_optional(group: str, *, outputs: tuple[str, ...] = ("fused.run",), ok_timeout: float = 120,
                                 bad_timeout: float = 60) -> tuple[Callable[..., Case], Callable[..., Case]]:
    """:func:`command_cases` for bars whose cases mostly make their files in ``setup``: ``files`` is a keyword,
    ``cli_ok(id, what, argv, check, why)`` and ``cli_bad(id, what, argv, *mention, why)``."""
    with_files_ok, with_files_bad = command_cases(group, outputs=outputs, ok_timeout=ok_timeout,
                                                  bad_timeout=bad_timeout)

    def cli_ok(id: str, what: str, argv: list[str], check: Callable[[str, Path], bool], why: str = "",
               files: dict | None = None, **options: Any) -> Case:
        return with_files_ok(id, what, argv, files, check, why, **options)

    def cli_bad(id: str, what: str, argv: list[str], *mention: str, why: str = "", files: dict | None = None,
                **options: Any) -> Case:
        return with_files_bad(id, what, argv, files, *mention, why=why, **options)

    return cli_ok, cli_bad


def pandas_setup(code: str) -> Callable[[Path], None]:
    """A case's setup that runs ``code`` with ``pd`` (pandas) and ``folder`` (the case's folder) bound: the files a
    team writes with pandas (Parquet tables, frames saved by a notebook), made in the case's folder before it runs."""
    def setup(folder: Path) -> None:
        import pandas as pd  # imported in the case's setup only: the matrix itself needs no pandas

        exec(code, {"pd": pd, "folder": folder})

    return setup


def reference_setup(prelude: str, code: str) -> Callable[[Path], None]:
    """A case's setup that runs a bar's reference ``prelude`` and then ``code``, with ``P(name)`` the path of a file
    in the case's folder: the team's files (runs, tables, Parquet) written with the references' own helpers."""
    def setup(folder: Path) -> None:
        scope: dict = {"P": lambda name: str(folder / name)}
        exec(prelude, scope)
        exec(code, scope)

    return setup


class _ThreadStdout(io.TextIOBase):
    """``sys.stdout``, except in a thread that is collecting a check's report.  The matrix runs its cases in threads
    (``--jobs``), and ``contextlib.redirect_stdout`` swaps the one ``sys.stdout`` under all of them: a check's
    'same' could land in another check's buffer or the progress line in its own (three rows of the twenty-fourth
    bar came out silent under ``--jobs 2`` and rule alone)."""

    def __init__(self, real: Any) -> None:
        self.real = real
        self.local = threading.local()

    def write(self, text: str) -> int:
        return (getattr(self.local, "buffer", None) or self.real).write(text)

    def flush(self) -> None:
        self.real.flush()


_INSTALL = threading.Lock()


def prints_same(code: str, scope: dict) -> bool:
    """Whether a check's reference ``code``, run with ``scope`` (copied) as its globals, prints 'same' and nothing
    else, its printing caught in this thread only."""
    with _INSTALL:
        if not isinstance(sys.stdout, _ThreadStdout):
            sys.stdout = _ThreadStdout(sys.stdout)
    stdout = sys.stdout
    assert isinstance(stdout, _ThreadStdout)
    stdout.local.buffer = caught = io.StringIO()
    try:
        exec(code, dict(scope))
    finally:
        stdout.local.buffer = None
    return caught.getvalue().strip() == "same"


#: each fusion's reference (``references.RANKED_LISTS``): ``l`` a query's lists, ``W`` the weights or None
FUSION_REFS = {"borda": "borda_ref(l, W)", "rrf": "rrf_ref(l, 60.0, W)", "combsum": "combsum_minmax_ref(l, W)",
               "combmnz": "combmnz_ref(l, W)", "combmax": "combmax_ref(l)"}


def fusion_checks(prelude: str, data: str, output: str, report_prelude: str | None = None
                  ) -> tuple[Callable[[str, Path], bool], Callable[..., Callable[[Path], None]],
                             Callable[..., Callable[[str, Path], bool]]]:
    """The three helpers a field's bar writes for its runs, ``prelude`` its references and ``data`` the name of its
    function ``data(args) -> {ranker: {query: {id: score}}}``:

    * ``report(code, folder)``: runs ``code`` after ``report_prelude`` (the references by default) in the case's
      folder, true when it prints 'same';
    * ``runs_setup(args, code)``: writes one TREC run per ranker of ``data(args)`` (its tag the ranker's name), then
      runs ``code``;
    * ``cli_check(method, args, weights, depth, output, prep)``: checks the fused run the command wrote to ``output``
      against ``method``'s reference (:data:`FUSION_REFS`) per query, cut to ``depth``."""
    shown = prelude if report_prelude is None else report_prelude

    def report(code: str, folder: Path) -> bool:
        return prints_same(shown + code, {"FOLDER": str(folder)})

    def runs_setup(args: str = "", code: str = "") -> Callable[[Path], None]:
        return reference_setup(prelude, f"RUNS = {data}({args})\n"
                               "for t, run in RUNS.items():\n"
                               "    open(P(t + '.run'), 'w', encoding='utf-8').write(run_text(run, t))\n" + code)

    def cli_check(method: str, args: str = "", weights: str = "", depth: int | None = None,
                  output: str = output, prep: str = "") -> Callable[[str, Path], bool]:
        code = (f"RUNS = {data}({args})\n{prep}W = {weights or 'None'}\n"
                f"refs = {{q: {FUSION_REFS[method]} for q, l in per_query(RUNS).items()}}\n"
                f"report(agree_all(read_run(open(FOLDER + '/{output}', encoding='utf-8').read()), refs, {depth}))\n")
        return lambda out, folder: report(code, folder)

    return report, runs_setup, cli_check
