"""Issue 45's thirty-fifth bar of scripts/reliability_matrix.py, a molecular phylogenetics lab ranking candidate trees
and models per alignment across inference criteria (its cases, ids ``u35e_``, registered in its ``cases()``); the
mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written in a later
session, before any of its recognisers existed.)

The team's day: each alignment (``aln:COI/Nymphalidae-2026``) is a query and each candidate tree a document, named by
the tool that made it and its substitution model (``tree:iqtree/ml@GTR+F+R4``, ``tree:mrbayes/mcc@GTR+I+G``); the
runs are the trees' log-likelihoods, their ultrafast bootstrap support, MrBayes's posterior probabilities and the
systematists' own ranking, scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, weighted by
each criterion's record, and judged against the topology tests (2 in the AU test's confidence set and the published
tree's topology, 1 in the confidence set, 0 rejected at p < 0.05).  The mistakes and odd files: the field's own files
given where runs or qrels are read (a NEXUS file's TAXA and TREES blocks, a PHYLIP alignment, BEAST's XML and its
trace log, a phyloXML tree, MrBayes's parameter samples, Nextstrain's Auspice JSON, IQ-TREE's report with its
ModelFinder table, RAxML-NG's binary alignment; a Newick tree, IQ-TREE's site rates, RAxML-NG's RF distances and a
TreeBASE NeXML as judgements), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import struct

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

THIRTYFIFTH_PHYLOGENETICS = ("45 Unseen inputs: a thirty-fifth bar, a molecular phylogenetics lab ranking candidate "
                             "trees and models per alignment across inference criteria (Newick, NEXUS, PHYLIP, BEAST, "
                             "phyloXML, NeXML, MrBayes, Auspice, IQ-TREE, RAxML-NG)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['log_likelihood', 'ufboot_support', 'posterior', 'systematists'],
    items=['tree:iqtree/ml@GTR+F+R4', 'tree:iqtree/consensus@GTR+F+R4', 'tree:mrbayes/mcc@GTR+I+G',
           'tree:raxml-ng/best@GTR+G4', 'tree:astral/species@LPP', 'tree:iqtree/T12@TIM2+F+I+G4',
           'tree:bionj/start@K2P', 'tree:paup/mp-strict@TBR'],
    queries=['aln:COI/Nymphalidae-2026', 'aln:rbcL+matK/Poales', 'aln:16S/Bacteroidota-v4', 'aln:UCE-2k/Passeriformes',
             'aln:BUSCO-1k/Saccharomycotina', 'aln:ITS/Agaricales-ITS1'],
    suffix='/partitioned', generator='candidate_trees', judgements='au_tests') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "candidate_trees", "trees.run")

_RECS3 = ["log_likelihood", "ufboot_support", "posterior"]
_OUT = ("trees.run",)
_ONE_RUN = ("aln:COI/Nymphalidae-2026 Q0 tree:iqtree/ml@GTR+F+R4 1 0.91 posterior\n"
            "aln:COI/Nymphalidae-2026 Q0 tree:mrbayes/mcc@GTR+I+G 2 0.77 posterior\n")
# the team's files, as the inference programs, the viewers and the archives write them (a few lines)
# a NEXUS file with a TAXA block and a TREES block (TRANSLATE, then the tree), as PAUP* and FigTree write them
_NEXUS = ("#NEXUS\n\nBEGIN TAXA;\n\tDIMENSIONS NTAX=5;\n\tTAXLABELS\n\t\tDanaus_plexippus\n\t\tDanaus_gilippus\n"
          "\t\tLimenitis_archippus\n\t\tHeliconius_melpomene\n\t\tBicyclus_anynana\n\t;\nEND;\n\nBEGIN TREES;\n"
          "\tTRANSLATE\n\t\t1 Danaus_plexippus,\n\t\t2 Danaus_gilippus,\n\t\t3 Limenitis_archippus,\n"
          "\t\t4 Heliconius_melpomene,\n\t\t5 Bicyclus_anynana\n\t;\n"
          "\tTREE ml_best = [&U] ((1:0.0214,2:0.0198)100:0.0357,(3:0.0871,4:0.0912)87:0.0133,5:0.1042);\nEND;\n")
# a PHYLIP alignment, interleaved: 'ntax nchar', then a 10-character name and five blocks of ten bases (six fields a
# line), a blank line, the next blocks
_PHYLIP = ("     5   100\n"
           "Dplexip01 AACATTATAT TTTATTTTTG GAATTTGAGC AGGAATAGTA GGAACTTCTT\n"
           "Dgilipp02 AACATTATAT TTTATTTTTG GAATTTGAGC AGGAATAGTA GGAACTTCTT\n"
           "Larchip03 AACATTATAT TTTATTTTTG GAATTTGAGC TGGAATAGTT GGAACTTATT\n"
           "Hmelpom04 AACATTATAC TTTATTTTTG GAATTTGAGC AGGAATAGTA GGAACTTCAT\n"
           "Banyana05 AACATTATAT TTTATTTTTG GTATTTGAGC AGGAATAGTT GGAACTTATT\n\n"
           "TAAGTTTATT AATTCGAGCT GAATTAGGAA ATCCTGGATC TTTAATTGGA\n"
           "TAAGTTTATT AATTCGAGCT GAATTAGTAA ATCCTGGATC TTTAATTGGA\n"
           "TAAGTTTATT AATTCGAGCT GAATTAGGAA ATCCTGGATC TTTCATTGGA\n"
           "TAAGTTTATT AATTCGAGCT GAATTAGGAA ATCCTGCATC TTTAATTGGA\n"
           "TAAGTTTACT AATTCGAGCT GAATTAGGAA ATCCTGGATC CTTAATTGGA\n")
# BEAST 1.10's XML as BEAUti writes it: the declaration, a blank line, six comment lines, then the beast root
_BEAST_XML = ('<?xml version="1.0" standalone="yes"?>\n\n'
              "<!-- Generated by BEAUTi v1.10.4                                             -->\n"
              "<!--       by Alexei J. Drummond, Andrew Rambaut and Marc A. Suchard         -->\n"
              "<!--       Department of Computer Science, University of Auckland and        -->\n"
              "<!--       Institute of Evolutionary Biology, University of Edinburgh        -->\n"
              "<!--       David Geffen School of Medicine, University of California, Los Angeles-->\n"
              "<!--       http://beast.community/                                           -->\n"
              '<beast version="1.10.4">\n\n'
              "\t<!-- The list of taxa to be analysed (can also include dates/ages).          -->\n"
              "\t<!-- ntax=5                                                                  -->\n"
              '\t<taxa id="taxa">\n\t\t<taxon id="Danaus_plexippus"/>\n\t\t<taxon id="Danaus_gilippus"/>\n'
              '\t\t<taxon id="Limenitis_archippus"/>\n\t\t<taxon id="Heliconius_melpomene"/>\n'
              '\t\t<taxon id="Bicyclus_anynana"/>\n\t</taxa>\n</beast>\n')
# BEAST 2's trace log (for Tracer): 'Sample' and the loggers' columns, each followed by a tab, then a row per sample
_BEAST_LOG = ("Sample\tposterior\tlikelihood\tprior\ttreeLikelihood\tTreeHeight\tYuleModel\tbirthRate\tkappa\t"
              "gammaShape\t\n"
              "0\t-11052.384716293742\t-10982.91548617393\t-69.46923011981139\t-10982.91548617393\t"
              "0.6231178412336873\t14.53116419283261\t1.0\t2.0\t1.0\t\n"
              "1000\t-9561.027410381226\t-9493.608120043712\t-67.41929033751375\t-9493.608120043712\t"
              "0.4187300194522906\t16.02948817265512\t6.312755094011421\t11.84210317482231\t0.2871466029105722\t\n")
_PHYLOXML = ('<?xml version="1.0" encoding="UTF-8"?>\n'
             '<phyloxml xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.phyloxml'
             '.org http://www.phyloxml.org/1.20/phyloxml.xsd" xmlns="http://www.phyloxml.org">\n'
             '  <phylogeny rooted="true" rerootable="true">\n    <name>COI Nymphalidae ML</name>\n    <clade>\n'
             '      <clade>\n        <branch_length>0.0357</branch_length>\n'
             '        <confidence type="bootstrap">100.0</confidence>\n'
             '        <clade>\n          <name>Danaus_plexippus</name>\n'
             '          <branch_length>0.0214</branch_length>\n        </clade>\n'
             '        <clade>\n          <name>Danaus_gilippus</name>\n'
             '          <branch_length>0.0198</branch_length>\n        </clade>\n      </clade>\n'
             '      <clade>\n        <name>Bicyclus_anynana</name>\n        <branch_length>0.1042</branch_length>\n'
             '      </clade>\n    </clade>\n  </phylogeny>\n</phyloxml>\n')
# MrBayes's parameter samples of a run (.p): the '[ID: ...]' line, then the header and a row per sampled generation;
# under JC+I+G (nst=1 rates=invgamma) six tab-separated fields a line
_MRBAYES_P = ("[ID: 9409050143]\nGen\tLnL\tLnPr\tTL{all}\talpha{all}\tpinvar{all}\n"
              "0\t-1.054821e+04\t1.372551e+01\t1.000000e+00\t1.000000e+00\t0.000000e+00\n"
              "1000\t-9.218337e+03\t1.101827e+01\t1.341225e+00\t4.217336e-01\t2.518262e-01\n"
              "2000\t-9.201554e+03\t1.088410e+01\t1.372908e+00\t3.982117e-01\t2.703351e-01\n")
# Nextstrain's Auspice JSON (augur export v2): version, meta (title, updated, colorings, panels), then the tree
_AUSPICE = ('{\n  "version": "v2",\n  "meta": {\n    "title": "COI phylogeny of Nymphalidae",\n'
            '    "updated": "2026-11-27",\n    "maintainers": [\n      {\n        "name": "Phylogenetics lab"\n'
            '      }\n    ],\n    "colorings": [\n      {\n        "key": "subfamily",\n'
            '        "title": "Subfamily",\n        "type": "categorical"\n      }\n    ],\n'
            '    "display_defaults": {\n      "color_by": "subfamily"\n    },\n    "panels": [\n      "tree"\n    ]\n'
            '  },\n  "tree": {\n    "name": "NODE_0000000",\n    "node_attrs": {\n      "div": 0\n    },\n'
            '    "children": [\n      {\n        "name": "Danaus_plexippus",\n        "node_attrs": {\n'
            '          "div": 0.0571,\n          "subfamily": {\n            "value": "Danainae"\n          }\n'
            '        }\n      },\n      {\n        "name": "Heliconius_melpomene",\n        "node_attrs": {\n'
            '          "div": 0.1045,\n          "subfamily": {\n            "value": "Heliconiinae"\n          }\n'
            '        }\n      }\n    ]\n  }\n}\n')
# IQ-TREE's report (.iqtree): the version line, the input and the analysis, the references, the alignment, then
# ModelFinder's table of models sorted by BIC
_IQTREE = ("IQ-TREE 2.3.6 COVID-edition built Aug  1 2024\n\nInput file name: COI_nymph.fasta\n"
           "Type of analysis: ModelFinder + tree reconstruction + ultrafast bootstrap (1000 replicates)\n"
           "Random seed number: 271828\n\nREFERENCES\n----------\n\nTo cite IQ-TREE please use:\n\n"
           "Bui Quang Minh, Heiko A. Schmidt, Olga Chernomor, Dominik Schrempf,\n"
           "Michael D. Woodhams, Arndt von Haeseler, and Robert Lanfear (2020)\n"
           "IQ-TREE 2: New models and efficient methods for phylogenetic inference\n"
           "in the genomic era. Mol. Biol. Evol., in press.\nhttps://doi.org/10.1093/molbev/msaa015\n\n"
           "To cite ModelFinder please use: \n\n"
           "Subha Kalyaanamoorthy, Bui Quang Minh, Thomas KF Wong, Arndt von Haeseler,\n"
           "and Lars S Jermiin (2017) ModelFinder: Fast model selection for\n"
           "accurate phylogenetic estimates. Nature Methods, 14:587\u2013589.\n"
           "https://doi.org/10.1038/nmeth.4285\n\n"
           "Since you used ultrafast bootstrap (UFBoot) please also cite: \n\n"
           "Diep Thi Hoang, Olga Chernomor, Arndt von Haeseler, Bui Quang Minh,\n"
           "and Le Sy Vinh (2018) UFBoot2: Improving the ultrafast bootstrap\n"
           "approximation. Mol. Biol. Evol., 35:518\u2013522.\nhttps://doi.org/10.1093/molbev/msx281\n\n"
           "SEQUENCE ALIGNMENT\n------------------\n\nInput data: 58 sequences with 658 nucleotide sites\n"
           "Number of constant sites: 371 (= 56.383% of all sites)\n"
           "Number of invariant (constant or ambiguous constant) sites: 371 (= 56.383% of all sites)\n"
           "Number of parsimony informative sites: 241\nNumber of distinct site patterns: 312\n\n"
           "ModelFinder\n-----------\n\nBest-fit model according to BIC: TIM2+F+I+G4\n\n"
           "List of models sorted by BIC scores: \n\n"
           "Model                  LogL         AIC      w-AIC        AICc     w-AICc         BIC      w-BIC\n"
           "TIM2+F+I+G4       -9181.018   18608.036 -  0.00908   18665.160 +   0.0613   19160.208 +    0.898\n"
           "TIM2+F+R4         -9176.905   18603.810 +   0.0751   18663.021 +    0.179   19164.961 +   0.0834\n"
           "GTR+F+R4          -9172.412   18598.824 +    0.909   18660.167 +    0.744   19168.953 -   0.0113\n"
           "GTR+F+I+G4        -9179.277   18608.554 -  0.00701   18667.765 -   0.0167   19169.705 -  0.00778\n")


def _raxml_rba() -> bytes:
    """RAxML-NG's binary alignment (.raxml.rba, from raxml-ng --parse): the header as the struct RAxML-NG writes it
    (the magic 'RBAF\\x13\\x12\\x17\\x0a', version 2, sizeof(size_t), padding, the taxon, pattern, site and partition
    counts), the taxon labels (a size_t length, then the bytes), then the partition's name, range and statistics."""
    labels = [b"Danaus_plexippus", b"Danaus_gilippus", b"Limenitis_archippus", b"Heliconius_melpomene",
              b"Bicyclus_anynana"]
    out = b"RBAF\x13\x12\x17\x0a" + struct.pack("<IB3x4Q", 2, 8, len(labels), 312, 658, 1)
    for text in [*labels, b"noname", b"1-658"]:
        out += struct.pack("<Q", len(text)) + text
    return (out + struct.pack("<3Qd", 658, 312, 371, 0.0123) + struct.pack("<Q4d", 4, 0.2981, 0.1602, 0.1415, 0.4002)
            + struct.pack("<Q6d", 6, 1.0, 7.1134, 1.0, 1.0, 12.8402, 1.0))


