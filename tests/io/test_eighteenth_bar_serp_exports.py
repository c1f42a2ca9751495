"""Issue 45's eighteenth bar, an SEO agency's rank-tracker exports (``u18s_api_frames_ranx_and_own_names``,
``u18s_api_frame_tracker_columns``, ``u18s_api_frames_score_beside_rank``, ``u18s_api_frames_duplicate_row_of_frame``,
``u18s_semrush_csv_beside_runs``, ``u18s_semrush_csv_alone``, ``u18s_gsc_queries_csv``, ``u18s_gsc_pages_csv``).

Two classes of fault:

* ``{name: frame}`` runs were stacked before their columns were read: ranx's ``q_id`` in one frame beside ``qid`` in
  another was refused as two columns of one role, a frame with a tracker's ``Keyword, URL, Position`` was "row 0:
  qid is missing", a frame of ranks beside one of scores was "row 3: score nan", and a row was named by its place in
  the stack (row 4 of frames of three and two rows).  The members are generated over the column names each role is
  read from, the frame lacking a column, the frame with the score, and the frame and row of a fault.
* the rank trackers' CSV (SEMrush, Ahrefs, Search Console's 'Top queries' and 'Top pages', a SERP API's CSV) given as
  runs got "expected 6 fields, found 2" or, alone, a refusal of the output's name (read as gene lists): the members
  are the trackers' headers, comma- or tab-separated, beside a run or alone.

The expectations are written out by hand: RRF ``1 / (60 + r)`` of the lists below, the house tie rule
(docs/conventions.md), and the names each role is read from as ``rankagg fuse --help`` and the docs list them."""

from __future__ import annotations

import itertools

import pandas as pd
import pytest

import rankagg
from rankagg.io.foreign_shapes import run_shape
from rankagg.io.gene_list_kind import not_gene_table

#: the names each role is read from (docs/conventions.md), written out
QID_NAMES = ("q_id", "qid", "query_id", "query")
DOCID_NAMES = ("doc_id", "docid", "doc")

#: google: u1, u2, u3 at places 1-3; bing: u1, u4 at 1-2.  RRF: u1 2/61; u2 and u4 1/62, tied (one list each, best
#: place 2), the smaller id first; u3 1/63
EXPECTED = [("u1", 2 / 61), ("u2", 1 / 62), ("u4", 1 / 62), ("u3", 1 / 63)]


def _frame(q: str, d: str, docs: list[str], value: str = "rank") -> pd.DataFrame:
    places = list(range(1, len(docs) + 1))
    return pd.DataFrame({q: ["kw"] * len(docs), d: docs,
                         value: places if value == "rank" else [10.0 - p for p in places]})


def _rows(fused: pd.DataFrame, docid: str) -> list[tuple[str, float]]:
    return [(str(d), float(s)) for d, s in fused.sort_values("rank")[[docid, "score"]].itertuples(index=False)]


@pytest.mark.parametrize("google_names,bing_names", [
    (g, b) for g, b in itertools.product(itertools.product(QID_NAMES, DOCID_NAMES), repeat=2) if g != b][::7])
def test_frames_named_their_own_way_fuse_as_one_naming(google_names, bing_names) -> None:
    frames = {"google": _frame(*google_names, ["u1", "u2", "u3"]), "bing": _frame(*bing_names, ["u1", "u4"])}
    fused = rankagg.fuse(frames, method="rrf")
    assert list(fused.columns[:2]) == list(google_names)  # the first frame's names, as one frame's are kept
    got = _rows(fused, google_names[1])
    assert [d for d, _ in got] == [d for d, _ in EXPECTED]
    assert all(abs(s - e) < 1e-15 for (_, s), (_, e) in zip(got, EXPECTED))


@pytest.mark.parametrize("which", [0, 1, 2])
@pytest.mark.parametrize("columns,lacks", [
    ({"Keyword": "qid", "URL": "docid", "Position": "rank"}, "qid"),
    ({"qid": "qid", "URL": "docid", "Position": "rank"}, "docid"),
    ({"Keyword": "qid", "docid": "docid", "rank": "rank"}, "qid"),
    ({"qid": "qid", "docid": "docid", "Position": "rank"}, "score or rank"),
])
def test_a_frame_lacking_a_role_is_named_with_its_columns(which, columns, lacks) -> None:
    names = ["google", "bing", "duckduckgo"]
    frames = {n: _frame("qid", "docid", ["u1", "u2"]) for n in names}
    frames[names[which]] = pd.DataFrame({c: (["kw", "kw"] if role == "qid" else ["u1", "u2"] if role == "docid"
                                             else [1, 2]) for c, role in columns.items()})
    with pytest.raises(ValueError) as err:
        rankagg.fuse(frames, method="rrf")
    message = str(err.value)
    assert f"run {names[which]!r}" in message and f"needs a column for {lacks}" in message
    assert "it has " + ", ".join(columns) in message
    assert "missing (None, NaN or null)" not in message


@pytest.mark.parametrize("scored", [(0,), (1,), (2,), (0, 2), (1, 2)])
def test_scores_in_some_frames_only_name_a_frame_without(scored) -> None:
    names = ["google", "bing", "duckduckgo"]
    frames = {}
    for i, n in enumerate(names):
        f = _frame("qid", "docid", ["u1", "u2", "u3"])
        frames[n] = f.assign(score=[3.0, 2.0, 1.0]) if i in scored else f
    with pytest.raises(ValueError) as err:
        rankagg.fuse(frames, method="rrf")
    first_unscored = next(n for i, n in enumerate(names) if i not in scored)
    assert str(err.value).startswith(f"run {first_unscored!r}: its frame has no score column")
    assert f"the frame of run {names[scored[0]]!r} has one" in str(err.value)


