"""Issue 45's twenty-sixth bar, a seismology team fusing phase pickers' candidate detections per station-day: a file of
the team's tools given where a run or qrels go was told by a field count ("expected 6 fields ..., found 3": a QuakeML
or StationXML document's declaration; "found 1": SeisBench's, PhaseNet's, EQTransformer's pick CSVs, ComCat's event
CSV), by a score, or as an Excel CSV (EQcorrscan's semicolons) instead of by what it is (u26e_*_as_run,
u26e_*_as_qrels).

The members are generated: each XML root with and without a namespace prefix and a declaration, each pick table's
header at a comma or a tab with its columns in several orders, NonLinLoc's phase lines of each phase and error type,
HypoInverse's summary and phase lines, GPD's pick lines; under several names, plain and gzipped, at the runs and the
qrels door and through the command; and near shapes (a run whose ids are the tools' words and times) keep their
reading."""

from __future__ import annotations

import gzip

import pytest

from rankagg.cli import main
from rankagg.io.foreign_shapes import qrels_shape, run_shape
from tests.door_files import root_line

_DECL = '<?xml version="1.0" encoding="UTF-8"?>\n'
XML = [(f'{decl}<{prefix}quakeml xmlns{":q" if prefix else ""}="http://quakeml.org/xmlns/quakeml/1.2">\n'
        '<eventParameters publicID="smi:local/c"/>\n</' + prefix + 'quakeml>\n', "QuakeML")
       for decl in (_DECL, "") for prefix in ("q:", "")]
XML += [(f'{decl}<FDSNStationXML xmlns="http://www.fdsn.org/xml/station/1" schemaVersion="1.{v}">\n'
         '<Source>IRIS-DMC</Source>\n</FDSNStationXML>\n', "StationXML") for decl in (_DECL, "") for v in (0, 2)]
XML += [(f'{_DECL}<seiscomp xmlns="http://geofon.gfz-potsdam.de/ns/seiscomp3-schema/0.{v}" version="0.{v}">\n'
         '<EventParameters/>\n</seiscomp>\n', "SeisComP") for v in (11, 12, 13)]


def _table(cells: list[str], row: list[str], sep: str) -> str:
    return sep.join(cells) + "\n" + sep.join(row) + "\n"


TABLES = [
    (["trace_id", "start_time", "peak_time", "end_time", "peak_value", "phase"],
     ["CI.PAS.", "2026-12-01T09:12:34.36Z", "2026-12-01T09:12:34.56Z", "2026-12-01T09:12:34.76Z", "0.99", "P"],
     "SeisBench"),
    (["station", "phase", "peak_time", "probability"], ["CI.PAS..BHZ", "S", "2026-12-01T09:12:37.91Z", "0.87"],
     "SeisBench"),
    (["file_name", "begin_time", "station_id", "phase_index", "phase_time", "phase_score", "phase_type"],
     ["CI.PAS..BH", "2026-12-01T00:00:00.000", "CI.PAS..BH", "3694182", "2026-12-01T09:12:34.560", "0.993", "P"],
     "PhaseNet"),
    (["fname", "itp", "tp_prob", "its", "ts_prob"], ["CI.PAS.npz", "[3694182]", "[0.993]", "[3694316]", "[0.871]"],
     "PhaseNet"),
    (["network", "station", "event_start_time", "detection_probability", "p_arrival_time", "p_probability"],
     ["CI", "PAS", "2026-12-01 09:12:34.55", "0.99", "2026-12-01 09:12:34.56", "0.97"], "EQTransformer"),
    (["time", "latitude", "longitude", "depth", "mag", "magType", "id"],
     ["2026-12-01T09:12:31.840Z", "34.1478", "-118.1711", "8.45", "2.31", "ml", "ci40912345"], "ComCat"),
    (["id", "time", "mag", "depth", "latitude", "longitude", "place"],
     ["ci40912345", "2026-12-01T09:12:31.840Z", "2.31", "8.45", "34.1478", "-118.1711", "Pasadena"], "ComCat"),
]


def _nlloc_obs(phase: str, error: str, motion: str) -> str:
    return (f"PAS    ?    BHZ  i {phase:<6} {motion} 20261201 0912   34.5600 {error}  5.00e-02 -1.00e+00 -1.00e+00 "
            "-1.00e+00    1\n")


