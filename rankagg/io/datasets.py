"""Dataset loading: the LETOR 4.0 aggregation sets and their five folds.

The data directory comes from the ``data_dir`` argument, else the
``RANKAGG_DATA`` environment variable.  Inside it the loader looks for
``letor4-agg/<NAME>/`` or ``<NAME>/``, with either layout:

* ``S1..S5.txt[.gz]`` (the query subsets), or
* ``Fold1..Fold5/{train,vali,test}.txt[.gz]`` (the official distribution; the
  subsets are recovered from the test files: Fold1's test set is S5, Fold k's
  is S(k-1)).
"""

from __future__ import annotations

import hashlib
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from rankagg.data.rankings import Rankings
from rankagg.io.guard import open_input
from rankagg.io.letor import letor_paths, read_letor
from rankagg.io.text_input import read_text

__all__ = ["LetorDataset", "Fold", "load_letor_agg", "resolve_data_dir", "small_queries_dataset", "FOLDS", "DATASETS"]

DATASETS = ("MQ2007-agg", "MQ2008-agg")

#: (train subsets, validation subset, test subset) of each fold, 1-based subset numbers.
FOLDS: tuple[tuple[tuple[int, ...], int, int], ...] = (
    ((1, 2, 3), 4, 5),
    ((2, 3, 4), 5, 1),
    ((3, 4, 5), 1, 2),
    ((4, 5, 1), 2, 3),
    ((5, 1, 2), 3, 4),
)


def resolve_data_dir(data_dir: str | os.PathLike | None = None) -> Path:
    """The data directory: the argument, else ``$RANKAGG_DATA``."""
    if data_dir is None:
        env = os.environ.get("RANKAGG_DATA")
        if not env:
            raise FileNotFoundError(
                "no data directory: pass data_dir=/--data-dir or set RANKAGG_DATA "
                "(the folder that holds letor4-agg/)"
            )
        data_dir = env
    p = Path(data_dir).expanduser()
    if not p.is_dir():
        # by value: os.environ.get gives a new string each call, so an identity test never named the variable
        # the variable's value as given (repr): RANKAGG_DATA='/data ' showed a path that exists, its blank invisible
        where = f"RANKAGG_DATA={str(data_dir)!r}" if str(data_dir) == os.environ.get("RANKAGG_DATA") else "--data-dir"
        raise FileNotFoundError(f"data directory {p} ({where}) does not exist or is not a folder")
    return p


@dataclass(frozen=True)
class Fold:
    """One fold of the five-fold protocol."""

    number: int
    train: Rankings
    vali: Rankings
    test: Rankings


@dataclass(frozen=True)
class LetorDataset:
    """A LETOR aggregation dataset: its five query subsets S1..S5.

    ``evaluation`` is ``None`` when the subsets carry their labels (the LETOR
    measures of :mod:`rankagg.evaluation.measures`), else how the setting is
    evaluated: an object with ``measures`` (the first is the setting's own),
    ``evaluate(rankings, scores) -> {measure: per-query values}`` and ``mean``
    (:class:`rankagg.evaluation.qrels_eval.QrelsEvaluation` for TREC runs).
    """

    name: str
    subsets: tuple[Rankings, ...]
    evaluation: Any = None

    @property
    def all(self) -> Rankings:
        """All queries, S1 to S5 in order."""
        return Rankings.concatenate(self.subsets)

    def fold(self, number: int) -> Fold:
        """Fold ``number`` (1..5) under the standard protocol."""
        if not 1 <= number <= 5:
            raise ValueError(f"fold number must be 1..5, got {number}")
        train, vali, test = FOLDS[number - 1]
        return Fold(
            number=number,
            train=Rankings.concatenate([self.subsets[i - 1] for i in train]),
            vali=self.subsets[vali - 1],
            test=self.subsets[test - 1],
        )

    def folds(self) -> list[Fold]:
        return [self.fold(k) for k in range(1, 6)]

    def subset_of_query(self) -> np.ndarray:
        """1-based subset number of every query of :attr:`all`."""
        return np.repeat(np.arange(1, 6), [s.n_queries for s in self.subsets])


#: loaded datasets by (name, folder, the name and content digest of every file read): a file changed since it was read
#: is read again (a notebook that fixes its data must not get the old labels)
_CACHE: dict[tuple[Any, ...], LetorDataset] = {}


def _dataset_folder(name: str, data_dir: Path) -> Path:
    for cand in (data_dir / "letor4-agg" / name, data_dir / name, data_dir):
        if cand.is_dir() and (letor_paths(cand) or (cand / "Fold1").is_dir()):
            return cand
    raise FileNotFoundError(f"dataset {name} not found under {data_dir} (looked in letor4-agg/{name}/ and {name}/)")


