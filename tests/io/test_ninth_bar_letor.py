"""Issue 45's ninth bar (the LETOR protocol): a data folder that cannot make the five folds is refused naming the
subset file at fault.

The bar's cases u9b_bench_missing_subset, u9b_bench_subset_from_other_set and u9b_bench_empty_subset got one
message for the whole folder ("expected S1..S5 or Fold1..5/test.txt", "subsets disagree on the number of rankers:
[21, 25]", "[0, 25]"), which left the user to find which of five files was missing, empty or from the other set.
Each defect is generated here for every subset, in both layouts of the data README (S1..S5, and the official
Fold1..Fold5 files whose test files are the subsets), on small synthetic subsets.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from rankagg.io.datasets import FOLDS, load_letor_agg

NAME = "MQ2008-agg"


def _subset(i: int, n_rankers: int = 3) -> str:
    """Two queries of three documents, qids unique to subset ``i``; one document no ranker returned."""
    lines = []
    for q in (2 * i, 2 * i + 1):
        for d in range(3):
            ranks = " ".join(f"{k + 1}:{'NULL' if d == 2 else d + 1 + k}" for k in range(n_rankers))
            lines.append(f"{d % 3} qid:{q} {ranks} #docid = D{q}-{d} inc = 1 prob = 0.5\n")
    return "".join(lines)


def _folder(tmp_path: Path, layout: str, defect: str, at: int) -> tuple[Path, str]:
    """A data folder in ``layout`` whose subset ``at`` has ``defect``; also the file name the error must give."""
    root = tmp_path / "data"
    folder = root / "letor4-agg" / NAME
    folder.mkdir(parents=True)
    texts = {i: _subset(i) for i in range(1, 6)}
    if defect == "empty":
        texts[at] = ""
    elif defect == "other_set":
        texts[at] = _subset(at, n_rankers=2)
    if layout == "subsets":
        for i, t in texts.items():
            if not (defect == "missing" and i == at):
                (folder / f"S{i}.txt").write_text(t)
        return root, f"S{at}.txt"
    fold_of_test = {test: k for k, (_, _, test) in enumerate(FOLDS, 1)}
    for k, (train, vali, test) in enumerate(FOLDS, 1):
        (folder / f"Fold{k}").mkdir()
        if not (defect == "missing" and test == at):
            (folder / f"Fold{k}" / "test.txt").write_text(texts[test])
        (folder / f"Fold{k}" / "vali.txt").write_text(texts[vali])
        (folder / f"Fold{k}" / "train.txt").write_text("".join(texts[i] for i in train))
    return root, f"Fold{fold_of_test[at]}/test.txt"


@pytest.mark.parametrize("layout", ["subsets", "folds"])
@pytest.mark.parametrize("defect", ["missing", "empty", "other_set"])
@pytest.mark.parametrize("at", [1, 2, 3, 4, 5])
def test_a_bad_subset_is_named(tmp_path: Path, layout: str, defect: str, at: int) -> None:
    root, name = _folder(tmp_path, layout, defect, at)
    with pytest.raises((ValueError, OSError)) as info:
        load_letor_agg(NAME, data_dir=root, cache=False)
    message = str(info.value)
    if defect == "missing":  # the folder, then the missing file (and no other) before the word
        assert message.split(": ", 1)[1].split(" missing")[0] == name, message
    else:  # the file at fault opens the message, as a reader's error does
        assert message.split(": ", 1)[0].endswith(name), message

@pytest.mark.parametrize("layout", ["subsets", "folds"])
def test_a_whole_folder_loads(tmp_path: Path, layout: str) -> None:
    """The same folders without a defect load, every fold testing on its subset (the data README's table)."""
    root, _ = _folder(tmp_path, layout, "none", 1)
    ds = load_letor_agg(NAME, data_dir=root, cache=False)
    for k, (_, _, test) in enumerate(FOLDS, 1):
        assert sorted(map(str, ds.fold(k).test.qids)) == [str(2 * test), str(2 * test + 1)]


@pytest.mark.parametrize("layout", ["subsets", "folds"])
@pytest.mark.parametrize("at", [1, 2, 3, 4, 5])
def test_a_rewritten_subset_is_read_again(tmp_path: Path, layout: str, at: int) -> None:
    """u9b_api_reload_after_edit: the process-wide cache kept the labels a subset had when first loaded.  Each
    subset's file is rewritten at once with other labels of the same length (same size, and likely the same tick
    of the file system's clock), in both layouts; the next load must see them."""
    root, name = _folder(tmp_path, layout, "none", at)
    folder = root / "letor4-agg" / NAME
    first = load_letor_agg(NAME, data_dir=root)
    path = folder / name
    text = path.read_text()
    path.write_text("".join(("2" if line[0] == "0" else "0") + line[1:] for line in text.splitlines(keepends=True)))
    if layout == "folds":  # the fold files that hold the subset too, as the official distribution has them
        for k, (train, vali, _) in enumerate(FOLDS, 1):
            for role, parts in (("train", train), ("vali", (vali,))):
                if at in parts:
                    f = folder / f"Fold{k}" / f"{role}.txt"
                    f.write_text(f.read_text().replace(text, path.read_text()))
    again = load_letor_agg(NAME, data_dir=root)
    got = [int(x) for x in again.subsets[at - 1].labels]
    assert got == [2 if int(line[0]) == 0 else 0 for line in text.splitlines()]
    assert list(first.subsets[at - 1].labels) != got
    assert load_letor_agg(NAME, data_dir=root) is again  # unchanged files: the cached dataset
