"""Issue 45's nineteenth bar of scripts/reliability_matrix.py, a scholarly-search team's citation and paper recommenders (its cases, ids ``u19a_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The team's day: per query paper (citation recommendation: the query is a paper id, a DOI with its slash, an arXiv id,
a Semantic Scholar corpus id) or per CLEF/TREC scholarly topic, five rankers return candidate papers: BM25 over titles
and abstracts (scores 5-35), SPECTER and SciNCL embeddings (cosines in [-1, 1], many exactly 1.0: the query paper
itself and its other versions), a citation-graph PageRank (``3.2e-07``, uncited papers ``0``), a cross-encoder
(logits, negative too).  The ids are what the exports hold: DOIs (old Wiley SICI DOIs with ``()<>;:``, upper-case
forms of one DOI, ``https://doi.org/`` URLs), arXiv ids with and without versions and old-style ``hep-th/9901001``,
Semantic Scholar sha and corpus ids (integers in Parquet and frames), PubMed ids beside PMCIDs, BibTeX keys, OpenAlex
work ids.  They are fused (RRF, CombSUM of cosines, Borda, weights per field), cut at SciDocs' 10 or 100, explained,
and evaluated as SciDocs reports (nDCG@10, MAP, Recall@100) against graded qrels from citation intent; 20,000 query
papers x 100 candidates through the CLI and a frame.  The mistakes: a BibTeX, RIS, Zotero CSV or OpenAlex export
given as a run, a title as the id, a paper without an embedding scored ``nan``, a cross-encoder's probability
``93.1%``, one paper listed twice once its version suffix was stripped, BEIR's qrels frame, a weight for a ranker not
run, the SciDocs table asked of ``-o scidocs.csv``.

The references are ``RANKED_LISTS``, ``HOUSE_AGREEMENT`` and ``TREC_MEASURES`` (scripts/reliability_bars/references.py)
and the recall below, computed here and in each API snippet; never rankagg's code."""

from __future__ import annotations

import gzip
import json
import random
from pathlib import Path
from typing import Any, Callable

from .case import Case, pandas_setup, stdout_has, command_cases
from .references import HOUSE_AGREEMENT, RANKED_LISTS, RUN_AGREEMENT, TREC_MEASURES

NINETEENTH_SCHOLARLY = "45 Unseen inputs: a nineteenth bar, a scholarly-search team's citation and paper recommenders"

_MORE = r'''
def recall(order, grades, k):
    nrel = sum(1 for g in grades.values() if g > 0)
    return sum(1 for d in order[:k] if grades.get(d, 0) > 0) / nrel if nrel else 0.0

def fused_differs(rows, runs, method, w=None, depth=None, k=60.0, written=True):
    """'' when every query's rows [(docid, score)] are the reference's fusion of runs {run: {q: {id: score}}}."""
    qs = {q for r in runs.values() for q, l in r.items() if l}
    if set(rows) != qs:
        return "queries differ: %r" % sorted(set(rows) ^ qs, key=str)[:3]
    for q in qs:
        models = {n: r[q] for n, r in runs.items() if r.get(q)}
        ref = {"rrf": lambda: rrf_ref(models, k, w), "borda": lambda: borda_ref(models, w),
               "combsum": lambda: combsum_minmax_ref(models, w)}[method]()
        msg = agree(rows[q], ref, depth, written)
        if msg:
            return "%s: %s" % (q, msg)
    return ""
'''

_PRELUDE = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + TREC_MEASURES + _MORE
_NS: dict[str, Any] = {}
exec(compile(_PRELUDE, "nineteenth_scholarly._PRELUDE", "exec"), _NS)
fused_differs: Callable[..., str] = _NS["fused_differs"]
read_run: Callable[[str], dict] = _NS["read_run"]
desc_order: Callable[[dict], list] = _NS["desc_order"]
ndcg: Callable[..., float] = _NS["ndcg"]
ap: Callable[..., float] = _NS["ap"]
recall: Callable[..., float] = _NS["recall"]

#: the candidate papers, under the ids the team's tools export
_PAPERS = [
    "10.1145/3397271.3401075", "10.1145/3404835.3462891", "10.18653/v1/2020.acl-main.207",
    "10.18653/V1/2020.ACL-MAIN.207", "10.18653/v1/2021.naacl-main.466",
    "10.1002/(SICI)1097-4571(199806)49:8<693::AID-ASI4>3.0.CO;2-0",
    "10.1002/(SICI)1097-4571(199009)41:6<391::AID-ASI1>3.0.CO;2-9", "10.1016/0306-4573(88)90021-0",
    "10.1007/978-3-030-45439-5_26", "10.48550/arXiv.2004.07180", "10.1093/bioinformatics/btz682",
    "https://doi.org/10.1145/3397271.3401075", "arXiv:2004.07180v4", "2004.07180v1", "2004.07180", "2104.06979v2",
    "2104.06979", "hep-th/9901001", "cs/0112017v1", "math.GT/0309136", "649def34f8be52c8b66281af98ae884c09aef38b",
    "204e3073870fae3d05bcbc2f6a8e263d9b72e776", "215416146", "233296016", "PMID:32511222", "PMC7270734", "31501885",
    "cohan2020specter", "ostendorff-etal-2022-neighborhood", "W2741809807", "https://openalex.org/W3034999214",
    "10.1145/1835449.1835612", "10.1561/1500000019", "10.1108/eb026526",
]
#: query papers (citation recommendation) and CLEF/TREC scholarly topics
_QUERIES = ["10.18653/v1/2020.acl-main.207", "2004.07180", "hep-th/9901001", "215416146", "PMC7270734",
            "clef-simpletext-2024-G11.1", "trec-scholarly-07"]


def _fmt(ranker: str, x: float) -> str:
    if ranker in ("specter", "scincl"):
        return "1.0" if x >= 0.97 else f"{max(-1.0, 2 * x - 1):.4f}"  # cosines, ties at 1.0 near the top
    if ranker == "pagerank":
        return "0" if x < 0.2 else f"{x * 4e-6:.3e}"  # uncited papers score 0
    if ranker == "crossenc":
        return f"{16 * x - 8:.3f}"  # logits
    return f"{5 + 30 * x:.2f}"  # bm25


def _rankers(names: dict[str, int], seed: int, queries: list[str] = _QUERIES) -> dict[str, dict[str, dict[str, str]]]:
    """{ranker: {query: {paper: score text}}}: a shared relevance plus each ranker's noise, cut at its depth."""
    g = random.Random(seed)
    base = {p: g.random() for p in _PAPERS}
    out: dict[str, dict[str, dict[str, str]]] = {}
    for name, depth in names.items():
        out[name] = {}
        for q in queries:
            noisy = {p: min(1.0, 0.55 * base[p] + 0.45 * g.random() + (0.5 if p == q else 0.0)) for p in _PAPERS}
            top = sorted(_PAPERS, key=lambda p: -noisy[p])[:depth]
            out[name][q] = {p: _fmt(name, noisy[p]) for p in top}
    return out


