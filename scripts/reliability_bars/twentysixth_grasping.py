"""Issue 45's twenty-sixth bar of scripts/reliability_matrix.py, a robotics lab's grasp-candidate rankings across grasp planners (ROS bags, point clouds, GraspNet) (its cases, ids ``u26g_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The lab's day: each scene and object (``scene_0100/ann_0003/obj_12``, GraspNet-1Billion's scene, annotation view
and object) is a query, each grasp candidate (``scene_0100/ann_0003/obj_12/g00042``) a document, and the grasp
planners the runs: the GraspNet-1Billion baseline and AnyGrasp (quality quantised by the friction coefficient they
were trained on, 0.1 steps: ties are common), Contact-GraspNet and Dex-Net's GQ-CNN (a quality in [0, 1]) and GPD (a
raw classifier score, negative for poor grasps).  The planners are fused per object with RRF (the lab's default),
Borda and CombMNZ (weights from last month's trials), cut to the ten grasps the robot tries, and the execution order
judged against the physical trials (success 1, failure 0) by Success@1, Success@5 and AP.  The mistakes and odd
files: the lab's own files given where runs or qrels are read (a ``rostopic echo -p`` CSV export with its
``%time,field.*`` header, a ROS 1 bag, an MCAP file, a ROS 2 bag's ``.db3`` and its ``metadata.yaml``, PCD and PLY
point clouds, a URDF robot and an SDF world, GraspNet's ``.npy`` grasp array, a planner's grasp table with its 7-number
poses, the trial log), poses written into the score column, ids with blanks, and the execution order named for a
robotics format (``.bag``, ``.mcap``, ``.db3``, ``.ply``, ``.pcd``, ``.urdf``, ``.launch``).

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM / CombMNZ from
references.RANKED_LISTS and LISTS_BY_QUERY, trec_eval's measures from references.TREC_MEASURES, Success@k by hand."""

from __future__ import annotations

import json
import struct
from pathlib import Path

from .case import Case, command_cases, reference_setup, snippet_cases, prints_same
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
    SEEDED_UNIFORM, TREC_MEASURES)

TWENTYSIXTH_GRASPING = "45 Unseen inputs: a twenty-sixth bar, a robotics lab's grasp-candidate rankings across grasp planners (ROS bags, point clouds, GraspNet)"

_DATA = r'''
import json, math, subprocess, sys
'''[1:] + SEEDED_UNIFORM + r'''PLANNERS = ['graspnet', 'contact_graspnet', 'gpd', 'gqcnn', 'anygrasp']
def scene(k):
    return 'scene_%04d/ann_%04d/obj_%02d' % (100 + k, 3 + k % 4, (7 * k + 12) % 88)
def grasp(k, i):
    return scene(k) + '/g%05d' % (42 + 17 * i)
def grasps(planners=PLANNERS, n_q=10, n=12, seed=3, drop=None, cut=None, signal=0.25, ids=grasp, names=scene):
    """{planner: {scene/object: {grasp: quality}}}; grasps 0 and 1 are the ones that hold in the trials;
    GraspNet and AnyGrasp quantise to 0.1 (ties), GPD gives a raw score (negative for poor grasps);
    ``drop``: {planner: share of grasps it does not propose}; ``cut``: {planner: grasps it returns}"""
    g = lcg(seed)
    out = {}
    for e in planners:
        out[e] = {}
        for k in range(n_q):
            p = {}
            for i in range(n):
                u, v = next(g), next(g)
                if i and v < (drop or {}).get(e, 0.0):
                    continue
                q = min(1.0, 0.35 + 0.5 * u + (signal if i < 2 else 0.0) - 0.01 * i)
                if e in ('graspnet', 'anygrasp'):
                    q = round(q, 1)
                elif e == 'gpd':
                    q = round(180.0 * q - 70.0, 3)
                else:
                    q = round(q, 4)
                p[ids(k, i)] = q
            if e in (cut or {}):
                p = {d: p[d] for d in desc_order(p)[:cut[e]]}
            out[e][names(k)] = p
    return out
def trials(n_q=10, ids=grasp, names=scene):
    """the physical trials: grasps 0 and 1 held (1), 2 to 5 slipped or collided (0)"""
    return {names(k): {ids(k, 0): 1, ids(k, 1): 1, ids(k, 2): 0, ids(k, 3): 0, ids(k, 4): 0, ids(k, 5): 0}
            for k in range(n_q)}
def success(order, grades, k):
    return 1.0 if any(grades.get(d, 0) > 0 for d in order[:k]) else 0.0
''' + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_REFS = {"borda": "borda_ref(l, W)", "rrf": "rrf_ref(l, 60.0, W)", "combsum": "combsum_minmax_ref(l, W)",
         "combmnz": "combmnz_ref(l, W)"}


def _report(code: str, folder: Path) -> bool:
    return prints_same(_REF + code, {"FOLDER": str(folder)})


def _runs_setup(args: str = "", code: str = ""):
    """one TREC run per planner (its tag the planner's name), objects as queries, written with the references"""
    return reference_setup(_REF, f"RUNS = grasps({args})\n"
                           "for t, run in RUNS.items():\n"
                           "    open(P(t + '.run'), 'w').write(run_text(run, t))\n" + code)


def _cli_check(method: str, args: str = "", weights: str = "", depth: int | None = None,
               output: str = "order.run", prep: str = ""):
    code = (f"RUNS = grasps({args})\n{prep}W = {weights or 'None'}\n"
            f"refs = {{q: {_REFS[method]} for q, l in per_query(RUNS).items()}}\n"
            f"report(agree_all(read_run(open(FOLDER + '/{output}').read()), refs, {depth}))\n")
    return lambda out, folder: _report(code, folder)


_RUNS = [f"{e}.run" for e in ("graspnet", "contact_graspnet", "gpd", "gqcnn", "anygrasp")]
_OUT = ("order.run",)
_ONE_RUN = ("scene_0100/ann_0003/obj_12 Q0 scene_0100/ann_0003/obj_12/g00042 1 0.9 graspnet\n"
            "scene_0100/ann_0003/obj_12 Q0 scene_0100/ann_0003/obj_12/g00059 2 0.8 graspnet\n")

# the lab's files, as their tools write them (a few rows)
_ROSTOPIC = ("%time,field.header.seq,field.header.stamp,field.header.frame_id,field.grasps0.position.x,"
             "field.grasps0.position.y,field.grasps0.position.z,field.grasps0.width.data,field.grasps0.score.data\n"
             "1764672000123456789,17,1764672000100000000,camera_depth_optical_frame,0.412,-0.031,0.118,0.062,0.8731\n"
             "1764672000223456789,18,1764672000200000000,camera_depth_optical_frame,0.405,-0.027,0.121,0.058,0.8122\n")
