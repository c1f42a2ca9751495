"""Issue 45's twenty-sixth bar of scripts/reliability_matrix.py, a computational materials team's screening of candidate materials across ML interatomic potentials and DFT (its cases, ids ``u26d_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The team's day: each screen (a target property over a chemical system, ``e_hull/Li-La-Zr-O``) is a query, its
candidates the items (Materials Project ids ``mp-942733``, Alexandria's ``agm002153046``, formulas with parentheses
and fractional occupancies, ``Li6.4La3Zr1.4Ta0.6O12``, ``(Li0.33La0.56)TiO3``), and the rankers the ML potentials and
surrogates: MACE, CHGNet, M3GNet (energy above hull, eV/atom, lower is better: written negated so that a higher
score is better, rounded to meV so that ties happen) and ALIGNN (a formation energy).  The team fuses them per screen
with RRF, Borda or CombSUM / CombMNZ (weights from the last round's DFT agreement), keeps the top 20 for DFT, and
judges the fused list against DFT-verified stability (1 when E_hull < 25 meV/atom, else 0) by P@10, nDCG@10 and AP.
The mistakes and odd files: VASP's POSCAR, CONTCAR, OUTCAR, INCAR and vasprun.xml, CIF files, extended XYZ
trajectories, ASE databases (SQLite and JSON), pymatgen's JSON entries, Materials Project and Matbench tables and
phonopy's YAML given where runs or qrels are read, the ranking written under those formats' names (``-o top.vasp``,
``.traj``, ``.cube``), a formula typed with blanks, energies with their unit.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM / CombMNZ from
references.RANKED_LISTS and LISTS_BY_QUERY, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from .case import Case, command_cases, prints_same, reference_setup, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM, TREC_MEASURES)

TWENTYSIXTH_MATERIALS = "45 Unseen inputs: a twenty-sixth bar, a computational materials team's screening of candidate materials across ML interatomic potentials and DFT"

_DATA = r'''
import json, math, subprocess, sys
'''[1:] + SEEDED_UNIFORM + r'''MODELS = ['mace', 'chgnet', 'm3gnet', 'alignn']
SCREENS = ['e_hull/Li-La-Zr-O', 'e_hull/Li-P-S-Cl', 'band_gap/Ga-N-Zn-O', 'sigma_ion/Na-Sb-S', 'e_form/Mg-Mn-O',
           'e_hull/Li-Ti-La-O']
def material(q, i):
    """the screen's i-th candidate, in the spellings the team's tables hold"""
    k = i % 5
    if k == 0:
        return 'mp-%d' % (942733 + 97 * q + i)
    if k == 1:
        return 'Li%.1fLa3Zr%.1fTa%.1fO12' % (7 - 0.2 * (i % 4), 2 - 0.1 * (i % 6), 0.1 * (i % 6))
    if k == 2:
        return '(Li0.%02dLa0.56)TiO3-%d' % (20 + i, q)
    if k == 3:
        return 'agm%09d' % (2153046 + 31 * q + i)
    return 'Li%dPS%dCl-mvc-%d' % (6 + q % 2, 5 + i % 3, 1000 + i)
def shape(model, x):
    """a model's score of a candidate of stability x in [0, 1.5): minus its energy in eV/atom, each model's scale"""
    e_hull = max(0.0, 0.4 - 0.27 * x)
    if model == 'alignn':
        return -round(-2.9 + 1.5 * e_hull, 4)  # minus a formation energy
    return -round(e_hull, 3)  # minus E_hull to the meV: ties at 0
def screens(models=MODELS, n_q=6, n=20, seed=3, drop=None, ids=material, signal=0.6):
    """{model: {screen: {material: score}}}, higher = more stable; candidates 0..3 are DFT-stable"""
    g = lcg(seed)
    out = {}
    for m in models:
        out[m] = {}
        for q in range(n_q):
            p = {}
            for i in range(n):
                u, v = next(g), next(g)
                if i and v < (drop or {}).get(m, 0.0):
                    continue
                p[ids(q, i)] = shape(m, (signal if i < 4 else 0.0) + u)
            out[m][SCREENS[q]] = p
    return out
def stable(n_q=6, n=20, ids=material):
    """DFT-verified stability: 1 when E_hull < 25 meV/atom (candidates 0..3), else 0"""
    return {SCREENS[q]: {ids(q, i): 1 if i < 4 else 0 for i in range(n)} for q in range(n_q)}
''' + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_REFS = {"borda": "borda_ref(l, W)", "rrf": "rrf_ref(l, 60.0, W)", "combsum": "combsum_minmax_ref(l, W)",
         "combmnz": "combmnz_ref(l, W)"}


def _report(code: str, folder: Path) -> bool:
    return prints_same(_REF + TREC_MEASURES + code, {"FOLDER": str(folder)})


def _runs_setup(args: str = "", code: str = "", gz: bool = False):
    """one TREC run per model (its tag the model's name), screens as queries, written with the references"""
    opener = "__import__('gzip').open(P(t + '.run.gz'), 'wt')" if gz else "open(P(t + '.run'), 'w')"
    return reference_setup(_REF, f"RUNS = screens({args})\n"
                           "for t, run in RUNS.items():\n"
                           f"    {opener}.write(run_text(run, t))\n" + code)


def _cli_check(method: str, args: str = "", weights: str = "", depth: int | None = None, output: str = "top.run",
               cut: str = ""):
    code = (f"RUNS = screens({args})\nW = {weights or 'None'}\n{cut}"
            f"refs = {{q: {_REFS[method]} for q, l in per_query(RUNS).items()}}\n"
            f"report(agree_all(read_run(open(FOLDER + '/{output}').read()), refs, {depth}))\n")
    return lambda out, folder: _report(code, folder)


def _frame_fusion(method: str, args: str, weights: str = "None") -> str:
    return (f"import rankagg, pandas as pd\nW = {weights}\nR = screens({args})\n"
            "df = pd.DataFrame(frame_rows(R), columns=['qid', 'docid', 'run', 'score'])\n"
            f"res = rankagg.fuse(df, method='{method}', weights=W)\n"
            "rows = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) "
            "for q, g in res.groupby('qid')}\n"
            f"refs = {{q: {_REFS[method]} for q, l in per_query(R).items()}}\n"
            "report(agree_all(rows, refs, written=False))\n")


_MODEL_RUNS = [f"{m}.run" for m in ("mace", "chgnet", "m3gnet", "alignn")]
_OUT = ("top.run",)
_ONE_RUN = "e_hull/Li-La-Zr-O Q0 mp-942733 1 -0.0 mace\ne_hull/Li-La-Zr-O Q0 Li6.4La3Zr1.4Ta0.6O12 2 -0.012 mace\n"

# the team's tools' files, as each writes them (a few records)
_POSCAR = ("Li7 La3 Zr2 O12\n1.0\n   13.0040000000    0.0000000000    0.0000000000\n"
           "    0.0000000000   13.0040000000    0.0000000000\n    0.0000000000    0.0000000000   13.0040000000\n"
           "   Li   La   Zr    O\n    56    24    16    96\nDirect\n  0.1250000000  0.0000000000  0.2500000000\n"
           "  0.3750000000  0.0000000000  0.2500000000\n")
_CONTCAR = ("Li56 La24 Zr16 O96\n   1.00000000000000\n    12.9812345678901234    0.0000000000000000    0.0000000000000000\n"
            "     0.0000000000000000   12.9812345678901234    0.0000000000000000\n"
            "     0.0000000000000000    0.0000000000000000   12.9812345678901234\n   Li   La   Zr   O\n"
            "    56    24    16    96\nSelective dynamics\nDirect\n  0.1250000000000000  0.0000000000000000  "
            "0.2500000000000000   T   T   T\n")
_OUTCAR = (" vasp.6.4.2 20Jul23 (build Aug 14 2023 10:12:44) complex\n \n executed on             LinuxIFC date "
           "2026.11.30  09:12:44\n running on   64 total cores\n distrk:  each k-point on   64 cores,    1 groups\n"
           " --------------------------------------------------------------------------------------------------------\n"
           "   free  energy   TOTEN  =      -1231.44213744 eV\n")
_INCAR = ("SYSTEM = LLZO Ta-doped relaxation\nPREC = Accurate\nENCUT = 520\nEDIFF = 1E-06\nEDIFFG = -0.01\n"
          "ISMEAR = 0\nSIGMA = 0.05\nIBRION = 2\nISIF = 3\nNSW = 99\nLREAL = Auto\n")
_VASPRUN = ('<?xml version="1.0" encoding="ISO-8859-1"?>\n<modeling>\n <generator>\n'
            '  <i name="program" type="string">vasp </i>\n  <i name="version" type="string">6.4.2  </i>\n'
            '  <i name="subversion" type="string">20Jul23 (build Aug 14 2023 10:12:44) complex          parallel </i>\n'
            ' </generator>\n <incar>\n  <i type="string" name="PREC">accurate</i>\n  <i name="ENCUT">    520.00000000</i>\n'
            ' </incar>\n</modeling>\n')
_CIF = ("# generated using pymatgen\ndata_Li7La3Zr2O12\n_symmetry_space_group_name_H-M   'Ia-3d'\n"
        "_cell_length_a   13.00400000\n_cell_length_b   13.00400000\n_cell_length_c   13.00400000\n"
        "_cell_angle_alpha   90.00000000\n_symmetry_Int_Tables_number   230\n_chemical_formula_structural   "
        "Li7La3Zr2O12\n_chemical_formula_sum   'Li56 La24 Zr16 O96'\nloop_\n _atom_site_type_symbol\n _atom_site_label\n"
        " _atom_site_symmetry_multiplicity\n _atom_site_fract_x\n _atom_site_fract_y\n _atom_site_fract_z\n"
        " _atom_site_occupancy\n  Li  Li0  24  0.37500000  0.00000000  0.25000000  0.56\n")
_EXTXYZ = ("4\nLattice=\"4.2 0.0 0.0 0.0 4.2 0.0 0.0 0.0 4.2\" Properties=species:S:1:pos:R:3:forces:R:3 "
           "energy=-27.41283 stress=\"0.01 0 0 0 0.01 0 0 0 0.01\" config_type=md_600K pbc=\"T T T\"\n"
           "Li       0.00000000       0.00000000       0.00000000      -0.01220000       0.00310000       0.00000000\n"
           "Ti       2.10000000       2.10000000       2.10000000       0.00000000       0.00000000       0.04410000\n"
           "O        2.10000000       2.10000000       0.00000000       0.00210000      -0.00810000       0.00000000\n"
           "O        2.10000000       0.00000000       2.10000000       0.00000000       0.00000000       0.00000000\n")
_ASE_JSON = json.dumps({"1": {"ctime": 26.9112, "mtime": 26.9112, "user": "screen", "numbers": {
    "__ndarray__": [[4], "int64", [3, 22, 8, 8]]}, "positions": {"__ndarray__": [[4, 3], "float64", [
        0.0, 0.0, 0.0, 2.1, 2.1, 2.1, 2.1, 2.1, 0.0, 2.1, 0.0, 2.1]]}, "cell": {"array": {"__ndarray__": [
            [3, 3], "float64", [4.2, 0, 0, 0, 4.2, 0, 0, 0, 4.2]]}, "__ase_objtype__": "cell"}, "pbc": {
    "__ndarray__": [[3], "bool", [True, True, True]]}, "calculator": "mace", "energy": -27.41283,
    "key_value_pairs": {"material_id": "mp-1234", "e_hull": 0.012}}, "ids": [1], "nextid": 2}, indent=1) + "\n"
_PYMATGEN = json.dumps([{"@module": "pymatgen.entries.computed_entries", "@class": "ComputedStructureEntry",
                         "@version": "2024.11.13", "energy": -1231.44213744, "composition": {
                             "Li": 56.0, "La": 24.0, "Zr": 16.0, "O": 96.0}, "entry_id": "mp-942733",
                         "correction": -52.1, "parameters": {"run_type": "GGA", "is_hubbard": False},
                         "data": {"e_above_hull": 0.0}}], indent=2) + "\n"
_MP_CSV = ("material_id,formula_pretty,energy_above_hull,formation_energy_per_atom,band_gap,is_stable,theoretical\n"
           "mp-942733,Li7La3Zr2O12,0.0,-2.8766,4.3128,True,False\n"
           "mp-1185319,Li7La3Zr2O12,0.0178,-2.8588,4.0112,False,True\n")
_MATBENCH = ("task,algorithm,mean mae,std mae,mean rmse,max max_error\n"
             "matbench_mp_e_form,coGN,0.0170,0.0003,0.0350,1.2630\n"
             "matbench_mp_e_form,ALIGNN,0.0215,0.0005,0.0551,1.8230\n")
_DISCOVERY = ("material_id,formula,e_form_per_atom_mp2020_corrected,e_form_per_atom_mace,e_above_hull_mace\n"
              "wbm-1-1,Ag2Cl2,0.1421,0.1183,0.0223\nwbm-1-2,AgCl3,0.5021,0.4611,0.3107\n")
_PHONOPY = ("phonopy:\n  version: 2.26.6\n  frequency_unit_conversion_factor: 15.633302\n  symmetry_tolerance: "
            "1.00000e-05\n  configuration:\n    dim: \"2 2 2\"\n    create_displacements: \".true.\"\n"
            "physical_unit:\n  atomic_mass: \"AMU\"\n  length: \"angstrom\"\n  force_constants: \"eV/angstrom^2\"\n"
            "space_group:\n  type: \"Ia-3d\"\n  number: 230\n")
_BAND_YAML = ("nqpoint: 204\nnpath: 4\nsegment_nqpoint:\n- 51\n- 51\nreciprocal_lattice:\n"
              "- [    0.076898,    0.000000,    0.000000 ] # a*\nnatom:   192\nphonon:\n- q-position: [    0.0000000,"
              "    0.0000000,    0.0000000 ]\n  distance:    0.0000000\n  band:\n  - # 1\n    frequency:    -0.0001\n")


def _ase_db(folder: Path, name: str) -> None:
    """an ASE database as ase.db writes it (SQLite: systems, keys, ... tables), a candidate a row"""
    con = sqlite3.connect(folder / name)
    con.executescript(
        "CREATE TABLE systems (id INTEGER PRIMARY KEY AUTOINCREMENT, unique_id TEXT UNIQUE, ctime REAL, mtime REAL, "
        "username TEXT, numbers BLOB, positions BLOB, cell BLOB, pbc INTEGER, energy REAL, natoms INTEGER, "
        "fmax REAL, key_value_pairs TEXT, data BLOB);\n"
        "CREATE TABLE keys (key TEXT, id INTEGER, FOREIGN KEY (id) REFERENCES systems(id));\n"
        "CREATE TABLE information (name TEXT, value TEXT);\n"
        "INSERT INTO information VALUES ('version', '10'), ('metadata', '{}');\n"
        "INSERT INTO systems (unique_id, ctime, mtime, username, energy, natoms, key_value_pairs) VALUES "
        "('8a0c3f', 26.9, 26.9, 'screen', -27.41283, 4, '{\"material_id\": \"mp-1234\", \"e_hull\": 0.012}');\n")
    con.commit()
    con.close()


def _files_setup(extra: dict[str, str]):
    def setup(folder: Path) -> None:
        _ase_db(folder, "candidates.db")
        for name, text in extra.items():
            (folder / name).write_text(text)
    return setup


def twentysixth_bar_materials_cases() -> list[Case]:
    G = TWENTYSIXTH_MATERIALS
    ok, bad = snippet_cases(G, _REF + TREC_MEASURES, ok_timeout=180, bad_timeout=90)
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    cases: list[Case] = []

    # --- the day's answers through the Python API, checked against references computed by hand ---------------------
    cases.append(ok(
        "u26d_rrf_potentials_dict", "rankagg.fuse({model: {screen: {material: -E_hull}}}, method='rrf'): MACE, "
        "CHGNet, M3GNet and ALIGNN over 6 screens of 20 candidates (mp ids, Alexandria ids, fractional formulas)",
        "import rankagg\nR = screens()\nres = rankagg.fuse(R, method='rrf')\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="Cormack et al. 2009: sum 1 / (60 + r); the potentials' ties at -0.0 eV/atom (on the hull) ordered as "
            "trec_eval orders them, the id descending (docs/conventions.md)"))
    cases.append(ok(
        "u26d_borda_partial_models", "rankagg.fuse(..., method='borda'): ALIGNN had no checkpoint for 40% of the "
        "chemistries, M3GNet's relaxations of a quarter failed; Borda shares the missing places",
        "import rankagg\nR = screens(seed=5, drop={'alignn': 0.4, 'm3gnet': 0.25})\n"
        "res = rankagg.fuse(R, method='borda')\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="rankagg methods borda: n - r + 1 points, a list's missing ids (n - k + 1) / 2 each"))
    cases.append(ok(
        "u26d_combmnz_long_frame", "rankagg.fuse(DataFrame qid, docid, run, score), CombMNZ: a candidate relaxed by "
        "more potentials rises", _frame_fusion("combmnz", "seed=7, drop={'alignn': 0.5, 'chgnet': 0.2}"),
        why="README: a long DataFrame in, a frame back; rankagg methods combmnz (Fox & Shaw 1994) over min-max scores"))
    cases.append(ok(
        "u26d_fuser_weighted_rrf", "rankagg.Fuser('rrf', weights=...) per screen: weights from last round's DFT "
        "agreement (MACE 2, CHGNet 1.5, M3GNet 1, ALIGNN 0.5)",
        "import rankagg\nW = {'mace': 2.0, 'chgnet': 1.5, 'm3gnet': 1.0, 'alignn': 0.5}\n"
        "R = screens(seed=9)\nf = rankagg.Fuser('rrf', weights=W)\nmsg = ''\n"
        "for q, lists in per_query(R).items():\n"
        "    msg = msg or agree(f(lists), rrf_ref(lists, 60.0, W), written=False)\n"
        "report(msg)\n",
        why="Cormack et al. 2009: sum w / (60 + r); README's Fuser"))
    cases.append(ok(
        "u26d_combsum_weighted_frame", "rankagg.fuse(frame, method='combsum', weights=...): min-max CombSUM of "
        "-E_hull and ALIGNN's -E_form, which have different scales", _frame_fusion(
            "combsum", "seed=11, drop={'alignn': 0.3}", "{'mace': 1.5, 'chgnet': 1.0, 'm3gnet': 0.5, 'alignn': 0.25}"),
        why="rankagg methods combsum: sum of w x min-max scores (each list's own scale)"))
    cases.append(ok(
        "u26d_evaluate_dft_stable", "rankagg.evaluate(fused, stable, ['P@10', 'nDCG@10', 'AP', 'RR']): the RRF "
        "ranking against DFT-verified stability (E_hull < 25 meV/atom is 1)",
        "import rankagg\nR = screens(seed=13, signal=0.3)\nres = rankagg.fuse(R, method='rrf')\nqrels = stable()\n"
        "got = rankagg.evaluate(res, qrels, ['P@10', 'nDCG@10', 'AP', 'RR'])\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "orders = {q: fused_order(r) for q, r in refs.items()}\n"
        "want, per = measures(orders, qrels)\nwant.pop('P@5')\n"
        "want['P@10'] = sum(prec(orders[q], qrels[q], 10) for q in per) / len(per)\n"
        "report('' if all(abs(got[m] - want[m]) < 1e-9 for m in want) and 0 < want['AP'] < 1 "
        "else '%r vs %r' % (got, want))\n",
        why="trec_eval's P@10, nDCG@10, AP and RR (references.TREC_MEASURES)"))
    cases.append(ok(
        "u26d_on_hull_ties_by_hand", "rankagg.fuse({'mace': ..., 'chgnet': ...}, method='borda') of one screen's "
        "five candidates, three on MACE's hull (-0.0): the tied ids ordered as trec_eval orders them, points by hand",
        "import rankagg\nA = {'mp-942733': -0.0, 'mp-1185319': -0.0, 'Li6.4La3Zr1.4Ta0.6O12': -0.0, "
        "'(Li0.33La0.56)TiO3': -0.031, 'agm002153046': -0.2}\n"
        "B = {'mp-942733': -0.004, 'mp-1185319': -0.021, 'Li6.4La3Zr1.4Ta0.6O12': -0.004, "
        "'(Li0.33La0.56)TiO3': -0.3, 'agm002153046': -0.12}\n"
        "res = rankagg.fuse({'mace': {'s': A}, 'chgnet': {'s': B}}, method='borda')['s']\n"
        "# mace: mp-942733 mp-1185319 Li6.4La3Zr1.4Ta0.6O12 (Li0.33La0.56)TiO3 agm002153046 -> 5 4 3 2 1\n"
        "# chgnet: mp-942733 Li6.4La3Zr1.4Ta0.6O12 mp-1185319 agm002153046 (Li0.33La0.56)TiO3 -> 5 4 3 2 1\n"
        "want = {'mp-942733': 10.0, 'mp-1185319': 7.0, 'Li6.4La3Zr1.4Ta0.6O12': 7.0, 'agm002153046': 3.0, "
        "'(Li0.33La0.56)TiO3': 3.0}\n"
        "# ties: both 7-point ids best at place 2 -> the smaller id ('L' < 'm'); both 3-point ids best at 4 -> '(' < 'a'\n"
        "order = ['mp-942733', 'Li6.4La3Zr1.4Ta0.6O12', 'mp-1185319', '(Li0.33La0.56)TiO3', 'agm002153046']\n"
        "report('' if dict(res) == want and list(res) == order else repr(res))\n",
        why="trec_eval orders equal scores by docid descending; Borda n - r + 1; docs/conventions.md's tie rule (more "
            "rankers, best place, smaller docid)"))
    cases.append(ok(
        "u26d_volume_wbm_screen", "rankagg.fuse: a WBM-sized screen, 1,000 chemical systems x 40 candidates x 4 "
        "potentials (160,000 energies), method='rrf', the top 20 per system for DFT",
        "import rankagg, numpy as np\nrng = np.random.default_rng(2026)\n"
        "qs = ['sys-%04d' % k for k in range(1000)]\nruns = {m: {} for m in MODELS}\n"
        "for k, q in enumerate(qs):\n"
        "    ids = ['wbm-%d-%d' % (k, i) for i in range(40)]\n"
        "    base = rng.random(40)\n"
        "    for m in MODELS:\n"
        "        runs[m][q] = dict(zip(ids, (-np.round(0.5 * base + 0.5 * rng.random(40), 4)).tolist()))\n"
        "res = rankagg.fuse(runs, method='rrf', depth=20)\nmsg = ''\n"
        "for q in qs:\n"
        "    sc = {}\n"
        "    for m in MODELS:\n"
        "        for r, d in enumerate(desc_order(runs[m][q]), 1):\n"
        "            sc[d] = sc.get(d, 0.0) + 1.0 / (60 + r)\n"
        "    top = sorted(sc, key=lambda d: -sc[d])[:20]\n"
        "    got = res[q]\n"
        "    if len(got) != 20 or any(abs(got[d] - sc[d]) > 1e-12 for d in got) or min(got.values()) < sc[top[-1]] - 1e-12:\n"
        "        msg = msg or '%s: top 20 differs' % q\n"
        "report(msg)\n",
        why="Cormack et al. 2009 RRF by brute force; README: depth= keeps each query's first N", timeout=240))
    cases.append(ok(
        "u26d_rank_frame_hull_order", "rankagg.fuse(frame qid, docid, run, rank): the potentials' hull orders only "
        "(rank 1 the lowest E_hull), RRF over those ranks",
        "import rankagg, pandas as pd\nR = screens(seed=15, drop={'chgnet': 0.3})\n"
        "rows = [(q, d, t, r) for t, run in R.items() for q, p in run.items() for r, d in enumerate(desc_order(p), 1)]\n"
        "df = pd.DataFrame(rows, columns=['qid', 'docid', 'run', 'rank'])\n"
        "ranks = {t: {q: {d: r for qq, d, tt, r in rows if tt == t and qq == q} for q in run} for t, run in R.items()}\n"
        "res = rankagg.fuse(df, method='rrf')\n"
        "got = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) for q, g in res.groupby('qid')}\n"
        "refs = {q: rrf_ranks(l) for q, l in per_query(ranks).items()}\n"
        "report(agree_all(got, refs, written=False))\n",
        why="docs/conventions.md: a frame's rank column is read when it has no score column; Cormack et al. 2009"))
    cases.append(ok(
        "u26d_arrow_table_scores", "rankagg.fuse(pyarrow.Table qid, docid, run, score): the screening table as "
        "Arrow, RRF", "import rankagg, pyarrow as pa\nR = screens(seed=19, drop={'alignn': 0.3})\nrows = frame_rows(R)\n"
        "t = pa.table({'qid': [r[0] for r in rows], 'docid': [r[1] for r in rows], 'run': [r[2] for r in rows], "
        "'score': [float(r[3]) for r in rows]})\n"
        "res = rankagg.fuse(t, method='rrf')\n"
        "got = {}\n"
        "for q, d, s in zip(*[res.column(c).to_pylist() for c in ('qid', 'docid', 'score')]):\n"
        "    got.setdefault(q, []).append((d, s))\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: sorted(v, key=lambda x: fused_order(refs[q]).index(x[0])) for q, v in got.items()}, "
        "refs, written=False))\n",
        why="README: Arrow tables are read as long frames; Cormack et al. 2009"))

    # --- the command line ------------------------------------------------------------------------------------------
    fusions = [
        ("u26d_cli_rrf_model_runs", "one run per potential, screens as queries", "rrf", [], None, "seed=23", "", None,
         "Cormack et al. 2009; TREC lines ranked by score then docid (docs/conventions.md)"),
        ("u26d_cli_borda_weights_file", "'NAME W' lines from the last round's DFT agreement", "borda",
         ["--weights", "weights.txt"], {"weights.txt": "mace 2\nchgnet 1.5\nm3gnet 1\nalignn 0.5\n"}, "seed=25",
         "{'mace': 2, 'chgnet': 1.5, 'm3gnet': 1, 'alignn': 0.5}", None,
         "rankagg fuse --help: --weights FILE of 'NAME W' lines; weighted Borda"),
        ("u26d_cli_combmnz_top20_partial", "ALIGNN and M3GNet scored half of the candidates; the top 20 per screen "
         "go to DFT", "combmnz", ["--depth", "20"], None, "seed=27, n=30, drop={'alignn': 0.5, 'm3gnet': 0.5}", "",
         20, "rankagg methods combmnz: min-max CombSUM times the lists holding the candidate; --depth 20"),
        ("u26d_cli_combsum_inline_weight", "MACE weighted on the command line, the others 1", "combsum",
         ["--weights", "mace=2"], None, "seed=29", "{'mace': 2.0}", None,
         "README: --weights NAME=W, unnamed runs weigh 1; rankagg methods combsum"),
    ]
    for cid, what, method, options, files, args, weights, depth, why in fusions:
        cases.append(cli_ok(
            cid, f"rankagg fuse mace.run chgnet.run m3gnet.run alignn.run {' '.join(['--method', method, *options])}: "
            f"{what}", ["fuse", *_MODEL_RUNS, "--method", method, *options, "-o", "top.run"], files,
            _cli_check(method, args, weights, depth), setup=_runs_setup(args), why=why))
    cases.append(cli_ok(
        "u26d_cli_gzipped_runs", "rankagg fuse mace.run.gz ... --method rrf: the cluster's runs kept gzipped",
        ["fuse", *[r + ".gz" for r in _MODEL_RUNS], "--method", "rrf", "-o", "top.run"], None,
        _cli_check("rrf", "seed=31"), setup=_runs_setup("seed=31", gz=True),
        why="docs/conventions.md: a run may be gzip-compressed; Cormack et al. 2009"))
    cases.append(cli_ok(
        "u26d_cli_input_depth", "rankagg fuse ... --method rrf --input-depth 10: each potential's 10 most stable "
        "candidates only", ["fuse", *_MODEL_RUNS, "--method", "rrf", "--input-depth", "10", "-o", "top.run"], None,
        _cli_check("rrf", "seed=33", cut="RUNS = {f: {q: {d: p[d] for d in desc_order(p)[:10]} for q, p in run.items()} "
                   "for f, run in RUNS.items()}\n"),
        setup=_runs_setup("seed=33"), why="docs/conventions.md: --input-depth N cuts each run first; Cormack et al."))
    _PUNCT = ("ids = lambda q, i: ['Li7La3Zr2O12#Ia-3d-%d' % i, '(Li0.5La0.5)TiO3_%d' % i, 'Na3SbS4[tet]%d' % i, "
              "'Ca(OH)2:%d' % i, 'mp-%d/GGA+U' % (1234 + i), \"Li6PS5Cl'%d\" % i][i % 6]\n")
    cases.append(cli_ok(
        "u26d_cli_punctuated_formulas", "rankagg fuse mace.run chgnet.run --method rrf: ids with a space group after "
        "'#', parentheses, brackets, a colon, a slash and '+U', an apostrophe",
        ["fuse", "mace.run", "chgnet.run", "--method", "rrf", "-o", "top.run"], None,
        lambda out, folder: _report(
            _PUNCT + "R = screens(models=['mace', 'chgnet'], seed=35, ids=ids)\n"
            "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
            "report(agree_all(read_run(open(FOLDER + '/top.run').read()), refs))\n", folder),
        setup=reference_setup(_REF, _PUNCT + "for t, run in screens(models=['mace', 'chgnet'], seed=35, "
                              "ids=ids).items():\n    open(P(t + '.run'), 'w').write(run_text(run, t))\n"),
        why="docs/conventions.md: a query or document id is any token without blanks ('#' inside a line is no "
            "comment); Cormack et al. 2009"))
    cases.append(cli_ok(
        "u26d_cli_evaluate_stable", "rankagg evaluate top.run --qrels dft_stable.qrels -m map -m P.10 -m "
        "ndcg_cut.10: the fused ranking against DFT-verified stability",
        ["evaluate", "top.run", "--qrels", "dft_stable.qrels", "-m", "map", "-m", "P.10", "-m", "ndcg_cut.10"], None,
        lambda out, folder: _report(
            "rows = read_run(open(FOLDER + '/top.run').read())\nqrels = stable()\n"
            "orders = {q: [d for d, _ in sorted(r, key=lambda x: (x[1], x[0].encode()), reverse=True)] "
            "for q, r in rows.items()}\nwant, per = measures(orders, qrels)\n"
            "want['P@10'] = sum(prec(orders[q], qrels[q], 10) for q in per) / len(per)\n"
            "nums = {}\nfor line in OUT.splitlines():\n    f = line.split()\n"
            "    if len(f) >= 3 and f[-2] == 'all':\n        nums[f[0]] = float(f[-1])\n"
            "    elif len(f) == 2:\n        nums[f[0]] = float(f[1])\n"
            "ap = nums.get('AP', nums.get('map'))\np10 = nums.get('P@10', nums.get('P_10'))\n"
            "nd = nums.get('nDCG@10', nums.get('ndcg_cut_10'))\n"
            "report('' if None not in (ap, p10, nd) and abs(ap - want['AP']) < 1e-4 and abs(p10 - want['P@10']) < 1e-4 "
            "and abs(nd - want['nDCG@10']) < 1e-4 and 0 < ap < 1 else 'got %r want %r' % (nums, want))\n"
            .replace("OUT", repr(out)), folder),
        setup=reference_setup(_REF, "R = screens(seed=37, signal=0.3)\n"
                              "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
                              "lines = []\nfor q, r in refs.items():\n"
                              "    lines += ['%s Q0 %s %d %r fused' % (q, d, i, r[0][d]) for i, d in "
                              "enumerate(trec_order(r[0]), 1)]\n"
                              "open(P('top.run'), 'w').write('\\n'.join(lines) + '\\n')\n"
                              "open(P('dft_stable.qrels'), 'w').write(''.join('%s 0 %s %d\\n' % (q, d, g) "
                              "for q, j in stable().items() for d, g in j.items()))\n"),
        why="trec_eval's map, P_10 and ndcg_cut_10 (references.TREC_MEASURES)"))
    cases.append(cli_ok(
        "u26d_cli_evaluate_per_screen", "rankagg evaluate mace.run --qrels dft_stable.qrels -q -m P.1 -m recip_rank: "
        "was MACE's first candidate stable, screen by screen (ties on the hull at -0.0)",
        ["evaluate", "mace.run", "--qrels", "dft_stable.qrels", "-q", "-m", "P.1", "-m", "recip_rank"],
        {"mace.run": "e_hull/Li-La-Zr-O Q0 mp-942733 1 -0.0 mace\ne_hull/Li-La-Zr-O Q0 mp-1185319 2 -0.018 mace\n"
                     "e_hull/Li-P-S-Cl Q0 Li6PS5Cl 1 -0.0 mace\ne_hull/Li-P-S-Cl Q0 Li7PS6 2 -0.0 mace\n"
                     "e_hull/Li-P-S-Cl Q0 Li3PS4 3 -0.0 mace\n"
                     "band_gap/Ga-N-Zn-O Q0 mp-2133 1 -0.031 mace\nband_gap/Ga-N-Zn-O Q0 mp-804 2 -0.031 mace\n",
         "dft_stable.qrels": "e_hull/Li-La-Zr-O 0 mp-942733 1\ne_hull/Li-P-S-Cl 0 Li3PS4 1\n"
                             "e_hull/Li-P-S-Cl 0 Li7PS6 0\nband_gap/Ga-N-Zn-O 0 mp-804 1\n"},
        lambda out, folder: (lambda nums: nums.get(("e_hull/Li-La-Zr-O", "p1")) == 1.0
                             and nums.get(("e_hull/Li-P-S-Cl", "p1")) == 0.0
                             and nums.get(("band_gap/Ga-N-Zn-O", "p1")) == 1.0
                             and abs(nums.get(("e_hull/Li-P-S-Cl", "rr"), -1) - 1 / 3) < 1e-4
                             and abs(nums.get(("band_gap/Ga-N-Zn-O", "rr"), -1) - 1.0) < 1e-4)(
            {(f[-2], "p1" if f[0].lower() in ("p_1", "p@1") else "rr"): float(f[-1]) for f in map(str.split,
             out.splitlines()) if len(f) >= 3 and "/" in f[-2]}),
        why="trec_eval -q: ties by docid descending (Li7PS6, Li6PS5Cl, Li3PS4 at -0.0: Li3PS4 third, RR 1/3; "
            "mp-804 before mp-2133 at -0.031: P_1 1)"))
    cases.append(cli_ok(
        "u26d_cli_ehull_rising_warns", "rankagg fuse ehull_mace.run chgnet.run --method rrf: E_hull written as the "
        "score beside its rank (lower is better), rising down every list",
        ["fuse", "ehull_mace.run", "chgnet.run", "--method", "rrf", "-o", "top.run"],
        {"ehull_mace.run": "e_hull/Li-La-Zr-O Q0 mp-942733 1 0.001 mace\ne_hull/Li-La-Zr-O Q0 Li6.4La3Zr1.4Ta0.6O12 2 "
                           "0.012 mace\ne_hull/Li-La-Zr-O Q0 agm002153046 3 0.044 mace\n"
                           "e_hull/Li-P-S-Cl Q0 Li6PS5Cl 1 0.002 mace\ne_hull/Li-P-S-Cl Q0 Li7PS6 2 0.031 mace\n",
         "chgnet.run": "e_hull/Li-La-Zr-O Q0 mp-942733 1 -0.004 chgnet\ne_hull/Li-La-Zr-O Q0 agm002153046 2 -0.05 "
                       "chgnet\ne_hull/Li-P-S-Cl Q0 Li7PS6 1 -0.011 chgnet\n"},
        lambda out, folder: _report(
            "R = {'mace': {'e_hull/Li-La-Zr-O': {'mp-942733': 0.001, 'Li6.4La3Zr1.4Ta0.6O12': 0.012, "
            "'agm002153046': 0.044}, 'e_hull/Li-P-S-Cl': {'Li6PS5Cl': 0.002, 'Li7PS6': 0.031}}, "
            "'chgnet': {'e_hull/Li-La-Zr-O': {'mp-942733': -0.004, 'agm002153046': -0.05}, "
            "'e_hull/Li-P-S-Cl': {'Li7PS6': -0.011}}}\n"
            "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
            "report(agree_all(read_run(open(FOLDER + '/top.run').read()), refs))\n", folder),
        warns="ehull_mace.run",
        why="docs/conventions.md: a run file whose scores rise down every list is read by score, with a warning "
            "naming the file (rankagg/io/score_direction.py); trec_eval reads the scores"))
    cases.append(cli_ok(
        "u26d_cli_trust_rank_ehull", "rankagg fuse ehull_mace.run ehull_chgnet.run --method rrf --trust-rank: E_hull "
        "as the score, the lists ordered by their rank column as the team meant",
        ["fuse", "ehull_mace.run", "ehull_chgnet.run", "--method", "rrf", "--trust-rank", "-o", "top.run"],
        {"ehull_mace.run": "s Q0 mp-942733 1 0.001 mace\ns Q0 mp-1185319 2 0.012 mace\ns Q0 agm002153046 3 0.044 mace\n",
         "ehull_chgnet.run": "s Q0 mp-1185319 1 0.0 chgnet\ns Q0 mp-942733 2 0.02 chgnet\n"
                             "s Q0 Li7PS6 3 0.05 chgnet\n"},
        lambda out, folder: _report(
            "R = {'mace': {'s': {'mp-942733': 1, 'mp-1185319': 2, 'agm002153046': 3}}, "
            "'chgnet': {'s': {'mp-1185319': 1, 'mp-942733': 2, 'Li7PS6': 3}}}\n"
            "refs = {q: rrf_ranks(l) for q, l in per_query(R).items()}\n"
            "report(agree_all(read_run(open(FOLDER + '/top.run').read()), refs))\n", folder),
        why="rankagg fuse --help: --trust-rank orders lists by their rank column, not by score; Cormack et al. 2009"))
    cases.append(cli_ok(
        "u26d_cli_parquet_top", "rankagg fuse ... --method rrf --depth 20 -o top.parquet: the DFT queue as Parquet "
        "for the workflow manager", ["fuse", *_MODEL_RUNS, "--method", "rrf", "--depth", "20", "-o", "top.parquet"],
        None, lambda out, folder: _report(
            "import pandas as pd\nt = pd.read_parquet(FOLDER + '/top.parquet')\n"
            "rows = {q: list(zip(g.sort_values('rank')['doc_id'], g.sort_values('rank')['score'])) "
            "for q, g in t.groupby('q_id')}\n"
            "R = screens(seed=39, n=30)\nrefs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
            "report(agree_all(rows, refs, 20))\n", folder),
        setup=_runs_setup("seed=39, n=30"),
        why="docs/conventions.md: -o names a TREC run or a Parquet table (.parquet: q_id, doc_id, score, run, rank); "
            "Cormack et al. 2009"))

    # --- the team's tools' own files given where runs are read: named by the tool ----------------------------------
    tool_files = [
        ("u26d_poscar_as_run", "VASP's POSCAR (a comment line 'Li7 La3 Zr2 O12', the scale, the lattice, species, "
         "counts, Direct)", "POSCAR", _POSCAR, "POSCAR:1", "VASP"),
        ("u26d_contcar_as_run", "VASP's CONTCAR of a relaxation (Selective dynamics, 'T T T' flags)",
         "CONTCAR", _CONTCAR, "CONTCAR:1", "VASP"),
        ("u26d_outcar_as_run", "VASP's OUTCAR (' vasp.6.4.2 20Jul23 ...', TOTEN lines)", "OUTCAR", _OUTCAR,
         "OUTCAR:1", "VASP"),
        ("u26d_incar_as_run", "VASP's INCAR (TAG = value lines)", "INCAR", _INCAR, "INCAR:1", "VASP"),
        ("u26d_vasprun_as_run", "VASP's vasprun.xml (<modeling><generator> ...)", "vasprun.xml", _VASPRUN,
         "vasprun.xml:2", "VASP"),
        ("u26d_cif_as_run", "a pymatgen-written CIF with a fractional Li occupancy (data_Li7La3Zr2O12)",
         "LLZO_mp-942733.cif", _CIF, "LLZO_mp-942733.cif:2", "CIF"),
        ("u26d_extxyz_as_run", "an extended XYZ frame of an MD trajectory (atom count, Lattice= Properties= "
         "energy=)", "md_600K.extxyz", _EXTXYZ, "md_600K.extxyz:1", "XYZ"),
        ("u26d_ase_json_db_as_run", "an ASE database in JSON (ids, nextid, __ndarray__ records)", "candidates.json",
         _ASE_JSON, "candidates.json:1", "ASE"),
        ("u26d_pymatgen_entries_as_run", "pymatgen ComputedStructureEntry objects dumped as JSON (@module, @class)",
         "entries.json", _PYMATGEN, "entries.json:1", "pymatgen"),
        ("u26d_mp_summary_csv_as_run", "a Materials Project summary export (material_id, formula_pretty, "
         "energy_above_hull, ...)", "mp_summary.csv", _MP_CSV, "mp_summary.csv:1", "Materials Project"),
        ("u26d_matbench_leaderboard_as_run", "a Matbench leaderboard table (task, algorithm, mean mae, ...)",
         "matbench_leaderboard.csv", _MATBENCH, "matbench_leaderboard.csv:1", "Matbench"),
        ("u26d_discovery_predictions_as_run", "a Matbench Discovery predictions table (material_id wbm-1-1, "
         "e_form_per_atom_mace, e_above_hull_mace)", "wbm_mace_preds.csv", _DISCOVERY, "wbm_mace_preds.csv:1",
         "Matbench Discovery"),
        ("u26d_phonopy_yaml_as_run", "phonopy's phonopy.yaml copied as llzo_2x2x2.yaml (phonopy: version, configuration, physical_unit)",
         "llzo_2x2x2.yaml", _PHONOPY, "llzo_2x2x2.yaml:1", "phonopy"),
        ("u26d_band_yaml_as_run", "phonopy's band.yaml copied as llzo_band.yaml (nqpoint, npath, phonon: q-position, frequency)",
         "llzo_band.yaml", _BAND_YAML, "llzo_band.yaml:1", "phonopy"),
    ]
    for cid, what, name, text, where, tool in tool_files:
        cases.append(cli_bad(
            cid, f"rankagg fuse {name} mace.run -o top.run: {what} given as a run",
            ["fuse", name, "mace.run", "--method", "rrf", "-o", "top.run"],
            {name: text, "mace.run": _ONE_RUN}, where, tool,
            why="trec_eval refuses a line of other than six fields or a score that is no number; the file is the "
                "tool's, named by the tool and with how to make a potential's run of it (a field count says nothing "
                "the team can act on)"))
    cases.append(cli_bad(
        "u26d_ase_sqlite_db_as_run", "rankagg fuse candidates.db mace.run -o top.run: an ASE database (SQLite: "
        "systems, keys, information tables) given as a run", ["fuse", "candidates.db", "mace.run", "--method", "rrf",
                                                             "-o", "top.run"],
        {"mace.run": _ONE_RUN}, "candidates.db", "SQLite", setup=_files_setup({}),
        why="a binary database holds no TREC line; named by its magic bytes ('SQLite format 3'), with what to do"))

    # --- the judgements the team gives ------------------------------------------------------------------------------
    qrels_files = [
        ("u26d_mp_summary_as_qrels", "mp_summary.csv", _MP_CSV, "mp_summary.csv:1", "Materials Project",
         "a Materials Project summary export (its is_stable taken for the DFT verdicts)"),
        ("u26d_pymatgen_as_qrels", "entries.json", _PYMATGEN, "entries.json:1", "pymatgen",
         "pymatgen's DFT entries (their e_above_hull)"),
        ("u26d_vasprun_as_qrels", "vasprun.xml", _VASPRUN, "vasprun.xml:2", "VASP", "a DFT check's vasprun.xml"),
        ("u26d_poscar_as_qrels", "POSCAR", _POSCAR, "POSCAR:1", "VASP", "the verified structure's POSCAR"),
    ]
    for cid, name, text, where, tool, what in qrels_files:
        cases.append(cli_bad(
            cid, f"rankagg evaluate top.run --qrels {name}: {what} given as the judgements",
            ["evaluate", "top.run", "--qrels", name], {"top.run": _ONE_RUN, name: text}, where, tool, outputs=(),
            why="trec_eval refuses a qrels line of other than four fields; the file is the tool's, named by the tool "
                "with how to write DFT stability as 'SCREEN 0 MATERIAL GRADE'"))

    # --- other mistakes of the day ---------------------------------------------------------------------------------
    cases.append(cli_bad(
        "u26d_formula_with_blanks", "rankagg fuse mace_bad.run chgnet.run: a formula copied from a POSCAR comment "
        "('Li7 La3 Zr2 O12'), nine fields on line 2",
        ["fuse", "mace_bad.run", "chgnet.run", "--method", "rrf", "-o", "top.run"],
        {"mace_bad.run": "e_hull/Li-La-Zr-O Q0 mp-942733 1 -0.0 mace\n"
                         "e_hull/Li-La-Zr-O Q0 Li7 La3 Zr2 O12 2 -0.004 mace\n",
         "chgnet.run": "e_hull/Li-La-Zr-O Q0 mp-942733 1 -0.001 chgnet\n"}, "mace_bad.run:2",
        why="docs/conventions.md: a wrong field count is refused naming the file and line"))
    cases.append(cli_bad(
        "u26d_material_twice_in_model", "rankagg fuse chgnet.run mace.run: CHGNet lists mp-942733 twice in one "
        "screen (two relaxations, two energies)", ["fuse", "chgnet.run", "mace.run", "--method", "rrf", "-o",
                                                    "top.run"],
        {"chgnet.run": "e_hull/Li-La-Zr-O Q0 mp-942733 1 -0.0 chgnet\ne_hull/Li-La-Zr-O Q0 agm002153046 2 -0.02 chgnet\n"
                       "e_hull/Li-La-Zr-O Q0 mp-942733 3 -0.031 chgnet\n", "mace.run": _ONE_RUN}, "chgnet.run:3",
        why="docs/conventions.md: a document twice in one list is refused naming the line (which energy counts would "
            "be a guess)"))
    cases.append(cli_bad(
        "u26d_energy_with_unit", "rankagg fuse m3gnet_units.run mace.run: energies written with their unit "
        "('-0.012eV/atom')", ["fuse", "m3gnet_units.run", "mace.run", "--method", "rrf", "-o", "top.run"],
        {"m3gnet_units.run": "e_hull/Li-La-Zr-O Q0 mp-942733 1 -0.0eV/atom m3gnet\n"
                             "e_hull/Li-La-Zr-O Q0 agm002153046 2 -0.012eV/atom m3gnet\n",
         "mace.run": _ONE_RUN}, "m3gnet_units.run:1", "-0.0eV/atom",
        why="docs/conventions.md: a non-numeric score is refused naming the line (atof would read the number and "
            "drop the unit silently)"))
    cases.append(bad(
        "u26d_api_weights_unknown_model", "rankagg.fuse(runs, method='rrf', weights={'mace-mp-0': 2}): the weights "
        "keyed by the checkpoint's name, the runs by the model's", "import rankagg\nR = screens(models=['mace', "
        "'chgnet'])\nrankagg.fuse(R, method='rrf', weights={'mace-mp-0': 2.0})\n", "mace-mp-0",
        why="a weight for no given run would silently weigh the real model 1 (README: unnamed runs weigh 1)"))

    # --- the ranking written under a materials format's name -------------------------------------------------------
    for cid, out_name, what in [
            ("u26d_out_vasp", "top.vasp", "a VASP structure (POSCAR format)"),
            ("u26d_out_poscar", "top.poscar", "a VASP POSCAR"),
            ("u26d_out_traj", "top.traj", "an ASE trajectory (binary)"),
            ("u26d_out_cube", "top.cube", "a Gaussian cube volume"),
            ("u26d_out_lammpstrj", "top.lammpstrj", "a LAMMPS dump trajectory"),
            ("u26d_out_cif", "top.cif", "a CIF structure")]:
        cases.append(cli_bad(
            cid, f"rankagg fuse mace.run chgnet.run --method rrf -o {out_name}: {what}; TREC lines under that name "
            "are read by no tool that opens it", ["fuse", "mace.run", "chgnet.run", "--method", "rrf", "-o", out_name],
            None, out_name, outputs=(out_name,), setup=_runs_setup("models=['mace', 'chgnet'], seed=43"),
            why="issue 45: every output reads back; rankagg/io/output_names.py names each format's suffix"))
    cases.append(cli_ok(
        "u26d_cli_out_res_is_a_run", "rankagg fuse mace.run chgnet.run --method rrf -o top.res: '.res' is also AIRSS's "
        "structure suffix, but Terrier's and TREC's results files take it: a run is written",
        ["fuse", "mace.run", "chgnet.run", "--method", "rrf", "-o", "top.res"], None,
        _cli_check("rrf", "models=['mace', 'chgnet'], seed=45", output="top.res"),
        setup=_runs_setup("models=['mace', 'chgnet'], seed=45"),
        why="a .res name is a TREC results file's (Terrier writes them; tests/io/test_twentieth_bar_output_names.py "
            "keeps fused.res); Cormack et al. 2009"))
    return cases
