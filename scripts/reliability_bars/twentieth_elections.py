"""Issue 45's twentieth bar of scripts/reliability_matrix.py, an election office's ranked-choice cast vote records (its cases, ids ``u20v_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The office's day: a ranked-choice contest (a Burlington-2009-like mayoral race: Andy Montroll the Condorcet winner,
Bob Kiss the instant-runoff winner, Kurt Wright ahead on first choices; a New-York-like primary with ``Eric L.
Adams``, ``Kathryn A. Garcia``, ``Dianne Morales``, ``José Pérez``) is tabulated from its ballots, and the volunteers
who audit it check the consensus methods (Borda, Copeland, Condorcet, Kemeny) against hand counts: the Condorcet
winner vs the Borda winner, ranked-above-unranked (``unranked=below``) vs no evidence (``none``), tie classes,
bullet votes, blank ballots, 300,000 ballots as PrefLib counts vs one line per ballot, precincts as queries, the
consensus written and read back, the tie rule when two candidates are level.  The mistakes: the vendor's cast vote
record (``BallotID, Precinct, Choice 1, ... Choice 6`` with ``overvote``/``undervote`` cells, ES&S's ``1st
Choice``, a TSV of ``Rank 1..3``, Parquet and a pandas frame of it) handed to rankagg as if it were ranked lists,
the consensus written under a PrefLib name (``-o consensus.soc``), a rule rankagg lacks (instant runoff).

Every reference is computed here by hand or brute force (Borda points ``n - r + 1``, a tie class its best place's,
unranked candidates the mean of the places left; pairwise majorities; Kemeny's cost over every order), never by
rankagg's code."""

from __future__ import annotations

import csv
import io
import itertools
from pathlib import Path
from urllib.parse import unquote

from .case import Case

TWENTIETH_ELECTIONS = "45 Unseen inputs: a twentieth bar, an election office's ranked-choice cast vote records"

Orders = list[tuple[int, list[list[int]]]]  # (count, tie classes of 1-based alternatives, best first)


def preflib(name: str, names: list[str], orders: Orders, kind: str, title: str = "RCV contest",
            count_voters: int | None = None) -> str:
    """A PrefLib 2022 file of ``orders`` (the header preflib.org writes)."""
    voters = sum(c for c, _ in orders) if count_voters is None else count_voters
    head = [f"# FILE NAME: {name}", f"# TITLE: {title}", f"# DATA TYPE: {kind}",
            f"# NUMBER ALTERNATIVES: {len(names)}", f"# NUMBER VOTERS: {voters}",
            f"# NUMBER UNIQUE ORDERS: {len(orders)}"]
    head += [f"# ALTERNATIVE NAME {i + 1}: {n}" for i, n in enumerate(names)]
    body = []
    for c, classes in orders:
        body.append(f"{c}: " + ",".join(str(k[0]) if len(k) == 1 else "{" + ",".join(map(str, k)) + "}"
                                         for k in classes))
    return "\n".join(head + body) + "\n"


def borda(n: int, orders: Orders) -> dict[int, float]:
    """Borda points n - r + 1, a tie class its best place's (docs/preferences.md), the unranked the mean of the rest;
    n counts the candidates some ballot ranks (borda's n_candidates='ranked'), one no ballot ranks has no score here
    (it comes last, docs/preferences.md)"""
    voted = sorted({a for _, classes in orders for k in classes for a in k})
    pts = {a: 0.0 for a in voted}
    n = len(voted)
    for c, classes in orders:
        r, seen = 1, set()
        for k in classes:
            for a in k:
                pts[a] += c * (n - r + 1)
                seen.add(a)
            r += len(k)
        left = [a for a in pts if a not in seen]
        if left:
            mean = sum(range(1, n - r + 2)) / len(left)
            for a in left:
                pts[a] += c * mean
    return pts


def majorities(n: int, orders: Orders, below: bool) -> dict[tuple[int, int], int]:
    """P[a, b]: voters preferring a to b (a tie class none; an unranked candidate below the ranked ones if below)"""
    P = {(a, b): 0 for a in range(1, n + 1) for b in range(1, n + 1) if a != b}
    for c, classes in orders:
        place = {a: i for i, k in enumerate(classes) for a in k}
        for a, b in P:
            if a in place and b in place and place[a] < place[b]:
                P[a, b] += c
            elif below and a in place and b not in place:
                P[a, b] += c
    return P


def copeland(n: int, orders: Orders, below: bool = False) -> dict[int, int]:
    P = majorities(n, orders, below)
    return {a: sum((P[a, b] > P[b, a]) - (P[a, b] < P[b, a]) for b in range(1, n + 1) if b != a)
            for a in range(1, n + 1)}


def condorcet_winner(n: int, orders: Orders, below: bool = False) -> int | None:
    P = majorities(n, orders, below)
    return next((a for a in range(1, n + 1) if all(P[a, b] > P[b, a] for b in range(1, n + 1) if b != a)), None)


def kemeny_costs(n: int, orders: Orders, below: bool = False) -> dict[tuple[int, ...], int]:
    P = majorities(n, orders, below)
    return {p: sum(P[b, a] for i, a in enumerate(p) for b in p[i + 1:])
            for p in itertools.permutations(range(1, n + 1))}


