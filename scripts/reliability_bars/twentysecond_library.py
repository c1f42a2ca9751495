"""Issue 45's twenty-second bar of scripts/reliability_matrix.py, a library's discovery search fusing catalogue, articles and repository indexes (its cases, ids ``u22f_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The team's day: per patron query (``q101``, a query id kept as the patron typed it, ``Dvořák``, ``Müller``) four
indexes answer: the local catalogue (Solr/Blacklight, BM25 scores such as 12.3, Sierra bib ids with their check digit,
``b1234567x``), the article index (Primo Central / EDS, vendor scores 0-1 at three decimals, so ties; DOIs with
slashes, parentheses, ``<>`` and ``;`` of old Wiley SICI DOIs), the institutional repository (20 hits,
``oai:repository.example.edu:1234``) and the union catalogue via SRU (no score at all: the team writes the place as
the rank and either ``21 - rank`` or 0 as the score; ``ocm12345678``, ISBNs with hyphens and an ``X`` check digit).
They convert each index's answer to a TREC run, fuse (RRF, CombSUM of min-max, CombMNZ, Borda, weights per index,
the first page ``--depth 10``), and measure each index and the fused list against the librarians' graded judgements
(0-3, most hits unjudged): nDCG@10, P@5, MAP, per query, ``-c``, ``-l 2``.  The mistakes are theirs: Solr's JSON
response, its debug explain text, an OpenSearch/Atom or RSS feed, MARC (binary and MarcEdit's text) or an RIS export
given as a run or as judgements, a MARC id with a space, a multi-word query id, the same bib twice in a list (two
item records), a comma decimal, and the fused list written under a library format's name (``.ris``, ``.mrc``,
``.atom``, ``.rss``, ``.enw``, ``.nbib``, ``.marc``).

The references are computed here (references.py's RANKED_LISTS, HOUSE_AGREEMENT, TREC_MEASURES; pytrec_eval in the
notebook's cases), never with rankagg's code."""

from __future__ import annotations

import json
import unicodedata
from pathlib import Path
from typing import Any, Callable

from .case import Case, command_cases, pandas_setup, snippet_cases
from .nineteenth_experts import _check_run, _eval_check, _lcg, _qrels_text, _run, _runs_eval_check
from .twentyfirst_proteins import _eval_q
from .references import HOUSE_AGREEMENT, RANKED_LISTS, STANDARD_REFERENCE, TREC_MEASURES, reference_namespace

TWENTYSECOND_LIBRARY = "45 Unseen inputs: a twenty-second bar, a library's discovery search fusing catalogue, articles and repository indexes"

_REF = STANDARD_REFERENCE

_NS = reference_namespace(_REF, "twentysecond_library._REF")
by_query: Callable[..., Any] = _NS["by_query"]
positions: Callable[[dict], dict] = _NS["positions"]
trec_order: Callable[[dict], list] = _NS["trec_order"]
fused_order: Callable[[Any], list] = _NS["fused_order"]
prec: Callable[..., float] = _NS["prec"]
ndcg: Callable[..., float] = _NS["ndcg"]
ap: Callable[..., float] = _NS["ap"]
_RRF, _BORDA, _COMBSUM, _COMBMNZ, _RRF_RANKS = (_NS[n] for n in ("rrf_ref", "borda_ref", "combsum_minmax_ref",
                                                                  "combmnz_ref", "rrf_ranks"))

_QUERIES = ["q101", "q102", "q103", unicodedata.normalize("NFC", "Dvořák"), "Müller"]


def _sierra(n: int) -> str:
    """A Sierra bib record number with its check digit (mod 11, weights 2.. from the right; 10 is 'x')."""
    digits = str(n)
    s = sum(int(c) * w for c, w in zip(reversed(digits), range(2, 2 + len(digits))))
    c = s % 11
    return f"b{digits}{'x' if c == 10 else c}"


def _isbn10(body: str) -> str:
    s = sum((10 - i) * int(c) for i, c in enumerate(body))
    c = (11 - s % 11) % 11
    return f"0-{body[1:5]}-{body[5:9]}-{'X' if c == 10 else c}"


_DOIS = ["10.1000/xyz-123", "10.1002/(SICI)1097-4571(199806)49:8<693::AID-ASI4>3.0.CO;2-0", "10.1038/nature12373",
         "10.1016/j.lisr.2019.100987", "10.1108/JD-05-2019-0089", "10.1002/asi.24321", "10.5860/crl.81.4.600",
         "10.1080/01930826.2020.1727278", "10.3389/frma.2021.654438", "10.1007/978-3-030-45442-5_3"]


