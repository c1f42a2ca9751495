"""Issue 45's eighty-fourth bar of scripts/reliability_matrix.py, a national canoe slalom federation's results office
and a race's gate judges and chief judge, ranking athletes per run, heat, semi-final, event and season from run
times, gate penalties (2 s a touch, 50 s a miss) and ranking points (its cases, ids ``u84b_``, registered in its
``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.
(Written by a persona session, before any of its recognisers existed.)

The team's day: a run, a heat, a semi-final, an event or a season's ranking is a query (``run:K1M_ST_BR1_6/total``
the totals of Canoe123's race by its RaceId; ``season:2024/k1m/ranking`` the federation's ranking list) and each
athlete a document (``athlete:icf/12054``, the id space, then the athlete's ICF id as Canoe123 holds it); the runs are
Canoe123's run totals, the gate judges' penalties, the federation's ranking points and the chief judge's run sheet,
turned to scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, Canoe123's totals weighted
highest (the timed runs, penalties as the chief judge signed them), and judged against the chief judge's verdicts (2
an athlete on the podium, 1 a finalist, 0 otherwise).  The mistakes and odd files: the field's own files given where
runs or qrels are read (Canoe123's XML export, its live TCP messages saved from port 27333, C123 Server's WebSocket
Results message, an Olympic Data Feed result message, a results PDF and a video review clip from the same folder, and a
gate judge's penalty sheet, the chief judge's run sheet and a start list as typed), and outputs named for the field's
files (a video review clip .mp4, a results list .pdf, a saved Canoe123 XML export and a saved C123 Server message).

Formats, and where they were checked:
* Canoe123's XML export (Siwidata): OpenCanoeTiming/c123-server's docs/XML-FORMAT.md (checked by its authors against
  two real exports) and a real export, docs/xboardtest02_jarni_v1.xml: '<?xml version="1.0" standalone="yes"?>',
  the root Canoe123Data in the namespace http://siwidata.com/Canoe123/Data.xsd, two-space indents, Participants (Id,
  ClassId, EventBib, ICFId, FamilyName, GivenName, Club, Ranking right-aligned in four characters, RankingPoints,
  Birthdate, Year, CatId, IsTeam), Schedule (RaceId, RaceOrder, StartTime, Time, ClassId, DisId, FirstBib,
  StartInterval, RaceStatus, CustomTitle) and Results (RaceId, Id, StartOrder, Bib right-aligned, an empty Status,
  dtStart, dtFinish, Time in ms, Gates three characters a gate, Pen, Total, Rnk).
* Canoe123's TCP messages (port 27333): c123-server's C123-PROTOCOL.md and its tests: '<Canoe123 System="Main">'
  wrapping Results (RaceId, ClassId, Current, MainTitle, SubTitle; Row Number, Participant and Result Type="T") and
  OnCourse, each message ended by '|' on the wire.
* C123 Server's WebSocket Results message: docs/C123-PROTOCOL.md, the envelope type, timestamp, data; data raceId,
  classId, isCurrent, mainTitle, subTitle, rows (rank, bib, name, givenName, familyName, club, nat, startOrder,
  startTime, gates, pen, time, total, behind); compact, as JSON.stringify sends it.
* The Olympic Data Feed: the envelope as OVR sends it, from a stored Paris 2024 message (a golf DT_STATS): the XML
  declaration with encoding "utf-8", OdfBody's CompetitionCode, DocumentCode (34 characters), DocumentType,
  ResultStatus, Version, FeedFlag, Date, Time (hhmmssmmm), LogicalDate, Source; Competition's Gen, Sport and Codes;
  Result and Competitor (Type="A", Code, Organisation) as ODF's DT_RESULT carries them.  Not checked: canoe slalom's
  own data dictionary (its Sport version, the venue's Source code, its ExtendedResult codes for penalties), so the
  message carries none of them beyond the discipline's code, CSL (the event part of its
  DocumentCode, KAYAK1, is a guess), and a ResultType of TIME.
* A results PDF's first bytes ('%PDF-1.7', the binary comment line, the catalog) and an MP4 as ffmpeg writes it
  (ftyp isom, minor 0x200, compatible isom iso2 avc1 mp41, then free and mdat): the formats' own specifications.
Left out, as they could not be checked byte for byte: the ICF's ranking lists and any results API of the ICF or a
federation (no stored answer or documentation), Canoe123's own project and backup files (no stored mention of their
suffix), C123 Server's REST answers (its REST-API.md's merged results were not found in full), Czech or other
federations' CSV exports (no stored header), timing hardware's logs (ALGE, Tag Heuer: no stored format), video review
systems' own logs.  So the API case given as a pandas frame is a frame of C123 Server's Results rows
(pandas.DataFrame of its records), not a frame read from a CSV: no canoe slalom tool's CSV could be checked.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import json
import struct

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

EIGHTYFOURTH_CANOESLALOM = ("45 Unseen inputs: an eighty-fourth bar, a national canoe slalom federation's results "
                            "office and a race's gate judges and chief judge ranking athletes per run, heat, "
                            "semi-final, event and season from run times, gate penalties and ranking points "
                            "(Canoe123's XML export and TCP messages, C123 Server's messages, the Olympic Data Feed, "
                            "results PDFs, video review clips, and penalty sheets, run sheets and start lists as "
                            "typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['canoe123_totals', 'gate_judge_penalties', 'ranking_points', 'chief_judge_sheet'],
    items=['athlete:icf/12054', 'athlete:icf/12055', 'athlete:icf/12077', 'athlete:icf/12019',
           'athlete:icf/45022', 'athlete:icf/23069', 'athlete:icf/119045', 'athlete:icf/9016'],
    queries=['run:K1M_ST_BR1_6/total', 'heat:C1M_ST/heats/run-2', 'semi:K1W/2024/semi-final',
             'event:2024/czech-cup-1/K1M', 'season:2024/k1m/ranking', 'event:2024/nationals/C1M/final'],
    suffix='/revised', generator='slalom_standings', judgements='chief_judge_verdicts'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "slalom_standings", "slalom_standings.run")

_RECS3 = ["canoe123_totals", "gate_judge_penalties", "ranking_points"]
_OUT = ("slalom_standings.run",)
_ONE_RUN = ("run:K1M_ST_BR1_6/total Q0 athlete:icf/12054 1 0.9412 canoe123_totals\n"
            "run:K1M_ST_BR1_6/total Q0 athlete:icf/12055 2 0.8873 canoe123_totals\n")


def _compact(document: object) -> str:
    return json.dumps(document, ensure_ascii=False, separators=(",", ":"))


def _gates(penalties: list[int]) -> str:
    """Canoe123's Gates: three characters a gate, right-aligned, space-padded."""
    return "".join(f"{p:>3}" for p in penalties)


