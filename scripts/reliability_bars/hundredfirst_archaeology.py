"""Issue 45's hundred-and-first bar of scripts/reliability_matrix.py, an archaeological excavation's finds and dating
committee, ranking contexts, finds and samples per trench, phase, season and committee vote from stratigraphy,
radiocarbon dates, find densities, specialists' ratings and the committee's votes (its cases, ids ``u101b_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.  (Written by a persona session, before any of its recognisers existed.)

The team's day: a trench's contexts, a phase's samples, a season's finds, a committee meeting's ballots is a query
(``trench:T3/2024/contexts``; ``phase:T3/phase-2/samples``; ``vote:committee/2024-08-30/ballots``) and each context,
find or sample a document (``context:T3/1042``, ``find:T3/1042/SF117``, ``sample:OxA/38211``: the kind, then the
trench and context number, the small find number or the lab's code and number); the runs are OxCal's posterior
agreement, the find densities per litre, the specialists' ratings and the committee's votes, turned to scores in
[0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, OxCal's posteriors weighted highest (every date
modelled against the stratigraphy), and judged against the committee's verdicts (2 a key context or sample of the
phase, 1 a dated or diagnostic one, 0 otherwise).  The mistakes and odd files: the field's own files given where runs
or qrels are read (an OxCal model file (.oxcal) and OxCal's output (.js), Open Context's search answer as a JSON list
(response=uri-meta) and its CSV export, a Leica GSI-16 total station file, a Harris matrix as an LST file (BASP,
Stratify, ArchEd), a trench photo (JPEG) from the same folder, and the committee's ballot, a specialist's rating sheet
and the vote tally as typed), and outputs named for the field's files (an OxCal model .oxcal, a Leica GSI .gsi, a
Stratify LST .lst and Open Context's GeoJSON export, open-context-geojson-export.json).

Where each format was checked: the OxCal model in OxCal's own layout (' Plot()', ' {', Sequence, Boundary, Phase,
R_Date("lab code", BP, error);) as oxcAAR's README and vignette pass it to OxCal; OxCal's output from oxcAAR's test
file tests/testthat/ox_output.js (ocd[0]={};, ocd[0].likelihood={};, calib[0].ref=..., if(!ocd[2]){ocd[2]={};};,
ocd[2].op="R_Date";, ...date=, ...error=, likelihood.range[1][0]=[from, to, %], then model={};), the .js named by
oxcAAR's executeOxcalScript (the model's name + ".js"); Open Context's uri-meta records from open-context-py's
result_records (uri, citation uri, label, project label, project uri, context label, context uri, latitude, longitude,
early bce/ce, late bce/ce, item category), its CSV export's columns and file names from its CSVexporter (URI,
Citation URI, Item Label, Project Label, Project URI, Context, Context URI, Latitude (WGS-84), Longitude (WGS-84),
Early BCE/CE, Late BCE/CE, Item Category, Published Date, Updated Date; open-context-csv-export.csv and
open-context-geojson-export.json); the GSI-16 words from Total Open Station's sample data (leica_gsi16_gurob.gsi: '*'
then 110001+ and a 16-character point id, words separated by a space, a space at the line's end) and the 81..00+,
82..00+, 83..00+ coordinate words (easting, northing, height in mm) from GSI-16 writers' tests; the LST layout from
ArkMatrix's docs/format_lst.md (a dataset line, then per stratum its name at column 1 and indented 'above:',
'contemporary with:', 'equal to:', 'below:' lines, as BASP writes all four).  The JPEG is a camera's first bytes
(SOI, APP1 Exif with a little-endian TIFF header and IFD0's Make, then EOI).  Left out, as they could not be checked
byte for byte: radiocarbon laboratories' reports (each lab's own PDF or sheet, no fixed format); tDAR's exports and API
answers (no stored file or documentation of their columns); the Harris Matrix Composer's files and Stratify's own
project files (no stored spec); OxCal's .log and .txt outputs (named in wrappers, their content not stored).  So the
API case given as a pandas frame is read from Open Context's CSV export."""

from __future__ import annotations

import json
import struct

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

