"""Issue 45's sixty-seventh bar of scripts/reliability_matrix.py, a regional spelling bee's coordinator and a word-list
team preparing spellers, ranking spellers per round, bee and season from the round results (correct, misspelled,
eliminated), the written test's scores and the tiebreakers, and ranking words by difficulty (its cases, ids
``u67b_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the
verdicts) are the matrix's.  (Written by a persona session, before any of its recognisers existed.)

The team's day: each round, bee, written test or season ranking (``round:2025-03-08/r07/round3``, the date, the region
then the round; ``bee:...`` a whole bee, ``written:...`` the preliminary written test, ``season:2025/r07``) is a query
and each speller a document (``speller:2025/r07-014``, the season, then the region and the speller's badge number);
the runs are the oral rounds (rounds survived, the round's words spelled), the written test, the tiebreaker test and
the school bee each speller came from, turned to scores in [0, 1] at four decimals.  They are fused with RRF, Borda
and CombSUM, the oral rounds weighted highest (the bee is decided on stage), and judged against the final placings (2
a trophy place, 1 a speller who advances, 0 otherwise).  The mistakes and odd files: the field's own files given where
runs or qrels are read (Merriam-Webster's Collegiate API answer for a word and its suggestions for a misspelling, the
word's pronunciation saved as MP3, the written test as ZipGrade exports it, the results table as an Excel workbook
and as its CSV, the word list as Anki exports it, the round log, the word list and the written test's scores as
typed), and outputs named for the field's files (Anki packages, the results workbook, CrowdAnki's deck file).  (Left
out, as they could not be checked: the registration export, whose form tool's CSV (quoting, timestamp format) no
source showed byte for byte; the word lists and study guides as PDFs, whose producer is unknown; Scantron ScanTools'
'.dat' exports, whose layout each form definition sets (one university's sample only); Remark Office OMR's exports,
of which no sample was found.)

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

SIXTYSEVENTH_SPELLING = ("45 Unseen inputs: a sixty-seventh bar, a regional spelling bee's coordinator and a word-list "
                         "team ranking spellers per round, bee and season from round results, written test scores and "
                         "tiebreakers, and words by difficulty (Merriam-Webster API answers, pronunciation MP3s, "
                         "ZipGrade exports, results workbooks and CSVs, Anki word lists, round logs, word lists and "
                         "written test scores as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['oral_rounds', 'written_test', 'tiebreak_test', 'school_bee'],
    items=['speller:2025/r07-014', 'speller:2025/r07-031', 'speller:2025/r07-008', 'speller:2025/r07-022',
           'speller:2025/r07-005', 'speller:2025/r07-017', 'speller:2025/r07-026', 'speller:2025/r07-040'],
    queries=['round:2025-03-08/r07/round3', 'bee:2025-03-08/r07-regional', 'written:2025-03-08/r07/preliminary',
             'round:2025-03-08/r07/round5', 'bee:2025-02-15/county/hamilton', 'season:2025/r07'],
    suffix='/after-appeal', generator='bee_results', judgements='final_placings'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "bee_results", "regional_standings.run")

_RECS3 = ["oral_rounds", "written_test", "tiebreak_test"]
_OUT = ("regional_standings.run",)
_ONE_RUN = ("round:2025-03-08/r07/round3 Q0 speller:2025/r07-014 1 0.9412 oral_rounds\n"
            "round:2025-03-08/r07/round3 Q0 speller:2025/r07-031 2 0.8876 oral_rounds\n")


# the team's files, as Merriam-Webster's API, ZipGrade, Excel, Anki and the bee office write them
# a word's entry as Merriam-Webster's Collegiate Dictionary API answers it (GET .../api/v3/references/collegiate/json/
# voluminous?key=...; dictionaryapi.com's product page shows this entry's meta and hwi): a JSON array of entries, no
# spaces, '/' escaped as '\/' and non-ASCII as \u escapes; meta (id, uuid, sort, src, section, stems, offensive), hwi
# (the headword with its syllable breaks, the pronunciation and its audio file's name), fl, def (sseq of senses with
# their dt text and verbal illustrations), uros, et, date and shortdef; the bytes as two projects' code keeps a real
# answer in a comment (a Python script and a Dart app's GetMeaning)
_MW_ENTRY = (
    r'[{"meta":{"id":"voluminous","uuid":"0d01b967-971f-4ec5-8fe0-10513d29c39b","sort":"220130400","src":"coll'
    r'egiate","section":"alpha","stems":["voluminous","voluminously","voluminousness","voluminousnesses"],"off'
    r'ensive":false},"hwi":{"hw":"vo*lu*mi*nous","prs":[{"mw":"v\u0259-\u02c8l\u00fc-m\u0259-n\u0259s","sound"'
    r':{"audio":"volumi02","ref":"c","stat":"1"}}]},"fl":"adjective","def":[{"sseq":[[["sense",{"sn":"1 a","dt'
    r'":[["text","{bc}having or marked by great {a_link|volume} or bulk {bc}{sx|large||} "],["vis",[{"t":"long'
    r' {wi}voluminous{\/wi} tresses"}]]],"sdsense":{"sd":"also","dt":[["text","{bc}{sx|full||} "],["vis",[{"t"'
    r':"a {wi}voluminous{\/wi} skirt"}]]]}}],["sense",{"sn":"b","dt":[["text","{bc}{sx|numerous||} "],["vis",['
    r'{"t":"trying to keep track of {wi}voluminous{\/wi} slips of paper"}]]]}]],[["sense",{"sn":"2 a","dt":[["'
    r'text","{bc}filling or capable of filling a large volume or several {a_link|volumes} "],["vis",[{"t":"a {'
    r'wi}voluminous{\/wi} literature on the subject"}]]]}],["sense",{"sn":"b","dt":[["text","{bc}writing or sp'
    r'eaking much or at great length "],["vis",[{"t":"a {wi}voluminous{\/wi} correspondent"}]]]}]],[["sense",{'
    r'"sn":"3","dt":[["text","{bc}consisting of many folds, coils, or convolutions {bc}{sx|winding|winding:2|}'
    r'"]]}]]]}],"uros":[{"ure":"vo*lu*mi*nous*ly","fl":"adverb"},{"ure":"vo*lu*mi*nous*ness","fl":"noun"}],"et'
    r'":[["text","Late Latin {it}voluminosus{\/it}, from Latin {it}volumin-, volumen{\/it}"]],"date":"1611{ds|'
    r'|3||}","shortdef":["having or marked by great volume or bulk : large; also : full","numerous","filling o'
    r'r capable of filling a large volume or several volumes"]}]'
)
_MW_ENTRY_NAME = "voluminous.json"

# the API's answer when the word is not in the dictionary (a misspelling: 'gotato' for 'potato'): a JSON array of its
# suggested spellings, no spaces, as the same script keeps it
_MW_SUGGESTIONS = json.dumps(["got at", "got to", "got it", "potato", "agitato", "rotator", "gotta", "got into",
                              "potatoes", "rotators", "rotatory", "annotator", "got about", "got after", "got along",
                              "got it on", "rotatores", "annotators", "got across", "got around"],
                             separators=(",", ":"))
_MW_SUGGESTIONS_NAME = "gotato.json"


def _pronunciation_mp3() -> bytes:
    """The word's pronunciation saved from the audio link the API's answer names (media.merriam-webster.com/audio/
    prons/en/us/mp3/v/volumi02.mp3, the rule the API's documentation and its clients give): an MP3's frames, each
    opened by the MPEG audio frame header (sync FF F, MPEG-1, Layer III, no CRC: FF FB; 48 kbit/s at 44.1 kHz: 30;
    mono, the original bit: C4), 156 bytes a frame (144 * 48000 / 44100, no padding) of side information and main
    data, here silent; whether Merriam-Webster's files open with an ID3 tag, and at what rate they are encoded, could
    not be checked, so no encoder is claimed and the file opens at its first frame."""
    frame = b"\xff\xfb\x30\xc4" + bytes(156 - 4)
    return frame * 3


_MP3 = _pronunciation_mp3()
_MP3_NAME = "volumi02.mp3"


def _zipgrade_csv() -> str:
    """The preliminary written test as ZipGrade exports it ('CSV - Full Data Format'; the layout of joncoop/
    zipgrade-reporter's sample/sample_data.csv, exported from the app in 2019): QuizName, QuizClass, FirstName,
    LastName, StudentID, CustomID, Earned Points, Possible Points, PercentCorrect, QuizCreated, DataExported, Key
    Version, then for each question the speller's answer (Stu), the key (PriKey), the points and the mark (C or X);
    dates as m-d-yyyy H:MM, rows ended by CRLF, no byte order mark; ten questions (which spelling is right)."""
    key = "BDACBCADBA"
    sheets = [("Anaya", "Patel", "14", "BDACBCADBA"), ("Owen", "Brennan", "31", "BDACBCADCA"),
              ("Mei", "Tanaka", "8", "BDCCBCADBB")]
    head = ["QuizName", "QuizClass", "FirstName", "LastName", "StudentID", "CustomID", "Earned Points",
            "Possible Points", "PercentCorrect", "QuizCreated", "DataExported", "Key Version"]
    for q in range(1, 11):
        head += [f"Stu{q}", f"PriKey{q}", f"Points{q}", f"Mark{q}"]
    rows = [",".join(head)]
    for first, last, badge, answers in sheets:
        right = sum(a == k for a, k in zip(answers, key))
        row = ["Regional Written Test", "Region 7", first, last, badge, "", str(right), "10", str(right * 10),
               "3-1-2025 0:00", "3-8-2025 16:05", "1"]
        for a, k in zip(answers, key):
            row += [a, k, "1" if a == k else "0", "C" if a == k else "X"]
        rows.append(",".join(row))
    return "".join(r + "\r\n" for r in rows)


_ZIPGRADE = _zipgrade_csv()
_ZIPGRADE_NAME = "regional_written_test_zipgrade.csv"

# the bee's results table as Excel saves it (.xlsx): a ZIP whose first local header carries what Office writes (50 4B
# 03 04 14 00 06 00 08 00: version 2.0, flags 6, deflate, then time 0 and date 0x21, 1980-01-01; an MSDN forum answer,
# Gary Kessler's table, a FlexCel forum thread) and names [Content_Types].xml, the first part of an OOXML package
# (Didier Stevens, SANS ISC); the empty extra field could not be checked; then that part deflated (its overrides in
# the order Excel-compatible writers copy), the rest of the package left out
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


def _results_xlsx() -> bytes:
    raw = _CONTENT_TYPES.encode("utf-8")
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    data = packer.compress(raw) + packer.flush()
    name = b"[Content_Types].xml"
    header = b"PK\x03\x04" + struct.pack("<HHHHHIIIHH", 20, 6, 8, 0, 0x21, zlib.crc32(raw), len(data), len(raw),
                                         len(name), 0)
    return header + name + data


_XLSX = _results_xlsx()
_XLSX_NAME = "r07_regional_bee_2025_results.xlsx"

# the results table, kept in Excel and saved as 'CSV UTF-8 (Comma delimited)': the byte order mark Excel writes first,
# then place, badge, speller, school, the round a speller went out in, the word missed and the written test's score
# (the champion's round and word empty), rows ended by CRLF
_RESULTS_CSV = ("\ufeffPlace,Speller No.,Speller,School,Round Out,Word Missed,Written Test\r\n"
                "1,14,Anaya Patel,Lincoln Middle School,,,23\r\n"
                "2,31,Owen Brennan,St. Brigid School,9,bouillabaisse,21\r\n"
                "3,8,Mei Tanaka,Hamilton Homeschool Co-op,8,ecchymosis,22\r\n"
                "4,22,Diego Alvarez,Westview Middle School,7,gesellschaft,19\r\n")
_RESULTS_CSV_NAME = "r07_regional_bee_2025_results.csv"

# the word list as Anki exports it ('Notes in Plain Text', HTML off, tags on; ankitects/anki's rslib
# import_export/text/csv/export.rs): the '#separator:tab' and '#html:false' lines, '#tags column:3' (a Basic note's
# two fields, then the tags), each line ended by LF as writeln! and the csv crate's writer end them; then the notes,
# the word, its definition and the tags, tab-separated, quoted only where a field needs it
_ANKI = ("#separator:tab\n#html:false\n#tags column:3\n"
         "voluminous\thaving or marked by great volume or bulk\tlatin round2\n"
         "ceviche\tseafood marinated in lime or lemon juice\tround3 spanish\n"
         "bouillabaisse\ta highly seasoned fish stew\tfrench round3\n"
         "ecchymosis\tthe escape of blood into the tissues; a bruise\tgreek round4\n")
_ANKI_NAME = "Regional Bee 2025 Words.txt"
# the round log as the coordinator types it at the judges' table: round, turn, the speller's badge, the word, the
# result and the time on the clock: six fields a line
_ROUND_LOG = ("3 1 r07-014 ceviche correct 0:41\n3 2 r07-031 bouillabaisse correct 1:02\n"
              "3 3 r07-008 ecchymosis correct 0:55\n3 4 r07-022 gesellschaft misspelled 1:30\n"
              "3 5 r07-005 voluminous correct 0:38\n3 6 r07-017 quixotic misspelled 1:12\n")
# the word list as the word-list team types it: the word, the round it is kept for, the part of speech and the
# language of origin: four fields a line
_WORD_LIST = ("voluminous 2 adjective Latin\nceviche 3 noun Spanish\nbouillabaisse 3 noun French\n"
              "ecchymosis 4 noun Greek\ngesellschaft 4 noun German\nquixotic 3 adjective Spanish\n")
# the written test's scores as typed from the graded sheets: the speller's badge, the score out of 25, the tiebreaker
# words spelled right and the written rank: four fields a line
_WRITTEN = ("r07-014 23 4 1\nr07-008 22 5 2\nr07-031 21 5 3\nr07-022 19 3 4\nr07-005 19 2 5\nr07-017 17 4 6\n")


def sixtyseventh_bar_spelling_cases() -> list[Case]:
    G = SIXTYSEVENTH_SPELLING
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="bee_results", judgements="final_placings", runs=_RECS3, stem="regional_standings",
        outputs=_OUT, item="speller", rounded="written_test",
        weights="{'oral_rounds': 2.0, 'written_test': 1.0, 'tiebreak_test': 1.5, 'school_bee': 0.5}",
        lone_query="R['written_test']['written:2025-03-08/r07/late-registrants'] = "
                   "{'speller:2025/r07-031': 0.9, 'speller:2025/r07-040': 0.4}\n",
        trust="oral_rounds 2\nwritten_test 1\ntiebreak_test 1\n",
        trust_dict="{'oral_rounds': 2, 'written_test': 1, 'tiebreak_test': 1}",
        texts={
            "rrf": ("u67b_rrf_bee_results",
                    "rankagg.fuse({source: {round, bee or season: {speller: score}}}, method='rrf'): oral rounds, "
                    "written test, tiebreaker and school bee, six rankings ('round:2025-03-08/r07/round3'), "
                    "spellers as 'speller:2025/r07-014'"),
            "borda": ("u67b_borda_speller_out_early",
                      "rankagg.fuse(..., method='borda'): a speller eliminated early or absent from the written test "
                      "has no score from some sources"),
            "combsum": ("u67b_combsum_rounded_written_test",
                        "rankagg.fuse(..., method='combsum'): the written test's scores at one decimal (many ties) "
                        "beside the oral rounds and the tiebreaker"),
            "fuser": ("u67b_weighted_fuser_oral_rounds",
                      "rankagg.Fuser('rrf', weights=...) per round and bee: the oral rounds count 2, as the bee is "
                      "decided on stage"),
            "frame": ("u67b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the coordinator's sheet, a "
                      "row per round, speller and source"),
            "evaluate": ("u67b_evaluate_final_placings",
                         "rankagg.evaluate(fused ranking, the final placings, ['nDCG@5', 'AP', 'P@3']): does the fused "
                         "ranking put the trophy winners first"),
            "lone": ("u67b_written_test_only_late_registrants",
                     "rankagg.fuse(..., method='rrf'): the late registrants' written test, which only the written "
                     "test ranks, beside rounds every source covers"),
            "cli_rrf": ("u67b_cli_rrf_runs",
                        "rankagg fuse oral_rounds.run written_test.run tiebreak_test.run --method rrf -o "
                        "regional_standings.run: one run per source, rounds and bees as queries"),
            "cli_borda": ("u67b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the oral rounds "
                          "count double)"),
            "cli_combsum": ("u67b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four spellers the coordinator checks "
                            "before the trophies are handed out"),
            "cli_evaluate": ("u67b_cli_evaluate_final_placings_qrels",
                             "rankagg evaluate regional_standings.run --qrels final_placings.qrels -m ndcg_cut.5 -m "
                             "map: the fused ranking against the final placings (0-2)"),
            "cli_parquet": ("u67b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o regional_standings.parquet: gzipped runs from the "
                            "scoring scripts, a Parquet table for the season's notebook")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u67b_mw_entry_json_as_run", "a word's entry as Merriam-Webster's Collegiate API answers it (meta, hwi with "
         "the pronunciation and its audio, fl, def, uros, et, date, shortdef)", _MW_ENTRY_NAME, _MW_ENTRY,
         "Merriam-Webster", f"{_MW_ENTRY_NAME}:1"),
        ("u67b_mw_suggestions_json_as_run", "Merriam-Webster's answer for a misspelling (an array of suggested "
         "spellings)", _MW_SUGGESTIONS_NAME, _MW_SUGGESTIONS, "Merriam-Webster", f"{_MW_SUGGESTIONS_NAME}:1"),
        ("u67b_pronunciation_mp3_as_run", "the word's pronunciation saved as MP3 (MPEG-1 Layer III frames: FF FB 30 "
         "C4)", _MP3_NAME, _MP3, "MP3", _MP3_NAME),
        ("u67b_zipgrade_csv_as_run", "the written test as ZipGrade exports it (QuizName, QuizClass, FirstName, ..., "
         "Key Version, then Stu, PriKey, Points, Mark per question)", _ZIPGRADE_NAME, _ZIPGRADE, "ZipGrade",
         f"{_ZIPGRADE_NAME}:1"),
        ("u67b_results_xlsx_as_run", "the results table as Excel saves it (a ZIP: PK 03 04 14 00 06 00 08 00, "
         "[Content_Types].xml first)", _XLSX_NAME, _XLSX, "Excel", _XLSX_NAME),
        ("u67b_results_csv_as_run", "the results table saved from Excel as CSV UTF-8 (Place, Speller No., Speller, "
         "School, Round Out, Word Missed, Written Test)", _RESULTS_CSV_NAME, _RESULTS_CSV, "results table",
         f"{_RESULTS_CSV_NAME}:1"),
        ("u67b_anki_word_list_as_run", "the word list as Anki exports it ('#separator:tab', '#html:false', '#tags "
         "column:3', then word, definition and tags)", _ANKI_NAME, _ANKI, "Anki", f"{_ANKI_NAME}:1"),
        ("u67b_round_log_as_run", "the round log as typed (six fields a line: round, turn, badge, word, result, "
         "time)", "round_log_r07.txt", _ROUND_LOG, "round log", "round_log_r07.txt:1"),
        ("u67b_word_list_as_run", "the word list as typed (four fields a line: word, round, part of speech, "
         "origin)", "word_list_r07.txt", _WORD_LIST, "word list", "word_list_r07.txt:1"),
        ("u67b_written_scores_as_run", "the written test's scores as typed (four fields a line: badge, score, "
         "tiebreaker words, rank)", "written_scores_r07.txt", _WRITTEN, "written test", "written_scores_r07.txt:1")],
        one_run=("oral_rounds.run", _ONE_RUN), stem="regional_standings",
        text_why="trec_eval refuses a line of other than six fields, and a round log's six are a round, a turn, a "
                 "badge, a word, a result and a time, not a run's; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; an MP3 or a workbook read as lines gives no ranking: named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u67b_written_scores_as_qrels", "written_scores_r07.txt", _WRITTEN, "written test"),
        ("u67b_word_list_as_qrels", "word_list_r07.txt", _WORD_LIST, "word list"),
        ("u67b_round_log_as_qrels", "round_log_r07.txt", _ROUND_LOG, "round log"),
        ("u67b_mw_entry_json_as_qrels", _MW_ENTRY_NAME, _MW_ENTRY, "Merriam-Webster")],
        one_run=("oral_rounds.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u67b_out_apkg", "regional_standings.apkg", "an Anki deck package"),
        ("u67b_out_colpkg", "regional_standings.colpkg", "an Anki collection package"),
        ("u67b_out_results_xlsx", _XLSX_NAME, "the results table as an Excel workbook"),
        ("u67b_out_crowdanki_deck_json", "deck.json", "CrowdAnki's deck file (the deck's notes, models and media "
         "list as JSON)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=67"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u67b_api_mw_entry_list",
            "rankagg.fuse(json.load(voluminous.json)): a word's entry as Merriam-Webster's Collegiate API answers "
            "it, loaded in Python, given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('w.json')), method='rrf')\n",
            "Merriam-Webster", why="a run maps a query to {document: score}; a Merriam-Webster answer is a list of "
            "dictionary entries: meta, headword and pronunciation, senses, etymology, short definitions",
            files={"w.json": _MW_ENTRY}),
        bad("u67b_api_zipgrade_frame",
            "rankagg.fuse(pd.read_csv(regional_written_test_zipgrade.csv)): the written test as ZipGrade exports it "
            "(QuizName, ..., Earned Points, ..., Stu1, PriKey1, Points1, Mark1, ...) given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('z.csv'), method='borda')\n",
            "ZipGrade", why="a table of runs has qid, docid, run and score columns; a ZipGrade export has a speller "
            "per row, the totals, then each question's answer, key, points and mark per column",
            files={"z.csv": _ZIPGRADE}),
    ]
    return cases
