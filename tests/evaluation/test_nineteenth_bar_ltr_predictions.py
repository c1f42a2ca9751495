"""Issue 45's nineteenth bar (a learning-to-rank practitioner's files), its two fault classes.

1. ``rankagg evaluate --letor FEATURE_FILE SCORE_FILE`` read the feature file as an aggregation file of rankers'
   places, so every feature file a model is trained on (MQ2007's ``1:0.031310``, sklearn's sparse or zero-based
   SVMlight, features in %e or negative, ``nan``, LETOR 3.0's ``#docid = X``) was refused at its first feature; the
   official Eval-Score-4.0.pl reads only the label, the qid and the docid of each line.  Each form of the file is
   generated here from one table of features and evaluated against the LETOR 4.0 measures computed by hand.
2. ``rankagg.evaluate`` of a run sharing no query with the qrels said so without naming a query, where the command
   names them (``qid:10002`` beside ``10002`` shows why); each form of run is checked for the names.
"""

from __future__ import annotations

import contextlib
import io
import json

import pandas as pd
import pytest

import rankagg
from rankagg.cli import main
from rankagg.evaluation.files import evaluate_letor_file

# two queries: (label, qid, docid, prediction); q1 ranks d1 (2), d3 (1), d2 (0); q2 ranks its non-relevant first
ROWS = [(2, "10002", "GX1", 0.9), (0, "10002", "GX2", 0.1), (1, "10002", "GX3", 0.5),
        (0, "10032", "GX4", 0.8), (1, "10032", "GX5", 0.3)]
FEATURES = [[0.031310, 0.0, 0.5], [0.078682, 0.166667, 0.0], [0.0, 0.1, 0.2], [0.5, 0.5, 0.0], [0.1, 0.0, 0.3]]
# by hand, LETOR 4.0's rules (gain 2^l - 1, discount 1 at ranks 1 and 2, NDCG@k 0 on a query shorter than k):
# q1 NDCG@1 1, NDCG@2 (3 + 1) / (3 + 1) = 1, NDCG@3 1, P@1 1, P@2 1, MAP (1/1 + 2/2) / 2 = 1;
# q2 NDCG@1 0, NDCG@2 (0 + 1) / (1 + 0) = 1, NDCG@3 0 (2 documents), P@1 0, P@2 1/2, MAP (1/2) / 1 = 1/2
WANT = {"NDCG@1": 0.5, "NDCG@2": 1.0, "NDCG@3": 0.5, "P@1": 0.5, "P@2": 0.75, "P@3": (2 / 3 + 1 / 3) / 2, "MAP": 0.75}


def _line(label: int, qid: str, docid: str, feats: list[float], form: str) -> str:
    if form == "sparse":  # sklearn's dump_svmlight_file leaves zero features out
        body = " ".join(f"{j}:{v:g}" for j, v in enumerate(feats, 1) if v)
    elif form == "zero_based":  # dump_svmlight_file's default zero_based=True
        body = " ".join(f"{j}:{v:.6f}" for j, v in enumerate(feats))
    elif form == "scientific_negative":  # standardised features
        body = " ".join(f"{j}:{v - 0.25:.6e}" for j, v in enumerate(feats, 1))
    elif form == "nan":  # a missing feature, as LightGBM and XGBoost write and read it
        body = " ".join(f"{j}:{'nan' if j == 2 else f'{v:.6f}'}" for j, v in enumerate(feats, 1))
    else:
        body = " ".join(f"{j}:{v:.6f}" for j, v in enumerate(feats, 1))
    tail = f" #docid = {docid}" if form == "letor3" else f" #docid = {docid} inc = 1 prob = 0.0246"
    return f"{label} qid:{qid} {body}{tail}"


FORMS = ["dense", "sparse", "zero_based", "scientific_negative", "nan", "letor3", "crlf", "blank_between"]


def _feature_file(form: str) -> str:
    lines = [_line(lab, q, d, f, form) for (lab, q, d, _), f in zip(ROWS, FEATURES)]
    if form == "blank_between":
        lines.insert(3, "")
    return "".join(ln + ("\r\n" if form == "crlf" else "\n") for ln in lines)


