"""A digital pathology lab's files (issue 45's thirty-third bar, u33b_): QuPath's GeoJSON and measurement exports,
ASAP's and Aperio ImageScope's annotations, HALO's object data, CAMELYON16's submissions and CAMELYON17's stage labels,
Aperio's slides, HoVer-Net's nuclei and YOLO's detections (six numbers a line, which parse as a TREC run's)."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

# a tiled TIFF whose ImageDescription (tag 270) starts 'Aperio Image Library'
_SVS = (b"II*\x00\x08\x00\x00\x00\x01\x00\x0e\x01\x02\x00\x24\x00\x00\x00\x1a\x00\x00\x00\x00\x00\x00\x00"
        b"Aperio Image Library v12.0.15 |AppMag = 40|MPP = 0.2521")

PATHOLOGY = Field(
    team="a digital pathology lab's files (u33b_)",
    advice="give each model's ranking of a slide's tiles (the tumour CNN's, HoVer-Net's density, CLAM's attention, the "
           "pathologists') as a run, a slide a query and each tile a document (tile:40x/c045-r118), the score higher "
           "for the likelier tumour: 'SLIDE Q0 TILE RANK SCORE MODEL'; the pathologists' consensus is the qrels, "
           "'SLIDE 0 TILE GRADE'",
    files=(
        FieldFile("ASAP's annotations (ASAP_Annotations: Annotations of polygons and their groups, CAMELYON's XML)",
                  '<?xml version="1.0"?>\n<ASAP_Annotations>\n\t<Annotations>\n\t\t<Annotation Name="Annotation 0" '
                  'Type="Polygon" PartOfGroup="Tumor"/>\n\t</Annotations>\n</ASAP_Annotations>\n', 2,
                  root="ASAP_Annotations"),
        FieldFile("Aperio ImageScope's annotations (Annotations MicronsPerPixel=..., Annotation, Regions, Vertices)",
                  '<?xml version="1.0" encoding="ISO-8859-1"?>\n<Annotations MicronsPerPixel="0.252100">\n'
                  '<Annotation Id="1" Type="4"><Regions/></Annotation>\n</Annotations>\n', 2, root="Annotations",
                  marks=("MicronsPerPixel",)),
        FieldFile("QuPath's GeoJSON export (a FeatureCollection of annotations or detections, each a geometry and "
                  "its classification)", '{"type": "FeatureCollection", "features": [{"type": "Feature", "geometry": '
                  '{"type": "Polygon", "coordinates": []}, "properties": {"objectType": "annotation", '
                  '"classification": {"name": "Tumor"}}}]}\n', 1, keys=("type", "features"),
                  marks=('"classification"',)),
        FieldFile("HALO's object data (Image Location, Analysis Region, Algorithm Name, Object Id, XMin, ...: a cell "
                  "per row)", "Image Location,Analysis Region,Algorithm Name,Object Id,XMin,XMax\n"
                  "\\\\halo-srv\\slides\\A.svs,Layer 1,Multiplex IHC v3.1.4,0,46102,46131\n", 1,
                  columns=("Image Location", "Algorithm Name", "Object Id")),
        FieldFile("a CAMELYON16 submission (lines 'Confidence,X,Y': a slide's detected metastases, no header)",
                  "0.9873,46240,121792\n0.9410,46512,122048\n", 1,
                  line=r"\A(?:0?\.\d+|1\.0+),\d+,\d+\n(?:0?\.\d+|1\.0+),\d+,\d+\n"),  # two lines, a point each
        FieldFile("CAMELYON17's stage labels (patient, stage: a patient's pN stage and each node's metastasis)",
                  "patient,stage\npatient_100.zip,pN1\npatient_100_node_0.tif,negative\n", 1,
                  line=r"\Apatient,stage\n", marks=("_node_",)),
        FieldFile("QuPath's measurement export (Image, Name, Class, Parent, ROI, Centroid X µm, ...: a detection per "
                  "row)", "Image\tName\tClass\tParent\tROI\tCentroid X µm\tCentroid Y µm\n"
                  "A.svs\t\tTumor\tTumor\tPolygon\t11631.4\t30726.8\n", 1, columns=("Image", "Class", "ROI"),
                  cell=r"^centroid x (?:µm|um|px)$"),
        FieldFile("HoVer-Net's nuclei (JSON: mag, nuc: each nucleus's bbox, centroid, contour, type_prob, type)",
                  '{"mag": 40, "nuc": {"1": {"bbox": [[0, 0], [9, 9]], "centroid": [4.5, 4.5], "contour": [], '
                  '"type_prob": 0.93, "type": 1}}}\n', 1, keys=("mag", "nuc")),
        FieldFile("an Aperio whole-slide image (.svs: a tiled TIFF whose description starts 'Aperio Image Library'; "
                  "OpenSlide reads it)", _SVS, 0, magic=b"II*\x00", marks=("Aperio Image Library",),
                  outputs=(".svs",)),
        FieldFile("YOLO's detections (a line per box: class, x, y, width, height, confidence, the coordinates in "
                  "[0, 1]; six numbers a line, which trec_eval would read as a run's)",
                  "0 0.4531 0.3887 0.0547 0.0586 0.9132\n0 0.7012 0.6240 0.0469 0.0508 0.8127\n", 1,
                  line=r"\A\d+(?: (?:0|1)?\.\d+){4,5}\n", lookalike=True),
    ))
