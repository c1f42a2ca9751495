"""Issue 45's twenty-ninth bar of scripts/reliability_matrix.py, an autonomous driving perception team's ranking of detectors across scenes and metrics (KITTI label and result files, nuScenes and COCO detection JSON, Waymo and rosbag/MCAP recordings) (its cases, ids ``u29g_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The team's day: each scene, frame or sequence (``scene-0103``, ``kitti/training/000042``, a Waymo context name
``10017090168044687777_6380_000_6400_000``) is a query and each detector (``bevfusion``, ``centerpoint_v2``,
``pv_rcnn``, ``second_iou``, ``pointpillars``) a document; the runs are the metrics the team ranks them by (mAP, NDS,
AMOTA, AP per class: higher is better, scores 0-1 with two to four decimals, so ties) and the error metrics (mATE,
mASE: lower is better, negated before fusing).  The metrics' rankings are fused with Borda, RRF, CombSUM, CombMNZ and
Kemeny (five detectors) and the fused order judged against last quarter's review grades.  The mistakes and odd files:
the field's own files given where runs or qrels are read (KITTI label, result, tracking and calib files, nuScenes
detection results and metrics summaries, COCO results and annotations JSON, OpenLABEL JSON, MOTChallenge CSVs, PCD
and PLY point clouds, a ROS bag, MCAP, a Waymo TFRecord, LAS, Arrow/Feather), plain and gzipped, the team's frames
(a COCO results list in pandas), scores in the field's forms (a percentage '67.3%'), ids with blanks (KITTI's
'Cyclist' rows split), a weight for a metric not run, and the fused order named for the field's formats (``.pcd``,
``.bag``, ``.mcap``, ``.tfrecord``, ``.ply``, ``.las``, ``.laz``).

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES, Kemeny by brute force over the 120
orders of five detectors."""

from __future__ import annotations

import gzip
import json
import struct

from .case import Case, command_cases, reference_setup, snippet_cases, fusion_checks
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
    SEEDED_UNIFORM, TREC_MEASURES)

TWENTYNINTH_PERCEPTION = "45 Unseen inputs: a twenty-ninth bar, an autonomous driving perception team's ranking of detectors across scenes and metrics (KITTI label and result files, nuScenes and COCO detection JSON, Waymo and rosbag/MCAP recordings)"

_DATA = r'''
import itertools, json, math, subprocess, sys
'''[1:] + SEEDED_UNIFORM + r'''METRICS = ['mAP', 'NDS', 'AMOTA', 'AP_car', 'AP_pedestrian', 'AP_cyclist']
DETECTORS = ['bevfusion', 'centerpoint_v2', 'pv_rcnn', 'second_iou', 'pointpillars']
SKILL = {'bevfusion': 0.72, 'centerpoint_v2': 0.66, 'pv_rcnn': 0.61, 'second_iou': 0.55, 'pointpillars': 0.48}
def scene(k):
    return 'scene-%04d' % (103 + 17 * k)
def kitti(k):
    return 'kitti/training/%06d' % (42 + 7 * k)
def waymo(k):
    return '%d_%d_000_%d_000' % (10017090168044687777 + 9 * k, 6380 + 20 * k, 6400 + 20 * k)
def metrics(runs=METRICS[:4], n_q=8, seed=3, names=scene, drop=None, noise=1.0, digits=4, lower=False):
    """{metric: {scene: {detector: value}}}: values 0-1 rounded to ``digits`` (ties at two); ``lower``: an error
    metric (1 - quality, lower is better) negated as the team does before fusing; ``drop``: {metric: share of the
    detectors (never bevfusion) a metric lacks on a scene}"""
    g = lcg(seed)
    out = {}
    for m in runs:
        out[m] = {}
        for k in range(n_q):
            p = {}
            for d in DETECTORS:
                u, v = next(g), next(g)
                if d != 'bevfusion' and v < (drop or {}).get(m, 0.0):
                    continue
                x = max(0.0, min(1.0, SKILL[d] + noise * 0.3 * (u - 0.5)))
                p[d] = -round(1.0 - x, digits) if lower else round(x, digits)
            out[m][names(k)] = p
    return out
def review_grades(n_q=8, names=scene):
    """last quarter's review: 3 bevfusion, 2 centerpoint_v2 and pv_rcnn, 1 second_iou, 0 pointpillars"""
    g = {'bevfusion': 3, 'centerpoint_v2': 2, 'pv_rcnn': 2, 'second_iou': 1, 'pointpillars': 0}
    return {names(k): dict(g) for k in range(n_q)}
def kemeny_cost(order, lists):
    pos = {d: i for i, d in enumerate(order)}
    cost = 0
    for p in lists:
        o = desc_order(p)
        for i in range(len(o)):
            for j in range(i + 1, len(o)):
                cost += pos[o[i]] > pos[o[j]]
    return cost
''' + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

