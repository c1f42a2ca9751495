"""An ocean observing team's files (issue 45's thirty-third bar, u33f_): Sea-Bird's CTD files and instrument
configurations, THREDDS catalogues, ERDDAP's answers, ODV spreadsheets, World Ocean Database casts, SOCAT's files and
the Argo GDAC's profile index."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

OCEANOGRAPHY = Field(
    team="an ocean observing team's files (u33f_)",
    advice="give each QC method's ranking of a cruise's profiles (the real-time tests', OWC's, the ML model's, the "
           "analysts') as a run, a region and cruise a query and each profile a document (argo:6903024/087), the "
           "score higher for the likelier bad profile: 'REGION/CRUISE Q0 PROFILE RANK SCORE METHOD'; the profiles the "
           "delayed-mode review flagged are the qrels, 'REGION/CRUISE 0 PROFILE GRADE'",
    files=(
        FieldFile("a Sea-Bird CTD file (.cnv: '* Sea-Bird SBE ... Data File:' and '# name' header lines, '*END*', then "
                  "the scans; SBE Data Processing writes it)", "* Sea-Bird SBE 9 Data File:\n* FileName = C:\\JC238\\"
                  "raw\\JC238_014.hex\n# nquan = 6\n# name 0 = prDM: Pressure, Digiquartz [db]\n*END*\n", 1,
                  line=r"\A\* Sea-Bird SBE", outputs=(".cnv", ".btl")),
        FieldFile("a Sea-Bird instrument configuration (.xmlcon: SBE_InstrumentConfiguration, a CTD's sensors and "
                  "their calibrations)", '<?xml version="1.0" encoding="UTF-8" ?>\n<SBE_InstrumentConfiguration '
                  'SB_ConfigCTD_FileVersion="7.26.7.0" >\n   <Instrument Type="8" />\n</SBE_InstrumentConfiguration>\n',
                  2, root="SBE_InstrumentConfiguration"),
        FieldFile("a THREDDS catalogue (catalog.xml: a data server's services and datasets)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n<catalog xmlns="http://www.unidata.ucar.edu/namespaces/'
                  'thredds/InvCatalog/v1.0" name="Argo profiles">\n  <dataset name="R6903024_087.nc"/>\n</catalog>\n',
                  2, root="catalog", marks=("thredds",)),
        FieldFile("an ERDDAP tabledap answer (JSON: table with columnNames, columnTypes, columnUnits, rows)",
                  '{\n  "table": {\n    "columnNames": ["platform_number", "cycle_number", "pres"],\n    '
                  '"columnTypes": ["String", "int", "float"],\n    "rows": []\n  }\n}\n', 1,
                  keys=("table", "columnNames")),
        FieldFile("Argo profiles from ERDDAP (tabledap CSV: platform_number, cycle_number, time, latitude, longitude, "
                  "pres, temp, psal, the units in the row under the header)",
                  "platform_number,cycle_number,time,latitude,longitude,pres,temp,psal\n"
                  ",,UTC,degrees_north,degrees_east,decibar,degree_Celsius,PSU\n", 1,
                  columns=("platform_number", "cycle_number", "latitude", "longitude")),
        FieldFile("an ODV spreadsheet (Ocean Data View's: '//' metadata lines, then Cruise, Station, Type, "
                  "yyyy-mm-ddThh:mm:ss.sss, Longitude [degrees_east], ...)", "//<Creator>qc@ODV-74JC</Creator>\n"
                  "//<Version>ODV Spreadsheet V4.0</Version>\nCruise\tStation\tType\tyyyy-mm-ddThh:mm:ss.sss\n", 1,
                  line=r"\A//", marks=("ODV Spreadsheet",), outputs=(".odv",)),
        FieldFile("a World Ocean Database cast (WOD's ragged CSV: '#---' lines, CAST, NODC Cruise ID, ..., then the "
                  "profile's variables)", "#--------------------------------------------------------------------,\n"
                  "CAST                        ,,       21874503,WOD Unique Cast Number,WOD code,\n", 2,
                  line=r"^CAST\s*,,\s*\d+\s*,WOD Unique Cast Number"),
        FieldFile("a SOCAT data file (the Surface Ocean CO2 Atlas: Expocode, version, Source_DOI, QC_Flag, yr, mon, "
                  "..., fCO2rec)", "Expocode\tversion\tSource_DOI\tQC_Flag\tyr\tmon\tday\n"
                  "06MT20250812\t2024\thttps://doi.pangaea.de/10.1594/PANGAEA.971234\tB\t2025\t8\t12\n", 1,
                  columns=("Expocode", "version", "QC_Flag")),
        FieldFile("the Argo GDAC's profile index (ar_index_global_prof.txt: '# Title : Profile directory file of the "
                  "Argo Global Data Assembly Center', then file, date, latitude, longitude, ocean, profiler_type, "
                  "institution, date_update)", "# Title : Profile directory file of the Argo Global Data Assembly "
                  "Center\n# Format version : 2.0\nfile,date,latitude,longitude,ocean,profiler_type,institution,"
                  "date_update\n", 1, line=r"\A# Title : Profile directory file of the Argo"),
    ))
