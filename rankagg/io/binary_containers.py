"""The binary files a pipeline keeps beside its runs, told by their first bytes (issue 45: "an unrecognised file gets
the reason it was not recognised"): compressed or archived data rankagg does not open (bzip2, xz, Zstandard, LZ4,
zip, 7-Zip, a tar archive plain or gzipped), NumPy's saved arrays (``.npy``, ``.npz``: a vector index's ``(D, I)``),
and :func:`_data_file`'s pickles (the revisited Oxford/Paris ground truth ``gnd_roxford5k.pkl``), MATLAB ``.mat``,
HDF5, FAISS indexes and images.  Read as text, such a file got "a NUL byte: trec_eval reads a field only up to it";
:func:`container_of` says what it is and the command (or the Python) that makes of it what rankagg reads.  The text
files of another tool's shape are :mod:`rankagg.io.foreign_shapes`'s.
"""

from __future__ import annotations

import bz2
import os
import shlex

from rankagg.io._inflate import inflate_head
from rankagg.io.app_store_shapes import app_store_binary
from rankagg.io.bioacoustics_shapes import bioacoustics_binary
from rankagg.io.chip_design_shapes import chip_design_binary
from rankagg.io.clinical_shapes import dicom_binary
from rankagg.io.esports_shapes import esports_binary
from rankagg.io.spikesorting_shapes import spikesorting_binary
from rankagg.io.perception_shapes import perception_binary
from rankagg.io.netmeasure_shapes import netmeasure_binary
from rankagg.io.sat_solver_shapes import sat_solver_binary
from rankagg.io.eeg_shapes import eeg_binary
from rankagg.io.quantum_shapes import quantum_binary
from rankagg.io.recsys_shapes import recsys_binary
from rankagg.io.biodiversity_shapes import biodiversity_binary
from rankagg.io.aviation_shapes import aviation_binary
from rankagg.io.library_shapes import library_binary
from rankagg.io.automotive_shapes import automotive_binary
from rankagg.io.speedrun_shapes import speedrun_binary
from rankagg.io.recipes_shapes import recipes_binary
from rankagg.io.subsurface_shapes import subsurface_binary
from rankagg.io.field_catalogue import catalogue_binary, catalogue_head
from rankagg.io.data_tables import data_table_of
from rankagg.io.document_files import DOCUMENT_FIX, document_of
from rankagg.io.ediscovery_shapes import ediscovery_binary
from rankagg.io.genealogy_shapes import genealogy_binary
from rankagg.io.gwas_shapes import gwas_binary
from rankagg.io.microbiome_shapes import qiime_archive
from rankagg.io.music_shapes import music_binary
from rankagg.io.neuroimaging_shapes import neuroimaging_binary
from rankagg.io.particle_physics_shapes import particle_physics_binary
from rankagg.io.health_gis_shapes import health_gis_binary
from rankagg.io.hydrology_shapes import hydrology_binary
from rankagg.io.line_form_store import compiled
from rankagg.io.remote_sensing_shapes import remote_sensing_binary
from rankagg.io.materials_shapes import materials_binary
from rankagg.io.robotics_shapes import robotics_binary
from rankagg.io.singlecell_shapes import singlecell_binary
from rankagg.io.speech_shapes import speech_binary
from rankagg.io.seismology_shapes import seismology_binary
from rankagg.io.shape_search_shapes import shape_search_binary
from rankagg.io.threatintel_shapes import capture_binary
from rankagg.io.transit_shapes import transit_binary
from rankagg.io.video_shapes import video_binary

__all__ = ["HEAD", "container_of", "head_of", "gunzip_head", "output_beside", "shell_word"]

#: the bytes of a file's start that are looked at (the recognisers never read a file whole)
HEAD = 1 << 14

