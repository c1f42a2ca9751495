"""Issue 45's twenty-ninth bar of scripts/reliability_matrix.py, an app store optimisation team's keyword and app rankings fused across rank trackers (App Store Connect and Google Play Console exports in UTF-16, data.ai and AppTweak CSVs, iTunes Search API JSON) (its cases, ids ``u29f_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The team's day: each keyword in a store country (``photo+editor|US``, ``fitness+tracker|DE``: the keyword as the
trackers' URLs write it, a blank as '+') is a query and each app a document, by its store id (an iOS numeric id
``389801252``, an Android package name ``com.instagram.android``); the runs are rank trackers (AppTweak, Sensor
Tower, MobileAction, data.ai, AppFollow), each giving a visibility score per app and keyword (higher is better), or
its keyword rank (1 is best) beside the keyword's search popularity (5-100, one number for every app of a keyword).
The trackers' lists are fused with Borda, RRF, CombSUM, CombMNZ and Kemeny, weighted by how much the team trusts a
tracker, and the fused order judged against grades from the apps' install estimates.  The mistakes and odd files: the
field's own exports given where runs or qrels are read (Google Play Console's UTF-16 tab-separated reports, App
Store Connect's Sales and Trends report, data.ai, Sensor Tower, AppTweak and MobileAction CSVs, the last with ';' and
decimal commas, the iTunes Search API's JSON, google-play-scraper's JSON, Apple's RSS feed JSON, an Apple Search Ads
keyword report, a Firebase BigQuery export, the apps themselves as .apk/.ipa/.aab and an XLSX export), scores in the
field's forms (a rating count '25,431,877', downloads '1.2M', a rating '4,6'), a keyword with its blank, a weight
for a tracker not given, and the fused order named for the field's formats (``.ipa``, ``.apk``, ``.aab``,
``.plist``, ``.strings``).

The references are computed here, never with rankagg's code: Borda, RRF and min-max CombSUM from
references.RANKED_LISTS, RRF over the rank column from references.LISTS_BY_QUERY, trec_eval's measures from
references.TREC_MEASURES, Kemeny by brute force over the 120 orders of five apps."""

from __future__ import annotations

import gzip
import io
import json
import zipfile

from .case import Case, command_cases, reference_setup, snippet_cases, fusion_checks
from .references import (FRAME_ROWS, HOUSE_AGREEMENT, LISTS_BY_QUERY, PER_QUERY, RANKED_LISTS, RUN_AGREEMENT, RUN_TEXT,
    SEEDED_UNIFORM, TREC_MEASURES)

TWENTYNINTH_APPSTORE = "45 Unseen inputs: a twenty-ninth bar, an app store optimisation team's keyword and app rankings fused across rank trackers (App Store Connect and Google Play Console exports in UTF-16, data.ai and AppTweak CSVs, iTunes Search API JSON)"

_DATA = r'''
import itertools, json, math, subprocess, sys
'''[1:] + SEEDED_UNIFORM + r'''TRACKERS = ['apptweak', 'sensortower', 'mobileaction', 'dataai', 'appfollow']
KEYWORDS = ['photo+editor|US', 'fitness+tracker|DE', 'vpn|GB', 'meditation|FR', 'budget+app|US', 'pdf+scanner|JP',
            'photo+editor|BR', 'habit+tracker|US']
APPS = ['389801252', 'com.instagram.android', '1500855883', 'com.picsart.studio', '587366035', 'com.adobe.lrmobile',
        '1451685025', 'com.vsco.cam', 'com.canva.editor', '897446215']
STRENGTH = {a: 90.0 - 7.5 * i for i, a in enumerate(APPS)}
def visibility(trackers=TRACKERS, n_q=6, seed=3, apps=APPS, drop=None, noise=1.0):
    """{tracker: {keyword: {app: visibility score}}}: two decimals, higher is better; ``drop``: {tracker: share of
    the apps its list lacks (a tracker that follows fewer apps)}"""
    g = lcg(seed)
    out = {}
    for t in trackers:
        out[t] = {}
        for k in range(n_q):
            p = {}
            for a in apps:
                u, v = next(g), next(g)
                if v < (drop or {}).get(t, 0.0):
                    continue
                p[a] = round(max(0.0, STRENGTH[a] + noise * 40.0 * (u - 0.5)), 2)
            if p:
                out[t][KEYWORDS[k]] = p
    return out
def install_grades(n_q=6, apps=APPS):
    """grades from the install estimates: 3 over 10M, 2 over 1M, 1 over 100k, 0 below"""
    g = {a: max(0, 3 - i // 3) for i, a in enumerate(apps)}
    return {KEYWORDS[k]: dict(g) for k in range(n_q)}
def keyword_ranks(trackers=TRACKERS, n_q=4, seed=5):
    """{tracker: {keyword: {app: keyword rank}}}: 1 is best, the apps in a noisy order"""
    g = lcg(seed)
    out = {}
    for t in trackers:
        out[t] = {}
        for k in range(n_q):
            key = sorted(APPS, key=lambda a: -STRENGTH[a] + 30.0 * next(g))
            out[t][KEYWORDS[k]] = {a: r for r, a in enumerate(key, 1)}
    return out
def kemeny_cost(order, lists):
    pos = {d: i for i, d in enumerate(order)}
    cost = 0
    for p in lists:
        o = desc_order(p)
        for i in range(len(o)):
            for j in range(i + 1, len(o)):
                cost += pos[o[i]] > pos[o[j]]
    return cost
''' + PER_QUERY + RUN_TEXT + FRAME_ROWS