def load_letor_agg(name: str, data_dir: str | os.PathLike | None = None, *, cache: bool = True) -> LetorDataset:
    """Load ``MQ2007-agg`` or ``MQ2008-agg`` (or any folder in the same layout).

    Examples
    --------
    >>> ds = load_letor_agg("MQ2008-agg", data_dir="../shared/data")   # doctest: +SKIP
    >>> fold = ds.fold(1); fold.test.n_queries                          # doctest: +SKIP
    157
    """
    root = resolve_data_dir(data_dir)
    folder = _dataset_folder(name, root)
    sources, official = _subset_files(folder)
    read = sources + [f for k in range(1, 6) for role in ("train", "vali", "test") for f in _fold_files(folder, k, role)]
    key = (name, str(folder.resolve()), tuple(_stamp(f) for f in read))
    if cache and key in _CACHE:
        return _CACHE[key]
    subsets = tuple(read_letor(p) for p in sources)
    _refuse_unfit_subsets(sources, subsets, official)
    _refuse_shared_queries(sources, subsets)
    _refuse_custom_folds(folder, sources, subsets, official)
    ds = LetorDataset(name=name, subsets=subsets)
    if cache:
        _CACHE[key] = ds
    return ds


def _fold_files(folder: Path, k: int, role: str) -> list[Path]:
    """``Fold{k}/{role}.txt`` or ``.txt.gz`` (none: an empty list; both: see :func:`_one_copy`)."""
    return _one_copy([folder / f"Fold{k}" / f"{role}{suffix}" for suffix in (".txt", ".txt.gz")])


def _one_copy(candidates: list[Path]) -> list[Path]:
    """The one file of ``NAME.txt`` and ``NAME.txt.gz`` that exists.  Both existing (an old and a new download in one
    folder) is fine when they hold the same text, and refused naming both when they differ: which one is read would
    be a guess, and the folds would be built from the other copy than the user means."""
    found = [p for p in candidates if p.exists()]
    if len(found) > 1 and len({read_text(p) for p in found}) > 1:
        raise ValueError(f"{found[0]} and {found[1]}: two copies of one file that differ (one plain, one gzipped); "
                         "remove the one that is not meant")
    return found[:1]


def _subset_files(folder: Path) -> tuple[list[Path], bool]:
    """The files of S1..S5 and whether they come from the official layout: ``S{i}.txt[.gz]``, else the test file of
    the fold that tests on S{i} (:data:`FOLDS`).  A folder that has neither whole is refused naming each missing
    file, in the layout it started (S files present: the S layout)."""
    paths = {f"S{i}": found[0] for i in range(1, 6)
             if (found := _one_copy([folder / f"S{i}{suffix}" for suffix in (".txt", ".txt.gz")]))}
    if len(paths) == 5:
        return [Path(paths[f"S{i}"]) for i in range(1, 6)], False
    tests = {k: _fold_files(folder, k, "test") for k in range(1, 6)}
    if paths and not all(tests.values()):
        # each missing subset named as its neighbours are (a gzip copy lacks S3.txt.gz, a plain one S3.txt)
        suffix = ".txt.gz" if all(str(p).endswith(".gz") for p in paths.values()) else ".txt"
        missing = [f"S{i}{suffix}" for i in range(1, 6) if f"S{i}" not in paths]
        raise FileNotFoundError(f"{folder}: {', '.join(missing)} missing beside "
                                f"{', '.join(sorted(Path(p).name for p in paths.values()))}: the five-fold protocol "
                                "needs the five subsets S1..S5")
    found_tests = [f[0] for f in tests.values() if f]
    suffix = ".txt.gz" if found_tests and all(p.name.endswith(".gz") for p in found_tests) else ".txt"
    missing = [f"Fold{k}/test{suffix}" for k, found in tests.items() if not found]
    if missing:
        raise FileNotFoundError(f"{folder}: {', '.join(missing)} missing: expected S1..S5.txt, or "
                                "Fold1..Fold5/test.txt (each fold's test file is one of the five subsets)")
    # subset s is the test set of the fold whose FOLDS entry names it
    by_subset = {FOLDS[k - 1][2]: found[0] for k, found in tests.items()}
    return [by_subset[s] for s in range(1, 6)], True


def _stamp(path: Path) -> tuple[str, str]:
    """The file's name and a digest of its bytes: a file rewritten since it was read is read again, even within one
    tick of the file system's clock, which a modification time misses (a label fixed right after a load)."""
    digest = hashlib.blake2b(digest_size=16)
    with open_input(path) as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            digest.update(block)
    return str(path), digest.hexdigest()


