"""A club DJ collective's and label's files (issue 45's thirty-seventh bar, u37b_): rekordbox's XML collections,
Traktor's .nml collections, VirtualDJ's database.xml and its history tracklists, Serato's crates, extended M3U and PLS
playlists, Beatport chart exports, Discogs collection exports and MusicBrainz's JSON recordings.  (A cue sheet is told
by rankagg.io.charts_shapes already, and '-o x.m3u8' refused as a playlist by rankagg.io.output_names.)"""

from __future__ import annotations

import re

from rankagg.io.fields.declaration import Field, FieldFile


def _utf16be(text: str) -> str:
    """A regular expression for ``text`` as UTF-16 big-endian bytes read as Latin-1 (a Serato crate's strings)."""
    return "".join(rf"\x00{re.escape(c)}" for c in text)


def _serato_tag(name: bytes, payload: bytes) -> bytes:
    """A Serato crate's field: its four-letter tag, the payload's length (4 bytes, big-endian), the payload."""
    return name + len(payload).to_bytes(4, "big") + payload


#: a crate under _Serato_/Subcrates: its version, the sort column, a column shown, then a track per otrk
_CRATE = (_serato_tag(b"vrsn", "1.0/Serato ScratchLive Crate".encode("utf-16-be"))
          + _serato_tag(b"osrt", _serato_tag(b"tvcn", "bpm".encode("utf-16-be")) + _serato_tag(b"brev", b"\x00"))
          + _serato_tag(b"ovct", _serato_tag(b"tvcn", "song".encode("utf-16-be"))
                        + _serato_tag(b"tvcw", "0".encode("utf-16-be")))
          + _serato_tag(b"otrk", _serato_tag(b"ptrk", "Music/Techno/Kessler Drift - Target.mp3".encode("utf-16-be"))))

