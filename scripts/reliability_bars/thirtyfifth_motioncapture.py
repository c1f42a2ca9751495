"""Issue 45's thirty-fifth bar of scripts/reliability_matrix.py, a biomechanics motion-capture lab ranking walking
trials per subject, session and condition across quality checks (its cases, ids ``u35j_``, registered in its
``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.
(Written in a later session, before any of its recognisers existed.)

The team's day: each subject's session and condition (``gait:S07/2026-11-27/barefoot-1.2ms``) is a query and each
captured trial a document by its name (``trial:Walk03``); the runs are the marker gap check's (the share of frames
every marker is seen in), the force plates' (clean single-foot strikes), OpenSim's inverse kinematics error and the
physiotherapists' rankings of the trials to process, scores in [0, 1] at four decimals.  They are fused with RRF, Borda
and CombSUM, weighted by each check's record, and judged against what the trials were used for (2 in the clinical gait
report, 1 kept as usable, 0 discarded: a marker fell off, a double strike, a stumble).  The mistakes and odd files: the
field's own files given where runs or qrels are read (a BVH motion, a C3D file, OpenSim's inverse kinematics motion and
its setup XML, Vicon Nexus's CSV export, an FBX ASCII scene, Qualisys's TSV export, an Xsens MVNX file, OpenPose's
keypoints; an Acclaim AMC motion, an OpenSim TRC, an Acclaim ASF skeleton and OpenSense's orientations as judgements),
and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import struct

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

THIRTYFIFTH_MOTIONCAPTURE = ("45 Unseen inputs: a thirty-fifth bar, a biomechanics motion-capture lab ranking walking "
                             "trials per subject, session and condition across quality checks (BVH, C3D, OpenSim, "
                             "Vicon Nexus, FBX, Qualisys, Xsens MVNX, OpenPose, TRC, ASF/AMC)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['marker_gaps', 'force_plates', 'ik_error', 'physios'],
    items=['trial:Walk03', 'trial:Walk05', 'trial:Walk02', 'trial:Walk07', 'trial:Walk04', 'trial:Walk08',
           'trial:Walk01', 'trial:Walk06'],
    queries=['gait:S07/2026-11-27/barefoot-1.2ms', 'gait:S07/2026-11-27/shod-1.2ms', 'gait:S07/2026-11-27/shod-1.6ms',
             'gait:S07/2026-11-20/barefoot-1.2ms', 'gait:S07/2026-11-20/AFO-left',
             'gait:S07/2026-11-13/barefoot-1.2ms'],
    suffix='/retest', generator='gait_trials', judgements='used_trials') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "gait_trials", "trials.run")

_RECS3 = ["marker_gaps", "force_plates", "ik_error"]
_OUT = ("trials.run",)
_ONE_RUN = ("gait:S07/2026-11-27/barefoot-1.2ms Q0 trial:Walk03 1 0.91 force_plates\n"
            "gait:S07/2026-11-27/barefoot-1.2ms Q0 trial:Walk05 2 0.77 force_plates\n")
# the team's files, as the capture systems, the processing software and the modelling tools write them (a few lines)
# a BVH motion (Biovision hierarchy): HIERARCHY, ROOT Hips, its joints' OFFSET and CHANNELS, then MOTION's frames
_BVH = ("HIERARCHY\nROOT Hips\n{\n\tOFFSET 0.000000 0.000000 0.000000\n"
        "\tCHANNELS 6 Xposition Yposition Zposition Zrotation Xrotation Yrotation\n\tJOINT RightUpLeg\n\t{\n"
        "\t\tOFFSET -9.120000 0.000000 0.000000\n\t\tCHANNELS 3 Zrotation Xrotation Yrotation\n\t\tJOINT RightLeg\n"
        "\t\t{\n\t\t\tOFFSET 0.000000 -41.880000 0.000000\n\t\t\tCHANNELS 3 Zrotation Xrotation Yrotation\n"
        "\t\t\tEnd Site\n\t\t\t{\n\t\t\t\tOFFSET 0.000000 -42.310000 0.000000\n\t\t\t}\n\t\t}\n\t}\n"
        "\tJOINT LeftUpLeg\n\t{\n\t\tOFFSET 9.120000 0.000000 0.000000\n\t\tCHANNELS 3 Zrotation Xrotation Yrotation\n"
        "\t\tJOINT LeftLeg\n\t\t{\n\t\t\tOFFSET 0.000000 -41.880000 0.000000\n"
        "\t\t\tCHANNELS 3 Zrotation Xrotation Yrotation\n\t\t\tEnd Site\n\t\t\t{\n"
        "\t\t\t\tOFFSET 0.000000 -42.310000 0.000000\n\t\t\t}\n\t\t}\n\t}\n}\nMOTION\nFrames: 2\nFrame Time: 0.008333\n"
        "0.000000 93.412000 0.000000 -1.204000 3.881000 -0.552000 2.110000 -18.402000 1.007000 0.310000 9.874000 "
        "-0.118000 -1.960000 21.307000 -0.884000 -0.270000 4.518000 0.096000\n"
        "1.041000 93.455000 0.118000 -1.187000 3.902000 -0.561000 2.204000 -18.011000 1.013000 0.322000 10.402000 "
        "-0.121000 -1.911000 20.954000 -0.879000 -0.266000 4.771000 0.101000\n")


def _c3d() -> bytes:
    """A C3D file as Vicon Nexus writes it (Intel byte order): the header block (the parameter section at block 2, the
    key 0x50, 2 points, no analog, frames 1 to 2, scale -0.1 so the points are floats, data from block 3, 100 Hz), the
    parameter section (1 block, processor 84: Intel; group POINT with USED, RATE and LABELS), then the frames: X, Y, Z
    and a residual per point."""
    header = (bytes([2, 0x50]) + struct.pack("<5h", 2, 0, 1, 2, 10) + struct.pack("<f", -0.1)
              + struct.pack("<2h", 3, 0) + struct.pack("<f", 100.0)).ljust(512, b"\x00")

    def group(name: bytes, gid: int, desc: bytes) -> bytes:
        return struct.pack("<bb", len(name), gid) + name + struct.pack("<h", 3 + len(desc)) + bytes([len(desc)]) + desc

    def param(name: bytes, typ: int, dims: list[int], data: bytes, desc: bytes, last: bool = False) -> bytes:
        body = struct.pack("<bB", typ, len(dims)) + bytes(dims) + data + bytes([len(desc)]) + desc
        return struct.pack("<bb", len(name), 1) + name + struct.pack("<h", 0 if last else 2 + len(body)) + body

    parameters = (bytes([1, 0x50, 1, 84]) + group(b"POINT", -1, b"3-D point parameters")
                  + param(b"USED", 2, [], struct.pack("<h", 2), b"* Number of points used")
                  + param(b"RATE", 4, [], struct.pack("<f", 100.0), b"Video frame rate")
                  + param(b"LABELS", -1, [4, 2], b"LASIRASI", b"Point labels", last=True)).ljust(512, b"\x00")
    frames = struct.pack("<16f", -412.518, 957.311, 612.204, 1.42, -401.977, 953.208, 361.553, 1.18,
                         -408.102, 957.546, 612.391, 1.39, -397.56, 953.392, 361.701, 1.21).ljust(512, b"\x00")
    return header + parameters + frames


# OpenSim's inverse kinematics motion (Walk03_ik.mot) for the right leg: its header (Coordinates, version=1, nRows,
# nColumns, inDegrees, endheader), the column names, then rows of time and five angles, six fields a line
_MOT = ("Coordinates\nversion=1\nnRows=3\nnColumns=6\ninDegrees=yes\nendheader\n"
        "time\thip_flexion_r\thip_adduction_r\tknee_angle_r\tankle_angle_r\tsubtalar_angle_r\n"
        "      0.50000000\t     32.41718602\t      4.11893054\t      6.20518743\t      2.87145096\t      0.00000000\n"
        "      0.51000000\t     31.90255716\t      4.02617739\t      6.84402113\t      3.30872541\t      0.00000000\n"
        "      0.52000000\t     31.30961278\t      3.91825546\t      7.61570931\t      3.58127090\t      0.00000000\n")
# Vicon Nexus's CSV export: 'Trajectories', the rate, the subject's markers, 'Frame,Sub Frame,X,Y,Z,...', the units
_VICON_CSV = ("Trajectories\n100\n,,S07:LASI,,,S07:RASI,,,S07:LPSI,,,S07:RPSI,,\n"
              "Frame,Sub Frame,X,Y,Z,X,Y,Z,X,Y,Z,X,Y,Z\n,,mm,mm,mm,mm,mm,mm,mm,mm,mm,mm,mm,mm\n"
              "1,0,-412.518,612.204,957.311,-401.977,361.553,953.208,-589.114,538.727,1001.672,-584.902,431.88,"
              "999.145\n"
              "2,0,-408.102,612.391,957.546,-397.56,361.701,953.392,-584.695,538.933,1001.914,-580.488,432.027,"
              "999.386\n")
# an FBX ASCII scene exported from the capture software: the '; FBX 7.4.0 project file' comments, FBXHeaderExtension,
# GlobalSettings
_FBX = ("; FBX 7.4.0 project file\n; Copyright (C) 1997-2015 Autodesk Inc. and/or its licensors.\n"
        "; All rights reserved.\n; ----------------------------------------------------\n\n"
        "FBXHeaderExtension:  {\n\tFBXHeaderVersion: 1003\n\tFBXVersion: 7400\n\tCreationTimeStamp:  {\n"
        "\t\tVersion: 1000\n\t\tYear: 2026\n\t\tMonth: 11\n\t\tDay: 27\n\t\tHour: 10\n\t\tMinute: 42\n\t\tSecond: 5\n"
        "\t\tMillisecond: 118\n\t}\n\tCreator: \"FBX SDK/FBX Plugins version 2020.3.4\"\n}\n"
        "GlobalSettings:  {\n\tVersion: 1000\n\tProperties70:  {\n\t\tP: \"UpAxis\", \"int\", \"Integer\", \"\",1\n"
        "\t\tP: \"UpAxisSign\", \"int\", \"Integer\", \"\",1\n\t\tP: \"FrontAxis\", \"int\", \"Integer\", \"\",2\n"
        "\t\tP: \"UnitScaleFactor\", \"double\", \"Number\", \"\",1\n\t\tP: \"TimeMode\", \"enum\", \"\", \"\",6\n"
        "\t}\n}\n")
# Qualisys Track Manager's TSV export: NO_OF_FRAMES ... TRAJECTORY_TYPES, tab-separated, then the markers' X Y Z
_QUALISYS = ("NO_OF_FRAMES\t2\nNO_OF_CAMERAS\t12\nNO_OF_MARKERS\t4\nFREQUENCY\t200\nNO_OF_ANALOG\t0\n"
             "ANALOG_FREQUENCY\t0\nDESCRIPTION\t--\nTIME_STAMP\t2026-11-27, 10:14:03.512\t48243.10294117\n"
             "DATA_INCLUDED\t3D\nMARKER_NAMES\tL_IAS\tR_IAS\tL_IPS\tR_IPS\n"
             "TRAJECTORY_TYPES\tMeasured\tMeasured\tMeasured\tGap-filled\n"
             "-412.518\t612.204\t957.311\t-401.977\t361.553\t953.208\t-589.114\t538.727\t1001.672\t-584.902\t431.880\t"
             "999.145\n"
             "-410.307\t612.297\t957.428\t-399.771\t361.627\t953.300\t-586.905\t538.830\t1001.793\t-582.695\t431.953\t"
             "999.266\n")
# an Xsens MVN export (.mvnx): mvnx version="4", mvn, comment, subject, segments, frames
_MVNX = ('<?xml version="1.0" encoding="UTF-8" standalone="no" ?>\n<mvnx version="4">\n'
         '<mvn version="2023.2.0" build="Build 2023.2.0"/>\n<comment></comment>\n'
         '<subject label="S07" torsoColor="#ea6852" frameRate="60" segmentCount="23" recDate="Fri Nov 27 10:42:05.118 '
         '2026" recDateMSecsSinceEpoch="1795776125118" originalFilename="C:/Users/Lab/Documents/Xsens/'
         'S07_Walk03-001.mvn" configuration="FullBody" userScenario="noLevel" processingQuality="HD">\n<segments>\n'
         '<segment label="Pelvis" id="1">\n<points>\n<point label="pHipOrigin">\n<pos_b>0.000000 0.000000 0.000000'
         '</pos_b>\n</point>\n</points>\n</segment>\n</segments>\n'
         '<frames segmentCount="23" sensorCount="17" jointCount="22">\n'
         '<frame time="0" index="0" tc="10:42:05:00" ms="1795776125118" type="normal">\n'
         '<orientation>0.998215 0.012114 -0.041920 0.040833</orientation>\n<position>0.012410 -0.004387 0.951206'
         '</position>\n</frame>\n</frames>\n</subject>\n</mvnx>\n')
# OpenSim's inverse kinematics setup (S07_Setup_IK.xml): OpenSimDocument Version="40000", InverseKinematicsTool
_OSIM_SETUP = ('<?xml version="1.0" encoding="UTF-8" ?>\n<OpenSimDocument Version="40000">\n'
               '\t<InverseKinematicsTool name="S07_Walk03">\n\t\t<model_file>S07_scaled.osim</model_file>\n'
               '\t\t<constraint_weight>Inf</constraint_weight>\n\t\t<accuracy>1.0000000000000001e-05</accuracy>\n'
               '\t\t<IKTaskSet>\n\t\t\t<objects>\n\t\t\t\t<IKMarkerTask name="RASI">\n\t\t\t\t\t<apply>true</apply>\n'
               '\t\t\t\t\t<weight>10</weight>\n\t\t\t\t</IKMarkerTask>\n\t\t\t\t<IKMarkerTask name="LASI">\n'
               '\t\t\t\t\t<apply>true</apply>\n\t\t\t\t\t<weight>10</weight>\n\t\t\t\t</IKMarkerTask>\n'
               '\t\t\t</objects>\n\t\t\t<groups />\n\t\t</IKTaskSet>\n\t\t<marker_file>Walk03.trc</marker_file>\n'
               '\t\t<coordinate_file>Unassigned</coordinate_file>\n\t\t<time_range> 0.5 1.84</time_range>\n'
               '\t\t<report_errors>true</report_errors>\n\t\t<output_motion_file>Walk03_ik.mot</output_motion_file>\n'
               '\t</InverseKinematicsTool>\n</OpenSimDocument>\n')
# OpenPose's keypoints of one video frame (BODY_25: x, y, confidence for 25 points; 0 0 0 where a point is not seen)
_BODY_25 = [(961.372, 310.484, 0.912), (958.801, 402.117, 0.884), (893.455, 404.702, 0.821), (872.571, 523.808, 0.793),
            (867.402, 628.114, 0.771), (1026.538, 399.522, 0.846), (1047.412, 518.634, 0.802),
            (1052.611, 625.529, 0.754), (958.814, 638.510, 0.701), (914.296, 638.497, 0.688),
            (911.708, 815.613, 0.742), (906.520, 984.978, 0.713), (1003.285, 638.531, 0.676),
            (1008.449, 815.611, 0.734), (1016.263, 987.553, 0.707), (945.773, 297.486, 0.881),
            (974.393, 297.489, 0.874), (922.134, 307.937, 0.538), (995.221, 305.290, 0.611),
            (1034.330, 1036.981, 0.622),
            (1044.775, 1031.766, 0.598), (1011.009, 1000.511, 0.577), (0.0, 0.0, 0.0), (0.0, 0.0, 0.0),
            (901.319, 997.978, 0.561)]
_OPENPOSE = ('{"version":1.3,"people":[{"person_id":[-1],"pose_keypoints_2d":['
             + ",".join("%g,%g,%g" % p for p in _BODY_25)
             + '],"face_keypoints_2d":[],"hand_left_keypoints_2d":[],"hand_right_keypoints_2d":[],'
               '"pose_keypoints_3d":[],"face_keypoints_3d":[],"hand_left_keypoints_3d":[],'
               '"hand_right_keypoints_3d":[]}]}')
# the judgements' mistakes: an Acclaim AMC motion (the '#!OML:ASF' line, :FULLY-SPECIFIED, :DEGREES, then a frame
# number and a bone and its angles a line: four fields for most), an OpenSim TRC marker file (PathFileType 4, the rates,
# Frame# Time and the markers), an Acclaim ASF skeleton (Vicon BodyLanguage's comments, :version, :units, :root,
# :bonedata), OpenSense's orientations (.sto: DataRate ... OpenSimVersion, endheader, time and three IMUs' quaternions:
# four fields a line)
_AMC = ("#!OML:ASF F:\\VICON\\USERDATA\\GAITLAB\\S07\\S07.asf\n:FULLY-SPECIFIED\n:DEGREES\n1\n"
        "root 10.4205 16.5644 -31.0616 -3.42311 -6.39661 -2.18474\nlowerback 6.60502 -0.245418 0.584437\n"
        "upperback 0.318542 -0.339542 1.94428\nthorax -3.05318 -0.19829 2.01019\nlowerneck -13.3616 -3.54052 -1.99155\n"
        "upperneck 26.0627 -3.05022 0.826305\nhead 10.3497 -1.91926 0.879495\nrfemur -21.1891 1.41549 -10.3049\n"
        "rtibia 30.9413\nrfoot -11.1659 -4.4627\nrtoes -5.47152\nlfemur -8.24033 -0.618813 -4.70512\n"
        "ltibia 12.5704\nlfoot -7.36244 -3.11406\nltoes -3.89512\n")
_TRC = ("PathFileType\t4\t(X/Y/Z)\tWalk03.trc\n"
        "DataRate\tCameraRate\tNumFrames\tNumMarkers\tUnits\tOrigDataRate\tOrigDataStartFrame\tOrigNumFrames\n"
        "100.00\t100.00\t2\t3\tmm\t100.00\t1\t2\nFrame#\tTime\tLASI\t\t\tRASI\t\t\tSACR\n"
        "\t\tX1\tY1\tZ1\tX2\tY2\tZ2\tX3\tY3\tZ3\n\n"
        "1\t0.000\t-412.518\t957.311\t612.204\t-401.977\t953.208\t361.553\t-587.008\t1000.409\t485.304\n"
        "2\t0.010\t-408.102\t957.546\t612.391\t-397.560\t953.392\t361.701\t-582.591\t1000.650\t485.480\n")
_ASF = ("# AST/ASF file generated using VICON BodyLanguage\n# -----------------------------------------------\n"
        ":version 1.10\n:name VICON\n:units\n  mass 1.0\n  length 0.45\n  angle deg\n:documentation\n"
        "   .ast/.asf automatically generated from VICON data using\n"
        "   VICON BodyBuilder and BodyLanguage model FoxedUp or BRILLIANT.MOD\n:root\n   order TX TY TZ RX RY RZ\n"
        "   axis XYZ\n   position 0 0 0  \n   orientation 0 0 0 \n:bonedata\n  begin\n     id 1 \n     name lhipjoint\n"
        "     direction 0.692024 -0.648617 0.316857 \n     length 2.40241 \n     axis 0 0 0  XYZ\n  end\n")
_STO = ("DataRate=100.000000\nDataType=Quaternion\nversion=3\nOpenSimVersion=4.5-2024-01-10-34fd6af\nendheader\n"
        "time\tpelvis_imu\tfemur_r_imu\ttibia_r_imu\n"
        "0\t0.998215,0.012114,-0.04192,0.040833\t0.991837,-0.021744,0.118302,0.041229\t0.98712,0.014417,-0.152288,"
        "0.04512\n"
        "0.01\t0.998203,0.012201,-0.042011,0.040917\t0.991702,-0.021811,0.119254,0.041307\t0.986934,0.014502,-0.153517,"
        "0.045196\n")


def thirtyfifth_bar_motioncapture_cases() -> list[Case]:
    G = THIRTYFIFTH_MOTIONCAPTURE
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="gait_trials", judgements="used_trials", runs=_RECS3, stem="trials", outputs=_OUT,
        item="trials", rounded="force_plates",
        weights="{'marker_gaps': 1.0, 'force_plates': 2.0, 'ik_error': 1.5, 'physios': 0.5}",
        lone_query="R['physios']['gait:S07/2026-11-28/treadmill-1.4ms'] = {'trial:Tread01': 0.9, 'trial:Tread02': "
                   "0.4}\n",
        trust="force_plates 2\nik_error 1.5\nmarker_gaps 1\n",
        trust_dict="{'force_plates': 2, 'ik_error': 1.5, 'marker_gaps': 1}",
        texts={
            "rrf": ("u35j_rrf_quality_checks",
                    "rankagg.fuse({check: {session/condition: {trial: score}}}, method='rrf'): four quality checks, "
                    "six sessions and conditions ('gait:S07/2026-11-27/barefoot-1.2ms'), trials by name"),
            "borda": ("u35j_borda_unscored_trials",
                      "rankagg.fuse(..., method='borda'): the force plate check has no score for the trials that "
                      "missed every plate"),
            "combsum": ("u35j_combsum_rounded_scores",
                        "rankagg.fuse(..., method='combsum'): the force plate check at one decimal (many ties) beside "
                        "the others"),
            "fuser": ("u35j_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per session: the force plates count 2, the physiotherapists "
                      "0.5"),
            "frame": ("u35j_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the lab's processing log, a "
                      "row per session, trial and check"),
            "evaluate": ("u35j_evaluate_used_trials",
                         "rankagg.evaluate(fused ranking, what the trials were used for, ['nDCG@5', 'AP', 'P@3']): "
                         "does the fused ranking put first the trials in the gait report"),
            "lone": ("u35j_one_check_session",
                     "rankagg.fuse(..., method='rrf'): a treadmill session only the physiotherapists ranked (no "
                     "force plates, no markers processed) beside sessions every check covers"),
            "cli_rrf": ("u35j_cli_rrf_runs",
                        "rankagg fuse marker_gaps.run force_plates.run ik_error.run --method rrf -o trials.run: one "
                        "run per check, sessions as queries"),
            "cli_borda": ("u35j_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the force plates count "
                          "double)"),
            "cli_combsum": ("u35j_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four trials a gait report averages"),
            "cli_evaluate": ("u35j_cli_evaluate_used_qrels",
                             "rankagg evaluate trials.run --qrels used_trials.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against what the trials were used for (0-2)"),
            "cli_parquet": ("u35j_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o trials.parquet: gzipped runs from the lab's "
                            "processing pipeline, a Parquet table for the clinic's dashboard")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u35j_bvh_as_run", "a BVH motion (HIERARCHY, ROOT Hips, OFFSET, CHANNELS, JOINT ..., then MOTION, Frames, "
         "Frame Time and the channels' values)", "Walk03.bvh", _BVH, "BVH", "Walk03.bvh:1"),
        ("u35j_c3d_as_run", "a C3D file (the header block: parameter block 2, the key byte 0x50; the parameter section "
         "of POINT; then the frames)", "S07_Walk03.c3d", _c3d(), "C3D", "S07_Walk03.c3d"),
        ("u35j_opensim_mot_as_run", "OpenSim's inverse kinematics motion (Coordinates, version=1, nRows, nColumns, "
         "inDegrees, endheader, then time and five angles: six fields a line)", "Walk03_ik.mot", _MOT, "OpenSim",
         "Walk03_ik.mot:1"),
        ("u35j_vicon_csv_as_run", "Vicon Nexus's CSV export (Trajectories, the rate, the subject's markers, 'Frame,Sub "
         "Frame,X,Y,Z,...', the units, then the frames)", "Walk03.csv", _VICON_CSV, "Vicon", "Walk03.csv:1"),
        ("u35j_fbx_ascii_as_run", "an FBX ASCII scene ('; FBX 7.4.0 project file' comments, FBXHeaderExtension, "
         "GlobalSettings)", "S07_Walk03.fbx", _FBX, "FBX", "S07_Walk03.fbx:1"),
        ("u35j_qualisys_tsv_as_run", "a Qualisys TSV export (NO_OF_FRAMES, NO_OF_CAMERAS, ..., MARKER_NAMES, "
         "TRAJECTORY_TYPES, then the markers' X Y Z)", "S07_Walk03.tsv", _QUALISYS, "Qualisys", "S07_Walk03.tsv:1"),
        ("u35j_xsens_mvnx_as_run", "an Xsens MVN export (.mvnx: mvnx version=4, mvn, subject, segments, frames)",
         "S07_Walk03-001.mvnx", _MVNX, "MVNX", "S07_Walk03-001.mvnx:2"),
        ("u35j_opensim_setup_as_run", "OpenSim's inverse kinematics setup (OpenSimDocument Version=40000, "
         "InverseKinematicsTool, model_file, IKTaskSet, marker_file, ...)", "S07_Setup_IK.xml", _OSIM_SETUP, "OpenSim",
         "S07_Setup_IK.xml:2"),
        ("u35j_openpose_json_as_run", "OpenPose's keypoints of a video frame (version 1.3, people: person_id, "
         "pose_keypoints_2d, face_keypoints_2d, ...)", "Walk03_cam2_000000000000_keypoints.json", _OPENPOSE,
         "OpenPose", "Walk03_cam2_000000000000_keypoints.json:1")],
        one_run=("force_plates.run", _ONE_RUN), stem="trials",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a binary motion file read as lines gives no ranking: named by its magic "
                   "bytes")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u35j_amc_as_qrels", "S07_walk03.amc", _AMC, "AMC"),
        ("u35j_trc_as_qrels", "Walk03.trc", _TRC, "TRC"),
        ("u35j_asf_as_qrels", "S07.asf", _ASF, "ASF"),
        ("u35j_opensense_sto_as_qrels", "Walk03_orientations.sto", _STO, "OpenSim")],
        one_run=("force_plates.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u35j_out_c3d", "trials.c3d", "a C3D file"),
        ("u35j_out_trc", "trials.trc", "an OpenSim TRC marker file"),
        ("u35j_out_mot", "trials.mot", "an OpenSim motion file"),
        ("u35j_out_bvh", "trials.bvh", "a BVH motion")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=35"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u35j_api_openpose_dict",
            "rankagg.fuse(json.load(Walk03_cam2_000000000000_keypoints.json)): OpenPose's keypoints loaded in Python "
            "given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('k.json')), method='rrf')\n",
            "OpenPose", why="a run maps a query to {document: score}; OpenPose's frame holds a 'version' number and a "
            "list of 'people' with their keypoints", files={"k.json": _OPENPOSE}),
        bad("u35j_api_opensim_mot_frame",
            "rankagg.fuse(pd.read_csv(Walk03_ik.mot, sep='\\t', skiprows=6)): OpenSim's inverse kinematics motion "
            "given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('m.mot', sep='\\t', skiprows=6), method='borda')\n",
            "OpenSim", why="a table of runs has qid, docid, run and score columns; OpenSim's motion has a time and the "
            "joint angles per row", files={"m.mot": _MOT}),
    ]
    return cases