#: what to do with NumPy's saved arrays (a vector index's ``(D, I)`` answer): they are arrays, not text of lines
_NUMPY_FIX = ("write them as the text this input takes (a run: 'qid Q0 docid rank score tag' lines), or give them to "
              "rankagg in Python: rankagg.Fuser with (I[q], D[q]) per query, rankagg.fuse with a long DataFrame")
#: magic bytes -> (what the file is, how to make of it the text rankagg reads: ``{name}`` the file as a shell word,
#: ``{gz}`` / ``{plain}`` the output beside it, the name without its last suffix plus .gz / without more)
_CONTAINERS = (
    (b"\x93NUMPY", "a NumPy array file (np.save's .npy)", _NUMPY_FIX),
    (b"\xfd7zXZ\x00", "xz-compressed", "recompress it with gzip: xz -dc {name} | gzip > {gz}"),
    (b"\x28\xb5\x2f\xfd", "Zstandard-compressed (zstd)", "recompress it with gzip: zstd -dc {name} | gzip > {gz}"),
    (b"\x04\x22\x4d\x18", "LZ4-compressed (ranx's Run.save(kind='lz4') writes LZ4 JSON: load it with "
     "ranx.Run.from_file and give rankagg the Run)", "or decompress it: lz4 -dc {name} > {plain}"),
    (b"\x02\x21\x4c\x18", "LZ4-compressed (legacy frame)", "decompress it: lz4 -dc {name} > {plain}"),
    (b"PK\x03\x04", "a ZIP archive", "extract its files and give them: unzip {name}"),
    (b"PK\x05\x06", "an empty ZIP archive", "it holds no file"),
    (b"7z\xbc\xaf\x27\x1c", "a 7-Zip archive", "extract its files and give them: 7z x {name}"),
)
#: what to give rankagg once a pipeline's binary data (a pickle, MATLAB, HDF5) is loaded in Python
_IN_PYTHON = ("give rankagg.fuse / rankagg.evaluate its rankings as {query: {id: score}} and "
              "its judgements as {query: {id: grade}} (the revisited protocols' junk as grade -1), or write them as "
              "TREC lines")
_IMAGE_FIX = "an image holds no ranking: give rankagg the files of rankings only (a glob such as runs/* caught it?)"
#: magic bytes -> (what the file is, what to do); each holds a byte no first line of text holds (a NUL, or bytes that
#: are no UTF-8), so no text rankagg reads is taken for one
_DATA_FILES = (
    # a NetCDF-4 file is an HDF5 file whose first bytes say nothing of NetCDF (u109b_nwm_netcdf_as_run)
    (b"\x89HDF\r\n\x1a\n", "an HDF5 file (h5py, PyTables or Keras arrays, or a NetCDF-4 file's: descriptors or "
     "gridded data, not a ranking)",
     "read its arrays in Python (h5py) and " + _IN_PYTHON),
    (b"\xff\xd8\xff", "a JPEG image", _IMAGE_FIX),
    (b"\x89PNG\r\n\x1a\n", "a PNG image", _IMAGE_FIX),
    (b"II*\x00", "a TIFF image", _IMAGE_FIX),
    (b"MM\x00*", "a TIFF image", _IMAGE_FIX),
)
#: pickle protocols 2 to 5 start with the PROTO opcode and the protocol (0 and 1 are text of opcodes, left to the
#: readers); FAISS's write_index starts with the index's fourcc (IxF2 IndexFlatL2, IwFl IndexIVFFlat, IHNf
#: IndexHNSWFlat, ...) and then its dimension as int32, which holds a NUL below 2**24
_PICKLE = compiled(rb"\x80[\x02-\x05]")
_FAISS = compiled(rb"(?:Ix|Iw|IH|IB)[A-Za-z0-9]{2}[\s\S]{0,3}\x00")
#: bzip2: 'BZh', the block size 1-9, then a block's magic (pi) or the end of stream's (sqrt pi): a text line can
#: start with 'BZh9' but not with the binary that follows
_BZIP2 = compiled(rb"BZh[1-9](?:1AY&SY|\x17rE8P\x90)")
_TAR_MAGIC, _TAR_AT = b"ustar", 257
#: WebP: a RIFF file of form 'WEBP' whose first chunk is a lossy, lossless or extended image's (VP8, VP8L, VP8X)
_WEBP = compiled(rb"RIFF[\s\S]{4}WEBPVP8[ LX]")


