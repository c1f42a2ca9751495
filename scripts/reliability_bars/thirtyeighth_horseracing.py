"""Issue 45's thirty-eighth bar of scripts/reliability_matrix.py, a horse racing handicapping syndicate ranking the
runners of each race across speed figures, a pace model, the market and its own handicappers (its cases, ids
``u38b_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the
verdicts) are the matrix's.  (Written in a later session, before any of its recognisers existed.)

The team's day: each race (``race:kem/2026-11-24/19:40``, a race split in two its second division
``.../div2``) is a query and each runner a document, named by its horse id and name (``hse:4107712/real-bullet``); the
runs are the speed figures, the pace model's finishing order, the market (Betfair SP as a probability) and the
handicappers' tissue, scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, weighted by
each source's strike rate, and judged against the placings (2 won or placed, 1 ran to its figure, 0 beaten off).
The mistakes and odd files: the field's own files given where runs or qrels are read (a Betfair historical data
market file and its bzip2 original, Betfair SP price files, an Equibase result chart and an Equibase SIMD entry card,
a TrackMaster comma-delimited chart, Racing Post results as rpscrape writes them, TPD (Gmax) sectionals, the
syndicate's speed figure sheet and tote returns, its placings), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES.

Where each format was checked: the Betfair Exchange Stream API's historical files (``{"op":"mcm","clk","pt","mc":
[{"id","marketDefinition",...}]}`` lines, one bzip2 file per market) from Betfair's stream schema and the historic
data tutorials; the Betfair SP price files' header (EVENT_ID,MENU_HINT,...,IPTRADEDVOL) from promo.betfair.com files
as parsers read them; Equibase/TrackMaster result charts (``<CHART RACE_DATE>``, TRACK, RACE NUMBER, ENTRY, the
tchSchema.xsd location) and SIMD entry cards (EntryRaceCard, simulcast.xsd) from surveys and parsers of them;
TrackMaster's comma-delimited chart layout (tchcomma.txt: an R race record); rpscrape's results CSV header and its
racecards JSON (region, course, off time) from joenano/rpscrape's data; TPD's Gmax sectionals records (I, G, L, S,
R, D, N, B) from TotalPerformanceData/gmaxfeed; Brisnet's .DRF data files from Brisnet's library."""

from __future__ import annotations

import bz2

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

THIRTYEIGHTH_HORSERACING = ("45 Unseen inputs: a thirty-eighth bar, a horse racing handicapping syndicate ranking "
                            "runners per race across speed figures, pace models, the market and its handicappers "
                            "(Betfair historical data and SP files, Equibase and TrackMaster charts, Racing Post "
                            "results, TPD sectionals, racecards, tote returns)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['speed_figs', 'pace_model', 'market_bsp', 'handicappers'],
    items=['hse:4107712/real-bullet', 'hse:3884125/grey-lightning', 'hse:5012233/dapper-gee-gee',
           'hse:4471809/pit-boss', 'hse:3920047/swiss-ace', 'hse:5233418/nacho-nacho',
           'hse:4650291/winter-crown', 'hse:3309876/simply-blue'],
    queries=['race:kem/2026-11-24/19:40', 'race:kem/2026-11-24/20:10', 'race:wol/2026-11-24/17:45',
             'race:aqu/2026-11-24/r7', 'race:dun/2026-11-24/18:30', 'race:lin/2026-11-25/14:05'],
    suffix='/div2', generator='figures', judgements='placings') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "figures", "syndicate.run")

_RECS3 = ["speed_figs", "pace_model", "market_bsp"]
_OUT = ("syndicate.run",)
_ONE_RUN = ("race:kem/2026-11-24/19:40 Q0 hse:4107712/real-bullet 1 0.91 market_bsp\nrace:kem/2026-11-24/19:40 Q0 "
            "hse:3884125/grey-lightning 2 0.77 market_bsp\n")
