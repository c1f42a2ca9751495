"""A national tennis federation's rankings office's and a club's tournament referee's files (issue 45's fifty-third
bar, u53a_): Jeff Sackmann's tennis_atp and tennis_wta match results and rankings, the Match Charting Project's
points and matches, UTR's player search, TrackNet's ball-tracking labels, and draw sheets, ranking lists, orders of
play and seedings typed as text.  (Tournament Planner's Access databases and workbooks are named by the older readers
and their bytes.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a draw sheet's line: position, SURNAME, first name, nation, ranking points, seed [1] or entry (Q), (WC) or -
_DRAW = (r"\d+[ \t]+[A-Z][A-Z'-]+[ \t]+\S+[ \t]+(?:[A-Z]{3}|-)[ \t]+\d+[ \t]+"
         r"(?:\[\d+\]|\((?:Q|WC|LL|SE|PR|ALT)\)|-)[ \t]*")
#: a ranking list's line: rank, licence number, SURNAME, first name, points, tournaments counted
_RANKING = r"\d+[ \t]+\d{5,9}[ \t]+[A-Z][A-Z'-]+[ \t]+[A-Z][a-z]\S*[ \t]+\d+[ \t]+\d+[ \t]*"
#: a seedings line: seed, SURNAME, nation, ranking points
_SEED = r"\d{1,2}[ \t]+[A-Z][A-Z'-]+[ \t]+[A-Z]{3}[ \t]+\d+[ \t]*"

TENNIS = Field(
    team="a national tennis federation's rankings office and a club's tournament referee (u53a_)",
    advice="give each source's ranking of a draw's or a season's players (ranking points, UTR, a surface Elo, a "
           "charting model) as a run, a draw, tournament or season a query (draw:ms-open/nat-champs-2026) and each "
           "player a document by licence (lic:4410238/dupont-lucas), the score higher for the stronger player: "
           "'DRAW Q0 PLAYER RANK SCORE SOURCE'; the draw's results are the qrels, 'DRAW 0 PLAYER GRADE'",
    files=(
        FieldFile("Jeff Sackmann's tennis_atp (or tennis_wta) match results (tourney_id, tourney_name, surface, "
                  "winner_id, loser_id, the score and the match statistics)",
                  "tourney_id,tourney_name,surface,draw_size,tourney_level,tourney_date,match_num,winner_id,"
                  "loser_id\n2025-0352,Paris Masters,Hard,56,M,20251027,300,206173,106421\n", 1,
                  columns=("tourney_id", "tourney_name", "winner_id", "loser_id")),
        FieldFile("Jeff Sackmann's tennis_atp (or tennis_wta) rankings (ranking_date, rank, player, points)",
                  "ranking_date,rank,player,points\n20251110,1,207989,11500\n", 1,
                  columns=("ranking_date", "rank", "player", "points")),
        FieldFile("the Match Charting Project's points (match_id, Pt, Set1, Set2, Gm1, Gm2, Pts, 1st, 2nd, PtWinner)",
                  "match_id,Pt,Set1,Set2,Gm1,Gm2,Pts,Gm#,TbSet,Svr,1st,2nd,Notes,PtWinner\n"
                  "20251102-M-Paris_Masters-F-Jannik_Sinner-Felix_Auger_Aliassime,1,0,0,0,0,0-0,1,True,1,6*,,,1\n", 1,
                  columns=("match_id", "Pt", "Set1", "Set2", "PtWinner")),
        FieldFile("the Match Charting Project's matches (match_id, Player 1, Player 2, Tournament, Round, Charted by)",
                  "match_id,Player 1,Player 2,Pl 1 hand,Pl 2 hand,Date,Tournament,Round,Charted by\n"
                  "20251102-M-Paris_Masters-F-Jannik_Sinner-Felix_Auger_Aliassime,Jannik Sinner,Felix Auger "
                  "Aliassime,R,R,20251102,Paris Masters,F,JS\n", 1,
                  columns=("match_id", "Player 1", "Player 2", "Charted by")),
        FieldFile("UTR's player search (hits, each with its source: singlesUtr, doublesUtr, ratingStatusSingles)",
                  '{"hits": [{"id": "3391288", "source": {"displayName": "Lucas Dupont", "singlesUtr": 13.07, '
                  '"doublesUtr": 12.41, "ratingStatusSingles": "Rated"}}]}\n', 1,
                  keys=("hits", "source")),
        FieldFile("TrackNet's ball-tracking labels (file name, visibility, x-coordinate, y-coordinate, status)",
                  "file name,visibility,x-coordinate,y-coordinate,status\n0000.jpg,1,599,423,0\n", 1,
                  columns=("file name", "visibility", "x-coordinate", "y-coordinate")),
        FieldFile("a tennis draw sheet typed as text (position, surname, first name, nation, ranking points, seed or "
                  "entry; six fields a line that pass for a TREC run's)",
                  "1 DUPONT Lucas FRA 4820 [1]\n2 BYE - - 0 -\n", 1,
                  line=rf"\A{_DRAW}\r?\n{_DRAW}$", lookalike=True),
        FieldFile("a tennis federation's ranking list typed as text (rank, licence, surname, first name, points, "
                  "tournaments; six fields a line that pass for a TREC run's)",
                  "1 4410238 DUPONT Lucas 4820 14\n2 4502117 MARTIN Hugo 4310 16\n", 1,
                  line=rf"\A{_RANKING}\r?\n{_RANKING}$", lookalike=True),
        FieldFile("a tennis tournament's order of play (the courts, 'Starting at' and 'Not before' times, then the "
                  "matches)",
                  "NATIONAL CHAMPIONSHIPS 2026 - ORDER OF PLAY\nSATURDAY 14 NOVEMBER 2026\n\nCOURT CENTRAL  Starting "
                  "at 11:00\n", 1,
                  line=r"(?i)^[^\n]*\border of play\b", marks=("Starting at",)),
        FieldFile("a tennis draw's seedings typed as text (seed, surname, nation, ranking points; four fields a line "
                  "that pass for qrels')",
                  "1 DUPONT FRA 4820\n2 MARTIN FRA 4310\n", 1,
                  line=rf"\A{_SEED}\r?\n{_SEED}$", lookalike=True),
    ))
