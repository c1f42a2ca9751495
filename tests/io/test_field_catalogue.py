"""Every declared field file (:mod:`rankagg.io.fields`) told at every door from its declaration alone: its example
given as a run and as qrels through ``rankagg.fuse`` and ``rankagg.evaluate`` (plain, with a byte-order mark, with
CRLF ends, gzipped), named at its declared line with what it is and its field's advice; as weights; a binary one by
its bytes; its table as a frame; its document loaded in Python; its names refused as outputs.  And the catalogue
claims nothing real: no run or qrels of the TREC-COVID rounds, no generated TREC run or qrels, no generated table of
ranked lists, no other declaration's example before its own."""

from __future__ import annotations

import bz2
import gzip
import io
import json
import re
import struct

import pandas as pd
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import rankagg
from rankagg.io.binary_containers import container_of
from rankagg.io.field_catalogue import (CATALOGUE_OUTPUTS, catalogue_binary, catalogue_columns, catalogue_head,
                                        catalogue_json, catalogue_lookalike, declared_files)
from rankagg.io.fields import FIELDS
from rankagg.io.foreign_shapes import weights_shape
from tests.conftest import _trec_covid_dir
from tests.door_files import SAVED, refusal_through_the_api, refused_output, root_line

DECLARED = list(declared_files())
TEXT = [(field, f) for field, f in DECLARED if isinstance(f.example, str)]
BINARY = [(field, f) for field, f in DECLARED if isinstance(f.example, bytes)]
RUN = "q:1 Q0 doc:a 1 0.9 given\nq:1 Q0 doc:b 2 0.5 given\n"


def _id(pair) -> str:
    field, f = pair
    return f"{field.team.split(' (')[0][:24]}|{f.what[:48]}"


@pytest.mark.parametrize("k", range(len(TEXT)), ids=[_id(pair) for pair in TEXT])
def test_a_text_file_is_named_at_its_line_at_both_doors(tmp_path, k):
    """At both doors, saved each way (plain, with a byte-order mark, with CRLF ends), gzipped or not: one test per
    example, every miss reported.  Each example is asked each way at both doors, gzipped at one of them and plain at
    the other in turn, so that across the examples every door meets every way both gzipped and plain (each of the
    twelve variants of every example had cost 4 CPU-minutes of a 10-minute suite in all)."""
    field, f = TEXT[k]
    missed = []
    for d, door in enumerate(("run", "qrels")):
        for s, (saved, save) in enumerate(zip(("lf", "bom", "crlf"), SAVED)):
            for gz in [(k + d + s) % 2 == 1]:
                name = "export.txt" + (".gz" if gz else "")
                folder = tmp_path / f"{door}-{saved}-{gz}"
                folder.mkdir()
                message = refusal_through_the_api(folder, name, save(f.example), RUN, door)
                if not (f"{name}:{f.at}:" in message and f.what in message and field.advice in message):
                    missed.append(f"{door}, {saved}, {name}: {message}")
    assert not missed, "\n".join(missed)


def test_a_text_file_kept_bzip2_compressed_is_named_by_its_text():
    """rankagg reads no bzip2, but a field's file kept bzip2'd (a MediaWiki dump, an archived FTPdetectinfo) is
    named by its decompressed text, at its line, when the file's head holds its first stream (u88a_).  Every
    example, one test: asking the container door alone (the whole door is the matrix's u88a_ dump row)."""
    missed = []
    for field, f in TEXT:
        message = container_of("export.txt.bz2", bz2.compress(f.example.encode()))
        if message is None or f"at its line {f.at}, is {f.what}" not in message:
            missed.append(f"{f.what[:60]}: {message}")
    assert not missed, "\n".join(missed)


