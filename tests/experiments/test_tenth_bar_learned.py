"""Issue 45's tenth bar, "what learned files promise": its two fault classes, each generated over its members.

1. **A key a model file holds that nobody reads was ignored.**  A tuned file whose ``"weights"`` was misspelt
   ``"wieghts"`` fused with equal weights; a ``"k": 5`` written beside ``"params"`` left RRF's k as tuned
   (u10c_edit_weights_misspelt, u10c_edit_top_level_k).  The root is the model registry's envelope: each kind now
   declares the keys its writers write (``rankagg.data.model_documents.ModelFormat.keys``), and ``check_document``
   refuses any other, naming it.  Generated here: every declared key of every kind, misspelt, in a file and (for the
   calibration) nested in a fusion model, is refused naming the misspelling; and every file the writers write
   (``rankagg tune``, ``calibrate``, ``train``'s label-free default) holds only declared keys, so the declaration
   cannot be narrower than the writers.  (A trained model, ``rankagg-model``, keeps any key: its probe refuses an edit
   that changes its answer, and a note beside it is accepted on purpose, u4m_model_extra_key.)
2. **A list the tuned weights do not name got weight 1 on two faces.**  ``rankagg fuse --model`` refuses a run a
   tuned model's weights leave out (its weight was never tuned), but ``Fuser.from_model`` fused it with weight 1
   and ``rankagg.engines.export_model`` wrote it as a retriever of weight 1 (u10c_fuser_model_extra_list,
   u10c_export_model_extra_list).  Generated here: every face (the Fuser's compiled and Python paths, ``top``,
   ``explain``, the export of every engine that takes weights, the command line) refuses the extra list naming it
   and the missing one naming it, and fuses the same lists in any order as weighted RRF worked out by hand, the
   weight going with the name.  Weights given by hand or to ``rankagg calibrate`` keep the Fuser's rule (a list
   they leave out weighs 1).
"""

from __future__ import annotations

import contextlib
import io
import itertools
import json
import random

import pytest

from rankagg.cli import main
from rankagg.data.model_documents import MODEL_FORMATS
from rankagg.engines import export_model
from rankagg.fuser import Fuser
from rankagg.models import read_model_document

RUNS = ("r0", "r1", "r2")
TUNED_WEIGHTS = {"r0": 3.0, "r1": 1.0, "r2": 0.5}


def _cli(*argv: str) -> tuple[int, str]:
    err = io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
        rc = main(list(argv))
    return rc, err.getvalue()


@pytest.fixture(scope="module")
def files(tmp_path_factory):
    """Three runs of six queries, qrels, and what ``tune`` (at an input depth), ``calibrate`` and ``train``'s
    label-free default wrote."""
    d = tmp_path_factory.mktemp("learned")
    rng = random.Random(0)
    lists = {}
    for name in RUNS:
        lists[name] = {str(q): {f"d{x}": 20.0 - i + rng.random() / 4 for i, x in enumerate(rng.sample(range(14), 9))}
                       for q in range(1, 7)}
        (d / f"{name}.run").write_text("".join(f"{q} Q0 {doc} 1 {s!r} {name}\n" for q, docs in lists[name].items()
                                               for doc, s in docs.items()))
    (d / "q.txt").write_text("".join(f"{q} 0 d{x} {1 + x % 2}\n" for q in range(1, 7) for x in range(0, 14, 3)))
    runs = [str(d / f"{n}.run") for n in RUNS]
    assert _cli("tune", *runs, "--qrels", str(d / "q.txt"), "--method", "rrf", "--if-no-gain", "tuned",
                "--input-depth", "8", "--quiet", "-o", str(d / "tuned.json"))[0] == 0
    assert _cli("calibrate", *runs, "--qrels", str(d / "q.txt"), "--weights", "r0=3", "-o", str(d / "cal.json"))[0] == 0
    from rankagg.experiments.tune_policy import default_model
    from rankagg.models import save_fusion_model

    save_fusion_model(default_model(learnt="pooled", cv_estimate=0.5, cv_default=0.4, gain_lower_bound=-0.1),
                      d / "default.json")
    doc = json.loads((d / "tuned.json").read_text())
    (d / "weighted.json").write_text(json.dumps({**doc, "weights": TUNED_WEIGHTS}))  # a user's own tuned weights
    return d, runs, lists


