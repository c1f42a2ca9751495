"""Fetch and build the development sets from other fields of issue 48.2 (crowd rankings with a known truth).

    python -m benchmarks.fair_quality.fetch_sets                    # into $RANKAGG_DATA/other-fields/
    python -m benchmarks.fair_quality.fetch_sets --out DIR
    python -m benchmarks.fair_quality.fetch_sets --git debmandal/Surprisingly-Popular-Voting=/path/to/git-dir ...

Each source file is taken at a pinned commit of a public repository, either over HTTPS from GitHub's raw
file host or, with ``--git OWNER/NAME=GIT_DIR``, from a local clone or bare mirror of that repository
(``git --git-dir GIT_DIR show COMMIT:PATH``), and refused unless its SHA-256 is the pinned one.  The data are
never committed: they are written under the output directory, one folder per set, each holding

* ``lists.tsv``  — ``qid, ranker, item, rank`` (rank 1 = first), one line per ranked item;
* ``truth.tsv``  — ``qid, item, true_rank`` (1 = first of the known true order);
* ``PROVENANCE.md`` — where it comes from, its licence, what the truth is and how the set was built.

A set is written to a temporary folder and renamed into place, so a failed build leaves no half set.  The
sources the project keeps held out (``../shared/data/README.md``, "Held out from other fields") are not used.
Converting the R data files of BayesMallows needs ``Rscript`` (Debian's ``r-base-core``).
"""

from __future__ import annotations

import argparse
import csv
import hashlib
import io
import json
import os
import shutil
import subprocess
import sys
import tempfile
import urllib.request
from pathlib import Path
from typing import Callable

SPV = "debmandal/Surprisingly-Popular-Voting"
SPV_COMMIT = "27238902a66129d2c4a52fe33f5b148ae638e4f3"
BM = "ocbe-uio/BayesMallows"
BM_COMMIT = "b1f045fd38e229bfa3c0e1bcdec20b97e0f4c123"

#: (repository, commit, path) -> SHA-256 of the file's bytes
SOURCES = {
    (SPV, SPV_COMMIT, "data/question_responses.csv"):
        "9dc5d72dc768d668c9c1d29708928552dd0abdcccc81f384ff7735205034051a",
    (BM, BM_COMMIT, "data/potato_visual.rda"): "5693cc4acb0766e7103b001c45a71d07d5f103d08a89d87db7c2d1ff21eebff7",
    (BM, BM_COMMIT, "data/potato_weighing.rda"): "8af3b731f2ff9280772dfad187b58570bd2508e86acb09052cbedbdd2f944c08",
    (BM, BM_COMMIT, "data/potato_true_ranking.rda"):
        "90c43d9b6a92c07960fc799e9eb26e97da761862ba56a4c457c1ccd5e35d17b7",
}

#: SP-voting's domains (its scripts' factor levels 1, 2, 3)
SPV_DOMAINS = {"1": "geography", "2": "movies", "3": "paintings"}
#: the lengths the derived ``potato-weighing-topk`` set cuts the 12 assessors' lists to, assessor by assessor
TOPK_LENGTHS = (2, 20, 3, 15, 5, 20, 4, 10, 6, 20, 8, 12)

SPV_PROVENANCE = """# {name}

- Source: {url} (file `data/question_responses.csv`, commit `{commit}`, SHA-256 `{sha}`).
- Study: Hosseini, Mandal, Shah & Shi, *Surprisingly Popular Voting Recovers Rankings, Surprisingly!*, IJCAI 2021:
  720 Mechanical Turk workers, 10 questions each, 4 options per question, domain *{domain}* (20 questions).
- Licence: the repository states none; the authors publish the data for research use and ask to be cited
  (README). Not redistributed here: fetched at build time.
- Lists: one query per question, one ranker per worker (`w<workerId>`). The first part of each response is the
  worker's vote: a full ranking of the 4 options (treatments 4-6, RankNone/RankTop/RankRank) or the top choice
  only (treatments 1-3, Top*): about half the lists have 1 item, half have 4. Six top-choice votes of the file
  name an item that is not among their question's options (all in *paintings*); the build drops them.
- Truth: the order of `options` in the file is the true order (the authors' scripts measure Kendall-tau
  distance to `options`, `run_ktdist.R`; their `correct` column is true exactly when the vote's first item is
  `options[0]`, checked by this build).
"""

POTATO_PROVENANCE = """# {name}

- Source: {url} (files `data/{file}.rda` and `data/potato_true_ranking.rda`, commit `{commit}`, SHA-256
  `{sha}` and `{sha_true}`), converted with Rscript.
- Study: Liu, Crispino, Scheel, Vitelli, Sørensen & Frigessi, *Model-based learning from preference data*,
  Annu. Rev. Stat. Appl. 6, 2019 (data from Ø. Sørensen's thesis): 12 assessors rank 20 potatoes by weight,
  {how}.
- Licence: GPL-3 (the BayesMallows R package). Not redistributed here: fetched at build time.
- Lists: one query, one ranker per assessor (`A1`..`A12`), each a full ranking of the 20 potatoes{cut}.
- Truth: `potato_true_ranking`, the potatoes ranked by their measured weight (1 = heaviest).
"""


