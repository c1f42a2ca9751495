"""The shapes of other tables that a table of gene lists (:mod:`rankagg.io.gene_lists`) refuses at their first line:
read as lists of items, each would rank numbers (places, predictions) as genes beside the real ids."""

from __future__ import annotations

import itertools
import re
from collections import Counter
from typing import Callable, Sequence

from rankagg.io._errors import InputFormatError
from rankagg.io.line_form_store import compiled
from rankagg.io.place_columns import headed_places
from rankagg.io.rules import ID_BLANKS
from rankagg.io.search_logs import RANKED_ID_FIX, is_query_name, repeated_query_column

__all__ = ["check_score_columns", "check_count_columns", "is_count_heading", "COUNT_HEADINGS", "COUNT_WORDS", "check_rank_columns", "check_rank_rows", "check_value_columns", "check_ranking_cells",
           "check_query_column", "check_value_cells", "is_score_heading", "SCORE_HEADINGS", "SCORE_WORDS", "LIST_WORDS"]

#: headings of a column of predictions or scores, as a competition's submission (``id,prediction``) or a model's
#: output names it: no gene list is named so, and a list of them holding only numbers is a score per row
SCORE_HEADINGS = frozenset({"prediction", "predictions", "predicted", "pred", "preds", "y_pred", "yhat", "y_hat",
                            "score", "scores", "probability", "probabilities", "prob", "proba", "target", "logit",
                            "logits"})


#: words that mark a score column inside a longer heading, as fault-localisation tools and spreadsheets write one
#: (GZoltar's ``suspiciousness_value``, ``ochiai_score``, ``Score (Ochiai)``, ``predictedProbability``): matching
#: only whole headings let those through, and their whole-number scores were ranked as genes (u16f_fl_).  Words a
#: gene list's own heading may hold (``predicted_targets``, ``target_genes``) stay whole-heading matches only.
SCORE_WORDS = frozenset({"score", "scores", "suspiciousness", "susp", "probability", "probabilities", "proba", "logit",
                         "logits"})
#: words that say a heading names a ranked list even beside a score word (``screen_score_rank``: genes ranked by a
#: screen's score, Entrez ids best first)
LIST_WORDS = frozenset({"rank", "ranks", "ranked", "ranking", "rankings", "list", "lists", "gene", "genes", "top",
                        "hits"})

