"""Streaming fusion and evaluation of TREC runs of any size: query blocks in, their lines out.

* :mod:`rankagg.stream.text` -- the byte stream of a run file, whole-line pieces, the first look
  (:func:`~rankagg.stream.text.scan_file`: where each query's lines are);
* :mod:`rankagg.stream.partition` -- the external partition by query on disk (Arrow IPC), for files
  not grouped by query and for cluster workers;
* :mod:`rankagg.stream.fuse` -- one block of whole queries fused into the bytes of its output lines.
"""
