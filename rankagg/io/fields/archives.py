"""A national archive's digital-preservation files (issue 45's thirty-fourth bar, u34g_): EAD finding aids, Dublin Core
records, PREMIS documents, DROID's reports and profiles, hashdeep's audit files, ArchivesSpace's records, BagIt's tag
files, Archivematica's metadata.csv and EWF disk images."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: the reserved labels of a BagIt bag's tag files (RFC 8493: bagit.txt's and bag-info.txt's), each at a line's start
_BAGIT_LABELS = ("BagIt-Version|Tag-File-Character-Encoding|Source-Organization|Organization-Address|Contact-Name|"
                 "Contact-Phone|Contact-Email|External-Description|Bagging-Date|External-Identifier|Bag-Size|"
                 "Payload-Oxum|Bag-Group-Identifier|Bag-Count|Internal-Sender-Identifier|Internal-Sender-Description|"
                 "Bag-Software-Agent")

ARCHIVES = Field(
    team="a national archive's digital-preservation files (u34g_)",
    advice="give each model's ranking of a transfer's digital objects for preservation action (a format-risk "
           "model's, the fixity audit's, an obsolescence model's, the archivists') as a run, an accession and series "
           "a query and each digital object a document by its reference and PRONOM format (do:REF/1/2@fmt/40), the "
           "score higher for the more urgent: 'ACCESSION/SERIES Q0 OBJECT RANK SCORE MODEL'; what needed action is "
           "the qrels, 'ACCESSION/SERIES 0 OBJECT GRADE' (2 migrated or repaired, 1 watched, 0 none)",
    files=(
        FieldFile("an EAD finding aid (Encoded Archival Description XML, EAD 2002 or EAD3: ead, eadheader or control, "
                  "archdesc, dsc: a collection's description, its series and files)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n<ead xmlns="urn:isbn:1-931666-22-9" '
                  'xmlns:xlink="http://www.w3.org/1999/xlink">\n  <eadheader><eadid countrycode="US">mss0042'
                  '</eadid></eadheader>\n  <archdesc level="collection"><did><unittitle>Harbour Board papers'
                  '</unittitle></did>\n    <dsc><c01 level="series"><did><unitid>1</unitid></did></c01></dsc>\n'
                  '  </archdesc>\n</ead>\n', 2, root="ead"),
        FieldFile("a Dublin Core record (XML of the Dublin Core elements, as OAI-PMH's oai_dc:dc: dc:title, "
                  "dc:creator, dc:date, dc:identifier, ...)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n<oai_dc:dc xmlns:oai_dc="http://www.openarchives.org/'
                  'OAI/2.0/oai_dc/" xmlns:dc="http://purl.org/dc/elements/1.1/">\n'
                  '  <dc:title>Harbour Board minutes, 1952</dc:title>\n  <dc:date>1952</dc:date>\n'
                  '  <dc:identifier>HB/1/12</dc:identifier>\n</oai_dc:dc>\n', 2,
                  root="dc", marks=("http://purl.org/dc/elements/1.1/",)),
        FieldFile("a PREMIS document (the preservation metadata XML of the Library of Congress: premis, object, "
                  "event, agent, rights: a digital object's identifiers, fixity, format and history)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n<premis xmlns="http://www.loc.gov/premis/v3" '
                  'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" version="3.0">\n'
                  '  <object xsi:type="file">\n    <objectIdentifier><objectIdentifierType>local'
                  '</objectIdentifierType>\n      <objectIdentifierValue>obj-0007</objectIdentifierValue>'
                  '</objectIdentifier>\n  </object>\n</premis>\n', 2, root="premis"),
        FieldFile("a DROID report (The National Archives' format identification tool: the CSV export of a profile, "
                  "a file or folder per row, ID, PARENT_ID, URI, FILE_PATH, ..., PUID, MIME_TYPE, FORMAT_NAME, "
                  "FORMAT_VERSION; a .droid file is the profile itself)",
                  '"ID","PARENT_ID","URI","FILE_PATH","NAME","METHOD","STATUS","SIZE","TYPE","EXT","LAST_MODIFIED",'
                  '"EXTENSION_MISMATCH","MD5_HASH","FORMAT_COUNT","PUID","MIME_TYPE","FORMAT_NAME","FORMAT_VERSION"\n'
                  '"7","","file:/E:/accession/report.pdf","E:\\accession\\report.pdf","report.pdf","Signature",'
                  '"Done","53117","File","pdf","2019-03-04T10:22:41","false","","1","fmt/276","application/pdf",'
                  '"Acrobat PDF 1.7 - Portable Document Format","1.7"\n', 1,
                  columns=("PARENT_ID", "FILE_PATH", "FORMAT_COUNT", "PUID"), outputs=(".droid",)),
        FieldFile("a hashdeep audit file (hashdeep's known hashes: a '%%%% HASHDEEP-1.0' header, its columns "
                  "'%%%% size,md5,sha256,filename', '##' lines of how it was invoked, then a file a row)",
                  "%%%% HASHDEEP-1.0\n%%%% size,sha1,filename\n## Invoked from: /srv/ingest\n"
                  "## $ hashdeep -c sha1 -r box7\n##\n"
                  "1024,a9993e364706816aba3e25717850c26c9cd0d89d,/srv/ingest/box7/scan_0001.tif\n", 1,
                  line=r"\A%%%% HASHDEEP-\d+\.\d+\n"),
        FieldFile("an ArchivesSpace record (the archives management system's JSONModel, as its API and exports give "
                  "it: jsonmodel_type archival_object, resource, digital_object, ..., with lock_version, uri, title, "
                  "dates)",
                  '{"lock_version": 1, "title": "Harbour Board minutes, 1952", "level": "file", "component_id": '
                  '"HB/1/12", "jsonmodel_type": "archival_object", "uri": "/repositories/3/archival_objects/207", '
                  '"resource": {"ref": "/repositories/3/resources/11"}}\n', 1, keys=("jsonmodel_type", "uri")),
        FieldFile("a BagIt tag file (a bag's bag-info.txt or bagit.txt, the Library of Congress's packaging: "
                  "'Label: value' lines, Source-Organization, Bagging-Date, Payload-Oxum, Bag-Software-Agent, ...)",
                  "Source-Organization: City Records Office\nBagging-Date: 2023-02-14\nPayload-Oxum: 8192.2\n"
                  "Bag-Software-Agent: bagit.py v1.8.1 <https://github.com/LibraryOfCongress/bagit-python>\n", 1,
                  line=rf"^(?:{_BAGIT_LABELS}): "),
        FieldFile("Archivematica's metadata.csv (a transfer's descriptive metadata: a filename column of objects/ "
                  "paths, then dc.title, dc.creator, dc.date, ... or other columns)",
                  "filename,dc.title,dc.date,dc.rights\nobjects/box7/scan_0001.tif,Harbour plan,1901,Public domain\n",
                  1, columns=("filename",), cell=r"^dc\.[a-z]+$"),
        FieldFile("an EWF disk image (the Expert Witness Format of EnCase and FTK Imager, .E01 or .Ex01: a forensic "
                  "image of a carrier's sectors in segments, with their hashes)",
                  b"EVF\x09\x0d\x0a\xff\x00\x01\x01\x00\x00\x00" + b"header".ljust(16, b"\x00")
                  + b"\x00" * 60, 0, magic=b"EVF\x09\x0d\x0a\xff\x00", outputs=(".ex01",)),
    ))
