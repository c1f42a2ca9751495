"""Issue 45's twenty-eighth bar of scripts/reliability_matrix.py, an esports analytics team's power rankings across rating systems (Elo, Glicko-2, TrueSkill, match results, replay files) (its cases, ids ``u28e_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

A partial bar (the helper ran out of time): the field's own files given where a run or the qrels are read, each
expected to be refused naming the file."""

from __future__ import annotations

from .case import Case, command_cases

TWENTYEIGHTH_ESPORTS = "45 Unseen inputs: a twenty-eighth bar, an esports analytics team's power rankings across rating systems (Elo, Glicko-2, TrueSkill, match results, replay files)"

_ONE_RUN = "".join(f"cs2_2026_s1 Q0 {t} {i + 1} {20 - i} elo\n"
                   for i, t in enumerate(["Team_Vitality", "G2_Esports", "NAVI", "FaZe_Clan", "MOUZ"]))
_CSGO_DEMO = b"HL2DEMO\x00" + (4).to_bytes(4, "little") + (13760).to_bytes(4, "little") + b"\x00" * 1064
_CS2_DEMO = b"PBDEMS2\x00" + b"\x8c\x1e\x00\x00\x10\x02\x00\x00" + b"\x0a\x05de_inferno" + b"\x00" * 64
_SC2 = b"MPQ\x1b" + (512).to_bytes(4, "little") + (1024).to_bytes(4, "little") + b"\x00" * 128
_ELO_CSV = "rank,team,rating,delta\n1,Team Vitality,2031,+12\n2,G2 Esports,1987,-4\n3,NAVI,1975,+0\n"
_WIKITABLE = ('{| class="wikitable sortable"\n! # !! Team !! Points\n|-\n| 1 || [[Team Vitality]] || 2000\n'
              '|-\n| 2 || [[G2 Esports]] || 1850\n|}\n')
_CHALLONGE = ("Seed,Name,Final Rank,Wins,Losses\n1,Team Vitality,1,5,0\n2,G2 Esports,2,4,2\n3,NAVI,3,3,2\n")


def twentyeighth_bar_esports_cases() -> list[Case]:
    G = TWENTYEIGHTH_ESPORTS
    cli_ok, cli_bad = command_cases(G, outputs=("seeds.run",), ok_timeout=120, bad_timeout=60)
    cases: list[Case] = []
    why = ("trec_eval reads no TREC line from the field's own file; named by the file, with what to give instead")
    for cid, name, content, tool in [
            ("u28e_csgo_demo_as_run", "match1.dem", _CSGO_DEMO, "demo"),
            ("u28e_cs2_demo_as_run", "inferno.dem", _CS2_DEMO, "demo"),
            ("u28e_sc2replay_as_run", "final.SC2Replay", _SC2, "MPQ"),
            ("u28e_elo_csv_as_run", "elo.csv", _ELO_CSV, "header"),
            ("u28e_wikitable_as_run", "liquipedia.txt", _WIKITABLE, "wikitext"),
            ("u28e_challonge_csv_as_run", "challonge.csv", _CHALLONGE, "header")]:
        cases.append(cli_bad(
            cid, f"rankagg fuse {name} elo.run -o seeds.run: the field's file given as a run",
            ["fuse", name, "elo.run", "--method", "rrf", "-o", "seeds.run"],
            {name: content, "elo.run": _ONE_RUN}, name, tool, why=why))
    for cid, name, content in [
            ("u28e_elo_csv_as_qrels", "elo.csv", _ELO_CSV),
            ("u28e_challonge_csv_as_qrels", "challonge.csv", _CHALLONGE)]:
        cases.append(cli_bad(
            cid, f"rankagg evaluate elo.run --qrels {name}: the field's file given as the judgements",
            ["evaluate", "elo.run", "--qrels", name], {"elo.run": _ONE_RUN, name: content}, name, outputs=(),
            why="trec_eval refuses a qrels line of other than four fields; named by the file"))
    return cases
