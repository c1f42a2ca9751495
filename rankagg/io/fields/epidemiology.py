"""A public-health surveillance unit's files (issue 45's thirty-fourth bar, u34d_): REDCap's data exports and data
dictionaries, Epi Info 7 projects, SaTScan's parameter, case and population files (whose lines parse as runs' and
qrels'), CDC's ILINet download, GISAID's metadata, Nextstrain's Auspice JSON and WHO's FluNet table."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

# SaTScan's records, told by their first two lines (a table's header of years over rows of names is none: a gene
# lists table headed '2021 2022 2023 2024' had been told a population file)
#: a location's id: a code or a name, never a date, a clock time or a decimal (a typed sheet's '02:46 2024-05-11 19
#: K1M' or '54.337 2024-08-06 50 ABC' had been a population record: 1,692 of 20,000 random typed sheets were)
_LOCATION = r"(?!\d{4}[/-]\d|\d{1,2}:\d\d|\d*\.\d+[ \t])[^\s#;]+"
#: a case file's record: a location, its number of cases, a date, then covariates
_CASE = rf"{_LOCATION}[ \t]+[1-9]\d*[ \t]+\d{{4}}[/-]\d{{1,2}}(?:[/-]\d{{1,2}})?(?:[ \t]+\S+)*[ \t]*"
#: a population file's record: a location, a year (or a date), its population, then covariates, categories that
#: hold no ':' or '/' and are no US tax id (typed ballots had been population records: an engineer's, 'mchen
#: 2026-10-14 1 arn:aws:ec2:...:instance/i-0abc... rightsize', u106b_engineer_ballot_as_run; a legal panel member's,
#: 'reyes 2026-10 1 36-1234567 baker-ames', u108b_panel_ballot_as_run)
_POPULATION = (rf"{_LOCATION}[ \t]+(?:19|20)\d\d(?:[/-]\d{{1,2}}(?:[/-]\d{{1,2}})?)?[ \t]+\d+(?:\.\d+)?"
               r"(?:[ \t]+(?!\d\d-\d{7}(?!\S))[^\s:/]+)+[ \t]*")

EPIDEMIOLOGY = Field(
    team="a public-health surveillance unit's files (u34d_)",
    advice="give each method's ranking of a county and week's pathogen signals (EARS C2's, the Farrington "
           "algorithm's, SaTScan's, the epidemiologists') as a run, a county and MMWR week a query and each signal a "
           "document (path:norovirus/gii.4), the score higher for the stronger signal: 'COUNTY/WEEK Q0 SIGNAL RANK "
           "SCORE METHOD'; what the investigations found is the qrels, 'COUNTY/WEEK 0 SIGNAL GRADE' (2 a confirmed "
           "outbreak)",
    files=(
        FieldFile("a REDCap data export (a record per row: record_id, redcap_event_name, redcap_repeat_instrument, "
                  "..., the instruments' fields and their <form>_complete status)",
                  "record_id,redcap_event_name,report_date,county_fips,organism,case_report_complete\n"
                  "17,baseline_arm_1,2027-01-04,36055,2,2\n", 1, columns=("record_id",),
                  cell=r"\A(?:redcap_(?:event_name|repeat_instrument|repeat_instance|data_access_group|"
                       r"survey_identifier)|\w+_complete)\Z"),
        FieldFile("a REDCap data dictionary (the instruments' fields: Variable / Field Name, Form Name, Section "
                  "Header, Field Type, Field Label, Choices, ...)",
                  "Variable / Field Name,Form Name,Section Header,Field Type,Field Label\n"
                  "record_id,case_report,,text,Record ID\norganism,case_report,,dropdown,Organism\n", 1,
                  columns=("Variable / Field Name", "Form Name", "Field Type", "Field Label")),
        FieldFile("an Epi Info 7 project (.prj: CDC Epi Info's XML, Project with its epiVersion, CollectedData and "
                  "Metadata; the records themselves are in its database)",
                  '<Project id="0d3b6c1e-7a2f-4e55-8c10-5b9e2f4a7d61" name="Norovirus_LTC_2027" epiVersion="7.2.5.0" '
                  'schemaVersion="102">\n  <CollectedData>\n    <Database connectionString="" />\n'
                  '  </CollectedData>\n  <Metadata source="2" />\n</Project>\n', 1, root="Project",
                  marks=("epiVersion",)),
        FieldFile("a SaTScan parameter file (.prm: INI sections [Input], [Analysis], [Output], ..., each setting "
                  "after its ';' comment: CaseFile=, AnalysisType=, ...)",
                  "[Input]\n;case data filename\nCaseFile=salmonella.cas\n;control data filename\nControlFile=\n"
                  ";time precision (0=None, 1=Year, 2=Month, 3=Day, 4=Generic)\nPrecisionCaseTimes=3\n", 1,
                  line=r"\A(?:;[^\n]*\n)*\[Input\][ \t]*\n(?:[^\n\[]*\n){0,12}?CaseFile=", outputs=(".prm",)),
        FieldFile("a SaTScan case file (.cas: a location, its number of cases, a date, then covariates, one record a "
                  "line; its lines would pass for TREC run or qrels lines)",
                  "10013 2 2027/01/04 1 2 1\n10013 1 2027/01/05 3 1 2\n10027 4 2027/01/05 2 2 1\n", 1,
                  line=rf"\A{_CASE}(?:\n{_CASE}(?:\n|\Z)|\s*\Z)", lookalike=True, outputs=(".cas",),
                  tokenless=True),
        FieldFile("a SaTScan population file (.pop: a location, a year, its population, then covariates, one record "
                  "a line; its lines would pass for TREC qrels lines)",
                  "10013 2027 8420 1\n10013 2027 8177 2\n10027 2027 15203 1\n", 1,
                  line=rf"\A{_POPULATION}(?:\n{_POPULATION}(?:\n|\Z)|\s*\Z)", lookalike=True, outputs=(".pop",),
                  tokenless=True),
        FieldFile("CDC FluView's ILINet download (ILINet.csv: a title line, then REGION TYPE, REGION, YEAR, WEEK, "
                  "% WEIGHTED ILI, %UNWEIGHTED ILI, ..., ILITOTAL, NUM. OF PROVIDERS, TOTAL PATIENTS)",
                  "PERCENTAGE OF VISITS FOR INFLUENZA-LIKE-ILLNESS REPORTED BY SENTINEL PROVIDERS\n"
                  "REGION TYPE,REGION,YEAR,WEEK,% WEIGHTED ILI,%UNWEIGHTED ILI,ILITOTAL,NUM. OF PROVIDERS,"
                  "TOTAL PATIENTS\nNational,X,2027,1,5.10392,4.87215,61022,3247,1252440\n", 1,
                  line=r'^(?:PERCENTAGE OF VISITS FOR INFLUENZA-LIKE-ILLNESS\b|"?REGION TYPE"?,"?REGION"?,"?YEAR"?,'
                       r'"?WEEK"?,"?% WEIGHTED ILI)'),
        FieldFile("GISAID's metadata (an EpiCoV download's table: Virus name, ..., Accession ID, Collection date, "
                  "Location, ..., Clade, Pango lineage, ...)",
                  "Virus name\tType\tAccession ID\tCollection date\tLocation\tHost\tClade\tPango lineage\n"
                  "hCoV-19/USA/NY-PHL-27000311/2027\tbetacoronavirus\tEPI_ISL_21000311\t2027-01-03\t"
                  "North America / USA / New York\tHuman\tGRA\tXFG.14\n", 1,
                  columns=("Virus name", "Accession ID", "Collection date")),
        FieldFile("a Nextstrain Auspice JSON (augur export v2's dataset: version, meta with its title, updated, "
                  "panels, ..., and tree, the phylogeny with its nodes' attributes)",
                  '{"version": "v2", "meta": {"title": "Measles genomic surveillance", "updated": "2027-01-08", '
                  '"panels": ["tree", "map"]}, "tree": {"name": "NODE_0000001", "children": []}}\n', 1,
                  keys=("meta", "tree", "version", "panels")),
        FieldFile("WHO FluNet's table (VIW_FNT.csv: WHOREGION, COUNTRY_AREA_TERRITORY, ISO_YEAR, ISO_WEEK, "
                  "SPEC_PROCESSED_NB, AH1N12009, AH3, ..., INF_A, INF_B, INF_ALL, ...: a country's week of influenza "
                  "tests)",
                  "WHOREGION,COUNTRY_CODE,COUNTRY_AREA_TERRITORY,ISO_YEAR,ISO_WEEK,SPEC_PROCESSED_NB,AH1N12009,AH3,"
                  "INF_A,INF_B,INF_ALL\nEUR,FRA,France,2027,1,2210,402,391,806,97,903\n", 1,
                  columns=("WHOREGION", "SPEC_PROCESSED_NB", "INF_A", "INF_B")),
    ))
