"""Issue 45's twenty-third bar of scripts/reliability_matrix.py, a litigation-support team's technology-assisted review rankings (its cases, ids ``u23a_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The team's day: per review issue (``ISSUE-01_Pricing``, ``ISSUE-02_MarketAllocation``, ``ISSUE-03_Retention``: the
query) four rankers score a document collection for responsiveness: two predictive-coding classifiers (scores 0-100
as Relativity and Brainspace print them, many exact ties at 0 and 100), a BERT model (a probability 0..1) and a
keyword search (its hit count, ties everywhere).  A document is its Bates number (``ABC0001234``, a family member
``ABC0001234.0001``, ``ABC-000123.0001``); the attorneys' coding is the qrels (responsive 1, not responsive 0,
privileged documents responsive too, unreviewed documents unjudged), and the team asks P@k and recall at a review
cutoff of the fused priority order.  The mistakes are theirs: Concordance / Relativity DAT load files (thorn
quotes, DC4 or pilcrow separators, UTF-8 with a BOM or Windows-1252), Opticon ``.opt``, IPRO ``.lfp`` and Summation
``.dii`` image cross-references, Relativity's CSV export, Outlook's ``.msg`` / ``.pst`` and an ``.eml`` given where a
run or the qrels go; Bates numbers with a space (``SMITH 000123``), ``97%`` and ``N/A`` scores, the coding written as
words; and the priority order written under the names of the review platform's formats.

The references are computed here (references.py's RANKED_LISTS, HOUSE_AGREEMENT and TREC_MEASURES, and
pytrec_eval for recall), never with rankagg's code."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Callable

from .case import Case, command_cases, pandas_setup, snippet_cases
from .nineteenth_experts import _check_run, _eval_check, _lcg, _qrels_text, _run, _runs_eval_check
from .twentyfirst_proteins import _eval_q
from .references import STANDARD_REFERENCE, reference_namespace

TWENTYTHIRD_EDISCOVERY = "45 Unseen inputs: a twenty-third bar, a litigation-support team's technology-assisted review rankings"

_REF = STANDARD_REFERENCE

_NS = reference_namespace(_REF, "twentythird_ediscovery._REF")
by_query: Callable[..., Any] = _NS["by_query"]
trec_order: Callable[[dict], list] = _NS["trec_order"]
fused_order: Callable[[Any], list] = _NS["fused_order"]
read_run: Callable[[str], dict] = _NS["read_run"]
prec: Callable[..., float] = _NS["prec"]
_RRF, _BORDA, _COMBSUM, _COMBMNZ = (_NS[n] for n in ("rrf_ref", "borda_ref", "combsum_minmax_ref", "combmnz_ref"))

_ISSUES = ("ISSUE-01_Pricing", "ISSUE-02_MarketAllocation", "ISSUE-03_Retention")


def _bates() -> list[str]:
    """The review set: parents and their attachments (family members), Bates-numbered."""
    out = []
    for i in range(30):
        parent = f"ABC{1200 + 3 * i:07d}"
        out.append(parent)
        if i % 3 == 0:
            out += [f"{parent}.0001", f"{parent}.0002"]
        if i % 5 == 1:
            out.append(f"ABC-{120 + i:06d}.0001")
    return out


_DOCS = _bates()


def _models(seed: int = 23) -> dict[str, dict[str, dict[str, float]]]:
    """{ranker: {issue: {Bates: score}}}: a shared responsiveness plus each ranker's noise, printed as its tool
    prints it (0-100 integers clipped at both ends, a probability, a hit count)."""
    g = _lcg(seed)
    out: dict[str, dict[str, dict[str, Any]]] = {"svm": {}, "logreg": {}, "bert": {}, "keywords": {}}
    for issue in _ISSUES:
        base = {d: next(g) for d in _DOCS}
        for name in out:
            noisy = {d: base[d] + 0.5 * next(g) - 0.25 for d in _DOCS}
            if name in ("svm", "logreg"):
                out[name][issue] = {d: max(0, min(100, int(round(160 * v - 30)))) for d, v in noisy.items()}
            elif name == "bert":
                top = sorted(_DOCS, key=lambda d: -noisy[d])[:40]
                out[name][issue] = {d: round(min(max(noisy[d], 0.0), 1.0), 3) for d in top}
            else:  # a keyword search returns only the documents that hit, scored by the hit count
                out[name][issue] = {d: int(v * 6) for d, v in noisy.items() if v > 0.55}
    return out


def _coding(models: dict) -> dict[str, dict[str, int]]:
    """The attorneys' coding: the first 45 documents of each issue reviewed (responsive when the shared signal is
    high), the rest unreviewed (absent: unjudged)."""
    g = _lcg(77)
    out: dict[str, dict[str, int]] = {}
    for issue in _ISSUES:
        sv = models["svm"][issue]
        out[issue] = {d: int(sv[d] + 40 * next(g) > 70) for d in _DOCS[:45]}
    return out


def _thorn_dat(rows: list[list[str]], sep: str = "\x14", quote: str = "\u00fe") -> str:
    return "".join(sep.join(f"{quote}{v}{quote}" for v in r) + "\r\n" for r in rows)


def twentythird_bar_ediscovery_cases() -> list[Case]:
    G = TWENTYTHIRD_EDISCOVERY
    cli_ok, cli_bad = command_cases(G, outputs=("priority.run",))
    ok, bad = snippet_cases(G, _REF)
    cases: list[Case] = []
    ms = _models()
    files = {f"{n}.run": _run(n, r) for n, r in ms.items()}
    four = [f"{n}.run" for n in ms]
    fuse4 = ["fuse", *four]
    out = ["-o", "priority.run"]
    pr = "priority.run"

    # -- the review-priority order
    cases.append(cli_ok("u23a_rrf_four_rankers", "fuse svm.run logreg.run bert.run keywords.run --method rrf: two "
                        "classifiers' 0-100 scores (ties at 0 and 100), BERT's probabilities and keyword hit counts, "
                        "Bates numbers and family members as ids", [*fuse4, "--method", "rrf", *out], files,
                        _check_run(by_query(ms, _RRF), name=pr), fast=True,
                        why="rankagg methods rrf: sum 1 / (60 + r), r by score then id descending (trec_eval)"))
    cases.append(cli_ok("u23a_combsum_0_100_ties", "fuse --method combsum: 0-100 classifier scores clipped at both "
                        "ends, a probability and a hit count, min-max per list", [*fuse4, "--method", "combsum", *out],
                        files, _check_run(by_query(ms, _COMBSUM), name=pr),
                        why="docs/conventions.md: CombSUM of min-max scores per list"))
    cases.append(cli_ok("u23a_combmnz_keyword_hits", "fuse --method combmnz: documents the keyword search also hits "
                        "gain", [*fuse4, "--method", "combmnz", *out], files,
                        _check_run(by_query(ms, _COMBMNZ), name=pr),
                        why="rankagg methods combmnz: CombSUM of min-max times the lists returning the document"))
    cases.append(cli_ok("u23a_borda_partial_keyword_list", "fuse --method borda: the keyword search and BERT return "
                        "only part of the collection", [*fuse4, "--method", "borda", *out], files,
                        _check_run(by_query(ms, _BORDA), name=pr),
                        why="rankagg methods borda: n - r + 1; a missing document shares (n - k + 1) / 2"))
    w = {"svm": 1.0, "logreg": 0.8, "bert": 2.0, "keywords": 0.5}
    cases.append(cli_ok("u23a_weights_by_control_set", "fuse --method rrf --weights tar_weights.txt: each ranker "
                        "weighed by its recall on the control set", [*fuse4, "--method", "rrf", "--weights",
                                                                      "tar_weights.txt", *out],
                        {**files, "tar_weights.txt": "".join(f"{k} {v}\n" for k, v in w.items())},
                        _check_run(by_query(ms, _RRF, w=w), name=pr),
                        why="fuse --help: --weights FILE of 'NAME W' lines; rrf: sum w / (60 + r)"))
    cases.append(cli_ok("u23a_depth_review_batch", "fuse --method combmnz --depth 25: the next review batch of 25 "
                        "per issue, cut among documents tied at 100", [*fuse4, "--method", "combmnz", "--depth", "25",
                                                                     *out], files,
                        _check_run(by_query(ms, _COMBMNZ), depth=25, name=pr),
                        why="fuse --help: --depth writes the best of each query by the fused order, ties by the house "
                            "rule"))
    two = {n: ms[n] for n in ("svm", "logreg")}
    cases.append(cli_ok("u23a_two_classifiers_ties_100", "fuse svm.run logreg.run --method combsum: two 0-100 "
                        "classifiers, whole blocks tied at 100 and at 0", ["fuse", "svm.run", "logreg.run", "--method",
                                                                           "combsum", *out],
                        {k: files[k] for k in ("svm.run", "logreg.run")}, _check_run(by_query(two, _COMBSUM), name=pr),
                        why="trec_eval orders equal scores by the docid descending; combsum of min-max"))
    odd = {"svm": {"ISSUE-01_Pricing": {"ABC0001234": 100, "ABC0001234.0001": 100, "ABC-000123.0001": 97,
                                        "abc0001234": 40, "ABC001234": 0}},
           "logreg": {"ISSUE-01_Pricing": {"ABC0001234.0001": 99, "ABC-000123.0001": 100, "ABC0001234": 55,
                                           "ABC001234": 12}}}
    cases.append(cli_ok("u23a_bates_ids_as_text", "fuse --method rrf: ABC0001234, its attachment ABC0001234.0001, "
                        "ABC-000123.0001, abc0001234 (lower case) and ABC001234 (a zero fewer), each its own document",
                        ["fuse", "svm.run", "logreg.run", "--method", "rrf", *out],
                        {f"{n}.run": _run(n, r) for n, r in odd.items()}, _check_run(by_query(odd, _RRF), name=pr),
                        why="docs/conventions.md: an id is its text, compared as bytes (trec_eval's strcmp)"))
    colon = {n: {"Issue:Pricing": r["ISSUE-01_Pricing"]} for n, r in two.items()}
    cases.append(cli_ok("u23a_issue_colon_qid", "fuse --method rrf: the issue tag 'Issue:Pricing' (a colon, as "
                        "Relativity names issue codes) as the query id", ["fuse", "svm.run", "logreg.run", "--method",
                                                                           "rrf", *out],
                        {f"{n}.run": _run(n, r) for n, r in colon.items()}, _check_run(by_query(colon, _RRF), name=pr),
                        why="trec_eval reads a qid as any text without blanks"))
    cases.append(cli_ok("u23a_scores_rank_column", "fuse --method rrf --scores rank: the priority written as "
                        "n - rank + 1 for the platform's sort field", [*fuse4, "--method", "rrf", "--scores", "rank",
                                                                       *out], files,
                        _check_order_only(by_query(ms, _RRF)),
                        why="fuse --help: --scores rank writes n - rank + 1, the order the fused score's"))

    # -- checked against the attorneys' coding
    qrels = _coding(ms)
    f_eval = {**files, "coding.qrels": _qrels_text(qrels)}
    orders = {n: {q: trec_order(lst) for q, lst in r.items()} for n, r in ms.items()}
    p10 = {q: prec(orders["svm"][q], qrels[q], 10) for q in _ISSUES}
    cases.append(cli_ok("u23a_eval_p10_per_issue", "evaluate --qrels coding.qrels svm.run --measures P@10 -q: the "
                        "share responsive in the first review batch of 10 (unreviewed documents unjudged)",
                        ["evaluate", "--qrels", "coding.qrels", "svm.run", "--measures", "P@10", "-q"], f_eval,
                        _eval_q("P@10", {**p10, "all": sum(p10.values()) / 3}),
                        why="trec_eval P_10: relevant in the first 10 / 10, an unjudged document counts as not"))
    rec = _pytrec(ms["bert"], qrels, "recall_20")
    cases.append(cli_ok("u23a_eval_recall_at_cutoff", "evaluate --measures R@20 -q bert.run: recall at a review "
                        "cutoff of 20 (BERT returns only 40 of the set)", ["evaluate", "--qrels", "coding.qrels",
                                                                            "bert.run", "--measures", "R@20", "-q"],
                        f_eval, _eval_q("R@20", rec),
                        why="pytrec_eval recall_20: relevant in the first 20 / every relevant judged"))
    per_run = {n: {"P@5": sum(prec(orders[n][q], qrels[q], 5) for q in _ISSUES) / 3} for n in ms}
    cases.append(cli_ok("u23a_eval_which_ranker", "evaluate --measures P@5 of the four rankers' runs", [
        "evaluate", "--qrels", "coding.qrels", *four, "--measures", "P@5"], f_eval, _runs_eval_check(per_run),
        why="evaluate --help: several runs, each as trec_eval would measure it alone"))
    gap = {q: lst for q, lst in ms["keywords"].items() if q != "ISSUE-03_Retention"}
    p5c = sum(prec(trec_order(gap[q]) if q in gap else [], qrels[q], 5) for q in _ISSUES) / 3
    cases.append(cli_ok("u23a_eval_complete_issue_no_hits", "evaluate -c --measures P@5: the keyword search hit "
                        "nothing for one issue (no line of it)", ["evaluate", "--qrels", "coding.qrels", "kw_gap.run",
                                                                  "-c", "--measures", "P@5"],
                        {"coding.qrels": f_eval["coding.qrels"], "kw_gap.run": _run("keywords", gap)},
                        _eval_check({"P@5": p5c}),
                        why="trec_eval -c: every judged issue, one the run lacks valued 0"))
    neg = {q: {d: (-1 if g == 0 and i % 4 == 0 else g) for i, (d, g) in enumerate(lst.items())}
           for q, lst in qrels.items()}
    ap_n = sum(_NS["ap"](orders["logreg"][q], neg[q]) for q in _ISSUES) / 3
    cases.append(cli_ok("u23a_eval_minus_one_technical_issue", "evaluate --measures AP: documents coded -1 "
                        "('technical issue', judged not responsive) in the coding", ["evaluate", "--qrels",
                                                                                     "coding_neg.qrels", "logreg.run",
                                                                                     "--measures", "AP"],
                        {"coding_neg.qrels": _qrels_text(neg), "logreg.run": files["logreg.run"]},
                        _eval_check({"AP": ap_n}),
                        why="trec_eval: a grade at or below 0 is judged not relevant; map over the relevant"))
    fused_ref = by_query(ms, _RRF)
    rec_f = sum(_recall_of(fused_order(fused_ref[q]), qrels[q], 30) for q in _ISSUES) / 3
    cases.append(Case("u23a_fuse_then_recall", G, "fuse --method rrf -o priority.run, then evaluate its R@30 "
                      "against the coding (one script)", code=_REF + r'''
for n, t in RUNS.items():
    open(n, "w").write(t)
open("coding.qrels", "w").write(QRELS)
rc, out, err = cli("fuse", *RUNS, "--method", "rrf", "-o", "priority.run")
if rc:
    passthrough(rc, err)
rc, out, err = cli("evaluate", "--qrels", "coding.qrels", "priority.run", "--measures", "R@30")
if rc:
    passthrough(rc, err)
got = [float(l.split("\t")[-1]) for l in out.splitlines() if l.startswith("R@30") and "\tall\t" in l]
print("same" if got and abs(got[0] - WANT) < 6e-5 else "differs: %r" % out[:300])
'''.replace("RUNS", repr(files)).replace("QRELS", repr(f_eval["coding.qrels"])).replace("WANT", repr(rec_f)),
        expect="ok", check=lambda out, folder: "same" in out, memory_gb=4.0, timeout=120,
        why="trec_eval reads the written run in its order; recall_30 of the house order"))
    cases.append(ok("u23a_api_pytrec_recall_fused", "rankagg.evaluate(rankagg.fuse(models, 'combmnz'), coding, "
                    "['R@20', 'P@10']) against pytrec_eval of the reference's order", r'''
import rankagg, pytrec_eval
runs, qrels = json.loads(RUNS), json.loads(QRELS)
got = rankagg.evaluate(rankagg.fuse(runs, method="combmnz"), qrels, ["R@20", "P@10"])
ref = by_query(runs, combmnz_ref)
run = {q: {d: float(len(ref[q][0]) - i) for i, d in enumerate(fused_order(ref[q]))} for q in ref}
ev = pytrec_eval.RelevanceEvaluator(qrels, {"recall_20", "P_10"}).evaluate(run)
want_r = sum(v["recall_20"] for v in ev.values()) / len(ev)
want_p = sum(v["P_10"] for v in ev.values()) / len(ev)
print("same" if abs(got["R@20"] - want_r) < 1e-9 and abs(got["P@10"] - want_p) < 1e-9
      else "differs: %r %r %r" % (got, want_r, want_p))
'''.replace("RUNS", repr(json.dumps(ms))).replace("QRELS", repr(json.dumps(qrels))),
                    why="pytrec_eval recall_20 and P_10 of the fused order (docs/conventions.md's house order)"))
    cases.append(ok("u23a_api_fuser_bates_lists", "rankagg.Fuser('rrf') of each ranker's Bates list, best first, "
                    "issue by issue", r'''
import rankagg
runs = json.loads(RUNS)
fuser = rankagg.Fuser("rrf")
bad = []
for q in runs["svm"]:
    lists = {n: trec_order(r[q]) for n, r in runs.items()}
    got = fuser(lists)
    ref = rrf_ref({n: {d: float(len(l) - i) for i, d in enumerate(l)} for n, l in lists.items()})
    msg = agree(got, ref, written=False)
    if msg:
        bad.append((q, msg))
print("same" if not bad else "differs: %r" % bad)
'''.replace("RUNS", repr(json.dumps(ms))), why="README: the Fuser takes docid lists, best first; rrf sum 1 / (60 + r)"))
    cases.append(ok("u23a_api_relativity_frame", "rankagg.fuse of a pandas frame built from Relativity's exports "
                    "(columns renamed q_id, doc_id, score, run; Bates numbers as text)", r'''
import rankagg, pandas as pd
runs = json.loads(RUNS)
rows = [(q, d, s, n) for n, r in runs.items() for q, lst in r.items() for d, s in lst.items()]
df = pd.DataFrame(rows, columns=["q_id", "doc_id", "score", "run"])
got = rankagg.fuse(df, method="combsum")
ref = by_query(runs, combsum_minmax_ref)
rows = {}
for q, d, sc in zip(got["q_id"], got["doc_id"], got["score"]):
    rows.setdefault(q, []).append((d, float(sc)))
bad = [(q, agree(rows.get(q, []), ref[q], written=False)) for q in ref]
bad = [b for b in bad if b[1]]
print("same" if not bad and set(rows) == set(ref) else "differs: %r" % bad[:2])
'''.replace("RUNS", repr(json.dumps(ms))), why="README: rankagg.fuse of a long frame q_id, doc_id, score, run gives a "
                                                  "frame q_id, doc_id, score, rank; combsum of min-max"))

    # -- the platform's own files given where a run or the coding goes
    hdr = ["BEGDOC", "ENDDOC", "Issue", "Score"]
    body = [[d, d, "Pricing", str(s)] for d, s in list(ms["svm"]["ISSUE-01_Pricing"].items())[:6]]
    dat_utf8 = "\ufeff" + _thorn_dat([hdr, *body])
    cases.append(cli_bad("u23a_dat_bom_as_run", "fuse svm_export.dat logreg.run: Relativity's DAT export (UTF-8 with "
                         "a BOM, thorn quotes, DC4 separators) given as a run", ["fuse", "svm_export.dat",
                                                                                 "logreg.run", *out],
                         {"svm_export.dat": dat_utf8.encode("utf-8"), "logreg.run": files["logreg.run"]},
                         "svm_export.dat:1", "Concordance",
                         why="docs/conventions.md: a file of another tool is named for what it is, with what to do"))
    cases.append(cli_bad("u23a_dat_cp1252_as_run", "fuse coding.dat logreg.run: a Concordance DAT in Windows-1252 "
                         "(thorn byte 0xFE, DC4 0x14)", ["fuse", "coding.dat", "logreg.run", *out],
                         {"coding.dat": _thorn_dat([hdr, *body]).encode("cp1252"), "logreg.run": files["logreg.run"]},
                         "coding.dat", "Concordance",
                         why="docs/conventions.md: a file of another tool is named for what it is (not 'not UTF-8')"))
    cases.append(cli_bad("u23a_dat_pilcrow_as_qrels", "evaluate --qrels coding.dat: the coding exported as a DAT with "
                         "pilcrow (¶) separators and ® for newlines in a field", ["evaluate", "--qrels", "coding.dat",
                                                                                  "svm.run"],
                         {"coding.dat": _thorn_dat([["BEGDOC", "Responsive", "Notes"],
                                                    ["ABC0001200", "Responsive", "price list\u00aesee p.2"],
                                                    ["ABC0001203", "Not Responsive", ""]], sep="\u00b6"),
                          "svm.run": files["svm.run"]}, "coding.dat:1", "Concordance", outputs=(),
                         why="docs/conventions.md: a file of another tool is named at every door"))
    cases.append(cli_bad("u23a_dat_as_qrels_bom", "evaluate --qrels coding.dat: the attorneys' coding as Relativity "
                         "exports it (UTF-8 BOM, thorn, DC4)", ["evaluate", "--qrels", "coding.dat", "svm.run"],
                         {"coding.dat": ("\ufeff" + _thorn_dat([["BEGDOC", "Coding: Responsive"],
                                                                ["ABC0001200", "Responsive"],
                                                                ["ABC0001203", "Not Responsive"]])).encode("utf-8"),
                          "svm.run": files["svm.run"]}, "coding.dat:1", "Concordance", outputs=(),
                         why="docs/conventions.md: a file of another tool is named at every door"))
    opt = "".join(f"{d},VOL001,IMAGES\\001\\{d}.tif,{'Y' if i % 3 == 0 else ''},,,{3 if i % 3 == 0 else ''}\r\n"
                  for i, d in enumerate(_DOCS[:9]))
    cases.append(cli_bad("u23a_opt_as_run", "fuse images.opt svm.run: Opticon's image cross-reference picked up by "
                         "exports/*", ["fuse", "images.opt", "svm.run", *out],
                         {"images.opt": opt, "svm.run": files["svm.run"]}, "images.opt:1", "Opticon",
                         why="docs/conventions.md: a file of another tool is named for what it is, not by a field count"))
    lfp = "".join(f"IM,{d},D,0,@VOL001;IMAGES\\001;{d}.tif;2\r\n" for d in _DOCS[:6])
    cases.append(cli_bad("u23a_lfp_as_qrels", "evaluate --qrels images.lfp: IPRO's image load file taken for the "
                         "coding", ["evaluate", "--qrels", "images.lfp", "svm.run"],
                         {"images.lfp": lfp, "svm.run": files["svm.run"]}, "images.lfp:1", "IPRO", outputs=(),
                         why="docs/conventions.md: a file of another tool is named at every door"))
    cases.append(cli_bad("u23a_lfp_as_run", "fuse images.lfp svm.run: IPRO's LFP given as a run",
                         ["fuse", "images.lfp", "svm.run", *out], {"images.lfp": lfp, "svm.run": files["svm.run"]},
                         "images.lfp:1", "IPRO",
                         why="docs/conventions.md: a file of another tool is named for what it is"))
    dii = "".join(f"; Record {i + 1}\r\n@T {d}\r\n@C ENDDOC {d}\r\n@D @I\\IMAGES\\001\\\r\n{d}.tif\r\n"
                  for i, d in enumerate(_DOCS[:4]))
    cases.append(cli_bad("u23a_dii_as_run", "fuse images.dii svm.run: Summation's DII load file", [
        "fuse", "images.dii", "svm.run", *out], {"images.dii": dii, "svm.run": files["svm.run"]}, "images.dii:1",
        "Summation", why="docs/conventions.md: a file of another tool is named for what it is"))
    rel_csv = "Control Number,Rank,Score (0-100),Coding: Responsive\r\n" + "".join(
        f"{d},{i},{s},{'Responsive' if s > 70 else ''}\r\n"
        for i, (d, s) in enumerate(sorted(ms["svm"]["ISSUE-01_Pricing"].items(), key=lambda x: -x[1])[:8], 1))
    cases.append(cli_bad("u23a_relativity_csv_as_run", "fuse svm_rank.csv logreg.run: Relativity's CSV export "
                         "(Control Number, Rank, Score (0-100), Coding: Responsive) given as a run",
                         ["fuse", "svm_rank.csv", "logreg.run", *out],
                         {"svm_rank.csv": rel_csv, "logreg.run": files["logreg.run"]}, "svm_rank.csv:1",
                         "Control Number",
                         why="docs/conventions.md: a table with a header is named as a table, with what to do (pandas, "
                             "columns q_id, doc_id, score), not by a field count"))
    cases.append(cli_bad("u23a_relativity_csv_as_qrels", "evaluate --qrels coding.csv: the coding as Relativity's CSV "
                         "export", ["evaluate", "--qrels", "coding.csv", "svm.run"],
                         {"coding.csv": rel_csv, "svm.run": files["svm.run"]}, "coding.csv:1", "Control Number",
                         outputs=(), why="docs/conventions.md: a judgements table with a header is refused naming it"))
    msg = bytes.fromhex("d0cf11e0a1b11ae1") + bytes(24) + b"\x3e\x00\x03\x00\xfe\xff" + bytes(450) + \
        "__substg1.0_0037001F".encode("utf-16-le") + bytes(64)
    cases.append(cli_bad("u23a_msg_as_run", "fuse ABC0001200.msg svm.run: an Outlook message (a native) in the "
                         "export folder", ["fuse", "ABC0001200.msg", "svm.run", *out],
                         {"ABC0001200.msg": msg, "svm.run": files["svm.run"]}, "ABC0001200.msg", "Outlook",
                         why="docs/conventions.md: a binary file of another tool is named for what it is"))
    pst = b"!BDN" + bytes.fromhex("4e4e2f3c") + b"SM" + b"\x17\x00\x13\x00\x01\x01" + bytes(500)
    cases.append(cli_bad("u23a_pst_as_run", "fuse custodian.pst svm.run: a custodian's Outlook PST given as a run",
                         ["fuse", "custodian.pst", "svm.run", *out], {"custodian.pst": pst, "svm.run": files["svm.run"]},
                         "custodian.pst", "Outlook",
                         why="docs/conventions.md: a binary file of another tool is named for what it is"))
    eml = ("From: a.jones@corp.example\r\nTo: b.smith@corp.example\r\nSubject: Q3 pricing\r\n"
           "Date: Tue, 3 Mar 2020 10:12:00 -0500\r\nMessage-ID: <123@corp.example>\r\n\r\nSee the price list.\r\n")
    cases.append(cli_bad("u23a_eml_as_run", "fuse ABC0001203.eml svm.run: an e-mail (RFC 822) native given as a run",
                         ["fuse", "ABC0001203.eml", "svm.run", *out], {"ABC0001203.eml": eml,
                                                                       "svm.run": files["svm.run"]},
                         "ABC0001203.eml:1", "mail",
                         why="docs/conventions.md: a file of another tool is named for what it is"))

    # -- the team's slips in their own runs and coding
    spaced = files["svm.run"].replace("ABC0001203 ", "SMITH 000123 ", 1)
    line = next(i for i, l in enumerate(spaced.splitlines(), 1) if "SMITH 000123" in l)
    cases.append(cli_bad("u23a_bates_with_space", "fuse svm.run logreg.run: a Bates number with a space ('SMITH "
                         "000123') in a run line", ["fuse", "svm.run", "logreg.run", *out],
                         {"svm.run": spaced, "logreg.run": files["logreg.run"]}, f"svm.run:{line}",
                         why="trec_eval splits on blanks: the line has 7 fields and its rank/score shift"))
    cut = {n: {q: dict(sorted(lst.items(), key=lambda x: (float(x[1]), x[0].encode()), reverse=True)[:30])
               for q, lst in r.items()} for n, r in ms.items()}
    cases.append(cli_ok("u23a_input_depth_first_30", "fuse --method rrf --input-depth 30: only each ranker's first 30 "
                        "documents per issue (the team's review budget per model)", [*fuse4, "--method", "rrf",
                                                                                     "--input-depth", "30", *out],
                        files, _check_run(by_query(cut, _RRF), name=pr),
                        why="fuse --help: --input-depth keeps each run's first N by trec_eval's order, ties at 0 and "
                            "100 cut by the docid descending"))
    hot = {q: {d: (2 if g and ms["logreg"][q][d] >= 90 else g) for d, g in lst.items()} for q, lst in qrels.items()}
    nd = {q: _NS["ndcg"](orders["logreg"][q], hot[q], 10) for q in _ISSUES}
    cases.append(cli_ok("u23a_eval_ndcg_hot_documents", "evaluate --qrels hot.qrels --measures nDCG@10 -q: 'hot' "
                        "documents coded 2, responsive 1, not responsive 0", ["evaluate", "--qrels", "hot.qrels",
                                                                              "logreg.run", "--measures", "nDCG@10",
                                                                              "-q"],
                        {"hot.qrels": _qrels_text(hot), "logreg.run": files["logreg.run"]},
                        _eval_q("nDCG@10", {**nd, "all": sum(nd.values()) / 3}),
                        why="trec_eval ndcg_cut.10: gain = the grade, discount log2(r + 1), ideal of the judged"))
    bp = _pytrec(ms["keywords"], qrels, "bpref")
    cases.append(cli_ok("u23a_eval_bpref_unreviewed", "evaluate --measures Bpref -q keywords.run: unreviewed "
                        "documents among the hits are neither responsive nor not", ["evaluate", "--qrels",
                                                                                   "coding.qrels", "keywords.run",
                                                                                   "--measures", "Bpref", "-q"],
                        f_eval, _eval_q("Bpref", bp),
                        why="pytrec_eval bpref: unjudged documents are skipped (Buckley and Voorhees 2004)"))
    words = "ISSUE-01_Pricing 0 ABC0001200 1\nISSUE-01_Pricing 0 ABC0001203 0\nISSUE-01_Pricing 0 ABC0001206 P\n"
    cases.append(cli_bad("u23a_qrels_privileged_letter", "evaluate --qrels coding.qrels: a privileged document coded "
                         "'P' in the grade column", ["evaluate", "--qrels", "coding.qrels", "svm.run"],
                         {"coding.qrels": words, "svm.run": files["svm.run"]}, "coding.qrels:3", outputs=(),
                         why="trec_eval reads the grade as an integer; a letter is refused naming the line"))
    coded = "".join(f"{d}\t{'Responsive' if g else 'Not Responsive'}\n" for d, g in qrels["ISSUE-01_Pricing"].items())
    cases.append(cli_bad("u23a_qrels_two_column_coding", "evaluate --qrels coding.tsv: the coding as 'Bates<TAB>"
                         "Responsive' (no issue column)", ["evaluate", "--qrels", "coding.tsv", "svm.run"],
                         {"coding.tsv": coded, "svm.run": files["svm.run"]}, "coding.tsv:1", outputs=(),
                         why="TREC qrels have 4 fields 'qid iter docid rel'; refused naming the line"))
    cases.append(bad("u23a_api_bates_space_id", "rankagg.fuse of {ranker: {issue: {'SMITH 000123': 97}}} from the "
                     "platform's field", r'''
import rankagg
print(rankagg.fuse({"svm": {"ISSUE-01_Pricing": {"SMITH 000123": 97, "SMITH 000124": 40}},
                    "logreg": {"ISSUE-01_Pricing": {"SMITH 000123": 88}}}, method="rrf"))
''', "svm", "ISSUE-01_Pricing", "SMITH 000123",
                     why="docs/reliability.md: one id rule on every path, no blank in an id"))
    cases.append(bad("u23a_api_relativity_columns", "rankagg.fuse of Relativity's frame as exported (Control Number, "
                     "Rank, Score (0-100)) without renaming", r'''
import rankagg, pandas as pd
df = pd.DataFrame({"Control Number": ["ABC0001200", "ABC0001203"], "Rank": [1, 2], "Score (0-100)": [97, 40]})
print(rankagg.fuse({"svm": df, "logreg": df}, method="rrf"))
''', "Control Number", why="rankagg/io/missing_columns.py: a frame's refusal names its columns"))

    # -- writing the priority order back under the platform's names
    cases.append(cli_ok("u23a_out_dat_name_is_free", "fuse --method rrf -o priority.dat: '.dat' as the team "
                        "names everything (a run's common name, not only a Concordance load file)",
                        [*fuse4, "--method", "rrf", "-o", "priority.dat"], files,
                        _check_run(by_query(ms, _RRF), name="priority.dat"),
                        why="docs/conventions.md: a run's common names stay free: .txt, .bak, .bin, .out, .res, .dat"))
    for suffix, tool in ((".opt", "an Opticon image cross-reference"), (".lfp", "an IPRO image load file"),
                         (".pst", "an Outlook personal folders file"), (".msg", "an Outlook message"),
                         (".mbox", "a mailbox"), (".eml", "an e-mail message")):
        cases.append(cli_bad(f"u23a_out_{suffix[1:]}_name", f"fuse --method rrf -o priority{suffix}: the priority "
                             f"order saved for the review platform", [*fuse4, "--method", "rrf", "-o",
                                                                      f"priority{suffix}"], files,
                             "-o", f"priority{suffix}", outputs=(f"priority{suffix}",),
                             why=f"docs/conventions.md: -o under a name no reader of TREC lines opens is refused; "
                                 f"{suffix} is {tool}"))
    cases.append(cli_ok("u23a_explain_dat_name_is_free", "fuse --explain why.dat: the contributions under the "
                        "team's usual '.dat' (JSON lines, one per fused document)",
                        [*fuse4, "--method", "rrf", "--explain", "why.dat", *out], files,
                        _explain_dat_check(by_query(ms, _RRF)),
                        why="docs/conventions.md: .dat is a common name that stays free; --explain writes a JSON line "
                            "per fused document with its score"))

    # -- the collection's volume
    cases.append(cli_ok("u23a_volume_600k_x4", "fuse 4 rankers' scores of 600,000 documents for one issue (0-100 "
                        "integers: ties in blocks of thousands) --method rrf --depth 2000", [
                            "fuse", *[f"m{j}.run" for j in range(4)], "--method", "rrf", "--depth", "2000", *out],
                        {}, _volume_check(), setup=_volume_setup(), timeout=240,
                        why="rrf sum 1 / (60 + r), r by score then id descending; the fused 2000 best"))
    return cases


def _check_order_only(refs: Any) -> Callable[[str, Path], bool]:
    """--scores rank: the written order is the reference's (house rule), scores n - rank + 1."""
    def check(out: str, folder: Path) -> bool:
        rows = read_run((folder / "priority.run").read_text(encoding="utf-8"))
        if set(rows) != set(refs):
            return False
        for q, ref in refs.items():
            got = [d for d, _ in rows[q]]
            n = len(got)
            if got != fused_order(ref) or [s for _, s in rows[q]] != [float(n - i) for i in range(n)]:
                return False
        return True

    return check


