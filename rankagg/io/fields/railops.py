"""A railway operator's timetable planning files (issue 45's thirty-third bar, u33h_): railML, the UK's timetable
CIF, Darwin's Push Port messages, OpenTrack's and RailSys's outputs, TAF TSI messages, TRUST's movements and train
graphs."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

RAILOPS = Field(
    team="a railway operator's timetable planning files (u33h_)",
    advice="give each simulator's ranking of a line's path variants (OpenTrack's, RailSys's, the UIC 406 capacity "
           "figures', the planners') as a run, a line and timetable period a query and each variant a document "
           "(path:1S08@var-a), the score higher for the better variant: 'LINE/PERIOD Q0 VARIANT RANK SCORE "
           "SIMULATOR'; the variants' measured performance is the qrels, 'LINE/PERIOD 0 VARIANT GRADE'",
    files=(
        FieldFile("a railML file (railML's XML: infrastructure, rolling stock and timetables)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n<railML xmlns="https://www.railml.org/schemas/3.2" '
                  'version="3.2">\n  <timetable id="tt"/>\n</railML>\n', 2, root="railML", outputs=(".railml",)),
        FieldFile("a timetable CIF file (the UK rail industry's Common Interface File: 80-character records HD, BS, "
                  "BX, LO, LI, LT, ..., ZZ)", "HDTPS.UDFROC1.PD2611272711260711DFROC1MDFROC1LUA271126261127" + " " * 20
                  + "\nBSNC123452612142705151111100 PXX1S08    121732000 EMU801 125D     B S C        P\n", 1,
                  line=r"\AHD\S{20,}[^\n]*\n(?:BS|TI|TA|TD|AA|ZZ)"),
        FieldFile("a Darwin Push Port message (National Rail's real-time XML: Pport, uR or sR, train statuses and "
                  "forecasts)", '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Pport xmlns="http://www.'
                  'thalesgroup.com/rtti/PushPort/v16" ts="2026-11-27T10:45:12"><uR updateOrigin="TD"/></Pport>\n', 1,
                  root="Pport"),
        FieldFile("OpenTrack's timetable output (OT_Timetable.txt: Course ID, Station, Arrival, Departure, Delay, "
                  "Wait)", "Course ID\tStation\tArrival\tDeparture\tDelay\tWait\n"
                  "1S08\tPBO\t10:44:42\t10:45:45\t45\t63\n", 1,
                  columns=("Course ID", "Station", "Arrival", "Departure")),
        FieldFile("a RailSys link occupation export ('Project;' and 'Timetable;' lines, then Link;Train;Train class;"
                  "...;Occupation time [s])", "Project;ECML_TT2027-12\nTimetable;TT2027-12_var-b\nLink;Train;Train "
                  "class;Direction;Occupation from;Occupation to;Occupation time [s]\nPBO-YRK;1S08;IC;Down;10:45:12;"
                  "11:28:40;2608\n", 3, columns=("Link", "Train", "Occupation from", "Occupation to")),
        FieldFile("a TAF TSI message (the EU's rail telematics XML: TrainRunningInformationMessage, a train's "
                  "reported locations and times)", '<?xml version="1.0" encoding="UTF-8"?>\n'
                  '<TrainRunningInformationMessage xmlns="http://www.era.europa.eu/schemes/TAFTSI/5.3">\n'
                  '  <MessageHeader/>\n</TrainRunningInformationMessage>\n', 2, root="TrainRunningInformationMessage"),
        FieldFile("Network Rail's TRUST train movements (the feed's JSON: a list of messages, each a header with its "
                  "msg_type, '0003' a movement, and a body)", '[{"header": {"msg_type": "0003", "source_dev_id": "", '
                  '"original_data_source": "SMART"}, "body": {"event_type": "DEPARTURE", "train_id": "121S081W27"}}]\n',
                  1, keys=("header", "body", "msg_type")),
        FieldFile("a train graph's points (headcode, tiploc, km, time, event: a time-distance diagram's)",
                  "headcode,tiploc,km,time,event,line\n1S08,KNGX,0.000,10:00:00,dep,FL\n", 1,
                  columns=("headcode", "tiploc", "km", "time")),
    ))
