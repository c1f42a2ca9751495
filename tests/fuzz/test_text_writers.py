"""The writers of the text formats, read back by the independent reference (issue 45, "every output reads back").

Generated content with adversarial names, tags and tied, huge and denormal scores goes through rankagg's
writer; the reference reader (:mod:`tests.fuzz.reference_text`) must give the same content, and for TREC runs
trec_eval's order (score descending, then docid descending as ``strcmp``: ``form_res_rels.c``'s
``comp_sim_docno``) must be the file's order.  A writer may refuse what would not read back, with a
``ValueError`` naming it; it never writes a file that reads back otherwise.
"""

from __future__ import annotations

import json

import numpy as np
import pandas as pd
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.fuzz import reference_text as ref

SETTINGS = settings(max_examples=60, derandomize=True, deadline=None,
                    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])

#: ids: any text, with the characters that break readers made likely (Unicode blanks, line separators, '#', '%')
_CHARS = st.sampled_from(list("aZ09-_.#%{},:=é\u0301\u00a0\u2028\u0085\u1680\u3000\x1c\u200b") + ["\U0001F600"])
ADVERSARIAL = st.one_of(st.text(_CHARS, min_size=1, max_size=6),
                        st.text(st.characters(blacklist_categories=("Cs",)), min_size=1, max_size=6))
SCORES = st.one_of(st.sampled_from([0.0, -0.0, 1.0, 1.0, 1e308, -1e308, 5e-324, 1e-310, 3.5e38, 1 + 2 ** -52,
                                    1 - 2 ** -53, 0.1, 0.3]),
                   st.floats(allow_nan=False, allow_infinity=False))
#: what trec_eval and every reader of ids would split at: the writers must refuse (or never write) these
C_BLANK_OR_NUL = set(ref.C_SPACE_STR + "\0")


def _token_ok(s: str) -> bool:
    return bool(s) and not (set(s) & C_BLANK_OR_NUL)


def _qid_ok(s: str) -> bool:
    """A query id a TREC text line holds: a token not starting with '#' (trec_eval 10.0 skips such a line)."""
    return _token_ok(s) and not s.startswith("#")


def _refused(exc: BaseException) -> bool:
    return isinstance(exc, ValueError) and "\n" not in str(exc).strip()


@SETTINGS
@given(runs=st.dictionaries(ADVERSARIAL, st.dictionaries(ADVERSARIAL, SCORES, min_size=1, max_size=6),
                            min_size=1, max_size=3),
       tag=ADVERSARIAL, gz=st.booleans())
def test_trec_rows_writer_reads_back(runs, tag, gz, tmp_path_factory):
    """The registry's TREC writer: the same scores bit for bit, the same tag; or a refusal naming the id."""
    from rankagg.io.format_io import write_trec_rows

    rows = pd.DataFrame([(tag, q, d, s) for q, docs in runs.items() for d, s in docs.items()],
                        columns=["run", "q_id", "doc_id", "score"])
    path = tmp_path_factory.mktemp("w") / ("run.txt.gz" if gz else "run.txt")
    try:
        write_trec_rows(rows, path)
    except ValueError as exc:
        assert _refused(exc)
        bad = [q for q in runs if not _qid_ok(q)] + [x for x in [*(d for docs in runs.values() for d in docs), tag]
                                                       if not _token_ok(x)]
        assert bad, f"refused content that would read back: {exc}"
        assert not path.exists()
        return
    got = ref.read_run(path.read_bytes())
    assert got.valid and not got.either, got.why
    assert got.content["scores"] == runs
    assert [np.float64(s).tobytes() for q in runs for s in got.content["scores"][q].values()] == \
        [np.float64(s).tobytes() for q in runs for s in runs[q].values()]  # -0.0 stays -0.0
    assert got.content["tags"] == {tag}


@SETTINGS
@given(lists=st.lists(st.tuples(ADVERSARIAL, st.lists(SCORES, min_size=1, max_size=7)), min_size=1, max_size=3,
                      unique_by=lambda t: t[0]),
       tag=ADVERSARIAL, depth=st.sampled_from([None, 1, 3]))
