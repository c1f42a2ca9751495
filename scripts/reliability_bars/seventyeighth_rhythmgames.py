"""Issue 45's seventy-eighth bar of scripts/reliability_matrix.py, a rhythm game community's tournament staff and
ranking team (osu!, Beat Saber, StepMania/ITG), ranking players per map pool, round and season from scores, accuracy,
performance points and qualifier results (its cases, ids ``u78b_``, registered in its ``cases()``); the mechanics
(:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written by a persona session,
before any of its recognisers existed.)

The team's day: a beatmap's leaderboard, a round's qualifiers, a mappool slot, a season's rankings, an ITG event's
chart and a ScoreSaber leaderboard is a query (``map:osu/beatmap/4228597/scores`` the scores of an osu! beatmap by
its id; ``pool:owc-2024/ro16/NM1`` the round of 16's first NoMod map; ``leaderboard:scoresaber/612345/scores`` a
ranked Beat Saber map's leaderboard by ScoreSaber's id) and each player a document (``player:osu/7562902``, the id
space, then the player's osu! user id); the runs are the osu! API's scores, the qualifier results, the referees'
match results and the players' performance points, turned to scores in [0, 1] at four decimals.  They are fused with
RRF, Borda and CombSUM, the qualifier results weighted highest (every player plays the whole pool under the staff's
eyes), and judged against the staff's verdicts (2 a player seeded into the top two, 1 a qualified player, 0
otherwise).  The mistakes and odd files: the field's own files given where runs or qrels are read (an osu! beatmap
.osu, an osu! replay .osr, an osu! beatmap set .osz, the osu! API v2's beatmap scores and rankings answers, a
StepMania .sm chart, a Beat Saber Info.dat, ScoreSaber's leaderboard scores answer, and the match results and the
qualifier seeds as typed), and outputs named for the field's files (an osu! replay .osr, an osu! beatmap set .osz, a
StepMania chart .sm and a saved ScoreSaber scores answer).
(Left out, as they could not be checked byte for byte: qualifier results and mappool sheets as CSV (Google Sheets
exports, each tournament's own columns: no fixed format); referee logs (IRC logs of BanchoBot's !mp messages, whose
lines each IRC client writes its own way); BeatLeader's answers and Beat Saber's .bsor replays (not checked in the
time given); StepMania's and ITGmania's Stats.xml and .ssc (not needed beside .sm); osu!'s scores.db.  So the API
case given as a pandas frame is a frame of the osu! API's scores (pandas.DataFrame of its records), not a frame read
from a CSV: no rhythm game tool's CSV could be checked.)

The .osu beatmap follows osu-wiki's "Osu (file format)": the first line ``osu file format v14``, then [General] (keys
``Key: value``), [Editor], [Metadata] and [Difficulty] (``Key:value``), [Events], [TimingPoints] and [HitObjects],
CRLF line ends as osu! stable writes them.  The .osr replay follows osu-wiki's "osr (file format)": little-endian, the
mode byte, the game version (int), the beatmap's MD5, the player's name and the replay's MD5 as osu! strings (0x0b,
ULEB128 length, UTF-8), the six hit counts (shorts), the score (int), the max combo (short), the perfect byte, the mods
(int), the life bar string, the time stamp in Windows ticks (long), the compressed replay's length (int), the LZMA
stream (LZMA alone, with the RNG seed frame -12345|0|0|seed at its end) and the online score id (long).  The .osz is a
ZIP holding the set's .osu.  The osu! API v2 answers follow osu-web's API documentation (_structures/beatmap_scores.md:
{scores}; score.md: a solo score's fields accuracy, beatmap_id, ..., user_id, in the documentation's order, mods as
{acronym}, statistics keyed by lazer's hit results; rankings.md: cursor, ranking of UserStatistics with user, total),
written compact, as the API sends them.  The .sm chart follows StepMania's MSD tags (#TITLE:...; first, then timing,
then #NOTES: with its five colon-ended fields, steps type, description, difficulty, meter, radar values, and the
measures).  Beat Saber's Info.dat is the v2 info (``_version`` 2.0.0, ``_songName``, ..., ``_difficultyBeatmapSets``
with ``_beatmapCharacteristicName`` and ``_difficultyBeatmaps``), as lolPants' beatmap schema orders it; ScoreSaber's
leaderboard scores answer is {scores, metadata} (a score's id, leaderboardPlayerInfo (id, name, profilePicture,
country, permissions, role), rank, baseScore, modifiedScore, pp, weight, modifiers, multiplier, badCuts, missedNotes,
maxCombo, fullCombo, hmd, timeSet, hasReplay, then the devices; metadata's total, page, itemsPerPage), as its clients'
types declare them; compact spacing assumed for both.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import hashlib
import io
import json
import lzma
import struct
import zipfile

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

SEVENTYEIGHTH_RHYTHMGAMES = ("45 Unseen inputs: a seventy-eighth bar, a rhythm game community's tournament staff "
                             "and ranking team ranking players per map pool, round and season from scores, accuracy, "
                             "performance points and qualifier results (osu!'s beatmaps, replays, beatmap sets and "
                             "API v2 answers, StepMania charts, Beat Saber's Info.dat and ScoreSaber's answers, and "
                             "match results and qualifier seeds as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['osu_api_scores', 'qualifier_results', 'referee_match_results', 'performance_points'],
    items=['player:osu/7562902', 'player:osu/4504101', 'player:osu/12408961', 'player:osu/2558286',
           'player:osu/4787150', 'player:osu/9269034', 'player:osu/6447454', 'player:osu/10549880'],
    queries=['map:osu/beatmap/4228597/scores', 'round:owc-2024/ro16/qualifiers', 'pool:owc-2024/ro16/NM1',
             'season:2024/s2/rankings', 'chart:itg/ecs-2024/upper/songs', 'leaderboard:scoresaber/612345/scores'],
    suffix='/rescored', generator='season_rankings', judgements='staff_verdicts'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "season_rankings", "season_rankings.run")

_RECS3 = ["osu_api_scores", "qualifier_results", "referee_match_results"]
_OUT = ("season_rankings.run",)
_ONE_RUN = ("pool:owc-2024/ro16/NM1 Q0 player:osu/7562902 1 0.9731 osu_api_scores\n"
            "pool:owc-2024/ro16/NM1 Q0 player:osu/4504101 2 0.9415 osu_api_scores\n")


def _compact(document: object) -> str:
    return json.dumps(document, ensure_ascii=False, separators=(",", ":"))


# the team's files, as osu!, StepMania and Beat Saber write them, as their APIs answer, as typed
# an osu! beatmap (.osu, osu file format v14): [General] keys with a space after the colon, [Metadata] and
# [Difficulty] without, timing points and hit objects as comma-separated fields; CRLF line ends
_OSU = "\r\n".join([
    "osu file format v14", "",
    "[General]", "AudioFilename: audio.mp3", "AudioLeadIn: 0", "PreviewTime: 61204", "Countdown: 0",
    "SampleSet: Soft", "StackLeniency: 0.7", "Mode: 0", "LetterboxInBreaks: 0", "WidescreenStoryboard: 1", "",
    "[Editor]", "DistanceSpacing: 1.2", "BeatDivisor: 4", "GridSize: 32", "TimelineZoom: 1.8", "",
    "[Metadata]", "Title:Kyouki Ranbu", "TitleUnicode:Kyouki Ranbu", "Artist:Camellia", "ArtistUnicode:Camellia",
    "Creator:Sotarks", "Version:OWC RO16 NM1", "Source:", "Tags:owc tournament mappool", "BeatmapID:4228597",
    "BeatmapSetID:2013415", "",
    "[Difficulty]", "HPDrainRate:5.5", "CircleSize:4", "OverallDifficulty:9", "ApproachRate:9.4",
    "SliderMultiplier:1.8", "SliderTickRate:1", "",
    "[Events]", "//Background and Video events", '0,0,"bg.jpg",0,0', "//Break Periods", "",
    "[TimingPoints]", "1045,315.789473684211,4,2,1,60,1,0", "",
    "[HitObjects]", "256,192,1045,5,0,0:0:0:0:", "320,192,1360,1,0,0:0:0:0:", "384,192,1676,1,2,0:0:0:0:", ""])
_OSU_NAME = "Camellia - Kyouki Ranbu (Sotarks) [OWC RO16 NM1].osu"


def _osu_string(text: str) -> bytes:
    """An osu! string: 0x0b, its UTF-8 length as ULEB128, the bytes (0x00 alone for no string)."""
    data = text.encode("utf-8")
    size, leb = len(data), bytearray()
    while True:
        byte, size = size & 0x7F, size >> 7
        leb.append(byte | (0x80 if size else 0))
        if not size:
            return b"\x0b" + bytes(leb) + data


def _osu_replay() -> bytes:
    """A match's replay as osu! stable exports it (.osr, osu-wiki's "osr (file format)", all little-endian): mode 0,
    game version 20240411, the beatmap's MD5 (of the .osu above), the player's name, the replay's MD5, 300s, 100s,
    50s, gekis, katus and misses, the score, the max combo, perfect, the mods (Hidden, 8), the life bar graph, the
    time stamp in Windows ticks, the LZMA stream's length and the stream (frames w|x|y|z, the seed frame last), then
    the online score id."""
    frames = "0|256|-500|0,-1|256|-500|0,1045|256.5|191.8|5,315|320.2|192.1|10,316|384|192|5,-12345|0|0|7761254,"
    stream = lzma.compress(frames.encode("ascii"), format=lzma.FORMAT_ALONE)
    ticks = 621355968000000000 + 1723298592 * 10_000_000  # 2024-08-10 14:03:12 UTC
    return (bytes([0]) + struct.pack("<i", 20240411) + _osu_string(hashlib.md5(_OSU.encode("utf-8")).hexdigest())
            + _osu_string("mrekk") + _osu_string("9b1c2f8e4d7a6b5c3e0f1a2b3c4d5e6f")
            + struct.pack("<6H", 1842, 31, 0, 402, 24, 1) + struct.pack("<i", 9877315) + struct.pack("<H", 2689)
            + bytes([0]) + struct.pack("<i", 8) + _osu_string("1045|1,94120|0.98,188200|1,")
            + struct.pack("<q", ticks) + struct.pack("<i", len(stream)) + stream + struct.pack("<q", 4687213301))


_OSR = _osu_replay()
_OSR_NAME = "mrekk - Camellia - Kyouki Ranbu [OWC RO16 NM1] (2024-08-10) Osu.osr"


def _osu_beatmap_set() -> bytes:
    """The mappool slot's beatmap set as osu! exports it (.osz: a ZIP, local file header PK\\x03\\x04, holding the
    set's .osu files)."""
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as osz:
        osz.writestr(zipfile.ZipInfo(_OSU_NAME, date_time=(2024, 7, 28, 18, 4, 10)), _OSU.encode("utf-8"),
                     compress_type=zipfile.ZIP_DEFLATED)
    return out.getvalue()


