"""Store NIST trec_eval's outputs on adversarial runs and on the real rounds, for tests/evaluation (issue 45).

    python tests/evaluation/data/trec_eval_reference/make_reference.py --trec-eval /tmp/trec_eval/trec_eval \\
        --source /tmp/trec_eval [--data $RANKAGG_DATA] [--out tests/evaluation/data/trec_eval_reference]

(with rankagg importable: installed, or ``PYTHONPATH=.``).  It lives beside the files it writes, not in
scripts/ (which keeps at most ten tools: issue 26).

CI has no network and no trec_eval, so tests/evaluation/test_trec_eval_reference.py compares ``rankagg
evaluate`` against what this script stored.  trec_eval's C sources are public (github.com/usnistgov/trec_eval);
build them with ``make`` and give the binary (``--trec-eval``) and the checkout (``--source``: its commit and
tag are written in the header, with the binary's own ``-v`` line and every command run).

Written to ``--out``:

* ``generated.qrels`` and ``generated-adv*.run``: runs made with a fixed seed to separate the orders a scorer
  can give, each query one kind: near-ties (scores one to a few double ulps apart, equal as float32), huge
  scores (beyond float32's 3.4e38, some a few ulps apart, negative ones too), denormals (and scores
  around them), exact ties broken by docid (strcmp's order, descending, ids of different lengths and
  cases, UTF-8), negative zero tied with zero, and a mix.  A judged query the run lacks is left out:
  trec_eval 10.0 stops on it (exit 4, "result qid ... not found") where 9.x skipped it.
* ``blanks.qrels`` and ``generated-blanks.run``: ids holding a no-break space and other characters that
  Python's ``\\s`` matches but C's ``isspace`` (trec_eval's tokenizer) does not.  Scores are written as ``repr`` (the shortest text that reads back as the same double).
* ``written.run`` and ``written.qrels``: lists of fused scores (exact and float32 near-ties, huge, -0.0,
  NaN) written by rankagg's writer (:func:`rankagg.io.trec_writer.trec_scores`), each query twice, graded so that
  trec_eval's ``relstring`` spells each document's place in the file.
* ``generated.json``: the qrels of each run and trec_eval's per-query and ``all`` values (``-q``) of each generated run, as it prints
  them (4 decimals), keyed by trec_eval's measure names, with the rankagg spelling of each; the written
  lists' scores and trec_eval's ``relstring`` of each query of ``written.run``.
* ``rounds.json`` (with ``--data``): trec_eval's ``all`` values on a few real TREC-COVID runs of rounds 2-5
  (those with the most pairs of distinct scores that are equal as float32, and one plain run each); the
  runs themselves stay in the data folder.
* ``complete.json``: trec_eval ``-c -q`` (every judged query; one the run lacks evaluated as trec_eval's stand-in
  ranking) on each generated run without the judged queries of :data:`DROPPED`, with :data:`M_ARGS` and the
  counts (:data:`COMPLETE_ARGS`), with its default output, and with its default output at ``-l 2``.
* ``official.json`` (issue 50): trec_eval's default output (no ``-m``: its ``official`` measures, num_q to
  P_1000) of each generated run, per query (``-q``), at the default relevance level and at ``-l 2`` (ir_measures'
  ``rel=2``), with its ``-m`` list forms (:data:`LIST_ARGS`); with ``--data``, the ``all`` values of the default
  output on the real runs of ``rounds.json``.
* ``more.qrels``, ``more-*.run`` and ``more.json`` (with ``--more``, alone; tests/evaluation/test_trec_eval_more.py):
  trec_eval's measures beyond its default output that rankagg computes (:mod:`rankagg.evaluation.trec_sets`:
  success, set_F, set_map, set_relative_P, 11pt_avg, Rprec_mult, num_nonrel_judged_ret, gm_bpref) on runs made
  with :data:`MORE_SEED` (queries with 0 to 12 relevant documents of grades 1 to 3, judged non-relevant ones,
  unjudged ones retrieved, 1 to 40 lines so that cutoffs fall beyond the run, tied scores): per query and ``all``
  (``-q``) for each command of :data:`MORE_COMMANDS` (each measure's parameters apart: trec_eval keeps the last
  ``-m`` of a measure), at ``-l 1`` and ``-l 2``, with ``-c`` on the runs without :data:`MORE_DROPPED`, and with
  ``--data`` the ``all`` values on the real runs of :data:`ROUND_RUNS`.
"""

