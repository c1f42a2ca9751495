"""A practical shooting club's match director's and statisticians' files (issue 45's seventieth bar, u70b_):
PractiScore's results reports, match files and their JSON parts, its stage scores saved as CSV, USPSA's classification
records, WinMSS's match cabinets, and the stage points and squad lists typed as text.  (Workbooks are named by the
older readers.  A range officer's score sheet typed as six numbers a line is not declared: its lines are valid TREC
run lines to trec_eval, which the run reader refuses by its own rule when their second field varies.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: USPSA's and IPSC's divisions, as the scoring apps abbreviate them
_DIVISION = r"(?:PROD|LTD|LO|OPEN|CO|SS|CARRY|PCC|L10|REV|STD|CLASSIC|PROD-?OPT|SAO|CCP|ESP|BUG)"
#: a stage points line: stage, competitor (never a run's Q0 or 0), division, hit factor, stage points, place
_POINTS = (rf"\d{{1,2}}[ \t]+(?!0\b)\d{{1,4}}[ \t]+{_DIVISION}[ \t]+\d{{1,2}}\.\d{{2,4}}[ \t]+"
           r"\d{1,3}\.\d{2,4}[ \t]+\d{1,3}[ \t]*")
#: a squad list's line: squad, competitor (never qrels' iteration field 0), name, division
_SQUAD = rf"\d{{1,3}}[ \t]+(?!0\b)\d{{1,4}}[ \t]+[A-Z][A-Za-z'-]+[ \t]+{_DIVISION}[ \t]*"

SHOOTING = Field(
    team="a practical shooting club's match director and statisticians (u70b_)",
    advice="give each source's ranking of a stage's, division's, match's or season's shooters (PractiScore's hit "
           "factors, the stage points, the classifier percentages, the range officers' sheets) as a run, the stage "
           "a query (stage:2025-03-08/PB01/3) and each shooter a document (shooter:PROD/A151203), the score higher "
           "for the better shooter: 'STAGE Q0 SHOOTER RANK SCORE SOURCE'; the match director's placings are the "
           "qrels, 'STAGE 0 SHOOTER GRADE'",
    files=(
        FieldFile("a PractiScore results report ('$PRACTISCORE <version> RESULTS', its $INFO lines, the shooters', "
                  "stages' and scores' tables, '$END')",
                  "$PRACTISCORE 1.682 RESULTS\n$INFO Region:USPSA\n$INFO PLATFORM IOS\n", 1,
                  line=r"\A\$PRACTISCORE [\d.]+ RESULTS[ \t]*\r?$"),
        # a zip whose first member is the match's definition or its scores
        FieldFile("a PractiScore match file (.psc: a ZIP of match_def.json and match_scores.json)",
                  b"PK\x03\x04\x14\x00\x00\x00\x08\x00\xc1\xa9hZ\x81\xa6\x13\tg\x03\x00\x00M\x0c\x00\x00\x0e\x00\x00"
                  b"\x00match_def.json", 0, magic=b"PK\x03\x04",
                  line=r"\APK\x03\x04[\s\S]{26}match_(?:def|scores)\.json", outputs=(".psc",)),
        FieldFile("a PractiScore match definition (JSON: match_id, match_name, match_date, match_type, "
                  "match_approvescores, ..., match_shooters, match_stages)",
                  '{"match_id":"5B1E0C72-9A3D-4F61-8E27-3C4D2A9B7E10","match_name":"Pine Barrens USPSA",'
                  '"match_approvescores":false,"match_logenabled":true,"match_shooters":[],"match_stages":[]}\n', 1,
                  keys=("match_id", "match_approvescores", "match_shooters", "match_stages")),
        FieldFile("PractiScore's match scores (JSON: match_id, match_scores, each stage's stage_stagescores)",
                  '{"match_id":"5B1E0C72-9A3D-4F61-8E27-3C4D2A9B7E10","match_scores":[{"stage_number":1,'
                  '"stage_uuid":"A2C4E6F8-1B3D-4F5A-8C7E-9D0B1A2C3E4F","stage_stagescores":[]}]}\n', 1,
                  keys=("match_scores", "match_id", "stage_stagescores")),
        FieldFile("a USPSA classification record (JSON from USPSA's API: status, member_data, classifications, "
                  "nroi_certification, success)",
                  '{\n  "status": 200,\n  "member_data": {\n    "member_id": "187344",\n    "member_number": '
                  '"A151203"\n  },\n  "nroi_certification": [],\n  "success": true,\n  "classifications": []\n}\n',
                  1, keys=("member_data", "classifications", "nroi_certification")),
        FieldFile("a WinMSS match file (.cab: a Microsoft cabinet of THEMATCH.XML, SCORE.XML and the other tables)",
                  b"MSCF\x00\x00\x00\x00r\x0f\x00\x00\x00\x00\x00\x00,\x00\x00\x00\x00\x00\x00\x00\x03\x01\x01\x00"
                  b"\x02\x00\x00\x00A.\x00\x00c\x00\x00\x00\x01\x00\x00\x00*\x04\x00\x00\x00\x00\x00\x00\x00\x00"
                  b"hZ\xc1\xa9 \x00THEMATCH.XML\x00", 0, magic=b"MSCF\x00\x00\x00\x00", marks=("THEMATCH.XML",)),
        FieldFile("PractiScore's stage scores (CSV: Gun, Stage, Comp, DQ, DNF, A, B, C, D, Miss, No Shoot, "
                  "Procedural, ..., Hit Factor, Stage Points, Stage Place)",
                  "Gun,Stage,Comp,DQ,DNF,A,B,C,D,Miss,No Shoot,Procedural,Time,Hit Factor,Stage Points,Stage Place\n"
                  "Pistol,1,1,No,No,20,0,3,1,0,0,0,18.37,5.9880,120.0000,1\n", 1,
                  columns=("Hit Factor", "No Shoot", "Procedural", "Stage Points")),
        FieldFile("a practical shooting match's stage points typed as text (stage, competitor, division, hit factor, "
                  "stage points, place; six fields a line that pass for a TREC run's)",
                  "1 1 PROD 5.9880 120.0000 1\n1 2 PROD 4.7643 95.4775 2\n", 1,
                  line=rf"\A{_POINTS}\r?\n{_POINTS}$", lookalike=True),
        FieldFile("a practical shooting match's squad list typed as text (squad, competitor, name, division; four "
                  "fields a line that pass for qrels')",
                  "2 1 Walker PROD\n2 2 Reyes PROD\n", 1, line=rf"\A{_SQUAD}\r?\n{_SQUAD}$", lookalike=True),
    ))
