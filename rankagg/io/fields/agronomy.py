"""A precision agriculture advisory's files (issue 45's thirty-third bar, u33d_): ISOXML task data, John Deere
Operations Center's API answers, Climate FieldView's and Ag Leader SMS's yield exports, soil test reports, SSURGO's
tables and GeoTIFF rasters."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

# a little-endian TIFF whose first directory holds the GeoKeyDirectory tag (34735: bytes AF 87)
_GEOTIFF = b"II*\x00\x08\x00\x00\x00\x02\x00\x00\x01\x03\x00\x01\x00\x00\x00\x04\x00\x00\x00\xaf\x87\x03\x00\x04\x00"

AGRONOMY = Field(
    team="a precision agriculture advisory's files (u33d_)",
    advice="give each model's ranking of a zone's hybrids (the yield model's, the soil model's, the NDVI model's, "
           "the agronomists') as a run, a field, zone and season a query and each hybrid a document "
           "(hyb:P1185AM@z1), the score higher for the better expected yield: 'FIELD/ZONE/SEASON Q0 HYBRID RANK SCORE "
           "MODEL'; the strip trials' results are the qrels, 'FIELD/ZONE/SEASON 0 HYBRID GRADE'",
    files=(
        FieldFile("ISOXML task data (ISO 11783-10's TASKDATA.XML: ISO11783_TaskData, customers, farms, fields, "
                  "products, tasks)", '<?xml version="1.0" encoding="UTF-8"?>\n<ISO11783_TaskData VersionMajor="4" '
                  'VersionMinor="3" DataTransferOrigin="1">\n<CTR A="CTR1" B="Prairie Acres LLC"/>\n'
                  '</ISO11783_TaskData>\n', 2, root="ISO11783_TaskData"),
        FieldFile("John Deere Operations Center's API answer (JSON: links, total, values: an organisation's fields, "
                  "boundaries or field operations)", '{"links": [{"@type": "Link", "rel": "self", "uri": "https://'
                  'partnerapi.deere.com/platform/organizations/412345/fields"}], "total": 2, "values": []}\n', 1,
                  keys=("links", "total", "values")),
        FieldFile("a Climate FieldView yield export (Client, Farm, Field, Crop, Variety, ..., Yld Vol(Dry)(bu/ac))",
                  "Client,Farm,Field,Crop,Variety,Harvest Date,Area (ac),Yld Vol(Dry)(bu/ac)\n"
                  "Prairie Acres LLC,Home Farm,NW40,Corn,P1185AM,2026-10-08,21.4,231.6\n", 1,
                  columns=("Client", "Farm", "Field", "Crop"), cell=r"^yld (?:vol|mass)"),
        FieldFile("an Ag Leader SMS yield export (Longitude, Latitude, ..., Yld Vol(Dry)(bu/ac): a point per row)",
                  "Longitude\tLatitude\tField\tObj. Id\tYld Vol(Dry)(bu/ac)\tProduct\n"
                  "-93.6210060\t41.9915420\tNW40\t1\t212.36\tP1185AM\n", 1, columns=("Longitude", "Latitude"),
                  cell=r"^yld (?:vol|mass)"),
        FieldFile("a soil test report (a laboratory's header and the grower's, then a row per sample: Lab No, Sample "
                  "ID, Depth, Soil pH, Organic Matter, Mehlich P, ...)",
                  "Ward Laboratories Inc.,4007 Cherry Ave,Kearney NE 68848\nGrower,Prairie Acres LLC,Field,NW40\n"
                  "Lab No,Sample ID,Depth (in),1:1 Soil pH,Organic Matter LOI %\n61234,Z1-01,0-8,6.4,3.8\n", 1,
                  line=r"\A[^\n]*\bLaborator(?:y|ies)\b", marks=("Soil pH",)),
        FieldFile("SSURGO's map unit table (mapunit.txt: pipe-delimited, no header: musym, muname, mukind, ...; "
                  "the Soil Data Viewer's import reads it)",
                  '"L138B"|"Clarion loam, 2 to 6 percent slopes"|"Consociation"||2140|||||||"All areas are prime '
                  'farmland"\n', 1,
                  line=r'\A"[^"|\n]+"\|"[^"|\n]+"\|"(?:Consociation|Complex|Association|Undifferentiated group)"\|'),
        FieldFile("a GeoTIFF raster (a TIFF with GeoKeys: a georeferenced image or index, such as a field's NDVI; "
                  "rasterio reads it)", _GEOTIFF, 0, magic=b"II*\x00", marks=("\xaf\x87",)),
    ))
