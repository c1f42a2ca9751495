"""Issue 45's nineteenth bar of scripts/reliability_matrix.py, a learning-to-rank practitioner's LightGBM / XGBoost prediction files (its cases, ids ``u19y_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The practitioner's day: LightGBM lambdarank, XGBoost rank:ndcg and CatBoost YetiRank models are trained on LETOR-style
feature files (MQ2007/MQ2008's ``2 qid:10 1:0.031310 2:0.666667 ... #docid = GX000-00-0000000 inc = 1 prob = 0.0246``,
46 dense features; sklearn's ``dump_svmlight_file`` leaves zero features out; MSLR-WEB10K's 136 features, grades 0-4
and no comment), their predictions come back one score per line aligned with the feature file's rows (LightGBM's
``LightGBM_predict_result.txt``, ``np.savetxt``'s ``%.18e``, CRLF from a Windows box, a stump model's ties), and are
evaluated with the official LETOR 4.0 measures (``rankagg evaluate --letor FEATURE_FILE SCORE_FILE``: the feature
file the official Eval-Score-4.0.pl reads), turned into TREC runs (qids as MQ's integers, lambdarank's negative raw
scores) and fused with BM25 (RRF, weighted RRF, CombSUM of min-max), evaluated with trec_eval's rules against qrels
converted from the labels, in pandas with the libraries' own column names (XGBoost's ``qid``, CatBoost's
``GroupId``, a ``prediction`` column, float32 scores).  The mistakes: the prediction file or the ``.query`` group
file given as a run, the feature file given as qrels or to ``fuse --letor``, predictions saved on one line, rows of
a query shuffled apart, MSLR's grade 4 and comment-less lines given to the LETOR 4.0 evaluator, float labels.

The references are computed here: the LETOR 4.0 script's measures as docs/conventions.md states them (gains
``2^l - 1``, discount 1 at ranks 1-2 then ``log 2 / log r``, NDCG@k = 0 for a query shorter than k or with no
relevant document, P@k over k, MAP over the relevant documents, ties in line order), RRF and CombSUM by hand,
trec_eval's measures (references.TREC_MEASURES) and pytrec_eval; never rankagg's code."""

from __future__ import annotations

import gzip
import json
import random
from pathlib import Path
from typing import Any, Callable

from .case import Case, command_cases
from .references import HOUSE_AGREEMENT, RANKED_LISTS, TREC_MEASURES

NINETEENTH_LTR = "45 Unseen inputs: a nineteenth bar, a learning-to-rank practitioner's LightGBM / XGBoost prediction files"

_LETOR_REF = r'''
import math
def letor_ref(rows, scores):
    """The LETOR 4.0 script's per-query measures of rows [(label, qid)] in file order and one score per row."""
    by_q = {}
    for (lab, q), s in zip(rows, scores):
        by_q.setdefault(q, []).append((lab, s))
    per = {}
    for q, items in by_q.items():
        n = len(items)
        order = sorted(range(n), key=lambda i: (-items[i][1], i))  # ties in line order
        lab = [items[i][0] for i in order]
        ideal = sorted((l for l, _ in items), reverse=True)
        disc = lambda r: 1.0 if r <= 2 else math.log(2) / math.log(r)
        m = {}
        for k in range(1, 11):
            dcg = sum((2 ** lab[r - 1] - 1) * disc(r) for r in range(1, min(k, n) + 1))
            idcg = sum((2 ** ideal[r - 1] - 1) * disc(r) for r in range(1, min(k, n) + 1))
            m["NDCG@%d" % k] = 0.0 if n < k or idcg == 0 else dcg / idcg
            m["P@%d" % k] = sum(1 for l in lab[:k] if l >= 1) / k
        nrel = sum(1 for l in lab if l >= 1)
        hits, tot = 0, 0.0
        for i, l in enumerate(lab, 1):
            if l >= 1:
                hits += 1; tot += hits / i
        m["MAP"] = tot / nrel if nrel else 0.0
        per[q] = m
    means = {k: sum(v[k] for v in per.values()) / len(per) for k in next(iter(per.values()))}
    return means, per
'''


def _ns(code: str) -> dict[str, Any]:
    ns: dict[str, Any] = {}
    exec(compile(code, "nineteenth_ltr", "exec"), ns)
    return ns


_L = _ns(_LETOR_REF)
_T = _ns(TREC_MEASURES)
_R = _ns(RANKED_LISTS + HOUSE_AGREEMENT)
letor_ref: Callable[..., Any] = _L["letor_ref"]
trec_measures: Callable[..., Any] = _T["measures"]
rrf_ref: Callable[..., Any] = _R["rrf_ref"]
combsum_ref: Callable[..., Any] = _R["combsum_minmax_ref"]
borda_ref: Callable[..., Any] = _R["borda_ref"]
house_agree: Callable[..., str] = _R["agree"]

#: MQ2007-style query ids and GOV2 docids; one query with no relevant document
_QIDS = ["10002", "10032", "10065", "10094", "10117"]


