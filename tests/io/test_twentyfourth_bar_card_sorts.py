"""Issue 45's twenty-fourth bar (a UX research team's card sorts and tree tests): a card-sorting tool's long export
and similarity matrix given as a table of lists are told for what they are, naming their columns; the team's XML
sitemaps, outlines and diagrams are named at every door; and outputs named for the team's tools are refused."""

from __future__ import annotations

import itertools

import pytest

from rankagg.cli import main
from rankagg.io.output_names import foreign_output
from tests.io.test_twentythird_bar_pabulib_votes import _write  # a file plain, gzipped or with a BOM and CRLF
from tests.door_files import root_line

def _refusal(capsys, path) -> str:
    """the one-line refusal of ``rankagg fuse PATH`` (a table of lists by its name), nothing written"""
    out = path.parent / "consensus.tsv"
    assert main(["fuse", str(path), "--method", "borda", "--quiet", "-o", str(out)]) == 2
    assert not out.exists()
    return capsys.readouterr().err.strip()


# --- a long table of rankings (a row per ranker and item) -----------------------------------------------------------

_RANKERS = ["P01", "P02", "P03"]
_CARDS = ["billing", "profile", "returns", "faq"]


def _long_rows(start: int, with_category: bool, by_card: bool) -> list[list[str]]:
    """each participant's cards, a prefix of a rotation of the cards (one abandoned after two), places from start, the
    rows in the order of place or of card"""
    rows = []
    for k, who in enumerate(_RANKERS):
        order = (_CARDS[k:] + _CARDS[:k])[: 2 if k == 1 else 4]
        mine = [[who, card] + (["Account"] if with_category else []) + [str(place)]
                for place, card in enumerate(order, start)]
        rows += sorted(mine, key=lambda r: r[1]) if by_card else mine
    return rows


#: (heading of the ranker, the item, the place) as the tools export them
_HEADINGS = [("Participant ID", "Card", "Position"), ("Respondent", "Option", "Rank"), ("voter", "project", "rank"),
             ("participant_id", "card_label", "position")]
LONG = list(itertools.product(_HEADINGS, (1, 0), (False, True), (",", "\t"), (False, True)))


@pytest.mark.parametrize("headings, start, with_category, sep, by_card", LONG)
def test_a_long_table_of_rankings_is_told_naming_its_columns(tmp_path, capsys, headings, start, with_category, sep,
                                                             by_card):
    ranker, item, place = headings
    header = [ranker, item] + (["Category"] if with_category else []) + [place]
    text = "\n".join(sep.join(r) for r in [header] + _long_rows(start, with_category, by_card)) + "\n"
    path = tmp_path / ("sorts.csv" if sep == "," else "sorts.tsv")
    path.write_text(text, encoding="utf-8")
    message = _refusal(capsys, path)
    assert (f"{path}:1" in message or f"{path}:2" in message) and "\n" not in message
    assert "long table" in message and all(repr(h) in message for h in header)
    assert f"{place!r} as rank" in message and f"{ranker!r}" in message.split("as run")[0]


@pytest.mark.parametrize("start", [1, 0])
def test_a_long_table_whose_first_ranker_ranks_many_cards_is_told_by_the_lists_reader(tmp_path, capsys, start):
    # 60 cards before the places start again: past the rows the runs door looks at, the lists reader tells it
    rows = [f"P{k},card{c:02d},{(7 * c + k) % 60 + start}" for k in (1, 2) for c in range(60)]
    path = tmp_path / "sorts.csv"
    path.write_text("\n".join(["participant,card,position"] + rows) + "\n", encoding="utf-8")
    message = _refusal(capsys, path)
    assert f"{path}:2" in message and "long table of rankings" in message
    assert all(repr(h) in message for h in ("participant", "card", "position"))
    assert ("plus 1" in message) == (start == 0)


def test_a_table_of_lists_that_merely_repeats_a_number_is_not_called_long(tmp_path, capsys):
    # a column of Entrez ids that repeats one id: a duplicate in a list, as before
    path = tmp_path / "lists.csv"
    path.write_text("studyA,studyB\n7157,672\n1956,7157\n7157,1956\n1,2\n", encoding="utf-8")
    message = _refusal(capsys, path)
    assert f"{path}:" in message and "long table of rankings" not in message


# --- a similarity or distance matrix --------------------------------------------------------------------------------

_NAMES = ["Billing", "Profile", "Returns", "FAQ"]


def _matrix(corner: str, diagonal: str, lower: bool) -> str:
    rows = [",".join([corner] + _NAMES)]
    for i, a in enumerate(_NAMES):
        cells = [diagonal if i == j else ("" if lower and j > i else str(10 * (i + j + 1))) for j in range(len(_NAMES))]
        rows.append(",".join([a] + cells))
    return "\n".join(rows) + "\n"


