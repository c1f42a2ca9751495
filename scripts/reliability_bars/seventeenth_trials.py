"""Issue 45's seventeenth bar of scripts/reliability_matrix.py, a clinical-trial matching team's patient-to-trial rankings (its cases, ids ``u17k_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Callable

from .case import Case, stdout_has
from .sixteenth_docking import _REF as _DOCKING_REF

SEVENTEENTH_TRIALS = "45 Unseen inputs: a seventeenth bar, a clinical-trial matching team's patient-to-trial rankings"

# The team's references, independent of rankagg's code: the docking bar's trec_eval order, measures, RRF / CombSUM
# formulas and house-tie-rule comparison (``agree``), plus the trial-matching data of TREC Clinical Trials 2021-2023:
# patients numbered 1.. (or P001..), NCT ids as docids, qrels graded 2 = eligible, 1 = excluded, 0 = not relevant
# (a patient with no eligible trial among them), and four systems: BM25 on the criteria text (positive scores at
# 4 decimals), a neural cross-encoder's logits (all negative), an LLM's eligibility score in [0, 1] at one decimal
# (ties by the dozen, 0.5 the most common), and a run that dropped the trials it judged ineligible (short lists,
# patients with nothing left missing).  ``pytrec`` is pytrec_eval (trec_eval's C code) at a relevance level.
_TRIALS = _DOCKING_REF + r'''
def nct_ids(n=500, seed=2021):
    return ['NCT%08d' % x for x in random.Random(seed).sample(range(10 ** 6, 6 * 10 ** 6), n)]
def patients(n=12, style='num'):
    return [str(i) if style == 'num' else 'P%03d' % i for i in range(1, n + 1)]
def trial_qrels(pats, ids, seed=5, no_eligible=('7',), pool=60):
    rnd = random.Random(seed)
    out = {}
    for p in pats:
        out[p] = {}
        for d in rnd.sample(ids, pool):
            r = rnd.random()
            g = 2 if r < 0.15 else 1 if r < 0.35 else 0
            out[p][d] = 1 if (g == 2 and p in no_eligible) else g
    return out
def trial_system(pats, ids, qrels, seed, kind, depth=100, keep=None):
    rnd = random.Random(seed)
    out = {}
    for p in pats:
        cand = rnd.sample(ids, depth)
        cand += [d for d in list(qrels[p])[:30] if d not in cand]
        s = {}
        for d in cand:
            x = qrels[p].get(d, 0) * 1.2 + rnd.gauss(0, 1.0)
            if kind == 'bm25':
                s[d] = round(8 + 3 * x, 4)
            elif kind == 'neural':
                s[d] = round(-9 + 1.5 * x if x < 5.5 else -0.5, 5)
            else:
                s[d] = min(1.0, max(0.0, round(0.5 + 0.25 * x, 1)))
        if keep is not None:
            s = {d: v for d, v in s.items() if qrels[p].get(d, 0) != 1}
            s = dict(sorted(s.items(), key=lambda kv: (-kv[1], kv[0]))[:keep])
        if s:
            out[p] = s
    return out
def pytrec(run, qrels, measures, level=1):
    import pytrec_eval
    ev = pytrec_eval.RelevanceEvaluator({q: dict(j) for q, j in qrels.items()}, set(measures), relevance_level=level)
    return ev.evaluate({q: {d: float(v) for d, v in s.items()} for q, s in run.items()})
def mean_of(per, name, queries=None):
    qs = list(queries if queries is not None else per)
    return sum(per[q][name] if q in per else 0.0 for q in qs) / len(qs)
def close(a, b, tol=1e-9):
    return abs(a - b) <= tol * max(1.0, abs(b))
'''

_T: dict[str, Any] = {}
exec(compile(_TRIALS, "<u17k references>", "exec"), _T)

IDS = _T["nct_ids"]()
PATS = _T["patients"]()
QRELS = _T["trial_qrels"](PATS, IDS)
RUNS = {
    "bm25": _T["trial_system"](PATS, IDS, QRELS, 1, "bm25"),
    "neural": _T["trial_system"](PATS, IDS, QRELS, 2, "neural"),
    "llm": _T["trial_system"](PATS, IDS, QRELS, 3, "llm"),
}
# the filtered run: excluded trials dropped, 25 kept, and patients 7 and 9 (nothing left) missing
FILTERED = {p: s for p, s in _T["trial_system"](PATS, IDS, QRELS, 4, "bm25", keep=25).items() if p not in ("7", "9")}


def _run_text(by_q: dict, tag: str) -> str:
    return _T["run_text"](by_q, tag)


def _qrels_text(by_q: dict, fmt: str = "{g}") -> str:
    return "".join(f"{p} 0 {d} {fmt.format(g=g)}\n" for p, j in by_q.items() for d, g in j.items())


FILES = {f"{m}.run": _run_text(r, m) for m, r in RUNS.items()}
FILES["qrels.txt"] = _qrels_text(QRELS)
FILES["filtered.run"] = _run_text(FILTERED, "filtered")


def _read_run(path: Path) -> dict[str, dict[str, float]]:
    out: dict[str, dict[str, float]] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        q, _, d, _, s, _ = line.split()
        out.setdefault(q, {})[d] = float(s)
    return out


def _fused_by_q(path: Path) -> dict[str, list[tuple[str, float]]]:
    out: dict[str, list[tuple[str, float]]] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        q, _, d, _, s, _ = line.split()
        out.setdefault(q, []).append((d, float(s)))
    return out


def _agree_all(path: Path, ref_of: Callable[[str], tuple], depth: int | None = None, patients: list[str] | None = None) -> bool:
    got = _fused_by_q(path)
    want = patients if patients is not None else sorted(got)
    if sorted(got) != sorted(want):
        return False
    return all(_T["agree"](got[p], ref_of(p), depth) == "" for p in want)


def _per_runs(runs: dict[str, dict], p: str) -> dict[str, dict[str, float]]:
    return {m: r[p] for m, r in runs.items() if p in r}


def _eval_json(out: str) -> dict:
    return json.loads(out)


def _trec_lines(out: str) -> dict[tuple[str, str], float]:
    vals = {}
    for line in out.splitlines():
        parts = line.split("\t")
        if len(parts) == 3:
            vals[(parts[0], parts[1])] = float(parts[2])
    return vals


def seventeenth_bar_trials_cases() -> list[Case]:
    G = SEVENTEENTH_TRIALS
    T = _T

    def cli_ok(id: str, what: str, argv: list[str], check: Callable[[str, Path], bool], why: str,
               files: dict | None = None, timeout: float = 120, fast: bool = False) -> Case:
        return Case(id, G, what, argv=argv, files=FILES if files is None else files, expect="ok", check=check,
                    memory_gb=4.0, timeout=timeout, why=why, fast=fast)

    def cli_bad(id: str, what: str, argv: list[str], *mention: str, why: str, files: dict | None = None,
                outputs: tuple[str, ...] = ("fused.run",)) -> Case:
        return Case(id, G, what, argv=argv, files=FILES if files is None else files, mention=mention,
                    outputs=outputs, memory_gb=4.0, timeout=60, why=why)

    def api_ok(id: str, what: str, code: str, why: str, files: dict | None = None, timeout: float = 120) -> Case:
        return Case(id, G, what, code=_TRIALS + code, files=FILES if files is None else files, expect="ok",
                    check=stdout_has("same"), memory_gb=4.0, timeout=timeout, why=why)

    def api_bad(id: str, what: str, code: str, *mention: str, why: str, files: dict | None = None) -> Case:
        return Case(id, G, what, code=_TRIALS + code, files=FILES if files is None else files, mention=mention,
                    memory_gb=4.0, timeout=60, why=why)

    def ev_check(run: dict, measures: dict[str, tuple[str, int]], queries: list[str] | None = None,
                 qrels: dict | None = None, name: str | None = None) -> Callable[[str, Path], bool]:
        """``measures``: rankagg's name -> (pytrec_eval's name, relevance level); per query and the mean."""
        def check(out: str, folder: Path) -> bool:
            got = _eval_json(out)
            if name is not None:
                got = got[name]
            ok = True
            for m, (tm, level) in measures.items():
                per = T["pytrec"](run, qrels or QRELS, {tm}, level)
                qs = queries if queries is not None else sorted(per)
                ok &= all(T["close"](got["per_query"][q][m], per[q][tm] if q in per else 0.0) for q in qs if q in got["per_query"])
                ok &= T["close"](got[m], T["mean_of"](per, tm, qs))
            return ok
        return check

    cases: list[Case] = []
    add = cases.append

    # ---- evaluating one system as the track does ----
    add(cli_ok("u17k_eval_eligible_p10", "evaluate BM25 on criteria: P(rel=2)@10 (eligible only), RR(rel=2) and graded "
               "nDCG@10 per patient, NCT ids, one patient with no eligible trial",
               ["evaluate", "--qrels", "qrels.txt", "bm25.run", "--measures", "P(rel=2)@10", "RR(rel=2)", "nDCG@10", "-q", "--json"],
               ev_check(RUNS["bm25"], {"P(rel=2)@10": ("P_10", 2), "RR(rel=2)": ("recip_rank", 2), "nDCG@10": ("ndcg_cut_10", 1)}),
               "pytrec_eval (trec_eval's code): P_10 and recip_rank at relevance level 2, ndcg_cut_10 with gain = grade",
               fast=True))
    add(cli_ok("u17k_eval_trec_dash_l", "evaluate as trec_eval is typed: -l 2 -m P.10 -m recip_rank -m ndcg_cut.10 "
               "(eligible trials only for the binary measures)",
               ["evaluate", "--qrels", "qrels.txt", "bm25.run", "-l", "2", "-m", "P.10", "-m", "recip_rank", "-m",
                "ndcg_cut.10", "-q", "--json"],
               ev_check(RUNS["bm25"], {"P(rel=2)@10": ("P_10", 2), "RR(rel=2)": ("recip_rank", 2),
                                       "nDCG@10": ("ndcg_cut_10", 2)}),
               "pytrec_eval's relevance_level=2 (trec_eval's -l 2): P_10 and recip_rank count grade 2 only, "
               "ndcg_cut_10 reads the grades at every level (docs/trec.md; a refusal of -l until this session)"))
    add(cli_ok("u17k_eval_llm_ties", "evaluate the LLM run whose eligibility scores tie by the dozen at 0.5: P@5, P@10, "
               "AP, nDCG@10", ["evaluate", "--qrels", "qrels.txt", "llm.run", "--measures", "P@5", "P@10", "AP", "nDCG@10",
                               "-q", "--json"],
               ev_check(RUNS["llm"], {"P@5": ("P_5", 1), "P@10": ("P_10", 1), "AP": ("map", 1), "nDCG@10": ("ndcg_cut_10", 1)}),
               "pytrec_eval: tied scores ordered by docid descending (trec_eval's rule, docs/conventions.md)"))
    add(cli_ok("u17k_eval_neural_logits", "evaluate the cross-encoder's run of all-negative logits: AP(rel=2), "
               "nDCG@10, Rprec", ["evaluate", "--qrels", "qrels.txt", "neural.run", "--measures", "AP(rel=2)", "nDCG@10",
                                  "Rprec", "-q", "--json"],
               ev_check(RUNS["neural"], {"AP(rel=2)": ("map", 2), "nDCG@10": ("ndcg_cut_10", 1), "Rprec": ("Rprec", 1)}),
               "pytrec_eval: negative scores are ordinary doubles, higher is better"))
    add(cli_ok("u17k_eval_filtered_complete", "evaluate the run that dropped ineligible trials (25 per patient, patients "
               "7 and 9 missing) with -c: P(rel=2)@10 and nDCG@10 over all 12 patients",
               ["evaluate", "--qrels", "qrels.txt", "filtered.run", "-c", "--measures", "P(rel=2)@10", "nDCG@10", "-q", "--json"],
               ev_check(FILTERED, {"P(rel=2)@10": ("P_10", 2), "nDCG@10": ("ndcg_cut_10", 1)}, queries=PATS),
               "trec_eval -c: a judged patient the run lacks counts as a ranking that finds nothing (docs/trec.md)"))
    add(cli_ok("u17k_eval_filtered_default", "evaluate the filtered run without -c: the mean over the 10 patients it holds",
               ["evaluate", "--qrels", "qrels.txt", "filtered.run", "--measures", "P(rel=2)@10", "AP", "-q", "--json"],
               ev_check(FILTERED, {"P(rel=2)@10": ("P_10", 2), "AP": ("map", 1)}, queries=sorted(FILTERED)),
               "trec_eval 9 / pytrec_eval: the mean over the patients both judged and in the run (docs/trec.md)"))
    add(cli_ok("u17k_eval_no_eligible_recall", "evaluate R(rel=2)@10, Rprec(rel=2) and AP(rel=2) where patient 7 has no "
               "eligible trial (only excluded ones): 0 for that patient, and it counts in the mean",
               ["evaluate", "--qrels", "qrels.txt", "bm25.run", "--measures", "R(rel=2)@10", "Rprec(rel=2)", "AP(rel=2)", "-q", "--json"],
               ev_check(RUNS["bm25"], {"R(rel=2)@10": ("recall_10", 2), "Rprec(rel=2)": ("Rprec", 2), "AP(rel=2)": ("map", 2)}),
               "pytrec_eval at level 2: a query with no relevant document is valued 0 and averaged in"))

    binary = {p: {d: int(g == 2) for d, g in j.items()} for p, j in QRELS.items()}

    def ndcg_both(out: str, folder: Path) -> bool:
        got = _eval_json(out)
        order = {p: T["trec_order"](s) for p, s in RUNS["bm25"].items()}
        graded = [T["ndcg"](order[p], QRELS[p], 10) for p in PATS]
        return T["close"](got["nDCG@10"], sum(graded) / len(graded))

    def ndcg_binary(out: str, folder: Path) -> bool:
        got = _eval_json(out)
        order = {p: T["trec_order"](s) for p, s in RUNS["bm25"].items()}
        vals = [T["ndcg"](order[p], binary[p], 10) for p in PATS]
        return T["close"](got["nDCG@10"], sum(vals) / len(vals))

    add(cli_ok("u17k_eval_excluded_partial_gain", "graded nDCG@10 counts an excluded trial (grade 1) as half an eligible "
               "one (gain = grade)", ["evaluate", "--qrels", "qrels.txt", "bm25.run", "--measures", "nDCG@10", "--json"],
               ndcg_both, "trec_eval ndcg_cut: gain = the judged grade, discount 1 / log2(rank + 1); by hand"))
    add(cli_ok("u17k_eval_eligible_binary_qrels", "the team's eligible-only qrels (excluded remapped to 0): nDCG@10 by hand",
               ["evaluate", "--qrels", "eligible.txt", "bm25.run", "--measures", "nDCG@10", "--json"], ndcg_binary,
               "trec_eval ndcg_cut on binary qrels; by hand",
               files={**FILES, "eligible.txt": _qrels_text(binary)}))

    def judged_check(out: str, folder: Path) -> bool:
        got = _eval_json(out)
        vals = [sum(d in QRELS[p] for d in T["trec_order"](RUNS["bm25"][p])[:10]) / 10 for p in PATS]
        return T["close"](got["Judged@10"], sum(vals) / len(vals))

    add(cli_ok("u17k_eval_judged_pool", "Judged@10: how much of the top 10 the assessors' pool covered",
               ["evaluate", "--qrels", "qrels.txt", "bm25.run", "--measures", "Judged@10", "--json"], judged_check,
               "ir_measures Judged@k: judged documents in the top k over k; by hand"))
    add(cli_ok("u17k_eval_float_grades", "qrels exported by pandas with grades 2.0 / 1.0 / 0.0: the same P(rel=2)@10",
               ["evaluate", "--qrels", "qrels_float.txt", "bm25.run", "--measures", "P(rel=2)@10", "-q", "--json"],
               ev_check(RUNS["bm25"], {"P(rel=2)@10": ("P_10", 2)}),
               "trec_eval reads the grade with atol: '2.0' is 2",
               files={**FILES, "qrels_float.txt": _qrels_text(QRELS, "{g}.0")}))
    add(cli_ok("u17k_eval_three_systems", "evaluate the three systems in one command: P(rel=2)@10 per system",
               ["evaluate", "--qrels", "qrels.txt", "bm25.run", "neural.run", "llm.run", "--measures", "P(rel=2)@10", "-q", "--json"],
               lambda out, folder: all(ev_check(RUNS[m], {"P(rel=2)@10": ("P_10", 2)}, name=f"{m}.run")(out, folder) for m in RUNS),
               "pytrec_eval per run"))

    # trec_eval's names, as the team's old scripts print them
    def trec_names(out: str, folder: Path) -> bool:
        vals = _trec_lines(out)
        per = T["pytrec"](RUNS["neural"], QRELS, {"P_10", "recip_rank", "ndcg_cut_10"}, 1)
        want = {"P@10": "P_10", "RR": "recip_rank", "nDCG@10": "ndcg_cut_10"}
        return all(abs(vals[(m, "all")] - T["mean_of"](per, t)) <= 5e-5 for m, t in want.items())

    add(cli_ok("u17k_eval_trec_m_names", "evaluate -m P.10 -m recip_rank -m ndcg_cut.10 (trec_eval's names)",
               ["evaluate", "--qrels", "qrels.txt", "neural.run", "-m", "P.10", "-m", "recip_rank", "-m", "ndcg_cut.10"],
               trec_names, "trec_eval's -m names read as theirs (docs/trec.md); pytrec_eval"))

    # ---- fusing ----
    def rrf_of(runs: dict, w: dict | None = None, k: float = 60.0) -> Callable[[str], tuple]:
        return lambda p: T["rrf_ref"](_per_runs(runs, p), k=k, w=w)

    three = ["bm25.run", "neural.run", "llm.run"]
    add(cli_ok("u17k_fuse_rrf_three", "fuse BM25, the cross-encoder and the LLM with RRF (k = 60)",
               ["fuse", *three, "--method", "rrf", "-o", "fused.run"],
               lambda out, folder: _agree_all(folder / "fused.run", rrf_of(RUNS), patients=PATS),
               "RRF: sum 1 / (60 + rank), ranks by trec_eval's order; house tie rule (docs/conventions.md)"))
    add(cli_ok("u17k_fuse_weights_file", "fuse with a weights file from the notebook ('neural 2', 'llm 0.5', a comment)",
               ["fuse", *three, "--method", "rrf", "--weights", "weights.txt", "-o", "fused.run"],
               lambda out, folder: _agree_all(folder / "fused.run", rrf_of(RUNS, {"neural": 2.0, "llm": 0.5})),
               "RRF with weights: sum w / (k + rank); a run the file does not name weighs 1 (docs/trec.md)",
               files={**FILES, "weights.txt": "# tuned on 2021\nneural 2\nllm 0.5\n"}))
    add(cli_ok("u17k_fuse_weight_zero_ablation", "ablation: --weights llm=0 (its trials still listed, adding nothing)",
               ["fuse", *three, "--method", "rrf(k=20)", "--weights", "llm=0", "-o", "fused.run"],
               lambda out, folder: _agree_all(folder / "fused.run", rrf_of(RUNS, {"llm": 0.0}, 20.0), patients=PATS),
               "RRF with a zero weight: that run's documents add 0 (sum w / (k + rank))"))

    def minmax_of(runs: dict) -> Callable[[str], tuple]:
        return lambda p: T["minmax_ref"](_per_runs(runs, p))

    flat_llm = {p: dict(s) for p, s in RUNS["llm"].items()}
    flat_llm["3"] = {d: 0.5 for d in flat_llm["3"]}
    flat_files = {**FILES, "llm.run": _run_text(flat_llm, "llm")}
    add(cli_ok("u17k_fuse_combsum_llm_flat", "CombSUM min-max where the LLM gave every trial of patient 3 the same 0.5",
               ["fuse", *three, "--method", "combsum", "--param", "norm=minmax", "-o", "fused.run"],
               lambda out, folder: _agree_all(folder / "fused.run", minmax_of({**RUNS, "llm": flat_llm})),
               "docs/conventions.md: a list whose scores are all equal gives each of its documents 1 under minmax",
               files=flat_files))
    add(cli_ok("u17k_fuse_filtered_short", "fuse BM25 with the filtered run (short lists, patients 7 and 9 missing)",
               ["fuse", "bm25.run", "filtered.run", "--method", "rrf", "-o", "fused.run"],
               lambda out, folder: _agree_all(folder / "fused.run", rrf_of({"bm25": RUNS["bm25"], "filtered": FILTERED}),
                                              patients=PATS),
               "RRF over the lists each patient has; a patient one run lacks is fused from the other"))

    def sum_of(runs: dict) -> Callable[[str], tuple]:
        return lambda p: T["sum_ref"](_per_runs(runs, p))

    add(cli_ok("u17k_fuse_raw_logits_sum", "CombSUM with norm='none' (quoted: a bare none is None) of BM25 and the negative logits",
               ["fuse", "bm25.run", "neural.run", "--method", "combsum", "--param", "norm='none'", "-o", "fused.run"],
               lambda out, folder: _agree_all(folder / "fused.run", sum_of({"bm25": RUNS["bm25"], "neural": RUNS["neural"]})),
               "CombSUM without normalisation: the sum of the raw scores; absent contributes 0 (rankagg methods combsum)"))
    add(cli_ok("u17k_fuse_depth10", "fuse with --depth 10 (the track's P@10 cut)",
               ["fuse", *three, "--method", "rrf", "--depth", "10", "-o", "fused.run"],
               lambda out, folder: _agree_all(folder / "fused.run", rrf_of(RUNS), depth=10, patients=PATS),
               "--depth: the first 10 fused trials per patient (docs/trec.md)"))

    # the LLM's ranks, ties in one class at the best place (1 1 1 4), read with --trust-rank
    def ranked_llm_text() -> str:
        lines = []
        for p, s in RUNS["llm"].items():
            order = T["trec_order"](s)
            place = 0
            for i, d in enumerate(order, 1):
                if i == 1 or s[d] != s[order[i - 2]]:
                    place = i
                lines.append(f"{p} Q0 {d} {place} {s[d]!r} llm\n")
        return "".join(lines)

    def trust_ref(p: str) -> tuple:
        s = RUNS["llm"][p]
        order = T["trec_order"](s)
        place, sc, cnt, best = 0, {}, {}, {}
        for i, d in enumerate(order, 1):
            if i == 1 or s[d] != s[order[i - 2]]:
                place = i
            sc[d], cnt[d], best[d] = 1 / (60 + place), 1, place
        b = T["rrf_ref"]({"bm25": RUNS["bm25"][p]})
        for d in b[0]:
            sc[d] = sc.get(d, 0.0) + b[0][d]
            cnt[d] = cnt.get(d, 0) + 1
            best[d] = min(best.get(d, 1 << 60), b[2][d])
        return sc, cnt, best

    add(cli_ok("u17k_fuse_trust_rank_ties", "the LLM's export ranks ties as one class (1 1 1 4); fuse with --trust-rank",
               ["fuse", "bm25.run", "llm_ranked.run", "--trust-rank", "--method", "rrf", "-o", "fused.run"],
               lambda out, folder: _agree_all(folder / "fused.run", trust_ref, patients=PATS),
               "docs/conventions.md: a repeated rank is a tie at the best place of its class",
               files={**FILES, "llm_ranked.run": ranked_llm_text()}))

    def explain_check(out: str, folder: Path) -> bool:
        rows = _fused_by_q(folder / "fused.run")
        total: dict[tuple[str, str], float] = {}
        for line in (folder / "why.jsonl").read_text(encoding="utf-8").splitlines():
            e = json.loads(line)
            q = str(e.get("qid", e.get("query")))
            c = sum(x["contribution"] or 0.0 for x in e["lists"]) if isinstance(e.get("lists"), list) else \
                sum(x["contribution"] or 0.0 for x in e["lists"].values())  # null: a list that did not return it
            total[(q, e["docid"])] = c
        return bool(total) and all(abs(total[(q, d)] - s) <= 1e-6 * max(1.0, abs(s)) for q, r in rows.items() for d, s in r)

    add(cli_ok("u17k_fuse_explain", "why is NCT... first for patient 4? fuse with --explain and add up the contributions",
               ["fuse", *three, "--method", "rrf", "--explain", "why.jsonl", "-o", "fused.run"], explain_check,
               "--explain lists each list's contribution; RRF's fused score is their sum (docs/trec.md)"))

    # a bigger evaluation campaign: 50 patients, 1000 trials per system, four systems
    add(api_ok("u17k_fuse_campaign_volume", "a 2023-sized campaign: 50 patients x 1000 trials x 4 systems, RRF in Python",
               "import rankagg\nids = nct_ids(20000, seed=23)\npats = patients(50)\nq = trial_qrels(pats, ids, pool=200, no_eligible=())\n"
               "runs = {m: trial_system(pats, ids, q, s, kind, depth=1000) for m, s, kind in "
               "[('bm25', 1, 'bm25'), ('ce', 2, 'neural'), ('llm', 3, 'llm'), ('bm25b', 4, 'bm25')]}\n"
               "fused = rankagg.fuse(runs, 'rrf', depth=None)\n"
               "bad = [p for p in pats if agree(list(fused[p].items()), rrf_ref({m: r[p] for m, r in runs.items()}), written=False)]\n"
               "report('; '.join(bad[:3]))\n", "RRF by its formula over 4 x 50 lists of 1000+ trials", timeout=240))

    # ---- the Python notebook ----
    add(api_ok("u17k_api_int_patients", "rankagg.fuse of dicts keyed by int patient ids, then rankagg.evaluate against "
               "the qrels file (ids '1'..'12')",
               "import rankagg\nq = {}\nfor l in open('qrels.txt'):\n    a, _, d, g = l.split(); q.setdefault(a, {})[d] = int(g)\n"
               "runs = {}\nfor m in ('bm25', 'neural', 'llm'):\n    for l in open(m + '.run'):\n        a, _, d, _, s, _ = l.split(); "
               "runs.setdefault(m, {}).setdefault(int(a), {})[d] = float(s)\n"
               "fused = rankagg.fuse(runs, 'rrf', depth=None)\n"
               "got = rankagg.evaluate(fused, 'qrels.txt', ['P(rel=2)@10', 'nDCG@10'], per_query=True)\n"
               "order = {str(p): list(s) for p, s in fused.items()}\n"
               "bad = [str(p) for p in fused if agree(list(fused[p].items()), rrf_ref({m: r[p] for m, r in runs.items()}), written=False)]\n"
               "ps = sorted(order)\n"
               "want_p = [measures(order[p][:10], {d: int(g == 2) for d, g in q[p].items()}, (10,))['P@10'] for p in ps]\n"
               "want_n = [ndcg(order[p], q[p], 10) for p in ps]\n"
               "got.index = got.index.map(str)\n"
               "bad += [p for p, a, b in zip(ps, want_p, want_n) if not (close(got.loc[p, 'P(rel=2)@10'], a) and close(got.loc[p, 'nDCG@10'], b))]\n"
               "report('; '.join(map(str, bad[:3])))\n",
               "rankagg.evaluate measures a fused result in its consensus order (docs/conventions.md); P@10 and nDCG@10 by hand"))
    add(api_ok("u17k_api_frames", "evaluate a DataFrame run (qid int64, docno, score) against a qrels DataFrame "
               "(query_id int, doc_id, relevance 2.0 float)",
               "import rankagg, pandas as pd\nq = {}\nfor l in open('qrels.txt'):\n    a, _, d, g = l.split(); q.setdefault(a, {})[d] = int(g)\n"
               "rows = [l.split() for l in open('neural.run')]\n"
               "run = pd.DataFrame({'qid': [int(r[0]) for r in rows], 'docno': [r[2] for r in rows], 'score': [float(r[4]) for r in rows]})\n"
               "qd = pd.DataFrame([(int(a), d, float(g)) for a, j in q.items() for d, g in j.items()], columns=['query_id', 'doc_id', 'relevance'])\n"
               "got = rankagg.evaluate(run, qd, ['P(rel=2)@10', 'AP'], per_query=True)\n"
               "r = {}\nfor x in rows: r.setdefault(x[0], {})[x[2]] = float(x[4])\n"
               "p2 = pytrec(r, q, {'P_10'}, 2); p1 = pytrec(r, q, {'map'}, 1)\n"
               "bad = [p for p in p2 if not (close(got.loc[str(p), 'P(rel=2)@10'] if str(p) in got.index else got.loc[int(p), 'P(rel=2)@10'], p2[p]['P_10']))]\n"
               "report('; '.join(bad))\n", "pytrec_eval; a frame's integer ids are their decimals"))
    add(api_ok("u17k_api_parquet_polars", "a polars long table (qid int64, docno, score, run) written to Parquet, fused "
               "with rankagg.fuse",
               "import rankagg, polars as pl\nrows = []\nfor m in ('bm25', 'neural', 'llm'):\n"
               "    for l in open(m + '.run'):\n        a, _, d, _, s, _ = l.split(); rows.append((int(a), d, float(s), m))\n"
               "pl.DataFrame(rows, schema=['qid', 'docno', 'score', 'run'], orient='row').write_parquet('runs.parquet')\n"
               "runs = {}\nfor a, d, s, m in rows:\n    runs.setdefault(m, {}).setdefault(str(a), {})[d] = s\n"
               "fused = rankagg.fuse('runs.parquet', 'rrf', depth=None)\n"
               "bad = [str(p) for p in fused if agree(list(fused[p].items()), rrf_ref({m: r[str(p)] for m, r in runs.items()}), written=False)]\n"
               "report('; '.join(bad[:3]) if len(fused) == 12 else 'patients: %d' % len(fused))\n",
               "docs/trec.md: one long Parquet table q_id doc_id score run is read as those runs; RRF by its formula"))
    add(api_ok("u17k_api_empty_patient", "a run dict where the filter left patient 9 with no trial ({'9': {}}): evaluated "
               "as an empty list without complete=True",
               "import rankagg\nq = {}\nfor l in open('qrels.txt'):\n    a, _, d, g = l.split(); q.setdefault(a, {})[d] = int(g)\n"
               "r = {}\nfor l in open('filtered.run'):\n    a, _, d, _, s, _ = l.split(); r.setdefault(a, {})[d] = float(s)\n"
               "r['9'] = {}\n"
               "got = rankagg.evaluate(r, q, ['P(rel=2)@10'], per_query=True)\n"
               "per = pytrec({k: v for k, v in r.items() if v}, q, {'P_10'}, 2)\n"
               "want = sum(per[p]['P_10'] for p in per) / (len(per) + 1)\n"
               "report('' if '9' in got.index and close(float(got['P(rel=2)@10'].mean()), want) and got.loc['9', 'P(rel=2)@10'] == 0 else "
               "'%r %r' % (list(got.index), float(got['P(rel=2)@10'].mean())))\n",
               "docs/trec.md: a judged query held with no document is evaluated as an empty list (pytrec_eval, ir_measures)"))
    add(api_ok("u17k_api_fuser_one_patient", "a Fuser for the matching service: one new patient's three lists, weights",
               "import rankagg\nruns = {}\nfor m in ('bm25', 'neural', 'llm'):\n    for l in open(m + '.run'):\n"
               "        a, _, d, _, s, _ = l.split()\n        if a == '5': runs.setdefault(m, {})[d] = float(s)\n"
               "fuser = rankagg.Fuser('rrf', weights={'neural': 2.0}, k=60)\n"
               "got = fuser(runs)\n"
               "report(agree([(d, s) for d, s in got], rrf_ref(runs, w={'neural': 2.0}), written=False))\n",
               "RRF with weights by its formula, house tie rule (rankagg.fuser docstring)"))
    add(api_ok("u17k_api_evaluate_list", "rankagg.evaluate of a list of the three systems' dicts at once",
               "import rankagg\nq = {}\nfor l in open('qrels.txt'):\n    a, _, d, g = l.split(); q.setdefault(a, {})[d] = int(g)\n"
               "runs = []\nfor m in ('bm25', 'neural', 'llm'):\n    r = {}\n    for l in open(m + '.run'):\n"
               "        a, _, d, _, s, _ = l.split(); r.setdefault(a, {})[d] = float(s)\n    runs.append(r)\n"
               "got = rankagg.evaluate(runs, q, ['P(rel=2)@10', 'RR'])\n"
               "bad = [i for i, (r, g) in enumerate(zip(runs, got)) if not (close(g['P(rel=2)@10'], mean_of(pytrec(r, q, {'P_10'}, 2), 'P_10')) "
               "and close(g['RR'], mean_of(pytrec(r, q, {'recip_rank'}, 1), 'recip_rank')))]\n"
               "report(str(bad) if bad else '')\n", "pytrec_eval per run (rankagg.evaluate takes a list of runs)"))

    # ---- the paired test and tuning ----
    def report_check(out: str, folder: Path) -> bool:
        from scipy import stats

        text = (folder / "rep.md").read_text(encoding="utf-8")
        per = {m: T["pytrec"](r, QRELS, {"P_10", "map"}, 2) for m, r in (("filtered", FILTERED), ("neural", RUNS["neural"]),
                                                                           ("llm", RUNS["llm"]))}
        shared = sorted(FILTERED)
        ps = []
        for m in ("neural", "llm"):
            for tm in ("P_10", "map"):
                a = [per[m][p][tm] for p in shared]
                b = [per["filtered"][p][tm] for p in shared]
                diff = [x - y for x, y in zip(a, b)]
                p = 1.0 if all(abs(x - diff[0]) < 1e-15 for x in diff) else float(stats.ttest_rel(a, b).pvalue)
                ps.append((p, m, tm, sum(diff)))
        order = sorted(ps)
        holm, running = {}, 0.0
        for i, (p, m, tm, d) in enumerate(order):
            running = max(running, min(1.0, (len(order) - i) * p))
            holm[(m, tm)] = (running, d)
        for line in text.splitlines():
            cells = [c.strip() for c in line.strip("|").split("|")]
            if len(cells) == 3 and cells[0] in ("neural", "llm"):
                for cell, tm in zip(cells[1:], ("P_10", "map")):
                    p, d = holm[(cells[0], tm)]
                    mark = ("▲" if d > 0 else "▼") if p < 0.05 else ""
                    if mark not in cell or (not mark and ("▲" in cell or "▼" in cell)):
                        return False
        return True

    cases.append(Case("u17k_report_paired_filtered", G, "report the eligible-only P@10 and AP of the cross-encoder and the "
                      "LLM against the filtered run (10 patients): the paired t-test's marks over the patients both hold",
                      code=_TRIALS + "import subprocess, sys\np = subprocess.run([sys.executable, '-m', 'rankagg.cli', 'evaluate', "
                      "'--qrels', 'qrels.txt', 'filtered.run', 'neural.run', 'llm.run', '--measures', 'P(rel=2)@10', 'AP(rel=2)', '-q', "
                      "'--json'], capture_output=True, text=True)\nopen('ev.json', 'w').write(p.stdout)\n"
                      "p = subprocess.run([sys.executable, '-m', 'rankagg.cli', 'report', 'ev.json', '--baseline', 'filtered.run', "
                      "'--no-figures', '-o', 'rep.md'], capture_output=True, text=True)\nsys.stderr.write(p.stderr)\nsys.exit(p.returncode)\n",
                      files=FILES, expect="ok", check=report_check, memory_gb=4.0, timeout=120,
                      why="scipy.stats.ttest_rel over the 10 shared patients, Holm's step-down over the 4 tests (the report's caption)"))

    def tuned_check(out: str, folder: Path) -> bool:
        model = json.loads((folder / "m.json").read_text(encoding="utf-8"))
        if model.get("method") != "rrf":
            return False
        k = float(model.get("params", {}).get("k", 60.0))
        w = model.get("weights") or None
        return _agree_all(folder / "fused.run", rrf_of(RUNS, w, k), patients=PATS)

    add(Case("u17k_tune_eligible_apply", G, "tune RRF for P(rel=2)@10 on the patients, then fuse with the model: the "
             "output is RRF with the model's k and weights",
             code="import subprocess, sys\nfor args in (['tune', 'bm25.run', 'neural.run', 'llm.run', '--qrels', 'qrels.txt', "
             "'--method', 'rrf', '--measure', 'P(rel=2)@10', '--folds', '3', '--if-no-gain', 'tuned', '--quiet', '-o', 'm.json'], "
             "['fuse', 'bm25.run', 'neural.run', 'llm.run', '--model', 'm.json', '--quiet', '-o', 'fused.run']):\n"
             "    p = subprocess.run([sys.executable, '-m', 'rankagg.cli', *args], capture_output=True, text=True)\n"
             "    if p.returncode:\n        sys.stderr.write(p.stderr)\n        sys.exit(p.returncode)\n",
             files=FILES, expect="ok", check=tuned_check, memory_gb=4.0, timeout=240,
             why="a model file applies its method, k and weights by RRF's formula (docs/trec.md section 3)"))

    def calibrated_check(out: str, folder: Path) -> bool:
        rows = _fused_by_q(folder / "cal.run")
        ok = bool(rows)
        for p, r in rows.items():
            scores = [s for _, s in r]
            ok &= all(0.5 <= s <= 1.0 for s in scores) and all(a >= b for a, b in zip(scores, scores[1:]))
            ref = T["rrf_ref"](_per_runs(RUNS, p))[0]
            fused = sorted(ref, key=lambda d: -ref[d])
            ok &= [d for d, _ in r] == [d for d in fused[:len(r)]] or len({ref[d] for d, _ in r}) < len(r)
        return ok

    add(Case("u17k_calibrate_eligible_cut", G, "calibrate P(eligible) (--rel 2) by fused rank, then keep the trials whose "
             "P(eligible) >= 0.5", code="import subprocess, sys\nfor args in (['calibrate', 'bm25.run', 'neural.run', 'llm.run', "
             "'--qrels', 'qrels.txt', '--rel', '2', '-o', 'cal.json'], ['fuse', 'bm25.run', 'neural.run', 'llm.run', '--model', "
             "'cal.json', '--min-score', '0.5', '--quiet', '-o', 'cal.run']):\n"
             "    p = subprocess.run([sys.executable, '-m', 'rankagg.cli', *args], capture_output=True, text=True)\n"
             "    if p.returncode:\n        sys.stderr.write(p.stderr)\n        sys.exit(p.returncode)\n",
             files=FILES, expect="ok", check=calibrated_check, memory_gb=4.0, timeout=180,
             why="a calibrated model keeps RRF's order and writes P(relevant) >= --min-score, non-increasing down each list"))

    # ---- the team's mistakes and odd files ----
    notebook_csv = "patient_id,trial_id,score\n" + "".join(
        f"{p},{d},{s[d]!r}\n" for p, s in RUNS["bm25"].items() for d in T["trec_order"](s))
    neural_csv = "patient_id,trial_id,score\n" + "".join(
        f"{p},{d},{s[d]!r}\n" for p, s in RUNS["neural"].items() for d in T["trec_order"](s))
    add(cli_bad("u17k_fuse_notebook_csv", "fuse the notebook's CSV exports (patient_id,trial_id,score) as if they were runs",
                ["fuse", "bm25.csv", "neural.csv", "-o", "fused.run"], "bm25.csv",
                why="a long table of (patient, trial, score) rows is no TREC run nor a table of gene lists; refused naming it",
                files={"bm25.csv": notebook_csv, "neural.csv": neural_csv}))
    pandas_index = "".join(f"{i} {line}" for i, line in enumerate(FILES["neural.run"].splitlines(True)))
    add(cli_bad("u17k_run_pandas_index", "a run written by DataFrame.to_csv(sep=' ', header=False) with the index column",
                ["fuse", "bm25.run", "neural_idx.run", "-o", "fused.run"], "neural_idx.run:1",
                why="7 fields: trec_eval refuses the line", files={**FILES, "neural_idx.run": pandas_index}))
    chunks = FILES["bm25.run"].splitlines(True)
    first4 = [ln for ln in chunks if ln.startswith("4 ")]
    dup_line = first4[2].split()
    dup_line[3], dup_line[4] = str(len(first4) + 1), "0.1"
    chunked = "".join(chunks) + " ".join(dup_line) + "\n"
    add(cli_bad("u17k_run_chunk_duplicate", "a run from chunk-level retrieval: a trial retrieved again from another "
                "criteria chunk for patient 4", ["fuse", "chunked.run", "neural.run", "-o", "fused.run"],
                f"chunked.run:{len(chunks) + 1}", why="docs/conventions.md: a document twice in one list is refused naming the line",
                files={**FILES, "chunked.run": chunked}))
    llm_word = FILES["llm.run"].replace(" 1.0 llm\n", " eligible llm\n", 1)
    word_line = llm_word.splitlines().index(next(ln for ln in llm_word.splitlines() if " eligible " in ln)) + 1
    add(cli_bad("u17k_run_llm_word", "the LLM's verdict word 'eligible' landed in the score column",
                ["evaluate", "--qrels", "qrels.txt", "llm.run"], f"llm.run:{word_line}",
                why="a non-numeric score is refused naming the line", files={**FILES, "llm.run": llm_word}, outputs=()))
    topics_xml = "<topics task=\"2021 TREC Clinical Trials\">\n  <topic number=\"1\">\nPatient is a 45-year-old man with a history " \
                 "of anaplastic astrocytoma of the spine complicated by severe lower extremity weakness.\n  </topic>\n</topics>\n"
    add(cli_bad("u17k_topics_xml_as_qrels", "the topics XML given as --qrels", ["evaluate", "--qrels", "topics2021.xml", "bm25.run"],
                "topics2021.xml:1", why="trec_eval refuses a qrels line without 4 fields",
                files={**FILES, "topics2021.xml": topics_xml}, outputs=()))
    add(cli_bad("u17k_qrels_patient_prefix", "qrels with patient ids P001.. while the runs say 1..",
                ["evaluate", "--qrels", "qrels_p.txt", "bm25.run"], "bm25.run", "qrels_p.txt",
                why="no query in common: every measure undefined (rankagg.evaluate's rule)",
                files={**FILES, "qrels_p.txt": "".join(f"P{int(p):03d} 0 {d} {g}\n" for p, j in QRELS.items() for d, g in j.items())},
                outputs=()))
    add(cli_bad("u17k_qrels_half_grades", "LLM-assisted qrels with a half grade 1.5 (eligible with caveats)",
                ["evaluate", "--qrels", "qrels_half.txt", "bm25.run"], "qrels_half.txt:3",
                why="a grade 1.5 has no trec_eval meaning (atol would read 1): refused naming the line",
                files={**FILES, "qrels_half.txt": "1 0 NCT00000001 2\n1 0 NCT00000002 0\n1 0 NCT00000003 1.5\n"},
                outputs=()))
    add(api_bad("u17k_api_frame_patient_columns", "a notebook DataFrame with columns patient_id, trial_id, score given to "
                "rankagg.evaluate", "import rankagg, pandas as pd\nrows = [l.split() for l in open('bm25.run')]\n"
                "df = pd.DataFrame({'patient_id': [r[0] for r in rows], 'trial_id': [r[2] for r in rows], 'score': [float(r[4]) for r in rows]})\n"
                "rankagg.evaluate(df, 'qrels.txt', ['P@10'])\n", "patient_id",
                why="a frame whose columns are none of the query / document names is refused naming the columns it has"))
    add(api_bad("u17k_api_fuse_frame_patient_columns", "rankagg.fuse of the notebook's frames with columns patient_id, "
                "trial_id, score", "import rankagg, pandas as pd\nframes = {}\nfor m in ('bm25', 'neural'):\n"
                "    rows = [l.split() for l in open(m + '.run')]\n"
                "    frames[m] = pd.DataFrame({'patient_id': [r[0] for r in rows], 'trial_id': [r[2] for r in rows], 'score': [float(r[4]) for r in rows]})\n"
                "rankagg.fuse(frames, 'rrf')\n", "patient_id",
                why="a frame whose columns are none of the query / document names is refused naming the columns it has"))
    add(cli_bad("u17k_eval_measure_typo", "evaluate --measures 'P@10(rel=2)' (the level written after the cut)",
                ["evaluate", "--qrels", "qrels.txt", "bm25.run", "--measures", "P@10(rel=2)"], "P@10(rel=2)",
                why="an unparseable measure is refused naming it", outputs=()))
    json_run = json.dumps({p: s for p, s in RUNS["bm25"].items()})
    add(cli_bad("u17k_eval_json_run", "evaluate the notebook's JSON export {patient: {trial: score}}",
                ["evaluate", "--qrels", "qrels.txt", "bm25.json"], "bm25.json",
                why="rankagg evaluate reads TREC runs and Parquet run tables; a JSON file is refused naming it",
                files={**FILES, "bm25.json": json_run}, outputs=()))
    add(cli_bad("u17k_tune_rel_measure_typo", "tune for 'P(rel=eligible)@10'",
                ["tune", *three, "--qrels", "qrels.txt", "--method", "rrf", "--measure", "P(rel=eligible)@10", "-o", "m.json"],
                "P(rel=eligible)@10", why="a measure parameter that is no integer is refused naming the measure",
                outputs=("m.json",)))
    add(cli_bad("u17k_calibrate_rel_above", "calibrate --rel 3 on 0/1/2 qrels (no trial is that relevant)",
                ["calibrate", *three, "--qrels", "qrels.txt", "--rel", "3", "-o", "cal.json"], "--rel",
                why="no judged trial at level 3: nothing to calibrate on, refused naming --rel", outputs=("cal.json",)))

    # the top-10 shortlist sent to the clinicians, scored at 20 as the track's table asks
    shortlist = {p: dict(list(sorted(s.items(), key=lambda kv: (-kv[1], kv[0])))[:10]) for p, s in RUNS["bm25"].items()}
    add(cli_ok("u17k_eval_shortlist_at20", "evaluate the 10-trial shortlist at P(rel=2)@20 and R(rel=2)@20 (fewer "
               "retrieved than the cut)", ["evaluate", "--qrels", "qrels.txt", "short.run", "--measures", "P(rel=2)@20",
                                           "R(rel=2)@20", "-q", "--json"],
               ev_check(shortlist, {"P(rel=2)@20": ("P_20", 2), "R(rel=2)@20": ("recall_20", 2)}),
               "trec_eval P_20 divides by 20 whatever was retrieved; pytrec_eval at level 2",
               files={**FILES, "short.run": _run_text(shortlist, "shortlist")}))
    # one export zero-pads the patient ids: '01' is another topic for trec_eval, fused on its own
    padded = {("%02d" % int(p) if p in ("1", "2") else p): s for p, s in RUNS["neural"].items()}
    add(cli_ok("u17k_fuse_padded_patients", "the cross-encoder's export zero-pads patients 1 and 2 ('01', '02'): fused "
               "as other topics", ["fuse", "bm25.run", "neural_pad.run", "--method", "rrf", "-o", "fused.run"],
               lambda out, folder: _agree_all(folder / "fused.run", rrf_of({"bm25": RUNS["bm25"], "neural": padded}),
                                              patients=sorted(set(PATS) | {"01", "02"})),
               "a query id is a token compared as bytes (trec_eval): '01' and '1' are two topics",
               files={**FILES, "neural_pad.run": _run_text(padded, "neural")}))
    # the LLM scores written by hand-rolled formatting: '5e-01', '.5', '1.', '+0.7'
    forms = {0.5: ".5", 1.0: "1.", 0.7: "+0.7", 0.0: "0e0", 0.3: "3e-01"}
    llm_forms = "".join(f"{p} Q0 {d} {i} {forms.get(s[d], repr(s[d]))} llm\n" for p, s in RUNS["llm"].items()
                        for i, d in enumerate(T["trec_order"](s), 1))
    add(cli_ok("u17k_eval_llm_number_forms", "the LLM's scores written as .5, 1., +0.7, 0e0, 3e-01: AP and P@10 as "
               "trec_eval reads them", ["evaluate", "--qrels", "qrels.txt", "llm_forms.run", "--measures", "AP", "P@10",
                                        "-q", "--json"],
               ev_check(RUNS["llm"], {"AP": ("map", 1), "P@10": ("P_10", 1)}),
               "trec_eval reads a score with atof: '.5' is 0.5, '1.' is 1; pytrec_eval on the values",
               files={**FILES, "llm_forms.run": llm_forms}))

    # the report's columns named as the team writes them: a measure with two parameters, and trec_eval's 'map'
    def report_columns(columns: list[tuple[str, Callable[[dict], float]]]) -> Callable[[str, Path], bool]:
        def check(out: str, folder: Path) -> bool:
            lines = (folder / "rep.md").read_text(encoding="utf-8").splitlines()
            head = next(i for i, ln in enumerate(lines) if ln.startswith("| Method"))
            if [c.strip() for c in lines[head].strip("|").split("|")][1:] != [c for c, _ in columns]:
                return False
            rows = {}
            for ln in lines[head + 2:]:
                if not ln.startswith("|"):
                    break
                cells = [c.strip().strip("*").rstrip("▲▼").strip("*") for c in ln.strip("|").split("|")]
                rows[cells[0]] = [float(c) for c in cells[1:]]
            return set(rows) == set(RUNS) and all(
                abs(rows[m][i] - fn(RUNS[m])) <= 5e-5 for m in RUNS for i, (_, fn) in enumerate(columns))
        return check

    def rbp(run: dict, p: float = 0.8) -> float:
        vals = [(1 - p) * sum(p ** i for i, d in enumerate(T["trec_order"](run[q])) if QRELS[q].get(d, 0) >= 2) for q in PATS]
        return sum(vals) / len(vals)

    def p10_eligible(run: dict) -> float:
        return T["mean_of"](T["pytrec"](run, QRELS, {"P_10"}, 2), "P_10")

    def ap_all(run: dict) -> float:
        return T["mean_of"](T["pytrec"](run, QRELS, {"map"}, 1), "map")

    def report_code(measures: list[str], columns: str) -> str:
        return ("import subprocess, sys\np = subprocess.run([sys.executable, '-m', 'rankagg.cli', 'evaluate', '--qrels', 'qrels.txt', "
                f"'bm25.run', 'neural.run', 'llm.run', '--measures', *{measures!r}, '-q', '--json'], capture_output=True, text=True)\n"
                "open('ev.json', 'w').write(p.stdout)\n"
                "p = subprocess.run([sys.executable, '-m', 'rankagg.cli', 'report', 'ev.json', '--measures', "
                f"{columns!r}, '--no-figures', '-o', 'rep.md'], capture_output=True, text=True)\n"
                "sys.stderr.write(p.stderr)\nsys.exit(p.returncode)\n")

    add(Case("u17k_report_rbp_columns", G, "report --measures 'RBP(p=0.8,rel=2),P(rel=2)@10': a column whose name holds "
             "a comma", code=report_code(["RBP(p=0.8,rel=2)", "P(rel=2)@10"], "RBP(p=0.8,rel=2),P(rel=2)@10"), files=FILES,
             expect="ok", check=report_columns([("RBP(p=0.8,rel=2)", rbp), ("P(rel=2)@10", p10_eligible)]), memory_gb=4.0,
             timeout=120, why="RBP by hand ((1 - p) sum p^(i-1) over eligible trials), P@10 by pytrec_eval at level 2; "
             "the report's columns are the measures the results hold"))
    add(Case("u17k_report_trec_eval_name", G, "report --measures 'map,RBP(rel=2, p=0.8)': trec_eval's name and the "
             "parameters in another order, for the AP and RBP the results hold",
             code=report_code(["AP", "RBP(p=0.8,rel=2)"], "map,RBP(rel=2, p=0.8)"), files=FILES, expect="ok",
             check=report_columns([("AP", ap_all), ("RBP(p=0.8,rel=2)", rbp)]), memory_gb=4.0, timeout=120,
             why="docs/trec.md: trec_eval's names are read as the measures they are (map is AP); pytrec_eval and RBP by hand"))
    return cases

