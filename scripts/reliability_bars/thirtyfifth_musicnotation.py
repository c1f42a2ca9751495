"""Issue 45's thirty-fifth bar of scripts/reliability_matrix.py, a music-notation and MIR team ranking scores per
melodic query for an engraving and search service across symbolic matchers and editors (its cases, ids ``u35b_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are
the matrix's.  (Written in a later session, before any of its recognisers existed.)

The team's day: each incipit a user types or sings, by its tune and metre (``incipit:ode-to-joy/4-4``), is a query
and each score in the catalogue a document by its corpus and id (``score:imslp/IMSLP51780``); the runs are a pitch
n-gram index's, an interval DTW matcher's, a CNN embedding's and the music editors' rankings, scores in [0, 1] at four
decimals.  They are fused with RRF, Borda and CombSUM, weighted by each matcher's record, and judged against what the
editors confirmed (2 the work sought, 1 an arrangement or a variation of it, 0 another work).  The mistakes and odd
files: the field's own files given where runs or qrels are read (a MusicXML score, an MEI 5 encoding, a MuseScore
.mscx, a Standard MIDI File, a Guitar Pro 5 tab, ABC notation, a Humdrum **kern chorale, midicsv's dump of a MIDI
file, a JAMS annotation; MusicNet's labels and a LilyPond file as judgements), and outputs named for the field's
files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import struct

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

THIRTYFIFTH_MUSICNOTATION = ("45 Unseen inputs: a thirty-fifth bar, a music-notation and MIR team ranking scores per "
                             "melodic query for an engraving and search service across symbolic matchers and editors "
                             "(MusicXML, MEI, MuseScore, MIDI, Guitar Pro, ABC, Humdrum **kern, midicsv, JAMS, "
                             "MusicNet, LilyPond)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['pitch_ngram', 'interval_dtw', 'cnn_embedding', 'editors'],
    items=['score:imslp/IMSLP51780', 'score:kernscores/chor001', 'score:mutopia/1505',
           'score:openscore-lieder/5071256', 'score:rism/450012345', 'score:musescore/6102387',
           'score:kernscores/beethoven-woo59', 'score:imslp/IMSLP02345'],
    queries=['incipit:ode-to-joy/4-4', 'incipit:fur-elise/3-8', 'incipit:greensleeves/6-8',
             'incipit:bwv846-prelude/4-4', 'incipit:k331-andante/6-8', 'incipit:gymnopedie-1/3-4'],
    suffix='/transposed', generator='candidates', judgements='same_work') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "candidates", "matches.run")

_RECS3 = ["pitch_ngram", "interval_dtw", "cnn_embedding"]
_OUT = ("matches.run",)
_ONE_RUN = ("incipit:ode-to-joy/4-4 Q0 score:imslp/IMSLP51780 1 0.91 interval_dtw\nincipit:ode-to-joy/4-4 Q0 "
            "score:kernscores/chor001 2 0.77 interval_dtw\n")
# the team's files, as the notation editors, the sequencers, the converters and the MIR toolkits write them (a few
# lines)
_MUSICXML = ('<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<!DOCTYPE score-partwise PUBLIC '
             '"-//Recordare//DTD MusicXML 4.0 Partwise//EN" "http://www.musicxml.org/dtds/partwise.dtd">\n'
             '<score-partwise version="4.0">\n  <work>\n    <work-title>Ode to Joy</work-title>\n  </work>\n'
             '  <identification>\n    <creator type="composer">Ludwig van Beethoven</creator>\n    <encoding>\n'
             '      <software>MuseScore 4.2.1</software>\n      <encoding-date>2026-11-26</encoding-date>\n'
             '    </encoding>\n  </identification>\n  <part-list>\n    <score-part id="P1">\n'
             '      <part-name>Piano</part-name>\n    </score-part>\n  </part-list>\n  <part id="P1">\n'
             '    <measure number="1">\n      <attributes>\n        <divisions>1</divisions>\n'
             '        <key><fifths>2</fifths></key>\n        <time><beats>4</beats><beat-type>4</beat-type></time>\n'
             '        <clef><sign>G</sign><line>2</line></clef>\n      </attributes>\n'
             '      <note><pitch><step>F</step><alter>1</alter><octave>4</octave></pitch><duration>1</duration>'
             '<type>quarter</type></note>\n    </measure>\n  </part>\n</score-partwise>\n')
# an MEI 5 encoding: the schema's xml-model instruction before the root
_MEI = ('<?xml version="1.0" encoding="UTF-8"?>\n<?xml-model href="https://music-encoding.org/schema/5.0/mei-all.rng" '
        'type="application/xml" schematypens="http://relaxng.org/ns/structure/1.0"?>\n'
        '<mei xmlns="http://www.music-encoding.org/ns/mei" meiversion="5.0">\n  <meiHead>\n    <fileDesc>\n'
        '      <titleStmt>\n        <title>Prelude in C major, BWV 846</title>\n'
        '        <composer>Johann Sebastian Bach</composer>\n      </titleStmt>\n      <pubStmt/>\n    </fileDesc>\n'
        '  </meiHead>\n  <music>\n    <body>\n      <mdiv>\n        <score>\n'
        '          <scoreDef meter.count="4" meter.unit="4" key.sig="0">\n            <staffGrp>\n'
        '              <staffDef n="1" lines="5" clef.shape="G" clef.line="2"/>\n            </staffGrp>\n'
        '          </scoreDef>\n          <section>\n            <measure n="1">\n'
        '              <staff n="1"><layer n="1"><note pname="c" oct="4" dur="16"/><note pname="e" oct="4" '
        'dur="16"/></layer></staff>\n            </measure>\n          </section>\n        </score>\n'
        '      </mdiv>\n    </body>\n  </music>\n</mei>\n')
_MSCX = ('<?xml version="1.0" encoding="UTF-8"?>\n<museScore version="4.20">\n'
         '  <programVersion>4.2.1</programVersion>\n  <programRevision>e2c8c3b</programRevision>\n  <Score>\n'
         '    <Division>480</Division>\n'
         '    <metaTag name="composer">Erik Satie</metaTag>\n    <metaTag name="workTitle">Gymnopedie No. 1</metaTag>\n'
         '    <Part id="1">\n      <Staff id="1"/>\n      <trackName>Piano</trackName>\n    </Part>\n'
         '    <Staff id="1">\n      <Measure>\n        <voice>\n'
         '          <TimeSig>\n            <sigN>3</sigN>\n            <sigD>4</sigD>\n          </TimeSig>\n'
         '          <Rest>\n            <durationType>quarter</durationType>\n          </Rest>\n'
         '        </voice>\n      </Measure>\n    </Staff>\n  </Score>\n</museScore>\n')


def _midi() -> bytes:
    """A Standard MIDI File, format 1: 'MThd' (length 6, format 1, two tracks, 480 ticks a quarter), a tempo track
    (title, tempo, 3/8 time) and a piano track with Fur Elise's first notes as sixteenths (120 ticks)."""
    def track(events: bytes) -> bytes:
        return b"MTrk" + struct.pack(">I", len(events)) + events
    tempo = (b"\x00\xff\x03\x09Fur Elise" + b"\x00\xff\x51\x03\x07\xa1\x20" + b"\x00\xff\x58\x04\x03\x03\x0c\x08"
             + b"\x00\xff\x2f\x00")
    notes = b"\x00\xc0\x00"
    for pitch in (76, 75, 76, 75, 76, 71, 74, 72, 69):
        notes += bytes([0x00, 0x90, pitch, 0x50, 0x78, 0x80, pitch, 0x00])
    return b"MThd" + struct.pack(">IHHH", 6, 1, 2, 480) + track(tempo) + track(notes + b"\x00\xff\x2f\x00")


