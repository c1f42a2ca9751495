"""A cryo-electron microscopy facility's files (issue 45's thirty-fifth bar, u35i_): RELION's STAR files (its models,
particles and micrographs), MRC maps and particle stacks, cryoSPARC's .cs datasets, EMDB's entry headers, EPU's
exposure metadata, IMOD's transforms (six numbers a line, which parse as a TREC run's), CTFFIND's fits, crYOLO's
configuration, Topaz's picks, SerialEM's .mdoc, EMAN's box files and EMAN2's particle sets."""

from __future__ import annotations

import struct

from rankagg.io.fields.declaration import Field, FieldFile

#: an MRC-2014 map's 1024-byte header as a processing suite writes it (NX NY NZ 64, MODE 2, the cell in Angstroms, MAPC
#: MAPR MAPS, DMIN DMAX DMEAN, ISPG 1, NVERSION 20140, the origin, 'MAP ' at byte 208, the machine stamp 'DA')
_MRC = (struct.pack("<10i", 64, 64, 64, 2, 0, 0, 0, 64, 64, 64) + struct.pack("<6f", 67.2, 67.2, 67.2, 90, 90, 90)
        + struct.pack("<3i", 1, 2, 3) + struct.pack("<3f", -0.41, 1.87, 0.0012) + struct.pack("<2i", 1, 0)
        + b"\x00" * 12 + struct.pack("<i", 20140) + b"\x00" * 84 + struct.pack("<3f", 0, 0, 0) + b"MAP "
        + b"DA\x00\x00" + struct.pack("<f", 0.118) + struct.pack("<i", 0)).ljust(1024, b"\x00")


def _npy(descr: str) -> bytes:
    """A NumPy .npy file's head as numpy.save writes it ('\\x93NUMPY', version 1.0, the header's length, the header
    dict padded to 64 bytes), no rows."""
    header = "{'descr': %s, 'fortran_order': False, 'shape': (0,), }" % descr
    header += " " * (-(len(header) + 11) % 64) + "\n"
    return b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)) + header.encode("latin-1")


#: a cryoSPARC dataset (.cs) of exposures: a NumPy structured array whose first field is the 'uid'
_CS = _npy("[('uid', '<u8'), ('micrograph_blob/path', '|O'), ('micrograph_blob/psize_A', '<f4'), "
           "('ctf/df1_A', '<f4'), ('ctf/df2_A', '<f4')]")

#: a line of IMOD's transforms, written as format(4f12.7,2f12.3): A11 A12 A21 A22, then DX DY in pixels
_XF = r"(?:[ \t]*-?\d+\.\d{7}){4}(?:[ \t]*-?\d+\.\d{3}){2}[ \t]*"

