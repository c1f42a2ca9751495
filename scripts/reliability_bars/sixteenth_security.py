"""Issue 45's sixteenth bar of scripts/reliability_matrix.py, a security team's vulnerability prioritisation (its cases, ids ``u16v_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's."""

from __future__ import annotations

import gzip
import json
import random
from pathlib import Path

from .case import Case, stdout_has, snippet_cases, command_cases  # noqa: F401
from .references import reference_namespace

SIXTEENTH_SECURITY = "45 Unseen inputs: a sixteenth bar, a security team's vulnerability prioritisation"

# The security team's references, independent of rankagg's code (one source: run in the matrix for the CLI cases'
# checks, and in each API case's process).  A signal (CVSS base score, EPSS probability, KEV membership, vendor
# severity) is a TREC run: query = asset group or week, docid = CVE / GHSA / package@version, score = the signal.
# ``load`` reads a run as trec_eval does (whitespace fields, ``float`` of the score text: C's atof on these forms,
# plain or gzip); ``order`` ranks one list by trec_eval's rule (score descending, then docid descending as bytes:
# docs/conventions.md); ``rrf`` is Cormack et al. 2009 (sum w / (k + r), r from 1), ``comb`` CombSUM / CombMNZ of
# min-max normalised scores (Fox & Shaw 1994; a list of equal scores gives each document 1: docs/conventions.md),
# ``borda`` gives n - r + 1 points and a list's missing documents (n - k + 1) / 2 each (``rankagg methods borda``);
# ``queue`` orders a reference by its scores and, within 2^-40 relative, by docs/conventions.md's tie rule (more
# lists, then best local rank, then the smaller docid); ``written`` compares a written run with a reference (its
# order, trec_eval's reading order of it, the scores to 1e-6 since tied lines are nudged by float32 steps);
# ``pytrec`` is pytrec_eval (trec_eval's own code) on a {q: {d: score}} run.
_REF = r'''
import gzip, json, math, os, sys
TOL = 2.0 ** -40
def load(path):
    op = gzip.open if str(path).endswith('.gz') else open
    run = {}
    with op(path, 'rt', encoding='utf-8') as f:
        for line in f:
            p = line.split()
            if p:
                run.setdefault(p[0], {})[p[2]] = float(p[4])
    return run
def order(lst):
    by_id = sorted(lst, key=lambda d: str(d).encode(), reverse=True)
    return sorted(by_id, key=lambda d: -float(lst[d]))
def per_query(signals):
    out = {}
    for name, run in signals.items():
        for q, lst in run.items():
            out.setdefault(q, {})[name] = lst
    return out
def rrf(lists, k=60.0, w=None):
    sc, cnt, best = {}, {}, {}
    for name, lst in lists.items():
        for r, d in enumerate(order(lst), 1):
            sc[d] = sc.get(d, 0.0) + (w or {}).get(name, 1.0) / (k + r)
            cnt[d] = cnt.get(d, 0) + 1
            best[d] = min(best.get(d, r), r)
    return sc, cnt, best
def comb(lists, mnz=False, w=None):
    sc, cnt, best = {}, {}, {}
    for name, lst in lists.items():
        lo, hi = min(lst.values()), max(lst.values())
        for r, d in enumerate(order(lst), 1):
            v = 1.0 if hi == lo else (lst[d] - lo) / (hi - lo)
            sc[d] = sc.get(d, 0.0) + (w or {}).get(name, 1.0) * v
            cnt[d] = cnt.get(d, 0) + 1
            best[d] = min(best.get(d, r), r)
    if mnz:
        sc = {d: s * cnt[d] for d, s in sc.items()}
    return sc, cnt, best
def borda(lists, w=None):
    ids = set().union(*[set(l) for l in lists.values()])
    n = len(ids)
    sc, cnt, best = {d: 0.0 for d in ids}, {}, {}
    for name, lst in lists.items():
        ww = (w or {}).get(name, 1.0)
        pos = {d: r for r, d in enumerate(order(lst), 1)}
        for d in ids:
            if d in pos:
                sc[d] += ww * (n - pos[d] + 1)
                cnt[d] = cnt.get(d, 0) + 1
                best[d] = min(best.get(d, pos[d]), pos[d])
            else:
                sc[d] += ww * (n - len(lst) + 1) / 2
    return sc, cnt, best
def queue(ref):
    sc, cnt, best = ref
    out, group = [], []
    for d in sorted(sc, key=lambda d: -sc[d]):
        if group and abs(sc[group[-1]] - sc[d]) > TOL * max(abs(sc[group[-1]]), abs(sc[d])):
            out += sorted(group, key=lambda e: (-cnt[e], best[e], str(e).encode()))
            group = []
        group.append(d)
    return out + sorted(group, key=lambda e: (-cnt[e], best[e], str(e).encode()))
def lines_of(path):
    op = gzip.open if str(path).endswith('.gz') else open
    rows = {}
    with op(path, 'rt', encoding='utf-8') as f:
        for line in f:
            p = line.split()
            if len(p) != 6:
                raise AssertionError('%d fields: %r' % (len(p), line))
            rows.setdefault(p[0], []).append((p[2], float(p[4])))
    return rows
def written(path, refs, depth=None, scores=True):
    rows = lines_of(path)
    if set(rows) != {q for q, r in refs.items() if r[0]}:
        return 'queries %s, reference %s' % (sorted(rows), sorted(refs))
    for q, ref in refs.items():
        want = queue(ref)[:depth]
        got = [d for d, _ in rows[q]]
        if got != want:
            return '%s: %s, reference %s' % (q, got[:8], want[:8])
        back = [d for d, _ in sorted(rows[q], key=lambda r: (-r[1], tuple(-b for b in r[0].encode()) + (1,)))]
        if back != got:
            return '%s: trec_eval reads another order' % q
        if scores:
            for d, s in rows[q]:
                if abs(s - ref[0][d]) > 1e-6 * max(1.0, abs(ref[0][d])):
                    return '%s %s: %r, reference %r' % (q, d, s, ref[0][d])
    return ''
def same(got, ref, depth=None, tol=1e-12):
    want = queue(ref)[:depth]
    ids = [d for d, _ in got]
    if ids != want:
        return '%s, reference %s' % (ids[:8], want[:8])
    for d, s in got:
        if abs(float(s) - ref[0][d]) > tol * max(1.0, abs(ref[0][d])):
            return '%s: %r, reference %r' % (d, s, ref[0][d])
    return ''
def pytrec(run, qrels, measures):
    import pytrec_eval
    ev = pytrec_eval.RelevanceEvaluator(qrels, set(measures))
    return ev.evaluate({q: {str(d): float(s) for d, s in l.items()} for q, l in run.items() if l})
def mean_of(per_q, m):
    return sum(v[m] for v in per_q.values()) / len(per_q)
def qrels_of(path):
    out = {}
    for line in open(path):
        q, _, d, g = line.split()
        out.setdefault(q, {})[d] = int(g)
    return out
def say(problem):
    print('differs: ' + problem if problem else 'same')
'''
_NS = reference_namespace(_REF, "<sixteenth_security reference>")