@pytest.mark.parametrize("pair", [p for p in TEXT if not p[1].keys], ids=_id)
def test_a_text_file_is_named_as_weights(tmp_path, pair):
    """(A JSON document is a weights file's own form, {run: weight}: the weights reader names what it lacks.)"""
    field, f = pair
    path = tmp_path / "trust.txt"
    path.write_text(f.example)
    shape = weights_shape(str(path))
    assert shape is not None and shape.line == f.at and f.what in shape.reason, shape


@pytest.mark.parametrize("pair", [p for p in TEXT if not p[1].keys], ids=_id)
def test_each_example_is_told_as_itself(pair):
    """No declaration before it claims its example (an earlier field's looser header or line form).  (A JSON
    document is told by rankagg.io.json_documents before the head: the doors' tests above check it.)"""
    field, f = pair
    assert catalogue_head(f.example) == (f.at, f"is {f.what}, not TREC run or qrels lines: {field.advice}")


def _broken(f) -> str | bytes | None:
    """The example with what its declaration tells it by taken away (a root renamed, a first key or a first column
    renamed, its magic's first byte changed), or None for a declaration by a line's form."""
    if f.magic:
        at = f.magic_at
        return f.example[:at] + bytes([f.example[at] ^ 0x5A]) + f.example[at + 1:]
    if f.root:
        return re.sub(rf"(</?)((?:[\w.-]+:)?){re.escape(f.root)}\b", r"\1\2Other", f.example)
    if f.keys:
        return f.example.replace(f'"{f.keys[0]}"', '"other_key"')
    if f.columns:
        return re.sub(re.escape(f.columns[0]), "other_column", f.example, count=1, flags=re.I)
    return None


@pytest.mark.parametrize("pair", [p for p in DECLARED if _broken(p[1]) is not None], ids=_id)
def test_a_declaration_does_not_claim_its_example_broken(pair):
    """A near miss: the example without what its declaration asks for is not claimed by it (another declaration, or
    none, may claim it)."""
    field, f = pair
    broken = _broken(f)
    assert broken is not None and broken != f.example
    if isinstance(broken, bytes):
        assert catalogue_binary(broken) != (f.what, field.advice)
        return
    said = catalogue_head(broken)
    assert said is None or f.what not in said[1], said
    if f.keys:
        assert f.what not in (catalogue_json(broken) or "")


@pytest.mark.parametrize("gz", [False, True], ids=["plain", "gz"])
@pytest.mark.parametrize("pair", BINARY, ids=_id)
def test_a_binary_file_is_named_by_its_bytes(tmp_path, pair, gz):
    """Gzipped too: an ODB++ job comes as a .tgz, whose tar header only the inflated bytes show (u35a_)."""
    field, f = pair
    assert isinstance(f.example, bytes) and catalogue_binary(f.example) == (f.what, field.advice)
    raw = gzip.compress(f.example, mtime=0) if gz else f.example
    message = refusal_through_the_api(tmp_path, "capture.bin", raw, RUN, "run")
    assert "capture.bin" in message and f.what in message, message


@pytest.mark.parametrize("pair", [p for p in DECLARED if p[1].columns or p[1].cell], ids=_id)
def test_a_table_given_as_a_frame_is_named(pair):
    field, f = pair
    assert isinstance(f.example, str)  # read as pandas reads it, its separator sniffed, its preamble skipped
    header = f.example.splitlines()[f.at - 1]
    # a '|'-separated file is read with sep='|', as its users do: pandas sniffs a separator from the header alone,
    # and took 'R' for CMS's (FORMULARY_ID|FORMULARY_VERSION|CONTRACT_YEAR|RXCUI: more R's than bars)
    sep = "|" if "|" in header and "\t" not in header and "," not in header else None
    frame = pd.read_csv(io.StringIO(f.example), sep=sep, engine="python", skiprows=f.at - 1)
    with pytest.raises(ValueError) as err:
        rankagg.fuse(frame, method="rrf")
    assert f.what in str(err.value) and field.advice in str(err.value), err.value


