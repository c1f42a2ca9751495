"""Issue 45's thirty-third bar: Sentinel-2's product metadata was named at its XML declaration's line 1 (its
recogniser read the first lines, whose caller names the first), now at its root's line, as every XML document is;
RDF in Turtle was told only that, a museum's CIDOC CRM export too, and is now told the vocabularies its prefixes
declare."""

from __future__ import annotations

import gzip

import pytest

import rankagg

MTD = ('<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<n1:Level-2A_User_Product xmlns:n1="https://psd-14.'
       'sentinel2.eo.esa.int/PSD/User_Product_Level-2A.xsd">\n  <n1:General_Info/>\n</n1:Level-2A_User_Product>\n')
TURTLE = ("# CIDOC CRM export, 2026-11-27\n@prefix crm: <http://www.cidoc-crm.org/cidoc-crm/> .\n"
          "@prefix dcterms: <http://purl.org/dc/terms/> .\n<obj/1931.245> a crm:E22_Human-Made_Object .\n")
RUN = "aoi:1 Q0 S2A_MSIL2A_20260714 1 0.9 cloudfree\n"


def _refusal(tmp_path, name: str, text: str, door: str, gz: bool) -> str:
    path = tmp_path / (name + (".gz" if gz else ""))
    path.write_bytes(gzip.compress(text.encode(), mtime=0) if gz else text.encode())
    run = tmp_path / "scorer.run"
    run.write_text(RUN)
    with pytest.raises(ValueError) as err:
        if door == "run":
            rankagg.fuse([str(path), str(run)], method="rrf")
        else:
            rankagg.evaluate(str(run), str(path))
    return str(err.value)


@pytest.mark.parametrize("gz", [False, True])
@pytest.mark.parametrize("door", ["run", "qrels"])
def test_sentinel2_metadata_is_named_at_its_roots_line(tmp_path, door, gz):
    message = _refusal(tmp_path, "MTD_MSIL2A.xml", MTD, door, gz)
    assert f"MTD_MSIL2A.xml{'.gz' if gz else ''}:2: " in message and "Sentinel-2's product metadata" in message, message


@pytest.mark.parametrize("gz", [False, True])
@pytest.mark.parametrize("door", ["run", "qrels"])
def test_turtle_is_told_its_vocabularies(tmp_path, door, gz):
    message = _refusal(tmp_path, "objects.ttl", TURTLE, door, gz)
    assert "objects.ttl" in message and "RDF in Turtle (its vocabularies: CIDOC CRM, Dublin Core)" in message, message


def test_a_turtle_file_of_unknown_vocabularies_is_told_rdf_alone(tmp_path):
    message = _refusal(tmp_path, "g.ttl", "@prefix ex: <http://example.org/ns#> .\nex:a ex:b ex:c .\n", "run", False)
    assert "is RDF in Turtle, not TREC" in message, message
