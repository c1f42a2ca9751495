"""The output names of the twenty-fifth and later bars' fields (issue 45): each field's own formats, which its tools
open by their own bytes, XML or columns, so that TREC lines written under such a name are read by no tool that opens
it.  Part of :data:`rankagg.io.output_names.OTHER_FORMATS` (the catalogue, by what the name is); kept here so that
each module stays short.  A name is looked up case-blind, after a final ``.gz``."""

from __future__ import annotations

from rankagg.io.recsys_shapes import RECSYS_OUTPUTS
from rankagg.io.fraud_shapes import FRAUD_OUTPUTS
from rankagg.io.subsurface_shapes import SUBSURFACE_OUTPUTS
from rankagg.io.breeding_shapes import BREEDING_OUTPUTS
from rankagg.io.scouting_shapes import SCOUTING_OUTPUTS
from rankagg.io.buildings_shapes import BUILDINGS_OUTPUTS
from rankagg.io.spaceops_shapes import SPACEOPS_OUTPUTS
from rankagg.io.engine_analysis_shapes import ENGINE_ANALYSIS_OUTPUTS
from rankagg.io.forecasts_shapes import FORECASTS_OUTPUTS
from rankagg.io.biodiversity_shapes import BIODIVERSITY_OUTPUTS
from rankagg.io.aviation_shapes import AVIATION_OUTPUTS
from rankagg.io.library_shapes import LIBRARY_OUTPUTS
from rankagg.io.automotive_shapes import AUTOMOTIVE_OUTPUTS
from rankagg.io.speedrun_shapes import SPEEDRUN_OUTPUTS
from rankagg.io.realestate_shapes import REALESTATE_OUTPUTS
from rankagg.io.astronomy_shapes import ASTRONOMY_OUTPUTS
from rankagg.io.recipes_shapes import RECIPES_OUTPUTS

__all__ = ["FIELD_FORMATS"]