_OSZ = _osu_beatmap_set()
_OSZ_NAME = "2013415 Camellia - Kyouki Ranbu.osz"


# the osu! API v2's beatmap scores (GET /api/v2/beatmaps/{beatmap}/scores, x-api-version 20220705 or later): {scores}
# each a solo score, its fields in the documentation's order
def _score(sid: int, user: int, acc: float, combo: int, great: int, ok: int, miss: int, pp: float, total: int,
           mods: list[str]) -> dict:
    return {"accuracy": acc, "beatmap_id": 4228597, "best_id": None, "build_id": 7942,
            "classic_total_score": total * 3, "ended_at": "2024-08-10T14:03:12Z", "has_replay": True, "id": sid,
            "is_perfect_combo": miss == 0, "legacy_perfect": miss == 0, "legacy_score_id": None,
            "legacy_total_score": 0, "max_combo": combo, "maximum_statistics": {"great": 2274, "ignore_hit": 412},
            "mods": [{"acronym": m} for m in mods], "passed": True, "pp": pp, "preserve": True, "processed": True,
            "rank": "S" if miss == 0 else "A", "ranked": True, "ruleset_id": 0,
            "started_at": "2024-08-10T14:00:41Z", "statistics": {"great": great, "ok": ok, "miss": miss},
            "total_score": total, "type": "solo_score", "user_id": user}