def _gp5() -> bytes:
    """A Guitar Pro 5 file's start: the version as a byte-sized string in 30 bytes ('FICHIER GUITAR PRO v5.00'), then
    the score's information as int-and-byte-sized strings (title, subtitle, artist, album, words, music, copyright,
    tab, instructions) and the notice's line count."""
    version = b"FICHIER GUITAR PRO v5.00"
    head = bytes([len(version)]) + version.ljust(30, b"\x00")
    info = [b"Greensleeves", b"", b"Traditional", b"", b"", b"Trad.", b"", b"ACME Music Search", b""]
    return (head + b"".join(struct.pack("<I", len(s) + 1) + bytes([len(s)]) + s for s in info)
            + struct.pack("<I", 0) + b"\x00" * 64)


# ABC notation 2.1: the version line and a formatting directive before the tune's header (X:, T:, M:, L:, K:)
_ABC = ("%abc-2.1\n%%pagewidth 21cm\n\nX:1\nT:Greensleeves\nC:Trad.\nM:6/8\nL:1/8\nQ:3/8=60\nK:Ador\n"
        "A|c2d e>fe|d2B G>AB|c2A A>^GA|B2^G E2A|\nc2d e>fe|d2B G>AB|c>BA ^G>FG|A3 A2|]\n")