#: report(code, folder), runs_setup(args, code), cli_check(method, ...): the bars' shared helpers
_report, _runs_setup, _cli_check = fusion_checks(_REF, "metrics", "order.run")

_M4 = ["mAP", "NDS", "AMOTA", "AP_car"]
_RUNS4 = [f"{m}.run" for m in _M4]
_OUT = ("order.run",)
_ONE_RUN = ("scene-0103 Q0 bevfusion 1 0.7213 mAP\nscene-0103 Q0 centerpoint_v2 2 0.6641 mAP\n"
            "scene-0103 Q0 pv_rcnn 3 0.6102 mAP\nscene-0103 Q0 second_iou 4 0.5530 mAP\n"
            "scene-0103 Q0 pointpillars 5 0.4817 mAP\n")

# the team's files, as their tools write them (a few rows)
# KITTI object label_2/000042.txt (15 fields), a detector's result (16: the score last), a tracking label (17)
_KITTI_LABEL = ("Car 0.00 0 -1.57 614.24 181.78 727.31 284.77 1.57 1.73 4.15 1.00 1.75 13.22 -1.62\n"
                "Pedestrian 0.00 0 -0.20 712.40 143.00 810.73 307.92 1.89 0.48 1.20 1.84 1.47 8.41 0.01\n"
                "DontCare -1 -1 -10 605.44 169.84 631.18 187.10 -1 -1 -1 -1000 -1000 -1000 -10\n")
_KITTI_RESULT = ("Car -1 -1 -1.58 612.40 182.12 726.09 283.11 1.55 1.71 4.12 1.02 1.74 13.18 -1.63 0.9731\n"
                 "Car -1 -1 1.81 385.22 180.15 423.87 203.44 1.48 1.62 3.88 -15.41 1.98 46.72 1.50 0.8112\n"
                 "Cyclist -1 -1 -2.92 1106.60 166.43 1197.30 236.98 1.72 0.59 1.85 8.21 1.51 14.65 -2.42 0.4417\n")
_KITTI_TRACK = ("0 -1 DontCare -1 -1 -10.000000 219.310000 188.490000 245.500000 218.560000 -1000.000000 "
                "-1000.000000 -1000.000000 -10.000000 -1.000000 -1.000000 -1.000000\n"
                "0 0 Van 0 0 -1.793451 296.744956 161.752147 455.226042 292.372804 2.000000 1.823255 4.433886 "
                "-4.552284 1.858523 13.410495 -2.115488\n")
_KITTI_CALIB = ("P0: 7.215377e+02 0.000000e+00 6.095593e+02 0.000000e+00 0.000000e+00 7.215377e+02 1.728540e+02 "
                "0.000000e+00 0.000000e+00 0.000000e+00 1.000000e+00 0.000000e+00\n"
                "P1: 7.215377e+02 0.000000e+00 6.095593e+02 -3.875744e+02 0.000000e+00 7.215377e+02 1.728540e+02 "
                "0.000000e+00 0.000000e+00 0.000000e+00 1.000000e+00 0.000000e+00\n"
                "R0_rect: 9.999239e-01 9.837760e-03 -7.445048e-03 -9.869795e-03 9.999421e-01 -4.278459e-03 "
                "7.402527e-03 4.351614e-03 9.999631e-01\n"
                "Tr_velo_to_cam: 7.533745e-03 -9.999714e-01 -6.166020e-04 -4.069766e-03 1.480249e-02 "
                "7.280733e-04 -9.998902e-01 -7.631618e-02 9.998621e-01 7.523790e-03 1.480755e-02 -2.717806e-01\n")
# nuScenes detection results (results_nusc.json) and the devkit's metrics_summary.json
_NUSC_RESULTS = json.dumps({
    "meta": {"use_camera": False, "use_lidar": True, "use_radar": False, "use_map": False, "use_external": False},
    "results": {"ca9a282c9e77460f8360f564131a8af5": [
        {"sample_token": "ca9a282c9e77460f8360f564131a8af5", "translation": [409.8, 1176.3, 0.9],
         "size": [1.95, 4.62, 1.73], "rotation": [0.57, 0.0, 0.0, 0.82], "velocity": [0.2, -0.1],
         "detection_name": "car", "detection_score": 0.8731, "attribute_name": "vehicle.moving"}]}}, indent=1) + "\n"
_NUSC_SUMMARY = json.dumps({
    "label_aps": {"car": {"0.5": 0.712, "1.0": 0.853, "2.0": 0.891, "4.0": 0.905}},
    "mean_dist_aps": {"car": 0.840, "pedestrian": 0.811}, "mean_ap": 0.6521, "nd_score": 0.7032,
    "tp_errors": {"trans_err": 0.2731, "scale_err": 0.2452, "orient_err": 0.3021, "vel_err": 0.2612,
                  "attr_err": 0.1863}, "eval_time": 112.3}, indent=2) + "\n"
