"""A theatre and live-events lighting department's files (issue 45's thirty-seventh bar, u37c_): USITT ASCII cue files,
ETC Eos's CSV exports, GDTF fixture types' description.xml, MVR scenes, grandMA2's and grandMA3's XML exports, Art-Net
captures, Lightwright's tab-delimited exports and QLab's JSON replies.  (A USITT ASCII file's .asc and an Eos show's
.esf are refused as outputs by older readers: rankagg.io.output_names.)"""

from __future__ import annotations

import struct

from rankagg.io.fields.declaration import Field, FieldFile, stored_member


def _stored(name: bytes, data: bytes) -> bytes:
    return stored_member(name, data, 0x9BC0, 0x5B7B)


#: an MVR scene's first member: the scene description DIN SPEC 15800 puts at the archive's root
_MVR = _stored(b"GeneralSceneDescription.xml",
               b'<?xml version="1.0" encoding="UTF-8" standalone="no" ?>\n<GeneralSceneDescription verMajor="1" '
               b'verMinor="6">\n  <Scene>\n    <Layers/>\n  </Scene>\n</GeneralSceneDescription>\n')


def _artnet_frame() -> bytes:
    """An Ethernet frame of one ArtDmx packet: 'Art-Net\\0', OpCode 0x5000 (little-endian), protocol version 14,
    sequence, physical, universe 1, then 2 channels, broadcast to UDP port 6454."""
    art = b"Art-Net\x00" + struct.pack("<H", 0x5000) + struct.pack(">H", 14) + bytes([7, 0]) + struct.pack("<H", 1) \
        + struct.pack(">H", 2) + bytes([255, 128])
    udp = struct.pack(">HHHH", 6454, 6454, 8 + len(art), 0) + art
    ip = struct.pack(">BBHHHBBH4s4s", 0x45, 0, 20 + len(udp), 0, 0, 64, 17, 0, bytes([10, 0, 0, 21]),
                     bytes([10, 255, 255, 255])) + udp
    return b"\xff" * 6 + bytes.fromhex("00904fa1b2c3") + b"\x08\x00" + ip


def _artnet_pcap() -> bytes:
    """A libpcap capture (little-endian, microseconds, Ethernet) of that frame."""
    frame = _artnet_frame()
    return (struct.pack("<IHHiIII", 0xA1B2C3D4, 2, 4, 0, 0, 65535, 1)
            + struct.pack("<IIII", 1764000000, 0, len(frame), len(frame)) + frame)


def _artnet_pcapng() -> bytes:
    """A PCAPNG capture (Wireshark's default) of that frame: a Section Header Block, an Interface Description Block
    (Ethernet) and an Enhanced Packet Block."""
    frame = _artnet_frame()
    data = frame + bytes(-len(frame) % 4)
    shb = struct.pack("<IIIHHqI", 0x0A0D0D0A, 28, 0x1A2B3C4D, 1, 0, -1, 28)
    idb = struct.pack("<IIHHII", 1, 20, 1, 0, 65535, 20)
    epb = struct.pack("<IIIIIII", 6, 32 + len(data), 0, 0, 1764000000, len(frame), len(frame)) + data \
        + struct.pack("<I", 32 + len(data))
    return shb + idb + epb


