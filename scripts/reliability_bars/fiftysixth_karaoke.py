"""Issue 45's fifty-sixth bar of scripts/reliability_matrix.py, a karaoke bar's contest host and a singing-game
community's leaderboard moderators ranking singers and songs per round, night and season (its cases, ids ``u56b_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.  (Written in a persona session, before any of its recognisers existed.)

The team's day: each contest round, night or season (``night:2026-11-27/round-1``) is a query and each performance a
document, a singer with the song they sang (``perf:maria-l/total-eclipse-of-the-heart``); the runs are UltraStar
Deluxe's pitch-accuracy scores, the judges' marks, the audience votes and a song-difficulty score, all in [0, 1] at
four decimals.  They are fused with RRF, Borda and CombSUM, weighted by each source's record, and judged against the
finals' verdict (2 went through to the final, 1 called back, 0 out).  The mistakes and odd files: the field's own
files given where runs or qrels are read (an UltraStar song file, UltraStar Deluxe's highscore database and its scores
table exported as CSV, a SingStar melody XML, a MIDI karaoke file, an LRC lyric file, a Karaoke Mugen song file, the
judges' sheet and the community leaderboard typed as text, six fields a line that pass for a TREC run, and the
audience's vote tally, four fields a line that pass for qrels), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import os
import sqlite3
import struct
import tempfile

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

FIFTYSIXTH_KARAOKE = ("45 Unseen inputs: a fifty-sixth bar, a karaoke bar's contest host and a singing-game "
                      "community's leaderboard moderators ranking singers and songs per round, night and season "
                      "(UltraStar txt, UltraStar Deluxe's Ultrastar.db, SingStar XML, MIDI karaoke .kar, LRC, "
                      "Karaoke Mugen .kara.json, judges' sheets, leaderboards, audience votes)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['usdx_pitch', 'judges', 'audience', 'difficulty'],
    items=['perf:maria-l/total-eclipse-of-the-heart', 'perf:dev-k/bohemian-rhapsody', 'perf:ana-s/amazing-grace',
           'perf:tom-b/sweet-caroline', 'perf:lee-w/dancing-queen', 'perf:maria-l+dev-k/islands-in-the-stream',
           'perf:joe-p/livin-on-a-prayer', 'perf:kim-o/danny-boy'],
    queries=['night:2026-11-27/round-1', 'night:2026-11-27/round-2', 'night:2026-12-04/round-1',
             'night:2026-12-04/duets', 'season:2026-autumn/week-12', 'season:2026-autumn/finals'],
    suffix='/encore', generator='singers', judgements='finals_verdict') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "singers", "contest.run")

_RECS3 = ["usdx_pitch", "judges", "audience"]
_OUT = ("contest.run",)
_ONE_RUN = ("night:2026-11-27/round-1 Q0 perf:maria-l/total-eclipse-of-the-heart 1 0.93 judges\n"
            "night:2026-11-27/round-1 Q0 perf:dev-k/bohemian-rhapsody 2 0.81 judges\n")
# the team's files, as the singing games, karaoke players and lyric tools write them (a few lines)
# an UltraStar song file: '#TAG:value' header lines, then note lines 'Type StartBeat Length Pitch Text' (':' normal,
# '*' golden, 'F' freestyle), '- Beat' phrase ends and a final 'E' (the UltraStar txt format, usdx.eu/format)
_ULTRASTAR = ("#TITLE:Amazing Grace\n#ARTIST:Traditional\n#MP3:Traditional - Amazing Grace.mp3\n"
              "#COVER:Traditional - Amazing Grace [CO].jpg\n#BPM:220\n#GAP:4200\n#GENRE:Gospel\n#LANGUAGE:English\n"
              "#YEAR:1779\n: 0 4 7 A\n: 4 8 12 ma\n: 12 2 16 zing\n* 14 6 12  grace\n- 22\n: 24 4 7 How\n"
              ": 28 8 12  sweet\n: 36 4 14  the\n: 40 10 16  sound\nE\n")


def _usdx_db() -> bytes:
    """UltraStar Deluxe's highscore database (Ultrastar.db, SQLite 3): the us_songs and us_scores tables as the game
    creates them, with a night's scores (Difficulty 0 easy, 1 medium, 2 hard; Date a Unix time)."""
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "Ultrastar.db")
        con = sqlite3.connect(path)
        con.executescript(
            "CREATE TABLE IF NOT EXISTS [us_songs] ([ID] INTEGER PRIMARY KEY, [Artist] TEXT NOT NULL, "
            "[Title] TEXT NOT NULL, [TimesPlayed] INTEGER NOT NULL, [Rating] INTEGER NULL);\n"
            "CREATE TABLE IF NOT EXISTS [us_scores] ([SongID] INTEGER NOT NULL, [Difficulty] INTEGER NOT NULL, "
            "[Player] TEXT NOT NULL, [Score] INTEGER NOT NULL, [Date] INTEGER NULL);\n"
            "CREATE TABLE IF NOT EXISTS [us_statistics_info] ([ResetTime] INTEGER);\n"
            "INSERT INTO us_statistics_info VALUES (1790000000);\n"
            "INSERT INTO us_songs VALUES (1, 'Bonnie Tyler', 'Total Eclipse of the Heart', 14, 0);\n"
            "INSERT INTO us_songs VALUES (2, 'Queen', 'Bohemian Rhapsody', 9, 0);\n"
            "INSERT INTO us_scores VALUES (1, 1, 'Maria L', 8740, 1795813200);\n"
            "INSERT INTO us_scores VALUES (2, 2, 'Dev K', 9120, 1795813500);\n")
        con.commit()
        con.close()
        with open(path, "rb") as f:
            return f.read()