def shell_word(path: str) -> str:
    """``path`` as one word of a POSIX shell command the user can paste: quoted when it holds a blank, a quote, '#'
    or another character the shell reads, and after './' when it starts with '-' (else read as an option)."""
    return shlex.quote("./" + path if path.startswith("-") else path)


def output_beside(path: str, name: str) -> str:
    """The shell word of the file named ``name`` beside ``path`` that a suggested command writes from ``path``: never
    ``path`` itself, since the shell empties a redirection's file before the command reads it (``awk ... x.run >
    x.run`` loses the run), so a name equal to the input's (compared case-blind: a case-insensitive file system
    holds one file) gets '.converted' before its suffix."""
    if name.casefold() == os.path.basename(path).casefold():
        root, ext = os.path.splitext(name)
        name = f"{root or name}.converted{ext if root else ''}"
    return shell_word(os.path.join(os.path.dirname(path), name))


def head_of(path: str) -> bytes:
    """The first :data:`HEAD` bytes of ``path`` (b'' when it cannot be read: the reader names why)."""
    from rankagg.io.guard import open_input

    try:
        with open_input(path) as fh:  # a device or FIFO is refused here, before any reader opens it
            return bytes(fh.read(HEAD))
    except OSError:
        return b""


def gunzip_head(head: bytes, n: int = HEAD) -> bytes:
    """The first ``n`` bytes of the gzip stream starting ``head`` (b"" for a corrupt stream)."""
    return inflate_head(head, n)


def _bunzipped_head(head: bytes) -> bytes:
    """The first :data:`HEAD` bytes of the bzip2 stream starting ``head``; b"" when ``head`` does not hold the
    stream's first block whole (a block is up to 900 kB of text, so a large file's head gives nothing) or the stream
    is corrupt."""
    try:
        return bz2.BZ2Decompressor().decompress(head, HEAD)
    except (OSError, EOFError, ValueError):
        return b""