_SCORES = _compact({"scores": [
    _score(3612904411, 7562902, 0.98712, 2689, 2243, 31, 0, 1102.36, 1021553, ["HD"]),
    _score(3612904517, 4504101, 0.97964, 2544, 2226, 47, 1, 1041.8, 994120, ["HD"]),
    _score(3612904602, 12408961, 0.97518, 2688, 2214, 60, 0, 1013.27, 981765, [])]})
_SCORES_NAME = "beatmap_4228597_scores.json"

# the osu! API v2's performance rankings (GET /api/v2/rankings/osu/performance): cursor, ranking (UserStatistics with
# user, its country and cover), total, as rankings.md shows them
_RANKINGS = _compact({"cursor": {"page": 2}, "ranking": [
    {"count_100": 1298004, "count_300": 21047712, "count_50": 40213, "count_miss": 301846,
     "grade_counts": {"a": 1903, "s": 1102, "sh": 2117, "ss": 41, "ssh": 312}, "hit_accuracy": 98.41,
     "is_ranked": True, "level": {"current": 104, "progress": 37}, "maximum_combo": 7521, "play_count": 130512,
     "play_time": 6104230, "pp": 29114.6, "global_rank": 1, "ranked_score": 151043230125,
     "replays_watched_by_others": 1820311, "total_hits": 22387775, "total_score": 882310455120,
     "user": {"avatar_url": "https://a.ppy.sh/7562902?1718301532.jpeg", "country": {"code": "AU",
              "name": "Australia"}, "country_code": "AU", "cover": {"custom_url": None, "id": "3",
              "url": "https://osu.ppy.sh/images/headers/profile-covers/c3.jpg"}, "default_group": "default",
              "id": 7562902, "is_active": True, "is_bot": False, "is_online": False, "is_supporter": True,
              "last_visit": "2024-08-10T15:11:02+00:00", "pm_friends_only": False, "profile_colour": None,
              "username": "mrekk"}}], "total": 10000})
