"""Streaming fusion and evaluation of TREC runs of any size: query blocks in, their lines out (issue 25).

* :mod:`rankagg.stream.text` -- the byte stream of a run file, whole-line pieces, the first look
  (:func:`~rankagg.stream.text.scan_file`: where each query's lines are);
* :mod:`rankagg.stream.partition` -- the external partition by query on disk (Arrow IPC), for files
  not grouped by query and for cluster workers;
* :mod:`rankagg.stream.source` -- the plan (blocks of whole queries in the output's order) and the
  blocks' entries, pass after pass;
* :mod:`rankagg.stream.fuse` -- one block of whole queries fused into the bytes of its output lines;
* :mod:`rankagg.stream.run` -- ``rankagg fuse`` and ``rankagg.fuse`` on files, streamed (how each
  method is streamed; the quality-weighted default in one pass per round);
* :mod:`rankagg.stream.evaluate` -- ``rankagg evaluate --qrels`` block by block;
* :mod:`rankagg.stream.parquet` -- a long Parquet run table in, ``-o fused.parquet`` out.
"""