# the team's files, as the exchange, the chart and data services, the trackers and its own sheets write them
# a Betfair historical data market file (PRO), decompressed: Exchange Stream API market change messages, one a line,
# the first with the market definition
_BETFAIR_STREAM = (
    '{"op":"mcm","clk":"8721448012","pt":1795548600000,"mc":[{"id":"1.231234567","marketDefinition":{"bspMarket":'
    'true,"turnInPlayEnabled":true,"persistenceEnabled":true,"marketBaseRate":5.0,"eventId":"33812345",'
    '"eventTypeId":"7","numberOfWinners":1,"bettingType":"ODDS","marketType":"WIN","marketTime":'
    '"2026-11-24T19:40:00.000Z","suspendTime":"2026-11-24T19:40:00.000Z","bspReconciled":false,"complete":true,'
    '"inPlay":false,"crossMatching":false,"runnersVoidable":false,"numberOfActiveRunners":2,"betDelay":0,'
    '"status":"OPEN","runners":[{"status":"ACTIVE","sortPriority":1,"id":41077120,"name":"Real Bullet"},'
    '{"status":"ACTIVE","sortPriority":2,"id":38841257,"name":"Grey Lightning"}],"regulators":["MR_INT"],'
    '"venue":"Kempton","countryCode":"GB","discountAllowed":true,"timezone":"Europe/London","openDate":'
    '"2026-11-24T17:35:00.000Z","version":6123456789,"name":"1m Hcap","eventName":"Kemp 24th Nov"}}]}\n'
    '{"op":"mcm","clk":"8721448147","pt":1795549212000,"mc":[{"id":"1.231234567","rc":[{"ltp":3.9,"id":41077120},'
    '{"ltp":5.6,"id":38841257}]}]}\n')
_BETFAIR_BZ2 = bz2.compress(_BETFAIR_STREAM.encode())  # as the historic data portal serves it: 'BZh9', then blocks
# Betfair SP prices (promo.betfair.com's dwbfpricesukwin files)
_BSP = ("EVENT_ID,MENU_HINT,EVENT_NAME,EVENT_DT,SELECTION_ID,SELECTION_NAME,WIN_LOSE,BSP,PPWAP,MORNINGWAP,PPMAX,PPMIN,"
        "IPMAX,IPMIN,MORNINGTRADEDVOL,PPTRADEDVOL,IPTRADEDVOL\n"
        "231234567,Kempton 24th Nov,1m Hcap,24-11-2026 19:40,41077120,Real Bullet,1,3.94,4.02,4.6,4.8,3.7,4.1,1.01,"
        "812.5,21034.2,9950.6\n"
        "231234567,Kempton 24th Nov,1m Hcap,24-11-2026 19:40,38841257,Grey Lightning,0,5.7,5.5,6.2,6.4,5.1,7.4,4.9,"
        "402.1,11870.4,3120.8\n")
# an Equibase result chart as TrackMaster's TCH XML writes it (sar20230713tch.xml's naming)
_TCH_XML = ('<?xml version="1.0" encoding="UTF-8"?>\n'
            '<CHART RACE_DATE="2026-11-24" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" '
            'xsi:noNamespaceSchemaLocation="https://info.trackmaster.com/xmlSchema/tchSchema.xsd">\n'
            '  <TRACK><CODE>AQU</CODE><NAME>AQUEDUCT</NAME></TRACK>\n'
            '  <RACE NUMBER="7">\n    <CARD_ID>D</CARD_ID>\n    <TYPE>C</TYPE>\n    <PURSE>30000</PURSE>\n'
            '    <DISTANCE>600</DISTANCE>\n    <DIST_UNIT>F</DIST_UNIT>\n    <SURFACE>D</SURFACE>\n'
            '    <TRK_COND>FT</TRK_COND>\n    <CLASS_RATING>82</CLASS_RATING>\n    <PACE_CALL1>88</PACE_CALL1>\n'
            '    <ENTRY>\n      <NAME>Real Bullet</NAME>\n      <PROGRAM_NUM>7</PROGRAM_NUM>\n'
            '      <POST_POS>7</POST_POS>\n      <WEIGHT>120</WEIGHT>\n      <OFFICIAL_FIN>1</OFFICIAL_FIN>\n'
            '      <SPEED_RATING>87</SPEED_RATING>\n      <DOLLAR_ODDS>2.90</DOLLAR_ODDS>\n'
            '      <WIN_PAYOFF>7.80</WIN_PAYOFF>\n    </ENTRY>\n  </RACE>\n</CHART>\n')
