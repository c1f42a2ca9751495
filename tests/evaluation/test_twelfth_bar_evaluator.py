"""Issue 45's twelfth bar (a TREC evaluator's day): trec_eval's bare family names.

``trec_eval -m ndcg_cut`` (and ``map_cut``, ``recall``, ``iprec_at_recall``) evaluates the family at trec_eval's
default parameters: cutoffs 5, 10, 15, 20, 30, 100, 200, 500, 1000 (m_ndcg_cut.c, m_map_cut.c, m_recall.c) and
the 11 recall levels 0.0 .. 1.0 (m_iprec_at_recall.c).  The registry read ``ndcg_cut`` and ``map_cut`` as aliases
of nDCG and AP without a cutoff, so ``--measures map_cut`` printed uncut AP under trec_eval's name of a cut
family (u12i_m_bare_map_cut, u12i_m_bare_ndcg_cut).  The rule now lives in ``measure_forms.expand``, beside the
list form ``ndcg_cut.10,20``: a name only trec_eval spells stands for its default parameters; an ir_measures name
keeps its own rule.
"""

from __future__ import annotations

import pytest

import rankagg
from rankagg.evaluation.registry import parse_measure, parse_measures

# trec_eval 10.0's defaults, written out from its source rather than taken from the module under test
CUTS = (5, 10, 15, 20, 30, 100, 200, 500, 1000)
LEVELS = ("0.00", "0.10", "0.20", "0.30", "0.40", "0.50", "0.60", "0.70", "0.80", "0.90", "1.00")
FAMILIES = {"ndcg_cut": [f"ndcg_cut_{k}" for k in CUTS], "map_cut": [f"map_cut_{k}" for k in CUTS],
            "recall": [f"recall_{k}" for k in CUTS], "iprec_at_recall": [f"iprec_at_recall_{v}" for v in LEVELS],
            # m_success.c and m_Rprec_mult.c's defaults, as trec_eval 10.0 prints them
            "success": ["success_1", "success_5", "success_10"],
            "rprec_mult": [f"Rprec_mult_{k / 10:.2f}" for k in range(2, 21, 2)]}


def _h(*xs: int) -> int:
    v = 2166136261
    for x in xs:
        v = ((v ^ x) * 16777619) % 4294967296
    return v


# six queries, 30 documents, grades -1..3 and many tied scores (quarters)
RUN = {str(q): {f"d{d}": (_h(q, d, 9) % 40) / 4 for d in range(30) if _h(q, d, 5) % 5} for q in range(1, 7)}
QRELS = {str(q): {f"d{d}": _h(q, d, 1) % 5 - 1 for d in range(30) if _h(q, d, 1) % 3 == 0} for q in range(1, 7)}
# NIST trec_eval 10.0 -q -m iprec_at_recall on RUN and QRELS written as files (binary run when this test was written;
# pytrec_eval, trec_eval 9, interpolates the levels otherwise)
IPREC_10 = {
    "1": "0.2857 0.2857 0.2857 0.2857 0.2857 0.2857 0.2857 0.1905 0.1905 0.1905 0.1905",
    "2": "0.3333 0.3333 0.3333 0.3333 0.3333 0.3333 0.2778 0.2778 0.2778 0.2778 0.0000",
    "3": "0.2500 0.2500 0.2500 0.2500 0.2500 0.2000 0.2000 0.2000 0.2000 0.0000 0.0000",
    "4": "0.2500 0.2500 0.2500 0.2500 0.2500 0.1765 0.1765 0.1739 0.1739 0.0000 0.0000",
    "5": "0.2500 0.2500 0.2500 0.2500 0.2500 0.2500 0.2500 0.1667 0.1667 0.0000 0.0000",
    "6": "0.2000 0.2000 0.2000 0.2000 0.1818 0.1818 0.1818 0.1250 0.1250 0.0000 0.0000",
}


def _spellings(name: str) -> list[str]:
    return [name, name.upper(), f" {name} "]


