"""Issue 45's forty-sixth bar of scripts/reliability_matrix.py, a national federation's results office and a show's
scoring team ranking horse-and-rider combinations per class, phase and show across show software, judges' sheets and
timing (its cases, ids ``u46a_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`,
the runner, the verdicts) are the matrix's.  (Written by a persona session, before any of its recognisers existed.)

The team's day: each class of a show, and each phase of an event (``cls:aachen-2026/cdi4-grand-prix``,
``cls:badminton-2026/cci5l-dressage``) is a query and each horse-and-rider combination, as the start list names it
(back number, rider FEI ID, horse FEI ID), a document (``cmb:142/10093214+105GH21``); the runs are the dressage
judges' percentages at C, E, H and M, scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM,
weighted by each judge's record, and judged against the final placings (2 in the ribbons, 1 qualified for the next
round or the ranking list, 0 eliminated, withdrawn or retired).  The mistakes and odd files: the field's own files
given where runs or qrels are read (Equipe's show results export and its result push, an Equipe start list and
marking sheet, the judges' marks per movement from the scoring PC, the jump-off timing sheet, a GPX track of the
cross-country, the national ranking list as CSV and as a workbook, a dressage score sheet as PDF, the eventing
scoreboard's penalties carried over), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import io
import json
import zipfile

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

FORTYSIXTH_EQUESTRIAN = ("45 Unseen inputs: a forty-sixth bar, a national federation's results office and a show's "
                         "scoring team ranking horse-and-rider combinations per class, phase and show (Equipe results, "
                         "start lists, marking sheets and result pushes, judges' marks per movement, jump-off timing, "
                         "GPX cross-country tracks, national ranking lists as CSV and XLSX, PDF score sheets, eventing "
                         "scoreboards)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['judge_c', 'judge_e', 'judge_h', 'judge_m'],
    items=['cmb:142/10093214+105GH21', 'cmb:117/10011876+104XK17', 'cmb:305/10154432+106BB09',
           'cmb:088/10087702+105CD44', 'cmb:211/10120958+107AA31', 'cmb:064/10049915+104ZT02',
           'cmb:179/10176310+106MM58', 'cmb:233/10102277+105QP11'],
    queries=['cls:aachen-2026/cdi4-grand-prix', 'cls:aachen-2026/cdi4-grand-prix-special',
             'cls:badminton-2026/cci5l-dressage', 'cls:hickstead-2026/csn-1m40-jump-off',
             'cls:nationals-2026/young-horse-6yo-final', 'cls:burghley-2026/cci5l-dressage'],
    suffix='/day-2', generator='percentages', judgements='placings') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "percentages", "placings.run")

_RECS3 = ["judge_c", "judge_e", "judge_h"]
_OUT = ("placings.run",)
_ONE_RUN = ("cls:aachen-2026/cdi4-grand-prix Q0 cmb:142/10093214+105GH21 1 0.7834 judge_c\n"
            "cls:aachen-2026/cdi4-grand-prix Q0 cmb:117/10011876+104XK17 2 0.7412 judge_c\n")

# the team's files, as Equipe, the scoring PC, the timing, the GPS watches and the federation write them (a few lines)
# Equipe's show export (equipe-api examples/results.json): show, competitions, people, horses, clubs, starts with
# 'results' per round (show_jumping: faults, time_faults, time, fence_faults; dressage: judge_by, scoresheet, percent)
_EQUIPE_RESULTS = json.dumps({
    "show": {"id": 4127, "name": "CDI4* Aachen 2026", "starts_on": "2026-06-26", "ends_on": "2026-07-05",
             "currency": "EUR", "foreign_tax": False},
    "competitions": [
        {"id": 27, "name": "CDI4* Grand Prix", "discipline": "D", "horse_pony": "R", "starts_on": "2026-06-27",
         "status": "N", "team": False, "arena": "Deutsche Bank Stadion", "start_time": "09:00", "randomized": True},
        {"id": 31, "name": "1.40 m Table A, jump-off (238.2.2)", "height": "10", "discipline": "H", "horse_pony": "R",
         "starts_on": "2026-06-28", "status": "N", "team": False, "arena": "Hauptstadion", "start_time": "14:00"}],
    "people": [{"id": 10001, "licence": "22768", "first_name": "Anna", "last_name": "Berglund", "fei_id": "10093214",
                "country": "SWE", "club_id": 235}],
    "horses": [{"id": 10001, "name": "Quintessa FRH", "category": "H", "licence": "289458", "country": "GER",
                "fei_id": "105GH21", "born_year": "2014", "sex": "sto", "sire": "Quaterback",
                "dam_sire": "Sandro Hit"}],
    "clubs": [{"id": 235, "name": "Helsingborgs FRK", "logo_id": "0235", "logo_group": "svrf"}],
    "starts": [
        {"id": 10012, "position": 1000.0, "competition_id": 27, "horse_id": 10001, "status": "", "rank": 1,
         "start_no": 142, "rider_id": 10001, "category": "H", "section": "A", "result_preview": "78.340",
         "results": [
             {"type": "dressage", "judge_by": "C", "scoresheet": [7.5, 8.0, 7.5, 8.0, 8.5], "deduction": 0.0,
              "rank": 1, "score": 297.7, "percent": 78.342},
             {"type": "dressage", "judge_by": "E", "scoresheet": [7.0, 8.0, 7.5, 8.0, 8.0], "deduction": 0.0,
              "rank": 2, "score": 294.1, "percent": 77.395}]},
        {"id": 10020, "position": 1004.0, "competition_id": 31, "horse_id": 10001, "status": "", "rank": 3,
         "start_no": 142, "rider_id": 10001, "category": "H", "section": "A", "result_preview": "0/71.24 4/38.02",
         "results": [
             {"type": "show_jumping", "round_no": 1, "faults": 0.0, "time_faults": 0.0, "time": 71.24,
              "fence_faults": 0.0},
             {"type": "show_jumping", "round_no": 2, "faults": 4.0, "time_faults": 0.0, "time": 38.02,
              "fence_faults": 4.0}]}]}, indent=2, ensure_ascii=False) + "\n"
# Equipe's start list (GET /meetings/:meeting_id/competitions/:kq/starts.json, START_AND_RESULT_LIST.md): an array of
# starts, 'st' the start number, 'ord' the order of go, 'rnr' and 'hnr' the rider and horse, 'a' the status
_EQUIPE_STARTS = json.dumps([
    {"rider_name": "Anna Berglund", "rider_name_order": "BerglundAnna", "rider_first_name": "Anna",
     "rider_last_name": "Berglund", "rider_short_name": "A. Berglund", "horse_name": "Quintessa FRH", "horse_no": 142,
     "club_name": None, "logo_id": "SWE", "logo_group": "flags48", "clabb_no": "27", "id": 5, "kq": 27, "ord": 1000,
     "tid": "09:00", "st": 1, "rnr": 10001, "bnr": 10001, "k": "H", "av": "A", "re": 999, "hnr": 10001, "a": "S",
     "lag_id": None, "utt": False, "ord_omh": None},
    {"rider_name": "Jens Hartmann", "rider_name_order": "HartmannJens", "rider_first_name": "Jens",
     "rider_last_name": "Hartmann", "rider_short_name": "J. Hartmann", "horse_name": "Don Cortez 4", "horse_no": 117,
     "club_name": None, "logo_id": "GER", "logo_group": "flags48", "clabb_no": "27", "id": 3, "kq": 27, "ord": 1001,
     "tid": "09:08", "st": 2, "rnr": 10002, "bnr": 10002, "k": "H", "av": "A", "re": 999, "hnr": 10002, "a": "",
     "lag_id": None, "utt": False, "ord_omh": None}], indent=2) + "\n"
# Equipe's result push (POST /meetings/:meeting_id/batch): competitions and starts records, 'grundf'/'grundt' round 1
# faults and time, 'omh1f'/'omh1t' the jump-off, 'or' D eliminated / U retired, 'a' Ö withdrawn
_EQUIPE_BATCH = json.dumps({
    "competitions": {"unique_by": "kq", "records": [{"kq": 31, "grundt": 78, "omh1t": 50}]},
    "starts": {"unique_by": "id", "where": {"competition": {"kq": 31}}, "replace": True, "records": [
        {"ord": 1000, "st": 1, "rnr": 10001, "hnr": 10001, "bnr": 10001, "k": "H", "av": "A", "grundf": 0,
         "grundt": 71.24, "tfg": 0, "omh1f": 4, "omh1t": 38.02, "tf1": 0, "totfel": 4, "re": 3, "rid": True,
         "result_at": "2026-06-28T14:41:07", "premie": 2500, "premie_show": 2500, "rtxt": None, "or": "", "a": ""},
        {"ord": 1001, "st": 2, "rnr": 10002, "hnr": 10002, "bnr": 10002, "k": "H", "av": "A", "grundf": 999,
         "grundt": None, "tfg": None, "omh1f": None, "omh1t": None, "tf1": None, "totfel": 999, "re": 4, "rid": True,
         "result_at": "2026-06-28T14:44:51", "premie": 0, "premie_show": 0, "rtxt": None, "or": "D", "a": ""}]}},
    indent=2, ensure_ascii=False) + "\n"
# an Equipe marking sheet (GET federations/:id/marking_sheets/:id.json, MARKING_SHEET.md): a test's movements with
# their letters ('positions'), texts ('rows'), coefficients and sections (technical, artistic, total_deduction)
_MARKING_SHEET = json.dumps({
    "id": 307, "name": "FEI Grand Prix", "year": "2026", "course_length": "60", "time": "6", "t": "A", "sp": "E",
    "ord": 150, "max_score": 380, "scale": 10, "bridle": "", "deduction": None, "sort_desc": None, "federation": "FEI",
    "items": [
        {"index": 0, "section": "technical", "group_no": "1", "coefficient": 1, "keyword": "",
         "positions": ["A", "X", "XC"], "rows": ["Enter in collected canter", "Halt - Immobility - Salute",
                                                "Proceed in collected trot"]},
        {"index": 1, "section": "technical", "group_no": "2", "coefficient": 1, "keyword": "",
         "positions": ["HXF", "FA"], "rows": ["Extended trot", "Collected trot"]},
        {"index": 2, "section": "artistic", "group_no": "16", "coefficient": 2, "keyword": "Rider",
         "positions": [""], "rows": ["Rider's position and seat; correctness and effect of the aids"]},
        {"index": 3, "section": "total_deduction", "group_no": None, "coefficient": -1, "keyword": "Deduction",
         "positions": [], "rows": []}]}, indent=2) + "\n"
# the scoring PC's judges' marks per movement, one line a mark: movement, judge's letter, mark, coefficient, weighted
# mark, test (six fields, the fourth an integer and the fifth a number: it reads as a TREC run line)
_JUDGES_MARKS = ("1 C 7.5 1 7.5 FEI-GP\n1 E 7.0 1 7.0 FEI-GP\n1 H 7.5 1 7.5 FEI-GP\n2 C 8.0 1 8.0 FEI-GP\n"
                 "2 E 8.0 1 8.0 FEI-GP\n16 C 8.0 2 16.0 FEI-GP\n")
# the timekeeper's jump-off sheet, one line a start: back number, rider FEI ID, horse FEI ID, faults, time, status
_JUMP_OFF = ("142 10093214 105GH21 4 38.02 OK\n117 10011876 104XK17 0 41.37 OK\n305 10154432 106BB09 0 39.85 OK\n"
             "088 10087702 105CD44 999 0 EL\n")
# the federation's national ranking list, as its website exports it
_RANKING_CSV = ("Rank,Rider,Rider FEI ID,Nation,Horse,Horse FEI ID,Shows counted,Points\n"
                "1,Anna Berglund,10093214,SWE,Quintessa FRH,105GH21,8,412.5\n"
                "2,Jens Hartmann,10011876,GER,Don Cortez 4,104XK17,7,398.0\n"
                "3,Marie Lefevre,10154432,FRA,Ulysse de la Roque,106BB09,8,377.5\n")
# the eventing scoreboard, penalties carried over phase to phase: back number, dressage, cross-country, jumping
_EVENTING = ("back_no dressage cross_country jumping\n142 24.3 0.4 4\n117 27.8 0 0\n305 22.9 11.2 8\n")
_GPX = ('<?xml version="1.0" encoding="UTF-8"?>\n'
        '<gpx version="1.1" creator="Garmin Connect" xmlns="http://www.topografix.com/GPX/1/1" '
        'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.topografix.com/GPX/1/1 '
        'http://www.topografix.com/GPX/1/1/gpx.xsd">\n'
        '  <metadata>\n    <name>Burghley CCI5*-L cross-country, back 142</name>\n'
        '    <time>2026-09-05T11:42:10Z</time>\n  </metadata>\n'
        '  <trk>\n    <name>XC 142 Quintessa FRH</name>\n    <type>equestrian</type>\n    <trkseg>\n'
        '      <trkpt lat="52.6401230" lon="-0.4531870"><ele>41.2</ele><time>2026-09-05T11:42:10Z</time></trkpt>\n'
        '      <trkpt lat="52.6403815" lon="-0.4528944"><ele>41.6</ele><time>2026-09-05T11:42:13Z</time></trkpt>\n'
        '    </trkseg>\n  </trk>\n</gpx>\n')


def _pdf() -> bytes:
    """A one-page PDF 1.7 (ISO 32000-1): '%PDF-1.7', a binary comment, the catalog, pages, page and content objects,
    the cross-reference table, the trailer and '%%EOF': the judge at C's score sheet as the scoring PC prints it."""
    text = b"BT /F1 12 Tf 56 780 Td (FEI Grand Prix - Judge at C - Back 142 Quintessa FRH - 78.342 %) Tj ET"
    objects = [b"<< /Type /Catalog /Pages 2 0 R >>", b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
               b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R "
               b"/Resources << /Font << /F1 5 0 R >> >> >>",
               b"<< /Length %d >>\nstream\n" % len(text) + text + b"\nendstream",
               b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"]
    out = b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n"
    offsets = []
    for n, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % n + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % o for o in offsets)
    return out + b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)


