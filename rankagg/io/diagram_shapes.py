"""The XML files of a UX research team's tools told by their root element, so that no door reads a sitemap, a
navigation tree or a diagram as TREC lines (issue 45's twenty-fourth bar, a team's card sorts and tree tests).

A team drafts its information architecture as an OPML outline (OmniOutliner, Workflowy, a tree-test tool's import),
a draw.io (diagrams.net) diagram, a FreeMind or Freeplane mind map, a GraphML graph (yEd) or an XML sitemap
(sitemaps.org), and gives one by mistake as runs or as the target qrels: read so, its first line was "expected 6
fields 'qid Q0 docid rank score tag', found 3", which says nothing of what the file is nor how to give its cards.
"""

from __future__ import annotations

import re
from typing import Sequence

from rankagg.io.line_form_store import compiled
from rankagg.io.xml_head import xml_root

__all__ = ["diagram_shape"]

#: what each root element is; FreeMind's ``<map>`` only with its ``version`` attribute (no other tool's root here)
_ROOTS = {
    "opml": "an OPML outline (a sitemap or navigation tree: OmniOutliner, Workflowy, a tree-test tool's import)",
    "mxfile": "a draw.io (diagrams.net) diagram",
    "mxgraphmodel": "a draw.io (diagrams.net) diagram",
    "graphml": "a GraphML graph (yEd, Gephi)",
    "urlset": "an XML sitemap (sitemaps.org)",
    "sitemapindex": "an XML sitemap index (sitemaps.org)",
}
_FREEMIND = "a FreeMind or Freeplane mind map"
#: FreeMind's ``version="1.0.1"`` (three numbers) or Freeplane's ``version="freeplane 1.9.13"``: Tiled's map, also a
#: ``<map version=...>``, gives two ('1.10') beside its ``tiledversion`` (u34e_tiled_tmx_as_run was told a mind map)
_FREEMIND_VERSION = compiled(r"""\bversion\s*=\s*["'](?:freeplane\s+)?\d+\.\d+\.\d+""", re.I)


def diagram_shape(lines: Sequence[str]) -> str | None:
    """What the XML file whose first non-blank ``lines`` these are is and how to give its cards, or None."""
    root = xml_root(" ".join(ln.lstrip("\ufeff").strip() for ln in lines))
    if root is None:
        return None
    name, attributes = root.local.lower(), root.attributes
    what = _ROOTS.get(name) or (_FREEMIND if name == "map" and _FREEMIND_VERSION.search(attributes) else None)
    if what is None:
        return None
    return (f"is {what}, which rankagg does not read: give each participant's card sort as a long table to "
            "rankagg.fuse (a DataFrame: qid the category, docid the card, run the participant, rank its position) or "
            "as a PrefLib election per category (docs/preferences.md); give the target tree as qrels lines "
            "'category 0 card grade', a line per card placed under it")
