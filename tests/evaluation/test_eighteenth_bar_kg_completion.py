"""Issue 45's eighteenth bar, a knowledge-graph completion researcher's day (``u18g_``): entity rankings of
several embedding models evaluated by filtered MRR and Hits@k.

* ``u18g_hits_*``: the field's names of trec_eval's measures (``Hits@10``, PyKEEN's ``hits_at_10``, a results
  table's ``H@1``, recommenders' ``HR@k`` / ``HitRate@k``, ranx's ``hit_rate@k`` and ``hits@k``,
  ``mean_reciprocal_rank``, the mean rank ``MR``) were "unknown measure" and the list of measures, with no pointer,
  and a misspelt name (``nDGC@10``) got no "did you mean" either (README promises one): now each names what it is
  here (:mod:`rankagg.evaluation.measure_hints`), at every door that parses measures (``rankagg.evaluate``,
  ``rankagg evaluate --measures`` and ``-m``).  The measure the hint names is checked to give the field's value
  (Hits@k by hand, with one true entity per query).
* ``u18g_tail_missing_for_query``, ``u18g_qrels_frame_missing_entity``: a missing id (None, NaN, ``pd.NA``) in the
  runs or qrels given to ``rankagg.evaluate`` was refused without the query (or document) beside it, and
  ``pd.NA`` was called a type ("is a NAType; ids are str"): now the message names the id beside it on its line,
  for every form (dict, DataFrame) and both sides."""

from __future__ import annotations

import itertools
import json
import subprocess
import sys

import numpy as np
import pandas as pd
import pytest

import rankagg

Q = ["Q42|P27|?", "?|P27|Q30", "/m/02mjmr|/people/person/nationality|?"]


def _day(seed: int = 0):
    rng = np.random.default_rng(seed)
    ents = [f"Q{i}" for i in rng.choice(10_000, 60, replace=False)]
    run = {q: dict(zip(ents, rng.normal(0, 3, 60).tolist())) for q in Q}
    truth = {q: ents[int(rng.integers(60))] for q in Q}
    return run, truth


def _place(p: dict, target: str) -> int:
    order = sorted(p, key=lambda d: (p[d], d.encode()), reverse=True)  # trec_eval: score, then docno descending
    return order.index(target) + 1


# the field's names -> (the measure the message must point at, k)
HITS_NAMES = [(name.format(k=k), f"Success@{k}", k) for k in (1, 3, 10)
              for name in ("Hits@{k}", "hits@{k}", "hits_at_{k}", "H@{k}", "HR@{k}", "HitRate@{k}", "hit_rate@{k}",
                           "Hit@{k}", "hit_ratio@{k}", "HITS_AT_{k}")]


@pytest.mark.parametrize("name,meant,k", HITS_NAMES)
def test_hits_names_point_at_success_which_gives_hits(name, meant, k):
    run, truth = _day()
    qrels = {q: {t: 1} for q, t in truth.items()}
    with pytest.raises(ValueError) as err:
        rankagg.evaluate(run, qrels, [name])
    said = str(err.value)
    assert name in said and f"did you mean {meant}?" in said and "\n" not in said
    # the measure named is the field's Hits@k: one true entity per query, [its place <= k], by hand
    got = rankagg.evaluate(run, qrels, [meant])[meant]
    assert got == pytest.approx(np.mean([_place(run[q], truth[q]) <= k for q in Q]))


@pytest.mark.parametrize("name,meant,cut", [("mean_reciprocal_rank", "RR", 10**9), ("inverse_harmonic_mean_rank", "RR", 10**9),
                                            ("mean_reciprocal_rank@10", "RR@10", 10)])
def test_reciprocal_rank_names_point_at_rr(name, meant, cut):
    run, truth = _day(1)
    qrels = {q: {t: 1} for q, t in truth.items()}
    with pytest.raises(ValueError, match=f"did you mean {meant}\\?"):
        rankagg.evaluate(run, qrels, [name])
    got = rankagg.evaluate(run, qrels, [meant])
    places = [_place(run[q], truth[q]) for q in Q]
    assert list(got.values())[0] == pytest.approx(np.mean([1 / p if p <= cut else 0.0 for p in places]))


@pytest.mark.parametrize("name", ["MR", "mean_rank", "arithmetic_mean_rank", "AMR"])
def test_mean_rank_is_said_to_have_no_measure(name):
    with pytest.raises(ValueError, match="mean rank of the first relevant document has no trec_eval measure"):
        rankagg.evaluate({"q": {"a": 1.0}}, {"q": {"a": 1}}, [name])


KNOWN = ["nDCG@10", "P@5", "AP", "RR", "Success@10", "Rprec", "Bpref", "R@100", "Judged@10", "IPrec@0.5"]


def _typos(name: str):
    """One edit of the name's head: a letter dropped, two swapped, one doubled (the first three of each)."""
    head, at, cut = name.partition("@")
    if len(head) < 4:  # a two-letter name has too many neighbours to point at one
        return []
    dropped = [head[:i] + head[i + 1:] for i in range(1, len(head))][:2]
    swapped = [head[:i] + head[i + 1] + head[i] + head[i + 2:] for i in range(1, len(head) - 1)][:2]
    doubled = [head[:i] + head[i] + head[i:] for i in range(1, len(head))][:1]
    return [t + at + cut for t in dropped + swapped + doubled if t.lower() != head.lower()]


