"""Issue 45's thirty-second bar of scripts/reliability_matrix.py, a subsurface team ranking drilling prospects per
licence block across prospect models (its cases, ids ``u32a_``, registered in its ``cases()``); the mechanics
(:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written by the lead, in a later
session, before any of its recognisers existed.)

The team's day: each licence block and play (``nsea/34-10/brent``) is a query and each prospect a document by its
name (``pros:gullfaks-sw``); the runs are the volumetrics model's, the basin model's, the geologists' chance of success
and a machine-learned prospectivity model's, scores in [0, 1] at four decimals.  They are fused with RRF, Borda and
CombSUM, weighted by each model's record, and judged against the wells that were drilled (2 discovery, 1 shows, 0
dry).  The mistakes and odd files: the field's own files given where runs or qrels are read (a LAS 2.0 well log, a
SEG-Y volume, a DLIS file, WITSML, a RESQML package, Petrel's well tops, a ZMAP+ grid, an ECLIPSE deck, the NPD's
FactPages), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import io
import zipfile

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

THIRTYSECOND_SUBSURFACE = ("45 Unseen inputs: a thirty-second bar, a subsurface team ranking drilling prospects per "
                           "licence block across prospect models (LAS, SEG-Y, DLIS, WITSML, RESQML, Petrel, ZMAP+, "
                           "ECLIPSE, NPD FactPages)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['volumetrics', 'basin_model', 'geologists', 'prospectivity_ml'],
    items=['pros:gullfaks-sw', 'pros:tordis-n', 'pros:vigdis-e', 'pros:snorre-d', 'pros:statfjord-x', 'pros:visund-s',
           'pros:kvitebjorn-w', 'pros:valemon-n'],
    queries=['nsea/34-10/brent', 'nsea/34-7/brent', 'nsea/34-10/statfjord', 'nsea/33-9/cook', 'nsea/34-8/dunlin',
             'nsea/35-11/fensfjord'],
    suffix='/deep', generator='prospects', judgements='wells') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "prospects", "prospects.run")

_RECS3 = ["volumetrics", "basin_model", "geologists"]
_OUT = ("prospects.run",)
_ONE_RUN = ("nsea/34-10/brent Q0 pros:gullfaks-sw 1 0.91 geologists\nnsea/34-10/brent Q0 pros:tordis-n 2 0.77 "
            "geologists\nnsea/34-10/brent Q0 pros:vigdis-e 3 0.52 geologists\n")
# the team's files, as the logging, seismic and modelling tools write them (a few lines)
_LAS = ("~VERSION INFORMATION\n VERS.                 2.0 :   CWLS LOG ASCII STANDARD -VERSION 2.0\n"
        " WRAP.                  NO :   ONE LINE PER DEPTH STEP\n~WELL INFORMATION\n"
        " STRT.M            1670.0000 :\n STOP.M            1669.7500 :\n STEP.M              -0.1250 :\n"
        " NULL.             -999.2500 :\n WELL.      34/10-A-12 :   WELL\n~CURVE INFORMATION\n"
        " DEPT.M                     :  1  DEPTH\n GR  .GAPI                  :  2  GAMMA RAY\n"
        " RHOB.K/M3                  :  3  BULK DENSITY\n~A  DEPTH     GR       RHOB\n"
        "1670.000   45.21   2450.0\n1669.875   47.80   2461.5\n1669.750   51.02   2470.2\n")
# a SEG-Y file: the 3200-byte textual header in EBCDIC (40 card images 'C 1 ...'), the 400-byte binary header
# (sample interval 4000 us, 4 samples, format 5: IEEE floats), a trace header and one trace
_SEGY = (b"".join(f"C{k:2d} {'CLIENT ACME ENERGY  SURVEY NSEA-34-10 3D' if k == 1 else ''}".ljust(80).encode("cp037")
                  for k in range(1, 41))
         + b"\x00" * 16 + (4000).to_bytes(2, "big") + b"\x00" * 2 + (4).to_bytes(2, "big") + b"\x00" * 2
         + (5).to_bytes(2, "big") + b"\x00" * 374 + b"\x00" * 240 + b"\x3f\x80\x00\x00" * 4)
# a DLIS file's storage unit label: sequence number, 'V1.00', 'RECORD', the maximum record length, the set's name
_DLIS = (b"   1V1.00RECORD08192" + b"Default Storage Set".ljust(60) + b"\x00\x7c\xff\x01\x00\x78\x80\x00"
         + b"\x34FILE-HEADER" + b"\x00" * 100)
_WITSML = ('<?xml version="1.0" encoding="UTF-8"?>\n<logs xmlns="http://www.witsml.org/schemas/1series" '
           'version="1.4.1.1">\n  <log uidWell="W-34-10-A-12" uidWellbore="B-1" uid="L-1">\n'
           '    <nameWell>34/10-A-12</nameWell>\n    <indexType>measured depth</indexType>\n  </log>\n</logs>\n')


def _resqml() -> bytes:
    """A RESQML 2.0 package (.epc): an OPC zip whose content types name RESQML's objects."""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        def put(name: str, text: str) -> None:
            z.writestr(zipfile.ZipInfo(name, date_time=(2026, 11, 27, 8, 0, 0)), text)
        put("[Content_Types].xml", '<?xml version="1.0" encoding="UTF-8"?>\n<Types xmlns="http://schemas.openxmlformats'
            '.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-'
            'package.relationships+xml"/><Override PartName="/obj_IjkGridRepresentation_1.xml" ContentType="applicatio'
            'n/x-resqml+xml;version=2.0;type=obj_IjkGridRepresentation"/></Types>\n')
        put("_rels/.rels", '<?xml version="1.0" encoding="UTF-8"?>\n<Relationships xmlns="http://schemas.openxmlformats'
            '.org/package/2006/relationships"/>\n')
        put("obj_IjkGridRepresentation_1.xml", '<?xml version="1.0"?>\n<resqml2:IjkGridRepresentation xmlns:resqml2='
            '"http://www.energistics.org/energyml/data/resqmlv2"/>\n')
    return buf.getvalue()