TEXTS = [(_nlloc_obs(p, e, m), "NonLinLoc") for p in ("P", "S", "Pg", "Sn") for e, m in (("GAU", "U"), ("BOX", "?"))]
TEXTS += [('NLLOC "./loc/a.20261201.091231.grid0.loc" "LOCATED" "Location completed."\nSIGNATURE "x"\n'
           'HYPOCENTER  x 0.3 y -0.1 z 8.45  OT 31.84  ix -1 iy -1 iz -1\nEND_NLLOC\n', "NonLinLoc"),
          ('GRID  201 201 41  -100 -100 -2  1 1 1 PROB_DENSITY\n'
           'HYPOCENTER  x 0.3 y -0.1 z 8.45  OT 31.84  ix -1 iy -1 iz -1\n', "NonLinLoc")]
TEXTS += [("20261201091231843408478118 1028  845 231 12 71  4 7 12   5 11 14 4   0 20 L  0     0  0  0   0  0 "
           "  3 0  0  0 23 0  0 40912345\n", "HypoInverse")]
TEXTS += [(f"{sta:<5}CI  BHZ IPU0202612010912 3456  -5  0    0   0      0 0  0   0   0  4212118                   --\n",
           "HypoInverse") for sta in ("PAS", "USC", "SVD", "BKS", "B918")]
TEXTS += [(f"CI {sta} {ph} 2026-12-01T09:12:34.560000Z\nCI {sta} S 2026-12-01T09:12:37.910000Z\n", "GPD")
          for sta in ("PAS", "USC") for ph in ("P", "S")]
TEXTS += [("Template name; Detection time (UTC); Number of channels; Channel list; Detect value; Detection threshold; "
           "Threshold type; Input threshold; Detection type\n"
           f"t1; 2026-12-01T14:03:10.12Z; 6; ('PAS', 'BHZ'); {v}; 2.88; MAD; 8.0; corr\n", "EQcorrscan")
          for v in ("4.31", "-3.9")]

FILES = [(text, what) for text, what in XML + TEXTS]
FILES += [(_table(cells, row, sep), what) for cells, row, what in TABLES for sep in (",", "\t")]
FILES += [(_table(list(reversed(cells)), list(reversed(row)), ","), what) for cells, row, what in TABLES]


@pytest.mark.parametrize("text,what", FILES)
@pytest.mark.parametrize("name", ["picks.run", "catalog.txt", "data", "picks.txt.gz"])
def test_a_seismology_file_is_named_at_the_runs_and_qrels_doors(tmp_path, text, what, name):
    path = tmp_path / name
    path.write_bytes(gzip.compress(text.encode(), mtime=0) if name.endswith(".gz") else text.encode())
    for shape in (run_shape(str(path)), qrels_shape(str(path))):
        assert shape is not None and shape.line == root_line(text) and what in shape.reason, shape


@pytest.mark.parametrize("text,what", FILES[::2])
@pytest.mark.parametrize("name,door", [("picks.csv", "fuse"), ("catalog.xml", "evaluate"), ("picks.out", "fuse")])
def test_the_command_names_the_file_and_line_and_writes_nothing(tmp_path, capsys, text, what, name, door):
    path, run, out = tmp_path / name, tmp_path / "phasenet.run", tmp_path / "candidates.run"
    path.write_text(text)
    run.write_text("CI.PAS..BHZ@2026-12-01 Q0 2026-12-01T09:12:34Z 1 0.99 phasenet\n")
    argv = (["fuse", str(path), str(run), "--method", "rrf", "--quiet", "-o", str(out)] if door == "fuse"
            else ["evaluate", str(run), "--qrels", str(path)])
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert f"{name}:{root_line(text)}" in err and what in err and not out.exists()


@pytest.mark.parametrize("text", [
    "CI.PAS..BHZ@2026-12-01 Q0 2026-12-01T09:12:34Z 1 0.99 phasenet\n",
    "2026120109123184 Q0 2026-12-01T09:12:34Z 1 0.99 phasenet\n",  # a window id of the summary line's digits
    "quakeml Q0 FDSNStationXML 1 9 seiscomp\n",  # the tools' words as ids
    "CI PAS P 1 0.5 gpd\n",  # GPD's first fields, but six of a run (a timestamp fourth is no rank: test_word_ranks)
    "NLLOC Q0 HYPOCENTER 1 9 GAU\n",
])
@pytest.mark.parametrize("name", ["picks.csv", "a.hyp", "phasenet.run"])
def test_near_shapes_keep_their_reading(tmp_path, text, name):
    path = tmp_path / name
    path.write_text(text)
    assert run_shape(str(path)) is None
