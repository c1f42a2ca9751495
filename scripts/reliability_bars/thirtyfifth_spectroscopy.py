"""Issue 45's thirty-fifth bar of scripts/reliability_matrix.py, an analytical chemistry lab ranking spectral library
matches per unknown sample across search algorithms (its cases, ids ``u35g_``, registered in its ``cases()``); the
mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written in a later
session, before any of its recognisers existed.)

The team's day: each unknown sample and technique (``unk:QC-2026-1127-01/ftir-atr``) is a query and each library hit a
document by its library and entry (``hit:hr-aldrich-ftir/50-78-2``, a CAS number; ``hit:rruff/R050071``); the runs
are the search software's correlation hit quality index, its first-derivative Euclidean distance, a peak table match
and the analysts' own rankings of the hits, scores in [0, 1] at four decimals.  They are fused with RRF, Borda and
CombSUM, weighted by each algorithm's record, and judged against what the reference standards confirmed (2 the
compound confirmed against a reference standard, 1 the right compound class or a salt or hydrate of it, 0 a wrong
hit).  The mistakes and odd files: the field's own files given where runs or qrels are read (a JCAMP-DX spectrum, an
AnIML document, a GAML file, a Thermo Galactic SPC file, a Bruker OPUS file, NIST MS Search's hit list, a Shimadzu
UVProbe export, an Agilent Cary CSV, MoNA's JSON records; a Renishaw WiRE map export, a Bruker TopSpin acqus, an NIST
MSP library and an OceanView export as judgements), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import struct

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

THIRTYFIFTH_SPECTROSCOPY = ("45 Unseen inputs: a thirty-fifth bar, an analytical chemistry lab ranking spectral "
                            "library matches per unknown sample across search algorithms (JCAMP-DX, AnIML, GAML, SPC, "
                            "OPUS, NIST MS Search, Shimadzu, Cary, MoNA, Renishaw, TopSpin, MSP, OceanView)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['correlation', 'first_derivative', 'peak_match', 'analysts'],
    items=['hit:hr-aldrich-ftir/50-78-2', 'hit:hr-aldrich-ftir/103-90-2', 'hit:nist23-ei/50-78-2', 'hit:rruff/R050071',
           'hit:usp-ref/1042000', 'hit:nist23-ei/58-08-2', 'hit:inhouse-atr/LIB-0421@lot-B17',
           'hit:hr-aldrich-ftir/15687-27-1'],
    queries=['unk:QC-2026-1127-01/ftir-atr', 'unk:QC-2026-1127-02/ftir-atr', 'unk:QC-2026-1127-03/raman-785',
             'unk:QC-2026-1127-04/ei-ms', 'unk:QC-2026-1127-05/nir', 'unk:QC-2026-1127-06/ei-ms'],
    suffix='/repeat', generator='library_hits', judgements='confirmed') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "library_hits", "hits.run")

_RECS3 = ["correlation", "first_derivative", "peak_match"]
_OUT = ("hits.run",)
_ONE_RUN = ("unk:QC-2026-1127-01/ftir-atr Q0 hit:hr-aldrich-ftir/50-78-2 1 0.91 first_derivative\n"
            "unk:QC-2026-1127-01/ftir-atr Q0 hit:usp-ref/1042000 2 0.77 first_derivative\n")
# the team's files, as the spectrometers' software, the search programs and the libraries write them (a few lines)
# a JCAMP-DX 4.24 infrared spectrum: '##LABEL=value' records from ##TITLE= on, then ##XYDATA=(X++(Y..Y)) in AFFN, each
# line an X and five Y values (six fields a line), ##END=
_JCAMP = ("##TITLE=QC-2026-1127-01 unknown white powder, ATR\n##JCAMP-DX=4.24\n##DATA TYPE=INFRARED SPECTRUM\n"
          "##ORIGIN=ACME Pharma QC laboratory, bench 2\n##OWNER=ACME Pharma\n##DATE=2026/11/27\n##TIME=08:14:02\n"
          "##SPECTROMETER/DATA SYSTEM=Thermo Scientific Nicolet iS50, OMNIC 9.13\n"
          "##SAMPLING PROCEDURE=ATR, diamond crystal\n##RESOLUTION=4\n##XUNITS=1/CM\n##YUNITS=ABSORBANCE\n"
          "##XFACTOR=1.0\n##YFACTOR=0.000001\n##FIRSTX=1780.0\n##LASTX=1752.0\n##DELTAX=-2.0\n##NPOINTS=15\n"
          "##FIRSTY=0.012345\n##XYDATA=(X++(Y..Y))\n"
          "1780.0 12345 12562 13108 14277 16930\n"
          "1770.0 22418 35906 61234 98211 142770\n"
          "1760.0 171305 160412 121877 80233 52117\n"
          "##END=\n")
# an AnIML document (ASTM E13.15, core schema draft 0.90): SampleSet, ExperimentStepSet, a Raman spectrum's SeriesSet
_ANIML = ('<?xml version="1.0" encoding="utf-8"?>\n'
          '<AnIML xmlns="urn:org:astm:animl:schema:core:draft:0.90" '
          'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" version="0.90">\n'
          '  <SampleSet>\n    <Sample name="QC-2026-1127-03" sampleID="smp-QC-2026-1127-03"/>\n  </SampleSet>\n'
          '  <ExperimentStepSet>\n    <ExperimentStep name="Raman spectrum, 785 nm" experimentStepID="es-0001">\n'
          '      <Technique name="Raman" uri="https://techniques.animl.org/current/raman.atdd"/>\n'
          '      <Result name="Spectrum">\n        <SeriesSet name="Spectrum" length="4">\n'
          '          <Series name="Raman shift" seriesID="x" seriesType="Float64" dependency="independent">\n'
          '            <IndividualValueSet><D>1001.8</D><D>1032.5</D><D>1183.2</D><D>1605.9</D></IndividualValueSet>\n'
          '            <Unit label="1/cm"/>\n          </Series>\n'
          '          <Series name="Intensity" seriesID="y" seriesType="Float64" dependency="dependent">\n'
          '            <IndividualValueSet><D>2412.5</D><D>1198.0</D><D>655.3</D><D>1877.4</D></IndividualValueSet>\n'
          '            <Unit label="counts"/>\n          </Series>\n        </SeriesSet>\n      </Result>\n'
          '    </ExperimentStep>\n  </ExperimentStepSet>\n</AnIML>\n')
# a GAML file (Thermo's Generalized Analytical Markup Language, 1.20) of a NIR spectrum: experiment, trace, Xdata and
# its Ydata, the values base64 of little-endian 32-bit floats
_GAML = ('<?xml version="1.0" encoding="UTF-8"?>\n<GAML version="1.20" name="QC-2026-1127-05">\n'
         '  <integrity algorithm="SHA1">5f1c0e7a9b2d4c6e8f0a1b3c5d7e9f1a2b4c6d8e</integrity>\n'
         '  <parameter name="component_name" label="Component name" group="GAML Generation">GAMLIO</parameter>\n'
         '  <experiment name="QC-2026-1127-05 NIR, reflectance probe">\n'
         '    <collectdate>2026-11-27T08:14:02Z</collectdate>\n'
         '    <trace name="Spectrum" technique="NIR">\n'
         '      <Xdata label="Wavelength" units="NANOMETERS" valueorder="UNSPECIFIED">\n'
         '        <values byteorder="INTEL" format="FLOAT32" numvalues="4">AICJRADAiUQAAIpEAECKRA==</values>\n'
         '        <Ydata label="Absorbance" units="ABSORBANCE">\n'
         '          <values byteorder="INTEL" format="FLOAT32" numvalues="4">/BjTPvRs1j4RNtw+3bXkPg==</values>\n'
         '        </Ydata>\n      </Xdata>\n    </trace>\n  </experiment>\n</GAML>\n')


def _spc() -> bytes:
    """A Thermo Galactic SPC file in the new format: the 512-byte header (ftflgs 0: one subfile of evenly spaced X,
    fversn 0x4B, fexper 4: FT-IR, fexp 0x80: Y as 32-bit floats, fnpts, ffirst, flast, fnsub, fxtype 1: wavenumbers,
    fytype 2: absorbance, the packed date, resolution, source, comment), then the 32-byte subheader and the Y values."""
    ys = [0.012345, 0.012562, 0.013108, 0.014277, 0.016930, 0.022418, 0.035906, 0.061234]
    date = (2026 << 20) | (11 << 16) | (27 << 11) | (8 << 6) | 14
    head = (struct.pack("<BBBb", 0x00, 0x4B, 4, -128) + struct.pack("<I2dI", len(ys), 1800.0, 1786.0, 1)
            + struct.pack("<4BI", 1, 2, 0, 0, date) + b"4".ljust(9, b"\x00") + b"iS50".ljust(9, b"\x00")
            + struct.pack("<H", 0) + struct.pack("<8f", *[0.0] * 8)
            + b"QC-2026-1127-02 ATR, exported by OMNIC 9.13".ljust(130, b"\x00") + b"\x00" * 30
            + struct.pack("<II", 0, 0) + struct.pack("<BBH", 0, 0, 0) + struct.pack("<f", 1.0) + b"\x00" * 48
            + struct.pack("<fIfB", 0.0, 0, 0.0, 0) + b"\x00" * 187)
    sub = struct.pack("<BbHfffllf4s", 0, -128, 0, 0.0, 0.0, 0.0, len(ys), 32, 0.0, b"")
    return head + sub + struct.pack(f"<{len(ys)}f", *ys)


def _opus() -> bytes:
    """A Bruker OPUS file: the magic 0A 0A FE FE, the version (a date as a double), the directory's offset, its size in
    blocks and the number of blocks; the directory (type, size in 32-bit words, offset per block: the directory
    itself, the absorbance's data status parameters, the absorbance and the sample parameters), then the blocks:
    parameters as 'KEY\\0', a type, a size in 16-bit words and the value, closed by 'END'."""
    def param(key: str, kind: int, value) -> bytes:
        if kind == 0:
            raw = struct.pack("<i", value)
        elif kind == 1:
            raw = struct.pack("<d", value)
        else:
            raw = value.encode("latin-1") + b"\x00"
            raw += b"\x00" * (-len(raw) % 4)
        return key.encode() + b"\x00" + struct.pack("<hh", kind, len(raw) // 2) + raw

    def block(*params: bytes) -> bytes:
        return b"".join(params) + b"END\x00" + struct.pack("<hh", 0, 0)
    ys = [0.0123, 0.0126, 0.0131, 0.0143, 0.0169, 0.0224, 0.0359, 0.0612]
    status = block(param("DPF", 0, 1), param("NPT", 0, len(ys)), param("FXV", 1, 1800.0), param("LXV", 1, 1786.0),
                   param("CSF", 1, 1.0), param("MXY", 1, max(ys)), param("MNY", 1, min(ys)), param("DXU", 2, "WN"),
                   param("DAT", 2, "27/11/2026"), param("TIM", 2, "08:14:02.123 (GMT+1)"))
    data = struct.pack(f"<{len(ys)}f", *ys)
    sample = block(param("SNM", 2, "QC-2026-1127-02"), param("SFM", 2, "white powder, ATR"),
                   param("CNM", 2, "qclab"))
    max_blocks = 20
    start = 24 + 12 * max_blocks
    blocks = [(4112, status), (4096, data), (160, sample)]
    directory = [(13 << 10, 3 * max_blocks, 24)]
    for kind, body in blocks:
        directory.append((kind, len(body) // 4, start))
        start += len(body)
    table = b"".join(struct.pack("<3i", *entry) for entry in directory).ljust(12 * max_blocks, b"\x00")
    return (b"\x0a\x0a\xfe\xfe" + struct.pack("<d3i", 920622.0, 24, max_blocks, len(directory)) + table
            + b"".join(body for _, body in blocks))


# NIST MS Search's hit list (SRCRESLT.TXT): 'Unknown: ...  Compound in Library Factor = n', then 'Hit n  : <<name>>;
# <<formula>>; MF; RMF; Prob; CAS; Mw; Lib; Id.' lines
_SRCRESLT = ("Unknown: QC-2026-1127-04 scan 412 (RT 7.842 min)                     Compound in Library Factor = 612\n"
             "Hit 1  : <<Acetylsalicylic acid>>; <<C9H8O4>>; MF: 912; RMF: 925; Prob: 88.12; CAS:50-78-2; Mw: 180; "
             "Lib: <<mainlib>>; Id: 8532.\n"
             "Hit 2  : <<Benzoic acid, 2-(acetyloxy)-, methyl ester>>; <<C10H10O4>>; MF: 801; RMF: 843; Prob: 6.47; "
             "CAS:580-02-9; Mw: 194; Lib: <<mainlib>>; Id: 12047.\n"
             "Hit 3  : <<Salicylic acid>>; <<C7H6O3>>; MF: 774; RMF: 790; Prob: 3.02; CAS:69-72-7; Mw: 138; "
             "Lib: <<replib>>; Id: 2215.\n")
# Shimadzu UVProbe's ASCII export: the quoted '<sample> - RawData' title line, then its header '"Wavelength nm.",
# "Abs."' (line 2, what says it is UVProbe's), then wavelength and absorbance rows
_UVPROBE = ('"QC-2026-1127-07 - RawData"\n"Wavelength nm.","Abs."\n400.00,0.0412\n399.00,0.0415\n398.00,0.0419\n'
            '397.00,0.0424\n')
# an Agilent Cary WinUV CSV: the samples' names (a baseline and the sample, each over two columns), the header
# 'Wavelength (nm),Abs,...' (line 2), rows ending in a comma, then a blank line and each sample's collection notes
_CARY = ("Baseline 100%T,,QC-2026-1127-07,,\nWavelength (nm),Abs,Wavelength (nm),Abs,\n"
         "400.0,0.00012,400.0,0.04123,\n399.0,0.00010,399.0,0.04151,\n398.0,0.00011,398.0,0.04190,\n\n"
         "Baseline 100%T\nCollection Time: 11/27/2026 8:09:51 AM\n\nQC-2026-1127-07\n"
         "Collection Time: 11/27/2026 8:14:02 AM\n")
# MoNA's (MassBank of North America) JSON export: a list of spectrum records (compound, id, metaData, score, spectrum
# as 'm/z:intensity' pairs, splash, submitter, tags, library)
_MONA = ('[{"compound": [{"inchi": "InChI=1S/C9H8O4/c1-6(10)13-8-5-3-2-4-7(8)9(11)12/h2-5H,1H3,(H,11,12)", '
         '"inchiKey": "BSYNRYMUTXBXSQ-UHFFFAOYSA-N", "metaData": [{"category": "none", "computed": false, "hidden": '
         'false, "name": "molecular formula", "value": "C9H8O4"}], "names": [{"computed": false, "name": "Aspirin", '
         '"score": 0.0}], "tags": [], "kind": "biological"}], "id": "MoNA012345", "dateCreated": 1506716185000, '
         '"lastUpdated": 1790000000000, "metaData": [{"category": "none", "computed": false, "hidden": false, "name": '
         '"instrument type", "value": "EI-B"}, {"category": "none", "computed": false, "hidden": false, "name": '
         '"ms level", "value": "MS1"}], "score": {"impacts": [], "score": 3.5}, "spectrum": "43.0:18.1 92.0:31.0 '
         '120.0:100 121.0:26.8 138.0:42.5", "splash": {"block1": "splash10", "block2": "0udi", "block3": '
         '"0900000000", "block4": "d8c6a4f2e0b1c3d5e7f9", "splash": "splash10-0udi-0900000000-d8c6a4f2e0b1c3d5e7f9"}, '
         '"submitter": {"id": "massbank", "emailAddress": "info@massbank.eu", "firstName": "MassBank", "lastName": '
         '"Europe", "institution": "MassBank consortium"}, "tags": [{"ruleBased": false, "text": "MassBank"}, '
         '{"ruleBased": false, "text": "GC-MS"}], "library": {"description": "MassBank Europe", "library": "MassBank", '
         '"link": "https://massbank.eu/"}}]\n')
# the judgements' mistakes: a Renishaw WiRE map exported as text ('#X #Y #Wave #Intensity', double tabs, four fields a
# line), a Bruker TopSpin acqus (JCAMP-DX 5.0 parameters: '##$NAME= value', '$$' comments), an NIST MSP library
# ('Name:', ..., 'Num Peaks:', then 'm/z intensity; ' pairs), an OceanView export ('Data from ... Node', 'Key: value'
# lines, '>>>>>Begin Spectral Data<<<<<', tab-separated pairs)
_RENISHAW = ("#X\t\t#Y\t\t#Wave\t\t#Intensity\n"
             "-1250.000000\t\t-850.000000\t\t1799.453125\t\t1523.235352\n"
             "-1250.000000\t\t-850.000000\t\t1798.371094\t\t1519.848633\n"
             "-1250.000000\t\t-850.000000\t\t1797.289063\t\t1516.121094\n"
             "-1250.000000\t\t-850.000000\t\t1796.207031\t\t1511.905273\n")
_ACQUS = ("##TITLE= Parameter file, TopSpin 4.1.4\n##JCAMPDX= 5.0\n##DATATYPE= Parameter Values\n"
          "##NPOINTS= 1\t$$ modification sequence number\n##ORIGIN= Bruker BioSpin GmbH\n##OWNER= nmrsu\n"
          "$$ 2026-11-27 08:14:02.123 +0100  nmrsu@av600\n$$ /opt/nmrdata/nmrsu/QC-2026-1127-06/1/acqus\n"
          "$$ process /opt/topspin4.1.4/prog/mod/go\n##$AQ_mod= 3\n##$BF1= 600.13\n##$DS= 2\n##$NS= 16\n"
          "##$NUC1= <1H>\n##$O1= 2824.91\n##$PULPROG= <zg30>\n##$SFO1= 600.1328249\n##$SOLVENT= <DMSO>\n"
          "##$SW= 20.5524\n##$SW_h= 12335.5263157895\n##$TD= 65536\n##$TE= 298.1\n##END=\n")
_MSP = ("Name: Acetylsalicylic acid\nSynon: Aspirin\nFormula: C9H8O4\nMW: 180\nExactMass: 180.0422587\n"
        "CAS#: 50-78-2; NIST#: 228712\nDB#: 8532\nNum Peaks: 10\n15 12; 39 48; 43 99; 63 45; 64 52; \n"
        "65 41; 92 310; 120 999; 121 268; 138 425; \n\n"
        "Name: Caffeine\nFormula: C8H10N4O2\nMW: 194\nExactMass: 194.0803756\nCAS#: 58-08-2; NIST#: 61248\n"
        "DB#: 10144\nNum Peaks: 5\n55 210; 67 185; 82 224; 109 342; 194 999; \n\n")
_OCEANVIEW = ("Data from QEP04521__0__08-14-02-123.txt Node\n\nDate: Fri Nov 27 08:14:02 CET 2026\nUser: qclab\n"
              "Spectrometer: QEP04521\nTrigger mode: 0\nIntegration Time (sec): 1.000000E0\nScans to average: 10\n"
              "Electric dark correction enabled: false\nNonlinearity correction enabled: false\nBoxcar width: 0\n"
              "XAxis mode: Wavelengths\nNumber of Pixels in Spectrum: 1044\n>>>>>Begin Spectral Data<<<<<\n"
              "850.118\t2412.51\n850.972\t2398.07\n851.826\t2377.64\n852.680\t2359.12\n")


def thirtyfifth_bar_spectroscopy_cases() -> list[Case]:
    G = THIRTYFIFTH_SPECTROSCOPY
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="library_hits", judgements="confirmed", runs=_RECS3, stem="hits", outputs=_OUT,
        item="library hits", rounded="peak_match",
        weights="{'correlation': 1.0, 'first_derivative': 1.5, 'peak_match': 0.5, 'analysts': 2.0}",
        lone_query="R['analysts']['unk:QC-2026-1127-07/uv-vis'] = {'hit:inhouse-uv/LIB-0117': 0.9, "
                   "'hit:inhouse-uv/LIB-0122': 0.4}\n",
        trust="first_derivative 2\ncorrelation 1\npeak_match 0.5\n",
        trust_dict="{'first_derivative': 2, 'correlation': 1, 'peak_match': 0.5}",
        texts={
            "rrf": ("u35g_rrf_search_algorithms",
                    "rankagg.fuse({algorithm: {unknown: {library hit: score}}}, method='rrf'): four search "
                    "algorithms, six unknowns ('unk:QC-2026-1127-01/ftir-atr'), hits as library/entry "
                    "('hit:hr-aldrich-ftir/50-78-2')"),
            "borda": ("u35g_borda_unscored_hits",
                      "rankagg.fuse(..., method='borda'): the peak table match has no score for hits whose library "
                      "entry holds no peak table"),
            "combsum": ("u35g_combsum_rounded_scores",
                        "rankagg.fuse(..., method='combsum'): the peak table match at one decimal (many ties) beside "
                        "the full-spectrum algorithms"),
            "fuser": ("u35g_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per unknown: the analysts count 2, the peak table match "
                      "0.5"),
            "frame": ("u35g_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the lab's search log, a row "
                      "per unknown, hit and algorithm"),
            "evaluate": ("u35g_evaluate_confirmed",
                         "rankagg.evaluate(fused ranking, what the reference standards confirmed, ['nDCG@5', 'AP', "
                         "'P@3']): does the fused ranking put first the compounds the standards confirmed"),
            "lone": ("u35g_one_algorithm_unknown",
                     "rankagg.fuse(..., method='rrf'): a UV-Vis unknown only the analysts ranked (no searchable "
                     "library for it) beside unknowns every algorithm covers"),
            "cli_rrf": ("u35g_cli_rrf_runs",
                        "rankagg fuse correlation.run first_derivative.run peak_match.run --method rrf -o hits.run: "
                        "one run per algorithm, unknowns as queries"),
            "cli_borda": ("u35g_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the first-derivative "
                          "search counts double)"),
            "cli_combsum": ("u35g_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four hits the lab checks against "
                            "reference standards"),
            "cli_evaluate": ("u35g_cli_evaluate_confirmed_qrels",
                             "rankagg evaluate hits.run --qrels confirmed.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against what the reference standards confirmed (0-2)"),
            "cli_parquet": ("u35g_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o hits.parquet: gzipped runs from the search "
                            "server, a Parquet table for the lab's identification report")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u35g_jcamp_dx_as_run", "a JCAMP-DX 4.24 infrared spectrum ('##TITLE=', '##JCAMP-DX=4.24', ..., "
         "'##XYDATA=(X++(Y..Y))': an X and five Y values, six fields a line)", "QC-2026-1127-01.jdx", _JCAMP,
         "JCAMP-DX", "QC-2026-1127-01.jdx:1"),
        ("u35g_animl_as_run", "an AnIML document (AnIML xmlns=urn:org:astm:animl:schema:core:draft:0.90: SampleSet, "
         "ExperimentStepSet, SeriesSet)", "QC-2026-1127-03.animl", _ANIML, "AnIML", "QC-2026-1127-03.animl:2"),
        ("u35g_gaml_as_run", "a GAML file (GAML version=1.20: integrity, experiment, trace, Xdata, Ydata, base64 "
         "values)", "QC-2026-1127-05.gaml", _GAML, "GAML", "QC-2026-1127-05.gaml:2"),
        ("u35g_galactic_spc_as_run", "a Thermo Galactic SPC file (a 512-byte header: ftflgs, fversn 0x4B, fexper, "
         "fexp, fnpts, ffirst, flast, ...; a subheader, then 32-bit floats)", "QC-2026-1127-02.spc", _spc(), "SPC",
         "QC-2026-1127-02.spc"),
        ("u35g_bruker_opus_as_run", "a Bruker OPUS file (the magic 0A 0A FE FE, a directory of blocks: data status "
         "parameters, the absorbance, the sample parameters)", "QC-2026-1127-02.0", _opus(), "OPUS",
         "QC-2026-1127-02.0"),
        ("u35g_nist_ms_search_hits_as_run", "NIST MS Search's hit list ('Unknown: ... Compound in Library Factor', "
         "then 'Hit 1  : <<name>>; <<formula>>; MF: ...; RMF: ...; Prob: ...; CAS:...' lines)", "SRCRESLT.TXT",
         _SRCRESLT, "NIST MS Search", "SRCRESLT.TXT:1"),
        ("u35g_uvprobe_csv_as_run", "a Shimadzu UVProbe export (a '\"<sample> - RawData\"' title line before its "
         "'\"Wavelength nm.\",\"Abs.\"' header, then rows)", "QC-2026-1127-07.txt", _UVPROBE, "Shimadzu",
         "QC-2026-1127-07.txt:2"),
        ("u35g_cary_csv_as_run", "an Agilent Cary WinUV CSV (the samples' names, then 'Wavelength (nm),Abs,"
         "Wavelength (nm),Abs,', rows ending in a comma, the collection notes)", "QC-2026-1127-07.csv", _CARY, "Cary",
         "QC-2026-1127-07.csv:2"),
        ("u35g_mona_json_as_run", "MoNA's JSON export (a list of records: compound, id, metaData, score, spectrum, "
         "splash, submitter, tags, library)", "MoNA-export-GC-MS_Spectra.json", _MONA, "MoNA",
         "MoNA-export-GC-MS_Spectra.json:1")],
        one_run=("first_derivative.run", _ONE_RUN), stem="hits",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a binary spectrum read as lines gives no ranking: named by its magic bytes")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u35g_renishaw_map_as_qrels", "QC-2026-1127-03_map.txt", _RENISHAW, "Renishaw"),
        ("u35g_topspin_acqus_as_qrels", "acqus", _ACQUS, "TopSpin"),
        ("u35g_nist_msp_as_qrels", "qc_inhouse_library.msp", _MSP, "MSP"),
        ("u35g_oceanview_as_qrels", "QEP04521__0__08-14-02-123.txt", _OCEANVIEW, "OceanView")],
        one_run=("first_derivative.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u35g_out_jdx", "hits.jdx", "a JCAMP-DX file"),
        ("u35g_out_spc", "hits.spc", "a Galactic SPC file"),
        ("u35g_out_msp", "hits.msp", "an MSP spectral library"),
        ("u35g_out_animl", "hits.animl", "an AnIML document")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=35"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u35g_api_mona_records",
            "rankagg.fuse(json.load(MoNA-export-GC-MS_Spectra.json)): MoNA's spectrum records loaded in Python given "
            "as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('m.json')), method='rrf')\n",
            "MoNA", why="a run maps a query to {document: score}; MoNA's export is a list of spectrum records "
            "(compound, metaData, spectrum, splash)", files={"m.json": _MONA}),
        bad("u35g_api_uvprobe_frame",
            "rankagg.fuse(pd.read_csv(QC-2026-1127-07.txt, skiprows=1)): a Shimadzu UVProbe spectrum given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('u.txt', skiprows=1), method='borda')\n",
            "Shimadzu", why="a table of runs has qid, docid, run and score columns; UVProbe's has a wavelength and "
            "its absorbance per row", files={"u.txt": _UVPROBE}),
    ]
    return cases