# ------------------------------------------------------------------------------------------------ the team's data
_CVSS = ("10.0", "9.8", "9.8", "9.8", "9.1", "8.8", "8.8", "8.1", "7.5", "7.5", "7.5", "6.5", "5.9", "5.3", "4.3")
_PKGS = ("openssl@3.0.7", "log4j-core:2.14.1", "xz-utils@5.6.0", "pkg:npm/%40babel/traverse@7.23.1", "glibc@2.35",
         "pkg:pypi/requests@2.31.0", "curl@8.3.0", "spring-core:5.3.17", "libwebp@1.3.1", "pkg:golang/golang.org/x/net@v0.17.0")


def _vuln_ids(rnd: random.Random, n: int) -> list[str]:
    """Finding ids as scanners print them: CVE ids (4 to 7 digits), GHSA ids, package@version."""
    out: list[str] = []
    seen: set[str] = set()
    while len(out) < n:
        kind = rnd.random()
        if kind < 0.7:
            d = f"CVE-{rnd.randint(2014, 2026)}-{rnd.randint(1, 10 ** rnd.randint(4, 7) - 1):04d}"
        elif kind < 0.85:
            a = "23456789cfghjmpqrvwx"
            d = "GHSA-" + "-".join("".join(rnd.choice(a) for _ in range(4)) for _ in range(3))
        else:
            d = rnd.choice(_PKGS).rsplit("@", 1)[0] + f"@{rnd.randint(0, 9)}.{rnd.randint(0, 30)}.{rnd.randint(0, 9)}"
        if d not in seen:
            seen.add(d)
            out.append(d)
    return out


def _signals(seed: int, groups: tuple[str, ...], n: int) -> dict[str, dict[str, dict[str, str]]]:
    """Per signal ``{group: {finding: score text}}``: CVSS with many ties, EPSS in the feed's scientific notation
    (only for CVE ids), KEV members only (1), vendor severity mapped critical/high/medium/low = 4/3/2/1."""
    rnd = random.Random(seed)
    sig: dict[str, dict[str, dict[str, str]]] = {"cvss": {}, "epss": {}, "kev": {}, "severity": {}}
    for g in groups:
        ids = _vuln_ids(rnd, n)
        sig["cvss"][g] = {d: rnd.choice(_CVSS) for d in ids}
        sig["epss"][g] = {d: f"{rnd.uniform(1, 9.99):.2f}e-{rnd.randint(1, 5):02d}" for d in ids
                          if d.startswith("CVE") and rnd.random() < 0.9}
        sig["kev"][g] = {d: "1" for d in ids if rnd.random() < 0.12} or {ids[0]: "1"}
        sig["severity"][g] = {d: str(rnd.choice((4, 3, 3, 2, 2, 2, 1))) for d in ids if rnd.random() < 0.8}
    return sig


def _run(tag: str, run: dict[str, dict[str, str]], shuffle: int | None = None) -> str:
    """A run as the team's converter writes it: file order as the scanner exported (optionally shuffled), the rank
    column the line number (not read)."""
    lines = [(q, d, s) for q, lst in run.items() for d, s in lst.items()]
    if shuffle is not None:
        random.Random(shuffle).shuffle(lines)
    return "".join(f"{q} Q0 {d} {i} {s} {tag}\n" for i, (q, d, s) in enumerate(lines, 1))


def _qrels(seed: int, sig: dict, share: float = 0.15) -> str:
    """Exploited-in-the-wild labels: 2 for a KEV entry, 1 for a public exploit, 0 judged not exploited."""
    rnd = random.Random(seed)
    lines = []
    for g, lst in sig["cvss"].items():
        for d in lst:
            if d in sig["kev"][g] and rnd.random() < 0.8:
                lines.append(f"{g} 0 {d} 2\n")
            elif rnd.random() < share:
                lines.append(f"{g} 0 {d} 1\n")
            elif rnd.random() < 0.3:
                lines.append(f"{g} 0 {d} 0\n")
    return "".join(lines)


_GROUPS = ("payments", "web-frontend", "data-platform")
_WEEKS = ("2026-W47", "2026-W48", "2026-W49")
_SIG = _signals(16, _GROUPS, 60)
_WEEK_SIG = _signals(17, _WEEKS, 120)
_FILES = {f"{s}.run": _run(s, _SIG[s], shuffle=i) for i, s in enumerate(("cvss", "epss", "kev"))}
_FILES4 = {**_FILES, "severity.run": _run("severity", _SIG["severity"])}
_WEEK_FILES = {f"{s}.run": _run(s, _WEEK_SIG[s]) for s in ("cvss", "epss", "kev", "severity")}
_EXPLOITED = _qrels(18, _WEEK_SIG)


def _as_py(sig: dict, names: tuple[str, ...]) -> str:
    """The signals as a Python literal {signal: {q: {id: float}}} for an API snippet."""
    return repr({s: {q: {d: float(v) for d, v in lst.items()} for q, lst in sig[s].items()} for s in names})


def _cli_check(method: str, names: tuple[str, ...], *, w: dict | None = None, k: float = 60.0, depth: int | None = None,
               out: str = "queue.run", scores: bool = True, by_file: bool = False):
    """A check of a written queue against the reference computed here from the input files of the case's folder."""

    def check(stdout: str, folder: Path) -> bool:
        runs = {}
        for name in names:
            p = folder / name
            tag = (gzip.open(p, "rt") if name.endswith(".gz") else open(p)).readline().split()[5]
            runs[name if by_file else tag] = _NS["load"](p)
        lists = _NS["per_query"](runs)
        if method == "rrf":
            refs = {q: _NS["rrf"](l, k=k, w=w) for q, l in lists.items()}
        elif method == "borda":
            refs = {q: _NS["borda"](l, w=w) for q, l in lists.items()}
        else:
            refs = {q: _NS["comb"](l, mnz=method == "combmnz", w=w) for q, l in lists.items()}
        problem = _NS["written"](folder / out, refs, depth=depth, scores=scores)
        if problem:
            print(problem)
        return not problem

    return check


def _big_setup(n: int, seed: int):
    """50k findings of one estate-wide query, four signals, written lazily (not at import)."""

    def setup(folder: Path) -> None:
        rnd = random.Random(seed)
        ids = [f"CVE-{2000 + i % 27}-{i:06d}" if i % 5 else f"GHSA-{i:04x}-{i % 9973:04x}-q{i % 97:03d}" for i in range(n)]
        cvss = {d: rnd.choice(_CVSS) for d in ids}
        epss = {d: f"{rnd.uniform(1, 9.99):.3f}e-{rnd.randint(1, 6):02d}" for d in ids if rnd.random() < 0.9}
        kev = {d: "1" for d in ids if rnd.random() < 0.01}
        sev = {d: str(rnd.randint(1, 4)) for d in ids}
        for tag, lst in (("cvss", cvss), ("epss", epss), ("kev", kev), ("severity", sev)):
            (folder / f"{tag}.run").write_text(_run(tag, {"estate": lst}, shuffle=seed))
        qrels = "".join(f"estate 0 {d} {1 + (d in kev)}\n" for d in ids if d in kev or rnd.random() < 0.02)
        (folder / "exploited.qrels").write_text(qrels)

    return setup


