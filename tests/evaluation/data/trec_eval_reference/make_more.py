"""Store NIST trec_eval 10.0's values of the measures beyond its default output that rankagg computes
(:mod:`rankagg.evaluation.trec_sets`: success, set_F, set_map, set_relative_P, 11pt_avg, Rprec_mult,
num_nonrel_judged_ret, gm_bpref), for tests/evaluation/test_trec_eval_more.py (issue 45).

    python tests/evaluation/data/trec_eval_reference/make_more.py --trec-eval /tmp/trec_eval/trec_eval \\
        --source /tmp/trec_eval [--data $RANKAGG_DATA]

Written beside this script: ``more.qrels`` and ``more-*.run`` (made with a fixed seed: queries with 0 to 12
relevant documents of grades 1 to 3, judged non-relevant ones, unjudged ones retrieved, runs of 1 to 40 lines so
that the cutoffs fall beyond the run, tied scores), and ``more.json``: trec_eval's per-query and ``all`` values
(``-q``) of each run for every command of :data:`COMMANDS` (each measure's parameters apart: trec_eval keeps the
last ``-m`` of a measure), at ``-l 1`` and ``-l 2``, with ``-c`` on the runs without :data:`DROPPED`, and with
``--data`` the ``all`` values on the real runs of make_reference.ROUND_RUNS.  The header states the version.
"""

from __future__ import annotations

import gzip
import json
import sys
import tempfile
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
from make_reference import ROUND_RUNS, header, parse_args, run_trec_eval  # noqa: E402

SEED = 4513
#: trec_eval's -m arguments, one command each, and rankagg's spelling of what each prints
COMMANDS = {
    "defaults": ["-m", "success", "-m", "set_F", "-m", "set_map", "-m", "set_relative_P", "-m", "11pt_avg",
                 "-m", "Rprec_mult", "-m", "num_nonrel_judged_ret", "-m", "gm_bpref"],
    "params": ["-m", "success.1,3,20,50", "-m", "set_F.0.5", "-m", "Rprec_mult.0.5,3,7.5"],
    "beta2": ["-m", "set_F.2"],
}
#: judged queries left out of each run for -c
DROPPED = ("q03", "q11", "q17")
N_RUNS, N_QUERIES = 3, 24


def generate(rng: np.random.Generator) -> tuple[str, list[tuple[str, str]]]:
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


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv, __doc__)
    out = Path(args.out)
    qrels_text, runs = generate(np.random.default_rng(SEED))
    qrels = out / "more.qrels"
    qrels.write_text(qrels_text, encoding="utf-8")
    head = header(args.trec_eval, args.source)
    head.pop("measures")
    more: dict = {"header": {**head, "seed": SEED, "dropped": list(DROPPED), "commands": {
        k: " ".join(["trec_eval", "-q", "[-l 2 | -c]", *v, "more.qrels", "more-RUN.run"]) for k, v in COMMANDS.items()}},
        "runs": {}, "rounds": {}}
    with tempfile.TemporaryDirectory() as tmp:
        for name, text in runs:
            path = out / f"more-{name}.run"
            path.write_text(text, encoding="utf-8")
            partial = Path(tmp) / f"{name}-partial.run"
            partial.write_text("".join(line + "\n" for line in text.splitlines() if line.split(" ")[0] not in DROPPED),
                               encoding="utf-8")
            got = more["runs"][name] = {}
            for key, m_args in COMMANDS.items():
                for form, extra, run in (("rel1", [], path), ("rel2", ["-l", "2"], path), ("complete", ["-c"], partial)):
                    got[f"{key}/{form}"] = run_trec_eval(args.trec_eval, str(qrels), str(run), True, [*extra, *m_args])[1]
        if args.data:
            for rnd, names in ROUND_RUNS.items():
                d = Path(args.data) / f"trec-covid-round{rnd}"
                for name in names:
                    plain = Path(tmp) / name  # trec_eval reads files, not pipes
                    plain.write_bytes(gzip.decompress((d / "runs" / f"{name}.gz").read_bytes()))
                    table = {}
                    for m_args in COMMANDS.values():
                        table.update(run_trec_eval(args.trec_eval, str(d / f"qrels-round{rnd}.txt"), str(plain),
                                                   False, m_args)[1])
                    more["rounds"].setdefault(str(rnd), {})[name] = {m: v["all"] for m, v in table.items()}
    (out / "more.json").write_text(json.dumps(more, indent=1, sort_keys=True, ensure_ascii=False) + "\n",
                                   encoding="utf-8")
    print(f"wrote {out}/more.json ({len(runs)} runs)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