# the judgements' mistakes: a Newick tree (IQ-TREE's .treefile, support values on the inner branches), IQ-TREE's site
# rates ('#' lines, then Site, Rate, Cat, C_Rate: four tab-separated fields), RAxML-NG's RF distances (tree, tree,
# absolute and relative RF distance: four fields), a TreeBASE study's tree as NeXML
_NEWICK = ("((Danaus_plexippus:0.0214,Danaus_gilippus:0.0198)100:0.0357,(Limenitis_archippus:0.0871,"
           "Heliconius_melpomene:0.0912)87:0.0133,Bicyclus_anynana:0.1042);\n")
_IQTREE_RATE = ("# Site-specific subtitution rates determined by empirical Bayesian method\n"
                "# This file can be read in MS Excel or in R with command:\n"
                "#   tab=read.table('COI_nymph.fasta.rate',header=TRUE)\n"
                "# Columns are tab-separated with following meaning:\n"
                "#   Site:   Alignment site ID\n"
                "#   Rate:   Posterior mean site rate weighted by posterior probability\n"
                "#   Cat:    Category with highest posterior (0=invariable, 1=slow, etc)\n"
                "#   C_Rate: Corresponding rate of highest category\n"
                "Site\tRate\tCat\tC_Rate\n1\t0.21678\t1\t0.13987\n2\t0.08874\t1\t0.13987\n3\t3.41225\t4\t3.98217\n"
                "4\t0.19302\t1\t0.13987\n")