def _sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def read_source(repo: str, commit: str, path: str, git_dirs: dict[str, Path]) -> bytes:
    """The pinned file's bytes, from a local git directory when given for ``repo``, over HTTPS otherwise;
    ``ValueError`` naming the file when its SHA-256 is not the pinned one, ``OSError`` when it cannot be had."""
    if repo in git_dirs:
        done = subprocess.run(["git", "--git-dir", str(git_dirs[repo]), "show", f"{commit}:{path}"],
                              capture_output=True, check=False)
        if done.returncode:
            raise OSError(f"{repo}: git show {commit}:{path} in {git_dirs[repo]} failed: "
                          f"{done.stderr.decode(errors='replace').strip()}")
        data = done.stdout
    else:
        url = f"https://raw.githubusercontent.com/{repo}/{commit}/{path}"
        try:
            with urllib.request.urlopen(url, timeout=60) as response:
                data = response.read()
        except OSError as exc:
            raise OSError(f"{repo}: cannot download {url} ({exc}); give a local copy of the repository with "
                          f"--git {repo}=GIT_DIR") from exc
    want = SOURCES[(repo, commit, path)]
    got = _sha256(data)
    if got != want:
        raise ValueError(f"{repo}@{commit}:{path}: SHA-256 {got}, expected {want}; refusing the file")
    return data


#: the responses of the file whose vote names an item that is not among the question's options (a slip of the
#: source: its 'correct' is False for them): dropped, and this build refuses a file with others
SPV_FOREIGN_VOTES = 6


def spvoting_sets(raw: bytes) -> dict[str, tuple[list[tuple[str, str, str, int]], list[tuple[str, str, int]]]]:
    """Per domain: its lists ``(qid, ranker, item, rank)`` and truth ``(qid, item, true_rank)``."""
    sets: dict[str, tuple[list, list]] = {d: ([], []) for d in SPV_DOMAINS.values()}
    foreign = 0
    truth_seen: dict[str, list[int]] = {}
    for line, row in enumerate(csv.DictReader(io.StringIO(raw.decode("utf-8"))), start=2):
        if row["domain"] not in SPV_DOMAINS:
            raise ValueError(f"question_responses.csv line {line}: domain {row['domain']!r}, expected 1, 2 or 3")
        domain = SPV_DOMAINS[row["domain"]]
        qid = f"{domain[0]}{int(row['question']):02d}"
        options = json.loads(row["options"])
        vote = json.loads(row["response"])[0]
        where = f"question_responses.csv line {line}"
        if truth_seen.setdefault(qid, options) != options:
            raise ValueError(f"{where}: question {qid} has options {options}, earlier {truth_seen[qid]}")
        if len(vote) == 1 and vote[0] not in options and row["correct"] == "False":
            foreign += 1
            continue
        if not vote or len(set(vote)) != len(vote) or not set(vote) <= set(options):
            raise ValueError(f"{where}: the vote {vote} is not a list of distinct options of {options}")
        if (vote[0] == options[0]) != (row["correct"] == "True"):
            raise ValueError(f"{where}: 'correct' is {row['correct']} but the vote's first item is "
                             f"{'' if vote[0] == options[0] else 'not '}options[0]")
        lists, _ = sets[domain]
        lists.extend((qid, f"w{row['workerId']}", f"o{item}", rank) for rank, item in enumerate(vote, start=1))
    if foreign != SPV_FOREIGN_VOTES:
        raise ValueError(f"question_responses.csv: {foreign} votes outside their question's options, expected "
                         f"{SPV_FOREIGN_VOTES}")
    for qid, options in sorted(truth_seen.items()):
        domain = next(d for d in SPV_DOMAINS.values() if d[0] == qid[0])
        sets[domain][1].extend((qid, f"o{item}", rank) for rank, item in enumerate(options, start=1))
    return sets


def r_matrix(raw: bytes, name: str) -> list[list[int]]:
    """The integer matrix (or vector, as one row) an ``.rda`` file holds, through Rscript."""
    if shutil.which("Rscript") is None:
        raise OSError(f"{name}.rda: converting R data needs Rscript (Debian package r-base-core)")
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / f"{name}.rda"
        path.write_bytes(raw)
        code = ("e <- new.env(); load(commandArgs(TRUE)[1], envir = e); x <- get(ls(e)[1], envir = e); "
                "if (is.null(dim(x))) x <- matrix(x, nrow = 1); write.table(x, sep = '\\t', row.names = FALSE, "
                "col.names = FALSE)")
        done = subprocess.run(["Rscript", "-e", code, str(path)], capture_output=True, text=True, check=False)
    if done.returncode:
        raise OSError(f"{name}.rda: Rscript failed: {done.stderr.strip()}")
    return [[int(v) for v in line.split("\t")] for line in done.stdout.splitlines() if line.strip()]


