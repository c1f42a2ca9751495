"""Issue 45's twenty-fifth bar of scripts/reliability_matrix.py, a digital-humanities team's OCR/HTR candidate and authorship-attribution rankings (its cases, ids ``u25d_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The team's day: a manuscript's text lines (``Cotton_Vitellius_A_XV_f132r_l07``) are queries, each line's candidate
readings from four OCR / HTR engines (Tesseract's word confidence 0..100 with one decimal, Kraken's, Transkribus' and
eScriptorium's 0..1) the items, in Old English (thorn, eth, wynn, macrons), polytonic Greek (combining accents),
pointed Hebrew (right to left) and their look-alikes (the micro sign for mu, a Cyrillic a); and disputed texts
(``Riddle_60``, ``Andreas``) are queries whose candidate authors three stylometry methods rank (stylo's Delta and
JGAAP's distances, negated, and the impostors method's share of wins).  The engines are fused per line with CombSUM,
CombMNZ and RRF (weights from each engine's character error rate), the methods per text with Borda and RRF, and
the consensus judged against the ground-truth transcription or the known author by P@1, RR and AP.  The mistakes and
odd files: the engines' and tools' own files given where runs or qrels are read (ALTO, PAGE and TEI XML, hOCR,
Tesseract's TSV and box files, a IIIF manifest, a METS export, stylo's distance and frequency tables, JGAAP's
results, a ground-truth line), ids with blanks, distances given as scores, and the consensus named for the field's
formats (``.alto``, ``.gt.txt``, Tesseract's ``.lstmf`` and ``.traineddata``).

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM / CombMNZ from
references.RANKED_LISTS and LISTS_BY_QUERY, trec_eval's measures from references.TREC_MEASURES."""

from __future__ import annotations

import gzip
from pathlib import Path

from .case import Case, command_cases, named_at, prints_same, reference_setup, snippet_cases
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT,
                         RUN_TEXT, SEEDED_UNIFORM, TREC_MEASURES)

TWENTYFIFTH_HUMANITIES = "45 Unseen inputs: a twenty-fifth bar, a digital-humanities team's OCR/HTR candidate and authorship-attribution rankings"

_DATA = r'''
import json, math, subprocess, sys, unicodedata
'''[1:] + SEEDED_UNIFORM + r'''ENGINES = ['tesseract', 'kraken', 'transkribus', 'escriptorium']
#: each word slot's readings, the true one first, then what the engines misread it as
FORMS = [['Hwæt', 'Hwaet', 'hƿæt', 'Hpæt', 'Hwæc', 'Hƿæt'], ['þa', 'pa', 'ða', 'Þa', 'da', 'þá'],
         ['μῆνιν', 'μηνιν', 'μῆνιv', 'µῆνιν', 'μῆνιη', 'μήνιν'], ['בְּרֵאשִׁית', 'בראשית', 'בְּרֵאשִׁיח', 'כְּרֵאשִׁית', 'בְּרֵאשׁית'],
         ['gārdena', 'gardena', 'gārdenа', 'gardona', 'garðena'], ['þēodcyninga', 'þeodcyninga', 'peodcyninga',
         'ðeodcyninga', 'þeodcynínga', 'þēodcyniuga']]
def line_id(L):
    return 'Cotton_Vitellius_A_XV_f%03dr_l%02d' % (129 + L // 4, 1 + L % 4)
def lines(engines=ENGINES, n_lines=12, seed=3, drop=None, signal=0.5, forms=None):
    """{engine: {line: {reading: score}}}: a line's reading 0 is the true one; Tesseract's conf 0..100 with one
    decimal (ties), the HTR engines' 0..1 to 4 decimals; ``drop``: {engine: share of readings it leaves out}"""
    g = lcg(seed)
    out = {}
    for e in engines:
        out[e] = {}
        for L in range(n_lines):
            p = {}
            for i, w in enumerate((forms or FORMS)[L % len(forms or FORMS)]):
                u, v = next(g), next(g)
                if i and v < (drop or {}).get(e, 0.0):
                    continue
                x = ((signal if i == 0 else 0.0) + u) / (1.0 + signal)
                p[w] = round(100 * x, 1) if e == 'tesseract' else round(x, 4)
            out[e][line_id(L)] = p
    return out
def ground_truth(n_lines=12):
    """the transcriber's reading of each line judged 1, the engines' misreadings 0"""
    return {line_id(L): {w: int(i == 0) for i, w in enumerate(FORMS[L % len(FORMS)])} for L in range(n_lines)}
AUTHORS = ['Cynewulf', 'Aldhelm', 'Ælfric', 'Wulfstan', 'Alcuin', 'Bede', 'Asser', 'Byrhtferð']
TEXTS = ['Riddle_60', 'Dream_of_the_Rood', 'Andreas', 'Guthlac_A', 'Judith', 'Elene_epilogue', 'Fates_of_the_Apostles']
def attribution(methods=('delta', 'jgaap', 'impostors'), seed=5, signal=0.6, drop=None):
    """{method: {text: {author: score}}}, higher = likelier author: stylo's Delta and JGAAP's cosine distances
    negated, the impostors method's share of wins 0..1 to 2 decimals (ties); the text k's author is AUTHORS[k]"""
    g = lcg(seed)
    out = {}
    for m in methods:
        out[m] = {}
        for k, t in enumerate(TEXTS):
            p = {}
            for j, a in enumerate(AUTHORS):
                u, v = next(g), next(g)
                if j != k % len(AUTHORS) and v < (drop or {}).get(m, 0.0):
                    continue
                x = ((signal if j == k % len(AUTHORS) else 0.0) + u) / (1.0 + signal)
                p[a] = -round(1.6 - 0.9 * x, 4) if m == 'delta' else (
                    -round(1.0 - x, 5) if m == 'jgaap' else round(x, 2))
            out[m][t] = p
    return out
def authors_known():
    return {t: {a: int(j == k % len(AUTHORS)) for j, a in enumerate(AUTHORS)} for k, t in enumerate(TEXTS)}
''' + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

_REFS = {"borda": "borda_ref(l, W)", "rrf": "rrf_ref(l, 60.0, W)", "combsum": "combsum_minmax_ref(l, W)",
         "combmnz": "combmnz_ref(l, W)"}


def _report(code: str, folder: Path) -> bool:
    return prints_same(_REF + code, {"FOLDER": str(folder)})


