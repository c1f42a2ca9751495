"""Issue 45's nineteenth bar of scripts/reliability_matrix.py, an enterprise expert-finding team's people rankings (its cases, ids ``u19e_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The team's day: for each topic (CERC's ``CE-012``, the W3C collection's ``EX07``, their company's ``KB-2026-0031``)
three rankers rank people: a document-based ranker (Balog's model 2, its score p(q|ca), probabilities of 1e-7 and
below, or their logarithms), a profile-based ranker (BM25 over people's profiles, which returns only its top 10)
and a graph-based one (a random walk over the authorship graph, PageRank-sized scores).  The people's ids are what
their tools export: e-mail addresses (plus-addressing ``j+ml@x.org``, ``Jane.Doe@`` beside ``jane.doe@``, an
apostrophe, UTF-8 local parts ``josé.müller@``, ``李小龍@``), the W3C collection's ``candidate-0001`` and employee
numbers with leading zeros (``000417`` beside ``417``).  They fuse (RRF, CombMNZ, CombSUM over votes, Borda,
weighted, cut to a shortlist of 5), explain, evaluate against TREC Enterprise expert qrels (``CE-012 0 jane.doe@...
2``) with nDCG/MAP/P@5, and fuse a topic's supporting documents into people as Macdonald & Ounis's Voting Model
does (each document a list voting for its authors: CombSUM and CombMNZ of the documents' scores, norm none).  The
mistakes: the document-to-candidate association file given as a run or as qrels, ``Doe, Jane`` as an id, a
ranker that returns one person twice, a log-probability of ``-inf``, an HR export from Excel (a BOM, ``;``,
decimal commas) beside the runs, frames with the tools' own column names, a missing e-mail, a ``;``-separated
run, qrels whose topic ids are written another way, a ranker's file in Windows-1252.

The references below are computed here (``_REF``: references.py's RANKED_LISTS, HOUSE_AGREEMENT and TREC_MEASURES,
and CombMNZ as CombSUM of min-max times the lists returning the person), never rankagg's code."""

from __future__ import annotations

import gzip
import json
from pathlib import Path
from typing import Any, Callable

from .case import Case, pandas_setup, snippet_cases, stdout_has, command_cases
from .references import (HOUSE_AGREEMENT, RANKED_LISTS, RUN_AGREEMENT, TREC_MEASURES, VERDICT_HELPERS,
                         reference_namespace)

NINETEENTH_EXPERTS = "45 Unseen inputs: a nineteenth bar, an enterprise expert-finding team's people rankings"

_REF = "import json, math, subprocess, sys\n" + RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + TREC_MEASURES + r'''
def combmnz_ref(models, w=None):
    sc, cnt, best = combsum_minmax_ref(models, w)
    return {d: sc[d] * cnt[d] for d in sc}, cnt, best
def plain_ref(models, mnz=False):
    """CombSUM (CombMNZ) of the raw scores, norm none: the Voting Model's votes summed (times their number)"""
    sc, cnt, best = {}, {}, {}
    for m, p in models.items():
        for d, r in positions(p).items():
            sc[d] = sc.get(d, 0.0) + float(p[d])
            cnt[d] = cnt.get(d, 0) + 1
            best[d] = min(best.get(d, 10 ** 12), r)
    if mnz:
        sc = {d: sc[d] * cnt[d] for d in sc}
    return sc, cnt, best
def by_query(runs, fn, **kw):
    """{qid: fn({run: its list})}: a run that lacks a query is no list of it"""
    qs = sorted({q for r in runs.values() for q in r})
    return {q: fn({n: r[q] for n, r in runs.items() if r.get(q)}, **kw) for q in qs}
def house_order(ref):
    sc, cnt, best = ref
    return sorted(sc, key=lambda d: (-sc[d], -cnt[d], best[d], d))
def trec_orders(runs_text):
    """{qid: [id, ...]} of a run file's text by trec_eval's order"""
    out = {}
    for q, got in read_run(runs_text).items():
        out[q] = trec_order(dict(got))
    return out
'''

_NS = reference_namespace(_REF, "nineteenth_experts._REF")
by_query: Callable[..., Any] = _NS["by_query"]
agree_all: Callable[..., str] = _NS["agree_all"]
read_run: Callable[[str], dict] = _NS["read_run"]
house_order: Callable[[Any], list] = _NS["house_order"]
measures: Callable[..., Any] = _NS["measures"]
trec_orders: Callable[[str], dict] = _NS["trec_orders"]
positions: Callable[[dict], dict] = _NS["positions"]
_RRF, _BORDA, _COMBSUM, _COMBMNZ = (_NS[n] for n in ("rrf_ref", "borda_ref", "combsum_minmax_ref", "combmnz_ref"))

_TOPICS = ["CE-012", "CE-047", "EX07", "KB-2026-0031"]

#: people as the team's tools name them: e-mails (case variants, plus-addressing, UTF-8), W3C ids, employee numbers
_PEOPLE = [
    "jane.doe@corp.example", "Jane.Doe@corp.example", "j+ml@x.org", "j@x.org", "sean.o'brien@corp.example",
    "josé.müller@corp.example", "李小龍@corp.example", "candidate-0001", "candidate-0417", "candidate-1092",
    "000417", "417", "0042", "wang.wei@corp.example", "wang.wei2@corp.example", "a.kumar@corp.example",
    "m.garcia@corp.example", "l.chen@research.corp.example", "p.nowak@corp.example", "k.tanaka@corp.example",
    "s.ibrahim@corp.example", "r.silva@corp.example", "e.johansson@corp.example", "t.nguyen@corp.example",
    "f.rossi@corp.example", "h.schmidt@corp.example", "o.adeyemi@corp.example", "d.cohen@corp.example",
    "b.martin@corp.example", "n.ivanova@corp.example", "g.papadopoulos@corp.example", "c.dubois@corp.example",
]


def _lcg(seed: int):
    x = seed
    while True:
        x = (x * 6364136223846793005 + 1442695040888963407) % 2 ** 64
        yield (x >> 11) / 2 ** 53


def _rankers(seed: int = 19) -> dict[str, dict[str, dict[str, float]]]:
    """{ranker: {topic: {person: score}}}: a shared expertise plus each ranker's noise, in each ranker's scale."""
    g = _lcg(seed)
    out: dict[str, dict[str, dict[str, float]]] = {"balog-m2": {}, "profile-bm25": {}, "graph-walk": {}}
    for t in _TOPICS:
        base = {p: next(g) for p in _PEOPLE}
        for name, depth in (("balog-m2", 28), ("profile-bm25", 10), ("graph-walk", 22)):
            noisy = {p: base[p] + 0.7 * next(g) for p in _PEOPLE}
            top = sorted(_PEOPLE, key=lambda p: -noisy[p])[:depth]
            if name == "balog-m2":  # p(q|ca): tiny probabilities
                out[name][t] = {p: float(f"{10 ** (-9 + 3 * noisy[p]):.6e}") for p in top}
            elif name == "profile-bm25":
                out[name][t] = {p: round(4.0 + 9.0 * noisy[p], 4) for p in top}
            else:
                out[name][t] = {p: round(0.001 + 0.02 * noisy[p], 6) for p in top}
    return out