def _indexes(seed: int = 22) -> dict[str, dict[str, dict[str, float]]]:
    """{index: {query: {id: score}}}: a shared relevance plus each index's noise, in each index's own scale; the
    article index and the repository share DOIs (the repository's copy of a published article keeps its DOI)."""
    g = _lcg(seed)
    out: dict[str, dict[str, dict[str, float]]] = {"catalogue": {}, "articles": {}, "repository": {}, "union": {}}
    for qi, q in enumerate(_QUERIES):
        cat = [_sierra(1234560 + 37 * qi + k) for k in range(25)]
        art = _DOIS + [f"10.{1000 + qi}/art.{k:04d}" for k in range(30)]
        rep = [f"oai:repository.example.edu:{1200 + 10 * qi + k}" for k in range(14)] + _DOIS[:6]
        uni = [f"ocm{12345678 + 101 * qi + k}" for k in range(15)] + \
              [_isbn10(f"0{(qi * 7919 + k * 104729) % 10 ** 8:08d}") for k in range(3)] + ["978-0-306-40615-7",
                                                                                       "9780306406157"]
        out["catalogue"][q] = {d: round(3.0 + 12.0 * next(g), 2) for d in cat}
        out["articles"][q] = {d: round(next(g), 3) for d in art}
        out["repository"][q] = {d: round(1.5 + 6.0 * next(g), 4) for d in rep}
        u = sorted(uni, key=lambda d: next(g))
        out["union"][q] = {d: float(len(u) + 1 - r) for r, d in enumerate(u, 1)}
    return out


def _grades(runs: dict[str, dict[str, dict[str, float]]], seed: int = 23) -> dict[str, dict[str, int]]:
    """The librarians' judgements: about a third of each query's hits judged 0-3, the rest unjudged."""
    g = _lcg(seed)
    out: dict[str, dict[str, int]] = {}
    for q in _QUERIES:
        pool = sorted({d for r in runs.values() for d in r.get(q, {})})
        out[q] = {d: int(4 * next(g)) for d in pool if next(g) < 0.35}
    return out


def _volume_setup() -> Callable[[Path], None]:
    """500 patron queries x 4 indexes (catalogue 100 hits, articles 200, repository 20, union 20 rank-only)."""
    return pandas_setup(
        "import numpy as np\nrng = np.random.default_rng(22)\n"
        "qs = ['pq%04d' % i for i in range(500)]\n"
        "spec = {'catalogue': (100, 'b%07dx', 2), 'articles': (200, '10.1000/a%06d', 3), "
        "'repository': (20, 'oai:repository.example.edu:%d', 4), 'union': (20, 'ocm%08d', 0)}\n"
        "for name, (n, pat, digits) in spec.items():\n"
        "    with open(folder / f'{name}.run', 'w') as fh:\n"
        "        for i, q in enumerate(qs):\n"
        "            ids = np.array([pat % (i * 37 + k) for k in rng.choice(400, n, replace=False)])\n"
        "            s = np.arange(n, 0, -1).astype(float) if digits == 0 else np.round(rng.random(n) * 10, digits)\n"
        "            order = np.lexsort((np.array([x.encode() for x in ids]), s))[::-1]\n"
        "            fh.write(''.join(f'{q} Q0 {ids[j]} {r} {float(s[j])!r} {name}\\n' "
        "for r, j in enumerate(order, 1)))\n")


def _volume_check() -> Callable[[str, Path], bool]:
    def check(out: str, folder: Path) -> bool:
        lists: dict[str, dict[str, dict[str, float]]] = {}
        for name in ("catalogue", "articles", "repository", "union"):
            run: dict[str, dict[str, float]] = {}
            for line in (folder / f"{name}.run").read_text().splitlines():
                q, _, d, _, s, _ = line.split()
                run.setdefault(q, {})[d] = float(s)
            lists[name] = run
        return _check_run(by_query(lists, _RRF), depth=10)(out, folder)

    return check


_SOLR = {"responseHeader": {"status": 0, "QTime": 12, "params": {"q": "dvorak symphony", "fl": "id,score",
                                                                  "wt": "json"}},
         "response": {"numFound": 3, "start": 0, "maxScore": 12.3,
                      "docs": [{"id": "b1234567x", "score": 12.3}, {"id": "b1234568", "score": 9.81},
                               {"id": "b2000017", "score": 4.2}]}}
_EXPLAIN = ("12.3 = sum of:\n  7.1 = weight(title_t:dvorak in 42) [SchemaSimilarity], result of:\n"
            "    7.1 = score(freq=1.0), computed as boost * idf * tf from:\n      2.2 = boost\n"
            "  5.2 = weight(subject_t:symphonies in 42) [SchemaSimilarity], result of:\n")
_ATOM = ('<?xml version="1.0" encoding="UTF-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom" '
         'xmlns:opensearch="http://a9.com/-/spec/opensearch/1.1/">\n  <title>EDS: dvorak</title>\n'
         '  <opensearch:totalResults>2</opensearch:totalResults>\n  <entry><id>10.1000/xyz-123</id>'
         '<title>Dvořák in America</title><relevance:score>0.873</relevance:score></entry>\n</feed>\n')
_RSS = ('<?xml version="1.0"?>\n<rss version="2.0"><channel><title>New titles: music</title>\n'
        '<item><title>Dvořák: Symphony no. 9</title><link>https://catalog.example.edu/catalog/b1234567x</link>'
        '</item>\n</channel></rss>\n')
_MARC = ("00714cam a2200205 a 4500001001300000003000400013005001700017008004100034020002500075"
         "\x1e   12345678 \x1eOCoLC\x1e20261201101010.0\x1e261201s2026    nyu           000 0 eng  \x1e"
         "  \x1fa9780306406157\x1e10\x1faDvořák, Antonín\x1e\x1d")
