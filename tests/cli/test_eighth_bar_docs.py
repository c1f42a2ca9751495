"""Issue 45's eighth bar, what the docs promise: a rule stated in words (``--help``, docs/conventions.md) is the
rule the code follows.  The bar found two ``--help`` texts that said otherwise (``fuse --tag``: "default: method
name", where ``rankagg fuse`` writes ``rankagg-<method>``; ``evaluate --measures``: "Bpref needs rankagg[bench]",
where rankagg's NumPy provider computes Bpref and only infAP, SetP and SetR need pytrec_eval) and a page that listed
LETOR's refusals as every file's (a zero rank, a query split over the file: a TREC run has both, and trec_eval reads
it).  The cases are generated from the texts themselves: every default a help states, every measure it names, every
refusal the page lists, so a new option or measure is checked when its help is written."""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

import pytest

from rankagg.cli import build_parser, main

ROOT = Path(__file__).resolve().parents[2]
RUN = "1 Q0 a 1 3.0 t\n1 Q0 b 2 2.0 t\n1 Q0 c 3 1.0 t\n2 Q0 a 1 2.0 t\n2 Q0 d 2 1.0 t\n"
RUN2 = "1 Q0 b 1 3.0 u\n1 Q0 a 2 2.0 u\n2 Q0 d 1 2.0 u\n2 Q0 e 2 1.0 u\n"


def _commands() -> dict[str, argparse.ArgumentParser]:
    sub = next(a for a in build_parser()._actions if isinstance(a, argparse._SubParsersAction))
    return dict(sub.choices)


def _help(action: argparse.Action) -> str:
    return " ".join((action.help or "").split())


def _stated_defaults() -> list[tuple[str, str, object, str]]:
    """Every option of every command whose help states a default and whose parser holds one."""
    out = []
    for name, parser in _commands().items():
        for a in parser._actions:
            if "default" in _help(a) and a.default not in (None, argparse.SUPPRESS) and a.option_strings:
                out.append((name, a.option_strings[-1], a.default, _help(a)))
    return out


@pytest.mark.parametrize("command,option,default,text", _stated_defaults(), ids=lambda v: str(v)[:30])
def test_a_default_the_help_states_is_the_parsers(command, option, default, text):
    """``nested (default): ...`` or ``the fused score (default)`` names its choice; ``(default 1000)`` its value."""
    marked = re.search(r"((?:\w+ ){0,2}\w+) \(default\)", text)
    if marked:
        assert str(default) in marked.group(1).split(), f"{command} {option}: help marks {marked.group(1)!r}, parser has {default!r}"
    else:
        assert str(default) in text, f"{command} {option}: the parser's default {default!r} is not the help's ({text})"


def _fuse_help_tag() -> str:
    return _help(next(a for a in _commands()["fuse"]._actions if "--tag" in a.option_strings))


@pytest.mark.parametrize("method,name", [("rrf", "rrf"), ("rrf(k=20)", "rrf"), ("borda", "borda"),
                                         ("combsum(norm='zscore')", "combsum"), ("isr", "isr")])
def test_the_tag_help_states_the_tag_fuse_writes(tmp_path, method, name):
    """The help's default, ``rankagg-<method>``, with the method's name put in, is the tag of every written line."""
    pattern = re.search(r"default: (\S*<method>\S*?)[,;]", _fuse_help_tag())
    assert pattern, f"fuse --tag: the help states no tag pattern: {_fuse_help_tag()}"
    (tmp_path / "a.run").write_text(RUN)
    (tmp_path / "b.run").write_text(RUN2)
    out = tmp_path / "o.run"
    assert main(["fuse", str(tmp_path / "a.run"), str(tmp_path / "b.run"), "--method", method, "-o", str(out), "--quiet"]) in (0, None)
    assert {line.split()[5] for line in out.read_text().splitlines()} == {pattern.group(1).replace("<method>", name)}


def test_the_tag_help_states_the_model_tags():
    """A fused run's tag ends in -tuned (a model fitted on judgments) or -calibrated (rankagg calibrate): the help
    says both, as `rankagg.io.run_names.fused_tag` and the calibrated writer spell them."""
    from rankagg.io.run_names import fused_tag

    assert fused_tag("<method>", tuned=True) in _fuse_help_tag()
    assert "rankagg-<method>-calibrated" in _fuse_help_tag()


def _measures_help() -> str:
    return _help(next(a for a in _commands()["evaluate"]._actions if "--measures" in a.option_strings))


def test_the_measures_the_help_says_need_pytrec_eval_are_the_registrys():
    """Exactly the trec measures without a NumPy kernel (the catalogue's) need pytrec_eval."""
    import rankagg.evaluation.catalogue  # noqa: F401  (registers the measures)
    from rankagg.evaluation.registry import _ORDER

    need = [seg for seg in _measures_help().split(";") if " need" in seg]
    assert len(need) == 1, _measures_help()
    said = {w for w in re.findall(r"[A-Za-z]\w*", need[0].split(" need")[0]) if w != "and"}
    assert said == {d.name for d in _ORDER["trec"] if d.numpy is None}


def _named_measures() -> list[str]:
    listed = re.search(r"e\.g\. (.*?) \(", _measures_help()).group(1)
    default = re.search(r"default: ([^)]*)\)", _measures_help()).group(1)
    return sorted({m.strip("'") for m in (listed + " " + default).split()})


