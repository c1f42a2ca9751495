"""Issue 45's twenty-second bar of scripts/reliability_matrix.py, a proteomics lab's peptide-spectrum matches from several search engines (its cases, ids ``u22b_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The lab's day: each MS/MS spectrum (``sample01.01234.01234.2``, TPP's file.scan.scan.charge: the query) is searched
by five engines (Comet's xcorr 0-6, MS-GF+'s SpecEValue turned into -log10, X!Tandem's and MSFragger's hyperscore
0-100, Mascot's ion score), each returning up to ten candidate peptides (the items), written as the lab's converter
writes TREC runs (``PEPT[+79.966]IDEK``, ``M[+15.995]``, ``n[+42.011]``, decoys ``DECOY_``-prefixed).  They fuse the
engines (RRF, CombSUM of min-max, CombMNZ, Borda, weights), keep the top PSM per spectrum (``--depth 1``), and check
against a spike-in standard whose true peptide per spectrum is known (qrels: success@1 is P@1, RR; decoys judged 0
or -1 as Percolator's labels).  The mistakes are theirs: the engines' own exports given as runs or qrels (Comet's
``.txt``, MS-GF+'s ``.tsv`` under its ``#SpecFile`` header, Percolator's ``psms.txt`` and ``.pin``, FragPipe's
``psm.tsv``, ``.mzid``, ``.pepXML``, ``.mzML``, ``.mgf``), a Thermo native spectrum id with blanks as the query, a
raw e-value (lower is better), the consensus written under a proteomics format's name.

The references are computed here (references.py's RANKED_LISTS, HOUSE_AGREEMENT, RUN_AGREEMENT, TREC_MEASURES and
LISTS_BY_QUERY), never with rankagg's code."""

from __future__ import annotations

import gzip
import json
from pathlib import Path
from typing import Any, Callable

from .case import Case, command_cases, pandas_setup, snippet_cases
from .nineteenth_experts import _check_run, _eval_check, _lcg, _qrels_text, _run, _runs_eval_check
from .references import (HOUSE_AGREEMENT, LISTS_BY_QUERY, RANKED_LISTS, RUN_AGREEMENT, STANDARD_REFERENCE,
                         TREC_MEASURES, reference_namespace)
from .twentyfirst_proteins import _eval_q

TWENTYSECOND_PROTEOMICS = "45 Unseen inputs: a twenty-second bar, a proteomics lab's peptide-spectrum matches from several search engines"

_REF = STANDARD_REFERENCE

_NS = reference_namespace(_REF, "twentysecond_proteomics._REF")
by_query: Callable[..., Any] = _NS["by_query"]
positions: Callable[[dict], dict] = _NS["positions"]
trec_order: Callable[[dict], list] = _NS["trec_order"]
fused_order: Callable[[Any], list] = _NS["fused_order"]
prec: Callable[..., float] = _NS["prec"]
rr: Callable[..., float] = _NS["rr"]
_RRF, _BORDA, _COMBSUM, _COMBMNZ, _RRF_RANKS = (_NS[n] for n in ("rrf_ref", "borda_ref", "combsum_minmax_ref",
                                                                  "combmnz_ref", "rrf_ranks"))

_SPECTRA = ["sample01.01234.01234.2", "sample01.01301.01301.3", "sample01.02210.02210.2", "sample02.00412.00412.2",
            "sample02.00977.00977.4", "sample02.01500.01500.2"]
_RESIDUES = "ACDEFGHIKLMNPQRSTVWY"
_MODS = ["", "[+15.995]", "[+79.966]", "[+57.021]"]


def _peptides(spectrum: str, g) -> list[str]:
    """Twelve candidates of a spectrum: tryptic-looking sequences, some modified, two decoys (reversed, DECOY_)."""
    out = []
    for i in range(12):
        n = 6 + int(next(g) * 8)
        seq = [_RESIDUES[int(next(g) * 20)] for _ in range(n)] + ["K" if next(g) < 0.6 else "R"]
        at = int(next(g) * n)
        seq[at] += _MODS[int(next(g) * 4)]
        pep = ("n[+42.011]" if i == 3 else "") + "".join(seq)
        out.append("DECOY_" + pep if i >= 10 else pep)
    return out


_ENGINES = {"comet": (6.0, 4, 10), "msgf": (30.0, 3, 10), "xtandem": (90.0, 1, 5), "msfragger": (80.0, 2, 10),
            "mascot": (120.0, 0, 8)}


def _truth(seed: int = 22) -> tuple[dict[str, list[str]], dict[str, str]]:
    g = _lcg(seed)
    cands = {s: _peptides(s, g) for s in _SPECTRA}
    return cands, {s: c[int(next(g) * 10)] for s, c in cands.items()}


def _psms(seed: int = 23) -> dict[str, dict[str, dict[str, float]]]:
    """{engine: {spectrum: {peptide: score}}}: the true peptide scores higher on average; each engine in its scale,
    rounded as it prints (xcorr to 4 decimals, X!Tandem's hyperscore to 1, Mascot's ion score whole: ties), its own
    depth; X!Tandem found nothing for the last spectrum."""
    cands, true = _truth()
    g = _lcg(seed)
    out: dict[str, dict[str, dict[str, float]]] = {e: {} for e in _ENGINES}
    for s in _SPECTRA:
        for e, (scale, digits, depth) in _ENGINES.items():
            if e == "xtandem" and s == _SPECTRA[-1]:
                continue
            raw = {p: (0.45 if p == true[s] else 0.0) + next(g) for p in cands[s]}
            keep = sorted(raw, key=lambda p: -raw[p])[:depth]
            out[e][s] = {p: (round(raw[p] * scale / 1.45, digits) if digits else float(round(raw[p] * scale / 1.45)))
                         for p in keep}
    return out


