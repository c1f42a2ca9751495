"""Which of the bars' files the fields' declarations claim (issue 45), checked in seconds rather than by running every
case again: ``scripts/reliability_matrix.py --claims``.

A declaration added for one bar could tell an older bar's file as its own: the Kaldi segments' line form had claimed a
bare OBJ mesh (u27f_obj_plain_as_run), found only by comparing the pages before and after.  Here every case's files
are given to the catalogue's doors (its first bytes, its text head, a JSON document), and a claim is wrong when

- the case is a rule row (``expect == "ok"``): its files are read there, so none is another field's;
- the case asks for no tool by name (its mentions are only places and file names): no declaration was written for it;
- the case asks for tools by name and the claim names none of them;
- the case is an older bar's (its id's prefix, 'u23b_', is a bar before the declaring field's) and the field does not
  list that persona in ``Field.supersedes``: the older reading's words and advice are replaced without anyone
  deciding it (the accounting team's XBRL declaration had taken the ESG ratings team's XBRL files, u27e_).

A generic declaration (``Field.generic``: tables of numbers, which any tool writes) claims, rightly, files whose own
tool no declaration knows yet: only a rule row's file is wrong for it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Iterable

from rankagg.io._inflate import inflate_head
from rankagg.io.binary_containers import container_of
from rankagg.io.field_catalogue import catalogue_binary, catalogue_head, catalogue_json, declared_files, head_text
from rankagg.io.fields.declaration import Field

from .case import Case

__all__ = ["Claim", "claims", "wrong_claims"]

_HEAD = 1 << 14


@dataclass(frozen=True)
class Claim:
    case: Case
    name: str  # the case's file
    what: str  # the declared file that claims it
    wrong: str  # why the claim is wrong, or ""


def _claim(raw: str | bytes) -> str | None:
    """What the catalogue says a file with contents ``raw`` is, at the first of its doors that claims it."""
    head = raw.encode("utf-8") if isinstance(raw, str) else raw
    binary = catalogue_binary(head[:4096])
    if binary is not None:
        return binary[0]
    if container_of("file", head[:4096]) is not None:
        return None  # the doors name an archive or a binary container by its bytes before any text is asked (a ZIP)
    if head[:2] == b"\x1f\x8b":
        head = inflate_head(head, _HEAD)
    text = head_text(head[:_HEAD])  # as the doors read it: Windows-1252 from a byte UTF-8 cannot decode
    told = catalogue_head(text)
    return told[1] if told is not None else catalogue_json(text)


def _tools(case: Case) -> list[str]:
    """The case's mentions that name a tool or format: neither a place ('x.xml:2') nor one of its files' names."""
    return [m for m in case.mention if not re.search(r":\d+$", m) and m not in case.files]


def _bar(prefix: str) -> int:
    """The bar of a persona's id prefix ('u23b_' -> 23)."""
    return int(re.sub(r"\D", "", prefix))


def _older(case: Case, field: Field) -> str:
    """Why the claim of ``field`` on ``case``'s file is an unlisted older bar's, or ""."""
    persona = re.match(r"u\d+[a-z]_", case.id)
    own = re.findall(r"\((u\d+[a-z]_)\)", field.team)
    if persona is None or not own or persona.group(0) in own + list(field.supersedes):
        return ""
    older = _bar(persona.group(0)) < min(_bar(p) for p in own)
    return f"an older bar's file ({persona.group(0)}), not in the field's supersedes" if older else ""


def _wrong(case: Case, field: Field, reason: str) -> str:
    """Why the claim of ``field`` (its answer ``reason``) on a file of ``case`` is wrong, or "" (module docstring)."""
    tools = _tools(case)
    if case.expect == "ok":
        return "a rule row's file (read there)"
    if field.generic:
        return ""
    if not tools:
        return "a case that asks for no tool by name"
    if not any(t in reason for t in tools):
        return f"names none of {tools}"
    return _older(case, field)


def claims(cases: Iterable[Case]) -> list[Claim]:
    """Every claim a declaration makes on the cases' files, with why it is wrong where it is."""
    declared = sorted(((f.what, field) for field, f in declared_files()), key=lambda d: len(d[0]), reverse=True)
    found, told = [], {}  # a file's contents told once: the bars' cases share their runs and qrels (4,624 of 11,858)
    for case in cases:
        for name, raw in case.files.items():
            if raw not in told:
                told[raw] = _claim(raw)
            reason = told[raw]
            if reason is None:
                continue
            what, field = next(d for d in declared if d[0] in reason)
            found.append(Claim(case, name, what, _wrong(case, field, reason)))
    return found


def wrong_claims(cases: Iterable[Case]) -> tuple[int, list[str]]:
    """How many claims there are, and a line for each wrong one."""
    found = claims(cases)
    return len(found), [f"{c.case.id}: {c.name} told '{c.what[:90]}': {c.wrong}" for c in found if c.wrong]
