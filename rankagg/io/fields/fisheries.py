"""A fisheries science centre's stock assessment team's files, its assessment scientists' (who run the models) and
science-review panel's (which ranks stocks and survey stations per management area, survey year and assessment cycle)
(issue 45's hundred-and-sixteenth bar, u116b_): Stock Synthesis's inputs (starter.ss, data.ss, control.ss: .ss) and
reports (Report.sso, CompReport.sso: .sso), ADMB's standard-deviation files (.std, ss.std) and binary Hessians
(admodel.hes), ICES DATRAS exchange downloads (CSV), ICES SAG stock lists (XML, JSON), AFSC groundfish survey answers
of NOAA's FOSS API (JSON, also read as a frame), SAM tuning files in the ICES (Lowestoft) format (survey.dat), and the
centre's typed grade sheets, ballots and vote tallies, which name a stock by its ICES stock code (cod.27.47d20), a
survey station by its ICES rectangle (rect:41F2), a haul by DATRAS's key fields or an AFSC station (afsc:EBS/H-15) on
every line.  (An output named .rep, an ADMB model's report, is the output names' to refuse.)"""

from __future__ import annotations

import struct

from rankagg.io.fields.declaration import NAME_FIELD, Field, FieldFile

#: a stock by its ICES stock code (the species' three letters, FAO area 27 or a functional unit, the ICES areas:
#: cod.27.47d20, nep.fu.6), a survey station by its ICES statistical rectangle (rect:41F2), a haul by DATRAS's key
#: fields (haul:2026.1.GB.74E9.GOV.12: year, quarter, country, ship, gear, haul) and an AFSC bottom-trawl station by
#: survey and grid cell (afsc:EBS/H-15): the centre's token on every line of its sheets.  No name, date or number has
#: these shapes
_STOCK = (r"(?:(?:stock:)?[a-z]{3}\.(?:\d{2,4}|fu)\.[\w-]+|(?:rect:)?\d\d[A-M]\d|haul:\d{4}\.[1-4]\.[A-Z]{2}\.\w+\.\w+"
          r"\.\d+|afsc:[A-Z]{2,4}/[A-Z]{1,2}-\d{1,3})(?![\w.:/-])")
#: a management area or an assessment cycle on the sheets (ICES-27.4, NPFMC-GOA, ICES-2026/benchmark): a letter
#: first, never a run's Q0 nor a qrels' 0
_WORD = r"(?!Q0[ \t])[^\W\d_][\w.:/+-]*"
#: the panel's decisions as its chair types them: every tally line holds one, so that a run's head holding none is not
#: searched
_DECISION = r"(?:[Bb]enchmark(?:ed)?|[Uu]pdate[ds]?|[Rr]oll-?over|[Rr]olled-?over)(?![\w-])"
#: a scientist's grade sheet's line: scientist, date, perhaps the area, stock or station, grade (A to D), then Mohn's
#: rho, the index CV and the data-quality grade (one to three numbers)
_GRADE = (rf"{NAME_FIELD}[ \t]+\d{{4}}-\d\d-\d\d(?:[ \t]+{_WORD})?[ \t]+{_STOCK}[ \t]+[A-Da-d][+-]?"
          r"(?:[ \t]+-?\d*\.?\d+){1,3}[ \t]*\r?")
#: a panel member's ballot's line: member, cycle (never a run's Q0 nor a qrels' 0), place (never 0), stock or
#: station, perhaps the proposed action
_BALLOT = rf"{NAME_FIELD}[ \t]+(?!0[ \t]){_WORD}[ \t]+(?!0[ \t])\d{{1,3}}[ \t]+{_STOCK}(?:[ \t]+{_WORD})?[ \t]*\r?"
#: the panel's vote tally's line: stock or station, area, the benchmark, update and roll-over votes, the decision
_TALLY = rf"{_STOCK}[ \t]+{_WORD}(?:[ \t]+\d{{1,3}}){{3}}[ \t]+{_DECISION}[ \t]*\r?"

