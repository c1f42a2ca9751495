"""Issue 45's twenty-fifth bar of scripts/reliability_matrix.py, a fact-checking lab's check-worthiness and evidence rankings (CLEF CheckThat!, ClaimReview) (its cases, ids ``u25e_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The lab's day: two CLEF CheckThat! tasks.  Check-worthiness (task 1): a topic (``covid-19``) is the query, its
tweets (64-bit Twitter ids, adjacent ids one apart) the items, and the lab's classifiers the rankers (RoBERTa,
BERTweet, XLM-R probabilities rounded to three decimals, so tied, and an SVM's signed decision values); fused by
weighted CombSUM / CombMNZ or Borda and judged against the gold check-worthiness labels (one in four worthy) by AP,
P@k and RR.  Verified-claim retrieval (task 2): an input claim (a tweet id, or a debate's sentence id) is the query,
the verified claims (``vclaim-sno-00123``) the items, the retrievers BM25 (positive scores), SBERT and SimCSE
(cosines in [-1, 1]) and a monoT5 re-ranker (log-probabilities, negative), run as 'qid Q0 docid rank score tag'
lines; fused by RRF at depth 5 and scored by MAP@1/3/5, P@k and MRR against 'iclaim 0 vclaim 1' gold.  The
mistakes and odd files: the task's own TSV submissions and gold files (topic_id, tweet_id, tweet_url, tweet_text,
check_worthiness / class_label), tweets as JSON lines, FEVER's JSONL, AVeriTeC's JSON, a ClaimReview JSON-LD, a
Google Fact Check Tools API response, given where runs or qrels are read; outputs named for the field's files; tweet
ids read by pandas as floats; labels as grades.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM / CombMNZ from
references.RANKED_LISTS and LISTS_BY_QUERY, trec_eval's measures from references.TREC_MEASURES and AP@k (trec_eval's
map_cut: the precisions at the relevant places up to k over all relevant) by hand."""

from __future__ import annotations

import gzip
from pathlib import Path

from .case import Case, command_cases, prints_same, reference_setup, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT,
                         RUN_TEXT, SEEDED_UNIFORM, TREC_MEASURES)

TWENTYFIFTH_FACTCHECK = "45 Unseen inputs: a twenty-fifth bar, a fact-checking lab's check-worthiness and evidence rankings (CLEF CheckThat!, ClaimReview)"

_DATA = r'''
import json, math, subprocess, sys
'''[1:] + SEEDED_UNIFORM + r'''RETRIEVERS = ['bm25', 'sbert', 'simcse', 'monot5']
CLASSIFIERS = ['roberta', 'bertweet', 'xlmr', 'svm']
TWEET0 = 1235648554338791427
def vclaim(q, i):
    return 'vclaim-sno-%05d' % (137 * q + 11 * i + 3)
def iclaim(q):
    return str(TWEET0 + 7919 * q)
def claims(models=RETRIEVERS, n_q=10, n=20, seed=3, drop=None, qids=iclaim, ids=vclaim):
    """{retriever: {input claim: {verified claim: score}}}; the claim's item 0 is its verified claim; BM25 positive,
    SBERT/SimCSE cosines in [-1, 1], monoT5 log-probabilities (negative); drop: {model: share left out}"""
    g = lcg(seed)
    out = {}
    for m in models:
        out[m] = {}
        for q in range(n_q):
            p = {}
            for i in range(n):
                u, v = next(g), next(g)
                if i and v < (drop or {}).get(m, 0.0):
                    continue
                x = (0.5 if i == 0 else 0.0) + u
                s = {'bm25': 8 + 20 * x, 'monot5': math.log(x / 1.6 + 1e-6)}.get(m, 2 * x / 1.5 - 1)
                p[ids(q, i)] = round(s, 4)
            out[m][qids(q)] = p
    return out
def gold(n_q=10, qids=iclaim, ids=vclaim):
    """'iclaim 0 vclaim 1': each input claim's verified claim judged 1"""
    return {qids(q): {ids(q, 0): 1} for q in range(n_q)}
def worthy(models=CLASSIFIERS, topics=('covid-19',), n=40, seed=5, as_int=True, drop=None):
    """{classifier: {topic: {tweet id: score}}}: probabilities to 3 decimals (ties), the SVM's signed decision value;
    tweet ids adjacent 64-bit integers (one apart: a double cannot hold them apart), every fourth one worthy"""
    g = lcg(seed)
    out = {}
    for m in models:
        out[m] = {}
        for k, t in enumerate(topics):
            p = {}
            for i in range(n):
                u, v = next(g), next(g)
                if i % 4 and v < (drop or {}).get(m, 0.0):
                    continue
                x = (0.35 if i % 4 == 0 else 0.0) + 0.65 * u
                tid = TWEET0 + 1000 * k + i
                p[tid if as_int else str(tid)] = round(2 * x - 1, 4) if m == 'svm' else round(x, 3)
            out[m][t] = p
    return out
def worthy_gold(topics=('covid-19',), n=40, as_int=False):
    return {t: {(TWEET0 + 1000 * k + i) if as_int else str(TWEET0 + 1000 * k + i): int(i % 4 == 0)
                for i in range(n)} for k, t in enumerate(topics)}
def ap_at(order, grades, k):
    """trec_eval's map_cut.k: precisions at the relevant places up to k, over all the relevant"""
    nrel = sum(1 for g in grades.values() if g > 0)
    hits, tot = 0, 0.0
    for i, d in enumerate(order[:k], 1):
        if grades.get(d, 0) > 0:
            hits += 1
            tot += hits / i
    return tot / nrel if nrel else 0.0
def trec_written(runs, P, suffix='.run'):
    for t, run in runs.items():
        open(P(t + suffix), 'w').write(run_text(run, t))
def parse_eval(out):
    """{(measure, query): value} of 'measure TAB query TAB value' lines"""
    nums = {}
    for line in out.splitlines():
        f = line.split()
        if len(f) == 3:
            nums[(f[0], f[1])] = float(f[2])
    return nums
''' + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + TREC_MEASURES + _DATA

_REFS = {"borda": "borda_ref(l, W)", "rrf": "rrf_ref(l, 60.0, W)", "combsum": "combsum_minmax_ref(l, W)",
         "combmnz": "combmnz_ref(l, W)"}


