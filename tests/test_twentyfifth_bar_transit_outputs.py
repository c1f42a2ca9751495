"""Issue 45's twenty-fifth bar, a journey planner team fusing OpenTripPlanner's, OSRM's, GraphHopper's, Valhalla's and
r5's itineraries: the consensus written under a mapping format's name (``-o suggestions.o5m``, ``.osc``, ``.mbtiles``,
``.pmtiles``, ``.geojsonseq``, ``.osrm``) was TREC lines with exit 0, and ``.osm.pbf`` was refused as PRONOM's
"Papyrus Document" (u25g_out_*).  The members are generated: each suffix in the spellings a user types, at every
writer of lines, and the command line writes nothing; the names a run of these engines takes stay free."""

from __future__ import annotations

import re

import pytest

from rankagg.cli import main
from rankagg.io.formats import writer_for
from rankagg.io.output_names import foreign_output, what_format

#: each suffix and a word its message must hold (what the name is)
MAPPING_NAMES = [(".osm.pbf", "OpenStreetMap"), (".osh.pbf", "OpenStreetMap"), (".o5m", "OpenStreetMap"),
                 (".o5c", "OpenStreetMap"), (".osc", "osmChange"), (".pbf", "OpenStreetMap"),
                 (".mbtiles", "tile set"), (".pmtiles", "tile set"), (".geojsonseq", "GeoJSON"),
                 (".geojsonl", "GeoJSON"), (".geojsons", "GeoJSON"), (".tcx", "Training Center"),
                 (".wkt", "well-known text"), (".osrm", "OSRM")]
SPELLINGS = [lambda s: f"suggestions{s}", lambda s: f"ZH-BE_2026-12-02{s.upper()}", lambda s: f"night.rrf{s}.gz"]


@pytest.mark.parametrize("suffix,what", MAPPING_NAMES)
@pytest.mark.parametrize("spell", range(len(SPELLINGS)))
@pytest.mark.parametrize("kind", ["runs", "qrels"])
def test_a_consensus_under_a_mapping_name_is_refused_naming_the_format(suffix, what, spell, kind):
    name = SPELLINGS[spell](suffix)
    assert foreign_output(name) == suffix and what in what_format(suffix)
    with pytest.raises(ValueError, match=rf"^-o {re.escape(name)}: a .+ would be written as lines of text") as caught:
        writer_for(name, kind)
    assert what in str(caught.value)


@pytest.mark.parametrize("suffix,what", MAPPING_NAMES[:6] + MAPPING_NAMES[-3:])
def test_the_command_refuses_before_reading_and_writes_nothing(tmp_path, capsys, suffix, what):
    run = tmp_path / "otp.run"
    run.write_text("OD1:8503000:0:7>8507000:0:3 Q0 IT1@25:10:00 1 -3480 otp\n")
    out = tmp_path / f"suggestions{suffix}"
    assert main(["fuse", str(run), "--method", "rrf", "--quiet", "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert f"suggestions{suffix}" in err and what in err and not out.exists()


@pytest.mark.parametrize("name", ["suggestions.run", "otp.osrm.run", "osm_rrf.run", "pbf.txt", "tiles.run.gz",
                                  "route.gtfs.run", "wkt.res", "o5m"])
def test_the_names_a_run_of_the_engines_takes_are_kept(name):
    assert foreign_output(name) is None
