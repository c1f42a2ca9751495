"""Issue 45's sixty-sixth bar of scripts/reliability_matrix.py, a pipe band association's results office and a solo
piping competition's steward ranking bands and solo pipers and drummers per contest, grade and season from the
adjudicators' placings (two piping judges, drumming, ensemble; ties broken on ensemble, then piping) and the
championship points (its cases, ids ``u66b_``, registered in its ``cases()``); the mechanics
(:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written by a persona session,
before any of its recognisers existed.)

The team's day: each contest, event, grade or season ranking (``contest:2025-05-17/british/grade1``, the date, the
championship then the grade; ``event:...`` one event of a two-event contest, ``grade:2025/grade1``,
``season:2025/champion-of-champions``) is a query and each band a document (``band:grade1/inveraray-district``, the
grade, then the band's slug); the runs are the two piping judges', the drumming judge's and the ensemble judge's
placings turned to scores in [0, 1] at four decimals. They are fused with RRF, Borda and CombSUM, ensemble weighted
highest (it is the first preference in a tie), and judged against the prize list (2 a prize in the top two, 1 a
prize, 0 otherwise). The mistakes and odd files: the field's own files given where runs or qrels are read (a tune as
PipeScore downloads it, a tune from Bagpipe Player and one from Bagpipe Music Writer Gold, the same tune in ABC and as
a MIDI export, the champion of champions table as an Excel workbook and as its CSV, the summary sheet, the draw and the
solo prize list as typed), and outputs named for the field's files. (Left out, as they could not be checked: the
association's results pages, of whose markup only scrapers' element ids (select_grade, a dataTable per grade) could be
read; its summary sheets as PDFs, whose producer is unknown; any competition management software's exports and the
bands' registrations, for which no documented format was found; Bagpipe Music Writer's '.bmw' files, known only by
their suffix in a parser's README.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import json
import struct
import zlib

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

SIXTYSIXTH_PIPING = ("45 Unseen inputs: a sixty-sixth bar, a pipe band association's results office and a solo "
                     "piping competition's steward ranking bands and pipers per contest, grade and season from the "
                     "adjudicators' placings and championship points (PipeScore documents, Bagpipe Player and Bagpipe "
                     "Music Writer tunes, ABC tunes and MIDI exports, champion of champions workbooks and CSVs, "
                     "summary sheets, draws and prize lists as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['piping_1', 'piping_2', 'drumming', 'ensemble'],
    items=['band:grade1/inveraray-district', 'band:grade1/field-marshal-montgomery',
           'band:grade1/st-laurence-otoole', 'band:grade1/boghall-bathgate', 'band:grade1/shotts-dykehead',
           'band:grade1/scottishpower', 'band:grade1/police-scotland-fife', 'band:grade1/closkelt'],
    queries=['contest:2025-05-17/british/grade1', 'contest:2025-06-28/european/grade1',
             'event:2025-08-16/worlds/grade1-medley', 'grade:2025/grade1', 'contest:2025-07-26/scottish/grade1',
             'season:2025/champion-of-champions'],
    suffix='/recompiled', generator='adjudicator_placings', judgements='prize_list'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "adjudicator_placings", "grade1_standings.run")

_RECS3 = ["piping_1", "piping_2", "ensemble"]
_OUT = ("grade1_standings.run",)
_ONE_RUN = ("contest:2025-05-17/british/grade1 Q0 band:grade1/inveraray-district 1 0.9412 piping_1\n"
            "contest:2025-05-17/british/grade1 Q0 band:grade1/field-marshal-montgomery 2 0.8876 piping_1\n")


# the team's files, as PipeScore, Bagpipe Player, Bagpipe Music Writer Gold, Excel and the office write them
# a tune as PipeScore downloads it ('Download PipeScore file': the score's toJSON() through JSON.stringify, no spaces,
# saved as the score's name + '.pipescore'; macarc/PipeScore's src/PipeScore/Events/Misc.ts): version 'v3',
# scoreName, landscape, showNumberOfPages, the tunes (name, tuneType and composer as text boxes of text, font, size;
# the staves, each numberOfParts and its measures: isAnacrusis, the bars of notes, back and front barlines, the time
# signature, width; tuneGap), the page text boxes, second timings and the settings, keys in the order each toJSON()
# writes them and the defaults of a new score (font 'sans-serif', sizes 20 and 15, tuneGap 100, the settings); a
# note is {notetype, value: {id, pitch, length, tied, hasNatural, gracenote: {type, value}}} (Note/index.ts, note.ts,
# Gracenote/impl.ts), ids random integers below 10^12 (global/id.ts); one stave of two bars kept, the tune's other
# staves left out
def _ps_note(nid: int, pitch: str, length: str, grace: str | list[str] | None) -> dict:
    """A note: its gracenote reactive (an embellishment's name), custom (its pitches: a single G gracenote is
    ['HG']) or none."""
    gracenote = ({"type": "none", "value": {}} if grace is None else
                 {"type": "custom", "value": {"pitches": grace}} if isinstance(grace, list) else
                 {"type": "reactive", "value": {"grace": grace}})
    return {"notetype": "single", "value": {"id": nid, "pitch": pitch, "length": length, "tied": False,
                                            "hasNatural": False, "gracenote": gracenote}}


def _ps_measure(bid: int, notes: list[dict], front: str, back: str) -> dict:
    return {"isAnacrusis": False, "bars": [{"id": bid, "notes": notes}], "backBarline": {"type": back},
            "frontBarline": {"type": front}, "timeSignature": {"ts": [2, 4], "breaks": []}, "width": "auto"}


def _pipescore() -> str:
    text = {"font": "sans-serif"}
    bars = [_ps_measure(418230917765, [_ps_note(88104217553, "C", "dq", "grip"),
                                       _ps_note(501873362019, "E", "sq", None),
                                       _ps_note(270945518832, "A", "dq", ["HG"]),
                                       _ps_note(939120674401, "E", "sq", None)], "repeat", "normal"),
            _ps_measure(65237719084, [_ps_note(714402385566, "HA", "c", "doubling"),
                                      _ps_note(352018849127, "E", "dq", ["HG"]),
                                      _ps_note(826633051990, "F", "sq", None)], "normal", "normal")]
    score = {"version": "v3", "scoreName": "Highland Wedding", "landscape": True, "showNumberOfPages": True,
             "tunes": [{"name": {"text": "Highland Wedding", **text, "size": 20},
                        "tuneType": {"text": "2/4 March", **text, "size": 15},
                        "composer": {"text": "Angus MacKay", **text, "size": 15},
                        "staves": [{"numberOfParts": 1, "bars": bars}], "tuneGap": 100}],
             "textBoxes": [{"texts": []}], "secondTimings": [],
             "settings": {"staveGap": 65, "lineGap": 7, "harmonyGap": 50, "margin": 80, "bpm": 80,
                          "gapAfterGracenote": 7, "harmonyVolume": 0.5, "instrument": "GHB"}}
    return json.dumps(score, separators=(",", ":"), ensure_ascii=False)


_PIPESCORE = _pipescore()
_PIPESCORE_NAME = "Highland Wedding.pipescore"

# a tune as Bagpipe Player saves it (.bww; checked against vhte/bagpipewriter's bww/the_rowan_tree.bww): the
# 'Bagpipe Reader:1.0' line, a blank line, the MIDI note, frequency, instrument, gracenote-duration and font-size
# mappings, TuneTempo and TuneFormat, the title, tune type, composer and footer lines, each with its font tuple, two
# blank lines, then the staves ('&' opens one, '!' a bar, "I!''" and "''!I" the repeats, 'gg', 'grp', 'dbha' the
# gracenotes and embellishments, "'c" a dot), lines ended by LF as that file has them
_BWW = ("Bagpipe Reader:1.0\n\n"
        "MIDINoteMappings,(55,57,59,60,62,64,65,67,69,57,59,61,62,64,66,67,69,71,56,58,60,61,63,65,66,68,70)\n"
        "FrequencyMappings,(392,440,494,523,587,659,699,784,880,440,494,554,587,659,740,784,880,988,415,466,523,"
        "554,622,699,740,831,932)\n"
        "InstrumentMappings,(71,71,46,34,1000,90,70)\n"
        "GracenoteDurations,(20,40,30,50,100,200,800,1200,250,250,250,500,200)\n"
        "FontSizes,(100,100,80,80,0)\n"
        "TuneTempo,90\n"
        "TuneFormat,(1,1,F,L,500,500,500,500,L,1,0)\n"
        "\"Highland Wedding\",(T,L,0,0,Times New Roman,16,700,0,0,18,0,0,0)\n"
        "\"March\",(Y,C,0,0,Times New Roman,14,400,0,0,18,0,0,0)\n"
        "\"Angus MacKay\",(M,R,0,0,Times New Roman,14,400,0,0,18,0,0,0)\n"
        "\"Lothian and Borders Branch\",(F,R,0,0,Times New Roman,10,400,0,0,18,0,0,0)\n\n\n"
        "& sharpf sharpc 2_4 I!''\tgg Er_16 Dl_16\n"
        "!\tgrp Cr_8 'c El_16\t\tgg LAr_8 'la El_16\n"
        "!\tdbha HA_4\t\t\tgg Er_8 'e Fl_16\n"
        "!\tdbhg HGr_8 'hg El_16\t\tgg Cr_8 'c El_16\n"
        "!\tthrd D_4\t\t\tgg Fr_8 Dl_8\t\t''!I\n\n")
_BWW_NAME = "highland_wedding.bww"

# the same tune from Bagpipe Music Writer Gold: its 'Bagpipe Music Writer Gold:1.0' line and the mappings, font
# sizes, TuneFormat and TuneTempo lines as parsers' tests quote them from its files (PipeScore's and bww-parser's
# header tests), lines ended by CRLF as those tests feed them; its title lines, staves and the rest as above
_BMW_GOLD = ("Bagpipe Music Writer Gold:1.0\r\n"
             "MIDINoteMappings,(54,56,58,59,61,63,64,66,68,56,58,60,61,63,65,66,68,70,55,57,59,60,62,64,65,67,69)\r\n"
             "FrequencyMappings,(370,415,466,494,554,622,659,740,831,415,466,523,554,622,699,740,831,932,392,440,"
             "494,523,587,659,699,784,880)\r\n"
             "InstrumentMappings,(71,71,45,33,1000,60,70)\r\n"
             "GracenoteDurations,(20,40,30,50,100,200,800,1200,250,250,250,500,200)\r\n"
             "FontSizes,(100,130,55,100,250)\r\n"
             "TuneFormat,(1,0,F,L,500,500,500,500,P,0,0)\r\n"
             "TuneTempo,90\r\n\r\n"
             "\"Highland Wedding\",(T,C,0,0,Times New Roman,18,700,0,0,18,0,0,0)\r\n"
             "\"March\",(Y,L,0,0,Times New Roman,12,700,255,0,18,0,0,0)\r\n"
             "\"Angus MacKay\",(M,R,0,0,Times New Roman,12,700,255,0,18,0,0,0)\r\n"
             "\"\",(F,C,0,0,Times New Roman,12,700,1,0,18,0,0,0)\r\n\r\n"
             "& sharpf sharpc 2_4 I!''\tgg Er_16 Dl_16\r\n"
             "!\tgrp Cr_8 'c El_16\t\tgg LAr_8 'la El_16\r\n"
             "!\tthrd D_4\t\t\tgg Fr_8 Dl_8\t\t''!I\r\n")
_BMW_GOLD_NAME = "Highland Wedding (BMW Gold).bww"

# the same tune in ABC notation, as a piper keeps it for abcm2ps or EasyABC: the reference number first (X:), title,
# composer, rhythm, metre, unit note length, then K:HP, the key the ABC standard gives the Highland pipes (no key
# signature, gracenotes in braces drawn as pipe gracenotes), then the tune's lines
_ABC = ("X:1\nT:Highland Wedding\nC:Angus MacKay\nR:march\nM:2/4\nL:1/16\nK:HP\n"
        "|: {g}ed | {gcd}c3e {g}A3e | {GdG}a4 {g}e3f | {gf}g3e {g}c3e | {Gdc}d4 {g}f2d2 :|\n")
_ABC_NAME = "highland_wedding.abc"


def _midi() -> bytes:
    """The tune exported to MIDI (the Standard MIDI File 1.0 layout: the 'MThd' chunk of length 6, format 0, one
    track, 480 ticks a quarter note; then the 'MTrk' chunk: the 2/4 time signature (FF 58 04), the tempo (FF 51 03,
    microseconds a quarter note), General MIDI's Bag pipe (program 110, sent as 109), a low A on and off, the end of
    the track (FF 2F 00)); which player wrote it is not claimed, the rest of the tune left out."""
    track = (b"\x00\xff\x58\x04\x02\x02\x18\x08" + b"\x00\xff\x51\x03" + (750000).to_bytes(3, "big")
             + b"\x00\xc0\x6d" + b"\x00\x90\x39\x64" + b"\x83\x60\x80\x39\x40" + b"\x00\xff\x2f\x00")
    return b"MThd" + struct.pack(">IHHH", 6, 0, 1, 480) + b"MTrk" + struct.pack(">I", len(track)) + track


_MIDI = _midi()
_MIDI_NAME = "highland_wedding.mid"

# the season's champion of champions table as Excel saves it (.xlsx, the tables a branch posts 'in Excel format'): a
# ZIP whose first local header carries what Office writes (50 4B 03 04 14 00 06 00 08 00: version 2.0, flags 6,
# deflate, then time 0 and date 0x21, 1980-01-01; an MSDN forum answer, Gary Kessler's table, a FlexCel forum thread)
# and names [Content_Types].xml, the first part of an OOXML package (Didier Stevens, SANS ISC); the empty extra field
# could not be checked; then that part deflated (its overrides in the order Excel-compatible writers copy), the rest of
# the package left out
_CONTENT_TYPES = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n'
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
    '<Default Extension="xml" ContentType="application/xml"/>'
    '<Override PartName="/xl/workbook.xml" '
    'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
    '<Override PartName="/xl/worksheets/sheet1.xml" '
    'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>'
    '<Override PartName="/xl/theme/theme1.xml" ContentType="application/vnd.openxmlformats-officedocument.theme+xml"/>'
    '<Override PartName="/xl/styles.xml" '
    'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>'
    '<Override PartName="/xl/sharedStrings.xml" '
    'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>'
    '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>'
    '<Override PartName="/docProps/app.xml" '
    'ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/></Types>')


def _champions_xlsx() -> bytes:
    raw = _CONTENT_TYPES.encode("utf-8")
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    data = packer.compress(raw) + packer.flush()
    name = b"[Content_Types].xml"
    header = b"PK\x03\x04" + struct.pack("<HHHHHIIIHH", 20, 6, 8, 0, 0x21, zlib.crc32(raw), len(data), len(raw),
                                         len(name), 0)
    return header + name + data


_XLSX = _champions_xlsx()
_XLSX_NAME = "champion_of_champions_2025.xlsx"

# the office's champion of champions table, kept in Excel and saved as 'CSV UTF-8 (Comma delimited)': the byte order
# mark Excel writes first, then position, band, grade, the points from each of the five major championships and the
# total, rows ended by CRLF
_CHAMPIONS_CSV = ("\ufeffPosition,Band,Grade,British,UK,European,Scottish,World's,Total\r\n"
                  "1,Inveraray & District,1,15,13,15,13,15,71\r\n"
                  "2,Field Marshal Montgomery,1,13,15,13,15,13,69\r\n"
                  "3,St Laurence O'Toole,1,11,11,10,11,11,54\r\n"
                  "4,Peoples Ford Boghall & Bathgate Caledonia,1,10,9,11,10,9,49\r\n")
_CHAMPIONS_CSV_NAME = "champion_of_champions_2025.csv"
# the contest's summary sheet as the results compiler types it from the adjudicators' sheets: grade, band, the two
# piping judges', the drumming judge's and the ensemble judge's placings: six fields a line, numbers third to sixth
_SUMMARY = ("G1 inveraray-district 1 2 1 2\nG1 field-marshal-montgomery 2 1 3 1\nG1 st-laurence-otoole 4 5 2 3\n"
            "G1 boghall-bathgate 3 4 6 4\nG1 shotts-dykehead 5 3 5 6\nG1 scottishpower 6 6 4 5\n")
# the draw (order of play) as typed from the contest's sheet: order, time on the line, band, arena: four fields a line
_DRAW = ("1 10:30 closkelt 1\n2 10:42 scottishpower 1\n3 10:54 field-marshal-montgomery 1\n"
         "4 11:06 inveraray-district 1\n5 11:18 st-laurence-otoole 2\n6 11:30 boghall-bathgate 2\n")
# the solo competition's prize list as the steward types it: event, place, piper, the points towards the season's
# aggregate: four fields a line
_PRIZES = ("a-grade-msr 1 ewan-macrae 7\na-grade-msr 2 iona-drummond 5\na-grade-msr 3 calum-ferguson 3\n"
           "a-grade-piobaireachd 1 iona-drummond 7\na-grade-piobaireachd 2 ruairidh-gillies 5\n")


def sixtysixth_bar_piping_cases() -> list[Case]:
    G = SIXTYSIXTH_PIPING
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="adjudicator_placings", judgements="prize_list", runs=_RECS3, stem="grade1_standings",
        outputs=_OUT, item="band", rounded="ensemble",
        weights="{'piping_1': 1.0, 'piping_2': 1.0, 'drumming': 1.0, 'ensemble': 1.5}",
        lone_query="R['drumming']['contest:2025-09-06/cowal/grade1-drum-corps'] = "
                   "{'band:grade1/st-laurence-otoole': 0.9, 'band:grade1/closkelt': 0.4}\n",
        trust="piping_1 1\npiping_2 1\nensemble 2\n",
        trust_dict="{'piping_1': 1, 'piping_2': 1, 'ensemble': 2}",
        texts={
            "rrf": ("u66b_rrf_adjudicator_placings",
                    "rankagg.fuse({adjudicator: {contest, grade or season: {band: score}}}, method='rrf'): four "
                    "judges, six contests, events and tables ('contest:2025-05-17/british/grade1'), bands as "
                    "'band:grade1/inveraray-district'"),
            "borda": ("u66b_borda_band_not_drawn",
                      "rankagg.fuse(..., method='borda'): a band not in a contest's draw has no placing there, so no "
                      "score from some judges"),
            "combsum": ("u66b_combsum_rounded_ensemble",
                        "rankagg.fuse(..., method='combsum'): the ensemble placings as points at one decimal (many "
                        "ties) beside the piping and drumming scores"),
            "fuser": ("u66b_weighted_fuser_ensemble_preference",
                      "rankagg.Fuser('rrf', weights=...) per contest: ensemble counts 1.5, as the first preference "
                      "in a tie"),
            "frame": ("u66b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the compiler's sheet, a row "
                      "per contest, band and adjudicator"),
            "evaluate": ("u66b_evaluate_prize_list",
                         "rankagg.evaluate(fused ranking, the prize list, ['nDCG@5', 'AP', 'P@3']): does the fused "
                         "ranking put the prize winners first"),
            "lone": ("u66b_one_judge_drum_corps",
                     "rankagg.fuse(..., method='rrf'): Cowal's drum corps contest only the drumming judge places "
                     "beside contests every adjudicator covers"),
            "cli_rrf": ("u66b_cli_rrf_runs",
                        "rankagg fuse piping_1.run piping_2.run ensemble.run --method rrf -o grade1_standings.run: "
                        "one run per adjudicator, contests and grades as queries"),
            "cli_borda": ("u66b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: ensemble counts "
                          "double, as it breaks ties)"),
            "cli_combsum": ("u66b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four bands the compiler checks before "
                            "the prizes are announced"),
            "cli_evaluate": ("u66b_cli_evaluate_prize_list_qrels",
                             "rankagg evaluate grade1_standings.run --qrels prize_list.qrels -m ndcg_cut.5 -m map: "
                             "the fused ranking against the prize list (0-2)"),
            "cli_parquet": ("u66b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o grade1_standings.parquet: gzipped runs from the "
                            "compiling scripts, a Parquet table for the season's notebook")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u66b_pipescore_json_as_run", "a tune as PipeScore downloads it (version 'v3', scoreName, tunes with staves "
         "of bars and notes, textBoxes, secondTimings, settings)", _PIPESCORE_NAME, _PIPESCORE, "PipeScore",
         f"{_PIPESCORE_NAME}:1"),
        ("u66b_bagpipe_player_bww_as_run", "a tune as Bagpipe Player saves it ('Bagpipe Reader:1.0', the mappings, "
         "the title lines, '&' staves of '!' bars)", _BWW_NAME, _BWW, "Bagpipe", f"{_BWW_NAME}:1"),
        ("u66b_bmw_gold_bww_as_run", "the same tune from Bagpipe Music Writer Gold ('Bagpipe Music Writer Gold:1.0', "
         "CRLF lines)", _BMW_GOLD_NAME, _BMW_GOLD, "Bagpipe", f"{_BMW_GOLD_NAME}:1"),
        ("u66b_abc_tune_as_run", "the tune in ABC notation (X:1, T:, C:, R:, M:2/4, L:1/16, K:HP, gracenotes in "
         "braces)", _ABC_NAME, _ABC, "ABC", f"{_ABC_NAME}:1"),
        ("u66b_midi_export_as_run", "the tune exported to MIDI (MThd, format 0, one MTrk: time signature, tempo, "
         "Bag pipe, a low A)", _MIDI_NAME, _MIDI, "MIDI", _MIDI_NAME),
        ("u66b_champions_xlsx_as_run", "the champion of champions table as Excel saves it (a ZIP: PK 03 04 14 00 06 "
         "00 08 00, [Content_Types].xml first)", _XLSX_NAME, _XLSX, "Excel", _XLSX_NAME),
        ("u66b_champions_csv_as_run", "the champion of champions table saved from Excel as CSV UTF-8 (Position, Band, "
         "Grade, British, UK, European, Scottish, World's, Total)", _CHAMPIONS_CSV_NAME, _CHAMPIONS_CSV,
         "Champion of Champions", f"{_CHAMPIONS_CSV_NAME}:1"),
        ("u66b_summary_sheet_as_run", "a contest's summary sheet as typed (six fields a line: grade, band, piping 1, "
         "piping 2, drumming, ensemble placings)", "summary_british_g1.txt", _SUMMARY, "summary sheet",
         "summary_british_g1.txt:1"),
        ("u66b_draw_as_run", "the draw as typed (four fields a line: order, time, band, arena)", "draw_british.txt",
         _DRAW, "draw", "draw_british.txt:1"),
        ("u66b_solo_prize_list_as_run", "the solo prize list as typed (four fields a line: event, place, piper, "
         "points)", "prizes_solo_2025.txt", _PRIZES, "prize list", "prizes_solo_2025.txt:1")],
        one_run=("piping_1.run", _ONE_RUN), stem="grade1_standings",
        text_why="trec_eval refuses a line of other than six fields, and a summary sheet's six are placings, not a "
                 "run's; the file is the field's own, named by what it is (a field count or a generic note says "
                 "nothing the team can act on)",
        binary_why="trec_eval reads text; a MIDI file or a workbook read as lines gives no ranking: named by what it "
                   "is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u66b_solo_prize_list_as_qrels", "prizes_solo_2025.txt", _PRIZES, "prize list"),
        ("u66b_draw_as_qrels", "draw_british.txt", _DRAW, "draw"),
        ("u66b_summary_sheet_as_qrels", "summary_british_g1.txt", _SUMMARY, "summary sheet"),
        ("u66b_pipescore_json_as_qrels", _PIPESCORE_NAME, _PIPESCORE, "PipeScore")],
        one_run=("piping_1.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u66b_out_bww", "grade1_standings.bww", "a Bagpipe Player / Bagpipe Music Writer tune"),
        ("u66b_out_pipescore", "grade1_standings.pipescore", "a PipeScore download"),
        ("u66b_out_abc", "grade1_standings.abc", "an ABC tune book"),
        ("u66b_out_champions_xlsx", _XLSX_NAME, "the champion of champions table as an Excel workbook")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=66"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u66b_api_pipescore_dict",
            "rankagg.fuse(json.load(Highland Wedding.pipescore)): a tune as PipeScore downloads it, loaded in Python, "
            "given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('t.pipescore')), method='rrf')\n",
            "PipeScore", why="a run maps a query to {document: score}; a PipeScore document is a score: its version, "
            "name, tunes of staves, bars and notes, text boxes, timings and settings",
            files={"t.pipescore": _PIPESCORE}),
        bad("u66b_api_champions_frame",
            "rankagg.fuse(pd.read_csv(champion_of_champions_2025.csv)): the champion of champions table saved from "
            "Excel (Position, Band, Grade, British, ..., World's, Total) given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('c.csv'), method='borda')\n",
            "Champion of Champions", why="a table of runs has qid, docid, run and score columns; a champion of "
            "champions table has a band per row and its points per championship and total per column",
            files={"c.csv": _CHAMPIONS_CSV}),
    ]
    return cases
