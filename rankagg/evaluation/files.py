"""``rankagg evaluate``: run files and score files evaluated from disk, and the two printed forms.

* TREC runs against qrels (:func:`evaluate_trec_files`): one engine,
  :func:`rankagg.evaluation.trec_eval.evaluate_columns` (the registry's measures and providers),
  with or without ``--measures``.  Without it the measures are the trec family's
  list (:data:`DEFAULT_TREC_MEASURES`), spelled as the registry prints them, so the
  default output and ``--measures nDCG@10 ...`` print the same names and the same
  values.  Qrels that share no query with a run are an error (every measure would
  be undefined), never a row of NaN.
* A LETOR score file (:func:`evaluate_letor_file`): the official LETOR 4.0 measures.

:func:`trec_json` and :func:`trec_text` print the results; the JSON is strict (a
NaN or infinity is an error, never a bare ``NaN``).  One run gives
``{measure: mean, ..., "per_query": {qid: {measure: value}}}``; several give that
object per run file, keyed by the path as given: ``{path: {...}, ...}``.
``rankagg report`` reads both.
"""

from __future__ import annotations

import math
import os
from dataclasses import dataclass
from typing import Any, Callable, Sequence

import numpy as np
from numpy.typing import NDArray

from rankagg._json import dumps

__all__ = ["DEFAULT_TREC_MEASURES", "RunValues", "check_measure_names", "evaluate_trec_files", "trec_json", "trec_text",
           "evaluate_letor_file", "evaluate_command"]

#: ``rankagg evaluate --qrels`` without ``--measures``: the trec family's list in the registry (trec_eval's
#: P_5 .. recip_rank, in ir_measures' spelling; a measure registered with ``listed`` spellings joins it)
DEFAULT_TREC_MEASURES: tuple[str, ...] = ("P@5", "P@10", "P@20", "nDCG@5", "nDCG@10", "nDCG@20", "AP", "RR")


@dataclass(frozen=True)
class RunValues:
    """One evaluated run: its file, the evaluated qids (sorted) and each measure's per-query values."""

    path: str
    qids: list[str]
    values: dict[str, NDArray[np.float64]]

    def means(self) -> dict[str, float]:
        """Each measure over the queries, as trec_eval's ``all`` line: the mean, or a count's sum, or gm_map's
        geometric mean (:meth:`~rankagg.evaluation.registry.Measure.summary`)."""
        from rankagg.evaluation.registry import parse_measure

        return {m: parse_measure(m, "trec").summary(v) for m, v in self.values.items()}


def check_measure_names(measures: Sequence[str]) -> list[str]:
    """The measures' one spelling each, parsed by the registry (an unknown name, a bad cutoff or parameter,
    or a measure given twice after normalising, ``P@5 P@05``, is an error naming it)."""
    from rankagg.evaluation.registry import parse_measures

    return [m.name for m in parse_measures(measures, "trec", "--measures")]


