"""Issue 45's twenty-second bar, a library's discovery search fusing catalogue, articles, repository and union
catalogue per patron query: the fused list written under a library tool's name (``.ris``, ``.mrc``, ``.atom``,
``.rss``, ``.enw``, ``.nbib``, ``--explain why.ris``) was TREC lines with exit 0 (u22f_out_*_name,
u22f_explain_ris_name), and a union catalogue's run whose converter wrote score 0 on every line (SRU gives no score)
was ranked by docid, its rank column unread, without a word (u22f_sru_zero_scores_by_score_warned).  The members
are generated: each name as a user types it at every writer, and runs of tied lists of random sizes and constants
at the run file's doors (fuse, evaluate), with the lists that must not be told."""

from __future__ import annotations

import random
import warnings

import pytest

from rankagg.api.commands import check_fuse_outputs
from rankagg.api.preferences import check_table_output
from rankagg.cli import main
from rankagg.io._run_text import read_run_checked
from rankagg.io.formats import writer_for
from rankagg.io.models import check_model_name
from rankagg.io.output_names import foreign_output
from rankagg.io.text_input import InputFormatWarning

#: a reference manager's exports, MARC and MODS records, feeds, linked data
LIBRARY_NAMES = [".ris", ".enw", ".nbib", ".medline", ".bibtex", ".biblatex", ".refer", ".mrc", ".marc", ".mrk",
                 ".mrk8", ".iso2709", ".marcxml", ".mods", ".atom", ".rss", ".opml", ".rdf", ".ttl", ".nt", ".nq",
                 ".jsonld", ".owl"]
SPELLINGS = [lambda s: f"fused{s}", lambda s: f"FUSED{s.upper()}", lambda s: f"fused{s}.gz"]


@pytest.mark.parametrize("suffix", LIBRARY_NAMES)
@pytest.mark.parametrize("spell", range(len(SPELLINGS)))
def test_a_run_under_a_library_tools_name_is_refused(suffix, spell):
    name = SPELLINGS[spell](suffix)
    assert foreign_output(name) == suffix
    with pytest.raises(ValueError, match=rf"^-o {name}: a fused run would be written as lines of text, which no "
                                         rf"\{suffix} reader reads"):
        writer_for(name, "runs")


@pytest.mark.parametrize("suffix", LIBRARY_NAMES)
def test_every_other_writer_refuses_it(suffix):
    with pytest.raises(ValueError, match=rf"^--explain why{suffix}: .*\{suffix} names"):
        check_fuse_outputs(None, f"why{suffix}")
    with pytest.raises(ValueError, match=rf"^-o table{suffix}: .*\{suffix} names"):
        check_table_output(f"table{suffix}")
    with pytest.raises(ValueError, match=rf"^-o model{suffix}: a model is written as a JSON document"):
        check_model_name(f"model{suffix}")


@pytest.mark.parametrize("name", ["fused.run", "fused-ris.run", "ris.txt", "atom.run.gz", "fused.rss.run"])
def test_the_names_a_run_takes_are_kept(name):
    assert foreign_output(name) is None


@pytest.mark.parametrize("suffix", [".ris", ".mrc", ".atom", ".nbib"])
def test_the_command_writes_nothing(tmp_path, suffix, capsys):
    run = tmp_path / "catalogue.run"
    run.write_text("q101 Q0 b1234567x 1 12.3 catalogue\nq101 Q0 b12345680 2 9.8 catalogue\n", encoding="utf-8")
    out = tmp_path / f"fused{suffix}"
    assert main(["fuse", str(run), "--method", "rrf", "--quiet", "-o", str(out)]) == 2
    assert not out.exists()
    err = capsys.readouterr().err
    assert f"fused{suffix}" in err and err.count("\n") == 1


def _tied_run(seed: int, tie_every_list: bool, sizes: tuple[int, int] = (1, 9)) -> tuple[str, dict[str, list[str]]]:
    """A run of 1-6 queries, each list written in a random (rank column) order; every list's score one constant
    (its own: 0, 1, -3.5, 1e-9) when ``tie_every_list``, else one list of two distinct scores.  Returns the text
    and each query's order as trec_eval reads it (score descending, then docid descending), by hand."""
    rng = random.Random(seed)
    lines, orders = [], {}
    queries = [f"q{k}" for k in range(rng.randint(1, 6))]
    broken = rng.choice(queries)
    for q in queries:
        n = rng.randint(*sizes)
        ids = rng.sample([f"ocm{10000 + i}" for i in range(40)], n)
        constant = rng.choice([0.0, 1.0, -3.5, 1e-9])
        scores = {d: constant for d in ids}
        if not tie_every_list and q == broken:
            ids = ids + ["ocm99999"]
            scores["ocm99999"] = constant + 1.0
        lines += [f"{q} Q0 {d} {r} {scores[d]!r} union\n" for r, d in enumerate(ids, 1)]
        orders[q] = sorted(scores, key=lambda d: (scores[d], d.encode()), reverse=True)
    return "".join(lines), orders


def _told(path) -> list[str]:
    with warnings.catch_warnings(record=True) as got:
        warnings.simplefilter("always")
        read_run_checked(path)
    return [str(w.message) for w in got if issubclass(w.category, InputFormatWarning)]


