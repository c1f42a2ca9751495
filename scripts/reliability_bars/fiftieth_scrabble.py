"""Issue 45's fiftieth bar of scripts/reliability_matrix.py, a national Scrabble association's ratings committee and a
tournament director ranking players per round, division and tournament (its cases, ids ``u50a_``, registered in its
``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.
(Written by a persona session, before any of its recognisers existed.)

The team's day: each division and round of a tournament (``div:A/rd-07@nsc-2026``) is a query and each player, named
by the association's member id, a document (``naspa:AA000636/sherman-joel``); the runs are the standings by wins and
spread, the NASPA ratings, Macondo's simulation equity of each player's moves over the round and the tournament
director's seeding, scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, weighted by each
source's record, and judged against the final standings (2 a prize, 1 the top half, 0 the rest).  The mistakes and
odd files: the field's own files given where runs or qrels are read (a GCG game record, a tsh division file and its
config.tsh, an ABSP results CSV from tsh2csv, a cross-tables.com players export, the standings typed as text, a
Macondo CGP position, a Collins word list, a Zyzzyva quiz and a Zyzzyva lexicon database), and outputs named for the
field's files (.gcg, .t, .tou, .zzq).

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import sqlite3

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

FIFTIETH_SCRABBLE = ("45 Unseen inputs: a fiftieth bar, a national Scrabble association's ratings committee and a "
                     "tournament director ranking players per round, division and tournament (GCG, tsh .t and "
                     "config.tsh, ABSP CSV, cross-tables.com, standings text, Macondo CGP, Collins word lists, "
                     "Zyzzyva)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['wins_spread', 'naspa_rating', 'macondo_equity', 'td_seeding'],
    items=['naspa:AA000636/sherman-joel', 'naspa:AA001234/richards-nigel', 'naspa:AA002917/cappelletto-brian',
           'naspa:AA004410/fisher-adam', 'naspa:AA005823/logan-adam', 'naspa:AA007150/nyman-mack',
           'naspa:AA008362/wapnick-joel', 'naspa:AA009001/tyler-cheryl'],
    queries=['div:A/rd-07@nsc-2026', 'div:A/rd-14@nsc-2026', 'div:B/rd-07@nsc-2026', 'div:A/rd-03@toronto-open',
             'div:C/rd-05@lexington-2026', 'div:A/rd-10@collins-cup'],
    suffix='/late-pairings', generator='ladder', judgements='final_standings') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "ladder", "ladder.run")

_RECS3 = ["wins_spread", "naspa_rating", "macondo_equity"]
_OUT = ("ladder.run",)
_ONE_RUN = ("div:A/rd-07@nsc-2026 Q0 naspa:AA000636/sherman-joel 1 0.91 wins_spread\ndiv:A/rd-07@nsc-2026 Q0 "
            "naspa:AA001234/richards-nigel 2 0.77 wins_spread\n")
# the team's files, as the game recorders, the tournament software, the ratings sites and the word tools write them
# a GCG game record (John Chew's .gcg format, poslfit.com/scrabble/gcg): '#' pragmata, then '>nick: rack position word
# +score cumulative' move lines (six tokens, a '+72' fifth)
_GCG = ("#character-encoding UTF-8\n#player1 joel Joel Sherman\n#player2 nigel Nigel Richards\n"
        "#title NSC 2026 Division A Round 7\n#lexicon NWL2023\n"
        ">joel: AEINRST 8D NASTIER +72 72\n>nigel: EIJLOTU 9C JOLT +38 38\n>joel: ADEGIOR E5 GOADS +28 100\n"
        ">nigel: EEIIRUV F2 VIRE +19 57\n")
# a tsh division file (a.t): 'Surname, Given rating opponents; scores' per player, player numbers from 1, and
# optional '; key values' extra fields
_TSH_T = ("Sherman, Joel            2131 2 3 4; 432 401 388; p12 1 2 1\n"
          "Richards, Nigel          2240 1 4 3; 389 455 470; p12 2 1 2\n"
          "Cappelletto, Brian       2050 4 1 2; 410 377 402; p12 1 2 1\n"
          "Fisher, Adam             1985 3 2 1; 366 412 359; p12 2 1 2\n")
# tsh's configuration file (config.tsh): 'division NAME FILE', 'config key = value', 'autopair', 'prize' lines
_CONFIG_TSH = ("division a a.t\ndivision b b.t\nconfig max_rounds = 14\nconfig track_firsts = 1\n"
               "config rating_system = 'nsa'\nconfig event_name = 'NSC 2026'\nautopair a 0 1 rr a\n"
               "prize rank 1 A $10000\n")
# tsh2csv's results for the ABSP ratings officer (Division,Round,Player1,Score1,Player2,Score2)
_ABSP = ("Division,Round,Player1,Score1,Player2,Score2\nA,1,Joel Sherman,432,Nigel Richards,389\n"
         "A,1,Brian Cappelletto,410,Adam Fisher,366\nA,2,Joel Sherman,401,Brian Cappelletto,377\n")
# cross-tables.com's REST players export (rest/players.php?search=...): {"players": [{playerid, name, ..., twlrating,
# cswrating, naspa_id, ...}]}
_XTABLES = ('{"players": [{"playerid": "6003", "name": "Joel Sherman", "prizemoney": "152310", "w": "4521", '
            '"l": "2611", "t": "31", "b": "88", "games": "7163", "twlrating": "2131", "twlranking": "9", '
            '"cswrating": "1990", "cswranking": "0", "photourl": "https:\\/\\/www.cross-tables.com\\/pix\\/anon.gif", '
            '"city": "Bronx", "state": "NY", "country": "USA", "pid": "6003", "naspa_id": "AA000636", '
            '"naspa_expiry": "2027-07-17", "deceased": "0"}]}\n')
# the standings as the director types them after a round: place, given name, surname, won-lost, spread, rating
_STANDINGS = ("1 Joel Sherman 6-1 +612 2131\n2 Nigel Richards 5-2 +455 2240\n3 Brian Cappelletto 5-2 +301 2050\n"
              "4 Adam Fisher 4-3 +87 1985\n")
# a Macondo/MAGPIE CGP position (Crossword Game Position): board rows, racks, scores, zero-point turns, 'lex NAME;'
_CGP = ("15/15/15/15/15/15/15/3NASTIER5/15/15/15/15/15/15/15 EIJLOTU/ADEGIOR 0/72 0 lex NWL23;\n"
        "15/15/15/15/15/15/15/5ION7/15/15/15/15/15/15/15 ADEEGIL/AEILOUY 0/4 0 lex CSW21;\n")
# the Collins Scrabble Words list as the association distributes it: a word a line, upper case
_CSW = "AA\nAAH\nAAHED\nAAHING\nAAHS\nAAL\nAALII\nAALIIS\nAALS\nAARDVARK\n"
# a Zyzzyva quiz (.zzq): an XML declaration, the DOCTYPE, then the zyzzyva-quiz root with its search conditions
_ZZQ = ('<?xml version="1.0" encoding="ISO-8859-1"?>\n'
        "<!DOCTYPE zyzzyva-quiz SYSTEM 'http://boshvark.com/dtd/zyzzyva-quiz.dtd'>\n"
        '<zyzzyva-quiz question-order="Random" method="Standard" lexicon="CSW21" type="Anagrams">\n'
        ' <question-source type="search">\n  <zyzzyva-search version="1">\n   <conditions>\n    <and>\n'
        '     <condition type="Length" min="7" max="7"/>\n    </and>\n   </conditions>\n  </zyzzyva-search>\n'
        ' </question-source>\n <randomizer algorithm="1" seed="1687016647" seed2="78332"/>\n'
        ' <progress question-complete="false" correct-questions="0" question="0" correct="0" incorrect="0"/>\n'
        '</zyzzyva-quiz>\n')


def _zyzzyva_db() -> bytes:
    """A Zyzzyva lexicon database as SQLite writes it ('SQLite format 3\\0' magic): a words table of a few words."""
    con = sqlite3.connect(":memory:")
    con.execute("CREATE TABLE words (word varchar(16), length integer, playability integer, definition varchar(256))")
    con.executemany("INSERT INTO words VALUES (?, ?, ?, ?)",
                    [("AA", 2, 1000, "rough, cindery lava [n]"), ("AAH", 3, 800, "to exclaim in delight [v]")])
    con.commit()
    data = bytes(con.serialize())
    con.close()
    return data


_ZYZZYVA_DB = _zyzzyva_db()


def fiftieth_bar_scrabble_cases() -> list[Case]:
    G = FIFTIETH_SCRABBLE
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="ladder", judgements="final_standings", runs=_RECS3, stem="ladder", outputs=_OUT,
        item="player", rounded="macondo_equity",
        weights="{'wins_spread': 2.0, 'naspa_rating': 1.0, 'macondo_equity': 0.5, 'td_seeding': 1.5}",
        lone_query="R['td_seeding']['div:lite/rd-01@club-412'] = {'naspa:AB100200/okafor-ada': 0.9, "
                   "'naspa:AB100201/lindqvist-per': 0.4}\n",
        trust="wins_spread 2\nnaspa_rating 1\nmacondo_equity 0.5\n",
        trust_dict="{'wins_spread': 2, 'naspa_rating': 1, 'macondo_equity': 0.5}",
        texts={
            "rrf": ("u50a_rrf_standings_ratings_equity",
                    "rankagg.fuse({source: {division/round: {player: score}}}, method='rrf'): four sources, six "
                    "division-rounds ('div:A/rd-07@nsc-2026'), players as 'naspa:AA000636/sherman-joel'"),
            "borda": ("u50a_borda_unrated_players",
                      "rankagg.fuse(..., method='borda'): Macondo has no equity for a player whose games were not "
                      "recorded"),
            "combsum": ("u50a_combsum_rounded_sim_equity",
                        "rankagg.fuse(..., method='combsum'): Macondo's simulation equity at one decimal (many ties) "
                        "beside the others"),
            "fuser": ("u50a_weighted_fuser_committee",
                      "rankagg.Fuser('rrf', weights=...) per division-round: wins and spread count 2, Macondo 0.5"),
            "frame": ("u50a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the ratings committee's "
                      "sheet, a row per division-round, player and source"),
            "evaluate": ("u50a_evaluate_final_standings",
                         "rankagg.evaluate(fused ranking, the final standings, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put the prize winners first"),
            "lone": ("u50a_one_source_club_division",
                     "rankagg.fuse(..., method='rrf'): a club's Lite division only the director seeded (new players, "
                     "no ratings, no recorded games) beside division-rounds every source covers"),
            "cli_rrf": ("u50a_cli_rrf_runs",
                        "rankagg fuse wins_spread.run naspa_rating.run macondo_equity.run --method rrf -o ladder.run: "
                        "one run per source, division-rounds as queries"),
            "cli_borda": ("u50a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: wins and spread "
                          "count double)"),
            "cli_combsum": ("u50a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four players the committee reviews per "
                            "division-round"),
            "cli_evaluate": ("u50a_cli_evaluate_final_standings_qrels",
                             "rankagg evaluate ladder.run --qrels final_standings.qrels -m ndcg_cut.5 -m map: the "
                             "fused ranking against the final standings (0-2)"),
            "cli_parquet": ("u50a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o ladder.parquet: gzipped runs from the ratings "
                            "server's jobs, a Parquet table for the association's ratings page")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u50a_gcg_as_run", "a GCG game record ('#player1', '#player2' pragmata, then '>nick: rack position word "
         "+score total' moves of six tokens)", "nsc2026_a_r07_b1.gcg", _GCG, "GCG", "nsc2026_a_r07_b1.gcg:1"),
        ("u50a_tsh_division_as_run", "a tsh division file ('Surname, Given rating opponents; scores; p12 ...')",
         "a.t", _TSH_T, "tsh", "a.t:1"),
        ("u50a_config_tsh_as_run", "tsh's config.tsh (division, config, autopair and prize lines)", "config.tsh",
         _CONFIG_TSH, "config.tsh", "config.tsh:1"),
        ("u50a_absp_csv_as_run", "tsh2csv's ABSP results (Division,Round,Player1,Score1,Player2,Score2)",
         "nsc2026_absp.csv", _ABSP, "ABSP", "nsc2026_absp.csv:1"),
        ("u50a_crosstables_json_as_run", "a cross-tables.com players export (players: playerid, name, twlrating, "
         "cswrating, naspa_id, ...)", "players_sherman.json", _XTABLES, "cross-tables", "players_sherman.json:1"),
        ("u50a_standings_text_as_run", "the standings typed as text (six fields a line: place, given name, "
         "surname, won-lost, spread, rating)", "standings_r07.txt", _STANDINGS, "standings",
         "standings_r07.txt:1"),
        ("u50a_macondo_cgp_as_run", "Macondo positions in CGP (board rows, racks, scores, zero turns, 'lex NWL23;')",
         "positions.cgp", _CGP, "CGP", "positions.cgp:1"),
        ("u50a_collins_word_list_as_run", "the Collins Scrabble Words list (a word a line)", "CSW21.txt", _CSW,
         "word list", "CSW21.txt:1"),
        ("u50a_zyzzyva_quiz_as_run", "a Zyzzyva quiz (.zzq: zyzzyva-quiz, question-source, zyzzyva-search)",
         "sevens_csw21.zzq", _ZZQ, "Zyzzyva", "sevens_csw21.zzq:3"),
        ("u50a_zyzzyva_db_as_run", "a Zyzzyva lexicon database (SQLite: 'SQLite format 3', a words table)",
         "CSW21.db", _ZYZZYVA_DB, "SQLite", "CSW21.db")],
        one_run=("wins_spread.run", _ONE_RUN), stem="ladder",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the director can act on)",
        binary_why="trec_eval reads text; a SQLite database read as lines gives no ranking: named by its format")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u50a_gcg_as_qrels", "nsc2026_a_r07_b1.gcg", _GCG, "GCG"),
        ("u50a_tsh_division_as_qrels", "a.t", _TSH_T, "tsh"),
        ("u50a_standings_text_as_qrels", "standings_r07.txt", _STANDINGS, "standings"),
        ("u50a_absp_csv_as_qrels", "nsc2026_absp.csv", _ABSP, "ABSP")],
        one_run=("wins_spread.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u50a_out_gcg", "ladder.gcg", "a GCG game record"),
        ("u50a_out_t", "ladder.t", "a tsh division file"),
        ("u50a_out_tou", "ladder.tou", "an AUPAIR tournament file"),
        ("u50a_out_zzq", "ladder.zzq", "a Zyzzyva quiz")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=32"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u50a_api_crosstables_dict",
            "rankagg.fuse(json.load(players_sherman.json)): a cross-tables.com players export loaded in Python given "
            "as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('p.json')), method='rrf')\n",
            "cross-tables", why="a run maps a query to {document: score}; cross-tables' 'players' is a list of player "
            "records with text fields", files={"p.json": _XTABLES}),
        bad("u50a_api_absp_frame",
            "rankagg.fuse(pd.read_csv(nsc2026_absp.csv)): tsh2csv's ABSP results given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.csv'), method='borda')\n",
            "ABSP", why="a table of runs has qid, docid, run and score columns; the ABSP results have a game per row "
            "(Division, Round, Player1, Score1, Player2, Score2)", files={"r.csv": _ABSP}),
    ]
    return cases