#: Stock Synthesis's version banner, the first line of every file it writes (its inputs' _new copies, its reports):
#: '#V3.30.23.1;_safe;_compile_date:...;_Stock_Synthesis_by_Richard_Methot_(NOAA)_using_ADMB_13.2'
_SS_BANNER = r"\A#V3\.\d\d[^\n]*Stock_Synthesis_by_Richard_Methot"
_SS_EXAMPLE_BANNER = ("#V3.30.23.1;_safe;_compile_date:_Dec  5 2024;_Stock_Synthesis_by_Richard_Methot_(NOAA)_using_"
                      "ADMB_13.2\n")
#: ADMB's Hessian (admodel.hes): a 4-byte count n, then the n x n Hessian as doubles, column by column.  Its first
#: diagonal element is positive (a minimum's), its first off-diagonal one recurs n doubles on (the matrix is
#: symmetric), followed by the second diagonal element, positive too: read as Latin-1, a little-endian double's last
#: byte holds its sign and exponent (0x30 to 0x47: 2^-255 to 2^128)
_HESSIAN = (r"\A(?![\x00\x01]\x00)[\s\S]{2}\x00\x00[\s\S]{7}[\x30-\x47]((?!([\s\S])\2{7})[\s\S]{8})"
            r"(?:[\s\S]{8}){0,2000}?\1[\s\S]{7}[\x30-\x47]")

#: a tuning file in the ICES (Lowestoft) format: a title, 100 plus the fleets' number, then the first fleet's name, its
#: first and last year, its effort's scale and the fraction of the year it fishes ('1 1 0 0.25'), its first and last
#: age
_LOWESTOFT = (r"\A[^\n]*\n[ \t]*1\d\d[ \t]*\r?\n[^\n]*\S[^\n]*\n[ \t]*(?:1[89]|20)\d\d[ \t]+(?:1[89]|20)\d\d[ \t]*\r?\n"
              r"[ \t]*\d+(?:\.\d*)?[ \t]+\d+(?:\.\d*)?(?:[ \t]+(?:[01](?:\.\d*)?|\.\d+)){2}[ \t]*\r?\n"
              r"[ \t]*\d{1,2}[ \t]+\d{1,2}[ \t]*\r?$")


def _hessian() -> bytes:
    """An admodel.hes of three parameters as ADMB writes it: the count, the Hessian, hybrid_bounded_flag, the
    scales."""
    hessian = [412.8, -31.2, 4.7, -31.2, 288.1, -12.6, 4.7, -12.6, 155.4]
    return (struct.pack("<i", 3) + struct.pack("<9d", *hessian) + struct.pack("<i", 1)
            + struct.pack("<3d", 0.0481, 0.0627, 0.0803))


