"""A table whose lines pass for TREC run lines but hold a word where every run writes its rank, a field that changes
from line to line where every run writes 'Q0', or ranks that fall down a query's lines
(:mod:`rankagg.io.run_lookalike_lines`): refused at the runs door, naming the file and line, whatever door it comes
through; a run with 'Q0' on one of the head's lines, one with numbered ranks and one value second, and every real
run, are read as before."""

from __future__ import annotations

import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import rankagg
from rankagg.io.foreign_shapes import run_shape
from rankagg.io.run_lookalike_lines import (HEAD_LINES, falling_rank_reason, lookalike_reason, varying_second_reason,
                                            word_rank_reason)
from tests.conftest import _trec_covid_dir
from tests.door_files import refusal_through_the_api, write_file

RUN = "q:1 Q0 doc:a 1 0.9 given\nq:1 Q0 doc:b 2 0.5 given\n"
QRELS = "q:1 0 doc:a 1\n"

_ID = st.from_regex(r"[A-Za-z0-9][A-Za-z0-9:/._-]{0,10}", fullmatch=True)
#: a word in the rank field: a name, a class, a fleet (never a number by trec_eval's rule, nor a comment)
_WORD = st.from_regex(r"[A-Za-z][A-Za-z/_-]{0,9}", fullmatch=True).filter(
    lambda w: w.lower() not in ("nan", "inf", "infinity"))
_SCORE = st.one_of(st.integers(-5000, 5000).map(str), st.floats(-1e6, 1e6, allow_nan=False).map(repr))
_ROW = st.tuples(_ID, _ID.filter(lambda i: i not in ("Q0", "q0", "0")), _ID, _WORD, _SCORE, _ID)


def _text(rows) -> str:
    return "".join(" ".join(r) + "\n" for r in rows)


def _ranks_fall(rows) -> bool:
    """Whether some query's ranks, in the order of its lines, are not sorted (a reference for the door's rule,
    which asks each line against its query's line before)."""
    by_query: dict[str, list[float]] = {}
    for r in rows:
        by_query.setdefault(r[0], []).append(float(r[3]))
    return any(ranks != sorted(ranks) for ranks in by_query.values())


def test_a_start_list_is_refused_with_what_its_fields_would_be_read_as():
    """Hand-written: a club's start list, six fields a line, a first name fourth and a birth year fifth."""
    lines = [(1, "A12 oxford smith john 1987 uk"), (2, "A13 leeds jones mary 1990 uk")]
    at, reason = word_rank_reason(lines)
    assert at == 1
    assert reason.startswith("holds six fields a line as a TREC run does, but the fourth, where a run writes its rank, "
                             "is no number on any of its first 2 lines ('john' here; the fifth, '1987', would be read "
                             "as the score and 'smith' as a document)")


@settings(max_examples=60, deadline=None)
@given(st.lists(_ROW, min_size=1, max_size=6), st.integers(0, 2), st.booleans())
def test_generated_tables_with_words_for_ranks_are_refused_at_the_runs_doors(tmp_path_factory, rows, comments, gz):
    """Through rankagg.fuse (beside a run) and rankagg.evaluate (as the run), plain or gzipped, '#' lines above: the
    file at its first line that is no comment; nothing is fused."""
    text = "# exported\n" * comments + _text(rows)
    name = "table.txt" + (".gz" if gz else "")
    for door in ("run", "evaluate"):
        folder = tmp_path_factory.mktemp(door)
        if door == "run":
            message = refusal_through_the_api(folder, name, text.encode(), RUN, "run")
        else:
            path = write_file(folder / name, text.encode())
            (folder / "qrels.txt").write_text(QRELS)
            with pytest.raises(ValueError) as err:
                rankagg.evaluate(path, str(folder / "qrels.txt"))
            message = str(err.value)
        assert f"{name}:{comments + 1}: " in message, message
        assert ("no number on any of its first" if len(rows) > 1 else "no number on its one line") in message


@settings(max_examples=60, deadline=None)
@given(st.lists(_ROW, min_size=1, max_size=HEAD_LINES), st.data())
def test_one_number_among_the_heads_ranks_is_no_table_of_words(rows, data):
    """One line with a number in its rank field, anywhere in the head, and the file is no table of words (rankagg
    reads any token there, as trec_eval does); with one value second and one tag it is read as a run."""
    at = data.draw(st.integers(0, len(rows) - 1))
    rank = data.draw(st.one_of(st.integers(-3, 10 ** 6).map(str), st.just("1.5")))
    rows = [r if i != at else (*r[:3], rank, *r[4:]) for i, r in enumerate(rows)]
    assert word_rank_reason([(i, " ".join(r)) for i, r in enumerate(rows, 1)]) is None
    one_second = [(r[0], rows[0][1], *r[2:5], rows[0][5]) for r in rows]
    assert lookalike_reason([(i, " ".join(r)) for i, r in enumerate(one_second, 1)]) is None


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(_ID, _ID.filter(lambda i: i not in ("Q0", "q0", "0")), _ID, st.integers(0, 999).map(str),
                          _SCORE, _ID), min_size=2, max_size=HEAD_LINES))
