"""Output names that belong to another format: a line of text written under one is read by no tool that opens
such a name, so a writer of lines refuses the name before any work (issue 45: "every output reads back").

One catalogue, by what the name is: tables and documents (pandas' ``read_csv`` of a TREC run gives one column of
whole lines, ``json.load`` fails at the second line, a spreadsheet shows one column: u13d_cli_runs_to_csv), map
layers (a GIS reader reads one document: u19g_out_geojson_name), binary tables and arrays (Arrow, Avro, ORC, HDF5,
FITS: a reader checks its magic bytes), astronomy's text tables (ECSV's YAML header, VOTable's XML), chess games
(PGN: u20c_output_named_pgn), PrefLib elections (a run under ``.soc`` is read back by no PrefLib reader, rankagg's
own included: u20v_consensus_as_soc_name), archives and compressions rankagg does not write (``-o x.run.bz2``
would hold plain text). Each writer asks :func:`foreign_output` with the suffixes its own lines may carry
(:data:`FOREIGN_TO_JSON_LINES`: ``.json`` is JSON lines to pandas' ``read_json(lines=True)``;
:data:`FOREIGN_TO_SCORE_LINES`: one score per line is a one-column ``.csv``).
"""

from __future__ import annotations

import os

from rankagg.io.field_output_names import FIELD_FORMATS
from rankagg.io.field_catalogue import CATALOGUE_OUTPUTS
from rankagg.io.format_suffixes import registered_format
from rankagg.io.media_types import media_type

__all__ = ["OTHER_FORMATS", "MAP_LAYERS", "PREFLIB_NAMES", "FOREIGN_OUTPUTS", "FOREIGN_TO_JSON_LINES",
           "FOREIGN_TO_SCORE_LINES", "foreign_output", "what_format"]

MAP_LAYERS = (".geojson", ".topojson", ".kml", ".gpx")
PREFLIB_NAMES = (".soc", ".soi", ".toc", ".toi", ".cat", ".wmd")

