"""Issue 45's thirty-first bar of scripts/reliability_matrix.py, a property search platform's ranking of listings
per buyer profile and neighbourhood across pricing and matching models (its cases, ids ``u31j_``, registered in its
``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.

The team's day: each buyer profile and neighbourhood (``family-4/austin-78704``) is a query and each listing a document
by its MLS id (``mls:ACT1234567``); the runs are the rankers the platform compares (the value model, the matching
model, the agents' picks, a walkability ranker), scores in [0, 1] at four decimals.  The lists are fused with RRF,
Borda and CombSUM, weighted by last quarter's tour rates, and judged against what buyers did (2 an offer, 1 a tour,
0 neither).  The mistakes and odd files: the field's own files given where runs or qrels are read (a RESO Web API
answer, a RETS search reply, Zillow's ZHVI table, Redfin's market tracker, realtor.com's inventory table, the Ames
housing data, a Walk Score answer, an ATTOM answer, a MISMO document), and outputs named for floor plans.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

THIRTYFIRST_REALESTATE = ("45 Unseen inputs: a thirty-first bar, a property search platform's ranking of listings per "
                          "buyer profile across pricing and matching models (RESO Web API, RETS, Zillow and Redfin "
                          "data, realtor.com, Walk Score, ATTOM, MISMO)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['value_model', 'match_model', 'agent_picks', 'walkability'],
    items=['mls:ACT1234567', 'mls:ACT2345678', 'mls:ACT3456789', 'mls:ACT4567890', 'mls:ACT5678901',
             'mls:ACT6789012', 'mls:ACT7890123', 'mls:ACT8901234'],
    queries=['family-4/austin-78704', 'couple/austin-78702', 'single/austin-78701', 'family-5/austin-78745',
            'retired/austin-78731', 'investor/austin-78741'],
    suffix='/q2', generator='listings', judgements='outcomes') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "listings", "listings.run")

_RECS3 = ["value_model", "match_model", "agent_picks"]
_OUT = ("listings.run",)
_ONE_RUN = ("family-4/austin-78704 Q0 mls:ACT1234567 1 0.91 value_model\n"
            "family-4/austin-78704 Q0 mls:ACT2345678 2 0.77 value_model\n"
            "family-4/austin-78704 Q0 mls:ACT4567890 3 0.52 value_model\n")
# the team's files, as their sources write them (a few lines)
_RESO = ('{"@odata.context": "https://api.mlsgrid.com/v2/$metadata#Property", "value": [{"ListingKey": "ACT1234567", '
         '"ListingId": "1234567", "StandardStatus": "Active", "ListPrice": 649000, "BedroomsTotal": 3, '
         '"PostalCode": "78704", "ModificationTimestamp": "2026-11-27T10:00:00Z"}], "@odata.nextLink": '
         '"https://api.mlsgrid.com/v2/Property?$skip=1000"}\n')
_RETS = ('<RETS ReplyCode="0" ReplyText="Operation Successful">\n<COUNT Records="2" />\n<DELIMITER value="09"/>\n'
         '<COLUMNS>\tListingID\tListPrice\tStatus\tPostalCode\t</COLUMNS>\n'
         '<DATA>\tACT1234567\t649000\tActive\t78704\t</DATA>\n</RETS>\n')
_ZHVI = ("RegionID,SizeRank,RegionName,RegionType,StateName,State,City,Metro,CountyName,2026-08-31,2026-09-30,"
         "2026-10-31\n92617,1821,78704,zip,TX,TX,Austin,\"Austin-Round Rock-Georgetown, TX\",Travis County,"
         "742113.5,739002.1,735870.9\n")
_REDFIN = ('"period_begin"\t"period_end"\t"period_duration"\t"region_type"\t"region_type_id"\t"table_id"\t'
           '"is_seasonally_adjusted"\t"region"\t"city"\t"state"\t"state_code"\t"property_type"\t"median_sale_price"\t'
           '"homes_sold"\t"inventory"\n'
           '"2026-10-01"\t"2026-10-31"\t30\t"zip code"\t2\t40225\t"f"\t"Zip Code: 78704"\t\t"Texas"\t"TX"\t'
           '"All Residential"\t715000\t88\t241\n')
_REALTOR = ("month_date_yyyymm,postal_code,zip_name,flag,median_listing_price,median_listing_price_mm,"
            "median_listing_price_yy,active_listing_count,median_days_on_market,pending_listing_count\n"
            "202610,78704,\"austin, tx\",,699000,-0.0134,0.0214,412,52,133\n")
_AMES = ("Id,MSSubClass,MSZoning,LotFrontage,LotArea,Street,Alley,LotShape,LandContour,Utilities,LotConfig,"
         "Neighborhood,OverallQual,YearBuilt,GrLivArea,SalePrice\n"
         "1,60,RL,65,8450,Pave,NA,Reg,Lvl,AllPub,Inside,CollgCr,7,2003,1710,208500\n")
_WALKSCORE = ('{"status": 1, "walkscore": 84, "description": "Very Walkable", "updated": "2026-11-01 04:23:55.123", '
              '"logo_url": "https://cdn.walk.sc/images/api-logo.png", "more_info_icon": "x", "ws_link": '
              '"https://www.walkscore.com/score/x", "transit": {"score": 51}, "bike": {"score": 90}}\n')
_ATTOM = ('{"status": {"version": "1.0.0", "code": 0, "msg": "SuccessWithResult", "total": 1, "page": 1, '
          '"pagesize": 10}, "property": [{"identifier": {"Id": 123456, "fips": "48453", "apn": "0401070301"}, '
          '"address": {"postal1": "78704"}, "avm": {"amount": {"value": 655000}}}]}\n')
_MISMO = ('<?xml version="1.0" encoding="UTF-8"?>\n<MESSAGE xmlns="http://www.mismo.org/residential/2009/schemas" '
          'MISMOReferenceModelIdentifier="3.4.0[B324]">\n  <DEAL_SETS><DEAL_SET><DEALS><DEAL/></DEALS></DEAL_SET>'
          '</DEAL_SETS>\n</MESSAGE>\n')


def thirtyfirst_bar_realestate_cases() -> list[Case]:
    G = THIRTYFIRST_REALESTATE
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="listings", judgements="outcomes", runs=_RECS3, stem="listings", outputs=_OUT,
        item="listing", rounded="agent_picks",
        weights="{'value_model': 1.0, 'match_model': 2.0, 'agent_picks': 1.0, 'walkability': 0.5}",
        lone_query="R['walkability']['student/austin-78705'] = {'mls:ACT9012345': 0.9, 'mls:ACT0123456': 0.3}\n",
        trust="match_model 2\nagent_picks 0.5\nvalue_model 1\n",
        trust_dict="{'match_model': 2, 'agent_picks': 0.5, 'value_model': 1}",
        texts={
            "rrf": ("u31j_rrf_rankers",
                    "rankagg.fuse({ranker: {profile/neighbourhood: {listing: score}}}, method='rrf'): four rankers, six "
                    "profiles ('family-4/austin-78704'), listings by MLS id ('mls:ACT1234567')"),
            "borda": ("u31j_borda_partial_lists",
                      "rankagg.fuse(..., method='borda'): a ranker does not score some listings for a profile"),
            "combsum": ("u31j_combsum_tied_scores",
                        "rankagg.fuse(..., method='combsum'): the agents' picks at one decimal (many ties) beside the "
                        "others"),
            "fuser": ("u31j_weighted_fuser_tours",
                      "rankagg.Fuser('rrf', weights=...) per profile: the matching model counts 2, walkability 0.5"),
            "frame": ("u31j_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the scores as the search "
                      "team's table holds them, a row per profile, listing and ranker"),
            "evaluate": ("u31j_evaluate_outcomes",
                         "rankagg.evaluate(fused ranking, buyers' outcomes, ['nDCG@5', 'AP', 'P@3']): does the fused "
                         "ranking put first the listings that drew offers"),
            "lone": ("u31j_one_ranker_profile",
                     "rankagg.fuse(..., method='rrf'): a profile only the walkability ranker scored (students) beside "
                     "profiles every ranker covers"),
            "cli_rrf": ("u31j_cli_rrf_runs",
                        "rankagg fuse value_model.run match_model.run agent_picks.run --method rrf -o listings.run: "
                        "one run per ranker, profiles as queries"),
            "cli_borda": ("u31j_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the matching model "
                          "counts double)"),
            "cli_combsum": ("u31j_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four listings a buyer's e-mail shows"),
            "cli_evaluate": ("u31j_cli_evaluate_outcome_qrels",
                             "rankagg evaluate listings.run --qrels outcomes.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against what buyers did (0-2)"),
            "cli_parquet": ("u31j_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o listings.parquet: gzipped runs from the nightly "
                            "job, a Parquet table for the search service")})

    # --- the team's files given where runs are read: named by their format or source, at the first line -------------
    cases += files_as_runs(cli_bad, [
        ("u31j_reso_json_as_run", "a RESO Web API answer (@odata.context, value with ListingKey, ListPrice, "
         "StandardStatus)", "property_page1.json", _RESO, "RESO", "property_page1.json:1"),
        ("u31j_rets_xml_as_run", "a RETS search reply in COMPACT format (RETS ReplyCode, DELIMITER, COLUMNS, DATA)",
         "search_reply.xml", _RETS, "RETS", "search_reply.xml:1"),
        ("u31j_zhvi_as_run", "Zillow's ZHVI table (RegionID, SizeRank, RegionName, RegionType, ..., a column per "
         "month)", "Zip_zhvi_uc_sfrcondo_tier_0.33_0.67_sm_sa_month.csv", _ZHVI, "Zillow",
         "Zip_zhvi_uc_sfrcondo_tier_0.33_0.67_sm_sa_month.csv:1"),
        ("u31j_redfin_as_run", "Redfin's market tracker (period_begin, period_end, ..., median_sale_price, tab "
         "separated)", "zip_code_market_tracker.tsv000", _REDFIN, "Redfin", "zip_code_market_tracker.tsv000:1"),
        ("u31j_realtor_as_run", "realtor.com's inventory table (month_date_yyyymm, postal_code, zip_name, "
         "median_listing_price, ...)", "RDC_Inventory_Core_Metrics_Zip.csv", _REALTOR, "realtor.com",
         "RDC_Inventory_Core_Metrics_Zip.csv:1"),
        ("u31j_ames_as_run", "the Ames housing data (Id, MSSubClass, MSZoning, ..., SalePrice: Kaggle's House Prices)",
         "train.csv", _AMES, "Ames", "train.csv:1"),
        ("u31j_walkscore_json_as_run", "a Walk Score API answer (status, walkscore, description, ws_link, transit, "
         "bike)", "walkscore_78704.json", _WALKSCORE, "Walk Score", "walkscore_78704.json:1"),
        ("u31j_attom_json_as_run", "an ATTOM property API answer (status with msg, property with identifier and "
         "avm)", "attom_avm.json", _ATTOM, "ATTOM", "attom_avm.json:1"),
        ("u31j_mismo_xml_as_run", "a MISMO 3.4 document (MESSAGE xmlns=...mismo.org/residential/2009/schemas)",
         "appraisal_mismo.xml", _MISMO, "MISMO", "appraisal_mismo.xml:2")],
        one_run=("value_model.run", _ONE_RUN), stem="listings",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the search team can act on)")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u31j_zhvi_as_qrels", "zhvi.csv", _ZHVI, "Zillow"),
        ("u31j_redfin_as_qrels", "market_tracker.tsv", _REDFIN, "Redfin"),
        ("u31j_reso_as_qrels", "property_page1.json", _RESO, "RESO"),
        ("u31j_rets_as_qrels", "search_reply.xml", _RETS, "RETS")],
        one_run=("value_model.run", _ONE_RUN))

    # --- outputs named for the listings' floor plans and models ---------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u31j_out_skp", "listings.skp", "a SketchUp model"),
        ("u31j_out_rvt", "listings.rvt", "a Revit model"),
        ("u31j_out_dwg", "floorplans.dwg", "an AutoCAD drawing")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=31"))

    # --- the field's documents and tables given to the API --------------------------------------------------------
    cases += [
        bad("u31j_api_reso_dict",
            "rankagg.fuse(json.load(property_page1.json)): a RESO Web API page loaded in Python given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('p.json')), method='rrf')\n",
            "RESO", why="a run maps a query to {document: score}; RESO's '@odata.context' is text and 'value' a list",
            files={"p.json": _RESO}),
        bad("u31j_api_zhvi_frame",
            "rankagg.fuse(pd.read_csv(Zillow's ZHVI table)): the home values given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('z.csv'), method='borda')\n",
            "Zillow", why="a table of runs has qid, docid, run and score columns; ZHVI's has a column per month",
            files={"z.csv": _ZHVI}),
        bad("u31j_api_ames_frame",
            "rankagg.fuse(pd.read_csv(the Ames housing train.csv)): the houses given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('train.csv'), method='rrf')\n",
            "Ames", why="a table of runs has qid, docid, run and score columns; the Ames data has houses' features",
            files={"train.csv": _AMES}),
    ]
    return cases
