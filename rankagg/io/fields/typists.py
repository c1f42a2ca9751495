"""A typing league's organisers' and a keyboard-layout research group's files (issue 45's fifty-eighth bar, u58b_):
Monkeytype's results (its account export's CSV and its API's JSON), TypeRacer's race data, keybr.com's export,
carpalx's keyboard configurations, the keyboard layout sources of Microsoft's Keyboard Layout Creator, XKB, macOS
and Keyman, and the league's race results, layout benchmarks and placings typed as text.  (The layout DLL that
MSKLC builds is any Windows program's image: rankagg.io.fields.programs.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a race result's line: race, place, typist, words per minute, accuracy %, layout (a rank is never a decimal)
_RACE = r"r\d{1,3}[ \t]+[1-9]\d?[ \t]+\S+[ \t]+\d{2,3}\.\d+[ \t]+\d{2,3}(?:\.\d+)?[ \t]+\S+[ \t]*"
#: a layout benchmark's line: corpus, layout, same-finger bigrams %, lateral stretches %, effort, rank
_BENCH = r"\S+[ \t]+(?!Q0\b)\S+[ \t]+\d+\.\d+[ \t]+\d+\.\d+[ \t]+\d+\.\d+[ \t]+\d{1,3}[ \t]*"
#: a placing's line: the season, the race, the typist, the place (four fields, as a qrels line has)
_PLACING = r"\d{4}-(?:spring|summer|autumn|fall|winter)[ \t]+r\d{1,3}[ \t]+\S+[ \t]+[1-9]\d?[ \t]*"

TYPISTS = Field(
    team="a typing league's organisers and a keyboard-layout research group (u58b_)",
    advice="give each source's ranking of a test's, race's or benchmark's typists and layouts (Monkeytype's and "
           "TypeRacer's speeds, keybr's, the judges' marks, a layout analyser's effort) as a run, the test, race or "
           "benchmark a query (race:2026-autumn/r12) and each typist or layout a document (typist:mira_k/colemak-dh), "
           "the score higher for the better: 'RACE Q0 TYPIST RANK SCORE SOURCE'; the league's placings are the "
           "qrels, 'RACE 0 TYPIST GRADE'",
    files=(
        FieldFile("Monkeytype's results (its account data export's CSV: _id, isPb, wpm, acc, rawWpm, consistency, "
                  "a typing test a row)",
                  "_id,isPb,wpm,acc,rawWpm,consistency,charStats,mode,mode2\n"
                  "6745b1c2e4a9f3d2c1b0a987,true,142.38,98.61,146.02,81.7,712;6;2;1,time,60\n", 1,
                  columns=("_id", "isPb", "wpm", "acc", "rawWpm", "consistency")),
        FieldFile("Monkeytype's results as its API returns them (JSON: data, the tests with wpm, rawWpm, acc, "
                  "consistency, isPb)",
                  '{"message": "Results retrieved", "data": [{"_id": "6745b1c2e4a9f3d2c1b0a987", "wpm": 142.38, '
                  '"rawWpm": 146.02, "acc": 98.61, "consistency": 81.7, "isPb": true}]}\n', 1,
                  keys=("data", "rawWpm", "consistency", "isPb")),
        FieldFile("TypeRacer's race data (its JSON list of races: wpm, ac, r, t, gn, np, pts, tid)",
                  '[{"wpm": 141.22, "ac": 0.985, "r": 1, "t": 1795503512.42, "sl": "L6", "gn": 2418, "np": 5, '
                  '"pts": 176.03, "tid": 3550611}]\n', 1, keys=("wpm", "ac", "gn", "np", "tid")),
        FieldFile("keybr.com's data export (typing-data.json: a lesson an object, layout, textType, timeStamp, "
                  "speed, errors, the keys' histogram)",
                  '[{"layout": "en-us", "textType": "generated", "timeStamp": "2026-11-24T07:02:11.421Z", '
                  '"length": 214, "time": 21880, "errors": 3, "speed": 586.9, "histogram": []}]\n', 1,
                  keys=("textType", "timeStamp", "speed", "histogram")),
        FieldFile("a carpalx keyboard configuration (<keyboard>, <row N>, keys = ..., fingers = ...)",
                  "<keyboard>\n<row 1>\nkeys = `~ 1! 2@ 3# 4$ 5% 6^ 7& 8* 9( 0) -_ =+\n"
                  "fingers = 0 0 1 2 3 3 6 6 7 8 9 9 9\n</row>\n</keyboard>\n", 1,
                  line=r"\A<keyboard>[ \t]*\r?\n[ \t]*<row \d+>"),
        # MSKLC saves it in UTF-16 with a byte-order mark: the doors read such text behind its mark
        FieldFile("a Microsoft Keyboard Layout Creator source (.klc: KBD, COPYRIGHT, LOCALEID, SHIFTSTATE, LAYOUT; "
                  "MSKLC saves it in UTF-16)",
                  'KBD\tcmkdh\t"Colemak-DH (league)"\n\nCOPYRIGHT\t"(c) 2026 Typing League"\n\n'
                  'LOCALEID\t"00000409"\n', 1,
                  line=r'\AKBD\t\S+\t"[^"\n]*"[ \t]*\n', outputs=(".klc",)),
        FieldFile("an XKB keymap or symbols file (xkb_symbols \"name\" { key <AD01> { [ q, Q ] }; ... }, as "
                  "/usr/share/X11/xkb holds)",
                  'default partial alphanumeric_keys modifier_keys\nxkb_symbols "colemak_dh" {\n'
                  '    include "us(basic)"\n    key <AD01> { [ q, Q ] };\n};\n', 2,
                  line=r'^[ \t]*xkb_(?:symbols|keymap|keycodes|types|compat|geometry)[ \t]+"[^"\n]*"[ \t]*\{',
                  lookalike=True, outputs=(".xkb",)),
        FieldFile("a macOS keyboard layout (.keylayout: XML, the keyboard root of Apple's KeyboardLayout.dtd)",
                  '<?xml version="1.1" encoding="UTF-8"?>\n<!DOCTYPE keyboard SYSTEM '
                  '"file://localhost/System/Library/DTDs/KeyboardLayout.dtd">\n'
                  '<keyboard group="126" id="-19341" name="Colemak-DH" maxout="1">\n</keyboard>\n', 3,
                  root="keyboard", marks=("KeyboardLayout.dtd",), outputs=(".keylayout",)),
        FieldFile("a Keyman keyboard source (.kmn: store(&VERSION), store(&NAME), begin Unicode > use(main))",
                  "c Colemak-DH for the league\nstore(&VERSION) '10.0'\nstore(&NAME) 'Colemak-DH league'\n"
                  "begin Unicode > use(main)\n", 2,
                  line=r"^store\(&(?:VERSION|NAME|TARGETS|KEYBOARDVERSION|COPYRIGHT)\)", outputs=(".kmn",)),
        FieldFile("a typing league's race results typed as text (race, place, typist, words per minute, accuracy, "
                  "layout; six fields a line that pass for a TREC run's)",
                  "r12 1 mira_k 142.3 98.6 colemak-dh\nr12 2 j_okafor 139.8 97.4 qwerty\n", 1,
                  line=rf"\A{_RACE}\r?\n{_RACE}$", lookalike=True),
        FieldFile("a keyboard-layout benchmark typed as text (corpus, layout, same-finger bigrams %, lateral "
                  "stretches %, effort, rank; six fields a line that pass for a TREC run's)",
                  "english-books colemak-dh 0.92 1.04 1.633 1\nenglish-books graphite 0.85 1.21 1.651 2\n", 1,
                  line=rf"\A{_BENCH}\r?\n{_BENCH}$", lookalike=True),
        FieldFile("a typing league's placings typed as text (season, race, typist, place; four fields a line that "
                  "pass for qrels')",
                  "2026-autumn r12 mira_k 1\n2026-autumn r12 j_okafor 2\n", 1,
                  line=rf"\A{_PLACING}\r?\n{_PLACING}$", lookalike=True),
    ))
