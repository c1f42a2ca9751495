"""Issue 45's twenty-ninth bar (u29j_*_as_run, u29j_*_as_qrels, u29j_out_*): a maritime domain awareness team's
feeds given as a run or as qrels were told a field count ("expected 6 fields, found 1" for an !AIVDM sentence) or,
for the Danish Maritime Authority's table whose header is a '#' line, a data row taken for a header at line 1; AIS
and NMEA sentences, MarineCadastre's, DMA's and Global Fishing Watch's tables, SBS-1 messages, OpenSky's state
vectors and METAR reports are now named at both doors, plain and gzipped; a run of vessels (MMSIs with leading
zeros) stays read; outputs named .nmea, .ais, .sbs are refused."""

import pytest

import rankagg
from rankagg.cli import main
from rankagg.io.maritime_shapes import maritime_head, maritime_shape
from tests.door_files import refusal_through_the_api

FILES = {
    "feed.nmea": ("!AIVDM,1,1,,B,15M67FC000G?ufbE`FepT@3n00Sa,0*5C\n", "AIS feed", 1),
    "tagged.txt": ("\\s:2573345,c:1764500531*0B\\!AIVDM,1,1,,A,13u?etPv2;0n:dDPwUM1U1Cb069D,0*24\n", "AIS feed", 1),
    "own.txt": ("!AIVDO,1,1,,,B3HOIj000H08MeD6t7c3?wq5oP06,0*7D\n", "AIS feed", 1),
    "gps.log": ("$GPRMC,123519,A,4807.038,N,01131.000,E,022.4,084.4,230394,003.1,W*6A\n", "NMEA 0183", 1),
    "AIS_2026_11_30.csv": ("MMSI,BaseDateTime,LAT,LON,SOG,COG\n219000873,2026-11-30T00:00:01,56.99,10.30,0.1,208.6\n",
                           "MarineCadastre", 1),
    "aisdk-2026-11-30.csv": ("# Timestamp,Type of mobile,MMSI,Latitude,Longitude,Navigational status\n"
                             "30/11/2026 00:00:00,Class A,219000873,56.990000,10.300000,Moored\n",
                             "Danish Maritime Authority", 1),
    "effort.csv": ("date,cell_ll_lat,cell_ll_lon,mmsi,hours,fishing_hours\n2026-11-30,56.9,10.3,219000873,2.5,1.0\n",
                   "Global Fishing Watch", 1),
    "sbs.txt": ("MSG,3,1,1,4CA2D6,1,2026/11/30,10:02:11.123,2026/11/30,10:02:11.123,,37000,,,51.47,-0.45,,,0,0,0,0\n",
                "BaseStation", 1),
    "states.csv": ("time,icao24,lat,lon,velocity,heading\n1764500531,4ca2d6,51.47,-0.4543,231.2,254.0\n", "OpenSky", 1),
    "metar.txt": ("METAR EGLL 301020Z 24015KT 9999 FEW030 08/03 Q1012 NOSIG=\n", "METAR", 1),
    "speci.txt": ("SPECI KJFK 301051Z 31008KT 10SM FEW250 M02/M13 A3025\n", "METAR", 1),
}
RUN = "baltic/2026-11-30 Q0 219000873 1 0.91 ais_gap\nbaltic/2026-11-30 Q0 002320123 2 0.77 ais_gap\n"
QRELS = "baltic/2026-11-30 0 002320123 2\n"


@pytest.mark.parametrize("gz", [False, True])
@pytest.mark.parametrize("door", ["run", "qrels"])
@pytest.mark.parametrize("name", sorted(FILES))
def test_named_for_what_it_is_at_both_doors(tmp_path, name, door, gz):
    content, what, line = FILES[name]
    name = name + (".gz" if gz else "")
    message = refusal_through_the_api(tmp_path, name, content.encode(), RUN, door)
    assert f"{name}:{line}:" in message and what in message and "AREA/DAY Q0 MMSI" in message, message


@pytest.mark.parametrize("text", [RUN, QRELS, "MSG 0 4CA2D6 1\n", "METAR Q0 EGLL 1 2.0 t\n", "!AIVDM Q0 d 1 1 t\n",
                                  "$GPRMC 0 d 2\n", "MMSI Q0 BaseDateTime 1 1 LAT\n"])
def test_runs_and_qrels_are_never_claimed(text):
    assert maritime_shape("x.run", text.splitlines()) is None and maritime_head(text) is None


@pytest.mark.parametrize("text", ["# Timestamp,value\n1,2\n", "MSG,hello\n", "METAR is a weather report\n",
                                  "# a comment\n# Timestamp,Type of mobile,MMSI,Latitude,Longitude\n"])
def test_other_files_are_left_to_others(text):
    assert maritime_shape("x.txt", text.splitlines()) is None and maritime_head(text) is None


def test_a_run_of_vessels_keeps_leading_zeros(tmp_path):
    run, qrels = tmp_path / "ais_gap.run", tmp_path / "boardings.qrels"
    run.write_text(RUN)
    qrels.write_text(QRELS)
    assert rankagg.evaluate(str(run), str(qrels), measures=["P@2", "P@1"]) == {"P@2": 0.5, "P@1": 0.0}


@pytest.mark.parametrize("out", ["risk.nmea", "risk.ais", "risk.sbs"])
def test_outputs_named_for_the_fields_feeds_are_refused(tmp_path, capsys, out):
    run = tmp_path / "ais_gap.run"
    run.write_text(RUN)
    try:
        code = main(["fuse", str(run), "--method", "rrf", "-o", str(tmp_path / out)])
    except SystemExit as exc:
        code = exc.code
    assert code == 2 and out in capsys.readouterr().err
    assert not (tmp_path / out).exists()


@pytest.mark.parametrize("gz", [False, True])
@pytest.mark.parametrize("name,text,where,heading", [
    ("obs.csv", "# station,date,value,flag\nST01,2026-11-30,3.2,ok\n", 1, "'#' comment"),
    ("obs.tsv", "#station\tdate\tvalue\nST01\t2026-11-30\t3.2\n", 1, "'#' comment"),
    ("notes.csv", "# exported 2026-11-30\n# station,date,value\nST01,2026-11-30,3.2\n", 2, "'#' comment"),
    ("plain.csv", "\n\nstation,date,value\nST01,2026-11-30,3.2\n", 3, "a header ('station'"),
    ("one.csv", "# exported 2026-11-30\nstation,date,value\nST01,2026-11-30,3.2\n", 2, "a header ('station'")])
def test_a_tables_header_is_named_at_its_own_line(tmp_path, name, text, where, heading, gz):
    """A table among runs: its header's line, and a header written as a '#' line named as such (the note had called
    the first data row the header, at line 1: u29j_dma_ais_as_run)."""
    name = name + (".gz" if gz else "")
    message = refusal_through_the_api(tmp_path, name, text.encode(), RUN, "run")
    assert f"{name}:{where}:" in message and heading in message and "ST01" not in message, message
