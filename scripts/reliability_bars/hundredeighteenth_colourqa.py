"""Issue 45's hundred-and-eighteenth bar of scripts/reliability_matrix.py, a print and packaging group's colour quality
lab, the colour technicians who measure the press sheets and proofs and the colour committee that ranks presses,
proofers and print runs for certification and for the next press-check, per plant, substrate and certification cycle,
from the delta E 2000 scores against the reference, the tone-value increase, the gray-balance error, the technicians'
grades and the committee's votes (its cases, ids ``u118b_``, registered in its ``cases()``); the mechanics
(:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written by a persona session,
before any of its recognisers existed.)

The committee's review: each plant, each plant's printing substrate and each certification cycle
(``plant:Leipzig/sheetfed``, ``substrate:PS1/Leipzig``, ``cycle:PSO-2026/certification``, and the packaging plant's
work, ``plant:Poznan/flexo``, ``substrate:PS5/Poznan``, ``cycle:G7-2026/press-check``) is a query and each press,
proofer or print run a document, as the lab names them: a press by its plant's code and the lab's name for the machine
(``press:LEJ/XL106-5``, ``press:POZ/CI8-1``), a contract proofer by its printer and RIP (``proofer:LEJ/P9500-GMG``), a
soft-proof display by its model (``softproof:LEJ/CG2700X``), a print run by its job number and the sheet pulled
(``run:J24-0871/sheet-0412``) or the control strip it carried (``run:J24-0903/P2P51``) and a proof by the Ugra/Fogra
Media Wedge read on it and the day (``proof:MW3/2026-03-17-04``); on the typed sheets the bare machine or job.  The
runs are the delta E 2000 scores against the reference printing condition, the tone-value increase, the gray-balance
error, the technicians' grades (A to D) and the committee's votes, turned to scores in [0, 1] at four decimals.  They
are fused with RRF, Borda and CombSUM, the technicians' grades weighted highest, and judged against the committee's
decisions (2 certified and the reference for the next press-check, 1 certified on condition of a re-measurement, 0
failed).  The mistakes and odd files: the field's own files given where runs or qrels are read (a CGATS.17 measurement
file of an IT8.7/4 press sheet, a Gretag/Logo (ProfileMaker MeasureTool) measurement of an ECI2002R chart, Argyll
CMS's .ti1 target, .ti2 chart layout, .ti3 measurements, .sp spectrum, .cal calibration and .gam gamut surface, an
X-Rite CxF3 press-check file (.cxf), an ICC output profile (.icc, binary), and a technician's grade sheet, a committee
member's ballot and the committee's vote tally as the lab types them), and outputs named for the field's files (an ICC
profile .icc, a CxF3 file .cxf, an Argyll measurement file .ti3 and an Argyll gamut surface .gam).  (Checked: the
CGATS.17 file against Little CMS's CGATS reader (cmscgats.c and a port of it, read: the predefined keywords
ORIGINATOR, FILE_DESCRIPTOR, CREATED, DESCRIPTOR, INSTRUMENTATION, MEASUREMENT_SOURCE, PRINT_CONDITIONS,
SAMPLE_BACKING with the values 'black', 'white' or 'na', MEASUREMENT_GEOMETRY, FILTER, TARGET_TYPE, WEIGHTING_FUNCTION
written as a pair, and the predefined fields SAMPLE_ID, CMYK_C ... CMYK_K, LAB_L, LAB_A, LAB_B and LAB_DE_2000) and
Argyll's CGATS reader (cgats.c, read: 'CGATS.' followed by a number taken as a CGATS file identifier, IT8.7/4 as one of
its own); KEYWORD "SAMPLE_NAME" declared as the Gretag/Logo files declare their fields, tabs between fields, CR LF line
ends and the pair's text ('ILLUMINANT, D50') are from memory, the chart (1617 patches) is cut to eight and its values
are ours.  The Gretag/Logo file from Argyll's logo2cgats (read: Gretag/Logo and X-Rite ColorPort chart results,
'LGOROWLENGTH', 'Date:' and 'ECI2002' accepted as file identifiers) and a public reader's ProfileMaker/MeasureTool
fixture (read: 'LGOROWLENGTH' first, 'CREATED "8/20/2009"  # Time: 14:42', INSTRUMENTATION "Eye-One iO",
ILLUMINATION_NAME "D50", OBSERVER_ANGLE "2", KEYWORD "SampleID", KEYWORD "SAMPLE_NAME", the tab-separated
'SampleID SAMPLE_NAME ...'), ECI2002's 1485 patches in rows of 33 from another script (read); the CMYK and LAB fields
and CR LF are guesses, the chart cut to eight patches and the values ours.  The Argyll files from the Argyll 1.8.3
sources and the reference files it ships (read): the writer in cgats.c (the identifier padded to seven characters and
a blank line, 'KEY "value"' lines with no KEYWORD declarations (EMIT_KEYWORDS undefined), a blank line, then
NUMBER_OF_FIELDS, the fields each followed by a space, NUMBER_OF_SETS and the sets, reals at six significant digits by
real_format, SAMPLE_LOC quoted, a second table of the same kind opened by two blank lines, '# ' comments); the .ti3 as
chartread writes it (CTI3, DESCRIPTOR "Argyll Calibration Target chart information 3", ORIGINATOR "Argyll chartread",
CREATED in asctime's form, DEVICE_CLASS "OUTPUT", TOTAL_INK_LIMIT, COLOR_REP "CMYK_XYZ", TARGET_INSTRUMENT "X-Rite i1
Pro 2", INSTRUMENT_FILTER "UVCUT", fields SAMPLE_ID SAMPLE_LOC CMYK_C ... XYZ_Z) and the ti3 format page; the .ti1 in
the layout of the Media Wedge target Argyll ships (ref/FograStrip3.ti1: CTI1, ORIGINATOR "Manualy created for FOGRA
strip #3 ", KEYWORD declarations, DEFAULT_EXPECTED_VALUES "true", APPROX_WHITE_POINT with tabs, TOTAL_INK_LIMIT
"270.0", COLOR_REP "CMYK", tab-separated sets; ours adds the SAMPLE_LOC field it declares); the .ti2 as printtarg
writes it (CTI2, ORIGINATOR "Argyll printtarg", TARGET_INSTRUMENT, APPROX_WHITE_POINT, TOTAL_INK_LIMIT, COLOR_REP,
PAPER_SIZE as '%.1fx%.1f', CHART_ID, STEPS_IN_PASS, PASSES_IN_STRIPS2, the default STRIP_INDEX_PATTERN 'A-Z, A-Z' and
PATCH_INDEX_PATTERN '0-9,@-9,@-9;1-999', INDEX_ORDER) beside ref/FograStrip3_3.ti2; the .sp as write_nxspect writes it
(SPECT, DESCRIPTOR "Argyll Spectral power/reflectance information", ORIGINATOR "Argyll CMS", SPECTRAL_BANDS,
SPECTRAL_START_NM, SPECTRAL_END_NM and SPECTRAL_NORM as '%f', fields SPEC_%03d) and spotread's saving a reading so,
beside ref/D50_*.sp; the .cal as printcal writes it (CAL, DESCRIPTOR "Argyll Device Calibration Curves", ORIGINATOR
"Argyll printcal", DEVICE_CLASS "OUTPUT", COLOR_REP, fields CMYK_I, CMYK_C ... CMYK_K) and ref/linear.cal (256 sets),
its second table (the expected DE response) left out; the .gam as the gamut library writes it (GAMUT, DESCRIPTOR
"Argyll Gamut surface poligon data", ORIGINATOR "Argyll CMS gamut library", COLOR_REP "LAB", GAMUT_CENTER,
CSPACE_WHITE, GAMUT_WHITE, CSPACE_BLACK, GAMUT_BLACK, CUSP_RED ... CUSP_MAGENTA, the comment 'First come the triangle
verticy location', VERTEX_NO LAB_L LAB_A LAB_B, then the triangles VERTEX_0 VERTEX_1 VERTEX_2 in a second table); the
patches, spectra, curves and the gamut (an octahedron of the six cusps, white and black) are ours.  The CxF3 file
against a ColorPort export used as a reader's test file (read: the XML declaration, '<cc:CxF
xmlns:cc="http://colorexchangeformat.com/CxF3-core" xmlns:xsi=...>', FileInformation's Creator 'X-Rite, Inc.',
CreationDate and Description, Resources/ObjectCollection/Object with ObjectType, Name and Id, its CreationDate,
ColorValues with ColorCIELab (L, A, B) and ReflectanceSpectrum StartWL, each naming ColorSpecification 'CS1', and
ColorSpecificationCollection's CS1: TristimulusSpec D50, 2_Degree, E308_Table5, MeasurementSpec Spectrum_Reflectance,
SingleAngle Annular 45/0, WavelengthRange StartWL 380 Increment 10; tab-indented), the schema's classes as colour-cxf
generates them (read: ObjectType 'Standard, Trial, Target, ...', ColorDifferenceValues/DeltaCIELab with
ColorSpecification and StandardRef, dE2000 with LRatio, MeasurementSpec's CalibrationStandard 'NIST or XRGA' after
WavelengthRange) and Argyll's cxf2ti3 (read: the namespace test, Resources/ObjectCollection, 'Standard' and 'Color'
object types); the standards, trials, 36-band spectra and delta E values are ours.  The ICC profile against Argyll's
icc.c (read: the header's size at 0, CMM at 4, the version as BCD at 8 and 9, class at 12, colour space at 16, PCS at
20, the date at 24, 'acsp' at 36, platform at 40, flags at 44, manufacturer at 48, model at 52, attributes at 56,
intent at 64, illuminant at 68; the textDescription tag of 8 + 4 + ASCII + 8 + Unicode + 3 + 67 bytes); the creator at
80, the 16-byte ID at 84, the tag table and the 'text', 'XYZ ' and 'targ' tags are from the ICC specification as
remembered, the colour tables (A2B0, B2A0, gamt) are left out and the names and values are ours.  The output suffixes:
.icc (an ICC profile, as colprof names it outside Windows, ICC_FILE_EXT read, and ColorSync, Little CMS and the RIPs
open it), .cxf (CxF3, as ColorPort, i1Profiler and cxf2ti3 read it), .ti3 (as chartread writes and colprof reads it)
and .gam (as iccgamut writes and viewgam reads it).  Left out, as they could not be checked here: i1Profiler's own
.pxf, .txf and .mxf CxF dialects (one reader's notes seen, no file), IDEAlliance G7 and ISO 12647 verification
reports (no public sample of a tool's CSV or PDF), the Fogra characterization data files' exact header, CxF/X-4's spot
colour extensions and JDF colour measurement conditions.  The grade sheet, the ballot and the vote tally are typed
here as the lab's technicians, the committee's members and its chair type them; the presses, proofers and runs are
named in the lab's forms, which machine each names and every value given for it is not claimed.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import math
import struct

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

HUNDREDEIGHTEENTH_COLOURQA = ("45 Unseen inputs: a hundred-and-eighteenth bar, a print and packaging group's colour "
                              "quality lab (the colour technicians who measure the press sheets and proofs and the "
                              "colour committee that ranks presses, proofers and print runs) ranking presses, "
                              "proofers and print runs per plant, substrate and certification cycle for certification "
                              "and the next press-check from the delta E 2000 scores against the reference, the "
                              "tone-value increase, the gray-balance error, the technicians' grades and the "
                              "committee's votes (CGATS.17 measurement files of IT8.7/4 press sheets, Gretag/Logo "
                              "MeasureTool measurements (LGOROWLENGTH), Argyll CMS .ti1 targets, .ti2 chart layouts, "
                              ".ti3 measurements, .sp spectra, .cal calibrations and .gam gamut surfaces, X-Rite CxF3 "
                              "files (.cxf), ICC output profiles (.icc), technicians' grade sheets, committee ballots "
                              "and vote tallies as typed)")

_PRESS = "press:LEJ/XL106-5"
_PRESS2 = "press:LEJ/RA106-6"
_PROOFER = "proofer:LEJ/P9500-GMG"
_RUN = "run:J24-0871/sheet-0412"
_PROOF = "proof:MW3/2026-03-17-04"
_FLEXO = "press:POZ/CI8-1"
_SOFT = "softproof:LEJ/CG2700X"
_G7RUN = "run:J24-0903/P2P51"

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['de2000_scores', 'tvi_scores', 'gray_balance', 'technician_grades', 'committee_votes'],
    items=[_PRESS, _PRESS2, _PROOFER, _RUN, _PROOF, _FLEXO, _SOFT, _G7RUN],
    queries=['plant:Leipzig/sheetfed', 'substrate:PS1/Leipzig', 'cycle:PSO-2026/certification',
             'plant:Poznan/flexo', 'substrate:PS5/Poznan', 'cycle:G7-2026/press-check'],
    suffix='/remeasured', generator='colour_scores', judgements='committee_decisions'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "colour_scores", "presscheck.run")

_RECS3 = ["de2000_scores", "technician_grades", "committee_votes"]
_OUT = ("presscheck.run",)
_ONE_RUN = (f"plant:Leipzig/sheetfed Q0 {_PRESS} 1 0.9312 committee_votes\n"
            f"plant:Leipzig/sheetfed Q0 {_PRESS2} 2 0.8467 committee_votes\n")


# the lab's files, as the measuring software, Argyll CMS, X-Rite's tools and the profilers write them
# a CGATS.17 measurement file of an IT8.7/4 press sheet: keywords, the fields, the sets; tabs and CR LF
def _crlf(lines: list[str]) -> str:
    return "\r\n".join(lines) + "\r\n"


_IT874_ROWS = [(1, "A1", 0, 0, 0, 0, 95.21, 1.12, -5.84, 0.62), (2, "A2", 100, 0, 0, 0, 55.48, -36.91, -49.62, 1.42),
               (3, "A3", 0, 100, 0, 0, 48.23, 74.57, -2.61, 2.18), (4, "A4", 0, 0, 100, 0, 89.04, -4.72, 92.85, 1.07),
               (5, "A5", 0, 0, 0, 100, 16.17, 0.21, 0.46, 0.93), (6, "A6", 50, 40, 40, 0, 58.92, 0.84, -1.33, 1.61),
               (7, "A7", 0, 100, 100, 0, 47.51, 67.82, 47.94, 2.44),
               (8, "A8", 100, 0, 100, 0, 50.12, -65.07, 26.71, 1.88)]
_CGATS17 = _crlf(["CGATS.17",
                  "ORIGINATOR\t\"X-Rite i1Profiler\"",
                  "DESCRIPTOR\t\"IT8.7/4 press sheet J24-0871 sheet 412, XL106-5, PS1\"",
                  "CREATED\t\"2026-03-17T09:41:22\"",
                  "INSTRUMENTATION\t\"X-Rite i1iO 3\"",
                  "MEASUREMENT_SOURCE\t\"Illumination=D50 M1\"",
                  "PRINT_CONDITIONS\t\"FOGRA51, PS1 premium coated\"",
                  "SAMPLE_BACKING\t\"white\"",
                  "MEASUREMENT_GEOMETRY\t\"45/0\"",
                  "FILTER\t\"none\"",
                  "WEIGHTING_FUNCTION\t\"ILLUMINANT, D50\"",
                  "WEIGHTING_FUNCTION\t\"OBSERVER, 2 degree\"",
                  "TARGET_TYPE\t\"IT8.7/4\"",
                  "KEYWORD\t\"SAMPLE_NAME\"",
                  "NUMBER_OF_FIELDS\t10",
                  "BEGIN_DATA_FORMAT",
                  "SAMPLE_ID\tSAMPLE_NAME\tCMYK_C\tCMYK_M\tCMYK_Y\tCMYK_K\tLAB_L\tLAB_A\tLAB_B\tLAB_DE_2000",
                  "END_DATA_FORMAT",
                  f"NUMBER_OF_SETS\t{len(_IT874_ROWS)}",
                  "BEGIN_DATA"]
                 + ["\t".join(str(v) for v in row) for row in _IT874_ROWS]
                 + ["END_DATA"])
_CGATS17_NAME = "J24-0871_sheet0412_IT874.txt"

# a Gretag/Logo (ProfileMaker MeasureTool) measurement of an ECI2002R chart: LGOROWLENGTH first, KEYWORD declarations
_ECI_ROWS = [(1, "A1", 10, 20, 20, 20, 61.84, 3.02, 4.77), (2, "A2", 80, 65, 65, 0, 37.91, -3.88, -4.12),
             (3, "A3", 100, 85, 85, 80, 12.41, 0.52, 0.21), (4, "A4", 0, 7, 7, 0, 90.86, 2.94, -1.18),
             (5, "A5", 100, 85, 85, 60, 15.02, -0.47, -0.86), (6, "A6", 10, 6, 6, 10, 82.11, -0.06, -3.07),
             (7, "A7", 85, 100, 70, 0, 27.33, 23.45, -8.90), (8, "A8", 10, 6, 6, 20, 76.12, 0.14, -2.63)]
_LOGO = _crlf(["LGOROWLENGTH\t33",
               "CREATED\t\"3/16/2026\"  # Time: 16:05",
               "INSTRUMENTATION\t\"Eye-One iO\"",
               "ILLUMINATION_NAME\t\"D50\"",
               "OBSERVER_ANGLE\t\"2\"",
               "KEYWORD\t\"SampleID\"",
               "KEYWORD\t\"SAMPLE_NAME\"",
               "NUMBER_OF_FIELDS\t9",
               "BEGIN_DATA_FORMAT",
               "SampleID\tSAMPLE_NAME\tCMYK_C\tCMYK_M\tCMYK_Y\tCMYK_K\tLAB_L\tLAB_A\tLAB_B",
               "END_DATA_FORMAT",
               f"NUMBER_OF_SETS\t{len(_ECI_ROWS)}",
               "BEGIN_DATA"]
              + ["\t".join(str(v) for v in row) for row in _ECI_ROWS]
              + ["END_DATA"])
_LOGO_NAME = "ECI2002R_RA106-6_PS1_2026-03-16.txt"


# Argyll's CGATS writer: an identifier padded to seven characters, 'KEY "value"' lines (None: a '# ' comment), the
# fields and sets each value followed by a space, reals by real_format at six significant digits
def _argyll_real(value: float) -> str:
    nsd = 6
    tot = xtot = nsd + 1
    if value == 0.0:
        return f"{value:{tot}.{tot - 2}f}"
    size = abs(value)
    if value < 0.0:
        xtot += 1
    ndigs = int(math.log10(size))
    if size < 1.0:
        if ndigs <= -5:
            return f"{value:{xtot}.{tot - 2}e}"
        return f"{value:{xtot - ndigs}.{nsd - ndigs}f}"
    if ndigs >= nsd:
        return f"{value:{xtot}.{tot - 2}e}"
    return f"{value:{xtot}.{nsd - ndigs}f}"


def _argyll_cell(value: object) -> str:
    if isinstance(value, float):
        return _argyll_real(value)
    if isinstance(value, str) and not value.isdigit():
        return f"\"{value}\""
    return str(value)


def _argyll_table(keywords: list[tuple[str | None, str]], fields: list[str], rows: list[tuple]) -> str:
    out = "".join(f"# {value}\n" if key is None else f"{key} \"{value}\"\n" for key, value in keywords)
    out += f"\nNUMBER_OF_FIELDS {len(fields)}\nBEGIN_DATA_FORMAT\n" + "".join(f"{f} " for f in fields)
    out += f"\nEND_DATA_FORMAT\n\nNUMBER_OF_SETS {len(rows)}\nBEGIN_DATA\n"
    return out + "".join("".join(f"{_argyll_cell(v)} " for v in row) + "\n" for row in rows) + "END_DATA\n"


def _argyll(ident: str, *tables: tuple[list[tuple[str | None, str]], list[str], list[tuple]]) -> str:
    return f"{ident:<7s}\n\n" + "\n\n".join(_argyll_table(*table) for table in tables)


# the Ugra/Fogra Media Wedge's patches (a cut of its 72): C, M, Y and K steps, overprints, a gray, with approximate XYZ
_WEDGE = [("A1", 100.0, 0.0, 0.0, 0.0, 15.62, 23.04, 54.11), ("A2", 70.0, 0.0, 0.0, 0.0, 25.13, 32.71, 57.02),
          ("A3", 40.0, 0.0, 0.0, 0.0, 42.37, 49.12, 64.35), ("A6", 0.0, 100.0, 0.0, 0.0, 36.41, 18.82, 16.93),
          ("A7", 0.0, 70.0, 0.0, 0.0, 43.12, 27.94, 25.31), ("A11", 0.0, 0.0, 100.0, 0.0, 74.81, 79.12, 7.34),
          ("A16", 0.0, 0.0, 0.0, 100.0, 2.14, 2.22, 1.91), ("A21", 100.0, 100.0, 0.0, 0.0, 4.37, 2.86, 14.02),
          ("A22", 0.0, 100.0, 100.0, 0.0, 31.74, 17.02, 2.61), ("A23", 100.0, 0.0, 100.0, 0.0, 8.93, 17.45, 6.12),
          ("A31", 50.0, 40.0, 40.0, 0.0, 26.64, 27.73, 23.08), ("A72", 0.0, 0.0, 0.0, 0.0, 84.62, 87.71, 67.45)]

# the Media Wedge as an Argyll target, in the layout of the hand-made one Argyll ships: KEYWORD lines and tabs
_TI1 = ("CTI1\n\n"
        "DESCRIPTOR \"Argyll Calibration Target chart information 1\"\n"
        "ORIGINATOR \"Manually created for the Ugra/Fogra Media Wedge V3.0, LEJ colour lab\"\n"
        "CREATED \"Thu Mar 12 08:47:02 2026\"\n"
        "KEYWORD \"DEFAULT_EXPECTED_VALUES\"\nDEFAULT_EXPECTED_VALUES \"true\"\n"
        "KEYWORD \"APPROX_WHITE_POINT\"\nAPPROX_WHITE_POINT \"84.62\t87.71\t67.45\"\n"
        "KEYWORD \"TOTAL_INK_LIMIT\"\nTOTAL_INK_LIMIT \"300.0\"\n"
        "KEYWORD \"COLOR_REP\"\nCOLOR_REP \"CMYK\"\n\n"
        "KEYWORD \"SAMPLE_LOC\"\nNUMBER_OF_FIELDS 9\nBEGIN_DATA_FORMAT\n"
        "SAMPLE_ID SAMPLE_LOC CMYK_C CMYK_M CMYK_Y CMYK_K XYZ_X XYZ_Y XYZ_Z\nEND_DATA_FORMAT\n\n"
        f"NUMBER_OF_SETS\t{len(_WEDGE)}\nBEGIN_DATA\n"
        + "".join(f"{i}\t\"{loc}\"\t{c:g}\t{m:g}\t{y:g}\t{k:g}\t{x:g}\t{yy:g}\t{z:g}\n"
                  for i, (loc, c, m, y, k, x, yy, z) in enumerate(_WEDGE, 1))
        + "END_DATA\n")
_TI1_NAME = "MediaWedgeV3_LEJ.ti1"

# the wedge laid out for the proof by printtarg (a cut), as the committee's proof checks use it
_TI2 = _argyll("CTI2", (
    [("DESCRIPTOR", "Argyll Calibration Target chart information 2"), ("ORIGINATOR", "Argyll printtarg"),
     ("CREATED", "Fri Mar 13 14:20:09 2026"), ("TARGET_INSTRUMENT", "X-Rite i1 Pro 2"),
     ("APPROX_WHITE_POINT", "84.620000 87.710000 67.450000"), ("TOTAL_INK_LIMIT", "300.0"), ("COLOR_REP", "CMYK"),
     ("PAPER_SIZE", "210.0x297.0"), ("CHART_ID", "4"), ("STEPS_IN_PASS", "24"), ("PASSES_IN_STRIPS2", "1"),
     ("STRIP_INDEX_PATTERN", "A-Z, A-Z"), ("PATCH_INDEX_PATTERN", "0-9,@-9,@-9;1-999"),
     ("INDEX_ORDER", "STRIP_THEN_PATCH")],
    ["SAMPLE_ID", "SAMPLE_LOC", "CMYK_C", "CMYK_M", "CMYK_Y", "CMYK_K", "XYZ_X", "XYZ_Y", "XYZ_Z"],
    [(str(i), f"A{i}", c, m, y, k, x, yy, z) for i, (_, c, m, y, k, x, yy, z) in enumerate(_WEDGE, 1)]))
_TI2_NAME = "MediaWedgeV3_P9500-GMG.ti2"

# the wedge as chartread read it on proof 04 of 2026-03-17 (M2: a UV-cut filter)
_TI3 = _argyll("CTI3", (
    [("DESCRIPTOR", "Argyll Calibration Target chart information 3"), ("ORIGINATOR", "Argyll chartread"),
     ("CREATED", "Tue Mar 17 10:12:44 2026"), ("DEVICE_CLASS", "OUTPUT"), ("TOTAL_INK_LIMIT", "300.0"),
     ("COLOR_REP", "CMYK_XYZ"), ("TARGET_INSTRUMENT", "X-Rite i1 Pro 2"), ("INSTRUMENT_FILTER", "UVCUT")],
    ["SAMPLE_ID", "SAMPLE_LOC", "CMYK_C", "CMYK_M", "CMYK_Y", "CMYK_K", "XYZ_X", "XYZ_Y", "XYZ_Z"],
    [(str(i), f"A{i}", c, m, y, k, round(x * 1.013, 4), round(yy * 0.996, 4), round(z * 1.021, 4))
     for i, (_, c, m, y, k, x, yy, z) in enumerate(_WEDGE, 1)]))
_TI3_NAME = "proof_MW3_2026-03-17-04.ti3"

# the viewing booth's light as spotread saved it: one set of 36 bands, 380 to 730 nm (a D50 shape, perturbed)
_D50 = [24.49, 29.87, 49.31, 56.51, 60.03, 57.82, 74.82, 87.25, 90.61, 91.37, 95.11, 91.96, 95.72, 96.61, 97.13,
        102.1, 100.75, 102.32, 100.0, 97.74, 98.92, 93.5, 97.69, 99.27, 99.04, 95.72, 98.86, 95.67, 98.19, 103.0,
        99.13, 87.38, 91.6, 92.89, 76.85, 86.51]
_SP = _argyll("SPECT", (
    [("DESCRIPTOR", "Argyll Spectral power/reflectance information"), ("ORIGINATOR", "Argyll CMS"),
     ("CREATED", "Mon Mar 16 16:05:31 2026"), ("SPECTRAL_BANDS", "36"), ("SPECTRAL_START_NM", "380.000000"),
     ("SPECTRAL_END_NM", "730.000000"), ("SPECTRAL_NORM", "1.000000")],
    [f"SPEC_{380 + 10 * i:03d}" for i in range(36)],
    [tuple(round(v * (1.0 + 0.03 * math.sin(i / 3.0)), 3) for i, v in enumerate(_D50))]))
_SP_NAME = "viewing_booth_LEJ-2_2026-03-16.sp"

# the contract proofer's calibration curves as printcal wrote them (256 sets; the expected-DE table left out)
_CAL = _argyll("CAL", (
    [("DESCRIPTOR", "Argyll Device Calibration Curves"), ("ORIGINATOR", "Argyll printcal"),
     ("CREATED", "Tue Mar 10 11:03:55 2026"), ("DEVICE_CLASS", "OUTPUT"), ("COLOR_REP", "CMYK")],
    ["CMYK_I", "CMYK_C", "CMYK_M", "CMYK_Y", "CMYK_K"],
    [(i / 255.0, round((i / 255.0) ** 1.07, 6), round((i / 255.0) ** 1.11, 6), round((i / 255.0) ** 1.04, 6),
      round((i / 255.0) ** 0.97, 6)) for i in range(256)]))
_CAL_NAME = "P9500-GMG_PS1_2026-03.cal"

# the press profile's gamut surface as iccgamut wrote it: white, black and the six cusps, twelve triangles
_CUSPS = [("RED", 47.5, 68.1, 48.0), ("YELLOW", 89.0, -4.7, 92.9), ("GREEN", 50.1, -65.1, 26.7),
          ("CYAN", 55.5, -36.9, -49.6), ("BLUE", 24.3, 16.8, -46.2), ("MAGENTA", 48.2, 74.6, -2.6)]
_GAM = _argyll(
    "GAMUT",
    ([("DESCRIPTOR", "Argyll Gamut surface poligon data"), ("ORIGINATOR", "Argyll CMS gamut library"),
      ("CREATED", "Tue Mar 17 10:31:08 2026"), ("COLOR_REP", "LAB"),
      ("GAMUT_CENTER", "50.000000 0.000000 0.000000"), ("CSPACE_WHITE", "100.000000 0.000000 0.000000"),
      ("GAMUT_WHITE", "95.210000 1.120000 -5.840000"), ("CSPACE_BLACK", "0.000000 0.000000 0.000000"),
      ("GAMUT_BLACK", "9.840000 0.430000 -0.270000")]
     + [(f"CUSP_{name}", f"{lab_l:f} {lab_a:f} {lab_b:f}") for name, lab_l, lab_a, lab_b in _CUSPS]
     + [(None, "First come the triangle verticy location")],
     ["VERTEX_NO", "LAB_L", "LAB_A", "LAB_B"],
     [(0, 95.21, 1.12, -5.84), (1, 9.84, 0.43, -0.27)]
     + [(i + 2, lab_l, lab_a, lab_b) for i, (_, lab_l, lab_a, lab_b) in enumerate(_CUSPS)]),
    ([(None, "And then come the triangles")],
     ["VERTEX_0", "VERTEX_1", "VERTEX_2"],
     [(pole, 2 + i, 2 + (i + 1) % 6) for pole in (0, 1) for i in range(6)]))
_GAM_NAME = "XL106-5_PS1_2026-03.gam"


# an X-Rite CxF3 press-check file: the reference solids as Standards, the sheet's solids as Trials with their dE2000
def _spectrum(peak: float, width: float, low: float, high: float) -> str:
    return " ".join(f"{low + (high - low) * math.exp(-((380 + 10 * i - peak) / width) ** 2):.4f}" for i in range(36))


_CXF_WHEN = "2026-03-17T09:52:10+01:00"
_CXF_OBJECTS = [("Standard", "FOGRA51 Cyan 100", "s1", (55.0, -37.0, -50.0), (480.0, 70.0, 0.03, 0.62), None),
                ("Standard", "FOGRA51 Magenta 100", "s2", (48.0, 75.0, -4.0), (700.0, 90.0, 0.04, 0.88), None),
                ("Trial", "J24-0871/412 Cyan 100", "t1", (55.48, -36.91, -49.62), (482.0, 71.0, 0.03, 0.61),
                 ("s1", 0.62)),
                ("Trial", "J24-0871/412 Magenta 100", "t2", (48.23, 74.57, -2.61), (702.0, 88.0, 0.04, 0.87),
                 ("s2", 1.42))]


def _cxf_object(kind: str, name: str, oid: str, lab: tuple, spectrum: tuple, delta: tuple | None) -> str:
    out = (f"\t\t\t<cc:Object ObjectType=\"{kind}\" Name=\"{name}\" Id=\"{oid}\">\n"
           f"\t\t\t\t<cc:CreationDate>{_CXF_WHEN}</cc:CreationDate>\n"
           "\t\t\t\t<cc:ColorValues>\n"
           "\t\t\t\t\t<cc:ColorCIELab ColorSpecification=\"CS1\">\n"
           f"\t\t\t\t\t\t<cc:L>{lab[0]}</cc:L>\n\t\t\t\t\t\t<cc:A>{lab[1]}</cc:A>\n\t\t\t\t\t\t<cc:B>{lab[2]}</cc:B>\n"
           "\t\t\t\t\t</cc:ColorCIELab>\n"
           f"\t\t\t\t\t<cc:ReflectanceSpectrum StartWL=\"380\" ColorSpecification=\"CS1\">{_spectrum(*spectrum)}"
           "</cc:ReflectanceSpectrum>\n"
           "\t\t\t\t</cc:ColorValues>\n")
    if delta is not None:
        out += ("\t\t\t\t<cc:ColorDifferenceValues>\n"
                f"\t\t\t\t\t<cc:DeltaCIELab ColorSpecification=\"CS1\" StandardRef=\"{delta[0]}\">\n"
                f"\t\t\t\t\t\t<cc:dE2000 LRatio=\"1\">{delta[1]}</cc:dE2000>\n"
                "\t\t\t\t\t</cc:DeltaCIELab>\n"
                "\t\t\t\t</cc:ColorDifferenceValues>\n")
    return out + "\t\t\t</cc:Object>\n"


_CXF = ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        "<cc:CxF xmlns:cc=\"http://colorexchangeformat.com/CxF3-core\" "
        "xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\">\n"
        "\t<cc:FileInformation>\n"
        "\t\t<cc:Creator>X-Rite, Inc.</cc:Creator>\n"
        f"\t\t<cc:CreationDate>{_CXF_WHEN}</cc:CreationDate>\n"
        "\t\t<cc:Description>Press check J24-0871 sheet 412, XL106-5: FOGRA51 solids</cc:Description>\n"
        "\t</cc:FileInformation>\n"
        "\t<cc:Resources>\n"
        "\t\t<cc:ObjectCollection>\n"
        + "".join(_cxf_object(*obj) for obj in _CXF_OBJECTS)
        + "\t\t</cc:ObjectCollection>\n"
        "\t\t<cc:ColorSpecificationCollection>\n"
        "\t\t\t<cc:ColorSpecification Id=\"CS1\">\n"
        "\t\t\t\t<cc:TristimulusSpec>\n"
        "\t\t\t\t\t<cc:Illuminant>D50</cc:Illuminant>\n"
        "\t\t\t\t\t<cc:Observer>2_Degree</cc:Observer>\n"
        "\t\t\t\t\t<cc:Method>E308_Table5</cc:Method>\n"
        "\t\t\t\t</cc:TristimulusSpec>\n"
        "\t\t\t\t<cc:MeasurementSpec>\n"
        "\t\t\t\t\t<cc:MeasurementType>Spectrum_Reflectance</cc:MeasurementType>\n"
        "\t\t\t\t\t<cc:GeometryChoice>\n"
        "\t\t\t\t\t\t<cc:SingleAngle>\n"
        "\t\t\t\t\t\t\t<cc:SingleAngleConfiguration>Annular</cc:SingleAngleConfiguration>\n"
        "\t\t\t\t\t\t\t<cc:IlluminationAngle>45</cc:IlluminationAngle>\n"
        "\t\t\t\t\t\t\t<cc:MeasurementAngle>0.0</cc:MeasurementAngle>\n"
        "\t\t\t\t\t\t</cc:SingleAngle>\n"
        "\t\t\t\t\t</cc:GeometryChoice>\n"
        "\t\t\t\t\t<cc:WavelengthRange StartWL=\"380\" Increment=\"10\"/>\n"
        "\t\t\t\t\t<cc:CalibrationStandard>XRGA</cc:CalibrationStandard>\n"
        "\t\t\t\t</cc:MeasurementSpec>\n"
        "\t\t\t</cc:ColorSpecification>\n"
        "\t\t</cc:ColorSpecificationCollection>\n"
        "\t</cc:Resources>\n"
        "</cc:CxF>\n")
_CXF_NAME = "J24-0871_sheet0412_presscheck.cxf"


# an ICC v2.4 output profile (CMYK to Lab): the 128-byte header, the tag table, then desc, cprt, wtpt and targ; the
# colour tables (A2B0, B2A0, gamt) left out
def _s15(value: float) -> bytes:
    return struct.pack(">i", round(value * 65536))


def _icc_profile() -> bytes:
    name = "XL106-5 PS1 FOGRA51 2026-03"
    desc = (b"desc" + b"\0" * 4 + struct.pack(">I", len(name) + 1) + name.encode("ascii") + b"\0"
            + struct.pack(">II", 0, 0) + struct.pack(">HB", 0, 0) + b"\0" * 67)
    cprt = b"text" + b"\0" * 4 + b"Copyright 2026 LEJ colour lab. No restrictions.\0"
    wtpt = b"XYZ " + b"\0" * 4 + _s15(0.8962) + _s15(0.9303) + _s15(0.7441)
    targ = (b"text" + b"\0" * 4 + _TI3.encode("ascii") + b"\0")
    tags = [(b"desc", desc), (b"cprt", cprt), (b"wtpt", wtpt), (b"targ", targ)]
    offset = 128 + 4 + 12 * len(tags)
    table, data = struct.pack(">I", len(tags)), b""
    for sig, body in tags:
        body += b"\0" * (-len(body) % 4)
        table += sig + struct.pack(">II", offset + len(data), len(body))
        data += body
    size = offset + len(data)
    header = (struct.pack(">I", size) + b"argl" + bytes([0x02, 0x40, 0, 0]) + b"prtr" + b"CMYK" + b"Lab "
              + struct.pack(">6H", 2026, 3, 17, 10, 30, 0) + b"acsp" + b"APPL" + struct.pack(">I", 0)
              + b"\0" * 4 + b"\0" * 4 + b"\0" * 8 + struct.pack(">I", 0)
              + _s15(0.9642) + _s15(1.0) + _s15(0.8249) + b"argl" + b"\0" * 16 + b"\0" * 28)
    return header + table + data


_ICC = _icc_profile()
_ICC_NAME = "XL106-5_PS1_2026-03.icc"

# a colour technician's grade sheet as typed after the press-check: technician, date, plant, press, proofer or job,
# grade (A-D), mean dE2000 against the reference, TVI at 50 % (%), gray-balance error (delta Ch): eight fields a line
_GRADE_SHEET = ("kwagner 2026-03-17 Leipzig XL106-5 A 1.42 13.8 0.9\n"
                "kwagner 2026-03-17 Leipzig RA106-6 B 2.31 15.2 1.6\n"
                "kwagner 2026-03-17 Leipzig P9500-GMG A 0.87 0.0 0.7\n"
                "kwagner 2026-03-17 Leipzig J24-0871 B 2.05 14.6 1.3\n"
                "kwagner 2026-03-17 Leipzig CG2700X C 3.12 0.0 2.4\n")
# a committee member's ballot for the cycle, as typed: member, cycle, place, press, proofer or run, proposed status
_BALLOT = (f"nowak PSO-2026/certification 1 {_PRESS} certify\n"
           f"nowak PSO-2026/certification 2 {_PROOFER} certify\n"
           f"nowak PSO-2026/certification 3 {_PRESS2} conditional\n"
           f"nowak PSO-2026/certification 4 {_SOFT} fail\n")
# the committee's vote tally as its chair types it: press, proofer or run, cycle, certify, conditional and fail
# votes, decision: six fields a line
_VOTE_TALLY = (f"{_PRESS} PSO-2026/certification 7 1 0 certify\n"
               f"{_PROOFER} PSO-2026/certification 6 2 0 certify\n"
               f"{_PRESS2} PSO-2026/certification 2 5 1 conditional\n"
               f"{_SOFT} PSO-2026/certification 0 3 5 fail\n")


def hundredeighteenth_bar_colourqa_cases() -> list[Case]:
    G = HUNDREDEIGHTEENTH_COLOURQA
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="colour_scores", judgements="committee_decisions", runs=_RECS3,
        stem="presscheck", outputs=_OUT, item="press, proofer or run", rounded="technician_grades",
        weights="{'technician_grades': 2.0, 'de2000_scores': 1.5, 'committee_votes': 1.0, 'tvi_scores': 0.5}",
        lone_query="R['de2000_scores']['plant:Brno/digital'] = "
                   "{'press:BRQ/Indigo-7K': 0.9, 'press:BRQ/iGen5': 0.4}\n",
        trust="technician_grades 2\nde2000_scores 1\ncommittee_votes 1\n",
        trust_dict="{'technician_grades': 2, 'de2000_scores': 1, 'committee_votes': 1}",
        texts={
            "rrf": ("u118b_rrf_colour_scores",
                    "rankagg.fuse({source: {plant, substrate or cycle: {press, proofer or run: score}}}, "
                    "method='rrf'): the delta E 2000 scores, tone-value increase, gray-balance error, the "
                    "technicians' grades and the committee's votes, six rankings ('plant:Leipzig/sheetfed', "
                    f"'substrate:PS1/Leipzig'), presses ('{_PRESS}', '{_FLEXO}'), a proofer ('{_PROOFER}'), a "
                    f"soft-proof display ('{_SOFT}'), print runs ('{_RUN}', '{_G7RUN}') and a proof ('{_PROOF}')"),
            "borda": ("u118b_borda_run_not_scored_by_all",
                      "rankagg.fuse(..., method='borda'): print runs pulled this week and proofs not yet graded or "
                      "voted on, so some sources have no score for them"),
            "combsum": ("u118b_combsum_rounded_technician_grades",
                        "rankagg.fuse(..., method='combsum'): the technicians' A to D grades turned to scores at one "
                        "decimal (many ties), beside the delta E 2000 scores and the votes"),
            "fuser": ("u118b_weighted_fuser_technician_grades",
                      "rankagg.Fuser('rrf', weights=...) per plant, substrate and cycle: the technicians' grades "
                      "count 2, the delta E 2000 scores 1.5, the committee's votes 1 and the tone-value increase 0.5, "
                      "as the lab's certification rules put the technician's reading of a press first"),
            "frame": ("u118b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the lab's certification "
                      "tracker, a row per plant or cycle, press, proofer or run and source"),
            "evaluate": ("u118b_evaluate_committee_decisions",
                         "rankagg.evaluate(fused ranking, the committee's decisions, ['nDCG@5', 'AP', 'P@3']): does "
                         "the fused ranking put the presses and proofers the committee certified first"),
            "lone": ("u118b_new_plant_only_de2000",
                     "rankagg.fuse(..., method='rrf'): a digital plant taken on this year (Brno) that only the delta "
                     "E 2000 scores cover so far (no TVI curve, gray balance, grade or votes), beside plants, "
                     "substrates and cycles every source covers"),
            "cli_rrf": ("u118b_cli_rrf_runs",
                        "rankagg fuse de2000_scores.run technician_grades.run committee_votes.run --method rrf -o "
                        "presscheck.run: one run per source, plants, substrates and cycles as queries"),
            "cli_borda": ("u118b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the technicians' "
                          "grades count double)"),
            "cli_combsum": ("u118b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four presses or proofers per plant the "
                            "committee can visit at the next press-check"),
            "cli_evaluate": ("u118b_cli_evaluate_committee_qrels",
                             "rankagg evaluate presscheck.run --qrels committee_decisions.qrels -m ndcg_cut.5 -m "
                             "map: the fused ranking against the committee's decisions (2 certified and the next "
                             "press-check's reference, 1 certified on condition, 0 failed)"),
            "cli_parquet": ("u118b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o presscheck.parquet: gzipped runs from the lab's "
                            "nightly measurement job, a Parquet table for the certification dashboard")})

    # --- the lab's files given where runs are read: named by their format or tool ---------------------------------
    cases += files_as_runs(cli_bad, [
        ("u118b_cgats17_it874_txt_as_run", "a CGATS.17 measurement file of an IT8.7/4 press sheet (.txt: 'CGATS.17', "
         "ORIGINATOR, INSTRUMENTATION, WEIGHTING_FUNCTION, TARGET_TYPE \"IT8.7/4\", KEYWORD \"SAMPLE_NAME\", "
         "NUMBER_OF_FIELDS 10, BEGIN_DATA_FORMAT 'SAMPLE_ID SAMPLE_NAME CMYK_C ... LAB_DE_2000', tabs, CR LF)",
         _CGATS17_NAME, _CGATS17, "CGATS", f"{_CGATS17_NAME}:1"),
        ("u118b_logo_measuretool_txt_as_run", "a Gretag/Logo measurement of an ECI2002R chart as ProfileMaker's "
         "MeasureTool saves it (.txt: 'LGOROWLENGTH 33', CREATED with '# Time:', INSTRUMENTATION \"Eye-One iO\", "
         "KEYWORD \"SampleID\", 'SampleID SAMPLE_NAME CMYK_C ... LAB_B', tabs)", _LOGO_NAME, _LOGO, "MeasureTool",
         f"{_LOGO_NAME}:1"),
        ("u118b_argyll_ti3_as_run", "an Argyll CMS measurement file as chartread writes it (.ti3: 'CTI3', ORIGINATOR "
         "\"Argyll chartread\", COLOR_REP \"CMYK_XYZ\", TARGET_INSTRUMENT \"X-Rite i1 Pro 2\", 'SAMPLE_ID SAMPLE_LOC "
         "CMYK_C ... XYZ_Z', a Media Wedge read on a proof)", _TI3_NAME, _TI3, "Argyll", f"{_TI3_NAME}:1"),
        ("u118b_argyll_ti1_as_run", "an Argyll CMS target of the Ugra/Fogra Media Wedge (.ti1: 'CTI1', KEYWORD "
         "declarations, APPROX_WHITE_POINT, TOTAL_INK_LIMIT, COLOR_REP \"CMYK\", patches with expected XYZ, tabs)",
         _TI1_NAME, _TI1, "Argyll", f"{_TI1_NAME}:1"),
        ("u118b_argyll_gam_as_run", "an Argyll CMS gamut surface of a press profile as iccgamut writes it (.gam: "
         "'GAMUT', GAMUT_CENTER, GAMUT_WHITE, CUSP_RED ... CUSP_MAGENTA, 'VERTEX_NO LAB_L LAB_A LAB_B', then a table "
         "of triangles)", _GAM_NAME, _GAM, "Argyll", f"{_GAM_NAME}:1"),
        ("u118b_xrite_cxf3_as_run", "an X-Rite CxF3 press-check file (.cxf: '<cc:CxF xmlns:cc=\"http://"
         "colorexchangeformat.com/CxF3-core\">', FileInformation, Standard and Trial objects with ColorCIELab, "
         "ReflectanceSpectrum and DeltaCIELab dE2000, ColorSpecification CS1)", _CXF_NAME, _CXF, "CxF",
         named_at(_CXF_NAME, _CXF)),
        ("u118b_icc_profile_as_run", "an ICC output profile (.icc, binary: the 128-byte header with 'prtr', 'CMYK', "
         "'Lab ' and 'acsp', a tag table of desc, cprt, wtpt and targ)", _ICC_NAME, _ICC, "ICC", _ICC_NAME),
        ("u118b_technician_grade_sheet_as_run", "a colour technician's grade sheet as typed (eight fields a line: "
         "technician, date, plant, press, proofer or job, grade A-D, mean dE2000, TVI at 50 %, gray-balance error)",
         "grades_kwagner_2026-03-17.txt", _GRADE_SHEET, "grade sheet", "grades_kwagner_2026-03-17.txt:1"),
        ("u118b_committee_ballot_as_run", "a colour committee member's ballot for the cycle as typed (five fields a "
         "line: member, cycle, place, press, proofer or run, proposed status)", "ballot_nowak_PSO-2026.txt",
         _BALLOT, "ballot", "ballot_nowak_PSO-2026.txt:1"),
        ("u118b_committee_vote_tally_as_run", "the colour committee's vote tally as its chair types it (six fields a "
         "line: press, proofer or run, cycle, certify, conditional and fail votes, decision)",
         "vote_tally_PSO-2026.txt", _VOTE_TALLY, "vote tally", "vote_tally_PSO-2026.txt:1")],
        one_run=("committee_votes.run", _ONE_RUN), stem="presscheck",
        text_why="trec_eval refuses a line of other than six fields, and the six of a vote tally (a press, a cycle, "
                 "three vote counts and a decision) are not a run's; a CGATS or Argyll file is keywords and a data "
                 "table, not ranked lines; the file is the field's own, named by what it is (a field count or a "
                 "generic note says nothing the lab can act on)",
        binary_why="trec_eval reads text; an ICC profile read as lines gives no ranking (ColorSync, Little CMS or "
                   "Argyll's iccdump open it): named by what it is")

    # --- the judgements the lab gives ---------------------------------------------------------------------------------
    judged = files_as_qrels(cli_bad, [
        ("u118b_committee_vote_tally_as_qrels", "vote_tally_PSO-2026.txt", _VOTE_TALLY, "vote tally"),
        ("u118b_argyll_ti2_as_qrels", _TI2_NAME, _TI2, "Argyll"),
        ("u118b_argyll_cal_as_qrels", _CAL_NAME, _CAL, "Argyll"),
        ("u118b_argyll_sp_as_qrels", _SP_NAME, _SP, "Argyll")],
        one_run=("committee_votes.run", _ONE_RUN))
    # what each file is, said in the case's own text (the helper's text names the file only)
    said = {"u118b_committee_vote_tally_as_qrels": "the colour committee's vote tally as typed, six fields a line",
            "u118b_argyll_ti2_as_qrels": "an Argyll CMS chart layout as printtarg writes it (.ti2: 'CTI2', "
                                         "TARGET_INSTRUMENT, PAPER_SIZE \"210.0x297.0\", STEPS_IN_PASS, "
                                         "PASSES_IN_STRIPS2, 'SAMPLE_ID SAMPLE_LOC CMYK_C ... XYZ_Z')",
            "u118b_argyll_cal_as_qrels": "an Argyll CMS calibration as printcal writes it (.cal: 'CAL', "
                                         "DESCRIPTOR \"Argyll Device Calibration Curves\", 'CMYK_I CMYK_C CMYK_M "
                                         "CMYK_Y CMYK_K', 256 sets of five values)",
            "u118b_argyll_sp_as_qrels": "an Argyll CMS spectrum of the viewing booth's light as spotread saves it "
                                        "(.sp: 'SPECT', SPECTRAL_BANDS \"36\", SPECTRAL_START_NM, 'SPEC_380 ... "
                                        "SPEC_730', one set)"}
    for case in judged:
        case.what += f" ({said[case.id]})"
    cases += judged

    # --- outputs named for the field's files ---------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u118b_out_icc_profile", "XL106-5_PS1_presscheck.icc", "an ICC profile (.icc, as colprof names it and "
         "ColorSync, Little CMS and the RIPs open it)"),
        ("u118b_out_cxf3", "XL106-5_PS1_presscheck.cxf", "a CxF3 file (.cxf, as X-Rite's ColorPort and i1Profiler "
         "and Argyll's cxf2ti3 read it)"),
        ("u118b_out_argyll_ti3", "XL106-5_PS1_presscheck.ti3", "an Argyll CMS measurement file (.ti3, as colprof, "
         "profcheck and colverify read it)"),
        ("u118b_out_argyll_gam", "XL106-5_PS1_presscheck.gam", "an Argyll CMS gamut surface (.gam, as iccgamut "
         "writes it and viewgam reads it)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=118"))

    # --- the lab's documents and tables given to the API ----------------------------------------------------------
    cases += [
        bad("u118b_api_cxf3_element_tree",
            "rankagg.fuse(ET.parse(J24-0871_sheet0412_presscheck.cxf).getroot()): an X-Rite CxF3 press-check file "
            "parsed with xml.etree.ElementTree, its cc:CxF root element given as the runs",
            "import xml.etree.ElementTree as ET, rankagg\n"
            "rankagg.fuse(ET.parse('presscheck.cxf').getroot(), method='rrf')\n",
            "CxF", why="a run maps a query to {document: score}; a CxF3 root holds FileInformation and Resources "
            "(Standard and Trial objects with Lab values, spectra and dE2000 against a standard, the colour "
            "specifications), no query and no ranking",
            files={"presscheck.cxf": _CXF}),
        bad("u118b_api_cgats_data_frame",
            "rankagg.fuse(DataFrame of a CGATS.17 file's data block): an IT8.7/4 press sheet's measurements "
            "(SAMPLE_ID, SAMPLE_NAME, CMYK_C ... LAB_B, LAB_DE_2000 columns) read with pandas and given as runs",
            "import io, pandas as pd, rankagg\n"
            "lines = open('sheet.txt', encoding='utf-8').read().splitlines()\n"
            "i, j, k = lines.index('BEGIN_DATA_FORMAT'), lines.index('BEGIN_DATA'), lines.index('END_DATA')\n"
            "df = pd.read_csv(io.StringIO('\\n'.join([lines[i + 1]] + lines[j + 1:k])), sep='\\t')\n"
            "rankagg.fuse(df, method='borda')\n",
            "CGATS", why="a table of runs has qid, docid, run and score columns; a CGATS data block has a patch a "
            "row (its device values, its L*a*b* and its delta E 2000 against the reference), no query, run or "
            "score",
            files={"sheet.txt": _CGATS17}),
    ]
    return cases
