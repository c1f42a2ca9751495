"""Issue 45's twenty-second bar of scripts/reliability_matrix.py, a drug-safety team's disproportionality signals from several methods (its cases, ids ``u22g_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The team's day: per drug class (the query: ``statins``, ``fluoroquinolones``, ``ssri``, ``dpp4_inhibitors``) every
drug-event pair (``atorvastatin|Rhabdomyolysis``, the event's spaces written as ``_``) of a FAERS quarter is scored
by four disproportionality methods from its 2x2 counts ``a, b, c, d``: the lower 95% bound of the PRR and of the ROR
(0 where ``a`` is 0: many exact ties), the IC025 of the BCPNN (log2 scale, negative below expectation) and the EB05
of MGPS, which the team's openEBGM script lists only for pairs with ``a >= 3`` (a partial list).  Each method is
converted to a TREC run, the methods are fused (RRF, CombSUM of min-max, CombMNZ, Borda, weights, a depth), and the
priority list is checked against a reference set of known adverse reactions (OMOP / EU-ADR style: positive controls
1, negative controls 0 or -1) with AP, nDCG, P@k per class and an AUC by hand.  The mistakes are theirs: R's ``Inf``
and ``NA``, SAS's ``.`` and ``<.0001``, an event with a space, the PhViD / openEBGM signal table, FAERS's ASCII
files, the OMOP reference CSV, R's and SAS's data files given as runs, the priority list written under the name of
a statistics package's file (``.sas7bdat``, ``.rds``, ``.fst``, ``.Rmd``, a SAS or Stata program).

The references are computed here (references.py's RANKED_LISTS, HOUSE_AGREEMENT, TREC_MEASURES, LISTS_BY_QUERY;
the AUC by counting pairs), never with rankagg's code."""

from __future__ import annotations

import gzip
import math
from pathlib import Path
from typing import Any, Callable

from .case import Case, command_cases, pandas_setup, snippet_cases
from .nineteenth_experts import _check_run, _eval_check, _lcg, _qrels_text, _run, _runs_eval_check
from .twentyfirst_proteins import _eval_q
from .references import (HOUSE_AGREEMENT, LISTS_BY_QUERY, RANKED_LISTS, STANDARD_REFERENCE, TREC_MEASURES,
                         reference_namespace)

TWENTYSECOND_PHARMACOVIGILANCE = "45 Unseen inputs: a twenty-second bar, a drug-safety team's disproportionality signals from several methods"

_REF = STANDARD_REFERENCE

_NS = reference_namespace(_REF, "twentysecond_pharmacovigilance._REF")
by_query: Callable[..., Any] = _NS["by_query"]
positions: Callable[[dict], dict] = _NS["positions"]
trec_order: Callable[[dict], list] = _NS["trec_order"]
fused_order: Callable[[Any], list] = _NS["fused_order"]
ap: Callable[..., float] = _NS["ap"]
ndcg: Callable[..., float] = _NS["ndcg"]
prec: Callable[..., float] = _NS["prec"]
_RRF, _BORDA, _COMBSUM, _COMBMNZ, _RRF_RANKS = (_NS[n] for n in ("rrf_ref", "borda_ref", "combsum_minmax_ref",
                                                                  "combmnz_ref", "rrf_ranks"))

_CLASSES = {"statins": ["atorvastatin", "simvastatin", "rosuvastatin", "pravastatin"],
            "fluoroquinolones": ["ciprofloxacin", "levofloxacin", "moxifloxacin"],
            "ssri": ["sertraline", "fluoxetine", "paroxetine", "citalopram"],
            "dpp4_inhibitors": ["sitagliptin", "saxagliptin", "linagliptin"]}
_EVENTS = ["Rhabdomyolysis", "Myalgia", "Tendon_rupture", "Aortic_aneurysm", "Hepatotoxicity", "QT_prolongation",
           "Hyponatraemia", "Pancreatitis", "Nausea", "Headache", "Stevens-Johnson_syndrome", "Raynaud's_phenomenon"]
_METHODS = ("prr", "ror", "ic", "ebgm")


def _counts(seed: int = 22) -> dict[str, dict[str, tuple[int, int, int, int]]]:
    """{class: {pair: (a, b, c, d)}}: a FAERS quarter's 2x2 tables, a = 0 for about one pair in six."""
    g = _lcg(seed)
    out: dict[str, dict[str, tuple[int, int, int, int]]] = {}
    for cls, drugs in _CLASSES.items():
        out[cls] = {}
        for drug in drugs:
            for event in _EVENTS:
                u = next(g)
                a = 0 if u < 0.17 else int(1 + 60 * next(g) ** 2)
                b = int(200 + 5000 * next(g))
                c = int(20 + 900 * next(g))
                out[cls][f"{drug}|{event}"] = (a, b, c, int(400000 + 90000 * next(g)))
    return out


def _scores(counts: dict[str, dict[str, tuple[int, int, int, int]]]) -> dict[str, dict[str, dict[str, float]]]:
    """{method: {class: {pair: score}}}, two decimals as the R export prints them (higher is a stronger signal)."""
    out: dict[str, dict[str, dict[str, float]]] = {m: {} for m in _METHODS}
    for cls, pairs in counts.items():
        for m in _METHODS:
            out[m][cls] = {}
        for pair, (a, b, c, d) in pairs.items():
            n = a + b + c + d
            e = (a + b) * (a + c) / n
            if a:
                prr = (a / (a + b)) / (c / (c + d))
                se = math.sqrt(1 / a - 1 / (a + b) + 1 / c - 1 / (c + d))
                ror = a * d / (b * c)
                se_r = math.sqrt(1 / a + 1 / b + 1 / c + 1 / d)
                prr_l, ror_l = prr * math.exp(-1.96 * se), ror * math.exp(-1.96 * se_r)
            else:
                prr_l = ror_l = 0.0
            ic = math.log2((a + 0.5) / (e + 0.5))
            out["prr"][cls][pair] = round(prr_l, 2)
            out["ror"][cls][pair] = round(ror_l, 2)
            out["ic"][cls][pair] = round(ic - 3.3 * (a + 0.5) ** -0.5 - 2 * (a + 0.5) ** -1.5, 2)
            if a >= 3:
                out["ebgm"][cls][pair] = round((a + 0.5) / (e + 1.0) * math.exp(-1.64 / math.sqrt(a + 0.5)), 2)
    return out


