"""Issue 45's eighty-third bar of scripts/reliability_matrix.py, a beekeepers' association's honey show judges and its
hive-monitoring research group, ranking show entries per class and show, and colonies per apiary and season, from
judges' points, hive weights, mite counts and inspection scores (its cases, ids ``u83b_``, registered in its
``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's. (Written
by a persona session, before any of its recognisers existed.)

The team's day: a show class, a show's championship, an apiary's season is a query
(``show:honeyshow/2024/class/12/light-extracted`` the entries of one class of the 2024 show;
``apiary:beep/location/311/2024/summer`` the colonies of one BEEP apiary (location) over a season) and each show entry
or colony a document (``entry:honeyshow/2024/1207`` the entry by its show number; ``colony:beep/hive/4217`` a colony by
its BEEP hive id); the runs are the judges' points, the hive weights (BEEP's weight_kg), the mite counts (inverted:
fewer mites, higher) and the inspection scores, turned to scores in [0, 1] at four decimals. They are fused with RRF,
Borda and CombSUM, the judges' points weighted highest (the show's own verdict, signed by each class's judge), and
judged against the show committee's and research group's verdicts (2 an entry placed first or a colony in its apiary's
top two, 1 a placed entry or a sound colony, 0 otherwise). The mistakes and odd files: the field's own files given where
runs or qrels are read (BEEP's API answers for the hives, a hive's inspections, the inspection checklists and a device's
measurements, BEEP's Excel export, a hive sound recording as WAV, and the mite counts, a judging sheet, the class
results and an inspection sheet as typed), and outputs named for the field's files (BEEP's Excel export and sensor data
CSV by BEEP's own file names, a hive recording .wav, a saved BEEP hives answer .beep.json). (Left out, as they could not
be checked byte for byte: BroodMinder's CSV exports (MyBroodMinder's user guide,
docs/en/50_mybroodminder_v5j_exporting.md, names the device, dashboard and researcher CSV downloads but shows no column;
no stored export); BEEP's sensor data CSV as a file's content (ExportController writes '"time";...' with each column
headed by its physical quantity's name and unit, which live in BEEP's database, not its code: so it is used only as an
output's name); beekeeping record apps' exports (Apiary Book's or HiveTracks' CSVs: no stored export or documentation);
hive scale loggers' own files (no stored spec); show software's entry lists (associations type them, no tool's format).
So the API case given as a pandas frame is a frame of BEEP's inspections answer (pandas.DataFrame of its records), not a
frame read from a CSV: no beekeeping tool's CSV could be checked. No beekeeping file suffix of its own could be verified
either: the outputs are named as BEEP names its exports (ExportController: strtolower(APP_NAME)-export-user-{id}-{20
random}.xlsx and beep-export-device-id-{id}-sensor-data-{start}-{end}-{10 random}.csv), a .wav recording and a saved
answer.)

BEEP's answers have the shape of its API's documented responses (beepnl/BEEP, app/Http/Controllers/Api:
HiveController@index's @response: {"hives": [{id, location_id, hive_type_id, color, name, created_at, type, location,
attention, impression, reminder, reminder_date, inspection_count, sensors, owner, layers [{id, order, color, type,
framecount}], queen}]}; InspectionsController@hive's @response: {"inspections": [{id, notes, reminder, reminder_date,
impression, attention, created_at, checklist_id, image_id, owner, thumb_url, hive_id}], "items_by_date": [{anc, name,
type, range, items [{id, value, inspection_id, category_id, val, unit, type} or ""]}]}; InspectionsController@lists's
@response: {"checklists": [{id, type, name, description, created_at, updated_at, category_ids, required_ids, owner,
researches}]} and the code's "checklist" after it; MeasurementController@data's answer: {id, interval,
relative_interval, index, timeGroup, resolution, measurements [{time, and each sensor's abbreviation: t_i, weight_kg}],
sensorDefinitions, cacheSensorNames}, the times as InfluxDB writes them, RFC 3339), written as Laravel's
response()->json writes them: compact, slashes escaped, non-ASCII as \\u escapes. BEEP's Excel export is written by
PhpSpreadsheet's Xlsx writer (ExportController::export, its first sheet titled 'Meta data'): a ZIP (PK 03 04) of the
OOXML parts, [Content_Types].xml first, then _rels/.rels and the workbook (the order most writers use; PhpSpreadsheet's
own order was not checked). The hive recording is a RIFF/WAVE file as audio recorders write it: 'RIFF', its size,
'WAVE', the 'fmt ' chunk (16 bytes: PCM 1, mono, 48 kHz, 16 bits) and the 'data' chunk.

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

EIGHTYTHIRD_BEEKEEPING = ("45 Unseen inputs: an eighty-third bar, a beekeepers' association's honey show judges and "
                          "hive-monitoring research group ranking show entries per class and show, and colonies per "
                          "apiary and season, from judges' points, hive weights, mite counts and inspection scores "
                          "(BEEP's API answers and Excel export, hive sound recordings, and mite counts, judging "
                          "sheets, class results and inspection sheets as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['judges_points', 'hive_weights', 'mite_counts', 'inspection_scores'],
    items=['entry:honeyshow/2024/1207', 'colony:beep/hive/4217', 'entry:honeyshow/2024/1212',
           'colony:beep/hive/4221', 'entry:honeyshow/2024/1219', 'colony:beep/hive/4230',
           'entry:honeyshow/2024/1225', 'colony:beep/hive/4236'],
    queries=['show:honeyshow/2024/class/12/light-extracted', 'show:honeyshow/2024/class/15/comb-honey',
             'show:honeyshow/2024/championship', 'apiary:beep/location/311/2024/summer',
             'apiary:beep/location/318/2024/summer', 'apiary:beep/location/311/2024/autumn'],
    suffix='/rejudged', generator='show_and_apiary_rankings', judgements='committee_verdicts'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "show_and_apiary_rankings", "show_and_apiary_rankings.run")

_RECS3 = ["judges_points", "hive_weights", "mite_counts"]
_OUT = ("show_and_apiary_rankings.run",)
_ONE_RUN = ("show:honeyshow/2024/class/12/light-extracted Q0 entry:honeyshow/2024/1207 1 0.9412 judges_points\n"
            "show:honeyshow/2024/class/12/light-extracted Q0 entry:honeyshow/2024/1212 2 0.8873 judges_points\n")


def _laravel(document: object) -> str:
    """As Laravel's response()->json writes it (json_encode, options 0): compact, '/' as '\\/', non-ASCII escaped."""
    return json.dumps(document, ensure_ascii=True, separators=(",", ":")).replace("/", "\\/")


