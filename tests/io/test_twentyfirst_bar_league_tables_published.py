"""Issue 45's twenty-first bar (an analyst's meta-ranking of published university league tables): the meta-ranking
written under the name of the page it was meant for (``-o meta_ranking_2025.tex`` for the paper's table,
``meta_ranking_2025.md`` for the report, ``.rst``, ``.ipynb``, ``.yml``; ``--explain why.md``) was written as TREC
lines with exit 0 (u21u_out_latex_table, u21u_out_markdown_report, u21u_explain_markdown).  Each such name, as a
user types it, at every writer of lines and of models, is refused before any work; the names of a run stay free."""

from __future__ import annotations

import pytest

from rankagg.api.commands import check_fuse_outputs
from rankagg.api.preferences import check_table_output
from rankagg.cli import main
from rankagg.io.formats import writer_for
from rankagg.io.models import check_model_name

#: the pages an analyst's result is meant for, and the reader that would open each (none reads a TREC line)
PAGES = {".tex": "LaTeX", ".md": "Markdown", ".markdown": "Markdown", ".rst": "reStructuredText",
         ".ipynb": "Jupyter", ".yaml": "YAML", ".yml": "YAML"}
SPELLINGS = [lambda s: f"meta_ranking_2025{s}", lambda s: f"META{s.upper()}", lambda s: f"meta{s}.gz"]


@pytest.mark.parametrize("suffix", sorted(PAGES))
@pytest.mark.parametrize("kind", ["runs", "qrels", "rankings", "weights", "preferences"])
def test_a_writer_of_lines_refuses_a_pages_name(suffix, kind):
    for spell in SPELLINGS:
        name = spell(suffix)
        with pytest.raises(ValueError, match=rf"^-o {name}: .* which no \{suffix} reader reads .*{PAGES[suffix]}"):
            writer_for(name, kind)


@pytest.mark.parametrize("suffix", sorted(PAGES))
def test_the_explanation_the_table_and_a_model_refuse_it(suffix):
    with pytest.raises(ValueError, match=rf"^--explain why{suffix}: .*{PAGES[suffix]}"):
        check_fuse_outputs(None, f"why{suffix}")
    with pytest.raises(ValueError, match=rf"^-o table{suffix}: .*{PAGES[suffix]}"):
        check_table_output(f"table{suffix}")
    with pytest.raises(ValueError, match=rf"model{suffix}"):
        check_model_name(f"model{suffix}")


@pytest.mark.parametrize("name", ["meta.run", "meta.txt", "meta", "meta.run.gz", "meta.dat", "meta.trec",
                                  "meta_md", "meta.md.run", "tex.run"])
def test_a_runs_names_stay_free(name):
    assert writer_for(name, "runs").name
    check_fuse_outputs(None, "why.jsonl")


@pytest.mark.parametrize("name", ["meta_ranking_2025.tex", "meta_ranking_2025.md", "meta.yml"])
def test_the_command_writes_nothing_under_a_pages_name(tmp_path, capsys, name):
    run = tmp_path / "qs.run"
    run.write_text("2025 Q0 MIT 1 2 QS\n2025 Q0 ETH_Zurich 2 1 QS\n", encoding="utf-8")
    out = tmp_path / name
    assert main(["fuse", str(run), "--method", "borda", "-o", str(out), "--quiet"]) == 2
    err = capsys.readouterr().err
    assert f"-o {out}: " in err and "Traceback" not in err and len(err.strip().splitlines()) == 1, err
    assert not out.exists()