_WORD = compiled(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+")


def is_score_heading(name: str) -> bool:
    """A heading of predictions or scores: one of :data:`SCORE_HEADINGS` (any case), or a heading whose words (split
    at non-letters and at camelCase) hold one of :data:`SCORE_WORDS` and none of :data:`LIST_WORDS`."""
    words = {w.lower() for w in _WORD.findall(name)}
    return name.strip().lower() in SCORE_HEADINGS or bool(words & SCORE_WORDS and not words & LIST_WORDS)


def check_score_columns(source: str, numeric: dict[str, list[tuple[str, int]]]) -> None:
    """Refuse a submission read as a table of lists (u15k_cli_one_csv_int_predictions): ``id,prediction`` with whole
    numbers (counts, or predictions written as integers) passes the rule of decimals, and read as two lists the ids
    and the predictions would be ranked together as genes (100000 beside 3).  The sign, refused at the column's
    first line: a list whose heading is a prediction's or a score's (:func:`is_score_heading`) and whose every item is
    a number.  Such a table is one ranking: its ids sorted by the predictions are one list (or a run)."""
    _check_headed_numbers(source, numeric, is_score_heading, "predictions or scores",
                          "a submission (id, prediction) or a table of scores", "predictions")


def _check_headed_numbers(source: str, numeric: dict[str, list[tuple[str, int]]], is_heading: Callable[[str], bool],
                          heading: str, shape: str, noun: str) -> None:
    """Refuse, at its first line, the first list of numbers under a heading that ``is_heading`` says is one of
    ``heading`` (a value per row, the table's ``shape``), not of ranked ids."""
    for name, cells in numeric.items():
        if is_heading(name):
            shown = ", ".join(i for i, _ in cells[:3])
            raise InputFormatError(source, cells[0][1], f"list {name!r} holds only numbers ({shown}, ...) under a "
                                   f"heading of {heading}: {shape}, not ranked lists of ids; sort the ids by their "
                                   f"{noun} into one list, or give the {noun} as a TREC run or a long table (q_id, "
                                   "doc_id, score, run) to rankagg fuse")


#: headings of a column of counts or frequencies, one per row: Marxan's ``output_ssoln.csv`` (``planning_unit,number``:
#: how many runs chose the unit), a tally's ``count`` or ``n``; no list of ids is named so (u22e_in_marxan_ssoln)
#: and a vote's tally, a participatory budget's ``project_id,votes`` or ``project,points`` (u23d_tally_votes_column)
COUNT_HEADINGS = frozenset({"number", "count", "counts", "n", "freq", "frequency", "frequencies", "ssoln", "votes",
                            "points", "approvals", "ballots"})
#: words that mark a count column inside a longer heading (``selection_frequency``, ``SSOLN2``, ``read_count``),
#: unless a word of :data:`LIST_WORDS` says the heading names a list (``top_count_genes``)
COUNT_WORDS = frozenset({"count", "counts", "freq", "frequency", "frequencies", "ssoln", "tally", "votes",
                         "approvals"})


def is_count_heading(name: str) -> bool:
    """A heading of counts or frequencies: one of :data:`COUNT_HEADINGS` (any case), or a heading whose words hold one
    of :data:`COUNT_WORDS` and none of :data:`LIST_WORDS` (the words as :func:`is_score_heading` splits them)."""
    words = {w.lower() for w in _WORD.findall(name)}
    return name.strip().lower() in COUNT_HEADINGS or bool(words & COUNT_WORDS and not words & LIST_WORDS)


def check_count_columns(source: str, numeric: dict[str, list[tuple[str, int]]]) -> None:
    """Refuse a table of counts per row read as a table of lists (u22e_in_marxan_ssoln): Marxan's selection frequency
    ``planning_unit,number`` holds whole numbers in both columns, so the rule of decimals and the ids' names let it
    through, and read as two lists the counts (87, 100, 12) were ranked as planning units beside the ids.  The sign,
    refused at the column's first line: a list whose heading is a count's (:func:`is_count_heading`) and whose every
    item is a number."""
    _check_headed_numbers(source, numeric, is_count_heading, "counts or frequencies",
                          "a count per row (Marxan's selection frequency, planning_unit,number)", "counts")


def check_rank_columns(source: str, numeric: dict[str, list[tuple[str, int]]]) -> None:
    """Refuse a table of ranks read as a table of lists (u13d_cli_wide_rank_table): one row per item, a column of
    names and a column of ranks per ranker, as a league table or a decision matrix is kept.  Read as lists, each
    column of ranks would be a list of the items '1', '2', ..., so the fusion would rank numbers beside the names.
    The sign, refused at the column's first line: a column holding the whole numbers 1 to m (m >= 4), each once,
    the places of m rows.  (Whole numbers beside a column of names are read where the lists differ in length:
    Entrez ids beside the symbols of a longer list, tests/io/test_fifth_bar_domains.py; see check_value_columns.)  Tied places count too (u16f_fl_wide_rank_table_tied_places: a
    fault-localisation table ranks methods of equal suspiciousness alike: 1 1 3 4, 2 2 3 4 or 1 1 2 3): such a column repeats a
    number, so it was refused anyway, but as 'item 1 appears twice', which sends the user to look for a duplicate."""
    for name, cells in numeric.items():
        values = {float(i) for i, _ in cells}
        if len(cells) >= 4 and values == {float(k) for k in range(1, len(cells) + 1)}:
            shown = ", ".join(i for i, _ in cells[:4])
            raise InputFormatError(source, cells[0][1], f"list {name!r} holds the whole numbers 1 to {len(cells)}, each "
                                   f"once ({shown}, ...): the places of a table with one row per item and a column of "
                                   "ranks per ranker, not item ids; give each ranker's items as a column, best first")
        if len(cells) >= 4 and len(values) < len(cells) and _tied_ranks([i for i, _ in cells]):
            shown = ", ".join(i for i, _ in cells[:6])
            raise InputFormatError(source, cells[0][1], f"list {name!r} holds tied places of {len(cells)} rows ({shown}, "
                                   "...): the ranks of a table with one row per item and a column of ranks per ranker "
                                   "(ties ranked alike), not item ids; give each ranker's items as a column, best "
                                   "first, or the ranks as a long table (qid, docid, run, rank) to rankagg.fuse")


def _tied_ranks(cells: list[str]) -> bool:
    """The cells (numbers) are the ranks of as many rows with ties, by one of the usual rules: standard competition
    (a tie at its best place, 1 1 3 4), modified competition (at its worst place, 2 2 3 4: fault localisation's
    worst-case E_inspect) or dense (1 1 2 3)."""
    if not all(c.isascii() and c.isdigit() for c in cells):
        return False
    v = sorted(int(c) for c in cells)
    first = {r: len(v) - i for i, r in enumerate(reversed(v), 1)}  # each value's first index (from 0)
    last = {r: i for i, r in enumerate(v)}
    distinct = {r: k for k, r in enumerate(sorted(set(v)), 1)}
    return (all(r == first[r] + 1 for r in v) or all(r == last[r] + 1 for r in v)
            or all(r == distinct[r] for r in v))


_ORDINAL = compiled(r"([0-9]+)(?:st|nd|rd|th)", re.IGNORECASE)


def _place(cell: str) -> int | None:
    """A cell as a place: a whole number in ASCII digits, or an ordinal as a survey tool writes one ('1st', '2nd')."""
    m = _ORDINAL.fullmatch(cell)
    return int(m.group(1)) if m else int(cell) if cell.isascii() and cell.isdigit() else None


def _places(row: list[int | None]) -> bool:
    """The places of k >= 3 items from 1 (or 0), ties allowed as competition (1 1 3) or dense (1 1 2) ranks write them."""
    if len(row) < 3 or None in row:
        return False
    v = sorted(int(p) for p in row if p is not None)
    return v[0] in (0, 1) and all(v[i] - v[i - 1] in (0, 1) or v[i] == i + v[0] for i in range(1, len(v)))


def check_rank_rows(source: str, items: list[str], lists: list[str], lines: list[int], names: Sequence[str]) -> None:
    """Refuse a table of ranks by rows read as a table of lists (u15v_wide_qualtrics_pilot): one row per ranker (a
    survey's respondent), one column per item holding its place, as Qualtrics and SurveyMonkey export a ranking
    question, a respondent id first.  Read as lists, each item's column would be a list of the places '1', '2' (or
    '1st'), ranked as items.  The sign, refused at the first row: every row (two at least) holds the places of its
    columns (k >= 3 of them: 1 to k, each once or tied), beside at most the first column (the respondent's id).  A row
    of real lists holds each list's item at one place: Entrez ids are not the numbers 1 to k in every row."""
    if not names:
        return
    start, first, count = 0, [], 0
    # the cells come row by row (lines ascending): the first row that holds no places ends the look (a gene table's
    # first row, so a table of 20,000 genes costs one row)
    for line, cells in itertools.groupby(zip(items, lists, lines), key=lambda x: x[2]):
        row = [(n, c) for c, n, _ in cells]
        rest = [_place(c) for n, c in row if n != names[0]]
        if not (_places(rest) or _places(rest + [_place(c) for n, c in row if n == names[0]])):
            return
        if not count:
            start, first = line, [c for _, c in row]
        count += 1
    if count < 2:
        return
    shown = ", ".join(first[:6])
    raise InputFormatError(source, start, f"every row holds the places of its columns ({shown}): a table with one row "
                           "per ranker (a respondent) and one column per item holding its rank, not one column per "
                           "list of items; give rankings as a PrefLib file (.soc, .soi, .toc, .toi) or as a long table "
                           "(qid, docid, run, rank) to rankagg.fuse (docs/preferences.md)")


#: a cell of two words or more between the blanks the id rules refuse (a no-break space is a character of an id)
_WORDS = compiled(f"[^{re.escape(ID_BLANKS)}][{re.escape(ID_BLANKS)}]+[^{re.escape(ID_BLANKS)}]")
_BLANK_RUN = compiled(f"[{re.escape(ID_BLANKS)}]+")


def check_ranking_cells(source: str, items: list[str], lists: list[str], lines: list[int], names: Sequence[str]
                        ) -> None:
    """Refuse a table of one row per query whose ranking is one cell of blank-separated ids, as competitions take
    submissions (Kaggle's Google Landmarks retrieval 'id,images', H&M's 'customer_id,prediction', OTTO's
    'session,labels'): read as a table of lists, each query's whole ranking would be one item, refused only for its
    blank.  The sign, at the first such cell: more than half the cells of its column hold several
    words.  A stray blank in one gene's cell is left to the id rules, which name it."""
    if headed_places(items, lists, names):
        return  # a table of ranks ('Rank,Player,Team'): full names beside places, refused by the places' own rule
    cells: Counter[str] = Counter(lists)
    spaced: Counter[str] = Counter()
    first: dict[str, tuple[str, int]] = {}
    for item, name, line in zip(items, lists, lines):
        if _WORDS.search(item):
            spaced[name] += 1
            first.setdefault(name, (item, line))
    for name, (cell, line) in sorted(first.items(), key=lambda kv: kv[1][1]):
        if 2 * spaced[name] > cells[name] and _PERSON_NAME.fullmatch(cell.strip(ID_BLANKS)):
            # a title of words is not told from a person's name by its letters (u22c_lists_titles_with_blanks: a
            # critics' poll's 'killers of the flower moon' was called a person's name): both are named
            raise InputFormatError(source, line, f"item {cell!r} of list {name!r} holds a blank: a name of words (a "
                                   "person's on a recruiter's shortlist, a film's or a book's title on a poll's "
                                   "ballot), which an id cannot be (a TREC line could not hold it, and two people or "
                                   "two films share names); give each its id (an e-mail address, the ATS's candidate "
                                   "id, a catalogue id such as IMDb's tt0000001), one per row, best first, or the "
                                   "ballots as a PrefLib election, whose alternatives' names may hold blanks "
                                   "(docs/preferences.md)")
        if _MEASURE.fullmatch(cell.strip(ID_BLANKS)):
            continue  # '0.45 s': one value and its unit, told by check_value_cells
        if 2 * spaced[name] > cells[name] and _COMMAND_LINE.fullmatch(cell.strip(ID_BLANKS)):
            raise InputFormatError(source, line, f"item {cell!r} of list {name!r} holds a blank: a command line (a "
                                   "program and its options, as a build configuration is written), one item that "
                                   "an id cannot be (a TREC line could not hold it); name each configuration without "
                                   "blanks (e.g. 'clang-O3-flto'), one per row, best first")
        if 2 * spaced[name] > cells[name]:
            ids = len(_BLANK_RUN.split(cell.strip(ID_BLANKS)))
            raise InputFormatError(source, line, f"column {name!r} holds {ids} blank-separated ids in "
                                   f"one cell ({cell[:40]!r}{'...' if len(cell) > 40 else ''}): a table of one row "
                                   f"per query, its ranking in one cell (a competition's submission such as "
                                   f"'{','.join(names[:3])}'), not one column per ranked list: write each query's ids "
                                   "as TREC run lines (qid Q0 docid rank score tag, the score falling with the rank) "
                                   "or give rankagg.Fuser each query's lists of ids, best first")


#: a person's name of two to six words, each letters with an apostrophe, hyphen or point inside and no digit ("O'Brien,
#: Siobhán", "Mary-Anne de la Cruz"): a competition's ranking in one cell holds ids with digits (hex, article numbers)
_PERSON_NAME = compiled(r"[^\W\d_][^\W\d_'’.-]*(?:['’.-][^\W\d_]+)*\.?,?(?:[ \t]+[^\W\d_][^\W\d_'’.-]*"
                        r"(?:['’.-][^\W\d_]+)*\.?,?){1,5}")
#: a percentage ("87%", "87.5 %") and a letter grade with its sign ("B+", "A-"), as an ATS or a survey writes a fit
_PERCENT = compiled(r"[+-]?[0-9]+(?:\.[0-9]+)?[ \u00a0]?%")
_GRADE = compiled(r"[A-F][+-]?")
#: a measurement with its unit, as a benchmark harness prints one: a time ("12.3ms", "0.45 s", "850us") or a speedup
#: with its decimals ("1.23x", "×1.07"); a column of them pasted where the configurations' names belong (u22d_)
_MEASURE = compiled(r"[+-]?[0-9]+(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?[ \u00a0]?(?:ns|us|µs|μs|ms|s|sec|secs|min)"
                    r"|[+-]?[0-9]+\.[0-9]+[ \u00a0]?[x×X]|[x×][ \u00a0]?[0-9]+\.[0-9]+")
#: a command line: a program, then its options, each starting with '-' ("clang -O3 -flto", "./bench --size=L")
_COMMAND_LINE = compiled(f"[^{re.escape(ID_BLANKS)}-][^{re.escape(ID_BLANKS)}]*"
                         f"(?:[{re.escape(ID_BLANKS)}]+-[^{re.escape(ID_BLANKS)}]*)+")


def check_value_cells(source: str, items: list[str], lists: list[str], lines: list[int]) -> None:
    """Refuse a column of values read as a list of items (u21j_fit_percent_csv_silent): an applicant tracker's fit
    written as percentages (``87%``) or letter grades (``A``, ``B+``) beside the candidates' ids.  Read as a list,
    ``87%`` and ``B+`` were fused as candidates (exit 0), or refused as a repeated item.  The sign, at the column's
    first line: every cell (two at least) a percentage, or every cell a letter grade and one at least signed (``A``,
    ``B``, ``C`` alone are a voting example's items)."""
    columns: dict[str, list[tuple[str, int]]] = {}
    for item, name, line in zip(items, lists, lines):
        columns.setdefault(name, []).append((item, line))
    for name, cells in columns.items():
        head = cells[0][0].strip(ID_BLANKS)
        if len(cells) < 2 or not (_PERCENT.fullmatch(head) or _GRADE.fullmatch(head) or _MEASURE.fullmatch(head)):
            continue  # a column of genes: its first cell says so, the others need no look
        texts = [c.strip(ID_BLANKS) for c, _ in cells]
        percent = all(_PERCENT.fullmatch(t) for t in texts)
        grades = all(_GRADE.fullmatch(t) for t in texts) and any(t[-1] in "+-" for t in texts)
        measures = all(_MEASURE.fullmatch(t) for t in texts)
        if len(cells) >= 2 and (percent or grades or measures):
            what = "percentages" if percent else "letter grades" if grades else "measurements with their unit"
            raise InputFormatError(source, cells[0][1], f"list {name!r} holds only {what} "
                                   f"({', '.join(t for t in texts[:3])}, ...): a value per row (an applicant "
                                   "tracker's fit, a rating, a benchmark's time or speedup), not ranked items; "
                                   "give each list's ids as a column, "
                                   "best first (the ids sorted by that value are one list), or the values as a long "
                                   "table (qid, docid, score, run) to rankagg.fuse")


def check_value_columns(source: str, numeric: dict[str, list[tuple[str, int]]], items: list[str], lists: list[str],
                        names: Sequence[str]) -> None:
    """Refuse a table of values read as a table of lists: one row per item, its name in one column and a whole number
    per column about it (a factor's percentile, a count, a score, a population), as a factor model, a screen or a
    spreadsheet exports them (u16q_cli_wide_percentiles, u16f's whole-number scores, u16u's places).  Read as lists,
    each column of values would be a list of the items '87', '45', ... ranked beside the names.

    A table of lists is recognised by what its lists share, not by signs of something else: its lists rank one kind
    of item.  The sign refused, at the column's first line: a list whose every item is a whole number, as long as a
    list of names beside it (one holding an item that is no number; 2 items at least), sharing no item with any list
    of names.  Read as lists, such a table fuses to nothing: no item is ranked by both kinds of list.  This reverses
    an earlier acceptance (Entrez ids beside symbols, each list as long as the other): a symbol column and an Entrez
    column of one length sharing no gene is one row per gene, an annotation table, far more often than two studies'
    lists in two namespaces, and two such lists fuse to no consensus either.  Lists of other lengths, or sharing an
    item, are read; a list given as its own file (``.grp``) is never compared with another."""
    sizes = Counter(lists)
    named = [n for n in names if n not in numeric and sizes.get(n, 0) >= 2]
    if not named:
        return
    lengths = {sizes[n] for n in named}
    name_items = {item for item, name in zip(items, lists) if name in named}
    for name, cells in numeric.items():
        if len(cells) in lengths and not any(i in name_items for i, _ in cells):
            beside = next(n for n in named if sizes[n] == len(cells))
            raise InputFormatError(source, cells[0][1], f"list {name!r} holds whole numbers "
                                   f"({', '.join(i for i, _ in cells[:4])}, ...) as long as the list of names "
                                   f"{beside!r} beside it and shares no item with it: a table with one row per item and "
                                   "a value per column (scores, counts, percentiles, ids of another kind), not ranked "
                                   "lists of one kind of item; give each list's items as a column, best first (ids "
                                   "mapped to one namespace), or the values as a long table (q_id, doc_id, score, "
                                   "run) to rankagg fuse")


def check_query_column(source: str, items: list[str], lists: list[str], lines: list[int]) -> None:
    """Refuse a run saved as a table of ids in ranked order, read as a table of lists (a Kaggle submission
    ``SearchId,PropertyId``: its query column was a list repeating '2' on every document of search 2, refused as 'item
    2 appears twice in list SearchId'): a column repeating its value on consecutive rows on half of them or more
    (:func:`rankagg.io.search_logs.repeated_query_column`), which no ranked list does; at its first repeat."""
    if not any(is_query_name(name) for name in set(lists)):
        return  # no list is named as a query's id: the table's cells are not walked
    columns: dict[str, list[str]] = {}
    at: dict[tuple[str, str], list[int]] = {}
    for item, name, line in zip(items, lists, lines):
        columns.setdefault(name, []).append(item)
        at.setdefault((name, item), []).append(line)
    found = repeated_query_column(columns)
    if found is None:
        return
    name, value = found
    raise InputFormatError(source, at[name, value][1], f"list {name!r} repeats {value!r} on consecutive rows (lines "
                           f"{at[name, value][0]} and {at[name, value][1]}), as a query's id on each of its documents: "
                           f"a run saved as a table of ids in ranked order (a competition's submission), not ranked "
                           f"lists: {RANKED_ID_FIX}")