def _runs_setup(make: str = "lines()"):
    """one TREC run per engine or method (its tag the name), written with the references"""
    return reference_setup(_REF, f"RUNS = {make}\n"
                           "for t, run in RUNS.items():\n"
                           "    open(P(t + '.run'), 'w', encoding='utf-8').write(run_text(run, t))\n")


def _distance_runs_setup(seed: int):
    """Delta's and JGAAP's runs as the tools print them: the distance itself the score (lower is closer), the rank
    column the order"""
    return reference_setup(_REF, f"for t, run in attribution(methods=('delta', 'jgaap'), seed={seed}).items():\n"
                           "    out = []\n"
                           "    for q, p in run.items():\n"
                           "        out += ['%s Q0 %s %d %r %s' % (q, d, i, -p[d], t) for i, d in "
                           "enumerate(desc_order(p), 1)]\n"
                           "    open(P(t + '.run'), 'w', encoding='utf-8').write('\\n'.join(out) + '\\n')\n")


def _cli_check(method: str, make: str = "lines()", weights: str = "", depth: int | None = None,
               output: str = "consensus.run"):
    code = (f"RUNS = {make}\nW = {weights or 'None'}\n"
            f"refs = {{q: {_REFS[method]} for q, l in per_query(RUNS).items()}}\n"
            f"report(agree_all(read_run(open(FOLDER + '/{output}', encoding='utf-8').read()), refs, {depth}))\n")
    return lambda out, folder: _report(code, folder)


_ENGINE_RUNS = [f"{e}.run" for e in ("tesseract", "kraken", "transkribus", "escriptorium")]
_METHOD_RUNS = [f"{m}.run" for m in ("delta", "jgaap", "impostors")]
_OUT = ("consensus.run",)
_ONE_RUN = "Cotton_Vitellius_A_XV_f129r_l01 Q0 Hwæt 1 91.0 tesseract\nCotton_Vitellius_A_XV_f129r_l01 Q0 Hwaet 2 88.5 tesseract\n"

# the engines' and tools' own files, as each writes them (their first lines)
_ALTO = ('<?xml version="1.0" encoding="UTF-8"?>\n'
         '<alto xmlns="http://www.loc.gov/standards/alto/ns-v4#" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" '
         'xsi:schemaLocation="http://www.loc.gov/standards/alto/ns-v4# http://www.loc.gov/standards/alto/v4/alto-4-2.xsd">\n'
         '  <Description>\n    <MeasurementUnit>pixel</MeasurementUnit>\n'
         '    <sourceImageInformation><fileName>f132r.jpg</fileName></sourceImageInformation>\n  </Description>\n'
         '  <Layout>\n    <Page WIDTH="2480" HEIGHT="3508" PHYSICAL_IMG_NR="1" ID="eSc_dummypage_">\n'
         '      <PrintSpace HPOS="0" VPOS="0" WIDTH="2480" HEIGHT="3508">\n        <TextBlock ID="eSc_textblock_1">\n'
         '          <TextLine ID="eSc_line_7" BASELINE="210 350 2010 352" HPOS="210" VPOS="300" WIDTH="1800" HEIGHT="60">\n'
         '            <String CONTENT="Hwæt" WC="0.9112" HPOS="210" VPOS="300" WIDTH="200" HEIGHT="60"/>\n')
_PAGE = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
         '<PcGts xmlns="http://schema.primaresearch.org/PAGE/gts/pagecontent/2013-07-15" '
         'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n'
         '    <Metadata>\n        <Creator>Transkribus</Creator>\n'
         '        <Created>2026-11-30T10:12:44.000+01:00</Created>\n    </Metadata>\n'
         '    <Page imageFilename="f132r.jpg" imageWidth="2480" imageHeight="3508">\n'
         '        <TextRegion id="r1" custom="readingOrder {index:0;}">\n'
         '            <TextLine id="r1l7" custom="readingOrder {index:6;}">\n'
         '                <Coords points="210,300 2010,300 2010,360 210,360"/>\n'
         '                <TextEquiv conf="0.91"><Unicode>Hwæt we gardena in geardagum</Unicode></TextEquiv>\n')
_TEI = ('<?xml version="1.0" encoding="UTF-8"?>\n'
        '<?xml-model href="http://www.tei-c.org/release/xml/tei/custom/schema/relaxng/tei_all.rng" '
        'type="application/xml" schematypens="http://relaxng.org/ns/structure/1.0"?>\n'
        '<TEI xmlns="http://www.tei-c.org/ns/1.0">\n  <teiHeader>\n    <fileDesc>\n'
        '      <titleStmt><title>Beowulf: a diplomatic transcription of Cotton Vitellius A XV</title></titleStmt>\n'
        '      <publicationStmt><p>Unpublished</p></publicationStmt>\n'
        '      <sourceDesc><msDesc><msIdentifier><idno>Cotton MS Vitellius A XV</idno></msIdentifier></msDesc>'
        '</sourceDesc>\n    </fileDesc>\n  </teiHeader>\n  <text><body>\n'
        '    <lb n="1" facs="#f132r_l01"/>HǷÆT ǷE GARDE<lb n="2" break="no"/>na in geardagum\n')
_HOCR = ('<?xml version="1.0" encoding="UTF-8"?>\n'
         '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN"\n'
         '    "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
         '<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en" lang="en">\n <head>\n  <title></title>\n'
         '  <meta http-equiv="Content-Type" content="text/html;charset=utf-8"/>\n'
         "  <meta name='ocr-system' content='tesseract 5.3.0' />\n"
         "  <meta name='ocr-capabilities' content='ocr_page ocr_carea ocr_par ocr_line ocrx_word ocrp_wconf'/>\n"
         ' </head>\n <body>\n'
         "  <div class='ocr_page' id='page_1' title='image \"f132r.png\"; bbox 0 0 2480 3508; ppageno 0'>\n"
         "   <span class='ocrx_word' id='word_1_1' title='bbox 210 300 410 360; x_wconf 91'>Hwæt</span>\n")