# an Equibase SIMD entry card (past performances for the card), SIMD20261124AQU_USA.xml
_SIMD = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
         '<EntryRaceCard xsi:noNamespaceSchemaLocation="http://ifd.equibase.com/schema/simulcast.xsd" '
         'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n'
         '  <Race>\n    <RaceNumber>7</RaceNumber>\n    <Starters>\n'
         '      <Horse><HorseName>Real Bullet</HorseName></Horse>\n      <ProgramNumber>7</ProgramNumber>\n'
         '      <WeightCarried>120</WeightCarried>\n      <Odds>5/2</Odds>\n    </Starters>\n  </Race>\n'
         '</EntryRaceCard>\n')
# TrackMaster's comma-delimited chart (aqu20261124tch.csv): an "R" race record (breed, track, date, race, day card,
# type, purse, race text, conditions, distance, unit, about, surface, class rating, condition, weather, start, post
# time, variant, fractions, winning time, pace, speed, par)
_TCH_CSV = ('"R","TB","AQU",20261124,7,"D","CLAIMING",30000,"FOR THREE YEAR OLDS AND UPWARD","","","","CLM 16000",600,'
            '"F","","D",82,"FT","CLOUDY","7","3:49",14,"22.81","46.12","58.30","","","1:10.84",88,85,86,"1:10.60"\n')
# Racing Post results as rpscrape writes them (one row a runner)
_RP_RESULTS = (
    "Date,Course,Off,Name,Type,Class,Pattern,Rating_Band,Age_Band,Sex_Rest,Dist,Dist_Y,Dist_M,Dist_F,Going,Num,Pos,"
    "Ran,Draw,Btn,Ovr_Btn,Horse,SP,Dec,Age,Sex,Wgt,Lbs,HG,Time,Jockey,Trainer,OR,RPR,TS,Prize,Sire,Dam,Damsire,Owner,"
    "Comment\n"
    "2026-11-24,kempton-aw,7:40,Unibet Handicap,,Class 5,,0-75,3yo+,,1m,1760,1609,8f,Standard To Slow,7,1,10,7,0,0,"
    "Real Bullet (GB),3/1F,4.00,4,G,9-4,130,,1:39.62,David Probert,Andrew Balding,74,81,77,3493.26,No Nay Never (USA),"
    "Dark Missile (GB),Night Shift,J C Smith,Made all - kept on well\n"
    "2026-11-24,kempton-aw,7:40,Unibet Handicap,,Class 5,,0-75,3yo+,,1m,1760,1609,8f,Standard To Slow,2,2,10,1,1.25,"
    "1.25,Grey Lightning (IRE),9/2,5.50,5,G,9-3,129,p,1:39.87,Tom Marquand,William Muir,73,77,72,1039.50,"
    "Dark Angel (IRE),Albany Rose (IRE),Noverre,Purple Lilac Racing,Chased leaders - kept on\n")
# TPD (Gmax) post-race sectionals: a record per runner and gate, I the sharecode with the saddle cloth appended
_TPD_SECTIONALS = ('[{"I":"3120261124194007","G":"8f","L":6.61,"S":14.12,"R":14.12,"D":201.3,"N":31,"B":0.0},'
                   '{"I":"3120261124194007","G":"7f","L":7.02,"S":11.84,"R":25.96,"D":200.4,"N":28,"B":0.0},'
                   '{"I":"3120261124194002","G":"8f","L":6.55,"S":14.31,"R":14.31,"D":201.9,"N":31,"B":1.2}]\n')
# the syndicate's speed figure sheet: six fields a line (race, horse, draw, weight in lb, speed figure, going)
_FIGS = ("race horse draw lbs speed_fig going\nKEM-1940 Real_Bullet 7 130 87 Standard\n"
         "KEM-1940 Grey_Lightning 1 129 84 Standard\nKEM-2010 Dapper_Gee_Gee 6 135 79 Standard\n")
# the syndicate's tote returns sheet: six fields a line (meeting, race, pool, result, dividend per unit, currency)
_TOTE = ("meeting race tote_pool result dividend currency\nKEM 19:40 WIN 7 4.20 GBP\nKEM 19:40 PLACE 7 1.90 GBP\n"
         "KEM 19:40 EXACTA 7-2 18.40 GBP\n")
# the syndicate's placings: four fields a line (race, horse, placing, lengths beaten)
_PLACINGS = ("race horse placing btn\nKEM-1940 Real_Bullet 1 0\nKEM-1940 Grey_Lightning 2 1.25\n"
             "KEM-1940 Swiss_Ace 3 2.5\n")
