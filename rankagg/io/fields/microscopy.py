"""A light-microscopy imaging core's files (issue 45's thirty-sixth bar, u36f_): OME-XML, OME-TIFF and OME-Zarr's
metadata, TrackMate's XML, CellProfiler's measurements, ImageJ's Results tables and ROIs, the microscopes' own images
(Zeiss CZI, Nikon ND2, Leica LIF), rapidSTORM's localisations (numbers a line, which parse as a TREC run's or
qrels'), MTrackJ's tracks and bioimage.io's model descriptions."""

from __future__ import annotations

import struct

from rankagg.io.fields.declaration import Field, FieldFile


def _tiff(order: bytes, description: str) -> bytes:
    """A TIFF's first bytes in the byte ``order`` ('II' little-endian, 'MM' big-endian): its magic 42, the first
    IFD at 8 with one entry, ImageDescription (270), whose ASCII text follows the IFD."""
    end = "<" if order == b"II" else ">"
    text = description.encode() + b"\x00"
    return (order + struct.pack(end + "HI", 42, 8) + struct.pack(end + "H", 1)
            + struct.pack(end + "HHII", 270, 2, len(text), 8 + 2 + 12 + 4) + struct.pack(end + "I", 0) + text)


_OME_DESCRIPTION = ('<?xml version="1.0" encoding="UTF-8"?><OME xmlns="http://www.openmicroscopy.org/Schemas/OME/'
                    '2016-06" Creator="tifffile.py 2024.8.30"><Image ID="Image:0"><Pixels DimensionOrder="XYCZT" '
                    'ID="Pixels:0" SizeC="1" SizeT="1" SizeX="8" SizeY="8" SizeZ="1" Type="uint8"/></Image></OME>')

#: a Zeiss CZI's first segment: its id 'ZISRAWFILE' padded to 16 bytes, its allocated and used sizes, then the file
#: header (version 1.0, the GUIDs, the directory's and the metadata's positions)
_CZI = (b"ZISRAWFILE".ljust(16, b"\x00") + struct.pack("<qq", 512, 512) + struct.pack("<ii", 1, 0)
        + bytes(range(32)) + struct.pack("<iqqiq", 1, 0, 0, 0, 0)).ljust(96, b"\x00")

#: a Nikon ND2 (NIS-Elements, version 3): its first chunk, magic 0x0ABECEDA, the name's and data's lengths, then the
#: file's signature chunk
_ND2 = (b"\xda\xce\xbe\x0a" + struct.pack("<iq", 32, 64) + b"ND2 FILE SIGNATURE CHUNK NAME01!"
        + b"Ver3.0".ljust(64, b"\x00"))

_LIF_XML = '<LMSDataContainerHeader Version="2"><Element Name="cells.lif"/></LMSDataContainerHeader>'
#: a Leica LIF: the test value 0x70, the XML block's length, 0x2A, the XML's length in characters, then the XML in
#: UTF-16LE
_LIF = (struct.pack("<ii", 0x70, 2 * len(_LIF_XML) + 5) + b"\x2a" + struct.pack("<i", len(_LIF_XML))
        + _LIF_XML.encode("utf-16-le"))

#: an ImageJ ROI (.roi): 'Iout', its version, its type (1: a rectangle), its bounds (top, left, bottom, right) and
#: the number of its coordinates, the rest of its 64-byte header
_ROI = (b"Iout" + struct.pack(">hbb", 227, 1, 0) + struct.pack(">hhhhh", 10, 20, 40, 60, 0)).ljust(64, b"\x00")

