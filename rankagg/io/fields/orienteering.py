"""An orienteering club's results and coaching team's files (issue 45's thirty-ninth bar, u39a_): IOF XML 3.0 (and
2.0.3) result lists, start lists, entry lists and course data (MeOS, OE2010, OCAD, Purple Pen and Eventor write
them), SportIdent's card readouts and station backups, OE2010's CSV exports, Purple Pen's event files, OCAD maps,
Liveresults' class results, the club's split sheets, the coaches' leg times and GPS track points.  (GPX tracks and
FIT activities are named by older readers.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: the IOF data standard 3.0's namespace: every IOF XML 3.0 document's root declares it (prefixed or not)
_IOF3_NS = "http://www.orienteering.org/datastandard/3.0"
_XML = '<?xml version="1.0" encoding="UTF-8"?>\n'


def _iof3(what: str, root: str, body: str) -> FieldFile:
    """An IOF XML 3.0 document of the root ``root`` (the schema's message elements), told by its root and the
    namespace, so that another tool's <ResultList> (a test runner's) is not taken for it."""
    return FieldFile(f"an IOF XML 3.0 {what} (the IOF data standard's <{root}>), the orienteering results format",
                     f'{_XML}<{root} xmlns="{_IOF3_NS}" iofVersion="3.0" createTime="2026-11-22T14:31:07+01:00" '
                     f'creator="MeOS 4.1">\n{body}</{root}>\n', 2, root=root, marks=(_IOF3_NS,))


def _iof2(what: str, root: str, body: str) -> FieldFile:
    """An IOF XML 2.0.3 document (OE2003/OE2010, older MeOS and Eventor exports): no namespace, the IOFVersion
    element first in the root, which 3.0 dropped."""
    return FieldFile(f"an IOF XML 2.0.3 {what} (the IOF data standard's <{root}> with <IOFVersion>), the "
                     f"orienteering results format",
                     f'<?xml version="1.0" encoding="ISO-8859-1"?>\n<!DOCTYPE {root} SYSTEM "IOFdata.dtd">\n'
                     f'<{root}>\n  <IOFVersion version="2.0.3" />\n{body}</{root}>\n', 3, root=root,
                     marks=("<IOFVersion",))


#: a SportIdent card readout's fixed columns before the punches, as SI-Config+ writes them
_SI_READOUT = ("No;Read on;SIID;Start no;Clear CN;Clear DOW;Clear time;Check CN;Check DOW;Check time;Start CN;"
               "Start DOW;Start time;Finish CN;Finish DOW;Finish time;Class;First name;Last name;Club;"
               "No. of records;Record 1 CN;Record 1 DOW;Record 1 time;Record 2 CN;Record 2 DOW;Record 2 time;\n"
               "1;22.11.2026 11:04:12;2047481;;1;Su;09:55:40;2;Su;09:57:03;3;Su;10:02:00;4;Su;11:03:41;Long A;"
               "Anna;Svensson;OK Linne;2;31;Su;10:08:42;32;Su;10:14:11;\n")

#: a leg 'COURSE/FROM-TO' (IOF control codes are 31 to 999; S the start, F the finish), a runner (a name, never a
#: qrels iteration '0' or a run's 'Q0'), the leg time in whole seconds and the place on the leg
_LEG_LINE = r"[^\s/]+/(?:S\d?|\d{2,3})-(?:F\d?|\d{2,3})[ \t]+(?!Q0[ \t])[^\s\d][^\s]*[ \t]+\d+[ \t]+\d+[ \t]*\n"

ORIENTEERING = Field(
    team="an orienteering club's results and coaching team's files (u39a_)",
    advice="give each source's ranking of a course's or a leg's runners (the electronic timing's split ranks, "
           "RouteGadget's route choice, Winsplits' performance index, the coaches') as a run, a course or leg a "
           "query (leg:long-a/31-32) and each runner a document by SportIdent card and name "
           "(runner:2047481/svensson-anna), the score higher for the better run: 'LEG Q0 RUNNER RANK SCORE SOURCE'; "
           "the coaches' post-race review is the qrels, 'LEG 0 RUNNER GRADE' (2 a clean leg, 1 a small loss, "
           "0 a mistake)",
    files=(
        _iof3("result list", "ResultList",
              "  <Event><Name>Club long distance</Name></Event>\n  <ClassResult>\n    <Class><Name>Long A</Name>"
              "</Class>\n    <PersonResult><Result><Time>3701</Time><Position>1</Position><Status>OK</Status>"
              "<SplitTime><ControlCode>31</ControlCode><Time>402</Time></SplitTime></Result></PersonResult>\n"
              "  </ClassResult>\n"),
        _iof3("start list", "StartList",
              "  <Event><Name>Club long distance</Name></Event>\n  <ClassStart>\n    <Class><Name>Long A</Name>"
              "</Class>\n    <PersonStart><Start><StartTime>2026-11-22T10:02:00+01:00</StartTime>"
              "<ControlCard>2047481</ControlCard></Start></PersonStart>\n  </ClassStart>\n"),
        _iof3("course file", "CourseData",
              "  <Event><Name>Club long distance</Name></Event>\n  <RaceCourseData>\n    <Control><Id>31</Id>"
              "</Control>\n    <Course><Name>Long A</Name><CourseControl><Control>31</Control></CourseControl>"
              "</Course>\n  </RaceCourseData>\n"),
        _iof3("entry list", "EntryList",
              "  <Event><Name>Club long distance</Name></Event>\n  <PersonEntry><Person><Name><Family>Svensson"
              "</Family></Name></Person><ControlCard>2047481</ControlCard></PersonEntry>\n"),
        _iof3("class list", "ClassList", "  <Class><Id>1</Id><Name>Long A</Name></Class>\n"),
        _iof3("competitor list", "CompetitorList",
              "  <Competitor><Person><Name><Family>Svensson</Family><Given>Anna</Given></Name></Person>"
              "</Competitor>\n"),
        _iof3("organisation list", "OrganisationList",
              "  <Organisation><Id>1043</Id><Name>OK Linne</Name></Organisation>\n"),
        _iof3("event list", "EventList", "  <Event><Name>Club long distance</Name></Event>\n"),
        _iof2("result list", "ResultList",
              "  <ClassResult><ClassShortName>Long A</ClassShortName><PersonResult><Result><Time>61:41</Time>"
              "<ResultPosition>1</ResultPosition><CompetitorStatus value=\"OK\" /></Result></PersonResult>"
              "</ClassResult>\n"),
        _iof2("start list", "StartList",
              "  <ClassStart><ClassShortName>Long A</ClassShortName><PersonStart><Start><CCardId>2047481"
              "</CCardId></Start></PersonStart></ClassStart>\n"),
        _iof2("course file", "CourseData",
              "  <Control><ControlCode>31</ControlCode></Control>\n  <Course><CourseName>Long A</CourseName>"
              "</Course>\n"),
        _iof2("entry list", "EntryList",
              "  <ClubEntry><Entry><Person><PersonName><Family>Svensson</Family></PersonName></Person></Entry>"
              "</ClubEntry>\n"),
        FieldFile("a SportIdent card readout (SI-Config's readout CSV: No, Read on, SIID, Start no, the clear, check, "
                  "start and finish punches, No. of records, then each record's CN, DOW and time: a card read out a "
                  "row)", _SI_READOUT, 1, columns=("Read on", "SIID", "No. of records", "Record 1 CN")),
        FieldFile("a SportIdent station backup (SI-Config's readout of a control's backup memory: Read on, SIID, "
                  "Code number, Punch DateTime, Operating mode: a punch a row)",
                  "No;Read on;SIID;Control time;Battery voltage;Serial number;Code number;DayOfWeek;Punch DateTime;"
                  "Operating mode;\n1;2026-11-22 14:10:31;2047481;22/11/2026   10:08:42.000;;;31;Su;10:08:42.000;"
                  "Control;\n", 1, columns=("Read on", "SIID", "Code number", "Punch DateTime")),
        # OE2010 (and OE2003, MeOS for them) head the export with its format's code, OE0001 for a single race
        FieldFile("an OE2010 CSV export (SportSoftware OE2010's entries and results: OE0001, Stno, XStno, Chipno, "
                  "Surname, First name, ..., Course controls: a runner a row)",
                  "OE0001;Stno;XStno;Chipno;Database Id;Surname;First name;YB;S;Block;nc;Start;Finish;Time;"
                  "Classifier\n;101;;2047481;;Svensson;Anna;91;F;;0;10:02:00;11:03:41;61:41;0\n", 1,
                  columns=("Stno", "Chipno", "Surname", "First name"), cell=r"^oe(?:sco)?\d{4}$"),
        FieldFile("an OE2010 CSV export (SportSoftware OE2010's German header: OE0001, Stnr, XStnr, Chipnr, "
                  "Nachname, Vorname, ...: a runner a row)",
                  "OE0001;Stnr;XStnr;Chipnr;Datenbank Id;Nachname;Vorname;Jg;G;Block;AK;Start;Ziel;Zeit;Wertung\n"
                  ";101;;2047481;;Svensson;Anna;91;F;;0;10:02:00;11:03:41;61:41;0\n", 1,
                  columns=("Stnr", "Chipnr", "Nachname", "Vorname"), cell=r"^oe(?:sco)?\d{4}$"),
        FieldFile("a Purple Pen event file (.ppen: course-scribe-event with the event, its controls, courses and "
                  "course-controls: a course setter's project)",
                  '<?xml version="1.0" encoding="utf-8"?>\n<course-scribe-event>\n  <event id="1">\n'
                  "    <title>Club long distance</title>\n  </event>\n  <control id=\"1\" kind=\"start\">\n"
                  '    <location x="-41.2" y="12.8" />\n  </control>\n</course-scribe-event>\n', 2,
                  root="course-scribe-event", marks=("<event",), outputs=(".ppen",)),
        # two bytes of mark (0x0CAD, little-endian) say too little: the version word after the file type and status
        # bytes must be one OCAD wrote (6 to 12, then 2018 on)
        FieldFile("an OCAD map (.ocd: the 0x0CAD mark, the file type and version, then its symbol and object index "
                  "blocks: a map or a course setting project)",
                  b"\xad\x0c\x00\x00\x0c\x00\x00\x05" + b"\x00" * 24 + b"\x30\x00\x00\x00\x13\x00\x00\x00"
                  + b"\x00" * 4 + b"hagaskogen_2026.ocd", 0, magic=b"\xad\x0c",
                  line=r"\A\xad\x0c[\x00-\xff]{2}(?:[\x06-\x0c]\x00|[\xe2-\xef]\x07)", outputs=(".ocd",)),
        FieldFile("a Liveresults class result (liveresults.se's API, getclassresults: status, className, "
                  "splitcontrols, results with each runner's place, name, club, result and timeplus)",
                  '{"status": "OK", "className": "Long A", "splitcontrols": [], "results": [{"place": "1", '
                  '"name": "Anna Svensson", "club": "OK Linne", "result": "61:41", "status": 0, '
                  '"timeplus": "+00:00"}], "hash": "5f2b7c1e9a04d3b86e1f0a7c2d9b4e31"}\n', 1,
                  keys=("className", "splitcontrols", "results", "status")),
        FieldFile("an orienteering team's GPS track points (a watch's track a fix a line: time, lat, lon, elevation, "
                  "heart rate; a route, six fields a line that pass for a TREC run's)",
                  "runner time lat lon ele_m hr\nsvensson-anna 10:02:00 59.363811 18.031472 41.2 148\n"
                  "svensson-anna 10:02:03 59.363902 18.031611 41.6 151\n", 1,
                  columns=("time", "lat", "lon"), cell=r"^(?:hr|heart_?rate|hr_bpm)$", lookalike=True),
        # a split sheet's header names the leg, the runner and the control a split ends at, which no ranked list's
        # table holds; its rows of six fields would otherwise be read as a run's
        FieldFile("an orienteering split sheet (a runner's split a line: course, leg, runner, control, the split time "
                  "and the place on the leg; six fields a line that pass for a TREC run's)",
                  "course leg runner control split_s place\nlong-a 1 svensson-anna 31 402 1\n"
                  "long-a 1 lindqvist-erik 31 425 2\n", 1,
                  columns=("leg", "runner", "control"), cell=r"^split(?:s|_s|_time|time)?$", lookalike=True),
        FieldFile("the coaches' leg times (a leg 'COURSE/FROM-TO', a runner, the leg time in seconds and the place on "
                  "the leg: four fields a line that pass for qrels)",
                  "long-a/31-32 svensson-anna 329 2\nlong-a/31-32 lindqvist-erik 395 5\n"
                  "long-a/31-32 berg-maja 301 1\n", 1, line=rf"\A{_LEG_LINE}{_LEG_LINE}", lookalike=True),
    ))