def _run(tag: str, lists: dict[str, dict[str, float]], fmt: Callable[[float], str] = repr, eol: str = "\n") -> str:
    out = []
    for q, lst in lists.items():
        for d, r in sorted(positions(lst).items(), key=lambda x: x[1]):
            out.append(f"{q} Q0 {d} {r} {fmt(lst[d])} {tag}{eol}")
    return "".join(out)


def _qrels_text(qrels: dict[str, dict[str, int]]) -> str:
    return "".join(f"{q} 0 {d} {g}\n" for q, lst in qrels.items() for d, g in lst.items())


def _check_run(refs: Any, depth: int | None = None, name: str = "fused.run",
               extra: Callable[[dict], bool] | None = None) -> Callable[[str, Path], bool]:
    def check(out: str, folder: Path) -> bool:
        rows = read_run((folder / name).read_text(encoding="utf-8"))
        return not agree_all(rows, refs, depth) and (extra is None or extra(rows))

    return check


def _eval_check(expected: dict[str, float], per_query: dict[str, float] | None = None, names: dict | None = None
                ) -> Callable[[str, Path], bool]:
    """rankagg evaluate's lines '[RUN<TAB>]MEASURE<TAB>QUERY<TAB>VALUE' against the reference's means."""
    def check(out: str, folder: Path) -> bool:
        got: dict[tuple[str, str], float] = {}
        for line in out.splitlines():
            f = line.split("\t")
            if len(f) == 4:
                f = f[1:]
            if len(f) == 3:
                try:
                    got[(f[0].strip(), f[1].strip())] = float(f[2])
                except ValueError:
                    continue
        printed = names or {}
        if not all(abs(got.get((printed.get(m, m), "all"), -9) - v) <= 6e-5 for m, v in expected.items()):
            return False
        return all(abs(got.get(("nDCG@10", q), -9) - v) <= 6e-5 for q, v in (per_query or {}).items())

    return check


def _runs_eval_check(per_run: dict[str, dict[str, float]]) -> Callable[[str, Path], bool]:
    """Lines 'RUN<TAB>MEASURE<TAB>all<TAB>VALUE', the run named by its tag or its file name."""
    def check(out: str, folder: Path) -> bool:
        got: dict[tuple[str, str], float] = {}
        for line in out.splitlines():
            f = [x.strip() for x in line.split("\t")]
            if len(f) == 4 and f[2] == "all":
                try:
                    got[(f[0].removesuffix(".run"), f[1])] = float(f[3])
                except ValueError:
                    continue
        return all(abs(got.get((n, m), -9) - v) <= 6e-5 for n, ms in per_run.items() for m, v in ms.items()
                   if m in ("nDCG@10", "P@5"))

    return check


def _explain_check(runs: dict, refs: dict) -> Callable[[str, Path], bool]:
    def check(out: str, folder: Path) -> bool:
        recs = [json.loads(x) for x in (folder / "why.jsonl").read_text(encoding="utf-8").splitlines() if x.strip()]
        want = sum(len(r[0]) for r in refs.values())
        if len(recs) != want:
            return False
        for rec in recs:
            q, d = str(rec["qid"]), str(rec["docid"])
            total = 0.0
            for name, r in runs.items():
                p = positions(r.get(q, {})).get(d)
                part = rec["lists"].get(name, {}).get("contribution")
                exp = None if p is None else 1.0 / (60 + p)
                if (exp is None) != (part is None) or (exp is not None and abs(part - exp) > 1e-12):
                    return False
                total += exp or 0.0
            if abs(rec["score"] - total) > 1e-12 or abs(refs[q][0][d] - total) > 1e-12:
                return False
        return True

    return check



