"""What a declared line form (:attr:`rankagg.io.fields.declaration.FieldFile.line`, a regular expression) asks of a
file's head before it is searched: the literal texts every match holds, whether it is anchored at the head's start
and the literal text its line starts with.  The catalogue (:mod:`rankagg.io.field_catalogue`) asks five hundred forms
of every head; these tests let it skip most searches without changing an answer."""

from __future__ import annotations

import functools
import re
import re._parser as _parser  # type: ignore[import-not-found]
from re._constants import (ASSERT as _ASSERT, ASSERT_NOT as _ASSERT_NOT, AT as _AT,  # type: ignore[import-not-found]
                           AT_BEGINNING as _AT_LINE, AT_BEGINNING_STRING as _AT_START, BRANCH as _BRANCH,
                           LITERAL as _LITERAL, MAX_REPEAT as _MAX_REPEAT, MIN_REPEAT as _MIN_REPEAT,
                           SUBPATTERN as _SUBPATTERN)
from typing import Any, Iterator, Sequence

from rankagg.io.line_form_store import REFUSED, built, compiled, parsed_program, recalled, remember, stored_facts

__all__ = ["FormUnion", "ascii_lowered", "first_match_line", "head_holds", "line_form", "line_pattern",
           "required_texts"]


#: the compiled form, (case-blind, anchored, line start), its required texts, whether it is searched by line starts
_Known = tuple[re.Pattern[str], tuple[bool, bool, str], tuple[str, ...], bool]


def line_pattern(line: str) -> re.Pattern[str]:
    """The form ``line`` compiled with ``re.M`` (equal to ``re.compile(line, re.M)``)."""
    return _known(line)[0]


@functools.lru_cache(maxsize=None)
def _known(line: str) -> _Known:
    """The form ``line`` compiled, :func:`line_form`'s answer and :func:`required_texts`': rebuilt from what an earlier
    process kept (:mod:`rankagg.io.line_form_store`), else parsed once for all three, compiled from that parse as
    ``re.compile`` compiles it, and kept."""
    entry = recalled(line)
    rebuilt = None if entry is None else _rebuilt(line, entry)
    if rebuilt is not None:
        return rebuilt
    tree = _parser.parse(line, re.M)
    form, required, by_lines = _form_of(tree), _required_of(tree), _by_line_starts(line, tree)
    code, made = parsed_program(tree, re.M)
    remember(line, code, [*made, *form, list(required), by_lines])
    return built(line, code, made), form, required, by_lines


def _rebuilt(line: str, entry: tuple[list[int], list[Any]]) -> _Known | None:
    """A kept entry's pattern and answers, or None when the entry is not one (then the form is compiled anew)."""
    code, facts = entry
    if len(facts) != 9:
        return None
    blind, anchored, start, required, by_lines = facts[4:]
    if not (type(blind) is bool and type(anchored) is bool and isinstance(start, str) and isinstance(required, list)
            and all(isinstance(r, str) for r in required) and type(by_lines) is bool):
        return None
    try:
        pattern = built(line, code, facts[:4])
    except REFUSED:  # _sre refuses a program it cannot run
        return None
    return pattern, (blind, anchored, start), tuple(required), by_lines


def _by_line_starts(line: str, tree: Any) -> bool:
    """Whether the form ``line`` (parsed: ``tree``) is one whose search may be asked of its line starts only
    (:func:`first_match_line`): its text starts with ``^`` (a line's start, under ``re.M``), it looks behind nowhere
    and nowhere asks for the text's start, so what it matches after a line end is what it matches at that line."""
    return line.startswith("^") and list(tree)[:1] == [(_AT, _AT_LINE)] and _starts_free(tree)