CRYOEM = Field(
    team="a cryo-electron microscopy facility's files (u35i_)",
    advice="give each score's ranking of a session's classes and maps (RELION's class ranker's, the FSC resolution's, "
           "the particle share's, the microscopists') as a run, a session and sample a query and each 2D or 3D class "
           "or map a document (cls:J45/2D-017), the score higher for the better class: 'SESSION Q0 CLASS RANK SCORE "
           "SCORER'; what the classes became is the qrels, 'SESSION 0 CLASS GRADE' (2 refined into the deposited map, "
           "1 kept, 0 discarded as junk)",
    files=(
        FieldFile("a RELION STAR file (RELION's data blocks, data_optics, data_particles, data_model_classes, ..., "
                  "each a loop_ or key-value list of _rln labels: particles, micrographs, a classification's model)",
                  "\n# version 30001\n\ndata_optics\n\nloop_ \n_rlnOpticsGroupName #1 \n_rlnOpticsGroup #2 \n"
                  "_rlnMicrographPixelSize #3 \n_rlnVoltage #4 \nopticsGroup1            1     0.830000   300.000000 "
                  "\n \n\n# version 30001\n\ndata_micrographs\n\nloop_ \n_rlnMicrographName #1 \n_rlnDefocusU #2 \n"
                  "MotionCorr/job003/Movies/grid2_0001.mrc 11843.4 \n", 4,
                  line=r"^data_[^\s]*[ \t]*\n(?:[ \t]*\n|#[^\n]*\n)*(?:loop_[ \t]*\n(?:[ \t]*\n)*)?_rln[A-Z]\w*",
                  outputs=(".star",)),
        FieldFile("an MRC map or particle stack (MRC-2014, as CCP4 maps: a 1024-byte header of NX NY NZ, MODE, the "
                  "cell, 'MAP ' at byte 208 and the machine stamp, then the voxels; .mrc, .mrcs, .map)", _MRC, 0,
                  magic=b"MAP ", magic_at=208, outputs=(".mrcs",)),
        FieldFile("a cryoSPARC dataset (.cs: a NumPy structured array of uid, then fields such as blob/path, "
                  "location/micrograph_path, ctf/df1_A, alignments2D/class: particles or exposures and their "
                  "results)", _CS, 0, magic=b"\x93NUMPY", marks=("'descr': [('uid', '<u8')",), outputs=(".cs",)),
        FieldFile("an EMDB entry header (the Electron Microscopy Data Bank's XML: emd emdb_id=..., admin, "
                  "key_dates, map, the sample and its processing)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n<emd emdb_id="EMD-10204" version="3.0.2.7">\n  <admin>\n'
                  '    <current_status><code>REL</code></current_status>\n  </admin>\n  <map format="CCP4">\n'
                  '    <file>emd_10204.map.gz</file>\n  </map>\n</emd>\n', 2, root="emd", marks=("emdb_id",)),
        FieldFile("EPU's metadata of an exposure (Thermo Fisher's EPU XML: MicroscopeImage in Fei.SharedObjects, "
                  "CustomData, microscopeData: the stage, optics and detector of one image)",
                  '<MicroscopeImage xmlns="http://schemas.datacontract.org/2004/07/Fei.SharedObjects" '
                  'xmlns:i="http://www.w3.org/2001/XMLSchema-instance"><microscopeData><core><ApplicationSoftware>EPU'
                  '</ApplicationSoftware></core></microscopeData></MicroscopeImage>\n', 1, root="MicroscopeImage",
                  marks=("Fei.SharedObjects",)),
        FieldFile("IMOD's transforms (.xf: a line per image of a tilt series or stack, 'A11 A12 A21 A22 DX DY' in "
                  "fixed columns; six numbers a line, which trec_eval would read as a run's)",
                  "   1.0000000   0.0000000   0.0000000   1.0000000       0.000       0.000\n"
                  "   0.9999391  -0.0110349   0.0110349   0.9999391       2.418      -1.376\n", 1,
                  line=rf"\A{_XF}$", lookalike=True, outputs=(".xf",)),
        FieldFile("CTFFIND's fit (its output text: '# Output from CTFFind version ...', the input, the optics and "
                  "the search, '# Columns: ...', then a line per micrograph: number, defocus 1 and 2, astigmatism "
                  "azimuth, phase shift, cross correlation, the fit's resolution)",
                  "# Output from CTFFind version 4.1.14, run on 2026-03-02 14:10:05\n"
                  "# Input file: grid2_0001.mrc ; Number of micrographs: 1\n"
                  "# Columns: #1 - micrograph number; #2 - defocus 1 [Angstroms]; #3 - defocus 2; #4 - azimuth of "
                  "astigmatism; #5 - additional phase shift [radians]; #6 - cross correlation; #7 - spacing (in "
                  "Angstroms) up to which CTF rings were fit successfully\n"
                  "1.000000 11843.417969 11502.083008 61.204517 0.000000 0.204113 3.402144\n", 1,
                  line=r"\A# Output from CTFF(?i:ind) version \d"),
        FieldFile("crYOLO's configuration (config_cryolo.json: model with its architecture, input_size, anchors and "
                  "max_box_per_image; train, valid, other)",
                  '{\n    "model": {\n        "architecture": "PhosaurusNet",\n        "input_size": 1024,\n'
                  '        "anchors": [\n            180,\n            180\n        ],\n'
                  '        "max_box_per_image": 600,\n        "norm": "STANDARD"\n    },\n'
                  '    "other": {\n        "log_path": "logs/"\n    }\n}\n', 1,
                  keys=("model", "architecture", "anchors", "max_box_per_image")),
        FieldFile("Topaz's picks (topaz extract's table: image_name, x_coord, y_coord, score: a particle per row)",
                  "image_name\tx_coord\ty_coord\tscore\ngrid2_0001\t1210\t884\t4.183226\n"
                  "grid2_0001\t402\t2196\t2.907311\n", 1, columns=("image_name", "x_coord", "y_coord", "score")),
        FieldFile("SerialEM's .mdoc (the autodoc SerialEM writes beside an image stack: 'Key = value' lines, the "
                  "'[T = SerialEM: ...]' titles, a '[ZValue = n]' section per image with its tilt, stage, dose and "
                  "defocus)",
                  "PixelSpacing = 1.06\nVoltage = 300\nImageFile = ts_05.mrc\nImageSize = 4096 4096\nDataMode = 1\n\n"
                  "[T = SerialEM: Digitized on Titan Krios                   02-Mar-26  14:10:05    ]\n\n"
                  "[ZValue = 0]\nTiltAngle = -0.0010\nExposureDose = 3.1\n", 7,
                  line=r"^\[T = SerialEM:|^\[ZValue = \d+\][ \t]*$", outputs=(".mdoc",)),
        FieldFile("an EMAN box file (.box: a particle per line, the x and y of its box's corner, the box's width and "
                  "height in pixels, tab-separated; four numbers a line, which trec_eval would read as qrels)",
                  "1210\t884\t200\t200\n402\t2196\t200\t200\n", 1,
                  # two boxes of one size: one line of four numbers is any table's (a table of lists headed 1900 ...)
                  line=r"\A-?\d+\t-?\d+\t(\d{2,4})\t\1(?:\t-?\d+)?[ \t]*\n"
                       r"-?\d+\t-?\d+\t\1\t\1(?:\t-?\d+)?[ \t]*(?:\n|\Z)",
                  lookalike=True),
        FieldFile("an EMAN2 particle set (.lst: '#LSX' or '#LST', then a line per particle: its number in an image "
                  "stack, the stack's file and its class or other values)",
                  "#LSX\n# This file is in fast LST format. All lines after the next line have exactly the number of "
                  "characters shown on the next line. This MUST be preserved if editing.\n# 44\n"
                  "0\tparticles/grid2_0001__ctf_flip.hdf       \n", 1, line=r"\A#LS[TX][ \t]*$"),
    ))
