"""Issue 45's thirty-first bar of scripts/reliability_matrix.py, a speedrunning community's ranking of runners per
game and category across leaderboards and races (its cases, ids ``u31i_``, registered in its ``cases()``); the
mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.

The team's day: each game and category (``sm64/120_star``) is a query and each runner a document by their handle
(``runner:cheese05``: a ':' inside the id); the runs are the rankings the community's yearly awards compare
(speedrun.com's leaderboard, racetime.gg's ratings, therun.gg's consistency, the moderators' picks), scores in [0, 1]
at four decimals.  The lists are fused with RRF, Borda and CombSUM, weighted by how well each predicted last year's
awards, and judged against the awards' votes (2 winner or finalist, 1 nominated, 0 not).  The mistakes and odd
files: the field's own files given where runs or qrels are read (LiveSplit's splits and autosplitter, WSplit's
splits, speedrun.com's leaderboard answer, a Splits I/O export, a racetime.gg race, an FCEUX movie, a BizHawk movie),
and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import io
import zipfile

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

THIRTYFIRST_SPEEDRUN = ("45 Unseen inputs: a thirty-first bar, a speedrunning community's ranking of runners per game "
                        "and category across leaderboards and races (LiveSplit, WSplit, speedrun.com's API, Splits "
                        "I/O, racetime.gg, FCEUX and BizHawk movies)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['src_board', 'racetime', 'therun', 'mod_picks'],
    items=['runner:cheese05', 'runner:Simply', 'runner:Tayyip', 'runner:Weegee', 'runner:puncayshun',
             'runner:Dwhatever', 'runner:Suigi', 'runner:Liam'],
    queries=['sm64/120_star', 'sm64/70_star', 'sm64/16_star', 'sm64/1_star', 'sm64/0_star', 'sms/any%'],
    suffix='/ce', generator='boards', judgements='awards') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "boards", "runners.run")

_RECS3 = ["src_board", "racetime", "therun"]
_OUT = ("runners.run",)
_ONE_RUN = ("sm64/120_star Q0 runner:cheese05 1 0.91 src_board\nsm64/120_star Q0 runner:Simply 2 0.77 src_board\n"
            "sm64/120_star Q0 runner:Weegee 3 0.52 src_board\n")
# the community's files, as their tools write them (a few lines)
_LSS = ('<?xml version="1.0" encoding="UTF-8"?>\n<Run version="1.7.0">\n  <GameIcon />\n'
        '  <GameName>Super Mario 64</GameName>\n  <CategoryName>120 Star</CategoryName>\n'
        '  <Metadata><Run id="" /><Platform usesEmulator="False">Nintendo 64</Platform></Metadata>\n'
        '  <Offset>00:00:00</Offset>\n  <AttemptCount>1234</AttemptCount>\n</Run>\n')
_ASL = ('state("Project64")\n{\n    byte stars : "Project64.exe", 0xD6A1C, 0x33B218;\n}\n\n'
        'split\n{\n    return current.stars > old.stars;\n}\n')
_WSPLIT = ("Title=Super Mario 64 - 120 Star\nAttempts=1234\nOffset=0\nSize=152,25\n"
           "Bob-omb Battlefield,0,301.25,298.7\nWhomp's Fortress,0,652.4,640.1\n")
_SRC = ('{"data": {"weblink": "https://www.speedrun.com/sm64#120_Star", "game": "o1y9wo6q", "category": "wkpoo02r", '
        '"level": null, "platform": null, "region": null, "emulators": null, "video-only": false, "timing": '
        '"realtime", "values": {}, "runs": [{"place": 1, "run": {"id": "y2gxlo3z", "players": [{"rel": "user", '
        '"id": "x35ewq8v"}], "times": {"primary_t": 5865}}}]}}\n')
_SPLITSIO = ('{"_schemaVersion": "v1.0.1", "links": {"splitsioID": "abc1"}, "timer": {"shortname": "livesplit", '
             '"longname": "LiveSplit", "version": "1.7.0"}, "attempts": {"total": 1234}, "game": {"longname": '
             '"Super Mario 64", "shortname": "sm64"}, "category": {"longname": "120 Star"}, "runners": '
             '[{"longname": "cheese05"}], "segments": [{"name": "Bob-omb Battlefield", "endedAt": {"realtimeMS": '
             '301250}}]}\n')
_RACETIME = ('{"name": "sm64/lucky-bowser-1234", "status": {"value": "finished", "verbose_value": "Finished"}, '
             '"url": "/sm64/lucky-bowser-1234", "data_url": "/sm64/lucky-bowser-1234/data", "goal": {"name": '
             '"120 Star", "custom": false}, "entrants_count": 2, "entrants": [{"user": {"name": "cheese05"}, '
             '"status": {"value": "done"}, "finish_time": "P0DT1H39M12.000S", "place": 1}]}\n')
_FM2 = ("version 3\nemuVersion 22020\nrerecordCount 45210\npalFlag 0\nromFilename Super Mario Bros.\n"
        "romChecksum base64:jjYwGG411HcjG/j9UOVM3Q==\nguid 5A6A0B1E-1234-4CDE-8F00-000000000000\nfourscore 0\n"
        "port0 1\nport1 0\nport2 0\n|0|........|........||\n|0|.......A|........||\n")


def _bk2() -> bytes:
    """A BizHawk movie: a zip of Header.txt, Input Log.txt and the other members BizHawk writes."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        for name, text in (("Header.txt", "MovieVersion BizHawk v2.0.0\nAuthor cheese05\nPlatform N64\n"
                                          "GameName Super Mario 64 (USA)\nRerecordCount 98231\n"),
                           ("Input Log.txt", "[Input]\nLogKey:#Reset|Power|#P1 X Axis|P1 Y Axis|\n|..|   0,   0,|\n"
                                             "[/Input]\n"),
                           ("SyncSettings.json", '{"o": {}}'), ("Comments.txt", ""), ("Subtitles.txt", "")):
            z.writestr(zipfile.ZipInfo(name, (2026, 11, 27, 0, 0, 0)), text)
    return buf.getvalue()


