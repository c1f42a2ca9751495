"""Issue 45's thirty-sixth bar of scripts/reliability_matrix.py, a robotics SLAM benchmarking team ranking odometry
and SLAM configurations per dataset sequence across trajectory metrics and its engineers (its cases, ids ``u36d_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.  (Written by the lead, in a later session, before any of its recognisers existed.)

The team's day: each dataset sequence (``seq:kitti/00``, ``seq:euroc/MH_03_medium``) is a query and each configuration
a document (``cfg:orbslam3-stereo@kf-0.25``); the runs are the absolute trajectory error's, the relative pose drift's,
the robustness over repeated runs' and the engineers' rankings, scores in [0, 1] at four decimals.  They are fused
with RRF, Borda and CombSUM, weighted by each metric's record, and judged against the on-robot acceptance tests (2
passed, 1 passed with interventions, 0 failed).  The mistakes and odd files: the field's own files given where runs
or qrels are read (a TUM RGB-D trajectory, KITTI's poses, EuRoC's ground truth, a rostopic CSV, a ROS 1 bag, a URDF,
a roslaunch file, a PCD point cloud, evo's statistics, TUM's associations, a g2o pose graph, a rosbag2 metadata.yaml,
an MCAP recording), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import struct

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

THIRTYSIXTH_SLAM = ("45 Unseen inputs: a thirty-sixth bar, a robotics SLAM benchmarking team ranking odometry "
                    "configurations per dataset sequence across trajectory metrics and its engineers (TUM RGB-D, "
                    "KITTI, EuRoC, rostopic, ROS bag, URDF, roslaunch, PCD, evo, g2o, rosbag2, MCAP)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['ate_rmse', 'rpe_drift', 'robustness', 'engineers'],
    items=['cfg:orbslam3-stereo@kf-0.25', 'cfg:vins-fusion-stereo-imu', 'cfg:openvins-msckf@v2.7',
           'cfg:kiss-icp@voxel-1.0', 'cfg:dso-mono@pts-2000', 'cfg:basalt-vio', 'cfg:rtabmap-rgbd@loop-off',
           'cfg:lio-sam@imu-200hz'],
    queries=['seq:kitti/00', 'seq:kitti/05', 'seq:euroc/MH_03_medium', 'seq:euroc/V1_02_medium', 'seq:tum/fr1_desk',
             'seq:tum/fr3_long_office_household'],
    suffix='/rerun', generator='configurations', judgements='acceptance') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "configurations", "odometry.run")

_RECS3 = ["ate_rmse", "rpe_drift", "robustness"]
_OUT = ("odometry.run",)
_ONE_RUN = ("seq:kitti/00 Q0 cfg:orbslam3-stereo@kf-0.25 1 0.91 ate_rmse\nseq:kitti/00 Q0 cfg:kiss-icp@voxel-1.0 2 "
            "0.77 ate_rmse\nseq:kitti/00 Q0 cfg:lio-sam@imu-200hz 3 0.52 ate_rmse\n")
# the team's files, as the datasets, ROS and the evaluation tools write them (a few lines)
_TUM = ("# ground truth trajectory\n# file: 'rgbd_dataset_freiburg1_xyz.bag'\n# timestamp tx ty tz qx qy qz qw\n"
        "1305031098.6659 1.3563 0.6305 1.6380 0.6132 0.5962 -0.3311 -0.3986\n"
        "1305031098.6758 1.3543 0.6306 1.6360 0.6129 0.5966 -0.3316 -0.3980\n"
        "1305031098.6858 1.3524 0.6306 1.6345 0.6126 0.5970 -0.3321 -0.3974\n")
_KITTI = ("1.000000e+00 9.043680e-12 2.326809e-11 5.551115e-17 9.043683e-12 1.000000e+00 2.392370e-10 "
          "3.330669e-16 2.326810e-11 2.392370e-10 9.999999e-01 -4.440892e-16\n"
          "9.999978e-01 5.272628e-04 -2.066935e-03 -4.690294e-02 -5.296506e-04 9.999992e-01 -1.154865e-03 "
          "-2.839928e-02 2.066324e-03 1.155958e-03 9.999971e-01 8.586941e-01\n"
          "9.999910e-01 1.048972e-03 -4.131348e-03 -9.374345e-02 -1.058514e-03 9.999968e-01 -2.308104e-03 "
          "-5.676064e-02 4.128913e-03 2.312456e-03 9.999887e-01 1.716275e+00\n")
_EUROC = ("#timestamp, p_RS_R_x [m], p_RS_R_y [m], p_RS_R_z [m], q_RS_w [], q_RS_x [], q_RS_y [], q_RS_z [], "
          "v_RS_R_x [m s^-1], v_RS_R_y [m s^-1], v_RS_R_z [m s^-1], b_w_RS_S_x [rad s^-1], b_w_RS_S_y [rad s^-1], "
          "b_w_RS_S_z [rad s^-1], b_a_RS_S_x [m s^-2], b_a_RS_S_y [m s^-2], b_a_RS_S_z [m s^-2]\n"
          "1403636580838555648,4.688319,-1.786938,0.783338,0.534108,-0.153029,-0.827383,-0.082152,-0.027876,"
          "0.033207,0.800006,-0.003172,0.021267,0.078502,-0.025266,0.136696,0.075593\n"
          "1403636580843555328,4.688177,-1.786770,0.787350,0.534640,-0.152302,-0.826957,-0.082863,-0.029272,"
          "0.033657,0.804816,-0.003172,0.021267,0.078502,-0.025266,0.136696,0.075593\n")
# 'rostopic echo -b husky_0412.bag -p /odometry/filtered': nav_msgs/Odometry flattened, '%time' first
_ROSTOPIC = ("%time,field.header.seq,field.header.stamp,field.header.frame_id,field.child_frame_id,"
             "field.pose.pose.position.x,field.pose.pose.position.y,field.pose.pose.position.z,"
             "field.pose.pose.orientation.x,field.pose.pose.orientation.y,field.pose.pose.orientation.z,"
             "field.pose.pose.orientation.w,"
             + ",".join(f"field.pose.covariance{k}" for k in range(36)) + ","
             "field.twist.twist.linear.x,field.twist.twist.linear.y,field.twist.twist.linear.z,"
             "field.twist.twist.angular.x,field.twist.twist.angular.y,field.twist.twist.angular.z,"
             + ",".join(f"field.twist.covariance{k}" for k in range(36)) + "\n"
             "1764230400123456789,1042,1764230400120000000,odom,base_link,0.5123,0.0412,0.0,0.0,0.0,0.0123,0.9999,"
             + ",".join(["0.0"] * 36) + ",0.4981,0.0,0.0,0.0,0.0,0.0214," + ",".join(["0.0"] * 36) + "\n")


def _bag() -> bytes:
    """A ROS 1 bag: '#ROSBAG V2.0', then the bag header record (op=0x03, index_pos, conn_count, chunk_count),
    padded with spaces to 4096 bytes, then a chunk record (op=0x05, compression=none)."""
    def record(fields: list[bytes], data: bytes) -> bytes:
        head = b"".join(struct.pack("<i", len(f)) + f for f in fields)
        return struct.pack("<i", len(head)) + head + struct.pack("<i", len(data)) + data
    head = [b"chunk_count=" + struct.pack("<i", 1), b"conn_count=" + struct.pack("<i", 1),
            b"index_pos=" + struct.pack("<Q", 4117 + 30), b"op=\x03"]
    bag_header = record(head, b" " * (4096 - len(record(head, b""))))
    chunk = record([b"compression=none", b"op=\x05", b"size=" + struct.pack("<i", 0)], b"")
    return b"#ROSBAG V2.0\n" + bag_header + chunk


def _mcap() -> bytes:
    """An MCAP file: the magic '\\x89MCAP0\\r\\n', a Header record (op 0x01: profile 'ros2', library), a Schema
    record (op 0x03), a Footer record (op 0x02), the magic again."""
    def string(s: str) -> bytes:
        return struct.pack("<I", len(s)) + s.encode()

    def record(op: int, body: bytes) -> bytes:
        return struct.pack("<BQ", op, len(body)) + body
    schema = b"geometry_msgs/Pose position\nQuaternion orientation\n"
    return (b"\x89MCAP0\r\n" + record(0x01, string("ros2") + string("libmcap 1.4.0"))
            + record(0x03, struct.pack("<H", 1) + string("nav_msgs/msg/Odometry") + string("ros2msg")
                     + struct.pack("<I", len(schema)) + schema)
            + record(0x02, struct.pack("<QQI", 0, 0, 0)) + b"\x89MCAP0\r\n")


_URDF = ('<?xml version="1.0"?>\n<robot name="husky" xmlns:xacro="http://www.ros.org/wiki/xacro">\n'
         '  <link name="base_link">\n    <visual>\n'
         '      <geometry><mesh filename="package://husky_description/meshes/base_link.dae"/></geometry>\n'
         '    </visual>\n  </link>\n  <link name="velodyne"/>\n  <joint name="velodyne_mount" type="fixed">\n'
         '    <parent link="base_link"/>\n    <child link="velodyne"/>\n'
         '    <origin xyz="0.0 0.0 0.56" rpy="0 0 0"/>\n  </joint>\n</robot>\n')
_LAUNCH = ('<?xml version="1.0"?>\n<launch>\n  <arg name="bag" default="$(env HOME)/bags/kitti_00.bag"/>\n'
           '  <param name="use_sim_time" value="true"/>\n'
           '  <node pkg="orb_slam3_ros" type="ros_stereo" name="orb_slam3" output="screen"\n'
           '        args="$(find orb_slam3_ros)/config/KITTI00-02.yaml"/>\n'
           '  <node pkg="rosbag" type="play" name="player" args="--clock $(arg bag)"/>\n</launch>\n')
# a PCD point cloud in ASCII: a Velodyne scan's points, six fields (x y z intensity ring time) a line
_PCD = ("# .PCD v0.7 - Point Cloud Data file format\nVERSION 0.7\nFIELDS x y z intensity ring time\n"
        "SIZE 4 4 4 4 2 4\nTYPE F F F F U F\nCOUNT 1 1 1 1 1 1\nWIDTH 3\nHEIGHT 1\nVIEWPOINT 0 0 0 1 0 0 0\n"
        "POINTS 3\nDATA ascii\n12.3456 -3.2109 -1.7312 17 4 -0.0998\n12.4012 -3.1187 -1.7330 21 4 -0.0997\n"
        "5.881 0.4412 -0.412 8 11 -0.0602\n")
_EVO = ('{"rmse": 0.018731, "mean": 0.016425, "median": 0.015083, "std": 0.009012, "min": 0.002131, '
        '"max": 0.051274, "sse": 0.276134}\n')
# TUM's associate.py output: an RGB image and its nearest depth image a line (four fields)
_ASSOC = ("1305031102.175304 rgb/1305031102.175304.png 1305031102.160407 depth/1305031102.160407.png\n"
          "1305031102.211214 rgb/1305031102.211214.png 1305031102.226738 depth/1305031102.226738.png\n"
          "1305031102.275326 rgb/1305031102.275326.png 1305031102.262886 depth/1305031102.262886.png\n")
_G2O = ("VERTEX_SE2 0 0.000000 0.000000 0.000000\nVERTEX_SE2 1 0.998123 0.012241 0.004102\n"
        "VERTEX_XY 100 5.102300 2.304100\nVERTEX_XY 101 6.881200 -1.220400\n"
        "EDGE_SE2 0 1 0.998123 0.012241 0.004102 500 0 0 500 0 5000\n"
        "EDGE_SE2_XY 1 100 4.101000 2.270000 1000 0 1000\nFIX 0\n")
_ROSBAG2 = ("rosbag2_bagfile_information:\n  version: 5\n  storage_identifier: sqlite3\n  duration:\n"
            "    nanoseconds: 470529498000\n  starting_time:\n    nanoseconds_since_epoch: 1764230400123456789\n"
            "  message_count: 112384\n  topics_with_message_count:\n    - topic_metadata:\n"
            "        name: /odometry/filtered\n        type: nav_msgs/msg/Odometry\n"
            "        serialization_format: cdr\n        offered_qos_profiles: \"\"\n      message_count: 47053\n"
            "  compression_format: \"\"\n  compression_mode: \"\"\n  relative_file_paths:\n"
            "    - husky_0412_0.db3\n")


def thirtysixth_bar_slam_cases() -> list[Case]:
    G = THIRTYSIXTH_SLAM
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="configurations", judgements="acceptance", runs=_RECS3, stem="odometry", outputs=_OUT,
        item="configurations", rounded="robustness",
        weights="{'ate_rmse': 1.5, 'rpe_drift': 1.0, 'robustness': 0.5, 'engineers': 2.0}",
        lone_query="R['engineers']['seq:husky/warehouse-night'] = {'cfg:fast-lio2@imu-400hz': 0.9, "
                   "'cfg:kiss-icp@voxel-0.5': 0.4}\n",
        trust="ate_rmse 2\nrpe_drift 1\nrobustness 0.5\n",
        trust_dict="{'ate_rmse': 2, 'rpe_drift': 1, 'robustness': 0.5}",
        texts={
            "rrf": ("u36d_rrf_metrics",
                    "rankagg.fuse({metric: {sequence: {configuration: score}}}, method='rrf'): four metrics, six "
                    "sequences ('seq:kitti/00'), configurations as 'cfg:orbslam3-stereo@kf-0.25'"),
            "borda": ("u36d_borda_failed_runs",
                      "rankagg.fuse(..., method='borda'): configurations that lost tracking have no score on some "
                      "sequences"),
            "combsum": ("u36d_combsum_rounded_robustness",
                        "rankagg.fuse(..., method='combsum'): the success rate over five runs at one decimal (many "
                        "ties) beside the error metrics"),
            "fuser": ("u36d_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per sequence: the engineers count 2, robustness 0.5"),
            "frame": ("u36d_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the benchmark sheet, a row "
                      "per sequence, configuration and metric"),
            "evaluate": ("u36d_evaluate_acceptance",
                         "rankagg.evaluate(fused ranking, the acceptance tests, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put first the configurations that passed on the robot"),
            "lone": ("u36d_one_metric_sequence",
                     "rankagg.fuse(..., method='rrf'): a sequence only the engineers ranked (the warehouse at night, "
                     "no ground truth) beside sequences every metric covers"),
            "cli_rrf": ("u36d_cli_rrf_runs",
                        "rankagg fuse ate_rmse.run rpe_drift.run robustness.run --method rrf -o odometry.run: one run "
                        "per metric, sequences as queries"),
            "cli_borda": ("u36d_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: ATE counts double)"),
            "cli_combsum": ("u36d_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four configurations the robot trials "
                            "take"),
            "cli_evaluate": ("u36d_cli_evaluate_acceptance_qrels",
                             "rankagg evaluate odometry.run --qrels acceptance.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against the acceptance tests (0-2)"),
            "cli_parquet": ("u36d_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o odometry.parquet: gzipped runs from the CI "
                            "benchmark jobs, a Parquet table for the leaderboard")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u36d_tum_trajectory_as_run", "a TUM RGB-D trajectory ('#' comments, then 'timestamp tx ty tz qx qy qz qw')",
         "groundtruth.txt", _TUM, "TUM", "groundtruth.txt:3"),
        ("u36d_kitti_poses_as_run", "KITTI odometry poses (a 3x4 pose matrix a line, twelve numbers)", "00.txt",
         _KITTI, "KITTI", "00.txt:1"),
        ("u36d_euroc_groundtruth_as_run", "EuRoC MAV's ground truth (#timestamp, p_RS_R_x [m], ..., q_RS_w [], ...)",
         "data.csv", _EUROC, "EuRoC", "data.csv:1"),
        ("u36d_rostopic_csv_as_run", "a rostopic CSV ('rostopic echo -p': %time, field.header.seq, ...)",
         "odometry_filtered.csv", _ROSTOPIC, "rostopic", "odometry_filtered.csv:1"),
        ("u36d_rosbag_as_run", "a ROS 1 bag ('#ROSBAG V2.0', a bag header record, chunks)", "husky_0412.bag", _bag(),
         "ROS bag", "husky_0412.bag"),
        ("u36d_urdf_as_run", "a URDF robot description (robot, link, joint, origin)", "husky.urdf", _URDF, "URDF",
         "husky.urdf:2"),
        ("u36d_roslaunch_as_run", "a roslaunch file (launch, arg, param, node)", "kitti_stereo.launch", _LAUNCH,
         "roslaunch", "kitti_stereo.launch:2"),
        ("u36d_pcd_as_run", "a PCD v0.7 point cloud ('# .PCD v0.7', FIELDS x y z intensity ring time, DATA ascii, "
         "then six numbers a point)", "scan_000123.pcd", _PCD, "PCD", "scan_000123.pcd:1"),
        ("u36d_evo_stats_as_run", "evo's APE statistics (stats.json of 'evo_ape --save_results': rmse, mean, median, "
         "std, min, max, sse)", "stats.json", _EVO, "evo", "stats.json:1")],
        one_run=("ate_rmse.run", _ONE_RUN), stem="odometry",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a binary recording read as lines gives no ranking: named by its magic "
                   "bytes")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u36d_tum_associations_as_qrels", "associations.txt", _ASSOC, "TUM"),
        ("u36d_g2o_as_qrels", "intel.g2o", _G2O, "g2o"),
        ("u36d_rosbag2_metadata_as_qrels", "metadata.yaml", _ROSBAG2, "rosbag2"),
        ("u36d_mcap_as_qrels", "husky_0412_0.mcap", _mcap(), "MCAP")],
        one_run=("ate_rmse.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u36d_out_bag", "odometry.bag", "a ROS 1 bag"),
        ("u36d_out_mcap", "odometry.mcap", "an MCAP recording"),
        ("u36d_out_db3", "odometry.db3", "a rosbag2 SQLite file"),
        ("u36d_out_g2o", "odometry.g2o", "a g2o pose graph")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=32"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u36d_api_evo_stats_dict",
            "rankagg.fuse(json.load(stats.json)): evo's APE statistics loaded in Python given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('s.json')), method='rrf')\n",
            "evo", why="a run maps a query to {document: score}; evo's statistics map a statistic to one number",
            files={"s.json": _EVO}),
        bad("u36d_api_euroc_frame",
            "rankagg.fuse(pd.read_csv(data.csv)): EuRoC's ground truth given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('d.csv'), method='borda')\n",
            "EuRoC", why="a table of runs has qid, docid, run and score columns; EuRoC's has a timestamped pose per "
            "row", files={"d.csv": _EUROC}),
    ]
    return cases
