"""Issue 45's twenty-second bar of scripts/reliability_matrix.py, a film magazine's critics' year-end top-ten poll (its cases, ids ``u22c_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The magazine's day (Sight & Sound, Pazz & Jop, IndieWire): 100-300 critics each send a top ten (some fewer, one
unranked, two films tied at 5); the poll desk keeps the ballots as a PrefLib election (``.soi``; ``.toi`` where a
critic ties films), film titles as the alternatives' names (commas, colons, quotes, ``%``, Japanese), fuses them by
points (Borda: 10 for first down to 1 on a top ten), publishes the list as CSV / TSV / JSON lines, and compares it
with last year's (Kendall's tau, SciPy).  Pazz & Jop's critics spread 100 points: one TREC run per critic, the
points as scores, summed.  The mistakes are the desk's: the spreadsheet of ballots (one row per critic, columns
``1``..``10``, ``#1``, ``Film 1``) given as a table of lists, the long sheet (``critic, outlet, rank, title``), a film
voted twice, an alternative the header does not declare, counts that do not add up, the list written as
``poll.md`` or under the layout and graphics tools' names (InDesign, Photoshop) or as subtitles.

The references are computed here (PrefLib Borda with tied classes at their best place, by hand; brute-force Kemeny;
points summed; SciPy's kendalltau), never with rankagg's code."""

from __future__ import annotations

import csv
import io
import itertools
import json
from pathlib import Path
from typing import Any, Callable
from urllib.parse import quote, unquote

from .case import Case, command_cases, snippet_cases
from .nineteenth_experts import _check_run, _lcg, _run
from .references import (HOUSE_AGREEMENT, LISTS_BY_QUERY, RANKED_LISTS, RUN_AGREEMENT, VERDICT_HELPERS,
                         reference_namespace)

TWENTYSECOND_CRITICS = "45 Unseen inputs: a twenty-second bar, a film magazine's critics' year-end top-ten poll"

_REF = "import json, math, subprocess, sys\n" + RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + VERDICT_HELPERS \
    + LISTS_BY_QUERY

_NS = reference_namespace(_REF, "twentysecond_critics._REF")
agree: Callable[..., str] = _NS["agree"]
by_query: Callable[..., Any] = _NS["by_query"]
positions: Callable[[dict], dict] = _NS["positions"]
_BORDA = _NS["borda_ref"]

_FILMS = ["Past Lives", "Oppenheimer", "Anatomy of a Fall", "The Zone of Interest", "Killers of the Flower Moon",
          "Mission: Impossible – Dead Reckoning Part One", '"Oppenheimer"', "Perfect Days", "花束みたいな恋をした",
          "Poor Things", "May December", "Fallen Leaves", "Asteroid City", "The Holdovers", "Showing Up",
          "Godland", "Tár", "Barbie", "Passages", "All of Us Strangers", "Evil Does Not Exist", "Close Your Eyes",
          "Afire", "Rotting in the Sun", "Occupied City", "Monster", "The Boy and the Heron", "Menus-Plaisirs – "
          "Les Troisgros", "R.M.N.", "Pictures of Ghosts", "Four Daughters", "Tótem", "Anselm", "Falcon Lake",
          "Past Lives (2023)", "Trenque Lauquen", "Priscilla", "Saltburn", "John Wick: Chapter 4", "100% Wolf"]


def _item_id(name: str) -> str:
    """docs/preferences.md: a name's id is the name with '%' and each blank percent-encoded as UTF-8."""
    return "".join(quote(ch, safe="") if ch == "%" or ch.isspace() else ch for ch in name)


def _ballots(n_critics: int, n_films: int, seed: int, short_every: int = 7) -> list[list[list[int]]]:
    """One order of classes (alternative numbers, 1-based) per critic: a top ten drawn around a shared taste; every
    ``short_every``-th critic sends fewer films."""
    g = _lcg(seed)
    out = []
    for c in range(n_critics):
        taste = sorted(range(1, n_films + 1), key=lambda a: a * 0.6 + n_films * next(g))
        k = 10 if c % short_every else 3 + c % 7
        out.append([[a] for a in taste[:k]])
    return out


def _grouped(orders: list[list[list[int]]]) -> list[tuple[int, list[list[int]]]]:
    counts: dict[str, int] = {}
    first: dict[str, list[list[int]]] = {}
    for o in orders:
        key = json.dumps(o)
        counts[key] = counts.get(key, 0) + 1
        first.setdefault(key, o)
    return [(counts[k], first[k]) for k in counts]