def test_fused_run_writer_keeps_trec_evals_order(lists, tag, depth, tmp_path_factory):
    """``write_trec_run`` (what ``rankagg fuse -o`` writes): trec_eval's order of the written file is the file's
    order, the file's order follows the fused scores, every exact score that ties nothing is written exactly."""
    from rankagg.data.rankings import Rankings
    from rankagg.io.trec_writer import write_trec_run

    docids = [f"d{i}\u00a0{q}" if i % 2 else f"d{i}" for q, scores in lists for i in range(len(scores))]
    offsets = np.cumsum([0] + [len(s) for _, s in lists])
    scores = np.array([s for _, ss in lists for s in ss], dtype=np.float64)
    data = Rankings(offsets=offsets, ranks=np.ones((len(scores), 1)), qids=np.array([q for q, _ in lists]),
                    docids=np.array(docids), ranker_names=("r",))
    path = tmp_path_factory.mktemp("f") / "fused.run"
    try:
        write_trec_run(path, data, scores, tag=tag, depth=depth)
    except ValueError as exc:
        assert _refused(exc) and not path.exists()
        assert not (_token_ok(tag) and all(_qid_ok(q) for q, _ in lists)), f"refused readable content: {exc}"
        return
    text = path.read_text("utf-8")
    got = ref.read_run(text.encode("utf-8"))
    assert got.valid and not got.either, got.why
    file_order: dict[str, list[str]] = {}
    for line in text.split("\n"):  # not splitlines, which splits at U+2028: the file's lines end at LF
        if line:
            f = ref.c_fields(line)
            file_order.setdefault(f[0], []).append(f[2])
    assert got.content["order"] == file_order  # trec_eval reads the file in the file's order
    assert got.content["tags"] == {tag}
    for qi, (q, ss) in enumerate(lists):
        want_docs = docids[offsets[qi]:offsets[qi + 1]]
        fused = dict(zip(want_docs, ss))
        order = file_order.get(q, [])
        assert len(order) == (len(ss) if depth is None else min(depth, len(ss)))
        assert set(order) <= set(want_docs)
        # the consensus order: neighbouring scores equal up to 2^-40 of the larger are ties the house rule decides
        # (docs/methods.md); each gap's tolerance is at most 2^-40 of the query's largest |score|, bounded here
        scale = max(abs(x) for x in ss) * 2.0 ** -40
        assert all(fused[a] >= fused[b] - scale for a, b in zip(order, order[1:]))


@SETTINGS
@given(judged=st.dictionaries(st.tuples(ADVERSARIAL, ADVERSARIAL), st.integers(-2 ** 63, 2 ** 63 - 1), min_size=1,
                              max_size=8))
def test_qrels_writer_reads_back(judged, tmp_path_factory):
    from rankagg.io.format_io import write_qrels_rows

    rows = pd.DataFrame([(q, d, r) for (q, d), r in judged.items()], columns=["q_id", "doc_id", "rel"])
    path = tmp_path_factory.mktemp("q") / "qrels.txt"
    try:
        write_qrels_rows(rows, path)
    except ValueError as exc:
        assert _refused(exc) and not all(_qid_ok(q) and _token_ok(d) for q, d in judged), exc
        return
    got = ref.read_qrels(path.read_bytes())
    assert got.valid and not got.either and got.content == judged


@SETTINGS
@given(weights=st.dictionaries(ADVERSARIAL, st.one_of(st.sampled_from([0.0, 1.0, 5e-324, 1e308]),
                                                      st.floats(0, 1e300)), min_size=1, max_size=4))
def test_weights_writer_reads_back(weights, tmp_path_factory):
    from rankagg.io.format_io import write_weights

    path = tmp_path_factory.mktemp("w") / "weights.txt"
    try:
        write_weights(weights, path)
    except ValueError as exc:
        assert _refused(exc) and (not all(_token_ok(k) for k in weights) or not any(weights.values())), exc
        return
    got = ref.verdict(ref.read_weights, path.read_bytes())
    assert got.valid, got.why
    assert got.content == weights and json.loads(path.read_text()) == weights