# the team's files, as Canoe123 exports and sends them, as C123 Server relays them, as the ODF carries them, as typed
# Canoe123's XML export (Siwidata's Canoe123Data): Participants, Schedule, Results, two-space indents, LF line ends
_P = [("12054", "PRSKAVEC", "Jiří", "USK Praha", 1), ("12055", "FUKSA", "Martin", "TJ DUKLA Praha", 2),
      ("12077", "KUNA", "Václav", "TJ DUKLA Praha", 3)]
_R = [("12054", 1, "8:30:00", "08:30:10.780", "08:31:27.770", 76990, [0] * 23 + [2], 2, 1),
      ("12055", 2, "8:30:45", "08:30:55.410", "08:32:14.910", 79500, [0] * 24, 0, 2),
      ("12077", 3, "8:31:30", "08:31:40.020", "08:33:01.900", 81880, [0, 2] + [0] * 22, 2, 3)]


def _canoe123_export() -> str:
    lines = ['<?xml version="1.0" standalone="yes"?>',
             '<Canoe123Data xmlns="http://siwidata.com/Canoe123/Data.xsd">']
    for icf, family, given, club, rank in _P:
        lines += ["  <Participants>", f"    <Id>{icf}.K1M_ST</Id>", "    <ClassId>K1M_ST</ClassId>",
                  f"    <EventBib>{rank}</EventBib>", f"    <ICFId>{icf}</ICFId>",
                  f"    <FamilyName>{family}</FamilyName>", f"    <GivenName>{given}</GivenName>",
                  f"    <Club>{club}</Club>", f"    <Ranking>{rank:>4}</Ranking>",
                  f"    <RankingPoints>{rank}</RankingPoints>",
                  "    <Birthdate>1993-01-01T11:00:00+01:00</Birthdate>", "    <Year>1993</Year>", "    <CatId />",
                  "    <IsTeam>false</IsTeam>", "  </Participants>"]
    lines += ["  <Schedule>", "    <RaceId>K1M_ST_BR1_6</RaceId>", "    <RaceOrder>101</RaceOrder>",
              "    <StartTime>2024-04-06T08:30:00+02:00</StartTime>", "    <Time>08:30:00</Time>",
              "    <ClassId>K1M_ST</ClassId>", "    <DisId>BR1</DisId>", "    <FirstBib>1</FirstBib>",
              "    <StartInterval>0:45</StartInterval>", "    <RaceStatus>5</RaceStatus>",
              "    <CustomTitle>K1m - střední trať - 1. jízda</CustomTitle>", "  </Schedule>"]
    for icf, order, start, dt_start, dt_finish, ms, gates, pen, rnk in _R:
        lines += ["  <Results>", "    <RaceId>K1M_ST_BR1_6</RaceId>", f"    <Id>{icf}.K1M_ST</Id>",
                  f"    <StartOrder>{order}</StartOrder>", f"    <Bib>{order:>4}</Bib>", "    <Status />",
                  f"    <dtStart>{dt_start}</dtStart>", f"    <dtFinish>{dt_finish}</dtFinish>",
                  f"    <Time>{ms}</Time>", f"    <Gates>{_gates(gates)}</Gates>", f"    <Pen>{pen}</Pen>",
                  f"    <Total>{ms + 1000 * pen}</Total>", f"    <Rnk>{rnk}</Rnk>", "  </Results>"]
    return "\n".join(lines + ["</Canoe123Data>"]) + "\n"