HUNDREDFIRST_ARCHAEOLOGY = ("45 Unseen inputs: a hundred-and-first bar, an archaeological excavation's finds and "
                            "dating committee ranking contexts, finds and samples per trench, phase, season and "
                            "committee vote from stratigraphy, radiocarbon dates, find densities, specialists' "
                            "ratings and the committee's votes (OxCal's model files and outputs, Open Context's "
                            "answers and exports, Leica GSI total station files, LST Harris matrices, trench photos, "
                            "and ballots, rating sheets and vote tallies as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['oxcal_posteriors', 'find_densities', 'specialist_ratings', 'committee_votes'],
    items=['context:T3/1042', 'context:T3/1047', 'find:T3/1042/SF117', 'find:T3/1051/SF124', 'sample:OxA/38211',
           'sample:OxA/38214', 'context:T5/2013', 'find:T5/2013/SF031'],
    queries=['trench:T3/2024/contexts', 'phase:T3/phase-2/samples', 'season:2024/finds',
             'vote:committee/2024-08-30/ballots', 'trench:T5/2024/contexts', 'phase:T5/phase-1/finds'],
    suffix='/revised', generator='dating_ranking', judgements='committee_verdicts'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "dating_ranking", "dating_ranking.run")

_RECS3 = ["oxcal_posteriors", "find_densities", "specialist_ratings"]
_OUT = ("dating_ranking.run",)
_ONE_RUN = ("phase:T3/phase-2/samples Q0 sample:OxA/38211 1 0.9412 oxcal_posteriors\n"
            "phase:T3/phase-2/samples Q0 sample:OxA/38214 2 0.8873 oxcal_posteriors\n")


def _compact(document: object) -> str:
    return json.dumps(document, ensure_ascii=False, separators=(",", ":"))


# the team's files, as OxCal, Open Context, the total station and the matrix tools write them, as typed
# OxCal's model file as OxCal's editor lays it out: Plot(), a Sequence of Boundaries and Phases of R_Dates
_OXCAL_MODEL = (' Plot()\n {\n  Sequence("Trench 3")\n  {\n   Boundary("Start Phase 1");\n   Phase("Phase 1")\n'
                '   {\n    R_Date("OxA-38208", 3512, 28);\n    R_Date("OxA-38209", 3488, 27);\n   };\n'
                '   Boundary("Transition 1/2");\n   Phase("Phase 2")\n   {\n    R_Date("OxA-38211", 3405, 26);\n'
                '    R_Date("OxA-38214", 3379, 29);\n   };\n   Boundary("End Phase 2");\n  };\n };\n')
_OXCAL_MODEL_NAME = "trench3_phases.oxcal"

# OxCal's output for that model (trench3_phases.js): the JavaScript lines OxCal writes, ocd[n] one per element
_OXCAL_JS = (
    'ocd[0]={};\nocd[0].likelihood={};\nocd[0].posterior={};\nocd[0].likelihood.comment=[];\n'
    'ocd[0].likelihood.comment[0]="OxCal v4.4.4 Bronk Ramsey (2021); r:5";\nocd[0].calib=0;\ncalib[0]={};\n'
    'calib[0].ref="Atmospheric data from Reimer et al (2020);";\ncalib[0].start=-55000;\ncalib[0].resolution=5;\n'
    'ocd[0].ref="OxCal v4.4.4 Bronk Ramsey (2021); r:5";\nif(!ocd[7]){ocd[7]={};};\n'
    'ocd[7].ref="OxCal v4.4.4 Bronk Ramsey (2021); r:5";\nocd[7].name="OxA-38211";\nocd[7].op="R_Date";\n'
    'ocd[7].param="3405,26";\nocd[7].level=3;\nocd[7].date=3405;\nocd[7].error=26;\nocd[7].likelihood={};\n'
    'ocd[7].likelihood.comment=[];\nocd[7].likelihood.comment[0]="R_Date(3405,26)";\nocd[7].likelihood.range=[];\n'
    'ocd[7].type="date";\nocd[7].calib=0;\nocd[7].likelihood.range[1]=[];\n'
    'ocd[7].likelihood.range[1][0]=[-1737.5, -1663, 68.3];\nocd[7].likelihood.mean=-1701.2;\n'
    'ocd[7].likelihood.sigma=36.4;\n'
    'model={};\nmodel.element=[];\n'
    'model.element[7]= {op: "R_Date", type: "date", name: "OxA-38211", pos: 7, timepos: 7, lower: -1880.5, '
    'upper: -1590.5, z: NaN, gap: 0, gerror: 0, transition: 0 };\n')