def _preflib(name: str, orders: list[list[list[int]]], films: list[str], eol: str = "\n") -> str:
    """A PrefLib file as preflib.org writes one: identical ballots on one line with their count."""
    kind = name.rsplit(".", 1)[1]
    lines = _grouped(orders)
    head = [f"# FILE NAME: {name}", "# TITLE: Critics' poll 2023", f"# DATA TYPE: {kind}",
            f"# NUMBER ALTERNATIVES: {len(films)}", f"# NUMBER VOTERS: {len(orders)}",
            f"# NUMBER UNIQUE ORDERS: {len(lines)}"]
    head += [f"# ALTERNATIVE NAME {i}: {f}" for i, f in enumerate(films, 1)]
    body = [f"{n}: " + ",".join(str(c[0]) if len(c) == 1 else "{" + ",".join(map(str, c)) + "}" for c in o)
            for n, o in lines]
    return eol.join(head + body) + eol


def _borda_preflib(orders: list[list[list[int]]], films: list[str]) -> tuple[dict, dict, dict]:
    """docs/preferences.md: n - p + 1 for place p, a tied class at its best place; the films a ballot leaves out
    share what is left, (n - k + 1) / 2 each; n counts the films some ballot names (rankagg methods borda:
    n_candidates='ranked'), so a film no ballot names gets only the shares and comes last; the tie rule counts
    ballots naming a film, then its best place."""
    n = len({a for o in orders for cls in o for a in cls})
    ids = [_item_id(f) for f in films]
    sc = dict.fromkeys(ids, 0.0)
    cnt = dict.fromkeys(ids, 0)
    best = dict.fromkeys(ids, 10 ** 12)
    for o in orders:
        place, named = 1, set()
        for cls in o:
            for a in cls:
                d = ids[a - 1]
                sc[d] += n - place + 1
                cnt[d] += 1
                best[d] = min(best[d], place)
                named.add(d)
            place += len(cls)
        for d in set(ids) - named:
            sc[d] += (n - len(named) + 1) / 2
    return sc, cnt, best


def _table_check(ref: tuple[dict, dict, dict], name: str = "poll.csv", depth: int | None = None,
                 sep: str = ",", names: dict[str, str] | None = None) -> Callable[[str, Path], bool]:
    """The table rankagg writes for an election (query, item, score, rank, name) against the reference: the scores,
    the order (ties by the house rule), the places 1..n and each item's name as the ballot file spelled it."""
    def check(out: str, folder: Path) -> bool:
        rows = list(csv.DictReader(io.StringIO((folder / name).read_text(encoding="utf-8")), delimiter=sep))
        got = [(r["item"], float(r["score"])) for r in rows]
        if agree(got, ref, depth, written=False):
            return False
        if [int(r["rank"]) for r in rows] != list(range(1, len(rows) + 1)):
            return False
        return names is None or all(names[r["item"]] == r["name"] for r in rows)

    return check


def _jsonl_check(ref: tuple[dict, dict, dict], name: str) -> Callable[[str, Path], bool]:
    def check(out: str, folder: Path) -> bool:
        rows = [json.loads(x) for x in (folder / name).read_text(encoding="utf-8").splitlines() if x.strip()]
        return not agree([(r["item"], float(r["score"])) for r in rows], ref, written=False)

    return check


def _rrf_all(ref: tuple[dict, dict, dict], films: list[str]) -> tuple[dict, dict, dict]:
    """RRF's reference over every alternative: a film no ballot names scores 0 and comes last."""
    sc, cnt, best = (dict(x) for x in ref)
    for f in map(_item_id, films):
        sc.setdefault(f, 0.0)
        cnt.setdefault(f, 0)
        best.setdefault(f, 10 ** 12)
    return sc, cnt, best


def _points_ref(models: dict[str, dict[str, float]]) -> tuple[dict, dict, dict]:
    """Pazz & Jop: a film's points summed over the ballots; ties by ballots naming it, then best place, then id."""
    sc: dict[str, float] = {}
    cnt: dict[str, int] = {}
    best: dict[str, int] = {}
    for p in models.values():
        for d, r in positions(p).items():
            sc[d] = sc.get(d, 0.0) + p[d]
            cnt[d] = cnt.get(d, 0) + 1
            best[d] = min(best.get(d, 10 ** 12), r)
    return sc, cnt, best


def _slug(title: str) -> str:
    """The desk's id of a film: lower case, words joined by '-' (a quoted title kept apart from the plain one)."""
    keep = "".join(ch.lower() if ch.isalnum() else "-" for ch in title)
    return "-".join(x for x in keep.split("-") if x) + ("-quoted" if title.startswith('"') else "")