# rpscrape's racecards JSON: region, course, off time, then the race with its runners
_RACECARD = ('{"GB": {"Kempton (AW)": {"19:40": {"age_band": "3yo+", "course": "Kempton (AW)", "course_id": 1079, '
             '"date": "2026-11-24", "distance": "1m", "distance_f": 8, "field_size": 10, "going": "Standard To Slow", '
             '"handicap": true, "off_time": "19:40", "race_class": 5, "race_id": 4912345, "race_name": '
             '"Unibet Handicap", "race_type": "Flat", "region": "GB", "runners": [{"age": 4, "draw": 7, "form": '
             '"22052-", "horse_id": 4107712, "jockey": "David Probert", "lbs": 130, "name": "Real Bullet", '
             '"number": 7, "ofr": 74, "rpr": 81, "trainer": "Andrew Balding", "ts": 77}]}}}}\n')


def thirtyeighth_bar_horseracing_cases() -> list[Case]:
    G = THIRTYEIGHTH_HORSERACING
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="figures", judgements="placings", runs=_RECS3, stem="syndicate", outputs=_OUT,
        item="runner", rounded="market_bsp",
        weights="{'speed_figs': 1.0, 'pace_model': 0.5, 'market_bsp': 2.0, 'handicappers': 1.5}",
        lone_query="R['handicappers']['race:fak/2026-11-24/13:20'] = {'hse:6020011/hunters-moon': 0.9, "
                   "'hse:6020012/ballyboden': 0.4}\n",
        trust="market_bsp 2\nspeed_figs 1\npace_model 0.5\n",
        trust_dict="{'market_bsp': 2, 'speed_figs': 1, 'pace_model': 0.5}",
        texts={
            "rrf": ("u38b_rrf_race_sources",
                    "rankagg.fuse({source: {race: {runner: score}}}, method='rrf'): four sources, six races "
                    "('race:kem/2026-11-24/19:40'), runners as 'hse:4107712/real-bullet'"),
            "borda": ("u38b_borda_unrated_runners",
                      "rankagg.fuse(..., method='borda'): the speed figures have no figure for a debutant or a "
                      "runner off a long break"),
            "combsum": ("u38b_combsum_rounded_bsp",
                        "rankagg.fuse(..., method='combsum'): the market's probability from Betfair SP at one decimal "
                        "(many ties) beside the others"),
            "fuser": ("u38b_weighted_fuser_strike_rate",
                      "rankagg.Fuser('rrf', weights=...) per race: the market counts 2, the pace model 0.5"),
            "frame": ("u38b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the syndicate's ratings "
                      "sheet, a row per race, runner and source"),
            "evaluate": ("u38b_evaluate_placings",
                         "rankagg.evaluate(fused ranking, the placings, ['nDCG@5', 'AP', 'P@3']): does the fused "
                         "ranking put the placed horses first"),
            "lone": ("u38b_one_source_race",
                     "rankagg.fuse(..., method='rrf'): a race only the handicappers priced (a Fakenham hunter chase, "
                     "no figures or sectionals) beside races every source covers"),
            "cli_rrf": ("u38b_cli_rrf_runs",
                        "rankagg fuse speed_figs.run pace_model.run market_bsp.run --method rrf -o syndicate.run: "
                        "one run per source, races as queries"),
            "cli_borda": ("u38b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the market counts "
                          "double)"),
            "cli_combsum": ("u38b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four runners a syndicate backs or "
                            "dutches per race"),
            "cli_evaluate": ("u38b_cli_evaluate_placings_qrels",
                             "rankagg evaluate syndicate.run --qrels placings.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against the placings (0-2)"),
            "cli_parquet": ("u38b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o syndicate.parquet: gzipped runs from the overnight "
                            "ratings jobs, a Parquet table for the betting desk")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u38b_betfair_stream_as_run", "a Betfair historical data market file, decompressed (Exchange Stream API "
         "'mcm' lines: op, clk, pt, mc with the marketDefinition)", "1.231234567", _BETFAIR_STREAM, "Betfair",
         "1.231234567:1"),
        ("u38b_betfair_bz2_as_run", "a Betfair historical data market file as the portal serves it (bzip2: 'BZh9', "
         "then the stream lines)", "1.231234567.bz2", _BETFAIR_BZ2, "bzip2", "1.231234567.bz2"),
        ("u38b_bsp_prices_as_run", "Betfair SP prices (EVENT_ID, MENU_HINT, EVENT_NAME, EVENT_DT, SELECTION_ID, "
         "SELECTION_NAME, WIN_LOSE, BSP, ...)", "dwbfpricesukwin24112026.csv", _BSP, "Betfair",
         "dwbfpricesukwin24112026.csv:1"),
        ("u38b_equibase_chart_as_run", "an Equibase result chart (TrackMaster TCH XML: CHART RACE_DATE, TRACK, RACE, "
         "ENTRY)", "aqu20261124tch.xml", _TCH_XML, "Equibase", named_at("aqu20261124tch.xml", _TCH_XML)),
        ("u38b_simd_entry_card_as_run", "an Equibase SIMD entry card (EntryRaceCard, Race, Starters, Horse: the "
         "card's past performances)", "SIMD20261124AQU_USA.xml", _SIMD, "Equibase",
         named_at("SIMD20261124AQU_USA.xml", _SIMD)),
        ("u38b_trackmaster_csv_chart_as_run", "a TrackMaster comma-delimited chart (an \"R\" race record: breed, "
         "track, date, race, ... fractions, winning time)", "aqu20261124tch.csv", _TCH_CSV, "TrackMaster",
         "aqu20261124tch.csv:1"),
        ("u38b_racing_post_results_as_run", "Racing Post results as rpscrape writes them (Date, Course, Off, Name, "
         "..., Pos, Horse, SP, ..., OR, RPR, TS, Comment)", "2026_11_24.csv", _RP_RESULTS, "Racing Post",
         "2026_11_24.csv:1"),
        ("u38b_tpd_sectionals_as_run", "TPD (Gmax) post-race sectionals (records of I, G, L, S, R, D, N, B per "
         "runner and gate)", "3120261124194007_sectionals.json", _TPD_SECTIONALS, "TPD",
         "3120261124194007_sectionals.json:1"),
        ("u38b_speed_figures_as_run", "the syndicate's speed figure sheet (six fields a line: race, horse, draw, lbs, "
         "speed figure, going)", "figures_2026-11-24.txt", _FIGS, "speed figure", "figures_2026-11-24.txt:1"),
        ("u38b_tote_returns_as_run", "the syndicate's tote returns (six fields a line: meeting, race, tote pool, "
         "result, dividend, currency)", "tote_returns_2026-11-24.txt", _TOTE, "tote",
         "tote_returns_2026-11-24.txt:1")],
        one_run=("market_bsp.run", _ONE_RUN), stem="syndicate",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a bzip2 file read as lines gives no ranking: named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u38b_equibase_chart_as_qrels", "aqu20261124tch.xml", _TCH_XML, "Equibase"),
        ("u38b_bsp_win_lose_as_qrels", "dwbfpricesukwin24112026.csv", _BSP, "Betfair"),
        ("u38b_racing_post_results_as_qrels", "2026_11_24.csv", _RP_RESULTS, "Racing Post"),
        ("u38b_placings_as_qrels", "placings_2026-11-24.txt", _PLACINGS, "placing")],
        one_run=("market_bsp.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u38b_out_drf", "syndicate.drf", "a Brisnet DRF past performances data file"),
        ("u38b_out_ent", "syndicate.ent", "a PTD exported entries file (.ENT)"),
        ("u38b_out_chart_pdf", "syndicate.pdf", "an Equibase chart (PDF)"),
        ("u38b_out_sectionals_xlsx", "syndicate.xlsx", "a sectionals workbook")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=32"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u38b_api_racecard_dict",
            "rankagg.fuse(json.load(racecards_2026-11-24.json)): rpscrape's racecards (region, course, off time, "
            "race) loaded in Python given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json')), method='rrf')\n",
            "racecard", why="a run maps a query to {document: score}; a racecard nests region, course and off time "
            "down to a race, its fields text and its runners a list", files={"r.json": _RACECARD}),
        bad("u38b_api_bsp_frame",
            "rankagg.fuse(pd.read_csv(dwbfpricesukwin24112026.csv)): Betfair SP prices given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('p.csv'), method='borda')\n",
            "Betfair", why="a table of runs has qid, docid, run and score columns; Betfair's SP file has a selection "
            "per row with its prices and volumes", files={"p.csv": _BSP}),
    ]
    return cases