# the team's files, as BEEP's API answers, as BEEP exports, as recorders write, as typed
# BEEP's hives (GET api/hives, HiveController@index): the documented @response's keys in its order
def _hive(hid: int, name: str, inspections: int, sensors: list[int]) -> dict:
    return {"id": hid, "location_id": 311, "hive_type_id": 43, "color": "#FABB13", "name": name,
            "created_at": "2023-04-02 10:12:41", "type": "spaarkast", "location": "", "attention": None,
            "impression": 3, "reminder": None, "reminder_date": None, "inspection_count": inspections,
            "sensors": sensors, "owner": True,
            "layers": [{"id": hid * 10 + 1, "order": 0, "color": "#FABB13", "type": "brood", "framecount": 10},
                       {"id": hid * 10 + 2, "order": 1, "color": "#FABB13", "type": "honey", "framecount": 10}],
            "queen": None}


_HIVES = _laravel({"hives": [_hive(4217, "Hive 7", 14, [1893]), _hive(4221, "Hive 9", 12, [1894]),
                             _hive(4230, "Hive 12", 11, []), _hive(4236, "Hive 15", 9, [])]})
_HIVES_NAME = "hives.json"

# BEEP's inspections of a hive (GET api/inspections/hive/{hive_id}, InspectionsController@hive): inspections, then
# items_by_date, a row per checklist item with a cell per inspection ("" where the inspection has no value)
_INSPECTIONS = _laravel({
    "inspections": [
        {"id": 20931, "notes": "Supers on, queen seen", "reminder": None, "reminder_date": None, "impression": 3,
         "attention": 0, "created_at": "2024-06-18 14:05:00", "checklist_id": 829, "image_id": None, "owner": True,
         "thumb_url": None, "hive_id": 4217},
        {"id": 20874, "notes": None, "reminder": None, "reminder_date": None, "impression": 2, "attention": None,
         "created_at": "2024-06-04 13:40:00", "checklist_id": 829, "image_id": None, "owner": True,
         "thumb_url": None, "hive_id": 4217}],
    "items_by_date": [
        {"anc": None, "name": "Bee colony", "items": None},
        {"anc": "Bee colony > Brood > ", "name": "Pattern consistency", "type": "score", "range": "min: 1 - max: 5",
         "items": [{"id": 88412, "value": "4", "inspection_id": 20931, "category_id": 279, "val": "4", "unit": None,
                    "type": "score"},
                   {"id": 88301, "value": "3", "inspection_id": 20874, "category_id": 279, "val": "3", "unit": None,
                    "type": "score"}]},
        {"anc": "Bee colony > Brood > Status > ", "name": "Eggs", "type": "boolean", "range": None,
         "items": ["", {"id": 88302, "value": "1", "inspection_id": 20874, "category_id": 270, "val": "Yes",
                        "unit": None, "type": "boolean"}]}]})
