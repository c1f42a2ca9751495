"""Issue 45's twenty-sixth bar, a computational materials team ranking candidate materials per screen by fusing ML
potentials: a file of the team's tools given where a run or qrels go was told by a field count ("expected 6 fields
..., found 4"), a header ("starts with a header line") or a score instead of by what it is: VASP's POSCAR, CONTCAR,
XDATCAR, OUTCAR, INCAR and vasprun.xml, (extended) XYZ frames, phonopy's YAML, a crystal's CIF, and the tables of the
Materials Project, Matbench and Matbench Discovery (u26d_*_as_run, u26d_*_as_qrels).

The members are generated: each POSCAR of the layouts VASP reads (species line or not, one scale or three, selective
dynamics, Cartesian), each INCAR's tags, XYZ frames of several sizes, phonopy's files, each table's header at a comma
or a tab; under several names, plain and gzipped, at the runs and the qrels door and through the command; and near
shapes (a run whose ids are formulas, a run whose tag is VASP) keep their reading."""

from __future__ import annotations

import gzip

import pytest

from rankagg.cli import main
from rankagg.io.binary_containers import container_of
from rankagg.io.foreign_shapes import qrels_shape, run_shape
from tests.door_files import root_line


def _poscar(comment: str, scale: str, species: bool, selective: bool, cartesian: bool) -> str:
    lattice = "   5.4300000000    0.0000000000    0.0000000000\n    0.0000000000    5.4300000000    0.0000000000\n" \
              "    0.0000000000    0.0000000000    5.4300000000\n"
    return (f"{comment}\n{scale}\n{lattice}" + ("   Li   Fe   P    O\n" if species else "")
            + "     4     4     4    16\n" + ("Selective dynamics\n" if selective else "")
            + ("Cartesian\n" if cartesian else "Direct\n") + "  0.0000000000  0.0000000000  0.0000000000\n")


POSCARS = [(_poscar(c, s, sp, sel, cart), "POSCAR")
           for c, s, sp, sel, cart in [("LiFePO4 olivine", "1.0", True, False, False),
                                       ("Li4 Fe4 P4 O16", "1.00000000000000", True, True, False),
                                       ("mp-19017 relaxed", "-163.5", True, False, True),
                                       ("olivine", "1.0 1.0 1.02", False, False, False),
                                       ("Li7La3Zr2O12", "0.98", False, True, True)]]
_OUTCAR = (" {v} 20Jul23 (build Aug 14 2023 10:12:44) complex\n \n executed on             LinuxIFC date "
           "2026.11.30  09:12:44\n running on   64 total cores\n")
OUTCARS = [(_OUTCAR.format(v=v), "OUTCAR") for v in ("vasp.5.4.4.18Apr17-6-g9f103f2a35", "vasp.6.3.2", "vasp.6.4.2")]
INCARS = [(text, "INCAR") for text in (
    "SYSTEM = LLZO relaxation\nENCUT = 520\nISMEAR = 0\nSIGMA = 0.05\n",
    "PREC = Accurate\nEDIFF = 1E-06\nIBRION = 2\nISIF = 3\nNSW = 99\n",
    "ALGO = Fast\nISPIN = 2\nMAGMOM = 4*5.0 16*0.6\nLDAU = .TRUE.\n",
    "  GGA = PE\n  KSPACING = 0.25\n  LWAVE = .FALSE.\n")]
VASPRUN = [('<?xml version="1.0" encoding="ISO-8859-1"?>\n<modeling>\n <generator>\n'
            f'  <i name="program" type="string">vasp {p}</i>\n </generator>\n</modeling>\n', "vasprun")
           for p in ("", " ")]
_ATOMS = "Li 0.0 0.0 0.0\nTi 2.1 2.1 2.1\nO 2.1 2.1 0.0\nO 2.1 0.0 2.1\nO 0.0 2.1 2.1\n"
XYZ = [("5\nLattice=\"4.2 0 0 0 4.2 0 0 0 4.2\" Properties=species:S:1:pos:R:3 energy=-27.4 pbc=\"T T T\"\n"
        + _ATOMS, "extended XYZ"),
       ("5\nProperties=species:S:1:pos:R:3:forces:R:3 config_type=md_600K\n"
        + _ATOMS.replace("\n", " 0.01 0.0 -0.02\n"), "extended XYZ"),
       ("5\nLiTiO3 frame 12\n" + _ATOMS, "an XYZ frame")]
PHONOPY = [(text, "phonopy") for text in (
    "phonopy:\n  version: 2.26.6\n  calculator: vasp\nphysical_unit:\n  atomic_mass: \"AMU\"\n",
    "nqpoint: 204\nnpath: 4\nsegment_nqpoint:\n- 51\n",
    "nqpoint:     1000\nreciprocal_lattice:\n- [  0.18, 0.0, 0.0 ]\nphonon:\n- q-position: [ 0.0, 0.0, 0.0 ]\n",
    "phonopy:\n  version: 2.20.0\nsupercell_matrix:\n- [ 2, 0, 0 ]\n")]