_MRK = ("=LDR  00714cam a2200205 a 4500\n=001  ocm12345678\n=003  OCoLC\n=020  \\\\$a9780306406157\n"
        "=100  1\\$aDvořák, Antonín,$d1841-1904.\n=245  10$aSymphony no. 9 /$cAntonín Dvořák.\n\n")
_RIS = ("TY  - JOUR\nAU  - Müller, Hanna\nTI  - Discovery layers and relevance\nDO  - 10.1000/xyz-123\n"
        "PY  - 2019\nER  - \n\n")
_YAZ = ("Connecting...OK.\nSent initrequest.\nConnection accepted by v3 target.\nID     : 81\n"
        "Name   : OCLC WorldCat Z39.50\nZ> find @attr 1=4 dvorak\nSent searchRequest.\n"
        "Received SearchResponse.\nSearch was a success.\nNumber of hits: 1208, setno 1\n")


def twentysecond_bar_library_cases() -> list[Case]:
    G = TWENTYSECOND_LIBRARY

    cli_ok, cli_bad = command_cases(G)
    ok, bad = snippet_cases(G, _REF)
    cases: list[Case] = []
    idx = _indexes()
    grades = _grades(idx)
    files = {f"{n}.run": _run(n, r) for n, r in idx.items()}
    four = [f"{n}.run" for n in idx]
    fuse4 = ["fuse", *four]

    # -- fusing the four indexes per patron query
    cases.append(cli_ok("u22f_rrf_four_indexes", "fuse catalogue.run articles.run repository.run union.run --method "
                        "rrf: Sierra ids with check digits, SICI DOIs, OAI ids, OCLC numbers and ISBNs; Unicode "
                        "query ids (Dvořák, Müller)", [*fuse4, "--method", "rrf", "-o", "fused.run"], files,
                        _check_run(by_query(idx, _RRF)), fast=True,
                        why="rankagg methods rrf: sum 1 / (60 + r), r by score then id descending (trec_eval)"))
    cases.append(cli_ok("u22f_combsum_bm25_vendor_ranks", "fuse --method combsum: BM25 (3-15) beside the vendor's "
                        "0-1 and the union catalogue's 21 - rank", [*fuse4, "--method", "combsum", "-o", "fused.run"],
                        files, _check_run(by_query(idx, _COMBSUM)),
                        why="docs/conventions.md: norm auto is min-max per list, so each scale weighs as a 0-1"))
    cases.append(cli_ok("u22f_combmnz_repository_dois", "fuse --method combmnz: a published article's DOI in the "
                        "article index and in the repository", [*fuse4, "--method", "combmnz", "-o", "fused.run"],
                        files, _check_run(by_query(idx, _COMBMNZ)),
                        why="rankagg methods combmnz: CombSUM of min-max times the lists returning the id"))
    cases.append(cli_ok("u22f_borda_20_vs_40", "fuse --method borda: a repository list of 20 beside an article list "
                        "of 40", [*fuse4, "--method", "borda", "-o", "fused.run"], files,
                        _check_run(by_query(idx, _BORDA)),
                        why="rankagg methods borda: n - r + 1; a missing id shares (n - k + 1) / 2"))
    w = {"catalogue": 2.0, "articles": 1.0, "repository": 1.5, "union": 0.5}
    cases.append(cli_ok("u22f_weights_json_per_index", "fuse --method rrf --weights index_weights.json: the "
                        "catalogue favoured, the union catalogue damped", [*fuse4, "--method", "rrf", "--weights",
                                                                          "index_weights.json", "-o", "fused.run"],
                        {**files, "index_weights.json": json.dumps(w)}, _check_run(by_query(idx, _RRF, w=w)),
                        why="fuse --help: --weights FILE (a JSON object); rrf: sum w / (60 + r)"))
    cases.append(cli_ok("u22f_first_page_depth10", "fuse --method combmnz --depth 10: the first results page",
                        [*fuse4, "--method", "combmnz", "--depth", "10", "-o", "fused.run"], files,
                        _check_run(by_query(idx, _COMBMNZ), depth=10),
                        why="fuse --help: --depth writes at most this many per query, the best by the fused order"))
    cut = {n: {q: {d: lst[d] for d in trec_order(lst)[:10]} for q, lst in r.items()} for n, r in idx.items()}
    cases.append(cli_ok("u22f_input_depth10_each_index", "fuse --method combsum --input-depth 10: only each index's "
                        "first ten hits (what the bento box shows) are fused", [*fuse4, "--method", "combsum",
                                                                              "--input-depth", "10", "-o",
                                                                              "fused.run"], files,
                        _check_run(by_query(cut, _COMBSUM)),
                        why="fuse --help: --input-depth keeps each run's first N per query before fusing "
                            "(min-max over the kept ten)"))
    # the SRU answer has no score: the converter wrote 0 beside the place
    zero_union = "".join(f"{q} Q0 {d} {r} 0 union\n" for q, lst in idx["union"].items()
                         for d, r in sorted(positions(lst).items(), key=lambda x: x[1]))
    by_place = {"catalogue": {q: {d: float(r) for d, r in positions(lst).items()} for q, lst in
                              idx["catalogue"].items()},
                "union": {q: {d: float(r) for d, r in positions(lst).items()} for q, lst in idx["union"].items()}}
    cases.append(cli_ok("u22f_sru_zero_scores_trust_rank", "fuse catalogue.run union0.run --trust-rank --method rrf: "
                        "the SRU list has score 0 on every line, its order in the rank column",
                        ["fuse", "catalogue.run", "union0.run", "--trust-rank", "--method", "rrf", "-o", "fused.run"],
                        {"catalogue.run": files["catalogue.run"], "union0.run": zero_union},
                        _check_run({q: _RRF_RANKS({n: r[q] for n, r in by_place.items()}) for q in _QUERIES}),
                        why="docs/conventions.md: --trust-rank orders each list by its rank column (1 is best)"))
    zeros = {q: {d: 0.0 for d in lst} for q, lst in idx["union"].items()}
    cases.append(cli_ok("u22f_sru_zero_scores_by_score_warned", "fuse catalogue.run union0.run --method rrf without "
                        "--trust-rank: every score 0, read as trec_eval reads it (id descending) with a warning",
                        ["fuse", "catalogue.run", "union0.run", "--method", "rrf", "-o", "fused.run"],
                        {"catalogue.run": files["catalogue.run"], "union0.run": zero_union},
                        _check_run(by_query({"catalogue": idx["catalogue"], "union": zeros}, _RRF)),
                        warns="union0.run",
                        why="docs/conventions.md: equal scores down every list are read by score (trec_eval: docid "
                            "descending) with a warning naming the file"))
    cases.append(cli_ok("u22f_unicode_queries_cron_lc_all_c", "fuse --method rrf from the nightly cron job, run "
                        "under LC_ALL=C: query ids Dvořák and Müller kept byte for byte",
                        [*fuse4, "--method", "rrf", "-o", "fused.run"], files, _check_run(by_query(idx, _RRF)),
                        env={"LC_ALL": "C", "LANG": "C"},
                        why="docs/conventions.md: ids are UTF-8 text compared as bytes under any locale"))
    isbn = {"catalogue": {"q101": {"978-0-306-40615-7": 8.0, "0-8044-2957-X": 7.0, "0-8044-2957-x": 6.5}},
            "union": {"q101": {"9780306406157": 3.0, "0-8044-2957-X": 2.0, "978-0-306-40615-7": 1.0}}}
    cases.append(cli_ok("u22f_isbn_hyphens_and_x", "fuse --method combmnz: ISBNs with and without hyphens, an X and "
                        "an x check digit", ["fuse", "catalogue.run", "union.run", "--method", "combmnz", "-o",
                                             "fused.run"], {f"{n}.run": _run(n, r) for n, r in isbn.items()},
                        _check_run(by_query(isbn, _COMBMNZ)),
                        why="docs/conventions.md: an id is its text; dedup of spellings is the caller's"))
    # 1000 article hits beside short lists: more than 1000 candidates per query
    big = {"articles": {q: {f"10.1000/big.{k:05d}": round(1 - k / 1500, 6) for k in range(1000)} for q in _QUERIES[:2]},
           "catalogue": {q: {_sierra(2000000 + k): round(20 - k / 20, 2) for k in range(200)} for q in _QUERIES[:2]},
           "union": {q: {f"ocm{30000000 + k}": float(20 - k) for k in range(20)} for q in _QUERIES[:2]}}
    cases.append(cli_ok("u22f_1220_candidates_default_depth", "fuse --method rrf: 1000 article hits, 200 catalogue, "
                        "20 union per query: the default depth keeps the best 1000",
                        ["fuse", "articles.run", "catalogue.run", "union.run", "--method", "rrf", "-o", "fused.run"],
                        {f"{n}.run": _run(n, r) for n, r in big.items()}, _check_run(by_query(big, _RRF), depth=1000),
                        why="docs/conventions.md: 1,000 documents per topic by default (TREC habit)"))
    cases.append(cli_ok("u22f_volume_500_queries", "fuse four runs of 500 patron queries (100/200/20/20 hits) "
                        "--method rrf --depth 10", ["fuse", "catalogue.run", "articles.run", "repository.run",
                                                   "union.run", "--method", "rrf", "--depth", "10", "-o",
                                                   "fused.run"], {}, _volume_check(), setup=_volume_setup(),
                        timeout=240, why="rrf sum 1 / (60 + r), r by score then id descending; ten per query"))

    # -- the librarians' judgements
    f_eval = {**files, "judged.qrels": _qrels_text(grades)}
    orders = {n: {q: trec_order(lst) for q, lst in r.items()} for n, r in idx.items()}
    nd = {q: ndcg(orders["catalogue"][q], grades[q], 10) for q in _QUERIES}
    cases.append(cli_ok("u22f_eval_catalogue_ndcg_per_query", "evaluate --qrels judged.qrels catalogue.run --measures "
                        "nDCG@10 -q: graded 0-3, most hits unjudged, Unicode query ids",
                        ["evaluate", "--qrels", "judged.qrels", "catalogue.run", "--measures", "nDCG@10", "-q"],
                        f_eval, _eval_q("nDCG@10", {**nd, "all": sum(nd.values()) / len(nd)}),
                        why="trec_eval ndcg_cut.10: gain = the grade, log2(r + 1), unjudged = 0"))
    per_run = {n: {"nDCG@10": sum(ndcg(orders[n][q], grades[q], 10) for q in _QUERIES) / len(_QUERIES),
                   "P@5": sum(prec(orders[n][q], grades[q], 5) for q in _QUERIES) / len(_QUERIES)} for n in idx}
    cases.append(cli_ok("u22f_eval_which_index", "evaluate --measures nDCG@10 P@5 of the four indexes against the "
                        "librarians' grades", ["evaluate", "--qrels", "judged.qrels", *four, "--measures", "nDCG@10",
                                               "P@5"], f_eval, _runs_eval_check(per_run),
                        why="evaluate --help: several runs, each as trec_eval would measure it alone"))
    maps = {"AP": sum(ap(orders["articles"][q], grades[q]) for q in _QUERIES) / len(_QUERIES)}
    cases.append(cli_ok("u22f_eval_articles_map", "evaluate --measures AP articles.run: MAP of the article index",
                        ["evaluate", "--qrels", "judged.qrels", "articles.run", "--measures", "AP"], f_eval,
                        _eval_check(maps), why="trec_eval map: mean of precisions at each relevant, over all judged"
                                               " relevant"))
    rrq = {q: next((1.0 / i for i, d in enumerate(orders["articles"][q], 1) if grades[q].get(d, 0) > 0), 0.0)
           for q in _QUERIES}
    cases.append(cli_ok("u22f_eval_articles_rr_per_query", "evaluate --measures RR -q articles.run: how far down the "
                        "patron reads before a judged-relevant article", ["evaluate", "--qrels", "judged.qrels",
                                                                          "articles.run", "--measures", "RR", "-q"],
                        f_eval, _eval_q("RR", {**rrq, "all": sum(rrq.values()) / len(rrq)}),
                        why="trec_eval recip_rank: 1 / the place of the first hit graded above 0"))
    no_muller = {q: lst for q, lst in idx["union"].items() if q != "Müller"}
    nd_c = sum(ndcg(orders["union"][q] if q != "Müller" else [], grades[q], 10) for q in _QUERIES) / len(_QUERIES)
    cases.append(cli_ok("u22f_eval_complete_union_timeout", "evaluate -c --measures nDCG@10: the SRU server timed "
                        "out on Müller, so union.run lacks it", ["evaluate", "--qrels", "judged.qrels",
                                                                "union_partial.run", "-c", "--measures", "nDCG@10"],
                        {"judged.qrels": f_eval["judged.qrels"], "union_partial.run": _run("union", no_muller)},
                        _eval_check({"nDCG@10": nd_c}),
                        why="trec_eval -c: every judged query, one the run lacks valued 0"))
    fused_ref = by_query(idx, _RRF)
    nd_f = sum(ndcg(fused_order(fused_ref[q]), grades[q], 10) for q in _QUERIES) / len(_QUERIES)
    cases.append(Case("u22f_fuse_then_evaluate", G, "fuse --method rrf -o fused.run, then evaluate it against the "
                      "librarians' grades (one script)", code=_REF + r'''
for n, t in RUNS.items():
    open(n, "w", encoding="utf-8").write(t)
open("judged.qrels", "w", encoding="utf-8").write(QRELS)
rc, out, err = cli("fuse", *RUNS, "--method", "rrf", "-o", "fused.run")
if rc:
    passthrough(rc, err)
rc, out, err = cli("evaluate", "--qrels", "judged.qrels", "fused.run", "--measures", "nDCG@10")
if rc:
    passthrough(rc, err)
got = [float(l.split("\t")[-1]) for l in out.splitlines() if l.startswith("nDCG@10") and "\tall\t" in l]
print("same" if got and abs(got[0] - WANT) < 6e-5 else "differs: %r" % out[:300])
'''.replace("RUNS", repr(files)).replace("QRELS", repr(f_eval["judged.qrels"])).replace("WANT", repr(nd_f)),
        expect="ok", check=lambda out, folder: "same" in out, memory_gb=4.0, timeout=120,
        why="trec_eval reads the written run in its order; nDCG@10 of the house order"))
    sheet = "Query\tRecord ID\tJudgement (0-3)\tLibrarian\nq101\tb1234567x\t3\tAK\nq101\t10.1000/xyz-123\t1\tJM\n"
    cases.append(cli_bad("u22f_judgement_sheet_as_qrels", "evaluate --qrels judgements.tsv: the librarians' sheet "
                         "(Query, Record ID, Judgement (0-3), Librarian) as exported", ["evaluate", "--qrels",
                                                                                     "judgements.tsv",
                                                                                     "catalogue.run"],
                         {"judgements.tsv": sheet, "catalogue.run": files["catalogue.run"]}, "judgements.tsv:1",
                         outputs=(), why="trec_eval reads 'qid iter docno rel': a header line is no judgement"))
    words = "q101 0 b1234567x highly_relevant\nq101 0 10.1000/xyz-123 not_relevant\n"
    cases.append(cli_bad("u22f_grades_as_words", "evaluate --qrels words.qrels: the grade written as the label the "
                         "librarians picked (highly_relevant)", ["evaluate", "--qrels", "words.qrels",
                                                                 "catalogue.run"],
                         {"words.qrels": words, "catalogue.run": files["catalogue.run"]}, "words.qrels:1",
                         outputs=(), why="trec_eval reads the grade with atoi: a word would be 0, every hit "
                                         "non-relevant"))
    cases.append(cli_bad("u22f_ris_as_qrels", "evaluate --qrels picks.ris: the librarians' picks exported from "
                         "Zotero as RIS", ["evaluate", "--qrels", "picks.ris", "articles.run"],
                         {"picks.ris": _RIS, "articles.run": files["articles.run"]}, "picks.ris:1", outputs=(),
                         why="docs/conventions.md: a file of another tool is named at every door"))

    # -- the indexes' own files, given as they are
    cases.append(cli_bad("u22f_solr_json_as_run", "fuse catalogue.json articles.run: Solr's JSON response "
                         "(response.docs with id and score) saved from the browser", ["fuse", "catalogue.json",
                                                                                     "articles.run", "-o",
                                                                                     "fused.run"],
                         {"catalogue.json": json.dumps(_SOLR, indent=2), "articles.run": files["articles.run"]},
                         "catalogue.json", fast=True,
                         why="a JSON document is no TREC run: refused naming the file with how to give it"))
    cases.append(cli_bad("u22f_solr_explain_as_run", "fuse explain.txt articles.run: Solr's debug explain text "
                         "(12.3 = sum of: ...)", ["fuse", "explain.txt", "articles.run", "-o", "fused.run"],
                         {"explain.txt": _EXPLAIN, "articles.run": files["articles.run"]}, "explain.txt:1",
                         why="trec_eval needs six fields per line: the first line is refused by its place"))
    cases.append(cli_bad("u22f_atom_opensearch_as_run", "fuse eds.xml catalogue.run: an OpenSearch/Atom response",
                         ["fuse", "eds.xml", "catalogue.run", "-o", "fused.run"],
                         {"eds.xml": _ATOM, "catalogue.run": files["catalogue.run"]}, "eds.xml:2", "Atom",
                         why="docs/conventions.md: a file of another tool is named for what it is"))
    cases.append(cli_bad("u22f_rss_as_run", "fuse new_titles.rss catalogue.run: the catalogue's new-titles RSS feed",
                         ["fuse", "new_titles.rss", "catalogue.run", "-o", "fused.run"],
                         {"new_titles.rss": _RSS, "catalogue.run": files["catalogue.run"]},
                         "new_titles.rss:2", "RSS",
                         why="docs/conventions.md: a file of another tool is named for what it is"))
    cases.append(cli_bad("u22f_marc_binary_as_run", "fuse records.mrc catalogue.run: a binary MARC 21 export "
                         "(leader, directory, 0x1E/0x1D terminators)", ["fuse", "records.mrc", "catalogue.run", "-o",
                                                                        "fused.run"],
                         {"records.mrc": _MARC.encode("utf-8"), "catalogue.run": files["catalogue.run"]},
                         "records.mrc:1", why="docs/conventions.md: a file of another tool is named for what it is"))
    cases.append(cli_bad("u22f_marc_text_as_run", "fuse records.mrk catalogue.run: MarcEdit's text MARC (=LDR ...)",
                         ["fuse", "records.mrk", "catalogue.run", "-o", "fused.run"],
                         {"records.mrk": _MRK, "catalogue.run": files["catalogue.run"]}, "records.mrk:1",
                         why="trec_eval needs six fields per line: the first line is refused by its place"))
    cases.append(cli_bad("u22f_yaz_log_as_run", "fuse union.log catalogue.run: yaz-client's session log saved "
                         "instead of the records", ["fuse", "union.log", "catalogue.run", "-o", "fused.run"],
                         {"union.log": _YAZ, "catalogue.run": files["catalogue.run"]}, "union.log:1",
                         why="trec_eval needs six fields per line: the first line is refused by its place"))
    cases.append(cli_bad("u22f_solr_csv_writer_as_run", "fuse catalogue.csv articles.run: Solr's wt=csv answer "
                         "(id,score) without the query", ["fuse", "catalogue.csv", "articles.run", "-o", "fused.run"],
                         {"catalogue.csv": "id,score\nb1234567x,12.3\nb1234568,9.81\n",
                          "articles.run": files["articles.run"]}, "catalogue.csv",
                         why="a table without a query column is no run: refused naming the file and its columns"))

    # -- mistakes in the converted runs
    spaced = files["union.run"].splitlines(keepends=True)
    third = spaced[2].split()
    spaced[2] = " ".join([*third[:2], "ocm 12345680", *third[3:]]) + "\n"
    cases.append(cli_bad("u22f_marc_id_with_space", "fuse union.run: an OCLC number copied from the 035 field as "
                         "'ocm 12345680'", [*fuse4, "--method", "rrf", "-o", "fused.run"],
                         {**files, "union.run": "".join(spaced)}, "union.run:3",
                         why="trec_eval needs six fields: a seventh from the id's space is refused by its line"))
    worded = "dvorak symphony Q0 b1234567x 1 12.3 catalogue\ndvorak symphony Q0 b1234568 2 9.8 catalogue\n"
    cases.append(cli_bad("u22f_query_text_as_qid", "fuse catalogue_q.run: the patron's query text (two words) as the "
                         "query id", ["fuse", "catalogue_q.run", "articles.run", "-o", "fused.run"],
                         {"catalogue_q.run": worded, "articles.run": files["articles.run"]}, "catalogue_q.run:1",
                         why="trec_eval needs six fields per line: the words split the query id"))
    dup = files["catalogue.run"].splitlines(keepends=True)
    first_q = dup[0].split()[0]
    dup.insert(5, f"{first_q} Q0 {dup[0].split()[2]} 6 7.5 catalogue\n")
    cases.append(cli_bad("u22f_same_bib_twice", "fuse catalogue.run: the same bib twice in one query's list (two "
                         "item records indexed as two Solr documents)", [*fuse4, "--method", "rrf", "-o",
                                                                         "fused.run"],
                         {**files, "catalogue.run": "".join(dup)}, "catalogue.run:6",
                         why="docs/conventions.md: a document twice in one list is refused naming its line"))
    comma = files["articles.run"].splitlines(keepends=True)
    f = comma[3].split()
    comma[3] = " ".join(f[:4] + [f[4].replace(".", ",")] + f[5:]) + "\n"
    cases.append(cli_bad("u22f_vendor_comma_decimal", "fuse articles.run: the vendor export's relevance written "
                         "with a decimal comma (0,873) on one line", [*fuse4, "--method", "rrf", "-o", "fused.run"],
                         {**files, "articles.run": "".join(comma)}, "articles.run:4",
                         why="docs/conventions.md: a non-numeric score is refused naming its line (atof reads 0)"))

    # -- the fused list written back under the library's names
    for name, tool in (("fused.ris", "Zotero and EndNote read RIS tags"), ("fused.mrc", "a MARC reader reads "
                       "binary records"), ("fused.marc", "a MARC file"), ("fused.mrk", "MarcEdit reads =LDR lines"),
                       ("feed.atom", "a feed reader reads Atom XML"), ("feed.rss", "a feed reader reads RSS XML"),
                       ("fused.enw", "EndNote's tagged format"), ("fused.nbib", "PubMed's MEDLINE tags")):
        cases.append(cli_bad(f"u22f_out_{name.split('.')[1]}_name", f"fuse --method rrf -o {name}: the fused list "
                             f"saved for the library's tools", [*fuse4, "--method", "rrf", "-o", name], files, "-o",
                             name, outputs=(name,),
                             why=f"docs/conventions.md: -o under a name no reader of TREC lines opens is refused; "
                                 f"{tool}"))
    cases.append(cli_bad("u22f_explain_ris_name", "fuse --explain why.ris: the contributions saved beside the "
                         "reference manager's export", [*fuse4, "--method", "rrf", "--explain", "why.ris", "-o",
                                                        "fused.run"], files, "--explain", "why.ris",
                         outputs=("why.ris", "fused.run"),
                         why="docs/conventions.md: --explain's JSON lines are refused under another format's name"))

    # -- the notebook
    api_runs = json.dumps(idx, ensure_ascii=False)
    api_grades = json.dumps(grades, ensure_ascii=False)
    cases.append(ok("u22f_api_solr_docs_combsum", "rankagg.fuse of the indexes' JSON answers parsed by the team "
                    "({index: {query: {id: score}}}), combsum", r'''
import rankagg
runs = json.loads(RUNS)
got = rankagg.fuse(runs, method="combsum")
ref = by_query(runs, combsum_minmax_ref)
msg = agree_all({q: list(v.items()) for q, v in got.items()}, ref, written=False)
print("same" if not msg else "differs: " + msg)
'''.replace("RUNS", repr(api_runs)), why="docs/conventions.md: CombSUM of min-max per list"))
    cases.append(ok("u22f_api_pytrec_eval_per_index", "rankagg.evaluate of each index against the grades, "
                    "nDCG@10 / P@5 / MAP compared with pytrec_eval", r'''
import rankagg, pytrec_eval
runs, grades = json.loads(RUNS), json.loads(GRADES)
bad = []
for n, run in runs.items():
    got = rankagg.evaluate(run, grades, ["nDCG@10", "P@5", "AP"])
    ev = pytrec_eval.RelevanceEvaluator(grades, {"ndcg_cut.10", "P.5", "map"})
    per = ev.evaluate(run)
    ref = {"nDCG@10": sum(v["ndcg_cut_10"] for v in per.values()) / len(per),
           "P@5": sum(v["P_5"] for v in per.values()) / len(per), "AP": sum(v["map"] for v in per.values()) / len(per)}
    for m in ref:
        if abs(got[m] - ref[m]) > 1e-6:
            bad.append((n, m, got[m], ref[m]))
print("same" if not bad else "differs: %r" % bad)
'''.replace("RUNS", repr(api_runs)).replace("GRADES", repr(api_grades)),
                    why="pytrec_eval (trec_eval's code): no ties at float32 in these scores that reorder a list"))
    cases.append(ok("u22f_api_frames_json_normalize", "rankagg.fuse({index: DataFrame}) of pandas.json_normalize'd "
                    "Solr docs renamed query -> qid, id -> docid", r'''
import rankagg, pandas as pd
runs = json.loads(RUNS)
frames = {}
for n, r in runs.items():
    docs = [{"query": q, "id": d, "score": s} for q, lst in r.items() for d, s in lst.items()]
    frames[n] = pd.json_normalize(docs).rename(columns={"query": "qid", "id": "docid"})
got = rankagg.fuse(frames, method="rrf")
ref = by_query(runs, rrf_ref)
rows = {}
for q, d, s in zip(got.qid, got.docid, got.score):
    rows.setdefault(q, []).append((d, float(s)))
msg = agree_all(rows, ref, written=False)
print("same" if not msg else "differs: " + msg)
'''.replace("RUNS", repr(api_runs)), why="rrf sum 1 / (60 + r); a frame's rows by score then id descending"))
    cases.append(ok("u22f_api_rank_only_frames", "rankagg.fuse of the indexes as rank-only frames (qid, docid, rank): "
                    "the union catalogue's SRU places, the others' places from their scores (the advice rankagg gives "
                    "for a rank-only frame among scored ones), rrf", r'''
import rankagg, pandas as pd
runs = json.loads(RUNS)
frames = {n: pd.DataFrame([(q, d, r) for q, lst in runs[n].items() for d, r in positions(lst).items()],
                          columns=["qid", "docid", "rank"]) for n in ("catalogue", "repository", "union")}
got = rankagg.fuse(frames, method="rrf")
ref = {q: rrf_ranks({n: {d: float(r) for d, r in positions(runs[n][q]).items()} for n in frames})
       for q in runs["catalogue"]}
rows = {}
for q, d, s in zip(got.qid, got.docid, got.score):
    rows.setdefault(q, []).append((d, float(s)))
msg = agree_all(rows, ref, written=False)
print("same" if not msg else "differs: " + msg)
'''.replace("RUNS", repr(api_runs)),
                    why="docs/conventions.md: a frame's rank column is read when it has no score column (1 is best)"))
    cases.append(ok("u22f_api_fuser_index_down", "rankagg.Fuser('rrf') per patron query as the indexes answer; the "
                    "repository was down for q102 (an empty answer)", r'''
import rankagg
runs = json.loads(RUNS)
fuser = rankagg.Fuser("rrf")
bad = []
for q in runs["catalogue"]:
    lists = {n: r[q] for n, r in runs.items()}
    if q == "q102":
        lists["repository"] = {}
    got = fuser(lists)
    msg = agree(got, rrf_ref({n: l for n, l in lists.items() if l}), written=False)
    if msg:
        bad.append((q, msg))
print("same" if not bad else "differs: %r" % bad)
'''.replace("RUNS", repr(api_runs)), why="README: Fuser(lists) gives [(id, score)] best first; an empty list adds "
                                        "nothing to RRF's sum"))
    cases.append(ok("u22f_api_evaluate_fused_unicode", "rankagg.evaluate(rankagg.fuse(indexes, 'combmnz'), grades) "
                    "nDCG@10 with Unicode query ids", r'''
import rankagg
runs, grades = json.loads(RUNS), json.loads(GRADES)
got = rankagg.evaluate(rankagg.fuse(runs, method="combmnz"), grades, ["nDCG@10"])
ref = by_query(runs, combmnz_ref)
want = sum(ndcg(fused_order(ref[q]), grades[q], 10) for q in grades) / len(grades)
print("same" if abs(got["nDCG@10"] - want) < 1e-9 else "differs: %r %r" % (got, want))
'''.replace("RUNS", repr(api_runs)).replace("GRADES", repr(api_grades)),
                    why="docs/conventions.md: evaluate(fuse(runs)) measures the written run; trec_eval's ndcg_cut"))
    cases.append(bad("u22f_api_solr_frame_no_query", "rankagg.fuse({index: DataFrame}) of Solr docs as they come "
                     "(id, score: no query column)", r'''
import rankagg, pandas as pd
f = pd.DataFrame({"id": ["b1234567x", "b1234568"], "score": [12.3, 9.8]})
print(rankagg.fuse({"catalogue": f, "articles": f.assign(score=[0.9, 0.8])}, method="rrf"))
''', "catalogue", "id", why="a frame without the columns is refused naming the run and the columns it has"))
    cases.append(bad("u22f_api_union_none_score", "rankagg.fuse of a dict where the union catalogue's hits have "
                     "score None (SRU gives none)", r'''
import rankagg
print(rankagg.fuse({"union": {"q101": {"ocm12345678": None, "ocm12345679": None}},
                    "catalogue": {"q101": {"b1234567x": 12.3, "ocm12345678": 9.8}}}, method="rrf"))
''', "union", "ocm12345678", why="docs/conventions.md: a missing score (None) is refused as one, naming the run"))
    cases.append(bad("u22f_api_frame_same_bib_twice", "rankagg.fuse of a catalogue frame with the same bib twice "
                     "for one query (two item records)", r'''
import rankagg, pandas as pd
f = pd.DataFrame({"qid": ["q101"] * 3, "docid": ["b1234567x", "b1234568", "b1234567x"], "score": [12.3, 9.8, 7.5]})
g = pd.DataFrame({"qid": ["q101"] * 2, "docid": ["10.1000/xyz-123", "b1234567x"], "score": [0.9, 0.4]})
print(rankagg.fuse({"catalogue": f, "articles": g}, method="rrf"))
''', "catalogue", "b1234567x", why="docs/conventions.md: a document twice in one list is refused"))
    return cases