def container_of(path: str, head: bytes | None = None) -> str | None:
    """Why ``path`` is compressed or archived data that rankagg does not open, with the command that makes it text
    rankagg reads; None for anything else (text, gzip of text, Parquet)."""
    head = head_of(path) if head is None else head
    base = os.path.basename(path)
    stem = os.path.splitext(base)[0] or base
    name, gz, plain = shell_word(path), output_beside(path, stem + ".gz"), output_beside(path, stem)
    if _numpy_zip(head):  # before the zip archive: unzipped, its members are .npy arrays, no text either
        return (f"is a NumPy archive of arrays (np.savez's .npz; its first member is "
                f"{_zip_first_name(head)!r}): rankagg reads text, plain or gzip-compressed; {_NUMPY_FIX}")
    # the fields' declared binary files first (rankagg.io.fields), gzipped too (an ODB++ job's .tgz: u35a_)
    office = (catalogue_binary(head) or (catalogue_binary(gunzip_head(head)) if head[:2] == b"\x1f\x8b" else None)
              or ediscovery_binary(head, base)  # a .msg is a compound file too (u23a_msg_as_run)
              or shape_search_binary(head, path)  # a SolidWorks part too, a 3MF a zip; CAD and meshes (u27f_)
              or _office_file(head, path))
    if office is not None:  # before the zip archive: unzipped, a workbook is XML, no table either
        return f"is {office[0]}: rankagg reads text, plain or gzip-compressed; {office[1]}"
    # each field's binary files, told by their bytes: a BIOM table or HTML zipped (QIIME 2); genotypes, BGZF'd BCF
    # and indexes (u24d_bgen_as_run); packet captures, EVTX logs (u25b_pcap_as_run); a zipped GTFS feed,
    # GTFS-Realtime, OSM PBF (u25g_); AnnData, Loom, Cell Ranger's HDF5 (u25a_h5ad_as_run); miniSEED, SAC (u26e_);
    # ASE's databases and trajectories (u26d_); ROS bags, MCAP, SQLite stores (u26g_)
    archive = (app_store_binary(head)  # an .apk, .ipa or .aab, told by its members (u29f_apk_as_run)
               or qiime_archive(head) or gwas_binary(head) or capture_binary(head) or transit_binary(head)
               or singlecell_binary(head, base)
               or seismology_binary(head)
               or materials_binary(head)  # ASE's SQLite databases before any SQLite store (u26d_)
               or robotics_binary(head)  # ROS bags, MCAP, a rosbag2 .db3, another SQLite store (u26g_)
               or genealogy_binary(head, base)  # GEDCOM 7's GEDZip, dedupe's pickled settings (u27d_)
               # a layout is gzipped as often as not (.gds.gz): told by its inflated records too (u27b_gdsii_as_run)
               or chip_design_binary(gunzip_head(head, 64) if head[:2] == b"\x1f\x8b" else head)
               or particle_physics_binary(head, base)  # ROOT files; a .coffea's LZ4 before ranx's (u27a_)
               or health_gis_binary(head, base)  # shapefiles, dBASE, SAS datasets (u28b_shp_as_run)
               or remote_sensing_binary(head)  # BigTIFF, JPEG 2000, HDF4 (u28d_)
               or esports_binary(head)  # match demos and replays (u28e_csgo_demo_as_run)
               or spikesorting_binary(head)  # Intan's .rhd and .rhs recordings (u29k_intan_rhd_as_run)
               or perception_binary(head)  # a Waymo TFRecord, a LAS point cloud (u29g_)
               or sat_solver_binary(head)  # binary DRAT proofs (u29a_drat_binary_as_run)
               or eeg_binary(head)  # EDF, EDF+, BDF, GDF, MNE's FIF, XDF recordings (u30d_*_as_run)
               or quantum_binary(head)  # QPY circuits (u30b_qpy_as_run)
               or recsys_binary(head)  # the thirty-first bar's recsys files (u31a_)
               or biodiversity_binary(head)  # the thirty-first bar's biodiversity files (u31b_)
               or aviation_binary(head)  # the thirty-first bar's aviation files (u31f_)
               or library_binary(head)  # the thirty-first bar's library files (u31g_)
               or automotive_binary(head)  # the thirty-first bar's automotive files (u31h_)
               or speedrun_binary(head)  # a BizHawk movie, told by its members (u31i_bk2_as_run)
               or recipes_binary(head)  # a Paprika export, told by its members (u31l_paprika_as_run)
               or subsurface_binary(head)  # SEG-Y, DLIS, RESQML packages (u32a_)
               or netmeasure_binary(head)  # an MRT routing dump (u30c_mrt_rib_as_run)
               or hydrology_binary(head))  # NetCDF classic, HEC-DSS (u30e_netcdf_as_run, u30e_hecdss_as_run)
    if archive is not None:
        return f"is {archive[0]}: rankagg reads text, plain or gzip-compressed; {archive[1]}"
    # a .nii.gz or .mgz is a gzip stream, read as gzipped text: its image is told by the inflated header (u24a_in_)
    image = (neuroimaging_binary(gunzip_head(head, 1024) if head[:2] == b"\x1f\x8b" else head, base)
             or dicom_binary(head))  # a DICOM SR's 128-byte preamble (u25f_in_dicom_sr)
    if image is not None:
        return f"is {image[0]}: rankagg reads text, plain or gzip-compressed; {image[1]}"
    for magic, what, fix in _CONTAINERS:
        if head.startswith(magic):
            return f"is {what} (its first bytes are {magic[:4]!r}): rankagg reads text, plain or gzip-compressed; " \
                   + fix.format(name=name, gz=gz, plain=plain)
    data = _data_file(head)
    if data is not None:
        return f"is {data[0]} (its first bytes are {head[:4]!r}): rankagg reads text, plain or gzip-compressed; " \
               + data[1]
    if _BZIP2.match(head):
        # a field's file kept bzip2'd is told by its text when the head holds its first stream whole (a MediaWiki
        # dump's first stream is its siteinfo alone: u88a_pages_articles_dump_bz2_as_run)
        told = catalogue_head(_bunzipped_head(head).decode("utf-8", "replace"))
        if told is not None:
            return (f"is bzip2-compressed (its first bytes are {head[:4]!r}), and decompressed, at its line "
                    f"{told[0]}, {told[1]}")
        return (f"is bzip2-compressed (its first bytes are {head[:4]!r}): rankagg reads text, plain or "
                f"gzip-compressed; recompress it with gzip: bzip2 -dc {name} | gzip > {gz}")
    gzipped = head[:2] == b"\x1f\x8b"
    inner = gunzip_head(head, _TAR_AT + len(_TAR_MAGIC)) if gzipped else head
    if inner[_TAR_AT:_TAR_AT + len(_TAR_MAGIC)] == _TAR_MAGIC:
        return (f"is a tar archive{' (gzip-compressed)' if gzipped else ''} (the bytes at offset 257 of its "
                f"{'content' if gzipped else 'start'} are 'ustar'): rankagg reads files of text, plain or gzip-compressed, "
                f"not archives; extract its files "
                f"and give them: tar -x{'z' if gzipped else ''}f {name}")
    if gzipped and inner[:2] != b"\x1f\x8b":  # a binary file kept gzipped (plain.wav.gz) is told by its content,
        # which the reader would meet as 'a NUL byte' (u27c_, found for audio; every kind above alike)
        plain_path = path[:-3] if path.lower().endswith(".gz") else path
        within = container_of(plain_path, gunzip_head(head))
        if within is not None:
            return f"is gzip-compressed (gunzip -k {name} first), and inflated it {within}"
    return None


