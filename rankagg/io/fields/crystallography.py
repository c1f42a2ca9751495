"""A university small-molecule X-ray crystallography service's files, its crystallographers' (who collect and solve the
structures) and facility manager's (who ranks the candidate solutions and datasets for deposition) (issue 45's
hundred-and-fifteenth bar, u115a_): SHELX instruction and result files (.ins, .res) and HKLF 4 reflection files
(.hkl), XDS's XDS_ASCII.HKL and its steps' listings (CORRECT.LP), checkCIF/PLATON reports (HTML), Bruker SAINT .p4p
files and frames (.sfrm), CrysAlisPro's reduction records (.cif_od), CSD refcode lists (.gcd), the COD's search answers
(JSON, CSV, also read as a frame), and the service's typed rating sheets, ballots and vote tallies, which name a sample
by its service code (KH-2026-1123) on every line.  (A final CIF is the older crystal-structure note's; outputs named
.hkl are refused here, .fcf by the output names.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import NAME_FIELD, Field, FieldFile

#: a sample's code as the service's submission system gives it (KH-2026-1123: the group's letters, the year, a number):
#: the service's token on every line of its sheets
_SAMPLE = r"(?:sample:)?[A-Z]{2,4}-\d{4}-\d{3,5}(?![\w.:-])"
#: a dataset, a structure solution, a deposition or a CSD entry (mo_KH1123_0m_a, exp_4711, ccdc:2412345): any token
#: but a run's Q0 or a qrels' 0
_ENTRY = r"(?!Q0[ \t]|0[ \t])[\w.:/-]+"
#: a space group as typed (P2(1)/c, P 21/n is two fields, so typed without blanks; C2/c, Pbca, R-3)
_GROUP = r"[PABCFIR][\w()/-]*"
#: the facility's decisions as the manager types them: every tally line holds one, so that a run's head holding none
#: is not searched
_DECISION = r"(?:[Dd]eposit(?:ed)?|[Rr]e-?refine[ds]?|[Rr]ecollect(?:ed)?|[Rr]eject(?:ed)?)(?![\w-])"
#: a crystallographer's rating sheet's line: crystallographer, date, sample, dataset or solution, grade (A to D), then
#: R1, wR2 and GooF (one to three numbers)
_RATING = (rf"{NAME_FIELD}[ \t]+\d{{4}}-\d\d-\d\d[ \t]+{_SAMPLE}[ \t]+{_ENTRY}[ \t]+[A-Da-d][+-]?"
           r"(?:[ \t]+-?\d*\.?\d+){1,3}[ \t]*\r?")
#: a user's ballot's line: user, sample, place (never 0), dataset or solution, perhaps its space group
_BALLOT = rf"{NAME_FIELD}[ \t]+{_SAMPLE}[ \t]+(?!0[ \t])\d{{1,3}}[ \t]+{_ENTRY}(?:[ \t]+{_GROUP})?[ \t]*\r?"
#: the facility's vote tally's line: dataset or solution, sample, the deposit, re-refine and recollect votes, decision
_TALLY = rf"{_ENTRY}[ \t]+{_SAMPLE}(?:[ \t]+\d{{1,3}}){{3}}[ \t]+{_DECISION}[ \t]*\r?"
#: an HKLF 4 reflection as SHELX reads it (3I4, 2F8.2: h, k, l, Fo^2 and its sigma, perhaps a batch number in I4):
#: fixed columns, no blank needed between them ('  -2  -1   3 1843.27   21.06')
_HKLF4 = r"(?:[ \d-]{3}\d){3}(?:[ \d-]{4}\d\.\d\d){2}(?:[ \d-]{3}\d)?[ \t]*\r?"
#: a CSD refcode (six capital letters, two digits for a later determination of the same compound)
_REFCODE = r"[A-Z]{6}(?:\d\d)?[ \t]*\r?"
#: the steps of XDS, each opening its listing (INIT.LP, IDXREF.LP, CORRECT.LP, ...) with its banner
_XDS_STEP = r"(?:XYCORR|INIT|COLSPOT|IDXREF|DEFPIX|XPLAN|INTEGRATE|CORRECT)"

CRYSTALLOGRAPHY = Field(
    team="a university small-molecule X-ray crystallography service, its crystallographers and facility manager "
         "(u115a_)",
    advice="give each source's ranking of a sample's, a beamtime shift's or a submission round's datasets and "
           "structure solutions (the refinement statistics, checkCIF's alert counts, the data-quality scores, the "
           "crystallographers' grades, the users' votes) as a run, the sample, shift or round a query "
           "(sample:KH-2026-1123) and each dataset or solution a document (mo_KH1123_0m_a, ccdc:2412345), the score "
           "higher for the solution to deposit first: 'SAMPLE Q0 SOLUTION RANK SCORE SOURCE'; the facility manager's "
           "decisions are the qrels, 'SAMPLE 0 SOLUTION GRADE' (2 deposit, 1 re-refine, 0 recollect)",
    files=(
        # TITL opens every instruction file SHELXL reads and every result file it writes; CELL and SFAC follow it
        FieldFile("a SHELX instruction or result file (.ins, .res: TITL, CELL, ZERR, LATT, SYMM, SFAC, UNIT, the "
                  "atoms, HKLF, and in a .res the REM R1 and wR2 lines and the Q peaks; SHELXL refines it, Olex2 and "
                  "ShelXle open it)",
                  "TITL mo_KH1123_0m_a.res in P2(1)/c\n    mo_KH1123_0m.res\n"
                  "CELL 0.71073  11.4920   6.6210  11.4530  90.000  95.615  90.000\n"
                  "ZERR    4.00   0.0004   0.0002   0.0004   0.000   0.002   0.000\nLATT 1\nSFAC C H N O\n", 1,
                  # no output suffix: '.res' names a TREC run's results as often (test_twentieth_bar_output_names)
                  line=r"\ATITL(?:[ \t][^\n]*)?\r?$", marks=("^CELL[ \t]", "^SFAC[ \t]")),
        # with a batch number a reflection is six fields, the fifth a number: a run's line to the TREC reader
        FieldFile("a SHELX HKLF 4 reflection file (.hkl: h, k, l, Fo squared and its sigma in fixed columns, 3I4 and "
                  "2F8.2, perhaps a batch number, ended by a row of zeros; SHELXL reads it beside the .ins)",
                  "  -1   0   1 1843.27   21.06   1\n   1   0   1 1851.90   21.44   1\n"
                  "   0   2   0 2672.15   30.81   2\n", 1,
                  line=rf"\A{_HKLF4}\n{_HKLF4}$", lookalike=True, outputs=(".hkl",)),
        FieldFile("XDS's XDS_ASCII.HKL (CORRECT's reflections: '!FORMAT=XDS_ASCII' and '!ITEM_' header lines to "
                  "'!END_OF_HEADER', then a reflection a line; XSCALE, POINTLESS and AIMLESS read it)",
                  "!FORMAT=XDS_ASCII    MERGE=FALSE    FRIEDEL'S_LAW=TRUE\n"
                  "!Generated by CORRECT   (VERSION Jan 10, 2022  BUILT=20220220)\n", 1,
                  line=r"\A!FORMAT=XDS_ASCII\b"),
        FieldFile("an XDS step's listing (INIT.LP, IDXREF.LP, INTEGRATE.LP, CORRECT.LP: the step's banner, then its "
                  "report, CORRECT's the completeness, R-factors, I/sigma and CC(1/2) per resolution shell; a person "
                  "or XDSGUI reads it)",
                  " ***** CORRECT ***** (VERSION Jan 10, 2022  BUILT=20220220)    5-Nov-2026\n"
                  " Author: Wolfgang Kabsch\n", 1,
                  line=rf"\A \*{{5}} {_XDS_STEP} \*{{5}}"),
        FieldFile("a checkCIF/PLATON report (XHTML, as the IUCr's checkCIF service returns it: the datablock, bond "
                  "precision, the Calculated and Reported cell, R and wR2, then the ALERTS, PLAT220_ALERT_2_C, by "
                  "level A to G)",
                  '<!DOCTYPE html\n\tPUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN"\n'
                  '\t "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
                  '<html xmlns="http://www.w3.org/1999/xhtml" lang="en-US" xml:lang="en-US">\n'
                  "<head>\n<title>checkCIF/PLATON page 2</title>\n", 4,
                  root="html", marks=("checkCIF/PLATON",)),
        # SAINT's integration record: keyword records, FILEID first, then the cell, orientation and REF1K reflections
        FieldFile("a Bruker SAINT .p4p file (FILEID, SITEID, TITLE, CHEM, CELL, CELLSD, ORT1 to ORT3, SOURCE, "
                  "BRAVAIS, then REF1K reflection records; APEX, XPREP and SADABS read it)",
                  "FILEID SAINT        V8.40B        4.00        11/05/26 09:41:12 KH1123_     \r\n"
                  "SITEID service                             ?                                    \r\n"
                  "TITLE  Integration of KH1123                   \r\n"
                  "CELL     11.4918    6.6207   11.4529   90.0000   95.6151   90.0000    867.126 \r\n", 1,
                  line=r"\AFILEID[ \t]+[A-Za-z][\w.-]*[ \t]", marks=("^SITEID", "^CELL[ \t]")),
        # a CIF written by CrysAlisPro itself (a final CIF names CrysAlisPro among its programs, but Olex2, SHELXL or
        # publCIF as its creation method)
        FieldFile("a CrysAlisPro reduction record (.cif_od: a CIF whose _audit_creation_method is CrysAlisPro, with "
                  "the diffractometer, the cell's reflections and the absorption correction; Olex2 and the final CIF "
                  "take their data items from it)",
                  "data_exp_4711\r\n_audit_creation_method            'CrysAlisPro 1.171.44.46a'\r\n"
                  "_computing_data_collection\r\n;\r\nCrysAlisPro 1.171.44.46a (Rigaku OD, 2024)\r\n;\r\n", 1,
                  line=r"\Adata_\S+[ \t]*\r?\n(?:[^\n]*\n){0,3}?_audit_creation_method[ \t]+['\"]?CrysAlisPro\b"),
        # format 100 and 86: 80-character 'KEY    :value' records, fifteen or five 512-byte blocks of them
        FieldFile("a Bruker frame (.sfrm: an ASCII header of 80-character records, FORMAT :100, VERSION, HDRBLKS, "
                  "then the detector image's bytes; APEX, SAINT or a frame viewer opens it)",
                  b"FORMAT :100".ljust(80) + b"VERSION:18".ljust(80) + b"HDRBLKS:15".ljust(80)
                  + b"TYPE   :SCAN".ljust(80), 0,
                  magic=b"FORMAT :", line=r"\AFORMAT :[ ]*(?:86|100)[ ]+VERSION:[ ]*\d+[ ]+HDRBLKS:"),
        # ConQuest's and the CSD Python API's hit lists: a refcode a line, nothing else
        FieldFile("a CSD refcode list (.gcd: a refcode a line, XOBKAJ, XOBKAJ01; ConQuest, Mercury and the CSD Python "
                  "API read it)",
                  "XOBKAJ\nXOBKAJ01\nXOBKAJ02\n", 1,
                  line=rf"\A{_REFCODE}\n{_REFCODE}\n{_REFCODE}$"),
        FieldFile("a Crystallography Open Database (COD) search answer (JSON, as "
                  "crystallography.net/cod/result?format=json answers: an entry a record, file, a, b, c, alpha, beta, "
                  "gamma, vol, sg, sgHall, formula, authors, doi: structures, no ranking)",
                  '[{"file": 7241188, "a": "11.4875(6)", "vol": "866.39(8)", "celltemp": "100(2)", '
                  '"sg": "P 1 21/c 1", "sgHall": "-P 2ybc", "sgNumber": 14, "formula": "- C14 H12 N2 O3 -"}]\n', 1,
                  keys=("sgHall", "sgNumber", "celltemp", "formula")),
        FieldFile("a Crystallography Open Database (COD) search answer (CSV, as "
                  "crystallography.net/cod/result?format=csv answers: file, a, b, c, alpha, beta, gamma, vol, "
                  "celltemp, ..., sg, sgNumber, formula, calcformula columns, an entry a row)",
                  "file,a,b,c,alpha,beta,gamma,vol,celltemp,diffrtemp,sg,sgNumber,formula,calcformula\n"
                  "7241188,11.4875,6.6192,11.4488,90,95.591,90,866.39,100,100,P 1 21/c 1,14,- C14 H12 N2 O3 -,"
                  "C14 H12 N2 O3\n", 1,
                  columns=("file", "vol", "sg", "sgnumber", "calcformula")),
        FieldFile("a crystallographer's rating sheet typed as text (crystallographer, date, sample, dataset or "
                  "solution, grade A to D, R1, wR2, GooF)",
                  "weber 2026-11-06 KH-2026-1123 mo_KH1123_0m_a A 0.0312 0.0791 1.043\n"
                  "weber 2026-11-06 KH-2026-1123 mo_KH1123_0m_b C 0.0874 0.2212 1.391\n", 1,
                  line=rf"^{_RATING}\n{_RATING}$"),
        FieldFile("a crystallography service user's ballot typed as text (user, sample, place, dataset or solution, "
                  "space group)",
                  "okafor KH-2026-1123 1 mo_KH1123_0m_a P2(1)/c\nokafor KH-2026-1123 2 cu_KH1123_0m P2(1)/c\n", 1,
                  line=rf"^{_BALLOT}\n{_BALLOT}$"),
        # six fields a line: they pass for a run's lines
        FieldFile("a crystallography facility's vote tally typed as text (dataset or solution, sample, deposit, "
                  "re-refine and recollect votes, decision)",
                  "mo_KH1123_0m_a KH-2026-1123 5 1 0 deposit\ncu_KH1123_0m KH-2026-1123 3 2 1 deposit\n", 1,
                  line=rf"^{_TALLY}\n{_TALLY}$", lookalike=True),
    ))
