"""Issue 45's hundred-and-sixteenth bar of scripts/reliability_matrix.py, a pulsar timing array collaboration's timing
working group, the pulsar observers who reduce the observations and the timing-array coordinators who rank pulsars and
observing epochs for the array's next data release and gravitational-wave search per telescope, observing session and
data release, from the timing residual RMS, the TOA uncertainties, the cadence and data-quality flags, the observers'
grades and the working group's votes (its cases, ids ``u116a_``, registered in its ``cases()``); the mechanics
(:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.  (Written by a persona session,
before any of its recognisers existed.)

The working group's review: each observing session, each telescope's quarter and each data release
(``session:GBT/2026-03-14/Rcvr1_2``, ``telescope:MeerKAT/2026-Q1``, ``release:NG20/narrowband``) is a query and each
pulsar or observing epoch a document, as the group names them: a pulsar by its J2000 name (``J1909-3744``,
``J1713+0747``) or, for the few the catalogue still lists first by it, its B1950 name (``B1937+21``), an observing
epoch by the pulsar and the session's MJD (``J1909-3744/60383.092``), a pulsar as the earlier release times it
(``ng15:J1600-3053``) and a candidate the ATNF catalogue lists but the array does not yet time
(``psrcat:J2234+0611``); on the typed sheets the bare pulsar name.  The runs are the timing residual RMS, the TOA
uncertainties, the cadence and data-quality flags, the observers' grades (A to D) and the working group's votes, turned
to scores in [0, 1] at four decimals.  They are fused with RRF, Borda and CombSUM, the observers' grades weighted
highest, and judged against the coordinators' decisions (2 in the release's gravitational-wave search, 1 timed but held
back, 0 dropped).  The mistakes and odd files: the field's own files given where runs or qrels are read (a timing
model .par as PINT and TEMPO2 write it, a TOA file .tim in TEMPO2's FORMAT 1 with NANOGrav's flags, a TOA file in the
Princeton format, PSRCHIVE's psrstat output, a PSRFITS fold-mode archive (binary), a PTMCMCSampler chain (chain_1.txt),
the ATNF pulsar catalogue's database file psrcat.db, a TEMPO2 clock-correction file .clk, an enterprise noise
dictionary (JSON), PTMCMC's parameter list pars.txt, and an observer's grade sheet, a working-group member's ballot and
the working group's vote tally as the group types them), and outputs named for the field's files (a timing model .par,
a TOA file .tim, a clock file .clk, a PSRCHIVE archive .ar).  (Checked: the .par against PINT's example
J1614-2230_NANOGrav_12yv3.wb.gls.par (read: 'PSR' then LAMBDA, BETA, PMLAMBDA, PMBETA, PX, POSEPOCH, F0 with its fit
flag and error, F1 in Fortran's D notation, PEPOCH, START, FINISH, DM, DMX and the DMX_nnnn, DMXEP_, DMXR1_, DMXR2_,
DMXF1_, DMXF2_ groups, SOLARN0, EPHEM, ECL IERS2010, CLK TT(BIPM...), UNITS TDB, TIMEEPH FB90, T2CMETHOD IAU2000B,
CORRECT_TROPOSPHERE N, PLANET_SHAPIRO N, DILATEFREQ N, NTOA, TRES, TZRMJD, TZRFRQ, TZRSITE, MODE 1, NITS, 'INFO -f',
BINARY ELL1 with A1, PB, TASC, EPS1, EPS2, SINI, M2, then 'T2EFAC -f ...', 'T2EQUAD -f ...', 'JUMP -fe ...' and the
'# Converted by ...' comment lines) and NGC6440E.par (the same keywords, RAJ and DECJ in sexagesimal); the pulsar's
values are ours, near the published ones but not claimed.  The FORMAT 1 .tim against PINT's
J1614-2230_NANOGrav_12yv3.wb.tim (read: 'C ' comment lines, 'MODE 1', 'FORMAT 1', then the archive name, the frequency
in MHz, the MJD to fifteen decimals, the error in microseconds, the site code 'gbt' and flags -be, -ver, -nchx, -tobs,
-f, -gof, -snr, -fratio, -pta, -subint, -nch, -bw, -chbw, -fe, -nbin, -proc, -tmplt, '-to', commented TOAs with '-cut
dmx'); the archive names, the VEGAS backend (the fixture's are GASP and GUPPI) and the values are ours.  The Princeton
format against PRESTO's write_princeton_toa (read: column 1 the one-character site, column 2 blank, the frequency in
16-24, the TOA in 25-44 with its point in column 30 or 31, the error in 45-53, written as obs + ' %13s %8.3f %s
%8.2f'), TEMPO2's reader testing the second column for a blank and PINT's NGC6440E.tim (read: '1' for the GBT, no name,
'C ' to comment a TOA out); the TOAs are ours.  psrstat's output from pipelines that read it (read: 'psrstat -c
length ARCHIVE | awk ... -F = ...', '... | cut -d = -f 2', and 'psrstat -jpF -l subint=0- -c snr -c length ...' read
with np.loadtxt(usecols=8) after turning each '=' to a blank, so a line is the archive name then 'subint=N',
'snr=...', 'length=...' and the further 'key=value' items); the number of decimals is a guess, the values ours.  The
PSRFITS archive from the PSRFITS definition's keywords as a template module lists them (read: HDRVER, FITSTYPE
'PSRFITS', DATE, OBSERVER, PROJID, TELESCOP, ANT_X/Y/Z, FRONTEND, NRCVR, FD_POLN, FD_HAND, FD_SANG, FD_XYPH, BACKEND,
BECONFIG, BE_PHASE, BE_DCC, BE_DELAY, TCYCLE, OBS_MODE, DATE-OBS, OBSFREQ, OBSBW, OBSNCHAN, CHAN_DM, SRC_NAME,
COORD_MD, EQUINOX, RA, DEC, TRK_MODE, CAL_MODE, STT_IMJD, STT_SMJD, STT_OFFS with their comments; the SUBINT table's
EPOCHS, INT_TYPE, INT_UNIT, SCALE, POL_TYPE, NPOL, TBIN, NBIN, NBIN_PRD, PHS_OFFS) and the primary headers of stored
templates (SIMPLE, BITPIX 8, NAXIS 0, EXTEND, the four COMMENT lines on the FITS definition, then HDRVER and FITSTYPE
'PSRFITS'); the SUBINT columns kept (TSUBINT, OFFS_SUB, DAT_FREQ, DAT_WTS, DAT_OFFS, DAT_SCL, DATA as 64I with its
TDIM) are from the definition as remembered, the antenna position, project and profile are ours, and the file is cut
to those two HDUs.  The PTMCMCSampler chain against its _writeToFile (read: each parameter as '%22.22f', tab-joined,
then '\\t%f\\t%f' for the log-posterior and log-likelihood and '\\t%f\\t%f\\n' for the acceptance and the
parallel-tempering acceptance, so a two-parameter red-noise run writes six fields a line) and la_forge's names for the
last four columns (lnpost, lnlike, chain_accept, pt_chain_accept); the samples are ours.  pars.txt from
enterprise_extensions' scripts (read: np.savetxt(outdir + '/pars.txt', list(map(str, pta.param_names)), fmt='%s'),
one name a line) and enterprise's parameter names ('{psr}_{frontend}_{backend}_efac', '_log10_t2equad',
'_log10_ecorr', '{psr}_red_noise_gamma', '{psr}_red_noise_log10_A', seen in noise dictionaries built in code and
read from JSON); the sorted order and the dm_gp names are as enterprise names them from memory.  The noise dictionary
(JSON) from those same scripts (read: a flat object of parameter name to value, json.dump(..., indent=4) in one
writer); that the group's noisefiles are indented the same way is a guess, the values are ours.  psrcat.db from
psrqpy's reader and test catalogue (read: '#' comments with '#CATALOGUE <version>' first, 'KEY value [error] [ref]'
lines, errors in the last digits, each pulsar ended by '@' and dashes) and a Perl reader of the same file; the
reference codes are in the catalogue's form, the values ours.  The .clk from the IPTA's pulsar-clock-corrections
(read: gbt2gps.clk opening '# UTC(GBT) UTC(GPS)', a '#' comment, then 'MJD correction' lines in seconds;
mk2utc_observatory.clk with more '#' comment lines); the corrections are ours.  The output suffixes: .par (the timing
model TEMPO2, PINT and enterprise read), .tim (the TOAs they read), .clk (TEMPO2's and PINT's clock files) and .ar
(PSRCHIVE's archives, as the pipelines name them).  Left out, as they could not be checked here: pav's and pdv's text
dumps (only psrstat's line was seen), psrcat's own printed table (its headings were not found), the ATNF web form's
CSV (only a reader's column list), NANOGrav's and the EPTA's release READMEs and flag tables, TEMPO2's general2
output beyond the rows it prints, and a PSRFITS file's history and polyco tables.  The grade sheet, the ballot and the
vote tally are typed here as the group's observers, the working group's members and its coordinators type them; the
pulsars are real millisecond pulsars by name, no value given for them is claimed.)

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import json
import struct

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, seeded_day, team_day_cases

HUNDREDSIXTEENTH_PULSARTIMING = ("45 Unseen inputs: a hundred-and-sixteenth bar, a pulsar timing array "
                                 "collaboration's timing working group (the pulsar observers who reduce the "
                                 "observations and the timing-array coordinators who rank pulsars and observing "
                                 "epochs) ranking pulsars and epochs per telescope, observing session and data "
                                 "release for the next data release and gravitational-wave search from timing "
                                 "residual RMS, TOA uncertainties, cadence and data-quality flags, the observers' "
                                 "grades and the working group's votes (TEMPO2/PINT timing models (.par), TOA files "
                                 "(.tim) in TEMPO2's FORMAT 1 and the Princeton format, PSRCHIVE psrstat output, "
                                 "PSRFITS archives, PTMCMCSampler chains and pars.txt, the ATNF catalogue's "
                                 "psrcat.db, TEMPO2 clock files (.clk), enterprise noise dictionaries (JSON), "
                                 "observers' grade sheets, working-group ballots and vote tallies as typed)")

_PSR = "J1909-3744"
_PSR2 = "J1713+0747"
_BNAME = "B1937+21"
_EPOCH = "J1909-3744/60383.092"

_DATA = SEEDED_UNIFORM + seeded_day(
    runs=['residual_rms', 'toa_uncertainty', 'cadence_flags', 'observer_grades', 'wg_votes'],
    items=[_PSR, _PSR2, _BNAME, _EPOCH, 'J0437-4715', 'J2145-0750', 'ng15:J1600-3053', 'psrcat:J2234+0611'],
    queries=['session:GBT/2026-03-14/Rcvr1_2', 'telescope:MeerKAT/2026-Q1', 'release:NG20/narrowband',
             'session:CHIME/2026-03-15', 'telescope:GBT/2026-Q1', 'release:IPTA-DR4/combined'],
    suffix='/reprocessed', generator='pulsar_scores', judgements='coordinator_decisions'
) + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "pulsar_scores", "selection.run")

_RECS3 = ["residual_rms", "observer_grades", "wg_votes"]
_OUT = ("selection.run",)
_ONE_RUN = (f"session:GBT/2026-03-14/Rcvr1_2 Q0 {_PSR} 1 0.9312 wg_votes\n"
            f"session:GBT/2026-03-14/Rcvr1_2 Q0 {_PSR2} 2 0.8467 wg_votes\n")


# the group's files, as PINT, TEMPO2, TEMPO, PSRCHIVE, PTMCMCSampler, enterprise and the ATNF catalogue write them
# a timing model (.par) as NANOGrav's releases carry it: astrometry, spin, DM and DMX, the clock and ephemeris
# settings, the ELL1 binary, the white-noise parameters per receiver and backend, a JUMP, the converter's comments
def _par() -> str:
    lines = [("PSR", f"{_PSR:>26}"),
             ("LAMBDA", "  284.2091699452101  1     0.0000000019876"),
             ("BETA", "  -15.1558026781312  1     0.0000000089214"),
             ("PMLAMBDA", "           -13.8706  1              0.0024"),
             ("PMBETA", "           -35.7532  1              0.0061"),
             ("PX", "             0.8612  1              0.0143"),
             ("POSEPOCH", "       58000.0000"),
             ("F0", "   339.315687288391412  1  0.0000000000000388"),
             ("F1", "    -1.614879518226D-15  1  2.118836401117D-22"),
             ("PEPOCH", "       58000.000000"),
             ("START", "           53292.017"),
             ("FINISH", "          60383.121"),
             ("DM", "          10.390711")]
    text = "".join(f"{key:<8}{value}\n" for key, value in lines)
    text += "DMX               6.500000\n"
    for i, (mjd, dmx, err) in enumerate([(60356.1183, "-1.22904881D-04", "1.43108452D-05"),
                                         (60370.0921, "-1.09017733D-04", "1.61984407D-05"),
                                         (60383.0924, "-1.30866110D-04", "1.28875140D-05")], 1):
        text += (f"DMX_{i:04d}   {dmx}  1      {err}\n"
                 f"DMXEP_{i:04d}     {mjd:.5f}\n"
                 f"DMXR1_{i:04d}     {mjd - 0.5:.5f}\n"
                 f"DMXR2_{i:04d}     {mjd + 0.5:.5f}\n"
                 f"DMXF1_{i:04d}         1151.367\n"
                 f"DMXF2_{i:04d}         1748.914\n")
    text += ("SOLARN0               0.00\n"
             "EPHEM               DE440\n"
             "ECL                 IERS2010\n"
             "CLK                 TT(BIPM2023)\n"
             "UNITS               TDB\n"
             "TIMEEPH             FB90\n"
             "T2CMETHOD           IAU2000B\n"
             "CORRECT_TROPOSPHERE N\n"
             "PLANET_SHAPIRO      N\n"
             "DILATEFREQ          N\n"
             "NTOA                 24816\n"
             "TRES                  0.09\n"
             "TZRMJD  60383.09238441572291\n"
             "TZRFRQ            1400.000\n"
             "TZRSITE                 gbt\n"
             "MODE                     1\n"
             "NITS 1\n"
             "INFO -f\n"
             "BINARY            ELL1\n"
             "A1             1.897991053  1         0.000000011\n"
             "PB        1.53349947486922  1    0.00000000000046\n"
             "TASC       55015.428710229  1         0.000000002\n"
             "EPS1         0.0000000282  1        0.0000000107\n"
             "EPS2        -0.0000000731  1        0.0000000066\n"
             "SINI              0.998108  1            0.000088\n"
             "M2                0.208103  1            0.000884\n"
             "T2EFAC -f Rcvr1_2_VEGAS   1.087\n"
             "T2EFAC -f Rcvr_800_VEGAS   1.032\n"
             "T2EQUAD -f Rcvr1_2_VEGAS   0.00683\n"
             "T2EQUAD -f Rcvr_800_VEGAS   0.01144\n"
             "JUMP -fe Rcvr_800      -0.000001842  1       0.000000011\n"
             "# Converted by the working group's release script on Sat Mar 14 06:42:18 2026 by kpatel\n"
             "# Original filename: 'J1909-3744/narrowband/J1909-3744.nb.working.par'\n")
    return text


_PAR = _par()
_PAR_NAME = "J1909-3744.nb.par"


# a TOA file in TEMPO2's FORMAT 1 with NANOGrav's flags: comments, MODE 1, FORMAT 1, a TOA a line
def _tim() -> str:
    toas = [(1, "1151.36720145", "60383.088917362951218", "0.412", 0, "Rcvr1_2", "1.021", "287.214"),
            (1, "1349.11873220", "60383.088917362104871", "0.358", 1, "Rcvr1_2", "1.034", "331.902"),
            (1, "1548.90041277", "60383.088917361647510", "0.471", 2, "Rcvr1_2", "1.018", "251.467"),
            (2, "821.48833106", "60385.112840195331766", "0.296", 0, "Rcvr_800", "1.046", "402.118"),
            (2, "781.33018457", "60385.112840196718904", "0.321", 1, "Rcvr_800", "1.029", "369.540")]
    text = ("C Converted by make_release_tim.py on Sat Mar 14 06:40:02 2026 by kpatel\n"
            "C Original filename: 'J1909-3744/narrowband/J1909-3744.nb.working.tim'\n"
            "MODE 1\n"
            "FORMAT 1\n")
    for scan, freq, mjd, err, sub, fe, gof, snr in toas:
        day = mjd.split(".")[0]
        name = f"vegas_{day}_1909-3744_{scan:04d}.20y.x.ff"
        text += (f"{name} {freq} {mjd}   {err}  gbt -be VEGAS -ver 20260310 -nchx 64 -tobs 1799.874 "
                 f"-f {fe}_VEGAS -gof {gof} -snr {snr} -fratio 1.402 -pta NANOGrav -subint {sub} -nch 64 "
                 f"-bw 800.000 -chbw 12.500 -fe {fe} -nbin 2048 -proc 20y "
                 f"-tmplt J1909-3744.{fe}.VEGAS.20y.x.avg_port.spl\n")
    text += ("C vegas_60385_1909-3744_0003.20y.x.ff 742.01961250 60385.131556402280013   2.904  gbt -be VEGAS "
             "-fe Rcvr_800 -f Rcvr_800_VEGAS -snr 9.114 -pta NANOGrav -cut snr\n")
    return text


_TIM = _tim()
_TIM_NAME = "J1909-3744_GBT_2026-03-14.tim"

# a TOA file in the Princeton format: site '1' (the GBT) in column 1, frequency, TOA and error in fixed columns
_PRINCETON_ROWS = [(1400.000, 60383, "0.0889173629512", 0.41), (820.000, 60385, "0.1128401953318", 0.30),
                   (1400.000, 60397, "0.0502217740931", 0.52), (820.000, 60399, "0.0731096024862", 0.33)]
_PRINCETON = "".join(f"1 {'':13s} {freq:8.3f} {day:5d}{frac[1:]} {err:8.2f}\n"
                     for freq, day, frac, err in _PRINCETON_ROWS) + \
    f"C 1 {'':13s} {1400.0:8.3f} 60411.0618830447120 {3.95:8.2f}\n"
_PRINCETON_NAME = "1909-3744_tempo.tim"

# PSRCHIVE's psrstat, looping over the sub-integrations: the archive, then 'key=value' items
_PSRSTAT = "".join(f"J1909-3744_60383_0004.ar subint={i} snr={snr} length={length}\n"
                   for i, (snr, length) in enumerate([("84.611", "599.987"), ("91.205", "599.987"),
                                                      ("79.932", "599.987"), ("42.148", "287.439")]))
_PSRSTAT_NAME = "psrstat_J1909-3744_60383.txt"


# a PSRFITS fold-mode archive: the primary HDU's header, then a SUBINT binary table of two sub-integrations
def _card(key: str, value: object = None, comment: str = "") -> str:
    if key in ("COMMENT", "END") and value is None:
        return f"{key:<8}{comment}".ljust(80)[:80]
    if isinstance(value, bool):
        shown = ("T" if value else "F").rjust(20)
    elif isinstance(value, (int, float)):
        shown = str(value).upper().rjust(20)
    else:
        shown = ("'" + str(value).replace("'", "''").ljust(8) + "'").ljust(20)
    return (f"{key:<8}= {shown}" + (f" / {comment}" if comment else "")).ljust(80)[:80]


def _hdu_header(cards: list[str]) -> bytes:
    text = "".join(cards) + _card("END")
    return text.ljust(-(-len(text) // 2880) * 2880).encode("ascii")


def _psrfits() -> bytes:
    primary = [
        _card("SIMPLE", True, "file does conform to FITS standard"),
        _card("BITPIX", 8, "number of bits per data pixel"),
        _card("NAXIS", 0, "number of data axes"),
        _card("EXTEND", True, "FITS dataset may contain extensions"),
        _card("COMMENT", None, "  FITS (Flexible Image Transport System) format defined in Astronomy and"),
        _card("COMMENT", None, "  Astrophysics Supplement Series v44/p363, v44/p371, v73/p359, v73/p365."),
        _card("COMMENT", None, "  Contact the NASA Science Office of Standards and Technology for the"),
        _card("COMMENT", None, "  FITS Definition document #100 and other FITS information."),
        _card("HDRVER", "6.7", "Header version"),
        _card("FITSTYPE", "PSRFITS", "FITS definition for pulsar data files"),
        _card("DATE", "2026-03-14T04:31:07", "File creation date (YYYY-MM-DDThh:mm:ss UTC)"),
        _card("OBSERVER", "kpatel", "Observer name(s)"),
        _card("PROJID", "GBT26A-304", "Project name"),
        _card("TELESCOP", "GBT", "Telescope name"),
        _card("ANT_X", 882589.289, "[m] Antenna ITRF X-coordinate (D)"),
        _card("ANT_Y", -4924872.368, "[m] Antenna ITRF Y-coordinate (D)"),
        _card("ANT_Z", 3943729.418, "[m] Antenna ITRF Z-coordinate (D)"),
        _card("FRONTEND", "Rcvr1_2", "Receiver ID"),
        _card("NRCVR", 2, "Number of receiver polarisation channels"),
        _card("FD_POLN", "LIN", "LIN or CIRC"),
        _card("FD_HAND", -1, "+/- 1. +1 is LIN:A=X,B=Y, CIRC:A=L,B=R (I)"),
        _card("FD_SANG", 45.0, "[deg] FA of E vect for equal sig in A&B (E)"),
        _card("FD_XYPH", 0.0, "[deg] Phase of A* B for injected cal (E)"),
        _card("BACKEND", "VEGAS", "Backend ID"),
        _card("BECONFIG", "N/A", "Backend configuration file name"),
        _card("BE_PHASE", -1, "0/+1/-1 BE cross-phase:0 unknown,+/-1 std/rev"),
        _card("BE_DCC", 0, "0/1 BE downconversion conjugation corrected"),
        _card("BE_DELAY", 0.0, "[s] Backend propn delay from digitiser input"),
        _card("TCYCLE", 0.0, "[s] On-line cycle time (D)"),
        _card("OBS_MODE", "PSR", "(PSR, CAL, SEARCH)"),
        _card("DATE-OBS", "2026-03-14T02:08:02.000", "UTC date of observation (YYYY-MM-DDThh:mm:ss)"),
        _card("OBSFREQ", 1400.0, "[MHz] Centre frequency for observation"),
        _card("OBSBW", 800.0, "[MHz] Bandwidth for observation"),
        _card("OBSNCHAN", 512, "Number of frequency channels (original)"),
        _card("CHAN_DM", 10.3907, "[cm-3 pc] DM used for on-line dedispersion"),
        _card("SRC_NAME", _PSR, "Source or scan ID"),
        _card("COORD_MD", "J2000", "Coordinate mode (J2000, GALACTIC, ECLIPTIC)"),
        _card("EQUINOX", 2000.0, "Equinox of coords (e.g. 2000.0)"),
        _card("RA", "19:09:47.434", "Right ascension (hh:mm:ss.ssss)"),
        _card("DEC", "-37:44:14.516", "Declination (-dd:mm:ss.sss)"),
        _card("TRK_MODE", "TRACK", "Track mode (TRACK, SCANGC, SCANLAT)"),
        _card("CAL_MODE", "OFF", "Cal mode (OFF, SYNC, EXT1, EXT2)"),
        _card("STT_IMJD", 60383, "Start MJD (UTC days) (J - long integer)"),
        _card("STT_SMJD", 7682, "[s] Start time (sec past UTC 00h) (J)"),
        _card("STT_OFFS", 0.0, "[s] Start time offset (D)")]
    columns = [("TSUBINT", "1D", "s"), ("OFFS_SUB", "1D", "s"), ("DAT_FREQ", "1D", "MHz"), ("DAT_WTS", "1E", ""),
               ("DAT_OFFS", "1E", ""), ("DAT_SCL", "1E", ""), ("DATA", "64I", "Jy")]
    row_bytes = 3 * 8 + 3 * 4 + 64 * 2
    subint = [_card("XTENSION", "BINTABLE", "***** Subintegration data  *****"),
              _card("BITPIX", 8, "N/A"),
              _card("NAXIS", 2, "2-dimensional binary table"),
              _card("NAXIS1", row_bytes, "width of table in bytes"),
              _card("NAXIS2", 2, "Number of rows in table (NSUBINT)"),
              _card("PCOUNT", 0, "size of special data area"),
              _card("GCOUNT", 1, "one data group (required keyword)"),
              _card("TFIELDS", len(columns), "Number of fields per row")]
    for n, (name, form, unit) in enumerate(columns, 1):
        subint.append(_card(f"TTYPE{n}", name))
        subint.append(_card(f"TFORM{n}", form))
        if unit:
            subint.append(_card(f"TUNIT{n}", unit))
    subint += [_card("TDIM7", "(64,1,1)", "Dimensions (NBIN,NCHAN,NPOL)"),
               _card("EXTNAME", "SUBINT", "name of this binary table extension"),
               _card("EPOCHS", "VALID", "Epoch convention (VALID, MIDTIME, STT_MJD)"),
               _card("INT_TYPE", "TIME", "Time axis (TIME, BINPHSPERI, BINLNGASC, etc)"),
               _card("INT_UNIT", "SEC", "Unit of time axis (SEC, PHS (0-1), DEG)"),
               _card("SCALE", "FluxDen", "Intensity units (FluxDen/RefFlux/Jansky)"),
               _card("POL_TYPE", "AA+BB", "Polarisation identifier (e.g., AABBCRCI, AA+BB)"),
               _card("NPOL", 1, "Nr of polarisations"),
               _card("TBIN", 4.60466e-05, "[s] Time per bin or sample"),
               _card("NBIN", 64, "Nr of bins (PSR/CAL mode; else 1)"),
               _card("NBIN_PRD", 0, "Nr of bins/pulse period (for gated data)"),
               _card("PHS_OFFS", 0.0, "Phase offset of bin 0 for gated data"),
               _card("NCHAN", 1, "Number of channels/sub-bands in this file"),
               _card("CHAN_BW", 800.0, "[MHz] Channel/sub-band width"),
               _card("DM", 10.3907, "[cm-3 pc] DM for post-detection dedisperion")]
    rows = b""
    for k in range(2):
        profile = [int(900 + 28000 * (1.0 if b == 21 + k else 0.35 if b in (20, 22) else 0.0)) - 600 * (b % 3)
                   for b in range(64)]
        rows += struct.pack(">3d3f64h", 599.987, 299.99 + 599.987 * k, 1400.0, 1.0, 0.0, 1.7e-5, *profile)
    data = rows.ljust(-(-len(rows) // 2880) * 2880, b"\0")
    return _hdu_header(primary) + _hdu_header(subint) + data


_PSRFITS = _psrfits()
_PSRFITS_NAME = "J1909-3744_60383_0004.ar"

# a PTMCMCSampler chain of a red-noise run (two parameters): each '%22.22f', then lnpost, lnlike and the two
# acceptance rates as '%f', tab-separated: six fields a line
_CHAIN_ROWS = [(3.412, -14.618, 1290.532771, 1295.061834, 0.412500, 0.604000),
               (3.397, -14.601, 1290.871023, 1295.394512, 0.413750, 0.602000),
               (4.105, -14.902, 1289.114862, 1293.702219, 0.412222, 0.603333),
               (2.871, -14.377, 1290.006415, 1294.640307, 0.411000, 0.605000)]
_CHAIN = "".join("\t".join("%22.22f" % v for v in (g, a)) + "\t%f\t%f\t%f\t%f\n" % tuple(rest)
                 for g, a, *rest in _CHAIN_ROWS)
_CHAIN_NAME = "chain_1.txt"

# enterprise_extensions' pars.txt: the model's parameter names, one a line, as the sampler's columns
_PARS = "".join(f"{_PSR}_{name}\n" for name in [
    "Rcvr1_2_VEGAS_efac", "Rcvr1_2_VEGAS_log10_ecorr", "Rcvr1_2_VEGAS_log10_t2equad", "Rcvr_800_VEGAS_efac",
    "Rcvr_800_VEGAS_log10_ecorr", "Rcvr_800_VEGAS_log10_t2equad", "dm_gp_gamma", "dm_gp_log10_A",
    "red_noise_gamma", "red_noise_log10_A"])
_PARS_NAME = "pars.txt"

# the working group's noise dictionary (a noisefile): parameter name to its maximum-posterior value
_NOISE_JSON = json.dumps({
    f"{_PSR}_Rcvr1_2_VEGAS_efac": 1.0873, f"{_PSR}_Rcvr1_2_VEGAS_log10_ecorr": -7.6208,
    f"{_PSR}_Rcvr1_2_VEGAS_log10_t2equad": -8.1374, f"{_PSR}_Rcvr_800_VEGAS_efac": 1.0319,
    f"{_PSR}_Rcvr_800_VEGAS_log10_ecorr": -7.2951, f"{_PSR}_Rcvr_800_VEGAS_log10_t2equad": -7.9402,
    f"{_PSR}_dm_gp_gamma": 2.1187, f"{_PSR}_dm_gp_log10_A": -13.8745,
    f"{_PSR}_red_noise_gamma": 3.4120, f"{_PSR}_red_noise_log10_A": -14.6180}, indent=4) + "\n"
_NOISE_NAME = "J1909-3744_noise.json"

# the ATNF pulsar catalogue's database file: '#CATALOGUE', then 'KEY value error ref' lines, '@' between pulsars
_PSRCAT_DB = ("#CATALOGUE 2.6.1\n"
              "PSRJ     J1909-3744                    jbv+03\n"
              "RAJ      19:09:47.4335737          2   rsc+21\n"
              "DECJ     -37:44:14.51561           1   rsc+21\n"
              "F0       339.31568740949071        2   rsc+21\n"
              "F1       -1.614819E-15             3   rsc+21\n"
              "PEPOCH   55000                         rsc+21\n"
              "DM       10.3932                   3   rsc+21\n"
              "PB       1.533449474329            1   rsc+21\n"
              "A1       1.89799111                1   rsc+21\n"
              "BINARY   ELL1                          rsc+21\n"
              "S1400    2.1                       2   mhl+13\n"
              "@-----------------------------------------------------------------\n"
              "PSRJ     J2234+0611                    dls+13\n"
              "RAJ      22:34:23.07304            1   sfa+19\n"
              "DECJ     +06:11:28.6841            1   sfa+19\n"
              "F0       279.59890635492983        3   sfa+19\n"
              "F1       -9.3941E-16               2   sfa+19\n"
              "DM       10.7659                   2   sfa+19\n"
              "PB       32.00140084               2   sfa+19\n"
              "BINARY   DD                            sfa+19\n"
              "@-----------------------------------------------------------------\n")
_PSRCAT_NAME = "psrcat.db"

# a TEMPO2 clock-correction file: the two clocks it ties, a comment, then 'MJD correction(s)' lines
_CLK = ("# UTC(GBT) UTC(GPS)\n"
        "# This file was automatically converted from tempo/clock/time_gbt.dat on 2026-03-14 20:28:11.402\n"
        "60380.50000 -0.000000412000\n"
        "60381.50000 -0.000000418000\n"
        "60382.50000 -0.000000421000\n"
        "60383.50000 -0.000000430000\n"
        "60384.50000 -0.000000433000\n")
_CLK_NAME = "gbt2gps.clk"

# an observer's grade sheet as typed after a session: observer, date, session, pulsar, grade (A-D), residual RMS
# (us), median TOA error (us), data-quality flag: eight fields a line
_GRADE_SHEET = (f"kpatel 2026-03-14 GBT/Rcvr1_2 {_PSR} A 0.094 0.412 ok\n"
                f"kpatel 2026-03-14 GBT/Rcvr1_2 {_PSR2} B 0.211 0.603 ok\n"
                f"kpatel 2026-03-14 GBT/Rcvr1_2 {_BNAME} C 0.486 0.271 scint\n"
                "kpatel 2026-03-14 GBT/Rcvr1_2 J2145-0750 B 0.387 1.180 rfi\n")
# a working-group member's ballot for the release, as typed: member, release, place, pulsar, proposed status
_BALLOT = (f"lindqvist NG20/narrowband 1 {_PSR} gw\n"
           f"lindqvist NG20/narrowband 2 {_PSR2} gw\n"
           f"lindqvist NG20/narrowband 3 {_BNAME} timing\n"
           "lindqvist NG20/narrowband 4 J2145-0750 drop\n")
# the working group's vote tally as its coordinators type it: pulsar, release, gw-search, timing-only and drop votes,
# decision: six fields a line
_VOTE_TALLY = (f"{_PSR} NG20/narrowband 9 1 0 gw\n"
               f"{_PSR2} NG20/narrowband 7 3 0 gw\n"
               f"{_BNAME} NG20/narrowband 2 6 2 timing\n"
               "J2145-0750 NG20/narrowband 1 3 6 drop\n")


def hundredsixteenth_bar_pulsartiming_cases() -> list[Case]:
    G = HUNDREDSIXTEENTH_PULSARTIMING
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="pulsar_scores", judgements="coordinator_decisions", runs=_RECS3,
        stem="selection", outputs=_OUT, item="pulsar or epoch", rounded="observer_grades",
        weights="{'observer_grades': 2.0, 'residual_rms': 1.5, 'wg_votes': 1.0, 'toa_uncertainty': 0.5}",
        lone_query="R['residual_rms']['session:FAST/2026-03-16/19beam'] = "
                   "{'J0621+2514': 0.9, 'J1012+5307': 0.4}\n",
        trust="observer_grades 2\nresidual_rms 1\nwg_votes 1\n",
        trust_dict="{'observer_grades': 2, 'residual_rms': 1, 'wg_votes': 1}",
        texts={
            "rrf": ("u116a_rrf_pulsar_scores",
                    "rankagg.fuse({source: {session, telescope or release: {pulsar or epoch: score}}}, "
                    "method='rrf'): the residual RMS, TOA uncertainties, cadence and data-quality flags, the "
                    "observers' grades and the working group's votes, six rankings "
                    "('session:GBT/2026-03-14/Rcvr1_2'), pulsars by J2000 and B1950 name "
                    f"('{_PSR}', '{_BNAME}'), epochs by pulsar and MJD ('{_EPOCH}'), release and catalogue "
                    "entries ('ng15:J1600-3053', 'psrcat:J2234+0611')"),
            "borda": ("u116a_borda_epoch_not_scored_by_all",
                      "rankagg.fuse(..., method='borda'): epochs observed last night that have no grade, no "
                      "cadence flag and no votes yet, so some sources have no score for them"),
            "combsum": ("u116a_combsum_rounded_observer_grades",
                        "rankagg.fuse(..., method='combsum'): the observers' A to D grades turned to scores at one "
                        "decimal (many ties), beside the residual RMS and the votes"),
            "fuser": ("u116a_weighted_fuser_observer_grades",
                      "rankagg.Fuser('rrf', weights=...) per session, telescope and release: the observers' grades "
                      "count 2, the residual RMS 1.5, the working group's votes 1 and the TOA uncertainties 0.5, "
                      "as the group's policy puts an observer's reading of the profiles first"),
            "frame": ("u116a_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the group's timing "
                      "tracker, a row per session, pulsar or epoch and source"),
            "evaluate": ("u116a_evaluate_coordinator_decisions",
                         "rankagg.evaluate(fused ranking, the coordinators' decisions, ['nDCG@5', 'AP', 'P@3']): "
                         "does the fused ranking put the pulsars the coordinators took into the search first"),
            "lone": ("u116a_new_session_only_residuals",
                     "rankagg.fuse(..., method='rrf'): a session reduced this morning that only the residual RMS "
                     "covers so far (no flags, no grade, no votes), beside sessions, telescopes and releases every "
                     "source covers"),
            "cli_rrf": ("u116a_cli_rrf_runs",
                        "rankagg fuse residual_rms.run observer_grades.run wg_votes.run --method rrf "
                        "-o selection.run: one run per source, sessions, telescopes and releases as queries"),
            "cli_borda": ("u116a_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the observers' "
                          "grades count double)"),
            "cli_combsum": ("u116a_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four pulsars a session's review "
                            "looks at, at most"),
            "cli_evaluate": ("u116a_cli_evaluate_coordinator_qrels",
                             "rankagg evaluate selection.run --qrels coordinator_decisions.qrels -m ndcg_cut.5 -m "
                             "map: the fused ranking against the coordinators' decisions (2 in the "
                             "gravitational-wave search, 1 timed but held back, 0 dropped)"),
            "cli_parquet": ("u116a_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o selection.parquet: gzipped runs from the group's "
                            "nightly timing job, a Parquet table for the release dashboard")})

    # --- the group's files given where runs are read: named by their format or tool ---------------------------------
    cases += files_as_runs(cli_bad, [
        ("u116a_tempo2_par_as_run", "a timing model as PINT and TEMPO2 write it, .par ('PSR  J1909-3744', LAMBDA, "
         "BETA, F0 and F1 with fit flags and errors, DM and the DMX_0001 groups, EPHEM DE440, CLK TT(BIPM2023), "
         "UNITS TDB, BINARY ELL1, T2EFAC and T2EQUAD per backend, JUMP, '# Converted by ...')", _PAR_NAME, _PAR,
         "timing model", f"{_PAR_NAME}:1"),
        ("u116a_tim_format1_as_run", "a TOA file in TEMPO2's FORMAT 1, .tim ('C ' comments, 'MODE 1', 'FORMAT 1', "
         "then archive, frequency, MJD, error, 'gbt' and NANOGrav's flags -be -fe -f -snr -pta -subint ...)",
         _TIM_NAME, _TIM, "TOA", f"{_TIM_NAME}:1"),
        ("u116a_tim_princeton_as_run", "a TOA file in the Princeton format (site '1' in column 1, frequency in "
         "columns 16-24, the MJD in 25-44, the error in 45-53, a 'C ' line)", _PRINCETON_NAME, _PRINCETON,
         "Princeton", f"{_PRINCETON_NAME}:1"),
        ("u116a_psrstat_output_as_run", "PSRCHIVE's psrstat output, 'psrstat -jpF -l subint=0- -c snr -c length' "
         "saved to a file ('J1909-3744_60383_0004.ar subint=0 snr=84.611 length=599.987')", _PSRSTAT_NAME,
         _PSRSTAT, "psrstat", f"{_PSRSTAT_NAME}:1"),
        ("u116a_psrfits_archive_as_run", "a PSRFITS fold-mode archive, .ar (2880-byte FITS blocks: SIMPLE, "
         "HDRVER '6.7', FITSTYPE 'PSRFITS', TELESCOP 'GBT', OBS_MODE 'PSR', SRC_NAME 'J1909-3744', then a SUBINT "
         "binary table of big-endian profiles)", _PSRFITS_NAME, _PSRFITS, "PSRFITS", _PSRFITS_NAME),
        ("u116a_ptmcmc_chain_as_run", "a PTMCMCSampler chain, chain_1.txt, of a red-noise run (two parameters as "
         "'%22.22f', lnpost, lnlike and the two acceptance rates: six tab-separated numbers a line)", _CHAIN_NAME,
         _CHAIN, "PTMCMC", f"{_CHAIN_NAME}:1"),
        ("u116a_psrcat_db_as_run", "the ATNF pulsar catalogue's database file, psrcat.db ('#CATALOGUE 2.6.1', "
         "'PSRJ     J1909-3744   jbv+03', RAJ, DECJ, F0 with last-digit errors and references, '@-----' between "
         "pulsars)", _PSRCAT_NAME, _PSRCAT_DB, "psrcat", f"{_PSRCAT_NAME}:1"),
        ("u116a_observer_grade_sheet_as_run", "an observer's grade sheet as typed (eight fields a line: observer, "
         "date, session, pulsar, grade A-D, residual RMS, median TOA error, data-quality flag)",
         "grades_kpatel_2026-03-14.txt", _GRADE_SHEET, "grade sheet", "grades_kpatel_2026-03-14.txt:1"),
        ("u116a_wg_ballot_as_run", "a working-group member's ballot for the release as typed (five fields a line: "
         "member, release, place, pulsar, proposed status)", "ballot_lindqvist_NG20.txt", _BALLOT, "ballot",
         "ballot_lindqvist_NG20.txt:1"),
        ("u116a_wg_vote_tally_as_run", "the working group's vote tally as its coordinators type it (six fields a "
         "line: pulsar, release, gw-search, timing-only and drop votes, decision)", "vote_tally_NG20.txt",
         _VOTE_TALLY, "vote tally", "vote_tally_NG20.txt:1")],
        one_run=("wg_votes.run", _ONE_RUN), stem="selection",
        text_why="trec_eval refuses a line of other than six fields, and the six of a vote tally (a pulsar, a "
                 "release, three vote counts and a decision) or of a two-parameter PTMCMC chain (six numbers) are "
                 "not a run's; the file is the field's own, named by what it is (a field count or a generic note "
                 "says nothing the group can act on)",
        binary_why="trec_eval reads text; a PSRFITS archive read as lines gives no ranking (PSRCHIVE's pav, "
                   "psrstat or pat opens it): named by what it is")

    # --- the judgements the group gives ----------------------------------------------------------------------------
    judged = files_as_qrels(cli_bad, [
        ("u116a_wg_vote_tally_as_qrels", "vote_tally_NG20.txt", _VOTE_TALLY, "vote tally"),
        ("u116a_tempo2_clk_as_qrels", _CLK_NAME, _CLK, "clock"),
        ("u116a_enterprise_noise_json_as_qrels", _NOISE_NAME, _NOISE_JSON, "enterprise"),
        ("u116a_ptmcmc_pars_txt_as_qrels", _PARS_NAME, _PARS, "PTMCMC")],
        one_run=("wg_votes.run", _ONE_RUN))
    # what each file is, said in the case's own text (the helper's text names the file only)
    said = {"u116a_wg_vote_tally_as_qrels": "the working group's vote tally as typed, six fields a line",
            "u116a_tempo2_clk_as_qrels": "a TEMPO2 clock-correction file, .clk ('# UTC(GBT) UTC(GPS)', a comment, "
                                         "then 'MJD correction' lines in seconds)",
            "u116a_enterprise_noise_json_as_qrels": "an enterprise noise dictionary (JSON: "
                                                    "'J1909-3744_Rcvr1_2_VEGAS_efac': 1.0873, ..._log10_ecorr, "
                                                    "..._red_noise_log10_A)",
            "u116a_ptmcmc_pars_txt_as_qrels": "PTMCMC's pars.txt beside a chain (the model's parameter names, one "
                                              "a line: J1909-3744_Rcvr1_2_VEGAS_efac, ...)"}
    for case in judged:
        case.what += f" ({said[case.id]})"
    cases += judged

    # --- outputs named for the field's files -----------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u116a_out_timing_model_par", "NG20_selection.par", "a timing model (.par, as TEMPO2, PINT and enterprise "
         "read it)"),
        ("u116a_out_toa_tim", "NG20_selection.tim", "a TOA file (.tim, as TEMPO2 and PINT read it)"),
        ("u116a_out_tempo2_clk", "NG20_selection.clk", "a clock-correction file (.clk, as TEMPO2 and PINT read "
         "it)"),
        ("u116a_out_psrchive_ar", "NG20_selection.ar", "a PSRCHIVE archive (.ar, as pav, pat and psrstat open "
         "it)")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=116"))

    # --- the group's documents and tables given to the API ---------------------------------------------------------
    cases += [
        bad("u116a_api_enterprise_noise_dict",
            "rankagg.fuse(json.load(J1909-3744_noise.json)): an enterprise noise dictionary, loaded in Python, "
            "given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('r.json', encoding='utf-8')), method='rrf')\n",
            "enterprise", why="a run maps a query to {document: score}; a noise dictionary maps each noise "
            "parameter's name (pulsar, receiver and backend, efac, log10_ecorr, red_noise_log10_A) to one number, "
            "no query and no ranking",
            files={"r.json": _NOISE_JSON}),
        bad("u116a_api_ptmcmc_chain_frame",
            "rankagg.fuse(pd.read_csv(chain_1.txt, sep='\\t', names=pars + ['lnpost', 'lnlike', 'chain_accept', "
            "'pt_chain_accept'])): a PTMCMCSampler chain as la_forge names its columns, given as runs",
            "import pandas as pd, rankagg\n"
            "names = ['J1909-3744_red_noise_gamma', 'J1909-3744_red_noise_log10_A', 'lnpost', 'lnlike', "
            "'chain_accept', 'pt_chain_accept']\n"
            "rankagg.fuse(pd.read_csv('chain_1.txt', sep='\\t', header=None, names=names), method='borda')\n",
            "PTMCMC", why="a table of runs has qid, docid, run and score columns; a chain has a sample a row (the "
            "red-noise parameters, the log-posterior, log-likelihood and acceptance rates), no query, document "
            "or run",
            files={"chain_1.txt": _CHAIN}),
    ]
    return cases