def _document(example: str) -> object:
    first = example.lstrip("\ufeff")
    try:
        return json.loads(first)
    except json.JSONDecodeError:
        return json.loads(first.split("\n", 1)[0])  # JSON Lines: its first record


@pytest.mark.parametrize("pair", [p for p in TEXT if p[1].keys and not p[1].marks], ids=_id)
def test_a_document_loaded_in_python_is_named(pair):
    field, f = pair
    assert isinstance(f.example, str)
    with pytest.raises(ValueError) as err:
        rankagg.fuse(_document(f.example), method="rrf")
    assert f.what in str(err.value) and field.advice in str(err.value), err.value


@pytest.mark.parametrize("pair", [p for p in TEXT if p[1].keys and not p[1].marks], ids=_id)
def test_a_run_whose_queries_are_named_as_a_documents_keys_is_fused(pair):
    """A run's queries may bear a document's key names (TPD's sectionals are keyed 'I', 'G', 'L', 'S', 'R', 'D'):
    each holds {docid: score}, so the run is fused, not told that document.  A key with a blank (Open Context's
    'citation uri') is no query a TREC line could hold: refused for that, not told the document."""
    _, f = pair
    run = {key: {"doc:a": 2.0, "doc:b": 1} for key in f.keys}
    blank = next((key for key in f.keys if any(c.isspace() for c in key)), None)
    if blank is not None:
        with pytest.raises(ValueError, match="holds a blank or a newline") as err:
            rankagg.fuse({"one": run, "two": run}, method="rrf")
        assert f.what not in str(err.value), err.value
        return
    fused = rankagg.fuse({"one": run, "two": run}, method="rrf")
    assert set(fused) == set(f.keys) and all(list(fused[q]) == ["doc:a", "doc:b"] for q in f.keys)


@pytest.mark.parametrize("suffix", sorted(CATALOGUE_OUTPUTS))
def test_an_output_named_for_a_declared_file_is_refused(tmp_path, capsys, suffix):
    err = refused_output(tmp_path, capsys, RUN, "fused" + suffix)
    assert CATALOGUE_OUTPUTS[suffix] in err, err


@pytest.mark.parametrize("round_", [2, 3, 4, 5])
def test_no_real_run_or_qrels_is_claimed(round_):
    folder = _trec_covid_dir(round_)
    files = sorted(p for p in folder.rglob("*") if p.is_file())
    assert files
    for path in files:  # the first 16 KiB, of the text when gzipped (not the whole file decompressed)
        with path.open("rb") as fh:
            raw = fh.read(1 << 14)
        if raw[:2] == b"\x1f\x8b":
            with gzip.open(path, "rb") as fh:
                head = fh.read(1 << 14)
        else:
            head = raw
        text = head.decode("utf-8", "replace")
        if catalogue_head(text) is not None or catalogue_binary(head) is not None:
            assert not path.name.startswith(("qrels", "runs")) and path.parent.name != "runs", path
        assert not catalogue_lookalike(raw), path


_ID = st.text(st.characters(min_codepoint=33, max_codepoint=126), min_size=1, max_size=12)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(_ID, _ID, st.integers(1, 1000), st.floats(-1e6, 1e6, allow_nan=False), _ID),
                min_size=1, max_size=5))
def test_generated_trec_runs_are_never_claimed(rows):
    text = "".join(f"{q} Q0 {d} {r} {s!r} {t}\n" for q, d, r, s, t in rows)
    assert catalogue_head(text) is None and not catalogue_lookalike(text.encode())


#: a gene list's or a study's heading: a year, a GEO series, a list's number
_HEADING = st.one_of(st.integers(1900, 2099).map(str), st.integers(1, 99999).map(lambda n: f"GSE{n}"),
                     st.integers(1, 99).map(lambda n: f"list{n}"))
_SYMBOL = st.from_regex(r"[A-Z][A-Z0-9]{1,6}", fullmatch=True)


