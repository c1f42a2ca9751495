"""Issue 45's twentieth bar of scripts/reliability_matrix.py, an astronomy team's transient-alert broker classifiers (its cases, ids ``u20t_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The team's day: each night (``2021-05-12``, a query) several alert brokers score the night's transients, and the
team fuses the brokers' classifiers into one follow-up list per night: ALeRCE's light-curve classifier (P(SN Ia)),
Fink's SuperNNova score, Lasair's Sherlock-weighted score, an ANTARES-style filter, and a real/bogus score.  Their
ids are what the brokers export: ZTF object ids (``ZTF21aaxtctv``), TNS names (``2021abc``; ``AT 2021abc`` and ``SN
2021abc`` with a blank), candidate ids as 19-digit integers (``1545487110015010001``, beyond 2**53: a float64 would
merge them).  Probabilities hold many exact 0 and 1 and values down to 1e-300; a night may have one alert; a broker
may return nothing; Lasair's ``magnitude`` is lower-is-brighter; a failed classifier writes NaN.  They fuse (RRF,
CombSUM, CombMNZ, Borda, weighted, cut to the 10 targets a telescope night takes), evaluate against spectroscopic
follow-up as qrels (P@10 per night), and save their files in the formats of their tools: the brokers' Avro alert
packets, Feather / Arrow IPC and ORC tables, FITS headers, astropy's ECSV and VOTable names, and CSV / JSON exports
of ``objectId, classifier, class_name, probability, ranking``.

The references are computed here (references.py's RANKED_LISTS, HOUSE_AGREEMENT and TREC_MEASURES), never with
rankagg's code."""

from __future__ import annotations

import gzip
import json
from pathlib import Path
from typing import Any, Callable

from .case import Case, command_cases, pandas_setup, snippet_cases
from .nineteenth_experts import _check_run, _eval_check, _lcg, _qrels_text, _run, _runs_eval_check
from .references import HOUSE_AGREEMENT, RANKED_LISTS, STANDARD_REFERENCE, TREC_MEASURES, reference_namespace

TWENTIETH_TRANSIENTS = "45 Unseen inputs: a twentieth bar, an astronomy team's transient-alert broker classifiers"

_REF = STANDARD_REFERENCE

_NS = reference_namespace(_REF, "twentieth_transients._REF")
by_query: Callable[..., Any] = _NS["by_query"]
positions: Callable[[dict], dict] = _NS["positions"]
trec_order: Callable[[dict], list] = _NS["trec_order"]
prec: Callable[..., float] = _NS["prec"]
rr: Callable[..., float] = _NS["rr"]
_RRF, _BORDA, _COMBSUM, _COMBMNZ, _RRF_RANKS = (_NS[n] for n in ("rrf_ref", "borda_ref", "combsum_minmax_ref",
                                                                  "combmnz_ref", "rrf_ranks"))

_NIGHTS = ["2021-05-12", "2021-05-13", "2021-05-14"]
_LETTERS = "abcdefghijklmnopqrstuvwxyz"


def _ztf(i: int) -> str:
    """A ZTF object id: 'ZTF21' and seven lower-case letters."""
    s = ""
    for _ in range(7):
        i, r = divmod(i, 26)
        s = _LETTERS[r] + s
    return "ZTF21" + s


def _objects(n: int, seed: int) -> list[str]:
    g = _lcg(seed)
    return sorted({_ztf(int(next(g) * 26 ** 7)) for _ in range(n)})


def _brokers(seed: int = 20) -> dict[str, dict[str, dict[str, float]]]:
    """{broker: {night: {object: probability}}}: a shared truth plus each broker's noise, probabilities that pile
    up at exact 0 and 1 and reach 1e-300; the last night has one alert, which only ALeRCE and Fink classify."""
    g = _lcg(seed)
    objs = _objects(30, seed)
    out: dict[str, dict[str, dict[str, float]]] = {"alerce": {}, "fink": {}, "lasair": {}}
    for night in _NIGHTS[:2]:
        base = {o: next(g) for o in objs}
        for name, depth in (("alerce", 30), ("fink", 24), ("lasair", 15)):
            noisy = {o: base[o] + 0.5 * next(g) for o in objs}
            top = sorted(objs, key=lambda o: -noisy[o])[:depth]
            lst = {}
            for o in top:
                v = noisy[o] / 1.5
                lst[o] = 1.0 if v > 0.9 else 0.0 if v < 0.12 else 1e-300 if v < 0.2 else float(f"{v:.4f}")
            out[name][night] = lst
    out["alerce"][_NIGHTS[2]] = {"ZTF21abzzzzz": 0.97}
    out["fink"][_NIGHTS[2]] = {"ZTF21abzzzzz": 0.5}
    return out


def _zigzag(n: int) -> bytes:
    """Avro's long: zig-zag, then 7 bits a byte, low first."""
    n, out = 2 * n, b""
    while n >= 0x80:
        out, n = out + bytes([n & 0x7F | 0x80]), n >> 7
    return out + bytes([n])