_OXCAL_JS_NAME = "trench3_phases.js"


# Open Context's search answer asked for records only (response=uri-meta): a JSON list, keys in its order
def _oc_record(uuid: str, label: str, context: str, lat: float, lon: float, early: int, late: int,
               category: str) -> dict:
    return {"uri": f"https://opencontext.org/subjects/{uuid}", "citation uri": None, "label": label,
            "project label": "Tell Mahra Excavations",
            "project uri": "https://opencontext.org/projects/8d1b7c3e-5f0a-4e2b-9c61-2a7f4d9e0b15",
            "context label": context,
            "context uri": "https://opencontext.org/subjects/3f9a2c41-7d0e-4b86-a1c5-96e2b8d07f33",
            "latitude": lat, "longitude": lon, "early bce/ce": early, "late bce/ce": late, "item category": category}


_OC_RECORDS = _compact([
    _oc_record("0a4e7d12-9b3c-4f61-8e25-c71d3a90b6f4", "T3 1042 SF117", "Asia/Syria/Tell Mahra/Trench 3/Locus 1042",
               36.41825, 40.75213, -1750, -1650, "Object"),
    _oc_record("5c21f8a9-2e47-4d0b-b3f6-08a9e4c17d52", "T3 1051 SF124", "Asia/Syria/Tell Mahra/Trench 3/Locus 1051",
               36.41827, 40.75216, -1700, -1600, "Object"),
    _oc_record("9e63b0d4-71a5-4c28-95f1-3d4b6c2e8a07", "T5 2013 SF031", "Asia/Syria/Tell Mahra/Trench 5/Locus 2013",
               36.41902, 40.75288, -1900, -1800, "Object")])
_OC_RECORDS_NAME = "opencontext_trench3_finds.json"

# Open Context's CSV export from its search page (its exporter's default columns and file name)
_OC_CSV = ("URI,Citation URI,Item Label,Project Label,Project URI,Context,Context URI,Latitude (WGS-84),"
           "Longitude (WGS-84),Early BCE/CE,Late BCE/CE,Item Category,Published Date,Updated Date\n"
           "https://opencontext.org/subjects/0a4e7d12-9b3c-4f61-8e25-c71d3a90b6f4,,T3 1042 SF117,"
           "Tell Mahra Excavations,https://opencontext.org/projects/8d1b7c3e-5f0a-4e2b-9c61-2a7f4d9e0b15,"
           "Asia/Syria/Tell Mahra/Trench 3/Locus 1042,"
           "https://opencontext.org/subjects/3f9a2c41-7d0e-4b86-a1c5-96e2b8d07f33,36.41825,40.75213,-1750,-1650,"
           "Object,2024-09-12T00:00:00Z,2024-09-14T00:00:00Z\n"
           "https://opencontext.org/subjects/5c21f8a9-2e47-4d0b-b3f6-08a9e4c17d52,,T3 1051 SF124,"
           "Tell Mahra Excavations,https://opencontext.org/projects/8d1b7c3e-5f0a-4e2b-9c61-2a7f4d9e0b15,"
           "Asia/Syria/Tell Mahra/Trench 3/Locus 1051,"
           "https://opencontext.org/subjects/3f9a2c41-7d0e-4b86-a1c5-96e2b8d07f33,36.41827,40.75216,-1700,-1600,"
           "Object,2024-09-12T00:00:00Z,2024-09-14T00:00:00Z\n")
_OC_CSV_NAME = "open-context-csv-export.csv"