#: what each name is, for the message
FIELD_FORMATS: dict[str, str] = {
    # a bowling federation's and an agility club's files (u60a_out_, u60b_out_): Kegel's lane machines load their
    # KOSI programs, Clean Run's Course Designer its courses, by their own bytes
    ".kosi": "a Kegel lane machine's KOSI program",
    ".agl": "a Clean Run Course Designer course",
    # a surfing federation's and a marching arts circuit's files (u65a_out_, u65b_out_): NDBC's raw spectral wave
    # data (realtime2's STATION.data_spec, read by column) and Marching Maestro's scoring system exports
    ".data_spec": "an NDBC raw spectral wave data file",
    ".scoringsystem": "a Marching Maestro scoring system export",
    # a county fair's livestock office's files (u66a_out_): AgShow's show data, ShoWorks' program file and 4HPlus!'s
    # encrypted backups, each opened by its own program
    ".sho": "an AgShow show data file",
    ".swkdb": "a ShoWorks program file",
    ".ebd": "a 4HPlus! backup or exchange file",
    # a spelling bee's word-list team's files (u67b_out_): Anki's collection package, a zip its program opens
    ".colpkg": "an Anki collection package",
    # a bass team trail's anglers' files (u68b_out_): Lowrance's user data file of waypoints, routes and trails,
    # which its units and GPSBabel read by their own binary records
    ".usr": "a Lowrance user data file (waypoints, routes and trails)",
    # a diving club's coaches' files (u69a_out_): Divecalc's competition files, which only Divecalc opens
    ".div": "a Divecalc competition file",
    # a rugby club's analysts' files (u74a_out_): LongoMatch's project, a match's video analysis with its timeline
    ".lgm": "a LongoMatch project (a match's video analysis and its tagged events)",
    # a fighting game ranking panel's files (u75b_out_): slippc's compressed Slippi replay
    ".zlp": "a compressed Slippi replay (slippc's)",
    # a programming contest's judges' files (u76a_out_): Checktestdata's input validators, a program in its own
    # language that the contest system runs against each test's input
    ".ctd": "a Checktestdata input validator",
    # a sim racing league's stewards' files (u76b_out_): rFactor 2's replays, which only the sim plays back
    ".vcr": "an rFactor 2 replay",
    # a competitive Pokémon panel's files (u82b_out_): PKHeX's saved Pokémon and Wonder Cards, each a game's binary
    # record
    ".pk9": "a PKHeX Pokémon file (Scarlet and Violet's binary record)",
    ".pk8": "a PKHeX Pokémon file (Sword and Shield's binary record)",
    ".wc9": "a Wonder Card (Scarlet and Violet's mystery gift, as PKHeX saves it)",
    # a clinical decision-support team's files (u25f_out_): an interface engine, a CDA or CCR viewer and a claims
    # clearinghouse parse their own segments and XML, no TREC line
    **dict.fromkeys((".hl7", ".er7"), "an HL7 v2 message (pipe-delimited segments)"),
    **dict.fromkeys((".ccda", ".c32"), "an HL7 CDA document (C-CDA, HITSP C32: XML)"),
    ".ccr": "an ASTM Continuity of Care Record (XML)",
    # and a freight forwarder's (u106a_out_edifact): EDIFACT's own long suffix, as translators save an IFTMIN
    **dict.fromkeys((".x12", ".edi", ".edifact"), "an X12 or EDIFACT interchange (a claim's 837, a remittance's 835, "
                    "a carrier's IFTSTA)"),
    # an epidemic forecasting hub's files (u25c_out_): its models' programs, which Stan, JAGS and OpenBUGS compile, a
    # Parquet table's short name (arrow and DuckDB check PAR1 under it), Zstandard's long suffix, CSVY's YAML header
    **dict.fromkeys((".stan", ".jags", ".bug", ".bugs"), "a Bayesian model's program (Stan, JAGS, BUGS)"),
    ".pqt": "a Parquet table (its short name; rankagg writes its run table under .parquet)",
    ".zstd": "a compression rankagg does not write (Zstandard's; gzip: .gz)",
    ".csvy": "a CSVY table (a YAML header over CSV)",
    # a digital-humanities team's OCR / HTR files (u25d_out_): an ALTO page, a line's ground truth and Tesseract's
    # training files and models, which the engines and their trainers (tesstrain, ketos) read as their own, no TREC line
    ".alto": "an ALTO XML file (a page's layout and text)",
    ".gt.txt": "a ground-truth transcription line (tesstrain's and ketos' .gt.txt: one line image's text)",
    ".lstmf": "Tesseract's LSTM training file (a line image and its text, binary)",
    **dict.fromkeys((".traineddata", ".unicharset"), "a Tesseract model or its character set"),
    # a security operations centre's files (u25b_out_): IDS rules, indicator files, event logs, antivirus signature
    # databases and scanners' reports, each opened only by its own tool (Snort, a SIEM, ClamAV, Nessus, nmap)
    ".rules": "Snort / Suricata rules",
    ".ioc": "an OpenIOC indicator file (XML)",
    **dict.fromkeys((".evtx", ".evt"), "a Windows event log"),
    **dict.fromkeys((".hdb", ".hsb", ".ndb", ".cvd"), "a ClamAV signature database"),
    ".nessus": "a Nessus scan report (XML)",
    **dict.fromkeys((".gnmap", ".nmap"), "an nmap scan output"),
    # a software security team's files (u26f_out_): an analyser's log and query results, CodeQL's queries and suites,
    # coverage data, test results and a scanner's settings, each opened only by its own tool (a SARIF viewer,
    # codeql bqrs, genhtml, a test viewer, JaCoCo, SonarScanner), none a TREC line
    ".sarif": "a SARIF log (JSON: GitHub's upload-sarif and the SARIF viewers parse it)",
    ".bqrs": "CodeQL's binary query result set (codeql bqrs decode reads it)",
    **dict.fromkeys((".ql", ".qls"), "a CodeQL query or query suite"),
    ".lcov": "an LCOV coverage tracefile (genhtml reads it)",
    ".trx": "a Visual Studio test results file (XML)",
    ".exec": "JaCoCo's execution data (binary: jacoco.exec)",
    ".properties": "a Java properties file (sonar-project.properties, which SonarScanner reads)",
    # a journey planner team's files (u25g_out_): OpenStreetMap extracts and changes, tile sets, tracks and a router's
    # graph, which osmium, a tile server, OSRM and a GIS open by their own bytes or syntax, none a TREC line
    **dict.fromkeys((".osm.pbf", ".osh.pbf", ".o5m", ".o5c", ".osc"),
                    "an OpenStreetMap extract or change file (PBF, o5m, osmChange)"),
    # before PRONOM's Papyrus Document: to a map's or a router's user, a .pbf is OpenStreetMap's or a vector tile
    ".pbf": "an OpenStreetMap PBF extract or a vector tile (protobuf), or PRONOM's Papyrus Document",
    **dict.fromkeys((".mbtiles", ".pmtiles"), "a map tile set (MBTiles, PMTiles)"),
    **dict.fromkeys((".geojsonseq", ".geojsonl", ".geojsons"), "GeoJSON text sequences (a feature per line)"),
    ".tcx": "a TCX file (Garmin's Training Center XML)",
    ".wkt": "well-known text geometries",
    ".osrm": "OSRM's prepared routing graph (osrm-extract's .osrm)",
    # a single-cell lab's containers (u25a_out_): anndata, mudata, loompy, SeuratDisk and Loupe Browser open their own
    # HDF5 or binary files, none a line of text
    **dict.fromkeys((".h5ad", ".h5mu", ".loom", ".h5seurat"),
                    "a single-cell data container (AnnData's .h5ad, MuData's .h5mu, Loom, SeuratDisk's .h5Seurat: HDF5)"),
    ".cloupe": "a Loupe Browser file (10x Genomics' binary of a Cell Ranger analysis)",
    # a seismology team's files (u26e_out_): catalogs, inventories, phase and hypocenter files and waveforms, which
    # ObsPy, SeisComP, NonLinLoc and HypoInverse read by their own XML, fixed columns or bytes, none a TREC line
    **dict.fromkeys((".quakeml", ".stationxml", ".sc3ml", ".scml"), "a seismic catalog or inventory (QuakeML, "
                    "StationXML, SeisComP's SC3ML: XML)"),
    **dict.fromkeys((".miniseed", ".ms3", ".gse2", ".gse", ".asdf", ".wfdisc"),
                    "a seismic waveform or bulletin (miniSEED, GSE2, ASDF, CSS 3.0's wfdisc)"),
    **dict.fromkeys((".hyp", ".phs", ".pha", ".nordic", ".ndk"),
                    "a seismic phase or location file (NonLinLoc's .hyp, HypoInverse's .phs, Hypo71's .pha, Nordic, "
                    "a GCMT .ndk)"),
    # a computational materials team's structures, volumes and trajectories (u26d_out_): VASP, ASE, AIRSS and LAMMPS
    # read them by their own layout, none a TREC line
    **dict.fromkeys((".vasp", ".poscar", ".contcar", ".xdatcar"), "a VASP structure or trajectory (POSCAR layout)"),
    ".traj": "an ASE trajectory (binary, ase.io.Trajectory)",
    ".cube": "a Gaussian cube volume (a density on a grid)",
    **dict.fromkeys((".lammpstrj", ".lammps-dump-text"), "a LAMMPS dump trajectory"),
    # a protein team's search tools' files (u26a_out_): BLAST's, DIAMOND's, MMseqs2's and Foldseek's m8 tables and
    # HMMER's tables are read by their column positions, profiles by hmmer and HH-suite, none a TREC line
    **dict.fromkeys((".m8", ".blast", ".blastout", ".outfmt6", ".outfmt7"),
                    "a BLAST tabular (m8) hit table (BLAST+ -outfmt 6 / 7, DIAMOND, MMseqs2, Foldseek)"),
    **dict.fromkeys((".tblout", ".domtblout", ".domtbl"), "HMMER's hit table (--tblout / --domtblout)"),
    **dict.fromkeys((".hmm", ".hhm"), "a profile HMM (HMMER's .hmm, HH-suite's .hhm)"),
    **dict.fromkeys((".stk", ".sth", ".stockholm"), "a Stockholm multiple alignment (Pfam's, HMMER's, Infernal's)"),
    # a music information retrieval lab's annotations, scores, tablatures and cue sheets (u26c_out_): each opened by
    # its own tool (JAMS, music21, MuseScore, Guitar Pro), none reading a line of text
    ".jams": "a JAMS annotation (JSON: a recording's annotations by namespace)",
    **dict.fromkeys((".krn", ".hum"), "a Humdrum score (**kern spines)"),
    **dict.fromkeys((".musicxml", ".mxl", ".mei", ".mscz", ".mscx"), "a music score (MusicXML, MEI, MuseScore)"),
    **dict.fromkeys((".gp", ".gp3", ".gp4", ".gp5", ".gtp", ".ptb"), "a guitar tablature (Guitar Pro, Power Tab)"),
    ".cue": "a cue sheet (a CD image's tracks and their times)",
    # a robotics lab's files (u26g_out_): rosbag, ros2 bag, Foxglove, Open3D, PCL, roslaunch and Gazebo read their own
    # records, headers and XML, none a TREC line
    **dict.fromkeys((".mcap", ".db3"), "a ROS recording (MCAP, a ROS 2 bag's SQLite .db3)"),
    # a hydrographic office's too (u117b_out_): a Bathymetry Attributed Grid is HDF5
    ".bag": "a ROS 1 bag or a Bathymetry Attributed Grid (BAG: HDF5, which GDAL, CARIS and QPS open)",
    ".ply": "a PLY point cloud or mesh (Open3D's, PCL's)",
    ".launch": "a roslaunch file (XML)",
    ".world": "a Gazebo world (SDF XML)",
    # a speech synthesis team's files (u27g_out_): Praat's tiers, HTK's master label files, HTS's voices and the
    # vocoder features HTS, Merlin and SPTK read as binary frames, none a TREC line
    **dict.fromkeys((".pitchtier", ".intensitytier", ".durationtier"), "a Praat tier (PitchTier, IntensityTier, "
                    "DurationTier)"),
    ".mlf": "an HTK master label file (#!MLF!#: the labels of many utterances)",
    ".htsvoice": "an HTS voice (hts_engine's trained synthesis model)",
    **dict.fromkeys((".lf0", ".mgc", ".bap", ".mcep"), "vocoder features (HTS's, Merlin's and SPTK's log F0, "
                    "mel-generalised cepstra, band aperiodicities: binary frames)"),
    # a mechanical engineering team's CAD, mesh and PLM files (u27f_out_, u27f_explain_): CAD systems, mesh tools and
    # BIM viewers read their own records, bytes or JSON, none a TREC line
    **dict.fromkeys((".step", ".stp", ".p21"), "a STEP file (ISO 10303-21: a CAD export of parts)"),
    **dict.fromkeys((".igs", ".iges"), "an IGES file (80-column CAD records)"),
    ".stl": "an STL mesh (ASCII or binary triangles)",
    **dict.fromkeys((".gltf", ".glb"), "a glTF scene (JSON, or GLB binary)"),
    ".3mf": "a 3MF package (a zip of a 3D printing model)",
    **dict.fromkeys((".ifc", ".ifczip", ".ifcxml"), "an IFC building model (ISO 10303-21)"),
    ".mtl": "a Wavefront material library (an OBJ mesh's .mtl)",
    **dict.fromkeys((".sldprt", ".sldasm", ".slddrw"), "a SolidWorks part, assembly or drawing (binary)"),
    **dict.fromkeys((".catpart", ".catproduct", ".catdrawing"), "a CATIA V5 document (binary)"),
    ".jt": "a JT file (Siemens' visualisation format, binary)",
    **dict.fromkeys((".x_t", ".x_b"), "a Parasolid model (text or binary transmit file)"),
    **dict.fromkeys((".ipt", ".iam"), "an Autodesk Inventor part or assembly (binary)"),
    # a bioacoustics lab's files (u27c_out_, u27c_explain_svl): Sonic Visualiser, Audacity, Kaleidoscope and Anabat's
    # tools open their own XML, projects and recordings, none a TREC line ('.sv', a session, stays a run's: run.sv)
    ".svl": "a Sonic Visualiser layer (XML)",
    **dict.fromkeys((".aup3", ".aup"), "an Audacity project (.aup3: SQLite; .aup: XML)"),
    **dict.fromkeys((".w4v", ".wac"), "a Wildlife Acoustics compressed recording (W4V, WAC: Kaleidoscope reads it)"),
    ".zc": "an Anabat zero-crossing bat recording (Anabat Insight, Kaleidoscope)",
    # a genealogy team's family trees (u27d_out_): GEDCOM readers, FamilySearch, Gramps, Family Tree Maker and
    # RootsMagic open their own records and databases, none a TREC line
    **dict.fromkeys((".ged", ".gdz"), "a GEDCOM family tree (GEDCOM 5.5.1 or 7.0; .gdz: GEDCOM 7's GEDZip)"),
    ".gedx": "a GEDCOM X file (FamilySearch's persons and relationships)",
    ".gramps": "a Gramps XML family tree (gzip)",
    **dict.fromkeys((".ftm", ".ftmb"), "a Family Tree Maker tree (a database, or its backup)"),
    ".rmtree": "a RootsMagic database (SQLite)",
    # a chip design team's files (u27b_out_): timing libraries, physical design exchange, parasitics, constraints,
    # waveforms, layouts and power intent, each read by an EDA tool's own parser (OpenSTA, OpenROAD, KLayout,
    # GTKWave), none a TREC line; Verilog's .v stays a run's name: no catalogue name is one letter
    ".lib": "a Liberty timing library (a corner's cells: library (...) { })",
    **dict.fromkeys((".lef", ".def"), "a LEF or DEF file (physical design exchange: macros, placement, routing)"),
    **dict.fromkeys((".spef", ".dspf"), "a parasitics file (SPEF, DSPF)"),
    ".sdc": "SDC timing constraints (Synopsys Design Constraints: Tcl)",
    **dict.fromkeys((".vcd", ".fsdb", ".saif"), "a waveform or switching activity file (VCD, FSDB, SAIF)"),
    **dict.fromkeys((".gds", ".gdsii", ".gds2", ".oas", ".oasis"), "a chip layout (a GDSII stream, OASIS)"),
    ".upf": "a UPF power intent file (IEEE 1801: Tcl)",
    # a particle physics analysis team's files (u27a_out_): ROOT, the HepMC and Les Houches readers, the SLHA
    # spectrum tools, Rivet's YODA and coffea.util.load read their own layout, none a TREC line
    ".root": "a ROOT file (TFile: trees and histograms, binary)",
    **dict.fromkeys((".hepmc", ".hepmc2", ".hepmc3", ".hepevt"), "a HepMC event record (a generator's events)"),
    **dict.fromkeys((".lhe", ".lhef"), "a Les Houches Event file (LHEF XML: a generator's events)"),
    ".slha": "an SLHA spectrum (SUSY Les Houches Accord: BLOCK and DECAY sections)",
    ".yoda": "a YODA file (Rivet's histograms)",
    ".coffea": "a coffea output (coffea.util.save: a pickled accumulator, LZ4-compressed)",
    # a sustainable-finance desk's filings (u27e_out_xbrl, u27e_explain_xbrl): Arelle and the ESEF validators read an
    # XBRL instance's XML and a report package's zip (XBRL Report Package 1.0: .xbr, .xbri), none a TREC line
    **dict.fromkeys((".xbrl", ".xbr", ".xbri"), "an XBRL instance or report package (XBRL 2.1, Report Package 1.0)"),
    # a power systems team's worst contingencies (u28g_out_raw, u28g_out_con): PSS/E reads a .raw as its power flow
    # case and a .con as its contingency list, no TREC line
    ".raw": "a PSS/E power flow case (RAW: bus, load and branch records)",
    ".con": "a PSS/E contingency file (CONTINGENCY ... END blocks)",
    # an ed-tech team's picks (u29h_out_): Moodle restores a .mbz backup (a tar or zip archive), H5P opens a .h5p
    # package (a zip), Moodle's question import reads a .gift quiz, none a TREC line
    ".mbz": "a Moodle course backup (a compressed archive of the course's XML)",
    ".h5p": "an H5P package (a zip of h5p.json and content)",
    ".gift": "a quiz in Moodle's GIFT format",
    # a web performance team's rankings (u29i_out_): JMeter reads a .jtl as its results (CSV or XML) and a .jmx as
    # its test plan (XML), browsers' and WebPageTest's tools a .har as JSON, none a TREC line
    ".jtl": "JMeter's results file (CSV or XML samples)",
    ".jmx": "a JMeter test plan (XML)",
    ".har": "a HAR capture (HTTP Archive JSON)",
    # a maritime team's risk rankings (u29j_out_): OpenCPN, gpsd and AIS decoders (pyais, libais) read a .nmea or
    # .ais log as NMEA sentences, Virtual Radar Server and dump1090's tools a .sbs as BaseStation messages
    ".nmea": "NMEA 0183 sentences (a GPS or AIS log)",
    ".ais": "an AIS log (NMEA !AIVDM sentences)",
    ".sbs": "SBS-1 BaseStation messages (ADS-B)",
    # a radiology AI team's images and reader-study inputs (u29e_out_, u29e_explain_dcm): PACS viewers, pydicom,
    # nibabel, ITK, 3D Slicer and iMRMC read their own bytes, headers or study layout, none a TREC line
    **dict.fromkeys((".dcm", ".dicom"), "a DICOM file (Part 10: 128-byte preamble, 'DICM', data elements)"),
    **dict.fromkeys((".nii", ".nia"), "a NIfTI image (NIfTI-1 or NIfTI-2; .nii.gz: gzipped)"),
    **dict.fromkeys((".nrrd", ".nhdr"), "an NRRD image (Nearly Raw Raster Data: 3D Slicer's, Teem's)"),
    **dict.fromkeys((".mha", ".mhd"), "an ITK MetaImage (.mha, or .mhd with its raw data)"),
    ".imrmc": "an iMRMC input file (a study's counts, BEGIN DATA:, readerID, caseID, modalityID, score rows)",
    # an electrophysiology lab's unit rankings (u29k_out_): pynwb reads a .nwb (HDF5), Neuralynx's and Neo's readers a
    # .ncs, klusta and phy a .kwik (HDF5), MountainSort a .mda array, none a TREC line
    ".nwb": "a Neurodata Without Borders file (HDF5)",
    **dict.fromkeys((".ncs", ".nse", ".ntt", ".nev"), "a Neuralynx recording (a text header, then binary records)"),
    ".kwik": "a Kwik file (klusta's and phy's HDF5)",
    ".mda": "a MountainSort array (.mda: a binary header, then numbers)",
    # a decision analysis team's models (u29d_out_): DEXi, Super Decisions, Expert Choice and Visual PROMETHEE open
    # their own XML or binary models, none a TREC line
    ".dxi": "a DEXi model (XML: attributes, scales, utility functions, options)",
    ".sdmod": "a Super Decisions model (AHP / ANP networks and judgements)",
    ".ahp": "an Expert Choice model (AHP hierarchy and pairwise judgements)",
    ".vpg": "a Visual PROMETHEE file (criteria, actions, preference functions)",
    # an app store optimisation team's builds and resources (u29f_out_ipa): the App Store, Xcode, bundletool and the
    # installers open their own zips, plists and catalogs, none a TREC line
    ".ipa": "an iOS app archive (a zip of Payload/NAME.app)",
    **dict.fromkeys((".apks", ".xapk"), "an Android APK set (bundletool's .apks, an .xapk: a zip of APKs)"),
    ".xcstrings": "an Xcode string catalog (JSON of an app's localised strings)",
    ".mobileprovision": "an iOS provisioning profile (signed CMS)",
    # an automated-reasoning team's solver ranking (u29a_out_*, u29a_explain_smt2): SAT, MaxSAT, pseudo-Boolean and
    # SMT solvers read these as their instances, proof checkers (drat-trim, cake_lpr) as proofs, AIGER tools as
    # circuits, none a TREC line
    **dict.fromkeys((".cnf", ".dimacs"), "a DIMACS CNF instance (a SAT solver's input: 'p cnf', clauses ending 0)"),
    ".wcnf": "a DIMACS WCNF instance (a MaxSAT solver's input)",
    ".opb": "a pseudo-Boolean OPB instance (a PB solver's input)",
    ".smt2": "an SMT-LIB 2 script (an SMT solver's input: (set-logic ...), (check-sat))",
    **dict.fromkeys((".drat", ".dpr", ".frat"), "a DRAT / DPR / FRAT proof (drat-trim's and dpr-trim's input)"),
    ".lrat": "an LRAT proof (cake_lpr's and lrat-check's input)",
    **dict.fromkeys((".aig", ".aag"), "an AIGER circuit (a hardware model checker's input)"),
    # a supply-chain security team's files (u29b_out_): an SBOM's readers (Dependency-Track, syft, the SPDX tools)
    # parse CycloneDX's and SPDX's JSON, XML or tag-value, and each package manager its own lock file, no TREC line
    **dict.fromkeys((".cdx.json", ".cdx.xml", ".bom.json", ".bom.xml"), "a CycloneDX SBOM (JSON or XML: bomFormat, "
                                                                         "components)"),
    **dict.fromkeys((".spdx", ".spdx.json", ".spdx.yaml", ".spdx.yml", ".spdx.rdf", ".spdx.xml"),
                    "an SPDX SBOM (tag-value, JSON, YAML or RDF: SPDXVersion, packages)"),
    ".lock": "a package manager's lock file (yarn.lock, poetry.lock, Cargo.lock, Gemfile.lock, composer.lock)",
    # an HPC benchmarking team's files (u29c_out_rsf, u29c_out_hpl_dat, u29c_explain_rsf): SPEC's tools (rawformat)
    # read a raw result file's 'spec.cpu2017.*: value' lines, xhpl reads its parameters from ./HPL.dat, no TREC line
    ".rsf": "a SPEC raw result file (.rsf: runcpu's 'spec.cpu2017.*: value' lines, which rawformat reads)",
    "hpl.dat": "HPL's input file (HPL.dat: the N, NB, P and Q that xhpl reads)",
    # a 3D vision team's reconstructions (u30h_out_): VisualSFM, Meshroom, Metashape, RealityCapture, Pix4D, OpenMVG
    # and the laser scanners' tools open their own models, projects and scans, none a TREC line
    ".nvm": "a VisualSFM model (NVM_V3: cameras and 3D points)",
    ".mg": "a Meshroom graph (its pipeline's nodes, JSON)",
    **dict.fromkeys((".psx", ".psz"), "an Agisoft Metashape project"),
    ".rcproj": "a RealityCapture project",
    ".p4d": "a Pix4D project",
    ".sfm": "a reconstruction's views and poses (Meshroom's or OpenMVG's .sfm)",
    **dict.fromkeys((".e57", ".ptx", ".fls", ".rcp", ".rcs"), "a laser scan or point cloud (E57, Leica PTX, FARO, "
                                                               "Autodesk ReCap)"),
    ".abc": "an Alembic scene (cameras and geometry) or ABC music notation",
    # a wildlife team's species rankings (u30i_out_): Timelapse opens its template and its image database (SQLite)
    ".tdb": "a Timelapse template (SQLite: the fields each image is tagged with)",
    ".ddb": "a Timelapse image database (SQLite: each image's tagged fields)",
    # a RAG team's vector indexes (u30k_out_): FAISS, Annoy, hnswlib, USearch and Voyager load their own binary
    # indexes by these names, none a TREC line
    ".faiss": "a FAISS index (binary)",
    ".ann": "an Annoy index (binary), or a brat annotation file",
    ".hnsw": "an HNSW index (hnswlib's or nmslib's, binary)",
    ".usearch": "a USearch index (binary)",
    ".voy": "a Voyager index (binary)",
    # a board game café's rankings (u30l_out_): BG Stats imports its play files, VASSAL its modules and saves
    ".bgsplay": "a BG Stats play file (JSON a play logger imports)",
    **dict.fromkeys((".vmod", ".vsav", ".vlog"), "a VASSAL module, save or log (a zip of a game's pieces and moves)"),
    # a hydrology team's files (u30e_): HEC-DSS' store and USGS' RDB tables, which their tools (HEC-DSSVue, dataretrieval)
    # read by their own layouts, no TREC line
    ".dss": "a HEC-DSS file (the Hydrologic Engineering Center's time series store), or a Digital Speech Standard "
            "recording",
    ".rdb": "a statistics package's data (R's lazy-load database) or a USGS RDB table (tab-separated, a format line)",
    # a brain-computer-interface team's pipeline rankings (u30d_out_*, u30d_explain_xdf): MNE, EEGLAB, BioSig,
    # pyxdf and the recorders' viewers open these as recordings by their own headers and bytes, none a TREC line
    ".edf": "an EDF or EDF+ recording (European Data Format: an ASCII header, then samples)",
    ".bdf": "a BioSemi BDF recording (24-bit EDF)",
    ".gdf": "a GDF recording (General Data Format for biosignals: BCI Competition's, BioSig's)",
    ".vhdr": "a BrainVision header file (INI sections naming its .eeg data and .vmrk markers)",
    ".vmrk": "a BrainVision marker file (a recording's events)",
    ".eeg": "a BrainVision data file (binary samples; its .vhdr describes them)",
    ".fif": "MNE's FIF file (Elekta/Neuromag FIFF: raw, epochs, evoked data)",
    ".set": "an EEGLAB dataset (a MATLAB MAT-file of the EEG structure)",
    ".fdt": "EEGLAB's float data file (the samples of a .set)",
    ".xdf": "an XDF recording (Lab Streaming Layer's Extensible Data Format)",
    # a quantum benchmarking team's circuits (u30b_out_qpy, u30b_out_quil_gz_upper): Qiskit reads a QPY file by its
    # 'QISKIT' magic bytes, pyQuil and the QPUs' compilers a Quil program's instructions, no TREC line
    ".qpy": "a QPY file (Qiskit's binary circuit serialization: magic 'QISKIT')",
    ".quil": "a Quil program (Rigetti's quantum instruction language)",
    # an internet-measurement team's files (u30c_out_mrt, u30c_out_warts): bgpdump, BGPStream and pybgpstream read an
    # MRT dump's binary records, scamper's sc_warts2json its warts, no TREC line
    **dict.fromkeys((".mrt", ".bgp"), "an MRT routing dump (RFC 6396: binary BGP records, which bgpdump reads)"),
    ".warts": "scamper's warts (binary traceroute and ping records, which sc_warts2json reads)",
    # a blockchain analytics team's files (u30f_out_*, u30f_explain_sol): solc and Vyper compile their sources, the
    # ABI tools (ethers, web3, abigen) and the wallets and DEX interfaces (Uniswap's token lists) read their JSON,
    # none a TREC line
    ".sol": "a Solidity source (solc's input: // SPDX-License-Identifier, pragma solidity, contracts)",
    ".vy": "a Vyper source (the Vyper compiler's input: # pragma version, a contract)",
    ".abi": "a contract's ABI (solc --abi: JSON of the functions and events, which ethers, web3 and abigen read)",
    ".tokenlist.json": "a Uniswap token list (JSON: name, version, tokens with chainId, address, symbol, decimals)",
    # a fencing results office's and a Go association's outputs (u48a_out_, u48b_out_): BellePoule opens its own XML
    # competitions, Go clients their own game records
    ".cotcot": "a BellePoule competition (its XML: the fencers, pools and tableaux BellePoule opens)",
    **dict.fromkeys((".gib", ".ngf", ".ugf", ".ugi"), "a Go game record of an online server (Tygem's .gib, WBaduk's "
                    ".ngf, Pandanet's .ugf), which Go editors open by its own properties"),
    # a Scrabble tournament director's pairing program (u50a_out_): AUPAIR reads its own tournament file
    ".tou": "an AUPAIR tournament file (the Australian Scrabble pairing program's results and pairings)",
    # an FRC team's logs (u51a_out_): CTRE's Phoenix Tuner and AdvantageScope open a signal log by its own bytes
    ".hoot": "a CTRE Phoenix 6 signal log (.hoot, which Phoenix Tuner X and AdvantageScope open)",
    # a rowing coach's telemetry (u52b_out_): Peach's PowerLine software opens its own session files
    ".peach-data": "a Peach PowerLine session (the rowing telemetry file PowerLine opens)",
    # a tennis referee's and a pinball league's tools (u53a_out_, u53b_out_): Tournament Planner opens its own
    # database, MAME and PinMAME their own recordings and saved memory
    ".tp": "a Tournament Planner file (the Access database Tournament Planner opens)",
    ".inp": "a tool's input file (a MAME input recording, an EPANET network, an Abaqus or SWMM model)",
    ".nv": "an NVRAM file (the machine memory MAME and PinMAME save)",
    ".hi": "a MAME high-score file (the memory the hiscore plugin saves)",
    # an observing section's photometry (u55b_out_): AstroImageJ reads back its own aperture lists
    ".apertures": "an AstroImageJ aperture file (the apertures AstroImageJ reads back)",
    ".radec": "an AstroImageJ RA/Dec list (the apertures by sky position AstroImageJ reads back)",
    # a karaoke host's player (u56b_out_): KaraFun opens its own song files
    ".kfn": "a KaraFun song file (.kfn, which KaraFun opens)",
    # the thirty-first bar's fields' own names (u31a_out_ to u31h_out_)
    **RECSYS_OUTPUTS,
    **BIODIVERSITY_OUTPUTS,
    **AVIATION_OUTPUTS,
    **LIBRARY_OUTPUTS,
    **AUTOMOTIVE_OUTPUTS,
    **SPEEDRUN_OUTPUTS,
    **REALESTATE_OUTPUTS,
    **ASTRONOMY_OUTPUTS,
    **RECIPES_OUTPUTS,
    **FRAUD_OUTPUTS,
    **SUBSURFACE_OUTPUTS,
    **BREEDING_OUTPUTS,
    **SCOUTING_OUTPUTS,
    **BUILDINGS_OUTPUTS,
    **SPACEOPS_OUTPUTS,
    **ENGINE_ANALYSIS_OUTPUTS,
    **FORECASTS_OUTPUTS,
}
