"""A music-notation and MIR team's files (issue 45's thirty-fifth bar, u35b_): MusicXML, MEI and MuseScore scores,
Standard MIDI Files and midicsv's dumps of them, Guitar Pro tabs, ABC notation, Humdrum **kern scores, LilyPond
files, JAMS annotations and MusicNet's note labels."""

from __future__ import annotations

import struct

from rankagg.io.fields.declaration import Field, FieldFile

#: a Standard MIDI File: its header chunk (length 6, format 0, one track, 96 ticks a quarter), then a track of a
#: middle C held a quarter and its end
_MIDI = (b"MThd" + struct.pack(">IHHH", 6, 0, 1, 96) + b"MTrk" + struct.pack(">I", 12)
         + b"\x00\x90\x3c\x64\x60\x80\x3c\x00\x00\xff\x2f\x00")

#: a Guitar Pro 4 file's start: its version as a byte-sized string padded to 30 bytes, then the song's title and
#: artist as int-and-byte-sized strings
_GP4 = (bytes([24]) + b"FICHIER GUITAR PRO v4.06".ljust(30, b"\x00") + struct.pack("<I", 8) + b"\x07Scherzo"
        + struct.pack("<I", 1) + b"\x00" + struct.pack("<I", 10) + b"\x09Anonymous")

