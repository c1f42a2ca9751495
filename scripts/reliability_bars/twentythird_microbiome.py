"""Issue 45's twenty-third bar of scripts/reliability_matrix.py, a microbiome lab's differential-abundance consensus of taxa (its cases, ids ``u23b_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The lab's day: six differential-abundance methods (ANCOM-BC, DESeq2, ALDEx2, MaAsLin2, LEfSe, corncob) each test every
taxon of a comparison (Crohn's disease or ulcerative colitis against controls, per body site: a comparison is a query,
a method a ranker, a taxon an item).  Taxa are named as QIIME 2 and the R packages name them: full taxonomy strings
with semicolons and rank prefixes (``k__Bacteria;p__Firmicutes;...;g__Roseburia;s__``), names with brackets
(``g__[Eubacterium]_coprostanoides_group``), ``Unassigned``, and 32-hex ASV hashes.  A method's score is
``-log10(q)`` (many taxa at q = 1 tie at 0) or the effect size's magnitude; LEfSe and ANCOM-BC report only their
significant taxa (partial lists).  The lab fuses with Borda, RRF, CombSUM and CombMNZ, asks RobustRankAggreg's RRA and
vote counting for p-values over the methods' significant lists, checks the consensus against a mock community's
spiked-in taxa (AP, P@5), and writes it back for a paper's supplement.  The mistakes and odd files: QIIME 2 artifacts
(``.qza``, ``.qzv``), BIOM tables (HDF5 or JSON) and Newick trees given as runs or used as output names, each method's
own results table given as is (DESeq2's ``write.csv(res)``, ANCOM-BC's ``res`` table, ALDEx2's ``aldex`` output,
MaAsLin2's ``all_results.tsv``, LEfSe's headerless ``.res``), GTDB's taxonomy strings with a blank after each ``;``,
``-log10(0)`` written as ``inf``, taxa cut to species level whose unnamed species repeat (``s__``).

The references (``_REF``) are computed here, never with rankagg's code: positions by trec_eval's rule (score
descending, then the id descending), Borda, RRF and min-max CombSUM / CombMNZ from references.RANKED_LISTS and
LISTS_BY_QUERY, trec_eval's AP and P@5 from references.TREC_MEASURES, RRA's p-values by R's formulas (SciPy's Beta
distribution) and vote counting's Poisson-binomial tail by its recursion."""

from __future__ import annotations

import zipfile
from io import BytesIO
from pathlib import Path

from .case import Case, command_cases, reference_setup, snippet_cases, stdout_has, prints_same
from .references import PER_QUERY, RUN_TEXT, SEEDED_UNIFORM, STANDARD_REFERENCE, reference_namespace

TWENTYTHIRD_MICROBIOME = "45 Unseen inputs: a twenty-third bar, a microbiome lab's differential-abundance consensus of taxa"

_DATA = r'''
'''[1:] + SEEDED_UNIFORM + r'''METHODS = ['ancombc', 'deseq2', 'aldex2', 'maaslin2', 'lefse', 'corncob']
COMPARISONS = ['CD_vs_control_stool', 'CD_vs_control_ileum', 'UC_vs_control_stool']
GENERA = [('Firmicutes', 'Clostridia', 'Lachnospirales', 'Lachnospiraceae', 'Roseburia'),
          ('Firmicutes', 'Clostridia', 'Oscillospirales', 'Ruminococcaceae', 'Faecalibacterium'),
          ('Bacteroidota', 'Bacteroidia', 'Bacteroidales', 'Bacteroidaceae', 'Bacteroides'),
          ('Verrucomicrobiota', 'Verrucomicrobiae', 'Verrucomicrobiales', 'Akkermansiaceae', 'Akkermansia'),
          ('Proteobacteria', 'Gammaproteobacteria', 'Enterobacterales', 'Enterobacteriaceae', 'Escherichia-Shigella'),
          ('Firmicutes', 'Clostridia', 'Lachnospirales', 'Lachnospiraceae', '[Eubacterium]_coprostanoides_group'),
          ('Firmicutes', 'Clostridia', 'Lachnospirales', 'Lachnospiraceae', '[Ruminococcus]_gnavus_group'),
          ('Actinobacteriota', 'Actinobacteria', 'Bifidobacteriales', 'Bifidobacteriaceae', 'Bifidobacterium'),
          ('Fusobacteriota', 'Fusobacteriia', 'Fusobacteriales', 'Fusobacteriaceae', 'Fusobacterium'),
          ('Firmicutes', 'Bacilli', 'Lactobacillales', 'Streptococcaceae', 'Streptococcus')]
def taxon(i):
    """QIIME 2's full taxonomy string of the i-th taxon (genus level, species unnamed), or Unassigned"""
    if i == 0:
        return 'Unassigned'
    p, c, o, f, g = GENERA[i % len(GENERA)]
    name = 'k__Bacteria;p__%s;c__%s;o__%s;f__%s;g__%s' % (p, c, o, f, g)
    return name + (';s__' if i < len(GENERA) else ';s__sp%d' % i)
def asv(i):
    g = lcg(1000 + i)
    return ''.join('0123456789abcdef'[int(16 * next(g))] for _ in range(32))
def da(methods=METHODS, comparisons=COMPARISONS, n=30, seed=3, ids=taxon, partial=None, score='q'):
    """{method: {comparison: {taxon: score}}}: score 'q' is -log10(q) rounded to 3 decimals (q = 1 gives 0.0, a tie),
    'lfc' the effect's magnitude; ``partial``: {method: how many of its best taxa it reports (its significant ones)}"""
    g = lcg(seed)
    out = {}
    truth = {c: [next(g) < 0.3 for _ in range(n)] for c in comparisons}
    for m in methods:
        out[m] = {}
        for c in comparisons:
            p = {}
            for i in range(n):
                u = next(g)
                effect = (1.8 if truth[c][i] else 0.0) + 1.2 * u
                if score == 'q':
                    p[ids(i)] = round(max(0.0, 4 * effect - 4.5), 3)
                else:
                    p[ids(i)] = round(effect * (1 if i % 2 else -1), 3)
            if (partial or {}).get(m):
                keep = desc_order(p)[:partial[m]]
                p = {d: p[d] for d in keep}
            out[m][c] = p
    return out
def spiked(n=30, seed=3, comparisons=COMPARISONS, ids=taxon):
    """the mock community's truly differential taxa (the generator's truth) as qrels"""
    g = lcg(seed)
    truth = {c: [next(g) < 0.3 for _ in range(n)] for c in comparisons}
    return {c: {ids(i): 1 for i in range(n) if t[i]} for c, t in truth.items()}
''' + PER_QUERY + RUN_TEXT + r'''def lists_table(lists, sep='\t'):
    """a table of lists: one column per method, its taxa best first, shorter columns ending with empty cells"""
    names = list(lists)
    rows = [sep.join(names)]
    for r in range(max(len(l) for l in lists.values())):
        rows.append(sep.join(lists[m][r] if r < len(lists[m]) else '' for m in names))
    return '\n'.join(rows) + '\n'
def rra_ref(lists):
    """R's aggregateRanks(method='RRA'): ranks / N (N the distinct items), 1 where a list misses the item, rho the
    least Beta(k, n - k + 1) CDF of the sorted ranks, p = min(n rho, 1)"""
    from scipy.stats import beta
    u = []
    for l in lists.values():
        u += [d for d in l if d not in u]
    N, n = len(u), len(lists)
    out = {}
    for d in u:
        r = sorted((l.index(d) + 1) / N if d in l else 1.0 for l in lists.values())
        out[d] = min(1.0, n * min(beta.cdf(x, k, n - k + 1) for k, x in enumerate(r, 1)))
    return out
def votes_ref(lists):
    """vote counting: votes = lists naming the item; p = P(X >= votes), X a sum of Bernoulli(k_j / N)"""
    u = set().union(*[set(l) for l in lists.values()])
    N = len(u)
    dist = [1.0]
    for l in lists.values():
        q = len(l) / N
        dist = [(dist[i] if i < len(dist) else 0) * (1 - q) + (dist[i - 1] * q if i >= 1 else 0)
                for i in range(len(dist) + 1)]
    votes = {d: sum(d in l for l in lists.values()) for d in u}
    return votes, {d: sum(dist[votes[d]:]) for d in u}
def table_rows(path):
    import csv
    with open(path, newline='') as f:
        return list(csv.DictReader(f, delimiter='\t' if path.endswith('.tsv') else ','))
'''