_RANKINGS_NAME = "rankings_osu_performance.json"

# a StepMania chart (.sm): MSD tags, #TITLE first, the timing, then #NOTES: steps type, description, difficulty, meter,
# radar values, each ending in a colon, then the measures and ';'
_SM = ("#TITLE:Sweet Pepper;\n#SUBTITLE:;\n#ARTIST:Camellia;\n#TITLETRANSLIT:;\n#SUBTITLETRANSLIT:;\n"
       "#ARTISTTRANSLIT:;\n#GENRE:;\n#CREDIT:ECS Upper;\n#BANNER:bn.png;\n#BACKGROUND:bg.png;\n#LYRICSPATH:;\n"
       "#CDTITLE:;\n#MUSIC:Sweet Pepper.ogg;\n#OFFSET:-0.009;\n#SAMPLESTART:48.000;\n#SAMPLELENGTH:12.000;\n"
       "#SELECTABLE:YES;\n#BPMS:0.000=190.000;\n#STOPS:;\n#BGCHANGES:;\n\n"
       "//---------------dance-single - ----------------\n#NOTES:\n     dance-single:\n     :\n     Challenge:\n"
       "     12:\n     0.712,0.804,0.311,0.402,0.250:\n1000\n0100\n0010\n0001\n,\n1001\n0110\n1001\n0110\n;\n")
_SM_NAME = "Sweet Pepper.sm"

