"""Issue 45's sixty-third bar of scripts/reliability_matrix.py, a Science Olympiad state tournament's scoring
director and a school team's coaches ranking teams per event, tournament and season by event placings (low score
wins), tiers and tiebreakers (its cases, ids ``u63b_``, registered in its ``cases()``); the mechanics
(:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written by a persona session,
before any of its recognisers existed.)

The team's day: each event, tournament or season ranking (``ev:2025-04-26_OH_states_c/codebusters``, the tournament
as Duosmium's results file name, then the event's slug; ``tn:...`` a tournament's overall ranking, ``season:2025/C/OH``
the coaches' season table) is a query and each team a document (``team:C12/mason``, the division letter and team
number, then the school; ``team:C07/solon/jv`` a school's second team); the runs are the event placings, the raw
scores, the season's average and the coaches' practice test scores, scores in [0, 1] at four decimals.  They are fused
with RRF, Borda and CombSUM, weighted by how much each source is trusted, and judged against the official results (2
medalled, 1 placed in the top half, 0 otherwise).  The mistakes and odd files: the field's own files given where runs
or qrels are read (a SciolyFF results file as duosmium.org keeps it, duosmium.org's results index, Duosmium Scoring's
raw scores export and an event's scores from its archive, Duosmium's results template downloaded as CSV, the awards
slides as a PDF, the supervisor's score sheet, the event schedule and the practice test log as typed), and outputs
named for the field's files.  (Avogadro's and Scilympiad's own exports could not be checked, so none is written here.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import zlib

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

SIXTYTHIRD_SCIOLY = ("45 Unseen inputs: a sixty-third bar, a Science Olympiad state tournament's scoring director "
                     "and a school team's coaches ranking teams per event, tournament and season by event placings "
                     "(low score wins), tiers and tiebreakers (SciolyFF results files, duosmium.org's results index, "
                     "Duosmium Scoring's exports and awards slides, Duosmium's results template, score sheets, event "
                     "schedules, practice test logs)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['event_placings', 'raw_scores', 'season_average', 'practice_tests'],
    items=['team:C01/solon', 'team:C12/mason', 'team:C20/centerville', 'team:C31/sycamore', 'team:C44/hudson',
           'team:C05/beachwood', 'team:C07/solon/jv', 'team:C27/lakota-east'],
    queries=['ev:2025-04-26_OH_states_c/codebusters', 'ev:2025-04-26_OH_states_c/robot-tour',
             'ev:2025-04-26_OH_states_c/forensics', 'tn:2025-04-26_OH_states_c/overall',
             'tn:2025-03-08_OH_northeastern_regional_c/overall', 'season:2025/C/OH'],
    suffix='/arbitrated', generator='tournament_scores', judgements='official_results'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "tournament_scores", "rankings.run")

_RECS3 = ["event_placings", "raw_scores", "season_average"]
_OUT = ("rankings.run",)
_ONE_RUN = ("ev:2025-04-26_OH_states_c/codebusters Q0 team:C01/solon 1 0.9412 event_placings\n"
            "ev:2025-04-26_OH_states_c/codebusters Q0 team:C12/mason 2 0.8806 event_placings\n")
# the team's files, as duosmium.org's data, Duosmium Scoring, the results template, jsPDF and the scoring room write
# them
# the season's events, as the 2025 Division C results files on duosmium.org list them (the two trial events last)
_EVENTS = ["Air Trajectory", "Anatomy and Physiology", "Astronomy", "Bungee Drop", "Chemistry Lab", "Codebusters",
           "Disease Detectives", "Dynamic Planet", "Ecology", "Electric Vehicle", "Entomology", "Experimental Design",
           "Forensics", "Fossils", "Geologic Mapping", "Helicopter", "Materials Science", "Microbe Mission", "Optics",
           "Robot Tour", "Tower", "Wind Power", "Write It Do It", "Engineering CAD", "Hovercraft"]
# a SciolyFF results file as duosmium.org keeps it (data/results/2025-04-26_OH_states_c.yaml in Duosmium/duosmium): the
# Tournament mapping (location, state, level, division, year, medals, trophies, bids, start, end and awards dates), then
# the Events, Teams and Placings sequences at the margin, as the published Ohio state files are laid out (checked
# against data/results/2024-04-27_OH_states_c.yaml and the SciolyFF demo file); a trial event marked 'trial: true', a
# team that did not compete 'participated: false', an unbroken tie 'tie: true'
_SCIOLYFF = ("Tournament:\n  location: Ohio State University\n  state: OH\n  level: States\n  division: C\n"
             "  year: 2025\n  medals: 6\n  trophies: 6\n  bids: 2\n  start date: 2025-04-26\n  end date: 2025-04-26\n"
             "  awards date: 2025-04-26\n"
             "Events:\n- name: Codebusters\n- name: Forensics\n- name: Robot Tour\n- name: Hovercraft\n  trial: true\n"
             "Teams:\n- number: 1\n  school: Solon High School\n  city: Solon\n  state: OH\n"
             "- number: 12\n  school: Mason High School\n  city: Mason\n  state: OH\n"
             "- number: 20\n  school: Centerville High School\n  city: Centerville\n  state: OH\n"
             "Placings:\n- team: 1\n  event: Codebusters\n  place: 1\n- team: 1\n  event: Forensics\n  place: 3\n"
             "- team: 1\n  event: Robot Tour\n  place: 2\n- team: 1\n  event: Hovercraft\n  place: 5\n"
             "- team: 12\n  event: Codebusters\n  place: 2\n- team: 12\n  event: Forensics\n  place: 7\n  tie: true\n"
             "- team: 12\n  event: Robot Tour\n  place: 4\n- team: 12\n  event: Hovercraft\n  participated: false\n"
             "- team: 20\n  event: Codebusters\n  place: 6\n- team: 20\n  event: Forensics\n  place: 7\n  tie: true\n"
             "- team: 20\n  event: Robot Tour\n  place: 9\n- team: 20\n  event: Hovercraft\n  place: 11\n")
# duosmium.org's results index (/results/tournaments.json): src/results/tournaments.json.njk rendered by Eleventy, each
# run of whitespace then folded to one space (.eleventy.js' transform), so one line: per tournament its file name, the
# search keywords (helpers.keywords: the words of the location, its acronym, level, state, division, year and dates,
# then 'official'), the logo's background colour (cache/bg-colors.json's for OH_states.jpg), the title, the date, the
# team count, the first six teams by rank ('Champion' to 'Sixth-place': school abbreviated, suffix, state, points) and
# the events' slugs
_TOURNAMENTS_JSON = (
    '[ { "filename": "2025-04-26_OH_states_c", "keywords": "ohio state university osu states oh div-c div c '
    'division-c division 2025 2025-04-26 04 26 saturday april science olympiad tournament official", "bgColor": '
    '"#24636b", "year": "2025", "title": "Ohio Science Olympiad State Tournament", "division": "C", "official": true, '
    '"preliminary": false, "date": "Saturday, April 26, 2025" , "location": "Ohio State University", "logo": '
    '"/images/logos/OH_states.jpg", "teamCount": 40, "teams": { "Champion": { "school": "Solon H.S.", "suffix": "", '
    '"state": "OH", "points": 97 } ,"Runner-up": { "school": "Mason H.S.", "suffix": "", "state": "OH", "points": 118 '
    '} ,"Third-place": { "school": "Centerville H.S.", "suffix": "", "state": "OH", "points": 164 } ,"Fourth-place": '
    '{ "school": "Sycamore H.S.", "suffix": "", "state": "OH", "points": 171 } ,"Fifth-place": { "school": "Hudson '
    'H.S.", "suffix": "", "state": "OH", "points": 203 } ,"Sixth-place": { "school": "Beachwood H.S.", "suffix": "", '
    '"state": "OH", "points": 226 } }, "events": ['
    + ",".join('"%s"' % e.lower().replace(" ", "-") for e in _EVENTS) + '] } ]')
# Duosmium Scoring's 'Export Raw Scores Only' (results/+page.svelte's downloadRaws: FILENAME_RAW_SCORES.csv): 'Team #',
# 'Team' (the school and its suffix), then the events sorted by name (localeCompare), a row per team by number, each
# cell the raw score as JavaScript prints it or the status NOSHOW, PARTICIPATION or DISQUALIFICATION, empty when
# unscored; the cells joined by ',' with no quoting and the rows by '\n', no newline at the end
_SORTED = sorted(_EVENTS)
_RAW_SCORES = ("Team #,Team," + ",".join(_SORTED) + "\n"
               "1,Solon High School,1372.4,112,96.5,31.5,78,4213,88.5,101,143,112.35,64,122,91,147.5,163,72.25,71.4,"
               "57.3,84,97,156,38.62,3.452,0.91,46\n"
               "12,Mason High School,1288.1,104.5,91,44.25,81.5,3870,92,87,131,98.6,,117,84.5,139,150,69,58.9,NOSHOW,"
               "79.5,101,148,41.05,3.118,0.87,41\n"
               "20,Centerville High School,DISQUALIFICATION,97,88,29.75,70,3642,79.5,95.5,128,PARTICIPATION,51,109,"
               "88,131.5,149,66.5,63.2,49.8,77,85,139.5,36.9,2.764,0.79,38")
# an event's scores from Duosmium Scoring's 'Export All Scores' archive (FILENAME_ALL_SCORES.zip holds one EVENT.csv per
# event, downloadEventZip): 'Team #', 'Team', 'Raw Score', 'Tier', 'Tiebreak', 'Status' (COMPETED, PARTICIPATION,
# NOSHOW, DISQUALIFICATION: the ScoreStatus enum), 'Ranking' (scoreHelpers' computeEventRankings: tier, then the raw
# score, low winning in Robot Tour, then the higher tiebreak; a status for a team that did not compete) and 'Notes';
# a team with no score row empty but its ranking NOSHOW; no quoting, no newline at the end
_EVENT_CSV = ("Team #,Team,Raw Score,Tier,Tiebreak,Status,Ranking,Notes\n"
              "1,Solon High School,38.62,1,,COMPETED,2,\n"
              "12,Mason High School,41.05,1,,COMPETED,4,\n"
              "20,Centerville High School,36.9,2,,COMPETED,9,robot exceeded the size limit\n"
              "31,Sycamore High School,,,,PARTICIPATION,PARTICIPATION,robot did not leave the start zone\n"
              "44,Hudson High School,38.62,1,1,COMPETED,1,\n"
              "45,Lakota East High School,,,,,NOSHOW,")
# Duosmium's results template (v3, June 2022) downloaded from Google Sheets as CSV, the file duosmium.org's converter
# reads (sciolyff's csvToSciolyFF: a first cell of '3' selects src/convert/v3.ts): the version row, the tournament's
# row (name, short name, location, state, level, division, year, date, start, end and awards dates, medals, trophies,
# bids, n offset, worst placings dropped), the events' row and their trial statuses, every row as wide as the widest
# (the events'), rows ended by CRLF as Sheets writes them; its first four rows of the template's 2061
# (sciolyff's tests/convert/cases/v3.csv laid out the same)
_WIDTH = len(_EVENTS)
_TEMPLATE = ("3" + "," * (_WIDTH - 1) + "\r\n"
             ",,Ohio State University,OH,States,C,2025,2025-04-26,2025-04-26,2025-04-26,2025-04-26,6,6,2,,"
             + "," * (_WIDTH - 16) + "\r\n"
             + ",".join(_EVENTS) + "\r\n"
             + "," * (_WIDTH - 2) + "Trial,Trial\r\n")
# the supervisor's Robot Tour score sheet as the scoring room types it in: team, school, raw score (seconds, low wins),
# tier, tiebreaker, rank: six fields a line, numbers fourth and fifth
_SCORE_SHEET = ("C44 hudson 38.62 1 1 1\nC01 solon 38.62 1 0 2\nC12 mason 41.05 1 0 4\nC20 centerville 36.90 2 0 9\n"
                "C31 sycamore P 3 0 40\n")
# the event schedule as typed from the tournament's handout: block, start time, event, room: four fields a line,
# numbers first, second and fourth
_SCHEDULE = "1 0800 codebusters 131\n1 0800 robot-tour 2105\n2 0910 forensics 214\n3 1020 hovercraft 305\n"
# the coaches' practice test log: student, event, test, score: four fields, the score fourth
_PRACTICE = ("kim codebusters mit-2025 412\nlee codebusters mit-2025 412\npatel forensics solon-inv 86.5\n"
             "okafor robot-tour practice-3 41.2\n")


def _slides_pdf() -> bytes:
    """The awards slides as Duosmium Scoring makes them (src/lib/slides/gen.ts: jsPDF 2.5, landscape 16 by 9 inches,
    compress on), their first bytes as jsPDF's buildDocument writes them: the header '%PDF-1.3' and its comment of four
    high bytes (putHeader), the first page's dictionary (object 3: Parent 1, Resources 2, the MediaBox in points as
    jsPDF's hpf prints 1152 and 648) and its content stream (object 4: Length, then FlateDecode), which holds the lines
    _addPage opens a page with (the line width 0.200025 inch as 14.4018000000000015, the stroke colour '0 G'); the
    stream deflated here with zlib (jsPDF uses fflate's zlibSync: the same zlib header, not the same deflate bytes)."""
    content = b"14.4018000000000015 w\n0 G"
    packed = zlib.compress(content, 6)
    head = (b"%PDF-1.3\n%\xba\xdf\xac\xe0\n3 0 obj\n<</Type /Page\n/Parent 1 0 R\n/Resources 2 0 R\n"
            b"/MediaBox [0 0 1152. 648.]\n/Contents 4 0 R\n>>\nendobj\n4 0 obj\n<<\n/Length "
            + str(len(packed)).encode() + b"\n/Filter /FlateDecode\n>>\nstream\n")
    return head + packed + b"\nendstream\nendobj\n"


_PDF = _slides_pdf()


def sixtythird_bar_scioly_cases() -> list[Case]:
    G = SIXTYTHIRD_SCIOLY
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="tournament_scores", judgements="official_results", runs=_RECS3, stem="rankings",
        outputs=_OUT, item="team", rounded="practice_tests",
        weights="{'event_placings': 2.0, 'raw_scores': 1.5, 'season_average': 1.0, 'practice_tests': 0.5}",
        lone_query="R['practice_tests']['ev:2025-04-26_OH_states_c/trial:hovercraft'] = "
                   "{'team:C01/solon': 0.9, 'team:C05/beachwood': 0.4}\n",
        trust="event_placings 2\nraw_scores 1.5\nseason_average 0.5\n",
        trust_dict="{'event_placings': 2, 'raw_scores': 1.5, 'season_average': 0.5}",
        texts={
            "rrf": ("u63b_rrf_event_sources",
                    "rankagg.fuse({source: {event, tournament or season: {team: score}}}, method='rrf'): four "
                    "sources, six events, tournaments and the season ('ev:2025-04-26_OH_states_c/codebusters'), "
                    "teams as 'team:C12/mason'"),
            "borda": ("u63b_borda_no_show_teams",
                      "rankagg.fuse(..., method='borda'): a team that no-showed an event has no raw score, so no "
                      "score in some sources"),
            "combsum": ("u63b_combsum_rounded_practice_tests",
                        "rankagg.fuse(..., method='combsum'): the practice test scores as the coaches log them (one "
                        "decimal, many ties) beside the tournament's scores"),
            "fuser": ("u63b_weighted_fuser_placings",
                      "rankagg.Fuser('rrf', weights=...) per event: the event placings count 2, the practice tests "
                      "0.5"),
            "frame": ("u63b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the scoring room's sheet, a "
                      "row per event, team and source"),
            "evaluate": ("u63b_evaluate_official_results",
                         "rankagg.evaluate(fused ranking, the official results, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put first the teams that medalled"),
            "lone": ("u63b_one_source_trial_event",
                     "rankagg.fuse(..., method='rrf'): a trial event only the coaches' practice tests rank (it earns "
                     "no team points) beside events every source covers"),
            "cli_rrf": ("u63b_cli_rrf_runs",
                        "rankagg fuse event_placings.run raw_scores.run season_average.run --method rrf -o "
                        "rankings.run: one run per source, events and tournaments as queries"),
            "cli_borda": ("u63b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the event placings "
                          "count double)"),
            "cli_combsum": ("u63b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four teams the scoring director checks "
                            "for ties before the awards"),
            "cli_evaluate": ("u63b_cli_evaluate_results_qrels",
                             "rankagg evaluate rankings.run --qrels official_results.qrels -m ndcg_cut.5 -m map: the "
                             "fused ranking against the official results (0-2)"),
            "cli_parquet": ("u63b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o rankings.parquet: gzipped runs from the coaches' "
                            "scripts, a Parquet table for the team's season notebook")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u63b_sciolyff_yaml_as_run", "a SciolyFF results file as duosmium.org keeps it (Tournament, Events, Teams, "
         "Placings)", "2025-04-26_OH_states_c.yaml", _SCIOLYFF, "SciolyFF", "2025-04-26_OH_states_c.yaml:1"),
        ("u63b_duosmium_index_json_as_run", "duosmium.org's results index (/results/tournaments.json: filename, "
         "keywords, ..., teams from Champion to Sixth-place with their points, events)", "tournaments.json",
         _TOURNAMENTS_JSON, "Duosmium", "tournaments.json:1"),
        ("u63b_duosmium_raw_scores_as_run", "Duosmium Scoring's raw scores export (Team #, Team, then an event a "
         "column: raw scores, NOSHOW, PARTICIPATION, DISQUALIFICATION)", "2025-04-26_OH_states_c_RAW_SCORES.csv",
         _RAW_SCORES, "Duosmium", "2025-04-26_OH_states_c_RAW_SCORES.csv:1"),
        ("u63b_duosmium_event_csv_as_run", "an event's scores from Duosmium Scoring's archive (Team #, Team, Raw "
         "Score, Tier, Tiebreak, Status, Ranking, Notes)", "Robot Tour.csv", _EVENT_CSV, "Duosmium",
         "Robot Tour.csv:1"),
        ("u63b_results_template_csv_as_run", "Duosmium's results template downloaded as CSV (a first row '3,,,', the "
         "tournament's row, the events and their trial statuses)", "duosmium_template_OH_states_c.csv", _TEMPLATE,
         "Duosmium", "duosmium_template_OH_states_c.csv:1"),
        ("u63b_awards_slides_pdf_as_run", "the awards slides Duosmium Scoring makes with jsPDF, a PDF ('%PDF-1.3', "
         "a 16 by 9 inch page)", "awards_slides.pdf", _PDF, "PDF", "awards_slides.pdf"),
        ("u63b_score_sheet_as_run", "the supervisor's score sheet as typed (six fields a line: team, school, raw "
         "score, tier, tiebreaker, rank)", "robot_tour_score_sheet.txt", _SCORE_SHEET, "score sheet",
         "robot_tour_score_sheet.txt:1"),
        ("u63b_schedule_as_run", "the event schedule as typed (four fields a line: block, start, event, room)",
         "schedule_div_c.txt", _SCHEDULE, "schedule", "schedule_div_c.txt:1"),
        ("u63b_practice_tests_as_run", "the coaches' practice test log as typed (four fields a line: student, event, "
         "test, score)", "practice_tests.txt", _PRACTICE, "practice test", "practice_tests.txt:1")],
        one_run=("event_placings.run", _ONE_RUN), stem="rankings",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a PDF read as lines gives no ranking: named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u63b_schedule_as_qrels", "schedule_div_c.txt", _SCHEDULE, "schedule"),
        ("u63b_practice_tests_as_qrels", "practice_tests.txt", _PRACTICE, "practice test"),
        ("u63b_sciolyff_yaml_as_qrels", "2025-04-26_OH_states_c.yaml", _SCIOLYFF, "SciolyFF"),
        ("u63b_duosmium_event_csv_as_qrels", "Robot Tour.csv", _EVENT_CSV, "Duosmium")],
        one_run=("event_placings.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u63b_out_sciolyff_yaml", "2025-04-26_OH_states_c.yaml",
         "a SciolyFF results file (Duosmium Scoring's Download SciolyFF)"),
        ("u63b_out_raw_scores_csv", "2025-04-26_OH_states_c_RAW_SCORES.csv", "Duosmium Scoring's raw scores export"),
        ("u63b_out_all_scores_zip", "2025-04-26_OH_states_c_ALL_SCORES.zip",
         "Duosmium Scoring's archive of every event's scores"),
        ("u63b_out_tournaments_json", "tournaments.json", "duosmium.org's results index")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=63"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u63b_api_duosmium_index_list",
            "rankagg.fuse(json.load(tournaments.json)): duosmium.org's results index loaded in Python given as the "
            "runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('t.json')), method='rrf')\n",
            "Duosmium", why="a run maps a query to {document: score}; duosmium.org's index is a list of tournaments, "
            "each with its keywords, title, date, logo, its first six teams' points and its events",
            files={"t.json": _TOURNAMENTS_JSON}),
        bad("u63b_api_raw_scores_frame",
            "rankagg.fuse(pd.read_csv(2025-04-26_OH_states_c_RAW_SCORES.csv)): Duosmium Scoring's raw scores export "
            "(Team #, Team, then an event a column) given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.csv'), method='borda')\n",
            "Duosmium", why="a table of runs has qid, docid, run and score columns; Duosmium's raw scores have a team "
            "per row and an event per column, statuses among the scores", files={"r.csv": _RAW_SCORES}),
    ]
    return cases