_REF = RANKED_LISTS + HOUSE_AGREEMENT + RUN_AGREEMENT + LISTS_BY_QUERY + _DATA

#: report(code, folder), runs_setup(args, code), cli_check(method, ...): the bars' shared helpers
_report, _runs_setup, _cli_check = fusion_checks(_REF, "visibility", "fused.run")

_T4 = ["apptweak", "sensortower", "mobileaction", "dataai"]
_RUNS4 = [f"{t}.run" for t in _T4]
_OUT = ("fused.run",)
_ONE_RUN = ("photo+editor|US Q0 389801252 1 88.4 apptweak\nphoto+editor|US Q0 com.instagram.android 2 81.2 apptweak\n"
            "photo+editor|US Q0 1500855883 3 70.9 apptweak\nphoto+editor|US Q0 com.picsart.studio 4 55.1 apptweak\n")
_QRELS = "photo+editor|US 0 389801252 3\nphoto+editor|US 0 com.instagram.android 2\nphoto+editor|US 0 com.vsco.cam 0\n"


def _gz(data: str | bytes) -> bytes:
    return gzip.compress(data.encode() if isinstance(data, str) else data, mtime=0)


def _zip(members: dict[str, bytes]) -> bytes:
    """a ZIP archive, its dates fixed (deterministic): an .apk, .ipa, .aab or .xlsx is one"""
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        for name, data in members.items():
            z.writestr(zipfile.ZipInfo(name, date_time=(2026, 11, 30, 10, 0, 0)), data)
    return buf.getvalue()


# the team's files, as their tools write them (a few rows)
# Google Play Console's search-term report, as its export writes it: UTF-16 little-endian with a BOM, tab-separated
_PLAY_TEXT = ("Date\tPackage Name\tSearch term\tCountry\tStore listing visitors\tStore listing acquisitions\t"
              "Store listing conversion rate\n"
              "2026-11-30\tcom.example.photoeditor\tphoto editor\tUS\t12,481\t1,902\t15.24%\n"
              "2026-11-30\tcom.example.photoeditor\tcollage maker\tUS\t3,377\t410\t12.14%\n"
              "2026-11-30\tcom.example.photoeditor\tfoto bearbeiten\tDE\t1,045\t188\t17.99%\n")
_PLAY = b"\xff\xfe" + _PLAY_TEXT.encode("utf-16-le")
# App Store Connect's Sales and Trends summary report (S_D_<vendor>_<date>.txt.gz, tab-separated)
_ASC_SALES = ("Provider\tProvider Country\tSKU\tDeveloper\tTitle\tVersion\tProduct Type Identifier\tUnits\t"
              "Developer Proceeds\tBegin Date\tEnd Date\tCustomer Currency\tCountry Code\tCurrency of Proceeds\t"
              "Apple Identifier\tCustomer Price\tPromo Code\tParent Identifier\tSubscription\tPeriod\tCategory\tCMB\t"
              "Device\tSupported Platforms\tProceeds Reason\tPreserved Pricing\tClient\tOrder Type\n"
              "APPLE\tUS\tphotoeditor_ios\tExample Labs\tPhoto Editor Pro\t4.2.1\t1F\t1204\t0\t11/30/2026\t11/30/2026\t"
              "USD\tUS\tUSD\t1500855883\t0\t \t \t \t \tPhoto & Video\t \tiPhone\tiOS\t \t \t \t \n")
# data.ai (App Annie) keyword rankings export
_DATAAI = ("Date,Country,Device,Keyword,App ID,App Name,Publisher Name,Rank,Search Volume\n"
           "2026-11-30,United States,iPhone,photo editor,1500855883,Photo Editor Pro,Example Labs,3,74\n"
           "2026-11-30,United States,iPhone,photo editor,389801252,Instagram,Instagram Inc.,1,74\n")
# Sensor Tower's keyword research export
_SENSORTOWER = ("Keyword,App ID,App Name,Country,Rank,Traffic Score,Difficulty,Total Apps\n"
                "photo editor,1500855883,Photo Editor Pro,US,3,7.4,6.2,248\n"
                "photo editor,389801252,Instagram,US,1,7.4,6.2,248\n")
# AppTweak's keyword table export
_APPTWEAK = ("Keyword,Volume,Difficulty,Chance,KEI,Results,Ranking,Installs\n"
             "photo editor,74,62,38,54,248,3,1204\nfoto editor,41,33,51,47,190,12,86\n")
# MobileAction's export from a European locale: ';' between fields and decimal commas
_MOBILEACTION = ("Keyword;Country;Rank;Search Score;Chance;Difficulty;App ID\n"
                 "fitness tracker;DE;4;61,5;42,3;7,1;com.example.fit\nschrittzähler;DE;9;48,2;55,0;5,4;com.example.fit\n")