def _starts_free(sequence: Any) -> bool:
    for op, arg in sequence:
        if op is _AT and arg is _AT_START or op in (_ASSERT, _ASSERT_NOT) and arg[0] < 0:
            return False
        for part in arg if isinstance(arg, (tuple, list)) else (arg,):  # an atomic group's argument is its pattern
            if isinstance(part, _parser.SubPattern) and not _starts_free(part):
                return False
            if isinstance(part, list) and any(isinstance(b, _parser.SubPattern) and not _starts_free(b) for b in part):
                return False
    return True


def first_match_line(line: str, text: str) -> tuple[int, int] | None:
    """(line number from 1, offset) of the first match of the form ``line`` in ``text``: matched at the start when it
    is anchored (``\\A``), else searched, as ``re.compile(line, re.M)`` does; or None.  A form that starts at a line's
    start (:func:`_by_line_starts`) is matched at the text's start, then searched as ``\\n(?:form)``: ``_sre`` then
    scans for the line ends with its literal prefix, instead of trying the form at each of a head's 16,000 offsets
    (0.18 ms a form and a head, five times less so; the answer is the same, tests/io/test_line_forms.py)."""
    pattern, (_, anchored, _), _, by_lines = _known(line)
    if anchored:
        found = pattern.match(text)
    elif by_lines:
        found = pattern.match(text)
        if found is None:  # the first line end after which the form matches
            after = _known("\n(?:" + line[1:] + ")")[0].search(text)
            return None if after is None else (text.count("\n", 0, after.start()) + 2, after.start() + 1)
    else:
        found = pattern.search(text)
    return None if found is None else (text.count("\n", 0, found.start()) + 1, found.start())


def _runs(sequence: Any) -> Iterator[tuple[str, ...]]:
    """What every match of the parsed ``sequence`` holds, each a tuple of literal texts of which it holds one: its
    own runs of literal characters, and those of what it must match in full (a group that changes no flag, an item
    repeated at least once, a lookaround); an alternation holds one of its branches' best."""
    run = ""
    for op, arg in sequence:
        if op is _LITERAL:
            run += chr(arg)
            continue
        yield (run,)
        run = ""
        if op is _SUBPATTERN and not arg[1] and not arg[2]:
            yield from _runs(arg[3])
        elif op in (_MAX_REPEAT, _MIN_REPEAT) and arg[0] >= 1:
            yield from _runs(arg[2])
        elif op is _ASSERT:
            yield from _runs(arg[1])
        elif op is _BRANCH:
            best = [_best(_runs(branch)) for branch in arg[1]]
            if all(best):
                yield tuple(text for one in best for text in one)
    yield (run,)


def _best(found: Iterator[tuple[str, ...]]) -> tuple[str, ...]:
    """The requirement of :func:`_runs` that tells most: one text before several, the longest shortest text; () when
    none has texts of three characters at least."""
    kept = [texts for texts in found if min(map(len, texts)) >= 3]
    return max(kept, key=lambda texts: (len(texts) == 1, min(map(len, texts))), default=())


def required_texts(line: str) -> tuple[str, ...]:
    """Literal texts every match of the form ``line`` holds one of (:func:`_runs`), lower-cased in a case-blind form:
    a head holding none is not searched (a head met four hundred line forms, 0.4 to 2.3 ms); () when no text of
    three characters at least is held by every match."""
    return _known(line)[2]


def _required_of(tree: Any) -> tuple[str, ...]:
    best = _best(_runs(tree))
    return tuple(text.lower() for text in best) if tree.state.flags & re.I else best


def line_form(line: str) -> tuple[bool, bool, str]:
    """How the form ``line`` is looked for: (whether it is case-blind, whether it is anchored at the head's start
    (``\\A``: matched there, not searched along it), the literal text a line must start with where it matches
    (``^abc``, "" for none))."""
    return _known(line)[1]


def _form_of(tree: Any) -> tuple[bool, bool, str]:
    blind = bool(tree.state.flags & re.I)
    ops = list(tree)
    start = ""
    if ops and ops[0] == (_AT, _AT_LINE) and not blind:
        for op, arg in ops[1:]:
            if op is not _LITERAL:
                break
            start += chr(arg)
    return blind, bool(ops) and ops[0] == (_AT, _AT_START), start