from __future__ import annotations

import argparse
import gzip
import json
import math
import os
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np

#: trec_eval's measure (its -m argument and its printed name) -> rankagg's spelling
MEASURES = {
    "P_1": "P@1", "P_5": "P@5", "P_10": "P@10", "ndcg": "nDCG", "ndcg_cut_5": "nDCG@5", "ndcg_cut_10": "nDCG@10",
    "map": "AP", "map_cut_10": "AP@10", "recip_rank": "RR", "Rprec": "Rprec", "bpref": "Bpref",
    "recall_5": "R@5", "recall_100": "R@100", "infAP": "infAP",
}
M_ARGS = ["-m", "P.1,5,10", "-m", "ndcg", "-m", "ndcg_cut.5,10", "-m", "map", "-m", "map_cut.10", "-m", "recip_rank",
          "-m", "Rprec", "-m", "bpref", "-m", "recall.5,100", "-m", "infAP"]
SEED = 45
#: judged queries left out of each generated run for complete.json (trec_eval -c)
DROPPED = ("near2", "huge1", "ties2", "zero1", "mixed2")
COMPLETE_ARGS = [*M_ARGS, "-m", "num_q", "-m", "num_ret", "-m", "num_rel", "-m", "num_rel_ret", "-m", "gm_map"]
#: trec_eval's -m list forms stored beside its default output in official.json
LIST_ARGS = ["-m", "ndcg_cut.10,20", "-m", "P.5,10", "-m", "num_rel_ret", "-m", "iprec_at_recall.0,.25,.33,.5"]
#: real runs per round: the most pairs of distinct scores equal as float32 (scripts' scan), then a plain one
ROUND_RUNS = {
    2: ("factum-hybrid", "VTechcrowd", "ASU_MDLabs_STS_qqn", "BITEM_BL"),
    3: ("crowd", "CORD-19-LTR", "SFDC-fus12-enc23-tf3", "BITEM_BL"),
    4: ("uab.run1", "udel_fang_lambdarank", "uw_crowd", "mpiid5_run1"),
    5: ("udel_fang_ltr_split", "elhuyar_prf_nof99p", "uw_crowd1", "run2_C-Arf_SciB"),
}


def _ulps(x: float, k: int) -> float:
    """``x`` moved ``k`` doubles up (k > 0) or down."""
    for _ in range(abs(k)):
        x = math.nextafter(x, math.inf if k > 0 else -math.inf)
    return x


def _query_scores(kind: str, rng: np.random.Generator, n: int) -> list[float]:
    """``n`` scores of one query of the given kind (the adversarial cases of the module docstring)."""
    if kind == "near":  # equal as float32, distinct as doubles: a few ulps apart around a few bases
        bases = [1.0, 0.1, 17.25, -3.5, 1e-3]
        return [_ulps(float(rng.choice(bases)), int(rng.integers(-6, 7))) for _ in range(n)]
    if kind == "huge":  # beyond float32 (inf to it), a few ulps apart, both signs
        bases = [3.5e38, 1e39, 1e100, 1.7976931348623157e308, -1e39, -1e300]
        return [_ulps(float(rng.choice(bases)), -int(rng.integers(0, 4)) if rng.random() < 0.9 else 0)
                for _ in range(n)]
    if kind == "denormal":  # below float32's smallest (0 to it) and below double's normal range
        bases = [5e-324, 1e-310, 2.2250738585072014e-308, 1e-45, -5e-324, -1e-310, 0.0]
        return [_ulps(float(rng.choice(bases)), int(rng.integers(0, 3))) for _ in range(n)]
    if kind == "ties":  # exact ties: the docid decides
        return [float(rng.choice([2.0, 1.0, 0.5])) for _ in range(n)]
    if kind == "zero":  # -0.0 and 0.0 compare equal: the docid decides
        return [float(rng.choice([0.0, -0.0, 1e-300, -1e-300])) for _ in range(n)]
    # mixed: a bit of everything, and ordinary scores
    pool = [*_query_scores("near", rng, 4), *_query_scores("huge", rng, 4), *_query_scores("denormal", rng, 4),
            0.0, -0.0, 1.0, 1.0]
    return [float(rng.choice(pool)) if rng.random() < 0.7 else float(rng.normal()) for _ in range(n)]