def thirtyfirst_bar_speedrun_cases() -> list[Case]:
    G = THIRTYFIRST_SPEEDRUN
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="boards", judgements="awards", runs=_RECS3, stem="runners", outputs=_OUT,
        item="runner", rounded="therun",
        weights="{'src_board': 2.0, 'racetime': 1.0, 'therun': 1.0, 'mod_picks': 0.5}",
        lone_query="R['mod_picks']['sm64/120_star/blindfolded'] = {'runner:Bubzia': 0.9, 'runner:Liam': 0.2}\n",
        trust="src_board 2\ntherun 0.5\nracetime 1\n",
        trust_dict="{'src_board': 2, 'therun': 0.5, 'racetime': 1}",
        texts={
            "rrf": ("u31i_rrf_boards",
                    "rankagg.fuse({source: {game/category: {runner: score}}}, method='rrf'): four sources, six "
                    "categories ('sm64/120_star'), runners by handle ('runner:cheese05': a ':' inside the id)"),
            "borda": ("u31i_borda_partial_lists",
                      "rankagg.fuse(..., method='borda'): a source does not rank some runners of a category"),
            "combsum": ("u31i_combsum_tied_scores",
                        "rankagg.fuse(..., method='combsum'): therun.gg's scores at one decimal (many ties) beside "
                        "the others"),
            "fuser": ("u31i_weighted_fuser_awards",
                      "rankagg.Fuser('rrf', weights=...) per category: speedrun.com counts 2, the moderators' picks "
                      "0.5"),
            "frame": ("u31i_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the scores as the awards' "
                      "spreadsheet holds them, a row per category, runner and source"),
            "evaluate": ("u31i_evaluate_awards",
                         "rankagg.evaluate(fused ranking, award votes, ['nDCG@5', 'AP', 'P@3']): does the fused "
                         "ranking put first the runners the community voted for"),
            "lone": ("u31i_one_source_category",
                     "rankagg.fuse(..., method='rrf'): a category only the moderators ranked (blindfolded) beside "
                     "categories every source covers"),
            "cli_rrf": ("u31i_cli_rrf_runs",
                        "rankagg fuse src_board.run racetime.run therun.run --method rrf -o runners.run: one run per "
                        "source, categories as queries"),
            "cli_borda": ("u31i_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: speedrun.com counts "
                          "double)"),
            "cli_combsum": ("u31i_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four runners a category's shortlist "
                            "holds"),
            "cli_evaluate": ("u31i_cli_evaluate_awards_qrels",
                             "rankagg evaluate runners.run --qrels awards.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against the award votes (0-2)"),
            "cli_parquet": ("u31i_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o runners.parquet: gzipped runs from the nightly "
                            "scrape, a Parquet table for the awards site")})

    # --- the community's files given where runs are read: named by their format or tool -----------------------------
    cases += files_as_runs(cli_bad, [
        ("u31i_livesplit_lss_as_run", "LiveSplit's splits (Run version=1.7.0, GameName, CategoryName, Segments)",
         "sm64_120.lss.xml", _LSS, "LiveSplit", "sm64_120.lss.xml:2"),
        ("u31i_autosplitter_asl_as_run", "a LiveSplit autosplitter script (state(\"Project64\") { ... }, split)",
         "sm64.asl.txt", _ASL, "autosplitter", "sm64.asl.txt:1"),
        ("u31i_wsplit_as_run", "WSplit's splits (Title=, Attempts=, Offset=, Size=, then segments)", "sm64.wsplit.txt",
         _WSPLIT, "WSplit", "sm64.wsplit.txt:1"),
        ("u31i_src_leaderboard_as_run", "speedrun.com's leaderboard API answer (data: weblink, game, category, runs "
         "with place)", "leaderboard.json", _SRC, "speedrun.com", "leaderboard.json:1"),
        ("u31i_splitsio_as_run", "a Splits I/O export (_schemaVersion, timer, game, category, runners, segments)",
         "cheese05_sm64.json", _SPLITSIO, "Splits I/O", "cheese05_sm64.json:1"),
        ("u31i_racetime_as_run", "a racetime.gg race's data (name, status, goal, entrants with place and "
         "finish_time)", "race_data.json", _RACETIME, "racetime.gg", "race_data.json:1"),
        ("u31i_fm2_as_run", "an FCEUX movie (.fm2: version 3, emuVersion, rerecordCount, then |0|........| frames)",
         "smb_warpless.fm2", _FM2, "FCEUX", "smb_warpless.fm2:1"),
        ("u31i_bk2_as_run", "a BizHawk movie (.bk2: a zip of Header.txt, Input Log.txt, SyncSettings.json)",
         "sm64_tas.bk2", _bk2(), "BizHawk", "sm64_tas.bk2")],
        one_run=("src_board.run", _ONE_RUN), stem="runners",
        text_why="trec_eval refuses a line of other than six fields; the file is the community's own, named by what it "
                 "is (a field count or a generic note says nothing a moderator can act on)",
        binary_why="trec_eval reads text; a movie archive read as lines gives no ranking: named by what it holds")

    # --- the judgements the community gives ---------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u31i_lss_as_qrels", "sm64_120.lss", _LSS, "LiveSplit"),
        ("u31i_src_leaderboard_as_qrels", "leaderboard.json", _SRC, "speedrun.com"),
        ("u31i_wsplit_as_qrels", "sm64.wsplit", _WSPLIT, "WSplit"),
        ("u31i_racetime_as_qrels", "race_data.json", _RACETIME, "racetime.gg")],
        one_run=("src_board.run", _ONE_RUN))

    # --- outputs named for the community's files ---------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u31i_out_lss", "runners.lss", "LiveSplit's splits"),
        ("u31i_out_wsplit", "runners.wsplit", "WSplit's splits"),
        ("u31i_out_fm2", "runners.fm2", "an FCEUX movie"),
        ("u31i_out_bk2", "runners.bk2", "a BizHawk movie"),
        ("u31i_out_asl", "runners.asl", "a LiveSplit autosplitter")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=31"))

    # --- the community's documents and tables given to the API ----------------------------------------------------
    cases += [
        bad("u31i_api_src_leaderboard_dict",
            "rankagg.fuse(json.load(leaderboard.json)): speedrun.com's answer loaded in Python given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('l.json')), method='rrf')\n",
            "speedrun.com", why="a run maps a query to {document: score}; speedrun.com's 'data' holds text and lists",
            files={"l.json": _SRC}),
        bad("u31i_api_src_runs_frame",
            "rankagg.fuse(pd.json_normalize(board['data']['runs'])): the leaderboard's runs as a frame",
            "import json, pandas as pd, rankagg\nb = json.load(open('l.json'))\n"
            "rankagg.fuse(pd.json_normalize(b['data']['runs']), method='borda')\n",
            "speedrun.com", why="a table of runs has qid, docid, run and score columns; speedrun.com's has places",
            files={"l.json": _SRC}),
        bad("u31i_api_racetime_dict",
            "rankagg.fuse({'racetime': json.load(race_data.json)}): a race given as one run",
            "import json, rankagg\nrankagg.fuse({'racetime': json.load(open('r.json'))}, method='rrf')\n",
            "racetime.gg", why="a race's 'entrants' is a list of records, no {document: score} mapping",
            files={"r.json": _RACETIME}),
    ]
    return cases
