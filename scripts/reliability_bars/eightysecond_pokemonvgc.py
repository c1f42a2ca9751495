"""Issue 45's eighty-second bar of scripts/reliability_matrix.py, a competitive Pokémon community (VGC and Smogon
singles): tournament organisers, a ranking panel and a usage statistics team, ranking players and teams per event,
format and month from Swiss records, Showdown ladder ratings and usage (its cases, ids ``u82b_``, registered in its
``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.
(Written by a persona session, before any of its recognisers existed.)

The team's day: an event's standings, a format's month of usage, a ladder's month, a region's ballots is a query
(``event:limitless/66a1f0c2e4b0d91a7c3e5f10/standings`` a Limitless tournament's standings by its id;
``format:gen9vgc2024regg/2024-07/usage`` a month of a Showdown format; ``ladder:gen9vgc2024regg/2024-07`` the ladder's
month; ``region:na/2024/ballots`` the panel's ballots) and each player a document (``player:showdown/wolfeglick``, the
id space, then the player's Showdown user id); the runs are Limitless's Swiss standings, the Showdown ladder's
ratings, the panel's ballots and Smogon's usage of each player's team, turned to scores in [0, 1] at four decimals.
They are fused with RRF, Borda and CombSUM, Limitless's standings weighted highest (every event's Swiss record,
verified by its organiser), and judged against the panel's verdicts (2 a player in the region's top two, 1 a ranked
player, 0 otherwise).  The mistakes and odd files: the field's own files given where runs or qrels are read (a
Showdown replay as its replay server answers it, a battle log as the replay server's .log gives it, the ladder as
Showdown's ladder page answers it, Smogon's usage statistics text and chaos JSON, a team export in Showdown's text
format, Limitless's standings as its API answers them, a month's archive of battle logs, and the organisers' pairings
and a panelist's ballot as typed), and outputs named for the field's files (PKHeX's Pokémon files .pk9 and .pk8, its
wonder card .wc9, and a Showdown server's battle log .log.json).

Where each was checked: Smogon's usage text and chaos JSON against pkmn/stats' reports.ts (usageReport: ' Total
battles: N', ' Avg. weight/team: W', the ' + ---- + ...' rule and ' | Rank | Pokemon            | Usage %   | Raw    |
%       | Real   | %       | ' header, rows ' | rank | name | use% | raw | raw% | real | real% | ', each line ending
' ' before the newline; detailedMovesetReport: JSON.stringify({info, data}), compact, info's metagame, cutoff, cutoff
deviation, team type, number of battles, each Pokémon's Raw count, usage, Viability Ceiling, Abilities, Items,
Spreads, Happiness, Moves, Teammates, Checks and Counters in that order; stored copies of Smogon's published files
show the same).  The ladder's rows against pokemon-showdown-loginserver's ladder.ts (LadderEntry: entryid, formatid,
userid, username, w, l, t, gxe, r, rd, sigma, rptime, rpr, rprd, rpsigma, elo, col1, oldelo, first_played,
last_played; getTop deletes rpdata) and its ntbb-ladder.sql; the page's envelope (formatid, format, toplist) is the
one clients read (toplist of userid rows), not itself seen in a stored answer.  The replay JSON's keys against the
loginserver's replays.ts and the clients' ShowdownReplayJson (id, format, formatid, players, log, uploadtime, views,
rating, private, password); the order as clients list it.  The battle log against Showdown's protocol lines as stored
logs show them (|j|, |gametype|doubles, |player|p1|NAME|AVATAR|RATING, |teamsize|, |gen|9, |tier|[Gen 9] VGC 2024 Reg
G, |rated|, |rule|, |clearpoke, |poke|p1|SPECIES, L50, G|, |teampreview|4, |start, |switch|, |turn|, |win|).  The team
export in Showdown's text format (NAME @ ITEM, Ability:, Level:, Tera Type:, EVs:, NATURE Nature, IVs:, '- MOVE').
Limitless's standings (play.limitlesstcg.com/api/tournaments/{id}/standings) against its developer docs' field list
(player, name, country, placing, record's wins, losses, ties, decklist, deck, drop) and a client's stored stub for
VGC's decklist (name, id, item, ability, attacks, tera); compact, as the API sends it.  The archive is a month's tar
(YYYY-MM.tar holding FORMAT/YYYY-MM-DD.7z, the layout pkmn/stats' tools read), its ustar header written by Python's
tarfile, the 7z member an empty archive's 32-byte signature header (7z BC AF 27 1C, version 0.4, the start header's
CRC32).  (Left out, as they could not be checked byte for byte: TOM's and Play! Pokémon's tournament files (no stored
file or spec); Pikalytics' pages (no stable export); the server's .log.json battle logs as runs (no stored example of
their keys); PokePaste's own JSON (none stored).  So the API case given as a pandas frame is a frame read from
Smogon's usage text with pandas.read_csv(sep='|'), the field's one table; no tool of the field writes a CSV.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import io
import json
import struct
import tarfile
import zlib

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

EIGHTYSECOND_POKEMONVGC = ("45 Unseen inputs: an eighty-second bar, a competitive Pokémon community's tournament "
                           "organisers, ranking panel and usage statistics team ranking players and teams per event, "
                           "format and month from Swiss records, Showdown ladder ratings and usage (Showdown's "
                           "replays, battle logs and ladder, Smogon's usage statistics, team exports, Limitless's "
                           "standings, and pairings and ballots as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['limitless_standings', 'showdown_ladder', 'panel_ballots', 'smogon_usage'],
    items=['player:showdown/wolfeglick', 'player:showdown/aaronzheng', 'player:showdown/wolfey',
           'player:showdown/cybertron', 'player:showdown/jamesbaek', 'player:showdown/luisrod',
           'player:showdown/eduardocunha', 'player:showdown/sejunpark'],
    queries=['event:limitless/66a1f0c2e4b0d91a7c3e5f10/standings', 'format:gen9vgc2024regg/2024-07/usage',
             'ladder:gen9vgc2024regg/2024-07', 'region:na/2024/ballots', 'region:eu/2024/ballots',
             'event:limitless/66b7e2d4a1c3f50e9b8d1a22/standings'],
    suffix='/revised', generator='panel_rankings', judgements='panel_verdicts'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "panel_rankings", "panel_rankings.run")

_RECS3 = ["limitless_standings", "showdown_ladder", "panel_ballots"]
_OUT = ("panel_rankings.run",)
_ONE_RUN = ("event:limitless/66a1f0c2e4b0d91a7c3e5f10/standings Q0 player:showdown/wolfeglick 1 0.9412 "
            "limitless_standings\n"
            "event:limitless/66a1f0c2e4b0d91a7c3e5f10/standings Q0 player:showdown/aaronzheng 2 0.8873 "
            "limitless_standings\n")


def _compact(document: object) -> str:
    return json.dumps(document, ensure_ascii=False, separators=(",", ":"))


# the team's files, as Showdown, Smogon and Limitless write them, as typed
# a battle as Showdown's protocol lines give it (replay.pokemonshowdown.com/ID.log)
_BATTLE_LOG = (
    "|j|☆Wolfe Glick\n|j|☆Aaron Zheng\n|\n|t:|1721491207\n|gametype|doubles\n"
    "|player|p1|Wolfe Glick|lucas|1712\n|player|p2|Aaron Zheng|cynthia|1688\n|teamsize|p1|6\n|teamsize|p2|6\n"
    "|gen|9\n|tier|[Gen 9] VGC 2024 Reg G\n|rated|\n|rule|Species Clause: Limit one of each Pokémon\n"
    "|rule|Item Clause: Limit 1 of each item\n|clearpoke\n"
    "|poke|p1|Miraidon, L50|\n|poke|p1|Incineroar, L50, M|\n|poke|p1|Flutter Mane, L50|\n"
    "|poke|p1|Iron Hands, L50|\n|poke|p1|Farigiraf, L50, F|\n|poke|p1|Whimsicott, L50, F|\n"
    "|poke|p2|Calyrex-Shadow, L50|\n|poke|p2|Rillaboom, L50, M|\n|poke|p2|Urshifu-*, L50, M|\n"
    "|poke|p2|Amoonguss, L50, F|\n|poke|p2|Tornadus, L50, M|\n|poke|p2|Incineroar, L50, M|\n|teampreview|4\n|\n"
    "|t:|1721491251\n|start\n|switch|p1a: Miraidon|Miraidon, L50|100/100\n"
    "|switch|p1b: Whimsicott|Whimsicott, L50, F|100/100\n|switch|p2a: Calyrex|Calyrex-Shadow, L50|100/100\n"
    "|switch|p2b: Rillaboom|Rillaboom, L50, M|100/100\n|turn|1\n"
    "|move|p1b: Whimsicott|Tailwind|p1b: Whimsicott\n|-sidestart|p1: Wolfe Glick|move: Tailwind\n"
    "|move|p2a: Calyrex|Astral Barrage|p1a: Miraidon|[spread] p1a,p1b\n|-damage|p1a: Miraidon|41/100\n"
    "|-damage|p1b: Whimsicott|0 fnt\n|faint|p1b: Whimsicott\n|\n|upkeep\n|turn|2\n|\n|win|Aaron Zheng\n")
_BATTLE_LOG_NAME = "gen9vgc2024regg-2171234567.log"

# the same battle as the replay server answers it (replay.pokemonshowdown.com/ID.json), compact
_REPLAY = _compact({"id": "gen9vgc2024regg-2171234567", "format": "[Gen 9] VGC 2024 Reg G",
                    "formatid": "gen9vgc2024regg", "players": ["Wolfe Glick", "Aaron Zheng"], "log": _BATTLE_LOG,
                    "uploadtime": 1721491590, "views": 212, "rating": 1712, "private": 0, "password": None})
_REPLAY_NAME = "gen9vgc2024regg-2171234567.json"


# the ladder as Showdown's ladder page answers it (pokemonshowdown.com/ladder/gen9vgc2024regg.json): the loginserver's
# rows (LadderEntry, rpdata deleted) under toplist
def _ladder_row(entry: int, user: str, name: str, w: int, l: int, gxe: float, r: float, rd: float, elo: float) -> dict:
    return {"entryid": entry, "formatid": "gen9vgc2024regg", "userid": user, "username": name, "w": w, "l": l,
            "t": 0, "gxe": gxe, "r": r, "rd": rd, "sigma": 0, "rptime": 1721552400, "rpr": r, "rprd": rd,
            "rpsigma": 0, "elo": elo, "col1": w + l, "oldelo": elo - 11.4, "first_played": 1717203612,
            "last_played": 1721491590}


_LADDER = _compact({"formatid": "gen9vgc2024regg", "format": "[Gen 9] VGC 2024 Reg G", "toplist": [
    _ladder_row(88123401, "wolfeglick", "Wolfe Glick", 212, 61, 88.4, 1912.6, 27.3, 1981.2),
    _ladder_row(88123977, "aaronzheng", "Aaron Zheng", 187, 64, 86.9, 1889.1, 28.0, 1954.7),
    _ladder_row(88125512, "wolfey", "Wolfey", 143, 52, 85.2, 1866.4, 31.9, 1932.5)]})
_LADDER_NAME = "gen9vgc2024regg.json"

# Smogon's usage statistics (smogon.com/stats/2024-07/gen9vgc2024regg-1760.txt), as pkmn/stats' usageReport writes it
_USAGE = (
    " Total battles: 412870\n"
    " Avg. weight/team: 0.038\n"
    " + ---- + ------------------ + --------- + ------ + ------- + ------ + ------- + \n"
    " | Rank | Pokemon            | Usage %   | Raw    | %       | Real   | %       | \n"
    " + ---- + ------------------ + --------- + ------ + ------- + ------ + ------- + \n"
    " | 1    | Incineroar         | 54.21378% | 412563 | 49.963% | 301877 | 48.112% | \n"
    " | 2    | Rillaboom          | 41.70512% | 331204 | 40.110% | 246310 | 39.256% | \n"
    " | 3    | Urshifu-Rapid-Strike | 33.18204% | 262017 | 31.731% | 201445 | 32.105% | \n"
    " | 4    | Calyrex-Shadow     | 28.99127% | 221906 | 26.874% | 170432 | 27.163% | \n"
    " + ---- + ------------------ + --------- + ------ + ------- + ------ + ------- + \n")
_USAGE_NAME = "gen9vgc2024regg-1760.txt"

# Smogon's chaos JSON (smogon.com/stats/2024-07/chaos/gen9vgc2024regg-1760.json): detailedMovesetReport's
# JSON.stringify({info, data}), compact
_CHAOS = _compact({"info": {"metagame": "gen9vgc2024regg", "cutoff": 1760, "cutoff deviation": 0, "team type": None,
                            "number of battles": 412870}, "data": {"Incineroar": {
    "Raw count": 412563, "usage": 0.5421378, "Viability Ceiling": [2871, 1912, 1887, 1850],
    "Abilities": {"Intimidate": 21871.004, "Blaze": 12.118},
    "Items": {"Safety Goggles": 9102.55, "Sitrus Berry": 6123.9},
    "Spreads": {"Careful:252/4/0/0/252/0": 4021.77, "Impish:252/0/180/0/76/0": 2210.31},
    "Happiness": {"255": 21883.122}, "Moves": {"Fake Out": 21790.4, "Parting Shot": 19244.0, "Knock Off": 18003.1},
    "Teammates": {"Rillaboom": 9870.2, "Urshifu-Rapid-Strike": 7301.5},
    "Checks and Counters": {"Urshifu-Rapid-Strike": [412.0, 0.61, 0.04]}}}})
_CHAOS_NAME = "gen9vgc2024regg-1760.json"

# a team as Showdown's teambuilder exports it (the text PokePaste holds)
_TEAM = ("Miraidon @ Choice Specs  \nAbility: Hadron Engine  \nLevel: 50  \nTera Type: Electric  \n"
         "EVs: 4 HP / 252 SpA / 252 Spe  \nTimid Nature  \nIVs: 0 Atk  \n- Electro Drift  \n- Draco Meteor  \n"
         "- Volt Switch  \n- Dazzling Gleam  \n\n"
         "Incineroar @ Safety Goggles  \nAbility: Intimidate  \nLevel: 50  \nTera Type: Ghost  \n"
         "EVs: 252 HP / 4 Atk / 252 SpD  \nCareful Nature  \n- Fake Out  \n- Parting Shot  \n- Knock Off  \n"
         "- Flare Blitz  \n")
_TEAM_NAME = "wolfe_regg_team.txt"


# Limitless's standings (play.limitlesstcg.com/api/tournaments/{id}/standings): a JSON array, a player per record
def _standing(player: str, name: str, country: str, placing: int, w: int, l: int, mons: list[dict]) -> dict:
    return {"player": player, "name": name, "country": country, "placing": placing,
            "record": {"wins": w, "losses": l, "ties": 0}, "decklist": mons, "deck": None, "drop": None}


def _mon(name: str, item: str, ability: str, attacks: list[str], tera: str) -> dict:
    return {"name": name, "id": name.lower().replace(" ", "-"), "item": item, "ability": ability, "attacks": attacks,
            "tera": tera}


_STANDINGS = _compact([
    _standing("wolfeglick", "Wolfe Glick", "US", 1, 9, 1,
              [_mon("Miraidon", "Choice Specs", "Hadron Engine", ["Electro Drift", "Draco Meteor", "Volt Switch",
                                                                  "Dazzling Gleam"], "Electric")]),
    _standing("aaronzheng", "Aaron Zheng", "US", 2, 8, 2,
              [_mon("Calyrex-Shadow", "Focus Sash", "As One (Spectrier)", ["Astral Barrage", "Psychic", "Nasty Plot",
                                                                            "Protect"], "Fairy")]),
    _standing("eduardocunha", "Eduardo Cunha", "BR", 3, 7, 2,
              [_mon("Rillaboom", "Assault Vest", "Grassy Surge", ["Fake Out", "Grassy Glide", "Wood Hammer",
                                                                  "U-turn"], "Fire")])])
_STANDINGS_NAME = "standings.json"


def _log_archive() -> bytes:
    """A month of battle logs as pkmn/stats' tools read them: YYYY-MM.tar holding FORMAT/YYYY-MM-DD.7z, the tar's
    ustar headers as Python's tarfile writes them, the member a 7z archive's signature header ('7z' BC AF 27 1C,
    version 0.4, the start header's CRC32 over next header offset, size and CRC, here an empty archive's zeros)."""
    start = struct.pack("<QQI", 0, 0, 0)
    seven = b"7z\xbc\xaf\x27\x1c\x00\x04" + struct.pack("<I", zlib.crc32(start)) + start
    out = io.BytesIO()
    with tarfile.open(fileobj=out, mode="w", format=tarfile.USTAR_FORMAT) as tar:
        info = tarfile.TarInfo("gen9vgc2024regg/2024-07-01.7z")
        info.size, info.mtime, info.mode, info.uname, info.gname = len(seven), 1719878400, 0o644, "stats", "stats"
        tar.addfile(info, io.BytesIO(seven))
    return out.getvalue()


_TAR = _log_archive()
_TAR_NAME = "2024-07.tar"

# the organisers' pairings as typed from the Swiss round: round, table, player, player, games won, games won: six
# fields
_PAIRINGS = ("R5 T1 WolfeGlick AaronZheng 2 1\nR5 T2 EduardoCunha Wolfey 2 0\nR5 T3 JamesBaek LuisRod 1 2\n"
             "R5 T4 Cybertron SejunPark 2 1\n")
# a panelist's ballot as typed for the season's ranking: rank, player, region, wins, losses, score: six fields
_BALLOT = ("1 WolfeGlick NA 41 9 9.7\n2 AaronZheng NA 37 11 9.4\n3 EduardoCunha LATAM 33 10 9.0\n"
           "4 Wolfey NA 30 12 8.7\n")
# a panelist's short list as typed: rank, player, region, points: four fields a line
_SHORTLIST = ("1 WolfeGlick NA 1450\n2 AaronZheng NA 1320\n3 EduardoCunha LATAM 1195\n4 SejunPark KR 1120\n")


def eightysecond_bar_pokemonvgc_cases() -> list[Case]:
    G = EIGHTYSECOND_POKEMONVGC
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="panel_rankings", judgements="panel_verdicts", runs=_RECS3,
        stem="panel_rankings", outputs=_OUT, item="player", rounded="panel_ballots",
        weights="{'limitless_standings': 2.0, 'showdown_ladder': 1.0, 'panel_ballots': 1.5, "
                "'smogon_usage': 0.5}",
        lone_query="R['smogon_usage']['format:gen9ou/2024-07/usage'] = "
                   "{'player:showdown/wolfeglick': 0.9, 'player:showdown/aaronzheng': 0.4}\n",
        trust="limitless_standings 2\nshowdown_ladder 1\npanel_ballots 1\n",
        trust_dict="{'limitless_standings': 2, 'showdown_ladder': 1, 'panel_ballots': 1}",
        texts={
            "rrf": ("u82b_rrf_panel_rankings",
                    "rankagg.fuse({source: {event, format, ladder or region: {player: score}}}, method='rrf'): "
                    "Limitless's standings, the Showdown ladder, the panel's ballots and Smogon's usage, six "
                    "rankings ('ladder:gen9vgc2024regg/2024-07'), players as 'player:showdown/wolfeglick'"),
            "borda": ("u82b_borda_player_absent",
                      "rankagg.fuse(..., method='borda'): a player who skipped an event or the ladder's month has "
                      "no score from some sources"),
            "combsum": ("u82b_combsum_rounded_ballots",
                        "rankagg.fuse(..., method='combsum'): the panel's ballots kept to one decimal (many ties) "
                        "beside Limitless's standings and the Showdown ladder"),
            "fuser": ("u82b_weighted_fuser_limitless_standings",
                      "rankagg.Fuser('rrf', weights=...) per event, format and region: Limitless's standings count "
                      "2, as every event's Swiss record is verified by its organiser"),
            "frame": ("u82b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the panel's sheet, a row "
                      "per event, format or region, player and source"),
            "evaluate": ("u82b_evaluate_panel_verdicts",
                         "rankagg.evaluate(fused ranking, the panel's verdicts, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put the region's top two first"),
            "lone": ("u82b_usage_only_singles_month",
                     "rankagg.fuse(..., method='rrf'): a Smogon singles month only the usage team holds, beside "
                     "events and regions every source covers"),
            "cli_rrf": ("u82b_cli_rrf_runs",
                        "rankagg fuse limitless_standings.run showdown_ladder.run panel_ballots.run --method rrf "
                        "-o panel_rankings.run: one run per source, events, formats and regions as queries"),
            "cli_borda": ("u82b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: Limitless's "
                          "standings count double)"),
            "cli_combsum": ("u82b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the top four the panel's post shows per "
                            "region"),
            "cli_evaluate": ("u82b_cli_evaluate_panel_verdicts_qrels",
                             "rankagg evaluate panel_rankings.run --qrels panel_verdicts.qrels -m ndcg_cut.5 -m "
                             "map: the fused ranking against the panel's verdicts (0-2)"),
            "cli_parquet": ("u82b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o panel_rankings.parquet: gzipped runs from the "
                            "panel's scripts, a Parquet table for the season's ranking post")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u82b_showdown_replay_as_run", "a battle as Showdown's replay server answers it (JSON: id, format, "
         "formatid, players, log of '|' protocol lines, uploadtime, views, rating, private, password)", _REPLAY_NAME,
         _REPLAY, "Showdown", f"{_REPLAY_NAME}:1"),
        ("u82b_showdown_battle_log_as_run", "a battle's log as Showdown's replay server gives it (.log: '|j|', "
         "'|gametype|doubles', '|player|p1|NAME|AVATAR|RATING', '|poke|', '|switch|', '|turn|', '|win|')",
         _BATTLE_LOG_NAME, _BATTLE_LOG, "Showdown", f"{_BATTLE_LOG_NAME}:1"),
        ("u82b_showdown_ladder_as_run", "a format's ladder as Showdown's ladder page answers it (JSON: formatid, "
         "format, toplist of entryid, userid, username, w, l, t, gxe, r, rd, ..., elo)", _LADDER_NAME, _LADDER,
         "Showdown", f"{_LADDER_NAME}:1"),
        ("u82b_smogon_usage_as_run", "a month's usage as Smogon's usage statistics publish it (text: ' Total "
         "battles:', ' Avg. weight/team:', a ' | Rank | Pokemon | Usage % | Raw | % | Real | % | ' table)",
         _USAGE_NAME, _USAGE, "Smogon", f"{_USAGE_NAME}:1"),
        ("u82b_smogon_chaos_as_run", "a month's detailed movesets as Smogon's chaos JSON publishes them (info: "
         "metagame, cutoff, ...; data: each Pokémon's Raw count, usage, Viability Ceiling, Abilities, ...)",
         _CHAOS_NAME, _CHAOS, "Smogon", f"{_CHAOS_NAME}:1"),
        ("u82b_showdown_team_export_as_run", "a team as Showdown's teambuilder exports it (text: 'Miraidon @ Choice "
         "Specs', 'Ability:', 'Level: 50', 'Tera Type:', 'EVs:', 'Timid Nature', '- Electro Drift')", _TEAM_NAME,
         _TEAM, "Showdown", f"{_TEAM_NAME}:1"),
        ("u82b_limitless_standings_as_run", "an event's standings as Limitless's API answers them (a JSON array of "
         "player, name, country, placing, record wins, losses, ties, decklist, deck, drop)", _STANDINGS_NAME,
         _STANDINGS, "Limitless", f"{_STANDINGS_NAME}:1"),
        ("u82b_battle_log_archive_as_run", "a month's battle logs left in the stats folder (2024-07.tar: ustar "
         "headers, a member gen9vgc2024regg/2024-07-01.7z, '7z' BC AF 27 1C)", _TAR_NAME, _TAR, "tar", _TAR_NAME),
        ("u82b_pairings_as_run", "the Swiss round's pairings as typed by the organisers (six fields a line: round, "
         "table, player, player, games won, games won)", "pairings_r5.txt", _PAIRINGS, "pairings",
         "pairings_r5.txt:1"),
        ("u82b_ballot_as_run", "a panelist's ballot as typed (six fields a line: rank, player, region, wins, "
         "losses, score)", "ballot_panelist2.txt", _BALLOT, "ballot", "ballot_panelist2.txt:1")],
        one_run=("limitless_standings.run", _ONE_RUN), stem="panel_rankings",
        text_why="trec_eval refuses a line of other than six fields, and a typed pairing's six are a round, a table, "
                 "two players and their games, not a run's; the file is the field's own, named by what it is (a "
                 "field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a tar of 7z battle-log archives read as lines gives no ranking: named by "
                   "what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u82b_shortlist_as_qrels", "shortlist_panelist2.txt", _SHORTLIST, "short list"),
        ("u82b_pairings_as_qrels", "pairings_r5.txt", _PAIRINGS, "pairings"),
        ("u82b_limitless_standings_as_qrels", _STANDINGS_NAME, _STANDINGS, "Limitless"),
        ("u82b_smogon_usage_as_qrels", _USAGE_NAME, _USAGE, "Smogon")],
        one_run=("limitless_standings.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u82b_out_pkhex_pk9", "Incineroar.pk9", "a PKHeX Pokémon file for Scarlet and Violet (.pk9)"),
        ("u82b_out_pkhex_pk8", "Incineroar.pk8", "a PKHeX Pokémon file for Sword and Shield (.pk8)"),
        ("u82b_out_pkhex_wonder_card_wc9", "0501_Incineroar.wc9", "a PKHeX wonder card for Scarlet and Violet (.wc9)"),
        ("u82b_out_showdown_battle_log_json", "battle-gen9vgc2024regg-2171234567.log.json",
         "a Showdown server's battle log (JSON)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=82"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u82b_api_showdown_replay_document",
            "rankagg.fuse(json.load(gen9vgc2024regg-2171234567.json)): a battle as Showdown's replay server answers "
            "it, loaded in Python, given as the runs",
            f"import json, rankagg\nrankagg.fuse(json.load(open('{_REPLAY_NAME}', encoding='utf-8')), "
            "method='rrf')\n",
            "Showdown", why="a run maps a query to {document: score}; a Showdown replay is one battle: its id, "
            "format, players, the log of '|' protocol lines, upload time, views and rating",
            files={_REPLAY_NAME: _REPLAY}),
        bad("u82b_api_smogon_usage_frame",
            "rankagg.fuse(pd.read_csv(gen9vgc2024regg-1760.txt, sep='|', skiprows=3)): a month's usage as Smogon's "
            "usage statistics publish it, read as a table, given as runs",
            "import pandas as pd, rankagg\n"
            f"frame = pd.read_csv('{_USAGE_NAME}', sep='|', skiprows=3, skipinitialspace=True)\n"
            "rankagg.fuse(frame, method='borda')\n",
            "Smogon", why="a table of runs has qid, docid, run and score columns; Smogon's usage table is a Pokémon "
            "per row: its rank, name, weighted usage, raw and real counts and their shares",
            files={_USAGE_NAME: _USAGE}),
    ]
    return cases