def _data_file(head: bytes) -> tuple[str, str] | None:
    """What binary data file of a pipeline ``head`` starts, and what to do with it; None for anything else."""
    # MATLAB's level-5 header: 116 bytes of text, the subsystem offset, the version (0x0100, a NUL in either byte
    # order) and the endian mark; save -v7.3 writes the same header before an HDF5 file
    if head.startswith(b"MATLAB ") and b"MAT-file" in head[:116] and head[126:128] in (b"IM", b"MI") \
            and b"\x00" in head[124:126]:
        return (f"a MATLAB .mat file ({head[7:10].decode('ascii', 'replace')}: MATLAB's arrays, not text)",
                "read it in Python (scipy.io.loadmat; a v7.3 file: h5py) and " + _IN_PYTHON)
    for magic, what, fix in _DATA_FILES:
        if head.startswith(magic):
            return what, fix
    if _WEBP.match(head):  # a RIFF file as a WAV is, told by its form and first chunk (u89a_webp_photo_as_run)
        return f"a WebP image ({head[12:16].decode('latin-1').strip()})", _IMAGE_FIX
    document = document_of(head)  # a PDF or RTF file: text-like first bytes, told before a reader trips on them
    if document is not None:
        return document
    # a recorder's WAV (GUANO, a Song Meter's, an AudioMoth's) before any other audio, whose advice is a speech
    # team's (u27c_wav_guano_as_run)
    recorder = bioacoustics_binary(head)
    if recorder is not None:
        return recorder
    # the audio, a Kaldi archive, the videos: a speech or video team's runs/* (u22a_wav_as_run, u24f_mp4_as_run)
    speech = speech_binary(head) or video_binary(head) or music_binary(head)  # a MIDI file too (u26c_midi_as_run)
    if speech is not None:
        return speech
    gzipped = head[:2] == b"\x1f\x8b"  # FITS is kept gzipped (.fits.gz): the table is told by the content's start
    table = data_table_of(gunzip_head(head) if gzipped else head, gzipped)  # Avro, Arrow, ORC, FITS: astronomy's
    if table is not None:
        return table
    if _PICKLE.match(head):
        return (f"a Python pickle (protocol {head[1]}; the revisited Oxford/Paris ground truth gnd_*.pkl is one)",
                "load it in Python (pickle.load) and " + _IN_PYTHON)
    if _FAISS.match(head):
        return ("a FAISS index (faiss.write_index: vectors, not a ranking)",
                "search it (D, I = index.search(xq, k)) and give rankagg.Fuser each query's (ids[I[q]], -D[q]) for L2 "
                "distances (lower is better), or write the answers as TREC run lines")
    return None


