"""A music festival's booking team's files (issue 45's seventy-ninth bar, u79b_): Spotify's Web API answers,
setlist.fm's setlists, MusicBrainz's XML, Eventbrite's attendee report, XSPF playlists, and the bookers' ballots and
the agents' offer list typed as text.  (M3U playlists and audio previews are named by the older readers.)  By decision
the bookers' typed score sheets (an act, initials, three marks, their mean) are undeclared: they hold nothing of this
field's own (of 20,000 generated typed score sheets, ballots and tallies, 53 were told one, an astronomy club's among
them once a film festival's like form was undeclared); their refusals name the file and line."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: an act's slug
_ACT = r"[a-z0-9]+(?:-[a-z0-9]+)*"
#: a ballot's line: booker, rank (never qrels' 0), the stage and the day (main-sat: any two words had been one, so that
#: of 20,000 typed ranked lists 98 were told a ballot), act
_DAY = r"(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
_BALLOT = rf"[a-z][\w'-]*[ \t]+(?!0[ \t])\d{{1,2}}[ \t]+[a-z0-9]+-{_DAY}[ \t]+{_ACT}[ \t]*"
#: an offer's line: offer number, act, agency, show date, fee, the hold's state
_OFFER = (rf"\d{{3,5}}[ \t]+{_ACT}[ \t]+\S+[ \t]+\d{{4}}-\d{{2}}-\d{{2}}[ \t]+\d{{3,7}}[ \t]+"
          r"(?:\d(?:st|nd|rd|th)-hold|hold|confirmed|declined|pending|offered|withdrawn)[ \t]*")

FESTIVALBOOKING = Field(
    team="a music festival's booking team (u79b_)",
    advice="give each source's ranking of a stage's, day's or genre's acts (the streaming numbers, the ticket "
           "demand, the agents' offers, the bookers' votes) as a run, the stage and day a query (stage:2026/main/sat) "
           "and each act a document (act:2026/0412/lantern-choir), the score higher for the better act: 'STAGE Q0 "
           "ACT RANK SCORE SOURCE'; the final line-up is the qrels, 'STAGE 0 ACT GRADE'",
    files=(
        FieldFile("an artist, album or track from Spotify's Web API (JSON: external_urls, followers, genres, href, "
                  "id, images, name, popularity, type, uri)",
                  '{"external_urls":{"spotify":"https://open.spotify.com/artist/3kZq7vN2pXw8LrT5yB1cQe"},'
                  '"genres":["indie folk"],"name":"The Lantern Choir","popularity":61,"type":"artist",'
                  '"uri":"spotify:artist:3kZq7vN2pXw8LrT5yB1cQe"}\n', 1,
                  keys=("external_urls", "popularity", "uri")),
        FieldFile("setlists from setlist.fm's API (JSON: type, itemsPerPage, page, total, setlist of id, versionId, "
                  "eventDate, artist, venue, sets)",
                  '{"type":"setlists","itemsPerPage":20,"page":1,"total":87,"setlist":[{"id":"5bd2a7f4",'
                  '"versionId":"g63a91e2d","eventDate":"14-09-2025"}]}\n', 1,
                  keys=("setlist", "itemsPerPage", "versionId", "eventDate")),
        FieldFile("a lookup from MusicBrainz's web service (XML: metadata in the mmd-2.0 namespace, then an artist, "
                  "release or recording)",
                  '<?xml version="1.0" encoding="UTF-8"?><metadata xmlns="http://musicbrainz.org/ns/mmd-2.0#">'
                  '<artist id="c3a1f0d2" type="Group"><name>The Lantern Choir</name></artist></metadata>\n', 1,
                  root="metadata", marks=("musicbrainz.org/ns/mmd-2.0",)),
        FieldFile("Eventbrite's attendee report (CSV: Order #, Order Date, ..., Ticket Type, Attendee #, ..., "
                  "Eventbrite Fees, ..., Attendee Status)",
                  "Order #,Order Date,First Name,Last Name,Quantity,Ticket Type,Attendee #,Eventbrite Fees,"
                  "Attendee Status\n13188420561,01/14/26 10:02,Aoife,Brennan,1,Weekend Camping,21544093117,9.12,"
                  "Attending\n", 1,
                  columns=("Order #", "Attendee #", "Eventbrite Fees", "Attendee Status")),
        FieldFile("an XSPF playlist (XML: a playlist in the xspf.org namespace, its trackList of tracks with "
                  "location, title, creator)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n<playlist version="1" xmlns="http://xspf.org/ns/0/">\n'
                  '  <trackList>\n', 2,
                  root="playlist", marks=("xspf.org/ns/0",)),
        FieldFile("a festival booker's ballot typed as text (booker, rank, stage and day, act; four fields a line "
                  "that pass for qrels')",
                  "ruiz 1 main-sat lantern-choir\nruiz 2 main-sat velvet-tide\n", 1,
                  line=rf"\A{_BALLOT}\r?\n{_BALLOT}$", lookalike=True),
        FieldFile("a festival's offer list typed as text (offer, act, agency, show date, fee, hold; six fields a line "
                  "that pass for a TREC run's)",
                  "0412 lantern-choir wasserman 2026-07-18 85000 1st-hold\n0388 velvet-tide caa 2026-07-18 60000 "
                  "2nd-hold\n", 1,
                  line=rf"\A{_OFFER}\r?\n{_OFFER}$", lookalike=True),
    ))
