"""A gamma spectrometry laboratory's files (issue 45's thirty-sixth bar, u36c_): ANSI N42.42 files, RadiaCode's
(BecqMoni's) XML spectra, Ortec's .Chn and Canberra's CAM (.CNF) spectra, IAEA .spe spectra, CTBTO IMS2.0 PHD messages,
InterSpec's peak CSV, CAEN CoMPASS's list-mode CSV, NPESv2 JSON spectra and Genie 2000's analysis reports."""

from __future__ import annotations

import struct

from rankagg.io.fields.declaration import Field, FieldFile

#: an Ortec .Chn's first bytes: -1, the MCA number, the segment, the start's seconds, real and live time (20 ms
#: ticks), the start date and time, the first channel and the channel count, then the counts (int32)
_CHN = (struct.pack("<hhh2sII8s4shh", -1, 3, 1, b"41", 90250, 90000, b"03Mar251", b"1420", 0, 8)
        + struct.pack("<8i", 0, 7, 41, 96, 310, 128, 22, 5))
#: a Canberra CAM file's first bytes: its header, then from 0x70 the block directory, ACQP (0x00012000) first
_CNF = (b"\x00\x04\x00\x00\x00\x00\x00\x08\x00\x00\x00\x30\x00\x00\x00\x00\x30\x00\x29\x00".ljust(0x70, b"\x00")
        + struct.pack("<IHHHI", 0x00012000, 0x0500, 0x0200, 0, 0x0800).ljust(0x30, b"\x00")
        + struct.pack("<IHHHI", 0x00012001, 0x0500, 0x0200, 0, 0x0A00).ljust(0x30, b"\x00"))