@settings(max_examples=200, deadline=None)
@given(st.lists(_HEADING, min_size=2, max_size=6), st.lists(st.lists(_SYMBOL, min_size=6, max_size=6), min_size=1,
                                                            max_size=5), st.sampled_from(["\t", " "]))
def test_generated_ranked_list_tables_are_never_claimed(headings, rows, sep):
    """A table of ranked lists (a column a list, headed by years or studies, best first) read as gene lists: its
    header of numbers once passed for a SaTScan population record (a lookalike told by one line)."""
    text = sep.join(headings) + "\n" + "".join(sep.join(r[:len(headings)]) + "\n" for r in rows)
    assert catalogue_head(text) is None and not catalogue_lookalike(text.encode())


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(_ID, st.sampled_from(["0", "1", "Q0"]), _ID, st.integers(-2, 4)), min_size=1, max_size=5))
def test_generated_qrels_are_never_claimed(rows):
    text = "".join(f"{q} {i} {d} {g}\n" for q, i, d, g in rows)
    assert catalogue_head(text) is None and not catalogue_lookalike(text.encode())


def test_the_generic_declarations_are_asked_last():
    """Tables of numbers (``Field.generic``) are told only when no field's own declaration tells the file: a field's
    file of six numbers a line (YOLO's detections, IMOD's transforms) is named as that field's."""
    generic = [field.generic for field in FIELDS]
    assert any(generic) and generic == sorted(generic), [field.team for field in FIELDS]


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 99), st.from_regex(r"[a-z][a-z0-9_]{0,8}", fullmatch=True),
                          st.from_regex(r"[a-z][a-z0-9_]{0,8}", fullmatch=True),
                          st.sampled_from(["win", "loss", "tie", "1", "0"])), min_size=2, max_size=5))
def test_headerless_comparison_tables_are_never_claimed(rows):
    """'1,alice,bob,win' has a FinishLynx people file's four comma fields; people files capitalise names."""
    text = "".join(f"{q},{a},{b},{o}\n" for q, a, b, o in rows)
    assert catalogue_head(text) is None


def test_a_document_opened_by_a_prolog_is_named_at_its_root_by_the_shared_rule():
    """Every declared example that a prolog opens (an XML declaration, a comment, a DOCTYPE, blank lines before them)
    is named at the line the bars' tests compute (:func:`tests.door_files.root_line`, the rule of the matrix's cases):
    the KBDB's result page opens with a blank line, and is named at its root, line 4."""
    opened = [f for _, f in TEXT if next((ln for ln in f.example.lstrip("\ufeff").splitlines() if ln.strip()), "")
              .lstrip().startswith(("<?", "<!"))]
    assert len(opened) > 100
    assert [(f.what, f.at) for f in opened if root_line(f.example) != f.at] == []
    assert root_line("\n<!DOCTYPE html>\n\n<html>\n<head>\n") == 4
    assert root_line("<!-- 3/14/2026 10:52:17 PM --><html><head>\n") == 1


_SURNAMES = ["Castillo", "Pilla", "Okafor", "Lindqvist", "Marchetti", "Duval"]


@given(st.lists(st.tuples(st.sampled_from(_SURNAMES), st.integers(13, 38), st.integers(0, 38), st.integers(0, 38),
                          st.integers(20, 140), st.integers(20, 140)), min_size=2, max_size=5))
@settings(max_examples=40, deadline=None)
def test_a_league_table_is_no_box_score(rows):
    """u73b_league_table_as_run: a league's table typed as text ('Cue-Masters-A 14 11 3 62 36': played, won, lost,
    frames for and against) had been told a baseball box score.  A batter has at most twelve at-bats in a game and
    under twenty runs, hits, runs batted in or walks; a season's or a league's counts are no box score."""
    text = "".join(f"{name} {' '.join(map(str, counts))}\n" for name, *counts in rows)
    told = catalogue_head(text)
    assert told is None or "box score" not in told[1], told


