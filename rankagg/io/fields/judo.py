"""A judo tournament's table officials' and results office's and a club's coaches' files (issue 45's seventieth bar,
u70a_): JudoShiai's tournament databases and its printed matches saved as CSV, the IJF data API's contests, a
league's ranking list and a tournament's results saved as CSV, and the bout log and the weigh-in list typed as text.
(Workbooks are named by the older readers.  A points table typed as four numbers a line is not declared: it is
valid qrels to trec_eval, as real qrels with numeric ids are, and no form tells the two apart.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a weight category: men's or women's (H/F, M/W), under or over the limit in kg
_CATEGORY = r"[HFMWDG][-+]\d{2,3}"
#: a bout log's line: tatami, bout (never a run's Q0 or 0), category, white, blue, result
_BOUT = (rf"\d{{1,2}}[ \t]+(?!0\b)\d{{1,4}}[ \t]+{_CATEGORY}[ \t]+[A-Za-z'-]+[ \t]+[A-Za-z'-]+[ \t]+"
         r"(?i:ippon|waza-ari|wazaari|yuko|shido|hsk|hansoku-make|gs|golden-score|fusen-gachi|kiken-gachi|hantei)"
         r"[ \t]*")
#: a weigh-in list's line: licence, judoka (never qrels' iteration field), category, weight in kg
_WEIGH_IN = rf"\d{{5,10}}[ \t]+[A-Za-z][A-Za-z'-]*[ \t]+{_CATEGORY}[ \t]+\d{{2,3}}(?:[.,]\d{{1,2}})?[ \t]*"
#: JudoShiai's printed match: category, number, blue and white ('first last, club'), points, scores (hex), title
_MATCH = (r'"[^"\n]*","\d+","[^"\n]*","[^"\n]*","\d+-\d+","[0-9a-fA-F]{5}-[0-9a-fA-F]{5}"(?:,"[^"\n]*")?[ \t]*')

JUDO = Field(
    team="a judo tournament's table officials and results office and a club's coaches (u70a_)",
    advice="give each source's ranking of a weight category's, tournament's or season's judoka (the table's results, "
           "the bouts' scores, the repechage bracket, the ranking-list points) as a run, the category a query "
           "(category:2025-11-23/idf-seniors/H-73) and each judoka a document (judoka:2025/jcp-014), the score higher "
           "for the better judoka: 'CATEGORY Q0 JUDOKA RANK SCORE SOURCE'; the podium is the qrels, "
           "'CATEGORY 0 JUDOKA GRADE'",
    files=(
        # an SQLite file: its schema, on the first page, names JudoShiai's tables and their columns
        FieldFile("a JudoShiai tournament database (.shi: SQLite, its competitors, categories and matches tables)",
                  b"SQLite format 3\x00\x10\x00\x01\x01\x00@  \x00\x00\x00\x02" + b"\x00" * 64
                  + b'CREATE TABLE matches ("category" INTEGER, "number" INTEGER,"blue" INTEGER, "white" INTEGER,'
                  b'"blue_score" INTEGER, "white_score" INTEGER, "blue_points" INTEGER)'
                  b'CREATE TABLE competitors ("index" INTEGER, "last" TEXT, "regcategory" TEXT)', 0,
                  magic=b"SQLite format 3\x00", marks=('"regcategory"', '"blue_score"', '"blue_points"'),
                  outputs=(".shi",)),
        FieldFile("JudoShiai's printed matches saved as CSV (every field quoted: category, number, blue, white, the "
                  "points, the scores, the bout's title)",
                  '"H-73","1","Lucas MARTIN, JC Paris 15","Hugo BERNARD, AS Meudon","10-0","10000-00001",""\r\n'
                  '"H-73","2","Yanis PETIT, USV Versailles","Noah ROUX, JC Paris 15","0-1","00001-01000",""\r\n', 1,
                  line=rf"\A{_MATCH}\r?\n{_MATCH}\r?$"),
        FieldFile("the IJF data API's contests (JSON: contests, each with id_fight, id_person_blue, id_person_white, "
                  "id_winner, ippon, waza, penalty, ..., round_name; dbn)",
                  '{"contests":[{"id_competition":"2861","id_fight":"801214","id_person_blue":"61207",'
                  '"id_person_white":"48830","id_winner":"61207","ippon":"0","waza":"1","round_name":"Round of 16"}],'
                  '"dbn":"2025-03-31 09:14:52"}\n', 1,
                  keys=("contests", "dbn", "id_fight", "id_person_blue", "id_person_white")),
        FieldFile("a judo league's ranking list (CSV: Rang, Nom, Prénom, Club, Catégorie, Tournois, Points)",
                  "Rang;Nom;Prénom;Club;Catégorie;Tournois;Points\r\n1;MARTIN;Lucas;JC Paris 15;H-73;4;172,5\r\n", 1,
                  columns=("Tournois", "Rang", "Catégorie", "Points")),
        FieldFile("a judo tournament's results table (CSV: Place, Judoka, Club, Category, Won, Ippon, Points)",
                  "Place,Judoka,Club,Category,Won,Ippon,Points\r\n1,Lucas MARTIN,JC Paris 15,H-73,4,3,50\r\n", 1,
                  columns=("Judoka", "Ippon", "Category")),
        FieldFile("a judo table's bout log typed as text (tatami, bout, category, white, blue, result; six fields a "
                  "line that pass for a TREC run's)",
                  "1 1 H-73 martin bernard ippon\n1 2 H-73 petit roux waza-ari\n", 1,
                  line=rf"\A{_BOUT}\r?\n{_BOUT}$", lookalike=True),
        FieldFile("a judo tournament's weigh-in list typed as text (licence, judoka, category, weight; four fields a "
                  "line that pass for qrels')",
                  "0714523 martin H-73 72.4\n0698841 bernard H-73 72.8\n", 1,
                  line=rf"\A{_WEIGH_IN}\r?\n{_WEIGH_IN}$", lookalike=True),
    ))