def _qrels(decoy_grade: int = 0) -> dict[str, dict[str, int]]:
    cands, true = _truth()
    return {s: {p: (1 if p == true[s] else decoy_grade if p.startswith("DECOY_") else 0) for p in cands[s]}
            for s in _SPECTRA}


# the engines' own exports, as they write them
_COMET_TXT = ("CometVersion 2024.01 rev. 0\tsample01.mzML\t12/01/2026, 09:14:03 PM\tnull\n"
              "scan\tnum\tcharge\texp_neutral_mass\tcalc_neutral_mass\te-value\txcorr\tdelta_cn\tsp_score\t"
              "ions_matched\tions_total\tplain_peptide\tmodified_peptide\tprev_aa\tnext_aa\tprotein\tprotein_count\t"
              "modifications\n"
              "1234\t1\t2\t1001.4973\t1001.4971\t1.20E-05\t3.2105\t0.0000\t512.3\t11\t16\tPEPTIDEK\t"
              "PEPT[181.0140]IDEK\tK\tA\tsp|P12345|ABC_HUMAN\t1\t4_V_79.9663\n"
              "1234\t2\t2\t1001.4973\t1001.4982\t3.40E-03\t2.1101\t0.3428\t301.0\t8\t16\tPEPTLDEK\tPEPTLDEK\tK\tA\t"
              "DECOY_sp|P99999|XYZ_HUMAN\t1\t-\n"
              "1301\t1\t3\t1500.7120\t1500.7131\t2.10E-08\t4.0012\t0.0000\t780.4\t19\t28\tSAMPLERK\tSAMPLERK\tR\t"
              "L\tsp|P23456|DEF_HUMAN\t2\t-\n")
_COMET_PLAIN = _COMET_TXT.split("\n", 1)[1]  # written with Comet's 'print_expect_score', no version line
_MSGF_TSV = ("#SpecFile\tSpecID\tScanNum\tFragMethod\tPrecursor\tIsotopeError\tPrecursorError(ppm)\tCharge\tPeptide\t"
             "Protein\tDeNovoScore\tMSGFScore\tSpecEValue\tEValue\tQValue\tPepQValue\n"
             "sample01.mzML\tcontrollerType=0 controllerNumber=1 scan=1234\t1234\tHCD\t501.2559\t0\t1.21\t2\t"
             "K.PEPT+79.966IDEK.A\tsp|P12345|ABC_HUMAN\t120\t98\t1.2E-12\t3.4E-6\t0.0\t0.0\n"
             "sample01.mzML\tcontrollerType=0 controllerNumber=1 scan=1301\t1301\tHCD\t501.3559\t0\t-2.02\t3\t"
             "R.SAMPLERK.L\tsp|P23456|DEF_HUMAN\t88\t71\t4.5E-10\t1.3E-3\t0.0012\t0.0010\n")
_PERCOLATOR = ("PSMId\tscore\tq-value\tposterior_error_prob\tpeptide\tproteinIds\n"
               "sample01_1234_2_1\t2.3101\t0.0\t1.2e-09\tK.PEPT[79.9663]IDEK.A\tsp|P12345|ABC_HUMAN\n"
               "sample01_1301_3_1\t1.8802\t0.0\t3.1e-07\tR.SAMPLERK.L\tsp|P23456|DEF_HUMAN\tsp|P23457|DEG_HUMAN\n"
               "sample01_2210_2_1\t-0.5120\t0.2100\t0.81\tK.AAM[15.9949]LK.-\tDECOY_sp|P99999|XYZ_HUMAN\n")
_PIN = ("SpecId\tLabel\tScanNr\tExpMass\tCalcMass\tlnrSp\tdeltLCn\tdeltCn\tXcorr\tSp\tIonFrac\tMass\tPepLen\t"
        "Charge2\tCharge3\tenzN\tenzC\tenzInt\tlnNumSP\tdM\tabsdM\tPeptide\tProteins\n"
        "sample01_1234_2_1\t1\t1234\t1001.50\t1001.49\t0.0\t0.0\t0.34\t3.21\t512.3\t0.69\t1001.49\t8\t1\t0\t1\t1\t0\t"
        "3.2\t0.001\t0.001\tK.PEPT[79.9663]IDEK.A\tsp|P12345|ABC_HUMAN\n"
        "sample01_1234_2_2\t-1\t1234\t1001.50\t1001.49\t1.1\t0.34\t0.0\t2.11\t301.0\t0.50\t1001.49\t8\t1\t0\t1\t1\t0\t"
        "3.2\t0.002\t0.002\tK.PEPTLDEK.A\tDECOY_sp|P99999|XYZ_HUMAN\n")
_FRAGPIPE = ("Spectrum\tSpectrum File\tPeptide\tModified Peptide\tPrev AA\tNext AA\tPeptide Length\tCharge\t"
             "Retention\tObserved Mass\tCalculated Peptide Mass\tDelta Mass\tExpectation\tHyperscore\tNextscore\t"
             "PeptideProphet Probability\tProtein\n"
             "sample01.01234.01234.2\tinterim/sample01.pepXML\tPEPTIDEK\tPEPT[181]IDEK\tK\tA\t8\t2\t1820.4\t1001.4973\t"
             "1001.4971\t0.0002\t1.2E-5\t38.2\t22.1\t0.9981\tsp|P12345|ABC_HUMAN\n"
             "sample01.01301.01301.3\tinterim/sample01.pepXML\tSAMPLERK\t\tR\tL\t8\t3\t1901.2\t1500.7120\t1500.7131\t"
             "-0.0011\t4.1E-7\t44.0\t20.5\t0.9990\tsp|P23456|DEF_HUMAN\n")