_REF = STANDARD_REFERENCE + _DATA

#: each method's reference call on a comparison's lists ``l`` and the weights ``W``
_REFS = {"borda": "borda_ref(l, W)", "rrf": "rrf_ref(l, 60.0, W)", "combsum": "combsum_minmax_ref(l, W)",
         "combmnz": "combmnz_ref(l, W)"}

_BIOM_HDF5 = b"\x89HDF\r\n\x1a\n\x00\x00\x00\x00\x00\x08\x08\x00\x04\x00\x10\x00" + bytes(240)
_BIOM_JSON = ('{"id": "No Table ID", "format": "Biological Observation Matrix 1.0.0", "format_url": '
              '"http://biom-format.org", "type": "OTU table", "generated_by": "QIIME 1.9.1", "date": '
              '"2026-11-30T10:12:00", "matrix_type": "sparse", "matrix_element_type": "float", "shape": [3, 2], '
              '"data": [[0, 0, 120.0], [1, 1, 33.0], [2, 0, 7.0]], "rows": [{"id": "ASV1", "metadata": null}, '
              '{"id": "ASV2", "metadata": null}, {"id": "ASV3", "metadata": null}], "columns": [{"id": "S1", '
              '"metadata": null}, {"id": "S2", "metadata": null}]}\n')
_NEWICK = "((g__Roseburia:0.12,g__Faecalibacterium:0.08)0.97:0.05,(g__Bacteroides:0.3,g__Akkermansia:0.41):0.02);\n"


def _artifact(kind: str, inner: str, payload: bytes) -> bytes:
    """A QIIME 2 archive: a zip holding <uuid>/metadata.yaml, VERSION and its data (a .qza's BIOM, a .qzv's HTML)."""
    buf = BytesIO()
    uuid = "6a5c1b2e-9f3d-4c1e-8a2b-0d4e5f6a7b8c"
    with zipfile.ZipFile(buf, "w") as z:
        z.writestr(f"{uuid}/VERSION", "QIIME 2\narchive: 5\nframework: 2024.10.1\n")
        z.writestr(f"{uuid}/metadata.yaml", f"uuid: {uuid}\ntype: {kind}\nformat: BIOMV210DirFmt\n")
        z.writestr(f"{uuid}/data/{inner}", payload)
    return buf.getvalue()


_QZA = _artifact("FeatureTable[Frequency]", "feature-table.biom", _BIOM_HDF5)
_QZV = _artifact("Visualization", "index.html", b"<html><body>ANCOM-BC</body></html>")

_RUN_A = ("CD_vs_control_stool Q0 g__Roseburia 1 5.21 ancombc\nCD_vs_control_stool Q0 g__Faecalibacterium 2 3.9 "
          "ancombc\nCD_vs_control_stool Q0 g__Bacteroides 3 1.2 ancombc\n")
_RUN_B = ("CD_vs_control_stool Q0 g__Faecalibacterium 1 6.02 deseq2\nCD_vs_control_stool Q0 g__Roseburia 2 4.4 "
          "deseq2\nCD_vs_control_stool Q0 g__Akkermansia 3 0.7 deseq2\n")
