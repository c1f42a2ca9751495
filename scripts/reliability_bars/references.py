"""Reference snippets shared by the bars' API cases (their preludes), each independent of rankagg's code.

``RANKED_LISTS``: a list of ``{id: score}`` ranked by trec_eval's rule (score descending, then the id descending as
bytes: docs/conventions.md); Borda's ``n - r + 1`` points with ``(n - k + 1) / 2`` for each of a list's missing ids
(``rankagg methods borda``); RRF's ``sum w / (k + r)`` (Cormack et al. 2009); each returns the scores and, for the
house tie rule, how many lists returned each id and its best place.

``VERDICT_HELPERS``: how a case reports: ``cli`` runs the command in a subprocess; ``wrong`` prints what differs and
exits 0 (a silent fault); ``right`` prints OK; ``named`` and ``passthrough`` pass an allowed refusal on."""

from __future__ import annotations

__all__ = ["RANKED_LISTS", "VERDICT_HELPERS"]

RANKED_LISTS = """
def desc_order(p):
    return sorted(p, key=lambda d: (float(p[d]), str(d).encode()), reverse=True)
def positions(p):
    return {d: r for r, d in enumerate(desc_order(p), 1)}
def borda_ref(models, w=None):
    allids = set().union(*[set(p) for p in models.values()])
    n = len(allids)
    sc, cnt, best = {}, {}, {}
    for m, p in models.items():
        wm = (w or {}).get(m, 1.0)
        pos, k = positions(p), len(p)
        for d in allids:
            if d in pos:
                sc[d] = sc.get(d, 0.0) + wm * (n - pos[d] + 1)
                cnt[d] = cnt.get(d, 0) + 1
                best[d] = min(best.get(d, 10 ** 12), pos[d])
            else:
                sc[d] = sc.get(d, 0.0) + wm * (n - k + 1) / 2
    return sc, cnt, best
def rrf_ref(models, k=60.0, w=None):
    sc, cnt, best = {}, {}, {}
    for m, p in models.items():
        wm = (w or {}).get(m, 1.0)
        for d, r in positions(p).items():
            sc[d] = sc.get(d, 0.0) + wm / (k + r)
            cnt[d] = cnt.get(d, 0) + 1
            best[d] = min(best.get(d, 10 ** 12), r)
    return sc, cnt, best
"""[1:]

VERDICT_HELPERS = r'''
def cli(*args):
    r = subprocess.run([sys.executable, '-m', 'rankagg.cli', *args], capture_output=True, text=True)
    return r.returncode, r.stdout, r.stderr
def wrong(*what):
    print('WRONG:', *[str(w)[:300] for w in what])
    sys.exit(0)
def right():
    print('OK')
    sys.exit(0)
def named(err, names):
    return any(n in err for n in names)
def passthrough(rc, err):
    sys.stderr.write(err if err.endswith('\n') else err + '\n')
    sys.exit(rc)
'''[1:]