@pytest.mark.parametrize("name", [s for n in FAMILIES for s in _spellings(n)])
def test_bare_name_is_trec_evals_default_family(name):
    """A bare family name parses to exactly the measures of trec_eval's printed names at its defaults, in order."""
    want = [m.name for m in parse_measures(FAMILIES[name.strip().lower()])]
    assert [m.name for m in parse_measures([name])] == want
    assert [m.name for m in parse_measures(name)] == want


def test_the_module_declares_trec_evals_defaults():
    from rankagg.evaluation.measure_forms import TREC_DEFAULTS

    assert set(TREC_DEFAULTS) == set(FAMILIES)
    for name, printed in FAMILIES.items():
        assert [p.rsplit("_", 1)[1] for p in printed] == [
            c if name not in ("iprec_at_recall", "rprec_mult") else f"{float(c):.2f}" for c in TREC_DEFAULTS[name]]


@pytest.fixture(scope="module")
def per_query():
    """rankagg's per-query values of each bare family (one evaluation per family)."""
    return {n: rankagg.evaluate(RUN, QRELS, [n], per_query=True) for n in FAMILIES}


@pytest.mark.parametrize("name", ["ndcg_cut", "map_cut", "recall"])
def test_bare_family_values_equal_pytrec_eval(name, per_query):
    """pytrec_eval (trec_eval's code) given the bare name computes the same family; every value equal."""
    pytrec_eval = pytest.importorskip("pytrec_eval")
    ref = pytrec_eval.RelevanceEvaluator(QRELS, {name}).evaluate(RUN)
    df = per_query[name]
    assert len(df.columns) == len(CUTS)
    for col, trec_name in zip(df.columns, FAMILIES[name]):
        for q in ref:
            assert df.loc[q, col] == pytest.approx(ref[q][trec_name], abs=1e-12), (name, col, q)


def test_bare_iprec_at_recall_equals_trec_eval_10(per_query):
    df = per_query["iprec_at_recall"]
    assert len(df.columns) == len(LEVELS)
    for q, line in IPREC_10.items():
        assert [f"{v:.4f}" for v in df.loc[q]] == line.split(), q


@pytest.mark.parametrize("name", ["P", "R", "IPrec", "p", "r"])
def test_ir_measures_names_still_need_a_cutoff(name):
    """ir_measures' P, R and IPrec keep their rule (tests/evaluation/test_registry.py): a cutoff is required."""
    with pytest.raises(ValueError, match="needs a cutoff"):
        parse_measures([name])


@pytest.mark.parametrize("name, printed", [("nDCG", "nDCG"), ("AP", "AP"), ("ndcg", "nDCG"), ("map", "AP")])
def test_uncut_names_stay_one_uncut_measure(name, printed):
    """trec_eval's ndcg and map (and ir_measures' nDCG and AP) are uncut, one measure each."""
    assert [m.name for m in parse_measures([name])] == [printed]


@pytest.mark.parametrize("name", list(FAMILIES))
def test_one_measure_doors_refuse_a_family(name):
    """tune's --measure takes one measure: a bare family is refused naming it, never read as one uncut measure."""
    with pytest.raises(ValueError, match=rf"'{name}' \(--measure\): stands for {len(FAMILIES[name])} measures"):
        parse_measure(name, option="--measure")


@pytest.mark.parametrize("name", list(FAMILIES))
def test_a_family_and_one_of_its_members_is_given_twice(name):
    with pytest.raises(ValueError, match="given twice"):
        parse_measures([name, FAMILIES[name][1]])


def test_the_cli_prints_the_family(tmp_path, capsys):
    """``rankagg evaluate --measures map_cut`` prints trec_eval's nine cut values, none uncut."""
    from rankagg.cli import main

    (tmp_path / "r.run").write_text("".join(f"{q} Q0 {d} 0 {s} t\n" for q, v in RUN.items() for d, s in v.items()))
    (tmp_path / "q.txt").write_text("".join(f"{q} 0 {d} {g}\n" for q, v in QRELS.items() for d, g in v.items()))
    assert main(["evaluate", "--qrels", str(tmp_path / "q.txt"), str(tmp_path / "r.run"), "--measures", "map_cut"]) in (0, None)
    names = [ln.split("\t")[0] for ln in capsys.readouterr().out.splitlines()]
    assert names == [f"AP@{k}" for k in CUTS]