def table(folder: Path, name: str) -> list[dict[str, str]]:
    text = (folder / name).read_text(encoding="utf-8")
    rows = list(csv.DictReader(io.StringIO(text), delimiter="\t" if name.endswith(".tsv") else ","))
    return rows


def run_lines(folder: Path, name: str) -> list[list[str]]:
    return [ln.split() for ln in (folder / name).read_text(encoding="utf-8").splitlines() if ln.strip()]


def order_of(rows: list[dict[str, str]], query: str | None = None) -> list[str]:
    got = [r for r in rows if query is None or r["query"] == query]
    return [r["name"] for r in sorted(got, key=lambda r: int(r["rank"]))]


def by_score(names: list[str], score: dict[int, float]) -> list[list[str]]:
    """names grouped by equal score, best first (a method's order is only fixed up to its ties); the names without
    a score (no ballot ranks them) one group last"""
    groups: dict[float, list[str]] = {}
    for a, s in score.items():
        groups.setdefault(s, []).append(names[a - 1])
    unvoted = sorted(n for a, n in enumerate(names, 1) if a not in score)
    return [sorted(groups[s]) for s in sorted(groups, reverse=True)] + ([unvoted] if unvoted else [])


def agrees(order: list[str], groups: list[list[str]]) -> bool:
    i = 0
    for g in groups:
        if sorted(order[i:i + len(g)]) != g:
            return False
        i += len(g)
    return i == len(order)


# ------------------------------------------------------------------ the contests
#: a Burlington-2009-like mayoral race: Montroll beats everyone head to head, Kiss wins the instant runoff
BTV = ["Andy Montroll", "Bob Kiss", "Kurt Wright", "Dan Smith", "James Simpson"]
BTV_ORDERS: Orders = [(30, [[3], [1], [2]]), (10, [[3]]), (26, [[2], [1], [3]]), (21, [[1], [2], [3]]),
                      (8, [[4], [1], [3]]), (5, [[4], [2]]), (1, [[5]])]
#: a primary with names as the city's CVR spells them
NYC = ["Eric L. Adams", "Kathryn A. Garcia", "Dianne Morales", "José Pérez", "Adams, Eric"]
NYC_ORDERS: Orders = [(7, [[1], [2], [3]]), (5, [[2], [3], [1]]), (4, [[3], [2]]), (2, [[4], [1]]), (1, [[5]])]
#: the textbook split: A wins every head-to-head, B has more Borda points
SPLIT = ["Alice", "Bob", "Carol", "Dave"]
SPLIT_ORDERS: Orders = [(3, [[1], [2], [3], [4]]), (2, [[2], [3], [4], [1]])]
#: a ballot-level rock-paper-scissors (a majority cycle)
CYCLE = ["Ames", "Baker", "Cruz"]
CYCLE_ORDERS: Orders = [(1, [[1], [2], [3]]), (1, [[2], [3], [1]]), (1, [[3], [1], [2]])]
#: a city-council .toi with tie classes ('equal rankings' allowed) and bullet votes
COUNCIL = ["Nguyen", "O'Brien", "Park", "Quiñones", "Reyes"]
COUNCIL_ORDERS: Orders = [(6, [[1], [2, 3], [4]]), (4, [[3], [1]]), (3, [[2], [4, 5]]), (2, [[5], [4], [3], [2], [1]]),
                          (1, [[4]])]

CVR_HEAD = "BallotID,Precinct,Choice 1,Choice 2,Choice 3,Choice 4,Choice 5,Choice 6"


def cvr_rows(orders: Orders, names: list[str], sep: str = ",", width: int = 6, start: int = 1) -> list[str]:
    rows, bid = [], start
    for c, classes in orders:
        for _ in range(c):
            cells = [names[k[0] - 1] if len(k) == 1 else "overvote" for k in classes]
            cells += ["undervote"] * (width - len(cells))
            rows.append(sep.join([str(bid), f"P-{bid % 3 + 1:02d}"] + [f'"{x}"' if sep in x else x for x in cells]))
            bid += 1
    return rows


