"""A national flood forecasting centre's model review files, its hydrologists', duty forecasters' and the river basin
authorities' engineers' (issue 45's hundred-and-ninth bar, u109b_): CAMELS' usgs_streamflow files (gauge, date,
discharge and CAMELS' quality flag a line, six fields that pass for a run's), the Environment Agency's
flood-monitoring API answers (as saved, and loaded in Python), and the centre's typed rating sheets, ballots and vote
tallies, which name a model configuration by its model, gauge and version (GR4J/54032-v3) on every line.  (A USGS
NWIS RDB file, a WaterML 2.0 collection, a GRDC day file, CAMELS' attribute tables, NetCDF classic and HEC-DSS files
are named by the older readers, rankagg.io.hydrology_shapes; a National Water Model NetCDF-4 file is an HDF5 file to
the containers' reader, its head holding nothing of NetCDF's; outputs named .dss, .rdb, .wml or _Q_Day.Cmd.txt are
the output names' to refuse.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import NAME_FIELD, Field, FieldFile

#: a hydrological model's name, a closed set of the field's (GR4J, PDM, HBV, TOPMODEL, G2G, ...): the centre's
#: configuration is the model, '/', the gauge's station number and a version (GR4J/54032-v3); a gauge's number alone
#: is no token of the field's
_MODEL = (r"(?:GR[1-6][JHM]|PDM|HBV(?:-light|96)?|LSTM|HEC-HMS|TOPMODEL|G2G|SAC-SMA|VIC|SWAT|mHM|PRMS|NWM|WRF-Hydro|"
          r"LISFLOOD|HYPE|PCR-GLOBWB|MIKE-SHE|NAM|IHACRES|SIMHYD|AWBM|JULES|CLASSIC|ParFlow|Raven|SUMMA|FUSE|MARRMoT)")
_CONFIG = rf"{_MODEL}/\d{{3,8}}-v\d{{1,3}}(?![\w./-])"
#: the gauge's station number beside it (NRFA's 54032, USGS' 01013500); never a qrels' 0
_GAUGE = r"(?!0[ \t])\d{3,8}(?![\w.-])"
#: an efficiency (NSE, KGE: at most 1, any below), a timing error in hours (early: negative)
_NUM = r"-?\d{1,3}(?:\.\d+)?"
#: a basin's or an event's slug (upper-severn, storm-ciaran)
_SLUG = r"[A-Za-z][\w.-]*"
#: the review's decisions as the centre types them
_DECISION = r"(?i:operational|trial|retired?|shadow|hold)(?![\w-])"
#: a forecaster's rating sheet's line: forecaster, date, basin, configuration, gauge, NSE, KGE, peak timing error
#: (hours), rating
_RATING = (rf"{NAME_FIELD}[ \t]+\d{{4}}-\d\d-\d\d[ \t]+{_SLUG}[ \t]+{_CONFIG}[ \t]+{_GAUGE}[ \t]+{_NUM}[ \t]+{_NUM}"
           rf"[ \t]+{_NUM}[ \t]+[0-9][ \t]*\r?")
#: a panel member's ballot's line: member, month (or date), place (never a qrels' 0), configuration, gauge
_BALLOT = rf"{NAME_FIELD}[ \t]+\d{{4}}-\d\d(?:-\d\d)?[ \t]+(?!0[ \t])\d{{1,3}}[ \t]+{_CONFIG}[ \t]+{_GAUGE}[ \t]*\r?"
#: the panel's vote tally's line: configuration, gauge, the operational, trial and retire votes, the decision
_TALLY = rf"{_CONFIG}[ \t]+{_GAUGE}(?:[ \t]+\d{{1,3}}){{3}}[ \t]+{_DECISION}[ \t]*\r?"
#: CAMELS' usgs_streamflow line: a USGS gauge's eight digits, year, month, day, the discharge (cfs, -999.00 missing)
#: and CAMELS' quality flag (A approved, A:e approved estimated, M missing): the flag and the eight-digit gauge are
#: the field's, where SaTScan's records hold only ids, numbers and dates
_CAMELS_Q = (r"\d{8}[ \t]+(?:19|20)\d\d[ \t]+(?:0[1-9]|1[0-2])[ \t]+(?:0[1-9]|[12]\d|3[01])[ \t]+-?\d+\.\d+[ \t]+"
             r"(?:A:e|A|M)[ \t]*\r?")

HYDROLOGY = Field(
    team="a national flood forecasting centre's model review, its hydrologists, duty forecasters and the river basin "
         "authorities' engineers (u109b_)",
    advice="give each source's ranking of a river basin's, a month's floods' or a flood event's model configurations "
           "(the Kling-Gupta and Nash-Sutcliffe efficiencies, the peak timing errors, the warnings' hit rates, the "
           "forecasters' votes) as a run, the basin a query (basin:2026-11/upper-severn) and each configuration a "
           "document (model:GR4J/54032-v3), the score higher for the configuration to put into operation first: "
           "'BASIN Q0 CONFIGURATION RANK SCORE SOURCE'; the centre's decisions are the qrels, 'BASIN 0 CONFIGURATION "
           "GRADE' (2 operational, 1 trial, 0 retire)",
    files=(
        # the Environment Agency's flood-monitoring API (its linked-data answers): 'meta' with the British 'licence',
        # its publisher and hasFormat (the answer's other formats), beside '@context' and 'items'
        FieldFile("an Environment Agency flood-monitoring API answer (JSON: '@context', 'meta' with publisher, "
                  "licence, documentation and hasFormat, 'items' of readings, measures or stations: @id, dateTime, "
                  "measure, value)",
                  '{"@context": "http://environment.data.gov.uk/flood-monitoring/meta/context.jsonld", "meta": '
                  '{"publisher": "Environment Agency", "licence": "http://www.nationalarchives.gov.uk/doc/'
                  'open-government-licence/version/3/", "documentation": "http://environment.data.gov.uk/'
                  'flood-monitoring/doc/reference", "version": "0.9", "hasFormat": []}, "items": [{"@id": '
                  '"http://environment.data.gov.uk/flood-monitoring/data/readings/2093-level-stage-i-15_min-mASD/'
                  '2026-11-04T06-30-00Z", "dateTime": "2026-11-04T06:30:00Z", "value": 4.812}]}\n', 1,
                  keys=("meta", "@context", "items", "publisher", "licence", "hasFormat")),
        # six fields a line: they pass for a run's lines
        FieldFile("a CAMELS usgs_streamflow file (<gauge>_streamflow_qc.txt: a USGS gauge's eight digits, year, month, "
                  "day, discharge in cfs, -999.00 missing, and CAMELS' quality flag A, A:e or M, one day a line)",
                  "01013500 1980 01 01   655.00 A\n01013500 1980 01 02   640.00 A\n01013500 1980 01 03   625.00 A\n",
                  1, line=rf"^{_CAMELS_Q}\n{_CAMELS_Q}$", lookalike=True),
        FieldFile("a flood forecasting centre forecaster's rating sheet typed as text (forecaster, date, basin, model "
                  "configuration as model/gauge-version, gauge, NSE, KGE, peak timing error in hours, rating)",
                  "okafor 2026-11-06 upper-severn GR4J/54032-v3 54032 0.87 0.84 2.5 5\n"
                  "okafor 2026-11-06 upper-severn GR4J/54032-v2 54032 0.85 0.81 3.0 4\n", 1,
                  line=rf"^{_RATING}\n{_RATING}$"),
        FieldFile("a flood forecasting panel member's ballot typed as text (member, month, place, model configuration "
                  "as model/gauge-version, gauge)",
                  "hallworth 2026-11 1 GR4J/54032-v3 54032\nhallworth 2026-11 2 PDM/54032-v4 54032\n", 1,
                  line=rf"^{_BALLOT}\n{_BALLOT}$"),
        # six fields a line: they pass for a run's lines
        FieldFile("a flood forecasting panel's vote tally typed as text (model configuration as model/gauge-version, "
                  "gauge, operational, trial and retire votes, decision)",
                  "GR4J/54032-v3 54032 9 2 0 operational\nGR4J/54032-v2 54032 6 4 1 operational\n", 1,
                  line=rf"^{_TALLY}\n{_TALLY}$", lookalike=True),
    ))
