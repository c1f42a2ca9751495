"""Issue 45's thirty-fourth bar of scripts/reliability_matrix.py, a wildlife telemetry group ranking stopover sites per
tagged population and season across movement models (its cases, ids ``u34i_``, registered in its ``cases()``); the
mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written in a later
session, before any of its recognisers existed.)

The team's day: each tagged population and season (``stork:DE-Loburg/autumn-2026``) is a query and each stopover
site along the flyway a document (``site:IL/hula-valley``); the runs are a hidden Markov model's (the birds' resting
states), residence time's, the ornithologists' and a step-selection model's rankings, scores in [0, 1] at four
decimals.  They are fused with RRF, Borda and CombSUM, weighted by each model's record, and judged against the ground
surveys (2 used as a stopover, 1 overflown, 0 not used).  The mistakes and odd files: the group's other projects'
files too, given where runs or qrels are read (a Movebank export, Argos DS and DIAG files, a Vectronic GPS Plus X
export, a Lotek collar download, the survey team's GPX track, a KML for Google Earth, a VEMCO receiver log and its
VDAT CSV, a VUE export, Movebank's JSON API, Movebank's reference data, Wildlife Computers' locations), and outputs
named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

THIRTYFOURTH_ANIMALTRACKING = ("45 Unseen inputs: a thirty-fourth bar, a wildlife telemetry group ranking stopover "
                               "sites per tagged population and season across movement models (Movebank, Argos DS and "
                               "DIAG, Vectronic, Lotek, GPX, KML, VEMCO VRL and VDAT, VUE, Wildlife Computers)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['hmm_states', 'residence_time', 'ornithologists', 'step_selection'],
    items=['site:IL/hula-valley', 'site:TR/bosphorus', 'site:EG/nile-delta', 'site:SD/dinder', 'site:HU/hortobagy',
           'site:BG/burgas-lakes', 'site:ET/lake-ziway', 'site:TD/lake-chad'],
    queries=['stork:DE-Loburg/autumn-2026', 'stork:PL-Biebrza/autumn-2026', 'stork:LT-Zuvintas/autumn-2026',
             'stork:HU-Hortobagy/autumn-2026', 'stork:GR-Evros/autumn-2026', 'stork:BY-Pripyat/autumn-2026'],
    suffix='/juveniles', generator='stopovers', judgements='surveys') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "stopovers", "stopovers.run")

_RECS3 = ["hmm_states", "residence_time", "ornithologists"]
_OUT = ("stopovers.run",)
_ONE_RUN = ("stork:DE-Loburg/autumn-2026 Q0 site:IL/hula-valley 1 0.91 hmm_states\nstork:DE-Loburg/autumn-2026 Q0 "
            "site:TR/bosphorus 2 0.77 hmm_states\n")
# the team's files, as Movebank, the satellite services, the collars' and receivers' software write them (a few lines)
_MOVEBANK = ("event-id,visible,timestamp,location-long,location-lat,gps:satellite-count,ground-speed,heading,"
             "height-above-ellipsoid,sensor-type,individual-taxon-canonical-name,tag-local-identifier,"
             "individual-local-identifier,study-name\n"
             '38142570411,true,2026-09-14 06:00:07.000,28.976512,41.012334,9,0.12,214.3,61.2,"gps","Ciconia ciconia",'
             '"7912","DER AU057 (eobs 7912)","LifeTrack White Stork Loburg 2026"\n'
             '38142570412,true,2026-09-14 06:20:04.000,28.99112,41.004871,8,11.85,187.6,412.8,"gps","Ciconia ciconia",'
             '"7912","DER AU057 (eobs 7912)","LifeTrack White Stork Loburg 2026"\n')
# an Argos DS file: a pass line (program, PTT, lines, sensors, satellite, location class, date, time, latitude,
# longitude 0-360, altitude, frequency), then one line per message: date, time, compression index and the PTT's
# three sensor values -- six whitespace-separated fields, like a TREC run's
_ARGOS_DS = ("09660 236514   5  3 M 2 2026-09-14 06:12:33   57.142  349.678  0.000 401677618\n"
             "      2026-09-14 06:10:51  1         65         44         33\n"
             "      2026-09-14 06:11:42  1         65         45         33\n"
             "      2026-09-14 06:12:33  1         66         45         32\n"
             "      2026-09-14 06:13:24  1         66         46         32\n")
# an Argos DIAG file: ' Prog', then a block per pass; its sensor lines hold four values, like a qrels line
_ARGOS_DIAG = (" Prog 09660\n"
               " 236514  Date : 14.09.26 06:12:33  LC : 2  IQ : 66\n"
               "      Lat1 : 57.142N  Lon1 :  10.322W  Lat2 : 55.918N  Lon2 :   3.107W\n"
               "      Nb mes : 004  Nb mes>-120dB : 000  Best level : -124 dB\n"
               "      Pass duration : 153s   NOPC : 3\n"
               "      Calcul freq : 401 677618.4 Hz   Altitude :    0 m\n"
               "              65           44           33           00\n"
               "              66           45           32           00\n")
_VECTRONIC = ("No,CollarID,UTC_Date,UTC_Time,LMT_Date,LMT_Time,Origin,SCTS_Date,SCTS_Time,ECEF_X [m],ECEF_Y [m],"
              "ECEF_Z [m],Latitude [\u00b0],Longitude [\u00b0],Height [m],DOP,FixType,3D_Error [m],Sats,"
              + "Sat,C/N," * 12 + "Mort. Status,Activity,Main [V],Beacon [V],Temp [\u00b0C],Easting,Northing,AnimalID,"
              "GroupID\n"
              "1,31457,09/14/2026,04:00:41,09/14/2026,06:00:41,Iridium,09/14/2026,04:12:09,3817336,924421,5008550,"
              "52.083417,13.612905,48.3,1.8,val. GPS-3D,4.2,8,05,44,12,41,13,39,15,46,18,40,20,43,24,38,29,45,"
              + "," * 8 + "normal,,3.67,3.12,14,,,GW1422m,Brandenburg\n")
# a Lotek GPS collar's download: fixed-width columns under a one-line header
_LOTEK = ("   No   GMT Date GMT Time   LMT Date LMT Time    ECEF X    ECEF Y    ECEF Z     Latitude    Longitude"
          "   Height  DOP   Nav Validated Sats" + " Sat C/N" * 12 + "  Main  Bkup Temp   Remarks\n"
          "    1 09/14/2026 06:00:18 09/13/2026 23:00:18  -1916576  -4126038   4458321    44.612734  -114.915221"
          "   2144.6  2.2    3D       Yes    8   5  44  12  41  13  38  15  46  18  40  20  43  24  39  29  45"
          "                                  3.61  3.07   11\n"
          "    2 09/14/2026 07:00:21 09/14/2026 00:00:21  -1916451  -4126025   4458379    44.613511  -114.913870"
          "   2139.2  3.8    3D       Yes    6   5  42  12  40  15  45  18  37  24  36  29  44"
          "                                                  3.61  3.07   10\n")
_GPX = ('<?xml version="1.0" encoding="UTF-8" standalone="no" ?>\n<gpx xmlns="http://www.topografix.com/GPX/1/1" '
        'xmlns:gpxx="http://www.garmin.com/xmlschemas/GpxExtensions/v3" xmlns:wptx1="http://www.garmin.com/xmlschemas/'
        'WaypointExtension/v1" xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1" '
        'creator="GPSMAP 66i" version="1.1" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" '
        'xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd">\n'
        '  <metadata><link href="http://www.garmin.com"><text>Garmin International</text></link>'
        '<time>2026-09-14T08:02:11Z</time></metadata>\n'
        '  <wpt lat="33.106245" lon="35.612338"><ele>68.4</ele><time>2026-09-14T08:40:02Z</time>'
        '<name>ROOST-HULA-03</name><sym>Flag, Blue</sym></wpt>\n'
        '  <trk><name>Survey Hula 14-SEP-26</name><trkseg>\n'
        '    <trkpt lat="33.105112" lon="35.611017"><ele>67.9</ele><time>2026-09-14T08:02:11Z</time></trkpt>\n'
        '    <trkpt lat="33.105498" lon="35.611452"><ele>68.1</ele><time>2026-09-14T08:03:40Z</time></trkpt>\n'
        '  </trkseg></trk>\n</gpx>\n')
_KML = ('<?xml version="1.0" encoding="UTF-8"?>\n<kml xmlns="http://www.opengis.net/kml/2.2" '
        'xmlns:gx="http://www.google.com/kml/ext/2.2">\n<Document>\n  <name>LifeTrack White Stork Loburg 2026</name>\n'
        '  <Placemark>\n    <name>DER AU057 (eobs 7912)</name>\n    <gx:Track>\n'
        '      <when>2026-09-14T06:00:07Z</when>\n      <when>2026-09-14T06:20:04Z</when>\n'
        '      <gx:coord>28.976512 41.012334 61.2</gx:coord>\n      <gx:coord>28.99112 41.004871 412.8</gx:coord>\n'
        '    </gx:Track>\n  </Placemark>\n</Document>\n</kml>\n')
# a receiver log converted by Innovasea's VDAT (Fathom CSV): a byte-order mark, 'VEMCO DATA LOG', the schema and
# vdat's version, a line of FIELD, the records' descriptions, then the records
_VDAT = ("\ufeffVEMCO DATA LOG,2.0.0,vdat-11.0.1-20240830-d01c0d-release\n"
         "RECORD TYPE" + ",FIELD" * 20 + "\n"
         "DATA_SOURCE_FILE_DESC,File Name,UUID,Type,Size,State\n"
         "DET_DESC,Device Time (UTC),Time,Time Offset (h),Time Correction (s),Model,Serial Number,Channel,"
         "Detection Type,Full ID,ID,Raw Data,Transmitter Serial,Signal Strength (dB),Noise (dB),Gain (dB),"
         "Quality Score,Station Name,Latitude,Longitude,GPS HDOP\n"
         "DATA_SOURCE_FILE,VR2AR_546310_20260914_1.vrl,3c1f0e2a-77d4-4b9e-a1c2-5d8e9f0a1b2c,"
         "com.vemco.file.vrl.0207.ff02.ff02/5.0.1,110026,ORIGINAL\n"
         "DET,2026-09-12 13:03:32.0837,,,,VR2AR-69,546310,1,PPM,A69-1601-57060,57060,,,,,,,,,,\n"
         "DET,2026-09-12 13:05:11.4210,,,,VR2AR-69,546310,1,PPM,A69-1601-57060,57060,,,,,,,,,,\n")
_VUE = ("\ufeffDate and Time (UTC),Receiver,Transmitter,Transmitter Name,Transmitter Serial,Sensor Value,Sensor Unit,"
        "Station Name,Latitude,Longitude,Transmitter Type,Sensor Precision\n"
        "2026-09-12 13:03:32,VR2W-109924,A69-1601-57060,,,,,LOWER-WEIR,+0,+0\n"
        "2026-09-12 13:41:09,VR2W-109924,A69-9002-4043,,,7,ADC,LOWER-WEIR,+0,+0\n")
# a VEMCO receiver log (.vrl) from a VR2W: 'VRLF', the format's version, the receiver's serial number (109924) and
# model ('VR2W') in the header block, then the encrypted detection records
_VRL = (b"VRLF\x02\x01\x00\x00\x00\x00\x02\x00\x00\x00\x00\x00"
        + b"\x00\x01\xbf\x2c\x00\x00\x00\xd7\x00\x00\x00\x05\x00\x00\x02\x02"
        + b"\x00" + (109924).to_bytes(3, "big") + b"\x02\x00\x00\x04\x00\x00\x00\x04\x02\x02\x00\x01"
        + b"\x00\x00\x00\x02VR2W" + b"\x00" * 200 + b"\x83\x00\x00\x82\x3b\xf5\xd2\x96\xd9\x22\x16\x7e\xa3\xdb\xdd\x0c"
        b"\xda\x45\xa7\x42\xd5\xc6\xdd\x20")
_MOVEBANK_JSON = ('{"individuals":[{"study_id":10449318,"individual_local_identifier":"DER AU057 (eobs 7912)",'
                  '"individual_taxon_canonical_name":"Ciconia ciconia","sensor_type_id":653,"sensor_id":10449331,'
                  '"individual_id":10449335,"locations":[\n'
                  '{"timestamp":1789365607000,"location_long":28.976512,"location_lat":41.012334},\n'
                  '{"timestamp":1789366804000,"location_long":28.99112,"location_lat":41.004871}]}]}\n')
_MOVEBANK_REF = ("tag-id,animal-id,animal-taxon,deploy-on-date,deploy-off-date,animal-life-stage,animal-mass,"
                 "animal-sex,attachment-type,deploy-on-latitude,deploy-on-longitude,manipulation-type,study-site,"
                 "tag-manufacturer-name,tag-model\n"
                 "7912,DER AU057 (eobs 7912),Ciconia ciconia,2026-06-21 09:40:00.000,,juvenile,2870,f,backpack,"
                 "52.0235,12.0768,none,Loburg,e-obs,Bird Solar 2\n"
                 "7913,DER AU058 (eobs 7913),Ciconia ciconia,2026-06-21 10:05:00.000,,juvenile,2795,m,backpack,"
                 "52.0235,12.0768,none,Loburg,e-obs,Bird Solar 2\n")
_WC_LOCATIONS = ("DeployID,Ptt,Instr,Date,Type,Quality,Latitude,Longitude,Error radius,Error Semi-major axis,"
                 "Error Semi-minor axis,Error Ellipse orientation,Offset,Offset orientation,GPE MSD,GPE U,Count,"
                 "Comment\n"
                 "PV26-07,236514,SPOT,06:12:33 14-Sep-2026,Argos,2,57.1423,-10.3217,412,1203,155,88,,,,,,\n"
                 "PV26-07,236514,SPOT,09:47:02.500000 14-Sep-2026,FastGPS,,57.1561,-10.2874,,,,,,,,,,\n")


def thirtyfourth_bar_animaltracking_cases() -> list[Case]:
    G = THIRTYFOURTH_ANIMALTRACKING
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="stopovers", judgements="surveys", runs=_RECS3, stem="stopovers", outputs=_OUT,
        item="sites", rounded="ornithologists",
        weights="{'hmm_states': 1.5, 'residence_time': 1.0, 'ornithologists': 2.0, 'step_selection': 0.5}",
        lone_query="R['step_selection']['stork:UZ-Khorezm/autumn-2026'] = {'site:UZ/aydar-lake': 0.9, "
                   "'site:TM/amu-darya': 0.4}\n",
        trust="ornithologists 2\nhmm_states 1.5\nresidence_time 1\n",
        trust_dict="{'ornithologists': 2, 'hmm_states': 1.5, 'residence_time': 1}",
        texts={
            "rrf": ("u34i_rrf_models",
                    "rankagg.fuse({model: {population/season: {site: score}}}, method='rrf'): four models, six "
                    "tagged populations ('stork:DE-Loburg/autumn-2026'), stopover sites ('site:IL/hula-valley')"),
            "borda": ("u34i_borda_unscored_sites",
                      "rankagg.fuse(..., method='borda'): the HMM scores no site where the tags sent too few fixes"),
            "combsum": ("u34i_combsum_rounded_scores",
                        "rankagg.fuse(..., method='combsum'): the ornithologists' scores at one decimal (many ties) "
                        "beside the models"),
            "fuser": ("u34i_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per population: the ornithologists count 2, the "
                      "step-selection model 0.5"),
            "frame": ("u34i_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the flyway sheet, a row per "
                      "population, site and model"),
            "evaluate": ("u34i_evaluate_surveys",
                         "rankagg.evaluate(fused ranking, the ground surveys, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put first the sites the birds used"),
            "lone": ("u34i_one_model_population",
                     "rankagg.fuse(..., method='rrf'): a population only the step-selection model ranked (new tags "
                     "in Khorezm) beside populations every model covers"),
            "cli_rrf": ("u34i_cli_rrf_runs",
                        "rankagg fuse hmm_states.run residence_time.run ornithologists.run --method rrf -o "
                        "stopovers.run: one run per model, populations as queries"),
            "cli_borda": ("u34i_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the ornithologists "
                          "count double)"),
            "cli_combsum": ("u34i_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four sites the survey teams can visit"),
            "cli_evaluate": ("u34i_cli_evaluate_survey_qrels",
                             "rankagg evaluate stopovers.run --qrels surveys.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against the ground surveys (0-2)"),
            "cli_parquet": ("u34i_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o stopovers.parquet: gzipped runs from the group's "
                            "cluster, a Parquet table for the flyway atlas")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u34i_movebank_csv_as_run", "a Movebank export (event-id, visible, timestamp, location-long, location-lat, "
         "..., study-name)", "LifeTrack_White_Stork_Loburg_2026.csv", _MOVEBANK, "Movebank",
         "LifeTrack_White_Stork_Loburg_2026.csv:1"),
        ("u34i_argos_ds_as_run", "an Argos DS file (a pass line: program, PTT, ..., location class, then six-field "
         "message lines)", "argos_09660.ds", _ARGOS_DS, "Argos", "argos_09660.ds:1"),
        ("u34i_vectronic_csv_as_run", "a Vectronic GPS Plus X export (No, CollarID, UTC_Date, ..., ECEF_X [m], ..., "
         "Mort. Status, ...)", "GPS_Collar31457_20260915083012.csv", _VECTRONIC, "Vectronic",
         "GPS_Collar31457_20260915083012.csv:1"),
        ("u34i_lotek_txt_as_run", "a Lotek GPS collar download (fixed-width: No, GMT Date, ..., Nav, Validated, Sats, "
         "Sat C/N ...)", "GPS_34512.txt", _LOTEK, "Lotek", "GPS_34512.txt:1"),
        ("u34i_gpx_as_run", "the survey team's GPX track from a Garmin handheld (gpx, metadata, wpt, trk, trkseg)",
         "Track_14-SEP-26.gpx", _GPX, "GPX", "Track_14-SEP-26.gpx:2"),
        ("u34i_kml_as_run", "a KML of the tracks for Google Earth (kml, Document, Placemark, gx:Track)",
         "lifetrack_loburg_2026.kml", _KML, "KML", "lifetrack_loburg_2026.kml:2"),
        ("u34i_vdat_csv_as_run", "a receiver log converted by VDAT (Fathom CSV: 'VEMCO DATA LOG', RECORD TYPE, "
         "..._DESC lines, DET records)", "VR2AR_546310_20260914_1.csv", _VDAT, "VEMCO",
         "VR2AR_546310_20260914_1.csv:1"),
        ("u34i_movebank_json_as_run", "Movebank's JSON API answer (individuals: study_id, individual_local_identifier, "
         "..., locations)", "movebank_7912.json", _MOVEBANK_JSON, "Movebank", "movebank_7912.json:1"),
        ("u34i_vrl_as_run", "a VEMCO receiver log (.vrl: 'VRLF', the receiver's model and serial, encrypted "
         "detections)", "VR2W_109924_20260914_1.vrl", _VRL, "VEMCO", "VR2W_109924_20260914_1.vrl")],
        one_run=("hmm_states.run", _ONE_RUN), stem="stopovers",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a receiver log read as lines gives no ranking: named by its magic bytes")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u34i_argos_diag_as_qrels", "argos_09660_diag.txt", _ARGOS_DIAG, "Argos"),
        ("u34i_vue_csv_as_qrels", "VR2W_109924_20260914_1.csv", _VUE, "VUE"),
        ("u34i_movebank_reference_as_qrels", "reference-data.csv", _MOVEBANK_REF, "Movebank"),
        ("u34i_wildlife_computers_as_qrels", "236514-Locations.csv", _WC_LOCATIONS, "Wildlife Computers")],
        one_run=("hmm_states.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u34i_out_gpx", "stopovers.gpx", "a GPX track"),
        ("u34i_out_kml", "stopovers.kml", "a KML file"),
        ("u34i_out_vrl", "stopovers.vrl", "a VEMCO receiver log"),
        ("u34i_out_vdat", "stopovers.vdat", "a VEMCO / Innovasea VDAT file")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=34"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u34i_api_movebank_json_dict",
            "rankagg.fuse(json.load(movebank_7912.json)): Movebank's JSON API answer loaded in Python given as the "
            "runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('m.json')), method='rrf')\n",
            "Movebank", why="a run maps a query to {document: score}; Movebank's answer maps 'individuals' to a list "
            "of animals with their locations", files={"m.json": _MOVEBANK_JSON}),
        bad("u34i_api_wildlife_computers_frame",
            "rankagg.fuse(pd.read_csv(236514-Locations.csv)): Wildlife Computers' locations given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('w.csv'), method='borda')\n",
            "Wildlife Computers", why="a table of runs has qid, docid, run and score columns; Wildlife Computers' has "
            "a location per row", files={"w.csv": _WC_LOCATIONS}),
    ]
    return cases
