"""Issue 45's thirtieth bar (u30l_*_as_run, u30l_*_as_qrels, u30l_out_*): a board game café's files given as a run or
as qrels were told a field count ("expected 6 fields, found 15" for BoardGameGeek's XML) or a generic JSON or table
note; BoardGameGeek's XML API answers and collection export, a BG Stats backup and a Tabletop Simulator save are now
named at both doors, plain and gzipped; a run of games stays read; outputs named .bgsplay, .vmod are refused."""

import pytest

import rankagg
from rankagg.io.boardgame_shapes import boardgame_head
from tests.door_files import refusal_through_the_api, refused_output

FILES = {
    "thing.xml": ('<?xml version="1.0" encoding="utf-8"?><items termsofuse="https://boardgamegeek.com/xmlapi/termsofuse">'
                  '<item type="boardgame" id="174430"/></items>\n', "BoardGameGeek XML API", 1),
    "plays.xml": ('<?xml version="1.0" encoding="utf-8"?>\n<plays username="cafe" userid="1" total="1" page="1" '
                  'termsofuse="https://boardgamegeek.com/xmlapi/termsofuse">\n<play id="1"/>\n</plays>\n',
                  "BoardGameGeek XML API", 2),
    "collection.csv": ("objectname,objectid,rating,numplays,weight,own\nGloomhaven,174430,9,12,4,1\n",
                       "BoardGameGeek collection export", 1),
    "BGStatsExport.json": ('{"userInfo": {"meRefId": 1}, "games": [], "plays": [], "players": [], "locations": []}\n',
                           "BG Stats", None),
    "TS_Save_42.json": ('{"SaveName": "Gloomhaven", "GameMode": "Gloomhaven", "ObjectStates": []}\n',
                        "Tabletop Simulator", None),
}
RUN = "players-4/friday-0 Q0 bgg_174430 1 0.91 bgg_bayes\nplayers-4/friday-0 Q0 bgg_224517 2 0.77 bgg_bayes\n"
QRELS = "players-4/friday-0 0 bgg_174430 2\n"


@pytest.mark.parametrize("gz", [False, True])
@pytest.mark.parametrize("door", ["run", "qrels"])
@pytest.mark.parametrize("name", sorted(FILES))
def test_named_at_both_doors(tmp_path, name, door, gz):
    content, what, line = FILES[name]
    name = name + (".gz" if gz else "")
    message = refusal_through_the_api(tmp_path, name, content.encode(), RUN, door)
    assert (f"{name}:{line}:" if line else f"{name}:") in message and what in message, message
    assert "TABLE Q0 GAME" in message, message


@pytest.mark.parametrize("text", [RUN, QRELS, "objectname Q0 objectid 1 2.0 rating\n", "items 0 boardgames 1\n",
                                  '<?xml version="1.0"?>\n<items xmlns="http://example.org/"/>\n'])
def test_runs_qrels_and_other_xml_are_never_claimed(text):
    assert boardgame_head(text) is None


def test_a_run_of_games_is_read(tmp_path):
    run, qrels = tmp_path / "bgg_bayes.run", tmp_path / "played.qrels"
    run.write_text(RUN)
    qrels.write_text(QRELS)
    assert rankagg.evaluate(str(run), str(qrels), measures=["P@1"])["P@1"] == 1.0


@pytest.mark.parametrize("out, what", [("g.bgsplay", "BG Stats"), ("g.vmod", "VASSAL"), ("g.vsav", "VASSAL")])
def test_outputs_named_for_a_game_file_are_refused(tmp_path, capsys, out, what):
    assert what in refused_output(tmp_path, capsys, RUN, out)
