"""Issue 45's seventy-fifth bar of scripts/reliability_matrix.py, a fighting game community's tournament organisers
and regional ranking panel, ranking players per event, season and region from bracket results (sets, games,
placements), head-to-head records and panelists' ballots (its cases, ids ``u75b_``, registered in its ``cases()``);
the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written by a
persona session, before any of its recognisers existed.)

The team's day: an event's placements, a set's games, a season's head-to-head, a region's ballots is a query
(``event:tournament/genesis-10/event/melee-singles/placements`` the placements of start.gg's event by its slug;
``set:startgg/72391043/games`` the games of one start.gg set; ``region:socal/2024/ballots`` the panel's ballots) and
each player a document (``player:startgg/1004``, the id space, then the player's start.gg player id); the runs are
start.gg's placements, Challonge's set wins, the panel's ballots and the region's Glicko ratings, turned to scores in
[0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, start.gg's placements weighted highest (every
major's bracket, seeded and verified by the TOs), and judged against the panel's verdicts (2 a player in the
region's top two, 1 a ranked player, 0 otherwise).  The mistakes and odd files: the field's own files given where
runs or qrels are read (start.gg's event standings, sets and entrants as its GraphQL API answers them, Challonge's
participants and matches as its API v1 answers them, a Slippi replay from the same folder, and the set results, the
seeding and a panelist's ballot as typed), and outputs named for the field's files (a Slippi replay .slp, slippc's
compressed replay .zlp, a saved start.gg standings answer and a saved Challonge participants answer).
(Left out, as they could not be checked byte for byte: Challonge's CSV exports and start.gg's attendee CSV exports (no
stored export or documentation shows their columns); braacket's exports (no stored file); Elo or Glicko sheets (no
tool's sheet is a fixed format); Fightcade, GGPO or other games' netplay replays and logs (no stored spec); peppi's
.slpp (no stored mention).  So the API case given as a pandas frame is a frame of Challonge's participants answer
(pandas.DataFrame of its records), not a frame read from a CSV: no fighting game tool's CSV could be checked.) The
start.gg answers have the shape of the developer portal's examples (docs/examples/queries/event-standings.md:
data.event id, name, standings.nodes placement and entrant id, name, then actionRecords; sets-in-event.md: data.event
id, name, sets.pageInfo.total, nodes id and slots id and entrant, then extensions queryComplexity and actionRecords;
event-entrants.md: data.event name, entrants.pageInfo total, totalPages, nodes id and participants' gamerTag, then
actionRecords, with the entrant's initialSeedNum asked too), with the set's displayScore and winnerId (fields of
start.gg's Set) asked before its slots; written compact, as the API sends them (the portal pretty-prints its examples).
Challonge's participants carry the keys of API v1's documented participant, in its order (active, checked_in_at,
created_at, final_rank, group_id, icon, id, invitation_id, invite_email, misc, name, on_waiting_list, seed,
tournament_id, updated_at, challonge_username, ...), each record wrapped as {"participant": {...}}; the matches the keys
of API v1's match, in the order clients copy from its documentation (attachment_count, created_at, group_id,
has_attachment, id, identifier, location, loser_id, player1_id, ..., winner_id, prerequisite_match_ids_csv, scores_csv),
wrapped as {"match": {...}}; compact spacing assumed for both.  The Slippi replay follows project-slippi's replay file
spec (SPEC.md): UBJSON, '{', the raw element U 03 'raw' '[' '$' 'U' '#' 'l' and its length as a big-endian int32, the
Event Payloads event (0x35) first, Game Start (0x36, version 2.0.1), Game End (0x39), then the metadata element
(startAt, lastFrame, players with characters, playedOn) and '}'.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import json
import struct

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

SEVENTYFIFTH_FIGHTINGGAMES = ("45 Unseen inputs: a seventy-fifth bar, a fighting game community's tournament "
                              "organisers and regional ranking panel ranking players per event, season and region "
                              "from bracket results (sets, games, placements), head-to-head records and panelists' "
                              "ballots (start.gg's and Challonge's API answers, Slippi replays, and set results, "
                              "seeding and ballots as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['startgg_placements', 'challonge_set_wins', 'panel_ballots', 'glicko_ratings'],
    items=['player:startgg/1004', 'player:startgg/1000', 'player:startgg/6126', 'player:startgg/19554',
           'player:startgg/3359', 'player:startgg/15990', 'player:startgg/4107', 'player:startgg/1017'],
    queries=['event:tournament/genesis-10/event/melee-singles/placements', 'set:startgg/72391043/games',
             'season:2024/h1/head-to-head', 'region:socal/2024/ballots', 'region:norcal/2024/ballots',
             'event:tournament/evo-2024/event/street-fighter-6/sets'],
    suffix='/revised', generator='power_rankings', judgements='panel_verdicts'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "power_rankings", "power_rankings.run")

_RECS3 = ["startgg_placements", "challonge_set_wins", "panel_ballots"]
_OUT = ("power_rankings.run",)
_ONE_RUN = ("event:tournament/genesis-10/event/melee-singles/placements Q0 player:startgg/1004 1 0.9412 "
            "startgg_placements\n"
            "event:tournament/genesis-10/event/melee-singles/placements Q0 player:startgg/1000 2 0.8873 "
            "startgg_placements\n")


def _compact(document: object) -> str:
    return json.dumps(document, ensure_ascii=False, separators=(",", ":"))


# the team's files, as start.gg's and Challonge's APIs answer, as Slippi records, as typed
# start.gg's event standings (api.start.gg/gql/alpha, query EventStandings: event id, name, standings nodes'
# placement and entrant id, name), as the developer portal's example answers it, compact
_STANDINGS = _compact({"data": {"event": {"id": 1116512, "name": "Melee Singles", "standings": {"nodes": [
    {"placement": 1, "entrant": {"id": 17466421, "name": "Zain"}},
    {"placement": 2, "entrant": {"id": 17466430, "name": "Cody Schwab"}},
    {"placement": 3, "entrant": {"id": 17466425, "name": "Moky"}},
    {"placement": 4, "entrant": {"id": 17466418, "name": "aMSa"}}]}}}, "actionRecords": []})
_STANDINGS_NAME = "genesis10_melee_standings.json"

# start.gg's event sets (query EventSets: event id, name, sets' pageInfo total, nodes' id, displayScore, winnerId and
# slots' id and entrant), with the extensions' queryComplexity the API adds
_SETS = _compact({"data": {"event": {"id": 1116512, "name": "Melee Singles", "sets": {"pageInfo": {"total": 1127},
    "nodes": [
        {"id": "72391043", "displayScore": "Zain 3 - Cody Schwab 1", "winnerId": 17466421,
         "slots": [{"id": "72391043-0", "entrant": {"id": 17466421, "name": "Zain"}},
                   {"id": "72391043-1", "entrant": {"id": 17466430, "name": "Cody Schwab"}}]},
        {"id": "72391042", "displayScore": "Moky 3 - aMSa 2", "winnerId": 17466425,
         "slots": [{"id": "72391042-0", "entrant": {"id": 17466425, "name": "Moky"}},
                   {"id": "72391042-1", "entrant": {"id": 17466418, "name": "aMSa"}}]}]}}},
    "extensions": {"queryComplexity": 13}, "actionRecords": []})
_SETS_NAME = "genesis10_melee_sets.json"

# start.gg's event entrants (query EventEntrants: event name, entrants' pageInfo total and totalPages, nodes' id,
# initialSeedNum and participants' gamerTag), the seeding as the bracket holds it
_ENTRANTS = _compact({"data": {"event": {"name": "Melee Singles", "entrants": {
    "pageInfo": {"total": 1536, "totalPages": 384},
    "nodes": [{"id": 17466421, "initialSeedNum": 1, "participants": [{"gamerTag": "Zain"}]},
              {"id": 17466430, "initialSeedNum": 2, "participants": [{"gamerTag": "Cody Schwab"}]},
              {"id": 17466418, "initialSeedNum": 3, "participants": [{"gamerTag": "aMSa"}]},
              {"id": 17466425, "initialSeedNum": 4, "participants": [{"gamerTag": "Moky"}]}]}}},
    "actionRecords": []})
_ENTRANTS_NAME = "genesis10_melee_entrants.json"


# Challonge's API v1 answers (api.challonge.com/v1/tournaments/{tournament}/participants.json, .../matches.json): a
# JSON array, each record wrapped by its type's name, keys in the documented order
def _participant(pid: int, name: str, seed: int, rank: int) -> dict:
    return {"participant": {
        "active": True, "checked_in_at": None, "created_at": "2024-05-11T12:02:17-07:00", "final_rank": rank,
        "group_id": None, "icon": None, "id": pid, "invitation_id": None, "invite_email": None, "misc": None,
        "name": name, "on_waiting_list": False, "seed": seed, "tournament_id": 14483213,
        "updated_at": "2024-05-11T19:44:05-07:00", "challonge_username": None,
        "challonge_email_address_verified": None, "removable": False, "participatable_or_invitation_attached": False,
        "confirm_remove": True, "invitation_pending": False, "display_name_with_invitation_email_address": name,
        "email_hash": None, "username": None, "attached_participatable_portrait_url": None, "can_check_in": False,
        "checked_in": False, "reactivatable": False}}


_PARTICIPANTS = _compact([_participant(221630871, "Kazunoko", 2, 1), _participant(221630866, "Punk", 1, 2),
                          _participant(221630874, "NuckleDu", 4, 3), _participant(221630869, "Justin Wong", 3, 4)])
_PARTICIPANTS_NAME = "participants.json"


def _match(mid: int, ident: str, rnd: int, p1: int, p2: int, winner: int, scores: str) -> dict:
    return {"match": {
        "attachment_count": None, "created_at": "2024-05-11T12:40:02-07:00", "group_id": None,
        "has_attachment": False, "id": mid, "identifier": ident, "location": None,
        "loser_id": p2 if winner == p1 else p1, "player1_id": p1, "player1_is_prereq_match_loser": False,
        "player1_prereq_match_id": None, "player1_votes": None, "player2_id": p2,
        "player2_is_prereq_match_loser": False, "player2_prereq_match_id": None, "player2_votes": None,
        "round": rnd, "scheduled_time": None, "started_at": "2024-05-11T13:05:44-07:00", "state": "complete",
        "tournament_id": 14483213, "underway_at": None, "updated_at": "2024-05-11T13:31:09-07:00",
        "winner_id": winner, "prerequisite_match_ids_csv": "", "scores_csv": scores}}


_MATCHES = _compact([_match(378120451, "A", 1, 221630866, 221630869, 221630866, "3-1"),
                     _match(378120452, "B", 1, 221630871, 221630874, 221630871, "3-2"),
                     _match(378120453, "C", 2, 221630866, 221630871, 221630871, "1-3")])
_MATCHES_NAME = "matches.json"


def _ubjson_str(text: str) -> bytes:
    data = text.encode("utf-8")
    return b"SU" + bytes([len(data)]) + data


def _ubjson_key(key: str) -> bytes:
    return b"U" + bytes([len(key)]) + key.encode("ascii")


def _slippi_replay() -> bytes:
    """A Melee game as Slippi records it (.slp, project-slippi's replay file spec): a UBJSON object, '{', whose first
    element is raw, U 03 'raw', an optimized array of uint8 ('[' '$' 'U' '#' 'l') and its length, a big-endian int32;
    in it the Event Payloads event (0x35: its size 3n+1, then each command and its payload size, uint16), Game Start
    (0x36: version 2.0.1, the 312-byte game info block with the stage at 0x13, each port's external character, player
    type and stocks from 0x65 by 0x24, the random seed, the UCF fixes, the nametags, PAL and frozen Stadium) and Game
    End (0x39: GAME!, no LRAS); then the metadata element (startAt, lastFrame, players' characters by internal id,
    playedOn) and the closing '}'."""
    start = bytearray(0x1A2)  # Game Start's payload, the offsets counted from its command byte, less one
    start[0:4] = bytes([2, 0, 1, 0])  # version 2.0.1
    info = 0x5 - 1
    start[info + 0x0] = 0x32  # stock mode, two places in the UI
    struct.pack_into(">H", start, 0x13 - 1, 32)  # Final Destination
    struct.pack_into(">I", start, 0x15 - 1, 480)  # 8 minutes
    for port, (character, kind, stocks) in enumerate([(2, 0, 4), (9, 0, 4), (0x1A, 3, 0), (0x1A, 3, 0)]):
        base = 0x65 - 1 + 0x24 * port
        start[base:base + 3] = bytes([character, kind, stocks])  # Fox, Marth, then two empty ports
    struct.pack_into(">I", start, 0x13D - 1, 0x4A3F12C7)  # random seed
    for port in range(4):
        struct.pack_into(">II", start, 0x141 - 1 + 8 * port, 1, 1)  # UCF dashback and shield drop
    payloads = [(0x36, len(start)), (0x39, 2)]
    events = bytes([0x35, 3 * len(payloads) + 1]) + b"".join(struct.pack(">BH", c, s) for c, s in payloads)
    events += b"\x36" + bytes(start) + b"\x39\x02\xff"
    players = b"".join(_ubjson_key(str(port)) + b"{" + _ubjson_key("characters") + b"{" + _ubjson_key(str(char))
                       + b"l" + struct.pack(">i", 11469) + b"}}" for port, char in [(0, 1), (1, 18)])
    metadata = (b"{" + _ubjson_key("startAt") + _ubjson_str("2024-05-11T20:14:07Z")
                + _ubjson_key("lastFrame") + b"l" + struct.pack(">i", 11345)
                + _ubjson_key("players") + b"{" + players + b"}"
                + _ubjson_key("playedOn") + _ubjson_str("dolphin") + b"}")
    return (b"{" + _ubjson_key("raw") + b"[$U#l" + struct.pack(">i", len(events)) + events
            + _ubjson_key("metadata") + metadata + b"}")


_SLP = _slippi_replay()
_SLP_NAME = "Game_20240511T131407.slp"

# the set results as typed by the TO from the bracket sheet: round, winner, games won, loser, games won, pool: six
# fields
_SET_RESULTS = ("WR1 Zain 2 Krudo 0 A1\nWR1 aMSa 2 Faceroll 1 A1\nWQF Moky 3 Jmook 1 Top8\n"
                "LSF Cody 3 Hungrybox 2 Top8\n")
# the seeding as typed by the TO before the bracket: seed, player, region, points: four fields a line
_SEEDING = ("1 Zain NJ 2410\n2 Cody SoCal 2385\n3 Moky ON 2210\n4 aMSa JP 2195\n")
# a panelist's ballot as typed for the season's ranking: rank, player, region, sets won, sets lost, score: six fields
_BALLOT = ("1 Zain NJ 41 6 9.8\n2 Cody SoCal 38 8 9.5\n3 Moky ON 33 9 8.9\n4 aMSa JP 29 10 8.6\n")


def seventyfifth_bar_fightinggames_cases() -> list[Case]:
    G = SEVENTYFIFTH_FIGHTINGGAMES
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="power_rankings", judgements="panel_verdicts", runs=_RECS3,
        stem="power_rankings", outputs=_OUT, item="player", rounded="panel_ballots",
        weights="{'startgg_placements': 2.0, 'challonge_set_wins': 1.0, 'panel_ballots': 1.5, "
                "'glicko_ratings': 0.5}",
        lone_query="R['glicko_ratings']['region:socal/2024/locals'] = "
                   "{'player:startgg/1004': 0.9, 'player:startgg/1000': 0.4}\n",
        trust="startgg_placements 2\nchallonge_set_wins 1\npanel_ballots 1\n",
        trust_dict="{'startgg_placements': 2, 'challonge_set_wins': 1, 'panel_ballots': 1}",
        texts={
            "rrf": ("u75b_rrf_power_rankings",
                    "rankagg.fuse({source: {event, set, season or region: {player: score}}}, method='rrf'): "
                    "start.gg's placements, Challonge's set wins, the panel's ballots and the Glicko ratings, six "
                    "rankings ('set:startgg/72391043/games'), players as 'player:startgg/1004'"),
            "borda": ("u75b_borda_player_absent",
                      "rankagg.fuse(..., method='borda'): a player who skipped an event or a region's locals has no "
                      "score from some sources"),
            "combsum": ("u75b_combsum_rounded_ballots",
                        "rankagg.fuse(..., method='combsum'): the panel's ballots kept to one decimal (many ties) "
                        "beside start.gg's placements and Challonge's set wins"),
            "fuser": ("u75b_weighted_fuser_startgg_placements",
                      "rankagg.Fuser('rrf', weights=...) per event, season and region: start.gg's placements count "
                      "2, as every major's bracket is seeded and verified by its TOs"),
            "frame": ("u75b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the panel's sheet, a row "
                      "per event, set or region, player and source"),
            "evaluate": ("u75b_evaluate_panel_verdicts",
                         "rankagg.evaluate(fused ranking, the panel's verdicts, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put the region's top two first"),
            "lone": ("u75b_glicko_only_region_locals",
                     "rankagg.fuse(..., method='rrf'): a region's locals only the Glicko ratings hold, beside "
                     "events and seasons every source covers"),
            "cli_rrf": ("u75b_cli_rrf_runs",
                        "rankagg fuse startgg_placements.run challonge_set_wins.run panel_ballots.run --method rrf "
                        "-o power_rankings.run: one run per source, events, sets and regions as queries"),
            "cli_borda": ("u75b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: start.gg's "
                          "placements count double)"),
            "cli_combsum": ("u75b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the top four the panel's post shows per "
                            "region"),
            "cli_evaluate": ("u75b_cli_evaluate_panel_verdicts_qrels",
                             "rankagg evaluate power_rankings.run --qrels panel_verdicts.qrels -m ndcg_cut.5 -m "
                             "map: the fused ranking against the panel's verdicts (0-2)"),
            "cli_parquet": ("u75b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o power_rankings.parquet: gzipped runs from the "
                            "panel's scripts, a Parquet table for the season's ranking post")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u75b_startgg_standings_as_run", "an event's standings as start.gg's GraphQL API answers them (JSON: "
         "data.event id, name, standings.nodes placement and entrant, then actionRecords)", _STANDINGS_NAME,
         _STANDINGS, "start.gg", f"{_STANDINGS_NAME}:1"),
        ("u75b_startgg_sets_as_run", "an event's sets as start.gg's GraphQL API answers them (JSON: data.event "
         "sets.nodes id, displayScore, winnerId, slots' entrants, then extensions and actionRecords)", _SETS_NAME,
         _SETS, "start.gg", f"{_SETS_NAME}:1"),
        ("u75b_startgg_entrants_as_run", "an event's entrants and seeds as start.gg's GraphQL API answers them "
         "(JSON: data.event name, entrants.pageInfo, nodes id, initialSeedNum, participants' gamerTag)",
         _ENTRANTS_NAME, _ENTRANTS, "start.gg", f"{_ENTRANTS_NAME}:1"),
        ("u75b_challonge_participants_as_run", "a bracket's participants as Challonge's API answers them (a JSON "
         "array of {participant: active, checked_in_at, created_at, final_rank, ..., seed, tournament_id, ...})",
         _PARTICIPANTS_NAME, _PARTICIPANTS, "Challonge", f"{_PARTICIPANTS_NAME}:1"),
        ("u75b_challonge_matches_as_run", "a bracket's matches as Challonge's API answers them (a JSON array of "
         "{match: ..., loser_id, player1_id, ..., round, state, winner_id, scores_csv})", _MATCHES_NAME, _MATCHES,
         "Challonge", f"{_MATCHES_NAME}:1"),
        ("u75b_slippi_replay_as_run", "a Melee game's replay left in the bracket's folder (.slp: UBJSON, '{' then "
         "U 03 'raw' [$U#l, Slippi's events 0x35, 0x36, 0x39, then the metadata element)", _SLP_NAME, _SLP,
         "Slippi", _SLP_NAME),
        ("u75b_set_results_as_run", "the set results as typed by the TO (six fields a line: round, winner, games "
         "won, loser, games won, pool)", "set_results.txt", _SET_RESULTS, "set results", "set_results.txt:1"),
        ("u75b_seeding_as_run", "the seeding as typed by the TO (four fields a line: seed, player, region, points)",
         "seeding.txt", _SEEDING, "seeding", "seeding.txt:1"),
        ("u75b_ballot_as_run", "a panelist's ballot as typed (six fields a line: rank, player, region, sets won, "
         "sets lost, score)", "ballot_panelist3.txt", _BALLOT, "ballot", "ballot_panelist3.txt:1")],
        one_run=("startgg_placements.run", _ONE_RUN), stem="power_rankings",
        text_why="trec_eval refuses a line of other than six fields, and a typed set result's six are a round, two "
                 "players, their games and a pool, not a run's; the file is the field's own, named by what it is (a "
                 "field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a Slippi replay's UBJSON read as lines gives no ranking: named by what it "
                   "is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u75b_seeding_as_qrels", "seeding.txt", _SEEDING, "seeding"),
        ("u75b_ballot_as_qrels", "ballot_panelist3.txt", _BALLOT, "ballot"),
        ("u75b_startgg_standings_as_qrels", _STANDINGS_NAME, _STANDINGS, "start.gg"),
        ("u75b_challonge_participants_as_qrels", _PARTICIPANTS_NAME, _PARTICIPANTS, "Challonge")],
        one_run=("startgg_placements.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u75b_out_slippi_replay_slp", "Game_20240512T101500.slp", "a Slippi replay (.slp)"),
        ("u75b_out_slippc_compressed_zlp", "Game_20240512T101500.zlp", "slippc's compressed Slippi replay (.zlp)"),
        ("u75b_out_startgg_standings_json", "standings.startgg.json", "a saved start.gg standings answer (JSON)"),
        ("u75b_out_challonge_participants_json", "participants.challonge.json",
         "a saved Challonge participants answer (JSON)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=75"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u75b_api_startgg_standings_document",
            "rankagg.fuse(json.load(genesis10_melee_standings.json)): an event's standings as start.gg's GraphQL API "
            "answers them, loaded in Python, given as the runs",
            f"import json, rankagg\nrankagg.fuse(json.load(open('{_STANDINGS_NAME}', encoding='utf-8')), "
            "method='rrf')\n",
            "start.gg", why="a run maps a query to {document: score}; start.gg's answer is a GraphQL envelope, data "
            "then the event, its standings' nodes each a placement and an entrant, then actionRecords",
            files={_STANDINGS_NAME: _STANDINGS}),
        bad("u75b_api_challonge_participants_frame",
            "rankagg.fuse(pd.DataFrame(records of participants.json)): a bracket's participants as Challonge's API "
            "answers them (active, checked_in_at, created_at, final_rank, group_id, ..., name, seed, ...) given as "
            "runs",
            "import json, pandas as pd, rankagg\n"
            f"rows = [r['participant'] for r in json.load(open('{_PARTICIPANTS_NAME}', encoding='utf-8'))]\n"
            "rankagg.fuse(pd.DataFrame(rows), method='borda')\n",
            "Challonge", why="a table of runs has qid, docid, run and score columns; Challonge's participants are a "
            "player per row: the bracket, the player's name, seed and final rank, check-in and invitation fields",
            files={_PARTICIPANTS_NAME: _PARTICIPANTS}),
    ]
    return cases