def _collection(seed: int = 19, n_docs: tuple[int, ...] = (9, 7, 12, 6, 8), zero_query: int = 3
                ) -> list[tuple[int, str, str]]:
    """[(label, qid, docid)] in file order: MQ2007's grades 0-2, one query judged all 0."""
    g = random.Random(seed)
    rows = []
    for qi, (q, n) in enumerate(zip(_QIDS, n_docs)):
        for i in range(n):
            lab = 0 if qi == zero_query else g.choice((0, 0, 0, 1, 1, 2))
            rows.append((lab, q, f"GX{g.randrange(300):03d}-{g.randrange(100):02d}-{g.randrange(10 ** 7):07d}"))
    return rows


def _features(rows: list[tuple[int, str, str]], n_feat: int = 46, seed: int = 7, sparse: bool = False,
              fmt: str = "{:.6f}", comment: bool = True, eol: str = "\n") -> str:
    """MQ2007's supervised feature lines (46 features in [0, 1]); ``sparse``: zero features left out, as sklearn's
    dump_svmlight_file writes them."""
    g = random.Random(seed)
    out = []
    for lab, q, d in rows:
        vals = [0.0 if g.random() < 0.3 else g.random() for _ in range(n_feat)]
        feats = " ".join(f"{j}:{fmt.format(v)}" for j, v in enumerate(vals, 1) if not (sparse and v == 0.0))
        tail = f" #docid = {d} inc = {g.choice(('1', '0.5', '0.0218'))} prob = {g.random():.6f}" if comment else ""
        out.append(f"{lab} qid:{q} {feats}{tail}{eol}")
    return "".join(out)


def _predictions(n: int, seed: int = 3, ties: int = 0) -> list[float]:
    """A lambdarank model's raw scores: signed, around 0; ``ties``: a stump model's few distinct values."""
    g = random.Random(seed)
    if ties:
        return [round(g.randrange(ties) * 0.25 - 0.5, 2) for _ in range(n)]
    return [round(g.gauss(0.0, 1.3), 9) for _ in range(n)]


def _savetxt(scores: list[float], eol: str = "\n") -> str:
    return "".join(f"{s:.18e}{eol}" for s in scores)  # np.savetxt's default fmt


def _letor_json_check(rows: list[tuple[int, str, str]], scores: list[float], per_query: bool = False
                      ) -> Callable[[str, Path], bool]:
    """evaluate --letor --json's means (and per-query values) against the LETOR 4.0 reference."""
    means, per = letor_ref([(lab, q) for lab, q, _ in rows], scores)

    def check(out: str, folder: Path) -> bool:
        got = json.loads(out)
        if not all(abs(got[m] - v) <= 1e-9 for m, v in means.items()):
            return False
        if per_query:
            pq = got["per_query"]
            return set(pq) == set(per) and all(abs(pq[q][m] - v) <= 1e-9 for q in per for m, v in per[q].items())
        return True

    return check


def _run_text(tag: str, lists: dict[str, dict[str, float]]) -> str:
    out = []
    for q, lst in lists.items():
        order = sorted(lst, key=lambda d: (lst[d], d.encode()), reverse=True)
        out.extend(f"{q} Q0 {d} {r} {lst[d]!r} {tag}\n" for r, d in enumerate(order, 1))
    return "".join(out)


def _read_run(text: str) -> dict[str, list[tuple[str, float]]]:
    rows: dict[str, list[tuple[str, float]]] = {}
    for line in text.splitlines():
        q, _, d, _, s, _ = line.split()
        rows.setdefault(q, []).append((d, float(s)))
    return rows


def _fused_check(runs: dict[str, dict[str, dict[str, float]]], ref: Callable[..., Any], name: str = "fused.run",
                 **kw: Any) -> Callable[[str, Path], bool]:
    """Each query's written list against the reference fusion of the runs (the house tie rule)."""
    def check(out: str, folder: Path) -> bool:
        got = _read_run((folder / name).read_text())
        qs = {q for r in runs.values() for q in r}
        return set(got) == qs and all(
            not house_agree(got[q], ref({m: r[q] for m, r in runs.items() if q in r}, **kw)) for q in qs)

    return check


def _fused_check_depth(runs: dict[str, dict[str, dict[str, float]]], depth: int) -> Callable[[str, Path], bool]:
    def check(out: str, folder: Path) -> bool:
        got = _read_run((folder / "fused.run").read_text())
        qs = {q for r in runs.values() for q in r}
        return set(got) == qs and all(
            not house_agree(got[q], rrf_ref({m: r[q] for m, r in runs.items() if q in r}), depth) for q in qs)

    return check


def _trec_check(order_by_q: dict[str, list[str]], qrels: dict[str, dict[str, int]], complete: bool = False
                ) -> Callable[[str, Path], bool]:
    means, _ = trec_measures(order_by_q, qrels, complete)

    def check(out: str, folder: Path) -> bool:
        got: dict[str, float] = {}
        for line in out.splitlines():
            f = line.split("\t")
            if len(f) >= 3 and f[-2].strip() == "all":
                try:
                    got[f[-3].strip()] = float(f[-1])
                except ValueError:
                    pass
        return all(abs(got.get(m, -9) - v) <= 6e-5 for m, v in means.items())

    return check


