"""Issue 45's thirty-sixth bar of scripts/reliability_matrix.py, a gamma spectrometry laboratory ranking candidate
nuclides per measured spectrum across identification engines and its spectroscopists (its cases, ids ``u36c_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.  (Written by the lead, in a later session, before any of its recognisers existed.)

The team's day: each measured spectrum, by its sample and detector (``spec:soil-2026-117/HPGe-2``), is a query and
each candidate nuclide a document (``nuc:Cs-137``); the runs are Genie 2000's nuclide identification, InterSpec's
peak fit and library match, a machine-learned RIID's and the spectroscopists' rankings, scores in [0, 1] at four
decimals.  They are fused with RRF, Borda and CombSUM, weighted by each engine's record, and judged against what
radiochemistry confirmed (2 confirmed above the MDA, 1 present below it, 0 absent).  The mistakes and odd files: the
field's own files given where runs or qrels are read (an ANSI N42.42 file, a RadiaCode/BecqMoni XML spectrum, an
Ortec .Chn, a Canberra CNF, an IAEA .spe, a CTBTO IMS2.0 PHD message, InterSpec's peak CSV, CAEN CoMPASS's list-mode
CSV, an NPESv2 JSON spectrum, a Genie 2000 nuclide identification report), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import struct

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

THIRTYSIXTH_GAMMASPEC = ("45 Unseen inputs: a thirty-sixth bar, a gamma spectrometry laboratory ranking candidate "
                         "nuclides per measured spectrum across identification engines and its spectroscopists "
                         "(ANSI N42.42, RadiaCode XML, Ortec CHN, Canberra CNF, IAEA SPE, IMS2.0 PHD, InterSpec, "
                         "CAEN CoMPASS, NPESv2, Genie 2000)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['genie_nid', 'interspec_fit', 'riid_ml', 'spectroscopists'],
    items=['nuc:Cs-137', 'nuc:Co-60', 'nuc:Am-241', 'nuc:I-131', 'nuc:Ba-133', 'nuc:Eu-152', 'nuc:K-40',
           'nuc:Ra-226'],
    queries=['spec:soil-2026-117/HPGe-2', 'spec:swipe-0412/HPGe-1', 'spec:filter-AP-1127/HPGe-2',
             'spec:water-WW-0093/HPGe-3', 'spec:lane3@2026-11-27T08:06Z/NaI', 'spec:cargo-TCNU4471/LaBr3'],
    suffix='/recount', generator='candidates', judgements='confirmed') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "candidates", "nuclides.run")

_RECS3 = ["genie_nid", "interspec_fit", "riid_ml"]
_OUT = ("nuclides.run",)
_ONE_RUN = ("spec:soil-2026-117/HPGe-2 Q0 nuc:Cs-137 1 0.91 interspec_fit\nspec:soil-2026-117/HPGe-2 Q0 nuc:K-40 2 "
            "0.77 interspec_fit\nspec:soil-2026-117/HPGe-2 Q0 nuc:Ra-226 3 0.52 interspec_fit\n")
_COUNTS = [0, 3, 12, 57, 203, 880, 412, 95, 31, 14, 9, 6, 4, 2, 1, 0]
# the team's files, as the MCAs, the analysis packages and the instruments write them (a few lines)
_N42 = ('<?xml version="1.0" encoding="UTF-8"?>\n<RadInstrumentData xmlns="http://physics.nist.gov/N42/2011/N42" '
        'n42DocUUID="d72b7fa7-4a20-43d4-b1b2-7e7ab0c5f8a1" n42DocDateTime="2026-11-27T09:00:02Z">\n'
        '  <RadInstrumentDataCreatorName>InterSpec</RadInstrumentDataCreatorName>\n'
        '  <RadInstrumentInformation id="InstInfo1">\n'
        '    <RadInstrumentManufacturerName>ORTEC</RadInstrumentManufacturerName>\n'
        '    <RadInstrumentModelName>Detective-X</RadInstrumentModelName>\n'
        '    <RadInstrumentClassCode>Radionuclide Identifier</RadInstrumentClassCode>\n'
        '  </RadInstrumentInformation>\n'
        '  <RadDetectorInformation id="DetInfo1"><RadDetectorCategoryCode>Gamma</RadDetectorCategoryCode>'
        '<RadDetectorKindCode>HPGe</RadDetectorKindCode></RadDetectorInformation>\n'
        '  <RadMeasurement id="RadMeasurement1">\n    <MeasurementClassCode>Foreground</MeasurementClassCode>\n'
        '    <StartDateTime>2026-11-27T08:00:00Z</StartDateTime>\n    <RealTimeDuration>PT3602S</RealTimeDuration>\n'
        '    <Spectrum id="Spectrum1" radDetectorInformationReference="DetInfo1">\n'
        '      <LiveTimeDuration>PT3600S</LiveTimeDuration>\n'
        '      <ChannelData compressionCode="None">0 3 12 57 203 880 412 95 31 14 9 6 4 2 1 0</ChannelData>\n'
        '    </Spectrum>\n  </RadMeasurement>\n</RadInstrumentData>\n')
_RADIACODE = ('<?xml version="1.0"?>\n<ResultDataFile xmlns:xsd="http://www.w3.org/2001/XMLSchema" '
              'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n  <FormatVersion>120920</FormatVersion>\n'
              '  <ResultDataList>\n    <ResultData>\n      <DeviceConfigReference>\n'
              '        <Name>RadiaCode-102</Name>\n      </DeviceConfigReference>\n'
              '      <StartTime>2026-11-27T08:00:00</StartTime>\n      <EndTime>2026-11-27T09:00:00</EndTime>\n'
              '      <EnergySpectrum>\n        <NumberOfChannels>1024</NumberOfChannels>\n'
              '        <SpectrumName>swipe-0412</SpectrumName>\n        <MeasurementTime>3600</MeasurementTime>\n'
              '        <Spectrum>\n          <DataPoint>0</DataPoint>\n          <DataPoint>3</DataPoint>\n'
              '        </Spectrum>\n      </EnergySpectrum>\n    </ResultData>\n  </ResultDataList>\n'
              '</ResultDataFile>\n')
# an Ortec .Chn: -1, the MCA number, the segment, the start's seconds, real and live time in 20 ms ticks, the start as
# 'DDMmmYY1HHMM', the first channel and the channel count, the counts (int32), then the -102 trailer: energy and
# FWHM calibrations, then the detector's and the sample's descriptions
_CHN = (struct.pack("<hhh2sII12shh", -1, 1, 1, b"00", 180100, 180000, b"27Nov2610800", 0, len(_COUNTS))
        + struct.pack(f"<{len(_COUNTS)}i", *_COUNTS)
        + struct.pack("<hh3f3f", -102, 0, 0.05, 0.5, 0.0, 1.1, 0.02, 0.0) + b"\x00" * 228
        + bytes([15]) + b"GEM-50195 HPGe ".ljust(63, b"\x00") + bytes([19]) + b"Soil 2026-117 500mL".ljust(63, b"\x00")
        + b"\x00" * 128)


def _cnf() -> bytes:
    """A Canberra CAM file (.CNF, Genie 2000): the file header (its size at 0x0A), the block directory from 0x70
    (0x30 a block: its id, ACQP 0x00012000, SAMP 0x00012001, SPEC 0x00012005, and its address at 0x0A), the blocks."""
    blocks = [(0x00012000, 0x800), (0x00012001, 0xA00), (0x00012005, 0xC00)]
    head = bytearray(b"\x00\x04\x00\x00\x00\x00\x00\x08\x00\x00\x00\x00\x00\x00\x00\x00\x30\x00\x29\x00")
    head += b"\x00" * (0x70 - len(head))
    for sec, addr in blocks:
        head += struct.pack("<IHHHI", sec, 0x0500, 0x0200, 0, addr).ljust(0x30, b"\x00")
    body = bytearray(head.ljust(0xC00 + 0x30 + 4 * len(_COUNTS), b"\x00"))
    for sec, addr in blocks:
        body[addr:addr + 14] = struct.pack("<IHHHI", sec, 0x0500, 0x0200, 0, addr)
    body[0x800 + 0x30:0x800 + 0x30 + 16] = b"PHA MCA 1 GeHP ".ljust(16, b"\x00")
    body[0xA00 + 0x30:0xA00 + 0x30 + 32] = b"Soil 2026-117 500 mL Marinelli ".ljust(32, b"\x00")
    body[0xC30:0xC30 + 4 * len(_COUNTS)] = struct.pack(f"<{len(_COUNTS)}I", *_COUNTS)
    body[0x0A:0x0E] = struct.pack("<I", len(body))
    return bytes(body)


_SPE = ("$SPEC_ID:\r\nSoil 2026-117, 500 mL Marinelli\r\n$SPEC_REM:\r\nDET# 2\r\nDETDESC# GEM-50195 HPGe\r\n"
        "AP# GammaVision Version 8.10.03\r\n$DATE_MEA:\r\n11/27/2026 08:00:00\r\n$MEAS_TIM:\r\n3600 3602\r\n$DATA:\r\n"
        "0 15\r\n" + "".join(f"{c:8d}\r\n" for c in _COUNTS) + "$ROI:\r\n0\r\n$PRESETS:\r\nLive Time\r\n3600\r\n0\r\n"
        "$ENER_FIT:\r\n0.050000 0.500000\r\n$MCA_CAL:\r\n3\r\n5.000000E-002 5.000000E-001 0.000000E+000 keV\r\n"
        "$SHAPE_CAL:\r\n3\r\n1.100000E+000 2.000000E-002 0.000000E+000\r\n")
# a CTBTO IMS2.0 message: the #g_Spectrum block's lines are the first channel and five counts (six fields)
_PHD = ("BEGIN IMS2.0\nMSG_TYPE DATA\nMSG_ID 2026112701 USX74\nDATA_TYPE SAMPLEPHD\n#Header 3\n"
        "USX74 USX74_001 P FULL PREL\nUSX74-2026/11/26-08:00 0 0\n2026/11/27 08:05:12.0\n#Comment\n"
        "Air filter AP-1127, 24 h collection\n#Collection\n2026/11/25 08:00:00.0 2026/11/26 08:00:00.0 86400.0\n"
        "#Acquisition\n2026/11/27 08:05:12.0 86415.3 86400.0\n#g_Spectrum\n16 1500\n"
        "1 0 3 12 57 203\n6 880 412 95 31 14\n11 9 6 4 2 1\n16 0 0 0 0 0\nSTOP\n")
_INTERSPEC = ("Centroid,  Net_Area,   Net_Area,      Peak, FWHM,   FWHM,Reduced, ROI_Total,ROI, File,         ,     ,"
              "     , Nuclide, Photopeak_Energy, ROI_Lower_Energy, ROI_Upper_Energy\r\n"
              "     keV,    Counts,Uncertainty,       CPS,  keV,Percent,Chi_Sqr,    Counts,ID#, Name, LiveTime, Date,"
              " Time,        ,              keV,              keV,              keV\r\n"
              "  661.66,   45213.2,  231.4    ,1.2559e+01, 1.42,  0.21%,   1.03,   52110.0,  1,  ,3600.000,"
              "27-Nov-2026,08:00:00,Cs137,661.66,655.1,668.3\r\n"
              " 1460.82,    8121.7,  102.9    ,2.2560e+00, 2.05,  0.14%,   0.97,   10230.0,  2,  ,3600.000,"
              "27-Nov-2026,08:00:00,K40,1460.82,1452.0,1469.5\r\n")
_COMPASS = ("BOARD;CHANNEL;TIMETAG;ENERGY;ENERGYSHORT;FLAGS\n0;0;1843520000;1323;0;0x4000\n"
            "0;0;1846114000;2921;0;0x4000\n0;1;1849090500;1322;0;0x4000\n")
_NPES = ('{"schemaVersion": "NPESv2", "data": [{"deviceData": {"softwareName": "IMPULSE", "deviceName": "GS-PRO-V5"}, '
         '"sampleInfo": {"name": "swipe-0412", "location": "bay 3", "note": ""}, "resultData": {"startTime": '
         '"2026-11-27T08:00:00.000Z", "endTime": "2026-11-27T09:00:00.000Z", "energySpectrum": {"numberOfChannels": '
         '16, "energyCalibration": {"polynomialOrder": 1, "coefficients": [0.05, 0.5]}, "validPulseCount": 1728, '
         '"measurementTime": 3600, "spectrum": [0, 3, 12, 57, 203, 880, 412, 95, 31, 14, 9, 6, 4, 2, 1, 0]}}}]}\n')
_GENIE = ("          ***************************************************************\n"
          "          *****   N U C L I D E   I D E N T I F I C A T I O N   *****\n"
          "          ***************************************************************\n\n"
          "  Filename:    C:\\GENIE2K\\CAMFILES\\SOIL2026117.CNF\n\n"
          "  Report Generated On      : 11/27/2026 9:02:15 AM\n"
          "  Sample Title             : Soil 2026-117, 500 mL Marinelli\n"
          "  Peak Locate Threshold    : 3.00\n  Peak Locate Range (in channels) : 100 - 16384\n\n"
          "          Nuclide       Id        Energy    Yield     Activity       Activity\n"
          "           Name     Confidence    (keV)     (%)      (Bq/kg)      Uncertainty\n\n"
          "          CS-137        0.998     661.66*   85.10   1.23456E+01   8.64192E-01\n"
          "          K-40          0.991    1460.81*   10.66   4.52100E+02   2.71260E+01\n")


def thirtysixth_bar_gammaspec_cases() -> list[Case]:
    G = THIRTYSIXTH_GAMMASPEC
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="candidates", judgements="confirmed", runs=_RECS3, stem="nuclides", outputs=_OUT,
        item="nuclides", rounded="genie_nid",
        weights="{'genie_nid': 1.0, 'interspec_fit': 1.5, 'riid_ml': 0.5, 'spectroscopists': 2.0}",
        lone_query="R['spectroscopists']['spec:reachback-RB-2026-031/LaBr3'] = {'nuc:U-235': 0.9, "
                   "'nuc:Th-232': 0.4}\n",
        trust="interspec_fit 2\ngenie_nid 1\nriid_ml 0.5\n",
        trust_dict="{'interspec_fit': 2, 'genie_nid': 1, 'riid_ml': 0.5}",
        texts={
            "rrf": ("u36c_rrf_engines",
                    "rankagg.fuse({engine: {spectrum: {nuclide: score}}}, method='rrf'): four engines, six spectra "
                    "('spec:soil-2026-117/HPGe-2'), nuclides as 'nuc:Cs-137'"),
            "borda": ("u36c_borda_unlisted_nuclides",
                      "rankagg.fuse(..., method='borda'): the RIID's library lacks some of the lab's nuclides, so it "
                      "scores only those it holds"),
            "combsum": ("u36c_combsum_rounded_confidence",
                        "rankagg.fuse(..., method='combsum'): Genie's identification confidence at one decimal (many "
                        "ties) beside the others"),
            "fuser": ("u36c_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per spectrum: the spectroscopists count 2, the RIID 0.5"),
            "frame": ("u36c_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the LIMS sheet, a row per "
                      "spectrum, nuclide and engine"),
            "evaluate": ("u36c_evaluate_confirmed",
                         "rankagg.evaluate(fused ranking, radiochemistry's confirmations, ['nDCG@5', 'AP', 'P@3']): "
                         "does the fused ranking put first the nuclides that are there"),
            "lone": ("u36c_one_engine_spectrum",
                     "rankagg.fuse(..., method='rrf'): a reachback spectrum only the spectroscopists ranked beside "
                     "spectra every engine covers"),
            "cli_rrf": ("u36c_cli_rrf_runs",
                        "rankagg fuse genie_nid.run interspec_fit.run riid_ml.run --method rrf -o nuclides.run: one "
                        "run per engine, spectra as queries"),
            "cli_borda": ("u36c_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: InterSpec's fit "
                          "counts double)"),
            "cli_combsum": ("u36c_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four nuclides the report lists"),
            "cli_evaluate": ("u36c_cli_evaluate_confirmed_qrels",
                             "rankagg evaluate nuclides.run --qrels confirmed.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against radiochemistry (0-2)"),
            "cli_parquet": ("u36c_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o nuclides.parquet: gzipped runs from the analysis "
                            "PC, a Parquet table for the LIMS")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u36c_n42_as_run", "an ANSI N42.42-2011 file (RadInstrumentData, RadMeasurement, Spectrum, ChannelData)",
         "soil-2026-117.n42", _N42, "N42", "soil-2026-117.n42:2"),
        ("u36c_radiacode_xml_as_run", "a RadiaCode / BecqMoni spectrum (ResultDataFile, FormatVersion, "
         "ResultDataList, EnergySpectrum)", "swipe-0412.xml", _RADIACODE, "RadiaCode", "swipe-0412.xml:2"),
        ("u36c_chn_as_run", "an Ortec .Chn spectrum (-1, MCA, segment, times, 'DDMmmYY1HHMM', counts, -102 trailer)",
         "SOIL117.Chn", _CHN, "CHN", "SOIL117.Chn"),
        ("u36c_cnf_as_run", "a Canberra CAM file (.CNF: a block directory at 0x70, ACQP, SAMP, SPEC blocks)",
         "SOIL2026117.CNF", _cnf(), "CNF", "SOIL2026117.CNF"),
        ("u36c_spe_as_run", "an IAEA / Maestro .spe spectrum ($SPEC_ID:, $DATE_MEA:, $MEAS_TIM:, $DATA:, ...)",
         "soil-2026-117.spe", _SPE, "SPE", "soil-2026-117.spe:1"),
        ("u36c_ims_phd_as_run", "a CTBTO IMS2.0 sample PHD message (BEGIN IMS2.0, #Header, ..., #g_Spectrum lines "
         "of a channel and five counts)", "USX74_001.PHD", _PHD, "IMS2.0", "USX74_001.PHD:1"),
        ("u36c_interspec_peaks_as_run", "InterSpec's peak CSV (Centroid, Net_Area, ..., Nuclide, Photopeak_Energy)",
         "peaks_soil-2026-117.CSV", _INTERSPEC, "InterSpec", "peaks_soil-2026-117.CSV:1"),
        ("u36c_compass_list_as_run", "CAEN CoMPASS's list-mode CSV (BOARD;CHANNEL;TIMETAG;ENERGY;ENERGYSHORT;FLAGS)",
         "SDataR_run_0.CSV", _COMPASS, "CoMPASS", "SDataR_run_0.CSV:1"),
        ("u36c_npes_json_as_run", "an NPESv2 JSON spectrum (schemaVersion NPESv2, data: deviceData, resultData, "
         "energySpectrum)", "swipe-0412.json", _NPES, "NPES", "swipe-0412.json:1")],
        one_run=("interspec_fit.run", _ONE_RUN), stem="nuclides",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a binary spectrum read as lines gives no ranking: named by its header "
                   "bytes")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u36c_genie_report_as_qrels", "SOIL2026117.RPT", _GENIE, "Genie"),
        ("u36c_interspec_as_qrels", "peaks_soil-2026-117.CSV", _INTERSPEC, "InterSpec"),
        ("u36c_ims_phd_as_qrels", "USX74_001.PHD", _PHD, "IMS2.0"),
        ("u36c_chn_as_qrels", "SOIL117.Chn", _CHN, "CHN")],
        one_run=("interspec_fit.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u36c_out_n42", "nuclides.n42", "an ANSI N42.42 file"),
        ("u36c_out_spe", "nuclides.spe", "an IAEA .spe spectrum"),
        ("u36c_out_chn", "nuclides.chn", "an Ortec .Chn spectrum"),
        ("u36c_out_cnf", "nuclides.cnf", "a Canberra CAM file")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=32"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u36c_api_npes_dict",
            "rankagg.fuse(json.load(swipe-0412.json)): an NPESv2 spectrum loaded in Python given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('s.json')), method='rrf')\n",
            "NPES", why="a run maps a query to {document: score}; NPESv2's 'schemaVersion' is text and 'data' a list",
            files={"s.json": _NPES}),
        bad("u36c_api_interspec_frame",
            "rankagg.fuse(pd.read_csv(peaks_soil-2026-117.CSV)): InterSpec's peak CSV given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('p.csv'), method='borda')\n",
            "InterSpec", why="a table of runs has qid, docid, run and score columns; InterSpec's has a fitted peak "
            "per row", files={"p.csv": _INTERSPEC}),
    ]
    return cases