def twentieth_bar_elections_cases() -> list[Case]:
    G = TWENTIETH_ELECTIONS
    cases: list[Case] = []

    def cli_ok(id: str, what: str, argv: list[str], files: dict, check, why: str, timeout: float = 180,
               fast: bool = False) -> None:
        cases.append(Case(id, G, what, argv=argv, files=files, expect="ok", check=check, memory_gb=4.0,
                          timeout=timeout, why=why, fast=fast))

    def cli_bad(id: str, what: str, argv: list[str], files: dict, *mention: str, why: str,
                outputs: tuple[str, ...] = (), fast: bool = False) -> None:
        cases.append(Case(id, G, what, argv=argv, files=files, mention=mention, outputs=outputs, memory_gb=4.0,
                          timeout=120, why=why, fast=fast))

    def api_ok(id: str, what: str, code: str, why: str, files: dict | None = None, timeout: float = 180) -> None:
        cases.append(Case(id, G, what, code=code, files=files or {}, expect="ok", check=lambda o, f: "same" in o,
                          memory_gb=4.0, timeout=timeout, why=why))

    def api_bad(id: str, what: str, code: str, *mention: str, why: str, files: dict | None = None) -> None:
        cases.append(Case(id, G, what, code=code, files=files or {}, mention=mention, memory_gb=4.0, timeout=120,
                          why=why))

    btv = preflib("btv2009.soi", BTV, BTV_ORDERS, "soi", "Burlington mayor (reduced)")
    nyc = preflib("dem-mayor.soi", NYC, NYC_ORDERS, "soi", "Democratic primary, Mayor")
    split = preflib("split.soc", SPLIT, SPLIT_ORDERS, "soc", "Condorcet vs Borda")
    cycle = preflib("cycle.soc", CYCLE, CYCLE_ORDERS, "soc", "a majority cycle")
    council = preflib("council.toi", COUNCIL, COUNCIL_ORDERS, "toi", "Ward 3 council")

    # ------------------------------------------------------------------ tabulating the mayoral race
    def borda_check(name: str, names: list[str], n: int, orders: Orders, query: str | None = None):
        ref = borda(n, orders)

        def check(out: str, folder: Path) -> bool:
            rows = [r for r in table(folder, name) if query is None or r["query"] == query]
            score = {r["name"]: float(r["score"]) for r in rows}
            return (agrees(order_of(rows), by_score(names, ref))
                    and all(abs(score[names[a - 1]] - s) < 1e-6 for a, s in ref.items()))
        return check

    cli_ok("u20v_btv_borda_points", "the Burlington-like race (.soi, bullet votes, 5 candidates) by Borda: every "
           "candidate's points and order by hand", ["fuse", "btv2009.soi", "--method", "borda", "--quiet", "-o",
                                                   "borda.csv"], {"btv2009.soi": btv},
           borda_check("borda.csv", BTV, 5, BTV_ORDERS), why="docs/preferences.md: a class shares its best place's "
           "points; borda(unranked=share): the unranked share the places left (n - r + 1 points)")

    def copeland_check(name: str, names: list[str], n: int, orders: Orders, below: bool):
        ref = copeland(n, orders, below)

        def check(out: str, folder: Path) -> bool:
            rows = table(folder, name)
            score = {r["name"]: float(r["score"]) for r in rows}
            return (agrees(order_of(rows), by_score(names, {a: float(s) for a, s in ref.items()}))
                    and all(score[names[a - 1]] == s for a, s in ref.items()))
        return check

    cli_ok("u20v_btv_copeland_none", "Copeland (default unranked=none) on the race: wins minus losses by hand "
           "(no Condorcet winner: Smith beats Montroll 8-0 among the ballots ranking both)",
           ["fuse", "btv2009.soi", "--method", "copeland", "--quiet", "-o",
                                                    "cope.csv"], {"btv2009.soi": btv},
           copeland_check("cope.csv", BTV, 5, BTV_ORDERS, False),
           why="rankagg methods copeland: pairwise majority wins minus losses; unranked=none: no preference")
    cli_ok("u20v_btv_copeland_below", "Copeland with unranked=below (a ranked candidate beats an unranked one, the "
           "RCV reading of a short ballot): scores by hand", ["fuse", "btv2009.soi", "--method",
                                                              "copeland(unranked=below)", "--quiet", "-o", "cb.csv"],
           {"btv2009.soi": btv}, copeland_check("cb.csv", BTV, 5, BTV_ORDERS, True),
           why="rankagg methods copeland: unranked=below counts the unranked below the ranker's list")

    def first_is(name: str, who: str, csv_out: bool = True):
        def check(out: str, folder: Path) -> bool:
            if csv_out:
                return order_of(table(folder, name))[:1] == [who]
            lines = run_lines(folder, name)
            return bool(lines) and unquote(lines[0][2]) == who and lines[0][3] == "1"
        return check

    assert condorcet_winner(5, BTV_ORDERS) is None and condorcet_winner(5, BTV_ORDERS, True) == 1
    cli_ok("u20v_btv_condorcet_fuse_winner", "condorcet(unranked=below) (Condorcet-fuse, short ballots ranked "
           "above the unranked) on the race as a TREC run: the Condorcet winner Andy Montroll at rank 1",
           ["fuse", "btv2009.soi", "--method", "condorcet(unranked=below)", "--quiet", "-o",
                                             "cf.run"], {"btv2009.soi": btv},
           first_is("cf.run", "Andy Montroll", False),
           why="Montague & Aslam 2002: Condorcet-fuse puts a Condorcet winner first; Montroll beats each rival by hand")

    def kemeny_check(name: str, names: list[str], n: int, orders: Orders, below: bool = False,
                     objective: bool = True):
        costs = kemeny_costs(n, orders, below)
        best = min(costs.values())

        def check(out: str, folder: Path) -> bool:
            rows = table(folder, name)
            order = tuple(names.index(x) + 1 for x in order_of(rows))
            ok = len(order) == n and costs[order] == best
            if objective:
                ok = ok and all(float(r["objective"]) == best and float(r["lower_bound"]) == best for r in rows)
            return ok
        return check

    cli_ok("u20v_btv_kemeny_default_proof", "the default method on the race (kemeny(solver=exact)) to a CSV: an order "
           "of least Kendall cost over all 120, its objective and lower bound that cost", ["fuse", "btv2009.soi",
                                                                                            "--quiet", "-o", "k.csv"],
           {"btv2009.soi": btv}, kemeny_check("k.csv", BTV, 5, BTV_ORDERS),
           why="docs/preferences.md: the default for elections is kemeny(solver=exact), objective = lower_bound "
           "when proven; brute force over 5! orders")
    cli_ok("u20v_btv_kemeny_below_brute", "kemeny(solver=exact, unranked=below) on the race: optimal by brute force "
           "with short ballots read as ranked-above-unranked", ["fuse", "btv2009.soi", "--method",
                                                               "kemeny(solver=exact,unranked=below)", "--quiet",
                                                               "-o", "kb.csv"],
           {"btv2009.soi": btv}, kemeny_check("kb.csv", BTV, 5, BTV_ORDERS, True),
           why="rankagg methods kemeny: unranked=below; brute force over 5! orders")

    # ------------------------------------------------------------------ the auditors' textbook cases
    cli_ok("u20v_split_borda_winner_bob", "3 A>B>C>D, 2 B>C>D>A (.soc): Borda elects Bob (17 points to Alice's 14)",
           ["fuse", "split.soc", "--method", "borda", "--quiet", "-o", "sb.csv"], {"split.soc": split},
           borda_check("sb.csv", SPLIT, 4, SPLIT_ORDERS), why="hand count: Alice 3*4+2*1 = 14, Bob 3*3+2*4 = 17")
    cli_ok("u20v_split_copeland_winner_alice", "the same ballots by Copeland: Alice, the Condorcet winner (3-2 over "
           "each), first with +3", ["fuse", "split.soc", "--method", "copeland", "--quiet", "-o", "sc.csv"],
           {"split.soc": split}, copeland_check("sc.csv", SPLIT, 4, SPLIT_ORDERS, False),
           why="Condorcet: Alice beats every rival 3-2")
    cli_ok("u20v_split_kemeny_alice_first_tsv", "the same ballots by the default Kemeny to a .tsv: Alice first, "
           "the order optimal by brute force", ["fuse", "split.soc", "--quiet", "-o", "sk.tsv"], {"split.soc": split},
           kemeny_check("sk.tsv", SPLIT, 4, SPLIT_ORDERS), why="Kemeny is Condorcet-consistent; brute force")

    def cycle_check(name: str):
        def check(out: str, folder: Path) -> bool:
            return order_of(table(folder, name)) == ["Ames", "Baker", "Cruz"]
        return check

    cli_ok("u20v_cycle_kemeny_tie_rule", "a majority cycle (Ames>Baker>Cruz, Baker>Cruz>Ames, Cruz>Ames>Baker): three "
           "optimal orders; the documented tie rule picks the one agreeing with the house order (Ames, Baker, Cruz)",
           ["fuse", "cycle.soc", "--quiet", "-o", "cy.csv"], {"cycle.soc": cycle}, cycle_check("cy.csv"),
           why="docs/preferences.md 'The tie rule': of the optimal orders the one whose pairs against the house "
           "numbering (equal rankers and best rank: by id) weigh least: Ames>Baker>Cruz, weight 0")
    cycle_lines = cycle.splitlines()
    cycle_rev = "\n".join(cycle_lines[:-3] + cycle_lines[:-4:-1]) + "\n"
    cli_ok("u20v_cycle_copeland_lot_deterministic", "Copeland on the cycle with the ballot lines in reverse order: "
           "every candidate 0, the tie broken by the house rule (by id), not by the file's order",
           ["fuse", "cycle.soc", "--method", "copeland", "--quiet", "-o", "cc.csv"], {"cycle.soc": cycle_rev},
           lambda o, f: order_of(table(f, "cc.csv")) == ["Ames", "Baker", "Cruz"]
           and all(float(r["score"]) == 0 for r in table(f, "cc.csv")),
           why="docs/preferences.md: the voters are anonymous (line order changes no bit); rankagg methods: "
           "equal scores go to the house rule, then the smaller docid")
    cli_ok("u20v_council_toi_borda_classes", "a council .toi with tie classes ('2,{3,1}' style) and bullet votes by "
           "Borda: a class its best place's points, by hand", ["fuse", "council.toi", "--method", "borda", "--quiet",
                                                               "-o", "cb.csv"], {"council.toi": council},
           borda_check("cb.csv", COUNCIL, 5, COUNCIL_ORDERS),
           why="docs/preferences.md: tied alternatives share the best rank of their class")
    cli_ok("u20v_council_toi_copeland", "the council .toi by Copeland: a voter's tie class is no preference; wins "
           "minus losses by hand", ["fuse", "council.toi", "--method", "copeland", "--quiet", "-o", "cc.csv"],
           {"council.toi": council}, copeland_check("cc.csv", COUNCIL, 5, COUNCIL_ORDERS, False),
           why="rankagg methods copeland; a tie class gives no majority either way")
    cli_ok("u20v_council_toi_kemeny_brute", "the council .toi by kemeny(solver=exact): optimal by brute force, "
           "objective proven", ["fuse", "council.toi", "--method", "kemeny(solver=exact)", "--quiet", "-o",
                                "ck.csv"], {"council.toi": council},
           kemeny_check("ck.csv", COUNCIL, 5, COUNCIL_ORDERS),
           why="brute force over 5! orders; tied pairs cost nothing either way")

    # ------------------------------------------------------------------ names as the CVR spells them
    def names_check(name: str):
        def check(out: str, folder: Path) -> bool:
            rows = table(folder, name)
            return (sorted(r["name"] for r in rows) == sorted(NYC)
                    and all(unquote(r["item"]) == r["name"] and " " not in r["item"] for r in rows)
                    and agrees(order_of(rows), by_score(NYC, borda(5, NYC_ORDERS))))
        return check

    cli_ok("u20v_nyc_names_diacritics_commas", "the primary's .soi with 'Eric L. Adams', 'José Pérez' and 'Adams, "
           "Eric' (a comma): the CSV's name column as written, item its percent-encoding, Borda by hand",
           ["fuse", "dem-mayor.soi", "--method", "borda", "--quiet", "-o", "nyc.csv"], {"dem-mayor.soi": nyc},
           names_check("nyc.csv"), why="docs/preferences.md 'Names are not ids': item = name with blanks and % "
           "percent-encoded, name as written")

    def run_names_check(name: str):
        ref = by_score(NYC, borda(5, NYC_ORDERS))

        def check(out: str, folder: Path) -> bool:
            lines = run_lines(folder, name)
            return (all(len(ln) == 6 for ln in lines)
                    and agrees([unquote(ln[2]) for ln in sorted(lines, key=lambda x: int(x[3]))], ref))
        return check

    cli_ok("u20v_nyc_names_trec_run", "the primary by Borda written as a TREC run: six fields a line (no blank of "
           "'Kathryn A. Garcia' splits a line), ids unquote to the names, in Borda's order",
           ["fuse", "dem-mayor.soi", "--method", "borda", "--quiet", "-o", "nyc.run"], {"dem-mayor.soi": nyc},
           run_names_check("nyc.run"), why="trec_eval reads six blank-separated fields; docs/preferences.md ids")

    # ------------------------------------------------------------------ volume: counts vs one line per ballot
    big_orders: Orders = []
    perms = list(itertools.permutations(range(1, 6), 3))[:40]
    for i, p in enumerate(perms):
        big_orders.append((7500 + (i * 37) % 101 - 50, [[a] for a in p]))
    total = sum(c for c, _ in big_orders)
    big = preflib("county.soi", BTV, big_orders, "soi", "county-wide")
    cli_ok("u20v_county_300k_counts_borda", f"{total:,} ballots as a PrefLib .soi of 40 distinct orders with counts: "
           "Borda's points exact by hand", ["fuse", "county.soi", "--method", "borda", "--quiet", "-o", "cty.csv"],
           {"county.soi": big}, borda_check("cty.csv", BTV, 5, big_orders),
           why="docs/preferences.md: a distinct order with count c is c voters")
    cli_ok("u20v_county_300k_counts_copeland", f"the {total:,} ballots by Copeland(unranked=below): majorities by hand",
           ["fuse", "county.soi", "--method", "copeland(unranked=below)", "--quiet", "-o", "ctc.csv"],
           {"county.soi": big}, copeland_check("ctc.csv", BTV, 5, big_orders, True),
           why="pairwise majorities counted by hand over the counts")
    small_orders: Orders = [(c // 50, o) for c, o in big_orders]
    one_each: Orders = [(1, o) for c, o in small_orders for _ in range(c)]
    lines = preflib("ballots.soi", BTV, one_each, "soi", "one line per ballot").replace(
        f"# NUMBER UNIQUE ORDERS: {len(one_each)}\n", "")
    cli_ok("u20v_ballot_per_line_no_unique_header", f"{len(one_each):,} ballots one per line ('1: ...', repeated "
           "orders, no NUMBER UNIQUE ORDERS line) by Borda: the same points as counted", ["fuse", "ballots.soi",
                                                                                         "--method", "borda",
                                                                                         "--quiet", "-o", "bl.csv"],
           {"ballots.soi": lines}, borda_check("bl.csv", BTV, 5, small_orders),
           why="docs/preferences.md: without NUMBER UNIQUE ORDERS repeated orders add up")

    # ------------------------------------------------------------------ precincts as queries
    prec = {f"precinct-{k}.soi": preflib(f"precinct-{k}.soi", BTV, o, "soi", f"Ward {k}") for k, o in
            (("w1", BTV_ORDERS[:4]), ("w2", BTV_ORDERS[2:]), ("w3", BTV_ORDERS[::2]))}
    prec_orders = {"precinct-w1": BTV_ORDERS[:4], "precinct-w2": BTV_ORDERS[2:], "precinct-w3": BTV_ORDERS[::2]}

    def precincts_check(out: str, folder: Path) -> bool:
        rows = table(folder, "wards.csv")
        if {r["query"] for r in rows} != set(prec_orders):
            return False
        for q, o in prec_orders.items():
            ref = borda(5, o)
            got = {r["name"]: float(r["score"]) for r in rows if r["query"] == q}
            if not agrees(order_of(rows, q), by_score(BTV, ref)) or any(
                    abs(got[BTV[a - 1]] - s) > 1e-9 for a, s in ref.items()):
                return False
        return True

    cli_ok("u20v_precincts_as_queries", "three precincts' .soi files fused in one call by Borda: one query per "
           "precinct (its file name), each by hand", ["fuse", *prec, "--method", "borda", "--quiet", "-o",
                                                      "wards.csv"], prec, precincts_check,
           why="docs/preferences.md: an election is one query, named by its file without the suffix")
    blank = preflib("blank.soi", BTV, BTV_ORDERS + [(4, [])], "soi", "with blank ballots")
    cli_ok("u20v_blank_ballots_borda", "a .soi with 4 blank ballots ('4: ', turned in with nothing marked): each "
           "gives every candidate the mean place, Borda by hand", ["fuse", "blank.soi", "--method", "borda",
                                                                  "--quiet", "-o", "bb.csv"], {"blank.soi": blank},
           borda_check("bb.csv", BTV, 5, BTV_ORDERS + [(4, [])]),
           why="the unranked share the places left: a blank ballot's n candidates share all n places")
    cli_ok("u20v_depth_one_winner", "--depth 1 on the race by Copeland(unranked=below): the winner's line only", [
        "fuse", "btv2009.soi", "--method", "copeland(unranked=below)", "--depth", "1", "--quiet", "-o", "w.run"],
        {"btv2009.soi": btv}, lambda o, f: len(run_lines(f, "w.run")) == 1 and first_is("w.run", "Andy Montroll",
                                                                                         False)(o, f),
        why="docs/preferences.md: --depth applies to elections")
    cli_ok("u20v_scores_rank_election", "--scores rank on the split race by Borda: n - rank + 1 (4..1)", [
        "fuse", "split.soc", "--method", "borda", "--scores", "rank", "--quiet", "-o", "sr.run"],
        {"split.soc": split}, lambda o, f: [ln[4] for ln in run_lines(f, "sr.run")] in (["4", "3", "2", "1"],
                                                                                      ["4.0", "3.0", "2.0", "1.0"])
        and unquote(run_lines(f, "sr.run")[0][2]) == "Bob",
        why="rankagg fuse --help: --scores rank writes n - rank + 1")

    # ------------------------------------------------------------------ checking against the official result
    official = "btv2009 0 Bob%20Kiss 1\n"
    cli_ok("u20v_official_winner_vs_borda_p1", "the Borda consensus as a run evaluated against the official winner "
           "(Bob Kiss, the runoff's) as qrels: P@1 is 1 when Borda agrees, 0 when not (by hand)",
           ["evaluate", "--qrels", "official.qrels", "borda.run", "-m", "P.1"], {
               "official.qrels": official, "borda.run": "".join(
                   f"btv2009 Q0 {n.replace(' ', '%20')} {i + 1} {10 - i} rankagg-borda\n" for i, n in
                   enumerate(sum(by_score(BTV, borda(5, BTV_ORDERS)), [])))},
           lambda o, f: any((ln.split()[:1] in (["P@1"], ["P_1"]) and ln.split()[-1] == (
               "1.0000" if sum(by_score(BTV, borda(5, BTV_ORDERS)), [])[0] == "Bob Kiss" else "0.0000")) for ln in
                               o.splitlines()), why="trec_eval P_1: the share of relevant documents at rank 1")

    # ------------------------------------------------------------------ the Python API
    api_ok("u20v_api_fuse_soi_borda_frame", "rankagg.fuse('btv2009.soi', 'borda'): the FusedRun's scores are the hand "
           "count", "import rankagg\nt = rankagg.fuse('btv2009.soi', 'borda')\n"
           f"ref = {borda(5, BTV_ORDERS)!r}\nnames = {BTV!r}\n"
           "from urllib.parse import unquote\ngot = {unquote(d): s for d, s in t['btv2009'].items()}\n"
           "print('same' if all(abs(got[names[a - 1]] - s) < 1e-9 for a, s in ref.items()) else ('wrong', got))\n",
           why="docs/preferences.md: rankagg.fuse returns a FusedRun {query: {item: score}}",
           files={"btv2009.soi": btv})
    api_ok("u20v_api_write_back_read_back", "read_preflib the race, write_preflib it to a new .soi, read it again "
           "and fuse both with Copeland: same bytes, same table",
           "from rankagg.io.preflib import read_preflib, write_preflib\nimport rankagg\n"
           "e = read_preflib('btv2009.soi')\nwrite_preflib(e, 'again.soi')\n"
           "a, b = open('btv2009.soi', 'rb').read(), open('again.soi', 'rb').read()\n"
           "t1 = rankagg.fuse('btv2009.soi', 'copeland'); t2 = rankagg.fuse('again.soi', 'copeland')\n"
           "print('same' if a == b and list(t1['btv2009'].items()) == list(t2['again'].items())\n"
           "      else ('wrong', a == b))\n",
           why="docs/preferences.md: a file read and written again is the same bytes", files={"btv2009.soi": btv})
    api_ok("u20v_api_soi_gz_counts_match", "a gzipped .soi (the county file as published): Borda by hand",
           "import gzip, rankagg\n"
           f"open('county.soi.gz', 'wb').write(gzip.compress(open('county.soi', 'rb').read()))\n"
           "t = rankagg.fuse('county.soi.gz', 'borda')\n"
           f"ref = {borda(5, big_orders)!r}\nnames = {BTV!r}\n"
           "from urllib.parse import unquote\ngot = {unquote(d): s for d, s in t['county'].items()}\n"
           "print('same' if all(abs(got[names[a - 1]] - s) < 1e-6 for a, s in ref.items()) and list(t) == "
           "['county'] else ('wrong', got))\n", why="docs/preferences.md: query named by the file without .gz and "
           "the suffix", files={"county.soi": big})

    # ------------------------------------------------------------------ mistakes: the vendor's CVR given as is
    dominion = "\n".join([CVR_HEAD] + cvr_rows(NYC_ORDERS, NYC)) + "\n"
    cli_bad("u20v_cvr_dominion_csv", "the vendor's cast vote record CSV (BallotID, Precinct, Choice 1..6, "
            "'undervote' cells, names with blanks) given to fuse", ["fuse", "cvr.csv", "-o", "out.csv"],
            {"cvr.csv": dominion}, "cvr.csv:1", "cast vote record", ".soi", outputs=("out.csv",), fast=True,
            why="a CVR is one ballot per row; read as ranked lists per column it would rank ballots' choice "
            "positions, a wrong answer: refuse at the header and say how to give ballots (a PrefLib .soi)")
    latin = "Choice 1,Choice 2,Choice 3\nAdams,Garcia,Morales\nGarcia,Morales,Adams\nMorales,Adams,Garcia\n"
    cli_bad("u20v_cvr_three_ballots_latin_square", "a precinct's CVR of three complete ballots with no BallotID "
            "(Choice 1..3, every column a permutation): would be read as three gene lists", ["fuse", "cvr.csv",
                                                                                            "--method", "borda",
                                                                                            "-o", "out.csv"],
            {"cvr.csv": latin}, "cvr.csv:1", "cast vote record", ".soi", outputs=("out.csv",),
            why="columns 'Choice 1..3' are ballot positions, not rankers: Borda over them is no election's result")
    ess = ("Cast Vote Record,Precinct,Ballot Style,1st Choice,2nd Choice,3rd Choice\n"
           "1,Ward 1,BS-1,Montroll,Kiss,Wright\n2,Ward 1,BS-1,Wright,overvote,Montroll\n"
           "3,Ward 2,BS-2,Kiss,undervote,undervote\n")
    cli_bad("u20v_cvr_ess_ordinal_headers", "ES&S's CVR export (Cast Vote Record, Precinct, Ballot Style, 1st "
            "Choice, 2nd Choice, 3rd Choice)", ["fuse", "ess.csv", "--method", "borda", "-o", "out.csv"],
            {"ess.csv": ess}, "ess.csv:1", "cast vote record", ".soi", outputs=("out.csv",),
            why="ordinal choice columns are ballot positions: refuse at the header, say how to give ballots")
    hart = "BallotID\tPrecinct\tRank 1\tRank 2\tRank 3\n1\tP1\tMontroll\tKiss\tWright\n2\tP1\tKiss\tWright\tMontroll\n"
    cli_bad("u20v_cvr_tsv_rank_columns", "a TSV CVR whose columns are Rank 1..3 (a Hart-style export)",
            ["fuse", "cvr.tsv", "-o", "out.tsv"], {"cvr.tsv": hart}, "cvr.tsv:1", "cast vote record", ".soi",
            outputs=("out.tsv",), why="rank-numbered ballot columns are positions, not lists")
    skipped = (CVR_HEAD + "\n1,P-01,Eric L. Adams,skipped,Dianne Morales,undervote,undervote,undervote\n"
               "2,P-02,Kathryn A. Garcia,Kathryn A. Garcia,Eric L. Adams,undervote,undervote,undervote\n")
    cli_bad("u20v_cvr_skipped_and_repeated", "a CVR with a skipped ranking and a ballot ranking Garcia twice (the "
            "jurisdiction's rule decides)", ["fuse", "cvr.csv", "--method", "copeland", "-o", "out.csv"],
            {"cvr.csv": skipped}, "cvr.csv:1", "cast vote record", outputs=("out.csv",),
            why="whether a repeated or skipped ranking exhausts the ballot is the jurisdiction's rule: rankagg "
            "must not guess it from a table of ballot positions")
    api_bad("u20v_cvr_pandas_frame", "rankagg.fuse(df, 'borda') on the CVR read by pandas (BallotID, Precinct, "
            "Choice 1..6)", "import pandas as pd, rankagg\ndf = pd.read_csv('cvr.csv')\nrankagg.fuse(df, 'borda')\n",
            "Choice 1", "cast vote record", why="the same table in memory: same refusal, naming the columns",
            files={"cvr.csv": dominion})
    cases.append(Case("u20v_cvr_parquet", G, "the CVR saved as Parquet by the office's pipeline (BallotID, Precinct, "
                      "Choice 1..6) given to fuse", argv=["fuse", "cvr.parquet", "-o", "out.csv"],
                      setup=lambda folder: __import__("pandas").read_csv(io.StringIO(dominion)).to_parquet(
                          folder / "cvr.parquet"),
                      mention=("cvr.parquet", "cast vote record"), outputs=("out.csv",), memory_gb=4.0, timeout=120,
                      why="the same table as Parquet: the same refusal"))

    # ------------------------------------------------------------------ mistakes: output names, rules rankagg lacks
    cli_bad("u20v_consensus_as_soc_name", "the Borda consensus written as -o consensus.soc (meaning a PrefLib "
            "order to publish): TREC lines under a PrefLib name", ["fuse", "btv2009.soi", "--method", "borda", "-o",
                                                                   "consensus.soc"], {"btv2009.soi": btv},
            "consensus.soc", outputs=("consensus.soc",), fast=True,
            why="rankagg reads .soc as a PrefLib election: the run written under it is read back by no PrefLib "
            "reader (preflibtools or rankagg's own)")
    cli_bad("u20v_consensus_as_toi_gz_name", "the same to -o consensus.toi.gz", [
        "fuse", "btv2009.soi", "--method", "copeland", "-o", "consensus.toi.gz"], {"btv2009.soi": btv},
        "consensus.toi.gz", outputs=("consensus.toi.gz",), why="a .toi.gz is read as a PrefLib election too")
    cli_bad("u20v_run_fuse_to_soi_name", "TREC runs of two tabulators fused to -o consensus.soi", [
        "fuse", "a.run", "b.run", "-o", "consensus.soi"], {
            "a.run": "btv Q0 Montroll 1 3 a\nbtv Q0 Kiss 2 2 a\nbtv Q0 Wright 3 1 a\n",
            "b.run": "btv Q0 Kiss 1 3 b\nbtv Q0 Montroll 2 2 b\nbtv Q0 Wright 3 1 b\n"},
        "consensus.soi", outputs=("consensus.soi",), why="a run under a PrefLib election's name is read by no reader")
    cli_bad("u20v_explain_to_soc_name", "runs fused with --explain why.soc", [
        "fuse", "a.run", "b.run", "--method", "rrf", "--explain", "why.soc", "-o", "f.run"], {
            "a.run": "btv Q0 Montroll 1 3 a\nbtv Q0 Kiss 2 2 a\n",
            "b.run": "btv Q0 Kiss 1 3 b\nbtv Q0 Montroll 2 2 b\n"},
        "why.soc", outputs=("why.soc", "f.run"), why="JSON lines under a PrefLib name are read by no reader")
    cli_bad("u20v_instant_runoff_not_offered", "fuse --method irv (the office's own rule, not a rankagg method)",
            ["fuse", "btv2009.soi", "--method", "irv", "-o", "irv.csv"], {"btv2009.soi": btv}, "irv",
            outputs=("irv.csv",), why="an unknown method is refused by name")
    over = btv.replace("# NUMBER VOTERS: 101", "# NUMBER VOTERS: 100")
    cli_bad("u20v_header_voters_off_by_one", "a .soi whose NUMBER VOTERS (100) misses one ballot of the counts "
            "(101)", ["fuse", "btv2009.soi", "--method", "borda", "-o", "o.csv"], {"btv2009.soi": over},
            "btv2009.soi", "NUMBER VOTERS", outputs=("o.csv",), why="docs/preferences.md: counts that do not add up "
            "to NUMBER VOTERS are refused")
    toc_with_gaps = preflib("council.toc", COUNCIL, COUNCIL_ORDERS, "toc", "Ward 3 council")
    cli_bad("u20v_toi_saved_as_toc", "the council's incomplete ballots saved under .toc (complete orders): a "
            "bullet vote is no complete order", ["fuse", "council.toc", "-o", "o.csv"],
            {"council.toc": toc_with_gaps.replace("DATA TYPE: toc", "DATA TYPE: toi")}, "council.toc",
            outputs=("o.csv",), why="docs/preferences.md: a DATA TYPE that the file's suffix contradicts is refused")
    cli_ok("u20v_split_condorcet_wins_counts", "condorcet(rule=wins) on the split race: each candidate's number of "
           "head-to-head majorities (Alice 3, Bob 2, Carol 1, Dave 0)", ["fuse", "split.soc", "--method",
                                                                        "condorcet(rule=wins)", "--quiet", "-o",
                                                                        "sw.csv"], {"split.soc": split},
           lambda o, f: order_of(table(f, "sw.csv")) == ["Alice", "Bob", "Carol", "Dave"],
           why="rankagg methods condorcet: rule=wins orders by the number of pairwise majority wins")
    return cases
