"""Issue 45's hundredth bar of scripts/reliability_matrix.py, a public health laboratory's genomic surveillance team
and its variant review committee, ranking lineages, variants and sequencing runs per week, region and committee vote
from growth advantage, case counts, sequencing quality, analysts' ratings and the committee's votes (its cases, ids
``u100b_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the
verdicts) are the matrix's.  (Written by a persona session, before any of its recognisers existed.)

The team's day: a week's lineages, a region's week, a sequencing run's QC, a committee meeting's ballots is a query
(``week:2024-W45/lineages``; ``region:uk/north-west/2024-W45``; ``run:illumina/241104_M05432_0187_000000000-LT9KD/qc``
the QC of one MiSeq run by its run folder's name; ``vote:vrc/2024-11-07/ballots`` the variant review committee's
ballots of one meeting) and each lineage a document (``lineage:pango/KP.3.1.1``, the id space, then the Pango
lineage); the runs are the growth advantage model's estimates, the case counts, the analysts' ratings and the
committee's votes, turned to scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, the growth
advantage weighted highest (fitted on every sequenced case of the week), and judged against the committee's verdicts
(2 a lineage flagged as a variant under monitoring, 1 a lineage kept on the watch list, 0 otherwise).  The mistakes
and odd files: the field's own files given where runs or qrels are read (Nextclade's TSV output, pangolin's lineage
report, GISAID's metadata in Nextstrain's TSV layout, an Auspice v2 dataset JSON, an Illumina SampleSheet.csv, the
week's consensus FASTA, a PNG of the tree from the same folder, and a member's ballot, the vote tally and an analyst's
rating sheet as typed), and outputs named for the field's files (Nextclade's aligned FASTA and Newick tree, bcl2fastq's
gzipped FASTQ, Nextclade's Auspice JSON).
Where the bytes were checked: Nextclade's TSV has the header of nextclade run --output-columns-selection general, the
General category of nextstrain/nextclade's packages/nextclade/src/io/nextclade_csv_column_config.rs in its order
(index, seqName, clade, qc.overallScore, qc.overallStatus, totalSubstitutions, ..., coverage, cdsCoverage,
isReverseComplement), tab-separated (Nextclade's CLI docs: --output-tsv, delimiter tab); pangolin's lineage_report.csv
the sixteen columns of pangolin 4 (taxon, lineage, conflict, ambiguity_score, scorpio_call, ..., qc_status, qc_notes,
note), as pipelines' fallbacks and tests write it; the metadata TSV the header of GISAID's nextmeta download as
UCSC's sarscov2phylo script expects it (strain, virus, gisaid_epi_isl, genbank_accession, date, region, ..., paper_url,
date_submitted), with '?' for unknown values (nextstrain/ncov's docs/src/reference/metadata-fields.rst); the Auspice
JSON the keys of augur export v2's output (meta with colorings, filters, panels, title, updated; tree with
branch_attrs, children, name, node_attrs div and {value} traits; version "v2"), written sorted with an indent of two,
as augur's tests/functional/export_v2 datasets are; the SampleSheet the IEM v1 layout ([Header] IEMFileVersion,5,
Investigator Name, ..., [Reads], [Settings], [Data] Sample_ID,Sample_Name,Sample_Plate,Sample_Well,Index_Plate_Well,
I7_Index_ID,index,I5_Index_ID,index2,Sample_Project,Description), as dfornika/miseq-samplesheet-parser shows one; the
PNG its signature, IHDR, IDAT and IEND chunks with their CRCs (the PNG specification).  Left out, as they could not be
checked byte for byte here: Nextclade's full default TSV (its dynamic, dataset-specific columns, Nextclade_pango,
clade_who and others, vary with the dataset), the SampleSheet's line endings and padding commas (IEM's vary), VCF and
ClinVar's variant_summary.txt (a SARS-CoV-2 surveillance team ranks lineages, not clinical variants), GISAID's own
EpiCoV exports (their current column names could not be checked), TreeTime's .nexus (no stored mention of its name).
So the API case given as a pandas frame is a frame read from pangolin's lineage_report.csv, the team's one CSV whose
columns could be checked.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import json
import struct
import zlib

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

HUNDREDTH_GENOMICSURVEILLANCE = ("45 Unseen inputs: a hundredth bar, a public health laboratory's genomic "
                                 "surveillance team and variant review committee ranking lineages, variants and "
                                 "sequencing runs per week, region and committee vote from growth advantage, case "
                                 "counts, sequencing quality, analysts' ratings and the committee's votes "
                                 "(Nextclade's and pangolin's outputs, Nextstrain's metadata and Auspice JSON, an "
                                 "Illumina sample sheet, FASTA, a tree's PNG, and ballots, tallies and rating sheets "
                                 "as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['growth_advantage', 'case_counts', 'analyst_ratings', 'committee_votes'],
    items=['lineage:pango/XEC', 'lineage:pango/KP.3.1.1', 'lineage:pango/LP.8.1', 'lineage:pango/MC.10.1',
           'lineage:pango/KP.2.3', 'lineage:pango/XDV.1.5.1', 'lineage:pango/JN.1.11.1', 'lineage:pango/MV.1'],
    queries=['week:2024-W45/lineages', 'region:uk/north-west/2024-W45',
             'run:illumina/241104_M05432_0187_000000000-LT9KD/qc', 'vote:vrc/2024-11-07/ballots',
             'region:uk/london/2024-W45', 'variant:nextclade/24F/growth'],
    suffix='/revised', generator='variant_watchlist', judgements='committee_verdicts'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "variant_watchlist", "variant_watchlist.run")

_RECS3 = ["growth_advantage", "case_counts", "analyst_ratings"]
_OUT = ("variant_watchlist.run",)
_ONE_RUN = ("week:2024-W45/lineages Q0 lineage:pango/XEC 1 0.9412 growth_advantage\n"
            "week:2024-W45/lineages Q0 lineage:pango/KP.3.1.1 2 0.8873 growth_advantage\n")

_STRAINS = ["hCoV-19/England/PHEC-3A1B2C4D/2024", "hCoV-19/England/PHEC-3A1B2D7F/2024",
            "hCoV-19/England/PHEC-3A1B2E02/2024"]

# the team's files, as Nextclade, pangolin, augur, Illumina's tools and the sequencer write them, as typed
# Nextclade's results table (nextclade run --output-columns-selection general --output-tsv nextclade.tsv): the
# General category's columns in nextclade_csv_column_config.rs's order, tab-separated
_NEXTCLADE_COLUMNS = ["index", "seqName", "clade", "qc.overallScore", "qc.overallStatus", "totalSubstitutions",
                      "totalDeletions", "totalInsertions", "totalFrameShifts", "totalMissing", "totalNonACGTNs",
                      "totalAminoacidSubstitutions", "totalAminoacidDeletions", "totalAminoacidInsertions",
                      "totalUnknownAa", "alignmentScore", "alignmentStart", "alignmentEnd", "coverage", "cdsCoverage",
                      "isReverseComplement"]
_CDS = "E:1,M:1,N:1,ORF1a:{a},ORF1b:1,ORF3a:1,ORF6:1,ORF7a:1,ORF7b:1,ORF8:1,ORF9b:1,S:{s}"
_NEXTCLADE_ROWS = [
    ["0", _STRAINS[0], "24F", "3.4567901234567904", "good", "121", "43", "0", "0", "212", "3", "97", "19", "0", "14",
     "89102", "54", "29836", "0.9919005718188308", _CDS.format(a="0.9894", s="0.9764"), "false"],
    ["1", _STRAINS[1], "24C", "0.5", "good", "116", "42", "0", "0", "0", "0", "91", "19", "0", "0", "89633", "54",
     "29836", "0.9989967561799016", _CDS.format(a="1", s="1"), "false"],
    ["2", _STRAINS[2], "24C", "41.37", "mediocre", "109", "42", "0", "0", "1408", "11", "84", "19", "0", "96", "85211",
     "54", "29836", "0.9515717486535465", _CDS.format(a="0.9408", s="0.8815"), "false"]]
_NEXTCLADE = "".join("\t".join(row) + "\n" for row in [_NEXTCLADE_COLUMNS] + _NEXTCLADE_ROWS)
_NEXTCLADE_NAME = "nextclade.tsv"

# pangolin 4's lineage report (pangolin consensus.fasta --outfile lineage_report.csv)
_PANGOLIN = (
    "taxon,lineage,conflict,ambiguity_score,scorpio_call,scorpio_support,scorpio_conflict,scorpio_notes,version,"
    "pangolin_version,scorpio_version,constellation_version,is_designated,qc_status,qc_notes,note\n"
    f"{_STRAINS[0]},XEC,0.0,,,,,,PUSHER-v1.30,4.3.1,0.3.19,v0.1.12,False,pass,Ambiguous_content:0.02,"
    "Usher placements: XEC(1/1)\n"
    f"{_STRAINS[1]},KP.3.1.1,0.0,,Omicron (BA.2-like),0.45,0.0,scorpio call: Alt alleles 30; Ref alleles 0; Amb "
    "alleles 0; Oth alleles 36,PUSHER-v1.30,4.3.1,0.3.19,v0.1.12,False,pass,Ambiguous_content:0.0,"
    "Usher placements: KP.3.1.1(1/1)\n"
    f"{_STRAINS[2]},KP.3.1.1,0.0,,Omicron (BA.2-like),0.43,0.0,scorpio call: Alt alleles 29; Ref alleles 0; Amb "
    "alleles 1; Oth alleles 36,PUSHER-v1.30,4.3.1,0.3.19,v0.1.12,False,pass,Ambiguous_content:0.05,"
    "Usher placements: KP.3.1.1(2/2)\n")
_PANGOLIN_NAME = "lineage_report.csv"

# GISAID's metadata as Nextstrain's TSV (the nextmeta download): its 27 columns, '?' for what is not known
_METADATA_COLUMNS = ["strain", "virus", "gisaid_epi_isl", "genbank_accession", "date", "region", "country",
                     "division", "location", "region_exposure", "country_exposure", "division_exposure", "segment",
                     "length", "host", "age", "sex", "Nextstrain_clade", "pangolin_lineage", "GISAID_clade",
                     "originating_lab", "submitting_lab", "authors", "url", "title", "paper_url", "date_submitted"]


def _meta_row(strain: str, epi: str, date: str, division: str, clade: str, lineage: str, length: str,
              submitted: str) -> list[str]:
    return [strain.removeprefix("hCoV-19/"), "ncov", epi, "?", date, "Europe", "United Kingdom", "England", division,
            "Europe", "United Kingdom", "England", "genome", length, "Human", "?", "?", clade, lineage, "GRA",
            "Regional Public Health Laboratory Manchester", "UKHSA Genomics Public Health Analysis",
            "UKHSA Genomics Public Health Analysis et al",
            "https://www.gov.uk/government/organisations/uk-health-security-agency", "?", "?", submitted]


_METADATA = "".join("\t".join(row) + "\n" for row in [_METADATA_COLUMNS,
    _meta_row(_STRAINS[0], "EPI_ISL_19512087", "2024-10-29", "North West", "24F", "XEC", "29782", "2024-11-05"),
    _meta_row(_STRAINS[1], "EPI_ISL_19512091", "2024-10-30", "North West", "24C", "KP.3.1.1", "29782", "2024-11-05"),
    _meta_row(_STRAINS[2], "EPI_ISL_19512104", "2024-10-31", "London", "24C", "KP.3.1.1", "29760", "2024-11-06")])
_METADATA_NAME = "metadata_2024-W45.tsv"


# the week's tree as augur export v2 writes it (an Auspice v2 dataset: meta, tree, version; keys sorted, indent 2)
def _tip(strain: str, div: float, clade: str, lineage: str, date: float) -> dict:
    return {"branch_attrs": {}, "name": strain.removeprefix("hCoV-19/"),
            "node_attrs": {"clade_membership": {"value": clade}, "div": div, "num_date": {"value": date},
                           "pango_lineage": {"value": lineage}}}


_AUSPICE = json.dumps({
    "meta": {"colorings": [{"key": "clade_membership", "title": "Clade", "type": "categorical"},
                           {"key": "pango_lineage", "title": "Pango lineage", "type": "categorical"},
                           {"key": "num_date", "title": "Sampling date", "type": "continuous"}],
             "filters": ["clade_membership", "pango_lineage"], "panels": ["tree"],
             "title": "SARS-CoV-2 in England, week 2024-W45", "updated": "2024-11-07"},
    "tree": {"branch_attrs": {}, "children": [
        _tip(_STRAINS[0], 0.00411, "24F", "XEC", 2024.8265),
        {"branch_attrs": {}, "children": [_tip(_STRAINS[1], 0.00392, "24C", "KP.3.1.1", 2024.8292),
                                          _tip(_STRAINS[2], 0.00368, "24C", "KP.3.1.1", 2024.832)],
         "name": "NODE_0000001", "node_attrs": {"clade_membership": {"value": "24C"}, "div": 0.00361,
                                                "num_date": {"value": 2024.6103}}}],
        "name": "NODE_0000000", "node_attrs": {"clade_membership": {"value": "24A"}, "div": 0.0034,
                                               "num_date": {"value": 2023.6981}}},
    "version": "v2"}, indent=2, sort_keys=True) + "\n"
_AUSPICE_NAME = "ncov_england_2024-W45.json"

# the MiSeq run's sample sheet (Illumina Experiment Manager's v1 layout)
_SAMPLESHEET = (
    "[Header]\nIEMFileVersion,5\nInvestigator Name,R Okafor\nExperiment Name,SARS2-W45-R187\nDate,04/11/2024\n"
    "Workflow,GenerateFASTQ\nApplication,FASTQ Only\nInstrument Type,MiSeq\nAssay,Nextera XT\n"
    "Index Adapters,Nextera XT v2 Index Kit Set A\nDescription,ARTIC V5.3.2 amplicons\nChemistry,Amplicon\n"
    "[Reads]\n151\n151\n[Settings]\nReverseComplement,0\nAdapter,CTGTCTCTTATACACATCT\n[Data]\n"
    "Sample_ID,Sample_Name,Sample_Plate,Sample_Well,Index_Plate_Well,I7_Index_ID,index,I5_Index_ID,index2,"
    "Sample_Project,Description\n"
    "PHEC-3A1B2C4D,PHEC-3A1B2C4D,W45-P1,A01,A01,N701,TAAGGCGA,S502,CTCTCTAT,SARS2-W45,\n"
    "PHEC-3A1B2D7F,PHEC-3A1B2D7F,W45-P1,B01,B01,N702,CGTACTAG,S502,CTCTCTAT,SARS2-W45,\n"
    "PHEC-3A1B2E02,PHEC-3A1B2E02,W45-P1,C01,C01,N703,AGGCAGAA,S502,CTCTCTAT,SARS2-W45,\n")
_SAMPLESHEET_NAME = "SampleSheet.csv"

# the week's consensus genomes (ARTIC's consensus, Ns where amplicons dropped out), 60 bases a line
_GENOME_START = ("ATTAAAGGTTTATACCTTCCCAGGTAACAAACCAACCAACTTTCGATCTCTTGTAGATCTGTTCTCTAAACGAACTTTAAAATCTGTGTGGCTGTCACTC"
                 "GGCTGCATGCTTAGTGCACTCACGCAGTATAATTAATAACTAATTACTGTCGTTGACAGGACACGAGTAACTCG")
_CONSENSUS = "N" * 54 + _GENOME_START[54:]
_FASTA = "".join(f">{s}\n" + "".join(_CONSENSUS[i:i + 60] + "\n" for i in range(0, len(_CONSENSUS), 60))
                 for s in _STRAINS[:2])
_FASTA_NAME = "consensus_2024-W45.fasta"


def _png_chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def _tree_png() -> bytes:
    """A picture of the week's tree saved beside its files (PNG: the signature 89 'PNG' 0D 0A 1A 0A, then IHDR, 8 by 4
    pixels, 8-bit RGB, no interlace, an IDAT of zlib-compressed scanlines each led by filter byte 0, and IEND, each
    chunk's length, type, data and CRC-32 over type and data)."""
    ihdr = struct.pack(">IIBBBBB", 8, 4, 8, 2, 0, 0, 0)
    rows = [bytes([0]) + bytes([255, 255, 255] * x + [67, 119, 205] * (8 - x)) for x in (1, 3, 5, 7)]
    return (b"\x89PNG\r\n\x1a\n" + _png_chunk(b"IHDR", ihdr) + _png_chunk(b"IDAT", zlib.compress(b"".join(rows)))
            + _png_chunk(b"IEND", b""))


