"""A national equestrian federation's results office's and a show's scoring team's files (issue 45's forty-sixth bar,
u46a_): Equipe's show results export, start lists, result pushes and marking sheets, the scoring PC's judges' marks,
the timekeeper's jump-off sheets, the federation's ranking list and the eventing scoreboard.  (GPX tracks, PDFs and
workbooks are named by the older readers and their bytes.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a judges' marks line: movement, judge's letter, mark, coefficient, weighted mark, test
_MARK = r"\d+[ \t]+[CEHMBKF][ \t]+\d{1,2}(?:\.\d)?[ \t]+\d[ \t]+\d{1,2}(?:\.\d)?[ \t]+\S+[ \t]*"
#: a jump-off line: back number, rider FEI ID, horse FEI ID, faults, time, status
_JUMP = r"\d+[ \t]+\d{8}[ \t]+\d{3}[A-Z]{2}\d{2}[ \t]+\d+[ \t]+\d+(?:\.\d+)?[ \t]+[A-Z]{2}[ \t]*"

EQUESTRIAN = Field(
    team="a national equestrian federation's results office and a show's scoring team (u46a_)",
    advice="give each source's ranking of a class's horse-and-rider combinations (each dressage judge's, the "
           "faults and times, the federation's ranking) as a run, a class or phase a query "
           "(cls:aachen-2026/cdi4-grand-prix) and each combination a document by back number and FEI IDs "
           "(cmb:142/10093214+105GH21), the score higher for the better round: 'CLASS Q0 COMBINATION RANK SCORE "
           "SOURCE'; the final placings are the qrels, 'CLASS 0 COMBINATION GRADE'",
    files=(
        FieldFile("Equipe's show results export (show, competitions, people, horses, clubs, starts with their "
                  "results)",
                  '{"show": {"id": 4127, "name": "CDI4* Aachen 2026"}, "competitions": [], "people": [], '
                  '"horses": [], "clubs": [], "starts": []}\n', 1,
                  keys=("competitions", "starts", "horses", "clubs")),
        FieldFile("Equipe's start list (starts.json: a start a record, rider_name, horse_no, st, ord, rnr, hnr)",
                  '[{"rider_name": "Anna Berglund", "rider_name_order": "BerglundAnna", "horse_no": 142, "st": 1, '
                  '"ord": 1000, "rnr": 10001, "hnr": 10001}]\n', 1,
                  keys=("rider_name_order", "horse_no", "rnr", "hnr")),
        FieldFile("Equipe's result push (a batch of competitions and starts records, unique_by, grundf, omh1f)",
                  '{"competitions": {"unique_by": "kq", "records": []}, "starts": {"unique_by": "id", "records": '
                  '[{"st": 1, "grundf": 0, "grundt": 71.24, "omh1f": 4}]}}\n', 1,
                  keys=("competitions", "starts", "unique_by"), marks=('"grundf"',)),
        FieldFile("an Equipe marking sheet (a dressage test's items: positions, rows, coefficient, section)",
                  '{"id": 307, "name": "FEI Grand Prix", "max_score": 380, "items": [{"index": 0, "section": '
                  '"technical", "coefficient": 1, "positions": ["A", "X"], "rows": ["Enter in collected canter"]}]}\n',
                  1, keys=("items", "max_score", "coefficient", "positions", "rows")),
        FieldFile("a dressage scoring PC's judges' marks (movement, judge's letter, mark, coefficient, weighted mark "
                  "and test; six fields a line that pass for a TREC run's)",
                  "1 C 7.5 1 7.5 FEI-GP\n1 E 7.0 1 7.0 FEI-GP\n", 1,
                  line=rf"\A{_MARK}\r?\n{_MARK}$", lookalike=True),
        FieldFile("a show-jumping jump-off sheet (back number, rider and horse FEI IDs, faults, time and status; six "
                  "fields a line that pass for a TREC run's)",
                  "142 10093214 105GH21 4 38.02 OK\n117 10011876 104XK17 0 41.37 OK\n", 1,
                  line=rf"\A{_JUMP}\r?\n{_JUMP}$", lookalike=True),
        FieldFile("an equestrian federation's ranking list (Rank, Rider, Rider FEI ID, Nation, Horse, Horse FEI ID, "
                  "Points)",
                  "Rank,Rider,Rider FEI ID,Nation,Horse,Horse FEI ID,Shows counted,Points\n"
                  "1,Anna Berglund,10093214,SWE,Quintessa FRH,105GH21,8,412.5\n", 1,
                  columns=("Rank", "Rider", "Rider FEI ID", "Horse FEI ID", "Points")),
        FieldFile("an eventing scoreboard (back number, then the dressage, cross-country and jumping penalties; four "
                  "fields a line that pass for qrels')",
                  "back_no dressage cross_country jumping\n142 24.3 0.4 4\n", 1,
                  columns=("back_no", "dressage", "cross_country", "jumping"), lookalike=True),
    ))