_USDX_DB = _usdx_db()
# the us_scores table exported by the sqlite3 shell (.headers on, .mode csv): the game's own column names
_USDX_SCORES_CSV = ("SongID,Difficulty,Player,Score,Date\n1,1,\"Maria L\",8740,1795813200\n"
                    "2,2,\"Dev K\",9120,1795813500\n3,0,\"Ana S\",7480,1795813800\n")
# a SingStar melody file as Performous's SingStar XML writer writes it: MELODY (xmlns singstargame.com, Version,
# Tempo, FixedTempo, Resolution, Genre, Year), SENTENCE, NOTE (MidiNote, Duration, Lyric)
_SINGSTAR = ('<?xml version="1.0" encoding="UTF-8"?>\n'
             '<MELODY xmlns="http://www.singstargame.com" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" '
             'Version="1" Tempo="110" FixedTempo="Yes" Resolution="Semiquaver" Genre="Gospel" Year="1779">\n'
             '  <SENTENCE>\n    <NOTE MidiNote="0" Duration="8" Lyric=""/>\n'
             '    <NOTE MidiNote="55" Duration="4" Lyric="A"/>\n    <NOTE MidiNote="60" Duration="8" Lyric="ma"/>\n'
             '    <NOTE MidiNote="64" Duration="2" Lyric="zing "/>\n'
             '    <NOTE MidiNote="60" Duration="6" Lyric="grace " Bonus="Yes"/>\n  </SENTENCE>\n</MELODY>\n')


def _vlq(n: int) -> bytes:
    out = [n & 0x7F]
    n >>= 7
    while n:
        out.insert(0, (n & 0x7F) | 0x80)
        n >>= 7
    return bytes(out)


def _meta(delta: int, kind: int, text: str) -> bytes:
    data = text.encode("latin-1")
    return _vlq(delta) + bytes([0xFF, kind]) + _vlq(len(data)) + data


def _track(events: bytes) -> bytes:
    events += b"\x00\xff\x2f\x00"  # end of track
    return b"MTrk" + struct.pack(">I", len(events)) + events


