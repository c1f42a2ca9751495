"""Issue 45's forty-fourth bar of scripts/reliability_matrix.py, a dancesport federation's scrutineering team and a
club's competition office ranking couples per dance and round across scrutineering software and federation exports
(its cases, ids ``u44a_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the
runner, the verdicts) are the matrix's.  (Written by a persona session, before any of its recognisers existed.)

The team's day: each competition, round and dance (``gos26/adult-std/final/LW``: the German Open's adult Standard
final, its slow waltz) is a query and each couple, by start number, a document (``cpl:101/schmidt-weber``); the runs
are the Skating System's placings of the final (judges' placings combined by the majority rules 5 to 11), the WDSF
Absolute Judging System 3.0's component scores (TQ, MM, PS, CP), the judges' crosses of the preliminary rounds
(recalls) and the federation's world ranking, each as a score in [0, 1] at four decimals.  They are fused with RRF,
Borda and CombSUM, weighted by how much the scrutineers trust each, and judged against the official results (2 a
medal, 1 a finalist, 0 out before the final); ties and re-dances give the same couple two rounds, a withdrawn couple
has no score in a dance.  The mistakes and odd files: the field's own files given where runs or qrels are read
(TopTurnier's results page erg.htm, a WDSF API participant in XML or JSON, the DTV's ESV results JSON, a Flymark
import file, the WDSF world ranking as CSV, scrutelle's events.xls, a printed results PDF, the office's start list
and the judges' marks sheet, the recall sheet), and outputs named for the field's files (TopTurnier's pages, an
Excel sheet, a PDF).

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import struct

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

FORTYFOURTH_DANCESPORT = ("45 Unseen inputs: a forty-fourth bar, a dancesport federation's scrutineering team and a "
                          "club's competition office ranking couples per dance and round (TopTurnier, WDSF API XML "
                          "and JSON, DTV ESV, Flymark, WDSF ranking CSV, scrutelle, results PDF, start lists, marks "
                          "sheets, recall sheets)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['skating_final', 'ajs3_scores', 'recall_crosses', 'wdsf_ranking'],
    items=['cpl:101/schmidt-weber', 'cpl:114/novak-horvat', 'cpl:122/rossi-bianchi', 'cpl:137/kowalski-nowak',
           'cpl:140/dubois-martin', 'cpl:153/smith-jones', 'cpl:168/tanaka-sato', 'cpl:175/lindqvist-berg'],
    queries=['gos26/adult-std/final/LW', 'gos26/adult-std/final/TG', 'gos26/adult-std/semi/QU',
             'gos26/adult-lat/final/SB', 'gos26/youth-lat/r2/CC', 'club-cup/sen2-std/final/SF'],
    suffix='/redance', generator='placings', judgements='final_results') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "placings", "placings.run")

_RECS3 = ["skating_final", "ajs3_scores", "recall_crosses"]
_OUT = ("placings.run",)
_ONE_RUN = ("gos26/adult-std/final/LW Q0 cpl:101/schmidt-weber 1 0.93 ajs3_scores\ngos26/adult-std/final/LW Q0 "
            "cpl:114/novak-horvat 2 0.81 ajs3_scores\n")

# --- the team's files, as the scrutineering programs, the federations' services and the office write them ----------
# TopTurnier's published results page (erg.htm): an HTML 4.01 page, the results in a 'tab1' table whose placing cells
# are 'td3cv' and couple cells 'td5c' (name / name (start number), club)
_TT_ERG = ('<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">\n'
           '<html>\n<head>\n<meta http-equiv="Content-Type" content="text/html; charset=utf-8">\n'
           '<title>German Open 2026 - Hgr S Standard</title>\n'
           '<link href="../style.css" rel="stylesheet" type="text/css">\n</head>\n<body>\n'
           '<table class="tab1" cellspacing="0" cellpadding="2">\n'
           '<tr><td class="td3cv">1.</td><td class="td5c">Jan Schmidt / Lea Weber (101)<br>'
           '<i>TSC Blau-Gold Berlin</i></td><td class="td2c">101</td></tr>\n'
           '<tr><td class="td3cv">2.</td><td class="td5c">Marko Novak / Ana Horvat (114)<br>'
           '<i>PK Zagreb</i></td><td class="td2c">114</td></tr>\n'
           '</table>\n</body>\n</html>\n')
# the WDSF API's participant (application/vnd.worlddancesport.participant.couple), in XML: id, number, status,
# basepoints, rank, competitionId, rounds of dances of scores (AJS 3.0's onScale3: tq, mm, ps, cp per adjudicator)
_WDSF_XML = ('<?xml version="1.0" encoding="utf-8"?>\n'
             '<participant xmlns="http://services.worlddancesport.org/api">\n'
             '  <link href="https://services.worlddancesport.org/api/1/participant/2088311" rel="self" '
             'type="application/vnd.worlddancesport.participant.couple+xml" />\n'
             '  <id>2088311</id>\n  <number>101</number>\n  <status>Present</status>\n'
             '  <basepoints>0</basepoints>\n  <rank>1</rank>\n  <competitionId>61427</competitionId>\n'
             '  <rounds>\n    <round name="F">\n      <dances>\n        <dance name="Waltz">\n          <scores>\n'
             '            <onScale3 adjudicator="11702" tq="9.25" mm="9.5" ps="9.25" cp="9.5" reduction="0" />\n'
             '          </scores>\n        </dance>\n      </dances>\n    </round>\n  </rounds>\n'
             '  <coupleId>rls-41235</coupleId>\n  <name>Jan Schmidt - Lea Weber</name>\n  <country>Germany</country>\n'
             '</participant>\n')
# the same participant from the API in JSON (the WDSF API's JSON names: coupleId, rounds, dances, scores with 'kind')
_WDSF_JSON = ('{"link": [{"href": "https://services.worlddancesport.org/api/1/participant/2088311", "rel": "self", '
              '"type": "application/vnd.worlddancesport.participant.couple+json"}], "id": 2088311, "status": '
              '"Present", "number": 101, "basepoints": 0, "rank": "1", "competitionId": 61427, "rounds": [{"name": '
              '"F", "maxDeviation": null, "dances": [{"name": "Waltz", "isGroupDance": false, "scores": [{"kind": '
              '"onScale3", "adjudicator": 11702, "tq": 9.25, "mm": 9.5, "ps": 9.25, "cp": 9.5, "reduction": 0.0, '
              '"set": false}, {"kind": "onScale3", "adjudicator": 11715, "tq": 9.0, "mm": 9.25, "ps": 9.0, "cp": '
              '9.25, "reduction": 0.0, "set": false}]}]}], "coupleId": "rls-41235", "name": "Jan Schmidt - Lea '
              'Weber", "country": "Germany"}\n')
# the DTV's ESV results (the Ergebnisdienst's /api/v1/ergebnis/:id, level 1): taenze, wr, tl, bs, ch, vorkommnisse,
# beginn, ende, ablauf, kombiniertMit, zuschauer, starter, endrundentabellen, skatingtabellen
_ESV = ('{"taenze": ["LW", "TG", "WW", "SF", "QU"], "wr": [{"id": "DE10009", "vorname": "Max", "nachname": '
        '"Mustermann", "club": null, "staat": "GER"}], "tl": [], "bs": [], "ch": [], "vorkommnisse": "", "beginn": '
        '"2026-11-28T14:00:00+01:00", "ende": "2026-11-28T17:40:00+01:00", "ablauf": [], "kombiniertMit": null, '
        '"zuschauer": 420, "starter": [{"id": 3310452, "startNr": 101, "personen": [], "staat": "GER", "status": '
        '"1", "meldungsTyp": "1", "sterne": 0, "ergebnis": {"platzGesamtVon": 1, "platzGesamtBis": 1, '
        '"platzTurnierVon": 1, "platzTurnierBis": 1, "punkte": 0, "platzierungenGesamt": 0, "punkteGesamt": 0, '
        '"aufstieg": null, "laufzettel": false, "vd": null}, "wertung": []}], "endrundentabellen": [], '
        '"skatingtabellen": []}\n')
# Flymark's import file (a CompetitionExportDto: Name, EnglishName, DateFrom, DateTo, CompetitionKey, Sections, ...)
_FLYMARK = ('{"Name": "Clubpokal 2026", "EnglishName": "Club Cup 2026", "DateFrom": "2026-11-29T00:00:00", '
            '"DateTo": "2026-11-29T00:00:00", "CompetitionKey": "", "Sections": [{"Name": "10:00", "EnglishName": '
            '"Section 1", "ExternalId": 1, "Categories": []}], "CompetitionTypeText": "International Ballroom '
            'Competition", "City": "Berlin", "Organisation": "TSC Blau-Gold Berlin", "License": "DTV", '
            '"Provider": "ClubOffice"}\n')
# the WDSF world ranking as the office saves it from the ranking service (the API's rank: rank, name, country,
# points, coupleId, manMin, womanMin)
_RANKING_CSV = ("rank,name,country,points,coupleId,manMin,womanMin\n"
                "1,Jan Schmidt - Lea Weber,Germany,1840,rls-41235,10045211,10045212\n"
                "2,Marko Novak - Ana Horvat,Croatia,1795,rls-40077,10033102,10033188\n"
                "3,Luca Rossi - Giulia Bianchi,Italy,1702,rls-39920,10029874,10029875\n")


def _ole2_xls() -> bytes:
    """scrutelle's events.xls, an Excel 97-2003 workbook: an OLE2 compound file header (magic D0 CF 11 E0 A1 B1 1A
    E1, minor version 0x3E, major version 3, byte order FFFE, 512-byte sectors, 64-byte mini sectors) then sectors."""
    header = (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"\x00" * 16 + struct.pack("<HHHHH", 0x3E, 3, 0xFFFE, 9, 6)
              + b"\x00" * 6 + struct.pack("<IIIIIIIII", 0, 1, 1, 0, 0x1000, 0xFFFFFFFE, 0, 0xFFFFFFFE, 0))
    header += struct.pack("<I", 0) + b"\xff" * (512 - len(header) - 4)
    fat = struct.pack("<II", 0xFFFFFFFD, 0xFFFFFFFE) + b"\xff" * 504
    name = "Root Entry".encode("utf-16-le") + b"\x00\x00"
    root = name.ljust(64, b"\x00") + struct.pack("<HBB", len(name), 5, 1) + b"\xff" * 12
    return header + fat + root.ljust(128, b"\x00") + b"\x00" * 384


_XLS = _ole2_xls()
# the results as the scrutineering program prints them to PDF (a PDF 1.7 header with its binary comment line)
_PDF = (b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n"
        b"2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n"
        b"3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>\nendobj\n"
        b"trailer\n<< /Root 1 0 R >>\n%%EOF\n")
# the competition office's start list: six fields a line (start number, leader, follower, club, the leader's WDSF
# MIN, country), a number fifth
_START_LIST = ("Nr Herr Dame Verein MIN Land\n101 Schmidt Weber TSC-Blau-Gold-Berlin 10045211 GER\n"
               "114 Novak Horvat PK-Zagreb 10033102 CRO\n122 Rossi Bianchi ASD-Roma 10029874 ITA\n")
# the judges' marks sheet of a final as the marking tablets send it: six fields a line (round, dance, judge's letter,
# start number, the judge's placing, re-dance flag), no header
_MARKS = ("F LW A 101 1 no\nF LW A 114 2 no\nF LW B 101 2 no\nF LW B 114 1 no\nF LW C 101 1 no\n")
# the recall sheet of a preliminary round: four fields a line (round, start number, the judges who crossed the couple,
# the number of crosses)
_RECALLS = ("R1 101 ABCDEFG 7\nR1 114 ABCDEF 6\nR1 122 ABDF 4\nR1 175 C 1\n")


def fortyfourth_bar_dancesport_cases() -> list[Case]:
    G = FORTYFOURTH_DANCESPORT
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="placings", judgements="final_results", runs=_RECS3, stem="placings", outputs=_OUT,
        item="couple", rounded="ajs3_scores",
        weights="{'skating_final': 2.0, 'ajs3_scores': 1.5, 'recall_crosses': 0.5, 'wdsf_ranking': 1.0}",
        lone_query="R['skating_final']['club-cup/kin-d-std/final/LW'] = {'cpl:201/meyer-kraus': 0.9, "
                   "'cpl:202/wolf-berger': 0.4}\n",
        trust="skating_final 2\najs3_scores 1.5\nrecall_crosses 0.5\n",
        trust_dict="{'skating_final': 2, 'ajs3_scores': 1.5, 'recall_crosses': 0.5}",
        texts={
            "rrf": ("u44a_rrf_judging_systems",
                    "rankagg.fuse({system: {competition/round/dance: {couple: score}}}, method='rrf'): four "
                    "judging systems, six dances ('gos26/adult-std/final/LW'), couples as 'cpl:101/schmidt-weber'"),
            "borda": ("u44a_borda_withdrawn_couples",
                      "rankagg.fuse(..., method='borda'): a couple withdrawn after a dance has no score in the "
                      "dances it did not dance"),
            "combsum": ("u44a_combsum_rounded_ajs",
                        "rankagg.fuse(..., method='combsum'): the AJS 3.0 scores at one decimal (many ties between "
                        "couples) beside the others"),
            "fuser": ("u44a_weighted_fuser_scrutineers",
                      "rankagg.Fuser('rrf', weights=...) per dance: the Skating System counts 2, the recall crosses "
                      "0.5"),
            "frame": ("u44a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the competition office's "
                      "sheet, a row per dance, couple and judging system"),
            "evaluate": ("u44a_evaluate_official_results",
                         "rankagg.evaluate(fused ranking, the official results, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put the medallists first"),
            "lone": ("u44a_one_system_kids_final",
                     "rankagg.fuse(..., method='rrf'): a children's D final only the Skating System placed (no AJS "
                     "panel, no ranking) beside dances every system covers"),
            "cli_rrf": ("u44a_cli_rrf_runs",
                        "rankagg fuse skating_final.run ajs3_scores.run recall_crosses.run --method rrf -o "
                        "placings.run: one run per judging system, dances as queries"),
            "cli_borda": ("u44a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the Skating System "
                          "counts double)"),
            "cli_combsum": ("u44a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four couples a podium and the fourth "
                            "place take per dance"),
            "cli_evaluate": ("u44a_cli_evaluate_official_qrels",
                             "rankagg evaluate placings.run --qrels final_results.qrels -m ndcg_cut.5 -m map: the "
                             "fused ranking against the official results (0-2)"),
            "cli_parquet": ("u44a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o placings.parquet: gzipped runs from the "
                            "scrutineering laptops, a Parquet table for the federation's results board")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u44a_topturnier_erg_as_run", "TopTurnier's results page (erg.htm: an HTML table 'tab1', placings in "
         "'td3cv' cells, couples with start numbers)", "erg.htm", _TT_ERG, "TopTurnier", named_at("erg.htm", _TT_ERG)),
        ("u44a_wdsf_participant_xml_as_run", "a WDSF API participant in XML (participant, number, status, rank, "
         "rounds, dances, onScale3 scores)", "participant_2088311.xml", _WDSF_XML, "WDSF",
         named_at("participant_2088311.xml", _WDSF_XML)),
        ("u44a_wdsf_participant_json_as_run", "a WDSF API participant in JSON (coupleId, rounds, dances, scores of "
         "kind onScale3: tq, mm, ps, cp)", "participant_2088311.json", _WDSF_JSON, "WDSF",
         "participant_2088311.json:1"),
        ("u44a_esv_ergebnis_as_run", "the DTV's ESV results JSON (taenze, wr, tl, bs, ch, starter, "
         "endrundentabellen, skatingtabellen)", "ergebnis_61427.json", _ESV, "ESV", "ergebnis_61427.json:1"),
        ("u44a_flymark_import_as_run", "a Flymark import file (Name, EnglishName, DateFrom, DateTo, Sections, "
         "Provider)", "clubcup_2026_flymark.json", _FLYMARK, "Flymark", "clubcup_2026_flymark.json:1"),
        ("u44a_wdsf_ranking_csv_as_run", "the WDSF world ranking saved as CSV (rank, name, country, points, coupleId, "
         "manMin, womanMin)", "wdsf_ranking_adult_std.csv", _RANKING_CSV, "WDSF", "wdsf_ranking_adult_std.csv:1"),
        ("u44a_scrutelle_xls_as_run", "scrutelle's events.xls (an Excel 97-2003 workbook, an OLE2 compound file)",
         "events.xls", _XLS, "Excel", "events.xls"),
        ("u44a_results_pdf_as_run", "the printed results as a PDF (%PDF-1.7)", "results_hgr_s_std.pdf", _PDF, "PDF",
         "results_hgr_s_std.pdf"),
        ("u44a_start_list_as_run", "the competition office's start list (six fields a line: number, leader, "
         "follower, club, WDSF MIN, country)", "startliste_hgr_s_std.txt", _START_LIST, "start list",
         "startliste_hgr_s_std.txt:1"),
        ("u44a_marks_sheet_as_run", "the judges' marks sheet of the final (six fields a line: round, dance, judge, "
         "start number, placing, re-dance)", "marks_final_LW.txt", _MARKS, "marks", "marks_final_LW.txt:1")],
        one_run=("ajs3_scores.run", _ONE_RUN), stem="placings",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; an Excel workbook or a PDF read as lines gives no ranking: named by its "
                   "format")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u44a_recall_sheet_as_qrels", "recalls_R1.txt", _RECALLS, "recall"),
        ("u44a_start_list_as_qrels", "startliste_hgr_s_std.txt", _START_LIST, "start list"),
        ("u44a_esv_ergebnis_as_qrels", "ergebnis_61427.json", _ESV, "ESV"),
        ("u44a_wdsf_participant_xml_as_qrels", "participant_2088311.xml", _WDSF_XML, "WDSF")],
        one_run=("ajs3_scores.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u44a_out_erg_htm", "erg.htm", "TopTurnier's results page"),
        ("u44a_out_tabges_htm", "tabges.htm", "TopTurnier's overall scoring table"),
        ("u44a_out_xls", "placings.xls", "an Excel workbook like scrutelle's events.xls"),
        ("u44a_out_pdf", "placings.pdf", "a printed results PDF")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=32"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u44a_api_wdsf_participant_dict",
            "rankagg.fuse(json.load(participant_2088311.json)): a WDSF API participant loaded in Python given as "
            "the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('p.json')), method='rrf')\n",
            "WDSF", why="a run maps a query to {document: score}; the participant's 'rounds' is a list and 'name' "
            "text", files={"p.json": _WDSF_JSON}),
        bad("u44a_api_wdsf_ranking_frame",
            "rankagg.fuse(pd.read_csv(wdsf_ranking_adult_std.csv)): the WDSF world ranking given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.csv'), method='borda')\n",
            "WDSF", why="a table of runs has qid, docid, run and score columns; the ranking has a couple per row "
                        "(rank, name, country, points)", files={"r.csv": _RANKING_CSV}),
    ]
    return cases
