"""Issue 45's twenty-first bar (an analyst's meta-ranking of published university league tables): the meta-ranking
written under the name of the page it was meant for (``-o meta_ranking_2025.tex`` for the paper's table,
``meta_ranking_2025.md`` for the report, ``.rst``, ``.ipynb``, ``.yml``; ``--explain why.md``) was written as TREC
lines with exit 0 (u21u_out_latex_table, u21u_out_markdown_report, u21u_explain_markdown).  Each such name, as a
user types it, at every writer of lines and of models, is refused before any work; the names of a run stay free.

A table whose first line is Excel's separator hint (``sep=,``, added so that Excel opens it in a locale whose
separator is ';') was refused as "an empty column name" (u21u_lists_excel_sep_hint_comma); pandas and R read the
hint as the header and the table's header as a row.  Each spelling of the hint, at each door of delimited tables
(tables of lists, comparison tables), is refused naming the file's line and the hint."""

from __future__ import annotations

import itertools

import pytest

from rankagg.api.commands import check_fuse_outputs
from rankagg.api.preferences import check_table_output
from rankagg.cli import main
from rankagg.io.formats import writer_for
from rankagg.io.gene_lists import gene_table_blocks
from rankagg.io.models import check_model_name
from rankagg.io.pairwise import read_comparisons

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


#: the hint as Excel writes it (its separator after 'sep='), upper-cased and quoted as other exporters write it
HINTS = {"sep=,": ",", "sep=;": ";", "SEP=,": ",", '"sep=,"': ",", "sep=\t": "\t"}
LISTS = "QS 2025{s}THE 2025\nMIT{s}University_of_Oxford\nUniversity_of_Oxford{s}MIT\nETH_Zurich{s}Caltech\n"
COMPARISONS = "query{s}item_a{s}item_b{s}outcome\n2025{s}MIT{s}ETH_Zurich{s}win\n2025{s}Caltech{s}MIT{s}loss\n"
DOORS = {"lists": (LISTS, lambda path: list(gene_table_blocks(path))), "comparisons": (COMPARISONS, read_comparisons)}


@pytest.mark.parametrize("hint, door, crlf, bom", list(itertools.product(sorted(HINTS), sorted(DOORS), (False, True),
                                                                          (False, True))))
def test_excels_separator_hint_is_named_at_its_line(tmp_path, hint, door, crlf, bom):
    table, read = DOORS[door]
    sep = HINTS[hint]
    text = hint + "\n" + table.format(s=sep)
    text = ("\ufeff" if bom else "") + (text.replace("\n", "\r\n") if crlf else text)
    path = tmp_path / ("tables.tsv" if sep == "\t" else "tables.csv")
    path.write_text(text, encoding="utf-8", newline="")
    with pytest.raises(ValueError, match=rf"tables\.[ct]sv:1: .*{hint[:4]}.* Excel's separator hint") as err:
        read(str(path))
    assert "\n" not in str(err.value)


@pytest.mark.parametrize("door", sorted(DOORS))
def test_a_heading_that_starts_with_sep_is_no_hint(tmp_path, door):
    table, read = DOORS[door]
    text = table.format(s=",").replace("QS 2025", "sep=QS", 1).replace("query,", "sep=query,", 1)
    path = tmp_path / "tables.csv"
    path.write_text(text, encoding="utf-8")
    try:
        read(str(path))
    except ValueError as e:  # the comparison table's own refusal of an unknown column, never the hint's
        assert "separator hint" not in str(e), e
