"""Issue 45's fifty-eighth bar of scripts/reliability_matrix.py, a typing league's organisers and a keyboard-layout
research group ranking typists and layouts per test, race and season (words per minute, accuracy, consistency, race
placements, layout effort scores) across typing software and layout analysers (its cases, ids ``u58b_``, registered
in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.
(Written in a persona session, before any of its recognisers existed.)

The team's day: each test, race or season (``test:time-60/english-1k``, ``race:2026-autumn/r12``) is a query and
each typist or layout a document (``typist:mira_k/colemak-dh``, ``layout:colemak-dh/ansi``); the runs are Monkeytype's
results, TypeRacer's races, keybr.com's lessons and the league judges' rankings, scores in [0, 1] at four decimals.
They are fused with RRF, Borda and CombSUM, weighted by each source's record, and judged against the league's
placings (2 podium, 1 qualified, 0 out).  The mistakes and odd files: the field's own files given where runs or
qrels are read (Monkeytype's results CSV export and its API's JSON, TypeRacer's race data, a keybr.com export, a
carpalx keyboard configuration, a Windows keyboard layout source (.klc) and its compiled DLL, an XKB symbols file,
race results and layout benchmarks typed as text), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import struct

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

FIFTYEIGHTH_TYPING = ("45 Unseen inputs: a fifty-eighth bar, a typing league's organisers and a keyboard-layout "
                      "research group ranking typists and layouts per test, race and season (Monkeytype CSV and API "
                      "JSON, TypeRacer race data, keybr.com, carpalx, Windows .klc and keyboard DLL, XKB symbols, "
                      "race results, layout benchmarks)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['monkeytype', 'typeracer', 'keybr', 'league_judges'],
    items=['typist:mira_k/colemak-dh', 'typist:j_okafor/qwerty', 'layout:colemak-dh/ansi', 'typist:lena.v/graphite',
           'layout:graphite/ortho', 'typist:taro_s/dvorak', 'layout:canary/ansi', 'layout:qwerty/iso'],
    queries=['test:time-60/english-1k', 'test:words-50/quotes', 'race:2026-autumn/r12', 'race:2026-autumn/r13',
             'season:2026-autumn/open', 'bench:effort/english-books'],
    suffix='/replay', generator='typing_day', judgements='league_placings') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "typing_day", "league.run")

_RECS3 = ["monkeytype", "typeracer", "keybr"]
_OUT = ("league.run",)
_ONE_RUN = ("race:2026-autumn/r12 Q0 typist:mira_k/colemak-dh 1 0.93 typeracer\nrace:2026-autumn/r12 Q0 "
            "typist:j_okafor/qwerty 2 0.81 typeracer\n")
# the team's files, as the typing sites, layout analysers and layout tools write them (a few lines)
# Monkeytype's account data export (Settings > Account > Export Data): a results CSV, one test a row
_MONKEYTYPE_CSV = ("_id,isPb,wpm,acc,rawWpm,consistency,charStats,mode,mode2,quoteLength,restartCount,testDuration,"
                   "afkDuration,incompleteTestSeconds,punctuation,numbers,language,funbox,difficulty,lazyMode,"
                   "blindMode,bailedOut,tags,timestamp\n"
                   "6745b1c2e4a9f3d2c1b0a987,true,142.38,98.61,146.02,81.7,712;6;2;1,time,60,,0,60,0,0,false,false,"
                   "english_1k,none,normal,false,false,false,,1795503600000\n"
                   "6745b0f8e4a9f3d2c1b0a951,false,137.2,97.9,141.44,79.12,688;9;3;0,time,60,,1,60,0,0,false,false,"
                   "english_1k,none,normal,false,false,false,,1795503420000\n")
# Monkeytype's public API, GET /results: a message and the results under "data"
_MONKEYTYPE_API = ('{"message": "Results retrieved", "data": [{"_id": "6745b1c2e4a9f3d2c1b0a987", "wpm": 142.38, '
                   '"rawWpm": 146.02, "charStats": [712, 6, 2, 1], "acc": 98.61, "mode": "time", "mode2": "60", '
                   '"timestamp": 1795503600000, "testDuration": 60, "consistency": 81.7, "keyConsistency": 88.4, '
                   '"uid": "Xb3kq9LmT2hR7vWp", "language": "english_1k", "restartCount": 0, "incompleteTestSeconds": '
                   '0, "afkDuration": 0, "tags": [], "isPb": true, "name": "mira_k"}]}\n')
# TypeRacer's race data (data.typeracer.com/games?playerId=tr:mira_k&universe=play): a JSON list of races
_TYPERACER = ('[{"wpm": 141.22, "ac": 0.985, "r": 1, "t": 1795503512.42, "sl": "L6", "gn": 2418, "np": 5, '
              '"pts": 176.03, "tid": 3550611}, {"wpm": 136.7, "ac": 0.972, "r": 2, "t": 1795503388.9, "sl": "L6", '
              '"gn": 2417, "np": 4, "pts": 160.12, "tid": 3810472}]\n')
# keybr.com's data export (typing-data.json): a lesson an object, with the per-key histogram
_KEYBR = ('[{"layout": "en-us", "textType": "generated", "timeStamp": "2026-11-24T07:02:11.421Z", "length": 214, '
          '"time": 21880, "errors": 3, "speed": 586.9, "histogram": [{"codePoint": 101, "hitCount": 31, '
          '"missCount": 0, "timeToType": 92}, {"codePoint": 116, "hitCount": 22, "missCount": 1, '
          '"timeToType": 104}]}]\n')
# carpalx's keyboard configuration (keyboard-*.conf, its optimiser's output layout): rows of keys and fingers
_CARPALX = ("<keyboard>\n<row 1>\nkeys = `~ 1! 2@ 3# 4$ 5% 6^ 7& 8* 9( 0) -_ =+\n"
            "fingers = 0 0 1 2 3 3 6 6 7 8 9 9 9\n</row>\n<row 2>\nkeys = qQ gG mM lL wW bB yY uU vV ;: [{ ]} \\|\n"
            "fingers = 0 1 2 3 3 6 6 7 8 9 9 9 9\n</row>\n</keyboard>\n")


def _klc() -> bytes:
    """A Microsoft Keyboard Layout Creator source (.klc): UTF-16LE with its byte order mark, CRLF lines, KBD first."""
    text = ("KBD\tcmkdh\t\"Colemak-DH (league)\"\r\n\r\nCOPYRIGHT\t\"(c) 2026 Typing League\"\r\n\r\n"
            "COMPANY\t\"Typing League\"\r\n\r\nLOCALENAME\t\"en-US\"\r\n\r\nLOCALEID\t\"00000409\"\r\n\r\n"
            "VERSION\t1.0\r\n\r\nSHIFTSTATE\r\n\r\n0\t//Column 4\r\n1\t//Column 5 : Shft\r\n"
            "2\t//Column 6 :       Ctrl\r\n\r\nLAYOUT\t\t;an extra '@' at the end is a dead key\r\n\r\n"
            "//SC\tVK_\t\tCap\t0\t1\t2\r\n//--\t----\t\t----\t----\t----\t----\r\n\r\n"
            "02\t1\t\t0\t1\t0021\t-1\t\t// DIGIT ONE, EXCLAMATION MARK, <none>\r\n"
            "10\tQ\t\t1\tq\tQ\t-1\t\t// LATIN SMALL LETTER Q, LATIN CAPITAL LETTER Q, <none>\r\n")
    return b"\xff\xfe" + text.encode("utf-16-le")


def _kbd_dll() -> bytes:
    """The layout MSKLC builds (kbdcmkdh.dll): a PE image, 'MZ', the DOS stub, e_lfanew at 0x3c, then 'PE\\0\\0'."""
    dos = bytearray(b"MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00\xb8" + bytes(43))
    dos += struct.pack("<I", 0x80)
    stub = (b"\x0e\x1f\xba\x0e\x00\xb4\x09\xcd\x21\xb8\x01\x4c\xcd\x21"
            b"This program cannot be run in DOS mode.\r\r\n$" + bytes(7))
    image = bytes(dos) + stub
    image += bytes(0x80 - len(image))
    # the COFF header: machine AMD64, 2 sections, a timestamp, no symbols, optional header size, DLL characteristics
    return image + b"PE\x00\x00" + struct.pack("<HHIIIHH", 0x8664, 2, 1795503600, 0, 0, 240, 0x2022) + bytes(64)


_KLC = _klc()
_KBD_DLL = _kbd_dll()
# an XKB symbols file (/usr/share/X11/xkb/symbols/...): flags, then xkb_symbols "name" { ... };
_XKB = ('default partial alphanumeric_keys modifier_keys\nxkb_symbols "colemak_dh" {\n'
        '    include "us(basic)"\n    name[Group1]= "English (Colemak-DH, league)";\n\n'
        '    key <AD01> { [ q, Q ] };\n    key <AD02> { [ w, W ] };\n    key <AD03> { [ f, F ] };\n'
        '    key <AC01> { [ a, A ] };\n};\n')
# the league's race results typed as text: race, place, typist, wpm, accuracy %, layout (six fields, a number fifth)
_RACE_RESULTS = ("r12 1 mira_k 142.3 98.6 colemak-dh\nr12 2 j_okafor 139.8 97.4 qwerty\n"
                 "r12 3 lena.v 131.0 99.1 graphite\nr13 1 j_okafor 144.1 98.0 qwerty\n")
# the research group's layout benchmark typed as text: corpus, layout, SFB %, LSB %, carpalx effort, rank
_BENCH = ("english-books colemak-dh 0.92 1.04 1.633 1\nenglish-books graphite 0.85 1.21 1.651 2\n"
          "english-books canary 0.79 1.33 1.662 3\nenglish-books qwerty 6.21 4.87 3.021 4\n")
# the league's placings typed as text: season, race, typist, place (four fields, like a qrels line)
_PLACINGS = ("2026-autumn r12 mira_k 1\n2026-autumn r12 j_okafor 2\n2026-autumn r12 lena.v 3\n"
             "2026-autumn r13 j_okafor 1\n")


def fiftyeighth_bar_typing_cases() -> list[Case]:
    G = FIFTYEIGHTH_TYPING
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="typing_day", judgements="league_placings", runs=_RECS3, stem="league", outputs=_OUT,
        item="typist or layout", rounded="keybr",
        weights="{'monkeytype': 1.0, 'typeracer': 2.0, 'keybr': 0.5, 'league_judges': 1.5}",
        lone_query="R['league_judges']['race:2026-autumn/r14-final'] = {'typist:mira_k/colemak-dh': 0.9, "
                   "'typist:j_okafor/qwerty': 0.4}\n",
        trust="typeracer 2\nmonkeytype 1\nkeybr 0.5\n",
        trust_dict="{'typeracer': 2, 'monkeytype': 1, 'keybr': 0.5}",
        texts={
            "rrf": ("u58b_rrf_typing_sites",
                    "rankagg.fuse({site: {test/race/season: {typist or layout: score}}}, method='rrf'): four "
                    "sources, six tests and races ('race:2026-autumn/r12'), typists as 'typist:mira_k/colemak-dh'"),
            "borda": ("u58b_borda_typists_without_tests",
                      "rankagg.fuse(..., method='borda'): keybr has no score for typists who skipped its lessons"),
            "combsum": ("u58b_combsum_rounded_keybr_speed",
                        "rankagg.fuse(..., method='combsum'): keybr's speed score at one decimal (many ties) beside "
                        "the others"),
            "fuser": ("u58b_weighted_fuser_race_record",
                      "rankagg.Fuser('rrf', weights=...) per race: TypeRacer's races count 2, keybr's lessons 0.5"),
            "frame": ("u58b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the league's season sheet, "
                      "a row per test or race, typist or layout and source"),
            "evaluate": ("u58b_evaluate_league_placings",
                         "rankagg.evaluate(fused ranking, the league's placings, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put the podium typists first"),
            "lone": ("u58b_one_source_final",
                     "rankagg.fuse(..., method='rrf'): the season final only the league judges ranked (no site "
                     "results yet) beside races every source covers"),
            "cli_rrf": ("u58b_cli_rrf_runs",
                        "rankagg fuse monkeytype.run typeracer.run keybr.run --method rrf -o league.run: one run "
                        "per site, tests and races as queries"),
            "cli_borda": ("u58b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: TypeRacer counts "
                          "double)"),
            "cli_combsum": ("u58b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four typists a race's final seats"),
            "cli_evaluate": ("u58b_cli_evaluate_league_qrels",
                             "rankagg evaluate league.run --qrels league_placings.qrels -m ndcg_cut.5 -m map: the "
                             "fused ranking against the league's placings (0-2)"),
            "cli_parquet": ("u58b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o league.parquet: gzipped runs from the league's "
                            "nightly jobs, a Parquet table for the standings page")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u58b_monkeytype_csv_as_run", "Monkeytype's results CSV export (_id, isPb, wpm, acc, rawWpm, consistency, "
         "charStats, mode, mode2, ...)", "results.csv", _MONKEYTYPE_CSV, "Monkeytype", "results.csv:1"),
        ("u58b_monkeytype_api_as_run", "Monkeytype's API results ({\"message\": \"Results retrieved\", \"data\": "
         "[{wpm, rawWpm, acc, mode, mode2, ...}]})", "monkeytype_results.json", _MONKEYTYPE_API, "Monkeytype",
         "monkeytype_results.json:1"),
        ("u58b_typeracer_races_as_run", "TypeRacer's race data (a JSON list of races: wpm, ac, r, t, sl, gn, np, "
         "pts, tid)", "typeracer_mira_k_games.json", _TYPERACER, "TypeRacer", "typeracer_mira_k_games.json:1"),
        ("u58b_keybr_export_as_run", "keybr.com's data export (lessons: layout, textType, timeStamp, length, time, "
         "errors, speed, histogram)", "typing-data.json", _KEYBR, "keybr", "typing-data.json:1"),
        ("u58b_carpalx_conf_as_run", "a carpalx keyboard configuration (<keyboard>, <row N>, keys = ..., fingers = "
         "...)", "keyboard-colemak-dh.conf", _CARPALX, "carpalx", "keyboard-colemak-dh.conf:1"),
        ("u58b_klc_as_run", "a Microsoft Keyboard Layout Creator source (.klc: UTF-16 with a byte order mark, KBD, "
         "COPYRIGHT, LOCALEID, SHIFTSTATE, LAYOUT)", "cmkdh.klc", _KLC, "Keyboard Layout Creator", "cmkdh.klc:1"),
        ("u58b_kbd_dll_as_run", "the keyboard layout DLL MSKLC builds (a Windows PE image: MZ, the DOS stub, PE)",
         "kbdcmkdh.dll", _KBD_DLL, "DLL", "kbdcmkdh.dll"),
        ("u58b_xkb_symbols_as_run", "an XKB symbols file (default partial alphanumeric_keys, xkb_symbols "
         "\"colemak_dh\" { key <AD01> ... })", "colemak_dh", _XKB, "XKB", "colemak_dh:2"),
        ("u58b_race_results_as_run", "the league's race results typed as text (six fields a line: race, place, "
         "typist, wpm, accuracy, layout)", "race_results_r12_r13.txt", _RACE_RESULTS, "race results",
         "race_results_r12_r13.txt:1"),
        ("u58b_layout_benchmark_as_run", "the research group's layout benchmark typed as text (six fields a line: "
         "corpus, layout, SFB %, LSB %, effort, rank)", "layout_bench_english_books.txt", _BENCH,
         "layout benchmark", "layout_bench_english_books.txt:1")],
        one_run=("typeracer.run", _ONE_RUN), stem="league",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a UTF-16 layout source or a compiled DLL read as lines gives no ranking: "
                   "named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u58b_placings_as_qrels", "league_placings_2026-autumn.txt", _PLACINGS, "placings"),
        ("u58b_monkeytype_csv_as_qrels", "results.csv", _MONKEYTYPE_CSV, "Monkeytype"),
        ("u58b_keybr_export_as_qrels", "typing-data.json", _KEYBR, "keybr"),
        ("u58b_xkb_symbols_as_qrels", "colemak_dh", _XKB, "XKB")],
        one_run=("typeracer.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u58b_out_klc", "league.klc", "a Windows keyboard layout source"),
        ("u58b_out_keylayout", "league.keylayout", "a macOS keyboard layout"),
        ("u58b_out_xkb", "league.xkb", "an XKB keymap"),
        ("u58b_out_kmn", "league.kmn", "a Keyman keyboard source")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=32"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u58b_api_typeracer_list",
            "rankagg.fuse(json.load(typeracer_mira_k_games.json)): TypeRacer's race data loaded in Python given as "
            "the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('t.json')), method='rrf')\n",
            "TypeRacer", why="a run maps a query to {document: score}; TypeRacer's race data is a list of races "
            "(wpm, ac, r, gn)", files={"t.json": _TYPERACER}),
        bad("u58b_api_monkeytype_frame",
            "rankagg.fuse(pd.read_csv(results.csv)): Monkeytype's results export given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.csv'), method='borda')\n",
            "Monkeytype", why="a table of runs has qid, docid, run and score columns; Monkeytype's has a typing test "
            "per row (wpm, acc, consistency)", files={"r.csv": _MONKEYTYPE_CSV}),
    ]
    return cases
