"""An electrophysiology lab's files where a run or the judgements are read (issue 45's twenty-ninth bar, u29k_): Phy's
cluster_group.tsv, cluster_info.tsv and params.py, Kilosort's cluster_KSLabel.tsv, SpikeInterface's quality metrics,
SpikeGLX's .meta, an Open Ephys .continuous file (its text header), a Neuralynx file (its 16 KB text header) and an
Intan .rhd or .rhs recording (its magic number).  Told a field count, "a header ('cluster_id', 'group')", "score
'Data' is not a number", "a NUL byte" or "UTF-16 text", each is named for what it is, with what to give instead."""

from __future__ import annotations

from typing import Sequence

from rankagg.io.line_form_store import compiled
from rankagg.io.text_input import run_or_qrels_line

__all__ = ["AS_RUN", "spikesorting_binary", "spikesorting_head", "spikesorting_shape"]

#: what to do with a sorter's or a recording system's file: each sorter's ranking of the units is a run
AS_RUN = ("give each sorter's ranking of the units as a run, the recording a query and each matched unit a document "
          "(unit_0042), the score higher for the better unit (a quality metric, or SpikeInterface's agreement): "
          "'RECORDING Q0 UNIT RANK SCORE SORTER'; the curators' labels are the qrels, 'RECORDING 0 UNIT GRADE' (2 "
          "good, 1 mua, 0 noise)")
_NOT_LINES = "not TREC run or qrels lines: it ranks no units; "

#: each file by a pattern of its first line: what it is
_FILES = (
    (compiled(r"^cluster_id\tgroup\s*$"),
     "Phy's cluster_group.tsv (cluster_id, group: the curators' good, mua and noise labels)"),
    (compiled(r"^cluster_id\tKSLabel\s*$"),
     "Kilosort's cluster_KSLabel.tsv (cluster_id, KSLabel: Kilosort's own good and mua labels)"),
    (compiled(r"^cluster_id\t(?:[^\t]*\t)*(?:KSLabel|ContamPct|n_spikes|fr|depth)\b"),
     "Phy's cluster_info.tsv (cluster_id, Amplitude, ContamPct, KSLabel, ...: a row per cluster)"),
    (compiled(r"^(?:unit_id|cluster_id|)?,(?:[^,]*,)*(?:num_spikes|firing_rate)\b(?:,[^,]*)*,"
              r"(?:presence_ratio|snr|isi_violations_ratio|amplitude_cutoff)\b"),
     "SpikeInterface's quality metrics (num_spikes, firing_rate, presence_ratio, snr, isi_violations_ratio, ...: a "
     "row per unit)"),
    (compiled(r"^dat_path\s*=\s*"),
     "Phy's params.py (dat_path, n_channels_dat, dtype, sample_rate: a sorting's settings)"),
    (compiled(r"^~?(?:acqApLfSy|acqMnMaXaDw|appVersion|fileCreateTime|fileName|fileSHA1|fileSizeBytes|imSampRate|"
              r"niSampRate|nSavedChans|typeThis|imroTbl|snsChanMap)="),
     "SpikeGLX's .meta file (key=value lines: a recording's sample rate, channels and probe)"),
    (compiled(r"^header\.format = 'Open Ephys Data Format'"),
     "an Open Ephys file (.continuous, .spikes or .events: a text header, then binary records)"),
)
_NEURALYNX = compiled(r"#{8} Neuralynx Data File Header")
#: Intan's recording controllers: the file's first four bytes, little-endian
_INTAN = ((0xC6912702).to_bytes(4, "little"), "an Intan .rhd recording (RHD2000 data, magic number 0xc6912702)"), (
    (0xD69127AC).to_bytes(4, "little"), "an Intan .rhs recording (stimulation/recording data, magic number 0xd69127ac)")


def spikesorting_shape(name: str, lines: Sequence[str]) -> str | None:
    """What sorter's or recording system's file whose first lines are ``lines`` is, and what to give instead, or
    None."""
    head = [ln.lstrip("\ufeff").rstrip("\r\n") for ln in lines if ln.strip()][:1]
    if not head or run_or_qrels_line(head[0]):
        return None
    for pattern, what in _FILES:
        if pattern.search(head[0]):
            return f"is {what}, " + _NOT_LINES + AS_RUN
    return None


def spikesorting_head(text: str) -> tuple[int, str] | None:
    """(line, reason) when the head ``text`` is a Neuralynx file (.ncs, .nev, .ntt: its 16 KB text header of '#' and
    '-' lines, which the doors skip as comments and then meet the records' NUL bytes); else None."""
    if not _NEURALYNX.match(text.lstrip("\ufeff")):
        return None
    return 1, ("is a Neuralynx file (.ncs, .nse, .ntt or .nev: a 16 KB text header, then binary records), "
               + _NOT_LINES + AS_RUN)


def spikesorting_binary(head: bytes) -> tuple[str, str] | None:
    """(what the file is, what to give instead) for an Intan recording, else None."""
    for magic, what in _INTAN:
        if head.startswith(magic):
            return what, "a recording holds no ranking: " + AS_RUN
    return None
