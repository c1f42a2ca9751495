"""Issue 45's ninetieth bar of scripts/reliability_matrix.py, a software localization team and its language leads,
ranking translators, vendors and machine translation engines per language pair, project and month from reviewers'
quality scores (LQA), automatic metrics, turnaround and the leads' votes (its cases, ids ``u90b_``, registered in its
``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.
(Written by a persona session, before any of its recognisers existed.)

The team's day: a language pair's month, a project's target language in a month is a query
(``pair:en-US/de-DE/2024-05`` English to German in May; ``project:checkout-web/de-DE/2024-05`` one project's German)
and each translator, vendor or engine a document (``mt:deepl/api-v2``, ``vendor:welocalize/de-DE``,
``translator:crowdin/jmueller``: the kind, then the platform or provider and its own id); the runs are the reviewers'
LQA scores, the COMET scores, the leads' votes and the turnaround, turned to scores in [0, 1] at four decimals.  They
are fused with RRF, Borda and CombSUM, the LQA scores weighted highest (a reviewer read every sampled segment), and
judged against the leads' verdicts (2 a preferred supplier of the pair, 1 an approved one, 0 otherwise).  The mistakes
and odd files: the field's own files given where runs or qrels are read (a gettext PO catalog and its compiled MO, an
XLIFF 1.2 document, a TMX 1.4 memory, an Android strings.xml, sacrebleu's JSON score, Crowdin's language progress as
its API v2 answers it, an MQM error table, and the LQA scoring sheet and a lead's ballot as typed), and outputs named
for the field's files (a PO catalog, an XLIFF document, a TMX memory, an Android strings.xml).

Where the bytes were checked: the PO header entry (msgid "", msgstr "", then Project-Id-Version, Report-Msgid-Bugs-To,
POT-Creation-Date, PO-Revision-Date, Last-Translator, Language-Team, Language, MIME-Version, Content-Type,
Content-Transfer-Encoding, Plural-Forms) against xgettext's template header as stored po files carry it; the MO file
from GNU gettext's documented layout (magic 0x950412de in the writer's byte order, revision 0, the count, the offsets
of the original and translation tables, the hash table's size and offset, then NUL-terminated strings, originals
sorted, a plural's forms joined by NUL), written little-endian with no hash table (size 0): identical, byte for
byte, to what msgfmt --no-hash (GNU gettext 0.21, run here) writes for the PO, which msgfmt -c accepts;
the TMX header's attributes (creationtool, creationtoolversion, segtype, o-tmf, adminlang, srclang, datatype) and the
DOCTYPE tmx14.dtd from stored TMX writers; sacrebleu's JSON (name, score, signature, verbose_score, nrefs, case, eff,
tok, smooth, version; one space indentation, as its CLI prints it) from stored outputs of sacrebleu 2.4.0; Crowdin's
language progress (GET /projects/{projectId}/languages/progress: data, each item's data languageId, words and phrases
{total, translated, approved}, translationProgress, approvalProgress, eTag, then pagination offset and limit) from
crowdin-api-client-js's TranslationStatusModel.LanguageProgress and its ResponseList (compact, as the API sends it);
the MQM table's columns (system, doc, doc_id, seg_id, rater, source, target, category, severity, comment,
tab-separated, the error span marked <v>...</v>, 'No-error' rows) from google/wmt-mqm-human-evaluation's TSVs.  The
XLIFF 1.2 document and Android's strings.xml follow their well-known shapes (xliff version 1.2 in the OASIS namespace,
file with original, source-language, target-language, datatype; resources with string and plurals).
(Left out, as they could not be checked in the time given: Transifex's, Weblate's and Lokalise's exports and API
answers (no stored answer looked at), XLIFF 2.0, iOS .strings, COMET's output (comet-score prints lines, no fixed
file), and the vendors' own LQA sheets (no tool's sheet is a fixed format).  Xcode's .xcstrings was checked (" : "
spacing, sourceLanguage, strings, localizations, stringUnit state and value, version "1.0") but not used, to keep to
ten files.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import json
import struct

from .case import Case, command_cases, fusion_checks, named_at, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

NINETIETH_LOCALIZATION = ("45 Unseen inputs: a ninetieth bar, a software localization team and its language leads "
                          "ranking translators, vendors and machine translation engines per language pair, project "
                          "and month from reviewers' quality scores, automatic metrics, turnaround and the leads' "
                          "votes (gettext PO and MO catalogs, XLIFF, TMX, Android strings.xml, sacrebleu's JSON, "
                          "Crowdin's API answers, MQM error tables, and scoring sheets and ballots as typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['lqa_scores', 'comet_scores', 'leads_votes', 'turnaround'],
    items=['mt:deepl/api-v2', 'vendor:welocalize/de-DE', 'translator:crowdin/jmueller', 'mt:google/translate-v3',
           'translator:weblate/katrin.b', 'vendor:lionbridge/de-DE', 'mt:modernmt/adaptive',
           'translator:crowdin/pweber'],
    queries=['pair:en-US/de-DE/2024-05', 'pair:en-US/ja-JP/2024-05', 'project:checkout-web/de-DE/2024-05',
             'project:android-app/fr-FR/2024-05', 'month:2024-05/all-pairs', 'pair:en-US/pt-BR/2024-06'],
    suffix='/rereviewed', generator='supplier_rankings', judgements='leads_verdicts'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "supplier_rankings", "supplier_rankings.run")

_RECS3 = ["lqa_scores", "comet_scores", "leads_votes"]
_OUT = ("supplier_rankings.run",)
_ONE_RUN = ("pair:en-US/de-DE/2024-05 Q0 mt:deepl/api-v2 1 0.9412 lqa_scores\n"
            "pair:en-US/de-DE/2024-05 Q0 vendor:welocalize/de-DE 2 0.8873 lqa_scores\n")


def _compact(document: object) -> str:
    return json.dumps(document, ensure_ascii=False, separators=(",", ":"))


# the team's files, as the tools write them, as the platforms answer, as typed
# a gettext PO catalog as Weblate keeps it: the translator's comments, the header entry, then the messages
_PO_HEADER = [
    ("Project-Id-Version", "checkout-web 3.8.0"), ("Report-Msgid-Bugs-To", "l10n@example.com"),
    ("POT-Creation-Date", "2024-05-02 09:14+0200"), ("PO-Revision-Date", "2024-05-13 16:41+0200"),
    ("Last-Translator", "Jana Müller <jana.mueller@example.com>"), ("Language-Team", "German <de@li.org>"),
    ("Language", "de"), ("MIME-Version", "1.0"), ("Content-Type", "text/plain; charset=UTF-8"),
    ("Content-Transfer-Encoding", "8bit"), ("Plural-Forms", "nplurals=2; plural=(n != 1);"),
    ("X-Generator", "Weblate 5.5")]
_PO = ("# German translation for checkout-web.\n"
       "# Copyright (C) 2024 Example Shop GmbH\n"
       "# This file is distributed under the same license as the checkout-web package.\n"
       "# Jana Müller <jana.mueller@example.com>, 2024.\n"
       "#\n"
       'msgid ""\nmsgstr ""\n' + "".join(f'"{k}: {v}\\n"\n' for k, v in _PO_HEADER) + "\n"
       "#: src/cart/Summary.tsx:42\n"
       'msgid "Proceed to checkout"\nmsgstr "Zur Kasse gehen"\n\n'
       "#: src/cart/Summary.tsx:57\n#, c-format\n"
       'msgid "%d item in your cart"\nmsgid_plural "%d items in your cart"\n'
       'msgstr[0] "%d Artikel im Warenkorb"\nmsgstr[1] "%d Artikel im Warenkorb"\n')
_PO_NAME = "de.po"


def _gettext_mo() -> bytes:
    """The same catalog compiled (.mo, GNU gettext's format): magic 0x950412de (little-endian here), revision 0, N
    strings, the offset of the originals' table (28), of the translations' table (28 + 8N), a hash table of size 0
    at the end of the tables, then each string NUL-terminated; the originals sorted, the header entry first (msgid
    ""), a plural's msgid and msgid_plural (and its forms) joined by NUL: byte for byte what msgfmt --no-hash
    (GNU gettext 0.21) writes for de.po, POT-Creation-Date dropped from the header as msgfmt drops it."""
    header = "".join(f"{k}: {v}\n" for k, v in _PO_HEADER if k != "POT-Creation-Date")  # msgfmt drops it
    entries = sorted([("", header), ("Proceed to checkout", "Zur Kasse gehen"),
                      ("%d item in your cart\0%d items in your cart",
                       "%d Artikel im Warenkorb\0%d Artikel im Warenkorb")], key=lambda e: e[0].encode())
    n = len(entries)
    originals, translations = 28, 28 + 8 * n
    strings_at = translations + 8 * n
    blob, o_table, t_table = b"", b"", b""
    for column in (0, 1):
        for entry in entries:
            data = entry[column].encode("utf-8")
            table = struct.pack("<II", len(data), strings_at + len(blob))
            if column == 0:
                o_table += table
            else:
                t_table += table
            blob += data + b"\0"
    return (struct.pack("<IIIIIII", 0x950412DE, 0, n, originals, translations, 0, strings_at) + o_table + t_table
            + blob)


_MO = _gettext_mo()
_MO_NAME = "de.mo"

# an XLIFF 1.2 document as the vendor returns the checkout strings
_XLIFF = ('<?xml version="1.0" encoding="UTF-8"?>\n'
          '<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">\n'
          '  <file original="checkout-web/en.json" source-language="en-US" target-language="de-DE" '
          'datatype="plaintext">\n'
          "    <body>\n"
          '      <trans-unit id="cart.proceed">\n'
          "        <source>Proceed to checkout</source>\n"
          '        <target state="translated">Zur Kasse gehen</target>\n'
          "      </trans-unit>\n"
          '      <trans-unit id="cart.empty">\n'
          "        <source>Your cart is empty</source>\n"
          '        <target state="needs-review-translation">Ihr Warenkorb ist leer</target>\n'
          "      </trans-unit>\n"
          "    </body>\n"
          "  </file>\n"
          "</xliff>\n")
_XLIFF_NAME = "checkout_de-DE.xlf"

# a TMX 1.4 translation memory as the vendor's CAT tool exports it
_TMX = ('<?xml version="1.0" encoding="UTF-8"?>\n'
        '<!DOCTYPE tmx SYSTEM "tmx14.dtd">\n'
        '<tmx version="1.4">\n'
        '  <header creationtool="SDL Language Platform" creationtoolversion="8.0" segtype="sentence" '
        'o-tmf="SDL TM8 Format" adminlang="en-US" srclang="en-US" datatype="xml" '
        'creationdate="20240513T144102Z"/>\n'
        "  <body>\n"
        '    <tu creationdate="20240513T144102Z" creationid="welocalize\\jmueller">\n'
        '      <tuv xml:lang="en-US"><seg>Proceed to checkout</seg></tuv>\n'
        '      <tuv xml:lang="de-DE"><seg>Zur Kasse gehen</seg></tuv>\n'
        "    </tu>\n"
        '    <tu creationdate="20240513T144517Z" creationid="welocalize\\jmueller">\n'
        '      <tuv xml:lang="en-US"><seg>Your cart is empty</seg></tuv>\n'
        '      <tuv xml:lang="de-DE"><seg>Ihr Warenkorb ist leer</seg></tuv>\n'
        "    </tu>\n"
        "  </body>\n"
        "</tmx>\n")
_TMX_NAME = "welocalize_en-US_de-DE.tmx"

# Android's string resources for German (res/values-de/strings.xml)
_ANDROID = ('<?xml version="1.0" encoding="utf-8"?>\n'
            "<resources>\n"
            '    <string name="checkout_proceed">Zur Kasse gehen</string>\n'
            '    <string name="cart_empty">Ihr Warenkorb ist leer</string>\n'
            '    <plurals name="cart_items">\n'
            '        <item quantity="one">%d Artikel</item>\n'
            '        <item quantity="other">%d Artikel</item>\n'
            "    </plurals>\n"
            "</resources>\n")
_ANDROID_NAME = "strings.xml"

# sacrebleu's score of DeepL's German against the reviewed references, as its CLI prints it (JSON, indent 1)
_SACREBLEU = json.dumps({"name": "BLEU", "score": 41.3,
                         "signature": "nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp|version:2.4.0",
                         "verbose_score": "71.2/48.9/35.1/25.8 (BP = 0.981 ratio = 0.981 hyp_len = 6102 "
                                          "ref_len = 6218)",
                         "nrefs": "1", "case": "mixed", "eff": "no", "tok": "13a", "smooth": "exp",
                         "version": "2.4.0"}, indent=1) + "\n"
_SACREBLEU_NAME = "bleu_deepl_en-de.json"

# Crowdin's language progress (API v2, GET /projects/{projectId}/languages/progress), compact as the API sends it


def _progress(language: str, words: tuple[int, int, int], phrases: tuple[int, int, int], tag: str) -> dict:
    return {"data": {"languageId": language,
                     "words": dict(zip(("total", "translated", "approved"), words)),
                     "phrases": dict(zip(("total", "translated", "approved"), phrases)),
                     "translationProgress": words[1] * 100 // words[0], "approvalProgress": words[2] * 100 // words[0],
                     "eTag": tag}}


_CROWDIN = _compact({"data": [_progress("de", (18342, 18010, 17422), (2311, 2280, 2204),
                                        "2b4e0f7c7d1e9a3c55e1f0b6a1d4c9e2"),
                              _progress("ja", (18342, 16950, 15211), (2311, 2140, 1921),
                                        "9f0c3a1b6e2d48f7a0c5b3e1d2f4a6c8"),
                              _progress("pt-BR", (18342, 18342, 18101), (2311, 2311, 2290),
                                        "41d7e2c9b0a3f6e8d1c4b7a0e3f2d5c6")],
                     "pagination": {"offset": 0, "limit": 25}})
_CROWDIN_NAME = "crowdin_progress.json"

# an MQM error table (tab-separated, as google/wmt-mqm-human-evaluation's TSVs: the error span marked <v>...</v>)
_MQM_COLUMNS = ["system", "doc", "doc_id", "seg_id", "rater", "source", "target", "category", "severity", "comment"]
_MQM = "\t".join(_MQM_COLUMNS) + "\n" + "".join("\t".join(row) + "\n" for row in [
    ["deepl", "checkout-web.1", "1", "1", "rater1", "Proceed to checkout", "Zur Kasse gehen", "No-error", "No-error",
     ""],
    ["welocalize", "checkout-web.1", "1", "1", "rater2", "Proceed to checkout", "<v>Weiter zur Kasse</v>",
     "Style/Awkward", "Minor", ""],
    ["google-v3", "checkout-web.1", "2", "2", "rater1", "Your cart is empty", "Ihr <v>Karren</v> ist leer",
     "Accuracy/Mistranslation", "Major", "cart as a vehicle"],
    ["jmueller", "checkout-web.1", "2", "2", "rater2", "Your cart is empty", "Ihr Warenkorb ist leer", "No-error",
     "No-error", ""]])
_MQM_NAME = "mqm_checkout-web_en-de.tsv"

# the LQA scoring sheet as typed by the German lead: month, pair, supplier, words sampled, errors, LQA score: six
# fields
_SCORING = ("2024-05 en-de deepl 4210 3 97.8\n2024-05 en-de welocalize 3980 5 96.1\n"
            "2024-05 en-de jmueller 2150 2 98.4\n2024-05 en-de google-v3 4210 11 91.7\n")
# a lead's ballot as typed for the month's supplier review: rank, supplier, pair, points: four fields a line
_BALLOT = "1 jmueller en-de 5\n2 deepl en-de 4\n3 welocalize en-de 3\n4 google-v3 en-de 2\n"


def ninetieth_bar_localization_cases() -> list[Case]:
    G = NINETIETH_LOCALIZATION
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="supplier_rankings", judgements="leads_verdicts", runs=_RECS3,
        stem="supplier_rankings", outputs=_OUT, item="translator, vendor or engine", rounded="leads_votes",
        weights="{'lqa_scores': 2.0, 'comet_scores': 1.0, 'leads_votes': 1.5, 'turnaround': 0.5}",
        lone_query="R['turnaround']['project:ios-app/ko-KR/2024-05'] = "
                   "{'mt:deepl/api-v2': 0.9, 'vendor:welocalize/de-DE': 0.4}\n",
        trust="lqa_scores 2\ncomet_scores 1\nleads_votes 1\n",
        trust_dict="{'lqa_scores': 2, 'comet_scores': 1, 'leads_votes': 1}",
        texts={
            "rrf": ("u90b_rrf_supplier_rankings",
                    "rankagg.fuse({source: {pair, project or month: {supplier: score}}}, method='rrf'): the LQA "
                    "scores, COMET scores, the leads' votes and the turnaround, six rankings "
                    "('pair:en-US/de-DE/2024-05'), suppliers as 'mt:deepl/api-v2' or 'translator:crowdin/jmueller'"),
            "borda": ("u90b_borda_supplier_absent",
                      "rankagg.fuse(..., method='borda'): a translator who took no job in a pair's month has no "
                      "score from some sources"),
            "combsum": ("u90b_combsum_rounded_votes",
                        "rankagg.fuse(..., method='combsum'): the leads' votes kept to one decimal (many ties) beside "
                        "the LQA and COMET scores"),
            "fuser": ("u90b_weighted_fuser_lqa_scores",
                      "rankagg.Fuser('rrf', weights=...) per pair, project and month: the LQA scores count 2, as a "
                      "reviewer read every sampled segment"),
            "frame": ("u90b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the leads' sheet, a row per "
                      "pair or project, supplier and source"),
            "evaluate": ("u90b_evaluate_leads_verdicts",
                         "rankagg.evaluate(fused ranking, the leads' verdicts, ['nDCG@5', 'AP', 'P@3']): does the "
                         "fused ranking put the pair's preferred suppliers first"),
            "lone": ("u90b_turnaround_only_new_project",
                     "rankagg.fuse(..., method='rrf'): a new project's Korean only the turnaround holds (no review "
                     "yet), beside pairs and projects every source covers"),
            "cli_rrf": ("u90b_cli_rrf_runs",
                        "rankagg fuse lqa_scores.run comet_scores.run leads_votes.run --method rrf -o "
                        "supplier_rankings.run: one run per source, pairs and projects as queries"),
            "cli_borda": ("u90b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the LQA scores "
                          "count double)"),
            "cli_combsum": ("u90b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four suppliers the monthly review "
                            "keeps per pair"),
            "cli_evaluate": ("u90b_cli_evaluate_leads_verdicts_qrels",
                             "rankagg evaluate supplier_rankings.run --qrels leads_verdicts.qrels -m ndcg_cut.5 -m "
                             "map: the fused ranking against the leads' verdicts (0-2)"),
            "cli_parquet": ("u90b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o supplier_rankings.parquet: gzipped runs from the "
                            "team's scripts, a Parquet table for the monthly supplier review")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u90b_gettext_po_as_run", "a German catalog as gettext writes it (PO: translator comments, msgid \"\" "
         "msgstr \"\" header entry with Project-Id-Version, ..., Plural-Forms, then msgid/msgstr pairs)", _PO_NAME,
         _PO, "gettext", f"{_PO_NAME}:1"),
        ("u90b_gettext_mo_as_run", "the same catalog compiled by msgfmt (.mo: magic 0x950412de, revision 0, the "
         "string count and table offsets, NUL-terminated strings)", _MO_NAME, _MO, "gettext", _MO_NAME),
        ("u90b_xliff_as_run", "the checkout strings as the vendor returns them (XLIFF 1.2: xliff in the OASIS "
         "namespace, file, body, trans-unit source and target with state)", _XLIFF_NAME, _XLIFF, "XLIFF",
         named_at(_XLIFF_NAME, _XLIFF)),
        ("u90b_tmx_as_run", "the vendor's translation memory (TMX 1.4: DOCTYPE tmx14.dtd, header creationtool, "
         "segtype, o-tmf, srclang, then tu and tuv xml:lang seg)", _TMX_NAME, _TMX, "TMX",
         named_at(_TMX_NAME, _TMX)),
        ("u90b_android_strings_as_run", "the German string resources of the Android app (strings.xml: resources, "
         "string name, plurals item quantity)", _ANDROID_NAME, _ANDROID, "Android",
         named_at(_ANDROID_NAME, _ANDROID)),
        ("u90b_sacrebleu_json_as_run", "an engine's BLEU as sacrebleu prints it (JSON: name, score, signature, "
         "verbose_score, nrefs, case, eff, tok, smooth, version)", _SACREBLEU_NAME, _SACREBLEU, "sacrebleu",
         f"{_SACREBLEU_NAME}:1"),
        ("u90b_crowdin_progress_as_run", "the project's language progress as Crowdin's API v2 answers it (JSON: "
         "data, each item's data languageId, words, phrases, translationProgress, approvalProgress, eTag; "
         "pagination)", _CROWDIN_NAME, _CROWDIN, "Crowdin", f"{_CROWDIN_NAME}:1"),
        ("u90b_mqm_table_as_run", "the reviewers' MQM error table (TSV: system, doc, doc_id, seg_id, rater, source, "
         "target, category, severity, comment)", _MQM_NAME, _MQM, "MQM", f"{_MQM_NAME}:1"),
        ("u90b_scoring_sheet_as_run", "the LQA scoring sheet as typed by the German lead (six fields a line: month, "
         "pair, supplier, words sampled, errors, LQA score)", "lqa_scoring_2024-05.txt", _SCORING, "scoring sheet",
         "lqa_scoring_2024-05.txt:1"),
        ("u90b_ballot_as_run", "a lead's ballot as typed (four fields a line: rank, supplier, pair, points)",
         "ballot_de_lead.txt", _BALLOT, "ballot", "ballot_de_lead.txt:1")],
        one_run=("lqa_scores.run", _ONE_RUN), stem="supplier_rankings",
        text_why="trec_eval refuses a line of other than six fields, and a typed scoring sheet's six are a month, a "
                 "pair, a supplier, words, errors and a score, not a run's; the file is the field's own, named by "
                 "what it is (a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; a gettext MO catalog read as lines gives no ranking: named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u90b_ballot_as_qrels", "ballot_de_lead.txt", _BALLOT, "ballot"),
        ("u90b_scoring_sheet_as_qrels", "lqa_scoring_2024-05.txt", _SCORING, "scoring sheet"),
        ("u90b_mqm_table_as_qrels", _MQM_NAME, _MQM, "MQM"),
        ("u90b_crowdin_progress_as_qrels", _CROWDIN_NAME, _CROWDIN, "Crowdin")],
        one_run=("lqa_scores.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u90b_out_gettext_po", "de.po", "a gettext PO catalog (.po)"),
        ("u90b_out_xliff", "checkout_de-DE.xliff", "an XLIFF document (.xliff)"),
        ("u90b_out_tmx", "suppliers_en-US_de-DE.tmx", "a TMX translation memory (.tmx)"),
        ("u90b_out_android_strings_xml", "strings.xml", "Android's string resources (strings.xml)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=90"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u90b_api_crowdin_progress_document",
            "rankagg.fuse(json.load(crowdin_progress.json)): the project's language progress as Crowdin's API v2 "
            "answers it, loaded in Python, given as the runs",
            f"import json, rankagg\nrankagg.fuse(json.load(open('{_CROWDIN_NAME}', encoding='utf-8')), "
            "method='rrf')\n",
            "Crowdin", why="a run maps a query to {document: score}; Crowdin's answer is a list envelope, data then "
            "each language's data (languageId, words and phrases counts, translation and approval progress, eTag), "
            "then pagination",
            files={_CROWDIN_NAME: _CROWDIN}),
        bad("u90b_api_mqm_frame",
            "rankagg.fuse(pd.read_csv(mqm_checkout-web_en-de.tsv, sep='\\t')): the reviewers' MQM error table "
            "(system, doc, doc_id, seg_id, rater, source, target, category, severity, comment) given as runs",
            "import pandas as pd, rankagg\n"
            f"rankagg.fuse(pd.read_csv('{_MQM_NAME}', sep='\\t'), method='borda')\n",
            "MQM", why="a table of runs has qid, docid, run and score columns; an MQM table is an error per row: the "
            "system, the segment, the rater, the source and target text, the error's category and severity",
            files={_MQM_NAME: _MQM}),
    ]
    return cases