@pytest.mark.parametrize("frame_at,row", [(k, j) for k in range(3) for j in range(1, 3)])
@pytest.mark.parametrize("fault", ["duplicate", "rank"])
def test_a_fault_is_named_at_its_own_frames_row(frame_at, row, fault) -> None:
    names = ["google", "bing", "duckduckgo"]
    frames = {n: _frame("qid", "docid", [f"{n}{i}" for i in range(3)]) for n in names}
    bad = frames[names[frame_at]].copy()
    if fault == "duplicate":
        bad.loc[row, "docid"] = bad.loc[row - 1, "docid"]
    else:
        bad["rank"] = bad["rank"].astype(object)
        bad.loc[row, "rank"] = "Not in top 100"
    frames[names[frame_at]] = bad
    with pytest.raises(ValueError) as err:
        rankagg.fuse(frames, method="rrf")
    assert f"run {names[frame_at]!r}: row {row}:" in str(err.value)


def test_a_list_of_frames_names_its_runs_rows() -> None:
    frames = [_frame("qid", "docid", ["u1", "u2"]), _frame("q_id", "doc_id", ["u3", "u3"])]
    with pytest.raises(ValueError, match=r"run 'run2': row 1: document u3 appears twice"):
        rankagg.fuse(frames, method="rrf")


#: the trackers' headers as they export them (and a SERP API's CSV): each names a keyword, a URL or a position
TRACKER_HEADERS = {
    "semrush": "Keyword,Position,Previous position,Search Volume,Keyword Difficulty,CPC,URL,Traffic",
    "ahrefs": "Keyword,Current position,Current URL,Volume,KD,Traffic",
    "gsc_queries": "Top queries,Clicks,Impressions,CTR,Position",
    "gsc_pages": "Top pages,Clicks,Impressions,CTR,Position",
    "serp_api": "query,position,link,title,snippet",
    "se_ranking": "Keyword,Search engine,Rank,URL",
}
ROWS = {"semrush": "best running shoes,3,5,49500,78,1.21,https://c.com/running/,1312",
        "ahrefs": "best running shoes,4,https://c.com/running/,49000,71,980",
        "gsc_queries": "best running shoes,120,4000,3%,4.7",
        "gsc_pages": "https://c.com/running/,410,12000,3.42%,6.1",
        "serp_api": "best running shoes,1,https://c.com/running/,Running Shoes,Shop now",
        "se_ranking": "best running shoes,Google,2,https://c.com/running/"}
RUN = "kw Q0 https://c.com/running/ 1 10 bing\nkw Q0 https://d.com/ 2 9 bing\n"


@pytest.mark.parametrize("tracker", sorted(TRACKER_HEADERS))
@pytest.mark.parametrize("separator,suffix", [(",", ".csv"), ("\t", ".tsv")])
def test_a_trackers_export_is_named_a_trackers_table(tmp_path, tracker, separator, suffix) -> None:
    path = tmp_path / f"{tracker}{suffix}"
    path.write_text((TRACKER_HEADERS[tracker] + "\n" + ROWS[tracker] + "\n").replace(",", separator), encoding="utf-8")
    shape = run_shape(str(path))
    assert shape is not None and shape.line == 1 and "rank tracker's header" in shape.reason
    assert not_gene_table(str(path)) is not None  # alone, not read as gene lists either
    run = tmp_path / "bing.run"
    run.write_text(RUN, encoding="utf-8")
    for given in ([str(path), str(run)], [str(path)]):
        with pytest.raises(ValueError) as err:
            rankagg.fuse(given, method="rrf")
        assert f"{path}:1:" in str(err.value) and "rank tracker's header" in str(err.value)


@pytest.mark.parametrize("header", ["gene,rank", "Rank,Institution,Country", "study1,study2,study3",
                                    "qid,docid,rank,run", "keyword_list_a,keyword_list_b"])
def test_other_headers_are_not_a_trackers(tmp_path, header) -> None:
    path = tmp_path / "t.csv"
    path.write_text(header + "\nA,B,C\n", encoding="utf-8")
    shape = run_shape(str(path))
    assert shape is None or "rank tracker's header" not in shape.reason


@pytest.mark.parametrize("google_index,bing_index", [(["qid"], []), ([], ["qid"]), (["qid", "docid"], ["qid"]),
                                                     (["qid", "docid"], ["qid", "docid"])])
def test_frames_with_their_ids_in_the_index_fuse_as_columns(google_index, bing_index) -> None:
    google, bing = _frame("qid", "docid", ["u1", "u2", "u3"]), _frame("qid", "docid", ["u1", "u4"])
    frames = {"google": google.set_index(google_index) if google_index else google,
              "bing": bing.set_index(bing_index) if bing_index else bing}
    got = _rows(rankagg.fuse(frames, method="rrf"), "docid")
    assert [d for d, _ in got] == [d for d, _ in EXPECTED]
    assert all(abs(s - e) < 1e-15 for (_, s), (_, e) in zip(got, EXPECTED))
