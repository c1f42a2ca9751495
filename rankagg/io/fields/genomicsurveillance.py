"""A public health laboratory's genomic surveillance team's and variant review committee's files (issue 45's hundredth
bar, u100b_): Nextclade's TSV output, pangolin's lineage reports, Nextstrain's metadata TSV, Illumina sample sheets,
the committee's typed ballots (a Pango lineage and its Nextstrain clade on every line) and the analysts' typed rating
sheets (a lineage and an ISO week on every line).  (Auspice JSON, FASTA and PNGs are named by the older readers.)  By
decision the committee's typed vote tally (a lineage, then counts) stays undeclared: a lineage alone is a short word
to any other tool; its refusal names the file and line."""

from __future__ import annotations

from rankagg.io.fields.declaration import NAME_FIELD, Field, FieldFile, ranked_from_the_top

#: a Pango lineage as the analysts type it (XEC, LP.8.1, KP.3.1.1), never a run's Q0
_PANGO = r"(?!Q0[ \t])[A-Z]{1,3}(?:\.\d+)*"
_RATING = (rf"{NAME_FIELD}[ \t]+{_PANGO}[ \t]+\d{{4}}-W\d\d[ \t]+[A-Z]{{2,4}}[ \t]+[1-5][ \t]+"
           r"(?i:high|medium|low)[ \t]*\r?")

GENOMICSURVEILLANCE = Field(
    team="a public health laboratory's genomic surveillance team and variant review committee (u100b_)",
    advice="give each source's ranking of a week's, region's, run's or committee vote's lineages (the growth "
           "advantage, the case counts, the analysts' ratings, the committee's votes) as a run, the week and region "
           "a query (week:2024-W45/north-west) and each lineage a document (lineage:pango/XEC), the score higher for "
           "the lineage most to watch: 'WEEK Q0 LINEAGE RANK SCORE SOURCE'; the committee's verdicts are the qrels, "
           "'WEEK 0 LINEAGE GRADE'",
    files=(
        FieldFile("Nextclade's output table (nextclade.tsv: index, seqName, clade, qc.overallScore, qc.overallStatus, "
                  "totalSubstitutions, ...)",
                  "index\tseqName\tclade\tqc.overallScore\tqc.overallStatus\ttotalSubstitutions\n"
                  "0\tEngland/PHEC-3A1B2C4D/2024\t24F\t3.4567901234567904\tgood\t121\n", 1,
                  columns=("seqName", "clade", "qc.overallScore", "qc.overallStatus")),
        FieldFile("pangolin's lineage report (lineage_report.csv: taxon, lineage, conflict, ambiguity_score, "
                  "scorpio_call, ..., qc_status, qc_notes, note)",
                  "taxon,lineage,conflict,ambiguity_score,scorpio_call,scorpio_support,pangolin_version,qc_status\n"
                  "England/PHEC-3A1B2C4D/2024,XEC,0.0,,,,4.3.1,pass\n", 1,
                  columns=("taxon", "lineage", "conflict", "ambiguity_score")),
        FieldFile("Nextstrain's metadata table (GISAID's nextmeta in Nextstrain's TSV: strain, virus, "
                  "gisaid_epi_isl, genbank_accession, date, region, ..., Nextstrain_clade, pangolin_lineage, ...)",
                  "strain\tvirus\tgisaid_epi_isl\tgenbank_accession\tdate\tregion\tNextstrain_clade\n"
                  "England/PHEC-3A1B2C4D/2024\tncov\tEPI_ISL_19512087\t?\t2024-10-29\tEurope\t24F\n", 1,
                  columns=("strain", "virus", "gisaid_epi_isl", "date")),
        FieldFile("an Illumina sample sheet (the SampleSheet layout: [Header] with IEMFileVersion or "
                  "FileFormatVersion, [Reads], [Settings], [Data])",
                  "[Header]\nIEMFileVersion,5\nInvestigator Name,R Okafor\nExperiment Name,SARS2-W45-R187\n", 1,
                  line=r"\A\ufeff?\[Header\],*[ \t]*\r?$", marks=("^(?:IEMFileVersion|FileFormatVersion),",)),
        FieldFile("a variant review committee's ballot typed as text (place, Pango lineage, Nextstrain clade, "
                  "sequences, cases, score)",
                  "1 XEC 24F 38 412 9.1\n2 LP.8.1 24F 29 57 8.4\n", 1,
                  line=ranked_from_the_top(rf"[ \t]+{_PANGO}[ \t]+\d\d[A-Z][ \t]+\d+[ \t]+\d+[ \t]+\d+(?:\.\d+)?"
                                           r"[ \t]*\r?"),
                  lookalike=True),
        FieldFile("a genomic surveillance analyst's rating sheet typed as text (analyst, Pango lineage, ISO week, "
                  "region, rating, confidence)",
                  "RO XEC 2024-W45 NW 5 high\nRO LP.8.1 2024-W45 NW 4 medium\n", 1,
                  line=rf"^{_RATING}\n{_RATING}$", lookalike=True),
    ))