_EXPORT = _canoe123_export()
_EXPORT_NAME = "2024-czech-cup-1.xml"

# Canoe123's live Results message as C123 sends it on TCP port 27333 (saved from the socket, '|' ending each message)
_TCP_RESULTS = (
    '<Canoe123 System="Main"><Results RaceId="K1M_ST_BR2_6" ClassId="K1M_ST" Current="Y" '
    'MainTitle="K1m - střední trať" SubTitle="1st and 2nd Run"><Row Number="1"><Participant Bib="1" '
    'Id="12054.K1M_ST" Name="PRSKAVEC Jiří" Club="USK Praha" Nat="" GivenName="Jiří" FamilyName="PRSKAVEC" '
    'StartOrder="1" StartTime="10:06:45" /><Result Type="T" HeatNr="0" Q="" IRM="" Pen="2" '
    'Gates="0 0 0 0 0 0 0 0 0 0 0 0 2 0 0 0 0 0 0 0 0 0 0 0" Time="76.99" Total="78.99" Rank="1" RankOrder="1" '
    'Behind="" PP="" /></Row><Row Number="2"><Participant Bib="2" Id="12055.K1M_ST" Name="FUKSA Martin" '
    'Club="TJ DUKLA Praha" Nat="" GivenName="Martin" FamilyName="FUKSA" StartOrder="2" StartTime="10:07:30" />'
    '<Result Type="T" HeatNr="0" Q="" IRM="" Pen="0" Gates="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0" '
    'Time="79.50" Total="79.50" Rank="2" RankOrder="2" Behind="+0.51" PP="" /></Row></Results></Canoe123>|\n')
