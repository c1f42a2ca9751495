"""Issue 45's thirtieth bar of scripts/reliability_matrix.py, a board game café's ranking of games per table size
across rating sources (BoardGameGeek's XML API and collection export, BG Stats and Tabletop Simulator files, the
café's own votes) (its cases, ids ``u30l_``, registered in its ``cases()``); the mechanics
(:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.

The team's day: each table size and evening (``players-4/friday``) is a query and each game a document by its
BoardGameGeek id (``bgg_174430``: Gloomhaven); the runs are the rating sources (BGG's Bayes average, the plays
logged in BG Stats, the café's customer votes, the staff's picks), scores in [0, 1] at four decimals.  The lists are
fused with RRF, Borda and CombSUM, weighted by how well each source predicted last month's sales, and judged against
what the tables actually played (2 played twice or more, 1 once, 0 not).  The mistakes and odd files: the field's
own files given where runs or qrels are read (a BGG XML API answer, a BGG collection export, a BG Stats backup, a
Tabletop Simulator save), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

from .case import Case, command_cases, fusion_checks
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, team_day_cases

THIRTIETH_BOARDGAMES = ("45 Unseen inputs: a thirtieth bar, a board game café's ranking of games per table size "
                        "across rating sources (BoardGameGeek's XML API and collection export, BG Stats, Tabletop "
                        "Simulator)")

_DATA = SEEDED_UNIFORM + r'''RECS = ['bgg_bayes', 'bgstats_plays', 'customer_votes', 'staff_picks']
RESOURCES = ['bgg_174430', 'bgg_224517', 'bgg_161936', 'bgg_167791', 'bgg_13', 'bgg_266192', 'bgg_30549',
             'bgg_822']
GAIN = dict(zip(RESOURCES, [0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2]))
def evening(k):
    return 'players-%d/%s' % (2 + k % 4, ('friday', 'saturday')[k % 2])
def ratings(recs=RECS, n_q=6, seed=3, drop=0.0, noise=1.0):
    """{source: {table/evening: {game: score}}}: scores in [0, 1] at four decimals; ``drop``: the share of the
    games a source has no rating for at a table size"""
    g = lcg(seed)
    out = {}
    for r in recs:
        out[r] = {}
        for k in range(n_q):
            p = {}
            for d in RESOURCES:
                u, v = next(g), next(g)
                if v < drop:
                    continue
                p[d] = round(min(1.0, max(0.0, GAIN[d] + noise * 0.6 * (u - 0.5))), 4)
            if p:
                out[r]['%s-%d' % (evening(k), k)] = p
    return out
def played(n_q=6):
    """what the tables played: 2 (twice or more) for two games, 1 (once) for three, 0 the rest"""
    g = dict(zip(RESOURCES, [2, 2, 1, 1, 1, 0, 0, 0]))
    return {'%s-%d' % (evening(k), k): dict(g) for k in range(n_q)}
''' + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "ratings", "games.run")

_RECS3 = ["bgg_bayes", "bgstats_plays", "customer_votes"]
_OUT = ("games.run",)
_ONE_RUN = ("players-4/friday-0 Q0 bgg_174430 1 0.91 bgg_bayes\nplayers-4/friday-0 Q0 bgg_224517 2 0.77 bgg_bayes\n"
            "players-4/friday-0 Q0 bgg_13 3 0.52 bgg_bayes\n")
# the team's files, as their tools write them (a few lines)
_BGG_XML = ('<?xml version="1.0" encoding="utf-8"?><items termsofuse="https://boardgamegeek.com/xmlapi/termsofuse">'
            '<item type="boardgame" id="174430"><name type="primary" sortindex="1" value="Gloomhaven" />'
            '<statistics page="1"><ratings><average value="8.6" /><bayesaverage value="8.4" /></ratings></statistics>'
            '</item></items>\n')
_BGG_COLLECTION = ("objectname,objectid,rating,numplays,weight,own,fortrade,want,wanttobuy,wanttoplay,prevowned,"
                   "preordered,wishlist,wishlistpriority,wishlistcomment,comment,conditiontext,haspartslist,"
                   "wantpartslist,collid,baverage,avgweight,rank,numowned,objecttype,originalname,minplayers,"
                   "maxplayers,playingtime\n"
                   "Gloomhaven,174430,9,12,4,1,0,0,0,0,0,0,0,,,,,,,55501234,8.4,3.87,3,250000,thing,Gloomhaven,1,4,"
                   "120\n")
_BGSTATS = ('{"userInfo": {"meRefId": 1, "bggUsername": "cafe"}, "games": [{"id": 1, "name": "Gloomhaven", '
            '"bggId": 174430}], "plays": [{"uuid": "p1", "gameRefId": 1, "playDate": "2026-11-27 19:30:00", '
            '"playerScores": []}], "players": [], "locations": []}\n')
_TTS = ('{\n  "SaveName": "Gloomhaven - Scenario 1",\n  "GameMode": "Gloomhaven",\n  "Date": "11/27/2026 7:30:00 PM",'
        '\n  "VersionNumber": "v13.2.2",\n  "ObjectStates": []\n}\n')


def thirtieth_bar_boardgames_cases() -> list[Case]:
    G = THIRTIETH_BOARDGAMES
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="ratings", judgements="played", runs=_RECS3, stem="games", outputs=_OUT,
        item="game", rounded="customer_votes",
        weights="{'bgg_bayes': 1.0, 'bgstats_plays': 2.0, 'customer_votes': 1.0, 'staff_picks': 0.5}",
        lone_query="R['staff_picks']['players-8/sunday-9'] = {'bgg_39856': 1.0, 'bgg_178900': 0.5}\n",
        trust="bgstats_plays 2\ncustomer_votes 0.5\nbgg_bayes 1\n",
        trust_dict="{'bgstats_plays': 2, 'customer_votes': 0.5, 'bgg_bayes': 1}",
        texts={
            "rrf": ("u30l_rrf_sources",
                    "rankagg.fuse({source: {table/evening: {game: score}}}, method='rrf'): four sources, six table "
                    "sizes and evenings ('players-4/friday-0'), games by BGG id ('bgg_174430')"),
            "borda": ("u30l_borda_partial_lists",
                      "rankagg.fuse(..., method='borda'): a source has no rating for some games at a table size"),
            "combsum": ("u30l_combsum_tied_scores",
                        "rankagg.fuse(..., method='combsum'): the customers' votes at one decimal (many ties) beside "
                        "the others"),
            "fuser": ("u30l_weighted_fuser_trust",
                      "rankagg.Fuser('rrf', weights=...) per table: the plays logged count 2, the staff's picks 0.5"),
            "frame": ("u30l_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the ratings as the café's "
                      "spreadsheet holds them, a row per table, game and source"),
            "evaluate": ("u30l_evaluate_played",
                         "rankagg.evaluate(fused ranking, what the tables played, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put first the games played most"),
            "lone": ("u30l_one_source_table",
                     "rankagg.fuse(..., method='rrf'): a table size only the staff rated (an eight-player evening) "
                     "beside tables every source covers"),
            "cli_rrf": ("u30l_cli_rrf_runs",
                        "rankagg fuse bgg_bayes.run bgstats_plays.run customer_votes.run --method rrf -o games.run: "
                        "one run per source, table sizes as queries"),
            "cli_borda": ("u30l_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the plays count "
                          "double)"),
            "cli_combsum": ("u30l_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four games a table's card lists"),
            "cli_evaluate": ("u30l_cli_evaluate_played_qrels",
                             "rankagg evaluate games.run --qrels played.qrels -m ndcg_cut.5 -m map: the fused ranking "
                             "against what the tables played (0-2)"),
            "cli_parquet": ("u30l_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o games.parquet: gzipped runs from the nightly job, a "
                            "Parquet table for the dashboard")})

    # --- the team's files given where runs are read: named by their format or tool, at the first line ---------------
    cases += files_as_runs(cli_bad, [
        ("u30l_bgg_xml_as_run", "a BoardGameGeek XML API answer (items termsofuse=..., item, statistics)",
         "thing_174430.xml", _BGG_XML, "BoardGameGeek", "thing_174430.xml:1"),
        ("u30l_bgg_collection_as_run", "a BoardGameGeek collection export (objectname, objectid, rating, numplays, "
         "...)", "collection.csv", _BGG_COLLECTION, "BoardGameGeek", "collection.csv:1"),
        ("u30l_bgstats_as_run", "a BG Stats backup (userInfo, games, plays, players, locations)", "BGStatsExport.json",
         _BGSTATS, "BG Stats", "BGStatsExport.json"),
        ("u30l_tts_save_as_run", "a Tabletop Simulator save (SaveName, GameMode, ObjectStates)", "TS_Save_42.json",
         _TTS, "Tabletop Simulator", "TS_Save_42.json")],
        one_run=("bgg_bayes.run", _ONE_RUN), stem="games",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the café can act on)")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u30l_bgg_collection_as_qrels", "collection.csv", _BGG_COLLECTION, "BoardGameGeek"),
        ("u30l_bgstats_as_qrels", "BGStatsExport.json", _BGSTATS, "BG Stats")],
        one_run=("bgg_bayes.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u30l_out_bgsplay", "games.bgsplay", "a BG Stats play file"),
        ("u30l_out_vmod", "games.vmod", "a VASSAL module")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=31"))
    return cases
