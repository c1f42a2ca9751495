"""The oracle of the table fuzzers: runs one entry point on one input and classifies what it did against the
reference's verdict (``tests/fuzz/reference_table.py``), and the campaign's tally.

Classes of fault (``docs/reliability.md``'s verdicts): ``silent`` (accepted with other content than the
reference's, or accepted where the reference refuses), ``over-refusal`` (refused where the reference reads a
correct answer), ``raw`` (an exception that is not rankagg's clean error: not a ValueError, or a traceback in the
CLI), ``vague`` (a clean error whose message is not one line or names neither the input nor a line/row/field),
``hang`` (past the time limit), ``crash`` (killed by a signal, or out of memory).
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from collections import Counter
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterator

import pytest

from tests.fuzz.reference_table import Verdict

#: seconds an in-process entry point may take on one small input
TIME_LIMIT = 20
BUDGET = int(os.environ.get("RANKAGG_FUZZ_EXAMPLES", "0") or 0)
ROOT = Path(__file__).resolve().parents[2]


class Hang(Exception):
    pass


@contextmanager
def time_limit(seconds: float) -> Iterator[None]:
    def fire(signum: int, frame: Any) -> None:
        raise Hang()

    old = signal.signal(signal.SIGALRM, fire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


@dataclass
class Tally:
    """Files generated and faults by class, with the first (smallest) example of each distinct fault."""

    files: Counter = field(default_factory=Counter)
    faults: Counter = field(default_factory=Counter)
    examples: dict = field(default_factory=dict)
    bad_files: Counter = field(default_factory=Counter)  # inputs with at least one fault

    def add(self, fmt: str, entry: str, klass: str, example: str, key: str) -> None:
        self.faults[(fmt, klass)] += 1
        k = (fmt, entry, klass, key)
        if k not in self.examples or len(example) < len(self.examples[k]):
            self.examples[k] = example

    def total(self) -> int:
        return sum(self.faults.values())

    def count(self, fmt: str, before: int) -> None:
        """One input of ``fmt`` checked; ``before``: :meth:`total` before it."""
        self.files[fmt] += 1
        if self.total() > before:
            self.bad_files[fmt] += 1


def names_where(message: str, names: tuple[str, ...]) -> bool:
    return any(n and n in message for n in names)


def run_entry(call: Callable[[], Any]) -> tuple[str, Any]:
    """("ok", value), ("refused", message), ("raw", text) or ("hang", "")."""
    try:
        with time_limit(TIME_LIMIT):
            return "ok", call()
    except Hang:
        return "hang", ""
    except MemoryError as exc:
        return "crash", f"MemoryError {exc}"
    except RecursionError as exc:
        return "raw", f"RecursionError: {str(exc)[:200]}"
    except ValueError as exc:  # InputFormatError and InvalidParameterError are ValueErrors
        return "refused", str(exc)
    except Exception as exc:  # noqa: BLE001 - every other exception is the fault being counted
        return "raw", f"{type(exc).__name__}: {str(exc)[:200]}"


def judge(ref: Verdict, status: str, value: Any, names: tuple[str, ...],
          same: Callable[[Any, Any], bool] = lambda a, b: a == b) -> tuple[str, str] | None:
    """The fault class and a short key of what rankagg did, or None when it did right."""
    if status == "hang":
        return "hang", "hang"
    if status in ("raw", "crash"):
        return status, value.split(":")[0]
    if status == "refused":
        if "\n" in value.strip() or not names_where(value, names):
            return "vague", value[:60]
        if ref.content is None or ref.either:
            return None
        return "over-refusal", _reason(value)
    if ref.content is None:
        return None if ref.either else ("silent", f"accepted: {ref.why}")
    return None if same(value, ref.content) else ("silent", "content differs")


def _reason(message: str) -> str:
    """A message without its source and line: the key that groups faults."""
    text = message.split(": ", 1)[-1]
    return "".join(c if not c.isdigit() else "#" for c in text)[:70]


def cli(args: list[str], cwd: Path, timeout: float = 60) -> tuple[str, str, int]:
    """``python -m rankagg ARGS`` in a subprocess under a memory limit: (status, stderr, exit code)."""
    env = dict(os.environ, RANKAGG_MEMORY_LIMIT_GB="1", OMP_NUM_THREADS="1", PYTHONPATH=str(ROOT))

    def limits() -> None:
        import resource

        resource.setrlimit(resource.RLIMIT_AS, (4 << 30, 4 << 30))

    try:
        p = subprocess.run([sys.executable, "-m", "rankagg", *args], cwd=cwd, env=env, capture_output=True,
                           text=True, timeout=timeout, preexec_fn=limits)
    except subprocess.TimeoutExpired:
        return "hang", "", -1
    if p.returncode < 0:
        return "crash", p.stderr[-300:], p.returncode
    if p.returncode == 0:
        return "ok", p.stderr, 0
    if p.returncode == 2 and "Traceback" not in p.stderr:
        lines = [ln for ln in p.stderr.splitlines() if ln.strip() and "Warning" not in ln and not ln.startswith("  ")]
        return "refused", lines[-1] if lines else "", 2
    return "raw", p.stderr[-300:], p.returncode


def leftovers(folder: Path, before: set[str]) -> list[str]:
    """Files a refused command left behind (a half-written output or a temporary file)."""
    return sorted(set(os.listdir(folder)) - before)


def report_lines(tally: Tally) -> list[str]:
    out = ["| format | inputs | faulty | silent | over-refusal | raw | vague | hang | crash |",
           "|---|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for fmt in sorted(tally.files):
        counts = [tally.faults[(fmt, k)] for k in ("silent", "over-refusal", "raw", "vague", "hang", "crash")]
        out.append(f"| {fmt} | {tally.files[fmt]} | {tally.bad_files[fmt]} | " + " | ".join(map(str, counts)) + " |")
    return out


def example_lines(tally: Tally, limit: int = 40) -> list[str]:
    out = []
    for (fmt, entry, klass, key), ex in sorted(tally.examples.items())[:limit]:
        ex = ex.replace("`", "'").replace("|", "/")
        out.append(f"* `{fmt}` via `{entry}`, **{klass}** ({key.replace('`', '')}): {ex[:600]}")
    return out


def test_judge_classifies_each_outcome():
    """The oracle itself: each class from a hand-made outcome."""
    good = Verdict([("1", "a", "b", 1.0, 1.0, None)])
    bad = Verdict(None, 3, "outcome 'draw'")
    open_ = Verdict(None, 3, "blank line", either=True)
    assert judge(good, "ok", [("1", "a", "b", 1.0, 1.0, None)], ("c.csv",)) is None
    assert judge(good, "ok", [("1", "a", "b", 0.0, 1.0, None)], ("c.csv",)) == ("silent", "content differs")
    assert judge(bad, "ok", [], ("c.csv",))[0] == "silent"
    assert judge(open_, "ok", [], ("c.csv",)) is None
    assert judge(bad, "refused", "c.csv:3: outcome 'draw' is not win", ("c.csv",)) is None
    assert judge(bad, "refused", "outcome 'draw' is not win", ("c.csv",))[0] == "vague"
    assert judge(good, "refused", "c.csv:2: no", ("c.csv",))[0] == "over-refusal"
    assert judge(good, "raw", "KeyError: 'x'", ("c.csv",)) == ("raw", "KeyError")
    assert judge(good, "hang", "", ("c.csv",)) == ("hang", "hang")
    assert run_entry(lambda: int("x"))[0] == "refused"
    assert run_entry(lambda: {}["x"])[0] == "raw"


@pytest.fixture
def tally() -> Tally:
    return Tally()
