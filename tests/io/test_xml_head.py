"""rankagg.io.xml_head.xml_root: the one reading of an XML document's root element that the recognisers of a field's
XML files share (a SCORM manifest, a JMeter plan, an XBRL filing, a diagram, NeTEx, mzIdentML)."""

from __future__ import annotations

import pytest

from rankagg.io.xml_head import XmlRoot, xml_root


@pytest.mark.parametrize("text, want", [
    ('<manifest identifier="m1">', XmlRoot(1, "manifest", "manifest", ' identifier="m1"')),
    ('<?xml version="1.0" encoding="UTF-8"?>\n<imscp:manifest xmlns:imscp="x">',
     XmlRoot(2, "imscp:manifest", "manifest", ' xmlns:imscp="x"')),
    # a byte-order mark, a stylesheet instruction, a comment over two lines and a doctype, each skipped
    ('\ufeff<?xml version="1.0"?>\n<?xml-stylesheet href="s.xsl"?>\n<!-- made by\n  a tool -->\n'
     '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0//EN">\n\n  <html lang="en">', XmlRoot(7, "html", "html", ' lang="en"')),
    ("<jmeterTestPlan version=\"1.2\" properties=\"5.0\" jmeter=\"5.6.3\">\n  <hashTree>",
     XmlRoot(1, "jmeterTestPlan", "jmeterTestPlan", ' version="1.2" properties="5.0" jmeter="5.6.3"')),
    ("<qti-assessment-item identifier='q1'", XmlRoot(1, "qti-assessment-item", "qti-assessment-item",
                                                     " identifier='q1'")),  # a head cut inside the start tag
])
def test_the_root_element_after_the_prolog(text, want):
    assert xml_root(text) == want


@pytest.mark.parametrize("text", [
    "",
    "1 Q0 doc1 1 2.5 run\n",  # a TREC run line
    "qid,docid,score\n<a>,b,1\n",  # a table whose cell holds markup
    '<?xml version="1.0"?>\n',  # a declaration alone
    "<!-- only a comment -->",
    "< manifest>",  # no element: a blank after '<'
    "<1abc>",  # an element name starts with a letter or '_'
])
def test_no_root_when_the_head_starts_with_no_element(text):
    assert xml_root(text) is None
