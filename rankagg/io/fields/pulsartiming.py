"""A pulsar timing array collaboration's timing working group's files, its pulsar observers' (who reduce the
observations) and timing-array coordinators' (who rank pulsars and observing epochs per telescope, observing session
and data release) (issue 45's hundred-and-sixteenth bar, u116a_): TEMPO2 and PINT timing models (.par), TOA files
(.tim) in TEMPO2's FORMAT 1 and in the Princeton format, PSRCHIVE's psrstat output, PSRFITS archives (.ar), the
PTMCMCSampler's chains (chain_1.txt, also read as a frame) and enterprise_extensions' pars.txt, the ATNF pulsar
catalogue's psrcat.db, TEMPO2 clock-correction files (.clk), enterprise noise dictionaries (JSON), and the group's
typed grade sheets, ballots and vote tallies, which name a pulsar by its J2000 or B1950 name (J1909-3744, B1937+21)
or an epoch by the pulsar and MJD (J1909-3744/60383.092) on every line.  (A PSRFITS archive had been told a FITS
table by the older reader; outputs named .par and .clk are the output names' to refuse.)"""

from __future__ import annotations

from rankagg.io.fields.declaration import NAME_FIELD, Field, FieldFile

#: a pulsar as the group names it: its J2000 name (J1909-3744, J1713+0747, a cluster's J1748-2446ad), its B1950 name
#: (B1937+21), perhaps an epoch's MJD after it (J1909-3744/60383.092) or a release's or the catalogue's scheme before
#: it (ng15:J1600-3053, psrcat:J2234+0611).  No name, date or number has these shapes
_PULSAR = (r"(?:(?:ng\d+|epta\w*|ppta\w*|ipta\w*|mpta\w*|inpta\w*|psrcat):)?(?:J\d{4}[+-]\d{4}|B\d{4}[+-]\d{2})"
           r"[A-Za-z]{0,2}(?:/\d{5}(?:\.\d+)?)?(?![\w.:/+-])")
#: a session, a telescope's receiver or a release on the sheets (GBT/Rcvr1_2, NG20/narrowband): a letter first,
#: never a run's Q0 nor a qrels' 0
_WORD = r"(?!Q0[ \t])[^\W\d_][\w.:/+-]*"
#: the coordinators' decisions as they type them: every tally line holds one of these texts, so that a run's head
#: holding none is not searched
_DECISION = r"(?:[Gg][Ww](?:-?search)?|[Tt]iming(?:-only)?|[Hh]eld|[Dd]rop(?:ped)?)(?![\w-])"
#: an observer's grade sheet's line: observer, date, session, pulsar or epoch, grade (A to D), then the residual RMS,
#: the median TOA error (one to three numbers), perhaps a data-quality flag
_GRADE = (rf"{NAME_FIELD}[ \t]+\d{{4}}-\d\d-\d\d[ \t]+{_WORD}[ \t]+{_PULSAR}[ \t]+[A-Da-d][+-]?"
          rf"(?:[ \t]+-?\d*\.?\d+){{1,3}}(?:[ \t]+[^\W\d_][\w-]*)?[ \t]*\r?")
#: a working-group member's ballot's line: member, release (never a run's Q0 nor a qrels' 0), place (never 0),
#: pulsar or epoch, perhaps the proposed status
_BALLOT = rf"{NAME_FIELD}[ \t]+{_WORD}[ \t]+(?!0[ \t])\d{{1,3}}[ \t]+{_PULSAR}(?:[ \t]+{_WORD})?[ \t]*\r?"
#: the working group's vote tally's line: pulsar or epoch, release, the gw-search, timing-only and drop votes, the
#: decision
_TALLY = rf"{_PULSAR}[ \t]+{_WORD}(?:[ \t]+\d{{1,3}}){{3}}[ \t]+{_DECISION}[ \t]*\r?"
#: a Princeton-format TOA (TEMPO's fixed columns: the site's one character, a blank, the name in 3-15, the frequency
#: in MHz to 24, the TOA's MJD in 25-44, the error in microseconds in 45-53), never a run's Q0 after the site
_PRINCETON = (r"[\w@] (?!Q0[ \t])[^\n]{13}[ \t]*\d{2,5}\.\d*[ \t]*[4-6]\d{4}\.\d{6,16}[ \t]+\d*\.\d+"
              r"(?:[ \t]+-?\d*\.\d+)?[ \t]*\r?")