_COCO_RESULTS = ('[{"image_id": 42, "category_id": 3, "bbox": [614.24, 181.78, 113.07, 102.99], "score": 0.9731},\n'
                 ' {"image_id": 42, "category_id": 1, "bbox": [712.4, 143.0, 98.33, 164.92], "score": 0.8112}]\n')
_COCO_GT = json.dumps({
    "info": {"description": "kitti val in COCO format", "version": "1.0", "year": 2026},
    "images": [{"id": 42, "file_name": "000042.png", "width": 1242, "height": 375}],
    "annotations": [{"id": 1, "image_id": 42, "category_id": 3, "bbox": [614.24, 181.78, 113.07, 102.99],
                     "area": 11645.1, "iscrowd": 0}],
    "categories": [{"id": 1, "name": "person"}, {"id": 3, "name": "car"}]}) + "\n"
_OPENLABEL = json.dumps({"openlabel": {"metadata": {"schema_version": "1.0.0"},
                                       "objects": {"0": {"name": "car_0", "type": "Car"}},
                                       "frames": {"0": {"objects": {"0": {"object_data": {"cuboid": [
                                           {"name": "box3d", "val": [13.2, 1.0, 1.7, 0, 0, -1.6, 4.15, 1.73, 1.57]}]}}}}}}},
                        indent=2) + "\n"
_MOT_GT = "1,1,912,484,97,109,0,7,1\n2,1,912,484,97,109,0,7,1\n3,1,912,484,97,109,0,7,1\n"
_MOT_DET = ("frame,id,bb_left,bb_top,bb_width,bb_height,conf,x,y,z\n"
            "1,-1,1359.1,413.27,120.26,362.77,2.3092,-1,-1,-1\n1,-1,571.03,402.13,104.56,315.68,1.5028,-1,-1,-1\n")
_PCD = ("# .PCD v0.7 - Point Cloud Data file format\nVERSION 0.7\nFIELDS x y z intensity\nSIZE 4 4 4 4\n"
        "TYPE F F F F\nCOUNT 1 1 1 1\nWIDTH 3\nHEIGHT 1\nVIEWPOINT 0 0 0 1 0 0 0\nPOINTS 3\nDATA ascii\n"
        "13.22 1.00 1.75 0.31\n13.25 1.02 1.71 0.28\n46.72 -15.41 1.98 0.12\n")
_PLY = ("ply\nformat ascii 1.0\ncomment kitti velodyne 000042\nelement vertex 3\nproperty float x\nproperty float y\n"
        "property float z\nproperty float intensity\nend_header\n13.22 1.00 1.75 0.31\n13.25 1.02 1.71 0.28\n"
        "46.72 -15.41 1.98 0.12\n")
_ROSBAG = b"#ROSBAG V2.0\n" + struct.pack("<I", 39) + b"\x04\x00\x00\x00op=\x03" + b"\x00" * 40
_MCAP = b"\x89MCAP0\r\n" + b"\x01" + struct.pack("<Q", 12) + struct.pack("<I", 0) + b"" + struct.pack("<I", 4) + b"ros2"
_TFREC_DATA = b"\n\x9a\x01\n\x07context\x12\x8e\x01" + b"\x0a" * 20


def _masked_crc32c(data: bytes) -> int:
    """TFRecord's masked CRC-32C (Castagnoli, reflected 0x82F63B78), bit by bit"""
    c = 0xFFFFFFFF
    for b in data:
        c ^= b
        for _ in range(8):
            c = (c >> 1) ^ (0x82F63B78 * (c & 1))
    c ^= 0xFFFFFFFF
    return ((((c >> 15) | (c << 17)) & 0xFFFFFFFF) + 0xA282EAD8) & 0xFFFFFFFF


# a TFRecord as TensorFlow writes it: length, its masked CRC, the record, the record's masked CRC
_TFREC_LEN = struct.pack("<Q", len(_TFREC_DATA))
_TFRECORD = (_TFREC_LEN + struct.pack("<I", _masked_crc32c(_TFREC_LEN)) + _TFREC_DATA
             + struct.pack("<I", _masked_crc32c(_TFREC_DATA)))
_LAS = (b"LASF" + struct.pack("<HH", 0, 0) + b"\x00" * 16 + struct.pack("<BB", 1, 2) + b"kitti velodyne".ljust(32, b"\0")
        + b"rankagg bar".ljust(32, b"\0") + struct.pack("<HHHIIBH", 1, 2026, 227, 0, 0, 0, 20) + b"\x00" * 40)
_FEATHER = b"ARROW1\x00\x00" + struct.pack("<i", -1) + struct.pack("<i", 120) + b"\x10\x00" * 20


