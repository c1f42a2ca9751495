"""Issue 45's thirty-second bar of scripts/reliability_matrix.py, an ad platform's team ranking creatives per
placement across bidders and models (its cases, ids ``u32j_``, registered in its ``cases()``); the mechanics
(:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written by the lead, in a later
session, before any of its recognisers existed.)

The team's day: each placement and audience (``news-home/top-banner/sports-fans``) is a query and each creative a
document (``cr:88231``); the runs are the click-through model's, the conversion model's, the bid shading model's and
the account managers' rankings, scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM,
weighted by each model's record, and judged against the A/B tests' lift (2 a win, 1 flat, 0 a loss).  The mistakes and
odd files: the field's own files given where runs or qrels are read (an OpenRTB bid request, a VAST tag, ads.txt,
sellers.json, a Google Ad Manager report, Prebid's bid log), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, seeded_day, team_day_cases

THIRTYSECOND_ADTECH = ("45 Unseen inputs: a thirty-second bar, an ad platform's team ranking creatives per placement "
                       "across bidders and models (OpenRTB, VAST, ads.txt, sellers.json, Google Ad Manager, Prebid)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['ctr_model', 'cvr_model', 'bid_shading', 'account_managers'],
    items=['cr:88231', 'cr:88207', 'cr:87712', 'cr:88940', 'cr:88019', 'cr:87655', 'cr:88314', 'cr:88402'],
    queries=['news-home/top-banner/sports-fans', 'news-home/top-banner/commuters', 'news-article/mid-rect/sports-fans',
             'video/pre-roll/gamers', 'app/interstitial/travellers', 'news-home/native/parents'],
    suffix='/mobile', generator='creatives', judgements='lift') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _cli_check = fusion_checks(_REF, "creatives", "creatives.run")

_RECS3 = ["ctr_model", "cvr_model", "bid_shading"]
_OUT = ("creatives.run",)
_ONE_RUN = ("news-home/top-banner/sports-fans Q0 cr:88231 1 0.91 ctr_model\nnews-home/top-banner/sports-fans Q0 "
            "cr:88207 2 0.77 ctr_model\n")
# the team's files, as the exchanges, ad servers and wrappers write them (a few lines)
_OPENRTB = ('{"id": "80ce30c53c16e6ede735f123ef6e32361bfc7b22", "at": 1, "cur": ["USD"], "imp": [{"id": "1", '
            '"bidfloor": 0.03, "banner": {"h": 250, "w": 300, "pos": 0}}], "site": {"id": "102855", "cat": '
            '["IAB3-1"], "domain": "www.news.example", "page": "http://www.news.example/sports"}, "device": {"ua": '
            '"Mozilla/5.0", "ip": "123.145.167.10"}, "user": {"id": "55816b39711f9b5acf3b90e313ed29e51665623f"}}\n')
_VAST = ('<?xml version="1.0" encoding="UTF-8"?>\n<VAST version="4.2" xmlns="http://www.iab.com/VAST">\n'
         '  <Ad id="88231">\n    <InLine>\n      <AdSystem version="1.0">AdServer</AdSystem>\n'
         '      <AdTitle>Spring sale</AdTitle>\n    </InLine>\n  </Ad>\n</VAST>\n')
_ADS_TXT = ("# ads.txt file for news.example\ngoogle.com, pub-0000000000000000, DIRECT, f08c47fec0942fa0\n"
            "appnexus.com, 1234, RESELLER, f5ab79cb980f11d1\nrubiconproject.com, 12345, RESELLER, 0bfd66d529a55807\n")
_SELLERS = ('{"contact_email": "adops@exchange.example", "contact_address": "1 Market St", "version": "1.0", '
            '"identifiers": [{"name": "TAG-ID", "value": "28cb65e5bbc0bd5f"}], "sellers": [{"seller_id": "1234", '
            '"name": "News Example", "domain": "news.example", "seller_type": "PUBLISHER"}]}\n')
_GAM = ("Dimension.DATE,Dimension.AD_UNIT_NAME,Dimension.CREATIVE_ID,Column.AD_SERVER_IMPRESSIONS,"
        "Column.AD_SERVER_CLICKS,Column.AD_SERVER_CTR\n2026-11-27,news-home/top-banner,88231,120345,512,0.0043\n")
_PREBID = ("auctionId,adUnitCode,bidder,cpm,currency,timeToRespond,status,creativeId,width,height\n"
           "a1f3c2d4-0b5e-4c6f-8d9a-1b2c3d4e5f60,top-banner,appnexus,1.25,USD,212,rendered,88231,300,250\n")


def thirtysecond_bar_adtech_cases() -> list[Case]:
    G = THIRTYSECOND_ADTECH
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="creatives", judgements="lift", runs=_RECS3, stem="creatives", outputs=_OUT,
        item="creatives", rounded="bid_shading",
        weights="{'ctr_model': 2.0, 'cvr_model': 1.5, 'bid_shading': 0.5, 'account_managers': 1.0}",
        lone_query="R['account_managers']['podcast/mid-roll/runners'] = {'cr:89001': 0.9, 'cr:89002': 0.4}\n",
        trust="ctr_model 2\ncvr_model 1.5\nbid_shading 0.5\n",
        trust_dict="{'ctr_model': 2, 'cvr_model': 1.5, 'bid_shading': 0.5}",
        texts={
            "rrf": ("u32j_rrf_models",
                    "rankagg.fuse({model: {placement/audience: {creative: score}}}, method='rrf'): four models, six "
                    "placements ('news-home/top-banner/sports-fans'), creatives by id ('cr:88231')"),
            "borda": ("u32j_borda_unscored_creatives",
                      "rankagg.fuse(..., method='borda'): the conversion model has no score for new creatives"),
            "combsum": ("u32j_combsum_rounded_scores",
                        "rankagg.fuse(..., method='combsum'): the bid shading model at one decimal (many ties) beside "
                        "the others"),
            "fuser": ("u32j_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per placement: the CTR model counts 2, bid shading 0.5"),
            "frame": ("u32j_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the trafficking sheet, a row "
                      "per placement, creative and model"),
            "evaluate": ("u32j_evaluate_lift",
                         "rankagg.evaluate(fused ranking, the A/B tests' lift, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put first the creatives that won their tests"),
            "lone": ("u32j_one_model_placement",
                     "rankagg.fuse(..., method='rrf'): a placement only the account managers ranked (a podcast "
                     "mid-roll) beside placements every model covers"),
            "cli_rrf": ("u32j_cli_rrf_runs",
                        "rankagg fuse ctr_model.run cvr_model.run bid_shading.run --method rrf -o creatives.run: one "
                        "run per model, placements as queries"),
            "cli_borda": ("u32j_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the CTR model counts "
                          "double)"),
            "cli_combsum": ("u32j_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four creatives a placement rotates"),
            "cli_evaluate": ("u32j_cli_evaluate_lift_qrels",
                             "rankagg evaluate creatives.run --qrels lift.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against the A/B tests' lift (0-2)"),
            "cli_parquet": ("u32j_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o creatives.parquet: gzipped runs from the model "
                            "servers, a Parquet table for the trafficking tool")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u32j_openrtb_as_run", "an OpenRTB 2.x bid request (id, at, cur, imp with banner, site, device, user)",
         "bid_request.json", _OPENRTB, "OpenRTB", "bid_request.json:1"),
        ("u32j_vast_as_run", "a VAST 4.2 tag (VAST, Ad, InLine, AdSystem, AdTitle)", "spring_sale.xml", _VAST, "VAST",
         "spring_sale.xml:2"),
        ("u32j_ads_txt_as_run", "an ads.txt file (domain, account id, DIRECT or RESELLER, certification id)",
         "ads.txt", _ADS_TXT, "ads.txt", "ads.txt:2"),
        ("u32j_sellers_json_as_run", "a sellers.json file (contact_email, version, identifiers, sellers)",
         "sellers.json", _SELLERS, "sellers.json", "sellers.json:1"),
        ("u32j_gam_report_as_run", "a Google Ad Manager report (Dimension.DATE, Dimension.AD_UNIT_NAME, ..., "
         "Column.AD_SERVER_CTR)", "gam_report.csv", _GAM, "Ad Manager", "gam_report.csv:1"),
        ("u32j_prebid_log_as_run", "Prebid's bid log (auctionId, adUnitCode, bidder, cpm, ..., creativeId)",
         "prebid_bids.csv", _PREBID, "Prebid", "prebid_bids.csv:1")],
        one_run=("ctr_model.run", _ONE_RUN), stem="creatives",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u32j_gam_as_qrels", "gam_report.csv", _GAM, "Ad Manager"),
        ("u32j_prebid_as_qrels", "prebid_bids.csv", _PREBID, "Prebid"),
        ("u32j_ads_txt_as_qrels", "ads.txt", _ADS_TXT, "ads.txt"),
        ("u32j_openrtb_as_qrels", "bid_request.json", _OPENRTB, "OpenRTB")],
        one_run=("ctr_model.run", _ONE_RUN))

    # --- an output named for the field's files ------------------------------------------------------------------------
    # no tool writes or opens a '.vast' file (a VAST tag is served and saved as XML): a run written under that name is
    # read by no tool that would misread it, so it is written as asked (measured silent before this was decided)
    cases.append(cli_ok("u32j_out_vast", "rankagg fuse ... -o creatives.vast: the fused ranking named like a VAST tag, "
                        "whose files are .xml", ["fuse", *[f"{r}.run" for r in _RECS3], "--method", "rrf", "-o",
                                                 "creatives.vast"], None,
                        _cli_check("rrf", f"recs={_RECS3}, seed=32", output="creatives.vast"),
                        why="accepted: no tool opens a '.vast' name (VAST tags are XML files); written as the RRF "
                            "of the three runs", setup=_runs_setup(f"recs={_RECS3}, seed=32")))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u32j_api_openrtb_dict",
            "rankagg.fuse(json.load(bid_request.json)): an OpenRTB bid request loaded in Python given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('b.json')), method='rrf')\n",
            "OpenRTB", why="a run maps a query to {document: score}; a bid request's 'id' is text and 'imp' a list",
            files={"b.json": _OPENRTB}),
        bad("u32j_api_prebid_frame",
            "rankagg.fuse(pd.read_csv(prebid_bids.csv)): Prebid's bid log given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('p.csv'), method='borda')\n",
            "Prebid", why="a table of runs has qid, docid, run and score columns; Prebid's log has a bid per row",
            files={"p.csv": _PREBID}),
    ]
    return cases
