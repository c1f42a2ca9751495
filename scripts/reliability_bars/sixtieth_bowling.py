"""Issue 45's sixtieth bar of scripts/reliability_matrix.py, a tenpin league's secretary and a national federation's
tournament office ranking bowlers per series, squad and tournament (its cases, ids ``u60a_``, registered in its
``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.
(Written by a persona session, before any of its recognisers existed.)

The team's day: each league series, squad, tournament or federation match (``series:2026-02-10/tue-mixed-wk19``,
``squad:2026-state-open/sq3``) is a query and each bowler a document (``usbc:8041-20317/kowalski-j`` for a USBC member
id, ``lic:M140389PLI01/lindqvist-p`` for a federation licence as BITS writes it); the runs are the scratch pinfall,
the handicap pinfall, the average and the match-play points, scores in [0, 1] at four decimals.  They are fused with
RRF, Borda and CombSUM, weighted by how much each figure is trusted, and judged against the all-star team selection
(2 selected, 1 alternate, 0 not).  The mistakes and odd files: the field's own files given where runs or qrels are
read (LeagueSecretary.com's standings grid JSON and its weekly standings PDF, a BITS match result, a LaneTalk game,
the season's bowler history saved as an Excel workbook, the centre's lane-scoring score export, the Kegel pattern's
load table, the typed recap sheet, average list and bracket results), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import io
import zipfile

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

SIXTIETH_BOWLING = ("45 Unseen inputs: a sixtieth bar, a tenpin league's secretary and a national federation's "
                    "tournament office ranking bowlers per series, squad and tournament (LeagueSecretary.com "
                    "standings, BITS match results, LaneTalk games, lane-scoring exports, Kegel patterns, Excel "
                    "workbooks, typed recap sheets, average lists and bracket results)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['scratch_pinfall', 'handicap_pinfall', 'average', 'match_points'],
    items=['usbc:8041-20317/kowalski-j', 'lic:M140389PLI01/lindqvist-p', 'usbc:8041-31562/okafor-t',
           'lic:F220795ESA01/sandberg-e', 'usbc:1290-04418/reyes-m', 'lic:M030601JBE01/berg-j',
           'usbc:1290-11873/novak-a', 'lic:F110992MHO02/holm-m'],
    queries=['series:2026-02-10/tue-mixed-wk19', 'series:2026-02-17/tue-mixed-wk20', 'squad:2026-state-open/sq3',
             'tournament:2026-state-open/all-events', 'match:bits-3211933/elitserien', 'season:2025-26/tue-mixed'],
    suffix='/r2', generator='pinfall_nights', judgements='allstar_selection') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "pinfall_nights", "league.run")

_RECS3 = ["scratch_pinfall", "handicap_pinfall", "average"]
_OUT = ("league.run",)
_ONE_RUN = ("series:2026-02-10/tue-mixed-wk19 Q0 usbc:8041-20317/kowalski-j 1 0.91 scratch_pinfall\n"
            "series:2026-02-10/tue-mixed-wk19 Q0 lic:M140389PLI01/lindqvist-p 2 0.77 scratch_pinfall\n")
# the team's files, as LeagueSecretary.com, BITS, LaneTalk, Excel, the lanes and the secretary write them (a few lines)
# LeagueSecretary.com's standings grid as its page reads it (POST /League/InteractiveStandings_Read, a Kendo
# DataSourceResult: Data, Total, AggregateResults, Errors; a row per team with Place, TeamNum, TeamName,
# PercentWinLoss, PointsWonSplit, PointsLostSplit, PointsWonYTD, AverageAfterBowling, TotalPinsSplit, HighScratchGame,
# HighScratchSeries), saved from the browser under the endpoint's name
_LS_STANDINGS = (
    '{"Data":[{"Place":1,"TeamNum":3,"TeamName":"Pin Pals","PercentWinLoss":0.625,"PointsWonSplit":5,'
    '"PointsLostSplit":3,"PointsWonYTD":45,"AverageAfterBowling":812,"TotalPinsSplit":8432,"HighScratchGame":902,'
    '"HighScratchSeries":2611},{"Place":2,"TeamNum":7,"TeamName":"Split Happens","PercentWinLoss":0.5833,'
    '"PointsWonSplit":4,"PointsLostSplit":4,"PointsWonYTD":42,"AverageAfterBowling":779,"TotalPinsSplit":8118,'
    '"HighScratchGame":871,"HighScratchSeries":2540}],"Total":2,"AggregateResults":null,"Errors":null}')
# BITS (the Swedish Bowling Federation's results system) api/v1/matchResult/GetMatchResults for one federation
# match: playerListHome / playerListAway, a row per bowler with player ("Name (licence)"), licNbr, homeOrAwayTeam,
# result1..result4, totalResult, totalResultWithoutHcp, totalSeries, place; the two teams' skill levels
_BITS_JSON = (
    '{"playerListHome":[{"player":"Per Lindqvist (M140389PLI01)","licNbr":"M140389PLI01","homeOrAwayTeam":"H",'
    '"result1":212,"result2":189,"result3":224,"result4":201,"totalResult":826,"totalResultWithoutHcp":826,'
    '"totalSeries":4,"place":1},{"player":"Emma Sandberg (F220795ESA01)","licNbr":"F220795ESA01",'
    '"homeOrAwayTeam":"H","result1":198,"result2":205,"result3":0,"result4":0,"totalResult":403,'
    '"totalResultWithoutHcp":403,"totalSeries":2,"place":5}],"playerListAway":[{"player":"Johan Berg (M030601JBE01)",'
    '"licNbr":"M030601JBE01","homeOrAwayTeam":"A","result1":179,"result2":233,"result3":190,"result4":214,'
    '"totalResult":816,"totalResultWithoutHcp":816,"totalSeries":4,"place":2}],"homeTeamSkillLevel":1,'
    '"awayTeamSkillLevel":1}')
# a LaneTalk game (the scorecard detail its live-scores page reads: id, playerName, teamName, game, lane, startTime
# and endTime in Unix seconds, throws two a frame and three in the tenth, the running scores, score)
_LANETALK_JSON = (
    '{"id":581268919,"playerName":"Jan Kowalski","teamName":"Pin Pals","game":2,"lane":7,"startTime":1770773400,'
    '"endTime":1770774660,"throws":["X","","9","/","X","","7","2","X","","X","","8","/","9","0","X","","X","9",'
    '"/"],"scores":[20,40,59,68,96,116,135,144,173,193],"score":193}\n')


def _standings_pdf() -> bytes:
    """LeagueSecretary.com's weekly standings sheet as its PDF store serves it ({league}{DDMMYYYY}s{YYYY}{WW}
    standg00.pdf): a PDF (magic %PDF-1.4 and the binary comment line), catalog, page tree, one page whose text is the
    'Team Standings' table, a cross-reference table with the objects' offsets, trailer and %%EOF."""
    text = (b"BT /F1 10 Tf 36 750 Td (Tue Mixed - Week 19 - Team Standings) Tj 0 -14 Td "
            b"(1 3 Pin Pals 62.500 5 3 0 62.500 45 27 14 8432 10122) Tj 0 -14 Td "
            b"(2 7 Split Happens 58.333 4 4 0 58.333 42 30 12 8118 10214) Tj 0 -28 Td "
            b"(Review of Last Week's Bowling) Tj ET")
    objects = [b"<< /Type /Catalog /Pages 2 0 R >>", b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
               b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> "
               b"/Contents 4 0 R >>",
               b"<< /Length %d >>\nstream\n" % len(text) + text + b"\nendstream",
               b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"]
    out, offsets = b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n", []
    for n, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % n + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % off for off in offsets)
    return out + b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)


