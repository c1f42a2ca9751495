"""Issue 45's thirty-fourth bar, the generic fixes it asked for (no field's declaration):

- an XML document opened by a prolog is named at its root element's line by every recogniser, at the runs, qrels
  and weights doors alike (rankagg.io.foreign_shapes, xml_head.prolog_root_line);
- a YAML stream opened by its directives or a document marker is named as YAML with its tags (a Unity asset's
  '%YAML 1.1' had been told "an item and its score (GSEA's .rnk)"; Unity's own tag is now gamedev's declaration);
- Tiled's ``<map version="1.10" tiledversion=...>`` is no FreeMind mind map;
- a document recogniser claims no empty list: an ArchivesSpace record's ``"notes": []`` had been told OpenReview's
  notes, an empty ``persons`` GEDCOM X, an empty ``resourceType`` "an HL7 FHIR  resource"."""

from __future__ import annotations

import gzip

import pytest
from hypothesis import given, settings, strategies as st

from rankagg.cli import main
from rankagg.io.foreign_shapes import qrels_shape, run_shape, weights_shape
from rankagg.io.json_documents import document_shape
from rankagg.io.xml_head import prolog_root_line
from rankagg.io.yaml_head import yaml_document_head

#: what may open an XML document before its root, each with the lines it takes
PROLOG_PARTS = st.sampled_from([('<?xml version="1.0" encoding="UTF-8"?>\n', 1), ("<!-- exported -->\n", 1),
                                ("<!-- made by\n  a tool -->\n", 2), ('<?xml-stylesheet href="s.xsl"?>\n', 1),
                                ('<!DOCTYPE map SYSTEM "tmx14.dtd">\n', 1), ("\n", 1),
                                ('<!DOCTYPE db [\n  <!ENTITY a "b">\n]>\n', 3)])


@settings(max_examples=60, deadline=None)
@given(parts=st.lists(PROLOG_PARTS, min_size=1, max_size=5), root=st.sampled_from(["catalogue", "gpx", "x:doc"]))
def test_the_root_line_follows_any_prolog(parts, root):
    text = '<?xml version="1.0"?>\n' + "".join(p for p, _ in parts) + f"<{root} a='1'>\n  <child/>\n</{root}>\n"
    assert prolog_root_line(text) == 2 + sum(n for _, n in parts)


@pytest.mark.parametrize("text", ["<gpx version='1.1'>\n</gpx>\n", "1 Q0 d 1 2 r\n", '<?xml version="1.0"?>\n'])
def test_no_root_line_without_a_prolog_or_a_root(text):
    assert prolog_root_line(text) is None


#: documents told by different recognisers (a tool file's, a head recogniser's, the generic XML note), each with
#: a prolog: (text, a word of the note)
DOCUMENTS = [
    ('<?xml version="1.0" encoding="UTF-8"?>\n<!-- exported by eScriptorium -->\n<alto xmlns="http://www.loc.gov/'
     'standards/alto/ns-v4#">\n<Layout/>\n</alto>\n', "ALTO"),
    ('<?xml version="1.0"?>\n<gpx version="1.1" creator="x" xmlns="http://www.topografix.com/GPX/1/1">\n</gpx>\n',
     "GPX"),
    ('<?xml version="1.0"?>\n<!DOCTYPE tmx SYSTEM "tmx14.dtd">\n<tmx version="1.4">\n</tmx>\n', "TMX"),
    ('<?xml version="1.0" encoding="UTF-8"?>\n\n<inventory xmlns="urn:example:stock">\n<item/>\n</inventory>\n',
     "inventory"),
]


@pytest.mark.parametrize("text, word", DOCUMENTS)
@pytest.mark.parametrize("gz", [False, True])
def test_every_door_names_a_document_at_its_root(tmp_path, text, word, gz):
    path = tmp_path / ("doc.xml.gz" if gz else "doc.xml")
    path.write_bytes(gzip.compress(text.encode(), mtime=0) if gz else text.encode())
    want = prolog_root_line(text)
    for shape in (run_shape(str(path)), qrels_shape(str(path)), weights_shape(str(path))):
        assert shape is not None and shape.line == want and word in shape.reason, shape


#: a YAML stream with its directives, of no declared field (a Unity asset, which opened so, is gamedev's declaration)
TAGGED = "%YAML 1.2\n%TAG !e! tag:example.com,2000:app/\n--- !e!offer &1\nname: starter\nprice: 4.99\n"


@pytest.mark.parametrize("text, line, words", [
    (TAGGED, 1, ["a YAML document", "tag:example.com,2000:app/"]),
    ("# settings\n---\nname: bm25\nk1: 0.9\n", 2, ["a YAML document"]),
    ("%YAML 1.2\n---\n- a\n- b\n", 1, ["a YAML document"]),
    ("--- !ruby/object:Gem::Specification\nname: x\n", 1, ["a YAML document"]),
])
@pytest.mark.parametrize("door", [run_shape, qrels_shape])
def test_a_yaml_stream_is_named_at_both_doors(tmp_path, text, line, words, door):
    path = tmp_path / "asset.asset"
    path.write_text(text)
    shape = door(str(path))
    assert shape is not None and shape.line == line and all(w in shape.reason for w in words), shape
    assert "GSEA" not in shape.reason


@pytest.mark.parametrize("text", ["1 Q0 d1 1 2.5 run\n", "q1 0 d1 1\n", "--- a b\n", "%YAMLish 1\n", "name: x\n",
                                  "---- \n", ""])
