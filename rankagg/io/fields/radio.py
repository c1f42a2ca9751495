"""A public radio station's music directors' and programming committee's files (issue 45's hundred-and-first bar,
u101a_): Spinitron's spins answers, SoundExchange reports of use and NPR's SoundExchange logs as Rivendell writes
them, Rivendell's spin count reports, MusicBrainz's ISRC answers, and the committee's typed ballots and vote tallies
and the DJs' typed rating sheets, which name a track by its ISRC (USSUB2500731) on every line.  (Last.fm's answers
and MP3s are named by the older readers.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import NAME_FIELD, Field, FieldFile

#: a recording's ISRC as typed without its hyphens (ISO 3901: country, registrant, year, designation)
_ISRC = r"[A-Z]{2}[A-Z0-9]{3}\d{7}"
_RATING = rf"{NAME_FIELD}[ \t]+\d{{4}}-\d\d-\d\d[ \t]+{_ISRC}[ \t]+\d+[ \t]+\d+[ \t]+\d+(?:\.\d+)?[ \t]*\r?"
_BALLOT = rf"{NAME_FIELD}[ \t]+(?!0[ \t])\d+[ \t]+{_ISRC}[ \t]+[\w.'-]+[ \t]*\r?"
_TALLY = rf"{_ISRC}[ \t]+\d+[ \t]+\d+[ \t]+\d+[ \t]+\d+(?:\.\d+)?[ \t]+[\w-]+[ \t]*\r?"

RADIO = Field(
    team="a public radio station's music directors and programming committee (u101a_)",
    advice="give each source's ranking of a week's, daypart's, format's or committee vote's tracks (the spins, the "
           "listener requests, the DJs' ratings, the committee's votes) as a run, the week a query "
           "(week:2026-W07/aaa-rotation) and each track a document (track:USSUB2500731), the score higher for the "
           "better track: 'WEEK Q0 TRACK RANK SCORE SOURCE'; the committee's adds are the qrels, 'WEEK 0 TRACK "
           "GRADE'",
    files=(
        FieldFile("Spinitron's spins answer (JSON from its API: items, each a spin's artist, song, release, label, "
                  "isrc, ..., then _links and _meta)",
                  '{"items":[{"id":402881237,"start":"2026-02-16T13:04:12+0000","artist":"Harbor Lights","release":'
                  '"Tidal","song":"Night Swimming","isrc":"USSUB2500731"}],"_links":{},"_meta":{"totalCount":212}}\n',
                  1, keys=("items", "artist", "song", "release", "_links", "_meta")),
        FieldFile("a SoundExchange report of use (CSV: NAME_OF_SERVICE, TRANSMISSION_CATEGORY, FEATURED_ARTIST, "
                  "SOUND_RECORDING_TITLE, ISRC, ..., as Rivendell writes it)",
                  '"NAME_OF_SERVICE","TRANSMISSION_CATEGORY","FEATURED_ARTIST","SOUND_RECORDING_TITLE","ISRC"\r\n'
                  '"KPRX-FM Stream","B","Harbor Lights","Night Swimming","USSUB2500731"\n', 1,
                  columns=("NAME_OF_SERVICE", "TRANSMISSION_CATEGORY", "FEATURED_ARTIST", "SOUND_RECORDING_TITLE")),
        FieldFile("an NPR SoundExchange log (Start Time, End Time, Title, Artist, Album, Label, tab-separated, as "
                  "Rivendell writes it)",
                  "Start Time\tEnd Time\tTitle\tArtist\tAlbum\tLabel\r\n"
                  "02/16/2026 07:04:12\t02/16/2026 07:07:46\tNight Swimming\tHarbor Lights\tTidal\tSub Pop\r\n", 1,
                  columns=("Start Time", "End Time", "Title", "Artist", "Album", "Label")),
        FieldFile("Rivendell's spin count report (its title, the report's name, then Title, Artist, Album, Label and "
                  "Spins in fixed columns)",
                  " " * 37 + "Rivendell Spin Count Report for 02/09/2026 - 02/15/2026\n", 1,
                  line=r"\A\ufeff?[ \t]*Rivendell Spin Count Report for \d\d/\d\d/\d{4} - \d\d/\d\d/\d{4}[ \t]*\r?$"),
        FieldFile("MusicBrainz's ISRC answer (JSON from its web service: isrc, then recordings, each an id, title, "
                  "length, first-release-date, disambiguation)",
                  '{"isrc": "USSUB2500731", "recordings": [{"id": "6f1c2d8e-4b7a-4c39-9e05-2a8d71f3b6c4", "title": '
                  '"Night Swimming", "first-release-date": "2025-09-12", "disambiguation": "radio edit"}]}\n', 1,
                  keys=("recordings", "first-release-date", "disambiguation", "isrc")),
        FieldFile("a DJ's rating sheet typed as text (DJ, date, ISRC, sound, fit, overall)",
                  "marisol 2026-02-10 USSUB2500731 4 5 4.5\nmarisol 2026-02-10 USMRG2500156 5 4 4.5\n", 1,
                  line=rf"^{_RATING}\n{_RATING}$", lookalike=True),
        FieldFile("a music committee member's ballot typed as text (member, place, ISRC, track)",
                  "okafor 1 USSUB2500731 night-swimming\nokafor 2 USMRG2500156 grain-elevator\n", 1,
                  line=rf"^{_BALLOT}\n{_BALLOT}$", lookalike=True),
        FieldFile("a music committee's vote tally typed as text (ISRC, for, against, abstain, share, rotation)",
                  "USSUB2500731 9 2 1 0.82 heavy\nUSMRG2500156 8 3 1 0.73 heavy\n", 1,
                  line=rf"^{_TALLY}\n{_TALLY}$", lookalike=True),
    ))