def _parquet_setup(sig: dict, names: tuple[str, ...], name: str = "findings.parquet"):
    def setup(folder: Path) -> None:
        import pyarrow as pa
        import pyarrow.parquet as pq

        rows = [(q, d, float(s), tag) for tag in names for q, lst in sig[tag].items() for d, s in lst.items()]
        table = pa.table({"q_id": [r[0] for r in rows], "doc_id": [r[1] for r in rows],
                          "score": [r[2] for r in rows], "run": [r[3] for r in rows]})
        pq.write_table(table, folder / name)
        for tag in names:  # the reference reads the same signals as runs
            (folder / f"{tag}.ref").write_text(_run(tag, sig[tag]))

    return setup


def _parquet_check(names: tuple[str, ...], out: str):
    def check(stdout: str, folder: Path) -> bool:
        lists = _NS["per_query"]({t: _NS["load"](folder / f"{t}.ref") for t in names})
        refs = {q: _NS["rrf"](l) for q, l in lists.items()}
        if out.endswith(".parquet"):
            import pyarrow.parquet as pq

            t = pq.read_table(folder / out).to_pydict()
            text = "".join(f"{q} Q0 {d} {r} {s!r} x\n" for q, d, s, r in zip(t["q_id"], t["doc_id"], t["score"], t["rank"]))
            (folder / "parquet.txt").write_text(text)
            out_path = folder / "parquet.txt"
        else:
            out_path = folder / out
        problem = _NS["written"](out_path, refs)
        if problem:
            print(problem)
        return not problem

    return check


def _eval_check(run: str, qrels: str, pairs: dict[str, str]):
    """``rankagg evaluate --json -q`` against pytrec_eval: every query's value and the mean, to 1e-4."""

    def check(stdout: str, folder: Path) -> bool:
        got = json.loads(stdout)
        ref = _NS["pytrec"](_NS["load"](folder / run), _NS["qrels_of"](folder / qrels), set(pairs.values()))
        for ours, request in pairs.items():
            theirs = request.replace(".", "_")
            if abs(got[ours] - _NS["mean_of"](ref, theirs)) > 1e-4:
                return False
            for q, v in ref.items():
                if abs(got["per_query"][q][ours] - v[theirs]) > 1e-4:
                    return False
        return True

    return check


_TRIVY = json.dumps({"SchemaVersion": 2, "ArtifactName": "registry.local/payments-api:1.4.2", "ArtifactType": "container_image",
                     "Results": [{"Target": "payments-api (debian 12.4)", "Class": "os-pkgs", "Type": "debian",
                                  "Vulnerabilities": [{"VulnerabilityID": "CVE-2024-3094", "PkgName": "xz-utils",
                                                       "InstalledVersion": "5.6.0-0.2", "Severity": "CRITICAL",
                                                       "CVSS": {"nvd": {"V3Score": 10.0}}},
                                                      {"VulnerabilityID": "CVE-2023-4863", "PkgName": "libwebp7",
                                                       "InstalledVersion": "1.2.4-0.2", "Severity": "HIGH",
                                                       "CVSS": {"nvd": {"V3Score": 8.8}}}]}]}, indent=2) + "\n"
_BAD_BASE = "payments Q0 CVE-2024-3094 1 10.0 cvss\npayments Q0 CVE-2021-44228 2 10.0 cvss\n"
_EPSS_GOOD = "payments Q0 CVE-2024-3094 1 9.71e-01 epss\npayments Q0 CVE-2023-4863 2 3.35e-01 epss\n"


def _bad_run(tag: str, bad_line: str, at: int, n: int = 6) -> str:
    """A signal's run whose line ``at`` (from 1) is the team's mistake, the others fine."""
    good = [f"payments Q0 CVE-2023-{1000 + i} {i} {9.8 - i / 10:.1f} {tag}\n" for i in range(1, n + 1)]
    good[at - 1] = bad_line
    return "".join(good)


_WEEKS24 = tuple(f"2026-W{i:02d}" for i in range(1, 25))


def _weeks24_setup(seed: int):
    """24 weekly queues of 80 findings and their exploited labels, written when the case runs.  Seed 5 gives a
    calibration whose 90%-recall threshold, 0.17456896..., prints as 0.1746 at four decimals (above it)."""

    def setup(folder: Path) -> None:
        sig = _signals(seed, _WEEKS24, 80)
        for s in ("cvss", "epss", "kev", "severity"):
            (folder / f"{s}.run").write_text(_run(s, sig[s]))
        (folder / "exploited.qrels").write_text(_qrels(seed + 1, sig))

    return setup


_CHANNELS = ("#team-payments Q0 CVE-2024-3094 1 10.0 cvss\n#team-payments Q0 CVE-2021-44228 2 9.8 cvss\n"
             "#team-web Q0 CVE-2023-4863 1 8.8 cvss\n")


