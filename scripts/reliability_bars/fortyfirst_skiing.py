"""Issue 45's forty-first bar of scripts/reliability_matrix.py, an alpine ski club's race office and a national
federation's points team ranking racers per run and per race across timing, race management and points lists (its
cases, ids ``u41b_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner,
the verdicts) are the matrix's.
(Written by a persona session, before any of its recognisers existed.)

The team's day: each run of a race (``race:AUT0123/gs/run1``, the codex of the FIS calendar, the discipline and the
run) is a query and each racer, by the FIS code of the points list, a document (``fis:512345/keller-l``); the runs
are the electronic timing's net times (system A), the hand timing's back-up times (read at one decimal off the
watches: many ties), the FIS points list's ranking and the national coaches' ranking, scores in [0, 1] at four
decimals.  They are fused with RRF, Borda and CombSUM, weighted by each source's record, and judged against the
federation's quota selection for the next level (2 selected, 1 reserve, 0 not selected).  The mistakes and odd files:
the field's own files given where runs or qrels are read (a FIS XML results file for the FIS data exchange, a FIS
points list as CSV and as the Excel workbook FIS publishes, an ALGE Timy / TdC 8001 RS232 log, a TAG Heuer CP 540
memory dump, a FIS Live Timing message, a DSV points list, the race office's bib draw, the points team's race
penalty worksheet, a DSV Alpin / Race Horology race database in Access format), the Alpenhunde timing system's
events document and the points list read into pandas given to the API, and outputs named for the field's files
(.mdb, .xlsx, FIS XML, the results PDF).

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import io
import zipfile

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

FORTYFIRST_SKIING = ("45 Unseen inputs: a forty-first bar, an alpine ski club's race office and a national "
                     "federation's points team ranking racers per run and per race across timing, race management "
                     "and points lists (FIS XML results, FIS points lists CSV/xlsx, ALGE Timy, TAG Heuer CP 540, "
                     "FIS Live Timing, DSV points list, bib draw, race penalty sheet, DSV Alpin mdb, Alpenhunde)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['electronic_times', 'hand_times', 'fis_points', 'coaches'],
    items=['fis:512345/keller-l', 'fis:54410/gruber-m', 'fis:6532871/moreau-t', 'fis:422871/haugland-e',
           'fis:293911/rinaldi-p', 'fis:202455/wagner-j', 'fis:6190345/lindqvist-o', 'fis:512902/brunner-s'],
    queries=['race:AUT0123/gs/run1', 'race:AUT0123/gs/run2', 'race:SUI0456/sl/run1', 'race:SUI0456/sl/run2',
             'race:ITA0789/sg/run1', 'race:GER0321/dh/training2'],
    suffix='/rerun', generator='racers', judgements='quota_selection') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "racers", "racers.run")

_RECS3 = ["electronic_times", "hand_times", "fis_points"]
_OUT = ("racers.run",)
_ONE_RUN = ("race:AUT0123/gs/run1 Q0 fis:512345/keller-l 1 0.91 fis_points\nrace:AUT0123/gs/run1 Q0 "
            "fis:54410/gruber-m 2 0.77 fis_points\n")
# the team's files, as the timers, race management programs and points lists write them (a few lines)
# a FIS XML results file of the FIS Alpine data exchange (Fisresults, RaceHeader Sector/Gender, Season, Codex,
# Discipline, Type, RaceDate; AL_race with AL_raceinfo (UsedFisList, AppliedPenalty, Fvalue), AL_classified/AL_ranked
# Status="QLF" (Rank, Bib, Competitor, AL_result TimeRun1/2, TotalTime, RacePoints), AL_notclassified/AL_notranked)
_FIS_XML = ('<?xml version="1.0" encoding="UTF-8"?>\n<Fisresults Version="2.11">\n'
            '  <RaceHeader Sector="AL" Gender="M">\n    <Season>2026</Season>\n    <Codex>0123</Codex>\n'
            '    <Nation>AUT</Nation>\n    <Discipline>GS</Discipline>\n    <Category>FIS</Category>\n'
            '    <Type>Official</Type>\n    <Place>Hinterstoder</Place>\n'
            '    <RaceDate><Day>14</Day><Month>01</Month><Year>2026</Year></RaceDate>\n  </RaceHeader>\n'
            '  <AL_race>\n    <AL_raceinfo>\n      <UsedFisList>6th FIS points list 2025/26</UsedFisList>\n'
            '      <AppliedPenalty>32.41</AppliedPenalty>\n      <CalculatedPenalty>32.41</CalculatedPenalty>\n'
            '      <Fvalue>1010</Fvalue>\n    </AL_raceinfo>\n    <AL_classified>\n'
            '      <AL_ranked Status="QLF">\n        <Rank>1</Rank>\n        <Bib>7</Bib>\n'
            '        <Competitor><FisCode>512345</FisCode><Lastname>KELLER</Lastname><Firstname>Lukas</Firstname>'
            '<Gender>M</Gender><Nation>SUI</Nation><YearOfBirth>2003</YearOfBirth></Competitor>\n'
            '        <AL_result><TimeRun1>1:02.31</TimeRun1><TimeRun2>1:04.12</TimeRun2><TotalTime>2:06.43'
            '</TotalTime><RacePoints>32.41</RacePoints></AL_result>\n      </AL_ranked>\n    </AL_classified>\n'
            '    <AL_notclassified>\n      <AL_notranked Status="DNF1">\n        <Run>1</Run>\n        <Bib>12</Bib>\n'
            '        <Competitor><FisCode>54410</FisCode><Lastname>GRUBER</Lastname><Firstname>Moritz</Firstname>'
            '<Gender>M</Gender><Nation>AUT</Nation><YearOfBirth>2004</YearOfBirth></Competitor>\n'
            '      </AL_notranked>\n    </AL_notclassified>\n  </AL_race>\n</Fisresults>\n')
# a FIS points list saved as CSV, with the columns of the list FIS publishes (its Excel workbook, as Race Horology's
# FIS import reads it): Listid, Listname, ..., Fiscode, Lastname, Firstname, Nationcode, Gender, Birthyear, Skiclub,
# ..., Calculationdate (dd-MM-yyyy), then points, position and status per discipline (DH, SL, GS, SG, AC)
_POINTS_HEADER = ("Listid,Listname,Published,Sectorcode,Status,Competitorid,Fiscode,Lastname,Firstname,Nationcode,"
                  "Gender,Birthyear,Skiclub,Nationalcode,Competitorname,Calculationdate,DHpoints,DHpos,DHSta,SLpoints,"
                  "SLpos,SLSta,GSpoints,GSpos,GSSta,SGpoints,SGpos,SGSta,ACpoints,ACpos,ACSta")
_POINTS_ROWS = [
    "403,6th FIS points list 2025/26,1,AL,,234567,512345,KELLER,Lukas,SUI,M,2003,SC Davos,,KELLER Lukas,08-01-2026,"
    "45.12,812,,18.33,301,,12.07,155,,30.50,402,,,,",
    "403,6th FIS points list 2025/26,1,AL,,198211,54410,GRUBER,Moritz,AUT,M,2004,SC Saalbach,,GRUBER Moritz,"
    "08-01-2026,61.80,1034,,24.90,388,,20.11,260,,41.27,533,,,,"]
_POINTS_CSV = _POINTS_HEADER + "\n" + "\n".join(_POINTS_ROWS) + "\n"
# ALGE Timy / TdC 8001 RS232 output: flag, 4-digit bib, channel (C0 start, C1 finish, RT run time) with an 'M' for a
# manual impulse, the time of day to 1/10000 s, the group ('?' flags an impulse without a bib)
_TIMY = (" 0007 C0  10:02:11.2841 00\n 0007 C1  10:03:13.5972 00\n 0007 RT  00:01:02.3131 00\n"
         " 0012 C0  10:03:01.0007 00\n?0012 C1M 10:04:05.1100 00\n")
# a TAG Heuer CP 540 memory dump over RS232 (#WC): 'DS' opens it, an 'RR' line per impulse (rank, number, time of day
# to 1/100000 s), 'DE' closes it
_TAG = ("DS 01 245 TIME\nRR 0001 0007   10:02:11.28410\nRR 0002 0007   10:03:13.59720\n"
        "RR 0003 0012   10:03:01.00070\nRR 0004 0012   10:04:05.11000\nDE 01\n")
# a FIS Live Timing message as the timing software sends it to live.fisski.com: livetiming (codex, passwd, sequence,
# timestamp), a raceevent with a finish (bib, time, diff, rank)
_LIVE = ('<?xml version="1.0" encoding="UTF-8"?>\n'
         '<livetiming codex="0123" passwd="hst2026" sequence="00042" timestamp="10:03:14">\n<raceevent>\n'
         '<finish bib="7">\n<time>1:02.31</time>\n<diff>0.00</diff>\n<rank>1</rank>\n</finish>\n</raceevent>\n'
         '</livetiming>\n')


def _dsv_line(svid: str, name: str, first: str, year: str, club: str, region: str, points: str, sex: str) -> str:
    """A DSV points list line: fixed columns of 10, 20, 14, 10, 30, 10 and 10 characters, then the sex."""
    return f"{svid:<10}{name:<20}{first:<14}{year:<10}{club:<30}{region:<10}{points:<10}{sex}"


# a DSV points list (DSVSA...txt from alpin.rennverwaltung.de): fixed-width lines (DSV id, name, first name, year,
# club, regional association, points, sex), closed by a line of id 1000 with the list's name and date
_DSV = "\n".join([
    _dsv_line("23456", "Mueller", "Anna", "2011", "SC Garmisch", "BSV", "45.67", "W"),
    _dsv_line("23511", "Huber", "Lena", "2011", "SC Partenkirchen", "BSV", "52.10", "W"),
    _dsv_line("24102", "Schmid", "Jonas", "2010", "WSV Oberstdorf", "BSV", "38.92", "M"),
    f"{'1000':<10}{'DSVSA2026-3':<20}{'08.01.2026':<14}"]) + "\n"
# the race office's bib draw exported as the start list: bib, FIS code, last name, first name, birth year, nation
# (six fields, the fifth a number: it passes for a TREC run line)
_BIB_DRAW = ("1 512345 KELLER Lukas 2003 SUI\n2 54410 GRUBER Moritz 2004 AUT\n3 6532871 MOREAU Theo 2003 FRA\n"
             "4 422871 HAUGLAND Eirik 2002 NOR\n5 293911 RINALDI Paolo 2004 ITA\n")
# the points team's race penalty worksheet: the best five of the top ten finishers by their FIS points (rank, bib,
# FIS code, last name, FIS points, nation), six fields a line, the fifth a number
_PENALTY = ("rank bib fiscode lastname fis_points nation\n1 7 512345 KELLER 12.07 SUI\n2 3 6532871 MOREAU 14.52 FRA\n"
            "3 12 54410 GRUBER 20.11 AUT\n4 21 422871 HAUGLAND 22.84 NOR\n5 9 293911 RINALDI 25.30 ITA\n")
# the Alpenhunde timing system's events (GET timing/results/?action=all_events): index i, module c (1 start, 128
# finish), name n (the bib), m milliseconds, t the time of day
_ALPENHUNDE = ('{"events": [{"i": 41, "c": 1, "n": "7", "m": 36131284, "t": "10:02:11.2841", "d": ""}, '
               '{"i": 42, "c": 128, "n": "7", "m": 36193597, "t": "10:03:13.5972", "d": ""}, '
               '{"i": 43, "c": 1, "n": "12", "m": 36181000, "t": "10:03:01.0007", "d": ""}]}\n')


def _xlsx(header: str, rows: list[str]) -> bytes:
    """The points list as an Excel workbook (an OOXML zip: [Content_Types].xml, the relationships, xl/workbook.xml and
    one worksheet of inline strings), as FIS offers it for download."""
    def cell(ref: str, value: str) -> str:
        value = value.replace("&", "&amp;").replace("<", "&lt;")
        return f'<c r="{ref}" t="inlineStr"><is><t>{value}</t></is></c>'

    def col(i: int) -> str:
        return (chr(64 + i // 26) if i >= 26 else "") + chr(65 + i % 26)

    sheet_rows = "".join(f'<row r="{r}">' + "".join(cell(f"{col(i)}{r}", v) for i, v in enumerate(line.split(",")))
                         + "</row>" for r, line in enumerate([header, *rows], 1))
    main = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
    rel = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
    parts = {
        "[Content_Types].xml": '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://'
        'schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/'
        'vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>'
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.'
        'spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/'
        'vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
        "_rels/.rels": '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://'
        'schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="' + rel
        + '/officeDocument" Target="xl/workbook.xml"/></Relationships>',
        "xl/workbook.xml": f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="{main}" '
        f'xmlns:r="{rel}"><sheets><sheet name="AL" sheetId="1" r:id="rId1"/></sheets></workbook>',
        "xl/_rels/workbook.xml.rels": '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships '
        'xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="' + rel
        + '/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
        "xl/worksheets/sheet1.xml": f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet '
        f'xmlns="{main}"><sheetData>{sheet_rows}</sheetData></worksheet>'}
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        for name, text in parts.items():
            z.writestr(zipfile.ZipInfo(name, date_time=(2026, 1, 8, 9, 0, 0)), text)
    return buf.getvalue()


_POINTS_XLSX = _xlsx(_POINTS_HEADER, _POINTS_ROWS)
# a DSV Alpin / Race Horology race database: a Microsoft Access (Jet 4) file, its first page opening with
# 00 01 00 00 'Standard Jet DB' 00 and the Jet version (1: Jet 4) at 0x14; a page is 4096 bytes
_MDB = (b"\x00\x01\x00\x00Standard Jet DB\x00" + b"\x01\x00\x00\x00").ljust(4096, b"\x00")


def fortyfirst_bar_skiing_cases() -> list[Case]:
    G = FORTYFIRST_SKIING
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="racers", judgements="quota_selection", runs=_RECS3, stem="racers", outputs=_OUT,
        item="racer", rounded="hand_times",
        weights="{'electronic_times': 2.0, 'hand_times': 0.5, 'fis_points': 1.0, 'coaches': 1.5}",
        lone_query="R['coaches']['race:AUT0999/sl/kids-cup-run1'] = {'fis:6190999/berger-n': 0.9, "
                   "'fis:6190998/pichler-f': 0.4}\n",
        trust="electronic_times 2\nfis_points 1\nhand_times 0.5\n",
        trust_dict="{'electronic_times': 2, 'fis_points': 1, 'hand_times': 0.5}",
        texts={
            "rrf": ("u41b_rrf_timing_points_coaches",
                    "rankagg.fuse({source: {race run: {racer: score}}}, method='rrf'): four sources, six runs "
                    "('race:AUT0123/gs/run1'), racers by FIS code as 'fis:512345/keller-l'"),
            "borda": ("u41b_borda_dnf_dsq_unscored",
                      "rankagg.fuse(..., method='borda'): the electronic timing has no time for a racer who did not "
                      "finish, was disqualified or did not start (DNF/DSQ/DNS)"),
            "combsum": ("u41b_combsum_hand_times_one_decimal",
                        "rankagg.fuse(..., method='combsum'): the hand timing's back-up scores at one decimal (many "
                        "ties) beside the electronic times"),
            "fuser": ("u41b_weighted_fuser_system_a",
                      "rankagg.Fuser('rrf', weights=...) per run: the electronic timing (system A) counts 2, the "
                      "hand timing 0.5"),
            "frame": ("u41b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the points team's sheet, a "
                      "row per race run, racer and source"),
            "evaluate": ("u41b_evaluate_quota_selection",
                         "rankagg.evaluate(fused ranking, the federation's quota selection, ['nDCG@5', 'AP', "
                         "'P@3']): does the fused ranking put the selected racers first"),
            "lone": ("u41b_one_source_kids_cup",
                     "rankagg.fuse(..., method='rrf'): a kids' cup slalom only the coaches ranked (no FIS codex, "
                     "no timing export) beside runs every source covers"),
            "cli_rrf": ("u41b_cli_rrf_runs",
                        "rankagg fuse electronic_times.run hand_times.run fis_points.run --method rrf -o racers.run: "
                        "one run per source, race runs as queries"),
            "cli_borda": ("u41b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the electronic "
                          "timing counts double)"),
            "cli_combsum": ("u41b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four racers the federation's quota "
                            "takes per race"),
            "cli_evaluate": ("u41b_cli_evaluate_quota_qrels",
                             "rankagg evaluate racers.run --qrels quota_selection.qrels -m ndcg_cut.5 -m map: the "
                             "fused ranking against the quota selection (0-2)"),
            "cli_parquet": ("u41b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o racers.parquet: gzipped runs from the race "
                            "office's nightly job, a Parquet table for the federation's dashboard")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u41b_fis_xml_results_as_run", "a FIS XML results file (Fisresults, RaceHeader Sector=\"AL\", AL_race, "
         "AL_classified, AL_ranked, AL_result ... RacePoints)", "AUT0123_GS_results.xml", _FIS_XML, "FIS",
         "AUT0123_GS_results.xml:2"),
        ("u41b_fis_points_list_csv_as_run", "a FIS points list CSV (Listid, Listname, ..., Fiscode, Lastname, ..., "
         "DHpoints, DHpos, ...)", "AL_FIS_points_list_2026_6.csv", _POINTS_CSV, "FIS points list",
         "AL_FIS_points_list_2026_6.csv:1"),
        ("u41b_alge_timy_log_as_run", "an ALGE Timy RS232 log (' 0007 C0  10:02:11.2841 00': bib, channel, time of "
         "day, group)", "timy_gs_run1.txt", _TIMY, "ALGE", "timy_gs_run1.txt:1"),
        ("u41b_tag_heuer_dump_as_run", "a TAG Heuer CP 540 memory dump (DS, RR rank number time lines, DE)",
         "cp540_gs_run1.txt", _TAG, "TAG Heuer", "cp540_gs_run1.txt:1"),
        ("u41b_fis_live_timing_as_run", "a FIS Live Timing message (livetiming codex, passwd, sequence; raceevent, "
         "finish bib)", "livetiming_00042.xml", _LIVE, "Live Timing", "livetiming_00042.xml:2"),
        ("u41b_dsv_points_list_as_run", "a DSV points list (fixed-width lines: DSV id, name, first name, year, club, "
         "association, points, sex; a closing 1000 line)", "DSVSA2026-3.txt", _DSV, "DSV",
         "DSVSA2026-3.txt:1"),
        ("u41b_bib_draw_as_run", "the race office's bib draw exported as the start list (six fields a line: bib, FIS "
         "code, last name, first name, birth year, nation)", "startlist_gs_run1.txt", _BIB_DRAW, "start list",
         "startlist_gs_run1.txt:1"),
        ("u41b_penalty_worksheet_as_run", "the points team's race penalty worksheet (six fields a line: rank, bib, FIS "
         "code, last name, FIS points, nation)", "penalty_AUT0123.txt", _PENALTY, "penalty",
         "penalty_AUT0123.txt:1"),
        ("u41b_fis_points_xlsx_as_run", "the FIS points list as the Excel workbook FIS publishes (an OOXML zip, "
         "PK\\x03\\x04)", "AL_FIS_points_list_2026_6.xlsx", _POINTS_XLSX, "Excel", "AL_FIS_points_list_2026_6.xlsx"),
        ("u41b_dsv_alpin_mdb_as_run", "a DSV Alpin / Race Horology race database (Microsoft Access, 'Standard Jet "
         "DB')", "KSC2026-GS.mdb", _MDB, "Access", "KSC2026-GS.mdb")],
        one_run=("fis_points.run", _ONE_RUN), stem="racers",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the race office can act on)",
        binary_why="trec_eval reads text; a workbook or a database read as lines gives no ranking: named by its "
                   "format")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u41b_alge_timy_as_qrels", "timy_gs_run1.txt", _TIMY, "ALGE"),
        ("u41b_tag_heuer_as_qrels", "cp540_gs_run1.txt", _TAG, "TAG Heuer"),
        ("u41b_fis_points_list_as_qrels", "AL_FIS_points_list_2026_6.csv", _POINTS_CSV, "FIS points list"),
        ("u41b_fis_xml_as_qrels", "AUT0123_GS_results.xml", _FIS_XML, "FIS")],
        one_run=("fis_points.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u41b_out_mdb", "racers.mdb", "a DSV Alpin race database"),
        ("u41b_out_xlsx", "racers.xlsx", "a FIS points list workbook"),
        ("u41b_out_fis_xml", "AUT0123_GS_results.xml", "a FIS XML results file"),
        ("u41b_out_pdf", "racers.pdf", "the official results PDF")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=32"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u41b_api_alpenhunde_dict",
            "rankagg.fuse(json.load(alpenhunde_events.json)): the Alpenhunde timing system's events loaded in Python "
            "given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('a.json')), method='rrf')\n",
            "Alpenhunde", why="a run maps a query to {document: score}; Alpenhunde's 'events' is a list of impulses "
            "(i, c, n, m, t)", files={"a.json": _ALPENHUNDE}),
        bad("u41b_api_points_list_frame",
            "rankagg.fuse(pd.read_csv(AL_FIS_points_list_2026_6.csv)): the FIS points list read into pandas given as "
            "runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('p.csv'), method='borda')\n",
            "FIS points list", why="a table of runs has qid, docid, run and score columns; the points list has a "
            "racer per row and points per discipline", files={"p.csv": _POINTS_CSV}),
    ]
    return cases