_TESS_TSV = ("level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext\n"
             "1\t1\t0\t0\t0\t0\t0\t0\t2480\t3508\t-1\t\n"
             "2\t1\t1\t0\t0\t0\t210\t300\t1800\t420\t-1\t\n"
             "3\t1\t1\t1\t0\t0\t210\t300\t1800\t420\t-1\t\n"
             "4\t1\t1\t1\t1\t0\t210\t300\t1800\t60\t-1\t\n"
             "5\t1\t1\t1\t1\t1\t210\t300\t200\t60\t91.034554\tHwæt\n"
             "5\t1\t1\t1\t1\t2\t430\t300\t160\t60\t88.500000\twe\n"
             "5\t1\t1\t1\t1\t3\t610\t300\t380\t60\t72.931145\tgardena\n")
_IIIF = ('{\n  "@context": "http://iiif.io/api/presentation/3/context.json",\n'
         '  "id": "https://iiif.example.ac.uk/iiif/manifest/cotton_vitellius_a_xv.json",\n  "type": "Manifest",\n'
         '  "label": { "en": [ "Cotton MS Vitellius A XV (the Nowell Codex)" ] },\n'
         '  "items": [\n    { "id": "https://iiif.example.ac.uk/iiif/canvas/f132r", "type": "Canvas", '
         '"height": 3508, "width": 2480, "label": { "none": [ "f. 132r" ] } }\n  ]\n}\n')
_METS = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
         '<mets:mets xmlns:mets="http://www.loc.gov/METS/" xmlns:xlink="http://www.w3.org/1999/xlink">\n'
         '  <mets:metsHdr CREATEDATE="2026-11-30T10:12:44.000+01:00"><mets:agent ROLE="CREATOR" TYPE="ORGANIZATION">'
         '<mets:name>Transkribus</mets:name></mets:agent></mets:metsHdr>\n'
         '  <mets:fileSec><mets:fileGrp ID="PAGEXML"><mets:file ID="PAGEXML_1" MIMETYPE="application/xml">'
         '<mets:FLocat LOCTYPE="URL" xlink:href="page/f132r.xml"/></mets:file></mets:fileGrp></mets:fileSec>\n')
_STYLO_DISTANCES = ('"ACanon_Beowulf" "ACanon_Judith" "Cynewulf_Elene" "Cynewulf_Juliana" "Disputed_Andreas"\n'
                    '"ACanon_Beowulf" 0 1.03410 1.12071 1.09824 0.98761\n'
                    '"ACanon_Judith" 1.03410 0 1.07750 1.11302 1.00452\n'
                    '"Cynewulf_Elene" 1.12071 1.07750 0 0.81233 0.84417\n'
                    '"Cynewulf_Juliana" 1.09824 1.11302 0.81233 0 0.87960\n'
                    '"Disputed_Andreas" 0.98761 1.00452 0.84417 0.87960 0\n')
_STYLO_FREQUENCIES = ('"ACanon_Beowulf" "ACanon_Judith" "Cynewulf_Elene" "Cynewulf_Juliana" "Disputed_Andreas"\n'
                      '"ond" 3.41223 2.98107 3.77210 3.50119 3.12894\n'
                      '"þæt" 2.10334 1.87702 2.30115 2.22290 2.01178\n'
                      '"on" 1.90872 2.11056 1.76631 1.80924 1.95003\n'
                      '"he" 1.33761 0.98122 1.20437 1.11089 1.29905\n')
_JGAAP = ("Riddle_60.txt /home/dh/corpora/exeter/unknown/Riddle_60.txt\n"
          "Canonicizers: Unify Case, Normalize Whitespace\n"
          "EventDrivers: Words\n"
          "Analysis: Centroid Driver with metric Cosine Distance\n"
          "1. Cynewulf 0.287310\n2. Aldhelm 0.411570\n3. Ælfric 0.502260\n\n")
_BOX = "H 210 3208 250 3268 0\nw 252 3208 290 3248 0\næ 292 3208 330 3248 0\nt 332 3208 350 3258 0\n"
_GT_LINE = "Hwæt we gardena in geardagum\n"


