"""The files of a field's own tools, told from a file's head itself, its '#' lines and XML prolog included (a security
tool's Zeek headers are '#' lines, an XML root may follow two declarations), wherever runs, qrels or weights are read
(:func:`rankagg.io.foreign_shapes.run_shape`, ``qrels_shape`` and ``weights_shape`` ask :func:`field_head_shape`
after the search engines' PSM tables and the OCR pages): a CDA document, a security tool's log or export, a materials
code's file, an analyser's report, a music lab's matrix or score, a CAD or mesh file, a chip design flow's file, an
XBRL filing, a YODA 1 file, a learning package's manifest or a QTI item, JMeter's XML, a table whose header is a '#'
line (the Danish AIS table), a reader study's iMRMC input, LIDC-IDRI read or DICOM dump, a Neuralynx file, MNE's
annotations saved as text, MARCXML and OAI-PMH, OpenSCENARIO, OpenDRIVE and ARXML.
:mod:`rankagg.io.tool_files` is its counterpart for files told by their first lines; each answer is (line, what the
file is and how to give its rankings), the first recogniser that knows the head answering."""

from __future__ import annotations

from rankagg.io.chip_design_shapes import chip_design_shape
from rankagg.io.clinical_shapes import clinical_xml
from rankagg.io.edtech_shapes import edtech_head
from rankagg.io.field_catalogue import catalogue_head
from rankagg.io.remote_sensing_shapes import remote_sensing_head
from rankagg.io.eeg_shapes import eeg_head
from rankagg.io.esg_ratings_shapes import esg_filing_shape
from rankagg.io.maritime_shapes import maritime_head
from rankagg.io.materials_shapes import materials_shape
from rankagg.io.music_shapes import music_shape
from rankagg.io.particle_physics_shapes import particle_physics_head
from rankagg.io.reader_study_shapes import reader_study_head
from rankagg.io.shape_search_shapes import shape_search_shape
from rankagg.io.boardgame_shapes import boardgame_head
from rankagg.io.hydrology_shapes import hydrology_head
from rankagg.io.library_shapes import library_head
from rankagg.io.automotive_shapes import automotive_head
from rankagg.io.speedrun_shapes import speedrun_head
from rankagg.io.realestate_shapes import realestate_head
from rankagg.io.astronomy_shapes import astronomy_head
from rankagg.io.recipes_shapes import recipes_head
from rankagg.io.peerreview_shapes import peerreview_head
from rankagg.io.biodiversity_shapes import biodiversity_head
from rankagg.io.procurement_shapes import procurement_head
from rankagg.io.recruiting_shapes import recruiting_head
from rankagg.io.travel_shapes import travel_head
from rankagg.io.legal_shapes import legal_head
from rankagg.io.support_shapes import support_head
from rankagg.io.manufacturing_shapes import manufacturing_head
from rankagg.io.fraud_shapes import fraud_head
from rankagg.io.charts_shapes import charts_head
from rankagg.io.matching_shapes import matching_head
from rankagg.io.spikesorting_shapes import spikesorting_head
from rankagg.io.staticanalysis_shapes import staticanalysis_shape
from rankagg.io.threatintel_shapes import threatintel_shape
from rankagg.io.webperf_shapes import webperf_head
from rankagg.io.subsurface_shapes import subsurface_head
from rankagg.io.breeding_shapes import breeding_head
from rankagg.io.scouting_shapes import scouting_head
from rankagg.io.buildings_shapes import buildings_head
from rankagg.io.spaceops_shapes import spaceops_head
from rankagg.io.pharmacovigilance_shapes import pharmacovigilance_head
from rankagg.io.vulnmgmt_shapes import vulnmgmt_head
from rankagg.io.adtech_shapes import adtech_head
from rankagg.io.xml_head import xml_document_head
from rankagg.io.yaml_head import yaml_document_head

__all__ = ["field_head_shape"]


