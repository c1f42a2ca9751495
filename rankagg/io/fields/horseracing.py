"""A horse racing handicapping syndicate's files (issue 45's thirty-eighth bar, u38b_): Betfair's historical data
market files (Exchange Stream API lines) and its SP price files, Equibase result charts as TrackMaster's TCH XML and
its comma-delimited charts, Equibase SIMD entry cards, Racing Post results as rpscrape writes them, TPD (Gmax)
post-race sectionals, and the syndicate's own speed figure, tote returns and placings sheets.  (A Betfair file as the
portal serves it, bzip2, is named by its compression.)  rpscrape's racecards keep each race under its region, course
and off time: loaded in Python, the race is found through those ids."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a header cell of the syndicate's sheets: a name, never a number, so that the header is never a TREC run's or
#: qrels' line (their rank and grade are integers)
_NAME = r"[A-Za-z_][\w.]*"

HORSERACING = Field(
    team="a horse racing handicapping syndicate's files (u38b_)",
    advice="give each source's ranking of a race's runners (the speed figures', the pace model's, the market's from "
           "Betfair SP as a probability, the handicappers' tissue) as a run, a race a query "
           "(race:kem/2026-11-24/19:40) and each runner a document by its horse id and name "
           "(hse:4107712/real-bullet), the score higher for the likelier winner: 'RACE Q0 RUNNER RANK SCORE SOURCE'; "
           "the placings are the qrels, 'RACE 0 RUNNER GRADE' (2 won or placed, 1 ran to its figure, 0 beaten off)",
    files=(
        # the Exchange Stream API's change message: op 'mcm', the clock clk, the publish time pt, the market changes mc
        FieldFile("a Betfair historical data market file (the Exchange Stream API's market change messages, one a "
                  "line: op 'mcm', clk, pt, mc with the marketDefinition and the runners' changes)",
                  '{"op":"mcm","clk":"8721448012","pt":1795548600000,"mc":[{"id":"1.231234567","marketDefinition":'
                  '{"bspMarket":true,"marketType":"WIN","status":"OPEN","runners":[{"status":"ACTIVE","sortPriority"'
                  ':1,"id":41077120,"name":"Real Bullet"}],"venue":"Kempton","countryCode":"GB"}}]}\n'
                  '{"op":"mcm","clk":"8721448147","pt":1795549212000,"mc":[{"id":"1.231234567","rc":[{"ltp":3.9,'
                  '"id":41077120}]}]}\n', 1, keys=("op", "clk", "pt", "mc")),
        FieldFile("Betfair SP prices (promo.betfair.com's dwbfprices files: EVENT_ID, MENU_HINT, EVENT_NAME, "
                  "EVENT_DT, SELECTION_ID, SELECTION_NAME, WIN_LOSE, BSP, PPWAP, ..., a runner per row)",
                  "EVENT_ID,MENU_HINT,EVENT_NAME,EVENT_DT,SELECTION_ID,SELECTION_NAME,WIN_LOSE,BSP,PPWAP,MORNINGWAP,"
                  "PPMAX,PPMIN,IPMAX,IPMIN,MORNINGTRADEDVOL,PPTRADEDVOL,IPTRADEDVOL\n"
                  "231234567,Kempton 24th Nov,1m Hcap,24-11-2026 19:40,41077120,Real Bullet,1,3.94,4.02,4.6,4.8,3.7,"
                  "4.1,1.01,812.5,21034.2,9950.6\n", 1,
                  columns=("EVENT_ID", "MENU_HINT", "SELECTION_ID", "SELECTION_NAME", "WIN_LOSE", "BSP")),
        # tchSchema.xsd: CHART, its required RACE_DATE, the TRACK first, then the races
        FieldFile("an Equibase result chart (TrackMaster's TCH XML, tchSchema.xsd: CHART RACE_DATE, TRACK, then a "
                  "RACE per race with an ENTRY per starter)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n<CHART RACE_DATE="2026-11-24" xmlns:xsi="http://www.w3.org/'
                  '2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="https://info.trackmaster.com/xmlSchema/'
                  'tchSchema.xsd">\n  <TRACK><CODE>AQU</CODE><NAME>AQUEDUCT</NAME></TRACK>\n  <RACE NUMBER="7">\n'
                  "    <ENTRY><NAME>Real Bullet</NAME><OFFICIAL_FIN>1</OFFICIAL_FIN></ENTRY>\n  </RACE>\n</CHART>\n", 2,
                  root="CHART", marks=("RACE_DATE=", "<TRACK>")),
        FieldFile("an Equibase SIMD entry card (simulcast.xsd: EntryRaceCard, Race, Starters, Horse: the card's "
                  "entries and past performances)",
                  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<EntryRaceCard xsi:noNamespaceSchema'
                  'Location="http://ifd.equibase.com/schema/simulcast.xsd" xmlns:xsi="http://www.w3.org/2001/'
                  'XMLSchema-instance">\n  <Race>\n    <RaceNumber>7</RaceNumber>\n    <Starters>\n      <Horse>'
                  "<HorseName>Real Bullet</HorseName></Horse>\n    </Starters>\n  </Race>\n</EntryRaceCard>\n", 2,
                  root="EntryRaceCard"),
        # a race record: "R", the breed (TB, QH, ...), the track's code, the date YYYYMMDD, the race's number
        FieldFile("a TrackMaster comma-delimited chart (a quoted record type a line: an \"R\" race record's breed, "
                  "track, date, race number, ..., fractions and winning time, then its starters')",
                  '"R","TB","AQU",20261124,7,"D","CLAIMING",30000,"FOR THREE YEAR OLDS AND UPWARD","","","",'
                  '"CLM 16000",600,"F","","D",82,"FT","CLOUDY","7","3:49",14,"22.81","46.12","58.30","","",'
                  '"1:10.84",88,85,86,"1:10.60"\n', 1,
                  line=r'^"R","[A-Z]{2}","[A-Z0-9]{2,3}",(?:19|20)\d\d(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01]),'
                       r'\d{1,2},'),
        # rpscrape's results, its older capitalised header or its newer lower-case one: these columns are in both
        FieldFile("Racing Post results as rpscrape writes them (date, course, off, race name, ..., num, pos, draw, "
                  "ovr_btn, btn, horse, ..., or, rpr, sire, dam, damsire, owner, comment: a runner per row)",
                  "Date,Course,Off,Name,Type,Class,Pattern,Rating_Band,Age_Band,Sex_Rest,Dist,Dist_Y,Dist_M,Dist_F,"
                  "Going,Num,Pos,Ran,Draw,Btn,Ovr_Btn,Horse,SP,Dec,Age,Sex,Wgt,Lbs,HG,Time,Jockey,Trainer,OR,RPR,TS,"
                  "Prize,Sire,Dam,Damsire,Owner,Comment\n"
                  "2026-11-24,kempton-aw,7:40,Unibet Handicap,,Class 5,,0-75,3yo+,,1m,1760,1609,8f,Standard To Slow,7,"
                  "1,10,7,0,0,Real Bullet (GB),3/1F,4.00,4,G,9-4,130,,1:39.62,David Probert,Andrew Balding,74,81,77,"
                  "3493.26,No Nay Never (USA),Dark Missile (GB),Night Shift,J C Smith,Made all - kept on well\n", 1,
                  columns=("Course", "Off", "Pos", "Ovr_Btn", "Btn", "Horse", "RPR", "Damsire")),
        # Gmax's post-race sectionals: a record per runner and gate, I the sharecode with the saddle cloth, G the
        # gate, L, S, R, D its times and distance (N, the strides, and B are not in every record)
        FieldFile("TPD (Gmax) post-race sectionals (Total Performance Data's records per runner and gate: I, the "
                  "sharecode and saddle cloth, G, L, S, R, D, N, B)",
                  '[{"I":"3120261124194007","G":"8f","L":6.61,"S":14.12,"R":14.12,"D":201.3,"N":31,"B":0.0},'
                  '{"I":"3120261124194007","G":"7f","L":7.02,"S":11.84,"R":25.96,"D":200.4,"N":28,"B":0.0}]\n', 1,
                  keys=("I", "G", "L", "S", "R", "D")),
        # rpscrape's racecards.py: {region: {course: {off time: race}}}, each race with its runners' list
        FieldFile("rpscrape's racecards (the Racing Post racecards as rpscrape saves them: region, course and off "
                  "time, then each race's race_id, race_name, off_time, going, ..., and its runners)",
                  '{"GB": {"Kempton (AW)": {"19:40": {"course": "Kempton (AW)", "off_time": "19:40", "race_id": '
                  '4912345, "race_name": "Unibet Handicap", "going": "Standard To Slow", "runners": [{"name": '
                  '"Real Bullet", "number": 7, "draw": 7, "ofr": 74, "rpr": 81}]}}}}\n', 1,
                  keys=("race_id", "race_name", "off_time", "runners")),
        # the syndicate's own sheets: their lines pass for TREC run or qrels lines, told only by their headers
        FieldFile("the syndicate's speed figure sheet (a header naming race, horse, ..., speed_fig, then six fields a "
                  "line: race, horse, draw, lbs, speed figure, going; they pass for a TREC run's)",
                  "race horse draw lbs speed_fig going\nKEM-1940 Real_Bullet 7 130 87 Standard\n"
                  "KEM-1940 Grey_Lightning 1 129 84 Standard\n", 1,
                  line=rf"\A(?i:race)[ \t]+(?i:horse)(?:[ \t]+{_NAME})*?[ \t]+(?i:speed_?fig(?:ure)?s?)"
                       rf"(?:[ \t]+{_NAME})*[ \t]*\n\S+(?:[ \t]+\S+){{5}}[ \t]*$",
                  lookalike=True),
        FieldFile("the syndicate's tote returns (a header naming meeting, race, tote pool, ..., dividend, then six "
                  "fields a line: meeting, race, pool, result, dividend, currency; they pass for a TREC run's)",
                  "meeting race tote_pool result dividend currency\nKEM 19:40 WIN 7 4.20 GBP\n"
                  "KEM 19:40 PLACE 7 1.90 GBP\n", 1,
                  line=rf"\A(?i:meeting|course|track)[ \t]+(?i:race)(?:[ \t]+{_NAME})*?[ \t]+(?i:tote_?pool|pool)"
                       rf"(?:[ \t]+{_NAME})*?[ \t]+(?i:dividends?)(?:[ \t]+{_NAME})*[ \t]*\n"
                       r"\S+(?:[ \t]+\S+){5}[ \t]*$",
                  lookalike=True),
        FieldFile("the syndicate's placings (a header race, horse, placing, lengths beaten, then four fields a line; "
                  "they pass for TREC qrels lines)",
                  "race horse placing btn\nKEM-1940 Real_Bullet 1 0\nKEM-1940 Grey_Lightning 2 1.25\n", 1,
                  line=r"\A(?i:race)[ \t]+(?i:horse)[ \t]+(?i:placing|place|pos(?:ition)?|fin(?:ish)?)[ \t]+"
                       r"(?i:btn|beaten|lengths?(?:_beaten)?)[ \t]*\n\S+(?:[ \t]+\S+){3}[ \t]*$",
                  lookalike=True),
    ))