def twentyfifth_bar_humanities_cases() -> list[Case]:
    G = TWENTYFIFTH_HUMANITIES
    ok, bad = snippet_cases(G, _REF + TREC_MEASURES, ok_timeout=180, bad_timeout=90)
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    cases: list[Case] = []

    # --- the day's answers through the Python API, checked against references computed by hand ---------------------
    cases.append(ok(
        "u25d_ocr_combsum_dict", "rankagg.fuse({engine: {line: {reading: conf}}}, method='combsum'): Tesseract's "
        "word confidences (0..100, one decimal) beside Kraken's, Transkribus' and eScriptorium's (0..1), readings in "
        "Old English (þ, ð, ƿ, macrons), polytonic Greek and pointed Hebrew",
        "import rankagg\nR = lines()\nres = rankagg.fuse(R, method='combsum')\n"
        "refs = {q: combsum_minmax_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="README: CombSUM normalises with min-max when the runs carry scores (each engine's scale apart); "
            "references.RANKED_LISTS"))
    cases.append(ok(
        "u25d_ocr_rrf_partial_engines", "rankagg.fuse(..., method='rrf'): Kraken and eScriptorium return only their "
        "top readings (40% and 30% of a line's readings left out); RRF sums over the engines that return a reading",
        "import rankagg\nR = lines(seed=7, drop={'kraken': 0.4, 'escriptorium': 0.3})\n"
        "res = rankagg.fuse(R, method='rrf')\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="Cormack et al. 2009: sum 1 / (60 + r) over the lists holding the item"))
    cases.append(ok(
        "u25d_ocr_fuser_cer_weights", "rankagg.Fuser('rrf', weights=...) line by line: each engine weighed by its "
        "character error rate on the ground-truth pages (Transkribus 1.5, Kraken 1.2, eScriptorium 1.0, Tesseract 0.4)",
        "import rankagg\nW = {'tesseract': 0.4, 'kraken': 1.2, 'transkribus': 1.5, 'escriptorium': 1.0}\n"
        "R = lines(seed=9)\nf = rankagg.Fuser('rrf', weights=W)\nmsg = ''\n"
        "for q, l in per_query(R).items():\n"
        "    msg = msg or agree(f(l), rrf_ref(l, 60.0, W), written=False)\n"
        "report(msg)\n",
        why="Cormack et al. 2009: sum w / (60 + r); README's Fuser"))
    cases.append(ok(
        "u25d_ocr_combmnz_frame", "rankagg.fuse(DataFrame line, reading, engine, conf renamed qid, docid, run, score, "
        "method='combmnz'): the engines' word tables joined in pandas, Transkribus leaving half the readings out",
        "import rankagg, pandas as pd\nR = lines(seed=11, drop={'transkribus': 0.5})\n"
        "df = pd.DataFrame(frame_rows(R), columns=['qid', 'docid', 'run', 'score'])\n"
        "res = rankagg.fuse(df, method='combmnz')\n"
        "rows = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) "
        "for q, g in res.groupby('qid')}\n"
        "refs = {q: combmnz_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all(rows, refs, written=False))\n",
        why="README: a long DataFrame in, a frame back; rankagg methods combmnz (Fox & Shaw 1994) over min-max scores"))
    cases.append(ok(
        "u25d_ocr_evaluate_ground_truth", "rankagg.evaluate(consensus, qrels, ['P@1', 'RR', 'AP']): the CombSUM "
        "consensus of the four engines against the transcriber's reading of each line",
        "import rankagg\nR = lines(seed=13, signal=0.25)\nres = rankagg.fuse(R, method='combsum')\nqrels = ground_truth()\n"
        "got = rankagg.evaluate(res, qrels, ['P@1', 'RR', 'AP'])\n"
        "refs = {q: combsum_minmax_ref(l) for q, l in per_query(R).items()}\n"
        "orders = {q: fused_order(r) for q, r in refs.items()}\n"
        "p1 = sum(prec(o, qrels[q], 1) for q, o in orders.items()) / len(orders)\n"
        "want, _ = measures(orders, qrels)\n"
        "report('' if abs(got['P@1'] - p1) < 1e-9 and abs(got['AP'] - want['AP']) < 1e-9 and "
        "abs(got['RR'] - want['RR']) < 1e-9 and 0 < p1 < 1 else '%r vs P@1 %r %r' % (got, p1, want))\n",
        why="trec_eval's P@1, AP and RR (references.TREC_MEASURES); one true reading a line: AP equals RR"))
    cases.append(ok(
        "u25d_authors_borda_methods", "rankagg.fuse({method: {text: {author: score}}}, method='borda'): stylo's "
        "Delta and JGAAP's cosine distances negated, the impostors method's share of wins (two decimals: ties), eight "
        "candidate authors (Ælfric, Byrhtferð) per disputed text",
        "import rankagg\nR = attribution()\nres = rankagg.fuse(R, method='borda')\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="rankagg methods borda: n - r + 1 points; ties in a list ordered as trec_eval (docs/conventions.md)"))
    cases.append(ok(
        "u25d_authors_rrf_rank_frame", "rankagg.fuse(frame qid, docid, run, rank): each method's ranking of the "
        "authors (stylo's and JGAAP's reports give places, not scores), impostors leaving out unlikely authors",
        "import rankagg, pandas as pd\nR = attribution(seed=15, drop={'impostors': 0.5})\n"
        "rows = [(q, d, t, r) for t, run in R.items() for q, p in run.items() for r, d in enumerate(desc_order(p), 1)]\n"
        "df = pd.DataFrame(rows, columns=['qid', 'docid', 'run', 'rank'])\n"
        "ranks = {t: {q: {d: r for qq, d, tt, r in rows if tt == t and qq == q} for q in run} for t, run in R.items()}\n"
        "res = rankagg.fuse(df, method='rrf')\n"
        "got = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) for q, g in res.groupby('qid')}\n"
        "refs = {q: rrf_ranks(l) for q, l in per_query(ranks).items()}\n"
        "report(agree_all(got, refs, written=False))\n",
        why="docs/conventions.md: a frame's rank column is read when it has no score column; Cormack et al. 2009"))
    cases.append(ok(
        "u25d_authors_evaluate_known", "rankagg.evaluate(rrf consensus, known authors, ['P@1', 'RR']): the "
        "attribution checked on texts whose author is known (the method's leave-one-out)",
        "import rankagg\nR = attribution(seed=17, signal=0.3)\nres = rankagg.fuse(R, method='rrf')\nqrels = authors_known()\n"
        "got = rankagg.evaluate(res, qrels, ['P@1', 'RR'])\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "orders = {q: fused_order(r) for q, r in refs.items()}\n"
        "p1 = sum(prec(o, qrels[q], 1) for q, o in orders.items()) / len(orders)\n"
        "want, _ = measures(orders, qrels)\n"
        "report('' if abs(got['P@1'] - p1) < 1e-9 and abs(got['RR'] - want['RR']) < 1e-9 else "
        "'%r vs %r %r' % (got, p1, want))\n",
        why="trec_eval's P@1 and RR (references.TREC_MEASURES)"))
    cases.append(ok(
        "u25d_hebrew_ties_by_hand", "rankagg.fuse({'tesseract': ..., 'kraken': ...}, method='borda') of one Hebrew "
        "word's four readings, Tesseract's confidence 96.0 on two of them: the tie ordered by the reading's UTF-8 "
        "bytes descending, Borda points by hand",
        "import rankagg\nT = {'בְּרֵאשִׁית': 96.0, 'בראשית': 96.0, 'כְּרֵאשִׁית': 41.5, 'בְּרֵאשִׁיח': 12.0}\n"
        "K = {'בְּרֵאשִׁית': 0.93, 'בראשית': 0.02, 'כְּרֵאשִׁית': 0.04, 'בְּרֵאשִׁיח': 0.01}\n"
        "res = rankagg.fuse({'tesseract': {'Gen_1_1_w1': T}, 'kraken': {'Gen_1_1_w1': K}}, method='borda')['Gen_1_1_w1']\n"
        "a, b = sorted(['בְּרֵאשִׁית', 'בראשית'], key=str.encode, reverse=True)\n"
        "pts = {a: 4, b: 3, 'כְּרֵאשִׁית': 2, 'בְּרֵאשִׁיח': 1}\n"
        "kp = {'בְּרֵאשִׁית': 4, 'כְּרֵאשִׁית': 3, 'בראשית': 2, 'בְּרֵאשִׁיח': 1}\n"
        "want = {d: float(pts[d] + kp[d]) for d in pts}\n"
        "report('' if dict(res) == want and list(res)[-1] == 'בְּרֵאשִׁיח' else repr((dict(res), want)))\n",
        why="docs/conventions.md: equal scores broken by the docid descending in byte order (strcmp's, the code "
            "points' on UTF-8); Borda n - r + 1 points"))
    cases.append(ok(
        "u25d_nfc_nfd_readings_apart", "rankagg.fuse(..., method='rrf'): Kraken writes its readings decomposed (NFD: "
        "ω + combining perispomeni), Tesseract composed (NFC): the two spellings are two ids, as trec_eval compares "
        "ids byte for byte",
        "import rankagg\nnfc = unicodedata.normalize('NFC', 'μῆνιν')\nnfd = unicodedata.normalize('NFD', 'μῆνιν')\n"
        "assert nfc != nfd\n"
        "R = {'tesseract': {'Il_1_1_w1': {nfc: 88.0, 'μηνιν': 51.0}}, 'kraken': {'Il_1_1_w1': {nfd: 0.9, 'μηνιν': 0.4}}}\n"
        "res = rankagg.fuse(R, method='rrf')\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False) or "
        "('' if len(res['Il_1_1_w1']) == 3 else 'ids merged'))\n",
        why="docs/reliability.md Rules: an id is a token compared as bytes (trec_eval's strcmp); rankagg does not "
            "normalise Unicode, a reading's two spellings stay two ids"))
    cases.append(ok(
        "u25d_arrow_table_engines", "rankagg.fuse(pyarrow.Table qid, docid, run, score): the engines' readings "
        "collected in an Arrow table by the OCR-D pipeline, CombSUM",
        "import rankagg, pyarrow as pa\nR = lines(seed=19, drop={'tesseract': 0.2})\nrows = frame_rows(R)\n"
        "t = pa.table({'qid': [r[0] for r in rows], 'docid': [r[1] for r in rows], 'run': [r[2] for r in rows], "
        "'score': [float(r[3]) for r in rows]})\n"
        "res = rankagg.fuse(t, method='combsum')\n"
        "refs = {q: combsum_minmax_ref(l) for q, l in per_query(R).items()}\n"
        "got = {}\n"
        "for q, d, s in zip(*[res.column(c).to_pylist() for c in ('qid', 'docid', 'score')]):\n"
        "    got.setdefault(q, []).append((d, s))\n"
        "report(agree_all({q: sorted(v, key=lambda x: fused_order(refs[q]).index(x[0])) for q, v in got.items()}, "
        "refs, written=False))\n",
        why="README: Arrow tables are read as long frames; min-max CombSUM (references.RANKED_LISTS)"))
    cases.append(ok(
        "u25d_volume_book_lines", "rankagg.fuse: a whole codex, 6,000 lines x 6 readings x 4 engines, method='rrf', "
        "the best reading per line (depth=1)",
        "import rankagg, numpy as np\nrng = np.random.default_rng(2026)\n"
        "qs = ['f%03dr_l%02d' % (k // 30, k % 30) for k in range(6000)]\nruns = {e: {} for e in ENGINES}\n"
        "for k, q in enumerate(qs):\n"
        "    forms = FORMS[k % len(FORMS)]\n"
        "    base = rng.random(len(forms))\n"
        "    for e in ENGINES:\n"
        "        runs[e][q] = dict(zip(forms, np.round(0.5 * base + 0.5 * rng.random(len(forms)), 4).tolist()))\n"
        "res = rankagg.fuse(runs, method='rrf', depth=1)\nmsg = ''\n"
        "for q in qs:\n"
        "    m = agree(list(res[q].items()), rrf_ref({e: runs[e][q] for e in ENGINES}), 1, written=False)\n"
        "    msg = msg or (m and '%s: %s' % (q, m))\n"
        "report(msg)\n",
        why="Cormack et al. 2009 RRF by brute force; sums equal up to rounding tie, broken by the house rule "
            "(docs/conventions.md, references.HOUSE_AGREEMENT); README: depth= keeps each query's first N",
        timeout=240))
    cases.append(ok(
        "u25d_nbsp_reading_one_id", "rankagg.fuse(..., method='rrf'): a reading of two words joined by a no-break "
        "space ('Hwæt\\u00a0we', as Transkribus exports a word group) is one id",
        "import rankagg\nR = {'transkribus': {'l07': {'Hwæt\\u00a0we': 0.8, 'Hwaet\\u00a0we': 0.3}}, "
        "'kraken': {'l07': {'Hwaet\\u00a0we': 0.6, 'Hwæt\\u00a0we': 0.5}}}\n"
        "res = rankagg.fuse(R, method='rrf')\n"
        "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
        "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n",
        why="docs/reliability.md Rules: fields are separated by ASCII blanks only; a no-break space is part of a field"))

    # --- the command line ------------------------------------------------------------------------------------------
    cases.append(cli_ok(
        "u25d_cli_combsum_engines", "rankagg fuse tesseract.run kraken.run transkribus.run escriptorium.run "
        "--method combsum -o consensus.run: one run per engine, the lines as queries",
        ["fuse", *_ENGINE_RUNS, "--method", "combsum", "-o", "consensus.run"], None,
        _cli_check("combsum", "lines(seed=23)"), setup=_runs_setup("lines(seed=23)"),
        why="README: CombSUM with min-max when runs carry scores; TREC lines ranked by score (docs/conventions.md)"))
    cases.append(cli_ok(
        "u25d_cli_rrf_cer_weights_file", "rankagg fuse ... --method rrf --weights cer_weights.txt ('NAME W' lines "
        "from each engine's character error rate)",
        ["fuse", *_ENGINE_RUNS, "--method", "rrf", "--weights", "cer_weights.txt", "-o", "consensus.run"],
        {"cer_weights.txt": "# 1 - CER on the 40 ground-truth pages\ntesseract 0.4\nkraken 1.2\ntranskribus 1.5\n"
                            "escriptorium 1\n"},
        _cli_check("rrf", "lines(seed=25)", "{'tesseract': 0.4, 'kraken': 1.2, 'transkribus': 1.5, 'escriptorium': 1}"),
        setup=_runs_setup("lines(seed=25)"), why="rankagg fuse --help: --weights FILE of 'NAME W' lines; weighted RRF"))
    cases.append(cli_ok(
        "u25d_cli_combmnz_depth_one", "rankagg fuse ... --method combmnz --depth 1: the one reading per line the "
        "edition takes, engines leaving readings out",
        ["fuse", *_ENGINE_RUNS, "--method", "combmnz", "--depth", "1", "-o", "consensus.run"], None,
        _cli_check("combmnz", "lines(seed=27, drop={'kraken': 0.5, 'tesseract': 0.3})", depth=1),
        setup=_runs_setup("lines(seed=27, drop={'kraken': 0.5, 'tesseract': 0.3})"),
        why="rankagg methods combmnz: min-max CombSUM times the lists holding the reading; --depth 1"))
    cases.append(cli_ok(
        "u25d_cli_borda_authors", "rankagg fuse delta.run jgaap.run impostors.run --method borda: the three "
        "stylometry methods' rankings of the candidate authors (distances negated)",
        ["fuse", *_METHOD_RUNS, "--method", "borda", "-o", "consensus.run"], None,
        _cli_check("borda", "attribution(seed=29)"), setup=_runs_setup("attribution(seed=29)"),
        why="rankagg methods borda: n - r + 1 points, a missing author the mean of the rest"))
    cases.append(cli_ok(
        "u25d_cli_rrf_authors_partial", "rankagg fuse delta.run jgaap.run impostors.run --method rrf: the impostors "
        "method run only for the likelier authors (60% left out)",
        ["fuse", *_METHOD_RUNS, "--method", "rrf", "-o", "consensus.run"], None,
        _cli_check("rrf", "attribution(seed=31, drop={'impostors': 0.6})"),
        setup=_runs_setup("attribution(seed=31, drop={'impostors': 0.6})"),
        why="Cormack et al. 2009 over the lists holding the author"))
    cases.append(cli_ok(
        "u25d_cli_evaluate_ground_truth", "rankagg evaluate consensus.run --qrels ground_truth.qrels -m P.1 -m "
        "recip_rank -m map: the consensus against the transcriber's readings",
        ["evaluate", "consensus.run", "--qrels", "ground_truth.qrels", "-m", "P.1", "-m", "recip_rank", "-m", "map"],
        None,
        lambda out, folder: _report(
            TREC_MEASURES + "rows = read_run(open(FOLDER + '/consensus.run', encoding='utf-8').read())\n"
            "qrels = ground_truth()\n"
            "orders = {q: [d for d, _ in sorted(r, key=lambda x: (x[1], x[0].encode()), reverse=True)] "
            "for q, r in rows.items()}\nwant, _ = measures(orders, qrels)\n"
            "p1 = sum(prec(o, qrels[q], 1) for q, o in orders.items()) / len(orders)\n"
            "nums = {}\nfor line in OUT.splitlines():\n    f = line.split()\n"
            "    if len(f) >= 3 and f[-2] == 'all':\n        nums[f[0]] = float(f[-1])\n"
            "    elif len(f) == 2:\n        nums[f[0]] = float(f[1])\n"
            "ap = nums.get('AP', nums.get('map'))\ngot1 = nums.get('P@1', nums.get('P_1'))\n"
            "rr = nums.get('RR', nums.get('recip_rank'))\n"
            "report('' if None not in (ap, got1, rr) and abs(ap - want['AP']) < 1e-4 and abs(rr - want['RR']) < 1e-4 "
            "and abs(got1 - p1) < 1e-4 and 0 < p1 < 1 else 'got %r want %r %r' % (nums, want, p1))\n".replace(
                "OUT", repr(out)), folder),
        setup=reference_setup(_REF, "R = lines(seed=33, signal=0.2)\n"
                              "refs = {q: combsum_minmax_ref(l) for q, l in per_query(R).items()}\n"
                              "out = []\nfor q, r in refs.items():\n"
                              "    out += ['%s Q0 %s %d %r cons' % (q, d, i, r[0][d]) for i, d in "
                              "enumerate(trec_order(r[0]), 1)]\n"
                              "open(P('consensus.run'), 'w', encoding='utf-8').write('\\n'.join(out) + '\\n')\n"
                              "open(P('ground_truth.qrels'), 'w', encoding='utf-8').write(''.join('%s 0 %s %d\\n' % "
                              "(q, w, g) for q, j in ground_truth().items() for w, g in j.items()))\n"),
        why="trec_eval's P_1, recip_rank and map (references.TREC_MEASURES), ties by docid descending"))
    cases.append(cli_ok(
        "u25d_cli_evaluate_per_line_ties", "rankagg evaluate lines.run --qrels gt.qrels -q -m P.1 -m recip_rank: "
        "Tesseract's whole-number confidences tie two readings; each line's P_1 and reciprocal rank",
        ["evaluate", "lines.run", "--qrels", "gt.qrels", "-q", "-m", "P.1", "-m", "recip_rank"],
        {"lines.run": "l01 Q0 Hwæt 1 96 tesseract\nl01 Q0 Hwaet 2 96 tesseract\nl01 Q0 hƿæt 3 40 tesseract\n"
                      "l02 Q0 þa 1 88 tesseract\nl02 Q0 ða 2 88 tesseract\nl02 Q0 pa 3 12 tesseract\n"
                      "l03 Q0 gārdena 1 71 tesseract\nl03 Q0 gardena 2 70 tesseract\n",
         "gt.qrels": "l01 0 Hwæt 1\nl01 0 Hwaet 0\nl02 0 ða 1\nl03 0 gardena 1\n"},
        lambda out, folder: (lambda nums: nums.get(("l01", "p1")) == 1.0 and nums.get(("l02", "p1")) == 0.0
                             and nums.get(("l03", "p1")) == 0.0 and abs(nums.get(("l02", "rr"), -1) - 0.5) < 1e-4
                             and abs(nums.get(("l01", "rr"), -1) - 1.0) < 1e-4
                             and abs(nums.get(("l03", "rr"), -1) - 0.5) < 1e-4)(
            {(f[-2], "p1" if f[0].lower() in ("p_1", "p@1") else "rr"): float(f[-1]) for f in map(str.split,
             out.splitlines()) if len(f) >= 3 and f[-2] in ("l01", "l02", "l03")}),
        why="trec_eval -q: ties by docid descending in byte order ('Hwæt' (0xC3 after 'Hw') before 'Hwaet': P_1 1; "
            "'þa' (0xC3 0xBE) before 'ða' (0xC3 0xB0): RR 1/2)"))
    cases.append(cli_ok(
        "u25d_cli_unicode_scripts_ids", "rankagg fuse tesseract.run kraken.run --method rrf: readings in polytonic "
        "Greek, pointed Hebrew (right to left), Old English with wynn and eth, look-alikes (µ the micro sign, а "
        "Cyrillic) written as TREC lines", ["fuse", "tesseract.run", "kraken.run", "--method", "rrf", "-o",
                                            "consensus.run"], None,
        _cli_check("rrf", "lines(engines=['tesseract', 'kraken'], seed=35)"),
        setup=_runs_setup("lines(engines=['tesseract', 'kraken'], seed=35)"),
        why="docs/reliability.md Rules: an id is any token without ASCII blanks (UTF-8 bytes); Cormack et al. 2009"))
    cases.append(cli_ok(
        "u25d_cli_distances_trust_rank", "rankagg fuse delta.run jgaap.run --method rrf --trust-rank: the distances "
        "kept as stylo and JGAAP print them (lower is closer), the rank column the order",
        ["fuse", "delta.run", "jgaap.run", "--method", "rrf", "--trust-rank", "-o", "consensus.run"], None,
        lambda out, folder: _report(
            "R = attribution(methods=('delta', 'jgaap'), seed=37)\n"
            "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
            "report(agree_all(read_run(open(FOLDER + '/consensus.run', encoding='utf-8').read()), refs))\n", folder),
        setup=_distance_runs_setup(37),
        why="docs/conventions.md: --trust-rank orders by the rank column (RRF reads no score); Cormack et al. 2009"))
    cases.append(cli_ok(
        "u25d_cli_distances_as_scores_warns", "rankagg fuse delta.run jgaap.run --method rrf (no --trust-rank): the "
        "raw distances rise down every list: read by score with a warning naming the file",
        ["fuse", "delta.run", "jgaap.run", "--method", "rrf", "-o", "consensus.run"], None,
        lambda out, folder: _report(
            "R = {t: {q: {d: -s for d, s in p.items()} for q, p in run.items()} for t, run in "
            "attribution(methods=('delta', 'jgaap'), seed=39).items()}\n"
            "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n"
            "report(agree_all(read_run(open(FOLDER + '/consensus.run', encoding='utf-8').read()), refs))\n", folder),
        setup=_distance_runs_setup(39),
        warns="delta.run",
        why="docs/conventions.md: a run file whose scores rise down every one of its lists is read by score, with a "
            "warning naming the file (lower is better there)"))

    # --- the engines' and tools' own files given where runs are read: named by the tool, at their first line -------
    tool_files = [
        ("u25d_alto_as_run", "eScriptorium's ALTO v4 export of a page (TextLine, String CONTENT and WC)",
         "f132r.xml", _ALTO, "ALTO"),
        ("u25d_page_xml_as_run", "Transkribus' PAGE XML of a page (PcGts, TextLine, TextEquiv conf)",
         "f132r_page.xml", _PAGE, "PAGE"),
        ("u25d_tei_as_run", "the edition's TEI P5 transcription (an xml-model line, then TEI)", "beowulf.xml", _TEI,
         "TEI"),
        ("u25d_hocr_as_run", "Tesseract's hOCR output (XHTML, ocr_page, ocrx_word with x_wconf)", "f132r.hocr", _HOCR,
         "hOCR"),
        ("u25d_tesseract_tsv_as_run", "Tesseract's TSV output (level page_num ... conf text)", "f132r.tsv", _TESS_TSV,
         "Tesseract"),
        ("u25d_iiif_manifest_as_run", "the codex's IIIF Presentation 3 manifest", "manifest.json", _IIIF, "IIIF"),
        ("u25d_mets_as_run", "Transkribus' METS export (mets.xml naming the PAGE files)", "mets.xml", _METS, "METS"),
        ("u25d_stylo_distances_as_run", "stylo's distance_table.txt (R's write.table of the Delta matrix)",
         "distance_table.txt", _STYLO_DISTANCES, "stylo"),
        ("u25d_stylo_frequencies_as_run", "stylo's table_with_frequencies.txt (words by texts)",
         "table_with_frequencies.txt", _STYLO_FREQUENCIES, "stylo"),
        ("u25d_jgaap_results_as_run", "JGAAP's results for an unknown text (Canonicizers, EventDrivers, Analysis, "
         "then '1. author score' lines)", "Riddle_60_results.txt", _JGAAP, "JGAAP"),
        ("u25d_tesseract_box_as_run", "a Tesseract box file (a character and its box: six fields that parse as a "
         "TREC line)", "f132r.box", _BOX, "box"),
    ]
    for cid, what, name, text, tool in tool_files:
        cases.append(cli_bad(
            cid, f"rankagg fuse {name} tesseract.run -o consensus.run: {what} given as a run",
            ["fuse", name, "tesseract.run", "-o", "consensus.run"], {name: text, "tesseract.run": _ONE_RUN},
            named_at(name, text), tool,
            why="trec_eval refuses a line of other than six fields or a score that is no number (a box file's six "
                "fields would rank a glyph's box coordinates); the file is the tool's, named by the tool (a field "
                "count says nothing the team can act on)"))
    cases.append(cli_bad(
        "u25d_alto_gz_as_run", "rankagg fuse f132r.xml.gz tesseract.run: eScriptorium's ALTO export gzipped for the "
        "archive, given as a run", ["fuse", "f132r.xml.gz", "tesseract.run", "-o", "consensus.run"],
        {"f132r.xml.gz": gzip.compress(_ALTO.encode(), mtime=0), "tesseract.run": _ONE_RUN}, "f132r.xml.gz:2", "ALTO",
        why="trec_eval refuses a line of three fields; an ALTO file is named by what it is, gzipped too"))

    # --- the qrels the team gives ----------------------------------------------------------------------------------
    for cid, what, name, text, tool in [
            ("u25d_page_gt_as_qrels", "the ground truth kept as Transkribus' PAGE XML", "f132r_gt.xml", _PAGE, "PAGE"),
            ("u25d_tei_as_qrels", "the edition's TEI transcription given as the judgements", "beowulf_tei.xml", _TEI,
             "TEI"),
            ("u25d_tesseract_tsv_as_qrels", "Tesseract's TSV of the ground-truth page", "gt.tsv", _TESS_TSV,
             "Tesseract"),
            ("u25d_iiif_as_qrels", "the IIIF manifest given as the judgements", "manifest.json", _IIIF, "IIIF"),
            ("u25d_stylo_distances_as_qrels", "stylo's distance table given as the known authors",
             "distance_table.txt", _STYLO_DISTANCES, "stylo"),
            ("u25d_gt_txt_as_qrels", "a line's ground truth as tesstrain and ketos keep it (one line of text)",
             "f132r_l07.gt.txt", _GT_LINE, "ground truth")]:
        cases.append(cli_bad(
            cid, f"rankagg evaluate consensus.run --qrels {name}: {what}",
            ["evaluate", "consensus.run", "--qrels", name], {"consensus.run": _ONE_RUN, name: text},
            named_at(name, text), tool, outputs=(),
            why="trec_eval refuses a qrels line of other than four fields; the file is the tool's, named by the tool"))

    # --- other mistakes of the day ---------------------------------------------------------------------------------
    cases.append(bad(
        "u25d_api_line_readings_with_blanks", "rankagg.fuse({engine: {line: {whole line's reading: conf}}}): the "
        "candidates are whole-line transcriptions, 'Hwæt we gardena' with its blanks",
        "import rankagg\nrankagg.fuse({'tesseract': {'l07': {'Hwæt we gardena': 91.0, 'Hwaet we gardena': 80.0}}, "
        "'kraken': {'l07': {'Hwæt we gardena': 0.9}}}, method='rrf')\n", "Hwæt we gardena", "blank",
        why="docs/reliability.md Rules: an id is a token of a TREC line, no blank; written, the reading would split "
            "into fields trec_eval reads as others"))
    cases.append(bad(
        "u25d_api_text_title_with_blank", "rankagg.fuse(DataFrame qid, docid, run, score) whose query ids are the "
        "texts' titles, 'Dream of the Rood'",
        "import rankagg, pandas as pd\n"
        "df = pd.DataFrame([('Dream of the Rood', 'Cynewulf', 'delta', -0.84), ('Dream of the Rood', 'Aldhelm', "
        "'delta', -1.02), ('Dream of the Rood', 'Cynewulf', 'impostors', 0.71)], columns=['qid', 'docid', 'run', "
        "'score'])\nrankagg.fuse(df, method='rrf')\n", "Dream of the Rood", "blank",
        why="docs/reliability.md Rules: a query id holds no blank (trec_eval would read three fields)"))
    cases.append(bad(
        "u25d_api_iiif_manifest_as_run", "rankagg.fuse({'kraken': json.load(manifest)}): the IIIF manifest loaded "
        "in Python and given as a run", "import rankagg\nm = json.loads(" + repr(_IIIF) + ")\n"
        "rankagg.fuse({'kraken': m, 'tesseract': {'l07': {'Hwæt': 91.0}}}, method='rrf')\n", "kraken", "IIIF",
        why="a manifest is no {query: {document: score}}: its '@context' would be a query holding a str"))
    cases.append(cli_bad(
        "u25d_cli_weights_engine_name", "rankagg fuse ... --weights cer_weights.txt naming 'Transkribus' (the "
        "platform's name) where the run's tag is 'transkribus'",
        ["fuse", "tesseract.run", "transkribus.run", "--method", "rrf", "--weights", "cer_weights.txt", "-o",
         "consensus.run"],
        {"tesseract.run": _ONE_RUN, "transkribus.run": _ONE_RUN.replace("tesseract", "transkribus"),
         "cer_weights.txt": "tesseract 0.4\nTranskribus 1.5\n"}, "cer_weights.txt:2", "Transkribus",
        why="docs/reliability.md Rules: a weight naming no run is refused naming the weights file and its line"))
    cases.append(cli_bad(
        "u25d_cli_title_with_blanks_run", "rankagg fuse delta.run impostors.run: the texts' titles written with "
        "blanks ('Dream of the Rood Q0 Cynewulf 1 -0.84 delta')", ["fuse", "delta.run", "impostors.run", "-o",
                                                                    "consensus.run"],
        {"delta.run": "Dream of the Rood Q0 Cynewulf 1 -0.84 delta\nDream of the Rood Q0 Aldhelm 2 -1.02 delta\n",
         "impostors.run": "Dream_of_the_Rood Q0 Cynewulf 1 0.71 impostors\n"}, "delta.run:1", "9",
        why="trec_eval refuses a line of nine fields: the title's blanks split it"))
    cases.append(cli_bad(
        "u25d_cli_evaluate_cer_measure", "rankagg evaluate consensus.run --qrels gt.qrels -m CER: the team's own "
        "measure, the character error rate, which no ranking measure is", ["evaluate", "consensus.run", "--qrels",
                                                                          "gt.qrels", "-m", "CER"],
        {"consensus.run": _ONE_RUN, "gt.qrels": "Cotton_Vitellius_A_XV_f129r_l01 0 Hwæt 1\n"}, "CER", outputs=(),
        why="docs/names.md: an unknown measure name is refused with a did-you-mean"))
    cases.append(cli_bad(
        "u25d_cli_method_delta", "rankagg fuse delta.run jgaap.run --method delta: the stylometry method's name given "
        "as the fusion method", ["fuse", "delta.run", "jgaap.run", "--method", "delta", "-o", "consensus.run"],
        {"delta.run": _ONE_RUN, "jgaap.run": _ONE_RUN.replace("tesseract", "jgaap")}, "delta",
        why="rankagg methods lists every method; an unknown one is refused naming it"))

    # --- the consensus written under a name of the field's formats -------------------------------------------------
    for cid, out_name, what in [
            ("u25d_out_alto", "consensus.alto", "an ALTO file"),
            ("u25d_out_gt_txt", "f132r_l07.gt.txt", "a ground-truth line for tesstrain or ketos"),
            ("u25d_out_lstmf", "f132r_l07.lstmf", "Tesseract's LSTM training file"),
            ("u25d_out_traineddata", "ang.traineddata", "a Tesseract model"),
            ("u25d_out_page_xml_gz", "consensus.page.xml.gz", "a PAGE XML file, gzipped")]:
        cases.append(cli_bad(
            cid, f"rankagg fuse tesseract.run kraken.run --method rrf -o {out_name}: {what}; TREC lines under that "
            "name are read by no tool that opens it",
            ["fuse", "tesseract.run", "kraken.run", "--method", "rrf", "-o", out_name],
            None, out_name, outputs=(out_name,), setup=_runs_setup("lines(engines=['tesseract', 'kraken'], seed=43)"),
            why="issue 45: every output reads back; rankagg/io/output_names.py names each format's suffix"))
    return cases
