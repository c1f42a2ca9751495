"""Issue 45's thirtieth bar of scripts/reliability_matrix.py, a 3D vision team's ranking of image matching pipelines
per scene across metrics (COLMAP models, Bundler and VisualSFM files, Image Matching Challenge submissions,
trajectories) (its cases, ids ``u30h_``, registered in its ``cases()``); the mechanics
(:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.

The team's day: each scene of a benchmark (``imc2024/church``, ``megadepth/0015``) is a query and each matching
pipeline a document (``superpoint+lightglue``, ``disk+lightglue``, ``loftr``, ``sift+nn``: ids with '+'); the runs
are the metrics, as scores higher for better (mAA at 5 and 10 degrees, the share of images registered, minus the
reprojection error).  The lists are fused with RRF, Borda and CombSUM, weighted by how much the team trusts a metric,
and judged against which pipelines the team shipped on each scene (2 shipped, 1 kept as a fallback, 0 dropped).  The
mistakes and odd files: the field's own files given where runs or qrels are read (COLMAP's text model: cameras.txt,
images.txt, points3D.txt; its SQLite database; Bundler's bundle.out, VisualSFM's NVM, an Image Matching Challenge
submission, hloc's pairs list, a TUM RGB-D trajectory, a Tanks and Temples log, OpenMVG's sfm_data.json), and
outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

from .case import Case, command_cases, fusion_checks
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, team_day_cases

THIRTIETH_MATCHING = ("45 Unseen inputs: a thirtieth bar, a 3D vision team's ranking of image matching pipelines per "
                      "scene across metrics (COLMAP models, Bundler and VisualSFM files, Image Matching Challenge "
                      "submissions, trajectories)")

_DATA = SEEDED_UNIFORM + r'''RECS = ['maa_5deg', 'maa_10deg', 'registered', 'neg_reproj']
RESOURCES = ['superpoint+lightglue', 'disk+lightglue', 'aliked+lightglue', 'loftr', 'dkm_v3', 'roma', 'sift+nn',
             'orb+bf']
GAIN = dict(zip(RESOURCES, [0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2]))
def scene(k):
    return ('imc2024/church', 'imc2024/lizard', 'megadepth/0015', 'megadepth/0022', 'eth3d/courtyard',
            'imc2024/pond')[k % 6]
def metrics(recs=RECS, n_q=6, seed=3, drop=0.0, noise=1.0):
    """{metric: {scene: {pipeline: score}}}: scores in [0, 1] at four decimals; ``drop``: the share of the
    pipelines a metric has no value for on a scene (a run that crashed)"""
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
                out[r][scene(k)] = p
    return out
def shipped(n_q=6):
    """which pipelines the team shipped on a scene: 2 for two, 1 (a fallback) for three, 0 the rest"""
    g = dict(zip(RESOURCES, [2, 2, 1, 1, 1, 0, 0, 0]))
    return {scene(k): dict(g) for k in range(n_q)}
''' + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "metrics", "pipelines.run")

_RECS3 = ["maa_5deg", "maa_10deg", "registered"]
_OUT = ("pipelines.run",)
_ONE_RUN = ("imc2024/church Q0 superpoint+lightglue 1 0.91 maa_5deg\nimc2024/church Q0 loftr 2 0.77 maa_5deg\n"
            "imc2024/church Q0 sift+nn 3 0.52 maa_5deg\n")
# the team's files, as their tools write them (a few lines)
_CAMERAS = ("# Camera list with one line of data per camera:\n#   CAMERA_ID, MODEL, WIDTH, HEIGHT, PARAMS[]\n"
            "# Number of cameras: 2\n1 SIMPLE_RADIAL 3072 2304 2559.81 1536 1152 -0.0204\n"
            "2 PINHOLE 1600 1200 1350.2 1351.9 800 600\n")
_IMAGES = ("# Image list with two lines of data per image:\n"
           "#   IMAGE_ID, QW, QX, QY, QZ, TX, TY, TZ, CAMERA_ID, NAME\n#   POINTS2D[] as (X, Y, POINT3D_ID)\n"
           "# Number of images: 2, mean observations per image: 2\n"
           "1 0.851773 0.0165051 0.503764 -0.142941 -0.737434 1.02973 3.74354 1 P1180141.JPG\n"
           "2362.39 248.498 58396 1784.7 268.254 59027 1784.7 268.254 -1\n"
           "2 0.851773 0.0165051 0.503764 -0.142941 -0.737434 1.02973 3.74354 1 P1180142.JPG\n"
           "1190.83 663.957 23056 1258.77 640.354 59070\n")
_POINTS = ("# 3D point list with one line of data per point:\n"
           "#   POINT3D_ID, X, Y, Z, R, G, B, ERROR, TRACK[] as (IMAGE_ID, POINT2D_IDX)\n"
           "# Number of points: 2, mean track length: 3.5\n"
           "63390 1.67241 0.292931 0.609726 115 121 122 1.33927 16 6542 15 7345 6 6714 14 7227\n"
           "63376 2.01848 0.108877 -0.0260841 102 209 250 1.73449 16 6519 15 7322 14 7212\n")
_SQLITE = b"SQLite format 3\x00" + bytes([16, 0, 1, 1, 0, 64, 32, 32]) + bytes(76) + b"\x00" * 412
_BUNDLE = ("# Bundle file v0.3\n2 2\n2559.81 -0.0204 0\n1 0 0\n0 1 0\n0 0 1\n0 0 0\n1350.2 0 0\n1 0 0\n0 1 0\n0 0 1\n"
           "0.1 0 0\n1.67241 0.292931 0.609726\n115 121 122\n2 0 6542 -12.5 40.25 1 7345 3.0 -8.5\n")
_NVM = ("NVM_V3\n\n2\nP1180141.JPG 2559.81 0.851773 0.0165051 0.503764 -0.142941 -0.737434 1.02973 3.74354 -0.0204 0\n"
        "P1180142.JPG 2559.81 0.851773 0.0165051 0.503764 -0.142941 -0.737434 1.02973 3.74354 -0.0204 0\n")
_IMC = ("image_path,dataset,scene,rotation_matrix,translation_vector\n"
        "church/images/00046.png,imc2024,church,0.99;0.01;-0.12;-0.01;0.99;0.02;0.12;-0.02;0.99,0.11;-0.25;1.37\n"
        "church/images/00090.png,imc2024,church,1.0;0.0;0.0;0.0;1.0;0.0;0.0;0.0;1.0,0.0;0.0;0.0\n")
_PAIRS = "db/00046.png db/00090.png\ndb/00046.png db/00105.png\ndb/00090.png db/00105.png\n"
_TUM = ("# ground truth trajectory\n# file: 'rgbd_dataset_freiburg1_xyz.bag'\n# timestamp tx ty tz qx qy qz qw\n"
        "1305031098.6659 1.3563 0.6305 1.6380 0.6132 0.5962 -0.3311 -0.3986\n"
        "1305031098.6758 1.3543 0.6299 1.6380 0.6141 0.5956 -0.3302 -0.3989\n")
_TT_LOG = ("0 0 1\n0.99 0.01 -0.12 0.11\n-0.01 0.99 0.02 -0.25\n0.12 -0.02 0.99 1.37\n0 0 0 1\n"
           "1 1 2\n1 0 0 0\n0 1 0 0\n0 0 1 0\n0 0 0 1\n")
_OPENMVG = ('{\n    "sfm_data_version": "0.3",\n    "root_path": "/data/church/images",\n    "views": [\n'
            '        {\n            "key": 0,\n            "value": {\n                "polymorphic_id": 1073741824,\n'
            '                "ptr_wrapper": {"id": 2147483649, "data": {"local_path": "", "filename": "00046.png", '
            '"width": 1600, "height": 1200, "id_view": 0, "id_intrinsic": 0, "id_pose": 0}}\n            }\n'
            '        }\n    ],\n    "intrinsics": [],\n    "extrinsics": [],\n    "structure": [],\n'
            '    "control_points": []\n}\n')


def thirtieth_bar_matching_cases() -> list[Case]:
    G = THIRTIETH_MATCHING
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="metrics", judgements="shipped", runs=_RECS3, stem="pipelines", outputs=_OUT,
        item="pipeline", rounded="registered",
        weights="{'maa_5deg': 2.0, 'maa_10deg': 1.0, 'registered': 0.5, 'neg_reproj': 1.0}",
        lone_query="R['maa_5deg']['imc2024/transp_obj_glass'] = {'roma': 1.0, 'loftr': 0.5}\n",
        trust="maa_5deg 2\nregistered 0.5\nmaa_10deg 1\n",
        trust_dict="{'maa_5deg': 2, 'registered': 0.5, 'maa_10deg': 1}",
        texts={
            "rrf": ("u30h_rrf_metrics",
                    "rankagg.fuse({metric: {scene: {pipeline: score}}}, method='rrf'): four metrics, six scenes "
                    "('imc2024/church'), pipeline ids with '+' ('superpoint+lightglue')"),
            "borda": ("u30h_borda_partial_lists",
                      "rankagg.fuse(..., method='borda'): some pipelines crashed on some scenes (no value there)"),
            "combsum": ("u30h_combsum_tied_scores",
                        "rankagg.fuse(..., method='combsum'): the share of images registered at one decimal (many "
                        "ties) beside the others"),
            "fuser": ("u30h_weighted_fuser_trust",
                      "rankagg.Fuser('rrf', weights=...) per scene: mAA at 5 degrees counts 2, the share registered "
                      "0.5 (it saturates)"),
            "frame": ("u30h_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the metrics as the team's "
                      "results table holds them, a row per scene, pipeline and metric"),
            "evaluate": ("u30h_evaluate_shipped",
                         "rankagg.evaluate(fused ranking, the pipelines shipped, ['nDCG@5', 'AP', 'P@3']): does "
                         "the fused ranking put first what the team shipped"),
            "lone": ("u30h_one_metric_scene",
                     "rankagg.fuse(..., method='rrf'): a scene only mAA at 5 degrees was computed for (a transparent "
                     "object, no depth for the others) beside scenes every metric covers"),
            "cli_rrf": ("u30h_cli_rrf_runs",
                        "rankagg fuse maa_5deg.run maa_10deg.run registered.run --method rrf -o pipelines.run: one "
                        "run per metric, scenes as queries"),
            "cli_borda": ("u30h_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: mAA at 5 degrees "
                          "counts double)"),
            "cli_combsum": ("u30h_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four pipelines the team benchmarks "
                            "again"),
            "cli_evaluate": ("u30h_cli_evaluate_shipped_qrels",
                             "rankagg evaluate pipelines.run --qrels shipped.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against what the team shipped (0-2)"),
            "cli_parquet": ("u30h_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o pipelines.parquet: gzipped runs from the nightly "
                            "benchmark, a Parquet table for the dashboard")})

    # --- the team's files given where runs are read: named by their format or tool, at the first line ---------------
    cases += files_as_runs(cli_bad, [
        ("u30h_colmap_cameras_as_run", "COLMAP's cameras.txt (its '# Camera list' comments, then CAMERA_ID MODEL "
         "WIDTH HEIGHT PARAMS[])", "cameras.txt", _CAMERAS, "COLMAP", "cameras.txt:1"),
        ("u30h_colmap_images_as_run", "COLMAP's images.txt (two lines per image: its pose, then its 2D points)",
         "images.txt", _IMAGES, "COLMAP", "images.txt:1"),
        ("u30h_colmap_points_as_run", "COLMAP's points3D.txt (a 3D point and its track per line)", "points3D.txt",
         _POINTS, "COLMAP", "points3D.txt:1"),
        ("u30h_colmap_database_as_run", "COLMAP's database.db (SQLite: keypoints, matches, two-view geometries)",
         "database.db", _SQLITE, "SQLite", "database.db"),
        ("u30h_bundler_as_run", "Bundler's bundle.out ('# Bundle file v0.3', cameras, then points)", "bundle.out",
         _BUNDLE, "Bundler", "bundle.out:1"),
        ("u30h_nvm_as_run", "a VisualSFM model (NVM_V3)", "church.nvm", _NVM, "NVM", "church.nvm:1"),
        ("u30h_imc_submission_as_run", "an Image Matching Challenge submission (image_path, dataset, scene, "
         "rotation_matrix, translation_vector)", "submission.csv", _IMC, "Image Matching Challenge",
         "submission.csv:1"),
        ("u30h_hloc_pairs_as_run", "hloc's pairs list (two image names per line)", "pairs-netvlad.txt", _PAIRS,
         "pairs", "pairs-netvlad.txt:1"),
        ("u30h_tum_trajectory_as_run", "a TUM RGB-D trajectory (# timestamp tx ty tz qx qy qz qw)",
         "groundtruth.txt", _TUM, "TUM", "groundtruth.txt:1"),
        ("u30h_tanks_temples_log_as_run", "a Tanks and Temples camera log (an id line, then a 4x4 pose)",
         "church_COLMAP_SfM.log", _TT_LOG, "Tanks and Temples", "church_COLMAP_SfM.log:1"),
        ("u30h_openmvg_as_run", "OpenMVG's sfm_data.json (sfm_data_version, views, intrinsics, extrinsics)",
         "sfm_data.json", _OPENMVG, "OpenMVG", "sfm_data.json")],
        one_run=("maa_5deg.run", _ONE_RUN), stem="pipelines",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count says nothing the team can act on)",
        binary_why="a database holds no TREC line (trec_eval reads garbage); named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u30h_colmap_cameras_as_qrels", "cameras.txt", _CAMERAS, "COLMAP"),
        ("u30h_colmap_points_as_qrels", "points3D.txt", _POINTS, "COLMAP"),
        ("u30h_imc_submission_as_qrels", "submission.csv", _IMC, "Image Matching Challenge"),
        ("u30h_tum_trajectory_as_qrels", "groundtruth.txt", _TUM, "TUM"),
        ("u30h_tanks_temples_log_as_qrels", "church_COLMAP_SfM.log", _TT_LOG, "Tanks and Temples")],
        one_run=("maa_5deg.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u30h_out_nvm", "pipelines.nvm", "a VisualSFM model"),
        ("u30h_out_e57", "pipelines.e57", "an E57 point cloud"),
        ("u30h_out_mg", "pipelines.mg", "a Meshroom graph"),
        ("u30h_out_psx", "pipelines.psx", "an Agisoft Metashape project")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=31"))
    return cases
