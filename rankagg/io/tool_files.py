"""The text files of a field's own tools, told by their lines wherever runs or qrels are read
(:func:`rankagg.io.foreign_shapes.run_shape` and ``qrels_shape`` ask :func:`tool_file_shape` after the structure
files): a checksum list, a speech recogniser's transcripts and tables, an e-discovery platform's load files and
e-mails, a Q-study's PQMethod files, a participatory budget's Pabulib file, a microbiome lab's results tables and
trees, a neuroimaging group's tables (FSL, FreeSurfer, AFNI, BIDS), a localisation team's translation memories,
bilingual files, termbases and gettext catalogues, a statistical geneticist's method tables, summary statistics and
PLINK files, a video search team's TRECVID files, a web archive's capture indexes, WARC and ARC files and Heritrix's
logs and seed lists, a metabolomics core's SIRIUS, GNPS, MS-FINDER and MZmine tables and spectral libraries, a
clinical team's HL7, CDA, FHIR, OMOP and terminology files, a fact-checking lab's CLEF CheckThat! submissions, gold
files and claims tables, a forecasting hub's model output, target data, score tables and model metadata, a journey
planner team's GTFS tables, XML feeds and tracks, r5's travel-time matrix and query logs, a single-cell lab's DE
tables, marker databases and Cell Ranger files, a seismology team's QuakeML, StationXML, phase files and pick tables,
a robotics lab's ROS exports, point clouds, robot descriptions, grasp tables and trial logs, a genealogy team's
GEDCOM, Gramps and GEDCOM X files, Splink's predictions, clerical review tables and DNA match lists, a speech
synthesis team's listening-test tables (webMUSHRA, Prolific, MTurk, P.808, MOS lists, Praat, SoX), a bioacoustics
lab's Raven, BirdNET, Audacity, Kaleidoscope and eBird tables, a particle physics team's HepMC, LHE, SLHA, TMVA, YODA
and cutflow files, a sustainable-finance desk's vendor exports (Bloomberg, FactSet, LSEG, CDP, EET, EU Taxonomy), a
UX research team's outlines, diagrams, mind maps, sitemaps and similarity matrices, a protein team's BLAST, DIAMOND,
MMseqs2, Foldseek and HMMER hit tables and Stockholm alignments, and the twenty-ninth bar's fields: an ed-tech team's
gradebooks, learner logs, rosters and quizzes, a web performance team's load-test and audit tables, a maritime team's
AIS, NMEA, ADS-B and METAR feeds, an electrophysiology lab's sorter tables and recording headers, a radiology AI
team's reader-study tables (RJafroc, CheXpert, MIMIC-CXR, Kaggle RSNA, OsiriX), an MCDA team's decision and Saaty
matrices, result tables, DEXi models and XMCDA documents, an app store optimisation team's tracker exports (data.ai,
Sensor Tower, AppTweak, MobileAction), App Store Connect's and Google Play Console's reports and Apple Search Ads', a
perception team's KITTI and MOTChallenge files, an automated-reasoning team's DIMACS, SMT-LIB 2, DRAT, StarExec,
BenchExec and runsolver files, a supply-chain team's lock files, SBOMs and scanner reports, and an HPC team's SPEC,
MLPerf, HPL, STREAM, Phoronix, TOP500, hyperfine and perf outputs; and the thirtieth bar's: a BCI team's MOABB
tables, BrainVision headers and markers, OpenViBE CSVs and BIDS-EEG tables; a quantum team's OpenQASM and
Quil programs and IBM Quantum's calibration CSVs; an internet-measurement team's top lists, traceroute, ping and mtr
text, bgpdump lines, CAIDA tables and zone files. Each answer names the tool and says how to give its rankings; the
first recogniser that knows the lines answers."""

from __future__ import annotations