def twentyninth_bar_perception_cases() -> list[Case]:
    G = TWENTYNINTH_PERCEPTION
    ok, bad = snippet_cases(G, _REF + TREC_MEASURES, ok_timeout=180, bad_timeout=90)
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    cases: list[Case] = []
    mem = "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n"

    # --- the day's answers through the Python API, checked against references computed by hand ---------------------
    cases.append(ok(
        "u29g_borda_metrics_scenes", "rankagg.fuse({metric: {scene: {detector: value}}}, method='borda'): mAP, NDS, "
        "AMOTA, AP_car on 8 nuScenes scenes, five detectors, values with two decimals that tie",
        "import rankagg\nR = metrics(digits=2)\nres = rankagg.fuse(R, method='borda')\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n" + mem,
        why="rankagg methods borda: n - r + 1 points, each metric's list ranked by trec_eval's rule (a tie by the "
            "detector id descending: docs/conventions.md)"))
    cases.append(ok(
        "u29g_rrf_kitti_frames", "rankagg.fuse(..., method='rrf') over KITTI frames ('kitti/training/000042': "
        "slashes in the id), six metrics",
        "import rankagg\nR = metrics(runs=METRICS, seed=7, names=kitti)\nres = rankagg.fuse(R, method='rrf')\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n" + mem,
        why="Cormack et al. 2009: sum 1 / (60 + r)"))
    cases.append(ok(
        "u29g_combsum_errors_negated", "rankagg.fuse(..., method='combsum'): mATE and mASE (lower is better) negated "
        "before fusing, beside mAP",
        "import rankagg\nR = metrics(runs=['mATE', 'mASE'], seed=9, lower=True)\nR.update(metrics(runs=['mAP'], seed=10))\n"
        "assert all(v < 0 for q in R['mATE'].values() for v in q.values())\n"
        "res = rankagg.fuse(R, method='combsum')\n"
        "refs = {q: combsum_minmax_ref(l) for q, l in per_query(R).items()}\n" + mem,
        why="docs/conventions.md: higher is better; a negated error ranks as its quality; min-max CombSUM"))
    cases.append(ok(
        "u29g_kemeny_five_detectors", "rankagg.fuse(..., method='kemeny') of 6 metrics' orders of the five "
        "detectors: the consensus's Kendall distance to the metrics is the least of all 120 orders",
        "import rankagg\nR = metrics(runs=METRICS, n_q=4, seed=11, noise=2.5)\n"
        "res = rankagg.fuse(R, method='kemeny')\nmsg = ''\n"
        "for q, lists in per_query(R).items():\n"
        "    ls = list(lists.values())\n"
        "    best = min(kemeny_cost(o, ls) for o in itertools.permutations(DETECTORS))\n"
        "    got = kemeny_cost(list(res[q]), ls)\n"
        "    msg = msg or ('' if got == best and len(res[q]) == 5 else '%s: cost %d, optimum %d' % (q, got, best))\n"
        "report(msg)\n",
        why="Kemeny 1959: the order of least total Kendall distance, by brute force over 5! orders"))
    cases.append(ok(
        "u29g_partial_metrics_borda", "rankagg.fuse(..., method='borda'): some detectors have no AMOTA on some scenes "
        "(no tracker run) and no AP_car where they crashed",
        "import rankagg\nR = metrics(seed=15, drop={'AMOTA': 0.5, 'AP_car': 0.3})\n"
        "res = rankagg.fuse(R, method='borda')\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n" + mem,
        why="rankagg methods borda: (n - k + 1) / 2 for each detector a list lacks"))
    cases.append(ok(
        "u29g_weighted_rrf_waymo", "rankagg.Fuser('rrf', weights=...) over three metrics (mAP 2, NDS 1, AMOTA 0.5), "
        "per Waymo context name",
        "import rankagg\nW = {'mAP': 2.0, 'NDS': 1.0, 'AMOTA': 0.5}\n"
        "R = metrics(runs=list(W), seed=17, names=waymo)\nf = rankagg.Fuser('rrf', weights=W)\nmsg = ''\n"
        "for q, lists in per_query(R).items():\n"
        "    msg = msg or agree(f(lists), rrf_ref(lists, 60.0, W), written=False)\n"
        "report(msg)\n",
        why="Cormack et al. 2009: sum w / (60 + r); README's Fuser"))
    cases.append(ok(
        "u29g_long_frame_combmnz", "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz') of the "
        "leaderboard table as pandas reads it, some metrics partial",
        "import rankagg, pandas as pd\nR = metrics(seed=19, drop={'AMOTA': 0.5})\n"
        "df = pd.DataFrame(frame_rows(R), columns=['qid', 'docid', 'run', 'score'])\n"
        "res = rankagg.fuse(df, method='combmnz')\n"
        "rows = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) "
        "for q, g in res.groupby('qid')}\n"
        "refs = {q: combmnz_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all(rows, refs, written=False))\n",
        why="README: a long DataFrame in, a frame back; CombMNZ over min-max scores (Fox & Shaw 1994)"))
    cases.append(ok(
        "u29g_evaluate_against_review", "rankagg.evaluate(fused order, review grades, ['nDCG@3', 'AP', 'P@2']): does "
        "the metrics' consensus agree with last quarter's review",
        "import rankagg\nR = metrics(seed=21, noise=3.0)\nres = rankagg.fuse(R, method='borda')\nqrels = review_grades()\n"
        "got = rankagg.evaluate(res, qrels, ['nDCG@3', 'AP', 'P@2'])\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n"
        "orders = {q: fused_order(r) for q, r in refs.items()}\n"
        "want = {'nDCG@3': sum(ndcg(o, qrels[q], 3) for q, o in orders.items()) / len(orders), "
        "'AP': sum(ap(o, qrels[q]) for q, o in orders.items()) / len(orders), "
        "'P@2': sum(prec(o, qrels[q], 2) for q, o in orders.items()) / len(orders)}\n"
        "report('' if all(abs(got[m] - want[m]) < 1e-9 for m in want) and 0 < want['nDCG@3'] < 1 "
        "else '%r vs %r' % (got, want))\n",
        why="trec_eval's ndcg_cut.3 (linear gains), map and P.2 (references.TREC_MEASURES)"))

    # --- the command line ------------------------------------------------------------------------------------------
    cases.append(cli_ok(
        "u29g_cli_rrf_metric_runs", "rankagg fuse mAP.run NDS.run AMOTA.run AP_car.run --method rrf -o order.run: one "
        "run per metric, scenes as queries",
        ["fuse", *_RUNS4, "--method", "rrf", "-o", "order.run"], None, _cli_check("rrf", f"runs={_M4}, seed=31"),
        setup=_runs_setup(f"runs={_M4}, seed=31"),
        why="Cormack et al. 2009; TREC lines ranked by score (docs/conventions.md)"))
    cases.append(cli_ok(
        "u29g_cli_borda_weights_file", "rankagg fuse ... --method borda --weights weights.txt ('NAME W' lines: mAP and "
        "NDS count double)",
        ["fuse", *_RUNS4, "--method", "borda", "--weights", "weights.txt", "-o", "order.run"],
        {"weights.txt": "mAP 2\nNDS 2\nAMOTA 1\nAP_car 0.5\n"},
        _cli_check("borda", f"runs={_M4}, seed=33, digits=2", "{'mAP': 2, 'NDS': 2, 'AMOTA': 1, 'AP_car': 0.5}"),
        setup=_runs_setup(f"runs={_M4}, seed=33, digits=2"),
        why="rankagg fuse --help: --weights FILE of 'NAME W' lines; weighted Borda"))
    cases.append(cli_ok(
        "u29g_cli_combsum_depth_3", "rankagg fuse ... --method combsum --depth 3: the three best detectors per scene "
        "for the review slides",
        ["fuse", *_RUNS4, "--method", "combsum", "--depth", "3", "-o", "order.run"], None,
        _cli_check("combsum", f"runs={_M4}, seed=35, drop={{'AMOTA': 0.4}}", depth=3),
        setup=_runs_setup(f"runs={_M4}, seed=35, drop={{'AMOTA': 0.4}}"),
        why="rankagg methods combsum over min-max scores; --depth 3"))
    cases.append(cli_ok(
        "u29g_cli_kitti_ids_gz_parquet", "rankagg fuse mAP.run.gz NDS.run.gz AMOTA.run.gz --method rrf -o "
        "order.parquet: KITTI frame ids with slashes, gzipped runs, a Parquet table out",
        ["fuse", "mAP.run.gz", "NDS.run.gz", "AMOTA.run.gz", "--method", "rrf", "-o", "order.parquet"], None,
        lambda out, folder: _report(
            "import pandas as pd\nt = pd.read_parquet(FOLDER + '/order.parquet')\n"
            "R = metrics(runs=['mAP', 'NDS', 'AMOTA'], seed=37, names=kitti)\n"
            "rows = {q: list(zip(g.sort_values('rank')['doc_id'], g.sort_values('rank')['score'])) "
            "for q, g in t.groupby('q_id')}\n"
            "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
            "report(agree_all(rows, refs))\n", folder),
        setup=reference_setup(_REF, "import gzip\n"
                              "for t, run in metrics(runs=['mAP', 'NDS', 'AMOTA'], seed=37, names=kitti).items():\n"
                              "    open(P(t + '.run.gz'), 'wb').write(gzip.compress(run_text(run, t).encode(), mtime=0))\n"),
        why="docs/conventions.md: -o names a TREC run or a Parquet table; runs may be gzipped"))
    cases.append(cli_ok(
        "u29g_cli_evaluate_review_qrels", "rankagg evaluate order.run --qrels review.qrels -m ndcg_cut.3 -m map: the "
        "fused order against the review grades (0-3)",
        ["evaluate", "order.run", "--qrels", "review.qrels", "-m", "ndcg_cut.3", "-m", "map"], None,
        lambda out, folder: _report(
            TREC_MEASURES + "rows = read_run(open(FOLDER + '/order.run').read())\nqrels = review_grades()\n"
            "orders = {q: [d for d, _ in sorted(r, key=lambda x: (x[1], x[0].encode()), reverse=True)] "
            "for q, r in rows.items()}\n"
            "n3 = sum(ndcg(o, qrels[q], 3) for q, o in orders.items()) / len(orders)\n"
            "m = sum(ap(o, qrels[q]) for q, o in orders.items()) / len(orders)\n"
            "nums = {}\nfor line in OUT.splitlines():\n    f = line.split()\n"
            "    if len(f) >= 3 and f[-2] == 'all':\n        nums[f[0].lower()] = float(f[-1])\n"
            "a, b = nums.get('ndcg_cut_3', nums.get('ndcg@3')), nums.get('map', nums.get('ap'))\n"
            "report('' if None not in (a, b) and abs(a - n3) < 1e-4 and abs(b - m) < 1e-4 and 0 < n3 < 1 "
            "else 'got %r want %r %r' % (nums, n3, m))\n".replace("OUT", repr(out)), folder),
        setup=reference_setup(_REF, "R = metrics(seed=39, noise=2.0)\n"
                              "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n"
                              "lines = []\nfor q, r in refs.items():\n"
                              "    lines += ['%s Q0 %s %d %r fused' % (q, d, i, r[0][d]) for i, d in "
                              "enumerate(trec_order(r[0]), 1)]\n"
                              "open(P('order.run'), 'w').write('\\n'.join(lines) + '\\n')\n"
                              "open(P('review.qrels'), 'w').write(''.join('%s 0 %s %d\\n' % (q, s, g) "
                              "for q, j in review_grades().items() for s, g in j.items()))\n"),
        why="trec_eval's ndcg_cut.3 (linear gains over the grades) and map (grades above 0 relevant)"))

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    tool_files = [
        ("u29g_kitti_label_as_run", "a KITTI object label (label_2/000042.txt: type, truncation, occlusion, alpha, "
         "bbox, dimensions, location, rotation_y)", "000042.txt", _KITTI_LABEL, "KITTI", "000042.txt:1"),
        ("u29g_kitti_result_as_run", "a detector's KITTI result file (the label's 15 fields and the score)",
         "pointpillars_000042.txt", _KITTI_RESULT, "KITTI", "pointpillars_000042.txt:1"),
        ("u29g_kitti_tracking_as_run", "a KITTI tracking label (frame, track id, type, ...: 17 fields)",
         "0000.txt", _KITTI_TRACK, "KITTI", "0000.txt:1"),
        ("u29g_kitti_calib_as_run", "a KITTI calib file (P0: ... P1: ... R0_rect: ... Tr_velo_to_cam: ...)",
         "calib_000042.txt", _KITTI_CALIB, "KITTI", "calib_000042.txt:1"),
        ("u29g_nuscenes_results_as_run", "nuScenes detection results JSON ('meta', 'results' by sample_token)",
         "results_nusc.json", _NUSC_RESULTS, "nuScenes", "results_nusc.json"),
        ("u29g_nuscenes_summary_as_run", "the nuScenes devkit's metrics_summary.json (mean_ap, nd_score, tp_errors)",
         "metrics_summary.json", _NUSC_SUMMARY, "nuScenes", "metrics_summary.json"),
        ("u29g_coco_results_as_run", "COCO detection results JSON (image_id, category_id, bbox, score)",
         "detections_val_results.json", _COCO_RESULTS, "COCO", "detections_val_results.json"),
        ("u29g_coco_annotations_as_run", "COCO annotations JSON (info, images, annotations, categories)",
         "instances_val.json", _COCO_GT, "COCO", "instances_val.json"),
        ("u29g_openlabel_as_run", "an ASAM OpenLABEL JSON (openlabel, metadata.schema_version, objects, frames)",
         "000042_openlabel.json", _OPENLABEL, "OpenLABEL", "000042_openlabel.json"),
        ("u29g_mot_gt_as_run", "a MOTChallenge gt.txt (frame, id, bb_left, bb_top, bb_width, bb_height, conf, class, "
         "visibility)", "gt.txt", _MOT_GT, "MOT", "gt.txt:1"),
        ("u29g_mot_det_csv_as_run", "a MOTChallenge det CSV with its header (frame,id,bb_left,...)",
         "det.csv", _MOT_DET, "MOT", "det.csv:1"),
        ("u29g_pcd_as_run", "a PCD point cloud ('# .PCD v0.7', FIELDS x y z intensity, DATA ascii)",
         "000042.pcd", _PCD, "PCD", "000042.pcd"),
        ("u29g_ply_as_run", "a PLY point cloud (ply, format ascii 1.0, end_header)", "000042.ply", _PLY, "PLY",
         "000042.ply:1"),
    ]
    binaries = [
        ("u29g_rosbag_as_run", "a ROS 1 bag ('#ROSBAG V2.0')", "drive_0042.bag", _ROSBAG, "ROS"),
        ("u29g_mcap_as_run", "an MCAP recording (ROS 2)", "drive_0042.mcap", _MCAP, "MCAP"),
        ("u29g_tfrecord_as_run", "a Waymo Open Dataset segment (TFRecord framing of Frame protobufs)",
         "segment-10017090168044687777_6380_000_6400_000_with_camera_labels.tfrecord", _TFRECORD, "TFRecord"),
        ("u29g_las_as_run", "a LAS point cloud ('LASF')", "000042.las", _LAS, "LAS"),
        ("u29g_feather_as_run", "an Argoverse 2 annotations.feather (Arrow IPC)", "annotations.feather", _FEATHER,
         "Arrow"),
    ]
    text_why = ("trec_eval refuses a line of other than six fields (KITTI's 15-17, a calib line's 13, MOT's 9-10 "
                "comma-joined, a PCD header's 2-5); the file is the perception tool's, named by what it is (a field "
                "count says nothing the team can act on)")
    binary_why = "a recording or point cloud holds no TREC line (trec_eval reads garbage); named by what it is"
    for cid, what, name, content, tool, *where in tool_files + binaries:
        binary = isinstance(content, bytes)
        cases.append(cli_bad(
            cid, f"rankagg fuse {name} mAP.run -o order.run: {what} given as a run",
            ["fuse", name, "mAP.run", "--method", "rrf", "-o", "order.run"],
            {name: content, "mAP.run": _ONE_RUN},
            name if binary else where[0], tool, why=binary_why if binary else text_why))

    # gzipped, as the KITTI devkit's archives and nuScenes submissions are passed around
    for cid, name, content, tool in [
            ("u29g_kitti_result_gz_as_run", "000042.txt.gz", _KITTI_RESULT, "KITTI"),
            ("u29g_nuscenes_results_gz_as_run", "results_nusc.json.gz", _NUSC_RESULTS, "nuScenes"),
            ("u29g_pcd_gz_as_run", "000042.pcd.gz", _PCD, "PCD")]:
        cases.append(cli_bad(
            cid, f"rankagg fuse {name} mAP.run -o order.run: the field's file gzipped given as a run",
            ["fuse", name, "mAP.run", "--method", "rrf", "-o", "order.run"],
            {name: gzip.compress(content.encode(), mtime=0), "mAP.run": _ONE_RUN}, name, tool,
            why="a gzipped run is read as its text: the same file, named the same way"))

    # --- the judgements the team gives --------------------------------------------------------------------------------
    for cid, name, content, tool in [
            ("u29g_kitti_label_as_qrels", "000042.txt", _KITTI_LABEL, "KITTI"),
            ("u29g_nuscenes_results_as_qrels", "results_nusc.json", _NUSC_RESULTS, "nuScenes"),
            ("u29g_rosbag_as_qrels", "drive_0042.bag", _ROSBAG, "ROS")]:
        cases.append(cli_bad(
            cid, f"rankagg evaluate mAP.run --qrels {name}: the perception file given as the judgements",
            ["evaluate", "mAP.run", "--qrels", name], {"mAP.run": _ONE_RUN, name: content}, name, tool,
            outputs=(), why="trec_eval refuses a qrels line of other than four fields; the file is the perception "
                            "tool's, named by what it is, with how to write the review grades as qrels"))

    # --- the team's in-memory shapes ---------------------------------------------------------------------------------
    cases.append(bad(
        "u29g_api_coco_results_frame", "rankagg.fuse(pd.DataFrame(json.load(open('results.json'))), method='borda'): "
        "a COCO results list (image_id, category_id, bbox, score) as a frame",
        "import rankagg, pandas as pd, json\n"
        "rankagg.fuse(pd.DataFrame(json.load(open('results.json'))), method='borda')\n",
        "COCO", files={"results.json": _COCO_RESULTS},
        why="README: a frame of runs has qid, docid, score (and run) columns; a COCO results list is told as one"))
    cases.append(bad(
        "u29g_api_kitti_result_frame", "rankagg.fuse(pd.read_csv('000042.txt', sep=' ', header=None)): a KITTI result "
        "file as the frame pandas reads (columns 0-15)",
        "import rankagg, pandas as pd\n"
        "rankagg.fuse(pd.read_csv('000042.txt', sep=' ', header=None), method='borda')\n",
        "KITTI", files={"000042.txt": _KITTI_RESULT},
        why="README: a frame of runs names qid, docid, score; sixteen numbered columns with a class name first are "
            "KITTI's, told so"))

    # --- other mistakes of the day ---------------------------------------------------------------------------------
    cases.append(cli_bad(
        "u29g_map_percent", "rankagg fuse mAP.run NDS.run: an mAP copied from the leaderboard as '67.3%'",
        ["fuse", "mAP.run", "NDS.run", "--method", "rrf", "-o", "order.run"],
        {"mAP.run": _ONE_RUN, "NDS.run": "scene-0103 Q0 bevfusion 1 72.1% NDS\nscene-0103 Q0 pv_rcnn 2 67.3% NDS\n"},
        "NDS.run:1", why="trec_eval's atof reads '72.1%' as 72.1; docs/conventions.md: a score is strtod on the whole "
                         "token, a non-numeric one refused at its line"))
    cases.append(cli_bad(
        "u29g_detector_with_blank", "rankagg fuse mAP.run NDS.run: a detector named 'CenterPoint v2' (a blank) in the "
        "third field", ["fuse", "mAP.run", "NDS.run", "--method", "rrf", "-o", "order.run"],
        {"mAP.run": _ONE_RUN, "NDS.run": "scene-0103 Q0 bevfusion 1 0.71 NDS\nscene-0103 Q0 CenterPoint v2 2 0.66 NDS\n"},
        "NDS.run:2", why="trec_eval splits fields at blanks: seven fields (a wrong field count, refused at its line)"))
    cases.append(bad(
        "u29g_api_weight_metric_not_run", "rankagg.fuse(runs, method='rrf', weights={..., 'AMOTA': 2}): a weight for "
        "a tracking metric the team did not compute this time",
        "import rankagg\nR = metrics(runs=['mAP', 'NDS'], n_q=2)\n"
        "rankagg.fuse(R, method='rrf', weights={'mAP': 1.0, 'NDS': 1.0, 'AMOTA': 2.0})\n", "AMOTA",
        why="docs/reliability.md: weights that name no run are refused naming them (a weight silently dropped)"))
    cases.append(bad(
        "u29g_api_nan_ap", "rankagg.fuse(frame) where a detector's AP_cyclist is NaN (no cyclist in the scene: the "
        "devkit's nan)",
        "import rankagg, pandas as pd\nR = metrics(runs=['mAP', 'AP_cyclist'], n_q=2)\n"
        "df = pd.DataFrame(frame_rows(R), columns=['qid', 'docid', 'run', 'score']).astype({'score': float})\n"
        "df.loc[12, 'score'] = float('nan')\nrankagg.fuse(df, method='borda')\n", "score",
        why="docs/conventions.md: a missing score (NaN, None, pandas' NA) is refused as one"))

    # --- the consensus written under a perception format's name ---------------------------------------------------
    for cid, argv_out, out_name, what in [
            ("u29g_out_pcd", ["-o", "order.pcd"], "order.pcd", "a PCD point cloud"),
            ("u29g_out_bag", ["-o", "order.bag"], "order.bag", "a ROS bag"),
            ("u29g_out_mcap_upper", ["-o", "ORDER.MCAP"], "ORDER.MCAP", "MCAP, upper case"),
            ("u29g_out_tfrecord_gz", ["-o", "order.tfrecord.gz"], "order.tfrecord.gz", "a TFRecord, gzipped"),
            ("u29g_out_laz", ["-o", "order.laz"], "order.laz", "a LAZ point cloud"),
            ("u29g_explain_pcd", ["-o", "order.run", "--explain", "why.pcd"], "why.pcd", "--explain as PCD")]:
        cases.append(cli_bad(
            cid, f"rankagg fuse mAP.run NDS.run --method borda {' '.join(argv_out)}: {what}; TREC or JSON lines under "
            "that name are read by no tool that opens it",
            ["fuse", "mAP.run", "NDS.run", "--method", "borda", *argv_out], None, out_name,
            outputs=(out_name, "order.run"), setup=_runs_setup("runs=['mAP', 'NDS'], seed=45"),
            why="issue 45: every output reads back; rankagg/io/output_names.py names each format's suffix"))
    cases.append(cli_ok(
        "u29g_run_tags_field_words_free", "rankagg fuse pcd.run kitti.run --method borda -o order.run: runs tagged with "
        "the field's words ('pcd', 'kitti', 'Car') and a detector named 'Car' stay legal TREC runs",
        ["fuse", "pcd.run", "kitti.run", "--method", "borda", "-o", "order.run"],
        {"pcd.run": "scene-0103 Q0 Car 1 0.91 pcd\nscene-0103 Q0 Pedestrian 2 0.42 pcd\n",
         "kitti.run": "scene-0103 Q0 Pedestrian 1 0.77 kitti\nscene-0103 Q0 Car 2 0.61 kitti\n"},
        lambda out, folder: _report(
            "rows = read_run(open(FOLDER + '/order.run').read())\n"
            "L = {'pcd': {'Car': 0.91, 'Pedestrian': 0.42}, 'kitti': {'Pedestrian': 0.77, 'Car': 0.61}}\n"
            "report(agree_all(rows, {'scene-0103': borda_ref(L)}))\n", folder),
        why="trec_eval reads these six-field lines; Borda n - r + 1 (a tie of 3 and 3: the id descending)"))
    return cases