_RF_DISTANCES = "0\t1\t12\t0.109091\n0\t2\t18\t0.163636\n1\t2\t14\t0.127273\n"
_NEXML = ('<?xml version="1.0" encoding="UTF-8"?>\n'
          '<nex:nexml xmlns:nex="http://www.nexml.org/2009" xmlns="http://www.nexml.org/2009" '
          'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:tb="http://purl.org/phylo/treebase/2.0/terms#" '
          'version="0.9" generator="org.nexml.model.DocumentFactory" '
          'xml:base="http://purl.org/phylo/treebase/phylows/" '
          'xsi:schemaLocation="http://www.nexml.org/2009 http://www.nexml.org/2009/nexml.xsd">\n'
          '  <otus id="Tls1" label="TaxonLabelSet 1">\n    <otu id="Tl1" label="Danaus plexippus"/>\n'
          '    <otu id="Tl2" label="Heliconius melpomene"/>\n    <otu id="Tl3" label="Bicyclus anynana"/>\n'
          '  </otus>\n  <trees id="Tb1" otus="Tls1" label="TreeBlock 1">\n'
          '    <tree id="Tr1" xsi:type="nex:FloatTree" label="COI ML">\n'
          '      <node id="Tn1" otu="Tl1"/>\n      <node id="Tn2" otu="Tl2"/>\n      <node id="Tn3" otu="Tl3"/>\n'
          '      <node id="Tn4" root="true"/>\n      <edge id="Te1" source="Tn4" target="Tn1" length="0.0571"/>\n'
          '      <edge id="Te2" source="Tn4" target="Tn2" length="0.1045"/>\n'
          '      <edge id="Te3" source="Tn4" target="Tn3" length="0.1042"/>\n    </tree>\n  </trees>\n'
          '</nex:nexml>\n')


