"""Run weights as a weights file gives them, with where each was given, and the one check of weights against the
runs they weigh (issue 45's third bar): a negative weight, a name no run has, or weights that are all 0 are refused
naming the file and the line (``NAME W`` lines; the file alone for a JSON object), the model file, or
``--weights``, never a bare "weights".  A weights file that names no run (``{}``, only comments) is refused naming
the file (``io.format_io.weights_blocks``): it is a wrong or truncated file, not a way to say "every run weighs 1"
(leaving out ``--weights`` says that)."""

from __future__ import annotations

import os
from typing import Any, Iterable, Mapping, Sequence

from rankagg.io.rules import fault_at, shown
from rankagg.io.text_input import fields_of, strict_float, strip_blanks

__all__ = ["Weights", "WeightItems", "sourced_weights", "check_run_weights", "weight_list_items", "weight_line_fields",
           "weight_number", "weights_line_fault"]


def _name_and_weight(item: str) -> tuple[str, str]:
    """``NAME=W`` split at its last ``=``: a run's name may hold ``=`` (a tag ``k1=0.9``), a weight never does."""
    name, _, weight = item.rpartition("=")
    return strip_blanks(name), strip_blanks(weight)


def weight_list_items(spec: str) -> list[tuple[str, str]]:
    """``--weights NAME=W,NAME=W`` as (name, weight) texts.  Every item has an ``=``, so a piece without one is the
    start of a name that holds a ``,`` (a tag ``bm25,rm3``) and is joined to the next; the weight is after the
    item's last ``=``.  Names keep every character but the ASCII blanks at their ends, as a run reader reads a
    tag (a no-break space is part of it)."""
    items: list[tuple[str, str]] = []
    head: list[str] = []
    for part in spec.split(","):
        if "=" not in part:
            head.append(part)
            continue
        items.append(_name_and_weight(",".join([*head, part])))
        head = []
    if head:
        raise ValueError(f"--weights expects NAME=W,NAME=W,... or a file, got {shown(','.join(head))}")
    return items


def weight_line_fields(line: str) -> list[str]:
    """A weights file's line as its fields: ``NAME W``, ``NAME=W``, ``NAME = W``, ``NAME =W`` or ``NAME= W`` (a
    name holding ``=`` is read whole when a blank separates it from its weight); the fields otherwise, for the
    reader's 'expected NAME WEIGHT'."""
    fields = fields_of(line)
    if len(fields) == 1 and "=" in fields[0]:
        return list(_name_and_weight(fields[0]))
    if len(fields) == 3 and fields[1] == "=":
        return [fields[0], fields[2]]
    if len(fields) == 2 and fields[1].startswith("=") and len(fields[1]) > 1:
        return [fields[0], fields[1][1:]]
    if len(fields) == 2 and fields[0].endswith("=") and len(fields[0]) > 1 and "=" not in fields[0][:-1]:
        return [fields[0][:-1], fields[1]]
    return fields


def weight_number(name: Any, value: Any) -> float:
    """A weight as its number, for a weights file and ``--weights`` alike: a JSON number as it is, text as C reads
    the whole token (``1_0`` is not 10); else ``ValueError`` quoting the name and the value cut to a line (an
    hour's transcript JSON given as the weights file was printed whole: issue 45's nineteenth bar)."""
    try:
        return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else strict_float(value)
    except (TypeError, ValueError):
        raise ValueError(f"weight of {shown(name)} is not a number: {shown(value)}") from None


class Weights(dict):  # name -> weight, as a dict (every caller reads it as one)
    """Weights by run name, read from ``source`` (a file, ``--weights``, a model file); ``lines`` gives the line
    each name was given on (None: a JSON object, or not a file); ``commented`` the comment lines that read as a
    weight (``#1 2``: a comment, or the weight of a run tagged ``#1``; :func:`check_run_weights` tells)."""

    def __init__(self, items: Iterable[tuple[str, float]], source: str, lines: Mapping[str, int | None] | None = None,
                 commented: Mapping[str, int] | None = None):
        super().__init__(items)
        self.source = source
        self.lines = dict(lines or {})
        self.commented = dict(commented or {})

    def where(self, name: str | None = None) -> str:
        """``source:line`` of ``name`` (the source alone when it has no line)."""
        line = self.lines.get(name) if name is not None else None
        return f"{self.source}:{line}" if line else self.source


