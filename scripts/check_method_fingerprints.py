"""Hash every registered method's scores on MQ2008-agg (fold 1) so a refactor can be checked bit for bit."""
import hashlib, json, sys, time, os
import numpy as np
try:
    from rankagg.methods.registry import list_methods, make_method
except ImportError:
    from rankagg.registry import list_methods, make_method
try:
    from rankagg.io.datasets import load_letor_agg
except ImportError:
    from rankagg.datasets import load_letor_agg
ds = load_letor_agg("MQ2008-agg", os.environ.get("RANKAGG_DATA"))
f = ds.fold(1)
def sub(r, n):
    return r.select_queries(np.arange(min(n, r.n_queries)))
out = {}
for name in list_methods():
    t = time.time()
    m = make_method(name)
    train, test = f.train, f.test
    slow = name in {"kemeny", "cps", "mallows_exact", "mallapp", "lambdamart", "stagg_sup", "rankagg_sup", "lr_agg", "mallows_em", "plackett_luce"}
    try:
        if m.supervised:
            train = sub(train, 60); test = sub(test, 40)
            m.fit(train, sub(f.vali, 20))
        elif slow:
            test = sub(test, 40)
            m.fit(train if not slow else sub(train, 40))
        else:
            m.fit(train)
        s = np.ascontiguousarray(m.score(test), dtype=np.float64)
        a = np.ascontiguousarray(m.aggregate(test), dtype=np.float64)
        out[name] = [hashlib.sha256(s.tobytes()).hexdigest()[:16], hashlib.sha256(a.tobytes()).hexdigest()[:16]]
    except Exception as e:
        out[name] = f"ERROR {type(e).__name__}: {e}"[:200]
    print(name, out[name], round(time.time() - t, 1), flush=True)
json.dump(out, open(sys.argv[1], "w"), indent=1)
