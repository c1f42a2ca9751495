"""Every typed option of every command, given values from the edges of its type: argparse's clear error, or a
finite value that every later step can hold (``calibrate --depth 10**23`` was an OverflowError after the
parse: three hand-written copies of the count type, one without a cap).  Generated from the parser."""

from __future__ import annotations

import argparse
import math

import pytest

from rankagg.cli_parser import build_parser
from rankagg.defaults import COUNT_CAP

EDGES = ["-1", "0", "1", "1e3", "1.5", str(2**53), str(2**53 + 1), "99999999999999999999999", "1" + "0" * 5000,
         "nan", "inf", "-inf", "-0", "", "0x10", "5e-324", "1e308", "-1e308"]


def _typed_options():
    parser = build_parser()
    for sub in (a for a in parser._actions if isinstance(a, argparse._SubParsersAction)):
        for command, sp in sub.choices.items():
            for action in sp._actions:
                if action.option_strings and callable(action.type):
                    yield pytest.param(action.type, id=f"{command} {action.option_strings[-1]}")


@pytest.mark.parametrize("option_type", list(_typed_options()))
def test_an_edge_value_is_refused_by_argparse_or_parsed_within_the_caps(option_type):
    for text in EDGES:
        try:
            value = option_type(text)
        except argparse.ArgumentTypeError as exc:
            assert "\n" not in str(exc) and len(str(exc)) < 200
            continue
        assert isinstance(value, (int, float, str)), (text, value)
        if isinstance(value, int):
            assert abs(value) <= COUNT_CAP, (text, value)
        elif isinstance(value, float):
            assert math.isfinite(value), (text, value)
