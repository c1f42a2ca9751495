"""Issue 45's twenty-first bar of scripts/reliability_matrix.py, a structural-biology lab's model quality assessment (CASP-style) (its cases, ids ``u21p_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The lab's day: per CASP target (``T1024``, a domain ``T1024-D1``, an assembly ``H1106``: the query) servers submit
models (``T1024TS427_1``: target, ``TS``, group number, model number), and several model-quality-assessment (EMA)
methods score each model: ModFOLD's and QMEAN's global scores in 0-1, DeepRank3's, a pLDDT in 0-100, one method
giving an RMSD in Å (lower is better), ``X`` where a method did not score a model.  The lab converts each method's
QA file to a TREC run, fuses the methods (RRF, CombSUM of min-max, CombMNZ, Borda, weights), keeps the first model
(``--depth 1``: the model they submit), and evaluates against the GDT_TS of each model measured after the
experimental structure was released: as graded qrels (GDT_TS rounded to an integer, trec_eval's grades), as "the best
model" (one relevant model per target), with ``-l 50`` (a model of GDT_TS 50 or above counts).  The mistakes are
theirs: the QA file given as it was submitted (``PFRMAT QA`` ... ``END``), the coordinates (``.pdb``, ``.cif``), the
alignment (``.a3m``) or AlphaFold's ``ranking_debug.json`` given as a run, the fused order written under a structure
file's name, GDT_TS kept as 73.4 in the qrels.

The references are computed here (references.py's RANKED_LISTS, HOUSE_AGREEMENT and TREC_MEASURES; top-1 loss and
Spearman by hand or with SciPy), never with rankagg's code."""

from __future__ import annotations

import gzip
import json
from pathlib import Path
from typing import Any, Callable

from .case import Case, command_cases, pandas_setup, snippet_cases
from .nineteenth_experts import _check_run, _eval_check, _lcg, _qrels_text, _run, _runs_eval_check
from .references import HOUSE_AGREEMENT, RANKED_LISTS, STANDARD_REFERENCE, TREC_MEASURES, reference_namespace

TWENTYFIRST_PROTEINS = "45 Unseen inputs: a twenty-first bar, a structural-biology lab's model quality assessment (CASP-style)"

_REF = STANDARD_REFERENCE

_NS = reference_namespace(_REF, "twentyfirst_proteins._REF")
by_query: Callable[..., Any] = _NS["by_query"]
positions: Callable[[dict], dict] = _NS["positions"]
trec_order: Callable[[dict], list] = _NS["trec_order"]
fused_order: Callable[[Any], list] = _NS["fused_order"]
prec: Callable[..., float] = _NS["prec"]
rr: Callable[..., float] = _NS["rr"]
ndcg: Callable[..., float] = _NS["ndcg"]
_RRF, _BORDA, _COMBSUM, _COMBMNZ, _RRF_RANKS = (_NS[n] for n in ("rrf_ref", "borda_ref", "combsum_minmax_ref",
                                                                  "combmnz_ref", "rrf_ranks"))

_TARGETS = ["T1024", "T1030-D1", "H1106"]
_GROUPS = [427, 1, 229, 473, 35]


def _models(target: str) -> list[str]:
    return [f"{target.split('-')[0]}TS{g:03d}_{k}{'-D1' if target.endswith('-D1') else ''}"
            for g in _GROUPS for k in (1, 2, 3)]


def _gdt(seed: int = 21) -> dict[str, dict[str, float]]:
    """{target: {model: GDT_TS}}: the measured quality after release, two decimals, 10-95."""
    g = _lcg(seed)
    return {t: {m: round(10 + 85 * next(g), 2) for m in _models(t)} for t in _TARGETS}


_METHODS = {"modfold": (0.01, 15, 3), "qmean": (0.01, 12, 3), "deeprank3": (0.01, 15, 2), "plddt": (1.0, 15, 1)}


def _qa(seed: int = 22) -> dict[str, dict[str, dict[str, float]]]:
    """{method: {target: {model: score}}}: the truth plus each method's noise, in its scale (pLDDT 0-100, the others
    0-1), rounded as the servers print (ties at 3 decimals); QMEAN scored 12 of 15 models (the others 'X')."""
    g = _lcg(seed)
    truth = _gdt()
    out: dict[str, dict[str, dict[str, float]]] = {m: {} for m in _METHODS}
    for t in _TARGETS:
        for name, (scale, depth, digits) in _METHODS.items():
            noisy = {m: truth[t][m] + 30 * next(g) for m in truth[t]}
            keep = sorted(noisy, key=lambda m: -noisy[m])[:depth]
            out[name][t] = {m: round(min(noisy[m], 100.0) * scale * (1 if scale == 1 else 1 / 1.3), digits)
                            for m in keep}
    return out


