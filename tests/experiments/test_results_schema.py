"""Every committed file under ``results/`` outside ``results/legacy/`` is in the results schema
(``docs/results-schema.md``) or on that page's list of files beside the records (issue 26, "Done when")."""

from __future__ import annotations

import fnmatch
import json
import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rankagg.experiments.results import validate_any

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "results-schema.md"


def listed_globs(doc: str) -> list[str]:
    """The path globs of the tables under "Every file under `results/`" (first column, in backticks)."""
    section = doc.split("## Every file under `results/`", 1)[1]
    return re.findall(r"^\| `(results/[^`]+)` \|", section, flags=re.M)


def outside_schema(root: Path, globs: list[str]) -> list[str]:
    """Files under ``root/results`` (legacy aside) that are neither valid records nor listed; each with why."""
    bad = []
    for path in sorted((root / "results").rglob("*")):
        rel = path.relative_to(root).as_posix()
        if not path.is_file() or rel.startswith("results/legacy/"):
            continue
        if any(fnmatch.fnmatchcase(rel, g) for g in globs):
            continue
        if path.suffix != ".json":
            bad.append(f"{rel}: not a JSON record and not listed in docs/results-schema.md")
            continue
        try:
            validate_any(json.loads(path.read_text(encoding="utf-8")), rel)
        except (ValueError, UnicodeDecodeError) as exc:
            bad.append(str(exc)[:200])
    return bad


def test_every_committed_result_is_in_the_schema():
    globs = listed_globs(DOC.read_text())
    assert "results/method_fingerprints.json" in globs and len(globs) >= 10
    bad = outside_schema(ROOT, globs)
    assert not bad, "files outside the results schema:\n" + "\n".join(bad)


def test_a_file_outside_the_schema_is_found(tmp_path):
    (tmp_path / "results" / "legacy").mkdir(parents=True)
    (tmp_path / "results" / "legacy" / "old.json").write_text("{}")  # legacy: never checked
    (tmp_path / "results" / "x").mkdir()
    (tmp_path / "results" / "x" / "table.md").write_text("| a |")
    (tmp_path / "results" / "x" / "old.json").write_text('{"test": {"NDCG@10": 0.5}}')
    (tmp_path / "results" / "x" / "curve.json").write_text(json.dumps(
        {"schema": "rankagg-results/1", "kind": "robustness", "dataset": "d", "robustness": {"x": [1, 2], "values": [0.1, 0.2]}}))
    bad = outside_schema(tmp_path, [])
    assert [b.split(":")[0] for b in bad] == ["results/x/old.json", "results/x/table.md"]
    assert outside_schema(tmp_path, ["results/x/*"]) == []


@settings(max_examples=150, deadline=None)
@given(st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=6),
                    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.sampled_from(
                        ["schema", "kind", "rows", "dataset", "robustness", "weights", "x", "values", "workload"]),
                        inner, max_size=4), max_leaves=10))
def test_any_json_is_valid_or_a_value_error(doc):
    try:
        validate_any(doc, "f.json")
    except ValueError as exc:
        assert str(exc).startswith("f.json: ")


@pytest.mark.parametrize("kind", ["robustness", "weights", "benchmark", "costs"])
def test_the_other_kinds_need_their_keys(kind):
    with pytest.raises(ValueError, match=f"kind '{kind}' misses keys"):
        validate_any({"schema": "rankagg-results/1", "kind": kind}, "f.json")