@pytest.mark.parametrize("name,typo", [(n, t) for n in KNOWN for t in _typos(n)])
def test_a_misspelt_measure_gets_a_did_you_mean(name, typo):
    with pytest.raises(ValueError) as err:
        rankagg.evaluate({"q": {"a": 1.0}}, {"q": {"a": 1}}, [typo])
    said = str(err.value)
    hint = said.split("did you mean ", 1)[1].split("?", 1)[0] if "did you mean " in said else ""
    assert name in hint.split(" or "), said


def test_a_suggestion_takes_the_cutoff_given():
    # Pre@10 is near Rprec and IPrec, which take no whole cutoff: neither is offered with one
    with pytest.raises(ValueError) as err:
        rankagg.evaluate({"q": {"a": 1.0}}, {"q": {"a": 1}}, ["Rprek@10"])
    assert "Rprec@10" not in str(err.value)


@pytest.mark.parametrize("option", [["--measures", "Hits@10"], ["-m", "hits_at_10"]])
def test_the_command_says_it_too(tmp_path, option):
    (tmp_path / "transe.run").write_text("Q42|P27|? Q0 Q30 1 2.5 transe\nQ42|P27|? Q0 Q145 2 1.5 transe\n")
    (tmp_path / "qrels.txt").write_text("Q42|P27|? 0 Q145 1\n")
    r = subprocess.run([sys.executable, "-m", "rankagg.cli", "evaluate", "--qrels", str(tmp_path / "qrels.txt"),
                        str(tmp_path / "transe.run"), *option], capture_output=True, text=True)
    assert r.returncode == 2 and "did you mean Success@10?" in r.stderr and r.stderr.count("\n") == 1
    r = subprocess.run([sys.executable, "-m", "rankagg.cli", "evaluate", "--qrels", str(tmp_path / "qrels.txt"),
                        str(tmp_path / "transe.run"), "--measures", "Success@10", "RR", "--json"],
                       capture_output=True, text=True)
    assert json.loads(r.stdout) == {"Success@10": 1.0, "RR": 0.5}  # Q145 second: Hits@10 1, MRR 1/2


# ----------------------------------------------------------------------------- a missing id names its place

MISSING = [None, float("nan"), np.nan, pd.NA]


def _forms(side: str, role: str, missing):
    """(run, qrels) with ``missing`` as the ``role`` id of one line of ``side``, and the id beside it there."""
    qs = [f"Q{i}|P27|?" for i in range(30)]
    run = {q: {f"Q{i + 100}": 1.0, "Q1": 0.5} for i, q in enumerate(qs)}
    qrels = {q: {f"Q{i + 100}": 1} for i, q in enumerate(qs)}
    target = run if side == "run" else qrels
    if role == "docid":
        target[qs[17]] = {**target[qs[17]], missing: 1}
        beside = f"query {qs[17]!r}"
    else:
        target[missing] = {"Q777": 1}
        beside = "document 'Q777'"
    return run, qrels, beside


def _as_frame(x: dict, value: str):
    rows = [(q, d, v) for q, p in x.items() for d, v in p.items()]
    return pd.DataFrame(rows, columns=["q_id", "doc_id", value]).astype({"q_id": object, "doc_id": object})


@pytest.mark.parametrize("side,role,missing,form", list(itertools.product(
    ["run", "qrels"], ["qid", "docid"], MISSING, ["dict", "frame"])))
def test_a_missing_id_is_named_with_the_id_beside_it(side, role, missing, form):
    run, qrels, beside = _forms(side, role, missing)
    if form == "frame":
        run, qrels = _as_frame(run, "score"), _as_frame(qrels, "relevance")
    column = "document id" if role == "docid" else "query id"
    with pytest.raises(ValueError) as err:
        rankagg.evaluate(run, qrels, ["RR"])
    said = str(err.value)
    assert said.startswith(f"{side}: {beside}: {column} ") and said.endswith("is missing (None, NaN or null)"), said


@pytest.mark.parametrize("flag", [True, False, np.bool_(True), np.bool_(False)])
@pytest.mark.parametrize("form", ["dict", "frame"])
def test_a_bool_judgment_is_refused_saying_how_to_give_it(flag, form):
    """DPR's has_answer flags given as qrels: a bool is no grade (trec_eval reads 'True' as 0), refused saying how to
    give it (the eighteenth bar's u18w_api_qrels_frame_bool_has_answer)."""
    qrels = {"q": {"a": flag}} if form == "dict" else pd.DataFrame({"qid": ["q"], "docid": ["a"], "rel": [flag]})
    with pytest.raises(ValueError, match=r"rel .* of document a for query q is a bool, not a grade: give the "
                                         r"judgments as grades \(True as 1, False as 0"):
        rankagg.evaluate({"q": {"a": 1.0}}, qrels)
