"""Issue 45's eleventh bar (ids, names and tags in every script): a run's name is the run's tag (or its file
name), one TREC token, so it may hold any character but an ASCII blank, ``=`` and ``,`` included (``k1=0.9``,
``bm25,rm3``: TREC tags often carry their parameters).  The two weights syntaxes of docs/trec.md,
``--weights NAME=W,...`` and a weights file's ``NAME W`` / ``NAME=W`` lines, must read such a name as the run
reader does: the case ``u11u_weights_cli_name_with_equals`` was refused (``weight of 'k' is not a number:
'60=2'``), ``u11u_weights_file_name_with_equals`` too (``expected 'NAME WEIGHT'``), and ``'my\\u00a0=2'`` lost
its no-break space to ``str.strip``.  The rule (``rankagg.io.run_weights``): the weight is after an item's last
``=``; a list piece without ``=`` begins a name holding ``,``; names keep all but ASCII blanks at their ends."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings, strategies as st

from rankagg.api.fusion_spec import read_weights
from rankagg.cli import main

# characters a TREC token may hold (no ASCII blank), the separators of the two syntaxes among them
PIECES = st.sampled_from(list("ab7=,.#:_-") + ["\u00a0", "\u3000", "caf\u00e9", "e\u0301", "密", "\u200b", "👩\u200d💻"])
NAMES = st.lists(PIECES, min_size=1, max_size=8).map("".join).filter(lambda n: n[0] not in "=#" and n[-1] not in "=")
WEIGHTS = st.sampled_from([0.5, 1.0, 2.0, 3.25, 1e-3])


def listable(name: str) -> bool:
    """A name the list syntax can carry: no ',' after an '=' (``a=b,c=2`` reads as a=b and c=2: such a name goes
    in a weights file), no ',' at its ends."""
    return "," not in name.split("=", 1)[-1] if "=" in name else not (name.startswith(",") or name.endswith(","))


@settings(max_examples=50, deadline=None)
@given(st.dictionaries(NAMES.filter(listable), WEIGHTS, min_size=1, max_size=4))
def test_list_syntax_reads_every_listable_name(weights: dict[str, float]) -> None:
    spec = ",".join(f"{name}={w!r}" for name, w in weights.items())
    assert dict(read_weights(spec)) == weights


@settings(max_examples=50, deadline=None)
@given(st.dictionaries(NAMES, WEIGHTS, min_size=1, max_size=4), st.sampled_from(["{} {}", "{}={}", "{} = {}", "{}\t{}"]))
def test_file_lines_read_every_name(tmp_path_factory, weights: dict[str, float], form: str) -> None:
    path = tmp_path_factory.mktemp("w") / "w.txt"
    path.write_text("# weights\n" + "".join(form.format(n, w) + "\n" for n, w in weights.items()), encoding="utf-8")
    assert dict(read_weights(str(path))) == weights


@pytest.mark.parametrize("name", ["k=60", "k1=0.9", "bm25,rm3", "a,b=c", "my\u00a0run", "run\u00a0", "密,集=1"])
def test_fuse_weighs_the_named_run(tmp_path, name: str) -> None:
    """End to end (``rankagg fuse --weights``, both syntaxes): weight 2 on the run tagged ``name``, RRF by hand."""
    (tmp_path / "a.run").write_text("".join(f"1 Q0 d{i} {i} {9 - i}.0 {name}\n" for i in (1, 2, 3)), encoding="utf-8")
    (tmp_path / "b.run").write_text("".join(f"1 Q0 d{i} {4 - i} {i}.0 other\n" for i in (2, 3, 4)), encoding="utf-8")
    (tmp_path / "w.txt").write_text(f"{name} 2\nother 1\n", encoding="utf-8")
    want = {f"d{i}": 2 / (60 + i) for i in (1, 2, 3)}
    for i in (2, 3, 4):
        want[f"d{i}"] = want.get(f"d{i}", 0.0) + 1 / (60 + 5 - i)
    specs = [str(tmp_path / "w.txt")] + ([f"{name}=2,other=1"] if listable(name) else [])
    for spec in specs:
        out = tmp_path / "o.run"
        assert main(["fuse", str(tmp_path / "a.run"), str(tmp_path / "b.run"), "--method", "rrf", "--weights", spec,
                     "--quiet", "-o", str(out)]) in (0, None)
        got = {f[2]: float(f[4]) for f in (ln.split() for ln in out.read_text(encoding="utf-8").splitlines())}
        assert got.keys() == want.keys() and all(got[d] == pytest.approx(want[d], rel=1e-5) for d in want), spec


def test_json_weights_keep_nfc_and_nfd_apart(tmp_path) -> None:
    """A JSON weights file keys runs by their bytes: 'café' in NFC and in NFD are two runs."""
    path = tmp_path / "w.json"
    path.write_text(json.dumps({"caf\u00e9": 3, "cafe\u0301": 1}), encoding="utf-8")
    assert dict(read_weights(str(path))) == {"caf\u00e9": 3.0, "cafe\u0301": 1.0}


@pytest.mark.parametrize("name", ["#1", "#bm25", "#k=60", "##"])
@pytest.mark.parametrize("form", ["{} 2", "{}=2", "{} = 2"])
def test_a_commented_weight_line_never_weighs_a_hash_tag_one(tmp_path, name: str, form: str) -> None:
    """A tag may start with '#' (trec_eval reads it: the last field); a weights file line '#1 2' is a comment by the
    file's rule, so the run tagged '#1' is refused naming the line, never weighed 1 in silence
    (``u11u_weights_file_hash_tag``).  A comment that reads as no weight, or names no run, stays a comment."""
    (tmp_path / "a.run").write_text(f"1 Q0 d1 1 3.0 {name}\n1 Q0 d2 2 2.0 {name}\n", encoding="utf-8")
    (tmp_path / "b.run").write_text("1 Q0 d2 1 3.0 other\n", encoding="utf-8")
    (tmp_path / "w.txt").write_text("# weights\n" + form.format(name) + "\nother 1\n", encoding="utf-8")
    argv = ["fuse", str(tmp_path / "a.run"), str(tmp_path / "b.run"), "--method", "rrf", "--quiet", "-o", str(tmp_path / "o.run")]
    assert main([*argv, "--weights", str(tmp_path / "w.txt")]) == 2
    assert not (tmp_path / "o.run").exists()
    (tmp_path / "w.txt").write_text("# weights 2\n#" + form.format("other") + "\nother 1\n", encoding="utf-8")
    assert main([*argv, "--weights", str(tmp_path / "w.txt")]) in (0, None)