def _pazz_jop(n_critics: int, seed: int) -> dict[str, dict[str, dict[str, float]]]:
    """{critic: {'pj2023': {film slug: points}}}: each critic spreads 100 points over ten films, 5 to 30 each."""
    g = _lcg(seed)
    runs = {}
    for c in range(n_critics):
        films = sorted(range(len(_FILMS)), key=lambda a: a * 0.5 + len(_FILMS) * next(g))[:10]
        pts = [5] * 10
        for _ in range(50 // 5):
            i = int(next(g) * 10)
            if pts[i] < 30:
                pts[i] += 5
        pts[0] += 100 - sum(pts)
        runs[f"critic{c:03d}"] = {"pj2023": {_slug(_FILMS[a]): float(p) for a, p in zip(films, pts)}}
    return runs


def _tie_two(line: str) -> str:
    """'3: 4,9,1,7' -> '3: 4,{9,1},7': the second and third films of a ballot line tied."""
    count, order = line.split(": ")
    a = order.split(",")
    return f"{count}: " + ",".join([a[0], "{" + a[1] + "," + a[2] + "}", *a[3:]])


def _wide_sheet(heads: list[str], ballots: dict[str, list[str]], extra: str = "") -> str:
    return "critic," + (extra + "," if extra else "") + ",".join(heads) + "\n" + "".join(
        f"{c}," + ("x," if extra else "") + ",".join(f) + "\n" for c, f in ballots.items())


def twentysecond_bar_critics_cases() -> list[Case]:
    G = TWENTYSECOND_CRITICS
    cli_ok, cli_bad = command_cases(G, outputs=("poll.csv",))
    ok, bad = snippet_cases(G, _REF)
    cases: list[Case] = []

    films = _FILMS
    names = {_item_id(f): f for f in films}
    orders = _ballots(150, len(films), 22)
    soi = _preflib("poll2023.soi", orders, films)
    f_soi = {"poll2023.soi": soi}
    ref = _borda_preflib(orders, films)

    # -- the poll as a PrefLib election
    cases.append(cli_ok("u22c_soi_borda_poll_csv", "fuse poll2023.soi --method borda -o poll.csv: 150 critics' top "
                        "tens (every seventh shorter) of 40 films, titles with colons, quotes, '%', an en dash and "
                        "Japanese", ["fuse", "poll2023.soi", "--method", "borda", "-o", "poll.csv"], f_soi,
                        _table_check(ref, names=names),
                        why="docs/preferences.md: Borda n - p + 1, films left off share the rest; item = the name "
                            "with blanks and % percent-encoded, name = as written"))
    cases.append(cli_ok("u22c_soi_borda_tsv", "fuse poll2023.soi --method borda -o poll.tsv: the list for the "
                        "layout desk as TSV", ["fuse", "poll2023.soi", "--method", "borda", "-o", "poll.tsv"], f_soi,
                        _table_check(ref, "poll.tsv", sep="\t", names=names),
                        why="docs/preferences.md: a .tsv table of query, item, score, rank, name"))
    cases.append(cli_ok("u22c_soi_borda_jsonl", "fuse poll2023.soi --method borda -o poll.jsonl: the list for the "
                        "website's CMS", ["fuse", "poll2023.soi", "--method", "borda", "-o", "poll.jsonl"], f_soi,
                        _jsonl_check(ref, "poll.jsonl"), why="docs/preferences.md: a .jsonl table, one object a row"))
    def _parquet_check(out: str, folder: Path) -> bool:
        import pandas as pd  # the check alone reads Parquet: the matrix itself needs no pandas
        t = pd.read_parquet(folder / "poll.parquet")
        return not agree([(d, float(s)) for d, s in zip(t["item"], t["score"])], ref, written=False)

    cases.append(cli_ok("u22c_soi_borda_parquet", "fuse poll2023.soi --method borda -o poll.parquet: the list for the "
                        "data team's notebook", ["fuse", "poll2023.soi", "--method", "borda", "-o", "poll.parquet"],
                        f_soi, _parquet_check,
                        why="docs/preferences.md: a .parquet table of query, item, score, rank, name"))
    rrf = _NS["rrf_ref"]({f"c{i}": {_item_id(films[a - 1]): 11.0 - p for p, [a] in enumerate(o, 1)}
                          for i, o in enumerate(orders)})
    cases.append(cli_ok("u22c_soi_rrf_poll", "fuse poll2023.soi --method rrf: the web editor's reciprocal-rank "
                        "list beside the points", ["fuse", "poll2023.soi", "--method", "rrf", "-o", "poll.csv"], f_soi,
                        _table_check(_rrf_all(rrf, films), names=names),
                        why="rankagg methods rrf: sum 1 / (60 + p) over the ballots naming a film; an election's "
                            "film no ballot names comes last (docs/preferences.md)"))
    cases.append(cli_bad("u22c_soi_weights_refused", "fuse poll2023.soi --method borda --weights w.txt: the senior "
                         "critics' ballots counted double", ["fuse", "poll2023.soi", "--method", "borda", "--weights",
                                                             "w.txt", "-o", "poll.csv"],
                         {**f_soi, "w.txt": "critic000 2\n"}, "--weights", fast=True,
                         why="docs/preferences.md: options that apply to runs only (--weights) are refused by name "
                             "for elections, not ignored"))
    cases.append(cli_bad("u22c_soi_explain_refused", "fuse poll2023.soi --method borda --explain why.jsonl: which "
                         "critics put a film up", ["fuse", "poll2023.soi", "--method", "borda", "--explain",
                                                   "why.jsonl", "-o", "poll.csv"], f_soi, "--explain",
                         outputs=("poll.csv", "why.jsonl"),
                         why="docs/preferences.md: --explain applies to runs only and is refused by name"))
    y22 = _ballots(90, len(films), 2022)
    ref22 = _borda_preflib(y22, films)

    def _two_years(out: str, folder: Path) -> bool:
        rows = list(csv.DictReader(io.StringIO((folder / "polls.csv").read_text(encoding="utf-8"))))
        by_q: dict[str, list] = {}
        for r in rows:
            by_q.setdefault(r["query"], []).append((r["item"], float(r["score"])))
        return set(by_q) == {"poll2022", "poll2023"} and not agree(by_q["poll2023"], ref, written=False) \
            and not agree(by_q["poll2022"], ref22, written=False)

    cases.append(cli_ok("u22c_two_years_one_table", "fuse poll2022.soi poll2023.soi --method borda -o polls.csv: "
                        "both years' lists in one table for the retrospective", ["fuse", "poll2022.soi",
                                                                                "poll2023.soi", "--method", "borda",
                                                                                "-o", "polls.csv"],
                        {**f_soi, "poll2022.soi": _preflib("poll2022.soi", y22, films)}, _two_years,
                        why="docs/preferences.md: an election is one query named by its file; each fused alone"))
    # ties and an unranked ballot
    tied = [o[:4] + [[o[4][0], o[5][0]]] + o[6:] if len(o) >= 6 else o for o in orders[:40]]
    tied.append([sorted(a for a in range(1, 11))])  # a critic's ten in alphabetical order: one class, unranked
    tied += orders[40:]
    toi = _preflib("poll2023.toi", tied, films)
    cases.append(cli_ok("u22c_toi_tie_at_five", "fuse poll2023.toi --method borda: forty critics tied two films at 5, "
                        "one sent ten films unranked (one tied class)", ["fuse", "poll2023.toi", "--method", "borda",
                                                                         "-o", "poll.csv"], {"poll2023.toi": toi},
                        _table_check(_borda_preflib(tied, films), names=names),
                        why="docs/preferences.md: a tied class gets its best place's points; the places after it "
                            "skip its size (1,{2,3},4)"))
    variants = ["Past Lives", "Past Lives (2023)", "PAST LIVES", "Past  Lives", "past lives"]
    v_orders = [[[1], [3]], [[2], [4]], [[3], [1]], [[4], [5]], [[5], [2]], [[1], [2]]]
    cases.append(cli_ok("u22c_soi_title_variants_apart", "fuse variants.soi --method borda: 'Past Lives', 'Past "
                        "Lives (2023)', 'PAST LIVES', 'past lives' and a double blank as five alternatives", ["fuse",
                                                                                              "variants.soi",
                                                                                              "--method", "borda",
                                                                                              "-o", "poll.csv"],
                        {"variants.soi": _preflib("variants.soi", v_orders, variants)},
                        _table_check(_borda_preflib(v_orders, variants)),
                        why="docs/preferences.md: a name is free text, its id the name percent-encoded: five names "
                            "are five alternatives (merging spellings is the desk's call)"))
    big_films = [f"{t} ({1990 + i % 34})" for i, t in enumerate(itertools.islice(itertools.cycle(films), 300))]
    big_orders = _ballots(2000, 300, 2026, short_every=11)
    cases.append(cli_ok("u22c_volume_2000_critics", "fuse poll_all.soi --method borda: 2000 critics x 10 of 300 "
                        "films (the open poll)", ["fuse", "poll_all.soi", "--method", "borda", "-o", "poll.csv"],
                        {"poll_all.soi": _preflib("poll_all.soi", big_orders, big_films)},
                        _table_check(_borda_preflib(big_orders, big_films)), timeout=240,
                        why="docs/preferences.md: Borda as above; a .csv holds every item (no default depth)"))
    # -- the ballots' mistakes
    def _soi_with(body_fix: Callable[[str], str]) -> dict[str, str]:
        return {"poll2023.soi": body_fix(soi)}

    head_lines = 6 + len(films)
    first_body = soi.splitlines()[head_lines]
    cases.append(cli_bad("u22c_soi_film_voted_twice", "fuse poll2023.soi: a critic listed Oppenheimer at 2 and 7 "
                         "(the desk typed the ballot twice)", ["fuse", "poll2023.soi", "--method", "borda", "-o",
                                                               "poll.csv"],
                         _soi_with(lambda t: t.replace(first_body, first_body + "," + first_body.split(": ")[1]
                                                       .split(",")[1])),
                         f"poll2023.soi:{head_lines + 1}",
                         why="docs/preferences.md / preflibtools: an alternative twice in one order is refused"))
    cases.append(cli_bad("u22c_soi_undeclared_film", "fuse poll2023.soi: a ballot names film 41 of 40 (added to the "
                         "ballots, not to the header)", ["fuse", "poll2023.soi", "--method", "borda", "-o",
                                                         "poll.csv"],
                         _soi_with(lambda t: t.replace(first_body, first_body.split(",")[0] + ",41")),
                         f"poll2023.soi:{head_lines + 1}",
                         why="preflibtools: an alternative beyond NUMBER ALTERNATIVES is refused"))
    cases.append(cli_bad("u22c_soi_same_title_twice", "fuse poll2023.soi: 'Past Lives (2023)' cleaned to 'Past "
                         "Lives', now two alternatives of one name", ["fuse", "poll2023.soi", "--method", "borda",
                                                                      "-o", "poll.csv"],
                         _soi_with(lambda t: t.replace(": Past Lives (2023)", ": Past Lives")), "poll2023.soi:",
                         "Past Lives", why="docs/preferences.md: one name for two alternatives is refused"))
    cases.append(cli_bad("u22c_soi_holds_ties", "fuse poll2023.soi: ties typed into a file that says soi (strict)",
                         ["fuse", "poll2023.soi", "--method", "borda", "-o", "poll.csv"],
                         _soi_with(lambda t: t.replace(first_body, _tie_two(first_body))),
                         f"poll2023.soi:{head_lines + 1}",
                         why="PrefLib: a strict order (soi) has no tied class; read as toi it would be another "
                             "election than the header says"))
    cases.append(cli_bad("u22c_out_over_soi", "fuse poll2023.soi --method borda -o poll2023.soi: the list written "
                         "back over the ballots", ["fuse", "poll2023.soi", "--method", "borda", "-o",
                                                   "poll2023.soi"], f_soi, "-o", "poll2023.soi", outputs=(),
                         why="docs/preferences.md: no output is written over an input; .soi is a PrefLib name"))
    for suffix, what in ((".md", "the Markdown page of the website's feature"),
                         (".indd", "InDesign, the print layout"), (".idml", "InDesign's markup for the layout desk"),
                         (".qxp", "QuarkXPress, the older layout"), (".psd", "Photoshop, the social card"),
                         (".ai", "Illustrator, the poster"), (".srt", "subtitles for the video countdown"),
                         (".vtt", "WebVTT captions for the web video")):
        cases.append(cli_bad(f"u22c_out_{suffix[1:]}_name", f"fuse poll2023.soi --method borda -o poll{suffix}: "
                             f"{what}", ["fuse", "poll2023.soi", "--method", "borda", "-o", f"poll{suffix}"], f_soi,
                             "-o", f"poll{suffix}", outputs=(f"poll{suffix}",),
                             why="docs/conventions.md: -o under a name no reader of TREC lines or tables opens is "
                                 "refused before any work"))

    # -- the spreadsheet of ballots
    sheet = {f"critic{c:03d}": [_slug(films[a - 1]) for [a] in o] for c, o in enumerate(orders[:12])}
    for cid, heads, extra in (("numbered", [str(i) for i in range(1, 11)], ""),
                              ("hash", [f"#{i}" for i in range(1, 11)], ""),
                              ("film_n", [f"Film {i}" for i in range(1, 11)], ""),
                              ("ordinals", ["1st", "2nd", "3rd"] + [f"{i}th" for i in range(4, 11)], ""),
                              ("numbered_outlet", [str(i) for i in range(1, 11)], "outlet"),
                              ("pick_n", [f"Pick {i}" for i in range(1, 11)], ""),
                              ("no_n", [f"No. {i}" for i in range(1, 11)], "")):
        full = {c: f for c, f in sheet.items() if len(f) == 10}
        cases.append(cli_bad(f"u22c_wide_ballots_{cid}", f"fuse ballots.csv --method borda: the desk's sheet, one "
                             f"row per critic, columns critic{', outlet' if extra else ''}, {heads[0]}..{heads[-1]}",
                             ["fuse", "ballots.csv", "--method", "borda", "-o", "poll.csv"],
                             {"ballots.csv": _wide_sheet(heads, full, extra)}, "ballots.csv:1", "ballot",
                             why="each row is a critic's ballot and each column one place over the critics, not a "
                                 "ranked list: read as lists, the critics' names would be fused as films"))
    long_sheet = "critic,outlet,rank,title,year,director\n" + "".join(
        f"critic{c:03d},Outlet {c % 9},{r},\"{films[a - 1]}\",2023,Someone\n"
        for c, o in enumerate(orders[:6]) for r, [a] in enumerate(o, 1))
    cases.append(cli_bad("u22c_long_ballots_csv", "fuse ballots_long.csv: the long sheet (critic, outlet, rank, "
                         "title, year, director), one row per pick", ["fuse", "ballots_long.csv", "--method", "borda",
                                                                      "-o", "poll.csv"],
                         {"ballots_long.csv": long_sheet}, "ballots_long.csv:",
                         why="a long table of picks is neither lists nor a run: refused naming the file and line, "
                             "with the forms that hold it (PrefLib, a long frame)"))
    lists_sheet = ",".join(sheet) + "\n" + "".join(
        ",".join(f[i] if i < len(f) else "" for f in sheet.values()) + "\n" for i in range(10))
    lists_ref = _BORDA({c: {t: float(10 - i) for i, t in enumerate(f)} for c, f in sheet.items()})

    def _lists_check(out: str, folder: Path) -> bool:
        rows = list(csv.DictReader(io.StringIO((folder / "poll.csv").read_text(encoding="utf-8"))))
        return not agree([(r["item"], float(r["score"])) for r in rows], lists_ref, written=False)

    cases.append(cli_ok("u22c_lists_one_column_per_critic", "fuse lists.csv --method borda: one column per critic "
                        "(the heading), films best first as the desk's slugs (past-lives), shorter ballots ending in "
                        "empty cells", ["fuse", "lists.csv", "--method", "borda", "-o", "poll.csv"],
                        {"lists.csv": lists_sheet}, _lists_check,
                        why="docs/genes.md: a table with one column per list, best first; rankagg methods borda: "
                            "n - r + 1, a film a list leaves out shares (n - k + 1) / 2"))
    jp = dict(zip(["蓮實重彦", "山田宏一", "Jonathan Romney", "Sophie Monks Kaufman"], list(sheet.values())[:4]))
    jp_sheet = "\t".join(jp) + "\n" + "".join(
        "\t".join(f[i] if i < len(f) else "" for f in jp.values()) + "\n" for i in range(10))
    jp_ref = _BORDA({c: {t: float(10 - i) for i, t in enumerate(f)} for c, f in jp.items()})

    def _jp_check(out: str, folder: Path) -> bool:
        rows = list(csv.DictReader(io.StringIO((folder / "poll.csv").read_text(encoding="utf-8"))))
        return not agree([(r["item"], float(r["score"])) for r in rows], jp_ref, written=False)

    cases.append(cli_ok("u22c_lists_tsv_critics_names", "fuse lists.tsv --method borda: the Tokyo and London "
                        "desks' columns headed by the critics' names (Japanese, blanks)", ["fuse", "lists.tsv",
                                                                                           "--method", "borda", "-o",
                                                                                           "poll.csv"],
                        {"lists.tsv": jp_sheet}, _jp_check,
                        why="docs/genes.md: a heading may hold blanks and is read at the file's separator; Borda "
                            "as rankagg methods borda"))
    cases.append(cli_bad("u22c_lists_titles_with_blanks", "fuse lists.csv: the same sheet with the titles as "
                         "written with blanks ('past lives')", ["fuse", "lists.csv", "--method", "borda", "-o", "poll.csv"],
                         {"lists.csv": lists_sheet.replace("-", " ")}, "lists.csv:", "PrefLib",
                         why="docs/genes.md: a blank inside an item is refused with the file and line, and the "
                             "message points to the form that holds titles (PrefLib names), not to a person's id"))

    # -- Pazz & Jop: 100 points spread per critic, one run each
    pj = _pazz_jop(120, 45)
    pj_files = {f"{c}.run": _run(c, r) for c, r in pj.items()}
    cases.append(cli_ok("u22c_pazz_jop_points_summed", "fuse 120 critics' runs --method 'combsum(norm=none)': "
                        "each critic spread 100 points over ten films (5 to 30), the points summed",
                        ["fuse", *pj_files, "--method", "combsum(norm=none)", "-o", "pj.run"], pj_files,
                        _check_run(by_query(pj, _points_ref), name="pj.run"),
                        why="rankagg methods combsum: norm none sums the scores as given; ties by the house rule "
                            "(more ballots, then best place, then id)"))
    tie_runs = {"a": {"pj": {"afire": 30.0, "godland": 20.0, "tar": 50.0}},
                "b": {"pj": {"godland": 30.0, "afire": 20.0, "passages": 50.0}},
                "c": {"pj": {"monster": 50.0, "passages": 50.0}}}
    cases.append(cli_ok("u22c_pazz_jop_tied_points", "fuse --method 'combsum(norm=none)': afire and godland tie at "
                        "50, as do tar and monster; passages leads", ["fuse", "a.run", "b.run", "c.run", "--method",
                                                                      "combsum(norm=none)", "-o", "pj.run"],
                        {f"{c}.run": _run(c, r) for c, r in tie_runs.items()},
                        _check_run(by_query(tie_runs, _points_ref), name="pj.run"),
                        why="docs/conventions.md: ties go to more rankers, then the better best local rank, then "
                            "the smaller docid; written nudged so trec_eval reads that order"))
    ranks_runs = {c: {"poll": {d: float(i) for i, d in enumerate(sorted(lst["pj2023"], key=lambda d: (
        -lst["pj2023"][d], d)), 1)}} for c, lst in list(pj.items())[:30]}
    r_files = {f"{c}.run": "".join(f"poll Q0 {d} {int(r)} {int(r)} {c}\n" for d, r in lst["poll"].items())
               for c, lst in ranks_runs.items()}
    borda_by_place = by_query({c: {"poll": {d: 11.0 - r for d, r in lst["poll"].items()}}
                               for c, lst in ranks_runs.items()}, _BORDA)
    cases.append(cli_ok("u22c_runs_place_as_score_trust_rank", "fuse 30 runs whose score column holds the place "
                        "(1 best) --trust-rank --method borda", ["fuse", *r_files, "--trust-rank", "--method",
                                                                 "borda", "-o", "poll.run"], r_files,
                        _check_run(borda_by_place, name="poll.run"),
                        why="docs/conventions.md: --trust-rank orders each list by its rank column (1 is best)"))
    cases.append(cli_bad("u22c_runs_points_with_pts_suffix", "fuse critic runs where one score reads '30pts'",
                         ["fuse", "critic000.run", "critic001.run", "--method", "combsum(norm=none)", "-o", "pj.run"],
                         {"critic000.run": pj_files["critic000.run"].replace(" 30.0 ", " 30pts ", 1).replace(
                             " 25.0 ", " 25pts ", 1).replace(" 20.0 ", " 20pts ", 1).replace(" 15.0 ", " 15pts ", 1)
                             .replace(" 10.0 ", " 10pts ", 1).replace(" 5.0 ", " 5pts ", 1),
                          "critic001.run": pj_files["critic001.run"]}, "critic000.run:", outputs=("pj.run",),
                         why="docs/conventions.md: a non-numeric score is refused naming its line"))

    # -- the notebook
    api_pj = json.dumps(pj)
    cases.append(ok("u22c_api_pazz_jop_dict", "rankagg.fuse({critic: {'pj2023': {film: points}}}, "
                    "'combsum(norm=none)'): the points summed in memory", _POINTS_DEF + r'''
import rankagg
runs = json.loads(RUNS)
got = rankagg.fuse(runs, method="combsum(norm=none)")
ref = by_query(runs, _points)
print("same" if not agree_all({q: list(v.items()) for q, v in got.items()}, ref, written=False) else "differs")
'''.replace("RUNS", repr(api_pj)),
                    why="rankagg methods combsum: norm none; a dict result in the consensus order"))
    cases.append(ok("u22c_api_ballot_counts", "rankagg.fuse of the ballots with every pick worth 1, "
                    "'combsum(norm=none)': how many ballots name each film", r'''
import rankagg
runs = json.loads(RUNS)
ones = {c: {q: dict.fromkeys(l, 1.0) for q, l in r.items()} for c, r in runs.items()}
got = rankagg.fuse(ones, method="combsum(norm=none)")["pj2023"]
want = {}
for r in runs.values():
    for d in r["pj2023"]:
        want[d] = want.get(d, 0) + 1
print("same" if got == {d: float(v) for d, v in want.items()} else "differs: %r" % got)
'''.replace("RUNS", repr(api_pj)), why="combsum of ones is the count of lists naming a film"))
    last_year = [_slug(f) for f in films[::-1][:25]]
    cases.append(ok("u22c_api_kendall_last_year", "Kendall's tau (SciPy) between this year's consensus and last "
                    "year's published top 25, on the films both name", _POINTS_DEF + r'''
import rankagg
from scipy.stats import kendalltau
runs, last = json.loads(RUNS), json.loads(LAST)
got = list(rankagg.fuse(runs, method="combsum(norm=none)")["pj2023"])
ref = fused_order(by_query(runs, _points)["pj2023"])
shared = [d for d in last if d in ref]
a = kendalltau([last.index(d) for d in shared], [got.index(d) for d in shared]).statistic
b = kendalltau([last.index(d) for d in shared], [ref.index(d) for d in shared]).statistic
print("same" if got == ref and abs(a - b) < 1e-12 else "differs: %r %r" % (a, b))
'''.replace("RUNS", repr(api_pj)).replace("LAST", repr(json.dumps(last_year))),
                    why="scipy.stats.kendalltau of the places of the shared films; the order is the points' with "
                        "the house tie rule"))
    cases.append(ok("u22c_api_long_frame_ranks", "rankagg.fuse(frame, 'borda') of the desk's long frame renamed to "
                    "qid, docid (slugs), run (critic), rank", r'''
import rankagg, pandas as pd
runs = json.loads(RUNS)
rows = [("poll", d, c, i) for c, r in runs.items() for i, d in enumerate(sorted(r["pj2023"], key=lambda d: (
    -r["pj2023"][d], d)), 1)]
f = pd.DataFrame(rows, columns=["qid", "docid", "run", "rank"])
got = rankagg.fuse(f, method="borda")
ref = borda_ref({c: {d: -float(i) for _, d, c2, i in rows if c2 == c} for c in runs})
out = [(d, float(s)) for d, s in zip(got.docid, got.score)]
print("same" if not agree(out, ref, written=False) else "differs: " + agree(out, ref, written=False))
'''.replace("RUNS", repr(api_pj)),
                    why="docs/conventions.md: a frame's rank column orders each list (1 best); Borda n - r + 1"))
    cases.append(bad("u22c_api_frame_titles_as_ids", "rankagg.fuse(frame) with the titles as docids "
                     "('Past Lives')", r'''
import rankagg, pandas as pd
f = pd.DataFrame({"qid": ["poll"] * 4, "docid": ["Oppenheimer", "Past Lives", "Past Lives", "Barbie"],
                  "run": ["hornaday", "hornaday", "dargis", "dargis"], "rank": [1, 2, 1, 2]})
print(rankagg.fuse(f, method="borda"))
''', "docid", "Past Lives", why="docs/conventions.md: an id with a blank is refused naming the row (a TREC line "
                                  "could not hold it); PrefLib names are the form for titles"))
    cases.append(bad("u22c_api_points_as_text", "rankagg.fuse of a critic's ballot whose points came as '30 pts'",
                     r'''
import rankagg
print(rankagg.fuse({"hornaday": {"pj": {"afire": "30 pts", "godland": 70.0}},
                    "dargis": {"pj": {"afire": 50.0, "tar": 50.0}}}, method="combsum(norm=none)"))
''', "hornaday", "afire", why="docs/conventions.md: a score that is no number is refused naming the run"))
    cases.append(bad("u22c_api_ballot_as_list", "rankagg.fuse({critic: [film, ...]}): each critic's ballot as a "
                     "Python list, best first", r'''
import rankagg
print(rankagg.fuse({"hornaday": ["afire", "godland", "tar"], "dargis": ["godland", "tar"]}, method="borda"))
''', "hornaday", why="a run is {qid: {docid: score}}: a bare list is refused naming the run"))
    cases.append(ok("u22c_api_fuser_borda_per_section", "rankagg.Fuser('borda') section by section (features, "
                    "documentaries), ballots as {film: 11 - place}", r'''
import rankagg
runs = json.loads(RUNS)
fuser = rankagg.Fuser("borda")
lists = {c: {d: 11.0 - i for i, d in enumerate(sorted(r["pj2023"], key=lambda d: (-r["pj2023"][d], d)), 1)}
         for c, r in list(runs.items())[:40]}
got = fuser(lists)
print("same" if not agree(got, borda_ref(lists), written=False) else "differs")
'''.replace("RUNS", repr(api_pj)), why="README: Fuser(lists) gives [(id, score)] best first; Borda as rankagg methods"))
    return cases


_POINTS_DEF = r'''
def _points(models):
    sc, cnt, best = {}, {}, {}
    for p in models.values():
        for d, r in positions(p).items():
            sc[d] = sc.get(d, 0.0) + p[d]
            cnt[d] = cnt.get(d, 0) + 1
            best[d] = min(best.get(d, 10 ** 12), r)
    return sc, cnt, best
'''
