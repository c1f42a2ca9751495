"""A streamed fusion abandoned half-way (an error downstream, a caller that stops reading) leaves its block
generator to be closed by whoever closes it: the garbage collector, in whatever thread it runs, possibly one
that is starting while the pool's own work waits for it.  Joining the pool's threads there hung a suite run
(tests/package/test_contract_faces.py, both workers idle on futexes), so the generator's pools
(:func:`rankagg.stream.source._pool`) join their threads only when the blocks are all read: an early close
cancels the queued work and returns at once."""

from __future__ import annotations

import threading

from rankagg.stream.source import _pool


def _blocks(release: threading.Event, queued: list):
    with _pool(1) as pool:
        running = pool.submit(release.wait)  # a read still under way when the caller stops
        queued.append(pool.submit(lambda: "never run"))
        yield 1
        running.result()


def test_closing_an_abandoned_generator_does_not_wait_for_its_threads():
    release, queued, order = threading.Event(), [], []

    def watchdog():  # frees the busy thread later: a close that waited for it returns only after this
        threading.Event().wait(2.0)
        order.append("released")
        release.set()

    gen = _blocks(release, queued)
    assert next(gen) == 1
    threading.Thread(target=watchdog, daemon=True).start()
    gen.close()
    order.append("closed")
    release.set()
    assert order[0] == "closed", order
    assert queued[0].cancelled()  # the queued work is dropped, not run after the caller left


def test_a_generator_read_to_its_end_waits_for_its_threads():
    release, queued = threading.Event(), []
    release.set()
    assert list(_blocks(release, queued)) == [1]
    assert queued[0].done() and queued[0].result() == "never run"
