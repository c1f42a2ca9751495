"""A podcast network's charts and programming team's files (issue 45's ninety-fifth bar, u95a_): Podcasting 2.0 JSON
transcripts and the programming committee's weekly vote tallies typed as text, which name an ISO week (2026-w07) on
every line.  (RSS feeds, JSON chapters, the iTunes Search API's answers, OPML, MP3 and M4A are named by the older
readers.)  By decision a member's typed ballot (member, place, show, episode) and the producers' typed rating sheets
(episode, initials, marks, overall) stay undeclared: they hold nothing of this field's own; their refusals name the
file and line."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a weekly tally's line: category, the ISO week (never a run's Q0), show, votes for, against, abstentions
_TALLY = (r"[a-z0-9]+(?:-[a-z0-9]+)*[ \t]+\d{4}-[wW](?:0[1-9]|[1-4]\d|5[0-3])[ \t]+[a-z0-9]+(?:-[a-z0-9]+)*"
          r"(?:[ \t]+\d{1,4}){3}[ \t]*")

PODCASTS = Field(
    team="a podcast network's charts and programming team (u95a_)",
    advice="give each source's ranking of a chart's, category's, week's or poll's episodes (the downloads, the "
           "listening time, the charts positions, the committee's votes) as a run, the chart a query "
           "(chart:2026-w07/gb/true-crime) and each episode a document (episode:harbour-files/s03/e14), the score "
           "higher for the better episode: 'CHART Q0 EPISODE RANK SCORE SOURCE'; the committee's picks are the qrels, "
           "'CHART 0 EPISODE GRADE'",
    files=(
        FieldFile("a Podcasting 2.0 JSON transcript (version, segments, each a speaker, startTime, endTime and body)",
                  '{\n  "version": "1.0.0",\n  "segments": [\n    {\n      "speaker": "Maeve",\n      "startTime": '
                  '0.5,\n      "endTime": 3.84,\n      "body": "It was the third storm."\n    }\n  ]\n}\n',
                  1, keys=("segments", "startTime", "endTime", "body")),
        FieldFile("a programming committee's weekly vote tally typed as text (category, ISO week, show, votes for, "
                  "against, abstentions; six fields a line that pass for a TREC run's)",
                  "true-crime 2026-w07 harbour-files 7 1 1\ntrue-crime 2026-w07 deep-field 5 3 1\n", 1,
                  line=rf"\A{_TALLY}\r?\n{_TALLY}$", lookalike=True),
    ))