def potato_set(ranks: list[list[int]], true_rank: list[int], lengths: tuple[int, ...] | None
               ) -> tuple[list[tuple[str, str, str, int]], list[tuple[str, str, int]]]:
    """Lists and truth of one potato set: ``ranks[a][p]`` is assessor ``a``'s rank of potato ``p``; with
    ``lengths`` assessor ``a`` keeps its first ``lengths[a]`` potatoes only."""
    n = len(true_rank)
    if sorted(true_rank) != list(range(1, n + 1)) or any(sorted(r) != list(range(1, n + 1)) for r in ranks):
        raise ValueError("potato data: every row must be a permutation of 1..20")
    lists: list[tuple[str, str, str, int]] = []
    for a, row in enumerate(ranks):
        keep = n if lengths is None else lengths[a]
        lists.extend(("potatoes", f"A{a + 1}", f"P{p + 1}", r) for p, r in enumerate(row) if r <= keep)
    truth = [("potatoes", f"P{p + 1}", r) for p, r in enumerate(true_rank)]
    return lists, truth


def write_set(out: Path, name: str, lists: list, truth: list, provenance: str) -> None:
    """One set's folder, written beside and renamed into place (an existing set of that name is replaced)."""
    out.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{name}.", dir=out))
    try:
        with open(tmp / "lists.tsv", "w", encoding="utf-8", newline="") as f:
            f.write("qid\tranker\titem\trank\n")
            f.writelines(f"{q}\t{r}\t{i}\t{k}\n" for q, r, i, k in lists)
        with open(tmp / "truth.tsv", "w", encoding="utf-8", newline="") as f:
            f.write("qid\titem\ttrue_rank\n")
            f.writelines(f"{q}\t{i}\t{k}\n" for q, i, k in truth)
        (tmp / "PROVENANCE.md").write_text(provenance, encoding="utf-8")
        final = out / name
        if final.exists():
            shutil.rmtree(final)
        os.replace(tmp, final)
    finally:
        if tmp.exists():
            shutil.rmtree(tmp)


def build(out: Path, git_dirs: dict[str, Path], say: Callable[[str], None] = print) -> list[str]:
    """Every set into ``out``; the names of the sets written."""
    written = []
    spv_path = "data/question_responses.csv"
    raw = read_source(SPV, SPV_COMMIT, spv_path, git_dirs)
    for domain, (lists, truth) in spvoting_sets(raw).items():
        name = f"spvoting-{domain}"
        write_set(out, name, lists, truth, SPV_PROVENANCE.format(
            name=name, url=f"https://github.com/{SPV}", commit=SPV_COMMIT, sha=SOURCES[(SPV, SPV_COMMIT, spv_path)],
            domain=domain))
        written.append(name)
    true_path = "data/potato_true_ranking.rda"
    true_rank = r_matrix(read_source(BM, BM_COMMIT, true_path, git_dirs), "potato_true_ranking")[0]
    for file, how, name, lengths in (
            ("potato_visual", "looking at them only", "potato-visual", None),
            ("potato_weighing", "allowed to lift them", "potato-weighing", None),
            ("potato_weighing", "allowed to lift them", "potato-weighing-topk", TOPK_LENGTHS)):
        path = f"data/{file}.rda"
        lists, truth = potato_set(r_matrix(read_source(BM, BM_COMMIT, path, git_dirs), file), true_rank, lengths)
        cut = ("" if lengths is None else
               f", cut by this build to its first k potatoes, k = {', '.join(map(str, lengths))} for A1..A12 "
               "(lists of very different lengths and a known truth; derived, not the study's own data)")
        write_set(out, name, lists, truth, POTATO_PROVENANCE.format(
            name=name, url=f"https://github.com/{BM}", commit=BM_COMMIT, file=file, how=how, cut=cut,
            sha=SOURCES[(BM, BM_COMMIT, path)], sha_true=SOURCES[(BM, BM_COMMIT, true_path)]))
        written.append(name)
    for name in written:
        say(f"wrote {out / name}")
    return written


def default_out() -> Path:
    data = os.environ.get("RANKAGG_DATA")
    if not data:
        raise SystemExit("set RANKAGG_DATA or give --out DIR")
    return Path(data) / "other-fields"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", type=Path, help="output folder (default: $RANKAGG_DATA/other-fields)")
    parser.add_argument("--git", action="append", default=[], metavar="OWNER/NAME=GIT_DIR",
                        help="read that repository's pinned files from a local git directory instead of GitHub")
    args = parser.parse_args(argv)
    git_dirs = {}
    for spec in args.git:
        repo, sep, path = spec.partition("=")
        if not sep or repo not in (SPV, BM):
            parser.error(f"--git {spec!r}: expected {SPV}=DIR or {BM}=DIR")
        git_dirs[repo] = Path(path)
    try:
        build(args.out or default_out(), git_dirs)
    except (OSError, ValueError) as exc:
        print(f"fetch_sets: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
