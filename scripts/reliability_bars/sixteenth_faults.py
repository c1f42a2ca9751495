"""Issue 45's sixteenth bar of scripts/reliability_matrix.py, a software engineering researcher's fault-localisation rankings (its cases, ids ``u16f_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

import csv
import gzip
import io
import math
import random
from pathlib import Path

from .case import Case, stdout_has, snippet_cases, command_cases  # noqa: F401
from .fifteenth_federated import _REF

SIXTEENTH_FAULTS = "45 Unseen inputs: a sixteenth bar, a software engineering researcher's fault-localisation rankings"

# The researcher's references: fifteenth_federated's _REF (trec_eval's reading of a run, RRF and the Comb family by
# brute force, the house tie rule, the check of a written run), and the measures of fault localisation worked by
# hand over trec_eval's order of a run (score descending, docid descending as bytes): P@k (k fixed, missing places
# count as non-relevant), AP (sum of the precision at each relevant element found, over the judged relevant count),
# RR (1 / place of the first faulty element, 0 if none), Success@k (a faulty element in the first k).
_FLREF = _REF + r'''
def trec_order(docs):
    by = sorted(docs.items(), key=lambda kv: kv[0].encode(), reverse=True)
    return [d for d, _ in sorted(by, key=lambda kv: -kv[1])]
def fl_measures(order, rel, k_list=(1, 5)):
    nrel = sum(1 for g in rel.values() if g > 0)
    hits, ap, rr = 0, 0.0, 0.0
    for i, d in enumerate(order, 1):
        if rel.get(d, 0) > 0:
            hits += 1
            ap += hits / i
            if rr == 0.0:
                rr = 1.0 / i
    out = {'AP': ap / nrel if nrel else 0.0, 'RR': rr}
    for k in k_list:
        top = [d for d in order[:k] if rel.get(d, 0) > 0]
        out[f'P@{k}'] = len(top) / k
        out[f'Success@{k}'] = 1.0 if top else 0.0
    return out
def table_lines(text, only=None):
    # 'run<TAB>measure<TAB>qid<TAB>value' lines of rankagg evaluate -q; with one run, 'measure<TAB>qid<TAB>value'
    got = {}
    for ln in text.splitlines():
        p = ln.split('\t')
        if ln.startswith('#'):
            continue
        if len(p) == 4:
            got[(p[0], p[1], p[2])] = float(p[3])
        elif len(p) == 3 and only is not None:
            got[(only, p[0], p[1])] = float(p[2])
    return got
'''
_NS: dict = {}
exec(compile(_FLREF, "<sixteenth_faults reference>", "exec"), _NS)

BUGS = ("Lang-1", "Lang-6", "Chart-26", "Math-5", "Closure-14")
_PKG = {"Lang": "org.apache.commons.lang3", "Chart": "org.jfree.chart", "Math": "org.apache.commons.math3",
        "Closure": "com.google.javascript.jscomp"}
_CLASSES = ("StringUtils", "math.NumberUtils", "text.StrBuilder$StrBuilderReader", "time.FastDateParser$Strategy",
            "CharSequenceUtils", "builder.ToStringStyle$DefaultToStringStyle", "Validate", "ArrayUtils")
_METHODS = ("isBlank", "createNumber", "read", "addRegex", "regionMatches", "append", "notNull", "indexOf", "<init>",
            "lambda$static$0", "access$000", "parse")
_ARGS = ("", "java.lang.String", "java.lang.CharSequence", "int,int", "char[],int,int", "java.lang.Object[]",
         "java.lang.CharSequence,boolean,int,java.lang.CharSequence,int,int", "java.util.Map$Entry")


def _spectra(seed: int = 16, n_elements: int = 40, bugs=BUGS):
    """Per bug: ``{element: (ef, ep)}`` over F failing and P passing tests, and the faulty elements.  ``ep`` drawn
    from a few values, as coverage is (many elements run by the same tests), so the formulas tie a lot; a tenth of
    the elements never run (ef = ep = 0: Ochiai and Tarantula divide 0 by 0 there)."""
    rnd = random.Random(seed)
    out = {}
    for bug in bugs:
        pkg = _PKG[bug.split("-")[0]]
        F, P = rnd.randint(1, 3), rnd.randint(40, 200)
        elems: dict = {}
        while len(elems) < n_elements:
            e = f"{pkg}.{rnd.choice(_CLASSES)}#{rnd.choice(_METHODS)}({rnd.choice(_ARGS)})"
            if e in elems:
                continue
            if rnd.random() < 0.1:
                elems[e] = (0, 0)
            else:
                elems[e] = (rnd.choice([0, 0, F, F, rnd.randint(0, F)]), rnd.choice([0, 3, 3, 12, 12, 40, P // 2]))
        faulty = rnd.sample([e for e, (ef, ep) in elems.items() if ef + ep > 0], rnd.choice([1, 1, 2, 3]))
        for e in faulty:
            elems[e] = (F, rnd.choice([0, 3, 12]))
        out[bug] = (F, P, elems, faulty)
    return out


def _sbfl(spectra, formula: str):
    """A technique's run ``{bug: {element: suspiciousness}}``; an element where the formula is 0/0 (never run) is
    left out, as GZoltar leaves out what no test ran; DStar's x/0 (run by every failing test and no passing one) is
    given ef^2 * 1000, above every finite value, as the papers rank it first."""
    run = {}
    for bug, (F, P, elems, _) in spectra.items():
        docs = {}
        for e, (ef, ep) in elems.items():
            if ef + ep == 0:
                continue
            nf = F - ef
            if formula == "ochiai":
                s = ef / math.sqrt(F * (ef + ep))
            elif formula == "tarantula":
                s = (ef / F) / ((ef / F) + (ep / P))
            elif formula == "dstar":
                s = ef ** 2 / (ep + nf) if ep + nf else ef ** 2 * 1000.0
            else:
                raise ValueError(formula)
            docs[e] = s
        run[bug] = docs
    return run


def _mutation(spectra, seed: int = 31):
    """A MUSE-like mutation score for the elements that hold mutants (about half the run ones), negative values
    included (MUSE subtracts the pass-to-fail term)."""
    rnd = random.Random(seed)
    return {bug: {e: round(rnd.uniform(-0.4, 1.0) + (0.8 if e in faulty else 0.0), 4)
                  for e, (ef, ep) in sorted(elems.items()) if ef + ep and rnd.random() < 0.55}
            for bug, (F, P, elems, faulty) in spectra.items()}


def _learned(spectra, seed: int = 37):
    """A learned ranker's logits (DeepFL-like) for every element, run or not, on their own scale."""
    rnd = random.Random(seed)
    return {bug: {e: round(rnd.gauss(-2.0, 1.5) + (2.5 if e in faulty else 0.0), 6) for e in sorted(elems)}
            for bug, (F, P, elems, faulty) in spectra.items()}