def _grades(gdt: dict[str, dict[str, float]]) -> dict[str, dict[str, int]]:
    return {t: {m: int(round(v)) for m, v in lst.items()} for t, lst in gdt.items()}


def _best_model(gdt: dict[str, dict[str, float]]) -> dict[str, dict[str, int]]:
    return {t: {max(lst, key=lambda m: (lst[m], m)): 1} for t, lst in gdt.items()}


def _casp_qa(target: str, scores: dict[str, float | str], method: str = "ModFOLD9", qmode: int = 1,
             per_residue: bool = False) -> str:
    body = "".join(f"{m} {s}{' 5.21 3.10 X 1.07' if per_residue else ''}\n" for m, s in scores.items())
    return (f"PFRMAT QA\nTARGET {target}\nAUTHOR 1234-5678-9000\nMETHOD {method}\nMODEL 1\nQMODE {qmode}\n"
            f"{body}END\n")


def _eval_q(measure: str, expected: dict[str, float], run: str = "") -> Callable[[str, Path], bool]:
    """evaluate -q's lines 'MEASURE<TAB>QUERY<TAB>VALUE' (and 'all'), or one run's ``run`` of several evaluated
    ('RUN<TAB>MEASURE<TAB>QUERY<TAB>VALUE'), against the reference."""
    def check(out: str, folder: Path) -> bool:
        got = {}
        for line in out.splitlines():
            f = [x.strip() for x in line.split("\t")]
            if len(f) == 4 and (not run or f[0] == run):
                f = f[1:]
            if len(f) == 3 and f[0] == measure:
                got[f[1]] = float(f[2])
        return set(got) == set(expected) and all(abs(got[q] - v) <= 6e-5 for q, v in expected.items())

    return check


def _volume_setup() -> Callable[[Path], None]:
    """100 targets x 300 models x 12 QA methods, written as the lab's converter writes them (score, then id desc)."""
    return pandas_setup(
        "import numpy as np\nrng = np.random.default_rng(21)\n"
        "targets = ['T%04d' % (1100 + i) for i in range(100)]\n"
        "for j in range(12):\n"
        "    with open(folder / f'qa{j:02d}.run', 'w') as fh:\n"
        "        for t in targets:\n"
        "            ids = np.array([f'{t}TS{g:03d}_{k}' for g in range(1, 61) for k in range(1, 6)])\n"
        "            s = np.round(rng.random(300), 3)\n"
        "            order = np.lexsort((ids, s))[::-1]\n"
        "            fh.write(''.join(f'{t} Q0 {ids[i]} {r} {float(s[i])!r} qa{j:02d}\\n' "
        "for r, i in enumerate(order, 1)))\n")


def _volume_check() -> Callable[[str, Path], bool]:
    def check(out: str, folder: Path) -> bool:
        lists: dict[str, dict[str, dict[str, float]]] = {}
        for j in range(12):
            run: dict[str, dict[str, float]] = {}
            for line in (folder / f"qa{j:02d}.run").read_text().splitlines():
                q, _, d, _, s, _ = line.split()
                run.setdefault(q, {})[d] = float(s)
            lists[f"qa{j:02d}"] = run
        return _check_run(by_query(lists, _RRF), depth=5)(out, folder)

    return check


