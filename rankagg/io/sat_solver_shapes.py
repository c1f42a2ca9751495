"""An automated-reasoning team's files where a run or the judgements are read (issue 45's twenty-ninth bar,
u29a_*_as_run, u29a_*_as_qrels): told a field count ("expected 6 fields, found 11" for a DIMACS CNF, "NUL bytes" for
a binary DRAT proof), each is named at its first lines (or bytes) for the format or tool that writes it, with what to
give instead: DIMACS CNF instances and a SAT solver's DIMACS output, SMT-LIB 2 scripts, DRAT proofs (text and
binary), a StarExec job-info CSV, a SAT competition results table, a BenchExec result XML and table, runsolver's
watcher log and values file, GNU time's -v report.  Only a first line that is no TREC line is asked about (a run of
numbers, or ids 'p', 'c' and 'cnf', stays a run: tests/test_twentyninth_bar_sat_solver_files.py)."""

from __future__ import annotations

import re
from typing import Sequence

from rankagg.io.line_form_store import compiled

__all__ = ["AS_RUN", "lrat_lines", "sat_solver_binary", "sat_solver_columns", "sat_solver_shape"]

#: what to do with a solver benchmark's files: each seed's or campaign's negated PAR-2 is a run
AS_RUN = ("give each campaign's (or seed's) results as a run, the benchmark instance a query and each solver or "
          "configuration a document (no blank: z3_4.13_arith6), the score higher for the better, so the PAR-2 time "
          "negated (a timeout -2 x the limit): 'INSTANCE Q0 SOLVER RANK -PAR2 TAG'; a reference ranking's grades are "
          "the qrels, 'INSTANCE 0 SOLVER GRADE'")
_NOT_LINES = "not TREC run or qrels lines: it ranks no solvers; "
_CLAUSE = compiled(r"^-?\d+(?:\s+-?\d+)*\s+0$")
_COMMENT = compiled(r"^c(?:\s|$)")
#: a TREC run line (query Q0 doc rank score tag): a run whose query is 'c' is never a DIMACS comment
_TREC = compiled(r"^\S+\s+\S+\s+\S+\s+-?\d+\s+\S+\s+\S+$")
_DIMACS = ("a DIMACS file (a DIMACS CNF instance's 'c' comments, 'p cnf VARS CLAUSES' header and clauses ending 0, "
           "or a SAT solver's output: 'c' lines, 's SATISFIABLE', 'v' model lines)")
#: each file by a pattern of one of its first two lines: what it is
_LINES = (
    (compiled(r"^p\s+(?:w?cnf|dnf|sat|knf|wpms)\s+\d+\s+\d+(?:\s+\d+)?$"), _DIMACS),
    # a solver's status line; its 'v' model lines alone are not asked for: an OBJ mesh's vertices are 'v 1 2 3' too
    # (tests/test_twentyseventh_bar_shape_search_files.py)
    (compiled(r"^s\s+(?:SATISFIABLE|UNSATISFIABLE|UNKNOWN|OPTIMUM FOUND)$"), _DIMACS),
    (compiled(r"^\(\s*(?:set-logic|set-info|set-option|declare-fun|declare-const|declare-sort|define-fun|"
              r"assert|check-sat|push|get-model)(?=[ )]|$)[^\t,]*$"),  # a table's cell '(assert' is no script
     "an SMT-LIB 2 script ((set-logic ...), (declare-fun ...), (assert ...), (check-sat): an SMT solver's input)"),
    (compiled(r"^d(?:\s+-?\d+)+\s+0$"),
     "a DRAT proof in text (added clauses and 'd' deletions, each ending 0: drat-trim checks it)"),
    (compiled(r"^\d+\s+d(?:\s+\d+)+\s+0$"),
     "an LRAT proof (clause ids, literals and hints: cake_lpr and lrat-check read it)"),
    (compiled(r"^<!DOCTYPE\s+result\s+PUBLIC\s+\"\+//IDN sosy-lab\.org//DTD BenchExec|^<result\s[^>]*\btool="
              r"[^>]*\btoolmodule=\"benchexec"),
     "a BenchExec result XML (<result ... tool=...> with a <run> per benchmark: table-generator reads it)"),
    (compiled(r"^(?:# )?(?:WCTIME|CPUTIME|USERTIME|SYSTEMTIME|CPUUSAGE|MAXVM|MEMOUT)[=:] ?-?\d"),
     "runsolver's values file (-v: WCTIME=, CPUTIME=, TIMEOUT=, MEMOUT=)"),
    (compiled(r"^runsolver(?: version)? \d|^command line: runsolver\b"), "runsolver's watcher log (-w)"),
    (compiled(r"^Command being timed: \""),
     "GNU time's -v report (Command being timed, User time (seconds), Maximum resident set size)"),
)
_BENCHEXEC_TABLE = "a BenchExec table-generator table (tool, run set, then status and cputime columns per tool)"
_STAREXEC = {"pair id", "benchmark", "solver", "configuration"}