def _report(code: str, folder: Path) -> bool:
    return prints_same(_REF + code, {"FOLDER": str(folder)})


def _runs_setup(data: str, code: str = "", suffix: str = ".run"):
    """one TREC run per model (its tag the model's name), written with the references"""
    return reference_setup(_REF, f"RUNS = {data}\ntrec_written(RUNS, P, {suffix!r})\n" + code)


def _cli_check(method: str, data: str, weights: str = "", depth: int | None = None, output: str = "fused.run"):
    code = (f"RUNS = {data}\nW = {weights or 'None'}\n"
            "RUNS = {m: {q: {str(d): s for d, s in p.items()} for q, p in r.items()} for m, r in RUNS.items()}\n"
            f"refs = {{q: {_REFS[method]} for q, l in per_query(RUNS).items()}}\n"
            f"report(agree_all(read_run(open(FOLDER + '/{output}').read()), refs, {depth}))\n")
    return lambda out, folder: _report(code, folder)


_T2 = [f"{m}.run" for m in ("bm25", "sbert", "simcse", "monot5")]
_T1 = [f"{m}.run" for m in ("roberta", "bertweet", "xlmr", "svm")]
_OUT = ("fused.run",)
_ONE_RUN = ("1235648554338791427 Q0 vclaim-sno-00003 1 21.4 bm25\n"
            "1235648554338791427 Q0 vclaim-sno-00014 2 17.9 bm25\n")

# the field's own files, as the tasks and tools write them (a few rows)
_CT_SUBMISSION = ("covid-19\t1235648554338791427\t0.8712\tModel_1\n"
                  "covid-19\t1235648554338791428\t0.1204\tModel_1\n"
                  "covid-19\t1235648554338791429\t0.5533\tModel_1\n")
_CT_SUBMISSION_HEADED = "topic_id\ttweet_id\tscore\trun_id\n" + _CT_SUBMISSION
_CT_LABELS = ("topic\ttweet_id\tclass_label\trun_id\n"
              "covid-19\t1235648554338791427\t1\tModel_1\ncovid-19\t1235648554338791428\t0\tModel_1\n")
_CT_GOLD_2021 = ("topic_id\ttweet_id\ttweet_url\ttweet_text\tclaim\tcheck_worthiness\n"
                 "covid-19\t1235648554338791427\thttp://www.twitter.com/user/status/1235648554338791427\t"
                 "Doctors in China say garlic water cures the coronavirus overnight\t1\t1\n"
                 "covid-19\t1235648554338791428\thttp://www.twitter.com/user/status/1235648554338791428\t"
                 "Stay safe everyone and wash your hands\t0\t0\n")
_CT_GOLD_2022 = ("topic\ttweet_id\ttweet_url\ttweet_text\tclass_label\n"
                 "COVID-19\t1359351943023357952\thttp://www.twitter.com/user/status/1359351943023357952\t"
                 "The vaccine changes your DNA, says a nurse\t1\n"
                 "COVID-19\t1359351943023357953\thttp://www.twitter.com/user/status/1359351943023357953\t"
                 "Got my first dose today!\t0\n")
_CT_ICLAIMS = ("iclaim_id\ticlaim\n1235648554338791427\tThe WHO declared the coronavirus a pandemic in January 2019\n"
               "1235648554338799346\tBill Gates patented the coronavirus\n")
_CT_VCLAIMS = ("vclaim_id\ttitle\tvclaim\nvclaim-sno-00003\tDid the WHO Declare a Pandemic in 2019?\t"
               "The World Health Organization declared a pandemic in 2019.\n"
               "vclaim-sno-00014\tDid Bill Gates Patent the Coronavirus?\tBill Gates holds a patent on COVID-19.\n")
_TWEETS = ('{"created_at": "Thu Mar 05 19:47:49 +0000 2020", "id": 1235648554338791427, "id_str": '
           '"1235648554338791427", "full_text": "Doctors in China say garlic water cures the coronavirus", '
           '"user": {"screen_name": "healthnews"}, "retweet_count": 12, "favorite_count": 30, "lang": "en"}\n'
           '{"created_at": "Thu Mar 05 19:48:02 +0000 2020", "id": 1235648554338791428, "id_str": '
           '"1235648554338791428", "full_text": "Stay safe and wash your hands", "user": {"screen_name": "mom"}, '
           '"retweet_count": 0, "favorite_count": 2, "lang": "en"}\n')
_FEVER = ('{"id": 75397, "verifiable": "VERIFIABLE", "label": "SUPPORTS", "claim": "Nikolaj Coster-Waldau worked '
          'with the Fox Broadcasting Company.", "evidence": [[[92206, 104971, "Nikolaj_Coster-Waldau", 7], '
          '[92206, 104971, "Fox_Broadcasting_Company", 0]]]}\n'
          '{"id": 150448, "verifiable": "VERIFIABLE", "label": "SUPPORTS", "claim": "Roman Atwood is a content '
          'creator.", "evidence": [[[174271, 187498, "Roman_Atwood", 1]]]}\n')
_FEVER_PRED = ('{"id": 75397, "predicted_label": "SUPPORTS", "predicted_evidence": [["Nikolaj_Coster-Waldau", 7], '
               '["Fox_Broadcasting_Company", 0]]}\n{"id": 150448, "predicted_label": "NOT ENOUGH INFO", '
               '"predicted_evidence": [["Roman_Atwood", 1]]}\n')
_AVERITEC = ('[\n  {\n    "claim": "In a letter to Steve Jobs, Sean Connery refused to appear in an apple '
             'commercial.",\n    "required_reannotation": false,\n    "label": "Refuted",\n    "justification": '
             '"The answers show the letter was a satire piece.",\n    "claim_date": "31-10-2020",\n    "speaker": '
             'null,\n    "original_claim_url": null,\n    "fact_checking_article": "https://web.archive.org/web/'
             '20201130144023/https://checkyourfact.com/2020/11/03/fact-check-sean-connery-letter-steve-jobs-apple-1998/",'
             '\n    "reporting_source": "Facebook",\n    "location_ISO_code": null,\n    "claim_types": ["Event/Property '
             'Claim"],\n    "fact_checking_strategies": ["Written Evidence"],\n    "questions": [\n      {\n        '
             '"question": "Where was the claim first published",\n        "answers": [\n          {\n            '
             '"answer": "It was first published on Sccopertino",\n            "answer_type": "Abstractive",\n     '
             '       "source_url": "https://scoopertino.com/exposed-the-imac-disaster-that-almost-was/",\n         '
             '   "source_medium": "Web text",\n            "cached_source_url": "https://web.archive.org/"\n      '
             '    }\n        ]\n      }\n    ],\n    "cached_original_claim_url": null\n  }\n]\n')
