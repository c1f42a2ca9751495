"""A racing pigeon federation's race secretary's and a loft's fanciers' files (issue 45's sixty-eighth bar, u68a_):
Data Technology-Deerlijk's printed result sheets, the KBDB's national result pages and the data array they carry,
RacePoint's race reports and its gzipped season files, Pigeon Planner's results export, and the clock times, the
distance list and the loft coordinates typed as text.  (Pigeon Planner's database is named as SQLite by the older
readers.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: a clock-time line: member, ring (country letters, year, number: never a run's Q0), colour, sex, day, clock time
_CLOCK = (r"\d{1,4}[ \t]+[A-Z]{2}\d{2}[A-Z]{0,3}\d{3,7}[ \t]+[A-Z]{1,4}[ \t]+[HCMhcm][ \t]+\d[ \t]+"
          r"\d{1,2}:\d{2}:\d{2}(?:\.\d)?[ \t]*")
#: a distance list's line: member, race point (a place's name, never qrels' iteration field), miles, yards (< 1760);
#: a list is a race point's, named again on its second line (a goalkeeper save sheet's '16 Moeller 14 38', a keeper a
#: line, had been told one: u87b_save_sheet_as_run)
_DISTANCE = r"\d{1,4}[ \t]+([A-Z][A-Za-z'.-]+)[ \t]+\d{1,4}[ \t]+(?:1[0-7]\d\d|\d{1,3})[ \t]*"
_DISTANCE_ON = r"\d{1,4}[ \t]+\1[ \t]+\d{1,4}[ \t]+(?:1[0-7]\d\d|\d{1,3})[ \t]*"
#: a loft coordinates line: member, latitude and longitude in decimal degrees (never qrels' iteration field), name
_LOFT = r"\d{1,4}[ \t]+-?\d{1,2}\.\d{3,7}[ \t]+-?\d{1,3}\.\d{3,7}[ \t]+[A-Z][A-Za-z'-]+[ \t]*"

PIGEONS = Field(
    team="a racing pigeon federation's race secretary and a loft's fanciers (u68a_)",
    advice="give each source's ranking of a race's, combine's or season's birds (the federation's result, the "
           "combine's, the velocities from the loft's clock times, the season's averages) as a run, the race a query "
           "(race:2025-06-14/fed/peterborough) and each bird a document (ring:GB/25/N04512), the score higher for the "
           "faster bird: 'RACE Q0 BIRD RANK SCORE SOURCE'; the prize list is the qrels, 'RACE 0 BIRD GRADE'",
    files=(
        FieldFile("a Data Technology-Deerlijk (DTD) race result sheet (the club and 'DATA TECHNOLOGY-DEERLIJK', the "
                  "race point and liberation, then NR NAAM GEMEENTE AD IG AFSTAND RING JR BESTAT SNELH.)",
                  "DE WITTE DUIF                MENEN                  DATA TECHNOLOGY-DEERLIJK\n" + "-" * 76 + "\n"
                  "CHIMAY               25-05-25 412 OUDE           LOS TE-LACHES A : 07.45     \n", 1,
                  line=r"\A[^\n]{0,70}DATA TECHNOLOGY-DEERLIJK[ \t]*\r?$"),
        FieldFile("a KBDB national result page (KBDB/RFCB-Admin's XHTML: the race, the counts, then its 'var data' "
                  "array of birds)",
                  '\n<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" '
                  '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n\n<html>\n<head>\n'
                  "<title>KBDB/RFCB-Admin</title>\n", 4,
                  line=r"^<html>\s*<head>\s*<title>KBDB/RFCB-Admin</title>"),
        FieldFile("a KBDB result's data array (JSON: Categorie, Plaats, Nationaal, Naam, ..., Ringnummer, "
                  "Bestatiging, Snelheid, Prijs, Coef, Volgorde: a bird each)",
                  '[{"Categorie":"1","Plaats":"1","Nationaal":"174406-21","Naam":"VERHAEGHE GEERT",'
                  '"Afstand":"701245","Ringnummer":"623026324","Bestatiging":"14.12374","Snelheid":"1679.1327"}]\n',
                  1, keys=("Ringnummer", "Bestatiging", "Snelheid", "Afstand")),
        FieldFile("a RacePoint race report (its XHTML page: the club, the race point and liberation, Pos., Member, "
                  "Time, Miles, Yards, Ring No., ..., Velocity)",
                  '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 '
                  'Transitional//EN"\n"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
                  '<html xmlns="http://www.w3.org/1999/xhtml">\n<head>\n  <title>Peterborough on 14/06/25</title>\n'
                  "<h3>Liberated at 07:30:00 on 14/06/25 in a South West wind</h3>\n"
                  "<tr><th>Pos.</th><th>Member</th><th>No.<br/>birds</th><th>Time</th><th>Miles</th><th>Yards</th>"
                  "<th>Ring No.</th></tr>\n", 4,
                  line=r'^<html xmlns="http://www\.w3\.org/1999/xhtml">\s*<head>\s*<title>[^<\n]* on '
                       r"\d\d/\d\d/\d\d</title>",
                  marks=("<h3>Liberated at ", "<th>Ring No.</th>")),
        # RacePoint writes its season through a GZIPOutputStream: the doors read a gzipped head inflated
        FieldFile("a RacePoint season file (.pcs: a Java-serialized pigeon.model.Season, gzipped)",
                  b"\xac\xed\x00\x05sr\x00\x13pigeon.model.Season\x1eS\xfepQ\xc6\x01\xb5\x02\x00\x03", 0,
                  magic=b"\xac\xed\x00\x05sr\x00\x13pigeon.model.", outputs=(".pcs",)),
        FieldFile("a Pigeon Planner results export (CSV: Band no., Year, Date, Racepoint, Placed, Out of, "
                  "Coefficient, Speed, Sector, ...)",
                  '"Band no.","Year","Date","Racepoint","Placed","Out of","Coefficient","Speed","Sector"\r\n'
                  '"6112745 / 2023","2023","2025-05-25","CHIMAY","2","412","0.485","1156.48","DE WITTE DUIF"\r\n', 1,
                  columns=("Band no.", "Racepoint", "Out of", "Coefficient")),
        FieldFile("a race's clock times typed as text (member, ring, colour, sex, day, clock time; six fields a line "
                  "that pass for a TREC run's)",
                  "014 GB25N04512 BC H 1 11:21:07\n022 GB23A08841 RC H 1 11:24:10\n", 1,
                  line=rf"\A{_CLOCK}\r?\n{_CLOCK}$", lookalike=True),
        FieldFile("a federation's distance list typed as text (member, race point, miles, yards; four fields a line "
                  "that pass for qrels')",
                  "014 Peterborough 214 1204\n022 Peterborough 216 377\n", 1,
                  line=rf"\A{_DISTANCE}\r?\n{_DISTANCE_ON}$", lookalike=True),
        FieldFile("a federation's loft coordinates typed as text (member, latitude, longitude, fancier; four fields a "
                  "line that pass for qrels')",
                  "014 55.16842 -1.69127 Harris\n022 55.17960 -1.65402 McLean\n", 1,
                  line=rf"\A{_LOFT}\r?\n{_LOFT}$", lookalike=True),
    ))
