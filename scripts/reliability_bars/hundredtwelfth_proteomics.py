"""Issue 45's hundred-and-twelfth bar of scripts/reliability_matrix.py, a proteomics core's biomarker candidate review,
the mass spectrometry analysts of a proteomics core facility (discovery DIA and DDA runs, targeted PRM validation) and
the principal investigators who choose which candidates go on to validation, ranking proteins and peptides per study,
week and validation campaign from label-free fold changes, q-values, PRM ratios, the analysts' quality grades and the
investigators' votes (its cases, ids ``u112b_``, registered in its ``cases()``); the mechanics
(:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written by a persona session,
before any of its recognisers existed.)

The core's review: each study, each week's QC review and each validation campaign (``study:2026-CRC-plasma/dia``,
``week:2026-W44/qc-review``, ``campaign:2026B/prm-validation``) is a query and each candidate a document, as the core
writes it: a protein by its UniProt accession and gene name (``prot:P06731/CEACAM5``) or a peptide by its sequence
and charge (``pep:LVNEVTEFAK/2+``); on the typed sheets the accession or the sequence alone (``P06731``,
``LVNEVTEFAK``), the gene beside it.  The runs are label-free fold changes, q-values (turned so that higher is
better), PRM light/heavy ratios, the analysts' quality grades and the investigators' votes, turned to scores in [0, 1]
at four decimals.  They are fused with RRF, Borda and CombSUM, the PRM ratios weighted highest (a targeted measurement
decides before a discovery one), and judged against the validation board's decisions (2 validate, 1 keep, 0 drop).
The mistakes and odd files: the field's own files given where runs or qrels are read (MaxQuant's proteinGroups.txt
and evidence.txt, an mzTab 1.0 summary quantification report, DIA-NN's report.pr_matrix.tsv and main report.tsv, a
Skyline MSstats input report (CSV), a FragPipe/Philosopher protein.tsv, an mzML file as msconvert writes it, a Thermo
.raw file, UniProt's REST answer for an entry (JSON), and an analyst's rating sheet, an investigator's ballot and the
validation board's vote tally as the core types them), and outputs named for the field's files (an mzTab .mzTab, an
mzIdentML .mzid, a Skyline document .sky, a Thermo .raw).  (Checked: MaxQuant's proteinGroups.txt from a stored
MaxQuant output (Todzhu/proteinQuant, proteinGroups.txt, read: 'Protein IDs', 'Majority protein IDs', 'Peptide
counts (all)', 'Peptide counts (razor+unique)', 'Peptide counts (unique)', 'Protein names', 'Gene names', 'Fasta
headers', 'Number of proteins', 'Peptides', 'Razor + unique peptides', 'Unique peptides', the three sequence
coverages, 'Mol. weight [kDa]', 'Sequence length', 'Sequence lengths', ..., 'Q-value', 'Score', ..., 'Intensity', 'MS/MS
Count', 'Only identified by site', 'Reverse', 'Potential contaminant', 'id', 'Peptide IDs', ..., 'Best MS/MS',
'Oxidation (M) site IDs', 'Oxidation (M) site positions'; that file is TMT, so its reporter columns are left out here)
and the label-free columns' names from MaxQuant readers found by search (an intensity_entries table of 'Intensity ',
'LFQ intensity ' and 'iBAQ ' prefixes, an R package's pattern '^LFQ intensity ([HML])? ?(.+)$'); where the per-sample
'Intensity X' and 'LFQ intensity X' columns sit among the others is a guess, so are the proteins' numbers.  MaxQuant's
evidence.txt from a stored output (animesh/DeepCollisionalCrossSection, evidence.txt, read: 'Sequence', 'Length',
'Modifications', 'Modified sequence' as '_(ac)AAAAAAAAAAGAAGGR_', the per-modification probability and score-diff
columns, 'Missed cleavages', 'Proteins', 'Leading proteins', 'Leading razor protein', 'Gene names', 'Protein names',
'Type' (MULTI-MSMS, MULTI-MATCH), 'Raw file', 'Experiment', ..., 'PEP', 'MS/MS count', 'MS/MS scan number', 'Score',
'Delta score', 'Combinatorics', 'Intensity', 'Reverse', 'Potential contaminant', 'id', 'Protein group IDs', ...);
the modification columns are cut to Oxidation (M) and Acetyl (Protein N-term) as a search with those two writes them
(a guess), the rows are made up.  mzTab from the PSI's own examples (HUPO-PSI/mzTab,
examples/1_0_Proteomics_Release/labelfree_SQI.mzTab, read: 'MTD mzTab-version 1.0.0', 'mzTab-mode Summary',
'mzTab-type Quantification', 'description', 'protein_search_engine_score[1]', 'ms_run[n]-location',
'protein-quantification_unit', 'fixed_mod[1]', 'variable_mod[1]', 'study_variable[n]-description', a blank line, then
the PRH columns accession ... protein_abundance_std_error_study_variable[2] and PRT rows, 'null' for no value) and
jmzTab's MZTabDescription (modes Complete and Summary, types Quantification and Identification); the
'software[1] [MS, MS:1001583, MaxQuant, ...]' line after the SILAC_CQI example; the Andromeda score's accession
(MS:1002338) is from memory, not checked.  DIA-NN's main report.tsv from a stored DIA-NN 1.8 report
(kswovick/DiannReportGenerator, report.tsv, read: File.Name, Run, Protein.Group, Protein.Ids, Protein.Names, Genes,
PG.Quantity, PG.Normalised, PG.MaxLFQ, Genes.Quantity, ..., Modified.Sequence, Stripped.Sequence, Precursor.Id (the
sequence and the charge run together), Precursor.Charge, Q.Value, PEP, Global.Q.Value, ..., Predicted.iIM; the raw
file's Windows path in File.Name); the pr_matrix's ten leading columns (Protein.Group, Protein.Ids, Protein.Names,
Genes, First.Protein.Description, Proteotypic, Stripped.Sequence, Modified.Sequence, Precursor.Charge, Precursor.Id)
from several readers' constants found by string search and a test reading a real pr_matrix whose run columns are the
runs' full paths; the numbers' printing (six significant digits, as C++ streams print) is a guess.  Skyline's MSstats
input report from MSstats' SkylinetoMSstatsFormat (Vitek-Lab, its comment: 'columns from Skyline : ProteinName,
PeptideSequence, PeptideModifiedSequence, PrecursorCharge, PrecursorMz, FragmentIon, ProductCharge, ProductMz,
IsotopeLabelType, Condition, BioReplicate, FileName, Area, StandardType, Truncated, DetectionQValue'); that the
report writes them in that order, and its 'True'/'False' and '#N/A' cells, are a guess.  The Skyline document's root
(<srm_settings format_version="..." software_version="Skyline (64-bit) ...">) from Skyline's own tests and writers
found by string search, used for the .sky output's name only.  FragPipe's (Philosopher's) protein.tsv from a stored
report (PayneLab/TMT_QC, protein.tsv, read: Protein, Protein ID, Entry Name, Gene, Length, Organism, Protein
Description (a trailing blank), Protein Existence ('1:Experimental evidence at protein level'), Protein Probability,
Top Peptide Probability, Total/Unique/Razor Peptides, Total/Unique/Razor Spectral Count, Total/Unique/Razor
Intensity, Razor Assigned Modifications, Razor Observed Modifications, Indistinguishable Proteins, then one column per
TMT channel); a label-free run ending at Indistinguishable Proteins is a guess.  mzML as ProteoWizard's msconvert
writes it from ProteoWizard's Serializer_mzML.cpp (found by string search: the declaration 'version="1.0"
encoding="utf-8"', <indexedmzML> with the mzML namespace, xsi and 'mzML1.1.2_idx.xsd', then <mzML>, after it
<indexList count="2">, <indexListOffset> and <fileChecksum>) and writers of the same layout (the cvList's psi-ms.obo
and unit.obo URIs, fileContent, sourceFile with 'Thermo nativeID format' and 'Thermo RAW format', softwareList with
'ProteoWizard software' MS:1000615, 'Conversion to mzML' MS:1000544); the offsets, the checksum and the spectrum are
made up.  The Thermo .raw from unfinnigan's Finnigan::FileHeader (read: magic 'v' that must be 0xa101, so the bytes 01
A1, then an 18-byte UTF-16LE signature 'Finnigan', four unknown 32-bit words, the version as a 32-bit word, the audit
start and end tags, an unknown word, 60 unknown bytes and a 1028-character UTF-16LE tag) and Thermo's decompiled
FileHeaderStruct (FinnID, then FinnSig); the version 66 after a RAW format note (FormatCurrentVersion = 66); the
audit tags' inner layout (a FILETIME, 50 UTF-16 characters, a word), their values and what follows the header are a
guess.  UniProt's REST answer (rest.uniprot.org/uniprotkb/P06731.json) from answers quoted in scripts and tests
found by string search ('entryType': 'UniProtKB reviewed (Swiss-Prot)', 'primaryAccession', 'secondaryAccessions',
'uniProtkbId', 'entryAudit', 'organism' with scientificName, commonName, taxonId and lineage, 'proteinDescription' /
'recommendedName' / 'fullName' / 'value', 'genes' / 'geneName', 'sequence' with value, length, molWeight, crc64 and
md5, 'extraAttributes' with uniParcId); the entry's secondary accessions, dates, versions, checksums and its
sequence are stand-ins, not CEACAM5's.  The output suffixes: .mzTab (the PSI's examples), .mzid (mzIdentML), .sky
(Skyline's documents, as its tests write them) and .raw (Thermo's).  Left out, as they could not be checked here: a
Bruker timsTOF .d folder's analysis.tdf (an SQLite file, its tables not read), Spectronaut's and Proteome
Discoverer's exports (no stored writer or example), a fixed-width report of the field (none found), and a PRIDE
Archive API answer.  The rating sheet, the ballot and the vote tally are typed here as the core's analysts and
investigators type them.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import csv
import io
import json
import struct

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

HUNDREDTWELFTH_PROTEOMICS = ("45 Unseen inputs: a hundred-and-twelfth bar, a proteomics core facility's biomarker "
                             "candidate review (mass spectrometry analysts running discovery DIA/DDA and targeted PRM "
                             "experiments, and the principal investigators who choose candidates for validation) "
                             "ranking proteins and peptides per study, week and validation campaign from label-free "
                             "fold changes, q-values, PRM ratios, the analysts' quality grades and the investigators' "
                             "votes (MaxQuant's proteinGroups.txt and evidence.txt, mzTab reports, DIA-NN's "
                             "report.tsv and report.pr_matrix.tsv, Skyline's MSstats report (CSV) and documents "
                             "(.sky), FragPipe's protein.tsv, mzML and mzIdentML files, Thermo .raw files, UniProt's "
                             "REST JSON, analysts' rating sheets, investigators' ballots and the validation board's "
                             "vote tallies as typed)")

_CAND = "P06731/CEACAM5"

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['lfq_fold_change', 'q_value', 'prm_ratio', 'analyst_grade', 'pi_votes'],
    items=[f'prot:{_CAND}', 'prot:P02750/LRG1', 'pep:LVNEVTEFAK/2+', 'prot:P01033/TIMP1', 'prot:P0DJI8/SAA1',
           'prot:P02741/CRP', 'prot:P02768/ALB', 'pep:AEFAEVSK/2+'],
    queries=['study:2026-CRC-plasma/dia', 'week:2026-W44/qc-review', 'campaign:2026B/prm-validation',
             'study:2026-CRC-plasma/dda', 'week:2026-W45/qc-review', 'campaign:2026B/elisa-crosscheck'],
    suffix='/reanalysis', generator='candidate_scores', judgements='board_decisions'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "candidate_scores", "validation.run")

_RECS3 = ["lfq_fold_change", "analyst_grade", "pi_votes"]
_OUT = ("validation.run",)
_ONE_RUN = (f"study:2026-CRC-plasma/dia Q0 prot:{_CAND} 1 0.9318 pi_votes\n"
            "study:2026-CRC-plasma/dia Q0 prot:P02750/LRG1 2 0.8402 pi_votes\n")


def _csv(rows: list[list[str]], delimiter: str = ",", lineterminator: str = "\n") -> str:
    out = io.StringIO()
    csv.writer(out, delimiter=delimiter, lineterminator=lineterminator).writerows(rows)
    return out.getvalue()


def _table(columns: list[str], rows: list[dict[str, str]], delimiter: str = "\t") -> str:
    """A header line, then each row's cells in the columns' order (a cell a row lacks is empty), as MaxQuant,
    DIA-NN and Philosopher write theirs: no quoting."""
    return "".join(delimiter.join(line) + "\n" for line in [columns] + [[r.get(c, "") for c in columns]
                                                                         for r in rows])


# the core's files, as MaxQuant, the PSI, DIA-NN, Skyline, FragPipe, ProteoWizard, Thermo, UniProt and the core's
# analysts and investigators write them
# MaxQuant's proteinGroups.txt of a label-free run (two samples shown): the leading columns as MaxQuant writes them
_MQ_SAMPLES = ["CRC_01", "CTRL_01"]
_PG_COLUMNS = (["Protein IDs", "Majority protein IDs", "Peptide counts (all)", "Peptide counts (razor+unique)",
                "Peptide counts (unique)", "Protein names", "Gene names", "Fasta headers", "Number of proteins",
                "Peptides", "Razor + unique peptides", "Unique peptides", "Sequence coverage [%]",
                "Unique + razor sequence coverage [%]", "Unique sequence coverage [%]", "Mol. weight [kDa]",
                "Sequence length", "Sequence lengths", "Q-value", "Score", "Intensity"]
               + [f"Intensity {s}" for s in _MQ_SAMPLES] + [f"LFQ intensity {s}" for s in _MQ_SAMPLES]
               + ["MS/MS Count", "Only identified by site", "Reverse", "Potential contaminant", "id", "Peptide IDs",
                  "Peptide is razor", "Mod. peptide IDs", "Evidence IDs", "MS/MS IDs", "Best MS/MS",
                  "Oxidation (M) site IDs", "Oxidation (M) site positions"])


def _pg(ids: str, name: str, gene: str, fasta: str, n: str, cov: str, mw: str, length: str, score: str,
        inten: list[str], lfq: list[str], rid: str, cont: str = "") -> dict[str, str]:
    row = {"Protein IDs": ids, "Majority protein IDs": ids, "Peptide counts (all)": n,
           "Peptide counts (razor+unique)": n, "Peptide counts (unique)": n, "Protein names": name,
           "Gene names": gene, "Fasta headers": fasta, "Number of proteins": "1", "Peptides": n,
           "Razor + unique peptides": n, "Unique peptides": n, "Sequence coverage [%]": cov,
           "Unique + razor sequence coverage [%]": cov, "Unique sequence coverage [%]": cov,
           "Mol. weight [kDa]": mw, "Sequence length": length, "Sequence lengths": length, "Q-value": "0",
           "Score": score, "Intensity": str(sum(int(v) for v in inten)), "MS/MS Count": str(3 * int(n)),
           "Potential contaminant": cont, "id": rid}
    row.update({f"Intensity {s}": v for s, v in zip(_MQ_SAMPLES, inten)})
    row.update({f"LFQ intensity {s}": v for s, v in zip(_MQ_SAMPLES, lfq)})
    return row


_PROTEIN_GROUPS = _table(_PG_COLUMNS, [
    _pg("P06731", "Carcinoembryonic antigen-related cell adhesion molecule 5", "CEACAM5",
        ">sp|P06731|CEAM5_HUMAN Carcinoembryonic antigen-related cell adhesion molecule 5 OS=Homo sapiens OX=9606 "
        "GN=CEACAM5 PE=1 SV=3", "9", "14.7", "76.795", "702", "88.412", ["41823000", "6120400"],
        ["39570000", "5873100"], "0"),
    _pg("P02750", "Leucine-rich alpha-2-glycoprotein", "LRG1",
        ">sp|P02750|A2GL_HUMAN Leucine-rich alpha-2-glycoprotein OS=Homo sapiens OX=9606 GN=LRG1 PE=1 SV=2", "17",
        "51.3", "38.178", "347", "251.6", ["1872300000", "804150000"], ["1790200000", "811930000"], "1"),
    _pg("P01033", "Metalloproteinase inhibitor 1", "TIMP1",
        ">sp|P01033|TIMP1_HUMAN Metalloproteinase inhibitor 1 OS=Homo sapiens OX=9606 GN=TIMP1 PE=1 SV=1", "6",
        "30.9", "23.171", "207", "41.97", ["98231000", "51877000"], ["94410000", "53302000"], "2"),
    _pg("CON__P02769", "Albumin", "ALB", ">P02769 SWISS-PROT:P02769 (Bos taurus) Serum albumin precursor", "4",
        "7.1", "69.293", "607", "23.085", ["7150400", "6988200"], ["0", "0"], "3", "+")])
_PROTEIN_GROUPS_NAME = "proteinGroups.txt"

# MaxQuant's evidence.txt: a row per feature, 'Modified sequence' in underscores, MULTI-MSMS or MULTI-MATCH
_EV_COLUMNS = ["Sequence", "Length", "Modifications", "Modified sequence", "Oxidation (M) Probabilities",
               "Oxidation (M) Score Diffs", "Acetyl (Protein N-term)", "Oxidation (M)", "Missed cleavages",
               "Proteins", "Leading proteins", "Leading razor protein", "Gene names", "Protein names", "Type",
               "Raw file", "Experiment", "MS/MS m/z", "Charge", "m/z", "Mass", "Retention time", "PEP",
               "MS/MS count", "MS/MS scan number", "Score", "Delta score", "Combinatorics", "Intensity", "Reverse",
               "Potential contaminant", "id", "Protein group IDs", "Peptide ID", "Mod. peptide ID", "MS/MS IDs",
               "Best MS/MS", "Oxidation (M) site IDs"]


def _ev(seq: str, prot: str, gene: str, name: str, kind: str, raw: str, mz: str, charge: str, mass: str,
        rt: str, pep: str, score: str, inten: str, rid: str, pg: str) -> dict[str, str]:
    msms = kind == "MULTI-MSMS"
    return {"Sequence": seq, "Length": str(len(seq)), "Modifications": "Unmodified", "Modified sequence": f"_{seq}_",
            "Acetyl (Protein N-term)": "0", "Oxidation (M)": "0", "Missed cleavages": "0", "Proteins": prot,
            "Leading proteins": prot, "Leading razor protein": prot, "Gene names": gene, "Protein names": name,
            "Type": kind, "Raw file": raw, "Experiment": raw.split("_DDA_")[-1], "MS/MS m/z": mz if msms else "",
            "Charge": charge, "m/z": mz, "Mass": mass, "Retention time": rt, "PEP": pep if msms else "NaN",
            "MS/MS count": "1" if msms else "0", "MS/MS scan number": "24517" if msms else "",
            "Score": score if msms else "NaN", "Delta score": "81.446" if msms else "NaN", "Combinatorics": "1",
            "Intensity": inten, "id": rid, "Protein group IDs": pg, "Peptide ID": pg, "Mod. peptide ID": pg,
            "MS/MS IDs": rid if msms else "", "Best MS/MS": rid if msms else ""}


_EVIDENCE = _table(_EV_COLUMNS, [
    _ev("LVNEVTEFAK", "P02768", "ALB", "Albumin", "MULTI-MSMS", "20261027_CRC_plasma_DDA_CRC_01", "575.311462402344",
        "2", "1148.60724", "61.874", "1.2174E-45", "152.19", "4120600000", "0", "3"),
    _ev("LVNEVTEFAK", "P02768", "ALB", "Albumin", "MULTI-MATCH", "20261027_CRC_plasma_DDA_CTRL_01", "575.311074",
        "2", "1148.60724", "61.902", "", "", "3987100000", "1", "3"),
    _ev("AEFAEVSK", "P02768", "ALB", "Albumin", "MULTI-MSMS", "20261027_CRC_plasma_DDA_CRC_01", "440.718475341797",
        "2", "879.42238", "33.415", "4.0021E-19", "118.05", "913370000", "2", "3")])
_EVIDENCE_NAME = "evidence.txt"

# an mzTab 1.0 summary quantification report of the discovery study (MaxQuant's label-free abundances per group)
_PRH = ["accession", "description", "taxid", "species", "database", "database_version", "search_engine",
        "best_search_engine_score[1]", "ambiguity_members", "modifications", "protein_abundance_study_variable[1]",
        "protein_abundance_stdev_study_variable[1]", "protein_abundance_std_error_study_variable[1]",
        "protein_abundance_study_variable[2]", "protein_abundance_stdev_study_variable[2]",
        "protein_abundance_std_error_study_variable[2]"]
_PRT = [["P06731", "Carcinoembryonic antigen-related cell adhesion molecule 5", "88.412", "39570000", "4112300",
         "1678800", "5873100", "1290400", "526800"],
        ["P02750", "Leucine-rich alpha-2-glycoprotein", "251.6", "1790200000", "201460000", "82243000",
         "811930000", "95012000", "38788000"],
        ["P01033", "Metalloproteinase inhibitor 1", "41.97", "94410000", "10977000", "4481400", "53302000",
         "7716400", "3150200"]]
_MZTAB = ("\n".join(["MTD\tmzTab-version\t1.0.0", "MTD\tmzTab-mode\tSummary", "MTD\tmzTab-type\tQuantification",
                     "MTD\tmzTab-ID\tCORE-2026-CRC-plasma-DDA",
                     "MTD\tdescription\tCRC plasma discovery study, label-free protein abundances, CRC vs "
                     "control plasma",
                     "MTD\tprotein_search_engine_score[1]\t[MS, MS:1002338, Andromeda:score, ]",
                     "MTD\tsoftware[1]\t[MS, MS:1001583, MaxQuant, 2.4.14.0]"]
                    + [f"MTD\tms_run[{i}]-location\tfile://D:/core/2026/CRC-plasma/20261027_CRC_plasma_DDA_{s}.raw"
                       for i, s in enumerate(["CRC_01", "CRC_02", "CTRL_01", "CTRL_02"], 1)]
                    + ["MTD\tprotein-quantification_unit\t[PRIDE, PRIDE:0000393, Relative quantification unit, ]",
                       "MTD\tfixed_mod[1]\t[UNIMOD, UNIMOD:4, Carbamidomethyl, ]",
                       "MTD\tvariable_mod[1]\t[UNIMOD, UNIMOD:35, Oxidation, ]",
                       "MTD\tstudy_variable[1]-description\tcolorectal cancer plasma",
                       "MTD\tstudy_variable[2]-description\tcontrol plasma", "",
                       "PRH\t" + "\t".join(_PRH)]
                    + ["PRT\t" + "\t".join([acc, desc, "9606", "Homo sapiens", "UniProtKB", "2026_03",
                                            "[MS, MS:1001583, MaxQuant, ]", score, "null", "null", *ab])
                       for acc, desc, score, *ab in _PRT]) + "\n")
_MZTAB_NAME = "CRC_plasma_DDA_summary.mzTab"

# DIA-NN's report.pr_matrix.tsv: the ten precursor columns, then one column per run named by the run's full path
_DIANN_RUNS = [f"D:\\core\\2026\\CRC-plasma\\DIA\\20261103_CRC_plasma_DIA_{s}.raw" for s in ("CRC_01", "CTRL_01")]
_PR_COLUMNS = ["Protein.Group", "Protein.Ids", "Protein.Names", "Genes", "First.Protein.Description", "Proteotypic",
               "Stripped.Sequence", "Modified.Sequence", "Precursor.Charge", "Precursor.Id"] + _DIANN_RUNS
_PR_ROWS = [["P02768", "P02768", "ALBU_HUMAN", "ALB", "Albumin", "1", "AEFAEVSK", "AEFAEVSK", "2", "AEFAEVSK2",
             "8.81227e+08", "8.64105e+08"],
            ["P02768", "P02768", "ALBU_HUMAN", "ALB", "Albumin", "1", "LVNEVTEFAK", "LVNEVTEFAK", "2", "LVNEVTEFAK2",
             "4.01873e+09", "3.96302e+09"],
            ["P06731", "P06731", "CEAM5_HUMAN", "CEACAM5", "Carcinoembryonic antigen-related cell adhesion "
             "molecule 5", "1", "TLTLFNVTR", "TLTLFNVTR", "2", "TLTLFNVTR2", "612044", ""],
            ["P02750", "P02750", "A2GL_HUMAN", "LRG1", "Leucine-rich alpha-2-glycoprotein", "1", "DLLLPQPDLR",
             "DLLLPQPDLR", "2", "DLLLPQPDLR2", "2.31786e+07", "1.10342e+07"]]
_PR_MATRIX = _table(_PR_COLUMNS, [dict(zip(_PR_COLUMNS, r)) for r in _PR_ROWS])
_PR_MATRIX_NAME = "report.pr_matrix.tsv"

# DIA-NN's main report.tsv (1.8): a row per precursor and run
_REPORT_COLUMNS = ["File.Name", "Run", "Protein.Group", "Protein.Ids", "Protein.Names", "Genes", "PG.Quantity",
                   "PG.Normalised", "PG.MaxLFQ", "Genes.Quantity", "Genes.Normalised", "Genes.MaxLFQ",
                   "Genes.MaxLFQ.Unique", "Modified.Sequence", "Stripped.Sequence", "Precursor.Id",
                   "Precursor.Charge", "Q.Value", "PEP", "Global.Q.Value", "Protein.Q.Value", "PG.Q.Value",
                   "Global.PG.Q.Value", "GG.Q.Value", "Translated.Q.Value", "Proteotypic", "Precursor.Quantity",
                   "Precursor.Normalised", "Precursor.Translated", "Translated.Quality", "Ms1.Translated",
                   "Quantity.Quality", "RT", "RT.Start", "RT.Stop", "iRT", "Predicted.RT", "Predicted.iRT",
                   "First.Protein.Description"]


def _report_row(run: str, pid: str, name: str, gene: str, seq: str, q: str, quant: str, desc: str) -> list[str]:
    path = f"D:\\core\\2026\\CRC-plasma\\DIA\\{run}.raw"
    return [path, run, pid, pid, name, gene, quant, quant, quant, quant, quant, quant, quant, seq, seq, seq + "2",
            "2", q, q, "0.000173611", "0.000170969", "0.000170969", "0.00017319", "0.000170999", "0", "1", quant,
            quant, quant, "", "0", "0.912408", "41.2271", "41.1187", "41.3342", "24.6573", "41.2015", "24.6109", desc]


_REPORT = _table(_REPORT_COLUMNS, [dict(zip(_REPORT_COLUMNS, r)) for r in [
    _report_row("20261103_CRC_plasma_DIA_CRC_01", "P06731", "CEAM5_HUMAN", "CEACAM5", "TLTLFNVTR", "0.000412286",
                "612044", "Carcinoembryonic antigen-related cell adhesion molecule 5"),
    _report_row("20261103_CRC_plasma_DIA_CRC_01", "P02750", "A2GL_HUMAN", "LRG1", "DLLLPQPDLR", "1.83011e-05",
                "2.31786e+07", "Leucine-rich alpha-2-glycoprotein"),
    _report_row("20261103_CRC_plasma_DIA_CTRL_01", "P02750", "A2GL_HUMAN", "LRG1", "DLLLPQPDLR", "2.40187e-05",
                "1.10342e+07", "Leucine-rich alpha-2-glycoprotein")]])
_REPORT_NAME = "report.tsv"

# Skyline's MSstats input report of the PRM validation campaign (CSV): a row per transition, light and heavy
_SKY_COLUMNS = ["ProteinName", "PeptideSequence", "PeptideModifiedSequence", "PrecursorCharge", "PrecursorMz",
                "FragmentIon", "ProductCharge", "ProductMz", "IsotopeLabelType", "Condition", "BioReplicate",
                "FileName", "Area", "StandardType", "Truncated", "DetectionQValue"]
_SKY_ROWS = [
    ["sp|P06731|CEAM5_HUMAN", "TLTLFNVTR", "TLTLFNVTR", "2", "532.806477", "y7", "1", "834.456372", "light", "CRC",
     "CRC_03", "20261118_PRM_2026B_CRC_03.raw", "184227", "", "False", "0.00061"],
    ["sp|P06731|CEAM5_HUMAN", "TLTLFNVTR", "TLTLFNVTR", "2", "537.810611", "y7", "1", "844.464641", "heavy", "CRC",
     "CRC_03", "20261118_PRM_2026B_CRC_03.raw", "501976", "", "False", "0.00061"],
    ["sp|P02750|A2GL_HUMAN", "DLLLPQPDLR", "DLLLPQPDLR", "2", "590.842987", "y8", "1", "951.524847", "light", "CRC",
     "CRC_03", "20261118_PRM_2026B_CRC_03.raw", "9318450", "", "False", "2.1E-05"],
    ["sp|P02768|ALBU_HUMAN", "LVNEVTEFAK", "LVNEVTEFAK", "2", "575.311076", "y8", "1", "937.462976", "light",
     "Control", "CTRL_02", "20261118_PRM_2026B_CTRL_02.raw", "#N/A", "Normalization", "False", "#N/A"]]
_SKYLINE_REPORT = _csv([_SKY_COLUMNS] + _SKY_ROWS)
_SKYLINE_REPORT_NAME = "2026B_prm_validation_MSstats_Input.csv"

# FragPipe's (Philosopher's) protein.tsv of a label-free run
_FP_COLUMNS = ["Protein", "Protein ID", "Entry Name", "Gene", "Length", "Organism", "Protein Description",
               "Protein Existence", "Protein Probability", "Top Peptide Probability", "Total Peptides",
               "Unique Peptides", "Razor Peptides", "Total Spectral Count", "Unique Spectral Count",
               "Razor Spectral Count", "Total Intensity", "Unique Intensity", "Razor Intensity",
               "Razor Assigned Modifications", "Razor Observed Modifications", "Indistinguishable Proteins"]
_FP_ROWS = [
    ["sp|P06731|CEAM5_HUMAN", "P06731", "CEAM5_HUMAN", "CEACAM5", "702", "Homo sapiens OX=9606",
     "Carcinoembryonic antigen-related cell adhesion molecule 5 ", "1:Experimental evidence at protein level",
     "1.0000", "0.9990", "8", "7", "8", "14", "12", "14", "41823000", "38710000", "41823000", "", "", ""],
    ["sp|P02750|A2GL_HUMAN", "P02750", "A2GL_HUMAN", "LRG1", "347", "Homo sapiens OX=9606",
     "Leucine-rich alpha-2-glycoprotein ", "1:Experimental evidence at protein level", "1.0000", "0.9990", "16",
     "16", "16", "58", "58", "58", "1872300000", "1872300000", "1872300000", "5C(57.0214)", "", ""],
    ["sp|P01033|TIMP1_HUMAN", "P01033", "TIMP1_HUMAN", "TIMP1", "207", "Homo sapiens OX=9606",
     "Metalloproteinase inhibitor 1 ", "1:Experimental evidence at protein level", "1.0000", "0.9987", "5", "5",
     "5", "9", "9", "9", "98231000", "98231000", "98231000", "3M(15.9949)", "", ""]]
_FRAGPIPE = _table(_FP_COLUMNS, [dict(zip(_FP_COLUMNS, r)) for r in _FP_ROWS])
_FRAGPIPE_NAME = "protein.tsv"

# an mzML of a PRM run as msconvert writes it: the declaration, <indexedmzML>, <mzML>, ..., the index at the end
_MZML = ('<?xml version="1.0" encoding="utf-8"?>\n'
         '<indexedmzML xmlns="http://psi.hupo.org/ms/mzml" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" '
         'xsi:schemaLocation="http://psi.hupo.org/ms/mzml http://psidev.info/files/ms/mzML/xsd/mzML1.1.2_idx.xsd">\n'
         '  <mzML xmlns="http://psi.hupo.org/ms/mzml" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" '
         'xsi:schemaLocation="http://psi.hupo.org/ms/mzml http://psidev.info/files/ms/mzML/xsd/mzML1.1.0.xsd" '
         'id="20261118_PRM_2026B_CRC_03" version="1.1.0">\n'
         '    <cvList count="2">\n'
         '      <cv id="MS" fullName="Proteomics Standards Initiative Mass Spectrometry Ontology" version="4.1.178" '
         'URI="https://raw.githubusercontent.com/HUPO-PSI/psi-ms-CV/master/psi-ms.obo"/>\n'
         '      <cv id="UO" fullName="Unit Ontology" version="09:04:2014" '
         'URI="https://raw.githubusercontent.com/bio-ontology-research-group/unit-ontology/master/unit.obo"/>\n'
         '    </cvList>\n'
         '    <fileDescription>\n'
         '      <fileContent>\n'
         '        <cvParam cvRef="MS" accession="MS:1000580" name="MSn spectrum" value=""/>\n'
         '        <cvParam cvRef="MS" accession="MS:1000127" name="centroid spectrum" value=""/>\n'
         '      </fileContent>\n'
         '      <sourceFileList count="1">\n'
         '        <sourceFile id="RAW1" name="20261118_PRM_2026B_CRC_03.raw" location="file:///D:/core/2026/PRM">\n'
         '          <cvParam cvRef="MS" accession="MS:1000768" name="Thermo nativeID format" value=""/>\n'
         '          <cvParam cvRef="MS" accession="MS:1000563" name="Thermo RAW format" value=""/>\n'
         '          <cvParam cvRef="MS" accession="MS:1000569" name="SHA-1" '
         'value="3c1f0b6e8d2a47f59e0c6b1d2a7f4e9c8b5d3a10"/>\n'
         '        </sourceFile>\n'
         '      </sourceFileList>\n'
         '    </fileDescription>\n'
         '    <softwareList count="1">\n'
         '      <software id="pwiz" version="3.0.25105">\n'
         '        <cvParam cvRef="MS" accession="MS:1000615" name="ProteoWizard software" value=""/>\n'
         '      </software>\n'
         '    </softwareList>\n'
         '    <instrumentConfigurationList count="1">\n'
         '      <instrumentConfiguration id="IC1">\n'
         '        <cvParam cvRef="MS" accession="MS:1001911" name="Q Exactive" value=""/>\n'
         '      </instrumentConfiguration>\n'
         '    </instrumentConfigurationList>\n'
         '    <dataProcessingList count="1">\n'
         '      <dataProcessing id="pwiz_Reader_Thermo_conversion">\n'
         '        <processingMethod order="0" softwareRef="pwiz">\n'
         '          <cvParam cvRef="MS" accession="MS:1000544" name="Conversion to mzML" value=""/>\n'
         '        </processingMethod>\n'
         '      </dataProcessing>\n'
         '    </dataProcessingList>\n'
         '    <run id="20261118_PRM_2026B_CRC_03" defaultInstrumentConfigurationRef="IC1" '
         'startTimeStamp="2026-11-18T09:41:12Z" defaultSourceFileRef="RAW1">\n'
         '      <spectrumList count="1" defaultDataProcessingRef="pwiz_Reader_Thermo_conversion">\n'
         '        <spectrum index="0" id="controllerType=0 controllerNumber=1 scan=1" defaultArrayLength="0">\n'
         '          <cvParam cvRef="MS" accession="MS:1000511" name="ms level" value="2"/>\n'
         '        </spectrum>\n'
         '      </spectrumList>\n'
         '    </run>\n'
         '  </mzML>\n'
         '  <indexList count="2">\n'
         '    <index name="spectrum">\n'
         '      <offset idRef="controllerType=0 controllerNumber=1 scan=1">3912</offset>\n'
         '    </index>\n'
         '    <index name="chromatogram">\n'
         '    </index>\n'
         '  </indexList>\n'
         '  <indexListOffset>4218</indexListOffset>\n'
         '  <fileChecksum>9d4e1f7a2c6b0e3d8f5a1c7b9e2d4f6a8c0b3e5d</fileChecksum>\n'
         '</indexedmzML>\n')
_MZML_NAME = "20261118_PRM_2026B_CRC_03.mzML"


# a Thermo .raw's Finnigan header: magic 0xA101 (bytes 01 A1), 'Finnigan' in UTF-16LE (18 bytes with its NUL), four
# unknown words, the version (66), the audit start and end tags (a FILETIME, 50 UTF-16 characters, a word), a word,
# 60 bytes, then the 1028-character tag; the rest of the file (the run header, the scans) is cut short here
def _thermo_raw() -> bytes:
    filetime = 134394684720000000  # 2026-11-18 09:41:12 UTC in 100 ns ticks since 1601

    def audit(who: str) -> bytes:
        return struct.pack("<Q", filetime) + who.encode("utf-16-le").ljust(100, b"\0") + struct.pack("<I", 0)
    head = struct.pack("<H", 0xA101) + "Finnigan\0".encode("utf-16-le")
    head += struct.pack("<4I", 0, 0, 0, 0) + struct.pack("<I", 66)
    head += audit("QE-Plus-core") + audit("QE-Plus-core") + struct.pack("<I", 0) + bytes(60)
    head += "PRM 2026B CRC_03".encode("utf-16-le").ljust(2056, b"\0")
    return head + bytes(512)


_THERMO_RAW = _thermo_raw()
_THERMO_RAW_NAME = "20261118_PRM_2026B_CRC_03.raw"

# UniProt's REST answer for the lead candidate (rest.uniprot.org/uniprotkb/P06731.json), its leading keys
_UNIPROT = json.dumps({
    "entryType": "UniProtKB reviewed (Swiss-Prot)", "primaryAccession": "P06731",
    "secondaryAccessions": ["A0A024R0K5", "Q13984", "Q15237"], "uniProtkbId": "CEAM5_HUMAN",
    "entryAudit": {"firstPublicDate": "1988-01-01", "lastAnnotationUpdateDate": "2026-10-15",
                   "lastSequenceUpdateDate": "2010-10-05", "entryVersion": 251, "sequenceVersion": 3},
    "annotationScore": 5.0,
    "organism": {"scientificName": "Homo sapiens", "commonName": "Human", "taxonId": 9606,
                 "lineage": ["Eukaryota", "Metazoa", "Chordata", "Craniata", "Vertebrata", "Euteleostomi",
                             "Mammalia", "Eutheria", "Euarchontoglires", "Primates", "Haplorrhini", "Catarrhini",
                             "Hominidae", "Homo"]},
    "proteinExistence": "1: Evidence at protein level",
    "proteinDescription": {"recommendedName": {"fullName": {
        "value": "Carcinoembryonic antigen-related cell adhesion molecule 5"}},
        "alternativeNames": [{"fullName": {"value": "Carcinoembryonic antigen"}, "shortNames": [{"value": "CEA"}]}]},
    "genes": [{"geneName": {"value": "CEACAM5"}, "synonyms": [{"value": "CEA"}]}],
    "sequence": {"value": "MESPSAPPHRWCIPWQRLLLTASLLTFWNPPTTAKLTIESTPFNVAEGKEVLLLVHNLPQHLFGYSWYKGERVDGNRQIIG",
                 "length": 702, "molWeight": 76795, "crc64": "A7C2D0E14B96F358",
                 "md5": "5B0E92D4C1A7F3E86D9C20B4A1F7E3C5"},
    "extraAttributes": {"countByCommentType": {"FUNCTION": 1, "SUBCELLULAR LOCATION": 1},
                        "uniParcId": "UPI0000140B3C"}})
_UNIPROT_NAME = "P06731.json"

# an analyst's rating sheet as typed after the week's QC review: analyst, date, accession or sequence, kind, q-value,
# log2 fold change, grade: seven fields a line
_RATING_SHEET = ("okafor 2026-11-04 P06731 prot 0.0004 3.41 A\n"
                 "okafor 2026-11-04 P02750 prot 0.0001 1.27 A\n"
                 "okafor 2026-11-04 LVNEVTEFAK pep 0.0001 0.03 B\n"
                 "okafor 2026-11-04 P01033 prot 0.0062 0.86 B\n"
                 "okafor 2026-11-04 P0DJI8 prot 0.0210 2.12 C\n")
# an investigator's ballot for the validation board: investigator, week, place, accession or sequence, gene: five
_BALLOT = ("reyes 2026-W45 1 P06731 CEACAM5\n"
           "reyes 2026-W45 2 P02750 LRG1\n"
           "reyes 2026-W45 3 P01033 TIMP1\n"
           "reyes 2026-W45 4 P0DJI8 SAA1\n")
# the validation board's vote tally as the core manager types it: accession or sequence, gene, validate, keep and
# drop votes, decision: six fields a line
_VOTE_TALLY = ("P06731 CEACAM5 5 1 0 validate\nP02750 LRG1 4 2 0 validate\n"
               "P01033 TIMP1 1 4 1 keep\nLVNEVTEFAK ALB 0 1 5 drop\n")


def hundredtwelfth_bar_proteomics_cases() -> list[Case]:
    G = HUNDREDTWELFTH_PROTEOMICS
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="candidate_scores", judgements="board_decisions", runs=_RECS3,
        stem="validation", outputs=_OUT, item="candidate", rounded="analyst_grade",
        weights="{'prm_ratio': 2.0, 'lfq_fold_change': 1.5, 'q_value': 1.0, 'analyst_grade': 1.0, "
                "'pi_votes': 1.0}",
        lone_query="R['lfq_fold_change']['study:2026-CRC-tissue/dia-pilot'] = "
                   "{'prot:P06731/CEACAM5': 0.9, 'prot:P02750/LRG1': 0.4}\n",
        trust="lfq_fold_change 2\nanalyst_grade 1\npi_votes 1\n",
        trust_dict="{'lfq_fold_change': 2, 'analyst_grade': 1, 'pi_votes': 1}",
        texts={
            "rrf": ("u112b_rrf_candidate_scores",
                    "rankagg.fuse({source: {study, week or campaign: {candidate: score}}}, method='rrf'): "
                    "label-free fold changes, q-values, PRM ratios, the analysts' grades and the investigators' "
                    "votes, six rankings ('study:2026-CRC-plasma/dia'), proteins by UniProt accession and gene "
                    f"('prot:{_CAND}') beside peptides by sequence and charge ('pep:LVNEVTEFAK/2+')"),
            "borda": ("u112b_borda_candidate_not_scored_by_all",
                      "rankagg.fuse(..., method='borda'): a peptide quantified in too few runs for a fold change "
                      "and not yet graded or voted on, so some sources have no score for it"),
            "combsum": ("u112b_combsum_rounded_analyst_grades",
                        "rankagg.fuse(..., method='combsum'): the analysts' quality grades as the QC sheet rounds "
                        "them to one decimal (many ties), beside fold changes and the investigators' votes"),
            "fuser": ("u112b_weighted_fuser_prm_ratio",
                      "rankagg.Fuser('rrf', weights=...) per study, week and campaign: PRM ratios count 2, "
                      "label-free fold changes 1.5, q-values, grades and votes 1, as a targeted measurement "
                      "decides before a discovery one"),
            "frame": ("u112b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the core's candidate "
                      "tracker, a row per study, candidate and source"),
            "evaluate": ("u112b_evaluate_board_decisions",
                         "rankagg.evaluate(fused ranking, the validation board's decisions, ['nDCG@5', 'AP', "
                         "'P@3']): does the fused ranking put the candidates sent to validation first"),
            "lone": ("u112b_tissue_pilot_only_fold_changes",
                     "rankagg.fuse(..., method='rrf'): the CRC tissue DIA pilot, which only the label-free fold "
                     "changes cover so far (no grades, no votes), beside studies, weeks and campaigns every source "
                     "covers"),
            "cli_rrf": ("u112b_cli_rrf_runs",
                        "rankagg fuse lfq_fold_change.run analyst_grade.run pi_votes.run --method rrf -o "
                        "validation.run: one run per source, studies, weeks and campaigns as queries"),
            "cli_borda": ("u112b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: label-free fold "
                          "changes count double)"),
            "cli_combsum": ("u112b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four candidates a PRM validation "
                            "campaign can take on per study"),
            "cli_evaluate": ("u112b_cli_evaluate_board_qrels",
                             "rankagg evaluate validation.run --qrels board_decisions.qrels -m ndcg_cut.5 -m map: "
                             "the fused ranking against the validation board's decisions (2 validate, 1 keep, "
                             "0 drop)"),
            "cli_parquet": ("u112b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o validation.parquet: gzipped runs from the core's "
                            "nightly pipeline, a Parquet table for the investigators' dashboard")})

    # --- the core's files given where runs are read: named by their format or tool -----------------------------------
    cases += files_as_runs(cli_bad, [
        ("u112b_maxquant_proteingroups_as_run", "MaxQuant's proteinGroups.txt of a label-free run (tab-separated: "
         "'Protein IDs', 'Majority protein IDs', 'Peptide counts (all)', ..., 'Gene names', 'Fasta headers', ..., "
         "'LFQ intensity CRC_01', ..., 'Potential contaminant', 'id')", _PROTEIN_GROUPS_NAME, _PROTEIN_GROUPS,
         "MaxQuant", named_at(_PROTEIN_GROUPS_NAME, _PROTEIN_GROUPS)),
        ("u112b_mztab_summary_as_run", "an mzTab 1.0 summary quantification report ('MTD mzTab-version 1.0.0', "
         "'MTD mzTab-mode Summary', 'MTD mzTab-type Quantification', then the PRH columns and PRT rows with "
         "protein_abundance_study_variable[1])", _MZTAB_NAME, _MZTAB, "mzTab", named_at(_MZTAB_NAME, _MZTAB)),
        ("u112b_diann_pr_matrix_as_run", "DIA-NN's precursor matrix report.pr_matrix.tsv (Protein.Group, "
         "Protein.Ids, Protein.Names, Genes, First.Protein.Description, Proteotypic, Stripped.Sequence, "
         "Modified.Sequence, Precursor.Charge, Precursor.Id, then a column per run's .raw path)", _PR_MATRIX_NAME,
         _PR_MATRIX, "DIA-NN", named_at(_PR_MATRIX_NAME, _PR_MATRIX)),
        ("u112b_skyline_msstats_report_as_run", "a Skyline MSstats input report of the PRM campaign (CSV: "
         "ProteinName, PeptideSequence, ..., FragmentIon, ProductCharge, IsotopeLabelType light and heavy, "
         "Condition, BioReplicate, FileName, Area, StandardType, Truncated, DetectionQValue)", _SKYLINE_REPORT_NAME,
         _SKYLINE_REPORT, "Skyline", named_at(_SKYLINE_REPORT_NAME, _SKYLINE_REPORT)),
        ("u112b_fragpipe_protein_tsv_as_run", "FragPipe's (Philosopher's) protein.tsv (Protein 'sp|P06731|"
         "CEAM5_HUMAN', Protein ID, Entry Name, Gene, Length, Organism, Protein Description, Protein Existence, "
         "Protein Probability, Top Peptide Probability, peptide and spectral counts, intensities)", _FRAGPIPE_NAME,
         _FRAGPIPE, "FragPipe", named_at(_FRAGPIPE_NAME, _FRAGPIPE)),
        ("u112b_mzml_as_run", "an mzML file of a PRM run as msconvert writes it (<indexedmzML> with the mzML "
         "namespace, <mzML ... version=\"1.1.0\">, cvList, fileDescription naming the Thermo RAW source, "
         "ProteoWizard software, a spectrumList, then indexList and fileChecksum)", _MZML_NAME, _MZML, "mzML",
         named_at(_MZML_NAME, _MZML)),
        ("u112b_thermo_raw_as_run", "a Thermo .raw file of the same PRM run (binary: the Finnigan header, magic "
         "01 A1 then 'Finnigan' in UTF-16LE, the file version, audit tags)", _THERMO_RAW_NAME, _THERMO_RAW,
         "Thermo", _THERMO_RAW_NAME),
        ("u112b_uniprot_json_as_run", "UniProt's REST answer for the lead candidate (JSON: 'entryType' "
         "'UniProtKB reviewed (Swiss-Prot)', 'primaryAccession' P06731, 'uniProtkbId' CEAM5_HUMAN, 'organism', "
         "'proteinDescription', 'genes', 'sequence') saved from rest.uniprot.org", _UNIPROT_NAME, _UNIPROT,
         "UniProt", f"{_UNIPROT_NAME}:1"),
        ("u112b_analyst_rating_sheet_as_run", "a mass spectrometry analyst's rating sheet as typed (seven fields a "
         "line: analyst, date, UniProt accession or peptide, kind, q-value, log2 fold change, grade)",
         "rating_sheet_okafor_2026-11-04.txt", _RATING_SHEET, "rating sheet",
         "rating_sheet_okafor_2026-11-04.txt:1"),
        ("u112b_investigator_ballot_as_run", "a principal investigator's ballot as typed (five fields a line: "
         "investigator, week, place, UniProt accession, gene)", "ballot_reyes_2026-W45.txt", _BALLOT, "ballot",
         "ballot_reyes_2026-W45.txt:1"),
        ("u112b_board_vote_tally_as_run", "the validation board's vote tally as the core manager types it (six "
         "fields a line: accession or peptide, gene, validate, keep and drop votes, decision)",
         "vote_tally_2026-W45.txt", _VOTE_TALLY, "vote tally", "vote_tally_2026-W45.txt:1")],
        one_run=("pi_votes.run", _ONE_RUN), stem="validation",
        text_why="trec_eval refuses a line of other than six fields, and a vote tally's six are an accession, a "
                 "gene, three vote counts and a decision, not a run's; the file is the field's own, named by what it "
                 "is (a field count or a generic note says nothing the core can act on)",
        binary_why="trec_eval reads text; a Thermo .raw read as lines gives no ranking (Thermo's RawFileReader, "
                   "msconvert or Skyline open it): named by what it is")

    # --- the judgements the core gives --------------------------------------------------------------------------------
    judged = files_as_qrels(cli_bad, [
        ("u112b_investigator_ballot_as_qrels", "ballot_reyes_2026-W45.txt", _BALLOT, "ballot"),
        ("u112b_board_vote_tally_as_qrels", "vote_tally_2026-W45.txt", _VOTE_TALLY, "vote tally"),
        ("u112b_maxquant_evidence_as_qrels", _EVIDENCE_NAME, _EVIDENCE, "MaxQuant"),
        ("u112b_diann_report_as_qrels", _REPORT_NAME, _REPORT, "DIA-NN")],
        one_run=("pi_votes.run", _ONE_RUN))
    # what each file is, said in the case's own text (the helper's text names the file only)
    said = {"u112b_investigator_ballot_as_qrels": "a principal investigator's ballot as typed, five fields a line",
            "u112b_board_vote_tally_as_qrels": "the validation board's vote tally as typed, six fields a line",
            "u112b_maxquant_evidence_as_qrels": "MaxQuant's evidence.txt, a row per peptide feature and raw file",
            "u112b_diann_report_as_qrels": "DIA-NN's main report, a row per precursor and run"}
    for case in judged:
        case.what += f" ({said[case.id]})"
    cases += judged

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u112b_out_mztab", "CRC_candidates.mzTab", "an mzTab report (.mzTab, the PSI's tab-separated MTD/PRH/PRT "
         "format)"),
        ("u112b_out_mzidentml", "CRC_candidates.mzid", "an mzIdentML file (.mzid, the PSI's identification XML)"),
        ("u112b_out_skyline_sky", "2026B_prm_validation.sky", "a Skyline document (.sky, the <srm_settings> XML "
         "Skyline opens)"),
        ("u112b_out_thermo_raw", "20261118_PRM_2026B_CRC_03.raw", "a Thermo .raw file (the instrument's binary "
         "acquisition)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=112"))

    # --- the core's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u112b_api_uniprot_entry_dict",
            "rankagg.fuse(json.load(P06731.json)): UniProt's REST answer for an entry, loaded in Python, given as "
            "the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json', encoding='utf-8')), method='rrf')\n",
            "UniProt", why="a run maps a query to {document: score}; a UniProt entry maps its fields ('entryType', "
            "'primaryAccession', 'uniProtkbId', 'organism', 'proteinDescription', 'genes', 'sequence') to one "
            "protein's annotation, no ranking",
            files={"r.json": _UNIPROT}),
        bad("u112b_api_skyline_report_frame",
            "rankagg.fuse(pd.read_csv(MSstats_Input.csv)): a Skyline MSstats input report (ProteinName, "
            "PeptideSequence, FragmentIon, IsotopeLabelType, BioReplicate, FileName, Area columns) given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('r.csv'), method='borda')\n",
            "Skyline", why="a table of runs has qid, docid, run and score columns; a Skyline MSstats report has a "
            "transition a row (protein, peptide, fragment ion, label, replicate, raw file, peak area), no query, "
            "document or score",
            files={"r.csv": _SKYLINE_REPORT}),
    ]
    return cases
