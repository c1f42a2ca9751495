"""A coffee importer's quality lab's and a Cup of Excellence jury's files (issue 45's forty-fifth bar, u45a_): Artisan's
roast profiles (.alog, its JSON export), Cropster's roast profile workbooks, the SCA cupping form and the CVA
affective form as tables, Cup of Excellence results, green grading sheets and defect tallies, moisture meter exports
and cupping session sheets.  (Excel's XML spreadsheets are io.fields.spreadsheets'; PDFs are named by their bytes.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

_OLE2 = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
#: a cupping session sheet's line: session, table, sample code, position on the table, score, grader
_CUP = r"[ \t]+T\d+[ \t]+\S+[ \t]+\d+[ \t]+\d{2}(?:\.\d{1,2})?[ \t]+\S+[ \t]*"
#: a green grading defect tally's line: sample, defect category (1 or 2), the defect, its count
_DEFECT = (r"\S+[ \t]+[12][ \t]+(?:full_|partial_)?(?:black|sour|dried_cherry|cherry|pod|fungus|foreign|insect|"
           r"broken|chipped|floater|immature|unripe|withered|shell|husk|hull|parchment|quaker)\w*[ \t]+\d+[ \t]*")

COFFEE = Field(
    team="a coffee importer's quality lab and a Cup of Excellence jury (u45a_)",
    advice="give each source's ranking of a session's or an auction's lots (the Q-graders' scores, the jury's, the "
           "cupping app's, the green grading's) as a run, a cupping session or competition a query "
           "(session:2026-11-24/am-table-1) and each lot a document (lot:ETH-0712/guji-hambela-natural), the score "
           "higher for the better cup: 'SESSION Q0 LOT RANK SCORE SOURCE'; the buying decisions are the qrels, "
           "'SESSION 0 LOT GRADE'",
    files=(
        FieldFile("an Artisan roast profile (.alog: the roast's dict as a Python literal, recording_version, mode, "
                  "timeindex, timex, temp1, temp2; Artisan keeps its settings in .aset and its alarms in .alrm files)",
                  "{'recording_version': '3.1.0', 'recording_revision': '7f3c2a1', 'mode': 'C', 'timeindex': [0, 31, "
                  "148, 192, 0, 0, 246, 0], 'timex': [0.0, 2.0], 'temp1': [212.4, 211.8], 'temp2': [198.2, 171.5]}\n",
                  1, line=r"\A\{'recording_version': '", outputs=(".alog", ".aset", ".alrm")),
        FieldFile("an Artisan roast profile exported as JSON (recording_version, timeindex, timex, temp1, temp2)",
                  '{"recording_version": "3.1.0", "mode": "C", "timeindex": [0, 31, 148, 192, 0, 0, 246, 0], '
                  '"timex": [0.0, 2.0], "temp1": [212.4, 211.8], "temp2": [198.2, 171.5]}\n', 1,
                  keys=("recording_version", "timeindex", "timex", "temp1", "temp2")),
        FieldFile("a Cropster roast profile export (an Excel 97-2003 workbook, its 'Curve - Bean temperature' sheet)",
                  _OLE2 + b"\x00" * 504 + b"Curve - Bean temperature", 0, magic=_OLE2,
                  marks=("Curve - Bean temperature",)),
        FieldFile("an SCA cupping form (Fragrance/Aroma, Flavor, Aftertaste, Acidity, Body, Uniformity, Balance, Clean "
                  "Cup, Sweetness, Overall, Defects: a sample a row)",
                  "Sample,Roast Level,Fragrance/Aroma,Flavor,Aftertaste,Acidity,Body,Uniformity,Balance,Clean Cup,"
                  "Sweetness,Overall,Total Score\nA417,55,8.00,8.25,7.75,8.25,7.75,10,8.00,10,10,8.25,86.25\n", 1,
                  columns=("Fragrance/Aroma", "Aftertaste", "Uniformity", "Clean Cup")),
        FieldFile("the SCA's CVA affective form (Coffee Value Assessment: Fragrance, Aroma, Flavor, ..., Mouthfeel, "
                  "Overall, Non-uniform Cups, Defective Cups, Score)",
                  "Sample No.,Fragrance,Aroma,Flavor,Aftertaste,Acidity,Sweetness,Mouthfeel,Overall,Non-uniform Cups,"
                  "Defective Cups,Score\nA417,8,7,8,7,8,7,7,8,0,0,92.13\n", 1,
                  columns=("Mouthfeel", "Non-uniform Cups", "Defective Cups")),
        FieldFile("Cup of Excellence results (Rank, Score, Farm, Farmer, Region, Variety, Process, the auction's "
                  "weight, high bid and bidders)",
                  "Rank,Score,Farm,Farmer,Region,Variety,Process,Weight (lbs),High Bid ($/lb),Total Value\n"
                  "1,91.42,La Esperanza,Ana Maria Rojas,Huila,Gesha,Washed,661.38,62.10,41071.70\n", 1,
                  columns=("Farm", "Farmer", "Variety", "Process"), cell=r"^high bid"),
        FieldFile("a coffee lab's green grading sheet (sample, lot, moisture, water activity, screen size, Category "
                  "1 and 2 defects, quakers, grade)",
                  "Sample ID,Lot,Sample Weight (g),Moisture (%),Water Activity (aw),Category 1 Defects,"
                  "Category 2 Defects,Quakers,Grade\nA417,ETH-0712,350,10.8,0.552,0,3,0,Specialty\n", 1,
                  columns=("Category 1 Defects", "Category 2 Defects")),
        FieldFile("a coffee lab's green grading defect tally (sample, defect category, defect and count; four fields a "
                  "line that pass for qrels')",
                  "A417 1 full_black 0\nA417 2 partial_black 2\n", 1,
                  line=rf"\A{_DEFECT}\r?\n{_DEFECT}$", lookalike=True),
        FieldFile("a coffee moisture meter export (sample, date, time, moisture %, water activity aw, temperature; "
                  "six fields a line that pass for a TREC run's)",
                  "sample date time moisture_pct aw temp_c\nA417 2026-11-24 09:12:03 10.8 0.552 22.4\n", 1,
                  columns=("sample", "aw"), cell=r"^moisture", lookalike=True),
        FieldFile("a cupping session sheet (session, table, sample code, position on the table, score and grader; "
                  "six fields a line that pass for a TREC run's)",
                  "CS-1124 T1 A417 1 86.25 QG-2231\nCS-1124 T1 B233 2 81.75 QG-2231\n", 1,
                  line=rf"\A(\S+){_CUP}\r?\n\1{_CUP}$", lookalike=True),
    ))