# the iTunes Search API's answer (https://itunes.apple.com/search?term=photo+editor&entity=software)
_ITUNES = json.dumps({"resultCount": 2, "results": [
    {"wrapperType": "software", "kind": "software", "trackId": 389801252, "trackName": "Instagram",
     "bundleId": "com.burbn.instagram", "sellerName": "Instagram, Inc.", "averageUserRating": 4.68,
     "userRatingCount": 25431877, "primaryGenreName": "Photo & Video", "price": 0.0, "version": "412.0"},
    {"wrapperType": "software", "kind": "software", "trackId": 1500855883, "trackName": "Photo Editor Pro",
     "bundleId": "com.example.photoeditor", "sellerName": "Example Labs", "averageUserRating": 4.51,
     "userRatingCount": 88213, "primaryGenreName": "Photo & Video", "price": 0.0, "version": "4.2.1"}]},
    indent=1) + "\n"
# google-play-scraper's search() answer (the Python package's dicts, dumped)
_GPLAY = json.dumps([
    {"appId": "com.instagram.android", "title": "Instagram", "score": 4.1, "installs": "1,000,000,000+",
     "developer": "Instagram", "genre": "Social", "free": True, "price": 0},
    {"appId": "com.picsart.studio", "title": "Picsart AI Photo Editor, Video", "score": 4.2,
     "installs": "1,000,000,000+", "developer": "PicsArt, Inc.", "genre": "Photography", "free": True, "price": 0}],
    indent=1) + "\n"
# Apple's RSS feed JSON (rss.applemarketingtools.com, top free apps)
_RSS = json.dumps({"feed": {"title": "Top Free Apps", "id":
    "https://rss.applemarketingtools.com/api/v2/us/apps/top-free/10/apps.json",
    "author": {"name": "Apple", "url": "https://www.apple.com/"}, "copyright": "Copyright © 2026 Apple Inc.",
    "country": "us", "updated": "Mon, 30 Nov 2026 10:00:00 +0000", "results": [
        {"artistName": "Instagram, Inc.", "id": "389801252", "name": "Instagram", "kind": "apps",
         "genres": [], "url": "https://apps.apple.com/us/app/instagram/id389801252"}]}}) + "\n"
# an Apple Search Ads keyword report (the campaign manager's CSV download)
_SEARCH_ADS = ("Keyword,Keyword ID,Match Type,Campaign Name,Ad Group Name,Bid,Spend,Avg CPT,Avg CPA,Impressions,"
               "Taps,TTR,Installs,Conversion Rate\n"
               "photo editor,1234567890,EXACT,US - Brand,Exact,1.50,412.33,1.21,3.44,18304,341,1.86%,120,35.19%\n")
# Firebase's BigQuery export of Analytics events, as newline-delimited JSON
_BIGQUERY = ('{"event_date":"20261130","event_timestamp":"1764496800123456","event_name":"first_open",'
             '"user_pseudo_id":"4f1c2b","app_info":{"id":"com.example.photoeditor","version":"4.2.1",'
             '"install_source":"com.android.vending"},"traffic_source":{"name":"(direct)","medium":"organic",'
             '"source":"google-play"},"geo":{"country":"United States"}}\n'
             '{"event_date":"20261130","event_timestamp":"1764496811000000","event_name":"screen_view",'
             '"user_pseudo_id":"4f1c2b","app_info":{"id":"com.example.photoeditor","version":"4.2.1",'
             '"install_source":"com.android.vending"},"traffic_source":{"name":"(direct)","medium":"organic",'
             '"source":"google-play"},"geo":{"country":"United States"}}\n')
_APK = _zip({"AndroidManifest.xml": b"\x03\x00\x08\x00\x10\x02\x00\x00", "classes.dex": b"dex\n035\x00" + bytes(24),
             "resources.arsc": b"\x02\x00\x0c\x00", "META-INF/MANIFEST.MF": b"Manifest-Version: 1.0\r\n"})
_IPA = _zip({"Payload/PhotoEditor.app/Info.plist": b"bplist00\xd1\x01\x02", "Payload/PhotoEditor.app/PhotoEditor":
             b"\xcf\xfa\xed\xfe\x0c\x00\x00\x01", "iTunesMetadata.plist": b"<?xml version=\"1.0\"?>\n<plist/>\n"})
_AAB = _zip({"BundleConfig.pb": b"\x0a\x05\x0a\x031.8", "base/manifest/AndroidManifest.xml": b"\x0a\x02\x08\x01",
             "base/dex/classes.dex": b"dex\n035\x00" + bytes(24), "base/resources.pb": b"\x0a\x00"})
_XLSX = _zip({"[Content_Types].xml": b'<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.'
              b'openxmlformats.org/package/2006/content-types"/>', "_rels/.rels": b"<Relationships/>",
              "xl/workbook.xml": b"<workbook/>", "xl/worksheets/sheet1.xml": b"<worksheet/>"})


