"""Issue 45's twenty-fourth bar of scripts/reliability_matrix.py,
a web archive's crawl-seed prioritisation (its cases, ids ``u24b_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

A national library's web archive team decides which seeds and URLs to crawl next: per collection (a query: 'uk-gov',
'elections-2024', 'Elections 2024' in a frame) five signals rank URLs (a ranker each: link analysis's PageRank,
curators' picks scored 1-5, change frequency, past capture success, search-log demand), most of them partial (a
curator scores a few seeds only); the fused list is the crawl queue, cut at the crawl budget, checked against the
curators' must-crawl list (qrels) with P@k and recall@k.  Their ids are URLs (query strings, ``%20``, fragments,
IDNs, SURT forms, 2,500-character URLs, uppercase hosts and trailing slashes that make two ids of one page), their
tools' files are CDX / CDXJ indexes, WARC and ARC files and Heritrix's ``crawl.log`` and ``seeds.txt``, given by
mistake as runs or judgements, and their outputs are named for those formats (``-o queue.cdxj``).

The references are computed here, never with rankagg's code: RRF, Borda, min-max CombSUM and CombMNZ from
references.RANKED_LISTS and LISTS_BY_QUERY, the house order from HOUSE_AGREEMENT, P@k and recall@k by hand
(trec_eval's P: hits in the first k over k; recall: hits in the first k over the judged relevant)."""

from __future__ import annotations

import gzip
import json
import zipfile

from .case import Case, command_cases, reference_setup, snippet_cases, stdout_has
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, SEEDED_UNIFORM)
from .twentysecond_ecology import _run_report  # a check's reference code run here, its verdict read

TWENTYFOURTH_WEBARCHIVE = "45 Unseen inputs: a twenty-fourth bar, a web archive's crawl-seed prioritisation"

_DATA = r'''
import json, math, subprocess, sys, warnings
'''[1:] + SEEDED_UNIFORM + PER_QUERY + r'''COLLECTIONS = ['uk-gov', 'elections-2024', 'covid-web']
HOSTS = ['www.gov.uk', 'www.bl.uk', 'news.bbc.co.uk', 'bücher.de', 'www.parliament.uk', 'example.org']
def urls(c, n=40):
    """a collection's URLs: query strings, %20, fragments, an IDN host, trailing slashes, deep paths"""
    out = []
    for i in range(n):
        h = HOSTS[i % len(HOSTS)]
        kind = i % 5
        if kind == 0:
            out.append('http://%s/%s/page-%d' % (h, c, i))
        elif kind == 1:
            out.append('https://%s/search?q=%s&page=%d' % (h, c, i))
        elif kind == 2:
            out.append('http://%s/%s/Annual%%20Report%%20%d.pdf' % (h, c, i))
        elif kind == 3:
            out.append('https://%s/%s/%d/#section-%d' % (h, c, i, i % 3))
        else:
            out.append('http://%s/%s/%d/' % (h, c, i))
    return out
SIGNALS = ['pagerank', 'curator', 'change_freq', 'capture_success', 'search_demand']
def signals(seed=3, n=40, collections=COLLECTIONS):
    """{signal: {collection: {url: score}}}: PageRank (floats), curators' 1-5 on a third of the seeds (ties),
    changes a month, the share of past captures that succeeded, search-log hits; most signals partial"""
    g = lcg(seed)
    out = {s: {} for s in SIGNALS}
    for c in collections:
        us = urls(c, n)
        out['pagerank'][c] = {u: round(next(g) ** 3, 6) for u in us}
        out['curator'][c] = {u: float(1 + int(5 * next(g))) for u in us if next(g) < 0.35}
        out['change_freq'][c] = {u: round(30 * next(g), 2) for u in us if next(g) < 0.8}
        out['capture_success'][c] = {u: round(next(g), 3) for u in us if next(g) < 0.9}
        out['search_demand'][c] = {u: float(int(1000 * next(g) ** 2)) for u in us if next(g) < 0.6}
    return out
def run_text(run, tag):
    lines = []
    for q in sorted(run):
        p = run[q]
        order = sorted(p, key=lambda d: (float(p[d]), d.encode()), reverse=True)
        lines += ['%s Q0 %s %d %r %s' % (q, d, r, float(p[d]), tag) for r, d in enumerate(order, 1)]
    return '\n'.join(lines) + '\n'
''' + FRAME_ROWS + r'''def prec_recall(order, rel, k):
    hits = sum(1 for d in order[:k] if d in rel)
    return hits / k, hits / len(rel)
'''

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_FILES = ["pagerank.run", "curator.run", "change_freq.run", "capture_success.run", "search_demand.run"]
_OUT = ("queue.run",)

#: each method's reference call on a collection's lists ``l`` and the weights ``W``
_REFS = {"borda": "borda_ref(l, W)", "rrf": "rrf_ref(l, 60.0, W)", "combsum": "combsum_minmax_ref(l, W)",
         "combmnz": "combmnz_ref(l, W)"}