MUSICNOTATION = Field(
    team="a music-notation and MIR team's files (u35b_)",
    advice="give each matcher's ranking of the catalogue's scores for a melodic query (a pitch n-gram index's, an "
           "interval DTW's, an embedding's, the editors') as a run, the query (an incipit, by tune and metre) a "
           "query and each candidate score a document by its corpus and id (score:mutopia/2071), the score higher "
           "for the closer match: 'QUERY Q0 CANDIDATE RANK SCORE MATCHER'; the editors' verdicts are the qrels, "
           "'QUERY 0 CANDIDATE GRADE' (2 the work sought, 1 an arrangement or variation of it, 0 another work)",
    # the cover-song team's MusicXML, MIDI and JAMS files (u26c_) are the notation team's formats, told in its
    # words
    supersedes=("u26c_",),
    files=(
        FieldFile("a MusicXML score (score-partwise: part-list, then each part's measures of notes; MuseScore, "
                  "Finale, Sibelius and Dorico export it)",
                  '<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<!DOCTYPE score-partwise PUBLIC '
                  '"-//Recordare//DTD MusicXML 3.1 Partwise//EN" "http://www.musicxml.org/dtds/partwise.dtd">\n'
                  '<score-partwise version="3.1">\n  <part-list>\n    <score-part id="P1"><part-name>Voice'
                  '</part-name></score-part>\n  </part-list>\n  <part id="P1">\n    <measure number="1">\n'
                  '      <note><pitch><step>C</step><octave>4</octave></pitch><duration>4</duration>'
                  '<type>whole</type></note>\n    </measure>\n  </part>\n</score-partwise>\n', 3,
                  root="score-partwise", outputs=(".musicxml", ".mxl")),
        FieldFile("a MusicXML score (score-timewise: each measure's parts of notes)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n<score-timewise version="3.1">\n  <part-list>\n'
                  '    <score-part id="P1"><part-name>Flute</part-name></score-part>\n  </part-list>\n'
                  '  <measure number="1">\n    <part id="P1"><note><rest/><duration>4</duration></note></part>\n'
                  '  </measure>\n</score-timewise>\n', 2, root="score-timewise"),
        FieldFile("an MEI score (the Music Encoding Initiative's XML: mei, meiHead, music, body, mdiv, score)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n<mei xmlns="http://www.music-encoding.org/ns/mei" '
                  'meiversion="4.0.1">\n  <meiHead>\n    <fileDesc><titleStmt><title>Minuet</title></titleStmt>'
                  '<pubStmt/></fileDesc>\n  </meiHead>\n  <music><body><mdiv><score/></mdiv></body></music>\n</mei>\n',
                  2, root="mei", marks=("music-encoding.org",), outputs=(".mei",)),
        FieldFile("a MuseScore score (.mscx, zipped .mscz: museScore, programVersion, Score, Part, Staff, Measure)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n<museScore version="3.02">\n'
                  '  <programVersion>3.6.2</programVersion>\n  <programRevision>3224f34</programRevision>\n'
                  '  <Score>\n    <Division>480</Division>\n    <Staff id="1"/>\n  </Score>\n</museScore>\n', 2,
                  root="museScore", outputs=(".mscx", ".mscz")),
        FieldFile("a Standard MIDI File (MIDI's MThd header: its format, tracks and division, then MTrk chunks of "
                  "note events)", _MIDI, 0, magic=b"MThd\x00\x00\x00\x06", outputs=(".mid", ".midi")),
        FieldFile("a Guitar Pro tab (Guitar Pro 3 to 5's binary: 'FICHIER GUITAR PRO v5.00', the song's "
                  "information, then its tracks, measures and beats)", _GP4, 0, magic=b"FICHIER GUITAR PRO v",
                  magic_at=1, outputs=(".gp3", ".gp4", ".gp5")),
        FieldFile("ABC notation (a tune's header fields X:, T:, M:, L:, K:, then its notes; abcm2ps and "
                  "EasyABC read it)", "%abc-2.1\nX:3\nT:The Kesh\nR:jig\nM:6/8\nL:1/8\nK:G\n"
                  "|:G3 GAB|A3 ABd|edd gdd|edB dBA:|\n", 1,
                  line=r"\A%abc(?:-\d\.\d)?[ \t]*$|\A(?:%[^\n]*\n|[ \t]*\n)*X:[ \t]*\d+[ \t]*\n"
                       r"(?:(?:[A-Za-z]:|%)[^\n]*\n)*K:"),
        FieldFile("a Humdrum **kern score (Humdrum's '!!!' reference records, then tab-separated spines opened by "
                  "**kern, their tokens and barlines, closed by *-)",
                  "!!!COM: Mozart, Wolfgang Amadeus\n!!!OTL: Menuetto\n**kern\t**kern\n*clefF4\t*clefG2\n"
                  "*M3/4\t*M3/4\n=1\t=1\n2.C\t4e\n.\t4g\n.\t4cc\n*-\t*-\n", 1,
                  line=r"\A(?:![^\n]*\n|[ \t]*\n)*(?:\*\*\S+\t)*\*\*kern(?:\t\*\*\S+)*[ \t]*$", outputs=(".krn",)),
        FieldFile("midicsv's dump of a MIDI file (CSV records 'track, time, type, ...': Header, Start_track, "
                  "Tempo, Note_on_c, Note_off_c, End_track, End_of_file)",
                  "0, 0, Header, 0, 1, 96\n1, 0, Start_track\n1, 0, Tempo, 500000\n1, 0, Note_on_c, 0, 60, 100\n"
                  "1, 96, Note_off_c, 0, 60, 0\n1, 96, End_track\n0, 0, End_of_file\n", 1,
                  line=r"\A[ \t]*0,[ \t]*0,[ \t]*Header,[ \t]*[012],[ \t]*\d+,[ \t]*-?\d+[ \t]*$"),
        FieldFile("a JAMS annotation (JSON Annotated Music Specification: file_metadata with its jams_version, "
                  "annotations by namespace, each with its annotation_metadata and data, sandbox)",
                  '{"annotations": [{"annotation_metadata": {"corpus": "", "version": "", "annotator": {}}, '
                  '"namespace": "beat", "data": [{"time": 0.48, "duration": 0.0, "value": 1, "confidence": null}], '
                  '"sandbox": {}, "time": 0, "duration": null}], "file_metadata": {"title": "Minuet", '
                  '"duration": 94.2, "jams_version": "0.3.4"}, "sandbox": {}}\n', 1,
                  keys=("file_metadata", "annotations"), outputs=(".jams",)),
        FieldFile("MusicNet's note labels (a recording's notes: start_time, end_time, instrument, note, "
                  "start_beat, end_beat, note_value)",
                  "start_time,end_time,instrument,note,start_beat,end_beat,note_value\n"
                  "90078,124382,41,62,4.0,1.0,Quarter\n124382,141022,41,64,5.0,0.5,Eighth\n", 1,
                  columns=("start_time", "end_time", "instrument", "note", "start_beat", "note_value")),
        FieldFile("a LilyPond file (LilyPond's input: \\version, \\header, \\relative or \\new Staff music "
                  "expressions, \\score)",
                  "\\version \"2.22.1\"\n\\header {\n  title = \"Minuet\"\n}\n\\relative c'' {\n  \\time 3/4\n"
                  "  d4 g,8 a b c | d4 g, g |\n}\n", 1,
                  line=r"^\\version[ \t]+\"\d+\.\d+(?:\.\d+)?\"|^\\(?:score|book|header|paper|layout)[ \t]*\{|"
                       r"^\\relative(?: +[a-g][a-z]*[',]*)? *(?:\{|$)|"
                       r"^\\new[ \t]+(?:Staff|PianoStaff|GrandStaff|StaffGroup|ChoirStaff|"
                       r"Voice|Lyrics|ChordNames|DrumStaff|TabStaff)\b",
                  outputs=(".ly", ".ily")),
    ))