@functools.lru_cache(maxsize=8)
def ascii_lowered(text: str) -> str | None:
    """An ASCII head lower-cased, where a case-blind form's literal is looked for (beyond ASCII, case folds such as
    'ſ' for 's' make containment no test): None for another head."""
    return text.lower() if text.isascii() else None


def head_holds(line: str, text: str) -> bool:
    """Whether the head ``text`` holds what every match of the form ``line`` holds (its literal run, its line start):
    a cheap test that lets the form's search be skipped, never changing its answer."""
    required = required_texts(line)
    blind, _, start = line_form(line)
    if required:
        if not blind and not any(r in text for r in required):
            return False
        lowered = ascii_lowered(text) if blind else None
        if lowered is not None and not any(r in lowered for r in required):
            return False
    return not start or text.startswith(start) or "\n" + start in text


#: what keeps a form out of a union: a group referred to by its number or name, a named group, a conditional, a global
#: flag or a look-behind (within an alternation each is an error, names another group, or looks past a line's start)
_ALONE = re.compile(r"\\[1-9]|\(\?P|\(\?\(|\(\?[aiLmsux]+\)|\(\?<|\\A")


class FormUnion:
    """Whether any of several forms is found in a head, asked in one search of all of them instead of one a form
    (a run's door asks 380 look-alikes of its head: 0.6 ms a run, 0.35 with their 300 forms in union).  The forms
    anchored at the head's start (``\\A``) are matched there as one alternation, those searched by their line starts
    (:func:`first_match_line`) as ``\\n(?:...)`` at every line end; ``_sre`` passes over a branch that opens with a
    character or a set the next character is not, without a call for each form.  Within an alternation a form means
    what it means alone unless it refers to a group (the numbers shift) or carries a global flag (:data:`_ALONE`):
    such forms, and any other, are asked one by one.  The answer is ``any(first_match_line(form, text) is not
    None)``, the same (tests/io/test_line_forms.py)."""

    def __init__(self, forms: Sequence[str]) -> None:
        at_start: list[str] = []
        by_lines: list[str] = []
        self.alone: list[str] = []
        for line in forms:
            anchored, lines = _placed(line)
            after = line[2:] if line.startswith("\\A") else line[1:] if line.startswith("^") else line  # its anchor
            if _ALONE.search(after) is None and (anchored or lines):
                (at_start if anchored else by_lines).append(line)
            else:
                self.alone.append(line)
        try:
            self._matched = [compiled("|".join(f"(?:{line})" for line in group), re.M).match
                             for group in (at_start, by_lines) if group]
            self._after_line_end = (compiled("\n(?:" + "|".join(f"(?:{line[1:]})" for line in by_lines) + ")",
                                             re.M).search if by_lines else None)
        except (re.error, RecursionError, OverflowError):  # a union re refuses: every form is asked alone
            self._matched, self._after_line_end, self.alone = [], None, list(forms)

    def found(self, text: str) -> bool:
        if any(match(text) is not None for match in self._matched):
            return True
        if self._after_line_end is not None and self._after_line_end(text) is not None:
            return True
        return any(head_holds(line, text) and first_match_line(line, text) is not None for line in self.alone)


def _placed(line: str) -> tuple[bool, bool]:
    """(whether the form ``line`` is anchored at the head's start, whether it is searched by its line starts), from
    what an earlier process kept of it (its program not rebuilt: three hundred forms took 10 ms), else from the form
    compiled."""
    entry = stored_facts(line)
    if entry is not None and len(entry) == 9 and type(entry[5]) is bool and type(entry[8]) is bool:
        return entry[5], entry[8]
    _, (_, anchored, _), _, by_lines = _known(line)
    return anchored, by_lines
