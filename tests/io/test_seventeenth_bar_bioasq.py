"""Issue 45's seventeenth bar, a biomedical QA team's BioASQ rankings (u17b): phase B list answers, one entity a line
in ``.txt`` files as docs/genes.md reads one-list files, whose first entity holds blanks ('epidermal growth factor') or
is numbered ('1. EGF').  Such a file is no gene list (one item a line), so the inputs were taken for runs, and
``-o answers.csv`` (a significance table's name) was refused naming only the output and the inputs: not the line
that made the file a run.  Every refused output name of every such file now names its file and line (the first
entity's, after any blank or ``#`` comment lines, at LF, CRLF or CR ends, gzip read), and a file that is a gene list,
or a run, gets no such line."""

from __future__ import annotations

import gzip

import pytest

from rankagg.cli import main

ENTRIES = {  # what the team's script wrote first: fields by ASCII blanks, as every reader splits them
    "multiword": ("epidermal growth factor", 3),
    "numbered": ("1. EGF", 2),
    "numbered_multiword": ("1) transforming growth factor alpha", 5),
    "entity_and_synonym": ("EGF\tepidermal growth factor", 4),
    "header": ("Entity Name", 2),
}
PREFIXES = {"none": ("", 0), "comment": ("# BioASQ 12b, batch 3\n", 1), "blanks": ("\n  \n", 2),
            "comment_and_blank": ("#q 55031181e9bde69634000014\n\n", 2)}
ENDS = ("\n", "\r\n", "\r")
REFUSED_OUTPUTS = ("answers.csv", "answers.tsv", "answers.json", "answers.jsonl", "answers.csv.gz")
REST = ("TGF-alpha", "amphiregulin", "betacellulin")


def _write(path, text: str, gz: bool) -> None:
    path.write_bytes(gzip.compress(text.encode()) if gz else text.encode())


def _run(capsys, argv: list[str]) -> tuple[int, str]:
    code = main(argv)
    return code, capsys.readouterr().err


@pytest.mark.parametrize("entry", ENTRIES)
@pytest.mark.parametrize("prefix", PREFIXES)
@pytest.mark.parametrize("end", ENDS)
def test_the_refusal_names_the_line_that_made_a_list_a_run(tmp_path, capsys, entry, prefix, end):
    first, fields = ENTRIES[entry]
    lead, skipped = PREFIXES[prefix]
    text = lead.replace("\n", end) + end.join((first, *REST)) + end
    _write(tmp_path / "s1.txt", text, gz=False)
    (tmp_path / "s2.txt").write_text("TGF-alpha\nepiregulin\n")
    out = tmp_path / "answers.csv"
    code, err = _run(capsys, ["fuse", str(tmp_path / "s1.txt"), str(tmp_path / "s2.txt"), "-o", str(out)])
    line = skipped + 1  # by hand: the lines before the entity are blank or comments
    assert code == 2 and f"{tmp_path / 's1.txt'}:{line} holds {fields} fields" in err, err
    assert len(err.strip().splitlines()) == 1 and not out.exists()


@pytest.mark.parametrize("output", REFUSED_OUTPUTS)
@pytest.mark.parametrize("gz", [False, True])
def test_every_refused_output_name_and_gzip(tmp_path, capsys, output, gz):
    name = "s3.txt.gz" if gz else "s3.txt"
    _write(tmp_path / name, "# answers\n" + "\n".join(("1. EGF", "2. TGF-alpha")) + "\n", gz)
    out = tmp_path / output
    code, err = _run(capsys, ["fuse", str(tmp_path / name), "-o", str(out)])
    assert code == 2 and f"{tmp_path / name}:2 holds 2 fields ('1. EGF')" in err, err
    assert not out.exists()


def test_utf16_text_is_named_at_its_line(tmp_path, capsys):
    """Excel's 'Unicode Text' (UTF-16): a table of lists, tab separated, is taken for a run and now named at its line
    (u12g_excel_unicode_text_r named the inputs only); a one-list file of it is a list whose reader names it."""
    (tmp_path / "t.txt").write_bytes("study1\tstudy2\r\nTP53\tMYC\r\n".encode("utf-16"))
    code, err = _run(capsys, ["fuse", str(tmp_path / "t.txt"), "-o", str(tmp_path / "o.tsv")])
    assert code == 2 and f"{tmp_path / 't.txt'}:1 holds NUL bytes" in err, err
    (tmp_path / "s.txt").write_bytes("EGF\r\nTGFA\r\n".encode("utf-16"))
    code, err = _run(capsys, ["fuse", str(tmp_path / "s.txt"), "-o", str(tmp_path / "o.tsv")])
    assert code == 2 and f"{tmp_path / 's.txt'}:1: UTF-16" in err, err


def test_a_gene_list_is_fused_and_a_run_gets_no_line(tmp_path, capsys):
    """The controls: one-item lines are a gene list (the table is written); a TREC run named .txt is a run, refused
    under a table's name as before, with no list line named."""
    for i, items in enumerate((["EGF", "TGFA", "AREG"], ["TGFA", "EGF", "EREG"]), 1):
        (tmp_path / f"g{i}.txt").write_text("\n".join(items) + "\n")
    out = tmp_path / "answers.csv"
    code, err = _run(capsys, ["fuse", str(tmp_path / "g1.txt"), str(tmp_path / "g2.txt"), "--method", "rrf", "-o",
                              str(out), "--quiet"])
    assert code == 0 and out.read_text().splitlines()[1].split(",")[2] in ("EGF", "TGFA"), err
    (tmp_path / "r.txt").write_text("q1 Q0 d1 1 2.0 r\nq1 Q0 d2 2 1.0 r\n")
    code, err = _run(capsys, ["fuse", str(tmp_path / "r.txt"), "-o", str(tmp_path / "o.csv")])
    assert code == 2 and "taken for runs" in err and "holds" not in err, err
