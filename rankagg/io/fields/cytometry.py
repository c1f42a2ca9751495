"""An immunology core's cytometry files (issue 45's thirty-third bar, u33a_): FCS files, FlowJo's workspaces and table
exports, Gating-ML, Cytobank's API answers, CATALYST's panels and sample metadata, spillover matrices, diffcyt's
results and openCyto's gating templates."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

_FCS = (b"FCS3.1          58     219     220     235       0       0|$BEGINANALYSIS|0|$BEGINDATA|220|$BYTEORD|1,2,3,4"
        b"|$DATATYPE|F|$ENDDATA|235|$MODE|L|$NEXTDATA|0|$PAR|2|$TOT|2|$P1N|FSC-A|$P1B|32|$P1R|262144|$P2N|BV421-A|"
        b"$P2S|CD4|$P2B|32|$P2R|262144|" + b"\x9a\x99\x4c\x47\x00\x00\x00\x00" * 2)

CYTOMETRY = Field(
    team="an immunology core's cytometry files (u33a_)",
    advice="give each method's ranking of a sample's populations (FlowSOM's, PhenoGraph's, the manual gating's, "
           "CITRUS's) as a run, a sample and panel a query and each population a document (pop:CD4+/Treg), the score "
           "higher for the better supported: 'SAMPLE/PANEL Q0 POPULATION RANK SCORE METHOD'; the populations the "
           "sorts confirmed are the qrels, 'SAMPLE/PANEL 0 POPULATION GRADE'",
    files=(
        FieldFile("an FCS file (Flow Cytometry Standard: 'FCS3.1', its segments' offsets, a TEXT segment of "
                  "$-keywords, then the events; flowCore and FlowJo read it)", _FCS, 0, magic=b"FCS",
                  marks=("$PAR",)),
        FieldFile("a FlowJo workspace (.wsp: Workspace, SampleList, SampleNode, Subpopulations: samples and their "
                  "gates)", '<?xml version="1.0" encoding="UTF-8"?>\n<Workspace version="20.0" flowJoVersion="10.10.0">'
                  '\n<SampleList>\n<Sample><SampleNode name="HD012_wk0.fcs" count="250000"/></Sample>\n</SampleList>'
                  '\n</Workspace>\n', 2, root="Workspace", marks=("SampleList",), outputs=(".wsp",)),
        FieldFile("a Gating-ML 2.0 document (ISAC's gates on FCS dimensions: gating:Gating-ML, RectangleGate, "
                  "PolygonGate, ...)", '<?xml version="1.0"?>\n\n<gating:Gating-ML xmlns:gating="http://www.isac-net.'
                  'org/std/Gating-ML/v2.0/gating">\n<gating:RectangleGate gating:id="Lymphocytes"/>\n'
                  '</gating:Gating-ML>\n', 3, root="Gating-ML"),
        FieldFile("a FlowJo table export (a row per sample, a column per gate's statistic: 'Lymphocytes/Single "
                  "Cells | Freq. of Parent', then Mean and SD rows)",
                  ",Lymphocytes | Freq. of Parent,Lymphocytes/Single Cells/CD3+ | Freq. of Parent\n"
                  "HD012_wk0.fcs,72.9,68.4\nMean,72.9,68.4\n", 1,
                  cell=r".+ \| (?:freq\. of (?:parent|total|grandparent|\S+)|count|median|mean|geometric mean|"
                       r"robust cv|cv|sd)\b"),
        FieldFile("Cytobank's populations from its API (populations: id, name, gateSetId, definition)",
                  '{"populations": [{"id": 18, "name": "CD4+ Treg", "experimentId": 31207, "gateSetId": 9, '
                  '"definition": {"gates": [1, 2, 5, 9]}}]}\n', 1, keys=("populations", "gateSetId")),
        FieldFile("a CATALYST panel (fcs_colname, antigen, marker_class: the channels and their markers)",
                  "fcs_colname,antigen,marker_class\nY89Di,CD45,none\nNd144Di,CD4,type\n", 1,
                  columns=("fcs_colname", "antigen")),
        FieldFile("CATALYST's sample metadata (file_name, sample_id, condition, patient_id)",
                  "file_name\tsample_id\tcondition\tpatient_id\nHD012_wk0.fcs\tHD012_wk0\twk0\tHD012\n", 1,
                  columns=("file_name", "sample_id", "condition", "patient_id")),
        FieldFile("a spillover matrix (CATALYST's or a cytometer's compensation: a header of channels, then a row per "
                  "channel of its spill into each, 1 on the diagonal)",
                  "Pr141Di\tNd142Di\tNd143Di\nPr141Di\t1\t0.0082\t0.0031\nNd142Di\t0.0012\t1\t0.0214\n", 1,
                  line=r"\A(?:[A-Z][a-z]?\d{2,3}Di|[\w.-]+-[AHW])(?:\t(?:[A-Z][a-z]?\d{2,3}Di|[\w.-]+-[AHW]))+\n"
                       r"\S+(?:\t(?:0|1|\d*\.\d+(?:e-?\d+)?))+\n"),
        FieldFile("diffcyt's differential abundance or state results (cluster_id, logFC, logCPM, LR, p_val, p_adj)",
                  '"","cluster_id","logFC","logCPM","LR","p_val","p_adj"\n"7","7",2.1043,15.2207,21.532,3.48e-06,'
                  '6.96e-05\n', 1, columns=("cluster_id", "logFC", "p_val", "p_adj")),
        FieldFile("an openCyto gating template (alias, pop, parent, dims, gating_method, gating_args, ...)",
                  "alias,pop,parent,dims,gating_method,gating_args\nnonDebris,+,root,FSC-A,gate_mindensity,\n", 1,
                  columns=("alias", "pop", "parent", "dims", "gating_method")),
        FieldFile("an Archival Cytometry Standard container (ACS: FCS files, their gates and metadata, zipped)",
                  b"PK\x03\x04" + b"\x00" * 26 + b"ACS.xml", 0, magic=b"PK\x03\x04", marks=("ACS.xml",),
                  outputs=(".acs",)),
    ))
