"""Issue 45's fourteenth bar, a paper reproducer's day (scripts/reliability_bars/fourteenth_reproducer.py): the fault
classes it found, each generated over its members.

* Two sources for one subset.  A dataset folder holding ``S3.txt`` and ``S3.txt.gz`` (or ``Fold2/vali.txt`` and
  ``vali.txt.gz``), or the S layout and Fold folders beside it, was read from whichever came first, silently: the
  folds were built from a copy the user may not mean (u14r_fold_gz_and_plain_differ,
  u14r_fold_both_layouts_disagree).  Copies that hold the same text are fine; copies that differ are refused naming
  both (``rankagg.io.datasets._one_copy``, ``_refuse_custom_folds``).
* A documented choice that is a Python keyword.  ``cps(inference=global)``, spelt as ``rankagg methods cps`` prints
  it and as every other bare-word choice is spelt, failed as Python syntax (u14r_cps_global_spelled_as_documented):
  a bare word is a string in a spec (``rankagg.methods.registry._quote_keywords``).
"""

from __future__ import annotations

import gzip
import keyword

import pytest

from rankagg.io.datasets import FOLDS, load_letor_agg
from rankagg.methods.registry import make_method, parse_spec, parse_value


def _subset(i: int, labels: tuple[int, ...] = (0, 1, 2)) -> str:
    """Subset S{i}: two queries of three documents, two rankers (qids distinct across subsets)."""
    return "".join(f"{lab} qid:{100 * i + q} 1:{d + 1} 2:{3 - d} #docid = D{i}{q}{d} inc = 1 prob = 0.5\n"
                   for q in range(2) for d, lab in enumerate(labels))


def _s_layout(root, gz: bool = False) -> None:
    folder = root / "letor4-agg" / "MQ2008-agg"
    folder.mkdir(parents=True)
    for i in range(1, 6):
        if gz:
            (folder / f"S{i}.txt.gz").write_bytes(gzip.compress(_subset(i).encode(), mtime=0))
        else:
            (folder / f"S{i}.txt").write_text(_subset(i))


def _fold_layout(root, subset=_subset) -> None:
    folder = root / "letor4-agg" / "MQ2008-agg"
    for k, (train, vali, test) in enumerate(FOLDS, 1):
        (folder / f"Fold{k}").mkdir(parents=True)
        (folder / f"Fold{k}" / "train.txt").write_text("".join(subset(i) for i in train))
        (folder / f"Fold{k}" / "vali.txt").write_text(subset(vali))
        (folder / f"Fold{k}" / "test.txt").write_text(subset(test))


def _labels(ds) -> list[list[int]]:
    return [s.labels.tolist() for s in ds.subsets]


@pytest.mark.parametrize("i", range(1, 6))
@pytest.mark.parametrize("same", [True, False])
def test_plain_and_gzip_copy_of_a_subset(tmp_path, i, same):
    """S{i}.txt beside S{i}.txt.gz: the same text is read as one subset; another text is refused naming both."""
    _s_layout(tmp_path)
    folder = tmp_path / "letor4-agg" / "MQ2008-agg"
    text = _subset(i) if same else _subset(i, labels=(2, 1, 0))
    (folder / f"S{i}.txt.gz").write_bytes(gzip.compress(text.encode(), mtime=0))
    if same:
        assert _labels(load_letor_agg("MQ2008-agg", tmp_path, cache=False))[i - 1] == [0, 1, 2, 0, 1, 2]
    else:
        with pytest.raises(ValueError, match=rf"S{i}\.txt and .*S{i}\.txt\.gz: two copies"):
            load_letor_agg("MQ2008-agg", tmp_path, cache=False)


