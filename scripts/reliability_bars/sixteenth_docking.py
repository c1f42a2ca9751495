"""Issue 45's sixteenth bar of scripts/reliability_matrix.py, a medicinal chemist's consensus docking scores (its cases, ids ``u16d_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

import gzip
import json
from pathlib import Path
from typing import Any, Callable

from .case import Case, stdout_has, command_cases_files_optional  # noqa: F401
from .references import HOUSE_AGREEMENT, reference_namespace

SIXTEENTH_DOCKING = "45 Unseen inputs: a sixteenth bar, a medicinal chemist's consensus docking scores"

# The chemist's references, independent of rankagg's code, shared by the cases' setup and checks (run in the
# matrix's process, through ``_R``) and by the API snippets (prepended to each).  A ligand library whose ids are
# what docking exports carry (ZINC and ChEMBL ids, SMILES with brackets, '@', '/', '\', '#', '='); energies in
# kcal/mol at 0.1 precision (so thousands of ties in a large library) negated into scores (higher is better, as
# TREC runs and docs/conventions.md want them), GOLD's fitness kept as is (higher is better already), a failed
# docking left out of the program's list; DUD-E-like qrels (1% actives graded 1, or 2 when potent, decoys 0).
# ``trec_order`` is trec_eval's order (score descending, then docid descending as bytes); ``measures`` is
# trec_eval's AP, R-precision, P@k and recall@k (relevant = grade > 0, R over the query's relevant judged); ``ndcg``
# trec_eval's ndcg_cut (gain = grade, 1 / log2(rank + 1)); ``rrf_ref``, ``minmax_ref``, ``meanrank_ref`` the
# formulas ``rankagg methods`` states (RRF: sum w / (k + rank); CombSUM with per-list min-max, a list whose scores
# are all equal giving 1, absent 0; mean_rank / median_rank with a list's missing item at its length + 1, score the
# negated mean or median); ``agree`` compares a fused list with a reference under the house tie rule of
# docs/conventions.md (scores equal within 2^-40 relative: more rankers that returned it, then its best local
# rank, then the smaller docid).
_REF = HOUSE_AGREEMENT + r'''
import json, math, random, statistics
from pathlib import Path
TEMPLATES = ('ZINC{:012d}', 'CHEMBL{}', 'C[C@@H](N)C(=O)NC{}', 'F/C=C\\C{}', 'N#Cc1ccc(cc1)C{}',
             'O=C(N[C@H]1CC1)c1cc[nH]c1.C{}', '[NH3+]CC(=O)[O-].C{}', 'CC(C)(C)OC(=O)N/N=C/C{}')
def ligands(n, seed=16):
    nums = random.Random(seed).sample(range(10 ** 5, 10 ** 9), n)
    return [TEMPLATES[i % len(TEMPLATES)].format(x) for i, x in enumerate(nums)]
def actives_of(ids, share=0.01, seed=7):
    return set(random.Random(seed).sample(ids, max(1, int(len(ids) * share))))
def dock(ids, actives, seed, noise=1.0, fail=0.0, scale=1.0, digits=1):
    rnd = random.Random(seed)
    out = {}
    for d in ids:
        e = -6.5 - (1.8 if d in actives else 0.0) + rnd.gauss(0, noise)
        if rnd.random() < fail:
            continue
        out[d] = round(-e * scale, digits) + 0.0
    return out
def positions(s):
    return {d: i for i, d in enumerate(trec_order(s), 1)}
def run_text(by_q, tag, eol='\n'):
    return ''.join(f'{q} Q0 {d} {i} {s[d]!r} {tag}{eol}' for q, s in by_q.items() for i, d in enumerate(trec_order(s), 1))
def qrels_text(by_q, it='0'):
    return ''.join(f'{q} {it} {d} {g}\n' for q, j in by_q.items() for d, g in j.items())
def judge(ids, actives, potent=()):
    return {d: (2 if d in potent else 1) if d in actives else 0 for d in ids}
def read_run(path):
    by_q, order = {}, {}
    for line in Path(path).read_text(encoding='utf-8').splitlines():
        q, _, d, _, s, _ = line.split()
        by_q.setdefault(q, {})[d] = float(s)
        order.setdefault(q, []).append(d)
    return by_q, order
def measures(order, judged, ks=()):
    rel = {d for d, g in judged.items() if g > 0}
    R, hits, ap, at = len(rel), 0, 0.0, [0]
    for i, d in enumerate(order, 1):
        if d in rel:
            hits += 1
            ap += hits / i
        at.append(hits)
    def found(k):
        return at[min(k, len(order))]
    m = {'AP': ap / R if R else 0.0, 'Rprec': found(R) / R if R else 0.0}
    for k in ks:
        m['P@%d' % k] = found(k) / k
        m['R@%d' % k] = found(k) / R if R else 0.0
    return m
def ndcg(order, judged, k):
    dcg = sum(judged.get(d, 0) / math.log2(i + 1) for i, d in enumerate(order[:k], 1) if judged.get(d, 0) > 0)
    ideal = sorted((g for g in judged.values() if g > 0), reverse=True)[:k]
    idcg = sum(g / math.log2(i + 1) for i, g in enumerate(ideal, 1))
    return dcg / idcg if idcg else 0.0
def rrf_ref(runs, k=60.0, w=None, depth=None):
    sc, cnt, best = {}, {}, {}
    for m, s in runs.items():
        for d, r in positions(s).items():
            if depth and r > depth:
                continue
            sc[d] = sc.get(d, 0.0) + (w or {}).get(m, 1.0) / (k + r)
            cnt[d] = cnt.get(d, 0) + 1
            best[d] = min(best.get(d, 1 << 60), r)
    return sc, cnt, best
def minmax_ref(runs):
    sc, cnt, best = {}, {}, {}
    alld = set().union(*runs.values())
    for s in runs.values():
        lo, hi, pos = min(s.values()), max(s.values()), positions(s)
        for d in alld:
            if d in s:
                sc[d] = sc.get(d, 0.0) + ((s[d] - lo) / (hi - lo) if hi > lo else 1.0)
                cnt[d] = cnt.get(d, 0) + 1
                best[d] = min(best.get(d, 1 << 60), pos[d])
            else:
                sc.setdefault(d, 0.0)
    return sc, cnt, best
def sum_ref(runs):
    sc, cnt, best = {}, {}, {}
    for s in runs.values():
        for d, r in positions(s).items():
            sc[d] = sc.get(d, 0.0) + s[d]
            cnt[d] = cnt.get(d, 0) + 1
            best[d] = min(best.get(d, 1 << 60), r)
    return sc, cnt, best
def meanrank_ref(runs, median=False):
    alld = sorted(set().union(*runs.values()))
    ps = [(positions(s), len(s)) for s in runs.values()]
    sc, cnt, best = {}, {}, {}
    for d in alld:
        rs = [p.get(d, k + 1) for p, k in ps]
        sc[d] = -(statistics.median(rs) if median else sum(rs) / len(rs))
        cnt[d] = sum(d in p for p, _ in ps)
        best[d] = min(p[d] for p, _ in ps if d in p)
    return sc, cnt, best
'''[1:]

_R = reference_namespace(_REF, "<u16d references>")

TARGET = "EGFR"


def _library(n: int = 1500, seed: int = 16) -> tuple[list[str], set[str], dict[str, dict[str, float]]]:
    """The screening library, its actives, and three programs' scores (one target)."""
    ids = _R["ligands"](n, seed)
    act = _R["actives_of"](ids)
    runs = {
        "vina": _R["dock"](ids, act, 101, noise=1.0, fail=0.03),
        "glide": _R["dock"](ids, act, 202, noise=1.3),
        "gold": _R["dock"](ids, act, 303, noise=1.1, scale=8.0, digits=2),  # fitness, higher is better
    }
    return ids, act, runs


