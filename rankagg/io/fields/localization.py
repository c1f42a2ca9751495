"""A software localization team's and its language leads' files (issue 45's ninetieth bar, u90b_): gettext's compiled
catalogs, Android's string resources, sacrebleu's scores, Crowdin's progress answers, MQM error tables, and the leads'
LQA scoring sheets and ballots as typed.  A compiled catalog is told by its magic alone, whatever its revision (0, or
1 where msgfmt wrote system-dependent strings): no text starts with those bytes, which are no UTF-8.  (PO catalogs,
XLIFF, TMX and TBX files are named by the older localisation readers, u24c_; a PO file is named at its first entry's
msgid line, by decision: the translator comments above it tell nothing by themselves.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile, ranked_from_the_top

#: a language pair as a team writes it: en-de, en-US-de-DE
_PAIR = r"[a-z]{2,3}(?:-[A-Z]{2})?-[a-z]{2,3}(?:-[A-Z]{2})?"
#: a scoring sheet's line: the month, the pair, the supplier, words sampled, errors, the LQA score
_SCORING = (rf"\d{{4}}-\d\d[ \t]+{_PAIR}[ \t]+\S+[ \t]+\d{{1,7}}[ \t]+\d{{1,4}}[ \t]+\d{{1,3}}(?:\.\d{{1,2}})?"
            r"[ \t]*")
#: a ballot's line after its rank: the supplier, the pair, the points
_BALLOT = rf"[ \t]+(?!Q0[ \t])\S+[ \t]+{_PAIR}[ \t]+\d{{1,3}}[ \t]*"
_ADVICE = ("give each source's ranking of a pair's, project's or month's translators, vendors and engines (the LQA "
           "scores, the automatic metrics, the turnaround, the leads' votes) as a run, the slice a query "
           "(pair:en-US/de-DE/2024-05) and each supplier a document (mt:deepl/api-v2), the score higher for the "
           "better supplier: 'SLICE Q0 SUPPLIER RANK SCORE SOURCE'; the leads' verdicts are the qrels, "
           "'SLICE 0 SUPPLIER GRADE'")

LOCALIZATION = Field(
    team="a software localization team and its language leads (u90b_)",
    advice=_ADVICE,
    files=(
        FieldFile("a gettext compiled catalog (.mo, little-endian: magic 0x950412de, revision, the string count and "
                  "the tables' offsets, then the NUL-terminated strings)",
                  b"\xde\x12\x04\x95\x00\x00\x00\x00\x03\x00\x00\x00\x1c\x00\x00\x00\x34\x00\x00\x00", 0,
                  magic=b"\xde\x12\x04\x95"),
        FieldFile("a gettext compiled catalog (.mo, big-endian: magic 0x950412de, revision, the string count and the "
                  "tables' offsets, then the NUL-terminated strings)",
                  b"\x95\x04\x12\xde\x00\x00\x00\x00\x00\x00\x00\x03\x00\x00\x00\x1c\x00\x00\x00\x34", 0,
                  magic=b"\x95\x04\x12\xde"),
        FieldFile("Android's string resources (strings.xml: resources of string, plurals and string-array elements)",
                  '<?xml version="1.0" encoding="utf-8"?>\n<resources>\n    <string name="checkout_proceed">Zur '
                  "Kasse gehen</string>\n</resources>\n", 2, root="resources", marks=("<string name=",)),
        FieldFile("sacrebleu's score (JSON: name, score, signature, verbose_score, then the signature's parts)",
                  '{\n "name": "BLEU",\n "score": 41.3,\n "signature": "nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|'
                  'version:2.4.0",\n "verbose_score": "71.2/48.9/35.1/25.8 (BP = 0.981)"\n}\n', 1,
                  keys=("signature", "score", "verbose_score", "name")),
        FieldFile("Crowdin's language progress (JSON from its API v2: data, each language's languageId, words, "
                  "phrases, translationProgress, approvalProgress)",
                  '{"data":[{"data":{"languageId":"de","words":{"total":18342},"phrases":{"total":2311},'
                  '"translationProgress":98,"approvalProgress":94}}],"pagination":{"offset":0,"limit":25}}\n', 1,
                  keys=("languageId", "translationProgress", "approvalProgress", "words", "phrases")),
        FieldFile("an MQM error table (TSV: system, doc, doc_id, seg_id, rater, source, target, category, severity, "
                  "comment, as the WMT MQM evaluations write it)",
                  "system\tdoc\tdoc_id\tseg_id\trater\tsource\ttarget\tcategory\tseverity\tcomment\n"
                  "deepl\tcheckout-web.1\t1\t1\trater1\tProceed to checkout\tZur Kasse gehen\tNo-error\tNo-error\t\n",
                  1, columns=("seg_id", "rater", "category", "severity")),
        FieldFile("a localization LQA scoring sheet typed as text (month, language pair, supplier, words sampled, "
                  "errors, LQA score; six fields a line that pass for a TREC run's)",
                  "2024-05 en-de deepl 4210 3 97.8\n2024-05 en-de welocalize 3980 5 96.1\n", 1,
                  line=rf"\A{_SCORING}\r?\n{_SCORING}$", lookalike=True),
        FieldFile("a localization lead's ballot typed as text (rank, supplier, language pair, points; four fields a "
                  "line that pass for qrels')",
                  "1 jmueller en-de 5\n2 deepl en-de 4\n", 1, line=ranked_from_the_top(_BALLOT), lookalike=True),
    ))