#: the members that tell an office document's zip (Office Open XML's folder, OpenDocument's mimetype's text)
_OFFICE_MEMBERS = ((b"xl/", "an Excel workbook (.xlsx)", "xlsx"), (b"word/", "a Word document (.docx)", ""),
                   (b"ppt/", "a PowerPoint file (.pptx)", ""),
                   (b"mimetypeapplication/vnd.oasis.opendocument.spreadsheet", "an OpenDocument spreadsheet (.ods)",
                    "odf"))
#: a zip member's local header: the signature, then (at 26) the lengths of its name and extra field, then the name
_LOCAL_HEADER = compiled(rb"PK\x03\x04[\s\S]{22}([\s\S]{2})[\s\S]{2}")
#: a member's entry in the central directory: the signature, then (at 28) the lengths of its name, extra field and
#: comment, the rest of the entry, then (at 46) the name
_CENTRAL_HEADER = compiled(rb"PK\x01\x02[\s\S]{24}([\s\S]{2})[\s\S]{16}")
#: Microsoft's compound file (OLE2): Excel 97-2003 .xls, Word .doc
_OLE2 = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
#: what to do with a table of rankings in a spreadsheet: pandas reads it, rankagg takes the frame
_SHEET_FIX = ("read the sheet in Python (pandas.read_excel(path{engine})) and give rankagg the frame (a run's columns "
              "qid, docid, score; judgements' qid, docid, rel; ranked lists one per column), or save the sheet as "
              "text: TREC lines, or CSV of ranked lists")


def _ole2_streams(head: bytes) -> list[str]:
    """The names of the entries in a compound file's first directory sector, when the head holds it (the header
    gives the sector's size at 0x1E and the directory's first sector at 0x30; an entry is 128 bytes, its name
    UTF-16LE, its length in bytes at 64), the root entry aside; [] when the head does not hold it."""
    size, first = 1 << int.from_bytes(head[0x1E:0x20], "little"), int.from_bytes(head[0x30:0x34], "little")
    start = (first + 1) * size if 7 <= size.bit_length() - 1 <= 16 else len(head)
    names = []
    for at in range(start, min(start + size, len(head) - 127), 128):
        length = int.from_bytes(head[at + 64:at + 66], "little")
        if 2 <= length <= 64:
            names.append(head[at:at + length - 2].decode("utf-16-le", "replace"))
    return [n for n in names if n and n != "Root Entry"]


