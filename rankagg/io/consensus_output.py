"""The output of ``aggregate_parquet``: consensus scores batch by batch, in the format its name says.

The registry's rule for every output name (:func:`rankagg.io.formats.writer_for`, as ``rankagg fuse -o``): a name
ending in ``.parquet`` is a table ``qid, docid, score``; any other is a TREC run, ``qid Q0 docid rank score tag`` in
the consensus order, which trec_eval reads in the file's order; a name of another table or document format
(``.csv``, ``.json``, ...) is refused.  ``aggregate_parquet('rrf', 'ds', 'fused.run')`` wrote Parquet bytes under the
run's name, which trec_eval and every text reader misread (u14p_aggregate_parquet_out_run_name).
"""

from __future__ import annotations

import os
from typing import Any, Iterator, Sequence

import numpy as np
from numpy.typing import NDArray

from rankagg.io.atomic import atomic_output

__all__ = ["write_consensus_table"]


def write_consensus_table(out: str | os.PathLike, pairs: Iterator[tuple[Any, NDArray[np.float64]]],
                          inputs: Sequence[str | os.PathLike] = (), tag: str = "rankagg") -> dict[str, Any]:
    """Consensus scores batch by batch, atomically and never over an input (:func:`atomic_output`: it wrote
    straight into ``out``, the part of the dataset it was reading included, u11h_aggregate_parquet_out_onto_its_part),
    as a Parquet table or a TREC run tagged ``tag`` by ``out``'s name (the module's rule); returns
    ``{n_queries, n_items, path}``."""
    from rankagg.io.formats import FORMATS, writer_for

    table = writer_for(out, "runs") is FORMATS["parquet"]  # refuses a .csv, .json, ... name before any batch
    nq = ni = 0
    with atomic_output(out, inputs=inputs) as fh:
        if table:
            from rankagg.io.run_table import pyarrow

            pa, pq = pyarrow()
            writer = None
            try:
                for b, s in pairs:
                    t = pa.table({"qid": pa.array(np.repeat(b.qids, b.sizes)), "docid": pa.array(b.docids),
                                  "score": pa.array(s)})
                    if writer is None:
                        writer = pq.ParquetWriter(fh, t.schema, compression="zstd")
                    writer.write_table(t)
                    nq += b.n_queries
                    ni += b.n_items
            finally:
                if writer is not None:
                    writer.close()
        else:
            import gzip

            from rankagg.io.trec_writer import format_trec_run

            sink = gzip.GzipFile(fileobj=fh, mode="wb", mtime=0, filename="") if str(out).endswith(".gz") else fh
            try:
                for b, s in pairs:  # each query's lines depend on that query alone: batch by batch is the whole run
                    sink.write(format_trec_run(b, s, tag=tag).encode("utf-8"))
                    nq += b.n_queries
                    ni += b.n_items
            finally:
                if sink is not fh:
                    sink.close()
    return {"n_queries": nq, "n_items": ni, "path": str(out)}