_CLAIMREVIEW = ('{\n  "@context": "https://schema.org",\n  "@type": "ClaimReview",\n  "datePublished": "2020-03-06",'
                '\n  "url": "https://www.snopes.com/fact-check/garlic-water-coronavirus/",\n  "claimReviewed": '
                '"Drinking boiled garlic water cures the coronavirus.",\n  "itemReviewed": {\n    "@type": "Claim",\n'
                '    "author": {"@type": "Organization", "name": "Facebook posts"},\n    "datePublished": '
                '"2020-03-05"\n  },\n  "author": {"@type": "Organization", "name": "Snopes", "url": '
                '"https://www.snopes.com"},\n  "reviewRating": {\n    "@type": "Rating",\n    "ratingValue": 1,\n    '
                '"bestRating": 5,\n    "worstRating": 1,\n    "alternateName": "False"\n  }\n}\n')
_FACTCHECK_API = ('{\n  "claims": [\n    {\n      "text": "Drinking boiled garlic water cures the coronavirus",\n'
                  '      "claimant": "Facebook posts",\n      "claimDate": "2020-03-05T00:00:00Z",\n      '
                  '"claimReview": [\n        {\n          "publisher": {\n            "name": "PolitiFact",\n'
                  '            "site": "politifact.com"\n          },\n          "url": "https://www.politifact.com/'
                  'factchecks/2020/mar/06/facebook-posts/no-garlic-water-wont-cure-coronavirus/",\n          '
                  '"title": "No, garlic water won\'t cure the coronavirus",\n          "reviewDate": '
                  '"2020-03-06T00:00:00Z",\n          "textualRating": "False",\n          "languageCode": "en"\n'
                  '        }\n      ]\n    }\n  ],\n  "nextPageToken": "CBQ"\n}\n')


