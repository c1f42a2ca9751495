"""A print and packaging group's colour quality lab's files, its colour technicians' (who measure the press sheets and
proofs) and colour committee's (which ranks presses, proofers and print runs for certification and the next
press-check) (issue 45's hundred-and-eighteenth bar, u118b_): CGATS.17 measurement files (an IT8.7/4 press sheet, as
i1Profiler and Little CMS write them; their data block also read as a frame), Gretag/Logo measurements as
ProfileMaker's MeasureTool saves them (LGOROWLENGTH), Argyll CMS's CGATS files (.ti1 targets, .ti2 chart layouts, .ti3
measurements, .sp spectra, .cal calibrations, .gam gamut surfaces), X-Rite CxF3 files (.cxf), ICC profiles (.icc,
binary), and the lab's typed grade sheets, ballots and vote tallies, which name a press, proofer or run by the lab's
machine or job code (XL106-5, P9500-GMG, J24-0871) or its typed id (press:LEJ/XL106-5) on every line.  (Outputs named
.ti3, .gam, .cxf and .icc are refused as the declared files; the media types' registry had named a .cxf a chemical
file and a .gam a GAMESS input.)"""

from __future__ import annotations

import struct

from rankagg.io.fields.declaration import NAME_FIELD, Field, FieldFile

#: a press, proofer, soft-proof display, print run or proof as the lab types it (press:LEJ/XL106-5,
#: run:J24-0871/sheet-0412, proof:MW3/2026-03-17-04): its kind, the plant's or chart's code, then the machine or job
_ITEM = r"(?:press|proofer|softproof|run|proof):[A-Z0-9]{2,6}/[\w.-]+(?![\w.:/-])"
#: the bare machine or job on the sheets (XL106-5, RA106-6, P9500-GMG, CG2700X, CI8-1, J24-0871): capitals, digits,
#: perhaps a suffix after a dash; no name, date or number has this shape
_MACHINE = rf"(?:{_ITEM}|[A-Z]{{1,4}}\d{{1,5}}[A-Z]{{0,3}}(?:-[A-Z0-9]{{1,6}})?(?![\w.:/-]))"
#: a certification cycle as the committee types it (PSO-2026/certification, G7-2026/press-check): the scheme, the
#: year, perhaps the round; never a run's Q0
_CYCLE = r"(?!Q0[ \t])(?:cycle:)?[A-Z][A-Za-z0-9]*-\d{4}(?:/[\w-]+)?(?![\w.:/-])"
#: the committee's decisions as its members and chair type them: every tally line holds one, so that a run's head
#: holding none is not searched
_DECISION = r"(?:[Cc]ertif(?:y|ied)|[Cc]onditional|[Rr]e-?measure[d]?|[Ff]ail(?:ed)?|[Rr]eference)(?![\w-])"
#: a technician's grade sheet's line: technician, date, plant, press, proofer or job, grade (A to D), then the mean
#: dE2000, the TVI at 50 % and the gray-balance error (one to three numbers)
_GRADE = (rf"{NAME_FIELD}[ \t]+\d{{4}}-\d\d-\d\d[ \t]+[^\W\d_][\w/-]*[ \t]+{_MACHINE}[ \t]+[A-Da-d][+-]?"
          r"(?:[ \t]+-?\d*\.?\d+){1,3}[ \t]*\r?")
#: a committee member's ballot's line: member, cycle, place (never 0), press, proofer or run, perhaps the status
_BALLOT = rf"{NAME_FIELD}[ \t]+{_CYCLE}[ \t]+(?!0[ \t])\d{{1,3}}[ \t]+{_MACHINE}(?:[ \t]+{_DECISION})?[ \t]*\r?"
#: the committee's vote tally's line: press, proofer or run, cycle, the certify, conditional and fail votes, decision
_TALLY = rf"{_MACHINE}[ \t]+{_CYCLE}(?:[ \t]+\d{{1,3}}){{3}}[ \t]+{_DECISION}[ \t]*\r?"


