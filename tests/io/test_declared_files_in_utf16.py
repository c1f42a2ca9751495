"""A declared field's text file saved in UTF-16 with a byte-order mark (as Microsoft's Keyboard Layout Creator
saves its .klc sources, Excel its "Unicode Text", PowerShell its '>') is named at both doors for what it is, at the
line its declaration names, and said to be UTF-16: before, every one was only "a NUL byte: UTF-16 text" at line 1
(u58b_klc_as_run).  Every declared text example is asked, in both byte orders."""

from __future__ import annotations

import pytest

from rankagg.io.field_catalogue import declared_files
from rankagg.io.text_input import wide_text_at
from tests.door_files import refusal_through_the_api

RUN = "q:1 Q0 doc:a 1 0.9 given\nq:1 Q0 doc:b 2 0.5 given\n"
TEXT = [(field, f) for field, f in declared_files() if isinstance(f.example, str)]
#: each example in one byte order, alternately, so both are asked across the declarations
ORDERS = ((b"\xff\xfe", "utf-16-le"), (b"\xfe\xff", "utf-16-be"))


def _id(pair) -> str:
    field, f = pair
    return f"{field.team.split(' (')[0][:24]}|{f.what[:48]}"


@pytest.mark.parametrize("k", range(len(TEXT)), ids=[_id(p) for p in TEXT])
def test_a_declared_file_in_utf16_is_named_at_its_line(tmp_path, k):
    field, f = TEXT[k]
    bom, codec = ORDERS[k % 2]
    data = bom + str(f.example).encode(codec)
    missed = []
    for door in ("run", "qrels"):
        folder = tmp_path / door
        folder.mkdir()
        message = refusal_through_the_api(folder, "export.txt", data, RUN, door)
        if not (f"export.txt:{f.at}:" in message and f.what in message and "UTF-16" in message):
            missed.append(f"{door}: {message}")
    assert not missed, "\n".join(missed)


@pytest.mark.parametrize("text", ["q1 Q0 d1 1 0.5 run\n", "plain words\n", ""])
def test_utf16_text_no_declaration_tells_is_refused_at_line_1_as_before(text):
    told = wide_text_at(b"\xff\xfe" + text.encode("utf-16-le"))
    assert told is not None and told[0] == 1
    assert told[1] == "UTF-16 text (its byte-order mark): rankagg reads UTF-8; save the file as UTF-8"


def test_a_klc_source_in_utf16_is_named_for_keyboard_layout_creator():
    """The case itself (u58b_klc_as_run): MSKLC's source as it saves it, CRLF lines behind the mark."""
    text = 'KBD\tcmkdh\t"Colemak-DH (league)"\r\n\r\nCOPYRIGHT\t"(c) 2026 Typing League"\r\n'
    line, why = wide_text_at(b"\xff\xfe" + text.encode("utf-16-le"))
    assert line == 1 and why.startswith("UTF-16 text (its byte-order mark) that is a Microsoft Keyboard Layout "
                                        "Creator source")