def _known_adrs(counts: dict[str, dict[str, tuple[int, int, int, int]]]) -> dict[str, dict[str, int]]:
    """The reference set: the class's labelled reactions 1 (positive controls), a few negative controls 0."""
    positive = {"statins": ("Rhabdomyolysis", "Myalgia", "Hepatotoxicity"),
                "fluoroquinolones": ("Tendon_rupture", "Aortic_aneurysm", "QT_prolongation"),
                "ssri": ("Hyponatraemia", "QT_prolongation"), "dpp4_inhibitors": ("Pancreatitis",)}
    negative = ("Headache", "Raynaud's_phenomenon")
    return {cls: {p: (1 if p.split("|")[1] in positive[cls] else 0) for p in pairs
                  if p.split("|")[1] in positive[cls] + negative} for cls, pairs in counts.items()}


def _table_check(name: str, expected_order: list[str], scores: dict[str, float]) -> Callable[[str, Path], bool]:
    """The gene-list door's table (query, rank, item, score, ...) against the reference's order and scores."""
    def check(out: str, folder: Path) -> bool:
        rows = [ln.split(",") for ln in (folder / name).read_text(encoding="utf-8").splitlines()]
        head, body = rows[0], rows[1:]
        item, score = head.index("item"), head.index("score")
        return [r[item] for r in body] == expected_order and all(
            abs(float(r[score]) - scores[r[item]]) < 1e-9 for r in body)

    return check


def _volume_setup() -> Callable[[Path], None]:
    """20 drug classes x 2,500 pairs (50,000 pairs) x 4 methods, two decimals (ties), as the R export writes them."""
    return pandas_setup(
        "import numpy as np\nrng = np.random.default_rng(22)\n"
        "classes = ['ATC_%s' % c for c in ('C10AA', 'J01MA', 'N06AB', 'A10BH', 'M01AE', 'C09AA', 'B01AF', 'L04AB', "
        "'N03AX', 'C07AB', 'A02BC', 'R03AC', 'N05AH', 'J05AF', 'L01XE', 'H02AB', 'C08CA', 'G03AA', 'N02AX', 'S01EE')]\n"
        "for m in ('prr', 'ror', 'ic', 'ebgm'):\n"
        "    with open(folder / f'{m}.run', 'w') as fh:\n"
        "        for c in classes:\n"
        "            ids = np.array([f'{c}_DRUG{k // 100:02d}::{10000000 + 37 * k}' for k in range(2500)])\n"
        "            s = np.round(rng.gamma(1.2, 2.0, 2500) - (1.5 if m == 'ic' else 0.0), 2)\n"
        "            order = np.lexsort((ids, s))[::-1]\n"
        "            fh.write(''.join(f'{c} Q0 {ids[i]} {r} {float(s[i])!r} {m}\\n' "
        "for r, i in enumerate(order, 1)))\n")


def _volume_check(depth: int) -> Callable[[str, Path], bool]:
    def check(out: str, folder: Path) -> bool:
        lists: dict[str, dict[str, dict[str, float]]] = {}
        for m in _METHODS:
            run: dict[str, dict[str, float]] = {}
            for line in (folder / f"{m}.run").read_text().splitlines():
                q, _, d, _, s, _ = line.split()
                run.setdefault(q, {})[d] = float(s)
            lists[m] = run
        return _check_run(by_query(lists, _RRF), depth=depth)(out, folder)

    return check


#: the magic of a SAS7BDAT file (32 bytes, then the header's alignment and the dataset's name)
_SAS7BDAT = bytes.fromhex("000000000000000000000000c2ea8160b31411cfbd92080009c7318c181f1011") + b"\x33" * 8 \
    + b"\x00" * 16 + b"SAS FILESIGNALS_Q4" + b"\x00" * 40
#: R's saveRDS (compress = TRUE): gzip of the XDR serialization, 'X\n' then the format version 3
_RDS = gzip.compress(b"X\n\x00\x00\x00\x03\x00\x04\x03\x00\x00\x03\x05\x00\x00\x00\x00\x05UTF-8\x00\x00\x03\x13"
                     b"\x00\x00\x00\x0e", mtime=0)
#: R's save() of the workspace: 'RDX3\n' then the serialization
_RDATA = gzip.compress(b"RDX3\nX\n\x00\x00\x00\x03\x00\x04\x03\x00\x00\x03\x05\x00\x00\x00\x00\x05UTF-8\x00\x00"
                       b"\x04\x02", mtime=0)
#: Stata 13+ (.dta format 117-119): an XML-like header, then binary
_DTA = b"<stata_dta><header><release>118</release><byteorder>LSF</byteorder><K>\x0e\x00</K><N>\x90\x01\x00\x00" \
    b"\x00\x00\x00\x00</N>"
