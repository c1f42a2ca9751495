"""Issue 45's twenty-seventh bar of scripts/reliability_matrix.py, a genealogy and record-linkage team's ranking of candidate record matches across matchers (GEDCOM, FamilySearch, Splink) (its cases, ids ``u27d_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The team's day: each person record to match (``@I0042@``, ``FS:LZ7K-M01P``) is a query, each candidate record a
document (``@I1037@``, ``FS:L003K-M01P``, ``Seán_Ó'Briain_1871``), and the matchers the runs: a Fellegi-Sunter model
in Splink (match weights, log2 Bayes factors, negative for poor candidates), a dedupe.io model (probabilities), a
name-phonetic matcher (Jaro-Winkler scores in 0.01 steps: ties) and a rules engine (integer points: ties), some
candidates missing from some matchers.  They fuse with RRF, CombSUM over min-max scores and Borda, cut to the top 10,
and judge against the clerical review (a true match 1, a non-match 0) by P@1 and MRR.  The mistakes and odd files:
their field's files given where runs, qrels or weights are read (GEDCOM 5.5.1 and 7.0, GEDCOM 7's GEDZip, GEDCOM X
JSON and XML, Gramps XML gzipped and plain, Splink's predictions table and saved model, dedupe's settings and
training files, a clerical review CSV, FamilyTreeDNA's and AncestryDNA's match lists), names with blanks as ids
(``Mary /O'Brien/``), scores in the field's forms (a percentage, a typographic minus), and the fused list written
under a genealogy format's name (``.ged``, ``.gdz``, ``.gedx``, ``.gramps``, ``.ftm``, ``.rmtree``).

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM / CombMNZ from
references.RANKED_LISTS and LISTS_BY_QUERY, trec_eval's P@1 and reciprocal rank from references.TREC_MEASURES."""

from __future__ import annotations

import gzip
import io
import json
import zipfile

from .case import Case, command_cases, reference_setup, snippet_cases, fusion_checks
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
    SEEDED_UNIFORM, TREC_MEASURES)

TWENTYSEVENTH_GENEALOGY = "45 Unseen inputs: a twenty-seventh bar, a genealogy and record-linkage team's ranking of candidate record matches across matchers (GEDCOM, FamilySearch, Splink)"

_DATA = r'''
import json, math, subprocess, sys
'''[1:] + SEEDED_UNIFORM + r'''MATCHERS = ['splink', 'dedupe', 'phonetic', 'rules']
def person(k):
    return '@I%04d@' % (42 + 13 * k) if k % 2 == 0 else 'FS:LZ7K-M%02dP' % k
def cand(k, i):
    if i == 5:
        return "Se\u00e1n_\u00d3'Briain_%d" % (1860 + k)
    return '@I%04d@' % (1000 + 37 * k + i) if i % 2 == 0 else 'FS:L%03dK-M%02dP' % (k, i)
def matches(matchers=MATCHERS, n_q=10, n=12, seed=3, drop=None, cut=None, signal=0.3, ids=cand, names=person):
    """{matcher: {person: {candidate: score}}}; candidate 0 is the true match in the clerical review; Splink gives
    match weights (log2 Bayes factors, negative for poor candidates), dedupe probabilities, the phonetic matcher
    Jaro-Winkler scores in 0.01 steps (ties), the rules engine integer points (ties); ``drop``: {matcher: share of
    candidates it does not return}; ``cut``: {matcher: candidates it returns}"""
    g = lcg(seed)
    out = {}
    for e in matchers:
        out[e] = {}
        for k in range(n_q):
            p = {}
            for i in range(n):
                u, v = next(g), next(g)
                if i and v < (drop or {}).get(e, 0.0):
                    continue
                q = min(1.0, 0.25 + 0.5 * u + (signal if i == 0 else 0.0) - 0.01 * i)
                if e == 'splink':
                    s = round(-8.0 + 20.0 * q, 2)
                elif e == 'dedupe':
                    s = round(q, 3)
                elif e == 'phonetic':
                    s = round(0.6 + 0.4 * q, 2)
                elif e == 'rules':
                    s = int(round(20 * q))
                else:
                    s = round(q, 4)
                p[ids(k, i)] = s
            if e in (cut or {}):
                p = {d: p[d] for d in desc_order(p)[:cut[e]]}
            out[e][names(k)] = p
    return out
def review(n_q=10, ids=cand, names=person):
    """the clerical review: candidate 0 a true match (1), candidates 1 to 4 reviewed as non-matches (0)"""
    return {names(k): {ids(k, 0): 1, ids(k, 1): 0, ids(k, 2): 0, ids(k, 3): 0, ids(k, 4): 0} for k in range(n_q)}
''' + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

#: report(code, folder), runs_setup(args, code), cli_check(method, ...): the bars' shared helpers
_report, _runs_setup, _cli_check = fusion_checks(_REF, "matches", "matches.run")


_RUNS = [f"{e}.run" for e in ("splink", "dedupe", "phonetic", "rules")]
_OUT = ("matches.run",)
_ONE_RUN = ("@I0042@ Q0 @I1037@ 1 8.25 splink\n"
            "@I0042@ Q0 FS:L000K-M01P 2 -1.5 splink\n")

# the team's files, as their tools write them (a few records)
_GED551 = ("0 HEAD\n1 SOUR PAF\n2 NAME Personal Ancestral File\n2 VERS 5.1.0.0\n1 DATE 2 DEC 2026\n1 SUBM @U1@\n"
           "1 GEDC\n2 VERS 5.5.1\n2 FORM LINEAGE-LINKED\n1 CHAR UTF-8\n0 @U1@ SUBM\n1 NAME Matching Team\n"
           "0 @I42@ INDI\n1 NAME John /Smith/\n2 GIVN John\n2 SURN Smith\n1 SEX M\n1 BIRT\n2 DATE 12 MAR 1871\n"
           "2 PLAC Cork, Ireland\n1 FAMC @F1@\n0 @I43@ INDI\n1 NAME Mary /O'Brien/\n1 SEX F\n0 @F1@ FAM\n"
           "1 HUSB @I42@\n1 WIFE @I43@\n0 TRLR\n")
