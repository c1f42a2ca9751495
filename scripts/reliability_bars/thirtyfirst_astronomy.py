"""Issue 45's thirty-first bar of scripts/reliability_matrix.py, a telescope time allocation committee's ranking of
proposals per cycle and instrument across review panels (its cases, ids ``u31k_``, registered in its ``cases()``);
the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the matrix's.

The team's day: each cycle and instrument (``2027A/spectroscopy``) is a query and each proposal a document by its id
(``2027A-0142``); the runs are the reviews the committee fuses (two expert panels, the distributed peer review, the
technical feasibility score), scores in [0, 1] at four decimals.  The lists are fused with RRF, Borda and CombSUM,
weighted by each panel's agreement with past allocations, and judged against the final allocation (2 grade A, 1 grade
B, 0 not scheduled).  The mistakes and odd files: the field's own files given where runs or qrels are read (a FITS
header, a VOTable, a DS9 region file, a SExtractor catalogue, Minor Planet Center observations, an astropy ECSV, an
IPAC table, MAST's and ADS' API answers, a Gaia archive table), and outputs named for the field's files.

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

from .case import Case, command_cases, fusion_checks, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
                         SEEDED_UNIFORM)
from .team_day import files_as_qrels, files_as_runs, outputs_named_for, team_day_cases

THIRTYFIRST_ASTRONOMY = ("45 Unseen inputs: a thirty-first bar, a telescope time allocation committee's ranking of "
                         "proposals per cycle and instrument across review panels (FITS, VOTable, DS9 regions, "
                         "SExtractor, MPC, ECSV, IPAC tables, MAST, ADS, Gaia)")

_DATA = SEEDED_UNIFORM + r'''RECS = ['panel_a', 'panel_b', 'dpr', 'technical']
RESOURCES = ['2027A-0142', '2027A-0007', '2027A-0311', '2027A-0098', '2027A-0250', '2027A-0019', '2027A-0404',
             '2027A-0123']
GAIN = dict(zip(RESOURCES, [0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2]))
MODES = ['spectroscopy', 'imaging', 'ifu', 'polarimetry', 'high-contrast', 'time-domain']
def mode(k):
    return '2027%s/%s' % ('AB'[k // 6 % 2], MODES[k % 6])
def reviews(recs=RECS, n_q=6, seed=3, drop=0.0, noise=1.0):
    """{review: {cycle/instrument: {proposal: score}}}: scores in [0, 1] at four decimals; ``drop``: the share of the
    proposals a review did not grade"""
    g = lcg(seed)
    out = {}
    for r in recs:
        out[r] = {}
        for k in range(n_q):
            p = {}
            for d in RESOURCES:
                u, v = next(g), next(g)
                if v < drop:
                    continue
                p[d] = round(min(1.0, max(0.0, GAIN[d] + noise * 0.6 * (u - 0.5))), 4)
            if p:
                out[r][mode(k)] = p
    return out
def allocation(n_q=6):
    """the final allocation: 2 (grade A) for two proposals, 1 (grade B) for three, 0 the rest"""
    g = dict(zip(RESOURCES, [2, 2, 1, 1, 1, 0, 0, 0]))
    return {mode(k): dict(g) for k in range(n_q)}
''' + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_, _runs_setup, _ = fusion_checks(_REF, "reviews", "proposals.run")

_RECS3 = ["panel_a", "panel_b", "dpr"]
_OUT = ("proposals.run",)
_ONE_RUN = ("2027A/spectroscopy Q0 2027A-0142 1 0.91 panel_a\n2027A/spectroscopy Q0 2027A-0007 2 0.77 panel_a\n"
            "2027A/spectroscopy Q0 2027A-0098 3 0.52 panel_a\n")
# the field's files, as their tools write them (a few lines)
_FITS = "".join(c.ljust(80) for c in (
    "SIMPLE  =                    T / conforms to FITS standard", "BITPIX  =                    8 / array data type",
    "NAXIS   =                    0 / number of array dimensions", "EXTEND  =                    T",
    "TELESCOP= 'ESO-VLT-U1'", "INSTRUME= 'FORS2   '", "END")).ljust(2880)
_VOTABLE = ('<?xml version="1.0" encoding="UTF-8"?>\n<VOTABLE version="1.4" xmlns="http://www.ivoa.net/xml/VOTable/'
            'v1.3">\n <RESOURCE type="results">\n  <TABLE name="proposals">\n   <FIELD name="prop_id" datatype="char" '
            'arraysize="*"/>\n   <FIELD name="grade" datatype="double"/>\n   <DATA><TABLEDATA><TR><TD>2027A-0142</TD>'
            '<TD>1.4</TD></TR></TABLEDATA></DATA>\n  </TABLE>\n </RESOURCE>\n</VOTABLE>\n')
_DS9 = ("# Region file format: DS9 version 4.1\nglobal color=green dashlist=8 3 width=1 font=\"helvetica 10 normal "
        "roman\" select=1\nfk5\ncircle(150.1191,2.2058,3.000\") # text={2027A-0142 target}\n")
_SEX = ("#   1 NUMBER                 Running object number\n#   2 FLUX_AUTO              Flux within a Kron-like "
        "elliptical aperture                    [count]\n#   3 MAG_AUTO               Kron-like elliptical aperture "
        "magnitude                       [mag]\n#   4 ALPHA_J2000            Right ascension of barycenter (J2000)"
        "                      [deg]\n         1    12345.67   -10.2289  150.1191012\n")
_MPC = ("     K26W00A  C2026 11 27.12345 10 20 30.12 +20 10 20.1          19.5 R      I41\n"
        "     K26W00A  C2026 11 27.15678 10 20 31.02 +20 10 25.4          19.6 R      I41\n")
_ECSV = ("# %ECSV 1.0\n# ---\n# datatype:\n# - {name: prop_id, datatype: string}\n# - {name: ra, unit: deg, "
         "datatype: float64}\n# schema: astropy-2.0\nprop_id ra\n2027A-0142 150.1191\n")
_IPAC = ("\\fixlen = T\n\\RowsRetrieved = 1\n|   prop_id    |     ra      |    dec     |\n|   char       |   double    "
         "|   double   |\n   2027A-0142     150.1191     2.2058\n")
_MAST = ('{"status": "COMPLETE", "msg": "", "data": [{"obsid": "2003738726", "obs_collection": "JWST", '
         '"proposal_id": "1345"}], "fields": [{"name": "obsid", "type": "string"}], "paging": {"page": 1, '
         '"pageSize": 1, "pagesFiltered": 1, "rows": 1, "rowsFiltered": 1, "rowsTotal": 1}}\n')
_ADS = ('{"responseHeader": {"status": 0, "QTime": 5, "params": {"q": "author:\\"Smith\\"", "fl": "bibcode,title",'
        ' "rows": "10"}}, "response": {"numFound": 42, "start": 0, "docs": [{"bibcode": "2026ApJ...901..123S", '
        '"title": ["A survey"]}]}}\n')
_GAIA = ("solution_id,designation,source_id,random_index,ref_epoch,ra,ra_error,dec,dec_error,parallax,parallax_error,"
         "phot_g_mean_mag\n1636148068921376768,Gaia DR3 4295806720,4295806720,1,2016.0,44.996,0.1,0.005,0.09,1.2,"
         "0.1,17.6\n")


def thirtyfirst_bar_astronomy_cases() -> list[Case]:
    G = THIRTYFIRST_ASTRONOMY
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    _, bad = snippet_cases(G, "", bad_timeout=90)
    cases = team_day_cases(
        G, _REF, generator="reviews", judgements="allocation", runs=_RECS3, stem="proposals", outputs=_OUT,
        item="proposal", rounded="dpr",
        weights="{'panel_a': 1.0, 'panel_b': 1.0, 'dpr': 2.0, 'technical': 0.5}",
        lone_query="R['technical']['2027A/interferometry'] = {'2027A-0500': 0.8, '2027A-0501': 0.3}\n",
        trust="dpr 2\npanel_b 0.5\npanel_a 1\n",
        trust_dict="{'dpr': 2, 'panel_b': 0.5, 'panel_a': 1}",
        texts={
            "rrf": ("u31k_rrf_reviews",
                    "rankagg.fuse({review: {cycle/instrument: {proposal: score}}}, method='rrf'): four reviews, six "
                    "cycle modes ('2027A/spectroscopy'), proposals by id ('2027A-0142')"),
            "borda": ("u31k_borda_partial_lists",
                      "rankagg.fuse(..., method='borda'): a review did not grade some proposals (conflicts)"),
            "combsum": ("u31k_combsum_tied_grades",
                        "rankagg.fuse(..., method='combsum'): the distributed review's grades at one decimal (many "
                        "ties) beside the others"),
            "fuser": ("u31k_weighted_fuser_agreement",
                      "rankagg.Fuser('rrf', weights=...) per mode: the distributed review counts 2, the technical "
                      "score 0.5"),
            "frame": ("u31k_long_frame_combmnz",
                      "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the grades as the "
                      "committee's sheet holds them, a row per mode, proposal and review"),
            "evaluate": ("u31k_evaluate_allocation",
                         "rankagg.evaluate(fused ranking, the allocation, ['nDCG@5', 'AP', 'P@3']): does the fused "
                         "ranking put first the proposals graded A"),
            "lone": ("u31k_one_review_mode",
                     "rankagg.fuse(..., method='rrf'): a mode only the technical review graded (interferometry) "
                     "beside modes every review covers"),
            "cli_rrf": ("u31k_cli_rrf_runs",
                        "rankagg fuse panel_a.run panel_b.run dpr.run --method rrf -o proposals.run: one run per "
                        "review, modes as queries"),
            "cli_borda": ("u31k_cli_borda_weights_file",
                          "rankagg fuse ... --method borda --weights trust.txt ('NAME W' lines: the distributed "
                          "review counts double)"),
            "cli_combsum": ("u31k_cli_combsum_depth_4",
                            "rankagg fuse ... --method combsum --depth 4: the four proposals a mode's nights hold"),
            "cli_evaluate": ("u31k_cli_evaluate_allocation_qrels",
                             "rankagg evaluate proposals.run --qrels allocation.qrels -m ndcg_cut.5 -m map: the fused "
                             "ranking against the allocation (0-2)"),
            "cli_parquet": ("u31k_cli_gz_runs_parquet_out",
                            "rankagg fuse *.run.gz --method rrf -o proposals.parquet: gzipped runs from the review "
                            "system, a Parquet table for the scheduler")})

    # --- the field's files given where runs are read: named by their format or tool ---------------------------------
    cases += files_as_runs(cli_bad, [
        ("u31k_fits_header_as_run", "a FITS file's header (80-character cards, SIMPLE = T, no newlines)",
         "FORS2.2026-11-27.fits", _FITS, "FITS", "FORS2.2026-11-27.fits"),  # no line: its cards hold no newline
        ("u31k_votable_as_run", "a VOTable (VOTABLE version=1.4, RESOURCE, TABLE, FIELD, TABLEDATA)",
         "proposals.vot.xml", _VOTABLE, "VOTable", "proposals.vot.xml:2"),
        ("u31k_ds9_region_as_run", "a DS9 region file (# Region file format: DS9 version 4.1, global, fk5, circle)",
         "targets.reg.txt", _DS9, "DS9", "targets.reg.txt:1"),
        ("u31k_sextractor_as_run", "a SExtractor catalogue (#   1 NUMBER ..., column headers as comments, rows)",
         "field.cat.txt", _SEX, "SExtractor", "field.cat.txt:1"),
        ("u31k_mpc_obs_as_run", "Minor Planet Center observations (80-column records: designation, date, RA, Dec, "
         "magnitude, observatory code)", "obs_I41.txt", _MPC, "Minor Planet Center", "obs_I41.txt:1"),
        ("u31k_ecsv_as_run", "an astropy ECSV table (# %ECSV 1.0, a YAML header, then rows)", "targets.ecsv.txt",
         _ECSV, "ECSV", "targets.ecsv.txt:1"),
        ("u31k_ipac_table_as_run", "an IPAC table (\\fixlen = T, |-delimited column names and types, then rows)",
         "targets.tbl.txt", _IPAC, "IPAC", "targets.tbl.txt:1"),
        ("u31k_mast_json_as_run", "a MAST API answer (status, msg, data, fields, paging)", "mast_query.json", _MAST,
         "MAST", "mast_query.json:1"),
        ("u31k_ads_json_as_run", "an ADS search API answer (responseHeader, response with numFound and docs with "
         "bibcode)", "ads_search.json", _ADS, "ADS", "ads_search.json:1"),
        ("u31k_gaia_csv_as_run", "a Gaia archive table (solution_id, designation, source_id, ..., ra, dec, parallax)",
         "gaia_dr3_cone.csv", _GAIA, "Gaia", "gaia_dr3_cone.csv:1")],
        one_run=("panel_a.run", _ONE_RUN), stem="proposals",
        text_why="trec_eval refuses a line of other than six fields; the file is the field's own, named by what it is "
                 "(a field count or a generic note says nothing the committee can act on)")

    # --- the judgements the committee gives ---------------------------------------------------------------------------
    cases += files_as_qrels(cli_bad, [
        ("u31k_fits_as_qrels", "allocation.fits", _FITS, "FITS"),
        ("u31k_votable_as_qrels", "allocation.vot", _VOTABLE, "VOTable"),
        ("u31k_sextractor_as_qrels", "field.cat", _SEX, "SExtractor"),
        ("u31k_gaia_as_qrels", "gaia.csv", _GAIA, "Gaia")],
        one_run=("panel_a.run", _ONE_RUN))

    # --- outputs named for the field's files --------------------------------------------------------------------------
    cases += outputs_named_for(cli_bad, [
        ("u31k_out_fits", "proposals.fits", "a FITS file"),
        ("u31k_out_vot", "proposals.vot", "a VOTable"),
        ("u31k_out_reg", "proposals.reg", "a DS9 region file"),
        ("u31k_out_ecsv", "proposals.ecsv", "an astropy ECSV table"),
        ("u31k_out_tbl", "proposals.tbl", "an IPAC table")],
        runs=_RECS3, setup=_runs_setup(f"recs={_RECS3}, seed=31"))

    # --- the field's documents and tables given to the API --------------------------------------------------------
    cases += [
        bad("u31k_api_mast_dict",
            "rankagg.fuse(json.load(mast_query.json)): a MAST answer loaded in Python given as the runs",
            "import json, rankagg\nrankagg.fuse(json.load(open('m.json')), method='rrf')\n",
            "MAST", why="a run maps a query to {document: score}; MAST's 'status' is text and 'data' a list",
            files={"m.json": _MAST}),
        bad("u31k_api_ads_dict",
            "rankagg.fuse({'ads': json.load(ads_search.json)}): an ADS answer given as one run",
            "import json, rankagg\nrankagg.fuse({'ads': json.load(open('a.json'))}, method='rrf')\n",
            "ADS", why="ADS' 'response' holds docs, a list of records, no {document: score} mapping",
            files={"a.json": _ADS}),
        bad("u31k_api_gaia_frame",
            "rankagg.fuse(pd.read_csv(a Gaia archive table)): the sources given as runs",
            "import pandas as pd, rankagg\nrankagg.fuse(pd.read_csv('g.csv'), method='borda')\n",
            "Gaia", why="a table of runs has qid, docid, run and score columns; Gaia's has sources' astrometry",
            files={"g.csv": _GAIA}),
    ]
    return cases