#: SAS XPORT (version 5, the FDA's transport format): 80-byte header records and no newline
_XPT = (b"HEADER RECORD*******LIBRARY HEADER RECORD!!!!!!!000000000000000000000000000000  "
        b"SAS     SAS     SASLIB  9.4     X64_10PR                        23NOV26:10:02:11"
        b"23NOV26:10:02:11                                                                "
        b"HEADER RECORD*******MEMBER  HEADER RECORD!!!!!!!000000000000000001600000000140  "
        b"HEADER RECORD*******DSCRPTR HEADER RECORD!!!!!!!000000000000000000000000000000  ")


def twentysecond_bar_pharmacovigilance_cases() -> list[Case]:
    G = TWENTYSECOND_PHARMACOVIGILANCE
    cli_ok, cli_bad = command_cases(G)
    ok, bad = snippet_cases(G, _REF)
    c: list[Case] = []
    counts = _counts()
    sig = _scores(counts)
    files = {f"{m}.run": _run(m, sig[m]) for m in _METHODS}
    four = [f"{m}.run" for m in _METHODS]
    fuse4 = ["fuse", *four]

    # -- fusing the four disproportionality methods per drug class
    c.append(cli_ok("u22g_rrf_four_methods", "fuse prr.run ror.run ic.run ebgm.run --method rrf: lower bounds of "
                    "PRR and ROR (0 where a = 0), IC025 (negative), EB05 of the pairs with a >= 3, per drug class",
                    [*fuse4, "--method", "rrf", "-o", "fused.run"], files, _check_run(by_query(sig, _RRF)), fast=True,
                    why="rankagg methods rrf: sum 1 / (60 + r), r by score then id descending (trec_eval)"))
    c.append(cli_ok("u22g_combsum_negative_ic", "fuse --method combsum: IC025 on a log2 scale (negative values) "
                    "beside ratio bounds, min-max per class", [*fuse4, "--method", "combsum", "-o", "fused.run"],
                    files, _check_run(by_query(sig, _COMBSUM)),
                    why="docs/conventions.md: norm auto is min-max per list; a negative score is a score"))
    c.append(cli_ok("u22g_combmnz_ebgm_partial", "fuse --method combmnz: EB05 lists only pairs with a >= 3, so "
                    "pairs with few reports get fewer votes", [*fuse4, "--method", "combmnz", "-o", "fused.run"],
                    files, _check_run(by_query(sig, _COMBMNZ)),
                    why="rankagg methods combmnz: CombSUM of min-max times the lists returning the pair"))
    c.append(cli_ok("u22g_borda_partial_ebgm", "fuse --method borda: a pair EB05 did not list shares the points "
                    "left", [*fuse4, "--method", "borda", "-o", "fused.run"], files,
                    _check_run(by_query(sig, _BORDA)),
                    why="rankagg methods borda: n - r + 1; a missing pair shares (n - k + 1) / 2"))
    w = {"prr": 0.5, "ror": 0.5, "ic": 1.5, "ebgm": 2.0}
    c.append(cli_ok("u22g_weights_bayesian_first", "fuse --method rrf --weights method_weights.txt: the Bayesian "
                    "methods (IC, EBGM) weighed above the frequentist ones", [*fuse4, "--method", "rrf", "--weights",
                                                                              "method_weights.txt", "-o", "fused.run"],
                    {**files, "method_weights.txt": "".join(f"{k} {v}\n" for k, v in w.items())},
                    _check_run(by_query(sig, _RRF, w=w)),
                    why="fuse --help: --weights FILE of 'NAME W' lines; rrf: sum w / (60 + r)"))
    c.append(cli_ok("u22g_depth10_review_queue", "fuse --method combmnz --depth 10: the ten pairs per class the "
                    "signal-review meeting looks at", [*fuse4, "--method", "combmnz", "--depth", "10", "-o",
                                                       "fused.run"], files,
                    _check_run(by_query(sig, _COMBMNZ), depth=10),
                    why="fuse --help: --depth writes at most this many per query, the best by the fused order"))
    zeros = {"prr": {"statins": {p: 0.0 for p in list(sig["prr"]["statins"])[:20]}},
             "ror": {"statins": {**{p: 0.0 for p in list(sig["ror"]["statins"])[:18]},
                                 "atorvastatin|Myalgia": 3.1, "simvastatin|Nausea": 1.2}}}
    zeros["prr"]["statins"]["atorvastatin|Rhabdomyolysis"] = 4.25
    c.append(cli_ok("u22g_zero_bounds_all_tied", "fuse --method rrf of two lists where most pairs have a = 0 "
                    "(lower bound 0.00 for all of them: one tie class)", ["fuse", "prr0.run", "ror0.run", "--method",
                                                                          "rrf", "-o", "fused.run"],
                    {f"{n}0.run": _run(n, r) for n, r in zeros.items()}, _check_run(by_query(zeros, _RRF)),
                    why="docs/conventions.md: equal scores are ranked by the id descending (strcmp), as trec_eval"))

    # -- p-values: lower is better
    pv = {cls: {p: round(min(1.0, max(1e-6, 0.9 ** (sig["ror"][cls][p] * 4 + 1))), 6) for p in pairs}
          for cls, pairs in sig["ror"].items()}
    p_lines = "".join(f"{cls} Q0 {p} {i} {pv[cls][p]} fisher\n" for cls in pv
                      for i, p in enumerate(sorted(pv[cls], key=lambda p: (pv[cls][p], p)), 1))
    p_files = {"prr.run": files["prr.run"], "fisher.run": p_lines}
    c.append(cli_ok("u22g_fisher_p_read_by_score_warned", "fuse prr.run fisher.run --method rrf: Fisher's exact "
                    "p-values (lower is a stronger signal), ranked 1.. from the smallest",
                    ["fuse", "prr.run", "fisher.run", "--method", "rrf", "-o", "fused.run"], p_files,
                    _check_run(by_query({"prr": sig["prr"], "fisher": pv}, _RRF)), warns="fisher.run",
                    why="docs/conventions.md: a run whose scores rise down every list is read by score, as trec_eval "
                        "reads it, with a warning naming the file"))
    by_rank = {"prr": {q: {d: float(r) for d, r in positions(lst).items()} for q, lst in sig["prr"].items()},
               "fisher": {q: {d: float(i) for i, d in enumerate(sorted(lst, key=lambda d: (lst[d], d)), 1)}
                          for q, lst in pv.items()}}
    c.append(cli_ok("u22g_fisher_p_trust_rank_rrf", "fuse --trust-rank --method rrf: the p-value run's rank column "
                    "is its order", ["fuse", "prr.run", "fisher.run", "--trust-rank", "--method", "rrf", "-o",
                                     "fused.run"], p_files,
                    _check_run({q: _RRF_RANKS({n: r[q] for n, r in by_rank.items()}) for q in _CLASSES}),
                    why="docs/conventions.md: --trust-rank orders each list by its rank column (1 is best)"))
    p_rows = [ln.split() for ln in p_lines.splitlines()]
    rise = next(i + 1 for i in range(1, len(p_rows))  # the first line whose p-value is above the one ranked before it
                if p_rows[i][0] == p_rows[i - 1][0] and float(p_rows[i][4]) > float(p_rows[i - 1][4]))
    c.append(cli_bad("u22g_fisher_p_trust_rank_combsum", "fuse --trust-rank --method combsum: the p-values would be "
                     "summed as higher-is-better", ["fuse", "prr.run", "fisher.run", "--trust-rank", "--method",
                                                    "combsum", "-o", "fused.run"], p_files, f"fisher.run:{rise}",
                     why="docs/conventions.md: with a method that reads scores, a score above the one ranked before "
                         "it (a p-value beside its ranks) is refused naming the line"))
    neglog = {cls: {p: round(-math.log10(v), 4) for p, v in lst.items()} for cls, lst in pv.items()}
    c.append(cli_ok("u22g_minus_log10_p_combsum", "fuse --method combsum of prr.run and -log10(p) (the docs' advice: "
                    "turn a p-value into higher-is-better)", ["fuse", "prr.run", "mlogp.run", "--method", "combsum",
                                                              "-o", "fused.run"],
                    {"prr.run": files["prr.run"], "mlogp.run": _run("mlogp", neglog)},
                    _check_run(by_query({"prr": sig["prr"], "mlogp": neglog}, _COMBSUM)),
                    why="docs/conventions.md: negate a lower-is-better score; min-max of -log10 p as of any score"))

    # -- ids as the team writes them
    med = {"vigibase": {"statins": {"ATORVASTATIN::10039020": 5.1, "atorvastatin::10039020": 4.0,
                                    "SIMVASTATIN::10028294": 3.3, "ATORVASTATIN::10028294": 3.3}},
           "faers": {"statins": {"atorvastatin::10039020": 6.2, "ATORVASTATIN::10039020": 1.0,
                                 "ROSUVASTATIN::10039020": 2.2, "SIMVASTATIN::10028294": 2.2}}}
    c.append(cli_ok("u22g_meddra_code_ids_case", "fuse vigibase.run faers.run --method rrf: 'DRUG::MedDRA PT code' "
                    "ids, VigiBase upper case and FAERS's verbatim drug names in lower case, equal bounds",
                    ["fuse", "vigibase.run", "faers.run", "--method", "rrf", "-o", "fused.run"],
                    {f"{n}.run": _run(n, r) for n, r in med.items()}, _check_run(by_query(med, _RRF)),
                    why="docs/conventions.md: an id is its text, compared as bytes (trec_eval's strcmp)"))

    # -- the exports as R and SAS write them
    two = files["prr.run"]
    quoted = "".join(f'"{q}" "Q0" "{d}" {r} {s} "ror"\n' for q, lst in sig["ror"].items()
                     for d, r in positions(lst).items() for s in [lst[d]])
    c.append(cli_bad("u22g_r_quoted_run_evaluate", "evaluate --qrels known_adrs.qrels ror_q.run: R's write.table left "
                     "quote = TRUE, every id in double quotes", ["evaluate", "--qrels", "known_adrs.qrels", "ror_q.run"],
                     {"ror_q.run": quoted, "known_adrs.qrels": _qrels_text(_known_adrs(counts))}, "ror_q.run",
                     outputs=(), why="trec_eval compares ids as text: '\"statins\"' is no judged query, every measure "
                                     "would be undefined; refused naming the run"))
    c.append(cli_bad("u22g_r_na_prr", "fuse prr_raw.run: R wrote NA for the PRR bound of a pair with a = 0",
                     ["fuse", "prr_raw.run", "ror.run", "--method", "rrf", "-o", "fused.run"],
                     {"prr_raw.run": "ssri Q0 sertraline|Hyponatraemia 1 3.20 prr\n"
                                     "ssri Q0 fluoxetine|Headache 2 NA prr\n", "ror.run": files["ror.run"]},
                     "prr_raw.run:2", why="docs/conventions.md: a non-numeric score is refused naming the line"))
    c.append(cli_bad("u22g_sas_missing_dot", "fuse ic_sas.run: SAS's missing value '.' for an undefined IC025",
                     ["fuse", "ic_sas.run", "prr.run", "--method", "rrf", "-o", "fused.run"],
                     {"ic_sas.run": "statins Q0 atorvastatin|Rhabdomyolysis 1 2.81 ic\n"
                                    "statins Q0 pravastatin|Headache 2 . ic\n", "prr.run": two}, "ic_sas.run:2",
                     why="docs/conventions.md: a non-numeric score is refused naming the line (atof would read 0)"))
    c.append(cli_bad("u22g_sas_pvalue_format", "fuse fisher_sas.run: SAS's PVALUE6.4 format printed '<.0001'",
                     ["fuse", "fisher_sas.run", "-o", "fused.run"],
                     {"fisher_sas.run": "statins Q0 atorvastatin|Rhabdomyolysis 1 <.0001 fisher\n"}, "fisher_sas.run:1",
                     why="docs/conventions.md: a non-numeric score is refused naming the line"))
    c.append(cli_bad("u22g_event_with_spaces", "fuse ebgm_raw.run: the MedDRA term kept its spaces "
                     "(atorvastatin|Stevens-Johnson syndrome)", ["fuse", "ebgm_raw.run", "prr.run", "-o", "fused.run"],
                     {"ebgm_raw.run": "statins Q0 atorvastatin|Myalgia 1 4.2 ebgm\n"
                                      "statins Q0 atorvastatin|Stevens-Johnson syndrome 2 3.1 ebgm\n", "prr.run": two},
                     "ebgm_raw.run:2", why="docs/trec.md: a TREC line has six fields; a seventh is refused at its line"))
    phvid = "drug,event,a,b,c,d,PRR,PRR_lower95,ROR,ROR_lower95,IC,IC025\n" + "".join(
        f"{p.split('|')[0]},{p.split('|')[1].replace('_', ' ')},{a},{b},{cc},{d},1.0,0.5,1.0,0.5,0.1,-0.2\n"
        for p, (a, b, cc, d) in list(counts["statins"].items())[:12])
    c.append(cli_bad("u22g_phvid_table_as_run", "fuse signals.csv: the PhViD signal table (drug, event, a, b, c, d, "
                     "PRR, PRR_lower95, ROR, ...) given as it is", ["fuse", "signals.csv", "--method", "rrf", "-o",
                                                                    "fused.run"], {"signals.csv": phvid},
                     "signals.csv:1", why="docs/genes.md: a table of values per row is no table of lists; give it as a "
                                          "long table (qid, docid, run, score) to rankagg.fuse"))
    ebgm_csv = "var1,var2,N,E,RR,PRR,EBGM,EBlog2,QUANT_05,QUANT_95\n" + "".join(
        f"{p.split('|')[0].upper()},{p.split('|')[1].upper()},{a},{a * 0.7 + 0.3:.4f},1.2,1.3,1.1,0.13,0.8,1.5\n"
        for p, (a, b, cc, d) in list(counts["ssri"].items())[:10])
    c.append(cli_bad("u22g_openebgm_output_as_run", "fuse ebgm_out.csv prr.run: openEBGM's ebScores() table "
                     "(var1, var2, N, E, RR, PRR, EBGM, QUANT_05) beside a run", ["fuse", "ebgm_out.csv", "prr.run",
                                                                                  "-o", "fused.run"],
                     {"ebgm_out.csv": ebgm_csv, "prr.run": two}, "ebgm_out.csv:1",
                     why="docs/conventions.md: bad input gets an error naming the file and line"))
    faers = ("primaryid$caseid$drug_seq$role_cod$drugname$prod_ai$val_vbm$route\n"
             "100100563$10010056$1$PS$LIPITOR$ATORVASTATIN CALCIUM$1$Oral\n")
    c.append(cli_bad("u22g_faers_ascii_as_run", "fuse DRUG23Q4.txt prr.run: FAERS's quarterly ASCII file ($-delimited) "
                     "picked by a glob", ["fuse", "DRUG23Q4.txt", "prr.run", "-o", "fused.run"],
                     {"DRUG23Q4.txt": faers, "prr.run": two}, "DRUG23Q4.txt:1",
                     why="docs/trec.md: a line that is no TREC line is refused naming the file and line"))
    c.append(cli_bad("u22g_rds_as_run", "fuse signals.rds prr.run: the R data file saveRDS() wrote (gzip of R's "
                     "serialization) given as a run", ["fuse", "signals.rds", "prr.run", "-o", "fused.run"],
                     {"signals.rds": _RDS, "prr.run": two}, "signals.rds", "R",  "readRDS",
                     why="docs/conventions.md: a file of another tool is named for what it is at every door, with what "
                         "to do (R's serialization: readRDS)"))
    c.append(cli_bad("u22g_rdata_as_run", "fuse signals.RData: R's save() of the workspace", ["fuse", "signals.RData",
                                                                                            "-o", "fused.run"],
                     {"signals.RData": _RDATA}, "signals.RData", "load(",
                     why="docs/conventions.md: a file of another tool is named for what it is (R's save(): load it)"))
    c.append(cli_bad("u22g_sas7bdat_as_run", "fuse signals_q4.sas7bdat prr.run: the SAS dataset the safety "
                     "statistician left beside the runs", ["fuse", "signals_q4.sas7bdat", "prr.run", "-o",
                                                          "fused.run"],
                     {"signals_q4.sas7bdat": _SAS7BDAT, "prr.run": two}, "signals_q4.sas7bdat", "SAS",
                     why="docs/conventions.md: a file of another tool is named for what it is (a SAS dataset)"))
    c.append(cli_bad("u22g_dta_as_qrels", "evaluate --qrels omop_reference.dta prr.run: the reference set kept in "
                     "Stata", ["evaluate", "--qrels", "omop_reference.dta", "prr.run"],
                     {"omop_reference.dta": _DTA, "prr.run": two}, "omop_reference.dta", "Stata", outputs=(),
                     why="docs/conventions.md: a file of another tool is named at every door"))
    c.append(cli_bad("u22g_xpt_as_run", "fuse signals.xpt prr.run: the SAS transport file (XPORT v5) kept for the "
                     "FDA submission", ["fuse", "signals.xpt", "prr.run", "-o", "fused.run"],
                     {"signals.xpt": _XPT, "prr.run": two}, "signals.xpt", "SAS",
                     why="docs/conventions.md: a file of another tool is named for what it is (SAS's transport file)"))
    omop = ("exposure_concept_id,exposure_concept_name,outcome_concept_id,outcome_concept_name,ground_truth\n"
            "1545958,atorvastatin,4002599,Rhabdomyolysis,1\n1545958,atorvastatin,378253,Headache,0\n")
    c.append(cli_bad("u22g_omop_reference_as_qrels", "evaluate --qrels omop_reference.csv prr.run: the OMOP "
                     "reference set's CSV as downloaded", ["evaluate", "--qrels", "omop_reference.csv", "prr.run"],
                     {"omop_reference.csv": omop, "prr.run": two}, "omop_reference.csv:1", outputs=(),
                     why="docs/conventions.md: as qrels, judgements of another layout (a frame's CSV) are named with "
                         "what to do"))

    # -- writing the priority list back under the team's names
    for name, tool in (("signals.sas7bdat", "SAS reads a SAS7BDAT dataset"), ("signals.rds", "readRDS reads R's "
                       "serialization"), ("signals.fst", "R's fst package reads its own binary columns"),
                       ("signals.qs", "R's qs package reads its own serialization"),
                       ("signal_review.Rmd", "R Markdown knits a document of prose and R chunks"),
                       ("signal_review.qmd", "Quarto renders a document"),
                       ("signals.sas", "SAS runs a program"), ("signals.do", "Stata runs a do-file"),
                       ("signals.jmp", "JMP opens its own data table")):
        c.append(cli_bad(f"u22g_out_{name.split('.')[1].lower()}", f"fuse --method rrf -o {name}: the priority list "
                         "saved for the team's statistics package", [*fuse4, "--method", "rrf", "-o", name], files,
                         "-o", name, outputs=(name,),
                         why=f"docs/conventions.md: -o under a name no reader of TREC lines opens is refused; {tool}"))

    # -- evaluating against the known adverse reactions
    ref_set = _known_adrs(counts)
    f_eval = {**files, "known_adrs.qrels": _qrels_text(ref_set)}
    orders = {m: {q: trec_order(lst) for q, lst in sig[m].items()} for m in _METHODS}
    ap_prr = {q: ap(orders["prr"][q], ref_set[q]) for q in _CLASSES}
    c.append(cli_ok("u22g_eval_ap_per_class", "evaluate --qrels known_adrs.qrels prr.run --measures AP -q: positive "
                    "controls 1, negative controls judged 0", ["evaluate", "--qrels", "known_adrs.qrels", "prr.run",
                                                               "--measures", "AP", "-q"], f_eval,
                    _eval_q("AP", {**ap_prr, "all": sum(ap_prr.values()) / len(ap_prr)}),
                    why="trec_eval map: a judged 0 is not relevant; the mean over the classes judged and in the run"))
    per_run = {m: {"nDCG@10": sum(ndcg(orders[m][q], ref_set[q], 10) for q in _CLASSES) / 4,
                   "P@5": sum(prec(orders[m][q], ref_set[q], 5) for q in _CLASSES) / 4} for m in _METHODS}
    c.append(cli_ok("u22g_eval_which_method", "evaluate the four methods against the reference set, nDCG@10 and P@5",
                    ["evaluate", "--qrels", "known_adrs.qrels", *four, "--measures", "nDCG@10", "P@5"], f_eval,
                    _runs_eval_check(per_run),
                    why="evaluate --help: several runs, each as trec_eval would measure it alone"))
    neg1 = {q: {d: (g if g > 0 else -1) for d, g in lst.items()} for q, lst in ref_set.items()}
    ap_ic = {q: ap(orders["ic"][q], neg1[q]) for q in _CLASSES}
    c.append(cli_ok("u22g_eval_negative_controls_minus1", "evaluate --qrels eu_adr.qrels ic.run --measures AP -q: the "
                    "EU-ADR set's negative controls judged -1", ["evaluate", "--qrels", "eu_adr.qrels", "ic.run",
                                                                 "--measures", "AP", "-q"],
                    {"ic.run": files["ic.run"], "eu_adr.qrels": _qrels_text(neg1)},
                    _eval_q("AP", {**ap_ic, "all": sum(ap_ic.values()) / 4}),
                    why="trec_eval: a grade of 0 or below is judged not relevant"))
    no_dpp = {q: lst for q, lst in sig["ebgm"].items() if q != "dpp4_inhibitors"}
    ap_c = sum(ap(trec_order(no_dpp[q]), ref_set[q]) if q in no_dpp else 0.0 for q in _CLASSES) / 4
    c.append(cli_ok("u22g_eval_complete_class_missing", "evaluate -c --measures AP: the EB05 run has no DPP-4 "
                    "inhibitor pair (too few reports for a >= 3)", ["evaluate", "--qrels", "known_adrs.qrels",
                                                                     "ebgm_part.run", "-c", "--measures", "AP"],
                    {"known_adrs.qrels": f_eval["known_adrs.qrels"], "ebgm_part.run": _run("ebgm", no_dpp)},
                    _eval_check({"AP": ap_c}), why="trec_eval -c: every judged query, one the run lacks valued 0"))
    def bpref(order: list[str], grades: dict[str, int]) -> float:
        nrel = sum(1 for g in grades.values() if g > 0)
        nnon = sum(1 for g in grades.values() if g <= 0)
        total, seen_non = 0.0, 0
        for d in order:
            if d not in grades:
                continue
            if grades[d] > 0:
                total += 1.0 - min(seen_non, nrel) / min(nrel, nnon) if seen_non else 1.0
            else:
                seen_non += 1
        return total / nrel if nrel else 0.0

    bp = {q: bpref(orders["ror"][q], ref_set[q]) for q in _CLASSES}
    c.append(cli_ok("u22g_eval_bpref_incomplete", "evaluate --measures Bpref -q ror.run: only the controls are "
                    "judged (most pairs unjudged), so the team reads Bpref", ["evaluate", "--qrels", "known_adrs.qrels",
                                                                              "ror.run", "--measures", "Bpref", "-q"],
                    f_eval, _eval_q("Bpref", {**bp, "all": sum(bp.values()) / 4}),
                    why="trec_eval bpref: each relevant retrieved counts 1 - min(n above, R) / min(R, N), over R"))
    fused_ref = by_query(sig, _RRF)
    f_order = {q: fused_order(fused_ref[q]) for q in _CLASSES}
    ap_f = sum(ap(f_order[q], ref_set[q]) for q in _CLASSES) / 4
    c.append(Case("u22g_fuse_then_evaluate", G, "fuse --method rrf -o priority.run, then evaluate it against the "
                  "known ADRs (one script)", code=_REF + r'''
for n, t in RUNS.items():
    open(n, "w").write(t)
open("known.qrels", "w").write(QRELS)
rc, out, err = cli("fuse", *RUNS, "--method", "rrf", "-o", "priority.run")
if rc:
    passthrough(rc, err)
rc, out, err = cli("evaluate", "--qrels", "known.qrels", "priority.run", "--measures", "AP")
if rc:
    passthrough(rc, err)
got = [float(l.split("\t")[-1]) for l in out.splitlines() if l.startswith("AP") and "\tall\t" in l]
print("same" if got and abs(got[0] - WANT) < 6e-5 else "differs: %r" % out[:300])
'''.replace("RUNS", repr(files)).replace("QRELS", repr(f_eval["known_adrs.qrels"])).replace("WANT", repr(ap_f)),
        expect="ok", check=lambda out, folder: "same" in out, memory_gb=4.0, timeout=120,
        why="trec_eval reads the written run in its order; AP of the house order"))

    # -- the table of top lists (one column per method) at the gene-list door
    tops = {m: [p for p in trec_order(sig[m]["statins"])][:6] for m in _METHODS}
    table = ",".join(_METHODS) + "\n" + "".join(",".join(tops[m][i] for m in _METHODS) + "\n" for i in range(6))
    ref_b = _BORDA({m: {p: float(6 - i) for i, p in enumerate(tops[m])} for m in _METHODS})
    c.append(cli_ok("u22g_top6_table_borda", "fuse top6.csv --method borda -o consensus.csv: each method's six "
                    "strongest statin signals, one column per method", ["fuse", "top6.csv", "--method", "borda",
                                                                         "-o", "consensus.csv", "--quiet"],
                    {"top6.csv": table}, _table_check("consensus.csv", fused_order(ref_b), ref_b[0]),
                    why="docs/genes.md: a table of lists, one list per column best first; borda n - r + 1, a missing "
                        "item shares (n - k + 1) / 2; ties by the house rule"))

    # -- the notebook
    api_runs = repr(sig)
    c.append(ok("u22g_api_long_frame", "rankagg.fuse(long DataFrame) with the team's columns renamed: drug_class -> "
                "qid, pair -> docid, method -> run, lower_bound -> score", r'''
import rankagg, pandas as pd
runs = RUNS
rows = [(q, d, m, s) for m, r in runs.items() for q, lst in r.items() for d, s in lst.items()]
f = pd.DataFrame(rows, columns=["drug_class", "pair", "method", "lower_bound"])
got = rankagg.fuse(f.rename(columns={"drug_class": "qid", "pair": "docid", "method": "run", "lower_bound": "score"}),
                   method="rrf")
ref = by_query(runs, rrf_ref)
out = {}
for q, d, s in zip(got.qid, got.docid, got.score):
    out.setdefault(q, []).append((d, float(s)))
msg = agree_all(out, ref, written=False)
print("same" if not msg else "differs: " + msg)
'''.replace("RUNS", api_runs), why="docs/trec.md: a long frame (qid, docid, run, score) is read as those runs; rrf"))
    c.append(bad("u22g_api_frame_inf_ror", "rankagg.fuse(long frame) where pandas read R's Inf (a ROR with c = 0)",
                 r'''
import rankagg, pandas as pd, io
f = pd.read_csv(io.StringIO("qid,docid,run,score\nstatins,atorvastatin|Rhabdomyolysis,ror,Inf\n"
                            "statins,simvastatin|Myalgia,ror,2.5\nstatins,atorvastatin|Rhabdomyolysis,prr,3.0\n"
                            "statins,simvastatin|Myalgia,prr,1.5\n"))
print(rankagg.fuse(f, method="combsum"))
''', "row 0", "inf", why="docs/conventions.md: an infinite score is refused naming the row"))
    c.append(bad("u22g_api_frame_na_from_r", "rankagg.fuse(long frame) where pandas read R's NA as NaN",
                 r'''
import rankagg, pandas as pd, io
f = pd.read_csv(io.StringIO("qid,docid,run,score\nssri,sertraline|Hyponatraemia,prr,3.2\n"
                            "ssri,fluoxetine|Headache,prr,NA\nssri,sertraline|Hyponatraemia,ic,1.1\n"))
print(rankagg.fuse(f, method="rrf"))
''', "row 1", why="docs/conventions.md: a missing score (NaN) is refused as one"))
    c.append(bad("u22g_api_wide_signal_frame", "rankagg.fuse(the wide signal frame: drug, event, PRR, ROR, IC)",
                 r'''
import rankagg, pandas as pd
f = pd.DataFrame({"drug": ["atorvastatin", "simvastatin"], "event": ["Rhabdomyolysis", "Myalgia"],
                  "PRR": [5.0, 2.1], "ROR": [6.2, 3.2], "IC": [1.2, -0.3]})
print(rankagg.fuse(f, method="rrf"))
''', "drug", "PRR", why="a frame without the columns is refused naming the columns it has"))
    c.append(ok("u22g_api_auc_by_class", "rankagg.fuse(methods, 'combmnz') then the AUC per class of the positive "
                "against the negative controls, counted by hand", r'''
import rankagg
runs, known = RUNS, KNOWN
got = rankagg.fuse(runs, method="combmnz")
ref = by_query(runs, combmnz_ref)
def auc(order, grades):
    place = {d: i for i, d in enumerate(order)}
    far = len(order)
    pos = [d for d, g in grades.items() if g > 0]
    neg = [d for d, g in grades.items() if g <= 0]
    return sum(1.0 if place.get(p, far) < place.get(n, far) else 0.5 if place.get(p, far) == place.get(n, far)
               else 0.0 for p in pos for n in neg) / (len(pos) * len(neg))
a = {q: auc(list(got[q]), known[q]) for q in known}
b = {q: auc(fused_order(ref[q]), known[q]) for q in known}
print("same" if a == b else "differs: %r %r" % (a, b))
'''.replace("RUNS", api_runs).replace("KNOWN", repr(ref_set)),
        why="rankagg methods combmnz; a result's mapping is best first (docs/conventions.md); AUC by counting pairs"))
    c.append(ok("u22g_api_evaluate_known_adrs", "rankagg.evaluate(rankagg.fuse(methods, 'borda'), reference set) AP "
                "and P@5", r'''
import rankagg
runs, known = RUNS, KNOWN
got = rankagg.evaluate(rankagg.fuse(runs, method="borda"), known, ["AP", "P@5"])
ref = by_query(runs, borda_ref)
want_ap = sum(ap(fused_order(ref[q]), known[q]) for q in known) / len(known)
want_p = sum(prec(fused_order(ref[q]), known[q], 5) for q in known) / len(known)
print("same" if abs(got["AP"] - want_ap) < 1e-9 and abs(got["P@5"] - want_p) < 1e-9 else "differs: %r %r %r"
      % (got, want_ap, want_p))
'''.replace("RUNS", api_runs).replace("KNOWN", repr(ref_set)),
        why="docs/conventions.md: evaluate(fuse(runs)) measures the written run; trec_eval's map and P_5"))
    c.append(ok("u22g_api_fuser_per_class", "rankagg.Fuser('combsum') class by class as the nightly job finishes; "
                "EB05 returned nothing for the DPP-4 inhibitors", r'''
import rankagg
runs = RUNS
fuser = rankagg.Fuser("combsum")
bad = []
for q in ["statins", "fluoroquinolones", "ssri", "dpp4_inhibitors"]:
    lists = {n: dict(r[q]) for n, r in runs.items()}
    if q == "dpp4_inhibitors":
        lists["ebgm"] = {}
    got = fuser(lists)
    msg = agree(got, combsum_minmax_ref({n: l for n, l in lists.items() if l}), written=False)
    if msg:
        bad.append((q, msg))
print("same" if not bad else "differs: %r" % bad)
'''.replace("RUNS", api_runs), why="README: Fuser(lists) gives [(id, score)] best first; an empty list adds "
                                  "nothing to CombSUM"))
    c.append(ok("u22g_api_parquet_path_borda", "rankagg.fuse('signals.parquet') of the long table the R job wrote "
                "with arrow::write_parquet (drug class, pair, method, score)", r'''
import rankagg, pandas as pd
runs = RUNS
rows = [(q, d, m, s) for m, r in runs.items() for q, lst in r.items() for d, s in lst.items()]
pd.DataFrame(rows, columns=["q_id", "doc_id", "run", "score"]).to_parquet("signals.parquet")
got = rankagg.fuse("signals.parquet", method="borda")
ref = by_query(runs, borda_ref)
out = {}
if hasattr(got, "qid"):
    for q, d, s in zip(got.qid, got.docid, got.score):
        out.setdefault(q, []).append((d, float(s)))
else:
    out = {q: list(v.items()) for q, v in got.items()}
msg = agree_all(out, ref, written=False)
print("same" if not msg else "differs: " + msg)
'''.replace("RUNS", api_runs), why="docs/trec.md: one long Parquet table q_id doc_id score run is read as those runs"))
    c.append(bad("u22g_api_eval_float_grades", "rankagg.evaluate with the reference set's strength of evidence (0.8, "
                 "0.35) as grades", r'''
import rankagg
print(rankagg.evaluate({"statins": {"atorvastatin|Rhabdomyolysis": 4.0, "simvastatin|Headache": 1.0}},
                       {"statins": {"atorvastatin|Rhabdomyolysis": 0.8, "simvastatin|Headache": 0.35}}, ["AP"]))
''', "statins", "0.8", why="trec_eval reads grades as integers: 0.8 would be 0, no pair relevant"))

    # -- a quarter's volume
    c.append(cli_ok("u22g_volume_50k_pairs", "fuse 4 method runs of 20 ATC classes x 2,500 pairs (50,000 pairs) "
                    "--method rrf --depth 2500: every pair of each class kept", ["fuse", *four, "--method", "rrf",
                                                                                 "--depth", "2500", "-o",
                                                                                 "fused.run"],
                    {}, _volume_check(2500), setup=_volume_setup(), timeout=240,
                    why="rrf sum 1 / (60 + r), r by score then id descending; --depth 2500 writes all"))
    return c