_PNG = _tree_png()
_PNG_NAME = "tree_2024-W45.png"

# a committee member's ballot as typed: rank, lineage, clade, growth advantage (%), sequences, score: six fields
_BALLOT = ("1 XEC 24F 38 412 9.1\n2 LP.8.1 24F 29 57 8.4\n3 MC.10.1 24C 12 233 6.9\n4 KP.3.1.1 24C 3 1187 5.2\n")
# the meeting's vote tally as typed by the secretary: lineage, for, against, abstained: four fields a line
_TALLY = ("XEC 7 1 0\nLP.8.1 5 2 1\nMC.10.1 3 4 1\nKP.3.1.1 1 6 1\n")
# an analyst's rating sheet as typed: analyst, lineage, week, region, rating (1-5), confidence: six fields
_RATINGS = ("RO XEC 2024-W45 NW 5 high\nRO LP.8.1 2024-W45 NW 4 medium\nRO MC.10.1 2024-W45 LDN 3 low\n"
            "RO KP.3.1.1 2024-W45 LDN 2 high\n")


def hundredth_bar_genomicsurveillance_cases() -> list[Case]:
    G = HUNDREDTH_GENOMICSURVEILLANCE
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="variant_watchlist", judgements="committee_verdicts", runs=_RECS3,
        stem="variant_watchlist", outputs=_OUT, item="lineage", rounded="analyst_ratings",
        weights="{'growth_advantage': 2.0, 'case_counts': 1.0, 'analyst_ratings': 1.5, 'committee_votes': 0.5}",
        lone_query="R['committee_votes']['vote:vrc/2024-11-14/extraordinary'] = "
                   "{'lineage:pango/XEC': 0.9, 'lineage:pango/KP.3.1.1': 0.4}\n",
        trust="growth_advantage 2\ncase_counts 1\nanalyst_ratings 1\n",
        trust_dict="{'growth_advantage': 2, 'case_counts': 1, 'analyst_ratings': 1}",
        texts={
            "rrf": ("u100b_rrf_variant_watchlist",
                    "rankagg.fuse({source: {week, region, run or vote: {lineage: score}}}, method='rrf'): the growth "
                    "advantage, the case counts, the analysts' ratings and the committee's votes, six rankings "
                    "('run:illumina/241104_M05432_0187_000000000-LT9KD/qc'), lineages as 'lineage:pango/KP.3.1.1'"),
            "borda": ("u100b_borda_lineage_absent",
                      "rankagg.fuse(..., method='borda'): a lineage not sequenced in a region's week has no score "
                      "from some sources"),
            "combsum": ("u100b_combsum_rounded_ratings",
                        "rankagg.fuse(..., method='combsum'): the analysts' ratings kept to one decimal (many ties) "
                        "beside the growth advantage and the case counts"),
            "fuser": ("u100b_weighted_fuser_growth_advantage",
                      "rankagg.Fuser('rrf', weights=...) per week, region and vote: the growth advantage counts 2, "
                      "as it is fitted on every sequenced case of the week"),
            "frame": ("u100b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the team's sheet, a row "
                      "per week, region, run or vote, lineage and source"),
            "evaluate": ("u100b_evaluate_committee_verdicts",
                         "rankagg.evaluate(fused ranking, the committee's verdicts, ['nDCG@5', 'AP', 'P@3']): does "
                         "the fused ranking put the variants under monitoring first"),
            "lone": ("u100b_votes_only_extraordinary_meeting",
                     "rankagg.fuse(..., method='rrf'): an extraordinary meeting only the committee's votes hold, "
                     "beside weeks and regions every source covers"),
            "cli_rrf": ("u100b_cli_rrf_runs",
                        "rankagg fuse growth_advantage.run case_counts.run analyst_ratings.run --method rrf "
                        "-o variant_watchlist.run: one run per source, weeks, regions and votes as queries"),
            "cli_borda": ("u100b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the growth "
                          "advantage counts double)"),
            "cli_combsum": ("u100b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the top four the weekly briefing shows "
                            "per region"),
            "cli_evaluate": ("u100b_cli_evaluate_committee_verdicts_qrels",
                             "rankagg evaluate variant_watchlist.run --qrels committee_verdicts.qrels -m ndcg_cut.5 "
                             "-m map: the fused ranking against the committee's verdicts (0-2)"),
            "cli_parquet": ("u100b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o variant_watchlist.parquet: gzipped runs from the "
                            "team's scripts, a Parquet table for the weekly briefing")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u100b_nextclade_tsv_as_run", "a week's sequences as Nextclade's results table (TSV: index, seqName, "
         "clade, qc.overallScore, qc.overallStatus, totalSubstitutions, ..., coverage, cdsCoverage)",
         _NEXTCLADE_NAME, _NEXTCLADE, "Nextclade", f"{_NEXTCLADE_NAME}:1"),
        ("u100b_pangolin_report_as_run", "a week's lineage calls as pangolin's lineage report (CSV: taxon, lineage, "
         "conflict, ambiguity_score, scorpio_call, ..., qc_status, qc_notes, note)", _PANGOLIN_NAME, _PANGOLIN,
         "pangolin", f"{_PANGOLIN_NAME}:1"),
        ("u100b_nextstrain_metadata_as_run", "the week's GISAID metadata in Nextstrain's TSV (strain, virus, "
         "gisaid_epi_isl, genbank_accession, date, region, ..., pangolin_lineage, ..., date_submitted)",
         _METADATA_NAME, _METADATA, "Nextstrain", f"{_METADATA_NAME}:1"),
        ("u100b_auspice_json_as_run", "the week's tree as augur export v2 writes it (an Auspice JSON: meta's "
         "colorings, filters, panels, title, updated; tree's nodes with node_attrs; version v2)", _AUSPICE_NAME,
         _AUSPICE, "Auspice", f"{_AUSPICE_NAME}:1"),
        ("u100b_samplesheet_as_run", "the MiSeq run's sample sheet (Illumina's SampleSheet.csv: [Header], [Reads], "
         "[Settings], [Data] Sample_ID, Sample_Name, ..., index, index2)", _SAMPLESHEET_NAME, _SAMPLESHEET,
         "SampleSheet", f"{_SAMPLESHEET_NAME}:1"),
        ("u100b_consensus_fasta_as_run", "the week's consensus genomes (FASTA: '>hCoV-19/England/...' then 60 bases "
         "a line)", _FASTA_NAME, _FASTA, "FASTA", f"{_FASTA_NAME}:1"),
        ("u100b_tree_png_as_run", "a picture of the week's tree saved in the same folder (PNG: 89 'PNG', IHDR, "
         "IDAT, IEND)", _PNG_NAME, _PNG, "PNG", _PNG_NAME),
        ("u100b_ballot_as_run", "a committee member's ballot as typed (six fields a line: rank, lineage, clade, "
         "growth advantage, sequences, score)", "ballot_member4.txt", _BALLOT, "ballot", "ballot_member4.txt:1"),
        ("u100b_tally_as_run", "the meeting's vote tally as typed (four fields a line: lineage, for, against, "
         "abstained)", "tally_2024-11-07.txt", _TALLY, "tally", "tally_2024-11-07.txt:1"),
        ("u100b_rating_sheet_as_run", "an analyst's rating sheet as typed (six fields a line: analyst, lineage, "
         "week, region, rating, confidence)", "ratings_RO_2024-W45.txt", _RATINGS, "rating sheet",
         "ratings_RO_2024-W45.txt:1")],
        one_run=("growth_advantage.run", _ONE_RUN), stem="variant_watchlist",
        text_why="trec_eval refuses a line of other than six fields, and a typed ballot's six are a rank, a lineage, "
                 "a clade, a growth advantage, a count and a score, not a run's; the file is the field's own, named by "
                 "what it is (a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a PNG of a tree read as lines gives no ranking: named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u100b_tally_as_qrels", "tally_2024-11-07.txt", _TALLY, "tally"),
        ("u100b_rating_sheet_as_qrels", "ratings_RO_2024-W45.txt", _RATINGS, "rating sheet"),
        ("u100b_pangolin_report_as_qrels", _PANGOLIN_NAME, _PANGOLIN, "pangolin"),
        ("u100b_nextstrain_metadata_as_qrels", _METADATA_NAME, _METADATA, "Nextstrain")],
        one_run=("growth_advantage.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u100b_out_nextclade_aligned_fasta", "nextclade.aligned.fasta", "Nextclade's aligned sequences (FASTA)"),
        ("u100b_out_nextclade_newick_nwk", "nextclade.nwk", "Nextclade's tree (Newick, .nwk)"),
        ("u100b_out_bcl2fastq_fastq_gz", "PHEC-3A1B2C4D_S1_L001_R1_001.fastq.gz",
         "bcl2fastq's gzipped reads of a sample (FASTQ)"),
        ("u100b_out_nextclade_auspice_json", "nextclade.auspice.json", "Nextclade's Auspice tree (JSON)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=100"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u100b_api_auspice_document",
            f"rankagg.fuse(json.load({_AUSPICE_NAME})): the week's tree as augur export v2 writes it, an Auspice "
            "JSON loaded in Python, given as the runs",
            f"import json, rankagg\nrankagg.fuse(json.load(open('{_AUSPICE_NAME}', encoding='utf-8')), "
            "method='rrf')\n",
            "Auspice", why="a run maps a query to {document: score}; an Auspice dataset is meta (colorings, filters, "
            "panels, title, updated), a tree of nodes each with a name, node_attrs and children, and version 'v2'",
            files={_AUSPICE_NAME: _AUSPICE}),
        bad("u100b_api_pangolin_report_frame",
            "rankagg.fuse(pd.read_csv(lineage_report.csv)): a week's lineage calls as pangolin's lineage report "
            "(taxon, lineage, conflict, ambiguity_score, scorpio_call, ..., qc_status, note) given as runs",
            "import pandas as pd, rankagg\n"
            f"rankagg.fuse(pd.read_csv('{_PANGOLIN_NAME}'), method='borda')\n",
            "pangolin", why="a table of runs has qid, docid, run and score columns; pangolin's report is a sequence "
            "per row: the taxon, its lineage, scorpio's call and support, the versions, the QC status and a note",
            files={_PANGOLIN_NAME: _PANGOLIN}),
    ]
    return cases
