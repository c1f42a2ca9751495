"""A computational materials team's files, told by their first lines or bytes, so that a run or qrels door names the
tool that wrote them and says what to do instead of a field count (issue 45's twenty-sixth bar, candidate materials
ranked per screen by fusing ML potentials: a POSCAR was told "expected 6 fields 'qid Q0 docid rank score tag', found
4", a Materials Project export "starts with a header line", pymatgen's entries "its name ends in .json, a JSON
table's", an ASE database "NUL bytes between the characters").

* VASP's files by their text (:func:`materials_shape`, given a file's decoded head): POSCAR / CONTCAR / XDATCAR (a
  comment, a scale, three lattice vectors), OUTCAR (its ``vasp.6.x`` banner), INCAR (``TAG = value`` lines),
  vasprun.xml (``<modeling>``); an (extended) XYZ frame; phonopy's YAML; the tables of the Materials Project, Matbench
  and Matbench Discovery.
* JSON documents by the keys their text holds (:data:`MATERIALS_JSON`, joined to :mod:`rankagg.io.json_documents`'
  shapes): an ASE database or Atoms in JSON, pymatgen's serialised objects.
* Binary files by their magic bytes (:func:`materials_binary`): an SQLite database (ASE's ``.db``), an ASE trajectory.

A potential's scores of a screen's candidates are a run's list: every note says so."""

from __future__ import annotations

import re

from rankagg.io.line_form_store import compiled

__all__ = ["CRYSTAL_CIF", "CRYSTAL_CIF_NOTE", "MATERIALS_JSON", "materials_binary", "materials_shape"]

#: what to do with a materials tool's file: each potential's or surrogate's scores of a screen's candidates are a run
AS_RUN = ("give each ML potential's or surrogate's scores as a run, a screen (a target property over a chemical "
          "system) a query and its materials the documents, the score higher for the more stable (minus E_hull or "
          "minus the formation energy, eV/atom; or energies as they are with --trust-rank and ranks from 1 at the "
          "lowest): 'SCREEN Q0 MATERIAL RANK SCORE MODEL' (or rankagg.fuse({model: {screen: {material: score}}}) in "
          "Python); DFT-verified stability is the qrels, 'SCREEN 0 MATERIAL 1' below the hull cutoff, else 0")
_ONE = "one calculation or structure, no ranking of materials: "
#: the data names a crystal's CIF gives after its data_ block's name (pymatgen's, ICSD's, COD's; mmCIF's are '_entry.')
CRYSTAL_CIF = ("_cell_", "_symmetry_", "_space_group", "_chemical_formula", "_database_code", "_audit_creation")
CRYSTAL_CIF_NOTE = ("is a crystal structure's CIF (a data_ block: cell, symmetry, atom sites), not TREC run or qrels "
                    "lines; " + _ONE + AS_RUN)

#: other tools' JSON documents (the strings their text holds, what they are), for rankagg.io.json_documents
MATERIALS_JSON: tuple[tuple[tuple[str, ...], str], ...] = (
    (('"numbers"', '"positions"', '"__ndarray__"'), "an ASE database or Atoms object in JSON (ase.db's .json: a "
                                                    "record per structure, numbers, positions, cell, energy); "
                                                    + _ONE + AS_RUN),
    (('"@module"', '"pymatgen.'), "pymatgen's serialised objects (JSON: @module, @class, e.g. a "
                                  "ComputedStructureEntry's energy and composition, a Structure's sites); " + _ONE
     + AS_RUN),
)

_FLOAT = r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eEdD][-+]?\d+)?"
_VECTOR = compiled(rf"\s*{_FLOAT}\s+{_FLOAT}\s+{_FLOAT}\s*")
_SCALE = compiled(rf"\s*{_FLOAT}(?:\s+{_FLOAT}\s+{_FLOAT})?\s*")
_SPECIES = compiled(r"\s*[A-Z][a-z]?(?:[_/][\w.]+)?(?:\s+[A-Z][a-z]?(?:[_/][\w.]+)?)*\s*")
_COUNTS = compiled(r"\s*\d+(?:\s+\d+)*\s*")
_ATOM = compiled(rf"\s*[A-Z][a-z]?\d*\s+{_FLOAT}\s+{_FLOAT}\s+{_FLOAT}(?:\s+\S+)*\s*")
_OUTCAR = compiled(r"\s*vasp\.\d+\.\d+")
_INCAR_LINE = compiled(r"\s*([A-Z][A-Z0-9_]*)\s*=\s*\S")
#: tags of VASP's INCAR a run of calculations sets (VASP wiki, Category:INCAR tag)
_INCAR_TAGS = {"ENCUT", "ISMEAR", "SIGMA", "IBRION", "ISIF", "NSW", "EDIFF", "EDIFFG", "PREC", "ALGO", "ISPIN",
               "LREAL", "NELM", "POTIM", "LWAVE", "LCHARG", "MAGMOM", "LDAU", "GGA", "KSPACING", "NCORE", "NPAR"}
#: top-level keys of phonopy's YAML files (phonopy.yaml, phonopy_disp.yaml, band.yaml, mesh.yaml, thermal_properties)
_PHONOPY_KEYS = {"phonopy", "nqpoint", "npath", "segment_nqpoint", "phonon", "natom", "reciprocal_lattice", "mesh",
                 "supercell_matrix", "primitive_matrix", "thermal_properties", "physical_unit", "displacements"}
_TOP_KEY = compiled(r"([a-z_]+):(?:\s|$)")