#: the PTMCMCSampler's chain line: each parameter as '%22.22f', then the log-posterior, log-likelihood and the two
#: acceptance rates as '%f', tab-separated
_CHAIN = r"(?:-?\d+\.\d{22}\t)+(?:-?\d+\.\d{6}\t){3}-?\d+\.\d{6}[ \t]*\r?"
#: an enterprise model's parameter, named for its pulsar (the white noise per receiver and backend, the red noise,
#: the DM Gaussian process): pars.txt's lines and a noise dictionary's keys
_NOISE_PARAM = (rf"(?:J\d{{4}}[+-]\d{{4}}|B\d{{4}}[+-]\d{{2}})[A-Za-z]{{0,2}}_[\w.+-]*?"
                r"(?:efac|log10_t2equad|log10_equad|t2equad|equad|log10_ecorr|ecorr|gamma|log10_A|log10_rho_\d+)")

PULSARTIMING = Field(
    team="a pulsar timing array collaboration's timing working group, its pulsar observers and timing-array "
         "coordinators (u116a_)",
    advice="give each source's ranking of an observing session's, a telescope's quarter's or a data release's "
           "pulsars or observing epochs (the timing residual RMS, the TOA uncertainties, the cadence and "
           "data-quality flags, the observers' grades, the working group's votes) as a run, the session, telescope "
           "or release a query (session:GBT/2026-03-14/Rcvr1_2, telescope:MeerKAT/2026-Q1, release:NG20/narrowband) "
           "and each pulsar or epoch a document (J1909-3744, B1937+21, J1909-3744/60383.092, ng15:J1600-3053), the "
           "score higher for the pulsar to take first: 'SESSION Q0 PULSAR RANK SCORE SOURCE'; the coordinators' "
           "decisions are the qrels, 'SESSION 0 PULSAR GRADE' (2 in the release's gravitational-wave search, 1 "
           "timed but held back, 0 dropped)",
    files=(
        # 'PSR' (or PSRJ, PSRB) names the pulsar on a timing model's first line; its spin and epoch follow
        FieldFile("a pulsar timing model (.par, as PINT and TEMPO2 write it and read it, and enterprise beside the "
                  "TOAs: PSR, the astrometry, F0 and F1 with fit flags and errors, PEPOCH, DM and DMX, EPHEM, CLK, "
                  "UNITS, the BINARY model, T2EFAC, T2EQUAD and JUMP per backend: a pulsar's timing model, no "
                  "ranking)",
                  "PSR                     J1909-3744\n"
                  "LAMBDA    284.2091699452101  1     0.0000000019876\n"
                  "F0       339.315687288391412  1  0.0000000000000388\n"
                  "F1        -1.614879518226D-15  1  2.118836401117D-22\n"
                  "PEPOCH         58000.000000\n", 1,
                  line=r"^PSR[JB]?[ \t]+[JB]?\d{4}[+-]\d{2,4}[A-Za-z]{0,2}[ \t]*\r?$",
                  marks=("^F0[ \t]", "^PEPOCH[ \t]")),
        FieldFile("a pulsar TOA file in TEMPO2's FORMAT 1 (.tim: 'C ' comments, 'MODE 1', 'FORMAT 1', then a TOA a "
                  "line, the archive, frequency in MHz, MJD, error in microseconds, site and flags such as -fe, -be, "
                  "-f, -pta; TEMPO2 and PINT read it beside the .par)",
                  "C Converted by make_release_tim.py on Sat Mar 14 06:40:02 2026 by kpatel\n"
                  "MODE 1\nFORMAT 1\n"
                  "vegas_60383_1909-3744_0001.20y.x.ff 1151.36720145 60383.088917362951218   0.412  gbt -be VEGAS "
                  "-fe Rcvr1_2 -f Rcvr1_2_VEGAS -pta NANOGrav\n", 1,
                  line=r"\A(?:[ \t]*\n|[C#][ \t][^\n]*\n|MODE[ \t]+1[ \t]*\n)*FORMAT[ \t]+1[ \t]*$", outputs=(".tim",)),
        FieldFile("a pulsar TOA file in the Princeton format (TEMPO's fixed columns: the site's one-character code, "
                  "the frequency in MHz, the TOA's MJD and its error in microseconds; TEMPO, TEMPO2 and PINT read it)",
                  "1               1400.000 60383.0889173629512     0.41\n"
                  "1                820.000 60385.1128401953318     0.30\n", 1,
                  line=rf"^{_PRINCETON}\n{_PRINCETON}$"),
        # psrstat -jpF -l subint=0- -c snr -c length: the archive's name, then its 'key=value' items
        FieldFile("PSRCHIVE's psrstat output (an archive a line, then its 'key=value' items, subint=, snr=, "
                  "length=, nbin=, as 'psrstat -c snr -c length ARCHIVE' prints them: an archive's statistics, no "
                  "ranking)",
                  "J1909-3744_60383_0004.ar subint=0 snr=84.611 length=599.987\n"
                  "J1909-3744_60383_0004.ar subint=1 snr=91.205 length=599.987\n", 1,
                  line=r"^[^\s=]+\.[^\s=]+(?:[ \t]+[a-z][\w:]*=[^\s=]+)*?[ \t]+(?:snr|length|nbin|nchan|nsubint|npol)"
                       r"=[-+\d.eE]+(?:[ \t]+[a-z][\w:]*=[^\s=]+)*[ \t]*\r?$"),
        # a FITS file whose primary header says FITSTYPE 'PSRFITS': the older reader had told it a FITS table only
        # (u116a_psrfits_archive_as_run)
        FieldFile("a PSRFITS archive (.ar: FITS header cards in 2880-byte blocks, FITSTYPE 'PSRFITS', TELESCOP, "
                  "SRC_NAME, then a SUBINT binary table of folded profiles; PSRCHIVE's pav, pat and psrstat open it)",
                  b"SIMPLE  =                    T / file does conform to FITS standard             "
                  b"BITPIX  =                    8 / number of bits per data pixel                  "
                  b"NAXIS   =                    0 / number of data axes                            "
                  b"HDRVER  = '6.7     '           / Header version                                 "
                  b"FITSTYPE= 'PSRFITS '           / FITS definition for pulsar data files          ", 0,
                  magic=b"SIMPLE  =", line=r"FITSTYPE= *'PSRFITS *'", outputs=(".ar",)),
        # six tab-separated numbers a line for two parameters: they pass for a run's lines
        FieldFile("a PTMCMCSampler chain (chain_1.txt: a sample a line, each parameter as '%22.22f', then lnpost, "
                  "lnlike and the two acceptance rates, tab-separated; la_forge and enterprise_extensions read it)",
                  "3.4120000000000000994760\t-14.6180000000000003268497\t1290.532771\t1295.061834\t0.412500\t"
                  "0.604000\n"
                  "3.3970000000000002415845\t-14.6010000000000008668621\t1290.871023\t1295.394512\t0.413750\t"
                  "0.602000\n", 1,
                  line=rf"\A{_CHAIN}\n{_CHAIN}$", lookalike=True, tokenless=True),
        # la_forge names a chain's last four columns so; a frame read from the chain with them is this
        FieldFile("a PTMCMCSampler chain as la_forge names its columns (the model's parameters, then lnpost, lnlike, "
                  "chain_accept, pt_chain_accept: a sample a row, no query, document or run)",
                  "J1909-3744_red_noise_gamma,J1909-3744_red_noise_log10_A,lnpost,lnlike,chain_accept,"
                  "pt_chain_accept\n3.412,-14.618,1290.532771,1295.061834,0.4125,0.604\n", 1,
                  columns=("lnpost", "lnlike", "chain_accept", "pt_chain_accept")),
        FieldFile("enterprise_extensions' pars.txt beside a PTMCMCSampler chain (the model's parameter names, one a "
                  "line, J1909-3744_Rcvr1_2_VEGAS_efac, ..._red_noise_log10_A: the chain's columns, no ranking)",
                  "J1909-3744_Rcvr1_2_VEGAS_efac\nJ1909-3744_Rcvr1_2_VEGAS_log10_ecorr\n", 1,
                  line=rf"^{_NOISE_PARAM}[ \t]*\r?\n{_NOISE_PARAM}[ \t]*\r?$"),
        # a flat object of parameter names to numbers: its keys are the pulsar's, so told by its lines' form
        FieldFile("an enterprise noise dictionary (JSON, a noisefile: each noise parameter, "
                  "'J1909-3744_Rcvr1_2_VEGAS_efac', ..._log10_ecorr, ..._red_noise_log10_A, to its value; enterprise "
                  "and enterprise_extensions read it to fix the white noise: no ranking)",
                  '{\n    "J1909-3744_Rcvr1_2_VEGAS_efac": 1.0873,\n    "J1909-3744_Rcvr1_2_VEGAS_log10_ecorr": '
                  "-7.6208\n}\n", 2,
                  line=rf'^[ \t]*\{{?[ \t]*"{_NOISE_PARAM}"[ \t]*:[ \t]*-?\d'),
        FieldFile("the ATNF pulsar catalogue's database file (psrcat.db: '#CATALOGUE' and its version, then 'KEY "
                  "value error reference' lines, PSRJ, RAJ, DECJ, F0, DM, each pulsar ended by '@-----'; psrcat and "
                  "psrqpy read it)",
                  "#CATALOGUE 2.6.1\nPSRJ     J1909-3744                    jbv+03\n"
                  "RAJ      19:09:47.4335737          2   rsc+21\n", 1,
                  line=r"\A#CATALOGUE[ \t]+\d+(?:\.\d+)*[ \t]*\r?$"),
        # its first line names the two clocks it ties, TEMPO2's clock files all so
        FieldFile("a TEMPO2 clock-correction file (.clk: '# UTC(GBT) UTC(GPS)', the two clocks it ties, '#' "
                  "comments, then 'MJD correction' lines in seconds; TEMPO2 and PINT read it)",
                  "# UTC(GBT) UTC(GPS)\n# converted from tempo/clock/time_gbt.dat\n60380.50000 -0.000000412000\n", 1,
                  line=r"\A#[ \t]*(?:UTC|TT|TAI|GPS)\([\w.+-]*\)[ \t]+(?:UTC|TT|TAI|GPS)(?:\([\w.+-]*\))?[ \t]*$",
                  marks=(r"^\d{5}(?:\.\d+)?[ \t]+[-+]?\d*\.?\d+(?:[eE][-+]?\d+)?[ \t]*$",)),
        FieldFile("a pulsar observer's grade sheet typed as text (observer, date, session, pulsar's J2000 or B1950 "
                  "name, grade A to D, residual RMS, median TOA error, data-quality flag)",
                  "kpatel 2026-03-14 GBT/Rcvr1_2 J1909-3744 A 0.094 0.412 ok\n"
                  "kpatel 2026-03-14 GBT/Rcvr1_2 J1713+0747 B 0.211 0.603 ok\n", 1,
                  line=rf"^{_GRADE}\n{_GRADE}$"),
        FieldFile("a pulsar timing working-group member's ballot typed as text (member, release, place, pulsar's "
                  "J2000 or B1950 name, proposed status)",
                  "lindqvist NG20/narrowband 1 J1909-3744 gw\nlindqvist NG20/narrowband 2 J1713+0747 gw\n", 1,
                  line=rf"^{_BALLOT}\n{_BALLOT}$"),
        # six fields a line: they pass for a run's lines
        FieldFile("a pulsar timing working group's vote tally typed as text (pulsar's J2000 or B1950 name, release, "
                  "gw-search, timing-only and drop votes, decision)",
                  "J1909-3744 NG20/narrowband 9 1 0 gw\nJ1713+0747 NG20/narrowband 7 3 0 gw\n", 1,
                  line=rf"^{_TALLY}\n{_TALLY}$", lookalike=True),
    ))
