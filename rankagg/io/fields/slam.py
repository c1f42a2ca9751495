"""A robotics SLAM benchmarking team's files (issue 45's thirty-sixth bar, u36d_): KITTI odometry poses, evo's
statistics, TUM RGB-D's associations and g2o pose graphs.  (TUM trajectories, EuRoC's ground truth, rostopic CSVs, ROS
bags, URDF, roslaunch, PCD, rosbag2 and MCAP files are named by older readers: rankagg.io.matching_shapes and
rankagg.io.robotics_shapes.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a number as the odometry tools write a pose's entries ('%e' or '%f')
_NUM = r"[-+]?\d+\.\d+(?:[eE][-+]?\d+)?"
#: a line of twelve of them: a 3x4 pose matrix, row by row
_POSE = rf"(?:{_NUM}[ \t]+){{11}}{_NUM}[ \t]*\r?\n"

SLAM = Field(
    team="a robotics SLAM benchmarking team's files (u36d_)",
    advice="give each metric's ranking of the odometry and SLAM configurations (the ATE's, the RPE drift's, the "
           "robustness over repeated runs', the engineers') as a run, a dataset sequence a query (seq:kitti/00) and "
           "each configuration a document (cfg:orbslam3-stereo@kf-0.25), the score higher for the better one: "
           "'SEQUENCE Q0 CONFIGURATION RANK SCORE METRIC'; the on-robot acceptance tests are the qrels, "
           "'SEQUENCE 0 CONFIGURATION GRADE' (2 passed, 1 passed with interventions, 0 failed)",
    files=(
        FieldFile("KITTI odometry poses (KITTI's poses/NN.txt format: a 3x4 pose matrix a line, twelve numbers, a "
                  "trajectory, not a ranking)",
                  "1.000000e+00 0.000000e+00 0.000000e+00 0.000000e+00 0.000000e+00 1.000000e+00 0.000000e+00 "
                  "0.000000e+00 0.000000e+00 0.000000e+00 1.000000e+00 0.000000e+00\n"
                  "9.999862e-01 -3.021457e-03 4.301322e-03 -1.892517e-02 3.015311e-03 9.999944e-01 1.434812e-03 "
                  "-6.204355e-03 -4.305634e-03 -1.421820e-03 9.999897e-01 7.741020e-01\n", 1,
                  line=rf"\A{_POSE}{_POSE}"),
        FieldFile("evo's statistics (the stats.json of evo_ape or evo_rpe --save_results: rmse, mean, median, std, "
                  "min, max, sse: one trajectory's error, not a ranking)",
                  '{"rmse": 0.02412, "mean": 0.02106, "median": 0.01987, "std": 0.01176, "min": 0.00118, '
                  '"max": 0.06321, "sse": 0.41875}\n', 1, keys=("rmse", "mean", "median", "std", "sse")),
        FieldFile("TUM RGB-D's associations (associate.py's output: an RGB image's timestamp and file, then the "
                  "matching depth image's, a line)",
                  "1341846313.553992 rgb/1341846313.553992.png 1341846313.554028 depth/1341846313.554028.png\n"
                  "1341846313.592026 rgb/1341846313.592026.png 1341846313.589888 depth/1341846313.589888.png\n", 1,
                  line=r"^\d+\.\d+[ \t]+(?:rgb|depth)/\S+\.png[ \t]+\d+\.\d+[ \t]+(?:rgb|depth)/\S+\.png[ \t]*\r?$"),
        FieldFile("a g2o pose graph (g2o's text format: VERTEX_SE2 or VERTEX_SE3:QUAT poses, EDGE_SE2 or "
                  "EDGE_SE3:QUAT constraints, FIX)",
                  "VERTEX_SE2 0 0.000000 0.000000 0.000000\nVERTEX_SE2 1 1.004011 -0.021530 0.012904\n"
                  "EDGE_SE2 0 1 1.004011 -0.021530 0.012904 44.721360 0 0 44.721360 0 30.901699\nFIX 0\n", 1,
                  line=r"^(?:VERTEX|EDGE)_SE[23](?::QUAT)?[ \t]+\d+[ \t]", outputs=(".g2o",)),
    ))
