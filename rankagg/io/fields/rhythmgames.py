"""A rhythm game community's tournament staff's and ranking team's files (issue 45's seventy-eighth bar, u78b_):
osu!'s beatmaps, replays and beatmap sets, the osu! API's scores and rankings, StepMania's charts, Beat Saber's
Info.dat, ScoreSaber's scores, and match results and qualifier seeds typed as text."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a match result's line: round, the map's mod slot (NM1, HD2, ..., TB), player, score, opponent, score
_MATCH = r"\S+[ \t]+(?:NM|HD|HR|DT|FM|EZ|FL|TB)\d{0,2}[ \t]+\S+[ \t]+\d{3,8}[ \t]+\S+[ \t]+\d{3,8}[ \t]*"
#: a qualifier seed's line: seed, player (never qrels' 0 or a run's Q0), average rank, accuracy
_SEED = r"\d{1,3}[ \t]+(?!Q0[ \t]|0[ \t])[^\W_][\w.'\[\]-]*[ \t]+\d{1,3}\.\d{1,2}[ \t]+(?:0\.\d{2,4}|1\.0{1,4})[ \t]*"

RHYTHMGAMES = Field(
    team="a rhythm game community's tournament staff and ranking team (u78b_)",
    advice="give each source's ranking of a map's, round's, pool's or season's players (the API's scores, the "
           "qualifier results, the referees' match results, the performance points) as a run, the map or round a "
           "query (pool:owc-2024/ro16/NM1) and each player a document (player:osu/7562902), the score higher for the "
           "better player: 'MAP Q0 PLAYER RANK SCORE SOURCE'; the staff's verdicts are the qrels, 'MAP 0 PLAYER "
           "GRADE'",
    files=(
        FieldFile("an osu! beatmap (.osu: 'osu file format v14', then its [General], [Metadata], [Difficulty] and "
                  "[HitObjects] sections)",
                  "osu file format v14\n\n[General]\nAudioFilename: audio.mp3\n", 1,
                  line=r"\A\ufeff?osu file format v\d{1,2}[ \t]*\r?$"),
        FieldFile("an osu! replay (.osr: the mode, the game's version, then the beatmap's MD5, the player, the "
                  "replay's MD5 and its counts)",
                  b"\x00\x1b\xd84\x01\x0b 8f60eff5ec399e3bf50f48775848b0a3\x0b\x05mrekk\x0b 9b1c2f8e4d7a6b5c3e0f1a2b"
                  b"3c4d5e6f", 0,
                  magic=b"\x0b\x20", magic_at=5, line=r"\A[\x00-\x03][\s\S]{4}\x0b\x20[0-9a-f]{32}\x0b",
                  outputs=(".osr",)),
        FieldFile("an osu! beatmap set (.osz: a ZIP of the set's .osu beatmaps, audio and images)",
                  b"PK\x03\x04\x14\x00\x00\x00\x08\x00\x85\x90\xfcX\xfe\xc1\x91+\x1a\x02\x00\x00]\x03\x00\x004\x00"
                  b"\x00\x00Camellia - Kyouki Ranbu (Sotarks) [OWC RO16 NM1].osuUR[o", 0,
                  magic=b"PK\x03\x04", line=r"\APK\x03\x04[\s\S]{26}[^\x00/]{1,200}\.osu", outputs=(".osz",)),
        FieldFile("a beatmap's scores from the osu! API (v2, JSON: scores of accuracy, beatmap_id, ..., "
                  "legacy_total_score, max_combo, mods, pp, rank, ruleset_id, ..., user_id)",
                  '{"scores":[{"accuracy":0.98712,"beatmap_id":4228597,"classic_total_score":3064659,'
                  '"legacy_total_score":0,"pp":1102.36,"ruleset_id":0,"total_score":1021553,"user_id":7562902}]}\n',
                  1, keys=("scores", "beatmap_id", "legacy_total_score", "ruleset_id")),
        FieldFile("scores from the osu! API read as a table (accuracy, beatmap_id, classic_total_score, ..., "
                  "legacy_total_score, ..., ruleset_id, total_score, user_id)",
                  "accuracy,beatmap_id,classic_total_score,legacy_total_score,pp,ruleset_id,total_score,user_id\n"
                  "0.98712,4228597,3064659,0,1102.36,0,1021553,7562902\n", 1,
                  columns=("beatmap_id", "classic_total_score", "legacy_total_score", "ruleset_id")),
        FieldFile("a ranking from the osu! API (v2, JSON: cursor, ranking of count_300, grade_counts, hit_accuracy, "
                  "..., pp, global_rank, ..., user)",
                  '{"cursor":{"page":2},"ranking":[{"count_300":21047712,"grade_counts":{"ss":41},"hit_accuracy":'
                  '98.41,"pp":29114.6,"global_rank":1,"replays_watched_by_others":1820311}]}\n', 1,
                  keys=("ranking", "grade_counts", "hit_accuracy", "replays_watched_by_others")),
        FieldFile("a StepMania chart (.sm or .ssc: #TITLE:, #ARTIST:, ..., #BPMS:, then each chart's #NOTES:)",
                  "#TITLE:Sweet Pepper;\n#ARTIST:Camellia;\n#BPMS:0.000=190.000;\n#NOTES:\n     dance-single:\n", 1,
                  line=r"\A\ufeff?#(?:TITLE|VERSION):[^\r\n]*;[ \t]*\r?$", marks=("#BPMS:",)),
        FieldFile("a Beat Saber map's Info.dat (JSON, v2: _version, _songName, ..., _beatsPerMinute, ..., "
                  "_difficultyBeatmapSets)",
                  '{"_version":"2.0.0","_songName":"Ghost","_songAuthorName":"Camellia","_beatsPerMinute":200,'
                  '"_difficultyBeatmapSets":[]}\n', 1,
                  keys=("_version", "_songName", "_beatsPerMinute", "_difficultyBeatmapSets")),
        FieldFile("a leaderboard's scores from ScoreSaber's API (JSON: scores of id, leaderboardPlayerInfo, rank, "
                  "baseScore, modifiedScore, pp, ...)",
                  '{"scores":[{"id":81240551,"leaderboardPlayerInfo":{"id":"76561198166289091","name":"Taichidesu"},'
                  '"rank":1,"baseScore":1289453,"modifiedScore":1289453,"pp":712.41}]}\n', 1,
                  keys=("scores", "leaderboardPlayerInfo", "baseScore", "modifiedScore")),
        FieldFile("a rhythm game tournament's match results typed as text (round, map slot, player and score, "
                  "opponent and score; six fields a line that pass for a TREC run's)",
                  "RO16 NM1 mrekk 1021553 Accolibed 994120\nRO16 HD1 mrekk 987310 Accolibed 991204\n", 1,
                  line=rf"\A{_MATCH}\r?\n{_MATCH}$", lookalike=True),
        FieldFile("a rhythm game tournament's qualifier seeds typed as text (seed, player, average rank, accuracy; "
                  "four fields a line that pass for qrels')",
                  "1 mrekk 1.75 0.9871\n2 Accolibed 2.50 0.9796\n", 1,
                  line=rf"\A{_SEED}\r?\n{_SEED}$", lookalike=True),
    ))