def _text(run, tag: str) -> str:
    out = []
    for q, docs in run.items():
        for r, d in enumerate(_NS["trec_order"](docs), 1):
            out.append(f"{q} Q0 {d} {r} {docs[d]!r} {tag}\n")
    return "".join(out)


def _qrels(spectra) -> str:
    return "".join(f"{bug} 0 {e} 1\n" for bug, (_, _, _, faulty) in spectra.items() for e in faulty)


def _read(folder: Path, name: str):
    return _NS["read_run"](folder / name)


def _written(out: str, names, method="rrf", depth=None, **kw):
    def check(stdout: str, folder: Path) -> bool:
        runs = {n: _read(folder, n) for n in names} if not callable(names) else names(folder)
        refs = {q: _NS["fuse_ref"](lists, method, **kw) for q, lists in _NS["per_query"](runs).items()}
        return _NS["check_written"](folder / out, refs, depth=depth) == ""
    return check


def sixteenth_bar_faults_cases() -> list[Case]:
    """Issue 45's sixteenth bar: a software engineering researcher who fuses fault-localisation techniques
    (spectrum-based Ochiai, Tarantula and DStar, a mutation-based MUSE-like score, a learned ranker's logits) into
    one ranking of suspicious methods per Defects4J bug (one query per bug: Lang-1, Chart-26, ...; the faulty
    methods as qrels), and asks Top-1 / Top-5, MAP and MRR of the result.  Element ids are JVM signatures
    (``pkg.Class$Inner#m(int,java.lang.String)``) or statements (``Foo.java:123``); scores tie in large groups;
    0/0 and x/0 come out of the formulas; GZoltar writes ``name;suspiciousness_value`` CSV files."""
    G = SIXTEENTH_FAULTS
    R = _NS

    cli_ok, cli_bad = command_cases(G, outputs=("out.run",))

    ok, bad = snippet_cases(G, _FLREF)

    sp = _spectra()
    och, tar, dst = _sbfl(sp, "ochiai"), _sbfl(sp, "tarantula"), _sbfl(sp, "dstar")
    mut, lrn = _mutation(sp), _learned(sp)
    files = {"ochiai.run": _text(och, "ochiai"), "tarantula.run": _text(tar, "tarantula"),
             "dstar.run": _text(dst, "dstar"), "muse.run": _text(mut, "muse"), "deepfl.run": _text(lrn, "deepfl")}
    sbfl3 = ["ochiai.run", "tarantula.run", "dstar.run"]
    all5 = [*sbfl3, "muse.run", "deepfl.run"]
    qrels = _qrels(sp)
    qfiles = {**files, "faulty.qrels": qrels}

    c: list[Case] = []
    # ------------------------------------------------------------------------------ fusing the techniques
    c.append(cli_ok(
        "u16f_rrf_three_sbfl_signatures", "RRF of Ochiai, Tarantula and DStar runs over five Defects4J bugs, ids "
        "that are JVM signatures (Class$Inner#m(int,int), <init>, lambda$static$0): the formula's run, ties in each "
        "technique broken as trec_eval reads the run (docid descending)",
        ["fuse", *sbfl3, "--method", "rrf", "-o", "out.run", "--quiet"], files, _written("out.run", sbfl3),
        "Cormack et al. 2009; docs/conventions.md: ranks from scores, ties by docid descending"))
    c.append(cli_ok(
        "u16f_combsum_minmax_tied_suspiciousness", "combsum(norm=minmax) of the three SBFL runs, whose "
        "suspiciousness ties in groups of up to a dozen methods (same coverage, same value): the sum of min-max "
        "scores, fused ties by the house rule",
        ["fuse", *sbfl3, "--method", "combsum(norm='minmax')", "-o", "out.run", "--quiet"], files,
        _written("out.run", sbfl3, "combsum", how="minmax"), "Fox & Shaw 1994; docs/conventions.md's tie rule"))
    c.append(cli_ok(
        "u16f_combmnz_mutation_covers_half", "combmnz(norm=minmax) of Ochiai and the MUSE-like mutation run, which "
        "scores only the methods holding mutants (about half) and has negative scores: MNZ counts the runs that "
        "returned each method",
        ["fuse", "ochiai.run", "muse.run", "--method", "combmnz(norm='minmax')", "-o", "out.run", "--quiet"], files,
        _written("out.run", ["ochiai.run", "muse.run"], "combmnz", how="minmax"),
        "CombMNZ: the number of lists that returned the item times CombSUM (Fox & Shaw 1994)"))
    c.append(cli_ok(
        "u16f_zscore_learned_logits", "combsum(norm=zscore) of DStar (values up to 9000 for the x/0 methods) and "
        "the learned ranker's logits (negative, all methods): each list's (s - mean) / population sd",
        ["fuse", "dstar.run", "deepfl.run", "--method", "combsum(norm='zscore')", "-o", "out.run", "--quiet"],
        files, _written("out.run", ["dstar.run", "deepfl.run"], "combsum", how="zscore"),
        "ZMUV (Montague & Aslam 2001), ranx's zmuv"))
    c.append(cli_ok(
        "u16f_weights_by_technique_tag", "--weights dstar=2,muse=0.5 over the five techniques (named by their tags)",
        ["fuse", *all5, "--method", "rrf", "--weights", "dstar=2,muse=0.5", "-o", "out.run", "--quiet"], files,
        _written("out.run", lambda f: {"ochiai": _read(f, "ochiai.run"), "tarantula": _read(f, "tarantula.run"),
                                       "dstar": _read(f, "dstar.run"), "muse": _read(f, "muse.run"),
                                       "deepfl": _read(f, "deepfl.run")}, w={"dstar": 2.0, "muse": 0.5}),
        "docs/trec.md: --weights names runs by tag; a run it does not name weighs 1"))
    gz = {n.replace(".run", ".gzoltar.run"): t.replace(f" {n[:-4]}\n", " gzoltar\n") for n, t in files.items()
          if n in sbfl3}
    gzn = list(gz)
    c.append(cli_ok(
        "u16f_same_tag_gzoltar_weights_by_file", "the three SBFL runs all tagged 'gzoltar' (the tool's name, not the "
        "formula's): runs named by file, --weights dstar.gzoltar.run=3 weighs the DStar file",
        ["fuse", *gzn, "--method", "rrf", "--weights", "dstar.gzoltar.run=3", "-o", "out.run", "--quiet"], gz,
        _written("out.run", gzn, w={"dstar.gzoltar.run": 3.0}),
        "docs/trec.md: file names when tags repeat; --weights by that name"))
    c.append(cli_ok(
        "u16f_input_depth_top10_each", "--input-depth 10: each technique's ten most suspicious methods per bug "
        "(places by score then docid, ties cut at the tenth place) before RRF",
        ["fuse", *all5, "--method", "rrf", "--input-depth", "10", "-o", "out.run", "--quiet"], files,
        _written("out.run", all5, window=10), "docs/conventions.md: --input-depth counts places"))
    c.append(cli_ok(
        "u16f_depth_5_top5_written", "--depth 5: the five most suspicious methods per bug after RRF of five "
        "techniques (Top-5 inspection)", ["fuse", *all5, "--method", "rrf", "--depth", "5", "-o", "out.run",
                                          "--quiet"], files, _written("out.run", all5, depth=5),
        "rankagg fuse --help: --depth writes at most this many documents per query"))
    stm = {bug: {f"org/apache/commons/{bug.split('-')[0].lower()}/StringUtils.java:{100 + 7 * i}": s
                 for i, s in enumerate(docs.values())} for bug, docs in och.items()}
    stm2 = {bug: {d: round(s * 0.5 + (i % 3) * 0.1, 3) for i, (d, s) in enumerate(docs.items())}
            for bug, docs in stm.items()}
    stm_files = {"ochiai.lines.run": _text(stm, "ochiai"), "jaccard.lines.run": _text(stm2, "jaccard")}
    c.append(cli_ok(
        "u16f_statement_ids_path_colon_line", "statement-level runs whose ids are 'org/apache/.../StringUtils.java:"
        "345' (a path and a line): combmax(norm=minmax) of two techniques",
        ["fuse", *stm_files, "--method", "combmax(norm='minmax')", "-o", "out.run", "--quiet"], stm_files,
        _written("out.run", list(stm_files), "combmax", how="minmax"),
        "CombMAX (Fox & Shaw 1994): the largest normalised score"))
    gzfiles = {n + ".gz": gzip.compress(t.encode(), mtime=0) for n, t in files.items() if n in sbfl3}
    c.append(cli_ok(
        "u16f_gzipped_technique_runs", "the SBFL runs gzipped by the experiment script (.run.gz): RRF equals the "
        "formula's on gzip -dc's text", ["fuse", *gzfiles, "--method", "rrf", "-o", "out.run.gz", "--quiet"],
        gzfiles, _written("out.run.gz", list(gzfiles)), "rankagg fuse --help: plain or gzip; -o .gz compressed"))

    # a large study: 6 bugs x 20000 statements per technique, 90% of them tied at the same suspiciousness
    big_rnd = random.Random(61)
    big = {}
    for t in ("ochiai", "tarantula", "dstar", "op2"):
        run = {}
        for b in range(6):
            run[f"Closure-{b + 1}"] = {f"com/google/javascript/jscomp/Node.java:{i}":
                                       (0.125 if big_rnd.random() < 0.9 else round(big_rnd.random(), 3))
                                       for i in range(20000)}
        big[f"{t}.run"] = _text(run, t)
    c.append(cli_ok(
        "u16f_large_tied_statements_rrf", "four techniques x six Closure bugs x 20,000 statements, 90% tied at "
        "0.125: RRF within the timeout, the formula's run over the top 1000 (ties inside each run by docid "
        "descending)", ["fuse", *big, "--method", "rrf", "-o", "out.run", "--quiet"], big,
        _written("out.run", list(big), depth=1000), "the default --depth 1000; ties as trec_eval orders them",
        timeout=240))
    # ------------------------------------------------------------------------------ evaluating with the bug's faults
    fused_files = {**qfiles}

    def eval_check(run_names, measures, flags=(), complete=False):
        def check(stdout: str, folder: Path) -> bool:
            got = R["table_lines"](stdout, run_names[0] if len(run_names) == 1 else None)
            q = R["read_qrels"](folder / "faulty.qrels")
            seen = 0
            for name in run_names:
                run = _read(folder, name)
                qids = sorted(q) if complete else sorted(set(q) & set(run))
                per = {b: R["fl_measures"](R["trec_order"](run.get(b, {})), q[b]) for b in qids}
                for m in measures:
                    for b in qids:
                        if abs(got.get((name, m, b), -1) - per[b][m]) > 5.1e-5:
                            return False
                        seen += 1
                    mean = sum(per[b][m] for b in qids) / len(qids)
                    if abs(got.get((name, m, "all"), -1) - mean) > 5.1e-5:
                        return False
            return seen > 0
        return check

    c.append(cli_ok(
        "u16f_evaluate_top1_top5_map_mrr", "rankagg evaluate of the five technique runs against the faulty methods: "
        "P@1, P@5, AP and RR per bug and their means, as worked by hand over trec_eval's order",
        ["evaluate", "--qrels", "faulty.qrels", *all5, "--measures", "P@1", "P@5", "AP", "RR", "-q"], fused_files,
        eval_check(all5, ["P@1", "P@5", "AP", "RR"]),
        "trec_eval's P_k, map, recip_rank (docs/trec.md: trec_eval conventions)"))
    c.append(cli_ok(
        "u16f_evaluate_success_trec_names", "trec_eval's own names as the FL papers' scripts call them: -m "
        "success.1,5 -m recip_rank -m map -q on Ochiai and DStar: Success@1 / Success@5 (the 'Top-1 / Top-5' "
        "columns), RR, AP",
        ["evaluate", "--qrels", "faulty.qrels", "ochiai.run", "dstar.run", "-m", "success.1,5", "-m", "recip_rank",
         "-m", "map", "-q"], fused_files, eval_check(["ochiai.run", "dstar.run"], ["Success@1", "Success@5", "RR", "AP"]),
        "trec_eval's success_k: 1 when a relevant document is in the first k"))
    # Chart-26: the mutation tool timed out, no line for that bug
    mut_no_chart = {b: d for b, d in mut.items() if b != "Chart-26"}
    c.append(cli_ok(
        "u16f_evaluate_complete_bug_tool_timed_out", "the mutation run lacks Chart-26 (the tool timed out): -c "
        "counts it as a ranking that finds nothing, the means over all five bugs",
        ["evaluate", "--qrels", "faulty.qrels", "muse.run", "--measures", "AP", "RR", "P@5", "-q", "-c"],
        {"muse.run": _text(mut_no_chart, "muse"), "faulty.qrels": qrels},
        eval_check(["muse.run"], ["AP", "RR", "P@5"], complete=True), "trec_eval -c"))
    # the E_inspect question: every element tied (a technique that could not tell them apart)
    flat = {"Lang-1": {e: 0.5 for e in sorted(sp["Lang-1"][2])}}
    c.append(cli_ok(
        "u16f_evaluate_all_tied_docid_descending", "a technique that gives every method of Lang-1 the same 0.5: RR "
        "and AP are those of the ids in descending byte order ('$' 0x24 after '#' 0x23, '(' before), trec_eval's "
        "tie rule, not the file's line order (which here is ascending)",
        ["evaluate", "--qrels", "faulty.qrels", "flat.run", "--measures", "RR", "AP", "-q"],
        {"flat.run": "".join(f"Lang-1 Q0 {e} {i} 0.5 flat\n" for i, e in enumerate(sorted(flat["Lang-1"]), 1)),
         "faulty.qrels": qrels}, eval_check(["flat.run"], ["RR", "AP"]),
        "docs/conventions.md: a tie broken by the docid descending (strcmp's byte order), as trec_eval 10.0"))

    def fused_eval_check(stdout: str, folder: Path) -> bool:
        return eval_check(["rrf.run"], ["P@1", "P@5", "AP", "RR"])(stdout, folder) and \
            _written("rrf.run", all5)(stdout, folder)

    c.append(ok(
        "u16f_fuse_then_evaluate_cli_chain", "rankagg fuse (rrf) of the five techniques, then rankagg evaluate of "
        "the fused run and of each technique: the fused run's P@1/AP/RR per bug as worked by hand on the formula's "
        "order, and the comparison lines' paired t-test p against scipy's ttest_rel (two-sided) with Holm over "
        "the techniques",
        "import subprocess, re\nfrom scipy.stats import ttest_rel\n"
        "cli = lambda *a: subprocess.run([sys.executable, '-m', 'rankagg.cli', *a], check=True, capture_output=True, "
        "text=True).stdout\n"
        f"names = {all5!r}\n"
        "cli('fuse', *names, '--method', 'rrf', '-o', 'rrf.run', '--quiet')\n"
        "out = cli('evaluate', '--qrels', 'faulty.qrels', 'rrf.run', *names, '--measures', 'AP', '-q')\n"
        "q = read_qrels('faulty.qrels')\n"
        "runs = {n: read_run(n) for n in names}\n"
        "refs = {b: fuse_ref(lists) for b, lists in per_query(runs).items()}\n"
        "ap = {'rrf.run': {b: fl_measures(house(refs[b]), q[b])['AP'] for b in q}}\n"
        "for n in names:\n"
        "    ap[n] = {b: fl_measures(trec_order(runs[n][b]), q[b])['AP'] for b in q}\n"
        "got = table_lines(out)\n"
        "bad = [(b, got.get(('rrf.run', 'AP', b)), v) for b, v in ap['rrf.run'].items() "
        "if abs(got.get(('rrf.run', 'AP', b), -1) - v) > 5.1e-5]\n"
        "raw = {n: ttest_rel([ap['rrf.run'][b] for b in sorted(q)], [ap[n][b] for b in sorted(q)]).pvalue "
        "for n in names}\n"
        "raw = {n: (1.0 if p != p else p) for n, p in raw.items()}\n"
        "order = sorted(raw, key=raw.get)\n"
        "holm, run_max = {}, 0.0\n"
        "for i, n in enumerate(order):\n"
        "    run_max = max(run_max, min(1.0, (len(order) - i) * raw[n]))\n"
        "    holm[n] = run_max\n"
        "for ln in out.splitlines():\n"
        "    m = re.match(r'# (\\S+)\\tAP\\t\\S+\\tp=([0-9.e-]+)', ln)\n"
        "    if m:\n"
        "        if abs(float(m.group(2)) - holm[m.group(1)]) > 5e-4 * max(1.0, holm[m.group(1)]):\n"
        "            bad.append((m.group(1), m.group(2), holm[m.group(1)]))\n"
        "        holm.pop(m.group(1))\n"
        "say(f'{bad} {sorted(holm)}' if bad or holm else '')\n",
        "trec_eval's map on the formula's order; a paired t-test over the bugs, Holm's step-down correction",
        files=qfiles, timeout=180))
    # ------------------------------------------------------------------------------ the Python API
    setup_api = (f"och, dst, mut = {och!r}, {dst!r}, {mut!r}\n"
                 "runs = {'ochiai': och, 'dstar': dst, 'muse': mut}\n")
    c.append(ok(
        "u16f_api_fuse_nested_dicts", "rankagg.fuse({technique: {bug: {method: score}}}, 'rrf') in a notebook: "
        "per bug the formula's order and exact scores",
        setup_api + "import rankagg\nfused = rankagg.fuse(runs, 'rrf', depth=None)\n"
        "probs = [same_order(list(fused[b].items()), fuse_ref(lists)) for b, lists in per_query(runs).items()]\n"
        "say('; '.join(p for p in probs if p) if set(fused) == set(och) else f'bugs {sorted(fused)}')\n",
        "README: rankagg.fuse returns what it was given, exact fused scores in the consensus order"))
    c.append(ok(
        "u16f_api_fuse_long_dataframe", "a long pandas frame (q_id, doc_id, score, run) built from the techniques' "
        "CSV exports, fused by combmnz(norm=minmax): each bug's rows in the formula's order with its scores",
        setup_api + "import rankagg, pandas as pd\n"
        "rows = [(b, d, s, t) for t, r in runs.items() for b, ds in r.items() for d, s in ds.items()]\n"
        "df = pd.DataFrame(rows, columns=['q_id', 'doc_id', 'score', 'run'])\n"
        "out = rankagg.fuse(df, 'combmnz', norm='minmax', depth=None)\n"
        "probs = []\n"
        "for b, lists in per_query(runs).items():\n"
        "    part = out[out['q_id'] == b].sort_values('rank')\n"
        "    probs.append(same_order(list(zip(part['doc_id'], part['score'])), fuse_ref(lists, 'combmnz', how='minmax'),"
        " tol=1e-9))\n"
        "say('; '.join(p for p in probs if p))\n",
        "README: a long DataFrame in, the same kind out; conventions.md's rank column"))
    c.append(ok(
        "u16f_api_evaluate_fused_per_bug", "rankagg.evaluate(rankagg.fuse(runs, 'rrf'), qrels, [P@1, P@5, AP, RR], "
        "per_query=True): each bug's values as worked by hand on the formula's order (the fused result measured as "
        "its written run)",
        setup_api + "import rankagg\nq = read_qrels('faulty.qrels')\n"
        "fused = rankagg.fuse(runs, 'rrf', depth=None)\n"
        "df = rankagg.evaluate(fused, q, ['P@1', 'P@5', 'AP', 'RR'], per_query=True)\n"
        "probs = []\n"
        "for b, lists in per_query(runs).items():\n"
        "    want = fl_measures(house(fuse_ref(lists)), q[b])\n"
        "    for m in ('P@1', 'P@5', 'AP', 'RR'):\n"
        "        if abs(float(df.loc[b, m]) - want[m]) > 1e-12:\n"
        "            probs.append(f'{b} {m}: {df.loc[b, m]} where {want[m]}')\n"
        "say('; '.join(probs))\n",
        "docs/conventions.md: evaluate(fuse(runs)) equals evaluate of the written file", files={"faulty.qrels": qrels}))
    c.append(ok(
        "u16f_api_fuser_per_bug_loop", "a Fuser('combsum', norm='zscore') called per bug in a loop over the study, "
        "lists {technique: {method: score}}: each call's list the formula's",
        setup_api + "import rankagg\nf = rankagg.Fuser('combsum', norm='zscore')\nprobs = []\n"
        "for b, lists in per_query(runs).items():\n"
        "    got = f(lists)\n"
        "    probs.append(same_order([(x[0], x[1]) for x in got], fuse_ref(lists, 'combsum', how='zscore'), tol=1e-9))\n"
        "say('; '.join(p for p in probs if p))\n",
        "README: a per-query Fuser that gives the batch scores"))
    c.append(ok(
        "u16f_api_fuse_run_paths", "rankagg.fuse(['ochiai.run', 'tarantula.run', 'dstar.run'], 'rrf') from the "
        "paths: the formula's order per bug",
        "import rankagg\nnames = ['ochiai.run', 'tarantula.run', 'dstar.run']\n"
        "runs = {n: read_run(n) for n in names}\nfused = rankagg.fuse(names, 'rrf', depth=None)\n"
        "probs = [same_order(list(fused[b].items()), fuse_ref(lists)) for b, lists in per_query(runs).items()]\n"
        "say('; '.join(p for p in probs if p))\n",
        "rankagg.fuse: run files are read as rankagg fuse reads them", files=files))
    c.append(ok(
        "u16f_parquet_long_table_cli", "the study as one Parquet table (q_id, doc_id, score, run) written by pandas, "
        "fused by the CLI with -o fused.parquet: each bug's rows the formula's order",
        setup_api + "import subprocess, pandas as pd\n"
        "rows = [(b, d, s, t) for t, r in runs.items() for b, ds in r.items() for d, s in ds.items()]\n"
        "pd.DataFrame(rows, columns=['q_id', 'doc_id', 'score', 'run']).to_parquet('study.parquet')\n"
        "subprocess.run([sys.executable, '-m', 'rankagg.cli', 'fuse', 'study.parquet', '--method', 'rrf', '-o', "
        "'fused.parquet', '--quiet'], check=True)\n"
        "out = pd.read_parquet('fused.parquet')\nprobs = []\n"
        "for b, lists in per_query(runs).items():\n"
        "    part = out[out['q_id'] == b].sort_values('rank')\n"
        "    probs.append(same_order(list(zip(part['doc_id'], part['score'])), fuse_ref(lists), tol=1e-9))\n"
        "say('; '.join(p for p in probs if p))\n",
        "docs/trec.md: one long Parquet table is read as those runs, -o fused.parquet writes one"))
    # ------------------------------------------------------------------------------ ranks from an E_inspect tool
    einspect = ("Lang-1 Q0 A#a() 1 0 einspect\nLang-1 Q0 B#b() 1 0 einspect\nLang-1 Q0 C#c() 1 0 einspect\n"
                "Lang-1 Q0 D#d() 4 0 einspect\n")
    other = "Lang-1 Q0 D#d() 1 0.9 ochiai\nLang-1 Q0 B#b() 2 0.4 ochiai\n"

    def einspect_check(stdout: str, folder: Path) -> bool:
        k = 60.0
        want = {"A#a()": 1 / (k + 1), "B#b()": 1 / (k + 1) + 1 / (k + 2), "C#c()": 1 / (k + 1),
                "D#d()": 1 / (k + 4) + 1 / (k + 1)}
        rows = R["file_lines"](folder / "out.run")[1]["Lang-1"]
        got = {d: s for d, s in rows}
        order = [d for d, _ in rows]
        # B and D tie at the top? no: B = 1/61 + 1/62, D = 1/64 + 1/61; B first; A and C tie: same count, same best
        # place, the smaller docid first
        return order == ["B#b()", "D#d()", "A#a()", "C#c()"] and all(
            abs(got[d] - want[d]) < 1e-6 * want[d] for d in want)

    c.append(cli_ok(
        "u16f_trust_rank_competition_ties", "a tool that writes only places, competition ranks for ties (1 1 1 4, "
        "scores all 0) with --trust-rank beside Ochiai: each tied method at the best place of its class (1/(60+1)), "
        "D at 4", ["fuse", "einspect.run", "ochiai.run", "--trust-rank", "--method", "rrf", "-o", "out.run",
                   "--quiet"], {"einspect.run": einspect, "ochiai.run": other}, einspect_check,
        "docs/conventions.md: --trust-rank, a repeated rank on tied scores read as a tie at the best place"))
    avg = "Lang-1 Q0 A#a() 1 0.9 t\nLang-1 Q0 B#b() 2.5 0.4 t\nLang-1 Q0 C#c() 2.5 0.4 t\n"
    c.append(cli_bad(
        "u16f_trust_rank_average_ties_refused", "a tool that writes average ranks for ties (1, 2.5, 2.5), read with "
        "--trust-rank: refused naming the file and line 2",
        ["fuse", "avg.run", "ochiai.run", "--trust-rank", "--method", "rrf", "-o", "out.run", "--quiet"],
        {"avg.run": avg, "ochiai.run": other}, "avg.run:2",
        why="docs/trec.md: --trust-rank takes integers; 2.5 has no place"))

    def rank_scores_check(stdout: str, folder: Path) -> bool:
        runs = {n: _read(folder, n) for n in sbfl3}
        order, rows = R["file_lines"](folder / "out.run")
        for b, lists in R["per_query"](runs).items():
            want = R["house"](R["fuse_ref"](lists))
            got = rows[b]
            if [d for d, _ in got] != want or [s for _, s in got] != [float(len(want) - i) for i in range(len(want))]:
                return False
        return True

    c.append(cli_ok(
        "u16f_scores_rank_column", "--scores rank: the written score is n - rank + 1 per bug, the order the "
        "formula's (RRF of the SBFL runs)",
        ["fuse", *sbfl3, "--method", "rrf", "--scores", "rank", "-o", "out.run", "--quiet"], files, rank_scores_check,
        "rankagg fuse --help: --scores rank writes n - rank + 1"))

    def explain_check(stdout: str, folder: Path) -> bool:
        import json
        runs = {n[:-4]: _read(folder, n) for n in sbfl3}
        seen = 0
        for line in (folder / "ex.jsonl").read_text().splitlines():
            row = json.loads(line)
            q = str(row.get("qid", row.get("query", row.get("q_id"))))
            for name, part in row["lists"].items():
                docs = runs[name][q]
                if row["docid"] not in docs:
                    continue
                place = R["trec_order"](docs).index(row["docid"]) + 1
                if abs(part["contribution"] - 1 / (60 + place)) > 1e-12 or part.get("rank") not in (place, None):
                    return False
                seen += 1
        return seen == sum(len(d) for r in runs.values() for d in r.values())

    c.append(cli_ok(
        "u16f_explain_rrf_contributions", "--explain ex.jsonl on RRF of the SBFL runs (why is this method on top?): "
        "every (method, technique) entry's contribution is 1 / (60 + its place in that technique)",
        ["fuse", *sbfl3, "--method", "rrf", "--explain", "ex.jsonl", "-o", "out.run", "--quiet"], files,
        explain_check, "--explain: each list's rank, score, normalised score, weight and contribution"))
    # ------------------------------------------------------------------------------ the researcher's mistakes
    inf_line = files["dstar.run"].splitlines()
    k_inf = next(i for i, ln in enumerate(inf_line, 1) if float(ln.split()[4]) >= 1000)
    dstar_java = "".join(ln.replace(ln.split()[4], "Infinity") + "\n" if i == k_inf else ln + "\n"
                         for i, ln in enumerate(inf_line, 1))
    c.append(cli_bad(
        "u16f_dstar_java_infinity", f"DStar's x/0 written by Java's Double.toString as 'Infinity' at line {k_inf}: "
        "refused naming dstar.run and that line, nothing written",
        ["fuse", "ochiai.run", "dstar.run", "--method", "rrf", "-o", "out.run", "--quiet"],
        {"ochiai.run": files["ochiai.run"], "dstar.run": dstar_java}, f"dstar.run:{k_inf}",
        why="docs/conventions.md: a non-finite score is refused with the file and line", fast=True))
    spaced = files["ochiai.run"].splitlines()
    k_sp = next(i for i, ln in enumerate(spaced, 1) if "int,int" in ln)
    spaced[k_sp - 1] = spaced[k_sp - 1].replace("int,int", "int, int")
    c.append(cli_bad(
        "u16f_signature_with_space_after_comma", f"a signature printed with a space after the comma "
        f"('#m(int, int)', javap's style) at line {k_sp}: seven fields, refused naming the line",
        ["fuse", "ochiai.run", "dstar.run", "--method", "rrf", "-o", "out.run", "--quiet"],
        {"ochiai.run": "\n".join(spaced) + "\n", "dstar.run": files["dstar.run"]}, f"ochiai.run:{k_sp}",
        why="trec_eval reads whitespace-separated fields; a docid cannot hold a blank"))
    c.append(cli_bad(
        "u16f_evaluate_signature_space_in_qrels", "the faulty-method list written with 'm(int, int)' (a blank in the "
        "id) in the qrels: refused naming the qrels file and line",
        ["evaluate", "--qrels", "faulty.qrels", "ochiai.run", "--measures", "AP"],
        {"ochiai.run": files["ochiai.run"], "faulty.qrels": "Lang-1 0 A#m(int, int) 1\n"}, "faulty.qrels:1",
        outputs=(), why="a qrels line has four fields"))
    # GZoltar's ranking export and the CSV exports of FL scripts, given to rankagg fuse as if they were runs
    gzol = "name;suspiciousness_value\n" + "".join(f"{e};{s!r}\n" for e, s in list(och["Lang-1"].items())[:8])
    c.append(cli_bad(
        "u16f_gzoltar_semicolon_ranking", "GZoltar's ranking file (name;suspiciousness_value) passed to rankagg "
        "fuse: refused at line 1 naming the file, nothing written",
        ["fuse", "ochiai.csv", "--method", "rrf", "-o", "out.tsv", "--quiet"], {"ochiai.csv": gzol}, "ochiai.csv:1",
        outputs=("out.tsv",), why="a semicolon-separated file is no table of lists nor a run", fast=True))

    def int_csv(heading: str, sep: str = ",", ties: bool = False, name: str = "name") -> str:
        vals = [9, 7, 7, 4, 2, 2] if ties else [9, 7, 5, 4, 2, 1]
        # pandas' to_csv: a cell holding the separator (a signature's 'int,int') is quoted
        ids = list(och["Lang-1"])[:6]
        buf = io.StringIO()
        csv.writer(buf, delimiter=sep, lineterminator="\n").writerows([[name, heading], *zip(ids, vals)])
        return buf.getvalue()

    c.append(cli_bad(
        "u16f_fl_csv_susp_value_whole_numbers", "GZoltar's ranking saved with commas (name,suspiciousness_value) "
        "for a mutation technique whose scores are whole numbers (killed mutants 9, 7, 5 ...): refused at line 2 "
        "naming the column, never fused as two gene lists (the numbers ranked as methods)",
        ["fuse", "muse.csv", "metallaxis.csv", "-o", "out.tsv", "--quiet"],
        {"muse.csv": int_csv("suspiciousness_value"), "metallaxis.csv": int_csv("suspiciousness_value")},
        "muse.csv:2", "suspiciousness_value", outputs=("out.tsv",),
        why="read as lists, the score column would be a list of the 'methods' 9, 7, 5: a wrong answer"))
    c.append(cli_bad(
        "u16f_fl_tsv_suspiciousness_ties", "a TSV export (element<TAB>Suspiciousness) with tied whole-number "
        "scores (9 7 7 4 2 2): refused at the column's first line naming it, not 'item 7 appears twice'",
        ["fuse", "muse.tsv", "-o", "out.tsv", "--quiet"],
        {"muse.tsv": int_csv("Suspiciousness", "\t", ties=True, name="element")}, "muse.tsv:2", "Suspiciousness",
        outputs=("out.tsv",), why="a column of scores is no list of ids"))
    wide_buf = io.StringIO()
    csv.writer(wide_buf, lineterminator="\n").writerows(
        [["method", "ochiai_score", "muse_score"], *([e, i % 3, 9 - i] for i, e in enumerate(list(och["Lang-6"])[:6]))])
    wide = wide_buf.getvalue()
    c.append(cli_bad(
        "u16f_fl_wide_table_scores_per_technique", "one CSV per bug with a column per technique (method,"
        "ochiai_score,muse_score), whole-number scores: refused at line 2 naming a score column",
        ["fuse", "Lang-6.csv", "-o", "out.tsv", "--quiet"], {"Lang-6.csv": wide}, "Lang-6.csv:2", "_score",
        outputs=("out.tsv",), why="read as three lists the scores would be ranked as methods"))
    c.append(cli_bad(
        "u16f_fl_csv_score_parenthesised", "a spreadsheet's CSV with the heading 'Score (Ochiai)' over whole "
        "numbers: refused at line 2 naming the column",
        ["fuse", "ochiai.csv", "-o", "out.tsv", "--quiet"],
        {"ochiai.csv": int_csv("Score (Ochiai)", name="Method")}, "ochiai.csv:2", "Score (Ochiai)",
        outputs=("out.tsv",), why="a column of scores is no list of ids"))
    # a table of places per technique, ties ranked alike as FL tools rank equal suspiciousness (E_inspect's places)
    def rank_table(heads: list[str], cols: list[list[int]], sep: str = ",") -> str:
        buf = io.StringIO()
        ids = list(och["Chart-26"])[:len(cols[0])]
        csv.writer(buf, delimiter=sep, lineterminator="\n").writerows([heads, *([e, *r] for e, r in
                                                                                 zip(ids, zip(*cols)))])
        return buf.getvalue()

    c.append(cli_bad(
        "u16f_fl_wide_rank_table_tied_places", "a table of places (method, ochiai, tarantula), ties ranked at their "
        "best place as FL tools rank methods of equal suspiciousness (1 1 3 4 5 5): refused at line 2 naming the "
        "column as a column of ranks, not as 'item 1 appears twice'",
        ["fuse", "ranks.csv", "-o", "out.tsv", "--quiet"],
        {"ranks.csv": rank_table(["method", "ochiai", "tarantula"], [[1, 1, 3, 4, 5, 5], [2, 1, 3, 3, 5, 6]])},
        "ranks.csv:2", "ochiai", "rank", outputs=("out.tsv",),
        why="read as lists the places would be ranked as methods; a tied place is no duplicate method"))
    c.append(cli_bad(
        "u16f_fl_wide_worst_case_ranks_tsv", "the worst-case E_inspect places (a tie at its last place: 2 2 3 5 5 6) "
        "per technique in a TSV (element, Ochiai rank, DStar rank): refused at line 2 naming the column",
        ["fuse", "ranks.tsv", "-o", "out.tsv", "--quiet"],
        {"ranks.tsv": rank_table(["element", "Ochiai rank", "DStar rank"], [[2, 2, 3, 5, 5, 6], [1, 3, 3, 4, 6, 6]],
                                 "\t")}, "ranks.tsv:2", "Ochiai rank", outputs=("out.tsv",),
        why="read as lists the places would be ranked as methods"))
    c.append(bad(
        "u16f_api_read_gene_lists_fl_csv", "rankagg.api.gene_lists.read_gene_lists('muse.csv') of a (method, "
        "suspiciousness) CSV with whole-number scores: a ValueError naming muse.csv:2",
        "from rankagg.api.gene_lists import read_gene_lists\nprint(read_gene_lists('muse.csv'))\n", "muse.csv:2",
        files={"muse.csv": int_csv("suspiciousness", name="method")},
        why="the API reads files as the CLI does"))
    c.append(bad(
        "u16f_api_dict_dstar_inf", "rankagg.fuse of dicts where DStar's x/0 left float('inf') for a method of "
        "Lang-1: refused naming the run dstar and the bug",
        "import rankagg\nruns = {'ochiai': {'Lang-1': {'A#a()': 0.7, 'B#b()': 0.5}}, "
        "'dstar': {'Lang-1': {'A#a()': float('inf'), 'B#b()': 4.0}}}\nprint(rankagg.fuse(runs, 'combsum'))\n",
        "dstar", "Lang-1", why="a non-finite score has no place (min-max of inf is NaN)"))
    c.append(bad(
        "u16f_api_dataframe_fl_column_names", "a frame with the FL script's columns (bug, element, suspiciousness, "
        "technique): refused naming the columns it needs",
        "import rankagg, pandas as pd\ndf = pd.DataFrame({'bug': ['Lang-1'] * 2, 'element': ['A#a()', 'B#b()'], "
        "'suspiciousness': [0.5, 0.2], 'technique': ['ochiai'] * 2})\nprint(rankagg.fuse(df, 'rrf'))\n",
        "qid", why="no column says which is the query, the document, the ranker"))
    c.append(bad(
        "u16f_api_evaluate_nan_tarantula_dict", "rankagg.evaluate of a Tarantula dict run where 0/0 left a NaN for "
        "one method of Chart-26: refused naming the bug and the method",
        "import rankagg\nrun = {'Chart-26': {'X#a()': 0.8, 'X#b()': float('nan')}}\n"
        "print(rankagg.evaluate(run, {'Chart-26': {'X#a()': 1}}, ['AP']))\n", "Chart-26", "X#b()",
        why="rankagg.evaluate: finite scores"))
    dup = files["ochiai.run"].splitlines()
    first = dup[0].split()
    dup_line = f"{first[0]} Q0 {first[2]} 99 0.01 ochiai"
    k_dup = next(i for i, ln in enumerate(dup, 1) if ln.split()[0] != first[0])
    dup.insert(k_dup - 1, dup_line)
    c.append(cli_bad(
        "u16f_overload_collapsed_twice", f"method-level ids made by stripping the parameter list collapse two "
        f"overloads: {first[2]} twice in {first[0]} (line {k_dup}): refused naming the line",
        ["fuse", "ochiai.run", "dstar.run", "--method", "rrf", "-o", "out.run", "--quiet"],
        {"ochiai.run": "\n".join(dup) + "\n", "dstar.run": files["dstar.run"]}, f"ochiai.run:{k_dup}",
        why="a document twice in one list"))
    c.append(cli_bad(
        "u16f_weights_formula_name_not_tag", "--weights DStar=2 where the run's tag is 'dstar' (the paper's "
        "capitalisation): refused naming DStar before reading",
        ["fuse", *sbfl3, "--method", "rrf", "--weights", "DStar=2", "-o", "out.run", "--quiet"], files, "DStar",
        why="docs/trec.md: a name that matches no run is an error"))
    # Defects4J's omission faults: the fix adds code, so a faulty element (the method that lacks it) may be one no
    # technique ranked; and graded faults (2: the patch changes it, 1: it only calls the changed code)
    omit = qrels + "Lang-1 0 org.apache.commons.lang3.StringUtils#missingCheck(java.lang.String) 1\n"
    c.append(cli_ok(
        "u16f_evaluate_omission_fault_unranked", "the qrels hold an omission fault of Lang-1 that no technique "
        "ranks: AP counts it in the denominator (found faults / all faults), RR and P@5 as usual",
        ["evaluate", "--qrels", "faulty.qrels", "ochiai.run", "deepfl.run", "--measures", "AP", "RR", "P@5", "-q"],
        {**files, "faulty.qrels": omit}, eval_check(["ochiai.run", "deepfl.run"], ["AP", "RR", "P@5"]),
        "trec_eval's map: the sum of precisions over the number of relevant documents judged"))
    graded = "".join(f"{ln.rsplit(' ', 1)[0]} {2 if i % 2 == 0 else 1}\n" for i, ln in enumerate(qrels.splitlines()))
    c.append(ok(
        "u16f_evaluate_graded_faults_rel2", "graded faults (2: patched, 1: calls the patched code): "
        "rankagg.evaluate(run, qrels, ['AP(rel=2)', 'P(rel=2)@5', 'AP']) per bug equals the hand computation with "
        "only grade 2 relevant for the rel=2 measures",
        "import rankagg\nq = read_qrels('faulty.qrels')\nrun = read_run('dstar.run')\n"
        "df = rankagg.evaluate(run, q, ['AP(rel=2)', 'P(rel=2)@5', 'AP'], per_query=True)\nprobs = []\n"
        "for b in sorted(set(q) & set(run)):\n"
        "    o = trec_order(run[b])\n"
        "    two = fl_measures(o, {d: 1 for d, g in q[b].items() if g >= 2})\n"
        "    one = fl_measures(o, q[b])\n"
        "    for col, want in ((df.columns[0], two['AP']), (df.columns[1], two['P@5']), (df.columns[2], one['AP'])):\n"
        "        if abs(float(df.loc[b, col]) - want) > 1e-12:\n"
        "            probs.append(f'{b} {col}: {df.loc[b, col]} where {want}')\n"
        "say('; '.join(probs) if len(df.columns) == 3 else f'columns {list(df.columns)}')\n",
        "ir_measures' rel= (trec_eval -l 2): a grade below it is not relevant", files={**files, "faulty.qrels": graded}))
    c.append(ok(
        "u16f_api_evaluate_list_of_techniques", "rankagg.evaluate([ochiai, tarantula, dstar, muse, deepfl], qrels, "
        "['P@1', 'AP', 'RR']): one result per technique, each mean over the bugs judged and ranked equal to the hand "
        "computation",
        "import rankagg\nq = read_qrels('faulty.qrels')\n"
        f"names = {all5!r}\nruns = [read_run(n) for n in names]\n"
        "res = rankagg.evaluate(runs, q, ['P@1', 'AP', 'RR'])\nprobs = []\n"
        "for n, run, got in zip(names, runs, res):\n"
        "    bugs = sorted(set(q) & set(run))\n"
        "    per = [fl_measures(trec_order(run[b]), q[b]) for b in bugs]\n"
        "    for m in ('P@1', 'AP', 'RR'):\n"
        "        want = sum(p[m] for p in per) / len(per)\n"
        "        if abs(float(got[m]) - want) > 1e-12:\n"
        "            probs.append(f'{n} {m}: {got[m]} where {want}')\n"
        "say('; '.join(probs) if len(res) == 5 else f'{len(res)} results')\n",
        "rankagg.evaluate: a list of runs gives a list, one entry per run", files=qfiles))
    def tuned_check(stdout: str, folder: Path) -> bool:
        import json
        m = json.loads((folder / "m.json").read_text())
        if m.get("method") != "rrf":
            return False
        runs = {n[:-4]: _read(folder, n) for n in all5}
        refs = {q: R["fuse_ref"](lists, k=float(m["params"].get("k", 60.0)), w=m.get("weights"))
                for q, lists in R["per_query"](runs).items()}
        return R["check_written"](folder / "tuned.run", refs) == ""

    c.append(Case(
        "u16f_tune_then_fuse_model", G, "rankagg tune of RRF on the five techniques with the faulty methods (AP), "
        "then rankagg fuse --model: the fused run is RRF with the k and weights the model file states, by brute force",
        code="import subprocess, sys\n"
        "run = lambda *a: subprocess.run([sys.executable, '-m', 'rankagg.cli', *a], check=True, capture_output=True)\n"
        f"run('tune', *{all5!r}, '--qrels', 'faulty.qrels', '--method', 'rrf', '--measure', 'AP', '-o', 'm.json')\n"
        f"run('fuse', *{all5!r}, '--model', 'm.json', '-o', 'tuned.run', '--quiet')\n",
        files=qfiles, expect="ok", check=tuned_check, memory_gb=4.0, timeout=240,
        why="docs/trec.md: fuse --model applies the model's method, parameters and weights"))
    return c
