"""Issue 45's thirty-first bar of scripts/reliability_matrix.py, a conference programme committee's ranking of
submissions per track across reviewers and meta-reviewers (its cases, ids ``u31m_``, registered in its ``cases()``);
the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.

The team's day: each track and area (``main/nlp-applications``) is a query and each submission a document by its
number (``sub-1042``); the runs are the rankings the chairs fuse (the reviewers' mean score, the area chairs' ranking,
the calibrated scores, the bids' enthusiasm), scores in [0, 1] at four decimals.  The lists are fused with RRF, Borda
and CombSUM, weighted by each source's agreement with last year's decisions, and judged against the final decisions
(2 oral, 1 poster, 0 reject).  The mistakes and odd files: the field's own files given where runs or qrels are read
(OpenReview's notes, HotCRP's JSON export, EasyChair's and Microsoft CMT's exports, the ACL Anthology's XML, a DBLP
record, Semantic Scholar's and arXiv's API answers, the Toronto Paper Matching System's scores), and outputs named
for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

THIRTYFIRST_PEERREVIEW = ("45 Unseen inputs: a thirty-first bar, a conference programme committee's ranking of "
                          "submissions per track across reviewers (OpenReview, HotCRP, EasyChair, Microsoft CMT, ACL "
                          "Anthology, DBLP, Semantic Scholar, arXiv, TPMS)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['reviewers', 'area_chairs', 'calibrated', 'bids'],
    items=['sub-1042', 'sub-0007', 'sub-2311', 'sub-0420', 'sub-1999', 'sub-0815', 'sub-3141', 'sub-2718'],
    queries=['main/nlp-applications', 'main/machine-translation', 'main/dialogue', 'findings/resources',
          'main/interpretability', 'industry/deployment'],
    suffix='/late', generator='scores', judgements='decisions') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "scores", "submissions.run")

_RECS3 = ["reviewers", "area_chairs", "calibrated"]
_OUT = ("submissions.run",)
_ONE_RUN = ("main/nlp-applications Q0 sub-1042 1 0.91 reviewers\nmain/nlp-applications Q0 sub-0007 2 0.77 reviewers\n"
            "main/nlp-applications Q0 sub-0420 3 0.52 reviewers\n")
# the committee's files, as their systems write them (a few lines)
_OPENREVIEW = ('{"notes": [{"id": "aBc123XyZ", "forum": "aBc123XyZ", "number": 1042, "invitations": '
               '["ACL.cc/2027/Conference/-/Submission"], "content": {"title": {"value": "Fusing rankings"}, '
               '"venueid": {"value": "ACL.cc/2027/Conference/Submission"}}, "cdate": 1764237600000}], "count": 1}\n')
_HOTCRP = ('[{"pid": 1042, "title": "Fusing rankings", "status": "submitted", "submitted": true, "authors": '
           '[{"email": "a@example.org", "first": "Ada", "last": "L"}], "abstract": "We fuse.", "topics": ["IR"], '
           '"reviews": [{"ordinal": "A", "OveMer": 4, "RevExp": 3}]}]\n')
_EASYCHAIR = ("#,Authors,Title,Submitted,Last updated,Form fields,Keywords,Decision,Notified,Reviews sent,Abstract\n"
              "1042,Ada L and Bo K,Fusing rankings,2026-11-01 10:00,2026-11-02 11:00,,ranking; fusion,accept,no,no,"
              "We fuse.\n")
_CMT = ("Paper ID\tCreated\tLast Modified\tPaper Title\tAbstract\tPrimary Contact Author Name\tAuthor Names\t"
        "Track Name\tPrimary Subject Area\tStatus\n1042\t11/1/2026 10:00:00 AM\t11/2/2026\tFusing rankings\tWe fuse.\t"
        "Ada L\tAda L*; Bo K\tMain Track\tInformation Retrieval\tAwaiting Decision\n")
_ACL = ('<?xml version="1.0" encoding="UTF-8"?>\n<collection id="2027.acl">\n  <volume id="long" ingest-date='
        '"2027-07-01" type="proceedings">\n    <meta><booktitle>Proceedings of ACL 2027</booktitle></meta>\n'
        '    <paper id="1"><title>Fusing rankings</title></paper>\n  </volume>\n</collection>\n')
_DBLP = ('<?xml version="1.0" encoding="US-ASCII"?>\n<dblp>\n<inproceedings key="conf/acl/L27" mdate="2027-08-01">\n'
         '<author>Ada L</author>\n<title>Fusing rankings.</title>\n<booktitle>ACL</booktitle>\n<year>2027</year>\n'
         '</inproceedings>\n</dblp>\n')
_S2 = ('{"total": 1342, "offset": 0, "next": 10, "data": [{"paperId": "649def34f8be52c8b66281af98ae884c09aef38b", '
       '"title": "Fusing rankings", "citationCount": 12, "externalIds": {"ArXiv": "2611.01234"}}]}\n')
_ARXIV = ('<?xml version="1.0" encoding="UTF-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">\n'
          '  <link href="http://arxiv.org/api/query?search_query=all:fusion" rel="self" type="application/atom+xml"/>\n'
          '  <title type="html">ArXiv Query: search_query=all:fusion</title>\n'
          '  <entry><id>http://arxiv.org/abs/2611.01234v1</id><title>Fusing rankings</title></entry>\n</feed>\n')
_TPMS = ("paper_id,reviewer_email,score\n1042,reviewer1@example.org,0.8731\n1042,reviewer2@example.org,0.4410\n")


def thirtyfirst_bar_peerreview_cases() -> list[Case]:
    G = THIRTYFIRST_PEERREVIEW
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="scores", judgements="decisions", runs=_RECS3, stem="submissions", outputs=_OUT,
        item="submission", rounded="calibrated",
        weights="{'reviewers': 1.0, 'area_chairs': 2.0, 'calibrated': 1.0, 'bids': 0.5}",
        lone_query="R['bids']['workshop/ethics'] = {'sub-5001': 0.7, 'sub-5002': 0.2}\n",
        trust="area_chairs 2\ncalibrated 0.5\nreviewers 1\n",
        trust_dict="{'area_chairs': 2, 'calibrated': 0.5, 'reviewers': 1}",
        texts={
            "rrf": ("u31m_rrf_sources",
                    "rankagg.fuse({source: {track/area: {submission: score}}}, method='rrf'): four sources, six "
                    "tracks ('main/nlp-applications'), submissions by number ('sub-1042')"),
            "borda": ("u31m_borda_partial_lists",
                      "rankagg.fuse(..., method='borda'): a source did not score some submissions (conflicts of "
                      "interest)"),
            "combsum": ("u31m_combsum_tied_scores",
                        "rankagg.fuse(..., method='combsum'): the calibrated scores at one decimal (many ties) beside "
                        "the others"),
            "fuser": ("u31m_weighted_fuser_decisions",
                      "rankagg.Fuser('rrf', weights=...) per track: the area chairs count 2, the bids 0.5"),
            "frame": ("u31m_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the scores as the chairs' "
                      "sheet holds them, a row per track, submission and source"),
            "evaluate": ("u31m_evaluate_decisions",
                         "rankagg.evaluate(fused ranking, final decisions, ['nDCG@5', 'AP', 'P@3']): does the fused "
                         "ranking put first the submissions accepted as orals"),
            "lone": ("u31m_one_source_track",
                     "rankagg.fuse(..., method='rrf'): a track only the bids cover (an ethics workshop) beside tracks "
                     "every source covers"),
            "cli_rrf": ("u31m_cli_rrf_runs",
                        "rankagg fuse reviewers.run area_chairs.run calibrated.run --method rrf -o submissions.run: "
                        "one run per source, tracks as queries"),
            "cli_borda": ("u31m_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the area chairs count "
                          "double)"),
            "cli_combsum": ("u31m_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four submissions a session holds"),
            "cli_evaluate": ("u31m_cli_evaluate_decision_qrels",
                             "rankagg evaluate submissions.run --qrels decisions.qrels -m ndcg_cut.5 -m map: the "
                             "fused ranking against the decisions (0-2)"),
            "cli_parquet": ("u31m_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o submissions.parquet: gzipped runs from the "
                            "reviewing system, a Parquet table for the programme")})

    # --- the committee's files given where runs are read: named by their system or format ---------------------------
    cases += files_as_runs(cli_bad, [
        ("u31m_openreview_notes_as_run", "OpenReview's notes (notes with id, forum, number, invitations, content; "
         "count)", "submissions_notes.json", _OPENREVIEW, "OpenReview", "submissions_notes.json:1"),
        ("u31m_hotcrp_json_as_run", "HotCRP's JSON export (pid, title, status, authors, reviews with OveMer)",
         "acl27-data.json", _HOTCRP, "HotCRP", "acl27-data.json:1"),
        ("u31m_easychair_csv_as_run", "EasyChair's submissions export (#, Authors, Title, Submitted, ..., Decision)",
         "submission.csv", _EASYCHAIR, "EasyChair", "submission.csv:1"),
        ("u31m_cmt_tsv_as_run", "Microsoft CMT's papers export (Paper ID, Created, ..., Track Name, Status)",
         "Papers.txt", _CMT, "CMT", "Papers.txt:1"),
        ("u31m_acl_anthology_as_run", "the ACL Anthology's XML (collection id=2027.acl, volume, paper)",
         "2027.acl.xml", _ACL, "ACL Anthology", "2027.acl.xml:2"),
        ("u31m_dblp_xml_as_run", "a DBLP record (dblp, inproceedings key=conf/acl/...)", "L27.xml", _DBLP, "DBLP",
         "L27.xml:2"),
        ("u31m_semantic_scholar_as_run", "a Semantic Scholar API answer (total, offset, next, data with paperId)",
         "s2_search.json", _S2, "Semantic Scholar", "s2_search.json:1"),
        ("u31m_arxiv_atom_as_run", "an arXiv API answer (Atom feed: link to arxiv.org/api/query, entries)",
         "arxiv_query.xml", _ARXIV, "arXiv", "arxiv_query.xml:2"),
        ("u31m_tpms_scores_as_run", "the Toronto Paper Matching System's affinity scores (paper_id, reviewer_email, "
         "score)", "tpms_scores.csv", _TPMS, "TPMS", "tpms_scores.csv:1")],
        one_run=("reviewers.run", _ONE_RUN), stem="submissions",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the chairs can act on)")

    # --- the judgements the committee gives --------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u31m_easychair_as_qrels", "decisions.csv", _EASYCHAIR, "EasyChair"),
        ("u31m_cmt_as_qrels", "Papers.tsv", _CMT, "CMT"),
        ("u31m_hotcrp_as_qrels", "acl27-data.json", _HOTCRP, "HotCRP"),
        ("u31m_tpms_as_qrels", "tpms_scores.csv", _TPMS, "TPMS")],
        one_run=("reviewers.run", _ONE_RUN))

    # --- outputs named for the committee's files ----------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u31m_out_bib", "accepted.bib", "a BibTeX database"),
        ("u31m_out_tex", "programme.tex", "a LaTeX source"),
        ("u31m_out_ics", "programme.ics", "an iCalendar file")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=31"))

    # --- the committee's documents and tables given to the API ---------------------------------------------------
    cases += [
        bad("u31m_api_openreview_dict",
            "rankagg.fuse(json.load(submissions_notes.json)): OpenReview's notes loaded in Python given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('n.json')), method='rrf')\n",
            "OpenReview", why="a run maps a query to {document: score}; OpenReview's 'notes' is a list and 'count' a "
                              "number", files={"n.json": _OPENREVIEW}),
        bad("u31m_api_hotcrp_list",
            "rankagg.fuse(json.load(acl27-data.json)): HotCRP's export (a list of papers) given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('h.json')), method='borda')\n",
            "HotCRP", why="a list of runs holds {query: {document: score}} mappings; HotCRP's papers hold pid, title",
            files={"h.json": _HOTCRP}),
        bad("u31m_api_easychair_frame",
            "rankagg.fuse(pd.read_csv(EasyChair's export)): the submissions given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('s.csv'), method='rrf')\n",
            "EasyChair", why="a table of runs has qid, docid, run and score columns; EasyChair's has submissions",
            files={"s.csv": _EASYCHAIR}),
    ]
    return cases