def evaluate_trec_files(qrels_path: str | os.PathLike, run_paths: Sequence[str | os.PathLike],
                        measures: Sequence[str] | None = None, *, evaluator: Callable | None = None,
                        streamed: Callable[[str], bool] | None = None, complete: bool = False) -> list[RunValues]:
    """Per-query values of every run in ``run_paths`` (trec_eval conventions, ir_measures names).

    ``measures`` defaults to :data:`DEFAULT_TREC_MEASURES`.  Errors (``ValueError``): no run,
    a run given twice, a measure given twice or unknown, an empty qrels file, a run that
    shares no query with the qrels.  The qrels are read once; the runs are parsed in a few threads
    and every measure computed once for all of them (:mod:`rankagg.evaluation.trec_batch`).
    ``evaluator(path, qrels, measures)`` (optional) evaluates each run for which ``streamed(path)`` is
    true (every run when ``streamed`` is None) instead: the command line gives the streaming one for
    large runs (:func:`rankagg.stream.evaluate.evaluate_run_file`, same numbers).  With ``complete``
    (trec_eval ``-c``) every judged query is evaluated, one a run lacks as a ranking that finds nothing
    (:mod:`rankagg.evaluation.complete`), and a run sharing no query with the qrels is all zeros, as there.
    """
    from rankagg.evaluation.inputs import check_eval_columns
    from rankagg.evaluation.registry import family_measures, parse_measures
    from rankagg.evaluation.table_runs import table_run_lines
    from rankagg.evaluation.trec_batch import QrelsTable, evaluate_lines, evaluate_run_paths
    from rankagg.io.comment_lines import no_lines_note, query_sample
    from rankagg.io.formats import FORMATS, only_text, read, which

    names = check_measure_names(list(measures) if measures else list(family_measures("trec")))  # before any reading
    parsed = parse_measures(names, "trec")
    if not run_paths:
        raise ValueError("no run files given")
    paths = [str(p) for p in run_paths]
    for i, p in enumerate(paths):
        if p in paths[:i]:
            raise ValueError(f"{p}: run file given twice")
    # the registry decides what each input is (a Parquet run table is named as one, not parsed as text) and reads
    # the qrels through its rules; the runs are read by the TREC run format's own reader (trec_batch), whose
    # verdicts equal the registry's (tests/io/test_rule_parity.py)
    only_text([qrels_path], "rankagg evaluate --qrels", kind="qrels")
    # the Parquet run table rankagg fuse -o x.parquet writes is read back (table_runs); any other form is named
    tables = {p for p in paths if which(p, "runs") is FORMATS["parquet"]}
    only_text([p for p in paths if p not in tables], "rankagg evaluate")
    qrels = check_eval_columns(next(read(qrels_path, kind="qrels", columns=True)), str(qrels_path), "rel")  # once
    if len(qrels["qid"]) == 0:
        note = no_lines_note(qrels_path, qrels=True)
        raise ValueError(f"no judgements: {note}" if note else
                         f"{qrels_path}: no judgements (empty qrels file): every measure would be undefined")
    table = QrelsTable(qrels)
    streamed_paths = {p for p in paths if p not in tables and evaluator is not None and (streamed is None or streamed(p))}

    def unjudged(path: str, run_qids: Any) -> ValueError | None:
        if complete:  # trec_eval -c evaluates it: every judged query is one it lacks
            return None
        note = "" if len(run_qids) else no_lines_note(path)
        return ValueError(
            f"{path}: no query in common with the qrels {qrels_path} (run queries: "
            f"{query_sample(np.asarray(run_qids).tolist()) or 'none'}; judged queries: "
            f"{query_sample(np.asarray(qrels['qid']).tolist())}): every measure would be undefined"
            + (f" ({note})" if note else ""))

    batch = [p for p in paths if p not in streamed_paths and p not in tables]
    got = dict(zip(batch, evaluate_run_paths(batch, table, parsed,
                                             check=lambda lines: unjudged(lines.name, lines.run_qids))))
    for p in tables:
        lines = table_run_lines(p, table)
        refused = None if len(lines.queries) else unjudged(p, lines.run_qids)
        if refused is not None:
            raise refused
        got[p] = evaluate_lines([lines], table, parsed)[0]
    out = []
    for path in paths:
        if path in streamed_paths:
            assert evaluator is not None
            qids, values, run_qids = evaluator(path, qrels, names)
            refused = None if qids else unjudged(path, run_qids)
            if refused is not None:
                raise refused
        else:
            qids, values = got[path]
        if complete:
            from rankagg.evaluation.complete import complete_queries

            qids, values = complete_queries(qids, values, table, parsed)
        out.append(RunValues(path, list(qids), {m: values[m] for m in names}))
    return out


def _record(r: RunValues, per_query: bool) -> dict[str, Any]:
    rec: dict[str, Any] = r.means()
    if per_query:
        rec["per_query"] = {q: {m: float(v[i]) for m, v in r.values.items()} for i, q in enumerate(r.qids)}
    return rec


def trec_json(results: Sequence[RunValues], *, per_query: bool = False) -> str:
    """Strict JSON: one run's record, or ``{path: record}`` for several (see the module docstring)."""
    if len(results) == 1:
        return dumps(_record(results[0], per_query), indent=2, allow_nan=False)
    return dumps({r.path: _record(r, per_query) for r in results}, indent=2, allow_nan=False)


def trec_text(results: Sequence[RunValues], *, per_query: bool = False) -> str:
    """trec_eval's layout: ``measure <tab> qid|all <tab> value`` (the run file first when there are several)."""
    lines: list[str] = []
    several = len(results) > 1
    for r in results:
        prefix = f"{r.path}\t" if several else ""
        means = r.means()
        for m, v in r.values.items():
            shown = _count if _summary(m) == "sum" else _value  # trec_eval prints its counts as integers
            if per_query:
                lines.extend(f"{prefix}{m}\t{q}\t{shown(x)}" for q, x in zip(r.qids, v.tolist()))
            lines.append(f"{prefix}{m}\tall\t{shown(means[m])}")
    if several:
        lines += paired_comparisons(results)
    return "\n".join(lines)


def _summary(measure: str) -> str:
    """How a measure sums up over the queries (trec_eval's ``all`` line): "mean", "sum" (its counts, printed as
    integers) or "geometric" (gm_map)."""
    from rankagg.evaluation.registry import parse_measure

    return parse_measure(measure, "trec").definition.summary


def _count(x: float) -> str:
    return f"{x:.0f}"


def _value(x: float) -> str:
    return f"{x:.4f}"