def _xlsx_workbook() -> bytes:
    """The league's bowler history saved as an Excel workbook (as BLS's bowler history is turned into XLSX for the
    averages page): an OOXML zip (magic PK 03 04) whose first part is [Content_Types].xml, Excel's DOS date
    1980-01-01, a shared-strings sheet."""
    rows: list[list[str | float]] = [["Bowler", "Team", "Games", "Pins", "Average", "HDCP"],
                                     ["Kowalski, Jan", "Pin Pals", 54, 11016, 204, 18],
                                     ["Reyes, Maria", "Split Happens", 54, 9774, 181, 39]]
    strings = [v for r in rows for v in r if isinstance(v, str)]

    def cell(ref: str, v: str | float) -> str:
        return (f'<c r="{ref}" t="s"><v>{strings.index(v)}</v></c>' if isinstance(v, str)
                else f'<c r="{ref}"><v>{v}</v></c>')

    data = "".join(f'<row r="{i}">' + "".join(cell(f"{'ABCDEF'[j]}{i}", v) for j, v in enumerate(r)) + "</row>"
                   for i, r in enumerate(rows, 1))
    ns, rel = "http://schemas.openxmlformats.org/", "officeDocument/2006/relationships"
    head = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n'
    ct = "application/vnd.openxmlformats-"
    parts = [
        ("[Content_Types].xml", f'<Types xmlns="{ns}package/2006/content-types"><Default Extension="rels" '
         f'ContentType="{ct}package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>'
         f'<Override PartName="/xl/workbook.xml" ContentType="{ct}officedocument.spreadsheetml.sheet.main+xml"/>'
         f'<Override PartName="/xl/worksheets/sheet1.xml" ContentType="{ct}officedocument.spreadsheetml.worksheet'
         f'+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="{ct}officedocument.spreadsheetml.'
         'sharedStrings+xml"/></Types>'),
        ("_rels/.rels", f'<Relationships xmlns="{ns}package/2006/relationships"><Relationship Id="rId1" '
         f'Type="{ns}{rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>'),
        ("xl/workbook.xml", f'<workbook xmlns="{ns}spreadsheetml/2006/main" xmlns:r="{ns}{rel}"><sheets>'
         '<sheet name="Bowler History" sheetId="1" r:id="rId1"/></sheets></workbook>'),
        ("xl/_rels/workbook.xml.rels", f'<Relationships xmlns="{ns}package/2006/relationships"><Relationship '
         f'Id="rId1" Type="{ns}{rel}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" '
         f'Type="{ns}{rel}/sharedStrings" Target="sharedStrings.xml"/></Relationships>'),
        ("xl/worksheets/sheet1.xml", f'<worksheet xmlns="{ns}spreadsheetml/2006/main"><sheetData>{data}</sheetData>'
         '</worksheet>'),
        ("xl/sharedStrings.xml", f'<sst xmlns="{ns}spreadsheetml/2006/main" count="{len(strings)}" '
         f'uniqueCount="{len(strings)}">' + "".join(f"<si><t>{s}</t></si>" for s in strings) + "</sst>")]
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        for name, xml in parts:
            z.writestr(zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0)), head + xml, zipfile.ZIP_DEFLATED)
    return buf.getvalue()


