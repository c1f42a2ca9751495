"""Issue 45's eighty-ninth bar of scripts/reliability_matrix.py, an anime and manga fan community's season-chart
editors and its club's watch-list committee, ranking series per season, genre and poll from viewers' scores,
popularity, episode ratings and the members' votes (its cases, ids ``u89b_``, registered in its ``cases()``); the
mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written by a persona
session, before any of its recognisers existed.)

The team's day: a season's chart, a genre's poll, the club's year poll, the committee's watch list and one episode's
ratings are each a query (``season:2023/fall/chart`` the editors' chart of a season; ``episode:mal/52991/ep/18/ratings``
the ratings of one episode of MyAnimeList's anime 52991) and each series a document (``anime:mal/52991``, the id
space, then the series' MyAnimeList id); the runs are MyAnimeList's scores, AniList's scores, the episode ratings and
the members' votes, turned to scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM,
MyAnimeList's scores weighted highest (the most viewers score there), and judged against the committee's picks (2 a
series on the club's watch list, 1 a shortlisted series, 0 otherwise).  The mistakes and odd files: the field's own
files given where runs or qrels are read (a MyAnimeList list export, AniList's GraphQL answer, Kitsu's JSON:API
answer, the anime-offline-database, AniDB's titles dump, an episode's ASS subtitles and its MKV from the same folder,
and the editors' season chart, a member's ballot and the committee's tally as typed), and outputs named for the
field's files (ASS and SRT subtitles, a Matroska episode, a MyAnimeList export's name).

Checked against stored public text: MyAnimeList's list export (animelist_<unix time>_-_<user id>.xml, as many
scripts name the file they read): the prolog '<?xml version="1.0" encoding="UTF-8" ?>', the comment 'Created by XML
Export feature at MyAnimeList.net' / 'Version 1.1.0', the root myanimelist, myinfo (user_id, user_name,
user_export_type 1, user_total_anime, _watching, _completed, _onhold, _dropped, _plantowatch), then an anime element
per entry in the export's order (series_animedb_id, series_title in CDATA, series_type, series_episodes, my_id,
my_watched_episodes, my_start_date, my_finish_date, my_rated, my_score, my_storage, my_storage_value, my_status,
my_comments, my_times_watched, my_rewatch_value, my_priority, my_tags, my_rewatching, my_rewatching_ep, my_discuss,
my_sns, update_on_import), tab-indented (the tab depth is assumed).  Kitsu's answer (api/edge/anime, JSON:API: data
of id, type, links.self, attributes; meta.count; links first, next, last), its attributes in Kitsu's order
(createdAt, updatedAt, slug, ..., canonicalTitle, abbreviatedTitles, averageRating, ..., userCount, favoritesCount,
startDate, endDate, ..., popularityRank, ratingRank, ..., subtype, status, ..., episodeCount), asked with a sparse
fieldset (fields[anime]), so the other attributes and the relationships are absent.  The anime-offline-database (the
README's example: $schema, license name and url, repository, scoreRange, lastUpdate, then data, each entry's
sources, title, type, episodes, status, animeSeason, picture, thumbnail, duration, score, synonyms, studios,
producers, relatedAnime, tags), pretty-printed with two spaces as the dataset ships it.  AniDB's titles dump
(anime-titles.dat): three comment lines ('# created: ' and ctime, '# <aid>|<type>|<language>|<title>', the type
legend), then aid|type|language|title lines.  Kaggle's anime.csv (the Anime Recommendations Database scraped from
MyAnimeList): anime_id,name,genre,type,episodes,rating,members.  AniList's answer has the shape of any GraphQL
answer of its Page query (data.Page.pageInfo, then media, each field in the order asked: id, idMal, title romaji and
english, format, season, seasonYear, episodes, averageScore, meanScore, popularity, favourites), compact as the API
sends it.  From the formats' own documentation (not from a stored file): the ASS subtitle as Aegisub saves it (a
UTF-8 BOM, [Script Info] with its two comment lines, ScriptType v4.00+, [V4+ Styles] and [Events] with their Format
lines; '\\n' line ends assumed) and the MKV's first bytes (Matroska's EBML header 1A 45 DF A3 with EBMLVersion 1,
EBMLReadVersion 1, EBMLMaxIDLength 4, EBMLMaxSizeLength 8, DocType 'matroska', DocTypeVersion 4, DocTypeReadVersion
2, as mkvmerge writes it, then the Segment 18 53 80 67 with an 8-byte size and its Info: TimestampScale, MuxingApp,
WritingApp, Duration as a double, Title).
(Left out, as they could not be checked byte for byte: Shikimori's API answers (no stored answer); AniDB's HTTP API
XML and its UDP answers; MyAnimeList's API v2 answers and the list's load.json; AniList's and Kitsu's own list
exports (no stored file); Anime-Planet's and Simkl's exports; fansub groups' release XDCC lists.  So the frame case
reads Kaggle's anime.csv, the one anime CSV whose columns are documented.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import json
import struct

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

EIGHTYNINTH_ANIME = ("45 Unseen inputs: an eighty-ninth bar, an anime and manga fan community's season-chart "
                     "editors and its club's watch-list committee ranking series per season, genre and poll from "
                     "viewers' scores, popularity, episode ratings and the members' votes (MyAnimeList's exports, "
                     "AniList's and Kitsu's API answers, the anime-offline-database, AniDB's titles dump, ASS "
                     "subtitles and MKV episodes, and season charts, ballots and tallies as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['mal_scores', 'anilist_scores', 'episode_ratings', 'member_votes'],
    items=['anime:mal/52991', 'anime:mal/54492', 'anime:mal/51009', 'anime:mal/52347', 'anime:mal/5114',
           'anime:mal/9253', 'anime:mal/41467', 'anime:mal/11061'],
    queries=['season:2023/fall/chart', 'season:2024/winter/chart', 'genre:fantasy/2023/poll',
             'poll:club/2023/best-of-year', 'watchlist:club/2024/q1/committee', 'episode:mal/52991/ep/18/ratings'],
    suffix='/revised', generator='season_chart', judgements='committee_picks'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "season_chart", "season_chart.run")

_RECS3 = ["mal_scores", "anilist_scores", "member_votes"]
_OUT = ("season_chart.run",)
_ONE_RUN = ("season:2023/fall/chart Q0 anime:mal/52991 1 0.9412 mal_scores\n"
            "season:2023/fall/chart Q0 anime:mal/54492 2 0.8873 mal_scores\n")


def _compact(document: object) -> str:
    return json.dumps(document, ensure_ascii=False, separators=(",", ":"))


# the team's files, as the trackers export and answer, as the databases ship, as the episode folder holds, as typed
# MyAnimeList's list export (Profile, Export: animelist_<unix time>_-_<user id>.xml, gzipped for download)
def _mal_entry(mid: int, title: str, kind: str, episodes: int, watched: int, start: str, finish: str, score: int,
               status: str) -> str:
    rows = [("series_animedb_id", mid), ("series_title", f"<![CDATA[{title}]]>"), ("series_type", kind),
            ("series_episodes", episodes), ("my_id", 0), ("my_watched_episodes", watched), ("my_start_date", start),
            ("my_finish_date", finish), ("my_rated", ""), ("my_score", score), ("my_storage", ""),
            ("my_storage_value", "0.00"), ("my_status", status), ("my_comments", "<![CDATA[]]>"),
            ("my_times_watched", 0), ("my_rewatch_value", ""), ("my_priority", "LOW"), ("my_tags", "<![CDATA[]]>"),
            ("my_rewatching", 0), ("my_rewatching_ep", 0), ("my_discuss", 1), ("my_sns", "default"),
            ("update_on_import", 0)]
    return ("\t\t\t\t<anime>\n" + "".join(f"\t\t\t\t\t<{k}>{v}</{k}>\n" for k, v in rows) + "\t\t\t\t</anime>\n"
            "\t\t\t\n")


_MAL_EXPORT = ('<?xml version="1.0" encoding="UTF-8" ?>\n\t\t<!--\n\t\t Created by XML Export feature at '
               'MyAnimeList.net\n\t\t Version 1.1.0\n\t\t-->\n\n\t\t<myanimelist>\n\n\t\t\t<myinfo>\n'
               "\t\t\t\t<user_id>8812345</user_id>\n\t\t\t\t<user_name>seasonchart_club</user_name>\n"
               "\t\t\t\t<user_export_type>1</user_export_type>\n\t\t\t\t<user_total_anime>3</user_total_anime>\n"
               "\t\t\t\t<user_total_watching>1</user_total_watching>\n"
               "\t\t\t\t<user_total_completed>2</user_total_completed>\n"
               "\t\t\t\t<user_total_onhold>0</user_total_onhold>\n\t\t\t\t<user_total_dropped>0</user_total_dropped>\n"
               "\t\t\t\t<user_total_plantowatch>0</user_total_plantowatch>\n\t\t\t</myinfo>\n\n"
               + _mal_entry(52991, "Sousou no Frieren", "TV", 28, 28, "2023-09-29", "2024-03-22", 10, "Completed")
               + _mal_entry(54492, "Kusuriya no Hitorigoto", "TV", 24, 24, "2023-10-22", "2024-03-23", 9,
                            "Completed")
               + _mal_entry(52347, "Shangri-La Frontier: Kusoge Hunter, Kamige ni Idoman to su", "TV", 25, 18,
                            "2023-10-01", "0000-00-00", 8, "Watching")
               + "\t\t</myanimelist>\n")
_MAL_NAME = "animelist_1715400000_-_8812345.xml"

# AniList's GraphQL answer (graphql.anilist.co, query Page(perPage: 3) { pageInfo { total currentPage lastPage
# hasNextPage perPage } media(season: FALL, seasonYear: 2023, type: ANIME, sort: POPULARITY_DESC) { id idMal title {
# romaji english } format season seasonYear episodes averageScore meanScore popularity favourites } }), compact
_ANILIST = _compact({"data": {"Page": {
    "pageInfo": {"total": 5000, "currentPage": 1, "lastPage": 1667, "hasNextPage": True, "perPage": 3},
    "media": [
        {"id": 154587, "idMal": 52991, "title": {"romaji": "Sousou no Frieren",
                                                 "english": "Frieren: Beyond Journey\u2019s End"},
         "format": "TV", "season": "FALL", "seasonYear": 2023, "episodes": 28, "averageScore": 91, "meanScore": 91,
         "popularity": 512344, "favourites": 61208},
        {"id": 161645, "idMal": 54492, "title": {"romaji": "Kusuriya no Hitorigoto",
                                                 "english": "The Apothecary Diaries"},
         "format": "TV", "season": "FALL", "seasonYear": 2023, "episodes": 24, "averageScore": 89, "meanScore": 89,
         "popularity": 298117, "favourites": 22506},
        {"id": 151970, "idMal": 52347, "title": {"romaji": "Shangri-La Frontier: Kusoge Hunter, Kamige ni Idoman to "
                                                 "su", "english": "Shangri-La Frontier"},
         "format": "TV", "season": "FALL", "seasonYear": 2023, "episodes": 25, "averageScore": 80, "meanScore": 80,
         "popularity": 188420, "favourites": 5377}]}}})
_ANILIST_NAME = "anilist_fall2023_popular.json"


# Kitsu's JSON:API answer (kitsu.io/api/edge/anime?filter[season]=fall&filter[seasonYear]=2023&sort=-userCount
# &fields[anime]=...), attributes in Kitsu's order, compact
def _kitsu(kid: str, slug: str, title: str, rating: str, users: int, favs: int, start: str, end: str, pop: int,
           rank: int, episodes: int) -> dict:
    return {"id": kid, "type": "anime", "links": {"self": f"https://kitsu.io/api/edge/anime/{kid}"},
            "attributes": {"slug": slug, "canonicalTitle": title, "averageRating": rating, "userCount": users,
                           "favoritesCount": favs, "startDate": start, "endDate": end, "popularityRank": pop,
                           "ratingRank": rank, "subtype": "TV", "status": "finished", "episodeCount": episodes}}


_KITSU = _compact({"data": [
    _kitsu("46474", "sousou-no-frieren", "Sousou no Frieren", "88.21", 24516, 1311, "2023-09-29", "2024-03-22",
           1402, 2, 28),
    _kitsu("47093", "kusuriya-no-hitorigoto", "Kusuriya no Hitorigoto", "85.74", 14803, 502, "2023-10-22",
           "2024-03-23", 2075, 31, 24)],
    "meta": {"count": 118},
    "links": {"first": "https://kitsu.io/api/edge/anime?page%5Blimit%5D=2&page%5Boffset%5D=0",
              "next": "https://kitsu.io/api/edge/anime?page%5Blimit%5D=2&page%5Boffset%5D=2",
              "last": "https://kitsu.io/api/edge/anime?page%5Blimit%5D=2&page%5Boffset%5D=116"}})
_KITSU_NAME = "kitsu_fall2023.json"

# the anime-offline-database (manami-project), pretty-printed with two spaces as anime-offline-database.json ships
_AOD = json.dumps({
    "$schema": "https://raw.githubusercontent.com/manami-project/anime-offline-database/refs/tags/2025-18/"
               "anime-offline-database.schema.json",
    "license": {"name": "Open Data Commons Open Database License (ODbL) v1.0 + Database Contents License (DbCL) v1.0",
                "url": "https://github.com/manami-project/anime-offline-database/blob/2025-18/LICENSE"},
    "repository": "https://github.com/manami-project/anime-offline-database",
    "scoreRange": {"minInclusive": 1.0, "maxInclusive": 10.0},
    "lastUpdate": "2025-05-02",
    "data": [{
        "sources": ["https://anidb.net/anime/17617", "https://anilist.co/anime/154587",
                    "https://kitsu.app/anime/46474", "https://myanimelist.net/anime/52991"],
        "title": "Sousou no Frieren", "type": "TV", "episodes": 28, "status": "FINISHED",
        "animeSeason": {"season": "FALL", "year": 2023},
        "picture": "https://cdn.myanimelist.net/images/anime/1015/138006.jpg",
        "thumbnail": "https://cdn.myanimelist.net/images/anime/1015/138006t.jpg",
        "duration": {"value": 1440, "unit": "SECONDS"},
        "score": {"arithmeticGeometricMean": 9.052113571301456, "arithmeticMean": 9.05225, "median": 9.06},
        "synonyms": ["Frieren", "Frieren: Beyond Journey\u2019s End",
                     "\u846c\u9001\u306e\u30d5\u30ea\u30fc\u30ec\u30f3"],
        "studios": ["madhouse"], "producers": ["aniplex", "shogakukan"],
        "relatedAnime": ["https://anilist.co/anime/170068", "https://myanimelist.net/anime/56805"],
        "tags": ["adventure", "drama", "fantasy", "shounen"]}]}, ensure_ascii=False, indent=2) + "\n"
_AOD_NAME = "anime-offline-database.json"

# AniDB's titles dump (anidb.net/api/anime-titles.dat.gz, gunzipped): three comment lines, then aid|type|lang|title
_ANIDB_TITLES = ("# created: Sat May 11 02:00:01 2024\n# <aid>|<type>|<language>|<title>\n"
                 "# type: 1=primary title (one per anime), 2=synonyms (multiple per anime), 3=shorttitles (multiple "
                 "per anime), 4=official title (one per language)\n"
                 "17617|1|x-jat|Sousou no Frieren\n17617|4|en|Frieren: Beyond Journey's End\n"
                 "17617|4|ja|\u846c\u9001\u306e\u30d5\u30ea\u30fc\u30ec\u30f3\n17617|3|x-jat|Frieren\n")
_ANIDB_NAME = "anime-titles.dat"

# an episode's subtitles as Aegisub saves them (.ass, Advanced SubStation Alpha v4.00+), UTF-8 with a BOM
_ASS = ("\ufeff[Script Info]\n; Script generated by Aegisub 3.2.2\n; http://www.aegisub.org/\n"
        "Title: Sousou no Frieren - 18\nScriptType: v4.00+\nWrapStyle: 0\nScaledBorderAndShadow: yes\n"
        "YCbCr Matrix: TV.709\nPlayResX: 1920\nPlayResY: 1080\n\n[V4+ Styles]\n"
        "Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, "
        "Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, "
        "MarginR, MarginV, Encoding\n"
        "Style: Default,Arial,72,&H00FFFFFF,&H000000FF,&H00000000,&H00000000,0,0,0,0,100,100,0,0,1,3.6,1.5,2,"
        "120,120,60,1\n\n[Events]\n"
        "Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text\n"
        "Dialogue: 0,0:00:02.10,0:00:04.35,Default,Frieren,0,0,0,,The first-class mage exam begins today.\n"
        "Dialogue: 0,0:00:04.60,0:00:07.02,Default,Fern,0,0,0,,Please don't oversleep, Frieren-sama.\n")
_ASS_NAME = "Sousou_no_Frieren_-_18.ass"


def _ebml(eid: bytes, payload: bytes) -> bytes:
    """An EBML element: its id, its size as a one-byte VINT (sizes below 127), its payload."""
    assert len(payload) < 127
    return eid + bytes([0x80 | len(payload)]) + payload


def _mkv() -> bytes:
    """An episode as mkvmerge writes it (.mkv, Matroska): the EBML header (1A 45 DF A3: EBMLVersion 1,
    EBMLReadVersion 1, EBMLMaxIDLength 4, EBMLMaxSizeLength 8, DocType 'matroska', DocTypeVersion 4,
    DocTypeReadVersion 2), then the Segment (18 53 80 67, its size an 8-byte VINT) and its Info (15 49 A9 66:
    TimestampScale 1000000, MuxingApp, WritingApp, Duration in ms as a double, Title)."""
    header = (_ebml(b"\x42\x86", b"\x01") + _ebml(b"\x42\xf7", b"\x01") + _ebml(b"\x42\xf2", b"\x04")
              + _ebml(b"\x42\xf3", b"\x08") + _ebml(b"\x42\x82", b"matroska") + _ebml(b"\x42\x87", b"\x04")
              + _ebml(b"\x42\x85", b"\x02"))
    info = _ebml(b"\x15\x49\xa9\x66", _ebml(b"\x2a\xd7\xb1", struct.pack(">I", 1000000)[1:])
                 + _ebml(b"\x4d\x80", b"libebml v1.4.4 + libmatroska v1.7.1")
                 + _ebml(b"\x57\x41", b"mkvmerge v80.0 ('Roundabout') 64-bit")
                 + _ebml(b"\x44\x89", struct.pack(">d", 1440064.0))
                 + _ebml(b"\x7b\xa9", b"Sousou no Frieren - 18"))
    return (_ebml(b"\x1a\x45\xdf\xa3", header) + b"\x18\x53\x80\x67" + b"\x01" + len(info).to_bytes(7, "big")
            + info)


_MKV = _mkv()
_MKV_NAME = "Sousou_no_Frieren_-_18.mkv"

# the editors' season chart as typed: rank, MyAnimeList id, title, MAL score, MAL members, AniList score: six fields
_CHART = ("1 52991 Sousou_no_Frieren 9.31 1043211 91\n2 54492 Kusuriya_no_Hitorigoto 8.89 602335 89\n"
          "3 52347 Shangri-La_Frontier 8.02 351870 80\n4 53887 Spy_x_Family_S2 8.16 448101 82\n")
# a member's ballot as typed for the club's poll: rank, MyAnimeList id, title, points: four fields a line
_BALLOT = ("1 52991 Frieren 10\n2 54492 Apothecary_Diaries 8\n3 51009 Jujutsu_Kaisen_S2 6\n4 52347 Shangri-La 5\n")
# the committee's tally as typed: place, MyAnimeList id, title, first-place votes, points, ballots: six fields
_TALLY = ("1 52991 Frieren 14 212 31\n2 54492 Apothecary_Diaries 9 187 31\n3 51009 Jujutsu_Kaisen_S2 5 141 29\n"
          "4 52347 Shangri-La 3 98 27\n")

# Kaggle's anime.csv (the Anime Recommendations Database, scraped from MyAnimeList): its header and first rows
_KAGGLE = ('anime_id,name,genre,type,episodes,rating,members\n'
           '32281,Kimi no Na wa.,"Drama, Romance, School, Supernatural",Movie,1,9.37,200630\n'
           '5114,Fullmetal Alchemist: Brotherhood,"Action, Adventure, Drama, Fantasy, Magic, Military, Shounen",TV,'
           '64,9.26,793665\n'
           '28977,Gintama°,"Action, Comedy, Historical, Parody, Samurai, Sci-Fi, Shounen",TV,51,9.25,114262\n')


def eightyninth_bar_anime_cases() -> list[Case]:
    G = EIGHTYNINTH_ANIME
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="season_chart", judgements="committee_picks", runs=_RECS3,
        stem="season_chart", outputs=_OUT, item="series", rounded="member_votes",
        weights="{'mal_scores': 2.0, 'anilist_scores': 1.0, 'member_votes': 1.5, 'episode_ratings': 0.5}",
        lone_query="R['episode_ratings']['episode:mal/54492/ep/12/ratings'] = "
                   "{'anime:mal/54492': 0.9, 'anime:mal/52991': 0.4}\n",
        trust="mal_scores 2\nanilist_scores 1\nmember_votes 1\n",
        trust_dict="{'mal_scores': 2, 'anilist_scores': 1, 'member_votes': 1}",
        texts={
            "rrf": ("u89b_rrf_season_chart",
                    "rankagg.fuse({source: {season, genre, poll or watch list: {series: score}}}, method='rrf'): "
                    "MyAnimeList's and AniList's scores, the episode ratings and the members' votes, six rankings "
                    "('season:2023/fall/chart'), series as 'anime:mal/52991'"),
            "borda": ("u89b_borda_series_unscored",
                      "rankagg.fuse(..., method='borda'): a series too new or too niche has no score from some "
                      "sources"),
            "combsum": ("u89b_combsum_rounded_member_votes",
                        "rankagg.fuse(..., method='combsum'): the members' votes kept to one decimal (many ties) "
                        "beside MyAnimeList's and AniList's scores"),
            "fuser": ("u89b_weighted_fuser_mal_scores",
                      "rankagg.Fuser('rrf', weights=...) per season, genre and poll: MyAnimeList's scores count 2, "
                      "as most viewers score there"),
            "frame": ("u89b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the editors' sheet, a row "
                      "per season or poll, series and source"),
            "evaluate": ("u89b_evaluate_committee_picks",
                         "rankagg.evaluate(fused ranking, the committee's picks, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused chart put the watch list's series first"),
            "lone": ("u89b_episode_ratings_only_episode",
                     "rankagg.fuse(..., method='rrf'): one episode's ratings only the episode ratings hold, beside "
                     "seasons and polls every source covers"),
            "cli_rrf": ("u89b_cli_rrf_runs",
                        "rankagg fuse mal_scores.run anilist_scores.run member_votes.run --method rrf "
                        "-o season_chart.run: one run per source, seasons, genres and polls as queries"),
            "cli_borda": ("u89b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: MyAnimeList's "
                          "scores count double)"),
            "cli_combsum": ("u89b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the top four the season post shows"),
            "cli_evaluate": ("u89b_cli_evaluate_committee_picks_qrels",
                             "rankagg evaluate season_chart.run --qrels committee_picks.qrels -m ndcg_cut.5 -m "
                             "map: the fused chart against the committee's picks (0-2)"),
            "cli_parquet": ("u89b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o season_chart.parquet: gzipped runs from the "
                            "editors' scripts, a Parquet table for the season post")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u89b_mal_export_as_run", "a member's list as MyAnimeList exports it (XML: the export's comment, "
         "myanimelist, myinfo, then anime elements: series_animedb_id, series_title, ..., my_score, my_status, ...)",
         _MAL_NAME, _MAL_EXPORT, "MyAnimeList", named_at(_MAL_NAME, _MAL_EXPORT)),
        ("u89b_anilist_page_as_run", "a season's most popular series as AniList's GraphQL API answers them (JSON: "
         "data.Page pageInfo, then media id, idMal, title, format, season, ..., averageScore, popularity)",
         _ANILIST_NAME, _ANILIST, "AniList", f"{_ANILIST_NAME}:1"),
        ("u89b_kitsu_anime_as_run", "a season's series as Kitsu's API answers them (JSON:API: data of id, type, "
         "links, attributes slug, canonicalTitle, averageRating, userCount, ...; meta.count; links)", _KITSU_NAME,
         _KITSU, "Kitsu", f"{_KITSU_NAME}:1"),
        ("u89b_offline_database_as_run", "the anime-offline-database as it ships (JSON: $schema, license, "
         "repository, scoreRange, lastUpdate, data of sources, title, type, episodes, ..., score, tags)", _AOD_NAME,
         _AOD, "anime-offline-database", f"{_AOD_NAME}:1"),
        ("u89b_anidb_titles_as_run", "AniDB's titles dump (anime-titles.dat: '# created', '# <aid>|<type>|"
         "<language>|<title>', the type legend, then aid|type|language|title lines)", _ANIDB_NAME, _ANIDB_TITLES,
         "AniDB", f"{_ANIDB_NAME}:1"),
        ("u89b_ass_subtitles_as_run", "an episode's subtitles left in the season's folder (.ass as Aegisub saves "
         "it: a BOM, [Script Info], ScriptType v4.00+, [V4+ Styles], [Events] and Dialogue lines)", _ASS_NAME,
         _ASS, "ASS", f"{_ASS_NAME}:1"),
        ("u89b_mkv_episode_as_run", "an episode's video left in the season's folder (.mkv: the EBML header 1A 45 "
         "DF A3, DocType 'matroska', the Segment and its Info as mkvmerge writes them)", _MKV_NAME, _MKV,
         "Matroska", _MKV_NAME),
        ("u89b_season_chart_as_run", "the editors' season chart as typed (six fields a line: rank, MyAnimeList "
         "id, title, MAL score, members, AniList score)", "season_chart_fall2023.txt", _CHART, "season chart",
         "season_chart_fall2023.txt:1"),
        ("u89b_ballot_as_run", "a member's ballot as typed (four fields a line: rank, MyAnimeList id, title, "
         "points)", "ballot_member17.txt", _BALLOT, "ballot", "ballot_member17.txt:1"),
        ("u89b_committee_tally_as_run", "the committee's tally as typed (six fields a line: place, MyAnimeList id, "
         "title, first-place votes, points, ballots)", "committee_tally.txt", _TALLY, "tally",
         "committee_tally.txt:1")],
        one_run=("mal_scores.run", _ONE_RUN), stem="season_chart",
        text_why="trec_eval refuses a line of other than six fields, and a typed chart line's six are a rank, a "
                 "series id, its title and three scores, not a run's; the file is the field's own, named by what it "
                 "is (a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a Matroska episode's EBML read as lines gives no ranking: named by what "
                   "it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u89b_ballot_as_qrels", "ballot_member17.txt", _BALLOT, "ballot"),
        ("u89b_committee_tally_as_qrels", "committee_tally.txt", _TALLY, "tally"),
        ("u89b_mal_export_as_qrels", _MAL_NAME, _MAL_EXPORT, "MyAnimeList"),
        ("u89b_anilist_page_as_qrels", _ANILIST_NAME, _ANILIST, "AniList")],
        one_run=("mal_scores.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u89b_out_ass_subtitles", "Sousou_no_Frieren_-_19.ass", "an ASS subtitle file (Aegisub's .ass)"),
        ("u89b_out_srt_subtitles", "Sousou_no_Frieren_-_19.srt", "a SubRip subtitle file (.srt)"),
        ("u89b_out_mkv_episode", "Sousou_no_Frieren_-_19.mkv", "a Matroska episode (.mkv)"),
        ("u89b_out_mal_export_xml", "animelist_1715486400_-_8812345.xml",
         "a MyAnimeList list export (animelist_<time>_-_<user id>.xml)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=89"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u89b_api_anilist_page_document",
            "rankagg.fuse(json.load(anilist_fall2023_popular.json)): a season's most popular series as AniList's "
            "GraphQL API answers them, loaded in Python, given as the runs",
            f"import json, rankagg\nrankagg.fuse(json.load(open('{_ANILIST_NAME}', encoding='utf-8')), "
            "method='rrf')\n",
            "AniList", why="a run maps a query to {document: score}; AniList's answer is a GraphQL envelope, data "
            "then the Page, its pageInfo and its media, each a series' ids, titles, format, season and scores",
            files={_ANILIST_NAME: _ANILIST}),
        bad("u89b_api_kaggle_anime_csv_frame",
            "rankagg.fuse(pd.read_csv('anime.csv')): Kaggle's anime.csv scraped from MyAnimeList (anime_id, name, "
            "genre, type, episodes, rating, members) given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('anime.csv'), method='borda')\n",
            "MyAnimeList", why="a table of runs has qid, docid, run and score columns; anime.csv is a series per row: "
            "MyAnimeList's id, name, genres, type, episodes, its mean rating and its members",
            files={"anime.csv": _KAGGLE}),
    ]
    return cases
