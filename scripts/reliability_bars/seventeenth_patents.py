"""Issue 45's seventeenth bar of scripts/reliability_matrix.py, a patent examiner's prior-art search runs (its cases, ids ``u17p_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Callable

from .case import Case, stdout_has, command_cases_files_optional
from .references import reference_namespace
from .sixteenth_docking import _REF as _SHARED_REF

SEVENTEENTH_PATENTS = "45 Unseen inputs: a seventeenth bar, a patent examiner's prior-art search runs"

# The examiner's references, independent of rankagg's code: the sixteenth bar's trec_eval order, measures and fusion
# formulas (``trec_order``, ``measures``, ``ndcg``, ``rrf_ref``, ``minmax_ref``, ``agree``; see its comment), and a
# CLEF-IP-like collection: topics named as CLEF-IP names them (``PAC-1001``, or the topic patent's own publication
# number), documents as publication numbers in the forms search platforms export (``EP-1234567-A1``, ``EP1234567B1``,
# ``WO2015123456``, ``US2010/0123456A1``, ``JP2010123456A``), a few cited documents per topic (the search report's X
# and Y citations graded 2 and 1, its A citations judged 0), recall-oriented runs of 1,000 documents per topic (BM25
# on the claims, a language model on the description with negative log-likelihood scores, and a run filtered by IPC
# class that returns nothing for the topics whose class holds no candidate). ``split_topics`` gives one topic's
# lists; ``comb_ref`` is CombMNZ over min-max (CombSUM times the lists that returned the document).
_PATENT_REF = r'''
FORMS = ('EP-{n:07d}-A1', 'EP{n:07d}B1', 'WO{y}{n6:06d}', 'US{y}/{n:07d}A1', 'JP{y}{n6:06d}A', 'DE{n9:09d}A1')
def pubnos(count, seed):
    rnd = random.Random(seed)
    out, seen = [], set()
    while len(out) < count:
        i = len(out)
        d = FORMS[i % len(FORMS)].format(n=rnd.randrange(10 ** 6, 10 ** 7), n6=rnd.randrange(10 ** 5, 10 ** 6),
                                         n9=rnd.randrange(10 ** 8, 10 ** 9), y=rnd.randrange(1990, 2016))
        if d not in seen:
            seen.add(d)
            out.append(d)
    return out
def collection(topics, pool=2500, seed=17, cited=9):
    docs, cites = {}, {}
    for t, q in enumerate(topics):
        ids = pubnos(pool, seed * 1000 + t)
        rnd = random.Random(seed + t)
        c = rnd.sample(ids, cited)
        cites[q] = {d: (2 if i < 3 else 1 if i < 6 else 0) for i, d in enumerate(c)}
        docs[q] = ids
    return docs, cites
def system(docs, cites, seed, kind, depth=1000, skip=()):
    runs = {}
    for t, (q, ids) in enumerate(docs.items()):
        if q in skip:
            continue
        rnd = random.Random(seed * 7919 + t)
        s = {}
        for d in ids:
            g = cites[q].get(d, -1)
            x = (1.6 if g > 0 else 0.4 if g == 0 else 0.0) + rnd.gauss(0, 1)
            s[d] = round(12.0 + 4.0 * x, 4) if kind == 'bm25' else round(-9.0 + x, 3) if kind == 'lm' else \
                round(1.0 / (1.0 + math.exp(-x)), 4)
        keep = trec_order(s)[:depth]
        runs[q] = {d: s[d] for d in keep}
    return runs
def split_topics(runs, q):
    return {m: r[q] for m, r in runs.items() if q in r and r[q]}
def comb_ref(runs):
    sc, cnt, best = minmax_ref(runs)
    return {d: v * cnt.get(d, 0) for d, v in sc.items()}, cnt, best
def borda_ref(runs):
    """Borda, unranked 'share': n - r + 1 points from a list of k, (n - k + 1) / 2 from a list that missed it"""
    alld = set().union(*runs.values())
    n, sc, cnt, best = len(alld), {}, {}, {}
    for s in runs.values():
        pos, k = positions(s), len(s)
        for d in alld:
            r = pos.get(d)
            sc[d] = sc.get(d, 0.0) + (n - r + 1 if r else (n - k + 1) / 2)
            if r:
                cnt[d] = cnt.get(d, 0) + 1
                best[d] = min(best.get(d, 1 << 60), r)
    return sc, cnt, best
def isr_ref(runs, log_sigma=None):
    """ISR: n_d * sum 1 / r^2; log-ISR: log(n_d + sigma) * sum 1 / r^2 (Mourao et al. 2015, section 3.2)"""
    part, cnt, best = {}, {}, {}
    for s in runs.values():
        for d, r in positions(s).items():
            part[d] = part.get(d, 0.0) + 1.0 / r ** 2
            cnt[d] = cnt.get(d, 0) + 1
            best[d] = min(best.get(d, 1 << 60), r)
    f = (lambda c: c) if log_sigma is None else (lambda c: math.log(c + log_sigma))
    return {d: f(cnt[d]) * v for d, v in part.items()}, cnt, best
def fused_file(path):
    by_q = {}
    for line in Path(path).read_text(encoding='utf-8').splitlines():
        q, _, d, _, s, _ = line.split(' ')
        by_q.setdefault(q, []).append((d, float(s)))
    return by_q
def mean(xs):
    xs = list(xs)
    return sum(xs) / len(xs)
'''[1:]

_REF = _SHARED_REF + _PATENT_REF
_R = reference_namespace(_REF, "<u17p references>")

PAC = [f"PAC-{1001 + i}" for i in range(30)]


def _runs(topics: list[str], depth: int = 1000, skip: tuple[str, ...] = (), pool: int = 2500,
          seed: int = 17) -> tuple[dict, dict, dict]:
    docs, cites = _R["collection"](topics, pool=pool, seed=seed)
    runs = {"bm25_claims": _R["system"](docs, cites, 1, "bm25", depth),
            "lm_desc": _R["system"](docs, cites, 2, "lm", depth),
            "ipc_filter": _R["system"](docs, cites, 3, "ipc", depth, skip=skip)}
    return docs, cites, runs


def _write(folder: Path, runs: dict, tags: dict | None = None, names: dict | None = None, eol: str = "\n") -> None:
    for m, by_q in runs.items():
        text = _R["run_text"](by_q, (tags or {}).get(m, m), eol)
        p = folder / (names or {}).get(m, f"{m}.run")
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_bytes(text.encode("utf-8"))


def _near(a: float, b: float) -> bool:
    return abs(a - b) <= 1e-9 * max(1.0, abs(b))


def seventeenth_bar_patents_cases() -> list[Case]:
    G = SEVENTEENTH_PATENTS
    docs, cites, runs = _runs(PAC, skip=("PAC-1004", "PAC-1017", "PAC-1023"))
    three = ["bm25_claims.run", "lm_desc.run", "ipc_filter.run"]
    qrels = _R["qrels_text"](cites)

    def setup_runs(sub: dict | None = None, **kw: Any) -> Callable[[Path], None]:
        return lambda folder: _write(folder, sub or runs, **kw)

    def per_topic_check(ref_of: Callable[[dict], tuple], source: dict, depth: int | None = 1000,
                        name: str = "fused.run", topics: list[str] | None = None) -> Callable[[str, Path], bool]:
        def check(out: str, folder: Path) -> bool:
            got = _R["fused_file"](folder / name)
            want_topics = topics or sorted({q for r in source.values() for q, s in r.items() if s})
            if sorted(got) != sorted(want_topics):
                return False
            return all(_R["agree"](got[q], ref_of(_R["split_topics"](source, q)), depth) == "" for q in want_topics)
        return check

    cli_ok, cli_bad = command_cases_files_optional(G)

    def api_ok(id: str, what: str, code: str, why: str, timeout: float = 120, files: dict | None = None) -> Case:
        return Case(id, G, what, code=_REF + code, expect="ok", check=stdout_has("same"), memory_gb=4.0,
                    timeout=timeout, why=why, files=files or {})

    def api_bad(id: str, what: str, code: str, *mention: str, why: str, files: dict | None = None) -> Case:
        return Case(id, G, what, code=_REF + code, mention=mention, memory_gb=4.0, timeout=60, why=why,
                    files=files or {})

    def eval_check(run: str, ms: tuple[str, ...], ks: tuple[int, ...] = (), judged: dict | None = None,
                   complete: bool = False, per_query: bool = False) -> Callable[[str, Path], bool]:
        def check(out: str, folder: Path) -> bool:
            by_q, _ = _R["read_run"](folder / run)
            j = judged or cites
            topics = sorted(j) if complete else sorted(set(j) & set(by_q))
            per = {q: _R["measures"](_R["trec_order"](by_q.get(q, {})), j[q], ks) for q in topics}
            got = json.loads(out)
            ok = all(_near(got[m], _R["mean"](per[q][m] for q in topics)) for m in ms)
            if per_query:
                ok = ok and sorted(got["per_query"]) == topics and all(
                    _near(got["per_query"][q][m], per[q][m]) for q in topics for m in ms)
            return ok
        return check

    # the same documents under the id forms a family and the platforms give them: each is its own docid
    variants = ["EP-1234567-A1", "EP1234567A1", "ep-1234567-a1", "EP1234567B1", "EP-1234567-B1", "WO2004012345",
                "WO2004/012345", "US2010/0123456A1", "US20100123456A1", "us2010/0123456a1"]
    var_runs = {"bm25": {"EP-1310580-A2": {d: 20.0 - i for i, d in enumerate(variants)}},
                "lm": {"EP-1310580-A2": {d: -3.0 - 0.5 * ((i * 7) % 10) for i, d in enumerate(variants)}}}
    # CLEF-IP 2012's passage retrieval: a passage is the patent's id and an XPath
    passages = [f"EP-{1234567 + i // 4:07d}-A1#/{('claims/claim[%d]' % (i % 4 + 1)) if i % 2 else 'p[%d]' % (i + 3)}"
                for i in range(24)]
    passage_runs = {"bm25": {"PAC-1201": {d: 30.0 - i * 0.5 for i, d in enumerate(passages)}},
                    "lm": {"PAC-1201": {d: -4.0 - ((i * 5) % 24) * 0.25 for i, d in enumerate(passages[::-1])}}}

    # 5 systems x 100 topics x 1,000 documents (the examiner's whole campaign)
    TOP100 = [f"PAC-{1001 + i}" for i in range(100)]

    def big_setup(folder: Path) -> None:
        d, c = _R["collection"](TOP100, pool=1500, seed=5)
        big = {f"sys{k}": _R["system"](d, c, 40 + k, ("bm25", "lm", "ipc")[k % 3]) for k in range(5)}
        _write(folder, big)

    def big_check(out: str, folder: Path) -> bool:
        big = {f"sys{k}": _R["read_run"](folder / f"sys{k}.run")[0] for k in range(5)}
        return per_topic_check(_R["rrf_ref"], big, 1000)(out, folder)

    # two campaigns' runs, each tagged bm25 by the same script, in two folders
    camp = {"c2010": {q: s for q, s in runs["bm25_claims"].items() if q < "PAC-1011"},
            "c2011": {q: s for q, s in runs["lm_desc"].items() if q < "PAC-1011"}}
    camp_names = {"c2010": "runs/2010/bm25.run", "c2011": "runs/2011/bm25.run"}

    # qrels graded by citation category, the category kept in the iteration column (trec_eval ignores it)
    cat_of = {2: "X", 1: "Y", 0: "A"}
    qrels_cat = "".join(f"{q} {cat_of[g]} {d} {g}\n" for q, j in cites.items() for d, g in j.items())

    def fused_eval_check(out: str, folder: Path) -> bool:
        got = _R["fused_file"](folder / "fused.run")
        per = [_R["measures"]([d for d, _ in got[q]], cites[q], (100,)) for q in sorted(got)]
        vals = json.loads(out)
        return all(_near(vals[m], _R["mean"](p[m] for p in per)) for m in ("AP", "R@100"))

    def trec_names_check(out: str, folder: Path) -> bool:
        vals = {}
        for line in out.splitlines():
            parts = line.split("\t")
            if len(parts) == 3 and parts[1] == "all":
                vals[parts[0]] = float(parts[2])
        by_q, _ = _R["read_run"](folder / "bm25_claims.run")
        per = [_R["measures"](_R["trec_order"](by_q[q]), cites[q], (10, 100, 1000)) for q in sorted(by_q)]
        want = {k: _R["mean"](p[k] for p in per) for k in ("AP", "P@10", "R@100", "R@1000")}
        return set(vals) == set(want) and all(abs(vals[k] - want[k]) <= 5e-5 + 1e-12 for k in want)

    def ndcg_check(out: str, folder: Path) -> bool:
        by_q, _ = _R["read_run"](folder / "lm_desc.run")
        got = json.loads(out)
        return all(_near(got[f"nDCG@{k}"], _R["mean"](_R["ndcg"](_R["trec_order"](by_q[q]), cites[q], k)
                                                      for q in sorted(by_q))) for k in (10, 100))

    def explain_check(out: str, folder: Path) -> bool:
        rows = _R["fused_file"](folder / "fused.run")
        seen: dict[tuple[str, str], dict] = {}
        for line in (folder / "why.jsonl").read_text(encoding="utf-8").splitlines():
            e = json.loads(line)
            seen[(e["qid"], e["docid"])] = e
        if set(seen) != {(q, d) for q, r in rows.items() for d, _ in r}:
            return False
        for q in rows:
            sub = _R["split_topics"](runs, q)
            ref = _R["rrf_ref"](sub)[0]
            places = {m: _R["positions"](s) for m, s in sub.items()}
            for d, _ in rows[q]:
                parts = seen[(q, d)]["lists"]
                if any(parts[m]["rank"] != places[m].get(d) for m in sub):
                    return False
                if abs(sum(p["contribution"] or 0.0 for p in parts.values()) - ref[d]) > 1e-12:
                    return False
        return True

    def parquet_check(out: str, folder: Path) -> bool:
        import pyarrow.parquet as pq  # a heavy optional import, only for this check

        t = pq.read_table(folder / "fused.parquet").to_pylist()
        ok = True
        for q in var_runs["bm25"]:
            rows = [(r["doc_id"], float(r["score"])) for r in sorted(t, key=lambda r: r["rank"]) if r["q_id"] == q]
            ok = ok and _R["agree"](rows, _R["rrf_ref"]({m: r[q] for m, r in var_runs.items()}), written=False) == ""
        return ok and {r["doc_id"] for r in t} == set(variants)

    # the API snippets' shared data, rebuilt in the snippet from the same references
    lib = ("topics = ['PAC-%d' % (1001 + i) for i in range(12)]\ndocs, cites = collection(topics, pool=1500)\n"
           "runs = {'bm25_claims': system(docs, cites, 1, 'bm25'), 'lm_desc': system(docs, cites, 2, 'lm'), "
           "'ipc_filter': system(docs, cites, 3, 'ipc', skip=('PAC-1004',))}\n"
           "def per_topic(res, ref_of, depth=None):\n"
           "    for q in sorted({q for r in runs.values() for q in r}):\n"
           "        msg = agree(list(res[q].items()), ref_of(split_topics(runs, q)), depth, written=False)\n"
           "        if msg:\n            return q + ': ' + msg\n    return ''\n")
    frame = lib + ("import pandas as pd, io\n"
                   "rows = [(q, d, s, m) for m, r in runs.items() for q, sc in r.items() for d, s in sc.items()]\n"
                   "df = pd.DataFrame(rows, columns=['query_id', 'doc_id', 'score', 'run'])\n"
                   "qrels_csv = 'query_id,doc_id,relevance\\n' + ''.join(f'{q},{d},{g}\\n' for q, j in cites.items() "
                   "for d, g in j.items())\n"
                   "def eval_ref(by_q, ms, ks=(100,)):\n"
                   "    per = [measures(trec_order(by_q[q]), cites[q], ks) for q in sorted(by_q)]\n"
                   "    return {m: mean(p[m] for p in per) for m in ms}\n"
                   "def compare(got, want):\n"
                   "    bad = [m for m in want if abs(got[m] - want[m]) > 1e-12]\n"
                   "    return 'measures %r, expected %r' % (got, want) if bad else ''\n")

    # topics named as patents
    EPT = ["EP-1310580-A2", "EP-1405678-B1", "EP-0987654-A1", "EP-1112223-A2"]
    docs_ep, cites_ep = _R["collection"](EPT, pool=800, seed=23)
    runs_ep = _R["system"](docs_ep, cites_ep, 9, "bm25", 600)

    cases = [
        # ---- fusing the day's runs (CLI)
        cli_ok("u17p_rrf_three_systems", "BM25 on claims, LM on the description (negative log-likelihoods) and an "
               "IPC-filtered run, 30 PAC topics x 1,000 publication numbers (EP-1234567-A1, US2010/0123456A1, ...); "
               "the IPC run has no line for 3 topics: rrf",
               ["fuse", *three, "--method", "rrf", "-o", "fused.run", "--quiet"],
               per_topic_check(_R["rrf_ref"], runs), setup=setup_runs(),
               why="rankagg methods rrf: sum 1/(60 + rank) over the lists that have the topic (docs/conventions.md)"),
        cli_ok("u17p_rrf_union_depth_3000", "recall-oriented: the union of three 1,000-document lists kept whole "
               "(--depth 3000)", ["fuse", *three, "--method", "rrf", "--depth", "3000", "-o", "fused.run", "--quiet"],
               per_topic_check(_R["rrf_ref"], runs, 3000), setup=setup_runs(),
               why="--depth N writes at most N per topic (rankagg fuse --help); no document of the union is lost"),
        cli_ok("u17p_combsum_minmax_ipc_missing", "CombSUM of min-max normalised BM25, LM and sigmoid scores; "
               "topics the IPC filter left empty fuse from the two other runs",
               ["fuse", *three, "--method", "combsum", "--depth", "3000", "-o", "fused.run", "--quiet"],
               per_topic_check(_R["minmax_ref"], runs, 3000), setup=setup_runs(),
               why="combsum norm=auto is min-max for runs with scores, unranked 0 (docs/conventions.md)"),
        cli_ok("u17p_combmnz_minmax", "CombMNZ: a patent that all three systems retrieve counts thrice",
               ["fuse", *three, "--method", "combmnz", "--depth", "3000", "-o", "fused.run", "--quiet"],
               per_topic_check(_R["comb_ref"], runs, 3000), setup=setup_runs(),
               why="rankagg methods combmnz: CombSUM times the number of lists that returned the document"),
        cli_ok("u17p_weights_by_map", "weights by each run's MAP on last year's topics: --weights "
               "bm25_claims=0.1423,lm_desc=0.0981,ipc_filter=0.0712",
               ["fuse", *three, "--method", "rrf", "--weights", "bm25_claims=0.1423,lm_desc=0.0981,ipc_filter=0.0712",
                "-o", "fused.run", "--quiet"],
               per_topic_check(lambda sub: _R["rrf_ref"](sub, w={"bm25_claims": 0.1423, "lm_desc": 0.0981,
                                                                 "ipc_filter": 0.0712}), runs),
               setup=setup_runs(), why="--weights by run tag; RRF sum w / (k + rank) (docs/trec.md)"),
        cli_ok("u17p_weights_file_dotted_tags", "tags as the lab names runs (clefip10.bm25.claims) and a JSON "
               "weights file of them",
               ["fuse", *three, "--method", "rrf", "--weights", "w.json", "-o", "fused.run", "--quiet"],
               per_topic_check(lambda sub: _R["rrf_ref"](sub, w={"bm25_claims": 2.0, "ipc_filter": 0.5}), runs),
               setup=setup_runs(tags={"bm25_claims": "clefip10.bm25.claims", "lm_desc": "clefip10.lm.desc",
                                      "ipc_filter": "clefip10.ipc.G06F"}),
               files={"w.json": json.dumps({"clefip10.bm25.claims": 2, "clefip10.ipc.G06F": 0.5})},
               why="a weights file: a JSON object of run names (tags) to weights (rankagg fuse --help)"),
        cli_ok("u17p_same_tag_two_campaigns", "two campaigns' runs in runs/2010/ and runs/2011/, both tagged bm25 "
               "by one script: --weights 2010/bm25.run=3",
               ["fuse", "runs/2010/bm25.run", "runs/2011/bm25.run", "--method", "rrf", "--weights",
                "2010/bm25.run=3", "-o", "fused.run", "--quiet"],
               per_topic_check(lambda sub: _R["rrf_ref"](sub, w={"c2010": 3.0}), camp),
               setup=setup_runs(camp, tags={"c2010": "bm25", "c2011": "bm25"}, names=camp_names),
               why="tags repeat: each run is named by its shortest distinguishing path (docs/conventions.md)"),
        cli_ok("u17p_input_depth_100", "only each system's first 100 per topic (the examiner reads 100): "
               "--input-depth 100", ["fuse", *three, "--method", "rrf", "--input-depth", "100", "--depth", "300",
                                     "-o", "fused.run", "--quiet"],
               per_topic_check(lambda sub: _R["rrf_ref"](sub, depth=100), runs, 300), setup=setup_runs(),
               why="--input-depth N keeps each run's first N by trec_eval's order (docs/conventions.md)"),
        cli_ok("u17p_id_variants_distinct", "one family's publication numbers in several forms and cases "
               "(EP-1234567-A1, EP1234567A1, ep-1234567-a1, EP1234567B1, WO2004/012345, ...): each a document",
               ["fuse", "bm25.run", "lm.run", "--method", "rrf", "-o", "fused.run", "--quiet"],
               per_topic_check(_R["rrf_ref"], var_runs, None), setup=setup_runs(var_runs), fast=True,
               why="a docid is its bytes (trec_eval compares docnos with strcmp): no case folding, no id rewriting"),
        cli_ok("u17p_parquet_original_ids", "the fused list exported as Parquet for the search report, ids in the "
               "platform's forms (slashes, kind codes, lower case) unchanged",
               ["fuse", "bm25.run", "lm.run", "--method", "rrf", "-o", "fused.parquet", "--quiet"],
               parquet_check, setup=setup_runs(var_runs),
               why="-o .parquet writes the fused run as a table (rankagg fuse --help); ids are text, kept as read"),
        cli_ok("u17p_explain_per_topic", "--explain: per topic and publication number, each system's rank and "
               "RRF contribution (the examiner justifies a citation)",
               ["fuse", *three, "--method", "rrf", "--depth", "50", "--explain", "why.jsonl", "-o", "fused.run",
                "--quiet"], explain_check, setup=setup_runs(),
               why="--explain writes each list's rank and contribution per fused document (rankagg fuse --help)"),
        cli_ok("u17p_campaign_100_topics_5_systems", "the whole campaign: 5 systems x 100 topics x 1,000 "
               "documents (500,000 lines): rrf", ["fuse", *[f"sys{k}.run" for k in range(5)], "--method", "rrf",
                                                 "-o", "fused.run", "--quiet"],
               big_check, setup=big_setup, timeout=240,
               why="RRF per topic as above; runs of any size are read a block of queries at a time (docs/trec.md)"),
        cli_ok("u17p_weight_zero_ipc_off", "the IPC run switched off by weight: --weights ipc_filter=0 (its "
               "patents stay, at the bottom, with nothing from it)",
               ["fuse", *three, "--method", "rrf", "--weights", "ipc_filter=0", "--depth", "3000", "-o", "fused.run",
                "--quiet"],
               per_topic_check(lambda sub: _R["rrf_ref"](sub, w={"ipc_filter": 0.0}), runs, 3000), setup=setup_runs(),
               why="rankagg methods rrf: sum w / (k + rank), weights finite and >= 0; a document any list returned is "
                   "kept and scored (docs/conventions.md)"),
        cli_ok("u17p_borda_two_systems", "Borda count of BM25 and LM over each topic's union (a patent one system "
               "missed shares the remaining points)",
               ["fuse", "bm25_claims.run", "lm_desc.run", "--method", "borda", "--depth", "3000", "-o", "fused.run",
                "--quiet"],
               per_topic_check(_R["borda_ref"], {m: runs[m] for m in ("bm25_claims", "lm_desc")}, 3000),
               setup=setup_runs(),
               why="rankagg methods borda: n - r + 1 points, unranked='share' gives (n - k + 1) / 2, n the union"),
        cli_ok("u17p_isr_three_systems", "ISR (Mourao et al.) of the three systems: n_d times the sum of 1 / rank^2",
               ["fuse", *three, "--method", "isr", "--depth", "3000", "-o", "fused.run", "--quiet"],
               per_topic_check(_R["isr_ref"], runs, 3000), setup=setup_runs(),
               why="rankagg methods isr: n_d * sum_r w_r / rank_r(d)^2"),
        cli_ok("u17p_log_isr_sigma", "log-ISR with ranx's sigma 0.01: --method 'log_isr(sigma=0.01)'",
               ["fuse", *three, "--method", "log_isr(sigma=0.01)", "--depth", "3000", "-o", "fused.run", "--quiet"],
               per_topic_check(lambda sub: _R["isr_ref"](sub, log_sigma=0.01), runs, 3000), setup=setup_runs(),
               why="rankagg methods log_isr: log(n_d + sigma) * sum_r w_r / rank_r(d)^2"),
        cli_ok("u17p_passage_xpath_ids", "CLEF-IP's passage task: ids of the form EP-1234567-A1#/claims/claim[3] "
               "and #/p[12], several passages of one patent in a list",
               ["fuse", "bm25.run", "lm.run", "--method", "rrf", "-o", "fused.run", "--quiet"],
               per_topic_check(_R["rrf_ref"], passage_runs, None), setup=setup_runs(passage_runs), fast=True,
               why="a docid is any run of non-blank bytes (trec_eval); '#', '/', '[' and ']' are part of it"),
        cli_bad("u17p_topic_xml_as_run", "the CLEF-IP topic file (PAC-1001.xml) given to fuse among the runs",
                ["fuse", "bm25_claims.run", "PAC-1001.xml", "-o", "fused.run"], "PAC-1001.xml:2", "<topic>",
                setup=setup_runs(), files={"PAC-1001.xml": '<?xml version="1.0" encoding="UTF-8"?>\n<topic>\n'
                                           '<num>PAC-1001</num>\n<file>EP-1310580-A2.xml</file>\n</topic>\n'},
                why="an XML document (trec_eval reads three fields where it wants six): not a run, named by its "
                    "root element at its line"),
        cli_bad("u17p_weights_percent", "weights typed as the MAP percentages of a table: bm25_claims=14.23%",
                ["fuse", *three, "--method", "rrf", "--weights", "bm25_claims=14.23%,lm_desc=9.81%", "-o",
                 "fused.run"], "--weights", "14.23%", setup=setup_runs(), fast=True,
                why="a weight is a number; '14.23%' read as 14.23 or as 0.1423 would be a guess"),
        cli_bad("u17p_weights_file_inline_comment", "a weights file with a trailing comment on a line "
                "('bm25_claims 0.1423  # best on 2010')",
                ["fuse", *three, "--method", "rrf", "--weights", "w.txt", "-o", "fused.run"], "w.txt:2",
                setup=setup_runs(), files={"w.txt": "# MAP on the CLEF-IP 2010 training topics\n"
                                                    "bm25_claims 0.1423  # best on 2010\nlm_desc 0.0981\n"},
                why="docs/trec.md: 'NAME WEIGHT' lines, a line starting with # a comment; four fields are neither"),
        # ---- measuring recall (CLI)
        cli_ok("u17p_eval_recall_100_1000", "BM25 run against the search reports' citations (X = 2, Y = 1, A = 0): "
               "AP, Rprec, P@10, R@100, R@1000",
               ["evaluate", "--qrels", "clefip.qrels", "bm25_claims.run", "--measures", "AP", "Rprec", "P@10", "R@100",
                "R@1000", "--json"],
               eval_check("bm25_claims.run", ("AP", "Rprec", "P@10", "R@100", "R@1000"), (10, 100, 1000)),
               setup=setup_runs(), files={"clefip.qrels": qrels},
               why="trec_eval's map, Rprec, P.10, recall.k: relevant = grade > 0, R over the topic's relevant"),
        cli_ok("u17p_eval_trec_eval_names", "the names from a CLEF-IP paper: -m map -m P.10 -m recall.100,1000",
               ["evaluate", "--qrels", "clefip.qrels", "bm25_claims.run", "-m", "map", "-m", "P.10", "-m",
                "recall.100,1000"], trec_names_check, setup=setup_runs(), files={"clefip.qrels": qrels},
               why="trec_eval's names are read too, with trec_eval 10.0's values (docs/trec.md)"),
        cli_ok("u17p_eval_ndcg_citation_grades", "nDCG@10 and nDCG@100 with X citations worth 2 and Y worth 1",
               ["evaluate", "--qrels", "clefip.qrels", "lm_desc.run", "--measures", "nDCG@10", "nDCG@100", "--json"],
               ndcg_check, setup=setup_runs(), files={"clefip.qrels": qrels},
               why="trec_eval's ndcg_cut: gain = the grade, 1 / log2(rank + 1), ideal from the qrels"),
        cli_ok("u17p_eval_ipc_complete", "the IPC-filtered run skipped 3 topics: -c -q counts them as finding "
               "nothing, per topic and in the mean",
               ["evaluate", "--qrels", "clefip.qrels", "ipc_filter.run", "--measures", "AP", "R@100", "-q", "-c",
                "--json"], eval_check("ipc_filter.run", ("AP", "R@100"), (100,), complete=True, per_query=True),
               setup=setup_runs(), files={"clefip.qrels": qrels},
               why="-c evaluates every judged topic, one the run lacks as finding nothing (trec_eval -c, "
                   "docs/trec.md)"),
        cli_ok("u17p_eval_ipc_without_c", "the same run without -c: the mean over the 27 topics it has",
               ["evaluate", "--qrels", "clefip.qrels", "ipc_filter.run", "--measures", "AP", "R@100", "-q", "--json"],
               eval_check("ipc_filter.run", ("AP", "R@100"), (100,), per_query=True),
               setup=setup_runs(), files={"clefip.qrels": qrels},
               why="without -c the mean is over the topics both judged and in the run (docs/trec.md)"),
        cli_ok("u17p_eval_category_in_iter_column", "qrels with the citation category in the iteration column "
               "(PAC-1001 X EP-... 2)",
               ["evaluate", "--qrels", "cat.qrels", "bm25_claims.run", "--measures", "AP", "R@100", "--json"],
               eval_check("bm25_claims.run", ("AP", "R@100"), (100,)), setup=setup_runs(),
               files={"cat.qrels": qrels_cat}, why="trec_eval ignores the qrels' second column"),
        cli_ok("u17p_eval_fused_recall", "fuse, then R@100 and AP of the fused run (a chain of two commands)",
               ["evaluate", "--qrels", "clefip.qrels", "fused.run", "--measures", "AP", "R@100", "--json"],
               fused_eval_check,
               setup=lambda f: (_write(f, runs), (f / "fused.run").write_text(
                   _R["run_text"]({q: _R["rrf_ref"](_R["split_topics"](runs, q))[0] for q in PAC}, "rrf"))),
               files={"clefip.qrels": qrels},
               why="the measures of a run written from the RRF reference, trec_eval's order"),
        cli_ok("u17p_eval_topic_patent_ids", "topics named by the topic patent's publication number "
               "(EP-1310580-A2) with -q: per-topic keys as written",
               ["evaluate", "--qrels", "t.qrels", "t.run", "--measures", "AP", "R@100", "-q", "--json"],
               lambda out, folder: eval_check("t.run", ("AP", "R@100"), (100,), judged=cites_ep,
                                              per_query=True)(out, folder),
               files={"t.run": _R["run_text"](runs_ep, "bm25"), "t.qrels": _R["qrels_text"](cites_ep)},
               why="a query id is its text; -q --json keys the values by it (docs/trec.md)"),
        # ---- mistakes of the day (CLI)
    ]

    def rrf_run_setup(folder: Path) -> None:
        _write(folder, runs)
        (folder / "fused.run").write_text(
            _R["run_text"]({q: _R["rrf_ref"](_R["split_topics"](runs, q))[0] for q in PAC}, "rrf"))

    def per_topic_values(folder: Path, run: str, m: str, ks: tuple[int, ...] = (100,)) -> dict[str, float]:
        by_q, _ = _R["read_run"](folder / run)
        return {q: _R["measures"](_R["trec_order"](by_q.get(q, {})), cites[q], ks)[m] for q in PAC}

    def paired_check(out: str, folder: Path) -> bool:
        from scipy.stats import ttest_rel  # a heavy optional import, only for this check

        lines = {}
        for line in out.splitlines():
            parts = line.lstrip("# ").split("\t")
            if len(parts) == 6 and parts[0] == "bm25_claims.run":
                lines[parts[1]] = parts
        if set(lines) != {"R@100", "AP"}:
            return False
        raw = {}
        for m in ("R@100", "AP"):
            a, b = per_topic_values(folder, "fused.run", m), per_topic_values(folder, "bm25_claims.run", m)
            diff = _R["mean"](a[q] - b[q] for q in PAC)
            raw[m] = (diff, float(ttest_rel([a[q] for q in PAC], [b[q] for q in PAC]).pvalue))
        order = sorted(raw, key=lambda m: raw[m][1])
        held, running = {}, 0.0
        for i, m in enumerate(order):  # Holm over the two tests
            running = max(running, min(1.0, (len(order) - i) * raw[m][1]))
            held[m] = running
        for m, parts in lines.items():
            p_text = parts[3].removeprefix("p=")
            if abs(float(parts[2]) - raw[m][0]) > 5e-5 or parts[4] != "30 queries":
                return False
            if abs(float(p_text) - held[m]) > 0.006 * held[m]:
                return False
        return True

    def judged_check(out: str, folder: Path) -> bool:
        by_q, _ = _R["read_run"](folder / "bm25_claims.run")
        want = _R["mean"](sum(d in cites[q] for d in _R["trec_order"](by_q[q])[:100]) / 100 for q in sorted(by_q))
        return _near(json.loads(out)["Judged@100"], want)

    def recall_cutoffs_check(out: str, folder: Path) -> bool:
        ks = (5, 10, 15, 20, 30, 100, 200, 500, 1000)
        vals = {}
        for line in out.splitlines():
            parts = line.split("\t")
            if len(parts) == 3 and parts[1] == "all":
                vals[parts[0]] = float(parts[2])
        by_q, _ = _R["read_run"](folder / "lm_desc.run")
        per = [_R["measures"](_R["trec_order"](by_q[q]), cites[q], ks) for q in sorted(by_q)]
        want = {f"R@{k}": _R["mean"](p[f"R@{k}"] for p in per) for k in ks}
        return set(vals) == set(want) and all(abs(vals[k] - want[k]) <= 5e-5 + 1e-12 for k in want)

    DEEP = [f"PAC-{2001 + i}" for i in range(4)]
    deep_docs, deep_cites = _R["collection"](DEEP, pool=6000, seed=31)
    deep_run = _R["system"](deep_docs, deep_cites, 11, "bm25", 5000)

    def deep_check(out: str, folder: Path) -> bool:
        per = [_R["measures"](_R["trec_order"](deep_run[q]), deep_cites[q], (2000, 5000)) for q in DEEP]
        got = json.loads(out)
        return all(_near(got[m], _R["mean"](p[m] for p in per)) for m in ("AP", "R@2000", "R@5000", "P@5000"))

    def tune_alone_check(out: str, folder: Path) -> bool:
        # tune prints each input run's R@100 alone, a topic the run left out counted 0 (its words)
        got = {}
        for line in out.splitlines():
            parts = line.split()
            if len(parts) == 6 and parts[0] == "bm25_claims":
                got = {parts[0]: float(parts[1].rstrip(",")), parts[2]: float(parts[3].rstrip(",")),
                       parts[4]: float(parts[5])}
        want = {m: _R["mean"](_R["measures"](_R["trec_order"](r.get(q, {})), cites[q], (100,))["R@100"] for q in PAC)
                for m, r in runs.items()}
        return set(got) == set(want) and all(abs(got[m] - want[m]) <= 5e-5 + 1e-12 for m in want) and \
            (folder / "m.json").is_file()

    report_runs = ("rrf.run", "bm25_claims.run", "ipc_filter.run")

    def report_values(folder: Path) -> dict[str, dict[str, dict[str, float]]]:
        """{run: {measure: {topic: value}}} over the topics each run holds (evaluate -q without -c)"""
        out: dict[str, dict[str, dict[str, float]]] = {}
        for run in report_runs:
            by_q, _ = _R["read_run"](folder / run)
            per = {q: _R["measures"](_R["trec_order"](by_q[q]), cites[q], (100,)) for q in sorted(by_q)}
            out[run] = {m: {q: v[m] for q, v in per.items()} for m in ("AP", "R@100")}
        return out

    def report_setup(folder: Path) -> None:
        _write(folder, runs)
        (folder / "rrf.run").write_text(
            _R["run_text"]({q: _R["rrf_ref"](_R["split_topics"](runs, q))[0] for q in PAC}, "rrf"))
        vals = report_values(folder)
        doc = {run: {"AP": _R["mean"](v["AP"].values()), "R@100": _R["mean"](v["R@100"].values()),
                     "per_query": {q: {m: v[m][q] for m in v} for q in v["AP"]}} for run, v in vals.items()}
        (folder / "ev.json").write_text(json.dumps(doc, indent=1))

    def report_check(out: str, folder: Path) -> bool:
        import html
        import re

        from scipy.stats import ttest_rel  # a heavy optional import, only for this check

        vals = report_values(folder)
        base = vals["rrf.run"]
        tests = {}
        for run in report_runs[1:]:
            for m in ("AP", "R@100"):
                shared = sorted(set(vals[run][m]) & set(base[m]))
                a, b = [vals[run][m][q] for q in shared], [base[m][q] for q in shared]
                tests[(run, m)] = (float(ttest_rel(a, b).pvalue), _R["mean"](a) - _R["mean"](b))
        order, held, running = sorted(tests, key=lambda k: tests[k][0]), {}, 0.0
        for i, k in enumerate(order):
            running = max(running, min(1.0, (len(order) - i) * tests[k][0]))
            held[k] = running
        want = set()
        for run in report_runs:
            cells = []
            for m in ("AP", "R@100"):
                mark = "" if run == "rrf.run" or held[(run, m)] >= 0.05 else "▲" if tests[(run, m)][1] > 0 else "▼"
                cells.append("%.4f%s" % (_R["mean"](vals[run][m].values()), mark))
            want.add(tuple(cells))
        page = (folder / "report.html").read_text(encoding="utf-8")
        text = re.sub(r"\s+", " ", html.unescape(re.sub(r"<[^>]+>", " ", re.sub(
            r"<script.*?</script>|<style.*?</style>", "", page, flags=re.S))))
        got = {(a + b, c + d) for a, b, c, d in re.findall(r"(\d\.\d{4}) ?([▲▼]?) (\d\.\d{4}) ?([▲▼]?)", text)}
        return want <= got

    cases += [
        cli_ok("u17p_eval_fused_vs_bm25_paired", "evaluate the fused run beside BM25: the mean R@100 and AP "
               "differences over the 30 topics and their Holm-adjusted paired t-tests",
               ["evaluate", "--qrels", "clefip.qrels", "fused.run", "bm25_claims.run", "--measures", "R@100", "AP"],
               paired_check, setup=rrf_run_setup, files={"clefip.qrels": qrels},
               why="docs/trec.md: the first run against each other run, paired t-test over the shared topics, Holm "
                   "over the comparisons (scipy.stats.ttest_rel, Holm's rule by hand)"),
        cli_ok("u17p_eval_judged_at_100", "how much of BM25's top 100 the search reports judged: Judged@100",
               ["evaluate", "--qrels", "clefip.qrels", "bm25_claims.run", "--measures", "Judged@100", "--json"],
               judged_check, setup=setup_runs(), files={"clefip.qrels": qrels},
               why="ir_measures' Judged@k: the share of the first k documents that the qrels judge (any grade)"),
        cli_ok("u17p_eval_m_recall_every_cutoff", "-m recall (trec_eval's recall_5 ... recall_1000) of the LM run",
               ["evaluate", "--qrels", "clefip.qrels", "lm_desc.run", "-m", "recall"], recall_cutoffs_check,
               setup=setup_runs(), files={"clefip.qrels": qrels},
               why="trec_eval -m recall is its cutoffs 5, 10, 15, 20, 30, 100, 200, 500, 1000 (docs/trec.md)"),
        cli_ok("u17p_eval_deep_5000", "a deep recall run of 5,000 documents per topic: AP, R@2000, R@5000, P@5000",
               ["evaluate", "--qrels", "deep.qrels", "deep.run", "--measures", "AP", "R@2000", "R@5000", "P@5000",
                "--json"], deep_check,
               files={"deep.run": _R["run_text"](deep_run, "deep"), "deep.qrels": _R["qrels_text"](deep_cites)},
               why="trec_eval reads every line of a run; recall.k and P.k at any cutoff"),
        cli_ok("u17p_report_three_runs", "rankagg report of the fused run, BM25 and the IPC run (which lacks 3 "
               "topics) against the fused baseline: the means and the significance marks",
               ["report", "ev.json", "--baseline", "rrf.run", "-o", "report.html"], report_check, setup=report_setup,
               why="docs/trec.md section 4: every measure a column, each run tested against the baseline over the "
                   "topics both hold (paired t-test, Holm over the comparisons; scipy.stats.ttest_rel, Holm by hand)"),
        cli_ok("u17p_tune_recall_runs_alone", "tune rrf for R@100 on the 30 topics: the runs' own R@100 it prints "
               "(the IPC run's missing topics at 0) and a model written",
               ["tune", *three, "--qrels", "clefip.qrels", "--method", "rrf", "--measure", "R@100", "-o", "m.json"],
               tune_alone_check, setup=setup_runs(), files={"clefip.qrels": qrels}, timeout=240,
               why="tune's summary: each input run alone on the same queries, a query it left out counting 0 "
                   "(trec_eval -c's recall.100)"),
    ]

    # ---- the Python API
    cases += [
        api_ok("u17p_api_dict_runs_rrf", "rankagg.fuse of {system: {topic: {pubno: score}}}, the IPC run with no "
               "entry for one topic", lib + "import rankagg\nres = rankagg.fuse(runs, 'rrf', depth=3000)\n"
               "report(per_topic(res, rrf_ref))\n",
               why="rankagg.fuse takes dicts; RRF per topic over the lists that have it"),
        api_ok("u17p_api_empty_topic_lists", "the IPC run given as {topic: {}} for the topics it filtered out "
               "(ran, found nothing)",
               lib + "import rankagg\nr2 = dict(runs)\n"
               "r2['ipc_filter'] = dict(runs['ipc_filter'], **{'PAC-1004': {}})\n"
               "res = rankagg.fuse(r2, 'rrf', depth=3000)\nreport(per_topic(res, rrf_ref))\n",
               why="a list with nothing in it adds nothing; the topic fuses from the others (docs/conventions.md)"),
        api_ok("u17p_api_frame_read_csv_text", "the runs as a CSV read with dtype=str (to keep ids' leading zeros): "
               "scores as text", frame + "import rankagg\ntext = pd.read_csv(io.StringIO(df.to_csv(index=False)), "
               "dtype=str)\nres = rankagg.fuse(text, 'rrf', depth=3000)\n"
               "got = {q: dict(zip(g['doc_id'], g['score'])) for q, g in res.sort_values('rank').groupby('query_id')}\n"
               "report(per_topic(got, rrf_ref))\n",
               why="a text score is read as trec_eval reads one (docs/conventions.md)"),
        api_ok("u17p_api_evaluate_qrels_frame_ints", "rankagg.evaluate of the BM25 run with the citations as a "
               "qrels DataFrame (query_id, doc_id, relevance)",
               frame + "import rankagg\nq = pd.read_csv(io.StringIO(qrels_csv))\n"
               "got = rankagg.evaluate(runs['bm25_claims'], q, ['AP', 'R@100'])\n"
               "report(compare(got, eval_ref(runs['bm25_claims'], ('AP', 'R@100'))))\n",
               why="trec_eval's AP and recall.100; a qrels frame is read as the file"),
        api_ok("u17p_api_evaluate_qrels_frame_text", "the citations CSV read with dtype=str (ids like "
               "'0402999' keep their zeros), so the grades are the text '2', '1', '0': evaluate",
               frame + "import rankagg\nq = pd.read_csv(io.StringIO(qrels_csv), dtype=str)\n"
               "got = rankagg.evaluate(runs['bm25_claims'], q, ['AP', 'R@100'])\n"
               "report(compare(got, eval_ref(runs['bm25_claims'], ('AP', 'R@100'))))\n",
               why="a qrels file's grade is text read as an integer (trec_eval); the same text in a frame is the "
                   "same grade"),
        api_ok("u17p_api_evaluate_qrels_dict_text", "qrels as a dict built from a spreadsheet, grades as text "
               "{'PAC-1001': {'EP-...': '2'}}",
               frame + "import rankagg\nq = {t: {d: str(g) for d, g in j.items()} for t, j in cites.items()}\n"
               "got = rankagg.evaluate(runs['lm_desc'], q, ['AP', 'R@100'])\n"
               "report(compare(got, eval_ref(runs['lm_desc'], ('AP', 'R@100'))))\n",
               why="a grade's text is read as trec_eval reads a qrels grade"),
        api_ok("u17p_api_evaluate_qrels_arrow_text", "qrels as a pyarrow table of strings (pyarrow.csv read "
               "with every column as string)",
               frame + "import pyarrow as pa, rankagg\nq = pa.Table.from_pandas(pd.read_csv(io.StringIO(qrels_csv), "
               "dtype=str), preserve_index=False)\n"
               "got = rankagg.evaluate(runs['bm25_claims'], q, ['AP', 'R@100'])\n"
               "report(compare(got, eval_ref(runs['bm25_claims'], ('AP', 'R@100'))))\n",
               why="an Arrow qrels table is read as the DataFrame; a grade's text as trec_eval reads it"),
        api_ok("u17p_api_evaluate_text_grades_ndcg", "graded text grades in a frame: nDCG@100 with X = '2', Y = '1'",
               frame + "import rankagg\nq = pd.read_csv(io.StringIO(qrels_csv), dtype={'relevance': str})\n"
               "got = rankagg.evaluate(runs['lm_desc'], q, ['nDCG@100'])\n"
               "want = mean(ndcg(trec_order(runs['lm_desc'][t]), cites[t], 100) for t in sorted(runs['lm_desc']))\n"
               "report('' if abs(got['nDCG@100'] - want) <= 1e-12 else 'nDCG %r, expected %r' % (got, want))\n",
               why="the grade is the gain of trec_eval's ndcg_cut; text or number alike"),
        api_ok("u17p_api_fuser_weighted", "a Fuser('rrf') with weights by run quality, called per topic (the IPC "
               "engine's list empty where it returned nothing)",
               lib + "import rankagg\nw = {'bm25_claims': 0.1423, 'lm_desc': 0.0981, 'ipc_filter': 0.0712}\n"
               "fz = rankagg.Fuser('rrf', weights=w)\nmsg = ''\n"
               "for q in topics:\n    sub = {m: r.get(q, {}) for m, r in runs.items()}\n"
               "    msg = msg or agree(list(fz(sub)), rrf_ref(sub, w=w), written=False)\nreport(msg)\n",
               why="the Fuser's list is the batch fusion's; RRF sum w / (k + rank); an engine that returned nothing is "
                   "given as an empty list (the Fuser's message)"),
        api_ok("u17p_api_family_level", "family-level fusion: each publication number mapped to its family "
               "(A1 and B1 of one application, its WO), best score per family, then rrf",
               lib + "import pandas as pd, rankagg\n"
               "fam = {}\nfor q in topics:\n    for i, d in enumerate(docs[q]):\n        fam[d] = 'F%08d' % (i // 2)\n"
               "rows = [(q, fam[d], s, m) for m, r in runs.items() for q, sc in r.items() for d, s in sc.items()]\n"
               "df = pd.DataFrame(rows, columns=['q_id', 'doc_id', 'score', 'run'])\n"
               "best = df.groupby(['q_id', 'doc_id', 'run'], as_index=False)['score'].max()\n"
               "res = rankagg.fuse(best, 'rrf', depth=3000).sort_values('rank')\n"
               "fr = {}\nfor m, r in runs.items():\n    for q, sc in r.items():\n        for d, s in sc.items():\n"
               "            k = fr.setdefault(m, {}).setdefault(q, {})\n"
               "            k[fam[d]] = max(k.get(fam[d], -1e300), s)\n"
               "msg = ''\nfor q in topics:\n    g = res[res['q_id'] == q]\n"
               "    rows = list(zip(g['doc_id'], g['score']))\n"
               "    msg = msg or agree(rows, rrf_ref(split_topics(fr, q)), written=False)\n"
               "report(msg)\n",
               why="the user's reduction (best pubno per family) then RRF; a family id is a docid"),
        api_ok("u17p_api_fuse_then_evaluate_recall", "rankagg.fuse then rankagg.evaluate R@100, R@1000 and AP "
               "of the fused result on the citations",
               lib + "import rankagg\nres = rankagg.fuse(runs, 'rrf', depth=3000)\n"
               "got = rankagg.evaluate(res, cites, ['AP', 'R@100', 'R@1000'])\n"
               "per = [measures(list(res[q]), cites[q], (100, 1000)) for q in sorted(res)]\n"
               "want = {m: mean(p[m] for p in per) for m in ('AP', 'R@100', 'R@1000')}\n"
               "msg = per_topic(res, rrf_ref)\n"
               "if not msg and any(abs(got[m] - want[m]) > 1e-12 for m in want):\n"
               "    msg = 'measures %r, expected %r' % (got, want)\nreport(msg)\n",
               why="evaluate measures a fused result in its consensus order (docs/conventions.md)"),
        api_ok("u17p_api_evaluate_empty_topic", "evaluate a run that holds {'PAC-1004': {}} (the IPC filter ran "
               "and found nothing): counted with AP 0",
               lib + "import rankagg\nr = dict(runs['ipc_filter'], **{'PAC-1004': {}})\n"
               "got = rankagg.evaluate(r, cites, ['AP', 'R@100'])\n"
               "per = [measures(trec_order(r[q]), cites[q], (100,)) for q in sorted(r)]\n"
               "want = {m: mean(p[m] for p in per) for m in ('AP', 'R@100')}\n"
               "report('' if all(abs(got[m] - want[m]) <= 1e-12 for m in want) else 'got %r want %r' % (got, want))\n",
               why="a judged query held with no document is evaluated as an empty list (docs/trec.md)"),
        api_bad("u17p_api_qrels_categorical_letters", "qrels DataFrame whose relevance is the Categorical of "
                "citation letters (X, Y, A)",
                "import pandas as pd, rankagg\nq = pd.DataFrame({'query_id': ['PAC-1001'] * 3, 'doc_id': ['EP1', "
                "'EP2', 'EP3'], 'relevance': pd.Categorical(['X', 'Y', 'A'])})\n"
                "rankagg.evaluate({'PAC-1001': {'EP1': 3.0, 'EP2': 2.0}}, q, ['AP'])\n", "qrels", "'X'",
                why="a letter is no grade (trec_eval's atol: 0); counting it 0 would be wrong"),
        api_bad("u17p_api_qrels_text_kind_code_grade", "a qrels frame of text whose relevance holds the kind code "
                "'B1' (columns swapped)",
                "import pandas as pd, rankagg\nq = pd.DataFrame({'query_id': ['PAC-1001'] * 2, 'doc_id': ['EP1', "
                "'EP2'], 'relevance': ['2', 'B1']})\n"
                "rankagg.evaluate({'PAC-1001': {'EP1': 3.0, 'EP2': 2.0}}, q, ['AP'])\n", "qrels", "'B1'", "EP2",
                why="'B1' is not a grade as trec_eval reads one; refused naming the document"),
        api_bad("u17p_api_qrels_text_fraction_grade", "a text grade '0.5' (a partial citation) in a qrels frame",
                "import pandas as pd, rankagg\nq = pd.DataFrame({'query_id': ['PAC-1001'] * 2, 'doc_id': ['EP1', "
                "'EP2'], 'relevance': ['2', '0.5']})\n"
                "rankagg.evaluate({'PAC-1001': {'EP1': 3.0, 'EP2': 2.0}}, q, ['AP'])\n", "qrels", "EP2",
                why="trec_eval reads grades as integers; 0.5 would be cut to 0 (docs/conventions.md: refused)"),
    ]
    return cases