def _columns(line: str) -> set[str]:
    return {c.strip(" \"'").lower() for c in re.split(r"[,\t;]", line)}


def sat_solver_shape(name: str, lines: Sequence[str]) -> str | None:
    """What solver-benchmark file whose first lines are ``lines`` is, and what to give instead, or None."""
    head = [ln.lstrip("\ufeff").strip() for ln in lines if ln.strip()][:2]
    if not head:
        return None
    for pattern, what in _LINES:
        if any(pattern.search(ln) for ln in head):
            return f"is {what}, " + _NOT_LINES + AS_RUN
    # table-generator's first row; a later row's first cell 'tool' is any table's (a gene list's item)
    if re.match(r"tool\t.+$|run set\t", head[0]):
        return f"is {_BENCHEXEC_TABLE}, " + _NOT_LINES + AS_RUN
    # a DIMACS file opening with its comment lines: every line shown a 'c' comment or a clause ending 0
    if _COMMENT.match(head[0]) and not any(_TREC.match(ln) for ln in head) and all(
            _COMMENT.match(ln) or _CLAUSE.match(ln) for ln in head):
        return f"is {_DIMACS}, " + _NOT_LINES + AS_RUN
    table = _table(_columns(head[0]))
    return None if table is None else f"is {table}, " + _NOT_LINES + AS_RUN


def _table(cols: set[str]) -> str | None:
    """What a solver benchmark's table of the (lower-case) column names ``cols`` is, or None."""
    if _STAREXEC <= cols:
        return ("a StarExec job-info CSV (pair id, benchmark, solver, configuration, status, cpu time, wallclock "
                "time, result)")
    if {"benchmark", "solver"} <= cols and cols & {"result", "status", "time", "verifier result", "par2"}:
        return "a SAT competition results table (benchmark, solver, status, time, result)"
    return None


def sat_solver_columns(names: Sequence[object]) -> str | None:
    """What a frame or table of the column ``names`` is when a solver benchmark's tool wrote it (StarExec, a SAT
    competition's results: u29a_api_starexec_frame), with what to do; or None."""
    what = _table({str(n).strip().strip("\"'").lower() for n in names})
    return None if what is None else (f"{what}: it ranks no solvers; " + AS_RUN + "; as a frame: qid (the "
                                      "instance), docid (the solver), run and score (-PAR-2) columns")


def _drat_clause(head: bytes, i: int) -> int:
    """The index after one binary DRAT step ('a' or 'd', variable-length literals, a 0 byte) at ``i``, or -1."""
    if head[i:i + 1] not in (b"a", b"d"):
        return -1
    i += 1
    while i < len(head) and head[i] != 0:
        i += 1
    return i + 1 if i < len(head) else len(head)


def sat_solver_binary(head: bytes) -> tuple[str, str] | None:
    """(what the file is, what to give instead) for a binary DRAT proof ('a'/'d' steps of variable-length literals,
    each ending in a 0 byte), else None.  UTF-16 text ('a' then a NUL byte) is not one: a literal is at least 2."""
    if len(head) < 4 or head[:1] not in (b"a", b"d") or head[1] == 0 or b"\x00" not in head[:64]:
        return None
    i, steps = 0, 0
    while i < min(len(head), 256):
        j = _drat_clause(head, i)
        if j < 0:
            return None
        i, steps = j, steps + 1
    if steps < 2:
        return None
    return ("a binary DRAT proof (drat-trim's binary format: 'a'/'d' steps of variable-length literals)",
            AS_RUN)



#: an LRAT proof's lines: an addition 'ID LITERALS 0 HINTS 0' (integers, two zeros), a deletion 'ID d IDS 0'
_LRAT_ADD = compiled(r"^\d+(?:\s+-?\d+)*\s+0(?:\s+-?\d+)*\s+0$")
_LRAT_DELETE = compiled(r"^\d+\s+d(?:\s+\d+)*\s+0$")


def lrat_lines(lines: Sequence[str]) -> bool:
    """Whether the first two ``lines`` are an LRAT proof's (u29a_lrat_as_run): an addition of a short clause is six
    integers, which read as a TREC run line, so the runs' door asked no recogniser and the reader told line 2 a field
    count; a second line of other than six fields, an addition or a deletion, is no run's."""
    if len(lines) < 2:
        return False
    first, second = lines[0].strip(), lines[1].strip()
    return (_LRAT_ADD.match(first) is not None and len(second.split()) != 6
            and (_LRAT_ADD.match(second) is not None or _LRAT_DELETE.match(second) is not None))