def _eval_p10(expected: dict[str, float]) -> Callable[[str, Path], bool]:
    """evaluate -q's lines 'P@10<TAB>NIGHT<TAB>VALUE' (and 'all') against the reference."""
    def check(out: str, folder: Path) -> bool:
        got = {}
        for line in out.splitlines():
            f = [x.strip() for x in line.split("\t")]
            if len(f) == 3 and f[0] == "P@10":
                got[f[1]] = float(f[2])
        return set(got) == set(expected) and all(abs(got[q] - v) <= 6e-5 for q, v in expected.items())

    return check


def twentieth_bar_transients_cases() -> list[Case]:
    G = TWENTIETH_TRANSIENTS

    cli_ok, cli_bad = command_cases(G)

    ok, bad = snippet_cases(G, _REF)
    cases: list[Case] = []
    runs = _brokers()
    files = {f"{n}.run": _run(n, r) for n, r in runs.items()}
    three = ["alerce.run", "fink.run", "lasair.run"]

    # -- the morning fusion of the night's brokers
    cases.append(cli_ok("u20t_rrf_three_brokers", "fuse alerce.run fink.run lasair.run --method rrf: ZTF ids, "
                        "probabilities piled at exact 0 and 1 and 1e-300, a night of one alert two brokers saw",
                        ["fuse", *three, "--method", "rrf", "-o", "fused.run"], files, _check_run(by_query(runs, _RRF)),
                        fast=True, why="rankagg methods rrf: sum 1 / (60 + r), r by score then id descending "
                                       "(docs/conventions.md: trec_eval's order, ties of 0 and 1 by id)"))
    cases.append(cli_ok("u20t_combsum_probabilities", "fuse --method combsum: min-max of probabilities with 1e-300 "
                        "beside exact 0", ["fuse", *three, "--method", "combsum", "-o", "fused.run"], files,
                        _check_run(by_query(runs, _COMBSUM)),
                        why="docs/conventions.md: norm auto is min-max on scores; a one-alert list counts 1"))
    cases.append(cli_ok("u20t_combmnz_probabilities", "fuse --method combmnz: the alerts two brokers agree on rise",
                        ["fuse", *three, "--method", "combmnz", "-o", "fused.run"], files,
                        _check_run(by_query(runs, _COMBMNZ)),
                        why="rankagg methods combmnz: CombSUM of min-max times the lists returning the object"))
    cases.append(cli_ok("u20t_borda_brokers", "fuse --method borda: 30, 24 and 15 alerts per night per broker",
                        ["fuse", *three, "--method", "borda", "-o", "fused.run"], files,
                        _check_run({q: _BORDA({n: r.get(q, {}) for n, r in runs.items()}) for q in _NIGHTS}),
                        why="rankagg methods borda: n - r + 1; an alert a broker lacks shares (n - k + 1) / 2, a "
                            "broker without the night (k = 0) included"))
    w = {"alerce": 2.0, "fink": 1.0, "lasair": 0.5}
    cases.append(cli_ok("u20t_weights_lines_file", "fuse --method rrf --weights brokers.txt ('alerce 2' lines): "
                        "ALeRCE trusted twice, Lasair half", ["fuse", *three, "--method", "rrf", "--weights",
                                                              "brokers.txt", "-o", "fused.run"],
                        {**files, "brokers.txt": "".join(f"{k} {v}\n" for k, v in w.items())},
                        _check_run(by_query(runs, _RRF, w=w)),
                        why="fuse --help: --weights FILE of 'NAME W' lines; rrf: sum w / (60 + r)"))
    cases.append(cli_ok("u20t_ten_targets_a_night", "fuse --method combmnz --depth 10: the ten targets the "
                        "spectrograph takes tonight", ["fuse", *three, "--method", "combmnz", "--depth", "10", "-o",
                                                       "fused.run"], files, _check_run(by_query(runs, _COMBMNZ), depth=10),
                        why="fuse --help: --depth writes at most this many per query, the best by the fused order"))
    cases.append(cli_ok("u20t_broker_returned_nothing", "fuse alerce.run fink.run lasair.run antares.run: ANTARES's "
                        "export of the night is an empty file --method rrf",
                        ["fuse", *three, "antares.run", "--method", "rrf", "-o", "fused.run"],
                        {**files, "antares.run": ""}, _check_run(by_query(runs, _RRF)),
                        why="docs/conventions.md: empty files give empty rankings; a run with nothing in it adds "
                            "nothing to RRF's sum"))
    mags = {n: {o: round(22.0 - 4.0 * p if p > 1e-200 else 22.5, 3) for o, p in lst.items()}
            for n, lst in runs["lasair"].items()}
    mag_lines = "".join(f"{q} Q0 {o} {i} {mags[q][o]} lasair-mag\n" for q in mags
                        for i, o in enumerate(sorted(mags[q], key=lambda o: (mags[q][o], o)), 1))
    mag_files = {"alerce.run": files["alerce.run"], "lasair-mag.run": mag_lines}
    as_read = {"alerce": runs["alerce"], "lasair-mag": mags}
    cases.append(cli_ok("u20t_magnitudes_read_by_score_warned", "fuse alerce.run lasair-mag.run --method combsum: "
                        "Lasair's column is a magnitude (lower is brighter), ranks 1.. by brightness",
                        ["fuse", "alerce.run", "lasair-mag.run", "--method", "combsum", "-o", "fused.run"], mag_files,
                        _check_run(by_query(as_read, _COMBSUM)), warns="lasair-mag.run",
                        why="docs/conventions.md: a run whose scores rise down every list is read by score, as "
                            "trec_eval reads it, with a warning naming the file"))
    by_rank = {"alerce": {q: {o: float(i) for o, i in positions(lst).items()} for q, lst in runs["alerce"].items()},
               "lasair-mag": {q: {o: float(i) for i, o in enumerate(sorted(m, key=lambda o: (m[o], o)), 1)}
                              for q, m in mags.items()}}
    cases.append(cli_ok("u20t_magnitudes_trust_rank_rrf", "fuse --trust-rank --method rrf: the magnitude run's rank "
                        "column is its brightness order", ["fuse", "alerce.run", "lasair-mag.run", "--trust-rank",
                                                           "--method", "rrf", "-o", "fused.run"], mag_files,
                        _check_run({q: _RRF_RANKS({n: r[q] for n, r in by_rank.items() if r.get(q)})
                                    for q in _NIGHTS}),
                        why="docs/conventions.md: --trust-rank orders each list by its rank column (1 is best)"))
    cases.append(cli_bad("u20t_magnitudes_trust_rank_combsum", "fuse --trust-rank --method combsum: min-max would "
                         "read the magnitudes higher-is-better against their own rank column",
                         ["fuse", "alerce.run", "lasair-mag.run", "--trust-rank", "--method", "combsum", "-o",
                          "fused.run"], mag_files, "lasair-mag.run:2",
                         why="docs/conventions.md: with --trust-rank and a method that reads scores, a score above "
                             "the one ranked before it is refused naming the line"))

    # -- the ids the brokers write
    tns = {"alerce": {"2021-05-12": {"2021abc": 0.91, "2021abd": 0.42, "ZTF21aaxtctv": 0.42}},
           "fink": {"2021-05-12": {"ZTF21aaxtctv": 0.88, "2021abc": 0.10, "2021xyz": 1.0}}}
    cases.append(cli_ok("u20t_tns_and_ztf_names", "fuse --method rrf: one broker names objects by TNS (2021abc), "
                        "another by ZTF id; tied probabilities 0.42",
                        ["fuse", "alerce.run", "fink.run", "--method", "rrf", "-o", "fused.run"],
                        {f"{n}.run": _run(n, r) for n, r in tns.items()}, _check_run(by_query(tns, _RRF)),
                        why="docs/conventions.md: an id is its text (no cross-match); a tie by id descending"))
    cases.append(cli_bad("u20t_tns_blank_in_run", "fuse alerce.run (TNS names written 'AT 2021abc', with a blank) "
                         "fink.run --method rrf", ["fuse", "alerce.run", "fink.run", "--method", "rrf", "-o",
                                                   "fused.run"],
                         {"alerce.run": "2021-05-12 Q0 ZTF21aaxtctv 1 0.9 alerce\n2021-05-12 Q0 AT 2021abc 2 0.4 "
                                        "alerce\n", "fink.run": files["fink.run"]}, "alerce.run:2",
                         why="trec_eval splits on white space: 7 fields, its line is refused"))
    cases.append(cli_bad("u20t_tns_blank_in_qrels", "evaluate --qrels spectra.qrels fink.run: the follow-up log "
                         "writes 'SN 2021abc'", ["evaluate", "--qrels", "spectra.qrels", "fink.run"],
                         {"spectra.qrels": "2021-05-12 0 ZTF21aaxtctv 1\n2021-05-12 0 SN 2021abc 1\n",
                          "fink.run": files["fink.run"]}, "spectra.qrels:2", outputs=(),
                         why="trec_eval reads 'qid iter docid rel': 5 fields is no qrels line"))
    cases.append(cli_bad("u20t_tns_blank_parquet", "fuse brokers.parquet: a long table whose ids hold 'AT 2021abc'",
                         ["fuse", "brokers.parquet", "--method", "rrf", "-o", "fused.run"], {}, "brokers.parquet",
                         "AT 2021abc", why="a TREC line could not hold the id: the written run would be unreadable",
                         setup=pandas_setup(
                             "pd.DataFrame({'qid': ['2021-05-12'] * 3, 'docid': ['ZTF21aaxtctv', 'AT 2021abc', "
                             "'ZTF21abcdefg'], 'score': [0.9, 0.5, 0.2], 'run': ['alerce', 'alerce', 'fink']})"
                             ".to_parquet(folder / 'brokers.parquet')")))
    cases.append(cli_bad("u20t_nan_from_failed_classifier", "fuse fink.run (its classifier failed on one alert and "
                         "wrote -nan, glibc's printf of a negative NaN) alerce.run --method rrf",
                         ["fuse", "alerce.run", "fink.run", "--method", "rrf", "-o", "fused.run"],
                         {"alerce.run": files["alerce.run"],
                          "fink.run": "2021-05-12 Q0 ZTF21aaxtctv 1 0.9 fink\n2021-05-12 Q0 ZTF21abcdefg 2 0.4 fink\n"
                                      "2021-05-12 Q0 ZTF21abzzzzz 3 -nan fink\n"}, "fink.run:3",
                         why="docs/conventions.md: a NaN score is refused naming its line"))
    under = "2021-05-12 Q0 ZTF21aaaaaaa 1 0.8 fink\n2021-05-12 Q0 ZTF21bbbbbbb 2 1e-400 fink\n" \
            "2021-05-12 Q0 ZTF21ccccccc 3 0 fink\n2021-05-12 Q0 ZTF21ddddddd 4 1e-300 fink\n"
    under_ref = {"fink": {"2021-05-12": {"ZTF21aaaaaaa": 0.8, "ZTF21bbbbbbb": 0.0, "ZTF21ccccccc": 0.0,
                                         "ZTF21ddddddd": 1e-300}}}
    cases.append(cli_ok("u20t_underflow_probability", "fuse fink.run --method rrf: a probability printed as 1e-400 "
                        "(below the smallest double) beside 0 and 1e-300",
                        ["fuse", "fink.run", "--method", "rrf", "-o", "fused.run"], {"fink.run": under},
                        _check_run(by_query(under_ref, _RRF)),
                        why="docs/conventions.md: a score is the double nearest its text (atof): 1e-400 is 0.0, tied "
                            "with 0 and ranked by id descending"))
    cases.append(cli_bad("u20t_same_alert_twice", "fuse fink.run: Fink lists an object twice in a night (two of "
                         "its candidates, exported by time: another night's alert between) --method rrf", ["fuse", "fink.run", "--method", "rrf", "-o", "fused.run"],
                         {"fink.run": "2021-05-12 Q0 ZTF21aaxtctv 1 0.9 fink\n2021-05-12 Q0 ZTF21abcdefg 2 0.6 fink\n"
                                      "2021-05-13 Q0 ZTF21abzzzzz 1 0.8 fink\n2021-05-12 Q0 ZTF21aaxtctv 3 0.3 fink"
                                      "\n"}, "fink.run:4",
                         why="docs/conventions.md: a document twice in one list is refused naming the line"))

    # -- evaluation against the spectroscopic follow-up
    g = _lcg(11)
    spec = {q: {o: (1 if next(g) < 0.5 else 0) for o in sorted(runs["alerce"][q]) if next(g) < 0.4}
            for q in _NIGHTS[:2]}
    spec[_NIGHTS[2]] = {"ZTF21abzzzzz": 1}
    f_eval = {**files, "spectra.qrels": _qrels_text(spec)}
    fink_orders = {q: trec_order(lst) for q, lst in runs["fink"].items()}
    p10 = {q: prec(fink_orders[q], spec[q], 10) for q in fink_orders}
    p10["all"] = sum(p10.values()) / len(fink_orders)
    cases.append(cli_ok("u20t_eval_p10_per_night", "evaluate -q --measures P@10 fink.run: a night of one alert "
                        "counts 1/10 when it was a supernova", ["evaluate", "--qrels", "spectra.qrels", "fink.run",
                                                               "--measures", "P@10", "-q"], f_eval, _eval_p10(p10),
                        why="trec_eval P_10: relevant in the first 10 over 10, whatever the list's length"))
    lasair_orders = {q: trec_order(lst) for q, lst in runs["lasair"].items()}
    lp = {q: prec(lasair_orders[q], spec[q], 10) for q in lasair_orders}
    lp["all"] = sum(lp.values()) / len(lp)
    cases.append(cli_ok("u20t_eval_night_no_alert", "evaluate -q --measures P@10 lasair.run: Lasair has no list on "
                        "the one-alert night, which the qrels judge", ["evaluate", "--qrels", "spectra.qrels",
                                                                       "lasair.run", "--measures", "P@10", "-q"],
                        f_eval, _eval_p10(lp),
                        why="trec_eval without -c: the mean over the queries both judged and in the run"))
    per_run = {n: {"P@5": sum(prec(trec_order(r[q]), spec[q], 5) for q in r) / len(r),
                   "nDCG@10": sum(_NS["ndcg"](trec_order(r[q]), spec[q], 10) for q in r) / len(r)}
               for n, r in runs.items()}
    cases.append(cli_ok("u20t_eval_which_broker", "evaluate --measures nDCG@10 P@5 alerce.run fink.run lasair.run: "
                        "which broker's classifier picks the supernovae", ["evaluate", "--qrels", "spectra.qrels",
                                                                           *three, "--measures", "nDCG@10", "P@5"],
                        f_eval, _runs_eval_check(per_run),
                        why="evaluate --help: several runs, each measured as trec_eval would measure it alone"))
    cases.append(cli_bad("u20t_qrels_class_names", "evaluate --qrels: the follow-up log gives the spectroscopic class "
                         "('SNIa') as the grade", ["evaluate", "--qrels", "classes.qrels", "fink.run"],
                         {"classes.qrels": "2021-05-12 0 ZTF21aaxtctv 1\n2021-05-12 0 ZTF21abcdefg SNIa\n",
                          "fink.run": files["fink.run"]}, "classes.qrels:2", outputs=(),
                         why="trec_eval reads the grade with atoi: a class name is no grade"))
    lc = {"all": sum(prec(lasair_orders.get(q, []), spec[q], 10) for q in spec) / len(spec)}
    cases.append(cli_ok("u20t_eval_complete_nights", "evaluate -c --measures P@10 lasair.run: the one-alert night "
                        "Lasair missed counts as 0", ["evaluate", "--qrels", "spectra.qrels", "lasair.run", "-c",
                                                      "--measures", "P@10"], f_eval, _eval_p10(lc),
                        why="trec_eval -c: every judged query, one the run lacks valued 0"))

    # -- the brokers' own exports given as they are
    csv_head = "objectId,classifier,class_name,probability,ranking\n"
    alerce_csv = csv_head + "ZTF21aaxtctv,lc_classifier,SNIa,0.81,1\nZTF21aaxtctv,lc_classifier,SNII,0.12,2\n" \
                            "ZTF21abcdefg,lc_classifier,SNII,0.60,1\nZTF21abcdefg,lc_classifier,SNIa,0.30,2\n"
    cases.append(cli_bad("u20t_alerce_csv_as_run", "fuse alerce_probabilities.csv fink.run: ALeRCE's export "
                         "(objectId, classifier, class_name, probability, ranking) given as a run",
                         ["fuse", "alerce_probabilities.csv", "fink.run", "-o", "fused.run"],
                         {"alerce_probabilities.csv": alerce_csv, "fink.run": files["fink.run"]},
                         "alerce_probabilities.csv:1",
                         why="a CSV table is no TREC run (trec_eval: 1 field); the file is named for what it is"))
    cases.append(cli_bad("u20t_alerce_csv_as_qrels", "evaluate --qrels alerce_probabilities.csv fink.run: the class "
                         "table taken for follow-up judgements", ["evaluate", "--qrels", "alerce_probabilities.csv",
                                                                  "fink.run"],
                         {"alerce_probabilities.csv": alerce_csv, "fink.run": files["fink.run"]},
                         "alerce_probabilities.csv", outputs=(),
                         why="trec_eval reads 4 fields per qrels line; a CSV header is no qrels line"))
    cases.append(cli_bad("u20t_alerce_api_json", "fuse alerce.json: ALeRCE's API answer ({'items': [...]}) saved "
                         "as it came", ["fuse", "alerce.json", "-o", "fused.run"],
                         {"alerce.json": json.dumps({"items": [{"oid": "ZTF21aaxtctv", "class_name": "SNIa",
                                                                "probability": 0.81, "ranking": 1}]})},
                         "alerce.json", why="a JSON document is no TREC run; rankagg.fuse takes it loaded"))
    # Avro's object container: 'Obj' 1, the metadata map (avro.schema, avro.codec), a 16-byte sync marker
    schema = json.dumps({"type": "record", "name": "alert", "fields": [{"name": "objectId", "type": "string"},
                                                                         {"name": "probability", "type": "double"}]})
    avro = (b"Obj\x01\x04\x16avro.schema" + _zigzag(len(schema)) + schema.encode()
            + b"\x14avro.codec\x08null\x00" + bytes(range(16)) + b"\x02\x2a\x18ZTF21aaxtctv" + b"\x9a" * 8
            + bytes(range(16)))
    cases.append(cli_bad("u20t_avro_alerts_as_run", "fuse alerts.avro fink.run: the broker's Avro alert packets "
                         "given as a run", ["fuse", "alerts.avro", "fink.run", "-o", "fused.run"],
                         {"alerts.avro": avro, "fink.run": files["fink.run"]}, "alerts.avro", "Avro",
                         why="docs/conventions.md: a file of another tool is named for what it is, with what to do"))
    cases.append(cli_bad("u20t_avro_as_qrels", "evaluate --qrels classifications.avro fink.run: the follow-up "
                         "classifications exported as Avro", ["evaluate", "--qrels", "classifications.avro",
                                                              "fink.run"],
                         {"classifications.avro": avro, "fink.run": files["fink.run"]}, "classifications.avro", "Avro",
                         outputs=(), why="docs/conventions.md: a file of another tool is named at every door"))
    table = ("pd.DataFrame({'qid': ['2021-05-12'] * 3, 'docid': ['ZTF21aaxtctv', 'ZTF21abcdefg', 'ZTF21abzzzzz'], "
             "'score': [0.9, 0.5, 0.2], 'run': ['fink'] * 3})")
    cases.append(cli_bad("u20t_feather_evaluated", "evaluate --qrels spectra.qrels fink.feather: Fink's night "
                         "saved with DataFrame.to_feather, measured", ["evaluate", "--qrels", "spectra.qrels",
                                                                      "fink.feather"],
                         {"spectra.qrels": "2021-05-12 0 ZTF21aaxtctv 1\n"}, "fink.feather", "Feather", outputs=(),
                         setup=pandas_setup(table + ".to_feather(folder / 'fink.feather')"),
                         why="docs/conventions.md: a file of another tool is named for what it is, with what to do"))
    cases.append(cli_bad("u20t_arrow_stream_as_run", "fuse fink.arrows alerce.run: an Arrow IPC stream a Spark job "
                         "wrote", ["fuse", "fink.arrows", "alerce.run", "-o", "fused.run"],
                         {"alerce.run": files["alerce.run"]}, "fink.arrows", "Arrow IPC",
                         setup=pandas_setup(
                             "import pyarrow as pa\nt = pa.Table.from_pandas(" + table + ", preserve_index=False)\n"
                             "with pa.OSFile(str(folder / 'fink.arrows'), 'wb') as s:\n"
                             "    w = pa.ipc.new_stream(s, t.schema); w.write_table(t); w.close()"),
                         why="docs/conventions.md: a file of another tool is named for what it is, with what to do"))
    cases.append(cli_bad("u20t_orc_as_qrels", "evaluate --qrels spectra.orc fink.run: the follow-up table from the "
                         "data lake, ORC", ["evaluate", "--qrels", "spectra.orc", "fink.run"],
                         {"fink.run": files["fink.run"]}, "spectra.orc", "ORC", outputs=(),
                         setup=pandas_setup("import pyarrow as pa, pyarrow.orc as orc\n"
                                            "orc.write_table(pa.table({'qid': ['2021-05-12'], 'docid': ['ZTF21aaxtctv'],"
                                            " 'rel': [1]}), str(folder / 'spectra.orc'))"),
                         why="docs/conventions.md: a file of another tool is named at every door"))
    fits = "".join(c.ljust(80) for c in ["SIMPLE  =                    T / conforms to FITS standard",
                                         "BITPIX  =                    8", "NAXIS   =                    0",
                                         "EXTEND  =                    T", "END"]).ljust(2880)
    cases.append(cli_bad("u20t_fits_table_as_run", "fuse candidates.fits fink.run: the candidate table as FITS",
                         ["fuse", "candidates.fits", "fink.run", "-o", "fused.run"],
                         {"candidates.fits": fits, "fink.run": files["fink.run"]}, "candidates.fits", "FITS",
                         why="docs/conventions.md: a file of another tool is named for what it is, with what to do"))
    cases.append(cli_bad("u20t_fits_gz_as_qrels", "evaluate --qrels followup.fits.gz fink.run: the follow-up "
                         "classifications as the archive keeps them, gzipped FITS", ["evaluate", "--qrels",
                                                                                     "followup.fits.gz", "fink.run"],
                         {"followup.fits.gz": gzip.compress(fits.encode(), mtime=0), "fink.run": files["fink.run"]},
                         "followup.fits.gz", "FITS", outputs=(),
                         why="docs/conventions.md: a file of another tool is named at every door; gzip is read through"))

    # -- outputs under the names of the astronomy tools' tables
    for suffix, tool in ((".fits", "astropy.table / TOPCAT read a FITS table"),
                         (".ecsv", "astropy reads ECSV's YAML header and columns"),
                         (".vot", "a VOTable is XML"), (".feather", "a Feather file is Arrow IPC"),
                         (".avro", "an Avro container is binary records")):
        cases.append(cli_bad(f"u20t_out_{suffix[1:]}_name", f"fuse --method rrf -o fused{suffix}: the night's list "
                             f"saved for the team's {suffix[1:].upper()} tools", ["fuse", *three, "--method", "rrf",
                                                                                   "-o", f"fused{suffix}"], files,
                             "-o", f"fused{suffix}", outputs=(f"fused{suffix}",),
                             why=f"docs/conventions.md: -o under a name no reader of TREC lines opens is refused; "
                                 f"{tool}"))
    cases.append(cli_bad("u20t_explain_fits_name", "fuse --explain why.fits: the contributions for the FITS viewer",
                         ["fuse", *three, "--method", "rrf", "--explain", "why.fits", "-o", "fused.run"], files,
                         "--explain", "why.fits", outputs=("why.fits", "fused.run"),
                         why="docs/conventions.md: --explain's JSON lines are refused under a table format's name"))

    # -- classes ranked per object: a layout that looks like a run
    classes = ("pd.DataFrame({'qid': ['ZTF21aaxtctv'] * 3 + ['ZTF21abcdefg'] * 3 + ['ZTF21aaxtctv'] * 2, "
               "'docid': ['SNIa', 'SNII', 'AGN', 'SNII', 'SNIa', 'KN', 'SNIa', 'KN'], "
               "'rank': [1, 2, 3, 1, 2, 3, 2, 1], 'run': ['alerce'] * 6 + ['fink'] * 2})"
               ".to_parquet(folder / 'classes.parquet')")
    cls = {"alerce": {"ZTF21aaxtctv": {"SNIa": 1, "SNII": 2, "AGN": 3}, "ZTF21abcdefg": {"SNII": 1, "SNIa": 2, "KN": 3}},
           "fink": {"ZTF21aaxtctv": {"KN": 1, "SNIa": 2}}}
    cls_ref = {q: _RRF_RANKS({n: r[q] for n, r in cls.items() if q in r}) for q in ("ZTF21aaxtctv", "ZTF21abcdefg")}
    cases.append(cli_ok("u20t_class_ranks_parquet", "fuse classes.parquet --method rrf: per object (the query) each "
                        "broker's classes ranked 1 = most likely, a rank column and no score",
                        ["fuse", "classes.parquet", "--method", "rrf", "-o", "fused.run"], {}, _check_run(cls_ref),
                        setup=pandas_setup(classes),
                        why="docs/conventions.md: a long table's rank column is read when it has no score column"))
    parquet = ("import numpy as np\nrows = []\n"
               "for run, ids, sc in (('alerce', [1545487110015010001, 1545487110015010002, 1545487110015010003], "
               "[0.9, 0.9, 0.2]), ('fink', [1545487110015010003, 1545487110015010002], [1.0, 0.0])):\n"
               "    rows += [('2021-05-12', i, s, run) for i, s in zip(ids, sc)]\n"
               "pd.DataFrame(rows, columns=['qid', 'docid', 'score', 'run']).to_parquet(folder / 'candids.parquet')")
    cand = {"alerce": {"2021-05-12": {"1545487110015010001": 0.9, "1545487110015010002": 0.9,
                                      "1545487110015010003": 0.2}},
            "fink": {"2021-05-12": {"1545487110015010003": 1.0, "1545487110015010002": 0.0}}}
    cases.append(cli_ok("u20t_candids_int64_parquet", "fuse candids.parquet --method combsum: 19-digit candidate "
                        "ids as a Parquet bigint column, two of them tied", ["fuse", "candids.parquet", "--method",
                                                                            "combsum", "-o", "fused.run"], {},
                        _check_run(by_query(cand, _COMBSUM)), setup=pandas_setup(parquet),
                        why="an int64 holds 1545487110015010001 exactly; as text it is its decimal digits; ties by "
                            "id descending (trec_eval)"))

    # -- the notebook: the Python API
    api_runs = json.dumps(runs)
    cases.append(ok("u20t_api_candids_int_dict", "rankagg.fuse of {broker: {night: {candid: p}}} with 19-digit int "
                    "keys beyond 2**53", r'''
import rankagg
a = {"2021-05-12": {1545487110015010001: 0.9, 1545487110015010002: 0.5, 1545487110015010003: 0.1}}
b = {"2021-05-12": {1545487110015010003: 0.8, 1545487110015010002: 0.7}}
got = rankagg.fuse({"alerce": a, "fink": b}, method="rrf")
ref = by_query({"alerce": a, "fink": b}, rrf_ref)
rows = {q: list(v.items()) for q, v in got.items()}
print("same" if all(type(d) is int for d in got["2021-05-12"]) and not agree_all(rows, ref, written=False) else
      "differs: %r" % (rows,))
''', why="docs/conventions.md: ids keep their form; an int is exact at any size; rrf sum 1 / (60 + r)", fast=True))
    cases.append(ok("u20t_api_candids_int64_frames", "rankagg.fuse({broker: DataFrame}) with int64 candid columns "
                    "and float32 probabilities (Fink's Parquet dtypes)", r'''
import rankagg, pandas as pd, numpy as np
ids = [1545487110015010001, 1545487110015010002, 1545487110015010003, 1545487110015010004]
fa = pd.DataFrame({"qid": ["2021-05-12"] * 4, "docid": np.array(ids, dtype=np.int64),
                   "score": np.array([0.9, 0.6, 0.3, 0.0], dtype=np.float32)})
fb = pd.DataFrame({"qid": ["2021-05-12"] * 3, "docid": np.array(ids[::-1][:3], dtype=np.int64),
                   "score": np.array([0.7, 0.7, 0.1], dtype=np.float32)})
got = rankagg.fuse({"alerce": fa, "fink": fb}, method="combmnz")
lists = {n: {"2021-05-12": {int(d): float(s) for d, s in zip(f.docid, f.score)}} for n, f in (("alerce", fa), ("fink", fb))}
ref = by_query(lists, combmnz_ref)
rows = {"2021-05-12": [(int(d), float(s)) for d, s in zip(got.docid, got.score)]}
print("same" if set(got.docid) <= set(ids) and not agree_all(rows, ref, written=False) else "differs: %r" % (rows,))
''', why="rankagg methods combmnz; a float32 is read as the double it holds (docs/conventions.md: scores are doubles)"))
    cases.append(bad("u20t_api_candid_float64", "rankagg.fuse of a frame whose candid column became float64 "
                     "(pandas read_csv of a column with a gap)", r'''
import rankagg, pandas as pd
f = pd.DataFrame({"qid": ["2021-05-12"] * 2, "docid": [1545487110015010001.0, 1545487110015010002.0], "score": [0.9, 0.1]})
g = pd.DataFrame({"qid": ["2021-05-12"], "docid": ["1545487110015010002"], "score": [0.5]})
print(rankagg.fuse({"alerce": f, "fink": g}, method="rrf"))
''', "alerce", "row 0", why="the two candids are one float64 (1.545487110015010e18): the result would merge them"))
    cases.append(bad("u20t_api_nan_probability_frame", "rankagg.fuse of a broker frame with NaN where its "
                     "classifier failed", r'''
import rankagg, pandas as pd
f = pd.DataFrame({"qid": ["2021-05-12"] * 3, "docid": ["ZTF21aaxtctv", "ZTF21abcdefg", "ZTF21abzzzzz"],
                  "score": [0.9, float("nan"), 0.2]})
print(rankagg.fuse({"fink": f, "alerce": f.assign(score=[0.1, 0.2, 0.3])}, method="rrf"))
''', "fink", "row 1", why="docs/conventions.md: a missing score (NaN) is refused as one"))
    cases.append(bad("u20t_api_night_date_keys", "rankagg.evaluate of {datetime.date: {object: p}} (nights as "
                     "dates from the alert's jd) against qrels keyed '2021-05-12'", r'''
import rankagg, datetime
run = {datetime.date(2021, 5, 12): {"ZTF21aaxtctv": 0.9, "ZTF21abcdefg": 0.1}}
print(rankagg.evaluate(run, {"2021-05-12": {"ZTF21abcdefg": 1}}, ["P@1"]))
''', "2021", "date", why="a date has no one text (str gives 2021-05-12, a frame 2021-05-12 00:00:00): the night "
                         "would match the qrels by accident of the form"))
    cases.append(ok("u20t_api_evaluate_candid_forms", "rankagg.evaluate of a run frame with int64 candids against "
                    "qrels keyed by the candid's text", r'''
import rankagg, pandas as pd
run = pd.DataFrame({"qid": ["2021-05-12"] * 3, "docid": [1545487110015010001, 1545487110015010002, 1545487110015010003],
                    "score": [0.9, 0.5, 0.1]})
q = {"2021-05-12": {"1545487110015010002": 1, "1545487110015010003": 1}}
got = rankagg.evaluate(run, q, ["P@1", "RR", "AP"])
order = ["1545487110015010001", "1545487110015010002", "1545487110015010003"]
want = {"P@1": prec(order, q["2021-05-12"], 1), "RR": rr(order, q["2021-05-12"]), "AP": ap(order, q["2021-05-12"])}
print("same" if all(abs(got[m] - v) < 1e-12 for m, v in want.items()) else "differs: %r %r" % (got, want))
''', why="docs/conventions.md: ids of one kind on each side that agree as text are one id; trec_eval P_1, "
         "recip_rank, map"))
    cases.append(ok("u20t_api_fuser_per_alert_stream", "rankagg.Fuser('rrf') per night as alerts stream in: three "
                    "brokers, one of which returned [] for the night", r'''
import rankagg
runs = json.loads(RUNS)
fuser = rankagg.Fuser("rrf")
bad = []
for night in ["2021-05-12", "2021-05-13"]:
    lists = {n: r[night] for n, r in runs.items()}
    lists["antares"] = []
    got = fuser(lists)
    ref = rrf_ref({n: r[night] for n, r in runs.items()})
    msg = agree(got, ref, written=False)
    if msg:
        bad.append((night, msg))
print("same" if not bad else "differs: %r" % bad)
'''.replace("RUNS", repr(api_runs)), why="README: Fuser(lists) gives [(id, score)] best first, rankagg's tie rule; an "
                                        "empty list adds nothing"))
    cases.append(ok("u20t_api_weights_by_broker", "rankagg.fuse(..., method='combsum', weights=) with the brokers' "
                    "trust", r'''
import rankagg
runs = json.loads(RUNS)
w = {"alerce": 0.5, "fink": 0.3, "lasair": 0.2}
got = rankagg.fuse(runs, method="combsum", weights=w)
ref = by_query(runs, combsum_minmax_ref, w=w)
print("same" if not agree_all({q: list(v.items()) for q, v in got.items()}, ref, written=False) else "differs")
'''.replace("RUNS", repr(api_runs)), why="rankagg methods combsum: sum w * min-max; README's weights={name: w}"))
    cases.append(cli_bad("u20t_weights_by_file_name", "fuse --weights alerce.run=2: the broker weighed by its file "
                         "name while the tags name the runs", ["fuse", *three, "--method", "rrf", "--weights",
                                                               "alerce.run=2", "-o", "fused.run"], files,
                         "--weights", "alerce.run",
                         why="fuse --help: weights by run name, the tag (file names only when tags repeat): a weight "
                             "of no run would be dropped"))

    # -- a night of the survey's volume
    vol = ("import numpy as np\nrng = np.random.default_rng(20)\nn = 150000\n"
           "ids = np.array(['ZTF21%07d' % i for i in range(n)])\n"
           "for name in ('alerce', 'fink', 'lasair'):\n"
           "    p = np.round(rng.random(n), 6)\n"
           "    p[rng.random(n) < 0.3] = 0.0\n"
           "    keep = rng.random(n) < 0.8\n"
           "    order = np.lexsort((ids[keep], p[keep]))[::-1]\n"
           "    with open(folder / f'{name}.run', 'w') as fh:\n"
           "        for r, (d, s) in enumerate(zip(ids[keep][order], p[keep][order]), 1):\n"
           "            fh.write(f'2021-05-12 Q0 {d} {r} {float(s)!r} {name}\\n')\n")
    cases.append(cli_ok("u20t_night_volume_150k", "fuse three brokers of 120k alerts each in one night (30% exact 0) "
                        "--method rrf --depth 50", ["fuse", *three, "--method", "rrf", "--depth", "50", "-o",
                                                    "fused.run"], {}, _volume_check(), setup=pandas_setup(vol),
                        timeout=240,
                        why="rrf sum 1 / (60 + r), r by score then id descending; the 50 best of 150k ids"))
    return cases


def _volume_check() -> Callable[[str, Path], bool]:
    """The fused top 50 against RRF computed here from the three written runs."""
    def check(out: str, folder: Path) -> bool:
        lists = {}
        for name in ("alerce", "fink", "lasair"):
            lst = {}
            for line in (folder / f"{name}.run").read_text().splitlines():
                _, _, d, _, s, _ = line.split()
                lst[d] = float(s)
            lists[name] = {"2021-05-12": lst}
        ref = by_query(lists, _RRF)
        return _check_run(ref, depth=50)(out, folder)

    return check