_TCP_NAME = "c123_results_K1M_ST_BR2_6.xml"

# Canoe123's live OnCourse message on the same socket: the boat on the water, its gates so far
_TCP_ONCOURSE = (
    '<Canoe123 System="Main"><OnCourse Total="1" Position="1"><Participant StartOrder="9" Bib="9" '
    'Id="30034.K1M_ST" Name="KOPEČEK Michal" Club="VS Tábor" Nat="CZE" Race="K1m - střední trať - 2. jízda" '
    'RaceId="K1M_ST_BR2_6" Warning="" /><Result Type="C" Gates="0,0,0,2,0,0,2,0,50,,,,,,,,,,,,,,," Completed="N" '
    'chStart="1" dtStart="16:14:00.000" dtFinish="" /><Result Type="T" Pen="54" Time="8115" Total="8169" '
    'TTBDiff="+12.79" TTBName="J. KREJČÍ" Rank="8" /></OnCourse></Canoe123>|\n')
_ONCOURSE_NAME = "c123_oncourse_bib9.xml"


# C123 Server's WebSocket Results message (ws://server:27123/ws), the envelope type, timestamp, data, compact
def _row(rank: int, bib: str, given: str, family: str, club: str, order: int, start: str, gates: str, pen: int,
         time: str, total: str, behind: str) -> dict:
    return {"rank": rank, "bib": bib, "name": f"{family} {given}", "givenName": given, "familyName": family,
            "club": club, "nat": "", "startOrder": order, "startTime": start, "gates": gates, "pen": pen,
            "time": time, "total": total, "behind": behind}


_G0 = " ".join(["0"] * 24)
_WS_RESULTS = _compact({"type": "Results", "timestamp": "2024-04-06T10:30:46.456Z", "data": {
    "raceId": "K1M_ST_BR2_6", "classId": "K1M_ST", "isCurrent": True, "mainTitle": "K1m - střední trať",
    "subTitle": "1st and 2nd Run", "rows": [
        _row(1, "1", "Jiří", "PRSKAVEC", "USK Praha", 1, "10:06:45", " ".join(["0"] * 23 + ["2"]), 2, "76.99",
             "78.99", ""),
        _row(2, "2", "Martin", "FUKSA", "TJ DUKLA Praha", 2, "10:07:30", _G0, 0, "79.50", "79.50", "+0.51"),
        _row(3, "3", "Václav", "KUNA", "TJ DUKLA Praha", 3, "10:08:15", " ".join(["0", "2"] + ["0"] * 22), 2,
             "81.88", "83.88", "+4.89")]}})
_WS_RESULTS_NAME = "ws_results_K1M_ST_BR2_6.json"



# the Olympic Data Feed's DT_RESULT for a final, as a results system sends it: one line, the envelope's attributes in
# OVR's order
def _odf_result(rank: int, order: int, result: str, code: str, noc: str) -> str:
    return (f'<Result Rank="{rank}" RankEqual="N" ResultType="TIME" Result="{result}" SortOrder="{rank}" '
            f'StartOrder="{order}"><Competitor Code="{code}" Type="A" Organisation="{noc}" /></Result>')


_ODF = ('<?xml version="1.0" encoding="utf-8"?><OdfBody CompetitionCode="OG2024" '
        'DocumentCode="CSLMKAYAK1------------FNL-000100--" DocumentType="DT_RESULT" ResultStatus="OFFICIAL" '
        'Version="4" FeedFlag="P" Date="2024-08-04" Time="164211093" LogicalDate="2024-08-04" Source="VSMCSL1">'
        '<Competition Gen="SOG-2024-GEN-V3.7" Sport="SOG-2024-CSL-3.1" Codes="SOG-2024-CC-V4.10">'
        + _odf_result(1, 10, "88.22", "1005532", "ITA") + _odf_result(2, 12, "89.71", "1005647", "FRA")
        + _odf_result(3, 7, "90.05", "1005291", "GBR") + '</Competition></OdfBody>')
