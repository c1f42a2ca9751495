"""Issue 45 (the thirty-first bar's rows on the base: 25 XML files were told "expected 6 fields, found 3" at the
declaration's line): any XML document that no field's recogniser knows is named at every door (runs, qrels, weights;
plain and gzipped) as an XML document, by its root element and the namespace or schema it declares, at the root's
line; TREC's own SGML (topics, document collections) and HTML by what they are.  A run or qrels line whose ids hold
'<' is never taken for markup."""

import gzip

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import rankagg
from rankagg.cli import main
from rankagg.io.xml_head import xml_document_head
from tests.door_files import refusal_through_the_api

RUN = "q1 Q0 d1 1 0.9 bm25\nq1 Q0 d2 2 0.5 bm25\n"

NAMES = st.from_regex(r"[A-Za-z_][A-Za-z0-9_.-]{0,11}", fullmatch=True).filter(lambda n: not n.lower().startswith("xml"))
URIS = st.from_regex(r"(urn:[a-z]{2,8}:[a-z0-9.:]{1,20}|https?://[a-z]{3,10}\.org/[a-z0-9/]{1,20})", fullmatch=True)
PROLOGS = st.lists(st.sampled_from(['<?xml version="1.0" encoding="UTF-8"?>', "<!-- exported 2026-11-27 -->",
                                    '<?xml-stylesheet type="text/xsl" href="a.xsl"?>', "<!DOCTYPE r SYSTEM 'r.dtd'>",
                                    ""]), max_size=3)


def _document(prolog: list[str], prefix: str | None, name: str, uri: str | None) -> tuple[str, int, str]:
    """The text, the root's line and the root's name as written."""
    root = f"{prefix}:{name}" if prefix else name
    declared = "" if uri is None else f' xmlns{":" + prefix if prefix else ""}="{uri}"'
    head = "\n".join(prolog)
    text = (head + "\n" if head else "") + f'<{root}{declared} version="2">\n  <child a="1"/>\n</{root}>\n'
    return text, len(prolog) + 1 if head else 1, root


@settings(max_examples=60, deadline=None)
@given(prolog=PROLOGS, prefix=st.one_of(st.none(), NAMES), name=NAMES, uri=st.one_of(st.none(), URIS))
def test_any_xml_document_is_named_by_its_root_and_namespace(prolog, prefix, name, uri):
    text, line, root = _document(prolog, prefix, name, uri)
    found = xml_document_head(text)
    assert found is not None
    at, reason = found
    assert at == line and f"<{root}>" in reason
    assert (f"in the namespace {uri}" in reason) == (uri is not None), reason


def test_a_namespace_of_another_prefix_is_not_the_roots():
    text = '<a:r xmlns="urn:default" xmlns:b="urn:b" xmlns:a="urn:a">\n</a:r>\n'
    assert "in the namespace urn:a," in xml_document_head(text)[1]
    text = '<r xmlns:b="urn:b">\n</r>\n'
    assert "namespace" not in xml_document_head(text)[1]


def test_a_schema_location_names_a_document_without_a_namespace():
    text = ('<?xml version="1.0"?>\n<report xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" '
            'xsi:noNamespaceSchemaLocation="https://example.org/report-1.3.xsd">\n</report>\n')
    line, reason = xml_document_head(text)
    assert line == 2 and "report-1.3.xsd" in reason and "<report>" in reason


@pytest.mark.parametrize("text, what, line", [
    ("<top>\n<num> Number: 301\n<title> International Organized Crime\n</top>\n", "TREC topics", 1),
    ('<topics task="COVIDSearch 2020" batch="4">\n  <topic number="1">\n    <query>coronavirus origin</query>\n'
     '  </topic>\n</topics>\n', "TREC topics (XML", 1),
    ("<DOC>\n<DOCNO> FT911-3 </DOCNO>\n<TEXT>x</TEXT>\n</DOC>\n", "TREC document collection", 1),
    ("<!DOCTYPE html>\n<html lang='en'><body>x</body></html>\n", "HTML page", 2),
    ("<Zorg>\n<a/>\n</Zorg>\n", "markup document (XML or SGML)", 1),
    ('<?xml version="1.0"?>\n<rss version="2.0"><channel><title>t</title></channel></rss>\n', "an RSS feed", 2),
    ('<feed xmlns="http://www.w3.org/2005/Atom">\n<entry/>\n</feed>\n', "an Atom feed", 1),
    ('<?xml version="1.0"?>\n<!-- drawn -->\n<svg xmlns="http://www.w3.org/2000/svg"/>\n', "an SVG image", 3),
    ('\ufeff<?xml version="1.0"?>\n<Zorg/>\n', "an XML document", 2),
])
def test_markup_is_said_for_what_it_is(text, what, line):
    at, reason = xml_document_head(text)
    assert at == line and what in reason, reason


@pytest.mark.parametrize("text", [
    RUN, "<q1> Q0 d1 1 0.9 t\n", "q1 Q0 <d1> 1 0.9 t\n", "q1 0 <d1> 1\n", "bm25 0.5\n", "", "\n\n", "< not markup\n",
    "<1a>\n", "{\"a\": 1}\n", "# <root>\n",
])
def test_lines_of_fields_are_not_markup(text):
    assert xml_document_head(text) is None


@pytest.mark.parametrize("gz", [False, True])
@pytest.mark.parametrize("door", ["run", "qrels"])
def test_named_at_both_doors(tmp_path, door, gz):
    text = '<?xml version="1.0"?>\n<!-- a vendor export -->\n<Zorg xmlns="urn:example:zorg:1.2">\n</Zorg>\n'
    name = "export.xml" + (".gz" if gz else "")
    message = refusal_through_the_api(tmp_path, name, text.encode(), RUN, door)
    assert f"{name}:3:" in message and "<Zorg>" in message and "urn:example:zorg:1.2" in message, message


def test_named_as_weights(tmp_path, capsys):
    for n in ("a.run", "b.run"):
        (tmp_path / n).write_text(RUN.replace("bm25", n[0]))
    weights = tmp_path / "w.xml"
    weights.write_text('<?xml version="1.0"?>\n<weights xmlns="urn:example:w"/>\n')
    code = main(["fuse", str(tmp_path / "a.run"), str(tmp_path / "b.run"), "--weights", str(weights), "-o",
                 str(tmp_path / "out.run")])
    said = capsys.readouterr().err
    assert code == 2 and "w.xml:2:" in said and "<weights>" in said, said
    assert not (tmp_path / "out.run").exists()


def test_runs_whose_ids_hold_angle_brackets_still_fuse(tmp_path):
    run = tmp_path / "angles.run"
    run.write_text("<q1> Q0 <d1> 1 0.9 t\n<q1> Q0 <d2> 2 0.5 t\n")
    gz = tmp_path / "angles2.run.gz"
    gz.write_bytes(gzip.compress(run.read_bytes().replace(b" t\n", b" u\n")))
    fused = rankagg.fuse([str(run), str(gz)], method="rrf")
    assert list(fused["<q1>"]) == ["<d1>", "<d2>"]