# a Humdrum **kern chorale (KernScores' chor001): '!!!' reference records before the exclusive interpretations, then
# four tab-separated spines
_KERN = ("!!!COM: Bach, Johann Sebastian\n!!!CDT: 1685/02/21/-1750/07/28/\n!!!OTL@@DE: Aus meines Herzens Grunde\n"
         "!!!SCT: BWV 269\n!!!PC#: 1\n!!!AGN: chorale\n"
         + "".join("\t".join(row) + "\n" for row in [
             ["**kern"] * 4, ["*ICvox"] * 4, ["*Ibass", "*Itenor", "*Ialto", "*Isoprn"],
             ["*clefF4", "*clefGv2", "*clefG2", "*clefG2"], ["*k[f#]"] * 4, ["*G:"] * 4, ["*M3/4"] * 4,
             ["4GG", "4B", "4d", "4g"], ["=1"] * 4, ["4G", "4B", "4d", "2g"], ["4E", "8cL", "4e", "."],
             [".", "8BJ", ".", "."], ["4F#", "4A", "4d", "4dd"], ["=2"] * 4, ["4G", "4G", "4d", "4b"],
             ["*-"] * 4]))
# midicsv's dump of a MIDI file: 'track, time, type, ...', six fields a line for the header and the notes
_MIDICSV = ('0, 0, Header, 1, 2, 480\n1, 0, Start_track\n1, 0, Title_t, "Fur Elise"\n1, 0, Tempo, 500000\n'
            "1, 0, Time_signature, 3, 3, 12, 8\n1, 0, End_track\n2, 0, Start_track\n2, 0, Program_c, 0, 0\n"
            "2, 0, Note_on_c, 0, 76, 80\n2, 120, Note_off_c, 0, 76, 0\n2, 120, Note_on_c, 0, 75, 80\n"
            "2, 240, Note_off_c, 0, 75, 0\n2, 240, End_track\n0, 0, End_of_file\n")
# a JAMS annotation (JSON Annotated Music Specification): annotations, file_metadata, sandbox
_JAMS = ('{"annotations": [{"annotation_metadata": {"curator": {"name": "", "email": ""}, "annotator": {}, '
         '"version": "", "corpus": "", "annotation_tools": "", "annotation_rules": "", "validation": "", '
         '"data_source": "score alignment"}, "namespace": "note_midi", "data": [{"time": 0.0, "duration": 0.5, '
         '"value": 66.0, "confidence": null}, {"time": 0.5, "duration": 0.5, "value": 66.0, "confidence": null}], '
         '"sandbox": {}, "time": 0, "duration": 16.0}], "file_metadata": {"title": "Ode to Joy", "artist": '
         '"Ludwig van Beethoven", "release": "", "duration": 16.0, "identifiers": {}, "jams_version": "0.3.4"}, '
         '"sandbox": {}}\n')