@given(st.lists(st.tuples(st.sampled_from(_SURNAMES), st.integers(1, 6), st.integers(0, 3), st.integers(0, 4),
                          st.integers(0, 6), st.integers(0, 3)), min_size=2, max_size=9))
@settings(max_examples=40, deadline=None)
def test_a_box_score_is_still_one(rows):
    text = "".join(f"{name} {' '.join(map(str, counts))}\n" for name, *counts in rows)
    assert "baseball box score" in catalogue_head(text)[1]


_CLASS = st.from_regex(r"[A-Z][A-Za-z]{0,3}-?[A-Z0-9]{1,4}", fullmatch=True)
_JUMP = st.sampled_from([4, 8, 12, 14, 16, 20, 24, 26, 30])


@given(_CLASS, _CLASS, _JUMP, st.integers(1, 40), st.integers(1, 9999), st.integers(1, 9999))
@settings(max_examples=60, deadline=None)
def test_an_agility_running_order_names_one_class(first, second, height, place, armband, other):
    """An agility class's running order is typed a class at a time: two lines of the same class are one, lines of two
    classes are not (a hive inspection sheet, 'H07 14 8 5' then 'H09 12 7 4', a hive a line, had been told an agility
    running order: u83b_inspection_sheet_as_qrels)."""
    order = f"{first} {height} {place} {armband}\n{first} {height} {place + 1} {other}\n"
    assert "agility class's running order" in catalogue_head(order)[1]
    if first != second:
        mixed = f"{first} {height} {place} {armband}\n{second} {height} {place + 1} {other}\n"
        told = catalogue_head(mixed)
        assert told is None or "running order" not in told[1], told


@given(st.from_regex(r"[a-z][a-z0-9.-]{1,12}", fullmatch=True), st.integers(0, 2359),
       st.sampled_from(["mmlu", "gsm8k", "arc:challenge", "HellaSwag"]), st.integers(0, 25), st.integers(0, 99999),
       st.sampled_from(["PER", "GEM", "ETA"]))
@settings(max_examples=60, deadline=None)
def test_a_score_table_names_its_models(model, time, benchmark, shots, score, shower):
    """A model evaluation team's score table names a model and a benchmark a line (a letter in it); a meteor count
    sheet's lines open with a time ('2310 PER 38 6.45') and are none (u85b_count_sheet_as_run had been told one), nor
    are its lines with a model's name before a shower's code (a word there had been a benchmark)."""
    value = f"{score / 1000:.3f}"
    table = f"{model} {benchmark} {shots} {value}\n{model} {benchmark} {shots} {value}\n"
    assert "score table" in catalogue_head(table)[1]
    for first, second in ((f"{time:04d}", benchmark), (model, shower)):
        counts = f"{first} {second} {shots} {value}\n{first} {second} {shots} {value}\n"
        told = catalogue_head(counts)
        assert told is None or "score table" not in told[1], told
    counts = f"{time:04d} {shower} {shots} {value}\n{time:04d} {shower} {shots} {value}\n"
    told = catalogue_head(counts)
    assert told is None or "score table" not in told[1], told


def test_a_document_s_keys_are_where_a_loaded_one_holds_them():
    """A JSON file is a declared document when its keys are where :func:`catalogue_document` asks a loaded one to hold
    them, not anywhere in its text: ESPN's scoreboard names 'fullName' and 'competitors' deep in its events, and had
    been told an OpenTrack competition (u85a_espn_scoreboard_json_as_run); the competition's own keys are at its top."""
    scoreboard = json.dumps({"leagues": [{"id": "3321"}], "season": {"year": 2026}, "day": {"date": "2026-03-14"},
                             "events": [{"competitions": [{"competitors": [{"athlete": {"fullName": "E. Okafor"}}]}]}]})
    assert "ESPN's scoreboard" in catalogue_json(scoreboard) and "OpenTrack" not in catalogue_json(scoreboard)
    opentrack = json.dumps({"fullName": "Nationals", "competitors": [], "events": []})
    assert "OpenTrack" in catalogue_json(opentrack)
    cut = '{"x": [' + scoreboard  # a head cut short: its keys in the text are all there is to go by
    assert "OpenTrack" in catalogue_json(cut[:-5])
    deep = "[" * 100_000 + "]" * 100_000  # nested past the parser's depth: no document, no claim, no RecursionError
    assert catalogue_json(deep) is None


