"""Issue 45's thirty-seventh bar of scripts/reliability_matrix.py, a craft brewery's recipe development and quality
team ranking batches per beer style across tasting panels and lab results (its cases, ids ``u37f_``, registered in
its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.
(Written by the lead, in a later session, before any of its recognisers existed.)

The team's day: each style of the BJCP 2021 guidelines (``bjcp2021:21A/american-ipa``) is a query and each batch a
document by its batch number and fermenter (``batch:26-118/FV3``); the runs are the tasting panel's, the QC lab's, a
style-fit score's (the batch's numbers against the style's ranges) and the head brewer's rankings, scores in [0, 1] at
four decimals.  They are fused with RRF, Borda and CombSUM, weighted by each ranking's record, and judged against what
was released (2 released as a flagship or medalled, 1 released, 0 blended or dumped).  The mistakes and odd files: the
field's own files given where runs or qrels are read (a BeerXML recipe, BeerSmith's .bsmx, a BeerJSON document, a
Brewfather export, a Tilt hydrometer's CSV log, an iSpindel's readings, the panel's BJCP scoresheet totals, the lab's
ASBC/EBC results, Brewtarget's database), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import sqlite3

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import (files_as_qrels, files_as_runs, output_named_as_asked, outputs_named_for, seeded_day,
                       team_day_cases)

THIRTYSEVENTH_BREWING = ("45 Unseen inputs: a thirty-seventh bar, a craft brewery's recipe development and quality "
                         "team ranking batches per style across tasting panels and lab results (BeerXML, BeerSmith, "
                         "BeerJSON, Brewfather, Tilt, iSpindel, BJCP scoresheets, ASBC/EBC lab results, Brewtarget)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['tasting_panel', 'lab_qc', 'style_fit', 'head_brewer'],
    items=['batch:26-118/FV3', 'batch:26-121/FV1', 'batch:26-124/FV5', 'batch:26-127/FV2', 'batch:26-130/FV4',
           'batch:26-133/FV3', 'batch:26-136/FV6', 'batch:26-139/FV1'],
    queries=['bjcp2021:21A/american-ipa', 'bjcp2021:18B/american-pale-ale', 'bjcp2021:5B/kolsch',
             'bjcp2021:20C/imperial-stout', 'bjcp2021:3B/czech-premium-pale-lager', 'bjcp2021:21C/hazy-ipa'],
    suffix='/rebrew', generator='batches', judgements='released') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _cli_check = fusion_checks(_REF, "batches", "shortlist.run")

_RECS3 = ["tasting_panel", "lab_qc", "style_fit"]
_OUT = ("shortlist.run",)
_ONE_RUN = ("bjcp2021:21A/american-ipa Q0 batch:26-118/FV3 1 0.91 head_brewer\nbjcp2021:21A/american-ipa Q0 "
            "batch:26-121/FV1 2 0.77 head_brewer\nbjcp2021:21A/american-ipa Q0 batch:26-124/FV5 3 0.52 head_brewer\n")
# the team's files, as the brewing software, the hydrometers, the panel and the lab write them (a few lines)
_BEERXML = ('<?xml version="1.0" encoding="ISO-8859-1"?>\n<RECIPES>\n  <RECIPE>\n'
            "    <NAME>West Coast IPA 26-118</NAME>\n    <VERSION>1</VERSION>\n    <TYPE>All Grain</TYPE>\n"
            "    <BREWER>J. Okafor</BREWER>\n"
            "    <BATCH_SIZE>1600.0</BATCH_SIZE>\n    <BOIL_SIZE>1850.0</BOIL_SIZE>\n    <BOIL_TIME>60</BOIL_TIME>\n"
            "    <EFFICIENCY>82.0</EFFICIENCY>\n    <STYLE>\n      <NAME>American IPA</NAME>\n"
            "      <VERSION>1</VERSION>\n      <CATEGORY_NUMBER>21</CATEGORY_NUMBER>\n"
            "      <STYLE_LETTER>A</STYLE_LETTER>\n      <STYLE_GUIDE>BJCP 2021</STYLE_GUIDE>\n"
            "      <TYPE>Ale</TYPE>\n    </STYLE>\n  </RECIPE>\n</RECIPES>\n")
_BSMX = ("<Recipes>\n <Name>Recipes</Name>\n <Data>\n  <Recipe>\n   <_PERMID_>3094</_PERMID_>\n"
         "   <_MOD_>2026-11-20</_MOD_>\n   <F_R_NAME>West Coast IPA 26-118</F_R_NAME>\n"
         "   <F_R_BREWER>J. Okafor</F_R_BREWER>\n   <F_R_STYLE>\n    <F_S_NAME>American IPA</F_S_NAME>\n"
         "    <F_S_CATEGORY>21</F_S_CATEGORY>\n    <F_S_LETTER>A</F_S_LETTER>\n    <F_S_GUIDE>BJCP 2021</F_S_GUIDE>\n"
         "   </F_R_STYLE>\n   <F_R_OG>1.0620000</F_R_OG>\n   <F_R_FG>1.0110000</F_R_FG>\n"
         "   <F_R_IBU>62.0000000</F_R_IBU>\n  </Recipe>\n </Data>\n</Recipes>\n")
_BEERJSON = ('{"beerjson": {"version": 1.0, "recipes": [{"name": "West Coast IPA 26-118", "type": "all grain", '
             '"author": "J. Okafor", "batch_size": {"unit": "l", "value": 1600}, "efficiency": {"brewhouse": '
             '{"unit": "%", "value": 82}}, "style": {"name": "American IPA", "category": "IPA", "category_number": 21, '
             '"style_letter": "A", "style_guide": "BJCP2021", "type": "beer"}, "original_gravity": {"unit": "sg", '
             '"value": 1.062}, "final_gravity": {"unit": "sg", "value": 1.011}, "ingredients": '
             '{"fermentable_additions": [], "hop_additions": [], "culture_additions": []}}]}}\n')
_BREWFATHER = ('{"_id": "pQ7rS2tU9vW4xY1zA3bC", "_type": "recipe", "_version": "2.10.1", "_timestamp_ms": '
               '1795766400000, "name": "West Coast IPA 26-118", "author": "J. Okafor", "type": "All Grain", '
               '"batchSize": 1600, "efficiency": 82, "og": 1.062, "fg": 1.011, "ibu": 62, "color": 7.2, "abv": 6.7, '
               '"style": {"name": "American IPA", "category": "IPA", "categoryNumber": "21", "styleLetter": "A", '
               '"styleGuide": "BJCP 2021", "type": "Ale"}, "fermentables": [{"name": "Pale Ale Malt", "amount": '
               '380, "color": 3}], "hops": [{"name": "Citra", "amount": 4800, "use": "Dry Hop", "alpha": 12.5}], '
               '"yeasts": [{"name": "US-05", "laboratory": "Fermentis", "attenuation": 81}]}\n')
_TILT = ("Timestamp,Timepoint,SG,Temp,Color,Beer,Comment\n"
         "11/27/2026 08:00:00,46353.3333,1.0120,66.0,RED,West Coast IPA 26-118,\n"
         "11/27/2026 08:15:00,46353.3438,1.0119,66.1,RED,West Coast IPA 26-118,\n"
         "11/27/2026 08:30:00,46353.3542,1.0118,66.0,RED,West Coast IPA 26-118,dry hop in\n")
_ISPINDEL = ('{"name":"iSpindel003","ID":8812033,"token":"","angle":52.84,"temperature":18.9,"temp_units":"C",'
             '"battery":3.98,"gravity":3.1,"interval":900,"RSSI":-68}\n'
             '{"name":"iSpindel003","ID":8812033,"token":"","angle":52.61,"temperature":18.9,"temp_units":"C",'
             '"battery":3.98,"gravity":3.0,"interval":900,"RSSI":-67}\n')
# the panel's BJCP scoresheet totals: a '#' preamble, then six fields a line (entry and the five sections' scores),
# as a TREC run has six
_BJCP = ("# BJCP 2021 scoresheets, flight 3: 21A American IPA (judges: J. Okafor BJCP C1234, M. Lindqvist BJCP D0567)\n"
         "# entry aroma/12 appearance/3 flavor/20 mouthfeel/5 overall/10\n"
         "0427 10 3 17 4 8\n0431 9 2 15 4 7\n0438 11 3 18 5 9\n0442 8 2 13 3 6\n")
_LAB = ("Sample ID,Batch,Tank,Sampled,Analyte,Method,Result,Unit\n"
        "QC-26-1184,26-118,FV3,2026-11-24,Bitterness,ASBC Beer-23A,61.5,BU\n"
        "QC-26-1184,26-118,FV3,2026-11-24,Color,ASBC Beer-10A,7.4,SRM\n"
        "QC-26-1184,26-118,FV3,2026-11-24,Alcohol,ASBC Beer-4G,6.71,% v/v\n"
        "QC-26-1184,26-118,FV3,2026-11-24,Vicinal diketones,EBC 9.24.1,0.04,mg/L\n")


def _brewtarget() -> bytes:
    """Brewtarget's recipe database (database.sqlite): an SQLite 3 file ('SQLite format 3\\0') with its settings,
    style, recipe, brewnote and hop_in_recipe tables."""
    con = sqlite3.connect(":memory:")
    con.executescript(
        "CREATE TABLE settings (id INTEGER PRIMARY KEY, version INTEGER, repopulatechildrenonnextstart INTEGER);\n"
        "INSERT INTO settings VALUES (1, 10, 0);\n"
        "CREATE TABLE style (id INTEGER PRIMARY KEY, name TEXT, category TEXT, category_number TEXT, "
        "style_letter TEXT, style_guide TEXT, s_type TEXT);\n"
        "INSERT INTO style VALUES (1, 'American IPA', 'IPA', '21', 'A', 'BJCP 2021', 'Ale');\n"
        "CREATE TABLE recipe (id INTEGER PRIMARY KEY, name TEXT, type TEXT, brewer TEXT, batch_size REAL, "
        "boil_size REAL, boil_time REAL, efficiency REAL, og REAL, fg REAL, style_id INTEGER);\n"
        "INSERT INTO recipe VALUES (1, 'West Coast IPA 26-118', 'All Grain', 'J. Okafor', 1600.0, 1850.0, 60.0, "
        "82.0, 1.062, 1.011, 1);\n"
        "CREATE TABLE brewnote (id INTEGER PRIMARY KEY, brewdate TEXT, sg REAL, og REAL, fg REAL, abv REAL, "
        "recipe_id INTEGER);\n"
        "INSERT INTO brewnote VALUES (1, '2026-11-10T07:30:00', 1.061, 1.062, 1.011, 6.7, 1);\n"
        "CREATE TABLE hop_in_recipe (id INTEGER PRIMARY KEY, hop_id INTEGER, recipe_id INTEGER);\n")
    data = bytes(con.serialize())
    con.close()
    return data


def thirtyseventh_bar_brewing_cases() -> list[Case]:
    G = THIRTYSEVENTH_BREWING
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="batches", judgements="released", runs=_RECS3, stem="shortlist", outputs=_OUT,
        item="batches", rounded="tasting_panel",
        weights="{'tasting_panel': 2.0, 'lab_qc': 1.0, 'style_fit': 0.5, 'head_brewer': 1.5}",
        lone_query="R['head_brewer']['bjcp2021:23G/gose'] = {'batch:26-142/FV7': 0.9, 'batch:26-145/FV7': 0.4}\n",
        trust="tasting_panel 2\nlab_qc 1\nstyle_fit 0.5\n",
        trust_dict="{'tasting_panel': 2, 'lab_qc': 1, 'style_fit': 0.5}",
        texts={
            "rrf": ("u37f_rrf_panel_lab",
                    "rankagg.fuse({ranking: {style: {batch: score}}}, method='rrf'): four rankings, six BJCP styles "
                    "('bjcp2021:21A/american-ipa'), batches by number and fermenter ('batch:26-118/FV3')"),
            "borda": ("u37f_borda_unscored_batches",
                      "rankagg.fuse(..., method='borda'): the lab did not analyse the batches still conditioning"),
            "combsum": ("u37f_combsum_rounded_panel",
                        "rankagg.fuse(..., method='combsum'): the tasting panel's means at one decimal (many ties) "
                        "beside the lab's and the style fit's scores"),
            "fuser": ("u37f_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per style: the tasting panel counts 2, the style fit 0.5"),
            "frame": ("u37f_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the QC sheet, a row per "
                      "style, batch and ranking"),
            "evaluate": ("u37f_evaluate_released",
                         "rankagg.evaluate(fused ranking, what was released, ['nDCG@5', 'AP', 'P@3']): does the fused "
                         "ranking put first the batches released as flagships or medalled"),
            "lone": ("u37f_one_ranking_style",
                     "rankagg.fuse(..., method='rrf'): a style only the head brewer ranked (a pilot gose) beside "
                     "styles every ranking covers"),
            "cli_rrf": ("u37f_cli_rrf_runs",
                        "rankagg fuse tasting_panel.run lab_qc.run style_fit.run --method rrf -o shortlist.run: one "
                        "run per ranking, styles as queries"),
            "cli_borda": ("u37f_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the tasting panel "
                          "counts double)"),
            "cli_combsum": ("u37f_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four batches the brewhouse can rebrew "
                            "this month"),
            "cli_evaluate": ("u37f_cli_evaluate_released_qrels",
                             "rankagg evaluate shortlist.run --qrels released.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against what was released (0-2)"),
            "cli_parquet": ("u37f_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o shortlist.parquet: gzipped runs from the QC "
                            "system, a Parquet table for the release meeting")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u37f_beerxml_as_run", "a BeerXML 1.0 recipe (RECIPES, RECIPE: NAME, VERSION, TYPE, BREWER, ..., STYLE)",
         "west_coast_ipa.xml", _BEERXML, "BeerXML", "west_coast_ipa.xml:2"),
        ("u37f_bsmx_as_run", "BeerSmith's recipe file (.bsmx: Recipes, Name, Data, Recipe with F_R_NAME, F_R_STYLE)",
         "Recipe.bsmx", _BSMX, "BeerSmith", "Recipe.bsmx:1"),
        ("u37f_beerjson_as_run", "a BeerJSON 1.0 document (beerjson: version, recipes)", "west_coast_ipa.json",
         _BEERJSON, "BeerJSON", "west_coast_ipa.json:1"),
        ("u37f_brewfather_as_run", "a Brewfather recipe export (_id, _type 'recipe', _version, ..., batchSize, og, "
         "fg, style, fermentables, hops, yeasts)", "Brewfather_RECIPE_WestCoastIPA.json", _BREWFATHER, "Brewfather",
         "Brewfather_RECIPE_WestCoastIPA.json:1"),
        ("u37f_tilt_csv_as_run", "a Tilt hydrometer's log (Timestamp, Timepoint, SG, Temp, Color, Beer, Comment)",
         "TILT-RED-FV3.csv", _TILT, "Tilt", "TILT-RED-FV3.csv:1"),
        ("u37f_ispindel_jsonl_as_run", "an iSpindel's readings as JSON lines (name, ID, token, angle, temperature, "
         "temp_units, battery, gravity, interval, RSSI)", "ispindel003.jsonl", _ISPINDEL, "iSpindel",
         "ispindel003.jsonl:1"),
        ("u37f_bjcp_scores_as_run", "the panel's BJCP scoresheet totals ('#' preamble, then entry, aroma, "
         "appearance, flavor, mouthfeel, overall: six fields a line)", "flight3_scores.txt", _BJCP, "BJCP",
         "flight3_scores.txt:1"),
        ("u37f_lab_csv_as_run", "the QC lab's results (Sample ID, Batch, Tank, Sampled, Analyte, Method: ASBC and "
         "EBC methods, Result, Unit)", "lab_results_2026-11.csv", _LAB, "ASBC", "lab_results_2026-11.csv:1"),
        ("u37f_brewtarget_db_as_run", "Brewtarget's recipe database (database.sqlite: an SQLite 3 file of recipes "
         "and brew notes)", "database.sqlite", _brewtarget(), "Brewtarget", "database.sqlite")],
        one_run=("head_brewer.run", _ONE_RUN), stem="shortlist",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a recipe database read as lines gives no ranking: named by its magic bytes "
                   "and its tables")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u37f_bjcp_scores_as_qrels", "flight3_scores.txt", _BJCP, "BJCP"),
        ("u37f_tilt_as_qrels", "TILT-RED-FV3.csv", _TILT, "Tilt"),
        ("u37f_lab_as_qrels", "lab_results_2026-11.csv", _LAB, "ASBC"),
        ("u37f_beerxml_as_qrels", "west_coast_ipa.xml", _BEERXML, "BeerXML")],
        one_run=("head_brewer.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u37f_out_bsmx", "shortlist.bsmx", "a BeerSmith recipe file"),
        ("u37f_out_bsm", "shortlist.bsm", "a BeerSmith 1 recipe file")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=32"))
    # '.rec' is no one tool's (GNU recutils' record files, ProMash's recipes, recorders' captures), and ProMash's
    # bytes are documented nowhere a declaration could tell them by: written as asked (decided by the lead after the
    # measure, where this row was silent)
    cases.append(output_named_as_asked(
        cli_ok, _cli_check, _runs_setup, "u37f_out_rec", "rankagg fuse ... -o shortlist.rec: the fused ranking named "
        "as a ProMash recipe, a suffix many tools share", "shortlist.rec", runs=_RECS3, seed=32,
        why="accepted: '.rec' is GNU recutils', ProMash's and recorders' alike; written as the RRF of the three runs"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u37f_api_brewfather_dict",
            "rankagg.fuse(json.load(Brewfather_RECIPE_WestCoastIPA.json)): a Brewfather recipe loaded in Python "
            "given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('b.json')), method='rrf')\n",
            "Brewfather", why="a run maps a query to {document: score}; a Brewfather recipe's 'name' is text and "
            "'fermentables' a list", files={"b.json": _BREWFATHER}),
        bad("u37f_api_lab_frame",
            "rankagg.fuse(pd.read_csv(lab_results_2026-11.csv)): the QC lab's ASBC/EBC results given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('l.csv'), method='borda')\n",
            "ASBC", why="a table of runs has qid, docid, run and score columns; the lab's has an analyte of a sample "
            "per row", files={"l.csv": _LAB}),
    ]
    return cases
