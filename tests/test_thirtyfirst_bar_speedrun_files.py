"""Issue 45's thirty-first bar (u31i_*_as_run, u31i_*_as_qrels, u31i_out_*, u31i_api_*): a speedrunning community's
files given as a run or as qrels were told a field count, a generic JSON note or "a zip archive"; WSplit's splits,
whose title line reads as a TREC run line, were refused only at line 2.  LiveSplit's splits and autosplitters, WSplit,
speedrun.com's, Splits I/O's and racetime.gg's JSON, FCEUX and BizHawk movies are now named at both doors, plain and
gzipped, and at the API; outputs named for them are refused."""

import io
import json
import zipfile

import pandas as pd
import pytest

import rankagg
from rankagg.io.foreign_shapes import run_shape
from rankagg.io.json_documents import json_shape
from rankagg.io.speedrun_shapes import (speedrun_binary, speedrun_columns, speedrun_document, speedrun_head,
                                        speedrun_lines, speedrun_shape)
from tests.door_files import refusal_through_the_api, refused_output, named_through_the_api

SRC = ('{"data": {"weblink": "https://www.speedrun.com/sm64#120_Star", "game": "o1y9wo6q", "runs": [{"place": 1, '
       '"run": {"id": "y2gxlo3z", "times": {"primary_t": 5865}}}]}}\n')
RACE = ('{"name": "sm64/lucky-bowser-1234", "goal": {"name": "120 Star"}, "entrants": [{"user": {"name": "x"}, '
        '"finish_time": "P0DT1H39M12.000S", "place": 1}]}\n')
FILES = {
    "sm64.lss": ('<?xml version="1.0" encoding="UTF-8"?>\n<Run version="1.7.0">\n  <GameIcon />\n'
                 '  <GameName>Super Mario 64</GameName>\n  <CategoryName>120 Star</CategoryName>\n</Run>\n',
                 "LiveSplit", 2),
    "sm64.asl": ('state("Project64")\n{\n    byte stars : "Project64.exe", 0xD6A1C;\n}\nsplit { return true; }\n',
                 "autosplitter", 1),
    "sm64_start.asl": ("startup\n{\n    settings.Add(\"x\", true);\n}\n", "autosplitter", 1),
    "sm64.wsplit": ("Title=Super Mario 64 - 120 Star\nAttempts=1234\nOffset=0\nSize=152,25\n", "WSplit", 1),
    "board.json": (SRC, "speedrun.com", 1),
    "splits.json": ('{"_schemaVersion": "v1.0.1", "timer": {"shortname": "livesplit"}, "runners": [], '
                    '"segments": []}\n', "Splits I/O", 1),
    "race.json": (RACE, "racetime.gg", 1),
    "smb.fm2": ("version 3\nemuVersion 22020\nrerecordCount 45210\n|0|........|........||\n", "FCEUX", 1),
}
RUN = "sm64/120_star Q0 runner:cheese05 1 0.91 src_board\nsm64/120_star Q0 runner:Simply 2 0.77 src_board\n"
QRELS = "sm64/120_star 0 runner:cheese05 2\n"


def bk2(members=("Header.txt", "Input Log.txt", "SyncSettings.json")) -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        for name in members:
            z.writestr(zipfile.ZipInfo(name, (2026, 11, 27, 0, 0, 0)), "MovieVersion BizHawk v2.0.0\n")
    return buf.getvalue()


@pytest.mark.parametrize("gz", [False, True])
@pytest.mark.parametrize("door", ["run", "qrels"])
@pytest.mark.parametrize("name", sorted(FILES))
def test_named_at_both_doors(tmp_path, name, door, gz):
    named_through_the_api(tmp_path, FILES, name, door, gz, RUN, "GAME/CATEGORY Q0 RUNNER")


@pytest.mark.parametrize("door", ["run", "qrels"])
def test_a_bizhawk_movie_is_named_by_its_members(tmp_path, door):
    message = refusal_through_the_api(tmp_path, "tas.bk2", bk2(), RUN, door)
    assert "tas.bk2" in message and "BizHawk" in message, message


def test_another_zip_is_no_movie():
    assert speedrun_binary(bk2(("data.csv", "README.txt"))) is None
    assert speedrun_binary(b"MovieVersion BizHawk") is None


def test_the_wsplit_title_line_is_no_run_line(tmp_path):
    path = tmp_path / "x.wsplit"
    path.write_text(FILES["sm64.wsplit"][0])
    shape = run_shape(str(path))
    assert shape is not None and shape.line == 1 and "WSplit" in shape.reason


@pytest.mark.parametrize("text", [
    RUN, QRELS,
    "Title=a Q0 d 1 0.5 t\nAttempts=a Q0 e 2 0.4 t\n",  # a run whose ids start as WSplit's keys: its second line too
    "Title=a Q0 d 1 0.5 t\n",
    "version Q0 3 1 0.5 fceux\n",
    "startup Q0 d 1 0.5 asl\n",
])
def test_runs_and_qrels_are_never_claimed(text):
    lines = text.splitlines()
    assert speedrun_shape("x.run", lines) is None and not speedrun_lines(lines)


@pytest.mark.parametrize("text", [
    "Title=My notes\nno attempts here\n",
    "split the list\nin two\n",
    "version 3\nof the report\n",
    "state of the art\n{\n",
])
def test_near_misses_are_left_to_others(text):
    assert speedrun_shape("x.txt", text.splitlines()) is None


@pytest.mark.parametrize("text", ['<Run version="1.0"><Name>not a timer</Name></Run>\n', "<Run>\n<GameName/>\n</Run>\n"])
def test_other_run_roots_are_left_to_others(text):
    assert speedrun_head(text) is None


@pytest.mark.parametrize("text", ['{"q1": {"weblink": 1.0, "runs": 0.5, "place": 0.2}}',
                                  '{"q1": {"entrants": 1.0, "goal": 0.5, "finish_time": 0.1}}'])
def test_json_that_is_no_such_file_is_not_named_so(text):
    shape = json_shape(text)
    assert shape is None or "speedrun.com" not in shape and "racetime" not in shape
    assert speedrun_document(json.loads(text)) is None


@pytest.mark.parametrize("text, what", [(SRC, "speedrun.com"), (RACE, "racetime.gg")])
def test_documents_loaded_in_python_are_named(text, what):
    with pytest.raises(ValueError, match=what):
        rankagg.fuse(json.loads(text), method="rrf")


def test_leaderboard_runs_as_a_frame_are_named():
    frame = pd.json_normalize(json.loads(SRC)["data"]["runs"])
    with pytest.raises(ValueError, match="speedrun.com"):
        rankagg.fuse(frame, method="borda")
    assert speedrun_columns(["qid", "docid", "run", "score", "place"]) is None


@pytest.mark.parametrize("out, what", [("r.lss", "LiveSplit"), ("r.wsplit", "WSplit"), ("r.fm2", "FCEUX"),
                                       ("r.bk2", "BizHawk"), ("r.asl", "autosplitter"), ("R.LSS.gz", "LiveSplit")])
def test_outputs_named_for_the_fields_files_are_refused(tmp_path, capsys, out, what):
    assert what in refused_output(tmp_path, capsys, RUN, out)