_MZID = ('<?xml version="1.0" encoding="UTF-8"?>\n'
         '<MzIdentML id="MS-GF+" version="1.1.1" xmlns="http://psidev.info/psi/pi/mzIdentML/1.1.1" '
         'creationDate="2026-12-01T09:14:03">\n<cvList>\n<cv id="PSI-MS" uri="https://raw.githubusercontent.com/'
         'HUPO-PSI/psi-ms-CV/master/psi-ms.obo" fullName="PSI-MS"/>\n</cvList>\n')
_PEPXML = ('<?xml version="1.0" encoding="UTF-8"?>\n'
           '<?xml-stylesheet type="text/xsl" href="/tpp/schema/pepXML_std.xsl"?>\n'
           '<msms_pipeline_analysis date="2026-12-01T09:14:03" xmlns="http://regis-web.systemsbiology.net/pepXML" '
           'summary_xml="sample01.pep.xml">\n<msms_run_summary base_name="sample01" raw_data=".mzML">\n')
_MZML = ('<?xml version="1.0" encoding="utf-8"?>\n<indexedmzML xmlns="http://psi.hupo.org/ms/mzml" '
         'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n  <mzML id="sample01" version="1.1.0">\n'
         '    <cvList count="2">\n')
_MGF = ("MASS=Monoisotopic\nBEGIN IONS\nTITLE=sample01.01234.01234.2 File:\"sample01.raw\", NativeID:\"controllerType=0 "
        "controllerNumber=1 scan=1234\"\nRTINSECONDS=1820.4\nPEPMASS=501.2559 12000.5\nCHARGE=2+\n101.0715 1200.0\n"
        "175.1190 3400.0\nEND IONS\n")


def _psm_table_cases(cli_bad, engine_run: str, runs: dict[str, str]) -> list[Case]:
    """The engines' exports given where a run or the qrels go: each named for what it is, at its first line."""
    out: list[Case] = []
    for cid, name, text, mention, what in (
            ("comet_txt_as_run", "sample01.txt", _COMET_TXT, "Comet", "Comet's text export (CometVersion line, then "
             "scan, num, charge, ..., e-value, xcorr, ..., plain_peptide, modified_peptide, protein)"),
            ("comet_tsv_no_version_as_run", "sample01.comet.tsv", _COMET_PLAIN, "Comet", "Comet's table without its "
             "version line (scan, num, ..., xcorr, plain_peptide)"),
            ("msgf_tsv_as_run", "sample01.msgf.tsv", _MSGF_TSV, "MS-GF+", "MS-GF+'s TSV (MzidToTsv: a '#SpecFile' "
             "header, SpecID 'controllerType=0 controllerNumber=1 scan=1234', SpecEValue, QValue)"),
            ("percolator_psms_as_run", "psms.txt", _PERCOLATOR, "Percolator", "Percolator's psms.txt (PSMId, score, "
             "q-value, posterior_error_prob, peptide, proteinIds: six headings, the fifth no number)"),
            ("percolator_pin_as_run", "sample01.pin", _PIN, "Percolator", "Percolator's input (.pin: SpecId, Label, "
             "ScanNr, features, Peptide, Proteins)"),
            ("fragpipe_psm_tsv_as_run", "psm.tsv", _FRAGPIPE, "FragPipe", "FragPipe's psm.tsv (Spectrum, Peptide, "
             "Modified Peptide, Expectation, Hyperscore)")):
        out.append(cli_bad(f"u22b_{cid}", f"fuse {name} {engine_run}: {what}, given as a run",
                           ["fuse", name, engine_run, "--method", "rrf", "-o", "fused.run"],
                           {name: text, **runs}, f"{name}:1", mention,
                           why="docs/conventions.md: a file of another tool is named for what it is, with what to do "
                               "(a PSM table's header is its first line; no column there is a score of a run)"))
    return out


def _xml_cases(cli_bad, engine_run: str, runs: dict[str, str]) -> list[Case]:
    out: list[Case] = []
    # the mzML's mention is what it holds: its format's name is its file's too; an XML document is named at its
    # root's line (after its declaration and a stylesheet), as every XML document is since the thirty-third bar
    for cid, name, text, label, mention, line in (
            ("mzid_as_run", "sample01.mzid", _MZID, "mzIdentML", "mzIdentML", 2),
            ("pepxml_as_run", "sample01.pep.xml", _PEPXML, "pepXML", "pepXML", 3),
            ("mzml_as_run", "sample01.mzML", _MZML, "mzML", "spectra", 2),
            ("mgf_as_run", "sample01.mgf", _MGF, "MGF", "MGF", 1)):
        out.append(cli_bad(f"u22b_{cid}", f"fuse {name} {engine_run}: the {label} file picked by tab completion "
                           "beside the converted runs", ["fuse", name, engine_run, "--method", "rrf", "-o",
                                                         "fused.run"], {name: text, **runs}, f"{name}:{line}", mention,
                           why="docs/conventions.md: a file of another tool is named for what it is (an XML "
                               "document's root element, MGF's BEGIN IONS), not 'expected 6 fields, found 3'"))
    return out


