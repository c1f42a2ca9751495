"""An amateur astronomy club's astrophotography committee's files (issue 45's ninety-third bar, u93a_): PixInsight's
XISF images, SER videos from planetary cameras, PHD2's logs, the N.I.N.A. Session Metadata plugin's ImageMetaData.csv,
AstroBin's API answers and Siril's sequence files.  (FITS is named by the older readers.)  By decision the judges'
typed score sheets (an entry, initials, marks, their mean), a member's ballot (member, place, entry, title) and the
poll's vote tally (poll, entry, counts, a share) stay undeclared: they hold nothing of this field's own, the forms of
many fields' typed sheets; their refusals name the file and line."""

from __future__ import annotations

from rankagg.io.fields.declaration import Field, FieldFile

ASTROIMAGING = Field(
    team="an amateur astronomy club's astrophotography committee (u93a_)",
    advice="give each source's ranking of a target's, month's, equipment class's or poll's images (the judges' "
           "scores, the committee's votes, the frame statistics, the guiding quality) as a run, the slice a query "
           "(target:M42/2026-02) and each entered image a document (entry:2026-02/deepsky/M42/0143), the score higher "
           "for the better image: 'SLICE Q0 IMAGE RANK SCORE SOURCE'; the committee's decisions are the qrels, "
           "'SLICE 0 IMAGE GRADE'",
    files=(
        FieldFile("a PixInsight XISF image ('XISF0100', its XML header's length, then the header and the pixels)",
                  b"XISF0100\x9a\x04\x00\x00\x00\x00\x00\x00<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<xisf "
                  b"version=\"1.0\" xmlns=\"http://www.pixinsight.com/xisf\">", 1, magic=b"XISF0100",
                  outputs=(".xisf",)),
        FieldFile("a SER video from a planetary camera ('LUCAM-RECORDER', its 178-byte header, then the frames)",
                  b"LUCAM-RECORDER\x00\x00\x00\x00\x08\x00\x00\x00\x00\x00\x00\x00\x80\x02\x00\x00\xe0\x01\x00\x00"
                  b"\x08\x00\x00\x00", 1, magic=b"LUCAM-RECORDER"),
        FieldFile("a PHD2 log (its 'PHD2 version ..., Log version ...' first line; a guide log's settings and frames: "
                  "Frame, Time, mount, dx, dy, ..., StarMass, SNR)",
                  "PHD2 version 2.6.13 [Windows], Log version 2.5. Log enabled at 2026-02-14 20:31:12\n\n"
                  "Guiding Begins at 2026-02-14 21:38:44\n", 1,
                  line=r"\A\ufeff?PHD2 version \S+[^\n]*?, Log version \d+(?:\.\d+)*\b"),
        FieldFile("the N.I.N.A. Session Metadata plugin's ImageMetaData.csv (ExposureNumber, FilePath, FilterName, "
                  "ExposureStart, Duration, ..., DetectedStars, HFR, FWHM, GuidingRMS, ..., ImageType)",
                  "ExposureNumber,FilePath,FilterName,ExposureStart,Duration,Binning,DetectedStars,HFR,GuidingRMS\n"
                  "7,light_0007.fits,L,2026-02-14 22:41,180,1x1,1843,2.1437,0.3804\n", 1,
                  columns=("ExposureNumber", "FilePath", "FilterName", "ExposureStart", "DetectedStars", "HFR")),
        FieldFile("AstroBin's images answer (JSON from its API: meta with total_count; objects, each image's id, hash, "
                  "title, user, imaging_telescopes, imaging_cameras, likes, views, resource_uri)",
                  '{"meta":{"limit":20,"offset":0,"total_count":1},"objects":[{"id":1184032,"hash":"k3v9qz",'
                  '"title":"M42","user":"rkowalski","imaging_telescopes":["Askar FRA400"],"imaging_cameras":'
                  '["ZWO ASI2600MM Pro"],"likes":37,"resource_uri":"/api/v1/image/1184032/"}]}\n', 1,
                  keys=("objects", "imaging_telescopes", "imaging_cameras", "resource_uri")),
        FieldFile("a Siril sequence file (.seq: '#Siril sequence file', then S, L, the images' I lines and their "
                  "registration data, R0 fwhm wfwhm roundness quality background stars)",
                  "#Siril sequence file. Contains list of images, selection, registration data and statistics\n"
                  "S 'r_pp_light_' 1 4 3 5 0 6 0 0 0\nL 1\n", 1, line=r"\A#Siril sequence file\b"),
    ))