@pytest.mark.parametrize("k", range(1, 6))
@pytest.mark.parametrize("role", ["train", "vali", "test"])
def test_plain_and_gzip_copy_of_a_fold_file(tmp_path, k, role):
    """Fold{k}/{role}.txt beside a gzipped copy holding another subset: refused naming both."""
    _fold_layout(tmp_path)
    path = tmp_path / "letor4-agg" / "MQ2008-agg" / f"Fold{k}" / f"{role}.txt"
    path.with_suffix(".txt.gz").write_bytes(gzip.compress(_subset(1, labels=(1, 1, 1)).encode(), mtime=0))
    with pytest.raises(ValueError, match=rf"Fold{k}/{role}\.txt and .*Fold{k}/{role}\.txt\.gz: two copies"):
        load_letor_agg("MQ2008-agg", tmp_path, cache=False)


@pytest.mark.parametrize("gz", [False, True])
def test_both_layouts_that_agree_load_as_the_s_files(tmp_path, gz):
    """S1..S5 and the Fold folders made of them (the official download unpacked beside the subsets): the data of
    the S files, nothing refused."""
    _s_layout(tmp_path, gz=gz)
    _fold_layout(tmp_path)
    alone = tmp_path / "alone"
    _s_layout(alone, gz=gz)
    got = load_letor_agg("MQ2008-agg", tmp_path, cache=False)
    assert _labels(got) == _labels(load_letor_agg("MQ2008-agg", alone, cache=False))


@pytest.mark.parametrize("k", range(1, 6))
@pytest.mark.parametrize("role", ["train", "vali", "test"])
def test_both_layouts_that_disagree_are_refused(tmp_path, k, role):
    """S1..S5 beside Fold folders one of whose files holds other queries: refused naming that file and both layouts,
    whichever fold and role it is (the S files would otherwise win silently)."""
    _s_layout(tmp_path)
    _fold_layout(tmp_path)
    folder = tmp_path / "letor4-agg" / "MQ2008-agg"
    (folder / f"Fold{k}" / f"{role}.txt").write_text(_subset(9))
    with pytest.raises(ValueError, match=rf"Fold{k}/{role}\.txt: .*both layouts"):
        load_letor_agg("MQ2008-agg", tmp_path, cache=False)


def test_fold_layout_alone_still_loads(tmp_path):
    """The Fold layout without S files is read as before (the subsets from its test files)."""
    _fold_layout(tmp_path)
    assert [s.n_queries for s in load_letor_agg("MQ2008-agg", tmp_path, cache=False).subsets] == [2] * 5


WORDS = [w for w in keyword.kwlist if w not in ("True", "False", "None")] + list(keyword.softkwlist)


@pytest.mark.parametrize("word", WORDS)
def test_a_keyword_is_a_bare_word_where_a_value_stands(word):
    """Every Python keyword as a value: read as the string, as any bare word is, in a parameter, a list, a tuple
    and a dict; quoted text holding keywords is left as written; ``--param`` reads the same."""
    assert parse_spec(f"m(x={word})", resolve=False) == ("m", {"x": word})
    assert parse_spec(f"m(x=[{word}, 1], y=({word}, a), z={{a: {word}}})", resolve=False) == (
        "m", {"x": [word, 1], "y": (word, "a"), "z": {"a": word}})
    assert parse_spec(f"m(x='a, {word}, b', y={word})", resolve=False) == ("m", {"x": f"a, {word}, b", "y": word})
    assert parse_value(f"[{word}, 2]") == [word, 2]
    assert parse_value(word) == word


@pytest.mark.parametrize("spec", ["m(global)", "m(x=if y)", "m(x=1, lambda=2)"])
def test_keywords_elsewhere_stay_errors(spec):
    """A keyword as a positional argument, inside an expression or as a key is still not a spec."""
    with pytest.raises(ValueError, match="spec"):
        parse_spec(spec, resolve=False)


def test_cps_global_as_documented():
    """``cps(inference=global)`` is ``cps(inference='global')``."""
    assert make_method("cps(inference=global)").get_params() == make_method("cps(inference='global')").get_params()