def _volume_setup() -> Callable[[Path], None]:
    """20,000 spectra x 5 engines x 10 candidates, written as the converter writes them (score, then id desc)."""
    return pandas_setup(
        "import numpy as np\nrng = np.random.default_rng(22)\n"
        "spectra = ['run%02d.%05d.%05d.%d' % (i // 5000, i, i, 2 + i % 3) for i in range(20000)]\n"
        "peps = np.array(['PEP%dTIDE%sK' % (j, '[+79.966]' if j % 3 == 0 else '') for j in range(14)])\n"
        "for e in ['comet', 'msgf', 'xtandem', 'msfragger', 'mascot']:\n"
        "    with open(folder / f'{e}.run', 'w') as fh:\n"
        "        for s in spectra:\n"
        "            pick = rng.choice(14, 10, replace=False)\n"
        "            ids = peps[pick]\n"
        "            sc = np.round(rng.random(10) * 5, 3)\n"
        "            order = np.lexsort((ids, sc))[::-1]\n"
        "            fh.write(''.join(f'{s} Q0 {ids[i]} {r} {float(sc[i])!r} {e}\\n' "
        "for r, i in enumerate(order, 1)))\n")


def _volume_check() -> Callable[[str, Path], bool]:
    def check(out: str, folder: Path) -> bool:
        lists: dict[str, dict[str, dict[str, float]]] = {}
        for e in _ENGINES:
            run: dict[str, dict[str, float]] = {}
            for line in (folder / f"{e}.run").read_text().splitlines():
                q, _, d, _, s, _ = line.split()
                run.setdefault(q, {})[d] = float(s)
            lists[e] = run
        return _check_run(by_query(lists, _RRF), depth=1)(out, folder)

    return check