_GED7 = ("\ufeff0 HEAD\n1 GEDC\n2 VERS 7.0\n1 SCHMA\n2 TAG _FSFTID https://www.familysearch.org/ftid\n"
         "1 SOUR FamilySearch\n0 @I42@ INDI\n1 NAME John /Smith/\n1 _FSFTID LZ7K-M3P\n1 BIRT\n2 DATE 12 MAR 1871\n"
         "0 TRLR\n")
_GDZ_BUF = io.BytesIO()
with zipfile.ZipFile(_GDZ_BUF, "w", zipfile.ZIP_DEFLATED) as _z:
    _z.writestr("gedcom.ged", _GED7)
    _z.writestr("photos/smith_1871.jpg", b"\xff\xd8\xff\xe0" + b"\x00" * 64)
_GDZ = _GDZ_BUF.getvalue()
_GEDX_JSON = json.dumps({
    "persons": [{"id": "LZ7K-M3P", "identifiers": {"http://gedcomx.org/Persistent": [
        "https://familysearch.org/ark:/61903/4:1:LZ7K-M3P"]}, "living": False,
        "gender": {"type": "http://gedcomx.org/Male"},
        "names": [{"nameForms": [{"fullText": "John Smith", "parts": [
            {"type": "http://gedcomx.org/Given", "value": "John"},
            {"type": "http://gedcomx.org/Surname", "value": "Smith"}]}]}]}],
    "relationships": [{"type": "http://gedcomx.org/ParentChild", "person1": {"resource": "#LZ7K-M3Q"},
                       "person2": {"resource": "#LZ7K-M3P"}}]}, indent=2) + "\n"
_GEDX_XML = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<gedcomx xmlns="http://gedcomx.org/v1/">\n'
             '  <person id="LZ7K-M3P">\n    <gender type="http://gedcomx.org/Male"/>\n    <name>\n'
             '      <nameForm><fullText>John Smith</fullText></nameForm>\n    </name>\n  </person>\n</gedcomx>\n')
_GRAMPS = ('<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE database PUBLIC "-//Gramps//DTD Gramps XML 1.7.1//EN"\n'
           '"http://gramps-project.org/xml/1.7.1/grampsxml.dtd">\n<database xmlns="http://gramps-project.org/xml/1.7.1/">\n'
           '  <header>\n    <created date="2026-12-02" version="5.2.3"/>\n  </header>\n  <people>\n'
           '    <person handle="_f1b2c3d4e5" change="1764672000" id="I0042">\n      <gender>M</gender>\n'
           '      <name type="Birth Name">\n        <first>John</first>\n        <surname>Smith</surname>\n'
           '      </name>\n    </person>\n  </people>\n</database>\n')
_SPLINK_PRED = ("match_weight,match_probability,unique_id_l,unique_id_r,first_name_l,first_name_r,gamma_first_name,"
                "surname_l,surname_r,gamma_surname,dob_l,dob_r,gamma_dob,match_key\n"
                "8.25,0.99668,I0042,I1037,John,Jon,2,Smith,Smith,3,1871-03-12,1871-03-12,2,0\n"
                "-1.5,0.26120,I0042,I0311,John,Johanna,0,Smith,Smyth,1,1871-03-12,1872-01-02,0,0\n")
_SPLINK_MODEL = json.dumps({
    "link_type": "dedupe_only", "probability_two_random_records_match": 0.0001, "retain_matching_columns": True,
    "retain_intermediate_calculation_columns": False, "additional_columns_to_retain": [], "sql_dialect": "duckdb",
    "linker_uid": "d7c3x2kq", "em_convergence": 0.0001, "max_iterations": 25, "bayes_factor_column_prefix": "bf_",
    "term_frequency_adjustment_column_prefix": "tf_", "comparison_vector_value_column_prefix": "gamma_",
    "unique_id_column_name": "unique_id", "source_dataset_column_name": "source_dataset",
    "blocking_rules_to_generate_predictions": [{"blocking_rule": "l.surname = r.surname", "sql_dialect": "duckdb"}],
    "comparisons": [{"output_column_name": "first_name", "comparison_description": "first_name",
                     "comparison_levels": [
                         {"sql_condition": '"first_name_l" IS NULL OR "first_name_r" IS NULL',
                          "label_for_charts": "Null", "is_null_level": True},
                         {"sql_condition": '"first_name_l" = "first_name_r"', "label_for_charts": "Exact match",
                          "m_probability": 0.71, "u_probability": 0.004}]}]}, indent=4) + "\n"
_DEDUPE_TRAINING = json.dumps({
    "distinct": [[{"name": "John Smith", "birth_year": "1871", "place": "Cork"},
                  {"name": "Johanna Smyth", "birth_year": "1872", "place": "Dublin"}]],
    "match": [[{"name": "John Smith", "birth_year": "1871", "place": "Cork"},
               {"name": "Jon Smith", "birth_year": "1871", "place": "Cork, Ireland"}]]}) + "\n"
# dedupe's settings file: pickle protocol 4 of the data model, then the classifier and the predicates
_DEDUPE_SETTINGS = (b"\x80\x04\x95\x4a\x02\x00\x00\x00\x00\x00\x00\x8c\x10dedupe.datamodel\x94\x8c\tDataModel\x94"
                    b"\x93\x94)\x81\x94}\x94(\x8c\x0eprimary_fields\x94]\x94(\x8c\x14dedupe.variables.string\x94"
                    b"\x8c\x0bStringType\x94\x93\x94)\x81\x94}\x94\x8c\x05field\x94\x8c\x04name\x94sba" + b"\x00" * 64)
_CLERICAL = ("source_dataset_l,unique_id_l,source_dataset_r,unique_id_r,clerical_match_score\n"
             "tree_a,I0042,tree_b,I1037,1\ntree_a,I0042,tree_b,I0311,0\n")
