"""Issue 27, class 6: weight specs.  One resolver (``rankagg.api.read_weights`` then the method's own check and
``fuse_files``' name match): the property test generates weight specs (inline ``NAME=W,...``, ``NAME W`` line
files, JSON files, with a BOM, gzip, duplicates, unknown names, 0 / negative / NaN / inf / words, all zero,
weights given twice) and checks a clean error or the weighted RRF computed by brute force."""

from __future__ import annotations

import gzip
import json
import math
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rankagg.api import fuse_files, read_weights

RUNS = {"t": {"1": {"a": 3.0, "b": 2.0, "c": 1.0}, "2": {"a": 2.0, "d": 1.0}},
        "u": {"1": {"b": 3.0, "a": 2.0}, "2": {"d": 2.0, "e": 1.0}}}
K = 60

value = st.one_of(st.sampled_from(["0", "1", "2.5", "-1", "nan", "inf", "-inf", "1e309", "x", "", "1_0", "0x1"]),
                  st.floats(0, 10).map(repr))


def _expected(weights: dict[str, float]) -> dict[str, dict[str, float]]:
    """Weighted RRF by brute force: sum of w / (k + rank), rank by score descending (then docid descending)."""
    out: dict[str, dict[str, float]] = {}
    for name, run in RUNS.items():
        for q, docs in run.items():
            order = sorted(docs, key=lambda d: (-docs[d], [-ord(ch) for ch in d]))
            for r, d in enumerate(order, 1):
                out.setdefault(q, {})[d] = out.get(q, {}).get(d, 0.0) + weights.get(name, 1.0) / (K + r)
    return out


@settings(max_examples=80, deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow])
@given(items=st.lists(st.tuples(st.sampled_from(["t", "u", "v", "t "]), value), max_size=4),
       form=st.sampled_from(["inline", "lines", "json", "json_bom", "lines_gzip"]), twice=st.booleans())
def test_any_weight_spec_is_a_clean_error_or_the_right_fusion(items, form, twice):
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        paths = []
        for name, run in RUNS.items():
            p = folder / f"{name}.run"
            p.write_text("".join(f"{q} Q0 {d} 0 {s!r} {name}\n" for q, docs in run.items() for d, s in docs.items()))
            paths.append(p)
        if form == "inline":
            spec = ",".join(f"{n}={v}" for n, v in items)
        else:
            p = folder / ("w.json" if form.startswith("json") else "w.txt")
            if form.startswith("json"):
                text = "{" + ", ".join(f"{json.dumps(n)}: {v if v else 'null'}" for n, v in items) + "}"
            else:
                text = "".join(f"{n} {v}\n" for n, v in items)
            raw = (b"\xef\xbb\xbf" if form == "json_bom" else b"") + text.encode()
            p.write_bytes(gzip.compress(raw) if form == "lines_gzip" else raw)
            spec = str(p)
        valid = {}
        ok = bool(items) and not twice
        for n, v in items:
            n = n if form.startswith("json") else n.strip()  # text forms split on blanks
            try:
                w = float(v)
            except ValueError:
                ok = False
                continue
            if n in valid or n not in RUNS or not math.isfinite(w) or w < 0 or "_" in v or v.startswith("0x"):
                ok = False
            valid[n] = w
        if ok and not any(valid.get(n, 1.0) for n in RUNS):
            ok = False  # all zero: refused
        try:
            weights = read_weights(spec)
            fuse_files(paths, folder / "o.run", method="rrf(k=60, weights={'t': 1})" if twice else "rrf(k=60)",
                       weights=weights, depth=1000)
        except ValueError as exc:
            assert "Traceback" not in str(exc) and str(exc)
            assert not ok or form == "json" and any(v == "" for _, v in items), f"refused a valid spec: {exc}"
            return
        assert ok, f"accepted a bad spec {spec!r}"
        got: dict[str, dict[str, float]] = {}
        for line in (folder / "o.run").read_text().splitlines():
            q, _, d, _, s, _ = line.split()
            got.setdefault(q, {})[d] = float(s)
        want = _expected(valid)
        assert got.keys() == want.keys()
        for q in want:
            assert got[q].keys() == want[q].keys()
            for d in want[q]:
                assert math.isclose(got[q][d], want[q][d], rel_tol=1e-6)  # ties: the house rule nudges a score