@given(st.integers(1, 38), st.integers(10 ** 9, 10 ** 10 - 1), st.sampled_from(["dazza", "mo_tips", "PhD-CS"]),
       st.integers(0, 10), st.integers(0, 30), st.integers(0, 400), st.sampled_from(["md", "MD", "GW", "R", "Round"]),
       st.from_regex(r"[A-Z]{2,5}-?[0-9]{2,4}(?:Q[1-4]|-[0-9]{2}|-U[0-9]{2})", fullmatch=True))
@settings(max_examples=60, deadline=None)
def test_a_tipsters_table_opens_with_a_matchday_not_an_id(matchday, cas, name, correct, points, total, word, code):
    """A tipsters' league table opens a line with its round (md27, GW3, R12); a line opened by a long number is an
    id's, and one opened by a meeting's or a campaign's code (CAB-2026Q3, IC-2026-03, HGG26-U50) a tally's, as an
    admissions committee's ('6150443515 PhD-CS 8 0 0 1') and an advisory board's ('CAB-2026Q3 PROD-1042 12 7 3 41')
    vote tallies had been told a tipsters' table (u86b_vote_tally_as_run, u90a_vote_tally_as_run)."""
    rest = f"{name} 10 {correct} {points} {total}"
    round_ = f"{word}{matchday}"
    assert "tipsters' league table" in catalogue_head(f"{round_} {rest}\n{round_} {rest}\n")[1]
    for opening in (str(cas), f"{matchday}.{correct}", code):  # an id, a decimal (of 20,000 random sheets, 21 had
        # been), a session's code
        told = catalogue_head(f"{opening} {rest}\n{opening} {rest}\n")
        assert told is None or "tipsters' league table" not in told[1], told


@given(st.integers(3, 999), st.from_regex(r"[a-z][A-Z][A-Za-z0-9]{6}", fullmatch=True),
       st.sampled_from(["Sodium", "alpha", "JEI", "kessler"]), st.integers(10, 999))
@settings(max_examples=60, deadline=None)
def test_a_shortlist_is_typed_from_the_top(rank, mod, name, score):
    """A curator's shortlist is typed from its top, ranked 1 then 2; any other pair of lines of a number, two words and
    a decimal is none (of 20,000 random typed sheets, 55 had been told a mod curator's shortlist)."""
    rest = f"{mod} {name} {score / 100:.2f}"
    assert "mod curator's shortlist" in catalogue_head(f"1 {rest}\n2 {rest}\n")[1]
    told = catalogue_head(f"{rank} {rest}\n{rank + 1} {rest}\n")
    assert told is None or "mod curator's shortlist" not in told[1], told


@given(st.sampled_from(["10013", "Kibera", "36055"]), st.sampled_from(["02:46", "54.337", "2024-05-11", ".5"]),
       st.integers(1, 99), st.integers(2020, 2029), st.integers(1, 12), st.integers(1, 9999))
@settings(max_examples=60, deadline=None)
def test_a_satscan_location_is_no_time_date_or_decimal(location, other, cases, year, month, population):
    """SaTScan's case and population records open with a location's id; a typed sheet's line opened by a clock time, a
    date or a decimal is none (1,692 of 20,000 random typed sheets had been told a SaTScan file)."""
    date = f"{year}/{month:02d}/01"
    for first, told_as in ((location, "SaTScan"), (other, None)):
        case_file = f"{first} {cases} {date} 1\n{first} {cases} {date} 2\n"
        population = f"{first} {year} {population} 1\n{first} {year} {population} 2\n"
        for text in (case_file, population):
            told = catalogue_head(text)
            assert ("SaTScan" in told[1]) if told_as else (told is None or "SaTScan" not in told[1]), (text, told)