def twentysecond_bar_proteomics_cases() -> list[Case]:
    G = TWENTYSECOND_PROTEOMICS
    cli_ok, cli_bad = command_cases(G)
    ok, bad = snippet_cases(G, _REF)
    cases: list[Case] = []
    psms = _psms()
    files = {f"{e}.run": _run(e, r) for e, r in psms.items()}
    five = [f"{e}.run" for e in psms]
    fuse5 = ["fuse", *five]

    # -- the consensus of the five engines per spectrum
    cases.append(cli_ok("u22b_rrf_five_engines", "fuse comet.run msgf.run xtandem.run msfragger.run mascot.run "
                        "--method rrf: TPP spectrum ids, modified peptides, X!Tandem's five per spectrum and none "
                        "for one", [*fuse5, "--method", "rrf", "-o", "fused.run"], files,
                        _check_run(by_query(psms, _RRF)), fast=True,
                        why="rankagg methods rrf: sum 1 / (60 + r), r by score then id descending (trec_eval)"))
    cases.append(cli_ok("u22b_combsum_engine_scales", "fuse --method combsum: xcorr 0-6, -log10(SpecEValue), "
                        "hyperscores 0-100, Mascot's whole ion scores, min-max per spectrum",
                        [*fuse5, "--method", "combsum", "-o", "fused.run"], files,
                        _check_run(by_query(psms, _COMBSUM)),
                        why="docs/conventions.md: norm auto is min-max per list, so each engine's scale weighs alike"))
    cases.append(cli_ok("u22b_combmnz_engines_agree", "fuse --method combmnz: a peptide found by more engines counts "
                        "more (X!Tandem's shorter lists)", [*fuse5, "--method", "combmnz", "-o", "fused.run"], files,
                        _check_run(by_query(psms, _COMBMNZ)),
                        why="rankagg methods combmnz: CombSUM of min-max times the lists returning the peptide"))
    cases.append(cli_ok("u22b_borda_engines", "fuse --method borda: a candidate an engine did not return shares the "
                        "points left", [*fuse5, "--method", "borda", "-o", "fused.run"], files,
                        _check_run({s: _BORDA({e: r.get(s, {}) for e, r in psms.items()}) for s in _SPECTRA}),
                        why="rankagg methods borda: n - r + 1; a missing candidate shares (n - k + 1) / 2, and an "
                            "engine without the spectrum (k = 0) gives each (n + 1) / 2"))
    w = {"comet": 1.0, "msgf": 2.0, "xtandem": 0.5, "msfragger": 1.5, "mascot": 1.0}
    cases.append(cli_ok("u22b_weights_by_engine", "fuse --method rrf --weights engines.txt: MS-GF+ weighed 2, "
                        "X!Tandem 0.5 after last month's benchmark", [*fuse5, "--method", "rrf", "--weights",
                                                                      "engines.txt", "-o", "fused.run"],
                        {**files, "engines.txt": "".join(f"{k} {v}\n" for k, v in w.items())},
                        _check_run(by_query(psms, _RRF, w=w)),
                        why="fuse --help: --weights FILE of 'NAME W' lines; rrf: sum w / (60 + r)"))
    cases.append(cli_ok("u22b_depth1_top_psm", "fuse --method combmnz --depth 1: the one PSM per spectrum sent on",
                        [*fuse5, "--method", "combmnz", "--depth", "1", "-o", "fused.run"], files,
                        _check_run(by_query(psms, _COMBMNZ), depth=1),
                        why="fuse --help: --depth writes at most this many per query, the best by the fused order"))

    # -- ids as the converters write them
    ids = {"comet": {"sample01.01234.01234.2": {"PEPT[+79.966]IDEK": 3.2, "PEPT[+79.9663]IDEK": 3.1,
                                                "K.PEPTIDEK.A": 2.9, "n[+42.011]PEPTIDEK": 2.9,
                                                "M[Oxidation]AAVLK": 2.5, "DECOY_KEDITPEPK": 2.5}},
           "msgf": {"sample01.01234.01234.2": {"PEPTIDEK": 14.2, "PEPT[+79.9663]IDEK": 13.9,
                                               "m[Oxidation]AAVLK": 9.0},
                    "sample01.1234.1234.2": {"PEPTIDEK": 11.0, "AAVLK": 4.0, "CCR": 2.0}}}
    cases.append(cli_ok("u22b_modified_ids_as_text", "fuse --method rrf: PEPT[+79.966]IDEK beside PEPT[+79.9663]IDEK, "
                        "flanks K.PEPTIDEK.A, n-terminal n[+42.011], M[Oxidation] and m[...], a spectrum written "
                        "without its leading zeros by MS-GF+'s converter", ["fuse", "comet.run", "msgf.run",
                                                                            "--method", "rrf", "-o", "fused.run"],
                        {f"{n}.run": _run(n, r) for n, r in ids.items()}, _check_run(by_query(ids, _RRF)),
                        why="docs/conventions.md: an id is its text, compared as bytes (trec_eval's strcmp): a "
                            "mass written to another precision is another peptide"))
    ties = {"comet": {"s1": {"PEPTIDEK": 3.2105, "PEPTLDEK": 3.2105, "PEPTIDEKK": 3.2105, "AAAR": 1.0}},
            "mascot": {"s1": {"PEPTLDEK": 41.0, "PEPTIDEK": 41.0, "AAAR": 40.0, "GGGK": 12.0}}}
    cases.append(cli_ok("u22b_xcorr_ties_isobaric", "fuse --method borda: three isobaric candidates (I/L) at one xcorr "
                        "and a Mascot tie", ["fuse", "comet.run", "mascot.run", "--method", "borda", "-o",
                                             "fused.run"], {f"{n}.run": _run(n, r) for n, r in ties.items()},
                        _check_run(by_query(ties, _BORDA)),
                        why="docs/conventions.md: equal scores ordered by trec_eval's rule (id descending) within a "
                            "run; fused ties by the house rule"))
    # Comet's 'num' breaks xcorr ties its own way (by its e-value): the run's rank column says so
    tie_rank = ("s1 Q0 PEPTLDEK 1 3.2105 comet\ns1 Q0 PEPTIDEK 2 3.2105 comet\ns1 Q0 PEPTIDEKK 3 3.2105 comet\n"
                "s1 Q0 AAAR 4 1.0 comet\n")
    by_rank = {"comet": {"s1": {"PEPTLDEK": 1.0, "PEPTIDEK": 2.0, "PEPTIDEKK": 3.0, "AAAR": 4.0}},
               "mascot": {"s1": {d: float(r) for d, r in positions(ties["mascot"]["s1"]).items()}}}
    cases.append(cli_ok("u22b_trust_rank_comet_num", "fuse --trust-rank --method rrf: Comet's num column (ties in "
                        "xcorr broken by e-value) kept as the rank", ["fuse", "comet.run", "mascot.run",
                                                                      "--trust-rank", "--method", "rrf", "-o",
                                                                      "fused.run"],
                        {"comet.run": tie_rank, "mascot.run": _run("mascot", ties["mascot"])},
                        _check_run({"s1": _RRF_RANKS({n: r["s1"] for n, r in by_rank.items()})}),
                        why="docs/conventions.md: --trust-rank orders each list by its rank column (1 is best)"))
    one = {"comet": {"s1": {"PEPTIDEK": 3.1}, "s2": {"AAAK": 2.0, "CCR": 1.5, "DDK": 1.0}},
           "msgf": {"s2": {"CCR": 12.0, "AAAK": 10.5, "EEK": 3.0}}}
    cases.append(cli_ok("u22b_single_candidate_spectrum", "fuse --method combsum: a spectrum one engine matched to one "
                        "peptide only", ["fuse", "comet.run", "msgf.run", "--method", "combsum", "-o", "fused.run"],
                        {f"{n}.run": _run(n, r) for n, r in one.items()}, _check_run(by_query(one, _COMBSUM)),
                        why="docs/conventions.md: a list of equal scores (one score) counts 1 for each in min-max"))
    # MS-GF+'s SpecEValue kept as is: smaller is better, 1e-300 and a subnormal among them
    ev = {"s1": {"PEPTIDEK": 9.9e-320, "AAAK": 1.2e-12, "CCR": 3.4e-06, "DDK": 0.01, "EEK": 0.5},
          "s2": {"GGK": 1e-300, "HHK": 2e-20, "IIK": 1.0}}
    ev_lines = "".join(f"{s} Q0 {p} {i} {lst[p]!r} msgf\n" for s, lst in ev.items()
                       for i, p in enumerate(sorted(lst, key=lambda p: (lst[p], p)), 1))
    cases.append(cli_ok("u22b_raw_evalue_warned", "fuse comet.run msgf_evalue.run --method rrf: MS-GF+'s SpecEValue "
                        "(1e-300, a subnormal 9.9e-320) as the score, rank 1 the smallest",
                        ["fuse", "comet.run", "msgf_evalue.run", "--method", "rrf", "-o", "fused.run"],
                        {"comet.run": _run("comet", {s: {p: 4.0 - i * 0.5 for i, p in enumerate(sorted(lst))}
                                                     for s, lst in ev.items()}), "msgf_evalue.run": ev_lines},
                        _check_run(by_query({"comet": {s: {p: 4.0 - i * 0.5 for i, p in enumerate(sorted(lst))}
                                                       for s, lst in ev.items()}, "msgf": ev}, _RRF)),
                        warns="msgf_evalue.run",
                        why="docs/conventions.md: a run whose scores rise down every list is read by score, as "
                            "trec_eval reads it, with a warning naming the file"))
    # an old Windows build of the Mascot exporter prints with MSVC's %e: three exponent digits
    msvc = {"s1": {"PEPTIDEK": 41.0, "AAAK": 38.5, "CCR": 12.25}, "s2": {"GGK": 0.5, "HHK": 60.0}}
    msvc_lines = "".join(f"{s} Q0 {p} {r} {msvc[s][p]:.6e} mascot\n".replace("e+0", "e+00").replace("e-0", "e-00")
                         for s in msvc for p, r in sorted(positions(msvc[s]).items(), key=lambda x: x[1]))
    comet2 = {"s1": {"AAAK": 3.1, "PEPTIDEK": 2.2, "DDK": 1.0}, "s2": {"GGK": 2.5, "HHK": 2.4, "IIK": 0.3}}
    cases.append(cli_ok("u22b_mascot_msvc_exponent", "fuse mascot.run comet.run --method combsum: Mascot's scores "
                        "printed 4.100000e+001 (three exponent digits, an old Windows exporter)",
                        ["fuse", "mascot.run", "comet.run", "--method", "combsum", "-o", "fused.run"],
                        {"mascot.run": msvc_lines, "comet.run": _run("comet", comet2)},
                        _check_run(by_query({"mascot": msvc, "comet": comet2}, _COMBSUM)),
                        why="trec_eval reads the score with atof, which reads 4.100000e+001 as 41"))
    cases.append(cli_ok("u22b_runs_named_txt", "fuse sample01_comet.txt sample01_msgf.txt --method rrf: the "
                        "converter saved the TREC runs under .txt", ["fuse", "sample01_comet.txt",
                                                                    "sample01_msgf.txt", "--method", "rrf", "-o",
                                                                    "fused.run"],
                        {"sample01_comet.txt": files["comet.run"], "sample01_msgf.txt": files["msgf.run"]},
                        _check_run(by_query({"comet": psms["comet"], "msgf": psms["msgf"]}, _RRF)),
                        why="fuse --help: TREC run files whatever their name; a file of TREC lines is a run, not a "
                            "gene list"))
    cases.append(cli_bad("u22b_native_id_with_blanks", "fuse thermo.run comet.run: the query is the Thermo native id "
                         "'controllerType=0 controllerNumber=1 scan=1234' (blanks inside)",
                         ["fuse", "thermo.run", "comet.run", "--method", "rrf", "-o", "fused.run"],
                         {"thermo.run": "controllerType=0 controllerNumber=1 scan=1234 Q0 PEPTIDEK 1 3.2 comet\n",
                          "comet.run": files["comet.run"]}, "thermo.run:1", "8",
                         why="trec_eval splits fields at blanks: 8 fields are no run line"))

    # -- the engines' own files given as they are
    cases.extend(_psm_table_cases(cli_bad, "comet.run", {"comet.run": files["comet.run"]}))
    cases.extend(_xml_cases(cli_bad, "comet.run", {"comet.run": files["comet.run"]}))
    cases.append(cli_bad("u22b_mzid_gz_as_run", "fuse sample01.mzid.gz comet.run: the gzipped mzIdentML as PRIDE "
                         "serves it", ["fuse", "sample01.mzid.gz", "comet.run", "-o", "fused.run"],
                         {"sample01.mzid.gz": gzip.compress(_MZID.encode(), mtime=0), "comet.run": files["comet.run"]},
                         "sample01.mzid.gz:2", "mzIdentML",
                         why="docs/conventions.md: gzip is read through; a file of another tool is named"))
    qrels = _qrels()
    q_text = _qrels_text(qrels)
    cases.append(cli_bad("u22b_percolator_as_qrels", "evaluate --qrels psms.txt comet.run: Percolator's PSMs taken for "
                         "the spike-in truth", ["evaluate", "--qrels", "psms.txt", "comet.run"],
                         {"psms.txt": _PERCOLATOR, "comet.run": files["comet.run"]}, "psms.txt:1", "Percolator",
                         outputs=(), why="docs/conventions.md: a file of another tool is named at every door"))
    cases.append(cli_bad("u22b_mzid_as_qrels", "evaluate --qrels sample01.mzid comet.run: the identifications file as "
                         "the judgements", ["evaluate", "--qrels", "sample01.mzid", "comet.run"],
                         {"sample01.mzid": _MZID, "comet.run": files["comet.run"]}, "sample01.mzid:2", "mzIdentML",
                         outputs=(), why="docs/conventions.md: a file of another tool is named at every door"))

    # -- the consensus written back under the lab's names
    for suffix, tool in ((".mzid", "mzIdentML is XML (PSI)"), (".pepXML", "TPP's pepXML is XML"),
                         (".mzML", "mzML holds spectra (XML)"), (".mgf", "MGF holds spectra"),
                         (".mzTab", "mzTab's MTD/PSH/PSM lines"), (".pin", "Percolator's input reads a header "
                                                                          "SpecId Label ScanNr"),
                         (".idXML", "OpenMS's idXML is XML")):
        cases.append(cli_bad(f"u22b_out_{suffix[1:].lower()}_name", f"fuse --method rrf -o consensus{suffix}: the "
                             f"consensus PSMs saved for the next tool", [*fuse5, "--method", "rrf", "-o",
                                                                         f"consensus{suffix}"], files,
                             "-o", f"consensus{suffix}", outputs=(f"consensus{suffix}",),
                             why=f"docs/conventions.md: -o under a name no reader of TREC lines opens is refused; "
                                 f"{tool}"))

    # -- the spike-in standard
    f_eval = {**files, "spike.qrels": q_text, "spike_labels.qrels": _qrels_text(_qrels(-1))}
    orders = {e: {s: trec_order(lst) for s, lst in r.items()} for e, r in psms.items()}
    p1 = {s: prec(orders["comet"][s], qrels[s], 1) for s in _SPECTRA}
    cases.append(cli_ok("u22b_eval_success_at_1", "evaluate --qrels spike.qrels comet.run --measures P@1 -q: did "
                        "Comet's first PSM find the spiked peptide", ["evaluate", "--qrels", "spike.qrels",
                                                                      "comet.run", "--measures", "P@1", "-q"],
                        f_eval, _eval_q("P@1", {**p1, "all": sum(p1.values()) / len(p1)}),
                        why="trec_eval P_1: the spiked peptide at rank 1 (success@1)"))
    s1 = {s: 1.0 if orders["msfragger"][s][:1] and qrels[s].get(orders["msfragger"][s][0], 0) > 0 else 0.0
          for s in _SPECTRA}
    s5 = {s: 1.0 if any(qrels[s].get(p, 0) > 0 for p in orders["msfragger"][s][:5]) else 0.0 for s in _SPECTRA}
    cases.append(cli_ok("u22b_eval_success_trec_m", "evaluate -m success.1,5 msfragger.run: trec_eval's own "
                        "measure names, success@1 and @5 over the spectra", ["evaluate", "--qrels", "spike.qrels",
                                                                             "msfragger.run", "-m", "success.1,5"],
                        f_eval, _eval_check({"Success@1": sum(s1.values()) / 6, "Success@5": sum(s5.values()) / 6}),
                        why="trec_eval -m success.1,5: 1 when a relevant peptide is in the first k (ir_measures: "
                            "Success@k)"))
    fused = by_query(psms, _RRF)
    f_order = {s: fused_order(fused[s]) for s in _SPECTRA}
    rr_f = sum(rr(f_order[s], qrels[s]) for s in _SPECTRA) / len(_SPECTRA)
    cases.append(Case("u22b_fuse_then_eval_decoys_minus1", G, "fuse --method rrf -o fused.run, then evaluate it "
                      "against qrels labelling decoys -1 (Percolator's Label)", code=_REF + r'''
for n, t in RUNS.items():
    open(n, "w").write(t)
open("spike_labels.qrels", "w").write(QRELS)
rc, out, err = cli("fuse", *RUNS, "--method", "rrf", "-o", "fused.run")
if rc:
    passthrough(rc, err)
rc, out, err = cli("evaluate", "--qrels", "spike_labels.qrels", "fused.run", "--measures", "RR")
if rc:
    passthrough(rc, err)
got = [float(l.split("\t")[-1]) for l in out.splitlines() if l.startswith("RR") and "\tall\t" in l]
print("same" if got and abs(got[0] - WANT) < 6e-5 else "differs: %r" % out[:300])
'''.replace("RUNS", repr(files)).replace("QRELS", repr(f_eval["spike_labels.qrels"])).replace("WANT", repr(rr_f)),
        expect="ok", check=lambda out, folder: "same" in out, memory_gb=4.0, timeout=120,
        why="trec_eval: a grade of 0 or below is not relevant (-1 included); RR of the house order"))
    per_run = {e: {"P@5": sum(prec(orders[e].get(s, []), qrels[s], 5) for s in _SPECTRA
                              if s in orders[e]) / len(orders[e])} for e in psms}
    cases.append(cli_ok("u22b_eval_which_engine", "evaluate --measures P@5 nDCG@10 of the five engines against the "
                        "spike-in truth", ["evaluate", "--qrels", "spike.qrels", *five, "--measures", "P@5",
                                           "nDCG@10"], f_eval, _runs_eval_check(per_run),
                        why="evaluate --help: several runs, each as trec_eval would measure it alone (the queries "
                            "both judged and in the run)"))
    rr_c = sum(rr(orders["xtandem"].get(s, []), qrels[s]) for s in _SPECTRA) / len(_SPECTRA)
    cases.append(cli_ok("u22b_eval_complete_xtandem", "evaluate -c --measures RR xtandem.run: X!Tandem matched "
                        "nothing for one spectrum", ["evaluate", "--qrels", "spike.qrels", "xtandem.run", "-c",
                                                     "--measures", "RR"], f_eval, _eval_check({"RR": rr_c}),
                        why="trec_eval -c: every judged query, one the run lacks valued 0"))
    cases.append(cli_bad("u22b_qrels_peptide_probability", "evaluate --qrels spike_prob.qrels: PeptideProphet "
                         "probabilities (0.9981) in the grade column", ["evaluate", "--qrels", "spike_prob.qrels",
                                                                        "comet.run"],
                         {"spike_prob.qrels": "s1 0 PEPTIDEK 0.9981\ns1 0 AAAK 0.0120\n", "comet.run":
                          files["comet.run"]}, "spike_prob.qrels:1", outputs=(),
                         why="trec_eval reads grades as integers: 0.9981 would be 0, every peptide irrelevant"))

    # -- the notebook
    api_runs = json.dumps(psms)
    api_qrels = json.dumps(qrels)
    cases.append(ok("u22b_api_frames_scan_ints", "rankagg.fuse({engine: DataFrame}) with scan numbers as int64 "
                    "qids, peptide -> docid, the engine's score", r'''
import rankagg, pandas as pd
runs = json.loads(RUNS)
scan = {s: int(s.split(".")[1]) + 100000 * int(s[6:8]) for s in runs["comet"]}
frames = {e: pd.DataFrame([(scan[s], p, v) for s, l in r.items() for p, v in l.items()],
                          columns=["qid", "docid", "score"]) for e, r in runs.items()}
got = rankagg.fuse(frames, method="rrf")
ref = by_query({e: {str(scan[s]): l for s, l in r.items()} for e, r in runs.items()}, rrf_ref)
rows = {}
for q, d, s in zip(got.qid, got.docid, got.score):
    rows.setdefault(str(q), []).append((d, float(s)))
msg = agree_all(rows, ref, written=False)
print("same" if not msg else "differs: " + msg)
'''.replace("RUNS", repr(api_runs)), why="docs/conventions.md: a number as an id is its text; rrf sum 1 / (60 + r)"))
    cases.append(bad("u22b_api_frames_psm_columns", "rankagg.fuse({engine: DataFrame}) of the engines' tables as "
                     "read (scan, peptide, xcorr / hyperscore)", r'''
import rankagg, pandas as pd
c = pd.DataFrame({"scan": [1234, 1234, 1301], "peptide": ["PEPTIDEK", "PEPTLDEK", "SAMPLERK"],
                  "xcorr": [3.21, 2.11, 4.0]})
f = pd.DataFrame({"scannum": [1234, 1301], "peptide": ["PEPTIDEK", "SAMPLERK"], "hyperscore": [38.2, 44.0]})
print(rankagg.fuse({"comet": c, "msfragger": f}, method="rrf"))
''', "comet", "scan", why="a frame without the columns is refused naming the run and the columns it has"))
    cases.append(ok("u22b_api_success_at_1", "rankagg.evaluate(rankagg.fuse(engines, 'combmnz'), spike-in) P@1 "
                    "and RR against a hand count", r'''
import rankagg
runs, qrels = json.loads(RUNS), json.loads(QRELS)
got = rankagg.evaluate(rankagg.fuse(runs, method="combmnz"), qrels, ["P@1", "RR"])
ref = by_query(runs, combmnz_ref)
p1 = sum(1.0 for s in qrels if qrels[s].get(fused_order(ref[s])[0], 0) > 0) / len(qrels)
r = sum(rr(fused_order(ref[s]), qrels[s]) for s in qrels) / len(qrels)
print("same" if abs(got["P@1"] - p1) < 1e-9 and abs(got["RR"] - r) < 1e-9 else "differs: %r %r" % (got, (p1, r)))
'''.replace("RUNS", repr(api_runs)).replace("QRELS", repr(api_qrels)),
                    why="trec_eval P_1 and recip_rank of the fused order (docs/conventions.md)"))
    cases.append(ok("u22b_api_fuser_decoy_rate", "rankagg.Fuser('borda') spectrum by spectrum; the share of top "
                    "PSMs that are decoys (target-decoy estimate)", r'''
import rankagg
runs = json.loads(RUNS)
fuser = rankagg.Fuser("borda")
got_top, want_top = [], []
for s in sorted({s for r in runs.values() for s in r}):
    lists = {e: r[s] for e, r in runs.items() if s in r}
    got = fuser(lists)
    ref = borda_ref(lists)
    msg = agree(got, ref, written=False)
    if msg:
        print("differs: %s %s" % (s, msg)); sys.exit(0)
    got_top.append(got[0][0].startswith("DECOY_"))
    want_top.append(fused_order(ref)[0].startswith("DECOY_"))
print("same" if got_top == want_top else "differs: %r %r" % (got_top, want_top))
'''.replace("RUNS", repr(api_runs)), why="README: Fuser(lists) gives [(id, score)] best first; borda n - r + 1"))
    cases.append(bad("u22b_api_evalue_string", "rankagg.fuse of a dict where a converter kept Mascot's '<1e-3' "
                     "expect value as text", r'''
import rankagg
print(rankagg.fuse({"mascot": {"s1": {"PEPTIDEK": "<1e-3", "AAAK": 0.02}},
                    "comet": {"s1": {"PEPTIDEK": 3.2, "AAAK": 2.0}}}, method="rrf"))
''', "mascot", "PEPTIDEK", why="docs/conventions.md: a score that is no number is refused naming the run"))
    cases.append(ok("u22b_api_negated_evalue_combsum", "rankagg.fuse of MS-GF+'s SpecEValue negated (-1.2e-12) with "
                    "Comet's xcorr, CombSUM", r'''
import rankagg
ev = {"s1": {"PEPTIDEK": 1.2e-12, "AAAK": 3.4e-6, "CCR": 0.01}, "s2": {"GGK": 1e-30, "HHK": 2e-20, "IIK": 1e-3}}
runs = {"msgf": {s: {p: -v for p, v in l.items()} for s, l in ev.items()},
        "comet": {"s1": {"PEPTIDEK": 3.2, "CCR": 2.9, "AAAK": 1.0}, "s2": {"HHK": 4.1, "GGK": 4.0}}}
got = rankagg.fuse(runs, method="combsum")
ref = by_query(runs, combsum_minmax_ref)
msg = agree_all({q: list(v.items()) for q, v in got.items()}, ref, written=False)
print("same" if not msg else "differs: " + msg)
''', why="docs/conventions.md: negate a lower-is-better score; min-max of negative scores as of any"))

    # -- a day's volume
    cases.append(cli_ok("u22b_volume_20k_spectra", "fuse 5 engines x 20,000 spectra x 10 candidates --method rrf "
                        "--depth 1", ["fuse", *[f"{e}.run" for e in _ENGINES], "--method", "rrf", "--depth", "1",
                                      "-o", "fused.run"], {}, _volume_check(), setup=_volume_setup(), timeout=240,
                        why="rrf sum 1 / (60 + r), r by score then id descending; the best per spectrum"))
    return cases
