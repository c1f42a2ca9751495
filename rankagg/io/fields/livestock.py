"""A county fair's livestock superintendent's and a state junior livestock show's results office's files (issue 45's
sixty-sixth bar, u66a_): USDA Market News reports as its MARS API answers them, a carcass contest sheet saved as CSV,
a Digi-Star scale indicator's EID CSV data, an Allflex panel reader's tag reads, and the placing cards, the weigh-in
list, the showmanship score sheets and the premium sale order typed as text.  (ShoWorks' Access databases and the
breed associations' PDFs are named by the older readers.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: the species a show's classes are of, as a livestock office types them
_SPECIES = r"(?i:steer|heifer|bull|cow|barrow|gilt|hog|swine|lamb|ewe|ram|wether|goat|doe|buck|market-\w+)"
#: a breed, capitalised (Angus, Maine-Anjou)
_BREED = r"[A-Z][A-Za-z]+(?:-[A-Z][A-Za-z]+)?"
#: a placing card's line: class (letters, a dash, a number), back number (never qrels' iteration field), breed, place
_PLACING = rf"[A-Z]{{1,4}}-\d{{1,2}}[ \t]+(?!0\b)\d{{2,4}}[ \t]+{_BREED}[ \t]+[1-9]\d?[ \t]*"
#: a weigh-in list's line: back number, species (never qrels' iteration field), breed, weight in pounds
_WEIGH_IN = rf"\d{{1,4}}[ \t]+{_SPECIES}[ \t]+{_BREED}[ \t]+\d{{2,4}}[ \t]*"
#: a showmanship sheet's line: division, judge (never a run's Q0), back number, place, score of a hundred, round
_SHOWMANSHIP = (r"(?i:pee-?wee|novice|junior|intermediate|senior|open)[ \t]+(?!Q0\b|0\b)\S+[ \t]+\d{1,4}[ \t]+"
                r"\d{1,2}[ \t]+\d{2,3}(?:\.\d)?[ \t]+\S+[ \t]*")
#: a sale order's line: lot, back number (never a run's Q0), species, weight, price a pound, buyer
_SALE = rf"\d{{1,3}}[ \t]+(?!0\b)\d{{1,4}}[ \t]+{_SPECIES}[ \t]+\d{{2,4}}[ \t]+\d{{1,3}}\.\d{{2}}[ \t]+\S+[ \t]*"
#: an Allflex panel reader's line: 'LA', the country code, the tag's twelve digits
_TAG_READ = r"LA \d{3} \d{12}[ \t]*"

LIVESTOCK = Field(
    team="a county fair's livestock superintendent and a state junior livestock show's results office (u66a_)",
    advice="give each source's ranking of a class's, breed's, division's or show's animals (the judge's placings, the "
           "carcass merit, the rate of gain, the sale prices) as a run, the class a query "
           "(class:2026-lcf/market-steer/4) and each animal a document (eid:840003212345678/back-217), the score "
           "higher for the better animal: 'CLASS Q0 ANIMAL RANK SCORE SOURCE'; the show's results are the qrels, "
           "'SHOW 0 ANIMAL GRADE'",
    files=(
        FieldFile("a USDA Market News report (JSON from its MARS API: reportSection, reportSections, stats, results "
                  "of report dates, slug_id, commodity, class, avg_weight, avg_price, head_count)",
                  '{\n    "reportSection": "Report Detail",\n    "reportSections": [\n        "Report Header",\n'
                  '        "Report Detail"\n    ],\n    "stats": {\n        "totalRows:": 3\n    },\n'
                  '    "results": []\n}', 1, keys=("reportSections", "reportSection", "stats", "results")),
        FieldFile("a livestock show's carcass contest sheet (CSV: Back, Exhibitor, Breed, Live Wt, HCW, Dress %, REA, "
                  "Fat, KPH %, YG, Marbling, QG, Carcass Rank)",
                  "Back,Exhibitor,Breed,Live Wt,HCW,Dress %,REA,Fat,KPH %,YG,Marbling,QG,Carcass Rank\n"
                  "217,Avery Lindqvist,Angus,1285,812,63.2,14.1,0.42,2.0,2.6,Modest 40,Ch0,1\n", 1,
                  columns=("HCW", "REA", "YG", "Marbling")),
        FieldFile("a Digi-Star scale indicator's EID CSV data (the tag as the reader gives it, the weight, LB or KG, "
                  "the lock and gross marks, the date, the time, a code)",
                  "A 00000 0 840 003212345678, 1285,LB,$,GR,7/20/26,08:15,M\n", 1,
                  line=r"^A \d{5} \d \d{3} \d{12}, *\d+,(?:LB|KG),"),
        FieldFile("an Allflex panel reader's tag reads ('LA', the country code, the tag's twelve digits, a line a "
                  "read)",
                  "LA 840 003212345678\nLA 840 003219876543\n", 1, line=rf"\A{_TAG_READ}\r?\n{_TAG_READ}$"),
        FieldFile("a livestock show judge's placing card typed as text (class, back number, breed, place; four fields "
                  "a line that pass for qrels')",
                  "MS-4 217 Angus 1\nMS-4 112 Hereford 2\n", 1, line=rf"\A{_PLACING}\r?\n{_PLACING}$",
                  lookalike=True),
        FieldFile("a livestock show's weigh-in list typed as text (back number, species, breed, weight; four fields a "
                  "line that pass for qrels')",
                  "217 steer Angus 1285\n112 steer Hereford 1310\n", 1, line=rf"\A{_WEIGH_IN}\r?\n{_WEIGH_IN}$",
                  lookalike=True),
        FieldFile("a livestock show's showmanship score sheet typed as text (division, judge, back number, place, "
                  "score, round; six fields a line that pass for a TREC run's)",
                  "senior J2 217 1 94.5 final\nsenior J2 112 2 91.0 final\n", 1,
                  line=rf"\A{_SHOWMANSHIP}\r?\n{_SHOWMANSHIP}$", lookalike=True),
        FieldFile("a livestock show's premium sale order typed as text (lot, back number, species, weight, price a "
                  "pound, buyer; six fields a line that pass for a TREC run's)",
                  "1 217 steer 1285 6.25 FirstStateBank\n2 112 steer 1310 4.10 MillerFeedSupply\n", 1,
                  line=rf"\A{_SALE}\r?\n{_SALE}$", lookalike=True),
    ))