GAMMASPEC = Field(
    team="a gamma spectrometry laboratory's files (u36c_)",
    advice="give each identification engine's ranking of a spectrum's candidate nuclides (Genie 2000's, InterSpec's, "
           "a RIID's, the spectroscopists') as a run, a measured spectrum a query (its sample and detector, "
           "spec:soil-2026-117/HPGe-2) and each nuclide a document (nuc:Cs-137), the score higher for the surer "
           "identification: 'SPECTRUM Q0 NUCLIDE RANK SCORE ENGINE'; what radiochemistry confirmed is the qrels, "
           "'SPECTRUM 0 NUCLIDE GRADE' (2 confirmed above the MDA, 1 present below it, 0 absent)",
    files=(
        FieldFile("an ANSI N42.42 file (N42's XML for radiation instruments: RadInstrumentData, RadMeasurement, "
                  "Spectrum, ChannelData: measured spectra, not rankings)",
                  '<?xml version="1.0"?>\n<RadInstrumentData xmlns="http://physics.nist.gov/N42/2011/N42" '
                  'n42DocUUID="4f2a9c1e-0b7d-4e51-9a36-2d8c5f0e7b13">\n  <RadMeasurement id="M1">\n'
                  '    <Spectrum id="S1"><ChannelData>0 4 19 77</ChannelData></Spectrum>\n  </RadMeasurement>\n'
                  '</RadInstrumentData>\n', 2, root="RadInstrumentData", outputs=(".n42",)),
        FieldFile("a RadiaCode or BecqMoni spectrum (their XML: ResultDataFile, FormatVersion, ResultDataList, "
                  "EnergySpectrum: a measured spectrum's counts per channel)",
                  '<?xml version="1.0"?>\n<ResultDataFile xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n'
                  '  <FormatVersion>120920</FormatVersion>\n  <ResultDataList>\n    <ResultData>\n'
                  '      <EnergySpectrum><NumberOfChannels>1024</NumberOfChannels></EnergySpectrum>\n'
                  '    </ResultData>\n  </ResultDataList>\n</ResultDataFile>\n', 2, root="ResultDataFile",
                  marks=("ResultDataList",)),
        FieldFile("an Ortec CHN spectrum (.Chn, binary: -1, the MCA and segment, real and live time, the start, the "
                  "channels' counts, then the -102 calibration trailer; Maestro and GammaVision write it)",
                  _CHN, 0, magic=b"\xff\xff", line=r"\A\xff\xff[\s\S]{4}\d\d[\s\S]{8}\d\d[A-Za-z]{3}\d\d[0-9*]\d{4}",
                  outputs=(".chn",)),
        FieldFile("a Canberra CAM file (CNF, Genie 2000's binary spectrum: a block directory of ACQP, SAMP, SPEC, "
                  "... blocks)", _CNF, 0, magic=struct.pack("<I", 0x00012000), magic_at=0x70),
        FieldFile("an IAEA SPE spectrum (.spe, the ASCII spectrum Maestro and GammaVision write: $SPEC_ID:, "
                  "$DATE_MEA:, $MEAS_TIM:, $DATA:, then a count per channel)",
                  "$SPEC_ID:\nCoal fly ash CRM, 250 g\n$SPEC_REM:\nDET# 1\n$DATE_MEA:\n03/14/2025 10:12:40\n"
                  "$MEAS_TIM:\n7200 7213\n$DATA:\n0 3\n       0\n      17\n     112\n      64\n", 1,
                  line=r"\A(?:\$SPEC_ID:|\$SPEC_REM:|\$DATE_MEA:)[ \t]*\n", marks=("$DATA:",), outputs=(".spe",)),
        FieldFile("a CTBTO IMS2.0 message (the IMS data exchange format: BEGIN IMS2.0, MSG_TYPE, DATA_TYPE, then "
                  "blocks such as a PHD's #Header, #Acquisition and #g_Spectrum, ending STOP)",
                  "BEGIN IMS2.0\nMSG_TYPE DATA\nMSG_ID 0042 DEX31\nDATA_TYPE SAMPLEPHD\n#Header 3\n"
                  "DEX31 DEX31_003 P FULL PREL\n#g_Spectrum\n8 2048\n1 0 2 9 31 40\nSTOP\n", 1,
                  line=r"\A[ \t\n]*BEGIN IMS[12]\.0[ \t]*\n"),
        FieldFile("InterSpec's peak CSV (its fitted peaks: Centroid, Net_Area, FWHM, ..., Nuclide, "
                  "Photopeak_Energy, a peak per row)",
                  "Centroid,  Net_Area,   Net_Area,      Peak, FWHM,   FWHM,Reduced, ROI_Total,ROI, File,"
                  "         ,     ,     , Nuclide, Photopeak_Energy, ROI_Lower_Energy, ROI_Upper_Energy\n"
                  "     keV,    Counts,Uncertainty,       CPS,  keV,Percent,Chi_Sqr,    Counts,ID#, Name,"
                  " LiveTime, Date, Time,        ,              keV,              keV,              keV\n"
                  "  1332.49,  2210.0,   48.1,  3.07e-01, 1.93,  0.15%,   1.10,   2690.0,  1,  ,7200.000,"
                  "14-Mar-2025,10:12:40,Co60,1332.49,1325.0,1340.1\n", 1,
                  columns=("Centroid", "Net_Area", "FWHM", "Photopeak_Energy")),
        FieldFile("CAEN CoMPASS's list-mode CSV (BOARD;CHANNEL;TIMETAG;ENERGY;ENERGYSHORT;FLAGS: an event per row, "
                  "not a spectrum's ranking)", "BOARD;CHANNEL;TIMETAG;ENERGY;ENERGYSHORT;FLAGS\n"
                  "0;2;5520431000;845;0;0x4000\n0;2;5521198500;2214;0;0x4000\n", 1,
                  columns=("BOARD", "CHANNEL", "TIMETAG", "ENERGY")),
        FieldFile("an NPESv2 JSON spectrum (the Nuclear Physics Exchange Schema: schemaVersion, data: deviceData, "
                  "sampleInfo, resultData, energySpectrum)",
                  '{"schemaVersion": "NPESv2", "data": [{"deviceData": {"softwareName": "BecqMoni", "deviceName": '
                  '"GS-1100A"}, "resultData": {"energySpectrum": {"numberOfChannels": 4, "spectrum": [0, 4, 19, 7]}}'
                  '}]}\n', 1, keys=("data", "schemaVersion", "deviceData", "resultData")),
        FieldFile("a Genie 2000 analysis report (its .RPT: spaced-letter headings such as N U C L I D E   "
                  "I D E N T I F I C A T I O N, then the nuclides, their energies and activities)",
                  "        *********************************************************\n"
                  "        *****   P E A K   A N A L Y S I S   R E P O R T   *****\n"
                  "        *********************************************************\n\n"
                  "  Filename:    C:\\GENIE2K\\CAMFILES\\FLYASH03.CNF\n", 2,
                  line=r"^[ \t]*\*+[ \t]+(?:N U C L I D E|P E A K|I N T E R F E R E N C E|M D A|"
                       r"E F F I C I E N C Y|U N I D E N T I F I E D|W E I G H T E D)(?: [A-Z])* {3}[A-Z]"),
    ))