def paired_comparisons(results: Sequence[RunValues]) -> list[str]:
    """The first run (a fusion) against each other run (its inputs, say): per measure summed up as a mean, the mean
    difference over the queries both were evaluated on and a paired t-test, Holm-adjusted over every comparison
    printed (not the counts nor gm_map: a t-test of the mean difference tests neither a sum nor a geometric mean).
    Lines start with ``#`` so that a trec_eval-style parser of the table above can skip them."""
    from rankagg.evaluation.measures import holm
    from rankagg.evaluation.student_t import p_text, paired_t  # scipy.stats would cost more than the evaluation

    first, rows = results[0], []
    place = {q: i for i, q in enumerate(first.qids)}
    for other in results[1:]:
        common = sorted(set(first.qids) & set(other.qids))
        other_place = {q: i for i, q in enumerate(other.qids)}
        ia = [place[q] for q in common]
        ib = [other_place[q] for q in common]
        for m in first.values:
            if m in other.values and _summary(m) == "mean":  # a t-test of a mean: not of a count's sum, nor gm_map
                _, p, diff = paired_t(first.values[m][ia], other.values[m][ib])
                rows.append((other.path, m, diff, p, len(common)))
    if not rows:
        return []
    adjusted = holm([r[3] for r in rows])  # a comparison of fewer than 2 shared queries is no test (NaN): not in m
    n_tests = sum(not math.isnan(p) for p in adjusted)
    out = [f"# {first.path} minus each other run: mean difference, paired t-test p (Holm over {n_tests} tests)"]
    for (path, m, diff, p, n), p_adj in zip(rows, adjusted):
        if math.isnan(p_adj):
            shown = "n/a" if math.isnan(diff) else f"{diff:+.4f}"
            out.append(f"# {path}\t{m}\t{shown}\tp=n/a\t{n} queries\tno test (fewer than 2 queries in common)")
            continue
        verdict = ("better" if diff > 0 else "worse") if p_adj < 0.05 else "no significant difference"
        out.append(f"# {path}\t{m}\t{diff:+.4f}\t{p_text(p_adj)}\t{n} queries\t{verdict}")
    return out


def evaluate_letor_file(feature_file: str | os.PathLike, score_file: str | os.PathLike, *, as_json: bool = False,
                        per_query: bool = False) -> str:
    """The official LETOR 4.0 measures of one score file (one score per line of ``feature_file``)."""
    from rankagg.evaluation.measures import letor_values, mean_measures
    from rankagg.io import read_letor, read_scores

    data = read_letor(feature_file, ranks=False)  # a model's feature file as the official script reads it
    scores = read_scores(score_file, n_expected=data.n_items)
    if data.labels is None:  # pragma: no cover - read_letor always reads the labels
        raise ValueError(f"{feature_file}: no relevance labels")
    per_q = letor_values(data.offsets, data.labels, scores)  # the LETOR family's measures
    means = mean_measures(per_q)
    if as_json:
        out: dict[str, Any] = dict(means)
        if per_query:
            out["per_query"] = {q: {m: float(v[i]) for m, v in per_q.items()} for i, q in enumerate(data.qids)}
        return dumps(out, indent=2, allow_nan=False)
    lines = []
    if per_query:
        lines.append("qid\t" + "\t".join(per_q))
        lines.extend(q + "\t" + "\t".join(f"{v[i]:.4f}" for v in per_q.values()) for i, q in enumerate(data.qids))
    lines.extend(f"{m}\t{means[m]:.4f}" for m in per_q)
    return "\n".join(lines)


def evaluate_command(*, letor: Sequence[str] | None, qrels: str | None, runs: Sequence[str], measures: Sequence[str] | None,
                     per_query: bool, as_json: bool, evaluator: Callable | None = None,
                     streamed: Callable[[str], bool] | None = None, complete: bool = False) -> str:
    """What ``rankagg evaluate`` prints, from its arguments (errors are ``ValueError``)."""
    if letor and qrels:
        raise ValueError("give either --letor FEATURE_FILE SCORE_FILE or --qrels QRELS RUN..., not both")
    if letor:
        if runs:
            raise ValueError(f"--letor takes its two files; unexpected run file(s): {', '.join(runs)}")
        if measures:
            raise ValueError("--measures is for --qrels (TREC runs); --letor prints the official LETOR 4.0 measures")
        if complete:
            raise ValueError("-c/--complete is for --qrels (TREC runs): every query of a LETOR score file is judged")
        return evaluate_letor_file(letor[0], letor[1], as_json=as_json, per_query=per_query)
    if qrels:
        results = evaluate_trec_files(qrels, runs, measures, evaluator=evaluator, streamed=streamed, complete=complete)
        return trec_json(results, per_query=per_query) if as_json else trec_text(results, per_query=per_query)
    raise ValueError("evaluate needs --letor FEATURE_FILE SCORE_FILE or --qrels QRELS RUN...")
