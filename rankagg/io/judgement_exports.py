"""Comparative-judgement exports (No More Marking, ACJ / RM Compare style), told by their header: a judge saw two
scripts and chose the better one.  The tools write either the two scripts shown and the verdict (``Judge, Left, Right,
Chosen``; ``left_script, right_script, chosen``; ``first_script, second_script, decision``; ``Left Candidate, Right
Candidate, Chosen Candidate``) or the chosen and the other script (``Chosen, Not chosen``; ``winner_id, loser_id``;
``better, worse``; ``winning_script, losing_script``).  Read as ranked lists such a file was refused with a gene
list's message ("item Lefevre appears twice in list judge") or, with the judges' ids unique, ranked as lists with exit
0 (issue 45's twenty-first bar, an exam board).  :func:`comparative_judgement_header` says what it is and how to write
it as rankagg's comparison table; :func:`rankagg.io.comparison_shapes.pairwise_note` gives it at every door."""

from __future__ import annotations

from typing import Sequence

from rankagg.io.line_form_store import compiled

__all__ = ["COMPARISONS_AS_COLUMNS", "comparative_judgement_header"]

#: how rankagg's comparison table is written (every refusal of another tool's pairwise table ends with it)
COMPARISONS_AS_COLUMNS = ("rankagg reads comparisons as columns query, item_a, item_b, outcome (win, loss or tie of "
                          "item_a against item_b; an optional judge and count)")
_COMPARISONS = COMPARISONS_AS_COLUMNS
#: words naming the script the judge chose, and the one not chosen
_CHOSEN = frozenset({"chosen", "winner", "winning", "won", "better", "preferred", "selected", "picked"})
_NOT_CHOSEN = frozenset({"loser", "losing", "lost", "worse", "rejected", "unchosen", "unselected"})
_NEGATIONS = ("not", "non", "un")
#: the two positions a script is shown in, and the words of a verdict column
_SHOWN = (("left", "right"), ("first", "second"))
_VERDICT = frozenset({"chosen", "winner", "decision", "choice", "verdict", "preferred", "preference", "selected",
                      "selection", "better", "judgement", "judgment", "result", "pick"})
_WORDS = compiled(r"[a-z]+")


def comparative_judgement_header(names: Sequence[str]) -> str | None:
    """What a comparative-judgement export's header is and how to write it as comparisons, or None for another
    header (one with an ``outcome`` column is rankagg's own)."""
    words = [_WORDS.findall(str(n).strip().lower()) for n in names]
    if any(w == ["outcome"] for w in words):
        return None
    written = [str(n).strip() for n in names]
    shown = ", ".join(written[:6])
    chosen = [k for k, w in enumerate(words) if _is_chosen(w)]
    other = [k for k, w in enumerate(words) if _is_not_chosen(w)]
    if chosen and other:
        return (f"a header naming the chosen and the other item of each judgement ({shown}) is a table of pairwise "
                f"judgements, not ranked lists: {_COMPARISONS}; write each row with {written[chosen[0]]} as item_a, "
                f"{written[other[0]]} as item_b and outcome win")
    for first, second in _SHOWN:
        a = next((k for k, w in enumerate(words) if w and w[0] == first), None)
        b = next((k for k, w in enumerate(words) if w and w[0] == second), None)
        verdict = next((k for k, w in enumerate(words) if k not in (a, b) and _VERDICT & set(w)), None)
        if a is not None and b is not None and verdict is not None:
            return (f"a header naming the two items shown and a verdict ({shown}) is a table of pairwise judgements, "
                    f"not ranked lists: {_COMPARISONS}; name the columns {written[a]} and {written[b]} item_a and "
                    f"item_b, and write outcome from {written[verdict]} (win where it names the {first} item, loss "
                    f"where the {second})")
    return None


def _is_chosen(words: list[str]) -> bool:
    return bool(words) and words[0] not in _NEGATIONS and bool(_CHOSEN & set(words)) and not _is_not_chosen(words)


def _is_not_chosen(words: list[str]) -> bool:
    if _NOT_CHOSEN & set(words):
        return True
    return len(words) >= 2 and words[0] in _NEGATIONS and words[1] in _CHOSEN
