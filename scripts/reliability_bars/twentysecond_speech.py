"""Issue 45's twenty-second bar of scripts/reliability_matrix.py, a speech team's N-best hypothesis lists from several recognisers (its cases, ids ``u22a_``,
registered in its ``cases()``); the mechanics (:class:`~reliability_bars.case.Case`, the runner, the verdicts) are the
matrix's.

The team's day: per utterance (``spk01_utt0003``, LibriSpeech's ``2830-3980-0002``: the query) four recognisers
give N-best hypothesis lists, ROVER-style fused: Kaldi (a total log-probability, minus the acoustic and LM costs),
ESPnet (beam scores, log-probabilities), Whisper with beam search (each beam's ``avg_logprob``, -1..0) and a cloud
API that returns one hypothesis with a confidence (N = 1).  A hypothesis is its text, the words joined by ``_`` in
the TREC runs the team writes (``i_don't_know``, ``<unk>``, ``[noise]``, ``café``, ``I_want_to_go_to_Boston.``:
each its own text); the reference transcript is the one relevant item of its utterance (qrels), so RR is the
reciprocal rank of the reference and P@1 (Success@1) whether the fused 1-best is it.  The mistakes are theirs:
hypothesis text with its spaces given as ids (TREC lines, DataFrames, dicts, the Fuser's lists), an empty
hypothesis for silence, ``-inf`` for a pruned beam, Kaldi's ``text`` / N-best ``text`` / ``lm_cost`` files, sclite's
``.trn``, ``.ctm`` and ``.stm`` files, Whisper's JSON, a Kaldi archive and the audio itself given where a run or
the qrels go, and the fused N-best written under the names of the speech tools' formats.

The references are computed here (references.py's RANKED_LISTS, HOUSE_AGREEMENT and TREC_MEASURES), never with
rankagg's code."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Callable

from .case import Case, command_cases, pandas_setup, snippet_cases
from .nineteenth_experts import _check_run, _eval_check, _lcg, _qrels_text, _run, _runs_eval_check
from .twentyfirst_proteins import _eval_q
from .references import (HOUSE_AGREEMENT, RANKED_LISTS, RUN_AGREEMENT, STANDARD_REFERENCE, TREC_MEASURES,
                         reference_namespace)

TWENTYSECOND_SPEECH = "45 Unseen inputs: a twenty-second bar, a speech team's N-best hypothesis lists from several recognisers"

_REF = STANDARD_REFERENCE

_NS = reference_namespace(_REF, "twentysecond_speech._REF")
by_query: Callable[..., Any] = _NS["by_query"]
trec_order: Callable[[dict], list] = _NS["trec_order"]
fused_order: Callable[[Any], list] = _NS["fused_order"]
read_run: Callable[[str], dict] = _NS["read_run"]
prec: Callable[..., float] = _NS["prec"]
rr: Callable[..., float] = _NS["rr"]
_RRF, _BORDA, _COMBSUM, _COMBMNZ = (_NS[n] for n in ("rrf_ref", "borda_ref", "combsum_minmax_ref", "combmnz_ref"))

#: utterance -> its reference transcript
_REFS = {
    "spk01_utt0003": "i want to go to boston",
    "spk01_utt0004": "i don't know what you mean",
    "2830-3980-0002": "he hoped there would be stew for dinner",
    "2830-3980-0026": "the café was closed on sunday",
}


def _word(text: str) -> str:
    return text.replace(" ", "_")


def _variants(ref: str) -> list[str]:
    """An utterance's hypothesis space: the reference and the errors recognisers make of it."""
    w = ref.split()
    return [ref, " ".join(w[:-1]), " ".join(w[:-1] + ["<unk>"]), " ".join(["[noise]"] + w),
            " ".join(w[:1] + ["uh"] + w[1:]), " ".join(w[:-1] + [w[-1] + "s"]), ref.capitalize() + ".",
            " ".join(w[:2] + w[3:]), " ".join(w).replace("o", "a", 1)]


#: recogniser -> (N, score of a hypothesis from its quality q in 0..1, digits)
_RECOGNISERS = {
    "kaldi": (8, lambda q: -120.0 - 40.0 * (1 - q), 2),
    "espnet": (6, lambda q: -9.0 - 6.0 * (1 - q), 3),
    "whisper": (5, lambda q: -0.1 - 0.6 * (1 - q), 4),
    "cloud": (1, lambda q: 0.80 + 0.19 * q, 2),
}


