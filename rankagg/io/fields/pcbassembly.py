"""An electronics contract manufacturer's PCB assembly files (issue 45's thirty-fifth bar, u35a_): Gerber layers,
Excellon drill files, IPC-2581 and ODB++ manufacturing data, Eagle's boards and mount files, Altium's pick and place
files, JLCPCB's placement (CPL) and BOM tables, IPC-CFX messages, SPICE netlists, IPC-D-356 netlists and KiCad
boards.  An ODB++ job is told as a tar, plain or gzipped (.tgz)."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile


def _ustar(name: bytes, data: bytes) -> bytes:
    """A tar member as tar writes it: its 512-byte ustar header (the checksum over the header, its field blank), then
    its data padded to 512 bytes."""
    head = (name.ljust(100, b"\x00") + b"0000644\x000001750\x000001750\x00" + b"%011o\x00" % len(data)
            + b"14621533104\x00" + b" " * 8 + b"0" + b"\x00" * 100 + b"ustar\x0000" + b"odb".ljust(32, b"\x00")
            + b"odb".ljust(32, b"\x00")).ljust(512, b"\x00")
    head = head[:148] + b"%06o\x00 " % sum(head) + head[156:]
    return head + data.ljust(-(-len(data) // 512) * 512, b"\x00")


#: an ODB++ job saved as a plain tar (ODB++ Design's 'Export .tar'): the job's matrix/matrix first
_ODB_TAR = _ustar(b"sensor-b2/matrix/matrix", b"STEP {\n   COL=1\n   NAME=PCB\n}\n\nLAYER {\n   ROW=1\n"
                  b"   CONTEXT=BOARD\n   TYPE=SIGNAL\n   NAME=TOP\n   POLARITY=POSITIVE\n}\n")

#: a line of Eagle's mount file as mountsmd.ulp prints it ('%s %5.2f %5.2f %3.0f %s %s': the part's name, its centre
#: in mm, its angle, value and package)
_MOUNT = r"[A-Za-z][\w+$.-]*[ \t]+-?\d+\.\d\d[ \t]+-?\d+\.\d\d[ \t]+\d{1,3}[ \t]+\S+[ \t]+\S+[ \t]*"

PCBASSEMBLY = Field(
    team="an electronics contract manufacturer's PCB assembly files (u35a_)",
    advice="give each inspection stage's ranking of a board side's placements (SPI's, AOI's, AXI's, the line "
           "engineers') as a run, a board, lot and side a query and each placement a document by its reference "
           "designator and package (ref:C12/0603), the score higher for the likelier defect: 'BOARD/LOT/SIDE Q0 "
           "PLACEMENT RANK SCORE STAGE'; what in-circuit and functional test found and rework fixed is the qrels, "
           "'BOARD/LOT/SIDE 0 PLACEMENT GRADE' (2 reworked, 1 touched up, 0 no defect)",
    files=(
        FieldFile("a Gerber file (RS-274X or Gerber X2: a PCB layer's image, its %FS format, %AD apertures, D01 "
                  "draws and D03 flashes; a copper, solder mask, paste or silkscreen layer)",
                  "G04 Layer: BottomLayer*\n%TF.GenerationSoftware,Altium Limited,Altium Designer,23.4.1*%\n"
                  "%TF.FileFunction,Copper,L2,Bot*%\n%FSLAX26Y26*%\n%MOMM*%\n%ADD10C,0.450000*%\nD10*\n"
                  "X1500000Y2200000D03*\nM02*\n", 1,
                  line=r"\A(?=G04\b|%[A-Z]{2})(?:[^\n]*\n){0,39}%FS[LTD]?[AI](?:N\d+)?(?:G\d+)?X\d\dY\d\d[^%\n]*%",
                  outputs=(".gbr", ".ger", ".gtl", ".gbl", ".gts", ".gbs", ".gto", ".gbo", ".gbp", ".gko")),
        FieldFile("an Excellon drill file (NC drill: an M48 header, METRIC or INCH, T1C0.300 tools, '%', then the "
                  "tools' hits X..Y.. and M30)",
                  "M48\n;DRILL file {Pcbnew 7.0.10} date 2024-03-05 09:12:44\n;FORMAT={2:4/ absolute / inch / "
                  "decimal}\nINCH,LZ\nT1C0.0118\nT2C0.0394\n%\nG90\nG05\nT1\nX1.25Y-0.875\nT2\nX0.6Y-1.1\nM30\n", 1,
                  line=r"^M48[ \t]*\n(?:[^\n]*\n){0,39}?(?:(?:METRIC|INCH)\b|T\d+(?:[FSB]\d+)*C\d*\.?\d)",
                  outputs=(".drl", ".xln")),
        FieldFile("an IPC-2581 file (IPC-2581's XML manufacturing data: Content, LogisticHeader, Bom, Ecad: a "
                  "board's layers, stackup, components and BOM)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n<IPC-2581 revision="B" xmlns="http://webstds.ipc.org/'
                  '2581">\n  <Content roleRef="Owner">\n    <FunctionMode mode="ASSEMBLY"/>\n  </Content>\n'
                  '</IPC-2581>\n', 2, root="IPC-2581"),
        FieldFile("an ODB++ job (ODB++'s manufacturing data archived as a tar: the job's matrix/matrix, misc/info, "
                  "steps and layers)", _ODB_TAR, 0, magic=b"ustar", magic_at=257, marks=("/matrix/matrix",)),
        FieldFile("an Eagle file (Eagle's XML board, schematic or library: eagle, drawing, settings, layers, board "
                  "or schematic)",
                  '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE eagle SYSTEM "eagle.dtd">\n'
                  '<eagle version="7.7.0">\n<drawing>\n<board>\n<elements>\n<element name="C12" library="rcl" '
                  'package="C0603" value="100n" x="12.7" y="8.89"/>\n</elements>\n</board>\n</drawing>\n</eagle>\n',
                  3, root="eagle", marks=("<drawing>",), outputs=(".brd", ".lbr")),
        FieldFile("an Eagle mount file (mountsmd.ulp's .mnt or .mnb: a line per SMD part, 'name x y angle value "
                  "package')",
                  "R4 10.16  5.08  90 100 R0603\nC12 12.70  8.89   0 100n C0603\n"
                  "U3 30.48 25.40 270 ATMEGA328P-AU TQFP32-08\n", 1,
                  line=rf"^{_MOUNT}\n{_MOUNT}$", lookalike=True, outputs=(".mnt", ".mnb")),
        FieldFile("Altium's pick and place file (Altium Designer's 'Pick and Place Locations': the design's "
                  "information, then a row per component: Designator, Comment, Layer, Footprint, Center-X, Center-Y, "
                  "Rotation)",
                  "Altium Designer Pick and Place Locations\nD:\\Work\\Sensor\\Project Outputs\\Pick Place for "
                  "Sensor.csv\n\n" + "=" * 80 + "\nFile Design Information:\n\nDate:       05/03/24\n"
                  "Units used: mm\n\n\"Designator\",\"Comment\",\"Layer\",\"Footprint\",\"Center-X(mm)\","
                  "\"Center-Y(mm)\",\"Rotation\"\n\"C12\",\"100n\",\"TopLayer\",\"C0603\",\"12.7000\",\"8.8900\","
                  "\"0\"\n", 1, line=r"\A\"?Altium Designer Pick and Place Locations"),
        FieldFile("Altium's pick and place table (Altium Designer's placement columns: Designator, Footprint, "
                  "Center-X or Mid X, Center-Y, Rotation, ...)",
                  "Designator,Comment,Layer,Footprint,Center-X(mm),Center-Y(mm),Rotation,Description\n"
                  "C12,100n,TopLayer,C0603,12.7000,8.8900,0,Capacitor\n", 1,
                  columns=("Designator", "Footprint", "Rotation"),
                  cell=r"^(?:center|mid|ref|pad)[- ]x(?: ?\((?:mm|mil)\))?$"),
        FieldFile("JLCPCB's placement file (the CPL for its SMT assembly: Designator, Mid X, Mid Y, Layer, "
                  "Rotation)", "Designator,Mid X,Mid Y,Layer,Rotation\nC12,12.7mm,8.89mm,Top,0\n"
                  "U3,30.48mm,25.4mm,Top,270\n", 1, columns=("Designator", "Mid X", "Mid Y", "Rotation")),
        FieldFile("JLCPCB's BOM (its SMT assembly's bill of materials: Comment, Designator, Footprint and the "
                  "LCSC or JLCPCB part number)",
                  "Comment,Designator,Footprint,LCSC Part #\n100n,\"C1,C12\",C0603,C14663\n"
                  "ATMEGA328P-AU,U3,TQFP-32_7x7mm_P0.8mm,C14877\n", 1,
                  columns=("Comment", "Designator", "Footprint"), cell=r"^(?:lcsc|jlcpcb) part ?(?:#|number|no\.?)$"),
        FieldFile("an IPC-CFX message (the Connected Factory Exchange's JSON: MessageName, Version, TimeStamp, "
                  "UniqueID, Source, Target, MessageBody; a machine's production, inspection or resource event)",
                  '{\n  "MessageName": "CFX.Production.WorkStarted",\n  "Version": "1.7",\n  "TimeStamp": '
                  '"2024-03-05T09:12:44.5+01:00",\n  "UniqueID": "0b8e5d0c-6a1f-4c42-9d7e-2f1c3a9b8e61",\n'
                  '  "Source": "CFX.A00.SO20050833",\n  "Target": null,\n  "RequestID": null,\n  "MessageBody": {\n'
                  '    "$type": "CFX.Production.WorkStarted, CFX",\n    "PrimaryIdentifier": "PNL-0815",\n'
                  '    "Lane": 1\n  }\n}\n', 1, keys=("MessageName", "MessageBody", "UniqueID")),
        FieldFile("a SPICE netlist (a title line, element lines such as 'R1 in out 1k' and 'C1 out 0 100n', dot "
                  "commands .include, .model, .tran, .end; ngspice, LTspice or KiCad's simulator)",
                  "* RC low-pass filter\nV1 in 0 AC 1\nR1 in out 1k\nC1 out 0 100n\n.ac dec 10 10 100k\n.end\n", 1,
                  line=r"\A(?=(?:[^\n]*\n){0,39}?[RCL]\w*[ \t]+\S+[ \t]+\S+[ \t]+\d[\d.]*(?:e-?\d+)?[A-Za-z]*[ \t]*$)"
                       r"(?=(?:[^\n]*\n){0,39}?\.(?i:end|ends|tran|ac|dc|op|include|inc|lib|subckt|model|param|title|"
                       r"control|options?|global|meas|measure|save|print|probe|noise|four|temp|ic|nodeset)\b"
                       r"(?![ \t]+Q?[01][ \t]))",
                  outputs=(".cir", ".spice", ".ckt")),
        FieldFile("an IPC-D-356 netlist (a bare-board test netlist: 'C' comments, 'P  JOB', 'P  UNITS' parameters, "
                  "317 and 327 records of each net's pads and vias in fixed columns, 999)",
                  "C  IPC-D-356 netlist of sensor-b2\nP  JOB   sensor-b2\nP  CODE  00\nP  UNITS CUST 0\nP  DIM   N\n"
                  "317GND              VIA   MD0157PA00X+038100Y-025400X0315Y0000R000S3\n"
                  "327+3V3             C12   -1         A01X+040640Y-027940X0354Y0374R000S2\n999\n", 1,
                  line=r"\A(?:C  [^\n]*\n|[ \t]*\n){0,39}P  (?:JOB|CODE|UNITS|TITLE|NUM|REV|VER|IMAGE|DIM)\b"
                       r"(?=[\s\S]*?^(?:[0-3]\d7\S|999[ \t]*$))", lookalike=True, outputs=(".d356",)),
        FieldFile("a KiCad board or schematic (KiCad's S-expressions: (kicad_pcb (version ...) (generator pcbnew) "
                  "...) or kicad_sch; the legacy PCBNEW-BOARD and EESchema files)",
                  '(kicad_pcb (version 20221018) (generator pcbnew)\n  (general\n    (thickness 1.6)\n  )\n'
                  '  (paper "A4")\n  (net 0 "")\n  (net 1 "GND")\n)\n', 1,
                  line=r"\A\s*(?:\((?:kicad_pcb|kicad_sch|kicad_symbol_lib)\b|PCBNEW-BOARD Version \d|"
                       r"EESchema Schematic File Version \d)",
                  outputs=(".kicad_pcb", ".kicad_sch", ".kicad_sym")),
    ))
