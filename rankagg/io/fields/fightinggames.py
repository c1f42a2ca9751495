"""A fighting game community's tournament organisers' and regional ranking panel's files (issue 45's seventy-fifth
bar, u75b_): start.gg's GraphQL answers, Challonge's participants and matches, Slippi's replays, and set results
typed as text.  (A seeding and a panelist's ballot, which any competition's organisers type alike, are
:mod:`rankagg.io.fields.tournaments`'.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a set's line: the bracket round (winners' or losers' round, quarter-final, grand final), winner and games, loser
#: and games, pool
_SET = r"(?:[WL](?:R\d{1,2}|QF|SF|F)|GFR?)[ \t]+\S+[ \t]+[0-5][ \t]+\S+[ \t]+[0-5][ \t]+\S+[ \t]*"

FIGHTINGGAMES = Field(
    team="a fighting game community's tournament organisers and regional ranking panel (u75b_)",
    advice="give each source's ranking of an event's, season's or region's players (start.gg's placements, "
           "Challonge's set wins, the panel's ballots, the Glicko ratings) as a run, the event a query "
           "(event:tournament/genesis-10/event/melee-singles/placements) and each player a document "
           "(player:startgg/1004), the score higher for the better player: 'EVENT Q0 PLAYER RANK SCORE SOURCE'; the "
           "panel's verdicts are the qrels, 'EVENT 0 PLAYER GRADE'",
    files=(
        FieldFile("start.gg's GraphQL answer (JSON: data.event with its standings, sets or entrants; actionRecords)",
                  '{"data":{"event":{"id":1116512,"name":"Melee Singles","standings":{"nodes":[{"placement":1,'
                  '"entrant":{"id":17466421,"name":"Zain"}}]}}},"actionRecords":[]}\n', 1,
                  keys=("data", "actionRecords", "event")),
        FieldFile("Challonge's participants (JSON from its API v1: participant records with final_rank, seed, "
                  "on_waiting_list, invite_email)",
                  '[{"participant":{"active":true,"final_rank":1,"id":221630871,"invite_email":null,"name":'
                  '"Kazunoko","on_waiting_list":false,"seed":1}}]\n', 1,
                  keys=("participant", "final_rank", "on_waiting_list", "invite_email")),
        FieldFile("Challonge's participants read as a table (active, checked_in_at, created_at, final_rank, ..., "
                  "invite_email, name, on_waiting_list, seed)",
                  "active,checked_in_at,final_rank,id,invite_email,name,on_waiting_list,seed\n"
                  "True,,1,221630871,,Kazunoko,False,1\n", 1,
                  columns=("final_rank", "on_waiting_list", "invite_email", "checked_in_at")),
        FieldFile("Challonge's matches (JSON from its API v1: match records with player1_id, player2_id, winner_id, "
                  "loser_id, scores_csv)",
                  '[{"match":{"id":378120451,"identifier":"A","loser_id":221630869,"player1_id":221630866,'
                  '"player1_is_prereq_match_loser":false,"player2_id":221630869,"scores_csv":"3-1",'
                  '"winner_id":221630866}}]\n', 1,
                  keys=("match", "player1_is_prereq_match_loser", "loser_id", "identifier")),
        FieldFile("a Slippi replay (.slp: UBJSON, '{U\\x03raw[$U#l', then the game's events and its metadata)",
                  b"{U\x03raw[$U#l\x00\x00\x01\xae5\x076\x01\xa29\x00\x026\x02\x00\x01\x002" + bytes(24), 0,
                  magic=b"{U\x03raw[$U#l", outputs=(".slp",)),
        FieldFile("a fighting game tournament's set results typed as text (round, winner and games, loser and games, "
                  "pool; six fields a line that pass for a TREC run's)",
                  "WR1 Zain 2 Krudo 0 A1\nWR1 aMSa 2 Faceroll 1 A1\n", 1,
                  line=rf"\A{_SET}\r?\n{_SET}$", lookalike=True),
    ))
