"""trec_eval-style evaluation of TREC runs: the one evaluation path of ``rankagg evaluate`` and ``rankagg.evaluate``.

Measure names are parsed by the registry (:mod:`rankagg.evaluation.registry`:
ir_measures' names, matched case-insensitively, trec_eval's spellings too), the
run and qrels checked by one validator (:mod:`rankagg.evaluation.inputs`), and
each measure computed by a provider that declares it: the NumPy trec provider
(:mod:`rankagg.evaluation.trec_numpy`, run by :mod:`rankagg.evaluation.trec_batch`,
vectorised over queries and runs), which a differential test holds to pytrec_eval's
values, for every measure it declares; pytrec_eval (trec_eval's code; ``pip install
'rankagg[bench]'``) for the other (``infAP``).  The numbers are
therefore the same whether pytrec_eval is installed or not.  Ranking follows NIST
trec_eval 10.0 (:data:`rankagg.evaluation.trec_numpy.ORDER`): score as a double
descending, then docid descending; queries without judgements are skipped, as
trec_eval does without ``-c``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping, Sequence

import numpy as np
from numpy.typing import NDArray

from rankagg.evaluation.registry import Measure, as_measures, parse_measures

if TYPE_CHECKING:
    import pandas as pd

__all__ = ["evaluate_run", "evaluate_columns", "evaluate_many", "parse_measures", "PROVIDERS"]

#: the trec providers, in order of preference (``provider=`` forces one)
PROVIDERS = ("numpy", "pytrec_eval")


def _has_pytrec() -> bool:
    try:
        import pytrec_eval  # noqa: F401
    except ImportError:
        return False
    return True


def _provider_of(m: Measure, provider: str | None) -> str:
    """The provider that computes ``m``: the one forced, else NumPy when it computes the measure (the same
    numbers wherever it runs), else pytrec_eval; an error naming what would compute it."""
    can = m.providers
    wanted = (provider,) if provider is not None else ("numpy", "pytrec_eval")
    for p in wanted:
        if p in can and (p != "pytrec_eval" or provider == "pytrec_eval" or _has_pytrec()):
            return p
    need = " or ".join(can) or "no trec provider"
    raise ValueError(f"measure {m.name!r}: computed by {need}"
                     + (": pip install 'rankagg[bench]'" if can == ("pytrec_eval",) else ""))


def evaluate_many(runs: Sequence[Mapping[str, Any] | str], qrels: Mapping[str, Any], measures: Sequence[str | Measure],
                  *, provider: str | None = None, run_names: Sequence[str] | None = None, qrels_name: str = "qrels",
                  complete: bool = False, empty_queries: Sequence[Sequence[str]] | None = None
                  ) -> list[tuple[list[str], dict[str, NDArray[np.float64]]]]:
    """Per run, the evaluated qids (sorted) and, per measure (keyed by its one spelling), its value on each.

    Each run is columns ``qid, docid, score`` (arrays or lists) or a run file's path (read by the fast
    reader); ``qrels`` has columns ``qid, docid, rel``, checked and indexed once for all runs.  Only
    queries that have judgements are evaluated (trec_eval's default); with ``complete`` every judged query,
    one the run lacks as a ranking that finds nothing (trec_eval ``-c``: :mod:`rankagg.evaluation.complete`).
    A measure a provider leaves undefined for a query counts 0.  ``provider`` forces ``"pytrec_eval"`` or
    ``"numpy"``; by default the NumPy provider computes every measure it declares, once for all the runs
    (:mod:`rankagg.evaluation.trec_batch`), and pytrec_eval the others.  ``empty_queries``: per run, the
    queries it declares with nothing retrieved (``{qid: {}}``); each judged one is evaluated as a query of
    the run with no line (every measure 0 there, as pytrec_eval gives it), not left out of the mean.
    """
    from rankagg.evaluation.id_forms import check_runs_against_qrels
    from rankagg.evaluation.inputs import Checked, check_eval_columns
    from rankagg.evaluation.trec_batch import QrelsTable, evaluate_lines, read_run_lines
    from rankagg.evaluation.trec_loaded import run_lines_from_checked
    from rankagg.io.score_direction import rows_may_rise, warn_if_rows_rise

    parsed = as_measures(measures, "trec")
    if provider not in (None, *PROVIDERS):
        raise ValueError(f"provider must be one of {', '.join(PROVIDERS)}, got {provider!r}")
    chosen = {m.name: _provider_of(m, provider) for m in parsed}
    names = list(run_names) if run_names is not None else [r if isinstance(r, str) else "run" for r in runs]
    q = check_eval_columns(qrels, qrels_name, "rel")
    runs = [r if isinstance(r, str) else check_eval_columns(r, n, "score") for r, n in zip(runs, names)]
    check_runs_against_qrels(runs, names, q, qrels_name)  # one id as a number here, as text there
    for r, n in zip(runs, names):  # a run file is told by its reader; a run held in memory here, alike
        if isinstance(r, Checked) and rows_may_rise(r["score"]):
            q_uniques, q_code = r.codes[0], r.codes[1]
            warn_if_rows_rise(n, np.full(len(q_code), n, dtype=object), np.asarray(q_uniques, dtype=object)[q_code],
                              r["score"], instead="")
    table = QrelsTable(q)
    lines = [read_run_lines(r, table) if isinstance(r, str) else run_lines_from_checked(n, r, table)
             for r, n in zip(runs, names)]
    got = evaluate_lines(lines, table, parsed, pytrec={m.name for m in parsed if chosen[m.name] == "pytrec_eval"})
    if complete or empty_queries is not None:  # judged queries of no line, valued as an empty list
        from rankagg.evaluation.complete import complete_queries

        # a dict run's {qid: {}} is the system's answer "nothing" (pytrec_eval and ir_measures count it 0); no
        # line of a file can say it, so only the in-memory forms carry it
        extra: Sequence[Sequence[str] | None] = [None] * len(got) if complete else list(empty_queries or [])
        got = [complete_queries(qids, values, table, parsed, only=e) for (qids, values), e in zip(got, extra)]
    return got


def evaluate_columns(run: Mapping[str, Any], qrels: Mapping[str, Any], measures: Sequence[str | Measure], *,
                     provider: str | None = None, run_name: str = "run", qrels_name: str = "qrels"
                     ) -> tuple[list[str], dict[str, NDArray[np.float64]]]:
    """The evaluated qids (sorted) and, per measure (keyed by its one spelling), its value on each of them:
    :func:`evaluate_many` of one run given as columns ``qid, docid, score``."""
    return evaluate_many([run], qrels, measures, provider=provider, run_names=[run_name], qrels_name=qrels_name)[0]


def evaluate_run(run: pd.DataFrame, qrels: pd.DataFrame, measures: Sequence[str | Measure], *,
                 provider: str | None = None) -> pd.DataFrame:
    """Per-query values (index ``qid``, one column per measure, spelled as the registry prints it) of ``run``
    (:func:`evaluate_columns` as a DataFrame).  ``run`` has columns ``qid, docid, score``; ``qrels``
    ``qid, docid, rel``.  Only queries that have judgements are evaluated (trec_eval's default)."""
    import pandas as pd

    qids, values = evaluate_columns({c: run[c].to_numpy() for c in ("qid", "docid", "score")},
                                    {c: qrels[c].to_numpy() for c in ("qid", "docid", "rel")}, measures,
                                    provider=provider)
    return pd.DataFrame(values, index=pd.Index(qids, name="qid"), columns=list(values), dtype=float)
