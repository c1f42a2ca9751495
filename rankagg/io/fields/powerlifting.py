"""A powerlifting federation's records officer's and a meet's scoring table's files (issue 45's sixty-second bar,
u62b_): OpenLifter's save files and its export for OpenPowerlifting, OpenPowerlifting's data (its bulk CSV and a
meet folder's entries.csv), ProLifter's records table, and the referees' light sheets, weigh-in lists and attempt
cards typed as text.  (OpenPowerlifting's zipped data is named a ZIP archive by the older readers.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: the three lifts, as a scoring table writes them
_LIFT = r"(?:SQ|BP|DL)"
#: a light sheet's line: flight, lifter, lift, attempt, kilos, the three referees' lights (W or R)
_LIGHTS = rf"[A-Z][ \t]+\S+[ \t]+{_LIFT}[ \t]+[1-4][ \t]+\d{{2,3}}(?:\.\d+)?[ \t]+[WR]{{3}}[ \t]*"
#: a weigh-in's line: lot, lifter (never qrels' iteration field, 0 or Q0), bodyweight in kilos, class
_WEIGHIN = r"\d{1,3}[ \t]+(?!0\b|Q0\b)\S+[ \t]+\d{2,3}\.\d{1,2}[ \t]+\d{2,3}\+?[ \t]*"
#: an attempt card's line: lifter, lift, attempt, kilos
_ATTEMPT = rf"\S+[ \t]+{_LIFT}[ \t]+[1-4][ \t]+\d{{2,3}}(?:\.\d+)?[ \t]*"

POWERLIFTING = Field(
    team="a powerlifting federation's records officer and a meet's scoring table (u62b_)",
    advice="give each source's ranking of a flight's, weight class's or meet's lifters (DOTS, IPF GL and Wilks "
           "points, totals) as a run, the class or flight a query (m:usapl/OH-2025-03/class:MR-O-83) and each lifter "
           "a document (opl:u/marekkowalski), the score higher for the better: 'CLASS Q0 LIFTER RANK SCORE SOURCE'; "
           "the official placings are the qrels, 'CLASS 0 LIFTER GRADE'",
    files=(
        # its entries' header sits a few lines down: told by its first line before OpenPowerlifting's columns are
        FieldFile("OpenLifter's export for OpenPowerlifting (.opl.csv: 'OPL Format v1 (OpenLifter ...)', the meet's "
                  "CSV, then the entries)",
                  "OPL Format v1 (OpenLifter 1.4),Submit by email:,issues@openpowerlifting.org\n\n"
                  "Federation,Date,MeetCountry,MeetState,MeetTown,MeetName,Formula\n", 1,
                  line=r"\AOPL Format v\d+ \(OpenLifter"),
        FieldFile("OpenLifter's save file (.openlifter: its state as JSON, versions, language, meet, registration, "
                  "lifting)",
                  '{"versions":{"stateVersion":"0","releaseVersion":"1.4"},"language":"en","meet":{"name":"Buckeye '
                  'Spring Classic"},"registration":{},"lifting":{}}\n', 1,
                  keys=("versions", "stateVersion", "meet", "registration", "lifting"), outputs=(".openlifter",)),
        FieldFile("OpenPowerlifting's data (its bulk CSV, or a meet folder's entries.csv: Name, Sex, Equipment, ..., "
                  "BodyweightKg, WeightClassKg, the attempts, TotalKg, ...; a lifter's meet a row)",
                  "Name,Sex,Event,Equipment,BodyweightKg,WeightClassKg,Best3SquatKg,TotalKg,Place,Dots\n"
                  "Diana Reyes,F,SBD,Raw,62.4,63,155,402.5,1,435.43\n", 1,
                  columns=("Name", "Sex", "Equipment", "BodyweightKg", "WeightClassKg", "TotalKg")),
        FieldFile("ProLifter's records table (Records.csv: Gender, Move, AgeGroup, Class, RecordWeight, Name, ..., "
                  "RecordLocation; a record a row)",
                  "Gender,Move,AgeGroup,Class,RecordWeight,Name,Nationality,RecordDate,RecordLocation\n"
                  "Male,Squat,Open,83,262.5,Andre Whitfield,USA,2023-10-21,Cincinnati\n", 1,
                  columns=("Gender", "Move", "AgeGroup", "RecordWeight", "RecordLocation")),
        FieldFile("a powerlifting meet's light sheet typed as text (flight, lifter, lift, attempt, kilos, the "
                  "referees' lights; six fields a line that pass for a TREC run's)",
                  "A kowalski SQ 1 180 WWW\nA kowalski SQ 2 190 WWW\n", 1,
                  line=rf"\A{_LIGHTS}\r?\n{_LIGHTS}$", lookalike=True),
        FieldFile("a powerlifting meet's weigh-in list typed as text (lot, lifter, bodyweight, class; four fields a "
                  "line that pass for qrels')",
                  "7 kowalski 82.35 83\n3 fiala 81.90 83\n", 1, line=rf"\A{_WEIGHIN}\r?\n{_WEIGHIN}$", lookalike=True),
        FieldFile("a powerlifting meet's attempt cards typed as text (lifter, lift, attempt, kilos; four fields a "
                  "line that pass for qrels')",
                  "kowalski SQ 1 180\nkowalski BP 1 120\n", 1, line=rf"\A{_ATTEMPT}\r?\n{_ATTEMPT}$", lookalike=True),
    ))
