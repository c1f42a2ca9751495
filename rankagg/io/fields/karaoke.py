"""A karaoke bar's contest host's and a singing-game community's leaderboard moderators' files (issue 45's
fifty-sixth bar, u56b_): UltraStar songs and UltraStar Deluxe's scores as CSV, SingStar's melody XML, LRC lyrics,
Karaoke Mugen's song files, and judges' sheets, leaderboards and vote tallies typed as text.  (MIDI karaoke files and
SQLite score databases are named by the older readers and their bytes.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: an UltraStar song's header tag (its line ends without the ';' that ends each of a StepMania chart's tags: u78b_)
_US_TAG = r"#(?:TITLE|ARTIST|MP3|AUDIO|VERSION|BPM|GAP|COVER|ENCODING|LANGUAGE|GENRE|EDITION|YEAR|VIDEO|CREATOR):"

KARAOKE = Field(
    team="a karaoke bar's contest host and a singing-game community's leaderboard moderators (u56b_)",
    advice="give each source's ranking of a round's or a season's performances (the game's pitch scores, the "
           "judges' marks, the audience's votes, the songs' difficulty) as a run, a round, night or season a query "
           "(night:2026-11-27/round-1) and each performance a document (perf:maria-l/total-eclipse-of-the-heart), "
           "the score higher for the better performance: 'ROUND Q0 PERFORMANCE RANK SCORE SOURCE'; the final's "
           "verdict is the qrels, 'ROUND 0 PERFORMANCE GRADE'",
    files=(
        FieldFile("an UltraStar song (.txt: #TITLE, #ARTIST, #MP3, #BPM, #GAP headers, then ': beat length pitch "
                  "syllable' notes)",
                  "#TITLE:Amazing Grace\n#ARTIST:Traditional\n#MP3:Amazing Grace.mp3\n#BPM:220\n#GAP:4200\n"
                  ": 0 4 7 A\n", 1,
                  line=rf"\A{_US_TAG}[^\r\n]*(?<!;)\r?\n{_US_TAG}"),
        FieldFile("UltraStar Deluxe's scores as CSV (its us_scores table: SongID, Difficulty, Player, Score, Date)",
                  'SongID,Difficulty,Player,Score,Date\n1,1,"Maria L",8740,1795813200\n', 1,
                  columns=("SongID", "Difficulty", "Player", "Score", "Date")),
        FieldFile("a SingStar melody (MELODY in singstargame.com's namespace: SENTENCE and NOTE elements)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n<MELODY xmlns="http://www.singstargame.com" Version="1" '
                  'Tempo="110" Resolution="Semiquaver">\n  <SENTENCE>\n', 2,
                  root="MELODY", marks=("singstargame.com",)),
        FieldFile("an LRC lyrics file ([ar:], [ti:], [al:] tags, then [mm:ss.xx] timed lines)",
                  "[ar:Traditional]\n[ti:Amazing Grace]\n[00:04.20]Amazing grace, how sweet the sound\n", 1,
                  line=r"\A(?:\[(?:ar|ti|al|au|by|length|offset|re|ve|la|#):[^\]\n]*\][ \t]*\n)*"
                       r"\[\d{1,3}:\d{2}(?:[.:]\d{2,3})?\]",
                  outputs=(".lrc",)),
        FieldFile("a Karaoke Mugen song (.kara.json: header, medias with their lyrics, data with kid, titles, tags)",
                  '{"header": {"version": 4, "description": "Karaoke Mugen Karaoke Data File"}, "medias": [], '
                  '"data": {"kid": "5c8b", "titles": {"eng": "Amazing Grace"}}}\n', 1,
                  keys=("header", "medias", "data")),
        FieldFile("a singing contest's judges' sheet typed as text (round, judge, singer, order, mark, song; six "
                  "fields a line that pass for a TREC run's)",
                  "round judge singer order mark song\nR2 J1 maria_l 3 8.5 total_eclipse_of_the_heart\n", 1,
                  columns=("round", "judge", "singer", "order", "mark"), lookalike=True),
        FieldFile("a singing game's leaderboard typed as text (season, week, player, place, points, game; six fields "
                  "a line that pass for a TREC run's)",
                  "season week player place points game\nS3 W12 KaraokeKat 1 9840 USDX\n", 1,
                  columns=("season", "week", "player", "place", "points", "game"), lookalike=True),
        FieldFile("an audience vote tally typed as text (round, singer, song, votes; four fields a line that pass for "
                  "qrels')",
                  "round singer song votes\nR2 maria_l total_eclipse_of_the_heart 41\n", 1,
                  columns=("round", "singer", "song", "votes"), lookalike=True),
    ))