def _order(lst: dict[str, float]) -> list[str]:
    return sorted(lst, key=lambda d: (lst[d], d.encode()), reverse=True)


def _lists_of(rows: list[tuple[int, str, str]], scores: list[float]) -> dict[str, dict[str, float]]:
    out: dict[str, dict[str, float]] = {}
    for (_, q, d), s in zip(rows, scores):
        out.setdefault(q, {})[d] = s
    return out


def _qrels_of(rows: list[tuple[int, str, str]]) -> dict[str, dict[str, int]]:
    out: dict[str, dict[str, int]] = {}
    for lab, q, d in rows:
        out.setdefault(q, {})[d] = lab
    return out


def _qrels_text(qrels: dict[str, dict[str, int]]) -> str:
    return "".join(f"{q} 0 {d} {g}\n" for q, lst in qrels.items() for d, g in lst.items())


def _bm25(rows: list[tuple[int, str, str]], seed: int = 11, keep: float = 0.8) -> dict[str, dict[str, float]]:
    """BM25 scores of most of the candidates (a first stage that missed some)."""
    g = random.Random(seed)
    out: dict[str, dict[str, float]] = {}
    for lab, q, d in rows:
        if g.random() < keep:
            out.setdefault(q, {})[d] = round(8.0 + 3.0 * lab + 4.0 * g.random(), 4)
    return out


def _nan_feature(text: str) -> str:
    """Feature 5 of the first line written as nan."""
    first, rest = text.split("\n", 1)
    head, _, tail = first.partition(" 5:")
    return head + " 5:nan" + tail[tail.index(" "):] + "\n" + rest


def _gz_setup(name: str, text: str) -> Callable[[Path], None]:
    def setup(folder: Path) -> None:
        p = folder / name
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_bytes(gzip.compress(text.encode(), mtime=0))

    return setup


_PRELUDE = "import json, math, subprocess, sys\nimport numpy as np, pandas as pd\nimport rankagg\n" + _LETOR_REF + \
    TREC_MEASURES + RANKED_LISTS + HOUSE_AGREEMENT


