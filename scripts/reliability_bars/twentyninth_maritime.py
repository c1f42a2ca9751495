"""Issue 45's twenty-ninth bar of scripts/reliability_matrix.py, a maritime domain awareness team's ranking of
vessels by risk per sea area and day across detectors (AIS gaps, loitering, spoofing, a watch list) (its cases, ids
``u29j_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the
verdicts) are the matrix's.

The team's day: each sea area and day (``baltic/2026-11-30``) is a query and each vessel a document by its MMSI, nine
digits (``219000873``; ``002320123``, a coast station's, with leading zeros that must be kept); the runs are the
detectors, scores in [0, 1] (four decimals: ties happen).  The lists are fused with RRF, Borda and CombSUM, weighted
by the detector's precision last quarter, and judged against what boarding officers found (2 a violation, 1 a
warning, 0 nothing).  The mistakes and odd files: the field's own files given where runs or qrels are read (AIS as
NMEA sentences, GPS NMEA, MarineCadastre's and the Danish Maritime Authority's AIS CSVs (the latter's header commented
with '#'), Global Fishing Watch's fishing-effort CSV, ADS-B as SBS-1 BaseStation messages and OpenSky's state
vectors, METAR reports), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

from .case import Case, command_cases, fusion_checks
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, team_day_cases

TWENTYNINTH_MARITIME = ("45 Unseen inputs: a twenty-ninth bar, a maritime domain awareness team's ranking of vessels by "
                        "risk across detectors (AIS NMEA, MarineCadastre and DMA CSVs, Global Fishing Watch, ADS-B)")

_DATA = SEEDED_UNIFORM + r'''RECS = ['ais_gap', 'loitering', 'spoofing_cnn', 'watchlist']
RESOURCES = ['219000873', '636019825', '273445820', '002320123', '538007071', '412440890', '310627000',
             '257081880']
GAIN = dict(zip(RESOURCES, [0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2]))
def area_day(k):
    return '%s/2026-11-%02d' % (('baltic', 'north_sea', 'skagerrak')[k % 3], 25 + k)
def detections(recs=RECS, n_q=6, seed=3, drop=0.0, noise=1.0):
    """{detector: {area/day: {MMSI: score}}}: scores in [0, 1] at four decimals; ``drop``: the share of the
    vessels a detector did not flag in an area"""
    g = lcg(seed)
    out = {}
    for r in recs:
        out[r] = {}
        for k in range(n_q):
            p = {}
            for d in RESOURCES:
                u, v = next(g), next(g)
                if v < drop:
                    continue
                p[d] = round(min(1.0, max(0.0, GAIN[d] + noise * 0.6 * (u - 0.5))), 4)
            if p:
                out[r][area_day(k)] = p
    return out
def boardings(n_q=6):
    """what boarding officers found: 2 (a violation) for two vessels, 1 (a warning) for three, 0 the rest"""
    g = dict(zip(RESOURCES, [2, 2, 1, 1, 1, 0, 0, 0]))
    return {area_day(k): dict(g) for k in range(n_q)}
''' + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "detections", "risk.run")

_RECS3 = ["ais_gap", "loitering", "spoofing_cnn"]
_OUT = ("risk.run",)
_ONE_RUN = ("baltic/2026-11-30 Q0 219000873 1 0.91 ais_gap\nbaltic/2026-11-30 Q0 636019825 2 0.77 ais_gap\n"
            "baltic/2026-11-30 Q0 002320123 3 0.52 ais_gap\n")
# the team's files, as their tools write them (a few lines)
_AIVDM = ("!AIVDM,1,1,,B,15M67FC000G?ufbE`FepT@3n00Sa,0*5C\n"
          "!AIVDM,2,1,3,B,55P5TL01VIaAL@7WKO@mBplU@<PDhh000000001S;AJ::4A80?4i@E53,0*3E\n")
_TAGGED = ("\\s:2573345,c:1764500531*0B\\!AIVDM,1,1,,A,13u?etPv2;0n:dDPwUM1U1Cb069D,0*24\n"
           "\\s:2573345,c:1764500532*08\\!AIVDM,1,1,,B,15M67FC000G?ufbE`FepT@3n00Sa,0*5C\n")
_GPS = ("$GPRMC,123519,A,4807.038,N,01131.000,E,022.4,084.4,230394,003.1,W*6A\n"
        "$GPGGA,123519,4807.038,N,01131.000,E,1,08,0.9,545.4,M,46.9,M,,*47\n")
_CADASTRE = ("MMSI,BaseDateTime,LAT,LON,SOG,COG,Heading,VesselName,IMO,CallSign,VesselType,Status,Length,Width,Draft,"
             "Cargo,TransceiverClass\n219000873,2026-11-30T00:00:01,56.99,10.30,0.1,208.6,511,SEA LION,IMO9074729,"
             "OXPQ2,70,5,90,14,5.2,70,A\n")
_DMA = ("# Timestamp,Type of mobile,MMSI,Latitude,Longitude,Navigational status,ROT,SOG,COG,Heading,IMO,Callsign,Name,"
        "Ship type,Cargo type,Width,Length,Type of position fixing device,Draught,Destination,ETA,Data source type,A,B,"
        "C,D\n30/11/2026 00:00:00,Class A,219000873,56.990000,10.300000,Moored,0.0,0.1,208.6,511,9074729,OXPQ2,"
        "SEA LION,Cargo,,14,90,GPS,5.2,AARHUS,30/11/2026 06:00:00,AIS,,,,\n")
_GFW = ("mmsi,timestamp,distance_from_shore,distance_from_port,speed,course,lat,lon,is_fishing,source\n"
        "219000873,1764460800,12000.0,25000.0,3.2,210.0,56.99,10.30,1,dalhousie_longliner\n")
_SBS = ("MSG,3,1,1,4CA2D6,1,2026/11/30,10:02:11.123,2026/11/30,10:02:11.123,,37000,,,51.4700,-0.4543,,,0,0,0,0\n"
        "MSG,4,1,1,4CA2D6,1,2026/11/30,10:02:11.200,2026/11/30,10:02:11.200,,,451,254,,,64,,,,,0\n")
_OPENSKY = ("time,icao24,lat,lon,velocity,heading,vertrate,callsign,onground,alert,spi,squawk,baroaltitude,"
            "geoaltitude,lastposupdate,lastcontact\n1764500531,4ca2d6,51.47,-0.4543,231.2,254.0,0.0,RYR12AB ,False,"
            "False,False,7700,11277.6,11430.0,1764500530.9,1764500531.0\n")
_METAR = ("METAR EGLL 301020Z 24015KT 9999 FEW030 08/03 Q1012 NOSIG=\n"
          "METAR EHAM 301025Z 23012KT 9999 SCT025 07/02 Q1010 NOSIG=\n")


def twentyninth_bar_maritime_cases() -> list[Case]:
    G = TWENTYNINTH_MARITIME
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="detections", judgements="boardings", runs=_RECS3, stem="risk", outputs=_OUT,
        item="vessel", rounded="ais_gap",
        weights="{'ais_gap': 1.0, 'loitering': 0.5, 'spoofing_cnn': 1.0, 'watchlist': 2.0}",
        lone_query="R['watchlist']['arctic/2026-11-30'] = {'273445820': 1.0, '002320123': 0.5}\n",
        trust="spoofing_cnn 2\nloitering 0.5\nais_gap 1\n",
        trust_dict="{'spoofing_cnn': 2, 'loitering': 0.5, 'ais_gap': 1}",
        texts={
            "rrf": ("u29j_rrf_detectors",
                    "rankagg.fuse({detector: {area/day: {MMSI: score}}}, method='rrf'): four detectors, six "
                    "area-days ('baltic/2026-11-25'), vessels by nine-digit MMSI ('002320123' keeps its zeros)"),
            "borda": ("u29j_borda_partial_lists",
                      "rankagg.fuse(..., method='borda'): the watch list and the spoofing model flag only some "
                      "vessels of an area"),
            "combsum": ("u29j_combsum_tied_scores",
                        "rankagg.fuse(..., method='combsum'): the AIS gap detector's scores at one decimal (many "
                        "ties) beside the others"),
            "fuser": ("u29j_weighted_fuser_trust",
                      "rankagg.Fuser('rrf', weights=...) per area-day: the watch list counts 2, the loitering rule "
                      "0.5 (many false alarms near ports)"),
            "frame": ("u29j_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the detections as the "
                      "team's warehouse returns them, a row per area-day, vessel and detector"),
            "evaluate": ("u29j_evaluate_boardings",
                         "rankagg.evaluate(fused ranking, the boardings' findings, ['nDCG@5', 'AP', 'P@3']): does "
                         "the fused ranking put first the vessels found in violation"),
            "lone": ("u29j_one_detector_area",
                     "rankagg.fuse(..., method='rrf'): an area only the watch list covers (no AIS receiver there) "
                     "beside areas every detector covers"),
            "cli_rrf": ("u29j_cli_rrf_runs",
                        "rankagg fuse ais_gap.run loitering.run spoofing_cnn.run --method rrf -o risk.run: one run "
                        "per detector, area-days as queries"),
            "cli_borda": ("u29j_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the spoofing model "
                          "counts double)"),
            "cli_combsum": ("u29j_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four vessels a patrol can board in a "
                            "day"),
            "cli_evaluate": ("u29j_cli_evaluate_boardings_qrels",
                             "rankagg evaluate risk.run --qrels boardings.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against the boardings' findings (0-2)"),
            "cli_parquet": ("u29j_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o risk.parquet: gzipped runs from the nightly job, "
                            "a Parquet table for the dashboard")})

    # --- the team's files given where runs are read: named by their format or tool, at the first line ---------------
    text_why = ("trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                "(a field count says nothing the team can act on)")
    cases += files_as_runs(cli_bad, [
        ("u29j_aivdm_as_run", "an AIS receiver's feed as NMEA sentences (!AIVDM)", "feed_2026-11-30.nmea", _AIVDM,
         "AIS", "feed_2026-11-30.nmea:1"),
        ("u29j_tagged_aivdm_as_run", "an AIS feed with NMEA 4.0 tag blocks (\\s:station,c:time*hh\\!AIVDM)",
         "aishub.txt", _TAGGED, "AIS", "aishub.txt:1"),
        ("u29j_gps_nmea_as_run", "a ship's GPS log as NMEA 0183 sentences ($GPRMC, $GPGGA)", "bridge.log", _GPS,
         "NMEA", "bridge.log:1"),
        ("u29j_marinecadastre_as_run", "MarineCadastre's AIS CSV (MMSI, BaseDateTime, LAT, LON, SOG, ...)",
         "AIS_2026_11_30.csv", _CADASTRE, "AIS", "AIS_2026_11_30.csv:1"),
        ("u29j_dma_ais_as_run", "the Danish Maritime Authority's AIS CSV (its header a '# Timestamp,...' line)",
         "aisdk-2026-11-30.csv", _DMA, "AIS", "aisdk-2026-11-30.csv:1"),
        ("u29j_gfw_as_run", "Global Fishing Watch's fishing-effort CSV (mmsi, timestamp, ..., is_fishing)",
         "gfw_effort.csv", _GFW, "Global Fishing Watch", "gfw_effort.csv:1"),
        ("u29j_sbs_as_run", "ADS-B as SBS-1 BaseStation messages (MSG,3,...) from dump1090's port 30003",
         "sbs_30003.txt", _SBS, "BaseStation", "sbs_30003.txt:1"),
        ("u29j_opensky_as_run", "OpenSky's state vectors CSV (time, icao24, lat, lon, velocity, ...)",
         "states_2026-11-30-10.csv", _OPENSKY, "OpenSky", "states_2026-11-30-10.csv:1"),
        ("u29j_metar_as_run", "METAR weather reports (METAR EGLL 301020Z ...)", "metar.txt", _METAR, "METAR",
         "metar.txt:1")], one_run=("ais_gap.run", _ONE_RUN), stem="risk",
        text_why=text_why)

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u29j_aivdm_as_qrels", "feed_2026-11-30.nmea", _AIVDM, "AIS"),
        ("u29j_dma_ais_as_qrels", "aisdk-2026-11-30.csv", _DMA, "AIS"),
        ("u29j_sbs_as_qrels", "sbs_30003.txt", _SBS, "BaseStation"),
        ("u29j_metar_as_qrels", "metar.txt", _METAR, "METAR")], one_run=("ais_gap.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u29j_out_nmea", "risk.nmea", "NMEA sentences"),
        ("u29j_out_sbs", "risk.sbs", "SBS-1 BaseStation messages"),
        ("u29j_out_ais", "risk.ais", "an AIS feed")], runs=_RECS3,
        setup=_runs_setup(f"recs={_RECS3}, seed=31"))
    return cases