_PETREL_TOPS = ('# Petrel well tops\nVERSION 2\nBEGIN HEADER\nX\nY\nZ\nTWT Auto\nWell\nSurface\nEND HEADER\n'
                '456123.50 6789012.30 -2450.50 -2100.20 "34/10-A-12" "Top Brent"\n'
                '456130.10 6789020.70 -2512.80 -2140.60 "34/10-A-12" "Top Dunlin"\n')
_ZMAP = ("! ZMAP+ grid exported by the interpretation system\n@BRENT_DEPTH, GRID, 4\n"
         "15, 1.0E+30, , 4, 1\n3, 4, 456000.0, 458000.0, 6789000.0, 6791000.0\n0.0, 0.0, 0.0\n@\n"
         "  -2450.1234  -2455.5678  -2460.9012  -2466.2345\n  -2451.0000  -2456.0000  -2461.0000  -2466.0000\n"
         "  -2452.0000  -2457.0000  -2462.0000  -2467.0000\n")
_ECLIPSE = ("-- NSEA 34/10 sector model\nRUNSPEC\nTITLE\n   NSEA 34-10 SECTOR\n\nDIMENS\n   46 112 22 /\n\nOIL\nWATER\n"
            "GAS\nDISGAS\n\nMETRIC\n\nSTART\n   1 'JAN' 2027 /\n\nGRID\nINIT\n")
_NPD = ("wlbWellboreName,wlbWell,wlbDrillingOperator,wlbProductionLicence,wlbPurpose,wlbStatus,wlbContent,"
        "wlbEntryDate,wlbCompletionDate,wlbField,wlbTotalDepth,wlbNsDecDeg,wlbEwDesDeg\n"
        "34/10-A-12,34/10-A-12,Equinor Energy AS,050,PRODUCTION,PRODUCING,OIL,12.03.1987,02.06.1987,GULLFAKS,2912.0,"
        "61.1857,2.1897\n")
_CURVES = ("DEPT,GR,RHOB,NPHI,DT\n1670.000,45.21,2450.0,0.21,88.4\n1669.875,47.80,2461.5,0.20,87.9\n"
           "1669.750,51.02,2470.2,0.19,87.1\n")