# ------------------------------------------------------------------ class 1: every key a kind declares, misspelt
WRITTEN = {"tuned.json": "rankagg-fusion", "cal.json": "rankagg-fusion", "default.json": "rankagg-fusion"}


@pytest.mark.parametrize("name", sorted(WRITTEN))
def test_every_key_a_writer_writes_is_declared(files, name):
    doc, _ = read_model_document(files[0] / name)
    declared = getattr(MODEL_FORMATS[WRITTEN[name]], "keys", frozenset()) | {"format", "version"}
    assert set(doc) <= declared, sorted(set(doc) - declared)
    if "calibration" in doc:
        assert set(doc["calibration"]) <= getattr(MODEL_FORMATS["rankagg-calibration"], "keys", frozenset()) | {"format", "version"}


def _misspelt(key: str) -> str:
    """A typing slip: the last two letters swapped (a one-letter key doubled), never another declared key."""
    return key + key if len(key) == 1 else key[:-2] + key[-1] + key[-2]


SOURCE = {"rankagg-fusion": "tuned.json", "rankagg-calibration": "cal.json"}  # a trained model's probe guards it


def _written_keys(files, kind):
    doc = json.loads((files[0] / SOURCE[kind]).read_text())
    target = doc["calibration"] if kind == "rankagg-calibration" else doc
    return sorted(set(target) - {"format", "version"})


@pytest.mark.parametrize("kind", sorted(SOURCE))
def test_a_key_no_reader_reads_is_refused_naming_it(files, kind, tmp_path):
    """Each key the kind's writer wrote, misspelt, and (for a fusion model) a key beside the ones written: refused
    naming it, by the reader and by every face that applies a fusion model, nothing written."""
    keys = _written_keys(files, kind)
    slips = [(key, _misspelt(key)) for key in keys] + ([(None, "k"), (None, "comment")] if kind == "rankagg-fusion" else [])
    for key, bad in slips:
        doc = json.loads((files[0] / SOURCE[kind]).read_text())
        target = doc["calibration"] if kind == "rankagg-calibration" else doc  # the calibration nested in its fusion
        assert bad not in keys
        target[bad] = target.pop(key) if key is not None else 5
        path = tmp_path / "edited.json"
        path.write_text(json.dumps(doc))
        with pytest.raises(ValueError, match=f"edited.json: .*unknown key\\(s\\) '{bad}'"):
            read_model_document(path)
        with pytest.raises(ValueError, match=f"unknown key\\(s\\) '{bad}'"):  # the faces that apply it
            Fuser.from_model(path)
        rc, err = _cli("fuse", *files[1], "--model", str(path), "--quiet", "-o", str(tmp_path / "o.run"))
        assert rc == 2 and f"'{bad}'" in err and not (tmp_path / "o.run").exists()


# ------------------------------------------------------------------ class 2: the lists tuned weights name
def _rrf(lists, weights, window=8, k=60.0):
    """Weighted RRF by hand, each list ranked by score (then docid) descending, cut at ``window``."""
    fused: dict[str, float] = {}
    for name, docs in lists.items():
        ranked = sorted(docs, key=lambda doc: (docs[doc], doc), reverse=True)[:window]
        for r, doc in enumerate(ranked, start=1):
            fused[doc] = fused.get(doc, 0.0) + weights.get(name, 1.0) / (k + r)
    return fused


def _faces(path):
    f = Fuser.from_model(path)
    return {
        "fuser": f,  # dicts of dicts: the compiled kernel
        "fuser-sequences": lambda ls: f({n: sorted(v, key=lambda doc: (v[doc], doc), reverse=True) for n, v in ls.items()}),
        "top": lambda ls: f.top(ls, 3).items,
        "explain": lambda ls: [(e["docid"], e["score"]) for e in f.explain(ls)],
    }


EXPORTS = ["elasticsearch_rrf", "mongodb_rank_fusion", "esql_fuse_rrf"]  # engines whose RRF takes free weights


