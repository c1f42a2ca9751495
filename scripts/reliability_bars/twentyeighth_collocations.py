"""Issue 45's twenty-eighth bar of scripts/reliability_matrix.py, a corpus linguistics team's ranking of collocations across association measures (CoNLL-U, CQP, Sketch Engine, AntConc) (its cases, ids ``u28c_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The team's day: each node word with its part of speech (``make_VERB``) is a query, each collocate a document, the
runs association measures (G2, MI, logDice).  This first part holds the corpus tools' own files given where runs and
qrels are read, written byte for byte as the tools write them."""

from __future__ import annotations

from .case import Case, command_cases

TWENTYEIGHTH_COLLOCATIONS = "45 Unseen inputs: a twenty-eighth bar, a corpus linguistics team's ranking of collocations across association measures (CoNLL-U, CQP, Sketch Engine, AntConc)"

_OUT = ("fused.run",)
_RUN = ("make_VERB Q0 decision 1 14.2 logDice\nmake_VERB Q0 sure 2 13.1 logDice\n"
        "make_VERB Q0 difference 3 12.7 logDice\n")
_CONLLU = ("# sent_id = ewt-0001\n# text = They made a decision.\n"
           "1\tThey\tthey\tPRON\tPRP\tCase=Nom|Number=Plur\t2\tnsubj\t_\t_\n"
           "2\tmade\tmake\tVERB\tVBD\tMood=Ind|Tense=Past\t0\troot\t_\t_\n"
           "3\ta\ta\tDET\tDT\tDefinite=Ind\t4\tdet\t_\t_\n"
           "4\tdecision\tdecision\tNOUN\tNN\tNumber=Sing\t2\tobj\t_\tSpaceAfter=No\n"
           "5\t.\t.\tPUNCT\t.\t_\t2\tpunct\t_\t_\n\n")
_VERTICAL = ('<doc id="bnc_A00">\n<s>\nThey\tPP\tthey\nmade\tVVD\tmake\na\tAT0\ta\ndecision\tNN1\tdecision\n'
             '.\tSENT\t.\n</s>\n</doc>\n')
_SKETCH = ('"corpus: English Web 2020 (enTenTen20)"\n"subcorpus: -"\n"lemma: make"\n"pos: verb"\n'
           '"Item","Freq","Score"\n"decision","41233","9.87"\n"sure","39112","9.55"\n')
_ANTCONC = ("Rank\tFreq\tFreq(L)\tFreq(R)\tStat\tCollocate\n1\t412\t12\t400\t7.912\tdecision\n"
            "2\t391\t5\t386\t7.441\tsure\n")
_NLTK = "[(('make', 'decision'), 14.23), (('make', 'sure'), 13.07), (('take', 'place'), 12.9)]\n"
_FREQ = "the\t6187267\nof\t2941444\nand\t2682863\n"


def twentyeighth_bar_collocations_cases() -> list[Case]:
    G = TWENTYEIGHTH_COLLOCATIONS
    cli_ok, cli_bad = command_cases(G, outputs=_OUT)
    cases: list[Case] = []
    files = [("u28c_conllu", "en_ewt-ud-train.conllu", _CONLLU, "en_ewt-ud-train.conllu:", "CoNLL-U"),
             ("u28c_vertical", "bnc.vert", _VERTICAL, "bnc.vert:1", "vertical"),
             ("u28c_sketch_csv", "collocations_make.csv", _SKETCH, "collocations_make.csv:", "Sketch Engine"),
             ("u28c_antconc", "antconc_results.txt", _ANTCONC, "antconc_results.txt:1", "AntConc"),
             ("u28c_nltk_tuples", "bigrams.txt", _NLTK, "bigrams.txt:1", "NLTK"),
             # a word and its count is a shape many files share (a weights file's 'NAME WEIGHT' too): no recogniser
             # can tell which tool wrote it, so the clear error is the reader's, at its file and line, with the fields
             # it expects and found (corrected at the merge: the case asked for 'frequency list')
             ("u28c_freq_list", "wordlist.txt", _FREQ, "wordlist.txt:1", "found 2")]
    for cid, name, content, where, tool in files:
        cases.append(cli_bad(
            cid + "_as_run", f"rankagg fuse {name} logdice.run -o fused.run: the corpus tool's file given as a run",
            ["fuse", name, "logdice.run", "--method", "rrf", "-o", "fused.run"],
            {name: content, "logdice.run": _RUN}, where, tool,
            why="trec_eval refuses a run line of other than six fields; named at its file, line and tool"))
        cases.append(cli_bad(
            cid + "_as_qrels", f"rankagg evaluate logdice.run --qrels {name}: the corpus tool's file as judgements",
            ["evaluate", "logdice.run", "--qrels", name], {name: content, "logdice.run": _RUN}, where, tool, outputs=(),
            why="trec_eval refuses a qrels line of other than four fields; named at its file, line and tool"))
    for suffix in ("conllu", "vert", "vrt"):
        cases.append(cli_bad(
            f"u28c_output_{suffix}", f"rankagg fuse a.run b.run -o fused.{suffix}: the fused order named for a "
            "corpus format", ["fuse", "a.run", "b.run", "--method", "rrf", "-o", f"fused.{suffix}"],
            {"a.run": _RUN, "b.run": _RUN}, f"fused.{suffix}", outputs=(f"fused.{suffix}",),
            why="docs/conventions.md: an output named for another tool's format is refused before anything is written"))
    return cases