_FTDNA = ('"Full Name","First Name","Middle Name","Last Name","Match Date","Relationship Range",'
          '"Suggested Relationship","Shared DNA","Longest Block","Linked Relationship","Ancestral Surnames",'
          '"Y-DNA Haplogroup","mtDNA Haplogroup","Notes","Matching Bucket","X-Match","Email"\n'
          '"Mary O\'Brien","Mary","","O\'Brien","11/02/2026","2nd Cousin - 3rd Cousin","2nd Cousin","212","41","",'
          '"Smith (Cork)","","H1a","","Paternal","","mary@example.org"\n')
_ANCESTRY = ("Match GUID,Name,Shared cM,Shared Segments,Longest Segment,Predicted Relationship,Confidence,"
             "Common Ancestors,Tree Size,Notes\n"
             "9F2C3A5E-1B7D-4E2A-8C6F-0A1B2C3D4E5F,Mary O'Brien,212,9,41,2nd-3rd Cousin,Extremely High,0,1432,\n")


def twentyseventh_bar_genealogy_cases() -> list[Case]:
    G = TWENTYSEVENTH_GENEALOGY
    ok, bad = snippet_cases(G, _REF + TREC_MEASURES, ok_timeout=180, bad_timeout=90)
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    cases: list[Case] = []

    # --- the day's answers through the Python API, checked against references computed by hand ---------------------
    cases.append(ok(
        "u27d_rrf_four_matchers_dict", "rankagg.fuse({matcher: {person: {candidate: score}}}, method='rrf'): Splink's "
        "match weights (negative to positive), dedupe's probabilities, Jaro-Winkler in 0.01 steps and integer points, "
        "over 10 persons of 12 candidates, GEDCOM and FamilySearch ids",
        "import rankagg\nR = matches()\nres = rankagg.fuse(R, method='rrf')\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="Cormack et al. 2009: sum 1 / (60 + r), each list ranked by trec_eval's rule (docs/conventions.md)"))
    cases.append(ok(
        "u27d_borda_partial_candidates", "rankagg.fuse(..., method='borda'): the rules engine returns only candidates "
        "it scored (its 6 best), dedupe misses a third after blocking; Borda shares the missing ones' points",
        "import rankagg\nR = matches(seed=5, cut={'rules': 6}, drop={'dedupe': 0.35})\n"
        "res = rankagg.fuse(R, method='borda')\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="rankagg methods borda: n - r + 1 points, (n - k + 1) / 2 for each candidate a list lacks"))
    cases.append(ok(
        "u27d_combsum_weighted_frame", "rankagg.fuse(frame qid, docid, run, score, method='combsum', weights=...): "
        "min-max normalised Splink weights (negative), probabilities and points, Splink weighted 2",
        "import rankagg, pandas as pd\nW = {'splink': 2.0, 'dedupe': 1.0, 'phonetic': 0.5, 'rules': 0.75}\n"
        "R = matches(seed=7, drop={'phonetic': 0.3})\n"
        "df = pd.DataFrame(frame_rows(R), columns=['qid', 'docid', 'run', 'score'])\n"
        "res = rankagg.fuse(df, method='combsum', weights=W)\n"
        "rows = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) "
        "for q, g in res.groupby('qid')}\n"
        "refs = {q: combsum_minmax_ref(l, W) for q, l in per_query(R).items()}\n"
        "report(agree_all(rows, refs, written=False))\n",
        why="rankagg methods combsum: sum of w x min-max scores (docs/conventions.md); README: a long frame in"))
    cases.append(ok(
        "u27d_combmnz_dict", "rankagg.fuse(..., method='combmnz'): candidates found by more matchers count more "
        "(the phonetic matcher misses half)",
        "import rankagg\nR = matches(seed=9, drop={'phonetic': 0.5})\nres = rankagg.fuse(R, method='combmnz')\n"
        "refs = {q: combmnz_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="rankagg methods combmnz (Fox & Shaw 1994) over min-max scores"))
    cases.append(ok(
        "u27d_fuser_weighted_rrf_per_person", "rankagg.Fuser('rrf', weights=...) per person record, as the matching "
        "service fuses a request: Splink 2, dedupe 1.5, phonetic 0.5, rules 1",
        "import rankagg\nW = {'splink': 2.0, 'dedupe': 1.5, 'phonetic': 0.5, 'rules': 1.0}\n"
        "R = matches(seed=11, cut={'rules': 5})\nf = rankagg.Fuser('rrf', weights=W)\nmsg = ''\n"
        "for q, lists in per_query(R).items():\n"
        "    msg = msg or agree(f(lists), rrf_ref(lists, 60.0, W), written=False)\n"
        "report(msg)\n",
        why="Cormack et al. 2009: sum w / (60 + r); README's Fuser"))
    cases.append(ok(
        "u27d_evaluate_clerical_p1_mrr", "rankagg.evaluate(rrf result, clerical review, ['P@1', 'RR']): the fused "
        "candidates against the clerical review (a true match 1)",
        "import rankagg\nR = matches(seed=13, signal=0.12)\nres = rankagg.fuse(R, method='rrf')\nqrels = review()\n"
        "got = rankagg.evaluate(res, qrels, ['P@1', 'RR'])\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "orders = {q: fused_order(r) for q, r in refs.items()}\n"
        "p1 = sum(prec(o, qrels[q], 1) for q, o in orders.items()) / len(orders)\n"
        "mrr = sum(rr(o, qrels[q]) for q, o in orders.items()) / len(orders)\n"
        "report('' if abs(got['P@1'] - p1) < 1e-9 and abs(got['RR'] - mrr) < 1e-9 and 0 < p1 < 1 "
        "else '%r vs %r %r' % (got, p1, mrr))\n",
        why="trec_eval's P_1 and recip_rank (references.TREC_MEASURES), the means over the judged persons"))
    cases.append(ok(
        "u27d_rrf_depth_10", "rankagg.fuse(..., method='rrf', depth=10): the ten candidates the reviewer sees",
        "import rankagg\nR = matches(seed=15, n=20)\nres = rankagg.fuse(R, method='rrf', depth=10)\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, 10, written=False))\n",
        why="README: depth= keeps each query's first N; Cormack et al. 2009"))
    cases.append(ok(
        "u27d_rules_points_ties_by_hand", "rankagg.fuse({'rules': ..., 'phonetic': ...}, method='borda') of one "
        "person's four candidates, two at 14 points and at 0.93 Jaro-Winkler: the tie by id descending (trec_eval), "
        "Borda points by hand",
        "import rankagg\nq = '@I0042@'\na, b, c, d = '@I1037@', '@I1038@', 'FS:L000K-M01P', \"Se\\u00e1n_\\u00d3'Briain_1871\"\n"
        "N = {a: 14, b: 14, c: 9, d: 3}\nJ = {a: 0.93, b: 0.93, c: 0.71, d: 0.88}\n"
        "res = rankagg.fuse({'rules': {q: N}, 'phonetic': {q: J}}, method='borda')[q]\n"
        "# rules: b a c d -> 4 3 2 1; phonetic: b a d c -> 4 3 2 1\n"
        "want = {b: 8.0, a: 6.0, c: 3.0, d: 3.0}\norder = list(res)\n"
        "report('' if dict(res) == want and order == [b, a, c, d] else repr(res))\n",
        why="trec_eval orders equal scores by docid descending (docs/conventions.md); Borda n - r + 1; the 3-point tie "
            "by the house rule: both in two lists, best place 3 for both, then the smaller id ('F' < 'S')"))
    cases.append(ok(
        "u27d_accented_apostrophe_ids_rrf", "rankagg.fuse(...): candidates named 'Seán_Ó'Briain_1861' and "
        "'Mary_O'Brien' (accents, apostrophes: one token each), RRF by hand",
        "import rankagg\nq = 'FS:LZ7K-M3P'\na, b, c = \"Se\\u00e1n_\\u00d3'Briain_1861\", \"Mary_O'Brien\", '@I0311@'\n"
        "R = {'splink': {q: {a: 9.5, b: -2.25, c: 1.0}}, 'dedupe': {q: {b: 0.91, a: 0.9}}}\n"
        "res = rankagg.fuse(R, method='rrf')[q]\n"
        "want = {a: 1/61 + 1/62, b: 1/63 + 1/61, c: 1/62}\n"
        "report('' if set(res) == set(want) and all(abs(res[d] - want[d]) < 1e-12 for d in want) "
        "and list(res) == sorted(want, key=lambda d: -want[d]) else repr(res))\n",
        why="docs/conventions.md: an id is any token without a blank (UTF-8); Cormack et al. 2009"))
    cases.append(ok(
        "u27d_evaluate_qrels_frame_per_matcher", "rankagg.evaluate(each matcher's dict, the clerical review as a "
        "DataFrame qid, docid, rel): which matcher the reviewers agree with",
        "import rankagg, pandas as pd\nR = matches(seed=17, signal=0.1, cut={'rules': 5})\nqrels = review()\n"
        "qf = pd.DataFrame([(q, d, g) for q, j in qrels.items() for d, g in j.items()], columns=['qid', 'docid', 'rel'])\n"
        "msg = ''\n"
        "for e, run in R.items():\n"
        "    got = rankagg.evaluate(run, qf, ['nDCG@10', 'AP', 'RR'])\n"
        "    want, _ = measures({q: desc_order(p) for q, p in run.items()}, qrels)\n"
        "    msg = msg or ('' if all(abs(got[m] - want[m]) < 1e-9 for m in ('nDCG@10', 'AP', 'RR')) "
        "else '%s: %r vs %r' % (e, got, want))\n"
        "report(msg)\n",
        why="README: rankagg.evaluate takes dicts and frames, with trec_eval's conventions (references.TREC_MEASURES)"))
    cases.append(ok(
        "u27d_rank_column_frame", "rankagg.fuse(frame qid, docid, run, rank): the rules engine's and the phonetic "
        "matcher's candidate order only (no score column), RRF over those ranks",
        "import rankagg, pandas as pd\nR = matches(matchers=['phonetic', 'rules'], seed=19, cut={'rules': 6})\n"
        "rows = [(q, d, t, r) for t, run in R.items() for q, p in run.items() for r, d in enumerate(desc_order(p), 1)]\n"
        "df = pd.DataFrame(rows, columns=['qid', 'docid', 'run', 'rank'])\n"
        "ranks = {t: {q: {d: r for qq, d, tt, r in rows if tt == t and qq == q} for q in run} for t, run in R.items()}\n"
        "res = rankagg.fuse(df, method='rrf')\n"
        "got = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) for q, g in res.groupby('qid')}\n"
        "refs = {q: rrf_ranks(l) for q, l in per_query(ranks).items()}\n"
        "report(agree_all(got, refs, written=False))\n",
        why="docs/conventions.md: a frame's rank column is read when it has no score column; Cormack et al. 2009"))
    cases.append(ok(
        "u27d_person_only_splink", "rankagg.fuse(..., method='rrf'): a person only Splink scored (blocking kept no "
        "pair for the others), its candidates' weights negative, beside ten every matcher scored",
        "import rankagg\nR = matches(seed=21)\nR['splink']['@I9001@'] = {'@I9100@': -0.5, '@I9101@': -3.25, "
        "'@I9102@': -3.25}\n"
        "res = rankagg.fuse(R, method='rrf')\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="Cormack et al. 2009: a query is fused over the runs that hold it (PER_QUERY)"))

    # --- the command line ------------------------------------------------------------------------------------------
    cases.append(cli_ok(
        "u27d_cli_rrf_matcher_runs", "rankagg fuse splink.run dedupe.run phonetic.run rules.run --method rrf -o "
        "matches.run: one run per matcher, GEDCOM and FamilySearch ids, accented names",
        ["fuse", *_RUNS, "--method", "rrf", "-o", "matches.run"], None, _cli_check("rrf", "seed=23"),
        setup=_runs_setup("seed=23"), why="Cormack et al. 2009; TREC lines ranked by score (docs/conventions.md)"))
    cases.append(cli_ok(
        "u27d_cli_borda_weights_file", "rankagg fuse ... --method borda --weights weights.txt ('NAME W' lines from "
        "last quarter's review)", ["fuse", *_RUNS, "--method", "borda", "--weights", "weights.txt", "-o",
                                   "matches.run"],
        {"weights.txt": "splink 2\ndedupe 1.5\nphonetic 0.5\nrules 0.75\n"},
        _cli_check("borda", "seed=25, cut={'rules': 6}", "{'splink': 2, 'dedupe': 1.5, 'phonetic': 0.5, 'rules': 0.75}"),
        setup=_runs_setup("seed=25, cut={'rules': 6}"),
        why="rankagg fuse --help: --weights FILE of 'NAME W' lines; weighted Borda"))
    cases.append(cli_ok(
        "u27d_cli_combsum_depth_10", "rankagg fuse ... --method combsum --depth 10: min-max CombSUM, dedupe and the "
        "phonetic matcher miss some candidates; the ten the reviewer sees",
        ["fuse", *_RUNS, "--method", "combsum", "--depth", "10", "-o", "matches.run"], None,
        _cli_check("combsum", "seed=27, n=16, drop={'dedupe': 0.4, 'phonetic': 0.3}", depth=10),
        setup=_runs_setup("seed=27, n=16, drop={'dedupe': 0.4, 'phonetic': 0.3}"),
        why="rankagg methods combsum: sum of min-max scores; --depth 10"))
    cases.append(cli_ok(
        "u27d_cli_input_depth_5", "rankagg fuse ... --method rrf --input-depth 5: each matcher's five best "
        "candidates only",
        ["fuse", *_RUNS, "--method", "rrf", "--input-depth", "5", "-o", "matches.run"], None,
        _cli_check("rrf", "seed=29", prep="RUNS = {e: {q: {d: p[d] for d in desc_order(p)[:5]} for q, p in r.items()} "
                   "for e, r in RUNS.items()}\n"),
        setup=_runs_setup("seed=29"),
        why="docs/conventions.md: --input-depth N cuts each run first (by trec_eval's order); Cormack et al. 2009"))
    cases.append(cli_ok(
        "u27d_cli_gzip_runs_parquet_out", "rankagg fuse splink.run.gz dedupe.run.gz rules.run.gz --method rrf -o "
        "matches.parquet: gzipped runs from the nightly job, the fused candidates as a Parquet table",
        ["fuse", "splink.run.gz", "dedupe.run.gz", "rules.run.gz", "--method", "rrf", "-o", "matches.parquet"], None,
        lambda out, folder: _report(
            "import pandas as pd\nt = pd.read_parquet(FOLDER + '/matches.parquet')\n"
            "R = matches(matchers=['splink', 'dedupe', 'rules'], seed=31)\n"
            "rows = {q: list(zip(g.sort_values('rank')['doc_id'], g.sort_values('rank')['score'])) "
            "for q, g in t.groupby('q_id')}\n"
            "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
            "report(agree_all(rows, refs))\n", folder),
        setup=reference_setup(_REF, "import gzip\n"
                              "for t, run in matches(matchers=['splink', 'dedupe', 'rules'], seed=31).items():\n"
                              "    open(P(t + '.run.gz'), 'wb').write(gzip.compress(run_text(run, t).encode(), mtime=0))\n"),
        why="docs/conventions.md: -o names a TREC run or a Parquet table; runs may be gzipped"))
    cases.append(cli_ok(
        "u27d_cli_evaluate_clerical", "rankagg evaluate matches.run --qrels review.qrels -m P.1 -m recip_rank: the "
        "fused candidates against the clerical review",
        ["evaluate", "matches.run", "--qrels", "review.qrels", "-m", "P.1", "-m", "recip_rank"],
        None,
        lambda out, folder: _report(
            TREC_MEASURES + "rows = read_run(open(FOLDER + '/matches.run', encoding='utf-8').read())\nqrels = review()\n"
            "orders = {q: [d for d, _ in sorted(r, key=lambda x: (x[1], x[0].encode()), reverse=True)] "
            "for q, r in rows.items()}\n"
            "p1 = sum(prec(o, qrels[q], 1) for q, o in orders.items()) / len(orders)\n"
            "mrr = sum(rr(o, qrels[q]) for q, o in orders.items()) / len(orders)\n"
            "nums = {}\nfor line in OUT.splitlines():\n    f = line.split()\n"
            "    if len(f) >= 3 and f[-2] == 'all':\n        nums[f[0].lower().replace('@', '_').replace('.', '_')] = float(f[-1])\n"
            "got1, gotr = nums.get('p_1'), nums.get('rr', nums.get('recip_rank'))\n"
            "report('' if None not in (got1, gotr) and abs(got1 - p1) < 1e-4 and abs(gotr - mrr) < 1e-4 "
            "and 0 < p1 < 1 else 'got %r want %r %r' % (nums, p1, mrr))\n".replace("OUT", repr(out)), folder),
        setup=reference_setup(_REF, "R = matches(seed=33, signal=0.12)\n"
                              "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
                              "lines = []\nfor q, r in refs.items():\n"
                              "    lines += ['%s Q0 %s %d %r fused' % (q, d, i, r[0][d]) for i, d in "
                              "enumerate(trec_order(r[0]), 1)]\n"
                              "open(P('matches.run'), 'w', encoding='utf-8').write('\\n'.join(lines) + '\\n')\n"
                              "open(P('review.qrels'), 'w', encoding='utf-8').write(''.join('%s 0 %s %d\\n' % (q, g, r) "
                              "for q, j in review().items() for g, r in j.items()))\n"),
        why="trec_eval's P_1 and recip_rank, the means over the judged persons"))
    cases.append(cli_ok(
        "u27d_cli_evaluate_points_ties", "rankagg evaluate rules.run --qrels review.qrels -q -m P.1 -m recip_rank: "
        "the rules engine gives two candidates 14 points; the true match has the smaller id",
        ["evaluate", "rules.run", "--qrels", "review.qrels", "-q", "-m", "P.1", "-m", "recip_rank"],
        {"rules.run": "@I0042@ Q0 @I1037@ 1 14 rules\n@I0042@ Q0 @I1038@ 2 14 rules\n"
                      "@I0042@ Q0 FS:L000K-M01P 3 9 rules\n"
                      "FS:LZ7K-M01P Q0 @I1074@ 1 17 rules\nFS:LZ7K-M01P Q0 @I1075@ 2 11 rules\n",
         "review.qrels": "@I0042@ 0 @I1037@ 1\n@I0042@ 0 @I1038@ 0\nFS:LZ7K-M01P 0 @I1075@ 1\n"},
        lambda out, folder: (lambda nums: nums.get(("@I0042@", "p")) == 0.0
                             and abs(nums.get(("@I0042@", "rr"), -1) - 0.5) < 1e-4
                             and nums.get(("FS:LZ7K-M01P", "p")) == 0.0
                             and abs(nums.get(("FS:LZ7K-M01P", "rr"), -1) - 0.5) < 1e-4)(
            {(f[-2], "rr" if "r" in f[0].lower() else "p"): float(f[-1])
             for f in map(str.split, out.splitlines()) if len(f) >= 3 and f[-2] in ("@I0042@", "FS:LZ7K-M01P")}),
        why="trec_eval -q: equal scores by docid descending (@I1038@ before @I1037@ at 14: P_1 0, RR 1/2)"))
    cases.append(cli_ok(
        "u27d_cli_two_models_same_tag", "rankagg fuse splink_2025.run splink_2026.run dedupe.run --method rrf: last "
        "year's and this year's Splink models write the same tag 'splink'; runs named by their files",
        ["fuse", "splink_2025.run", "splink_2026.run", "dedupe.run", "--method", "rrf", "-o", "matches.run"], None,
        lambda out, folder: _report(
            "R = matches(matchers=['splink_2025', 'splink_2026', 'dedupe'], seed=37)\n"
            "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
            "report(agree_all(read_run(open(FOLDER + '/matches.run', encoding='utf-8').read()), refs))\n", folder),
        setup=reference_setup(_REF, "for t, run in matches(matchers=['splink_2025', 'splink_2026', 'dedupe'], "
                              "seed=37).items():\n"
                              "    open(P(t + '.run'), 'w', encoding='utf-8').write(run_text(run, 'splink' if "
                              "t.startswith('splink') else t))\n"),
        why="docs/conventions.md: ranker names are run tags, file names when tags repeat; Cormack et al. 2009"))

    # --- the team's files given where runs are read: named by their format or tool, at the first line ---------------
    text_files = [
        ("u27d_gedcom551_as_run", "a GEDCOM 5.5.1 file (0 HEAD, 1 GEDC, 2 VERS 5.5.1, 0 @I42@ INDI, 1 NAME John "
         "/Smith/)", "tree.ged", _GED551, "GEDCOM", "tree.ged:1"),
        ("u27d_gedcom7_bom_as_run", "a GEDCOM 7.0 file exported by FamilySearch (a byte-order mark, 0 HEAD, "
         "1 GEDC, 2 VERS 7.0, 1 SCHMA)", "familysearch_export.ged", _GED7, "GEDCOM", "familysearch_export.ged:1"),
        ("u27d_gedcomx_xml_as_run", "a GEDCOM X XML document (<gedcomx xmlns=\"http://gedcomx.org/v1/\">)",
         "LZ7K-M3P.xml", _GEDX_XML, "GEDCOM X", "LZ7K-M3P.xml:"),
        ("u27d_gramps_xml_plain_as_run", "a Gramps XML export saved uncompressed (DOCTYPE database, "
         "gramps-project.org)", "family_tree.xml", _GRAMPS, "Gramps", "family_tree.xml:"),
        ("u27d_splink_predictions_as_run", "Splink's predictions table (match_weight, match_probability, "
         "unique_id_l, unique_id_r, ..._l, ..._r, gamma_...)", "predictions.csv", _SPLINK_PRED, "Splink",
         "predictions.csv:1"),
        ("u27d_clerical_labels_as_run", "the clerical review CSV as Splink's labels take it (source_dataset_l, "
         "unique_id_l, ..., clerical_match_score)", "labels.csv", _CLERICAL, "clerical review", "labels.csv:1"),
        ("u27d_ftdna_matches_as_run", "a FamilyTreeDNA Family Finder match list (Full Name, ..., Shared DNA, "
         "Longest Block, ...)", "ftdna_matches.csv", _FTDNA, "DNA match", "ftdna_matches.csv:1"),
        ("u27d_ancestry_matches_as_run", "an AncestryDNA match list export (Match GUID, Name, Shared cM, Shared "
         "Segments, ...)", "ancestry_matches.csv", _ANCESTRY, "DNA match", "ancestry_matches.csv:1"),
        ("u27d_gedcomx_json_as_run", "a FamilySearch GEDCOM X JSON person (persons, names, relationships, "
         "gedcomx.org types)", "LZ7K-M3P.json", _GEDX_JSON, "GEDCOM X", "LZ7K-M3P.json:1"),
        ("u27d_gedx_json_as_run", "a GEDCOM X JSON document saved as .gedx", "LZ7K-M3P.gedx", _GEDX_JSON,
         "GEDCOM X", "LZ7K-M3P.gedx:1"),
        ("u27d_splink_model_as_run", "Splink's saved model JSON (link_type, comparisons, comparison_levels, "
         "m_probability)", "splink_model.json", _SPLINK_MODEL, "Splink", "splink_model.json:1"),
        ("u27d_dedupe_training_as_run", "dedupe's training file (JSON: distinct and match pairs of records)",
         "training.json", _DEDUPE_TRAINING, "dedupe", "training.json:1"),
    ]
    binaries = [
        ("u27d_gedzip_as_run", "a GEDCOM 7 GEDZip archive (.gdz: gedcom.ged and its media)", "tree.gdz", _GDZ,
         "GEDZip"),
        ("u27d_gramps_gz_as_run", "a Gramps XML export as Gramps writes it (.gramps: gzip of the XML)",
         "family.gramps", gzip.compress(_GRAMPS.encode(), mtime=0), "Gramps"),
        ("u27d_gedcom_gz_as_run", "a gzipped GEDCOM 5.5.1 file", "tree.ged.gz",
         gzip.compress(_GED551.encode(), mtime=0), "GEDCOM"),
        ("u27d_dedupe_settings_as_run", "dedupe's settings file (learned_settings: the pickled data model and "
         "classifier)", "learned_settings", _DEDUPE_SETTINGS, "dedupe"),
    ]
    text_why = ("trec_eval refuses a line of other than six fields (GEDCOM's two, a CSV's one, an XML declaration's "
                "three); the file is the team's genealogy or linkage tool's, named by what it is (a field count says "
                "nothing the team can act on)")
    binary_why = ("an archive, a gzip of a family tree or a pickle holds no TREC line; named by what it is, with "
                  "what to give instead")
    for cid, what, name, content, tool, *where in text_files + binaries:
        binary = isinstance(content, bytes)
        cases.append(cli_bad(
            cid, f"rankagg fuse {name} splink.run -o matches.run: {what} given as a run",
            ["fuse", name, "splink.run", "--method", "rrf", "-o", "matches.run"],
            {name: content, "splink.run": _ONE_RUN},
            where[0] if where else name, tool, why=binary_why if binary else text_why))

    # --- the judgements and the weights the team gives ----------------------------------------------------------------
    qrels_files = [
        ("u27d_clerical_labels_as_qrels", "labels.csv", _CLERICAL, ("labels.csv:1", "clerical review"),
         "trec_eval refuses a qrels line of other than four fields; the clerical_match_score column is the grade "
         "to write as 'PERSON 0 CANDIDATE 1'"),
        ("u27d_splink_predictions_as_qrels", "predictions.csv", _SPLINK_PRED, ("predictions.csv:1", "Splink"),
         "trec_eval refuses a qrels line of other than four fields; Splink's predictions are a matcher's scores"),
        ("u27d_gedcom_as_qrels", "tree.ged", _GED551, ("tree.ged:1", "GEDCOM"),
         "trec_eval refuses a qrels line of other than four fields; the file is a family tree, named so"),
        ("u27d_gedzip_as_qrels", "tree.gdz", _GDZ, ("tree.gdz", "GEDZip"),
         "an archive holds no qrels line; named by what it is"),
        ("u27d_gramps_gz_as_qrels", "family.gramps", gzip.compress(_GRAMPS.encode(), mtime=0),
         ("family.gramps", "Gramps"), "a family tree holds no qrels line; named by what it is"),
        ("u27d_dedupe_training_as_qrels", "training.json", _DEDUPE_TRAINING, ("training.json:1", "dedupe"),
         "dedupe's labelled pairs are no qrels lines; named by what they are"),
    ]
    for cid, name, content, mention, why in qrels_files:
        cases.append(cli_bad(
            cid, f"rankagg evaluate splink.run --qrels {name}: the team's file given as the judgements",
            ["evaluate", "splink.run", "--qrels", name], {"splink.run": _ONE_RUN, name: content}, *mention,
            outputs=(), why=why))
    cases.append(cli_bad(
        "u27d_splink_model_as_weights", "rankagg fuse splink.run dedupe.run --weights splink_model.json: Splink's "
        "saved model given as the run weights",
        ["fuse", "splink.run", "dedupe.run", "--method", "rrf", "--weights", "splink_model.json", "-o", "matches.run"],
        {"splink_model.json": _SPLINK_MODEL}, "splink_model.json", "Splink",
        setup=_runs_setup("matchers=['splink', 'dedupe'], n_q=3"),
        why="rankagg fuse --help: --weights takes 'NAME W' lines or a JSON object of numbers; a model's settings name "
            "no run"))
    cases.append(cli_bad(
        "u27d_gedcom_as_weights", "rankagg fuse splink.run dedupe.run --weights tree.ged: the tree picked instead "
        "of weights.txt", ["fuse", "splink.run", "dedupe.run", "--method", "rrf", "--weights", "tree.ged", "-o",
                            "matches.run"],
        {"tree.ged": _GED551}, "tree.ged:", "GEDCOM", setup=_runs_setup("matchers=['splink', 'dedupe'], n_q=3"),
        why="rankagg fuse --help: --weights takes 'NAME W' lines; a GEDCOM file is named for what it is"))

    # --- other mistakes of the day ---------------------------------------------------------------------------------
    cases.append(cli_bad(
        "u27d_name_with_blanks_as_docid", "rankagg fuse splink.run phonetic.run: the phonetic matcher's export wrote "
        "the candidate's GEDCOM name 'Mary /O'Brien/' as its id", ["fuse", "splink.run", "phonetic.run", "--method",
                                                                   "rrf", "-o", "matches.run"],
        {"splink.run": _ONE_RUN,
         "phonetic.run": "@I0042@ Q0 @I1037@ 1 0.97 phonetic\n@I0042@ Q0 Mary /O'Brien/ 2 0.91 phonetic\n"},
        "phonetic.run:2",
        why="trec_eval splits fields at blanks: seven fields (docs/conventions.md: a wrong field count is refused at "
            "its line)"))
    cases.append(cli_bad(
        "u27d_probability_percent", "rankagg fuse splink.run dedupe.run: dedupe's probabilities exported as "
        "percentages ('99.7%')", ["fuse", "splink.run", "dedupe.run", "--method", "rrf", "-o", "matches.run"],
        {"splink.run": _ONE_RUN,
         "dedupe.run": "@I0042@ Q0 @I1037@ 1 99.7% dedupe\n@I0042@ Q0 FS:L000K-M01P 2 26.1% dedupe\n"},
        "dedupe.run:1",
        why="trec_eval's atof would read 99.7; docs/conventions.md: a non-numeric score is refused at its line"))
    cases.append(cli_bad(
        "u27d_match_weight_unicode_minus", "rankagg fuse splink.run dedupe.run: Splink's match weights pasted from "
        "its chart with a typographic minus ('\u22121.5')",
        ["fuse", "splink.run", "dedupe.run", "--method", "rrf", "-o", "matches.run"],
        {"dedupe.run": "@I0042@ Q0 @I1037@ 1 0.997 dedupe\n@I0042@ Q0 FS:L000K-M01P 2 0.261 dedupe\n",
         "splink.run": "@I0042@ Q0 @I1037@ 1 8.25 splink\n@I0042@ Q0 FS:L000K-M01P 2 \u22121.5 splink\n"},
        "splink.run:2",
        why="trec_eval's atof reads 0 of it; docs/conventions.md: a non-numeric score is refused at its line"))
    cases.append(bad(
        "u27d_api_candidate_name_with_blank", "rankagg.fuse({'phonetic': {'@I0042@': {\"Mary /O'Brien/\": 0.91}}}): "
        "a candidate keyed by its GEDCOM name in memory",
        "import rankagg\nR = matches(matchers=['splink', 'phonetic'], n_q=2)\n"
        "R['phonetic']['@I0042@'][\"Mary /O'Brien/\"] = 0.91\n"
        "rankagg.fuse(R, method='rrf')\n", "Mary /O'Brien/",
        why="docs/reliability.md (one set of input rules): an id is a TREC token, no blank; refused naming it"))
    cases.append(bad(
        "u27d_api_weight_misspelt_matcher", "rankagg.fuse(R, method='rrf', weights={'splink': 2, 'dedup': 1.5}): a "
        "matcher's name misspelt in the weights",
        "import rankagg\nR = matches(n_q=2)\n"
        "rankagg.fuse(R, method='rrf', weights={'splink': 2.0, 'dedup': 1.5})\n", "dedup",
        why="docs/reliability.md: weights that name no run are refused naming them (a weight silently dropped is a "
            "wrong answer)"))

    # --- the team's JSON documents, parsed, given to the Python API ------------------------------------------------
    for cid, what, text, call, mention in [
            ("u27d_api_gedcomx_as_runs", "rankagg.fuse({'familysearch': json.load(open('LZ7K-M3P.json'))}): a parsed "
             "GEDCOM X person given as a matcher's run", _GEDX_JSON,
             "rankagg.fuse({'familysearch': doc, 'splink': matches(matchers=['splink'], n_q=2)['splink']}, "
             "method='rrf')", "GEDCOM X"),
            ("u27d_api_splink_model_as_runs", "rankagg.fuse(json.load(open('splink_model.json'))): Splink's parsed "
             "model given as the runs", _SPLINK_MODEL, "rankagg.fuse(doc, method='rrf')", "Splink"),
            ("u27d_api_dedupe_training_as_qrels", "rankagg.evaluate(run, json.load(open('training.json'))): dedupe's "
             "labelled pairs given as the judgements", _DEDUPE_TRAINING,
             "rankagg.evaluate(matches(matchers=['splink'], n_q=2)['splink'], doc, ['P@1'])", "dedupe")]:
        cases.append(bad(
            cid, what, f"import rankagg\ndoc = json.loads({text!r})\n{call}\n", mention,
            why="README: runs are {run: {query: {candidate: score}}}, judgements {query: {candidate: grade}}; the "
                "team's document is named for what it is, not for the query its first key would be"))

    # --- the fused candidates written under a genealogy format's name ------------------------------------------------
    for cid, out_name, what, named in [
            ("u27d_out_ged", "matches.ged", "a GEDCOM file", ()),
            ("u27d_out_ged_upper_gz", "MATCHES.GED.gz", "a gzipped GEDCOM file, the suffix upper-case", ()),
            ("u27d_out_gdz", "matches.gdz", "a GEDZip archive", ()),
            ("u27d_out_gedx", "matches.gedx", "a GEDCOM X file", ("GEDCOM X",)),
            ("u27d_out_gramps", "matches.gramps", "a Gramps XML family tree", ("Gramps",)),
            ("u27d_out_ftm", "matches.ftm", "a Family Tree Maker tree", ("Family Tree Maker",)),
            ("u27d_out_rmtree", "matches.rmtree", "a RootsMagic database", ("RootsMagic",))]:
        cases.append(cli_bad(
            cid, f"rankagg fuse splink.run dedupe.run --method rrf -o {out_name}: {what}; TREC lines under that name "
            "are read by no tool that opens it", ["fuse", "splink.run", "dedupe.run", "--method", "rrf", "-o",
                                                  out_name],
            None, out_name, *named, outputs=(out_name,), setup=_runs_setup("matchers=['splink', 'dedupe'], seed=43"),
            why="issue 45: every output reads back; rankagg/io/output_names.py names each format's suffix"))
    cases.append(cli_bad(
        "u27d_explain_gramps", "rankagg fuse ... -o matches.run --explain matches.gramps: the explanation named for "
        "Gramps", ["fuse", "splink.run", "dedupe.run", "--method", "rrf", "-o", "matches.run", "--explain",
                   "matches.gramps"],
        None, "matches.gramps", "Gramps", outputs=("matches.run", "matches.gramps"),
        setup=_runs_setup("matchers=['splink', 'dedupe'], seed=45"),
        why="issue 45: every output reads back; --explain writes JSON lines, which no Gramps reader reads"))
    return cases