@SETTINGS
@given(queries=st.lists(st.tuples(ADVERSARIAL, st.lists(st.tuples(ADVERSARIAL, st.integers(0, 2),
                                                                    st.lists(st.one_of(st.none(), st.integers(1, 2 ** 53)),
                                                                             min_size=2, max_size=2)),
                                                          min_size=1, max_size=4, unique_by=lambda t: t[0])),
                        min_size=1, max_size=3, unique_by=lambda t: t[0]))
def test_letor_writer_reads_back(queries, tmp_path_factory):
    from rankagg.data.rankings import Rankings
    from rankagg.io.letor import write_letor

    docs = [d for _, ds in queries for d in ds]
    data = Rankings(offsets=np.cumsum([0] + [len(ds) for _, ds in queries]),
                    ranks=np.array([[np.nan if r is None else float(r) for r in d[2]] for d in docs]),
                    qids=np.array([q for q, _ in queries]), docids=np.array([d[0] for d in docs]),
                    ranker_names=("R1", "R2"), labels=np.array([d[1] for d in docs], dtype=np.int64))
    path = tmp_path_factory.mktemp("l") / "S1.txt"
    try:
        write_letor(path, data)
    except ValueError as exc:
        assert _refused(exc)
        assert not all(_token_ok(x) and "#" not in x for x in [*(q for q, _ in queries), *(d[0] for d in docs)]), exc
        return
    got = ref.verdict(ref.read_letor, path.read_bytes())
    assert got.valid, got.why
    assert got.content == [(q, [(d, lab, tuple(None if r is None else float(r) for r in rs)) for d, lab, rs in ds])
                           for q, ds in queries]


@SETTINGS
@given(lists=st.dictionaries(ADVERSARIAL, st.lists(ADVERSARIAL, max_size=5, unique=True), min_size=1, max_size=3),
       suffix=st.sampled_from(["lists.tsv", "lists.csv", "list.grp"]))
def test_gene_list_writers_read_back(lists, suffix, tmp_path_factory):
    from rankagg.io.gene_lists import write_gene_list, write_gene_table

    path = tmp_path_factory.mktemp("g") / suffix
    if suffix == "list.grp":
        lists = dict([next(iter(lists.items()))])
    try:
        (write_gene_list if suffix == "list.grp" else write_gene_table)(lists, path)
    except ValueError as exc:
        assert _refused(exc), exc
        return
    if suffix == "list.grp":
        got = ref.verdict(ref.read_gene_list, path.read_bytes(), stem="list")
    else:
        got = ref.verdict(ref.read_gene_table, path.read_bytes(), sep="\t" if suffix.endswith("tsv") else ",")
    assert got.valid, got.why
    assert got.content == lists


@SETTINGS
@given(names=st.lists(ADVERSARIAL, min_size=2, max_size=4, unique=True),
       voters=st.lists(st.permutations(range(4)), min_size=1, max_size=5))
def test_preflib_writer_reads_back(names, voters, tmp_path_factory):
    from rankagg.data.rankings import Rankings
    from rankagg.io.preflib import rankings_to_election, write_preflib

    n = len(names)
    ranks = np.array([[float(p.index(i) + 1) for p in ([x for x in v if x < n] for v in voters)] for i in range(n)])
    data = Rankings(offsets=np.array([0, n]), ranks=ranks, qids=np.array(["e"]), docids=np.array(names),
                    ranker_names=tuple(f"v{k}" for k in range(len(voters))))
    path = tmp_path_factory.mktemp("p") / "e.soc"
    try:
        election = rankings_to_election(data)
        write_preflib(election, path)
    except ValueError as exc:
        assert _refused(exc), exc
        return
    got = ref.verdict(ref.read_preflib, path.read_bytes(), suffix="soc")
    assert got.valid, got.why
    dt, alts, orders = got.content
    assert dt == "soc" and alts == {k: str(v) for k, v in election.alternatives.items()}
    assert orders == [(int(c), tuple(tuple(int(a) for a in cl) for cl in classes)) for c, classes in election.orders]
    assert sorted(alts.values()) == sorted(names)