# Beat Saber's Info.dat (v2 info, the keys in the schema's order), a ranked map's difficulties
_INFO_DAT = _compact({
    "_version": "2.0.0", "_songName": "Ghost", "_songSubName": "", "_songAuthorName": "Camellia",
    "_levelAuthorName": "Joetastic", "_beatsPerMinute": 200, "_songTimeOffset": 0, "_shuffle": 0,
    "_shufflePeriod": 0.5, "_previewStartTime": 12, "_previewDuration": 10, "_songFilename": "song.egg",
    "_coverImageFilename": "cover.jpg", "_environmentName": "DefaultEnvironment",
    "_difficultyBeatmapSets": [{"_beatmapCharacteristicName": "Standard", "_difficultyBeatmaps": [
        {"_difficulty": "Expert", "_difficultyRank": 7, "_beatmapFilename": "ExpertStandard.dat",
         "_noteJumpMovementSpeed": 18, "_noteJumpStartBeatOffset": 0},
        {"_difficulty": "ExpertPlus", "_difficultyRank": 9, "_beatmapFilename": "ExpertPlusStandard.dat",
         "_noteJumpMovementSpeed": 20, "_noteJumpStartBeatOffset": -0.25}]}]})
_INFO_DAT_NAME = "Info.dat"


# ScoreSaber's leaderboard scores (GET /api/leaderboard/by-id/{leaderboardId}/scores): {scores, metadata}
def _ss_score(sid: int, pid: str, name: str, country: str, rank: int, base: int, pp: float, missed: int) -> dict:
    return {"id": sid, "leaderboardPlayerInfo": {
        "id": pid, "name": name, "profilePicture": f"https://cdn.scoresaber.com/avatars/{pid}.jpg",
        "country": country, "permissions": 0, "role": None},
        "rank": rank, "baseScore": base, "modifiedScore": base, "pp": pp, "weight": 1, "modifiers": "",
        "multiplier": 1, "badCuts": 0, "missedNotes": missed, "maxCombo": 1401, "fullCombo": missed == 0, "hmd": 0,
        "timeSet": "2024-08-09T21:44:10.000Z", "hasReplay": True, "deviceHmd": "Valve Index",
        "deviceControllerLeft": "Valve Index", "deviceControllerRight": "Valve Index"}


_SCORESABER = _compact({"scores": [
    _ss_score(81240551, "76561198166289091", "Taichidesu", "US", 1, 1289453, 712.41, 0),
    _ss_score(81240312, "76561198404774259", "Bytesy", "GB", 2, 1285102, 705.93, 0),
    _ss_score(81239876, "2538637699496776", "Garsh", "US", 3, 1279884, 698.02, 1)],
    "metadata": {"total": 1211, "page": 1, "itemsPerPage": 12}})
_SCORESABER_NAME = "scoresaber_612345_scores.json"

# the match results as typed by the referee from the lobby: round, map slot, winner, score, loser, score: six fields
_MATCH_RESULTS = ("RO16 NM1 mrekk 1021553 Accolibed 994120\nRO16 HD1 mrekk 987310 Accolibed 991204\n"
                  "RO16 HR2 Accolibed 912044 mrekk 890551\nRO16 DT1 mrekk 1004390 Accolibed 962871\n")
# the qualifier seeds as typed from the staff's sheet: seed, player, average map rank, accuracy: four fields a line
_QUALIFIERS = "1 mrekk 1.75 0.9871\n2 Accolibed 2.50 0.9796\n3 lifeline 3.25 0.9752\n4 Mirash 4.10 0.9688\n"