def _docids(rng: np.random.Generator, n: int) -> list[str]:
    """``n`` distinct docids whose strcmp order differs from a numeric or case-blind one."""
    pool = ["d1", "d10", "d2", "d20", "D1", "a", "aa", "z", "Z9", "0", "00", "é1", "e1", "doc-7", "doc_7", "x.y", "ü"]
    extra = [f"doc{int(i)}" for i in rng.choice(1000, size=n, replace=False)]
    names = list(dict.fromkeys([*rng.permutation(pool).tolist(), *extra]))
    return names[:n]


def generate(rng: np.random.Generator, n_runs: int = 3) -> tuple[str, list[tuple[str, str]]]:
    """The qrels text and ``(name, text)`` of each run: queries of every kind, 12 to 30 documents each."""
    kinds = ("near", "huge", "denormal", "ties", "zero", "mixed")
    queries = [(f"{kind}{j}", kind) for kind in kinds for j in (1, 2)]
    qrels_lines, docs_of = [], {}
    for qid, _ in queries:
        docs = _docids(rng, int(rng.integers(12, 31)))
        docs_of[qid] = docs
        judged = [*docs[: len(docs) // 2], "unretrieved1", "unretrieved2"]  # some relevant never retrieved
        for d in judged:
            qrels_lines.append(f"{qid} 0 {d} {int(rng.choice([0, 0, 1, 2]))}")
    runs = []
    for r in range(n_runs):
        name = f"adv{r + 1}"
        lines = []
        for qid, kind in queries:
            docs = list(rng.permutation(docs_of[qid]))
            docs = docs[: int(rng.integers(max(2, len(docs) - 6), len(docs) + 1))]
            scores = _query_scores(kind, rng, len(docs))
            for i, (d, s) in enumerate(zip(docs, scores)):  # ranks and file order are not trec_eval's order
                lines.append(f"{qid} Q0 {d} {i + 1} {s!r} {name}")
        lines.append(f"unjudged Q0 d1 1 1.0 {name}")  # a query without judgements: skipped
        runs.append((name, "\n".join(lines) + "\n"))
    return "\n".join(qrels_lines) + "\n", runs


#: characters trec_eval reads inside a token (C's isspace is ASCII) that Python's ``\s`` matches
UNICODE_BLANKS = ("\u00a0", "\u2003", "\u3000", "\u0085", "\u2028", "\x1c", "\x1f")


def generate_blanks(rng: np.random.Generator) -> tuple[str, str]:
    """Qrels and a run whose docids hold the :data:`UNICODE_BLANKS` (and qids one), scores tied or near-tied."""
    qrels_lines, lines = [], []
    for q, qid in enumerate(("b1", "b\u00a0q")):
        docs = [f"{c}{j}" if j % 2 else f"d{c}{j}" for j, c in enumerate(UNICODE_BLANKS * 2)] + ["plain"]
        for d in docs[::2]:
            qrels_lines.append(f"{qid} 0 {d} {int(rng.choice([0, 1, 2]))}")
        for i, d in enumerate(rng.permutation(docs).tolist()):
            lines.append(f"{qid} Q0 {d} {i + 1} {_ulps(1.0, int(rng.integers(0, 2)))!r} blanks")
    return "\n".join(qrels_lines) + "\n", "\n".join(lines) + "\n"


def written_lists(rng: np.random.Generator) -> dict[str, list[float]]:
    """Scores in consensus order (descending, NaN last) as fusion gives them to the writer, each list a case
    of :func:`rankagg.io.trec_writer.trec_scores`: exact ties (RRF's), float32 near-ties, ties beyond float32, -0.0
    tied with 0.0 and with the smallest denormals, lines without a score, ties at the lowest double."""
    rrf = sorted((1 / (60 + r) + 1 / (60 + int(rng.integers(1, 30))) for r in rng.integers(1, 30, 40)), reverse=True)
    near = sorted((_ulps(0.5, int(rng.integers(0, 8))) for _ in range(30)), reverse=True)
    huge = sorted([float(rng.choice([1e300, 1e39, 3.4028234663852886e38, 3e38, -1e39])) for _ in range(30)],
                  reverse=True)
    zero = sorted([float(rng.choice([5e-324, 0.0, -0.0, -5e-324])) for _ in range(25)], reverse=True)
    unscored = [1.0, 1.0, 0.5, *[math.nan] * 6]
    lowest = [-1.7976931348623157e308] * 4
    return {"rrf": rrf, "near": near, "huge": huge, "zero": zero, "unscored": unscored, "lowest": lowest}


def write_lists(lists: dict[str, list[float]]) -> tuple[str, str]:
    """The run rankagg's writer writes for ``lists`` (each query twice, ``A`` and ``B``), and qrels that grade
    the document at file place ``i`` ``i % 10`` in ``A`` and ``i // 10`` in ``B``: trec_eval's ``relstring``
    of the two queries then spells the file place of each document in trec_eval's order."""
    from rankagg.io.trec_writer import trec_scores

    run, qrels = [], []
    for name, scores in lists.items():
        written = trec_scores(np.array(scores), np.array([0, len(scores)]))
        for copy in ("A", "B"):
            for i, x in enumerate(written.tolist()):
                run.append(f"{name}{copy} Q0 doc{i} {i + 1} {x!r} rankagg")
                qrels.append(f"{name}{copy} 0 doc{i} {i % 10 if copy == 'A' else i // 10}")
    return "\n".join(run) + "\n", "\n".join(qrels) + "\n"


def run_trec_eval(binary: str, qrels: str, run: str, per_query: bool, args: list[str] | None = None
                  ) -> tuple[list[str], dict]:
    """trec_eval's command and its output as ``{measure: {qid: printed value}}`` (``all``: the mean), with the
    measures of :data:`M_ARGS` or ``args``."""
    cmd = [binary, *(["-q"] if per_query else []), *(M_ARGS if args is None else args), qrels, run]
    out = subprocess.run(cmd, check=True, capture_output=True, text=True, encoding="utf-8").stdout
    table: dict[str, dict[str, str]] = {}
    for line in out.splitlines():
        measure, qid, value = line.split("\t")
        table.setdefault(measure.strip(), {})[qid] = value
    return cmd, table


def header(binary: str, source: str) -> dict:
    """The trec_eval version: the binary's ``-v`` line and the checkout's commit and tag."""
    version = subprocess.run([binary, "-v"], capture_output=True, text=True).stdout.strip() or \
        subprocess.run([binary, "-v"], capture_output=True, text=True).stderr.strip()

    def git(*args: str) -> str:
        return subprocess.run(["git", "-C", source, *args], capture_output=True, text=True).stdout.strip()

    commit = git("rev-parse", "HEAD") if source else ""
    return {
        "tool": "NIST trec_eval, https://github.com/usnistgov/trec_eval, built with make",
        "version": version, "commit": commit, "tag": git("describe", "--tags", "--exact-match") if source else "",
        "note": "tag v10.0's Makefile still says VERSIONID = 10.0-rc3, so the v10.0 binary prints that",
        "scores": "trec_eval 10.0 reads each score with atof into a double and sorts by it descending, ties by "
                  "docno descending (strcmp), form_res_rels.c comp_sim_docno",
        "regenerate": "python tests/evaluation/data/trec_eval_reference/make_reference.py --trec-eval BINARY "
                      "--source CHECKOUT --data DATA",
        "measures": MEASURES,
    }


#: --more (tests/evaluation/test_trec_eval_more.py): trec_eval's measures beyond its default output
MORE_SEED = 4513
#: trec_eval's -m arguments, one command each, and rankagg's spelling of what each prints
MORE_COMMANDS = {
    "defaults": ["-m", "success", "-m", "set_F", "-m", "set_map", "-m", "set_relative_P", "-m", "11pt_avg",
                 "-m", "Rprec_mult", "-m", "num_nonrel_judged_ret", "-m", "gm_bpref"],
    "params": ["-m", "success.1,3,20,50", "-m", "set_F.0.5", "-m", "Rprec_mult.0.5,3,7.5"],
    "beta2": ["-m", "set_F.2"],
}
#: judged queries left out of each more-*.run for -c
MORE_DROPPED = ("q03", "q11", "q17")
N_RUNS, N_QUERIES = 3, 24


def generate_more(rng: np.random.Generator) -> tuple[str, list[tuple[str, str]]]:
    """The qrels and ``(name, text)`` of each run (module docstring)."""
    qrels, pools = [], {}
    for q in range(N_QUERIES):
        qid = f"q{q:02d}"
        n_rel, n_non = int(rng.integers(0, 13)), int(rng.integers(0, 10))
        docs = [f"{qid}d{i}" for i in range(n_rel + n_non)]
        grades = [int(rng.integers(1, 4)) for _ in range(n_rel)] + [0] * n_non
        qrels += [f"{qid} 0 {d} {g}" for d, g in zip(docs, grades)]
        pools[qid] = docs
    if not qrels:
        raise AssertionError("no judgement")
    runs = []
    for r in range(N_RUNS):
        lines = []
        for qid, docs in pools.items():
            n = int(rng.integers(1, 41))
            cands = [*docs, *(f"{qid}u{i}" for i in range(30))]  # unjudged documents too
            picked = rng.choice(len(cands), size=min(n, len(cands)), replace=False)
            scores = np.round(rng.normal(size=len(picked)), 1)  # one decimal: ties among them
            lines += [f"{qid} Q0 {cands[i]} {k + 1} {float(s)!r} run{r}" for k, (i, s) in enumerate(zip(picked, scores))]
        runs.append((f"run{r}", "\n".join(lines) + "\n"))
    return "\n".join(qrels) + "\n", runs


def write_more(args: argparse.Namespace) -> None:
    """``--more``: more.qrels, more-*.run and more.json (the module docstring)."""
    out = Path(args.out)
    qrels_text, runs = generate_more(np.random.default_rng(MORE_SEED))
    qrels = out / "more.qrels"
    qrels.write_text(qrels_text, encoding="utf-8")
    head = header(args.trec_eval, args.source)
    head.pop("measures")
    more: dict = {"header": {**head, "seed": MORE_SEED, "dropped": list(MORE_DROPPED), "commands": {
        k: " ".join(["trec_eval", "-q", "[-l 2 | -c]", *v, "more.qrels", "more-RUN.run"]) for k, v in MORE_COMMANDS.items()}},
        "runs": {}, "rounds": {}}
    with tempfile.TemporaryDirectory() as tmp:
        for name, text in runs:
            path = out / f"more-{name}.run"
            path.write_text(text, encoding="utf-8")
            partial = Path(tmp) / f"{name}-partial.run"
            partial.write_text("".join(line + "\n" for line in text.splitlines() if line.split(" ")[0] not in MORE_DROPPED),
                               encoding="utf-8")
            got = more["runs"][name] = {}
            for key, m_args in MORE_COMMANDS.items():
                for form, extra, run in (("rel1", [], path), ("rel2", ["-l", "2"], path), ("complete", ["-c"], partial)):
                    got[f"{key}/{form}"] = run_trec_eval(args.trec_eval, str(qrels), str(run), True, [*extra, *m_args])[1]
        if args.data:
            for rnd, names in ROUND_RUNS.items():
                d = Path(args.data) / f"trec-covid-round{rnd}"
                for name in names:
                    plain = Path(tmp) / name  # trec_eval reads files, not pipes
                    plain.write_bytes(gzip.decompress((d / "runs" / f"{name}.gz").read_bytes()))
                    table = {}
                    for m_args in MORE_COMMANDS.values():
                        table.update(run_trec_eval(args.trec_eval, str(d / f"qrels-round{rnd}.txt"), str(plain),
                                                   False, m_args)[1])
                    more["rounds"].setdefault(str(rnd), {})[name] = {m: v["all"] for m, v in table.items()}
    (out / "more.json").write_text(json.dumps(more, indent=1, sort_keys=True, ensure_ascii=False) + "\n",
                                   encoding="utf-8")
    print(f"wrote {out}/more.json ({len(runs)} runs)")


def parse_args(argv: list[str] | None, doc: str) -> argparse.Namespace:
    """The options of this script (``doc``: its docstring)."""
    ap = argparse.ArgumentParser(description=doc.split("\n\n")[0])
    ap.add_argument("--trec-eval", required=True, help="the trec_eval binary")
    ap.add_argument("--source", default="", help="its checkout (git), for the commit and tag in the header")
    ap.add_argument("--data", default=os.environ.get("RANKAGG_DATA", ""), help="RANKAGG_DATA (the real rounds)")
    ap.add_argument("--out", default=str(Path(__file__).resolve().parent))
    ap.add_argument("--more", action="store_true", help="write only more.qrels, more-*.run and more.json")
    return ap.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv, __doc__)
    if args.more:
        write_more(args)
        return 0
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    head = header(args.trec_eval, args.source)
    qrels_text, runs = generate(np.random.default_rng(SEED))
    (out / "generated.qrels").write_text(qrels_text, encoding="utf-8")
    blanks_qrels, blanks_run = generate_blanks(np.random.default_rng(SEED))
    (out / "blanks.qrels").write_text(blanks_qrels, encoding="utf-8")
    generated = {"header": {**head, "seed": SEED, "command": None}, "runs": {}, "qrels": {}}
    for name, text in [*runs, ("blanks", blanks_run)]:
        path = out / f"generated-{name}.run"
        path.write_text(text, encoding="utf-8")
        qrels = "blanks.qrels" if name == "blanks" else "generated.qrels"
        cmd, table = run_trec_eval(args.trec_eval, str(out / qrels), str(path), per_query=True)
        generated["header"]["command"] = " ".join(["trec_eval", *cmd[1:-2], "QRELS", "generated-RUN.run"])
        generated["runs"][name] = table
        generated["qrels"][name] = qrels
    lists = written_lists(np.random.default_rng(SEED))
    written_run, written_qrels = write_lists(lists)
    (out / "written.run").write_text(written_run, encoding="utf-8")
    (out / "written.qrels").write_text(written_qrels, encoding="utf-8")
    cmd = [args.trec_eval, "-q", "-m", "relstring.100", str(out / "written.qrels"), str(out / "written.run")]
    relstring = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
    generated["written"] = {
        "command": "trec_eval -q -m relstring.100 written.qrels written.run", "scores": lists,
        "relstring": {q.strip(): v for _, q, v in (line.split("\t") for line in relstring.splitlines())}}
    (out / "generated.json").write_text(json.dumps(generated, indent=1, sort_keys=True, ensure_ascii=False) + "\n",
                                        encoding="utf-8")
    print(f"wrote {out}/generated.json ({len(runs)} runs)")
    official: dict = {"header": {**head, "commands": {
        "default": "trec_eval -q QRELS generated-RUN.run", "rel2": "trec_eval -q -l 2 QRELS generated-RUN.run",
        "lists": " ".join(["trec_eval", "-q", *LIST_ARGS, "QRELS", "generated-RUN.run"]),
        "rounds": "trec_eval qrels-roundN.txt RUN"}}, "runs": {}, "rounds": {}}
    for name, _ in [*runs, ("blanks", "")]:
        qrels = str(out / generated["qrels"][name])
        path = str(out / f"generated-{name}.run")
        official["runs"][name] = {form: run_trec_eval(args.trec_eval, qrels, path, True, extra)[1]
                                  for form, extra in (("default", []), ("rel2", ["-l", "2"]), ("lists", LIST_ARGS))}
    if args.data:
        with tempfile.TemporaryDirectory() as tmp:
            for rnd, names in ROUND_RUNS.items():
                d = Path(args.data) / f"trec-covid-round{rnd}"
                for name in names:
                    plain = Path(tmp) / name  # trec_eval reads files, not pipes
                    plain.write_bytes(gzip.decompress((d / "runs" / f"{name}.gz").read_bytes()))
                    _, table = run_trec_eval(args.trec_eval, str(d / f"qrels-round{rnd}.txt"), str(plain), False, [])
                    official["rounds"].setdefault(str(rnd), {})[name] = {m: v["all"] for m, v in table.items()}
    (out / "official.json").write_text(json.dumps(official, indent=1, sort_keys=True, ensure_ascii=False) + "\n",
                                       encoding="utf-8")
    print(f"wrote {out}/official.json")
    complete: dict = {"header": {**head, "dropped": list(DROPPED), "commands": {
        "measures": " ".join(["trec_eval", "-c", "-q", *COMPLETE_ARGS, "QRELS", "RUN-without-DROPPED"]),
        "default": "trec_eval -c -q QRELS RUN-without-DROPPED", "rel2": "trec_eval -c -q -l 2 QRELS RUN-without-DROPPED"}},
        "runs": {}}
    with tempfile.TemporaryDirectory() as tmp:
        for name, text in runs:
            kept = "".join(line + "\n" for line in text.splitlines() if line.split(" ")[0] not in DROPPED)
            partial = Path(tmp) / f"{name}-partial.run"
            partial.write_text(kept, encoding="utf-8")
            qrels = str(out / "generated.qrels")
            complete["runs"][name] = {
                form: run_trec_eval(args.trec_eval, qrels, str(partial), True, ["-c", *extra])[1]
                for form, extra in (("measures", COMPLETE_ARGS), ("default", []), ("rel2", ["-l", "2"]))}
    (out / "complete.json").write_text(json.dumps(complete, indent=1, sort_keys=True, ensure_ascii=False) + "\n",
                                       encoding="utf-8")
    print(f"wrote {out}/complete.json")
    if args.data:
        rounds = {"header": {**head, "command": " ".join(["trec_eval", *M_ARGS, "qrels-roundN.txt", "RUN"])},
                  "rounds": {}}
        with tempfile.TemporaryDirectory() as tmp:
            for rnd, names in ROUND_RUNS.items():
                d = Path(args.data) / f"trec-covid-round{rnd}"
                got = {}
                for name in names:
                    plain = Path(tmp) / name  # trec_eval reads files, not pipes
                    plain.write_bytes(gzip.decompress((d / "runs" / f"{name}.gz").read_bytes()))
                    _, table = run_trec_eval(args.trec_eval, str(d / f"qrels-round{rnd}.txt"), str(plain), False)
                    got[name] = {m: v["all"] for m, v in table.items()}
                rounds["rounds"][str(rnd)] = got
        (out / "rounds.json").write_text(json.dumps(rounds, indent=1, sort_keys=True) + "\n", encoding="utf-8")
        print(f"wrote {out}/rounds.json")
    return 0


if __name__ == "__main__":
    sys.exit(main())