_INSPECTIONS_NAME = "inspections_hive_4217.json"

# BEEP's measurements of a device (GET api/sensors/measurements, MeasurementController@data): a week at BEEP's
# hourly resolution, each row the InfluxDB time and the sensors' abbreviations (t_i inside temperature, weight_kg)
_MEASUREMENTS = _laravel({"id": 1893, "interval": "week", "relative_interval": False, "index": 0, "timeGroup": "week",
                          "resolution": "1h", "measurements": [
                              {"time": "2024-06-10T00:00:00Z", "t_i": 34.81, "weight_kg": 48.72},
                              {"time": "2024-06-10T01:00:00Z", "t_i": 34.77, "weight_kg": 48.69},
                              {"time": "2024-06-10T02:00:00Z", "t_i": 34.74, "weight_kg": 48.66}],
                          "sensorDefinitions": [], "cacheSensorNames": False})
_MEASUREMENTS_NAME = "measurements_device_1893.json"

# BEEP's inspection checklists (GET api/inspections/lists, InspectionsController@lists): the documented @response's
# checklists, then the checklist asked for (its categories as a tree: left out, null for a checklist without them)
_CHECKLISTS = _laravel({"checklists": [
    {"id": 829, "type": "beep_v2_copy", "name": "Beep v2 - research@honeyshow.org", "description": None,
     "created_at": "2024-03-11 18:30:02", "updated_at": "2024-04-02 19:58:47",
     "category_ids": [149, 771, 963, 964, 965, 966, 263, 265, 270, 276, 279], "required_ids": [], "owner": True,
     "researches": []}], "checklist": None})
_CHECKLISTS_NAME = "inspection_lists.json"


def _beep_xlsx() -> bytes:
    """BEEP's data export as PhpSpreadsheet's Xlsx writer writes it (ExportController::export): a ZIP, its first
    member [Content_Types].xml, then _rels/.rels, the workbook and its rels, the first sheet 'Meta data' (A1 the
    title, A3 'BEEP data export'), the second 'Inspections'."""
    ns = "http://schemas.openxmlformats.org"
    parts = [
        ("[Content_Types].xml", '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
         f'<Types xmlns="{ns}/package/2006/content-types"><Default Extension="rels" '
         'ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" '
         'ContentType="application/xml"/><Override PartName="/xl/workbook.xml" '
         'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
         '<Override PartName="/xl/worksheets/sheet1.xml" '
         'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>'),
        ("_rels/.rels", '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
         f'<Relationships xmlns="{ns}/package/2006/relationships"><Relationship Id="rId1" '
         f'Type="{ns}/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>'
         '</Relationships>'),
        ("xl/workbook.xml", '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
         f'<workbook xmlns="{ns}/spreadsheetml/2006/main" xmlns:r="{ns}/officeDocument/2006/relationships">'
         '<sheets><sheet name="Meta data" sheetId="1" r:id="rId1"/><sheet name="Inspections" sheetId="2" '
         'r:id="rId2"/></sheets></workbook>'),
        ("xl/_rels/workbook.xml.rels", '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
         f'<Relationships xmlns="{ns}/package/2006/relationships"><Relationship Id="rId1" '
         f'Type="{ns}/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>'
         '</Relationships>'),
        ("xl/worksheets/sheet1.xml", '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
         f'<worksheet xmlns="{ns}/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is>'
         '<t>Export of user 1234</t></is></c></row><row r="3"><c r="A3" t="inlineStr"><is><t>BEEP data export</t>'
         '</is></c></row></sheetData></worksheet>')]
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, text in parts:
            archive.writestr(zipfile.ZipInfo(name, date_time=(2024, 10, 2, 9, 14, 0)), text.encode("utf-8"),
                             compress_type=zipfile.ZIP_DEFLATED)
    return buffer.getvalue()