_TWO_RUNS = {"ancombc.run": _RUN_A, "deseq2.run": _RUN_B}

#: DESeq2's write.csv(as.data.frame(res)): the row names under an empty heading, NA where independent filtering left
#: the adjusted p-value out
_DESEQ2 = ('"","baseMean","log2FoldChange","lfcSE","stat","pvalue","padj"\n'
           '"g__Roseburia",120.53,-2.31,0.42,-5.5,3.8e-08,1.2e-06\n'
           '"g__Faecalibacterium",340.2,-1.72,0.38,-4.53,5.9e-06,9.4e-05\n'
           '"g__Akkermansia",4.2,0.8,1.1,0.727,0.467,NA\n')
_ANCOMBC = ("taxon,lfc_diagnosisCD,se_diagnosisCD,W_diagnosisCD,p_diagnosisCD,q_diagnosisCD,diff_diagnosisCD\n"
            "g__Roseburia,-1.52,0.31,-4.9,9.6e-07,2.1e-05,TRUE\ng__Bacteroides,0.88,0.29,3.03,0.0024,0.026,TRUE\n"
            "g__Akkermansia,0.12,0.4,0.3,0.76,1,FALSE\n")
_ALDEX2 = ('"rab.all"\t"rab.win.control"\t"rab.win.CD"\t"diff.btw"\t"diff.win"\t"effect"\t"overlap"\t"we.ep"\t'
           '"we.eBH"\t"wi.ep"\t"wi.eBH"\n'
           '"g__Roseburia"\t5.1\t6.2\t4.1\t-2.1\t1.6\t-1.3\t0.08\t0.0001\t0.003\t0.0002\t0.004\n'
           '"g__Bacteroides"\t7.1\t6.9\t7.3\t0.5\t1.2\t0.4\t0.33\t0.2\t0.5\t0.3\t0.6\n')
_MAASLIN2 = ("feature\tmetadata\tvalue\tcoef\tstderr\tN\tN.not.0\tpval\tqval\n"
             "g__Roseburia\tdiagnosis\tCD\t-1.21\t0.3\t120\t98\t1.1e-05\t0.0004\n"
             "g__Bacteroides\tdiagnosis\tCD\t0.7\t0.25\t120\t119\t0.005\t0.04\n"
             "g__Akkermansia\tdiagnosis\tCD\t0.11\t0.4\t120\t61\t0.78\t0.91\n")
#: LEfSe's .res: feature, log10 of the highest class mean, the class it is enriched in, the LDA score, the p-value; a
#: feature that is not discriminative has an empty class and LDA and '-' as its p-value
_LEFSE = ("k__Bacteria.p__Firmicutes.c__Clostridia.o__Lachnospirales.f__Lachnospiraceae.g__Roseburia\t4.51\tcontrol\t"
          "3.92\t0.0012\nk__Bacteria.p__Bacteroidota.c__Bacteroidia.o__Bacteroidales.f__Bacteroidaceae."
          "g__Bacteroides\t3.1\t\t\t-\nk__Bacteria.p__Proteobacteria.c__Gammaproteobacteria.o__Enterobacterales."
          "f__Enterobacteriaceae.g__Escherichia-Shigella\t4.02\tCD\t3.55\t0.004\n")


def _reference_says(code: str, scope: dict) -> bool:
    """Whether the references, run on ``code`` with ``scope`` bound, print 'same'."""
    return prints_same(code, {**reference_namespace(_REF, "u23b_reference"), **scope})


def _runs_setup(data: str = "da()"):
    """the lab's method runs, one TREC file per method (its tag the method's name), written with the references"""
    return reference_setup(_REF, f"RUNS = {data}\n"
                           "for m, run in RUNS.items():\n"
                           "    open(P(m + '.run'), 'w').write(run_text(run, m))\n")


def _cli_check(method: str, data: str = "da()", weights: str = "", depth: int | None = None,
               output: str = "consensus.run"):
    """a check that recomputes the consensus of the runs ``data`` with the references and compares the written run"""
    code = (f"RUNS = {data}\nW = {weights or 'None'}\n"
            f"refs = {{q: {_REFS[method]} for q, l in per_query(RUNS).items()}}\n"
            f"report(agree_all(read_run(open(FOLDER + '/{output}').read()), refs, {depth}))\n")
    return lambda out, folder: _reference_says(code, {"FOLDER": str(folder)})


def _table_check(code: str):
    """a check running ``code`` with ``ROWS`` the written table's rows (dicts) and ``LISTS`` bound by ``code``"""
    return lambda out, folder: _reference_says(code, {"FOLDER": str(folder)})


_METHOD_RUNS = [m + ".run" for m in ("ancombc", "deseq2", "aldex2", "maaslin2", "lefse", "corncob")]
_OUT = ("consensus.run",)

#: three methods' significant taxa of one comparison (best first; shorter lists end), as full taxonomy strings
_SIG_LISTS = r'''
T = [taxon(i) for i in range(12)]
LISTS = {'ancombc': [T[1], T[2], T[4], T[6], T[0]], 'deseq2': [T[2], T[1], T[3], T[4], T[6], T[8], T[9]],
         'aldex2': [T[1], T[4], T[2]], 'maaslin2': [T[2], T[1], T[6], T[4], T[5]], 'lefse': [T[1], T[2], T[7]],
         'corncob': [T[4], T[2], T[1], T[3], T[10], T[11]]}
'''[1:]


