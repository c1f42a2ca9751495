"""An HPC benchmarking team's result files where a run or the judgements are read (issue 45's twenty-ninth bar,
u29c_*_as_run, u29c_*_as_qrels, u29c_api_*): a SPEC CPU raw result file, its CSV and text reports, MLPerf's
mlperf_log_summary.txt and accuracy log, HPL.out and its result table, STREAM's output, Phoronix Test Suite's
composite.xml, a TOP500 list, hyperfine's and Google Benchmark's exports and perf stat's output were told a field
count; each is named at its first lines for the tool that wrote it, with what to give instead.  The patterns are
anchored on the tools' own banners and headers, never on words a run's ids may hold ('HPL', 'STREAM')."""

from __future__ import annotations

from typing import Sequence

from rankagg.io.line_form_store import compiled

__all__ = ["AS_RUN", "HPC_BENCHMARK_JSON", "HPC_FRAME_COLUMNS", "hpc_benchmark_columns", "hpc_benchmark_shape",
           "hpc_document"]

#: what to do with a benchmark tool's result file
AS_RUN = ("give each measurement campaign as a run, each benchmark or workload a query and each machine or "
          "configuration a document (no blank: epyc9654_2s_ddr5), the score higher for the faster (a rate, "
          "GFLOPS, a SPEC ratio; a time negated or inverted), a plain number without unit or thousands separator: "
          "'WORKLOAD Q0 MACHINE RANK SCORE CAMPAIGN'; the committee's grades are the qrels, 'WORKLOAD 0 MACHINE 2'")
_NOT_LINES = "not TREC run or qrels lines: it ranks no machines; "
#: each file by a pattern of its first lines: what it is
_FILES = (
    (compiled(r"^# Invocation command line:|^spec\.(?:cpu|omp|hpc|accel|mpi)20\d\d\.[\w.]+\s*[:=]"),
     "a SPEC raw result file (.rsf: '# Invocation command line', then spec.cpu2017.* key: value lines)"),
    (compiled(r"^\"?SPEC(?:\(R\))? ?(?:CPU|OMP|hpc|ACCEL|MPI)(?:\(R\))? ?20\d\d .*Result\"?\s*$|"
              r"^#\s+INVALID RUN -- INVALID RUN"),
     "a SPEC CPU report (the CSV or text report runcpu writes beside the .rsf)"),
    (compiled(r"^MLPerf Results Summary\s*$"),
     "MLPerf LoadGen's mlperf_log_summary.txt (the scenario, samples per second, 'Result is : VALID')"),
    (compiled(r"^HPLinpack \d+(?:\.\d+)*\s+--\s+High-Performance Linpack|"
              r"^T/V\s+N\s+NB\s+P\s+Q\s+Time\s+Gflops\s*$"),
     "HPL's output (HPL.out: the HPLinpack banner and the T/V N NB P Q Time Gflops table)"),
    (compiled(r"^STREAM version \$Revision:|^Function\s+Best Rate MB/s\s+Avg time\s+Min time\s+Max time\s*$"),
     "STREAM's output (Function, Best Rate MB/s, Avg time, Min time, Max time: Copy, Scale, Add, Triad)"),
    (compiled(r"^<!--\s*Phoronix Test Suite v|^<PhoronixTestSuite>"),
     "a Phoronix Test Suite result file (composite.xml)"),
    (compiled(r"^\ufeff?Rank,(?:.*,)?Rmax \[[TGP]Flop/s\]"),
     "a TOP500 list (Rank, Name, Computer, Site, ..., Rmax and Rpeak in TFlop/s)"),
    (compiled(r"^command,mean,stddev,median,user,system,min,max\b"),
     "hyperfine's CSV export (--export-csv: command, mean, stddev, median, user, system, min, max)"),
    (compiled(r"^Performance counter stats for\s"),
     "perf stat's report (Performance counter stats for ...: counts, events and their metrics)"),
    (compiled(r"^-?\d+(?:\.\d+)?,(?:msec|ns|Joules|MiB)?,[A-Za-z][\w.:/-]*,\d+,\d+\.\d+(?:,|$)|"
              r"^<not (?:counted|supported)>,"),
     "perf stat's CSV output (perf stat -x,: value, unit, event, run time, percentage, metric)"),
)
#: the field's JSON by the strings its text holds
HPC_BENCHMARK_JSON = (
    (('"context"', '"benchmarks"', '"run_type"'),
     "Google Benchmark's JSON (--benchmark_out: its context and benchmarks with real_time and cpu_time), no ranking: "
     + AS_RUN),
    (('"results"', '"command"', '"stddev"', '"times"'),
     "hyperfine's JSON export (--export-json: each command's mean, stddev and times), no ranking: " + AS_RUN),
    (('"seq_id"', '"qsl_idx"', '"data"'),
     "MLPerf LoadGen's accuracy log (mlperf_log_accuracy.json: seq_id, qsl_idx, data), no ranking: " + AS_RUN),
)
#: a frame's columns that tell the field's tables: (columns all present, what it is)
HPC_FRAME_COLUMNS = (
    (("Rank", "Rmax [TFlop/s]"), "a TOP500 list (Rank, Name, Computer, Site, Rmax, Rpeak)"),
    (("command", "mean", "stddev", "median", "user", "system"), "hyperfine's CSV export (command, mean, stddev, ...)"),
)


def hpc_benchmark_shape(name: str, lines: Sequence[str]) -> str | None:
    """What benchmark tool's file whose first lines are ``lines`` is, and what to give instead, or None."""
    head = [ln.lstrip("\ufeff").strip() for ln in lines if ln.strip()][:2]
    for pattern, what in _FILES:
        if any(pattern.search(ln) for ln in head):
            return f"is {what}, " + _NOT_LINES + AS_RUN
    return None


def hpc_document(obj: object) -> str | None:
    """What Google Benchmark's JSON loaded in Python (json.load of --benchmark_out) given as runs is, or None: its
    'benchmarks' is a list and its 'context' holds text, where a run's queries hold mappings of scores."""
    if not isinstance(obj, dict) or not isinstance(obj.get("benchmarks"), list) or \
            not isinstance(obj.get("context"), dict):
        return None
    return HPC_BENCHMARK_JSON[0][1]


def hpc_benchmark_columns(names: Sequence[object]) -> str | None:
    """What a table of the column ``names`` is when a benchmark tool or the TOP500 list wrote it, or None."""
    have = {str(n).strip().strip("\"'") for n in names}
    for cols, what in HPC_FRAME_COLUMNS:
        if set(cols) <= have:
            return f"is {what}, " + _NOT_LINES + "read it with pandas and " + AS_RUN
    return None
