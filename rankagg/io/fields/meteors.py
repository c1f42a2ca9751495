"""An amateur meteor observers' network's files (issue 45's eighty-fifth bar, u85b_): the IMO's Visual Meteor
Database rate exports, RMS's FTPdetectinfo files, UFOCapture's XML records, JPL's Fireball Data API answers, and the
night logs, count sheets and camera tallies as typed.  (RMS's FF frames are named as FITS already.)  By decision
``-o .cal`` stays free (rankagg's own word for a calibrated run, as ``calibrate`` writes), and so do the names a
tool gives a text file before its '.txt' (``FTPdetectinfo_*.txt``): outputs are told by their suffix."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

#: an IMO shower code (PER, GEM, SPO for sporadics)
_SHOWER = r"[A-Z]{3}"
#: a night log's line: date, shower, effective time (hours), limiting magnitude, meteors, observer code
_NIGHT = (rf"\d{{4}}-\d\d-\d\d[ \t]+{_SHOWER}[ \t]+\d{{1,2}}\.\d{{1,3}}[ \t]+\d\.\d{{1,2}}[ \t]+\d{{1,4}}[ \t]+"
          r"[A-Z]{5}[ \t]*")
#: a count sheet's line: the period's end (UT, hhmm), shower, meteors, limiting magnitude
_COUNT = rf"(?:[01]\d|2[0-3])[0-5]\d[ \t]+{_SHOWER}[ \t]+\d{{1,4}}[ \t]+\d\.\d{{1,2}}[ \t]*"
#: a camera tally's line: station, night, shower, detections, limiting magnitude, hours clear
_TALLY = (rf"(?:[A-Z]{{2}}\d{{4}}|\d{{6}})[ \t]+\d{{4}}-\d\d-\d\d[ \t]+{_SHOWER}[ \t]+\d{{1,5}}[ \t]+"
          r"\d{1,2}\.\d{1,2}[ \t]+\d{1,2}\.\d{1,2}[ \t]*")

METEORS = Field(
    team="an amateur meteor observers' network of visual observers and camera stations (u85b_)",
    advice="give each source's ranking of a shower night's or year's observers and cameras (the ZHRs, the "
           "detections, the limiting-magnitude corrected rates) as a run, the shower night a query "
           "(shower:imo/PER/2024/night/2024-08-12) and each observer or camera a document (camera:gmn/US0001), the "
           "score higher for the better one: 'NIGHT Q0 OBSERVER RANK SCORE SOURCE'; the coordinators' grades are the "
           "qrels, 'NIGHT 0 OBSERVER GRADE'",
    files=(
        FieldFile("the IMO's Visual Meteor Database (VMD) rate export (';'-separated: Rate ID, User ID, Obs Session "
                  "ID, Start Date, End Date, Ra, Decl, Teff, F, Lm, Shower, Method, Number)",
                  "Rate ID;User ID;Obs Session ID;Start Date;End Date;Ra;Decl;Teff;F;Lm;Shower;Method;Number\n"
                  "218734;3512;87101;2024-08-12 22:10:00;2024-08-12 23:10:00;46.0;58.0;1.00;1.00;6.45;PER;Visual;38\n",
                  1, columns=("Rate ID", "Obs Session ID", "Teff", "Lm", "Shower")),
        FieldFile("an RMS station's FTPdetectinfo (CAMS's detections format: 'Meteor Count = ', the processing "
                  "header, then per meteor its FF file, calibration and centroids)",
                  "Meteor Count = 000002\n-----------------------------------------------------\n"
                  "Processed with RMS 1.0 2024-07-30 10:12:44 5f0e6a2 on 2024-08-13 05:41:27.310211 UTC\n", 1,
                  line=r"\AMeteor Count = \d+[ \t]*\r?\n-{20,}", lookalike=True),  # its first line's four fields
        FieldFile("a UFOCapture record (XML: ufocapture_record with the capture's time, place and camera, then "
                  "ufocapture_paths of the object frame by frame)",
                  '<?xml version="1.0" encoding="UTF-8" ?>\n<ufocapture_record version="215" y="2024" mo="08" '
                  'd="13" lid="Tackley" sid="TC">\n', 2, root="ufocapture_record"),
        FieldFile("an answer of JPL's SSD APIs (JSON: signature, count, fields, then data as arrays of strings: the "
                  "Fireball Data API's fireballs, the CAD API's close approaches)",
                  '{"signature":{"source":"NASA/JPL Fireball Data API","version":"1.2"},"count":"1","fields":'
                  '["date","energy","impact-e"],"data":[["2024-09-04 16:39:51","4.2","0.14"]]}\n', 1,
                  keys=("signature", "fields", "data", "count")),
        FieldFile("a visual meteor observer's night log typed as text (date, shower, effective time, limiting "
                  "magnitude, meteors, observer code; six fields a line that pass for a TREC run's)",
                  "2024-08-12 PER 1.00 6.45 38 RENJU\n2024-08-12 SPO 1.00 6.45 9 RENJU\n", 1,
                  line=rf"\A{_NIGHT}\r?\n{_NIGHT}$", lookalike=True),
        FieldFile("a visual meteor observer's count sheet typed as text (the period's end in UT, shower, meteors, "
                  "limiting magnitude; four fields a line that pass for qrels')",
                  "2310 PER 38 6.45\n0025 PER 61 6.52\n", 1, line=rf"\A{_COUNT}\r?\n{_COUNT}$", lookalike=True),
        FieldFile("a meteor camera network's tally typed as text (station, night, shower, detections, limiting "
                  "magnitude, hours clear; six fields a line that pass for a TREC run's)",
                  "US0001 2024-08-12 PER 412 7.10 9.25\nUK0006 2024-08-12 PER 288 6.85 7.50\n", 1,
                  line=rf"\A{_TALLY}\r?\n{_TALLY}$", lookalike=True),
    ))