@pytest.mark.parametrize("measure", _named_measures())
def test_a_measure_the_help_names_needs_no_extra(monkeypatch, measure):
    """Each measure the help lists (its examples and its default) is computed with pytrec_eval not importable, and
    equals pytrec_eval's value where pytrec_eval has the measure (trec_eval's rules)."""
    run = {"1": {"a": 5.0, "b": 4.0, "c": 3.0, "x": 2.0}, "2": {"e": 3.0, "f": 2.0}}
    qrels = {"1": {"a": 2, "c": 1, "x": 0, "z": 1}, "2": {"f": 1, "e": 0}}
    import ir_measures

    import rankagg

    if measure == "RBP(p=0.8)":  # binary (docs/names.md), by hand: ir_measures needs cwl_eval for it
        want = (0.2 * (1 + 0.8 ** 2) + 0.2 * 0.8) / 2
    else:
        theirs = ir_measures.parse_measure(measure)
        want = ir_measures.calc_aggregate([theirs], qrels, run)[theirs]
    monkeypatch.setitem(sys.modules, "pytrec_eval", None)
    (got,) = rankagg.evaluate(run, qrels, [measure]).values()
    assert got == pytest.approx(want, abs=1e-12)


def test_the_evaluate_default_is_the_helps(tmp_path, capsys):
    """`rankagg evaluate` without --measures prints the measures its help lists as the default, in that order."""
    (tmp_path / "a.run").write_text(RUN)
    (tmp_path / "q.txt").write_text("1 0 a 1\n1 0 b 0\n2 0 d 2\n")
    main(["evaluate", "--qrels", str(tmp_path / "q.txt"), str(tmp_path / "a.run"), "--json"])
    import json

    printed = list(json.loads(capsys.readouterr().out))
    assert printed == re.search(r"default: ([^)]*)\)", _measures_help()).group(1).split()


# docs/conventions.md's "Bad input": each refusal the page lists for a TREC run, and each acceptance it states, with
# a file that shows it; each refusal it lists for a LETOR file only, with the TREC run that has it (read, as
# trec_eval reads it) and the LETOR file (refused at its line)
_TREC = {
    "a wrong field count": ("1 Q0 a 1 3.0 t\n1 Q0 b 2 2.0\n", 2),
    "non-numeric": ("1 Q0 a 1 3.0 t\n1 Q0 b 2 x2 t\n", 2),
    "NaN": ("1 Q0 a 1 3.0 t\n1 Q0 b 2 nan t\n", 2),
    "infinite score": ("1 Q0 a 1 3.0 t\n1 Q0 b 2 -inf t\n", 2),
    "a document twice in one list": ("1 Q0 a 1 3.0 t\n1 Q0 a 2 2.0 t\n", 2),
    "the rank column is not read": ("1 Q0 a -4 3.0 t\n1 Q0 b 0 2.0 t\n1 Q0 c 2.5 1.0 t\n", None),
    "a query may be split over the file": ("1 Q0 a 1 3.0 t\n2 Q0 a 1 2.0 t\n1 Q0 b 2 2.0 t\n", None),
}
_LETOR = {
    "negative or zero rank": ("0 qid:10 1:1 2:2 #docid = A\n1 qid:10 1:0 2:1 #docid = B\n", 2,
                              "1 Q0 a 1 3.0 t\n1 Q0 b 0 2.0 t\n"),
    "a query split over the file": ("0 qid:10 1:1 2:2 #docid = A\n1 qid:11 1:1 2:1 #docid = B\n1 qid:10 1:2 2:1 #docid = C\n", 3,
                                    "1 Q0 a 1 3.0 t\n2 Q0 a 1 2.0 t\n1 Q0 b 2 2.0 t\n"),
}


def _bad_input_text() -> tuple[str, str]:
    text = " ".join((ROOT / "docs" / "conventions.md").read_text().split())
    bullet = text.split("**Bad input**", 1)[1].split("Empty files", 1)[0]
    assert "In a TREC run" in bullet and "In a LETOR file" in bullet, bullet
    trec, letor = bullet.split("In a LETOR file", 1)
    return trec, letor


@pytest.mark.parametrize("phrase", sorted(_TREC))
def test_what_the_page_says_of_a_trec_run(tmp_path, capsys, phrase):
    content, line = _TREC[phrase]
    assert phrase in _bad_input_text()[0], f"docs/conventions.md does not say of a TREC run: {phrase}"
    run = tmp_path / "a.run"
    run.write_text(content)
    code = main(["fuse", str(run), "--method", "rrf", "-o", str(tmp_path / "o.run"), "--quiet"])
    if line is None:
        assert code in (0, None) and (tmp_path / "o.run").is_file()
    else:
        assert code == 2 and f"a.run:{line}" in capsys.readouterr().err


@pytest.mark.parametrize("phrase", sorted(_LETOR))
def test_what_the_page_says_of_a_letor_file_only(tmp_path, capsys, phrase):
    letor, line, trec = _LETOR[phrase]
    trec_text, letor_text = _bad_input_text()
    assert phrase in letor_text and phrase not in trec_text.replace("may be split", "")
    (tmp_path / "f.txt").write_text(letor)
    assert main(["fuse", "--letor", str(tmp_path / "f.txt"), "--method", "borda", "-o", str(tmp_path / "s.txt")]) == 2
    assert f"f.txt:{line}" in capsys.readouterr().err
    (tmp_path / "a.run").write_text(trec)
    assert main(["fuse", str(tmp_path / "a.run"), "--method", "rrf", "-o", str(tmp_path / "o.run"), "--quiet"]) in (0, None)
