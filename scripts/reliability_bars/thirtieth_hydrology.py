"""Issue 45's thirtieth bar of scripts/reliability_matrix.py, a hydrology team's ranking of streamflow models across catchments by skill (USGS RDB, WaterML 2, GRDC, CAMELS tables, NetCDF, HEC-DSS, NSE and KGE scores) (its cases, ids ``u30e_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The team's day: each catchment or gauge (a USGS site number with its leading zeros, ``01013500``; a GRDC number,
``6335020``; a CAMELS basin id) is a query and each streamflow model (``LSTM_ensemble``, ``SAC-SMA``, ``VIC``,
``GR4J``, ``HBV``, ``NWM_v3``) a document; the runs are skill metrics or evaluation periods.  NSE and KGE are higher
better (from minus infinity to 1, negative values common).  The rankings are fused with Borda, RRF and CombSUM and the
fused order judged against the team's tiers of models.  The mistakes and odd files: the field's own files given where
runs or qrels are read (a USGS RDB file, WaterML 2.0, a GRDC day file, a CAMELS attribute table, NeuralHydrology's
metrics CSV and pickled results, NetCDF, HDF5, HEC-DSS, HEC-RAS project and geometry files, SWAT's output.rch,
StreamStats JSON), missing values '-999' and '-9999', ids as pandas reads them, and outputs named for the field's
formats.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import gzip
import struct

from .case import Case, command_cases, reference_setup, snippet_cases, fusion_checks
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
    SEEDED_UNIFORM, TREC_MEASURES)

THIRTIETH_HYDROLOGY = "45 Unseen inputs: a thirtieth bar, a hydrology team's ranking of streamflow models across catchments by skill (USGS RDB, WaterML 2, GRDC, CAMELS tables, NetCDF, HEC-DSS, NSE and KGE scores)"

_DATA = r'''
import itertools, json, math, subprocess, sys
'''[1:] + SEEDED_UNIFORM + r'''METRICS = ['NSE', 'KGE', 'logNSE', 'NSE_high']
MODELS = ['LSTM_ensemble', 'SAC-SMA', 'VIC', 'GR4J', 'HBV', 'NWM_v3']
SKILL = {'LSTM_ensemble': 0.78, 'SAC-SMA': 0.61, 'VIC': 0.42, 'GR4J': 0.64, 'HBV': 0.58, 'NWM_v3': 0.35}
GAUGES = ['01013500', '01022500', '01030500', '02108000', '03015500', '06431500', '08082700', '12035000']
def skills(metrics=METRICS, n_q=8, seed=3, spread=0.9, drop=None):
    """{metric: {gauge: {model: skill}}}: NSE / KGE, higher better, at most 1, negative values common"""
    g = lcg(seed)
    out = {}
    for m in metrics:
        out[m] = {}
        for k in range(n_q):
            p = {}
            for s in MODELS:
                u, v = next(g), next(g)
                if s != 'LSTM_ensemble' and v < (drop or {}).get(m, 0.0):
                    continue
                p[s] = round(min(1.0, SKILL[s] + spread * (u - 0.5) - (0.6 if u < 0.1 else 0.0)), 4)
            out[m][GAUGES[k % len(GAUGES)] if k < len(GAUGES) else '0%d' % (2000000 + k)] = p
    return out
def tiers(n_q=8):
    g = {'LSTM_ensemble': 3, 'GR4J': 2, 'SAC-SMA': 2, 'HBV': 1, 'VIC': 0, 'NWM_v3': 0}
    return {GAUGES[k]: dict(g) for k in range(n_q)}
''' + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_report, _runs_setup, _cli_check = fusion_checks(_REF, "skills", "order.run")

_M4 = ["NSE", "KGE", "logNSE", "NSE_high"]
_RUNS4 = [f"{m}.run" for m in _M4]
_OUT = ("order.run",)
_ONE_RUN = ("01013500 Q0 LSTM_ensemble 1 0.81 NSE\n01013500 Q0 GR4J 2 0.66 NSE\n01013500 Q0 SAC-SMA 3 0.59 NSE\n"
            "01013500 Q0 VIC 4 -0.12 NSE\n")

# the team's files, as their tools write them (a few rows)
_RDB = ("# ---------------------------------- WARNING ----------------------------------------\n"
        "# Some of the data that you have obtained from this U.S. Geological Survey database\n"
        "# may not have received Director's approval.\n"
        "#\n# Data for the following 1 site(s) are contained in this file\n"
        "#    USGS 01013500 Fish River near Fort Kent, Maine\n"
        "# -----------------------------------------------------------------------------------\n#\n"
        "# Data provided for site 01013500\n#            TS   parameter     statistic     Description\n"
        "#        149601       00060     00003     Discharge, cubic feet per second (Mean)\n#\n"
        "agency_cd\tsite_no\tdatetime\t149601_00060_00003\t149601_00060_00003_cd\n"
        "5s\t15s\t20d\t14n\t10s\n"
        "USGS\t01013500\t2025-10-01\t312\tA\nUSGS\t01013500\t2025-10-02\t305\tA\n"
        "USGS\t01013500\t2025-10-03\t298\tA:e\nUSGS\t01013500\t2025-10-04\t290\tP\n")
_RDB_BARE = ("agency_cd\tsite_no\tdatetime\t149601_00060_00003\t149601_00060_00003_cd\n"
             "5s\t15s\t20d\t14n\t10s\nUSGS\t01013500\t2025-10-01\t312\tA\nUSGS\t01013500\t2025-10-02\t305\tA\n")
_WATERML = ('<?xml version="1.0" encoding="UTF-8"?>\n'
            '<wml2:Collection xmlns:wml2="http://www.opengis.net/waterml/2.0" '
            'xmlns:gml="http://www.opengis.net/gml/3.2" gml:id="C.USGS.01013500">\n'
            '  <wml2:observationMember>\n    <om:OM_Observation xmlns:om="http://www.opengis.net/om/2.0" gml:id="obs.1">\n'
            '      <om:result>\n        <wml2:MeasurementTimeseries gml:id="TS.1">\n'
            '          <wml2:point><wml2:MeasurementTVP><wml2:time>2025-10-01</wml2:time>'
            '<wml2:value>312</wml2:value></wml2:MeasurementTVP></wml2:point>\n'
            '        </wml2:MeasurementTimeseries>\n      </om:result>\n    </om:OM_Observation>\n'
            '  </wml2:observationMember>\n</wml2:Collection>\n')
_GRDC = ("# Title:                 GRDC STATION DATA FILE\n#                        --------------\n"
         "# Format:                DOS-ASCII\n# Field delimiter:       ;\n# missing values are indicated by -999.000\n#\n"
         "# file generation date:  2025-11-14\n#\n# GRDC-No.:              6335020\n# River:                 RHINE RIVER\n"
         "# Station:               REES\n# Country:               DE\n# Latitude (DD):       51.756\n"
         "# Longitude (DD):       6.395\n# Catchment area (km²):      159300.0\n#\n"
         "# Data Set Content:      MEAN DAILY DISCHARGE (Q)\n#                        --------------------\n"
         "# Unit of measure:                  m³/s\n#\n# DATA\nYYYY-MM-DD;hh:mm; Value\n"
         "1814-11-01;--:--;   1758.000\n1814-11-02;--:--;   1752.000\n1814-11-03;--:--;   -999.000\n")
_CAMELS = ("gauge_id;p_mean;pet_mean;p_seasonality;frac_snow;aridity;high_prec_freq;high_prec_dur;"
           "high_prec_timing;low_prec_freq;low_prec_dur;low_prec_timing\n"
           "01013500;3.126;1.971;0.187;0.313;0.631;12.95;1.349;son;202.2;3.427;mam\n"
           "01022500;3.608;2.119;-0.115;0.245;0.587;20.55;1.205;son;233.65;3.662;jja\n")
_CAMELS_TOPO = ("gauge_id;gauge_lat;gauge_lon;elev_mean;slope_mean;area_gages2;area_geospa_fabric\n"
                "01013500;47.23739;-68.58264;250.31;21.64152;2252.7;2303.95\n"
                "01022500;44.60797;-67.93524;92.68;17.79072;573.6;620.38\n")
_NH_METRICS = ("basin,NSE,KGE,Alpha-NSE,Beta-NSE,FHV,FLV,FMS,Peak-Timing\n"
               "01013500,0.8123,0.7855,0.9512,0.0213,-8.13,35.2,-4.41,0.33\n"
               "01022500,0.7441,0.7012,0.9023,-0.0512,-12.4,20.1,-9.21,0.5\n")
_NH_PICKLE = b"\x80\x04\x95\x1a\x00\x00\x00\x00\x00\x00\x00}\x94\x8c\x0801013500\x94}\x94\x8c\x02NSE\x94G?\xe9\xfe\x00\x00\x00\x00\x00s."
_NETCDF = b"CDF\x01\x00\x00\x00\x00\x00\x00\x00\n\x00\x00\x00\x02\x00\x00\x00\x04time\x00\x00\x00\x00" + b"\x00" * 24
_HDF5 = b"\x89HDF\r\n\x1a\n\x00\x00\x00\x00\x00\x08\x08\x00\x04\x00\x10\x00\x00\x00" + b"\x00" * 40
_DSS = b"ZDSS" + b"\x00" * 4 + b"7-IQ    " + struct.pack("<8i", 0, 1, 2, 3, 4, 5, 6, 7) + b"\x00" * 32
_HECRAS_PRJ = ("Proj Title=Fish River near Fort Kent\nCurrent Plan=p01\nDefault Exp/Contr=0.3,0.1\nEnglish Units\n"
               "Geom File=g01\nFlow File=f01\nPlan File=p01\n")
_HECRAS_G01 = ("Geom Title=Fish River existing\nProgram Version=6.30\nViewing Rectangle= 0 , 1 , 1 , 0 \n\n"
               "River Reach=Fish River      ,Upper           \nReach XY= 2 \n")
_SWAT_RCH = (" SWAT Sep 7    VER 2018/Rev 670\n General Input/Output section (file.cio):\n"
             " 11/14/2025 12:00:00 AM   ARCGIS-SWAT interface AV\n\n"
             "          RCH      GIS   MON     AREAkm2  FLOW_INcms FLOW_OUTcms     EVAPcms\n"
             "REACH     1        0     1  0.2252E+04  0.0000E+00  0.3121E+02  0.1234E-01\n"
             "REACH     2        0     1  0.5736E+03  0.0000E+00  0.8712E+01  0.4121E-02\n")
_STREAMSTATS = ('{"workspaceID": "ME20251114120000123456", "featurecollection": [{"name": "globalwatershedpoint", '
                '"feature": {"type": "FeatureCollection", "features": []}}], "parameters": [{"ID": 0, "name": '
                '"Drainage Area", "code": "DRNAREA", "unit": "square miles", "value": 869.8}], '
                '"messages": ["Delineation complete"]}\n')


def thirtieth_bar_hydrology_cases() -> list[Case]:
    G = THIRTIETH_HYDROLOGY
    ok, bad = snippet_cases(G, _REF + TREC_MEASURES, ok_timeout=180, bad_timeout=90)
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    cases: list[Case] = []
    mem = "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n"

    # --- the day's answers through the Python API, checked against references computed by hand ---------------------
    for cid, method, ref, args, what in [
            ("u30e_borda_nse_kge", "borda", "borda_ref(l)", "", "four skill metrics, eight USGS gauges, six models"),
            ("u30e_rrf_negative_nse", "rrf", "rrf_ref(l)", "seed=5, spread=2.0", "NSE and KGE far below zero"),
            ("u30e_combsum_negative_skill", "combsum", "combsum_minmax_ref(l)", "seed=7, spread=1.6",
             "min-max over negative skill"),
            ("u30e_borda_partial_models", "borda", "borda_ref(l)", "seed=9, drop={'KGE': 0.4, 'logNSE': 0.3}",
             "some models not run on some gauges"),
            ("u30e_combmnz_skill", "combmnz", "combmnz_ref(l)", "seed=11", "CombMNZ over min-max skill")]:
        cases.append(ok(
            cid, f"rankagg.fuse({{metric: {{gauge: {{model: skill}}}}}}, method='{method}'): {what}",
            f"import rankagg\nR = skills({args})\nres = rankagg.fuse(R, method='{method}')\n"
            f"refs = {{q: {ref} for q, l in per_query(R).items()}}\n" + mem,
            why=f"rankagg methods {method}; NSE/KGE higher better, negative values legal scores; ties by trec_eval's "
                "rule (docs/conventions.md); gauge ids kept as strings with their leading zeros"))
    cases.append(ok(
        "u30e_weighted_rrf_metrics", "rankagg.Fuser('rrf', weights=...): NSE counted twice, logNSE half",
        "import rankagg\nW = {'NSE': 2.0, 'KGE': 1.0, 'logNSE': 0.5}\nR = skills(metrics=list(W), seed=13)\n"
        "f = rankagg.Fuser('rrf', weights=W)\nmsg = ''\n"
        "for q, lists in per_query(R).items():\n    msg = msg or agree(f(lists), rrf_ref(lists, 60.0, W), written=False)\n"
        "report(msg)\n", why="Cormack et al. 2009: sum w / (60 + r); README's Fuser"))
    cases.append(ok(
        "u30e_long_frame_gauges_str", "rankagg.fuse(DataFrame qid, docid, run, score) with gauge ids read as str "
        "(dtype={'qid': str}), method='borda'",
        "import rankagg, pandas as pd\nR = skills(seed=15)\n"
        "df = pd.DataFrame(frame_rows(R), columns=['qid', 'docid', 'run', 'score'])\n"
        "res = rankagg.fuse(df, method='borda')\n"
        "rows = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) "
        "for q, g in res.groupby('qid')}\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all(rows, refs, written=False) or ('' if '01013500' in rows else 'leading zeros lost'))\n",
        why="README: a long DataFrame in, a frame back; ids kept as given"))
    cases.append(ok(
        "u30e_evaluate_tiers", "rankagg.evaluate(fused order, model tiers, ['nDCG@3', 'AP', 'P@2'])",
        "import rankagg\nR = skills(seed=17, spread=1.2)\nres = rankagg.fuse(R, method='borda')\nqrels = tiers()\n"
        "got = rankagg.evaluate(res, qrels, ['nDCG@3', 'AP', 'P@2'])\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n"
        "orders = {q: fused_order(r) for q, r in refs.items()}\n"
        "want = {'nDCG@3': sum(ndcg(o, qrels[q], 3) for q, o in orders.items()) / len(orders), "
        "'AP': sum(ap(o, qrels[q]) for q, o in orders.items()) / len(orders), "
        "'P@2': sum(prec(o, qrels[q], 2) for q, o in orders.items()) / len(orders)}\n"
        "report('' if all(abs(got[m] - want[m]) < 1e-9 for m in want) else '%r vs %r' % (got, want))\n",
        why="trec_eval's ndcg_cut.3, map, P.2 (references.TREC_MEASURES)"))

    # --- the command line ------------------------------------------------------------------------------------------
    cases.append(cli_ok(
        "u30e_cli_rrf_metric_runs", "rankagg fuse NSE.run KGE.run logNSE.run NSE_high.run --method rrf -o order.run",
        ["fuse", *_RUNS4, "--method", "rrf", "-o", "order.run"], None, _cli_check("rrf", "seed=31"),
        setup=_runs_setup("seed=31"), why="Cormack et al. 2009; gauge ids with leading zeros are TREC tokens"))
    cases.append(cli_ok(
        "u30e_cli_borda_weights", "rankagg fuse ... --method borda --weights weights.txt",
        ["fuse", *_RUNS4, "--method", "borda", "--weights", "weights.txt", "-o", "order.run"],
        {"weights.txt": "NSE 2\nKGE 2\nlogNSE 1\nNSE_high 0.5\n"},
        _cli_check("borda", "seed=33", "{'NSE': 2, 'KGE': 2, 'logNSE': 1, 'NSE_high': 0.5}"),
        setup=_runs_setup("seed=33"), why="rankagg fuse --help: --weights FILE of 'NAME W' lines"))
    cases.append(cli_ok(
        "u30e_cli_combsum_depth_3", "rankagg fuse ... --method combsum --depth 3 over negative skill",
        ["fuse", *_RUNS4, "--method", "combsum", "--depth", "3", "-o", "order.run"], None,
        _cli_check("combsum", "seed=35, spread=1.8", depth=3), setup=_runs_setup("seed=35, spread=1.8"),
        why="rankagg methods combsum over min-max scores; --depth 3"))
    cases.append(cli_ok(
        "u30e_cli_evaluate_tiers", "rankagg evaluate order.run --qrels tiers.qrels -m ndcg_cut.3 -m map",
        ["evaluate", "order.run", "--qrels", "tiers.qrels", "-m", "ndcg_cut.3", "-m", "map"], None,
        lambda out, folder: _report(
            TREC_MEASURES + "rows = read_run(open(FOLDER + '/order.run').read())\nqrels = tiers()\n"
            "orders = {q: [d for d, _ in sorted(r, key=lambda x: (x[1], x[0].encode()), reverse=True)] "
            "for q, r in rows.items()}\n"
            "n3 = sum(ndcg(o, qrels[q], 3) for q, o in orders.items()) / len(orders)\n"
            "m = sum(ap(o, qrels[q]) for q, o in orders.items()) / len(orders)\n"
            "nums = {}\nfor line in OUT.splitlines():\n    f = line.split()\n"
            "    if len(f) >= 3 and f[-2] == 'all':\n        nums[f[0].lower()] = float(f[-1])\n"
            "a, b = nums.get('ndcg_cut_3', nums.get('ndcg@3')), nums.get('map', nums.get('ap'))\n"
            "report('' if None not in (a, b) and abs(a - n3) < 1e-4 and abs(b - m) < 1e-4 "
            "else 'got %r want %r %r' % (nums, n3, m))\n".replace("OUT", repr(out)), folder),
        setup=reference_setup(_REF, "R = skills(seed=39, spread=1.2)\n"
                              "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n"
                              "lines = []\nfor q, r in refs.items():\n"
                              "    lines += ['%s Q0 %s %d %r fused' % (q, d, i, r[0][d]) for i, d in "
                              "enumerate(trec_order(r[0]), 1)]\n"
                              "open(P('order.run'), 'w').write('\\n'.join(lines) + '\\n')\n"
                              "open(P('tiers.qrels'), 'w').write(''.join('%s 0 %s %d\\n' % (q, s, g) "
                              "for q, j in tiers().items() for s, g in j.items()))\n"),
        why="trec_eval's ndcg_cut.3 and map"))

    # --- the team's files given where runs are read -------------------------------------------------------------------
    tool_files = [
        ("u30e_usgs_rdb_as_run", "a USGS NWIS RDB daily-values file", "01013500_dv.rdb", _RDB, "RDB", "01013500_dv.rdb:13"),
        ("u30e_usgs_rdb_bare_as_run", "a USGS RDB without its comment block (agency_cd header, 5s 15s line)",
         "01013500.txt", _RDB_BARE, "RDB", "01013500.txt:1"),
        ("u30e_waterml2_as_run", "a WaterML 2.0 collection", "01013500.wml", _WATERML, "WaterML", "01013500.wml"),
        ("u30e_grdc_day_as_run", "a GRDC day file", "6335020_Q_Day.Cmd.txt", _GRDC, "GRDC", "6335020_Q_Day.Cmd.txt:1"),
        ("u30e_camels_clim_as_run", "CAMELS' camels_clim.txt (gauge_id;p_mean;...)", "camels_clim.txt", _CAMELS,
         "CAMELS", "camels_clim.txt:1"),
        ("u30e_camels_topo_as_run", "CAMELS' camels_topo.txt", "camels_topo.txt", _CAMELS_TOPO, "CAMELS",
         "camels_topo.txt:1"),
        ("u30e_nh_metrics_as_run", "NeuralHydrology's test_metrics.csv (basin,NSE,KGE,...)", "test_metrics.csv",
         _NH_METRICS, "NeuralHydrology", "test_metrics.csv:1"),
        ("u30e_hecras_prj_as_run", "a HEC-RAS project file", "FishRiver.prj", _HECRAS_PRJ, "HEC-RAS", "FishRiver.prj:1"),
        ("u30e_hecras_g01_as_run", "a HEC-RAS geometry file", "FishRiver.g01", _HECRAS_G01, "HEC-RAS", "FishRiver.g01:1"),
        ("u30e_swat_rch_as_run", "SWAT's output.rch", "output.rch", _SWAT_RCH, "SWAT", "output.rch:1"),
        ("u30e_streamstats_json_as_run", "a StreamStats watershed JSON", "streamstats.json", _STREAMSTATS,
         "StreamStats", "streamstats.json"),
    ]
    binaries = [
        ("u30e_nh_pickle_as_run", "NeuralHydrology's pickled test_results.p", "test_results.p", _NH_PICKLE, "pickle"),
        ("u30e_netcdf_as_run", "a NetCDF classic file of simulated flow", "sim_flow.nc", _NETCDF, "NetCDF"),
        ("u30e_netcdf4_as_run", "a NetCDF-4 (HDF5) file", "sim_flow_nc4.nc", _HDF5, "HDF5"),
        ("u30e_hecdss_as_run", "a HEC-DSS file", "FishRiver.dss", _DSS, "DSS"),
    ]
    text_why = ("trec_eval refuses a line of other than six fields; the file is a hydrology tool's, named by what it "
                "is (a field count says nothing the team can act on)")
    binary_why = "binary data holds no TREC line (trec_eval reads garbage); named by what it is"
    for cid, what, name, content, tool, *where in tool_files + binaries:
        binary = isinstance(content, bytes)
        cases.append(cli_bad(
            cid, f"rankagg fuse {name} NSE.run -o order.run: {what} given as a run",
            ["fuse", name, "NSE.run", "--method", "rrf", "-o", "order.run"],
            {name: content, "NSE.run": _ONE_RUN}, name if binary else where[0], tool,
            why=binary_why if binary else text_why))
    cases.append(cli_bad(
        "u30e_usgs_rdb_gz_as_run", "rankagg fuse 01013500_dv.rdb.gz NSE.run: the RDB gzipped",
        ["fuse", "01013500_dv.rdb.gz", "NSE.run", "--method", "rrf", "-o", "order.run"],
        {"01013500_dv.rdb.gz": gzip.compress(_RDB.encode(), mtime=0), "NSE.run": _ONE_RUN},
        "01013500_dv.rdb.gz:13", "RDB", why=text_why))

    # --- the judgements ---------------------------------------------------------------------------------------------
    for cid, name, content, tool in [
            ("u30e_rdb_as_qrels", "01013500_dv.rdb", _RDB, "RDB"),
            ("u30e_grdc_as_qrels", "6335020_Q_Day.Cmd.txt", _GRDC, "GRDC"),
            ("u30e_camels_as_qrels", "camels_clim.txt", _CAMELS, "CAMELS"),
            ("u30e_nh_metrics_as_qrels", "test_metrics.csv", _NH_METRICS, "NeuralHydrology")]:
        cases.append(cli_bad(
            cid, f"rankagg evaluate NSE.run --qrels {name}: the field's file given as the judgements",
            ["evaluate", "NSE.run", "--qrels", name], {"NSE.run": _ONE_RUN, name: content},
            f"{name}:13" if content is _RDB else f"{name}:1", tool,
            outputs=(), why="trec_eval refuses a qrels line of other than four fields; named by what it is"))
    cases.append(bad(
        "u30e_api_nh_metrics_frame", "rankagg.fuse(pd.read_csv('test_metrics.csv'), method='borda')",
        "import rankagg, pandas as pd\nrankagg.fuse(pd.read_csv('test_metrics.csv'), method='borda')\n",
        "NeuralHydrology", files={"test_metrics.csv": _NH_METRICS},
        why="README: a frame of runs has qid, docid, score columns; NeuralHydrology's metrics table told so"))
    cases.append(bad(
        "u30e_api_camels_frame", "rankagg.fuse(pd.read_csv('camels_clim.txt', sep=';'), method='borda')",
        "import rankagg, pandas as pd\nrankagg.fuse(pd.read_csv('camels_clim.txt', sep=';'), method='borda')\n",
        "CAMELS", files={"camels_clim.txt": _CAMELS}, why="CAMELS attributes are no runs; told what the table is"))

    # --- other mistakes of the day ----------------------------------------------------------------------------------
    cases.append(cli_bad(
        "u30e_missing_minus9999_nan", "rankagg fuse NSE.run KGE.run: a score 'NaN' where a model failed",
        ["fuse", "NSE.run", "KGE.run", "--method", "rrf", "-o", "order.run"],
        {"NSE.run": _ONE_RUN, "KGE.run": "01013500 Q0 LSTM_ensemble 1 0.8 KGE\n01013500 Q0 VIC 2 nan KGE\n"},
        "KGE.run:2", why="docs/conventions.md: a NaN score is refused at its line"))
    cases.append(cli_bad(
        "u30e_gauge_with_blank", "rankagg fuse: a gauge named 'USGS 01013500' (blank) in the first field",
        ["fuse", "NSE.run", "KGE.run", "--method", "rrf", "-o", "order.run"],
        {"NSE.run": _ONE_RUN, "KGE.run": "01013500 Q0 VIC 1 0.5 KGE\nUSGS 01013500 Q0 VIC 1 0.4 KGE\n"},
        "KGE.run:2", why="trec_eval splits at blanks: seven fields"))
    cases.append(bad(
        "u30e_api_nan_score", "rankagg.fuse(frame) with a NaN NSE (a model that diverged)",
        "import rankagg, pandas as pd\nR = skills(metrics=['NSE', 'KGE'], n_q=2)\n"
        "df = pd.DataFrame(frame_rows(R), columns=['qid', 'docid', 'run', 'score']).astype({'score': float})\n"
        "df.loc[3, 'score'] = float('nan')\nrankagg.fuse(df, method='borda')\n", "score",
        why="docs/conventions.md: a missing score is refused as one"))
    cases.append(bad(
        "u30e_api_weight_unknown_metric", "rankagg.fuse(..., weights={'NSE': 1, 'PBIAS': 2}): a weight for no run",
        "import rankagg\nR = skills(metrics=['NSE', 'KGE'], n_q=2)\n"
        "rankagg.fuse(R, method='rrf', weights={'NSE': 1.0, 'KGE': 1.0, 'PBIAS': 2.0})\n", "PBIAS",
        why="docs/reliability.md: weights that name no run are refused naming them"))
    cases.append(cli_bad(
        "u30e_cli_negative_weight", "rankagg fuse ... --weights NSE=1,KGE=-1",
        ["fuse", "NSE.run", "KGE.run", "--method", "rrf", "--weights", "NSE=1,KGE=-1", "-o", "order.run"], None,
        "KGE", setup=_runs_setup("metrics=['NSE', 'KGE'], n_q=3"), why="docs/reliability.md: a weight is >= 0"))

    # --- outputs named for the field's formats ------------------------------------------------------------------------
    for cid, out_name, what in [
            ("u30e_out_rdb", "order.rdb", "USGS RDB"), ("u30e_out_nc", "order.nc", "NetCDF"),
            ("u30e_out_dss", "order.dss", "HEC-DSS"), ("u30e_out_wml", "order.wml", "WaterML")]:
        cases.append(cli_bad(
            cid, f"rankagg fuse NSE.run KGE.run --method borda -o {out_name}: {what}",
            ["fuse", "NSE.run", "KGE.run", "--method", "borda", "-o", out_name], None, out_name,
            outputs=(out_name,), setup=_runs_setup("metrics=['NSE', 'KGE'], seed=45"),
            why="issue 45: every output reads back; an output must not be named like a field's input format"))
    cases.append(cli_ok(
        "u30e_out_g01_stays_free", "rankagg fuse NSE.run KGE.run --method borda -o ORDER.G01.gz: HEC-RAS's geometry "
        "suffix (.g01), a letter and digits, as a gzipped run's own name is written",
        ["fuse", "NSE.run", "KGE.run", "--method", "borda", "-o", "ORDER.G01.gz"], None,
        lambda out, folder: _report(
            "import gzip\nRUNS = skills(metrics=['NSE', 'KGE'], seed=45)\n"
            "refs = {q: borda_ref(l) for q, l in per_query(RUNS).items()}\n"
            "report(agree_all(read_run(gzip.open(FOLDER + '/ORDER.G01.gz', 'rt').read()), refs))\n", folder),
        setup=_runs_setup("metrics=['NSE', 'KGE'], seed=45"),
        why="docs/conventions.md: a run's common names stay free, a short suffix with a digit (e01, w12) among them "
            "(HEC-RAS's .g01-.g99 collide with them); Borda n - r + 1"))
    return cases