@given(st.integers(3, 999), st.sampled_from(["amani_maps", "achieng_maps", "wanjiru_v"]), st.integers(100, 99999),
       st.integers(0, 100))
@settings(max_examples=60, deadline=None)
def test_a_mapper_leaderboard_is_typed_from_the_top(place, mapper, buildings, percent):
    """A mapper leaderboard is typed from its top, placed 1 then 2; other lines of a number, a name, a count and a
    percent are none (of 20,000 random typed sheets, 48 had been told a mapper leaderboard)."""
    rest = f"{mapper} {buildings} {percent}"
    assert "mapper leaderboard" in catalogue_head(f"1 {rest}\n2 {rest}\n")[1]
    told = catalogue_head(f"{place} {rest}\n{place + 1} {rest}\n")
    assert told is None or "mapper leaderboard" not in told[1], told


@given(st.sampled_from(["Peterborough", "Lerwick", "Thurso"]), st.sampled_from(["Moeller", "Buric", "Bitter"]),
       st.integers(1, 999), st.integers(1, 99), st.integers(0, 1759))
@settings(max_examples=60, deadline=None)
def test_a_distance_list_names_one_race_point(point, keeper, member, miles, yards):
    """A federation's distance list is a race point's, named on each line; lines naming a person each (a goalkeeper
    save sheet's '16 Moeller 14 38' then '1 Buric 3 9') are none (u87b_save_sheet_as_run had been told one)."""
    listed = f"{member:03d} {point} {miles + 100} {yards}\n{member + 1:03d} {point} {miles + 101} {yards}\n"
    assert "distance list" in catalogue_head(listed)[1]
    saves = f"16 {keeper} {miles} {yards}\n1 {point} {miles} {yards}\n"
    told = catalogue_head(saves)
    assert told is None or "distance list" not in told[1], told


def test_a_frame_of_a_documents_records_is_named():
    """A frame read from a declared JSON Lines file (pd.read_json(lines=True): Lichess's Swiss results,
    u91a_api_lichess_swiss_results_frame) has its records' keys as columns: named by the declaration, or by another
    that its columns meet first.  Every keyed declaration, one test."""
    missed = [f.what[:60] for field, f in DECLARED if len(f.keys) > 1 and not f.marks
              if not (catalogue_columns([*f.keys, "extra"]) or "").startswith("is ")]
    assert not missed, missed


_TYPED_WORDS = ["alpha", "Bravo", "kessler", "H07", "NL-0412", "PER", "red", "ok", "A1", "team-3", "Smith", "north",
                "Frieren", "haxor01", "nowak-piotr", "zielinski", "priya", "Osman", "jmueller", "speckled-mug"]


@given(st.lists(st.sampled_from(["int", "id", "dec", "word", "slug"]), min_size=3, max_size=5),
       st.sampled_from(["rank", "member", "code"]), st.randoms(use_true_random=False))