def twentythird_bar_microbiome_cases() -> list[Case]:
    G = TWENTYTHIRD_MICROBIOME
    ok, bad = snippet_cases(G, _REF, ok_timeout=180, bad_timeout=90)
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    cases: list[Case] = []

    # --- the day's answers, checked against references computed by hand -----------------------------------------
    def api(cid: str, what: str, call: str, ref: str, why: str, data: str = "da()", **kw) -> Case:
        return ok(cid, what, f"import rankagg\nR = {data}\nW = None\nres = {call}\n"
                  f"refs = {{q: {ref} for q, l in per_query(R).items()}}\n"
                  "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
                  why=why, **kw)

    cases.append(api(
        "u23b_borda_taxonomy_strings", "rankagg.fuse({method: {comparison: {taxonomy string: -log10 q}}}, "
        "method='borda'): six methods, full QIIME 2 taxonomy strings as ids, q = 1 ties at 0",
        "rankagg.fuse(R, method='borda')", "borda_ref(l)",
        "rankagg methods borda: n - r + 1 points; ties ordered by trec_eval's rule (references.RANKED_LISTS)",
        fast=True))
    cases.append(api(
        "u23b_rrf_abs_lfc", "rankagg.fuse(..., method='rrf'): each method's |log fold change| as its score "
        "(both directions of change count)", "rankagg.fuse({m: {c: {d: abs(s) for d, s in p.items()} for c, p in "
        "run.items()} for m, run in R.items()}, method='rrf')",
        "rrf_ref({m: {d: abs(s) for d, s in p.items()} for m, p in l.items()})",
        "Cormack et al. 2009: sum 1 / (60 + r), the order by |lfc| descending", data="da(seed=5, score='lfc')"))
    cases.append(api(
        "u23b_partial_significant_combmnz", "rankagg.fuse(..., method='combmnz'): LEfSe reports its 6 significant "
        "taxa, ANCOM-BC its 9, the others every taxon", "rankagg.fuse(R, method='combmnz')", "combmnz_ref(l)",
        "rankagg methods combmnz: min-max CombSUM times the lists holding the taxon (references.LISTS_BY_QUERY)",
        data="da(seed=7, partial={'lefse': 6, 'ancombc': 9})"))
    cases.append(api(
        "u23b_partial_significant_borda", "rankagg.fuse(..., method='borda'): partial lists (LEfSe 5, corncob 8): "
        "the taxa a method left out share its leftover points", "rankagg.fuse(R, method='borda')", "borda_ref(l)",
        "rankagg methods borda: unranked='share', (n - k + 1) / 2 for a list's missing taxon",
        data="da(seed=9, partial={'lefse': 5, 'corncob': 8})"))
    cases.append(ok(
        "u23b_combsum_method_weights", "rankagg.fuse(..., method='combsum', weights=...): the lab trusts the "
        "compositional methods (ANCOM-BC, ALDEx2) twice as much as LEfSe",
        "import rankagg\nR = da(seed=11)\nW = {'ancombc': 2.0, 'aldex2': 2.0, 'deseq2': 1.0, 'maaslin2': 1.0, "
        "'lefse': 0.5, 'corncob': 1.0}\nres = rankagg.fuse(R, method='combsum', weights=W)\n"
        "refs = {q: combsum_minmax_ref(l, W) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="rankagg methods combsum: sum of w x min-max scores (Fox & Shaw 1994)"))
    cases.append(api(
        "u23b_asv_hash_ids_rrf", "rankagg.fuse(..., method='rrf'): ASVs named by DADA2's 32-hex MD5 hashes",
        "rankagg.fuse(R, method='rrf')", "rrf_ref(l)", "Cormack et al. 2009; an id is a token of text",
        data="da(seed=13, ids=asv, n=40)"))
    cases.append(api(
        "u23b_many_q1_ties_rrf", "rankagg.fuse(..., method='rrf'): 60 taxa, most at q = 1 (-log10 q = 0): a run of "
        "tied scores placed by trec_eval's rule (the id descending)", "rankagg.fuse(R, method='rrf')", "rrf_ref(l)",
        "docs/conventions.md: equal scores are ordered as trec_eval orders them (the docid descending)",
        data="{m: {c: {d: (s if s > 2.5 else 0.0) for d, s in p.items()} for c, p in run.items()} "
             "for m, run in da(seed=15, n=60).items()}"))
    cases.append(ok(
        "u23b_frame_long_borda", "rankagg.fuse(DataFrame comparison, taxon, method, score renamed qid, docid, run, "
        "score): a frame back, Borda",
        "import rankagg, pandas as pd\nR = da(seed=17, partial={'lefse': 7})\n"
        "df = pd.DataFrame([(q, d, m, s) for m, run in R.items() for q, p in run.items() for d, s in p.items()], "
        "columns=['qid', 'docid', 'run', 'score'])\nres = rankagg.fuse(df, method='borda')\n"
        "rows = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) "
        "for q, g in res.groupby('qid')}\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\nreport(agree_all(rows, refs, written=False))\n",
        why="README: a long DataFrame in, a frame back; rankagg methods borda"))
    cases.append(ok(
        "u23b_fuser_per_body_site", "rankagg.Fuser('rrf') over each body site's lists (dicts taxon -> -log10 q), one "
        "comparison at a time, brackets and Unassigned among the ids",
        "import rankagg\nR = da(seed=19, comparisons=['stool', 'ileum', 'rectum', 'saliva'])\n"
        "f = rankagg.Fuser('rrf')\nmsg = ''\n"
        "for q, lists in per_query(R).items():\n"
        "    msg = msg or agree(f(lists), rrf_ref(lists), written=False)\nreport(msg)\n",
        why="Cormack et al. 2009; README's Fuser"))
    cases.append(ok(
        "u23b_evaluate_spike_in_ap", "rankagg.evaluate(consensus, spiked-in taxa of a mock community): AP and P@5 "
        "of the Borda consensus against the taxa truly made differential",
        "import rankagg\nR = da(seed=21)\nres = rankagg.fuse(R, method='borda')\nqrels = spiked(seed=21)\n"
        "got = rankagg.evaluate(res, qrels, ['AP', 'P@5'])\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n"
        "want, _ = measures({q: fused_order(r) for q, r in refs.items()}, qrels)\n"
        "report('' if all(abs(got[m] - want[m]) < 1e-9 for m in ('AP', 'P@5')) else '%r %r' % (got, want))\n",
        why="trec_eval's AP and P@5 (references.TREC_MEASURES) over rankagg's documented tie order"))
    cases.append(ok(
        "u23b_significance_rra_taxa", "rankagg.api.gene_lists.significance(six methods' significant taxa, 'rra'): "
        "RobustRankAggreg's p-value of each taxon",
        _SIG_LISTS + "from rankagg.api.gene_lists import significance\n"
        "t = significance(LISTS, 'rra')\nref = rra_ref(LISTS)\n"
        "got = dict(zip(t['item'], t['p_value']))\n"
        "bad = [d for d in ref if abs(got.get(d, -1) - ref[d]) > 1e-9 * max(1, ref[d])]\n"
        "report('' if not bad and len(got) == len(ref) else 'p differs: %r' % [(d, got.get(d), ref[d]) "
        "for d in bad][:2])\n",
        why="Kolde et al. 2012 / R's aggregateRanks: rho the least Beta order-statistic CDF, p = min(n rho, 1)",
        fast=True))
    cases.append(ok(
        "u23b_volume_50k_asvs", "rankagg.fuse: 50,000 ASVs x 6 methods x 2 comparisons (600,000 scores), "
        "method='rrf', the first 500 per comparison kept",
        "import rankagg, numpy as np\nrng = np.random.default_rng(23)\nn = 50000\n"
        "ids = ['%032x' % int(x) for x in rng.integers(0, 2 ** 62, n)]\n"
        "runs = {m: {c: dict(zip(ids, np.round(rng.random(n) * 8, 4).tolist())) for c in ('stool', 'ileum')} "
        "for m in METHODS}\n"
        "res = rankagg.fuse(runs, method='rrf', depth=500)\nmsg = ''\n"
        "for c in ('stool', 'ileum'):\n"
        "    sc = {}\n"
        "    for m in METHODS:\n"
        "        for r, d in enumerate(desc_order(runs[m][c]), 1):\n"
        "            sc[d] = sc.get(d, 0.0) + 1.0 / (60 + r)\n"
        "    top = sorted(sc, key=lambda d: -sc[d])[:500]\n    cut = sc[top[-1]]\n    got = res[c]\n"
        "    if not (len(got) == 500 and all(abs(got[d] - sc[d]) < 1e-12 for d in got) and min(got.values()) >= "
        "cut - 1e-12 and set(got) >= {d for d in top if sc[d] > cut + 1e-12}):\n"
        "        msg = msg or c + ': the first 500 differ'\nreport(msg)\n",
        why="Cormack et al. 2009 RRF by brute force; README: depth= keeps each query's first N", timeout=240))

    # --- the command line: one run per method, the consensus out ----------------------------------------------
    cases.append(cli_ok(
        "u23b_cli_borda_method_runs", "rankagg fuse ancombc.run ... corncob.run --method borda -o consensus.run: "
        "one run per method, comparisons as queries, taxonomy strings as docids",
        ["fuse", *_METHOD_RUNS, "--method", "borda", "-o", "consensus.run"], None, _cli_check("borda"),
        setup=_runs_setup(), why="rankagg methods borda; TREC lines ranked by score (docs/conventions.md)"))
    cases.append(cli_ok(
        "u23b_cli_rrf_partial_depth", "rankagg fuse ... --method rrf --depth 10: LEfSe's and ANCOM-BC's runs hold "
        "only their significant taxa; the first 10 of each comparison written",
        ["fuse", *_METHOD_RUNS, "--method", "rrf", "--depth", "10", "-o", "consensus.run"], None,
        _cli_check("rrf", "da(seed=25, partial={'lefse': 6, 'ancombc': 10})", depth=10),
        setup=_runs_setup("da(seed=25, partial={'lefse': 6, 'ancombc': 10})"),
        why="rankagg fuse --help: --depth writes at most 10 per query; RRF (Cormack et al. 2009)"))
    cases.append(cli_ok(
        "u23b_cli_weights_json", "rankagg fuse ... --method combmnz --weights methods.json: the lab's weight per "
        "method, LEfSe down-weighted", ["fuse", *_METHOD_RUNS, "--method", "combmnz", "--weights", "methods.json",
                                        "-o", "consensus.run"],
        {"methods.json": '{"ancombc": 2, "deseq2": 1, "aldex2": 2, "maaslin2": 1, "lefse": 0.5, "corncob": 1}'},
        _cli_check("combmnz", "da(seed=27)", "{'ancombc': 2, 'deseq2': 1, 'aldex2': 2, 'maaslin2': 1, "
                   "'lefse': 0.5, 'corncob': 1}"), setup=_runs_setup("da(seed=27)"),
        why="rankagg fuse --help: --weights FILE, a JSON object of run tags; CombMNZ of weighted min-max scores"))
    cases.append(cli_ok(
        "u23b_cli_asv_parquet_out", "rankagg fuse ... --method rrf -o consensus.parquet: ASV hashes, the consensus "
        "as a Parquet table for the supplement", ["fuse", *_METHOD_RUNS, "--method", "rrf", "-o",
                                                  "consensus.parquet"], None,
        lambda out, folder: _parquet_agrees(folder, "da(seed=29, ids=asv)"),
        setup=_runs_setup("da(seed=29, ids=asv)"), why="rankagg fuse --help: .parquet out; RRF"))
    cases.append(cli_ok(
        "u23b_cli_evaluate_spike_in", "rankagg evaluate consensus.run --qrels mock.qrels -m map -m P.5: the Borda "
        "consensus against the mock community's spiked-in taxa",
        ["evaluate", "consensus.run", "--qrels", "mock.qrels", "-m", "map", "-m", "P.5"], None,
        lambda out, folder: _reference_says(
            "R = da(seed=31)\nqrels = spiked(seed=31)\nrefs = {q: borda_ref(l) for q, l in per_query(R).items()}\n"
            "run = read_run(open(FOLDER + '/consensus.run').read())\n"
            "want, _ = measures({q: trec_order(dict(r)) for q, r in run.items()}, qrels)\n"
            "nums = {}\nfor line in OUT.splitlines():\n    f = line.replace('\\t', ' ').split()\n"
            "    if len(f) >= 3 and f[1] == 'all':\n        nums[f[0].lower()] = float(f[2])\n"
            "report('' if abs(nums.get('map', nums.get('ap', -1)) - want['AP']) < 1e-4 and abs(nums.get('p_5', "
            "nums.get('p@5', -1)) - want['P@5']) < 1e-4 and not agree_all(run, refs, written=False) else 'measures %r want %r' % (nums, want))\n",
            {"FOLDER": str(folder), "OUT": out}),
        setup=reference_setup(_REF, "R = da(seed=31)\nW = None\nfrom rankagg import fuse\n"
                              "res = fuse(R, method='borda')\n"
                              "open(P('consensus.run'), 'w').write(''.join('%s Q0 %s %d %r borda\\n' % (q, d, i, s) "
                              "for q, p in res.items() for i, (d, s) in enumerate(p.items(), 1)))\n"
                              "open(P('mock.qrels'), 'w').write(''.join('%s 0 %s %d\\n' % (q, d, g) "
                              "for q, j in spiked(seed=31).items() for d, g in j.items()))\n"),
        why="trec_eval -m map -m P.5: AP and P@5 of the run as written (references.TREC_MEASURES)"))
    cases.append(cli_ok(
        "u23b_cli_rra_taxa_table", "rankagg fuse significant.tsv -o consensus.tsv: one column per method, its "
        "significant taxa best first (full taxonomy strings with ';'), shorter columns ending: RRA's table",
        ["fuse", "significant.tsv", "-o", "consensus.tsv"], None,
        _table_check(_SIG_LISTS + "ROWS = table_rows(FOLDER + '/consensus.tsv')\nref = rra_ref(LISTS)\n"
                     "got = {r['item']: float(r['p_value']) for r in ROWS}\n"
                     "nl = {int(r['n_lists']) for r in ROWS}\n"
                     "report('' if set(got) == set(ref) and all(abs(got[d] - ref[d]) <= 1e-6 * max(1, ref[d]) "
                     "for d in ref) and nl == {len(LISTS)} else 'differs: %r' % sorted(got.items())[:2])\n"),
        setup=reference_setup(_REF, _SIG_LISTS + "open(P('significant.tsv'), 'w').write(lists_table(LISTS))\n"),
        why="docs/genes.md: RRA equals R's aggregateRanks (Kolde et al. 2012); n_lists is R's n in min(n rho, 1), the "
            "lists fused"))
    cases.append(cli_ok(
        "u23b_cli_votes_taxa_csv", "rankagg fuse significant.csv --method vote_counting -o votes.csv: how many "
        "methods call each taxon, and its Poisson-binomial p-value (a CSV whose taxa hold ';')",
        ["fuse", "significant.csv", "--method", "vote_counting", "-o", "votes.csv"], None,
        _table_check(_SIG_LISTS + "ROWS = table_rows(FOLDER + '/votes.csv')\nvotes, p = votes_ref(LISTS)\n"
                     "got = {r['item']: float(r['p_value']) for r in ROWS}\n"
                     "order = [r['item'] for r in ROWS]\n"
                     "ok = set(got) == set(p) and all(abs(got[d] - p[d]) <= 1e-9 * max(1, p[d]) for d in p) and "
                     "all(votes[a] >= votes[b] for a, b in zip(order, order[1:]))\n"
                     "report('' if ok else 'differs: %r' % [(d, got.get(d), p[d]) for d in p][:3])\n"),
        setup=reference_setup(_REF, _SIG_LISTS + "open(P('significant.csv'), 'w').write(lists_table(LISTS, ','))\n"),
        why="rankagg methods vote_counting: p = P(X >= votes), X a sum of Bernoulli(k_j / N); ranked by votes"))
    cases.append(cli_ok(
        "u23b_cli_trust_rank_qvalues", "rankagg fuse --trust-rank --method rrf: runs whose score column holds the "
        "q-value (lower is better) and whose rank column is right",
        ["fuse", "ancombc.run", "deseq2.run", "--trust-rank", "--method", "rrf", "-o", "consensus.run"],
        {"ancombc.run": "CD Q0 g__Roseburia 1 0.0001 ancombc\nCD Q0 g__Faecalibacterium 2 0.003 ancombc\n"
                        "CD Q0 g__Bacteroides 3 0.04 ancombc\nCD Q0 g__Akkermansia 4 0.5 ancombc\n",
         "deseq2.run": "CD Q0 g__Faecalibacterium 1 2e-06 deseq2\nCD Q0 g__Akkermansia 2 0.01 deseq2\n"
                       "CD Q0 g__Roseburia 3 0.02 deseq2\n"},
        _table_check("L = {'ancombc': {'g__Roseburia': 1, 'g__Faecalibacterium': 2, 'g__Bacteroides': 3, "
                     "'g__Akkermansia': 4}, 'deseq2': {'g__Faecalibacterium': 1, 'g__Akkermansia': 2, "
                     "'g__Roseburia': 3}}\nref = rrf_ranks(L)\n"
                     "report(agree_all(read_run(open(FOLDER + '/consensus.run').read()), {'CD': ref}))\n"),
        why="rankagg fuse --help: --trust-rank orders lists by their rank column; RRF over those places"))
    cases.append(Case(
        "u23b_methods_rra", G, "rankagg methods rra: what RRA is and its p-value", argv=["methods", "rra"],
        expect="ok", check=stdout_has("Kolde"), memory_gb=4.0, timeout=60,
        why="docs/genes.md: rra cites Kolde, Laur, Adler & Vilo 2012", fast=True))

    # --- the mistakes: outputs named for the field's own formats -----------------------------------------------
    for cid, name, what in (
            ("u23b_out_biom", "consensus.biom", "a BIOM table (HDF5), what QIIME 2 and phyloseq import"),
            ("u23b_out_qza", "consensus.qza", "a QIIME 2 artifact (a zip QIIME 2 imports)"),
            ("u23b_out_qzv", "consensus.qzv", "a QIIME 2 visualization, for view.qiime2.org"),
            ("u23b_out_newick", "consensus.nwk", "a Newick tree"),
            ("u23b_out_tre", "taxa.tre", "a Newick tree under FigTree's and MEGA's name"),
            ("u23b_out_fna", "consensus.fna", "a FASTA of nucleotide sequences (the ASVs' rep-seqs)"),
            ("u23b_out_phylip", "consensus.phy", "a PHYLIP alignment")):
        cases.append(cli_bad(
            cid, f"rankagg fuse ancombc.run deseq2.run -o {name}: {what}; TREC lines under that name",
            ["fuse", "ancombc.run", "deseq2.run", "--method", "borda", "-o", name], _TWO_RUNS, name, outputs=(name,),
            why="docs/conventions.md: -o names a TREC run or Parquet; another format's name is refused (no BIOM, "
                "QIIME 2, tree or sequence reader reads TREC lines)"))
    cases.append(cli_bad(
        "u23b_lists_out_biom", "rankagg fuse significant.tsv -o consensus.biom: the significance table under a BIOM "
        "name", ["fuse", "significant.tsv", "-o", "consensus.biom"], None, "consensus.biom",
        outputs=("consensus.biom",), setup=reference_setup(_REF, _SIG_LISTS + "open(P('significant.tsv'), 'w')"
                                                           ".write(lists_table(LISTS))\n"),
        why="docs/genes.md: the significance table is written as .tsv, .csv or .parquet"))

    # --- inputs of the field's tools given as they are -----------------------------------------------------------
    for cid, name, data, what, mention in (
            ("u23b_in_qza", "table.qza", _QZA, "QIIME 2's feature table artifact", ("table.qza", "QIIME 2")),
            ("u23b_in_qzv", "ancombc.qzv", _QZV, "QIIME 2's ANCOM-BC visualization", ("ancombc.qzv", "QIIME 2")),
            ("u23b_in_biom_hdf5", "feature-table.biom", _BIOM_HDF5, "a BIOM 2.1 table (HDF5)",
             ("feature-table.biom",)),
            ("u23b_in_biom_json", "otu_table.biom", _BIOM_JSON, "a BIOM 1.0 table (JSON)",
             ("otu_table.biom:1", "BIOM")),
            ("u23b_in_newick", "tree.nwk", _NEWICK, "the rooted tree (Newick)", ("tree.nwk:1", "Newick")),
            ("u23b_in_lefse_res", "lefse.res", _LEFSE, "LEfSe's headerless .res (an empty class and LDA, '-' as "
                                                      "the p-value of a taxon it does not call)",
             ("lefse.res:1", "LEfSe")),
            ("u23b_in_deseq2_csv", "deseq2_results.csv", _DESEQ2, "DESeq2's write.csv(res) (the row names under an "
                                                                 "empty heading, NA padj)",
             ("deseq2_results.csv:1", "DESeq2")),
            ("u23b_in_ancombc_csv", "ancombc_res.csv", _ANCOMBC, "ANCOM-BC's res table (lfc_, se_, W_, p_, q_, "
                                                                "diff_ columns)", ("ancombc_res.csv:1", "ANCOM-BC")),
            ("u23b_in_aldex2_tsv", "aldex2.tsv", _ALDEX2, "ALDEx2's aldex() output (R's write.table: the header one "
                                                         "cell shorter than the rows)", ("aldex2.tsv:1", "ALDEx2")),
            ("u23b_in_maaslin2_results", "all_results.tsv", _MAASLIN2, "MaAsLin2's all_results.tsv",
             ("all_results.tsv:1", "MaAsLin2"))):
        cases.append(cli_bad(
            cid, f"rankagg fuse {name} ancombc.run: {what} given as a run", ["fuse", name, "ancombc.run", "-o",
                                                                             "consensus.run"],
            {name: data, "ancombc.run": _RUN_A}, *mention,
            why="no run reader reads it; the refusal names the file and the tool that wrote it, not a field count"))
    cases.append(cli_bad(
        "u23b_lists_maaslin2_alone", "rankagg fuse all_results.tsv -o consensus.tsv: MaAsLin2's results given alone, "
        "to the lists door (a .tsv)", ["fuse", "all_results.tsv", "-o", "consensus.tsv"],
        {"all_results.tsv": _MAASLIN2}, "all_results.tsv:1", "MaAsLin2", outputs=("consensus.tsv",),
        why="a table of results is no table of lists: read so, coef and pval would be ranked as taxa"))
    cases.append(cli_bad(
        "u23b_lists_lefse_as_tsv", "rankagg fuse lefse_results.tsv -o consensus.tsv: LEfSe's .res renamed .tsv",
        ["fuse", "lefse_results.tsv", "-o", "consensus.tsv"], {"lefse_results.tsv": _LEFSE},
        "lefse_results.tsv:1", "LEfSe", outputs=("consensus.tsv",),
        why="LEfSe's output has no header: read as lists, its first taxon would name a list"))
    cases.append(cli_bad(
        "u23b_lists_gtdb_blanks", "rankagg fuse gtdb.tsv: GTDB / SILVA taxonomy strings with a blank after each ';' "
        "('d__Bacteria; p__Firmicutes; ...') in a table of lists",
        ["fuse", "gtdb.tsv", "--method", "borda", "-o", "consensus.tsv"],
        {"gtdb.tsv": "ancombc\tdeseq2\nd__Bacteria; p__Firmicutes; g__Roseburia\td__Bacteria; p__Bacteroidota; "
                     "g__Bacteroides\nd__Bacteria; p__Bacteroidota; g__Bacteroides\td__Bacteria; p__Firmicutes; "
                     "g__Roseburia\n"}, "gtdb.tsv:2", "d__Bacteria; p__Firmicutes; g__Roseburia",
        outputs=("consensus.tsv",), why="docs/genes.md: a blank inside a name is refused with the file and line"))
    cases.append(cli_bad(
        "u23b_lists_species_s_repeats", "rankagg fuse species.csv: taxa cut to the species rank, where every "
        "unnamed species is 's__' (a name twice in one method's list)",
        ["fuse", "species.csv", "--method", "borda", "-o", "consensus.tsv"],
        {"species.csv": "ancombc,deseq2\ns__Roseburia_intestinalis,s__\ns__,s__Faecalibacterium_prausnitzii\n"
                        "s__Bacteroides_fragilis,s__Roseburia_intestinalis\ns__,s__Bacteroides_fragilis\n"},
        "species.csv:5", outputs=("consensus.tsv",),
        why="docs/genes.md: a gene given twice in a list is refused with the file and line"))
    cases.append(cli_bad(
        "u23b_run_inf_neglog10", "rankagg fuse: ancombc.run's score -log10(q) of a q that underflowed to 0, written "
        "'inf' at line 2", ["fuse", "ancombc.run", "deseq2.run", "-o", "consensus.run"],
        {"ancombc.run": "CD Q0 g__Roseburia 1 inf ancombc\nCD Q0 g__Faecalibacterium 2 inf ancombc\n"
                        "CD Q0 g__Bacteroides 3 1.2 ancombc\n", "deseq2.run": _RUN_B},
        "ancombc.run:1", why="docs/conventions.md: an infinite score in a run is refused naming the file and line"))
    cases.append(cli_bad(
        "u23b_run_gtdb_blanks", "rankagg fuse: silva.run with SILVA taxonomy strings holding blanks after ';' as "
        "docids", ["fuse", "silva.run", "deseq2.run", "-o", "consensus.run"],
        {"silva.run": "CD Q0 d__Bacteria; p__Firmicutes; g__Roseburia 1 5.2 silva\n", "deseq2.run": _RUN_B},
        "silva.run:1", why="trec_eval: six blank-separated fields a line"))
    cases.append(cli_bad(
        "u23b_weights_lda_negative", "rankagg fuse ... --weights lefse=-1: a method given a negative weight to "
        "'flip' its direction", ["fuse", "ancombc.run", "deseq2.run", "--method", "combsum", "--weights",
                                 "ancombc=1,deseq2=-1", "-o", "consensus.run"], _TWO_RUNS, "weights",
        why="a weight must be finite and >= 0"))
    cases.append(bad(
        "u23b_dict_qvalue_mapping_lists", "significance({method: {taxon: q-value}}): each method's q-values given as "
        "a mapping (which end is best is not said)",
        "from rankagg.api.gene_lists import significance\n"
        "significance({'ancombc': {'g__Roseburia': 0.001, 'g__Bacteroides': 0.02}, 'deseq2': {'g__Bacteroides': "
        "0.0001, 'g__Roseburia': 0.3}}, 'rra')\n", "ancombc",
        why="docs/genes.md: in the dict form a mapping of scores or p-values is refused naming the list"))
    cases.append(bad(
        "u23b_frame_na_padj", "rankagg.fuse(DataFrame) whose score is DESeq2's padj with NaN where independent "
        "filtering left it out", "import rankagg, pandas as pd, numpy as np\n"
        "df = pd.DataFrame({'qid': ['CD'] * 4, 'docid': ['g__Roseburia', 'g__Akkermansia', 'g__Roseburia', "
        "'g__Bacteroides'], 'run': ['deseq2', 'deseq2', 'aldex2', 'aldex2'], 'score': [5.1, np.nan, 2.2, 1.0]})\n"
        "rankagg.fuse(df, method='rrf')\n", "row 1",
        why="README/conventions: NaN is a missing value, refused naming the row"))
    return cases


def _parquet_agrees(folder: Path, data: str) -> bool:
    import pandas as pd  # the check alone needs pandas: the matrix itself does not

    df = pd.read_parquet(folder / "consensus.parquet")
    qcol = "q_id" if "q_id" in df.columns else "qid"
    dcol = "doc_id" if "doc_id" in df.columns else "docid"
    if "rank" in df.columns:
        df = df.sort_values([qcol, "rank"], kind="stable")
    rows = list(zip(df[qcol].astype(str), df[dcol].astype(str), df["score"].astype(float)))
    code = (f"R = {data}\nrefs = {{q: rrf_ref(l) for q, l in per_query(R).items()}}\nrows = {{}}\n"
            "for q, d, s in ROWS: rows.setdefault(q, []).append((d, s))\nreport(agree_all(rows, refs))\n")
    return _reference_says(code, {"ROWS": rows})