def twentyfirst_bar_proteins_cases() -> list[Case]:
    G = TWENTYFIRST_PROTEINS

    cli_ok, cli_bad = command_cases(G)

    ok, bad = snippet_cases(G, _REF)
    cases: list[Case] = []
    qa = _qa()
    gdt = _gdt()
    files = {f"{n}.run": _run(n, r) for n, r in qa.items()}
    four = [f"{n}.run" for n in qa]
    fuse4 = ["fuse", *four]

    # -- fusing the QA methods per target
    cases.append(cli_ok("u21p_rrf_four_qa_methods", "fuse modfold.run qmean.run deeprank3.run plddt.run --method rrf: "
                        "CASP model ids per target (T1024, a domain T1030-D1, an assembly H1106), 0-1 and 0-100 "
                        "scales, ties at three decimals", [*fuse4, "--method", "rrf", "-o", "fused.run"], files,
                        _check_run(by_query(qa, _RRF)), fast=True,
                        why="rankagg methods rrf: sum 1 / (60 + r), r by score then id descending (trec_eval)"))
    cases.append(cli_ok("u21p_combsum_mixed_scales", "fuse --method combsum: pLDDT (0-100) beside 0-1 QA scores, "
                        "min-max per target", [*fuse4, "--method", "combsum", "-o", "fused.run"], files,
                        _check_run(by_query(qa, _COMBSUM)),
                        why="docs/conventions.md: norm auto is min-max per list, so a 0-100 scale weighs as a 0-1"))
    cases.append(cli_ok("u21p_combmnz_qmean_partial", "fuse --method combmnz: QMEAN left three models of each target "
                        "unscored ('X' lines dropped by the converter)", [*fuse4, "--method", "combmnz", "-o",
                                                                         "fused.run"], files,
                        _check_run(by_query(qa, _COMBMNZ)),
                        why="rankagg methods combmnz: CombSUM of min-max times the lists returning the model"))
    cases.append(cli_ok("u21p_borda_qa", "fuse --method borda: a model QMEAN did not score shares the points left",
                        [*fuse4, "--method", "borda", "-o", "fused.run"], files,
                        _check_run(by_query(qa, _BORDA)),
                        why="rankagg methods borda: n - r + 1; a missing model shares (n - k + 1) / 2"))
    w = {"modfold": 2.0, "qmean": 1.0, "deeprank3": 1.5, "plddt": 0.5}
    cases.append(cli_ok("u21p_weights_by_casp_rank", "fuse --method rrf --weights qa_weights.txt: each method weighed "
                        "by its CASP15 EMA ranking", [*fuse4, "--method", "rrf", "--weights", "qa_weights.txt", "-o",
                                                      "fused.run"],
                        {**files, "qa_weights.txt": "".join(f"{k} {v}\n" for k, v in w.items())},
                        _check_run(by_query(qa, _RRF, w=w)),
                        why="fuse --help: --weights FILE of 'NAME W' lines; rrf: sum w / (60 + r)"))
    cases.append(cli_ok("u21p_depth1_submitted_model", "fuse --method combsum --depth 1: the one model per target "
                        "the lab submits", [*fuse4, "--method", "combsum", "--depth", "1", "-o", "fused.run"], files,
                        _check_run(by_query(qa, _COMBSUM), depth=1),
                        why="fuse --help: --depth writes at most this many per query, the best by the fused order"))
    tq = {"modfold": {"T1024": {"T1024TS427_1": 0.81, "T1024TS001_1": 0.64}},
          "qmean": {"t1024": {"T1024TS427_1": 0.52, "T1024TS001_1": 0.7}, "T1024": {"T1024TS229_2": 0.4}}}
    cases.append(cli_ok("u21p_target_case_differs", "fuse --method rrf: QMEAN's converter wrote most of the target "
                        "as t1024 (lower case), one line as T1024", ["fuse", "modfold.run", "qmean.run", "--method",
                                                                  "rrf", "-o", "fused.run"],
                        {f"{n}.run": _run(n, r) for n, r in tq.items()}, _check_run(by_query(tq, _RRF)),
                        why="trec_eval compares query ids as text (strcmp): t1024 is another query"))
    # RMSD: lower is better, the converter wrote rank 1 to the smallest distance
    rmsd = {t: {m: round(0.5 + (100 - v) / 10, 2) for m, v in gdt[t].items()} for t in _TARGETS}
    rmsd_lines = "".join(f"{t} Q0 {m} {i} {rmsd[t][m]} rmsd\n" for t in rmsd
                         for i, m in enumerate(sorted(rmsd[t], key=lambda m: (rmsd[t][m], m)), 1))
    rmsd_files = {"modfold.run": files["modfold.run"], "rmsd.run": rmsd_lines}
    cases.append(cli_ok("u21p_rmsd_read_by_score_warned", "fuse modfold.run rmsd.run --method rrf: a method that "
                        "reports an RMSD in Å (lower is better), ranked 1.. from the smallest",
                        ["fuse", "modfold.run", "rmsd.run", "--method", "rrf", "-o", "fused.run"], rmsd_files,
                        _check_run(by_query({"modfold": qa["modfold"], "rmsd": rmsd}, _RRF)), warns="rmsd.run",
                        why="docs/conventions.md: a run whose scores rise down every list is read by score, as "
                            "trec_eval reads it, with a warning naming the file"))
    by_rank = {"modfold": {t: {m: float(i) for m, i in positions(lst).items()} for t, lst in qa["modfold"].items()},
               "rmsd": {t: {m: float(i) for i, m in enumerate(sorted(r, key=lambda m: (r[m], m)), 1)}
                        for t, r in rmsd.items()}}
    cases.append(cli_ok("u21p_rmsd_trust_rank_rrf", "fuse --trust-rank --method rrf: the RMSD run's rank "
                        "column is its order", ["fuse", "modfold.run", "rmsd.run", "--trust-rank", "--method", "rrf",
                                                "-o", "fused.run"], rmsd_files,
                        _check_run({t: _RRF_RANKS({n: r[t] for n, r in by_rank.items()}) for t in _TARGETS}),
                        why="docs/conventions.md: --trust-rank orders each list by its rank column (1 is best)"))
    neg = {"modfold": qa["modfold"], "rmsd": {t: {m: -v for m, v in r.items()} for t, r in rmsd.items()}}
    cases.append(cli_ok("u21p_rmsd_negated_combsum", "fuse --method combsum with the RMSD negated (-2.35): the "
                        "docs' advice followed", ["fuse", "modfold.run", "rmsd_neg.run", "--method", "combsum", "-o",
                                                  "fused.run"],
                        {"modfold.run": files["modfold.run"], "rmsd_neg.run": _run("rmsd_neg", neg["rmsd"])},
                        _check_run(by_query({"modfold": neg["modfold"], "rmsd_neg": neg["rmsd"]}, _COMBSUM)),
                        why="docs/conventions.md: negate a distance; min-max of negative scores as of any"))

    # -- ids as CASP writes them
    ids = {"a": {"T1024": {"T1024TS427_1": 0.9, "t1024ts427_1": 0.8, "T1024TS427_1-D1": 0.7, "T1025TS427_1": 0.6}},
           "b": {"T1024": {"t1024ts427_1": 0.95, "T1024TS427_1": 0.2, "T1024TS001_5": 0.7}}}
    cases.append(cli_ok("u21p_ids_case_domain_other_target", "fuse --method rrf: ids differing only in case, a "
                        "domain id T1024TS427_1-D1, a model of T1025 in T1024's list",
                        ["fuse", "a.run", "b.run", "--method", "rrf", "-o", "fused.run"],
                        {f"{n}.run": _run(n, r) for n, r in ids.items()}, _check_run(by_query(ids, _RRF)),
                        why="docs/conventions.md: an id is its text, compared as bytes (trec_eval's strcmp)"))
    cases.append(cli_bad("u21p_x_score_in_run", "fuse qmean.run (the converter kept QMEAN's 'X' for an unscored "
                         "model) modfold.run", ["fuse", "qmean_x.run", "modfold.run", "--method", "rrf", "-o",
                                                "fused.run"],
                         {"qmean_x.run": "T1024 Q0 T1024TS427_1 1 0.734 qmean\nT1024 Q0 T1024TS001_1 2 X qmean\n",
                          "modfold.run": files["modfold.run"]}, "qmean_x.run:2",
                         why="docs/conventions.md: a non-numeric score is refused naming its line (atof would read 0)"))

    # -- evaluating against GDT_TS
    grades = _grades(gdt)
    f_eval = {**files, "gdt.qrels": _qrels_text(grades), "best.qrels": _qrels_text(_best_model(gdt))}
    orders = {n: {t: trec_order(lst) for t, lst in r.items()} for n, r in qa.items()}
    nd = {t: ndcg(orders["modfold"][t], grades[t], 10) for t in _TARGETS}
    cases.append(cli_ok("u21p_eval_gdt_graded_ndcg", "evaluate --qrels gdt.qrels (GDT_TS rounded, grades 10-95) "
                        "modfold.run --measures nDCG@10 -q", ["evaluate", "--qrels", "gdt.qrels", "modfold.run",
                                                              "--measures", "nDCG@10", "-q"], f_eval,
                        _eval_q("nDCG@10", {**nd, "all": sum(nd.values()) / len(nd)}),
                        why="trec_eval ndcg_cut.10: gain = the grade, discount log2(r + 1), ideal of the judged"))
    best = _best_model(gdt)
    p1 = {t: prec(orders["qmean"][t], best[t], 1) for t in _TARGETS}
    cases.append(cli_ok("u21p_eval_best_model_p1", "evaluate --qrels best.qrels (1 for each target's best model) "
                        "qmean.run --measures P@1 -q: did QMEAN pick it", ["evaluate", "--qrels", "best.qrels",
                                                                         "qmean.run", "--measures", "P@1", "-q"],
                        f_eval, _eval_q("P@1", {**p1, "all": sum(p1.values()) / len(p1)}),
                        why="trec_eval P_1: relevant at rank 1 (QMEAN may not have scored the best model)"))
    per_run = {n: {"nDCG@10": sum(ndcg(orders[n][t], grades[t], 10) for t in _TARGETS) / 3,
                   "P@5": sum(prec(orders[n][t], grades[t], 5) for t in _TARGETS) / 3} for n in qa}
    cases.append(cli_ok("u21p_eval_which_qa_method", "evaluate --measures nDCG@10 P@5 of the four QA methods against "
                        "GDT_TS grades", ["evaluate", "--qrels", "gdt.qrels", *four, "--measures", "nDCG@10", "P@5"],
                        f_eval, _runs_eval_check(per_run),
                        why="evaluate --help: several runs, each as trec_eval would measure it alone"))
    l50 = {t: prec(orders["deeprank3"][t], {m: g for m, g in grades[t].items() if g >= 50}, 5) for t in _TARGETS}
    cases.append(cli_ok("u21p_eval_level_50", "evaluate -l 50 --measures P@5 -q deeprank3.run: a model of GDT_TS "
                        "50 or above counts", ["evaluate", "--qrels", "gdt.qrels", "deeprank3.run", "-l", "50",
                                               "--measures", "P@5", "-q"], f_eval,
                        _eval_q("P(rel=50)@5", {**l50, "all": sum(l50.values()) / 3}),
                        why="trec_eval -l 50: a document is relevant when its grade is 50 or more (evaluate prints the "
                            "measure as ir_measures names it, P(rel=50)@5)"))
    rr_c = {"all": sum(rr(orders["plddt"][t] if t != "H1106" else [], best[t]) for t in _TARGETS) / 3}
    cases.append(cli_ok("u21p_eval_complete_missing_target", "evaluate -c --measures RR: the pLDDT run lacks H1106 "
                        "(AlphaFold failed on the assembly)", ["evaluate", "--qrels", "best.qrels", "plddt_noH.run",
                                                               "-c", "--measures", "RR"],
                        {"best.qrels": f_eval["best.qrels"],
                         "plddt_noH.run": _run("plddt", {t: r for t, r in qa["plddt"].items() if t != "H1106"})},
                        _eval_check({"RR": rr_c["all"]}),
                        why="trec_eval -c: every judged query, one the run lacks valued 0"))
    fused_ref = by_query(qa, _RRF)
    f_order = {t: fused_order(fused_ref[t]) for t in _TARGETS}
    nd_f = {"nDCG@10": sum(ndcg(f_order[t], grades[t], 10) for t in _TARGETS) / 3}
    cases.append(Case("u21p_fuse_then_evaluate", G, "fuse --method rrf -o fused.run, then evaluate it against the "
                      "GDT_TS grades (one script)", code=_REF + r'''
import os
for n, t in RUNS.items():
    open(n, "w").write(t)
open("gdt.qrels", "w").write(QRELS)
rc, out, err = cli("fuse", *RUNS, "--method", "rrf", "-o", "fused.run")
if rc:
    passthrough(rc, err)
rc, out, err = cli("evaluate", "--qrels", "gdt.qrels", "fused.run", "--measures", "nDCG@10")
if rc:
    passthrough(rc, err)
got = [float(l.split("\t")[-1]) for l in out.splitlines() if l.startswith("nDCG@10") and "\tall\t" in l]
print("same" if got and abs(got[0] - WANT) < 6e-5 else "differs: %r" % out[:300])
'''.replace("RUNS", repr(files)).replace("QRELS", repr(f_eval["gdt.qrels"]))
        .replace("WANT", repr(nd_f["nDCG@10"])), expect="ok", check=lambda out, folder: "same" in out,
        memory_gb=4.0, timeout=120, why="trec_eval reads the written run in its order; nDCG@10 of the house order"))
    cases.append(cli_bad("u21p_qrels_gdt_decimals", "evaluate --qrels gdt_raw.qrels: GDT_TS kept as 73.41 in the "
                         "grade column", ["evaluate", "--qrels", "gdt_raw.qrels", "modfold.run"],
                         {"gdt_raw.qrels": "T1024 0 T1024TS427_1 73.41\nT1024 0 T1024TS427_2 45.02\n",
                          "modfold.run": files["modfold.run"]}, "gdt_raw.qrels:1", outputs=(),
                         why="trec_eval reads grades as integers: 73.41 would be 73 or refused, never the GDT_TS"))

    # -- the files the lab's tools write, given as they are
    qa_file = _casp_qa("T1024", {**qa["modfold"]["T1024"], "T1024TS035_3": "X"})
    cases.append(cli_bad("u21p_casp_qa_file_as_run", "fuse T1024_modfold.qa qmean.run: ModFOLD's QA submission "
                         "(PFRMAT QA, TARGET, MODEL 1, QMODE 1, 'T1024TS427_1 0.734' lines, END)",
                         ["fuse", "T1024_modfold.qa", "qmean.run", "--method", "rrf", "-o", "fused.run"],
                         {"T1024_modfold.qa": qa_file, "qmean.run": files["qmean.run"]}, "T1024_modfold.qa:1",
                         "CASP QA", fast=True,
                         why="docs/conventions.md: a file of another tool is named for what it is, with what to do "
                             "(the CASP QA format: PFRMAT QA)"))
    cases.append(cli_bad("u21p_casp_qa_qmode2_as_run", "fuse T1024_qmean.txt: a QMODE 2 submission (global score, "
                         "then per-residue distances)", ["fuse", "T1024_qmean.txt", "-o", "fused.run"],
                         {"T1024_qmean.txt": _casp_qa("T1024", qa["qmean"]["T1024"], "QMEANDisCo", 2, True)},
                         "T1024_qmean.txt:1", "CASP QA",
                         why="docs/conventions.md: a file of another tool is named for what it is, with what to do"))
    cases.append(cli_bad("u21p_casp_qa_as_qrels", "evaluate --qrels T1024_modfold.qa modfold.run: the QA file "
                         "taken for the judgements", ["evaluate", "--qrels", "T1024_modfold.qa", "modfold.run"],
                         {"T1024_modfold.qa": qa_file, "modfold.run": files["modfold.run"]}, "T1024_modfold.qa:1",
                         "CASP QA", outputs=(),
                         why="docs/conventions.md: a file of another tool is named at every door"))
    pdb = ("HEADER    DE NOVO PROTEIN                         01-DEC-26   XXXX\n"
           "ATOM      1  N   MET A   1      11.104  13.207   2.100  1.00 85.20           N\n"
           "ATOM      2  CA  MET A   1      12.560  13.300   2.300  1.00 85.20           C\nTER\nEND\n")
    cases.append(cli_bad("u21p_pdb_as_run", "fuse T1024TS427_1.pdb modfold.run: the model's coordinates (B-factor "
                         "column holds pLDDT) given as a run", ["fuse", "T1024TS427_1.pdb", "modfold.run", "-o",
                                                                "fused.run"],
                         {"T1024TS427_1.pdb": pdb, "modfold.run": files["modfold.run"]}, "T1024TS427_1.pdb:1",
                         "PDB", why="docs/conventions.md: a file of another tool is named for what it is"))
    cif = ("data_T1024TS427_1\n#\nloop_\n_atom_site.group_PDB\n_atom_site.id\n_atom_site.type_symbol\n"
           "ATOM 1 N\nATOM 2 C\n#\n")
    cases.append(cli_bad("u21p_mmcif_as_run", "fuse ranked_0.cif modfold.run: AlphaFold's mmCIF model as a run",
                         ["fuse", "ranked_0.cif", "modfold.run", "-o", "fused.run"],
                         {"ranked_0.cif": cif, "modfold.run": files["modfold.run"]}, "ranked_0.cif:1", "mmCIF",
                         why="docs/conventions.md: a file of another tool is named for what it is"))
    a3m = ">T1024\nMKVLAAGIVGL\n>UniRef100_A0A0\nMKV-AAGlIVGL\n"
    cases.append(cli_bad("u21p_a3m_as_run", "fuse T1024.a3m modfold.run: the MSA (A3M) picked by tab completion",
                         ["fuse", "T1024.a3m", "modfold.run", "-o", "fused.run"],
                         {"T1024.a3m": a3m, "modfold.run": files["modfold.run"]}, "T1024.a3m:1", "alignment",
                         why="docs/conventions.md: a file of another tool is named for what it is"))
    cases.append(cli_bad("u21p_pdb_as_qrels", "evaluate --qrels T1024.pdb modfold.run: the experimental structure "
                         "given where the GDT_TS qrels go", ["evaluate", "--qrels", "T1024.pdb", "modfold.run"],
                         {"T1024.pdb": pdb, "modfold.run": files["modfold.run"]}, "T1024.pdb:1", "PDB", outputs=(),
                         why="docs/conventions.md: a file of another tool is named at every door"))
    cases.append(cli_bad("u21p_pdb_gz_as_run", "fuse T1024TS427_1.pdb.gz modfold.run: a gzipped model as the CASP "
                         "archive keeps them", ["fuse", "T1024TS427_1.pdb.gz", "modfold.run", "-o", "fused.run"],
                         {"T1024TS427_1.pdb.gz": gzip.compress(pdb.encode(), mtime=0),
                          "modfold.run": files["modfold.run"]}, "T1024TS427_1.pdb.gz:1", "PDB",
                         why="docs/conventions.md: gzip is read through; a file of another tool is named"))
    af = {"order": ["model_3_pred_0", "model_1_pred_0", "model_2_pred_0"],
          "plddts": {"model_1_pred_0": 85.21, "model_2_pred_0": 79.4, "model_3_pred_0": 91.07}}
    cases.append(cli_bad("u21p_ranking_debug_json_as_run", "fuse ranking_debug.json modfold.run: AlphaFold's own "
                         "ranking given as a run", ["fuse", "ranking_debug.json", "modfold.run", "-o", "fused.run"],
                         {"ranking_debug.json": json.dumps(af, indent=4), "modfold.run": files["modfold.run"]},
                         "ranking_debug.json",
                         why="a JSON document is no TREC run: refused naming the file with how to give it"))

    # -- writing the fused order back under the lab's names
    for suffix, tool in ((".pdb", "PyMOL / Biopython read PDB records"), (".cif", "gemmi reads mmCIF's data_ blocks"),
                         (".mmcif", "an mmCIF file"), (".ent", "the PDB archive's .ent is a PDB file"),
                         (".a3m", "HH-suite reads A3M alignments"), (".fasta", "a FASTA reader reads '>' records"),
                         (".sto", "a Stockholm alignment begins '# STOCKHOLM 1.0'")):
        cases.append(cli_bad(f"u21p_out_{suffix[1:]}_name", f"fuse --method rrf -o fused{suffix}: the fused models' "
                             f"order saved for the lab's structure tools", [*fuse4, "--method", "rrf", "-o",
                                                                            f"fused{suffix}"], files,
                             "-o", f"fused{suffix}", outputs=(f"fused{suffix}",),
                             why=f"docs/conventions.md: -o under a name no reader of TREC lines opens is refused; "
                                 f"{tool}"))
    cases.append(cli_bad("u21p_out_pdb_gz_name", "fuse -o ranking.pdb.gz: gzip after a structure's name",
                         [*fuse4, "--method", "rrf", "-o", "ranking.pdb.gz"], files, "-o", "ranking.pdb.gz",
                         outputs=("ranking.pdb.gz",),
                         why="output_names: a name is looked up after a final .gz; a gzipped PDB reader reads no run"))
    cases.append(cli_bad("u21p_explain_cif_name", "fuse --explain why.cif: the contributions beside the models",
                         [*fuse4, "--method", "rrf", "--explain", "why.cif", "-o", "fused.run"], files,
                         "--explain", "why.cif", outputs=("why.cif", "fused.run"),
                         why="docs/conventions.md: --explain's JSON lines are refused under another format's name"))

    # -- the notebook
    api_runs = json.dumps(qa)
    api_gdt = json.dumps(gdt)
    cases.append(ok("u21p_api_top1_loss", "rankagg.fuse(methods, 'combmnz'): top-1 loss per target (best GDT_TS minus "
                    "the chosen model's), by hand", r'''
import rankagg
runs, gdt = json.loads(RUNS), json.loads(GDT)
got = rankagg.fuse(runs, method="combmnz")
ref = by_query(runs, combmnz_ref)
loss = {t: max(gdt[t].values()) - gdt[t][next(iter(got[t]))] for t in gdt}
want = {t: max(gdt[t].values()) - gdt[t][fused_order(ref[t])[0]] for t in gdt}
print("same" if loss == want and not agree_all({q: list(v.items()) for q, v in got.items()}, ref, written=False)
      else "differs: %r %r" % (loss, want))
'''.replace("RUNS", repr(api_runs)).replace("GDT", repr(api_gdt)),
                    why="rankagg methods combmnz; the first of a result's mapping is its best (docs/conventions.md)"))
    cases.append(ok("u21p_api_spearman_per_target", "Spearman (SciPy) per target between GDT_TS and rankagg.fuse's "
                    "RRF scores", r'''
import rankagg
from scipy.stats import spearmanr
runs, gdt = json.loads(RUNS), json.loads(GDT)
got = rankagg.fuse(runs, method="rrf")
ref = by_query(runs, rrf_ref)
bad = []
for t in gdt:
    ms = sorted(ref[t][0])
    a = spearmanr([gdt[t][m] for m in ms], [got[t][m] for m in ms]).statistic
    b = spearmanr([gdt[t][m] for m in ms], [ref[t][0][m] for m in ms]).statistic
    if abs(a - b) > 1e-12:
        bad.append((t, a, b))
print("same" if not bad else "differs: %r" % bad)
'''.replace("RUNS", repr(api_runs)).replace("GDT", repr(api_gdt)),
                    why="rrf sum 1 / (60 + r); scipy.stats.spearmanr of the reference's scores"))
    cases.append(ok("u21p_api_frames_renamed", "rankagg.fuse({method: DataFrame}) of the lab's frames renamed "
                    "target -> qid, model -> docid, lddt -> score, float32 lDDT", r'''
import rankagg, pandas as pd, numpy as np
runs = json.loads(RUNS)
frames = {}
for n, r in runs.items():
    rows = [(t, m, s) for t, lst in r.items() for m, s in lst.items()]
    f = pd.DataFrame(rows, columns=["target", "model", "lddt"])
    f["lddt"] = f["lddt"].astype(np.float32)
    frames[n] = f.rename(columns={"target": "qid", "model": "docid", "lddt": "score"})
got = rankagg.fuse(frames, method="combsum")
as32 = {n: {t: {m: float(np.float32(s)) for m, s in lst.items()} for t, lst in r.items()} for n, r in runs.items()}
ref = by_query(as32, combsum_minmax_ref)
rows = {}
for q, d, s in zip(got.qid, got.docid, got.score):
    rows.setdefault(q, []).append((d, float(s)))
print("same" if not agree_all(rows, ref, written=False) else "differs: %s" % agree_all(rows, ref, written=False))
'''.replace("RUNS", repr(api_runs)), why="docs/conventions.md: a float32 is read as the double it holds; combsum"))
    cases.append(bad("u21p_api_frames_casp_names", "rankagg.fuse({method: DataFrame}) with the lab's own column names "
                     "(target, model, gdt_pred)", r'''
import rankagg, pandas as pd
f = pd.DataFrame({"target": ["T1024"] * 3, "model": ["T1024TS427_1", "T1024TS427_2", "T1024TS001_1"],
                  "gdt_pred": [70.1, 50.2, 30.3]})
print(rankagg.fuse({"modfold": f, "qmean": f.assign(gdt_pred=[1, 2, 3])}, method="rrf"))
''', "modfold", "target", why="a frame without the columns is refused naming the run and the columns it has"))
    cases.append(ok("u21p_api_alphafold_plddts", "rankagg.fuse of AlphaFold's plddts (from ranking_debug.json) "
                    "with two QA methods' scores of the same five models, Borda", r'''
import rankagg
af = {"model_1_pred_0": 85.21, "model_2_pred_0": 79.4, "model_3_pred_0": 91.07, "model_4_pred_0": 79.4,
      "model_5_pred_0": 88.0}
qm = {"model_1_pred_0": 0.71, "model_2_pred_0": 0.74, "model_3_pred_0": 0.69, "model_4_pred_0": 0.5}
mf = {"model_5_pred_0": 0.9, "model_3_pred_0": 0.8, "model_1_pred_0": 0.8}
runs = {"plddt": {"T1024": af}, "qmean": {"T1024": qm}, "modfold": {"T1024": mf}}
got = rankagg.fuse(runs, method="borda")
ref = by_query(runs, borda_ref)
msg = agree_all({q: list(v.items()) for q, v in got.items()}, ref, written=False)
print("same" if not msg else "differs: " + msg)
''', why="rankagg methods borda: n - r + 1, a missing model shares (n - k + 1) / 2; ties by id descending"))
    cases.append(ok("u21p_api_evaluate_gdt_grades", "rankagg.evaluate(fused, GDT_TS grades as ints) nDCG@10 and "
                    "the best-model RR", r'''
import rankagg
runs, gdt = json.loads(RUNS), json.loads(GDT)
grades = {t: {m: int(round(v)) for m, v in lst.items()} for t, lst in gdt.items()}
got = rankagg.evaluate(rankagg.fuse(runs, method="rrf"), grades, ["nDCG@10"])
ref = by_query(runs, rrf_ref)
want = sum(ndcg(fused_order(ref[t]), grades[t], 10) for t in grades) / len(grades)
print("same" if abs(got["nDCG@10"] - want) < 1e-9 else "differs: %r %r" % (got, want))
'''.replace("RUNS", repr(api_runs)).replace("GDT", repr(api_gdt)),
                    why="docs/conventions.md: evaluate(fuse(runs)) measures the written run; trec_eval's ndcg_cut"))
    cases.append(bad("u21p_api_gdt_float_grades", "rankagg.evaluate with the GDT_TS values themselves as grades "
                     "(0.734 lDDT-like floats)", r'''
import rankagg
print(rankagg.evaluate({"T1024": {"T1024TS427_1": 0.9, "T1024TS427_2": 0.5}},
                       {"T1024": {"T1024TS427_1": 0.734, "T1024TS427_2": 0.45}}, ["nDCG@10"]))
''', "T1024", "0.734", why="trec_eval reads grades as integers: 0.734 would be 0, every model irrelevant"))
    cases.append(bad("u21p_api_x_score_dict", "rankagg.fuse of a dict where a method's unscored model kept 'X'",
                     r'''
import rankagg
print(rankagg.fuse({"qmean": {"T1024": {"T1024TS427_1": 0.73, "T1024TS001_1": "X"}},
                    "modfold": {"T1024": {"T1024TS427_1": 0.6, "T1024TS001_1": 0.5}}}, method="rrf"))
''', "qmean", "T1024TS001_1", why="docs/conventions.md: a score that is no number is refused naming the run"))
    cases.append(ok("u21p_api_fuser_per_target", "rankagg.Fuser('rrf') target by target as the QA methods finish; "
                    "one method returned nothing for H1106", r'''
import rankagg
runs = json.loads(RUNS)
fuser = rankagg.Fuser("rrf")
bad = []
for t in ["T1024", "T1030-D1", "H1106"]:
    lists = {n: r[t] for n, r in runs.items()}
    if t == "H1106":
        lists["plddt"] = {}
    got = fuser(lists)
    ref = rrf_ref({n: l for n, l in lists.items() if l})
    msg = agree(got, ref, written=False)
    if msg:
        bad.append((t, msg))
print("same" if not bad else "differs: %r" % bad)
'''.replace("RUNS", repr(api_runs)), why="README: Fuser(lists) gives [(id, score)] best first; an empty list adds "
                                        "nothing to RRF's sum"))

    # -- a CASP season's volume
    cases.append(cli_ok("u21p_volume_100x300x12", "fuse 12 QA runs of 100 targets x 300 models --method rrf --depth "
                        "5", ["fuse", *[f"qa{j:02d}.run" for j in range(12)], "--method", "rrf", "--depth", "5", "-o",
                              "fused.run"], {}, _volume_check(), setup=_volume_setup(), timeout=240,
                        why="rrf sum 1 / (60 + r), r by score then id descending; the 5 best per target"))
    return cases