_ODF_NAME = "DT_RESULT_CSLMKAYAK1_FNL.xml"


def _results_pdf() -> bytes:
    """A results list as a PDF: the header '%PDF-1.7', the comment line of four bytes above 127 that marks it binary,
    then the catalog and the page tree, objects as every PDF writer opens them."""
    return (b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n"
            b"1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n"
            b"2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n"
            b"3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>\nendobj\n"
            b"trailer\n<< /Root 1 0 R /Size 4 >>\n%%EOF\n")


def _review_clip() -> bytes:
    """A gate's video review clip as ffmpeg writes an MP4: the ftyp box (32 bytes: major brand isom, minor version
    0x200, compatible brands isom, iso2, avc1, mp41), an empty free box, then the mdat box with its first bytes (an
    H.264 access unit delimiter, length-prefixed)."""
    ftyp = struct.pack(">I", 32) + b"ftyp" + b"isom" + struct.pack(">I", 0x200) + b"isomiso2avc1mp41"
    free = struct.pack(">I", 8) + b"free"
    payload = struct.pack(">I", 2) + b"\x09\xf0" + struct.pack(">I", 4) + b"\x67\x64\x00\x28"
    return ftyp + free + struct.pack(">I", 8 + len(payload)) + b"mdat" + payload


_PDF = _results_pdf()
_PDF_NAME = "K1M_final_results.pdf"
_MP4 = _review_clip()
_MP4_NAME = "gate13_bib9_run2.mp4"

# a gate judge's penalty sheet as typed by the section's scribe: bib, run, gate, penalty (0, 2 or 50), section, time
# of day: six fields
_PENALTY_SHEET = ("9 BR2 4 2 S1 16:14:31\n9 BR2 7 2 S1 16:14:52\n9 BR2 9 50 S2 16:15:03\n"
                  "12 BR2 4 0 S1 16:15:46\n")
# the chief judge's run sheet as typed: bib, run, raw time, penalty seconds, total, status: six fields
_RUN_SHEET = ("1 BR1 76.99 2 78.99 OK\n2 BR1 79.50 0 79.50 OK\n3 BR1 81.88 2 83.88 OK\n9 BR2 81.15 54 135.15 OK\n")
# the start list as typed: start order, bib, family name, NOC: four fields a line
_START_LIST = ("1 1 PRSKAVEC CZE\n2 2 FUKSA CZE\n3 3 KUNA CZE\n4 9 KOPECEK CZE\n")