def nineteenth_bar_experts_cases() -> list[Case]:
    G = NINETEENTH_EXPERTS

    cli_ok, cli_bad = command_cases(G)

    ok, bad = snippet_cases(G, _REF)
    cases: list[Case] = []
    runs = _rankers()
    files = {f"{n}.run": _run(n, r) for n, r in runs.items()}
    three = ["balog-m2.run", "profile-bm25.run", "graph-walk.run"]
    rrf = by_query(runs, _RRF)

    # -- the morning fusion of the three rankers
    cases.append(cli_ok("u19e_rrf_three_rankers", "fuse balog-m2.run profile-bm25.run graph-walk.run --method rrf: "
                        "e-mail ids (case variants, plus-addressing, an apostrophe, UTF-8 local parts), W3C "
                        "candidate ids, employee numbers 000417 beside 417; the profile ranker returns 10 people",
                        ["fuse", *three, "--method", "rrf", "-o", "fused.run"], files, _check_run(rrf), fast=True,
                        why="rankagg methods rrf: sum 1 / (60 + r), r by score then id descending (docs/conventions.md);"
                            " an id is its bytes: Jane.Doe@ and jane.doe@, 000417 and 417 are different people"))
    cases.append(cli_ok("u19e_combmnz_model2_probabilities", "fuse --method combmnz: model 2's p(q|ca) of 1e-9..1e-6 "
                        "in scientific notation beside BM25 and random-walk scores",
                        ["fuse", *three, "--method", "combmnz", "-o", "fused.run"], files,
                        _check_run(by_query(runs, _COMBMNZ)),
                        why="rankagg methods combmnz: CombSUM of min-max scores times the lists returning the person "
                            "(Fox & Shaw); min-max makes the scale of 1e-7 irrelevant"))
    logs = {**runs, "balog-m2": {t: {p: __import__("math").log(s) for p, s in lst.items()}
                                 for t, lst in runs["balog-m2"].items()}}
    cases.append(cli_ok("u19e_combsum_log_likelihoods", "fuse --method combsum: model 2 written as log p(q|ca) "
                        "(-20.7 .. -13.8, higher is better) with the other two rankers",
                        ["fuse", "balog-m2.run", "profile-bm25.run", "graph-walk.run", "--method", "combsum", "-o",
                         "fused.run"], {**files, "balog-m2.run": _run("balog-m2", logs["balog-m2"])},
                        _check_run(by_query(logs, _COMBSUM)),
                        why="docs/conventions.md: norm auto is min-max on scores; negative scores are scores"))
    full = {n: r for n, r in runs.items() if n != "profile-bm25"}
    cases.append(cli_ok("u19e_borda_doc_and_graph", "fuse balog-m2.run graph-walk.run --method borda: 28 and 22 "
                        "people per topic", ["fuse", "balog-m2.run", "graph-walk.run", "--method", "borda", "-o",
                                              "fused.run"], files, _check_run(by_query(full, _BORDA)),
                        why="rankagg methods borda: n - r + 1; a person a list lacks shares (n - k + 1) / 2"))
    w = {"balog-m2": 0.6, "profile-bm25": 0.25, "graph-walk": 0.15}
    cases.append(cli_ok("u19e_weights_json_validation", "fuse --method rrf --weights weights.json: the weights the team "
                        "chose on last year's topics", ["fuse", *three, "--method", "rrf", "--weights", "weights.json",
                                                        "-o", "fused.run"],
                        {**files, "weights.json": json.dumps(w)}, _check_run(by_query(runs, _RRF, w=w)),
                        why="fuse --help: --weights FILE, a JSON object by run tag; rrf: sum w / (60 + r)"))
    cases.append(cli_ok("u19e_shortlist_five", "fuse --method rrf --depth 5: a shortlist of five experts per topic "
                        "for the staffing request", ["fuse", *three, "--method", "rrf", "--depth", "5", "-o",
                                                     "fused.run"], files, _check_run(rrf, depth=5),
                        why="fuse --help: --depth writes at most this many per query, the best by the fused order"))
    cut = {n: {t: {p: s for p, s in lst.items() if positions(lst)[p] <= 10} for t, lst in r.items()}
           for n, r in runs.items()}
    cases.append(cli_ok("u19e_input_depth_ten", "fuse --method combmnz --input-depth 10: each ranker cut to the 10 the "
                        "profile ranker returns", ["fuse", *three, "--method", "combmnz", "--input-depth", "10", "-o",
                                                   "fused.run"], files, _check_run(by_query(cut, _COMBMNZ)),
                        why="fuse --help: --input-depth keeps each run's first N before fusing; min-max over those N"))
    cases.append(cli_ok("u19e_explain_contributions", "fuse --method rrf --explain why.jsonl: why a person is first "
                        "(each ranker's contribution)", ["fuse", *three, "--method", "rrf", "--explain", "why.jsonl",
                                                         "-o", "fused.run"], files, _explain_check(runs, rrf),
                        why="rrf: each contribution 1 / (60 + r); the person's score their sum"))
    f_gz = {f"{n}.run.gz": gzip.compress(_run(n, r, eol="\r\n").encode(), mtime=0) for n, r in runs.items()}
    cases.append(cli_ok("u19e_gzip_crlf", "fuse *.run.gz: the nightly exports of a Windows job, gzipped, CRLF "
                        "--method rrf", ["fuse", *[f"{n}.run.gz" for n in runs], "--method", "rrf", "-o", "fused.run"],
                        f_gz, _check_run(rrf),
                        why="trec_eval splits on white space, a CR included: the same runs as the plain files"))

    old = {t: {p: 1.0 / (60 + i) for i, p in enumerate(sorted(lst, key=lambda p: -lst[p]), 1)} for t, lst in
           runs["graph-walk"].items()}
    cases.append(cli_ok("u19e_yesterdays_fusion_in_folder", "fuse *.run in the team's folder, where yesterday's "
                        "fused run (tagged rankagg-rrf) sits beside the three rankers --method rrf",
                        ["fuse", *three, "fused-2026-11-30.run", "--method", "rrf", "-o", "fused.run"],
                        {**files, "fused-2026-11-30.run": _run("rankagg-rrf", old)}, _check_run(rrf),
                        why="README: a fused run is never read back: fuse leaves runs tagged rankagg-<method> out"))

    # -- the Voting Model: votes are counts, so people tie
    votes = {"votes": {"CE-012": {"jane.doe@corp.example": 3.0, "000417": 3.0, "417": 3.0, "j+ml@x.org": 2.0,
                                  "candidate-0001": 2.0, "李小龍@corp.example": 1.0},
                       "EX07": {"candidate-0001": 5.0, "candidate-0417": 5.0, "j@x.org": 1.0}},
             "profile-bm25": {"CE-012": {"000417": 9.5, "jane.doe@corp.example": 8.25, "j+ml@x.org": 8.25},
                              "EX07": {"candidate-0417": 7.0, "candidate-1092": 3.0}}}
    cases.append(cli_ok("u19e_votes_ties_combsum", "fuse votes.run profile-bm25.run --method combsum: the document "
                        "ranker's score is a vote count, so people tie inside it and after fusion",
                        ["fuse", "votes.run", "profile-bm25.run", "--method", "combsum", "-o", "fused.run"],
                        {f"{n}.run": _run(n, r) for n, r in votes.items()}, _check_run(by_query(votes, _COMBSUM)),
                        why="docs/conventions.md: a tie inside a run ranks by id descending (trec_eval); fused ties by "
                            "more lists, then the best place, then the smaller id"))
    walk_ranks = {t: sorted(lst, key=positions(lst).get) for t, lst in runs["graph-walk"].items()}
    zero_graph = "".join(f"{t} Q0 {p} {i} 0 graph-walk\n" for t, ps in walk_ranks.items() for i, p in enumerate(ps, 1))
    cases.append(cli_ok("u19e_graph_ranks_only_trust_rank", "fuse --trust-rank --method rrf: the graph tool writes "
                        "its order in the rank column and 0 as every score",
                        ["fuse", *three, "--trust-rank", "--method", "rrf", "-o", "fused.run"],
                        {**files, "graph-walk.run": zero_graph}, _check_run(rrf),
                        why="docs/conventions.md: --trust-rank orders each list by its rank column"))

    # -- evaluation against the expert qrels
    g = _lcg(7)
    qrels = {t: {p: (2 if next(g) < 0.3 else 1) for p in _PEOPLE if next(g) < 0.3} for t in _TOPICS}
    qrels["CE-012"]["Jane.Doe@corp.example"] = 0
    qrels["CE-012"]["000417"] = 2
    f_eval = {**files, "experts.qrels": _qrels_text(qrels)}
    m2 = trec_orders(files["balog-m2.run"])
    exp_m2, per_m2 = measures(m2, qrels)
    cases.append(cli_ok("u19e_eval_model2", "evaluate --qrels experts.qrels balog-m2.run --measures nDCG@10 AP P@5 RR: "
                        "graded expert qrels (CERC's 2 = key expert), Jane.Doe@ judged 0 beside jane.doe@",
                        ["evaluate", "--qrels", "experts.qrels", "balog-m2.run", "--measures", "nDCG@10", "AP", "P@5",
                         "RR"], f_eval, _eval_check(exp_m2),
                        why="trec_eval ndcg_cut (gain = grade, log2(i + 1)), map, P_5, recip_rank: grade > 0 relevant"))
    per_run = {n: measures(trec_orders(files[f"{n}.run"]), qrels)[0] for n in runs}
    cases.append(cli_ok("u19e_eval_three_rankers", "evaluate --qrels experts.qrels balog-m2.run profile-bm25.run "
                        "graph-walk.run --measures nDCG@10 P@5: which ranker is best, one table",
                        ["evaluate", "--qrels", "experts.qrels", *three, "--measures", "nDCG@10", "P@5"], f_eval,
                        _runs_eval_check(per_run),
                        why="evaluate --help: several runs, each measured as trec_eval would measure it alone"))
    cases.append(cli_ok("u19e_eval_per_topic", "evaluate -q balog-m2.run: nDCG@10 per topic to see which topics fail",
                        ["evaluate", "--qrels", "experts.qrels", "balog-m2.run", "--measures", "nDCG@10", "-q"], f_eval,
                        _eval_check({"nDCG@10": exp_m2["nDCG@10"]}, {q: v["nDCG@10"] for q, v in per_m2.items()}),
                        why="trec_eval -q: one line per topic, the topic id as written"))
    cases.append(cli_ok("u19e_eval_trec_m_names", "evaluate -m map -m P.5 -m ndcg_cut.10: trec_eval's names, as the "
                        "TREC Enterprise overview reports them",
                        ["evaluate", "--qrels", "experts.qrels", "profile-bm25.run", "-m", "map", "-m", "P.5", "-m",
                         "ndcg_cut.10"], f_eval,
                        _eval_check({k: v for k, v in measures(trec_orders(files["profile-bm25.run"]), qrels)[0].items()
                                     if k in ("AP", "P@5", "nDCG@10")}),
                        why="evaluate --help: -m is trec_eval's -m (map, P.5, ndcg_cut.10) printed as AP, P@5, nDCG@10"))
    pf = trec_orders(files["profile-bm25.run"])
    nrel = {t: sum(1 for x in lst.values() if x > 0) for t, lst in qrels.items()}
    judged = [t for t in qrels if t in pf and nrel[t]]
    r10 = sum(sum(1 for d in pf[t][:10] if qrels[t].get(d, 0) > 0) / nrel[t] for t in judged) / len(judged)
    rprec = sum(sum(1 for d in pf[t][:nrel[t]] if qrels[t].get(d, 0) > 0) / nrel[t] for t in judged) / len(judged)
    cases.append(cli_ok("u19e_eval_recall_profile_ranker", "evaluate --measures R@10 Rprec profile-bm25.run: how many "
                        "of the known experts the 10-person profile ranker finds at all",
                        ["evaluate", "--qrels", "experts.qrels", "profile-bm25.run", "--measures", "R@10", "Rprec"],
                        f_eval, _eval_check({"R@10": r10, "Rprec": rprec}),
                        why="trec_eval recall_10: relevant in the top 10 / relevant judged; Rprec: relevant in the top "
                            "R / R; the list shorter than R counts what it has"))
    more = {**qrels, "CE-101": {"jane.doe@corp.example": 1}}
    cases.append(cli_ok("u19e_eval_unanswered_topic", "evaluate -c: a judged topic the profile ranker never "
                        "answered counts 0 in the mean",
                        ["evaluate", "--qrels", "experts.qrels", "profile-bm25.run", "--measures", "nDCG@10", "AP",
                         "-c"], {**files, "experts.qrels": _qrels_text(more)},
                        _eval_check({k: v for k, v in measures(pf, more, complete=True)[0].items()
                                     if k in ("nDCG@10", "AP")}),
                        why="trec_eval -c: every judged topic, one the run lacks valued 0"))
    fused_order = {q: house_order(r) for q, r in rrf.items()}
    exp_f = measures(fused_order, qrels)[0]
    cases.append(Case("u19e_fused_then_evaluated", G, "rankagg fuse --method rrf -o fused.run, then rankagg evaluate "
                      "fused.run --measures nDCG@10 AP P@5: does fusion beat model 2",
                      code=_REF + VERDICT_HELPERS + _FUSED_EVAL.format(want=repr(exp_f)), files=f_eval, expect="ok",
                      check=stdout_has("same"), memory_gb=4.0, timeout=120,
                      why="docs/conventions.md: the written run is read in its order; trec_eval's ndcg_cut, map, P"))

    # -- Python: the team's notebooks
    frames = ("import pandas as pd, rankagg\n"
              f"runs = {runs!r}\n"
              "def frame(n, q='qid', d='docid'):\n"
              "    return pd.DataFrame([(t, p, s) for t, lst in runs[n].items() for p, s in lst.items()], "
              "columns=[q, d, 'score'])\n")
    cases.append(ok("u19e_api_fuse_dicts_weighted", "rankagg.fuse({ranker: {topic: {person: score}}}, method='rrf', "
                    "weights=...) in a notebook",
                    frames + f"w = {w!r}\n"
                             "got = rankagg.fuse(runs, method='rrf', weights=w)\n"
                             "ref = {q: rrf_ref({n: r[q] for n, r in runs.items() if r.get(q)}, w=w) for q in "
                             "sorted({q for r in runs.values() for q in r})}\n"
                             "rows = {q: list(v.items()) for q, v in got.items()}\n"
                             "report(agree_all(rows, ref, written=False))\n",
                    why="README: rankagg.fuse of {name: {qid: {docid: score}}} returns exact fused scores in the "
                        "consensus order"))
    cases.append(ok("u19e_api_frames_own_columns", "rankagg.fuse({'balog-m2': PyTerrier frame (qid, docno, score), "
                    "'profile-bm25': ranx-style frame (q_id, doc_id, score), 'graph-walk': (qid, docid, score)})",
                    frames + "fr = {'balog-m2': frame('balog-m2', 'qid', 'docno'), "
                             "'profile-bm25': frame('profile-bm25', 'q_id', 'doc_id'), 'graph-walk': frame('graph-walk')}\n"
                             "got = rankagg.fuse(fr, method='combmnz')\n"
                             "cols = list(got.columns)\n"
                             "d = 'docno' if 'docno' in cols else 'docid'\n"
                             "rows = {}\n"
                             "for q, p, s in got.sort_values(['qid', 'rank'])[['qid', d, 'score']].itertuples(index=False):\n"
                             "    rows.setdefault(str(q), []).append((str(p), float(s)))\n"
                             "ref = {q: combmnz_ref({n: r[q] for n, r in runs.items() if r.get(q)}) for q in "
                             "sorted({q for r in runs.values() for q in r})}\n"
                             "report(agree_all(rows, ref, written=False))\n",
                    why="docs/conventions.md: {name: frame} runs are each read by their own column names, under the "
                        "first frame's names in the result; combmnz = CombSUM of min-max x lists"))
    doc_votes = {"CE-012": {"lists-017-0001234": ({"jane.doe@corp.example": 0.031, "000417": 0.031}),
                            "lists-017-0005678": ({"000417": 0.022, "j+ml@x.org": 0.022, "417": 0.022}),
                            "WTX012-B45-67": ({"jane.doe@corp.example": 0.009}),
                            "lists-019-0000042": ({"李小龍@corp.example": 0.004, "000417": 0.004})}}
    for mnz, method in ((False, "combsum"), (True, "combmnz")):
        cases.append(ok(f"u19e_api_voting_model_{method}", f"rankagg.Fuser('{method}', norm='none'): Macdonald & "
                        f"Ounis's Voting Model ({'CombMNZ' if mnz else 'CombSUM'}), each retrieved document a list "
                        "voting its score for its authors",
                        "import rankagg\n"
                        f"docs = {doc_votes['CE-012']!r}\n"
                        f"f = rankagg.Fuser('{method}', norm='none')\n"
                        "got = f(docs)\n"
                        f"ref = plain_ref(docs, mnz={mnz})\n"
                        "report(agree(list(got), ref, written=False))\n",
                        why="Macdonald & Ounis, CIKM 2006: votes CombSUM = sum of the documents' scores, CombMNZ = that "
                            "times their number; rankagg methods combsum/combmnz with norm none"))
    cases.append(ok("u19e_api_evaluate_fused", "rankagg.evaluate(rankagg.fuse(runs, method='rrf'), qrels, ['nDCG@10', "
                    "'AP', 'P@5'])",
                    frames + f"qrels = {qrels!r}\n"
                             "got = rankagg.evaluate(rankagg.fuse(runs, method='rrf'), qrels, ['nDCG@10', 'AP', 'P@5'])\n"
                             "ref = {q: rrf_ref({n: r[q] for n, r in runs.items() if r.get(q)}) for q in "
                             "sorted({q for r in runs.values() for q in r})}\n"
                             "want = measures({q: house_order(r) for q, r in ref.items()}, qrels)[0]\n"
                             "vals = {str(k): float(v) for k, v in dict(got).items()}\n"
                             "report('' if all(abs(vals.get(m, -9) - want[m]) < 1e-9 for m in ('nDCG@10', 'AP', 'P@5'))"
                             " else repr((vals, want)))\n",
                    why="docs/conventions.md: evaluate(fuse(runs)) measures the written run, the consensus order"))
    cases.append(ok("u19e_api_arrow_table_of_runs", "rankagg.fuse(pyarrow table qid, docid, score, run) of the three "
                    "rankers, method='borda'",
                    frames + "import pyarrow as pa\n"
                             "rows = [(t, p, s, n) for n, r in runs.items() for t, lst in r.items() for p, s in lst.items()]\n"
                             "tab = pa.table({'qid': [r[0] for r in rows], 'docid': [r[1] for r in rows], "
                             "'score': [r[2] for r in rows], 'run': [r[3] for r in rows]})\n"
                             "got = rankagg.fuse(tab, method='borda').to_pandas()\n"
                             "out = {}\n"
                             "for q, p, s in got.sort_values(['qid', 'rank'])[['qid', 'docid', 'score']].itertuples(index=False):\n"
                             "    out.setdefault(str(q), []).append((str(p), float(s)))\n"
                             "ref = {q: borda_ref({n: r[q] for n, r in runs.items() if r.get(q)}) for q in "
                             "sorted({q for r in runs.values() for q in r})}\n"
                             "report(agree_all(out, ref, written=False))\n",
                    why="docs/conventions.md: a table of runs holds each run's rows by its run column; borda n - r + 1, "
                        "(n - k + 1) / 2 for a person a list lacks"))
    cases.append(ok("u19e_api_fuser_top_people", "rankagg.Fuser('rrf').top(lists, 3): the three experts for one "
                    "topic from the rankers' lists (dict of scores, list of ids)",
                    "import rankagg\n"
                    f"lists = {{'balog-m2': {runs['balog-m2']['EX07']!r}, "
                    f"'profile-bm25': {sorted(runs['profile-bm25']['EX07'], key=lambda p: -runs['profile-bm25']['EX07'][p])!r}, "
                    f"'graph-walk': {runs['graph-walk']['EX07']!r}}}\n"
                    "top = rankagg.Fuser('rrf').top(lists, 3)\n"
                    "models = {n: (v if isinstance(v, dict) else {d: -i for i, d in enumerate(v)}) for n, v in lists.items()}\n"
                    "ref = rrf_ref(models)\n"
                    "items = [(d, s) for d, s in (list(top.items) if hasattr(top, 'items') and not callable(top.items) "
                    "else list(top))]\n"
                    "report(agree(items, ref, depth=3, written=False))\n",
                    why="README: Fuser.top is bit for bit the full answer's top k; a list of ids is best first"))
    f_parquet = pandas_setup("rows = [(t, p, s, n) for n, r in RUNS.items() for t, lst in r.items() for p, s in lst.items()]\n"
                       "pd.DataFrame(rows, columns=['q_id', 'doc_id', 'score', 'run'])"
                       ".to_parquet(folder / 'people.parquet', index=False)\n".replace("RUNS", repr(runs)))
    cases.append(cli_ok("u19e_parquet_people_table", "fuse people.parquet --method rrf: the three rankers in one "
                        "Parquet table (q_id, doc_id, score, run) from the team's Spark job",
                        ["fuse", "people.parquet", "--method", "rrf", "-o", "fused.run"], {}, _check_run(rrf),
                        setup=f_parquet, why="fuse --help: one Parquet table q_id doc_id score run"))

    # -- the mistakes
    assoc = "".join(f"{d} {p}\n" for d, ps in (("lists-017-0001234", ["jane.doe@corp.example", "000417"]),
                                                ("WTX012-B45-67", ["jane.doe@corp.example"])) for p in ps)
    cases.append(cli_bad("u19e_association_file_as_run", "fuse balog-m2.run assoc.txt: the document-to-candidate "
                         "association file (docid person) given as a ranker",
                         ["fuse", "balog-m2.run", "assoc.txt", "--method", "rrf", "-o", "fused.run"],
                         {"balog-m2.run": files["balog-m2.run"], "assoc.txt": assoc}, "assoc.txt:1",
                         why="trec_eval reads six fields a line: two is a broken line"))
    cases.append(cli_bad("u19e_association_file_as_qrels", "evaluate --qrels assoc.txt balog-m2.run: the association "
                         "file given as the qrels", ["evaluate", "--qrels", "assoc.txt", "balog-m2.run"],
                         {"balog-m2.run": files["balog-m2.run"], "assoc.txt": assoc}, "assoc.txt:1", outputs=(),
                         why="trec_eval's qrels lines hold four fields: two is a broken line"))
    p_lines = files["profile-bm25.run"].splitlines(keepends=True)
    comma_name = "".join(p_lines[:3]) + p_lines[3].replace(p_lines[3].split()[2], "Doe, Jane") + "".join(p_lines[4:])
    cases.append(cli_bad("u19e_name_with_comma_blank", "fuse profile-bm25.run: the profile ranker writes the person's "
                         "display name 'Doe, Jane' as the id", ["fuse", *three, "-o", "fused.run"],
                         {**files, "profile-bm25.run": comma_name}, "profile-bm25.run:4",
                         why="trec_eval splits on blanks: 7 fields, a broken line"))
    g_lines = files["graph-walk.run"].splitlines(keepends=True)
    twice = "".join(g_lines[:5]) + g_lines[5].replace(g_lines[5].split()[2], g_lines[1].split()[2]) + "".join(g_lines[6:])
    cases.append(cli_bad("u19e_person_twice_graph", "fuse graph-walk.run: the graph ranker returns one person twice "
                         "in a topic (two nodes of one person in the authorship graph)",
                         ["fuse", *three, "--method", "rrf", "-o", "fused.run"], {**files, "graph-walk.run": twice},
                         "graph-walk.run:6",
                         why="docs/conventions.md: a document twice in one list is refused naming the line"))
    log_lines = _run("balog-m2", logs["balog-m2"]).splitlines(keepends=True)
    last = len(log_lines) - 1
    msvc_inf = "".join(log_lines[:last]) + log_lines[last].rsplit(" ", 2)[0] + " -1.#INF balog-m2\n"
    cases.append(cli_bad("u19e_msvc_infinity_score", "fuse balog-m2.run: the legacy Windows (MSVC) model-2 tool "
                         "prints log 0 as '-1.#INF'", ["fuse", *three, "--method", "combsum", "-o", "fused.run"],
                         {**files, "balog-m2.run": msvc_inf}, f"balog-m2.run:{last + 1}",
                         why="trec_eval's atof reads '-1.#INF' as -1, a score the tool never meant (above every other "
                             "log-probability): refused naming the line"))
    hr = ("\ufeffPersonalnummer;Name;E-Mail;Abteilung;Score\n000417;Doe, Jane;jane.doe@corp.example;R&D;0,82\n"
          "000418;O'Brien, Seán;sean.o'brien@corp.example;Legal;0,64\n0042;Müller, José;josé.müller@corp.example;IT;0,5\n")
    cases.append(cli_bad("u19e_hr_export_beside_runs", "fuse hr_export.csv balog-m2.run: the HR export saved from "
                         "Excel (BOM, ';', decimal commas) given beside a ranker",
                         ["fuse", "hr_export.csv", "balog-m2.run", "-o", "fused.run"],
                         {"hr_export.csv": hr.encode("utf-8"), "balog-m2.run": files["balog-m2.run"]},
                         "hr_export.csv:1",
                         why="no TREC line: a table with a header; the message names the file's first line"))
    cases.append(cli_bad("u19e_hr_export_alone", "fuse hr_export.csv -o fused.run: the HR export alone (would be "
                         "read as a table of ranked lists)", ["fuse", "hr_export.csv", "-o", "fused.run"],
                         {"hr_export.csv": hr.encode("utf-8")}, "hr_export.csv",
                         why="docs/genes.md: a table of lists holds ids in each column; a column of employee numbers, "
                             "one of names and one of decimal-comma scores is no set of ranked lists"))
    semi = files["profile-bm25.run"].replace(" ", ";")
    cases.append(cli_bad("u19e_semicolon_run", "fuse profile-bm25.run: a ranker's file written with ';' between the "
                         "fields", ["fuse", *three, "-o", "fused.run"], {**files, "profile-bm25.run": semi},
                         "profile-bm25.run:1", why="trec_eval splits on white space: one field, a broken line"))
    blank_q = _qrels_text(qrels).replace(f"CE-012 0 000417 2", "CE-012 0 Jane Doe 2", 1)
    bl = next(i for i, x in enumerate(blank_q.splitlines(), 1) if "Jane Doe" in x)
    cases.append(cli_bad("u19e_qrels_name_with_blank", "evaluate --qrels experts.qrels: the assessor typed 'Jane Doe' "
                         "for a candidate", ["evaluate", "--qrels", "experts.qrels", "balog-m2.run"],
                         {**files, "experts.qrels": blank_q}, f"experts.qrels:{bl}", outputs=(),
                         why="trec_eval's qrels lines hold four fields: five is a broken line"))
    other_ids = _qrels_text({t.replace("CE-", "CE"): v for t, v in qrels.items() if t.startswith("CE-")})
    cases.append(cli_bad("u19e_qrels_topic_ids_differ", "evaluate --qrels experts.qrels: the qrels write CE012 where "
                         "the runs write CE-012 (no topic in common)",
                         ["evaluate", "--qrels", "experts.qrels", "profile-bm25.run", "--measures", "nDCG@10"],
                         {"profile-bm25.run": _run("profile-bm25", {t: v for t, v in runs["profile-bm25"].items()
                                                                    if t.startswith("CE-")}),
                          "experts.qrels": other_ids}, "experts.qrels", outputs=(),
                         why="rankagg.evaluate: qrels that share no query with the run are an error"))
    cases.append(cli_bad("u19e_method_votes", "fuse --method votes: the Voting Model's name for counting votes",
                         ["fuse", *three, "--method", "votes", "-o", "fused.run"], files, "votes",
                         why="docs/names.md: an unknown method name is refused naming it"))
    cases.append(bad("u19e_api_frame_tool_columns", "rankagg.fuse({'balog-m2': frame(topic, candidate, score), ...}): "
                     "the team's own column names",
                     "import pandas as pd, rankagg\n"
                     "m = pd.DataFrame({'topic': ['CE-012'] * 2, 'candidate': ['jane.doe@corp.example', '000417'], "
                     "'score': [3.1e-7, 2.2e-7]})\n"
                     "p = pd.DataFrame({'topic': ['CE-012'] * 2, 'candidate': ['000417', 'j+ml@x.org'], 'score': [9.1, 8.0]})\n"
                     "rankagg.fuse({'balog-m2': m, 'profile-bm25': p}, method='rrf')\n", "candidate", "topic",
                     why="docs/conventions.md: a frame lacking the id columns is refused naming the columns it has"))
    cases.append(bad("u19e_api_missing_email_row", "rankagg.fuse of the HR frame whose third person has no e-mail (NaN)",
                     "import pandas as pd, rankagg\n"
                     "p = pd.DataFrame({'qid': ['CE-012'] * 3, 'docid': ['jane.doe@corp.example', '000417', None], "
                     "'score': [9.1, 8.0, 7.5]})\n"
                     "m = pd.DataFrame({'qid': ['CE-012'] * 2, 'docid': ['000417', 'j+ml@x.org'], 'score': [2e-7, 1e-7]})\n"
                     "rankagg.fuse({'profile-bm25': p, 'balog-m2': m}, method='rrf')\n", "profile-bm25", "row 2",
                     why="docs/conventions.md: a fault is named at its frame's own row"))
    cases.append(bad("u19e_api_person_twice_frame", "rankagg.fuse({'graph-walk': frame}) where one person comes twice "
                     "in a topic (two graph nodes)",
                     "import pandas as pd, rankagg\n"
                     "g = pd.DataFrame({'qid': ['EX07'] * 3, 'docid': ['candidate-0001', 'candidate-0417', "
                     "'candidate-0001'], 'score': [0.02, 0.015, 0.011]})\n"
                     "m = pd.DataFrame({'qid': ['EX07'] * 2, 'docid': ['candidate-0001', 'j@x.org'], 'score': [2e-7, 1e-7]})\n"
                     "rankagg.fuse({'balog-m2': m, 'graph-walk': g}, method='rrf')\n", "graph-walk", "row 2",
                     why="docs/conventions.md: a document twice in one list is refused, named at its frame's row"))
    cases.append(bad("u19e_api_fuser_person_twice", "rankagg.Fuser('rrf')({'profile-bm25': [ids with one person "
                     "twice], 'balog-m2': {...}})",
                     "import rankagg\n"
                     "rankagg.Fuser('rrf')({'profile-bm25': ['000417', 'jane.doe@corp.example', '000417'], "
                     "'balog-m2': {'000417': 2e-7, 'j+ml@x.org': 1e-7}})\n", "profile-bm25", "000417",
                     why="README: a list of ids is best first; a person twice has two places: refused naming it"))
    cases.append(bad("u19e_api_fuser_pair_lengths", "rankagg.Fuser('combsum')({'profile-bm25': (10 ids, 9 scores), "
                     "...}): the profile service dropped one score",
                     "import rankagg\n"
                     f"ids = {sorted(runs['profile-bm25']['EX07'], key=positions(runs['profile-bm25']['EX07']).get)!r}\n"
                     "scores = [float(x) for x in range(19, 10, -1)]\n"
                     "rankagg.Fuser('combsum')({'profile-bm25': (ids, scores), "
                     "'balog-m2': {ids[0]: 2e-7, ids[3]: 1e-7}})\n", "profile-bm25",
                     why="README: a pair (ids, scores) of parallel sequences; 10 ids and 9 scores pair no score with the "
                         "last person: refused naming the list"))
    # -- the notebook's pandas habits: the Voting Model by groupby, ids read by read_csv
    votes_frame = ("import pandas as pd, rankagg\n"
                   "docs = pd.DataFrame({'qid': ['CE-012'] * 4, 'docno': ['lists-017-0001234', 'lists-017-0005678', "
                   "'WTX012-B45-67', 'lists-019-0000042'], 'score': [0.031, 0.022, 0.009, 0.004]})\n"
                   "assoc = pd.DataFrame({'docno': ['lists-017-0001234', 'lists-017-0001234', 'lists-017-0005678', "
                   "'WTX012-B45-67', 'lists-019-0000042'], 'person': ['jane.doe@corp.example', '000417', '000417', "
                   "'jane.doe@corp.example', 'j+ml@x.org']})\n"
                   "votes = docs.merge(assoc, on='docno').groupby(['qid', 'person'])['score'].sum()\n"
                   "votes.index = votes.index.rename(['qid', 'docid'])\n"
                   "prof = pd.DataFrame({'qid': ['CE-012'] * 2, 'docid': ['000417', 'j+ml@x.org'], 'score': [9.1, 8.0]})\n")
    cases.append(bad("u19e_api_votes_groupby_series", "rankagg.fuse({'votes': the Voting Model's groupby(['qid', "
                     "'docid'])['score'].sum() Series, 'profile-bm25': frame})",
                     votes_frame + "rankagg.fuse({'votes': votes, 'profile-bm25': prof}, method='rrf')\n",
                     "votes", "Series",
                     why="docs/conventions.md: runs are tables (qid, docid, score); a Series is one column, refused "
                         "naming the run and what it is, not an Arrow traceback"))
    cases.append(bad("u19e_api_series_of_runs", "rankagg.fuse(one Series of scores indexed by (qid, docid, run)): "
                     "the rankers' votes stacked by pandas",
                     votes_frame + "s = pd.concat({'votes': votes, 'profile-bm25': prof.set_index(['qid', 'docid'])"
                                   "['score']}, names=['run']).reorder_levels(['qid', 'docid', 'run'])\n"
                                   "rankagg.fuse(s, method='rrf')\n", "Series",
                     why="docs/conventions.md: a table of runs has qid, docid, run and score columns; a Series is "
                         "refused saying what it is"))
    cases.append(bad("u19e_api_list_of_series", "rankagg.fuse([votes Series, profile Series]): the two rankers' "
                     "scores as a list of Series",
                     votes_frame + "rankagg.fuse([votes, prof.set_index(['qid', 'docid'])['score']], method='rrf')\n",
                     "run1", "Series",
                     why="a list of tables names its runs run1, run2...; a Series is refused naming that run"))
    cases.append(bad("u19e_api_qrels_leading_zeros_lost", "rankagg.evaluate(run of employee numbers '000417', qrels "
                     "frame whose ids pandas read as the numbers 417 and 42)",
                     "import io, pandas as pd, rankagg\n"
                     "qrels = pd.read_csv(io.StringIO('CE-012 0 000417 2\\nCE-012 0 0042 1\\n'), sep=' ', "
                     "names=['query_id', 'iteration', 'doc_id', 'relevance'])\n"
                     "run = {'CE-012': {'000417': 9.1, '0042': 8.0, 'jane.doe@corp.example': 7.5}}\n"
                     "print(rankagg.evaluate(run, qrels, ['P@5', 'AP', 'nDCG@10']))\n", "000417", "417",
                     why="trec_eval compares the ids as text: 000417 judged 2 is retrieved first (AP 1); read as "
                         "numbers the zeros are lost and every value 0, a wrong answer: refused naming both forms"))
    cases.append(bad("u19e_api_run_frame_leading_zeros_lost", "rankagg.evaluate(the model-2 run read by "
                     "pd.read_csv (ids 417, 42), 'experts.qrels' whose ids are 000417, 0042)",
                     "import io, pandas as pd, rankagg\n"
                     "open('experts.qrels', 'w').write('CE-012 0 000417 2\\nCE-012 0 0042 1\\n')\n"
                     "run = pd.read_csv(io.StringIO('CE-012 Q0 000417 1 3.1e-07 balog-m2\\nCE-012 Q0 0042 2 2.2e-07 "
                     "balog-m2\\n'), sep=' ', names=['qid', 'Q0', 'docid', 'rank', 'score', 'tag'])\n"
                     "print(rankagg.evaluate(run[['qid', 'docid', 'score']], 'experts.qrels', ['AP']))\n", "run", "000417",
                     why="the run file, as trec_eval reads it, has AP 1; its frame lost the zeros: refused naming both"))
    cases.append(bad("u19e_api_fused_numbers_vs_text_qrels", "rankagg.evaluate(rankagg.fuse of HR frames whose "
                     "employee numbers are ints, qrels {topic: {'000417': 2}})",
                     "import pandas as pd, rankagg\n"
                     "m = pd.DataFrame({'qid': ['CE-012'] * 3, 'docid': [417, 42, 1093], 'score': [3e-7, 2e-7, 1e-7]})\n"
                     "p = pd.DataFrame({'qid': ['CE-012'] * 2, 'docid': [42, 417], 'score': [9.0, 8.0]})\n"
                     "fused = rankagg.fuse({'balog-m2': m, 'profile-bm25': p}, method='rrf')\n"
                     "print(rankagg.evaluate(fused, {'CE-012': {'000417': 2, '0042': 1}}, ['AP', 'nDCG@10']))\n",
                     "000417", "417",
                     why="the qrels write the employee numbers as text with their zeros; the run's numbers are the same "
                         "people with the zeros lost: every value would be 0, refused naming both forms"))
    cases.append(bad("u19e_api_topic_numbers_vs_text", "rankagg.evaluate(run frame whose TREC 2006 topic ids pandas "
                     "read as ints 52, 55, qrels {'052': ..., '55': ...})",
                     "import pandas as pd, rankagg\n"
                     "run = pd.DataFrame({'qid': [52, 52, 55], 'docid': ['candidate-0001', 'candidate-0417', "
                     "'candidate-0001'], 'score': [2.0, 1.0, 3.0]})\n"
                     "print(rankagg.evaluate(run, {'052': {'candidate-0417': 1}, '55': {'candidate-0001': 1}}, ['AP']))\n",
                     "052", "52",
                     why="topic 052 of the qrels is the run's 52 with its zero lost: the mean would be over topic 55 "
                         "alone, a wrong answer; refused naming both forms"))
    spark = pandas_setup("pd.DataFrame({'q_id': ['CE-012'] * 3 + ['CE-047'] * 2, 'doc_id': [417, 42, 1093, 42, 417], "
                   "'score': [0.9, 0.7, 0.4, 0.8, 0.5], 'run': ['graph-walk'] * 5}).astype({'doc_id': 'int64'})"
                   ".to_parquet(folder / 'people.parquet', index=False)\n")
    cases.append(Case("u19e_eval_parquet_bigint_vs_zeros", G, "evaluate --qrels experts.qrels people.parquet: the Spark "
                      "job wrote the employee numbers as bigint (417), the qrels keep them as HR writes them (000417)",
                      argv=["evaluate", "--qrels", "experts.qrels", "people.parquet", "--measures", "AP", "P@5"],
                      files={"experts.qrels": "CE-012 0 000417 2\nCE-012 0 0042 1\nCE-047 0 0042 1\n"},
                      setup=spark, mention=("people.parquet", "000417"), memory_gb=4.0, timeout=60,
                      why="trec_eval compares ids as text: the table's 417 is the qrels' 000417 with its zeros lost; "
                          "every value would be 0, a wrong answer: refused naming both forms"))
    p_ap = {"CE-012": (1 / 1 + 2 / 2) / 2, "CE-047": (1 / 1) / 1}
    cases.append(cli_ok("u19e_eval_parquet_bigint_agrees", "evaluate --qrels experts.qrels people.parquet: bigint "
                        "ids, the qrels written as plain numbers (417, 42) as well",
                        ["evaluate", "--qrels", "experts.qrels", "people.parquet", "--measures", "AP"],
                        {"experts.qrels": "CE-012 0 417 2\nCE-012 0 42 1\nCE-047 0 42 1\n"},
                        _eval_check({"AP": sum(p_ap.values()) / 2}), setup=spark,
                        why="trec_eval compares ids as text: an int id is its decimal, 417 is '417'; map by hand"))
    cases.append(bad("u19e_api_eval_parquet_bigint", "rankagg.evaluate('people.parquet', {'CE-012': {'000417': 2}}): "
                     "the bigint table in a notebook",
                     "import pandas as pd, rankagg\n"
                     "pd.DataFrame({'q_id': ['CE-012'] * 2, 'doc_id': [417, 42], 'score': [0.9, 0.7], "
                     "'run': ['graph-walk'] * 2}).to_parquet('people.parquet', index=False)\n"
                     "print(rankagg.evaluate('people.parquet', {'CE-012': {'000417': 2, '0042': 1}}, ['AP']))\n",
                     "000417", "417",
                     why="the table's ids are the numbers 417 and 42, the qrels' the texts 000417 and 0042: refused"))
    return cases


_FUSED_EVAL = r'''
rc, out, err = cli('fuse', 'balog-m2.run', 'profile-bm25.run', 'graph-walk.run', '--method', 'rrf', '-o', 'fused.run',
                   '--quiet')
if rc:
    passthrough(rc, err)
rc, out, err = cli('evaluate', '--qrels', 'experts.qrels', 'fused.run', '--measures', 'nDCG@10', 'AP', 'P@5')
if rc:
    passthrough(rc, err)
want = {want}
got = {{}}
for line in out.splitlines():
    f = line.split('\t')
    if len(f) == 4:
        f = f[1:]
    if len(f) == 3 and f[1].strip() == 'all':
        got[f[0].strip()] = float(f[2])
report('' if all(abs(got.get(m, -9) - want[m]) < 6e-5 for m in ('nDCG@10', 'AP', 'P@5')) else repr((got, want)))
'''
