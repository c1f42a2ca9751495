"""The text files of a field's own tools, told by their lines wherever runs or qrels are read
(:func:`rankagg.io.foreign_shapes.run_shape` and ``qrels_shape`` ask :func:`tool_file_shape` after the structure
files): a speech recogniser's transcripts and tables, an e-discovery platform's load files and e-mails, a Q-study's
PQMethod files, a participatory budget's Pabulib file, a microbiome lab's results tables and trees and a UX team's
sitemaps, outlines and diagrams (XML) and a card sort's similarity matrix.  Each
answer names the tool and says how to give its rankings; the first recogniser that knows the lines answers."""

from __future__ import annotations

from rankagg.io.diagram_shapes import diagram_shape
from rankagg.io.ediscovery_shapes import ediscovery_shape
from rankagg.io.microbiome_shapes import microbiome_shape
from rankagg.io.pabulib_shapes import pabulib_shape
from rankagg.io.qsort_shapes import qsort_file_shape
from rankagg.io.sort_exports import matrix_shape
from rankagg.io.speech_shapes import speech_shape

__all__ = ["tool_file_shape"]


def tool_file_shape(name: str, lines: list[str]) -> str | None:
    """What the file named ``name`` (its base name) whose first lines are ``lines`` is, and what to do, or None."""
    return (speech_shape(lines)  # sclite's, Kaldi's files (u22a_trn_as_run)
            or ediscovery_shape(lines)  # load files, e-mails (u23a_dat_bom_as_run)
            or qsort_file_shape(name, lines)  # PQMethod's (u23e_in_)
            or pabulib_shape(lines)  # a city's ballots (u23d_pb_ordinal_as_run)
            or microbiome_shape(lines)  # DESeq2's, LEfSe's tables, trees (u23b_in_)
            or diagram_shape(lines)  # a UX team's sitemaps, outlines, diagrams (u24e_opml_sitemap_as_run)
            or matrix_shape(lines))  # a card sort's similarity matrix (u24e_similarity_matrix_)