def twentyfifth_bar_factcheck_cases() -> list[Case]:
    G = TWENTYFIFTH_FACTCHECK
    ok, bad = snippet_cases(G, _REF, ok_timeout=180, bad_timeout=90)
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    cases: list[Case] = []

    # --- the day's answers through the Python API, checked against references computed by hand ---------------------
    cases.append(ok(
        "u25e_rrf_claim_retrieval_dict", "rankagg.fuse({retriever: {tweet id: {vclaim id: score}}}, method='rrf'): "
        "BM25, SBERT, SimCSE and monoT5 over ten input tweets of 20 verified claims each (task 2A)",
        "import rankagg\nR = claims()\nres = rankagg.fuse(R, method='rrf')\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="Cormack et al. 2009: sum 1 / (60 + r); each list by score then id descending (docs/conventions.md)"))
    cases.append(ok(
        "u25e_combsum_int_tweet_ids", "rankagg.fuse(..., method='combsum'): four check-worthiness classifiers over "
        "one topic's 40 tweets keyed by their 64-bit integer ids, adjacent ids one apart (no double holds them apart)",
        "import rankagg\nR = worthy()\nres = rankagg.fuse(R, method='combsum')\n"
        "refs = {q: combsum_minmax_ref(l) for q, l in per_query(R).items()}\n"
        "ok_ids = all(type(d) is int for p in res.values() for d in p) and set(res['covid-19']) == set(R['svm']['covid-19'])\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False) or "
        "('' if ok_ids else 'ids changed: %r' % list(res['covid-19'])[:3]))\n",
        why="docs/conventions.md 'Data model': original ids kept; integer ids are a column of integers (docs/reliability.md "
            "'One set of input rules'); CombSUM of min-max scores (rankagg methods combsum)"))
    cases.append(ok(
        "u25e_combmnz_frame_int64_ids", "rankagg.fuse(DataFrame topic_id, tweet_id (int64), model, score renamed qid, "
        "docid, run, score), CombMNZ; the SVM scores only a third of the tweets",
        "import rankagg, pandas as pd\nR = worthy(seed=7, drop={'svm': 0.66})\n"
        "df = pd.DataFrame(frame_rows(R), columns=['qid', 'docid', 'run', 'score'])\n"
        "assert str(df['docid'].dtype) == 'int64'\n"
        "res = rankagg.fuse(df, method='combmnz')\n"
        "rows = {q: list(zip(g.sort_values('rank')['docid'].tolist(), g.sort_values('rank')['score'])) "
        "for q, g in res.groupby('qid')}\n"
        "refs = {q: combmnz_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all(rows, refs, written=False))\n",
        why="README: a long DataFrame in, a frame back; rankagg methods combmnz (Fox & Shaw 1994) over min-max scores"))
    cases.append(ok(
        "u25e_fuser_weighted_rrf", "rankagg.Fuser('rrf', weights=...) per input claim: monoT5 weighted 2, BM25 1, "
        "the two dense retrievers 0.5",
        "import rankagg\nW = {'bm25': 1.0, 'sbert': 0.5, 'simcse': 0.5, 'monot5': 2.0}\n"
        "R = claims(seed=9)\nf = rankagg.Fuser('rrf', weights=W)\nmsg = ''\n"
        "for q, lists in per_query(R).items():\n"
        "    msg = msg or agree(f(lists), rrf_ref(lists, 60.0, W), written=False)\n"
        "report(msg)\n",
        why="Cormack et al. 2009: sum w / (60 + r); README's Fuser"))
    cases.append(ok(
        "u25e_evaluate_map_at_k", "rankagg.evaluate(rrf consensus, gold, ['AP@1', 'AP@3', 'AP@5', 'RR', 'P@3']): "
        "the task-2 scorer's MAP@k and MRR against one verified claim per input claim",
        "import rankagg\nR = claims(seed=11)\nres = rankagg.fuse(R, method='rrf')\nqrels = gold()\n"
        "got = rankagg.evaluate(res, qrels, ['AP@1', 'AP@3', 'AP@5', 'RR', 'P@3'])\n"
        "orders = {q: fused_order(rrf_ref(l)) for q, l in per_query(R).items()}\n"
        "n = len(orders)\n"
        "want = {'AP@%d' % k: sum(ap_at(o, qrels[q], k) for q, o in orders.items()) / n for k in (1, 3, 5)}\n"
        "want['RR'] = sum(rr(o, qrels[q]) for q, o in orders.items()) / n\n"
        "want['P@3'] = sum(prec(o, qrels[q], 3) for q, o in orders.items()) / n\n"
        "report('' if all(abs(got[m] - want[m]) < 1e-9 for m in want) and 0 < want['AP@1'] < 1 else "
        "'%r vs %r' % (got, want))\n",
        why="trec_eval's map_cut.k (AP@k in ir_measures), recip_rank and P.3, computed by hand (references.TREC_MEASURES)"))
    cases.append(ok(
        "u25e_evaluate_int_run_text_gold", "rankagg.evaluate(run keyed by int tweet ids, gold keyed by the tweet ids "
        "as text, as read from the gold TSV, ['AP', 'P@5', 'RR']): one id on both sides",
        "import rankagg\nR = worthy(seed=13)\nres = rankagg.fuse(R, method='borda')\n"
        "qrels = worthy_gold()\nrun = {q: {d: s for d, s in p.items()} for q, p in res.items()}\n"
        "got = rankagg.evaluate(run, qrels, ['AP', 'P@5', 'RR'])\n"
        "orders = {q: [str(d) for d in sorted(p, key=lambda d: (p[d], str(d).encode()), reverse=True)] "
        "for q, p in run.items()}\n"
        "want, _ = measures(orders, qrels)\n"
        "report('' if abs(got['AP'] - want['AP']) < 1e-9 and abs(got['P@5'] - want['P@5']) < 1e-9 and "
        "abs(got['RR'] - want['RR']) < 1e-9 and 0 < want['AP'] < 1 else '%r vs %r' % (got, want))\n",
        why="docs/conventions.md: ids of one kind on each side that agree as text (52 and '52') are one id; "
            "trec_eval's AP, P@5, RR (references.TREC_MEASURES)"))
    cases.append(ok(
        "u25e_borda_prob_ties_by_hand", "rankagg.fuse({'roberta': ..., 'bertweet': ...}, method='borda') of five "
        "tweets whose probabilities tie (0.5 three times in one model): ties ordered by id descending, points by hand",
        "import rankagg\nA = {'1235648554338791427': 0.91, '1235648554338791428': 0.5, '1235648554338791429': 0.5, "
        "'1235648554338791430': 0.5, '1235648554338791431': 0.02}\n"
        "B = {'1235648554338791427': 0.4, '1235648554338791428': 0.7, '1235648554338791429': 0.1, "
        "'1235648554338791430': 0.1, '1235648554338791431': 0.9}\n"
        "res = rankagg.fuse({'roberta': {'covid-19': A}, 'bertweet': {'covid-19': B}}, method='borda')['covid-19']\n"
        "# roberta: ..27 ..30 ..29 ..28 ..31 -> 5 4 3 2 1; bertweet: ..31 ..28 ..27 ..30 ..29 -> 5 4 3 2 1\n"
        "want = {'1235648554338791427': 8.0, '1235648554338791428': 6.0, '1235648554338791429': 4.0, "
        "'1235648554338791430': 6.0, '1235648554338791431': 6.0}\n"
        "report('' if dict(res) == want and list(res)[0] == '1235648554338791427' and "
        "list(res)[-1] == '1235648554338791429' else repr(res))\n",
        why="trec_eval orders equal scores by docid descending (docs/conventions.md); Borda n - r + 1 points"))
    cases.append(ok(
        "u25e_arrow_int64_tweet_ids", "rankagg.fuse(pyarrow.Table topic_id, tweet_id int64, run, score): the "
        "classifiers' scores as Arrow (the lab's Parquet cache), RRF",
        "import rankagg, pyarrow as pa\nR = worthy(seed=17, drop={'xlmr': 0.3})\nrows = frame_rows(R)\n"
        "t = pa.table({'qid': [r[0] for r in rows], 'docid': pa.array([r[1] for r in rows], pa.int64()), "
        "'run': [r[2] for r in rows], 'score': [float(r[3]) for r in rows]})\n"
        "res = rankagg.fuse(t, method='rrf')\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "got = {}\n"
        "for q, d, s in zip(*[res.column(c).to_pylist() for c in ('qid', 'docid', 'score')]):\n"
        "    got.setdefault(q, []).append((d, s))\n"
        "got = {q: sorted(v, key=lambda x: fused_order(refs[q]).index(x[0]) if x[0] in refs[q][0] else -1) "
        "for q, v in got.items()}\n"
        "report(agree_all(got, refs, written=False))\n",
        why="README: Arrow tables are read as long frames; integer ids kept as integers; Cormack et al. 2009"))
    cases.append(ok(
        "u25e_rrf_depth5_top", "rankagg.fuse(..., method='rrf', depth=5): the five verified claims per input claim "
        "the task-2 scorer reads (MAP@5), monoT5 re-ranking only its top half",
        "import rankagg\nR = claims(seed=19, drop={'monot5': 0.5})\nres = rankagg.fuse(R, method='rrf', depth=5)\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, 5, written=False))\n",
        why="README: depth= keeps each query's first N; Cormack et al. 2009"))
    cases.append(ok(
        "u25e_combsum_weights_svm_negative", "rankagg.fuse(..., method='combsum', weights=...): the SVM's signed "
        "decision values (negative for most tweets) beside probabilities, weights from the dev set",
        "import rankagg\nW = {'roberta': 2.0, 'bertweet': 1.5, 'xlmr': 1.0, 'svm': 0.25}\n"
        "R = worthy(seed=21, topics=('covid-19', 'politics'))\nres = rankagg.fuse(R, method='combsum', weights=W)\n"
        "refs = {q: combsum_minmax_ref(l, W) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="rankagg methods combsum: sum of w x min-max scores (min-max takes negative scores as any others)"))
    cases.append(ok(
        "u25e_tweet_url_ids", "rankagg.fuse(..., method='borda'): documents keyed by the tweet's URL "
        "(https://twitter.com/user/status/ID?s=20: ':', '/', '?' and '=' in an id)",
        "import rankagg\nR = worthy(seed=23, as_int=False)\n"
        "R = {m: {q: {'https://twitter.com/i/status/%s?s=20' % d: s for d, s in p.items()} for q, p in r.items()} "
        "for m, r in R.items()}\nres = rankagg.fuse(R, method='borda')\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="docs/reliability.md 'One set of input rules': an id is any token without blanks; Borda n - r + 1 "
            "points, a missing item's share (rankagg methods borda)"))
    cases.append(ok(
        "u25e_evaluate_frame_int_queries", "rankagg.evaluate(DataFrame qid int64 tweet ids, docid, score; gold "
        "{'tweet id': {vclaim: 1}}, ['AP@5', 'RR']): the input claims' tweet ids as integers in the frame",
        "import rankagg, pandas as pd\nR = claims(seed=25)\n"
        "rows = [(int(q), d, s) for q, p in R['bm25'].items() for d, s in p.items()]\n"
        "df = pd.DataFrame(rows, columns=['qid', 'docid', 'score'])\n"
        "got = rankagg.evaluate(df, gold(), ['AP@5', 'RR'])\n"
        "orders = {q: desc_order(p) for q, p in R['bm25'].items()}\nqrels = gold()\n"
        "want = {'AP@5': sum(ap_at(o, qrels[q], 5) for q, o in orders.items()) / 10, "
        "'RR': sum(rr(o, qrels[q]) for q, o in orders.items()) / 10}\n"
        "report('' if all(abs(got[m] - want[m]) < 1e-9 for m in want) else '%r vs %r' % (got, want))\n",
        why="docs/conventions.md: ids of one kind on each side that agree as text are one id; trec_eval's map_cut.5 "
            "and recip_rank by hand"))

    # --- the command line ------------------------------------------------------------------------------------------
    cases.append(cli_ok(
        "u25e_cli_rrf_task2_runs", "rankagg fuse bm25.run sbert.run simcse.run monot5.run --method rrf -o fused.run: "
        "task 2A runs, tweet ids as queries, 'vclaim-sno-NNNNN' documents, negative monoT5 scores",
        ["fuse", *_T2, "--method", "rrf", "-o", "fused.run"], None, _cli_check("rrf", "claims(seed=31)"),
        setup=_runs_setup("claims(seed=31)"), why="Cormack et al. 2009; TREC lines ranked by score (docs/conventions.md)"))
    cases.append(cli_ok(
        "u25e_cli_combsum_weights_file", "rankagg fuse roberta.run ... svm.run --method combsum --weights weights.txt "
        "(the dev set's weights)", ["fuse", *_T1, "--method", "combsum", "--weights", "weights.txt", "-o", "fused.run"],
        {"weights.txt": "roberta 2\nbertweet 1.5\nxlmr 1\nsvm 0.25\n"},
        _cli_check("combsum", "worthy(seed=33)", "{'roberta': 2, 'bertweet': 1.5, 'xlmr': 1, 'svm': 0.25}"),
        setup=_runs_setup("worthy(seed=33)"), why="rankagg fuse --help: --weights FILE of 'NAME W' lines; weighted "
                                                  "min-max CombSUM"))
    cases.append(cli_ok(
        "u25e_cli_combmnz_depth5", "rankagg fuse ... --method combmnz --depth 5: monoT5 re-ranked half of the "
        "candidates; the top 5 per input claim", ["fuse", *_T2, "--method", "combmnz", "--depth", "5", "-o",
                                                   "fused.run"], None,
        _cli_check("combmnz", "claims(seed=35, drop={'monot5': 0.5})", depth=5),
        setup=_runs_setup("claims(seed=35, drop={'monot5': 0.5})"),
        why="rankagg methods combmnz: min-max CombSUM times the lists holding the item; --depth 5"))
    cases.append(cli_ok(
        "u25e_cli_borda_checkworthy_topics", "rankagg fuse roberta.run ... svm.run --method borda: two topics of "
        "64-bit tweet ids one apart, probabilities tied at three decimals",
        ["fuse", *_T1, "--method", "borda", "-o", "fused.run"], None,
        _cli_check("borda", "worthy(seed=37, topics=('covid-19', 'vaccines'), drop={'svm': 0.3})"),
        setup=_runs_setup("worthy(seed=37, topics=('covid-19', 'vaccines'), drop={'svm': 0.3})"),
        why="rankagg methods borda: n - r + 1 points, a list's missing items share the rest; ties by id descending"))
    cases.append(cli_ok(
        "u25e_cli_evaluate_map_cut", "rankagg evaluate fused.run --qrels gold.qrels -m map_cut.1,3,5 -m recip_rank "
        "-m P.1,3: the task-2 scorer's MAP@k, MRR and P@k",
        ["evaluate", "fused.run", "--qrels", "gold.qrels", "-m", "map_cut.1,3,5", "-m", "recip_rank", "-m", "P.1,3"],
        None,
        lambda out, folder: _report(
            "rows = read_run(open(FOLDER + '/fused.run').read())\nqrels = gold(n_q=10)\n"
            "orders = {q: [d for d, _ in sorted(r, key=lambda x: (x[1], x[0].encode()), reverse=True)] "
            "for q, r in rows.items()}\nn = len(orders)\nnums = parse_eval(OUT)\n"
            "want = {'AP@%d' % k: sum(ap_at(o, qrels[q], k) for q, o in orders.items()) / n for k in (1, 3, 5)}\n"
            "want['RR'] = sum(rr(o, qrels[q]) for q, o in orders.items()) / n\n"
            "want.update({'P@%d' % k: sum(prec(o, qrels[q], k) for q, o in orders.items()) / n for k in (1, 3)})\n"
            "got = {m: nums.get((m, 'all')) for m in want}\n"
            "report('' if all(got[m] is not None and abs(got[m] - want[m]) < 1e-4 for m in want) and "
            "0 < want['AP@1'] < 1 else 'got %r want %r' % (got, want))\n".replace("OUT", repr(out)), folder),
        setup=reference_setup(_REF, "R = claims(seed=39)\nrefs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
                              "lines = []\nfor q, r in refs.items():\n"
                              "    lines += ['%s Q0 %s %d %r fused' % (q, d, i, r[0][d]) for i, d in "
                              "enumerate(trec_order(r[0]), 1)]\n"
                              "open(P('fused.run'), 'w').write('\\n'.join(lines) + '\\n')\n"
                              "open(P('gold.qrels'), 'w').write(''.join('%s 0 %s %d\\n' % (q, g, r) "
                              "for q, j in gold().items() for g, r in j.items()))\n"),
        why="trec_eval's map_cut, recip_rank and P (references.TREC_MEASURES, AP@k by hand)"))
    cases.append(cli_ok(
        "u25e_cli_out_trec_name", "rankagg fuse ... --method rrf -o subtask2A_english.trec: a run named .trec, as the "
        "lab names its submissions' TREC files", ["fuse", *_T2, "--method", "rrf", "-o", "subtask2A_english.trec"],
        None, _cli_check("rrf", "claims(seed=41)", output="subtask2A_english.trec"), setup=_runs_setup("claims(seed=41)"),
        why="docs/conventions.md: -o names a TREC run (.run, .txt, any name): the field's words stay free"))
    cases.append(cli_ok(
        "u25e_cli_debate_sentence_ids", "rankagg fuse bm25.run sbert.run --method rrf: task 2B's political "
        "debates, input claims '20170512_Trump_NBC_holt_interview-12', verified claims 'vclaim-pol-0042'",
        ["fuse", "bm25.run", "sbert.run", "--method", "rrf", "-o", "fused.run"], None,
        _cli_check("rrf", "claims(['bm25', 'sbert'], seed=43, qids=lambda q: '2017%04d_Trump_NBC_holt_interview-%d' "
                   "% (512 + q, 12 + q), ids=lambda q, i: 'vclaim-pol-%04d' % (41 * q + i))"),
        setup=_runs_setup("claims(['bm25', 'sbert'], seed=43, qids=lambda q: '2017%04d_Trump_NBC_holt_interview-%d' "
                          "% (512 + q, 12 + q), ids=lambda q, i: 'vclaim-pol-%04d' % (41 * q + i))"),
        why="docs/conventions.md: an id is any token without blanks; Cormack et al. 2009"))
    cases.append(cli_ok(
        "u25e_cli_evaluate_per_claim_ties", "rankagg evaluate fused.run --qrels gold.qrels -q -m recip_rank -m P.1: "
        "two verified claims tied at 0.5, the tie read by docid descending",
        ["evaluate", "fused.run", "--qrels", "gold.qrels", "-q", "-m", "recip_rank", "-m", "P.1"],
        {"fused.run": "1235648554338791427 Q0 vclaim-sno-00003 1 0.5 f\n1235648554338791427 Q0 vclaim-sno-00014 2 0.5 f\n"
                      "1235648554338791427 Q0 vclaim-sno-00007 3 0.1 f\n"
                      "1235648554338799346 Q0 vclaim-sno-00140 1 0.9 f\n1235648554338799346 Q0 vclaim-sno-00151 2 0.3 f\n",
         "gold.qrels": "1235648554338791427 0 vclaim-sno-00003 1\n1235648554338799346 0 vclaim-sno-00151 1\n"},
        lambda out, folder: (lambda n: n.get(("recip_rank", "1235648554338791427")) == 0.5
                             and n.get(("P_1", "1235648554338791427")) == 0.0
                             and n.get(("recip_rank", "1235648554338799346")) == 0.5
                             and n.get(("recip_rank", "all")) == 0.5)(
            {(("recip_rank" if f[0] in ("RR", "recip_rank") else "P_1" if f[0] in ("P@1", "P_1") else f[0]), f[1]):
             float(f[2]) for f in map(str.split, out.splitlines()) if len(f) == 3}),
        why="trec_eval -q: equal scores by docid descending (vclaim-sno-00014 before vclaim-sno-00003: RR 1/2)"))
    cases.append(cli_ok(
        "u25e_cli_gz_runs_rrf", "rankagg fuse bm25.run.gz ... --method rrf: the runs gzipped as the lab archives "
        "them", ["fuse", *[r + ".gz" for r in _T2], "--method", "rrf", "-o", "fused.run"], None,
        _cli_check("rrf", "claims(seed=45)"),
        setup=reference_setup(_REF, "import gzip\nfor t, run in claims(seed=45).items():\n"
                              "    open(P(t + '.run.gz'), 'wb').write(gzip.compress(run_text(run, t).encode(), mtime=0))\n"),
        why="docs/conventions.md: runs may be gzip-compressed; Cormack et al. 2009"))
    cases.append(cli_ok(
        "u25e_cli_evaluate_complete", "rankagg evaluate bm25.run --qrels gold.qrels -c -m recip_rank: an input "
        "claim BM25 returned nothing for (its line missing) counts 0 with -c",
        ["evaluate", "bm25.run", "--qrels", "gold.qrels", "-c", "-m", "recip_rank"],
        {"bm25.run": "t1 Q0 vclaim-sno-00003 1 21.4 bm25\nt1 Q0 vclaim-sno-00014 2 17.9 bm25\n"
                     "t2 Q0 vclaim-sno-00140 1 12.0 bm25\n",
         "gold.qrels": "t1 0 vclaim-sno-00014 1\nt2 0 vclaim-sno-00140 1\nt3 0 vclaim-sno-00777 1\n"},
        lambda out, folder: abs(parse_eval_all(out) - (0.5 + 1.0 + 0.0) / 3) < 1e-4,
        why="trec_eval -c: every judged query, one the run lacks valued 0; RR 1/2, 1, 0"))
    cases.append(cli_ok(
        "u25e_cli_input_depth", "rankagg fuse ... --method rrf --input-depth 10: each retriever's first 10 verified "
        "claims only", ["fuse", *_T2, "--method", "rrf", "--input-depth", "10", "-o", "fused.run"], None,
        lambda out, folder: _report(
            "R = claims(seed=47)\nR = {m: {q: {d: p[d] for d in desc_order(p)[:10]} for q, p in r.items()} "
            "for m, r in R.items()}\nrefs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
            "report(agree_all(read_run(open(FOLDER + '/fused.run').read()), refs))\n", folder),
        setup=_runs_setup("claims(seed=47)"), why="docs/conventions.md: --input-depth N cuts each run first"))

    # --- the task's and the field's files given where runs are read: named by what they are ------------------------
    as_runs = [
        ("u25e_submission_as_run", "a CheckThat! task-1 submission (topic_id TAB tweet_id TAB score TAB run_id)",
         "subtask1A_english.tsv", _CT_SUBMISSION, "CheckThat!"),
        ("u25e_submission_header_as_run", "a CheckThat! task-1 submission with its header line",
         "roberta_dev.tsv", _CT_SUBMISSION_HEADED, "CheckThat!"),
        ("u25e_gold_2021_as_run", "the CheckThat! 2021 task-1A gold file (topic_id, tweet_id, tweet_url, tweet_text, "
         "claim, check_worthiness)", "dev_gold.tsv", _CT_GOLD_2021, "CheckThat!"),
        ("u25e_iclaims_as_run", "the CheckThat! task-2A input claims (iclaim_id TAB iclaim)", "tweets-train.tsv",
         _CT_ICLAIMS, "CheckThat!"),
        ("u25e_tweets_jsonl_as_run", "tweets as JSON lines (the Twitter API's id, id_str, full_text)",
         "tweets.jsonl", _TWEETS, "Twitter"),
        ("u25e_fever_as_run", "FEVER's train.jsonl (id, verifiable, label, claim, evidence)", "train.jsonl", _FEVER,
         "FEVER"),
        ("u25e_fever_pred_as_run", "a FEVER scorer's predictions (id, predicted_label, predicted_evidence)",
         "predictions.jsonl", _FEVER_PRED, "FEVER"),
        ("u25e_averitec_as_run", "AVeriTeC's dev.json (claims with label, justification, questions and answers)",
         "dev.json", _AVERITEC, "AVeriTeC"),
        ("u25e_claimreview_as_run", "a ClaimReview JSON-LD (schema.org: claimReviewed, reviewRating)",
         "garlic-water.jsonld", _CLAIMREVIEW, "ClaimReview"),
        ("u25e_factcheck_api_as_run", "a Google Fact Check Tools API response (claims[].claimReview[], "
         "nextPageToken)", "garlic.json", _FACTCHECK_API, "Fact Check Tools"),
    ]
    for cid, what, name, text, tool in as_runs:
        cases.append(cli_bad(
            cid, f"rankagg fuse {name} bm25.run -o fused.run: {what} given as a run",
            ["fuse", name, "bm25.run", "-o", "fused.run"], {name: text, "bm25.run": _ONE_RUN}, f"{name}:1", tool,
            why="trec_eval refuses a line of other than six fields; the file is the task's or tool's, named by what it "
                "is (a field count says nothing the lab can act on)"))
    cases.append(cli_bad(
        "u25e_submission_gz_as_run", "rankagg fuse subtask1A_english.tsv.gz roberta.run: a gzipped CheckThat! "
        "submission given as a run", ["fuse", "subtask1A_english.tsv.gz", "roberta.run", "-o", "fused.run"],
        {"subtask1A_english.tsv.gz": gzip.compress(_CT_SUBMISSION.encode(), mtime=0),
         "roberta.run": "covid-19 Q0 1235648554338791427 1 0.9 roberta\n"},
        "subtask1A_english.tsv.gz:1", "CheckThat!",
        why="trec_eval refuses a line of four fields; the submission is named by what it is"))

    # --- the qrels the lab gives ------------------------------------------------------------------------------------
    as_qrels = [
        ("u25e_gold_2021_as_qrels", "the CheckThat! 2021 task-1A gold TSV", "dev_gold.tsv", _CT_GOLD_2021,
         "CheckThat!"),
        ("u25e_gold_2022_as_qrels", "the CheckThat! 2022 task-1 gold TSV (topic, tweet_id, tweet_url, tweet_text, "
         "class_label)", "CT22_english_1A_checkworthy_dev.tsv", _CT_GOLD_2022, "CheckThat!"),
        ("u25e_labels_submission_as_qrels", "a CheckThat! 2022 task-1 label submission (topic, tweet_id, class_label, "
         "run_id)", "subtask1B_english.tsv", _CT_LABELS, "CheckThat!"),
        ("u25e_vclaims_as_qrels", "the CheckThat! task-2A verified claims table (vclaim_id, title, vclaim)",
         "vclaims.tsv", _CT_VCLAIMS, "CheckThat!"),
        ("u25e_fever_as_qrels", "FEVER's dev.jsonl (its evidence as the judgements)", "shared_task_dev.jsonl", _FEVER,
         "FEVER"),
        ("u25e_averitec_as_qrels", "AVeriTeC's dev.json", "dev.json", _AVERITEC, "AVeriTeC"),
        ("u25e_claimreview_as_qrels", "ClaimReview JSON-LD as the judgements", "reviews.jsonld", _CLAIMREVIEW,
         "ClaimReview"),
        ("u25e_factcheck_api_as_qrels", "a Google Fact Check Tools API response", "search.json", _FACTCHECK_API,
         "Fact Check Tools"),
    ]
    for cid, what, name, text, tool in as_qrels:
        cases.append(cli_bad(
            cid, f"rankagg evaluate fused.run --qrels {name}: {what} given as the judgements",
            ["evaluate", "fused.run", "--qrels", name], {"fused.run": _ONE_RUN, name: text}, f"{name}:1", tool,
            outputs=(), why="trec_eval refuses a qrels line of other than four fields or a grade that is no integer; "
                            "the file is named by what it is, with the command that writes TREC qrels"))
    cases.append(cli_bad(
        "u25e_fever_labels_as_grades", "rankagg evaluate fused.run --qrels gold.qrels: 'iclaim 0 vclaim SUPPORTS' "
        "lines, FEVER's labels as grades", ["evaluate", "fused.run", "--qrels", "gold.qrels"],
        {"fused.run": _ONE_RUN, "gold.qrels": "1235648554338791427 0 vclaim-sno-00003 SUPPORTS\n"
                                              "1235648554338791427 0 vclaim-sno-00014 REFUTES\n"},
        "gold.qrels:1", outputs=(), why="trec_eval's atol reads 'SUPPORTS' as 0: rankagg refuses a grade that is no "
                                         "integer (docs/reliability.md: grades follow strtol on the whole token)"))

    # --- other mistakes of the day ---------------------------------------------------------------------------------
    cases.append(bad(
        "u25e_float_tweet_ids_frame", "rankagg.fuse(DataFrame read by pandas with a blank row, so tweet_id float64: "
        "1.2356485543387914e18 for two tweets one apart)",
        "import rankagg, pandas as pd\nR = worthy(seed=49)\n"
        "df = pd.DataFrame(frame_rows(R), columns=['qid', 'docid', 'run', 'score'])\n"
        "df['docid'] = df['docid'].astype('float64')\nrankagg.fuse(df, method='rrf')\n",
        "docid", "float",
        why="docs/reliability.md 'One set of input rules': a float id column is refused rather than guessed (the "
            "adjacent tweet ids are one double)"))
    cases.append(bad(
        "u25e_topic_with_blank", "rankagg.fuse({'roberta': {'covid 19': {...}}}): the topic written with a blank "
        "(2020's 'covid 19')",
        "import rankagg\nrankagg.fuse({'roberta': {'covid 19': {'1235648554338791427': 0.9}}, "
        "'svm': {'covid 19': {'1235648554338791427': 0.1}}}, method='rrf')\n",
        "covid 19", why="docs/reliability.md 'One set of input rules': an id is a token of a TREC line, no blank"))
    cases.append(cli_bad(
        "u25e_nan_probability", "rankagg fuse roberta.run svm.run: a classifier wrote 'nan' for a tweet it could not "
        "encode", ["fuse", "roberta.run", "svm.run", "--method", "combsum", "-o", "fused.run"],
        {"roberta.run": "covid-19 Q0 1235648554338791427 1 0.91 roberta\ncovid-19 Q0 1235648554338791428 2 nan roberta\n",
         "svm.run": "covid-19 Q0 1235648554338791427 1 0.3 svm\n"},
        "roberta.run:2", why="docs/conventions.md: a NaN or infinite score is refused at its line"))
    cases.append(cli_bad(
        "u25e_weights_unknown_model", "rankagg fuse bm25.run sbert.run --weights weights.txt: the weights name "
        "'monot5-3b', a model not among the runs", ["fuse", "bm25.run", "sbert.run", "--method", "rrf", "--weights",
                                                     "weights.txt", "-o", "fused.run"],
        {"bm25.run": _ONE_RUN, "sbert.run": _ONE_RUN.replace("bm25", "sbert"),
         "weights.txt": "bm25 1\nsbert 0.5\nmonot5-3b 2\n"},
        "weights.txt:3", "monot5-3b", why="docs/reliability.md: a name no run has is refused naming the weights file "
                                          "and its line"))
    cases.append(cli_ok(
        "u25e_evaluate_map_at_5_name", "rankagg evaluate fused.run --qrels gold.qrels --measures MAP@5 RR: the "
        "CheckThat! scorer's names of the measures (MAP@5 is trec_eval's map_cut.5)",
        ["evaluate", "fused.run", "--qrels", "gold.qrels", "--measures", "MAP@5", "RR"],
        {"fused.run": "t1 Q0 vclaim-sno-00003 1 0.9 f\nt1 Q0 vclaim-sno-00014 2 0.8 f\nt1 Q0 vclaim-sno-00007 3 0.7 f\n"
                      "t2 Q0 vclaim-sno-00140 1 0.9 f\nt2 Q0 vclaim-sno-00151 2 0.3 f\n",
         "gold.qrels": "t1 0 vclaim-sno-00014 1\nt1 0 vclaim-sno-00007 1\nt2 0 vclaim-sno-00140 1\n"
                       "t2 0 vclaim-sno-00999 1\n"},
        lambda out, folder: (lambda n: abs(n.get("AP@5", n.get("MAP@5", -1)) - ((1 / 2 + 2 / 3) / 2 + 1 / 2) / 2)
                             < 1e-4 and abs(n.get("RR", -1) - 0.75) < 1e-4)(
            {f[0]: float(f[-1]) for f in map(str.split, out.splitlines()) if len(f) >= 2 and f[-2] in ("all",)}
            or {f[0]: float(f[1]) for f in map(str.split, out.splitlines()) if len(f) == 2}),
        why="ir_measures reads MAP as AP (catalogue: aliases map, map_cut); trec_eval's map_cut.5 by hand: t1 (1/2 + "
            "2/3) / 2, t2 1/2 (one of its two relevant found), their mean; RR (1/2 + 1) / 2"))
    cases.append(bad(
        "u25e_fever_records_as_runs", "rankagg.fuse({'fever_baseline': [FEVER prediction records]}): the scorer's "
        "JSON lines loaded and given as a run",
        "import rankagg\nrecs = [json.loads(l) for l in " + repr(_FEVER_PRED) + ".splitlines()]\n"
        "rankagg.fuse({'fever_baseline': recs, 'bm25': {'75397': {'Nikolaj_Coster-Waldau': 1.0}}}, method='rrf')\n",
        "fever_baseline", why="README: a run is {query: {document: score}}; a list of records is refused naming the run"))

    # --- the consensus written under the field's names ------------------------------------------------------------
    for cid, out_name, what in [
            ("u25e_out_jsonl", "predictions.jsonl", "FEVER's predictions (JSON lines)"),
            ("u25e_out_jsonld", "consensus.jsonld", "ClaimReview JSON-LD"),
            ("u25e_out_submission_tsv", "subtask2A_english.tsv", "a CheckThat! submission (TSV)"),
            ("u25e_out_averitec_json", "averitec_dev.json", "AVeriTeC's JSON"),
            ("u25e_out_jsonl_zst", "tweets.jsonl.zst", "zstd-compressed JSON lines, as tweet archives are kept"),
            ("u25e_out_ndjson_gz", "fused.ndjson.gz", "gzipped JSON lines")]:
        cases.append(cli_bad(
            cid, f"rankagg fuse bm25.run sbert.run --method rrf -o {out_name}: {what}; TREC lines under that name "
            "are read by no tool that opens it", ["fuse", "bm25.run", "sbert.run", "--method", "rrf", "-o", out_name],
            None, out_name, outputs=(out_name,), setup=_runs_setup("claims(['bm25', 'sbert'], seed=51)"),
            why="issue 45: every output reads back; rankagg/io/output_names.py names each format's suffix"))
    return cases


def parse_eval_all(out: str) -> float:
    """The 'all' value of the one measure of ``rankagg evaluate``'s 'measure TAB query TAB value' lines."""
    return next((float(f[2]) for f in map(str.split, out.splitlines()) if len(f) == 3 and f[1] == "all"), -1.0)