CIFS = [("# generated using pymatgen\ndata_LiFePO4\n_symmetry_space_group_name_H-M   'Pnma'\n_cell_length_a 10.3\n",
         "crystal"),
        ("data_9012345\n_cell_length_a 13.004\n_cell_length_b 13.004\n", "crystal"),
        ("data_global\n_chemical_formula_sum 'Li7 La3 O12 Zr2'\n_cell_length_a 12.9\n", "crystal"),
        ("data_ICSD-182312\n_database_code_ICSD 182312\n_audit_creation_date 2010-02-01\n", "crystal")]


def _table(cells: list[str], row: list[str], sep: str) -> str:
    return sep.join(cells) + "\n" + sep.join(row) + "\n"


TABLES = [(_table(c, r, sep), what) for c, r, what in [
    (["material_id", "formula_pretty", "energy_above_hull", "is_stable"], ["mp-942733", "Li7La3Zr2O12", "0.0", "True"],
     "Materials Project"),
    (["task_id", "formula_pretty", "formation_energy_per_atom", "band_gap"], ["mp-19017", "LiFePO4", "-2.52", "3.7"],
     "Materials Project"),
    (["material_id", "formula", "e_form_per_atom_chgnet"], ["wbm-1-1", "Ag2Cl2", "0.1183"], "Matbench Discovery"),
    (["material_id", "e_above_hull_mace", "e_form_per_atom_mp2020_corrected"], ["wbm-3-74", "0.02", "-1.1"],
     "Matbench Discovery"),
    (["task", "algorithm", "mean mae", "std mae"], ["matbench_mp_gap", "MODNet", "0.2199", "0.0059"], "Matbench"),
    (["algorithm", "mean_mae", "mean_rmse"], ["coGN", "0.017", "0.035"], "Matbench")] for sep in (",", "\t")]

MEMBERS = ([(t, "POSCAR", 1) for t, _ in POSCARS] + [(t, "OUTCAR", 1) for t, _ in OUTCARS]
           + [(t, "INCAR", 1) for t, _ in INCARS] + [(t, w, root_line(t)) for t, w in VASPRUN] + [(t, w, 1) for t, w in XYZ]
           + [(t, w, 1) for t, w in PHONOPY] + [(t, "crystal structure's CIF", 2 if t.startswith("#") else 1)
                                                for t, _ in CIFS] + [(t, w, 1) for t, w in TABLES])
NAMES = ["screen_file", "mace_{}.run", "{}.txt"]


@pytest.mark.parametrize("text, what, line", MEMBERS)
@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("gz", [False, True])
def test_a_materials_tools_file_is_named_at_the_runs_and_qrels_doors(tmp_path, text, what, line, name, gz):
    path = tmp_path / (name.format("x") + (".gz" if gz else ""))
    path.write_bytes(gzip.compress(text.encode(), mtime=0) if gz else text.encode())
    for shape in (run_shape(str(path)), qrels_shape(str(path))):
        assert shape is not None and shape.line == line and what in shape.reason, shape


@pytest.mark.parametrize("text, what, line", MEMBERS)
@pytest.mark.parametrize("door", ["fuse", "evaluate"])
def test_the_command_names_the_file_and_line_and_writes_nothing(tmp_path, capsys, text, what, line, door):
    path, run, out = tmp_path / "model_scores", tmp_path / "mace.run", tmp_path / "top.run"
    path.write_text(text)
    run.write_text("e_hull/Li-La-Zr-O Q0 mp-942733 1 -0.0 mace\n")
    argv = (["fuse", str(path), str(run), "--method", "rrf", "--quiet", "-o", str(out)] if door == "fuse"
            else ["evaluate", str(run), "--qrels", str(path)])
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert f"model_scores:{line}" in err and what in err and not out.exists()


NEAR = [("e_hull/Li-La-Zr-O Q0 Li7La3Zr2O12 1 -0.0 vasp\ne_hull/Li-La-Zr-O Q0 mp-942733 2 -0.01 vasp\n", "vasp.run"),
        ("5 Q0 (Li0.5La0.5)TiO3 1 0.5 mace\n5 Q0 O 2 0.4 mace\n", "POSCAR.run"),
        ("phonopy Q0 nqpoint: 1 2.0 yaml\nphonopy Q0 mesh: 2 1.0 yaml\n", "band.yaml.run")]


@pytest.mark.parametrize("text, name", NEAR)
def test_near_shapes_keep_their_reading(tmp_path, text, name):
    path = tmp_path / name
    path.write_text(text)
    assert run_shape(str(path)) is None and container_of(str(path)) is None