@settings(max_examples=300, deadline=None)
def test_a_typed_ranked_list_is_told_no_field_s_own_without_its_token(shape, lead, rnd):
    """A ranked list typed from its top (1, 2, 3, or a member's places 1, 2, 3) of ids, names, slugs and numbers holds
    nothing of any field's own: the forms that claimed such lists now ask for their field's token (a go-round repeated
    on a timer's sheet, a stage's day on a booker's ballot, a mod's id and a score out of ten on a curator's
    shortlist), and the forms that had none were left undeclared (a merchandiser's pick list had claimed a chess
    committee's ballot, u91a_committee_ballot_as_run, and a jury's vote tally a city committee's,
    u92a_vote_tally_as_run; of 20,000 such lists, 892 had been claimed, 356 as a shortlist)."""
    def token(kind: str) -> str:
        return {"int": str(rnd.randint(1, 9999)), "id": str(rnd.randint(10 ** 4, 10 ** 9)),
                "dec": f"{rnd.uniform(0, 100):.{rnd.randint(1, 3)}f}", "word": rnd.choice(_TYPED_WORDS),
                "slug": "-".join(rnd.choice(["opal", "ring", "mug", "sync", "export"]) for _ in range(2))}[kind]
    who, code = rnd.choice(_TYPED_WORDS), f"BR{rnd.randint(1, 9)}-{rnd.choice(['PAV', 'DRN', 'U50'])}"
    opening = {"rank": lambda i: [str(i)], "member": lambda i: [who, str(i)],
               "code": lambda i: [code, f"{rnd.randint(0, 10 ** 7):07d}"]}[lead]
    lines = [" ".join(opening(i) + [token(k) for k in shape]) for i in (1, 2, 3)]
    told = catalogue_head("\n".join(lines) + "\n")
    for form in ("rodeo's timer times", "festival booker's ballot", "mod curator's shortlist", "pick list",
                 "anime", "marketplace jury"):
        assert told is None or form not in told[1], (lines, told)


@pytest.mark.parametrize("order", ["<", ">"])
@pytest.mark.parametrize("revision", [0, 1, 0x10000, 0x10001])
def test_a_gettext_catalog_is_told_whatever_its_revision(order, revision):
    """msgfmt writes revision 0, or 1 (major 1) where a catalog holds system-dependent strings: both are .mo files
    (the declaration had asked for revision 0 in its magic)."""
    head = struct.pack(f"{order}7I", 0x950412DE, revision, 3, 28, 52, 0, 76)
    told = catalogue_binary(head)
    assert told is not None and "gettext compiled catalog" in told[0], told


@given(st.sampled_from(["sheet", "ballot", "tally"]), st.randoms(use_true_random=False))
@settings(max_examples=300, deadline=None)
def test_a_typed_score_sheet_ballot_or_tally_is_told_no_field_s_own(kind, rnd):
    """A judges' score sheet (an entry, initials, marks, their mean), a member's ballot (member, place, entry, title)
    or a poll's tally (poll, entry, counts, a share) typed as text holds nothing of any field's own: an astronomy
    club's sheet and ballot had been told a film festival's (u93a_score_sheet_as_run, u93a_committee_ballot_as_run),
    and of 20,000 such files 72 more a booker's score sheet, a PHYLIP alignment ('1 57318 alpha' its 'ntax nchar') or a
    model evaluation team's score table (any word its benchmark)."""
    form, marks, whole = rnd.randrange(4), rnd.randint(2, 4), rnd.random() < 0.7  # one form for a whole file

    def entry() -> str:
        return [f"{rnd.randint(1, 99999):04d}", f"E{rnd.randint(1, 999)}", rnd.choice(_TYPED_WORDS),
                "-".join(rnd.choice(["opal", "ring", "m42", "orion", "night"]) for _ in range(2))][form]

    def mark() -> str:
        return str(rnd.randint(0, 10)) if whole else f"{rnd.uniform(0, 10):.1f}"
    who, initials = rnd.choice(_TYPED_WORDS), "".join(rnd.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(2))
    lines = [" ".join({"sheet": lambda i: [entry(), initials] + [mark() for _ in range(marks)]
                       + [f"{rnd.uniform(0, 10):.2f}"],
                       "ballot": lambda i: [who, str(i), entry(), entry()],
                       "tally": lambda i: [rnd.choice(["POLL-2026-02", "R1"]), entry()]
                       + [str(rnd.randint(0, 500)) for _ in range(marks - 1)]}[kind](i)) for i in (1, 2, 3)]
    told = catalogue_head("\n".join(lines) + "\n")
    assert told is None, (lines, told)
