"""Issue 45's twenty-sixth bar of scripts/reliability_matrix.py, a seismology team's earthquake detection and phase-pick rankings across ML pickers (its cases, ids ``u26e_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The seismology team's day: each station-day (``CI.PAS..BHZ@2026-12-01``, the NET.STA.LOC.CHA id with an empty
location code) or time window is a query, candidate detections the items (their onset times binned to the second, ISO
with a Z: ``2026-12-01T09:12:34Z``), and the detectors and phase pickers the rankers: PhaseNet's and EQTransformer's
probabilities (0..1, many ties at 0.99), GPD's probability, an STA/LTA trigger's ratio (3.5..20) and a template
matcher's normalised cross-correlation (-1..1).  Pickers miss detections.  The team fuses them per station-day into
one catalog candidate list with RRF (their default), Borda or CombSUM / CombMNZ (weights from last month's reviewed
catalog), keeps the top 10 or 20 for the analyst, and judges the list against the analyst-reviewed catalog (2
catalogued event, 1 possible, 0 noise) by P@5, nDCG@10 and AP.  The mistakes: the team's own files given where runs
or qrels are read (QuakeML and StationXML documents, NonLinLoc's phase and hypocenter files, HypoInverse archive
files, SeisBench, PhaseNet and EQTransformer pick CSVs, GPD's pick lines, EQcorrscan's detections, the USGS ComCat
CSV; miniSEED and SAC waveforms), the list written under those formats' names (``-o catalog.quakeml``,
``.miniseed``, ``.hyp``, ``.phs``), a time written with a blank, a detection listed twice, a probability as ``93%``.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM / CombMNZ from
references.RANKED_LISTS and LISTS_BY_QUERY, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import json
import struct
from pathlib import Path

from .case import Case, command_cases, prints_same, reference_setup, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM, TREC_MEASURES)

TWENTYSIXTH_SEISMOLOGY = "45 Unseen inputs: a twenty-sixth bar, a seismology team's earthquake detection and phase-pick rankings across ML pickers"

_DATA = r'''
import json, math, subprocess, sys
'''[1:] + SEEDED_UNIFORM + r'''PICKERS = ['phasenet', 'eqtransformer', 'gpd', 'stalta', 'template']
STATIONS = ['CI.PAS..BHZ', 'CI.USC.00.HHZ', 'AZ.PFO..HHZ', 'II.PFO.10.BHZ', 'CI.SVD..EHZ', 'NC.BKS.00.HHZ']
def detection(q, i):
    """the station-day's i-th candidate: its onset to the second, ISO with a Z"""
    s = 3 * q * 37 + i * 613 + 7
    return '2026-12-01T%02d:%02d:%02dZ' % (s // 3600 % 24, s // 60 % 60, s % 60)
def shape(picker, x):
    """a picker's score for a detection of strength x in [0, 1.5): each picker's own scale"""
    y = min(x / 1.5, 0.999999)
    if picker in ('phasenet', 'gpd'):
        return min(0.99, round(y * 1.2, 2))  # probabilities, capped at 0.99 as the pickers round them
    if picker == 'eqtransformer':
        return round(y, 3)
    if picker == 'stalta':
        return round(3.5 + 16.5 * y, 2)  # the trigger's STA/LTA ratio
    return round(2 * y - 1, 4)  # the template's normalised cross-correlation, -1..1
def station_days(pickers=PICKERS, n_q=6, n=20, seed=3, drop=None, ids=detection, signal=0.6):
    """{picker: {station-day: {detection: score}}}, higher = more likely an event; each station-day's detections
    0..2 are the catalogued events; ``drop``: {picker: share of detections it missed}"""
    g = lcg(seed)
    out = {}
    for f in pickers:
        out[f] = {}
        for q in range(n_q):
            p = {}
            for i in range(n):
                u, v = next(g), next(g)
                if i and v < (drop or {}).get(f, 0.0):
                    continue
                p[ids(q, i)] = shape(f, (signal if i < 3 else 0.0) + u)
            out[f]['%s@2026-12-%02d' % (STATIONS[q % len(STATIONS)], 1 + q // len(STATIONS))] = p
    return out
def catalog(n_q=6, n=20, ids=detection):
    """the analyst-reviewed catalog: 2 catalogued (detections 0..2), 1 possible (3, 4), 0 noise"""
    return {'%s@2026-12-%02d' % (STATIONS[q % len(STATIONS)], 1 + q // len(STATIONS)):
            {ids(q, i): 2 if i < 3 else 1 if i < 5 else 0 for i in range(n)} for q in range(n_q)}
''' + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_REFS = {"borda": "borda_ref(l, W)", "rrf": "rrf_ref(l, 60.0, W)", "combsum": "combsum_minmax_ref(l, W)",
         "combmnz": "combmnz_ref(l, W)"}


def _report(code: str, folder: Path) -> bool:
    return prints_same(_REF + TREC_MEASURES + code, {"FOLDER": str(folder)})


def _runs_setup(args: str = "", code: str = "", gz: bool = False):
    """one TREC run per picker (its tag the picker's name), station-days as queries, written with the references"""
    opener = "__import__('gzip').open(P(t + '.run.gz'), 'wt')" if gz else "open(P(t + '.run'), 'w')"
    return reference_setup(_REF, f"RUNS = station_days({args})\n"
                           "for t, run in RUNS.items():\n"
                           f"    {opener}.write(run_text(run, t))\n" + code)


def _cli_check(method: str, args: str = "", weights: str = "", depth: int | None = None, output: str = "candidates.run",
               cut: str = ""):
    code = (f"RUNS = station_days({args})\nW = {weights or 'None'}\n{cut}"
            f"refs = {{q: {_REFS[method]} for q, l in per_query(RUNS).items()}}\n"
            f"report(agree_all(read_run(open(FOLDER + '/{output}').read()), refs, {depth}))\n")
    return lambda out, folder: _report(code, folder)


def _frame_fusion(method: str, args: str, weights: str = "None") -> str:
    return (f"import rankagg, pandas as pd\nW = {weights}\nR = station_days({args})\n"
            "df = pd.DataFrame(frame_rows(R), columns=['qid', 'docid', 'run', 'score'])\n"
            f"res = rankagg.fuse(df, method='{method}', weights=W)\n"
            "rows = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) "
            "for q, g in res.groupby('qid')}\n"
            f"refs = {{q: {_REFS[method]} for q, l in per_query(R).items()}}\n"
            "report(agree_all(rows, refs, written=False))\n")


_PICKER_RUNS = [f"{f}.run" for f in ("phasenet", "eqtransformer", "gpd", "stalta", "template")]
_OUT = ("candidates.run",)
_ONE_RUN = ("CI.PAS..BHZ@2026-12-01 Q0 2026-12-01T09:12:34Z 1 0.99 phasenet\n"
            "CI.PAS..BHZ@2026-12-01 Q0 2026-12-01T14:03:10Z 2 0.41 phasenet\n")

# the team's tools' files, as each writes them (a few records)
_QUAKEML = ('<?xml version="1.0" encoding="UTF-8"?>\n'
            '<q:quakeml xmlns="http://quakeml.org/xmlns/bed/1.2" xmlns:q="http://quakeml.org/xmlns/quakeml/1.2">\n'
            '  <eventParameters publicID="smi:local/catalog/2026-12-01">\n'
            '    <event publicID="quakeml:us.anss.org/event/ci40912345">\n'
            '      <origin publicID="smi:local/origin/1"><time><value>2026-12-01T09:12:31.840000Z</value></time>\n'
            '        <latitude><value>34.1478</value></latitude><longitude><value>-118.1711</value></longitude>\n'
            '        <depth><value>8450.0</value></depth></origin>\n'
            '      <magnitude publicID="smi:local/magnitude/1"><mag><value>2.31</value></mag><type>ml</type></magnitude>\n'
            '      <pick publicID="smi:local/pick/1"><time><value>2026-12-01T09:12:34.560000Z</value></time>\n'
            '        <waveformID networkCode="CI" stationCode="PAS" locationCode="" channelCode="BHZ"/>\n'
            '        <phaseHint>P</phaseHint></pick>\n'
            '    </event>\n  </eventParameters>\n</q:quakeml>\n')
_STATIONXML = ('<?xml version="1.0" encoding="UTF-8"?>\n'
               '<FDSNStationXML xmlns="http://www.fdsn.org/xml/station/1" schemaVersion="1.1">\n'
               '  <Source>SCEDC</Source>\n  <Created>2026-12-01T00:00:00Z</Created>\n'
               '  <Network code="CI" startDate="1926-01-01T00:00:00Z">\n'
               '    <Station code="PAS" startDate="1999-01-01T00:00:00Z">\n'
               '      <Latitude>34.148426</Latitude><Longitude>-118.17119</Longitude><Elevation>257.0</Elevation>\n'
               '      <Channel code="BHZ" locationCode="" startDate="1999-01-01T00:00:00Z">\n'
               '        <SampleRate>40.0</SampleRate></Channel>\n    </Station>\n  </Network>\n</FDSNStationXML>\n')
_SC3ML = ('<?xml version="1.0" encoding="UTF-8"?>\n'
          '<seiscomp xmlns="http://geofon.gfz-potsdam.de/ns/seiscomp3-schema/0.12" version="0.12">\n'
          '  <EventParameters>\n    <pick publicID="20261201.091234.56-AIC-CI.PAS..BHZ">\n'
          '      <time><value>2026-12-01T09:12:34.56Z</value></time>\n'
          '      <waveformID networkCode="CI" stationCode="PAS" locationCode="" channelCode="BHZ"/>\n'
          '      <phaseHint>P</phaseHint>\n    </pick>\n  </EventParameters>\n</seiscomp>\n')
# NonLinLoc's phase file (NLLOC_OBS): station, instrument, component, onset, phase, first motion, date, hour-minute,
# seconds, error type, error, coda duration, amplitude, period, prior weight
_NLLOC_OBS = ("PAS    ?    BHZ  i P      U 20261201 0912   34.5600 GAU  5.00e-02 -1.00e+00 -1.00e+00 -1.00e+00    1\n"
              "PAS    ?    BHN  e S      ? 20261201 0912   37.9100 GAU  1.00e-01 -1.00e+00 -1.00e+00 -1.00e+00    1\n"
              "USC    ?    HHZ  i P      D 20261201 0912   35.1200 GAU  5.00e-02 -1.00e+00 -1.00e+00 -1.00e+00    1\n")
_NLLOC_HYP = ('NLLOC "./loc/pasadena.20261201.091231.grid0.loc" "LOCATED" "Location completed."\n'
              'SIGNATURE "   NLLoc:v7.00.16 02Dec2026 09:20:11"\n'
              'COMMENT "Pasadena swarm"\n'
              'GRID  201 201 41  -100 -100 -2  1 1 1 PROB_DENSITY\n'
              'SEARCH OCTREE nInitial 8000 nEvaluated 42000 smallestNodeSide 0.010000 oct_tree_integral 1.04e+00\n'
              'HYPOCENTER  x 0.312 y -0.081 z 8.45  OT 31.84  ix -1 iy -1 iz -1\n'
              'GEOGRAPHIC  OT 2026 12 01  09 12  31.840000  Lat 34.147800 Long -118.171100 Depth 8.450\n'
              'QUALITY  Pmax 1.2e+25 MFmin 3.9 MFmax 4.7 RMS 0.07 Nphs 12 Gap 71 Dist 4.2 Mamp -9.9 0 Mdur -9.9 0\n'
              'END_NLLOC\n')
# HypoInverse's Y2000 archive: a summary line (date and time to the hundredth, latitude, longitude, depth ...), then
# a line per station's phase (station, network, component, channel, onset, ...), then the terminator
_HYPO_ARC = ("20261201091231843408478118 1028  845 231 12 71  4 7 12   5 11 14 4   0 20 L  0     0  0  0   0  0 "
             " 3 0  0  0 23 0  0 40912345 \n"
             "PAS  CI  BHZ IPU0202612010912 3456  -5  0    0   0      0 0  0   0   0  4212118                   --"
             "  \n"
             "USC  CI  HHZ IPD0202612010912 3512   3  0    0   0      0 0  0   0   0  5112094                   00"
             "  \n"
             "                                                                    40912345\n")
# SeisBench's picks (PickList written with pandas), PhaseNet's picks.csv, EQTransformer's X_prediction_results.csv,
# GPD's picks, EQcorrscan's detections (Party.write(format='csv')), the USGS ComCat search CSV
_SEISBENCH = ("trace_id,start_time,peak_time,end_time,peak_value,phase\n"
              "CI.PAS.,2026-12-01T09:12:34.360000Z,2026-12-01T09:12:34.560000Z,2026-12-01T09:12:34.760000Z,0.9931,P\n"
              "CI.PAS.,2026-12-01T09:12:37.710000Z,2026-12-01T09:12:37.910000Z,2026-12-01T09:12:38.110000Z,0.8712,S\n")
_PHASENET = ("file_name,begin_time,station_id,phase_index,phase_time,phase_score,phase_type\n"
             "CI.PAS..BH,2026-12-01T00:00:00.000,CI.PAS..BH,3694182,2026-12-01T09:12:34.560,0.993,P\n"
             "CI.PAS..BH,2026-12-01T00:00:00.000,CI.PAS..BH,3694316,2026-12-01T09:12:37.910,0.871,S\n")
_EQT = ("file_name,network,station,instrument_type,station_lat,station_lon,station_elv,event_start_time,"
        "event_end_time,detection_probability,detection_uncertainty,p_arrival_time,p_probability,p_uncertainty,p_snr,"
        "s_arrival_time,s_probability,s_uncertainty,s_snr\n"
        "PAS_CI_BH__20261201T000000Z__20261202T000000Z.mseed,CI,PAS,BH,34.1484,-118.1712,257.0,"
        "2026-12-01 09:12:34.55,2026-12-01 09:12:41.02,0.99,,2026-12-01 09:12:34.56,0.97,,14.2,"
        "2026-12-01 09:12:37.91,0.88,,9.7\n")
_GPD = ("CI PAS P 2026-12-01T09:12:34.560000Z\nCI PAS S 2026-12-01T09:12:37.910000Z\n"
        "CI USC P 2026-12-01T09:12:35.120000Z\n")
_EQCORRSCAN = ("Template name; Detection time (UTC); Number of channels; Channel list; Detect value; "
               "Detection threshold; Threshold type; Input threshold; Detection type\n"
               "2026_12_01t09_12_31; 2026-12-01T14:03:10.120000Z; 6; ('PAS', 'BHZ'):('USC', 'HHZ'); 4.31; 2.88; "
               "MAD; 8.0; corr\n")
_COMCAT = ("time,latitude,longitude,depth,mag,magType,nst,gap,dmin,rms,net,id,updated,place,type,horizontalError,"
           "depthError,magError,magNst,status,locationSource,magSource\n"
           "2026-12-01T09:12:31.840Z,34.1478333,-118.1711667,8.45,2.31,ml,42,71,0.03807,0.17,ci,ci40912345,"
           "2026-12-01T15:40:02.114Z,\"2 km NNE of Pasadena, CA\",earthquake,0.17,0.41,0.128,63,reviewed,ci,ci\n"
           "2026-12-01T14:03:08.210Z,34.155,-118.092,11.2,1.12,ml,18,94,0.05,0.13,ci,ci40912377,"
           "2026-12-01T15:41:00.000Z,\"4 km E of Pasadena, CA\",earthquake,0.31,0.62,0.201,9,reviewed,ci,ci\n")


def _miniseed2() -> bytes:
    """a miniSEED 2 record of 512 bytes: the 48-byte fixed header (sequence number, 'D', station, location,
    channel, network, BTIME start, samples, rate), blockette 1000 (Steim-2, big-endian, 2^9) and zeros"""
    fixed = (b"000001D " + b"PAS  " + b"  " + b"BHZ" + b"CI"
             + struct.pack(">HHBBBBH", 2026, 335, 9, 12, 30, 0, 0) + struct.pack(">Hhh", 400, 40, 1)
             + struct.pack(">BBBBiHH", 0, 0, 0, 0, 0, 64, 48))
    return fixed + struct.pack(">HHBBBB", 1000, 0, 11, 1, 9, 0) + bytes(512 - 56)


def _miniseed3() -> bytes:
    """a miniSEED 3 record: 'MS', version 3, flags, nanoseconds, year, day, hour, minute, second, encoding (11:
    Steim-2), rate, samples, CRC, publication version, the lengths of the FDSN source id, extra headers and data"""
    sid = b"FDSN:CI_PAS__B_H_Z"
    return (b"MS\x03\x00" + struct.pack("<IHHBBBBdIIBBHI", 0, 2026, 335, 9, 12, 30, 11, 40.0, 400, 0, 1, len(sid), 0, 64)
            + sid + bytes(64))


def _sac() -> bytes:
    """a SAC file's 632-byte header, little-endian: 70 floats (delta 0.025, b, e, ...), 40 ints (nzyear, nzjday, ...,
    nvhdr 6 at word 76, npts, iftype 1 ITIME, leven 1), then the 8- and 16-character strings (kstnm PAS, kcmpnm
    BHZ, knetwk CI) and 10 samples"""
    floats = [-12345.0] * 70
    floats[0], floats[5], floats[6] = 0.025, 0.0, 0.225
    ints = [-12345] * 40
    ints[0:6] = [2026, 335, 9, 12, 30, 0]
    ints[6], ints[9], ints[15], ints[35] = 6, 10, 1, 1
    header = struct.pack("<70f", *floats) + struct.pack("<40i", *ints)
    strings = b"PAS     " + b"-12345          " + b"-12345  " * 17 + b"BHZ     " + b"CI      " + b"-12345  " * 2
    return header + strings + struct.pack("<10f", *[0.0] * 10)


def twentysixth_bar_seismology_cases() -> list[Case]:
    G = TWENTYSIXTH_SEISMOLOGY
    ok, bad = snippet_cases(G, _REF + TREC_MEASURES, ok_timeout=180, bad_timeout=90)
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    cases: list[Case] = []

    # --- the day's answers through the Python API, checked against references computed by hand ---------------------
    cases.append(ok(
        "u26e_rrf_pickers_dict", "rankagg.fuse({picker: {station-day: {detection: score}}}, method='rrf'): PhaseNet's "
        "and GPD's probabilities (ties at 0.99), EQTransformer's, an STA/LTA ratio and a template's correlation over "
        "6 station-days (CI.PAS..BHZ@2026-12-01) of 20 candidate onsets (2026-12-01T09:12:34Z)",
        "import rankagg\nR = station_days()\nres = rankagg.fuse(R, method='rrf')\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="Cormack et al. 2009: sum 1 / (60 + r); a picker's ties (0.99) ordered as trec_eval orders them, the id "
            "descending (docs/conventions.md)"))
    cases.append(ok(
        "u26e_borda_missed_picks", "rankagg.fuse(..., method='borda'): GPD missed 40% of the onsets, the template "
        "matcher found only the events like its template (a third); Borda shares the missing places",
        "import rankagg\nR = station_days(seed=5, drop={'gpd': 0.4, 'template': 0.67})\n"
        "res = rankagg.fuse(R, method='borda')\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="rankagg methods borda: n - r + 1 points, a list's missing ids (n - k + 1) / 2 each"))
    cases.append(ok(
        "u26e_combmnz_long_frame", "rankagg.fuse(DataFrame station-day, onset, picker, score renamed qid, docid, run, "
        "score), CombMNZ: an onset more pickers found rises; the template's negative correlations min-max normalised",
        _frame_fusion("combmnz", "seed=7, drop={'stalta': 0.5, 'template': 0.3}"),
        why="README: a long DataFrame in, a frame back; rankagg methods combmnz (Fox & Shaw 1994) over min-max scores"))
    cases.append(ok(
        "u26e_fuser_weighted_rrf", "rankagg.Fuser('rrf', weights=...) per station-day, as the real-time pipeline "
        "calls it: weights from last month's reviewed catalog (EQTransformer 2, PhaseNet 1.5, STA/LTA 0.5)",
        "import rankagg\nW = {'phasenet': 1.5, 'eqtransformer': 2.0, 'gpd': 1.0, 'stalta': 0.5, 'template': 1.25}\n"
        "R = station_days(seed=9)\nf = rankagg.Fuser('rrf', weights=W)\nmsg = ''\n"
        "for q, lists in per_query(R).items():\n"
        "    msg = msg or agree(f(lists), rrf_ref(lists, 60.0, W), written=False)\n"
        "report(msg)\n",
        why="Cormack et al. 2009: sum w / (60 + r); README's Fuser"))
    cases.append(ok(
        "u26e_combsum_weighted_frame", "rankagg.fuse(frame, method='combsum', weights=...): a weighted CombSUM of "
        "min-max normalised picker scores, STA/LTA triggering on half of the onsets",
        _frame_fusion("combsum", "seed=11, drop={'stalta': 0.5}", "{'phasenet': 1.5, 'eqtransformer': 2.0, "
                      "'gpd': 1.0, 'stalta': 0.25, 'template': 1.0}"),
        why="rankagg methods combsum: sum of w x min-max scores"))
    cases.append(ok(
        "u26e_evaluate_catalog", "rankagg.evaluate(candidates, catalog, ['P@5', 'nDCG@10', 'AP', 'RR']): the RRF "
        "candidate list per station-day against the analyst-reviewed catalog (2 catalogued, 1 possible, 0 noise)",
        "import rankagg\nR = station_days(seed=13, signal=0.3)\nres = rankagg.fuse(R, method='rrf')\nqrels = catalog()\n"
        "got = rankagg.evaluate(res, qrels, ['P@5', 'nDCG@10', 'AP', 'RR'])\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "orders = {q: fused_order(r) for q, r in refs.items()}\n"
        "want, _ = measures(orders, qrels)\n"
        "report('' if all(abs(got[m] - want[m]) < 1e-9 for m in want) and 0 < want['AP'] < 1 "
        "else '%r vs %r' % (got, want))\n",
        why="trec_eval's P@5, nDCG@10 (gains the grades), AP and RR (references.TREC_MEASURES)"))
    cases.append(ok(
        "u26e_phasenet_ties_by_hand", "rankagg.fuse({'phasenet': ..., 'stalta': ...}, method='borda') of one "
        "station-day's five onsets, three at PhaseNet's 0.99: the tied onsets ordered as trec_eval orders them (id "
        "descending), Borda points by hand",
        "import rankagg\nA = {'2026-12-01T09:12:34Z': 0.99, '2026-12-01T09:12:38Z': 0.99, '2026-12-01T14:03:10Z': 0.99, "
        "'2026-12-01T02:00:01Z': 0.41, '2026-12-01T23:59:59Z': 0.05}\n"
        "V = {'2026-12-01T09:12:34Z': 18.2, '2026-12-01T09:12:38Z': 4.1, '2026-12-01T14:03:10Z': 18.2, "
        "'2026-12-01T02:00:01Z': 3.5, '2026-12-01T23:59:59Z': 3.9}\n"
        "res = rankagg.fuse({'phasenet': {'CI.PAS..BHZ@2026-12-01': A}, 'stalta': {'CI.PAS..BHZ@2026-12-01': V}}, "
        "method='borda')['CI.PAS..BHZ@2026-12-01']\n"
        "# phasenet: 14:03:10 09:12:38 09:12:34 02:00:01 23:59:59 -> 5 4 3 2 1\n"
        "# stalta: 14:03:10 09:12:34 09:12:38 23:59:59 02:00:01 -> 5 4 3 2 1\n"
        "want = {'2026-12-01T14:03:10Z': 10.0, '2026-12-01T09:12:38Z': 7.0, '2026-12-01T09:12:34Z': 7.0, "
        "'2026-12-01T02:00:01Z': 3.0, '2026-12-01T23:59:59Z': 3.0}\n"
        "# ties: 09:12:38 and 09:12:34 both in 2 lists, best places 2 and 2 -> the smaller id first; "
        "02:00:01 (best 4) before 23:59:59 (best 4) by the smaller id\n"
        "order = ['2026-12-01T14:03:10Z', '2026-12-01T09:12:34Z', '2026-12-01T09:12:38Z', '2026-12-01T02:00:01Z', "
        "'2026-12-01T23:59:59Z']\n"
        "report('' if dict(res) == want and list(res) == order else repr(res))\n",
        why="trec_eval orders equal scores by docid descending; Borda n - r + 1; docs/conventions.md's tie rule (more "
            "rankers, best place, smaller docid)"))
    cases.append(ok(
        "u26e_volume_year_station_days", "rankagg.fuse: a network's year, 1,500 station-days x 40 onsets x 5 pickers "
        "(300,000 scores), method='rrf', the top 10 per station-day for the analyst",
        "import rankagg, numpy as np\nrng = np.random.default_rng(2026)\n"
        "qs = ['CI.S%03d..HHZ@2026-%03d' % (k % 50, 1 + k // 50) for k in range(1500)]\nruns = {f: {} for f in PICKERS}\n"
        "for k, q in enumerate(qs):\n"
        "    ons = ['2026-%03dT%02d:%02d:%02dZ' % (1 + k // 50, i // 2, (7 * i) % 60, (13 * i + k) % 60) "
        "for i in range(40)]\n"
        "    base = rng.random(40)\n"
        "    for f in PICKERS:\n"
        "        runs[f][q] = dict(zip(ons, np.round(0.5 * base + 0.5 * rng.random(40), 3).tolist()))\n"
        "res = rankagg.fuse(runs, method='rrf', depth=10)\nmsg = ''\n"
        "for q in qs:\n"
        "    sc = {}\n"
        "    for f in PICKERS:\n"
        "        for r, d in enumerate(desc_order(runs[f][q]), 1):\n"
        "            sc[d] = sc.get(d, 0.0) + 1.0 / (60 + r)\n"
        "    top = sorted(sc, key=lambda d: -sc[d])[:10]\n"
        "    got = res[q]\n"
        "    if len(got) != 10 or any(abs(got[d] - sc[d]) > 1e-12 for d in got) or min(got.values()) < sc[top[-1]] - 1e-12:\n"
        "        msg = msg or '%s: top 10 differs' % q\n"
        "report(msg)\n",
        why="Cormack et al. 2009 RRF by brute force; README: depth= keeps each query's first N", timeout=240))
    cases.append(ok(
        "u26e_trigger_rank_frame", "rankagg.fuse(frame qid, docid, run, rank): two coincidence triggers give only "
        "their order (rank 1 the strongest), with the template matcher's ranks, RRF over those ranks",
        "import rankagg, pandas as pd\nR = station_days(pickers=['coinc_a', 'coinc_b', 'template'], seed=15, "
        "drop={'coinc_b': 0.4})\n"
        "rows = [(q, d, t, r) for t, run in R.items() for q, p in run.items() for r, d in enumerate(desc_order(p), 1)]\n"
        "df = pd.DataFrame(rows, columns=['qid', 'docid', 'run', 'rank'])\n"
        "ranks = {t: {q: {d: r for qq, d, tt, r in rows if tt == t and qq == q} for q in run} for t, run in R.items()}\n"
        "res = rankagg.fuse(df, method='rrf')\n"
        "got = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) for q, g in res.groupby('qid')}\n"
        "refs = {q: rrf_ranks(l) for q, l in per_query(ranks).items()}\n"
        "report(agree_all(got, refs, written=False))\n",
        why="docs/conventions.md: a frame's rank column is read when it has no score column; Cormack et al. 2009"))
    cases.append(ok(
        "u26e_arrow_table_scores", "rankagg.fuse(pyarrow.Table qid, docid, run, score): the pickers' table as Arrow "
        "(the pick database's export read by pyarrow), RRF",
        "import rankagg, pyarrow as pa\nR = station_days(seed=19, drop={'gpd': 0.3})\nrows = frame_rows(R)\n"
        "t = pa.table({'qid': [r[0] for r in rows], 'docid': [r[1] for r in rows], 'run': [r[2] for r in rows], "
        "'score': [float(r[3]) for r in rows]})\n"
        "res = rankagg.fuse(t, method='rrf')\n"
        "got = {}\n"
        "for q, d, s in zip(*[res.column(c).to_pylist() for c in ('qid', 'docid', 'score')]):\n"
        "    got.setdefault(q, []).append((d, s))\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: sorted(v, key=lambda x: fused_order(refs[q]).index(x[0])) for q, v in got.items()}, "
        "refs, written=False))\n",
        why="README: Arrow tables are read as long frames; Cormack et al. 2009"))

    # --- the command line ------------------------------------------------------------------------------------------
    fusions = [  # id, what, method, options, files, the runs' arguments, weights, depth, why
        ("u26e_cli_rrf_picker_runs", "one run per picker, station-days as queries, onsets as ISO times with Z",
         "rrf", [], None, "seed=23", "", None, "Cormack et al. 2009; TREC lines ranked by score then docid "
         "(docs/conventions.md)"),
        ("u26e_cli_borda_weights_file", "'NAME W' lines from last month's reviewed catalog", "borda",
         ["--weights", "weights.txt"],
         {"weights.txt": "phasenet 1.5\neqtransformer 2\ngpd 1\nstalta 0.5\ntemplate 1.25\n"}, "seed=25",
         "{'phasenet': 1.5, 'eqtransformer': 2, 'gpd': 1, 'stalta': 0.5, 'template': 1.25}", None,
         "rankagg fuse --help: --weights FILE of 'NAME W' lines; weighted Borda"),
        ("u26e_cli_combmnz_top10_missed", "GPD and the template matcher missed half of the onsets; the analyst's "
         "top 10 per station-day", "combmnz", ["--depth", "10"], None,
         "seed=27, drop={'gpd': 0.5, 'template': 0.5}", "", 10,
         "rankagg methods combmnz: min-max CombSUM times the lists holding the onset; --depth 10"),
        ("u26e_cli_combsum_inline_weight", "EQTransformer weighted on the command line, the others 1", "combsum",
         ["--weights", "eqtransformer=2"], None, "seed=29", "{'eqtransformer': 2.0}", None,
         "README: --weights NAME=W, unnamed runs weigh 1; rankagg methods combsum"),
    ]
    for cid, what, method, options, files, args, weights, depth, why in fusions:
        cases.append(cli_ok(
            cid, f"rankagg fuse phasenet.run ... template.run {' '.join(['--method', method, *options])}: {what}",
            ["fuse", *_PICKER_RUNS, "--method", method, *options, "-o", "candidates.run"], files,
            _cli_check(method, args, weights, depth), setup=_runs_setup(args), why=why))
    cases.append(cli_ok(
        "u26e_cli_gzipped_picker_runs", "rankagg fuse phasenet.run.gz ... --method rrf: the nightly picks kept gzipped",
        ["fuse", *[r + ".gz" for r in _PICKER_RUNS], "--method", "rrf", "-o", "candidates.run"], None,
        _cli_check("rrf", "seed=31"), setup=_runs_setup("seed=31", gz=True),
        why="docs/conventions.md: a run may be gzip-compressed; Cormack et al. 2009"))
    cases.append(cli_ok(
        "u26e_cli_input_depth_pickers", "rankagg fuse ... --method rrf --input-depth 8: each picker's 8 most probable "
        "onsets only, as the real-time associator reads them",
        ["fuse", *_PICKER_RUNS, "--method", "rrf", "--input-depth", "8", "-o", "candidates.run"], None,
        _cli_check("rrf", "seed=33", cut="RUNS = {f: {q: {d: p[d] for d in desc_order(p)[:8]} for q, p in run.items()} "
                   "for f, run in RUNS.items()}\n"),
        setup=_runs_setup("seed=33"), why="docs/conventions.md: --input-depth N cuts each run first; Cormack et al."))
    _PUNCT = ("ids = lambda q, i: ['2026-12-01T09:12:%02d.%03dZ' % (i, 7 * i), '2026-12-01T09:12:%02d+00:00' % i, "
              "'smi:local/pick/CI.PAS..BHZ/%d' % i, 'ci4091%04d' % i, 'quakeml:us.anss.org/event/ci%d' % i][i % 5]")
    cases.append(cli_ok(
        "u26e_cli_punctuated_ids", "rankagg fuse ... --method rrf: onsets given as ISO times with fractions and "
        "'+00:00', QuakeML publicIDs (smi:local/pick/CI.PAS..BHZ/3), ComCat ids; station-days 'CI.PAS..BHZ@...'",
        ["fuse", *_PICKER_RUNS[:3], "--method", "rrf", "-o", "candidates.run"], None,
        _cli_check("rrf", f"pickers=PICKERS[:3], seed=35, ids=(lambda: ({_PUNCT.split(' = ', 1)[1]}))()"),
        setup=_runs_setup(f"pickers=PICKERS[:3], seed=35, ids=(lambda: ({_PUNCT.split(' = ', 1)[1]}))()"),
        why="docs/reliability.md Rules: an id is any token without a blank (colons, slashes, '+', dots kept); "
            "Cormack et al. 2009"))
    cases.append(cli_ok(
        "u26e_cli_evaluate_catalog", "rankagg evaluate candidates.run --qrels catalog.qrels -m map -m P.5 -m "
        "ndcg_cut.10: the fused list against the analyst-reviewed catalog, as trec_eval names the measures",
        ["evaluate", "candidates.run", "--qrels", "catalog.qrels", "-m", "map", "-m", "P.5", "-m", "ndcg_cut.10"], None,
        lambda out, folder: _report(
            "R = station_days(seed=37, signal=0.3)\nqrels = catalog()\n"
            "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
            "want, _ = measures({q: trec_order(r[0]) for q, r in refs.items()}, qrels)\n"
            "nums = {}\nfor line in OUT.splitlines():\n    f = line.split()\n"
            "    if len(f) >= 2 and f[-2] in ('all',) or len(f) == 2:\n"
            "        try:\n            nums[f[0]] = float(f[-1])\n        except ValueError:\n            pass\n"
            "ap = nums.get('AP', nums.get('map'))\np5 = nums.get('P@5', nums.get('P_5'))\n"
            "nd = nums.get('nDCG@10', nums.get('ndcg_cut_10'))\n"
            "report('' if None not in (ap, p5, nd) and abs(ap - want['AP']) < 1e-4 and abs(p5 - want['P@5']) < 1e-4 "
            "and abs(nd - want['nDCG@10']) < 1e-4 and 0 < ap < 1 else 'got %r want %r' % (nums, want))\n"
            .replace("OUT", repr(out)), folder),
        setup=reference_setup(_REF, "R = station_days(seed=37, signal=0.3)\n"
                              "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
                              "lines = []\nfor q, r in refs.items():\n"
                              "    lines += ['%s Q0 %s %d %r fused' % (q, d, i, r[0][d]) for i, d in "
                              "enumerate(trec_order(r[0]), 1)]\n"
                              "open(P('candidates.run'), 'w').write('\\n'.join(lines) + '\\n')\n"
                              "open(P('catalog.qrels'), 'w').write(''.join('%s 0 %s %d\\n' % (q, d, g) "
                              "for q, j in catalog().items() for d, g in j.items()))\n"),
        why="trec_eval's map, P_5 and ndcg_cut_10 (references.TREC_MEASURES; nDCG's gains the grades)"))
    cases.append(cli_ok(
        "u26e_cli_evaluate_per_station_day", "rankagg evaluate candidates.run --qrels catalog.qrels -q -m P.1 -m "
        "recip_rank: was the analyst's first candidate a catalogued event, station-day by station-day",
        ["evaluate", "candidates.run", "--qrels", "catalog.qrels", "-q", "-m", "P.1", "-m", "recip_rank"],
        {"candidates.run": "CI.PAS..BHZ@2026-12-01 Q0 2026-12-01T09:12:34Z 1 3.0 f\n"
                           "CI.PAS..BHZ@2026-12-01 Q0 2026-12-01T14:03:10Z 2 2.0 f\n"
                           "CI.USC.00.HHZ@2026-12-01 Q0 2026-12-01T09:12:35Z 1 3.0 f\n"
                           "CI.USC.00.HHZ@2026-12-01 Q0 2026-12-01T02:00:01Z 2 2.5 f\n"
                           "CI.USC.00.HHZ@2026-12-01 Q0 2026-12-01T22:41:07Z 3 2.5 f\n"
                           "AZ.PFO..HHZ@2026-12-01 Q0 2026-12-01T05:00:00Z 1 0.5 f\n"
                           "AZ.PFO..HHZ@2026-12-01 Q0 2026-12-01T05:00:01Z 2 0.5 f\n",
         "catalog.qrels": "CI.PAS..BHZ@2026-12-01 0 2026-12-01T09:12:34Z 2\n"
                          "CI.USC.00.HHZ@2026-12-01 0 2026-12-01T02:00:01Z 2\n"
                          "CI.USC.00.HHZ@2026-12-01 0 2026-12-01T09:12:35Z 0\n"
                          "AZ.PFO..HHZ@2026-12-01 0 2026-12-01T05:00:01Z 1\n"},
        lambda out, folder: (lambda nums: nums.get(("CI.PAS..BHZ@2026-12-01", "p1")) == 1.0
                             and nums.get(("CI.USC.00.HHZ@2026-12-01", "p1")) == 0.0
                             and nums.get(("AZ.PFO..HHZ@2026-12-01", "p1")) == 1.0
                             and abs(nums.get(("CI.USC.00.HHZ@2026-12-01", "rr"), -1) - 1 / 3) < 1e-4
                             and abs(nums.get(("AZ.PFO..HHZ@2026-12-01", "rr"), -1) - 1.0) < 1e-4)(
            {(f[-2], "p1" if f[0].lower() in ("p_1", "p@1") else "rr"): float(f[-1]) for f in map(str.split,
             out.splitlines()) if len(f) >= 3 and "@2026" in f[-2]}),
        why="trec_eval -q: ties by docid descending (22:41:07 before 02:00:01 at 2.5: RR 1/3; 05:00:01 before "
            "05:00:00 at 0.5: P_1 1)"))
    cases.append(cli_ok(
        "u26e_cli_parquet_candidates", "rankagg fuse ... --method rrf --depth 20 -o candidates.parquet: the list as a "
        "Parquet table for the associator",
        ["fuse", *_PICKER_RUNS, "--method", "rrf", "--depth", "20", "-o", "candidates.parquet"], None,
        lambda out, folder: _report(
            "import pandas as pd\nt = pd.read_parquet(FOLDER + '/candidates.parquet')\n"
            "rows = {q: list(zip(g.sort_values('rank')['doc_id'], g.sort_values('rank')['score'])) "
            "for q, g in t.groupby('q_id')}\n"
            "R = station_days(seed=39)\nrefs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
            "report(agree_all(rows, refs, 20))\n", folder),
        setup=_runs_setup("seed=39"),
        why="docs/conventions.md: -o names a TREC run or a Parquet table (.parquet); Cormack et al. 2009"))
    cases.append(cli_ok(
        "u26e_cli_template_negative_cc", "rankagg fuse template.run stalta.run --method combsum: the template's "
        "normalised cross-correlation, negative for anticorrelated windows, min-max normalised per list",
        ["fuse", "template.run", "stalta.run", "--method", "combsum", "-o", "candidates.run"],
        {"template.run": "CI.PAS..BHZ@2026-12-01 Q0 2026-12-01T09:12:34Z 1 0.91 template\n"
                         "CI.PAS..BHZ@2026-12-01 Q0 2026-12-01T14:03:10Z 2 -0.12 template\n"
                         "CI.PAS..BHZ@2026-12-01 Q0 2026-12-01T02:00:01Z 3 -0.48 template\n",
         "stalta.run": "CI.PAS..BHZ@2026-12-01 Q0 2026-12-01T14:03:10Z 1 9.5 stalta\n"
                       "CI.PAS..BHZ@2026-12-01 Q0 2026-12-01T09:12:34Z 2 7.0 stalta\n"
                       "CI.PAS..BHZ@2026-12-01 Q0 2026-12-01T23:59:59Z 3 3.5 stalta\n"},
        lambda out, folder: _report(
            "got = read_run(open(FOLDER + '/candidates.run').read())['CI.PAS..BHZ@2026-12-01']\n"
            "# template min-max over [-0.48, 0.91]: 09:12:34 1, 14:03:10 0.36/1.39, 02:00:01 0\n"
            "# stalta over [3.5, 9.5]: 14:03:10 1, 09:12:34 3.5/6, 23:59:59 0\n"
            "want = {'2026-12-01T09:12:34Z': 1 + 3.5 / 6, '2026-12-01T14:03:10Z': 0.36 / 1.39 + 1, "
            "'2026-12-01T02:00:01Z': 0.0, '2026-12-01T23:59:59Z': 0.0}\n"
            "order = ['2026-12-01T09:12:34Z', '2026-12-01T14:03:10Z', '2026-12-01T02:00:01Z', '2026-12-01T23:59:59Z']\n"
            "report('' if [d for d, _ in got] == order and all(abs(s - want[d]) < 1e-4 for d, s in got[:2]) "
            "else repr(got))\n", folder),
        why="rankagg methods combsum: min-max per list (a negative score is a score); the 0-0 tie by the house rule "
            "(both in one list at place 3: the smaller id first)"))

    # --- the team's tools' own files given where runs are read: named by the tool ----------------------------------
    tool_files = [
        ("u26e_quakeml_as_run", "a QuakeML 1.2 catalog (<q:quakeml>, eventParameters, events, origins, picks)",
         "catalog_20261201.xml", _QUAKEML, "catalog_20261201.xml:2", "QuakeML"),
        ("u26e_stationxml_as_run", "an FDSN StationXML inventory (<FDSNStationXML>, networks, stations, channels)",
         "CI_PAS.xml", _STATIONXML, "CI_PAS.xml:2", "StationXML"),
        ("u26e_sc3ml_as_run", "a SeisComP SC3ML export of the day's picks (<seiscomp>, EventParameters)",
         "picks.sc3ml", _SC3ML, "picks.sc3ml:2", "SeisComP"),
        ("u26e_nlloc_obs_as_run", "NonLinLoc's phase file (NLLOC_OBS: station, instrument, component, onset, phase, "
         "first motion, date, hour-minute, seconds, GAU error ...)", "pasadena.obs", _NLLOC_OBS, "pasadena.obs:1",
         "NonLinLoc"),
        ("u26e_nlloc_hyp_as_run", "NonLinLoc's hypocenter file (NLLOC ... LOCATED, SIGNATURE, GRID, HYPOCENTER, "
         "GEOGRAPHIC, QUALITY, END_NLLOC)", "pasadena.20261201.091231.grid0.loc.hyp", _NLLOC_HYP,
         "pasadena.20261201.091231.grid0.loc.hyp:1", "NonLinLoc"),
        ("u26e_hypoinverse_arc_as_run", "a HypoInverse Y2000 archive file (a summary line, then a phase line per "
         "station)", "20261201.arc", _HYPO_ARC, "20261201.arc:1", "HypoInverse"),
        ("u26e_seisbench_picks_as_run", "SeisBench's picks saved with pandas (trace_id, start_time, peak_time, "
         "end_time, peak_value, phase)", "picks_phasenet.csv", _SEISBENCH, "picks_phasenet.csv:1", "SeisBench"),
        ("u26e_phasenet_picks_as_run", "PhaseNet's picks.csv (file_name, begin_time, station_id, phase_index, "
         "phase_time, phase_score, phase_type)", "picks.csv", _PHASENET, "picks.csv:1", "PhaseNet"),
        ("u26e_eqt_results_as_run", "EQTransformer's X_prediction_results.csv (network, station, ..., "
         "detection_probability, p_arrival_time, p_probability, ...)", "X_prediction_results.csv", _EQT,
         "X_prediction_results.csv:1", "EQTransformer"),
        ("u26e_gpd_picks_as_run", "GPD's pick lines (network, station, phase, time)", "gpd_picks.out", _GPD,
         "gpd_picks.out:1", "GPD"),
        ("u26e_eqcorrscan_detections_as_run", "EQcorrscan's detections (Party.write format='csv': 'Template name; "
         "Detection time (UTC); ...; Detect value')", "party_detections.csv", _EQCORRSCAN,
         "party_detections.csv:1", "EQcorrscan"),
        ("u26e_comcat_csv_as_run", "the USGS ComCat search CSV (time, latitude, longitude, depth, mag, ..., id, ...)",
         "query.csv", _COMCAT, "query.csv:1", "ComCat"),
    ]
    for cid, what, name, text, where, tool in tool_files:
        cases.append(cli_bad(
            cid, f"rankagg fuse {name} phasenet.run -o candidates.run: {what} given as a run",
            ["fuse", name, "phasenet.run", "--method", "rrf", "-o", "candidates.run"],
            {name: text, "phasenet.run": _ONE_RUN}, where, tool,
            why="trec_eval refuses a line of other than six fields or a score that is no number; the file is the "
                "tool's, named by the tool and with how to make a picker's run of it (a field count says nothing "
                "the seismologist can act on)"))
    binaries = [
        ("u26e_miniseed2_as_run", "a miniSEED 2 waveform record (000001D, station PAS, channel BHZ, network CI, "
         "blockette 1000)", "CI.PAS..BHZ.2026.335.mseed", _miniseed2(), "miniSEED"),
        ("u26e_miniseed3_as_run", "a miniSEED 3 record ('MS', version 3, FDSN source id)",
         "CI.PAS..BHZ.2026.335.ms3", _miniseed3(), "miniSEED"),
        ("u26e_sac_as_run", "a SAC waveform (its 632-byte binary header, nvhdr 6)", "CI.PAS..BHZ.sac", _sac(), "SAC"),
    ]
    for cid, what, name, data, tool in binaries:
        cases.append(cli_bad(
            cid, f"rankagg fuse {name} phasenet.run -o candidates.run: {what} given as a run",
            ["fuse", name, "phasenet.run", "--method", "rrf", "-o", "candidates.run"],
            {name: data, "phasenet.run": _ONE_RUN}, name, tool,
            why="a waveform holds no TREC line (trec_eval reads garbage or stops at a NUL); named by its bytes, "
                "with what to run on it first"))

    # --- the catalog the analysts give as judgements ---------------------------------------------------------------
    qrels_files = [
        ("u26e_quakeml_as_qrels", "catalog_reviewed.xml", _QUAKEML, "catalog_reviewed.xml:2", "QuakeML",
         "the analyst-reviewed QuakeML catalog"),
        ("u26e_comcat_as_qrels", "query.csv", _COMCAT, "query.csv:1", "ComCat", "ComCat's CSV of reviewed events"),
        ("u26e_hypoinverse_as_qrels", "20261201.arc", _HYPO_ARC, "20261201.arc:1", "HypoInverse",
         "the located events' HypoInverse archive"),
        ("u26e_nlloc_obs_as_qrels", "reviewed.obs", _NLLOC_OBS, "reviewed.obs:1", "NonLinLoc",
         "the analyst's reviewed picks as a NonLinLoc phase file"),
    ]
    for cid, name, text, where, tool, what in qrels_files:
        cases.append(cli_bad(
            cid, f"rankagg evaluate candidates.run --qrels {name}: {what} given as the judgements",
            ["evaluate", "candidates.run", "--qrels", name], {"candidates.run": _ONE_RUN, name: text}, where, tool,
            outputs=(),
            why="trec_eval refuses a qrels line of other than four fields; the file is the tool's, named by the tool "
                "with how to write the catalog as 'STATION-DAY 0 ONSET GRADE'"))

    # --- other mistakes of the day ---------------------------------------------------------------------------------
    cases.append(cli_bad(
        "u26e_onset_with_blank", "rankagg fuse stalta.run phasenet.run: an onset copied from ObsPy's UTCDateTime "
        "print ('2026-12-01 09:12:34.56'), seven fields on line 2",
        ["fuse", "stalta.run", "phasenet.run", "--method", "rrf", "-o", "candidates.run"],
        {"stalta.run": "CI.PAS..BHZ@2026-12-01 Q0 2026-12-01T02:00:01Z 1 9.1 stalta\n"
                       "CI.PAS..BHZ@2026-12-01 Q0 2026-12-01 09:12:34.56 2 8.0 stalta\n",
         "phasenet.run": _ONE_RUN}, "stalta.run:2",
        why="docs/conventions.md: a wrong field count is refused naming the file and line; trec_eval would read "
            "'09:12:34.56' as the rank and '2' as the score"))
    cases.append(cli_bad(
        "u26e_onset_twice_in_picker", "rankagg fuse gpd.run phasenet.run: GPD lists 09:12:34Z twice for CI.PAS..BHZ "
        "(a P and an S pick binned to one second)", ["fuse", "gpd.run", "phasenet.run", "--method", "rrf", "-o",
                                                      "candidates.run"],
        {"gpd.run": "CI.PAS..BHZ@2026-12-01 Q0 2026-12-01T09:12:34Z 1 0.98 gpd\n"
                    "CI.PAS..BHZ@2026-12-01 Q0 2026-12-01T14:03:10Z 2 0.52 gpd\n"
                    "CI.PAS..BHZ@2026-12-01 Q0 2026-12-01T09:12:34Z 3 0.31 gpd\n", "phasenet.run": _ONE_RUN},
        "gpd.run:3",
        why="docs/conventions.md: a document twice in one list is refused naming the line (which score counts would "
            "be a guess)"))
    cases.append(cli_bad(
        "u26e_probability_percent", "rankagg fuse eqt_pct.run phasenet.run: EQTransformer's probability typed as "
        "'97%'", ["fuse", "eqt_pct.run", "phasenet.run", "--method", "rrf", "-o", "candidates.run"],
        {"eqt_pct.run": "CI.PAS..BHZ@2026-12-01 Q0 2026-12-01T09:12:34Z 1 97% eqtransformer\n"
                        "CI.PAS..BHZ@2026-12-01 Q0 2026-12-01T14:03:10Z 2 41% eqtransformer\n",
         "phasenet.run": _ONE_RUN}, "eqt_pct.run:1", "97%",
        why="docs/conventions.md: a non-numeric score is refused naming the line (atof would read 97 and 41, the "
            "percent sign's meaning lost)"))
    cases.append(bad(
        "u26e_api_weights_unknown_picker", "rankagg.fuse(runs, method='rrf', weights={'eqtransformr': 2}): a "
        "picker's name misspelt in the weights", "import rankagg\nR = station_days(pickers=['phasenet', "
        "'eqtransformer'])\nrankagg.fuse(R, method='rrf', weights={'eqtransformr': 2.0})\n", "eqtransformr",
        why="a weight for no given run would silently weigh the real picker 1 (README: unnamed runs weigh 1)"))

    # --- the list written under a seismology format's name ---------------------------------------------------------
    for cid, out_name, what in [
            ("u26e_out_quakeml", "candidates.quakeml", "a QuakeML catalog (XML)"),
            ("u26e_out_miniseed", "candidates.miniseed", "a miniSEED waveform (binary records)"),
            ("u26e_out_stationxml", "candidates.stationxml", "an FDSN StationXML inventory"),
            ("u26e_out_sc3ml", "candidates.sc3ml", "a SeisComP SC3ML document"),
            ("u26e_out_nlloc_hyp", "candidates.hyp", "a NonLinLoc hypocenter file"),
            ("u26e_out_hypoinverse_phs", "candidates.phs", "a HypoInverse phase file"),
            ("u26e_out_gse2", "candidates.gse2", "a GSE2 bulletin or waveform"),
            ("u26e_out_asdf", "candidates.asdf", "an ASDF seismic data file (HDF5)")]:
        cases.append(cli_bad(
            cid, f"rankagg fuse phasenet.run eqtransformer.run --method rrf -o {out_name}: {what}; TREC lines under "
            "that name are read by no tool that opens it", ["fuse", "phasenet.run", "eqtransformer.run", "--method",
                                                            "rrf", "-o", out_name],
            None, out_name, outputs=(out_name,), setup=_runs_setup("pickers=['phasenet', 'eqtransformer'], seed=43"),
            why="issue 45: every output reads back; rankagg/io/output_names.py names each format's suffix"))
    return cases
