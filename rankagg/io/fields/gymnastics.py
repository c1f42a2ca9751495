"""A national gymnastics federation's results office's and a club's coaching staff's files (issue 45's fifty-ninth
bar, u59b_): MeetScoresOnline's meet scores, the FIG's licence search, the gym2024data results table, and the judges'
panel sheets, a session's rotation order and a club's season rankings typed as text.  (ODF messages, results books'
PDFs and Score Master's Access databases are named by the older readers.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: the apparatus' FIG codes (women's and men's, and the all-around)
_APPARATUS = r"(?:FX|VT|UB|BB|PH|SR|PB|HB|AA)"
#: a panel sheet's line: apparatus, bib, gymnast, D-score, E-score, neutral deductions
_PANEL = (rf"{_APPARATUS}[ \t]+\d{{1,5}}[ \t]+\S+[ \t]+\d{{1,2}}\.\d{{1,3}}[ \t]+\d{{1,2}}\.\d{{1,3}}[ \t]+"
          r"\d(?:\.\d{1,3})?[ \t]*")
#: a rotation order's line: rotation, apparatus, order of appearance, bib
_ROTATION = rf"R\d{{1,2}}[ \t]+{_APPARATUS}[ \t]+\d{{1,2}}[ \t]+\d{{1,5}}[ \t]*"
#: a season ranking's line: place, gymnast (never qrels' iteration field, 0 or Q0), category, ranking points
_RANKING = rf"\d{{1,3}}[ \t]+(?!0\b|Q0\b)\S+[ \t]+{_APPARATUS}[ \t]+\d{{1,4}}[ \t]*"

GYMNASTICS = Field(
    team="a national gymnastics federation's results office and a club's coaching staff (u59b_)",
    advice="give each source's ranking of an apparatus's or session's gymnasts (final totals, E- and D-panel scores, "
           "season points) as a run, the meet's apparatus or session a query (meet:2025-nats/sub2-FX) and each "
           "gymnast a document (gymnast:fig-31245/GBR), the score higher for the better: 'APPARATUS Q0 GYMNAST RANK "
           "SCORE SOURCE'; the team selection is the qrels, 'APPARATUS 0 GYMNAST GRADE'",
    files=(
        FieldFile("MeetScoresOnline's meet scores (its lookup_scores JSON: results, result, row with meetid, "
                  "EventScore1-4, EventPlace1-4, AAScore, AAPlace)",
                  '{"results":[{"result":{"row":[{"scoresid":"48120533","meetid":"34582","gym":"Riverside GC",'
                  '"EventScore1":"9.450000","EventPlace1":"1","AAScore":"37.550000","AAPlace":"1"}]}}]}\n', 1,
                  keys=("meetid", "EventScore1", "EventPlace1", "AAScore")),
        FieldFile("the FIG's licence search (JSON: idgymnastlicense, gymnastid, discipline, validto, licensestatus)",
                  '[{"idgymnastlicense":"31245","gymnastid":"1092541","discipline":"WAG","validto":"2028-12-31",'
                  '"licensestatus":"2024-11-04","preferredlastname":"GRANT","country":"GBR"}]\n', 1,
                  keys=("idgymnastlicense", "gymnastid", "discipline", "licensestatus")),
        FieldFile("gym2024data's results table (the UCSAS data challenge's CSV: LastName, FirstName, ..., Apparatus, "
                  "Rank, D_Score, E_Score, Penalty, Score)",
                  "LastName,FirstName,Gender,Country,Round,Apparatus,Rank,D_Score,E_Score,Penalty,Score\n"
                  "GRANT,Amelia,w,GBR,final,FX,1,5.6,8.666,0.1,14.166\n", 1,
                  columns=("LastName", "FirstName", "Apparatus", "D_Score", "E_Score", "Penalty")),
        FieldFile("a gymnastics judges' panel sheet typed as text (apparatus, bib, gymnast, D-score, E-score, neutral "
                  "deductions; six fields a line that pass for a TREC run's)",
                  "FX 1043 grant-a 5.4 8.233 0.1\nFX 1057 okafor-j 5.1 8.466 0\n", 1,
                  line=rf"\A{_PANEL}\r?\n{_PANEL}$", lookalike=True),
        FieldFile("a gymnastics session's rotation order typed as text (rotation, apparatus, order, bib; four fields a "
                  "line that pass for qrels')",
                  "R1 VT 1 1043\nR1 VT 2 1057\n", 1, line=rf"\A{_ROTATION}\r?\n{_ROTATION}$", lookalike=True),
        FieldFile("a gymnastics club's season rankings typed as text (place, gymnast, category, ranking points; four "
                  "fields a line that pass for qrels')",
                  "1 grant-a AA 412\n2 okafor-j AA 388\n", 1,
                  line=rf"\A{_RANKING}\r?\n{_RANKING}$", lookalike=True),
    ))