def _scanner_lists_setup(folder: Path) -> None:
    """Four scanners' rankings of findings (CVE, GHSA and package ids; 120 to 400 each, best first; 20 of each
    drawn from 30 shared top findings) as one CSV table of lists, shorter columns ending in empty cells."""
    import csv

    rnd = random.Random(7)
    pool = list(dict.fromkeys([f"CVE-{rnd.randint(2014, 2026)}-{rnd.randint(1000, 999999)}" for _ in range(400)]
                              + [f"GHSA-{i:04x}-q{i:03d}-x{i % 97:03d}" for i in range(50)] + list(_PKGS)))
    lists = {s: rnd.sample(pool[:30], 20) + rnd.sample(pool[30:], n - 20)
             for s, n in (("trivy", 300), ("grype", 250), ("snyk", 120), ("nessus", 400))}
    with open(folder / "scanners.csv", "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(lists)
        for i in range(max(map(len, lists.values()))):
            w.writerow([lst[i] if i < len(lst) else "" for lst in lists.values()])


_RRA_R = """library(RobustRankAggreg)
d <- read.csv("scanners.csv", stringsAsFactors = FALSE, na.strings = character(0), colClasses = "character",
              check.names = FALSE)
r <- aggregateRanks(lapply(d, function(x) x[x != ""]))
write.csv(r, "r_out.csv", row.names = FALSE)
"""


def _rra_check(stdout: str, folder: Path) -> bool:
    """The consensus table against R's RobustRankAggreg 1.2.1 aggregateRanks on the same lists: the same items
    in the same order, each p-value to 1e-9 relative."""
    import csv
    import subprocess

    (folder / "rra.R").write_text(_RRA_R)
    subprocess.run(["Rscript", "rra.R"], cwd=folder, check=True, capture_output=True, timeout=120)
    r = [(row["Name"], float(row["Score"])) for row in csv.DictReader(open(folder / "r_out.csv"))]
    ours = [(row["item"], float(row["p_value"])) for row in csv.DictReader(open(folder / "consensus.csv"))]
    return [d for d, _ in r] == [d for d, _ in ours] and all(
        abs(a - b) <= 1e-9 * max(1e-300, abs(a)) for (_, a), (_, b) in zip(r, ours))


def sixteenth_bar_security_cases() -> list[Case]:
    G = SIXTEENTH_SECURITY
    rnames = ("cvss", "epss", "kev")
    fuse3 = ["fuse", "cvss.run", "epss.run", "kev.run"]
    fuse4 = fuse3 + ["severity.run"]

    cli_ok, cli_bad = command_cases(G, outputs=("queue.run",))

    ok, bad = snippet_cases(G, _REF + "import rankagg\n")

    week_py = "S = " + _as_py(_WEEK_SIG, ("cvss", "epss", "kev", "severity")) + "\nL = per_query(S)\n"
    group_py = "S = " + _as_py(_SIG, rnames) + "\nL = per_query(S)\n"
    both = {"grype.run": _run("scanner", _SIG["cvss"]), "trivy.run": _run("scanner", _SIG["severity"], shuffle=3)}
    scanners = {"grype.run": _run("grype", _SIG["cvss"]), "trivy.run": _run("trivy", _SIG["severity"])}
    gz = {f"{s}.run.gz": gzip.compress(_run(s, _SIG[s]).encode(), mtime=0) for s in rnames}
    ranked_export = "".join(
        f"{q} Q0 {d} {r} {s} scanner\n" for q, lst in _SIG["cvss"].items()
        for r, (d, s) in enumerate(sorted(lst.items(), key=lambda kv: kv[0][::-1]), 1))

    def rank_check(stdout: str, folder: Path) -> bool:
        rows = _NS["lines_of"](folder / "queue.run")
        for q, lst in _NS["per_query"]({"x": _NS["load"](folder / "cvss.run")}).items():
            got = [(d, s) for d, s in rows[q]]
            ref = _NS["rrf"](lst)
            want = _NS["queue"](ref)
            if [d for d, _ in got] != want or [s for _, s in got] != [float(len(want) - i) for i in range(len(want))]:
                return False
        return True

    def trust_check(stdout: str, folder: Path) -> bool:
        # the scanner's priority column read as the rank: each list ordered by it, then RRF over that order
        by_rank: dict = {}
        for line in open(folder / "cvss.run"):
            q, _, d, r, _, _ = line.split()
            by_rank.setdefault(q, {})[d] = -float(r)  # a higher score = a better (smaller) rank
        refs = {q: _NS["rrf"]({"scanner": lst}) for q, lst in by_rank.items()}
        return not _NS["written"](folder / "queue.run", refs)

    def input_depth_check(stdout: str, folder: Path) -> bool:
        runs = {t: _NS["load"](folder / f"{t}.run") for t in rnames}
        cut = {t: {q: {d: lst[d] for d in _NS["order"](lst)[:25]} for q, lst in run.items()} for t, run in runs.items()}
        refs = {q: _NS["rrf"](l) for q, l in _NS["per_query"](cut).items()}
        return not _NS["written"](folder / "queue.run", refs)

    def explain_check(stdout: str, folder: Path) -> bool:
        runs = {t: _NS["load"](folder / f"{t}.run") for t in rnames}
        w = {"kev": 3.0}
        rows = [json.loads(x) for x in open(folder / "explain.jsonl")]
        seen = 0
        for row in rows:
            q, d = row.get("qid", row.get("query")), row["docid"]
            total = 0.0
            for t in rnames:
                lst = runs[t].get(q, {})
                if d in lst:
                    r = _NS["order"](lst).index(d) + 1
                    got = row["lists"][t]
                    if got["rank"] != r or abs(got["contribution"] - w.get(t, 1.0) / (60 + r)) > 1e-12:
                        return False
                    total += w.get(t, 1.0) / (60 + r)
            if abs(total - row["score"]) > 1e-12:
                return False
            seen += 1
        return seen == sum(len(set().union(*[set(runs[t].get(q, {})) for t in rnames])) for q in runs["cvss"])

    def eval_pairs(*p: str) -> dict:
        return dict(zip(p[::2], p[1::2]))

    return [
        # ---- the morning queue: three signals per asset group fused on the command line
        cli_ok("u16v_rrf_three_signals", "CVSS, EPSS and KEV runs per asset group (CVE/GHSA/package@version ids, CVSS "
               "ties at 9.8, EPSS as 3.35e-01, lines in export order) fused by RRF into one queue",
               fuse3 + ["--method", "rrf", "-o", "queue.run"], _FILES, _cli_check("rrf", ("cvss.run", "epss.run", "kev.run")),
               "RRF = sum 1 / (60 + r), r from trec_eval's order of each list (docs/conventions.md; Cormack et al. 2009)",
               fast=True),
        cli_ok("u16v_rrf_signal_weights", "--weights kev=3,epss=2: KEV membership weighs three times CVSS",
               fuse3 + ["--method", "rrf", "--weights", "kev=3,epss=2", "-o", "queue.run"], _FILES,
               _cli_check("rrf", ("cvss.run", "epss.run", "kev.run"), w={"kev": 3.0, "epss": 2.0}),
               "weights multiply each run's RRF term; an unnamed run weighs 1 (docs/trec.md)"),
        cli_ok("u16v_weights_policy_file", "the team's weights file (a '#' comment line, 'kev 3', 'epss 1.5', "
               "'severity 0.5') with rrf(k=20) over four signals",
               fuse4 + ["--method", "rrf(k=20)", "--weights", "weights.txt", "-o", "queue.run"],
               {**_FILES4, "weights.txt": "# remediation policy 2026-12\nkev 3\nepss 1.5\nseverity 0.5\n"},
               _cli_check("rrf", ("cvss.run", "epss.run", "kev.run", "severity.run"), k=20.0,
                          w={"kev": 3.0, "epss": 1.5, "severity": 0.5}),
               "a weights file holds 'NAME WEIGHT' lines, '#' lines are comments (docs/trec.md)"),
        cli_ok("u16v_rrf_k_param", "--method rrf --param k=10 (a smaller k: the top of each signal counts more)",
               fuse3 + ["--method", "rrf", "--param", "k=10", "-o", "queue.run"], _FILES,
               _cli_check("rrf", ("cvss.run", "epss.run", "kev.run"), k=10.0), "RRF's k is its parameter (rankagg methods rrf)"),
        cli_ok("u16v_combsum_minmax_signals", "CombSUM of min-max normalised CVSS (0-10), EPSS (1e-05..0.99), KEV "
               "(all 1: each gets 1) and severity (1-4)",
               fuse4 + ["--method", "combsum", "--param", "norm=minmax", "-o", "queue.run"], _FILES4,
               _cli_check("combsum", ("cvss.run", "epss.run", "kev.run", "severity.run")),
               "CombSUM of (s - min) / (max - min) per list, an all-equal list gives 1 (docs/conventions.md)"),
        cli_ok("u16v_combmnz_minmax_signals", "CombMNZ (min-max): a finding every signal flags climbs",
               fuse3 + ["--method", "combmnz", "--param", "norm=minmax", "-o", "queue.run"], _FILES,
               _cli_check("combmnz", ("cvss.run", "epss.run", "kev.run")),
               "CombMNZ = CombSUM times the number of lists that returned the document (Fox & Shaw 1994)"),
        cli_ok("u16v_borda_two_scanners", "Grype's CVSS run and Trivy's severity run (other findings each, GHSA and "
               "CVE ids) fused by Borda", ["fuse", "grype.run", "trivy.run", "--method", "borda", "-o", "queue.run"],
               scanners, _cli_check("borda", ("grype.run", "trivy.run")),
               "Borda: n - r + 1 points, a list's missing documents share (n - k + 1) / 2 (rankagg methods borda)"),
        cli_ok("u16v_same_tag_weight_by_file", "two scanners' runs both tagged 'scanner': --weights trivy.run=2 "
               "names the run by its file", ["fuse", "grype.run", "trivy.run", "--method", "rrf", "--weights",
                                             "trivy.run=2", "-o", "queue.run"], both,
               _cli_check("rrf", ("grype.run", "trivy.run"), w={"trivy.run": 2.0}, by_file=True),
               "runs are named by file names when tags repeat (docs/conventions.md)"),
        cli_ok("u16v_depth_top20", "--depth 20: each asset group's top 20 to remediate this sprint",
               fuse4 + ["--method", "rrf", "--depth", "20", "-o", "queue.run"], _FILES4,
               _cli_check("rrf", ("cvss.run", "epss.run", "kev.run", "severity.run"), depth=20),
               "--depth writes at most N documents per query, the first of the fused order (rankagg fuse --help)"),
        cli_ok("u16v_input_depth_25", "--input-depth 25: only each scanner's first 25 findings per group are fused",
               fuse3 + ["--method", "rrf", "--input-depth", "25", "-o", "queue.run"], _FILES, input_depth_check,
               "--input-depth keeps each run's first N documents (trec_eval's order) before fusing (docs/conventions.md)"),
        cli_ok("u16v_scores_rank_column", "--scores rank: the ticketing import wants priorities n..1, not RRF's "
               "0.016-ish scores", ["fuse", "cvss.run", "--method", "rrf", "--scores", "rank", "-o", "queue.run"],
               {"cvss.run": _FILES["cvss.run"]}, rank_check, "--scores rank writes n - rank + 1 (rankagg fuse --help)"),
        cli_ok("u16v_trust_rank_scanner_priority", "a scanner's export whose rank column is its own priority and whose "
               "score is CVSS: --trust-rank orders by the priority", ["fuse", "cvss.run", "--method", "rrf",
                                                                      "--trust-rank", "-o", "queue.run"],
               {"cvss.run": ranked_export}, trust_check, "--trust-rank orders lists by their rank column (docs/trec.md)"),
        cli_ok("u16v_gz_signals", "the nightly job's gzipped signal runs (cvss.run.gz ...)",
               ["fuse", "cvss.run.gz", "epss.run.gz", "kev.run.gz", "--method", "rrf", "-o", "queue.run.gz"], gz,
               _cli_check("rrf", ("cvss.run.gz", "epss.run.gz", "kev.run.gz"), out="queue.run.gz"),
               "runs are read plain or gzip, -o NAME.gz writes gzip (rankagg fuse --help)"),
        cli_ok("u16v_explain_contributions", "--explain: the ticket shows why a CVE is on top (each signal's rank and "
               "contribution, with kev=3)", fuse3 + ["--method", "rrf", "--weights", "kev=3", "--explain",
                                                    "explain.jsonl", "-o", "queue.run"], _FILES, explain_check,
               "RRF's contribution of a list is w / (60 + r) and they sum to the fused score (docs/engines.md: explain)"),
        cli_ok("u16v_parquet_findings_table", "the findings warehouse's Parquet table q_id doc_id score run (three "
               "signals) fused by RRF", ["fuse", "findings.parquet", "--method", "rrf", "-o", "queue.run"], {},
               _parquet_check(rnames, "queue.run"), "one long Parquet table q_id doc_id score run is read as those runs "
               "(docs/trec.md)", setup=_parquet_setup(_SIG, rnames)),
        cli_ok("u16v_parquet_queue_out", "the same, written as queue.parquet for the dashboard",
               ["fuse", "findings.parquet", "--method", "rrf", "-o", "queue.parquet"], {},
               _parquet_check(rnames, "queue.parquet"), "-o NAME.parquet writes a Parquet table (rankagg fuse --help)",
               setup=_parquet_setup(_SIG, rnames)),
        cli_ok("u16v_estate_50k_rrf", "the whole estate: 50,000 findings (4 signals, CVSS ties in thousands, KEV 1%) "
               "fused by RRF, top 1000 written", ["fuse", "cvss.run", "epss.run", "kev.run", "severity.run", "--method",
                                                  "rrf", "-o", "queue.run"], {},
               _cli_check("rrf", ("cvss.run", "epss.run", "kev.run", "severity.run"), depth=1000),
               "RRF over trec_eval's order of each list, depth 1000 by default", timeout=240, setup=_big_setup(50000, 5)),
        cli_ok("u16v_estate_50k_recall", "recall@100/@1000, P@100 and AP of the 50k CVSS run (thousands of 9.8 ties) "
               "against exploited-in-the-wild labels", ["evaluate", "--qrels", "exploited.qrels", "cvss.run",
                                                        "--measures", "R@100", "R@1000", "P@100", "AP", "-q", "--json"],
               {}, _eval_check("cvss.run", "exploited.qrels",
                               eval_pairs("R@100", "recall.100", "R@1000", "recall.1000", "P@100", "P.100", "AP", "map")),
               "pytrec_eval (trec_eval's code): ties by docid descending", timeout=240, setup=_big_setup(50000, 6)),
        cli_ok("u16v_weekly_eval_json", "per-week recall@10, P@5, success@5 and nDCG@10 of the EPSS ranking, "
               "-q --json for the weekly report", ["evaluate", "--qrels", "exploited.qrels", "epss.run", "--measures",
                                                   "R@10", "P@5", "Success@5", "nDCG@10", "-q", "--json"],
               {**_WEEK_FILES, "exploited.qrels": _EXPLOITED},
               _eval_check("epss.run", "exploited.qrels", eval_pairs("R@10", "recall.10", "P@5", "P.5", "Success@5",
                                                                     "success.5", "nDCG@10", "ndcg_cut.10")),
               "pytrec_eval computes trec_eval's recall_10, P_5, success_5, ndcg_cut_10"),

        # ---- the same day in Python: the notebook and the ticketing service
        ok("u16v_api_weighted_rrf_weeks", "rankagg.fuse of {signal: {week: {id: score}}} with weights per signal",
           week_py + "W = {'kev': 3.0, 'epss': 2.0, 'severity': 0.5}\nR = rankagg.fuse(S, 'rrf', weights=W, depth=None)\n"
           "say(next((f'{q}: ' + p for q in L if (p := same(list(R[q].items()), rrf(L[q], w=W)))), ''))\n",
           "RRF with weights (README's rankagg.fuse example)"),
        ok("u16v_api_combsum_weeks", "rankagg.fuse(S, 'combsum', norm='minmax') per week",
           week_py + "R = rankagg.fuse(S, 'combsum', norm='minmax', depth=None)\n"
           "say(next((f'{q}: ' + p for q in L if (p := same(list(R[q].items()), comb(L[q])))), ''))\n",
           "CombSUM of min-max scores (docs/conventions.md)"),
        ok("u16v_api_pandas_long_frame", "the notebook's long DataFrame (q_id, doc_id, score, run) of three signals",
           group_py + "import pandas as pd\n"
           "F = pd.DataFrame([(q, d, s, t) for t, run in S.items() for q, l in run.items() for d, s in l.items()], "
           "columns=['q_id', 'doc_id', 'score', 'run'])\nR = rankagg.fuse(F, 'rrf', depth=None)\nmsg = ''\n"
           "for q, part in R.groupby('q_id'):\n    part = part.sort_values('rank')\n"
           "    msg = msg or same(list(zip(part['doc_id'], part['score'])), rrf(L[q]))\nsay(msg)\n",
           "a long frame is read as its runs; the result's rank column gives the order (docs/conventions.md)"),
        ok("u16v_api_arrow_float32_epss", "an Arrow table with large_string ids and float32 scores (the feed's dtype)",
           group_py + "import pyarrow as pa, numpy as np\n"
           "rows = [(q, d, s, t) for t, run in S.items() for q, l in run.items() for d, s in l.items()]\n"
           "T = pa.table({'q_id': pa.array([r[0] for r in rows], pa.large_string()), 'doc_id': pa.array([r[1] for r in rows], "
           "pa.large_string()), 'score': pa.array([r[2] for r in rows], pa.float32()), 'run': [r[3] for r in rows]})\n"
           "L32 = per_query({t: {q: {d: float(np.float32(s)) for d, s in l.items()} for q, l in run.items()} for t, run in S.items()})\n"
           "R = rankagg.fuse(T, 'rrf', depth=None).to_pandas()\nmsg = ''\n"
           "for q, part in R.groupby('q_id'):\n    part = part.sort_values('rank')\n"
           "    msg = msg or same(list(zip(part['doc_id'], part['score'])), rrf(L32[q]))\nsay(msg)\n",
           "an Arrow table is read as its runs, float32 scores as their values (docs/conventions.md)"),
        ok("u16v_api_run_files", "rankagg.fuse(['cvss.run', 'epss.run', 'kev.run'], 'rrf', depth=None) in the notebook",
           "R = rankagg.fuse(['cvss.run', 'epss.run', 'kev.run'], 'rrf', depth=None)\n"
           "L = per_query({t: load(t + '.run') for t in ('cvss', 'epss', 'kev')})\n"
           "say(next((f'{q}: ' + p for q in L if (p := same(list(R[q].items()), rrf(L[q])))), '') or "
           "('' if set(R) == set(L) else 'queries differ'))\n", "run files are read as rankagg fuse reads them (rankagg.fuse)",
           files=_FILES),
        ok("u16v_fuser_ticket_service", "the ticketing service's Fuser('rrf', weights={'kev': 3}) per asset group: CVSS "
           "as {id: score}, EPSS as a ranked id list, KEV as (ids, scores)",
           group_py + "f = rankagg.Fuser('rrf', weights={'kev': 3.0})\nmsg = ''\nfor q, l in L.items():\n"
           "    lists = {'cvss': l['cvss'], 'epss': order(l['epss']), 'kev': (list(l['kev']), list(l['kev'].values()))}\n"
           "    msg = msg or same(f(lists), rrf(l, w={'kev': 3.0}))\nsay(msg)\n",
           "the Fuser takes docid -> score, docid lists and (ids, scores) (README: Fusion in a search service)"),
        ok("u16v_fuser_declared_lists_no_kev_hit", "the service declares its three signals once (lists=[...]) and "
           "weights kev=3; an asset with no KEV hit is fused from the two lists it has",
           group_py + "f = rankagg.Fuser('rrf', weights={'kev': 3.0}, lists=['cvss', 'epss', 'kev'])\nmsg = ''\n"
           "for q, l in L.items():\n    two = {'cvss': l['cvss'], 'epss': l['epss']}\n"
           "    msg = msg or same(f(two), rrf(two))\nsay(msg)\n",
           "a list the request lacks is an engine that returned nothing when the lists are declared (docs/engines.md)"),
        ok("u16v_api_borda_severity_ties", "Borda of severity (4/3/2/1: long ties, broken by docid descending) and "
           "CVSS per week", week_py + "T = {t: S[t] for t in ('severity', 'cvss')}\nLT = per_query(T)\n"
           "R = rankagg.fuse(T, 'borda', depth=None)\n"
           "say(next((f'{q}: ' + p for q in LT if (p := same(list(R[q].items()), borda(LT[q]), tol=1e-9))), ''))\n",
           "Borda's n - r + 1 points over trec_eval's order of each list (rankagg methods borda)"),
        ok("u16v_fuser_top10_tickets", "Fuser.top(lists, 10): the ten tickets to open first, exact",
           group_py + "f = rankagg.Fuser('rrf')\nmsg = ''\nfor q, l in L.items():\n"
           "    best_first = {name: {d: lst[d] for d in order(lst)} for name, lst in l.items()}\n"
           "    t = f.top(best_first, 10)\n    msg = msg or same(list(t.items), rrf(l), depth=10)\nsay(msg)\n",
           "Fuser.top gives the exact fused top k of lists given best first (docs/topk.md)"),
        ok("u16v_api_eval_weeks_graded", "rankagg.evaluate per week: R@10, R@50, P@10, nDCG@10 (KEV = 2, exploit = 1) "
           "and AP against pytrec_eval",
           "P = rankagg.evaluate('cvss.run', 'exploited.qrels', ['R@10', 'R@50', 'P@10', 'nDCG@10', 'AP'], per_query=True)\n"
           "ref = pytrec(load('cvss.run'), qrels_of('exploited.qrels'), {'recall.10', 'recall.50', 'P.10', 'ndcg_cut.10', 'map'})\n"
           "pairs = {'R@10': 'recall_10', 'R@50': 'recall_50', 'P@10': 'P_10', 'nDCG@10': 'ndcg_cut_10', 'AP': 'map'}\n"
           "say(next((f'{q} {m}' for q in ref for m, t in pairs.items() if abs(P.loc[q, m] - ref[q][t]) > 1e-9), ''))\n",
           "pytrec_eval (trec_eval's code), graded qrels, ties by docid descending",
           files={**_WEEK_FILES, "exploited.qrels": _EXPLOITED}),
        ok("u16v_api_eval_list_of_queues", "rankagg.evaluate([cvss, epss, severity], qrels, [R@20, P@10]): which "
           "single signal finds the exploited ones",
           "out = rankagg.evaluate(['cvss.run', 'epss.run', 'severity.run'], 'exploited.qrels', ['R@20', 'P@10'])\n"
           "Q = qrels_of('exploited.qrels')\nmsg = ''\nfor name, got in zip(('cvss', 'epss', 'severity'), out):\n"
           "    ref = pytrec(load(name + '.run'), Q, {'recall.20', 'P.10'})\n"
           "    for m, t in (('R@20', 'recall_20'), ('P@10', 'P_10')):\n"
           "        if abs(got[m] - mean_of(ref, t)) > 1e-9:\n            msg = msg or f'{name} {m}: {got[m]} vs {mean_of(ref, t)}'\n"
           "say(msg)\n", "a list of runs gives one result per run (rankagg.evaluate); means over the judged queries the "
           "run has (trec_eval)", files={**_WEEK_FILES, "exploited.qrels": _EXPLOITED}),
        ok("u16v_qrels_lowercase_cve", "labels typed 'cve-2024-3094' (lowercase) against runs in 'CVE-...': ids are "
           "case-sensitive, as trec_eval compares them",
           "run = {'payments': {'CVE-2024-3094': 10.0, 'CVE-2023-4863': 8.8, 'CVE-2021-44228': 10.0, 'openssl@3.0.7': 7.5}}\n"
           "Q = {'payments': {'cve-2024-3094': 1, 'CVE-2023-4863': 1, 'CVE-2021-44228': 2}}\n"
           "got = rankagg.evaluate(run, Q, ['R@2', 'P@2', 'nDCG@3'])\n"
           "ref = pytrec(run, Q, {'recall.2', 'P.2', 'ndcg_cut.3'})['payments']\n"
           "say('' if all(abs(got[m] - ref[t]) < 1e-12 for m, t in (('R@2', 'recall_2'), ('P@2', 'P_2'), ('nDCG@3', 'ndcg_cut_3'))) "
           "else f'{got} vs {ref}')\n", "trec_eval matches docnos byte for byte (strcmp)"),

        ok("u16v_calibrate_printed_min_score", "rankagg calibrate on 24 judged weeks prints 'min_score for 90% recall: "
           "T'; the analyst passes that T to fuse --model --min-score: the kept findings hold 90% of the exploited ones "
           "of the fit weeks' fused top 100",
           "import re, subprocess\nruns = ['cvss.run', 'epss.run', 'kev.run', 'severity.run']\n"
           "cal = subprocess.run([sys.executable, '-m', 'rankagg.cli', 'calibrate', *runs, '--qrels', 'exploited.qrels', "
           "'--method', 'rrf', '-o', 'cal.json'], capture_output=True, text=True, check=True)\n"
           "t = re.search(r'min_score for 90% recall: ([^;\\s]+)', cal.stderr).group(1)\n"
           "subprocess.run([sys.executable, '-m', 'rankagg.cli', 'fuse', *runs, '--model', 'cal.json', '--min-score', t, "
           "'-o', 'kept.run', '--quiet'], check=True)\n"
           "kept = {(p[0], p[2]) for p in map(str.split, open('kept.run'))}\n"
           "L = per_query({r[:-4]: load(r) for r in runs})\nQ = qrels_of('exploited.qrels')\n"
           "rel = [(q, d) for q in L for d in queue(rrf(L[q]))[:100] if Q.get(q, {}).get(d, 0) > 0]\n"
           "got = sum(x in kept for x in rel) / len(rel)\n"
           "say('' if got >= 0.90 else f'--min-score {t} as printed keeps {got:.4f} of the exploited findings')\n",
           "docs/topk.md: the threshold is the min_score that kept 90% of the relevant documents of the fit queries' "
           "top 100; a printed value above it keeps fewer", setup=_weeks24_setup(5), timeout=180),
        ok("u16v_tune_each_signal_alone", "rankagg tune of the four signals on 24 judged weeks for R@20: the table "
           "'each input run alone' (which single signal to trust) against pytrec_eval, a week a signal lacks counted 0",
           "import re, subprocess\nruns = ['cvss.run', 'epss.run', 'kev.run', 'severity.run']\n"
           "t = subprocess.run([sys.executable, '-m', 'rankagg.cli', 'tune', *runs, '--qrels', 'exploited.qrels', "
           "'--method', 'rrf', '--measure', 'R@20', '-o', 'model.json'], capture_output=True, text=True, check=True)\n"
           "line = t.stdout.split('each input run alone')[1].splitlines()[1]\n"
           "got = {n: float(v) for n, v in re.findall(r'([a-z]+) ([0-9.]+)', line)}\nQ = qrels_of('exploited.qrels')\n"
           "msg = '' if set(got) == {'cvss', 'epss', 'kev', 'severity'} else f'signals {sorted(got)}'\n"
           "for r in runs:\n    ev = pytrec(load(r), Q, {'recall.20'})\n"
           "    want = sum(ev[q]['recall_20'] if q in ev else 0.0 for q in Q) / len(Q)\n"
           "    if abs(got.get(r[:-4], -1) - want) > 5e-5:\n        msg = msg or f'{r}: printed {got.get(r[:-4])}, pytrec_eval {want:.6f}'\n"
           "say(msg)\n", "tune prints each input run's measure on the same queries, a query it left out counting 0 "
           "(rankagg tune's output; pytrec_eval's recall_20)", setup=_weeks24_setup(3), timeout=240),
        cli_ok("u16v_rra_scanner_consensus", "which findings do all four scanners rank high? Their rankings as one "
               "CSV of lists (CVE/GHSA/package ids, 120 to 400 long) fused by RRA with p-values",
               ["fuse", "scanners.csv", "-o", "consensus.csv"], {}, _rra_check,
               "docs/genes.md: RRA's p-values are R RobustRankAggreg's aggregateRanks (checked here by R itself)",
               setup=_scanner_lists_setup),
        # ---- the mistakes of the day: scanner exports that are not runs, score columns that are not numbers
        cli_bad("u16v_trivy_json_as_run", "Trivy's JSON report given to fuse beside a run", ["fuse", "trivy.json",
                                                                                               "cvss.run", "-o", "queue.run"],
                {"trivy.json": _TRIVY, "cvss.run": _FILES["cvss.run"]}, "trivy.json",
                why="refused: a JSON report is no TREC run (trec_eval fails on its first line)"),
        cli_bad("u16v_cvss_vector_as_score", "the CVSS vector string exported in the score column",
                ["fuse", "cvss.run", "epss.run", "-o", "queue.run"],
                {"cvss.run": _bad_run("cvss", "payments Q0 CVE-2024-3094 3 CVSS:3.1/AV:N/AC:H/PR:N/UI:N/S:U/C:H/I:H/A:H cvss\n", 3),
                 "epss.run": _EPSS_GOOD}, "cvss.run:3", why="refused: a non-numeric score (docs/conventions.md)", fast=True),
        cli_bad("u16v_severity_word_as_score", "vendor severity 'critical' left as a word in the score column",
                ["fuse", "severity.run", "-o", "queue.run"],
                {"severity.run": _bad_run("severity", "payments Q0 CVE-2024-3094 2 critical severity\n", 2)},
                "severity.run:2", why="refused: a non-numeric score (docs/conventions.md)", fast=True),
        cli_bad("u16v_epss_percentile_percent", "EPSS written as a percentage '97.2%' by a dashboard export",
                ["fuse", "cvss.run", "epss.run", "-o", "queue.run"],
                {"cvss.run": _BAD_BASE, "epss.run": _bad_run("epss", "payments Q0 CVE-2024-3094 4 97.2% epss\n", 4)},
                "epss.run:4", why="refused: atof would read 97.2 and drop the unit, a silent x100"),
        cli_bad("u16v_epss_not_available", "EPSS 'N/A' for a GHSA id the feed does not cover",
                ["fuse", "cvss.run", "epss.run", "-o", "queue.run"],
                {"cvss.run": _BAD_BASE, "epss.run": _bad_run("epss", "payments Q0 GHSA-jfh8-c2jp-5v3q 5 N/A epss\n", 5)},
                "epss.run:5", why="refused: a non-numeric score (docs/conventions.md)"),
        cli_bad("u16v_cvss_decimal_comma", "CVSS '9,8' from a spreadsheet in a German locale",
                ["fuse", "cvss.run", "-o", "queue.run"],
                {"cvss.run": _bad_run("cvss", "payments Q0 CVE-2024-3094 2 9,8 cvss\n", 2)}, "cvss.run:2",
                why="refused: atof reads '9,8' as 9, a wrong score"),
        cli_bad("u16v_same_cve_two_hosts", "one CVE on two hosts of the group, listed twice in one query's list",
                ["fuse", "hosts.run", "-o", "queue.run"],
                {"hosts.run": _bad_run("hosts", "payments Q0 CVE-2023-1002 4 9.0 hosts\n", 4)}, "hosts.run:4",
                why="refused: a document twice in one list (docs/conventions.md; trec_eval stops on duplicate docnos)"),
        cli_bad("u16v_host_appended_to_id", "an awk slip: 'CVE-2024-3094 host12' as the document (seven fields)",
                ["fuse", "cvss.run", "-o", "queue.run"],
                {"cvss.run": _bad_run("cvss", "payments Q0 CVE-2024-3094 host12 2 9.8 cvss\n", 2)}, "cvss.run:2",
                why="refused: a wrong field count (docs/conventions.md)"),
        cli_bad("u16v_qrels_kev_true", "exploited labels written 'true' instead of a grade",
                ["evaluate", "--qrels", "exploited.qrels", "cvss.run", "--measures", "R@10"],
                {"cvss.run": _BAD_BASE, "exploited.qrels": "payments 0 CVE-2024-3094 1\npayments 0 CVE-2021-44228 2\n"
                                                            "payments 0 CVE-2023-4863 true\n"},
                "exploited.qrels:3", why="refused: qrels grades are integers (rankagg.evaluate: integer grades)",
                outputs=()),
        cli_bad("u16v_kev_catalog_csv_as_qrels", "CISA's KEV catalog CSV given as the qrels",
                ["evaluate", "--qrels", "known_exploited_vulnerabilities.csv", "cvss.run", "--measures", "R@10"],
                {"cvss.run": _BAD_BASE, "known_exploited_vulnerabilities.csv":
                 "cveID,vendorProject,product,vulnerabilityName,dateAdded\n"
                 "CVE-2024-3094,Tukaani,xz,XZ Utils Backdoor,2024-03-29\n"
                 "CVE-2021-44228,Apache,Log4j2,Apache Log4j2 RCE,2021-12-10\n"},
                "known_exploited_vulnerabilities.csv:1", why="refused: not qrels lines (trec_eval fails on line 1)",
                outputs=()),
        cli_bad("u16v_measure_misspelt", "--measures recal@10 (a typo)",
                ["evaluate", "--qrels", "exploited.qrels", "cvss.run", "--measures", "recal@10"],
                {"cvss.run": _BAD_BASE, "exploited.qrels": "payments 0 CVE-2024-3094 1\n"}, "recal@10",
                why="refused: an unknown measure, with a 'did you mean' (README)", outputs=()),
        bad("u16v_api_weights_nan", "weights={'epss': float('nan')}: the risk model's weight came out NaN",
            group_py + "rankagg.fuse(S, 'rrf', weights={'epss': float('nan')})\n", "epss",
            why="refused: a NaN weight gives NaN scores, no order"),
        bad("u16v_frame_cvss_column", "a DataFrame whose score column is named 'cvss'",
            "import pandas as pd\nF = pd.DataFrame({'q_id': ['payments'] * 2, 'doc_id': ['CVE-2024-3094', 'CVE-2023-4863'], "
            "'cvss': [10.0, 8.8], 'run': ['nvd'] * 2})\nrankagg.fuse(F, 'rrf')\n", "score",
            why="refused: a frame needs a score or rank column (rankagg.fuse)"),
        bad("u16v_fuser_duplicate_finding", "the ticketing service passes one CVE twice in Trivy's list (two hosts)",
            "rankagg.Fuser('rrf')({'trivy': ['CVE-2024-3094', 'CVE-2023-4863', 'CVE-2024-3094'], 'grype': ['CVE-2023-4863']})\n",
            "trivy", why="refused: a document twice in one list (docs/conventions.md)"),
        cli_bad("u16v_slack_channel_groups_run", "asset groups named after the teams' Slack channels ('#team-payments'): "
                "every line starts with '#', which trec_eval 10.0 skips as a comment",
                ["fuse", "channels.run", "--method", "rrf", "-o", "queue.run"], {"channels.run": _CHANNELS},
                "channels.run", "#", why="refused: nothing is left to fuse, and the message must say why (every line "
                "is a comment line to trec_eval 10.0), not call a 3-line file empty"),
        cli_bad("u16v_slack_channel_groups_qrels", "the exploited labels keyed by the same '#team-...' channels",
                ["evaluate", "--qrels", "channels.qrels", "cvss.run", "--measures", "R@10"],
                {"cvss.run": _BAD_BASE, "channels.qrels": "#team-payments 0 CVE-2024-3094 1\n#team-web 0 CVE-2023-4863 1\n"},
                "channels.qrels", "#", why="refused: no judgment is left; the message must say they were read as "
                "comment lines (trec_eval 10.0), not that the file is empty", outputs=()),
        cli_bad("u16v_output_xlsx_for_ticketing", "-o queue.xlsx for the ticketing import",
                fuse3 + ["--method", "rrf", "-o", "queue.xlsx"], _FILES, "queue.xlsx",
                why="refused: a spreadsheet name would hold TREC lines (docs/conventions.md)", outputs=("queue.xlsx",)),
    ]