from rankagg.io.app_store_shapes import app_store_shape
from rankagg.io.cameratrap_shapes import cameratrap_shape
from rankagg.io.charts_shapes import charts_shape
from rankagg.io.rag_shapes import rag_shape
from rankagg.io.bioacoustics_shapes import bioacoustics_shape
from rankagg.io.checksum_shapes import checksum_shape
from rankagg.io.clinical_shapes import clinical_shape
from rankagg.io.defi_shapes import defi_shape
from rankagg.io.diagram_shapes import diagram_shape
from rankagg.io.ediscovery_shapes import ediscovery_shape
from rankagg.io.entity_linking_shapes import entity_linking_shape
from rankagg.io.esg_ratings_shapes import esg_table_shape
from rankagg.io.factcheck_shapes import factcheck_shape
from rankagg.io.forecasthub_shapes import forecasthub_shape
from rankagg.io.genealogy_shapes import genealogy_shape
from rankagg.io.collocations_shapes import collocations_shape
from rankagg.io.remote_sensing_shapes import remote_sensing_shape
from rankagg.io.health_gis_shapes import health_gis_shape
from rankagg.io.esports_shapes import esports_shape
from rankagg.io.power_grid_shapes import power_grid_shape
from rankagg.io.edtech_shapes import edtech_shape
from rankagg.io.webperf_shapes import webperf_shape
from rankagg.io.maritime_shapes import maritime_shape
from rankagg.io.spikesorting_shapes import spikesorting_shape
from rankagg.io.reader_study_shapes import reader_study_shape
from rankagg.io.mcda_shapes import mcda_shape
from rankagg.io.netmeasure_shapes import netmeasure_shape
from rankagg.io.perception_shapes import perception_shape
from rankagg.io.sat_solver_shapes import sat_solver_shape
from rankagg.io.hydrology_shapes import hydrology_shape
from rankagg.io.supply_chain_shapes import supply_chain_shape
from rankagg.io.hpc_benchmark_shapes import hpc_benchmark_shape
from rankagg.io.eeg_shapes import eeg_shape
from rankagg.io.gwas_shapes import gwas_shape
from rankagg.io.homology_shapes import homology_shape
from rankagg.io.listening_tests_shapes import listening_test_shape
from rankagg.io.localisation_shapes import localisation_shape
from rankagg.io.metabolomics_shapes import metabolomics_shape
from rankagg.io.microbiome_shapes import microbiome_shape
from rankagg.io.engine_analysis_shapes import engine_analysis_shape
from rankagg.io.neuroimaging_shapes import neuroimaging_shape
from rankagg.io.pabulib_shapes import pabulib_shape
from rankagg.io.quantum_shapes import quantum_shape
from rankagg.io.recsys_shapes import recsys_shape
from rankagg.io.biodiversity_shapes import biodiversity_shape
from rankagg.io.procurement_shapes import procurement_shape
from rankagg.io.recruiting_shapes import recruiting_shape
from rankagg.io.travel_shapes import travel_shape
from rankagg.io.legal_shapes import legal_citations, legal_shape
from rankagg.io.support_shapes import support_shape
from rankagg.io.manufacturing_shapes import manufacturing_shape
from rankagg.io.fraud_shapes import fraud_shape, swift_statement
from rankagg.io.subsurface_shapes import subsurface_shape
from rankagg.io.breeding_shapes import breeding_shape
from rankagg.io.scouting_shapes import scouting_shape
from rankagg.io.buildings_shapes import buildings_shape
from rankagg.io.spaceops_shapes import spaceops_shape
from rankagg.io.pharmacovigilance_shapes import pharmacovigilance_shape
from rankagg.io.forecasts_shapes import forecasts_shape
from rankagg.io.vulnmgmt_shapes import vulnmgmt_shape
from rankagg.io.adtech_shapes import adtech_shape
from rankagg.io.aviation_shapes import aviation_shape
from rankagg.io.library_shapes import library_shape
from rankagg.io.automotive_shapes import automotive_shape
from rankagg.io.speedrun_shapes import speedrun_shape
from rankagg.io.realestate_shapes import realestate_shape
from rankagg.io.astronomy_shapes import astronomy_shape
from rankagg.io.recipes_shapes import recipes_shape
from rankagg.io.peerreview_shapes import peerreview_shape
from rankagg.io.particle_physics_shapes import particle_physics_shape
from rankagg.io.qsort_shapes import qsort_file_shape
from rankagg.io.seismology_shapes import seismology_shape
from rankagg.io.robotics_shapes import robotics_shape
from rankagg.io.singlecell_shapes import singlecell_shape
from rankagg.io.sort_exports import matrix_shape
from rankagg.io.speech_shapes import speech_shape
from rankagg.io.transit_shapes import transit_shape
from rankagg.io.video_shapes import video_shape
from rankagg.io.webarchive_shapes import webarchive_shape

__all__ = ["tool_file_shape"]