def _write_runs(folder: Path, runs: dict, tags: dict | None = None, suffix: str = ".run", eol: str = "\n",
                target: str = TARGET) -> None:
    for m, s in runs.items():
        text = _R["run_text"]({target: s}, (tags or {}).get(m, m), eol)
        p = folder / f"{m}{suffix}"
        if suffix.endswith(".gz"):
            p.write_bytes(gzip.compress(text.encode(), mtime=0))
        else:
            p.write_bytes(text.encode())


def _fused_rows(path: Path, target: str = TARGET) -> list[tuple[str, float]]:
    rows = []
    for line in path.read_text(encoding="utf-8").splitlines():
        q, _, d, _, s, _ = line.split()
        if q == target:
            rows.append((d, float(s)))
    return rows


def _eval_json(out: str) -> dict:
    return json.loads(out)


def _near(a: float, b: float) -> bool:
    return abs(a - b) <= 1e-9 * max(1.0, abs(b))


def sixteenth_bar_docking_cases() -> list[Case]:
    G = SIXTEENTH_DOCKING
    ids, act, runs = _library()

    def setup_runs(sub: dict | None = None, **kw: Any) -> Callable[[Path], None]:
        return lambda folder: _write_runs(folder, sub or runs, **kw)

    def fused_check(ref: tuple, depth: int | None = None, name: str = "fused.run") -> Callable[[str, Path], bool]:
        def check(out: str, folder: Path) -> bool:
            return _R["agree"](_fused_rows(folder / name), ref, depth) == ""
        return check

    cli_ok, cli_bad = command_cases_files_optional(G)

    def api_ok(id: str, what: str, code: str, why: str, timeout: float = 120, setup: Callable | None = None,
               files: dict | None = None) -> Case:
        return Case(id, G, what, code=_REF + code, expect="ok", check=stdout_has("same"), memory_gb=4.0,
                    timeout=timeout, why=why, setup=setup, files=files or {})

    def api_bad(id: str, what: str, code: str, *mention: str, why: str, files: dict | None = None) -> Case:
        return Case(id, G, what, code=_REF + code, mention=mention, memory_gb=4.0, timeout=60, why=why,
                    files=files or {})

    three = ["vina.run", "glide.run", "gold.run"]
    fuse3 = ["fuse", *three]
    judged = {TARGET: _R["judge"](ids, act)}
    qrels = _R["qrels_text"](judged)

    def eval_check(run: str, ms: tuple[str, ...], ks: tuple[int, ...] = (), source: dict | None = None,
                   qrels_by_q: dict | None = None) -> Callable[[str, Path], bool]:
        def check(out: str, folder: Path) -> bool:
            by_q, order = _R["read_run"](folder / run)
            j = qrels_by_q or judged
            got = _eval_json(out)
            want = _R["measures"](_R["trec_order"](by_q[TARGET]), j[TARGET], ks)
            return all(_near(got[m], want[m]) for m in ms)
        return check

    # a big library: 300,000 ligands (ties by the thousand at 0.1 kcal/mol)
    def big_setup(n: int, programs: tuple[str, ...] = ("vina", "glide", "gold"), with_qrels: bool = False):
        def setup(folder: Path) -> None:
            big_ids, big_act, big_runs = _library(n, seed=33)
            _write_runs(folder, {m: big_runs[m] for m in programs})
            if with_qrels:
                (folder / "dude.qrels").write_text(_R["qrels_text"]({TARGET: _R["judge"](big_ids, big_act)}))
        return setup

    def big_fused_check(n: int, method_ref: str, depth: int | None = None) -> Callable[[str, Path], bool]:
        def check(out: str, folder: Path) -> bool:
            big_runs = {m: _R["read_run"](folder / f"{m}.run")[0][TARGET] for m in ("vina", "glide", "gold")}
            ref = _R[method_ref](big_runs)
            return _R["agree"](_fused_rows(folder / "fused.run"), ref, depth) == ""
        return check

    # the same programs with the tag every run got from one conversion script
    tags_docking = {m: "docking" for m in runs}
    glide_weighted = _R["rrf_ref"]({f"{m}.run": s for m, s in runs.items()}, w={"glide.run": 2.0, "gold.run": 0.5})

    # failed glide dockings written as the converted 999 kcal/mol: -999
    failed_glide = dict(runs["glide"])
    for d in sorted(failed_glide)[:40]:
        failed_glide[d] = -999.0
    runs_failed = {"vina": runs["vina"], "glide": failed_glide, "gold": runs["gold"]}

    # names with non-ASCII letters and spaces-free brackets, tied at 0.1 kcal/mol
    uni_ids = ["β-carotene", "α-tocopherol", "Ácido_acetilsalicílico", "ǅ-ligand", "ZINC000000000042", "γ-aminobutyric",
               "(−)-epicatechin", "(+)-catechin", "caféine", "naïve_ligand_7", "Ω-3", "ζ-carotene"]
    uni_scores = {d: [9.1, 9.1, 8.7, 8.7, 8.7, 8.0, 7.9, 7.9, 7.9, 7.0, 6.5, 6.5][i] for i, d in enumerate(uni_ids)}
    uni_judged = {TARGET: {d: int(i % 3 == 0) for i, d in enumerate(uni_ids)}}

    # peptide-like ligands whose SMILES are thousands of characters long
    long_ids = ["N[C@@H](C)C(=O)" * (150 + 7 * i) + f"O.{i}" for i in range(60)]
    long_runs = {"vina": _R["dock"](long_ids, set(long_ids[:3]), 1), "glide": _R["dock"](long_ids, set(long_ids[:3]), 2)}

    # two targets and three, for per-query and -c evaluation
    ids2 = _R["ligands"](800, seed=44)
    act2 = {"EGFR": _R["actives_of"](ids2, seed=1), "ADRB2": _R["actives_of"](ids2, seed=2)}
    two = {q: _R["dock"](ids2, act2[q], 10 + i) for i, q in enumerate(("EGFR", "ADRB2"))}
    judged3 = {q: _R["judge"](ids2, a) for q, a in act2.items()}
    judged3["HSP90"] = _R["judge"](ids2, _R["actives_of"](ids2, seed=3))

    def two_targets_check(complete: bool) -> Callable[[str, Path], bool]:
        def check(out: str, folder: Path) -> bool:
            got = _eval_json(out)
            per = {q: _R["measures"](_R["trec_order"](two[q]), judged3[q], (10,)) for q in two}
            if complete:
                per["HSP90"] = {"AP": 0.0, "P@10": 0.0}
            ok = all(_near(got["per_query"][q][m], per[q][m]) for q in per for m in ("AP", "P@10"))
            return ok and all(_near(got[m], sum(per[q][m] for q in per) / len(per)) for m in ("AP", "P@10"))
        return check

    potent = set(sorted(act)[:5])
    judged_graded = {TARGET: _R["judge"](ids, act, potent)}

    def ndcg_check(out: str, folder: Path) -> bool:
        got = _eval_json(out)
        order = _R["trec_order"](runs["glide"])
        return _near(got["nDCG@15"], _R["ndcg"](order, judged_graded[TARGET], 15)) and _near(
            got["nDCG@150"], _R["ndcg"](order, judged_graded[TARGET], 150))

    def trec_names_check(out: str, folder: Path) -> bool:
        vals = {}
        for line in out.splitlines():
            parts = line.split("\t")
            if len(parts) == 3 and parts[1] == "all":
                vals[parts[0]] = float(parts[2])
        want = _R["measures"](_R["trec_order"](runs["glide"]), judged[TARGET], (15,))
        names = {"AP": "AP", "Rprec": "Rprec", "P@15": "P@15", "R@15": "R@15"}
        return len(vals) == 4 and all(abs(vals[k] - want[v]) <= 5e-5 + 1e-12 for k, v in names.items())

    def explain_check(out: str, folder: Path) -> bool:
        rows = _fused_rows(folder / "fused.run")
        lines = (folder / "why.jsonl").read_text(encoding="utf-8").splitlines()
        seen = {}
        for line in lines:
            e = json.loads(line)
            seen[e["docid"]] = e
        if set(seen) != {d for d, _ in rows}:
            return False
        ref = _R["rrf_ref"](runs)[0]
        places = {m: _R["positions"](s) for m, s in runs.items()}
        for d, e in seen.items():
            parts = e["lists"]
            # a list that did not return the ligand (Vina's failures) has no rank and no contribution
            if any(parts[m]["rank"] != places[m].get(d) for m in runs) or set(parts) != set(runs):
                return False
            if abs(sum(p["contribution"] or 0.0 for p in parts.values()) - ref[d]) > 1e-12:
                return False
        return True

    def parquet_check(out: str, folder: Path) -> bool:
        import pyarrow.parquet as pq  # a heavy optional import, only for this check

        t = pq.read_table(folder / "hits.parquet").to_pylist()
        rows = [(r["doc_id"], float(r["score"])) for r in sorted(t, key=lambda r: r["rank"])]
        return _R["agree"](rows, _R["rrf_ref"](runs), 2000, written=False) == ""

    def scores_rank_check(out: str, folder: Path) -> bool:
        rows = _fused_rows(folder / "fused.run")
        n = len(rows)
        ref = _R["rrf_ref"](runs)
        order_ok = _R["agree"]([(d, ref[0][d]) for d, _ in rows], ref, 2000, written=False) == ""
        return order_ok and [s for _, s in rows] == [float(n - i) for i in range(n)]

    def write_parquet_run(folder: Path) -> None:
        import pandas as pd  # a heavy optional import, only for this setup

        s = runs["gold"]
        pd.DataFrame({"q_id": TARGET, "doc_id": list(s), "score": list(s.values()), "run": "gold"}).to_parquet(
            folder / "gold.parquet", index=False)

    def eval_parquet_check(out: str, folder: Path) -> bool:
        got = _eval_json(out)
        want = _R["measures"](_R["trec_order"](runs["gold"]), judged[TARGET], (15,))
        return all(_near(got[m], want[m]) for m in ("AP", "Rprec", "P@15"))

    def big_eval_check(out: str, folder: Path) -> bool:
        by_q, _ = _R["read_run"](folder / "vina.run")
        j = {}
        for line in (folder / "dude.qrels").read_text().splitlines():
            q, _, d, g = line.split()
            j[d] = int(g)
        want = _R["measures"](_R["trec_order"](by_q[TARGET]), j, (3000,))
        got = _eval_json(out)
        return all(_near(got[m], want[m]) for m in ("AP", "Rprec", "P@3000", "R@3000"))

    # a docking tool's own table converted as it stands: the rank column is the tool's (1 = best pose energy),
    # the score column the raw energy in kcal/mol (more negative is better), so the scores fall along the file
    def raw_energy_text(by_q: dict, tag: str) -> str:
        return "".join(f"{q} Q0 {d} {i} {-s[d]!r} {tag}\n" for q, s in by_q.items()
                       for i, d in enumerate(_R["trec_order"](s), 1))

    raw_files = {f"{m}.run": raw_energy_text({TARGET: runs[m]}, m) for m in ("vina", "glide")}
    # two targets, the lines of the targets interleaved (the tool wrote one line per docking job as it ended)
    inter = {}
    for m in ("vina", "glide"):
        lines = [raw_energy_text({q: two[q]}, m).splitlines(True) for q in two]
        inter[f"{m}.run"] = "".join(a + b for a, b in zip(*lines))

    def rank_column_ref(out: str, folder: Path) -> bool:
        # the rank column's order is trec_order of the negated energies: RRF by it
        return _R["agree"](_fused_rows(folder / "fused.run"), _R["rrf_ref"]({m: runs[m] for m in ("vina", "glide")})) == ""

    # the API snippets' shared data (built in the snippet from the same references)
    lib = "ids = ligands(1500)\nact = actives_of(ids)\nruns = {'vina': dock(ids, act, 101, fail=0.03), " \
          "'glide': dock(ids, act, 202, noise=1.3), 'gold': dock(ids, act, 303, noise=1.1, scale=8.0, digits=2)}\n"
    frame = lib + "import pandas as pd\nrows = [(q, d, s, m) for m, sc in runs.items() for q in ['EGFR'] for d, s in sc.items()]\n" \
                  "df = pd.DataFrame(rows, columns=['q_id', 'doc_id', 'score', 'run'])\n"

    cases = [
        # ---- consensus by rank, by number and by rank position (CLI)
        cli_ok("u16d_rrf_three_programs", "Vina, Glide (negated kcal/mol, 0.1 precision, ties) and GOLD fitness on "
               "1,500 ligands with SMILES / ZINC / ChEMBL ids: fuse --method rrf --depth 2000",
               [*fuse3, "--method", "rrf", "--depth", "2000", "-o", "fused.run", "--quiet"],
               fused_check(_R["rrf_ref"](runs)), setup=setup_runs(), fast=True,
               why="rankagg methods rrf: sum 1/(60 + rank), ranks by score then docid descending (docs/conventions.md)"),
        cli_ok("u16d_rrf_top_one_percent", "consensus of each program's top 1% only (--input-depth 15 of 1,500)",
               [*fuse3, "--method", "rrf", "--input-depth", "15", "-o", "fused.run", "--quiet"],
               fused_check(_R["rrf_ref"](runs, depth=15)), setup=setup_runs(),
               why="--input-depth N keeps each run's first N by trec_eval's order before fusing (docs/conventions.md)"),
        cli_ok("u16d_rank_by_number_minmax", "rank-by-number: CombSUM of min-max normalised energies and fitness "
               "(a ligand Vina failed on contributes 0)",
               [*fuse3, "--method", "combsum", "--depth", "2000", "-o", "fused.run", "--quiet"],
               fused_check(_R["minmax_ref"](runs)), setup=setup_runs(),
               why="combsum norm=auto is min-max for runs with scores; unranked contributes 0 (rankagg methods combsum)"),
        cli_ok("u16d_rank_by_number_raw_energies", "CombSUM of the raw negated energies (norm='none') of Vina and "
               "Glide on the same scale, kcal/mol",
               ["fuse", "vina.run", "glide.run", "--method", "combsum(norm='none')", "--depth", "2000", "-o",
                "fused.run", "--quiet"],
               fused_check(_R["sum_ref"]({m: runs[m] for m in ("vina", "glide")})), setup=setup_runs(),
               why="combsum(norm='none') sums the scores as read (double, docs/conventions.md)"),
        cli_ok("u16d_rank_by_rank_mean", "rank-by-rank: mean_rank of three programs, Vina's failures at its bottom",
               [*fuse3, "--method", "mean_rank", "--depth", "2000", "-o", "fused.run", "--quiet"],
               fused_check(_R["meanrank_ref"](runs)), setup=setup_runs(),
               why="rankagg methods mean_rank: a missing item at position k + 1 of that list, lower mean is better"),
        cli_ok("u16d_rank_by_rank_median", "median_rank of three programs (a median of 3 ranks)",
               [*fuse3, "--method", "median_rank", "--depth", "2000", "-o", "fused.run", "--quiet"],
               fused_check(_R["meanrank_ref"](runs, median=True)), setup=setup_runs(),
               why="rankagg methods median_rank: the median position over the rankers, missing at k + 1"),
        cli_ok("u16d_failed_as_minus_999", "Glide's 40 failed dockings converted to -999 (the negated 999 "
               "placeholder): CombSUM min-max",
               [*fuse3, "--method", "combsum", "--depth", "2000", "-o", "fused.run", "--quiet"],
               fused_check(_R["minmax_ref"](runs_failed)), setup=setup_runs(runs_failed),
               why="a finite score is a score: min-max over the list as it is (rankagg methods combsum)"),
        cli_ok("u16d_weights_trust_glide", "weights by program trust: --weights glide=2,gold=0.5",
               [*fuse3, "--method", "rrf", "--weights", "glide=2,gold=0.5", "--depth", "2000", "-o", "fused.run",
                "--quiet"],
               fused_check(_R["rrf_ref"](runs, w={"glide": 2.0, "gold": 0.5})), setup=setup_runs(),
               why="--weights by run tag, unnamed runs weigh 1; RRF sum w / (k + rank) (docs/trec.md)"),
        cli_ok("u16d_weights_by_file_name", "every program's run tagged 'docking' by one conversion script: "
               "--weights glide.run=2,gold.run=0.5 by file name",
               [*fuse3, "--method", "rrf", "--weights", "glide.run=2,gold.run=0.5", "--depth", "2000", "-o",
                "fused.run", "--quiet"],
               fused_check(glide_weighted), setup=setup_runs(tags=tags_docking),
               why="runs are named by file name when tags repeat (docs/conventions.md)"),
        cli_ok("u16d_scores_rank_column", "--scores rank for a hit list a spreadsheet sorts: n - rank + 1",
               [*fuse3, "--method", "rrf", "--scores", "rank", "--depth", "2000", "-o", "fused.run", "--quiet"],
               scores_rank_check, setup=setup_runs(),
               why="rankagg fuse --help: --scores rank writes n - rank + 1"),
        cli_ok("u16d_windows_crlf_exports", "the three exports written on Windows (CRLF line ends)",
               [*fuse3, "--method", "rrf", "--depth", "2000", "-o", "fused.run", "--quiet"],
               fused_check(_R["rrf_ref"](runs)), setup=setup_runs(eol="\r\n"),
               why="CRLF line ends are read like LF (docs/reliability.md rules)"),
        cli_ok("u16d_gzipped_exports", "the three exports gzipped (vina.run.gz ...)",
               ["fuse", "vina.run.gz", "glide.run.gz", "gold.run.gz", "--method", "rrf", "--depth", "2000", "-o",
                "fused.run", "--quiet"],
               fused_check(_R["rrf_ref"](runs)), setup=setup_runs(suffix=".run.gz"),
               why="runs plain or gzip (rankagg fuse --help)"),
        cli_ok("u16d_explain_smiles_json", "--explain for the SMILES ids (backslashes, brackets, '#'): JSON lines "
               "that parse, one per hit, ranks and contributions as RRF's",
               [*fuse3, "--method", "rrf", "--depth", "2000", "--explain", "why.jsonl", "-o", "fused.run", "--quiet"],
               explain_check, setup=setup_runs(),
               why="--explain writes per document each list's rank and contribution (rankagg fuse --help); JSON escapes '\\'"),
        cli_ok("u16d_parquet_hit_list", "the hit list as Parquet (-o hits.parquet) for pandas",
               [*fuse3, "--method", "rrf", "--depth", "2000", "-o", "hits.parquet", "--quiet"],
               parquet_check, setup=setup_runs(),
               why="-o .parquet writes a Parquet table of the fused run (rankagg fuse --help)"),
        cli_ok("u16d_long_peptide_smiles", "60 peptide-like ligands whose SMILES ids are 2,000-5,000 characters",
               ["fuse", "vina.run", "glide.run", "--method", "rrf", "-o", "fused.run", "--quiet"],
               fused_check(_R["rrf_ref"](long_runs)), setup=setup_runs(long_runs),
               why="a docid is any run of non-blank bytes, as trec_eval reads it"),
        cli_ok("u16d_empty_program_output", "Glide crashed and wrote an empty file: fuse the three anyway",
               [*fuse3, "--method", "rrf", "--depth", "2000", "-o", "fused.run", "--quiet"],
               fused_check(_R["rrf_ref"]({m: runs[m] for m in ("vina", "gold")})),
               setup=lambda f: (_write_runs(f, runs), (f / "glide.run").write_text("")),
               why="Empty files give empty rankings (docs/conventions.md)"),
        # ---- large libraries
        cli_ok("u16d_library_300k_rrf", "300,000 ligands x 3 programs in one target: rrf over the whole library",
               [*fuse3, "--method", "rrf", "--depth", "300000", "-o", "fused.run", "--quiet"],
               big_fused_check(300000, "rrf_ref"), setup=big_setup(300000), timeout=240,
               why="one query of any length is fused whole; RRF as above"),
        cli_ok("u16d_library_300k_sum_ties", "300,000 ligands: CombSUM(norm='none') of energies at 0.1 kcal/mol, "
               "so thousands of exact ties in the fused scores; the written file must read back in its order",
               [*fuse3, "--method", "combsum(norm='none')", "--depth", "300000", "-o", "fused.run", "--quiet"],
               big_fused_check(300000, "sum_ref"), setup=big_setup(300000), timeout=240,
               why="exact ties broken by the house rule, then lowered so that every reader keeps the file's order "
                   "(docs/conventions.md)"),
        cli_ok("u16d_library_300k_evaluate", "AP, R-precision, P@3000 and recall at 1% (R@3000) of Vina on a "
               "300,000-ligand DUD-E-like qrels",
               ["evaluate", "--qrels", "dude.qrels", "vina.run", "--measures", "AP", "Rprec", "P@3000", "R@3000",
                "--json"],
               big_eval_check, setup=big_setup(300000, ("vina",), with_qrels=True), timeout=240,
               why="trec_eval's AP, Rprec, P.k, recall.k with its ties (score, then docid descending)"),
        # ---- evaluation against the actives
        cli_ok("u16d_eval_vina_actives", "evaluate Vina against DUD-E-like actives/decoys: AP Rprec P@15 R@15 "
               "P@150 R@150", ["evaluate", "--qrels", "dude.qrels", "vina.run", "--measures", "AP", "Rprec", "P@15",
                               "R@15", "P@150", "R@150", "--json"],
               eval_check("vina.run", ("AP", "Rprec", "P@15", "R@15", "P@150", "R@150"), (15, 150)),
               setup=setup_runs(), files={"dude.qrels": qrels}, fast=True,
               why="trec_eval's measures; ties at 0.1 kcal/mol broken by docid descending (docs/conventions.md)"),
        cli_ok("u16d_eval_trec_eval_names", "the trec_eval names a chemist copies from a paper: -m map -m Rprec "
               "-m P.15 -m recall.15",
               ["evaluate", "--qrels", "dude.qrels", "glide.run", "-m", "map", "-m", "Rprec", "-m", "P.15", "-m",
                "recall.15"],
               trec_names_check, setup=setup_runs(), files={"dude.qrels": qrels},
               why="trec_eval's names are read too, with trec_eval 10.0's values (docs/trec.md)"),
        cli_ok("u16d_eval_two_targets_per_query", "EGFR and ADRB2 screened with one library: -q --json AP and P@10 "
               "per target and their mean",
               ["evaluate", "--qrels", "dude.qrels", "vina.run", "--measures", "AP", "P@10", "-q", "--json"],
               two_targets_check(False),
               files={"vina.run": _R["run_text"](two, "vina"),
                      "dude.qrels": _R["qrels_text"]({q: judged3[q] for q in two})},
               why="the mean over the queries both judged and in the run (docs/trec.md)"),
        cli_ok("u16d_eval_complete_missing_target", "qrels for three targets, docking run for two: -c counts the "
               "third as finding nothing",
               ["evaluate", "--qrels", "dude.qrels", "vina.run", "--measures", "AP", "P@10", "-q", "-c", "--json"],
               two_targets_check(True),
               files={"vina.run": _R["run_text"](two, "vina"), "dude.qrels": _R["qrels_text"](judged3)},
               why="-c evaluates every judged query, one the run lacks as finding nothing (trec_eval -c, docs/trec.md)"),
        cli_ok("u16d_eval_graded_potency", "actives graded 2 (potent, < 10 nM) or 1: nDCG@15 and nDCG@150 of Glide",
               ["evaluate", "--qrels", "dude.qrels", "glide.run", "--measures", "nDCG@15", "nDCG@150", "--json"],
               ndcg_check, setup=setup_runs(), files={"dude.qrels": _R["qrels_text"](judged_graded)},
               why="trec_eval's ndcg_cut: gain = the grade, discount 1/log2(rank + 1), ideal from the qrels"),
        cli_ok("u16d_eval_qrels_iter_Q0", "qrels whose second column says Q0 (copied from a run's layout)",
               ["evaluate", "--qrels", "dude.qrels", "vina.run", "--measures", "AP", "Rprec", "P@15", "--json"],
               eval_check("vina.run", ("AP", "Rprec", "P@15"), (15,)), setup=setup_runs(),
               files={"dude.qrels": _R["qrels_text"](judged, it="Q0")},
               why="trec_eval ignores the qrels' iteration column"),
        cli_ok("u16d_eval_unicode_names_ties", "ligands named in their own alphabets (β-carotene, (−)-epicatechin), "
               "tied scores: AP and P@5",
               ["evaluate", "--qrels", "n.qrels", "names.run", "--measures", "AP", "Rprec", "P@5", "--json"],
               lambda out, folder: all(_near(_eval_json(out)[m], _R["measures"](_R["trec_order"](uni_scores),
                                                                                uni_judged[TARGET], (5,))[m])
                                       for m in ("AP", "Rprec", "P@5")),
               files={"names.run": _R["run_text"]({TARGET: uni_scores}, "vina"),
                      "n.qrels": _R["qrels_text"](uni_judged)},
               why="ties broken by docid descending, strcmp's byte order of UTF-8 (docs/conventions.md)"),
        cli_ok("u16d_eval_parquet_run_table", "a GOLD run kept as a Parquet table q_id doc_id score run, evaluated",
               ["evaluate", "--qrels", "dude.qrels", "gold.parquet", "--measures", "AP", "Rprec", "P@15", "--json"],
               eval_parquet_check, setup=write_parquet_run, files={"dude.qrels": qrels},
               why="a Parquet run table of one run is evaluated as its TREC text would be (docs/trec.md)"),
        # ---- the Python API
        api_ok("u16d_api_frame_extra_columns", "a long DataFrame with the exports' extra columns (smiles, mw, pose)",
               frame + "df['smiles'] = df['doc_id']\ndf['mw'] = 300.5\ndf['pose'] = 1\n"
               "import rankagg\nres = rankagg.fuse(df, 'rrf', depth=5000)\n"
               "res = res.sort_values('rank')\n"
               "report(agree(list(zip(res['doc_id'], res['score'])), rrf_ref(runs), written=False))\n",
               why="extra columns of a long frame are not the run's (rankagg.fuse's forms); RRF as above"),
        api_ok("u16d_api_best_pose_groupby", "three poses per ligand: the best pose per program (groupby max) "
               "then rrf",
               frame + "import numpy as np, rankagg\nposes = pd.concat([df.assign(score=df['score'] - 0.3 * p, pose=p) "
               "for p in range(3)])\nbest = poses.groupby(['q_id', 'doc_id', 'run'], as_index=False)['score'].max()\n"
               "res = rankagg.fuse(best, 'rrf', depth=5000).sort_values('rank')\n"
               "report(agree(list(zip(res['doc_id'], res['score'])), rrf_ref(runs), written=False))\n",
               why="the best pose's score is the ligand's (the user's reduction); RRF as above"),
        api_ok("u16d_api_dict_then_evaluate", "rankagg.fuse of {program: {target: {ligand: score}}}, then "
               "rankagg.evaluate against the actives (AP, Rprec, P@15)",
               lib + "import rankagg\nres = rankagg.fuse({m: {'EGFR': s} for m, s in runs.items()}, 'rrf', depth=5000)\n"
               "rows = list(res['EGFR'].items())\nmsg = agree(rows, rrf_ref(runs), written=False)\n"
               "j = {d: int(d in act) for d in ids}\n"
               "got = rankagg.evaluate(res, {'EGFR': j}, ['AP', 'Rprec', 'P@15'])\n"
               "want = measures([d for d, _ in rows], j, (15,))\n"
               "if not msg and any(abs(got[m] - want[m]) > 1e-12 for m in ('AP', 'Rprec', 'P@15')):\n"
               "    msg = 'measures %r, expected %r' % (got, want)\nreport(msg)\n",
               why="evaluate measures a fused result in its consensus order (docs/conventions.md)"),
        api_ok("u16d_api_fuser_per_target", "a Fuser('rrf') called per target on the programs' {ligand: score}",
               lib + "import rankagg\nfz = rankagg.Fuser('rrf')\nout = fz(runs)\n"
               "report(agree([(d, s) for d, s in out], rrf_ref(runs), written=False))\n",
               why="the Fuser's list is the batch fusion's, rankagg's tie rule (README)"),
        api_ok("u16d_api_integer_compound_ids", "compound numbers as an int64 doc_id column, qrels file with the "
               "same numbers as text: evaluate",
               "import pandas as pd, rankagg\nids = list(range(900001, 900301))\nact = set(ids[::30])\n"
               "runs = {'vina': dock([str(i) for i in ids], {str(i) for i in act}, 5), 'glide': dock([str(i) for i in ids], "
               "{str(i) for i in act}, 6)}\n"
               "df = pd.DataFrame([('EGFR', int(d), s, m) for m, sc in runs.items() for d, s in sc.items()], "
               "columns=['q_id', 'doc_id', 'score', 'run'])\n"
               "Path('d.qrels').write_text(''.join(f'EGFR 0 {i} {int(i in act)}\\n' for i in ids))\n"
               "res = rankagg.fuse(df, 'rrf', depth=1000).sort_values('rank')\n"
               "rows = [(str(d), s) for d, s in zip(res['doc_id'], res['score'])]\n"
               "msg = agree(rows, rrf_ref(runs), written=False)\n"
               "got = rankagg.evaluate(res, 'd.qrels', ['AP', 'P@10'])\n"
               "want = measures([d for d, _ in rows], {str(i): int(i in act) for i in ids}, (10,))\n"
               "if not msg and any(abs(got[m] - want[m]) > 1e-12 for m in ('AP', 'P@10')):\n"
               "    msg = 'measures %r, expected %r' % (got, want)\nreport(msg)\n",
               why="an id is its text: 900001 in a frame is '900001' in the qrels (docs/conventions.md)"),
        api_ok("u16d_api_float32_scores", "scores as float32 arrays from a GPU docking code: the order of the "
               "float32 values, ties included",
               lib + "import numpy as np, pandas as pd, rankagg\n"
               "runs32 = {m: {d: float(np.float32(v)) for d, v in s.items()} for m, s in runs.items()}\n"
               "df = pd.DataFrame([('EGFR', d, v, m) for m, sc in runs.items() for d, v in sc.items()], "
               "columns=['q_id', 'doc_id', 'score', 'run']).astype({'score': 'float32'})\n"
               "res = rankagg.fuse(df, 'rrf', depth=5000).sort_values('rank')\n"
               "report(agree(list(zip(res['doc_id'], res['score'])), rrf_ref(runs32), written=False))\n",
               why="a float32 score is read as the double it holds (docs/conventions.md: scores are doubles)"),
        api_ok("u16d_api_arrow_table", "a pyarrow Table from the docking pipeline: rrf returns an Arrow table",
               frame + "import pyarrow as pa, rankagg\nres = rankagg.fuse(pa.Table.from_pandas(df, preserve_index=False), "
               "'rrf', depth=5000).to_pylist()\nres.sort(key=lambda r: r['rank'])\n"
               "report(agree([(r['doc_id'], r['score']) for r in res], rrf_ref(runs), written=False))\n",
               why="a long Arrow table is read as the DataFrame (rankagg.fuse's forms)"),
        api_ok("u16d_api_mean_rank_frame", "rank-by-rank in pandas: fuse(df, 'mean_rank') with Vina's failures "
               "missing",
               frame + "import rankagg\nres = rankagg.fuse(df, 'mean_rank', depth=5000).sort_values('rank')\n"
               "report(agree(list(zip(res['doc_id'], res['score'])), meanrank_ref(runs), written=False))\n",
               why="rankagg methods mean_rank: missing at k + 1, score the negated mean"),
        api_ok("u16d_api_library_1m_rrf", "a million ligands x 3 programs as NumPy-built dicts: rrf and AP of the "
               "fused list", "import rankagg\nids = ['Z%07d' % i for i in range(1000000)]\nact = set(ids[::100])\n"
               "rnd = random.Random(9)\n"
               "runs = {m: {d: round(-(-6.5 - (1.8 if d in act else 0) + rnd.gauss(0, 1)), 1) for d in ids} "
               "for m in ('vina', 'glide', 'gold')}\n"
               "res = rankagg.fuse({m: {'T': s} for m, s in runs.items()}, 'rrf', depth=10 ** 6)['T']\n"
               "rows = list(res.items())\nmsg = agree(rows, rrf_ref(runs), written=False)\n"
               "j = {d: 1 for d in act}\n"
               "got = rankagg.evaluate({'T': res}, {'T': j}, ['AP', 'R@10000'])\n"
               "want = measures([d for d, _ in rows], j, (10000,))\n"
               "if not msg and any(abs(got[m] - want[m]) > 1e-12 for m in ('AP', 'R@10000')):\n"
               "    msg = 'measures %r, expected %r' % (got, want)\nreport(msg)\n",
               why="one query of a million documents fuses whole; AP as trec_eval", timeout=240),
        # ---- the mistakes of the day
        cli_bad("u16d_energy_unicode_minus", "a Vina energy pasted from a PDF report with a Unicode minus (−7.3)",
                ["fuse", "vina.run", "glide.run", "-o", "fused.run"], "vina.run:3",
                files={"vina.run": "EGFR Q0 ZINC000000000001 1 9.1 vina\nEGFR Q0 ZINC000000000002 2 8.0 vina\n"
                                   "EGFR Q0 ZINC000000000003 3 \u22127.3 vina\n",
                       "glide.run": "EGFR Q0 ZINC000000000001 1 8.1 glide\n"},
                why="trec_eval's atof reads '\u22127.3' as 0: a wrong score; rankagg refuses it (not a number)"),
        cli_bad("u16d_sdf_as_run", "the poses' SD file given to fuse as if it were a run",
                ["fuse", "poses.sdf", "glide.run", "-o", "fused.run"], "poses.sdf:1",
                files={"poses.sdf": "ZINC000000000001\n  RDKit          3D\n\n  0  0  0  0  0  0  0  0  0  0999 V2000\n"
                                    "M  END\n>  <minimizedAffinity>\n-7.3\n\n$$$$\n",
                       "glide.run": "EGFR Q0 ZINC000000000001 1 8.1 glide\n"},
                why="trec_eval stops at the first malformed line: the file is not a run"),
        cli_bad("u16d_pdbqt_as_run", "Vina's output PDBQT given to fuse: its 'REMARK VINA RESULT' line has six "
                "fields, the next does not",
                ["fuse", "out.pdbqt", "glide.run", "-o", "fused.run"], "out.pdbqt:2",
                files={"out.pdbqt": "REMARK VINA RESULT:    -7.3      0.000      0.000\nMODEL 1\n",
                       "glide.run": "EGFR Q0 ZINC000000000001 1 8.1 glide\n"},
                why="line 1 is a well-formed trec line (trec_eval reads it); line 2 is not"),
        cli_bad("u16d_smi_actives_as_qrels", "the actives as a .smi file (SMILES name) given as --qrels",
                ["evaluate", "--qrels", "actives.smi", "vina.run"], "actives.smi:1",
                files={"actives.smi": "C[C@@H](N)C(=O)O alanine\nCC(=O)Oc1ccccc1C(=O)O aspirin\n",
                       "vina.run": "EGFR Q0 CC(=O)Oc1ccccc1C(=O)O 1 9.1 vina\n"}, outputs=(),
                why="trec_eval's qrels have four fields"),
        cli_bad("u16d_score_table_csv", "a wide CSV of the three programs' scores (Name, vina, glide, gold) given to "
                "fuse", ["fuse", "scores.csv", "-o", "hits.csv"], "scores.csv:2",
                files={"scores.csv": "Name,vina,glide,gold\nZINC1,-9.1,-8.0,60.1\nZINC2,-8.7,-10.1,70.2\n"
                                     "ZINC3,-7.0,-7.5,55.0\n"}, outputs=("hits.csv",),
                why="a column of numbers is not a ranked list of ids (docs/genes.md); fused as one it would be wrong"),
        cli_bad("u16d_measure_enrichment_factor", "--measures EF@1% (enrichment factor, not a trec measure)",
                ["evaluate", "--qrels", "dude.qrels", "vina.run", "--measures", "EF@1%"], "EF@1%",
                setup=setup_runs(), files={"dude.qrels": qrels}, outputs=(),
                why="no trec_eval measure is called EF; an unknown name is refused with the list"),
        cli_bad("u16d_recall_at_percent", "--measures R@1% (recall at 1% of the library)",
                ["evaluate", "--qrels", "dude.qrels", "vina.run", "--measures", "R@1%"], "R@1%",
                setup=setup_runs(), files={"dude.qrels": qrels}, outputs=(),
                why="trec_eval's cutoffs are numbers of documents"),
        cli_bad("u16d_input_depth_percent", "--input-depth 1% (top 1% of each program)",
                [*fuse3, "--input-depth", "1%", "-o", "fused.run"], "--input-depth", setup=setup_runs(),
                why="--input-depth is a number of documents (rankagg fuse --help)"),
        cli_bad("u16d_lower_is_better_param", "--param ascending=true, hoping rankagg reads kcal/mol as lower is "
                "better", [*fuse3, "--method", "mean_rank", "--param", "ascending=true", "-o", "fused.run"],
                "ascending", setup=setup_runs(),
                why="no method takes such a parameter; runs are read higher-is-better (docs/conventions.md)"),
        api_bad("u16d_frame_wide_programs", "a wide frame (ligand, vina, glide, gold columns) given to rankagg.fuse",
                "import pandas as pd, rankagg\nw = pd.DataFrame({'ligand': ['a', 'b'], 'vina': [-9.1, -8.0], "
                "'glide': [-7.0, -8.5], 'gold': [60.0, 55.0]})\nrankagg.fuse(w, 'rrf')\n", "qid", "docid",
                why="a long frame needs query, document and run columns (rankagg.fuse's forms)"),
        api_bad("u16d_frame_unicode_minus_text", "energies read as text with a Unicode minus in one row",
                "import pandas as pd, rankagg\nf = pd.DataFrame({'q_id': 'EGFR', 'doc_id': ['a', 'b', 'a', 'b'], "
                "'score': ['9.1', '\u22128.0', '7.0', '8.5'], 'run': ['vina', 'vina', 'glide', 'glide']})\n"
                "rankagg.fuse(f, 'rrf')\n", "row 1", "score",
                why="a text score is read as trec_eval reads one; '\u2212' is not a sign"),
        # ---- the tool's own rank column, the raw energies beside it (--trust-rank)
        cli_ok("u16d_trust_rank_raw_energies_rrf", "each tool's rank column (1 = best) with its raw energies "
               "(-9.1 before -8.7): --trust-rank --method rrf fuses the rank columns' orders",
               ["fuse", "vina.run", "glide.run", "--trust-rank", "--method", "rrf", "--depth", "2000", "-o", "fused.run",
                "--quiet"],
               rank_column_ref, files=raw_files,
               why="--trust-rank orders each list by its rank column; RRF reads ranks only (docs/conventions.md)"),
        cli_bad("u16d_trust_rank_raw_energies_combsum", "the same files with --trust-rank --method combsum: min-max "
                "of raw energies would make each tool's best ligand its worst",
                ["fuse", "vina.run", "glide.run", "--trust-rank", "--method", "combsum", "-o", "fused.run"],
                "vina.run:2", "--trust-rank", files=raw_files,
                why="wrong answer: the rank column says line 1 is best, the score read as higher-is-better says line 2 "
                    "is; a method that reads scores cannot follow both"),
        cli_bad("u16d_trust_rank_raw_energies_zscore", "--trust-rank --method 'combmnz(norm=zscore)' on the raw "
                "energies", ["fuse", "vina.run", "glide.run", "--trust-rank", "--method", "combmnz(norm='zscore')",
                             "-o", "fused.run"], "vina.run:2", "--trust-rank", files=raw_files,
                why="wrong answer, as above: z-scores of energies rise where the ranks fall"),
        cli_bad("u16d_trust_rank_raw_energies_interleaved", "two targets' lines interleaved (one line per finished "
                "job), raw energies, --trust-rank --method combsum: the streamed reader's partition",
                ["fuse", "vina.run", "glide.run", "--trust-rank", "--method", "combsum", "-o", "fused.run"],
                "vina.run:3", "--trust-rank", files=inter,
                why="wrong answer, as above, whichever reader (the lines of a query apart in the file)"),
        Case("u16d_trust_rank_raw_energies_dask", G, "the 1,500-ligand exports with raw energies, --trust-rank "
             "--method combsum --backend dask (a local cluster of 2 workers)",
             argv=["fuse", "vina.run", "glide.run", "--trust-rank", "--method", "combsum", "--backend", "dask", "-o",
                   "fused.run"], files=raw_files, mention=("vina.run:2", "--trust-rank"), outputs=("fused.run",),
             memory_gb=4.0, timeout=180,
             why="wrong answer, as above, on the workers' reader too (added after the fix; exit 0 on the base by hand)"),
        cli_ok("u16d_trust_rank_ties_by_rank", "--trust-rank --method combsum on scores that tie at 0.1 kcal/mol "
               "where the tool's rank column orders the tie: accepted, the ties scored alike",
               ["fuse", "vina.run", "glide.run", "--trust-rank", "--method", "combsum", "-o", "fused.run", "--quiet"],
               lambda out, folder: [d for d, _ in _fused_rows(folder / "fused.run")] == ["a", "b", "c", "d"],
               files={"vina.run": "EGFR Q0 a 1 9.1 vina\nEGFR Q0 b 2 9.1 vina\nEGFR Q0 c 3 7.0 vina\n"
                                  "EGFR Q0 d 4 6.5 vina\n",
                      "glide.run": "EGFR Q0 b 1 8.0 glide\nEGFR Q0 a 2 8.0 glide\nEGFR Q0 d 3 5.0 glide\n"
                                   "EGFR Q0 c 4 5.0 glide\n"},
               why="scores that never rise along the rank column agree with it; min-max by hand: a 1 + 1, b 1 + 1 (a tie "
                   "the house rule orders: both lists, best rank 1 each, then the smaller docid a), c 0.5/2.6 + 0, d 0"),
    ]
    return cases