MATRICES = list(itertools.product(("", "Card", "card_label"), ("100", "1.0", "0"), (False, True)))


@pytest.mark.parametrize("corner, diagonal, lower", MATRICES)
def test_a_similarity_matrix_is_told_as_one(tmp_path, capsys, corner, diagonal, lower):
    path = tmp_path / "similarity.csv"
    path.write_text(_matrix(corner, diagonal, lower), encoding="utf-8")
    message = _refusal(capsys, path)
    assert (f"{path}:2" in message or f"{path}:1" in message) and "similarity or distance matrix" in message


def test_a_table_of_lists_is_still_read(tmp_path):
    path = tmp_path / "sort.csv"
    path.write_text("P01,P02,P03\nbilling,profile,billing\nprofile,billing,profile\nfaq,faq,\n", encoding="utf-8")
    out = tmp_path / "c.tsv"
    assert main(["fuse", str(path), "--method", "borda", "--quiet", "-o", str(out)]) == 0
    # by hand Borda (n = 3): billing 3+2+3, profile 2+3+2, faq 1+1+(3-2+1)/2
    assert [ln.split("\t")[2] for ln in out.read_text().splitlines()[1:]] == ["billing", "profile", "faq"]


# --- the team's XML files at the runs and qrels doors ---------------------------------------------------------------

_XML = {
    "OPML": '<?xml version="1.0" encoding="UTF-8"?>\n<opml version="2.0">\n<head><title>Nav</title></head>\n</opml>\n',
    "draw.io": '<mxfile host="app.diagrams.net">\n<diagram name="Sitemap" id="a1">\n</diagram>\n</mxfile>\n',
    "draw.io ": '<mxGraphModel dx="1000" dy="800">\n<root><mxCell id="0"/></root>\n</mxGraphModel>\n',
    "FreeMind": '<map version="1.0.1">\n<!-- To view this file, download FreeMind -->\n<node TEXT="Home"/>\n</map>\n',
    "GraphML": '<?xml version="1.0"?>\n<graphml xmlns="http://graphml.graphdrawing.org/xmlns">\n</graphml>\n',
    "XML sitemap": '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/'
                   '0.9">\n<url><loc>https://shop.example/help</loc></url>\n</urlset>\n',
}
DOORS = [(tool, name, form) for tool in _XML for name, form in (("nav.xml", "plain"), ("nav.txt", "plain"),
                                                                 ("nav.xml.gz", "gzip"), ("nav.xml", "windows"))]


@pytest.mark.parametrize("tool, name, form", DOORS)
def test_a_ux_tools_xml_file_is_named_as_runs_and_as_qrels(tmp_path, capsys, tool, name, form):
    path = tmp_path / name
    _write(path, _XML[tool], form)
    (tmp_path / "a.run").write_text("account Q0 billing 1 2 a\n")
    assert main(["fuse", str(path), "--quiet", "-o", str(tmp_path / "c.run")]) == 2
    assert main(["evaluate", "--qrels", str(path), str(tmp_path / "a.run")]) == 2
    errs = capsys.readouterr().err.strip().splitlines()
    assert len(errs) == 2 and all(f"{path}:{root_line(_XML[tool])}" in e and tool.strip() in e for e in errs)
    assert not (tmp_path / "c.run").exists()


def test_another_xml_root_is_left_to_the_other_recognisers():
    from rankagg.io.diagram_shapes import diagram_shape
    assert diagram_shape(["<map>", "<node/>"]) is None  # no FreeMind version: some other tool's map
    assert diagram_shape(['<?xml version="1.0"?>', "<mzML>"]) is None


# --- outputs named for the team's tools -----------------------------------------------------------------------------

UX_OUTPUTS = [".rtb", ".graphml", ".excalidraw", ".tldr", ".gliffy", ".xd", ".penpot", ".mindnode", ".itmz", ".smmx",
              ".emmx", ".mup", ".cmap"]


@pytest.mark.parametrize("suffix", UX_OUTPUTS)
@pytest.mark.parametrize("form", ["consensus{}", "CONSENSUS{}", "consensus{}.gz"])
def test_an_output_named_for_a_ux_tool_is_refused(suffix, form):
    assert foreign_output(form.format(suffix.upper() if form.isupper() else suffix)) == suffix


@pytest.mark.parametrize("suffix", [".rtb", ".graphml", ".xd", ".mindnode"])
def test_fuse_writes_nothing_under_such_a_name(tmp_path, capsys, suffix):
    (tmp_path / "a.run").write_text("account Q0 billing 1 2 a\naccount Q0 faq 2 1 a\n")
    out = tmp_path / f"nav{suffix}"
    assert main(["fuse", str(tmp_path / "a.run"), "--method", "rrf", "--quiet", "-o", str(out)]) == 2
    assert f"nav{suffix}" in capsys.readouterr().err and not out.exists()