def _floats(r: dict) -> dict:
    return {n: {q: {d: float(s) for d, s in lst.items()} for q, lst in qs.items()} for n, qs in r.items()}


def _run_text(name: str, lists: dict[str, dict[str, str]], sep: str = " ", eol: str = "\n") -> str:
    out = []
    for q, lst in lists.items():
        for r, d in enumerate(desc_order({d: float(s) for d, s in lst.items()}), 1):
            out.append(sep.join([q, "Q0", d, str(r), lst[d], name]) + eol)
    return "".join(out)


def _check_run(runs: dict, method: str, w: dict | None = None, depth: int | None = None, name: str = "fused.run",
               k: float = 60.0) -> Callable[[str, Path], bool]:
    def check(out: str, folder: Path) -> bool:
        rows = read_run((folder / name).read_text(encoding="utf-8"))
        msg = fused_differs(rows, runs, method, w, depth, k)
        if msg:
            print("check:", msg[:300])
        return not msg

    return check


def _eval_lines(out: str) -> dict[tuple[str, str, str], float]:
    """rankagg evaluate's lines '[RUN<TAB>]MEASURE<TAB>QUERY<TAB>VALUE' as {(run, measure, query): value}."""
    got: dict[tuple[str, str, str], float] = {}
    for line in out.splitlines():
        f = line.split("\t")
        if len(f) == 3:
            f = [""] + f
        if len(f) == 4:
            try:
                got[(f[0].strip(), f[1].strip(), f[2].strip())] = float(f[3])
            except ValueError:
                continue
    return got


def _eval_check(expected: dict[tuple[str, str, str], float]) -> Callable[[str, Path], bool]:
    def check(out: str, folder: Path) -> bool:
        got = _eval_lines(out)
        return all(abs(got.get(key, -9.0) - v) <= 6e-5 for key, v in expected.items())

    return check


def _scidocs(order: dict[str, list[str]], qrels: dict[str, dict[str, int]], complete: bool = False
             ) -> tuple[dict[str, float], dict[str, dict[str, float]]]:
    """trec_eval's nDCG@10, AP and R@100 (the SciDocs table), means over the judged queries the run has (-c: all)."""
    qs = [q for q in qrels if complete or q in order]
    per = {q: {"nDCG@10": ndcg(order.get(q, []), qrels[q], 10), "AP": ap(order.get(q, []), qrels[q]),
               "R@100": recall(order.get(q, []), qrels[q], 100)} for q in qs}
    return {m: sum(v[m] for v in per.values()) / len(per) for m in ("nDCG@10", "AP", "R@100")}, per


def _qrels(seed: int, queries: list[str] = _QUERIES) -> dict[str, dict[str, int]]:
    """Grades from citation intent: 3 method/uses, 2 background, 1 mentioned, 0 judged not cited."""
    g = random.Random(seed)
    return {q: {p: g.choice([0, 1, 1, 2, 3]) for p in g.sample(_PAPERS, 6)} for q in queries}


def _qrels_text(qrels: dict[str, dict[str, int]]) -> str:
    return "".join(f"{q} 0 {d} {g}\n" for q, lst in qrels.items() for d, g in lst.items())


def _volume_setup(n_queries: int, depth: int, names: tuple[str, ...]) -> Callable[[Path], None]:
    """Writes one run per ranker: n_queries query papers (Semantic Scholar corpus ids) x depth candidates each."""
    def setup(folder: Path) -> None:
        for i, name in enumerate(names):
            g = random.Random(1900 + i)
            with open(folder / f"{name}.run", "w", encoding="utf-8") as fh:
                for q in range(n_queries):
                    qid = 200000000 + 37 * q
                    cands = g.sample(range(150), depth)
                    fh.write("".join(f"{qid} Q0 {qid + 1 + c} {r} {1.0 - r / 1000:.4f} {name}\n"
                                     for r, c in enumerate(cands, 1)))
    return setup


def _volume_check(names: tuple[str, ...], sample: int = 300) -> Callable[[str, Path], bool]:
    def check(out: str, folder: Path) -> bool:
        g = random.Random(7)
        qids = {str(200000000 + 37 * q) for q in g.sample(range(20000), sample)}
        runs: dict[str, dict[str, dict[str, float]]] = {n: {} for n in names}
        for n in names:
            for line in (folder / f"{n}.run").read_text().splitlines():
                q, _, d, _, s, _ = line.split()
                if q in qids:
                    runs[n].setdefault(q, {})[d] = float(s)
        rows: dict[str, list] = {}
        n_q = 0
        last = None
        for line in (folder / "fused.run").read_text().splitlines():
            q, _, d, _, s, _ = line.split()
            if q != last:
                n_q, last = n_q + 1, q
            if q in qids:
                rows.setdefault(q, []).append((d, float(s)))
        return n_q == 20000 and not fused_differs(rows, runs, "rrf")

    return check