def _signals_setup(seed: int = 3, n: int = 40, code: str = "", gz: bool = False):
    """the team's five signal exports, one TREC run each (its tag the signal's name)"""
    write = ("import gzip\nfor m, run in RUNS.items():\n    gzip.open(P(m + '.run.gz'), 'wt').write(run_text(run, m))\n"
             if gz else "for m, run in RUNS.items():\n    open(P(m + '.run'), 'w').write(run_text(run, m))\n")
    return reference_setup(_REF, f"RUNS = signals(seed={seed}, n={n})\n" + write + code)


def _queue_check(method: str, seed: int = 3, n: int = 40, weights: str = "", depth: int | None = None,
                 output: str = "queue.run", runs: str = ""):
    """a check that recomputes the crawl queue with the references and compares the written run"""
    code = _REF + (
        f"RUNS = {runs or f'signals(seed={seed}, n={n})'}\nW = {weights or 'None'}\n"
        f"refs = {{q: {_REFS[method]} for q, l in per_query(RUNS).items()}}\n"
        f"report(agree_all(read_run(open(FOLDER + '/{output}', encoding='utf-8').read()), refs, {depth}))\n")
    return lambda out, folder: _run_report(code, {"FOLDER": str(folder)})


_CDXJ = ('com,example)/ 20240101120000 {"url": "http://example.com/", "mime": "text/html", "status": "200", '
         '"digest": "sha1:AAAA", "length": "1234", "offset": "0", "filename": "crawl-1.warc.gz"}\n'
         'com,example)/about 20240102120000 {"url": "http://example.com/about", "mime": "text/html", "status": "200", '
         '"digest": "sha1:BBBB", "length": "998", "offset": "1234", "filename": "crawl-1.warc.gz"}\n')
_CDX11_ROWS = ("com,example)/ 20240101120000 http://example.com/ text/html 200 AAAA - - 1234 0 crawl-1.warc.gz\n"
               "com,example)/about 20240101120500 http://example.com/about text/html 200 BBBB - - 998 1234 "
               "crawl-1.warc.gz\n")
_CDX11 = " CDX N b a m s k r M S V g\n" + _CDX11_ROWS
_WARC = ("WARC/1.1\r\nWARC-Type: warcinfo\r\nWARC-Date: 2024-01-01T12:00:00Z\r\n"
         "WARC-Record-ID: <urn:uuid:d7ae5c10-e6b3-4d27-967d-34780c58ba39>\r\nContent-Type: application/warc-fields\r\n"
         "Content-Length: 40\r\n\r\nsoftware: Heritrix/3.4.0 http://crawler\r\n\r\n\r\n"
         "WARC/1.1\r\nWARC-Type: response\r\nWARC-Target-URI: http://example.com/\r\nWARC-Date: 2024-01-01T12:00:01Z\r\n"
         "Content-Length: 20\r\n\r\nHTTP/1.1 200 OK\r\n\r\n\r\n\r\n")
_ARC = ("filedesc://IAH-20240101120000-00000-crawl.arc 0.0.0.0 20240101120000 text/plain 76\n"
        "1 0 Heritrix\nURL IP-address Archive-date Content-type Archive-length\n\n"
        "http://example.com/ 93.184.216.34 20240101120001 text/html 20\nHTTP/1.1 200 OK\n\n")
_CRAWL_LOG = ("2024-01-01T12:00:00.123Z   200      12345 http://example.com/ - - text/html #001 20240101120000000+100 "
              "sha1:ABCD - -\n"
              "2024-01-01T12:00:01.456Z   404        234 http://example.com/x L http://example.com/ text/html #002 "
              "20240101120001000+50 sha1:EFGH - -\n"
              "2024-01-01T12:00:02.789Z    -9          - dns:example.com P http://example.com/ text/dns #003 - - - -\n")
_SEEDS = ("# Elections 2024 collection, curator: J. Smith\nhttp://www.gov.uk/elections\n"
          "https://www.parliament.uk/\n+http://news.bbc.co.uk/politics\nhttp://bücher.de/wahl\n")
_TWO_RUNS = {"pagerank.run": "uk-gov Q0 http://www.gov.uk/ 1 0.9 pagerank\nuk-gov Q0 http://www.bl.uk/ 2 0.4 pagerank\n",
             "curator.run": "uk-gov Q0 http://www.bl.uk/ 1 5 curator\nuk-gov Q0 http://www.gov.uk/ 2 3 curator\n"}


def _gz(name: str, text: str):
    def setup(folder) -> None:
        (folder / name).write_bytes(gzip.compress(text.encode("utf-8"), mtime=0))
    return setup


def _wacz(folder) -> None:
    with zipfile.ZipFile(folder / "collection.wacz", "w") as z:
        z.writestr("datapackage.json", '{"profile": "data-package", "wacz_version": "1.1.1", "resources": []}')
        z.writestr("archive/data.warc.gz", gzip.compress(_WARC.encode(), mtime=0))
        z.writestr("indexes/index.cdxj", _CDXJ)


def _measure_check(code: str):
    return lambda out, folder: _run_report(_REF + code, {"FOLDER": str(folder), "OUT": out})