def _files(tmp_path, form: str):
    (tmp_path / "test.txt").write_text(_feature_file(form), newline="")
    (tmp_path / "pred.txt").write_text("".join(f"{s:.18e}\n" for *_, s in ROWS))
    return tmp_path / "test.txt", tmp_path / "pred.txt"


def _cli(*args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            rc = main(list(args))
        except SystemExit as e:
            rc = e.code
    return int(rc or 0), out.getvalue(), err.getvalue()


@pytest.mark.parametrize("form", FORMS)
@pytest.mark.parametrize("face", ["command", "function"])
def test_a_model_feature_file_is_evaluated_by_its_labels(tmp_path, form, face):
    feats, pred = _files(tmp_path, form)
    if face == "command":
        rc, out, err = _cli("evaluate", "--letor", str(feats), str(pred), "--json")
        assert rc == 0, err
    else:
        out = evaluate_letor_file(feats, pred, as_json=True)
    got = json.loads(out)
    assert {m: round(got[m], 12) for m in WANT} == {m: round(v, 12) for m, v in WANT.items()}


@pytest.mark.parametrize("fault, line", [
    ("rows of a query apart", 4),
    ("a line without its #docid comment", 2),
    ("a label written 2.0", 1),
])
def test_what_the_official_script_cannot_read_is_still_refused_at_its_line(tmp_path, fault, line):
    lines = _feature_file("dense").splitlines()
    if fault == "rows of a query apart":
        lines = [lines[0], lines[1], lines[3], lines[2], lines[4]]
    elif fault == "a line without its #docid comment":
        lines[1] = lines[1].split("#")[0]
    else:
        lines[0] = "2.0" + lines[0][1:]
    (tmp_path / "test.txt").write_text("\n".join(lines) + "\n")
    (tmp_path / "pred.txt").write_text("".join(f"{s}\n" for *_, s in ROWS))
    rc, _, err = _cli("evaluate", "--letor", str(tmp_path / "test.txt"), str(tmp_path / "pred.txt"))
    assert rc == 2 and f"test.txt:{line}:" in err


def test_fuse_letor_still_reads_places_not_features(tmp_path):
    """fuse --letor fuses rankers' places: a feature value is no place, and nothing is written."""
    feats, _ = _files(tmp_path, "dense")
    rc, _, err = _cli("fuse", "--letor", str(feats), "--method", "rrf", "-o", str(tmp_path / "s.txt"))
    assert rc == 2 and "test.txt:1:" in err and not (tmp_path / "s.txt").exists()


RUN_FORMS = ["frame", "dict", "trec_file", "list_of_runs"]


@pytest.mark.parametrize("form", RUN_FORMS)
def test_a_run_sharing_no_query_is_refused_naming_the_queries(tmp_path, form):
    """The run kept SVMlight's 'qid:' prefix: the message shows 'qid:10002' beside the judged '10002'."""
    qrels = {q: {d: lab} for lab, q, d, _ in ROWS[:1]} | {"10032": {"GX4": 0, "GX5": 1}}
    rows = [(f"qid:{q}", d, s) for _, q, d, s in ROWS]
    run: object
    if form == "frame":
        run = pd.DataFrame(rows, columns=["qid", "docid", "score"])
    elif form == "dict":
        run = {}
        for q, d, s in rows:
            run.setdefault(q, {})[d] = s  # type: ignore[attr-defined]
    else:
        (tmp_path / "pre.run").write_text("".join(f"{q} Q0 {d} 1 {s} lgbm\n" for q, d, s in rows))
        run = str(tmp_path / "pre.run") if form == "trec_file" else [str(tmp_path / "pre.run")]
    with pytest.raises(ValueError) as e:
        rankagg.evaluate(run, qrels, ["nDCG@10"])
    assert "qid:10002" in str(e.value) and "10032" in str(e.value) and "share no query" in str(e.value)