def _numbered(text: str, n: int = 12) -> list[tuple[int, str]]:
    """The first ``n`` non-blank lines of ``text``, each with its 1-based number."""
    found = []
    for number, line in enumerate(text.lstrip("\ufeff").split("\n")[:200], 1):
        if line.strip():
            found.append((number, line.rstrip("\r")))
            if len(found) == n:
                break
    return found


def _poscar(lines: list[str]) -> bool:
    """A POSCAR's layout: a comment, a scale (or three), three lattice vectors, then species or counts."""
    return (len(lines) >= 6 and _SCALE.fullmatch(lines[1]) is not None
            and all(_VECTOR.fullmatch(ln) for ln in lines[2:5])
            and (_SPECIES.fullmatch(lines[5]) is not None or _COUNTS.fullmatch(lines[5]) is not None))


def _xyz(lines: list[str]) -> str | None:
    """An XYZ frame: the atom count, a comment (extended XYZ's Lattice= / Properties=), then 'Symbol x y z' lines."""
    if len(lines) < 3 or not lines[0].strip().isdigit() or _ATOM.fullmatch(lines[2]) is None:
        return None
    return "an extended XYZ frame" if re.search(r"\b(?:Lattice|Properties)=", lines[1]) else "an XYZ frame"


def _table(header: str) -> str | None:
    """Which materials database's or benchmark's table a header line heads."""
    cells = {c.strip().strip("\"'").lower() for c in re.split(r"[,\t]", header.lstrip("\ufeff"))}
    if "material_id" in cells and any(c.startswith(("e_form_per_atom_", "e_above_hull_")) for c in cells):
        return ("a Matbench Discovery predictions table (material_id, a model's e_form_per_atom_* or e_above_hull_* "
                "per WBM candidate), whose predicted energies are a model's scores")
    if ("material_id" in cells or "task_id" in cells) and len(cells & {
            "formula_pretty", "energy_above_hull", "formation_energy_per_atom", "band_gap", "is_stable",
            "energy_per_atom", "theoretical"}) >= 2:
        return ("a Materials Project table (material_id, formula_pretty, energy_above_hull, ...: the database's DFT "
                "values per material), whose energies above the hull give DFT stability, the qrels")
    if "algorithm" in cells and any("mae" in c for c in cells):
        return "a Matbench leaderboard (task, algorithm, mean mae, ...: a score per model and task, no materials)"
    return None


def materials_shape(name: str, text: str) -> tuple[int, str] | None:
    """The line and the note of a materials tool's file whose decoded head is ``text`` (its base name ``name``),
    or None."""
    numbered = _numbered(text)
    if not numbered:
        return None
    at, first = numbered[0]
    lines = [ln for _, ln in numbered]
    head = "\n".join(lines)
    what = None
    if "<modeling>" in head and re.search(r'<i name="program" type="string">\s*vasp', head):
        what = "VASP's vasprun.xml (XML: <modeling>, a calculation's parameters, energies and structures)"
    elif _OUTCAR.match(first):
        what = "VASP's OUTCAR (the run's log: its vasp.6 banner, then TOTEN energies and forces)"
    elif _poscar(lines):
        kind = "CONTCAR" if name.upper().startswith("CONTCAR") else "XDATCAR" if "XDATCAR" in name.upper() \
            else "POSCAR"
        what = f"VASP's {kind} (a structure: a comment, a scale, three lattice vectors, species and their counts)"
    elif (tags := [m.group(1) for m in map(_INCAR_LINE.match, lines) if m]) and len(tags) >= min(2, len(lines)) \
            and set(tags) & _INCAR_TAGS:
        what = "VASP's INCAR (TAG = value lines: a calculation's settings)"
    elif (xyz := _xyz(lines)) is not None:
        what = f"{xyz} (the atom count, a comment, then 'symbol x y z ...' lines: one structure of a trajectory)"
    elif "phonopy" in {k for m in map(_TOP_KEY.match, lines) if m for k in [m.group(1)]} or len(
            {m.group(1) for m in map(_TOP_KEY.match, lines) if m} & _PHONOPY_KEYS) >= 2:
        what = "phonopy's YAML (phonopy.yaml, band.yaml or mesh.yaml: a crystal's phonons)"
    elif (table := _table(first)) is not None:
        return at, f"is {table}, not TREC run or qrels lines: {AS_RUN}"
    if what is None:
        return None
    return at, f"is {what}, not TREC run or qrels lines; {_ONE}{AS_RUN}"


#: SQLite's header (an ASE database, a .db); ASE's own trajectory format, ulm ('- of Ulm')
_SQLITE = b"SQLite format 3\x00"
_ULM = b"- of Ulm"


def materials_binary(head: bytes) -> tuple[str, str] | None:
    """What binary database or trajectory ``head`` starts, and what to do with it; None for anything else."""
    # another SQLite store (a ROS 2 bag, a GeoPackage) is its own field's or the generic one's to name (u26g_)
    if head.startswith(_SQLITE) and b"CREATE TABLE systems" in head:
        return ("an ASE database (SQLite: its systems, keys and information tables, a row per structure)",
                "open it in Python (ase.db.connect, or sqlite3) and " + AS_RUN)
    if head.startswith(_ULM):
        return ("an ASE trajectory (ulm, ase.io.Trajectory's .traj: structures and energies, no ranking)",
                "read it with ase.io.read(path, ':') and " + AS_RUN)
    return None
