"""A volleyball club's video scouts' and statisticians' and a league's stats office's files (issue 45's sixty-ninth
bar, u69b_): DataVolley's scout and team files, VolleyStation's matches, Perana Sports' VBStats matches, ovscout2's
saved matches, volleystats' match statistics, datavolley's plays table, and the video timestamps, box scores and
rosters typed as text.  (Hudl's XML, workbooks and playlists are named by the older readers.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a video timestamp's line: set, rally (never a run's Q0 or 0), video time, shirt, skill, grade (DataVolley's symbols)
_STAMP = r"[1-5][ \t]+(?!0\b)\d{1,3}[ \t]+\d{1,2}:\d{2}:\d{2}[ \t]+\d{1,2}[ \t]+[SREABDF][ \t]+[#+!/=-][ \t]*"
#: a box score's line: shirt, surname (never a run's Q0), kills, errors, attempts, hitting percentage
_BOX = (r"\d{1,2}[ \t]+[A-Z][A-Za-z'-]+[ \t]+\d{1,3}[ \t]+\d{1,3}[ \t]+\d{1,3}[ \t]+"
        r"(?:-?0?\.\d{3}|1\.000)[ \t]*")
#: a roster's line: shirt, surname (never qrels' iteration field), name, role
_ROSTER = r"\d{1,2}[ \t]+[A-Z][A-Za-z'-]+[ \t]+[A-Z][A-Za-z'-]+[ \t]+(?:L|S|OH|OPP|MB|DS|U|SE)[ \t]*"

VOLLEYBALL = Field(
    team="a volleyball club's video scouts and statisticians and a league's stats office (u69b_)",
    advice="give each source's ranking of a match's, skill's or season's players (the scout's efficiency, the "
           "league's box score, the video grades, the coaches' ratings) as a run, the match and skill a query "
           "(match:2025-03-08/VCA-RIV/attack) and each player a document (player:VCA/ROS-GIU-01), the score higher "
           "for the better player: 'MATCH Q0 PLAYER RANK SCORE SOURCE'; the staff's ratings are the qrels, "
           "'MATCH 0 PLAYER GRADE'",
    files=(
        FieldFile("a DataVolley scout file (.dvw: [3DATAVOLLEYSCOUT], then [3MATCH], [3TEAMS], ..., [3SCOUT])",
                  "[3DATAVOLLEYSCOUT]\r\nFILEFORMAT: 2.0\r\nGENERATOR-PRG: Data Volley\r\n[3MATCH]\r\n", 1,
                  line=r"\A\[3DATAVOLLEYSCOUT\][ \t]*\r?$"),
        FieldFile("a DataVolley team file (.sq: 'DV-Team-2', the team's code, hall and coaches, then a player a line)",
                  "DV-Team-2\nVCA\tPALAURORA MILANO\tSALA MARCO\tNERI LUCA\t\n"
                  "13\tROS-GIU-01\tROSSI\t21/11/2001\t\t\t\t\tGIULIA\t3\t\t\tFalse\t\t\t\t\n", 1,
                  line=r"\ADV-Team-\d[ \t]*\r?$", outputs=(".sq",)),
        FieldFile("a VolleyStation match (.vsm, JSON: gameType, version, startDate, scout, team, attackCombinations, "
                  "setterCalls)",
                  '{"gameType":"indoor","version":1,"startDate":"2025-03-08T19:31:02.412Z","scout":{"sets":[]},'
                  '"team":{},"attackCombinations":[],"setterCalls":[]}\n', 1,
                  keys=("gameType", "scout", "attackCombinations", "setterCalls"), outputs=(".vsm",)),
        # four bytes of the text's length (little-endian, under 16 MB: a zero last byte), then gzip's 1F 8B 08
        FieldFile("a Perana Sports VBStats match (.psvb: base64 of the records' length and their gzipped text)",
                  "7AcAAB+LCAAAAAAAAAO1lFtP4zoQx9+R+A5VHlc1\n", 1,
                  line=r"\A[A-Za-z0-9+/]{4}AB\+LCA[A-Za-z0-9+/]{8}", outputs=(".psvb",)),
        # saveRDS gzips by default: the doors read a gzipped head inflated
        FieldFile("an ovscout2 match (.ovs: saveRDS's R serialization of a datavolley object)",
                  b"X\n\x00\x00\x00\x03\x00\x04\x04\x01\x00\x03\x05\x00\x00\x00\x00\x05UTF-8\x00\x00\x03\x13"
                  b"\x00\x04\x00\t\x00\x00\x00\x19home_score_start_of_point", 0,
                  magic=b"X\n\x00\x00\x00\x03", marks=("home_score_start_of_point",), outputs=(".ovs",)),
        FieldFile("volleystats' match statistics (CSV from Data Project's pages: Match ID, Match Date, Home Team, ..., "
                  "Reception Erros, ..., Attack Erros, Block Points)",
                  "Match ID,Match Date,Home Team,Home Coach,Stadium,Number,Name,Total Points,Reception Erros,"
                  "Attack Erros,Block Points\r\n4817,2025-03-08,vc aurora,sala marco,palaaurora,13,rossi giulia,24,0,"
                  "6,1\r\n", 1, columns=("Reception Erros", "Attack Erros", "Match ID")),
        FieldFile("a datavolley plays table (openvolley's plays(): match_id, point_id, ..., skill, skill_type, "
                  "evaluation_code, evaluation, ...)",
                  '"match_id","point_id","time","code","team","player_number","player_name","skill","skill_type",'
                  '"evaluation_code","evaluation"\n'
                  '"e1f4",12,2025-03-08 20:41:21,"*13AH#V5~46CH2","VC Aurora",13,"Giulia Rossi","Attack",'
                  '"High ball attack","#","Winning attack"\n', 1,
                  columns=("skill_type", "evaluation_code", "point_id", "player_number")),
        FieldFile("a volleyball scout's video timestamps typed as text (set, rally, video time, shirt, skill, grade; "
                  "six fields a line that pass for a TREC run's)",
                  "2 27 00:24:08 05 E #\n2 27 00:24:12 13 A #\n", 1,
                  line=rf"\A{_STAMP}\r?\n{_STAMP}$", lookalike=True),
        FieldFile("a volleyball box score typed as text (shirt, surname, kills, errors, attempts, hitting "
                  "percentage; six fields a line that pass for a TREC run's)",
                  "13 Rossi 21 6 52 .288\n9 Bianchi 14 4 38 .263\n", 1,
                  line=rf"\A{_BOX}\r?\n{_BOX}$", lookalike=True),
        FieldFile("a volleyball roster typed as text (shirt, surname, name, role; four fields a line that pass for "
                  "qrels')",
                  "1 Moretti Laura L\n5 Conti Chiara S\n", 1, line=rf"\A{_ROSTER}\r?\n{_ROSTER}$", lookalike=True),
    ))
