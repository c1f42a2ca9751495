"""A wine competition's judging office's and a merchant's tasting panel's files (issue 45's forty-third bar, u43a_):
a competition's results export, CellarTracker's inventory export, Vivino's data export and its explore API's
answers, the OIV's 100-point and UC Davis's 20-point score sheets, the steward's flight sheet, a wine lab's LIMS
analyses, the chairs' medal list and the judges' tasting notes.  (Spreadsheets are io.fields.spreadsheets'; PDFs
and workbooks are named by their bytes.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a flight's tasting notes: the flight's heading, then a wine a line (its code, the note, its points and medal)
_NOTES = (r"(?i)\A[ \t]*Flight[ \t]+\w+\b[^\n]*\n(?:[^\n]*\n){0,20}?"
          r"[ \t]*\S+[ \t]+[^\n]*\b\d{2,3}(?:\.\d)?[ \t]+(?:Platinum|Gold|Silver|Bronze|Commended)\b")

WINEJUDGING = Field(
    team="a wine competition's judging office and a merchant's tasting panel (u43a_)",
    advice="give each panel's ranking of a flight's wines (the OIV panel's points, the Davis panel's, the community "
           "scores, the chair's adjusted points) as a run, a flight or category a query (flight:07/riesling-dry) "
           "and each wine a document by its blind code (entry:DW1147/mosel-riesling-2022), the score higher for the "
           "better wine: 'FLIGHT Q0 ENTRY RANK SCORE PANEL'; the medal table is the qrels, 'FLIGHT 0 ENTRY GRADE'",
    files=(
        FieldFile("a wine competition's results export (Decanter-style: Entry No, Medal, Points, Producer, Wine Name, "
                  "Vintage, ...: a row per entry)",
                  "Entry No,Medal,Points,Producer,Wine Name,Vintage,Country,Region\n"
                  "DW1147,Gold,95,Weingut Beispiel,Graacher Himmelreich Riesling Trocken,2022,Germany,Mosel\n", 1,
                  columns=("Entry No", "Medal", "Points", "Wine Name")),
        FieldFile("a CellarTracker export (iWine, Barcode, Location, Bin, Size, ..., Vintage, Wine, the critics' and "
                  "the community's scores: a bottle a row)",
                  "iWine,Barcode,Location,Bin,Size,Currency,ExchangeRate,Valuation,Price,Vintage,Wine,CT\n"
                  "4412873,0187331245,Cellar,B4,750ml,GBP,1,24,24,2022,Graacher Himmelreich Riesling,91.4\n", 1,
                  columns=("iWine", "Vintage", "Wine")),
        FieldFile("Vivino's data export (full_wine_list.csv: Winery, Wine name, Vintage, Region, ..., Average rating, "
                  "Your rating)",
                  "Winery,Wine name,Vintage,Region,Country,Regional wine style,Average rating,Scan date,Your rating\n"
                  "Weingut Beispiel,Graacher Himmelreich Riesling Trocken,2022,Mosel,Germany,German Mosel Riesling,"
                  "4.1,2026-11-20 14:02:11,4.5\n", 1,
                  columns=("Winery", "Wine name", "Average rating")),
        FieldFile("Vivino's explore API answer (explore_vintage: market, records_matched, matches of vintages and "
                  "their prices)",
                  '{"explore_vintage": {"market": {"country": "gb"}, "records_matched": 1, "matches": [{"vintage": '
                  '{"id": 159874512, "year": 2022, "statistics": {"ratings_average": 4.1}}}]}}\n', 1,
                  keys=("explore_vintage", "records_matched", "matches")),
        FieldFile("the OIV's 100-point score sheets (OIV/CONCOURS 332A: Limpidity, Aspect other than limpidity, Nose "
                  "Genuineness, ..., Overall judgement, a juror and sample a row)",
                  "Competition;Jury;Juror;Sample;Category;Limpidity;Aspect other than limpidity;Nose Genuineness;"
                  "Nose Quality;Taste Quality;Overall judgement;Total\n"
                  "2026;B;J03;1147;White still dry;5;10;6;16;19;11;95\n", 1,
                  columns=("Limpidity", "Nose Genuineness", "Overall judgement")),
        FieldFile("a UC Davis 20-point score sheet (appearance, colour, aroma and bouquet, ..., general quality: a "
                  "wine a line)",
                  "UC Davis 20-Point Score Sheet            Judge: M. Okafor        Panel B        Flight 7\n"
                  "Wine  Appearance Color Aroma&Bouquet VolatileAcidity TotalAcidity Sugar Body Flavor Total\n", 1,
                  line=r"(?i)\bUC Davis 20-Point Score Sheet\b"),
        FieldFile("a wine competition steward's flight sheet (flight, glass, blind code, class, points and judge; six "
                  "fields a line that pass for a TREC run's)",
                  "flight glass code class points judge\nF07 1 DW1147 RIES-DRY 95 J03\n", 1,
                  columns=("flight", "glass", "code", "judge"), lookalike=True),
        FieldFile("a wine lab's LIMS analyses (sample, analysis date, alcohol, total and volatile acidity, free SO2; "
                  "six fields a line that pass for a TREC run's)",
                  "SampleID AnalysisDate Alcohol_pctvol TotalAcidity_gL VolatileAcidity_gL FreeSO2_mgL\n"
                  "DW1147 2026-11-18 12.5 7.8 0.31 32\n", 1,
                  columns=("SampleID", "AnalysisDate"), cell=r"acidity|^alcohol|so2", lookalike=True),
        FieldFile("a wine competition's medal list (blind code, the panel's mean, the chair's score and the medal; "
                  "four fields a line that pass for qrels')",
                  "code panel_mean chair_score medal\nDW1147 94.0 95 Gold\n", 1,
                  columns=("code", "medal"), cell=r"^(?:panel|chair)_", lookalike=True),
        FieldFile("a flight's tasting notes (the flight's heading, then a wine a line: its code, the note, its points "
                  "and medal)",
                  "Flight 7 - Dry Riesling - Panel B (chair: A. Lindqvist)\n\n"
                  "DW1147  Pale lemon. Lime zest, wet slate, white peach; long mineral finish. 95 Gold.\n", 1,
                  line=_NOTES),
    ))