@pytest.mark.parametrize("seed", range(12))
def test_a_run_whose_every_list_is_tied_is_told_and_read_by_docid(seed, tmp_path):
    text, orders = _tied_run(seed, True, sizes=(3, 9))
    path = tmp_path / "union0.run"
    path.write_text(text, encoding="utf-8")
    told = _told(path)
    assert len(told) == 1 and told[0].startswith(f"{path}: every list has one score on all its lines (query q0: ")
    assert "--trust-rank" in told[0]
    out = tmp_path / "fused.run"
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        assert main(["fuse", str(path), "--method", "rrf", "--quiet", "-o", str(out)]) == 0
    written: dict[str, list[str]] = {}
    for line in out.read_text(encoding="utf-8").splitlines():
        written.setdefault(line.split()[0], []).append(line.split()[2])
    assert written == orders


@pytest.mark.parametrize("seed", range(12))
def test_a_run_with_a_list_of_two_scores_or_short_lists_is_not_told(seed, tmp_path):
    text, _ = _tied_run(seed, False, sizes=(3, 9))
    short, _ = _tied_run(seed, True, sizes=(1, 2))
    for name, body in (("mixed.run", text), ("short.run", short)):
        path = tmp_path / name
        path.write_text(body, encoding="utf-8")
        assert not [m for m in _told(path) if "one score on all its lines" in m]


@pytest.mark.parametrize("seed", range(4))
def test_the_command_tells_at_fuse_and_evaluate_and_not_with_trust_rank(seed, tmp_path, capsys):
    text, _ = _tied_run(seed, True, sizes=(3, 9))
    path = tmp_path / "union0.run"
    path.write_text(text, encoding="utf-8")
    qrels = tmp_path / "judged.qrels"
    qrels.write_text("q0 0 ocm10001 2\n", encoding="utf-8")
    for argv, told in ((["fuse", str(path), "--method", "rrf", "-o", str(tmp_path / "f.run")], True),
                       (["evaluate", "--qrels", str(qrels), str(path), "--measures", "P@5"], True),
                       (["fuse", str(path), "--trust-rank", "--method", "rrf", "-o", str(tmp_path / "g.run")], False)):
        with warnings.catch_warnings():
            warnings.simplefilter("always")  # each command tells, as each process would
            assert main(argv) == 0
        err = capsys.readouterr().err
        assert (f"{path}: every list has one score on all its lines" in err) is told


def _frames(seed: int, tie_union: bool) -> tuple[dict, dict[str, list[str]]]:
    """A union catalogue's frame (qid, docid, rank, score) of SRU places, scored 0 on every row when ``tie_union``
    (else by its places), beside a catalogue frame with scores; and the union's order as trec_eval reads its
    scores, by hand."""
    import pandas as pd

    text, orders = _tied_run(seed, True, sizes=(3, 9))
    rows = [line.split() for line in text.splitlines()]
    union = pd.DataFrame({"qid": [r[0] for r in rows], "docid": [r[2] for r in rows],
                          "rank": [int(r[3]) for r in rows],
                          "score": [float(r[4]) if tie_union else -float(r[3]) for r in rows]})
    catalogue = pd.DataFrame({"qid": [r[0] for r in rows], "docid": [f"b{k}" for k in range(len(rows))],
                              "score": [float(k % 5) for k in range(len(rows))]})
    return {"union": union, "catalogue": catalogue}, orders


@pytest.mark.parametrize("form", ["dict", "long"])
@pytest.mark.parametrize("seed", range(6))
def test_a_frame_of_tied_scores_beside_its_rank_column_is_told(form, seed):
    import pandas as pd

    import rankagg

    for tie_union in (True, False):
        frames, orders = _frames(seed, tie_union)
        given = frames if form == "dict" else pd.concat([f.assign(run=n) for n, f in frames.items()])
        with warnings.catch_warnings(record=True) as got:
            warnings.simplefilter("always")
            rankagg.fuse(given, method="rrf")
        told = [str(w.message) for w in got if "one score on every row" in str(w.message)]
        assert len(told) == (1 if tie_union else 0)
        if tie_union:
            assert "run 'union'" in told[0] and "query 'q0'" in told[0] and "rank column" in told[0]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        union = rankagg.fuse({"union": frames["union"].assign(score=0.0)}, method="rrf")
    written: dict[str, list[str]] = {}
    for q, d in zip(union["qid"], union["docid"]):  # a frame given, a frame back, best first per query
        written.setdefault(q, []).append(d)
    assert written == orders


@pytest.mark.parametrize("seed", range(4))
def test_a_parquet_table_of_tied_scores_beside_its_rank_column_is_told(seed, tmp_path, capsys):
    """The Parquet run table's door, as the frame's: a rank column beside a run's tied scores is told at
    ``rankagg fuse``; without the rank column, or with scores that order the lists, nothing is said."""
    import pandas as pd

    for tie_union, with_rank in ((True, True), (False, True), (True, False)):
        frames, _ = _frames(seed, tie_union)
        table = pd.concat([f.assign(run=n) for n, f in frames.items()])
        table = table if with_rank else table.drop(columns="rank")
        path = tmp_path / f"runs-{tie_union}-{with_rank}.parquet"
        table.to_parquet(path)
        with warnings.catch_warnings():
            warnings.simplefilter("always")
            assert main(["fuse", str(path), "--method", "rrf", "-o", str(tmp_path / "f.run")]) == 0
        err = capsys.readouterr().err
        told = f"{path}: run 'union' holds one score on every row of each list (query 'q0'" in err
        assert told is (tie_union and with_rank), err