_PDF = _standings_pdf()
_XLSX = _xlsx_workbook()
# the centre's lane-scoring score export, as the tournament tools that import it document its header: a row per
# bowler and game (Bowler name, Scratch, Game number, Team name, Lane number, Game name)
_SCORES_CSV = ("Bowler name,Scratch,Game number,Team name,Lane number,Game name\n"
               "Jan Kowalski,212,1,Pin Pals,7,03/07 2:30 PM  T1-Teams 1\n"
               "Maria Reyes,189,1,Split Happens,8,03/07 2:30 PM  T1-Teams 1\n"
               "Jan Kowalski,224,2,Pin Pals,8,03/07 2:30 PM  T2-Teams 2\n"
               "Maria Reyes,201,2,Split Happens,7,03/07 2:30 PM  T2-Teams 2\n")
# the tournament's Kegel pattern, its forward load table copied by hand from the pattern sheet: step, start board,
# stop board, loads, microlitres, speed: six fields a line, a number fifth
_KEGEL = "1 2L 2R 3 50 10\n2 4L 4R 2 50 14\n3 6L 6R 2 50 14\n4 8L 8R 2 50 18\n5 10L 10R 1 50 18\n"
# the league's recap sheet as the secretary types it from the lanes' printout: week, lane, bowler, three games: six
# fields a line, a number fifth
_RECAP = ("wk19 L7 J.Kowalski 212 189 224\nwk19 L7 T.Okafor 176 201 193\nwk19 L8 M.Reyes 189 201 167\n"
          "wk19 L8 A.Novak 158 174 190\n")
# the average list the secretary types for the state tournament's entries: USBC member id, surname, first name,
# games, pins, average: six fields a line, a number fifth
_AVERAGES = ("8041-20317 Kowalski Jan 84 17136 204\n8041-31562 Okafor Tunde 81 15471 191\n"
             "1290-04418 Reyes Maria 78 14118 181\n1290-11873 Novak Anna 84 14532 173\n")
