"""Issue 45's seventy-first bar of scripts/reliability_matrix.py, a sumo statistics site's editors and a stable's
support staff, ranking rikishi per basho, division and year from bout results (kimarite, wins and losses, fusen),
banzuke ranks and prize records (its cases, ids ``u71b_``, registered in its ``cases()``); the mechanics
(:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written by a persona session,
before any of its recognisers existed.)

The team's day: each basho's division, a day of it, or a year is a query (``basho:202505/Makuuchi/day15`` the
May basho's last day in the top division; ``basho:202505/Makuuchi`` the whole basho; ``year:2025/Makuuchi`` the
year's table) and each rikishi a document (``rikishi:Makuuchi/8850``, the division, then the rikishi's id as
sumo-api.com numbers him); the runs are sumo-api.com's records, SumoDB's bout results, the banzuke's rank values
and the stable's own bout log, turned to scores in [0, 1] at four decimals.  They are fused with RRF, Borda and
CombSUM, the Sumo API's records weighted highest (filled in bout by bout from the Japan Sumo Association's results),
and judged against the editors' verdicts (2 a rikishi in the yusho race to the last day, 1 a kachi-koshi, 0
otherwise).  The mistakes and odd files: the field's own files given where runs or qrels are read (the Sumo API's
torikumi, banzuke and head-to-head answers, SumoDB's bout results and banzuke as its query scraper writes them to
CSV, the year's records as a spreadsheet, and the bout log, hoshitori, banzuke and sansho list as typed), and
outputs named for the field's files (the CSVs' '2025.05.results.csv' and '2025.05.banzuke.csv', a saved Sumo API
banzuke, the records workbook).  (Left out, as they could not be checked byte for byte: the Japan Sumo
Association's banzuke and torikumi PDFs and its web pages (no stored sample found; only their addresses); SumoDB's
own HTML pages and its Results_text.aspx text (only parsers' token lists were found, not the page's spacing); fan
prediction games' exports (Guess the Banzuke, Kachi Clash, Bench and the like), of which no export file was found.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import io
import json
import struct
import zipfile

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

SEVENTYFIRST_SUMO = ("45 Unseen inputs: a seventy-first bar, a sumo statistics site's editors and a stable's support "
                     "staff ranking rikishi per basho, division and year from bout results, banzuke ranks and prize "
                     "records (sumo-api.com's JSON answers, SumoDB's results and banzuke as CSV, records as "
                     "spreadsheets, bout logs, hoshitori, banzuke and sansho lists as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['sumo_api_records', 'sumodb_results', 'banzuke_rank_value', 'stable_bout_log'],
    items=['rikishi:Makuuchi/8850', 'rikishi:Makuuchi/19', 'rikishi:Makuuchi/20', 'rikishi:Makuuchi/7',
           'rikishi:Makuuchi/22', 'rikishi:Makuuchi/44', 'rikishi:Makuuchi/41', 'rikishi:Makuuchi/13'],
    queries=['basho:202505/Makuuchi/day15', 'basho:202505/Makuuchi', 'basho:202505/Juryo', 'basho:202507/Makuuchi',
             'year:2025/Makuuchi', 'year:2025/sekitori'],
    suffix='/recounted', generator='rikishi_rankings', judgements='editors_verdicts'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "rikishi_rankings", "rikishi_rankings.run")

_RECS3 = ["sumo_api_records", "sumodb_results", "banzuke_rank_value"]
_OUT = ("rikishi_rankings.run",)
_ONE_RUN = ("basho:202505/Makuuchi/day15 Q0 rikishi:Makuuchi/8850 1 0.9412 sumo_api_records\n"
            "basho:202505/Makuuchi/day15 Q0 rikishi:Makuuchi/19 2 0.8873 sumo_api_records\n")


# the team's files, as sumo-api.com answers, as SumoDB's query scraper writes them, as a spreadsheet and as typed
# the Sumo API's answers are compact JSON, non-ASCII left as UTF-8 (the webhook payloads its Go server sends, kept
# base64 in danieldickison/kachiclash's src/external/fixtures/webhook-body.json and in a stored endBasho webhook,
# decode to '{"date":"202311","location":"Fukuoka, ...' with no whitespace and shikonaJp as UTF-8)
def _api(document: dict) -> str:
    return json.dumps(document, ensure_ascii=False, separators=(",", ":"))


# a day's torikumi as /api/basho/{bashoId}/torikumi/{division}/{day} answers it: the basho's date, location, start
# and end dates, the yusho per division and the special prizes ('type', 'rikishiId', 'shikonaEn', 'shikonaJp', as
# pysumoapi's tests/test_basho.py fixture and the stored endBasho payload have them), then the torikumi, a bout a
# record: id ('bashoId-day-matchNo less one-eastId-westId', as the matchResults payload numbers them), bashoId,
# division, day, matchNo, eastId, eastShikona, eastRank, westId, westShikona, westRank, kimarite, winnerId,
# winnerEn, winnerJp (the matchResults payload's keys in its order)
def _bout(n: int, east: tuple[int, str, str], west: tuple[int, str, str], kimarite: str, winner: int,
          winner_en: str, winner_jp: str) -> dict:
    return {"id": f"202505-15-{n - 1}-{east[0]}-{west[0]}", "bashoId": "202505", "division": "Makuuchi", "day": 15,
            "matchNo": n, "eastId": east[0], "eastShikona": east[1], "eastRank": east[2], "westId": west[0],
            "westShikona": west[1], "westRank": west[2], "kimarite": kimarite, "winnerId": winner,
            "winnerEn": winner_en, "winnerJp": winner_jp}


_TORIKUMI_DOC = {
    "date": "202505", "location": "Tokyo, Ryogoku Kokugikan", "startDate": "2025-05-11T00:00:00Z",
    "endDate": "2025-05-25T00:00:00Z",
    "yusho": [{"type": "Makuuchi", "rikishiId": 8850, "shikonaEn": "Onosato Daiki", "shikonaJp": "大の里　泰輝"},
              {"type": "Juryo", "rikishiId": 41, "shikonaEn": "Oho Konosuke", "shikonaJp": "王鵬　幸之介"}],
    "specialPrizes": [{"type": "Kanto-sho", "rikishiId": 44, "shikonaEn": "Takayasu Akira",
                       "shikonaJp": "高安　晃"},
                      {"type": "Gino-sho", "rikishiId": 13, "shikonaEn": "Wakamotoharu Minato",
                       "shikonaJp": "若元春　港"}],
    "torikumi": [
        _bout(19, (44, "Takayasu", "Maegashira 3 East"), (22, "Abi", "Maegashira 2 West"), "oshidashi", 44,
              "Takayasu", "高安"),
        _bout(20, (20, "Kotozakura", "Ozeki 1 West"), (7, "Kirishima", "Sekiwake 1 East"), "fusen", 20,
              "Kotozakura", "琴櫻"),
        _bout(21, (8850, "Onosato", "Ozeki 1 East"), (19, "Hoshoryu", "Yokozuna 1 East"), "yorikiri", 8850,
              "Onosato", "大の里")]}
_TORIKUMI = _api(_TORIKUMI_DOC)
_TORIKUMI_NAME = "torikumi_202505_Makuuchi_15.json"

# a division's banzuke as /api/basho/{bashoId}/banzuke/{division} answers it: bashoId, division, then east and west,
# a rikishi a record (side, rikishiID, shikonaEn, shikonaJp, rankValue, rank, the record a bout a day: result 'win',
# 'loss', 'fusen win', 'fusen loss', 'absent' or '' for a day not yet fought, opponentShikonaEn, opponentShikonaJp,
# opponentID, kimarite; then wins, losses, absences), as kachiclash's src/external/fixtures/sumo-api-banzuke-202307-
# makuuchi.json keeps a real answer and sumo-mcp/sumoapi-go's banzuke test has the newer keys (shikonaJp, rankValue)
def _rec(result: str, en: str = "", jp: str = "", opp: int = 0, kimarite: str = "") -> dict:
    return {"result": result, "opponentShikonaEn": en, "opponentShikonaJp": jp, "opponentID": opp,
            "kimarite": kimarite}


_BANZUKE_DOC = {"bashoId": "202505", "division": "Makuuchi", "east": [
    {"side": "East", "rikishiID": 19, "shikonaEn": "Hoshoryu", "shikonaJp": "豊昇龍", "rankValue": 101,
     "rank": "Yokozuna 1 East", "record": [_rec("win", "Abi", "阿炎", 22, "uwatenage"),
                                           _rec("loss", "Onosato", "大の里", 8850, "yorikiri")],
     "wins": 12, "losses": 3, "absences": 0},
    {"side": "East", "rikishiID": 8850, "shikonaEn": "Onosato", "shikonaJp": "大の里", "rankValue": 201,
     "rank": "Ozeki 1 East", "record": [_rec("win", "Takayasu", "高安", 44, "yorikiri"),
                                        _rec("win", "Hoshoryu", "豊昇龍", 19, "yorikiri")],
     "wins": 14, "losses": 1, "absences": 0}], "west": [
    {"side": "West", "rikishiID": 20, "shikonaEn": "Kotozakura", "shikonaJp": "琴櫻", "rankValue": 202,
     "rank": "Ozeki 1 West", "record": [_rec("fusen win", "Kirishima", "霧島", 7, "fusen"), _rec("absent")],
     "wins": 8, "losses": 6, "absences": 1}]}
_BANZUKE = _api(_BANZUKE_DOC)
_BANZUKE_NAME = "banzuke_202505_Makuuchi.json"

# two rikishi's bouts as /api/rikishi/{rikishiId}/matches/{opponentId} answers it: the bouts (a torikumi record
# each), kimariteLosses, kimariteWins, opponentWins, rikishiWins, total (the keys and their order as pysumoapi's
# tests' get_rikishi_opponent_matches fixture has them; Zummies' RikishiMatchesResponse names the same six)
_HEAD_TO_HEAD = _api({
    "matches": [{"bashoId": "202505", "division": "Makuuchi", "day": 15, "matchNo": 21, "eastId": 8850,
                 "eastShikona": "Onosato", "eastRank": "Ozeki 1 East", "westId": 19, "westShikona": "Hoshoryu",
                 "westRank": "Yokozuna 1 East", "kimarite": "yorikiri", "winnerId": 8850, "winnerEn": "Onosato",
                 "winnerJp": "大の里"},
                {"bashoId": "202503", "division": "Makuuchi", "day": 14, "matchNo": 20, "eastId": 19,
                 "eastShikona": "Hoshoryu", "eastRank": "Yokozuna 1 East", "westId": 8850,
                 "westShikona": "Onosato", "westRank": "Ozeki 1 East", "kimarite": "uwatenage", "winnerId": 19,
                 "winnerEn": "Hoshoryu", "winnerJp": "豊昇龍"}],
    "kimariteLosses": {"uwatenage": 1}, "kimariteWins": {"yorikiri": 1}, "opponentWins": 1, "rikishiWins": 1,
    "total": 2})
_HEAD_TO_HEAD_NAME = "onosato_vs_hoshoryu.json"

# a basho's bouts as SumoDB's bout query, scraped by Cervus1983/sumodb's sumodbBoutQuery, is written by R's
# write.csv(quote = FALSE, row.names = FALSE) to CSV/<yyyy.mm>.results.csv (its stored CSV/1999.01.results.csv):
# basho, day, rank1, shikona1, result1 (the running and final record, '1-0 (10-5)'), win1, kimarite, win2, rank2,
# shikona2, result2; ranks as SumoDB abbreviates them (Y1e, O1w, M14e), 'fusen' the kimarite of a walkover; LF
_RESULTS_CSV = ("basho,day,rank1,shikona1,result1,win1,kimarite,win2,rank2,shikona2,result2\n"
                "2025.05,15,M3e,Takayasu,11-4 (11-4),1,oshidashi,0,M2w,Abi,7-8 (7-8)\n"
                "2025.05,15,O1w,Kotozakura,8-6-1 (8-6-1),1,fusen,0,S1e,Kirishima,5-9-1 (5-9-1)\n"
                "2025.05,15,O1e,Onosato,14-1 (14-1),1,yorikiri,0,Y1e,Hoshoryu,12-3 (12-3)\n"
                "2025.05,14,Y1e,Hoshoryu,12-2 (12-3),1,uwatenage,0,S1e,Kirishima,5-8-1 (5-9-1)\n")
_RESULTS_NAME = "2025.05.results.csv"

# the basho's banzuke as the same scraper writes CSV/<yyyy.mm>.banzuke.csv (its stored CSV/1999.01.banzuke.csv):
# basho, rank, rikishi, height, weight; LF
_BANZUKE_CSV = ("basho,rank,rikishi,height,weight\n2025.05,Y1e,Hoshoryu,188,150\n2025.05,O1e,Onosato,192,191\n"
                "2025.05,O1w,Kotozakura,189,178\n2025.05,S1e,Kirishima,186,151\n2025.05,M2w,Abi,187,158\n"
                "2025.05,M3e,Takayasu,188,176\n")
_BANZUKE_CSV_NAME = "2025.05.banzuke.csv"


def _records_xlsx() -> bytes:
    """The year's Makuuchi records as the editors keep them in a spreadsheet: an Office Open XML workbook, a ZIP
    (PK 03 04 14 00 06 00 08 00 00 00 21 00, the signature Office's files open with: version 2.0, deflate's 'super
    fast' flags, parts stamped 1980-01-01 00:00; the file(1) magic's msooxml notes) whose first part is
    [Content_Types].xml and second _rels/.rels, as Office orders them, each XML part opened by the standalone
    declaration and CRLF, then the workbook's relationships, the workbook and one sheet, 'Makuuchi 2025' (id,
    shikona, heya, wins, losses, absences, yusho), its text inline; the styles, theme and document properties left
    out (a spreadsheet opens it without them: openpyxl and pandas read it)."""
    head = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n'
    main = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
    rel = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
    pkg = "http://schemas.openxmlformats.org/package/2006/relationships"
    ct = "application/vnd.openxmlformats-officedocument.spreadsheetml"
    rows: list[list[object]] = [["ID", "Shikona", "Heya", "W", "L", "A", "Yusho"],
                                [8850, "Onosato", "Nishonoseki", 40, 5, 0, 2],
                                [19, "Hoshoryu", "Tatsunami", 34, 9, 2, 1],
                                [20, "Kotozakura", "Sadogatake", 27, 17, 1, 0]]

    def cell(ref: str, value: object) -> str:
        if isinstance(value, str):
            return f'<c r="{ref}" t="inlineStr"><is><t>{value}</t></is></c>'
        return f'<c r="{ref}"><v>{value}</v></c>'

    sheet = "".join(f'<row r="{i}">' + "".join(cell(f"{'ABCDEFG'[j]}{i}", v) for j, v in enumerate(r)) + "</row>"
                    for i, r in enumerate(rows, 1))
    parts = [
        ("[Content_Types].xml", f'<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
                                '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.'
                                'relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>'
                                f'<Override PartName="/xl/workbook.xml" ContentType="{ct}.sheet.main+xml"/>'
                                f'<Override PartName="/xl/worksheets/sheet1.xml" ContentType="{ct}.worksheet+xml"/>'
                                '</Types>'),
        ("_rels/.rels", f'<Relationships xmlns="{pkg}"><Relationship Id="rId1" Type="{rel}/officeDocument" '
                        'Target="xl/workbook.xml"/></Relationships>'),
        ("xl/workbook.xml", f'<workbook xmlns="{main}" xmlns:r="{rel}"><sheets><sheet name="Makuuchi 2025" '
                            'sheetId="1" r:id="rId1"/></sheets></workbook>'),
        ("xl/_rels/workbook.xml.rels", f'<Relationships xmlns="{pkg}"><Relationship Id="rId1" '
                                       f'Type="{rel}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>'),
        ("xl/worksheets/sheet1.xml", f'<worksheet xmlns="{main}"><sheetData>{sheet}</sheetData></worksheet>')]
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        for name, xml in parts:
            info = zipfile.ZipInfo(name, (1980, 1, 1, 0, 0, 0))
            info.create_system = 0
            z.writestr(info, head + xml, zipfile.ZIP_DEFLATED)
        offsets = [info.header_offset for info in z.infolist()]
    data = bytearray(out.getvalue())
    directory = struct.unpack_from("<I", data, data.rfind(b"PK\x05\x06") + 16)[0]
    for offset in offsets:  # the flags zipfile cannot be told to write: in the local and the central headers
        data[offset + 6] = 0x06
        data[directory + 8] = 0x06
        directory += 46 + sum(struct.unpack_from("<HHH", data, directory + 28))
    return bytes(data)


_XLSX = _records_xlsx()
_XLSX_NAME = "Makuuchi_2025_records.xlsx"

# the stable's bout log as typed from the day's torikumi: day, bout number, east, west, kimarite, winner: six fields
_BOUT_LOG = ("15 19 Takayasu Abi oshidashi Takayasu\n15 20 Kotozakura Kirishima fusen Kotozakura\n"
             "15 21 Onosato Hoshoryu yorikiri Onosato\n14 20 Hoshoryu Kirishima uwatenage Hoshoryu\n"
             "14 21 Onosato Kotozakura yorikiri Onosato\n13 21 Hoshoryu Abi hatakikomi Hoshoryu\n")
# the hoshitori (the basho's wins and losses) as typed: rank, shikona, wins, losses, absences, heya: six fields
_HOSHITORI = ("Y1e Hoshoryu 12 3 0 Tatsunami\nO1e Onosato 14 1 0 Nishonoseki\nO1w Kotozakura 8 6 1 Sadogatake\n"
              "S1e Kirishima 5 9 1 Otowayama\nM2w Abi 7 8 0 Shikoroyama\nM3e Takayasu 11 4 0 Tagonoura\n")
# the banzuke as typed from the published sheet: rank, shikona, heya, shusshin: four fields a line
_BANZUKE_TYPED = ("Y1e Hoshoryu Tatsunami Mongolia\nO1e Onosato Nishonoseki Ishikawa\nO1w Kotozakura Sadogatake Chiba\n"
                  "S1e Kirishima Otowayama Mongolia\nM2w Abi Shikoroyama Saitama\nM3e Takayasu Tagonoura Ibaraki\n")
# the sansho and yusho as typed into the site's prize records: basho, prize, shikona, record: four fields a line
_SANSHO = ("2025.05 Yusho Onosato 14-1\n2025.05 Kanto-sho Takayasu 11-4\n2025.05 Gino-sho Wakamotoharu 10-5\n"
           "2025.03 Shukun-sho Takayasu 10-5\n")


def seventyfirst_bar_sumo_cases() -> list[Case]:
    G = SEVENTYFIRST_SUMO
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="rikishi_rankings", judgements="editors_verdicts", runs=_RECS3, stem="rikishi_rankings",
        outputs=_OUT, item="rikishi", rounded="stable_bout_log",
        weights="{'sumo_api_records': 2.0, 'sumodb_results': 1.5, 'banzuke_rank_value': 1.0, "
                "'stable_bout_log': 0.5}",
        lone_query="R['stable_bout_log']['basho:202505/Makuuchi/kettei-sen'] = "
                   "{'rikishi:Makuuchi/8850': 0.9, 'rikishi:Makuuchi/19': 0.4}\n",
        trust="sumo_api_records 2\nsumodb_results 1\nbanzuke_rank_value 1\n",
        trust_dict="{'sumo_api_records': 2, 'sumodb_results': 1, 'banzuke_rank_value': 1}",
        texts={
            "rrf": ("u71b_rrf_rikishi_rankings",
                    "rankagg.fuse({source: {basho, division or year: {rikishi: score}}}, method='rrf'): the Sumo "
                    "API's records, SumoDB's results, the banzuke's rank values and the stable's bout log, six "
                    "rankings ('basho:202505/Makuuchi/day15'), rikishi as 'rikishi:Makuuchi/8850'"),
            "borda": ("u71b_borda_rikishi_kyujo",
                      "rankagg.fuse(..., method='borda'): a rikishi who went kyujo mid-basho, or lost by fusen, "
                      "has no score from some sources"),
            "combsum": ("u71b_combsum_rounded_bout_log",
                        "rankagg.fuse(..., method='combsum'): the stable's bout log kept to one decimal (many ties) "
                        "beside the Sumo API's records and SumoDB's results"),
            "fuser": ("u71b_weighted_fuser_sumo_api",
                      "rankagg.Fuser('rrf', weights=...) per day, basho and year: the Sumo API's records count 2, "
                      "as they follow the Association's results bout by bout"),
            "frame": ("u71b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the editors' sheet, a row "
                      "per basho or year, rikishi and source"),
            "evaluate": ("u71b_evaluate_editors_verdicts",
                         "rankagg.evaluate(fused ranking, the editors' verdicts, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put the yusho race's rikishi first"),
            "lone": ("u71b_bout_log_only_kettei_sen",
                     "rankagg.fuse(..., method='rrf'): a yusho play-off (kettei-sen) only the stable's bout log "
                     "holds, beside days every source covers"),
            "cli_rrf": ("u71b_cli_rrf_runs",
                        "rankagg fuse sumo_api_records.run sumodb_results.run banzuke_rank_value.run --method rrf "
                        "-o rikishi_rankings.run: one run per source, days, basho and years as queries"),
            "cli_borda": ("u71b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the Sumo API's "
                          "records count double)"),
            "cli_combsum": ("u71b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four rikishi the site's front page "
                            "shows per division"),
            "cli_evaluate": ("u71b_cli_evaluate_editors_verdicts_qrels",
                             "rankagg evaluate rikishi_rankings.run --qrels editors_verdicts.qrels -m ndcg_cut.5 -m "
                             "map: the fused ranking against the editors' verdicts (0-2)"),
            "cli_parquet": ("u71b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o rikishi_rankings.parquet: gzipped runs from the "
                            "editors' scripts, a Parquet table for the year's review")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u71b_sumo_api_torikumi_as_run", "a day's torikumi as the Sumo API answers it (compact JSON: date, "
         "location, yusho, specialPrizes, torikumi with eastShikona, westShikona, kimarite, winnerId)",
         _TORIKUMI_NAME, _TORIKUMI, "Sumo API", f"{_TORIKUMI_NAME}:1"),
        ("u71b_sumo_api_banzuke_as_run", "a division's banzuke as the Sumo API answers it (compact JSON: bashoId, "
         "division, east and west with rankValue, record, wins, losses, absences)", _BANZUKE_NAME, _BANZUKE,
         "Sumo API", f"{_BANZUKE_NAME}:1"),
        ("u71b_sumo_api_head_to_head_as_run", "two rikishi's bouts as the Sumo API answers them (JSON: matches, "
         "kimariteLosses, kimariteWins, opponentWins, rikishiWins, total)", _HEAD_TO_HEAD_NAME, _HEAD_TO_HEAD,
         "Sumo API", f"{_HEAD_TO_HEAD_NAME}:1"),
        ("u71b_sumodb_results_csv_as_run", "a basho's bouts from SumoDB's bout query as CSV (basho, day, rank1, "
         "shikona1, result1, win1, kimarite, win2, rank2, shikona2, result2)", _RESULTS_NAME, _RESULTS_CSV,
         "SumoDB", f"{_RESULTS_NAME}:1"),
        ("u71b_sumodb_banzuke_csv_as_run", "a basho's banzuke from SumoDB as CSV (basho, rank, rikishi, height, "
         "weight)", _BANZUKE_CSV_NAME, _BANZUKE_CSV, "SumoDB", f"{_BANZUKE_CSV_NAME}:1"),
        ("u71b_records_xlsx_as_run", "the year's Makuuchi records as a spreadsheet (.xlsx: a ZIP, PK 03 04, "
         "[Content_Types].xml first, a sheet 'Makuuchi 2025')", _XLSX_NAME, _XLSX, "Excel", _XLSX_NAME),
        ("u71b_bout_log_as_run", "the stable's bout log as typed (six fields a line: day, bout, east, west, "
         "kimarite, winner)", "bout_log_202505.txt", _BOUT_LOG, "bout log", "bout_log_202505.txt:1"),
        ("u71b_hoshitori_as_run", "the hoshitori as typed (six fields a line: rank, shikona, wins, losses, "
         "absences, heya)", "hoshitori_202505.txt", _HOSHITORI, "hoshitori", "hoshitori_202505.txt:1"),
        ("u71b_banzuke_typed_as_run", "the banzuke as typed (four fields a line: rank, shikona, heya, shusshin)",
         "banzuke_202505.txt", _BANZUKE_TYPED, "banzuke", "banzuke_202505.txt:1")],
        one_run=("sumo_api_records.run", _ONE_RUN), stem="rikishi_rankings",
        text_why="trec_eval refuses a line of other than six fields, and a typed bout log's six are a day, a bout "
                 "number, two shikona, a kimarite and a winner, not a run's; the file is the field's own, named by "
                 "what it is (a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a workbook's ZIP read as lines gives no ranking: named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u71b_sansho_list_as_qrels", "sansho_2025.txt", _SANSHO, "sansho"),
        ("u71b_banzuke_typed_as_qrels", "banzuke_202505.txt", _BANZUKE_TYPED, "banzuke"),
        ("u71b_sumodb_results_csv_as_qrels", _RESULTS_NAME, _RESULTS_CSV, "SumoDB"),
        ("u71b_sumo_api_torikumi_as_qrels", _TORIKUMI_NAME, _TORIKUMI, "Sumo API")],
        one_run=("sumo_api_records.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u71b_out_sumodb_results_csv", "2025.07.results.csv", "SumoDB's bout results as CSV"),
        ("u71b_out_sumodb_banzuke_csv", "2025.07.banzuke.csv", "SumoDB's banzuke as CSV"),
        ("u71b_out_sumo_api_banzuke_json", "sumo-api-banzuke-202507-makuuchi.json",
         "a saved Sumo API banzuke answer (JSON)"),
        ("u71b_out_records_xlsx", _XLSX_NAME, "the records workbook (.xlsx)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=71"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u71b_api_sumo_api_torikumi_document",
            "rankagg.fuse(json.load(torikumi.json)): a day's torikumi as the Sumo API answers it, loaded in Python, "
            "given as the runs",
            f"import json, rankagg\nrankagg.fuse(json.load(open('{_TORIKUMI_NAME}', encoding='utf-8')), "
            "method='rrf')\n",
            "Sumo API", why="a run maps a query to {document: score}; the Sumo API's torikumi is the basho's date, "
            "location, yusho and special prizes, then a bout a record: the east and west rikishi, the kimarite and "
            "the winner",
            files={_TORIKUMI_NAME: _TORIKUMI}),
        bad("u71b_api_sumodb_results_frame",
            "rankagg.fuse(pd.read_csv(2025.05.results.csv)): SumoDB's bout results (basho, day, rank1, shikona1, "
            "result1, win1, kimarite, win2, rank2, shikona2, result2) given as runs",
            f"import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('{_RESULTS_NAME}'), method='borda')\n",
            "SumoDB", why="a table of runs has qid, docid, run and score columns; SumoDB's results are a bout per "
            "row: two rikishi's ranks, shikona and records, who won and the kimarite",
            files={_RESULTS_NAME: _RESULTS_CSV}),
    ]
    return cases
