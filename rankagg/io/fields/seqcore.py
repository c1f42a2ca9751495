"""A university genomics core facility's run review files, its staff scientists' and its users' committee's (issue 45's
hundred-and-seventh bar, u107b_): an Illumina run folder's RunInfo.xml, BCL Convert's Demultiplex_Stats.csv (and its
table read as a frame), FastQC's fastqc_data.txt, MultiQC's general statistics table and multiqc_data.json (as saved,
and loaded in Python), Picard's metrics files (MarkDuplicates' among them), FASTQ reads (gzipped as BCL Convert
writes them: the doors read a gzipped file's inflated text), and the core's typed QC rating sheets, committee ballots
and vote tallies, which name a library by its sample and index sequence (S042-GCCAAT, P1187/S042-GCCAAT) on every
line.  (The Illumina sample sheet is the genomic surveillance team's declaration, rankagg.io.fields.
genomicsurveillance; outputs named .fastq.gz, .bam, .bcl or .html are the output names' to refuse.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import NAME_FIELD, Field, FieldFile

#: a library as the core types it: the sample, '-', its index sequence (six to twelve bases; a dual index joined by
#: '-' or '+'), perhaps after its project and '/' (P1187/S042-GCCAAT); a sample name alone is no token of the field's
_INDEX = r"[ACGT]{6,12}"
_LIBRARY = rf"(?:[A-Za-z][\w.]*/)?[A-Za-z0-9][\w.]*-{_INDEX}(?:[-+]{_INDEX})?(?![\w./+-])"
#: an Illumina flow cell's id: nine capitals and digits (HXYZ7DSX3), or a MiSeq's 000000000-ABCDE
_FLOWCELL = r"(?:[A-Z0-9]{9}|0{9}-[A-Z0-9]{5})(?![\w-])"
_DATE = r"\d{4}-\d\d-\d\d"
_NUM = r"\d{1,6}(?:\.\d+)?"
#: the review's decisions as the core's staff type them
_DECISION = r"(?i:reseq|re-?sequence|top-?up|pass|re-?prep|hold)(?![\w-])"
#: a project's code in a tally's second field: a word, never a run's Q0 nor a qrels' 0
_PROJECT = r"(?!Q0[ \t])(?!0[ \t])[A-Za-z][\w.-]*"
#: a QC rating sheet's line: scientist, date, flow cell, lane, library, project, reads (millions), duplication %, rating
_RATING = (rf"{NAME_FIELD}[ \t]+{_DATE}[ \t]+{_FLOWCELL}[ \t]+[1-8][ \t]+{_LIBRARY}[ \t]+{_PROJECT}[ \t]+{_NUM}"
           rf"[ \t]+{_NUM}[ \t]+[0-9][ \t]*\r?")
#: a committee member's ballot's line: member, review date, place (never a qrels' 0), library, decision
_BALLOT = rf"{NAME_FIELD}[ \t]+{_DATE}[ \t]+(?!0[ \t])\d{{1,3}}[ \t]+{_LIBRARY}[ \t]+{_DECISION}[ \t]*\r?"
#: a vote tally's line: library, project, the re-sequence, top-up and pass votes, decision
_TALLY = rf"{_LIBRARY}[ \t]+{_PROJECT}(?:[ \t]+\d{{1,3}}){{3}}[ \t]+{_DECISION}[ \t]*\r?"
#: a FASTQ record's first three lines: '@' and the read's name, its bases, '+' (a TREC line never opens with '@')
_FASTQ = r"\A@[!-~]+(?:[ \t][^\n]*)?\n[ACGTNacgtn.]+\r?\n\+[^\n]*$"

SEQCORE = Field(
    team="a university genomics core facility's run review, its staff scientists and users' committee (u107b_)",
    advice="give each source's ranking of an instrument run's, a month's or a project's libraries (the yield "
           "shortfall, the duplication and adapter content, the staff's QC ratings, the committee's votes) as a run, "
           "the run a query (run:2026-10/NVX-A01234) and each library a document (lib:P1187/S042-GCCAAT), the score "
           "higher for the library to re-sequence first: 'RUN Q0 LIBRARY RANK SCORE SOURCE'; the review's decisions "
           "are the qrels, 'RUN 0 LIBRARY GRADE' (2 re-sequence, 1 top up, 0 pass)",
    files=(
        # the root alone is Illumina's name; every run folder's RunInfo holds its flow cell
        FieldFile("an Illumina run folder's run information, its RunInfo document (RunInfo.xml, the sequencer's "
                  "run: Run Id and Number, Flowcell, Instrument, Date, Reads, FlowcellLayout)",
                  '<?xml version="1.0"?>\n<RunInfo Version="5">\n  <Run Id="261014_A01234_0187_BHXYZ7DSX3" '
                  'Number="187">\n    <Flowcell>HXYZ7DSX3</Flowcell>\n    <Instrument>A01234</Instrument>\n', 2,
                  root="RunInfo", marks=("<Flowcell>",)),
        # the index-matching counts are BCL Convert's own columns; a frame read from the file has them as its columns
        FieldFile("BCL Convert's demultiplexing statistics (Demultiplex_Stats.csv: Lane, SampleID, Index, # Reads, "
                  "# Perfect Index Reads, # One Mismatch Index Reads, ..., % Reads, a lane's sample a row)",
                  "Lane,SampleID,Index,# Reads,# Perfect Index Reads,# One Mismatch Index Reads,"
                  "# Two Mismatch Index Reads,% Reads,% Perfect Index Reads,% One Mismatch Index Reads,"
                  "% Two Mismatch Index Reads\n1,S042,GCCAAT,18412077,18036551,375526,0,0.0714,0.9796,0.0204,0.0000\n",
                  1, columns=("# Perfect Index Reads", "# One Mismatch Index Reads", "SampleID", "Lane")),
        # FastQC opens its data file with its name and version, then its modules (>>Basic Statistics ... >>END_MODULE)
        FieldFile("FastQC's report data (fastqc_data.txt: ##FastQC and its version, then its modules, >>Basic "
                  "Statistics, >>Per base sequence quality, ..., >>Adapter Content, each to >>END_MODULE)",
                  "##FastQC\t0.12.1\n>>Basic Statistics\tpass\n#Measure\tValue\n"
                  "Filename\tS042_S1_L001_R1_001.fastq.gz\nTotal Sequences\t18412077\n>>END_MODULE\n", 1,
                  line=r"\A##FastQC[ \t]+\d+(?:\.\d+)+[^\n]*$", marks=(">>Basic Statistics",)),
        # MultiQC names each general statistics column for its module: '<Module>_mqc-generalstats-<module>-<metric>'
        FieldFile("MultiQC's general statistics table (multiqc_general_stats.txt: Sample, then a column a module's "
                  "metric, FastQC_mqc-generalstats-fastqc-percent_duplicates, ...)",
                  "Sample\tFastQC_mqc-generalstats-fastqc-percent_duplicates\tFastQC_mqc-generalstats-fastqc-"
                  "percent_gc\nS042_S1_L001_R1_001\t58.73\t49.0\n", 1,
                  columns=("Sample",), cell=r"_mqc-generalstats-"),
        # the report's sections are MultiQC's own keys, at the document's top level
        FieldFile("MultiQC's report data (multiqc_data.json: report_data_sources, report_general_stats_data, "
                  "report_general_stats_headers, report_saved_raw_data, config_version, ...)",
                  '{"report_data_sources": {"FastQC": {"all_sections": {"S042_S1_L001_R1_001": '
                  '"/core/fastqc/S042_S1_L001_R1_001_fastqc.zip"}}}, "report_general_stats_data": '
                  '[{"S042_S1_L001_R1_001": {"percent_duplicates": 58.73}}], "report_general_stats_headers": '
                  '[{"percent_duplicates": {"namespace": "FastQC"}}], "config_version": "1.25"}\n', 1,
                  keys=("report_general_stats_data", "report_data_sources", "report_general_stats_headers")),
        # htsjdk writes every Picard metrics file so: its header lines, then ## METRICS CLASS and a table
        FieldFile("a Picard metrics file (htsjdk's: ## htsjdk.samtools.metrics.StringHeader, the command line, "
                  "## METRICS CLASS, e.g. MarkDuplicates' picard.sam.DuplicationMetrics, LIBRARY ... "
                  "PERCENT_DUPLICATION, ESTIMATED_LIBRARY_SIZE, then ## HISTOGRAM)",
                  "## htsjdk.samtools.metrics.StringHeader\n# MarkDuplicates --INPUT S042_S1.sorted.bam --OUTPUT "
                  "S042_S1.markdup.bam --METRICS_FILE S042_S1.markdup_metrics.txt\n"
                  "## htsjdk.samtools.metrics.StringHeader\n# Started on: Wed Oct 14 11:21:07 CEST 2026\n\n"
                  "## METRICS CLASS\tpicard.sam.DuplicationMetrics\n", 1,
                  line=r"\A## htsjdk\.samtools\.metrics\.StringHeader[ \t]*\r?$"),
        # a read's four lines: '@' and its name (CASAVA 1.8's instrument:run:flowcell:lane:tile:x:y read:filter:
        # control:index), bases, '+', qualities
        FieldFile("a FASTQ file of sequencing reads (gzipped as BCL Convert writes a sample's, "
                  "S042_S1_L001_R1_001.fastq.gz: '@' and a read's name, its bases, '+', its qualities, four lines a "
                  "read)",
                  "@A01234:187:HXYZ7DSX3:1:1101:1000:1000 1:N:0:GCCAAT\nACGTTGCAAGCT\n+\nFFFF:FFF,FFF\n", 1,
                  line=_FASTQ),
        FieldFile("a sequencing core staff scientist's QC rating sheet typed as text (scientist, date, flow cell, "
                  "lane, library as sample and index sequence, project, reads, duplication, rating)",
                  "okafor 2026-10-14 HXYZ7DSX3 1 S042-GCCAAT P1187 18.4 58.7 4\n"
                  "okafor 2026-10-14 HXYZ7DSX3 1 S043-CAGATC P1187 61.3 21.4 1\n", 1,
                  line=rf"^{_RATING}\n{_RATING}$"),
        FieldFile("a sequencing core committee member's ballot typed as text (member, review date, place, library "
                  "as project/sample and index sequence, decision)",
                  "rhernandez 2026-10-16 1 P1187/S044-ACTTGA reseq\nrhernandez 2026-10-16 2 P1187/S042-GCCAAT reseq\n",
                  1, line=rf"^{_BALLOT}\n{_BALLOT}$"),
        # six fields a line: they pass for a run's lines
        FieldFile("a sequencing core committee's vote tally typed as text (library as sample and index sequence, "
                  "project, re-sequence, top-up and pass votes, decision)",
                  "S044-ACTTGA P1187 6 1 0 reseq\nS042-GCCAAT P1187 5 2 0 reseq\n", 1,
                  line=rf"^{_TALLY}\n{_TALLY}$", lookalike=True),
    ))