_XLSX = _beep_xlsx()
_XLSX_NAME = "beep-export-user-1234-qT7vKc2LmW9xRb4NzH1p.xlsx"


def _hive_recording() -> bytes:
    """A hive's sound as an audio recorder writes it (RIFF/WAVE, PCM): 'RIFF', the size less 8, 'WAVE', the 'fmt '
    chunk (16 bytes: format 1, one channel, 48000 Hz, 96000 bytes a second, block 2, 16 bits), then 'data', its size
    and the samples (a 250 Hz hum, little-endian int16)."""
    samples = b"".join(struct.pack("<h", (1200, 2100, 1200, 0, -1200, -2100, -1200, 0)[i % 8]) for i in range(480))
    fmt = struct.pack("<4sIHHIIHH", b"fmt ", 16, 1, 1, 48000, 96000, 2, 16)
    data = struct.pack("<4sI", b"data", len(samples)) + samples
    return struct.pack("<4sI4s", b"RIFF", 4 + len(fmt) + len(data), b"WAVE") + fmt + data


_WAV = _hive_recording()
_WAV_NAME = "20240611_060000.WAV"

# the mite counts as typed by the research group from the sampling sheets: date, apiary, hive, method, bees in the
# sample, mites counted: six fields
_MITES = ("2024-08-12 Home H07 alcohol-wash 300 4\n2024-08-12 Home H09 alcohol-wash 300 11\n"
          "2024-08-12 Orchard H12 sugar-roll 300 7\n2024-08-13 Orchard H15 sticky-board 72h 38\n")
# a judge's sheet as typed by the show secretary: class, entry number, judge's initials, points: four fields
_JUDGING = "12 1207 JW 92\n12 1212 JW 88\n12 1219 JW 81\n12 1225 JW 74\n"
# the class results as typed for the show's results board: class, place, entry, exhibitor, points, award: six fields
_RESULTS = ("12 1 1207 M0341 92 First\n12 2 1212 M0117 88 Second\n12 3 1219 M0298 81 Third\n"
            "12 4 1225 M0402 74 VHC\n")
# an inspection sheet as typed by the research group: hive, frames of bees, frames of brood, temper (1-5): four
_INSPECTION_SHEET = "H07 14 8 5\nH09 12 7 4\nH12 9 5 4\nH15 7 4 2\n"