def _nbest(seed: int = 22) -> dict[str, dict[str, dict[str, float]]]:
    """{recogniser: {utterance: {hypothesis id: score}}}: the reference usually near the top, each recogniser's
    noise, rounded as its tool prints (ties possible)."""
    g = _lcg(seed)
    out: dict[str, dict[str, dict[str, float]]] = {n: {} for n in _RECOGNISERS}
    for utt, ref in _REFS.items():
        hyps = _variants(ref)
        for name, (n, score, digits) in _RECOGNISERS.items():
            q = {h: (0.7 if i == 0 else 0.55 - 0.03 * i) + 0.45 * next(g) for i, h in enumerate(hyps)}
            keep = sorted(hyps, key=lambda h: -q[h])[:n]
            out[name][utt] = {_word(h): round(score(min(q[h], 1.0)), digits) for h in keep}
    return out


def _qrels() -> dict[str, dict[str, int]]:
    return {u: {_word(r): 1} for u, r in _REFS.items()}


def _volume_setup() -> Callable[[Path], None]:
    """2600 utterances x 10 recognisers x 100-best, hypotheses drawn from 150 per utterance, written as the team's
    converter writes them (score descending, then the id descending)."""
    return pandas_setup(
        "import numpy as np\nrng = np.random.default_rng(22)\n"
        "utts = ['%04d-%06d-%04d' % (1000 + i // 50, 3980 + i % 7, i) for i in range(2600)]\n"
        "for j in range(10):\n"
        "    with open(folder / f'asr{j:02d}.run', 'w') as fh:\n"
        "        for u in utts:\n"
        "            pick = rng.choice(150, 100, replace=False)\n"
        "            ids = np.array([f'hyp_{k:03d}_w{k % 7}' for k in pick])\n"
        "            s = np.round(-rng.random(100) * 30, 2)\n"
        "            order = np.lexsort((ids, s))[::-1]\n"
        "            fh.write(''.join(f'{u} Q0 {ids[i]} {r} {float(s[i])!r} asr{j:02d}\\n' "
        "for r, i in enumerate(order, 1)))\n")


def _volume_check() -> Callable[[str, Path], bool]:
    """The fused 1-best of each utterance against RRF's of the ten runs as written (read back by RUN_AGREEMENT)."""
    def check(out: str, folder: Path) -> bool:
        texts = {f"asr{j:02d}": (folder / f"asr{j:02d}.run").read_text() for j in range(10)}
        lists = {n: {u: dict(rows) for u, rows in read_run(t).items()} for n, t in texts.items()}
        return _check_run(by_query(lists, _RRF), depth=1)(out, folder)

    return check


