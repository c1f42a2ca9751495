"""Issue 45's sixty-sixth bar of scripts/reliability_matrix.py, a county fair's livestock superintendent and a state
junior livestock show's results office ranking exhibitors' animals per class, breed, division and show (its cases, ids
``u66a_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the
verdicts) are the matrix's.  (Written by a persona session, before any of its recognisers existed.)

The team's day: each class, each breed, each division, each champion drive and each show (``class:2026-lcf/market-
steer/4``, ``drive:2026-lcf/market-lamb/grand``, ``show:2026-sjls/market-steer``) is a query and each animal a
document (``eid:840003212345678/back-217``: its 840 EID ear tag, then the back number it wears in the ring); the runs
are the judge's placings, the carcass contest's merit (hot carcass weight, ribeye area, fat, yield and quality grade),
the rate of gain from the first weigh-in to the fair's, and the premium sale's prices, scores in [0, 1] at four
decimals.  They are fused with RRF, Borda and CombSUM, weighted by how much each source is trusted, and judged against
the state junior show's official results (2 the champion and the reserve, 1 the next three, 0 the rest).  The mistakes
and odd files: the field's own files given where runs or qrels are read (the fair's ShoWorks data file, a Microsoft
Access database; a USDA Market News auction report as the office's script saves it from the MARS API; the carcass
contest's sheet saved from Excel as CSV; the Digi-Star scale indicator's EID weigh-in records; the Allflex panel
reader's tag reads at check-in; a breed association's registration certificate as an exhibitor uploads it, a PDF; the
judge's placing cards, the showmanship score sheets, the premium sale order and the weigh-in list typed by the
office), and outputs named for the field's files (an AgShow show data file, the ShoWorks program file, a 4HPlus!
backup, a Market News report as saved).  Left out, their formats published nowhere they could be checked: FairEntry's
and Show Pro's exports and report downloads, ShoWorks' own exports and its data file's suffix (its help says only that
the data is a Microsoft Access database: '.mdb' here is Access's own suffix), the breed associations' registration and
show results data files, Tru-Test's (Datamars') and Gallagher's session files, and the Digi-Star EIDVID records (their
padding and checksum could not be checked).

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import json
import struct

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

SIXTYSIXTH_LIVESTOCK = ("45 Unseen inputs: a sixty-sixth bar, a county fair's livestock superintendent and a state "
                        "junior livestock show's results office ranking exhibitors' animals per class, breed, division "
                        "and show (the ShoWorks data file, USDA Market News auction reports from the MARS API, carcass "
                        "contest sheets as CSV, Digi-Star EID weigh-in records, Allflex tag reads, registration "
                        "certificates as PDF, typed placing cards, weigh-in lists, showmanship score sheets and "
                        "premium sale orders)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['judge_placings', 'carcass_merit', 'rate_of_gain', 'sale_prices'],
    items=['eid:840003212345678/back-217', 'eid:840003219876543/back-305', 'eid:840003214455667/back-112',
           'eid:840003218899001/back-240', 'eid:840003211234509/back-318', 'eid:840003216677882/back-164',
           'eid:840003213344556/back-271', 'eid:840003217788990/back-409'],
    queries=['class:2026-lcf/market-steer/4', 'breed:2026-lcf/market-steer/angus',
             'division:2026-lcf/market-hog/heavyweight', 'drive:2026-lcf/market-lamb/grand',
             'show:2026-lcf/junior-livestock', 'show:2026-sjls/market-steer'],
    suffix='/open-class', generator='show_days', judgements='state_show_results') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "show_days", "livestock_board.run")

_RECS3 = ["judge_placings", "carcass_merit", "rate_of_gain"]
_OUT = ("livestock_board.run",)
_ONE_RUN = ("class:2026-lcf/market-steer/4 Q0 eid:840003212345678/back-217 1 0.93 judge_placings\n"
            "class:2026-lcf/market-steer/4 Q0 eid:840003214455667/back-112 2 0.81 judge_placings\n")
# the team's files, as ShoWorks (Microsoft Access), the office's Market News script, Excel, the Digi-Star indicator,
# the Allflex reader and the office write them (a few lines each)


def _rc4_mask(key: int, length: int) -> bytes:
    """RC4's keystream for a 4-byte key (little-endian): Jet's header mask, the keystream of 0x6B39DAC7, which starts
    B5 6F 03 62 61 08 C2 55 (mdbtools' and Jackcess' table)."""
    k = key.to_bytes(4, "little")
    s, j = list(range(256)), 0
    for i in range(256):
        j = (j + s[i] + k[i % 4]) % 256
        s[i], s[j] = s[j], s[i]
    out, i, j = bytearray(), 0, 0
    for _ in range(length):
        i = (i + 1) % 256
        j = (j + s[i]) % 256
        s[i], s[j] = s[j], s[i]
        out.append(s[(s[i] + s[j]) % 256])
    return bytes(out)


def _showorks_mdb() -> bytes:
    """The fair's ShoWorks data file (ShoWorks keeps its data in a Microsoft Access database, Gladstone's help says),
    cut to its database definition page: a Jet 4 file (Access 2000-2003), page 0 of 4096 bytes as mdbtools' HACKING
    and its file.c read it: 00 01 00 00, 'Standard Jet DB' and a NUL, the Jet version at 0x14 (1: Jet 4), then 128
    bytes from 0x18 masked with the RC4 keystream of 0x6B39DAC7: no page encryption key (0x3E), the empty password
    at 0x42 (40 bytes, each 4 XORed with the creation date's day number), the General sort order 0x0409 at 0x6E, the
    creation date (days since 1899-12-30, 2026-05-04 09:30) at 0x72.  Checked with mdbtools' mdb-ver (JET4)."""
    created = 46146 + 9.5 / 24
    clear = bytearray(128)
    clear[0x42 - 0x18:0x42 - 0x18 + 40] = struct.pack("<i", int(created)) * 10
    clear[0x6E - 0x18:0x6E - 0x18 + 4] = struct.pack("<I", 0x0409)
    clear[0x72 - 0x18:0x72 - 0x18 + 8] = struct.pack("<d", created)
    masked = bytes(c ^ m for c, m in zip(clear, _rc4_mask(0x6B39DAC7, 128)))
    page = b"\x00\x01\x00\x00Standard Jet DB\x00" + struct.pack("<I", 1) + masked
    return page + bytes(4096 - len(page))


_SHOWORKS_MDB = _showorks_mdb()


def _saved_json(data: object) -> str:
    """A Market News answer as the office's fetch script saves it: requests' ``response.json()`` written with
    ``json.dump(data, file, indent=4)`` (Python 3: ',' at each line's end, ASCII escapes, no newline at the end)."""
    return json.dumps(data, indent=4)


# the week's auction prices the sale committee sets the premium sale's floor by: the Kansas Weekly Cattle Auction
# Summary (report 1895) as USDA AMS's MARS API v1.2 answers /services/v1.2/reports/1895 (its 'Report Detail' section:
# reportSection, reportSections, stats with the keys 'totalRows:', 'returnedRows:' and 'userAllowedRows:', results;
# slug_id a string, dates MM/DD/YYYY, published_date with the time), the rows' keys as its public clients read them
def _auction_row(frame: str, weight: float, price: float, head: int) -> dict:
    return {"report_begin_date": "07/13/2026", "report_end_date": "07/17/2026", "report_date": "07/17/2026",
            "published_date": "07/17/2026 15:04:11", "slug_id": "1895", "slug_name": "AMS_1895",
            "report_title": "Kansas Weekly Cattle Auction Summary", "commodity": "Feeder Cattle", "class": "Steers",
            "frame": frame, "muscle_grade": "1", "avg_weight": weight, "avg_price": price, "head_count": head,
            "price_unit": "Per Cwt", "office_state": "KS"}


_MARKET_NEWS_JSON = _saved_json({
    "reportSection": "Report Detail", "reportSections": ["Report Header", "Report Detail"],
    "stats": {"totalRows:": 3, "returnedRows:": 3, "userAllowedRows:": 99999},
    "results": [_auction_row("Medium and Large", 752.0, 331.18, 412),
                _auction_row("Medium and Large", 848.5, 309.4, 655), _auction_row("Large", 951.0, 287.65, 238)]})
# the carcass contest's sheet (Back, Exhibitor, Breed, Live Wt, HCW, Dress %, REA, Fat, KPH %, YG, Marbling, QG,
# Carcass Rank: USDA's grading terms) saved from Excel as "CSV UTF-8 (Comma delimited)": a byte-order mark, DOS line
# ends
_CARCASS_ROWS = [(217, "Avery Lindqvist", "Angus", 1285, 812, 63.2, 14.1, 0.42, 2.0, 2.6, "Modest 40", "Ch0", 1),
                 (112, "Jonah Okafor", "Hereford", 1310, 819, 62.5, 13.6, 0.51, 2.5, 3.0, "Small 90", "Ch-", 2),
                 (305, "Mia Castellanos", "Crossbred", 1242, 770, 62.0, 12.8, 0.48, 2.0, 2.9, "Small 30", "Se+", 3)]
_CARCASS_CSV = "\ufeffBack,Exhibitor,Breed,Live Wt,HCW,Dress %,REA,Fat,KPH %,YG,Marbling,QG,Carcass Rank\r\n" + "".join(
    ",".join(str(v) for v in row) + "\r\n" for row in _CARCASS_ROWS)
# the fair's weigh-in as the Digi-Star indicator (SW2600EID) hands over its EID memory, "EID CSV data" in its
# manual: the tag as the reader gives it (A, 00000, 0, the country code 840, twelve digits), the weight, LB, '$' when
# locked on, GR for gross, the date as M/DD/YY, the time, a code; DOS line ends
_DIGISTAR_CSV = "".join(f"A 00000 0 840 {tag}, {w},LB,$,GR,7/20/26,{t},M\r\n" for tag, w, t in [
    ("003212345678", 1285, "08:15"), ("003219876543", 1242, "08:17"), ("003214455667", 1310, "08:21")])
# the tag reads at check-in as the office's terminal program saves the Allflex panel reader's serial output: its
# default line format for ISO tags, 'LA' (line mode, animal tag), the country code (840) and twelve digits, CR LF
_ALLFLEX_READS = "".join(f"LA 840 {tag}\r\n" for tag in ["003212345678", "003219876543", "003214455667",
                                                         "003218899001"])


def _certificate_pdf() -> bytes:
    """A breed association's registration certificate as an exhibitor uploads it for the breeding classes: a PDF
    (ISO 32000-1: '%PDF-1.7', a binary comment line, a catalog, a page tree, one Letter page whose content stream sets
    one line of Helvetica, the cross-reference table at its byte offsets, the trailer, startxref and '%%EOF').
    Checked with qpdf --check and pdfinfo."""
    text = b"BT /F1 14 Tf 72 700 Td (Certificate of Registration  P44118203  Heifer  Calved 03/02/2025) Tj ET"
    objects = [b"<< /Type /Catalog /Pages 2 0 R >>", b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
               b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R "
               b"/Resources << /Font << /F1 5 0 R >> >> >>",
               b"<< /Length %d >>\nstream\n%s\nendstream" % (len(text), text),
               b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"]
    out, offsets = bytearray(b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n"), []
    for n, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n%s\nendobj\n" % (n, body)
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % o for o in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
    return bytes(out)


_CERTIFICATE_PDF = _certificate_pdf()
# the judge's placing cards as the office types them after each class: class, back number, breed, place: four fields
# a line, a number last
_PLACING_CARD = "MS-4 217 Angus 1\nMS-4 112 Hereford 2\nMS-4 305 Crossbred 3\nMS-4 240 Angus 4\n"
# the weigh-in list typed for the superintendent: back number, species, breed, weight in pounds: four fields a line,
# a number last
_WEIGH_IN = "217 steer Angus 1285\n112 steer Hereford 1310\n305 steer Crossbred 1242\n240 steer Angus 1198\n"
# a showmanship score sheet typed by the office: division, judge, back number, place, score (of 100), round: six
# fields a line, numbers fourth and fifth
_SHOWMANSHIP = ("senior J2 217 1 94.5 final\nsenior J2 112 2 91.0 final\nsenior J2 305 3 88.5 final\n"
                "senior J2 240 4 86.0 final\nsenior J2 318 5 83.5 final\n")
# the premium sale order typed by the office: lot, back number, species, weight, price a pound, buyer: six fields a
# line, numbers fourth and fifth
_SALE_ORDER = ("1 217 steer 1285 6.25 FirstStateBank\n2 112 steer 1310 4.10 MillerFeedSupply\n"
               "3 305 steer 1242 3.85 CountyCoop\n4 240 steer 1198 3.60 RiversideImplement\n")


def sixtysixth_bar_livestock_cases() -> list[Case]:
    G = SIXTYSIXTH_LIVESTOCK
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="show_days", judgements="state_show_results", runs=_RECS3, stem="livestock_board",
        outputs=_OUT, item="animal", rounded="sale_prices",
        weights="{'judge_placings': 1.5, 'carcass_merit': 1.0, 'rate_of_gain': 0.5, 'sale_prices': 1.0}",
        lone_query="R['judge_placings']['class:2026-lcf/breeding-ewe/yearling'] = {'eid:840003212345678/back-217': "
                   "0.9, 'eid:840003217788990/back-409': 0.4}\n",
        trust="judge_placings 2\ncarcass_merit 1\nrate_of_gain 1\n",
        trust_dict="{'judge_placings': 2, 'carcass_merit': 1, 'rate_of_gain': 1}",
        texts={
            "rrf": ("u66a_rrf_animal_sources",
                    "rankagg.fuse({source: {class, breed, division, drive or show: {animal: score}}}, method='rrf'): "
                    "four sources, six classes, breeds, divisions, drives and shows ('class:2026-lcf/market-steer/4'), "
                    "animals as 'eid:840003212345678/back-217'"),
            "borda": ("u66a_borda_animals_missing_carcass",
                      "rankagg.fuse(..., method='borda'): an animal sold as a feeder has no carcass data, one "
                      "scratched before the sale no sale price"),
            "combsum": ("u66a_combsum_coarse_sale_prices",
                        "rankagg.fuse(..., method='combsum'): the premium sale's prices scaled at one decimal (many "
                        "ties) beside the judge's placings and the carcass merit"),
            "fuser": ("u66a_weighted_fuser_judge_placings",
                      "rankagg.Fuser('rrf', weights=...) per class: the judge's placings count 1.5, the rate of gain "
                      "0.5"),
            "frame": ("u66a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the office's results sheet, "
                      "a row per class, animal and source"),
            "evaluate": ("u66a_evaluate_state_show_results",
                         "rankagg.evaluate(fused ranking, the state junior show's official results, ['nDCG@5', 'AP', "
                         "'P@3']): does the fused board put first the animals the state show placed highest"),
            "lone": ("u66a_one_source_breeding_ewe_class",
                     "rankagg.fuse(..., method='rrf'): a breeding ewe class only the judge placed (no carcass, no "
                     "sale) beside classes every source covers"),
            "cli_rrf": ("u66a_cli_rrf_runs",
                        "rankagg fuse judge_placings.run carcass_merit.run rate_of_gain.run --method rrf -o "
                        "livestock_board.run: one run per source, classes, breeds, divisions, drives and shows as "
                        "queries"),
            "cli_borda": ("u66a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the judge's placings "
                          "count double)"),
            "cli_combsum": ("u66a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four animals a class pays premiums to"),
            "cli_evaluate": ("u66a_cli_evaluate_state_show_results_qrels",
                             "rankagg evaluate livestock_board.run --qrels state_show_results.qrels -m ndcg_cut.5 -m "
                             "map: the fused board against the state junior show's official results (0-2)"),
            "cli_parquet": ("u66a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o livestock_board.parquet: gzipped runs from the "
                            "office's nightly jobs, a Parquet table for the fair's results page")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u66a_showorks_mdb_as_run", "the fair's ShoWorks data file, a Microsoft Access database (00 01 00 00, "
         "'Standard Jet DB', Jet 4, the RC4-masked header)", "lincoln_county_fair_2026.mdb", _SHOWORKS_MDB, "Access",
         "lincoln_county_fair_2026.mdb"),
        ("u66a_market_news_json_as_run", "a USDA Market News auction report saved from the MARS API (JSON: "
         "reportSection, reportSections, stats, results with slug_id, report_title, avg_weight, avg_price, "
         "head_count)", "ams_1895_report_detail.json", _MARKET_NEWS_JSON, "Market News",
         "ams_1895_report_detail.json:1"),
        ("u66a_carcass_csv_as_run", "the carcass contest's sheet saved from Excel as CSV UTF-8 (a byte-order mark, "
         "Back, Exhibitor, Breed, Live Wt, HCW, Dress %, REA, Fat, KPH %, YG, Marbling, QG, Carcass Rank, DOS line "
         "ends)", "carcass_contest_2026.csv", _CARCASS_CSV, "carcass", "carcass_contest_2026.csv:1"),
        ("u66a_digistar_eid_csv_as_run", "the Digi-Star indicator's EID weigh-in records (EID CSV data: 'A 00000 0 "
         "840 ...', the weight, LB, $, GR, the date, the time, a code)", "digistar_weighin_steers.csv", _DIGISTAR_CSV,
         "Digi-Star", "digistar_weighin_steers.csv:1"),
        ("u66a_allflex_reads_as_run", "the Allflex panel reader's tag reads at check-in ('LA 840' and twelve digits a "
         "line)", "checkin_tag_reads.txt", _ALLFLEX_READS, "Allflex", "checkin_tag_reads.txt:1"),
        ("u66a_typed_placing_card_as_run", "a judge's placing card typed by the office (four fields a line: class, "
         "back number, breed, place)", "placings_ms4.txt", _PLACING_CARD, "placing card", "placings_ms4.txt:1"),
        ("u66a_typed_showmanship_as_run", "a showmanship score sheet typed by the office (six fields a line: "
         "division, judge, back number, place, score, round)", "showmanship_senior_j2.txt", _SHOWMANSHIP,
         "showmanship", "showmanship_senior_j2.txt:1"),
        ("u66a_typed_sale_order_as_run", "the premium sale order typed by the office (six fields a line: lot, back "
         "number, species, weight, price a pound, buyer)", "sale_order_steers.txt", _SALE_ORDER, "sale order",
         "sale_order_steers.txt:1"),
        ("u66a_registration_pdf_as_run", "a breed association's registration certificate an exhibitor uploaded "
         "(PDF: '%PDF-1.7', objects, a cross-reference table, '%%EOF')", "registration_P44118203.pdf",
         _CERTIFICATE_PDF, "PDF", "registration_P44118203.pdf")],
        one_run=("judge_placings.run", _ONE_RUN), stem="livestock_board",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; an Access database or a PDF read as lines gives no ranking: named by what "
                   "it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u66a_typed_placing_card_as_qrels", "placings_ms4.txt", _PLACING_CARD, "placing card"),
        ("u66a_typed_weigh_in_as_qrels", "weigh_in_steers.txt", _WEIGH_IN, "weigh-in"),
        ("u66a_carcass_csv_as_qrels", "carcass_contest_2026.csv", _CARCASS_CSV, "carcass"),
        ("u66a_market_news_json_as_qrels", "ams_1895_report_detail.json", _MARKET_NEWS_JSON, "Market News")],
        one_run=("judge_placings.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u66a_out_agshow_sho", "livestock_board.sho",
         "an AgShow show data file (a year's schedule, entries and results in one '.sho' file)"),
        ("u66a_out_showorks_swkdb", "livestock_board.swkdb",
         "a ShoWorks program file (ShoWorks 2020.swkdb, which keeps the fair's custom reports)"),
        ("u66a_out_4hplus_ebd", "livestock_board.ebd", "a 4HPlus! encrypted backup or exchange file (4hback.ebd)"),
        ("u66a_out_market_news_json", "ams_1895_report_detail.json",
         "a USDA Market News report as the office's script saves it (ams_SLUG_report_detail.json)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=66"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u66a_api_market_news_dict",
            "rankagg.fuse(json.load(ams_1895_report_detail.json)): a USDA Market News report loaded in Python given "
            "as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('m.json')), method='rrf')\n",
            "Market News", why="a run maps a query to {document: score}; the file is a MARS API answer, its report "
            "section, the sections' names, row counts and the rows (strings and numbers side by side)",
            files={"m.json": _MARKET_NEWS_JSON}),
        bad("u66a_api_carcass_csv_frame",
            "rankagg.fuse(pd.read_csv(carcass_contest_2026.csv)): the carcass contest's sheet given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('c.csv'), method='borda')\n",
            "carcass", why="a table of runs has qid, docid, run and score columns; the carcass sheet has an animal per "
            "row (Back, Exhibitor, Breed, Live Wt, HCW, ..., QG, Carcass Rank)", files={"c.csv": _CARCASS_CSV}),
    ]
    return cases