def _xlsx() -> bytes:
    """An Office Open XML workbook (ECMA-376: a ZIP, 'PK\\x03\\x04', with [Content_Types].xml, the package and workbook
    relationships, xl/workbook.xml and one worksheet of inline strings): the national ranking list as a workbook."""
    rows = [["Rank", "Rider", "Rider FEI ID", "Horse", "Horse FEI ID", "Points"],
            [1, "Anna Berglund", "10093214", "Quintessa FRH", "105GH21", 412.5],
            [2, "Jens Hartmann", "10011876", "Don Cortez 4", "104XK17", 398.0]]

    def cell(col: int, r: int, v: object) -> str:
        ref = "ABCDEF"[col] + str(r)
        if isinstance(v, (int, float)):
            return f'<c r="{ref}"><v>{v}</v></c>'
        return f'<c r="{ref}" t="inlineStr"><is><t>{v}</t></is></c>'

    sheet = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet '
             'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>'
             + "".join(f'<row r="{r}">' + "".join(cell(c, r, v) for c, v in enumerate(row)) + "</row>"
                       for r, row in enumerate(rows, 1)) + "</sheetData></worksheet>")
    parts = {
        "[Content_Types].xml": '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.'
                               'openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType='
                               '"application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" '
                               'ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType='
                               '"application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
                               '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.'
                               'openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
        "_rels/.rels": '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.'
                       'openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.'
                       'openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"'
                       '/></Relationships>',
        "xl/workbook.xml": '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="http://schemas.'
                           'openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/'
                           'officeDocument/2006/relationships"><sheets><sheet name="Ranking 2026" sheetId="1" '
                           'r:id="rId1"/></sheets></workbook>',
        "xl/_rels/workbook.xml.rels": '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns='
                                      '"http://schemas.openxmlformats.org/package/2006/relationships"><Relationship '
                                      'Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/'
                                      'relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
        "xl/worksheets/sheet1.xml": sheet}
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        for name, text in parts.items():
            z.writestr(zipfile.ZipInfo(name, date_time=(2026, 11, 30, 9, 0, 0)), text)
    return buf.getvalue()