#: what each name is, for the message; a name is looked up case-blind, after a final ``.gz``
OTHER_FORMATS: dict[str, str] = {
    **dict.fromkeys((".csv", ".tsv"), "a delimited table"),
    ".json": "a JSON document",
    **dict.fromkeys((".jsonl", ".ndjson", ".jsonlines"), "JSON lines"),
    **dict.fromkeys((".xlsx", ".xlsm", ".xlsb", ".xls", ".ods", ".numbers"), "a spreadsheet"),
    **dict.fromkeys((".docx", ".doc", ".odt", ".rtf", ".pdf", ".pptx", ".html", ".htm", ".xml"), "a document"),
    ".parquet": "a Parquet table",
    **dict.fromkeys(MAP_LAYERS, "a map layer"),
    **dict.fromkeys((".feather", ".arrow", ".arrows", ".ipc"), "an Arrow table"),
    ".avro": "an Avro file",
    ".orc": "an ORC table",
    **dict.fromkeys((".h5", ".hdf5", ".hdf"), "an HDF5 file"),
    **dict.fromkeys((".npy", ".npz"), "a NumPy array file"),
    **dict.fromkeys((".pkl", ".pickle", ".joblib"), "a Python pickle"),
    **dict.fromkeys((".mat", ".rds", ".rdata", ".rda", ".dta", ".sav", ".sas7bdat"), "a statistics package's data"),
    **dict.fromkeys((".db", ".sqlite", ".sqlite3", ".duckdb"), "a database"),
    **dict.fromkeys((".fits", ".fts", ".fz"), "a FITS table"),
    ".fit": "a FITS table, or a Garmin FIT activity file (binary records: a watch's or a bike computer's)",
    ".ecsv": "an astropy ECSV table (a YAML header over CSV)",
    **dict.fromkeys((".vot", ".votable"), "a VOTable (XML)"),
    ".pgn": "a PGN file of chess games",
    **dict.fromkeys((".si4", ".sg4", ".sn4", ".si5", ".sg5", ".sn5"), "a Scid chess database's file (index, games or "
                    "names)"),
    ".burp": "a Burp Suite project file",
    **dict.fromkeys((".nc", ".nc4", ".cdf", ".netcdf"), "a NetCDF file"),
    **dict.fromkeys((".grib", ".grib2", ".grb", ".grb2"), "a GRIB file of gridded fields"),
    ".zarr": "a Zarr store",
    **dict.fromkeys(PREFLIB_NAMES, "a PrefLib election"),
    **dict.fromkeys((".pdb", ".ent"), "a PDB coordinate file"),
    **dict.fromkeys((".cif", ".mmcif", ".bcif"), "an mmCIF structure"),
    **dict.fromkeys((".a3m", ".sto", ".fasta", ".fa", ".faa"), "a sequence alignment or FASTA file"),
    # a report's, a paper's or a notebook's page: its reader (pandoc, LaTeX, Jupyter, a YAML loader) reads no TREC
    # line (u21u_out_latex_table, u21u_out_markdown_report, u21u_explain_markdown)
    **dict.fromkeys((".md", ".markdown"), "a Markdown document"),
    ".rst": "a reStructuredText document",
    ".tex": "a LaTeX document",
    ".ipynb": "a Jupyter notebook",
    **dict.fromkeys((".yaml", ".yml"), "a YAML document"),
    **dict.fromkeys((".zip", ".tar", ".tgz", ".7z", ".rar"), "an archive"),
    **dict.fromkeys((".bz2", ".xz", ".zst", ".lz4"), "a compression rankagg does not write (gzip: .gz)"),
    **dict.fromkeys((".snappy", ".lzma", ".br"), "a compression rankagg does not write (gzip: .gz)"),
    # an ads or ML pipeline's files (u21a_out_tfrecord): binary records, or lines of features no TREC line is
    **dict.fromkeys((".tfrecord", ".tfrecords", ".tfrec"), "a TensorFlow TFRecord file (binary records)"),
    ".vw": "a Vowpal Wabbit example file ('label |namespace features' lines)",
    **dict.fromkeys((".svm", ".svmlight", ".libsvm"), "an SVMlight / LIBSVM file ('label qid:Q index:value' lines)"),
    ".pb": "a protobuf message (binary) or a Pabulib participatory-budgeting file (its own text sections)",
    ".protobuf": "a protobuf message (binary)",
    **dict.fromkeys((".msgpack", ".mpk"), "a MessagePack file (binary)"),
    # the families the bars kept meeting one suffix at a time (eleven silent rows of the twentieth bar, twenty-five
    # of the twenty-first): named whole, so a user's next format is more likely already here
    **dict.fromkeys((".png", ".jpg", ".jpeg", ".gif", ".svg", ".tif", ".tiff", ".bmp", ".webp", ".eps", ".ps"),
                    "an image"),
    **dict.fromkeys((".mp3", ".wav", ".flac", ".ogg", ".mp4", ".mov", ".avi", ".mkv", ".webm"), "audio or video"),
    **dict.fromkeys((".py", ".sql", ".js", ".ts", ".sh", ".cpp", ".java", ".go", ".rs", ".jl"),
                    "a program's source"),
    **dict.fromkeys((".toml", ".ini", ".cfg", ".conf"), "a configuration file"),
    **dict.fromkeys((".epub", ".odp", ".ppt", ".key", ".pages", ".bib"), "a document"),
    **dict.fromkeys((".onnx", ".pt", ".pth", ".ckpt", ".safetensors", ".keras", ".tflite", ".gguf"),
                    "a model's weights (binary)"),
    **dict.fromkeys((".shp", ".gpkg", ".dbf"), "a GIS layer"),
    # a conservation planner's GIS family (u22e_out_ascii_grid): rasters (ESRI ASCII grids, R raster's .grd, ERDAS,
    # ENVI and SAGA grids, GDAL's virtual rasters, Maxent's .mxe), vector layers and a layer's sidecars, projects
    **dict.fromkeys((".asc", ".grd", ".gri", ".img", ".bil", ".bip", ".bsq", ".envi", ".hdr", ".vrt", ".jp2",
                     ".sdat", ".sgrd", ".mxe", ".dem", ".adf", ".cog", ".ecw", ".sid"), "a raster grid"),
    **dict.fromkeys((".kmz", ".fgb", ".gml", ".shx", ".prj", ".cpg", ".qix", ".mif", ".mid", ".e00", ".osm",
                     ".las", ".laz", ".gdb"), "a GIS layer"),
    **dict.fromkeys((".qgz", ".qgs", ".qml", ".sld", ".mxd", ".aprx", ".lyr", ".lyrx"),
                    "a GIS project or layer style"),
    **dict.fromkeys((".accdb", ".mdb", ".xpt", ".por"), "a statistics package's or a database's data"),
    **dict.fromkeys((".bam", ".sam", ".cram", ".vcf", ".bed", ".gff", ".gff3", ".gtf", ".fastq", ".fq"),
                    "a genomics file (reads, variants or features)"),
    **dict.fromkeys((".sdf", ".mol", ".mol2", ".pdbqt", ".smi"), "a molecule file"),
    # a chemistry team's line notations, reactions and editors' documents (u26b_out_): no chemistry tool reads a run
    **dict.fromkeys((".smiles", ".cxsmiles", ".smarts", ".inchikey"), "a molecule line notation file (SMILES, SMARTS, "
                                                                       "InChIKeys)"),
    **dict.fromkeys((".rsmi", ".rxn"), "a reaction file (reaction SMILES, MDL RXN)"),
    **dict.fromkeys((".ket", ".mrv", ".cdxml", ".mae", ".maegz"), "a chemical editor's document (Ketcher, Marvin, "
                                                                  "ChemDraw, Maestro)"),
    # a compiler team's profiles and build products (u22d_output_): perf's and LLVM's own binary or stack files
    **dict.fromkeys(("perf.data", ".perf", ".folded"), "a profiler's samples (perf record's data, perf script's or "
                                                     "stackcollapse's stack lines)"),
    **dict.fromkeys((".profdata", ".profraw", ".gcda", ".gcno"), "a compiler's profile (LLVM / GCC PGO, coverage)"),
    **dict.fromkeys((".ll", ".bc", ".asm", ".obj", ".so", ".dylib", ".dll", ".exe", ".elf"),
                    "a compiler's output (LLVM IR, assembly, an object file, a library or a program)"),
    # a drug-safety team's statistics packages (u22g_out_fst, u22g_out_rmd, u22g_out_sas): their data files, and
    # their programs and notebooks, which SAS, Stata, SPSS, R Markdown and Quarto run as code, not read as a run
    **dict.fromkeys((".fst", ".qs", ".qs2", ".jmp", ".sas7bcat", ".sas7bvew", ".zsav", ".sd2", ".sd7", ".rdb",
                     ".rdx"), "a statistics package's data"),
    **dict.fromkeys((".sas", ".do", ".ado", ".sps", ".egp", ".rmd", ".qmd", ".rnw", ".rproj"),
                    "a statistics package's program or notebook"),
    # a speech team's tools (u22a_out_ctm_name): sclite's and NIST's transcripts, Kaldi's tables, subtitles, Praat,
    # diarization, and audio beside the family above
    **dict.fromkeys((".ctm", ".stm", ".trn", ".rttm", ".uem", ".lab"),
                    "a speech transcript or segment file (sclite, NIST)"),
    **dict.fromkeys((".ark", ".scp", ".lat"), "a Kaldi archive, script or lattice file"),
    ".textgrid": "a Praat TextGrid",
    **dict.fromkeys((".sph", ".m4a", ".opus", ".aac", ".wma", ".amr", ".aiff"), "audio or video"),
    # a proteomics lab's files (u22b_out_mzid_name, u22b_out_pin_name): identifications and spectra as XML, MGF's
    # 'BEGIN IONS' blocks, mzTab's MTD/PSM lines, Percolator's tab-delimited input, spectral libraries
    **dict.fromkeys((".mzid", ".mzidentml", ".pepxml", ".idxml", ".featurexml", ".consensusxml"),
                    "a proteomics identification file (XML: mzIdentML, pepXML, OpenMS)"),
    **dict.fromkeys((".mzml", ".mzxml", ".mgf", ".ms2"), "a mass spectra file (mzML, mzXML, MGF, MS2)"),
    ".mztab": "an mzTab file (MTD, PSH, PSM lines)",
    ".pin": "a Percolator input table (a SpecId, Label, ScanNr header over features)",
    **dict.fromkeys((".msp", ".sptxt", ".blib"), "a spectral library"),
    # a metabolomics core's files (u24g_out_): its tools' projects, a molecular network and a session, spectra formats
    # and vendors' raw data beside the proteomics family above
    **dict.fromkeys((".mzmine", ".sirius"),
                    "a metabolomics tool's project (an MZmine project, a SIRIUS project space)"),
    **dict.fromkeys((".graphml", ".gexf", ".cys", ".xgmml"),
                    "a network (GraphML, GEXF, XGMML: a GNPS molecular network) or a Cytoscape session"),
    **dict.fromkeys((".imzml", ".mzdata", ".mzmlb", ".ms1"), "a mass spectra file (imzML, mzData, mzMLb, MS1)"),
    **dict.fromkeys((".wiff", ".wiff2", ".baf", ".lcd"), "a mass spectrometer's raw data (SCIEX, Bruker, Shimadzu)"),
    # a CRISPR screen lab's files (u23g_out_gsea_rnk, u23g_out_bagel_bf): GSEA's inputs, which GSEA and fgsea parse
    # by column (a preranked list, an expression table, gene sets, phenotype labels, a chip annotation; rankagg reads
    # .grp as one gene a line), and the screen tools' tables (BAGEL2's, MAGeCK's) that their next step reads back
    **dict.fromkeys((".rnk", ".gct", ".gmt", ".gmx", ".grp", ".cls", ".chip"),
                    "a GSEA file (a preranked list, an expression table, gene sets, phenotypes or a chip annotation)"),
    **dict.fromkeys((".bf", ".pr", ".foldchange", ".gene_summary.txt", ".sgrna_summary.txt"),
                    "a CRISPR screen tool's table (BAGEL2's Bayes factors, precision-recall or fold changes, "
                    "MAGeCK's gene or sgRNA summary)"),
    # a library's discovery and cataloguing tools (u22f_out_ris_name, u22f_out_mrc_name, u22f_out_atom_name): a
    # reference manager, a MARC reader, a feed reader or a triple store reads none of TREC's lines
    **dict.fromkeys((".ris", ".enw", ".nbib", ".medline", ".bibtex", ".biblatex", ".refer"),
                    "a reference manager's export (tagged citations)"),
    **dict.fromkeys((".mrc", ".marc", ".mrk", ".mrk8", ".iso2709", ".marcxml", ".mods"), "MARC or MODS records"),
    **dict.fromkeys((".atom", ".rss", ".opml"), "a feed (XML)"),
    **dict.fromkeys((".rdf", ".ttl", ".nt", ".nq", ".jsonld", ".owl"), "linked data (RDF)"),
    # a magazine's production files (u22c_out_indd_name, u22c_out_psd_name, u22c_out_srt_name): a layout, a
    # graphic, captions or a cut open in their own tools, none of which reads a line of text under that name
    **dict.fromkeys((".indd", ".indt", ".idml", ".qxp", ".qxd", ".sla", ".afpub", ".pmd"),
                    "a page layout (InDesign, QuarkXPress, Scribus)"),
    **dict.fromkeys((".psd", ".psb", ".ai", ".xcf", ".sketch", ".fig", ".afdesign", ".afphoto", ".kra", ".cdr"),
                    "a graphics editor's file"),
    **dict.fromkeys((".srt", ".vtt", ".ass", ".ssa", ".sbv", ".ttml", ".dfxp", ".scc"), "subtitles or captions"),
    **dict.fromkeys((".fdx", ".fountain", ".celtx", ".edl", ".aaf", ".fcpxml", ".prproj", ".drp"),
                    "a screenplay or an editing project"),
    **dict.fromkeys((".m3u", ".m3u8", ".pls", ".xspf"), "a playlist"),
    # a video search team's files (u24f_out_msb, u24f_out_y4m): TRECVID's master shot reference, and the video
    # containers and raw streams beside the audio-or-video family above, which a player or ffmpeg opens by its bytes
    ".msb": "a master shot reference (TRECVID's shot boundaries: a video's shots and their frames)",
    **dict.fromkeys((".m2ts", ".f4v", ".3gp", ".3g2", ".nut", ".amv", ".mk3d", ".mp2v"), "audio or video"),
    **dict.fromkeys((".ivf", ".yuv", ".y4m", ".h264", ".h265", ".hevc", ".av1", ".obu"),
                    "a raw video stream (YUV frames, H.264 / HEVC / AV1 / VP8 bitstreams)"),
    ".ics": "a calendar (iCalendar)",
    # a plant-breeding program's tools (u23c_out_fieldbook_trait, u23c_out_plink_ped, u23c_out_asreml_sln): Field
    # Book's trait file, PLINK's and HapMap's genotype, sample and phenotype tables, ASReml's outputs, each read by
    # its tool by its own columns, none a TREC line
    **dict.fromkeys((".trt", ".ped", ".fam", ".bim", ".pheno", ".phe", ".hmp"),
                    "a breeding or genetics tool's file (Field Book traits, PLINK, HapMap)"),
    **dict.fromkeys((".asr", ".sln", ".pvs", ".yht", ".vpv"), "an ASReml output (results, solutions, predictions)"),
    # a residency program coordinator's office (u23f_out_outlook_msg, u23f_out_onenote_page): the ROL mailed, noted
    # or shared from Outlook, OneNote, Visio, Google Drive or a saved web page, none of which reads a TREC line
    **dict.fromkeys((".msg", ".oft", ".pst", ".ost", ".emlx", ".nsf", ".olm"),
                    "an e-mail message or store (Outlook, Apple Mail, Lotus Notes)"),
    ".one": "a OneNote notebook section",
    ".vsdx": "a Visio drawing",
    **dict.fromkeys((".gdoc", ".gslides"), "a Google Drive document's shortcut"),
    **dict.fromkeys((".mht", ".mhtml", ".webarchive"), "a saved web page (MHTML, Safari's web archive)"),
    # a litigation-support team's review platform (u23a_out_opt_name, u23a_out_pst_name): image load files no
    # loader reads a TREC line from, and the e-mail stores above (.dat stays free: a run's common name,
    # docs/conventions.md)
    **dict.fromkeys((".opt", ".lfp", ".dii"), "an e-discovery image load file (Opticon, IPRO, Summation)"),
    # a psychology group's Q-methodology and statistics tools (u23e_out_): PQMethod's statements and listing, JASP's,
    # jamovi's and SPSS's output files, a Qualtrics survey: each opens only its own tool's file
    ".sta": "PQMethod's statements file (or a Statistica data file, or a SWIFT MT940 statement)",
    ".lis": "PQMethod's listing (its analysis report)",
    **dict.fromkeys((".jasp", ".omv", ".spv"), "a statistics package's analysis or output file (JASP, jamovi, SPSS)"),
    ".qsf": "a Qualtrics survey file (JSON)",
    # a microbiome lab's files (u23b_out_biom, u23b_out_newick): feature tables and QIIME 2's zips, which biom,
    # phyloseq and QIIME 2 open by their magic bytes, trees (Newick, NEXUS) and sequences no tree or alignment viewer
    # reads as TREC lines
    ".biom": "a BIOM feature table (HDF5 or JSON: QIIME 2's and phyloseq's)",
    **dict.fromkeys((".qza", ".qzv"), "a QIIME 2 artifact or visualization (a zip archive)"),
    **dict.fromkeys((".nwk", ".newick", ".tre", ".treefile", ".nex", ".nexus"),
                    "a phylogenetic tree (Newick or NEXUS)"),
    **dict.fromkeys((".fna", ".ffn", ".fas", ".phy", ".phylip", ".aln"), "a sequence alignment or FASTA file"),
    # a neuroimaging group's images and surfaces (u24a_out_): GIfTI, FreeSurfer's volumes, overlays, annotations and
    # labels and AFNI's 1D files, which nibabel, freeview, Workbench and AFNI read as their own formats, no TREC line
    ".gii": "a GIfTI surface file (XML of per-vertex data: Connectome Workbench's, nibabel's)",
    **dict.fromkeys((".mgz", ".mgh"), "a FreeSurfer MGH volume or surface overlay (.mgz: gzipped)"),
    ".annot": "a FreeSurfer annotation (a parcellation's label per vertex)",
    ".label": "a FreeSurfer label file (a region's vertices)",
    ".1d": "an AFNI 1D file (columns of numbers)",
    # a localisation team's files: its CAT tools, gettext and an app's string resources parse their own syntax and
    # read no TREC line (u24c_out_po, u24c_out_sdltm, u24c_out_arb)
    **dict.fromkeys((".po", ".pot", ".mo"), "a gettext catalogue (.po / .pot text, .mo compiled)"),
    **dict.fromkeys((".sdlxliff", ".mqxliff"), "an XLIFF bilingual file (Trados' .sdlxliff, memoQ's .mqxliff)"),
    ".mqxlz": "a memoQ XLIFF package (zipped)",
    **dict.fromkeys((".sdltm", ".sdltb"), "a Trados translation memory or MultiTerm termbase (SQLite)"),
    **dict.fromkeys((".sdlppx", ".sdlrpx"), "a Trados project or return package (zipped)"),
    ".ttx": "a Trados TagEditor bilingual file (XML)",
    ".tbx": "a TBX termbase (XML)",
    ".arb": "a Flutter ARB resource bundle (one JSON document)",
    **dict.fromkeys((".strings", ".stringsdict"), "an Apple .strings / .stringsdict resource of localised strings"),
    # a statistical geneticist's files (u24d_out_): genotypes, variants, their indexes and samples, which BGEN, PLINK 2
    # and htslib readers open by their magic bytes or columns, and the prioritisation tools' own tables (MAGMA, PoPS,
    # FINEMAP, LDSC, LocusZoom), each read by its tool by its own header, none a TREC line
    **dict.fromkeys((".bgen", ".bgi", ".bcf", ".pgen", ".pvar", ".psam"),
                    "a genotype or variant file (BGEN, BCF, PLINK 2)"),
    **dict.fromkeys((".tbi", ".csi"), "a tabix or CSI index of a compressed VCF or BED (htslib)"),
    ".sample": "a BGEN / IMPUTE sample file (ID_1 ID_2 missing, then a type line)",
    ".locuszoom": "a LocusZoom input (a locus's variants and their p-values)",
    **dict.fromkeys((".genes.out", ".genes.raw"), "MAGMA's gene analysis output"),
    ".preds": "PoPS' gene predictions (ENSGID, PoPS_Score, ...)",
    ".cred": "FINEMAP's credible sets",
    ".sumstats": "GWAS summary statistics (LDSC's munged .sumstats)",
    # a web archive's files (u24b_out_queue_arc_gz, u24b_out_queue_cdx): pywb, OpenWayback and warcio read captures
    # and their indexes, no TREC line; a crawl queue under .cdx is taken for a capture index, not ChemDraw's file
    ".arc": "an ARC file of web captures (the Internet Archive's format before WARC)",
    ".cdx": "a CDX index of web captures (or a ChemDraw file)",
    # a UX research team's whiteboards, diagrams, mind maps and design files (u24e_out_): a card sort's consensus or a
    # navigation tree drawn in Miro, yEd, Excalidraw, Adobe XD or a mind-mapping app opens only in its own tool
    ".rtb": "a Miro board backup",
    **dict.fromkeys((".excalidraw", ".tldr", ".gliffy"), "a whiteboard or diagram (Excalidraw, tldraw, Gliffy)"),
    **dict.fromkeys((".xd", ".penpot"), "a UI design file (Adobe XD, Penpot)"),
    **dict.fromkeys((".mindnode", ".itmz", ".smmx", ".emmx", ".mup", ".cmap"),
                    "a mind map (MindNode, iThoughts, SimpleMind, EdrawMind, MindMup, CmapTools)"),
    # the twenty-fifth and later bars' fields (clinical, forecasting, OCR, security, routing, single-cell,
    # seismology, materials, proteins, music, robotics and the twenty-seventh bar's seven)
    **FIELD_FORMATS,
    # what a trading desk, a solar fleet's engineers and a flight school write beside their rankings, files no
    # declaration reads (u94b_out_mql5_source_mq5, u95b_out_pvsyst_module_pan, u96b_out_xplane_fdr)
    **dict.fromkeys((".mq5", ".mq4"), "an MQL program's source (a MetaTrader expert advisor or indicator)"),
    **dict.fromkeys((".ex5", ".ex4"), "a compiled MetaTrader program (an expert advisor or indicator)"),
    **dict.fromkeys((".pan", ".ond"), "a PVsyst component file (.PAN a PV module's, .OND an inverter's)"),
    # its variants' letters past VC9 (VCA, ...) are left free: .vcd is the EDA tools' value change dump
    **dict.fromkeys(tuple(f".vc{d}" for d in range(10)), "a PVsyst project variant"),
    ".fdr": "an X-Plane flight data recording",
    # an avalanche centre's and a data centre's (u99a_out_snowpack_sno, u99b_out_hpe_ahs_log, u99b_out_smartd_*)
    ".sno": "a SNOWPACK snow cover file (a slope's layers, which SNOWPACK reads to start and writes to go on)",
    ".ahs": "an HPE Active Health System log (iLO's binary log, read by HPE's support tools)",
    **dict.fromkeys((".ata.state", ".nvme.state", ".scsi.state"), "a smartd state file (a device's attributes "
                    "as smartd last saw them, which it reads at its next start)"),
    # a package review board's (u102b_out_requirements_txt): matched on the name's end, as pip's own files are named
    # (requirements.txt, dev-requirements.txt); pip stops at a TREC line as an invalid requirement
    "requirements.txt": "pip's requirements file (a requirement a line, which pip install -r reads)",
    # a crash triage team's (u103a_out_dsym, u103a_out_symbols): Xcode's debug symbols bundle and the symbol files
    # 'xcrun symbols' writes for App Store Connect, which the symbolicators read
    ".dsym": "an Xcode debug symbols bundle (dSYM)",
    ".symbols": "an Apple symbols file (from xcrun symbols, uploaded with an app for its crash reports)",
    # a housing cooperative's energy committee's (u104b_out_influxdb_line_protocol_lp): InfluxDB's and Telegraf's
    # line protocol, and a linear program in CPLEX's LP format (CPLEX, Gurobi, HiGHS): each reader refuses a TREC line
    ".lp": "an InfluxDB line protocol file (measurement, tags, fields, a time a line) or a linear program in "
           "CPLEX's LP format",
    # a mail operations team's (u105a_out_postfix_main_cf): Postfix's main.cf and master.cf, sendmail.cf and
    # SpamAssassin's local.cf; postconf and spamassassin --lint stop at a TREC line (no 'name = value')
    ".cf": "a mail server's or filter's configuration (Postfix's main.cf or master.cf, sendmail.cf, SpamAssassin's "
           "local.cf)",
    # a cloud FinOps team's (u106b_out_terraform_tf): Terraform's configuration, HCL that terraform validate parses
    # (its .tfvars is in Linguist's registry, its .tf is not)
    ".tf": "a Terraform configuration (HCL)",
    # a database reliability team's and a genomics core's (u107a_out_pg_dump_archive, u107b_out_bcl): pg_restore
    # checks its archive's PGDMP magic (psql, a plain dump's SQL), and bcl2fastq and BCL Convert read binary base calls
    ".dump": "a database dump (pg_dump's archive, which pg_restore reads, or SQL for psql or mysql)",
    ".bcl": "an Illumina base call file (binary, which bcl2fastq and BCL Convert read)",
    # a battery lab's and a legal department's (u108a_out_eclab_mpr, u108b_out_ledes_*): EC-Lab and galvani check
    # the .mpr's 'BIO-LOGIC MODULAR FILE' magic; an e-billing platform checks a LEDES invoice's 'LEDES1998B[]' line
    ".mpr": "a BioLogic EC-Lab data file (binary, its magic 'BIO-LOGIC MODULAR FILE')",
    **dict.fromkeys((".ledes", ".1998b", ".98bi"), "a LEDES invoice (its first line 'LEDES1998B[]' or 'LEDES98BI "
                    "V2[]', then '|' fields ending '[]')"),
    # a radiotherapy physics team's and a flood forecasting centre's (u109a_out_ptw_xcc, u109a_out_dvh_file,
    # u109b_out_grdc_cmd_txt): PTW's VeriSoft reads its XML measurement files, the planning systems' DVH tools their
    # dose-volume exports, and GRDC's readers a station's daily discharge by its '# GRDC-No.:' header
    ".xcc": "a PTW measurement file (XML, which PTW's VeriSoft reads)",
    ".dvh": "a dose-volume histogram export (a plan's structures, each a table of dose and volume)",
    "_q_day.cmd.txt": "a GRDC daily discharge file (a '# GRDC-No.:' header, then 'YYYY-MM-DD;hh:mm; value' lines)",
    # a wind farm's performance team's (u110b_out_openfast_outb, u110b_out_wasp_tab): OpenFAST's readers check the
    # .outb's file ID, and a .tab is a tab-separated table, of which a run's space-separated line is one cell
    # (OpenFAST's text .out is left to the user, like Slurm's: '.out' names every program's output)
    ".outb": "an OpenFAST binary output (WrBinFAST's file, which openfast_toolbox and ReadFASTbinary read)",
    ".tab": "a tab-separated table (a WAsP observed wind climate, a statistics package's or MapInfo's table)",
    # an exoplanet follow-up group's and a bridge program's (u111a_out_astroimagej_plotcfg, u111b_out_sap2000_*):
    # AstroImageJ reads its plot settings back as Java properties, and SAP2000 imports its text model's TABLE: blocks
    ".plotcfg": "an AstroImageJ plot configuration (Java properties of MultiPlot_ settings, which AstroImageJ reads)",
    **dict.fromkeys((".$2k", ".s2k"), "a SAP2000 text model (its TABLE: blocks, which SAP2000 imports)"),
    # a proteomics core's (u112b_out_skyline_sky): Skyline opens its document as XML and finds the chromatogram
    # cache beside it by name
    ".sky": "a Skyline document (XML, its root srm_settings, which Skyline opens)",
    ".skyd": "a Skyline chromatogram cache (binary, which Skyline reads beside its .sky document)",
    # a paleoclimate laboratory's (u114b_out_tucson_rwl, _crn, u114b_out_heidelberg_fh): dplR and COFECHA read a
    # Tucson file by its fixed columns (a series' id, its decade, ten values), TSAP-Win a Heidelberg file by its
    # keywords
    ".rwl": "a Tucson ring-width file (fixed-width decade lines of a series' widths, which dplR and COFECHA read)",
    ".crn": "a Tucson chronology (fixed-width decade lines of a site's indices and sample depths, which dplR reads)",
    ".fh": "a Heidelberg tree-ring file (HEADER: and DATA: keyword blocks, which TSAP-Win and dplR read)",
    # a crystallography service's (u115a_out_shelxl_fcf): SHELXL writes it (LIST 4 or 6), checkCIF and Olex2 read it
    ".fcf": "a SHELXL structure-factor file (a CIF loop of h, k, l, Fc and Fo squared, which checkCIF and Olex2 read)",
    # a fisheries science centre's (u116b_out_admb_rep): an ADMB model's REPORT_SECTION writes it, R2admb reads it; no
    # declaration reads it (its labelled values and tables are the model's own)
    ".rep": "an ADMB report file (a model's REPORT_SECTION values and tables, which R2admb reads)",
    # a pulsar timing group's (u116a_out_): the media types' registry names a Corel R.A.V.E. animation only
    ".clk": "a clock-correction file (TEMPO2's and PINT's: MJD and offset lines) or a Corel R.A.V.E. animation",
    # a glacier monitoring service's (u117a_out_glamos_grid): GLAMOS's distributed mass balance, an ASCII grid
    ".grid": "a gridded raster as text (six 'key value' header lines, ncols to nodata_value, then the values: GLAMOS's "
             "mass-balance grids, which GDAL and the glaciologists' scripts read)",
    # a hydrographic office's (u117b_out_gsf): the media types' registry names a font only
    ".gsf": "a Generic Sensor Format file (GSF: multibeam soundings, which GSFlib, MB-System and CARIS read)",
    # a cave survey committee's (u118a_out_therion_lox, u118a_out_therion_th2): Therion's outputs and drawings, which
    # no declaration reads as an input
    ".lox": "a Therion 3D model (as Therion's 'export model' writes it and Loch opens it)",
    ".th2": "a Therion scrap drawing (as xtherion edits it and therion reads it)",
    **CATALOGUE_OUTPUTS,  # the declared fields' files (rankagg.io.fields)
    # matched on the whole name, its .gz kept: no writer writes it, Parquet compresses inside (u21a_out_parquet_gz)
    ".parquet.gz": "a gzipped Parquet table (Parquet compresses inside: name it .parquet)",
}

