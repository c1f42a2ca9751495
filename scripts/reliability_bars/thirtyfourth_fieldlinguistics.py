"""Issue 45's thirty-fourth bar of scripts/reliability_matrix.py, a field linguistics lab ranking the utterances of its
recordings as examples of a construction per language across searches and its people (its cases, ids ``u34h_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.  (Written in a later session, before any of its recognisers existed.)

The team's day: each language and construction (``lang:nru/evidentiality``, by its ISO 639-3 code) is a query and each
annotated utterance a document by its session and annotation (``utt:NRU-2019-07-12-S1/a17``); the runs are the
language consultants' ratings, a BM25 search over the interlinear glosses, an XLS-R keyword spotter's over the audio
and the fieldworkers' picks, scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, weighted
by each ranking's record, and judged against what the lab's annotators confirmed (2 a clear example, 1 a marginal one,
0 none).  The mistakes and odd files: the field's own files given where runs or qrels are read (an ELAN .eaf, a FLEx
LIFT lexicon, a CHAT transcript, a Toolbox MDF dictionary, CoNLL-U, a CLDF FormTable and its metadata, a forced
aligner's CTM, a field recorder's WAV, Kaldi's segments, a Transcriber .trs, a Praat PitchTier, an EXMARaLDA
transcription, Glottolog's languoids), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import struct

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

THIRTYFOURTH_FIELDLINGUISTICS = ("45 Unseen inputs: a thirty-fourth bar, a field linguistics lab ranking the "
                                 "utterances of its recordings as examples of a construction per language across "
                                 "searches and its people (ELAN, LIFT, CHAT, Toolbox, CoNLL-U, CLDF, CTM, WAV, Kaldi, "
                                 "Transcriber, Praat, EXMARaLDA, Glottolog)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['consultants', 'gloss_bm25', 'xlsr_kws', 'fieldworkers'],
    items=['utt:NRU-2019-07-12-S1/a17', 'utt:NRU-2019-07-14-S2/a03', 'utt:IKX-2023-03-04-S2/a05',
           'utt:WBP-1998-06-20-S1/a41', 'utt:TZH-2021-11-02-S3/a12', 'utt:PJT-2017-08-09-S1/a28',
           'utt:NRU-2020-01-22-S1/a09', 'utt:IKX-2023-03-06-S1/a33'],
    queries=['lang:nru/evidentiality', 'lang:nru/serial-verbs', 'lang:ikx/ventive', 'lang:wbp/switch-reference',
             'lang:tzh/numeral-classifiers', 'lang:pjt/ergative-case'],
    suffix='/elicited', generator='examples', judgements='confirmed') + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "examples", "examples.run")

_RECS3 = ["consultants", "gloss_bm25", "xlsr_kws"]
_OUT = ("examples.run",)
_ONE_RUN = ("lang:nru/evidentiality Q0 utt:NRU-2019-07-12-S1/a17 1 0.91 gloss_bm25\nlang:nru/evidentiality Q0 "
            "utt:NRU-2019-07-14-S2/a03 2 0.77 gloss_bm25\n")
# the lab's files, as the annotation, lexicon, transcription, alignment tools and the recorders write them
_EAF = ('<?xml version="1.0" encoding="UTF-8"?>\n<ANNOTATION_DOCUMENT AUTHOR="" DATE="2024-03-12T16:20:41+08:00" '
        'FORMAT="3.0" VERSION="3.0" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" '
        'xsi:noNamespaceSchemaLocation="http://www.mpi.nl/tools/elan/EAFv3.0.xsd">\n'
        '    <HEADER MEDIA_FILE="" TIME_UNITS="milliseconds">\n'
        '        <MEDIA_DESCRIPTOR MEDIA_URL="file:///C:/fieldwork/NRU-2019-07-12-S1.wav" MIME_TYPE="audio/x-wav" '
        'RELATIVE_MEDIA_URL="./NRU-2019-07-12-S1.wav"/>\n'
        '        <PROPERTY NAME="lastUsedAnnotationId">41</PROPERTY>\n    </HEADER>\n    <TIME_ORDER>\n'
        '        <TIME_SLOT TIME_SLOT_ID="ts1" TIME_VALUE="12480"/>\n'
        '        <TIME_SLOT TIME_SLOT_ID="ts2" TIME_VALUE="15020"/>\n    </TIME_ORDER>\n'
        '    <TIER LINGUISTIC_TYPE_REF="default-lt" PARTICIPANT="LZ" TIER_ID="tx@LZ">\n        <ANNOTATION>\n'
        '            <ALIGNABLE_ANNOTATION ANNOTATION_ID="a17" TIME_SLOT_REF1="ts1" TIME_SLOT_REF2="ts2">\n'
        '                <ANNOTATION_VALUE>ʈʂʰɯ˧ ʝi˧ tsɯ˩</ANNOTATION_VALUE>\n'
        '            </ALIGNABLE_ANNOTATION>\n        </ANNOTATION>\n    </TIER>\n'
        '    <LINGUISTIC_TYPE GRAPHIC_REFERENCES="false" LINGUISTIC_TYPE_ID="default-lt" TIME_ALIGNABLE="true"/>\n'
        '</ANNOTATION_DOCUMENT>\n')
_LIFT = ('<?xml version="1.0" encoding="UTF-8"?>\n<lift producer="SIL.FLEx 9.1.25.877" version="0.13">\n<header>\n'
         '<ranges>\n<range id="grammatical-info" href="file://C:/Users/fieldwork/Documents/Na/Na.lift-ranges"/>\n'
         '</ranges>\n</header>\n<entry dateCreated="2019-07-12T09:31:05Z" dateModified="2024-03-12T08:14:22Z" '
         'id="ʝi_71039e6c-de90-565a-8cd7-89b263271615" guid="71039e6c-de90-565a-8cd7-89b263271615">\n'
         '<lexical-unit>\n<form lang="nru"><text>ʝi˧</text></form>\n</lexical-unit>\n'
         '<trait name="morph-type" value="stem"/>\n<sense id="3c480084-0bec-5ee3-a530-e96a1170273a">\n'
         '<grammatical-info value="Verb"/>\n<gloss lang="en"><text>do</text></gloss>\n</sense>\n</entry>\n</lift>\n')
# a CHAT transcript: '@' headers from '@UTF8', tiers '*CHI:' then a tab, time bullets between two 0x15 bytes
_CHAT = ("@UTF8\n@Begin\n@Languages:\tnru, cmn\n@Participants:\tCHI Target_Child, MOT Mother, INV Investigator\n"
         "@ID:\tnru|Yongning|CHI|3;02.10|female|||Target_Child|||\n@ID:\tnru|Yongning|MOT|||||Mother|||\n"
         "@ID:\tnru|Yongning|INV|||||Investigator|||\n@Media:\tNRU-2020-01-22-S1, audio\n@Date:\t22-JAN-2020\n"
         "*MOT:\tʈʂʰɯ˧ ʝi˧ tsɯ˩ ? \x1512480_13620\x15\n*CHI:\tʝi˧ . \x1513700_15020\x15\n@End\n")
_TOOLBOX = ("\\_sh v3.0  400  MDF 4.0\n\\_DateStampHasFourDigitYear\n\n\\lx ʝi\n\\hm 1\n\\ps v\n\\ge do\n\\gn 做\n"
            "\\xv ʈʂʰɯ˧ ʝi˧ tsɯ˩\n\\xe He did it, they say.\n\\dt 12/Mar/2024\n\n\\lx tsɯ\n\\ps part\n\\ge REP\n"
            "\\dt 12/Mar/2024\n")
# CoNLL-U: '#' comments (newdoc, sent_id, text), then ten tab-separated columns a token
_CONLLU = ("# newdoc id = NRU-2019-07-12-S1\n# sent_id = NRU-2019-07-12-S1-a17\n# text = ʈʂʰɯ˧ ʝi˧ tsɯ˩\n"
           "1\tʈʂʰɯ˧\tʈʂʰɯ\tPRON\t_\tPerson=3\t2\tnsubj\t_\tGloss=3SG\n"
           "2\tʝi˧\tʝi\tVERB\t_\t_\t0\troot\t_\tGloss=do\n"
           "3\ttsɯ˩\ttsɯ\tPART\t_\tEvident=Nfh\t2\tdiscourse\t_\tGloss=REP\n\n")
_CLDF_FORMS = ("ID,Local_ID,Language_ID,Parameter_ID,Value,Form,Segments,Comment,Source,Cognacy,Loan\n"
               "Pitjantjatjara-1_hand-1,,Pitjantjatjara,1_hand,mara,mara,m a r a,,Goddard1996,,False\n"
               "Pitjantjatjara-2_foot-1,,Pitjantjatjara,2_foot,tjina,tjina,c i n a,,Goddard1996,,False\n"
               "Warlpiri-1_hand-1,,Warlpiri,1_hand,rdaka,rdaka,ɖ a k a,,Laughren2022,,False\n")
_CLDF_METADATA = ('{\n    "@context": [\n        "http://www.w3.org/ns/csvw",\n        {\n'
                  '            "@language": "en"\n        }\n    ],\n'
                  '    "dc:conformsTo": "http://cldf.clld.org/v1.0/terms.rdf#Wordlist",\n'
                  '    "dc:title": "Body-part terms of the lab\'s field languages",\n'
                  '    "dialect": {\n        "commentPrefix": null\n    },\n    "tables": [\n        {\n'
                  '            "dc:conformsTo": "http://cldf.clld.org/v1.0/terms.rdf#FormTable",\n'
                  '            "tableSchema": {\n                "columns": [\n'
                  '                    {\n                        "name": "ID",\n'
                  '                        "propertyUrl": "http://cldf.clld.org/v1.0/terms.rdf#id"\n'
                  '                    },\n                    {\n                        "name": "Form",\n'
                  '                        "propertyUrl": "http://cldf.clld.org/v1.0/terms.rdf#form"\n'
                  '                    }\n                ],\n                "primaryKey": [\n'
                  '                    "ID"\n                ]\n            },\n'
                  '            "url": "forms.csv"\n        }\n    ]\n}\n')
# a forced aligner's CTM: recording, channel, start, duration, word, confidence (six fields a line)
_CTM = ("NRU-2019-07-12-S1 1 12.480 0.310 ʈʂʰɯ˧ 0.94\nNRU-2019-07-12-S1 1 12.790 0.220 ʝi˧ 0.88\n"
        "NRU-2019-07-12-S1 1 13.010 0.280 tsɯ˩ 0.91\n")
# Kaldi's data/segments: utterance, recording, start, end (four fields a line)
_SEGMENTS = ("NRU-2019-07-12-S1-a17 NRU-2019-07-12-S1 12.48 15.02\n"
             "NRU-2019-07-12-S1-a18 NRU-2019-07-12-S1 15.31 18.77\n"
             "NRU-2019-07-12-S1-a19 NRU-2019-07-12-S1 19.04 21.60\n")
_TRS = ('<?xml version="1.0" encoding="ISO-8859-1"?>\n<!DOCTYPE Trans SYSTEM "trans-14.dtd">\n'
        '<Trans scribe="fieldworker" audio_filename="IKX-2023-03-04-S2" version="3" version_date="230310">\n'
        '<Speakers>\n<Speaker id="spk1" name="Lokwang" check="no" dialect="native" accent="" scope="local"/>\n'
        '</Speakers>\n<Episode>\n<Section type="report" startTime="0" endTime="41.265">\n'
        '<Turn speaker="spk1" startTime="0" endTime="41.265">\n<Sync time="0"/>\nnta ida kaa kona\n'
        '<Sync time="3.118"/>\nnesi bi\n</Turn>\n</Section>\n</Episode>\n</Trans>\n')
_PITCHTIER = ('File type = "ooTextFile"\nObject class = "PitchTier"\n\nxmin = 0 \nxmax = 2.54 \npoints: size = 3 \n'
              "points [1]:\n    number = 0.1248 \n    value = 182.4 \npoints [2]:\n    number = 0.4790 \n"
              "    value = 176.9 \npoints [3]:\n    number = 0.7301 \n    value = 141.2 \n")
_EXB = ('<?xml version="1.0" encoding="UTF-8"?>\n<!-- (c) http://www.rrz.uni-hamburg.de/exmaralda -->\n'
        '<basic-transcription>\n<head>\n<meta-information>\n<project-name>Pitjantjatjara field corpus</project-name>\n'
        '<transcription-name>PJT-2017-08-09-S1</transcription-name>\n'
        '<referenced-file url="PJT-2017-08-09-S1.wav"/>\n<ud-meta-information></ud-meta-information>\n'
        '<comment></comment>\n<transcription-convention></transcription-convention>\n</meta-information>\n'
        '<speakertable>\n<speaker id="SPK0">\n<abbreviation>NG</abbreviation>\n<sex value="f"/>\n'
        '<languages-used></languages-used>\n<l1></l1>\n<l2></l2>\n<ud-speaker-information></ud-speaker-information>\n'
        '<comment></comment>\n</speaker>\n</speakertable>\n</head>\n<basic-body>\n<common-timeline>\n'
        '<tli id="T0" time="0.0"/>\n<tli id="T1" time="2.31"/>\n</common-timeline>\n'
        '<tier id="TIE0" speaker="SPK0" category="v" type="t" display-name="NG [v]">\n'
        '<event start="T0" end="T1">Wati ngalya-yanu. </event>\n</tier>\n</basic-body>\n</basic-transcription>\n')
_GLOTTOLOG = ("id,family_id,parent_id,name,bookkeeping,level,latitude,longitude,iso639P3code,description,"
              "markup_description,child_family_count,child_language_count,child_dialect_count,country_ids\n"
              "pitj1243,pama1250,wati1241,Pitjantjatjara,False,language,-26.5,130.5,pjt,,,0,0,0,AU\n"
              "warl1254,pama1250,ngar1296,Warlpiri,False,language,-20.5,131.5,wbp,,,0,0,4,AU\n")


def _wav() -> bytes:
    """A field recorder's take: a Broadcast Wave file ('RIFF', size, 'WAVE'), a 'bext' chunk (description,
    originator, date and time, coding history), 'fmt ' (PCM, mono, 48 kHz, 24 bits) and a few samples of 'data'."""
    def chunk(name: bytes, body: bytes) -> bytes:
        return name + struct.pack("<I", len(body)) + body + (b"\x00" if len(body) % 2 else b"")
    bext = (b"NRU-2019-07-12-S1 Yongning Na narrative".ljust(256, b"\x00") + b"ZOOM H6".ljust(32, b"\x00")
            + b"\x00" * 32 + b"2019-07-12" + b"09:31:05" + struct.pack("<IIH", 0, 0, 1) + b"\x00" * 64
            + b"\x00" * 190 + b"A=PCM,F=48000,W=24,M=mono,T=ZOOM H6\r\n")
    fmt = struct.pack("<HHIIHH", 1, 1, 48000, 48000 * 3, 3, 24)
    data = bytes([0x00, 0x10, 0x00, 0x00, 0x40, 0x00, 0x00, 0x20, 0xff, 0x00, 0xf0, 0xff] * 2)
    body = b"WAVE" + chunk(b"bext", bext) + chunk(b"fmt ", fmt) + chunk(b"data", data)
    return b"RIFF" + struct.pack("<I", len(body)) + body


def thirtyfourth_bar_fieldlinguistics_cases() -> list[Case]:
    G = THIRTYFOURTH_FIELDLINGUISTICS
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="examples", judgements="confirmed", runs=_RECS3, stem="examples", outputs=_OUT,
        item="utterances", rounded="consultants",
        weights="{'consultants': 2.0, 'gloss_bm25': 1.0, 'xlsr_kws': 0.5, 'fieldworkers': 1.5}",
        lone_query="R['fieldworkers']['lang:nmn/click-accompaniments'] = {'utt:NMN-2025-05-18-S1/a02': 0.9, "
                   "'utt:NMN-2025-05-18-S1/a07': 0.4}\n",
        trust="consultants 2\ngloss_bm25 1\nxlsr_kws 0.5\n",
        trust_dict="{'consultants': 2, 'gloss_bm25': 1, 'xlsr_kws': 0.5}",
        texts={
            "rrf": ("u34h_rrf_rankings",
                    "rankagg.fuse({ranking: {language/construction: {utterance: score}}}, method='rrf'): four "
                    "rankings, six constructions ('lang:nru/evidentiality'), utterances by session and annotation "
                    "('utt:NRU-2019-07-12-S1/a17')"),
            "borda": ("u34h_borda_untranscribed_utterances",
                      "rankagg.fuse(..., method='borda'): the gloss search has no score for utterances not yet "
                      "glossed"),
            "combsum": ("u34h_combsum_rounded_ratings",
                        "rankagg.fuse(..., method='combsum'): the consultants' ratings at one decimal (many ties) "
                        "beside the searches' scores"),
            "fuser": ("u34h_weighted_fuser_record",
                      "rankagg.Fuser('rrf', weights=...) per construction: the consultants count 2, the keyword "
                      "spotter 0.5"),
            "frame": ("u34h_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the lab's example sheet, a "
                      "row per construction, utterance and ranking"),
            "evaluate": ("u34h_evaluate_confirmed",
                         "rankagg.evaluate(fused ranking, the annotators' confirmations, ['nDCG@5', 'AP', 'P@3']): "
                         "does the fused ranking put first the clear examples"),
            "lone": ("u34h_one_ranking_language",
                     "rankagg.fuse(..., method='rrf'): a language only the fieldworkers ranked (a new field site) "
                     "beside constructions every ranking covers"),
            "cli_rrf": ("u34h_cli_rrf_runs",
                        "rankagg fuse consultants.run gloss_bm25.run xlsr_kws.run --method rrf -o examples.run: one "
                        "run per ranking, constructions as queries"),
            "cli_borda": ("u34h_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the consultants count "
                          "double)"),
            "cli_combsum": ("u34h_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four examples a grammar section "
                            "cites"),
            "cli_evaluate": ("u34h_cli_evaluate_confirmed_qrels",
                             "rankagg evaluate examples.run --qrels confirmed.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against the annotators' confirmations (0-2)"),
            "cli_parquet": ("u34h_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o examples.parquet: gzipped runs from the lab's "
                            "server, a Parquet table for the grammar-writing notebook")})

    # --- the lab's files given where runs are read: named by their format or tool -------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u34h_elan_eaf_as_run", "an ELAN annotation file (.eaf: ANNOTATION_DOCUMENT, HEADER, TIME_ORDER, TIER)",
         "NRU-2019-07-12-S1.eaf", _EAF, "ELAN", "NRU-2019-07-12-S1.eaf:2"),
        ("u34h_lift_as_run", "a FLEx LIFT lexicon (lift producer='SIL.FLEx ...' version='0.13', entry, sense, gloss)",
         "Na.lift", _LIFT, "LIFT", "Na.lift:2"),
        ("u34h_chat_as_run", "a CHAT transcript (.cha: @UTF8, @Begin, @Participants, @ID, '*MOT:' tiers, @End)",
         "NRU-2020-01-22-S1.cha", _CHAT, "CHAT", "NRU-2020-01-22-S1.cha:1"),
        ("u34h_toolbox_mdf_as_run", "a Toolbox MDF dictionary ('\\_sh v3.0  400  MDF 4.0', then \\lx, \\ps, \\ge "
         "records)", "Na.db", _TOOLBOX, "Toolbox", "Na.db:1"),
        ("u34h_conllu_as_run", "a CoNLL-U treebank ('# sent_id', '# text' comments, then ten tab-separated columns)",
         "nru-ud-test.conllu", _CONLLU, "CoNLL-U", "nru-ud-test.conllu:4"),
        ("u34h_cldf_forms_as_run", "a CLDF FormTable (ID, Local_ID, Language_ID, Parameter_ID, Value, Form, "
         "Segments, ...)", "forms.csv", _CLDF_FORMS, "CLDF", "forms.csv:1"),
        ("u34h_cldf_metadata_as_run", "a CLDF dataset's metadata (@context csvw, dc:conformsTo ...#Wordlist, "
         "tables)", "Wordlist-metadata.json", _CLDF_METADATA, "CLDF", "Wordlist-metadata.json:1"),
        ("u34h_ctm_as_run", "a forced aligner's CTM (recording, channel, start, duration, word, confidence: six "
         "fields)", "NRU-2019-07-12-S1.ctm", _CTM, "CTM", "NRU-2019-07-12-S1.ctm:1"),
        ("u34h_wav_as_run", "a field recorder's take (a WAV: 'RIFF', 'WAVE', a 'bext' chunk, 'fmt ', 'data')",
         "NRU-2019-07-12-S1.wav", _wav(), "WAV", "NRU-2019-07-12-S1.wav")],
        one_run=("gloss_bm25.run", _ONE_RUN), stem="examples",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a recording read as lines gives no ranking: named by its magic bytes")

    # --- the judgements the lab gives ---------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u34h_kaldi_segments_as_qrels", "segments", _SEGMENTS, "Kaldi"),
        ("u34h_transcriber_as_qrels", "IKX-2023-03-04-S2.trs", _TRS, "Transcriber"),
        ("u34h_pitchtier_as_qrels", "a17.PitchTier", _PITCHTIER, "Praat"),
        ("u34h_exmaralda_as_qrels", "PJT-2017-08-09-S1.exb", _EXB, "EXMARaLDA")],
        one_run=("gloss_bm25.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u34h_out_eaf", "examples.eaf", "an ELAN annotation file"),
        ("u34h_out_textgrid", "examples.TextGrid", "a Praat TextGrid"),
        ("u34h_out_cha", "examples.cha", "a CHAT transcript"),
        ("u34h_out_lift", "examples.lift", "a LIFT lexicon")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=34"))

    # --- the lab's documents and tables given to the API --------------------------------------------------------------
    cases += [
        bad("u34h_api_cldf_metadata_dict",
            "rankagg.fuse(json.load(Wordlist-metadata.json)): a CLDF dataset's metadata loaded in Python given as "
            "the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('m.json')), method='rrf')\n",
            "CLDF", why="runs map a run's name to {query: {document: score}}; CLDF's metadata has an @context list, "
            "dc:conformsTo text and a list of tables", files={"m.json": _CLDF_METADATA}),
        bad("u34h_api_glottolog_frame",
            "rankagg.fuse(pd.read_csv(languoid.csv)): Glottolog's languoids given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('l.csv'), method='borda')\n",
            "Glottolog", why="a table of runs has qid, docid, run and score columns; Glottolog's has a languoid per "
            "row", files={"l.csv": _GLOTTOLOG}),
    ]
    return cases