def _explain_dat_check(refs: Any) -> Callable[[str, Path], bool]:
    """why.dat: one JSON line per fused document, its score the reference's RRF score."""
    def check(out: str, folder: Path) -> bool:
        recs = [json.loads(x) for x in (folder / "why.dat").read_text(encoding="utf-8").splitlines() if x.strip()]
        want = {(q, d): s for q, ref in refs.items() for d, s in ref[0].items()}
        got = {(str(r["qid"]), str(r["docid"])): float(r["score"]) for r in recs}
        return len(recs) == len(want) and set(got) == set(want) and \
            all(abs(got[k] - v) <= 1e-12 for k, v in want.items())

    return check


def _pytrec(run: dict, qrels: dict, measure: str) -> dict[str, float]:
    """pytrec_eval's ``measure`` per issue and its mean ('all'), of the run as written (its scores)."""
    import pytrec_eval  # the reference tool, imported where a case is built (the matrix itself needs none)

    ev = pytrec_eval.RelevanceEvaluator(qrels, {measure}).evaluate(
        {q: {d: float(s) for d, s in lst.items()} for q, lst in run.items()})
    got = {q: v[measure] for q, v in ev.items()}
    return {**got, "all": sum(got.values()) / len(got)}


def _recall_of(order: list, grades: dict, k: int) -> float:
    rel = sum(1 for g in grades.values() if g > 0)
    return sum(1 for d in order[:k] if grades.get(d, 0) > 0) / rel if rel else 0.0


