"""A GNSS geodesy analysis centre's files, its analysts' (who process the permanent stations) and combination
coordinator's (who ranks station solutions and stations per network, GPS week and reprocessing campaign) (issue 45's
hundred-and-fifteenth bar, u115b_): SINEX solutions (.SNX, as Bernese's ADDNEQ2, GAMIT-GLOBK and the IGS combination
write them), IGS site logs (v2.0 and older), Bernese GNSS Software's coordinate (.CRD), velocity (.VEL) and station
information (.STA) files, NGL's .tenv3 time series (their table also read as a frame), PBO station position time
series (.pos, as GAMIT-GLOBK's tssum writes them), IGS network API answers (JSON, as saved and loaded in Python), and
the centre's typed grade sheets, ballots and vote tallies, which name a station by its RINEX 3 nine-character id
(WTZR00DEU), a solution after a discontinuity (soln:GRAZ00AUT/2) or a marker by its DOMES number on every line.  (RINEX
files are told before the catalogue is asked, by their header labels; a Bernese .STA had been told PQMethod's
statements file by its name alone, and qsort_shapes leaves a head with Bernese's marks to this declaration; an output
named .CRD is the output names' to refuse.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import NAME_FIELD, Field, FieldFile

#: a station as the centre types it: its RINEX 3 nine-character id (WTZR00DEU: four characters, the monument and
#: receiver digits, the ISO country code), perhaps a solution's number after a discontinuity (soln:GRAZ00AUT/2); a
#: marker's IERS DOMES number (14201M010, domes:14106M003: the area, the site, M or S, the point); an NGL or PBO
#: station by its four characters with its scheme (ngl:P395, pbo:AC12).  No name, date or number has these shapes
_STATION = (r"(?:(?:soln:)?[A-Z0-9]{4}\d\d[A-Z]{3}(?:/\d{1,3})?|(?:domes:)?\d{5}[MS]\d{3}|(?:ngl|pbo):[A-Z0-9]{4})"
            r"(?![\w.:/-])")
#: a network and week, a campaign or a class on the sheets (EPN-wk2390, repro3, reference): a letter first, never a
#: run's Q0 nor a qrels' 0
_WORD = r"(?!Q0[ \t])[^\W\d_][\w.:/+-]*"
#: the working group's decisions as its secretary types them: every tally line holds one of these texts, so that a
#: run's head holding none is not searched
_DECISION = r"(?:[Rr]eference|[Aa]ccept(?:s|ed)?|[Rr]eject(?:s|ed)?)(?![\w-])"
#: a value on a grade sheet: a number, or the N/E/U repeatabilities joined by '/' (0.9/1.1/3.4), perhaps a percentage
_VALUE = r"-?\d*\.?\d+(?:/-?\d*\.?\d+){0,2}%?"
#: an analyst's grade sheet's line: analyst, date, GPS week (four digits), station, grade (A to D), then the residual
#: RMS, the repeatabilities and the completeness (one to four values)
_GRADE = (rf"{NAME_FIELD}[ \t]+\d{{4}}-\d\d-\d\d(?:[ \t]+\d{{4}})?[ \t]+{_STATION}[ \t]+[A-Da-d][+-]?"
          rf"(?:[ \t]+{_VALUE}){{1,4}}[ \t]*\r?")
#: a working-group member's ballot's line: member, network and week (never a run's Q0 nor a qrels' 0), place (never
#: 0), station, perhaps the proposed class
_BALLOT = rf"{NAME_FIELD}[ \t]+(?!0[ \t]){_WORD}[ \t]+(?!0[ \t])\d{{1,3}}[ \t]+{_STATION}(?:[ \t]+{_WORD})?[ \t]*\r?"
#: the working group's vote tally's line: station, network and week, the reference, accept and reject votes, the
#: decision
_TALLY = rf"{_STATION}[ \t]+{_WORD}(?:[ \t]+\d{{1,3}}){{3}}[ \t]+{_DECISION}[ \t]*\r?"

#: Bernese's station files (SR WTSTAT) open with a title (A63, then the date), 80 dashes and the datum's line
_BERNESE_HEAD = r"\A[^\n]*\n-{80}[ \t]*\nLOCAL GEODETIC DATUM: "

GEODESY = Field(
    team="a GNSS geodesy analysis centre, its analysts and combination coordinator (u115b_)",
    advice="give each source's ranking of a network's GPS week's, a product line's or a reprocessing campaign's "
           "stations or station solutions (the solutions' residual RMS, the coordinate repeatabilities, the data "
           "completeness, the analysts' grades, the working group's votes) as a run, the network's week, the week's "
           "product line or the campaign's region a query (network:EPN/wk2390, gpsweek:2390/final, "
           "campaign:repro3/europe) and each station or solution a document (WTZR00DEU, soln:GRAZ00AUT/2, "
           "domes:14106M003, ngl:P395), the score higher for the station to keep first: "
           "'NETWORK Q0 STATION RANK SCORE SOURCE'; the combination's decisions are the qrels, "
           "'NETWORK 0 STATION GRADE' (2 reference station, 1 accepted, 0 rejected)",
    files=(
        # SINEX's header line ('%=SNX 2.02 AGENCY YY:DOY:SSSSS ...') opens every SINEX solution, whoever writes it
        FieldFile("a SINEX solution (.SNX: the '%=SNX 2.02' header line, then +FILE/REFERENCE, +SOLUTION/STATISTICS, "
                  "+SITE/ID, +SOLUTION/EPOCHS, +SOLUTION/ESTIMATE blocks of the stations' STAX, STAY, STAZ to "
                  "'%ENDSNX', as Bernese's ADDNEQ2, GAMIT-GLOBK and the IGS combination write it and read it)",
                  "%=SNX 2.02 LAC 25:310:41620 LAC 25:299:00000 25:305:86370 P 00012 2 S          \n"
                  "*-------------------------------------------------------------------------------\n"
                  "+FILE/REFERENCE\n"
                  " DESCRIPTION        EUREF Local Analysis Centre, weekly solution\n", 1,
                  line=r"\A%=SNX [ \d]\.\d\d ", outputs=(".snx",)),
        # its title line names the station by its nine characters or its four (older logs: 'ABMF Site Information')
        FieldFile("an IGS site log (the IGS Site Log Manager's site information form, v2.0 or older: '     WTZR00DEU "
                  "Site Information Form (site log v2.0)', 'International GNSS Service', then '0.   Form', "
                  "'1.   Site Identification of the GNSS Monument', receiver and antenna sections: a station's "
                  "history, no ranking)",
                  "     WTZR00DEU Site Information Form (site log v2.0)\n     International GNSS Service\n"
                  "     See Instructions at:\n"
                  "       https://files.igs.org/pub/station/general/sitelog_instr_v2.0.txt\n", 1,
                  line=r"\A[ \t]*[A-Z0-9]{4}(?:\d\d[A-Z]{3})? Site Information Form \(site log(?: v\d\.\d)?\)"),
        FieldFile("a Bernese GNSS Software coordinate file (.CRD: a title and date, dashes, 'LOCAL GEODETIC DATUM: "
                  "... EPOCH: ...', 'NUM  STATION NAME  X (M)  Y (M)  Z (M)  FLAG', then a station a line, its "
                  "four-character name and DOMES number, X, Y, Z and flag; Bernese's programs read it)",
                  "EUR: EPN WEEKLY SOLUTION, GPS WEEK 2390                          06-NOV-25 11:33\n"
                  "--------------------------------------------------------------------------------\n"
                  "LOCAL GEODETIC DATUM: IGS20             EPOCH: 2025-10-29 12:00:00\n\n"
                  "NUM  STATION NAME           X (M)          Y (M)          Z (M)     FLAG\n", 1,
                  line=_BERNESE_HEAD + r"[^\n]*EPOCH: [^\n]*\n[ \t]*\nNUM  STATION NAME +X \(M\)"),
        FieldFile("a Bernese GNSS Software velocity file (.VEL: a title and date, dashes, 'LOCAL GEODETIC DATUM: "
                  "...', 'NUM  STATION NAME  VX (M/Y)  VY (M/Y)  VZ (M/Y)  FLAG  PLATE', then a station a line, its "
                  "velocities, flag and plate; Bernese's programs read it)",
                  "EUR: EPN VELOCITIES, CUMULATIVE SOLUTION C2390                   06-NOV-25 11:33\n"
                  "--------------------------------------------------------------------------------\n"
                  "LOCAL GEODETIC DATUM: IGS20           \n\n"
                  "NUM  STATION NAME           VX (M/Y)       VY (M/Y)       VZ (M/Y)  FLAG   PLATE\n", 1,
                  line=_BERNESE_HEAD + r"[^\n]*\n[ \t]*\nNUM  STATION NAME +VX \(M/Y\)"),
        # SR WRITCRUX's head: the title, dashes, the format's version (1.00 had no TECHNIQUE line), then TYPE 001
        FieldFile("a Bernese GNSS Software station information file (.STA: a title and date, dashes, 'FORMAT "
                  "VERSION: 1.01', 'TECHNIQUE:      GNSS', then TYPE 001 renamings, TYPE 002 receivers and antennas, "
                  "TYPE 003 station problems; Bernese's programs read it; not PQMethod's statements file)",
                  "STATION INFORMATION FILE FOR BERNESE GNSS SOFTWARE 5.4           06-NOV-25 11:30\n"
                  "--------------------------------------------------------------------------------\n\n"
                  "FORMAT VERSION: 1.01\nTECHNIQUE:      GNSS\n\nTYPE 001: RENAMING OF STATIONS\n", 1,
                  line=r"\A[^\n]*\n-{80}[ \t]*\n[ \t]*\nFORMAT VERSION: \d\.\d\d[ \t]*\n(?:TECHNIQUE: +\w+[ \t]*\n)?"
                       r"[ \t]*\nTYPE 001: RENAMING OF STATIONS"),
        # NGL's header names its columns in its own words (the date as YYMMMDD, the decimal year, the MJD, the
        # reference longitude): the file's and a frame's read with sep=r'\s+'
        FieldFile("an NGL time series (.tenv3, the Nevada Geodetic Laboratory's: the header 'site YYMMMDD yyyy.yyyy "
                  "__MJD week d reflon _e0(m) __east(m) ...', then a day a line, the station's east, north and up "
                  "positions, their sigmas and correlations; MIDAS and the time series tools read it)",
                  "site YYMMMDD yyyy.yyyy __MJD week d reflon _e0(m) __east(m) ____n0(m) _north(m) u0(m) ____up(m) "
                  "_ant(m) sig_e(m) sig_n(m) sig_u(m) __corr_en __corr_eu __corr_nu _latitude(deg) _longitude(deg) "
                  "__height(m)\nWTZR 25OCT26 2025.8172 60974 2390 0   12.9  -1536 -0.317904   5444711  0.552810   666 "
                  " 0.284116  0.0710 0.000684 0.000771 0.003112  0.041273 -0.118254  0.062918  49.1441984000   "
                  "12.8789122000   666.02610\n", 1,
                  columns=("YYMMMDD", "yyyy.yyyy", "__MJD", "reflon", "__east(m)"), outputs=(".tenv3",)),
        FieldFile("a PBO station position time series (.pos, format version 1.1.0, as GAMIT-GLOBK's tssum writes it "
                  "and UNAVCO's readers open it: 'PBO Station Position Time Series. Reference Frame : ...', the "
                  "station's ID, epochs and reference positions, the field description, then a day a line of 25 "
                  "fields)",
                  "PBO Station Position Time Series. Reference Frame : IGS20\nFormat Version: 1.1.0\n"
                  "4-character ID: WTZR\nStation name  : WTZR\n", 1,
                  line=r"\APBO Station Position Time Series\.", outputs=(".pos",)),
        # network.igs.org's answer is a DataTables page (recordsTotal, recordsFiltered, data): its stations' keys
        # tell it from any other such page
        FieldFile("an IGS network API answer (JSON, as network.igs.org/api/public/stations/ answers: recordsTotal, "
                  "recordsFiltered, data of stations with name, status, xyz, llh, satellite_system, antenna_type, "
                  "receiver_type, last_data_time: the network's stations, no ranking)",
                  '{"recordsTotal":2,"recordsFiltered":2,"data":[{"name":"WTZR00DEU","status":4,'
                  '"xyz":[4075580.389,931853.862,4801568.231],"llh":[49.144198,12.878912,666.0],'
                  '"satellite_system":["GPS","GLO","GAL"],"antenna_type":"LEIAR25.R3","receiver_type":"LEICA GR50",'
                  '"last_data_time":"2025-11-05T23:59:30Z"}]}\n', 1,
                  keys=("data", "recordsTotal", "satellite_system", "antenna_type", "receiver_type")),
        FieldFile("a GNSS analyst's grade sheet typed as text (analyst, date, GPS week, station's nine-character id, "
                  "grade A to D, residual RMS, N/E/U repeatability, data completeness)",
                  "novak 2025-11-05 2390 WTZR00DEU A 1.2 0.9/1.1/3.4 99.7\n"
                  "novak 2025-11-05 2390 ZIMM00CHE A 1.3 1.0/1.2/3.8 99.1\n", 1,
                  line=rf"^{_GRADE}\n{_GRADE}$"),
        FieldFile("a geodesy working-group member's ballot typed as text (member, network and week, place, station's "
                  "nine-character id, proposed class)",
                  "lindqvist EPN-wk2390 1 WTZR00DEU reference\nlindqvist EPN-wk2390 2 ZIMM00CHE reference\n", 1,
                  line=rf"^{_BALLOT}\n{_BALLOT}$"),
        # six fields a line: they pass for a run's lines
        FieldFile("a geodesy working group's vote tally typed as text (station's nine-character id, network and "
                  "week, reference, accept and reject votes, decision)",
                  "WTZR00DEU EPN-wk2390 7 1 0 reference\nZIMM00CHE EPN-wk2390 6 2 0 reference\n", 1,
                  line=rf"^{_TALLY}\n{_TALLY}$", lookalike=True),
    ))