def _kar() -> bytes:
    """A MIDI karaoke file (.kar, Tune 1000's Soft Karaoke): a standard MIDI file, format 1, whose first track holds
    the '@KMIDI KARAOKE FILE', '@V0100' and '@I' text events and whose 'Words' track the '@L', '@T' and lyric text
    events ('\\' clears the screen, '/' starts a line)."""
    head = b"MThd" + struct.pack(">IHHH", 6, 1, 3, 480)
    info = _track(_meta(0, 0x01, "@KMIDI KARAOKE FILE") + _meta(0, 0x01, "@V0100")
                  + _meta(0, 0x01, "@I Amazing Grace, sequenced for the Friday contest"))
    words = _track(_meta(0, 0x03, "Words") + _meta(0, 0x01, "@LENGL") + _meta(0, 0x01, "@TAmazing Grace")
                   + _meta(0, 0x01, "@TTraditional") + _meta(960, 0x01, "\\A") + _meta(240, 0x01, "ma")
                   + _meta(480, 0x01, "zing") + _meta(120, 0x01, " grace"))
    melody = _track(b"\x00\xc0\x34" + b"\x00\x90\x37\x64" + b"\x83\x60\x80\x37\x40" + b"\x00\x90\x3c\x64"
                    + b"\x87\x40\x80\x3c\x40")
    return head + info + words + melody


_KAR = _kar()
# an LRC lyric file: ID tags ([ar:], [ti:], [al:], [by:], [offset:]) then '[mm:ss.xx]' time-tagged lines
_LRC = ("[ar:Traditional]\n[ti:Amazing Grace]\n[al:Hymns for the Friday Contest]\n[by:host@the-blue-mic]\n"
        "[offset:+120]\n[00:04.20]Amazing grace, how sweet the sound\n[00:11.85]That saved a wretch like me\n"
        "[00:19.40]I once was lost, but now am found\n[00:26.90]Was blind, but now I see\n")
# a Karaoke Mugen song file (.kara.json, data file version 4): header, medias with their lyrics, data (kid, titles,
# tags by type as tag ids, year, repository)
_KARA_JSON = ('{"header": {"version": 4, "description": "Karaoke Mugen Karaoke Data File"}, "medias": [{"version": '
              '"Default", "filename": "ENG - Traditional - MV - Amazing Grace.mp4", "loudnorm": "-16.42,-1.07,9.10,'
              '-26.35,0.42", "filesize": 48211034, "duration": 252, "default": true, "lyrics": [{"filename": '
              '"ENG - Traditional - MV - Amazing Grace.ass", "default": true, "version": "Default"}]}], "data": '
              '{"created_at": "2026-11-20T21:14:03.000Z", "modified_at": "2026-11-27T18:02:41.000Z", "kid": '
              '"5c1f7e2a-9d34-4b8e-a1c6-0f2d3e4b5a67", "repository": "kara.moe", "songorder": null, "tags": '
              '{"langs": ["de0e0a4c-8c5e-4b0e-8f0d-7c1a1f1f1e01"], '
              '"singers": ["9a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d"], '
              '"songtypes": ["7be1b15c-cff8-4b37-a649-5c90f3d569a9"]}, "titles": {"eng": "Amazing Grace"}, '
              '"titles_default_language": "eng", "year": 1779, "ignoreHooks": false}}\n')
# the judges' sheet as the host types it: six fields a line (round, judge, singer, running order, mark out of 10,
# song), the mark fifth
_JUDGES = ("round judge singer order mark song\nR2 J1 maria_l 3 8.5 total_eclipse_of_the_heart\n"
           "R2 J1 dev_k 4 9.0 bohemian_rhapsody\nR2 J2 maria_l 3 8.0 total_eclipse_of_the_heart\n"
           "R2 J2 dev_k 4 8.5 bohemian_rhapsody\n")
# the community's weekly leaderboard as the moderators type it: six fields a line (season, week, player, place,
# points, game), the points fifth
_LEADERBOARD = ("season week player place points game\nS3 W12 KaraokeKat 1 9840 USDX\nS3 W12 VoxPopuli 2 9615 USDX\n"
                "S3 W12 HighNote_Hana 3 9388 Vocaluxe\nS3 W12 MicDropMo 4 9102 USDX\n")
