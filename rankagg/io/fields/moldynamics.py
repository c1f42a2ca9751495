"""A drug-discovery computational chemistry group's free-energy campaign review files, its modellers' (molecular
dynamics and alchemical free-energy calculations) and medicinal chemists' (issue 45's hundred-and-tenth bar, u110a_):
GROMACS .xvg files from gmx energy, AMBER's mdout files (pmemd or sander), OpenMM's StateDataReporter CSV logs (also
read as a frame), OpenFE's gathered ddG, DG and raw tables (openfe gather, TSV), OpenFE quickrun results (JSON, as
saved and loaded in Python), DCD trajectories, AutoDock Vina docking logs, and the group's typed rating sheets,
ballots and vote tallies, which name a ligand by its register number and simulation protocol, a force field and a
replica (MCL1-0412/ff14SB-r3), on every line.  (Outputs named .xvg, .gro, .edr or .dcd are the output names' to
refuse; a GROMACS .trr or .edr body, an AMBER NetCDF trajectory and an OpenMM State XML are left to the older
readers, which name them as binary, NetCDF or XML.)"""

from __future__ import annotations

import struct

from rankagg.io.fields.declaration import NAME_FIELD, Field, FieldFile

#: a force field as the modellers name it in a protocol (a closed set of the field's names: AMBER's ff14SB, ff19SB,
#: ff99SB-ILDN, OpenFF's openff-2.1 and sage-2.2, GAFF2, CHARMM36m, CGenFF, OPLS4, GROMOS54a7, espaloma-0.3)
_FF = (r"(?:ff\d\d[A-Za-z]*(?:-ILDN)?|openff-\d(?:\.\d+){0,2}|sage-\d(?:\.\d+){0,2}|(?i:gaff2?)|(?i:charmm)\d\d[a-z]?|"
       r"CGenFF|OPLS(?:-?AA|3e?|4|5)?|GROMOS\d\d[a-z]\d|espaloma-\d(?:\.\d+){0,2}|a99SB-disp)")
#: a ligand as the group types it: the compound's register number (a target's letters and digits, '-', digits:
#: MCL1-0412), '/', then the protocol, a force field and perhaps a replica (ff14SB-r3): a register number alone could
#: be any id, the force field is the field's own token
_LIGAND = rf"[A-Z][A-Z0-9]{{1,9}}-\d{{3,7}}/{_FF}(?:-r\d{{1,3}})?(?![\w./-])"
#: a chemical series or an effort word (indole, azaindole, medium): never a run's Q0 nor a qrels' 0
_SLUG = r"(?!Q0[ \t])(?!0[ \t])[^\W\d_][\w.-]*"
#: a predicted ddG or a docking score in kcal/mol (signed)
_KCAL = r"[-+]?\d{1,3}(?:\.\d+)?"
#: the design meeting's decisions as the chemistry lead types them (lower case: a literal every tally line holds)
_DECISION = r"(?:make|maybe|drop|hold|park)(?![\w-])"
#: a chemist's rating sheet's line: chemist, date, ligand, series, predicted ddG, Vina score, synthesis effort, rating
_RATING = (rf"{NAME_FIELD}[ \t]+\d{{4}}-\d\d-\d\d[ \t]+{_LIGAND}[ \t]+{_SLUG}[ \t]+{_KCAL}[ \t]+{_KCAL}[ \t]+"
           rf"{_SLUG}[ \t]+[0-9][ \t]*\r?")
#: a member's ballot's line: member, week (2026-W47) or month or day, place (never a qrels' 0), ligand, series
_BALLOT = (rf"{NAME_FIELD}[ \t]+\d{{4}}-(?:W\d\d|\d\d(?:-\d\d)?)[ \t]+(?!0[ \t])\d{{1,3}}[ \t]+{_LIGAND}[ \t]+"
           rf"{_SLUG}[ \t]*\r?")
#: a vote tally's line: ligand, series (never a run's Q0), the make, maybe and drop votes, the decision
_TALLY = rf"{_LIGAND}[ \t]+{_SLUG}(?:[ \t]+\d{{1,3}}){{3}}[ \t]+{_DECISION}[ \t]*\r?"

#: a DCD's first record as OpenMM's DCDFile (and CHARMM, NAMD) writes it: its length 84 in the file's byte order, then
#: 'CORD'; the example is the header record, the title record and the atom count of one frame's file
_DCD = (struct.pack("<i4s9if", 84, b"CORD", 1, 0, 5000, 5000, 0, 0, 0, 0, 0, 0.0409)
        + struct.pack("<13i", 1, 0, 0, 0, 0, 0, 0, 0, 0, 24, 84, 164, 2)
        + struct.pack("<80s80s", b"Created by OpenMM", b"Created Wed Nov 18 23:40:12 2026")
        + struct.pack("<4i", 164, 4, 3, 4))

