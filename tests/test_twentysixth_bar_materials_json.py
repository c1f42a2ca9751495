"""Issue 45's twenty-sixth bar, a computational materials team: an ASE database (JSON or SQLite), ASE Atoms in JSON,
pymatgen's serialised entries and structures and an ASE trajectory given where a run or qrels go were told by their
names ("its name ends in .json, a JSON table's") or by "NUL bytes between the characters" (u26d_ase_*,
u26d_pymatgen_*).  The members are generated: each document compact or indented, a list or one object, each SQLite
database with ASE's tables or without, under several names, at both doors and through the command."""

from __future__ import annotations

import json
import sqlite3

import pytest

from rankagg.cli import main
from rankagg.io.binary_containers import container_of
from rankagg.io.foreign_shapes import qrels_shape, run_shape
from rankagg.io.json_documents import json_shape

_ND = {"__ndarray__": [[2], "int64", [3, 8]]}
DOCS = [
    ({"1": {"ctime": 26.9, "user": "screen", "numbers": _ND, "positions": {"__ndarray__": [[2, 3], "float64", [0] * 6]},
            "energy": -27.4}, "ids": [1], "nextid": 2}, "ASE database"),
    ({"numbers": _ND, "positions": {"__ndarray__": [[2, 3], "float64", [0] * 6]}, "pbc": [True] * 3}, "ASE"),
    ([{"@module": "pymatgen.entries.computed_entries", "@class": "ComputedStructureEntry", "energy": -12.3,
       "composition": {"Li": 2.0, "O": 1.0}}], "pymatgen"),
    ({"@module": "pymatgen.core.structure", "@class": "Structure", "lattice": {"matrix": [[4.2, 0, 0]] * 3},
      "sites": [{"species": [{"element": "Li", "occu": 0.56}], "abc": [0, 0, 0]}]}, "pymatgen"),
    ({"@module": "pymatgen.analysis.phase_diagram", "@class": "PhaseDiagram", "all_entries": []}, "pymatgen"),
]


@pytest.mark.parametrize("doc, what", DOCS)
@pytest.mark.parametrize("indent", [None, 2])
@pytest.mark.parametrize("name", ["entries.json", "candidates.json.txt", "mace_scores"])
def test_a_materials_json_document_is_named_at_both_doors(tmp_path, doc, what, indent, name):
    text = json.dumps(doc, indent=indent) + "\n"
    assert what in (json_shape(text) or "")
    path = tmp_path / name
    path.write_text(text)
    for shape in (run_shape(str(path)), qrels_shape(str(path))):
        assert shape is not None and shape.line == 1 and what in shape.reason, shape


@pytest.mark.parametrize("doc, what", DOCS)
def test_the_command_names_the_document(tmp_path, capsys, doc, what):
    path, out = tmp_path / "entries.json", tmp_path / "top.run"
    path.write_text(json.dumps(doc))
    assert main(["fuse", str(path), "--method", "rrf", "--quiet", "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert "entries.json:1" in err and what in err and not out.exists()


def _sqlite(path, ase: bool) -> None:
    con = sqlite3.connect(path)
    if ase:
        con.executescript("CREATE TABLE systems (id INTEGER PRIMARY KEY, unique_id TEXT, energy REAL, "
                          "key_value_pairs TEXT);\nCREATE TABLE keys (key TEXT, id INTEGER);\n"
                          "CREATE TABLE information (name TEXT, value TEXT);\n"
                          "INSERT INTO systems VALUES (1, 'a1', -27.4, '{\"material_id\": \"mp-1234\"}');\n")
    else:
        con.executescript("CREATE TABLE results (material TEXT, e_hull REAL);\n"
                          "INSERT INTO results VALUES ('mp-1234', 0.0);\n")
    con.commit()
    con.close()


@pytest.mark.parametrize("ase, what", [(True, "ASE database"), (False, "SQLite database")])
@pytest.mark.parametrize("name", ["candidates.db", "screen.sqlite", "mace_scores"])
def test_a_database_is_named_by_its_bytes(tmp_path, capsys, ase, what, name):
    path, out = tmp_path / name, tmp_path / "top.run"
    _sqlite(path, ase)
    assert what in (container_of(str(path)) or "")
    assert main(["fuse", str(path), "--method", "rrf", "--quiet", "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert name in err and what in err and not out.exists()


@pytest.mark.parametrize("name", ["md_600K.traj", "relax.traj", "frames"])
def test_an_ase_trajectory_is_named_by_its_bytes(tmp_path, name):
    path = tmp_path / name
    # ulm's header: the tag '- of Ulm', ase's tag 'ASE-Trajectory', the version, the offsets (ase.io.ulm)
    path.write_bytes(b"- of UlmASE-Trajectory   " + (3).to_bytes(8, "little") + (48).to_bytes(8, "little")
                     + bytes(64))
    assert "ASE trajectory" in (container_of(str(path)) or "")
