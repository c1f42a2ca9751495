"""A declared field's file (:mod:`rankagg.io.fields`) named as a table (.csv, .tsv, .jsonl, .json) or a PrefLib
election (.soc, .toi), or written in a legacy encoding (Windows-1252, as DATEV's and many exports are) or in UTF-16
behind a byte-order mark (u58b_klc_as_run: before, "a NUL byte: UTF-16 text" at line 1), is named at both doors
for what it is, as under any other name.  The doors that tell an input by its name (the comparisons' door
for .csv and .jsonl, the JSON tables' name at the runs door, PrefLib's suffixes) ask the declarations first: before, a
DATEV export named .csv got "not valid UTF-8 text" (u35f_datev_as_run), a cytometry panel named .jsonl "not JSON", a
MoTeC export named .tsv "not TSV", 232 of the 266 text examples named .json "its name ends in .json, a JSON table's",
and every one named .soc was read as a PrefLib election ("the inputs mix kinds" beside a run)."""

from __future__ import annotations

import re

import pytest

from rankagg.io.field_catalogue import declared_files, head_text
from tests.door_files import refusal_through_the_api

RUN = "q:1 Q0 doc:a 1 0.9 given\nq:1 Q0 doc:b 2 0.5 given\n"
TEXT = [(field, f) for field, f in declared_files() if isinstance(f.example, str)]


def _legacy(text: str) -> bytes:
    """``text`` in Windows-1252, a line of German below it: a byte (0xFC) no UTF-8 reader decodes.  A Japanese
    tool's file is in Shift_JIS instead (a KIF game record's legacy encoding), which Windows-1252 cannot hold."""
    text = text if text.endswith("\n") else text + "\n"
    japanese = re.search(r"[\u3040-\u30ff\u4e00-\u9fff\uff00-\uffef\u25b2\u25b3]", text) is not None
    legacy = text.encode("shift_jis") if japanese else text.encode("cp1252", "replace")
    return legacy + "Schlüssel\n".encode("cp1252")


ENCODINGS = {"utf8": str.encode, "cp1252": _legacy,
             # behind its byte-order mark, as MSKLC saves a .klc, Excel its "Unicode Text", PowerShell its '>'
             "utf16le": lambda text: b"\xff\xfe" + text.encode("utf-16-le"),
             "utf16be": lambda text: b"\xfe\xff" + text.encode("utf-16-be")}


def _id(pair) -> str:
    field, f = pair
    return f"{field.team.split(' (')[0][:24]}|{f.what[:48]}"


#: a UTF-16 table named .csv (Play Console writes its reports so: u103a_play_console_crashes_csv_as_run) had been
#: read by the runs door as a table of lists whose header was the undecoded bytes ("starts with a header
#: ('\\xff\\xfeD\\x00a\\x00t\\x00e\\x00', ...)"), its declaration never asked
NAMES = [(".csv", "utf8"), (".tsv", "cp1252"), (".jsonl", "cp1252"), (".json", "utf8"), (".txt", "utf16le"),
         (".csv", "utf16le"), (".soc", "utf16be"), (".toi", "cp1252")]


@pytest.mark.parametrize("k", range(len(TEXT)), ids=[_id(pair) for pair in TEXT])
def test_a_declared_file_under_a_table_name_is_named(tmp_path, k):
    """Under each name: one test per example, every miss reported.  Each example is asked in each of its
    encodings, under one of the names that carry it (in turn from one example to the next) and at the runs door or
    the qrels door in turn, so that it meets both doors and, across the examples, every name meets both doors (every
    name at both doors for every example had cost 49 CPU-seconds; every name at one door, 33)."""
    field, f = TEXT[k]
    missed = []
    by_encoding: dict[str, list[tuple[str, str]]] = {}
    for pair in NAMES:
        by_encoding.setdefault(pair[1], []).append(pair)
    # the name turns with each example, the door with each round of the names: every name meets both doors
    asked = [(pairs[k % len(pairs)], k // len(pairs)) for pairs in by_encoding.values()]
    for n, ((suffix, encoding), round_) in enumerate(asked):
        for door in [("run", "qrels")[(round_ + n) % 2]]:
            name = "export" + suffix
            folder = tmp_path / f"{door}-{encoding}{suffix}"
            folder.mkdir()
            message = refusal_through_the_api(folder, name, ENCODINGS[encoding](f.example), RUN, door)
            if not (f"{name}:{f.at}:" in message and f.what in message and field.advice in message):
                missed.append(f"{door}, {encoding}, {name}: {message}")
    assert not missed, "\n".join(missed)


@pytest.mark.parametrize("cut", range(1, 4))
def test_a_utf8_head_cut_in_a_character_is_read_as_utf8_before_the_cut(cut):
    text = "Image\tCentroid X µm\tNotes über 日本\n"
    data = text.encode()
    head = data[:len(data) - len("日本\n".encode()) + cut]  # cut inside the last character's three bytes
    assert head_text(head).startswith("Image\tCentroid X µm\tNotes über ")
    assert head_text(_legacy("Centroid X µm")) == "Centroid X µm\nSchlüssel\n"