def thirtyfifth_bar_phylogenetics_cases() -> list[Case]:
    G = THIRTYFIFTH_PHYLOGENETICS
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="candidate_trees", judgements="au_tests", runs=_RECS3, stem="trees", outputs=_OUT,
        item="trees", rounded="ufboot_support",
        weights="{'log_likelihood': 1.0, 'ufboot_support': 1.5, 'posterior': 2.0, 'systematists': 0.5}",
        lone_query="R['systematists']['aln:morphology/Nymphalidae-fossils'] = {'tree:paup/mp-strict@TBR': 0.9, "
                   "'tree:paup/mp-majrule@TBR': 0.4}\n",
        trust="posterior 2\nufboot_support 1\nlog_likelihood 0.5\n",
        trust_dict="{'posterior': 2, 'ufboot_support': 1, 'log_likelihood': 0.5}",
        texts={
            "rrf": ("u35e_rrf_criteria",
                    "rankagg.fuse({criterion: {alignment: {tree: score}}}, method='rrf'): four criteria, six "
                    "alignments ('aln:COI/Nymphalidae-2026'), trees as tool/tree@model ('tree:iqtree/ml@GTR+F+R4')"),
            "borda": ("u35e_borda_unscored_trees",
                      "rankagg.fuse(..., method='borda'): MrBayes's posterior has no score for the trees its chains "
                      "never sampled"),
            "combsum": ("u35e_combsum_rounded_support",
                        "rankagg.fuse(..., method='combsum'): the ultrafast bootstrap support at one decimal (many "
                        "ties) beside the likelihoods and posteriors"),
            "fuser": ("u35e_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per alignment: the posterior counts 2, the systematists 0.5"),
            "frame": ("u35e_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the lab's tree sheet, a row "
                      "per alignment, tree and criterion"),
            "evaluate": ("u35e_evaluate_au_tests",
                         "rankagg.evaluate(fused ranking, the topology tests, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put first the trees the AU test keeps"),
            "lone": ("u35e_one_criterion_alignment",
                     "rankagg.fuse(..., method='rrf'): a morphological matrix only the systematists ranked (fossils, "
                     "no likelihoods) beside alignments every criterion covers"),
            "cli_rrf": ("u35e_cli_rrf_runs",
                        "rankagg fuse log_likelihood.run ufboot_support.run posterior.run --method rrf -o trees.run: "
                        "one run per criterion, alignments as queries"),
            "cli_borda": ("u35e_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the posterior counts "
                          "double)"),
            "cli_combsum": ("u35e_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four trees the paper's figure shows"),
            "cli_evaluate": ("u35e_cli_evaluate_au_qrels",
                             "rankagg evaluate trees.run --qrels au_tests.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against the topology tests (0-2)"),
            "cli_parquet": ("u35e_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o trees.parquet: gzipped runs from the cluster's "
                            "jobs, a Parquet table for the lab's notebook")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u35e_nexus_trees_as_run", "a NEXUS file (#NEXUS, a TAXA block's TAXLABELS, a TREES block's TRANSLATE and "
         "TREE)", "Nymphalidae_trees.nex", _NEXUS, "NEXUS", "Nymphalidae_trees.nex:1"),
        ("u35e_phylip_alignment_as_run", "a PHYLIP alignment, interleaved ('5 100', then a name and five blocks of "
         "ten bases: six fields a line)", "COI_nymph.phy", _PHYLIP, "PHYLIP", "COI_nymph.phy:1"),
        ("u35e_beast_xml_as_run", "BEAST 1.10's XML (BEAUti's comment lines, then beast version=1.10.4, taxa)",
         "COI_nymph_beast.xml", _BEAST_XML, "BEAST", "COI_nymph_beast.xml:9"),
        ("u35e_beast_trace_log_as_run", "BEAST 2's trace log (Sample, posterior, likelihood, prior, treeLikelihood, "
         "..., tab-separated)", "COI_nymph.log", _BEAST_LOG, "BEAST", "COI_nymph.log:1"),
        ("u35e_phyloxml_as_run", "a phyloXML tree (phyloxml xmlns=http://www.phyloxml.org, phylogeny, nested clades)",
         "nymphalidae_ml.xml", _PHYLOXML, "phyloXML", "nymphalidae_ml.xml:2"),
        ("u35e_mrbayes_p_as_run", "MrBayes's parameter samples ('[ID: ...]', then Gen, LnL, LnPr, TL{all}, "
         "alpha{all}, pinvar{all}: six fields a line)", "COI_nymph.nex.run1.p", _MRBAYES_P, "MrBayes",
         "COI_nymph.nex.run1.p:2"),
        ("u35e_auspice_json_as_run", "Nextstrain's Auspice JSON (augur export v2: version v2, meta, tree)",
         "nymphalidae_coi.json", _AUSPICE, "Auspice", "nymphalidae_coi.json:1"),
        ("u35e_iqtree_report_as_run", "IQ-TREE's report ('IQ-TREE 2.3.6 COVID-edition built ...', the input, the "
         "references, ModelFinder's table of models)", "COI_nymph.fasta.iqtree", _IQTREE, "IQ-TREE",
         "COI_nymph.fasta.iqtree:1"),
        ("u35e_raxml_rba_as_run", "RAxML-NG's binary alignment (.raxml.rba: the magic 'RBAF', version 2, the counts, "
         "the taxon labels)", "COI_nymph.raxml.rba", _raxml_rba(), "RAxML-NG", "COI_nymph.raxml.rba")],
        one_run=("posterior.run", _ONE_RUN), stem="trees",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a binary alignment read as lines gives no ranking: named by its magic bytes")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u35e_newick_as_qrels", "published_tree.nwk", _NEWICK, "Newick"),
        ("u35e_iqtree_rates_as_qrels", "COI_nymph.fasta.rate", _IQTREE_RATE, "IQ-TREE"),
        ("u35e_raxml_rf_distances_as_qrels", "COI_nymph.raxml.rfDistances", _RF_DISTANCES, "RAxML-NG"),
        ("u35e_treebase_nexml_as_qrels", "treebase_S21587.xml", _NEXML, "NeXML")],
        one_run=("posterior.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u35e_out_nwk", "trees.nwk", "a Newick tree"),
        ("u35e_out_nex", "trees.nex", "a NEXUS file"),
        ("u35e_out_phy", "trees.phy", "a PHYLIP alignment"),
        ("u35e_out_treefile", "trees.treefile", "IQ-TREE's tree file")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=35"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u35e_api_auspice_dict",
            "rankagg.fuse(json.load(nymphalidae_coi.json)): Nextstrain's Auspice JSON loaded in Python given as the "
            "runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('a.json')), method='rrf')\n",
            "Auspice", why="a run maps a query to {document: score}; an Auspice JSON's 'version' is text, 'meta' its "
            "title, colorings and panels and 'tree' the nested clades", files={"a.json": _AUSPICE}),
        bad("u35e_api_mrbayes_p_frame",
            "rankagg.fuse(pd.read_csv(COI_nymph.nex.run1.p, sep='\\t', skiprows=1)): MrBayes's parameter samples "
            "given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('m.p', sep='\\t', skiprows=1), method='borda')\n",
            "MrBayes", why="a table of runs has qid, docid, run and score columns; MrBayes's .p has a sampled "
            "generation per row (Gen, LnL, LnPr, TL, alpha, pinvar)", files={"m.p": _MRBAYES_P}),
    ]
    return cases
