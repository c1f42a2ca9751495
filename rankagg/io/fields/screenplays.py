"""A film festival's programming team's and a screenplay competition's readers' files (issue 45's forty-ninth bar,
u49b_): Final Draft scripts, Fountain screenplays, Highland documents (zipped TextBundles) and their info.json,
FilmFreeway's submissions exports, and audience-award tallies, readers' coverage sheets and jury ballots typed as
text.  (DCP composition playlists, subtitles, EDLs and PDFs are named by the older readers.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

SCREENPLAYS = Field(
    team="a film festival's programming team and a screenplay competition's readers (u49b_)",
    advice="give each source's ranking of a section's films or a round's scripts (the readers' coverage, the jury's "
           "ballots, the audience's votes, the programmers' shortlist) as a run, a section, round or jury a query "
           "(sec:features/round-2) and each film or script a document (film:FF-0412/the-salt-road), the score "
           "higher for the stronger entry: 'ROUND Q0 ENTRY RANK SCORE SOURCE'; the awards and selections are the "
           "qrels, 'ROUND 0 ENTRY GRADE'",
    files=(
        FieldFile("a Final Draft script (.fdx: FinalDraft DocumentType, Content, Paragraph Type 'Scene Heading')",
                  '<?xml version="1.0" encoding="UTF-8" standalone="no" ?>\n<FinalDraft DocumentType="Script" '
                  'Template="No" Version="5">\n  <Content>\n', 2,
                  root="FinalDraft"),
        FieldFile("a Fountain screenplay (its title page: Title:, Credit:, Author:, Draft date:, then scenes)",
                  "Title: Night Ferry\nCredit: Written by\nAuthor: Ines Varga\nDraft date: 1 September 2026\n", 1,
                  line=r"\ATitle:[^\n]*\r?\n(?:[^\n]*\r?\n){0,8}?(?:Credit|Draft date):"),
        FieldFile("a Highland document (a zip of a TextBundle: text.fountain, info.json)",
                  b"PK\x03\x04\x14\x00\x00\x00\x00\x00\x00P!]\x1a\x88\xa8n\x14\x01\x00\x00\x14\x01\x00\x00$\x00\x00"
                  b"\x00night_ferry.textbundle/text.fountainTitle: Night Ferry\n", 0,
                  magic=b"PK\x03\x04", line=r"\APK\x03\x04[\x00-\xff]{26}[ -~]{0,200}?\.textbundle/"),
        FieldFile("a TextBundle's info.json (version, type, creatorIdentifier: as Highland and other Markdown editors "
                  "write it)",
                  '{"version": 2, "type": "com.quoteunquoteapps.fountain", "transient": false, "creatorIdentifier": '
                  '"com.quoteunquoteapps.highland2"}\n', 1,
                  keys=("creatorIdentifier", "type", "version")),
        FieldFile("FilmFreeway's submissions export (Tracking Number, Submission ID, Project Title, Judging Status, "
                  "Rating)",
                  "Tracking Number,Submission ID,Project Title,Submitter Email,Judging Status,Rating\n"
                  "FF-0412,25871234,The Salt Road,mara.films@example.org,Reviewed,4.5\n", 1,
                  columns=("Tracking Number", "Submission ID", "Project Title")),
        FieldFile("a festival's audience award tally typed as text (film, screening, date, venue, ballots, average; "
                  "six fields a line that pass for a TREC run's)",
                  "film screening date venue ballots average\nFF-0412 scr-07 2026-10-12 Cinema-1 412 4.62\n", 1,
                  columns=("film", "screening", "venue", "ballots", "average"), lookalike=True),
        FieldFile("a screenplay competition's coverage sheet typed as text (script, reader, round, date, score, "
                  "recommendation; six fields a line that pass for a TREC run's)",
                  "script reader round date score recommendation\nSC-1187 reader-07 quarterfinal 2026-09-30 8.5 "
                  "CONSIDER\n", 1,
                  columns=("script", "reader", "round", "score", "recommendation"), lookalike=True),
        FieldFile("a festival jury ballot sheet typed as text (juror, film, rank, points; four fields a line that pass "
                  "for qrels')",
                  "juror film rank points\nJ1 FF-0412 1 10\n", 1,
                  columns=("juror", "film", "rank", "points"), lookalike=True),
    ))
