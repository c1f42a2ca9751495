"""An exoplanet follow-up working group's target review files, its TESS follow-up observers' (ground-based photometry
and spectroscopy) and science leads' (issue 45's hundred-and-eleventh bar, u111a_): ExoFOP-TESS's TOI table (CSV, as
download_toi.php exports it; also read as a frame) and its target JSON (as saved, and loaded in Python), a NASA
Exoplanet Archive TAP answer (a VOTable holding the archive's columns), AstroImageJ's measurements tables (.xls that
is tab-separated text) and plot configurations (.plotcfg), juliet's posteriors.dat and allesfitter's ns_table.csv
fit summaries, and the group's typed rating sheets, ballots and vote tallies, which name a candidate by its TOI number
and planet index (TOI-4412.01) on every line.  (A TESS SPOC light curve is named as a FITS file by the older
readers; another VOTable, one without the archive's columns, stays the astronomy shapes' (rankagg.io.astronomy_shapes)
generic VOTable; outputs named .fits, .xls, .plotcfg or .vot are the output names' to refuse.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import NAME_FIELD, Field, FieldFile

#: a TESS Object of Interest with its planet index (TOI-4412.01): the field's own token, which every typed line holds
#: (and the literal 'TOI-' every match of a typed form must contain, so that a run's head without it is not searched)
_TOI = r"TOI-\d{1,5}\.\d\d(?![\w.-])"
#: a TFOP sub-group as the group types it (sg1, SG1A, tfop-sg2): never a run's Q0 nor a qrels' 0
_SG = r"(?i:(?:tfop-)?sg[1-5][ab]?)(?![\w.-])"
#: a word on the sheets (a filter zs, ip, I+z; a coverage full, egress; an NEB check cleared, NEB): a letter first
_WORD = r"[^\W\d_][\w'+.-]*"
#: a transit depth in ppt
_DEPTH = r"\d{1,4}(?:\.\d+)?"
#: the working group's decisions as the chair types them (a literal every tally line holds)
_DECISION = r"(?i:confirm-priority|confirm|priority|keep|drop|hold|defer|retire)(?![\w-])"
#: an observer's rating sheet's line: observer, UT date, TOI, filter, transit coverage, depth (ppt), NEB check, rating
_RATING = (rf"{NAME_FIELD}[ \t]+\d{{4}}-\d\d-\d\d[ \t]+{_TOI}[ \t]+{_WORD}[ \t]+{_WORD}[ \t]+{_DEPTH}[ \t]+{_WORD}"
           rf"[ \t]+\d{{1,2}}[ \t]*\r?")
#: a member's ballot's line: member, campaign (2026B) or month or sector, place (never a qrels' 0), TOI, sub-group
_BALLOT = (rf"{NAME_FIELD}[ \t]+\d{{4}}(?:[AB]|-\d\d(?:-\d\d)?|-S\d{{1,3}})[ \t]+(?!0[ \t])\d{{1,3}}[ \t]+{_TOI}"
           rf"[ \t]+{_SG}[ \t]*\r?")
#: a vote tally's line: TOI, sub-group (never a run's Q0), the confirm-priority, keep and drop votes, the decision
_TALLY = rf"{_TOI}[ \t]+{_SG}(?:[ \t]+\d{{1,3}}){{3}}[ \t]+{_DECISION}[ \t]*\r?"

EXOPLANETS = Field(
    team="an exoplanet follow-up working group's target review, its TESS follow-up observers and science leads "
         "(u111a_)",
    advice="give each source's ranking of a sector's, a month's or a campaign's candidates (the transit depth SNR, "
           "the predicted RV semi-amplitudes, the sub-groups' dispositions, the ground-based photometry, the members' "
           "votes) as a run, the sector, month or campaign a query (sector:2026-S97/southern) and each candidate a "
           "document (toi:TOI-4412.01/tfop-sg1), the score higher for the candidate to follow up first: 'SECTOR Q0 "
           "CANDIDATE RANK SCORE SOURCE'; the working group's decisions are the qrels, 'SECTOR 0 CANDIDATE GRADE' (2 "
           "confirm-priority, 1 keep, 0 drop)",
    files=(
        # ExoFOP's export names its columns in its own words: the TFOP working group's disposition beside the TIC
        FieldFile("an ExoFOP-TESS TOI table (CSV, as download_toi.php exports it: 'TIC ID', 'TOI', 'Previous CTOI', "
                  "'Master', 'SG1A' ... 'SG5', 'TESS Disposition', 'TFOPWG Disposition', the ephemeris, depth, "
                  "'Planet SNR', 'Sectors', 'Comments', a TOI a row)",
                  "TIC ID,TOI,Previous CTOI,Master,SG1A,SG1B,SG2,SG3,SG4,SG5,TESS Disposition,TFOPWG Disposition\n"
                  "381854102,4412.01,,1,1,1,1,3,3,3,PC,PC\n", 1,
                  columns=("TFOPWG Disposition", "TIC ID", "TOI")),
        # ExoFOP's target page as JSON (target.php?id=TIC&json): its sections, the star's and its planets'
        FieldFile("an ExoFOP-TESS target JSON (target.php?id=...&json: 'basic_info', 'coordinates', 'magnitudes', "
                  "'planet_parameters' with per, dep_p, dur, 'stellar_parameters', 'tois', 'imaging', "
                  "'spectroscopy', 'time_series': one TIC star's catalogue values and follow-up, no ranking)",
                  '{"basic_info": {"tic_id": "381854102", "tois": "4412.01, 4412.02"}, "coordinates": {"ra": '
                  '"04:37:12.61", "dec": "-61:08:44.9"}, "planet_parameters": [{"toi": "4412.01", "per": "3.8911207", '
                  '"dep_p": "2940", "dur": "2.104"}], "stellar_parameters": [{"teff": "4710"}], "tois": [], '
                  '"time_series": []}\n', 1,
                  keys=("basic_info", "planet_parameters", "stellar_parameters", "time_series")),
        # a VOTable is the astronomy shapes' generic reading; the archive's TAP answer (nexsciTAP) is told by its
        # TAP status and its own column names (pl_orbper, st_tmag, sy_dist, disc_year, tfopwg_disp), a narrow claim
        FieldFile("a NASA Exoplanet Archive TAP answer saved as a VOTable (the archive's TAP service: '<RESOURCE "
                  "type=\"results\">', QUERY_STATUS, FIELDs of its columns such as toi, tid, tfopwg_disp, pl_orbper, "
                  "pl_trandep, st_tmag, then TABLEDATA rows; astroquery or astropy.io.votable reads it)",
                  '<?xml version="1.0" encoding="utf-8"?>\n<VOTABLE version="1.3" '
                  'xmlns="http://www.ivoa.net/xml/VOTable/v1.3">\n  <RESOURCE type="results">\n'
                  '  <INFO name="QUERY_STATUS" value="OK"/>\n  <TABLE>\n'
                  '    <FIELD ID="toi" arraysize="*" datatype="char" name="toi"/>\n'
                  '    <FIELD ID="pl_orbper" datatype="double" name="pl_orbper"/>\n', 2,
                  root="VOTABLE",
                  marks=("QUERY_STATUS", r'^[ \t]*<FIELD [^>]*\b(?:ID|name)="(?:pl|st|sy|disc|tfopwg)_[a-z]')),
        # AstroImageJ's ResultsTable: ' ' (row numbers), Label, slice, its Julian date column, the apertures' fluxes
        FieldFile("an AstroImageJ measurements table (.xls that is tab-separated text, as MultiAperture and MultiPlot "
                  "save it: ' ', Label, slice, J.D.-2400000, JD_UTC, BJD_TDB, AIRMASS, rel_flux_T1, rel_flux_err_T1, "
                  "Source-Sky_C2 ..., an image a row)",
                  " \tLabel\tslice\tJ.D.-2400000\tBJD_TDB\tAIRMASS\trel_flux_T1\trel_flux_err_T1\n"
                  "1\tcoj1m003-fa12-20261014-0118-e91.fits\t1\t60962.512817\t2460962.516344\t1.183405\t0.412906\t"
                  "0.000512\n", 1,
                  columns=("J.D.-2400000", "Label", "slice"),
                  cell=r"^(?:rel_flux_(?:err_|snr_)?[tc]\d+|source-sky_[tc]\d+)$"),
        # MultiPlot's savePlotConfig: java.util.Properties.store's comment names it on the first line
        FieldFile("an AstroImageJ plot configuration (.plotcfg, as MultiPlot saves it: '#AstroImageJ Plot "
                  "Configuration', a date line, then .plot.title, .plot.xlabel0, .plot.period, .plot.T0 properties)",
                  "#AstroImageJ Plot Configuration\n#Wed Oct 14 09:41:27 AEST 2026\n.plot.ylabel0=rel_flux_T1\n"
                  ".plot.period=3.8911207\n", 1,
                  line=r"\A#AstroImageJ Plot Configuration\b"),
        # juliet's utils.writepp header; its lines are four fields (a parameter, its median, two bands), a qrels'
        FieldFile("a juliet posteriors.dat fit summary (as juliet writes it: '# Parameter Name  Median  Upper 68 CI  "
                  "Lower 68 CI', then P_p1, t0_p1, r1_p1, r2_p1, q1_TESS, K_p1 ... with their bands, a parameter a "
                  "line)",
                  "# Parameter Name     \t \t Median       \t \t Upper 68 CI  \t \t Lower 68 CI \n"
                  "P_p1               \t \t 3.8911193528 \t \t 0.0000031174 \t \t 0.0000029881\n", 1,
                  line=r"\A#[ \t]*Parameter Name[ \t]+Median[ \t]+Upper 68 CI[ \t]+Lower 68 CI[ \t]*$",
                  lookalike=True),
        # allesfitter's save_table: its header line, commented, in its own words
        FieldFile("an allesfitter ns_table.csv fit summary (as allesfitter saves it: '#name,median,lower_error,"
                  "upper_error,label,unit', '#Fitted parameters,,,', then b_rr, b_epoch, b_period ... and '(fixed)' "
                  "rows with LaTeX labels)",
                  "#name,median,lower_error,upper_error,label,unit\n#Fitted parameters,,,\n"
                  "b_rr,0.05221703871229014,0.0011348822519841505,0.0012018850037714462,$R_b / R_\\star$,\n", 1,
                  line=r"\A#name,median,lower_error,upper_error,label,unit[ \t]*$"),
        FieldFile("an exoplanet follow-up observer's rating sheet typed as text (observer, UT date, TOI, filter, "
                  "transit coverage, depth in ppt, NEB check, rating)",
                  "okafor 2026-10-14 TOI-4412.01 zs full 3.0 cleared 5\n"
                  "okafor 2026-10-14 TOI-4412.02 zs partial 1.1 inconclusive 3\n", 1,
                  line=rf"^{_RATING}\n{_RATING}$"),
        FieldFile("an exoplanet follow-up working group member's ballot typed as text (member, campaign, place, TOI, "
                  "TFOP sub-group)",
                  "castellanos 2026B 1 TOI-4412.01 sg1\ncastellanos 2026B 2 TOI-4412.02 sg1\n", 1,
                  line=rf"^{_BALLOT}\n{_BALLOT}$"),
        # six fields a line: they pass for a run's lines
        FieldFile("an exoplanet follow-up working group's vote tally typed as text (TOI, TFOP sub-group, "
                  "confirm-priority, keep and drop votes, decision)",
                  "TOI-4412.01 sg1 7 1 0 confirm-priority\nTOI-4412.02 sg1 3 5 0 keep\n", 1,
                  line=rf"^{_TALLY}\n{_TALLY}$", lookalike=True),
    ))