def _gsi16(block: int, point: str, east_mm: int, north_mm: int, height_mm: int) -> str:
    """A Leica GSI-16 block: '*', word 11 (the point id, 16 characters), then the coordinate words 81, 82, 83 in mm,
    each word index, four information characters, the sign and 16 characters, a space after every word."""
    return (f"*11{block:04d}+{point.rjust(16, '0')} 81..00+{east_mm:016d} "
            f"82..00+{north_mm:016d} 83..00+{height_mm:016d} \n")


# the total station's day in trench 3: small finds shot in, point id, easting, northing, height: four words a line
_GSI = (_gsi16(1, "T3SF117", 450123456, 4183275432, 52384) + _gsi16(2, "T3SF118", 450124102, 4183276015, 52371)
        + _gsi16(3, "T3SF124", 450125880, 4183274318, 52216))
_GSI_NAME = "T3_20240814.gsi"

# the trench's Harris matrix as an LST file (BASP's layout, all four relationships, 12 spaces of indent)
_LST = ("TMAHRA24\n"
        "1042        Ashy fill of pit 1043\n"
        "            above: 1043\n            contemporary with:\n            equal to:\n            below: 1038\n"
        "1043        Cut of pit\n"
        "            above: 1047, 1051\n            contemporary with:\n            equal to:\n"
        "            below: 1042\n")
_LST_NAME = "trench3_matrix.lst"


def _trench_photo() -> bytes:
    """A trench photo as the site camera writes it (JPEG): SOI, APP1 'Exif\\0\\0' with a little-endian TIFF header
    ('II', 42, IFD0 at 8), IFD0 with one entry, Make (0x010F, ASCII), the string after the IFD, then EOI."""
    make = b"NIKON CORPORATION\x00"
    ifd_end = 8 + 2 + 12 + 4
    tiff = b"II*\x00" + struct.pack("<I", 8) + struct.pack("<H", 1)
    tiff += struct.pack("<HHII", 0x010F, 2, len(make), ifd_end) + struct.pack("<I", 0) + make
    app1 = b"Exif\x00\x00" + tiff
    return b"\xff\xd8" + b"\xff\xe1" + struct.pack(">H", len(app1) + 2) + app1 + b"\xff\xd9"


_JPEG = _trench_photo()
_JPEG_NAME = "T3_1042_section_DSC_0412.JPG"

# the committee's ballot as typed by a member: rank, context, phase, period, votes for, votes against: six fields
_BALLOT = ("1 T3/1042 P2 MBA 7 1\n2 T3/1051 P2 MBA 6 2\n3 T5/2013 P1 EBA 5 3\n4 T3/1047 P1 EBA 4 4\n")
# a specialist's rating sheet as typed (ceramics): find, fabric, diagnostic, rating: four fields a line
_RATINGS = ("SF117 F3 rim 4.5\nSF124 F3 base 3.0\nSF031 F7 handle 4.0\nSF118 F1 body 1.5\n")
# the secretary's vote tally as typed after the meeting: item, sample, for, against, abstain, outcome: six fields
_TALLY = ("1 OxA-38211 8 0 1 accepted\n2 OxA-38214 6 2 1 accepted\n3 OxA-38209 3 5 1 rejected\n"
          "4 OxA-38208 5 3 1 accepted\n")