def test_a_second_field_that_changes_is_named_where_it_first_changes(rows):
    """Numbered ranks, but the field every run writes 'Q0' in changes: refused, naming both lines, when it changes
    within the head; one value throughout (ids that are numbers: '1 2 3 1 0.5 x') is read when its tag is one too."""
    lines = [(i, " ".join(r)) for i, r in enumerate(rows, 3)]
    seconds = [r[1] for r in rows]
    told = varying_second_reason(lines)
    if len(set(seconds)) == 1:
        read = len({r[5] for r in rows}) == 1 and not _ranks_fall(rows)
        assert told is None and (lookalike_reason(lines) is None) == read
    else:
        k = next(k for k, s in enumerate(seconds) if s != seconds[0])
        assert told is not None and told[0] == 3
        assert f"({seconds[0]!r} at line 3, {seconds[k]!r} at line {k + 3})" in told[1]


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(_ID, _ID.filter(lambda i: i not in ("Q0", "q0", "0")), _ID, st.integers(0, 999).map(str),
                          _SCORE, _ID), min_size=2, max_size=HEAD_LINES))
def test_a_tag_that_changes_beside_one_second_field_is_named_where_it_first_changes(rows):
    """One value second (no 'Q0'), numbered ranks, but the sixth field, where a run names itself on every line, changes
    (a mahjong league's score sheet ends with the seat's wind): refused, naming both lines; one tag is read."""
    rows = [(r[0], rows[0][1], *r[2:]) for r in rows]
    lines = [(i, " ".join(r)) for i, r in enumerate(rows, 2)]
    tags = [r[5] for r in rows]
    told = lookalike_reason(lines)
    if len(set(tags)) == 1:
        assert (told is None) == (not _ranks_fall(rows))
    else:
        k = next(k for k, t in enumerate(tags) if t != tags[0])
        assert told is not None and told[0] == 2
        assert f"({tags[0]!r} at line 2, {tags[k]!r} at line {k + 2})" in told[1]


@settings(max_examples=80, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["cat-a", "cat-b", "cat-c"]), st.integers(0, 30).map(str), _SCORE),
                min_size=2, max_size=HEAD_LINES), _ID.filter(lambda i: i not in ("Q0", "q0", "0")))
def test_a_query_s_ranks_that_fall_beside_one_second_field_are_named_where_they_fall(rows, second):
    """One value second (no 'Q0'), one tag, numbered ranks: refused when a query's rank falls from one of its lines
    to its next (a vote tally sorted by the votes where a rank stands), naming both lines; read when every query's
    ranks rise or repeat down its lines."""
    rows = [(q, second, f"item-{k}", rank, score, "typed") for k, (q, rank, score) in enumerate(rows)]
    lines = [(i, " ".join(r)) for i, r in enumerate(rows, 4)]
    told, alone = lookalike_reason(lines), falling_rank_reason(lines)
    assert told == alone
    if not _ranks_fall(rows):
        assert told is None
        return
    # the first line (in the file's order) whose rank is below its query's line before: brute force over pairs
    k = next(k for k in range(len(rows)) if any(rows[j][0] == rows[k][0] for j in range(k))
             and float(rows[k][3]) < float(rows[max(j for j in range(k) if rows[j][0] == rows[k][0])][3]))
    j = max(j for j in range(k) if rows[j][0] == rows[k][0])
    assert told is not None and told[0] == j + 4
    assert f"the fourth field of {rows[k][0]!r} falls from {rows[j][3]} at line {j + 4} to {rows[k][3]} at line " \
           f"{k + 4}" in told[1], told[1]


def test_a_vote_tally_sorted_by_its_votes_is_refused_at_the_runs_door(tmp_path):
    """Hand-written from the podcast committee's tally (u95a_vote_tally_as_run, fused as a run at first contact):
    category, poll, show, votes for, against, abstentions, the shows of a category sorted by the votes for.  Its poll
    is written 'poll-26' here, not an ISO week: the podcast field's declaration names that tally before this sign is
    asked."""
    text = ("true-crime poll-26 harbour-files 7 1 1\ntrue-crime poll-26 deep-field 5 3 1\n"
            "comedy poll-26 night-shift 6 2 1\n")
    message = refusal_through_the_api(tmp_path, "tally.txt", text.encode(), RUN, "run")
    assert "tally.txt:1: " in message and "falls from 7 at line 1 to 5 at line 2" in message, message