def field_head_shape(name: str, text: str) -> tuple[int, str] | None:
    """(line, reason) for the head ``text`` (decoded, inflated) of the file ``name`` when a field's recogniser knows
    it, else None."""
    return (catalogue_head(text)  # the declared fields' files first (rankagg.io.fields: u33a_ onwards)
            or clinical_xml(text)  # a CDA root (u25f_in_cda)
            or threatintel_shape(text)  # a SOC's Zeek logs, rules, feed exports: '#' headers too (u25b_)
            or materials_shape(name, text)  # VASP's files, XYZ, phonopy, MP tables (u26d_)
            or staticanalysis_shape(text)  # analysers' XML and CSV reports (u26f_*_as_run)
            or music_shape(text)  # a MIREX distance matrix, a score's XML after its DOCTYPE (u26c_)
            or shape_search_shape(name, text)  # STEP, IFC, IGES, STL, OBJ, MTL, BOMs (u27f_)
            or chip_design_shape(text)  # Verilog, SDC, Liberty, LEF/DEF, SPEF, VCD, STA reports (u27b_*_as_run)
            or esg_filing_shape(text)  # XBRL instances, inline XBRL reports, taxonomies (u27e_)
            or particle_physics_head(text)  # a YODA 1 file, its '# BEGIN' lines skipped as comments elsewhere
            or edtech_head(text)  # a SCORM or Common Cartridge manifest, a QTI item (u29h_)
            or webperf_head(text)  # JMeter's test plan and XML results (u29i_jmx_as_run)
            or maritime_head(text)  # the Danish Maritime Authority's AIS table, its header a '#' line (u29j_)
            or spikesorting_head(text)  # a Neuralynx file's '#' header, then records (u29k_neuralynx_ncs_as_run)
            or eeg_head(text)  # MNE's annotations as text, its header '#' lines (u30d_mne_annotations_txt_as_run)
            or reader_study_head(name, text)  # iMRMC, LIDC-IDRI's XML, dcmdump's and pydicom's dumps (u29e_)
            or matching_head(text)  # COLMAP's text model, Bundler, NVM, IMC, pairs, trajectories, camera logs (u30h_)
            or charts_head(text)  # a DDEX message or sales report, a cue sheet (u30j_)
            or boardgame_head(text)  # BoardGameGeek's XML API and collection export (u30l_)
            or hydrology_head(text)  # GRDC, WaterML 2.0, SWAT, HEC-RAS, CAMELS, NeuralHydrology (u30e_)
            or library_head(text)  # MARCXML, an OAI-PMH response (u31g_)
            or automotive_head(text)  # OpenSCENARIO, OpenDRIVE, AUTOSAR ARXML (u31h_)
            or speedrun_head(text)  # LiveSplit's splits (u31i_)
            or realestate_head(text)  # MISMO, a RETS reply after a prolog (u31j_)
            or astronomy_head(text)  # VOTables; DS9, SExtractor and ECSV files by their '#' headers (u31k_)
            or recipes_head(text)  # RecipeML (u31l_recipeml_as_run)
            or peerreview_head(text)  # the ACL Anthology, DBLP, arXiv, EasyChair's '#' header (u31m_)
            or biodiversity_head(text)  # a Darwin Core Archive's meta.xml (u31b_dwca_meta_as_run)
            or procurement_head(text)  # UBL documents: eForms notices, ESPD, tenders (u31d_)
            or recruiting_head(text)  # a Europass CV (u31e_europass_cv_as_run)
            or travel_head(text)  # OpenTravel messages, Google Hotel Center feeds (u31n_)
            or legal_head(text)  # Akoma Ntoso, USLM (u31o_)
            or manufacturing_head(text)  # MTConnect, OPC UA, B2MML, QIF (u31p_)
            or fraud_head(text)  # ISO 20022 messages: camt.053 (u31q_)
            or support_head(text)  # ServiceNow's XML exports (u31r_)
            or subsurface_head(text)  # WITSML, RESQML, Petrel's tops, ZMAP+ grids, ECLIPSE decks (u32a_)
            or breeding_head(text)  # BLUPF90's parameter file (u32b_renf90_par_as_run)
            or scouting_head(text)  # Opta F24 feeds, Sportscode's XML (u32c_)
            or buildings_head(text)  # EnergyPlus IDF files, Green Button downloads (u32d_)
            or spaceops_head(text)  # SP3 orbits, their header '#' lines (u32e_sp3_as_run)
            or pharmacovigilance_head(text)  # E2B ICSRs (u32f_e2b_icsr_as_run)
            or vulnmgmt_head(text)  # Nmap, Nessus, Greenbone, Burp XML; EPSS's '#model_version' line (u32i_)
            or adtech_head(text)  # VAST and VMAP tags (u32j_vast_as_run)
            or remote_sensing_head(text)  # Sentinel-2's MTD XML at its root's line (u28d_, u33d_s2_mtd_as_run)
            or xml_document_head(text)  # any other XML document: its root and namespace, at its line
            or yaml_document_head(text))  # any YAML stream opened by its directives or a document marker
