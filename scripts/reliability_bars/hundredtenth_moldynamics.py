"""Issue 45's hundred-and-tenth bar of scripts/reliability_matrix.py, a computational chemistry group's free-energy
campaign review, the modellers (running molecular dynamics and alchemical free-energy calculations) and medicinal
chemists of a drug-discovery group ranking ligands and simulation protocols per target, week and campaign from
predicted binding free energies, docking scores, MM/GBSA estimates, convergence scores and the chemists' votes (its
cases, ids ``u110a_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the
runner, the verdicts) are the matrix's.  (Written by a persona session, before any of its recognisers existed.)

The group's review: each target's month, each week's calculations and each campaign (``target:2026-11/KRAS-G12D``,
``week:2026-W47/bace1-fep``, ``campaign:2026-Q4/mcl1-rbfe``) is a query and each ligand or protocol run a document,
as the group writes it: the compound's register number, then the force field and replica
(``lig:MCL1-0412/ff14SB-r3``); on the typed sheets the register number and protocol as one field
(``MCL1-0412/ff14SB-r3``) and the chemical series (``indole``) beside it.  The runs are the alchemical ddG
predictions, docking scores, MM/GBSA estimates, convergence scores and the chemists' votes, turned to scores in [0, 1]
at four decimals.  They are fused with RRF, Borda and CombSUM, the free-energy predictions weighted highest, and
judged against the assay decisions (2 make, 1 maybe, 0 drop).  The mistakes and odd files: the field's own files
given where runs or qrels are read (a GROMACS .xvg from gmx energy, AMBER's mdout of a TI window, OpenMM's
StateDataReporter CSV, OpenFE's gathered ddG table (TSV), an OpenFE quickrun result (JSON), a DCD trajectory written
by OpenMM (binary), an AutoDock Vina docking log, and a chemist's rating sheet, a member's ballot and the design
meeting's vote tally as the group types them), and outputs named for the field's files (a GROMACS .xvg, a .gro, an
.edr, a .dcd).  (Checked: the .xvg from GROMACS' own writer (gromacs/gromacs, src/gromacs/fileio/xvgr.cpp:
xvgr_header writes '# This file was created <date>', the binary information with a '# ' prefix, '# <program> is part
of G R O M A C S:', '#', a '# <phrase>' line, '#', then '@    title', '@    xaxis  label', '@    yaxis  label' and
'@TYPE xy'; xvgrLegend writes '@ view 0.15, 0.15, 0.75, 0.85', '@ legend on', '@ legend box on', '@ legend loctype
view', '@ legend 0.78, 0.8', '@ legend length 2' and '@ sN legend "..."'), the title 'GROMACS Energies', the
'(kJ/mol)' axis and the column layout from real gmx energy files quoted in several parsers' tests found by string
search, the term name 'dVremain/dl' from GROMACS' interaction-function table (ifunc.cpp, as copied by readers of
.edr files); the lines of the binary information block (Executable, Data prefix, Command line) and the phrase are a
guess at what this group's build prints.  AMBER's mdout from real pmemd output kept in atomea's test fixtures
(scienting/atomea: the dashed 'Amber 22 PMEMD 2022' banner, '| PMEMD implementation of SANDER, Release 22', 'File
Assignments:', the numbered section rules '4.  RESULTS', the ' NSTEP = ... TIME(PS) = ... TEMP(K) = ... PRESS ='
blocks of 'Etot', 'BOND', '1-4 NB', 'EELEC', 'EKCMT', 'Density', 'Ewald error estimate', 'A V E R A G E S   O V E R')
and the ' DV/DL  =' line of a TI run from mdout writers and readers found by string search (after the EELEC line);
'clambda' in the control data from a parser's test text; the numbers and which terms are kept are made up.  OpenMM's
StateDataReporter CSV from openmm/openmm, wrappers/python/openmm/app/statedatareporter.py (the header printed as
'#"' + the names joined by '","' + '"', the names 'Step', 'Time (ps)', 'Potential Energy (kJ/mole)', 'Temperature
(K)', 'Box Volume (nm^3)', 'Density (g/mL)', 'Speed (ns/day)', values written with str() and the speed as '%.3g'); the
values are made up.  OpenFE's gathered table from OpenFreeEnergy/openfe, openfecli/commands/gather.py ('openfe
gather --report ddg': a tab-separated table written by pandas, columns 'ligand_i', 'ligand_j', 'DDG(i->j)
(kcal/mol)', 'uncertainty (kcal/mol)', the estimate rounded to the uncertainty's first significant figure).  The
OpenFE result JSON from the same repository's quickrun.py and gather.py (one json.dump line starting with 'estimate',
read back through result['protocol_result']['data'][...][0]['outputs']['unit_estimate']) and OpenFE's docs on
inspecting it with jq (top-level keys estimate, protocol_result, uncertainty, unit_results; a quantity as
'magnitude', 'unit': 'kilocalorie / mole', ':is_custom:': true, 'pint_unit_registry': 'openff_units', as gufe's
OPENFF_QUANTITY_CODEC writes it); cut hard, the layout inside protocol_result and unit_results (the '__qualname__'
and '__module__' keys, the unit result's 'name' as 'A to B repeat 0 generation 0', taken from a results script found
by code search) is partly a guess.  The DCD byte for byte as OpenMM's DCDFile writes it (openmm/openmm,
wrappers/python/openmm/app/dcdfile.py: little endian, the record length 84, 'CORD', the frame count, first step,
interval, the time step in AKMA units (ps / 0.04888821), the box flag, 24 as the CHARMM version, the two 80-byte
title lines 'Created by OpenMM' and 'Created <asctime>', the atom count record, then per frame a 48-byte unit-cell
record and the X, Y and Z float records), one frame of three atoms, the coordinates made up.  The AutoDock Vina log
from Vina 1.2.x logs kept in repositories and Vina's own source (ccsb-scripps/AutoDock-Vina, vina.cpp: 'Performing
docking (random seed: N)'): the 'AutoDock Vina v1.2.5' line, the citation box, 'Scoring function : vina', 'Rigid
receptor:', 'Ligand:', 'Grid center:', 'Grid size  :', 'Grid space : 0.375', 'Exhaustiveness:', 'CPU: 0',
'Verbosity: 1', the progress bar, then the 'mode |   affinity | dist from best mode' table of four columns; the
affinities are made up.  The output suffixes: .xvg as above; .gro and .edr are GROMACS' coordinate and energy files as
gmx grompp and gmx mdrun name them (their contents not checked, only the names used); .dcd as above.  Left out, as
they could not be checked byte for byte here: a Schrodinger FEP+ results CSV and a Glide log (their writers are
closed), gmx bar's bar.xvg titles, a GROMACS .trr/.edr body, an AMBER NetCDF trajectory, a pymbar or alchemlyb table
(the libraries return frames, no fixed file) and an OpenMM serialised State XML.  The rating sheet, the ballot and
the vote tally are typed here as the group's chemists type them.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import csv
import io
import json
import struct

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

HUNDREDTENTH_MOLDYNAMICS = ("45 Unseen inputs: a hundred-and-tenth bar, a drug-discovery computational chemistry "
                            "group (modellers running molecular dynamics and alchemical free-energy calculations, and "
                            "the medicinal chemists who pick what to make) ranking ligands and simulation protocols "
                            "per target, week and campaign from predicted binding free energies, docking scores, "
                            "MM/GBSA estimates, convergence scores and the chemists' votes (GROMACS .xvg energy "
                            "files, AMBER mdout files, OpenMM StateDataReporter CSVs, OpenFE gathered ddG tables "
                            "(TSV) and quickrun results (JSON), DCD trajectories, AutoDock Vina docking logs, "
                            "chemists' rating sheets, members' ballots and the design meeting's vote tallies as "
                            "typed)")

_LIG = "MCL1-0412/ff14SB-r3"

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['fep_ddg', 'docking_scores', 'mmgbsa', 'convergence', 'chemist_votes'],
    items=[f'lig:{_LIG}', 'lig:MCL1-0412/openff-2.1-r1', 'lig:MCL1-0419/ff14SB-r3', 'lig:KRAS-0107/ff19SB-r2',
           'lig:KRAS-0107/openff-2.1-r1', 'lig:BACE1-0233/ff14SB-r1', 'lig:MCL1-0427/ff14SB-r2',
           'lig:KRAS-0115/ff19SB-r1'],
    queries=['target:2026-11/KRAS-G12D', 'week:2026-W47/bace1-fep', 'campaign:2026-Q4/mcl1-rbfe',
             'target:2026-11/MCL1', 'week:2026-W48/kras-docking', 'campaign:2026-Q4/bace1-abfe'],
    suffix='/rerun', generator='ligand_scores', judgements='assay_decisions'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "ligand_scores", "make.run")

_RECS3 = ["fep_ddg", "mmgbsa", "chemist_votes"]
_OUT = ("make.run",)
_ONE_RUN = (f"campaign:2026-Q4/mcl1-rbfe Q0 lig:{_LIG} 1 0.9127 chemist_votes\n"
            "campaign:2026-Q4/mcl1-rbfe Q0 lig:MCL1-0419/ff14SB-r3 2 0.8342 chemist_votes\n")


def _csv(rows: list[list[str]], delimiter: str = ",", lineterminator: str = "\n") -> str:
    out = io.StringIO()
    csv.writer(out, delimiter=delimiter, lineterminator=lineterminator).writerows(rows)
    return out.getvalue()


# the group's files, as GROMACS, AMBER, OpenMM, OpenFE, AutoDock Vina and the chemists write them
# gmx energy's .xvg: '#' lines (the creation line, the binary information, the G R O M A C S phrase), the xmgrace
# '@' directives (title, axes, @TYPE xy, the legend block), then time and the chosen terms in columns
_XVG = "\n".join([
    "# This file was created Thu Nov 19 02:41:07 2026",
    "# Created by:",
    "#                     :-) GROMACS - gmx energy, 2023.3 (-:",
    "# ",
    "# Executable:   /opt/gromacs/2023.3/bin/gmx",
    "# Data prefix:  /opt/gromacs/2023.3",
    "# Working dir:  /scratch/fep/mcl1/MCL1-0412_ff14SB-r3/lambda05",
    "# Command line:",
    "#   gmx energy -f prod.edr -o MCL1-0412_ff14SB-r3_energy.xvg",
    "# gmx energy is part of G R O M A C S:",
    "#",
    "# Giving Russians Opium May Alter Current Situation",
    "#",
    '@    title "GROMACS Energies"',
    '@    xaxis  label "Time (ps)"',
    '@    yaxis  label "(kJ/mol)"',
    "@TYPE xy",
    "@ view 0.15, 0.15, 0.75, 0.85",
    "@ legend on",
    "@ legend box on",
    "@ legend loctype view",
    "@ legend 0.78, 0.8",
    "@ legend length 2",
    '@ s0 legend "Potential"',
    '@ s1 legend "dVremain/dl"',
    "    0.000000  -412786.812500  38.114006",
    "   10.000000  -413102.281250  35.402649",
    "   20.000000  -412955.656250  41.871902",
    "   30.000000  -413311.187500  33.969311",
    ""])
_XVG_NAME = "MCL1-0412_ff14SB-r3_energy.xvg"

# AMBER's mdout of a TI window (pmemd): the banner, the file assignments, the control data with clambda, then the
# RESULTS section's NSTEP blocks with their DV/DL line, and the averages
_MDOUT_RULE = "-" * 80
_MDOUT_BLOCK = (" NSTEP = {:>8d}   TIME(PS) = {:>11.3f}  TEMP(K) = {:>8.2f}  PRESS = {:>7.1f}\n"
                " Etot   = {:>14.4f}  EKtot   = {:>14.4f}  EPtot      = {:>14.4f}\n"
                " BOND   =       612.4410  ANGLE   =      1688.0392  DIHED      =      2231.7745\n"
                " 1-4 NB =       741.5518  1-4 EEL =      9512.9014  VDWAALS    =     14210.2270\n"
                " EELEC  = {:>14.4f}  EHBOND  =         0.0000  RESTRAINT  =         0.0000\n"
                " DV/DL  = {:>14.4f}\n"
                " EKCMT  =         0.0000  VIRIAL  =         0.0000  VOLUME     =    301288.4105\n"
                "                                                    Density    =         1.0214\n"
                " Ewald error estimate:   0.2114E-04\n"
                " " + "-" * 78 + "\n\n")
_MDOUT = ("\n          -------------------------------------------------------\n"
          "          Amber 22 PMEMD                              2022\n"
          "          -------------------------------------------------------\n\n"
          "| PMEMD implementation of SANDER, Release 22\n\n"
          "|  Compiled date/time: Thu Apr 14 14:06:37 2022\n"
          "| Run on 11/18/2026 at 23:12:40\n\n"
          "File Assignments:\n"
          "|   MDIN: ti_lambda0.50.in\n"
          "|  MDOUT: MCL1-0412_ff14SB-r3_ti_lambda0.50.mdout\n"
          "| INPCRD: equil.rst7\n"
          "|   PARM: complex_MCL1-0412.parm7\n\n"
          f"{_MDOUT_RULE}\n   2.  CONTROL  DATA  FOR  THE  RUN\n{_MDOUT_RULE}\n\n"
          "Free energy options:\n"
          "     icfe    =       1, ifsc    =       1, klambda =       1\n"
          "     clambda =  0.5000, scalpha =  0.5000, scbeta  = 12.0000\n\n"
          f"{_MDOUT_RULE}\n   4.  RESULTS\n{_MDOUT_RULE}\n\n"
          + _MDOUT_BLOCK.format(500, 2001.0, 299.84, 0.0, -78311.4127, 18902.1148, -97213.5275, -125207.2014,
                                14.3371)
          + _MDOUT_BLOCK.format(1000, 2002.0, 300.61, 0.0, -78296.0461, 18950.6372, -97246.6833, -125264.8903,
                                12.9018)
          + "      A V E R A G E S   O V E R       2 S T E P S\n\n")
_MDOUT_NAME = "MCL1-0412_ff14SB-r3_ti_lambda0.50.mdout"

# OpenMM's StateDataReporter with separator ',': '#"' and the quoted column names, then one line per report
_OPENMM_CSV = ('#"Step","Time (ps)","Potential Energy (kJ/mole)","Temperature (K)","Box Volume (nm^3)",'
               '"Density (g/mL)","Speed (ns/day)"\n'
               "5000,10.000000000000009,-398412.6171875,299.4187732311522,301.92461337447265,1.0218443618216,--\n"
               "10000,20.000000000000018,-398655.25,300.8131174392931,301.70385512898224,1.0225920428306,412\n"
               "15000,30.00000000000003,-398530.734375,299.9720318451102,301.81188931702876,1.0222260103017,415\n")
_OPENMM_NAME = "MCL1-0412_ff14SB-r3_complex_state.csv"

# 'openfe gather --report ddg -o ...': a tab-separated table of ligand pairs, DDG and its uncertainty
_OPENFE_TSV = _csv([["ligand_i", "ligand_j", "DDG(i->j) (kcal/mol)", "uncertainty (kcal/mol)"],
                    ["MCL1-0412", "MCL1-0419", "-0.89", "0.06"],
                    ["MCL1-0412", "MCL1-0427", "0.61", "0.09"],
                    ["MCL1-0419", "MCL1-0431", "1.4", "0.2"],
                    ["MCL1-0427", "MCL1-0431", "Error", "Error"]], delimiter="\t")
_OPENFE_TSV_NAME = "mcl1_rbfe_ddg.tsv"


# an OpenFE quickrun result of one leg (json.dump on one line, gufe's quantity codec), cut hard
def _quantity(magnitude: float) -> dict:
    return {"magnitude": magnitude, "unit": "kilocalorie / mole", ":is_custom:": True,
            "pint_unit_registry": "openff_units"}


_OPENFE_JSON = json.dumps({
    "estimate": _quantity(-17.342618412097735), "uncertainty": _quantity(0.08213006125490211),
    "protocol_result": {"__qualname__": "RelativeHybridTopologyProtocolResult",
                        "__module__": "openfe.protocols.openmm_rfe.equil_rfe_methods", ":version:": 1,
                        "data": {"ProtocolUnitResult-6f1c2a9e0b4d4f7c9a3e51d2c8b07a14": [
                            {"outputs": {"unit_estimate": _quantity(-17.342618412097735),
                                         "unit_estimate_error": _quantity(0.08213006125490211)}}]}},
    "unit_results": {"ProtocolUnitResult-6f1c2a9e0b4d4f7c9a3e51d2c8b07a14": {
        "name": "MCL1-0412 to MCL1-0419 repeat 0 generation 0", "outputs": {"nc": "simulation.nc"}}}})
_OPENFE_JSON_NAME = "rbfe_MCL1-0412_complex_MCL1-0419_complex.json"


# a DCD as OpenMM's DCDFile writes it (little endian, CHARMM flavour): the 84-byte header record ('CORD', frames,
# first step, interval, dt in AKMA units, the box flag, version 24), the title record, the atom count, then a frame:
# the unit cell (lengths in angstrom, cosines of the angles) and the X, Y, Z records of float32
def _dcd() -> bytes:
    atoms = [(12.411, 30.105, 8.772), (13.802, 30.514, 9.013), (14.106, 31.917, 8.655)]
    header = struct.pack("<i4c9if", 84, b"C", b"O", b"R", b"D", 1, 0, 5000, 5000, 0, 0, 0, 0, 0, 0.002 / 0.04888821)
    header += struct.pack("<13i", 1, 0, 0, 0, 0, 0, 0, 0, 0, 24, 84, 164, 2)
    header += struct.pack("<80s", b"Created by OpenMM")
    header += struct.pack("<80s", b"Created Wed Nov 18 23:40:12 2026")
    header += struct.pack("<4i", 164, 4, len(atoms), 4)
    frame = struct.pack("<i6di", 48, 67.21, 0.0, 67.21, 0.0, 0.0, 67.21, 48)
    for axis in range(3):
        frame += struct.pack("<i", 4 * len(atoms)) + struct.pack(f"<{len(atoms)}f", *(a[axis] for a in atoms))
        frame += struct.pack("<i", 4 * len(atoms))
    return header + frame


_DCD = _dcd()
_DCD_NAME = "MCL1-0412_ff14SB-r3_prod.dcd"

# an AutoDock Vina 1.2 log: the version line, the citation box, the settings, the progress bar, then the table of
# modes (mode, affinity in kcal/mol, the two RMSD bounds: four fields a line)
_VINA_BOX = ["#################################################################",
             "# If you used AutoDock Vina in your work, please cite:          #",
             "#                                                               #",
             "# J. Eberhardt, D. Santos-Martins, A. F. Tillack, and S. Forli  #",
             "# AutoDock Vina 1.2.0: New Docking Methods, Expanded Force      #",
             "# Field, and Python Bindings, J. Chem. Inf. Model. (2021)       #",
             "# DOI 10.1021/acs.jcim.1c00203                                  #",
             "#                                                               #",
             "# O. Trott, A. J. Olson,                                        #",
             "# AutoDock Vina: improving the speed and accuracy of docking    #",
             "# with a new scoring function, efficient optimization and       #",
             "# multithreading, J. Comp. Chem. (2010)                         #",
             "# DOI 10.1002/jcc.21334                                         #",
             "#                                                               #",
             "# Please see https://github.com/ccsb-scripps/AutoDock-Vina for  #",
             "# more information.                                             #",
             "#################################################################"]
_VINA = "\n".join(
    ["AutoDock Vina v1.2.5"] + _VINA_BOX
    + ["", "Scoring function : vina", "Rigid receptor: receptors/MCL1_6fs0_prepared.pdbqt",
       "Ligand: ligands/MCL1-0412.pdbqt", "Grid center: X 12.814 Y 31.022 Z 8.951", "Grid size  : X 22 Y 22 Z 22",
       "Grid space : 0.375", "Exhaustiveness: 16", "CPU: 0", "Verbosity: 1", "",
       "Computing Vina grid ... done.", "Performing docking (random seed: 1789043216) ... ",
       "0%   10   20   30   40   50   60   70   80   90   100%",
       "|----|----|----|----|----|----|----|----|----|----|",
       "***************************************************", "",
       "mode |   affinity | dist from best mode",
       "     | (kcal/mol) | rmsd l.b.| rmsd u.b.",
       "-----+------------+----------+----------",
       "   1       -10.31          0          0",
       "   2       -9.874      1.902      2.611",
       "   3       -9.702      2.214      7.045",
       "   4        -9.45      1.377      2.093",
       ""])
_VINA_NAME = "MCL1-0412_vina.log"

# a chemist's rating sheet as typed after the weekly review: chemist, date, ligand (register number/protocol),
# series, predicted ddG (kcal/mol), Vina score, synthesis effort, rating (1-5): eight fields a line
_RATING_SHEET = (f"nakamura 2026-11-20 {_LIG} indole -1.42 -10.3 easy 5\n"
                 "nakamura 2026-11-20 MCL1-0412/openff-2.1-r1 indole -1.18 -10.3 easy 4\n"
                 "nakamura 2026-11-20 MCL1-0419/ff14SB-r3 indole -0.53 -9.4 medium 3\n"
                 "nakamura 2026-11-20 MCL1-0427/ff14SB-r2 azaindole 0.61 -8.8 hard 2\n"
                 "nakamura 2026-11-20 KRAS-0107/ff19SB-r2 quinazoline -0.97 -9.9 medium 4\n")
# a design meeting member's ballot as typed: member, week, place, ligand, series: five fields a line
_BALLOT = (f"osei 2026-W47 1 {_LIG} indole\n"
           "osei 2026-W47 2 KRAS-0107/ff19SB-r2 quinazoline\n"
           "osei 2026-W47 3 MCL1-0419/ff14SB-r3 indole\n"
           "osei 2026-W47 4 MCL1-0427/ff14SB-r2 azaindole\n")
# the design meeting's vote tally as the chemistry lead types it: ligand, series, make, maybe and drop votes,
# decision: six fields a line
_VOTE_TALLY = (f"{_LIG} indole 7 1 0 make\nKRAS-0107/ff19SB-r2 quinazoline 5 2 1 make\n"
               "MCL1-0419/ff14SB-r3 indole 2 5 1 maybe\nMCL1-0427/ff14SB-r2 azaindole 0 2 6 drop\n")


def hundredtenth_bar_moldynamics_cases() -> list[Case]:
    G = HUNDREDTENTH_MOLDYNAMICS
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="ligand_scores", judgements="assay_decisions", runs=_RECS3,
        stem="make", outputs=_OUT, item="ligand", rounded="docking_scores",
        weights="{'fep_ddg': 2.0, 'mmgbsa': 1.0, 'docking_scores': 0.5, 'convergence': 0.5, 'chemist_votes': 1.5}",
        lone_query="R['fep_ddg']['campaign:2026-Q4/kras-abfe'] = "
                   "{'lig:KRAS-0107/ff19SB-r2': 0.9, 'lig:KRAS-0115/ff19SB-r1': 0.4}\n",
        trust="fep_ddg 2\nmmgbsa 1\nchemist_votes 1\n",
        trust_dict="{'fep_ddg': 2, 'mmgbsa': 1, 'chemist_votes': 1}",
        texts={
            "rrf": ("u110a_rrf_ligand_scores",
                    "rankagg.fuse({source: {target, week or campaign: {ligand: score}}}, method='rrf'): alchemical "
                    "ddG predictions, docking scores, MM/GBSA estimates, convergence scores and the chemists' votes, "
                    f"six rankings ('target:2026-11/KRAS-G12D'), ligands by register number and protocol "
                    f"('lig:{_LIG}')"),
            "borda": ("u110a_borda_ligand_not_scored_by_all",
                      "rankagg.fuse(..., method='borda'): a ligand added mid-week, its FEP legs still running and "
                      "not yet voted on, so some sources have no score for it"),
            "combsum": ("u110a_combsum_rounded_docking_scores",
                        "rankagg.fuse(..., method='combsum'): docking scores as Vina 1.1 prints them, to one "
                        "decimal (many ties), beside the ddG predictions and the votes"),
            "fuser": ("u110a_weighted_fuser_fep_ddg",
                      "rankagg.Fuser('rrf', weights=...) per target, week and campaign: the FEP ddG predictions "
                      "count 2, the chemists' votes 1.5, MM/GBSA 1, docking and convergence 0.5, as the free-energy "
                      "calculations decide first"),
            "frame": ("u110a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the group's campaign "
                      "tracker, a row per target, ligand and source"),
            "evaluate": ("u110a_evaluate_assay_decisions",
                         "rankagg.evaluate(fused ranking, the assay decisions, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put the ligands chosen to make first"),
            "lone": ("u110a_kras_abfe_campaign_only_fep",
                     "rankagg.fuse(..., method='rrf'): the KRAS absolute binding campaign, which only the FEP "
                     "predictions cover so far (no docking, no votes), beside targets, weeks and campaigns every "
                     "source covers"),
            "cli_rrf": ("u110a_cli_rrf_runs",
                        "rankagg fuse fep_ddg.run mmgbsa.run chemist_votes.run --method rrf -o make.run: one run "
                        "per source, targets, weeks and campaigns as queries"),
            "cli_borda": ("u110a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the FEP ddG "
                          "predictions count double)"),
            "cli_combsum": ("u110a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four ligands the chemists can make "
                            "per target in one synthesis round"),
            "cli_evaluate": ("u110a_cli_evaluate_assay_qrels",
                             "rankagg evaluate make.run --qrels assay_decisions.qrels -m ndcg_cut.5 -m map: the "
                             "fused ranking against the assay decisions (2 make, 1 maybe, 0 drop)"),
            "cli_parquet": ("u110a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o make.parquet: gzipped runs from the cluster's "
                            "nightly analysis job, a Parquet table for the group's dashboard")})

    # --- the group's files given where runs are read: named by their format or tool -----------------------------------
    cases += files_as_runs(cli_bad, [
        ("u110a_gromacs_xvg_as_run", "a GROMACS .xvg written by gmx energy ('#' comment lines, '@    title "
         "\"GROMACS Energies\"', '@TYPE xy', '@ s0 legend \"Potential\"', '@ s1 legend \"dVremain/dl\"', then time, "
         "potential and dV/dl columns)", _XVG_NAME, _XVG, "GROMACS", named_at(_XVG_NAME, _XVG)),
        ("u110a_amber_mdout_as_run", "AMBER's mdout of a TI window (the 'Amber 22 PMEMD' banner, 'File "
         "Assignments:', clambda = 0.5000, '4.  RESULTS', ' NSTEP = ... TIME(PS) = ...' blocks of Etot, BOND, EELEC "
         "and DV/DL)", _MDOUT_NAME, _MDOUT, "AMBER", named_at(_MDOUT_NAME, _MDOUT)),
        ("u110a_openmm_state_csv_as_run", "OpenMM's StateDataReporter CSV ('#\"Step\",\"Time (ps)\",\"Potential "
         "Energy (kJ/mole)\",\"Temperature (K)\",...' then a line per report)", _OPENMM_NAME, _OPENMM_CSV,
         "OpenMM", named_at(_OPENMM_NAME, _OPENMM_CSV)),
        ("u110a_openfe_gather_tsv_as_run", "OpenFE's gathered ddG table from 'openfe gather --report ddg' (TSV: "
         "ligand_i, ligand_j, DDG(i->j) (kcal/mol), uncertainty (kcal/mol); a failed edge as 'Error')",
         _OPENFE_TSV_NAME, _OPENFE_TSV, "OpenFE", named_at(_OPENFE_TSV_NAME, _OPENFE_TSV)),
        ("u110a_openfe_result_json_as_run", "an OpenFE quickrun result of one leg (JSON on one line: 'estimate' and "
         "'uncertainty' as magnitude and unit 'kilocalorie / mole', 'protocol_result', 'unit_results')",
         _OPENFE_JSON_NAME, _OPENFE_JSON, "OpenFE", f"{_OPENFE_JSON_NAME}:1"),
        ("u110a_dcd_trajectory_as_run", "a DCD trajectory written by OpenMM's DCDReporter (binary: the 84-byte "
         "record, 'CORD', frame count, first step, interval, 'Created by OpenMM' titles, then a unit cell and X, Y, "
         "Z float records)", _DCD_NAME, _DCD, "DCD", _DCD_NAME),
        ("u110a_vina_docking_log_as_run", "an AutoDock Vina docking log ('AutoDock Vina v1.2.5', the citation box, "
         "'Scoring function : vina', 'Grid center:', then the 'mode |   affinity | dist from best mode' table)",
         _VINA_NAME, _VINA, "Vina", named_at(_VINA_NAME, _VINA)),
        ("u110a_chemist_rating_sheet_as_run", "a chemist's rating sheet as typed (eight fields a line: chemist, "
         "date, ligand, series, predicted ddG, Vina score, synthesis effort, rating)",
         "rating_sheet_nakamura_2026-11-20.txt", _RATING_SHEET, "rating sheet",
         "rating_sheet_nakamura_2026-11-20.txt:1"),
        ("u110a_member_ballot_as_run", "a design meeting member's ballot as typed (five fields a line: member, "
         "week, place, ligand, series)", "ballot_osei_2026-W47.txt", _BALLOT, "ballot", "ballot_osei_2026-W47.txt:1"),
        ("u110a_design_meeting_vote_tally_as_run", "the design meeting's vote tally as the chemistry lead types it "
         "(six fields a line: ligand, series, make, maybe and drop votes, decision)", "vote_tally_2026-W47.txt",
         _VOTE_TALLY, "vote tally", "vote_tally_2026-W47.txt:1")],
        one_run=("chemist_votes.run", _ONE_RUN), stem="make",
        text_why="trec_eval refuses a line of other than six fields, and a vote tally's six are a ligand, a series, "
                 "three vote counts and a decision, not a run's; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the group can act on)",
        binary_why="trec_eval reads text; a DCD trajectory read as lines gives no ranking (MDAnalysis, MDTraj or "
                   "VMD opens it): named by what it is")

    # --- the judgements the group gives -------------------------------------------------------------------------------
    judged = files_as_qrels(cli_bad, [
        ("u110a_member_ballot_as_qrels", "ballot_osei_2026-W47.txt", _BALLOT, "ballot"),
        ("u110a_design_meeting_vote_tally_as_qrels", "vote_tally_2026-W47.txt", _VOTE_TALLY, "vote tally"),
        ("u110a_vina_docking_log_as_qrels", _VINA_NAME, _VINA, "Vina"),
        ("u110a_openfe_gather_tsv_as_qrels", _OPENFE_TSV_NAME, _OPENFE_TSV, "OpenFE")],
        one_run=("chemist_votes.run", _ONE_RUN))
    # what each file is, said in the case's own text (the helper's text names the file only)
    said = {"u110a_member_ballot_as_qrels": "a design meeting member's ballot as typed, five fields a line",
            "u110a_design_meeting_vote_tally_as_qrels": "the design meeting's vote tally as typed, six fields a line",
            "u110a_vina_docking_log_as_qrels": "an AutoDock Vina docking log, its table of modes four fields a line",
            "u110a_openfe_gather_tsv_as_qrels": "OpenFE's gathered ddG table (TSV), four fields a row"}
    for case in judged:
        case.what += f" ({said[case.id]})"
    cases += judged

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u110a_out_gromacs_xvg", "MCL1-0412_ff14SB-r3_dhdl.xvg", "a GROMACS .xvg (as gmx energy, gmx bar and xmgrace "
         "open it)"),
        ("u110a_out_gromacs_gro", "MCL1-0412_complex.gro", "a GROMACS coordinate file (.gro, as gmx grompp reads "
         "it)"),
        ("u110a_out_gromacs_edr", "MCL1-0412_ff14SB-r3_prod.edr", "a GROMACS energy file (.edr, as gmx mdrun writes "
         "it and gmx energy reads it)"),
        ("u110a_out_dcd_trajectory", "MCL1-0412_ff14SB-r3_prod.dcd", "a DCD trajectory (.dcd, as OpenMM, NAMD and "
         "CHARMM write it)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=110"))

    # --- the group's documents and tables given to the API ------------------------------------------------------------
    cases += [
        bad("u110a_api_openfe_result_dict",
            "rankagg.fuse(json.load(result.json)): an OpenFE quickrun result of one leg, loaded in Python, given as "
            "the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json', encoding='utf-8')), method='rrf')\n",
            "OpenFE", why="a run maps a query to {document: score}; an OpenFE result is one leg's free energy "
            "('estimate' and 'uncertainty' as magnitude and unit, 'protocol_result', 'unit_results'), no ranking",
            files={"r.json": _OPENFE_JSON}),
        bad("u110a_api_openmm_state_csv_frame",
            "rankagg.fuse(pd.read_csv(state.csv)): OpenMM's StateDataReporter CSV ('#\"Step\"', 'Time (ps)', "
            "'Potential Energy (kJ/mole)', 'Temperature (K)', ... columns) given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.csv'), method='borda')\n",
            "OpenMM", why="a table of runs has qid, docid, run and score columns; a StateDataReporter log has a "
            "report a row (step, time, potential energy, temperature, box volume, density, speed), no score",
            files={"r.csv": _OPENMM_CSV}),
    ]
    return cases
