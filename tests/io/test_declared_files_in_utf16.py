"""UTF-16 text behind a byte-order mark (:func:`rankagg.io.text_input.wide_text_at`): a declared field's file is
named for what it is at its declaration's line and said to be UTF-16 (every declared example is given in UTF-16 to
both doors by tests/io/test_declared_files_under_table_names.py); any other such text is refused at line 1, as
before, asking for UTF-8."""

from __future__ import annotations

import pytest

from rankagg.io.text_input import wide_text_at
from tests.door_files import refusal_through_the_api

RUN = "q:1 Q0 doc:a 1 0.9 given\nq:1 Q0 doc:b 2 0.5 given\n"
#: MSKLC's source as it saves it: UTF-16 little-endian behind its mark, CRLF lines (u58b_klc_as_run)
KLC = 'KBD\tcmkdh\t"Colemak-DH (league)"\r\n\r\nCOPYRIGHT\t"(c) 2026 Typing League"\r\n'


@pytest.mark.parametrize("text", ["q1 Q0 d1 1 0.5 run\n", "plain words\n", ""])
@pytest.mark.parametrize("bom, codec", [(b"\xff\xfe", "utf-16-le"), (b"\xfe\xff", "utf-16-be")])
def test_utf16_text_no_declaration_tells_is_refused_at_line_1_as_before(text, bom, codec):
    assert wide_text_at(bom + text.encode(codec)) == (
        1, "UTF-16 text (its byte-order mark): rankagg reads UTF-8; save the file as UTF-8")


def test_a_klc_source_in_utf16_is_named_for_keyboard_layout_creator():
    line, why = wide_text_at(b"\xff\xfe" + KLC.encode("utf-16-le"))
    assert line == 1 and why.startswith("UTF-16 text (its byte-order mark) that is a Microsoft Keyboard Layout "
                                        "Creator source")
    assert why.endswith("; rankagg reads UTF-8")


@pytest.mark.parametrize("door", ["run", "qrels"])
def test_a_klc_source_in_utf16_is_named_at_both_doors(tmp_path, door):
    message = refusal_through_the_api(tmp_path, "cmkdh.klc", b"\xff\xfe" + KLC.encode("utf-16-le"), RUN, door)
    assert "cmkdh.klc:1:" in message and "UTF-16 text" in message and "Keyboard Layout Creator" in message, message