DJING = Field(
    team="a club DJ collective's and label's files (u37b_)",
    advice="give each source's ranking of a set's tracks (the DJ software's play counts', the store charts', the "
           "dancefloor meter's, the residents') as a run, a set, night and genre a query and each track a document by "
           "its ISRC (isrc:GB-KPL-26-00145), the score higher for the better track: 'SET Q0 TRACK RANK SCORE SOURCE'; "
           "the floor's reactions are the qrels, 'SET 0 TRACK GRADE' (2 a peak-time filler, 1 played well, 0 cleared "
           "the floor)",
    files=(
        FieldFile("a rekordbox XML collection (rekordbox's library export: DJ_PLAYLISTS, PRODUCT, COLLECTION of TRACK "
                  "with its TEMPO and POSITION_MARK cues, PLAYLISTS of NODE)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n\n<DJ_PLAYLISTS Version="1.0.0">\n'
                  '  <PRODUCT Name="rekordbox" Version="6.8.5" Company="AlphaTheta"/>\n  <COLLECTION Entries="1">\n'
                  '    <TRACK TrackID="84512397" Name="Target" Artist="Kessler Drift" AverageBpm="132.00"/>\n'
                  '  </COLLECTION>\n  <PLAYLISTS>\n    <NODE Type="0" Name="ROOT" Count="0"/>\n  </PLAYLISTS>\n'
                  '</DJ_PLAYLISTS>\n', 3, root="DJ_PLAYLISTS", marks=("<PRODUCT", "<COLLECTION")),
        # Traktor's collection.nml and the playlists it exports are both NML documents with its HEAD
        FieldFile("a Traktor collection (Traktor's .nml: NML with its VERSION, HEAD, COLLECTION of ENTRY with "
                  "LOCATION, INFO and TEMPO, SETS, PLAYLISTS)",
                  '<?xml version="1.0" encoding="UTF-8" standalone="no" ?>\n<NML VERSION="19"><HEAD COMPANY='
                  '"www.native-instruments.com" PROGRAM="Traktor"></HEAD>\n<COLLECTION ENTRIES="1">\n'
                  '<ENTRY TITLE="Target" ARTIST="Kessler Drift"><INFO GENRE="Techno" PLAYCOUNT="14"></INFO></ENTRY>\n'
                  '</COLLECTION>\n</NML>\n', 2, root="NML", marks=("<HEAD", "<COLLECTION")),
        FieldFile("VirtualDJ's database.xml (VirtualDJ_Database: a Song per file with its Tags, Infos, Scan and Poi "
                  "cues)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n<VirtualDJ_Database Version="2026">\n'
                  ' <Song FilePath="C:\\Music\\Kessler Drift - Target.mp3" FileSize="16084512">\n'
                  '  <Tags Author="Kessler Drift" Title="Target" Genre="Techno" />\n'
                  '  <Infos SongLength="402.1" PlayCount="14" />\n </Song>\n</VirtualDJ_Database>\n', 2,
                  root="VirtualDJ_Database", marks=("<Song",)),
        # the tracklist VirtualDJ writes of a night's history: its title line, a rule, then 'HH:MM : Artist - Title'
        FieldFile("VirtualDJ's history tracklist (tracklist.txt: 'VirtualDJ History yyyy/mm/dd', a rule, then "
                  "'HH:MM : artist - title' a track)",
                  "VirtualDJ History 2026/11/28\n------------------------------\n\n"
                  "23:05 : Kessler Drift - Target (Original Mix)\n23:11 : Ania Vos - Low Orbit (Extended Mix)\n", 1,
                  line=r"\AVirtualDJ History \d{4}/\d{2}/\d{2}[ \t]*\n-{10,}[ \t]*$"),
        # Serato's crates are tagged binary: 'vrsn', a length, '1.0/Serato ScratchLive Crate' in UTF-16 (a smart
        # crate's '... Smart Crate'); its library's database V2 opens with 'vrsn' too, as '2.0/Serato Scratch LIVE
        # Database', which this does not claim
        FieldFile("a Serato crate (a .crate under _Serato_/Subcrates: tags vrsn '1.0/Serato ScratchLive Crate', osrt, "
                  "ovct, then an otrk with its ptrk path a track)", _CRATE, 0, magic=b"vrsn\x00\x00\x00",
                  line=r"\Avrsn[\x00-\xff]{4}\x00\d\x00\.\x00\d" + _utf16be("/Serato ScratchLive ")
                       + rf"(?:{_utf16be('Smart ')})?" + _utf16be("Crate")),
        # an extended M3U (HLS's .m3u8 too) opens with #EXTM3U; a path of six words can pass for a run's line
        FieldFile("an extended M3U playlist (.m3u, .m3u8: #EXTM3U, then #EXTINF:seconds,artist - title and the "
                  "track's path or URL)",
                  "#EXTM3U\n#PLAYLIST:Club R1 28-11-2026 peak time\n#EXTINF:402,Kessler Drift - Target (Original Mix)\n"
                  "/Users/ilse/Music/Techno/Kessler Drift - Target.mp3\n", 1,
                  line=r"\A#EXTM3U[ \t]*$", lookalike=True),
        FieldFile("a PLS playlist ([playlist], then FileN=, TitleN=, LengthN= a track, NumberOfEntries, Version=2)",
                  "[playlist]\nFile1=/Users/ilse/Music/Techno/Kessler Drift - Target.mp3\n"
                  "Title1=Kessler Drift - Target (Original Mix)\nLength1=402\nNumberOfEntries=1\nVersion=2\n", 1,
                  line=r"\A\[(?i:playlist)\][ \t]*\n(?:[ \t]*\n)*(?:(?i:File|Title|Length)\d+|NumberOfEntries)="),
        FieldFile("a Beatport chart export (a track a row: Position, Track, Mix, Artists, Remixers, Label, Genre, BPM, "
                  "Key, Released, Beatport Track ID, URL)",
                  "Position,Track,Mix,Artists,Remixers,Label,Genre,BPM,Key,Released,Beatport Track ID,URL\n"
                  "1,Target,Original Mix,Kessler Drift,,Dystopian,Techno (Raw / Deep / Hypnotic),132,A Minor,"
                  "2026-11-14,21834567,https://www.beatport.com/track/target/21834567\n", 1,
                  columns=("Track", "Artists", "Label", "Beatport Track ID")),
        # Discogs' CSV export of a collection (and of a wantlist, without the Collection columns)
        FieldFile("a Discogs collection export (Discogs' CSV: Catalog#, Artist, Title, Label, Format, Rating, "
                  "Released, release_id, CollectionFolder, Date Added, Collection Media Condition, ...)",
                  "Catalog#,Artist,Title,Label,Format,Rating,Released,release_id,CollectionFolder,Date Added,"
                  "Collection Media Condition,Collection Sleeve Condition,Collection Notes\n"
                  'DYS026,Kessler Drift,Target EP,Dystopian,"12"", EP",,2026,31234567,Techno,2026-11-20 21:14:03,'
                  "Near Mint (NM or M-),Very Good Plus (VG+),A1 peak time\n", 1,
                  columns=("Catalog#", "Artist", "Title", "Label", "Format", "release_id")),
        # the MusicBrainz web service's recording (ws/2, JSON): a recording's own keys beside its artist credit
        FieldFile("MusicBrainz's recording (its web service's JSON: id, title, length, video, disambiguation, isrcs, "
                  "artist-credit)",
                  '{"id": "5b0e2c1f-8d3a-4c7e-9f61-2a4b8c9d0e13", "title": "Target", "length": 402000, '
                  '"disambiguation": "", "video": false, "isrcs": ["GBKPL2600145"], "artist-credit": [{"name": '
                  '"Kessler Drift", "joinphrase": "", "artist": {"id": "c3d9a7e2-41b6-4f0a-8e25-7d1f6b3a9c80", '
                  '"name": "Kessler Drift"}}]}\n', 1, keys=("title", "length", "video", "artist-credit")),
    ))