def test_no_yaml_claimed_without_its_opening(text):
    assert yaml_document_head(text) is None


def test_the_fuse_command_names_a_yaml_stream(tmp_path, capsys):
    (tmp_path / "Offer.asset").write_text(TAGGED)
    (tmp_path / "a.run").write_text("q1 Q0 d1 1 2 a\n")
    out = tmp_path / "fused.run"
    assert main(["fuse", str(tmp_path / "Offer.asset"), str(tmp_path / "a.run"), "-o", str(out)]) == 2
    err = capsys.readouterr().err
    assert "Offer.asset:1" in err and "YAML" in err and not out.exists()


TILED = ('<?xml version="1.0" encoding="UTF-8"?>\n<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" '
         'renderorder="right-down" width="40" height="30" tilewidth="16" tileheight="16">\n</map>\n')


def test_a_tiled_map_is_no_mind_map(tmp_path):
    path = tmp_path / "level_03.tmx"
    path.write_text(TILED)
    for shape in (run_shape(str(path)), qrels_shape(str(path))):
        assert shape is not None and "mind map" not in shape.reason and shape.line == 2, shape


@pytest.mark.parametrize("root", ['<map version="1.0.1">', '<map version="freeplane 1.9.13">',
                                  "<map version='0.9.0'>"])
def test_freemind_and_freeplane_maps_are_still_told(tmp_path, root):
    path = tmp_path / "nav.mm"
    path.write_text(f'{root}\n<node TEXT="Home"/>\n</map>\n')
    shape = run_shape(str(path))
    assert shape is not None and "FreeMind or Freeplane mind map" in shape.reason


#: keys the document recognisers read, which a stranger's document may hold empty
GENERIC_KEYS = ["notes", "persons", "results", "items", "data", "records", "features", "entries", "events",
                "objects", "hits", "rows", "resourceType", "type", "tree", "meta"]


@settings(max_examples=200, deadline=None)
@given(keys=st.lists(st.sampled_from(GENERIC_KEYS), min_size=1, max_size=3, unique=True),
       empty=st.sampled_from([[], {}, "", None, "   "]), extra=st.dictionaries(st.sampled_from(["id", "uri", "title"]),
                                                                                st.text(max_size=5), max_size=2))
def test_no_document_recogniser_claims_an_empty_list(keys, empty, extra):
    assert document_shape({**extra, **{k: empty for k in keys}}) is None


@pytest.mark.parametrize("kind, words", [("I103", ["SWIFT MT103 message", "customer credit transfer"]),
                                         ("O202", ["SWIFT MT202 message"]), ("I799", ["SWIFT MT799 message"]),
                                         ("O940", ["SWIFT MT statement (MT940"])])
def test_a_swift_message_is_named_by_its_type(tmp_path, kind, words):
    path = tmp_path / "E2E261127.fin"
    path.write_text("{1:F01BANKBEBBAXXX0000000000}{2:" + kind + "BANKDEFFXXXXN}{4:\n:20:E2E261127-0418\n"
                    ":23B:CRED\n:32A:261127EUR1250,00\n-}\n")
    for shape in (run_shape(str(path)), qrels_shape(str(path))):
        assert shape is not None and shape.line == 1 and all(w in shape.reason for w in words), shape


def _cda(*templates: str) -> str:
    ids = "".join(f'  <templateId root="{t}"/>\n' for t in templates)
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<ClinicalDocument xmlns="urn:hl7-org:v3">\n'
            + ids + '  <id root="2.16.840.1.113883.19.5" extension="1042"/>\n</ClinicalDocument>\n')


@pytest.mark.parametrize("text, words", [
    (_cda("2.16.840.1.113883.10.20.22.1.1", "2.16.840.1.113883.10.20.15.2"), ["eICR"]),
    (_cda("2.16.840.1.113883.10.20.15.2.1.2"), ["Reportability Response"]),
    (_cda("2.16.840.1.113883.10.20.22.1.1", "2.16.840.1.113883.10.20.22.1.2"), ["Continuity of Care Document"]),
    (_cda("2.16.840.1.113883.10.20.15.2.9"), ["an HL7 CDA document (ClinicalDocument"]),  # no template it knows
    (_cda(), ["an HL7 CDA document (ClinicalDocument"]),
])
def test_a_cda_document_is_named_by_its_template(tmp_path, text, words):
    path = tmp_path / "doc.xml"
    path.write_text(text)
    for shape in (run_shape(str(path)), qrels_shape(str(path))):
        assert shape is not None and shape.line == 2 and all(w in shape.reason for w in words), shape


DIGEST = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"


@pytest.mark.parametrize("name, lines, bag", [
    ("manifest-sha256.txt", [f"{DIGEST}  data/Cabinet minutes 12 May 2005.doc"], True),
    ("tagmanifest-sha256.txt", [f"{DIGEST}  bag-info.txt"], True),
    ("checksums.txt", [f"{DIGEST}  data/a.tif", f"{DIGEST}  data/b.tif"], True),  # every path under data/
    ("SHA256SUMS", [f"{DIGEST}  round5/run1.gz"], False),
    ("manifest-sha256.txt.bak", [f"{DIGEST}  run1.gz"], False),
])
def test_a_bagit_manifest_is_told_from_a_checksum_list(tmp_path, name, lines, bag):
    path = tmp_path / name
    path.write_text("\n".join(lines) + "\n")
    shape = run_shape(str(path))
    assert shape is not None and ("BagIt" in shape.reason) == bag and "sha256sum" in shape.reason, shape