def hundredfirst_bar_archaeology_cases() -> list[Case]:
    G = HUNDREDFIRST_ARCHAEOLOGY
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="dating_ranking", judgements="committee_verdicts", runs=_RECS3,
        stem="dating_ranking", outputs=_OUT, item="context", rounded="specialist_ratings",
        weights="{'oxcal_posteriors': 2.0, 'find_densities': 0.5, 'specialist_ratings': 1.0, "
                "'committee_votes': 1.5}",
        lone_query="R['find_densities']['trench:T7/2024/test-pit'] = "
                   "{'context:T3/1042': 0.9, 'context:T3/1047': 0.4}\n",
        trust="oxcal_posteriors 2\nfind_densities 1\nspecialist_ratings 1\n",
        trust_dict="{'oxcal_posteriors': 2, 'find_densities': 1, 'specialist_ratings': 1}",
        texts={
            "rrf": ("u101b_rrf_dating_ranking",
                    "rankagg.fuse({source: {trench, phase, season or vote: {context, find or sample: score}}}, "
                    "method='rrf'): OxCal's posteriors, find densities, specialists' ratings and the committee's "
                    "votes, six rankings ('phase:T3/phase-2/samples'), items as 'sample:OxA/38211'"),
            "borda": ("u101b_borda_context_unsampled",
                      "rankagg.fuse(..., method='borda'): a context with no radiocarbon sample or no finds has no "
                      "score from some sources"),
            "combsum": ("u101b_combsum_rounded_ratings",
                        "rankagg.fuse(..., method='combsum'): the specialists' ratings kept to one decimal (many "
                        "ties) beside OxCal's posteriors and the find densities"),
            "fuser": ("u101b_weighted_fuser_oxcal_posteriors",
                      "rankagg.Fuser('rrf', weights=...) per trench, phase, season and vote: OxCal's posteriors "
                      "count 2, as every date is modelled against the stratigraphy"),
            "frame": ("u101b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the committee's sheet, a "
                      "row per trench, phase or vote, context, find or sample and source"),
            "evaluate": ("u101b_evaluate_committee_verdicts",
                         "rankagg.evaluate(fused ranking, the committee's verdicts, ['nDCG@5', 'AP', 'P@3']): does "
                         "the fused ranking put a phase's key contexts and samples first"),
            "lone": ("u101b_densities_only_test_pit",
                     "rankagg.fuse(..., method='rrf'): a test pit only the find densities hold, beside trenches "
                     "and phases every source covers"),
            "cli_rrf": ("u101b_cli_rrf_runs",
                        "rankagg fuse oxcal_posteriors.run find_densities.run specialist_ratings.run --method rrf "
                        "-o dating_ranking.run: one run per source, trenches, phases and votes as queries"),
            "cli_borda": ("u101b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: OxCal's posteriors "
                          "count double)"),
            "cli_combsum": ("u101b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the top four the committee's report "
                            "lists per phase"),
            "cli_evaluate": ("u101b_cli_evaluate_committee_verdicts_qrels",
                             "rankagg evaluate dating_ranking.run --qrels committee_verdicts.qrels -m ndcg_cut.5 "
                             "-m map: the fused ranking against the committee's verdicts (0-2)"),
            "cli_parquet": ("u101b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o dating_ranking.parquet: gzipped runs from the "
                            "dating scripts, a Parquet table for the season's report")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u101b_oxcal_model_as_run", "a trench's phase model as OxCal's model file (.oxcal: ' Plot()', ' {', "
         "Sequence, Boundary, Phase and R_Date(\"OxA-38211\", 3405, 26); lines)", _OXCAL_MODEL_NAME, _OXCAL_MODEL,
         "OxCal", f"{_OXCAL_MODEL_NAME}:1"),
        ("u101b_oxcal_output_as_run", "OxCal's output for that model (.js: ocd[0]={};, calib[0].ref=..., "
         "ocd[7].op=\"R_Date\";, ocd[7].date=3405;, ..., model={};)", _OXCAL_JS_NAME, _OXCAL_JS, "OxCal",
         f"{_OXCAL_JS_NAME}:1"),
        ("u101b_opencontext_records_as_run", "a trench's finds as Open Context's search API answers them with "
         "response=uri-meta (a JSON list of records: uri, citation uri, label, project label, ..., early bce/ce, "
         "late bce/ce, item category)", _OC_RECORDS_NAME, _OC_RECORDS, "Open Context", f"{_OC_RECORDS_NAME}:1"),
        ("u101b_opencontext_csv_as_run", "a trench's finds as Open Context's CSV export (URI, Citation URI, Item "
         "Label, Project Label, ..., Early BCE/CE, Late BCE/CE, Item Category, Published Date, Updated Date)",
         _OC_CSV_NAME, _OC_CSV, "Open Context", f"{_OC_CSV_NAME}:1"),
        ("u101b_leica_gsi_as_run", "the day's small finds shot in by the total station as a Leica GSI-16 file "
         "(four words a line: *110001+ point id, 81..00+ easting, 82..00+ northing, 83..00+ height)", _GSI_NAME,
         _GSI, "GSI", f"{_GSI_NAME}:1"),
        ("u101b_lst_matrix_as_run", "the trench's Harris matrix as an LST file (BASP, Stratify, ArchEd: a dataset "
         "line, then each context and its above:, contemporary with:, equal to:, below: lines)", _LST_NAME, _LST,
         "LST", f"{_LST_NAME}:1"),
        ("u101b_trench_photo_as_run", "a section photo left in the trench's folder (JPEG: FF D8, APP1 Exif with "
         "its TIFF header and the camera's Make, FF D9)", _JPEG_NAME, _JPEG, "JPEG", _JPEG_NAME),
        ("u101b_ballot_as_run", "a committee member's ballot as typed (six fields a line: rank, context, phase, "
         "period, votes for, votes against)", "ballot_member4.txt", _BALLOT, "ballot", "ballot_member4.txt:1"),
        ("u101b_rating_sheet_as_run", "a specialist's rating sheet as typed (four fields a line: find, fabric, "
         "diagnostic part, rating)", "ceramics_ratings.txt", _RATINGS, "rating sheet", "ceramics_ratings.txt:1"),
        ("u101b_vote_tally_as_run", "the committee's vote tally as typed by its secretary (six fields a line: item, "
         "sample, for, against, abstain, outcome)", "vote_tally_20240830.txt", _TALLY, "tally",
         "vote_tally_20240830.txt:1")],
        one_run=("oxcal_posteriors.run", _ONE_RUN), stem="dating_ranking",
        text_why="trec_eval refuses a line of other than six fields, and a typed ballot's six are a rank, a context, "
                 "a phase, a period and two vote counts, not a run's; the file is the field's own, named by what it "
                 "is (a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a JPEG photo's bytes read as lines give no ranking: named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u101b_rating_sheet_as_qrels", "ceramics_ratings.txt", _RATINGS, "rating sheet"),
        ("u101b_leica_gsi_as_qrels", _GSI_NAME, _GSI, "GSI"),
        ("u101b_lst_matrix_as_qrels", _LST_NAME, _LST, "LST"),
        ("u101b_opencontext_csv_as_qrels", _OC_CSV_NAME, _OC_CSV, "Open Context")],
        one_run=("oxcal_posteriors.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u101b_out_oxcal_model_oxcal", "trench3_model.oxcal", "an OxCal model file (.oxcal)"),
        ("u101b_out_leica_gsi", "T3_20240815.gsi", "a Leica GSI total station file (.gsi)"),
        ("u101b_out_lst_matrix", "trench3_matrix.lst", "a Harris matrix LST file (.lst)"),
        ("u101b_out_opencontext_geojson_json", "open-context-geojson-export.json",
         "Open Context's GeoJSON export (JSON)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=101"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u101b_api_opencontext_records_document",
            "rankagg.fuse(json.load(opencontext_trench3_finds.json)): a trench's finds as Open Context's search API "
            "answers them (response=uri-meta), loaded in Python, given as the runs",
            f"import json, rankagg\nrankagg.fuse(json.load(open('{_OC_RECORDS_NAME}', encoding='utf-8')), "
            "method='rrf')\n",
            "Open Context", why="a run maps a query to {document: score}; Open Context's answer is a list of "
            "records, each a find's uri, label, project, context, coordinates, dates and category",
            files={_OC_RECORDS_NAME: _OC_RECORDS}),
        bad("u101b_api_opencontext_csv_frame",
            "rankagg.fuse(pd.read_csv(open-context-csv-export.csv)): a trench's finds as Open Context's CSV export "
            "(URI, Citation URI, Item Label, ..., Early BCE/CE, Late BCE/CE, Item Category, ...) given as runs",
            f"import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('{_OC_CSV_NAME}'), method='borda')\n",
            "Open Context", why="a table of runs has qid, docid, run and score columns; Open Context's export is a "
            "find per row: its URI, label, project, context, coordinates, dates, category and publication dates",
            files={_OC_CSV_NAME: _OC_CSV}),
    ]
    return cases
