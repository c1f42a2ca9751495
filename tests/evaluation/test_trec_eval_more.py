"""trec_eval's measures beyond its default output (:mod:`rankagg.evaluation.trec_sets`, issue 45): ``success``,
``set_F``, ``set_map``, ``set_relative_P``, ``11pt_avg``, ``Rprec_mult``, ``num_nonrel_judged_ret``, ``gm_bpref``
against NIST trec_eval 10.0's own outputs, stored by tests/evaluation/data/trec_eval_reference/make_reference.py --more (its
header states the version): per query and over the queries, at ``-l 1`` and ``-l 2``, with ``-c``, on the
trec_eval spellings as ``-m`` takes them and as trec_eval prints them, and on the real rounds.

trec_eval prints 4 decimals (the counts as integers): a value agrees within half a unit of the last printed digit.
"""

from __future__ import annotations

import json
import math
import re
from pathlib import Path

import pytest

import rankagg
from rankagg.cli import main
from rankagg.evaluation.registry import parse_measures
from tests.conftest import _trec_covid_dir

REF = Path(__file__).parent / "data" / "trec_eval_reference"
MORE = json.loads((REF / "more.json").read_text(encoding="utf-8"))
HALF_UNIT = 0.5e-4 + 1e-12
CASES = [(run, key) for run in sorted(MORE["runs"]) for key in sorted(MORE["runs"][run])]


def _ours(printed: str, rel: int) -> str:
    """rankagg's spelling, at grade ``rel``, of a name trec_eval prints (``success_5``, ``set_F_0.5``,
    ``Rprec_mult_0.20``, ``gm_bpref``)."""
    at = "" if rel == 1 else "rel=2"
    m = re.match(r"^(success|Rprec_mult)_([\d.]+)$", printed)
    if m:
        name = {"success": "Success", "Rprec_mult": "Rprec_mult"}[m.group(1)]
        return f"{name}{f'({at})' if at else ''}@{m.group(2)}"
    m = re.match(r"^set_F(?:_([\d.]+))?$", printed)
    if m:
        return f"SetF({','.join(p for p in (f'beta={m.group(1) or 1}', at) if p)})"
    return printed + (f"({at})" if at else "")


def _agrees(value: float, printed: str) -> bool:
    return abs(value - float(printed)) <= (0.5 + 1e-9 if "." not in printed else HALF_UNIT)


@pytest.mark.parametrize("run, key", CASES)
def test_values_equal_trec_eval(run, key, tmp_path):
    want = MORE["runs"][run][key]
    form = key.split("/")[1]
    rel = 2 if form == "rel2" else 1
    names = {te: _ours(te, rel) for te in want}
    path, qrels = str(REF / f"more-{run}.run"), str(REF / "more.qrels")
    complete = form == "complete"
    if complete:  # trec_eval -c ran on the run without the dropped queries
        lines = Path(path).read_text(encoding="utf-8").splitlines()
        path = str(tmp_path / "partial.run")
        Path(path).write_text("".join(f"{x}\n" for x in lines if x.split(" ")[0] not in MORE["header"]["dropped"]),
                              encoding="utf-8")
    per_query = rankagg.evaluate(path, qrels, list(names.values()), per_query=True, complete=complete)
    means = rankagg.evaluate(path, qrels, list(names.values()), complete=complete)
    bad = []
    for te, ours in names.items():
        key_ours = parse_measures([ours])[0].name
        for q, printed in want[te].items():
            value = means[key_ours] if q == "all" else float(per_query.loc[q, key_ours])
            if not _agrees(value, printed):
                bad.append((te, q, value, printed))
        if te != "gm_bpref":  # trec_eval prints gm_bpref over the queries only
            assert sorted(per_query.index) == sorted(q for q in want[te] if q != "all"), (te, key)
    assert not bad, f"{run} {key}: {len(bad)} values differ from trec_eval 10.0, e.g. {bad[:6]}"


def test_the_trec_eval_spellings_are_read_as_trec_eval_reads_them(capsys):
    """``-m`` as trec_eval takes it (its defaults: success 1, 5, 10; Rprec_mult 0.2 .. 2.0; set_F's list its
    beta) through the CLI, each value as the binary printed it."""
    want = MORE["runs"]["run1"]
    path, qrels = str(REF / "more-run1.run"), str(REF / "more.qrels")
    argv = ["evaluate", "--qrels", qrels, path]
    for flag in ("success", "set_F", "set_map", "set_relative_P", "11pt_avg", "Rprec_mult", "num_nonrel_judged_ret",
                 "gm_bpref"):
        argv += ["-m", flag]
    assert main(argv) == 0
    got = {line.split("\t")[0].strip(): float(line.split("\t")[-1]) for line in capsys.readouterr().out.splitlines()}
    defaults = want["defaults/rel1"]
    shown = {te: parse_measures([_ours(te, 1)])[0].name for te in defaults}
    assert set(got) == set(shown.values())
    bad = [(te, got[ours], defaults[te]["all"]) for te, ours in shown.items() if not _agrees(got[ours], defaults[te]["all"])]
    assert not bad, bad
    means = rankagg.evaluate(path, qrels, ["set_F.0.5", "set_F.2", "Rprec_mult.0.5,3,7.5", "success.1,3,20,50"])
    printed = {**want["params/rel1"], **want["beta2/rel1"]}
    assert len(means) == 9 == len(printed)
    for te, v in printed.items():
        assert _agrees(means[parse_measures([_ours(te, 1)])[0].name], v["all"]), te


def test_spellings_that_trec_eval_does_not_read_alike_are_refused_by_name():
    with pytest.raises(ValueError, match=r"11pt_avg.*11 default recall levels"):
        parse_measures(["11pt_avg.0.2,0.5,0.8"], option="--measures")
    with pytest.raises(ValueError, match=r"Rprec_mult@1001.*between 0 and 1000"):
        parse_measures(["Rprec_mult@1001"])
    with pytest.raises(ValueError, match=r"beta must be at least 0"):
        parse_measures(["SetF(beta=-1)"])
    with pytest.raises(ValueError, match=r"Success needs a cutoff"):
        parse_measures(["Success(rel=2)"])


def test_ir_measures_objects_name_the_same_measures():
    irm = pytest.importorskip("ir_measures")
    got = [m.name for m in parse_measures([irm.Success @ 10, irm.SetF(beta=2), irm.SetAP, irm.SetRelP, irm.SetP])]
    assert got == ["Success@10", "SetF(beta=2.0)", "SetAP", "SetRelP", "SetP"]


@pytest.mark.data
@pytest.mark.parametrize("round_", sorted(MORE["rounds"], key=int))
def test_means_equal_trec_eval_on_the_real_rounds(round_):
    d = _trec_covid_dir(int(round_))
    want = MORE["rounds"][round_]
    names = {te: _ours(te, 1) for te in next(iter(want.values()))}
    got = rankagg.evaluate([str(d / "runs" / f"{n}.gz") for n in want], str(d / f"qrels-round{round_}.txt"),
                           list(names.values()))
    bad = [(run, te, g[parse_measures([ours])[0].name], want[run][te]) for run, g in zip(want, got)
           for te, ours in names.items() if not _agrees(g[parse_measures([ours])[0].name], want[run][te])]
    assert not bad, f"round {round_}: {len(bad)} means differ from trec_eval 10.0: {bad[:6]}"
    assert all(math.isfinite(v) for g in got for v in g.values())
