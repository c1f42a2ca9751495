"""Issue 45's hundred-and-seventh bar of scripts/reliability_matrix.py, a sequencing core facility's run review, a
university genomics core's staff scientists and its users' committee ranking the sequencing libraries to re-sequence
or re-prep first per instrument run, month and project from yield shortfall, duplication and adapter content, the
staff's QC ratings and the committee's votes (its cases, ids ``u107b_``, registered in its ``cases()``); the
mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written by a persona
session, before any of its recognisers existed.)

The team's day: each instrument run, each month's instrument family and each project's month
(``run:2026-10/NVX-A01234``, the month, then the instrument; ``month:2026-10/novaseq``;
``project:2026-10/P1187-rnaseq``) is a query and each library a document, as the core writes it: the project, then the
sample and its index (``lib:P1187/S042-GCCAAT``); on the typed sheets the sample and index alone (``S042-GCCAAT``) or
with its project (``P1187/S042-GCCAAT``), and the flow cell (``HXYZ7DSX3``).  The runs are the yield shortfall (reads
owed against reads ordered), duplication and adapter content, the staff scientists' QC ratings and the committee's
votes, turned to scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, the yield shortfall
weighted highest (a re-sequence is owed when the reads ordered were not delivered), and judged against the review's
decisions (2 re-sequence, 1 top up, 0 pass).  The mistakes and odd files: the field's own files given where runs or
qrels are read (an Illumina sample sheet, SampleSheet.csv v2 with [BCLConvert_Data]; a run folder's RunInfo.xml; BCL
Convert's Demultiplex_Stats.csv; FastQC's fastqc_data.txt; MultiQC's multiqc_general_stats.txt and multiqc_data.json;
Picard MarkDuplicates' metrics file; a gzipped FASTQ as BCL Convert writes it; and a staff scientist's QC rating sheet,
a committee member's ballot and the committee's vote tally as the core types them), and outputs named for the field's
files (a .fastq.gz, a .bam, an RTA .bcl, a MultiQC report .html).  (Checked: the v2 sample sheet's sections and keys
([Header] FileFormatVersion,2, RunName, InstrumentPlatform, InstrumentType; [Reads] Read1Cycles, Read2Cycles,
Index1Cycles; [BCLConvert_Settings] SoftwareVersion, AdapterRead1, AdapterRead2, OverrideCycles,
FastqCompressionFormat; [BCLConvert_Data] Lane,Sample_ID,Index,...,Sample_Project) from the sheets written by umccr's
v2-samplesheet-maker (its README's output CSV, InstrumentPlatform 'NovaSeq 6000') and samplesheet-parser's and
samshee's test sheets, found by code search; the TruSeq adapters, the single six-base TruSeq LT indices (GCCAAT is
AD006) and the absence of trailing commas from memory.  RunInfo.xml from Illumina InterOp's own test fixture
(illumina/interop, a MiSeq RunInfo of Version 2: the xsd and xsi namespaces, Run Id and Number, Flowcell, Instrument,
Date, Reads of Read Number, NumCycles, IsIndexedRead, FlowcellLayout LaneCount, SurfaceCount, SwathCount,
TileCount) and run-folder simulators' copies (a newer RTA's 'M/D/YYYY h:mm:ss AM' Date); the NovaSeq 6000's Version 5,
its TileSet and the run id's and flow cell's forms (261014_A01234_0187_BHXYZ7DSX3) from memory, the tiles cut to four.
Demultiplex_Stats.csv's header (Lane,SampleID,Index,# Reads,# Perfect Index Reads,# One Mismatch Index Reads,# Two
Mismatch Index Reads,% Reads,% Perfect Index Reads,% One Mismatch Index Reads,% Two Mismatch Index Reads) and its rows'
form (fractions at four decimals) from umccr's code reading real BCL Convert output, found by code search; the
Undetermined row's spelling (an empty Index) a guess.  fastqc_data.txt from FastQC 0.12.1's files as parsers' tests
copy them (##FastQC, >>Basic Statistics<TAB>pass, #Measure<TAB>Value, Filename, File type, Encoding, Total Sequences,
Total Bases, Sequences flagged as poor quality, Sequence length, %GC, >>END_MODULE, the per-base quality header, the
duplication header '#Duplication Level<TAB>Percentage of deduplicated<TAB>Percentage of total', the adapter header
from '#Position<TAB>Illumina Universal Adapter'); the '#Total Deduplicated Percentage' line and 0.12's PolyA and PolyG
adapter columns from memory, the modules cut to five.  MultiQC's general statistics table from scripts reading it
(Sample, FastQC_mqc-generalstats-fastqc-percent_duplicates, -percent_gc, -avg_sequence_length, -percent_fails,
-total_sequences; tab-separated), the columns' order a guess; multiqc_data.json's report_data_sources,
report_general_stats_data (a list of {sample: {metric: value}}), report_saved_raw_data and config_ keys from the
tests and notes that read it, its other keys' values, its indent and key order from memory.  Picard MarkDuplicates'
metrics from files copied by pipelines and tests (## htsjdk.samtools.metrics.StringHeader, the command line, '#
Started on:', ## METRICS CLASS<TAB>picard.sam.DuplicationMetrics, the ten columns LIBRARY ... ESTIMATED_LIBRARY_SIZE,
## HISTOGRAM<TAB>java.lang.Double with BIN, CoverageMult, all_sets, optical_sets, non_optical_sets), the options
echoed cut short.  The gzipped FASTQ: the CASAVA 1.8 read header (@instrument:run:flowcell:lane:tile:x:y
read:filtered:control:index) and BCL Convert's file name (S042_S1_L001_R1_001.fastq.gz) from common knowledge and the
sample sheet readers, NovaSeq's binned qualities (F, :, ,) from memory; the gzip magic 1f 8b is Python's gzip
module's own.  Left out, as they could not be checked byte for byte: RunParameters.xml (its keys vary by instrument
and control software), Top_Unknown_Barcodes.csv, samtools flagstat's full line list, an InterOp .bin (its record
layouts differ per metric and version), a BAM (BGZF blocks with their CRCs were not checked here) and the v1 sample
sheet.  The rating sheet, the ballot and the vote tally are typed here as the core's staff and committee type them.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import csv
import gzip
import io
import json

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

HUNDREDSEVENTH_SEQCORE = ("45 Unseen inputs: a hundred-and-seventh bar, a university genomics core facility's run "
                          "review (the core's staff scientists and its users' committee) ranking sequencing libraries "
                          "to re-sequence or re-prep first per instrument run, month and project from yield shortfall, "
                          "duplication and adapter content, QC ratings and the committee's votes (Illumina "
                          "SampleSheet.csv v2, RunInfo.xml, BCL Convert Demultiplex_Stats.csv, FastQC "
                          "fastqc_data.txt, MultiQC general stats TSV and multiqc_data.json, Picard MarkDuplicates "
                          "metrics, gzipped FASTQ, staff scientists' QC rating sheets, committee members' ballots "
                          "and the committee's vote tallies as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['yield_shortfall', 'dup_adapter', 'qc_ratings', 'committee_votes'],
    items=['lib:P1187/S042-GCCAAT', 'lib:P1187/S043-CAGATC', 'lib:P1187/S044-ACTTGA', 'lib:P1187/S045-GATCAG',
           'lib:P1203/S007-ATCACG', 'lib:P1203/S008-CGATGT', 'lib:P1203/S009-TTAGGC', 'lib:P1211/S101-TGACCA'],
    queries=['run:2026-10/NVX-A01234', 'month:2026-10/novaseq', 'project:2026-10/P1187-rnaseq',
             'run:2026-10/NVX-A01240', 'project:2026-10/P1203-wgs', 'month:2026-10/nextseq'],
    suffix='/second-look', generator='reseq_scores', judgements='run_review_decisions'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "reseq_scores", "reseq_first.run")

_RECS3 = ["yield_shortfall", "qc_ratings", "committee_votes"]
_OUT = ("reseq_first.run",)
_ONE_RUN = ("run:2026-10/NVX-A01234 Q0 lib:P1187/S042-GCCAAT 1 0.9127 committee_votes\n"
            "run:2026-10/NVX-A01234 Q0 lib:P1187/S043-CAGATC 2 0.7764 committee_votes\n")

_RUN_ID, _FLOWCELL = "261014_A01234_0187_BHXYZ7DSX3", "HXYZ7DSX3"
# the libraries on lane 1 of the run: sample, TruSeq LT index, project
_LIBS = [("S042", "GCCAAT", "P1187"), ("S043", "CAGATC", "P1187"), ("S044", "ACTTGA", "P1187"),
         ("S045", "GATCAG", "P1187"), ("S007", "ATCACG", "P1203"), ("S008", "CGATGT", "P1203")]


def _csv(rows: list[list[str]]) -> str:
    out = io.StringIO()
    csv.writer(out, lineterminator="\n").writerows(rows)
    return out.getvalue()


# the files of the core's day, as Illumina's instruments and BCL Convert, FastQC, MultiQC, Picard and the core's staff
# write them
# an Illumina sample sheet, v2 as BCL Convert reads it (SampleSheet.csv at the run folder's top)
_SAMPLE_SHEET = "\n".join([
    "[Header]", "FileFormatVersion,2", "RunName,NVX-A01234-2026-10-14", "InstrumentPlatform,NovaSeq 6000",
    "InstrumentType,NovaSeq", "", "[Reads]", "Read1Cycles,101", "Read2Cycles,101", "Index1Cycles,6", "",
    "[BCLConvert_Settings]", "SoftwareVersion,4.2.7", "AdapterRead1,AGATCGGAAGAGCACACGTCTGAACTCCAGTCA",
    "AdapterRead2,AGATCGGAAGAGCGTCGTGTAGGGAAAGAGTGT", "OverrideCycles,Y101;I6;Y101", "FastqCompressionFormat,gzip", "",
    "[BCLConvert_Data]", "Lane,Sample_ID,Index,Sample_Project"]
    + [f"1,{s},{i},{p}" for s, i, p in _LIBS]) + "\n"
_SAMPLE_SHEET_NAME = "SampleSheet.csv"

# the run folder's RunInfo.xml as the NovaSeq 6000's control software writes it
_RUN_INFO = f"""<?xml version="1.0"?>
<RunInfo xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" Version="5">
  <Run Id="{_RUN_ID}" Number="187">
    <Flowcell>{_FLOWCELL}</Flowcell>
    <Instrument>A01234</Instrument>
    <Date>10/14/2026 9:12:40 AM</Date>
    <Reads>
      <Read Number="1" NumCycles="101" IsIndexedRead="N" />
      <Read Number="2" NumCycles="6" IsIndexedRead="Y" />
      <Read Number="3" NumCycles="101" IsIndexedRead="N" />
    </Reads>
    <FlowcellLayout LaneCount="4" SurfaceCount="2" SwathCount="6" TileCount="78">
      <TileSet TileNamingConvention="FourDigit">
        <Tiles>
          <Tile>1_2101</Tile>
          <Tile>1_2102</Tile>
          <Tile>1_2103</Tile>
          <Tile>1_2104</Tile>
        </Tiles>
      </TileSet>
    </FlowcellLayout>
  </Run>