MOLDYNAMICS = Field(
    team="a drug-discovery computational chemistry group's free-energy campaign review, its modellers and medicinal "
         "chemists (u110a_)",
    advice="give each source's ranking of a target's month's, a week's calculations' or a campaign's ligands (the "
           "alchemical ddG predictions, the docking scores, the MM/GBSA estimates, the convergence scores, the "
           "chemists' votes) as a run, the target's month a query (target:2026-11/KRAS-G12D) and each ligand a "
           "document (lig:MCL1-0412/ff14SB-r3), the score higher for the ligand to make first: 'TARGET Q0 LIGAND "
           "RANK SCORE SOURCE'; the assay decisions are the qrels, 'TARGET 0 LIGAND GRADE' (2 make, 1 maybe, 0 drop)",
    files=(
        # GROMACS' xvgr_header opens every .xvg its tools write with this line, and names the suite in its
        # '<tool> is part of G R O M A C S:' line (g_energy's in 4.x, gmx energy's since)
        FieldFile("a GROMACS .xvg file (as gmx energy, gmx bar and the other GROMACS tools write it: '# This file was "
                  "created', '# gmx energy is part of G R O M A C S:', xmgrace's '@    title', '@TYPE xy' and "
                  "'@ s0 legend' lines, then time and the chosen terms in columns; xmgrace or "
                  "numpy.loadtxt(comments=('#', '@')) reads it)",
                  "# This file was created Thu Nov 19 02:41:07 2026\n# Created by:\n"
                  "#                     :-) GROMACS - gmx energy, 2023.3 (-:\n"
                  "# gmx energy is part of G R O M A C S:\n#\n"
                  '@    title "GROMACS Energies"\n@TYPE xy\n@ s0 legend "Potential"\n'
                  "    0.000000  -412786.812500\n", 1,
                  line=r"\A# This file was created [^\n]*$", marks=("is part of G R O M A C S",)),
        # AMBER's mdout opens with a blank line and its dashed banner naming the release and the engine
        FieldFile("an AMBER mdout file (pmemd's or sander's output of a run: the dashed 'Amber 22 PMEMD' banner, "
                  "'File Assignments:', the control data, then '4.  RESULTS' with ' NSTEP = ... TIME(PS) = ...' "
                  "blocks of Etot, BOND, EELEC and, in a TI window, DV/DL; cpptraj, alchemlyb or pymbar reads it)",
                  "\n          -------------------------------------------------------\n"
                  "          Amber 22 PMEMD                              2022\n"
                  "          -------------------------------------------------------\n\n"
                  "| PMEMD implementation of SANDER, Release 22\n", 1,
                  line=r"\A(?:[ \t]*\n)*[ \t]*-{20,}[ \t]*\n[ \t]*Amber \d+[ \t]+(?:PMEMD|SANDER)\b"),
        # StateDataReporter writes its header as '#"' and the quoted names, its own (kJ/mole, not kJ/mol)
        FieldFile("an OpenMM StateDataReporter log (CSV: the '#\"Step\",\"Time (ps)\",\"Potential Energy (kJ/mole)\","
                  "\"Temperature (K)\",...' header, then a line per report)",
                  '#"Step","Time (ps)","Potential Energy (kJ/mole)","Temperature (K)","Speed (ns/day)"\n'
                  "5000,10.000000000000009,-398412.6171875,299.4187732311522,--\n", 1,
                  line=r'\A#"(?:Progress \(%\)|Step|Time \(ps\)|(?:Potential|Kinetic|Total) Energy \(kJ/mole\)|'
                       r'Temperature \(K\)|Box Volume \(nm\^3\)|Density \(g/mL\)|Speed \(ns/day\))"'),
        # the same log read as a table or a frame (pandas' read_csv): its time and its energies in kJ/mole
        FieldFile("an OpenMM StateDataReporter log's table (Step, Time (ps), Potential Energy (kJ/mole), Temperature "
                  "(K), Box Volume (nm^3), Density (g/mL), Speed (ns/day): a report a row)",
                  "Step,Time (ps),Potential Energy (kJ/mole),Temperature (K)\n"
                  "5000,10.000000000000009,-398412.6171875,299.4187732311522\n", 1,
                  columns=("Time (ps)",), cell=r"^(?:potential|kinetic|total) energy \(kj/mole\)$"),
        # openfe gather's three reports, tab-separated by pandas, each with its own column names
        FieldFile("an OpenFE gathered ddG table ('openfe gather --report ddg', TSV: ligand_i, ligand_j, DDG(i->j) "
                  "(kcal/mol), uncertainty (kcal/mol), an edge a row, a failed edge as 'Error')",
                  "ligand_i\tligand_j\tDDG(i->j) (kcal/mol)\tuncertainty (kcal/mol)\n"
                  "MCL1-0412\tMCL1-0419\t-0.89\t0.06\n", 1, columns=("DDG(i->j) (kcal/mol)", "ligand_i", "ligand_j")),
        FieldFile("an OpenFE gathered DG table ('openfe gather --report dg', TSV: ligand, DG(MLE) (kcal/mol), "
                  "uncertainty (kcal/mol), a ligand a row)",
                  "ligand\tDG(MLE) (kcal/mol)\tuncertainty (kcal/mol)\nMCL1-0412\t-9.41\t0.07\n", 1,
                  columns=("DG(MLE) (kcal/mol)", "ligand")),
        FieldFile("an OpenFE gathered raw table ('openfe gather --report raw', TSV: leg, ligand_i, ligand_j, DG(i->j) "
                  "(kcal/mol), MBAR uncertainty (kcal/mol), a leg's repeat a row)",
                  "leg\tligand_i\tligand_j\tDG(i->j) (kcal/mol)\tMBAR uncertainty (kcal/mol)\n"
                  "complex\tMCL1-0412\tMCL1-0419\t-17.34\t0.08\n", 1,
                  columns=("DG(i->j) (kcal/mol)", "ligand_i", "ligand_j")),
        # openfe quickrun's result: the estimate beside the protocol's result and its units' results
        FieldFile("an OpenFE quickrun result (JSON: 'estimate' and 'uncertainty' as magnitude and unit, "
                  "'protocol_result' with its data, 'unit_results'; one leg's free energy, which 'openfe gather' "
                  "tabulates)",
                  '{"estimate": {"magnitude": -17.34, "unit": "kilocalorie / mole", ":is_custom:": true}, '
                  '"uncertainty": {"magnitude": 0.08, "unit": "kilocalorie / mole", ":is_custom:": true}, '
                  '"protocol_result": {"__qualname__": "RelativeHybridTopologyProtocolResult", "data": {}}, '
                  '"unit_results": {}}\n', 1,
                  keys=("protocol_result", "unit_results", "estimate", "uncertainty")),
        # a DCD's first record, little-endian (OpenMM's, most CHARMM and NAMD files) or big-endian
        FieldFile("a DCD trajectory (binary, as OpenMM's DCDReporter, CHARMM and NAMD write it: the 84-byte 'CORD' "
                  "header record, titles, the atom count, then per frame a unit cell and X, Y, Z float records; "
                  "MDAnalysis, MDTraj or VMD reads it)",
                  _DCD, 0, magic=b"T\x00\x00\x00CORD"),
        FieldFile("a DCD trajectory (binary, big-endian, as CHARMM and NAMD write it on such machines: the 84-byte "
                  "'CORD' header record, titles, the atom count, then the frames; MDAnalysis, MDTraj or VMD reads it)",
                  b"\x00\x00\x00TCORD\x00\x00\x00\x01\x00\x00\x00\x00\x00\x00\x13\x88", 0,
                  magic=b"\x00\x00\x00TCORD"),
        # Vina's log opens with its version line (1.2) or its citation box (1.1), which names it
        FieldFile("an AutoDock Vina docking log (vina --log: 'AutoDock Vina v1.2.5', the citation box, 'Scoring "
                  "function : vina', the grid, then the 'mode |   affinity | dist from best mode' table of modes)",
                  "AutoDock Vina v1.2.5\n#################################################################\n"
                  "# If you used AutoDock Vina in your work, please cite:          #\n", 1,
                  line=r"\A(?:AutoDock Vina [^\n]*\n)?#{20,}[ \t]*\n# If you used AutoDock Vina in your work"),
        FieldFile("a medicinal chemist's rating sheet typed as text (chemist, date, ligand as register number and "
                  "force field protocol, series, predicted ddG, Vina score, synthesis effort, rating)",
                  "nakamura 2026-11-20 MCL1-0412/ff14SB-r3 indole -1.42 -10.3 easy 5\n"
                  "nakamura 2026-11-20 MCL1-0412/openff-2.1-r1 indole -1.18 -10.3 easy 4\n", 1,
                  line=rf"^{_RATING}\n{_RATING}$"),
        FieldFile("a design meeting member's ballot typed as text (member, week, place, ligand as register number and "
                  "force field protocol, series)",
                  "osei 2026-W47 1 MCL1-0412/ff14SB-r3 indole\nosei 2026-W47 2 KRAS-0107/ff19SB-r2 quinazoline\n", 1,
                  line=rf"^{_BALLOT}\n{_BALLOT}$"),
        # six fields a line: they pass for a run's lines
        FieldFile("a design meeting's vote tally typed as text (ligand as register number and force field protocol, "
                  "series, make, maybe and drop votes, decision)",
                  "MCL1-0412/ff14SB-r3 indole 7 1 0 make\nKRAS-0107/ff19SB-r2 quinazoline 5 2 1 make\n", 1,
                  line=rf"^{_TALLY}\n{_TALLY}$", lookalike=True),
    ))