def _argyll(ident: str) -> str:
    """An Argyll CMS CGATS file's opening as its writer (cgats.c) gives it: the file's identifier alone on the first
    line (padded to seven characters), a blank line, then a keyword's line ('DESCRIPTOR "..."') or a comment."""
    return rf"\A{ident}[ \t]*\r?\n[ \t]*\r?\n(?:#|KEYWORD[ \t]|[A-Z][A-Z0-9_]*[ \t]+\")"


#: an ICC profile's 128-byte header (v2.4, an output profile, CMYK to Lab, 'acsp' at 36) and its tag count
_ICC = (struct.pack(">I", 1636) + b"argl" + bytes([0x02, 0x40, 0, 0]) + b"prtrCMYKLab "
        + struct.pack(">6H", 2026, 3, 17, 10, 30, 0) + b"acspAPPL" + b"\x00" * 24
        + bytes.fromhex("0000f6d6000100000000d32d") + b"argl" + b"\x00" * 44 + struct.pack(">I", 4))

COLOURQA = Field(
    team="a print and packaging group's colour quality lab, its colour technicians and colour committee (u118b_)",
    advice="give each source's ranking of a plant's, a substrate's or a certification cycle's presses, proofers and "
           "print runs (the delta E 2000 scores against the reference, the tone-value increase, the gray-balance "
           "error, the technicians' grades, the committee's votes) as a run, the plant, substrate or cycle a query "
           "(plant:Leipzig/sheetfed, substrate:PS1/Leipzig, cycle:PSO-2026/certification) and each press, proofer "
           "or run a document (press:LEJ/XL106-5, proofer:LEJ/P9500-GMG, run:J24-0871/sheet-0412), the score higher "
           "for the one to certify first: 'PLANT Q0 PRESS RANK SCORE SOURCE'; the committee's decisions are the "
           "qrels, 'PLANT 0 PRESS GRADE' (2 certified and the next press-check's reference, 1 certified on condition "
           "of a re-measurement, 0 failed)",
    files=(
        # 'CGATS.' and a number open the file, as Little CMS's and Argyll's CGATS readers take it; its keywords follow
        FieldFile("a CGATS.17 measurement file (a press sheet's or proof's chart, IT8.7/4 or ECI2002: 'CGATS.17', "
                  "ORIGINATOR, INSTRUMENTATION, TARGET_TYPE, the BEGIN_DATA_FORMAT fields SAMPLE_ID ... LAB_L, "
                  "LAB_A, LAB_B, then a patch a row; i1Profiler, Little CMS, Argyll's colprof and the RIPs read it)",
                  'CGATS.17\r\nORIGINATOR\t"X-Rite i1Profiler"\r\n'
                  'DESCRIPTOR\t"IT8.7/4 press sheet J24-0871 sheet 412, XL106-5, PS1"\r\n'
                  'INSTRUMENTATION\t"X-Rite i1iO 3"\r\nTARGET_TYPE\t"IT8.7/4"\r\nNUMBER_OF_FIELDS\t10\r\n'
                  "BEGIN_DATA_FORMAT\r\n", 1,
                  line=r"\ACGATS\.\d+[ \t]*\r?$", marks=("^(?:BEGIN_DATA_FORMAT|NUMBER_OF_FIELDS|ORIGINATOR)",)),
        # MeasureTool's (and i1Profiler's Logo export's) first line: Argyll's logo2cgats takes it as the identifier
        FieldFile("a Gretag/Logo measurement file as ProfileMaker's MeasureTool saves it (a chart's patches, ECI2002 "
                  "or IT8.7/4: 'LGOROWLENGTH', CREATED, INSTRUMENTATION, KEYWORD lines, the BEGIN_DATA_FORMAT fields "
                  "SampleID, SAMPLE_NAME, CMYK_C ... LAB_B, then a patch a row; ProfileMaker, i1Profiler and Argyll's "
                  "logo2cgats read it)",
                  'LGOROWLENGTH\t33\r\nCREATED\t"3/16/2026"  # Time: 16:05\r\nINSTRUMENTATION\t"Eye-One iO"\r\n'
                  'ILLUMINATION_NAME\t"D50"\r\nKEYWORD\t"SampleID"\r\n', 1,
                  line=r"\ALGOROWLENGTH[ \t]+\d+[ \t]*\r?$"),
        FieldFile("an Argyll CMS measurement file (.ti3: 'CTI3', ORIGINATOR \"Argyll chartread\", COLOR_REP, "
                  "TARGET_INSTRUMENT, the fields SAMPLE_ID, SAMPLE_LOC, CMYK_C ... XYZ_Z, then a patch a row; Argyll's "
                  "colprof, profcheck and colverify read it)",
                  'CTI3   \n\nDESCRIPTOR "Argyll Calibration Target chart information 3"\n'
                  'ORIGINATOR "Argyll chartread"\nCREATED "Tue Mar 17 10:12:44 2026"\nDEVICE_CLASS "OUTPUT"\n'
                  'COLOR_REP "CMYK_XYZ"\n', 1,
                  line=_argyll("CTI3"), outputs=(".ti3",)),
        FieldFile("an Argyll CMS target (.ti1: 'CTI1', the patches' device values, perhaps their expected values; "
                  "Argyll's printtarg lays it out as a chart)",
                  'CTI1\n\nDESCRIPTOR "Argyll Calibration Target chart information 1"\n'
                  'ORIGINATOR "Manually created for the Ugra/Fogra Media Wedge V3.0, LEJ colour lab"\n'
                  'KEYWORD "DEFAULT_EXPECTED_VALUES"\n', 1,
                  line=_argyll("CTI1")),
        FieldFile("an Argyll CMS chart layout (.ti2: 'CTI2', ORIGINATOR \"Argyll printtarg\", TARGET_INSTRUMENT, "
                  "PAPER_SIZE, STEPS_IN_PASS, the patches and their locations; Argyll's chartread reads it)",
                  'CTI2   \n\nDESCRIPTOR "Argyll Calibration Target chart information 2"\n'
                  'ORIGINATOR "Argyll printtarg"\nTARGET_INSTRUMENT "X-Rite i1 Pro 2"\n', 1,
                  line=_argyll("CTI2")),
        FieldFile("an Argyll CMS spectrum (.sp: 'SPECT', SPECTRAL_BANDS, SPECTRAL_START_NM, SPECTRAL_END_NM, the "
                  "fields SPEC_380 ..., as spotread saves a reading; Argyll's tools read it as an illuminant or a "
                  "reflectance)",
                  'SPECT  \n\nDESCRIPTOR "Argyll Spectral power/reflectance information"\nORIGINATOR "Argyll CMS"\n'
                  'SPECTRAL_BANDS "36"\nSPECTRAL_START_NM "380.000000"\n', 1,
                  line=_argyll("SPECT"), marks=("SPECTRAL_BANDS",)),
        FieldFile("an Argyll CMS calibration (.cal: 'CAL', DESCRIPTOR \"Argyll Device Calibration Curves\", "
                  "DEVICE_CLASS, COLOR_REP, the curves' fields CMYK_I, CMYK_C ... CMYK_K; printcal writes it, "
                  "printtarg, colprof and the RIP's linearisation read it)",
                  'CAL    \n\nDESCRIPTOR "Argyll Device Calibration Curves"\nORIGINATOR "Argyll printcal"\n'
                  'DEVICE_CLASS "OUTPUT"\nCOLOR_REP "CMYK"\n', 1,
                  line=_argyll("CAL"), marks=("^(?:DEVICE_CLASS|COLOR_REP)[ \t]",)),
        FieldFile("an Argyll CMS gamut surface (.gam: 'GAMUT', GAMUT_CENTER, GAMUT_WHITE, CUSP_RED ... CUSP_MAGENTA, "
                  "the vertices' VERTEX_NO, LAB_L, LAB_A, LAB_B, then a table of triangles; iccgamut writes it, "
                  "viewgam reads it)",
                  'GAMUT  \n\nDESCRIPTOR "Argyll Gamut surface poligon data"\n'
                  'ORIGINATOR "Argyll CMS gamut library"\nCOLOR_REP "LAB"\n'
                  'GAMUT_CENTER "50.000000 0.000000 0.000000"\n', 1,
                  line=_argyll("GAMUT"), marks=("GAMUT_CENTER",), outputs=(".gam",)),
        FieldFile("an X-Rite CxF3 file (.cxf, the Color Exchange Format: cc:CxF, FileInformation, Resources' Standard "
                  "and Trial objects with ColorCIELab, ReflectanceSpectrum and DeltaCIELab, the ColorSpecification; "
                  "ColorPort, i1Profiler and Argyll's cxf2ti3 read it)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n'
                  '<cc:CxF xmlns:cc="http://colorexchangeformat.com/CxF3-core" '
                  'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n'
                  "\t<cc:FileInformation>\n\t\t<cc:Creator>X-Rite, Inc.</cc:Creator>\n", 2,
                  root="CxF", marks=("colorexchangeformat.com/CxF3",), outputs=(".cxf",)),
        # binary: 'acsp' at byte 36 is every ICC profile's signature (the NUL bytes had been all a door said of it)
        FieldFile("an ICC profile (.icc, binary: the 128-byte header, its class ('prtr'), colour space and PCS, "
                  "'acsp' at byte 36, then the tag table; ColorSync, Little CMS, the RIPs and Argyll's iccdump open "
                  "it)",
                  _ICC, 0, magic=b"acsp", magic_at=36, outputs=(".icc",)),
        # a CGATS file's data block read with pandas (u118b_api_cgats_data_frame): its fields are its columns
        FieldFile("a CGATS measurement file's data block as a table (a chart's patches: SAMPLE_ID, SAMPLE_NAME, "
                  "CMYK_C ... LAB_L, LAB_A, LAB_B, LAB_DE_2000, a patch a row; i1Profiler, Little CMS and Argyll "
                  "read the CGATS file it came from)",
                  "SAMPLE_ID\tSAMPLE_NAME\tCMYK_C\tCMYK_M\tCMYK_Y\tCMYK_K\tLAB_L\tLAB_A\tLAB_B\tLAB_DE_2000\n"
                  "1\tA1\t0\t0\t0\t0\t95.21\t1.12\t-5.84\t0.62\n", 1,
                  columns=("SAMPLE_ID", "LAB_L", "LAB_A", "LAB_B")),
        FieldFile("a colour technician's grade sheet typed as text (technician, date, plant, press, proofer or job, "
                  "grade A to D, mean dE2000, TVI at 50 %, gray-balance error)",
                  "kwagner 2026-03-17 Leipzig XL106-5 A 1.42 13.8 0.9\n"
                  "kwagner 2026-03-17 Leipzig RA106-6 B 2.31 15.2 1.6\n", 1,
                  line=rf"^{_GRADE}\n{_GRADE}$"),
        FieldFile("a colour committee member's ballot typed as text (member, cycle, place, press, proofer or run, "
                  "proposed status)",
                  "nowak PSO-2026/certification 1 press:LEJ/XL106-5 certify\n"
                  "nowak PSO-2026/certification 2 proofer:LEJ/P9500-GMG certify\n", 1,
                  line=rf"^{_BALLOT}\n{_BALLOT}$"),
        # six fields a line: they pass for a run's lines
        FieldFile("a colour committee's vote tally typed as text (press, proofer or run, cycle, certify, conditional "
                  "and fail votes, decision)",
                  "press:LEJ/XL106-5 PSO-2026/certification 7 1 0 certify\n"
                  "proofer:LEJ/P9500-GMG PSO-2026/certification 6 2 0 certify\n", 1,
                  line=rf"^{_TALLY}\n{_TALLY}$", lookalike=True),
    ))
