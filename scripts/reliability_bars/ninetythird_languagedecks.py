"""Issue 45's ninety-third bar of scripts/reliability_matrix.py, a language-learning app's deck curators and its
learner community's moderators, ranking flashcard decks, lessons and example sentences per language, CEFR level, month
and community poll from learners' retention, review logs, ratings and the moderators' votes (its cases, ids
``u93b_``, registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the
verdicts) are the matrix's.  (Written by a persona session, before any of its recognisers existed.)

The team's day: a language's level in a month, a community poll, a set of mined sentences is a query
(``ranking:es/A2/2024-05`` the Spanish A2 decks of May; ``poll:community/2024-06/best-spanish-deck`` a learners' poll;
``sentences:tatoeba/spa/A2`` Tatoeba's Spanish sentences fit for A2) and each deck, lesson or sentence a document
(``deck:ankiweb/2141233552`` a shared deck by its AnkiWeb id, ``lesson:es/a2/unit-07`` the app's own lesson,
``sentence:tatoeba/1276`` a Tatoeba sentence by its id); the runs are Anki's retention, FSRS's review logs, the
learners' ratings and the moderators' votes, turned to scores in [0, 1] at four decimals.  They are fused with RRF,
Borda and CombSUM, Anki's retention weighted highest (measured on every learner's reviews), and judged against the
moderators' verdicts (2 a featured deck, 1 a listed one, 0 otherwise).  The mistakes and odd files: the field's own
files given where runs or qrels are read (Anki's notes export with its '#' header lines, an Anki deck package, an FSRS
review log, Tatoeba's sentences export, a subtitle file as SRT and as WebVTT mined for sentences, a learner's xAPI
statements, a Tatoeba audio clip, and a moderator's rating sheet, ballot and vote tally as typed), and outputs named for
the field's files (an Anki deck package .apkg, an Anki collection package .colpkg, a subtitle track as yt-dlp names it
.es.vtt and Tatoeba's export name sentences_detailed.csv).
Checked: Anki's notes export from rslib/src/import_export/text/csv/export.rs (write_file_header: '#separator:tab',
'#html:{true|false}', then '#guid column:1', '#notetype column:2', '#deck column:3', '#tags column:N' with N = 1 +
deck column + field count; tab-separated records); the deck package from pylib/anki/exporting.py's
AnkiPackageExporter (a deflated zip holding collection.anki2 and a JSON 'media' map, {} without media) and the
collection's tables from rslib/src/storage/schema11.sql (col, notes, cards, revlog, graves, a note's fields joined by
0x1f); the review log as the FSRS optimizer reads it (revlog.csv: card_id,review_time,review_rating,review_state,
review_duration, epoch milliseconds, ratings 1-4) from fsrs-rs-nodejs' and fsrs-rs' CSV readers; Tatoeba's
sentences_detailed.csv (no header, tabs: id, lang, text, username, date added, date last modified, '\\N' when unknown)
from several readers of downloads.tatoeba.org/exports.  Written from the specifications, without a stored file to
compare: SubRip (cue number, 'HH:MM:SS,mmm --> HH:MM:SS,mmm', text, blank line), WebVTT ('WEBVTT', YouTube's 'Kind:'
and 'Language:' header lines as yt-dlp saves them, '.' before milliseconds), xAPI 1.0.3's StatementResult (statements
with id, actor, verb, object, result, timestamp, and 'more'), and the MP3 clip (an ID3v2.4 tag with a TIT2 frame, then
one MPEG-1 Layer III frame header, 128 kbit/s, 44.1 kHz, mono).  Left out, as they could not be checked byte for byte:
the newer Anki package (collection.anki21b, zstd, protobuf 'meta' and 'media'; no stored encoder to follow) and so the
.colpkg as input; Quizlet's and Memrise's exports (no stored documentation of their separators or columns); Tatoeba's
users_sentences.csv (the stored readers disagree on its columns).  The moderators' sheets are typed, no tool's format.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import json
import sqlite3
import struct
import zipfile
from io import BytesIO

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

NINETYTHIRD_LANGUAGEDECKS = ("45 Unseen inputs: a ninety-third bar, a language-learning app's deck curators and "
                             "community moderators ranking flashcard decks, lessons and example sentences per "
                             "language, CEFR level, month and poll from learners' retention, review logs, ratings and "
                             "votes (Anki's exports and packages, FSRS review logs, Tatoeba's exports, SRT and WebVTT "
                             "subtitles, xAPI statements, audio clips, and rating sheets, ballots and tallies as "
                             "typed)")

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['anki_retention', 'fsrs_review_logs', 'learner_ratings', 'moderator_votes'],
    items=['deck:ankiweb/2141233552', 'deck:ankiweb/1880390523', 'lesson:es/a2/unit-07', 'deck:ankiweb/241428882',
           'sentence:tatoeba/1276', 'lesson:es/b1/unit-03', 'sentence:tatoeba/2487', 'deck:ankiweb/2028149837'],
    queries=['ranking:es/A2/2024-05', 'ranking:de/B1/2024-05', 'ranking:ja/A1/2024-06',
             'poll:community/2024-06/best-spanish-deck', 'sentences:tatoeba/spa/A2', 'retention:fr/B2/2024-06'],
    suffix='/recount', generator='deck_rankings', judgements='moderator_verdicts'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "deck_rankings", "deck_rankings.run")

_RECS3 = ["anki_retention", "fsrs_review_logs", "learner_ratings"]
_OUT = ("deck_rankings.run",)
_ONE_RUN = ("ranking:es/A2/2024-05 Q0 deck:ankiweb/2141233552 1 0.9312 anki_retention\n"
            "ranking:es/A2/2024-05 Q0 deck:ankiweb/1880390523 2 0.8847 anki_retention\n")


def _compact(document: object) -> str:
    return json.dumps(document, ensure_ascii=False, separators=(",", ":"))


# the team's files, as Anki, FSRS, Tatoeba, subtitle tools and the app's LRS write them, and as typed
# Anki's "Notes in Plain Text" export (guid, notetype and deck columns, HTML kept, tags): a Basic note's Front and
# Back, so the tags are column 6
_NOTES = ("#separator:tab\n#html:true\n#guid column:1\n#notetype column:2\n#deck column:3\n#tags column:6\n"
          "b`0Fq]XyZ3\tBasic\tSpanish::A2 Core\tla biblioteca\tthe library\tA2 sustantivo\n"
          "Ck8#r1)wPe\tBasic\tSpanish::A2 Core\t¿Dónde está la biblioteca?\tWhere is the library?\tA2 frase\n"
          "H>u2m!6tLs\tBasic\tSpanish::A2 Core\tmadrugar\tto get up early\tA2 verbo\n")
_NOTES_NAME = "Spanish A2 Core.txt"


def _anki_package() -> bytes:
    """A shared deck as Anki packages it (.apkg, pylib's AnkiPackageExporter): a deflated zip holding
    collection.anki2, the SQLite collection of schema 11 (col, notes, cards, revlog, graves; a note's fields joined by
    0x1f, its tags space-padded), and 'media', the JSON map of the packaged media ({} here)."""
    db = sqlite3.connect(":memory:")
    db.executescript(
        "create table col (id integer primary key, crt integer not null, mod integer not null, scm integer not null,"
        " ver integer not null, dty integer not null, usn integer not null, ls integer not null, conf text not null,"
        " models text not null, decks text not null, dconf text not null, tags text not null);"
        "create table notes (id integer primary key, guid text not null, mid integer not null, mod integer not null,"
        " usn integer not null, tags text not null, flds text not null, sfld integer not null,"
        " csum integer not null, flags integer not null, data text not null);"
        "create table cards (id integer primary key, nid integer not null, did integer not null, ord integer not null,"
        " mod integer not null, usn integer not null, type integer not null, queue integer not null,"
        " due integer not null, ivl integer not null, factor integer not null, reps integer not null,"
        " lapses integer not null, left integer not null, odue integer not null, odid integer not null,"
        " flags integer not null, data text not null);"
        "create table revlog (id integer primary key, cid integer not null, usn integer not null,"
        " ease integer not null, ivl integer not null, lastIvl integer not null, factor integer not null,"
        " time integer not null, type integer not null);"
        "create table graves (usn integer not null, oid integer not null, type integer not null);"
        "create index ix_notes_usn on notes (usn);create index ix_cards_usn on cards (usn);"
        "create index ix_revlog_usn on revlog (usn);create index ix_cards_nid on cards (nid);"
        "create index ix_cards_sched on cards (did, queue, due);create index ix_revlog_cid on revlog (cid);"
        "create index ix_notes_csum on notes (csum);")
    decks = _compact({"1716201451234": {"id": 1716201451234, "name": "Spanish::A2 Core", "conf": 1, "dyn": 0}})
    db.execute("insert into col values (1,1704085200,1716201460112,1716201451000,11,0,0,0,'{}','{}',?,'{}','{}')",
               (decks,))
    db.executemany("insert into notes values (?,?,1342697561419,1716201455,-1,?,?,?,?,0,'')", [
        (1716201452001, "b`0Fq]XyZ3", " A2 sustantivo ", "la biblioteca\x1fthe library", "la biblioteca", 2836517402),
        (1716201452002, "H>u2m!6tLs", " A2 verbo ", "madrugar\x1fto get up early", "madrugar", 1153040867)])
    db.executemany("insert into cards values (?,?,1716201451234,0,1716201455,-1,2,2,?,?,2500,?,0,0,0,0,0,'{}')",
                   [(1716201453001, 1716201452001, 212, 18, 6), (1716201453002, 1716201452002, 205, 9, 5)])
    db.executemany("insert into revlog values (?,?,-1,?,?,?,2500,?,1)", [
        (1716290000123, 1716201453001, 3, 9, 4, 6120), (1716549200456, 1716201453001, 3, 18, 9, 4310),
        (1716290100789, 1716201453002, 2, 5, 3, 9870)])
    db.commit()
    collection = db.serialize()
    db.close()
    out = BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        for name, data in [("collection.anki2", collection), ("media", b"{}")]:
            info = zipfile.ZipInfo(name, date_time=(2024, 5, 20, 11, 24, 15))
            info.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(info, data)
    return out.getvalue()


_APKG = _anki_package()
_APKG_NAME = "Spanish_A2_Core.apkg"

# the review log as the FSRS optimizer reads it (revlog.csv): card, review time in epoch ms, rating 1-4 (Again, Hard,
# Good, Easy), state 0-3 (new, learning, review, relearning), duration in ms
_REVLOG = ("card_id,review_time,review_rating,review_state,review_duration\n"
           "1716201453001,1716290000123,3,0,6120\n1716201453001,1716549200456,3,2,4310\n"
           "1716201453002,1716290100789,2,0,9870\n1716201453002,1716463500112,1,2,12450\n")
_REVLOG_NAME = "revlog.csv"

# Tatoeba's sentences export (sentences_detailed.csv): no header, tabs; id, lang (ISO 639-3), text, username, date
# added, date last modified ('\N' when unknown)
_SENTENCES = ("1276\teng\tLet's try something.\tCK\t\\N\t2010-10-24 23:49:37\n"
              "2487\teng\tI have to go to sleep.\tCK\t\\N\t2010-09-24 00:06:44\n"
              "2981\tspa\t¿Dónde está la biblioteca?\tspanish_student\t2011-02-10 14:31:02\t2011-02-10 14:31:02\n"
              "4802\tspa\tTengo que irme a dormir.\tmarcelostockle\t2012-06-09 19:12:55\t2012-06-09 19:12:55\n")
_SENTENCES_NAME = "sentences_detailed.csv"

# a subtitle track mined for sentences, as SubRip writes it, and the same episode as WebVTT (YouTube's header lines,
# as yt-dlp saves a track)
_SRT = ("1\n00:00:01,600 --> 00:00:04,200\n¿Dónde está la biblioteca?\n\n"
        "2\n00:00:04,900 --> 00:00:07,350\nEstá al lado del ayuntamiento.\n\n"
        "3\n00:00:08,100 --> 00:00:10,000\nMañana tengo que madrugar.\n\n")
_SRT_NAME = "La_Casa_S01E03.es.srt"
_VTT = ("WEBVTT\nKind: captions\nLanguage: es\n\n"
        "00:00:01.600 --> 00:00:04.200\n¿Dónde está la biblioteca?\n\n"
        "00:00:04.900 --> 00:00:07.350\nEstá al lado del ayuntamiento.\n\n"
        "00:00:08.100 --> 00:00:10.000\nMañana tengo que madrugar.\n")
_VTT_NAME = "La_Casa_S01E03.es.vtt"


# a learner's answers as the app's learning record store returns them (xAPI 1.0.3 GET statements: a
# StatementResult, statements then 'more'), written compact
def _statement(sid: str, card: str, front: str, scaled: float, success: bool, duration: str, when: str) -> dict:
    return {"id": sid, "actor": {"objectType": "Agent", "name": "learner 5512",
                                 "account": {"homePage": "https://decks.example.org", "name": "5512"}},
            "verb": {"id": "http://adlnet.gov/expapi/verbs/answered", "display": {"en-US": "answered"}},
            "object": {"objectType": "Activity", "id": f"https://decks.example.org/cards/{card}",
                       "definition": {"name": {"es": front},
                                      "type": "http://adlnet.gov/expapi/activities/cmi.interaction",
                                      "interactionType": "fill-in"}},
            "result": {"score": {"scaled": scaled}, "success": success, "completion": True, "duration": duration},
            "timestamp": when}


_XAPI = _compact({"statements": [
    _statement("9e6b3c2a-5d1f-4b8e-a7c0-2f14d6e8b901", "1716201453001", "la biblioteca", 1.0, True, "PT6.12S",
               "2024-05-21T09:13:20.123Z"),
    _statement("0c7d4e1b-8a2f-4c3d-9e5b-6a7f8d9e0c12", "1716201453002", "madrugar", 0.0, False, "PT12.45S",
               "2024-05-23T11:25:00.112Z")], "more": ""})
_XAPI_NAME = "statements.json"


def _mp3_clip() -> bytes:
    """A sentence's recording as Tatoeba serves it (audio/spa/2981.mp3 style): an ID3v2.4 tag ('ID3', 04 00, no
    flags, the tag's size as a syncsafe int) holding one TIT2 frame (UTF-8 text), then an MPEG-1 Layer III frame
    (FF FB, 128 kbit/s at 44.1 kHz, mono, original), 417 bytes, its audio zeros."""
    text = b"\x03" + "¿Dónde está la biblioteca?".encode("utf-8")
    frame = b"TIT2" + bytes([0, 0, 0, len(text)]) + b"\x00\x00" + text
    tag = b"ID3\x04\x00\x00" + bytes([0, 0, 0, len(frame)]) + frame
    return tag + b"\xff\xfb\x90\xc4" + bytes(417 - 4)


_MP3 = _mp3_clip()
_MP3_NAME = "2981.mp3"

# a moderator's rating sheet as typed: deck or lesson, language, level, votes, mean rating, moderator: six fields
_RATING_SHEET = ("deck:ankiweb/2141233552 es A2 41 4.6 mod_lucia\ndeck:ankiweb/1880390523 es A2 37 4.4 mod_lucia\n"
                 "lesson:es/a2/unit-07 es A2 22 4.1 mod_lucia\ndeck:ankiweb/241428882 es A2 19 3.8 mod_lucia\n")
# a moderator's ballot for the month's poll as typed: rank, deck, language, level: four fields a line
_BALLOT = ("1 deck:ankiweb/2141233552 es A2\n2 deck:ankiweb/1880390523 es A2\n3 lesson:es/a2/unit-07 es A2\n"
           "4 deck:ankiweb/241428882 es A2\n")
# the poll's vote tally as typed by the moderators: poll, deck, votes for, votes against: four fields a line
_TALLY = ("poll:2024-06/best-spanish-deck deck:ankiweb/2141233552 412 37\n"
          "poll:2024-06/best-spanish-deck deck:ankiweb/1880390523 388 52\n"
          "poll:2024-06/best-spanish-deck lesson:es/a2/unit-07 201 64\n")


def ninetythird_bar_languagedecks_cases() -> list[Case]:
    G = NINETYTHIRD_LANGUAGEDECKS
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="deck_rankings", judgements="moderator_verdicts", runs=_RECS3,
        stem="deck_rankings", outputs=_OUT, item="deck", rounded="learner_ratings",
        weights="{'anki_retention': 2.0, 'fsrs_review_logs': 1.0, 'learner_ratings': 1.0, 'moderator_votes': 0.5}",
        lone_query="R['moderator_votes']['poll:community/2024-06/staff-picks'] = "
                   "{'deck:ankiweb/2141233552': 0.9, 'lesson:es/a2/unit-07': 0.4}\n",
        trust="anki_retention 2\nfsrs_review_logs 1\nlearner_ratings 1\n",
        trust_dict="{'anki_retention': 2, 'fsrs_review_logs': 1, 'learner_ratings': 1}",
        texts={
            "rrf": ("u93b_rrf_deck_rankings",
                    "rankagg.fuse({source: {language, level and month, poll or sentence set: {deck: score}}}, "
                    "method='rrf'): Anki's retention, FSRS's review logs, the learners' ratings and the moderators' "
                    "votes, six rankings ('ranking:es/A2/2024-05'), decks as 'deck:ankiweb/2141233552'"),
            "borda": ("u93b_borda_deck_absent",
                      "rankagg.fuse(..., method='borda'): a deck no learner reviewed that month, or a lesson no "
                      "moderator voted on, has no score from some sources"),
            "combsum": ("u93b_combsum_rounded_ratings",
                        "rankagg.fuse(..., method='combsum'): the learners' ratings kept to one decimal (many ties) "
                        "beside Anki's retention and FSRS's review logs"),
            "fuser": ("u93b_weighted_fuser_anki_retention",
                      "rankagg.Fuser('rrf', weights=...) per language, level, month and poll: Anki's retention "
                      "counts 2, as it is measured on every learner's reviews"),
            "frame": ("u93b_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the curators' sheet, a row "
                      "per ranking, deck or sentence and source"),
            "evaluate": ("u93b_evaluate_moderator_verdicts",
                         "rankagg.evaluate(fused ranking, the moderators' verdicts, ['nDCG@5', 'AP', 'P@3']): does "
                         "the fused ranking put the featured decks first"),
            "lone": ("u93b_votes_only_staff_picks",
                     "rankagg.fuse(..., method='rrf'): a staff-picks poll only the moderators' votes hold, beside "
                     "rankings every source covers"),
            "cli_rrf": ("u93b_cli_rrf_runs",
                        "rankagg fuse anki_retention.run fsrs_review_logs.run learner_ratings.run --method rrf -o "
                        "deck_rankings.run: one run per source, languages, levels and polls as queries"),
            "cli_borda": ("u93b_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: Anki's retention "
                          "counts double)"),
            "cli_combsum": ("u93b_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the top four decks the app's 'recommended' "
                            "shelf shows per level"),
            "cli_evaluate": ("u93b_cli_evaluate_moderator_verdicts_qrels",
                             "rankagg evaluate deck_rankings.run --qrels moderator_verdicts.qrels -m ndcg_cut.5 -m "
                             "map: the fused ranking against the moderators' verdicts (0-2)"),
            "cli_parquet": ("u93b_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o deck_rankings.parquet: gzipped runs from the "
                            "curators' scripts, a Parquet table for the month's deck charts")})

    # --- the team's files given where runs are read: named by their format or tool ------------------------------------
    cases += files_as_runs(cli_bad, [
        ("u93b_anki_notes_export_as_run", "a deck's notes as Anki exports them as plain text ('#separator:tab', "
         "'#html:true', '#guid column:1', ..., '#tags column:6', then guid, notetype, deck, Front, Back, tags)",
         _NOTES_NAME, _NOTES, "Anki", f"{_NOTES_NAME}:1"),
        ("u93b_anki_package_as_run", "a shared deck as Anki packages it (.apkg: a zip, PK 03 04, holding "
         "collection.anki2, SQLite with notes, cards and revlog, and the 'media' map)", _APKG_NAME, _APKG, "Anki",
         _APKG_NAME),
        ("u93b_fsrs_revlog_as_run", "the review log as the FSRS optimizer reads it (revlog.csv: card_id, "
         "review_time, review_rating, review_state, review_duration)", _REVLOG_NAME, _REVLOG, "FSRS",
         f"{_REVLOG_NAME}:1"),
        ("u93b_tatoeba_sentences_as_run", "Tatoeba's sentences export (sentences_detailed.csv: tabs, no header; id, "
         "lang, text, username, date added, date last modified)", _SENTENCES_NAME, _SENTENCES, "Tatoeba",
         f"{_SENTENCES_NAME}:1"),
        ("u93b_srt_subtitles_as_run", "an episode's subtitles mined for sentences (SubRip .srt: cue number, "
         "'00:00:01,600 --> 00:00:04,200', text, blank line)", _SRT_NAME, _SRT, "SRT", f"{_SRT_NAME}:1"),
        ("u93b_webvtt_subtitles_as_run", "the same episode's subtitles as WebVTT ('WEBVTT', 'Kind: captions', "
         "'Language: es', then cues)", _VTT_NAME, _VTT, "WebVTT", f"{_VTT_NAME}:1"),
        ("u93b_xapi_statements_as_run", "a learner's answers as the app's learning record store returns them (xAPI "
         "StatementResult: statements with actor, verb 'answered', object, result.score.scaled, then 'more')",
         _XAPI_NAME, _XAPI, "xAPI", f"{_XAPI_NAME}:1"),
        ("u93b_mp3_clip_as_run", "a sentence's recording left in the deck's media folder (MP3: an ID3v2.4 tag, "
         "then an MPEG-1 Layer III frame)", _MP3_NAME, _MP3, "MP3", _MP3_NAME),
        ("u93b_rating_sheet_as_run", "a moderator's rating sheet as typed (six fields a line: deck, language, level, "
         "votes, mean rating, moderator)", "rating_sheet_es_a2.txt", _RATING_SHEET, "rating sheet",
         "rating_sheet_es_a2.txt:1"),
        ("u93b_ballot_as_run", "a moderator's ballot for the month's poll as typed (four fields a line: rank, deck, "
         "language, level)", "ballot_mod_lucia.txt", _BALLOT, "ballot", "ballot_mod_lucia.txt:1")],
        one_run=("anki_retention.run", _ONE_RUN), stem="deck_rankings",
        text_why="trec_eval refuses a line of other than six fields, and a typed rating sheet's six are a deck, its "
                 "language, level, votes, rating and moderator, not a run's; the file is the field's own, named by "
                 "what it is (a field count or a generic note says nothing the team can act on)",
        binary_why="trec_eval reads text; an Anki package's zip or an MP3's frames read as lines give no ranking: "
                   "named by what it is")

    # --- the judgements the team gives --------------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u93b_vote_tally_as_qrels", "vote_tally_2024-06.txt", _TALLY, "vote tally"),
        ("u93b_ballot_as_qrels", "ballot_mod_lucia.txt", _BALLOT, "ballot"),
        ("u93b_fsrs_revlog_as_qrels", _REVLOG_NAME, _REVLOG, "FSRS"),
        ("u93b_tatoeba_sentences_as_qrels", _SENTENCES_NAME, _SENTENCES, "Tatoeba")],
        one_run=("anki_retention.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u93b_out_anki_package_apkg", "Spanish_A2_Featured.apkg", "an Anki deck package (.apkg)"),
        ("u93b_out_anki_collection_colpkg", "collection.colpkg", "an Anki collection package (.colpkg)"),
        ("u93b_out_webvtt_track_vtt", "La_Casa_S01E04.es.vtt", "a WebVTT subtitle track as yt-dlp names it (.vtt)"),
        ("u93b_out_tatoeba_sentences_csv", "sentences_detailed.csv",
         "Tatoeba's sentences export (sentences_detailed.csv)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=93"))

    # --- the team's documents and tables given to the API -------------------------------------------------------------
    cases += [
        bad("u93b_api_xapi_statements_document",
            "rankagg.fuse(json.load(statements.json)): a learner's answers as the app's learning record store "
            "returns them (xAPI StatementResult), loaded in Python, given as the runs",
            f"import json, rankagg\nrankagg.fuse(json.load(open('{_XAPI_NAME}', encoding='utf-8')), method='rrf')\n",
            "xAPI", why="a run maps a query to {document: score}; an xAPI StatementResult is statements, each an "
            "actor, a verb, an object and a result, then 'more'", files={_XAPI_NAME: _XAPI}),
        bad("u93b_api_fsrs_revlog_frame",
            "rankagg.fuse(pd.read_csv('revlog.csv')): the review log as the FSRS optimizer reads it (card_id, "
            "review_time, review_rating, review_state, review_duration) given as runs",
            f"import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('{_REVLOG_NAME}'), method='borda')\n",
            "FSRS", why="a table of runs has qid, docid, run and score columns; FSRS's review log is a review per "
            "row: the card, when, the rating 1-4, the card's state and the time taken",
            files={_REVLOG_NAME: _REVLOG}),
    ]
    return cases