# the judgements' mistakes: MusicNet's note labels (CSV), a LilyPond file
_MUSICNET = ("start_time,end_time,instrument,note,start_beat,end_beat,note_value\n"
             "9182,12254,1,76,0.0,0.25,Sixteenth\n12254,15326,1,75,0.25,0.25,Sixteenth\n"
             "15326,18398,1,76,0.5,0.25,Sixteenth\n18398,21470,1,75,0.75,0.25,Sixteenth\n")
_LILYPOND = ('\\version "2.24.3"\n\\header {\n  title = "Fur Elise"\n  composer = "Ludwig van Beethoven"\n}\n'
             "\\relative c'' {\n  \\clef treble\n  \\key a \\minor\n  \\time 3/8\n  \\partial 8 e16 dis |\n"
             "  e16 dis e b d c |\n  a8 r16 c, e a |\n  b8 r16 e, gis b |\n}\n")


def thirtyfifth_bar_musicnotation_cases() -> list[Case]:
    G = THIRTYFIFTH_MUSICNOTATION
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="candidates", judgements="same_work", runs=_RECS3, stem="matches", outputs=_OUT,
        item="scores", rounded="pitch_ngram",
        weights="{'pitch_ngram': 1.0, 'interval_dtw': 1.5, 'cnn_embedding': 2.0, 'editors': 0.5}",
        lone_query="R['editors']['incipit:la-folia/3-4'] = {'score:imslp/IMSLP86201': 0.9, "
                   "'score:kernscores/corelli-op05n12': 0.4}\n",
        trust="interval_dtw 2\ncnn_embedding 1.5\npitch_ngram 1\n",
        trust_dict="{'interval_dtw': 2, 'cnn_embedding': 1.5, 'pitch_ngram': 1}",
        texts={
            "rrf": ("u35b_rrf_matchers",
                    "rankagg.fuse({matcher: {incipit: {score: value}}}, method='rrf'): four matchers, six incipits "
                    "('incipit:ode-to-joy/4-4'), scores by corpus and id ('score:imslp/IMSLP51780')"),
            "borda": ("u35b_borda_unscored_scores",
                      "rankagg.fuse(..., method='borda'): the CNN embedding has no vector for the scores engraved "
                      "this week"),
            "combsum": ("u35b_combsum_rounded_scores",
                        "rankagg.fuse(..., method='combsum'): the n-gram index's overlap at one decimal (many ties) "
                        "beside the others"),
            "fuser": ("u35b_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per incipit: the CNN embedding counts 2, the editors 0.5"),
            "frame": ("u35b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the search log's sheet, a "
                      "row per incipit, score and matcher"),
            "evaluate": ("u35b_evaluate_same_work",
                         "rankagg.evaluate(fused ranking, the editors' verdicts, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put first the work the user was looking for"),
            "lone": ("u35b_one_matcher_incipit",
                     "rankagg.fuse(..., method='rrf'): an incipit only the editors ranked (La Folia, a request by "
                     "mail) beside incipits every matcher covers"),
            "cli_rrf": ("u35b_cli_rrf_runs",
                        "rankagg fuse pitch_ngram.run interval_dtw.run cnn_embedding.run --method rrf -o "
                        "matches.run: one run per matcher, incipits as queries"),
            "cli_borda": ("u35b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the DTW matcher "
                          "counts double)"),
            "cli_combsum": ("u35b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four scores the search page shows "
                            "above the fold"),
            "cli_evaluate": ("u35b_cli_evaluate_same_work_qrels",
                             "rankagg evaluate matches.run --qrels same_work.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against the editors' verdicts (0-2)"),
            "cli_parquet": ("u35b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o matches.parquet: gzipped runs from the matchers' "
                            "servers, a Parquet table for the search dashboard")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u35b_musicxml_as_run", "a MusicXML 4.0 score (DOCTYPE score-partwise, work, identification, part-list, "
         "part, measure)", "ode_to_joy.musicxml", _MUSICXML, "MusicXML", "ode_to_joy.musicxml:3"),
        ("u35b_mei_as_run", "an MEI 5 encoding (xml-model, mei meiversion=5.0: meiHead, music, body, mdiv, score)",
         "bwv846_prelude.mei", _MEI, "MEI", "bwv846_prelude.mei:3"),
        ("u35b_mscx_as_run", "a MuseScore 4 score, uncompressed (.mscx: museScore, programVersion, Score, Part, "
         "Staff)", "gymnopedie_1.mscx", _MSCX, "MuseScore", "gymnopedie_1.mscx:2"),
        ("u35b_midi_as_run", "a Standard MIDI File (MThd: format 1, two tracks, 480 ticks a quarter; MTrk chunks)",
         "fur_elise.mid", _midi(), "MIDI", "fur_elise.mid"),
        ("u35b_gp5_as_run", "a Guitar Pro 5 tab ('FICHIER GUITAR PRO v5.00', then the score's information)",
         "greensleeves.gp5", _gp5(), "Guitar Pro", "greensleeves.gp5"),
        ("u35b_abc_as_run", "ABC notation ('%abc-2.1', then X:, T:, C:, M:, L:, Q:, K: and the tune)",
         "greensleeves.abc", _ABC, "ABC", "greensleeves.abc:1"),
        ("u35b_kern_as_run", "a Humdrum **kern chorale ('!!!COM:' reference records, then four **kern spines, "
         "tab-separated)", "chor001.krn", _KERN, "Humdrum", "chor001.krn:1"),
        ("u35b_midicsv_as_run", "midicsv's dump of a MIDI file ('0, 0, Header, 1, 2, 480', then 'track, time, "
         "Note_on_c, channel, note, velocity': six fields a line)", "fur_elise.csv", _MIDICSV, "midicsv",
         "fur_elise.csv:1"),
        ("u35b_jams_as_run", "a JAMS annotation (annotations: annotation_metadata, namespace note_midi, data; "
         "file_metadata with jams_version)", "ode_to_joy.jams", _JAMS, "JAMS", "ode_to_joy.jams:1")],
        one_run=("interval_dtw.run", _ONE_RUN), stem="matches",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a binary MIDI file or tab read as lines gives no ranking: named by its "
                   "magic bytes")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u35b_kern_as_qrels", "chor001.krn", _KERN, "Humdrum"),
        ("u35b_musicnet_as_qrels", "2383.csv", _MUSICNET, "MusicNet"),
        ("u35b_lilypond_as_qrels", "fur_elise.ly", _LILYPOND, "LilyPond"),
        ("u35b_abc_as_qrels", "greensleeves.abc", _ABC, "ABC")],
        one_run=("interval_dtw.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u35b_out_mid", "matches.mid", "a Standard MIDI File"),
        ("u35b_out_musicxml", "matches.musicxml", "a MusicXML score"),
        ("u35b_out_mscz", "matches.mscz", "a MuseScore score"),
        ("u35b_out_krn", "matches.krn", "a Humdrum **kern file")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=35"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u35b_api_jams_dict",
            "rankagg.fuse(json.load(ode_to_joy.jams)): a JAMS annotation loaded in Python given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('a.jams')), method='rrf')\n",
            "JAMS", why="a run maps a query to {document: score}; a JAMS file's 'annotations' is a list and "
            "'file_metadata' a record", files={"a.jams": _JAMS}),
        bad("u35b_api_musicnet_frame",
            "rankagg.fuse(pd.read_csv(2383.csv)): MusicNet's note labels given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('m.csv'), method='borda')\n",
            "MusicNet", why="a table of runs has qid, docid, run and score columns; MusicNet's has a note per row",
            files={"m.csv": _MUSICNET}),
    ]
    return cases
