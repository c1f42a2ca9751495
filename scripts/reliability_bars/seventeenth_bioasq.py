"""Issue 45's seventeenth bar of scripts/reliability_matrix.py, a biomedical QA team's BioASQ document rankings (its cases, ids ``u17b_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

import gzip
import json
import math
from pathlib import Path
from typing import Any, Callable

from .case import Case, stdout_has, command_cases_files_optional
from .references import HOUSE_AGREEMENT, reference_namespace

SEVENTEENTH_BIOASQ = "45 Unseen inputs: a seventeenth bar, a biomedical QA team's BioASQ document rankings"

# The QA team's references, independent of rankagg's code, shared by the cases' setup and checks (run in the
# matrix's process, through ``_R``) and by the API snippets (prepended to each).  A BioASQ-like phase A: questions
# with 24-hex ids (a MongoDB ObjectId, as BioASQ's), each with a golden set of PubMed documents (binary: BioASQ's
# gold lists only the relevant ones) and five systems that each return at most 10 documents (some fewer), best
# first and without scores, as BioASQ's JSON carries them; the team's converter writes them as TREC lines with a
# score of its choice ('desc' 10, 9, ...; 'recip' 1/rank; 'zero' for every line; 'rank', the rank itself) and the
# document as the full PubMed URL ('url'), the https one ('https') or the bare PMID ('pmid').  ``trec_order`` is
# trec_eval's order (score descending, then docid descending as bytes); ``measures`` trec_eval's AP, map_cut
# (AP@k: precisions at the relevant ranks <= k over R), P@k, recall@k, recip_rank; ``gmap`` trec_eval's gm_map
# (exp of the mean log AP, each AP floored at 1e-5); ``rrf_ref`` / ``minmax_ref`` the formulas ``rankagg methods``
# states (RRF: sum w / (k + rank); CombSUM with per-list min-max, a list whose scores are all equal giving 1,
# absent 0); ``agree`` compares one query's fused list with a reference under the house tie rule of
# docs/conventions.md (scores equal within 2^-40 relative: more rankers that returned it, then its best local
# rank, then the smaller docid).
_REF = HOUSE_AGREEMENT + r'''
import json, math, random
from pathlib import Path
PUBMED = 'http://www.ncbi.nlm.nih.gov/pubmed/'
def ident(d, form='url'):
    return {'url': PUBMED + d, 'https': 'https://pubmed.ncbi.nlm.nih.gov/' + d + '/', 'pmid': d}[form]
def question_id(rnd):
    return '5' + ''.join(rnd.choice('0123456789abcdef') for _ in range(23))
def bioasq(nq=40, n_sys=5, seed=17, depth=10, short=0.25):
    """golden {qid: set of PMIDs}, systems {name: {qid: [PMIDs best first]}} (a tenth of the pool relevant)"""
    rnd = random.Random(seed)
    gold, systems = {}, {f'sys{i + 1}': {} for i in range(n_sys)}
    for _ in range(nq):
        q = question_id(rnd)
        pool = list(dict.fromkeys(str(rnd.randrange(10 ** 7, 4 * 10 ** 7)) for _ in range(40)))
        rel = set(rnd.sample(pool, rnd.randint(1, 12)))
        gold[q] = rel
        for s in systems:
            sc = {d: rnd.gauss(0, 1) + (1.5 if d in rel else 0.0) for d in pool}
            k = depth if rnd.random() > short else rnd.randint(1, depth - 1)
            systems[s][q] = sorted(pool, key=lambda d: -sc[d])[:k]
    return gold, systems
def score_of(style, i, n):
    return {'desc': float(n - i + 1), 'recip': 1.0 / i, 'zero': 0.0, 'rank': float(i)}[style]
def run_text(lists, tag, form='url', style='desc', eol='\n', rank0=False):
    out = []
    for q, docs in lists.items():
        for i, d in enumerate(docs, 1):
            out.append(f'{q} Q0 {ident(d, form)} {i - 1 if rank0 else i} {score_of(style, i, len(docs))!r} {tag}{eol}')
    return ''.join(out)
def qrels_text(gold, form='url'):
    return ''.join(f'{q} 0 {ident(d, form)} 1\n' for q, rel in gold.items() for d in sorted(rel))
def scored(docs, style, form='url'):
    return {ident(d, form): score_of(style, i, len(docs)) for i, d in enumerate(docs, 1)}
def ranked(systems, q, form='url', style='desc'):
    """each system's list of question q in the order trec_eval reads its written lines"""
    return {s: trec_order(scored(lists[q], style, form)) for s, lists in systems.items() if q in lists}
def measures(order, rel, ks=(10,)):
    R, hits, ap, at, rr = len(rel), 0, 0.0, [0], 0.0
    cut = {k: 0.0 for k in ks}
    for i, d in enumerate(order, 1):
        if d in rel:
            hits += 1
            ap += hits / i
            rr = rr or 1.0 / i
            for k in ks:
                if i <= k:
                    cut[k] += hits / i
        at.append(hits)
    m = {'AP': ap / R if R else 0.0, 'RR': rr}
    for k in ks:
        m['AP@%d' % k] = cut[k] / R if R else 0.0
        m['P@%d' % k] = at[min(k, len(order))] / k
        m['R@%d' % k] = at[min(k, len(order))] / R if R else 0.0
    return m
def gmap(aps):
    return math.exp(sum(math.log(max(a, 1e-5)) for a in aps) / len(aps))
def rrf_ref(lists, k=60.0, w=None, depth=None):
    sc, cnt, best = {}, {}, {}
    for m, docs in lists.items():
        for r, d in enumerate(docs, 1):
            if depth and r > depth:
                break
            sc[d] = sc.get(d, 0.0) + (w or {}).get(m, 1.0) / (k + r)
            cnt[d] = cnt.get(d, 0) + 1
            best[d] = min(best.get(d, 1 << 60), r)
    return sc, cnt, best
def isr_ref(lists, log=False):
    sc, cnt, best = rrf_ref(lists)
    inv = {}
    for docs in lists.values():
        for r, d in enumerate(docs, 1):
            inv[d] = inv.get(d, 0.0) + 1.0 / r ** 2
    return {d: (math.log(cnt[d]) if log else cnt[d]) * inv[d] for d in inv}, cnt, best
def minmax_ref(runs):
    """runs {name: {docid: score}} of one query"""
    sc, cnt, best = {}, {}, {}
    for s in runs.values():
        lo, hi = min(s.values()), max(s.values())
        for r, d in enumerate(trec_order(s), 1):
            sc[d] = sc.get(d, 0.0) + ((s[d] - lo) / (hi - lo) if hi > lo else 1.0)
            cnt[d] = cnt.get(d, 0) + 1
            best[d] = min(best.get(d, 1 << 60), r)
    return sc, cnt, best
def mnz(ref):
    sc, cnt, best = ref
    return {d: v * cnt[d] for d, v in sc.items()}, cnt, best
def read_fused(path):
    by_q = {}
    for line in Path(path).read_text(encoding='utf-8').splitlines():
        q, _, d, _, s, _ = line.split()
        by_q.setdefault(q, []).append((d, float(s)))
    return by_q
