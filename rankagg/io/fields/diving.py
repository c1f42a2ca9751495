"""A diving meet's referee's and recorder's and a club's coaches' files (issue 45's sixty-ninth bar, u69a_):
DiveRecorder's detailed results as pdftotext lays them out, a meet's results saved as CSV, and the judges' award
sheets, the divers' dive sheets and the DD table typed as text.  (DiveRecorder's PDFs, Hy-Tek Meet Manager's files,
World Aquatics' results JSON and workbooks are named by the older readers.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a dive's number as World Aquatics writes it: the group, the somersaults (and twists), the position
_DIVE = r"[1-6]\d{2,3}[A-D]"
#: an award: zero to ten by halves
_AWARD = r"(?:10|\d)(?:[.,][05])?"
#: an award sheet's line: round, the diver's number (never a run's Q0 or 0), the dive, three judges' awards
_AWARDS = rf"\d{{1,2}}[ \t]+(?!0\b)\d{{1,4}}[ \t]+{_DIVE}[ \t]+{_AWARD}[ \t]+{_AWARD}[ \t]+{_AWARD}[ \t]*"
#: a dive sheet's line: diver, dive (never qrels' iteration field), height in metres, degree of difficulty
_SHEET = rf"[A-Za-z][A-Za-z'-]*[ \t]+{_DIVE}[ \t]+(?:1|3|5|7\.5|10)[ \t]+[1-4][.,]\d[ \t]*"
#: a DD table's line: dive, group (never qrels' iteration field), the DDs on two boards or platforms
_GROUP = r"(?i:forward|back|backward|reverse|inward|twist|twisting|armstand)"
_DD = rf"{_DIVE}[ \t]+{_GROUP}[ \t]+[1-4][.,]\d[ \t]+[1-4][.,]\d[ \t]*"

DIVING = Field(
    team="a diving meet's referee and recorder and a club's coaches (u69a_)",
    advice="give each source's ranking of an event's, meet's or season's divers (the recorder's totals, the judges' "
           "awards, the synchro panel, the season's points) as a run, the event a query "
           "(event:2025-11-23/montreuil/3m-dames) and each diver a document (diver:2025/cpm-014), the score higher "
           "for the better diver: 'EVENT Q0 DIVER RANK SCORE SOURCE'; the podium is the qrels, 'EVENT 0 DIVER GRADE'",
    files=(
        # pdftotext centres the meet's title on its first line and keeps DiveRecorder's address in the footer
        FieldFile("DiveRecorder's results as pdftotext lays them out (the meet's title, the event, N°, the dives with "
                  "their DD and the judges' awards, DiveRecorder's address at the foot)",
                  " " * 30 + "Championnats Île-de-France 3m et HV Hiver\n" + " " * 48 + "2025\n"
                  "Elite - Dames - 3m\n1          Inès VAUTRIN (1999) -- Cercle Plongeon Montreuillois\n"
                  "https://www.diverecorder.co.uk" + " " * 42 + "Page 1 / 1\n", 1,
                  line=r"\A[ \t]{8,}\S", marks=("www.diverecorder.co.uk",)),
        FieldFile("a diving meet results table (CSV: Place, Diver, Born, Club, Event, Dives, Total, Behind)",
                  "Place,Diver,Born,Club,Event,Dives,Total,Behind\r\n"
                  "1,Inès VAUTRIN,1999,CPM,Elite Dames 3m,5,199.60,\r\n", 1, columns=("Diver", "Dives", "Total")),
        FieldFile("a diving meet's judges' award sheet typed as text (round, diver, dive, three awards; six fields a "
                  "line that pass for a TREC run's)",
                  "1 014 101C 5.0 5.5 5.0\n1 031 201A 4.5 4.5 5.0\n", 1,
                  line=rf"\A{_AWARDS}\r?\n{_AWARDS}$", lookalike=True),
        FieldFile("a diver's dive sheet typed as text (diver, dive, height, DD; four fields a line that pass for "
                  "qrels')",
                  "vautrin 103B 3 1.6\nvautrin 403B 3 2.1\n", 1, line=rf"\A{_SHEET}\r?\n{_SHEET}$", lookalike=True),
        FieldFile("a diving DD table typed as text (dive, group, DD on two heights; four fields a line that pass for "
                  "qrels')",
                  "101C forward 1.4 1.2\n103B forward 1.6 1.7\n", 1, line=rf"\A{_DD}\r?\n{_DD}$", lookalike=True),
    ))