</RunInfo>
"""
_RUN_INFO_NAME = "RunInfo.xml"

# BCL Convert's Demultiplex_Stats.csv (Reports/ under the output folder): a sample and index a row per lane
_DEMUX_COUNTS = [("S042", "GCCAAT", 18412077, 18036551), ("S043", "CAGATC", 61290448, 60511203),
                 ("S044", "ACTTGA", 9120335, 8799412), ("S045", "GATCAG", 58870112, 58021987),
                 ("S007", "ATCACG", 64402118, 63650930), ("S008", "CGATGT", 27760954, 27248311)]
_UNDETERMINED = 7311922
_LANE_TOTAL = sum(n for _, _, n, _ in _DEMUX_COUNTS) + _UNDETERMINED


def _demux_row(sample: str, index: str, reads: int, perfect: int) -> list[str]:
    one = reads - perfect
    return ["1", sample, index, str(reads), str(perfect), str(one), "0", f"{reads / _LANE_TOTAL:.4f}",
            f"{perfect / reads:.4f}" if reads else "0.0000", f"{one / reads:.4f}" if reads else "0.0000", "0.0000"]


_DEMUX_STATS = _csv([["Lane", "SampleID", "Index", "# Reads", "# Perfect Index Reads", "# One Mismatch Index Reads",
                      "# Two Mismatch Index Reads", "% Reads", "% Perfect Index Reads", "% One Mismatch Index Reads",
                      "% Two Mismatch Index Reads"]]
                    + [_demux_row(*row) for row in _DEMUX_COUNTS]
                    + [["1", "Undetermined", "", str(_UNDETERMINED), "0", "0", "0",
                        f"{_UNDETERMINED / _LANE_TOTAL:.4f}", "0.0000", "0.0000", "0.0000"]])
_DEMUX_STATS_NAME = "Demultiplex_Stats.csv"

# FastQC 0.12.1's fastqc_data.txt (inside S042_S1_L001_R1_001_fastqc.zip): tab-separated modules
_FASTQC = "\n".join([
    "##FastQC\t0.12.1", ">>Basic Statistics\tpass", "#Measure\tValue", "Filename\tS042_S1_L001_R1_001.fastq.gz",
    "File type\tConventional base calls", "Encoding\tSanger / Illumina 1.9", "Total Sequences\t18412077",
    "Total Bases\t1.8 Gbp", "Sequences flagged as poor quality\t0", "Sequence length\t101", "%GC\t49",
    ">>END_MODULE", ">>Per base sequence quality\tpass",
    "#Base\tMean\tMedian\tLower Quartile\tUpper Quartile\t10th Percentile\t90th Percentile",
    "1\t31.84410327815622\t37.0\t37.0\t37.0\t25.0\t37.0", "2\t32.10573284471201\t37.0\t37.0\t37.0\t25.0\t37.0",
    "3\t33.90218466720315\t37.0\t37.0\t37.0\t37.0\t37.0", ">>END_MODULE", ">>Sequence Duplication Levels\tfail",
    "#Total Deduplicated Percentage\t41.27306651082309",
    "#Duplication Level\tPercentage of deduplicated\tPercentage of total", "1\t72.4810396\t29.91505128",
    "2\t12.9022107\t10.65034981", "3\t4.6127710\t5.71130552", ">>END_MODULE", ">>Overrepresented sequences\twarn",
    "#Sequence\tCount\tPercentage\tPossible Source",
    "AGATCGGAAGAGCACACGTCTGAACTCCAGTCACGCCAATATCTCGTATGCCGTCTTCTGCTTG\t31204\t0.16947563906297488\t"
    "TruSeq Adapter, Index 6 (100% over 50bp)", ">>END_MODULE", ">>Adapter Content\twarn",
    "#Position\tIllumina Universal Adapter\tIllumina Small RNA 3' Adapter\tIllumina Small RNA 5' Adapter\t"
    "Nextera Transposase Sequence\tPolyA\tPolyG",
    "1\t0.0\t0.0\t0.0\t0.0\t0.012\t0.004", "2\t0.0\t0.0\t0.0\t0.0\t0.019\t0.007", ">>END_MODULE"]) + "\n"
_FASTQC_NAME = "S042_S1_L001_R1_001_fastqc_data.txt"

# MultiQC's general statistics table (multiqc_data/multiqc_general_stats.txt): tab-separated, a FastQC column a metric
_MQC_SAMPLES = [("S042_S1_L001_R1_001", 58.73, 49.0, 101.0, 18.18, 18412077.0),
                ("S043_S2_L001_R1_001", 21.40, 48.0, 101.0, 0.0, 61290448.0),
                ("S044_S3_L001_R1_001", 64.05, 51.0, 101.0, 27.27, 9120335.0)]
_MQC_COLUMNS = ["percent_duplicates", "percent_gc", "avg_sequence_length", "percent_fails", "total_sequences"]
_MULTIQC_TSV = "\n".join(["\t".join(["Sample"] + [f"FastQC_mqc-generalstats-fastqc-{c}" for c in _MQC_COLUMNS])]
                         + ["\t".join([s] + [repr(v) for v in vals]) for s, *vals in _MQC_SAMPLES]) + "\n"
_MULTIQC_TSV_NAME = "multiqc_general_stats.txt"

# MultiQC's multiqc_data.json (multiqc_data/): the report's data, the general statistics a list of {sample: metrics}
_MULTIQC_JSON = json.dumps({
    "report_data_sources": {"FastQC": {"all_sections": {
        s: f"/core/runs/{_RUN_ID}/fastqc/{s}_fastqc.zip" for s, *_ in _MQC_SAMPLES}}},
    "report_general_stats_data": [{s: dict(zip(_MQC_COLUMNS, vals)) for s, *vals in _MQC_SAMPLES}],
    "report_general_stats_headers": [{c: {"namespace": "FastQC", "title": c, "rid": f"mqc-generalstats-fastqc-{c}"}
                                      for c in _MQC_COLUMNS}],
    "report_saved_raw_data": {"multiqc_fastqc": {s: {
        "Filename": f"{s}.fastq.gz", "File type": "Conventional base calls", "Encoding": "Sanger / Illumina 1.9",
        "Total Sequences": vals[4], "Total Bases": "1.8 Gbp", "Sequences flagged as poor quality": 0.0,
        "Sequence length": 101.0, "%GC": vals[1], "total_deduplicated_percentage": round(100 - vals[0], 2),
        "avg_sequence_length": 101.0, "basic_statistics": "pass", "per_base_sequence_quality": "pass",
        "sequence_duplication_levels": "fail" if vals[0] > 50 else "pass", "adapter_content": "warn"}
        for s, *vals in _MQC_SAMPLES}},
    "config_analysis_dir": [f"/core/runs/{_RUN_ID}/fastqc"], "config_creation_date": "2026-10-14, 11:48 CEST",
    "config_short_version": "1.25", "config_title": "NVX-A01234 run review", "config_version": "1.25"},
    indent=4, ensure_ascii=False)
_MULTIQC_JSON_NAME = "multiqc_data.json"

# Picard MarkDuplicates' metrics file (-M S042.markdup_metrics.txt)
_PICARD = "\n".join([
    "## htsjdk.samtools.metrics.StringHeader",
    "# MarkDuplicates --INPUT S042_S1.sorted.bam --OUTPUT S042_S1.markdup.bam --METRICS_FILE "
    "S042_S1.markdup_metrics.txt --OPTICAL_DUPLICATE_PIXEL_DISTANCE 2500 --ASSUME_SORT_ORDER coordinate "
    "--MAX_SEQUENCES_FOR_DISK_READ_ENDS_MAP 50000 --MAX_FILE_HANDLES_FOR_READ_ENDS_MAP 8000 "
    "--SORTING_COLLECTION_SIZE_RATIO 0.25 --TAG_DUPLICATE_SET_MEMBERS false --REMOVE_SEQUENCING_DUPLICATES false "
    "--TAGGING_POLICY DontTag --CLEAR_DT true --DUPLEX_UMI false --ADD_PG_TAG_TO_READS true --REMOVE_DUPLICATES false "
    "--ASSUME_SORTED false --DUPLICATE_SCORING_STRATEGY SUM_OF_BASE_QUALITIES --PROGRAM_RECORD_ID MarkDuplicates "
    "--PROGRAM_GROUP_NAME MarkDuplicates --VERBOSITY INFO --QUIET false --VALIDATION_STRINGENCY STRICT "
    "--COMPRESSION_LEVEL 5 --MAX_RECORDS_IN_RAM 500000 --CREATE_INDEX false --CREATE_MD5_FILE false",
    "## htsjdk.samtools.metrics.StringHeader", "# Started on: Wed Oct 14 11:21:07 CEST 2026", "",
    "## METRICS CLASS\tpicard.sam.DuplicationMetrics",
    "LIBRARY\tUNPAIRED_READS_EXAMINED\tREAD_PAIRS_EXAMINED\tSECONDARY_OR_SUPPLEMENTARY_RDS\tUNMAPPED_READS\t"
    "UNPAIRED_READ_DUPLICATES\tREAD_PAIR_DUPLICATES\tREAD_PAIR_OPTICAL_DUPLICATES\tPERCENT_DUPLICATION\t"
    "ESTIMATED_LIBRARY_SIZE",
    "S042-GCCAAT\t41877\t17702145\t288419\t668055\t30212\t10391804\t1120450\t0.587146\t9413772", "",
    "## HISTOGRAM\tjava.lang.Double", "BIN\tCoverageMult\tall_sets\toptical_sets\tnon_optical_sets",
    "1.0\t1.00422\t4217334\t0\t4398120", "2.0\t1.612903\t1264007\t611893\t1201554",
    "3.0\t1.857231\t508127\t39982\t489311", ""]) + "\n"
_PICARD_NAME = "S042_S1.markdup_metrics.txt"


# the first reads of S042's read 1, as BCL Convert writes them: gzipped FASTQ, CASAVA 1.8 headers, binned qualities
def _read(k: int) -> str:
    bases = "ACGT"
    seq = "".join(bases[(k * 7 + i * i + 3 * i) % 4] for i in range(101))
    qual = "".join("F" if (i + k) % 11 else (":" if i % 3 else ",") for i in range(101))
    return f"@A01234:187:{_FLOWCELL}:1:1101:{1000 + 181 * k}:{1000 + 16 * k} 1:N:0:GCCAAT\n{seq}\n+\n{qual}\n"


_FASTQ_GZ = gzip.compress("".join(_read(k) for k in range(6)).encode("ascii"), mtime=0)
_FASTQ_GZ_NAME = "S042_S1_L001_R1_001.fastq.gz"

# a staff scientist's QC rating sheet as typed after the run: scientist, date, flow cell, lane, sample and index,
# project, reads delivered (millions), duplication (%), rating (1 pass to 5 re-prep): nine fields a line
_RATING_SHEET = ("okafor 2026-10-14 HXYZ7DSX3 1 S042-GCCAAT P1187 18.4 58.7 4\n"
                 "okafor 2026-10-14 HXYZ7DSX3 1 S043-CAGATC P1187 61.3 21.4 1\n"
                 "okafor 2026-10-14 HXYZ7DSX3 1 S044-ACTTGA P1187 9.1 64.1 5\n"
                 "lindqvist 2026-10-14 HXYZ7DSX3 1 S045-GATCAG P1187 58.9 19.8 1\n"
                 "lindqvist 2026-10-14 HXYZ7DSX3 1 S008-CGATGT P1203 27.8 33.0 3\n")
# a committee member's ballot as typed for the review: member, review date, place, project/sample-index, decision
_BALLOT = ("rhernandez 2026-10-16 1 P1187/S044-ACTTGA reseq\nrhernandez 2026-10-16 2 P1187/S042-GCCAAT reseq\n"
           "rhernandez 2026-10-16 3 P1203/S008-CGATGT topup\nrhernandez 2026-10-16 4 P1187/S045-GATCAG pass\n")
# the committee's vote tally as the core manager types it: sample and index, project, re-sequence, top-up and pass
# votes, decision: six fields a line
_VOTE_TALLY = ("S044-ACTTGA P1187 6 1 0 reseq\nS042-GCCAAT P1187 5 2 0 reseq\nS008-CGATGT P1203 1 5 1 topup\n"
               "S045-GATCAG P1187 0 1 6 pass\n")


def hundredseventh_bar_seqcore_cases() -> list[Case]:
    G = HUNDREDSEVENTH_SEQCORE
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="reseq_scores", judgements="run_review_decisions", runs=_RECS3,
        stem="reseq_first", outputs=_OUT, item="library", rounded="qc_ratings",
        weights="{'yield_shortfall': 2.0, 'dup_adapter': 1.0, 'qc_ratings': 1.5, 'committee_votes': 1.0}",
        lone_query="R['yield_shortfall']['run:2026-10/MSQ-M04512'] = "
                   "{'lib:P1211/S101-TGACCA': 0.9, 'lib:P1203/S009-TTAGGC': 0.4}\n",
        trust="yield_shortfall 2\nqc_ratings 1\ncommittee_votes 1\n",
        trust_dict="{'yield_shortfall': 2, 'qc_ratings': 1, 'committee_votes': 1}",
        texts={
            "rrf": ("u107b_rrf_reseq_scores",
                    "rankagg.fuse({source: {run, month or project: {library: score}}}, method='rrf'): the yield "
                    "shortfall, duplication and adapter content, the staff's QC ratings and the committee's votes, "
                    "six rankings ('run:2026-10/NVX-A01234'), libraries as the core writes them "
                    "('lib:P1187/S042-GCCAAT')"),
            "borda": ("u107b_borda_library_not_scored_by_all",
                      "rankagg.fuse(..., method='borda'): a library still demultiplexing (no duplication figures "
                      "yet) and not rated by the staff, so some sources have no score for it"),
            "combsum": ("u107b_combsum_rounded_qc_ratings",
                        "rankagg.fuse(..., method='combsum'): the staff's QC ratings as averages at one decimal "
                        "(many ties), beside the yield shortfall and the committee's votes"),
            "fuser": ("u107b_weighted_fuser_yield_shortfall",
                      "rankagg.Fuser('rrf', weights=...) per run, month and project: the yield shortfall counts 2, "
                      "the QC ratings 1.5, duplication and adapter content and the votes 1, as reads owed decide a "
                      "re-sequence"),
            "frame": ("u107b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the core's LIMS export, a "
                      "row per run, library and source"),
            "evaluate": ("u107b_evaluate_run_review_decisions",
                         "rankagg.evaluate(fused ranking, the review's decisions, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put the libraries to re-sequence first"),
            "lone": ("u107b_miseq_run_only_yield",
                     "rankagg.fuse(..., method='rrf'): a MiSeq run that only the yield shortfall covers so far, "
                     "beside runs, months and projects every source covers"),
            "cli_rrf": ("u107b_cli_rrf_runs",
                        "rankagg fuse yield_shortfall.run qc_ratings.run committee_votes.run --method rrf -o "
                        "reseq_first.run: one run per source, runs, months and projects as queries"),
            "cli_borda": ("u107b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the yield shortfall "
                          "counts double)"),
            "cli_combsum": ("u107b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four libraries a top-up lane can take "
                            "per run"),
            "cli_evaluate": ("u107b_cli_evaluate_run_review_decisions_qrels",
                             "rankagg evaluate reseq_first.run --qrels run_review_decisions.qrels -m ndcg_cut.5 -m "
                             "map: the fused ranking against the review's decisions (0-2)"),
            "cli_parquet": ("u107b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o reseq_first.parquet: gzipped runs from the "
                            "nightly QC job, a Parquet table for the core's dashboard")})

    # --- the core's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u107b_samplesheet_v2_as_run", "an Illumina sample sheet, SampleSheet.csv v2 ([Header] FileFormatVersion,2, "
         "[Reads], [BCLConvert_Settings], [BCLConvert_Data] of Lane, Sample_ID, Index, Sample_Project)",
         _SAMPLE_SHEET_NAME, _SAMPLE_SHEET, "sample sheet", named_at(_SAMPLE_SHEET_NAME, _SAMPLE_SHEET)),
        ("u107b_runinfo_xml_as_run", "a run folder's RunInfo.xml as the NovaSeq writes it (RunInfo Version 5: Run Id, "
         "Flowcell, Instrument, Date, Reads, FlowcellLayout)", _RUN_INFO_NAME, _RUN_INFO, "RunInfo",
         named_at(_RUN_INFO_NAME, _RUN_INFO)),
        ("u107b_bcl_convert_demux_stats_as_run", "BCL Convert's Demultiplex_Stats.csv (Lane, SampleID, Index, # "
         "Reads, # Perfect Index Reads, ..., % Reads, ...; an Undetermined row)", _DEMUX_STATS_NAME, _DEMUX_STATS,
         "BCL Convert", named_at(_DEMUX_STATS_NAME, _DEMUX_STATS)),
        ("u107b_fastqc_data_as_run", "FastQC's fastqc_data.txt (##FastQC 0.12.1, >>Basic Statistics, #Measure, "
         "Total Sequences, >>Sequence Duplication Levels, >>Adapter Content, >>END_MODULE)", _FASTQC_NAME, _FASTQC,
         "FastQC", named_at(_FASTQC_NAME, _FASTQC)),
        ("u107b_multiqc_general_stats_as_run", "MultiQC's general statistics table, multiqc_general_stats.txt "
         "(Sample, then FastQC_mqc-generalstats-fastqc-... columns, tab-separated)", _MULTIQC_TSV_NAME, _MULTIQC_TSV,
         "MultiQC", named_at(_MULTIQC_TSV_NAME, _MULTIQC_TSV)),
        ("u107b_multiqc_data_json_as_run", "MultiQC's multiqc_data.json (report_data_sources, "
         "report_general_stats_data, report_saved_raw_data, config_version)", _MULTIQC_JSON_NAME, _MULTIQC_JSON,
         "MultiQC", f"{_MULTIQC_JSON_NAME}:1"),
        ("u107b_picard_markduplicates_metrics_as_run", "Picard MarkDuplicates' metrics file (## "
         "htsjdk.samtools.metrics.StringHeader, ## METRICS CLASS picard.sam.DuplicationMetrics, LIBRARY ... "
         "PERCENT_DUPLICATION, ESTIMATED_LIBRARY_SIZE, ## HISTOGRAM)", _PICARD_NAME, _PICARD, "Picard",
         named_at(_PICARD_NAME, _PICARD)),
        ("u107b_fastq_gz_as_run", "a gzipped FASTQ as BCL Convert writes it (S042_S1_L001_R1_001.fastq.gz, 1f 8b; "
         "CASAVA 1.8 read headers)", _FASTQ_GZ_NAME, _FASTQ_GZ, "FASTQ", _FASTQ_GZ_NAME),
        ("u107b_staff_rating_sheet_as_run", "a staff scientist's QC rating sheet as typed (nine fields a line: "
         "scientist, date, flow cell, lane, sample and index, project, reads delivered, duplication, rating)",
         "rating_sheet_okafor_2026-10-14.txt", _RATING_SHEET, "rating sheet", "rating_sheet_okafor_2026-10-14.txt:1"),
        ("u107b_committee_ballot_as_run", "a committee member's ballot as typed for the review (five fields a line: "
         "member, review date, place, project/sample-index, decision)", "ballot_rhernandez_2026-10-16.txt", _BALLOT,
         "ballot", "ballot_rhernandez_2026-10-16.txt:1"),
        ("u107b_committee_vote_tally_as_run", "the committee's vote tally as the core manager types it (six fields "
         "a line: sample and index, project, re-sequence, top-up and pass votes, decision)",
         "vote_tally_2026-10-16.txt", _VOTE_TALLY, "vote tally", "vote_tally_2026-10-16.txt:1")],
        one_run=("committee_votes.run", _ONE_RUN), stem="reseq_first",
        text_why="trec_eval refuses a line of other than six fields, and a vote tally's six are a sample and index, "
                 "a project, three vote counts and a decision, not a run's; the file is the field's own, named by "
                 "what it is (a field count or a generic note says nothing the core can act on)",
        binary_why="trec_eval reads text; a gzipped FASTQ read as lines gives no ranking (and unzipped it is reads, "
                   "four lines each): named by what it is")

    # --- the judgements the core gives --------------------------------------------------------------------------------
    judged = files_as_qrels(cli_bad, [
        ("u107b_committee_ballot_as_qrels", "ballot_rhernandez_2026-10-16.txt", _BALLOT, "ballot"),
        ("u107b_committee_vote_tally_as_qrels", "vote_tally_2026-10-16.txt", _VOTE_TALLY, "vote tally"),
        ("u107b_bcl_convert_demux_stats_as_qrels", _DEMUX_STATS_NAME, _DEMUX_STATS, "BCL Convert"),
        ("u107b_picard_metrics_as_qrels", _PICARD_NAME, _PICARD, "Picard")],
        one_run=("committee_votes.run", _ONE_RUN))
    # what each file is, said in the case's own text (the helper's text names the file only)
    said = {"u107b_committee_ballot_as_qrels": "a committee member's ballot as typed, five fields a line",
            "u107b_committee_vote_tally_as_qrels": "the committee's vote tally as typed, six fields a line",
            "u107b_bcl_convert_demux_stats_as_qrels": "BCL Convert's demultiplexing statistics (CSV)",
            "u107b_picard_metrics_as_qrels": "Picard MarkDuplicates' duplication metrics"}
    for case in judged:
        case.what += f" ({said[case.id]})"
    cases += judged

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u107b_out_fastq_gz", "S042_S1_L001_R1_001.fastq.gz", "a gzipped FASTQ (.fastq.gz, as BCL Convert names a "
         "sample's reads)"),
        ("u107b_out_bam", "reseq_first.bam", "a BAM alignment file (.bam)"),
        ("u107b_out_bcl", "s_1_1101.bcl", "a base call file (.bcl, as RTA writes one per tile and cycle)"),
        ("u107b_out_multiqc_report_html", "multiqc_report.html", "a MultiQC report (multiqc_report.html)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=107"))

    # --- the core's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u107b_api_multiqc_data_dict",
            "rankagg.fuse(json.load(multiqc_data.json)): MultiQC's report data for the run, loaded in Python, given "
            "as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json', encoding='utf-8')), method='rrf')\n",
            "MultiQC", why="a run maps a query to {document: score}; MultiQC's data maps its sections (the data "
            "sources, the general statistics as a list of {sample: metrics}, each module's saved raw data, the "
            "config) to what the report shows, no ranking",
            files={"r.json": _MULTIQC_JSON}),
        bad("u107b_api_bcl_convert_demux_frame",
            "rankagg.fuse(pd.read_csv(Demultiplex_Stats.csv)): BCL Convert's demultiplexing statistics (Lane, "
            "SampleID, Index, # Reads, ... columns) given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.csv'), method='borda')\n",
            "BCL Convert", why="a table of runs has qid, docid, run and score columns; BCL Convert's statistics have "
            "a lane and sample a row (its index, its reads and how many matched the index perfectly or with "
            "mismatches), no score",
            files={"r.csv": _DEMUX_STATS}),
    ]
    return cases