# the squad's scratch and handicap brackets as the bracket desk types them: bracket, game, bowler, score: four fields
# a line, a whole number last
_BRACKETS = ("SB1 G1 J.Kowalski 224\nSB1 G1 M.Reyes 198\nSB1 G2 J.Kowalski 236\nHB1 G1 A.Novak 231\n"
             "HB1 G1 T.Okafor 219\n")


def sixtieth_bar_bowling_cases() -> list[Case]:
    G = SIXTIETH_BOWLING
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="pinfall_nights", judgements="allstar_selection", runs=_RECS3, stem="league",
        outputs=_OUT, item="bowler", rounded="match_points",
        weights="{'scratch_pinfall': 2.0, 'handicap_pinfall': 1.0, 'average': 1.5, 'match_points': 0.5}",
        lone_query="R['match_points']['bracket:2026-state-open/sb1-final'] = {'usbc:8041-31562/okafor-t': 0.9, "
                   "'usbc:8041-20317/kowalski-j': 0.4}\n",
        trust="scratch_pinfall 2\nhandicap_pinfall 1\naverage 0.5\n",
        trust_dict="{'scratch_pinfall': 2, 'handicap_pinfall': 1, 'average': 0.5}",
        texts={
            "rrf": ("u60a_rrf_series_sources",
                    "rankagg.fuse({figure: {series, squad or tournament: {bowler: score}}}, method='rrf'): four "
                    "figures, six series and squads ('series:2026-02-10/tue-mixed-wk19'), bowlers as "
                    "'usbc:8041-20317/kowalski-j'"),
            "borda": ("u60a_borda_unscored_bowlers",
                      "rankagg.fuse(..., method='borda'): the handicap pinfall has none for a bowler with no "
                      "established average"),
            "combsum": ("u60a_combsum_rounded_match_points",
                        "rankagg.fuse(..., method='combsum'): the match-play points at one decimal (many ties) "
                        "beside the pinfalls"),
            "fuser": ("u60a_weighted_fuser_scratch_pinfall",
                      "rankagg.Fuser('rrf', weights=...) per series: the scratch pinfall counts 2, the match-play "
                      "points 0.5"),
            "frame": ("u60a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the secretary's season "
                      "sheet, a row per series, bowler and figure"),
            "evaluate": ("u60a_evaluate_allstar_selection",
                         "rankagg.evaluate(fused ranking, the all-star team selection, ['nDCG@5', 'AP', 'P@3']): "
                         "does the fused ranking put first the bowlers picked for the all-star team"),
            "lone": ("u60a_one_source_bracket_final",
                     "rankagg.fuse(..., method='rrf'): a bracket final only the match-play points ranked beside "
                     "series every figure covers"),
            "cli_rrf": ("u60a_cli_rrf_runs",
                        "rankagg fuse scratch_pinfall.run handicap_pinfall.run average.run --method rrf -o "
                        "league.run: one run per figure, series, squads and tournaments as queries"),
            "cli_borda": ("u60a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the scratch pinfall "
                          "counts double)"),
            "cli_combsum": ("u60a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four bowlers of a team's lineup"),
            "cli_evaluate": ("u60a_cli_evaluate_selection_qrels",
                             "rankagg evaluate league.run --qrels allstar_selection.qrels -m ndcg_cut.5 -m map: the "
                             "fused ranking against the all-star team selection (0-2)"),
            "cli_parquet": ("u60a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o league.parquet: gzipped runs from the tournament "
                            "office's nightly jobs, a Parquet table for the federation's rankings page")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u60a_leaguesecretary_standings_json_as_run", "LeagueSecretary.com's standings grid saved as JSON (Data with "
         "Place, TeamNum, TeamName, PercentWinLoss, ..., HighScratchSeries; Total, AggregateResults, Errors)",
         "InteractiveStandings_Read.json", _LS_STANDINGS, "LeagueSecretary", "InteractiveStandings_Read.json:1"),
        ("u60a_bits_match_results_json_as_run", "a BITS match result (JSON: playerListHome and playerListAway with "
         "player, licNbr, result1..result4, totalResult, place; the teams' skill levels)",
         "GetMatchResults_3211933.json", _BITS_JSON, "BITS", "GetMatchResults_3211933.json:1"),
        ("u60a_lanetalk_game_json_as_run", "a LaneTalk game (JSON: id, playerName, teamName, game, lane, startTime, "
         "endTime, throws, scores, score)", "lanetalk_581268919.json", _LANETALK_JSON, "LaneTalk",
         "lanetalk_581268919.json:1"),
        ("u60a_standings_pdf_as_run", "LeagueSecretary.com's weekly standings sheet as a PDF (%PDF-1.4, one page, "
         "xref and trailer)", "14733710022026s202619standg00.pdf", _PDF, "PDF", "14733710022026s202619standg00.pdf"),
        ("u60a_bowler_history_xlsx_as_run", "the league's bowler history saved as an Excel workbook (an OOXML zip, "
         "PK 03 04, [Content_Types].xml first)", "TueMixed_2025-26_bowler_history.xlsx", _XLSX, "Excel",
         "TueMixed_2025-26_bowler_history.xlsx"),
        ("u60a_scoring_export_csv_as_run", "the centre's lane-scoring score export (Bowler name, Scratch, Game "
         "number, Team name, Lane number, Game name)", "StateOpen_squad3_scores.csv", _SCORES_CSV, "scoring",
         "StateOpen_squad3_scores.csv:1"),
        ("u60a_kegel_load_table_as_run", "the tournament's Kegel pattern load table typed by hand (six fields a "
         "line: step, start board, stop board, loads, microlitres, speed)", "state_open_2026_pattern.txt", _KEGEL,
         "Kegel", "state_open_2026_pattern.txt:1"),
        ("u60a_recap_sheet_as_run", "the league's typed recap sheet (six fields a line: week, lane, bowler, three "
         "games)", "wk19_recap.txt", _RECAP, "recap sheet", "wk19_recap.txt:1"),
        ("u60a_average_list_as_run", "the typed average list (six fields a line: USBC member id, surname, first "
         "name, games, pins, average)", "usbc_averages_2024-25.txt", _AVERAGES, "average list",
         "usbc_averages_2024-25.txt:1"),
        ("u60a_bracket_results_as_run", "the bracket desk's typed results (four fields a line: bracket, game, "
         "bowler, score)", "squad3_brackets.txt", _BRACKETS, "bracket", "squad3_brackets.txt:1")],
        one_run=("scratch_pinfall.run", _ONE_RUN), stem="league",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a PDF or an Excel workbook (a zip) read as lines gives no ranking: named "
                   "by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u60a_bracket_results_as_qrels", "squad3_brackets.txt", _BRACKETS, "bracket"),
        ("u60a_recap_sheet_as_qrels", "wk19_recap.txt", _RECAP, "recap sheet"),
        ("u60a_scoring_export_csv_as_qrels", "StateOpen_squad3_scores.csv", _SCORES_CSV, "scoring"),
        ("u60a_bits_match_results_json_as_qrels", "GetMatchResults_3211933.json", _BITS_JSON, "BITS")],
        one_run=("scratch_pinfall.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u60a_out_kosi", "league.kosi", "a Kegel KOSI lane-machine program"),
        ("u60a_out_conqueror_s00", "league.s00", "a QubicaAMF Conqueror league score file"),
        ("u60a_out_standings_pdf", "league.standg00.pdf", "a LeagueSecretary.com standings PDF"),
        ("u60a_out_lanetalk_json", "league.lanetalk.json", "a LaneTalk game JSON")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=60"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u60a_api_bits_match_dict",
            "rankagg.fuse(json.load(GetMatchResults_3211933.json)): a BITS match result loaded in Python given as "
            "the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('m.json')), method='rrf')\n",
            "BITS", why="a run maps a query to {document: score}; the match's 'playerListHome' and 'playerListAway' "
            "are lists and 'homeTeamSkillLevel' a number", files={"m.json": _BITS_JSON}),
        bad("u60a_api_scoring_export_frame",
            "rankagg.fuse(pd.read_csv(StateOpen_squad3_scores.csv)): the centre's lane-scoring export given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('s.csv'), method='borda')\n",
            "scoring", why="a table of runs has qid, docid, run and score columns; the scoring export has a bowler "
            "and game per row (Bowler name, Scratch, Game number, ...)", files={"s.csv": _SCORES_CSV}),
    ]
    return cases
