"""Issue 45's thirty-second bar (u32c_*_as_run, u32c_*_as_qrels, u32c_out_*, u32c_api_*): a recruitment department's
files given as a run or as qrels were told a field count or a generic note; StatsBomb's, Wyscout's and Understat's
JSON, Opta F24 feeds, Sportscode's XML, Metrica's tracking data and the Transfermarkt and FBref tables are now named at
both doors, plain and gzipped, and at the API; -o .SCTimeline, .fmf and .dvw are refused."""

import io
import json

import pandas as pd
import pytest

import rankagg
from rankagg.io.scouting_shapes import (SCOUTING_OUTPUTS, scouting_columns, scouting_document, scouting_head,
                                        scouting_shape)
from tests.door_files import refused_output, named_through_the_api

STATSBOMB = [{"id": "9f6e", "index": 1, "period": 1, "timestamp": "00:00:00.000", "type": {"id": 35},
              "possession_team": {"id": 217}, "play_pattern": {"id": 1}}]
WYSCOUT = [{"eventId": 8, "subEventName": "Simple pass", "tags": [], "playerId": 25413, "matchPeriod": "1H"}]
UNDERSTAT = [{"id": "14614", "minute": "3", "X": "0.882", "xG": "0.0503", "h_a": "h", "situation": "OpenPlay",
              "shotType": "Head"}]
F24 = ('<?xml version="1.0" encoding="utf-8"?>\n<Games timestamp="2026-11-27T20:00:00">\n<Game id="1" home_team_id="3">\n'
       '<Event id="1" type_id="34" period_id="16"><Q id="2" qualifier_id="44" value="1"/></Event>\n</Game>\n</Games>\n')
SPORTSCODE = "<file>\n<ALL_INSTANCES>\n<instance><ID>1</ID><code>Pass</code></instance>\n</ALL_INSTANCES>\n</file>\n"
METRICA = ",,,Away,,Away\n,,,25,,15\nPeriod,Frame,Time [s],Player25,,Player15\n1,1,0.04,0.9,0.48,0.1\n"
TRANSFERMARKT = "player_id,name,player_code,position,market_value_in_eur\n80321,Jan de Vries,jan-de-vries,Defender,1\n"
FBREF = "Rk,Player,Nation,Pos,Squad,Age,90s,Gls\n1,Jan de Vries,nl NED,DF,Ajax,22,14.0,1\n"
FILES = {
    "events.json": (json.dumps(STATSBOMB), "StatsBomb", 1),
    "wyscout.json": (json.dumps(WYSCOUT), "Wyscout", 1),
    "shots.json": (json.dumps(UNDERSTAT), "Understat", 1),
    "f24.xml": (F24, "Opta F24", 2),
    "timeline.xml": (SPORTSCODE, "Sportscode", 1),
    "tracking.csv": (METRICA, "Metrica", 1),
    "players.csv": (TRANSFERMARKT, "Transfermarkt", 1),
    "fbref.csv": (FBREF, "FBref", 1),
}
RUN = ("cb/eredivisie/2027-summer Q0 plr:80321 1 0.91 scouts\ncb/eredivisie/2027-summer Q0 plr:80417 2 0.77 "
       "scouts\n")
QRELS = "cb/eredivisie/2027-summer 0 plr:80321 2\n"


@pytest.mark.parametrize("gz", [False, True])
@pytest.mark.parametrize("door", ["run", "qrels"])
@pytest.mark.parametrize("name", sorted(FILES))
def test_named_at_both_doors(tmp_path, name, door, gz):
    message = named_through_the_api(tmp_path, FILES, name, door, gz, RUN)
    assert "POSITION/LEAGUE/WINDOW Q0 PLAYER" in message or "{query: {document: grade}}" in message, message


@pytest.mark.parametrize("text", [RUN, QRELS, ",,,Home Q0 d 1 0.5 t\n"])
def test_runs_and_qrels_are_never_claimed(text):
    assert scouting_shape("x.run", text.splitlines()) is None and scouting_head(text) is None


@pytest.mark.parametrize("text", [
    ",,,Total,,Home\n1,2,3\n",  # a blank-led header of other words
    ",,,\n",
    "<Games>\n<Match id='1'/>\n</Games>\n",  # no Game with events
    "<file>\n<entries/>\n</file>\n",
    "player_id,name\n1,a\n",
])
def test_near_misses_are_left_to_others(text):
    assert scouting_shape("x.txt", text.splitlines()) is None and scouting_head(text) is None


@pytest.mark.parametrize("records, what", [(STATSBOMB, "StatsBomb"), (WYSCOUT, "Wyscout"), (UNDERSTAT, "Understat")])
def test_records_in_python_are_named(records, what):
    assert what in scouting_document(records[0])
    with pytest.raises(ValueError, match=what):
        rankagg.fuse(records, method="rrf")
    assert scouting_document({"q1": {"d1": 1.0}}) is None


@pytest.mark.parametrize("output", [".SCTimeline", ".fmf", ".dvw"])
def test_a_fused_run_is_not_written_as_a_scouting_file(tmp_path, capsys, output):
    assert output.lower() in SCOUTING_OUTPUTS
    assert "lines of text" in refused_output(tmp_path, capsys, RUN, "shortlist" + output)


@pytest.mark.parametrize("text, what", [(TRANSFERMARKT, "Transfermarkt"), (FBREF, "FBref")])
def test_frames_are_named(text, what):
    with pytest.raises(ValueError, match=what):
        rankagg.fuse(pd.read_csv(io.StringIO(text)), method="borda")
    assert scouting_columns(["qid", "docid", "run", "score"]) is None