def nineteenth_bar_ltr_cases() -> list[Case]:
    G = NINETEENTH_LTR

    cli_ok, cli_bad = command_cases(G)

    def ok(id: str, what: str, code: str, why: str, files: dict | None = None, timeout: float = 120,
           needs_data: bool = False) -> Case:
        return Case(id, G, what, code=_PRELUDE + code, expect="ok", check=lambda out, f: "same" in out,
                    memory_gb=4.0, timeout=timeout, why=why, files=files or {}, needs_data=needs_data)

    def bad(id: str, what: str, code: str, *mention: str, why: str, files: dict | None = None) -> Case:
        return Case(id, G, what, code=_PRELUDE + code, mention=mention, memory_gb=4.0, timeout=60, why=why,
                    files=files or {})

    cases: list[Case] = []
    LETOR_WHY = ("the official Eval-Score-4.0.pl reads a LETOR 4.0 feature file (LABEL qid:QID k:v ... #docid = ...) "
                 "and one prediction per line; the features are the model's business, only labels, qids and line "
                 "order count (docs/conventions.md: gains 2^l-1, NDCG@k 0 on a short query, P@k over k, MAP)")
    rows = _collection()
    n = len(rows)
    preds = _predictions(n)
    feats = _features(rows)

    # ---------------------------------------------------------------- evaluate --letor: the model's predictions
    cases += [
        cli_ok("u19y_eval_mq2007_fold_test", "evaluate --letor MQ2007's Fold1/test.txt (46 dense features) with "
               "LightGBM's np.savetxt predictions", ["evaluate", "--letor", "test.txt", "pred.txt", "--json"],
               {"test.txt": feats, "pred.txt": _savetxt(preds)}, _letor_json_check(rows, preds), LETOR_WHY,
               fast=True),
        cli_ok("u19y_eval_sparse_svmlight", "evaluate --letor a feature file sklearn's dump_svmlight_file wrote "
               "(zero features left out: lines of different lengths)",
               ["evaluate", "--letor", "test.svm", "pred.txt", "--json"],
               {"test.svm": _features(rows, sparse=True), "pred.txt": _savetxt(preds)},
               _letor_json_check(rows, preds), LETOR_WHY + "; SVMlight leaves zero features out"),
        cli_ok("u19y_eval_scientific_features", "evaluate --letor features in %e notation, some negative "
               "(standardised features)", ["evaluate", "--letor", "test.txt", "pred.txt", "--json"],
               {"test.txt": _features(rows, fmt="{:.6e}").replace(":1.", ":-1."), "pred.txt": _savetxt(preds)},
               _letor_json_check(rows, preds), LETOR_WHY),
        cli_ok("u19y_eval_fold_gz", "evaluate --letor MQ2007/Fold1/test.txt.gz (gzipped feature file in its fold "
               "folder)", ["evaluate", "--letor", "MQ2007/Fold1/test.txt.gz", "pred.txt", "--json"],
               {"pred.txt": _savetxt(preds)}, _letor_json_check(rows, preds), LETOR_WHY + "; plain or gzip",
               setup=_gz_setup("MQ2007/Fold1/test.txt.gz", feats)),
        cli_ok("u19y_eval_per_query_json", "evaluate --letor -q --json: per query NDCG@k, P@k and MAP, the query "
               "with no relevant document at 0 (LightGBM would count it 1)",
               ["evaluate", "--letor", "test.txt", "pred.txt", "-q", "--json"],
               {"test.txt": feats, "pred.txt": _savetxt(preds)}, _letor_json_check(rows, preds, per_query=True),
               LETOR_WHY + "; a query without relevant documents has NDCG 0 in the LETOR script"),
    ]
    tied = _predictions(n, ties=4)
    cases += [
        cli_ok("u19y_eval_stump_ties", "evaluate --letor predictions of a one-split model (4 distinct values): "
               "ties in line order", ["evaluate", "--letor", "test.txt", "pred.txt", "--json"],
               {"test.txt": feats, "pred.txt": "".join(f"{s}\n" for s in tied)}, _letor_json_check(rows, tied),
               "docs/conventions.md: tied scores keep the LETOR script's line order"),
        cli_ok("u19y_eval_crlf_both", "evaluate --letor feature and prediction files written on Windows (CRLF)",
               ["evaluate", "--letor", "test.txt", "pred.txt", "--json"],
               {"test.txt": _features(rows, eol="\r\n"), "pred.txt": _savetxt(preds, eol="\r\n")},
               _letor_json_check(rows, preds), LETOR_WHY + "; a CR before the LF is a blank"),
        cli_ok("u19y_eval_nan_feature", "evaluate --letor a feature file holding a missing feature as nan "
               "(LightGBM and XGBoost read it as missing)", ["evaluate", "--letor", "test.txt", "pred.txt", "--json"],
               {"test.txt": _nan_feature(feats), "pred.txt": _savetxt(preds)}, _letor_json_check(rows, preds),
               LETOR_WHY),
    ]

    # ---------------------------------------------------------------- evaluate --letor: the files that are not right
    mslr = "".join(f"{lab} qid:{q} " + " ".join(f"{j}:{(j * 7 + i) % 13}" for j in range(1, 137)) + "\n"
                   for i, (lab, q, _) in enumerate(rows))
    by_query = feats.splitlines(keepends=True)
    blank_between = "".join(ln + ("\n" if i + 1 < n and rows[i + 1][1] != rows[i][1] else "")
                            for i, ln in enumerate(by_query))
    shuffled = feats.splitlines(keepends=True)
    shuffled = shuffled[:3] + shuffled[9:12] + shuffled[3:9] + shuffled[12:]  # query 10002 again on line 7
    cases += [
        cli_bad("u19y_eval_mslr_no_comment", "evaluate --letor an MSLR-WEB10K Fold1/test.txt line (136 features, "
                "no #docid comment)", ["evaluate", "--letor", "mslr.txt", "pred.txt"],
                {"mslr.txt": mslr, "pred.txt": _savetxt(preds)}, "mslr.txt:1", outputs=(),
                why="Eval-Score-4.0.pl parses '#docid = ...' on every line and stops at a line without it"),
        cli_ok("u19y_eval_blank_between_queries", "evaluate --letor a feature file with a blank line after each "
               "query (a notebook's writer) and predictions of its rows only",
               ["evaluate", "--letor", "test.txt", "pred.txt", "--json"],
               {"test.txt": blank_between, "pred.txt": _savetxt(preds)}, _letor_json_check(rows, preds),
               "rankagg/io/letor.py: item i is the i-th non-blank line, so score files stay aligned with it"),
        cli_bad("u19y_eval_rows_shuffled", "evaluate --letor a feature file whose rows were shuffled (a query's "
                "rows apart)", ["evaluate", "--letor", "test.txt", "pred.txt"],
                {"test.txt": "".join(shuffled), "pred.txt": _savetxt(preds)}, "test.txt:7", outputs=(),
                why="docs/conventions.md: a LETOR query split over the file is refused (LightGBM's groups are "
                    "contiguous rows: its predictions would be scored against another query's rows)"),
        cli_bad("u19y_eval_preds_one_line", "evaluate --letor predictions saved as one row (np.savetxt of a 1 x n "
                "array)", ["evaluate", "--letor", "test.txt", "pred.txt"],
                {"test.txt": feats, "pred.txt": " ".join(f"{s:.18e}" for s in preds) + "\n"}, "pred.txt:1",
                outputs=(), why="the prediction file holds one score per line (Eval-Score-4.0.pl reads line i "
                                "for row i)"),
        cli_bad("u19y_eval_float_labels", "evaluate --letor a feature file whose labels pandas wrote as 2.0",
                ["evaluate", "--letor", "test.txt", "pred.txt"],
                {"test.txt": "".join(ln.replace(" qid:", ".0 qid:", 1) for ln in feats.splitlines(True)),
                 "pred.txt": _savetxt(preds)}, "test.txt:1", "label", outputs=(),
                why="Eval-Score-4.0.pl reads the label as ^(\\d+) qid: and stops at '2.0 qid:'"),
        cli_bad("u19y_fuse_letor_feature_file", "fuse --letor a feature file (features are not a ranker's ranks)",
                ["fuse", "--letor", "test.txt", "--method", "rrf", "-o", "scores.txt"], {"test.txt": feats},
                "test.txt:1", outputs=("scores.txt",),
                why="fuse --letor fuses the rankers' ranks of an aggregation file (positive integers or NULL); "
                    "a feature value 0.15 is no rank, and fusing it as one would be a wrong answer"),
    ]

    # ---------------------------------------------------------------- the predictions as TREC runs, with BM25
    ltr = _lists_of(rows, preds)
    bm25 = _bm25(rows)
    qrels = _qrels_of(rows)
    both = {"lgbm": ltr, "bm25": bm25}
    files = {"lgbm.run": _run_text("lgbm", ltr), "bm25.run": _run_text("bm25", bm25), "qrels.txt": _qrels_text(qrels)}
    order = {q: _order(lst) for q, lst in ltr.items()}
    cases += [
        cli_ok("u19y_fuse_rrf_ltr_bm25", "fuse the lambdarank run (negative raw scores) with BM25 by RRF",
               ["fuse", "lgbm.run", "bm25.run", "--method", "rrf", "-o", "fused.run"], files,
               _fused_check(both, rrf_ref), "RRF: sum 1/(60 + rank), ranks by score then docid (trec_eval)"),
        cli_ok("u19y_fuse_rrf_weighted_ltr", "fuse with the learnt model weighted 2 (--weights lgbm=2)",
               ["fuse", "lgbm.run", "bm25.run", "--method", "rrf", "--weights", "lgbm=2", "-o", "fused.run"], files,
               _fused_check(both, rrf_ref, w={"lgbm": 2.0}), "docs/trec.md: --weights names runs by tag"),
        cli_ok("u19y_fuse_borda_ltr_bm25", "Borda of the reranker and BM25 (BM25 missed some candidates)",
               ["fuse", "lgbm.run", "bm25.run", "--method", "borda", "-o", "fused.run"], files,
               _fused_check(both, borda_ref), "Borda n - r + 1, the ids a list lacks sharing its remaining points "
                                               "(references.RANKED_LISTS)"),
        cli_ok("u19y_fuse_combsum_negative", "CombSUM of min-max over lambdarank's negative scores and BM25's",
               ["fuse", "lgbm.run", "bm25.run", "--method", "combsum", "--param", "norm=minmax", "-o", "fused.run"],
               files, _fused_check(both, combsum_ref),
               "docs/conventions.md: min-max per list, a list of equal scores gives 1"),
        cli_ok("u19y_eval_ltr_run_qrels", "evaluate the lambdarank run against qrels converted from the labels "
               "(nDCG@10 AP P@5 RR)", ["evaluate", "--qrels", "qrels.txt", "lgbm.run", "--measures", "nDCG@10",
                                       "AP", "P@5", "RR"], files, _trec_check(order, qrels),
               "trec_eval's nDCG (linear gains), AP, P@5, RR; a query judged all 0 counts 0"),
    ]
    mslr_q = {q: {d: (0, 1, 4)[g] for d, g in lst.items()} for q, lst in qrels.items()}  # MSLR's grades 0-4
    cases += [
        cli_ok("u19y_eval_mslr_grades_trec", "evaluate against qrels graded 0-4 (MSLR's grades) by trec_eval's "
               "nDCG", ["evaluate", "--qrels", "q4.txt", "lgbm.run", "--measures", "nDCG@10", "AP", "P@5", "RR"],
               {**files, "q4.txt": _qrels_text(mslr_q)}, _trec_check(order, mslr_q),
               "trec_eval's ndcg uses the grade as the gain (not 2^g - 1, LightGBM's label_gain)"),
        cli_bad("u19y_eval_run_qid_prefix", "evaluate a run whose qids kept SVMlight's 'qid:' prefix",
                ["evaluate", "--qrels", "qrels.txt", "pre.run"],
                {**files, "pre.run": "".join("qid:" + ln for ln in files["lgbm.run"].splitlines(True))}, "pre.run", "qid:10002",
                outputs=(), why="no run query is judged: every measure would be undefined (trec_eval prints none)"),
        cli_bad("u19y_fuse_prediction_file", "fuse LightGBM_predict_result.txt with BM25 (scores without ids)",
                ["fuse", "LightGBM_predict_result.txt", "bm25.run", "-o", "fused.run"],
                {**files, "LightGBM_predict_result.txt": _savetxt(preds)}, "LightGBM_predict_result.txt:1",
                why="a line of one number is no TREC run line: the ids are in the feature file"),
        cli_bad("u19y_fuse_query_file", "fuse the train.txt.query group file (rows per query) as a run",
                ["fuse", "train.txt.query", "bm25.run", "-o", "fused.run"],
                {**files, "train.txt.query": "9\n7\n12\n6\n8\n"}, "train.txt.query:1",
                why="a count of rows per query is no TREC run line"),
        cli_bad("u19y_fuse_feature_file_as_run", "fuse the feature file as a run (forgot --letor)",
                ["fuse", "test.txt", "bm25.run", "-o", "fused.run"], {**files, "test.txt": feats}, "test.txt:1",
                why="a feature line is no TREC run line"),
        cli_bad("u19y_eval_features_as_qrels", "evaluate with the feature file as --qrels",
                ["evaluate", "--qrels", "test.txt", "lgbm.run"], {**files, "test.txt": feats}, "test.txt:1",
                outputs=(), why="trec_eval reads qrels as 'qid iter docid rel' lines"),
    ]

    # ---------------------------------------------------------------- in Python: frames the trainers leave behind
    data = (f"ROWS = {[(lab, q, d) for lab, q, d in rows]!r}\nPREDS = {preds!r}\nBM25 = {bm25!r}\n"
            "LTR = {}\nfor (lab, q, d), s in zip(ROWS, PREDS):\n    LTR.setdefault(q, {})[d] = s\n"
            "QRELS = {}\nfor lab, q, d in ROWS:\n    QRELS.setdefault(q, {})[d] = lab\n"
            "def frame(lists, qid='qid', docid='docid', score='score', qint=True, dtype='float64'):\n"
            "    recs = [(int(q) if qint else q, d, s) for q, lst in lists.items() for d, s in lst.items()]\n"
            "    df = pd.DataFrame(recs, columns=[qid, docid, score])\n"
            "    df[score] = df[score].astype(dtype)\n"
            "    return df\n"
            "def orders(lists):\n"
            "    return {q: sorted(l, key=lambda d: (l[d], d.encode()), reverse=True) for q, l in lists.items()}\n")
    cases += [
        ok("u19y_api_eval_frame_int_qids", "rankagg.evaluate of a predictions frame (MQ's integer qids) against a "
           "qrels frame whose grade column is LightGBM's 'label'", data +
           "qr = pd.DataFrame([(int(q), d, lab) for lab, q, d in ROWS], columns=['qid', 'docid', 'label'])\n"
           "got = rankagg.evaluate(frame(LTR), qr, ['nDCG@10', 'AP', 'P@5', 'RR'])\n"
           "want, _ = measures(orders(LTR), QRELS)\n"
           "print('same' if all(abs(got[m] - v) < 1e-9 for m, v in want.items()) else ('differs', got, want))\n",
           "trec_eval's measures over the judged queries of the run (references.TREC_MEASURES)"),
        ok("u19y_api_eval_float32_pytrec", "rankagg.evaluate of XGBoost's float32 predictions (ties where float32 "
           "rounds two scores together) against pytrec_eval on the same float32 values", data +
           "import pytrec_eval\n"
           "f = frame(LTR, dtype='float32')\n"
           "f.loc[1, 'score'] = f.loc[0, 'score'] + np.float32(1e-9)  # the same float32: a tie\n"
           "run = {}\n"
           "for q, d, s in f.itertuples(index=False):\n"
           "    run.setdefault(str(q), {})[d] = float(s)\n"
           "ev = pytrec_eval.RelevanceEvaluator(QRELS, {'ndcg_cut.10', 'map', 'P.5'})\n"
           "res = ev.evaluate(run)\n"
           "want = {m: sum(v[k] for v in res.values()) / len(res) for m, k in (('nDCG@10', 'ndcg_cut_10'), "
           "('AP', 'map'), ('P@5', 'P_5'))}\n"
           "got = rankagg.evaluate(f, QRELS, list(want))\n"
           "print('same' if all(abs(got[m] - v) < 1e-9 for m, v in want.items()) else ('differs', got, want))\n",
           "pytrec_eval is trec_eval: score descending, ties by docid descending; a judged-all-0 query counts 0"),
        ok("u19y_api_fuse_frames_rrf", "rankagg.fuse({'lgbm': frame, 'bm25': frame}) of pandas frames with "
           "integer qids, RRF", data +
           "out = rankagg.fuse({'lgbm': frame(LTR), 'bm25': frame(BM25)}, method='rrf')\n"
           "bad = []\n"
           "for q in LTR:\n"
           "    sub = out[out['qid'].astype(str) == q].sort_values('rank')\n"
           "    rows = [(str(d), float(s)) for d, s in zip(sub['docid'], sub['score'])]\n"
           "    why = agree(rows, rrf_ref({'lgbm': LTR[q], 'bm25': BM25.get(q, {})}), written=False)\n"
           "    if why: bad.append((q, why))\n"
           "print('same' if not bad else ('differs', bad[:2]))\n",
           "RRF by hand (references.RANKED_LISTS), the house tie rule; the answer is a frame as given"),
        ok("u19y_api_fuser_query", "rankagg.Fuser('rrf') on one query: the model's {docid: score} and BM25's "
           "docid list best first", data +
           "q = '10065'\n"
           "bm = sorted(BM25[q], key=lambda d: (BM25[q][d], d.encode()), reverse=True)\n"
           "got = rankagg.Fuser('rrf')({'lgbm': LTR[q], 'bm25': bm})\n"
           "why = agree([(d, float(s)) for d, s in got], rrf_ref({'lgbm': LTR[q], 'bm25': BM25[q]}), written=False)\n"
           "print('same' if not why else ('differs', why))\n",
           "README: the Fuser takes docid -> score and docid lists; RRF k=60 by hand"),
        bad("u19y_api_catboost_groupid", "rankagg.evaluate of a CatBoost frame (GroupId, docid, score)", data +
            "rankagg.evaluate(frame(LTR, qid='GroupId'), QRELS, ['nDCG@10'])\n", "GroupId",
            why="the run frame needs a query column; the refusal names the columns it has"),
        bad("u19y_api_prediction_column", "rankagg.fuse of a frame whose scores are in 'prediction' (XGBoost's "
            "predict output joined to the ids)", data +
            "rankagg.fuse({'xgb': frame(LTR, score='prediction'), 'bm25': frame(BM25)}, method='rrf')\n",
            "prediction", why="scores must be in every frame or in none (docs/conventions.md); a frame whose scores "
                              "are unnamed would be fused by its row order"),
        bad("u19y_api_nan_prediction", "rankagg.fuse of a predictions frame with a NaN (a model given a row of "
            "missing features)", data +
            "f = frame(LTR)\nf.loc[4, 'score'] = float('nan')\n"
            "rankagg.fuse({'lgbm': f, 'bm25': frame(BM25)}, method='rrf')\n", "lgbm", "row 4",
            why="a NaN score has no place in a ranking; the refusal names the run and the row"),
        bad("u19y_api_preds_misaligned", "rankagg.evaluate of predictions joined to the wrong ids: a frame "
            "with the qid column as strings 'qid:10002'", data +
            "f = frame(LTR, qint=False)\nf['qid'] = 'qid:' + f['qid']\n"
            "rankagg.evaluate(f, QRELS, ['nDCG@10'])\n", "qid:10002",
            why="no query of the run is judged: every measure would be undefined"),
    ]

    # ---------------------------------------------------------------- the same runs as one Parquet table
    def parquet_setup(folder: Path) -> None:
        import pandas as pd  # the case's data, written as the practitioner's notebook writes it

        recs = [(q, d, s, name) for name, r in both.items() for q, lst in r.items() for d, s in lst.items()]
        pd.DataFrame(recs, columns=["q_id", "doc_id", "score", "run"]).to_parquet(folder / "runs.parquet")

    cases += [
        cli_ok("u19y_fuse_parquet_runs", "fuse one Parquet table q_id doc_id score run holding the lambdarank and "
               "BM25 runs", ["fuse", "runs.parquet", "--method", "rrf", "-o", "fused.run"], {},
               _fused_check(both, rrf_ref), "docs/trec.md: one long Parquet table q_id doc_id score run is read "
                                             "as those runs", setup=parquet_setup),
        cli_ok("u19y_methods_lambdamart", "rankagg methods: is there a LambdaMART (LightGBM) method?",
               ["methods"], {}, lambda out, f: "lambdamart" in out,
               "README: the learn extra (LightGBM) adds the lambdamart method"),
    ]

    # ---------------------------------------------------------------- a real model on real data
    cases += [
        ok("u19y_real_lgbm_mq2008", "train LightGBM lambdarank on MQ2008-agg S1 (the 25 rankers' ranks as "
           "features, NULL missing), predict S2, evaluate --letor S2.txt.gz with the predictions",
           "import gzip, os, re, lightgbm as lgb\n"
           "d = os.path.join(os.environ['RANKAGG_DATA'], 'letor4-agg', 'MQ2008-agg')\n"
           "def load(name):\n"
           "    X, y, g, q0 = [], [], [], None\n"
           "    for line in gzip.open(os.path.join(d, name), 'rt'):\n"
           "        head = line.split('#')[0].split()\n"
           "        y.append(int(head[0]))\n"
           "        q = head[1][4:]\n"
           "        if q != q0: g.append(0); q0 = q\n"
           "        g[-1] += 1\n"
           "        X.append([float('nan') if t.split(':')[1] == 'NULL' else -float(t.split(':')[1]) for t in head[2:]])\n"
           "    return np.array(X), y, g\n"
           "X, y, g = load('S1.txt.gz')\n"
           "params = {'objective': 'lambdarank', 'num_leaves': 15, 'verbose': -1, 'num_threads': 1, 'seed': 0}\n"
           "m = lgb.train(params, lgb.Dataset(X, label=y, group=g), num_boost_round=30)\n"
           "X2, y2, g2 = load('S2.txt.gz')\n"
           "p = m.predict(X2)\n"
           "np.savetxt('pred.txt', p)\n"
           "rows, i = [], 0\n"
           "for qi, n in enumerate(g2):\n"
           "    rows += [(y2[i + j], qi) for j in range(n)]; i += n\n"
           "want, _ = letor_ref(rows, list(np.loadtxt('pred.txt')))\n"
           "r = subprocess.run([sys.executable, '-m', 'rankagg', 'evaluate', '--letor', os.path.join(d, 'S2.txt.gz'), "
           "'pred.txt', '--json'], capture_output=True, text=True)\n"
           "if r.returncode:\n"
           "    sys.stderr.write(r.stderr); sys.exit(r.returncode)\n"
           "got = json.loads(r.stdout)\n"
           "print('same' if all(abs(got[k] - v) < 1e-9 for k, v in want.items()) else ('differs', got, want))\n",
           "the LETOR 4.0 script's measures (docs/conventions.md) of LightGBM's own predictions", timeout=240,
           needs_data=True),
    ]

    # ---------------------------------------------------------------- more of the day
    zero_based = "".join(" ".join([ln.split(" ", 2)[0], ln.split(" ", 2)[1]] + [
        f"{int(t.split(':')[0]) - 1}:{t.split(':')[1]}" for t in ln.split("#")[0].split()[2:]]) + " #" +
        ln.split("#", 1)[1] for ln in feats.splitlines(True))
    ohsumed = "".join(f"{lab} qid:{q} " + " ".join(f"{j}:{(i * j) % 17 / 4:.4f}" for j in range(1, 46))
                      + f" #docid = {i + 40000}\n" for i, (lab, q, _) in enumerate(rows))
    ids_pred = "".join(f"{q} {d} {s:.6f}\n" for (_, q, d), s in zip(rows, preds))
    big_rows = _collection(seed=5, n_docs=tuple([40] * 1500), zero_query=-1)  # 60,000 rows, MQ2007's scale
    big_preds = _predictions(len(big_rows), seed=8)

    def big_setup(folder: Path) -> None:
        (folder / "test.txt").write_text(_features(big_rows, seed=2))
        (folder / "pred.txt").write_text(_savetxt(big_preds))

    cases += [
        cli_ok("u19y_eval_zero_based_features", "evaluate --letor a feature file dump_svmlight_file wrote with its "
               "default zero_based=True (features 0..45)", ["evaluate", "--letor", "test.txt", "pred.txt", "--json"],
               {"test.txt": zero_based, "pred.txt": _savetxt(preds)}, _letor_json_check(rows, preds),
               LETOR_WHY + "; SVMlight's indices are the feature numbers, zero allowed by LightGBM and XGBoost"),
        cli_ok("u19y_eval_letor3_ohsumed", "evaluate --letor a LETOR 3.0 OHSUMED-style file (45 features, "
               "'#docid = 40000' without inc/prob)", ["evaluate", "--letor", "ohsumed.txt", "pred.txt", "--json"],
               {"ohsumed.txt": ohsumed, "pred.txt": _savetxt(preds)}, _letor_json_check(rows, preds),
               "LETOR 3.0's Eval-Score-3.0.pl reads '#docid = X' lines; the measures are the same"),
        cli_ok("u19y_eval_volume_60k", "evaluate --letor 60,000 feature rows of 1,500 queries (MQ2007's whole "
               "scale) within seconds", ["evaluate", "--letor", "test.txt", "pred.txt", "--json"], {},
               _letor_json_check(big_rows, big_preds), LETOR_WHY, timeout=120, setup=big_setup),
        cli_bad("u19y_eval_preds_with_ids", "evaluate --letor a prediction file holding 'qid docid score' per line",
                ["evaluate", "--letor", "test.txt", "pred.txt"], {"test.txt": feats, "pred.txt": ids_pred},
                "pred.txt:1", outputs=(), why="the official script reads one score per line: line 1 is no number"),
        cli_ok("u19y_fuse_rrf_depth10", "fuse the reranker and BM25 and keep the first page (--depth 10)",
               ["fuse", "lgbm.run", "bm25.run", "--method", "rrf", "--depth", "10", "-o", "fused.run"], files,
               _fused_check_depth(both, 10), "docs/trec.md: --depth writes at most N documents per query"),
        ok("u19y_api_ranx_run", "rankagg.evaluate of a ranx Run built from the predictions frame, qrels as a ranx "
           "Qrels", data +
           "from ranx import Qrels, Run\n"
           "f = frame(LTR, qid='q_id', docid='doc_id', qint=False)\n"           "f = f.astype({'q_id': object, 'doc_id': object})  # ranx wants object ids\n"
           "run = Run.from_df(f, q_id_col='q_id', doc_id_col='doc_id', score_col='score')\n"
           "qr = Qrels.from_dict(QRELS)\n"
           "got = rankagg.evaluate(run, qr, ['nDCG@10', 'AP', 'P@5', 'RR'])\n"
           "want, _ = measures(orders(LTR), QRELS)\n"
           "print('same' if all(abs(got[m] - v) < 1e-9 for m, v in want.items()) else ('differs', got, want))\n",
           "README: rankagg.evaluate takes ranx runs, trec_eval's conventions", timeout=240),  # ranx compiles its kernels
    ]
    return cases