STAGELIGHTING = Field(
    team="a theatre and live-events lighting department's files (u37c_)",
    advice="give each one's ranking of an act's cues to rework at the notes session (the lighting designer's, the "
           "associate's, the programmer's, the director's) as a run, a show, venue and act a query "
           "(show:hamlet@globe/act1) and each cue a document by its cue list and number (cue:1/12.5), the score "
           "higher for the more in need of work: 'SHOW@VENUE/ACT Q0 CUE RANK SCORE WHO'; what the final show kept is "
           "the qrels, 'SHOW@VENUE/ACT 0 CUE GRADE' (2 kept as plotted, 1 kept after notes, 0 cut or replotted)",
    files=(
        # USITT's 1991 standard: records of a keyword and its arguments, keywords in any case, '!' a comment; the
        # 'Ident 3:0' record opens the data (only comments before it), 'EndData' ends it
        FieldFile("a USITT ASCII cue file (USITT's ASCII Text Representation for Lighting Console Data: 'Ident 3:0', "
                  "Manufacturer, Console, then Cue, Text, Up, Down and Chan records, EndData; consoles' show "
                  "interchange, not a ranking)",
                  "! Exported by Eos v3.2.10\nIdent 3:0\nManufacturer ETC\nConsole Eos\nClear All\n\nCue 12.5\n"
                  "Text Act 1 blackout\nUp 3\nDown 5\nChan 1@FL 2@75 11@40\n\nEndData\n", 2,
                  line=r"^[ \t]*(?i:ident)[ \t]+3:0[ \t]*$"),
        # Eos's File > Export > CSV: a section per target kind, START_TARGETS, its header, its rows, END_TARGETS
        FieldFile("an ETC Eos CSV export (an Eos console's show exported as CSV: START_TARGETS, then TARGET_TYPE, "
                  "TARGET_TYPE_AS_TEXT, TARGET_LIST_NUMBER, TARGET_ID, ..., LABEL, UP_TIME, DOWN_TIME, a cue or "
                  "preset a row, END_TARGETS)",
                  "START_TARGETS\nTARGET_TYPE,TARGET_TYPE_AS_TEXT,TARGET_LIST_NUMBER,TARGET_ID,TARGET_DCID,PART_NUMBER,"
                  "LABEL,TIME_DATA,UP_DELAY,UP_TIME,DOWN_DELAY,DOWN_TIME\n1,Cue,1,12.5,,,Act 1 blackout,,,3,,5\n"
                  "END_TARGETS\n", 1,
                  line=r"^START_TARGETS,*[ \t]*\nTARGET_TYPE,TARGET_TYPE_AS_TEXT,TARGET_LIST_NUMBER,TARGET_ID\b"),
        # DIN SPEC 15800: a .gdtf is a zip whose description.xml has the root GDTF and a FixtureType
        FieldFile("a GDTF fixture type (the General Device Type Format's description.xml, zipped in a .gdtf: GDTF "
                  "DataVersion, FixtureType with its AttributeDefinitions, Wheels, PhysicalDescriptions, DMXModes)",
                  '<?xml version="1.0" encoding="UTF-8" standalone="no" ?>\n<GDTF DataVersion="1.2">\n'
                  '  <FixtureType Name="Aura XB" ShortName="AuraXB" Manufacturer="Martin" '
                  'FixtureTypeID="1C4D5E6F-0A1B-4C2D-8E3F-4A5B6C7D8E9F">\n    <AttributeDefinitions/>\n'
                  '  </FixtureType>\n</GDTF>\n', 2, root="GDTF", marks=("<FixtureType",), outputs=(".gdtf",)),
        FieldFile("an MVR scene (My Virtual Rig, DIN SPEC 15800: a zip of GeneralSceneDescription.xml, the rig's "
                  "layers, fixtures and their addresses, and the fixtures' GDTF files)", _MVR, 0,
                  magic=b"PK\x03\x04", marks=("GeneralSceneDescription.xml",), outputs=(".mvr",)),
        FieldFile("a grandMA2 XML export (MA Lighting's grandMA2 console: MA in the schemas.malighting.de grandma2 "
                  "namespace, Info, then the exported macros, effects or sequences)",
                  '<?xml version="1.0" encoding="utf-8"?>\n<MA xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"'
                  ' xmlns="http://schemas.malighting.de/grandma2/xml/MA" major_vers="3" minor_vers="9" '
                  'stream_vers="60">\n\t<Info datetime="2026-11-27T19:30:00" showfile="tour_2026" />\n'
                  '\t<Macro index="11" name="Preset Reset">\n\t\t<Macroline index="0">\n\t\t\t<text>ClearAll</text>\n'
                  '\t\t</Macroline>\n\t</Macro>\n</MA>\n', 2, root="MA",
                  marks=("schemas.malighting.de/grandma2/",)),
        FieldFile("a grandMA3 XML export (MA Lighting's grandMA3 console: GMA3 and its DataVersion, then the exported "
                  "macros with their MacroLine commands, sequences or presets)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n<GMA3 DataVersion="2.1.1.2">\n'
                  '\t<Macro Name="Notes Reset" Guid="A3 12 7F 05 5C 41 00 02 1E 8B 3A 6D 00 00 41 9C">\n'
                  '\t\t<MacroLine Command="ClearAll" />\n\t</Macro>\n</GMA3>\n', 2, root="GMA3",
                  marks=("DataVersion=",)),
        # a capture holding Art-Net: every Art-Net packet opens with the ID 'Art-Net\0' (port 6454); libpcap's
        # magic as a little-endian machine writes it, and PCAPNG's Section Header Block (Wireshark's default)
        FieldFile("an Art-Net capture (a libpcap packet capture of Art-Net's DMX-over-UDP traffic, port 6454: ArtDmx "
                  "packets, 'Art-Net' and OpCode 0x5000, a universe's channel levels)", _artnet_pcap(), 0,
                  magic=b"\xd4\xc3\xb2\xa1", marks=("Art-Net\x00",)),
        FieldFile("an Art-Net capture in PCAPNG (Wireshark's capture of Art-Net's DMX-over-UDP traffic, port 6454: "
                  "ArtDmx packets, 'Art-Net' and OpCode 0x5000, a universe's channel levels)", _artnet_pcapng(), 0,
                  magic=b"\x0a\x0d\x0d\x0a", marks=("Art-Net\x00",)),
        # Lightwright's File > Export, tab-delimited with field names: six-field lines (a lookalike of a run's)
        FieldFile("a Lightwright export (Lightwright's tab-delimited instrument schedule: Channel, Dimmer, Position, "
                  "Unit#, Type, Color, ..., an instrument a row)",
                  "Channel\tDimmer\tPosition\tUnit#\tType\tColor\n101\t1/1\tFOH1\t1\tS4-26\tL201\n"
                  "121\t2/17\tELEC1\t4\tMAC-AuraXB\tN/C\n", 1,
                  columns=("Channel", "Dimmer", "Position", "Unit#"), lookalike=True),
        # QLab's OSC API replies in JSON: the workspace, the address asked, a status and the data
        FieldFile("QLab's JSON reply (QLab's OSC API: workspace_id, address, status, data: a workspace's cue lists "
                  "and their cues, not a ranking)",
                  '{"workspace_id": "8A2B6C1D-3E4F-4A5B-9C6D-7E8F9A0B1C2D", "address": "/workspace/8A2B6C1D-3E4F-'
                  '4A5B-9C6D-7E8F9A0B1C2D/cueLists", "status": "ok", "data": [{"number": "", "uniqueID": '
                  '"B1C2D3E4-F5A6-4B7C-8D9E-0F1A2B3C4D5E", "listName": "Main Cue List", "type": "Cue List", '
                  '"cues": []}]}\n', 1, keys=("workspace_id", "address", "status", "data")),
    ))