def _office_file(head: bytes, path: str) -> tuple[str, str] | None:
    """What office document ``head`` starts (a spreadsheet said as one, not as 'a zip archive: unzip it', whose
    members are XML), and what to do with it; None for anything else.  Each zip member's name in the head is
    looked at: Excel and LibreOffice write the workbook's folder ``xl/`` after ``[Content_Types].xml`` and
    ``_rels/``, OpenDocument its ``mimetype`` first; when a large member comes first (a workbook's thumbnail), the
    names in the archive's central directory at its end are (u29d_xlsx_as_run's helper found the head alone)."""
    if head.startswith(_OLE2):
        streams = _ole2_streams(head)
        if streams and not {"Workbook", "Book", "WordDocument", "PowerPoint Document"} & set(streams):
            # another program's compound file (an AAF edit, an MSI installer): named by its streams, no workbook
            return (f"an OLE2 compound file (Microsoft's Compound File Binary, which Office 97-2003 documents, "
                    f"Outlook's .msg, MSI installers and AAF edits are) whose streams are {', '.join(streams[:5])}, "
                    "no workbook's", DOCUMENT_FIX)
        return ("a Microsoft Office compound file (an Excel 97-2003 .xls workbook, or a .doc; its first bytes are "
                f"{head[:4]!r})", _SHEET_FIX.format(engine=", engine='xlrd'"))
    if not head.startswith(b"PK\x03\x04"):
        return None
    names = [(head, h.end(), int.from_bytes(h.group(1), "little")) for h in _LOCAL_HEADER.finditer(head)]
    local = len(names)
    tail = _tail_of(path) if len(head) == HEAD else head  # a longer file: its central directory lists every member
    names += [(tail, c.end(), int.from_bytes(c.group(1), "little")) for c in _CENTRAL_HEADER.finditer(tail)]
    for data, at, size in names:
        for prefix, what, engine in _OFFICE_MEMBERS:
            if data.startswith(prefix, at):
                fix = (_SHEET_FIX.format(engine=f", engine={engine!r}" if engine == "odf" else "") if engine
                       else DOCUMENT_FIX)
                return f"{what} (a zip of XML; its member {data[at:at + size].decode('utf-8', 'replace')!r})", fix
    suffix = os.path.splitext(path)[1].lower()
    if (local and len(names) == local and b"PK\x05\x06" not in tail and suffix in _OOXML_SUFFIXES
            and names[0][0].startswith(b"[Content_Types].xml", names[0][1])):
        # an Office document cut short (u65b_recap_workbook_xlsx_as_run): its content types, deflated, and no central
        # directory, so no member tells the application but its name.  A whole package (its directory in sight)
        # without the application's folder is another tool's (RESQML's, 3MF's all open with '[Content_Types].xml')
        what, sheet = _OOXML_SUFFIXES[suffix]
        return (f"{what} (a zip of XML cut short: its first member '[Content_Types].xml', no other member and no "
                "central directory)", _SHEET_FIX.format(engine="") if sheet else DOCUMENT_FIX)
    return None


#: an Office application's names for its Open XML documents: what each is, and whether it is a spreadsheet
_OOXML_SUFFIXES = {**dict.fromkeys((".xlsx", ".xlsm", ".xltx", ".xltm"), ("an Excel workbook (.xlsx)", True)),
                   **dict.fromkeys((".docx", ".docm", ".dotx"), ("a Word document (.docx)", False)),
                   **dict.fromkeys((".pptx", ".pptm", ".potx"), ("a PowerPoint file (.pptx)", False))}


def _tail_of(path: str) -> bytes:
    """The last 64 KB of ``path`` (b'' when it cannot be read: the reader names why)."""
    try:
        with open(path, "rb") as fh:
            fh.seek(max(0, os.fstat(fh.fileno()).st_size - (1 << 16)))
            return fh.read(1 << 16)
    except OSError:
        return b""


def _zip_first_name(head: bytes) -> str:
    """The name of a zip archive's first member (its local header: the name's length at offset 26, the name at 30)."""
    return head[30:30 + int.from_bytes(head[26:28], "little")].decode("utf-8", "replace")


def _numpy_zip(head: bytes) -> bool:
    """Whether ``head`` starts a zip archive whose first member is a NumPy array (np.savez, np.savez_compressed)."""
    return head.startswith(b"PK\x03\x04") and _zip_first_name(head).endswith(".npy")
