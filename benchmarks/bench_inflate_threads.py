"""Whether the readers' inflaters run in parallel: a round's gzipped runs inflated in one thread and in two.

    python -m benchmarks.bench_inflate_threads [--round 2] [--repeat 5] [--quick]

Every run of a TREC-COVID round (``runs/*.gz``) is read into memory, then inflated whole by each inflater the
readers use (:data:`rankagg.io._inflate.INFLATERS`: ISA-L's ``igzip`` when installed, the standard library's
``gzip``), once with every file in one thread and once split over two (a thread pool, as the run readers split
files).  SHA-256 over the inflated bytes is the control: :mod:`hashlib` releases the GIL, so its two threads take
about half the time of one on two free cores.  An inflater whose two threads take as long as its one holds the
GIL: the reading threads then take turns with each other and with the doors' Python work (docs/speed.md).  The
median wall time of ``--repeat`` runs after one untimed run; writes results/bench_inflate_threads.{json,md}.
"""

from __future__ import annotations

import hashlib
import io
import statistics
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, Callable

from benchmarks.harness import (ROOT, data_dir, environment, environment_line, load, markdown_table, outputs, parser,
                                write_results)
from rankagg.io._inflate import INFLATERS


def _wall(work: Callable[[bytes], Any], blobs: list[bytes], threads: int, repeat: int) -> float:
    """The median wall time of ``work`` over every blob, in ``threads`` threads, after one untimed run."""
    times = []
    with ThreadPoolExecutor(max_workers=threads) as pool:
        for i in range(repeat + 1):
            start = time.perf_counter()
            list(pool.map(work, blobs))
            if i:
                times.append(time.perf_counter() - start)
    return statistics.median(times)


def _inflating(gzip_file: Callable[..., Any]) -> Callable[[bytes], bytes]:
    """A whole gzip file's text, inflated as the readers inflate it (the inflater's GzipFile, read to its end)."""
    def inflate(blob: bytes) -> bytes:
        return gzip_file(fileobj=io.BytesIO(blob), mode="rb").read()
    return inflate


def main(argv: list[str] | None = None) -> None:
    ap = parser(__doc__, repeat=5, out=ROOT / "results" / "bench_inflate_threads")
    ap.add_argument("--round", type=int, default=2, help="TREC-COVID round (default 2)")
    args = ap.parse_args(argv)
    runs = sorted((data_dir(args.data_dir) / f"trec-covid-round{args.round}" / "runs").glob("*.gz"))
    if args.quick:  # a smoke run: three files, one timed run
        runs, args.repeat = runs[:3], 1
    if not runs:
        raise SystemExit(f"no runs/*.gz for round {args.round} under {data_dir(args.data_dir)}")
    compressed = [Path(p).read_bytes() for p in runs]
    inflated = [INFLATERS["zlib"](fileobj=io.BytesIO(b), mode="rb").read() for b in compressed]
    works: dict[str, tuple[Callable[[bytes], Any], list[bytes]]] = {
        f"inflate ({name})": (_inflating(gz), compressed) for name, gz in INFLATERS.items()}
    works["SHA-256 of the inflated text (control)"] = (lambda b: hashlib.sha256(b).digest(), inflated)
    rows = []
    for what, (work, blobs) in works.items():
        one, two = (_wall(work, blobs, n, args.repeat) for n in (1, 2))
        rows.append({"work": what, "one_thread_s": one, "two_threads_s": two, "ratio": two / one,
                     "load": round(load(), 1)})
        print(rows[-1], flush=True)
    env = environment()
    megabytes = sum(map(len, inflated)) / 1e6
    md = "\n".join([
        f"# Inflating round {args.round}'s runs in one thread and in two (python -m benchmarks.bench_inflate_threads)",
        "", environment_line(env), "",
        f"{len(runs)} gzipped runs, {megabytes:.0f} MB of text; the median of {args.repeat} runs after one untimed "
        "run.  Two threads over one near 1.0: the work holds the GIL; near 0.5: it runs in parallel.", "",
        *markdown_table(["work", "one thread", "two threads", "two / one", "load"],
                        [(r["work"], f"{r['one_thread_s']:.3f} s", f"{r['two_threads_s']:.3f} s",
                          f"**{r['ratio']:.2f}**", r["load"]) for r in rows])])
    json_path, md_path = outputs(args.out)
    write_results("bench_inflate_threads", rows, json_path=json_path, md_path=md_path, markdown=md, env=env,
                  round=args.round, files=len(runs), megabytes=megabytes)
    print(md)


if __name__ == "__main__":
    main()