def twentyninth_bar_appstore_cases() -> list[Case]:
    G = TWENTYNINTH_APPSTORE
    ok, bad = snippet_cases(G, _REF + TREC_MEASURES, ok_timeout=180, bad_timeout=90)
    cli_ok, cli_bad = command_cases(G, outputs=_OUT, ok_timeout=180, bad_timeout=90)
    cases: list[Case] = []
    mem = "report(agree_all({q: list(p.items()) for q, p in res.items()}, refs, written=False))\n"

    # --- the day's answers through the Python API, checked against references computed by hand ---------------------
    cases.append(ok(
        "u29f_borda_trackers", "rankagg.fuse({tracker: {keyword|country: {app id: visibility}}}, method='borda'): five "
        "rank trackers, six keywords, iOS numeric ids and Android package names",
        "import rankagg\nR = visibility()\nres = rankagg.fuse(R, method='borda')\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n" + mem,
        why="rankagg methods borda: n - r + 1 points, each tracker's list ranked by trec_eval's rule"))
    cases.append(ok(
        "u29f_rrf_partial_trackers", "rankagg.fuse(..., method='rrf'): trackers that follow fewer apps (MobileAction "
        "and AppFollow lists partial)",
        "import rankagg\nR = visibility(seed=7, drop={'mobileaction': 0.4, 'appfollow': 0.3})\n"
        "res = rankagg.fuse(R, method='rrf')\nrefs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n" + mem,
        why="Cormack et al. 2009: sum 1 / (60 + r) over the lists holding the app"))
    cases.append(ok(
        "u29f_weighted_fuser_rrf", "rankagg.Fuser('rrf', weights=...): the team trusts AppTweak and Sensor Tower "
        "twice as much as data.ai, per keyword",
        "import rankagg\nW = {'apptweak': 2.0, 'sensortower': 2.0, 'dataai': 1.0}\n"
        "R = visibility(trackers=list(W), seed=9)\nf = rankagg.Fuser('rrf', weights=W)\nmsg = ''\n"
        "for q, lists in per_query(R).items():\n    msg = msg or agree(f(lists), rrf_ref(lists, 60.0, W), written=False)\n"
        "report(msg)\n", why="Cormack et al. 2009: sum w / (60 + r); README's Fuser"))
    cases.append(ok(
        "u29f_combsum_flat_tracker", "rankagg.fuse(..., method='combsum'): a tracker that gives every app of some "
        "keywords the same visibility (no data that day)",
        "import rankagg\nR = visibility(seed=11)\nfor q in list(R['dataai'])[:3]:\n"
        "    R['dataai'][q] = {a: 50.0 for a in R['dataai'][q]}\n"
        "res = rankagg.fuse(R, method='combsum')\nrefs = {q: combsum_minmax_ref(l) for q, l in per_query(R).items()}\n"
        + mem, why="docs/conventions.md: under minmax a list whose scores are all equal gives each app 1"))
    cases.append(ok(
        "u29f_long_frame_combmnz", "rankagg.fuse(DataFrame qid, docid, run, score, method='combmnz'): the trackers' "
        "rows as pandas holds them",
        "import rankagg, pandas as pd\nR = visibility(seed=13, drop={'sensortower': 0.5})\n"
        "df = pd.DataFrame(frame_rows(R), columns=['qid', 'docid', 'run', 'score'])\n"
        "res = rankagg.fuse(df, method='combmnz')\n"
        "rows = {q: list(zip(g.sort_values('rank')['docid'], g.sort_values('rank')['score'])) "
        "for q, g in res.groupby('qid')}\n"
        "refs = {q: combmnz_ref(l) for q, l in per_query(R).items()}\nreport(agree_all(rows, refs, written=False))\n",
        why="README: a long DataFrame in, a frame back; CombMNZ over min-max scores (Fox & Shaw 1994)"))
    cases.append(ok(
        "u29f_kemeny_five_apps", "rankagg.fuse(..., method='kemeny'): five apps competing for a keyword, the "
        "consensus of the least Kendall distance to the trackers among all 120 orders",
        "import rankagg\nR = visibility(n_q=4, seed=15, apps=APPS[:5], noise=2.5)\n"
        "res = rankagg.fuse(R, method='kemeny')\nmsg = ''\n"
        "for q, lists in per_query(R).items():\n    ls = list(lists.values())\n"
        "    best = min(kemeny_cost(o, ls) for o in itertools.permutations(APPS[:5]))\n"
        "    got = kemeny_cost(list(res[q]), ls)\n"
        "    msg = msg or ('' if got == best and len(res[q]) == 5 else '%s: cost %d, optimum %d' % (q, got, best))\n"
        "report(msg)\n", why="Kemeny 1959, by brute force over 5! orders"))
    cases.append(ok(
        "u29f_evaluate_install_grades", "rankagg.evaluate(fused visibility, install-estimate grades, ['nDCG@5', 'AP', "
        "'P@3']): does the trackers' consensus find the apps that install",
        "import rankagg\nR = visibility(seed=17, noise=3.0)\nres = rankagg.fuse(R, method='borda')\n"
        "qrels = install_grades()\ngot = rankagg.evaluate(res, qrels, ['nDCG@5', 'AP', 'P@3'])\n"
        "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n"
        "orders = {q: fused_order(r) for q, r in refs.items()}\n"
        "want = {'nDCG@5': sum(ndcg(o, qrels[q], 5) for q, o in orders.items()) / len(orders), "
        "'AP': sum(ap(o, qrels[q]) for q, o in orders.items()) / len(orders), "
        "'P@3': sum(prec(o, qrels[q], 3) for q, o in orders.items()) / len(orders)}\n"
        "report('' if all(abs(got[m] - want[m]) < 1e-9 for m in want) and 0 < want['nDCG@5'] < 1 "
        "else '%r vs %r' % (got, want))\n",
        why="trec_eval's ndcg_cut.5 (linear gains), map and P.3 (references.TREC_MEASURES)"))
    cases.append(ok(
        "u29f_one_tracker_keyword", "rankagg.fuse(..., method='rrf'): a keyword only AppTweak tracks "
        "('photo+editor|BR', a new market) beside those every tracker tracks",
        "import rankagg\nR = visibility(trackers=TRACKERS[:3], seed=19)\n"
        "R['apptweak']['photo+editor|BR'] = {'389801252': 71.5, 'com.picsart.studio': 64.0, '1500855883': 64.0}\n"
        "res = rankagg.fuse(R, method='rrf')\nrefs = {q: rrf_ref(l) for q, l in per_query(R).items()}\n" + mem,
        why="Cormack et al. 2009: a query is fused over the runs that hold it; a tie by trec_eval's id rule"))

    # --- the command line ------------------------------------------------------------------------------------------
    cases.append(cli_ok(
        "u29f_cli_rrf_tracker_runs", "rankagg fuse apptweak.run ... dataai.run --method rrf -o fused.run: one run per "
        "tracker, keyword|country as the query", ["fuse", *_RUNS4, "--method", "rrf", "-o", "fused.run"], None,
        _cli_check("rrf", f"trackers={_T4}, seed=31"), setup=_runs_setup(f"trackers={_T4}, seed=31"),
        why="Cormack et al. 2009; TREC lines ranked by score (docs/conventions.md)"))
    cases.append(cli_ok(
        "u29f_cli_borda_weights_file", "rankagg fuse ... --method borda --weights weights.txt ('NAME W' lines: the "
        "trusted trackers count double)",
        ["fuse", *_RUNS4, "--method", "borda", "--weights", "weights.txt", "-o", "fused.run"],
        {"weights.txt": "apptweak 2\nsensortower 2\nmobileaction 1\ndataai 0.5\n"},
        _cli_check("borda", f"trackers={_T4}, seed=33",
                   "{'apptweak': 2, 'sensortower': 2, 'mobileaction': 1, 'dataai': 0.5}"),
        setup=_runs_setup(f"trackers={_T4}, seed=33"), why="rankagg fuse --help: --weights FILE; weighted Borda"))
    cases.append(cli_ok(
        "u29f_cli_combsum_depth_5", "rankagg fuse ... --method combsum --depth 5: the five best apps per keyword for "
        "the weekly report, some trackers' lists partial",
        ["fuse", *_RUNS4, "--method", "combsum", "--depth", "5", "-o", "fused.run"], None,
        _cli_check("combsum", f"trackers={_T4}, seed=35, drop={{'dataai': 0.4}}", depth=5),
        setup=_runs_setup(f"trackers={_T4}, seed=35, drop={{'dataai': 0.4}}"),
        why="rankagg methods combsum over min-max scores; --depth 5"))
    cases.append(cli_ok(
        "u29f_cli_gz_runs_parquet", "rankagg fuse apptweak.run.gz sensortower.run.gz dataai.run.gz --method rrf -o "
        "fused.parquet: gzipped runs, a Parquet table out",
        ["fuse", "apptweak.run.gz", "sensortower.run.gz", "dataai.run.gz", "--method", "rrf", "-o", "fused.parquet"],
        None, lambda out, folder: _report(
            "import pandas as pd\nt = pd.read_parquet(FOLDER + '/fused.parquet')\n"
            "R = visibility(trackers=['apptweak', 'sensortower', 'dataai'], seed=37)\n"
            "rows = {q: list(zip(g.sort_values('rank')['doc_id'], g.sort_values('rank')['score'])) "
            "for q, g in t.groupby('q_id')}\n"
            "refs = {q: rrf_ref(l) for q, l in per_query(R).items()}\nreport(agree_all(rows, refs))\n", folder),
        setup=reference_setup(_REF, "import gzip\n"
                              "for t, run in visibility(trackers=['apptweak', 'sensortower', 'dataai'], seed=37).items():\n"
                              "    open(P(t + '.run.gz'), 'wb').write(gzip.compress(run_text(run, t).encode(), mtime=0))\n"),
        why="docs/conventions.md: -o names a TREC run or a Parquet table; runs may be gzipped"))
    cases.append(cli_ok(
        "u29f_cli_evaluate_install_qrels", "rankagg evaluate fused.run --qrels installs.qrels -m ndcg_cut.5 -m map: "
        "the fused order against the install-estimate grades (0-3)",
        ["evaluate", "fused.run", "--qrels", "installs.qrels", "-m", "ndcg_cut.5", "-m", "map"], None,
        lambda out, folder: _report(
            TREC_MEASURES + "rows = read_run(open(FOLDER + '/fused.run').read())\nqrels = install_grades()\n"
            "orders = {q: [d for d, _ in sorted(r, key=lambda x: (x[1], x[0].encode()), reverse=True)] "
            "for q, r in rows.items()}\n"
            "n5 = sum(ndcg(o, qrels[q], 5) for q, o in orders.items()) / len(orders)\n"
            "m = sum(ap(o, qrels[q]) for q, o in orders.items()) / len(orders)\n"
            "nums = {}\nfor line in OUT.splitlines():\n    f = line.split()\n"
            "    if len(f) >= 3 and f[-2] == 'all':\n        nums[f[0].lower()] = float(f[-1])\n"
            "a, b = nums.get('ndcg_cut_5', nums.get('ndcg@5')), nums.get('map', nums.get('ap'))\n"
            "report('' if None not in (a, b) and abs(a - n5) < 1e-4 and abs(b - m) < 1e-4 and 0 < n5 < 1 "
            "else 'got %r want %r %r' % (nums, n5, m))\n".replace("OUT", repr(out)), folder),
        setup=reference_setup(_REF, "R = visibility(seed=39, noise=2.0)\n"
                              "refs = {q: borda_ref(l) for q, l in per_query(R).items()}\n"
                              "lines = []\nfor q, r in refs.items():\n"
                              "    lines += ['%s Q0 %s %d %r fused' % (q, d, i, r[0][d]) for i, d in "
                              "enumerate(trec_order(r[0]), 1)]\n"
                              "open(P('fused.run'), 'w').write('\\n'.join(lines) + '\\n')\n"
                              "open(P('installs.qrels'), 'w').write(''.join('%s 0 %s %d\\n' % (q, a, g) "
                              "for q, j in install_grades().items() for a, g in j.items()))\n"),
        why="trec_eval's ndcg_cut.5 (linear gains over the grades) and map (grades above 0 relevant)"))
    cases.append(cli_ok(
        "u29f_cli_trust_rank_keyword_ranks", "rankagg fuse ... --trust-rank --method rrf: the trackers' keyword ranks "
        "(1 is best) in the rank column, the keyword's search popularity (one number for every app) as the score",
        ["fuse", *_RUNS4, "--trust-rank", "--method", "rrf", "-o", "fused.run"], None,
        lambda out, folder: _report(
            f"R = keyword_ranks(trackers={_T4}, seed=41)\nrows = read_run(open(FOLDER + '/fused.run').read())\n"
            "refs = by_query(R, rrf_ranks)\nreport(agree_all(rows, refs))\n", folder),
        setup=reference_setup(_REF, f"for t, run in keyword_ranks(trackers={_T4}, seed=41).items():\n"
                              "    lines = ['%s Q0 %s %d %d %s' % (q, a, r, 40 + 7 * (len(q) % 5), t) "
                              "for q, p in run.items() for a, r in sorted(p.items(), key=lambda x: x[1])]\n"
                              "    open(P(t + '.run'), 'w').write('\\n'.join(lines) + '\\n')\n"),
        why="docs/conventions.md: --trust-rank orders each list by its rank column; RRF over those places"))
    cases.append(cli_ok(
        "u29f_cli_field_words_stay_free", "rankagg fuse a.run b.run --method borda: legal TREC runs whose query is "
        "'results', whose ids are 'resultCount', 'trackId', 'Keyword' and 'com.android.vending' and whose tag is "
        "'AppTweak' (the field's words, six fields a line) are fused",
        ["fuse", "a.run", "b.run", "--method", "borda", "-o", "fused.run"],
        {"a.run": "results Q0 resultCount 1 3.5 AppTweak\nresults Q0 trackId 2 2.5 AppTweak\n"
                  "results Q0 Keyword 3 1.5 AppTweak\n",
         "b.run": "results Q0 com.android.vending 1 9 SensorTower\nresults Q0 Keyword 2 8 SensorTower\n"
                  "results Q0 resultCount 3 7 SensorTower\n"},
        lambda out, folder: _report(
            "rows = read_run(open(FOLDER + '/fused.run').read())\n"
            "l = {'a': {'resultCount': 3.5, 'trackId': 2.5, 'Keyword': 1.5}, "
            "'b': {'com.android.vending': 9.0, 'Keyword': 8.0, 'resultCount': 7.0}}\n"
            "report(agree_all(rows, {'results': borda_ref(l)}))\n", folder),
        why="trec_eval reads any six whitespace-separated fields: a run whose ids are the field's words is a run"))

    # --- the team's files given where runs are read: named by their format or tool ---------------------------------
    text_why = ("trec_eval refuses a line of other than six fields (a CSV's one field, a tab-separated export's "
                "seven or more); the file is the tracker's or store's export, named by what it is (a field count "
                "says nothing the team can act on)")
    json_why = "JSON holds no TREC line (trec_eval reads one field); the API's answer is named, with what to give"
    binary_why = "a ZIP archive holds no TREC line (trec_eval reads garbage); named by what it is, with what to give"
    run_files = [
        ("u29f_play_console_utf16_as_run", "Google Play Console's search-term report (UTF-16LE with a BOM, "
         "tab-separated)", "play_search_terms_202611.csv", _PLAY, "Play Console", text_why),
        ("u29f_play_console_utf16_gz_as_run", "Google Play Console's report, UTF-16, gzipped",
         "play_search_terms_202611.csv.gz", _gz(_PLAY), "Play Console", text_why),
        ("u29f_asc_sales_report_gz_as_run", "App Store Connect's Sales and Trends summary report (gzipped, "
         "tab-separated, Provider ... Apple Identifier)", "S_D_85012345_20261130.txt.gz", _gz(_ASC_SALES),
         "App Store Connect", text_why),
        ("u29f_dataai_csv_as_run", "data.ai's keyword rankings export (Date, Country, Device, Keyword, App ID, ...)",
         "dataai_keyword_ranks.csv", _DATAAI, "data.ai", text_why),
        ("u29f_sensortower_csv_as_run", "Sensor Tower's keyword research export (Keyword, App ID, ..., Traffic "
         "Score, Difficulty)", "sensortower_keywords.csv", _SENSORTOWER, "Sensor Tower", text_why),
        ("u29f_apptweak_csv_as_run", "AppTweak's keyword table (Keyword, Volume, Difficulty, Chance, KEI, ...)",
         "apptweak_keywords.csv", _APPTWEAK, "AppTweak", text_why),
        ("u29f_mobileaction_semicolon_as_run", "MobileAction's export from a German locale (';' and decimal commas)",
         "mobileaction_de.csv", _MOBILEACTION, "MobileAction", text_why),
        ("u29f_itunes_search_json_as_run", "the iTunes Search API's answer (resultCount, results)",
         "itunes_photo_editor.json", _ITUNES, "iTunes Search API", json_why),
        ("u29f_gplay_scraper_json_as_run", "google-play-scraper's search() answer (appId, title, score, installs)",
         "gplay_photo_editor.json", _GPLAY, "google-play-scraper", json_why),
        ("u29f_rss_feed_json_as_run", "Apple's top free apps RSS feed JSON (feed, results)", "top-free.json", _RSS,
         "RSS", json_why),
        ("u29f_search_ads_csv_as_run", "an Apple Search Ads keyword report (Keyword, Keyword ID, Match Type, ...)",
         "search_ads_keywords.csv", _SEARCH_ADS, "Search Ads", text_why),
        ("u29f_bigquery_ndjson_as_run", "Firebase Analytics' BigQuery export (event_date, event_name, app_info ...)",
         "events_20261130.json", _BIGQUERY, "BigQuery", json_why),
        ("u29f_apk_as_run", "the Android app itself (.apk, ZIP magic)", "photoeditor-4.2.1.apk", _APK, "APK",
         binary_why),
        ("u29f_ipa_as_run", "the iOS app itself (.ipa, ZIP magic, Payload/)", "PhotoEditor.ipa", _IPA, "IPA",
         binary_why),
        ("u29f_aab_as_run", "an Android App Bundle (.aab, ZIP magic, BundleConfig.pb)", "app-release.aab", _AAB,
         "App Bundle", binary_why),
        ("u29f_xlsx_as_run", "an AppTweak export saved as XLSX", "apptweak_keywords.xlsx", _XLSX, "Excel", binary_why),
    ]
    for cid, what, name, content, tool, why in run_files:
        cases.append(cli_bad(
            cid, f"rankagg fuse {name} apptweak.run -o fused.run: {what} given as a run",
            ["fuse", name, "apptweak.run", "--method", "rrf", "-o", "fused.run"],
            {name: content, "apptweak.run": _ONE_RUN}, name, tool, why=why))

    # --- the judgements the team gives ------------------------------------------------------------------------------
    for cid, name, content, tool in [
            ("u29f_play_console_utf16_as_qrels", "play_search_terms_202611.csv", _PLAY, "Play Console"),
            ("u29f_itunes_search_json_as_qrels", "itunes_photo_editor.json", _ITUNES, "iTunes Search API"),
            ("u29f_sensortower_csv_as_qrels", "sensortower_keywords.csv", _SENSORTOWER, "Sensor Tower"),
            ("u29f_apptweak_csv_gz_as_qrels", "apptweak_keywords.csv.gz", _gz(_APPTWEAK), "AppTweak")]:
        cases.append(cli_bad(
            cid, f"rankagg evaluate apptweak.run --qrels {name}: the tracker's or store's file given as the judgements",
            ["evaluate", "apptweak.run", "--qrels", name], {"apptweak.run": _ONE_RUN, name: content}, name, tool,
            outputs=(), why="trec_eval refuses a qrels line of other than four fields; the file is the field's "
                            "export, named by what it is, with how to write grades as qrels"))

    # --- the team's in-memory shapes ---------------------------------------------------------------------------------
    cases.append(bad(
        "u29f_api_itunes_dict", "rankagg.fuse(json.load(open('itunes_photo_editor.json')), method='borda'): the iTunes "
        "Search API's answer as a dict", "import rankagg, json\n"
        "rankagg.fuse(json.load(open('itunes_photo_editor.json')), method='borda')\n", "iTunes Search API",
        files={"itunes_photo_editor.json": _ITUNES},
        why="README: runs are {run: {query: {doc: score}}}; resultCount and results are the API's, told so"))
    cases.append(bad(
        "u29f_api_dataai_frame", "rankagg.fuse(pd.read_csv('dataai_keyword_ranks.csv'), method='rrf'): data.ai's "
        "export as a frame", "import rankagg, pandas as pd\n"
        "rankagg.fuse(pd.read_csv('dataai_keyword_ranks.csv'), method='rrf')\n", "data.ai",
        files={"dataai_keyword_ranks.csv": _DATAAI},
        why="README: a frame of runs has qid, docid, score (and run) columns; data.ai's columns are told so"))
    cases.append(bad(
        "u29f_api_weight_missing_tracker", "rankagg.fuse(runs, method='rrf', weights={..., 'appfollow': 2}): a weight "
        "for a tracker whose export was not loaded",
        "import rankagg\nR = visibility(trackers=['apptweak', 'sensortower'], n_q=2)\n"
        "rankagg.fuse(R, method='rrf', weights={'apptweak': 1.0, 'sensortower': 1.0, 'appfollow': 2.0})\n",
        "appfollow", why="docs/reliability.md: weights that name no run are refused naming them"))

    # --- scores and ids in the field's forms --------------------------------------------------------------------------
    for cid, what, second, where, why in [
            ("u29f_rating_count_thousands", "a rating count with thousands separators, '25,431,877'",
             "photo+editor|US Q0 389801252 1 25,431,877 itunes\nphoto+editor|US Q0 1500855883 2 88,213 itunes\n",
             "itunes.run:1", "trec_eval's atof reads '25,431,877' as 25: the order would be wrong"),
            ("u29f_downloads_estimate_suffix", "a downloads estimate '1.2M'",
             "photo+editor|US Q0 389801252 1 1.2M dataai\nphoto+editor|US Q0 1500855883 2 850K dataai\n",
             "itunes.run:1", "trec_eval's atof reads '1.2M' as 1.2 and '850K' as 850: the order would be wrong"),
            ("u29f_rating_decimal_comma", "an average rating '4,6' from a German spreadsheet",
             "photo+editor|US Q0 389801252 1 4,6 mobileaction\nphoto+editor|US Q0 1500855883 2 4,5 mobileaction\n",
             "itunes.run:1", "trec_eval's atof reads '4,6' as 4: a tie that is not one"),
            ("u29f_keyword_with_blank", "the keyword as typed, 'photo editor|US' (a blank)",
             "photo+editor|US Q0 389801252 1 88 itunes\nphoto editor|US Q0 1500855883 1 71 itunes\n",
             "itunes.run:2", "trec_eval splits fields at blanks: seven fields, refused at its line")]:
        cases.append(cli_bad(
            cid, f"rankagg fuse apptweak.run itunes.run: {what}",
            ["fuse", "apptweak.run", "itunes.run", "--method", "rrf", "-o", "fused.run"],
            {"apptweak.run": _ONE_RUN, "itunes.run": second}, where, why=why))
    cases.append(cli_bad(
        "u29f_cli_weight_unknown_tracker", "rankagg fuse apptweak.run sensortower.run --weights apptweak=1,appfollow=2: "
        "a weight for a tracker not given", ["fuse", "apptweak.run", "sensortower.run", "--method", "rrf", "--weights",
                                             "apptweak=1,appfollow=2", "-o", "fused.run"], None, "appfollow",
        setup=_runs_setup("trackers=['apptweak', 'sensortower'], n_q=2"),
        why="docs/reliability.md: weights that name no run are refused naming them"))

    # --- the fused order written under an app store format's name ----------------------------------------------------
    for cid, argv_out, out_name, what in [
            ("u29f_out_ipa", ["-o", "fused.ipa"], "fused.ipa", "an iOS app archive"),
            ("u29f_out_apk_gz_upper", ["-o", "FUSED.APK.gz"], "FUSED.APK.gz", "an Android package, upper case, gzipped"),
            ("u29f_out_aab", ["-o", "fused.aab"], "fused.aab", "an Android App Bundle"),
            ("u29f_out_plist", ["-o", "fused.plist"], "fused.plist", "an Apple property list"),
            ("u29f_out_strings", ["-o", "fused.strings"], "fused.strings", "an iOS localisation strings file"),
            ("u29f_explain_apk", ["-o", "fused.run", "--explain", "why.apk"], "why.apk", "--explain as an APK")]:
        cases.append(cli_bad(
            cid, f"rankagg fuse apptweak.run sensortower.run --method borda {' '.join(argv_out)}: {what}; TREC or JSON "
            "lines under that name are read by no tool that opens it",
            ["fuse", "apptweak.run", "sensortower.run", "--method", "borda", *argv_out], None, out_name,
            outputs=(out_name, "fused.run"), setup=_runs_setup("trackers=['apptweak', 'sensortower'], seed=45"),
            why="issue 45: every output reads back; rankagg/io/output_names.py names each format's suffix"))
    return cases
