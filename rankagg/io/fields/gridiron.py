"""An American football program's analytics staff's and a fantasy league's commissioner's files (issue 45's
seventy-fourth bar, u74b_): nflverse's snap counts and depth charts, Sleeper's matchups and rosters and ESPN's fantasy
leagues as their APIs answer them, and a box score, fantasy points and film grades typed as text.  (Workbooks are
named by the older readers.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a player's last name as the staff types it
_NAME = r"[A-Z][A-Za-z'.-]+"
#: a passer's box score line: attempts, completions, yards, touchdowns, interceptions
_BOX = rf"{_NAME}[ \t]+\d{{1,2}}[ \t]+\d{{1,2}}[ \t]+-?\d{{1,3}}[ \t]+\d[ \t]+\d[ \t]*"
#: a fantasy points line: player, position (never qrels' iteration field 0), team, points
_FANTASY = rf"{_NAME}[ \t]+(?:QB|RB|WR|TE|K|DEF|DST|FLEX)[ \t]+[A-Z]{{2,3}}[ \t]+-?\d{{1,2}}\.\d{{1,2}}[ \t]*"
#: a film grade line: player, position, snaps, wins, losses, grade
_GRADES = (rf"{_NAME}[ \t]+(?:LT|LG|C|RG|RT|TE|WR|RB|FB|QB|DE|DT|NT|EDGE|LB|OLB|ILB|MLB|CB|S|FS|SS|K|P|LS)"
           r"(?:[ \t]+\d{1,3}){4}[ \t]*")

GRIDIRON = Field(
    team="an American football program's analytics staff and a fantasy league's commissioner (u74b_)",
    advice="give each source's ranking of a game's, week's or season's players (nflverse's EPA, the coaches' film "
           "grades, Sleeper's fantasy points, the snap counts) as a run, the game a query (game:2024_07_KC_SF/epa) "
           "and each player a document (player:gsis/00-0033873), the score higher for the better player: 'GAME Q0 "
           "PLAYER RANK SCORE SOURCE'; the analysts' verdicts are the qrels, 'GAME 0 PLAYER GRADE'",
    files=(
        FieldFile("nflverse's snap counts (CSV: game_id, pfr_game_id, season, game_type, week, player, "
                  "pfr_player_id, position, team, opponent, offense_snaps, offense_pct, ..., st_pct)",
                  "game_id,pfr_game_id,season,game_type,week,player,pfr_player_id,position,team,opponent,"
                  "offense_snaps,offense_pct,defense_snaps,defense_pct,st_snaps,st_pct\n"
                  "2024_07_KC_SF,202410200sfo,2024,REG,7,Patrick Mahomes,MahoPa00,QB,KC,SF,62,1,0,0,0,0\n", 1,
                  columns=("pfr_game_id", "pfr_player_id", "offense_snaps", "st_pct")),
        FieldFile("nflverse's depth charts (CSV: dt, team, player_name, espn_id, gsis_id, pos_grp_id, pos_grp, "
                  "pos_id, pos_name, pos_abb, pos_slot, pos_rank)",
                  "dt,team,player_name,espn_id,gsis_id,pos_grp_id,pos_grp,pos_id,pos_name,pos_abb,pos_slot,pos_rank\n"
                  "2025-10-14T12:03:41Z,KC,Patrick Mahomes,3139477,00-0033873,1,Base 3WR 1TE,8,Quarterback,QB,1,1\n",
                  1, columns=("gsis_id", "pos_grp_id", "pos_slot", "pos_rank")),
        FieldFile("Sleeper's matchups (JSON from its API: roster_id, matchup_id, points, starters, starters_points, "
                  "players, players_points)",
                  '[{"roster_id":1,"matchup_id":1,"points":71.88,"starters":["4046"],"starters_points":[18.48],'
                  '"players":["4046"],"players_points":{"4046":18.48}}]\n', 1,
                  keys=("matchup_id", "roster_id", "starters_points", "players_points")),
        FieldFile("Sleeper's rosters (JSON from its API: starters, settings, roster_id, reserve, players, owner_id, "
                  "league_id)",
                  '[{"starters":["4046"],"settings":{"wins":5,"losses":2},"roster_id":1,"reserve":[],'
                  '"players":["4046"],"owner_id":"734566126447595520","league_id":"1124838194302517248"}]\n', 1,
                  keys=("roster_id", "starters", "reserve", "owner_id", "league_id")),
        FieldFile("ESPN's fantasy football league (JSON from its fantasy API: gameId, id, members, scoringPeriodId, "
                  "seasonId, segmentId, settings, status, teams)",
                  '{"gameId":1,"id":695660,"members":[],"scoringPeriodId":7,"seasonId":2024,"segmentId":0,'
                  '"settings":{"name":"Gridiron Guys"},"status":{},"teams":[]}\n', 1,
                  keys=("scoringPeriodId", "gameId", "segmentId", "seasonId", "members")),
        FieldFile("an American football box score typed as text (passer, attempts, completions, yards, touchdowns, "
                  "interceptions; six fields a line that pass for a TREC run's)",
                  "Mahomes 34 26 262 1 1\nPurdy 31 19 198 0 3\n", 1, line=rf"\A{_BOX}\r?\n{_BOX}$", lookalike=True),
        FieldFile("a fantasy football week's fantasy points typed as text (player, position, team, points; four "
                  "fields a line that pass for qrels')",
                  "Mahomes QB KC 18.48\nMcCaffrey RB SF 21.30\n", 1,
                  line=rf"\A{_FANTASY}\r?\n{_FANTASY}$", lookalike=True),
        FieldFile("an American football staff's film grades typed as text (player, position, snaps, wins, losses, "
                  "grade; six fields a line that pass for a TREC run's)",
                  "Thuney LG 62 58 4 94\nSmith LT 62 55 7 89\n", 1,
                  line=rf"\A{_GRADES}\r?\n{_GRADES}$", lookalike=True),
    ))
