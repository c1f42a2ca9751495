"""``rankagg evaluate`` against NIST trec_eval 10.0's own outputs (issue 45, "One precision").

trec_eval 10.0 reads each score as a double (``atof``) and sorts by it descending, ties by docno descending
(``form_res_rels.c``).  CI has neither network nor trec_eval, so tests/evaluation/data/trec_eval_reference/make_reference.py ran the binary
(built with ``make`` from github.com/usnistgov/trec_eval, tag v10.0; the version and commands are in each file's
header) and stored its outputs in tests/evaluation/data/trec_eval_reference: runs generated to separate the
orders (near-ties a few double ulps apart, scores beyond float32, denormals, exact ties, -0.0, ids holding
Unicode blanks), each query's values and the mean; and the means on real TREC-COVID runs of rounds 2-5 chosen
for their float32 near-ties.  Every way into the evaluation is checked: run files (the CLI and
``rankagg.evaluate``), loaded ``{qid: {docid: score}}`` runs (with and without the compiled kernel), DataFrames,
and the NumPy provider alone (:func:`~rankagg.evaluation.trec_numpy.evaluate_numpy`, tune's path).

trec_eval prints 4 decimals: a value agrees when it is within half a unit of the 4th decimal of the printed one.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd
import pytest

import rankagg
from rankagg.evaluation.trec_numpy import evaluate_numpy
from rankagg.evaluation.registry import parse_measures
from tests.conftest import _trec_covid_dir

REF = Path(__file__).parent / "data" / "trec_eval_reference"
GENERATED: dict[str, Any] = json.loads((REF / "generated.json").read_text(encoding="utf-8"))
ROUNDS: dict[str, Any] = json.loads((REF / "rounds.json").read_text(encoding="utf-8"))
#: trec_eval's name -> rankagg's; infAP is computed by pytrec_eval only (tested apart)
NAMES = {k: v for k, v in GENERATED["header"]["measures"].items() if v != "infAP"}
HALF_UNIT = 0.5e-4 + 1e-12  # trec_eval prints %6.4f


def _lines(path: Path) -> list[list[str]]:
    """The fields of each line, split as trec_eval splits (at ASCII blanks; str.splitlines would also split at
    the Unicode line ends the ids of the blanks run hold)."""
    return [line.split(" ") for line in path.read_text(encoding="utf-8").split("\n") if line]


def _read_run(path: Path) -> pd.DataFrame:
    rows = _lines(path)
    return pd.DataFrame({"qid": [r[0] for r in rows], "docid": [r[2] for r in rows],
                         "score": [float(r[4]) for r in rows]})


def _read_qrels(path: Path) -> pd.DataFrame:
    rows = _lines(path)
    return pd.DataFrame({"qid": [r[0] for r in rows], "docid": [r[2] for r in rows], "rel": [int(r[3]) for r in rows]})


def _nested(frame: pd.DataFrame, value: str) -> dict[str, dict[str, float]]:
    out: dict[str, dict[str, float]] = {}
    for q, d, v in zip(frame["qid"], frame["docid"], frame[value]):
        out.setdefault(q, {})[d] = v
    return out


def _assert_agrees(name: str, got: pd.DataFrame, want: dict[str, dict[str, str]],
                   means: dict[str, float] | None = None) -> None:
    """``got`` (per-query values, index qid, rankagg's columns) and the means (``means``, else those of ``got``)
    against trec_eval's printed values."""
    bad = []
    for te_name, ours in NAMES.items():
        ref = want[te_name]
        assert sorted(got.index) == sorted(q for q in ref if q != "all"), name
        for q, printed in ref.items():
            mean = float(got[ours].mean()) if means is None else means[ours]
            value = mean if q == "all" else float(got.loc[q, ours])
            if abs(value - float(printed)) > HALF_UNIT:
                bad.append((te_name, q, value, printed))
    assert not bad, f"{name}: {len(bad)} values differ from trec_eval 10.0, e.g. {bad[:6]}"


RUNS = sorted(GENERATED["runs"])
ROUND_NAMES: list[str] = sorted(ROUNDS["rounds"], key=int)


def _paths(run: str) -> tuple[Path, Path]:
    return REF / f"generated-{run}.run", REF / GENERATED["qrels"][run]


def test_the_reference_states_its_trec_eval():
    head = GENERATED["header"]
    assert head["tag"] == "v10.0" and len(head["commit"]) == 40 and "trec_eval version" in head["version"]
    assert head["command"].startswith("trec_eval -q ") and ROUNDS["header"]["commit"] == head["commit"]
    # every kind of query is there, and the near-ties are equal as float32 but not as doubles
    frame = _read_run(REF / "generated-adv1.run")
    near = frame[frame["qid"].str.startswith("near")]["score"].to_numpy()
    assert len(np.unique(near)) > len(np.unique(near.astype(np.float32)))
    assert (frame["score"].abs() > np.finfo(np.float32).max).any()
    assert ((frame["score"] != 0) & (frame["score"].abs() < np.finfo(np.float64).tiny)).any()


@pytest.mark.parametrize("run", RUNS)
def test_evaluate_of_files_equals_trec_eval(run):
    path, qrels = _paths(run)
    got = rankagg.evaluate(str(path), str(qrels), list(NAMES.values()), per_query=True)
    _assert_agrees(run, got, GENERATED["runs"][run])


@pytest.mark.parametrize("run", RUNS)
def test_cli_evaluate_equals_trec_eval(run, capsys):
    from rankagg.cli import main

    path, qrels = _paths(run)
    assert main(["evaluate", "--qrels", str(qrels), str(path), "-q", "--measures", *NAMES.values()]) == 0
    rows = [line.split("\t") for line in capsys.readouterr().out.splitlines()]
    values: dict[str, dict[str, float]] = {}
    for measure, q, v in rows:
        values.setdefault(q.strip(), {})[measure.strip()] = float(v)
    means = values.pop("all")
    _assert_agrees(run, pd.DataFrame.from_dict(values, orient="index"), GENERATED["runs"][run], means)


@pytest.mark.parametrize("run", RUNS)
@pytest.mark.parametrize("form", ["mapping", "mapping-python", "dataframe", "numpy-provider"])
def test_loaded_runs_equal_trec_eval(run, form, monkeypatch):
    path, qrels_path = _paths(run)
    frame, qrels = _read_run(path), _read_qrels(qrels_path)
    if form == "numpy-provider":
        judged = qrels[qrels["qid"].isin(set(frame["qid"]))]
        qids, values = evaluate_numpy({c: frame[c].to_numpy() for c in ("qid", "docid", "score")},
                                      {c: judged[c].to_numpy() for c in ("qid", "docid", "rel")},
                                      parse_measures(list(NAMES.values()), "trec", "measures"))
        got = pd.DataFrame(values, index=qids)
    else:
        if form == "mapping-python":  # the Python path the compiled kernel stands for
            import rankagg.evaluation.inputs as inputs
            import rankagg.evaluation.trec_loaded as loaded

            monkeypatch.setattr(inputs, "_native", None)
            monkeypatch.setattr(loaded, "_native", None)
        run_in = frame if form == "dataframe" else _nested(frame, "score")
        got = rankagg.evaluate(run_in, _nested(qrels, "rel"), list(NAMES.values()), per_query=True)
    _assert_agrees(f"{run} ({form})", got, GENERATED["runs"][run])


@pytest.mark.parametrize("run", RUNS)
def test_infap_through_pytrec_eval_is_ranked_as_trec_eval_10(run):
    """pytrec_eval bundles trec_eval 9 (scores as float32): it is given each line's place in trec_eval 10.0's
    order as its score, so that its infAP ranks the run as trec_eval 10.0 does."""
    pytest.importorskip("pytrec_eval")
    path, qrels = _paths(run)
    got = rankagg.evaluate(str(path), str(qrels), ["infAP"], per_query=True)
    want = GENERATED["runs"][run]["infAP"]
    bad = [(q, float(got.loc[q, "infAP"]) if q != "all" else float(got["infAP"].mean()), v) for q, v in want.items()
           if abs((float(got["infAP"].mean()) if q == "all" else float(got.loc[q, "infAP"])) - float(v)) > HALF_UNIT]
    assert not bad, bad


@pytest.mark.data
@pytest.mark.parametrize("round_", ROUND_NAMES)
def test_evaluate_equals_trec_eval_on_the_real_rounds(round_):
    d = _trec_covid_dir(int(round_))
    want = ROUNDS["rounds"][round_]
    paths = [str(d / "runs" / f"{name}.gz") for name in want]
    got = rankagg.evaluate(paths, str(d / f"qrels-round{round_}.txt"), list(NAMES.values()))
    bad = [(name, te, g[ours], want[name][te]) for name, g in zip(want, got) for te, ours in NAMES.items()
           if abs(g[ours] - float(want[name][te])) > HALF_UNIT]
    assert not bad, f"round {round_}: {len(bad)} means differ from trec_eval 10.0: {bad}"


def test_trec_eval_reads_written_runs_in_the_file_order():
    """rankagg's writer (rankagg.io.trec_writer.trec_scores) lowers tied scores by a step so that trec_eval keeps the
    file's order: the stored file is what the writer writes today, and trec_eval 10.0's ``relstring`` of each
    query (grades ``place % 10`` in copy A, ``place // 10`` in copy B) spells the places 0, 1, 2, ... -- except
    at the lowest double, below which nothing can be written (there trec_eval's docid order stands)."""
    from rankagg.io.trec_writer import trec_scores

    written = GENERATED["written"]
    lines = [line.split(" ") for line in (REF / "written.run").read_text(encoding="utf-8").splitlines()]
    for name, scores in written["scores"].items():
        got = trec_scores(np.array(scores), np.array([0, len(scores)]))
        for copy in "AB":
            stored = [float(f[4]) for f in lines if f[0] == f"{name}{copy}"]
            assert np.array_equal(np.array(stored).view(np.int64), got.view(np.int64)), (name, copy)
        a, b = (written["relstring"][f"{name}{c}"].strip("'") for c in "AB")
        places = [10 * int(y) + int(x) for x, y in zip(a, b)]
        want = list(range(len(scores)))
        assert places == (want[::-1] if name == "lowest" else want), name
        # the file's scores decrease strictly as doubles (trec_eval 10.0) and as float32 (trec_eval 9, pytrec_eval)
        # within float32's range
        if name != "lowest":
            assert np.all(np.diff(got) < 0), name
            inside = np.abs(got) <= np.finfo(np.float32).max
            assert np.all(np.diff(got[inside].astype(np.float32)) < 0), name


@pytest.mark.parametrize("top, second", [(1.0000000000000002, 1.0), (2e39, 1e39), (1e-310, 5e-324)])
def test_fusing_one_run_keeps_what_evaluate_sees(tmp_path, top, second):
    """Issue 45: ``rankagg evaluate`` read scores as float32, ``rankagg fuse`` as doubles, so fusing a single run
    with RRF moved its P@1 from 0 to 1 on a near-tie.  One order now: the run and its fusion agree, and
    trec_eval 10.0 ranks "a" first too (its score is the higher double)."""
    from rankagg.cli import main

    run, fused, qrels = tmp_path / "r.run", tmp_path / "fused.run", tmp_path / "q.txt"
    run.write_text(f"q Q0 a 1 {top!r} r\nq Q0 b 2 {second!r} r\n")
    qrels.write_text("q 0 a 1\nq 0 b 0\n")
    assert main(["fuse", str(run), "--method", "rrf", "--quiet", "-o", str(fused)]) == 0
    before = rankagg.evaluate(str(run), str(qrels), ["P@1", "RR"])
    after = rankagg.evaluate(str(fused), str(qrels), ["P@1", "RR"])
    assert before == after == {"P@1": 1.0, "RR": 1.0}
