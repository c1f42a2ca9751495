"""Issue 45's twenty-sixth bar, a robotics lab's execution order written under a robotics format's name: ``-o
order.bag``, ``order.mcap``, ``order.db3``, ``order.ply``, ``order.launch`` and ``order.world`` were written as TREC
lines that rosbag, ros2 bag, Foxglove, Open3D, roslaunch and Gazebo do not read (u26g_out_*: silent).  Each name is
refused before any work, case-blind, under ``.gz`` too, at every writer of lines (``fuse -o``, ``--explain``), and
the names of a run stay free."""

from __future__ import annotations

import pytest

from rankagg.cli import main
from rankagg.io.output_names import FOREIGN_TO_JSON_LINES, foreign_output, what_format

#: the suffix and a word its message must hold
ROBOTICS = [(".bag", "ROS"), (".mcap", "MCAP"), (".db3", "ROS 2"), (".ply", "PLY"), (".launch", "roslaunch"),
            (".world", "Gazebo")]


@pytest.mark.parametrize("suffix,word", ROBOTICS)
@pytest.mark.parametrize("stem", ["order", "grasps_2026-12-01", "fused.run"])
@pytest.mark.parametrize("case", [str.lower, str.upper])
@pytest.mark.parametrize("gz", ["", ".gz"])
def test_a_robotics_name_is_refused_before_any_work(tmp_path, capsys, suffix, word, stem, case, gz):
    run = tmp_path / "gpd.run"
    run.write_text("s/o Q0 s/o/g1 1 0.9 gpd\ns/o Q0 s/o/g2 2 0.8 gpd\n")
    out = tmp_path / (stem + case(suffix) + gz)
    assert main(["fuse", str(run), "--method", "rrf", "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert out.name in err and word in err, err
    assert not out.exists()


@pytest.mark.parametrize("suffix,word", ROBOTICS)
def test_the_catalogue_names_the_format(suffix, word):
    assert foreign_output(f"x{suffix}") == suffix and word in what_format(suffix)
    assert suffix in FOREIGN_TO_JSON_LINES  # --explain's JSON lines may not take it either


@pytest.mark.parametrize("name", ["order.run", "order.txt", "grasps.res", "run.b", "order.bag.run", "world.run",
                                  "ply.txt"])
def test_a_runs_names_stay_free(name):
    assert foreign_output(name) is None