FISHERIES = Field(
    team="a fisheries science centre's stock assessment team, its assessment scientists and science-review panel "
         "(u116b_)",
    advice="give each source's ranking of a management area's, a survey's year and quarter's or an assessment "
           "cycle's stocks and survey stations (the model diagnostics: Mohn's rho, the retrospective and residual "
           "scores; the survey index CVs, the data-quality grades, the scientists' grades, the panel's votes) as a "
           "run, the area, survey or cycle a query (area:ICES-27.4, survey:NS-IBTS/2026-Q1, "
           "cycle:ICES-2026/benchmark) and each stock or station a document (cod.27.47d20, rect:41F2, "
           "haul:2026.1.GB.74E9.GOV.12, afsc:EBS/H-15), the score higher for the stock to assess first: "
           "'AREA Q0 STOCK RANK SCORE SOURCE'; the panel's decisions are the qrels, 'AREA 0 STOCK GRADE' (2 benchmark "
           "or full survey coverage next year, 1 update assessment, 0 roll the advice over)",
    files=(
        # the banner opens starter.ss_new and its copies; a starter written by hand may lack it, and is told at its
        # data file's line, which only a starter holds beside the control file's
        FieldFile("Stock Synthesis's starter file (starter.ss: the '#V3.30...' banner, '#C' comments, then the data "
                  "and control files' names, 'data.ss #_datfile', 'control.ss #_ctlfile', and one setting a line to "
                  "'3.30 #_final'; Stock Synthesis reads it first, r4ss's SS_readstarter reads it)",
                  _SS_EXAMPLE_BANNER + "#C North Sea cod, WGNSSK 2026 benchmark, run 14: retrospective peel -4\n"
                  "data.ss #_datfile\ncontrol.ss #_ctlfile\n"
                  "0 #_init_values_src:  0 (use init values in control file); 1 (use ss3.par)\n", 1,
                  line=_SS_BANNER + r"|^[^\s#]+[ \t]+#_datfile\b", marks=("#_datfile", "#_ctlfile")),
        FieldFile("Stock Synthesis's data file (data.ss: the '#V3.30...' banner, '1963 #_StartYr', '2025 #_EndYr', "
                  "the fleets, the catches ended by '-9999 0 0 0 0', the survey indices, the compositions; Stock "
                  "Synthesis reads it, r4ss's SS_readdat reads it)",
                  _SS_EXAMPLE_BANNER + "#_Start_time: Thu Mar 12 09:52:33 2026\n#_echo_input_data\n"
                  "#C cod.27.47d20: catches 1963-2025, NS-IBTS Q1 and Q3 indices\n1963 #_StartYr\n2025 #_EndYr\n"
                  "1 #_Nseas\n", 1,
                  line=_SS_BANNER + r"|^-?\d{4}[ \t]+#_StartYr\b", marks=("#_StartYr", "#_EndYr")),
        # the run's summary opens the report, before its tables: every Report.sso holds these two lines near its top
        FieldFile("Stock Synthesis's report (Report.sso: the '#V3.30...' banner, 'StartTime:', 'Convergence_Level: "
                  "... is_final_gradient', 'total_LogL:', the keywords of its tables, then DEFINITIONS, LIKELIHOOD, "
                  "DERIVED_QUANTITIES and the other tables; r4ss's SS_output reads it)",
                  _SS_EXAMPLE_BANNER + "\nStartTime: Thu Mar 12 09:41:07 2026\nEndTime: Thu Mar 12 09:52:33 2026\n"
                  "This run took: 0 hours, 11 minutes, 26 seconds.\nData_File: data.ss\nControl_File: control.ss\n"
                  "Start_parm_values_from_control_file\n\nConvergence_Level: 2.87113e-05 is_final_gradient\n", 1,
                  line=_SS_BANNER, marks=("^StartTime: ", "^Convergence_Level: "), outputs=(".sso",)),
        FieldFile("Stock Synthesis's composition report (CompReport.sso: the '#V3.30...' banner, 'StartTime:', the "
                  "'Size_Bins_pop' lines, then 'Composition_Database' and its rows of observed and expected "
                  "compositions, 'Yr Month Seas Subseas Time Fleet ...'; r4ss's SS_output reads it)",
                  _SS_EXAMPLE_BANNER + "StartTime: Thu Mar 12 09:41:07 2026\n\n"
                  "Size_Bins_pop;_(Pop_len_mid_used_for_calc_of_selex_and_bio_quantities)\n"
                  "Pop_Bin:  1 2 3 4 5 6 7 8\nLength:  10 20 30 40 50 60 70 80\n", 1,
                  line=_SS_BANNER, marks=("^StartTime: ", "^Size_Bins_pop")),
        # the banner alone: the control, forecast and other input files and the other reports, after those above
        FieldFile("a Stock Synthesis input or report file (its inputs, .ss: control.ss, forecast.ss, wtatage.ss; its "
                  "other reports, .sso: warning.sso, ss_summary.sso; the '#V3.30...' banner first, then its comments "
                  "and values; Stock Synthesis reads the inputs, r4ss reads them all)",
                  _SS_EXAMPLE_BANNER + "#C growth estimated; main recruitment deviations 1983-2024\n"
                  "#_data_and_control_files: data.ss // control.ss\n0  # 0 means do not read wtatage.ss\n", 1,
                  line=_SS_BANNER, outputs=(".ss",)),
        # ADMB's header line opens every .std, whichever model writes it (Stock Synthesis's ss.std, a SAM fit's)
        FieldFile("an ADMB standard-deviation file (.std, ss.std as Stock Synthesis writes it: ' index   name   "
                  "value   std.dev', then a parameter or derived quantity a line, its index, name, estimate and "
                  "standard deviation; R2admb and r4ss read it)",
                  " index   name                value      std.dev\n"
                  "     1   MGparm[2]          1.9412e+01 4.8127e-01\n"
                  "     2   MGparm[3]          1.0832e+02 2.9176e+00\n", 1,
                  line=r"\A[ \t]*index[ \t]+name[ \t]+value[ \t]+std[ .]?dev[ \t]*\r?$", outputs=(".std",)),
        # binary: a count, then doubles; a count below 65,536 leaves its two high bytes 0
        FieldFile("ADMB's Hessian (admodel.hes, binary: a 4-byte count of the parameters, the Hessian as doubles, the "
                  "hybrid_bounded_flag and the parameters' scales; ADMB's -mcmc and r4ss's and adnuts' "
                  "getADMBHessian read it)",
                  _hessian(), 0, magic=b"\x00\x00", magic_at=2, line=_HESSIAN),
        # the HH (haul) and HL (length) records each under their own header; the key fields open both headers
        FieldFile("an ICES DATRAS exchange download (CSV, 'Exchange Data_....csv': each record type under its own "
                  "header, HH hauls 'RecordType,Quarter,Country,Ship,Gear,SweepLngt,GearExp,DoorType,StNo,HaulNo,"
                  "Year,...', HL length records, CA age records; icesDatras and DATRAS's own tools read it)",
                  "RecordType,Quarter,Country,Ship,Gear,SweepLngt,GearExp,DoorType,StNo,HaulNo,Year,month,Day,"
                  "TimeShot,Stratum,HaulDur,DayNight,ShootLat,ShootLong,HaulLat,HaulLong,StatRec,Depth,HaulVal\n"
                  "HH,1,GB,74E9,GOV,60,S,P,12,12,2026,1,24,0812,-9,30,D,56.2500,2.4833,56.2717,2.4650,41F2,78,V\n", 1,
                  columns=("recordtype", "sweeplngt", "gearexp", "doortype", "stno", "haulno")),
        # ArrayOfStock is any .NET service's name for a list of stocks (market quotes too): SAG's records hold the
        # stock key label
        FieldFile("an ICES SAG stock list (XML, as StandardGraphsWebServices.asmx/getListStocks answers: "
                  "'<ArrayOfStock>', a '<Stock>' record an assessment, AssessmentKey, StockKeyLabel, Purpose, "
                  "StockDescription, Status, AssessmentYear, SpeciesName, SAGStamp: assessments, no ranking; icesSAG "
                  "reads it)",
                  '<?xml version="1.0" encoding="utf-8"?>\n'
                  '<ArrayOfStock xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" '
                  'xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns="http://ices.dk/StandardGraphs">\n'
                  "  <Stock>\n    <AssessmentKey>19311</AssessmentKey>\n"
                  "    <StockKeyLabel>cod.27.47d20</StockKeyLabel>\n", 2,
                  root="ArrayOfStock", marks=("<StockKeyLabel>",)),
        FieldFile("an ICES SAG stock list (JSON, as sag.ices.dk/SAG_API/api/StockList answers: an assessment a "
                  "record, AssessmentKey, StockKeyLabel, Purpose, StockDescription, Status, AssessmentYear, "
                  "SpeciesName, SAGStamp: assessments, no ranking; icesSAG reads it)",
                  '[{"AssessmentKey": 19311, "StockKeyLabel": "cod.27.47d20", "Purpose": "Advice", '
                  '"StockKey": 169443, "Status": "Published", "AssessmentYear": 2025, '
                  '"SpeciesName": "Gadus morhua"}]\n', 1,
                  keys=("AssessmentKey", "StockKeyLabel")),
        # the ORDS envelope (items, hasMore, limit, offset, count, links) around the survey's catch records
        FieldFile("an AFSC groundfish survey answer of NOAA's FOSS API (JSON, as apps-st.fisheries.noaa.gov/ods/foss/"
                  "afsc_groundfish_survey/ answers: items of year, srvy, survey, cruise, haul, stratum, station, "
                  "vessel_name, species_code, common_name, cpue_kgkm2, count, ...; hasMore, limit, offset, count, "
                  "links: a catch a record, no ranking)",
                  '{"items":[{"year":2025,"srvy":"EBS","survey":"Eastern Bering Sea Crab/Groundfish Bottom Trawl '
                  'Survey","survey_id":98,"cruise":202501,"haul":112,"stratum":31,"station":"H-15",'
                  '"vessel_name":"Alaska Knight","species_code":21720,"common_name":"Pacific cod",'
                  '"cpue_kgkm2":3122.6}],"hasMore":true,"limit":25,"offset":0,"count":1}\n', 1,
                  keys=("items", "hasMore", "srvy", "species_code", "cpue_kgkm2")),
        # the same records as a table: the items' frame, or FOSS's CSV download
        FieldFile("an AFSC groundfish survey table of NOAA's FOSS API (its items as a frame or its CSV: year, srvy, "
                  "survey, survey_id, cruise, haul, stratum, station, vessel_name, species_code, common_name, "
                  "cpue_kgkm2, ... columns, a catch a row, no query, run or score)",
                  "year,srvy,survey_id,cruise,haul,stratum,station,vessel_name,species_code,common_name,cpue_kgkm2\n"
                  "2025,EBS,98,202501,112,31,H-15,Alaska Knight,21720,Pacific cod,3122.6\n", 1,
                  columns=("srvy", "survey_id", "cruise", "haul", "station", "vessel_name", "species_code",
                           "cpue_kgkm2")),
        # a title, 100 plus the number of fleets, then each fleet's name, years, '1 1 alpha beta' and ages
        FieldFile("a SAM tuning file in the ICES (Lowestoft) format (survey.dat: a title, 100 plus the number of "
                  "fleets, then per fleet its name, first and last year, '1 1 alpha beta', first and last age and a "
                  "year a line of the effort and the indices at age; SAM's read.surveys and FLR's readFLIndices read "
                  "it)",
                  "North Sea cod tuning fleets (WGNSSK 2026)\n102\nIBTS_Q1\n 2021 2025 \n 1 1 0 0.25 \n 1 5 \n"
                  "1 1422.5081 3317.0262 1190.4417 371.2209 121.8054\n", 1,
                  line=_LOWESTOFT),
        FieldFile("a fisheries scientist's grade sheet typed as text (scientist, date, area, ICES stock code or "
                  "station, grade A to D, Mohn's rho, index CV, data-quality grade)",
                  "lindqvist 2026-03-12 ICES-27.4 cod.27.47d20 B -0.18 0.27 2\n"
                  "lindqvist 2026-03-12 ICES-27.4 had.27.46a20 A 0.06 0.19 1\n", 1,
                  line=rf"^{_GRADE}\n{_GRADE}$"),
        FieldFile("a stock assessment panel member's ballot typed as text (member, assessment cycle, place, ICES "
                  "stock code or station, proposed action)",
                  "okonkwo ICES-2026/benchmark 1 cod.27.47d20 benchmark\n"
                  "okonkwo ICES-2026/benchmark 2 had.27.46a20 update\n", 1,
                  line=rf"^{_BALLOT}\n{_BALLOT}$"),
        # six fields a line: they pass for a run's lines
        FieldFile("a stock assessment panel's vote tally typed as text (ICES stock code or station, area, benchmark, "
                  "update and roll-over votes, decision)",
                  "cod.27.47d20 ICES-27.4 6 1 0 benchmark\nhad.27.46a20 ICES-27.4 1 5 1 update\n", 1,
                  line=rf"^{_TALLY}\n{_TALLY}$", lookalike=True),
    ))