# the audience's vote tally as the host types it: four fields a line (round, singer, song, votes), the votes fourth
_VOTES = ("round singer song votes\nR2 maria_l total_eclipse_of_the_heart 41\nR2 dev_k bohemian_rhapsody 37\n"
          "R2 ana_s amazing_grace 29\n")


def fiftysixth_bar_karaoke_cases() -> list[Case]:
    G = FIFTYSIXTH_KARAOKE
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="singers", judgements="finals_verdict", runs=_RECS3, stem="contest", outputs=_OUT,
        item="performance", rounded="audience",
        weights="{'usdx_pitch': 1.0, 'judges': 2.0, 'audience': 0.5, 'difficulty': 1.5}",
        lone_query="R['judges']['night:2026-12-11/a-cappella'] = {'perf:kim-o/danny-boy': 0.9, "
                   "'perf:ana-s/amazing-grace': 0.4}\n",
        trust="judges 2\nusdx_pitch 1\naudience 0.5\n",
        trust_dict="{'judges': 2, 'usdx_pitch': 1, 'audience': 0.5}",
        texts={
            "rrf": ("u56b_rrf_scoresheets",
                    "rankagg.fuse({source: {round: {performance: score}}}, method='rrf'): four sources, six rounds "
                    "('night:2026-11-27/round-1'), performances as 'perf:maria-l/total-eclipse-of-the-heart'"),
            "borda": ("u56b_borda_unmarked_performances",
                      "rankagg.fuse(..., method='borda'): the judges did not mark every performance (a judge at the "
                      "bar missed a slot)"),
            "combsum": ("u56b_combsum_rounded_audience_votes",
                        "rankagg.fuse(..., method='combsum'): the audience vote share at one decimal (many ties) "
                        "beside the others"),
            "fuser": ("u56b_weighted_fuser_judges_count_double",
                      "rankagg.Fuser('rrf', weights=...) per round: the judges count 2, the audience 0.5"),
            "frame": ("u56b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the host's season sheet, a "
                      "row per round, performance and source"),
            "evaluate": ("u56b_evaluate_finals_verdict",
                         "rankagg.evaluate(fused ranking, the finals' verdict, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put first the singers who went through to the final"),
            "lone": ("u56b_one_source_round",
                     "rankagg.fuse(..., method='rrf'): an a-cappella round only the judges marked (no backing "
                     "track, so no pitch score and no vote) beside rounds every source covers"),
            "cli_rrf": ("u56b_cli_rrf_runs",
                        "rankagg fuse usdx_pitch.run judges.run audience.run --method rrf -o contest.run: one run "
                        "per source, rounds as queries"),
            "cli_borda": ("u56b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the judges count "
                          "double)"),
            "cli_combsum": ("u56b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four singers who go through from each "
                            "round"),
            "cli_evaluate": ("u56b_cli_evaluate_finals_qrels",
                             "rankagg evaluate contest.run --qrels finals_verdict.qrels -m ndcg_cut.5 -m map: the "
                             "fused ranking against the finals' verdict (0-2)"),
            "cli_parquet": ("u56b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o contest.parquet: gzipped runs from the community "
                            "server's nightly export, a Parquet table for the leaderboard site")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u56b_ultrastar_txt_as_run", "an UltraStar song file (#TITLE, #ARTIST, #BPM, #GAP, then ': 0 4 7 A' note "
         "lines)", "Traditional - Amazing Grace.txt", _ULTRASTAR, "UltraStar",
         "Traditional - Amazing Grace.txt:1"),
        ("u56b_usdx_db_as_run", "UltraStar Deluxe's highscore database (Ultrastar.db, SQLite 3: us_songs, "
         "us_scores)", "Ultrastar.db", _USDX_DB, "SQLite", "Ultrastar.db"),
        ("u56b_usdx_scores_csv_as_run", "UltraStar Deluxe's us_scores table exported as CSV (SongID, Difficulty, "
         "Player, Score, Date)", "us_scores.csv", _USDX_SCORES_CSV, "UltraStar", "us_scores.csv:1"),
        ("u56b_singstar_xml_as_run", "a SingStar melody file (MELODY xmlns singstargame.com, SENTENCE, NOTE "
         "MidiNote, Duration, Lyric)", "melody_1.xml", _SINGSTAR, "SingStar", named_at("melody_1.xml", _SINGSTAR)),
        ("u56b_kar_as_run", "a MIDI karaoke file (.kar: MThd, '@KMIDI KARAOKE FILE', a Words track)",
         "amazing_grace.kar", _KAR, "MIDI", "amazing_grace.kar"),
        ("u56b_lrc_as_run", "an LRC lyric file ([ar:], [ti:], [al:], [by:], [offset:], then [mm:ss.xx] lines)",
         "Traditional - Amazing Grace.lrc", _LRC, "LRC", "Traditional - Amazing Grace.lrc:1"),
        ("u56b_kara_json_as_run", "a Karaoke Mugen song file (.kara.json: header 'Karaoke Mugen Karaoke Data File', "
         "medias, data)", "ENG - Traditional - MV - Amazing Grace.kara.json", _KARA_JSON, "Karaoke Mugen",
         "ENG - Traditional - MV - Amazing Grace.kara.json:1"),
        ("u56b_judges_sheet_as_run", "the judges' sheet typed as text (six fields a line: round, judge, singer, "
         "order, mark, song)", "judges_R2_2026-11-27.txt", _JUDGES, "judges' sheet", "judges_R2_2026-11-27.txt:1"),
        ("u56b_leaderboard_as_run", "the community's weekly leaderboard typed as text (six fields a line: season, "
         "week, player, place, points, game)", "leaderboard_S3_W12.txt", _LEADERBOARD, "leaderboard",
         "leaderboard_S3_W12.txt:1")],
        one_run=("judges.run", _ONE_RUN), stem="contest",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a database or a MIDI file read as lines gives no ranking: named by what "
                   "it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u56b_vote_tally_as_qrels", "votes_R2_2026-11-27.txt", _VOTES, "vote"),
        ("u56b_judges_sheet_as_qrels", "judges_R2_2026-11-27.txt", _JUDGES, "judges' sheet"),
        ("u56b_usdx_scores_csv_as_qrels", "us_scores.csv", _USDX_SCORES_CSV, "UltraStar"),
        ("u56b_lrc_as_qrels", "Traditional - Amazing Grace.lrc", _LRC, "LRC")],
        one_run=("judges.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u56b_out_kar", "contest.kar", "a MIDI karaoke file"),
        ("u56b_out_lrc", "contest.lrc", "an LRC lyric file"),
        ("u56b_out_kfn", "contest.kfn", "a KaraFun song file"),
        ("u56b_out_kara_json", "contest.kara.json", "a Karaoke Mugen song file")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=32"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u56b_api_kara_json_dict",
            "rankagg.fuse(json.load(ENG - Traditional - MV - Amazing Grace.kara.json)): a Karaoke Mugen song file "
            "loaded in Python given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('k.json')), method='rrf')\n",
            "Karaoke Mugen", why="a run maps a query to {document: score}; a .kara.json's 'medias' is a list and "
            "'header' and 'data' hold text, not scores", files={"k.json": _KARA_JSON}),
        bad("u56b_api_usdx_scores_frame",
            "rankagg.fuse(pd.read_csv(us_scores.csv)): UltraStar Deluxe's scores table given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('s.csv'), method='borda')\n",
            "UltraStar", why="a table of runs has qid, docid, run and score columns; UltraStar's us_scores has a "
            "SongID, Difficulty, Player, Score and Date per row", files={"s.csv": _USDX_SCORES_CSV}),
    ]
    return cases
