"""Issue 45's twenty-first bar of scripts/reliability_matrix.py, an ads team's click-through-rate model rankings per auction (its cases, ids ``u21a_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The team's day: each auction (a query, its id a UUID) shows up to ten ads (documents, their ids 64-bit integers up to
``9223372036854775807``, beyond a float64's 2**53, and short campaign-level ids such as ``9`` and ``10`` whose ties
trec_eval orders as text).  Three models score every ad: two pCTR models (probabilities such as 1.2e-05 and 3e-07,
model A floored at exactly 1e-06 so many ads tie there) and a conversion model that outputs logits (negative
numbers).  eCPM = bid x pCTR is a fourth score.  One auction shows a single ad.  The team fuses the models (RRF,
CombSUM, CombMNZ, Borda, weights learnt on clicks, the five slots of a page), checks the consensus offline against
the logged clicks as qrels (one click per auction at most, many auctions without a click: MRR of the clicked ad,
nDCG@5), reads the logs with pandas / Arrow / polars, runs the ``Fuser`` over a batch of auctions as the serving path
would, and writes the fused order back under the names of their ML pipeline's files (TFRecord, Vowpal Wabbit,
SVMlight, protobuf, MessagePack, a gzipped Parquet name).

The references are computed here (references.py's RANKED_LISTS, HOUSE_AGREEMENT, RUN_AGREEMENT and TREC_MEASURES),
never with rankagg's code."""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any, Callable

from .case import Case, command_cases, pandas_setup, snippet_cases
from .nineteenth_experts import _check_run, _lcg, _qrels_text, _run, _runs_eval_check
from .references import (HOUSE_AGREEMENT, RANKED_LISTS, RUN_AGREEMENT, TREC_MEASURES, VERDICT_HELPERS,
                         reference_namespace)
from .twentieth_transients import by_query, trec_order

TWENTYFIRST_ADS = "45 Unseen inputs: a twenty-first bar, an ads team's click-through-rate model rankings per auction"

_REF = "import json, math, subprocess, sys\n" + RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + TREC_MEASURES \
    + VERDICT_HELPERS + r'''
def by_auction(models, fn, **kw):
    qs = sorted({q for r in models.values() for q in r})
    return {q: fn({n: r[q] for n, r in models.items() if r.get(q)}, **kw) for q in qs}
def combmnz_ref(models, w=None):
    sc, cnt, best = combsum_minmax_ref(models, w)
    return {d: sc[d] * cnt[d] for d in sc}, cnt, best
'''

_NS = reference_namespace(_REF, "twentyfirst_ads._REF")
_RRF, _BORDA, _COMBSUM, _COMBMNZ = (_NS[n] for n in ("rrf_ref", "borda_ref", "combsum_minmax_ref", "combmnz_ref"))
_ndcg, _rr, _agree, _read_run = (_NS[n] for n in ("ndcg", "rr", "agree", "read_run"))

_FLOOR = 1e-06


def _uuid(g: Any) -> str:
    h = "".join(f"{int(next(g) * 2 ** 32):08x}" for _ in range(4))
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-a{h[17:20]}-{h[20:32]}"


def _auctions(seed: int = 21) -> tuple[dict[str, dict[str, dict[str, float]]], dict[str, dict[str, int]],
                                       dict[str, dict[str, float]]]:
    """({model: {auction: {ad: score}}}, clicks as qrels, bids): twelve auctions of 1-10 ads; model A's pCTR floored
    at exactly 1e-06 (ties), model B's pCTR, model C's conversion logits (negative); one auction shows one ad; about
    half the auctions have a click (one ad), the rest none (every ad shown judged 0)."""
    g = _lcg(seed)
    big = [str(9223372036854775807 - 97 * k) for k in range(40)]
    small = ["9", "10", "100", "1000"]
    models: dict[str, dict[str, dict[str, float]]] = {"model_a": {}, "model_b": {}, "model_c": {}}
    clicks: dict[str, dict[str, int]] = {}
    bids: dict[str, dict[str, float]] = {}
    for a in range(12):
        auction = _uuid(g)
        n = 1 if a == 5 else 4 + int(next(g) * 7)
        pool = big[a * 3: a * 3 + n - 2] + small[:2] if n > 3 else big[a * 3: a * 3 + n]
        truth = {d: next(g) for d in pool}
        pa = {d: max(_FLOOR, float(f"{(truth[d] + 0.6 * next(g) - 0.45) * 4e-5:.2g}")) for d in pool}
        pb = {d: float(f"{(truth[d] + 0.5 * next(g)) * 3e-5:.3g}") for d in pool}
        pc = {d: round(math.log(p / (1 - p)), 4) for d, p in
              ((d, min(0.9, 0.02 + 0.3 * truth[d] + 0.2 * next(g))) for d in pool)}
        models["model_a"][auction], models["model_b"][auction], models["model_c"][auction] = pa, pb, pc
        bids[auction] = {d: round(0.2 + 3 * next(g), 2) for d in pool}
        clicked = max(pool, key=lambda d: truth[d]) if next(g) < 0.55 else None
        clicks[auction] = {d: int(d == clicked) for d in pool}
    return models, clicks, bids


def _eval_means(expected: dict[str, float]) -> Callable[[str, Path], bool]:
    """evaluate's lines 'MEASURE<TAB>all<TAB>VALUE' against the reference's means."""
    def check(out: str, folder: Path) -> bool:
        got = {}
        for line in out.splitlines():
            f = [x.strip() for x in line.split("\t")]
            if len(f) == 3 and f[1] == "all":
                got[f[0]] = float(f[2])
        return all(abs(got.get(m, -9) - v) <= 6e-5 for m, v in expected.items())

    return check


