"""Write docs/methods.md from the registry (names, summaries, parameters, defaults, tuning grids, tags, citations)."""
from pathlib import Path

from rankagg.methods.registry import list_methods, method_class, method_tags

TIES = (
    "Every method's scores pass through one tie rule (`rankagg.data.rankings.consensus_order`). "
    "Scores are compared **quantised, not bit-exact**: within a query, two neighbouring scores (in sorted "
    "order) whose gap is at most 2^-40 (about 9.1e-13) times the larger of their absolute values compare "
    "equal, and runs of such gaps merge (`comparable_scores`, `tied_gap`; the compiled kernels, the certified "
    "top-k and the run writer use the same expression). The scale is each gap's own, because a rounding "
    "error is relative to the numbers rounded: one huge score in a query (a 1e15 sentinel) leaves the order of "
    "the others to their values. So rounding (CombSUM's `1.0` against `0.9999999999999998`) does not decide an "
    "order; the tie rule does "
    "(more rankers first, then better best local rank, then smaller docid). The limit of a per-gap scale: a score "
    "that is itself a residue of cancellation (much larger terms that cancel, such as `-log10 p` for `p` within "
    "1e-12 of 1) is compared at its own small scale, so there its rounding can decide (measured: the bottom "
    "documents of `rra_mean` on the MQ2008-agg fingerprint fold); the centred strengths of `bradley_terry`, "
    "`thurstone` and `svp` within 2^-40 of 0 are 0 (`solver_kernels.snap_centred`), so documents a symmetric "
    "profile cannot tell apart tie there. Unfitted methods see their "
    "rankers in one canonical order (by name in natural order, then content), so reordering the input runs changes no bit "
    "of the output. The invariants every method keeps are checked by `rankagg.checks` "
    "(`tests/package/test_contract.py`)."
)

TAGS = (
    "The **tags** column shows each method's capability tags (`rankagg.methods.base.MethodTags`, declared on "
    "the class; the check suite chooses its checks by them): `linear=sum|count|log_count` the score is "
    "`factor * sum_r w_r * contribution_r` with the factor 1, the number of rankers that returned the item, or "
    "its log (`rankagg tune`'s fast path); `learns-from-test` it learns cross-query state from the queries it "
    "aggregates; `ranks-only` it does not read the input scores; `entries` it scores TREC run lines without the "
    "rank matrix; `weights≠copies` a weight of 2 is not the same as giving a run twice (why, in the class); "
    "`across-queries` it estimates something across the queries it is given (not streamed block by block); "
    "`fuser=points|comb` the per-query `rankagg.Fuser` computes it too; `slow-fit` a harness that runs every method fits it on a prefix of the queries; "
    "`fast: ...` the reduced settings the check suite uses. A tag that depends on parameters is shown at the defaults."
)


RELATIONS = (
    "**Names inside an estimate.** The tie rule's last key, the docid, decides more than the order of equal final "
    "scores where a method breaks ties inside its estimate: `condorcet` (its merge sort starts from the house order, "
    "which decides majority cycles), `kemeny` and `mclk` (of several optimal or locally optimal orders, the one "
    "nearest the house order), `dibra` and `mallows_em` (each list's distance to an intermediate consensus whose "
    "tied documents are placed by the tie rule). There, renaming the documents so that their string order changes "
    "can change fused scores and the order; no other method's fused score of a document depends on its name "
    "(reliability matrix, `u7m_rename_*`). The house order counts the rankers that returned a document first, so "
    "with `unranked='below'` a document a list left unranked and one it placed at its bottom (the same pairwise "
    "preferences) can start apart and come out apart in `condorcet` and `mclk`."
)

WEIGHTS = (
    "**Weights of 0.** A run of weight 0 is left out of a weighted sum (`rrf`, `combsum`) and of a statistic "
    "(`combmin`, `combmed`, `combmax`: its `0 x score` is no value of the minimum, median or maximum): the other "
    "runs' documents score as without it, and its own documents 0. It is still counted where the formula counts "
    "runs: among the rankers that returned a document in the tie rule, in `n_d` of `combmnz`, `combanz`, `isr` and "
    "`log_isr` (`n_d` counts every returning run, as `rankagg tune`'s linear parts do), in the unweighted sum of "
    "`combmnz(factor='weights')`, and `borda` counts its documents among the candidates `n`; to take such a run "
    "out, leave it out of the input."
)


def tag_cell(name: str) -> str:
    t = method_tags(name)
    cells = [f"linear={t.linear}"] if t.linear else []
    cells += ["learns-from-test"] * t.learns_from_test + ["ranks-only"] * (not t.reads_scores)
    cells += ["entries"] * t.score_entries + ["weights≠copies"] * bool(t.weights_not_copies)
    cells += ["across-queries"] * (not t.per_query)
    cells += [f"fuser={t.fuser}"] if t.fuser else []
    cells += ["slow-fit"] * t.slow_fit
    if t.fast_params:
        cells.append("fast: " + ", ".join(f"`{k}`={v!r}" for k, v in t.fast_params.items()))
    return "<br>".join(cells)


def main() -> None:
    lines = ["# Methods", "", "Generated by `python scripts/make_methods_doc.py` from the registry; `rankagg methods` prints the same.", "",
             TIES, "", RELATIONS, "", WEIGHTS, "", TAGS, ""]
    lines += ["| name | kind | summary | parameters (default; tuned over) | tags | reference |", "|---|---|---|---|---|---|"]
    for name in list_methods():
        cls = method_class(name)
        doc = (cls.__doc__ or "").strip().splitlines()
        params = "<br>".join(
            f"`{k}`={v!r}" + (f"; {cls.param_grid[k]}" if k in cls.param_grid else "") for k, v in cls.defaults.items()
        )
        kind = "supervised" if cls.supervised else "unsupervised"
        lines.append(f"| `{name}` | {kind} | {doc[0] if doc else ''} | {params} | {tag_cell(name)} | {cls.citation} |")
    Path("docs").mkdir(exist_ok=True)
    Path("docs/methods.md").write_text("\n".join(lines) + "\n")
    print(f"{len(list_methods())} methods -> docs/methods.md")


if __name__ == "__main__":
    main()