def tool_file_shape(name: str, lines: list[str]) -> str | None:
    """What the file named ``name`` (its base name) whose first lines are ``lines`` is, and what to do, or None."""
    return (checksum_shape(lines, name)  # sha256sum's list beside the runs (every TREC-COVID round's SHA256SUMS)
            # before the Kaldi script file, which took bgpdump's lines for 'ID PATH' pairs (u30c_bgpdump_text_as_run)
            or netmeasure_shape(name, lines)  # top lists, traceroute, mtr, bgpdump, CAIDA, zone files (u30c_)
            or hydrology_shape(name, lines)  # a USGS RDB file (u30e_usgs_rdb_as_run)
            or app_store_shape(name, lines)  # ASO trackers', App Store Connect's, Play Console's, Search Ads' (u29f_)
            or homology_shape(name, lines)  # BLAST's, MMseqs2's, Foldseek's m8, HMMER's tables, Stockholm (u26a_)
            or legal_citations(lines)  # case citations: '(1994)' is no utterance id (u31o_)
            or speech_shape(lines)  # sclite's, Kaldi's files (u22a_trn_as_run)
            or ediscovery_shape(lines)  # load files, e-mails (u23a_dat_bom_as_run)
            or swift_statement(lines)  # an MT940 statement named .sta is no PQMethod file (u31q_mt940_as_run)
            or qsort_file_shape(name, lines)  # PQMethod's (u23e_in_)
            or pabulib_shape(lines)  # a city's ballots (u23d_pb_ordinal_as_run)
            or engine_analysis_shape(name, lines)  # FEN, EPD, SGF before Newick's '(', UCI logs (u32g_)
            or microbiome_shape(lines)  # DESeq2's, LEfSe's tables, trees (u23b_in_)
            or singlecell_shape(name, lines)  # Seurat's, scanpy's DE tables, marker databases, 10x files (u25a_)
            or neuroimaging_shape(name, lines)  # FSL's, FreeSurfer's, BIDS tables, a GIfTI (u24a_in_)
            or localisation_shape(lines)  # TMX, XLIFF, TBX, gettext (u24c_in_)
            or gwas_shape(name, lines)  # MAGMA's, FINEMAP's tables, VCF records, PLINK's files (u24d_*_as_run)
            or video_shape(name, lines)  # TRECVID's XML, shot references, sample_eval's qrels (u24f_)
            or webarchive_shape(lines)  # CDX, CDXJ, WARC, ARC, Heritrix's crawl.log and seeds (u24b_in_)
            or metabolomics_shape(name, lines)  # SIRIUS's, GNPS's tables, MSP libraries (u24g_in_)
            or clinical_shape(name, lines)  # HL7 v2, CDA, FHIR XML, OMOP, RF2, LOINC, ICD-10-CM (u25f_in_)
            or factcheck_shape(name, lines)  # CheckThat!'s submissions, gold and claims TSVs (u25e_*_as_run)
            or forecasthub_shape(name, lines)  # hubverse model output, target data, score tables (u25c_*_as_run)
            or transit_shape(name, lines)  # GTFS tables, NeTEx, OSM, GPX, KML, r5's matrix, a query log (u25g_)
            or seismology_shape(name, lines)  # QuakeML, StationXML, NonLinLoc, HypoInverse, pick CSVs, ComCat (u26e_)
            or robotics_shape(name, lines)  # rostopic exports, PCD, PLY, URDF, SDF, grasp tables, trial logs (u26g_)
            or listening_test_shape(name, lines)  # webMUSHRA, Prolific, MTurk, P.808, MOS lists, Praat, SoX (u27g_)
            or bioacoustics_shape(name, lines)  # Raven, BirdNET, Audacity, Kaleidoscope, eBird, .svl (u27c_)
            or genealogy_shape(name, lines)  # GEDCOM, Gramps and GEDCOM X XML, Splink's predictions, DNA lists (u27d_)
            or particle_physics_shape(name, lines)  # HepMC, LHE, SLHA, TMVA XML, YODA, cutflows, event tables (u27a_)
            or collocations_shape(name, lines)  # CoNLL-U, vertical files, Sketch Engine, AntConc (u28c_)
            or entity_linking_shape(name, lines)  # N-Triples, N-Quads, Turtle and NIF, AIDA-CoNLL (u28f_*_as_run)
            or remote_sensing_shape(name, lines)  # Landsat MTL, ENVI, gdalinfo, SAFE, MTD XML, CDSE search (u28d_)
            or health_gis_shape(name, lines)  # a CDC WONDER export, a shapefile's .prj (u28b_)
            or esports_shape(name, lines)  # Liquipedia's wikitext tables (u28e_wikitable_as_run)
            or power_grid_shape(name, lines)  # MATPOWER, PSS/E RAW and .con, IEEE CDF, OpenDSS, PowerWorld (u28g_)
            or edtech_shape(name, lines)  # Moodle, Canvas, DataShop, Riiid!, EdNet, OneRoster, GIFT, Aiken (u29h_)
            or webperf_shape(name, lines)  # JMeter's .jtl, Locust, Gatling, pa11y, CrUX (u29i_)
            or maritime_shape(name, lines)  # AIS and NMEA sentences, AIS tables, GFW, SBS-1, OpenSky, METAR (u29j_)
            or spikesorting_shape(name, lines)  # Phy, Kilosort, SpikeInterface, SpikeGLX, Open Ephys (u29k_)
            or reader_study_shape(name, lines)  # RJafroc's sheets, CheXpert, MIMIC-CXR, Kaggle RSNA, OsiriX (u29e_)
            or mcda_shape(name, lines)  # decision and Saaty matrices, TOPSIS/PROMETHEE/VIKOR tables, DEXi, XMCDA (u29d_)
            or perception_shape(name, lines)  # KITTI labels, results, calib; MOTChallenge files (u29g_)
            or sat_solver_shape(name, lines)  # DIMACS, SMT-LIB 2, DRAT, StarExec, BenchExec, runsolver (u29a_)
            or supply_chain_shape(name, lines)  # lock files, go.sum, hashed requirements, SPDX, CycloneDX XML (u29b_)
            or defi_shape(name, lines)  # Etherscan's and Dune's CSV exports, Solidity sources (u30f_)
            or hpc_benchmark_shape(name, lines)  # SPEC, MLPerf, HPL, STREAM, Phoronix, TOP500, hyperfine, perf (u29c_)
            or cameratrap_shape(name, lines)  # Camtrap DP, Wildlife Insights, Timelapse, Zooniverse tables (u30i_)
            or charts_shape(name, lines)  # Spotify's chart CSVs (u30j_spotify_*_as_run)
            or rag_shape(name, lines)  # ragas' results (u30k_ragas_as_run)
            or eeg_shape(name, lines)  # MOABB's tables, BrainVision, MNE, OpenViBE, BIDS-EEG tables (u30d_)
            or quantum_shape(name, lines)  # OpenQASM, Quil, MQT Bench, IBM's calibration CSV (u30b_)
            or recsys_shape(name, lines)  # the thirty-first bar's recsys files (u31a_)
            or biodiversity_shape(name, lines)  # the thirty-first bar's biodiversity files (u31b_)
            or procurement_shape(name, lines)  # OCDS, USAspending, TED tables (u31d_)
            or recruiting_shape(name, lines)  # ESCO, O*NET, Codility, LinkedIn (u31e_)
            or travel_shape(name, lines)  # Inside Airbnb, Booking.com's reviews (u31n_)
            or legal_shape(name, lines)  # CourtListener's bulk opinions (u31o_)
            or manufacturing_shape(name, lines)  # G-code, C-MAPSS, the AI4I table (u31p_)
            or fraud_shape(name, lines)  # OFX, QIF, ACH, FIX, BAI2, IEEE-CIS, PaySim (u31q_)
            or support_shape(name, lines)  # Jira's, Salesforce's exports (u31r_)
            or aviation_shape(name, lines)  # the thirty-first bar's aviation files (u31f_)
            or library_shape(name, lines)  # the thirty-first bar's library files (u31g_)
            or automotive_shape(name, lines)  # the thirty-first bar's automotive files (u31h_)
            or speedrun_shape(name, lines)  # LiveSplit's autosplitters, WSplit, FCEUX movies (u31i_)
            or realestate_shape(name, lines)  # RETS replies, Zillow, Redfin, realtor.com, Ames (u31j_)
            or astronomy_shape(name, lines)  # IPAC tables, MPC observations, Gaia tables (u31k_)
            or recipes_shape(name, lines)  # Open Food Facts, FoodData Central, Meal-Master, Cooklang (u31l_)
            or peerreview_shape(name, lines)  # EasyChair's, CMT's exports, affinity scores (u31m_)
            or subsurface_shape(name, lines)  # LAS logs, Petrel's tops, the NPD's tables, log curves (u32a_)
            or breeding_shape(name, lines)  # BLUPF90, GenomeStudio, DSSAT, ISA-Tab, proof sheets (u32b_)
            or scouting_shape(name, lines)  # Metrica's tracking data, Transfermarkt, FBref (u32c_)
            or buildings_shape(name, lines)  # ESO, OSM, EPW, Modelica, eplusout.csv, Portfolio Manager (u32d_)
            or spaceops_shape(name, lines)  # TLEs, CCSDS KVN messages, RINEX, STK, GP data, the SATCAT (u32e_)
            or pharmacovigilance_shape(name, lines)  # FAERS, MedDRA's ASCII, SIDER, VAERS (u32f_)
            or forecasts_shape(name, lines)  # METplus, SYNOP, wgrib2 inventories, MARS requests, CDL (u32h_)
            or vulnmgmt_shape(name, lines)  # Qualys's exports, EPSS's scores (u32i_)
            or adtech_shape(name, lines)  # ads.txt, Google Ad Manager reports, Prebid's bid logs (u32j_)
            or esg_table_shape(name, lines)  # Bloomberg, FactSet, LSEG, CDP, EET, EU Taxonomy tables (u27e_*_as_run)
            or diagram_shape(lines)  # a UX team's sitemaps, outlines, diagrams (u24e_opml_sitemap_as_run)
            or matrix_shape(lines))  # a card sort's similarity matrix (u24e_similarity_matrix_)