def thirtysecond_bar_subsurface_cases() -> list[Case]:
    G = THIRTYSECOND_SUBSURFACE
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="prospects", judgements="wells", runs=_RECS3, stem="prospects", outputs=_OUT,
        item="prospects", rounded="geologists",
        weights="{'volumetrics': 1.0, 'basin_model': 1.5, 'geologists': 2.0, 'prospectivity_ml': 0.5}",
        lone_query="R['geologists']['nsea/30-6/oseberg'] = {'pros:oseberg-c': 0.9, 'pros:oseberg-e': 0.4}\n",
        trust="geologists 2\nbasin_model 1.5\nvolumetrics 1\n",
        trust_dict="{'geologists': 2, 'basin_model': 1.5, 'volumetrics': 1}",
        texts={
            "rrf": ("u32a_rrf_models",
                    "rankagg.fuse({model: {block/play: {prospect: score}}}, method='rrf'): four models, six blocks "
                    "('nsea/34-10/brent'), prospects by name ('pros:gullfaks-sw')"),
            "borda": ("u32a_borda_unscored_prospects",
                      "rankagg.fuse(..., method='borda'): the basin model did not score the prospects outside its "
                      "grid"),
            "combsum": ("u32a_combsum_rounded_scores",
                        "rankagg.fuse(..., method='combsum'): the geologists' chance of success at one decimal (many "
                        "ties) beside the models"),
            "fuser": ("u32a_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per block: the geologists count 2, the ML model 0.5"),
            "frame": ("u32a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the portfolio sheet, a row "
                      "per block, prospect and model"),
            "evaluate": ("u32a_evaluate_wells",
                         "rankagg.evaluate(fused ranking, the drilled wells, ['nDCG@5', 'AP', 'P@3']): does the fused "
                         "ranking put first the discoveries"),
            "lone": ("u32a_one_model_block",
                     "rankagg.fuse(..., method='rrf'): a block only the geologists ranked (a new licence) beside "
                     "blocks every model covers"),
            "cli_rrf": ("u32a_cli_rrf_runs",
                        "rankagg fuse volumetrics.run basin_model.run geologists.run --method rrf -o prospects.run: "
                        "one run per model, blocks as queries"),
            "cli_borda": ("u32a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the geologists count "
                          "double)"),
            "cli_combsum": ("u32a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four prospects a drilling campaign "
                            "takes"),
            "cli_evaluate": ("u32a_cli_evaluate_well_qrels",
                             "rankagg evaluate prospects.run --qrels wells.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against the drilled wells (0-2)"),
            "cli_parquet": ("u32a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o prospects.parquet: gzipped runs from the models' "
                            "servers, a Parquet table for the portfolio review")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u32a_las_as_run", "a LAS 2.0 well log (~VERSION, ~WELL, ~CURVE sections, then ~A data)", "34_10-A-12.las",
         _LAS, "LAS", "34_10-A-12.las:1"),
        ("u32a_segy_as_run", "a SEG-Y volume (a 3200-byte EBCDIC header, a 400-byte binary header, traces)",
         "nsea_34_10.sgy", _SEGY, "SEG-Y", "nsea_34_10.sgy"),
        ("u32a_dlis_as_run", "a DLIS file (a storage unit label: 'V1.00RECORD', then visible records)",
         "34_10-A-12.dlis", _DLIS, "DLIS", "34_10-A-12.dlis"),
        ("u32a_witsml_as_run", "a WITSML 1.4 log (logs, log, nameWell)", "log.xml", _WITSML, "WITSML", "log.xml:2"),
        ("u32a_resqml_as_run", "a RESQML 2.0 package (.epc: an OPC zip of RESQML objects)", "sector.epc",
         _resqml(), "RESQML", "sector.epc"),
        ("u32a_petrel_tops_as_run", "Petrel's well tops export (VERSION 2, BEGIN HEADER ... END HEADER, then rows)",
         "well_tops.txt", _PETREL_TOPS, "Petrel", "well_tops.txt:1"),
        ("u32a_zmap_as_run", "a ZMAP+ grid ('!' comments, '@NAME, GRID, n' header, '@', then values)",
         "brent_depth.dat", _ZMAP, "ZMAP", "brent_depth.dat:2"),
        ("u32a_eclipse_deck_as_run", "an ECLIPSE simulation deck (RUNSPEC, TITLE, DIMENS, ... keywords)",
         "SECTOR.DATA", _ECLIPSE, "ECLIPSE", "SECTOR.DATA:2"),
        ("u32a_npd_wellbores_as_run", "the NPD FactPages' wellbore table (wlbWellboreName, wlbWell, ...)",
         "wellbore_exploration_all.csv", _NPD, "NPD", "wellbore_exploration_all.csv:1")],
        one_run=("geologists.run", _ONE_RUN), stem="prospects",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a binary volume or log read as lines gives no ranking: named by its "
                   "magic bytes")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u32a_npd_as_qrels", "wellbore_exploration_all.csv", _NPD, "NPD"),
        ("u32a_petrel_tops_as_qrels", "well_tops.txt", _PETREL_TOPS, "Petrel"),
        ("u32a_las_as_qrels", "34_10-A-12.las", _LAS, "LAS"),
        ("u32a_zmap_as_qrels", "brent_depth.dat", _ZMAP, "ZMAP")],
        one_run=("geologists.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u32a_out_las", "prospects.las", "a LAS well log"),
        ("u32a_out_sgy", "prospects.sgy", "a SEG-Y volume"),
        ("u32a_out_dlis", "prospects.dlis", "a DLIS file"),
        ("u32a_out_epc", "prospects.epc", "a RESQML package")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=32"))

    # --- the team's tables given to the API ---------------------------------------------------------------------------
    cases += [
        bad("u32a_api_npd_frame",
            "rankagg.fuse(pd.read_csv(wellbore_exploration_all.csv)): the NPD's wellbores given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('w.csv'), method='borda')\n",
            "NPD", why="a table of runs has qid, docid, run and score columns; the NPD's has wellbores",
            files={"w.csv": _NPD}),
        bad("u32a_api_log_curves_frame",
            "rankagg.fuse(pd.read_csv(curves.csv)): a well log's curves (DEPT, GR, RHOB, NPHI, DT) given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('c.csv'), method='rrf')\n",
            "well log", why="a table of runs has qid, docid, run and score columns; a well log's has a depth and "
            "its curves", files={"c.csv": _CURVES}),
    ]
    return cases
