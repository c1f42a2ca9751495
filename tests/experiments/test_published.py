"""Published numbers declared in experiment files and rendered beside ours (issue 26, item 5)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from rankagg.experiments.published import published_table
from rankagg.experiments.render import render_text
from rankagg.experiments.render_tables import render_published, render_table
from rankagg.experiments.experiment_file import load_experiment

ROOT = Path(__file__).resolve().parents[2]

HEAD = 'name = "x"\ndatasets = ["MQ2008-agg", "MQ2007-agg"]\n[[rows]]\nlabel = "a"\nmethod = "rrf"\n'


def _load(tmp_path: Path, published: str):
    (tmp_path / "experiments").mkdir(exist_ok=True)
    p = tmp_path / "experiments" / "x.toml"
    p.write_text(HEAD + "[rows.published]\n" + published)
    return p, load_experiment(p)


def test_a_row_declares_its_published_numbers(tmp_path):
    _, exp = _load(tmp_path, 'source = "Paper 2013, Table 1"\nrow = "A"\ndigits = 3\n'
                             'MQ2008-agg = { "NDCG@5" = 0.451, MAP = 0.2 }\n')
    assert exp.rows[0].published == {"source": "Paper 2013, Table 1", "row": "A", "digits": 3,
                                      "values": {"MQ2008-agg": {"NDCG@5": 0.451, "MAP": 0.2}}}


@pytest.mark.parametrize(
    "body, message",
    [
        ('MQ2008-agg = { "NDCG@5" = 0.45 }\n', "non-empty 'source'"),
        ('source = " "\nMQ2008-agg = { "NDCG@5" = 0.45 }\n', "non-empty 'source'"),
        ('source = "P"\n', "no dataset's numbers"),
        ('source = "P"\nMQ2009 = { "NDCG@5" = 0.45 }\n', "dataset 'MQ2009', not a dataset of the row"),
        ('source = "P"\nMQ2008-agg = { "NDCG@5" = 45.15 }\n', r"in \[0, 1\] \(a percentage divided by 100\)"),
        ('source = "P"\nMQ2008-agg = { "NDCG@5" = -0.1 }\n', r"in \[0, 1\]"),
        ('source = "P"\nMQ2008-agg = { "NDCG@5" = true }\n', r"in \[0, 1\]"),
        ('source = "P"\nMQ2008-agg = { "NDCG@5" = "0.45" }\n', r"in \[0, 1\]"),
        ('source = "P"\nMQ2008-agg = { "ndcg@5" = 0.45 }\n', "write 'ndcg@5' as 'NDCG@5'"),
        ('source = "P"\nMQ2008-agg = { "NDCG@x" = 0.45 }\n', "NDCG@x"),
        ('source = "P"\nMQ2008-agg = { "Bogus" = 0.45 }\n', "unknown measure"),
        ('source = "P"\nMQ2008-agg = {}\n', "non-empty table"),
        ('source = "P"\nMQ2008-agg = 0.45\n', "non-empty table"),
        ('source = "P"\ndigits = 9\nMQ2008-agg = { "NDCG@5" = 0.45 }\n', "digits must be an integer 0..6"),
        ('source = "P"\nrow = 3\nMQ2008-agg = { "NDCG@5" = 0.45 }\n', "published.row must be a string"),
    ],
)
def test_bad_published_tables_name_the_file_the_row_and_the_key(tmp_path, body, message):
    with pytest.raises(ValueError, match=message) as err:
        _load(tmp_path, body)
    assert str(tmp_path / "experiments" / "x.toml") in str(err.value) and "rows[0]" in str(err.value)


def test_a_row_limited_to_some_datasets_publishes_only_on_them(tmp_path):
    p = tmp_path / "x.toml"
    p.write_text(HEAD + 'datasets = ["MQ2007-agg"]\n[rows.published]\nsource = "P"\nMQ2008-agg = { MAP = 0.4 }\n')
    with pytest.raises(ValueError, match="not a dataset of the row"):
        load_experiment(p)


def test_published_must_be_a_table(tmp_path):
    p = tmp_path / "x.toml"
    p.write_text(HEAD + 'published = "Paper 2013"\n')
    with pytest.raises(ValueError, match="published must be a table"):
        load_experiment(p)


PUB = {"source": "Paper 2013, Table 1", "row": "A|B", "digits": 4,
       "values": {"D": {"NDCG@5": 0.4515, "ERR": 0.3021}}}


def test_published_table_by_hand():
    # ours 0.41204 vs 0.4515: -0.03946 -> -0.0395; ERR 0.29391 vs 0.3021: -0.00819 -> -0.0082
    three = {"source": "Other 2010, Table 1(a)", "row": "", "digits": 3, "values": {"D": {"NDCG@2": 0.335}}}
    rows = [("ours|1", PUB, {"NDCG@5": 0.41204, "ERR": 0.29391, "MAP": 0.5}),
            ("two", three, {"NDCG@2": 0.46224}),
            ("not run", {**PUB, "row": ""}, None),
            ("elsewhere", {**PUB, "values": {"E": {"MAP": 0.1}}}, {"MAP": 0.2})]
    text = published_table("T", "D", rows, cell=lambda s: s.replace("|", "\\|"))
    lines = text.splitlines()
    assert lines[:11] == [
        "| method | NDCG@5 | ERR | NDCG@2 |",
        "|---|---:|---:|---:|",
        "| ours\\|1 | 0.4120 | 0.2939 |  |",
        "| &nbsp;&nbsp;published (A\\|B) | 0.4515 | 0.3021 |  |",
        "| &nbsp;&nbsp;difference | -0.0395 | -0.0082 |  |",
        "| two |  |  | 0.4622 |",
        "| &nbsp;&nbsp;published |  |  | 0.335 |",
        "| &nbsp;&nbsp;difference |  |  | +0.127 |",  # 0.46224 - 0.335 = 0.12724, at the paper's 3 decimals
        "| not run |  |  |  |",
        "| &nbsp;&nbsp;published | 0.4515 | 0.3021 |  |",
        "| &nbsp;&nbsp;difference |  |  |  |",
    ]
    assert "elsewhere" not in text  # no numbers on D
    assert "published: Paper 2013, Table 1; Other 2010, Table 1(a)." in text and "Not run yet: not run." in text
    with pytest.raises(ValueError, match="no row has published numbers on Z"):
        published_table("T", "Z", rows)


def _cells(table: str, label: str) -> list[str]:
    line = next(x for x in table.splitlines() if x.startswith(f"| {label} |"))
    return [c.strip().strip("*").rstrip("▲▼¹²") for c in line.strip("|").split("|")]


def test_committed_published_blocks_show_the_tables_numbers():
    """Ours in a published block are the experiment table's values (same result files), and the
    paper's are the declared ones: St.Agg_BC of Niu et al. 2013, Table 1 (MQ2007-agg: 0.4179 ...)."""
    exp = load_experiment(ROOT / "experiments" / "stagg_unsupervised.toml")
    block = render_published(exp, "MQ2007-agg")
    table = render_table(exp, "MQ2007-agg")
    label = "St.Agg_BC (Eq. 12, Eq. 11 as printed)"
    ours = _cells(block, label)
    assert ours[1:5] == _cells(table, label)[2:6]  # NDCG@5 NDCG@10 ERR RBP
    assert "| &nbsp;&nbsp;published (St.Agg_BC) | 0.4179 | 0.4384 | 0.3197 | 0.3347 |" in block
    diff = block.splitlines()[block.splitlines().index(next(x for x in block.splitlines() if x.startswith(f"| {label}"))) + 2]
    assert diff == "| &nbsp;&nbsp;difference | " + " | ".join(
        f"{float(o) - p:+.4f}" for o, p in zip(ours[1:5], (0.4179, 0.4384, 0.3197, 0.3347))) + " |"
    assert "CombMNZ" not in block  # no published numbers


def test_the_published_marker_renders_and_names_a_missing_table(tmp_path):
    exps = {"lragg": load_experiment(ROOT / "experiments" / "lragg.toml")}
    out = render_text("<!-- rankagg:published lragg MQ2008-agg -->\nOLD\n<!-- /rankagg:published -->\n", exps)
    assert "OLD" not in out and re.search(r"\| &nbsp;&nbsp;published \(LR-logR\) \| 0\.4281 \|", out)
    with pytest.raises(ValueError, match="needs a dataset"):
        render_text("<!-- rankagg:published lragg -->\n<!-- /rankagg:published -->\n", exps)
    exps["rags"] = load_experiment(ROOT / "experiments" / "rags.toml")
    with pytest.raises(ValueError, match=r"rags\.toml: no row has published numbers on MQ2008-agg"):
        render_text("<!-- rankagg:published rags MQ2008-agg -->\n<!-- /rankagg:published -->\n", exps)