def agree_all(by_q, refs, depth=None, written=True):
    if set(by_q) != set(refs):
        return 'questions: %d fused, %d expected' % (len(by_q), len(refs))
    for q in refs:
        msg = agree(by_q[q], refs[q], depth, written)
        if msg:
            return q + ': ' + msg
    return ''
'''[1:]

_R = reference_namespace(_REF, "<u17b references>")

FIVE = ["sys1.run", "sys2.run", "sys3.run", "sys4.run", "sys5.run"]


def _near(a: float, b: float) -> bool:
    return abs(a - b) <= 1e-9 * max(1.0, abs(b))


def seventeenth_bar_bioasq_cases() -> list[Case]:
    G = SEVENTEENTH_BIOASQ
    gold, systems = _R["bioasq"]()
    qids = list(gold)
    rel_url = {q: {_R["ident"](d) for d in rel} for q, rel in gold.items()}

    def write_systems(folder: Path, sysd: dict | None = None, form: str = "url", style: str = "desc",
                      tags: dict | None = None, suffix: str = ".run", eol: str = "\n", rank0: bool = False,
                      bom: bool = False) -> None:
        for s, lists in (sysd or systems).items():
            text = _R["run_text"](lists, (tags or {}).get(s, s), form, style, eol, rank0)
            data = (b"\xef\xbb\xbf" if bom else b"") + text.encode()
            (folder / f"{s}{suffix}").write_bytes(gzip.compress(data, mtime=0) if suffix.endswith(".gz") else data)

    def setup_systems(**kw: Any) -> Callable[[Path], None]:
        return lambda folder: write_systems(folder, **kw)

    def refs_rrf(sysd: dict | None = None, form: str = "url", style: str = "desc", **kw: Any) -> dict:
        sysd = sysd or systems
        qs = dict.fromkeys(q for lists in sysd.values() for q in lists)
        return {q: _R["rrf_ref"](_R["ranked"](sysd, q, form, style), **kw) for q in qs}

    def fused_check(refs: dict, depth: int | None = 10, name: str = "fused.run") -> Callable[[str, Path], bool]:
        return lambda out, folder: _R["agree_all"](_R["read_fused"](folder / name), refs, depth) == ""

    cli_ok, cli_bad = command_cases_files_optional(G)

    def api_ok(id: str, what: str, code: str, why: str, timeout: float = 120, setup: Callable | None = None,
               files: dict | None = None) -> Case:
        return Case(id, G, what, code=_REF + code, expect="ok", check=stdout_has("same"), memory_gb=4.0,
                    timeout=timeout, why=why, setup=setup, files=files or {})

    def api_bad(id: str, what: str, code: str, *mention: str, why: str, files: dict | None = None,
                setup: Callable | None = None) -> Case:
        return Case(id, G, what, code=_REF + code, mention=mention, memory_gb=4.0, timeout=60, why=why,
                    files=files or {}, setup=setup)

    qrels_url = _R["qrels_text"](gold)
    fuse5 = ["fuse", *FIVE]

    def eval_check(run_lists: dict, ms: tuple[str, ...], style: str = "desc", form: str = "url",
                   complete: bool = False, key: str | None = None) -> Callable[[str, Path], bool]:
        """the run's per-question values and their means (GMAP: geometric) against trec_eval's rules"""
        def check(out: str, folder: Path) -> bool:
            got = json.loads(out)
            if key is not None:
                got = got[key]
            per = {q: _R["measures"](_R["trec_order"](_R["scored"](docs, style, form)),
                                     {_R["ident"](d, form) for d in gold[q]}) for q, docs in run_lists.items()}
            if complete:
                for q in set(gold) - set(per):
                    per[q] = {m: 0.0 for m in ("AP", "AP@10", "P@10", "R@10", "RR")}
            for m in ms:
                base = "AP" if m == "GMAP" else m
                vals = [per[q][base] for q in per]
                want = _R["gmap"](vals) if m == "GMAP" else sum(vals) / len(vals)
                floor = 1e-5 if m == "GMAP" else 0.0  # each query's GMAP line is its AP floored (docs/pyterrier.md)
                if not _near(got[m], want) or any(not _near(got["per_query"][q][m], max(per[q][base], floor))
                                                  for q in per):
                    return False
            return set(got["per_query"]) == set(per)
        return check

    # one system's run without three questions (its pipeline timed out on them)
    sys3_gappy = {q: d for i, (q, d) in enumerate(systems["sys3"].items()) if i % 13 != 5}

    # the same five systems where sys4 and sys5 export bare PMIDs, the others the PubMed URL
    mixed_forms = {"sys1": "url", "sys2": "url", "sys3": "url", "sys4": "pmid", "sys5": "pmid"}

    def mixed_setup(folder: Path) -> None:
        for s, f in mixed_forms.items():
            write_systems(folder, {s: systems[s]}, form=f)

    def mixed_check(out: str, folder: Path) -> bool:
        refs = {}
        for q in qids:
            lists = {s: [_R["ident"](d, mixed_forms[s]) for d in systems[s][q]] for s in systems}
            refs[q] = _R["rrf_ref"](lists)
        return _R["agree_all"](_R["read_fused"](folder / "fused.run"), refs, 10) == ""

    # a snippet-level run: one line per snippet, its document repeated down the list
    q0 = qids[0]
    u = _R["ident"]
    snippet_run = "".join(f"{q0} Q0 {u(d)} {i} {10.0 - i} snippets\n" for i, d in
                          enumerate([systems["sys1"][q0][0], systems["sys1"][q0][1], systems["sys1"][q0][0]], 1))
    golden_json = json.dumps({"questions": [{"id": q, "body": "Which genes ...?", "type": "list",
                                             "documents": [u(d) for d in sorted(rel)]} for q, rel in gold.items()]},
                             indent=2)
    sys_json = {f"{s}.json": json.dumps({"questions": [{"id": q, "documents": [u(d) for d in docs]}
                                                       for q, docs in lists.items()]}) for s, lists in systems.items()}

    # the weights of the team's validated systems
    w = {"sys1": 2.0, "sys4": 0.5}

    def explain_check(out: str, folder: Path) -> bool:
        fused = _R["read_fused"](folder / "fused.run")
        seen: dict = {}
        for line in (folder / "why.jsonl").read_text(encoding="utf-8").splitlines():
            e = json.loads(line)
            seen[(e["qid"], e["docid"])] = e
        if set(seen) != {(q, d) for q, rows in fused.items() for d, _ in rows}:
            return False
        for (q, d), e in seen.items():
            lists = _R["ranked"](systems, q)
            ref = _R["rrf_ref"](lists)[0][d]
            parts = e["lists"]
            places = {s: (lists[s].index(d) + 1 if d in lists[s] else None) for s in lists}
            if any(parts[s]["rank"] != places[s] for s in lists):
                return False
            if abs(sum(p["contribution"] or 0.0 for p in parts.values()) - ref) > 1e-12:
                return False
        return True

    def parquet_out_check(out: str, folder: Path) -> bool:
        import pyarrow.parquet as pq  # a heavy optional import, only for this check

        by_q: dict = {}
        for r in sorted(pq.read_table(folder / "fused.parquet").to_pylist(), key=lambda r: (r["q_id"], r["rank"])):
            by_q.setdefault(r["q_id"], []).append((r["doc_id"], float(r["score"])))
        return _R["agree_all"](by_q, refs_rrf(), 10) == ""

    def write_parquet_runs(folder: Path) -> None:
        import pandas as pd  # a heavy optional import, only for this setup

        rows = [(q, u(d), _R["score_of"]("recip", i, len(docs)), s) for s, lists in systems.items()
                for q, docs in lists.items() for i, d in enumerate(docs, 1)]
        pd.DataFrame(rows, columns=["q_id", "doc_id", "score", "run"]).to_parquet(folder / "phaseA.parquet",
                                                                                  index=False)

    # a whole BioASQ year's batches at once: 5,000 questions x 5 systems x 10 documents
    def big_setup(folder: Path) -> None:
        g, sysd = _R["bioasq"](5000, seed=2024, short=0.1)
        write_systems(folder, sysd)
        (folder / "golden.qrels").write_text(_R["qrels_text"](g))

    def big_fused_check(out: str, folder: Path) -> bool:
        g, sysd = _R["bioasq"](5000, seed=2024, short=0.1)
        return _R["agree_all"](_R["read_fused"](folder / "fused.run"), refs_rrf(sysd), 10) == ""

    def big_eval_check(out: str, folder: Path) -> bool:
        g, sysd = _R["bioasq"](5000, seed=2024, short=0.1)
        got = json.loads(out)
        aps = [_R["measures"](_R["trec_order"](_R["scored"](docs, "desc")), {u(d) for d in g[q]})["AP@10"]
               for q, docs in sysd["sys2"].items()]
        return _near(got["AP@10"], sum(aps) / len(aps)) and _near(got["GMAP"], _R["gmap"](
            [_R["measures"](_R["trec_order"](_R["scored"](docs, "desc")), {u(d) for d in g[q]})["AP"]
             for q, docs in sysd["sys2"].items()]))

    def five_eval_check(out: str, folder: Path) -> bool:
        got = json.loads(out)
        if set(got) != set(FIVE):
            return False
        return all(eval_check(systems[f[:-4]], ("AP@10", "P@10"), key=f)(out, folder) for f in FIVE)

    # three systems that return unscored lists: the converter writes 0 for every score
    zero3 = {s: systems[s] for s in ("sys1", "sys2", "sys3")}
    zero_files = ["sys1.run", "sys2.run", "sys3.run"]

    def zero_trust_check(out: str, folder: Path) -> bool:
        refs = {q: _R["rrf_ref"]({s: [u(d) for d in zero3[s][q]] for s in zero3}) for q in qids}
        return _R["agree_all"](_R["read_fused"](folder / "fused.run"), refs, 10) == ""

    def zero_combsum_check(out: str, folder: Path) -> bool:
        # every list's scores equal: min-max gives each of its documents 1, so CombSUM counts the lists
        refs = {q: _R["minmax_ref"]({s: {u(d): 0.0 for d in zero3[s][q]} for s in zero3}) for q in qids}
        for q, (sc, cnt, best) in refs.items():
            best.update({d: min(zero3[s][q].index(d[len(_R["PUBMED"]):]) + 1 for s in zero3
                                if d[len(_R["PUBMED"]):] in zero3[s][q]) for d in sc})
        return _R["agree_all"](_R["read_fused"](folder / "fused.run"), refs, 10) == ""

    # a system that writes rank 1 on every line of its unscored list (scores 0): one tie class per question
    def rank_one_setup(folder: Path) -> None:
        write_systems(folder, {s: systems[s] for s in ("sys1", "sys2")})
        (folder / "sys3.run").write_text("".join(f"{q} Q0 {u(d)} 1 0 sys3\n" for q, docs in systems["sys3"].items()
                                                 for d in docs))

    def rank_one_check(out: str, folder: Path) -> bool:
        refs = {}
        for q in qids:
            sc, cnt, best = _R["rrf_ref"]({s: [u(d) for d in systems[s][q]] for s in ("sys1", "sys2")})
            for d in systems["sys3"][q]:  # every document of the tie class at its best place, 1
                sc[u(d)] = sc.get(u(d), 0.0) + 1.0 / 61.0
                cnt[u(d)] = cnt.get(u(d), 0) + 1
                best[u(d)] = 1
            refs[q] = (sc, cnt, best)
        return _R["agree_all"](_R["read_fused"](folder / "fused.run"), refs, 10) == ""

    def rank0_check(out: str, folder: Path) -> bool:
        return _R["agree_all"](_R["read_fused"](folder / "fused.run"), {q: _R["rrf_ref"](
            {s: [u(d) for d in systems[s][q]] for s in ("sys1", "sys2")}) for q in qids}, 10) == ""

    # the question ids of one export upper-cased by a spreadsheet
    upper_sys1 = {q.upper(): d for q, d in systems["sys1"].items()}

    # the report of the five systems and a fused run (written by the reference) against sys1: its table's means
    # and marks against SciPy's paired t-test, Holm-adjusted over the table's 10 tests (docs/report.md)
    def ref_fused_lists_all() -> dict:
        return {q: sorted(sc, key=lambda d: (-sc[d], -cnt[d], best[d], d)) for q, (sc, cnt, best) in refs_rrf().items()}

    def ref_fused_lists() -> dict:
        out = {}
        for q, (sc, cnt, best) in refs_rrf().items():
            out[q] = sorted(sc, key=lambda d: (-sc[d], -cnt[d], best[d], d))[:10]
        return out

    def per_query_of(lists: dict, url_ids: bool) -> dict:
        return {q: _R["measures"](docs if url_ids else [u(d) for d in docs], rel_url[q]) for q, docs in lists.items()}

    def report_setup(folder: Path) -> None:
        write_systems(folder)
        fused = ref_fused_lists()
        (folder / "fused.run").write_text("".join(f"{q} Q0 {d} {i} {11.0 - i} fused\n" for q, docs in fused.items()
                                                  for i, d in enumerate(docs, 1)))
        doc = {}
        for name, lists, url_ids in [*((f"{s}.run", systems[s], False) for s in systems), ("fused.run", fused, True)]:
            per = per_query_of(lists, url_ids)
            doc[name] = {m: sum(v[m] for v in per.values()) / len(per) for m in ("AP@10", "P@10")}
            doc[name]["per_query"] = {q: {m: v[m] for m in ("AP@10", "P@10")} for q, v in per.items()}
        (folder / "e.json").write_text(json.dumps(doc, indent=2))

    def report_check(out: str, folder: Path) -> bool:
        from scipy import stats  # a heavy optional import, only for this check

        doc = json.loads((folder / "e.json").read_text())
        table = {}
        for line in (folder / "r.md").read_text(encoding="utf-8").splitlines():
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            if len(cells) == 3 and cells[0] and cells[0] not in ("Method", "---"):
                table[cells[0].removesuffix(".run")] = cells[1:]
        names = [n.removesuffix(".run") for n in doc]
        if sorted(table) != sorted(names):
            return False
        tests = []
        for n in doc:
            if n == "sys1.run":
                continue
            for m in ("AP@10", "P@10"):
                a = [doc[n]["per_query"][q][m] for q in qids]
                b = [doc["sys1.run"]["per_query"][q][m] for q in qids]
                tests.append((float(stats.ttest_rel(a, b).pvalue), n, m, sum(a) > sum(b)))
        tests.sort()
        marks, run_max = {}, 0.0
        for i, (pv, n, m, up) in enumerate(tests):
            run_max = max(run_max, min(1.0, (len(tests) - i) * pv))
            marks[(n, m)] = ("\u25b2" if up else "\u25bc") if run_max < 0.05 else ""
        for n in doc:
            for j, m in enumerate(("AP@10", "P@10")):
                cell = table[n.removesuffix(".run")][j]
                value = float(cell.replace("*", "").rstrip("\u25b2\u25bc ").strip())
                if abs(value - doc[n][m]) > 5e-5 + 1e-12:
                    return False
                shown = "\u25b2" if "\u25b2" in cell else "\u25bc" if "\u25bc" in cell else ""
                if n != "sys1.run" and shown != marks[(n, m)]:
                    return False
        return True

    def write_fused_parquet(folder: Path) -> None:
        import pandas as pd  # a heavy optional import, only for this setup

        rows = [(q, d, 11.0 - i, "fused", i) for q, docs in ref_fused_lists().items() for i, d in enumerate(docs, 1)]
        pd.DataFrame(rows, columns=["q_id", "doc_id", "score", "run", "rank"]).to_parquet(folder / "fused.parquet",
                                                                                          index=False)

    def fused_parquet_eval_check(out: str, folder: Path) -> bool:
        got = json.loads(out)
        per = per_query_of(ref_fused_lists(), True)
        return all(_near(got["per_query"][q][m], per[q][m]) for q in per for m in ("AP@10", "P@10")) and \
            set(got["per_query"]) == set(per)

    # P(relevant) by fused rank: the share of golden documents at each RRF rank over the 40 questions, made
    # non-increasing by SciPy's isotonic regression (pool adjacent violators, each rank weighted by its count)
    def calibration_ref() -> tuple[list[int], list[float], float]:
        from scipy.optimize import isotonic_regression  # a heavy optional import, only for this reference

        hits: dict = {}
        for q, docs in ref_fused_lists_all().items():
            for r, d in enumerate(docs, 1):
                n, k = hits.get(r, (0, 0))
                hits[r] = (n + 1, k + (d in rel_url[q]))
        ranks = sorted(hits)
        fit = isotonic_regression([hits[r][1] / hits[r][0] for r in ranks], weights=[hits[r][0] for r in ranks],
                                  increasing=False).x
        p_of = dict(zip(ranks, (float(v) for v in fit)))
        rel_p = sorted((p_of[r] for q, docs in ref_fused_lists_all().items() for r, d in enumerate(docs, 1)
                        if d in rel_url[q]), reverse=True)
        return ranks, [p_of[r] for r in ranks], rel_p[math.ceil(0.9 * len(rel_p)) - 1]

    def calibrate_check(out: str, folder: Path) -> bool:
        import numpy as np  # a heavy optional import, only for this check

        c = json.loads((folder / "c.json").read_text())["calibration"]
        ranks, p, t90 = calibration_ref()
        got = np.interp(ranks, c["x"], c["p"])
        return bool(np.max(np.abs(got - np.array(p))) <= 1e-12) and abs(c["thresholds"]["0.90"] - t90) <= 1e-12

    def calibrated_model_setup(folder: Path) -> None:
        write_systems(folder)
        ranks, p, t90 = calibration_ref()
        cal = {"format": "rankagg-calibration", "version": 1, "input": "rank", "x": [float(r) for r in ranks], "p": p,
               "depth": 100, "thresholds": {}, "fit": {}}
        (folder / "c.json").write_text(json.dumps({"format": "rankagg-fusion", "method": "rrf", "params": {},
                                                   "weights": None, "calibration": cal}))

    def min_score_check(out: str, folder: Path) -> bool:
        ranks, p, t90 = calibration_ref()
        p_of = dict(zip(ranks, p))
        got = _R["read_fused"](folder / "fused.run")
        for q, docs in ref_fused_lists_all().items():
            want = [(d, p_of[r]) for r, d in enumerate(docs, 1) if p_of[r] >= 0.5]
            rows = got.get(q, [])
            if [d for d, _ in rows] != [d for d, _ in want]:
                return False
            if any(abs(a - b) > 1e-4 for (_, a), (_, b) in zip(rows, want)):
                return False
            if _R["trec_order"](dict(rows)) != [d for d, _ in rows]:
                return False
        return True

    def http_https_setup(folder: Path) -> None:
        write_systems(folder, {"sys1": systems["sys1"]})
        (folder / "sys2.run").write_text("".join(f"{q} Q0 {d} {i} {20.0 - i} sys2\n" for q, docs in systems["sys2"].items()
                                                 for i, d in enumerate([u(x) for x in docs] + [u(docs[0], "https")], 1)))

    def own_fused_setup(folder: Path) -> None:
        write_systems(folder)
        (folder / "fused.run").write_text("".join(
            f"{q} Q0 {d} {i} {sc[d]!r} team-rrf\n" for q, (sc, cnt, best) in refs_rrf().items()
            for i, d in enumerate(sorted(sc, key=lambda x: (-sc[x], -cnt[x], best[x], x))[:10], 1)))

    # phase B list questions: each system's ranked answers (entities, best first) as a one-list .txt file, as
    # docs/genes.md reads gene lists; the team's script wrote the entities as they are (blanks inside) or numbered
    answers = {"s1.txt": ["epidermal growth factor", "TGF-alpha", "amphiregulin", "betacellulin"],
               "s2.txt": ["TGF-alpha", "epidermal growth factor", "epiregulin"],
               "s3.txt": ["amphiregulin", "TGF-alpha", "HB-EGF", "epidermal growth factor"]}
    answer_files = {f: "".join(e + "\n" for e in es) for f, es in answers.items()}
    numbered_files = {f: "".join(f"{i}. {e.replace(' ', '_')}\n" for i, e in enumerate(es, 1))
                      for f, es in answers.items()}

    # the API snippets' shared data (built in the snippet from the same references)
    lib = "gold, systems = bioasq()\nqids = list(gold)\n"
    frame = lib + "import pandas as pd\nrows = [(q, ident(d), i, s) for s, lists in systems.items() " \
                  "for q, docs in lists.items() for i, d in enumerate(docs, 1)]\n" \
                  "df = pd.DataFrame(rows, columns=['q_id', 'doc_id', 'rank', 'run'])\n"
    refs_code = "refs = {q: rrf_ref({s: [ident(d) for d in systems[s][q]] for s in systems}) for q in qids}\n"

    cases = [
        # ---- the day's fusion of the five systems (CLI)
        cli_ok("u17b_rrf_five_systems_top10", "five systems' BioASQ lists (at most 10 PubMed URLs each, some fewer, "
               "24-hex question ids) written as TREC lines scored 10, 9, ...: fuse --method rrf --depth 10",
               [*fuse5, "--method", "rrf", "--depth", "10", "-o", "fused.run", "--quiet"],
               fused_check(refs_rrf()), setup=setup_systems(), fast=True,
               why="rankagg methods rrf: sum 1/(60 + rank), ranks by score then docid descending (docs/conventions.md)"),
        cli_ok("u17b_combsum_reciprocal_scores", "the converter's scores 1/rank: CombSUM of min-max normalised "
               "scores, depth 10", [*fuse5, "--method", "combsum", "--depth", "10", "-o", "fused.run", "--quiet"],
               lambda out, folder: _R["agree_all"](_R["read_fused"](folder / "fused.run"), {
                   q: _R["minmax_ref"]({s: _R["scored"](systems[s][q], "recip") for s in systems}) for q in qids},
                   10) == "",
               setup=setup_systems(style="recip"),
               why="combsum norm=auto is min-max for runs with scores; a one-document list gives 1; unranked 0"),
        cli_ok("u17b_weights_same_tag_by_file", "the converter tags every run 'bioasq': --weights sys1.run=2,"
               "sys4.run=0.5 by file name",
               [*fuse5, "--method", "rrf", "--weights", "sys1.run=2,sys4.run=0.5", "--depth", "10", "-o", "fused.run",
                "--quiet"],
               fused_check(refs_rrf(w={"sys1": 2.0, "sys4": 0.5})),
               setup=setup_systems(tags={s: "bioasq" for s in systems}),
               why="ranker names are file names when tags repeat; RRF sum w / (k + rank) (docs/trec.md)"),
        cli_ok("u17b_weights_json_file", "the validated weights in a JSON file {sys1: 2, sys4: 0.5}",
               [*fuse5, "--method", "rrf", "--weights", "w.json", "--depth", "10", "-o", "fused.run", "--quiet"],
               fused_check(refs_rrf(w=w)), setup=setup_systems(), files={"w.json": json.dumps(w)},
               why="a weights file may be a JSON object; unnamed runs weigh 1 (docs/trec.md)"),
        cli_ok("u17b_explain_contributions", "--explain why.jsonl: each document's rank in each system and its RRF "
               "contribution, for the curators",
               [*fuse5, "--method", "rrf", "--depth", "10", "--explain", "why.jsonl", "-o", "fused.run", "--quiet"],
               explain_check, setup=setup_systems(),
               why="--explain lists each run's rank and contribution; they sum to the fused RRF score"),
        cli_ok("u17b_parquet_output", "-o fused.parquet for the team's notebook (q_id, doc_id, score, rank)",
               [*fuse5, "--method", "rrf", "--depth", "10", "-o", "fused.parquet", "--quiet"],
               parquet_out_check, setup=setup_systems(),
               why="-o .parquet writes the fused run as a table, the TREC output's lines (docs/scale.md)"),
        cli_ok("u17b_parquet_long_table_input", "one long Parquet table q_id doc_id score run of the five systems "
               "(scores 1/rank)", ["fuse", "phaseA.parquet", "--method", "rrf", "--depth", "10", "-o", "fused.run",
                                   "--quiet"],
               fused_check(refs_rrf(style="recip")), setup=write_parquet_runs,
               why="one long Parquet table is read as those runs (docs/trec.md)"),
        cli_ok("u17b_gzip_crlf_bom_runs", "runs exported on Windows (UTF-8 BOM, CRLF) and gzipped for the shared "
               "drive", ["fuse", *[f + ".gz" for f in FIVE], "--method", "rrf", "--depth", "10", "-o", "fused.run",
                         "--quiet"],
               fused_check(refs_rrf()), setup=setup_systems(suffix=".run.gz", eol="\r\n", bom=True),
               why="a BOM at a file's start is dropped, CRLF is a line end, gzip is read (docs/conventions.md)"),
        cli_ok("u17b_url_and_pmid_systems", "sys4 and sys5 export bare PMIDs, the others PubMed URLs: the ids are "
               "kept as written (two names, two documents)",
               [*fuse5, "--method", "rrf", "--depth", "10", "-o", "fused.run", "--quiet"], mixed_check,
               setup=mixed_setup,
               why="an id is its text (docs/conventions.md); trec_eval compares docnos as strings"),
        cli_ok("u17b_isr_five_systems", "ISR, the medical-IR fusion of Mourao et al. (n_d * sum 1/rank^2), of the "
               "five systems", [*fuse5, "--method", "isr", "--depth", "10", "-o", "fused.run", "--quiet"],
               lambda out, folder: _R["agree_all"](_R["read_fused"](folder / "fused.run"), {
                   q: _R["isr_ref"](_R["ranked"](systems, q)) for q in qids}, 10) == "",
               setup=setup_systems(),
               why="rankagg methods isr: n_d * sum_r 1 / rank_r(d)^2, local ranks (Mourao et al. 2015 s3.2)"),
        cli_ok("u17b_log_isr_single_list_ties", "log-ISR (log(n_d) * sum 1/rank^2): every document one system alone "
               "returned scores log 1 = 0, a tie the house rule orders",
               [*fuse5, "--method", "log_isr", "--depth", "40", "-o", "fused.run", "--quiet"],
               lambda out, folder: _R["agree_all"](_R["read_fused"](folder / "fused.run"), {
                   q: _R["isr_ref"](_R["ranked"](systems, q), log=True) for q in qids}, 40) == "",
               setup=setup_systems(),
               why="rankagg methods log_isr: log(n_d + 0) * sum 1/rank^2; equal scores: more rankers, best local rank, "
                   "smaller docid (docs/conventions.md)"),
        cli_ok("u17b_unscored_lists_by_docid", "the same zero-scored files without --trust-rank: every list read "
               "as trec_eval reads it (a tie, docid descending)",
               ["fuse", *zero_files, "--method", "rrf", "--depth", "10", "-o", "fused.run", "--quiet"],
               fused_check(refs_rrf(sysd=zero3, style="zero")), setup=setup_systems(sysd=zero3, style="zero"),
               why="ranks from scores: score descending then docid descending; the rank column is not read"),
        cli_ok("u17b_unscored_lists_trust_rank_combsum", "the zero-scored lists with --trust-rank --method combsum: "
               "min-max of equal scores gives every returned document 1 (CombSUM counts the systems)",
               ["fuse", *zero_files, "--trust-rank", "--method", "combsum", "--depth", "10", "-o", "fused.run",
                "--quiet"],
               zero_combsum_check, setup=setup_systems(sysd=zero3, style="zero"),
               why="equal scores never rise along the rank column; min-max of an all-equal list is 1; ties by the house "
                   "rule, best local rank from the rank column"),
        cli_ok("u17b_rank_as_score_warns", "the converter wrote the rank in the score column (1, 2, ... 10): read "
               "by score, highest first, with a warning naming the file",
               ["fuse", "sys1.run", "sys2.run", "--method", "rrf", "--depth", "10", "-o", "fused.run", "--quiet"],
               fused_check(refs_rrf(sysd={s: systems[s] for s in ("sys1", "sys2")}, style="rank")),
               setup=setup_systems(sysd={s: systems[s] for s in ("sys1", "sys2")}, style="rank"), warns="sys1.run",
               why="docs/conventions.md: a run whose scores rise down every list is read by score, with a warning"),
        cli_ok("u17b_rank_column_from_zero", "the converter's ranks start at 0 (Python's enumerate) with "
               "--trust-rank: places 1..n as from 1",
               ["fuse", "sys1.run", "sys2.run", "--trust-rank", "--method", "rrf", "--depth", "10", "-o", "fused.run",
                "--quiet"],
               rank0_check, setup=setup_systems(sysd={s: systems[s] for s in ("sys1", "sys2")}, style="zero",
                                                 rank0=True),
               why="--trust-rank: integers of any sign, a document's place is its order in the rank column"),
        cli_ok("u17b_rank_one_tie_class", "a system writes rank 1 on every line of its unscored list (score 0): "
               "--trust-rank reads one tie class, each document at place 1",
               ["fuse", "sys1.run", "sys2.run", "sys3.run", "--trust-rank", "--method", "rrf", "--depth", "10", "-o",
                "fused.run", "--quiet"],
               rank_one_check, setup=rank_one_setup,
               why="--trust-rank: a repeated rank on tied scores is a tie, each document at the best place of its class"),
        cli_ok("u17b_http_and_https_in_one_list", "sys2 returned a document twice, as the http URL and as the "
               "https one (two sources merged): two ids, both fused",
               ["fuse", "sys1.run", "sys2.run", "--method", "rrf", "--depth", "20", "-o", "fused.run", "--quiet"],
               lambda out, folder: _R["agree_all"](_R["read_fused"](folder / "fused.run"), {
                   q: _R["rrf_ref"]({"sys1": [u(d) for d in systems["sys1"][q]],
                                     "sys2": [u(d) for d in systems["sys2"][q]] + [u(systems["sys2"][q][0], "https")]})
                   for q in qids}, 20) == "",
               setup=http_https_setup,
               why="an id is its text (docs/conventions.md): trec_eval would count them as two documents too"),
        cli_ok("u17b_year_of_batches", "a BioASQ year at once: 5,000 questions x 5 systems x 10 documents, rrf "
               "--depth 10", [*fuse5, "--method", "rrf", "--depth", "10", "-o", "fused.run", "--quiet"],
               big_fused_check, setup=big_setup, timeout=240,
               why="every question fuses as alone (RRF as above)"),
        # ---- evaluation against the golden documents (CLI)
        cli_ok("u17b_eval_map10_gmap", "one system against the golden qrels: AP@10 (BioASQ's MAP@10 as trec_eval's "
               "map_cut_10), GMAP, P@10, R@10, RR, per question, --json",
               ["evaluate", "--qrels", "golden.qrels", "sys1.run", "--measures", "AP@10", "GMAP", "P@10", "R@10", "RR",
                "-q", "--json"],
               eval_check(systems["sys1"], ("AP@10", "GMAP", "P@10", "R@10", "RR")), setup=setup_systems(),
               files={"golden.qrels": qrels_url}, fast=True,
               why="trec_eval's map_cut (over R), gm_map (geometric mean, AP floored at 1e-5), P, recall, recip_rank"),
        cli_ok("u17b_eval_five_systems", "the five systems in one evaluate call (AP@10, P@10 per question, --json)",
               ["evaluate", "--qrels", "golden.qrels", *FIVE, "--measures", "AP@10", "P@10", "-q", "--json"],
               five_eval_check, setup=setup_systems(), files={"golden.qrels": qrels_url},
               why="each run evaluated as alone, keyed by its file"),
        cli_ok("u17b_eval_missing_questions_complete", "sys3 skipped three questions: -c counts them as finding "
               "nothing", ["evaluate", "--qrels", "golden.qrels", "sys3.run", "--measures", "AP@10", "P@10", "-c",
                           "-q", "--json"],
               eval_check(sys3_gappy, ("AP@10", "P@10"), complete=True),
               setup=setup_systems(sysd={"sys3": sys3_gappy}), files={"golden.qrels": qrels_url},
               why="trec_eval -c: every judged query, one the run lacks valued as a ranking that finds nothing"),
        cli_ok("u17b_eval_pmid_run_url_qrels", "a run of bare PMIDs against the golden URLs: nothing matches, AP@10 "
               "0 on every question", ["evaluate", "--qrels", "golden.qrels", "sys4.run", "--measures", "AP@10",
                                       "-q", "--json"],
               lambda out, folder: json.loads(out)["AP@10"] == 0.0 and len(json.loads(out)["per_query"]) == len(qids),
               setup=setup_systems(form="pmid"), files={"golden.qrels": qrels_url},
               why="docnos compare as text (trec_eval): '12345678' is not the URL, so no document is relevant"),
        cli_ok("u17b_eval_https_qrels", "the new PubMed's https URLs in both run and qrels (trailing slash)",
               ["evaluate", "--qrels", "golden.qrels", "sys5.run", "--measures", "AP@10", "GMAP", "-q", "--json"],
               eval_check(systems["sys5"], ("AP@10", "GMAP"), form="https"), setup=setup_systems(form="https"),
               files={"golden.qrels": _R["qrels_text"](gold, "https")},
               why="trec_eval's rules; '/' and ':' are ordinary docid bytes"),
        cli_ok("u17b_eval_year_of_batches", "AP@10 and GMAP of one system over 5,000 questions",
               ["evaluate", "--qrels", "golden.qrels", "sys2.run", "--measures", "AP@10", "GMAP", "--json"],
               big_eval_check, setup=big_setup, timeout=240,
               why="trec_eval's map_cut_10 and gm_map over every question both judged and in the run"),
        cli_ok("u17b_fuse_then_evaluate", "the team's own RRF script's fused run (exact sums, "
               "ties included, top 10) evaluated",
               ["evaluate", "--qrels", "golden.qrels", "fused.run", "--measures", "AP@10", "P@10", "-q", "--json"],
               lambda out, folder: all(
                   _near(json.loads(out)["per_query"][q]["AP@10"], _R["measures"](
                       _R["trec_order"](dict(rows)), rel_url[q])["AP@10"]) for q, rows in
                   _R["read_fused"](folder / "fused.run").items()),
               setup=own_fused_setup,
               files={"golden.qrels": qrels_url},
               why="an ordinary run: trec_eval's map_cut_10 of its written order (the file here written by the "
                   "reference, distinct scores)"),
        cli_ok("u17b_report_against_sys1", "rankagg report of the five systems and the fused run (evaluate --json "
               "-q of AP@10 and P@10) against sys1: the table's means and its Holm-adjusted t-test marks",
               ["report", "e.json", "--baseline", "sys1", "-o", "r.md"], report_check, setup=report_setup,
               why="docs/report.md: paired two-sided t-test over the queries, Holm over the table's tests, alpha .05 "
                   "(SciPy's ttest_rel here)"),
        cli_ok("u17b_eval_fused_parquet_table", "the fused table the notebook saved as Parquet (q_id, doc_id, score, "
               "run, rank) evaluated against the golden qrels", ["evaluate", "--qrels", "golden.qrels", "fused.parquet",
                                                                 "--measures", "AP@10", "P@10", "-q", "--json"],
               fused_parquet_eval_check, setup=write_fused_parquet, files={"golden.qrels": qrels_url},
               why="a Parquet run table of one run is evaluated as its TREC text would be (docs/trec.md)"),
        Case("u17b_dask_backend_five_systems", G, "the five systems fused on a local Dask cluster (--backend dask), "
             "rrf --depth 10", argv=[*fuse5, "--method", "rrf", "--depth", "10", "--backend", "dask", "-o",
                                     "fused.run", "--quiet"],
             setup=setup_systems(), expect="ok", check=fused_check(refs_rrf()), memory_gb=4.0, timeout=240,
             why="--backend dask: same output as the local path (docs/scale.md); RRF as above"),
        cli_ok("u17b_calibrate_by_rank", "calibrate RRF's fused ranks on the 40 golden questions: P(relevant) at "
               "each rank and the 90%-recall min_score", ["calibrate", *FIVE, "--qrels", "golden.qrels", "--method",
                                                           "rrf", "-o", "c.json"],
               calibrate_check, setup=setup_systems(), files={"golden.qrels": qrels_url},
               why="docs/topk.md: isotonic regression (PAV) of relevance on the fused rank over each question's top "
                   "100; threshold(0.9) keeps 90% of the relevant (SciPy's isotonic_regression here)"),
        cli_ok("u17b_fuse_calibrated_min_score", "a calibrated RRF model (P by rank, written by the reference): fuse "
               "--model c.json --min-score 0.5, only the documents worth sending to snippet extraction",
               [*fuse5, "--model", "c.json", "--min-score", "0.5", "-o", "fused.run", "--quiet"], min_score_check,
               setup=calibrated_model_setup,
               why="docs/topk.md: the score column is P(relevant), ties nudged by float32 steps; --min-score leaves "
                   "out the documents below it"),
        # ---- the mistakes of the day (CLI)
        cli_bad("u17b_bioasq_json_as_runs", "the systems' BioASQ JSON submissions given to fuse as they are",
                ["fuse", *sys_json, "-o", "fused.run"], "sys1.json", files=sys_json,
                why="a BioASQ JSON is no TREC run nor a comparison table; fused as one it would be wrong"),
        cli_bad("u17b_golden_json_as_qrels", "the BioASQ golden JSON (indented) given as --qrels",
                ["evaluate", "--qrels", "golden.json", "sys1.run"], "golden.json:1", setup=setup_systems(),
                files={"golden.json": golden_json}, outputs=(),
                why="trec_eval's qrels have four fields; line 1 is '{'"),
        cli_bad("u17b_snippet_run_repeats_document", "a snippet-level run (one line per snippet) fused with the "
                "document runs: its document repeats at line 3",
                ["fuse", "snippets.run", "sys2.run", "-o", "fused.run"], "snippets.run:3", setup=setup_systems(),
                files={"snippets.run": snippet_run},
                why="a document twice in one list is refused (docs/conventions.md); which score counts is the user's"),
        cli_bad("u17b_snippet_offsets_columns", "a snippet run with the BioASQ offsets appended (8 fields a line)",
                ["fuse", "snippets.run", "sys2.run", "-o", "fused.run"], "snippets.run:1", setup=setup_systems(),
                files={"snippets.run": "".join(f"{q0} Q0 {u(d)} {i} {10 - i} snip 0 143\n"
                                               for i, d in enumerate(systems['sys1'][q0], 1))},
                why="trec_eval reads six fields a line; the offsets would be read as the tag"),
        cli_bad("u17b_question_ids_upper_case", "a run whose 24-hex question ids a spreadsheet upper-cased",
                ["evaluate", "--qrels", "golden.qrels", "sys1.run"], "sys1.run", "golden.qrels",
                files={"golden.qrels": qrels_url, "sys1.run": _R["run_text"](upper_sys1, "sys1")}, outputs=(),
                why="ids are text, so no query in common: every measure undefined (docs/trec.md)"),
        cli_bad("u17b_measure_gmap_at_10", "--measures GMAP@10 (BioASQ's GMAP over MAP@10 values)",
                ["evaluate", "--qrels", "golden.qrels", "sys1.run", "--measures", "GMAP@10"], "GMAP@10",
                setup=setup_systems(), files={"golden.qrels": qrels_url}, outputs=(),
                why="trec_eval's gm_map takes no cutoff; ignoring the @10 would give a wrong number"),
        cli_ok("u17b_combmnz_reciprocal_scores", "CombMNZ of the 1/rank scores (min-max, times the systems that "
               "returned the document)", [*fuse5, "--method", "combmnz", "--depth", "10", "-o", "fused.run", "--quiet"],
               lambda out, folder: _R["agree_all"](_R["read_fused"](folder / "fused.run"), {
                   q: _R["mnz"](_R["minmax_ref"]({s: _R["scored"](systems[s][q], "recip") for s in systems}))
                   for q in qids}, 10) == "",
               setup=setup_systems(style="recip"),
               why="rankagg methods combmnz: CombSUM (min-max, a one-document list 1) times n_d"),
        cli_ok("u17b_weights_team_tags", "run tags as teams name them ('NCBI/MedCPT:v2', 'bioasq_ntua-2'): "
               "--weights 'NCBI/MedCPT:v2=2'",
               [*fuse5, "--method", "rrf", "--weights", "NCBI/MedCPT:v2=2", "--depth", "10", "-o", "fused.run",
                "--quiet"],
               fused_check(refs_rrf(w={"sys1": 2.0})),
               setup=setup_systems(tags={"sys1": "NCBI/MedCPT:v2", "sys2": "bioasq_ntua-2", "sys3": "UR-gpt4:zero"}),
               why="a name is read as the run reader reads a tag: any character but an ASCII blank (docs/trec.md)"),
        cli_bad("u17b_list_answers_multiword_entities", "phase B list answers of three systems, one entity a "
                "line in .txt files ('epidermal growth factor' holds blanks), fused to a significance table -o "
                "answers.csv", ["fuse", "s1.txt", "s2.txt", "s3.txt", "-o", "answers.csv"], "s1.txt:1",
                files=answer_files, outputs=("answers.csv",),
                why="docs/genes.md: a blank inside a gene name is refused with the file and line; read as a run the "
                    "file fails at that line too, so the refusal must name it (not only the output's name)"),
        cli_bad("u17b_list_answers_numbered", "the same answers numbered by the team's script ('1. TGF-alpha'), -o "
                "answers.tsv", ["fuse", "s1.txt", "s2.txt", "s3.txt", "-o", "answers.tsv"], "s1.txt:1",
                files=numbered_files, outputs=("answers.tsv",),
                why="ranked, '1.' would be the item or the list a run: refused at the line that is neither"),
        # ---- in Python (the team's notebook)
        api_ok("u17b_api_dict_fuse_evaluate", "rankagg.fuse of {system: {question: {url: 1/rank}}} (rrf, depth 10), "
               "then rankagg.evaluate AP@10 and GMAP against the golden dict",
               lib + "import rankagg\nruns = {s: {q: scored(docs, 'recip') for q, docs in lists.items()} "
               "for s, lists in systems.items()}\nres = rankagg.fuse(runs, 'rrf', depth=10)\n"
               "refs = {q: rrf_ref({s: trec_order(runs[s][q]) for s in runs}) for q in qids}\n"
               "msg = agree_all({q: list(r.items()) for q, r in res.items()}, refs, 10, written=False)\n"
               "golden = {q: {ident(d): 1 for d in rel} for q, rel in gold.items()}\n"
               "got = rankagg.evaluate(res, golden, ['AP@10', 'GMAP'])\n"
               "per = [measures(list(res[q]), set(golden[q])) for q in qids]\n"
               "want = {'AP@10': sum(m['AP@10'] for m in per) / len(per), 'GMAP': gmap([m['AP'] for m in per])}\n"
               "if not msg and any(abs(got[m] - want[m]) > 1e-12 for m in want):\n"
               "    msg = 'measures %r, expected %r' % (got, want)\nreport(msg)\n",
               why="evaluate measures a fused result in its consensus order (docs/conventions.md); trec_eval's rules"),
        api_ok("u17b_api_fuser_url_lists", "a Fuser('rrf') per question on the systems' BioASQ lists (URLs best "
               "first, no scores)",
               lib + "import rankagg\nfz = rankagg.Fuser('rrf')\n" + refs_code +
               "report(agree_all({q: fz({s: [ident(d) for d in systems[s][q]] for s in systems}) for q in qids}, "
               "refs, None, written=False))\n",
               why="the Fuser takes docid lists, best first (README); RRF by position"),
        api_ok("u17b_api_frame_rank_only", "a long DataFrame q_id, doc_id, rank, run (no score column: BioASQ has "
               "none): rankagg.fuse(df, 'rrf', depth=10)",
               frame + "import rankagg\n" + refs_code + "res = rankagg.fuse(df, 'rrf', depth=10).sort_values(['q_id', "
               "'rank'])\nby_q = {}\nfor q, d, s in zip(res['q_id'], res['doc_id'], res['score']):\n"
               "    by_q.setdefault(q, []).append((d, s))\nreport(agree_all(by_q, refs, 10, written=False))\n",
               why="a frame's rank column is read when it has no score column (docs/conventions.md)"),
        api_ok("u17b_api_arrow_dictionary_qids", "a pyarrow Table whose q_id is dictionary-encoded (24-hex strings) "
               "and rank-only: rrf",
               frame + "import pyarrow as pa, rankagg\nt = pa.Table.from_pandas(df.astype({'q_id': 'category'}), "
               "preserve_index=False)\n" + refs_code + "res = rankagg.fuse(t, 'rrf', depth=10).to_pylist()\n"
               "by_q = {}\nfor r in sorted(res, key=lambda r: (str(r['q_id']), r['rank'])):\n"
               "    by_q.setdefault(str(r['q_id']), []).append((r['doc_id'], r['score']))\n"
               "report(agree_all(by_q, refs, 10, written=False))\n",
               why="a long Arrow table is read as the DataFrame; a dictionary entry's text is the id"),
        api_ok("u17b_api_question_without_documents", "rankagg.evaluate of a run where one question came back "
               "with no document ({}): valued as an empty list, without complete",
               lib + "import rankagg\nrun = {q: scored(docs, 'desc') for q, docs in systems['sys1'].items()}\n"
               "run[qids[3]] = {}\ngolden = {q: {ident(d): 1 for d in rel} for q, rel in gold.items()}\n"
               "got = rankagg.evaluate(run, golden, ['AP@10', 'P@10'])\n"
               "per = [measures(trec_order(run[q]), set(golden[q])) for q in qids]\n"
               "want = {m: sum(p[m] for p in per) / len(per) for m in ('AP@10', 'P@10')}\n"
               "report('' if all(abs(got[m] - want[m]) < 1e-12 for m in want) else '%r %r' % (got, want))\n",
               why="docs/trec.md: a {qid: {}} question is evaluated without -c, as an empty list"),
        api_ok("u17b_api_fuser_weights_explain", "Fuser('rrf', weights) explain on one question's lists: "
               "contributions w / (60 + rank)",
               lib + "import rankagg\nq = qids[1]\nlists = {s: [ident(d) for d in systems[s][q]] for s in systems}\n"
               "w = {'sys1': 2.0, 'sys4': 0.5}\nfz = rankagg.Fuser('rrf', weights=w)\nex = fz.explain(lists)\n"
               "msg = agree(fz(lists), rrf_ref(lists, w=w), written=False)\nfor e in ex:\n"
               "    for s, part in e['lists'].items():\n"
               "        r = lists[s].index(e['docid']) + 1 if e['docid'] in lists[s] else None\n"
               "        want = w.get(s, 1.0) / (60 + r) if r else None\n"
               "        if part['rank'] != r or (want is None) != (part['contribution'] in (None, 0.0)) or "
               "(want is not None and abs(part['contribution'] - want) > 1e-15):\n"
               "            msg = msg or 'explain of %r in %s: %r' % (e['docid'], s, part)\nreport(msg)\n",
               why="the Fuser's explain: rank and contribution per list (README)"),
        api_bad("u17b_api_lists_to_fuse", "rankagg.fuse of {system: {question: [urls]}} (the BioASQ lists as they "
                "are, no scores)",
                lib + "import rankagg\nrankagg.fuse({s: {q: [ident(d) for d in docs] for q, docs in lists.items()} "
                "for s, lists in systems.items()}, 'rrf')\n", "sys1", "list",
                why="rankagg.fuse's mapping form is {docid: score}; a list is the Fuser's form"),
        api_bad("u17b_api_fuser_duplicate_url", "a Fuser call where one system returned the same URL twice",
                lib + "import rankagg\nq = qids[0]\nl1 = [ident(d) for d in systems['sys1'][q]]\n"
                "rankagg.Fuser('rrf')({'sys1': l1 + l1[:1], 'sys2': [ident(d) for d in systems['sys2'][q]]})\n",
                "sys1", "appears twice",
                why="a document twice in one list has no one rank (docs/conventions.md)"),
        api_bad("u17b_api_frame_bioasq_columns", "a DataFrame with the team's column names question_id, document, "
                "rank, system", frame + "import rankagg\nrankagg.fuse(df.rename(columns={'q_id': 'question_id', "
                "'doc_id': 'document', 'run': 'system'}), 'rrf')\n", "qid", "docid",
                why="a long frame needs query and document columns it can name (rankagg.fuse's forms)"),
        api_bad("u17b_api_golden_lists_as_qrels", "rankagg.evaluate with the golden as {question: [urls]} "
                "(BioASQ's documents lists)",
                lib + "import rankagg\nrun = {q: scored(docs, 'desc') for q, docs in systems['sys1'].items()}\n"
                "rankagg.evaluate(run, {q: [ident(d) for d in sorted(rel)] for q, rel in gold.items()}, "
                "['AP@10'])\n", "qrels",
                why="qrels are {qid: {docid: grade}}; a list has no grades (pytrec_eval refuses it too)"),
    ]
    return cases
