"""An audio post-production and mastering studio's files (issue 45's thirty-sixth bar, u36j_): REAPER's projects,
Ardour's sessions, Cubase's track archives, Audacity's projects, Broadcast Wave files, Pro Tools' session info, BWF
MetaEdit's CSV, ffmpeg's loudnorm measurements and ebur128 logs.  (Audacity's label tracks are the bioacoustics
reader's, u27c_, in its words.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: an SQLite header (page size 4096, UTF-8) whose application id, at offset 68, is Audacity's 'AUDY'
_AUP3 = (b"SQLite format 3\x00\x10\x00\x01\x01\x00\x40\x20\x20" + b"\x00\x00\x00\x07" + b"\x00\x00\x00\x05"
         + b"\x00" * 8 + b"\x00\x00\x00\x02\x00\x00\x00\x04" + b"\x00" * 8 + b"\x00\x00\x00\x01" + b"\x00" * 8
         + b"AUDY" + b"\x00" * 20 + b"\x00\x00\x00\x07\x00\x2e\x3f\x72")
#: a RIFF/WAVE file whose first chunk is EBU Tech 3285's bext: description, originator, its reference, date, time
_BWF = (b"RIFF\x2c\x03\x00\x00WAVEbext\x5a\x02\x00\x00" + b"Door slam, heavy, close".ljust(256, b"\x00")
        + b"Sound Devices".ljust(32, b"\x00") + b"USSDV0012403051422101234567890".ljust(32, b"\x00")
        + b"2024-03-0514:22:10" + b"\x00\x4d\x4c\x0a\x00\x00\x00\x00\x01\x00")

AUDIOPOST = Field(
    team="an audio post-production and mastering studio's files (u36j_)",
    advice="give each ranking of a track's mix prints (the loudness fit's against the delivery targets, the "
           "reference match's, the mix engineer's, the client's) as a run, a track a query and each print a document "
           "(mix:v3_main@48k24), the score higher for the better print: 'TRACK Q0 PRINT RANK SCORE RANKING'; the "
           "prints approved for mastering are the qrels, 'TRACK 0 PRINT GRADE'",
    # a field recorder's Broadcast Wave (u34h_) is the studio's format, told in its words
    supersedes=("u34h_",),
    files=(
        FieldFile("a REAPER project (.rpp: REAPER's text chunks, '<REAPER_PROJECT 0.1 \"version\" time', then "
                  "nested TRACK, ITEM and SOURCE chunks)", '<REAPER_PROJECT 0.1 "6.83/linux-x86_64" 1709648530\n'
                  "  RIPPLE 0\n  TEMPO 120 4 4\n  SAMPLERATE 48000 0 0\n  <TRACK {3B1F5E2A-7C4D-4E8F-9A0B-1C2D3E4F5A6B}"
                  "\n    NAME Dialogue\n    VOLPAN 1 0 -1 -1 1\n  >\n>\n", 1,
                  line=r"\A<REAPER_PROJECT \d+(?:\.\d+)? \"[^\"\n]*\" \d+", lookalike=True,
                  outputs=(".rpp", ".rpp-bak")),
        FieldFile("an Ardour session (.ardour: Ardour's XML, Session with its ProgramVersion, Config, Sources, "
                  "Regions, Routes)", '<?xml version="1.0" encoding="UTF-8"?>\n<Session version="7003" name="reel2" '
                  'sample-rate="48000" id-counter="912">\n  <ProgramVersion created-with="Ardour 8.2.0" '
                  'modified-with="Ardour 8.2.0"/>\n  <Config/>\n  <Sources/>\n  <Routes/>\n</Session>\n', 2,
                  root="Session", marks=("<ProgramVersion",), outputs=(".ardour",)),
        FieldFile("a Cubase/Nuendo track archive (Cubase's XML: tracklist2, a list of track objects, "
                  "MAudioTrackEvent, MMidiTrackEvent ...)", '<?xml version="1.0" encoding="utf-8"?>\n<tracklist2>\n'
                  '   <list name="track" type="obj">\n      <obj class="MMidiTrackEvent" ID="2044813568">\n'
                  '         <int name="Flags" value="1"/>\n      </obj>\n   </list>\n</tracklist2>\n', 2,
                  root="tracklist2"),
        FieldFile("an Audacity 3 project (.aup3: an SQLite database whose application id is 'AUDY': the project's "
                  "XML and its audio blocks)", _AUP3, 0, magic=b"AUDY", magic_at=68, marks=("SQLite format 3",),
                  outputs=(".aup3",)),
        FieldFile("a Broadcast Wave file (BWF: RIFF/WAVE audio with EBU's bext chunk, its description, originator, "
                  "time reference, loudness and coding history, and often iXML)", _BWF, 0, magic=b"WAVE", magic_at=8,
                  marks=("bext",), outputs=(".bwf",)),
        FieldFile("Pro Tools' session info as text (Export Session Info as Text: SESSION NAME, SAMPLE RATE, BIT "
                  "DEPTH, ..., then the files, clips, tracks and markers listings)", "SESSION NAME:\tReel 2 Dialogue"
                  "\nSAMPLE RATE:\t48000.000000\nBIT DEPTH:\t24-bit\nSESSION START TIMECODE:\t00:59:00:00\n"
                  "TIMECODE FORMAT:\t23.976 Frame\n# OF AUDIO TRACKS:\t24\n# OF AUDIO CLIPS:\t188\n"
                  "# OF AUDIO FILES:\t96\n\n\nT R A C K  L I S T I N G\n", 1,
                  line=r"\ASESSION NAME:\t[^\n]*\nSAMPLE RATE:\t", lookalike=True),
        FieldFile("BWF MetaEdit's core metadata CSV (a file per row: FileName, Description, Originator, "
                  "OriginatorReference, OriginationDate, ..., CodingHistory, then the INFO fields)",
                  "FileName,Description,Originator,OriginatorReference,OriginationDate,OriginationTime,"
                  "TimeReference,BextVersion,CodingHistory\n/media/sfx/door_slam_01.wav,\"Door slam, heavy\","
                  "Sound Devices,USSDV0012403051422101234567890,2024-03-05,14:22:10,172800000,1,"
                  "\"A=PCM,F=48000,W=24,M=mono\"\n", 1,
                  columns=("FileName", "Originator", "OriginatorReference", "OriginationDate")),
        FieldFile("ffmpeg loudnorm's measurement (the loudnorm filter's print_format=json: input_i, input_tp, "
                  "input_lra, input_thresh, output_i, ..., target_offset)", '{\n\t"input_i" : "-27.61",\n'
                  '\t"input_tp" : "-4.47",\n\t"input_lra" : "18.10",\n\t"input_thresh" : "-39.20",\n'
                  '\t"output_i" : "-24.02",\n\t"output_tp" : "-2.00",\n\t"output_lra" : "7.50",\n'
                  '\t"output_thresh" : "-34.32",\n\t"normalization_type" : "dynamic",\n\t"target_offset" : "0.02"\n'
                  "}\n", 1, keys=("input_i", "input_tp", "input_lra", "input_thresh")),
        FieldFile("an ffmpeg ebur128 log (the ebur128 filter's EBU R 128 meter: a '[Parsed_ebur128_0 @ ...]' line "
                  "per 100 ms, M, S, I and LRA, then its Summary)", "ffmpeg version 6.1.1 Copyright (c) 2000-2023 "
                  "the FFmpeg developers\nInput #0, wav, from 'reel2_dx_stem.wav':\n  Duration: 00:01:30.00, "
                  "bitrate: 2304 kb/s\n[Parsed_ebur128_0 @ 0x55d0c8a1b2c0] t: 0.0999792  TARGET:-23 LUFS    "
                  "M:-31.2 S:-120.7     I: -31.2 LUFS       LRA:   0.0 LU\n[Parsed_ebur128_0 @ 0x55d0c8a1b2c0] "
                  "Summary:\n\n  Integrated loudness:\n    I:         -23.4 LUFS\n", 4,
                  line=r"^\[Parsed_ebur128_\d+ @ (?:0x)?[0-9a-fA-F]+\] (?:t: |Summary:)"),
    ))