def nineteenth_bar_scholarly_cases() -> list[Case]:
    G = NINETEENTH_SCHOLARLY

    cli_ok, cli_bad = command_cases(G)

    def ok(id: str, what: str, code: str, why: str, files: dict | None = None, timeout: float = 120,
           setup: Callable[[Path], None] | None = None) -> Case:
        return Case(id, G, what, code=_PRELUDE + code, expect="ok", check=stdout_has("same"), memory_gb=4.0,
                    timeout=timeout, why=why, files=files or {}, setup=setup)

    def bad(id: str, what: str, code: str, *mention: str, why: str, files: dict | None = None,
            outputs: tuple[str, ...] = ()) -> Case:
        return Case(id, G, what, code=_PRELUDE + code, mention=mention, memory_gb=4.0, timeout=60, why=why,
                    files=files or {}, outputs=outputs)

    cases: list[Case] = []
    five = {"bm25": 30, "specter": 25, "scincl": 25, "pagerank": 20, "crossenc": 15}
    texts = _rankers(five, seed=19)
    runs = _floats(texts)
    files = {f"{n}.run": _run_text(n, lst) for n, lst in texts.items()}
    names = [f"{n}.run" for n in five]

    # -- the morning fusion of the five rankers
    cases.append(cli_ok("u19a_rrf_five_rankers", "fuse bm25.run specter.run scincl.run pagerank.run crossenc.run "
                        "--method rrf: query papers as DOIs (a slash), arXiv and corpus ids; candidates as Wiley SICI "
                        "DOIs with ()<>;:, arXiv ids with and without versions, PMIDs, PMCIDs, BibTeX keys",
                        ["fuse", *names, "--method", "rrf", "-o", "fused.run"], files, _check_run(runs, "rrf"), fast=True,
                        why="rankagg methods rrf: sum 1 / (60 + r), r by score then id descending (docs/conventions.md); "
                            "an id is its bytes, as trec_eval compares docnos"))
    cases.append(cli_ok("u19a_combsum_cosine_ties", "fuse specter.run scincl.run --method combsum: cosines in [-1, 1], "
                        "many exactly 1.0 (the query paper and its versions), negative ones min-max normalised",
                        ["fuse", "specter.run", "scincl.run", "--method", "combsum", "-o", "fused.run"], files,
                        _check_run({n: runs[n] for n in ("specter", "scincl")}, "combsum"),
                        why="docs/conventions.md: norm auto is min-max for scored runs; ties by the house rule"))
    cases.append(cli_ok("u19a_borda_five", "fuse the five rankers --method borda (depths 30, 25, 25, 20, 15)",
                        ["fuse", *names, "--method", "borda", "-o", "fused.run"], files, _check_run(runs, "borda"),
                        why="rankagg methods borda: n - r + 1, each id a list lacks shares (n - k + 1) / 2"))
    per_field = {"bm25": 0.6, "specter": 1.4, "scincl": 1.6, "pagerank": 0.3, "crossenc": 2.0}
    cases.append(cli_ok("u19a_weights_per_field_json", "fuse --method rrf --weights cs.json: weights tuned for the "
                        "computer-science field (a JSON object)", ["fuse", *names, "--method", "rrf", "--weights", "cs.json",
                                                                   "-o", "fused.run"],
                        {**files, "cs.json": json.dumps(per_field)}, _check_run(runs, "rrf", per_field),
                        why="fuse --help: --weights FILE (a JSON object); rrf: sum w / (60 + r)"))
    bio = {"bm25": 1.0, "specter": 0.5, "scincl": 0.5, "pagerank": 0.25, "crossenc": 1.5}
    cases.append(cli_ok("u19a_weights_per_field_lines", "fuse --method rrf(k=20) --weights bio.txt: 'NAME W' lines with "
                        "'# biomedicine, tuned on 2023' comments", ["fuse", *names, "--method", "rrf(k=20)", "--weights",
                                                                    "bio.txt", "-o", "fused.run"],
                        {**files, "bio.txt": "# biomedicine, tuned on 2023\n" + "".join(f"{n} {w}\n" for n, w in bio.items())},
                        _check_run(runs, "rrf", bio, k=20.0),
                        why="docs/trec.md: a weights file of NAME WEIGHT lines, '#' lines comments"))
    cases.append(cli_ok("u19a_scidocs_depth10", "fuse --method rrf --depth 10: the ten recommendations shown under a "
                        "paper", ["fuse", *names, "--method", "rrf", "--depth", "10", "-o", "fused.run"], files,
                        _check_run(runs, "rrf", depth=10),
                        why="fuse --help: --depth writes at most this many documents per query"))
    top10 = {n: {q: {d: s for d, s in l.items() if _NS["positions"](l)[d] <= 10} for q, l in r.items()}
             for n, r in runs.items()}
    cases.append(cli_ok("u19a_input_depth10", "fuse --method rrf --input-depth 10: each ranker's first ten only "
                        "(the cross-encoder reranked only those)", ["fuse", *names, "--method", "rrf", "--input-depth",
                                                                   "10", "-o", "fused.run"], files,
                        _check_run(top10, "rrf"),
                        why="fuse --help: --input-depth keeps each run's first N documents before fusing"))
    cases.append(cli_ok("u19a_pagerank_sci_notation", "fuse pagerank.run bm25.run --method combsum: PageRank written "
                        "'3.214e-06', uncited papers '0' (a list's ties at its bottom)",
                        ["fuse", "pagerank.run", "bm25.run", "--method", "combsum", "-o", "fused.run"], files,
                        _check_run({n: runs[n] for n in ("pagerank", "bm25")}, "combsum"),
                        why="docs/conventions.md: a score is the double nearest its text; min-max per list"))
    tabbed = {f"{n}.tsv": _run_text(n, texts[n], sep="\t", eol="\r\n") for n in ("bm25", "specter")}
    cases.append(cli_ok("u19a_s2_tsv_crlf_runs", "fuse bm25.tsv specter.tsv --method rrf: the Semantic Scholar team's "
                        "TREC runs with tab separators and CRLF ends, named .tsv",
                        ["fuse", "bm25.tsv", "specter.tsv", "--method", "rrf", "-o", "fused.run"], tabbed,
                        _check_run({n: runs[n] for n in ("bm25", "specter")}, "rrf"),
                        why="trec_eval splits a line on white space (tabs, CR): the same runs"))
    gz = {f"{n}.run.gz": gzip.compress(files[f"{n}.run"].encode(), mtime=0) for n in ("scincl", "crossenc")}
    cases.append(cli_ok("u19a_gzip_and_plain", "fuse scincl.run.gz crossenc.run.gz bm25.run --method rrf: the nightly "
                        "jobs' gzipped exports beside a plain run",
                        ["fuse", "scincl.run.gz", "crossenc.run.gz", "bm25.run", "--method", "rrf", "-o", "fused.run"],
                        {**gz, "bm25.run": files["bm25.run"]},
                        _check_run({n: runs[n] for n in ("scincl", "crossenc", "bm25")}, "rrf"),
                        why="docs/trec.md: plain or gzip, named by tag"))

    # -- ids that look alike but are other papers' (or other forms) to trec_eval
    alike = {"specter": {"2004.07180": {"10.18653/v1/2020.acl-main.207": "0.91", "10.18653/V1/2020.ACL-MAIN.207": "0.90",
                                        "2104.06979v2": "0.88", "2104.06979": "0.70"}},
             "bm25": {"2004.07180": {"10.18653/V1/2020.ACL-MAIN.207": "21.5", "2104.06979": "19.0",
                                     "https://doi.org/10.18653/v1/2020.acl-main.207": "18.2"}}}
    cases.append(cli_ok("u19a_doi_case_and_versions_distinct", "fuse --method rrf: one DOI in lower and upper case, "
                        "as a doi.org URL, an arXiv id with and without 'v2': each form its own id",
                        ["fuse", "specter.run", "bm25.run", "--method", "rrf", "-o", "fused.run"],
                        {f"{n}.run": _run_text(n, l) for n, l in alike.items()}, _check_run(_floats(alike), "rrf"),
                        why="trec_eval compares docnos as strings (no DOI case folding): rankagg reads ids as bytes"))
    swap = {"specter": {"hep-th/9901001": {"hep-th/9901002": "1.0", "math.GT/0309136": "1.0", "cs/0112017v1": "0.5"}},
            "scincl": {"hep-th/9901001": {"math.GT/0309136": "1.0", "hep-th/9901002": "1.0", "cs/0112017v1": "1.0"}}}
    cases.append(cli_ok("u19a_cosine_all_ones_tie", "fuse specter.run scincl.run --method rrf: cosines 1.0 for three "
                        "old-style arXiv ids; places by id descending (bytes: 'm' > 'h' > 'c')",
                        ["fuse", "specter.run", "scincl.run", "--method", "rrf", "-o", "fused.run"],
                        {f"{n}.run": _run_text(n, l) for n, l in swap.items()}, _check_run(_floats(swap), "rrf"),
                        why="docs/conventions.md: ranks from scores, a tie by the docid descending; fused ties by the "
                            "house rule"))
    self_rec = {"bm25": {"10.1145/3397271.3401075": {"10.1145/3397271.3401075": "35.0", "10.1145/1835449.1835612": "20.1",
                                                      "10.1561/1500000019": "18.4"}},
                "specter": {"10.1145/3397271.3401075": {"10.1145/3397271.3401075": "1.0",
                                                         "10.1561/1500000019": "0.82", "10.1108/eb026526": "0.41"}}}
    cases.append(cli_ok("u19a_query_paper_in_candidates", "fuse --method rrf: both rankers return the query paper "
                        "itself first (no self-filter in the retrievers): it is fused as any candidate",
                        ["fuse", "bm25.run", "specter.run", "--method", "rrf", "-o", "fused.run"],
                        {f"{n}.run": _run_text(n, l) for n, l in self_rec.items()}, _check_run(_floats(self_rec), "rrf"),
                        why="docs/conventions.md: a query id and a docid are separate fields; nothing filters a docid "
                            "equal to its qid (trec_eval neither)"))
    zeros = {"pagerank": {"trec-scholarly-07": {"2301.00001": "0", "2301.00002": "0", "2301.00003": "0"}},
             "bm25": {"trec-scholarly-07": {"2301.00003": "12.0", "2301.00001": "11.0", "2301.00004": "7.5"}}}
    cases.append(cli_ok("u19a_pagerank_all_zero_list", "fuse --method combsum: this week's arXiv papers, none cited "
                        "yet, all PageRank 0 (a list of equal scores)",
                        ["fuse", "pagerank.run", "bm25.run", "--method", "combsum", "-o", "fused.run"],
                        {f"{n}.run": _run_text(n, l) for n, l in zeros.items()}, _check_run(_floats(zeros), "combsum"),
                        why="docs/conventions.md: a list whose scores are all equal gives each of its documents 1 "
                            "under minmax"))

    # -- outputs the team's notebooks read
    def explain_check(out: str, folder: Path) -> bool:
        ref = _NS["rrf_ref"]({n: runs[n]["10.18653/v1/2020.acl-main.207"] for n in ("bm25", "specter")})[0]
        got: dict[str, float] = {}
        for line in (folder / "why.jsonl").read_text(encoding="utf-8").splitlines():
            rec = json.loads(line)
            if rec.get("qid") == "10.18653/v1/2020.acl-main.207":
                doc = rec.get("docid")
                got[doc] = sum(float(c["contribution"]) for c in rec["lists"].values() if c["contribution"] is not None)
        return set(got) == set(ref) and all(abs(got[d] - ref[d]) <= 1e-12 for d in ref)

    cases.append(cli_ok("u19a_explain_wiley_dois", "fuse bm25.run specter.run --method rrf --explain why.jsonl: each "
                        "paper's contributions, the SICI DOIs' '<', '>', ';' and '(' kept in the JSON",
                        ["fuse", "bm25.run", "specter.run", "--method", "rrf", "--explain", "why.jsonl", "-o", "fused.run"],
                        files, explain_check,
                        why="rrf: each contribution 1 / (60 + r); JSON strings hold any character"))
    setup_pq = pandas_setup(
        "import random\ng = random.Random(5)\nrows = []\n"
        "for run in ('bm25', 'specter', 'scincl'):\n"
        "    for q in (215416146, 233296016, 52967399):\n"
        "        for d in g.sample(range(10000000, 10000060), 25):\n"
        "            rows.append((q, d, round(g.uniform(-1, 1), 3), run))\n"
        "df = pd.DataFrame(rows, columns=['q_id', 'doc_id', 'score', 'run'])\n"
        "df.to_parquet(folder / 's2.parquet', index=False)\n")

    def pq_check(out: str, folder: Path) -> bool:
        import pyarrow.parquet as pq  # the reference reads the table the setup wrote

        t = pq.read_table(folder / "s2.parquet").to_pylist()
        r: dict = {}
        for row in t:
            r.setdefault(row["run"], {}).setdefault(str(row["q_id"]), {})[str(row["doc_id"])] = float(row["score"])
        rows = read_run((folder / "fused.run").read_text())
        return not fused_differs(rows, r, "rrf")

    cases.append(cli_ok("u19a_parquet_corpus_ids", "fuse s2.parquet --method rrf: the Semantic Scholar export, one long "
                        "table of int64 corpus ids (q_id, doc_id), cosines, run", ["fuse", "s2.parquet", "--method", "rrf",
                                                                                  "-o", "fused.run"], {}, pq_check,
                        setup=setup_pq,
                        why="docs/trec.md: one long Parquet table q_id doc_id score run; an integer id is its decimal text"))

    def pq_out_check(out: str, folder: Path) -> bool:
        import pandas as pd  # reads the written table as the team's notebook does

        df = pd.read_parquet(folder / "fused.parquet")
        rows: dict[str, list] = {}
        for q, d, s in df.sort_values(["q_id", "rank"])[["q_id", "doc_id", "score"]].itertuples(index=False):
            rows.setdefault(str(q), []).append((str(d), float(s)))
        return not fused_differs(rows, {n: runs[n] for n in ("bm25", "scincl")}, "rrf")

    cases.append(cli_ok("u19a_parquet_output_notebook", "fuse bm25.run scincl.run --method rrf -o fused.parquet, read "
                        "back with pandas for the dashboard", ["fuse", "bm25.run", "scincl.run", "--method", "rrf", "-o",
                                                               "fused.parquet"], files, pq_out_check,
                        why="docs/trec.md: -o fused.parquet writes one table of the fused run (its written scores, ties lowered as in the TREC text)"))

    # -- SciDocs' table: nDCG@10, MAP, Recall@100 on graded qrels from citation intent
    qrels = _qrels(23)
    q_files = {**files, "cite.qrels": _qrels_text(qrels)}
    spec_order = {q: desc_order(lst) for q, lst in runs["specter"].items()}
    exp, per = _scidocs(spec_order, qrels)
    cases.append(cli_ok("u19a_eval_scidocs_table", "evaluate --qrels cite.qrels specter.run --measures nDCG@10 MAP "
                        "Recall@100: grades 3 (method), 2 (background), 1 (mentioned), 0 (not cited)",
                        ["evaluate", "--qrels", "cite.qrels", "specter.run", "--measures", "nDCG@10", "MAP", "Recall@100"],
                        q_files, _eval_check({("", "nDCG@10", "all"): exp["nDCG@10"], ("", "AP", "all"): exp["AP"],
                                              ("", "R@100", "all"): exp["R@100"]}),
                        why="trec_eval ndcg_cut (gain the grade, log2(i + 1)), map and recall over grade > 0"))
    cases.append(cli_ok("u19a_eval_trec_eval_names", "evaluate -m ndcg_cut.10 -m map -m recall.100 specter.run: the "
                        "measures as the CLEF track's trec_eval command names them",
                        ["evaluate", "--qrels", "cite.qrels", "specter.run", "-m", "ndcg_cut.10", "-m", "map", "-m",
                         "recall.100"], q_files,
                        _eval_check({("", "nDCG@10", "all"): exp["nDCG@10"], ("", "AP", "all"): exp["AP"],
                                     ("", "R@100", "all"): exp["R@100"]}),
                        why="docs/trec.md: trec_eval's own names, after -m, repeatable"))
    cases.append(cli_ok("u19a_eval_per_query_paper", "evaluate -q specter.run --measures nDCG@10: one line per query "
                        "paper (DOI, old arXiv id with '/', corpus id, PMCID)",
                        ["evaluate", "--qrels", "cite.qrels", "specter.run", "--measures", "nDCG@10", "-q"], q_files,
                        _eval_check({("", "nDCG@10", q): v["nDCG@10"] for q, v in per.items()}),
                        why="trec_eval -q: one line per query, its id as written"))
    more = {**qrels, "10.1093/bioinformatics/btz682": {"10.1108/eb026526": 2, "PMID:32511222": 1}}
    exp_c, _ = _scidocs(spec_order, more, complete=True)
    cases.append(cli_ok("u19a_eval_complete_unrun_paper", "evaluate -c: a judged query paper the SPECTER job skipped "
                        "(no embedding yet) counts 0",
                        ["evaluate", "--qrels", "cite.qrels", "specter.run", "--measures", "nDCG@10", "AP", "-c"],
                        {**files, "cite.qrels": _qrels_text(more)},
                        _eval_check({("", "nDCG@10", "all"): exp_c["nDCG@10"], ("", "AP", "all"): exp_c["AP"]}),
                        why="trec_eval -c: every judged query, one the run lacks valued 0"))
    bm_order = {q: desc_order(lst) for q, lst in runs["bm25"].items()}
    exp_b, _ = _scidocs(bm_order, qrels)
    cases.append(cli_ok("u19a_eval_two_rankers", "evaluate bm25.run specter.run --measures nDCG@10 R@100: the two "
                        "first-stage rankers side by side",
                        ["evaluate", "--qrels", "cite.qrels", "bm25.run", "specter.run", "--measures", "nDCG@10", "R@100"],
                        q_files, _eval_check({("bm25.run", "nDCG@10", "all"): exp_b["nDCG@10"],
                                              ("specter.run", "nDCG@10", "all"): exp["nDCG@10"],
                                              ("bm25.run", "R@100", "all"): exp_b["R@100"],
                                              ("specter.run", "R@100", "all"): exp["R@100"]}),
                        why="docs/trec.md: several runs, one line per run and measure"))
    fused_ref = {q: _NS["rrf_ref"]({n: runs[n][q] for n in runs}) for q in _QUERIES}
    f_order = {q: sorted(sc, key=lambda d: (-sc[d], -cnt[d], best[d], d)) for q, (sc, cnt, best) in fused_ref.items()}
    exp_f, _ = _scidocs(f_order, qrels)
    cases.append(Case("u19a_eval_fused_pipeline", G, "fuse the five rankers with rrf, then evaluate the fused run's "
                      "nDCG@10 and MAP (ties in the written order)",
                      code="import subprocess, sys\n"
                           "r = subprocess.run([sys.executable, '-m', 'rankagg.cli', 'fuse', 'bm25.run', 'specter.run', "
                           "'scincl.run', 'pagerank.run', 'crossenc.run', '--method', 'rrf', '-o', 'fused.run', '--quiet'])\n"
                           "assert r.returncode == 0\n"
                           "subprocess.run([sys.executable, '-m', 'rankagg.cli', 'evaluate', '--qrels', 'cite.qrels', "
                           "'fused.run', '--measures', 'nDCG@10', 'MAP'], check=True)\n",
                      files=q_files, expect="ok",
                      check=_eval_check({("", "nDCG@10", "all"): exp_f["nDCG@10"], ("", "AP", "all"): exp_f["AP"]}),
                      memory_gb=4.0, timeout=180,
                      why="docs/conventions.md: the written run keeps the consensus order; trec_eval's ndcg_cut and map"))

    # -- volume: 20,000 query papers x 100 candidates
    vol = ("bm25", "specter", "scincl")
    cases.append(cli_ok("u19a_volume_20k_queries", "fuse bm25.run specter.run scincl.run --method rrf: 20,000 query "
                        "papers (corpus ids) x 100 candidates each (6 M lines)",
                        ["fuse", *[f"{n}.run" for n in vol], "--method", "rrf", "--quiet", "-o", "fused.run"], {},
                        _volume_check(vol), setup=_volume_setup(20000, 100, vol), timeout=240,
                        why="docs/scale.md: runs are streamed a block of queries at a time; rrf as above on 300 "
                            "sampled queries, all 20,000 written"))
    cases.append(Case("u19a_methods_rrf", G, "rankagg methods rrf: what k the team's RRF uses by default",
                      argv=["methods", "rrf"], expect="ok", check=lambda out, folder: "60" in out and "k" in out,
                      memory_gb=4.0, timeout=60, why="Cormack et al. 2009: k = 60, rankagg's default (docs/trec.md)"))

    # -- the Python API in the team's notebooks
    lit = repr(texts)
    cases.append(ok("u19a_api_fuse_dicts", "rankagg.fuse({ranker: {query paper: {paper: cosine}}}, method='rrf') of the "
                    "five rankers' dicts", f"import rankagg\ntexts = {lit}\n"
                    "runs = {n: {q: {d: float(s) for d, s in l.items()} for q, l in r.items()} for n, r in texts.items()}\n"
                    "res = rankagg.fuse(runs, method='rrf')\n"
                    "rows = {q: list(l.items()) for q, l in res.items()}\n"
                    "report(fused_differs(rows, runs, 'rrf', written=False))\n",
                    why="rankagg.fuse returns the exact fused scores in the consensus order (docs/trec.md)"))
    cases.append(ok("u19a_api_corpus_id_ints", "rankagg.fuse of dicts keyed by Semantic Scholar corpus ids as ints "
                    "(query and candidates): the answer keyed by the same ints",
                    "import rankagg, random\ng = random.Random(3)\n"
                    "runs = {n: {q: {d: round(g.uniform(-1, 1), 4) for d in g.sample(range(10**8, 10**8 + 40), 20)}\n"
                    "            for q in (215416146, 233296016)} for n in ('specter', 'scincl')}\n"
                    "res = rankagg.fuse(runs, method='combsum')\n"
                    "ints = all(type(q) is int and all(type(d) is int for d in l) for q, l in res.items())\n"
                    "sruns = {n: {str(q): {str(d): s for d, s in l.items()} for q, l in r.items()} for n, r in runs.items()}\n"
                    "rows = {str(q): [(str(d), s) for d, s in l.items()] for q, l in res.items()}\n"
                    "msg = fused_differs(rows, sruns, 'combsum', written=False)\n"
                    "report(msg if msg or ints else 'ids are not ints')\n",
                    why="docs/trec.md: rankagg.fuse returns the kind it was given; ids compared as their text"))
    cases.append(ok("u19a_api_frame_float32_cosines", "rankagg.fuse of a pandas frame (qid, docid, score float32, run) "
                    "from the embedding service, method='combsum'",
                    f"import rankagg, pandas as pd, numpy as np\ntexts = {lit}\n"
                    "rows = [(q, d, s, n) for n in ('specter', 'scincl') for q, l in texts[n].items() for d, s in l.items()]\n"
                    "df = pd.DataFrame(rows, columns=['qid', 'docid', 'score', 'run'])\n"
                    "df['score'] = df['score'].astype(np.float32)\n"
                    "runs = {}\n"
                    "for q, d, s, n in df.itertuples(index=False):\n"
                    "    runs.setdefault(n, {}).setdefault(q, {})[d] = float(s)\n"
                    "res = rankagg.fuse(df, method='combsum')\n"
                    "got = {}\n"
                    "for q, d, s in res.sort_values(['qid', 'rank'])[['qid', 'docid', 'score']].itertuples(index=False):\n"
                    "    got.setdefault(q, []).append((d, float(s)))\n"
                    "report(fused_differs(got, runs, 'combsum', written=False))\n",
                    why="docs/conventions.md: scores are doubles (a float32 widened exactly); min-max per list"))
    cases.append(ok("u19a_api_fuser_per_request", "rankagg.Fuser('rrf', weights={'specter': 2}) per request: BM25's "
                    "{paper: score} beside SPECTER's ranked list of ids",
                    "import rankagg\n"
                    "bm = {'10.1145/3397271.3401075': 21.0, 'hep-th/9901001': 17.5, '2004.07180v1': 17.5}\n"
                    "sp = ['2004.07180v1', '10.1002/(SICI)1097-4571(199806)49:8<693::AID-ASI4>3.0.CO;2-0', "
                    "'10.1145/3397271.3401075']\n"
                    "fuser = rankagg.Fuser('rrf', weights={'specter': 2.0})\n"
                    "got = fuser({'bm25': bm, 'specter': sp})\n"
                    "spd = {d: float(len(sp) - i) for i, d in enumerate(sp)}\n"
                    "ref = rrf_ref({'bm25': bm, 'specter': spd}, 60.0, {'specter': 2.0})\n"
                    "report(agree(list(got), ref, None, False))\n",
                    why="README: Fuser takes docid -> score dicts and docid lists (best first); rrf sum w / (60 + r)"))
    cases.append(ok("u19a_api_evaluate_s2_qrels_frame", "rankagg.evaluate('corpus.run', qrels_df, ['nDCG@10', 'MAP', "
                    "'R@100']): the Semantic Scholar qrels frame of int64 corpus ids and citation-intent grades",
                    "import rankagg, pandas as pd\n"
                    "qr = pd.DataFrame({'qid': [215416146] * 3 + [233296016] * 2,\n"
                    "                   'docid': [10000003, 10000004, 10000009, 10000001, 10000002],\n"
                    "                   'relevance': [3, 1, 2, 2, 0]})\n"
                    "got = rankagg.evaluate('corpus.run', qr, ['nDCG@10', 'MAP', 'R@100'])\n"
                    "run = {}\n"
                    "for line in open('corpus.run'):\n"
                    "    q, _, d, _, s, _ = line.split()\n"
                    "    run.setdefault(q, {})[d] = float(s)\n"
                    "gr = {}\n"
                    "for q, d, g in qr.itertuples(index=False):\n"
                    "    gr.setdefault(str(q), {})[str(d)] = int(g)\n"
                    "order = {q: desc_order(l) for q, l in run.items()}\n"
                    "qs = [q for q in gr if q in order]\n"
                    "want = {'nDCG@10': sum(ndcg(order[q], gr[q], 10) for q in qs) / len(qs),\n"
                    "        'AP': sum(ap(order[q], gr[q]) for q in qs) / len(qs),\n"
                    "        'R@100': sum(recall(order[q], gr[q], 100) for q in qs) / len(qs)}\n"
                    "g = {str(k).replace('MAP', 'AP'): v for k, v in got.items()}\n"
                    "report('' if all(abs(g.get(m, -9) - v) < 1e-9 for m, v in want.items()) else repr((g, want)))\n",
                    files={"corpus.run": "215416146 Q0 10000004 1 0.91 specter\n215416146 Q0 10000001 2 0.87 specter\n"
                                         "215416146 Q0 10000003 3 0.87 specter\n233296016 Q0 10000002 1 1.0 specter\n"
                                         "233296016 Q0 10000001 2 1.0 specter\n233296016 Q0 10000005 3 0.2 specter\n"},
                    why="docs/conventions.md: an int id is its decimal text (trec_eval reads text); ties by id desc; "
                        "trec_eval's ndcg_cut, map, recall"))
    cases.append(ok("u19a_api_evaluate_int_run_text_qrels", "rankagg.evaluate of a frame of int64 corpus ids against "
                    "the qrels file (ids as text there)",
                    "import rankagg, pandas as pd\n"
                    "df = pd.DataFrame({'qid': [215416146] * 4, 'docid': [10000001, 10000002, 10000003, 10000004],\n"
                    "                   'score': [0.9, 0.8, 0.8, 0.1]})\n"
                    "got = rankagg.evaluate(df, 'cite.qrels', ['nDCG@10', 'AP'])\n"
                    "order = desc_order({'10000001': 0.9, '10000002': 0.8, '10000003': 0.8, '10000004': 0.1})\n"
                    "gr = {'10000003': 3, '10000004': 1, '10000009': 2}\n"
                    "want = {'nDCG@10': ndcg(order, gr, 10), 'AP': ap(order, gr)}\n"
                    "report('' if all(abs(got[m] - v) < 1e-9 for m, v in want.items()) else repr((got, want)))\n",
                    files={"cite.qrels": "215416146 0 10000003 3\n215416146 0 10000004 1\n215416146 0 10000009 2\n"},
                    why="docs/conventions.md: an int id is its decimal text (trec_eval reads text); ties by id desc"))
    cases.append(ok("u19a_api_fuse_then_evaluate", "rankagg.evaluate(rankagg.fuse(runs, method='rrf'), qrels): the "
                    "fused ranking's SciDocs numbers in memory",
                    f"import rankagg\ntexts = {lit}\nqrels = {qrels!r}\n"
                    "runs = {n: {q: {d: float(s) for d, s in l.items()} for q, l in r.items()} for n, r in texts.items()}\n"
                    "got = rankagg.evaluate(rankagg.fuse(runs, method='rrf'), qrels, ['nDCG@10', 'AP'])\n"
                    "order = {}\n"
                    "for q in {q for r in runs.values() for q in r}:\n"
                    "    sc, cnt, best = rrf_ref({n: r[q] for n, r in runs.items() if q in r})\n"
                    "    order[q] = sorted(sc, key=lambda d: (-sc[d], -cnt[d], best[d], d))\n"
                    "qs = [q for q in qrels if q in order]\n"
                    "want = {'nDCG@10': sum(ndcg(order[q], qrels[q], 10) for q in qs) / len(qs),\n"
                    "        'AP': sum(ap(order[q], qrels[q]) for q in qs) / len(qs)}\n"
                    "report('' if all(abs(got[m] - v) < 1e-9 for m, v in want.items()) else repr((got, want)))\n",
                    why="docs/trec.md: evaluate(fuse(runs)) equals evaluate of the written run (the consensus order)"))
    cases.append(ok("u19a_api_volume_frame", "rankagg.fuse of one frame of 20,000 query papers x 100 candidates x 3 "
                    "rankers (int64 corpus ids, 6 M rows), method='rrf'",
                    "import rankagg, pandas as pd, numpy as np\n"
                    "rng = np.random.default_rng(11)\nnq, k = 20000, 100\n"
                    "parts = []\n"
                    "for n in ('bm25', 'specter', 'scincl'):\n"
                    "    cand = np.argsort(rng.random((nq, 150)), axis=1)[:, :k]\n"
                    "    q = np.repeat(200000000 + 37 * np.arange(nq), k)\n"
                    "    parts.append(pd.DataFrame({'qid': q, 'docid': q + 1 + cand.ravel(),\n"
                    "                               'score': np.tile(1.0 - np.arange(1, k + 1) / 1000, nq), 'run': n}))\n"
                    "df = pd.concat(parts, ignore_index=True)\n"
                    "res = rankagg.fuse(df, method='rrf', depth=None)\n"
                    "pick = set(int(x) for x in 200000000 + 37 * np.random.default_rng(2).choice(nq, 200, replace=False))\n"
                    "sub = df[df.qid.isin(pick)]\n"
                    "runs = {}\n"
                    "for q, d, s, n in sub.itertuples(index=False):\n"
                    "    runs.setdefault(n, {}).setdefault(str(q), {})[str(d)] = float(s)\n"
                    "got = {}\n"
                    "r = res[res.qid.isin(pick)].sort_values(['qid', 'rank'])\n"
                    "for q, d, s in r[['qid', 'docid', 'score']].itertuples(index=False):\n"
                    "    got.setdefault(str(q), []).append((str(d), float(s)))\n"
                    "msg = fused_differs(got, runs, 'rrf', written=False)\n"
                    "report(msg or ('' if res.qid.nunique() == nq else 'queries lost'))\n",
                    timeout=240,
                    why="rrf as above on 200 sampled queries of the frame; all 20,000 answered"))

    # -- the mistakes of the day
    bib = ("@article{cohan2020specter,\n  title = {SPECTER: Document-level Representation Learning},\n"
           "  author = {Cohan, Arman and Feldman, Sergey},\n  doi = {10.18653/v1/2020.acl-main.207},\n  year = {2020}\n}\n")
    cases.append(cli_bad("u19a_bibtex_as_run", "fuse bm25.run refs.bib: the Zotero library's BibTeX export given among "
                         "the runs", ["fuse", "bm25.run", "refs.bib", "--method", "rrf", "-o", "fused.run"],
                         {"bm25.run": files["bm25.run"], "refs.bib": bib}, "refs.bib:1", fast=True,
                         why="no run: trec_eval fails on its first line (one field); refused naming it"))
    ris = "TY  - JOUR\nTI  - SPECTER\nDO  - 10.18653/v1/2020.acl-main.207\nPY  - 2020\nER  - \n"
    cases.append(cli_bad("u19a_ris_as_run", "fuse specter.run refs.ris: an RIS export (TY  - JOUR) given as a run",
                         ["fuse", "specter.run", "refs.ris", "--method", "rrf", "-o", "fused.run"],
                         {"specter.run": files["specter.run"], "refs.ris": ris}, "refs.ris:1",
                         why="'TY - JOUR' is 3 fields: trec_eval refuses the line"))
    openalex = json.dumps({"meta": {"count": 2, "page": 1}, "results": [
        {"id": "https://openalex.org/W2741809807", "doi": "https://doi.org/10.7717/peerj.4375", "relevance_score": 12.5},
        {"id": "https://openalex.org/W3034999214", "doi": None, "relevance_score": 3.1}]})
    cases.append(cli_bad("u19a_openalex_json_as_run", "fuse bm25.run works.json: an OpenAlex /works search response "
                         "(results with id, doi, relevance_score) given as a run",
                         ["fuse", "bm25.run", "works.json", "--method", "rrf", "-o", "fused.run"],
                         {"bm25.run": files["bm25.run"], "works.json": openalex}, "works.json",
                         why="no TREC text nor a table of runs: refused naming the file"))
    zot = ('"Key","Item Type","Publication Year","Author","Title","DOI"\n'
           '"ABCD1234","journalArticle","2020","Cohan, Arman","SPECTER","10.18653/v1/2020.acl-main.207"\n')
    cases.append(cli_bad("u19a_zotero_csv_as_run", "fuse bm25.run library.csv: Zotero's CSV export given as a run",
                         ["fuse", "bm25.run", "library.csv", "--method", "rrf", "-o", "fused.run"],
                         {"bm25.run": files["bm25.run"], "library.csv": zot}, "library.csv",
                         why="no run nor a comparison table: refused naming the file"))
    title = files["bm25.run"].splitlines(keepends=True)
    title[2] = "2004.07180 Q0 Attention Is All You Need 3 18.0 bm25\n"
    cases.append(cli_bad("u19a_title_as_docid", "fuse bm25.run: the third line's docid is the paper's title (blanks in "
                         "it), the export's fallback for a paper without an id",
                         ["fuse", "bm25.run", "specter.run", "--method", "rrf", "-o", "fused.run"],
                         {"bm25.run": "".join(title), "specter.run": files["specter.run"]}, "bm25.run:3",
                         why="trec_eval reads 6 white-space fields: the line has 10"))
    nan = files["scincl.run"].splitlines(keepends=True)
    f4 = nan[3].split()
    nan[3] = " ".join(f4[:4] + ["nan", f4[5]]) + "\n"
    cases.append(cli_bad("u19a_nan_cosine", "fuse scincl.run: line 4's cosine is 'nan' (a paper whose abstract is "
                         "empty got a zero vector)", ["fuse", "scincl.run", "bm25.run", "--method", "rrf", "-o", "fused.run"],
                         {"scincl.run": "".join(nan), "bm25.run": files["bm25.run"]}, "scincl.run:4",
                         why="docs/conventions.md: a NaN score is refused naming the line"))
    pct = files["crossenc.run"].splitlines(keepends=True)
    f2 = pct[1].split()
    pct[1] = " ".join(f2[:4] + ["93.1%", f2[5]]) + "\n"
    cases.append(cli_bad("u19a_crossenc_percent", "fuse crossenc.run: line 2's score is the cross-encoder's probability "
                         "written '93.1%'", ["fuse", "crossenc.run", "bm25.run", "--method", "combsum", "-o", "fused.run"],
                         {"crossenc.run": "".join(pct), "bm25.run": files["bm25.run"]}, "crossenc.run:2",
                         why="'93.1%' is no number trec_eval reads whole: refused naming the line"))
    stripped = ("2004.07180 Q0 2104.06979 1 0.95 specter\n2004.07180 Q0 hep-th/9901001 2 0.90 specter\n"
                "2004.07180 Q0 2104.06979 3 0.88 specter\n")
    cases.append(cli_bad("u19a_version_stripped_twice", "fuse specter.run: '2104.06979v1' and 'v2' both listed, the "
                         "suffix stripped by the export: one paper twice in one list (line 3)",
                         ["fuse", "specter.run", "bm25.run", "--method", "rrf", "-o", "fused.run"],
                         {"specter.run": stripped, "bm25.run": files["bm25.run"]}, "specter.run:3",
                         why="docs/conventions.md: a document twice in one list is refused naming the line "
                             "(trec_eval refuses duplicate docs)"))
    cases.append(cli_bad("u19a_weight_for_unrun_ranker", "fuse bm25.run specter.run --weights scincl=2: a weight for "
                         "the SciNCL run the team did not pass",
                         ["fuse", "bm25.run", "specter.run", "--method", "rrf", "--weights", "scincl=2", "-o", "fused.run"],
                         files, "scincl",
                         why="docs/trec.md: a name that matches no run is an error before any file is read"))
    cases.append(cli_bad("u19a_csv_output_name", "fuse ... -o scidocs.csv: the team wants a CSV for the paper's table",
                         ["fuse", "bm25.run", "specter.run", "--method", "rrf", "-o", "scidocs.csv"], files,
                         "scidocs.csv", outputs=("scidocs.csv",),
                         why="docs/conventions.md: a .csv output name is refused (it would hold TREC lines)"))
    qr_bad = _qrels_text(qrels).splitlines(keepends=True)
    qr_bad[4] = qr_bad[4].split()[0] + " 0 " + qr_bad[4].split()[2] + " background\n"
    cases.append(cli_bad("u19a_qrels_intent_words", "evaluate --qrels cite.qrels: line 5's grade is the citation "
                         "intent's word 'background', not its grade",
                         ["evaluate", "--qrels", "cite.qrels", "specter.run", "--measures", "nDCG@10"],
                         {**files, "cite.qrels": "".join(qr_bad)}, "cite.qrels:5", outputs=(),
                         why="trec_eval reads the grade with atoi; a word is no grade: refused naming the line"))
    cases.append(bad("u19a_api_beir_qrels_frame", "rankagg.evaluate(run, qrels_df) where qrels_df has BEIR's columns "
                     "'query-id', 'corpus-id', 'score'",
                     "import rankagg, pandas as pd\n"
                     "qr = pd.DataFrame({'query-id': ['q1', 'q1'], 'corpus-id': ['10.1145/3397271.3401075', "
                     "'hep-th/9901001'], 'score': [2, 1]})\n"
                     "rankagg.evaluate({'q1': {'hep-th/9901001': 0.9}}, qr, ['nDCG@10'])\n",
                     "corpus-id",
                     why="the frame has no qid/docid/label columns: refused naming the columns it has"))
    cases.append(bad("u19a_api_weight_name_case", "rankagg.fuse(runs, method='rrf', weights={'SPECTER': 2.0}): the "
                     "notebook capitalises the ranker, the runs are named 'specter' and 'bm25'",
                     "import rankagg\n"
                     "runs = {'bm25': {'q': {'10.1108/eb026526': 3.0, 'hep-th/9901001': 1.0}},\n"
                     "        'specter': {'q': {'hep-th/9901001': 0.9, '10.1108/eb026526': 0.1}}}\n"
                     "rankagg.fuse(runs, method='rrf', weights={'SPECTER': 2.0})\n", "SPECTER",
                     why="docs/trec.md: a weight's name that matches no run is an error (names are case-sensitive)"))
    cases.append(bad("u19a_api_arxiv_float_ids", "rankagg.fuse of a frame whose docid column pandas read as floats "
                     "(new arXiv ids 2004.07180, 2104.06979 look like numbers)",
                     "import rankagg, pandas as pd\n"
                     "df = pd.DataFrame({'qid': ['q'] * 2, 'docid': [2004.07180, 2104.0698], 'score': [0.9, 0.8], "
                     "'run': ['specter'] * 2})\n"
                     "rankagg.fuse(df, method='rrf')\n", "docid",
                     why="a float has no one text (2104.0698 lost its trailing 0): refused naming the column"))
    return cases