def _volume_setup() -> Callable[[Path], None]:
    return pandas_setup(
        "import numpy as np\nrng = np.random.default_rng(23)\n"
        "ids = np.array([f'ABC{i:07d}' for i in range(600000)])\n"
        "base = rng.random(600000)\n"
        "for j in range(4):\n"
        "    s = np.clip(np.round(160 * (base + 0.5 * rng.random(600000)) - 60), 0, 100).astype(int)\n"
        "    order = np.lexsort((ids, s))[::-1]\n"
        "    with open(folder / f'm{j}.run', 'w') as fh:\n"
        "        fh.write(''.join(f'ISSUE-01_Pricing Q0 {ids[i]} {r} {s[i]} m{j}\\n' for r, i in enumerate(order, 1)))\n")


def _volume_check() -> Callable[[str, Path], bool]:
    """The fused 2000 best against RRF of the four runs as written (each file in trec_eval's order)."""
    def check(out: str, folder: Path) -> bool:
        total: dict = {}
        for j in range(4):
            for r, line in enumerate((folder / f"m{j}.run").read_text().splitlines(), 1):
                d = line.split(" ", 3)[2]
                total[d] = total.get(d, 0.0) + 1.0 / (60 + r)
        got = read_run((folder / "priority.run").read_text()).get("ISSUE-01_Pricing", [])
        want = sorted(total.values(), reverse=True)[:2000]
        return len(got) == 2000 and all(abs(s - w) <= 1e-4 * w for (_, s), w in zip(got, want)) and \
            all(abs(total[d] - s) <= 1e-4 * s for d, s in got)

    return check