def eightythird_bar_beekeeping_cases() -> list[Case]:
    G = EIGHTYTHIRD_BEEKEEPING
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="show_and_apiary_rankings", judgements="committee_verdicts", runs=_RECS3,
        stem="show_and_apiary_rankings", outputs=_OUT, item="entry or colony", rounded="inspection_scores",
        weights="{'judges_points': 2.0, 'hive_weights': 1.0, 'mite_counts': 1.5, 'inspection_scores': 0.5}",
        lone_query="R['inspection_scores']['apiary:beep/location/325/2024/queen-rearing'] = "
                   "{'colony:beep/hive/4217': 0.9, 'colony:beep/hive/4221': 0.4}\n",
        trust="judges_points 2\nhive_weights 1\nmite_counts 1\n",
        trust_dict="{'judges_points': 2, 'hive_weights': 1, 'mite_counts': 1}",
        texts={
            "rrf": ("u83b_rrf_show_and_apiary_rankings",
                    "rankagg.fuse({source: {class or apiary season: {entry or colony: score}}}, method='rrf'): the "
                    "judges' points, hive weights, mite counts and inspection scores, six rankings "
                    "('apiary:beep/location/311/2024/summer'), colonies as 'colony:beep/hive/4217'"),
            "borda": ("u83b_borda_colony_absent",
                      "rankagg.fuse(..., method='borda'): a colony with no scale under it or an entry the judge "
                      "disqualified has no score from some sources"),
            "combsum": ("u83b_combsum_rounded_inspection_scores",
                        "rankagg.fuse(..., method='combsum'): the inspection scores kept to one decimal (many ties) "
                        "beside the judges' points and the hive weights"),
            "fuser": ("u83b_weighted_fuser_judges_points",
                      "rankagg.Fuser('rrf', weights=...) per class, show and apiary season: the judges' points "
                      "count 2, as each class's result is signed by its judge"),
            "frame": ("u83b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the group's sheet, a row "
                      "per class or apiary season, entry or colony and source"),
            "evaluate": ("u83b_evaluate_committee_verdicts",
                         "rankagg.evaluate(fused ranking, the committee's verdicts, ['nDCG@5', 'AP', 'P@3']): does "
                         "the fused ranking put the first-placed entries and each apiary's top two colonies first"),
            "lone": ("u83b_inspection_only_queen_rearing_apiary",
                     "rankagg.fuse(..., method='rrf'): a queen-rearing apiary only the inspection scores cover, "
                     "beside classes and apiaries every source covers"),
            "cli_rrf": ("u83b_cli_rrf_runs",
                        "rankagg fuse judges_points.run hive_weights.run mite_counts.run --method rrf -o "
                        "show_and_apiary_rankings.run: one run per source, classes and apiary seasons as queries"),
            "cli_borda": ("u83b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the judges' points "
                          "count double)"),
            "cli_combsum": ("u83b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: first to fourth (VHC), the places a class "
                            "card shows"),
            "cli_evaluate": ("u83b_cli_evaluate_committee_verdicts_qrels",
                             "rankagg evaluate show_and_apiary_rankings.run --qrels committee_verdicts.qrels -m "
                             "ndcg_cut.5 -m map: the fused ranking against the committee's verdicts (0-2)"),
            "cli_parquet": ("u83b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o show_and_apiary_rankings.parquet: gzipped runs "
                            "from the group's scripts, a Parquet table for the association's newsletter")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u83b_beep_hives_as_run", "an apiary's hives as BEEP's API answers them (JSON: hives, each id, location_id, "
         "hive_type_id, color, name, ..., inspection_count, sensors, owner, layers, queen)", _HIVES_NAME, _HIVES,
         "BEEP", f"{_HIVES_NAME}:1"),
        ("u83b_beep_inspections_as_run", "a hive's inspections as BEEP's API answers them (JSON: inspections id, "
         "notes, impression, created_at, checklist_id, hive_id, then items_by_date anc, name, type, range, items)",
         _INSPECTIONS_NAME, _INSPECTIONS, "BEEP", f"{_INSPECTIONS_NAME}:1"),
        ("u83b_beep_measurements_as_run", "a hive scale's week as BEEP's API answers it (JSON: id, interval, "
         "relative_interval, index, timeGroup, resolution, measurements time, t_i, weight_kg, sensorDefinitions)",
         _MEASUREMENTS_NAME, _MEASUREMENTS, "BEEP", f"{_MEASUREMENTS_NAME}:1"),
        ("u83b_beep_checklists_as_run", "the group's inspection checklists as BEEP's API answers them (JSON: "
         "checklists id, type, name, description, created_at, updated_at, category_ids, required_ids, owner, "
         "researches, then checklist)", _CHECKLISTS_NAME, _CHECKLISTS, "BEEP", f"{_CHECKLISTS_NAME}:1"),
        ("u83b_beep_xlsx_export_as_run", "the group's BEEP data export (.xlsx: a ZIP, PK 03 04, [Content_Types].xml "
         "first, sheets 'Meta data' and 'Inspections')", _XLSX_NAME, _XLSX, "Excel", _XLSX_NAME),
        ("u83b_hive_recording_wav_as_run", "a hive's sound recording left in the research folder (WAV: RIFF, WAVE, "
         "'fmt ' PCM mono 48 kHz 16 bits, 'data')", _WAV_NAME, _WAV, "WAV", _WAV_NAME),
        ("u83b_mite_counts_as_run", "the mite counts as typed (six fields a line: date, apiary, hive, method, bees "
         "sampled, mites)", "mite_counts.txt", _MITES, "mite count", "mite_counts.txt:1"),
        ("u83b_judging_sheet_as_run", "a judge's sheet as typed by the show secretary (four fields a line: class, "
         "entry, judge, points)", "judging_sheet_class12.txt", _JUDGING, "judging sheet",
         "judging_sheet_class12.txt:1"),
        ("u83b_class_results_as_run", "the class results as typed for the results board (six fields a line: class, "
         "place, entry, exhibitor, points, award)", "class_results.txt", _RESULTS, "class results",
         "class_results.txt:1")],
        one_run=("judges_points.run", _ONE_RUN), stem="show_and_apiary_rankings",
        text_why="trec_eval refuses a line of other than six fields, and a typed class result's six are a class, a "
                 "place, an entry, an exhibitor, points and an award, not a run's; the file is the field's own, "
                 "named by what it is (a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a WAV recording or an Excel workbook read as lines gives no ranking: named "
                   "by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u83b_judging_sheet_as_qrels", "judging_sheet_class12.txt", _JUDGING, "judging sheet"),
        ("u83b_inspection_sheet_as_qrels", "inspection_sheet.txt", _INSPECTION_SHEET, "inspection sheet"),
        ("u83b_beep_inspections_as_qrels", _INSPECTIONS_NAME, _INSPECTIONS, "BEEP"),
        ("u83b_beep_hives_as_qrels", _HIVES_NAME, _HIVES, "BEEP")],
        one_run=("judges_points.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u83b_out_beep_export_xlsx", "beep-export-user-1234-Hx82LpQz0aVt5KmN3cRw.xlsx",
         "BEEP's data export (Excel .xlsx)"),
        ("u83b_out_beep_sensor_data_csv", "beep-export-device-id-1893-sensor-data-2024-04-01-2024-09-30-Zr4Tq8WnYb.csv",
         "BEEP's sensor data export (.csv)"),
        ("u83b_out_hive_recording_wav", "20240612_060000.wav", "a hive sound recording (.wav)"),
        ("u83b_out_beep_hives_json", "hives.beep.json", "a saved BEEP hives answer (JSON)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=83"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u83b_api_beep_measurements_document",
            "rankagg.fuse(json.load(measurements_device_1893.json)): a hive scale's week as BEEP's API answers it, "
            "loaded in Python, given as the runs",
            f"import json, rankagg\nrankagg.fuse(json.load(open('{_MEASUREMENTS_NAME}', encoding='utf-8')), "
            "method='rrf')\n",
            "BEEP", why="a run maps a query to {document: score}; BEEP's answer is a device's id, interval, index, "
            "timeGroup and resolution, its measurements a row per hour (time, t_i, weight_kg), then "
            "sensorDefinitions",
            files={_MEASUREMENTS_NAME: _MEASUREMENTS}),
        bad("u83b_api_beep_inspections_frame",
            "rankagg.fuse(pd.DataFrame(inspections of inspections_hive_4217.json)): a hive's inspections as BEEP's "
            "API answers them (id, notes, reminder, reminder_date, impression, attention, created_at, ...) given "
            "as runs",
            "import json, pandas as pd, rankagg\n"
            f"rows = json.load(open('{_INSPECTIONS_NAME}', encoding='utf-8'))['inspections']\n"
            "rankagg.fuse(pd.DataFrame(rows), method='borda')\n",
            "BEEP", why="a table of runs has qid, docid, run and score columns; BEEP's inspections are an inspection "
            "per row: its id, notes, reminder, impression (1-3), attention, date, checklist, image and hive",
            files={_INSPECTIONS_NAME: _INSPECTIONS}),
    ]
    return cases
