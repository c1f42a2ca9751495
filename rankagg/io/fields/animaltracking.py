"""A wildlife telemetry group's files (issue 45's thirty-fourth bar, u34i_): Movebank's exports, reference data and
JSON API, Argos DS and DIAG files, Vectronic's and Lotek's collar downloads, VEMCO / Innovasea receiver logs (VRL,
VDAT's Fathom CSV, VUE's detections) and Wildlife Computers' locations.  (A GPX track and a KML file are the journey
planners' recogniser's to name: rankagg.io.transit_shapes.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

ANIMALTRACKING = Field(
    team="a wildlife telemetry group's files (u34i_)",
    advice="give each movement model's ranking of a population's stopover sites (a hidden Markov model's resting "
           "states, residence time's, a step-selection model's, the ornithologists') as a run, a tagged population "
           "and season a query and each stopover site a document (site:ES/donana), the score higher for the better "
           "supported: 'POPULATION/SEASON Q0 SITE RANK SCORE MODEL'; the ground surveys' findings are the qrels, "
           "'POPULATION/SEASON 0 SITE GRADE' (2 used as a stopover, 1 overflown, 0 not used)",
    files=(
        FieldFile("a Movebank export (a tracking study's events: event-id, visible, timestamp, location-long, "
                  "location-lat, sensor-type, tag-local-identifier, individual-local-identifier, study-name, ...)",
                  "event-id,visible,timestamp,location-long,location-lat,sensor-type,individual-taxon-canonical-name,"
                  "tag-local-identifier,individual-local-identifier,study-name\n"
                  '1204476311,true,2019-05-02 04:00:12.000,-6.431021,36.998873,"gps","Milvus migrans","4411",'
                  '"Kite 4411","Black kite migration Strait of Gibraltar"\n', 1,
                  columns=("event-id", "sensor-type", "tag-local-identifier", "individual-local-identifier")),
        FieldFile("Movebank's reference data (a study's tags, animals and deployments: tag-id, animal-id, "
                  "animal-taxon, deploy-on-date, deploy-off-date, ...)",
                  "tag-id,animal-id,animal-taxon,deploy-on-date,deploy-off-date,animal-sex,tag-manufacturer-name\n"
                  "4411,Kite 4411,Milvus migrans,2019-04-20 08:15:00.000,,m,Ornitela\n", 1,
                  columns=("tag-id", "animal-id", "deploy-on-date")),
        FieldFile("Movebank's JSON API answer (individuals, each with its study_id, individual_local_identifier, "
                  "sensor and its locations: timestamp, location_long, location_lat)",
                  '{"individuals":[{"study_id":2911040,"individual_local_identifier":"Kite 4411",'
                  '"individual_taxon_canonical_name":"Milvus migrans","sensor_type_id":653,"individual_id":2911051,'
                  '"locations":[{"timestamp":1556769612000,"location_long":-6.431021,"location_lat":36.998873}]}]}\n',
                  1, keys=("individuals", "individual_local_identifier", "locations")),
        FieldFile("an Argos DS file (CLS Argos's messages per satellite pass: a pass line of program, PTT, lines, "
                  "sensors, satellite, location class, date, time, position, then a line per message: date, time "
                  "and the sensor values)",
                  "01522 118734  4  3 N 1 2018-10-03 21:47:58   36.021  354.418  0.000 401650881\n"
                  "      2018-10-03 21:44:20  1         12        208         77\n"
                  "      2018-10-03 21:46:09  1         12        209         77\n", 1,
                  line=r"^\d{4,5} +\d{4,7} +\d{1,3} +\d{1,2} +[A-Z](?: +[0-3ABGZ])?(?: +\d{4}-\d\d-\d\d +\d\d:\d\d:\d\d"
                       r"[^\n]*)?\n[ \t]+\d{4}-\d\d-\d\d +\d\d:\d\d:\d\d +\d",
                  lookalike=True),
        FieldFile("an Argos DIAG file (CLS Argos's diagnostic listing: ' Prog', then per pass the PTT, Date, LC and "
                  "IQ, the two candidate positions Lat1/Lon1 and Lat2/Lon2, then the sensor values)",
                  " Prog 01522\n"
                  " 118734  Date : 03.10.18 21:47:58  LC : 1  IQ : 58\n"
                  "      Lat1 : 36.021N  Lon1 :   5.582W  Lat2 : 38.714N  Lon2 :   1.077E\n"
                  "      Nb mes : 004  Nb mes>-120dB : 001  Best level : -119 dB\n"
                  "              12          208           77           00\n", 1,
                  line=r"^ *Prog +\d{4,5}[ \t]*\n *\d{4,7} +Date : \d\d\.\d\d\.\d\d \d\d:\d\d:\d\d +LC : ",
                  lookalike=True),
        FieldFile("a Vectronic GPS Plus X collar export (a fix per row: No, CollarID, UTC_Date, UTC_Time, LMT_Date, "
                  "LMT_Time, Origin, ..., ECEF_X [m], ..., Latitude, Longitude, ..., Mort. Status, Temp)",
                  "No,CollarID,UTC_Date,UTC_Time,LMT_Date,LMT_Time,Origin,ECEF_X [m],ECEF_Y [m],ECEF_Z [m],"
                  "Latitude [\u00b0],Longitude [\u00b0],Height [m],DOP,FixType,Mort. Status,Temp [\u00b0C]\n"
                  "1,22841,05/02/2019,02:00:12,05/02/2019,04:00:12,GSM,5108461,-575310,3816420,36.998873,-6.431021,"
                  "12.6,2.1,val. GPS-3D,normal,18\n", 1,
                  columns=("CollarID", "UTC_Date", "UTC_Time", "LMT_Date")),
        FieldFile("a Lotek GPS collar download (fixed-width text: No, GMT Date, GMT Time, LMT Date, LMT Time, ECEF X, "
                  "ECEF Y, ECEF Z, Latitude, Longitude, Height, DOP, Nav, Validated, Sats, Sat C/N ..., Main, Bkup, "
                  "Temp)",
                  "   No   GMT Date GMT Time   LMT Date LMT Time    ECEF X    ECEF Y    ECEF Z     Latitude    "
                  "Longitude   Height  DOP   Nav Validated Sats  Main  Bkup Temp\n"
                  "    1 05/02/2019 04:00:12 05/02/2019 06:00:12   5108461   -575310   3816420    36.998873    "
                  "-6.431021     12.6  2.1    3D       Yes    7  3.64  3.05   18\n", 1,
                  line=r"^ *No +GMT Date +GMT Time +(?:LMT Date +LMT Time +)?(?:ECEF X|Latitude)\b"),
        FieldFile("a VEMCO receiver log converted by Innovasea's VDAT (Fathom CSV: 'VEMCO DATA LOG', its version, "
                  "RECORD TYPE, the records' ..._DESC lines, then DET and other records)",
                  "VEMCO DATA LOG,2.0.0,vdat-10.6.0-20230925-f3b2a1-release\n"
                  "RECORD TYPE,FIELD,FIELD,FIELD,FIELD,FIELD\n"
                  "DET_DESC,Device Time (UTC),Time,Model,Serial Number,Full ID\n"
                  "DET,2019-05-02 04:10:44.120,,VR2W,104482,A69-1601-22310\n", 1,
                  line=r"\AVEMCO DATA LOG,"),
        FieldFile("a VEMCO VUE detections export (a detection per row: Date and Time (UTC), Receiver, Transmitter, "
                  "Transmitter Name, Transmitter Serial, Sensor Value, Sensor Unit, Station Name, ...)",
                  "Date and Time (UTC),Receiver,Transmitter,Transmitter Name,Transmitter Serial,Sensor Value,"
                  "Sensor Unit,Station Name,Latitude,Longitude\n"
                  "2019-05-02 04:10:44,VR2W-104482,A69-1601-22310,,,,,TARIFA-02,36.0131,-5.6042\n", 1,
                  columns=("Date and Time (UTC)", "Receiver", "Transmitter", "Transmitter Serial")),
        FieldFile("a VEMCO receiver log (.vrl from a VR2W or VR2AR, or Innovasea's .vdat: 'VRLF', the receiver's "
                  "model and serial number, then its encrypted detections; VUE, Fathom and VDAT read it)",
                  b"VRLF\x02\x01\x00\x00\x00\x00\x02\x00\x00\x00\x00\x00\x00\x01\x98\x22\x00\x00\x01\x10"
                  + b"\x00\x00\x00\x04VR2W" + b"\x00" * 24, 0, magic=b"VRLF", outputs=(".vrl", ".vdat")),
        FieldFile("Wildlife Computers' locations (a tag's -Locations.csv from its portal: DeployID, Ptt, Instr, Date, "
                  "Type, Quality, Latitude, Longitude, Error radius, ...)",
                  "DeployID,Ptt,Instr,Date,Type,Quality,Latitude,Longitude,Error radius,Error Semi-major axis,"
                  "Error Semi-minor axis,Error Ellipse orientation,Comment\n"
                  "MK18-03,118734,SPOT,21:47:58 03-Oct-2018,Argos,1,36.0214,-5.5817,1240,3310,402,96,\n", 1,
                  columns=("DeployID", "Ptt", "Instr", "Quality")),
    ))