def test_a_score_sheet_with_the_seat_last_is_refused_at_the_runs_door(tmp_path):
    """Hand-written (u58a_score_sheet_as_run, fused as a run at first contact): round, table, player, placement, score,
    seat; 'T1' second on every line, a number fourth, but a wind where a run's one tag stands.  Its rounds are
    written 's11r3' here, not 'R03': the mahjong field's declaration names that sheet before this sign is asked."""
    text = "s11r3 T1 tanaka-k 1 +58.2 E\ns11r3 T1 suzuki-m 2 +9.4 S\ns11r3 T1 okada-r 3 -17.9 W\n"
    message = refusal_through_the_api(tmp_path, "scores.txt", text.encode(), RUN, "run")
    assert "scores.txt:1: " in message and "('E' at line 1, 'S' at line 2)" in message, message


@pytest.mark.parametrize("gz", [False, True])
def test_a_register_with_numbered_ranks_is_refused_at_the_runs_door(tmp_path, gz):
    """Hand-written: a club's register (member, licence number, name, lane, time, nation): its fourth field is a
    number, but its second changes, where every run writes 'Q0'."""
    name = "register.txt" + (".gz" if gz else "")
    text = "# exported 2026-12-05\nA12 4417862 smith 3 58.21 uk\nA13 1093348 jones 4 59.02 uk\n"
    message = refusal_through_the_api(tmp_path, name, text.encode(), RUN, "run")
    assert f"{name}:2: " in message and "('4417862' at line 2, '1093348' at line 3)" in message, message


def test_a_timestamp_for_a_rank_is_no_rank(tmp_path):
    """A seismic pick's line ('CI PAS P 2026-12-01T09:12:34Z 1 0.5': GPD's first fields, six of them, a number fifth)
    was read as a run until the door asked the rank field."""
    path = tmp_path / "picks.txt"
    path.write_text("CI PAS P 2026-12-01T09:12:34Z 1 0.5\n")
    shape = run_shape(str(path))
    assert shape is not None and shape.line == 1
    assert "is no number on its one line ('2026-12-01T09:12:34Z'" in shape.reason


@settings(max_examples=60, deadline=None)
@given(st.lists(_ROW, min_size=1, max_size=HEAD_LINES), st.data())
def test_one_q0_among_the_heads_lines_reads_the_file_as_a_run(rows, data):
    """'1 Q0 a x 3.0 t' is a run that numbers nothing: TREC's 'Q0' on one line of the head, and the words in the rank
    field are a run's, read as trec_eval reads them."""
    at = data.draw(st.integers(0, len(rows) - 1))
    rows = [r if i != at else (r[0], data.draw(st.sampled_from(["Q0", "q0", "0"])), *r[2:]) for i, r in enumerate(rows)]
    assert lookalike_reason([(i, " ".join(r)) for i, r in enumerate(rows, 1)]) is None


def test_a_run_with_a_word_for_a_rank_on_some_lines_is_fused_by_its_scores(tmp_path):
    """trec_eval's rule, kept: a rank field of words orders nothing in a run (its 'Q0' says so); the scores do."""
    odd = tmp_path / "odd.run"
    odd.write_text("q1 Q0 d1 first 3.0 s\nq1 Q0 d2 second 2.0 s\nq1 Q0 d3 third 1.0 s\n")
    plain = tmp_path / "plain.run"
    plain.write_text("q1 Q0 d1 1 3.0 s\nq1 Q0 d2 2 2.0 s\nq1 Q0 d3 3 1.0 s\n")
    fused = rankagg.fuse([str(odd)], method="rrf")
    assert fused == rankagg.fuse([str(plain)], method="rrf") and list(fused["q1"]) == ["d1", "d2", "d3"]


def test_the_command_line_refuses_it_and_writes_nothing(tmp_path):
    table = tmp_path / "startlist.txt"
    table.write_text("# members\nA12 oxford smith john 1987 uk\nA13 leeds jones mary 1990 uk\n")
    (tmp_path / "given.run").write_text(RUN)
    out = tmp_path / "fused.run"
    done = subprocess.run([sys.executable, "-m", "rankagg", "fuse", str(table), str(tmp_path / "given.run"), "-o",
                           str(out)], capture_output=True, text=True)
    assert done.returncode == 2 and "startlist.txt:2: " in done.stderr, done.stderr
    assert "no number" in done.stderr and not out.exists()


@pytest.mark.parametrize("round_", [2, 3, 4, 5])
def test_no_real_run_has_words_for_ranks(round_):
    runs = sorted((_trec_covid_dir(round_) / "runs").glob("*.gz"))
    assert runs
    for path in runs:
        assert run_shape(str(path)) is None, path
