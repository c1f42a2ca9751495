"""A neuroimaging group's files, told by their first lines or bytes, so that a run or lists door names the tool that
wrote them and says what to do instead of a field count (issue 45's twenty-fourth bar, a group fusing studies'
rankings of brain regions: FSL's cluster table was told "expected 6 fields 'qid Q0 docid rank score tag', found 22",
FreeSurfer's aseg.stats "found 10", a BIDS participants.tsv "found 5", a GIfTI "found 3", a NIfTI image "NUL bytes
between the characters: UTF-16 or UTF-32 text without a byte-order mark, or binary data").

* Tables of the tools, by their header: FSL's ``cluster`` (``Cluster Index``, ``Voxels``, ...), FreeSurfer's
  ``asegstats2table`` / ``aparcstats2table`` (a first cell ``Measure:volume`` or ``lh.aparc.thickness``), BIDS
  ``participants.tsv`` (``participant_id``) and ``*_events.tsv`` (``onset``, ``duration``); by their name, since
  their header is a ``#`` comment the run readers skip: FreeSurfer's ``.stats`` (``mri_segstats``,
  ``mris_anatomical_stats``), AFNI's ``.1D`` tables (``3dClusterize``), a FreeSurfer ``.label`` (a vertex count,
  then ``vertex x y z value`` rows); a GIfTI surface (XML whose root or DOCTYPE is ``GIFTI``).
* Images, by their bytes: NIfTI-1 (``sizeof_hdr`` 348 and ``n+1`` / ``ni1`` at byte 344), NIfTI-2 and CIFTI-2
  (``sizeof_hdr`` 540 and ``n+2`` at byte 4), FreeSurfer's MGH / MGZ (version 1, big-endian) and ``.annot`` (by
  name: its first bytes are a vertex count).  A ``.gz`` image is looked at inflated.

None of them ranks regions: a ranking is the regions ordered by the statistic the study reports, which the note
says how to give.
"""

from __future__ import annotations

import re
import struct
from typing import Sequence

from rankagg.io.line_form_store import compiled

__all__ = ["neuroimaging_shape", "neuroimaging_binary"]

#: what to do with a tool's table or image: a ranking is a study's regions ordered by the statistic it reports
_AS_RUN = ("take each region's statistic (its peak or mean t or z per atlas region, -t for atrophy: higher for the "
           "better region) and write a run per study, 'CONTRAST Q0 REGION RANK SCORE STUDY' with the region's atlas "
           "name as one token (or give rankagg.fuse {study: {contrast: {region: score}}}); a table of lists holds "
           "one column per study, its regions best first (docs/genes.md)")
_STATS_TABLE = compiled(r"(?i)measure:\w+|[lr]h\.[\w.-]+\.(?:thickness|thicknessstd|area|volume|meancurv|gauscurv"
                        r"|foldind|curvind)")


def _cells(line: str) -> list[str]:
    """A header's cells, unquoted, at its separator (a tab, else a comma)."""
    cells = line.split("\t") if "\t" in line else line.split(",")
    return [c.strip().strip("\"'") for c in cells]


def _table(cells: list[str], row: list[str]) -> str | None:
    """Which tool's table a header of ``cells`` over a first row of ``row`` heads, or None."""
    low = [c.lower() for c in cells]
    if low[:1] == ["cluster index"] and "voxels" in low:
        return "FSL's cluster table (cluster's 'Cluster Index, Voxels, MAX/Z-MAX, ...' per cluster)"
    if _STATS_TABLE.fullmatch(cells[0]):
        return ("FreeSurfer's asegstats2table / aparcstats2table output (a row per subject, a column per "
                "structure's measure)")
    # BIDS names its participants sub-<label>: a card sort's or a survey's 'participant_id' column heads other
    # tables (u24e's long tables of rankings)
    if low[0] == "participant_id" and row[:1] and row[0].startswith("sub-"):
        return "a BIDS participants.tsv (a row per participant: age, sex, group, 'n/a' where missing)"
    if low[:2] == ["onset", "duration"]:
        return "a BIDS _events.tsv (a row per trial: onset, duration, trial_type)"
    return None


def neuroimaging_shape(name: str, lines: Sequence[str]) -> str | None:
    """What neuroimaging file named ``name`` (its base name) whose first non-comment lines are ``lines`` is, and what
    to do, or None."""
    lines = [ln.lstrip("\ufeff").rstrip("\r\n") for ln in lines]
    if not lines:
        return None
    low = name.lower().removesuffix(".gz")
    if low.endswith(".gii") or any(re.search(r"<(?:!DOCTYPE +)?GIFTI\b", ln) for ln in lines):
        return f"is a GIfTI surface file (XML of data arrays per vertex), not TREC lines nor a table of lists: {_AS_RUN}"
    table = _table(_cells(lines[0]), _cells(lines[1]) if len(lines) > 1 else [])
    if table is not None:
        return f"is {table}, not TREC lines nor a table of lists: {_AS_RUN}"
    if low.endswith(".stats"):
        return ("is FreeSurfer's statistics table (mri_segstats' aseg.stats or mris_anatomical_stats' aparc.stats: "
                f"'# ColHeaders' then a row per structure), not TREC lines: {_AS_RUN}")
    if low.endswith(".1d"):
        return ("is an AFNI 1D table (3dClusterize's or 3dROIstats': '#' header lines, then numbers per cluster or "
                f"region), not TREC lines: {_AS_RUN}")
    if low.endswith(".label") and re.fullmatch(r"\s*\d+\s*", lines[0]):
        return ("is a FreeSurfer label ('#!ascii label', a vertex count, then 'vertex x y z value' rows): one region's "
                f"vertices, no ranking: {_AS_RUN}")
    return None


def neuroimaging_binary(head: bytes, name: str) -> tuple[str, str] | None:
    """What image ``head`` (a file's first bytes, inflated when gzipped) named ``name`` starts, and what to do with
    it; None for anything else."""
    low = name.lower().removesuffix(".gz")
    fix = "read it with nibabel (nilearn's NiftiLabelsMasker gives a value per atlas region), then " + _AS_RUN
    for order in "<>":
        if len(head) >= 348 and struct.unpack(order + "i", head[:4])[0] == 348 and head[344:348] in (b"n+1\x00",
                                                                                                   b"ni1\x00"):
            return "a NIfTI-1 image (sizeof_hdr 348, 'n+1' at byte 344)", fix
        if len(head) >= 12 and struct.unpack(order + "i", head[:4])[0] == 540 and head[4:8] in (b"n+2\x00",
                                                                                              b"ni2\x00"):
            return "a NIfTI-2 image (a CIFTI-2 file's container: sizeof_hdr 540, 'n+2' at byte 4)", fix
    if low.endswith((".mgz", ".mgh")) and head[:4] == b"\x00\x00\x00\x01":
        return "a FreeSurfer MGH volume or surface overlay (.mgz gzipped, version 1)", fix
    if low.endswith(".annot") and len(head) >= 4 and b"\x00" in head[:4]:
        return "a FreeSurfer annotation (.annot: a parcellation's label per vertex and its colour table)", fix
    return None