def _refuse_unfit_subsets(sources: list[Path], subsets: tuple[Rankings, ...], official: bool) -> None:
    """Each fold tests on one subset and trains on three others, over the same rankers: a subset without a query (a
    download cut short) leaves a fold without a test value, and one with another number of rankers (a file of the
    other set) would fuse other columns.  Either is refused naming its file, beside the rankers of the others."""
    for source, subset in zip(sources, subsets):
        if subset.n_queries == 0:
            raise ValueError(f"{source}: holds no query: each of the five folds tests on one subset, and a fold "
                             "without test queries has no test value")
    counts = [s.n_rankers for s in subsets]
    usual = max(set(counts), key=lambda n: (counts.count(n), -n))
    for source, n in zip(sources, counts):
        if n != usual:
            others = ", ".join(f"{s.parent.name}/{s.name}" if official else s.name
                               for s, m in zip(sources, counts) if m == usual)
            raise ValueError(f"{source}: {n} rankers, while {others} have {usual}: the subsets of one dataset share "
                             "its rankers (is it a file of another dataset?)")


def _refuse_custom_folds(folder: Path, sources: list[Path], subsets: tuple[Rankings, ...], official: bool) -> None:
    """In the Fold layout the subsets are read from the five test files, and every fold is rebuilt from them by
    :data:`FOLDS`; a ``train`` or ``vali`` file holding other queries than the subsets it stands for (a split of
    one's own) would be replaced silently by the standard one, so it is refused, naming the file (compared by
    query ids: a subset of one's own may have the size of a standard one).  In the S layout the subsets are the S
    files, and Fold folders beside them (two downloads in one folder) are read only to check that they agree: a
    Fold file holding other queries than the S files it stands for is refused, naming both layouts."""
    import gzip

    for k, (train, vali, test) in enumerate(FOLDS, 1):
        for role, parts in (("train", train), ("vali", (vali,))) + ((("test", (test,)),) if not official else ()):
            path = next(iter(_fold_files(folder, k, role)), None)
            if path is None:
                continue
            want = {str(q) for i in parts for q in subsets[i - 1].qids}
            with (gzip.open(path, "rt", encoding="utf-8", errors="replace") if path.suffix == ".gz"
                  else open(path, encoding="utf-8", errors="replace")) as lines:
                got = {f[1][4:] for f in (ln.split(None, 2) for ln in lines) if len(f) > 1 and f[1].startswith("qid:")}
            if got != want and not official:
                names = ", ".join(sources[i - 1].name for i in parts)
                raise ValueError(f"{path}: holds {len(got)} queries, {len(got - want)} of them not in {names} beside "
                                 f"it, which fold {k}'s {role} set stands for: {folder} holds both layouts (S1..S5 "
                                 "and Fold1..Fold5/) and they disagree; keep the one that is meant")
            if got != want:
                tests = ", ".join(f"S{i} (the test file of Fold{next(j for j, f in enumerate(FOLDS, 1) if f[2] == i)})"
                                  for i in parts)
                raise ValueError(f"{path}: holds {len(got)} queries, {len(got - want)} of them not in {tests}, which "
                                 f"rankagg's five folds use as fold {k}'s {role} set (the subsets are read from the "
                                 f"test files); for a split of your own give its five subsets as S1..S5.txt")


def _refuse_shared_queries(sources: list[Path], subsets: tuple[Rankings, ...]) -> None:
    """The five subsets hold disjoint queries: each fold trains on three and tests on another, so a query id in
    two subsets (one file copied or linked as another, a dataset put together by hand) would be tested on the
    queries it was trained on, and its folds' estimates would be too good, silently."""
    seen: dict[str, Path] = {}
    for source, subset in zip(sources, subsets):
        qids = [str(q) for q in subset.qids]
        for q in qids:
            if q in seen:
                raise ValueError(f"{source}: qid {q!r} is also a query of {seen[q]}: the subsets S1..S5 must hold "
                                 "disjoint queries (each fold tests on queries it did not train on)")
        seen.update(dict.fromkeys(qids, source))


def small_queries_dataset(ds: LetorDataset, max_docs: int = 8, name: str | None = None) -> LetorDataset:
    """MQ2008-small (Ding et al., CPS paper §5.1): the queries with at most ``max_docs`` documents,
    kept in their subsets S1..S5 so the five folds are the standard ones."""
    subsets = tuple(s.select_queries(np.flatnonzero(s.sizes <= max_docs)) for s in ds.subsets)
    return LetorDataset(name=name or ds.name.replace("-agg", "-small"), subsets=subsets)