def twentysecond_bar_speech_cases() -> list[Case]:
    G = TWENTYSECOND_SPEECH
    cli_ok, cli_bad = command_cases(G)
    ok, bad = snippet_cases(G, _REF)
    cases: list[Case] = []
    nb = _nbest()
    files = {f"{n}.run": _run(n, r) for n, r in nb.items()}
    four = [f"{n}.run" for n in nb]
    fuse4 = ["fuse", *four]

    # -- fusing the recognisers' N-best lists per utterance
    cases.append(cli_ok("u22a_rrf_four_recognisers", "fuse kaldi.run espnet.run whisper.run cloud.run --method rrf: "
                        "N-best lists of 8, 6, 5 and 1 hypotheses (words joined by '_', <unk>, [noise], an "
                        "apostrophe, café) per utterance", [*fuse4, "--method", "rrf", "-o", "fused.run"], files,
                        _check_run(by_query(nb, _RRF)), fast=True,
                        why="rankagg methods rrf: sum 1 / (60 + r), r by score then id descending (trec_eval)"))
    cases.append(cli_ok("u22a_combsum_logprobs_and_confidence", "fuse --method combsum: Kaldi's total log-probs "
                        "(-120..-160), ESPnet's beam scores, Whisper's avg_logprob and the cloud's one confidence",
                        [*fuse4, "--method", "combsum", "-o", "fused.run"], files, _check_run(by_query(nb, _COMBSUM)),
                        why="docs/conventions.md: min-max per list; a list of one (N = 1) counts 1 for its hypothesis"))
    cases.append(cli_ok("u22a_combmnz_rover_votes", "fuse --method combmnz: a hypothesis several recognisers propose "
                        "gains (ROVER's voting)", [*fuse4, "--method", "combmnz", "-o", "fused.run"], files,
                        _check_run(by_query(nb, _COMBMNZ)),
                        why="rankagg methods combmnz: CombSUM of min-max times the lists returning the hypothesis"))
    cases.append(cli_ok("u22a_borda_nbest_lengths", "fuse --method borda: N-best lists of different lengths (the "
                        "cloud's N = 1 shares the points left among the others)",
                        [*fuse4, "--method", "borda", "-o", "fused.run"], files, _check_run(by_query(nb, _BORDA)),
                        why="rankagg methods borda: n - r + 1; a missing hypothesis shares (n - k + 1) / 2"))
    w = {"kaldi": 1.0, "espnet": 1.4, "whisper": 2.2, "cloud": 0.6}
    cases.append(cli_ok("u22a_weights_by_dev_wer", "fuse --method rrf --weights asr_weights.txt: each recogniser "
                        "weighed by its dev-set accuracy", [*fuse4, "--method", "rrf", "--weights", "asr_weights.txt",
                                                            "-o", "fused.run"],
                        {**files, "asr_weights.txt": "".join(f"{k} {v}\n" for k, v in w.items())},
                        _check_run(by_query(nb, _RRF, w=w)),
                        why="fuse --help: --weights FILE of 'NAME W' lines; rrf: sum w / (60 + r)"))
    cases.append(cli_ok("u22a_depth1_fused_1best", "fuse --method combmnz --depth 1: the fused 1-best per utterance, "
                        "the transcript the team scores", [*fuse4, "--method", "combmnz", "--depth", "1", "-o",
                                                           "fused.run"], files,
                        _check_run(by_query(nb, _COMBMNZ), depth=1),
                        why="fuse --help: --depth writes at most this many per query, the best by the fused order"))
    cases.append(cli_ok("u22a_depth10_nbest_back", "fuse --method rrf --depth 10: the fused N-best written back per "
                        "utterance for the rescoring LM", [*fuse4, "--method", "rrf", "--depth", "10", "-o",
                                                           "fused.run"], files,
                        _check_run(by_query(nb, _RRF), depth=10),
                        why="fuse --help: --depth 10 keeps the 10 best of each utterance by the fused order"))
    ids = {"whisper": {"spk01_utt0004": {"I_don't_know_what_you_mean.": -0.12, "i_don't_know_what_you_mean": -0.2,
                                         "i_don’t_know_what_you_mean": -0.31, "[noise]_i_don't_know": -0.5}},
           "espnet": {"spk01_utt0004": {"i_don't_know_what_you_mean": -9.1, "i_don’t_know_what_you_mean": -8.7,
                                        "<unk>_don't_know_what_you_mean": -10.4}},
           "kaldi": {"2830-3980-0026": {"the_café_was_closed_on_sunday": -130.2,
                                        "the_cafe\u0301_was_closed_on_sunday": -131.0,
                                        "the_cafe_was_closed_on_sunday": -129.9}}}
    cases.append(cli_ok("u22a_ids_case_apostrophe_nfd", "fuse --method rrf: hypotheses differing only in case and "
                        "final period, in a straight or curly apostrophe (don't / don’t), café composed (NFC) or "
                        "decomposed (NFD)", ["fuse", "whisper.run", "espnet.run", "kaldi.run", "--method", "rrf", "-o",
                                            "fused.run"],
                        {f"{n}.run": _run(n, r) for n, r in ids.items()}, _check_run(by_query(ids, _RRF)),
                        why="docs/conventions.md: an id is its text, compared as bytes (trec_eval's strcmp): no "
                            "case folding nor Unicode normalisation"))

    # -- scoring against the reference transcripts
    qrels = _qrels()
    f_eval = {**files, "ref.qrels": _qrels_text(qrels)}
    orders = {n: {u: trec_order(lst) for u, lst in r.items()} for n, r in nb.items()}
    rr_k = {u: rr(orders["kaldi"][u], qrels[u]) for u in _REFS}
    cases.append(cli_ok("u22a_eval_rr_reference_per_utt", "evaluate --qrels ref.qrels (the reference transcript "
                        "the one relevant hypothesis) kaldi.run --measures RR -q", ["evaluate", "--qrels", "ref.qrels",
                                                                                    "kaldi.run", "--measures", "RR",
                                                                                    "-q"], f_eval,
                        _eval_q("RR", {**rr_k, "all": sum(rr_k.values()) / len(rr_k)}),
                        why="trec_eval recip_rank: 1 / the rank of the first relevant, 0 when absent"))
    s1 = {u: prec(orders["espnet"][u], qrels[u], 1) for u in _REFS}
    cases.append(cli_ok("u22a_eval_success1_espnet", "evaluate --measures Success@1 -q espnet.run: is ESPnet's 1-best "
                        "the reference", ["evaluate", "--qrels", "ref.qrels", "espnet.run", "--measures", "Success@1",
                                          "-q"], f_eval,
                        _eval_q("Success@1", {**s1, "all": sum(s1.values()) / len(s1)}),
                        why="trec_eval success_1: 1 when a relevant hypothesis is at rank 1"))
    per_run = {n: {"P@5": sum(prec(orders[n][u], qrels[u], 5) for u in _REFS) / len(_REFS)} for n in nb}
    cases.append(cli_ok("u22a_eval_which_recogniser", "evaluate --measures P@5 of the four recognisers' runs "
                        "(the reference in the 5 best?)", ["evaluate", "--qrels", "ref.qrels", *four, "--measures",
                                                            "P@5"], f_eval, _runs_eval_check(per_run),
                        why="evaluate --help: several runs, each as trec_eval would measure it alone; P_5 counts a "
                            "list of one as 1 of 5"))
    no_silence = {u: lst for u, lst in nb["espnet"].items() if u != "2830-3980-0026"}
    rr_c = sum(rr(trec_order(no_silence[u]) if u in no_silence else [], qrels[u]) for u in _REFS) / len(_REFS)
    cases.append(cli_ok("u22a_eval_complete_silent_utt", "evaluate -c --measures RR: ESPnet's VAD dropped one "
                        "utterance as silence (no line of it in the run)", ["evaluate", "--qrels", "ref.qrels",
                                                                            "espnet_gap.run", "-c", "--measures", "RR"],
                        {"ref.qrels": f_eval["ref.qrels"], "espnet_gap.run": _run("espnet", no_silence)},
                        _eval_check({"RR": rr_c}),
                        why="trec_eval -c: every judged utterance, one the run lacks valued 0"))
    fused_ref = by_query(nb, _RRF)
    rr_f = sum(rr(fused_order(fused_ref[u]), qrels[u]) for u in _REFS) / len(_REFS)
    cases.append(Case("u22a_fuse_then_evaluate", G, "fuse --method rrf -o fused.run, then evaluate its RR against the "
                      "reference transcripts (one script)", code=_REF + r'''
for n, t in RUNS.items():
    open(n, "w").write(t)
open("ref.qrels", "w").write(QRELS)
rc, out, err = cli("fuse", *RUNS, "--method", "rrf", "-o", "fused.run")
if rc:
    passthrough(rc, err)
rc, out, err = cli("evaluate", "--qrels", "ref.qrels", "fused.run", "--measures", "RR")
if rc:
    passthrough(rc, err)
got = [float(l.split("\t")[-1]) for l in out.splitlines() if l.startswith("RR") and "\tall\t" in l]
print("same" if got and abs(got[0] - WANT) < 6e-5 else "differs: %r" % out[:300])
'''.replace("RUNS", repr(files)).replace("QRELS", repr(f_eval["ref.qrels"])).replace("WANT", repr(rr_f)),
        expect="ok", check=lambda out, folder: "same" in out, memory_gb=4.0, timeout=120,
        why="trec_eval reads the written run in its order; RR of the house order"))
    graded = {u: {_word(r): 2, _word(_variants(r)[6]): 1} for u, r in _REFS.items()}
    nd5 = {u: _NS["ndcg"](orders["whisper"][u], graded[u], 5) for u in _REFS}
    cases.append(cli_ok("u22a_eval_graded_alternatives_ndcg", "evaluate --qrels graded.qrels --measures nDCG@5 -q "
                        "whisper.run: the exact reference graded 2, its cased and punctuated form 1",
                        ["evaluate", "--qrels", "graded.qrels", "whisper.run", "--measures", "nDCG@5", "-q"],
                        {"graded.qrels": _qrels_text(graded), "whisper.run": files["whisper.run"]},
                        _eval_q("nDCG@5", {**nd5, "all": sum(nd5.values()) / len(nd5)}),
                        why="trec_eval ndcg_cut.5: gain = the grade, discount log2(r + 1), ideal of the judged"))
    two = {u: {_word(r): 1, _word(_variants(r)[4]): 1} for u, r in _REFS.items()}
    ap_e = sum(_NS["ap"](orders["espnet"][u], two[u]) for u in _REFS) / len(_REFS)
    cases.append(cli_ok("u22a_eval_two_references_ap", "evaluate --measures AP: two acceptable transcripts per "
                        "utterance (with and without the filler 'uh')", ["evaluate", "--qrels", "two.qrels",
                                                                         "espnet.run", "--measures", "AP"],
                        {"two.qrels": _qrels_text(two), "espnet.run": files["espnet.run"]}, _eval_check({"AP": ap_e}),
                        why="trec_eval map: the mean of precision at each relevant found, over both references"))

    # -- hypothesis text in TREC lines
    cloud_wav = {f"{u}.wav": lst for u, lst in nb["cloud"].items()}
    mixed = {**{n: nb[n] for n in ("kaldi", "whisper")}, "cloud": cloud_wav}
    cases.append(cli_ok("u22a_cloud_qid_audio_name", "fuse --method rrf: the cloud API's run keyed by the audio file "
                        "('spk01_utt0003.wav'), the others by the utterance id", ["fuse", "kaldi.run", "whisper.run",
                                                                                  "cloud_wav.run", "--method", "rrf",
                                                                                  "-o", "fused.run"],
                        {"kaldi.run": files["kaldi.run"], "whisper.run": files["whisper.run"],
                         "cloud_wav.run": _run("cloud", cloud_wav)}, _check_run(by_query(mixed, _RRF)),
                        why="trec_eval compares query ids as text: 'spk01_utt0003.wav' is another utterance"))
    cases.append(cli_ok("u22a_rrf_k10_short_lists", "fuse --method rrf --param k=10: a smaller k for N-best lists of "
                        "at most 8", [*fuse4, "--method", "rrf", "--param", "k=10", "-o", "fused.run"], files,
                        _check_run(by_query(nb, _RRF, k=10.0)),
                        why="rankagg methods rrf: sum 1 / (k + r) with the k given"))

    # -- the speech tools' own files given where a run or the qrels go
    trn = "".join(f"{r} ({u})\n" for u, r in _REFS.items())
    cases.append(cli_bad("u22a_trn_as_run", "fuse hyp.trn kaldi.run: sclite's hypothesis file ('i want to go to "
                         "boston (spk01_utt0003)')", ["fuse", "hyp.trn", "kaldi.run", "-o", "fused.run"],
                         {"hyp.trn": trn, "kaldi.run": files["kaldi.run"]}, "hyp.trn:1", "sclite",
                         why="docs/conventions.md: a file of another tool is named for what it is, with what to do"))
    cases.append(cli_bad("u22a_trn_as_qrels", "evaluate --qrels ref.trn kaldi.run: sclite's reference file taken for "
                         "the judgements", ["evaluate", "--qrels", "ref.trn", "kaldi.run"],
                         {"ref.trn": trn, "kaldi.run": files["kaldi.run"]}, "ref.trn:1", "sclite", outputs=(),
                         why="docs/conventions.md: a file of another tool is named at every door"))
    ctm = ("spk01_utt0003 1 0.00 0.21 i 0.98\nspk01_utt0003 1 0.21 0.30 want 0.95\n"
           "spk01_utt0003 1 0.51 0.12 to 0.91\nspk01_utt0003 1 0.63 0.25 go 0.97\n")
    cases.append(cli_bad("u22a_ctm_as_run", "fuse hyp.ctm kaldi.run: a time-marked conversation file (word, start, "
                         "duration, confidence), six fields a line as a run's", ["fuse", "hyp.ctm", "kaldi.run", "-o",
                                                                                "fused.run"],
                         {"hyp.ctm": ctm, "kaldi.run": files["kaldi.run"]}, "hyp.ctm:1", "CTM",
                         why="docs/conventions.md: a file of another tool is named for what it is"))
    cases.append(cli_bad("u22a_ctm_as_qrels", "evaluate --qrels ref.ctm: the reference's word timings as the "
                         "judgements", ["evaluate", "--qrels", "ref.ctm", "kaldi.run"],
                         {"ref.ctm": ctm, "kaldi.run": files["kaldi.run"]}, "ref.ctm:1", "CTM", outputs=(),
                         why="docs/conventions.md: a file of another tool is named at every door"))
    stm = "".join(f"{u} 1 {u.split('_')[0]} 0.00 2.10 <o,f0,male> {r}\n" for u, r in _REFS.items())
    cases.append(cli_bad("u22a_stm_as_qrels", "evaluate --qrels ref.stm: sclite's segment time-marked references "
                         "(';; comments', <o,f0,male>)", ["evaluate", "--qrels", "ref.stm", "kaldi.run"],
                         {"ref.stm": ";; CATEGORY \"0\" \"\" \"\"\n" + stm, "kaldi.run": files["kaldi.run"]},
                         "ref.stm:1", "STM", outputs=(),
                         why="docs/conventions.md: a file of another tool is named for what it is (not a judgements "
                             "table with a header)"))
    kaldi_text = "".join(f"{u} {r}\n" for u, r in _REFS.items())
    cases.append(cli_bad("u22a_kaldi_text_as_qrels", "evaluate --qrels data/test/text kaldi.run: Kaldi's reference "
                         "transcripts ('utt words...')", ["evaluate", "--qrels", "text", "kaldi.run"],
                         {"text": kaldi_text, "kaldi.run": files["kaldi.run"]}, "text:1", "Kaldi", outputs=(),
                         why="docs/conventions.md: a file of another tool is named for what it is, with what to do"))
    nbest_text = "".join(f"{u}-{i} {' '.join(h.split('_'))}\n" for u, lst in nb["kaldi"].items()
                         for i, h in enumerate(trec_order(lst), 1))
    cases.append(cli_bad("u22a_kaldi_nbest_text_as_run", "fuse nbest_text kaldi.run: Kaldi's N-best as nbest-to-"
                         "linear writes it ('spk01_utt0003-1 i want to go to boston')",
                         ["fuse", "nbest_text", "whisper.run", "-o", "fused.run"],
                         {"nbest_text": nbest_text, "whisper.run": files["whisper.run"]}, "nbest_text:1", "Kaldi",
                         why="docs/conventions.md: a file of another tool is named for what it is, with what to do"))
    lm_cost = "".join(f"{u}-{i} {-lst[h] - 100:.2f}\n" for u, lst in nb["kaldi"].items()
                      for i, h in enumerate(trec_order(lst), 1))
    cases.append(cli_bad("u22a_kaldi_lm_cost_as_run", "fuse lm_cost kaldi.run: Kaldi's per-hypothesis LM costs "
                         "('spk01_utt0003-1 20.53')", ["fuse", "lm_cost", "whisper.run", "-o", "fused.run"],
                         {"lm_cost": lm_cost, "whisper.run": files["whisper.run"]}, "lm_cost:1", "Kaldi",
                         why="docs/conventions.md: a file of another tool is named for what it is (no GSEA gene list)"))
    cases.append(cli_bad("u22a_kaldi_scp_as_run", "fuse nbest.scp: Kaldi's script file (utterance -> archive offset)",
                         ["fuse", "nbest.scp", "whisper.run", "-o", "fused.run"],
                         {"nbest.scp": "".join(f"{u} exp/decode/nbest.1.ark:{14 + 40 * i}\n"
                                               for i, u in enumerate(_REFS)), "whisper.run": files["whisper.run"]},
                         "nbest.scp:1", "Kaldi",
                         why="docs/conventions.md: a file of another tool is named for what it is"))
    cases.append(cli_bad("u22a_kaldi_ark_as_run", "fuse nbest.1.ark: Kaldi's binary archive of N-best lattices",
                         ["fuse", "nbest.1.ark", "whisper.run", "-o", "fused.run"],
                         {"nbest.1.ark": b"spk01_utt0003-1 \x00BCLat \x04\x02\x00\x00\x00\x04\x07\x00\x00\x00",
                          "whisper.run": files["whisper.run"]}, "nbest.1.ark", "Kaldi",
                         why="docs/conventions.md: a binary file of another tool is named for what it is"))
    whisper_json = json.dumps({"text": " I want to go to Boston.", "segments": [
        {"id": 0, "seek": 0, "start": 0.0, "end": 2.1, "text": " I want to go to Boston.", "tokens": [50364, 286, 528],
         "temperature": 0.0, "avg_logprob": -0.21, "compression_ratio": 0.86, "no_speech_prob": 0.01}],
        "language": "en"})
    cases.append(cli_bad("u22a_whisper_json_as_run", "fuse spk01_utt0003.json kaldi.run: Whisper's transcribe() "
                         "result saved as JSON (text, segments, avg_logprob)", ["fuse", "spk01_utt0003.json",
                                                                               "kaldi.run", "-o", "fused.run"],
                         {"spk01_utt0003.json": whisper_json, "kaldi.run": files["kaldi.run"]}, "spk01_utt0003.json",
                         "Whisper", why="docs/conventions.md: a file of another tool is named for what it is"))
    cases.append(cli_bad("u22a_whisper_json_as_qrels", "evaluate --qrels spk01_utt0003.json: Whisper's output taken "
                         "for the reference", ["evaluate", "--qrels", "spk01_utt0003.json", "kaldi.run"],
                         {"spk01_utt0003.json": whisper_json, "kaldi.run": files["kaldi.run"]}, "spk01_utt0003.json",
                         "Whisper", outputs=(),
                         why="docs/conventions.md: a file of another tool is named at every door"))
    beams = "".join(json.dumps({"utt_id": u, "beam": i, "text": h.replace("_", " "), "avg_logprob": v}) + "\n"
                    for u, lst in nb["whisper"].items() for i, (h, v) in enumerate(lst.items()))
    cases.append(cli_bad("u22a_whisper_beams_jsonl_as_run", "fuse beams.jsonl kaldi.run: the team's dump of Whisper's "
                         "beams (utt_id, beam, text, avg_logprob) a JSON line each", ["fuse", "beams.jsonl",
                                                                                      "kaldi.run", "-o", "fused.run"],
                         {"beams.jsonl": beams, "kaldi.run": files["kaldi.run"]}, "beams.jsonl", "Whisper",
                         why="docs/conventions.md: a file of another tool is named for what it is, with what to do "
                             "(not 'no comparison table')"))
    wav = b"RIFF\x24\x7d\x00\x00WAVEfmt \x10\x00\x00\x00\x01\x00\x01\x00\x80\x3e\x00\x00\x00\x7d\x00\x00\x02\x00" \
          b"\x10\x00data\x00\x7d\x00\x00" + bytes(64)
    cases.append(cli_bad("u22a_wav_as_run", "fuse spk01_utt0003.wav kaldi.run: the audio picked up by runs/* ",
                         ["fuse", "spk01_utt0003.wav", "kaldi.run", "-o", "fused.run"],
                         {"spk01_utt0003.wav": wav, "kaldi.run": files["kaldi.run"]}, "spk01_utt0003.wav", "audio",
                         why="docs/conventions.md: a binary file of another tool is named for what it is (not "
                             "'UTF-16 text')"))

    # -- writing the fused N-best back under the speech tools' names
    for suffix, tool in ((".ctm", "sclite reads CTM: file, channel, start, duration, word"),
                         (".trn", "sclite reads trn: words then '(utterance id)'"),
                         (".ark", "Kaldi reads binary or text archives"),
                         (".scp", "Kaldi reads 'utt path' script lines"), (".srt", "a subtitle file"),
                         (".TextGrid", "Praat reads TextGrids"),
                         (".rttm", "diarization scorers read RTTM")):
        cases.append(cli_bad(f"u22a_out_{suffix[1:].lower()}_name", f"fuse --method rrf -o fused{suffix}: the fused "
                             f"N-best saved for the team's speech tools", [*fuse4, "--method", "rrf", "-o",
                                                                           f"fused{suffix}"], files,
                             "-o", f"fused{suffix}", outputs=(f"fused{suffix}",),
                             why=f"docs/conventions.md: -o under a name no reader of TREC lines opens is refused; "
                                 f"{tool}"))
    cases.append(cli_bad("u22a_explain_ctm_name", "fuse --explain why.trn: the contributions beside sclite's files",
                         [*fuse4, "--method", "rrf", "--explain", "why.trn", "-o", "fused.run"], files,
                         "--explain", "why.trn", outputs=("why.trn", "fused.run"),
                         why="docs/conventions.md: --explain's JSON lines are refused under another format's name"))

    # -- the notebook
    api = json.dumps(nb)
    cases.append(bad("u22a_api_hypothesis_text_ids", "rankagg.fuse of {recogniser: {utt: {hypothesis text: "
                     "log-prob}}} straight from the decoders (spaces in the ids)", r'''
import rankagg
print(rankagg.fuse({"kaldi": {"spk01_utt0003": {"i want to go to boston": -120.5, "i want to go to austin": -123.0}},
                    "whisper": {"spk01_utt0003": {"i want to go to boston": -0.2}}}, method="rrf"))
''', "kaldi", "spk01_utt0003", "i want to go to boston",
                     why="docs/reliability.md: one id rule on every path, no blank in an id; the message names the run, "
                         "the utterance and the hypothesis"))
    cases.append(bad("u22a_api_fuser_lists_of_text", "rankagg.Fuser('rrf') of {recogniser: [hypothesis text, ...]} "
                     "for one utterance", r'''
import rankagg
print(rankagg.Fuser("rrf")({"espnet": ["he hoped there would be stew for dinner", "he hoped there would be stew"],
                            "cloud": ["he hoped there would be stew for dinner"]}))
''', "espnet", "he hoped there would be stew for dinner",
                     why="docs/reliability.md: one id rule on every path; the Fuser names the list and the id"))
    cases.append(ok("u22a_api_mapped_ids_fuser", "the team's fix: each hypothesis text mapped to h0, h1, ... per "
                    "utterance, Fuser('combmnz') of the N-best, the 1-best mapped back", r'''
import rankagg
texts = json.loads(RUNS)
fuser = rankagg.Fuser("combmnz")
bad = []
for u in ["spk01_utt0003", "spk01_utt0004", "2830-3980-0002", "2830-3980-0026"]:
    lists = {n: {h.replace("_", " "): s for h, s in r[u].items()} for n, r in texts.items()}
    code = {}
    for lst in lists.values():
        for h in lst:
            code.setdefault(h, "h%d" % len(code))
    back = {c: h for h, c in code.items()}
    got = fuser({n: {code[h]: s for h, s in lst.items()} for n, lst in lists.items()})
    ref = combmnz_ref({n: {code[h]: s for h, s in lst.items()} for n, lst in lists.items()})
    msg = agree(got, ref, written=False)
    if msg or back[got[0][0]] != back[fused_order(ref)[0]]:
        bad.append((u, msg))
print("same" if not bad else "differs: %r" % bad)
'''.replace("RUNS", repr(api)), why="rankagg methods combmnz; the Fuser gives [(id, score)] best first (README)"))
    cases.append(ok("u22a_api_fuser_nbest_lists", "rankagg.Fuser('rrf') of docid lists (each recogniser's N-best, "
                    "best first, lengths 8, 6, 5, 1)", r'''
import rankagg
runs = json.loads(RUNS)
fuser = rankagg.Fuser("rrf")
bad = []
for u in runs["kaldi"]:
    lists = {n: trec_order(r[u]) for n, r in runs.items()}
    got = fuser(lists)
    ref = rrf_ref({n: {d: float(len(l) - i) for i, d in enumerate(l)} for n, l in lists.items()})
    msg = agree(got, ref, written=False)
    if msg:
        bad.append((u, msg))
print("same" if not bad else "differs: %r" % bad)
'''.replace("RUNS", repr(api)), why="README: the Fuser takes docid lists, best first; rrf sum 1 / (60 + r)"))
    cases.append(ok("u22a_api_fuser_ids_scores_combsum", "rankagg.Fuser('combsum') of (ids, log-probs) pairs per "
                    "recogniser, the cloud's one hypothesis among them", r'''
import rankagg
runs = json.loads(RUNS)
fuser = rankagg.Fuser("combsum")
bad = []
for u in runs["kaldi"]:
    lists = {n: (list(r[u]), [r[u][h] for h in r[u]]) for n, r in runs.items()}
    got = fuser(lists)
    msg = agree(got, combsum_minmax_ref({n: r[u] for n, r in runs.items()}), written=False)
    if msg:
        bad.append((u, msg))
print("same" if not bad else "differs: %r" % bad)
'''.replace("RUNS", repr(api)), why="README: the Fuser takes (ids, scores); combsum of min-max, a list of one counts 1"))
    cases.append(bad("u22a_api_fuse_list_per_utt", "rankagg.fuse({recogniser: {utt: [N-best ids, best first]}}) as "
                     "the Fuser takes lists", r'''
import rankagg
print(rankagg.fuse({"kaldi": {"spk01_utt0003": ["i_want_to_go_to_boston", "i_want_to_go_to_austin"]},
                    "cloud": {"spk01_utt0003": ["i_want_to_go_to_boston"]}}, method="rrf"))
''', "kaldi", "spk01_utt0003", why="README: rankagg.fuse takes {qid: {docid: score}}; a list is refused naming the "
                                     "run and the utterance"))
    cases.append(bad("u22a_api_whisper_result", "rankagg.fuse({'whisper': whisper.transcribe(...)}): Whisper's "
                     "result dict given as a run", r'''
import rankagg
res = {"text": " I want to go to Boston.", "segments": [{"id": 0, "text": " I want to go to Boston.",
       "avg_logprob": -0.21, "no_speech_prob": 0.01}], "language": "en"}
print(rankagg.fuse({"whisper": res, "kaldi": {"spk01_utt0003": {"i_want_to_go_to_boston": -120.0}}}, method="rrf"))
''', "whisper", "Whisper", why="docs/conventions.md: a file (an object) of another tool is named for what it is at "
                               "every door"))
    cases.append(ok("u22a_api_evaluate_rr_success", "rankagg.evaluate(fuse(N-best, 'rrf'), references) RR and "
                    "Success@1, by hand", r'''
import rankagg
runs, qrels = json.loads(RUNS), json.loads(QRELS)
got = rankagg.evaluate(rankagg.fuse(runs, method="rrf"), qrels, ["RR", "Success@1"])
ref = by_query(runs, rrf_ref)
want_rr = sum(rr(fused_order(ref[u]), qrels[u]) for u in qrels) / len(qrels)
want_s1 = sum(prec(fused_order(ref[u]), qrels[u], 1) for u in qrels) / len(qrels)
print("same" if abs(got["RR"] - want_rr) < 1e-9 and abs(got["Success@1"] - want_s1) < 1e-9
      else "differs: %r %r %r" % (got, want_rr, want_s1))
'''.replace("RUNS", repr(api)).replace("QRELS", repr(json.dumps(qrels))),
                    why="trec_eval recip_rank and success_1 of the fused order (docs/conventions.md)"))
    cases.append(ok("u22a_api_evaluate_reference_case", "rankagg.evaluate with references in their written form "
                    "('I_want_to_go_to_Boston.'): an exact-text match only", r'''
import rankagg
run = {"spk01_utt0003": {"i_want_to_go_to_boston": -0.1, "I_want_to_go_to_Boston.": -0.3, "i_want": -0.5}}
got = rankagg.evaluate(run, {"spk01_utt0003": {"I_want_to_go_to_Boston.": 1}}, ["RR", "P@1"])
print("same" if abs(got["RR"] - 0.5) < 1e-12 and got["P@1"] == 0.0 else "differs: %r" % got)
''', why="trec_eval matches a docid by strcmp: the cased reference is at rank 2 (RR 1/2, P@1 0)"))
    cases.append(bad("u22a_api_qrels_reference_string", "rankagg.evaluate with the qrels as {utt: reference text} "
                     "(not {utt: {id: grade}})", r'''
import rankagg
print(rankagg.evaluate({"spk01_utt0003": {"i_want_to_go_to_boston": -0.1, "i_want": -0.5}},
                       {"spk01_utt0003": "i_want_to_go_to_boston"}, ["RR"]))
''', "spk01_utt0003", why="the qrels are {query: {document: grade}}; a string is refused naming the query"))

    # -- a test set's volume
    cases.append(cli_ok("u22a_volume_2600x10x100", "fuse 10 recognisers' 100-best of 2600 utterances --method rrf "
                        "--depth 1", ["fuse", *[f"asr{j:02d}.run" for j in range(10)], "--method", "rrf", "--depth",
                                      "1", "-o", "fused.run"], {}, _volume_check(), setup=_volume_setup(),
                        timeout=240,
                        why="rrf sum 1 / (60 + r), r by score then id descending; the fused 1-best per utterance"))
    return cases
