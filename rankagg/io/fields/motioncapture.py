"""A biomechanics motion-capture lab's files (issue 45's thirty-fifth bar, u35j_): BVH motions, C3D files, OpenSim's
storage files (.mot, .sto), coordinate tables, XML documents and TRC marker files, Vicon Nexus's CSV exports, FBX ASCII
scenes, Qualisys's TSV exports, Xsens MVNX files, OpenPose's keypoints and Acclaim's ASF skeletons and AMC motions."""

from __future__ import annotations

import struct

from rankagg.io.fields.declaration import Field, FieldFile

#: a C3D file's first two blocks as a capture system writes them (Intel byte order): the header (the parameter section
#: at block 2, the key 0x50, 3 points, no analog, frames 1 to 240, scale -1 so the points are floats, data from block
#: 3, 120 Hz), then the parameter section (1 block, processor 84: Intel) starting with the group POINT
_C3D = ((b"\x02\x50" + struct.pack("<5h", 3, 0, 1, 240, 10) + struct.pack("<f", -1.0) + struct.pack("<2h", 3, 0)
         + struct.pack("<f", 120.0)).ljust(512, b"\x00")
        + (b"\x01\x50\x01\x54" + struct.pack("<bb", 5, -1) + b"POINT" + struct.pack("<h", 24) + b"\x14"
           + b"3-D point parameters").ljust(512, b"\x00"))

#: an OpenSim model's coordinates, as its motions' columns name them (gait2392's, Rajagopal's, the arm models')
_COORDINATE = (r"^(?:(?:hip_(?:flexion|adduction|rotation)|knee_angle|ankle_angle|subtalar_angle|mtp_angle|"
               r"arm_(?:flex|add|rot)|elbow_flex|pro_sup|wrist_(?:flex|dev))_[rl]|pelvis_(?:tilt|list|rotation|t[xyz])|"
               r"lumbar_(?:extension|bending|rotation))$")