def seventyeighth_bar_rhythmgames_cases() -> list[Case]:
    G = SEVENTYEIGHTH_RHYTHMGAMES
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="season_rankings", judgements="staff_verdicts", runs=_RECS3,
        stem="season_rankings", outputs=_OUT, item="player", rounded="referee_match_results",
        weights="{'osu_api_scores': 1.0, 'qualifier_results': 2.0, 'referee_match_results': 1.5, "
                "'performance_points': 0.5}",
        lone_query="R['performance_points']['season:2024/s2/country-rankings/AU'] = "
                   "{'player:osu/7562902': 0.9, 'player:osu/4504101': 0.4}\n",
        trust="qualifier_results 2\nosu_api_scores 1\nreferee_match_results 1\n",
        trust_dict="{'qualifier_results': 2, 'osu_api_scores': 1, 'referee_match_results': 1}",
        texts={
            "rrf": ("u78b_rrf_season_rankings",
                    "rankagg.fuse({source: {map, pool, round or season: {player: score}}}, method='rrf'): the osu! "
                    "API's scores, the qualifier results, the referees' match results and the performance points, "
                    "six rankings ('pool:owc-2024/ro16/NM1'), players as 'player:osu/7562902'"),
            "borda": ("u78b_borda_player_absent",
                      "rankagg.fuse(..., method='borda'): a player knocked out before a round or who skipped a "
                      "ranked map has no score from some sources"),
            "combsum": ("u78b_combsum_rounded_match_results",
                        "rankagg.fuse(..., method='combsum'): the referees' match results kept to one decimal "
                        "(many ties) beside the osu! API's scores and the qualifier results"),
            "fuser": ("u78b_weighted_fuser_qualifier_results",
                      "rankagg.Fuser('rrf', weights=...) per map pool, round and season: the qualifier results count "
                      "2, as every player plays the whole pool under the staff's eyes"),
            "frame": ("u78b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the staff's sheet, a row "
                      "per map, pool, round or season, player and source"),
            "evaluate": ("u78b_evaluate_staff_verdicts",
                         "rankagg.evaluate(fused ranking, the staff's verdicts, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put the top two seeds first"),
            "lone": ("u78b_performance_points_only_country_rankings",
                     "rankagg.fuse(..., method='rrf'): a country's rankings only the performance points hold, "
                     "beside pools and rounds every source covers"),
            "cli_rrf": ("u78b_cli_rrf_runs",
                        "rankagg fuse osu_api_scores.run qualifier_results.run referee_match_results.run --method "
                        "rrf -o season_rankings.run: one run per source, maps, pools and rounds as queries"),
            "cli_borda": ("u78b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the qualifier "
                          "results count double)"),
            "cli_combsum": ("u78b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the top four seeds the staff's bracket "
                            "post shows per round"),
            "cli_evaluate": ("u78b_cli_evaluate_staff_verdicts_qrels",
                             "rankagg evaluate season_rankings.run --qrels staff_verdicts.qrels -m ndcg_cut.5 -m "
                             "map: the fused ranking against the staff's verdicts (0-2)"),
            "cli_parquet": ("u78b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o season_rankings.parquet: gzipped runs from the "
                            "staff's scripts, a Parquet table for the season's ranking post")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u78b_osu_beatmap_as_run", "a mappool slot's osu! beatmap (.osu: 'osu file format v14', then [General], "
         "[Editor], [Metadata], [Difficulty], [Events], [TimingPoints], [HitObjects])", _OSU_NAME, _OSU, "osu!",
         f"{_OSU_NAME}:1"),
        ("u78b_osu_replay_as_run", "a match's osu! replay (.osr: mode byte, game version, beatmap MD5, player and "
         "replay MD5 as 0x0b strings, hit counts, score, combo, mods, life bar, ticks, LZMA stream, score id)",
         _OSR_NAME, _OSR, "osu!", _OSR_NAME),
        ("u78b_osu_beatmap_set_as_run", "a mappool slot's osu! beatmap set (.osz: a ZIP holding the set's .osu "
         "files)", _OSZ_NAME, _OSZ, "osu!", _OSZ_NAME),
        ("u78b_osu_api_scores_as_run", "a beatmap's leaderboard as the osu! API v2 answers it (JSON: scores, each "
         "accuracy, beatmap_id, ..., mods, pp, rank, statistics, total_score, type, user_id)", _SCORES_NAME,
         _SCORES, "osu!", f"{_SCORES_NAME}:1"),
        ("u78b_osu_api_rankings_as_run", "the performance rankings as the osu! API v2 answers them (JSON: cursor, "
         "ranking of user statistics, pp, global_rank, hit_accuracy, user, then total)", _RANKINGS_NAME, _RANKINGS,
         "osu!", f"{_RANKINGS_NAME}:1"),
        ("u78b_stepmania_chart_as_run", "an ITG event's StepMania chart (.sm: #TITLE:...; and the MSD tags, then "
         "#NOTES: dance-single, difficulty, meter, radar values and the measures)", _SM_NAME, _SM, "StepMania",
         f"{_SM_NAME}:1"),
        ("u78b_beat_saber_info_dat_as_run", "a ranked map's Beat Saber Info.dat (JSON: _version 2.0.0, _songName, "
         "..., _difficultyBeatmapSets)", _INFO_DAT_NAME, _INFO_DAT, "Beat Saber", f"{_INFO_DAT_NAME}:1"),
        ("u78b_scoresaber_scores_as_run", "a ranked map's leaderboard as ScoreSaber's API answers it (JSON: scores, "
         "each id, leaderboardPlayerInfo, rank, baseScore, modifiedScore, pp, ..., then metadata)",
         _SCORESABER_NAME, _SCORESABER, "ScoreSaber", f"{_SCORESABER_NAME}:1"),
        ("u78b_match_results_as_run", "the match results as typed by the referee (six fields a line: round, map "
         "slot, winner, score, loser, score)", "match_results.txt", _MATCH_RESULTS, "match results",
         "match_results.txt:1"),
        ("u78b_qualifier_seeds_as_run", "the qualifier seeds as typed from the staff's sheet (four fields a line: "
         "seed, player, average map rank, accuracy)", "qualifier_seeds.txt", _QUALIFIERS, "qualifier",
         "qualifier_seeds.txt:1")],
        one_run=("osu_api_scores.run", _ONE_RUN), stem="season_rankings",
        text_why="trec_eval refuses a line of other than six fields, and a typed match result's six are a round, a "
                 "map slot, two players and their scores, not a run's; the file is the field's own, named by what it "
                 "is (a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; an osu! replay's or beatmap set's bytes read as lines give no ranking: "
                   "named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u78b_qualifier_seeds_as_qrels", "qualifier_seeds.txt", _QUALIFIERS, "qualifier"),
        ("u78b_match_results_as_qrels", "match_results.txt", _MATCH_RESULTS, "match results"),
        ("u78b_osu_api_scores_as_qrels", _SCORES_NAME, _SCORES, "osu!"),
        ("u78b_scoresaber_scores_as_qrels", _SCORESABER_NAME, _SCORESABER, "ScoreSaber")],
        one_run=("osu_api_scores.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u78b_out_osu_replay_osr", "season_rankings.osr", "an osu! replay (.osr)"),
        ("u78b_out_osu_beatmap_set_osz", "season_rankings.osz", "an osu! beatmap set (.osz)"),
        ("u78b_out_stepmania_chart_sm", "season_rankings.sm", "a StepMania chart (.sm)"),
        ("u78b_out_scoresaber_scores_json", "leaderboard.scoresaber.json",
         "a saved ScoreSaber leaderboard scores answer (JSON)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=78"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u78b_api_osu_scores_document",
            "rankagg.fuse(json.load(beatmap_4228597_scores.json)): a beatmap's leaderboard as the osu! API v2 "
            "answers it, loaded in Python, given as the runs",
            f"import json, rankagg\nrankagg.fuse(json.load(open('{_SCORES_NAME}', encoding='utf-8')), "
            "method='rrf')\n",
            "osu!", why="a run maps a query to {document: score}; the osu! API's answer is {scores: [...]}, each "
            "score a record of accuracy, beatmap_id, mods, pp, rank, statistics, total_score and user_id",
            files={_SCORES_NAME: _SCORES}),
        bad("u78b_api_osu_scores_frame",
            "rankagg.fuse(pd.DataFrame(scores of beatmap_4228597_scores.json)): a beatmap's leaderboard as the osu! "
            "API v2 answers it (accuracy, beatmap_id, best_id, ..., pp, rank, ..., user_id) given as runs",
            "import json, pandas as pd, rankagg\n"
            f"rows = json.load(open('{_SCORES_NAME}', encoding='utf-8'))['scores']\n"
            "rankagg.fuse(pd.DataFrame(rows), method='borda')\n",
            "osu!", why="a table of runs has qid, docid, run and score columns; the osu! API's scores are a score "
            "per row: the beatmap, the user, accuracy, pp, rank, mods and hit statistics",
            files={_SCORES_NAME: _SCORES}),
    ]
    return cases
