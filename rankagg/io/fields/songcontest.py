"""A national broadcaster's song contest team's and a fan network's scoreboard analysts' files (issue 45's sixty-first
bar, u61a_): the eurovision-dataset's votes, TidyTuesday's Eurovision table, EurovisionAPI's round files, and a
jury's rankings, an OGAE poll, televote points and a running order typed as text.  (Workbooks and OpenDocument
scoreboards are named by the older readers.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a show of the contest: the grand final, a semi-final
_SHOW = r"(?:GF|SF\d?|F)"
#: a jury sheet's line: the entry's country code, then jurors A to E's places (the second never a run's 0)
_JURY = r"[A-Z]{2}[ \t]+[1-9]\d?(?:[ \t]+\d{1,2}){4}[ \t]*"
#: an OGAE poll's line: place, country, points, clubs, twelves, tens
_OGAE = r"\d{1,2}[ \t]+[A-Z]{2}[ \t]+\d{1,3}[ \t]+\d{1,3}[ \t]+\d{1,3}[ \t]+\d{1,3}[ \t]*"
#: a televote's line: show, voting country, receiving country, the contest's points
_TELEVOTE = rf"{_SHOW}[ \t]+[A-Z]{{2}}[ \t]+[A-Z]{{2}}[ \t]+(?:[1-8]|10|12)[ \t]*"
#: a running order's line: show, slot, country code, broadcaster
_RUNNING = rf"{_SHOW}[ \t]+\d{{1,2}}[ \t]+[A-Z]{{2}}[ \t]+\S+[ \t]*"

SONGCONTEST = Field(
    team="a national broadcaster's song contest team and a fan network's scoreboard analysts (u61a_)",
    advice="give each source's ranking of a show's or jury's entries (a jury's ranking, televote points, the "
           "combined scoreboard, a fan poll) as a run, the show, jury or poll a query (show:esc2024/grand-final) and "
           "each entry a document (esc:2024/ch/the-code), the score higher for the better: 'SHOW Q0 ENTRY RANK SCORE "
           "SOURCE'; the official result is the qrels, 'SHOW 0 ENTRY GRADE'",
    files=(
        FieldFile("the eurovision-dataset's votes (votes.csv: year, round, from_country, to_country, total_points, "
                  "tele_points, jury_points; a vote a row)",
                  "year,round,from_country_id,to_country_id,from_country,to_country,total_points,tele_points,"
                  "jury_points\n2019,final,se,nl,Sweden,Netherlands,18,6,12\n", 1,
                  columns=("total_points", "tele_points", "jury_points", "from_country", "to_country")),
        FieldFile("TidyTuesday's Eurovision table (eurovision.csv: event, host_city, year, ..., artist_country, "
                  "running_order, total_points, rank, rank_ordinal, qualified, winner)",
                  "event,host_city,year,host_country,section,artist,song,artist_country,running_order,total_points,"
                  "rank,rank_ordinal,qualified,winner\nTurin 2022,Turin,2022,Italy,grand-final,Sam Ryder,SPACE MAN,"
                  "United Kingdom,22,466,2,2nd,FALSE,FALSE\n", 1,
                  columns=("host_city", "artist_country", "running_order", "total_points", "rank_ordinal")),
        FieldFile("an EurovisionAPI round file (JSON: name, date, time, disqualifieds, performances with contestantId, "
                  "running, place and the total, public and jury scores)",
                  '{\n  "name": null,\n  "date": "2024-05-11",\n  "disqualifieds": null,\n  "performances": [\n'
                  '    {\n      "contestantId": 0,\n      "running": 21,\n      "place": 1\n    }\n  ]\n}', 1,
                  keys=("performances", "disqualifieds", "contestantId", "running")),
        FieldFile("a song contest jury's rankings typed as text (the entry's country, jurors A to E's places; six "
                  "fields a line that pass for a TREC run's)",
                  "CH 1 2 1 1 3\nHR 6 4 9 5 2\n", 1, line=rf"\A{_JURY}\r?\n{_JURY}$", lookalike=True),
        FieldFile("an OGAE poll's table typed as text (place, country, points, clubs, twelves, tens; six fields a line "
                  "that pass for a TREC run's)",
                  "1 HR 436 42 17 8\n2 CH 398 40 12 10\n", 1, line=rf"\A{_OGAE}\r?\n{_OGAE}$", lookalike=True),
        FieldFile("a song contest's televote points typed as text (show, voting country, receiving country, points; "
                  "four fields a line that pass for qrels')",
                  "GF SE CH 7\nGF SE HR 10\n", 1, line=rf"\A{_TELEVOTE}\r?\n{_TELEVOTE}$", lookalike=True),
        FieldFile("a song contest's running order typed as text (show, slot, country, broadcaster; four fields a line "
                  "that pass for qrels')",
                  "GF 02 UA Suspilne\nGF 06 IL KAN\n", 1, line=rf"\A{_RUNNING}\r?\n{_RUNNING}$", lookalike=True),
    ))
