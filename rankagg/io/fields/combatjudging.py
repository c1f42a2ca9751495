"""A state athletic commission's judges' supervisor's and a combat sports analytics team's files (issue 45's
eighty-fifth bar, u85a_): UFC Stats' fight statistics and results as its scrapers save them and its fight pages, and
the judges' scorecards, punch stats and bout sheets as typed.  (ESPN's scoreboards are
:mod:`rankagg.io.fields.tournaments`'; a card's running order, four numbers a line, is valid qrels and stays so.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a bout's round: 1 to 15
_ROUND = r"(?:1[0-5]|[1-9])"
#: a 10-point-must score
_POINTS = r"(?:10|[6-9])"
#: a scorecard's line: bout, round, judge (a name: never a run's Q0), red's points, blue's, the round's corner
_CARD = (rf"\d{{1,3}}[ \t]+{_ROUND}[ \t]+(?!Q0[ \t])[^\W\d_][\w.'-]*[ \t]+{_POINTS}[ \t]+{_POINTS}[ \t]+"
         r"(?i:red|blue|even|draw)[ \t]*")
#: a punch stats line: bout, round, corner, jabs landed, power punches landed, punches thrown
_PUNCHES = rf"\d{{1,3}}[ \t]+{_ROUND}[ \t]+(?i:red|blue)[ \t]+\d{{1,3}}[ \t]+\d{{1,3}}[ \t]+\d{{1,4}}[ \t]*"
#: a bout sheet's line: bout, the winner's corner (never qrels' 0), the method, the round it ended in
_BOUT = (rf"\d{{1,3}}[ \t]+(?i:red|blue|draw)[ \t]+(?:KO|TKO|UD|SD|MD|DQ|NC|SUB|RTD|TD|PTS|MDraw|SDraw|D)[ \t]+"
         rf"{_ROUND}[ \t]*")

COMBATJUDGING = Field(
    team="a state athletic commission's judges' supervisor and a combat sports analytics team (u85a_)",
    advice="give each source's ranking of a bout's, card's, division's or year's fighters (the judges' cards, the "
           "punch and strike statistics, the ratings) as a run, the bout or division a query (bout:2026-03-14/07) and "
           "each fighter a document (fighter:mma/lightweight/04127), the score higher for the better fighter: 'BOUT Q0 "
           "FIGHTER RANK SCORE SOURCE'; the commission's decisions are the qrels, 'BOUT 0 FIGHTER GRADE'",
    files=(
        FieldFile("UFC Stats' round-by-round fight statistics (CSV as its scrapers save them: EVENT, BOUT, ROUND, "
                  "FIGHTER, KD, SIG.STR., SIG.STR. %, TOTAL STR., TD, TD %, SUB.ATT, REV., CTRL, ...)",
                  "EVENT,BOUT,ROUND,FIGHTER,KD,SIG.STR.,SIG.STR. %,TOTAL STR.,TD,TD %,SUB.ATT,REV.,CTRL\n"
                  "UFC 300,A vs. B,Round 1,A,0,21 of 47,44%,24 of 51,1 of 2,50%,0,0,1:12\n", 1,
                  columns=("SUB.ATT", "FIGHTER", "KD", "CTRL", "TOTAL STR.")),
        FieldFile("UFC Stats' fight results (CSV as its scrapers save them: EVENT, BOUT, OUTCOME as W/L, WEIGHTCLASS, "
                  "METHOD, ROUND, TIME, TIME FORMAT, REFEREE, DETAILS, URL)",
                  "EVENT,BOUT,OUTCOME,WEIGHTCLASS,METHOD,ROUND,TIME,TIME FORMAT,REFEREE,DETAILS,URL\n"
                  "UFC 300 ,A vs. B,W/L,Lightweight Bout,Decision - Split ,3,5:00,3 Rnd (5-5-5),R,J 29 - 28.,u\n", 1,
                  columns=("WEIGHTCLASS", "BOUT", "OUTCOME", "TIME FORMAT", "REFEREE")),
        FieldFile("a UFC Stats fight page as saved (HTML: the fighters' b-fight-details blocks, the method, the "
                  "judges' cards)",
                  '<!DOCTYPE html>\n<html>\n<head><title>UFC Stats</title></head>\n<body>\n'
                  '<div class="b-fight-details"><a href="http://ufcstats.com/fighter-details/5b7e">A</a></div>\n', 2,
                  line=r"(?i)^[ \t]*<html\b", marks=("b-fight-details", "ufcstats.com")),
        FieldFile("a combat sports judge's round-by-round scorecard typed as text (bout, round, judge, red's points, "
                  "blue's points, the round's corner; six fields a line that pass for a TREC run's)",
                  "07 1 kessler 10 9 red\n07 1 prieto 9 10 blue\n", 1,
                  line=rf"\A{_CARD}\r?\n{_CARD}$", lookalike=True),
        FieldFile("a boxing bout's punch stats typed as text (bout, round, corner, jabs landed, power punches landed, "
                  "punches thrown; six fields a line that pass for a TREC run's)",
                  "11 1 red 8 14 57\n11 1 blue 5 11 49\n", 1,
                  line=rf"\A{_PUNCHES}\r?\n{_PUNCHES}$", lookalike=True),
        FieldFile("a combat sports commission's bout sheet typed as text (bout, the winner's corner, method, round; "
                  "four fields a line that pass for qrels')",
                  "01 blue KO 1\n03 red UD 3\n", 1, line=rf"\A{_BOUT}\r?\n{_BOUT}$", lookalike=True),
    ))