_PCD = ("# .PCD v0.7 - Point Cloud Data file format\nVERSION 0.7\nFIELDS x y z rgb\nSIZE 4 4 4 4\nTYPE F F F U\n"
        "COUNT 1 1 1 1\nWIDTH 3\nHEIGHT 1\nVIEWPOINT 0 0 0 1 0 0 0\nPOINTS 3\nDATA ascii\n"
        "0.0931 -0.0424 0.6812 4284900966\n0.0935 -0.0421 0.6809 4284900966\n0.0940 -0.0418 0.6811 4284835173\n")
_PLY = ("ply\nformat ascii 1.0\ncomment generated by Open3D\nelement vertex 3\nproperty double x\nproperty double y\n"
        "property double z\nend_header\n0.0931 -0.0424 0.6812\n0.0935 -0.0421 0.6809\n0.0940 -0.0418 0.6811\n")
_URDF = ('<?xml version="1.0" ?>\n<robot name="panda">\n  <link name="panda_link0">\n    <visual>\n      <geometry>'
         '<mesh filename="package://franka_description/meshes/visual/link0.dae"/></geometry>\n    </visual>\n'
         '  </link>\n  <joint name="panda_joint1" type="revolute">\n    <parent link="panda_link0"/>\n'
         '    <child link="panda_link1"/>\n  </joint>\n</robot>\n')
_SDF = ('<?xml version="1.0" ?>\n<sdf version="1.7">\n  <world name="grasp_bench">\n    <include>\n'
        '      <uri>model://table</uri>\n    </include>\n    <model name="obj_12">\n'
        '      <pose>0.45 0.0 0.76 0 0 1.5708</pose>\n    </model>\n  </world>\n</sdf>\n')
_ROS2_META = ("rosbag2_bagfile_information:\n  version: 5\n  storage_identifier: sqlite3\n  duration:\n"
              "    nanoseconds: 61234000000\n  starting_time:\n    nanoseconds_since_epoch: 1764672000000000000\n"
              "  message_count: 1830\n  topics_with_message_count:\n    - topic_metadata:\n"
              "        name: /grasp_planner/grasps\n        type: gpd_ros/msg/GraspConfigList\n"
              "        serialization_format: cdr\n      message_count: 61\n")
_GRASP_TABLE = ("scene_id,ann_id,obj_id,grasp_id,score,width,height,depth,x,y,z,qw,qx,qy,qz\n"
                "100,3,12,42,0.9,0.062,0.02,0.03,0.412,-0.031,0.118,0.7071,0.0,0.7071,0.0\n"
                "100,3,12,59,0.8,0.058,0.02,0.02,0.405,-0.027,0.121,0.6533,0.2706,0.6533,0.2706\n")
_TRIALS = ("trial,timestamp,scene_id,ann_id,obj_id,grasp_id,planner,success,lift_height_m,notes\n"
           "T0417,2026-12-01T14:02:11Z,scene_0100,ann_0003,obj_12,g00042,graspnet,1,0.20,\n"
           "T0418,2026-12-01T14:03:40Z,scene_0100,ann_0003,obj_12,g00059,gpd,0,0.00,slipped\n")
# a ROS 1 bag: the version line, then the bag header record (its header's length, 'index_pos=', 'conn_count=',
# 'chunk_count=', 'op=\x03'), then padding to 4096 bytes as rosbag writes it
_BAG_HEADER = (struct.pack("<I", 18) + b"index_pos=" + struct.pack("<Q", 40962) + struct.pack("<I", 14)
               + b"conn_count=" + struct.pack("<I", 3) + struct.pack("<I", 15) + b"chunk_count="
               + struct.pack("<I", 2) + struct.pack("<I", 4) + b"op=\x03")
_BAG = b"#ROSBAG V2.0\n" + struct.pack("<I", len(_BAG_HEADER)) + _BAG_HEADER + struct.pack("<I", 3968) + b" " * 3968
# MCAP: the magic, then a Header record (opcode 1, its length, the profile 'ros2' and the library)
_MCAP_HEADER = struct.pack("<I", 4) + b"ros2" + struct.pack("<I", 14) + b"mcap go v1.0.0"
_MCAP = b"\x89MCAP0\r\n" + b"\x01" + struct.pack("<Q", len(_MCAP_HEADER)) + _MCAP_HEADER + b"\x00" * 64
# a ROS 2 bag's SQLite store: the 100-byte database header, then the schema's CREATE TABLE text in page 1
_DB3 = (b"SQLite format 3\x00" + struct.pack(">HBBBBBBIIIIIIIIIIII", 4096, 1, 1, 12, 64, 32, 32, 4, 4, 0, 0, 2, 4,
                                              0, 0, 0, 0, 0, 0).ljust(84, b"\x00")
        + b"\x0d\x00\x00\x00\x02\x0f\x00" + b"\x00" * 3600
        + b"CREATE TABLE messages(id INTEGER PRIMARY KEY,topic_id INTEGER NOT NULL,timestamp INTEGER NOT NULL, "
          b"data BLOB NOT NULL)"
        + b"CREATE TABLE topics(id INTEGER PRIMARY KEY,name TEXT NOT NULL,type TEXT NOT NULL,serialization_format "
          b"TEXT NOT NULL,offered_qos_profiles TEXT NOT NULL)")
# GraspNet's grasp array as graspnetAPI saves it: (n, 17) float32, score, width, height, depth, rotation, translation
_NPY_HEADER = b"{'descr': '<f4', 'fortran_order': False, 'shape': (2, 17), }"
_NPY = (b"\x93NUMPY\x01\x00" + struct.pack("<H", 118) + _NPY_HEADER.ljust(117, b" ") + b"\n"
        + struct.pack("<34f", *([0.9, 0.062, 0.02, 0.03] + [1, 0, 0, 0, 1, 0, 0, 0, 1] + [0.412, -0.031, 0.118, 12]
                                + [0.8, 0.058, 0.02, 0.02] + [0, 0, 1, 0, 1, 0, -1, 0, 0] + [0.405, -0.027, 0.121, 12])))