_PDF = _pdf()
_XLSX = _xlsx()


def fortysixth_bar_equestrian_cases() -> list[Case]:
    G = FORTYSIXTH_EQUESTRIAN
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="percentages", judgements="placings", runs=_RECS3, stem="placings", outputs=_OUT,
        item="combination", rounded="judge_m",
        weights="{'judge_c': 1.5, 'judge_e': 1.0, 'judge_h': 1.0, 'judge_m': 0.5}",
        lone_query="R['judge_m']['cls:nationals-2026/pony-club-prelim'] = {'cmb:401/10230011+108PN12': 0.71, "
                   "'cmb:402/10230019+108PN30': 0.64}\n",
        trust="judge_c 2\njudge_e 1\njudge_h 0.5\n",
        trust_dict="{'judge_c': 2, 'judge_e': 1, 'judge_h': 0.5}",
        texts={
            "rrf": ("u46a_rrf_judges_percentages",
                    "rankagg.fuse({judge: {class: {combination: percentage}}}, method='rrf'): the judges at C, E, H "
                    "and M, six classes ('cls:aachen-2026/cdi4-grand-prix'), combinations as "
                    "'cmb:142/10093214+105GH21'"),
            "borda": ("u46a_borda_withdrawn_combinations",
                      "rankagg.fuse(..., method='borda'): a judge has no percentage for a combination withdrawn or "
                      "eliminated before the halt at X"),
            "combsum": ("u46a_combsum_judge_m_one_decimal",
                        "rankagg.fuse(..., method='combsum'): the judge at M's percentages keyed in at one decimal "
                        "(many ties) beside the others"),
            "fuser": ("u46a_weighted_fuser_ground_jury",
                      "rankagg.Fuser('rrf', weights=...) per class: the president of the ground jury at C counts 1.5, "
                      "the judge at M 0.5"),
            "frame": ("u46a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the results office's sheet, "
                      "a row per class, combination and judge"),
            "evaluate": ("u46a_evaluate_final_placings",
                         "rankagg.evaluate(fused ranking, the final placings, ['nDCG@5', 'AP', 'P@3']): does the fused "
                         "ranking put the ribbons first"),
            "lone": ("u46a_one_judge_class",
                     "rankagg.fuse(..., method='rrf'): a pony club preliminary class only the judge at M scored "
                     "beside classes the whole ground jury judged"),
            "cli_rrf": ("u46a_cli_rrf_judge_runs",
                        "rankagg fuse judge_c.run judge_e.run judge_h.run --method rrf -o placings.run: one run per "
                        "judge's position, classes as queries"),
            "cli_borda": ("u46a_cli_borda_ground_jury_weights",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the judge at C "
                          "counts double)"),
            "cli_combsum": ("u46a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four combinations that go through to "
                            "the Grand Prix Special"),
            "cli_evaluate": ("u46a_cli_evaluate_placings_qrels",
                             "rankagg evaluate placings.run --qrels placings.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against the final placings (0-2)"),
            "cli_parquet": ("u46a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o placings.parquet: gzipped runs from the scoring "
                            "PC, a Parquet table for the federation's results site")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u46a_equipe_results_as_run", "Equipe's show results export (show, competitions, people, horses, clubs, "
         "starts with dressage and show_jumping results)", "results.json", _EQUIPE_RESULTS, "Equipe",
         "results.json:1"),
        ("u46a_equipe_start_list_as_run", "an Equipe start list (starts.json: rider_name, horse_name, st, ord, rnr, "
         "hnr)", "starts.json", _EQUIPE_STARTS, "Equipe", "starts.json:1"),
        ("u46a_equipe_batch_as_run", "an Equipe result push (batch: competitions and starts records, grundf, grundt, "
         "omh1f, omh1t)", "batch_kq31.json", _EQUIPE_BATCH, "Equipe", "batch_kq31.json:1"),
        ("u46a_marking_sheet_as_run", "an Equipe marking sheet of the FEI Grand Prix (movements, positions, "
         "coefficients, sections)", "marking_sheet_307.json", _MARKING_SHEET, "marking sheet",
         "marking_sheet_307.json:1"),
        ("u46a_judges_marks_as_run", "the scoring PC's judges' marks per movement (six fields a line: movement, "
         "judge, mark, coefficient, weighted mark, test)", "marks_cdi4_gp.txt", _JUDGES_MARKS, "judges' marks",
         "marks_cdi4_gp.txt:1"),
        ("u46a_jump_off_sheet_as_run", "the timekeeper's jump-off sheet (six fields a line: back number, rider FEI "
         "ID, horse FEI ID, faults, time, status)", "jumpoff_1m40.txt", _JUMP_OFF, "jump-off",
         "jumpoff_1m40.txt:1"),
        ("u46a_ranking_csv_as_run", "the federation's national ranking list (Rank, Rider, Rider FEI ID, Nation, "
         "Horse, Horse FEI ID, Shows counted, Points)", "ranking_list_2026.csv", _RANKING_CSV, "ranking list",
         "ranking_list_2026.csv:1"),
        ("u46a_gpx_track_as_run", "a GPX 1.1 track of the cross-country from a rider's GPS watch (gpx, metadata, "
         "trk, trkseg, trkpt)", "xc_142.gpx", _GPX, "GPX", "xc_142.gpx:2"),
        ("u46a_score_sheet_pdf_as_run", "the judge at C's score sheet as a PDF (%PDF-1.7)", "scoresheet_C_142.pdf",
         _PDF, "PDF", "scoresheet_C_142.pdf"),
        ("u46a_ranking_xlsx_as_run", "the national ranking list as an Excel workbook (.xlsx: a ZIP with "
         "xl/workbook.xml)", "ranking_list_2026.xlsx", _XLSX, "Excel", "ranking_list_2026.xlsx")],
        one_run=("judge_c.run", _ONE_RUN), stem="placings",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a PDF or a workbook read as lines gives no ranking: named by its format")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u46a_eventing_scoreboard_as_qrels", "eventing_scoreboard.txt", _EVENTING, "eventing scoreboard"),
        ("u46a_equipe_start_list_as_qrels", "starts.json", _EQUIPE_STARTS, "Equipe"),
        ("u46a_ranking_csv_as_qrels", "ranking_list_2026.csv", _RANKING_CSV, "ranking list"),
        ("u46a_jump_off_sheet_as_qrels", "jumpoff_1m40.txt", _JUMP_OFF, "jump-off")],
        one_run=("judge_c.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u46a_out_gpx", "placings.gpx", "a GPX track"),
        ("u46a_out_pdf", "placings.pdf", "a PDF score sheet"),
        ("u46a_out_xlsx", "placings.xlsx", "the ranking list workbook"),
        ("u46a_out_json", "results.json", "Equipe's results export")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=32"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u46a_api_equipe_results_dict",
            "rankagg.fuse(json.load(results.json)): Equipe's show results export loaded in Python given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('results.json')), method='rrf')\n",
            "Equipe", why="a run maps a query to {document: score}; Equipe's 'competitions' and 'starts' are lists and "
            "'show' a record of the show", files={"results.json": _EQUIPE_RESULTS}),
        bad("u46a_api_ranking_frame",
            "rankagg.fuse(pd.read_csv(ranking_list_2026.csv)): the national ranking list given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.csv'), method='borda')\n",
            "ranking list", why="a table of runs has qid, docid, run and score columns; the ranking list has a "
            "combination per row with its rank and points", files={"r.csv": _RANKING_CSV}),
    ]
    return cases