MICROSCOPY = Field(
    team="a light-microscopy imaging core's files (u36f_)",
    advice="give each score's ranking of a field of view's segmentation models (the F1 at IoU 0.5 against the "
           "annotated masks, the boundary F1, the core staff's marks, the users' votes) as a run, a dataset, date and "
           "field of view a query and each model a document (seg:cellpose/nuclei), the score higher for the better "
           "segmentation: 'DATASET/DATE/FOV Q0 MODEL RANK SCORE SCORER'; how the curated segmentations fared is the "
           "qrels, 'DATASET/DATE/FOV 0 MODEL GRADE' (2 used as they came, 1 used after manual correction, 0 "
           "rejected)",
    files=(
        FieldFile("an OME-XML document (the Open Microscopy Environment's metadata: OME, Instrument, Image, Pixels, "
                  "Channel, TiffData: an image's dimensions, channels and acquisition)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n<OME xmlns="http://www.openmicroscopy.org/Schemas/OME/'
                  '2016-06" Creator="OME Bio-Formats 6.14.0">\n  <Image ID="Image:0" Name="cells">\n'
                  '    <Pixels ID="Pixels:0" DimensionOrder="XYZCT" Type="uint8" SizeX="512" SizeY="512" SizeZ="1" '
                  'SizeC="1" SizeT="1"/>\n  </Image>\n</OME>\n', 2, root="OME", marks=("openmicroscopy.org",)),
        FieldFile("TrackMate's XML (Fiji's TrackMate: its Log, Model with FeatureDeclarations, AllSpots, AllTracks "
                  "and FilteredTracks, then Settings)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n<TrackMate version="7.13.2">\n'
                  '  <Model spatialunits="micron" timeunits="sec">\n    <AllSpots nspots="0"/>\n'
                  '    <AllTracks/>\n  </Model>\n</TrackMate>\n', 2, root="TrackMate"),
        FieldFile("CellProfiler's per-object measurements (ExportToSpreadsheet's table: ImageNumber, ObjectNumber, "
                  "then the AreaShape_, Intensity_ and Location_ columns: an object per row)",
                  "ImageNumber,ObjectNumber,AreaShape_Area,Location_Center_X,Location_Center_Y\n"
                  "1,1,250.0,12.40,88.10\n1,2,198.0,64.75,20.50\n", 1, columns=("ImageNumber", "ObjectNumber")),
        FieldFile("ImageJ's Results table (Fiji's Measure or Analyze Particles, saved as CSV: ' ' for the row "
                  "numbers, then Area, Mean, Min, Max, X, Y, ... as Set Measurements chose: a measurement per row)",
                  " ,Label,Area,Mean,IntDen\n1,cells.tif,12.5,104.2,1302.5\n2,cells.tif,9.75,98.6,961.4\n", 1,
                  line=r"\A [,\t](?:Label[,\t])?(?:Area|Mean|StdDev|Mode|Min|Max|X|Y|XM|YM|Perim\.|BX|BY|Width|"
                       r"Height|Major|Minor|Angle|Circ\.|Feret|IntDen|Median|Skew|Kurt|%Area|RawIntDen|Length|"
                       r"Slice|Ch|Frame)(?:[,\t]|$)"),
        FieldFile("an OME-Zarr image's zarr.json (OME-NGFF 0.5 on Zarr v3: zarr_format, node_type, attributes.ome "
                  "with its version, multiscales, axes and datasets)",
                  '{\n  "zarr_format": 3,\n  "node_type": "group",\n  "attributes": {\n    "ome": {\n'
                  '      "version": "0.5",\n      "multiscales": [{"axes": [{"name": "y", "type": "space"}, '
                  '{"name": "x", "type": "space"}], "datasets": [{"path": "s0"}]}]\n    }\n  }\n}\n', 1,
                  keys=("attributes", "zarr_format", "ome")),
        FieldFile("an OME-Zarr image's .zattrs (OME-NGFF 0.4 and before, on Zarr v2: multiscales, their version, "
                  "axes and datasets, the resolution levels' paths and scales)",
                  '{\n  "multiscales": [\n    {\n      "version": "0.4",\n      "axes": [{"name": "y", "type": '
                  '"space"}, {"name": "x", "type": "space"}],\n      "datasets": [{"path": "0", '
                  '"coordinateTransformations": [{"type": "scale", "scale": [0.5, 0.5]}]}]\n    }\n  ]\n}\n', 1,
                  keys=("multiscales", "datasets")),
        FieldFile("an OME-TIFF (a TIFF whose first IFD's ImageDescription holds the OME-XML: Bio-Formats' and "
                  "tifffile's .ome.tif)", _tiff(b"II", _OME_DESCRIPTION), 0, magic=b"II*\x00",
                  marks=("openmicroscopy.org/Schemas/OME",)),
        FieldFile("a big-endian OME-TIFF (a TIFF, 'MM', whose first IFD's ImageDescription holds the OME-XML)",
                  _tiff(b"MM", _OME_DESCRIPTION), 0, magic=b"MM\x00*", marks=("openmicroscopy.org/Schemas/OME",)),
        FieldFile("a Zeiss CZI image (ZEN's .czi: the 'ZISRAWFILE' segment, then ZISRAWMETADATA's XML, the "
                  "directory and the subblocks of pixels)", _CZI, 0, magic=b"ZISRAWFILE", outputs=(".czi",)),
        FieldFile("a Nikon ND2 image (NIS-Elements' .nd2: chunks from the magic 0x0ABECEDA, the file's signature, "
                  "the images and their metadata)", _ND2, 0, magic=b"\xda\xce\xbe\x0a",
                  marks=("ND2 FILE SIGNATURE",), outputs=(".nd2",)),
        FieldFile("a Leica LIF project (LAS X's Leica Image File: its XML header, LMSDataContainerHeader in UTF-16, "
                  "then the images' memory blocks)", _LIF, 0, magic=b"\x70\x00\x00\x00",
                  marks=("".join(c + "\x00" for c in "LMSDataContainerHeader"),), outputs=(".lif",)),
        FieldFile("rapidSTORM's localisations ('# <localizations ...>' naming each field, then a localisation a line: "
                  "x, y, frame, amplitude, ...; numbers a line, which trec_eval would read as a run's or qrels)",
                  '# <localizations insequence="true" repetitions="variable"><field identifier="Position-0-0" '
                  'syntax="floating point with . for decimals and optional scientific e-notation" semantic="position '
                  'in sample space in X" unit="nanometer" /><field identifier="Position-1-0" syntax="floating point '
                  'with . for decimals and optional scientific e-notation" semantic="position in sample space in Y" '
                  'unit="nanometer" /><field identifier="ImageNumber-0-0" syntax="integer" semantic="frame number" '
                  'unit="frame" /><field identifier="Amplitude-0-0" syntax="floating point with . for decimals and '
                  'optional scientific e-notation" semantic="emission strength" unit="A/D count" /></localizations>\n'
                  "1024.5 2048.2 0 1500.3\n3310.0 415.7 2 2210.8\n", 1,
                  line=r"\A# <localizations\b", lookalike=True),
        FieldFile("a bioimage.io resource description (rdf.yaml: format_version, type, name, description, authors, "
                  "cite, ...: a model's, dataset's or application's in the BioImage Model Zoo)",
                  "format_version: 0.5.4\ntype: model\nname: Nuclei U-Net\ndescription: U-Net for nuclei in "
                  "fluorescence\nauthors:\n  - name: Jane Doe\nlicense: CC-BY-4.0\n", 1,
                  line=r"^format_version:[ \t]*['\"]?0\.[2-5]\.\d+['\"]?[ \t]*$", marks=("type:",)),
        FieldFile("MTrackJ's data file (Fiji's MTrackJ tracks: 'MTrackJ ... Data File', Displaying, then Assembly, "
                  "Cluster, Track and Point lines: a track's points)",
                  "MTrackJ 1.5.1 Data File\nDisplaying true true true 1 2 0 4 100 4 0 0 0 2 1 12 0 false false false "
                  "false\nAssembly 1 FF0000\nCluster 1 FF0000\nTrack 1 FF0000 true\nPoint 1 10.0 20.0 1.0 1.0 1.0\n"
                  "End of MTrackJ Data File\n", 1, line=r"\AMTrackJ [\d.]+ Data File[ \t]*$"),
        FieldFile("an ImageJ ROI (.roi: 'Iout', its version and type, its bounds and coordinates: a region drawn in "
                  "Fiji's ROI Manager)", _ROI, 0, magic=b"Iout", outputs=(".roi",)),
    ))
