"""A national Go association's ratings officer's and a tournament director's files (issue 45's forty-eighth bar,
u48b_): OpenGotha tournaments, the European Go Database's .h9 results files and player data, MacMahon participant
imports, GTP engine logs, zipped SGF archives as KGS gives them, AGA results reports, OGS games as its API answers
them, and crosstables and rating lists typed as text.  (SGF records and KataGo's analysis are named by the older
readers.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile, stored_member

#: an .h9 header's property lines ('; EV[London Open 2026]'), two at the file's start
_H9_PROPERTY = r";[ \t]*(?:CL|EV|PC|DT|HA|KM|TM|CM)\[[^\]\n]*\][ \t]*"
#: a MacMahon participant: surname|firstname|strength|country|club|rating|...
_MACMAHON = r"[^|;\n]+\|[^|\n]+\|\d{1,2}[kdpKDP]\|[A-Za-z]{2}\|[^|\n]*\|\d*\|"

GO = Field(
    team="a national Go association's ratings officer and a tournament director (u48b_)",
    advice="give each source's ranking of a round's or a season's players (the McMahon score, the EGD rating, the "
           "SOS and SOSOS tie-breakers, an engine's evaluation) as a run, a round, tournament or season a query "
           "(tmt:london-open-2026/r3) and each player a document by EGD PIN (egd:10234567/kim-jisoo), the score "
           "higher for the better player: 'ROUND Q0 PLAYER RANK SCORE SOURCE'; the selection or final placings are "
           "the qrels, 'ROUND 0 PLAYER GRADE'",
    files=(
        FieldFile("an OpenGotha tournament (Tournament dataVersion: Players with their egfPin, Games, "
                  "TournamentParameterSet)",
                  '<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<Tournament dataVersion="201" '
                  'fullVersionNumber="3.51" runningMode="SAL">\n<Players>\n', 2,
                  root="Tournament", marks=("dataVersion=",)),
        FieldFile("an EGD tournament results file (the European Go Database's .h9: '; CL[A]', '; EV[...]' header "
                  "lines, then a player a line with results such as '2+/b0' and the |PIN)",
                  "; CL[A]\n; EV[London Open 2026]\n; HA[h9]\n1 Kim Jisoo 4d GB Lond 33 146 2+/b0 |10234567\n", 1,
                  line=rf"\A{_H9_PROPERTY}\r?\n{_H9_PROPERTY}$", outputs=(".h9",)),
        FieldFile("a MacMahon participants import (surname|firstname|strength|country|club|rating|registration|rounds)",
                  "; London Open 2026 participants\nKim|Jisoo|4d|GB|Lond|2391||11111\n", 1,
                  line=rf"\A(?:;[^\n]*\r?\n)*{_MACMAHON}"),
        FieldFile("a GTP engine log (the Go Text Protocol: commands such as protocol_version, boardsize, genmove, each "
                  "answered '= ')",
                  "protocol_version\n= 2\n\nname\n= KataGo\n\ngenmove B\n= Q3\n", 1,
                  line=r"^(?:protocol_version|boardsize \d+|komi -?[\d.]+|clear_board|genmove [BbWw]\w*|"
                       r"list_commands|known_command \w+)[ \t]*\r?\n=[ \t]?"),
        FieldFile("a ZIP of SGF game records (a month's games as KGS archives them)",
                  stored_member(b"KimJisoo/2026/11/KimJisoo-LeeMinho.sgf", b"(;GM[1]FF[4]SZ[19]PB[Kim Jisoo]PW[Lee "
                                b"Minho]RE[B+Resign];B[pd];W[dp])", 0x5B00, 0x5B7E), 0,
                  magic=b"PK\x03\x04", line=r"\APK\x03\x04[\x00-\xff]{26}[ -~]{0,200}?\.sgf"),
        FieldFile("the EGD's player data (the European Go Database: Pin_Player, Last_Name, Name, Country_Code, Club, "
                  "Grade, Gor)",
                  "Pin_Player,Last_Name,Name,Country_Code,Club,Grade,Grade_n,EGF_Placement,Gor,DGor\n"
                  "10234567,Kim,Jisoo,GB,Lond,4d,33,412,2391,12\n", 1,
                  columns=("Pin_Player", "Last_Name", "Country_Code", "Gor")),
        FieldFile("a Go tournament's crosstable typed as text (place, name, rank, wins, McMahon score, SOS; six fields "
                  "a line that pass for a TREC run's)",
                  "Pl Name Rank NBW MMS SOS\n1 Kim 4d 5 33 146\n", 1,
                  columns=("Pl", "Name", "NBW", "MMS", "SOS"), lookalike=True),
        FieldFile("a Go rating list typed as text (PIN, surname, name, games, GoR, club; six fields a line that pass "
                  "for a TREC run's)",
                  "Pin Surname Name Games GoR Club\n10234567 Kim Jisoo 14 2391 Lond\n", 1,
                  columns=("Pin", "Surname", "Games", "GoR"), lookalike=True),
        FieldFile("an AGA tournament results report (TOURNEY, start= and finish= dates, rules=, then PLAYERS and GAMES "
                  "sections)",
                  "TOURNEY London Open 2026, London\nstart=11/20/2026\nfinish=11/22/2026\nrules=AGA\n\nPLAYERS\n", 1,
                  line=r"\ATOURNEY[ \t]+\S[^\n]*\r?\n(?:[a-z]+=[^\n]*\r?\n)*start=\d"),
        FieldFile("an OGS game as its API answers it (players, black_player_rating, white_player_rating, outcome)",
                  '{"players": {"black": {"id": 912345, "username": "jisoo_k"}}, "id": 68123456, '
                  '"black_player_rating": "2391.220", "white_player_rating": "2365.870", "outcome": "Resignation"}\n',
                  1, keys=("players", "black_player_rating", "white_player_rating", "outcome")),
    ))