MOTIONCAPTURE = Field(
    team="a biomechanics motion-capture lab's files (u35j_)",
    advice="give each check's ranking of a session's trials (the marker gap check's, the force plates', OpenSim's "
           "inverse kinematics error's, the physiotherapists') as a run, a subject's session and condition a query "
           "and each trial a document (trial:Walk03), the score higher for the better trial: 'SESSION/CONDITION Q0 "
           "TRIAL RANK SCORE CHECK'; what the trials were used for is the qrels, 'SESSION/CONDITION 0 TRIAL GRADE' "
           "(2 in the gait report, 1 usable, 0 discarded)",
    files=(
        FieldFile("a BVH motion (Biovision Hierarchy: HIERARCHY, ROOT, each joint's OFFSET and CHANNELS, then "
                  "MOTION, Frames, Frame Time and a line of channel values per frame)",
                  "HIERARCHY\nROOT Hips\n{\n\tOFFSET 0.00 0.00 0.00\n"
                  "\tCHANNELS 6 Xposition Yposition Zposition Zrotation Xrotation Yrotation\n"
                  "\tEnd Site\n\t{\n\t\tOFFSET 0.00 10.50 0.00\n\t}\n}\nMOTION\nFrames: 1\nFrame Time: 0.033333\n"
                  "0.00 91.20 0.00 0.50 -2.10 1.30\n", 1, line=r"\AHIERARCHY[ \t]*\n[ \t]*ROOT[ \t]+\S",
                  outputs=(".bvh",)),
        FieldFile("a C3D file (the biomechanics data standard: a header block with its parameter block and the key "
                  "0x50, a parameter section of groups POINT, ANALOG, ..., then the frames' 3D points and analog "
                  "samples)", _C3D, 0, magic=b"\x02\x50", marks=("POINT",), outputs=(".c3d",)),
        FieldFile("an OpenSim storage file (.mot or .sto: a header of name and 'key=value' lines, version, nRows, "
                  "nColumns, inDegrees or DataRate, DataType, ..., 'endheader', then time and a column per "
                  "coordinate, force or sensor)",
                  "Coordinates\nversion=1\nnRows=2\nnColumns=3\ninDegrees=yes\n\n"
                  "Units are S.I. units (second, meters, Newtons, ...)\n\nendheader\n"
                  "time\tpelvis_tilt\tknee_angle_r\n      0.00000000\t     -2.41022013\t      5.87710345\n"
                  "      0.00833333\t     -2.38519471\t      6.02017764\n", 1,
                  line=r"\A(?:[^\n=]*\n)?(?:version|nRows|nColumns|inDegrees|DataRate|DataType|OpenSimVersion)"
                       r"=[^\n]*\n(?:[^\n]*\n){0,30}?endheader[ \t]*$", outputs=(".mot",)),
        FieldFile("an OpenSim coordinates table (a motion's rows without its header: time, then a column per model "
                  "coordinate, pelvis_tilt, hip_flexion_r, knee_angle_r, ankle_angle_r, ...)",
                  "time\tpelvis_tilt\thip_flexion_r\tknee_angle_r\tankle_angle_r\n"
                  "0.00\t-2.41\t28.93\t5.88\t1.04\n0.01\t-2.39\t28.41\t6.02\t1.37\n", 1,
                  columns=("time",), cell=_COORDINATE),
        FieldFile("an OpenSim TRC marker file (.trc: PathFileType 4 (X/Y/Z), DataRate, CameraRate, NumFrames, "
                  "NumMarkers, Units, ..., then 'Frame# Time' and each marker's X Y Z per frame)",
                  "PathFileType\t4\t(X/Y/Z)\tstatic.trc\n"
                  "DataRate\tCameraRate\tNumFrames\tNumMarkers\tUnits\tOrigDataRate\tOrigDataStartFrame\t"
                  "OrigNumFrames\n120.00\t120.00\t1\t2\tmm\t120.00\t1\t1\nFrame#\tTime\tLASI\t\t\tRASI\n"
                  "\t\tX1\tY1\tZ1\tX2\tY2\tZ2\n\n1\t0.000\t-120.4\t921.7\t118.2\t121.6\t920.3\t117.9\n", 1,
                  line=r"\APathFileType\t\d+\t\(X/Y/Z\)", outputs=(".trc",)),
        FieldFile("an OpenSim XML document (OpenSimDocument: a model .osim, or a tool's setup, "
                  "InverseKinematicsTool, ScaleTool, AnalyzeTool, ...)",
                  '<?xml version="1.0" encoding="UTF-8" ?>\n<OpenSimDocument Version="40000">\n'
                  '\t<ScaleTool name="subject01">\n\t\t<mass>72.6</mass>\n\t</ScaleTool>\n</OpenSimDocument>\n', 2,
                  root="OpenSimDocument", outputs=(".osim",)),
        FieldFile("a Vicon Nexus CSV export (its sections, Trajectories, Devices, Model Outputs, ...: the section's "
                  "name, its rate, the subject's markers, 'Frame,Sub Frame,X,Y,Z,...', the units, then a row per "
                  "frame)",
                  "Trajectories\n120\n,,P01:LASI,,,P01:RASI,,\nFrame,Sub Frame,X,Y,Z,X,Y,Z\n,,mm,mm,mm,mm,mm,mm\n"
                  "1,0,-120.4,118.2,921.7,121.6,117.9,920.3\n", 1,
                  line=r"\A(?:Trajectories|Devices|Joints|Model Outputs|Segments|Events)[ \t,]*\n(?:[^\n]*\n){0,39}?"
                       r"Frame,Sub Frame\b"),
        FieldFile("an FBX ASCII scene (Autodesk FBX: '; FBX 7.x project file' comments, FBXHeaderExtension, "
                  "GlobalSettings, Objects, Connections, Takes)",
                  "; FBX 7.5.0 project file\n; ----------------------------------------------------\n\n"
                  "FBXHeaderExtension:  {\n\tFBXHeaderVersion: 1003\n\tFBXVersion: 7500\n}\n", 1,
                  line=r"\A; FBX \d+(?:\.\d+)+ project file", outputs=(".fbx",)),
        FieldFile("a Qualisys TSV export (Qualisys Track Manager's: NO_OF_FRAMES, NO_OF_CAMERAS, NO_OF_MARKERS, "
                  "FREQUENCY, ..., MARKER_NAMES, then each marker's X Y Z per frame)",
                  "NO_OF_FRAMES\t1\nNO_OF_CAMERAS\t8\nNO_OF_MARKERS\t2\nFREQUENCY\t100\nNO_OF_ANALOG\t0\n"
                  "ANALOG_FREQUENCY\t0\nDESCRIPTION\t--\nTIME_STAMP\t2026-03-02, 14:10:05\nDATA_INCLUDED\t3D\n"
                  "MARKER_NAMES\tLASI\tRASI\n-120.400\t118.200\t921.700\t121.600\t117.900\t920.300\n", 1,
                  line=r"\ANO_OF_FRAMES\t\d+[ \t]*\nNO_OF_CAMERAS\t\d+"),
        FieldFile("an Xsens MVNX file (MVN Analyze's XML export: mvnx, mvn, subject, segments, sensors, joints, "
                  "then the frames' orientations and positions)",
                  '<?xml version="1.0" encoding="UTF-8" standalone="no" ?>\n<mvnx version="4">\n'
                  '<mvn version="2022.0.0" build="Build 2022.0.0"/>\n<subject label="P01" frameRate="60">\n'
                  '<frames segmentCount="23"/>\n</subject>\n</mvnx>\n', 2, root="mvnx", outputs=(".mvnx",)),
        FieldFile("OpenPose's keypoints (a video frame's JSON: version, people, each with person_id, "
                  "pose_keypoints_2d, face_keypoints_2d, hand_left_keypoints_2d, ...: x, y and a confidence per "
                  "point)",
                  '{"version":1.3,"people":[{"person_id":[-1],"pose_keypoints_2d":[612.4,188.2,0.91,610.8,262.7,0.88],'
                  '"face_keypoints_2d":[],"hand_left_keypoints_2d":[],"hand_right_keypoints_2d":[]}]}\n', 1,
                  keys=("people", "pose_keypoints_2d")),
        FieldFile("an Acclaim AMC motion (.amc: ':FULLY-SPECIFIED', ':DEGREES', then per frame its number and a line "
                  "per bone, its name and angles)",
                  "# AMC file\n:FULLY-SPECIFIED\n:DEGREES\n1\nroot 9.37 17.82 -20.09 -0.91 -1.47 -2.34\n"
                  "lowerback 1.15 0.05 -0.12\nrtibia 22.41\n", 1,
                  line=r"\A(?:#[^\n]*\n)*:FULLY-SPECIFIED[ \t]*$", outputs=(".amc",)),
        FieldFile("an Acclaim ASF skeleton (.asf: ':version', ':name', ':units', ':root', ':bonedata' with each "
                  "bone's direction, length and axis, ':hierarchy')",
                  "# ASF skeleton\n:version 1.10\n:name VICON\n:units\n  mass 1.0\n  length 0.45\n  angle deg\n"
                  ":root\n   order TX TY TZ RX RY RZ\n   axis XYZ\n:bonedata\n  begin\n     id 1\n     name lhipjoint\n"
                  "  end\n", 2, line=r"^:version[ \t]+[\d.]+[ \t]*\n:name[ \t]+\S", marks=(":bonedata",)),
    ))
