"""A proteomics core facility's biomarker candidate review files, its mass spectrometry analysts' (discovery DIA and
DDA runs, targeted PRM validation) and principal investigators' (issue 45's hundred-and-twelfth bar, u112b_):
MaxQuant's proteinGroups.txt and evidence.txt, DIA-NN's main report and its precursor and protein group matrices,
Skyline's MSstats input report and an MSstats input table (CSV; also read as frames), FragPipe's (Philosopher's)
protein reports, UniProt's REST answers for an entry or a search (JSON, as saved and loaded in Python), and the
core's typed rating sheets, ballots and vote tallies, which name a candidate by its UniProt accession (P06731) or its
peptide (LVNEVTEFAK, with its kind or its charge) on every line.  (An mzTab report and an mzML or mzIdentML file are
named by the older proteomics reader, rankagg.io.proteomics_shapes, with the search engines' PSM tables of the
twenty-second bar; a Thermo .raw by the older binary readers; outputs named .mzTab, .mzid, .sky or .raw are the output
names' to refuse.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import NAME_FIELD, Field, FieldFile

#: a UniProtKB accession (UniProt's own pattern: P06731, Q9H0H5, A0A024R0K5), perhaps with its isoform (P02768-2):
#: the field's own token, letters and digits at fixed places that no name or plain number has
_ACC = r"(?:[OPQ][0-9][A-Z0-9]{3}[0-9]|[A-NR-Z][0-9](?:[A-Z][A-Z0-9]{2}[0-9]){1,2})(?:-\d{1,2})?"
#: a peptide as the core types it: the twenty amino acids' letters, with its charge (AEFAEVSK/2+)
_PEP_Z = r"[ACDEFGHIKLMNPQRSTVWY]{5,60}/[1-8]\+"
#: a tryptic peptide (cut after K or R) alone: a word of capitals ends so too rarely to pass for one on a sheet that
#: also holds a gene and the board's decision (a capitals word of the letters alone, PRIMARY, would)
_PEP_TRYPTIC = r"[ACDEFGHIKLMNPQRSTVWY]{4,59}[KR]"
_END = r"(?![\w./+-])"
#: a ballot's candidate: an accession, or a peptide with its charge
_CAND_STRICT = rf"(?:{_ACC}|{_PEP_Z}){_END}"
#: a tally's candidate: an accession, a peptide with its charge or a tryptic peptide
_CAND = rf"(?:{_ACC}|{_PEP_Z}|{_PEP_TRYPTIC}){_END}"
#: a rating sheet's candidate and its kind: an accession then 'prot', or a peptide then 'pep' (the kind's literals,
#: 'prot' or 'pep', are what every match holds)
_CAND_KIND = (rf"(?:{_ACC}{_END}[ \t]+prot(?:ein)?|(?:{_PEP_Z}|[ACDEFGHIKLMNPQRSTVWY]{{5,60}}){_END}[ \t]+"
              r"pep(?:tide)?)(?![\w-])")
#: a gene symbol (CEACAM5, HLA-A, C1orf112): never a run's Q0 nor a qrels' 0
_GENE = r"(?!Q0[ \t])(?!0[ \t])[A-Za-z][A-Za-z0-9.-]{0,15}"
#: a q-value (0.0004, 1.2E-05) and a log2 fold change (signed)
_QVALUE = r"\d(?:\.\d+)?(?:[eE]-?\d{1,3})?"
_LOG2 = r"[-+]?\d{1,3}(?:\.\d+)?"
#: an analyst's quality grade: a letter (A, B+) or a number
_GRADE = r"(?:[A-F][+-]?|\d{1,2})"
#: the validation board's decisions as the core manager types them (lower case: a literal every tally line holds, so
#: that a run's head holding none of them is not searched)
_DECISION = r"(?:validated?|keep|drop|hold|defer)(?![\w-])"
#: an analyst's rating sheet's line: analyst, date, accession or peptide and its kind, q-value, log2 fold change,
#: grade
_RATING = (rf"{NAME_FIELD}[ \t]+\d{{4}}-\d\d-\d\d[ \t]+{_CAND_KIND}[ \t]+{_QVALUE}[ \t]+{_LOG2}[ \t]+{_GRADE}"
           r"[ \t]*\r?")
#: an investigator's ballot's line: investigator, week (2026-W45), month, day or campaign (2026B), place (never a
#: qrels' 0), accession or peptide with its charge, gene
_BALLOT = (rf"{NAME_FIELD}[ \t]+\d{{4}}(?:[AB]|-W\d\d|-\d\d(?:-\d\d)?)[ \t]+(?!0[ \t])\d{{1,3}}[ \t]+{_CAND_STRICT}"
           rf"[ \t]+{_GENE}[ \t]*\r?")
#: the board's vote tally's line: accession or peptide, gene (never a run's Q0), the validate, keep and drop votes,
#: the decision
_TALLY = rf"{_CAND}[ \t]+{_GENE}(?:[ \t]+\d{{1,3}}){{3}}[ \t]+{_DECISION}[ \t]*\r?"

PROTEOMICSCORE = Field(
    team="a proteomics core facility's biomarker candidate review, its mass spectrometry analysts and principal "
         "investigators (u112b_)",
    advice="give each source's ranking of a study's, a week's QC review's or a validation campaign's candidates (the "
           "label-free fold changes, the q-values turned so that higher is better, the PRM light/heavy ratios, the "
           "analysts' quality grades, the investigators' votes) as a run, the study, week or campaign a query "
           "(study:2026-CRC-plasma/dia) and each candidate a document, a protein by accession and gene "
           "(prot:P06731/CEACAM5) or a peptide by sequence and charge (pep:LVNEVTEFAK/2+), the score higher for the "
           "candidate to validate first: 'STUDY Q0 CANDIDATE RANK SCORE SOURCE'; the validation board's decisions "
           "are the qrels, 'STUDY 0 CANDIDATE GRADE' (2 validate, 1 keep, 0 drop)",
    files=(
        # MaxQuant's combined/txt tables name their columns in its own words: the majority protein IDs of a group
        FieldFile("a MaxQuant proteinGroups.txt (tab-separated, as MaxQuant writes it to combined/txt: 'Protein IDs', "
                  "'Majority protein IDs', 'Peptide counts (razor+unique)', 'Gene names', 'Fasta headers', "
                  "'Intensity X', 'LFQ intensity X', 'iBAQ X', 'Reverse', 'Potential contaminant', 'id', a protein "
                  "group a row; Perseus or MSstats reads it)",
                  "Protein IDs\tMajority protein IDs\tPeptide counts (all)\tPeptide counts (razor+unique)\t"
                  "Gene names\tLFQ intensity CRC_01\tReverse\tPotential contaminant\tid\n"
                  "P06731\tP06731\t9\t9\tCEACAM5\t39570000\t\t\t0\n", 1,
                  columns=("Majority protein IDs", "Protein IDs", "Peptide counts (razor+unique)")),
        # evidence.txt: a feature a row, its raw file and its sequence as MaxQuant writes it ('_(ac)AAAGR_')
        FieldFile("a MaxQuant evidence.txt (tab-separated, as MaxQuant writes it to combined/txt: 'Sequence', "
                  "'Modified sequence', 'Leading razor protein', 'Type' (MULTI-MSMS, MULTI-MATCH), 'Raw file', "
                  "'Charge', 'PEP', 'Score', 'Intensity', 'Protein group IDs', a peptide feature and raw file a row)",
                  "Sequence\tModified sequence\tProteins\tLeading razor protein\tType\tRaw file\tCharge\tPEP\t"
                  "Intensity\tid\tProtein group IDs\n"
                  "LVNEVTEFAK\t_LVNEVTEFAK_\tP02768\tP02768\tMULTI-MSMS\t20261027_CRC_plasma_DDA_CRC_01\t2\t"
                  "1.2174E-45\t4120600000\t0\t3\n", 1,
                  columns=("Leading razor protein", "Modified sequence", "Raw file", "Protein group IDs")),
        # DIA-NN's main report (a precursor and run a row) holds the file's name and the q-values; asked before its
        # matrices, whose columns it also holds
        FieldFile("a DIA-NN main report (report.tsv, tab-separated: File.Name, Run, Protein.Group, Protein.Ids, "
                  "Genes, PG.MaxLFQ, Modified.Sequence, Stripped.Sequence, Precursor.Id, Precursor.Charge, Q.Value, "
                  "PEP, Global.Q.Value, ..., RT, a precursor and run a row)",
                  "File.Name\tRun\tProtein.Group\tProtein.Ids\tGenes\tPG.MaxLFQ\tStripped.Sequence\tPrecursor.Id\t"
                  "Q.Value\n"
                  "D:\\core\\DIA\\CRC_01.raw\tCRC_01\tP06731\tP06731\tCEACAM5\t612044\tTLTLFNVTR\tTLTLFNVTR2\t"
                  "0.000412286\n", 1,
                  columns=("File.Name", "Precursor.Id", "Protein.Group", "Q.Value")),
        FieldFile("a DIA-NN precursor matrix (report.pr_matrix.tsv, tab-separated: Protein.Group, Protein.Ids, "
                  "Protein.Names, Genes, First.Protein.Description, Proteotypic, Stripped.Sequence, "
                  "Modified.Sequence, Precursor.Charge, Precursor.Id, then a column per run's raw file)",
                  "Protein.Group\tProtein.Ids\tProtein.Names\tGenes\tStripped.Sequence\tPrecursor.Charge\t"
                  "Precursor.Id\tD:\\core\\DIA\\CRC_01.raw\n"
                  "P02768\tP02768\tALBU_HUMAN\tALB\tAEFAEVSK\t2\tAEFAEVSK2\t8.81227e+08\n", 1,
                  columns=("Precursor.Id", "Protein.Group", "Stripped.Sequence")),
        FieldFile("a DIA-NN protein group matrix (report.pg_matrix.tsv, tab-separated: Protein.Group, Protein.Ids, "
                  "Protein.Names, Genes, First.Protein.Description, then a column per run's raw file)",
                  "Protein.Group\tProtein.Ids\tProtein.Names\tGenes\tFirst.Protein.Description\t"
                  "D:\\core\\DIA\\CRC_01.raw\n"
                  "P06731\tP06731\tCEAM5_HUMAN\tCEACAM5\tCarcinoembryonic antigen-related cell adhesion molecule 5\t"
                  "612044\n", 1,
                  columns=("First.Protein.Description", "Protein.Group", "Protein.Ids")),
        # Skyline's MSstats report template: a transition a row, its peak area and the raw file it was read from
        FieldFile("a Skyline MSstats input report (CSV, as Skyline's MSstats report template exports it: "
                  "ProteinName, PeptideSequence, PeptideModifiedSequence, PrecursorCharge, FragmentIon, "
                  "ProductCharge, IsotopeLabelType, Condition, BioReplicate, FileName, Area, StandardType, "
                  "Truncated, DetectionQValue, a transition a row; MSstats' SkylinetoMSstatsFormat reads it)",
                  "ProteinName,PeptideSequence,PeptideModifiedSequence,PrecursorCharge,FragmentIon,ProductCharge,"
                  "IsotopeLabelType,Condition,BioReplicate,FileName,Area,StandardType,Truncated\n"
                  "sp|P06731|CEAM5_HUMAN,TLTLFNVTR,TLTLFNVTR,2,y7,1,light,CRC,CRC_03,CRC_03.raw,184227,,False\n", 1,
                  columns=("PeptideModifiedSequence", "FragmentIon", "IsotopeLabelType", "FileName", "Area")),
        # MSstats' own input format, as its converters write it from any tool's report: its columns, not a tool's
        FieldFile("an MSstats input table (as MSstats' converters write it: ProteinName, PeptideSequence, "
                  "PrecursorCharge, FragmentIon, ProductCharge, IsotopeLabelType, Condition, BioReplicate, Run, "
                  "Intensity, a transition or feature a row; MSstats' dataProcess reads it)",
                  "ProteinName,PeptideSequence,PrecursorCharge,FragmentIon,ProductCharge,IsotopeLabelType,Condition,"
                  "BioReplicate,Run,Intensity\n"
                  "P06731,TLTLFNVTR,2,y7,1,L,CRC,CRC_03,CRC_03,184227\n", 1,
                  columns=("IsotopeLabelType", "FragmentIon", "BioReplicate", "Run", "Intensity")),
        # Philosopher's report: its probabilities at the protein level, in its own words (protein.tsv, and
        # combined_protein.tsv across experiments)
        FieldFile("a FragPipe (Philosopher) protein report (protein.tsv or combined_protein.tsv, tab-separated: "
                  "Protein, Protein ID, Entry Name, Gene, Organism, Protein Existence, Protein Probability, Top "
                  "Peptide Probability, peptide and spectral counts, intensities, a protein a row)",
                  "Protein\tProtein ID\tEntry Name\tGene\tLength\tProtein Probability\tTop Peptide Probability\t"
                  "Total Peptides\tRazor Spectral Count\tRazor Intensity\n"
                  "sp|P06731|CEAM5_HUMAN\tP06731\tCEAM5_HUMAN\tCEACAM5\t702\t1.0000\t0.9990\t8\t14\t41823000\n", 1,
                  columns=("Top Peptide Probability", "Protein Probability", "Entry Name")),
        # UniProt's REST answer for an entry (rest.uniprot.org/uniprotkb/P06731.json): its own camel-cased keys; a
        # search's answer holds such entries under 'results', where the catalogue follows a document's first value
        FieldFile("a UniProt REST answer (JSON, as rest.uniprot.org/uniprotkb/ACCESSION.json answers for an entry, "
                  "or a search for its 'results': 'entryType', 'primaryAccession', 'uniProtkbId', 'organism', "
                  "'proteinDescription', 'genes', 'sequence': a protein's annotation, no ranking)",
                  '{"entryType": "UniProtKB reviewed (Swiss-Prot)", "primaryAccession": "P06731", '
                  '"uniProtkbId": "CEAM5_HUMAN", "organism": {"scientificName": "Homo sapiens", "taxonId": 9606}, '
                  '"genes": [{"geneName": {"value": "CEACAM5"}}], "sequence": {"length": 702}}\n', 1,
                  keys=("primaryAccession", "uniProtkbId", "entryType")),
        FieldFile("a mass spectrometry analyst's rating sheet typed as text (analyst, date, UniProt accession or "
                  "peptide and its kind, q-value, log2 fold change, quality grade)",
                  "okafor 2026-11-04 P06731 prot 0.0004 3.41 A\nokafor 2026-11-04 LVNEVTEFAK pep 0.0001 0.03 B\n", 1,
                  line=rf"^{_RATING}\n{_RATING}$"),
        FieldFile("a principal investigator's ballot for the proteomics validation board typed as text "
                  "(investigator, week, place, UniProt accession or peptide with its charge, gene)",
                  "reyes 2026-W45 1 P06731 CEACAM5\nreyes 2026-W45 2 P02750 LRG1\n", 1,
                  line=rf"^{_BALLOT}\n{_BALLOT}$"),
        # six fields a line: they pass for a run's lines
        FieldFile("a proteomics validation board's vote tally typed as text (UniProt accession or peptide, gene, "
                  "validate, keep and drop votes, decision)",
                  "P06731 CEACAM5 5 1 0 validate\nP02750 LRG1 4 2 0 validate\n", 1,
                  line=rf"^{_TALLY}\n{_TALLY}$", lookalike=True),
    ))