def eightyfourth_bar_canoeslalom_cases() -> list[Case]:
    G = EIGHTYFOURTH_CANOESLALOM
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="slalom_standings", judgements="chief_judge_verdicts", runs=_RECS3,
        stem="slalom_standings", outputs=_OUT, item="athlete", rounded="gate_judge_penalties",
        weights="{'canoe123_totals': 2.0, 'gate_judge_penalties': 1.0, 'ranking_points': 0.5, "
                "'chief_judge_sheet': 1.5}",
        lone_query="R['ranking_points']['season:2023/k1w/ranking'] = "
                   "{'athlete:icf/12054': 0.9, 'athlete:icf/12055': 0.4}\n",
        trust="canoe123_totals 2\ngate_judge_penalties 1\nranking_points 1\n",
        trust_dict="{'canoe123_totals': 2, 'gate_judge_penalties': 1, 'ranking_points': 1}",
        texts={
            "rrf": ("u84b_rrf_slalom_standings",
                    "rankagg.fuse({source: {run, heat, semi-final, event or season: {athlete: score}}}, "
                    "method='rrf'): Canoe123's totals, the gate judges' penalties, the ranking points and the chief "
                    "judge's sheet, six rankings ('run:K1M_ST_BR1_6/total'), athletes as 'athlete:icf/12054'"),
            "borda": ("u84b_borda_athlete_absent",
                      "rankagg.fuse(..., method='borda'): an athlete who did not start a run (DNS) or has no "
                      "ranking points yet has no score from some sources"),
            "combsum": ("u84b_combsum_rounded_penalties",
                        "rankagg.fuse(..., method='combsum'): the gate judges' penalties in whole seconds, 0, 2 or "
                        "50 a gate (many ties), beside Canoe123's totals and the ranking points"),
            "fuser": ("u84b_weighted_fuser_canoe123_totals",
                      "rankagg.Fuser('rrf', weights=...) per run, heat, semi-final, event and season: Canoe123's "
                      "totals count 2, the timed runs with the penalties the chief judge signed"),
            "frame": ("u84b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the results office's "
                      "sheet, a row per run or event, athlete and source"),
            "evaluate": ("u84b_evaluate_chief_judge_verdicts",
                         "rankagg.evaluate(fused ranking, the chief judge's verdicts, ['nDCG@5', 'AP', 'P@3']): "
                         "does the fused ranking put the podium first"),
            "lone": ("u84b_ranking_points_only_last_season",
                     "rankagg.fuse(..., method='rrf'): last season's ranking only the ranking points hold, beside "
                     "runs and events every source covers"),
            "cli_rrf": ("u84b_cli_rrf_runs",
                        "rankagg fuse canoe123_totals.run gate_judge_penalties.run ranking_points.run --method rrf "
                        "-o slalom_standings.run: one run per source, runs, heats and events as queries"),
            "cli_borda": ("u84b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: Canoe123's totals "
                          "count double)"),
            "cli_combsum": ("u84b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the top four the federation's bulletin "
                            "shows per event"),
            "cli_evaluate": ("u84b_cli_evaluate_chief_judge_verdicts_qrels",
                             "rankagg evaluate slalom_standings.run --qrels chief_judge_verdicts.qrels -m "
                             "ndcg_cut.5 -m map: the fused ranking against the chief judge's verdicts (0-2)"),
            "cli_parquet": ("u84b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o slalom_standings.parquet: gzipped runs from the "
                            "results office's scripts, a Parquet table for the season's ranking list")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u84b_canoe123_export_as_run", "a race's data as Canoe123 exports it (XML: Canoe123Data in Siwidata's "
         "namespace, Participants, Schedule, Results with Time, Gates, Pen, Total, Rnk)", _EXPORT_NAME, _EXPORT,
         "Canoe123", named_at(_EXPORT_NAME, _EXPORT)),
        ("u84b_canoe123_tcp_results_as_run", "a race's results as Canoe123 sends them on TCP port 27333, saved "
         "from the socket (<Canoe123 System=\"Main\"><Results ...><Row>, then '|')", _TCP_NAME, _TCP_RESULTS,
         "Canoe123", named_at(_TCP_NAME, _TCP_RESULTS)),
        ("u84b_canoe123_tcp_oncourse_as_run", "the boat on the water as Canoe123 sends it on TCP port 27333 "
         "(<Canoe123 System=\"Main\"><OnCourse>, its gates so far, then '|')", _ONCOURSE_NAME, _TCP_ONCOURSE,
         "Canoe123", named_at(_ONCOURSE_NAME, _TCP_ONCOURSE)),
        ("u84b_c123_server_results_as_run", "a race's results as C123 Server's WebSocket sends them (JSON: type "
         "Results, timestamp, data raceId, classId, isCurrent, rows of rank, bib, gates, pen, time, total)",
         _WS_RESULTS_NAME, _WS_RESULTS, "C123 Server", f"{_WS_RESULTS_NAME}:1"),
        ("u84b_odf_dt_result_as_run", "a final's result message as the Olympic Data Feed carries it (XML: OdfBody "
         "DocumentType=\"DT_RESULT\", Competition, Result Rank, ResultType TIME, Competitor)", _ODF_NAME, _ODF,
         "ODF", named_at(_ODF_NAME, _ODF)),
        ("u84b_results_pdf_as_run", "a final's results list as published (PDF: '%PDF-1.7', a binary comment line, "
         "the catalog)", _PDF_NAME, _PDF, "PDF", _PDF_NAME),
        ("u84b_video_review_clip_as_run", "a gate's video review clip left in the results folder (MP4 as ffmpeg "
         "writes it: ftyp isom, free, mdat)", _MP4_NAME, _MP4, "MP4", _MP4_NAME),
        ("u84b_penalty_sheet_as_run", "a gate judge's penalty sheet as typed (six fields a line: bib, run, gate, "
         "penalty, section, time of day)", "penalties_section1.txt", _PENALTY_SHEET, "penalty sheet",
         "penalties_section1.txt:1"),
        ("u84b_run_sheet_as_run", "the chief judge's run sheet as typed (six fields a line: bib, run, raw time, "
         "penalty seconds, total, status)", "run_sheet_K1M.txt", _RUN_SHEET, "run sheet", "run_sheet_K1M.txt:1"),
        ("u84b_start_list_as_run", "the start list as typed (four fields a line: start order, bib, family name, "
         "NOC)", "start_list_K1M.txt", _START_LIST, "start list", "start_list_K1M.txt:1")],
        one_run=("canoe123_totals.run", _ONE_RUN), stem="slalom_standings",
        text_why="trec_eval refuses a line of other than six fields, and a typed penalty sheet's six are a bib, a "
                 "run, a gate, a penalty, a section and a time of day, not a run's; the file is the field's own, "
                 "named by what it is (a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a results PDF or a review clip read as lines gives no ranking: named by "
                   "what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u84b_start_list_as_qrels", "start_list_K1M.txt", _START_LIST, "start list"),
        ("u84b_run_sheet_as_qrels", "run_sheet_K1M.txt", _RUN_SHEET, "run sheet"),
        ("u84b_canoe123_export_as_qrels", _EXPORT_NAME, _EXPORT, "Canoe123"),
        ("u84b_c123_server_results_as_qrels", _WS_RESULTS_NAME, _WS_RESULTS, "C123 Server")],
        one_run=("canoe123_totals.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u84b_out_video_review_mp4", "gate13_bib12_run2.mp4", "a gate's video review clip (.mp4)"),
        ("u84b_out_results_pdf", "K1M_final_results.pdf", "a results list (.pdf)"),
        ("u84b_out_canoe123_export_xml", "standings.canoe123.xml", "a saved Canoe123 XML export"),
        ("u84b_out_c123_server_results_json", "results.c123.json", "a saved C123 Server Results message (JSON)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=84"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u84b_api_c123_server_results_document",
            "rankagg.fuse(json.load(ws_results_K1M_ST_BR2_6.json)): a race's results as C123 Server's WebSocket "
            "sends them, loaded in Python, given as the runs",
            f"import json, rankagg\nrankagg.fuse(json.load(open('{_WS_RESULTS_NAME}', encoding='utf-8')), "
            "method='rrf')\n",
            "C123 Server", why="a run maps a query to {document: score}; C123 Server's message is an envelope, its "
            "type, timestamp and data, the race's rows each a rank, bib, name, gates, penalty, time and total",
            files={_WS_RESULTS_NAME: _WS_RESULTS}),
        bad("u84b_api_c123_server_rows_frame",
            "rankagg.fuse(pd.DataFrame(rows of ws_results_K1M_ST_BR2_6.json)): a race's results rows as C123 "
            "Server sends them (rank, bib, name, givenName, familyName, club, ..., gates, pen, time, total) given "
            "as runs",
            "import json, pandas as pd, rankagg\n"
            f"rows = json.load(open('{_WS_RESULTS_NAME}', encoding='utf-8'))['data']['rows']\n"
            "rankagg.fuse(pd.DataFrame(rows), method='borda')\n",
            "C123 Server", why="a table of runs has qid, docid, run and score columns; C123 Server's rows are an "
            "athlete per row: the rank, bib and name, the club, the gates' penalties, the raw time and the total",
            files={_WS_RESULTS_NAME: _WS_RESULTS}),
    ]
    return cases