@pytest.mark.parametrize("face", ["fuser", "fuser-sequences", "top", "explain", "cli", *EXPORTS])
@pytest.mark.parametrize("change", ["extra", "missing"])
def test_a_list_the_tuned_weights_do_not_name_is_refused_on_every_face(files, face, change, tmp_path):
    d, runs, lists = files
    model = d / "weighted.json"
    query = {n: lists[n]["1"] for n in RUNS}
    named = {"extra": "x", "missing": "r2"}[change]
    given = {**query, "x": {"d1": 9.0, "zz": 8.0}} if change == "extra" else {n: query[n] for n in ("r0", "r1")}
    if face == "cli":
        extra = d / "x.run"
        extra.write_text("1 Q0 d1 1 9.0 x\n1 Q0 zz 2 8.0 x\n")
        rc, err = _cli("fuse", *(runs + [str(extra)] if change == "extra" else runs[:2]), "--model", str(model),
                       "--quiet", "-o", str(tmp_path / "o.run"))
        assert rc == 2 and f" {named}" in err and not (tmp_path / "o.run").exists()
        return
    with pytest.raises(ValueError, match=f"weighted.json: .*\\b{named}\\b"):
        if face in EXPORTS:
            export_model(model, face, list(given))
        else:
            _faces(model)[face](given)


@pytest.mark.parametrize("order", list(itertools.permutations(RUNS)), ids="-".join)
def test_tuned_weights_go_with_the_names_in_any_order(files, order):
    d, _, lists = files
    fuser = Fuser.from_model(d / "weighted.json")
    k = float(json.loads((d / "weighted.json").read_text())["params"].get("k", 60))
    for q in lists["r0"]:
        got = fuser({n: lists[n][q] for n in order})
        hand = _rrf({n: lists[n][q] for n in order}, TUNED_WEIGHTS, k=k)
        assert sorted(doc for doc, _ in got) == sorted(hand)
        assert all(s == pytest.approx(hand[doc], rel=1e-12) for doc, s in got)
    request = export_model(d / "weighted.json", "elasticsearch_rrf", list(order))["retriever"]["rrf"]["retrievers"]
    assert [(r["retriever"], r["weight"]) for r in request] == [(f"<list {n}>", TUNED_WEIGHTS[n]) for n in order]


def test_weights_given_to_calibrate_keep_the_fusers_rule(files):
    """``calibrate --weights r0=3`` names one run: the others weigh 1 (the Fuser's and --weights' rule), so the
    model applies to the three runs and to a fourth list alike."""
    d, _, lists = files
    fuser = Fuser.from_model(d / "cal.json")
    query = {n: lists[n]["1"] for n in RUNS}
    assert [doc for doc, _ in fuser(query)] == [doc for doc, _ in Fuser("rrf", weights={"r0": 3.0})(query)]
    assert len(fuser({**query, "x": {"new": 1.0}})) == len(fuser(query)) + 1


HAND_WEIGHTS = [dict(zip(names, ws)) for n in (1, 2) for names in itertools.combinations(RUNS, n) for ws in ((2.0,) * n, (0.5,) * n)]


@pytest.mark.parametrize("weights", HAND_WEIGHTS, ids=lambda w: "-".join(f"{k}{v:g}" for k, v in w.items()))
def test_a_hand_written_model_s_weights_leave_the_other_runs_at_1_on_every_face(files, weights, tmp_path):
    """A fusion model written by hand (no ``tuned_for``) names some runs: every face weighs the others 1, the rule
    of ``--weights`` and the Fuser's; ``rankagg fuse --model`` refused them, saying the model was tuned on the runs
    it names.  The fused order and scores are weighted RRF by hand."""
    d, runs, lists = files
    model = tmp_path / "hand.json"
    model.write_text(json.dumps({"format": "rankagg-fusion", "method": "rrf", "params": {"k": 5}, "weights": weights}))
    rc, err = _cli("fuse", *runs, "--model", str(model), "--quiet", "-o", str(tmp_path / "o.run"))
    assert rc == 0, err
    written: dict[str, dict[str, float]] = {}
    for line in (tmp_path / "o.run").read_text().splitlines():
        q, _, doc, _, score, _ = line.split()
        written.setdefault(q, {})[doc] = float(score)
    fuser = Fuser.from_model(model)
    for q in lists["r0"]:
        hand = _rrf({n: lists[n][q] for n in RUNS}, weights, window=10**6, k=5.0)
        assert sorted(written[q]) == sorted(hand)
        assert all(written[q][doc] == pytest.approx(s, rel=1e-6) for doc, s in hand.items())  # the writer's nudges
        got = dict(fuser({n: lists[n][q] for n in RUNS}))
        assert got.keys() == hand.keys() and all(got[doc] == pytest.approx(s, rel=1e-12) for doc, s in hand.items())
