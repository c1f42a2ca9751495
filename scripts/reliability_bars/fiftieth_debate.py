"""Issue 45's fiftieth bar of scripts/reliability_matrix.py, a university debating society's tab team and a league's
rankings committee ranking teams and speakers per round, bracket and season across tab software and tournament
exports (its cases, ids ``u50b_``, registered in its ``fiftieth_bar_debate_cases()``); the mechanics
(:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written in a persona session,
before any of its recognisers existed.)

The team's day: each round, bracket, break or league week (``rd:r3/open``, ``bracket:r4/6-pts``) is a query and each
team or speaker a document (``team:lse-a``, ``spk:a-okafor@lse-a``); the runs are the team points and speaker scores
of the tab (Tabbycat's ballots), the adjudicators' feedback-weighted ballots and the rankings committee's own
ordering, scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, weighted by each source's
record, and judged against the break and the adjudication core's verdicts (2 broke, 1 on the bubble, 0 out).  The
mistakes and odd files: the field's own files given where runs or qrels are read (a Tabbycat ballot from its REST
API, Tabbycat's speakers.csv and adjudicators.csv importer files, a DebateXML tournament archive, a Tabroom.com XML
export, a speaker tab and a BP ballot typed as text whose lines have six fields, a World Schools ballot as a PDF, a
photo of a BP ballot, a break list), and outputs named for the field's files.

Where the formats were checked: Tabbycat's importer CSVs from TabbycatDebate/tabbycat data/demo/speakers.csv and
adjudicators.csv (their headers as written there); the Tabbycat API's ballot object (result.sheets[].teams[] with
side, points, win, speeches[] of ghost, score, speaker; motion, url, participant_submitter, vetos, timestamp, version,
submitter_type, confirmed, ...) from clients of /api/v1/tournaments/<slug>/rounds/<n>/pairings/<id>/ballots;
DebateXML's elements (tournament, round, debate, side, ballot, speech, participants, team, speaker, adjudicator,
institution, venue and their attributes) from TabbycatDebate/DebateXML spec.xsd, and Tabroom.com's XML export
elements (TOURN, EVENT, ENTRY, ENTRY_STUDENT, JUDGE, SCHOOL, ROOM, ROUND, PANEL, BALLOT, BALLOT_SCORE, SCORES) from
that repository's converters/tabroom.py (its root element, TOURNAMENTRESULTS, as remembered); PDF's '%PDF-1.7'
header and JPEG's SOI/APP0 'JFIF' marker from their specifications.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

FIFTIETH_DEBATE = ("45 Unseen inputs: a fiftieth bar, a university debating society's tab team and a league's "
                   "rankings committee ranking teams and speakers per round, bracket and season (Tabbycat CSV and "
                   "REST API JSON, DebateXML, Tabroom.com XML, BP and World Schools ballots, speaker tabs, break "
                   "lists, ballot PDFs and photos)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['team_points', 'speaker_scores', 'adj_feedback', 'committee'],
    items=['team:lse-a', 'team:oxford-b', 'spk:a-okafor@lse-a', 'team:durham-a', 'spk:m-chen@kcl-a',
           'team:kcl-a', 'spk:r-patel@oxford-b', 'team:warwick-c'],
    queries=['rd:r1/open', 'rd:r2/open', 'rd:r3/open', 'bracket:r4/6-pts', 'break:open/quarters',
             'season:2026/league-wk4'],
    suffix='/esl', generator='tab', judgements='break_verdicts') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "tab", "tab.run")

_RECS3 = ["team_points", "speaker_scores", "adj_feedback"]
_OUT = ("tab.run",)
_ONE_RUN = ("rd:r1/open Q0 team:lse-a 1 0.91 adj_feedback\nrd:r1/open Q0 team:oxford-b 2 0.77 adj_feedback\n")
# the team's files, as the tab software, its API and its exports write them (a few lines)
# a Tabbycat ballot, GET /api/v1/tournaments/<slug>/rounds/3/pairings/14/ballots/1 (a BP room: og, oo, cg, co)
_TC_SPK = "https://tab.example-debating.org/api/v1/tournaments/iv2026/speakers/"
_TABBYCAT_BALLOT = (
    '{"id": 1, "result": {"sheets": [{"teams": [{"side": "og", "points": 3, "team": '
    '"https://tab.example-debating.org/api/v1/tournaments/iv2026/teams/4", "speeches": ['
    f'{{"ghost": false, "score": 78.0, "speaker": "{_TC_SPK}11"}}, '
    f'{{"ghost": false, "score": 77.0, "speaker": "{_TC_SPK}12"}}]}}, '
    '{"side": "oo", "points": 1, "team": "https://tab.example-debating.org/api/v1/tournaments/iv2026/teams/9", '
    f'"speeches": [{{"ghost": false, "score": 75.0, "speaker": "{_TC_SPK}25"}}, '
    f'{{"ghost": false, "score": 74.0, "speaker": "{_TC_SPK}26"}}]}}], '
    '"adjudicator": "https://tab.example-debating.org/api/v1/tournaments/iv2026/adjudicators/7"}]}, '
    '"motion": "https://tab.example-debating.org/api/v1/tournaments/iv2026/motions/3", '
    '"url": "https://tab.example-debating.org/api/v1/tournaments/iv2026/rounds/3/pairings/14/ballots/1", '
    '"participant_submitter": null, "vetos": [], "timestamp": "2026-11-21T14:07:29.420154Z", "version": 1, '
    '"submitter_type": "P", "confirmed": true, "private_url": true, "confirm_timestamp": "2026-11-21T14:20:02Z", '
    '"ip_address": "10.0.4.17", "discarded": false, "single_adj": false, "forfeit": false, "submitter": 3, '
    '"confirmer": 1}\n')
# Tabbycat's importer files (data/demo's headers)
_SPEAKERS_CSV = ("name,institution,team_name,use_institution_prefix,gender,pronoun,email\n"
                 "Ada Okafor,London School of Economics,A,1,F,she,ada.okafor@example.ac.uk\n"
                 "Tom Reyes,London School of Economics,A,1,M,he,tom.reyes@example.ac.uk\n"
                 "Ravi Patel,University of Oxford,B,1,M,he,ravi.patel@example.ac.uk\n")
_ADJUDICATORS_CSV = ("name,institution,test_score,institution_conflicts,team_conflicts,adj_conflicts,gender,pronoun,"
                     "adj_core,independent,trainee,phone,email,notes\n"
                     "Mei Chen,King's College London,5,,LSE A,,F,she,1,0,0,,mei.chen@example.ac.uk,\n"
                     "Jonas Berg,,4,Durham University,,,M,he,0,1,0,,jonas.berg@example.org,\n"
                     "Priya Nair,University of Warwick,3,,,,F,she,0,0,1,,priya.nair@example.ac.uk,\n")
# a DebateXML archive, as Tabbycat's tournament export writes it
_DEBATEXML = ('<?xml version="1.0" encoding="utf-8"?>\n'
              '<tournament name="LSE Open 2026" short="LSE IV" style="bp">\n'
              '  <round name="Round 3" elimination="false" feedback-weight="0.7">\n'
              '    <debate id="D14" venue="V3" adjudicators="A7 A9" chair="A7" motion="M3">\n'
              '      <side team="T4"><ballot adjudicators="A7 A9" rank="1">155</ballot>\n'
              '        <speech speaker="S11"><ballot adjudicators="A7 A9">78</ballot></speech>\n'
              '        <speech speaker="S12"><ballot adjudicators="A7 A9">77</ballot></speech></side>\n'
              '    </debate>\n  </round>\n  <participants>\n'
              '    <team id="T4" name="LSE A" code="LSE A" break-eligibilities="BC1">\n'
              '      <speaker id="S11" categories="SC1">Ada Okafor</speaker>\n'
              '      <speaker id="S12">Tom Reyes</speaker>\n    </team>\n'
              '    <adjudicator id="A7" score="4.5" core="true">Mei Chen</adjudicator>\n'
              '  </participants>\n'
              '  <institution id="I1" reference="LSE">London School of Economics</institution>\n'
              '  <venue id="V3" score="2">NAB 2.04</venue>\n</tournament>\n')
# a Tabroom.com XML export (the elements DebateXML's Tabroom converter reads)
_TABROOM = ('<?xml version="1.0" encoding="UTF-8"?>\n<TOURNAMENTRESULTS>\n'
            '  <TOURN TOURNNAME="Northeast Parli League Week 4"><STARTDATE>11/21/2026</STARTDATE>'
            '<ENDDATE>11/22/2026</ENDDATE></TOURN>\n'
            '  <EVENT><ID>81234</ID><EVENTNAME>Open BP</EVENTNAME><STYLE>WUDC</STYLE></EVENT>\n'
            '  <SCORES><ID>1</ID><SCORE_NAME>Ballot</SCORE_NAME></SCORES>\n'
            '  <SCORES><ID>2</ID><SCORE_NAME>Speaker Points</SCORE_NAME></SCORES>\n'
            '  <ENTRY><ID>551201</ID><SCHOOL>20441</SCHOOL><EVENT>81234</EVENT><CODE>LSE A</CODE>'
            '<FULLNAME>LSE Okafor &amp; Reyes</FULLNAME></ENTRY>\n'
            '  <ROUND><ID>301</ID><EVENT>81234</EVENT><RD_NAME>3</RD_NAME><LABEL>Round 3</LABEL>'
            '<TIMESLOT>12</TIMESLOT></ROUND>\n'
            '  <PANEL><ID>9001</ID><ROUND>301</ROUND><ROOM>44</ROOM><BYE>0</BYE></PANEL>\n'
            '  <BALLOT><ID>70001</ID><PANEL>9001</PANEL><ENTRY>551201</ENTRY><JUDGE>6610</JUDGE>'
            '<SIDE>1</SIDE></BALLOT>\n'
            '  <BALLOT_SCORE><ID>1</ID><BALLOT>70001</BALLOT><RECIPIENT>551201</RECIPIENT><SCORE_ID>1</SCORE_ID>'
            '<SCORE>3</SCORE></BALLOT_SCORE>\n</TOURNAMENTRESULTS>\n')
# the convenor's speaker tab typed as text: rank, speaker, team, R1, R2, total (six fields, a number fifth)
_SPEAKER_TAB = ("Rank Speaker Team R1 R2 Total\n1 A.Okafor LSE-A 78 79 157\n2 M.Chen KCL-A 77 78 155\n"
                "3 R.Patel Oxford-B 77 77 154\n")
# a BP ballot typed in from the chair's sheet: round, room, position, team, rank, team speaks
_BP_BALLOT = ("R3 NAB-2.04 OG LSE-A 1 155\nR3 NAB-2.04 OO Durham-A 3 148\nR3 NAB-2.04 CG Oxford-B 2 152\n"
              "R3 NAB-2.04 CO Warwick-C 4 144\n")
# the break list the tab director reads out: rank, team, team points, total speaks (four fields)
_BREAK_LIST = ("1 LSE-A 13 1231.5\n2 Oxford-B 12 1224.0\n3 KCL-A 12 1219.5\n4 Durham-A 11 1226.0\n")
# a World Schools ballot scanned to PDF, and a phone photo of a BP ballot (JPEG, JFIF)
_WSDC_PDF = (b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n"
             b"2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n"
             b"3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>\nendobj\n"
             b"trailer\n<< /Root 1 0 R /Size 4 >>\n%%EOF\n")
_BALLOT_JPG = (b"\xff\xd8\xff\xe0\x00\x10JFIF\x00\x01\x01\x00\x00H\x00H\x00\x00"
               b"\xff\xdb\x00C\x00" + bytes(range(1, 65)) + b"\xff\xd9")


def fiftieth_bar_debate_cases() -> list[Case]:
    G = FIFTIETH_DEBATE
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="tab", judgements="break_verdicts", runs=_RECS3, stem="tab", outputs=_OUT,
        item="team or speaker", rounded="speaker_scores",
        weights="{'team_points': 1.0, 'speaker_scores': 0.5, 'adj_feedback': 2.0, 'committee': 1.5}",
        lone_query="R['committee']['rd:r5/novice'] = {'team:bristol-n': 0.9, 'team:exeter-n': 0.4}\n",
        trust="adj_feedback 2\nteam_points 1\nspeaker_scores 0.5\n",
        trust_dict="{'adj_feedback': 2, 'team_points': 1, 'speaker_scores': 0.5}",
        texts={
            "rrf": ("u50b_rrf_tab_sources",
                    "rankagg.fuse({source: {round/bracket: {team or speaker: score}}}, method='rrf'): four sources, "
                    "six rounds and brackets ('rd:r3/open'), teams as 'team:lse-a', speakers as "
                    "'spk:a-okafor@lse-a'"),
            "borda": ("u50b_borda_missing_ballots",
                      "rankagg.fuse(..., method='borda'): the team points have no score where a ballot is not in"),
            "combsum": ("u50b_combsum_rounded_speaks",
                        "rankagg.fuse(..., method='combsum'): speaker scores at one decimal (many ties, as speaks "
                        "are whole points) beside the others"),
            "fuser": ("u50b_weighted_fuser_adj_core",
                      "rankagg.Fuser('rrf', weights=...) per round: the feedback-weighted ballots count 2, the "
                      "speaker scores 0.5"),
            "frame": ("u50b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the committee's sheet, a row "
                      "per round, team or speaker and source"),
            "evaluate": ("u50b_evaluate_break_verdicts",
                         "rankagg.evaluate(fused ranking, the break and the adj core's verdicts, ['nDCG@5', 'AP', "
                         "'P@3']): does the fused ranking put the teams that broke first"),
            "lone": ("u50b_one_source_novice_round",
                     "rankagg.fuse(..., method='rrf'): a novice round only the committee ranked (no tab ballots "
                     "yet) beside rounds every source covers"),
            "cli_rrf": ("u50b_cli_rrf_runs",
                        "rankagg fuse team_points.run speaker_scores.run adj_feedback.run --method rrf -o tab.run: "
                        "one run per source, rounds as queries"),
            "cli_borda": ("u50b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the feedback-"
                          "weighted ballots count double)"),
            "cli_combsum": ("u50b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four teams of a BP room per round"),
            "cli_evaluate": ("u50b_cli_evaluate_break_qrels",
                             "rankagg evaluate tab.run --qrels break_verdicts.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against the break verdicts (0-2)"),
            "cli_parquet": ("u50b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o tab.parquet: gzipped runs from the league's "
                            "nightly jobs, a Parquet table for the rankings page")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u50b_tabbycat_ballot_json_as_run", "a Tabbycat ballot from its REST API (result, sheets, teams, side, "
         "points, speeches, motion, participant_submitter, ...)", "r3_pairing14_ballot.json", _TABBYCAT_BALLOT,
         "Tabbycat", "r3_pairing14_ballot.json:1"),
        ("u50b_tabbycat_speakers_csv_as_run", "Tabbycat's speakers.csv importer file (name, institution, team_name, "
         "use_institution_prefix, gender, pronoun, email)", "speakers.csv", _SPEAKERS_CSV, "Tabbycat",
         "speakers.csv:1"),
        ("u50b_tabbycat_adjudicators_csv_as_run", "Tabbycat's adjudicators.csv importer file, the allocation's "
         "ratings (name, institution, test_score, conflicts, adj_core, ...)", "adjudicators.csv", _ADJUDICATORS_CSV,
         "Tabbycat", "adjudicators.csv:1"),
        ("u50b_debatexml_archive_as_run", "a DebateXML tournament archive (tournament, round, debate, side, ballot, "
         "speech, participants)", "lse_iv_2026.xml", _DEBATEXML, "DebateXML", "lse_iv_2026.xml:2"),
        ("u50b_tabroom_xml_as_run", "a Tabroom.com XML export (TOURN, EVENT, SCORES, ENTRY, ROUND, PANEL, BALLOT, "
         "BALLOT_SCORE)", "tabroom_npl_wk4.xml", _TABROOM, "Tabroom", "tabroom_npl_wk4.xml:2"),
        ("u50b_speaker_tab_text_as_run", "the convenor's speaker tab typed as text (six fields a line: rank, "
         "speaker, team, R1, R2, total)", "speaker_tab_r2.txt", _SPEAKER_TAB, "speaker tab", "speaker_tab_r2.txt:1"),
        ("u50b_bp_ballot_text_as_run", "a BP ballot typed in from the chair's sheet (six fields a line: round, room, "
         "position, team, rank, team speaks)", "r3_nab204_ballot.txt", _BP_BALLOT, "BP ballot",
         "r3_nab204_ballot.txt:1"),
        ("u50b_break_list_as_run", "the break list as read out (rank, team, team points, total speaks)",
         "open_break.txt", _BREAK_LIST, "break", "open_break.txt:1"),
        ("u50b_wsdc_ballot_pdf_as_run", "a World Schools ballot scanned to PDF", "wsdc_r2_prop_v_opp.pdf", _WSDC_PDF,
         "PDF", "wsdc_r2_prop_v_opp.pdf"),
        ("u50b_ballot_photo_as_run", "a phone photo of a BP ballot (a JPEG)", "IMG_4821.jpg", _BALLOT_JPG, "JPEG",
         "IMG_4821.jpg")],
        one_run=("adj_feedback.run", _ONE_RUN), stem="tab",
        text_why="trec_eval refuses a line of other than six fields, and a run's fourth field is a rank; the file is "
                 "the field's own, named by what it is (a field count or a generic note says nothing the tab team "
                 "can act on)",
        binary_why="trec_eval reads text; a PDF or a photo of a ballot read as lines gives no ranking: named by its "
                   "format")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u50b_break_list_as_qrels", "open_break.txt", _BREAK_LIST, "break"),
        ("u50b_adjudicators_csv_as_qrels", "adjudicators.csv", _ADJUDICATORS_CSV, "Tabbycat"),
        ("u50b_tabbycat_ballot_as_qrels", "r3_pairing14_ballot.json", _TABBYCAT_BALLOT, "Tabbycat"),
        ("u50b_speaker_tab_as_qrels", "speaker_tab_r2.txt", _SPEAKER_TAB, "speaker tab")],
        one_run=("adj_feedback.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u50b_out_pdf", "tab.pdf", "a printed tab or ballot PDF"),
        ("u50b_out_jpg", "tab.jpg", "a ballot photo"),
        ("u50b_out_debatexml", "tab.xml", "a DebateXML archive"),
        ("u50b_out_html", "tab.html", "Tabbycat's printable scoresheets page")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=32"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u50b_api_tabbycat_ballot_dict",
            "rankagg.fuse(json.load(r3_pairing14_ballot.json)): a Tabbycat ballot from its REST API loaded in Python "
            "given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('b.json')), method='rrf')\n",
            "Tabbycat", why="a run maps a query to {document: score}; the ballot's 'result' holds sheets of teams, "
            "'motion' and 'url' are text and 'id' a number", files={"b.json": _TABBYCAT_BALLOT}),
        bad("u50b_api_adjudicators_frame",
            "rankagg.fuse(pd.read_csv(adjudicators.csv)): Tabbycat's adjudicators.csv (a test_score per adjudicator) "
            "given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('a.csv'), method='borda')\n",
            "Tabbycat", why="a table of runs has qid, docid, run and score columns; Tabbycat's has an adjudicator per "
            "row", files={"a.csv": _ADJUDICATORS_CSV}),
    ]
    return cases
