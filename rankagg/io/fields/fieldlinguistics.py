"""A field linguistics lab's files (issue 45's thirty-fourth bar, u34h_): ELAN's annotation files, LIFT lexicons, CHAT
transcripts, Toolbox databases, CLDF's tables and metadata, Kaldi's segments, Transcriber's and EXMARaLDA's
transcriptions and Glottolog's languoids."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

FIELDLINGUISTICS = Field(
    team="a field linguistics lab's files (u34h_)",
    advice="give each ranking of a construction's examples (the consultants' ratings, a search over the glosses, a "
           "keyword spotter's over the audio, the fieldworkers' picks) as a run, a language and construction a query "
           "and each utterance a document by its session and annotation (utt:SESSION/a17), the score higher for the "
           "clearer example: 'LANG/CONSTRUCTION Q0 UTTERANCE RANK SCORE RANKING'; the annotators' confirmations are "
           "the qrels, 'LANG/CONSTRUCTION 0 UTTERANCE GRADE' (2 a clear example, 1 a marginal one, 0 none)",
    files=(
        FieldFile("an ELAN annotation file (.eaf, ELAN's XML: ANNOTATION_DOCUMENT, HEADER, TIME_ORDER, TIER: a "
                  "recording's time-aligned tiers of annotations)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n<ANNOTATION_DOCUMENT AUTHOR="" DATE="2023-05-02T10:11:12'
                  '+02:00" FORMAT="3.0" VERSION="3.0">\n    <HEADER MEDIA_FILE="" TIME_UNITS="milliseconds"/>\n'
                  '    <TIME_ORDER>\n        <TIME_SLOT TIME_SLOT_ID="ts1" TIME_VALUE="0"/>\n    </TIME_ORDER>\n'
                  '    <TIER LINGUISTIC_TYPE_REF="utterance" TIER_ID="tx"/>\n</ANNOTATION_DOCUMENT>\n', 2,
                  root="ANNOTATION_DOCUMENT", outputs=(".eaf",)),
        FieldFile("a LIFT lexicon (the Lexicon Interchange FormaT, as FLEx and WeSay export it: lift, entry, "
                  "lexical-unit, sense, gloss)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n<lift producer="SIL.FLEx 9.1.22" version="0.13">\n'
                  '<entry id="kar_01" guid="0b5c3a9e-2f41-4c7d-9e0a-5d6f7a8b9c10">\n<lexical-unit><form lang="xyz">'
                  '<text>kar</text></form></lexical-unit>\n<sense id="kar_01_s1"><gloss lang="en"><text>stone'
                  '</text></gloss></sense>\n</entry>\n</lift>\n', 2, root="lift", outputs=(".lift",)),
        FieldFile("a CHAT transcript (.cha, CHILDES' and TalkBank's format as CLAN writes it: @UTF8, @Begin, "
                  "@Languages, @Participants, @ID headers, '*SPK:' tiers, @End)",
                  "@UTF8\n@PID:\t11312/t-00001234-1\n@Begin\n@Languages:\teng\n"
                  "@Participants:\tCHI Target_Child, MOT Mother\n@ID:\teng|demo|CHI|2;06.|female|||Target_Child|||\n"
                  "@ID:\teng|demo|MOT|||||Mother|||\n*CHI:\tmore juice .\n*MOT:\tmore juice ?\n@End\n", 1,
                  line=r"\A(?:@UTF8\n)?(?:@PID:[^\n]*\n)?@Begin\n@(?:Languages|Participants):", outputs=(".cha",)),
        FieldFile("a Toolbox database (SIL's Toolbox, formerly Shoebox: a '\\_sh v3.0  400  MDF 4.0' header, then "
                  "records of backslash markers, an MDF dictionary's \\lx, \\ps, \\ge)",
                  "\\_sh v3.0  621  MDF 4.0\n\\_DateStampHasFourDigitYear\n\n\\lx kar\n\\ps n\n\\ge stone\n"
                  "\\dt 03/Feb/2023\n", 1, line=r"\A\\_sh v\d+\.\d+ +\d+ +\S"),
        FieldFile("a CLDF FormTable (Cross-Linguistic Data Formats' forms.csv: ID, Language_ID, Parameter_ID, Value, "
                  "Form, Segments, ...: a word form per row)",
                  "ID,Language_ID,Parameter_ID,Value,Form,Segments,Source\n"
                  "kuku-water-1,kuku1273,water,ŋami,ŋami,ŋ a m i,Dixon1977\n", 1,
                  columns=("Language_ID", "Parameter_ID", "Form")),
        FieldFile("a CLDF dataset's metadata (Cross-Linguistic Data Formats' CSVW JSON, such as "
                  "Wordlist-metadata.json: @context, dc:conformsTo a CLDF module, tables and their columns)",
                  '{"@context": ["http://www.w3.org/ns/csvw", {"@language": "en"}], "dc:conformsTo": '
                  '"http://cldf.clld.org/v1.0/terms.rdf#StructureDataset", "tables": [{"url": "values.csv", '
                  '"dc:conformsTo": "http://cldf.clld.org/v1.0/terms.rdf#ValueTable"}]}\n', 1,
                  keys=("@context", "dc:conformsTo", "tables")),
        FieldFile("Kaldi's segments file (a Kaldi data directory's segments: an utterance id, its recording's id, "
                  "start and end in seconds a line)",
                  "spk01-rec03-0001 spk01-rec03 0.00 2.41\nspk01-rec03-0002 spk01-rec03 2.87 6.15\n", 1,
                  # the recording's id holds a letter: an OBJ mesh's 'v 0.12 0.34 0.56' lines are no segments; so does
                  # the utterance's: a place, a WCA ID and two times are a speedcubing result (u57a_typed_standings_)
                  line=r"\A(?=\S*[A-Za-z])\S+ (?!Q?0 )(?=\S*[A-Za-z])\S+ \d+\.\d+ \d+\.\d+\n(?=\S*[A-Za-z])\S+ "
                       r"(?=\S*[A-Za-z])\S+ \d+\.\d+ \d+\.\d+(?:\n|\Z)"),
        FieldFile("a Transcriber transcription (.trs, Transcriber's XML: Trans, Speakers, Episode, Section, Turn, "
                  "Sync times)",
                  '<?xml version="1.0" encoding="ISO-8859-1"?>\n<!DOCTYPE Trans SYSTEM "trans-14.dtd">\n'
                  '<Trans scribe="anon" audio_filename="rec03" version="2" version_date="230502">\n<Episode>\n'
                  '<Section type="report" startTime="0" endTime="6.15">\n<Turn startTime="0" endTime="6.15">\n'
                  '<Sync time="0"/>\nkar ŋami\n</Turn>\n</Section>\n</Episode>\n</Trans>\n', 3,
                  root="Trans", marks=("<Episode",), outputs=(".trs",)),
        FieldFile("an EXMARaLDA basic transcription (.exb, the Partitur-Editor's XML: basic-transcription, head, "
                  "speakertable, common-timeline, tiers of events)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n<basic-transcription>\n<head>\n<meta-information>\n'
                  '<project-name>demo</project-name>\n<transcription-name>rec03</transcription-name>\n'
                  '</meta-information>\n<speakertable/>\n</head>\n<basic-body>\n<common-timeline>\n'
                  '<tli id="T0" time="0.0"/>\n</common-timeline>\n</basic-body>\n</basic-transcription>\n', 2,
                  root="basic-transcription", outputs=(".exb",)),
        FieldFile("Glottolog's languoids (languoid.csv: id, family_id, parent_id, name, level, latitude, longitude, "
                  "iso639P3code, ...: a family, language or dialect per row)",
                  "id,family_id,parent_id,name,bookkeeping,level,latitude,longitude,iso639P3code,description,"
                  "markup_description,child_family_count,child_language_count,child_dialect_count,country_ids\n"
                  "kuku1273,pama1250,nucl1709,Kuku-Yalanji,False,language,-16.0,145.2,gvn,,,0,0,0,AU\n", 1,
                  columns=("iso639P3code", "family_id", "parent_id", "level")),
    ))
