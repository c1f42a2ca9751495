"""Pabulib's participatory-budgeting files told by their sections, so that no door reads a city's ballots as TREC
lines or a table of lists.

A Pabulib file (pabulib.org, the ``.pb`` files of Warsaw's, Kraków's and other cities' participatory budgets) holds
three ``;``-separated sections, each opened by a line of its name: ``META`` (``key;value`` lines: ``vote_type``
ordinal, approval, cumulative or scoring, ``budget``), ``PROJECTS`` (``project_id;cost;votes;name;...``) and
``VOTES`` (``voter_id;...;vote;points``, ``vote`` the comma-separated project ids).  Read as a run its ``META`` line
was "expected 6 fields, found 1", as qrels "expected 4 fields", renamed ``.csv`` "3 cells for 1 lists" (issue 45's
twenty-third bar, a participatory-budgeting office): none said what the file is nor how to give its ballots.
"""

from __future__ import annotations

from typing import Sequence

__all__ = ["pabulib_shape"]

_SECTIONS = ("META", "PROJECTS", "VOTES")
#: the header line under each section's heading, as Pabulib writes it
_HEADERS = ("key;", "project_id;", "voter_id;")


def pabulib_shape(lines: Sequence[str]) -> str | None:
    """What a Pabulib file is and how to give its ballots to rankagg, or None: ``lines``, a file's first non-blank
    lines, open with a section's heading (``META``, ``PROJECTS`` or ``VOTES``) over its ``;``-separated header."""
    body = [ln.lstrip("\ufeff").strip() for ln in lines[:2]]
    if len(body) < 2 or body[0] not in _SECTIONS or not body[1].lower().startswith(_HEADERS):
        return None
    return ("is a Pabulib participatory-budgeting file (its META, PROJECTS and VOTES sections, ';'-separated), which "
            "rankagg does not read: give a district's ordinal votes as a PrefLib election (docs/preferences.md), a "
            ".soi with a '# ALTERNATIVE NAME k: project_id' line per project and a line per ballot, its projects best "
            "first ('1: 3,1,2'); give approval, cumulative or scoring votes as each voter's points per project "
            "({voter: {district: {project_id: points}}}, 1 for an approval) to rankagg.fuse(..., method='combsum')")