#: the names no line output of rankagg may take (a ``.parquet`` name is the run table's own, chosen by the writers)
FOREIGN_OUTPUTS = tuple(s for s in OTHER_FORMATS if s != ".parquet")
#: ``rankagg fuse --explain``'s JSON lines: ``.json``, ``.jsonl``, ``.ndjson`` and ``.jsonlines`` are theirs
FOREIGN_TO_JSON_LINES = tuple(s for s in OTHER_FORMATS if s not in (".json", ".jsonl", ".ndjson", ".jsonlines"))
#: ``rankagg fuse --letor``'s one score per line: a one-column ``.csv`` or ``.tsv`` is that file
FOREIGN_TO_SCORE_LINES = tuple(s for s in OTHER_FORMATS if s not in (".csv", ".tsv"))


def foreign_output(output: str | os.PathLike, foreign: tuple[str, ...] = FOREIGN_OUTPUTS, *,
                   media_types: bool = True) -> str | None:
    """The suffix of ``foreign`` that ``output`` ends with (case-blind, a final ``.gz`` aside unless the suffix
    names it: ``.parquet.gz``), or, with ``media_types``, a last suffix the catalogue does not hold that is
    registered for a media type (:func:`rankagg.io.media_types.media_type`: ``-o fused.dwg``, a CAD drawing) or
    by a format registry (:func:`rankagg.io.format_suffixes.registered_format`: ``-o fused.idml``), or None.  A
    suffix of the catalogue is the catalogue's to decide (``foreign`` leaves out a writer's own)."""
    whole = os.fsdecode(os.fspath(output)).lower()
    low = whole.removesuffix(".gz")  # a .tar.gz is then told as .tar
    # the longest first: a .geojson name also ends with .json
    listed = next((s for s in sorted(foreign, key=len, reverse=True)
                   if low.endswith(s) or (s.endswith(".gz") and whole.endswith(s))), None)
    if listed is not None or not media_types:
        return listed
    registered = media_type(output) or registered_format(output)
    return None if registered is None or registered[0] in OTHER_FORMATS else registered[0]


def what_format(suffix: str) -> str:
    """What a suffix :func:`foreign_output` returned names, for the message: the catalogue's words, or the media
    type it is registered for."""
    if suffix in OTHER_FORMATS:
        return OTHER_FORMATS[suffix]
    registered = media_type(f"x{suffix}")
    if registered is not None:
        return f"a file of the registered media type {registered[1]}"
    known = registered_format(f"x{suffix}")
    assert known is not None, suffix
    return known[1]
