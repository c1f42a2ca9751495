"""Issue 45's sixty-fifth bar of scripts/reliability_matrix.py, a surfing federation's contest director and a regional
tour's rankings office ranking surfers per heat, event and season (its cases, ids ``u65a_``, registered in its
``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written
by a persona session, before any of its recognisers existed.)

The team's day: each heat, each event's division and each season's division (``heat:429674/open-men/qf-2``,
``event:429674/open-men``, ``season:2026/open-women``) is a query and each surfer a document
(``athlete:2291407/kai-mercer``: the surfer's LiveHeats athlete id, the surfer); the runs are the judges' wave scores
(the best two waves of five judges' 0-10 scores, the high and low dropped), the heat placings, the seeding from last
season's ratings and the tour's ranking points, scores in [0, 1] at four decimals.  They are fused with RRF, Borda and
CombSUM, weighted by how much each source is trusted, and judged against the year-end tour ratings (2 the top two, 1 the
next three, 0 the rest).  The mistakes and odd files: the field's own files given where runs or qrels are read (a
LiveHeats event and its series rankings as the office's script saves them from the LiveHeats GraphQL API, a WSL tour
rankings page, the tour's rankings sheet saved from Excel as CSV, the WAVEWATCH III swell forecast in GRIB2, the nearest
NDBC buoy's realtime file, NOAA's tide predictions, the judges' wave score sheets, the heat draw and the priority log
typed by the office), and outputs named for the field's files.  LiveHeats' own CSV and PDF exports and the WSL's
judging system's files are left out: their formats are not published anywhere they could be checked; so are the
LiveHeats ride scores ('rides', a JSON map whose keys could not be checked).

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import json
import struct

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

SIXTYFIFTH_SURFING = ("45 Unseen inputs: a sixty-fifth bar, a surfing federation's contest director and a regional "
                      "tour's rankings office ranking surfers per heat, event and season (LiveHeats GraphQL results "
                      "and series rankings, WSL tour rankings pages, the tour's rankings sheet as CSV, WAVEWATCH III "
                      "GRIB2 swell forecasts, NDBC buoy files, NOAA tide predictions, typed judges' wave score "
                      "sheets, heat draws and priority logs)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['wave_scores', 'heat_placings', 'seeding', 'tour_points'],
    items=['athlete:2291407/kai-mercer', 'athlete:1873520/leilani-okada', 'athlete:2040318/mateo-reyes-salas',
           'athlete:1655902/noa-whitcombe', 'athlete:2310774/tane-harrow', 'athlete:1988215/isla-brannigan',
           'athlete:2157643/joaquin-pereda', 'athlete:1720089/mara-koenig'],
    queries=['heat:429674/open-men/qf-2', 'heat:429674/open-women/sf-1', 'event:429674/open-men',
             'event:431102/open-women', 'season:2026/open-men', 'season:2026/open-women'],
    suffix='/juniors', generator='swell_days', judgements='year_end_ratings') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "swell_days", "tour_board.run")

_RECS3 = ["wave_scores", "heat_placings", "seeding"]
_OUT = ("tour_board.run",)
_ONE_RUN = ("heat:429674/open-men/qf-2 Q0 athlete:2291407/kai-mercer 1 0.91 wave_scores\n"
            "heat:429674/open-men/qf-2 Q0 athlete:2040318/mateo-reyes-salas 2 0.78 wave_scores\n")
# the team's files, as the office's LiveHeats script, the WSL site, Excel, NOAA's WAVEWATCH III, NDBC, NOAA CO-OPS and
# the office write them (a few lines each)


def _saved_json(data: object) -> str:
    """A LiveHeats GraphQL answer as the office's fetch script saves it: requests' ``response.json()`` written with
    ``json.dump(data, file, indent=4)`` (Python 3: ',' at each line's end, ASCII escapes, no newline at the end)."""
    return json.dumps(data, indent=4)


def _athlete(ident: str, name: str) -> dict:
    return {"athlete": {"id": ident, "name": name}}


# a LiveHeats event as the office's script saves it from https://liveheats.com/api/graphql: the answer to
# "event(id) { id name status eventDivisions { id division { id name } heats { id round position heatDurationMinutes
# config { totalCountingRides maxRideScore jerseyOrder } competitors { position athlete { id name } } result { place
# total needs winBy competitor { athlete { id name } } } } } }" (fields as published clients query them; a heat's
# position counts from 0, needs is null for the winner and winBy for the others); the open men's final
_SURFERS = [("2291407", "Kai Mercer"), ("2040318", "Mateo Reyes Salas"), ("2310774", "Tane Harrow"),
            ("2157643", "Joaquin Pereda")]
_EVENT_JSON = _saved_json({"data": {"event": {
    "id": "429674", "name": "Coastal Pro Series Event #3 2026", "status": "results_published",
    "eventDivisions": [{"id": "584936", "division": {"id": "7747", "name": "Open Mens"}, "heats": [{
        "id": "3381467", "round": "Final", "position": 0, "heatDurationMinutes": 25,
        "config": {"totalCountingRides": 2, "maxRideScore": 10, "jerseyOrder": ["red", "white", "green", "blue"]},
        "competitors": [{"position": i, **_athlete(*s)} for i, s in enumerate(_SURFERS)],
        "result": [{"place": p, "total": t, "needs": n, "winBy": w, "competitor": _athlete(*s)}
                   for p, t, n, w, s in zip([1, 2, 3, 4], [15.83, 13.73, 11.9, 9.47], [None, 6.94, 8.77, 10.2],
                                            [2.1, None, None, None], _SURFERS)]}]}]}}})
# the open men's season rankings of the tour's LiveHeats series as the same script saves them: the answer to
# "series(id) { rankings(divisionId) { athlete { id } place points } }"
_SERIES_JSON = _saved_json({"data": {"series": {"rankings": [
    {"athlete": {"id": i}, "place": p, "points": pts}
    for i, p, pts in [("2291407", 1, 3450), ("2040318", 2, 3120), ("2310774", 3, 2815), ("2157643", 4, 2290)]]}}})
# a WSL tour rankings page saved from the WSL site (www.worldsurfleague.com/athletes/tour/mct?year=2026), cut to the
# parts its readers' scrapers read: the table whose class holds 'tableType-athlete', rows 'odd' and 'even' with
# td.athlete-rank, td.athlete-rank-change, td.athlete-headshot-and-name (a.headshot, a.athlete-name linking
# /athletes/ID/SLUG, span.athlete-country-name), an event's result per span.tooltip-item and span.tour-points; the
# rest of the page's markup could not be checked and is left out
_WSL_HTML = (
    '<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
    '<meta property="og:site_name" content="World Surf League">\n</head>\n<body>\n'
    '<table class="tableType-athlete">\n<thead><tr><th>Rank</th><th></th><th>Athlete</th><th>Pipeline</th>'
    '<th>Sunset</th><th>Points</th></tr></thead>\n<tbody>\n' + "".join(
        f'<tr class="{"odd" if r % 2 else "even"}"><td class="athlete-rank">{r}</td>'
        '<td class="athlete-rank-change">-</td><td class="athlete-headshot-and-name">'
        f'<a class="headshot" href="https://www.worldsurfleague.com/athletes/{i}/{slug}"></a>'
        f'<a class="athlete-name" href="https://www.worldsurfleague.com/athletes/{i}/{slug}">{name}</a>'
        f'<span class="athlete-country-name">{country}</span></td><td><span class="tooltip-item">{e1}</span></td>'
        f'<td><span class="tooltip-item">{e2}</span></td><td><span class="tour-points">{pts}</span></td></tr>\n'
        for r, i, slug, name, country, e1, e2, pts in [
            (1, 19214, "kai-mercer", "Kai Mercer", "Hawaii", "10,000", "7,800", "17,800"),
            (2, 18876, "mateo-reyes-salas", "Mateo Reyes Salas", "Peru", "7,800", "6,085", "13,885"),
            (3, 20731, "tane-harrow", "Tane Harrow", "Australia", "4,745", "10,000", "14,745")])
    + "</tbody>\n</table>\n</body>\n</html>\n")
# the office's tour rankings sheet (Rank, Surfer, Division, Events, Points) saved from Excel as "CSV UTF-8 (Comma
# delimited)": a byte-order mark, DOS line ends, the points as the sheet shows them (thousands separators, so quoted)
_RANK_ROWS = [(1, "Kai Mercer", "Open Mens", 5, 3450), (2, "Mateo Reyes Salas", "Open Mens", 5, 3120),
              (3, "Tane Harrow", "Open Mens", 4, 2815)]
_RANKINGS_CSV = "\ufeffRank,Surfer,Division,Events,Points\r\n" + "".join(
    f'{r},{s},{d},{e},"{p:,}"\r\n' for r, s, d, e, p in _RANK_ROWS)


def _grib2() -> bytes:
    """The swell forecast the director reads before calling the day on: one WAVEWATCH III field as NCEP's GRIB2
    carries it, cut to a 3 x 3 grid off the contest's beach: section 0 ('GRIB', discipline 10 oceanographic, edition
    2, the message's length), section 1 (centre 7 NCEP, tables version 2, start of forecast, 2026-07-14 06 UTC,
    operational, a forecast), a regular latitude/longitude grid (template 3.0, 0.5 degrees), significant height of
    combined wind waves and swell at the surface six hours on (template 4.0: category 0, parameter 3), simple packing
    (template 5.0, centimetres in 8 bits), no bit map, the data and '7777'.  Checked with ecCodes (grib_dump reads it
    as shortName swh, centre kwbc; NCEP's own files pack their data otherwise: complex packing)."""
    heights = [142, 138, 131, 147, 140, 135, 152, 144, 137]
    ref = min(heights)
    data = bytes(h - ref for h in heights)
    s1 = struct.pack(">IBHHBBBHBBBBBBB", 21, 1, 7, 0, 2, 1, 1, 2026, 7, 14, 6, 0, 0, 0, 1)
    s3 = struct.pack(">IBBIBBH", 72, 3, 0, 9, 0, 0, 0) + struct.pack(
        ">BBIBIBIIIIIIIBIIIIB", 6, 0, 0, 0, 0, 0, 0, 3, 3, 0, 0xFFFFFFFF, 33500000, 242500000, 48, 32500000,
        243500000, 500000, 500000, 0)
    s4 = struct.pack(">IBHH", 34, 4, 0, 0) + struct.pack(">BBBBBHBBIBBIBBI", 0, 3, 2, 0, 11, 0, 0, 1, 6, 1, 0, 0,
                                                          255, 0, 0)
    s5 = struct.pack(">IBIHfhhBB", 21, 5, 9, 0, float(ref), 0, 2, 8, 0)
    body = (s1 + s3 + s4 + s5 + struct.pack(">IBB", 6, 6, 255) + struct.pack(">IB", 5 + len(data), 7) + data
            + b"7777")
    return b"GRIB\0\0" + bytes([10, 2]) + struct.pack(">Q", 16 + len(body)) + body


_SWELL_GRIB2 = _grib2()
# the nearest wave buoy's realtime file as NDBC serves it (www.ndbc.noaa.gov/data/realtime2/46232.txt, Point Loma
# South, a CDIP buoy: wind and air missing, 'MM'): the two header lines, then a line an observation, newest first,
# fixed-width columns
_NDBC_TXT = (
    "#YY  MM DD hh mm WDIR WSPD GST  WVHT   DPD   APD MWD   PRES  ATMP  WTMP  DEWP  VIS PTDY  TIDE\n"
    "#yr  mo dy hr mn degT m/s  m/s     m   sec   sec degT   hPa  degC  degC  degC  nmi  hPa    ft\n"
    "2026 07 14 06 56  MM   MM   MM   1.4    15   8.1 212     MM    MM  19.6    MM   MM   MM    MM\n"
    "2026 07 14 06 26  MM   MM   MM   1.3    15   7.9 214     MM    MM  19.6    MM   MM   MM    MM\n"
    "2026 07 14 05 56  MM   MM   MM   1.4    14   8.0 210     MM    MM  19.5    MM   MM   MM    MM\n")
# the day's high and low tides as NOAA CO-OPS' data API answers them (product=predictions, interval=hilo,
# format=csv: 'Date Time, Prediction, Type', then a line a tide, feet above MLLW to three decimals, H or L)
_TIDES_CSV = ("Date Time, Prediction, Type\n2026-07-14 03:41,-0.412,L\n2026-07-14 10:17,3.905,H\n"
              "2026-07-14 15:02,1.874,L\n2026-07-14 21:20,5.611,H\n")
# the judges' wave score sheet as the office types it from a judge's paper sheet: heat, judge, jersey, wave number,
# score (0-10, to a tenth or a half), time ridden: six fields a line, numbers fourth and fifth
_SCORE_SHEET = ("qf2 J3 red 1 6.5 07:42\nqf2 J3 red 2 3.0 07:49\nqf2 J3 white 1 7.8 07:44\n"
                "qf2 J3 white 2 5.5 07:51\nqf2 J3 green 1 4.2 07:46\nqf2 J3 blue 1 8.3 07:53\n")
# the heat draw as the office types it for the beach marshal: round, heat, jersey, surfer's seed: four fields a line,
# a number last
_HEAT_DRAW = "1 3 red 17\n1 3 white 8\n1 3 green 25\n1 3 blue 40\n"
# the priority log as the priority judge calls it and the office types it: heat, time, jersey, priority held (1 first):
# four fields a line, a number last
_PRIORITY_LOG = "qf2 07:41:10 red 1\nqf2 07:41:10 white 2\nqf2 07:42:35 white 1\nqf2 07:42:35 red 2\n"


def sixtyfifth_bar_surfing_cases() -> list[Case]:
    G = SIXTYFIFTH_SURFING
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="swell_days", judgements="year_end_ratings", runs=_RECS3, stem="tour_board",
        outputs=_OUT, item="surfer", rounded="tour_points",
        weights="{'wave_scores': 1.5, 'heat_placings': 1.0, 'seeding': 0.5, 'tour_points': 1.0}",
        lone_query="R['wave_scores']['event:429674/expression-session'] = {'athlete:2291407/kai-mercer': 0.9, "
                   "'athlete:1720089/mara-koenig': 0.4}\n",
        trust="wave_scores 2\nheat_placings 1\nseeding 1\n",
        trust_dict="{'wave_scores': 2, 'heat_placings': 1, 'seeding': 1}",
        texts={
            "rrf": ("u65a_rrf_surfer_sources",
                    "rankagg.fuse({source: {heat, event or season division: {surfer: score}}}, method='rrf'): four "
                    "sources, six heats, events and seasons ('heat:429674/open-men/qf-2'), surfers as "
                    "'athlete:2291407/kai-mercer'"),
            "borda": ("u65a_borda_surfers_missing_heats",
                      "rankagg.fuse(..., method='borda'): a surfer knocked out before the quarterfinals has no wave "
                      "score there, a wildcard no seeding"),
            "combsum": ("u65a_combsum_coarse_tour_points",
                        "rankagg.fuse(..., method='combsum'): the tour's ranking points scaled at one decimal (many "
                        "ties) beside the judges' wave scores and the heat placings"),
            "fuser": ("u65a_weighted_fuser_wave_scores",
                      "rankagg.Fuser('rrf', weights=...) per heat: the judges' wave scores count 1.5, the seeding "
                      "0.5"),
            "frame": ("u65a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the office's season sheet, a "
                      "row per heat, surfer and source"),
            "evaluate": ("u65a_evaluate_year_end_ratings",
                         "rankagg.evaluate(fused ranking, the year-end tour ratings, ['nDCG@5', 'AP', 'P@3']): does "
                         "the fused board put first the surfers the season rated highest"),
            "lone": ("u65a_one_source_expression_session",
                     "rankagg.fuse(..., method='rrf'): an expression session only the judges scored beside heats "
                     "every source covers"),
            "cli_rrf": ("u65a_cli_rrf_runs",
                        "rankagg fuse wave_scores.run heat_placings.run seeding.run --method rrf -o tour_board.run: "
                        "one run per source, heats, events and seasons as queries"),
            "cli_borda": ("u65a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the judges' wave "
                          "scores count double)"),
            "cli_combsum": ("u65a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four surfers of a heat"),
            "cli_evaluate": ("u65a_cli_evaluate_year_end_ratings_qrels",
                             "rankagg evaluate tour_board.run --qrels year_end_ratings.qrels -m ndcg_cut.5 -m map: "
                             "the fused board against the year-end tour ratings (0-2)"),
            "cli_parquet": ("u65a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o tour_board.parquet: gzipped runs from the "
                            "office's nightly jobs, a Parquet table for the federation's website")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u65a_liveheats_event_json_as_run", "a LiveHeats event saved from its GraphQL API (JSON: data, event, id, "
         "name, status, eventDivisions, heats with config, competitors and result: place, total, needs, winBy)",
         "liveheats_event_429674.json", _EVENT_JSON, "LiveHeats", "liveheats_event_429674.json:1"),
        ("u65a_wsl_rankings_page_as_run", "a WSL tour rankings page saved from the WSL site (HTML: a tableType-athlete "
         "table, rows of athlete-rank, athlete-name, athlete-country-name, tooltip-item results, tour-points)",
         "mct_rankings_2026.html", _WSL_HTML, "WSL", "mct_rankings_2026.html:2"),
        ("u65a_rankings_csv_as_run", "the office's tour rankings sheet saved from Excel as CSV UTF-8 (a byte-order "
         "mark, Rank, Surfer, Division, Events, Points, DOS line ends)", "tour_rankings_2026.csv", _RANKINGS_CSV,
         "rankings", "tour_rankings_2026.csv:1"),
        ("u65a_wavewatch_grib2_as_run", "the WAVEWATCH III swell forecast in GRIB2 ('GRIB', discipline 10, edition 2, "
         "NCEP's identification, a lat/lon grid, significant wave height, '7777')", "swell_2026071406_f006.grib2",
         _SWELL_GRIB2, "GRIB", "swell_2026071406_f006.grib2"),
        ("u65a_ndbc_realtime_txt_as_run", "the nearest buoy's NDBC realtime file (#YY MM DD hh mm WDIR ... WVHT DPD "
         "APD MWD ... TIDE, a units line, fixed-width observations with MM for missing)", "46232.txt", _NDBC_TXT,
         "NDBC", "46232.txt:1"),
        ("u65a_coops_tide_predictions_as_run", "the day's tides from NOAA CO-OPS (CSV: 'Date Time, Prediction, Type', "
         "a high or low tide a line)", "tides_9410230_20260714.csv", _TIDES_CSV, "tide",
         "tides_9410230_20260714.csv:1"),
        ("u65a_typed_score_sheet_as_run", "a judge's wave score sheet typed by the office (six fields a line: heat, "
         "judge, jersey, wave number, score, time ridden)", "qf2_judge3_scores.txt", _SCORE_SHEET, "score sheet",
         "qf2_judge3_scores.txt:1"),
        ("u65a_typed_heat_draw_as_run", "the heat draw typed by the office (four fields a line: round, heat, jersey, "
         "seed)", "heat_draw_round1.txt", _HEAT_DRAW, "heat draw", "heat_draw_round1.txt:1"),
        ("u65a_typed_priority_log_as_run", "the priority log typed by the office (four fields a line: heat, time, "
         "jersey, priority held)", "qf2_priority.txt", _PRIORITY_LOG, "priority", "qf2_priority.txt:1")],
        one_run=("wave_scores.run", _ONE_RUN), stem="tour_board",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a GRIB2 forecast read as lines gives no ranking: named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u65a_typed_heat_draw_as_qrels", "heat_draw_round1.txt", _HEAT_DRAW, "heat draw"),
        ("u65a_typed_priority_log_as_qrels", "qf2_priority.txt", _PRIORITY_LOG, "priority"),
        ("u65a_rankings_csv_as_qrels", "tour_rankings_2026.csv", _RANKINGS_CSV, "rankings"),
        ("u65a_liveheats_series_json_as_qrels", "series_27909_open_mens.json", _SERIES_JSON, "LiveHeats")],
        one_run=("wave_scores.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u65a_out_grib2", "tour_board.grib2", "a GRIB2 file (the WAVEWATCH III swell forecast the director reads)"),
        ("u65a_out_ndbc_data_spec", "tour_board.data_spec",
         "an NDBC raw spectral wave file (realtime2's STATION.data_spec)"),
        ("u65a_out_xtide_tcd", "tour_board.tcd", "an XTide harmonics file (libtcd's tide constituent database)"),
        ("u65a_out_liveheats_division_json", "event_429674_division_584936.json",
         "a LiveHeats event division as the office's script saves it (event_ID_division_ID.json)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=65"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u65a_api_liveheats_event_dict",
            "rankagg.fuse(json.load(liveheats_event_429674.json)): a LiveHeats event loaded in Python given as the "
            "runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('e.json')), method='rrf')\n",
            "LiveHeats", why="a run maps a query to {document: score}; the file is a GraphQL answer, data -> event -> "
            "its divisions, heats, competitors and results (strings, numbers, nulls and lists side by side)",
            files={"e.json": _EVENT_JSON}),
        bad("u65a_api_rankings_csv_frame",
            "rankagg.fuse(pd.read_csv(tour_rankings_2026.csv)): the office's tour rankings sheet given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.csv'), method='borda')\n",
            "rankings", why="a table of runs has qid, docid, run and score columns; the rankings sheet has a surfer "
            "per row (Rank, Surfer, Division, Events, Points)", files={"r.csv": _RANKINGS_CSV}),
    ]
    return cases