class WeightItems(list):
    """A weights file's (name, weight, line) items, with :attr:`commented`: name -> line of each comment line whose
    fields read as ``NAME W`` (a TREC tag may start with ``#``, and such a line would silently weigh it 1)."""

    def __init__(self) -> None:
        super().__init__()
        self.commented: dict[str, int] = {}

    def comment(self, fields: list[str], line: int) -> None:
        try:
            if len(fields) == 2 and len(fields[0]) > 1 and strict_float(fields[1]) >= 0:
                self.commented.setdefault(fields[0], line)
        except ValueError:
            pass


def sourced_weights(source: str | os.PathLike, names: Sequence[str], values: Sequence[float],
                    lines: Sequence[int | None], commented: Mapping[str, int] | None = None) -> Weights:
    """A weights file's checked names and numbers as :class:`Weights`; a negative weight is refused at its line
    (a weight scales a run's points: below 0 it would reverse that run's order)."""
    src = os.fspath(source)
    for name, value, line in zip(names, values, lines):
        if value < 0:
            raise fault_at(src, line, f"weight {value!r} of run {name!r} is negative; a weight is a number >= 0 "
                                      "(0 leaves the run out)")
    return Weights(zip(names, values), src, dict(zip(names, lines)), commented)


def check_run_weights(weights: Mapping[str, Any] | None, runs: Sequence[str], source: str | os.PathLike = "weights",
                      *, every_run: bool = False) -> None:
    """Weights meet the runs they weigh: each name is a run's (a misspelt name would silently weigh 1), and not
    every run weighs 0 (every fused score would be 0).  A run the weights do not name weighs 1, except with
    ``every_run`` (a tuned model's weights: they name every run it was tuned on, so a run they leave out is one
    the model never saw, and its weight of 1 was never learnt).  Errors name where the weights came from: a
    :class:`Weights`' file and line, else ``source``."""
    if weights is None:
        return
    unnamed = [r for r in runs if r not in weights] if every_run else []
    if unnamed:
        raise ValueError(f"{os.fspath(source)}: the model was tuned on the runs {', '.join(map(str, weights))}, not on "
                         f"{', '.join(unnamed)}; give the runs it was tuned on (named as in tuning: tags, or file names "
                         "when tags repeat)")

    def where(name: str | None = None) -> str:
        return weights.where(name) if isinstance(weights, Weights) else os.fspath(source)

    commented = weights.commented if isinstance(weights, Weights) else {}
    hidden = [r for r in runs if r in commented and r not in weights]
    if hidden:  # '#1 2' weighs the run tagged '#1', or is a comment: which, no reader of the file can tell
        raise ValueError(f"{where()}:{commented[hidden[0]]}: this line starts with '#', so it is a comment, "
                         f"but it reads as the weight of the run {hidden[0]!r}; give that run's weight in a JSON "
                         "weights file, or leave it out of the comment")
    known = set(runs)
    unknown = [str(k) for k in weights if str(k) not in known]
    if unknown:
        raise ValueError(f"{where(unknown[0])}: unknown run name(s) {', '.join(unknown)}; the runs are {', '.join(runs)} "
                         "(tags, or file names when tags repeat)")
    if runs and all(float(weights.get(r, 1.0)) == 0 for r in runs):
        raise ValueError(f"{where()}: every weight is 0, so every fused score would be 0; give at least one run a "
                         "weight > 0")


def weights_line_fault(spec: str, text: str, n: int, line: str) -> str:
    """Why line ``n`` of the weights file ``spec`` (its ``text``) is no 'NAME W' line: the file is named for what it
    is when a field's recogniser knows its first lines (TMVA's weight XML, the file a BDT's weights are in, was told
    "expected 'NAME WEIGHT'" at its third line: u27a_tmva_xml_as_weights), else the line is shown."""
    # imported here, on a failing file only: the recognisers (some 25 modules) are no part of a weighted fusion's path
    from rankagg.io.tool_files import tool_file_shape

    first = [(i, ln) for i, ln in enumerate(text.split("\n"), 1)
             if ln.strip() and not ln.lstrip().startswith("#")][:2]
    what = tool_file_shape(os.path.basename(spec), [ln for _, ln in first]) if first else None
    if what is None:
        return f"{spec}:{n}: expected 'NAME WEIGHT', got {line!r}"
    return f"{spec}:{first[0][0]}: {what} (--weights takes 'NAME W' lines or a JSON object of numbers >= 0, by run)"
