"""A molecular phylogenetics lab's files (issue 45's thirty-fifth bar, u35e_): NEXUS files, PHYLIP alignments, Newick
trees, BEAST's XML and trace logs, phyloXML and NeXML documents, MrBayes's parameter samples, IQ-TREE's reports and
site rates, RAxML-NG's RF distances and binary alignments.  (Nextstrain's Auspice JSON is the epidemiology field's
declaration.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a sequence's characters in an alignment: IUPAC nucleotides and amino acids, gaps, missing and stop
_RESIDUES = r"[A-Za-z?.~*-]"

PHYLOGENETICS = Field(
    team="a molecular phylogenetics lab's files (u35e_)",
    advice="give each criterion's ranking of an alignment's candidate trees (the log-likelihoods, the ultrafast "
           "bootstrap support, MrBayes's posterior probabilities, the systematists') as a run, an alignment a query "
           "and each candidate tree a document (tree:iqtree/ml@GTR+F+R4), the score higher for the better supported "
           "tree: 'ALIGNMENT Q0 TREE RANK SCORE CRITERION'; the topology tests' verdicts are the qrels, 'ALIGNMENT 0 "
           "TREE GRADE' (2 in the AU test's confidence set and the published topology, 1 in the set, 0 rejected)",
    # the microbiome team's Newick trees (u23b_) are the phylogenetics lab's format, told in this field's words
    supersedes=("u23b_",),
    files=(
        FieldFile("a NEXUS file (#NEXUS, then BEGIN TAXA, DATA, CHARACTERS or TREES blocks: PAUP*'s, MrBayes's, "
                  "FigTree's and BEAST's taxa, alignments and trees)",
                  "#NEXUS\n[written by FigTree v1.4.4]\nbegin taxa;\n\tdimensions ntax=3;\n\ttaxlabels Pan Homo "
                  "Gorilla;\nend;\nbegin trees;\n\ttree tree_1 = [&R] ((Pan:0.01,Homo:0.012):0.004,Gorilla:0.02);\n"
                  "end;\n", 1, line=r"(?i)\A#NEXUS[ \t]*$", outputs=(".nex", ".nexus", ".nxs")),
        FieldFile("a PHYLIP alignment (PHYLIP's 'ntax nchar' line, then each taxon's name and its sequence, "
                  "sequential or interleaved, as RAxML, IQ-TREE and PhyML read it)",
                  "  4  24\nHomo       AAGCTTCACC GGCGCAGTCA TTCT\nPan        AAGCTTCACC GGCGCAATTA TCCT\n"
                  "Gorilla    AAGCTTCACC GGCGCAGTTG TTCT\nPongo      AAGCTTCACC GGCGCAACCA CCCT\n", 1,
                  line=r"\A[ \t]*(?:[2-9]|[1-9]\d+)[ \t]+[1-9]\d*(?:[ \t]+[A-Za-z])?[ \t]*\n\S[^\n]*?" + _RESIDUES
                       + r"{10,}(?:[ \t]+" + _RESIDUES + r"+)*[ \t]*$", outputs=(".phy", ".phylip")),
        FieldFile("a Newick tree (a phylogeny's '(taxon:length,...)support:length;', as IQ-TREE's .treefile, "
                  "RAxML-NG's bestTree and FigTree write it)",
                  "((Homo:0.0123,Pan:0.0141)98:0.0052,Gorilla:0.0217,Pongo:0.0418);\n", 1,
                  line=r"\A\(+[\w.'|/-]+:\d+(?:\.\d+)?(?:[eE][-+]?\d+)?(?:\[[^\]\n]*\])?[,)][^\n]*\)[^();\n]*;[ \t]*$",
                  outputs=(".nwk", ".newick", ".treefile")),
        FieldFile("a BEAST XML file (BEAST's or BEAUti's analysis: beast, taxa, alignment, the models, the MCMC and "
                  "its loggers)",
                  '<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<beast beautitemplate="Standard" '
                  'namespace="beast.core:beast.evolution.alignment" version="2.7">\n'
                  '  <data id="primates" spec="Alignment" dataType="nucleotide"/>\n</beast>\n', 2, root="beast"),
        FieldFile("a BEAST trace log (its loggers' columns for Tracer: Sample or state, posterior, likelihood, prior, "
                  "..., a row per sampled state)",
                  "# BEAST v2.7.6\n# Generated Tue Mar 03 10:12:44 CET 2026\nSample\tposterior\tlikelihood\tprior\t"
                  "TreeHeight\tclockRate\t\n0\t-4921.77\t-4890.12\t-31.65\t0.0912\t1.0\t\n", 3,
                  columns=("posterior", "likelihood", "prior"), cell=r"\A(?:sample|state)\Z"),
        FieldFile("a phyloXML tree (phyloxml, phylogeny, nested clades with names, branch lengths and confidences: "
                  "Archaeopteryx's and ETE's XML)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n<phyloxml xmlns="http://www.phyloxml.org">\n  <phylogeny '
                  'rooted="true">\n    <clade><name>Homo</name></clade>\n  </phylogeny>\n</phyloxml>\n', 2,
                  root="phyloxml", outputs=(".phyloxml",)),
        FieldFile("a NeXML document (nexml: otus, characters and trees of nodes and edges, TreeBASE's and "
                  "DendroPy's XML)",
                  '<?xml version="1.0" encoding="ISO-8859-1"?>\n<nex:nexml xmlns:nex="http://www.nexml.org/2009" '
                  'version="0.9" xmlns="http://www.nexml.org/2009">\n  <otus id="o1"><otu id="t1" label="Homo"/>'
                  '</otus>\n</nex:nexml>\n', 2, root="nexml", outputs=(".nexml",)),
        FieldFile("MrBayes's parameter samples (a run's .p file: '[ID: ...]', then Gen, LnL, LnPr, TL, the model's "
                  "parameters, a row per sampled generation)",
                  "[ID: 1734690211]\nGen\tLnL\tLnPr\tTL\tr(A<->C)\tpi(A)\talpha\n"
                  "1\t-3892.114\t9.210\t0.874\t0.0612\t0.2750\t0.5031\n"
                  "500\t-3520.442\t11.337\t1.022\t0.0588\t0.2913\t0.4417\n", 2, columns=("Gen", "LnL", "LnPr")),
        FieldFile("an IQ-TREE report (.iqtree: 'IQ-TREE version built ...', the input, ModelFinder's best-fit model "
                  "and table, the maximum-likelihood tree)",
                  "IQ-TREE 2.2.2.7 COVID-edition built Jun  7 2023\n\nInput file name: primates.phy\n"
                  "Type of analysis: ModelFinder + tree reconstruction\n", 1,
                  line=r"\AIQ-TREE (?:multicore version )?\d+\.\d+(?:\.\d+)*\b[^\n]*\bbuilt\b", outputs=(".iqtree",)),
        FieldFile("IQ-TREE's site rates (.rate: its '#' lines, then Site, Rate, Cat, C_Rate: each alignment site's "
                  "posterior rate)",
                  "# Site-specific subtitution rates determined by empirical Bayesian method\n"
                  "Site\tRate\tCat\tC_Rate\n1\t0.38810\t1\t0.25412\n2\t1.90322\t3\t1.81450\n", 2,
                  columns=("C_Rate", "Site", "Rate", "Cat"), outputs=(".mlrate",)),
        FieldFile("RAxML-NG's RF distances (.raxml.rfDistances: two trees' numbers, their absolute and their relative "
                  "Robinson-Foulds distance a line)",
                  "0 1 4 0.333333\n0 2 6 0.500000\n1 2 2 0.166667\n", 1,
                  line=r"\A(?:\d+[ \t]+\d+[ \t]+\d+[ \t]+[01]\.\d{3,}[ \t]*\n){2}",
                  outputs=(".rfdistances",)),
        FieldFile("a RAxML-NG binary alignment (.raxml.rba, raxml-ng --parse's output: 'RBAF', its version, the taxon, "
                  "pattern and site counts, the taxa's labels, the partitions)",
                  b"RBAF\x13\x12\x17\x0a\x02\x00\x00\x00\x08\x00\x00\x00\x04\x00\x00\x00\x00\x00\x00\x00"
                  + b"\x00" * 12, 0, magic=b"RBAF\x13\x12\x17\x0a", outputs=(".rba",)),
    ))