def twentyfourth_bar_webarchive_cases() -> list[Case]:
    G = TWENTYFOURTH_WEBARCHIVE
    ok, bad = snippet_cases(G, _REF, ok_timeout=180, bad_timeout=90)
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    cases: list[Case] = []

    # --- the day's answers, checked against references computed by hand -----------------------------------------
    cases.append(ok(
        "u24b_api_signals_rrf", "rankagg.fuse({signal: {collection: {url: score}}}, method='rrf'): five crawl "
        "signals, most partial (curators scored a third of the seeds), URLs with query strings, %20 and fragments",
        "import rankagg\nR = signals()\nres = rankagg.fuse(R, method='rrf')\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="Cormack et al. 2009: sum 1 / (60 + r) over the lists holding the URL; a URL is an exact string"))
    cases.append(ok(
        "u24b_api_partial_borda", "rankagg.fuse(..., method='borda'): a URL in one signal only (curators' picks) "
        "beside URLs every signal ranks",
        "import rankagg\nR = signals(seed=5)\nres = rankagg.fuse(R, method='borda')\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="rankagg methods borda: n - r + 1 points, a list's missing URLs share (n - k + 1) / 2"))
    cases.append(ok(
        "u24b_api_curator_weighted_combsum", "rankagg.fuse(..., method='combsum', weights={'curator': 3.0, ...}): "
        "the curators' picks weighted three times, as the collection policy says",
        "import rankagg\nR = signals(seed=7)\nW = {'pagerank': 1.0, 'curator': 3.0, 'change_freq': 0.5, "
        "'capture_success': 1.0, 'search_demand': 1.5}\nres = rankagg.fuse(R, method='combsum', weights=W)\n"
        "refs = {q: combsum_minmax_ref(l, W) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="rankagg methods combsum: sum of w x min-max scores (Fox & Shaw 1994); a list of equal scores counts 1"))
    cases.append(ok(
        "u24b_api_combmnz", "rankagg.fuse(..., method='combmnz'): URLs many signals agree on rewarded",
        "import rankagg\nR = signals(seed=9)\nres = rankagg.fuse(R, method='combmnz')\n"
        "refs = {q: combmnz_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="Fox & Shaw 1994: CombSUM of min-max scores times the number of lists holding the URL"))
    cases.append(ok(
        "u24b_api_fuser_per_collection", "rankagg.Fuser('rrf') over each collection's signals in turn, as the "
        "nightly job builds one queue per collection",
        "import rankagg\nR = signals(seed=11)\nf = rankagg.Fuser('rrf')\nmsg = ''\n"
        "for q, lists in per_query(R).items():\n    msg = msg or agree(f(lists), rrf_ref(lists), written=False)\n"
        "report(msg)\n", why="Cormack et al. 2009; README's Fuser"))
    cases.append(bad(
        "u24b_api_frame_collection_spaces", "rankagg.fuse(DataFrame qid, docid, run, score): collections named "
        "with spaces ('Elections 2024', 'UK Gov Web') as the query ids",
        "import rankagg, pandas as pd\nR = signals(seed=13, collections=['Elections 2024', 'UK Gov Web'])\n"
        "df = pd.DataFrame(frame_rows(R), columns=['qid', 'docid', 'run', 'score'])\n"
        "rankagg.fuse(df, method='borda')\n", "row 0", "Elections 2024",
        why="docs/conventions.md: an id a TREC line could not hold (a blank) is refused in memory too, naming the row"))
    cases.append(ok(
        "u24b_api_days_negated_rrf", "rankagg.fuse(...): 'days since last capture' (lower is better for a "
        "news collection: the freshest pages first) given negated, as the docs advise for lower-is-better signals",
        "import rankagg\ng = lcg(15)\nR = signals(seed=15)\n"
        "R['days_since_capture'] = {c: {u: -float(int(400 * next(g))) for u in urls(c)} for c in COLLECTIONS}\n"
        "res = rankagg.fuse(R, method='rrf')\nrefs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="docs/conventions.md: scores are ranked highest first; a lower-is-better signal is negated"))
    cases.append(ok(
        "u24b_api_crawl_depth_rising_warns", "rankagg.fuse(...): crawl depth (lower is better) given as it is, "
        "each list's rows shallowest first: the result follows trec_eval's order and a warning says lower is better",
        "import rankagg\nR = signals(seed=17)\n"
        "R['depth'] = {c: {u: float(d) for d, u in enumerate(urls(c), 1)} for c in COLLECTIONS}\n"
        "with warnings.catch_warnings(record=True) as w:\n    warnings.simplefilter('always')\n"
        "    res = rankagg.fuse(R, method='rrf')\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "msg = agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False)\n"
        "said = any('lower is better' in str(x.message) for x in w)\n"
        "report(msg or ('' if said else 'no warning that lower is better'))\n",
        why="rankagg/io/score_direction.py: a list whose scores rise row by row is read by score and the reader told"))
    cases.append(ok(
        "u24b_api_evaluate_budget_p_recall", "rankagg.evaluate(queue, must_crawl, ['P@10', 'R@10']): the crawl "
        "budget of 10 URLs per collection against the curators' must-crawl list",
        "import rankagg\nR = signals(seed=19)\nres = rankagg.fuse(R, method='rrf')\n"
        "must = {c: {u: 1 for u in urls(c)[::4]} for c in COLLECTIONS}\n"
        "got = rankagg.evaluate(res, must, ['P@10', 'R@10'])\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "pr = [prec_recall(fused_order(refs[c]), must[c], 10) for c in COLLECTIONS]\n"
        "want = {'P@10': sum(p for p, _ in pr) / 3, 'R@10': sum(r for _, r in pr) / 3}\n"
        "report('' if all(abs(got[m] - want[m]) < 1e-9 for m in want) else '%r %r' % (got, want))\n",
        why="trec_eval's P@k (hits in the first k over k) and recall@k (over the judged relevant), by hand"))

    cases.append(cli_ok(
        "u24b_cli_signals_rrf", "rankagg fuse pagerank.run curator.run change_freq.run capture_success.run "
        "search_demand.run --method rrf: the five signal exports as TREC runs, URLs as docids",
        ["fuse", *_FILES, "--method", "rrf", "-o", "queue.run"], None, _queue_check("rrf"),
        setup=_signals_setup(), why="Cormack et al. 2009; a URL is a token of a TREC line"))
    cases.append(cli_ok(
        "u24b_cli_budget_depth_borda", "rankagg fuse ... --method borda --depth 10: the crawl budget of 10 URLs "
        "per collection", ["fuse", *_FILES, "--method", "borda", "--depth", "10", "-o", "queue.run"], None,
        _queue_check("borda", seed=21, depth=10), setup=_signals_setup(seed=21),
        why="rankagg fuse --help: --depth writes at most this many documents per query; Borda by hand"))
    cases.append(cli_ok(
        "u24b_cli_weights_file_combsum", "rankagg fuse ... --method combsum --weights weights.txt: the collection "
        "policy's weights as 'NAME W' lines",
        ["fuse", *_FILES, "--method", "combsum", "--weights", "weights.txt", "-o", "queue.run"],
        {"weights.txt": "pagerank 1\ncurator 3\nchange_freq 0.5\ncapture_success 1\nsearch_demand 1.5\n"},
        _queue_check("combsum", seed=23, weights="{'pagerank': 1.0, 'curator': 3.0, 'change_freq': 0.5, "
                     "'capture_success': 1.0, 'search_demand': 1.5}"), setup=_signals_setup(seed=23),
        why="rankagg fuse --help: --weights FILE of 'NAME W' lines by run tag; Fox & Shaw's weighted CombSUM"))
    cases.append(cli_ok(
        "u24b_cli_gz_signals_combmnz", "rankagg fuse *.run.gz --method combmnz: the signal exports gzipped by the "
        "nightly job", ["fuse", *[f + ".gz" for f in _FILES], "--method", "combmnz", "-o", "queue.run"], None,
        _queue_check("combmnz", seed=25), setup=_signals_setup(seed=25, gz=True),
        why="rankagg fuse --help: runs plain or gzip; CombMNZ by hand"))
    cases.append(cli_ok(
        "u24b_cli_parquet_signals", "rankagg fuse signals.parquet (q_id, doc_id, score, run) --method rrf: the "
        "signals exported by the team's Spark job as one Parquet table",
        ["fuse", "signals.parquet", "--method", "rrf", "-o", "queue.run"], None, _queue_check("rrf", seed=27),
        setup=reference_setup(_REF, "import pandas as pd\nR = signals(seed=27)\n"
                              "pd.DataFrame([(q, d, s, m) for q, d, m, s in frame_rows(R)], columns=['q_id', "
                              "'doc_id', 'score', 'run']).to_parquet(P('signals.parquet'), index=False)\n"),
        why="rankagg fuse --help: one Parquet table q_id doc_id score run; Cormack et al. 2009"))
    cases.append(cli_ok(
        "u24b_cli_explain_contributions", "rankagg fuse ... --method rrf --explain why.jsonl: why each URL is where "
        "it is in the queue (each signal's rank and contribution), for the curators' review",
        ["fuse", *_FILES, "--method", "rrf", "--explain", "why.jsonl", "-o", "queue.run"], None,
        _measure_check(
            "R = signals(seed=37)\nmsg, seen = '', set()\n"
            "for line in open(FOLDER + '/why.jsonl', encoding='utf-8'):\n"
            "    x = json.loads(line)\n    q, d = x['qid'], x['docid']\n    seen.add((q, d))\n"
            "    for m, run in R.items():\n        pos = positions(run[q]) if q in run else {}\n"
            "        want = 1.0 / (60 + pos[d]) if d in pos else None\n"
            "        got = x['lists'].get(m, {}).get('contribution') if d in pos else x['lists'].get(m, {}).get("
            "'contribution')\n"
            "        if want is None and got not in (None, 0, 0.0): msg = msg or '%s %s %s: %r' % (q, d, m, got)\n"
            "        if want is not None and (got is None or not close(got, want)): msg = msg or '%s %s %s: %r, "
            "expected %r' % (q, d, m, got, want)\n"
            "every = {(q, d) for run in R.values() for q, p in run.items() for d in p}\n"
            "report(msg or ('' if seen == every else 'URLs explained: %d, fused: %d' % (len(seen), len(every))))\n"),
        setup=_signals_setup(seed=37),
        why="rankagg fuse --help: --explain writes each list's rank and contribution; RRF's 1 / (60 + r) by hand"))
    surt = {"a.run": "uk-gov Q0 uk,gov,www)/elections?year=2024 1 12 a\nuk-gov Q0 uk,bl,www)/ 2 9 a\n"
                     "uk-gov Q0 de,xn--bcher-kva)/wahl 3 4 a\n",
            "b.run": "uk-gov Q0 uk,bl,www)/ 1 0.7 b\nuk-gov Q0 de,xn--bcher-kva)/wahl 2 0.6 b\n"
                     "uk-gov Q0 uk,co,bbc,news)/politics 3 0.1 b\n"}
    cases.append(cli_ok(
        "u24b_cli_surt_ids_borda", "rankagg fuse a.run b.run --method borda: SURT-form ids ('uk,gov,www)/elections"
        "?year=2024', punycode hosts) from the CDX side of the house",
        ["fuse", "a.run", "b.run", "--method", "borda", "-o", "queue.run"], surt,
        _queue_check("borda", runs="{'a': {'uk-gov': {'uk,gov,www)/elections?year=2024': 12, 'uk,bl,www)/': 9, "
                     "'de,xn--bcher-kva)/wahl': 4}}, 'b': {'uk-gov': {'uk,bl,www)/': 0.7, "
                     "'de,xn--bcher-kva)/wahl': 0.6, 'uk,co,bbc,news)/politics': 0.1}}}"),
        why="a docid is any token without white space; Borda by hand (n = 4)"))
    cases.append(cli_ok(
        "u24b_cli_input_depth_rrf", "rankagg fuse ... --method rrf --input-depth 15: only each signal's first 15 "
        "URLs per collection count (the long tail of search demand left out)",
        ["fuse", *_FILES, "--method", "rrf", "--input-depth", "15", "-o", "queue.run"], None,
        _queue_check("rrf", runs="{m: {q: {d: p[d] for d in desc_order(p)[:15]} for q, p in r.items()} "
                     "for m, r in signals(seed=39).items()}"), setup=_signals_setup(seed=39),
        why="rankagg fuse --help: --input-depth keeps each run's first N documents per query (trec_eval's order) "
            "before fusing; Cormack et al. 2009"))
    cases.append(cli_ok(
        "u24b_cli_scores_rank", "rankagg fuse ... --method rrf --scores rank: the queue written with n - rank + 1 "
        "(the crawler's priority field wants integers)", ["fuse", *_FILES, "--method", "rrf", "--scores", "rank",
                                                          "-o", "queue.run"], None,
        _measure_check(
            "R = signals(seed=29)\nrefs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
            "rows = read_run(open(FOLDER + '/queue.run', encoding='utf-8').read())\nmsg = ''\n"
            "for q, ref in refs.items():\n    n = len(ref[0])\n"
            "    if [s for _, s in rows[q]] != [float(n - i) for i in range(n)]: msg = msg or q + ': not n - rank + 1'\n"
            "    if [d for d, _ in rows[q]] != fused_order(ref): msg = msg or q + ': not the RRF order'\n"
            "report(msg)\n"), setup=_signals_setup(seed=29),
        why="rankagg fuse --help: --scores rank writes n - rank + 1; RRF's order by the house tie rule"))
    long_run = "".join(f"web Q0 http://www.bl.uk/search?q={'x' * 2500}{i} {i + 1} {10 - i} a\n" for i in range(10))
    long_qrels = "".join(f"web 0 http://www.bl.uk/search?q={'x' * 2500}{i} 1\n" for i in (0, 3, 12))
    cases.append(cli_ok(
        "u24b_cli_long_urls_evaluate", "rankagg evaluate --qrels must.qrels queue.run -m P.5 -m recall.10: "
        "2,500-character search URLs as docids in the queue and the must-crawl list",
        ["evaluate", "--qrels", "must.qrels", "queue.run", "-m", "P.5", "-m", "recall.10", "--json"],
        {"queue.run": long_run, "must.qrels": long_qrels},
        lambda out, folder: (lambda d: abs(_find(d, "P@5") - 2 / 5) < 1e-9 and abs(_find(d, "R@10") - 2 / 3) < 1e-9)(
            json.loads(out)),
        why="trec_eval: P@5 = 2 of 5 retrieved (ids 0 and 3), recall@10 = 2 of 3 relevant (12 not retrieved)"))
    must = "".join(f"uk-gov 0 http://www.gov.uk/{p} 1\n" for p in ("a", "c", "e", "z"))
    queue = "".join(f"uk-gov Q0 http://www.gov.uk/{p} {i} {20 - i} rankagg-rrf\n" for i, p in enumerate("abcdefg", 1))
    cases.append(cli_ok(
        "u24b_cli_evaluate_must_crawl", "rankagg evaluate --qrels must_crawl.qrels queue.run --measures P@5 R@5 "
        "--json: the budget of 5 checked against the curators' must-crawl seeds",
        ["evaluate", "--qrels", "must_crawl.qrels", "queue.run", "--measures", "P@5", "R@5", "--json"],
        {"must_crawl.qrels": must, "queue.run": queue},
        lambda out, folder: (lambda d: abs(_find(d, "P@5") - 3 / 5) < 1e-9 and abs(_find(d, "R@5") - 3 / 4) < 1e-9)(
            json.loads(out)),
        why="by hand: a, c, e in the first 5 of 4 must-crawl seeds: P@5 = 3/5, recall@5 = 3/4"))
    cases.append(Case(
        "u24b_methods_rrf", G, "rankagg methods rrf: what k does to a URL ranked 1st by one signal only",
        argv=["methods", "rrf"], expect="ok", check=stdout_has("60"), memory_gb=4.0, timeout=60,
        why="docs/methods.md: RRF's k defaults to 60 (Cormack et al. 2009)", fast=True))
    cases.append(cli_ok(
        "u24b_cli_volume_200k_urls", "rankagg fuse ... --method rrf --depth 1000: one collection of 200,000 URLs "
        "ranked by five signals (a million lines), under 4 GB",
        ["fuse", *_FILES, "--method", "rrf", "--depth", "1000", "--quiet", "-o", "queue.run"], None,
        _queue_check("rrf", seed=31, n=200_000, depth=1000, runs="signals(seed=31, n=200000, "
                     "collections=['domain-crawl'])"),
        setup=reference_setup(_REF, "RUNS = signals(seed=31, n=200000, collections=['domain-crawl'])\n"
                              "for m, run in RUNS.items():\n    open(P(m + '.run'), 'w').write(run_text(run, m))\n"),
        timeout=240, why="Cormack et al. 2009; rankagg reads runs a block of queries at a time (docs/scale.md)"))

    # --- the archive's own tool files given by mistake ---------------------------------------------------------
    cases.append(cli_bad(
        "u24b_in_cdxj_as_run", "rankagg fuse index.cdxj pagerank.run: a pywb CDXJ index (SURT, timestamp, JSON) "
        "given as a signal", ["fuse", "index.cdxj", "pagerank.run", "-o", "queue.run"],
        {"index.cdxj": _CDXJ, "pagerank.run": _TWO_RUNS["pagerank.run"]}, "index.cdxj:1", "CDXJ",
        why="trec_eval fails on it (12 fields); the file is told by its format's name, not by a field count"))
    cases.append(cli_bad(
        "u24b_in_cdx11_as_run", "rankagg fuse index.cdx: an 11-field CDX index (' CDX N b a m s k r M S V g' "
        "header) given as a run", ["fuse", "index.cdx", "-o", "queue.run"], {"index.cdx": _CDX11}, "index.cdx:1",
        "CDX", why="trec_eval fails on it; the CDX header names the format"))
    cases.append(cli_bad(
        "u24b_in_cdx_rows_txt", "rankagg fuse captures.txt: CDX rows without their header, saved as .txt",
        ["fuse", "captures.txt", "pagerank.run", "-o", "queue.run"],
        {"captures.txt": _CDX11_ROWS, "pagerank.run": _TWO_RUNS["pagerank.run"]}, "captures.txt:1", "CDX",
        why="a SURT key, a 14-digit timestamp and the URL open every CDX row: the file is told by its content"))
    cases.append(cli_bad(
        "u24b_in_warc_as_run", "rankagg fuse crawl.warc: an uncompressed WARC file given as a run",
        ["fuse", "crawl.warc", "-o", "queue.run"], {"crawl.warc": _WARC}, "crawl.warc:1", "WARC",
        why="trec_eval fails on it; 'WARC/1.1' opens every WARC record (ISO 28500)"))
    cases.append(cli_bad(
        "u24b_in_warc_gz_as_run", "rankagg fuse crawl-00001.warc.gz pagerank.run: a gzipped WARC from Heritrix "
        "given beside a signal", ["fuse", "crawl-00001.warc.gz", "pagerank.run", "-o", "queue.run"],
        {"pagerank.run": _TWO_RUNS["pagerank.run"]}, "crawl-00001.warc.gz:1", "WARC",
        setup=_gz("crawl-00001.warc.gz", _WARC), why="a gzip file is read through; its first line is 'WARC/1.1'"))
    cases.append(cli_bad(
        "u24b_in_arc_gz_as_run", "rankagg fuse old-crawl.arc.gz: a 2004 ARC file (the Internet Archive's older "
        "format) given as a run", ["fuse", "old-crawl.arc.gz", "-o", "queue.run"], None, "old-crawl.arc.gz:1", "ARC",
        setup=_gz("old-crawl.arc.gz", _ARC), why="an ARC file opens with its 'filedesc://' version block"))
    cases.append(cli_bad(
        "u24b_in_crawl_log_as_run", "rankagg fuse crawl.log pagerank.run: Heritrix's crawl.log (timestamp, status, "
        "size, URL, hop path, via, mime, thread, ...) given as a signal",
        ["fuse", "crawl.log", "pagerank.run", "-o", "queue.run"],
        {"crawl.log": _CRAWL_LOG, "pagerank.run": _TWO_RUNS["pagerank.run"]}, "crawl.log:1", "Heritrix",
        why="trec_eval fails on it (12 fields); the crawl log is told by its tool's name"))
    cases.append(cli_bad(
        "u24b_in_seeds_as_run", "rankagg fuse seeds.txt pagerank.run curator.run: Heritrix's seeds.txt (a comment, "
        "URLs, a '+' directive) given beside the signals", ["fuse", "seeds.txt", "pagerank.run", "curator.run", "-o",
                                                            "queue.run"],
        {"seeds.txt": _SEEDS, **_TWO_RUNS}, "seeds.txt:", "seed list",
        why="a seed list holds no rank nor score: trec_eval fails on it; the file is told as a seed list"))
    cases.append(cli_bad(
        "u24b_in_cdxj_as_qrels", "rankagg evaluate --qrels index.cdxj queue.run: the CDXJ index of what was "
        "captured given as the judgements", ["evaluate", "--qrels", "index.cdxj", "queue.run"],
        {"index.cdxj": _CDXJ, "queue.run": _TWO_RUNS["pagerank.run"]}, "index.cdxj:1", "CDXJ", outputs=(),
        why="trec_eval reads no CDXJ; the file is named by its format"))
    cases.append(cli_bad(
        "u24b_in_crawl_log_as_qrels", "rankagg evaluate --qrels crawl.log queue.run: the crawl log (what was "
        "fetched) given as judgements", ["evaluate", "--qrels", "crawl.log", "queue.run"],
        {"crawl.log": _CRAWL_LOG, "queue.run": _TWO_RUNS["pagerank.run"]}, "crawl.log:1", "Heritrix", outputs=(),
        why="trec_eval fails on it; told by its tool's name"))
    cases.append(cli_bad(
        "u24b_in_seeds_as_qrels", "rankagg evaluate --qrels must_crawl.txt queue.run: the curators' must-crawl "
        "list as plain URLs, one a line, given as qrels", ["evaluate", "--qrels", "must_crawl.txt", "queue.run"],
        {"must_crawl.txt": "http://www.gov.uk/\nhttp://www.bl.uk/\n", "queue.run": _TWO_RUNS["pagerank.run"]},
        "must_crawl.txt:1", outputs=(), why="trec_eval needs 'qid iter docid rel' (1 field found)"))
    cases.append(bad(
        "u24b_api_cdxj_path", "rankagg.fuse(['index.cdxj', 'pagerank.run']): the CDXJ index among the API's paths",
        "import rankagg\nopen('index.cdxj', 'w').write(CDXJ)\nopen('pagerank.run', 'w').write(RUN)\n"
        "rankagg.fuse(['index.cdxj', 'pagerank.run'], method='rrf')\n", "index.cdxj:1", "CDXJ",
        why="the API's doors are the CLI's"))
    cases[-1].code = f"CDXJ = {_CDXJ!r}\nRUN = {_TWO_RUNS['pagerank.run']!r}\n" + (cases[-1].code or "")

    # --- the signal files' own mistakes -------------------------------------------------------------------------
    cases.append(cli_bad(
        "u24b_in_wacz_as_run", "rankagg fuse collection.wacz pagerank.run: a WACZ package (a zip of WARCs, CDXJ "
        "indexes and datapackage.json) given beside a signal", ["fuse", "collection.wacz", "pagerank.run", "-o",
                                                                "queue.run"],
        {"pagerank.run": _TWO_RUNS["pagerank.run"]}, "collection.wacz", setup=_wacz,
        why="a zip archive is no run; trec_eval fails on it"))
    days = "".join(f"uk-gov Q0 http://www.gov.uk/p{i} {i} {3 * i} days\n" for i in range(1, 8))
    cases.append(cli_ok(
        "u24b_cli_days_rising_warns", "rankagg fuse days.run pagerank.run: 'days since last capture' written "
        "freshest first, so its scores rise down the list (lower is better)",
        ["fuse", "days.run", "pagerank.run", "--method", "rrf", "-o", "queue.run"],
        {"days.run": days, "pagerank.run": _TWO_RUNS["pagerank.run"]},
        _queue_check("rrf", runs="{'days': {'uk-gov': {'http://www.gov.uk/p%d' % i: 3.0 * i for i in range(1, 8)}}, "
                     "'pagerank': {'uk-gov': {'http://www.gov.uk/': 0.9, 'http://www.bl.uk/': 0.4}}}"),
        warns="lower is better",
        why="docs/conventions.md: a run whose scores rise is read by score as trec_eval reads it, with a warning "
            "naming the file and --trust-rank"))
    cases.append(cli_bad(
        "u24b_run_collection_with_space", "rankagg fuse curator.run: the collection 'Elections 2024' written as the "
        "query id with its space", ["fuse", "curator.run", "pagerank.run", "-o", "queue.run"],
        {"curator.run": "Elections 2024 Q0 http://www.gov.uk/ 1 5 curator\n", "pagerank.run": _TWO_RUNS["pagerank.run"]},
        "curator.run:1", why="trec_eval splits on white space: 7 fields"))
    cases.append(cli_bad(
        "u24b_run_url_twice", "rankagg fuse capture_success.run: one URL twice in a collection's list (two captures "
        "of one seed exported)", ["fuse", "capture_success.run", "pagerank.run", "-o", "queue.run"],
        {"capture_success.run": "uk-gov Q0 http://www.gov.uk/ 1 0.9 cs\nuk-gov Q0 http://www.bl.uk/ 2 0.8 cs\n"
                                "uk-gov Q0 http://www.gov.uk/ 3 0.4 cs\n", "pagerank.run": _TWO_RUNS["pagerank.run"]},
        "capture_success.run:3", why="docs/conventions.md: a document twice in one list is refused at its line"))
    cases.append(cli_bad(
        "u24b_signals_wide_csv", "rankagg fuse signals.csv: the team's spreadsheet of signals (url, pagerank, "
        "curator, days_since_capture) given as a table of lists",
        ["fuse", "signals.csv", "--method", "borda", "-o", "queue.tsv"],
        {"signals.csv": "url,pagerank,curator,days_since_capture\nhttp://www.gov.uk/,0.91,5,3\n"
                        "http://www.bl.uk/,0.42,3,40\nhttp://bücher.de/,0.07,4,400\n"}, "signals.csv:2", "pagerank",
        outputs=("queue.tsv",), why="read as lists, the signal values would be ranked as URLs"))
    cases.append(cli_bad(
        "u24b_inlinks_counts_csv", "rankagg fuse inlinks.csv: the link graph's in-link counts (url, inlinks) given "
        "as a table of lists", ["fuse", "inlinks.csv", "--method", "borda", "-o", "queue.tsv"],
        {"inlinks.csv": "url,inlinks\nhttp://www.gov.uk/,41250\nhttp://www.bl.uk/,9120\nhttp://bücher.de/,311\n"},
        "inlinks.csv:2", "inlinks", outputs=("queue.tsv",),
        why="read as two lists, the counts 41250, 9120, 311 would be ranked as URLs"))
    cases.append(cli_bad(
        "u24b_weights_unknown_signal", "rankagg fuse ... --weights curators=3: the signal's tag mistyped",
        ["fuse", "pagerank.run", "curator.run", "--method", "combsum", "--weights", "curators=3", "-o", "queue.run"],
        _TWO_RUNS, "curators", why="a weight naming no run would be ignored: the queue would not be the policy's"))
    cases.append(bad(
        "u24b_api_frame_url_missing", "rankagg.fuse(DataFrame): a signal row whose URL is missing (None from a "
        "failed join)", "import rankagg, pandas as pd\nR = signals(seed=33)\n"
        "df = pd.DataFrame(frame_rows(R), columns=['qid', 'docid', 'run', 'score'])\n"
        "df.loc[5, 'docid'] = None\nrankagg.fuse(df, method='rrf')\n", "row 5",
        why="docs/conventions.md: a missing id is refused naming the row"))
    cases.append(bad(
        "u24b_api_dict_score_none", "rankagg.fuse(...): a curator's score None for a seed (left blank in the form)",
        "import rankagg\nR = signals(seed=35)\nu = next(iter(R['curator']['uk-gov']))\n"
        "R['curator']['uk-gov'][u] = None\nrankagg.fuse(R, method='combsum')\n", "curator",
        why="README/conventions: None, NaN and NA are missing values, refused naming the run"))

    # --- outputs named for the archive's formats -----------------------------------------------------------------
    for name, fmt in (("queue.cdxj", "CDXJ"), ("queue.cdx", "CDX"), ("queue.warc.gz", "WARC"), ("queue.wacz", "WACZ"),
                      ("queue.arc.gz", "ARC")):
        cases.append(cli_bad(
            f"u24b_out_{name.replace('.', '_')}", f"rankagg fuse ... -o {name}: the crawl queue written under a "
            f"{fmt} name", ["fuse", "pagerank.run", "curator.run", "--method", "rrf", "-o", name], _TWO_RUNS, name,
            fmt, outputs=(name,), why=f"rankagg writes no {fmt} file; TREC lines under its name are read by no "
            f"{fmt} reader (pywb, warcio)", fast=name == "queue.arc.gz"))
    cases.append(cli_bad(
        "u24b_explain_cdxj", "rankagg fuse ... --explain why.cdxj: the explanation under a CDXJ name",
        ["fuse", "pagerank.run", "curator.run", "--method", "rrf", "--explain", "why.cdxj", "-o", "queue.run"],
        _TWO_RUNS, "why.cdxj", outputs=("why.cdxj", "queue.run"),
        why="docs/conventions.md: --explain's JSON lines may take a JSON name, no other format"))
    return cases


def _find(results: object, measure: str) -> float:
    """the mean of ``measure`` in ``rankagg evaluate --json``'s output, wherever it nests (a run's 'all' row)"""
    if isinstance(results, dict):
        for key, value in results.items():
            if key == measure and isinstance(value, (int, float)):
                return float(value)
        for value in results.values():
            found = _find(value, measure)
            if found == found:
                return found
    if isinstance(results, list):
        for value in results:
            found = _find(value, measure)
            if found == found:
                return found
    return float("nan")

