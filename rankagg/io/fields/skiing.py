"""An alpine ski club's race office and a federation's points team's files (issue 45's forty-first bar, u41b_): FIS
XML results files (the FIS Alpine data exchange), FIS Live Timing messages, FIS points lists saved as CSV, DSV points
lists (fixed-width lines), the race office's bib draw, the points team's race penalty worksheet and the Alpenhunde
timing system's events.  The timing devices' logs are :mod:`rankagg.io.fields.sporttiming`'s; a race database kept
in Access is :mod:`rankagg.io.fields.databases`'."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a racer in a bib draw: bib, FIS code, LAST NAME, first name, birth year, nation
_DRAWN = (r"\d{1,3}[ \t]+\d{5,7}[ \t]+[^\W\d_a-z][^\s\d]*[ \t]+[^\W\d_][^\s\d]*[ \t]+(?:19|20)\d\d[ \t]+"
          r"[A-Z]{3}[ \t]*")
#: a DSV points list's line: DSV id (10 columns), name (20), first name (14), year (10), club (30), association (10),
#: points (10), then the sex
_DSV_LINE = (r"(?=\d{1,9} )[\d ]{10}[^\W\d_][^\n]{19}[^\n]{14}(?:19|20)\d\d {6}[^\n]{40}"
             r"(?=\d+\.\d\d *[MW])[\d. ]{10}[MW]")

SKIING = Field(
    team="an alpine ski club's race office and a federation's points team's files (u41b_)",
    advice="give each source's ranking of a race run's racers (the electronic timing's net times, the hand timing's, "
           "the FIS points list's, the coaches') as a run, a race run a query (race:AUT0123/gs/run1) and each racer a "
           "document by FIS code (fis:512345/keller-l), the score higher for the faster run: 'RUN Q0 RACER RANK "
           "SCORE SOURCE'; the quota selection is the qrels, 'RUN 0 RACER GRADE' (2 selected, 1 reserve, 0 not "
           "selected)",
    files=(
        FieldFile("a FIS XML results file (the FIS Alpine data exchange: Fisresults, its RaceHeader, then AL_race "
                  "with AL_raceinfo, AL_classified and AL_notclassified)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n<Fisresults Version="2.11">\n  <RaceHeader Sector="AL" '
                  'Gender="M"><Season>2026</Season><Codex>0123</Codex></RaceHeader>\n</Fisresults>\n', 2,
                  root="Fisresults"),
        FieldFile("a FIS Live Timing message (livetiming, with the race's codex and the message's sequence, holding "
                  "raceevent, startlist or result elements)",
                  '<?xml version="1.0" encoding="UTF-8"?>\n<livetiming codex="0123" passwd="hst2026" '
                  'sequence="00042" timestamp="10:03:14">\n<raceevent>\n<finish bib="7">\n<time>1:02.31</time>\n'
                  '</finish>\n</raceevent>\n</livetiming>\n', 2, root="livetiming"),
        FieldFile("a FIS points list (Listid, Listname, ..., Fiscode, Lastname, Firstname, Nationcode, ..., then "
                  "points, position and status per discipline: DHpoints, SLpoints, GSpoints, SGpoints, ACpoints)",
                  "Listid,Listname,Published,Sectorcode,Status,Competitorid,Fiscode,Lastname,Firstname,Nationcode,"
                  "Gender,Birthyear,Skiclub,Nationalcode,Competitorname,Calculationdate,DHpoints,DHpos,DHSta\n"
                  "403,6th FIS points list 2025/26,1,AL,,234567,512345,KELLER,Lukas,SUI,M,2003,SC Davos,,KELLER "
                  "Lukas,08-01-2026,45.12,812,\n", 1,
                  columns=("Fiscode", "Lastname", "Firstname", "Nationcode")),
        FieldFile("a DSV points list (the German Ski Association's: fixed-width lines of DSV id, name, first name, "
                  "year, club, association, points and sex; a last line of id 1000 names the list)",
                  "23456     Mueller             Anna          2011      SC Garmisch                   BSV       "
                  "45.67     W\n", 1, line=rf"\A{_DSV_LINE}[ \t]*$"),
        FieldFile("a ski race's start list from the bib draw (bib, FIS code, last name, first name, birth year and "
                  "nation; six fields a line that pass for a TREC run's)",
                  "1 512345 KELLER Lukas 2003 SUI\n2 54410 GRUBER Moritz 2004 AUT\n", 1,
                  line=rf"\A{_DRAWN}\r?\n{_DRAWN}$", lookalike=True),
        FieldFile("a FIS race penalty worksheet (the best five of the top ten finishers by their FIS points: rank, "
                  "bib, FIS code, last name, FIS points and nation; six fields a line that pass for a TREC run's)",
                  "rank bib fiscode lastname fis_points nation\n1 7 512345 KELLER 12.07 SUI\n", 1,
                  columns=("bib", "fiscode"), cell=r"^fis_?points$", lookalike=True),
        # Alpenhunde's events: index i, module c (1 the start, 128 the finish), name n (the bib), m the milliseconds
        # of the day, t the time of day
        FieldFile("an Alpenhunde timing system's events (its JSON: events, each with i, c, n, m and t: an impulse "
                  "at a start or finish module)",
                  '{"events": [{"i": 41, "c": 1, "n": "7", "m": 36131284, "t": "10:02:11.2841", "d": ""}]}\n', 1,
                  keys=("events", "i", "c", "n", "m", "t")),
    ))
