"""PrefLib .soc/.soi/.toc/.toi (rankagg.io.preflib): byte-for-byte round trips, preflibtools, clean errors."""

from __future__ import annotations

import numpy as np
import pytest

from rankagg.data.rankings import Rankings
from rankagg.io._errors import InputFormatError
from rankagg.io.preflib import (election_to_rankings, format_preflib, rankings_to_election, read_preflib,
                                write_preflib)
from rankagg.io.synthetic import mallows_positions


def _mallows_rankings(kind: str, seed: int = 0, n: int = 5, voters: int = 60) -> Rankings:
    """Mallows votes (phi 0.4: many repeated orders) cut to the kind: top-3 lists for *oi, ties for to*."""
    rng = np.random.default_rng(seed)
    ranks = mallows_positions(voters, n, np.full(voters, 0.4), rng).T.astype(float) + 1
    if kind.startswith("to"):
        ranks[ranks == 2] = 1  # the two best tie in every vote
    if kind.endswith("oi"):
        ranks[ranks > 3] = np.nan
    return Rankings(offsets=np.array([0, n]), ranks=ranks, qids=np.array(["q"]),
                    docids=np.array([f"cand {c}" for c in "abcde"[:n]]),
                    ranker_names=tuple(f"r{k}" for k in range(voters)))


@pytest.mark.parametrize("kind", ["soc", "soi", "toc", "toi"])
@pytest.mark.parametrize("separator", [",", ", "])
def test_round_trip_byte_for_byte(tmp_path, kind, separator):
    election = rankings_to_election(_mallows_rankings(kind), title="mallows")
    election.separator = separator
    assert election.data_type == kind
    assert max(c for c, _ in election.orders) > 1  # counts above one are written and read back
    path = tmp_path / f"e.{kind}"
    write_preflib(election, path)
    original = path.read_bytes()
    back = read_preflib(path)
    assert back.orders == election.orders and back.alternatives == election.alternatives
    write_preflib(back, tmp_path / f"again.{kind}")
    assert (tmp_path / f"again.{kind}").read_bytes() == original


def test_hand_written_file_with_metadata_and_ties(tmp_path):
    text = ("# FILE NAME: 99999-00000001.toi\n# TITLE: A hand-made election\n# DESCRIPTION: \n# DATA TYPE: toi\n"
            "# NUMBER ALTERNATIVES: 4\n# NUMBER VOTERS: 6\n# NUMBER UNIQUE ORDERS: 3\n"
            "# ALTERNATIVE NAME 1: Ann\n# ALTERNATIVE NAME 2: Bob\n# ALTERNATIVE NAME 3: Cy\n"
            "# ALTERNATIVE NAME 4: Di\n3: 1, {2, 3}, 4\n2: 4, 1\n1: {1, 2, 3, 4}\n")
    path = tmp_path / "e.toi"
    path.write_text(text)
    election = read_preflib(path)
    assert format_preflib(election) == text
    assert election.orders == [(3, ((1,), (2, 3), (4,))), (2, ((4,), (1,))), (1, ((1, 2, 3, 4),))]
    data = election_to_rankings(election)
    assert data.docids.tolist() == ["Ann", "Bob", "Cy", "Di"] and data.n_rankers == 6
    # voter 1-3: Ann 1, Bob and Cy tie at 2, Di 4; voters 4-5: Di 1, Ann 2, the rest unranked; voter 6: all tie
    np.testing.assert_array_equal(data.ranks[:, 0], [1, 2, 2, 4])
    np.testing.assert_array_equal(data.ranks[:, 3], [2, np.nan, np.nan, 1])
    np.testing.assert_array_equal(data.ranks[:, 5], [1, 1, 1, 1])


@pytest.mark.parametrize("kind", ["soc", "soi", "toc", "toi"])
def test_agrees_with_preflibtools(tmp_path, kind):
    instances = pytest.importorskip("preflibtools.instances")
    election = rankings_to_election(_mallows_rankings(kind, seed=3), title="mallows")
    path = tmp_path / f"e.{kind}"
    write_preflib(election, path)
    theirs = instances.OrdinalInstance(str(path))
    assert theirs.num_voters == election.n_voters and theirs.num_alternatives == 5
    assert {o: theirs.multiplicity[o] for o in theirs.orders} == {o: c for c, o in election.orders}
    theirs.write(str(tmp_path / "theirs"))  # preflibtools' own writing (", " separators, its metadata lines)
    written = (tmp_path / f"theirs.{kind}").read_text()
    mine = read_preflib(tmp_path / f"theirs.{kind}")
    assert format_preflib(mine) == written
    assert sorted(mine.orders) == sorted(election.orders)


@pytest.mark.parametrize("body, header_kind, message, line", [
    ("2: 1,5,2\n", "soi", "unknown alternative 5", 5),
    ("2.5: 1,2,3\n", "soc", "count '2.5' is not a positive integer", 5),
    ("x: 1,2,3\n", "soc", "count 'x' is not a positive integer", 5),
    ("2: 1,{2,3}\n", "soc", r"a tie \{2,3\} in a strict \(soc\) file", 5),
    ("2: 1,2\n", "soc", "a complete .soc. order ranks 2 of 3", 5),
    ("2: 1,2,1\n", "soi", "alternative 1 appears twice", 5),
])
def test_bad_files_name_the_line(tmp_path, body, header_kind, message, line):
    path = tmp_path / f"bad.{header_kind}"
    path.write_text(f"# DATA TYPE: {header_kind}\n# NUMBER ALTERNATIVES: 3\n# NUMBER VOTERS: 2\n"
                    f"# ALTERNATIVE NAME 1: a\n{body}")
    with pytest.raises(InputFormatError, match=message) as err:
        read_preflib(path)
    assert err.value.line == line and err.value.path == str(path)


def test_voter_count_must_add_up(tmp_path):
    path = tmp_path / "e.soc"
    path.write_text("# DATA TYPE: soc\n# NUMBER ALTERNATIVES: 2\n# NUMBER VOTERS: 5\n2: 1,2\n")
    with pytest.raises(InputFormatError, match="add up to 2 voters; NUMBER VOTERS says 5"):
        read_preflib(path)