def twentysixth_bar_grasping_cases() -> list[Case]:
    G = TWENTYSIXTH_GRASPING
    ok, bad = snippet_cases(G, _REF + TREC_MEASURES, ok_timeout=180, bad_timeout=90)
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    cases: list[Case] = []

    # --- the day's answers through the Python API, checked against references computed by hand ---------------------
    cases.append(ok(
        "u26g_rrf_five_planners_dict", "rankagg.fuse({planner: {scene/object: {grasp: quality}}}, method='rrf'): "
        "GraspNet, Contact-GraspNet, GPD, GQ-CNN and AnyGrasp over 10 objects of 12 grasp candidates, GraspNet's and "
        "AnyGrasp's qualities in 0.1 steps (ties), GPD's raw scores negative for poor grasps",
        "import rankagg\nR = grasps()\nres = rankagg.fuse(R, method='rrf')\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="Cormack et al. 2009: sum 1 / (60 + r), each list ranked by trec_eval's rule (docs/conventions.md)"))
    cases.append(ok(
        "u26g_borda_gqcnn_top5", "rankagg.fuse(..., method='borda'): GQ-CNN's policy returns its 5 best grasps, GPD "
        "misses a third of the candidates; Borda shares the missing ones' points",
        "import rankagg\nR = grasps(seed=5, cut={'gqcnn': 5}, drop={'gpd': 0.35})\n"
        "res = rankagg.fuse(R, method='borda')\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="rankagg methods borda: n - r + 1 points, (n - k + 1) / 2 for each grasp a list lacks"))
    cases.append(ok(
        "u26g_combmnz_long_frame", "rankagg.fuse(DataFrame qid, docid, run, score), CombMNZ of the planners' "
        "qualities (GPD's negative), AnyGrasp missing half of the candidates",
        "import rankagg, pandas as pd\nR = grasps(seed=7, drop={'anygrasp': 0.5})\n"
        "df = pd.DataFrame(frame_rows(R), columns=['qid', 'docid', 'run', 'score'])\n"
        "res = rankagg.fuse(df, method='combmnz')\n"
        "rows = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) "
        "for q, g in res.groupby('qid')}\n"
        "refs = {q: combmnz_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all(rows, refs, written=False))\n",
        why="README: a long DataFrame in, a frame back; rankagg methods combmnz (Fox & Shaw 1994) over min-max scores"))
    cases.append(ok(
        "u26g_fuser_weighted_rrf_per_object", "rankagg.Fuser('rrf', weights=...) per object, as the grasp server "
        "fuses before execution: AnyGrasp 2, Contact-GraspNet 1.5, GPD 0.5",
        "import rankagg\nW = {'graspnet': 1.0, 'contact_graspnet': 1.5, 'gpd': 0.5, 'gqcnn': 1.0, 'anygrasp': 2.0}\n"
        "R = grasps(seed=9, cut={'gqcnn': 5})\nf = rankagg.Fuser('rrf', weights=W)\nmsg = ''\n"
        "for q, lists in per_query(R).items():\n"
        "    msg = msg or agree(f(lists), rrf_ref(lists, 60.0, W), written=False)\n"
        "report(msg)\n",
        why="Cormack et al. 2009: sum w / (60 + r); README's Fuser"))
    cases.append(ok(
        "u26g_combsum_weighted_frame", "rankagg.fuse(frame, method='combsum', weights=...): a weighted CombSUM of "
        "min-max normalised qualities (GPD's raw scores on another scale)",
        "import rankagg, pandas as pd\nW = {'graspnet': 1.0, 'contact_graspnet': 1.5, 'gpd': 0.25, 'gqcnn': 0.75, "
        "'anygrasp': 2.0}\nR = grasps(seed=11, drop={'gqcnn': 0.3})\n"
        "df = pd.DataFrame(frame_rows(R), columns=['qid', 'docid', 'run', 'score'])\n"
        "res = rankagg.fuse(df, method='combsum', weights=W)\n"
        "rows = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) "
        "for q, g in res.groupby('qid')}\n"
        "refs = {q: combsum_minmax_ref(l, W) for q, l in per_query(R).items()}\n"
        "report(agree_all(rows, refs, written=False))\n",
        why="rankagg methods combsum: sum of w x min-max scores (docs/conventions.md)"))
    cases.append(ok(
        "u26g_evaluate_trials_success", "rankagg.evaluate(order, trials, ['Success@1', 'Success@5', 'AP', 'P@5']): "
        "the RRF execution order against the physical trials (held 1, slipped 0)",
        "import rankagg\nR = grasps(seed=13, signal=0.1)\nres = rankagg.fuse(R, method='rrf')\nqrels = trials()\n"
        "got = rankagg.evaluate(res, qrels, ['Success@1', 'Success@5', 'AP', 'P@5'])\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "orders = {q: fused_order(r) for q, r in refs.items()}\n"
        "want, _ = measures(orders, qrels)\n"
        "want['Success@1'] = sum(success(o, qrels[q], 1) for q, o in orders.items()) / len(orders)\n"
        "want['Success@5'] = sum(success(o, qrels[q], 5) for q, o in orders.items()) / len(orders)\n"
        "keys = ('Success@1', 'Success@5', 'AP', 'P@5')\n"
        "report('' if all(abs(got[m] - want[m]) < 1e-9 for m in keys) and 0 < want['AP'] < 1 "
        "and 0 < want['Success@1'] < 1 else '%r vs %r' % (got, want))\n",
        why="trec_eval's success (1 when a relevant document is among the first k), AP, P@5 (references.TREC_MEASURES; "
            "Success@k by hand)"))
    cases.append(ok(
        "u26g_quantised_ties_by_hand", "rankagg.fuse({'graspnet': ..., 'anygrasp': ...}, method='borda') of one "
        "object's four grasps, two of them 0.9 in both planners (friction-quantised): the tie ordered by grasp id "
        "descending, as trec_eval orders it, Borda points by hand",
        "import rankagg\nq = 'scene_0100/ann_0003/obj_12'\n"
        "a, b, c, d = [q + '/g%05d' % i for i in (42, 59, 76, 93)]\n"
        "N = {a: 0.9, b: 0.9, c: 0.7, d: 0.4}\nA = {a: 0.9, b: 0.9, c: 0.3, d: 0.6}\n"
        "res = rankagg.fuse({'graspnet': {q: N}, 'anygrasp': {q: A}}, method='borda')[q]\n"
        "# graspnet: b a c d -> 4 3 2 1; anygrasp: b a d c -> 4 3 2 1\n"
        "want = {b: 8.0, a: 6.0, c: 3.0, d: 3.0}\norder = list(res)\n"
        "report('' if dict(res) == want and order == [b, a, c, d] else repr(res))\n",
        why="trec_eval orders equal scores by docid descending (docs/conventions.md); Borda n - r + 1; the 3-point tie "
            "by the house rule: both in two lists, best place 3 for both, then the smaller id"))
    cases.append(ok(
        "u26g_volume_1500_objects", "rankagg.fuse: 1,500 objects x 30 grasps x 5 planners (225,000 scores), "
        "method='rrf', the 10 grasps the robot tries",
        "import rankagg, numpy as np\nrng = np.random.default_rng(2026)\n"
        "qs = ['scene_%04d/ann_%04d/obj_%02d' % (k // 15, k % 256, k % 88) for k in range(1500)]\n"
        "runs = {e: {} for e in PLANNERS}\n"
        "for k, q in enumerate(qs):\n"
        "    gs = [q + '/g%05d' % i for i in range(30)]\n"
        "    base = rng.random(30)\n"
        "    for e in PLANNERS:\n"
        "        runs[e][q] = dict(zip(gs, np.round(0.5 * base + 0.5 * rng.random(30), 3).tolist()))\n"
        "res = rankagg.fuse(runs, method='rrf', depth=10)\nmsg = ''\n"
        "for q in qs:\n"
        "    sc = {}\n"
        "    for e in PLANNERS:\n"
        "        for r, d in enumerate(desc_order(runs[e][q]), 1):\n"
        "            sc[d] = sc.get(d, 0.0) + 1.0 / (60 + r)\n"
        "    top = sorted(sc, key=lambda d: -sc[d])[:10]\n"
        "    got = res[q]\n"
        "    if len(got) != 10 or any(abs(got[d] - sc[d]) > 1e-12 for d in got) or min(got.values()) < sc[top[-1]] - 1e-12:\n"
        "        msg = msg or '%s: top 10 differs' % q\n"
        "report(msg)\n",
        why="Cormack et al. 2009 RRF by brute force; README: depth= keeps each query's first N", timeout=240))
    cases.append(ok(
        "u26g_rank_column_frame", "rankagg.fuse(frame qid, docid, run, rank): the order each planner's ROS node "
        "published its GraspConfigList in, no score column, RRF over those ranks",
        "import rankagg, pandas as pd\nR = grasps(planners=['gpd', 'gqcnn', 'anygrasp'], seed=15, cut={'gqcnn': 5})\n"
        "rows = [(q, d, t, r) for t, run in R.items() for q, p in run.items() for r, d in enumerate(desc_order(p), 1)]\n"
        "df = pd.DataFrame(rows, columns=['qid', 'docid', 'run', 'rank'])\n"
        "ranks = {t: {q: {d: r for qq, d, tt, r in rows if tt == t and qq == q} for q in run} for t, run in R.items()}\n"
        "res = rankagg.fuse(df, method='rrf')\n"
        "got = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) for q, g in res.groupby('qid')}\n"
        "refs = {q: rrf_ranks(l) for q, l in per_query(ranks).items()}\n"
        "report(agree_all(got, refs, written=False))\n",
        why="docs/conventions.md: a frame's rank column is read when it has no score column; Cormack et al. 2009"))
    cases.append(ok(
        "u26g_arrow_table_scores", "rankagg.fuse(pyarrow.Table qid, docid, run, score): the planners' grasps as Arrow "
        "(from the Parquet the bag converter writes), RRF",
        "import rankagg, pyarrow as pa\nR = grasps(seed=19, cut={'gqcnn': 5})\nrows = frame_rows(R)\n"
        "t = pa.table({'qid': [r[0] for r in rows], 'docid': [r[1] for r in rows], 'run': [r[2] for r in rows], "
        "'score': [float(r[3]) for r in rows]})\n"
        "res = rankagg.fuse(t, method='rrf')\n"
        "got = {}\n"
        "for q, d, s, k in zip(*[res.column(c).to_pylist() for c in ('qid', 'docid', 'score', 'rank')]):\n"
        "    got.setdefault(q, []).append((k, d, s))\n"
        "got = {q: [(d, s) for _, d, s in sorted(v)] for q, v in got.items()}\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all(got, refs, written=False))\n",
        why="README: Arrow tables are read as long frames; Cormack et al. 2009"))
    cases.append(ok(
        "u26g_object_only_gpd", "rankagg.fuse(..., method='rrf'): a transparent object only GPD proposes grasps for "
        "(the learned planners see no depth there), beside ten every planner proposes for",
        "import rankagg\nR = grasps(seed=45)\nR['gpd']['scene_0190/ann_0255/obj_61'] = "
        "{'scene_0190/ann_0255/obj_61/g00001': 12.5, 'scene_0190/ann_0255/obj_61/g00002': -3.25, "
        "'scene_0190/ann_0255/obj_61/g00003': -3.25}\n"
        "res = rankagg.fuse(R, method='rrf')\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="Cormack et al. 2009: a query is fused over the runs that hold it (PER_QUERY)"))
    cases.append(ok(
        "u26g_evaluate_qrels_frame", "rankagg.evaluate(runs as dicts, qrels as a DataFrame qid, docid, rel from the "
        "trial log) for each planner alone: which planner the trials agree with",
        "import rankagg, pandas as pd\nR = grasps(seed=41, signal=0.15, cut={'gqcnn': 5})\nqrels = trials()\n"
        "qf = pd.DataFrame([(q, d, g) for q, j in qrels.items() for d, g in j.items()], columns=['qid', 'docid', 'rel'])\n"
        "msg = ''\n"
        "for e, run in R.items():\n"
        "    got = rankagg.evaluate(run, qf, ['nDCG@10', 'AP', 'RR'])\n"
        "    want, _ = measures({q: desc_order(p) for q, p in run.items()}, qrels)\n"
        "    msg = msg or ('' if all(abs(got[m] - want[m]) < 1e-9 for m in ('nDCG@10', 'AP', 'RR')) "
        "else '%s: %r vs %r' % (e, got, want))\n"
        "report(msg)\n",
        why="README: rankagg.evaluate takes dicts and frames, with trec_eval's conventions (references.TREC_MEASURES)"))

    # --- the command line ------------------------------------------------------------------------------------------
    cases.append(cli_ok(
        "u26g_cli_rrf_planner_runs", "rankagg fuse graspnet.run contact_graspnet.run gpd.run gqcnn.run anygrasp.run "
        "--method rrf -o order.run: one run per planner, objects and grasps with GraspNet's slashes",
        ["fuse", *_RUNS, "--method", "rrf", "-o", "order.run"], None, _cli_check("rrf", "seed=23"),
        setup=_runs_setup("seed=23"), why="Cormack et al. 2009; TREC lines ranked by score (docs/conventions.md)"))
    cases.append(cli_ok(
        "u26g_cli_borda_weights_file", "rankagg fuse ... --method borda --weights weights.txt ('NAME W' lines from "
        "last month's success rates)", ["fuse", *_RUNS, "--method", "borda", "--weights", "weights.txt", "-o",
                                        "order.run"],
        {"weights.txt": "graspnet 1\ncontact_graspnet 1.5\ngpd 0.5\ngqcnn 0.75\nanygrasp 2\n"},
        _cli_check("borda", "seed=25, cut={'gqcnn': 5}", "{'graspnet': 1, 'contact_graspnet': 1.5, 'gpd': 0.5, "
                   "'gqcnn': 0.75, 'anygrasp': 2}"),
        setup=_runs_setup("seed=25, cut={'gqcnn': 5}"),
        why="rankagg fuse --help: --weights FILE of 'NAME W' lines; weighted Borda"))
    cases.append(cli_ok(
        "u26g_cli_combmnz_depth_10", "rankagg fuse ... --method combmnz --depth 10: GPD and AnyGrasp miss some "
        "candidates; the ten grasps the robot tries",
        ["fuse", *_RUNS, "--method", "combmnz", "--depth", "10", "-o", "order.run"], None,
        _cli_check("combmnz", "seed=27, drop={'gpd': 0.4, 'anygrasp': 0.3}", depth=10),
        setup=_runs_setup("seed=27, drop={'gpd': 0.4, 'anygrasp': 0.3}"),
        why="rankagg methods combmnz: min-max CombSUM times the lists holding the grasp; --depth 10"))
    cases.append(cli_ok(
        "u26g_cli_input_depth_5", "rankagg fuse ... --method rrf --input-depth 5: only each planner's five best "
        "grasps are fused (the ones it would have sent to the arm)",
        ["fuse", *_RUNS, "--method", "rrf", "--input-depth", "5", "-o", "order.run"], None,
        _cli_check("rrf", "seed=29", prep="RUNS = {e: {q: {d: p[d] for d in desc_order(p)[:5]} for q, p in r.items()} "
                   "for e, r in RUNS.items()}\n"),
        setup=_runs_setup("seed=29"),
        why="docs/conventions.md: --input-depth N cuts each run first (by trec_eval's order); Cormack et al. 2009"))
    cases.append(cli_ok(
        "u26g_cli_gzip_runs_parquet_out", "rankagg fuse graspnet.run.gz gpd.run.gz anygrasp.run.gz --method rrf -o "
        "order.parquet: gzipped runs from the bag converter, the execution order as a Parquet table",
        ["fuse", "graspnet.run.gz", "gpd.run.gz", "anygrasp.run.gz", "--method", "rrf", "-o", "order.parquet"], None,
        lambda out, folder: _report(
            "import pandas as pd\nt = pd.read_parquet(FOLDER + '/order.parquet')\n"
            "R = grasps(planners=['graspnet', 'gpd', 'anygrasp'], seed=31)\n"
            "rows = {q: list(zip(g.sort_values('rank')['doc_id'], g.sort_values('rank')['score'])) "
            "for q, g in t.groupby('q_id')}\n"
            "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
            "report(agree_all(rows, refs))\n", folder),
        setup=reference_setup(_REF, "import gzip\n"
                              "for t, run in grasps(planners=['graspnet', 'gpd', 'anygrasp'], seed=31).items():\n"
                              "    open(P(t + '.run.gz'), 'wb').write(gzip.compress(run_text(run, t).encode(), mtime=0))\n"),
        why="docs/conventions.md: -o names a TREC run or a Parquet table; runs may be gzipped"))
    cases.append(cli_ok(
        "u26g_cli_evaluate_trials", "rankagg evaluate order.run --qrels trials.qrels -m success.1 -m success.5 -m map: "
        "the execution order against the physical trials",
        ["evaluate", "order.run", "--qrels", "trials.qrels", "-m", "success.1", "-m", "success.5", "-m", "map"],
        None,
        lambda out, folder: _report(
            TREC_MEASURES + "rows = read_run(open(FOLDER + '/order.run').read())\nqrels = trials()\n"
            "orders = {q: [d for d, _ in sorted(r, key=lambda x: (x[1], x[0].encode()), reverse=True)] "
            "for q, r in rows.items()}\nwant, _ = measures(orders, qrels)\n"
            "s1 = sum(success(o, qrels[q], 1) for q, o in orders.items()) / len(orders)\n"
            "s5 = sum(success(o, qrels[q], 5) for q, o in orders.items()) / len(orders)\n"
            "nums = {}\nfor line in OUT.splitlines():\n    f = line.split()\n"
            "    if len(f) >= 3 and f[-2] == 'all':\n        nums[f[0].lower().replace('@', '_')] = float(f[-1])\n"
            "ap = nums.get('ap', nums.get('map'))\ngot1, got5 = nums.get('success_1'), nums.get('success_5')\n"
            "report('' if None not in (ap, got1, got5) and abs(ap - want['AP']) < 1e-4 and 0 < ap < 1 and "
            "abs(got1 - s1) < 1e-4 and abs(got5 - s5) < 1e-4 and 0 < s1 < 1 else 'got %r want %r %r %r' "
            "% (nums, want, s1, s5))\n".replace("OUT", repr(out)), folder),
        setup=reference_setup(_REF, "R = grasps(seed=33, signal=0.1)\n"
                              "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
                              "lines = []\nfor q, r in refs.items():\n"
                              "    lines += ['%s Q0 %s %d %r fused' % (q, d, i, r[0][d]) for i, d in "
                              "enumerate(trec_order(r[0]), 1)]\n"
                              "open(P('order.run'), 'w').write('\\n'.join(lines) + '\\n')\n"
                              "open(P('trials.qrels'), 'w').write(''.join('%s 0 %s %d\\n' % (q, g, r) "
                              "for q, j in trials().items() for g, r in j.items()))\n"),
        why="trec_eval's success_1, success_5 (m_success.c: 1 when a relevant document is in the first k) and map"))
    cases.append(cli_ok(
        "u26g_cli_evaluate_quantised_ties", "rankagg evaluate graspnet.run --qrels trials.qrels -q -m success.1 -m "
        "recip_rank: GraspNet's two best grasps both 0.9 (friction-quantised), the one that held has the smaller id",
        ["evaluate", "graspnet.run", "--qrels", "trials.qrels", "-q", "-m", "success.1", "-m", "recip_rank"],
        {"graspnet.run": "scene_0100/ann_0003/obj_12 Q0 scene_0100/ann_0003/obj_12/g00042 1 0.9 graspnet\n"
                         "scene_0100/ann_0003/obj_12 Q0 scene_0100/ann_0003/obj_12/g00059 2 0.9 graspnet\n"
                         "scene_0100/ann_0003/obj_12 Q0 scene_0100/ann_0003/obj_12/g00076 3 0.7 graspnet\n"
                         "scene_0101/ann_0004/obj_19 Q0 scene_0101/ann_0004/obj_19/g00042 1 0.8 graspnet\n"
                         "scene_0101/ann_0004/obj_19 Q0 scene_0101/ann_0004/obj_19/g00059 2 0.6 graspnet\n",
         "trials.qrels": "scene_0100/ann_0003/obj_12 0 scene_0100/ann_0003/obj_12/g00042 1\n"
                         "scene_0100/ann_0003/obj_12 0 scene_0100/ann_0003/obj_12/g00059 0\n"
                         "scene_0101/ann_0004/obj_19 0 scene_0101/ann_0004/obj_19/g00059 1\n"},
        lambda out, folder: (lambda nums: nums.get(("scene_0100/ann_0003/obj_12", "s1")) == 0.0
                             and abs(nums.get(("scene_0100/ann_0003/obj_12", "rr"), -1) - 0.5) < 1e-4
                             and nums.get(("scene_0101/ann_0004/obj_19", "s1")) == 0.0
                             and abs(nums.get(("scene_0101/ann_0004/obj_19", "rr"), -1) - 0.5) < 1e-4)(
            {(f[-2], "rr" if "rank" in f[0].lower() or f[0].lower() == "rr" else "s1"): float(f[-1])
             for f in map(str.split, out.splitlines()) if len(f) >= 3 and f[-2].startswith("scene_")}),
        why="trec_eval -q: equal scores by docid descending (g00059 before g00042 at 0.9: success_1 0, RR 1/2)"))
    cases.append(cli_ok(
        "u26g_cli_two_checkpoints_same_tag", "rankagg fuse graspnet_rs.run graspnet_kn.run gpd.run --method rrf: "
        "GraspNet's RealSense and Kinect checkpoints write the same tag 'graspnet'; runs named by their files",
        ["fuse", "graspnet_rs.run", "graspnet_kn.run", "gpd.run", "--method", "rrf", "-o", "order.run"], None,
        lambda out, folder: _report(
            "R = grasps(planners=['graspnet_rs', 'graspnet_kn', 'gpd'], seed=37)\n"
            "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
            "report(agree_all(read_run(open(FOLDER + '/order.run').read()), refs))\n", folder),
        setup=reference_setup(_REF, "for t, run in grasps(planners=['graspnet_rs', 'graspnet_kn', 'gpd'], "
                              "seed=37).items():\n"
                              "    open(P(t + '.run'), 'w').write(run_text(run, 'graspnet' if t.startswith('graspnet') "
                              "else t))\n"),
        why="docs/conventions.md: ranker names are run tags, file names when tags repeat; Cormack et al. 2009"))
    cases.append(cli_ok(
        "u26g_cli_collision_distance_rises", "rankagg fuse gqcnn.run gpd.run --method rrf: GPD's run exported with "
        "the gripper's collision-free clearance ranked ascending (smaller first: the score rises down every list)",
        ["fuse", "gqcnn.run", "gpd.run", "--method", "rrf", "-o", "order.run"], None,
        lambda out, folder: _report(
            "R = grasps(planners=['gqcnn', 'gpd'], seed=39)\n"
            "R['gpd'] = {q: {d: -s for d, s in p.items()} for q, p in R['gpd'].items()}\n"
            "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
            "report(agree_all(read_run(open(FOLDER + '/order.run').read()), refs))\n", folder),
        setup=reference_setup(_REF, "R = grasps(planners=['gqcnn', 'gpd'], seed=39)\n"
                              "open(P('gqcnn.run'), 'w').write(run_text(R['gqcnn'], 'gqcnn'))\n"
                              "up = {q: {d: -s for d, s in p.items()} for q, p in R['gpd'].items()}\n"
                              "lines = ['%s Q0 %s %d %r gpd' % (q, d, i, p[d]) for q, p in up.items() "
                              "for i, d in enumerate(sorted(p, key=lambda d: (p[d], d)), 1)]\n"
                              "open(P('gpd.run'), 'w').write('\\n'.join(lines) + '\\n')\n"),
        warns="gpd.run",
        why="docs/conventions.md: a run whose scores rise down every list is read by score (trec_eval's rule), with a "
            "warning naming the file"))
    cases.append(cli_ok(
        "u26g_cli_trust_rank_policy_order", "rankagg fuse gqcnn.run anygrasp.run --method rrf --trust-rank: GQ-CNN's "
        "policy order (after its collision check) in the rank column, its q_value beside it, which does not always "
        "fall along it",
        ["fuse", "gqcnn.run", "anygrasp.run", "--method", "rrf", "--trust-rank", "-o", "order.run"],
        {"gqcnn.run": "scene_0100/obj_12 Q0 scene_0100/obj_12/g00042 1 0.81 gqcnn\n"
                      "scene_0100/obj_12 Q0 scene_0100/obj_12/g00059 2 0.93 gqcnn\n"
                      "scene_0100/obj_12 Q0 scene_0100/obj_12/g00076 3 0.77 gqcnn\n"
                      "scene_0101/obj_19 Q0 scene_0101/obj_19/g00001 1 0.66 gqcnn\n"
                      "scene_0101/obj_19 Q0 scene_0101/obj_19/g00002 2 0.71 gqcnn\n",
         "anygrasp.run": "scene_0100/obj_12 Q0 scene_0100/obj_12/g00076 1 0.9 anygrasp\n"
                         "scene_0100/obj_12 Q0 scene_0100/obj_12/g00042 2 0.8 anygrasp\n"
                         "scene_0100/obj_12 Q0 scene_0100/obj_12/g00059 3 0.7 anygrasp\n"
                         "scene_0101/obj_19 Q0 scene_0101/obj_19/g00002 1 0.6 anygrasp\n"
                         "scene_0101/obj_19 Q0 scene_0101/obj_19/g00001 2 0.5 anygrasp\n"},
        lambda out, folder: _report(
            "ranks = {'gqcnn': {'scene_0100/obj_12': {'scene_0100/obj_12/g00042': 1, 'scene_0100/obj_12/g00059': 2, "
            "'scene_0100/obj_12/g00076': 3}, 'scene_0101/obj_19': {'scene_0101/obj_19/g00001': 1, "
            "'scene_0101/obj_19/g00002': 2}}, "
            "'anygrasp': {'scene_0100/obj_12': {'scene_0100/obj_12/g00076': 1, 'scene_0100/obj_12/g00042': 2, "
            "'scene_0100/obj_12/g00059': 3}, 'scene_0101/obj_19': {'scene_0101/obj_19/g00002': 1, "
            "'scene_0101/obj_19/g00001': 2}}}\n"
            "refs = {q: rrf_ranks(l) for q, l in per_query(ranks).items()}\n"
            "report(agree_all(read_run(open(FOLDER + '/order.run').read()), refs))\n", folder),
        why="docs/conventions.md: --trust-rank orders by the rank column; RRF reads no scores, so they may rise along "
            "it; Cormack et al. 2009 over the given ranks"))

    # --- the lab's files given where runs are read: named by their format or tool, at the first line -----------------
    tool_files = [
        ("u26g_rostopic_csv_as_run", "a rostopic echo -p export of /grasp_planner/grasps (%time, field.header.*, "
         "field.grasps0.position.x, ..., field.grasps0.score.data)", "grasps_topic.csv", _ROSTOPIC, "rostopic",
         "grasps_topic.csv:1"),
        ("u26g_pcd_as_run", "a PCL point cloud (# .PCD v0.7, VERSION, FIELDS x y z rgb, ..., DATA ascii)",
         "scene_0100.pcd", _PCD, "PCD", "scene_0100.pcd:"),
        ("u26g_ply_as_run", "an Open3D point cloud in ASCII PLY (ply, format ascii 1.0, element vertex, end_header)",
         "scene_0100.ply", _PLY, "PLY", "scene_0100.ply:1"),
        ("u26g_urdf_as_run", "the arm's URDF (<robot name=\"panda\">, links and joints)", "panda.urdf", _URDF, "URDF",
         "panda.urdf:"),
        ("u26g_sdf_world_as_run", "the bench's Gazebo world in SDF (<sdf version=\"1.7\"><world>)", "grasp_bench.sdf",
         _SDF, "SDF", "grasp_bench.sdf:"),
        ("u26g_ros2_metadata_as_run", "a ROS 2 bag's metadata.yaml (rosbag2_bagfile_information, storage_identifier "
         "sqlite3, topics_with_message_count)", "metadata.yaml", _ROS2_META, "ROS 2", "metadata.yaml:1"),
        ("u26g_grasp_table_as_run", "a planner's grasp table exported with graspnetAPI (scene_id, ann_id, obj_id, "
         "grasp_id, score, width, height, depth, x, y, z, qw, qx, qy, qz: the pose as 7 numbers)",
         "grasps_scene_0100.csv", _GRASP_TABLE, "GraspNet", "grasps_scene_0100.csv:1"),
        ("u26g_trial_log_as_run", "the trial log (trial, timestamp, scene_id, ..., grasp_id, planner, success, "
         "lift_height_m)", "trials_2026-12-01.csv", _TRIALS, "trial log", "trials_2026-12-01.csv:1"),
    ]
    binaries = [
        ("u26g_rosbag1_as_run", "a ROS 1 bag (#ROSBAG V2.0, then binary records)", "grasps_2026-12-01.bag", _BAG,
         "ROS"),
        ("u26g_mcap_as_run", "an MCAP recording (ROS 2's default storage since Iron: \\x89MCAP0)",
         "grasps_2026-12-01.mcap", _MCAP, "MCAP"),
        ("u26g_db3_as_run", "a ROS 2 bag's SQLite store (grasps_0.db3: tables messages and topics)", "grasps_0.db3",
         _DB3, "ROS 2"),
        ("u26g_graspnet_npy_as_run", "GraspNet's grasp array as graspnetAPI saves it (.npy, (n, 17) float32)",
         "obj_12_grasps.npy", _NPY, "NumPy"),
    ]
    text_why = ("trec_eval refuses a line of other than six fields (a CSV export's one field, a point cloud header's "
                "two, an XML declaration's three); the file is the robot's or the planner's, named by what it is (a "
                "field count says nothing the lab can act on)")
    binary_why = ("a binary recording holds no TREC line (trec_eval reads garbage or stops at a NUL); named by what it "
                  "is, with what to give instead")
    for cid, what, name, content, tool, *where in tool_files + binaries:
        binary = isinstance(content, bytes)
        cases.append(cli_bad(
            cid, f"rankagg fuse {name} graspnet.run -o order.run: {what} given as a run",
            ["fuse", name, "graspnet.run", "--method", "rrf", "-o", "order.run"],
            {name: content, "graspnet.run": _ONE_RUN},
            name if binary else where[0], tool, why=binary_why if binary else text_why))

    # --- the judgements the lab gives --------------------------------------------------------------------------------
    cases.append(cli_bad(
        "u26g_trial_log_as_qrels", "rankagg evaluate graspnet.run --qrels trials_2026-12-01.csv: the trial log with "
        "its 'success' column given as the judgements", ["evaluate", "graspnet.run", "--qrels",
                                                          "trials_2026-12-01.csv"],
        {"graspnet.run": _ONE_RUN, "trials_2026-12-01.csv": _TRIALS}, "trials_2026-12-01.csv:1", "trial log",
        outputs=(), why="trec_eval refuses a qrels line of other than four fields; the log's 'success' flag is the "
                        "grade to make qrels of (docs/conventions.md: a log whose labels are flag columns is told how "
                        "to make one grade)"))
    cases.append(cli_bad(
        "u26g_rostopic_csv_as_qrels", "rankagg evaluate graspnet.run --qrels grasps_topic.csv: the rostopic export "
        "picked instead of trials.qrels", ["evaluate", "graspnet.run", "--qrels", "grasps_topic.csv"],
        {"graspnet.run": _ONE_RUN, "grasps_topic.csv": _ROSTOPIC}, "grasps_topic.csv:1", "rostopic", outputs=(),
        why="trec_eval refuses a qrels line of other than four fields; the file is a ROS topic export, named so"))
    cases.append(cli_bad(
        "u26g_ros2_metadata_as_qrels", "rankagg evaluate graspnet.run --qrels metadata.yaml: the ROS 2 bag folder's "
        "metadata given as the judgements", ["evaluate", "graspnet.run", "--qrels", "metadata.yaml"],
        {"graspnet.run": _ONE_RUN, "metadata.yaml": _ROS2_META}, "metadata.yaml:1", "ROS 2", outputs=(),
        why="trec_eval refuses a qrels line of other than four fields; the file is a ROS 2 bag's metadata, named so"))
    cases.append(cli_bad(
        "u26g_rosbag1_as_qrels", "rankagg evaluate graspnet.run --qrels trials.bag: the trials recorded in a ROS 1 "
        "bag given as the judgements", ["evaluate", "graspnet.run", "--qrels", "trials.bag"],
        {"graspnet.run": _ONE_RUN, "trials.bag": _BAG}, "trials.bag", "ROS", outputs=(),
        why="a binary recording holds no qrels line; named by what it is"))

    # --- other mistakes of the day ---------------------------------------------------------------------------------
    cases.append(cli_bad(
        "u26g_pose_in_run_line", "rankagg fuse graspnet.run gpd.run: an export script wrote the grasp pose (7 "
        "numbers: x y z qx qy qz qw) between the rank and the score",
        ["fuse", "graspnet.run", "gpd.run", "--method", "rrf", "-o", "order.run"],
        {"graspnet.run": _ONE_RUN,
         "gpd.run": "scene_0100/ann_0003/obj_12 Q0 scene_0100/ann_0003/obj_12/g00042 1 0.412 -0.031 0.118 0.0 0.7071 "
                    "0.0 0.7071 41.5 gpd\n"}, "gpd.run:1",
        why="trec_eval refuses a line of other than six fields (docs/conventions.md: a wrong field count is refused at "
            "its line); read as six it would rank by a coordinate"))
    cases.append(cli_bad(
        "u26g_score_is_pose_text", "rankagg fuse graspnet.run contact_graspnet.run: the score column holds the pose "
        "as one comma-joined token '0.412,-0.031,0.118,0,0.7071,0,0.7071'",
        ["fuse", "graspnet.run", "contact_graspnet.run", "--method", "rrf", "-o", "order.run"],
        {"graspnet.run": _ONE_RUN,
         "contact_graspnet.run": "scene_0100/ann_0003/obj_12 Q0 scene_0100/ann_0003/obj_12/g00042 1 0.87 cgn\n"
                                 "scene_0100/ann_0003/obj_12 Q0 scene_0100/ann_0003/obj_12/g00059 2 "
                                 "0.412,-0.031,0.118,0,0.7071,0,0.7071 cgn\n"},
        "contact_graspnet.run:2", "0.412,-0.031",
        why="trec_eval's atof would read it as 0.412; docs/conventions.md: a non-numeric score is refused at its line"))
    cases.append(cli_bad(
        "u26g_object_name_with_blank", "rankagg fuse graspnet.run gpd.run: an object named by its YCB label "
        "'scene_0100/011 banana' (a blank inside) in the first field",
        ["fuse", "graspnet.run", "gpd.run", "--method", "rrf", "-o", "order.run"],
        {"graspnet.run": _ONE_RUN,
         "gpd.run": "scene_0100/ann_0003/obj_12 Q0 scene_0100/ann_0003/obj_12/g00042 1 41.5 gpd\n"
                    "scene_0100/011 banana Q0 scene_0100/011_banana/g00001 1 12.0 gpd\n"},
        "gpd.run:2",
        why="trec_eval splits fields at blanks: seven fields (docs/conventions.md: a wrong field count is refused at "
            "its line)"))
    cases.append(bad(
        "u26g_api_object_with_blank", "rankagg.fuse({'gpd': {'scene_0100/011 banana': {...}}, ...}): an object keyed "
        "by its YCB label in memory",
        "import rankagg\nR = grasps(planners=['gpd', 'gqcnn'], n_q=2)\n"
        "R['gpd']['scene_0100/011 banana'] = {'scene_0100/011_banana/g00001': 12.0, 'scene_0100/011_banana/g00002': 3.5}\n"
        "rankagg.fuse(R, method='rrf')\n", "scene_0100/011 banana",
        why="docs/reliability.md (one set of input rules): an id is a TREC token, no blank; refused naming it"))
    cases.append(bad(
        "u26g_api_weight_misspelt_planner", "rankagg.fuse(R, method='rrf', weights={'anygrasp': 2, "
        "'contact_grasnet': 1.5}): a planner's name misspelt in the weights",
        "import rankagg\nR = grasps(n_q=2)\n"
        "rankagg.fuse(R, method='rrf', weights={'anygrasp': 2.0, 'contact_grasnet': 1.5})\n", "contact_grasnet",
        why="docs/reliability.md: weights that name no run are refused naming them (a weight silently dropped is a "
            "wrong answer)"))
    cases.append(cli_bad(
        "u26g_cli_negative_weight", "rankagg fuse ... --weights weights.txt: a negative weight for GPD ('gpd -0.5', "
        "meant to demote it)", ["fuse", "gpd.run", "anygrasp.run", "--method", "rrf", "--weights", "weights.txt", "-o",
                                "order.run"],
        {"weights.txt": "anygrasp 2\ngpd -0.5\n"}, "weights.txt:2", "gpd",
        setup=_runs_setup("planners=['gpd', 'anygrasp'], n_q=3"),
        why="docs/reliability.md: a run weight is a number >= 0; a negative one is refused naming the file and line"))

    # --- the execution order written under a robotics format's name ------------------------------------------------
    for cid, out_name, what, named in [
            ("u26g_out_bag", "order.bag", "a ROS 1 bag", ("ROS",)),
            ("u26g_out_mcap", "order.mcap", "an MCAP recording", ("MCAP",)),
            ("u26g_out_db3", "order.db3", "a ROS 2 bag's SQLite store", ("ROS 2",)),
            ("u26g_out_ply", "order.ply", "a PLY point cloud", ("PLY",)),
            ("u26g_out_pcd", "order.pcd", "a PCL point cloud", ()),
            ("u26g_out_urdf", "order.urdf", "a robot description", ()),
            ("u26g_out_launch", "order.launch", "a roslaunch file (XML)", ("roslaunch",)),
            ("u26g_out_world", "order.world", "a Gazebo world (SDF)", ("Gazebo",))]:
        cases.append(cli_bad(
            cid, f"rankagg fuse gpd.run anygrasp.run --method rrf -o {out_name}: {what}; TREC lines under that name "
            "are read by no tool that opens it", ["fuse", "gpd.run", "anygrasp.run", "--method", "rrf", "-o", out_name],
            None, out_name, *named, outputs=(out_name,), setup=_runs_setup("planners=['gpd', 'anygrasp'], seed=43"),
            why="issue 45: every output reads back; rankagg/io/output_names.py names each format's suffix"))
    return cases