def _volume_check(n_checked: int) -> Callable[[str, Path], bool]:
    """RRF of a.run and b.run recomputed from the files for the first auctions, against fused.run."""
    def check(out: str, folder: Path) -> bool:
        lists: dict[str, dict[str, dict[str, float]]] = {}
        for name in ("a", "b"):
            with open(folder / f"{name}.run", encoding="utf-8") as f:
                for line in f:
                    q, _, d, _, s, _ = line.split()
                    if int(q[1:]) < n_checked:
                        lists.setdefault(name, {}).setdefault(q, {})[d] = float(s)
        got: dict[str, list] = {}
        with open(folder / "fused.run", encoding="utf-8") as f:
            for line in f:
                q, _, d, _, s, _ = line.split()
                if int(q[1:]) < n_checked:
                    got.setdefault(q, []).append((d, float(s)))
        refs = by_query(lists, _RRF)
        return set(got) == set(refs) and all(not _agree(got[q], refs[q]) for q in refs)

    return check


def twentyfirst_bar_ads_cases() -> list[Case]:
    G = TWENTYFIRST_ADS

    cli_ok, cli_bad = command_cases(G)

    ok, bad = snippet_cases(G, _REF)
    cases: list[Case] = []
    models, clicks, bids = _auctions()
    files = {"a.run": _run("model_a", models["model_a"]), "b.run": _run("model_b", models["model_b"]),
             "c.run": _run("model_c", models["model_c"])}
    three = ["a.run", "b.run", "c.run"]
    qrels = {"clicks.qrels": _qrels_text(clicks)}

    # -- the nightly consensus of the three models
    cases.append(cli_ok("u21a_rrf_three_models", "fuse a.run b.run c.run --method rrf: two pCTR models (1.2e-05, "
                        "floor ties at 1e-06) and a conversion model's negative logits, UUID auctions, 64-bit ad ids, "
                        "an auction of one ad", ["fuse", *three, "--method", "rrf", "-o", "fused.run"], files,
                        _check_run(by_query(models, _RRF)), fast=True,
                        why="rankagg methods rrf: sum 1 / (60 + r), r by score then id descending as text "
                            "(docs/conventions.md: trec_eval's order; the floor's ties by id)"))
    cases.append(cli_ok("u21a_combsum_probs_and_logits", "fuse --method combsum: min-max of probabilities beside "
                        "min-max of negative logits (a one-ad auction counts 1 in each)",
                        ["fuse", *three, "--method", "combsum", "-o", "fused.run"], files,
                        _check_run(by_query(models, _COMBSUM)),
                        why="docs/conventions.md: norm auto is min-max per list; a list of equal scores counts 1"))
    cases.append(cli_ok("u21a_combmnz_models", "fuse --method combmnz: the ads every model scores rise",
                        ["fuse", *three, "--method", "combmnz", "-o", "fused.run"], files,
                        _check_run(by_query(models, _COMBMNZ)),
                        why="rankagg methods combmnz: CombSUM of min-max times the lists returning the ad"))
    cases.append(cli_ok("u21a_borda_models", "fuse --method borda: 1 to 10 ads per auction",
                        ["fuse", *three, "--method", "borda", "-o", "fused.run"], files,
                        _check_run(by_query(models, _BORDA)),
                        why="rankagg methods borda: n - r + 1 per list (every model scores every ad shown)"))
    w = {"model_a": 0.7, "model_b": 1.9, "model_c": 0.25}
    cases.append(cli_ok("u21a_weights_learnt_on_clicks", "fuse --method rrf --weights weights.json: per-model "
                        "weights learnt on last week's clicks, as a JSON object",
                        ["fuse", *three, "--method", "rrf", "--weights", "weights.json", "-o", "fused.run"],
                        {**files, "weights.json": "{\"model_a\": 0.7, \"model_b\": 1.9, \"model_c\": 0.25}"},
                        _check_run(by_query(models, _RRF, w=w)),
                        why="fuse --help: --weights FILE (a JSON object); rrf: sum w / (60 + r)"))
    cases.append(cli_ok("u21a_five_slots", "fuse --method combmnz --depth 5: only the five ad slots of the page",
                        ["fuse", *three, "--method", "combmnz", "--depth", "5", "-o", "fused.run"], files,
                        _check_run(by_query(models, _COMBMNZ), depth=5),
                        why="fuse --help: --depth writes at most this many per query, the best by the fused order"))
    ecpm = {"ecpm": {q: {d: float(f"{bids[q][d] * p * 1000:.6g}") for d, p in lst.items()}
                     for q, lst in models["model_a"].items()}}
    cases.append(cli_ok("u21a_ecpm_beside_pctr", "fuse ecpm.run b.run --method rrf: eCPM = bid x pCTR x 1000 as one "
                        "list's score, beside model B's pCTR", ["fuse", "ecpm.run", "b.run", "--method", "rrf", "-o",
                                                               "fused.run"],
                        {"ecpm.run": _run("ecpm", ecpm["ecpm"]), "b.run": files["b.run"]},
                        _check_run(by_query({**ecpm, "model_b": models["model_b"]}, _RRF)),
                        why="a score is any double, higher is better (docs/conventions.md)"))
    floor = {"model_a": {"auc-1": {"9": _FLOOR, "10": _FLOOR, "100": _FLOOR, "9223372036854775807": 1.2e-05,
                                   "1000": 3e-07}}}
    cases.append(cli_ok("u21a_floor_ties_ids_as_text", "fuse a.run --method rrf: three ads at the floor 1e-06, ids 9, "
                        "10 and 100 (as text 9 > 100 > 10), one at 1.2e-05 and one at 3e-07 below the floor",
                        ["fuse", "a.run", "--method", "rrf", "-o", "fused.run"],
                        {"a.run": "auc-1 Q0 10 1 1e-06 model_a\nauc-1 Q0 9223372036854775807 2 1.2e-05 model_a\n"
                                  "auc-1 Q0 100 3 1e-06 model_a\nauc-1 Q0 9 4 1e-06 model_a\n"
                                  "auc-1 Q0 1000 5 3e-07 model_a\n"},
                        _check_run(by_query(floor, _RRF)),
                        why="docs/conventions.md: score descending, ties by docid descending in strcmp's byte order "
                            "(trec_eval), whatever the rank column says"))
    positions = {q: {d: float(r) for r, d in enumerate(sorted(lst, key=lambda d: -bids[q][d]), 1)}
                 for q, lst in models["model_a"].items()}
    logged = "".join(f"{q} Q0 {d} {int(r)} {models['model_a'][q][d]!r} logged\n" for q, lst in positions.items()
                     for d, r in sorted(lst.items(), key=lambda x: x[1]))
    as_ranks = {"logged": {q: {d: -r for d, r in lst.items()} for q, lst in positions.items()},
                "model_b": models["model_b"]}
    cases.append(cli_ok("u21a_logged_positions_trust_rank", "fuse logged.run b.run --trust-rank --method rrf: the "
                        "served slot (1 = top) in the rank column, model A's pCTR beside it",
                        ["fuse", "logged.run", "b.run", "--trust-rank", "--method", "rrf", "-o", "fused.run"],
                        {"logged.run": logged, "b.run": "".join(
                            f"{q} Q0 {d} {r} {models['model_b'][q][d]!r} model_b\n" for q, lst in models["model_b"].items()
                            for d, r in sorted(_NS["positions"](lst).items(), key=lambda x: x[1]))},
                        _check_run(by_query(as_ranks, _RRF)),
                        why="docs/conventions.md: --trust-rank orders each list by its rank column (1 is best)"))
    cases.append(cli_bad("u21a_nan_model_timed_out", "fuse a.run b.run: model B timed out on one ad and its exporter "
                         "wrote nan", ["fuse", "a.run", "b.run", "--method", "rrf", "-o", "fused.run"],
                         {"a.run": files["a.run"], "b.run": "auc-1 Q0 9223372036854775807 1 2.1e-05 model_b\n"
                                                            "auc-1 Q0 10 2 1.3e-05 model_b\nauc-1 Q0 9 3 nan model_b\n"},
                         "b.run:3", why="docs/conventions.md: a NaN score is refused naming its line"))
    cases.append(cli_bad("u21a_ad_shown_twice", "fuse a.run: the same ad logged twice in one auction (two "
                         "impressions of a retried request)", ["fuse", "a.run", "--method", "rrf", "-o", "fused.run"],
                         {"a.run": "auc-1 Q0 9223372036854775807 1 2.1e-05 model_a\nauc-1 Q0 10 2 1.3e-05 model_a\n"
                                   "auc-1 Q0 9223372036854775807 3 1e-06 model_a\n"}, "a.run:3",
                         why="docs/conventions.md: a document twice in one list is refused naming the line"))
    cases.append(cli_bad("u21a_weight_for_missing_model", "fuse --weights model_x=2: a weight for a model not in "
                         "today's files", ["fuse", *three, "--method", "rrf", "--weights", "model_x=2,model_a=1",
                                           "-o", "fused.run"], files, "model_x",
                         why="fuse --help: weights by run name; a name no run has would be silently unused"))
    cases.append(cli_ok("u21a_scores_rank_column", "fuse --method rrf --scores rank: the A/B tool wants n - rank + 1",
                        ["fuse", *three, "--method", "rrf", "--scores", "rank", "-o", "fused.run"], files,
                        lambda out, folder: _rank_scores_ok(folder, by_query(models, _RRF)),
                        why="fuse --help: --scores rank writes n - rank + 1 in the fused order"))

    # -- the offline check against clicks
    orders = {n: {q: trec_order(lst) for q, lst in r.items()} for n, r in models.items()}
    per_model = {n.replace("model_", ""): {"nDCG@10": sum(_ndcg(o[q], clicks[q], 10) for q in o) / len(o),
                                           "P@5": sum(_NS["prec"](o[q], clicks[q], 5) for q in o) / len(o)}
                 for n, o in orders.items()}
    cases.append(cli_ok("u21a_eval_models_on_clicks", "evaluate --qrels clicks.qrels a.run b.run c.run --measures "
                        "nDCG@10 P@5: which model puts the clicked ad up, auctions without a click counted as 0",
                        ["evaluate", "--qrels", "clicks.qrels", *three, "--measures", "nDCG@10", "P@5"],
                        {**files, **qrels}, _runs_eval_check(per_model),
                        why="trec_eval: a judged query with no relevant document is evaluated, its value 0"))
    mrr = sum(_rr(orders["model_b"][q], clicks[q]) for q in clicks) / len(clicks)
    nd5 = sum(_ndcg(orders["model_b"][q], clicks[q], 5) for q in clicks) / len(clicks)
    cases.append(cli_ok("u21a_eval_mrr_ndcg5", "evaluate --qrels clicks.qrels b.run --measures RR nDCG@5: MRR of the "
                        "clicked ad and nDCG@5 over every auction shown", ["evaluate", "--qrels", "clicks.qrels",
                                                                           "b.run", "--measures", "RR", "nDCG@5"],
                        {**files, **qrels}, _eval_means({"RR": mrr, "nDCG@5": nd5}),
                        why="trec_eval recip_rank and ndcg_cut_5, their mean over the queries judged and run"))
    clicked_only = {q: g for q, g in clicks.items() if any(g.values())}
    short = {q: lst for q, lst in models["model_a"].items() if q in clicked_only}
    first_half = dict(list(short.items())[: max(1, len(short) // 2)])
    mrr_c = sum(_rr(trec_order(first_half.get(q, {})), clicked_only[q]) for q in clicked_only) / len(clicked_only)
    cases.append(cli_ok("u21a_eval_complete_missing_auctions", "evaluate -c --measures RR: model A's export lost "
                        "half the clicked auctions; they count 0 over every auction with a click",
                        ["evaluate", "--qrels", "clicked.qrels", "half.run", "-c", "--measures", "RR"],
                        {"half.run": _run("model_a", first_half), "clicked.qrels": _qrels_text(clicked_only)},
                        _eval_means({"RR": mrr_c}),
                        why="trec_eval -c: every judged query, one the run lacks valued 0"))
    cases.append(cli_bad("u21a_qrels_clicked_true", "evaluate --qrels clicks.qrels: the click flag exported as "
                         "true / false", ["evaluate", "--qrels", "clicks.qrels", "a.run"],
                         {"clicks.qrels": "auc-1 0 9223372036854775807 false\nauc-1 0 10 true\n",
                          "a.run": files["a.run"]}, "clicks.qrels:1", outputs=(),
                         why="trec_eval reads the grade with atoi: 'true' is no grade (it would read 0)"))
    cases.append(cli_bad("u21a_qrels_from_log_csv", "evaluate --qrels impressions.csv: the impression log "
                         "(auction_id, ad_id, clicked) as the judgements", ["evaluate", "--qrels", "impressions.csv",
                                                                            "a.run"],
                         {"impressions.csv": "auction_id,ad_id,clicked\nauc-1,9223372036854775807,1\nauc-1,10,0\n",
                          "a.run": files["a.run"]}, "impressions.csv:1", outputs=(),
                         why="trec_eval reads 'qid iter docid rel' lines; a CSV header is none"))
    cases.append(cli_bad("u21a_qrels_parquet_log", "evaluate --qrels clicks.parquet: the click table from the data "
                         "lake", ["evaluate", "--qrels", "clicks.parquet", "a.run"], {"a.run": files["a.run"]},
                         "clicks.parquet", outputs=(),
                         setup=pandas_setup("pd.DataFrame({'qid': ['auc-1'], 'docid': ['10'], 'rel': [1]})"
                                            ".to_parquet(folder / 'clicks.parquet')"),
                         why="rankagg evaluate reads qrels text (trec_eval's); the Parquet file is named"))

    # -- the logs as they come out of the warehouse
    log = ("rows = [('6f1c2a34-0d1e-4c55-9a1b-7e3f00000001', 9223372036854775807, 17, 1.2e-05, 2.5e-05, 1.20, 1),\n"
           "        ('6f1c2a34-0d1e-4c55-9a1b-7e3f00000001', 9223372036854775806, 17, 1e-06, 3.1e-05, 0.80, 0),\n"
           "        ('6f1c2a34-0d1e-4c55-9a1b-7e3f00000001', 10, 18, 1e-06, 4e-06, 2.10, 0),\n"
           "        ('6f1c2a34-0d1e-4c55-9a1b-7e3f00000002', 9, 18, 3e-07, 1e-06, 0.30, 0)]\n"
           "wide = pd.DataFrame(rows, columns=['auction_id', 'ad_id', 'campaign_id', 'pctr_model_a', "
           "'pctr_model_b', 'bid', 'clicked'])\n")
    long_pq = log + ("long = wide.melt(id_vars=['auction_id', 'ad_id'], value_vars=['pctr_model_a', 'pctr_model_b'], "
                     "var_name='run', value_name='score').rename(columns={'auction_id': 'qid', 'ad_id': 'docid'})\n"
                     "long.to_parquet(folder / 'long.parquet', index=False)\n")
    lg = {"pctr_model_a": {"6f1c2a34-0d1e-4c55-9a1b-7e3f00000001": {"9223372036854775807": 1.2e-05,
                                                                   "9223372036854775806": 1e-06, "10": 1e-06},
                           "6f1c2a34-0d1e-4c55-9a1b-7e3f00000002": {"9": 3e-07}},
          "pctr_model_b": {"6f1c2a34-0d1e-4c55-9a1b-7e3f00000001": {"9223372036854775807": 2.5e-05,
                                                                   "9223372036854775806": 3.1e-05, "10": 4e-06},
                           "6f1c2a34-0d1e-4c55-9a1b-7e3f00000002": {"9": 1e-06}}}
    cases.append(cli_ok("u21a_parquet_long_int64_ids", "fuse long.parquet --method combsum: the log melted to a long "
                        "table, ad ids a Parquet int64 column up to 9223372036854775807 (two ids one apart)",
                        ["fuse", "long.parquet", "--method", "combsum", "-o", "fused.run"], {},
                        _check_run(by_query(lg, _COMBSUM)), setup=pandas_setup(long_pq),
                        why="an int64 holds 9223372036854775806 exactly (a float64 would merge it with ...807); as "
                            "text it is its digits; ties by id descending (trec_eval)"))
    cases.append(cli_ok("u21a_parquet_out_ids_exact", "fuse long.parquet -o fused.parquet: the A/B analysis reads the "
                        "fused order back with pandas; the 19-digit ids must come back as written",
                        ["fuse", "long.parquet", "--method", "rrf", "-o", "fused.parquet"], {},
                        lambda out, folder: _parquet_back_ok(folder, by_query(lg, _RRF)),
                        setup=pandas_setup(long_pq),
                        why="fuse --help: a .parquet output is a Parquet table; ids are the input's text"))
    cases.append(cli_bad("u21a_wide_log_parquet", "fuse auctions.parquet: the wide auction log (auction_id, ad_id, "
                         "campaign_id, pctr_model_a, pctr_model_b, bid, clicked) as it is",
                         ["fuse", "auctions.parquet", "-o", "fused.run"], {}, "auctions.parquet", "pctr_model_a",
                         setup=pandas_setup(log + "wide.to_parquet(folder / 'auctions.parquet')"),
                         why="a Parquet run table is long (qid, docid, score, run): the columns it has are named"))
    cases.append(cli_bad("u21a_wide_log_csv", "fuse auctions.csv: the wide log exported with to_csv",
                         ["fuse", "auctions.csv", "-o", "fused.run"], {}, "auctions.csv:1",
                         setup=pandas_setup(log + "wide.to_csv(folder / 'auctions.csv', index=False)"),
                         why="a CSV table is no TREC run (trec_eval: 1 field); the file is named at its header"))

    # -- the fused order written for the pipeline's tools
    for suffix, tool in ((".tfrecord", "TFRecord is TensorFlow's binary record file (a length and CRC per record)"),
                         (".tfrecords", "TFRecord is TensorFlow's binary record file"),
                         (".vw", "Vowpal Wabbit's text reads 'label |namespace features' lines"),
                         (".svm", "an SVMlight file is 'label qid:Q index:value' lines (sklearn's "
                                  "load_svmlight_file)"),
                         (".libsvm", "LIBSVM's format is 'label index:value' lines"),
                         (".pb", "a protobuf message is binary"),
                         (".msgpack", "MessagePack is binary"),
                         (".snappy", "a Snappy stream is compressed, rankagg writes gzip only")):
        cases.append(cli_bad(f"u21a_out_{suffix[1:]}", f"fuse --method rrf -o fused{suffix}: the consensus saved for "
                             f"the pipeline's {suffix[1:]} reader", ["fuse", *three, "--method", "rrf", "-o",
                                                                    f"fused{suffix}"], files,
                             "-o", f"fused{suffix}", outputs=(f"fused{suffix}",),
                             why=f"docs/conventions.md: -o under a name no reader of TREC lines opens is refused; "
                                 f"{tool}"))
    cases.append(cli_bad("u21a_out_parquet_gz", "fuse long.parquet -o fused.parquet.gz: the A/B table 'compressed' "
                         "for the bucket", ["fuse", "long.parquet", "--method", "rrf", "-o", "fused.parquet.gz"], {},
                         "fused.parquet.gz", outputs=("fused.parquet.gz",), setup=pandas_setup(long_pq),
                         why="pandas.read_parquet of a gzip of TREC lines fails: a Parquet file compresses inside "
                             "(its magic PAR1 first); the name is refused before any work"))
    cases.append(cli_bad("u21a_explain_tfrecord", "fuse --explain why.tfrecord: the contributions for the feature "
                         "store", ["fuse", *three, "--method", "rrf", "--explain", "why.tfrecord", "-o", "fused.run"],
                         files, "--explain", "why.tfrecord", outputs=("why.tfrecord", "fused.run"),
                         why="docs/conventions.md: --explain's JSON lines are refused under another format's name"))

    # -- the notebook and the serving path
    cases.append(ok("u21a_api_frame_int64_rrf", "rankagg.fuse(long frame): pCTR of two models, ad ids int64 up to "
                    "2**63 - 1, the floor's ties; the result keeps the ints exact",
                    "import pandas as pd\n" + log.replace("wide = ", "wide = ") +
                    "long = wide.melt(id_vars=['auction_id', 'ad_id'], value_vars=['pctr_model_a', 'pctr_model_b'], "
                    "var_name='run', value_name='score').rename(columns={'auction_id': 'qid', 'ad_id': 'docid'})\n"
                    "import rankagg\nout = rankagg.fuse(long, 'rrf')\n"
                    "models = {}\nfor r in long.itertuples():\n"
                    "    models.setdefault(r.run, {}).setdefault(r.qid, {})[str(r.docid)] = r.score\n"
                    "refs = by_auction(models, rrf_ref)\n"
                    "rows = {}\nfor r in out.itertuples():\n"
                    "    rows.setdefault(r.qid, []).append((str(r.docid), r.score))\n"
                    "ints = all(type(x) is int for x in out['docid'].tolist())\n"
                    "report(agree_all(rows, refs, written=False) or ('' if ints and 9223372036854775806 in "
                    "set(out['docid'].tolist()) else 'ids not kept as ints'))\n",
                    why="docs/conventions.md: rankagg.fuse returns what it was given; RRF with trec_eval's order"))
    cases.append(ok("u21a_api_arrow_uint64", "rankagg.fuse(Arrow table): ad ids hashed to uint64 "
                    "(18446744073709551615) beside small ones, combsum",
                    "import pyarrow as pa, rankagg\n"
                    "t = pa.table({'qid': ['a'] * 4 + ['b'] * 2, 'docid': pa.array([18446744073709551615, "
                    "18446744073709551614, 3, 40, 18446744073709551615, 7], pa.uint64()), "
                    "'score': [2e-05, 2e-05, 1e-06, 3e-07, 0.5, 0.5], 'run': ['m'] * 6})\n"
                    "out = rankagg.fuse(t, 'combsum')\n"
                    "models = {'m': {}}\nfor q, d, s in zip(t['qid'].to_pylist(), t['docid'].to_pylist(), "
                    "t['score'].to_pylist()):\n    models['m'].setdefault(q, {})[str(d)] = s\n"
                    "rows = {}\nfor q, d, s in zip(out['qid'].to_pylist(), out['docid'].to_pylist(), "
                    "out['score'].to_pylist()):\n    rows.setdefault(q, []).append((str(d), s))\n"
                    "report(agree_all(rows, by_auction(models, combsum_minmax_ref), written=False) or "
                    "('' if out.schema.field('docid').type == pa.uint64() else 'type %s' % out.schema.field('docid')"
                    ".type))\n",
                    why="docs/conventions.md: an Arrow table comes back Arrow; a uint64 id is its decimal text"))
    cases.append(ok("u21a_api_polars_logits", "rankagg.fuse(polars frame) of model C's logits (all negative) and "
                    "model B's pCTR, borda",
                    "import polars as pl, rankagg\n"
                    "df = pl.DataFrame({'qid': ['u1'] * 3 + ['u2'] * 3, 'docid': ['9', '10', '100'] * 2, "
                    "'score': [-3.2, -1.0, -7.5, 2e-05, 2e-05, 4e-06], 'run': ['c'] * 3 + ['b'] * 3})\n"
                    "df = pl.concat([df, pl.DataFrame({'qid': ['u1'] * 3, 'docid': ['9', '10', '100'], "
                    "'score': [3e-05, 1e-06, 1e-06], 'run': ['b'] * 3}), pl.DataFrame({'qid': ['u2'] * 3, 'docid': "
                    "['9', '10', '100'], 'score': [-2.0, -2.0, -0.5], 'run': ['c'] * 3})])\n"
                    "out = rankagg.fuse(df, 'borda')\n"
                    "models = {}\nfor q, d, s, r in df.iter_rows():\n"
                    "    models.setdefault(r, {}).setdefault(q, {})[d] = s\n"
                    "rows = {}\nfor r in out.iter_rows(named=True):\n"
                    "    rows.setdefault(r['qid'], []).append((r['docid'], r['score']))\n"
                    "report(agree_all(rows, by_auction(models, borda_ref), written=False))\n",
                    why="rankagg methods borda: n - r + 1; a logit is a score like any other (higher is better)"))
    cases.append(bad("u21a_api_frame_nan_row", "rankagg.fuse(frame) where model B timed out on one ad (NaN)",
                     "import pandas as pd, rankagg\n"
                     "df = pd.DataFrame({'qid': ['u1'] * 3, 'docid': [9223372036854775807, 10, 9], "
                     "'score': [2e-05, float('nan'), 1e-06], 'run': ['model_b'] * 3})\n"
                     "rankagg.fuse(df, 'rrf')\n", "row 1", "score",
                     why="docs/conventions.md: a NaN score is refused naming its row"))
    cases.append(bad("u21a_api_frame_float_ad_ids", "rankagg.fuse(frame) whose ad_id column became float64 after a "
                     "merge with NaN (9223372036854775807 read as 9.223372036854776e18)",
                     "import pandas as pd, rankagg\n"
                     "df = pd.DataFrame({'qid': ['u1'] * 2, 'docid': [9223372036854775807.0, 9223372036854775806.0], "
                     "'score': [2e-05, 1e-06], 'run': ['model_b'] * 2})\n"
                     "rankagg.fuse(df, 'rrf')\n", "docid", "float",
                     why="two ids one apart are one float64: the ranking would merge ads"))
    cases.append(ok("u21a_api_fuser_batch_1000", "Fuser('rrf') over a batch of 1000 auctions of 10 ads (two pCTR "
                    "models with the floor's ties, ids 64-bit ints), as the serving path calls it",
                    "import random, rankagg\nrng = random.Random(21)\nfuser = rankagg.Fuser('rrf')\nbad = ''\n"
                    "for a in range(1000):\n"
                    "    ads = [9223372036854775807 - rng.randrange(10 ** 6) for _ in range(10)]\n"
                    "    lists = {'a': {d: max(1e-06, round(rng.random() * 3e-05, 7)) for d in ads}, "
                    "'b': {d: round(rng.random() * 4e-05, 8) for d in ads}}\n"
                    "    got = [(str(d), s) for d, s in fuser(lists)]\n"
                    "    msg = agree(got, rrf_ref({m: {str(d): s for d, s in l.items()} for m, l in lists.items()}), "
                    "written=False)\n"
                    "    if msg:\n        bad = 'auction %d: %s' % (a, msg)\n        break\n"
                    "report(bad)\n", why="README: the Fuser gives the batch's scores; RRF by trec_eval's order"))
    cases.append(ok("u21a_api_fuser_one_ad_logits", "Fuser('combsum') on an auction of one ad (pCTR 3e-07, logit "
                    "-15.0) and on one where every model ties", "import rankagg\nf = rankagg.Fuser('combsum')\n"
                    "one = f({'a': {9223372036854775807: 3e-07}, 'c': {9223372036854775807: -15.0}})\n"
                    "tie = f({'a': {9: 1e-06, 10: 1e-06}, 'c': {9: -2.0, 10: -2.0}})\n"
                    "want_tie = combsum_minmax_ref({'a': {'9': 1e-06, '10': 1e-06}, 'c': {'9': -2.0, '10': -2.0}})\n"
                    "report(('' if one == [(9223372036854775807, 2.0)] else 'one ad: %r' % one) or "
                    "agree([(str(d), s) for d, s in tie], want_tie, written=False))\n",
                    why="docs/conventions.md: a list of equal scores counts 1 for each (min-max); ties by the house "
                        "rule (more lists, best place, smaller id)"))
    cases.append(bad("u21a_api_fuser_nan", "Fuser('rrf') when model A returned NaN for an ad",
                     "import rankagg\nrankagg.Fuser('rrf')({'a': {'ad7': float('nan'), 'ad9': 1e-06}, "
                     "'b': {'ad7': 2e-05, 'ad9': 1e-06}})\n", "'a'", "ad7",
                     why="docs/conventions.md: a NaN score is refused naming the list and the document"))
    cases.append(ok("u21a_api_evaluate_clicks_frame", "rankagg.evaluate(fused dict, clicks frame with int64 ad ids "
                    "and UUID auctions): MRR and nDCG@5, an auction without a click counts 0",
                    "import pandas as pd, rankagg\n"
                    "run = {'u1': {9223372036854775807: 1e-05, 9223372036854775806: 2e-05, 10: 2e-05}, "
                    "'u2': {9: 0.1, 10: 0.2}, 'u3': {5: 0.3}}\n"
                    "q = pd.DataFrame({'qid': ['u1', 'u1', 'u1', 'u2', 'u2', 'u3'], 'docid': [9223372036854775807, "
                    "9223372036854775806, 10, 9, 10, 5], 'relevance': [1, 0, 0, 0, 0, 1]})\n"
                    "got = rankagg.evaluate(run, q, ['RR', 'nDCG@5'])\n"
                    "grades = {}\nfor r in q.itertuples():\n"
                    "    grades.setdefault(r.qid, {})[str(r.docid)] = r.relevance\n"
                    "orders = {k: trec_order({str(d): s for d, s in v.items()}) for k, v in run.items()}\n"
                    "want_rr = sum(rr(orders[k], grades[k]) for k in grades) / 3\n"
                    "want_nd = sum(ndcg(orders[k], grades[k], 5) for k in grades) / 3\n"
                    "report('' if close(got['RR'], want_rr) and close(got['nDCG@5'], want_nd) else repr((got, "
                    "want_rr, want_nd)))\n",
                    why="trec_eval recip_rank, ndcg_cut_5; ties by id descending as text (10 < 9223... as text); "
                        "a query without a relevant ad counts 0"))
    cases.append(ok("u21a_api_weights_dict", "rankagg.fuse({model: {auction: {ad: pCTR}}}, 'combmnz', "
                    "weights=learnt)", "import rankagg\n"
                    "models = json.loads(%r)\nw = {'model_a': 0.7, 'model_b': 1.9, 'model_c': 0.25}\n"
                    "out = rankagg.fuse(models, 'combmnz', weights=w)\n"
                    "refs = by_auction(models, combmnz_ref, w=w)\n"
                    "report(agree_all({q: list(v.items()) for q, v in out.items()}, refs, written=False))\n"
                    % __import__("json").dumps(models),
                    why="rankagg methods combmnz: sum of w x min-max times the lists returning the ad"))
    cases.append(bad("u21a_api_weights_unknown", "rankagg.fuse(models, 'rrf', weights={'model_x': 2}): the weight "
                     "file of another experiment", "import rankagg\n"
                     "rankagg.fuse({'model_a': {'u1': {'9': 1e-06}}, 'model_b': {'u1': {'9': 2e-05}}}, 'rrf', "
                     "weights={'model_x': 2.0})\n", "model_x",
                     why="docs/conventions.md: weights key runs by name; a name no run has is refused, not ignored"))

    same_tag = {"pa.run": files["a.run"].replace(" model_a\n", " pctr\n"),
                "pb.run": files["b.run"].replace(" model_b\n", " pctr\n")}
    cases.append(cli_ok("u21a_same_tag_weights_by_file", "fuse pa.run pb.run --weights pa.run=2: both models' "
                        "exports tagged 'pctr', so each is weighed by its file name",
                        ["fuse", "pa.run", "pb.run", "--method", "rrf", "--weights", "pa.run=2", "-o", "fused.run"],
                        same_tag, _check_run(by_query({"pa.run": models["model_a"], "pb.run": models["model_b"]}, _RRF,
                                                      w={"pa.run": 2.0})),
                        why="fuse --help: weights by run name, the file name when tags repeat; rrf: sum w / (60 + r)"))
    u64 = ("import pyarrow as pa, pyarrow.parquet as pq\n"
           "pq.write_table(pa.table({'qid': pa.array([7, 7, 7, 8], pa.int64()), 'docid': pa.array([18446744073709551615, "
           "3, 18446744073709551614, 3], pa.uint64()), 'score': pa.array([1e-06, 1e-06, 1.2e-05, 3e-07], pa.float32()), "
           "'run': ['model_a'] * 4}), str(folder / 'hashed.parquet'))\n")
    f32 = float(__import__("numpy").float32(1e-06))
    hashed = {"model_a": {"7": {"18446744073709551615": f32, "3": f32, "18446744073709551614": 1.2e-05},
                          "8": {"3": 3e-07}}}
    cases.append(cli_ok("u21a_parquet_uint64_float32", "fuse hashed.parquet --method rrf: ad ids hashed to uint64 "
                        "(18446744073709551615), auction ids int64, pCTR a float32 column with two ads at the floor",
                        ["fuse", "hashed.parquet", "--method", "rrf", "-o", "fused.run"], {},
                        _check_run(by_query(hashed, _RRF)), setup=pandas_setup(u64),
                        why="a uint64 id is its decimal text; the floor's tie by id descending as text ('3' > '1844...')"))
    cases.append(cli_bad("u21a_parquet_uuid_type", "fuse auctions.parquet: auction ids in Arrow's uuid type (a "
                         "16-byte extension column from the warehouse)", ["fuse", "auctions.parquet", "-o",
                                                                          "fused.run"], {},
                         "auctions.parquet:1", "UUID", setup=pandas_setup(
                             "import uuid, pyarrow as pa, pyarrow.parquet as pq\n"
                             "u = pa.array([uuid.UUID(int=i).bytes for i in (1, 1, 2)], pa.binary(16))\n"
                             "pq.write_table(pa.table({'qid': pa.ExtensionArray.from_storage(pa.uuid(), u), "
                             "'docid': [9223372036854775807, 5, 6], 'score': [1e-06, 2e-05, 3e-07], "
                             "'run': ['model_a'] * 3}), str(folder / 'auctions.parquet'))\n"),
                         why="docs/conventions.md: ids are text or ints; an id of another type is refused naming its "
                             "row, not written under a text nobody chose"))
    cases.append(ok("u21a_api_fuser_top5_floor_ties", "Fuser.top(lists, 5) for the five slots, lists best first "
                    "with the floor's ties in the log's order, 300 auctions each for rrf and combsum: the full answer's "
                    "first five", "import random, rankagg\nrng = random.Random(5)\nbad = ''\n"
                    "for m, ref in (('rrf', rrf_ref), ('combsum', combsum_minmax_ref)):\n"
                    "    f = rankagg.Fuser(m)\n"
                    "    for t in range(300):\n"
                    "        ads = list(dict.fromkeys([9223372036854775807 - rng.randrange(10 ** 4) for _ in range(10)] "
                    "+ [9, 10, 100]))\n"
                    "        la = {d: max(1e-06, rng.choice([0, 0, 0, 1.2e-05, 3e-05, 2e-06])) for d in ads}\n"
                    "        lb = {d: rng.choice([1e-06, 1e-06, 4e-05, 2e-05]) for d in ads}\n"
                    "        lists = {'a': dict(sorted(la.items(), key=lambda x: (-x[1], x[0]))), "
                    "'b': dict(sorted(lb.items(), key=lambda x: (-x[1], rng.random())))}\n"
                    "        got = [(str(d), s) for d, s in f.top(lists, 5).items]\n"
                    "        msg = agree(got, ref({n: {str(d): s for d, s in l.items()} for n, l in lists.items()}), 5, "
                    "written=False)\n"
                    "        if msg:\n            bad = '%s auction %d: %s' % (m, t, msg)\n            break\n"
                    "report(bad)\n",
                    why="README: Fuser.top gives the exact top k, bit for bit the full answer; references' rrf and "
                        "min-max CombSUM with the house tie rule"))

    # -- volume: a day's impressions
    volume = ("import numpy as np\nrng = np.random.default_rng(21)\nn, k = 100000, 10\n"
              "q = np.repeat(np.arange(n), k)\nads = 9223372036854775807 - rng.integers(0, 10 ** 9, n * k)\n"
              "for name, scale in (('a', 3e-05), ('b', 4e-05)):\n"
              "    s = np.maximum(1e-06, np.round(rng.random(n * k) * scale, 7 if name == 'a' else 9))\n"
              "    with open(folder / f'{name}.run', 'w') as f:\n"
              "        f.write(''.join(f'q{a} Q0 {d} 0 {x!r} {name}\\n' for a, d, x in zip(q.tolist(), ads.tolist(), "
              "s.tolist())))\n")
    cases.append(cli_ok("u21a_volume_1m_impressions", "fuse a.run b.run --method rrf: 100,000 auctions x 10 ads x 2 "
                        "models (2M lines, the floor's ties everywhere); the first 300 auctions recomputed",
                        ["fuse", "a.run", "b.run", "--method", "rrf", "--quiet", "-o", "fused.run"], {},
                        _volume_check(300), timeout=240, setup=pandas_setup(volume),
                        why="rankagg methods rrf; docs/scale.md: files of any size within the memory limit"))
    return cases


def _rank_scores_ok(folder: Path, refs: dict) -> bool:
    rows = _read_run((folder / "fused.run").read_text(encoding="utf-8"))
    if set(rows) != set(refs):
        return False
    for q, ref in refs.items():
        got = rows[q]
        n = len(got)
        if [s for _, s in got] != [float(n - i) for i in range(n)]:
            return False
        if _agree([(d, ref[0][d]) for d, _ in got], ref, written=False):
            return False
    return True


def _parquet_back_ok(folder: Path, refs: dict) -> bool:
    import pandas as pd  # the check's own reader; the matrix itself needs no pandas

    t = pd.read_parquet(folder / "fused.parquet")
    cols = {c.lower(): c for c in t.columns}
    qc, dc, sc = (cols.get(a) or cols.get(b) for a, b in (("q_id", "qid"), ("doc_id", "docid"), ("score", "score")))
    rows: dict[str, list] = {}
    for q, d, s in zip(t[qc], t[dc], t[sc]):
        rows.setdefault(str(q), []).append((str(d), float(s)))
    return not _NS["agree_all"](rows, refs)
