"""An analytical chemistry lab's spectral files (issue 45's thirty-fifth bar, u35g_): Thermo Galactic SPC and Bruker
OPUS spectra, Shimadzu UVProbe's and Agilent Cary WinUV's exports, MoNA's spectrum records, Renishaw WiRE's text
exports, Bruker TopSpin's parameter files and OceanView's exports.  (JCAMP-DX, AnIML, GAML, NIST MS Search's hit lists
and MSP libraries were told before: rankagg.io.fields.labdata and the older recognisers.)"""

from __future__ import annotations

import struct

from rankagg.io.fields.declaration import Field, FieldFile

# a new-format SPC header (little-endian, fversn 0x4B): ftflgs 0 (one subfile, evenly spaced X), fexper 11 (Raman),
# fexp 0x80 (Y as 32-bit floats), fnpts, ffirst, flast, fnsub, fxtype 13 (Raman shift), fytype 0, ...
_SPC = (b"\x00\x4b\x0b\x80" + struct.pack("<I2dI", 2048, 200.0, 3400.0, 1) + bytes([13, 0, 0, 0])
        + b"\x00" * 4 + b"785 nm".ljust(9, b"\x00") + b"RamanRxn2".ljust(9, b"\x00") + b"\x00" * 34)
# a Bruker OPUS file's head: the magic 0A 0A FE FE, the version (a double), the directory's offset, its maximum and
# current number of blocks, then the directory's entries (type, length in 32-bit words, offset)
_OPUS = (b"\x0a\x0a\xfe\xfe" + struct.pack("<d3i", 920622.0, 24, 40, 5)
         + struct.pack("<3i", 13 << 10, 120, 24) + struct.pack("<3i", 31, 27, 504) + b"\x00" * 24)

SPECTROSCOPY = Field(
    team="an analytical chemistry lab's spectral files (u35g_)",
    advice="give each search algorithm's ranking of an unknown's library hits (the correlation hit quality index's, "
           "the first-derivative distance's, the peak table match's, the analysts') as a run, an unknown sample and "
           "technique a query and each library hit a document by its library and entry (hit:LIBRARY/ENTRY), the "
           "score higher for the better match: 'UNKNOWN/TECHNIQUE Q0 HIT RANK SCORE ALGORITHM'; what the reference "
           "standards confirmed is the qrels, 'UNKNOWN/TECHNIQUE 0 HIT GRADE'",
    files=(
        FieldFile("a Thermo Galactic SPC file (a binary spectrum: a 512-byte header, ftflgs, fversn 0x4B, fexper, "
                  "fexp, fnpts, ffirst, flast, ..., then the subfiles' Y values; GRAMS and OMNIC write it, "
                  "spc-io or SpectroChemPy read it)", _SPC, 0, magic=b"\x00\x4b"),
        FieldFile("a Bruker OPUS file (a binary spectrum: the magic 0A 0A FE FE, a directory of blocks: data status "
                  "parameters, spectra, sample and instrument parameters; brukeropus or SpectroChemPy read it)",
                  _OPUS, 0, magic=b"\x0a\x0a\xfe\xfe"),
        FieldFile("a Shimadzu UVProbe export (a spectrum as text: '\"<sample> - RawData\"', then the header "
                  "'\"Wavelength nm.\",\"Abs.\"' and a wavelength and its value per row)",
                  '"Caffeine 10 ug/mL - RawData"\n"Wavelength nm.","Abs."\n300.00,0.1874\n299.50,0.1902\n', 2,
                  columns=("Wavelength nm.",)),
        FieldFile("an Agilent Cary WinUV CSV export (the samples' names over two columns each, then 'Wavelength "
                  "(nm),Abs,' per sample, rows ending in a comma, the collection notes below)",
                  "Baseline,,Std_0.5mM,,\nWavelength (nm),Abs,Wavelength (nm),Abs,\n350.0,0.00031,350.0,0.21874,\n"
                  "349.0,0.00029,349.0,0.22103,\n", 2,
                  line=r"^(Wavelength \(nm\)|Wavenumber \(cm-1\)|Time \(\w+\)),[^,\n]+,(?:\1,[^,\n]+,)*$"),
        FieldFile("MoNA's JSON export (MassBank of North America's spectrum records: compound, id, metaData, "
                  "spectrum as 'm/z:intensity' pairs, splash, submitter, library)",
                  '[{"compound": [{"names": [{"name": "Caffeine"}], "inchiKey": "RYYVLZVUVIJVGH-UHFFFAOYSA-N"}], '
                  '"id": "EQ308406", "metaData": [{"name": "ms level", "value": "MS2"}], "spectrum": "110.0713:8.3 '
                  '138.0662:100", "splash": {"splash": "splash10-0002-0900000000-1f9bd53b5c1d81f1c2c8"}}]\n', 1,
                  keys=("splash", "spectrum", "compound", "metaData")),
        FieldFile("a Renishaw WiRE text export (a spectrum or a map's spectra as text: '#X', '#Y', '#Wave', "
                  "'#Intensity' columns, tab-separated)",
                  "#X\t\t#Y\t\t#Wave\t\t#Intensity\n"
                  "0.000000\t\t0.000000\t\t1602.118164\t\t4218.772461\n"
                  "0.000000\t\t0.000000\t\t1601.003906\t\t4197.301758\n", 1, columns=("#Wave", "#Intensity")),
        FieldFile("a Bruker TopSpin parameter file (acqus, acqu2s, procs: JCAMP-DX 5.0 '##$NAME= value' records of "
                  "an NMR acquisition or its processing)",
                  "##TITLE= Parameter file, TopSpin 4.3.0\n##JCAMPDX= 5.0\n##DATATYPE= Parameter Values\n"
                  "##ORIGIN= Bruker BioSpin GmbH\n$$ /opt/data/user/nmr/sample7/10/acqus\n##$BF1= 400.13\n"
                  "##$NS= 32\n##$PULPROG= <zg30>\n##END=\n", 1, line=r"\A##TITLE= ?Parameter file\b",
                  marks=("##$",)),
        FieldFile("an OceanView export (Ocean Insight's spectrometer text file: 'Data from ... Node', 'Key: value' "
                  "lines, then '>>>>>Begin Spectral Data<<<<<' and a wavelength and its intensity per row)",
                  "Data from USB4F01234__0__10-02-11-500.txt Node\n\nDate: Mon Mar 02 10:02:11 CET 2026\n"
                  "Spectrometer: USB4F01234\nIntegration Time (sec): 1.000000E-1\n"
                  "Number of Pixels in Spectrum: 3648\n>>>>>Begin Spectral Data<<<<<\n345.176\t1204.33\n", 1,
                  line=r"\AData from [^\n]* Node\n", marks=(">>>>>Begin Spectral Data<<<<<",)),
    ))
