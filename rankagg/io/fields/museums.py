"""A museum's collections files (issue 45's thirty-third bar, u33j_): LIDO, Adlib XML, TMS's and CollectionSpace's
exports, Linked Art documents and Omeka S's API answers."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

MUSEUMS = Field(
    team="a museum's collections files (u33j_)",
    advice="give each ranking of a theme's objects (the curators', CLIP's and DINOv2's similarities, the learning "
           "team's) as a run, a theme and gallery a query and each object a document (obj:1931.245), the score higher "
           "for the better fit: 'THEME/GALLERY Q0 OBJECT RANK SCORE RANKER'; the objects the board selected are the "
           "qrels, 'THEME/GALLERY 0 OBJECT GRADE'",
    files=(
        FieldFile("a LIDO export (XML, lido:lidoWrap: a museum's object records, lido:lido with lidoRecID, "
                  "descriptive and administrative metadata)", '<?xml version="1.0" encoding="UTF-8"?>\n'
                  '<lido:lidoWrap xmlns:lido="http://www.lido-schema.org">\n  <lido:lido/>\n</lido:lidoWrap>\n', 2,
                  root="lidoWrap"),
        FieldFile("an Axiell Collections / Adlib XML export (adlibXML: recordList, record priref=..., diagnostic)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n<adlibXML>\n  <recordList/>\n</adlibXML>\n', 2,
                  root="adlibXML"),
        FieldFile("a TMS objects export (The Museum System's: ObjectID, ObjectNumber, Title, Dated, Medium, ..., "
                  "CreditLine)", "ObjectID,ObjectNumber,Title,Dated,Medium,CreditLine\n48213,1931.245,Chart of the "
                  "lower river,1789,Ink on paper,Gift of the Harbour Board\n", 1,
                  columns=("ObjectID", "ObjectNumber", "Title", "CreditLine")),
        FieldFile("a CollectionSpace object export (objectNumber, numberOfObjects, title, objectName, ...)",
                  '"objectNumber","numberOfObjects","title","objectName"\n"T.17-1953",1,"Sampler","sampler"\n', 1,
                  columns=("objectNumber", "numberOfObjects", "objectName")),
        FieldFile("a Linked Art document (JSON-LD: @context linked-art.json, id, type HumanMadeObject, _label, ...)",
                  '{\n  "@context": "https://linked.art/ns/v1/linked-art.json",\n  "id": "https://collections.example.'
                  'org/object/1931.245",\n  "type": "HumanMadeObject"\n}\n', 1, keys=("@context",),
                  marks=("linked.art",)),
        FieldFile("an Omeka S API answer (JSON-LD items: @context, @id, @type o:Item, o:id, o:title, dcterms: "
                  "properties)", '[{"@context": "https://collections.example.org/api-context", "@id": "https://'
                  'collections.example.org/api/items/1042", "@type": "o:Item", "o:id": 1042, "o:title": "Sampler"}]\n',
                  1, keys=("@context", "o:id")),
    ))
